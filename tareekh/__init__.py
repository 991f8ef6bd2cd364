"""Tareekh: a practice memory for a litigator."""

__version__ = "0.2.0"

import re as _re

# The answerer reads each question with a few thousand patterns, many of them built from the practice's own names
# and words (f-strings), more than the 512 that Python's `re` keeps compiled: past that its cache drops the oldest,
# so every question compiled again the patterns the one before had (a fifth of a question's time, 2026-12 profile).
# Patterns are keyed by their text and flags, so a larger cache gives no question another's: only fewer compiles.
_re._MAXCACHE = max(getattr(_re, "_MAXCACHE", 512), 8192)
