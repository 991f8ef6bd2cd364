"""The lexicon pass: near-misses of real words corrected, and nothing else — not a correct rare name, not an
abbreviation, never a date or a case number."""

from __future__ import annotations

import pytest

from tareekh.ingest.lexicon import Lexicon
from tareekh.ingest.models import Box, Word


@pytest.fixture(scope="module")
def lexicon(vocabulary):
    return Lexicon.for_vocabulary(vocabulary)


def _line(text: str, conf: float = 97.0, low: dict[str, float] | None = None) -> list[Word]:
    words, x = [], 10
    for token in text.split():
        words.append(Word(text=token, conf=(low or {}).get(token, conf), box=Box(x=x, y=10, w=12 * len(token), h=30)))
        x += 12 * len(token) + 10
    return words


def _text(words: list[Word]) -> str:
    return " ".join(w.text for w in words)


def test_a_near_miss_of_a_real_word_is_corrected_and_the_engines_reading_kept(lexicon):
    words, changes = lexicon.correct(_line("the witness was examined on the remzining points"))
    assert _text(words) == "the witness was examined on the remaining points"
    fixed = next(w for w in words if w.text == "remaining")
    assert fixed.read_as == "remzining" and fixed.box is not None  # the box stays: the region highlight works
    assert [(c.before, c.after) for c in changes] == [("remzining", "remaining")]


def test_letters_an_engine_confuses_cost_less_than_other_edits(lexicon):
    # "rn" read for "m": from (two plain edits away) wins over for and form
    assert _text(lexicon.correct(_line("the order frorn the court"))[0]) == "the order from the court"


def test_a_second_look_of_the_engine_counts_as_evidence(lexicon):
    words, _ = lexicon.correct(_line("counsel tuoned up late"), alternatives={1: ["turned", "tuoned", "turned"]})
    assert _text(words) == "counsel turned up late"


def test_a_correct_rare_name_is_left_alone(lexicon):
    # capitalised inside a line, read with confidence, close to no name of the practice: a name, kept
    for line in ("cross examination of Reddy was deferred", "heard Sri Kothapalli for the respondent",
                 "notice to Bhavani Shankar returned unserved"):
        words, changes = lexicon.correct(_line(line))
        assert _text(words) == line and changes == []


def test_a_near_miss_of_the_practices_own_name_is_snapped_to_it(lexicon):
    # "Kuchibhotla J" is a judge of the practice (the vocabulary fixture)
    words, _ = lexicon.correct(_line("listed before Kuchibhotia for orders"))
    assert _text(words) == "listed before Kuchibhotla for orders"


def test_dates_case_numbers_and_abbreviations_are_never_touched(lexicon):
    line = ("OS 412/23 adjd to 14.12.2O26 PW1 cross by DW2 Ex.A4 marked, I.A. 1320/2025 and C.M.A. 512/25 vakalat "
            "filed, WS due, NBW issued 3 Novmber 2025")
    low = {t: 20.0 for t in line.split()}  # even with the engine unsure of every word
    words, changes = lexicon.correct(_line(line, low=low))
    assert _text(words) == line and changes == []


def test_a_known_word_is_never_changed_however_unsure_the_engine_was(lexicon):
    line = "the nest hearing is fixed"  # "nest" is likely "next", but it is a word: not the lexicon's to change
    words, _ = lexicon.correct(_line(line, conf=30.0))
    assert _text(words) == line


def test_an_unknown_word_with_no_clear_winner_is_kept(lexicon):
    line = "the atbentia of the court"  # too far from attention; nothing wins clearly
    assert _text(lexicon.correct(_line(line))[0]) == line


def test_learned_words_of_the_practice_are_known_and_win_near_misses():
    english_only = Lexicon()
    learned = Lexicon.for_vocabulary({"learned": ["Kothapeta", "mandal"]})
    assert not english_only.knows("Kothapeta") and learned.knows("kothapeta")
    assert _text(learned.correct(_line("land at Kothapota mandal"), alternatives={})[0]) == "land at Kothapeta mandal"
    assert _text(english_only.correct(_line("land at Kothapota mandal"))[0]) == "land at Kothapota mandal"


def test_the_possessive_of_a_known_word_is_known_and_left_alone(lexicon):
    line = "the plaintiff's counsel and the court's order"
    words, changes = lexicon.correct(_line(line))
    assert _text(words) == line and changes == []
    assert lexicon.knows("plaintiff's") and lexicon.knows("Kavuri's") and not lexicon.knows("remzining's")


def test_a_name_after_a_title_is_a_name_not_a_sentence_start(lexicon):
    # after "Dr." the word is a name read with confidence, kept; at a sentence's start the same capital could be
    # an English word's, and English corrections are open to it (so the full stop of "Dr." is what protects it)
    assert _text(lexicon.correct(_line("met Dr. Gaikar today"))[0]) == "met Dr. Gaikar today"
    assert lexicon.suggest("Gaikar", 97.0, starts_sentence=True, right="today") is not None


def test_a_capital_the_engine_was_sure_of_is_not_dropped_to_make_an_english_word(lexicon):
    # "Kare" is a name here: "are" is likelier English, but only by losing the capital the engine read surely
    assert _text(lexicon.correct(_line("Kare absent today"))[0]) == "Kare absent today"
    # a misread first letter that keeps the word's length is still corrected
    assert _text(lexicon.correct(_line("Sbout the hearing"))[0]) == "About the hearing"
    # and an unsure engine's capital may go
    assert lexicon.suggest("Kare", 40.0, right="absent") == "Are"


def test_only_words_the_pass_may_change_get_a_second_look(lexicon):
    assert lexicon.may_change("remzining") and lexicon.may_change("Kothapota")
    for word in ("hearing", "plaintiff's", "OS", "PW1", "14.12.2026", "adjd", "the"):
        assert not lexicon.may_change(word), word


def test_a_practice_reads_with_one_lexicon_per_vocabulary(vocabulary):
    same = Lexicon.for_vocabulary(dict(vocabulary))
    assert Lexicon.for_vocabulary(vocabulary) is same
    learned = Lexicon.for_vocabulary({**vocabulary, "learned": ["Kothapeta"]})
    assert learned is not same and learned.knows("Kothapeta") and not same.knows("Kothapeta")


def test_the_engine_looks_again_only_at_words_the_pass_cannot_decide_alone(lexicon):
    words = _line("it was dark ; the remzining tide was sinkny fast")
    asked: list[list[int]] = []

    def look_again(indices):
        asked.append(indices)
        return {i: ["sinking", "sinking"] for i in indices if words[i].text == "sinkny"}

    fixed, changes = lexicon.correct(words, look_again=look_again)
    assert _text(fixed) == "it was dark; the remaining tide was sinking fast"
    # one look, at "sinkny" only (its index in the words given, before "dark ;" was joined): "remzining" was
    # decided without one, and known words are never looked at
    assert asked == [[8]] and words[8].text == "sinkny"
    assert [(c.before, c.after) for c in changes] == [("remzining", "remaining"), ("sinkny", "sinking")]
    # without a second look the pass could not decide it
    assert _text(lexicon.correct(words)[0]) == "it was dark; the remaining tide was sinkny fast"


def test_a_contraction_whose_apostrophe_was_read_as_a_letter_is_restored(lexicon):
    # the dictionary's contractions are counted from the words they shorten, not its placeholder count
    assert _text(lexicon.correct(_line("the witness didnit appear"))[0]) == "the witness didn't appear"
    # a contraction read right is a known word, never changed
    assert _text(lexicon.correct(_line("the witness didn't appear"))[0]) == "the witness didn't appear"
    # and an apostrophe that could stand in two contractions is left for the lawyer
    assert lexicon.suggest("danit", 99.0, starts_sentence=False) is None


def test_a_colon_or_comma_read_at_the_start_of_the_next_word_joins_the_word_before_it(lexicon):
    fixed, _ = lexicon.correct(_line("the witness said :'I was there' ,and left"))
    assert _text(fixed) == "the witness said: 'I was there', and left"
    # a time or a decimal keeps its marks: only a comma or colon before letters moves
    assert _text(lexicon.correct(_line("called at 10:30 :14.12.2026"))[0]) == "called at 10:30 :14.12.2026"


def test_a_word_run_on_after_a_comma_or_colon_is_two_words_each_with_its_part_of_the_box(lexicon):
    read = _line("her eyes wet again:'l think it was dark;and cold")
    words, _ = lexicon.correct(read)
    assert _text(words) == "her eyes wet again: 'I think it was dark; and cold"
    whole = read[3].box  # "again:'l"
    first, second = next(w for w in words if w.text == "again:"), next(w for w in words if w.text == "'I")
    assert first.box.x == whole.x and first.box.x + first.box.w == second.box.x  # the box cut in two
    assert second.box.x + second.box.w == whole.x + whole.w and 0 < first.box.w - 2 * second.box.w
    # times, numbers, abbreviations with full stops and marks between digits stay as they were read
    line = "called at 10:30 on 14.12.2026 Ex.A4 marked, I.A. filed PW1,DW2 examined"
    assert _text(lexicon.correct(_line(line))[0]) == line


def test_a_long_capitalised_word_one_confusable_letter_from_english_is_a_misreading_not_a_name(lexicon):
    # inside a line a capital usually starts a name; a long word one close letter from a common English word
    # is not one (no name of eight letters or more among the lists checked is)
    words, _ = lexicon.correct(_line("the documents, Agreemant, Statemant and others"))
    assert _text(words) == "the documents, Agreement, Statement and others"
    # long names further from English, and shorter capitalised words, stay as read
    for line in ("heard Venkateswarlu for the respondent", "notice to Suryakantham returned",
                 "counsel Hussain absent", "Sri Kothapalli absent"):
        assert _text(lexicon.correct(_line(line))[0]) == line
