"""A counsel's habit asked in any Indian language ("har vakhte", "protibar", "sthiram": every time) and his excuses
("bahanu", "karon", "excuse"): the lines of the notes about him that bear on it, the time he sought and why, said
first, before the newer lines that only name him.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-06-05", "Panvel godown suit - Kadam sought time, certified copies of the lease not received. Granted."),
    ("2025-07-10", "Panvel godown suit - Kadam not ready again; says his client is abroad. Time on costs Rs 300."),
    ("2025-08-14", "Panvel godown suit - PW1 cross-examined by Kadam on the lease renewal clause."),
    ("2025-09-18", "Panvel godown suit - Kadam argued on limitation for an hour."),
    ("2025-10-23", "Panvel godown suit - Kadam filed a list of documents with the rent receipts."),
    ("2025-11-20", "पनवेल गोदाम दावा - कदम साहब नहीं आए, उनका जूनियर आया, बोला साहब बीमार हैं। तारीख मिली।"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Shri Rohan Kadam"))
    reg.add_case(Case(id="S1", number="R.C.S. No. 77 of 2025", short_name="Panvel godown suit",
                      title="Mehul Shah vs Sagar Logistics", counsel_id="OC1", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-excuses", build)


@pytest.mark.parametrize("question", ["kadam vakil har vakhte kayu bahanu aape che?",
                                      "kadam ukil protibar ki karon dekhiye time ney?",
                                      "kadam vakeel sthiram entha excuse parayum?"])
def test_a_counsel_s_excuses_are_the_lines_about_the_time_he_sought(pr, question):
    a = pr.ask(question, today="2025-12-01")
    line = first_line(a)
    assert "certified copies" in line and "abroad" in line, a.answer
    assert line.index("certified copies") < line.find("rent receipts") if "rent receipts" in line else True, a.answer


@pytest.mark.parametrize("question", ["kadam vakil har vakhte shu kare che?", "kadam vakeel sthiram entha cheyyunne?",
                                      "kadam ukil protibar ki koren?", "kadam vakil dar vakhte kayu bahanu aape che?"])
def test_a_counsel_asked_about_every_time_is_asked_his_pattern(question):
    assert _kind(pivot(question), False, True, False) == "pattern"


HOTA_NOTES = [
    ("2025-06-12", "Balasore lease suit - Hota sought time: his client's title papers are with the bank. Granted."),
    ("2025-08-21", "Balasore lease suit - Hota not present; junior said Hota is in the Orissa High Court. Time."),
    ("2025-10-09", "Balasore lease suit - PW1 cross by Hota, forty minutes."),
]
PURI_NOTES = [
    ("2025-07-03", "Puri hotel suit - Mohapatra sought time, his client unwell."),
    ("2025-09-11", "Puri hotel suit - PW2 cross by Mohapatra, twenty minutes."),
    ("2025-11-06", "Puri hotel suit - Biswajit babu not ready with arguments, sought a short date."),
]


def build_hota(practice, tmp) -> None:
    from tareekh.registry.models import Case, Counsel

    reg = practice.registry
    reg.add_person(Counsel(id="OC9", name="Adv. Pradeep Hota"))
    reg.add_case(Case(id="L1", number="C.S. No. 55 of 2024", short_name="Balasore lease suit",
                      title="Mohanty vs Behera", counsel_id="OC9", side="plaintiff"))
    for day, text in HOTA_NOTES:
        practice.ingest_text(text, name=f"L1 {day}.txt", case_id="L1", date=day, author="Lawyer")
    reg.add_person(Counsel(id="OC8", name="Adv. Biswajit Mohapatra"))
    reg.add_case(Case(id="L2", number="C.S. No. 91 of 2024", short_name="Puri hotel suit",
                      title="Sahoo vs Das", counsel_id="OC8", side="plaintiff"))
    for day, text in PURI_NOTES:
        practice.ingest_text(text, name=f"L2 {day}.txt", case_id="L2", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def hota_home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-surname-a-grammar-word", build_hota)


def test_a_counsel_whose_surname_is_a_grammar_word_is_still_found_by_it(hota_home, copy_home):
    from tareekh.practice import Practice

    with Practice.open(copy_home(hota_home)) as p:
        a = p.ask("hota ukil protibar ki karon dekhiye time ney?", today="2025-12-01")
    line = first_line(a)
    assert line.startswith("Adv. Pradeep Hota") and "bank" in line, a.answer


def test_a_counsel_named_in_devanagari_in_a_hindi_note_is_read_with_his_excuses(pr):
    a = pr.ask("kadam vakil har vakhte kayu bahanu aape che?", today="2025-12-01")
    assert "बीमार" in first_line(a), a.answer


def test_a_counsel_called_by_his_first_name_in_his_own_matter_is_read_when_the_question_types_it(hota_home, copy_home):
    from tareekh.practice import Practice

    with Practice.open(copy_home(hota_home)) as p:
        a = p.ask("biswajit mohapatra ukil protibar ki karon dekhiye time ney?", today="2025-12-01")
    assert "not ready with arguments" in first_line(a), a.answer
