"""A tiny practice built once per session (registry + four notes through ingest), copied for each test."""

from __future__ import annotations

import os
import shutil

import pytest

from tests.agent.helpers import build_practice


@pytest.fixture(scope="session")
def built_home(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("agent-home") / "home"
    p = Practice.open(path)
    try:
        build_practice(p)
    finally:
        p.close()
    return path


@pytest.fixture
def tiny(built_home, tmp_path, monkeypatch):
    """An opened copy of the tiny practice (offline)."""
    from tareekh.practice import Practice

    for key in list(os.environ):
        if key.startswith("TAREEKH_"):
            monkeypatch.delenv(key, raising=False)
    home = tmp_path / "home"
    shutil.copytree(built_home, home)
    p = Practice.open(home)
    yield p
    p.close()


@pytest.fixture
def tiny_llm(built_home, tmp_path, monkeypatch, fake_llm):
    """The tiny practice with its LLM pointing at the fake server."""
    from tareekh.practice import Practice

    for key in list(os.environ):
        if key.startswith("TAREEKH_"):
            monkeypatch.delenv(key, raising=False)
    home = tmp_path / "home"
    shutil.copytree(built_home, home)
    p = Practice.open(home, llm=fake_llm.settings())
    yield p
    p.close()
