"""A trial's brief tells, among its steps, that a prosecution witness turned hostile (in English or as a Hindi order
writes it, "पक्षद्रोही"): a sessions case's story is not whole without it.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="S.C. No. 418 of 2025", short_name="Vellodikkal murder trial",
                      title="State vs Vellodikkal Haneef", side="accused", next_date="2026-12-09"))
    reg.add_case(Case(id="T2", number="S.T. No. 77 of 2025", short_name="Chokhamela dacoity trial",
                      title="State vs Pazhayangadi Chokhamela", side="accused", next_date="2026-12-15"))
    notes = [
        ("T1", "2026-02-10", "Vellodikkal trial - charges read over, accused pleaded not guilty. Next 16.03.2026"),
        ("T1", "2026-03-16", "Vellodikkal trial - PW2 the tea-shop owner turned hostile, did not identify the accused. "
                             "Next 11.05.2026"),
        ("T1", "2026-05-11", "Vellodikkal trial - PW3 doctor chief examination over. Next 09.12.2026"),
        ("T2", "2026-04-06", "Chokhamela trial - PW1 complainant examined. Next 08.06.2026"),
        ("T2", "2026-06-08", "चोखामेला सत्र परीक्षण - अ.सा. 2 पक्षद्रोही घोषित। अगली तारीख 14.09.2026"),
        ("T2", "2026-09-14", "Chokhamela trial - PW4 chief over. Next 15.12.2026"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-hostile", build))


def test_the_brief_tells_a_witness_turned_hostile(pr):
    answer = pr.ask("vellodikkal murder trial full status", today="2026-12-01")
    steps = first_line(answer).split("Last hearings where")[0].split("So far:", 1)
    assert len(steps) == 2 and "16 Mar 2026 — Vellodikkal trial - PW2 the tea-shop owner turned hostile" in steps[1], \
        answer.answer


def test_the_brief_tells_a_hostile_witness_written_in_hindi(pr):
    answer = pr.ask("chokhamela dacoity trial full status", today="2026-12-01")
    steps = first_line(answer).split("Last hearings where")[0].split("So far:", 1)
    assert len(steps) == 2 and "8 Jun 2026 — चोखामेला सत्र परीक्षण - अ.सा. 2 पक्षद्रोही" in steps[1], answer.answer
