"""The lexicon's context model: a misreading that is itself a word ("hes" for has) corrected by its neighbours,
only where they clearly prefer one close word; names, numbers, dates and ambiguous places left alone."""

from __future__ import annotations

import pytest

from tareekh.ingest.lexicon import Lexicon
from tareekh.ingest.models import Box, Word


@pytest.fixture(scope="module")
def lexicon(vocabulary):
    return Lexicon.for_vocabulary(vocabulary)


def _line(text: str, conf: float = 97.0) -> list[Word]:
    words, x = [], 10
    for token in text.split():
        words.append(Word(text=token, conf=conf, box=Box(x=x, y=10, w=12 * len(token), h=30)))
        x += 12 * len(token) + 10
    return words


def _text(words: list[Word]) -> str:
    return " ".join(w.text for w in words)


def test_a_misreading_that_is_itself_a_word_is_corrected_by_its_neighbours(lexicon):
    words, changes = lexicon.correct(_line("the petition hes been dismissed with costs"))
    assert _text(words) == "the petition has been dismissed with costs"
    fixed = next(w for w in words if w.text == "has")
    assert fixed.read_as == "hes" and fixed.box is not None
    assert [(c.before, c.after) for c in changes] == [("hes", "has")]


def test_a_neighbour_english_does_not_know_is_no_evidence_either_way(lexicon):
    # beside a name or another misreading, the word is weighed by its other neighbour alone
    assert _text(lexicon.correct(_line("the nmind hes been read"))[0]) == "the nmind has been read"


def test_the_same_word_read_right_is_left_alone(lexicon):
    line = "the petition has been dismissed with costs; he was absent"
    words, changes = lexicon.correct(_line(line, conf=40.0))  # even where the engine doubted every word
    assert _text(words) == line and changes == []


def test_a_word_the_engine_doubted_needs_less_from_its_neighbours(lexicon):
    # "matter posted" is some fifty times likelier than "matter pasted", not a hundred: changed only where the
    # engine itself was unsure of the word
    assert _text(lexicon.correct(_line("the matter pasted", conf=97.0))[0]) == "the matter pasted"
    assert _text(lexicon.correct(_line("the matter pasted", conf=50.0))[0]) == "the matter posted"


def test_a_place_where_several_words_fit_keeps_the_word_read(lexicon):
    # "adjourned at/on/in the request": close words compete, none clearly wins; "the nest" could be rest,
    # best or next
    for line in ("the case was adjourned an the request of counsel", "the nest hearing is fixed"):
        assert _text(lexicon.correct(_line(line, conf=30.0))[0]) == line


def test_a_capitalised_word_is_never_weighed_by_its_neighbours(lexicon):
    # a name that is also a word, inside a line or starting it: kept, however likely another word is there
    for line in ("counsel Hes been absent", "Hes been absent", "heard Sri Keen for the respondent"):
        words, changes = lexicon.correct(_line(line, conf=30.0))
        assert _text(words) == line and changes == []


def test_a_word_beside_a_number_or_a_date_is_left_to_repair(lexicon):
    line = "it hes 14.12.2026 and OS 412/23 hes 3 witnesses"
    words, changes = lexicon.correct(_line(line, conf=30.0))
    assert _text(words) == line and changes == []


def test_neighbours_across_a_full_stop_or_comma_are_not_a_phrase(lexicon):
    # "hes" is weighed only with the words of its own phrase: with none, it is kept
    line = "witness absent. hes, been absent"
    assert _text(lexicon.correct(_line(line, conf=30.0))[0]) == line


def test_the_practices_confirmed_pairs_make_its_phrases_win(vocabulary):
    english = Lexicon.for_vocabulary(vocabulary)
    practice = Lexicon.for_vocabulary({**vocabulary, "learned_pairs": ["matter posted"]})
    line = _line("the matter pasted", conf=97.0)  # read with confidence: English alone does not change it
    assert _text(english.correct(line)[0]) == "the matter pasted"
    assert _text(practice.correct(line)[0]) == "the matter posted"
