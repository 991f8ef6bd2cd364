"""'What happened' asked after a step ("recall application lagi si? ki hoya?", "manu podicha? enna aachu?", "arji
dili, ki holo?") asks that step's fate, not the matter's last hearing: a step the notes never record is said to be
not on record, never answered with the last and next dates."""

from __future__ import annotations

import pytest

from tareekh.agent.question import understand
from tareekh.agent.step_fate import step_fate_asked
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

DAYS = [
    ("2025-07-07", "Thondikulam land suit - PW1 cross-examined by Ezhumattoor. Next 11.08.2025 for PW2."),
    ("2025-08-11", "Thondikulam land suit - PW2 chief examination done, cross deferred. Next 15.09.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. R. Pazhoor, Principal Junior Civil Judge", short="Pazhoor madam"))
    reg.add_case(Case(id="S1", number="O.S. No. 77 of 2024", short_name="Thondikulam land suit",
                      title="Thondikulam Devaswom vs Ezhumattoor Estates", judge_id="J1", side="plaintiff"))
    for day, text in DAYS:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "step-fate", build)


@pytest.mark.parametrize("question", [
    "Thondikulam land suit mein PW1 ko recall karne ki arzi lagayi thi? kya hua?",  # Hindi
    "Thondikulam land suit e PW1 recall er arji dili, ki holo?",  # Bengali
])
def test_a_step_never_taken_is_not_on_record_not_the_last_hearing(pr, question):
    a = pr.ask(question, today="2025-09-01")
    assert "record" in a.answer.lower().split(".")[0], a.answer
    assert not a.answer.lower().startswith(("last hearing", "next date")), a.answer


@pytest.mark.parametrize("question", [
    "recall application lagi si? ki hoya?",
    "transfer petition podicha? enna aachu?",
    "harji koduthu, enthayi?",  # Malayalam
    "amendment arzi di thi, kya hua?",
])
def test_what_happened_after_a_step_is_read_as_its_fate(question):
    assert step_fate_asked(question)
    assert understand(question, registry=None, today=__import__("datetime").date(2026, 6, 1)).kind == "yes_no"


@pytest.mark.parametrize("question", [
    "kal kya hua?",
    "application ke baad last date kya hua?",
    "amendment petition ka kya hua?",  # the request the clause's own subject: read as before
    "what happened in the suit?",
])
def test_what_happened_of_a_day_or_the_matter_is_not_a_step_s_fate(question):
    assert not step_fate_asked(question)
