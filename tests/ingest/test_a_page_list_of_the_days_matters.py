"""A diary page that lists the day's matters as items of one list, bulleted ("* <A> OS 87 - …", "* <B> OS 203 - …")
or numbered under a title that names no case ("chamber note" / "(1) <A> …" / "(2) <B> …"), is split per item that
names another case, so each is filed under its own. Points of one matter's note, listed below the line that named
its case ("* WS filed", "(2) IA allowed"), stay the matter's. Notes written for this test, in other words than the
data sets."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document

REGISTERED = ["O.S. 512/2023", "A.S. 19/2025", "Pazhayidom boundary suit", "Elanjickal appeal"]
HEADS = ["Pazhayidom boundary", "Pazhayidom", "Elanjickal"]


def _split(text: str) -> list[str]:
    doc = Document(source_name="IMG_4410.jpg.txt", media="text", doc_type="handwritten_note",
                   pages=[Page(number=1, text=text)])
    return [e.text for e in split_document(doc, file_name="IMG_4410.jpg.txt", vocabulary=REGISTERED,
                                           paragraph_heads=HEADS)]


def test_bullets_each_opening_with_another_case_are_two_matters():
    text = ("3/2/27 Kottayam\n"
            "* Pazhayidom OS 512 - commissioner's report filed, objections in 2 weeks. Client paid\n"
            "  the batta. ND 10/3/27.\n"
            "* Elanjickal AS 19 - appellant's counsel absent, last chance. Records not yet received\n"
            "  from the trial court. ND 17/3/27.\n")
    parts = _split(text)
    assert len(parts) == 2, parts
    assert "Pazhayidom" in parts[0] and "Elanjickal" not in parts[0], parts
    assert parts[1].lstrip("* ").startswith("Elanjickal"), parts


def test_bullets_below_the_line_naming_the_case_are_its_points():
    text = ("3/2/27 Kottayam - Pazhayidom OS 512\n"
            "* commissioner's report filed\n"
            "* objections in 2 weeks; Elanjickal appeal records still awaited\n"
            "* ND 10/3/27\n")
    (only,) = _split(text)
    assert "ND 10/3/27" in only, only


def test_numbered_items_under_a_title_that_names_no_case_are_the_days_matters():
    text = ("3.2.27 - office note\n"
            "(1) Pazhayidom - commissioner's report came, objections to be drafted this week.\n"
            "(2) Elanjickal came to office - certified copy of the decree handed over, fees pending.\n")
    parts = _split(text)
    assert len(parts) == 2, parts
    assert "Elanjickal" not in parts[0] and "Elanjickal" in parts[1], parts
