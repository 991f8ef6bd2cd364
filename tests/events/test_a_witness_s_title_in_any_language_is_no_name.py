"""A witness's number followed by a title of any Indian language ("Thiru.", "Tmt.", "Smti", "Janab", "Kum.") and the
name: the name is the title with the name after it, never the title alone (events/titles.py). Invented text, written
for these tests."""

import pytest

from tareekh.events.titles import is_person_title
from tests.events.test_rules import PETITIONER, of, read


@pytest.mark.parametrize("text, name", [
    ("PW3 Thiru. Paramasivam examined in chief and cross-examined. Call on 12.09.2027.", "Thiru. Paramasivam"),
    ("DW1 Tmt. Thamaraiselvi cross by us - admitted the receipt.", "Tmt. Thamaraiselvi"),
    ("CW2 Smti Kolanchi Borpujari deposed about the cheque.", "Smti Kolanchi Borpujari"),
    ("RW1 Janab Barkatullah examined; affidavit tendered.", "Janab Barkatullah"),
    ("PW4 Kum. Uthirakumari identified the signature.", "Kum. Uthirakumari"),
])
def test_the_name_after_a_witness_s_title_is_read_with_it(text, name):
    found = of(read(text, PETITIONER), "witness")
    assert found and found[0].name == name, found


def test_a_title_alone_after_the_number_is_no_name():
    found = of(read("PW2 Thiru. examined briefly.", PETITIONER), "witness")
    assert found and found[0].name is None, found


@pytest.mark.parametrize("word", ["Thiru", "tmt.", "Smti", "Janab", "Selvi", "Sow", "Mst."])
def test_the_languages_titles_are_known(word):
    assert is_person_title(word)


@pytest.mark.parametrize("word", ["Ezhilarasu", "Court", "Summons", "Paramasivam"])
def test_names_and_words_are_no_titles(word):
    assert not is_person_title(word)
