"""A matter asked by what its registry entry describes it with, beside its name: "<claimant> accident claim" of the
matter before the MACT (the Motor Accident Claims Tribunal, though no note writes "accident"); "<client> OEA appeal"
of an appeal under the "Orissa Estate Abolition Act" (capitals that spell the initials of its description's words);
"the sardarji's claim" of the one claim whose party is a Singh or a Kaur. Each was said back as "No such case"
before; words that describe no case still are.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.agent.case_initials import initials_in
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="O.P.(MV) No. 58 of 2026", short_name="Tirkhule MACT",
                      title="Ghanshyamdas Tirkhule vs Kesarkund Roadways & Anr.", court="MACT, Pendharwadi",
                      nature="claim for injuries: bus hit scooter near Ambekhed fork; claim Rs. 9,40,000",
                      side="petitioner", stage="evidence", next_date="2027-03-04"))
    reg.add_case(Case(id="A1", number="A.A. No. 9 of 2026", short_name="Velluvan purchase appeal",
                      title="Velluvan Oddamane vs State & Anr.", court="Appellate Authority, Pendharwadi",
                      nature="appeal u/s 7 Orissa Estate Abolition Act against refusal of settlement of 3 acres",
                      side="appellant", stage="arguments", next_date="2027-02-11"))
    reg.add_case(Case(id="C1", number="O.P. No. 71 of 2026", short_name="Dhillonwal compensation claim",
                      title="Zorawarpreet Kaur vs Pendharwadi Municipal Council", court="Civil Court, Pendharwadi",
                      nature="claim for compensation for a fall into an open drain", side="petitioner",
                      stage="written statement", next_date="2027-01-20"))
    reg.add_case(Case(id="S1", number="O.S. No. 12 of 2026", short_name="Oddamane well suit",
                      title="Oddamane Trust vs Ghanshyamdas Ambekhed", court="Civil Court, Pendharwadi",
                      nature="injunction over a well", side="plaintiff", stage="summons", next_date="2027-01-08"))
    notes = [
        ("M1", "2026-10-14", "Tirkhule MACT - PW1 chief affidavit filed, Exts. A1 to A9 marked. Insurer's cross "
                             "deferred. Next 04.03.2027"),
        ("A1", "2026-11-02", "Velluvan appeal - records called from the tahsil. Arguments heard in part. "
                             "Next 11.02.2027"),
        ("C1", "2026-11-20", "Dhillonwal claim - Council's written statement not filed, last chance given. "
                             "Next 20.01.2027"),
        ("S1", "2026-11-25", "Oddamane well suit - summons not served on defendant. Next 08.01.2027"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "described-by-forum-act-party", build))


@pytest.mark.parametrize("question", ["tirkhule accident claim ippo enthaanu stage",
                                      "what is the stage now in the tirkhule accident claim"])
def test_a_claim_before_the_mact_asked_as_an_accident_claim(pr, question):
    answer = pr.ask(question, today="2026-12-01")
    assert "No such case" not in answer.answer, answer.answer
    assert "Not on record" not in answer.answer, answer.answer
    assert "O.P.(MV) 58/2026" in first_line(answer), answer.answer
    assert "4 Mar 2027" in answer.answer, answer.answer


def test_a_word_that_describes_no_case_beside_the_name_is_still_another_matter(pr):
    answer = pr.ask("tirkhule dowry claim kya hua?", today="2026-12-01")
    assert answer.answer.startswith(("No such case", "Nothing in your notes")), answer.answer
    assert "dowry" in answer.answer, answer.answer


def test_capitals_spelling_the_initials_of_the_act_name_the_appeal(pr):
    answer = pr.ask("velluvan OEA appeal short aayi parayamo", today="2026-12-01")
    assert "No such case" not in answer.answer, answer.answer
    assert "A.A. 9/2026" in first_line(answer), answer.answer


def test_capitals_spelling_nothing_of_the_case_name_another_matter(pr):
    answer = pr.ask("velluvan NDPS appeal short aayi parayamo", today="2026-12-01")
    assert answer.answer.startswith("No such case"), answer.answer


@pytest.mark.parametrize("letters, text, held", [
    ("OEA", "appeal u/s 7 Orissa Estate Abolition Act", True),
    ("o.e.a.", "appeal under the Orissa Estate Abolition Act", True),
    ("MV", "claim u/s 166 of the Motor Vehicles Act", True),
    ("OEA", "appeal u/s 7 Orissa Estate Rules", False),
    ("X", "Xavier", False),
])
def test_initials_in(letters, text, held):
    assert initials_in(letters, text) is held


@pytest.mark.parametrize("question", ["sardarji wale claim me last time kya hua", "sardarji claim madhe ND kay"])
def test_the_sardarji_s_claim_is_the_claim_of_a_kaur_or_a_singh(pr, question):
    answer = pr.ask(question, today="2026-12-01")
    assert "No such case" not in answer.answer, answer.answer
    assert "O.P. 71/2026" in first_line(answer), answer.answer


def test_the_sardarji_s_suit_where_no_suit_has_such_a_party_is_no_case(pr):
    answer = pr.ask("sardarji wale suit me last time kya hua", today="2026-12-01")
    assert answer.answer.startswith("No such case"), answer.answer
