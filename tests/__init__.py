"""Tests of Tareekh (a package so that `tests.fakes` is importable from any test)."""
