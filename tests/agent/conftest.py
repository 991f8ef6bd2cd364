"""A tiny practice built once per session (registry + four notes through ingest), copied for each test."""

from __future__ import annotations

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
def tiny_home(built_home, copy_home):
    """A fresh copy of the tiny practice's home."""
    return copy_home(built_home)


@pytest.fixture
def tiny(tiny_home):
    """An opened copy of the tiny practice (offline)."""
    from tareekh.practice import Practice

    p = Practice.open(tiny_home)
    yield p
    p.close()


@pytest.fixture
def tiny_llm(tiny_home, fake_llm):
    """The tiny practice with its LLM pointing at the fake server."""
    from tareekh.practice import Practice

    p = Practice.open(tiny_home, llm=fake_llm.settings())
    yield p
    p.close()


@pytest.fixture
def pr(built, copy_home):
    """An opened copy of the practice the test module builds once (its own `built` fixture)."""
    from tareekh.practice import Practice

    p = Practice.open(copy_home(built))
    yield p
    p.close()
