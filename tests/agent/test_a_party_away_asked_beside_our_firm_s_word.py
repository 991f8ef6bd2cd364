"""A party's days away, asked by the name typed: a common word of our client's firm's name ("chit") that the matter's
short name also holds names no party beside the accused's surname typed, and a complaint's "prosecution" is our
complainant, never the one asked; a note that reports an absence of an earlier day ("19/12 ko accused nai aaya tha"),
after a chat's "Nahi aaya" of that day, is the same day away (agent/absences.py).

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.absences import _day_reported
from tareekh.registry.models import Case, Party
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("V1", "2026-01-12", "STC 77/2025 Vanavil chit - accused Ponnurangam varala. BW issued. Next 16.2.26"),
    ("V1", "2026-02-16", "STC 77/2025 Vanavil chit - Ponnurangam absent, warrant reissued. Next 23.3.26"),
    ("V1", "2026-03-23", "STC 77/2025 Vanavil chit - Ponnurangam present, bail. Next 27.4.26"),
    ("V1", "2026-04-27", "STC 77/2025 Vanavil chit - accused absent again. Exemption petition dismissed. Next 1.6.26"),
    ("A1", "2026-01-19", "Alagiriswamy cheque - accused Muthalraj absent, summons served. Next 23.2.26"),
    ("A1", "2026-02-23", "Alagiriswamy cheque - Alagiriswamy (PW1) present for chief. Muthalraj present. Next 30.3.26"),
    ("A1", "2026-03-30", "Alagiriswamy cheque - accused Muthalraj absent, last chance. Next 4.5.26"),
    ("A1", "2026-05-04", "Client: Aaj Muthalraj aaya? Junior: Nahi aaya. BW Rs 3000. Next 8.6.26"),
    ("A1", "2026-05-07", "Alagiriswamy cheque - 4/5 ko accused nai aaya tha, BW jari hua. Client ko bataya."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="V1", number="S.T.C. No. 77 of 2025", short_name="Vanavil chit cheque case",
                                    title="Sri Vanavil Chit Funds Pvt. Ltd vs K. Ponnurangam", side="complainant",
                                    parties=[Party(name="Sri Vanavil Chit Funds Pvt. Ltd", role="prosecution"),
                                             Party(name="K. Ponnurangam", role="accused")]))
    practice.registry.add_case(Case(id="A1", number="S.T.C. No. 81 of 2025", short_name="Alagiriswamy cheque case",
                                    title="M. Alagiriswamy vs P. Muthalraj", side="complainant",
                                    parties=[Party(name="M. Alagiriswamy", role="prosecution"),
                                             Party(name="P. Muthalraj", role="accused")]))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-away-beside-our-firm", build)


def test_a_common_word_of_our_firm_s_name_is_not_the_party_asked(pr):
    a = pr.ask("ponnurangam chit case la ethana thadava court ku varala", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("K. Ponnurangam absent three times"), a.answer
    assert "Vanavil" not in line and cited_ok(pr, a), a.answer


def test_the_person_typed_beside_accused_is_asked_not_our_complainant(pr):
    a = pr.ask("muthalraj accused ethana dhadava absent aanaar alagiriswamy matter la", today="2026-04-15")
    line = first_line(a)
    assert line.startswith("P. Muthalraj absent two times"), a.answer
    assert "19 Jan 2026" in line and "30 Mar 2026" in line and "23 Feb" not in line, a.answer


def test_a_note_reporting_an_earlier_absence_is_that_day(pr):
    a = pr.ask("muthalraj alagiriswamy cheque case me kitni baar gair hazir raha", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("P. Muthalraj absent three times"), a.answer
    assert "4 May 2026" in line and "7 May" not in line, a.answer


def test_the_day_reported_is_a_date_before_the_absence_word_and_the_record():
    text = "4/5 ko accused nai aaya tha, next 8/6 ko"
    assert _day_reported(text, text.index("nai"), "2026-05-07") == "2026-05-04"
    later = "Accused absent; to appear on 26.06.2026"
    assert _day_reported(later, later.index("absent"), "2026-05-07") == "2026-05-07"
    assert _day_reported("accused absent", 9, "2026-05-07") == "2026-05-07"
