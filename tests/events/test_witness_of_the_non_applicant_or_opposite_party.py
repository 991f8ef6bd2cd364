"""Courts that call the respondent the non-applicant number its witnesses NAW ("NAW-1", "N.A.W. 2"), and forums that
call them the opposite party number theirs OPW ("OPW1"): each is a witness of that side, read with name and stage,
and a question that names one asks of that witness (events/witness_words.SIDE)."""

import pytest

from tareekh.agent.question import _WITNESS
from tareekh.events.witness_words import side_letters, side_of
from tests.events.test_rules import PETITIONER, of, read


@pytest.mark.parametrize("text, wid, stage", [
    ("NAW1 Paramjot Mahobia examined in chief; affidavit tendered.", "NAW-1", "chief"),
    ("N.A.W. 2 Ranveerpal Bhonsle - cross by us: admitted he never saw the agreement.", "NAW-2", "cross"),
    ("OPW1 Branch Manager Yogvati deposed; in cross admitted no notice was sent.", "OPW-1", "cross"),
    ("O.P.W.3 cross-examined at length.", "OPW-3", "cross"),
])
def test_a_non_applicants_or_opposite_partys_witness_is_read_with_its_side(text, wid, stage):
    found = of(read(text, PETITIONER), "witness")
    assert [(w.witness, w.stage) for w in found] == [(wid, stage)], found


def test_the_name_after_a_non_applicants_witness_number_is_read():
    found = of(read("NAW1 Paramjot Mahobia examined in chief.", PETITIONER), "witness")
    assert found and found[0].name == "Paramjot Mahobia"


def test_the_letters_of_an_ordinary_witness_are_unchanged():
    found = of(read("PW2 Ranveerpal Bhonsle cross by the APP. DW-1 absent.", PETITIONER), "witness")
    assert [w.witness for w in found] == ["PW-2", "DW-1"]


@pytest.mark.parametrize("typed, wid", [("NAW2 ne cross me kya maana?", "NAW-2"), ("what did opw-1 admit?", "OPW-1"),
                                        ("pw3 ne kya kaha", "PW-3")])
def test_a_question_names_the_witness_by_its_sides_letters(typed, wid):
    m = _WITNESS.search(typed)
    assert m is not None and f"{side_letters(m.group(1))}W-{int(m.group(2))}" == wid


@pytest.mark.parametrize("wid, side", [("NAW-1", "NA"), ("OPW-12", "OP"), ("PW-2", "P"), ("RW-1", "R")])
def test_the_side_of_a_label_is_its_letters_before_the_w(wid, side):
    assert side_of(wid) == side
