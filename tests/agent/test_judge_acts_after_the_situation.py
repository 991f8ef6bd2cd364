"""A judge's habit asked in a situation ("when the witness does not turn up, what does <judge> do?"): the registry's
short name written without the post before it ("<surname> ji" of "<POST>-3 <surname> ji") names the judge in their
own matters, though the surname alone is too common to name anyone, so the judge's own act after the situation
("The witness did not turn up. <judge> wrote to the police to bring him.") is the answer, beside the court's acts
read out of other days.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import re

import pytest

from tareekh.agent.court_numbers import unposted_patterns
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-02-11", "Koteshwar arms case - charge read over, accused pleaded not guilty. Next 18.03.2025 for PW1."),
    ("2025-03-18", "Koteshwar arms case. The witness did not turn up, summons not returned. APP sought time. "
                   "Murthy ji wrote himself to the Superintendent of Police to bring PW2 Dr. Hemraj. "
                   "Next 22.04.2025."),
    ("2025-04-22", "Koteshwar arms case - PW1 examined in chief. Murthy ji asked for the seizure panchnama. "
                   "Next 27.05.2025."),
    # the court's act read out of a day's record, on topic: the line above must stand beside it, not under it
    ("2025-05-27", "Koteshwar arms case - PW3 did not turn up despite service. Last opportunity to the prosecution "
                   "to bring the witness. Next 24.06.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Prabodh Murthy", short="CJM-3 Murthy ji"))
    reg.add_person(Judge(id="J2", name="Smt. Ila Ramaswamy", short="JSCC madam"))
    reg.add_case(Case(id="C1", number="R.C.C. No. 407 of 2024", short_name="Koteshwar arms case",
                      title="State vs Koteshwar Bisen", judge_id="J1", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"C1 {day}.txt", case_id="C1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-acts-after", build)


@pytest.fixture(scope="module")
def pr(built):
    from tests.agent.helpers import opened_offline

    yield from opened_offline(built)


def test_the_short_name_without_its_post_names_the_judge():
    judge = Judge(id="J1", name="Sri Prabodh Murthy", short="CJM-3 Murthy ji")
    pats = unposted_patterns(judge, [judge])
    assert any(re.search(p, "murthy ji issued a warrant") for p in pats)
    # a post and a courtesy alone name no one; a form another judge is called by names neither
    assert unposted_patterns(Judge(id="J2", name="Smt. Ila Ramaswamy", short="JSCC madam"), []) == []
    twin = Judge(id="J3", name="Sri Anand Murthy", short="ACJM Murthy ji")
    assert unposted_patterns(judge, [judge, twin]) == []


def test_the_judge_s_act_after_the_situation_is_the_answer(pr):
    a = pr.ask("CJM Murthy ji witness na aaye to kya karte hain?", today="2025-12-01")
    assert "Superintendent of Police" in first_line(a), a.answer


# a woman judge the registry calls by her post and "madam": a note of her own matter opens "Madam <thing> <asked>"
TENANCY = [
    ("2025-01-20", "Tolapalli tenancy suit - issues framed. Next 24.02.2025."),
    ("2025-02-24", "Tolapalli tenancy suit - WS filed at last. Madam rent receipts adigaru - 2019 to 2023 original "
                   "receipts chupinchanu. Next 31.03.2025."),
    ("2025-03-31", "Tolapalli tenancy suit - PW1 chief affidavit filed. SCJ madam remarked - no adjournment "
                   "next time. Next 28.04.2025."),
]


def build_tenancy(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. K. Vasundhara", short="SCJ madam"))
    reg.add_case(Case(id="C1", number="O.S. No. 77 of 2024", short_name="Tolapalli tenancy suit",
                      title="Yelleswaram Tolapalli vs Kundanam Estates", judge_id="J1", side="plaintiff"))
    for day, text in TENANCY:
        practice.ingest_text(text, name=f"C1 {day}.txt", case_id="C1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def tenancy(tmp_path_factory):
    from tests.agent.helpers import opened_offline

    yield from opened_offline(home_built_by(tmp_path_factory, "courtesy-leads", build_tenancy))


def test_a_line_opening_on_the_bench_s_courtesy_is_the_judge_acting(tenancy):
    # Telugu in Latin letters: "what should I usually keep ready before Vasundhara madam?"
    a = tenancy.ask("Vasundhara madam mundu em ready ga pettukovali usually", today="2025-12-01")
    assert "rent receipts" in first_line(a), a.answer
