"""Fixtures of the memory tests: the embedding model is loaded once per session."""

from __future__ import annotations

import pytest

from tareekh.memory import Bank, BankConfig, NgramEmbeddings, default_provider


@pytest.fixture(scope="session")
def embeddings():
    """The offline default provider (MiniLM ONNX when installed), loaded once."""
    return default_provider()


@pytest.fixture
def bank(tmp_path, embeddings):
    b = Bank.open(tmp_path / "memory.db", BankConfig(embeddings=embeddings))
    yield b
    b.close()


@pytest.fixture
def ngram_bank(tmp_path):
    """A bank on hashed n-grams with no similarity floor: every arm sees every candidate (fast, exhaustive)."""
    b = Bank.open(tmp_path / "ngram.db", BankConfig(embeddings=NgramEmbeddings(), semantic_min_similarity=-1.0))
    yield b
    b.close()
