"""A diary's first line writes the court and then its judge by surname with the courtesy of the diary's language
("CJSD Ct - <surname> babu", "Ct 3 - <surname> avaru", "Court, <surname> moshai"): that is the judge, even when a
party of another case bears the surname, and the note is filed under the case it names by number further down
rather than waiting as a page about two matters. The same surname as a party's, with no court before it, still
names the party's case. Registry and notes written here (a Bengali-speaking and a Kannada-speaking court)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Judge, Party


@pytest.fixture
def haldar(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Judge(id="JT", name="Sri Tapodhar Pakrashi"))
    reg.add_case(Case(id="B1", number="Title Suit No. 77 of 2025", short_name="Nilkantha pukur partition suit",
                      title="Nilkantha Chattoraj vs Dwaipayan Chattoraj & Ors.", judge_id="JT",
                      parties=[Party(name="Nilkantha Chattoraj", role="plaintiff"),
                               Party(name="Dwaipayan Chattoraj", role="defendant")]))
    reg.add_case(Case(id="B2", number="C.R. Case No. 318 of 2026", short_name="Rathnakara cheque case",
                      title="Rathnakara Traders vs Sudeshna Pakrashi",
                      parties=[Party(name="Rathnakara Traders", role="complainant"),
                               Party(name="Sudeshna Pakrashi", role="accused")]))
    return practice


@pytest.mark.parametrize("courtesy", ["babu", "moshai", "avaru", "sahab"])
def test_the_judge_named_after_the_court_with_a_courtesy_names_no_case(haldar, courtesy):
    res = haldar.registry.resolve(f"4/5/26  CJSD 1st Ct - Pakrashi {courtesy}")
    assert not (res.case_id == "B2" and not res.needs_review), res


def test_a_note_headed_by_its_judge_is_filed_under_the_case_it_numbers(haldar, drop):
    note = ("4/5/26  CJSD 1st Ct - Pakrashi babu\n"
            "TS 77/25 Nilkantha pukur - inj. petn shunani hoyni\n"
            "Opposite side again time. Pakrashi babu cost dilen Rs. 300.\n"
            "porer tarikh 9/6")
    (e,) = haldar.ingest([drop("4.5.26.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["B1"]), e.reason


def test_the_surname_as_a_partys_with_no_court_before_it_still_names_her_case(haldar):
    res = haldar.registry.resolve("Sudeshna Pakrashi babu-r cheque case - CW1 cross over, ND 12/6")
    assert (res.case_id, res.needs_review) == ("B2", False), res
