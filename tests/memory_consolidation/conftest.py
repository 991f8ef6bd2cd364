"""Fixtures for consolidation tests: a real bank file in a tmp folder, with fast n-gram embeddings."""

from __future__ import annotations

import pytest

from tareekh.memory.bank import Bank
from tareekh.memory.embeddings import NgramEmbeddings
from tareekh.memory.models import BankConfig


@pytest.fixture
def bank(tmp_path):
    b = Bank.open(tmp_path / "memory.db", BankConfig(embeddings=NgramEmbeddings()))
    yield b
    b.close()
