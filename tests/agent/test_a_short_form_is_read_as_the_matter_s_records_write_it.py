"""A run of capitals a lawyer types that no court short form reads ("TI", "PI", "AI") is read as the words the asked
matter's own records write with those initials — one diary's "PI" is a permanent injunction, another's a police
inspector — never from a fixed list; letters no phrase of the records spells, or two phrases as often, stay as typed,
and so does a question typed in capitals throughout. Records written for this test."""

from __future__ import annotations

from tareekh.agent.records_initials import spelt_by_records

ORDER = ("Orders on I.A. No. 2 pronounced. The respondent is restrained by permanent injunction from putting up any "
         "structure on the cart track. Parties to maintain the permanent injunction till disposal.")
NOTE = "Kempegowda came with the Police Inspector of the rural station, who said the track is a public way."


def never(_: str) -> bool:
    return False


def test_the_letters_are_read_as_the_phrase_the_records_write():
    assert spelt_by_records("Shanmugapriya ku PI kidaichucha?", [ORDER], never) == \
        "Shanmugapriya ku PI permanent injunction kidaichucha?"


def test_the_phrase_the_records_write_most_often_is_the_one_read():
    assert "permanent injunction" in spelt_by_records("PI order copy vandhucha?", [ORDER, NOTE], never)


def test_letters_no_phrase_spells_or_two_phrases_as_often_stay_as_typed():
    assert spelt_by_records("AI report vandhucha?", [ORDER, NOTE], never) is None
    assert spelt_by_records("PI enna sonnaar?", [NOTE, "the plaintiff sought a permanent injunction"], never) is None


def test_letters_the_reader_already_reads_and_a_question_in_capitals_are_left_alone():
    assert spelt_by_records("PI kidaichucha?", [ORDER], lambda letters: letters == "PI") is None
    assert spelt_by_records("DID WE GET THE PI", [ORDER], never) is None


def test_letters_the_records_write_themselves_are_found_as_typed():
    assert spelt_by_records("PI report vandhucha?", [ORDER, "PI report awaited."], never) is None
