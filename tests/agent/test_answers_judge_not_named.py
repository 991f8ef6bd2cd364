"""A judge's ways are told from what the notes say of the judge — not from a line that only shares a word with their
name: a client's son who carries the judge's given name on another matter's page, or a party's plaint whose cause
title and address name the court's town.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

PARTITION = [
    ("2025-03-04", "IN THE COURT OF CIVIL JUDGE (JUNIOR DIVISION), BHIND\nCivil Suit No. 12 of 2024\nSmt. Tenzingla Sengar "
                   "w/o late Prabhleen Sengar, r/o village Lahar, Tehsil Lahar, Bhind ...Plaintiff\nVersus\nRaghuvir "
                   "Kachhwah ...Defendant\nPLAINT - SUIT FOR PARTITION AND SEPARATE POSSESSION\n1. That the suit land "
                   "is joint family land."),
    ("2025-04-08", "Sengar batwara - Bhadauria sahab asked the patwari's report on the khasra first, before any "
                   "evidence. Next 13.05.2025."),
]
WRIT = [
    ("2025-04-10", "HC - Sengar pension writ - notice issued, counter in 4 weeks. Called the client: she is well, "
                   "her son Hridyesh will come next time."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Hridyesh Lal Bhadauria", short="Bhadauria sahab (CJJD Bhind)",
                         court="Civil Judge (Junior Division), Bhind"))
    reg.add_person(Judge(id="J2", name="Hon'ble Mr. Justice A. K. Koyilandi", short="Koyilandi J"))
    reg.add_case(Case(id="P1", number="Civil Suit No. 12 of 2024", short_name="Sengar batwara",
                      title="Tenzingla Sengar vs Raghuvir Kachhwah", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="W1", number="W.P. No. 5521 of 2025", short_name="Sengar pension writ",
                      title="Tenzingla Sengar vs State", judge_id="J2", side="petitioner"))
    for cid, rows in (("P1", PARTITION), ("W1", WRIT)):
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-not-named", build)


def test_a_given_name_on_another_matter_s_page_is_not_the_judge(pr):
    a = pr.ask("Bhadauria sahab kaise judge hain, batware me unka kya tareeka hai?", today="2025-06-01")
    line = first_line(a)
    assert "patwari" in line, a.answer
    assert "Hridyesh will come" not in line, a.answer


@pytest.mark.parametrize("kind, doc_kind, paper", [
    ("document", "plaint", True),
    ("document", "written statement", True),
    ("document", "legal notice", True),
    ("document", "cause list", True),
    ("document", "official order", False),
    ("document", "judgment", False),
    ("document", None, False),
    ("hearing", None, False),
])
def test_a_party_s_paper_is_told_apart_from_the_court_s(kind, doc_kind, paper):
    # a plaint's cause title and address name the court's town ("… BHIND", "Tehsil Lahar, Bhind"): no way of the judge
    from tareekh.agent.draft import RecordRef
    from tareekh.agent.habits import parties_paper

    rec = RecordRef(entry_id=1, text="IN THE COURT OF CIVIL JUDGE, BHIND", case_ids=["P1"], date=None, kind=kind,
                    doc_kind=doc_kind)
    assert parties_paper(rec) is paper
