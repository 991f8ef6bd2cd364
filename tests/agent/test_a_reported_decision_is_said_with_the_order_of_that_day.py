"""A yes read from a report of the court's decision — the junior's chat of the day of the judgment ("HC ne order
sadde haq vich dita, dukaan wapas") — is said with the court's own order of that day: what it quashed, what it sent
back, by when. Before, the answer quoted the chat alone and the judgment, read at ingest as the order's outcome, was
left out. The question is typed in Punjabi with the place said after its asking particle ("… mili ki high court
vich"), which is still a yes or no. A small practice written for this test (invented names)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="CWP No. 3310 of 2026", short_name="Brarwal shop licence writ",
                                    title="Kaurjit Brarwal vs State of Punjab", side="petitioner"))
    practice.ingest_text("Brarwal shop licence writ - notice of motion issued; interim: no coercive steps. "
                         "ND 21.07.2026.", name="w1 note.txt", case_id="W1", date="2026-05-12", author="Lawyer")
    practice.ingest_text("IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH\nCWP No. 3310 of 2026\n"
                         "Kaurjit Brarwal ...Petitioner\nVersus\nState of Punjab and others ...Respondents\n"
                         "1. The cancellation was ordered without any notice to the petitioner. 2. The impugned order "
                         "dated 02.03.2026 of the licensing authority is quashed and set aside. The matter is remanded "
                         "to the licensing authority to decide afresh after hearing the petitioner, within six weeks. "
                         "Petition allowed.", name="cwp 3310 judgment.txt", case_id="W1", date="2026-07-21",
                         author="Court")
    practice.ingest_text("18:20 Junior: Sir, Brarwal writ - HC ne order sadde haq vich dita, dukaan wapas milegi!",
                         name="WhatsApp Chat with Junior.txt", case_id="W1", date="2026-07-21", author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-reported-decision", build)


@pytest.mark.parametrize("asked", ["Brarwal di dukaan wapas mili ki HC vich",
                                   "Brarwal shop licence writ - dukaan wapas mili ki?"])
def test_a_reported_decision_is_said_with_the_order_of_that_day(pr, asked):
    a = pr.ask(asked, today="2026-08-03")
    first = a.answer.splitlines()[0]
    assert not first.startswith(("No", "Not")), a.answer
    assert "quashed and set aside" in first and "six weeks" in first, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("asked", ["Nandurkar cha hapta bharla ka bank madhe", "zamanat mili ki high court vich"])
def test_a_place_said_after_the_asking_particle_still_asks_yes_or_no(asked):
    assert understand(asked, registry=None, today=date(2026, 8, 3)).kind == "yes_no"
