"""A witness an order sheet writes in Devanagari and a diary note in Latin letters is named, in a count of the
witnesses heard, as the question is typed: "kitne gawah hue" gets the Latin name, "कितने गवाह हुए" the Devanagari.

A small invented practice: one partition suit of a Bundelkhand civil court, a diary in Hinglish, order sheets in Hindi.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("P1", "2031-01-13", "13/01/31 CJ-1 Tikamgarh - Girjabai batwara / PW1 Girjabai cross by Pathoriya - 30 min. "
                         "ND 10.2.31 PW2 Jhunnilal Bundhela (patwari, gawah)."),
    ("P1", "2031-02-10", "पीडब्ल्यू 2 झुन्नीलाल बुंदेला के बयान अंकित किये गये, जिरह की गई। अगली तारीख 17.03.2031।"),
]


def _build(p, _folder) -> None:
    reg = p.registry
    reg.add_person(Client(id="CG", name="Girjabai Ghoghrewal"))
    reg.add_case(Case(id="P1", number="Civil Suit No. 57 of 2030", short_name="Girjabai batwara",
                      title="Girjabai Ghoghrewal vs Kallusingh Ghoghrewal", client_id="CG", court="Civil Judge-1, Tikamgarh",
                      side="plaintiff"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    with Practice.open(home_built_by(tmp_path_factory, "witness_letters", _build), create=False) as p:
        yield p


def test_a_count_asked_in_latin_letters_names_the_witness_as_the_diary_writes_him(pr):
    a = pr.ask("girjabai batwara me ab tak kitne gawah ho gaye", today="2031-03-01")
    assert "Jhunnilal" in first_line(a), a.answer


def test_the_witness_name_follows_the_letters_of_the_question():
    from tareekh.agent.lexicon import mostly_latin as _in_latin

    assert _in_latin("girjabai batwara me kitne gawah")
    assert not _in_latin("गिरजाबाई बंटवारा में कितने गवाह")
    assert _in_latin("PW2 झुन्नीलाल kitne gawah hue bhai")  # mostly Latin
