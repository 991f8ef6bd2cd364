"""A brief's steps carry the quantity a record measures beside the step it quotes ("net weight 640 grams" of a lab report
read out at the hearing where arguments were reserved): the figure a defence turns on, though the step's own sentence
does not state it. A record that measures nothing adds nothing.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="NDPS Case No. 3 of 2026", short_name="Yolmo bail", title="State vs Yolmo Sherchan",
                      side="accused", stage="bail", next_date="2027-01-20"))
    notes = [
        ("N1", "2026-09-02", "Yolmo bail - Notice issued to PP. Next 14.10.26"),
        ("N1", "2026-10-14", "Yolmo bail - charas weighed before court, net weight 640 grams. "
                             "Bail heard, order reserved. Next date 28.10.2026"),
        ("N1", "2026-10-28", "Yolmo bail - bail granted, bond Rs 30,000. Next 18.11.26 for sureties."),
        ("N1", "2026-11-18", "Yolmo bail - sureties verified, released. Next 20.01.2027 for charge."),
    ]
    reg.add_case(Case(id="N2", number="NDPS Case No. 9 of 2026", short_name="Chhoden bail", title="State vs Yangzom Chhoden",
                      side="accused", stage="bail", next_date="2027-01-22"))
    notes += [
        ("N2", "2026-09-09", "Chhoden bail - Notice issued to PP. Next 30.09.26"),
        ("N2", "2026-09-30", "Chhoden bail - chemical examiner's report read out: net weight 26 kilograms. "
                             "So commercial quantity, the twin conditions apply. Bail heard, order reserved. Next 12.10.26"),
        ("N2", "2026-10-12", "Chhoden bail - bail refused. Appeal to be filed. Next 22.01.2027"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-quantity", build))


@pytest.mark.parametrize("question", ["yolmo bail ka brief do", "yolmo matter brief koro", "brief me on yolmo bail"])
def test_the_brief_states_the_measured_quantity(pr, question):
    answer = pr.ask(question, today="2026-12-01")
    assert "640 grams" in first_line(answer), answer.answer


def test_the_brief_carries_what_the_measure_comes_to(pr):
    answer = pr.ask("chhoden bail ka brief do", today="2026-12-01")
    assert "26 kilograms" in first_line(answer) and "commercial quantity" in first_line(answer), answer.answer
