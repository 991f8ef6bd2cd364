"""'Why was it refused?' of one matter is answered by the sentence of the matter's paper that gives the reason and
holds the question's words (agent/why_asked.py), not the lawyer's note of a hearing about the refusal.

Invented practice: a pension writ against a refusal letter whose reason is in one sentence."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="O.A. No. 212 of 2026", short_name="Pillai family pension OA",
                                    title="Saraswathi Pillai vs Union of India", side="applicant"))
    drop_file(practice, tmp, "refusal letter.txt",
              "OFFICE OF THE CONTROLLER OF DEFENCE ACCOUNTS (PENSIONS)\nNo. G-II/FP/4471 dated 14.05.2026\n"
              "To Smt. Saraswathi Pillai\nSub: Claim for family pension\n"
              "Your claim for family pension is not admissible because the marriage was solemnised after the "
              "retirement of the pensioner and no declaration was made in Form 3 during his lifetime.\n"
              "The claim is accordingly closed.\nSd/- Accounts Officer", "P1")
    practice.ingest_text("Pillai OA - 02.07.2026. Notice issued, reply in 6 weeks. Client upset about the refusal. "
                         "ND 20.08.2026", name="pillai 2 jul.txt", case_id="P1", date="2026-07-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "why-paper", build)


@pytest.mark.parametrize("question", ["pillai family pension claim kyu reject hua?",  # Hindi
                                      "pillai family pension claim keno reject korlo?",  # Bengali
                                      "pillai family pension claim yen reject pannaanga?",  # Tamil
                                      "why was the pillai family pension claim rejected?"])
def test_why_a_claim_was_refused_is_the_papers_own_reason(pr, question):
    a = pr.ask(question, today="2026-08-01")
    assert "Form 3" in a.answer.splitlines()[0], a.answer
