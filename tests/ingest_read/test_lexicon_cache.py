"""The English index is cached on disk for the next reading process: the cached index is the one that would
be built, and a change to the dictionary or to the code that builds it never loads a stale one."""

from __future__ import annotations

import pytest
from symspellpy import Verbosity

from tareekh.ingest import lexicon as L


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    L._index_english.cache_clear()
    yield tmp_path
    L._index_english.cache_clear()  # later tests index again, from their own cache


def _same_index(a, b) -> bool:
    return (a._words == b._words and a._deletes == b._deletes and a._bigrams == b._bigrams
            and a._max_length == b._max_length and a._prefix_length == b._prefix_length
            and a._max_dictionary_edit_distance == b._max_dictionary_edit_distance)


def test_the_index_is_cached_and_loaded_from_the_cache_as_it_was_built(cache_dir, monkeypatch):
    built = L._index_english()
    path = L.english_cache_path()
    assert path is not None and path.is_file() and cache_dir in path.parents
    L._index_english.cache_clear()

    def no_build():
        raise AssertionError("built again although the cache was there")

    monkeypatch.setattr(L, "english_cache_path", lambda: path)  # the name is made from the building code
    monkeypatch.setattr(L, "_build_english", no_build)
    loaded = L._index_english()
    assert loaded is not built
    assert _same_index(loaded, built)
    assert loaded.words["didn't"] == built.words["didn't"] > 300_000  # the contractions' counts came along
    assert [s.term for s in loaded.lookup("remzining", Verbosity.TOP, 2)] == ["remaining"]


def test_a_change_to_the_building_code_names_another_cache_file(cache_dir, monkeypatch):
    before = L.english_cache_path()
    monkeypatch.setitem(L._CONTRACTED, "'em", "them")
    assert L.english_cache_path() != before

    monkeypatch.delitem(L._CONTRACTED, "'em")
    assert L.english_cache_path() == before

    def counted_otherwise(counts):
        return None

    monkeypatch.setattr(L, "_count_contractions", counted_otherwise)
    assert L.english_cache_path() != before


def test_an_unreadable_cache_file_is_built_again_and_replaced(cache_dir):
    path = L.english_cache_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a pickle")
    spell = L._index_english()
    assert spell.words["the"] > 0
    assert path.stat().st_size > 1_000_000  # rewritten with the index
    assert not list(path.parent.glob(".english-*.part"))


def test_writing_the_index_removes_the_index_of_an_older_dictionary_or_code(cache_dir):
    path = L.english_cache_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    older = path.parent / "english-index-0000000000000000.pickle"
    older.write_bytes(b"an index built by older code")
    L._index_english()
    assert path.is_file()
    assert not older.exists()
