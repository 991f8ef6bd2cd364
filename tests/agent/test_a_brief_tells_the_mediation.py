"""A matter's brief tells, among its steps, that the parties were sent to mediation (or a mediator's sitting, a
conciliation), whether the note writes it in English or in a script's own word ("മധ്യസ്ഥത"): a family or
partition matter's story is not whole without it.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="F1", number="F.C.O.P. No. 61 of 2025", short_name="Kondekar family petition",
                      title="Vaikhari Kondekar vs Rutvik Kondekar", side="petitioner", next_date="2026-12-09"))
    reg.add_case(Case(id="F2", number="O.S. No. 730 of 2024", short_name="Padmanabhapillai partition suit",
                      title="Sarojini vs Padmanabhapillai", side="plaintiff", next_date="2026-12-15"))
    notes = [
        ("F1", "2026-02-10", "Kondekar family petition - counter filed by Rutvik. Next 16.03.2026"),
        ("F1", "2026-03-16", "Kondekar family petition - parties referred to mediation, first sitting 02.04.2026. "
                             "Next 11.05.2026"),
        ("F1", "2026-05-11", "Kondekar family petition - no settlement, Rutvik did not turn up. Next 22.06.2026"),
        ("F1", "2026-06-22", "Kondekar family petition - PW1 chief affidavit filed. Next 09.12.2026"),
        ("F2", "2026-04-06", "Padmanabhapillai partition - plaint amended. Next 08.06.2026"),
        ("F2", "2026-06-08", "പത്മനാഭപിള്ള ഭാഗക്കേസ് - മധ്യസ്ഥത പരാജയപ്പെട്ടു. അടുത്ത തീയതി 14.09.2026"),
        ("F2", "2026-09-14", "Padmanabhapillai partition - Sarojini's chief affidavit filed. Next 15.12.2026"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-mediation", build))


def test_the_brief_tells_the_parties_were_sent_to_mediation(pr):
    answer = pr.ask("kondekar family petition status", today="2026-12-01")
    steps = first_line(answer).split("Last hearings where")[0].split("So far:", 1)
    assert len(steps) == 2 and "16 Mar 2026 — Kondekar family petition - parties referred to mediation" in steps[1], \
        answer.answer


def test_the_brief_tells_a_mediation_written_in_a_script(pr):
    answer = pr.ask("padmanabhapillai partition suit full status", today="2026-12-01")
    steps = first_line(answer).split("Last hearings where")[0].split("So far:", 1)
    assert len(steps) == 2 and "8 Jun 2026 — പത്മനാഭപിള്ള ഭാഗക്കേസ് - മധ്യസ്ഥത" in steps[1], answer.answer
