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
