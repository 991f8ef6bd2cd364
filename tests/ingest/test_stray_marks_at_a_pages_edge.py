"""A mark an engine reads off a photo's paper edge or a shadow ("।", "॥", a lone letter), alone on the first or last
line of a page, is not kept as a line of the note: set apart below the day's matters it made a paragraph of its
own, and the splitter kept a page of six hearings as one entry."""

from __future__ import annotations

from tareekh.ingest.models import Box, Word
from tareekh.ingest.ocr.base import layout_text
from tareekh.ingest.ocr.choose import without_stray_marks


def line(n: int, *texts: str) -> list[Word]:
    return [Word(text=t, conf=80.0, box=Box(x=20 + 120 * i, y=60 * n, w=100, h=30), line=n) for i, t in enumerate(texts)]


def test_lone_marks_below_and_above_the_matters_are_dropped():
    words = [*line(0, "ॐ"), *line(1, "১৩/৬/৩১", "কাকলি", "—", "সাক্ষ্য", "শেষ।", "১৮/৭/৩১"),
             *line(2, "२५/६/३१", "कुसुम", "—", "स्थगित", "३०/७/३१"), *line(4, "॥"), *line(6, "T"), *line(7, ".,")]
    assert layout_text(without_stray_marks(words)).splitlines() == [
        "১৩/৬/৩১ কাকলি — সাক্ষ্য শেষ। ১৮/৭/৩১", "२५/६/३१ कुसुम — स्थगित ३०/७/३१"]


def test_a_short_word_a_digit_or_a_mark_inside_the_note_is_kept():
    words = [*line(0, "12.3", "Zorawar", "-", "adjd"), *line(1, "।"), *line(2, "Reply", "filed"), *line(3, "ok"),
             *line(4, "7")]
    assert without_stray_marks(words) == words
    only = line(0, "॥")
    assert without_stray_marks(only) == only  # a page of one mark keeps it: nothing else was read
