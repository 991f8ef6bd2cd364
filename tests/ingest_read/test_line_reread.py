"""A line with a word the lexicon does not know is recognised again from a wider crop, and the second reading
is kept only when it knows more and loses nothing."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from tareekh.ingest.lexicon import Lexicon
from tareekh.ingest.ocr import rapidocr
from tareekh.ingest.ocr.rapidocr import RapidOcrEngine, better_line, grown_quad
from tareekh.ingest.read import read_file


@pytest.fixture(scope="module")
def known():
    lexicon = Lexicon()
    return lambda text: lexicon.tally(text.split())


def test_a_second_reading_that_turns_unknown_words_into_known_ones_is_kept(known):
    assert better_line(("Para 9 takesa new plea", 95.0), ("Para 9 takes a new plea", 93.0), known)


def test_a_second_reading_that_drops_letters_of_known_words_is_not_kept(known):
    # as many unknown words, and a known word lost a letter: "delivery" read as "deliver"
    assert not better_line(("the delivery challans for", 95.0), ("the deliver callns for", 96.0), known)


def test_a_second_reading_that_only_breaks_an_unknown_word_up_or_shortens_it_is_not_kept(known):
    assert not better_line(("Our PWI affidavit", 95.0), ("Our PW/I affidavit", 96.0), known)
    assert not better_line(("Our PWI affidavit", 95.0), ("Our PW/ affidavit", 96.0), known)  # a slash is no punctuation
    assert not better_line(("the jugde said", 95.0), ("the jugd said", 97.0), known)


def test_a_second_reading_that_changes_a_number_is_not_kept(known):
    assert not better_line(("OS 318/22 takesa plea", 95.0), ("OS 318/2 takes a plea", 96.0), known)


def test_a_second_reading_the_recogniser_is_much_less_sure_of_is_not_kept(known):
    assert not better_line(("takesa new plea", 95.0), ("takes a new plea", 95.0 - rapidocr.AGAIN_CONF_DROP - 1), known)


def test_the_wider_crop_grows_along_a_slanted_line_and_stays_inside_the_image():
    quad = [[10, 20], [110, 30], [109, 50], [9, 40]]  # 100 long, 20 high, slanting down to the right
    grown = grown_quad(quad, (200, 300), (0.1, 0.05))
    assert grown[0][1] < 20 and grown[3][1] > 40  # above and below by a tenth of the height
    assert grown[0][0] < 10 and grown[1][0] > 110  # at each end by a twentieth
    top, before = grown[1] - grown[0], np.array(quad[1], dtype=float) - np.array(quad[0], dtype=float)
    assert abs(top[0] * before[1] - top[1] * before[0]) < 1e-3 * np.linalg.norm(top) * np.linalg.norm(before)  # same slant
    edge = grown_quad([[0, 0], [50, 0], [50, 10], [0, 10]], (10, 50), (0.5, 0.5))
    assert edge.min() >= 0 and edge[:, 0].max() <= 49 and edge[:, 1].max() <= 9


def _crops_read_again(monkeypatch, image: Image.Image, known) -> list[int]:
    """Read `image` with `known`; the sizes of each batch of crops recognised again."""
    batches: list[int] = []
    recognise = rapidocr._recognise

    def spy(engine, crops):
        batches.append(len(crops))
        return recognise(engine, crops)

    monkeypatch.setattr(rapidocr, "_recognise", spy)
    RapidOcrEngine(1).read(image, known=known)
    return batches


def test_only_lines_with_words_the_lexicon_does_not_know_are_read_again(monkeypatch, diary_photo):
    image = Image.open(diary_photo).convert("RGB")
    every_line_unknown = _crops_read_again(monkeypatch, image, lambda text: (0, len(text)))
    every_line_known = _crops_read_again(monkeypatch, image, lambda text: (len(text), 0))
    assert len(every_line_unknown) == 1 and every_line_unknown[0] >= 3  # the page's lines, in one batch
    assert every_line_known == []


def test_pages_read_with_the_lexicon_have_their_unknown_lines_read_again(monkeypatch, diary_photo, vocabulary):
    given: list[object] = []
    read = RapidOcrEngine.read

    def spy(self, image, **kwargs):
        given.append(kwargs.get("known"))
        return read(self, image, **kwargs)

    monkeypatch.setattr(RapidOcrEngine, "read", spy)
    read_file(diary_photo, engine="rapidocr", vocabulary=vocabulary, lexicon=False)
    read_file(diary_photo, engine="rapidocr", vocabulary=vocabulary)
    assert given[0] is None
    known = given[-1]
    assert callable(known) and known("Seabreeze flat chief affidavit") == (len("Seabreezeflatchiefaffidavit"), 0)
    assert known("Seabreeze flqt PW/I 17/11") == (len("Seabreeze"), 2)  # the practice's name is known; a date is no word
