"""'Over how many dates did the cross run?' counts the dates a cross-examination was recorded, asked in Hindi words.

Hindi notes and order sheets write cross-examination as "jirah" (जिरह); a question asked with that word counts the
dates whose notes record the witness's cross, not every date the witness's name appears (a date the witness was
unwell is no date of cross). "chali" (ran on) frames the count; it is not the thing counted. A small practice
written for these tests, in other words than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by

NOTES = [
    ("2025-01-10", "Ramdas (PW-2) unwell today, PW-2 affidavit not ready. Next 10.02.2025."),
    ("2025-02-10", "PW-2 Ramdas ka cross shuru: admitted the receipt is unsigned. Part cross, next 03.03.2025."),
    ("2025-03-03", "Finished PW-2's cross in about forty minutes. PW-2 discharged. Next 07.04.2025 for DW-1."),
    ("2025-04-07", "DW-1 Kulkarni chief filed by affidavit. Ramdas was in court, sat at the back."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="RC1", name="Ramdas Pawar"))
    reg.add_case(Case(id="R1", number="R.C.S. No. 45 of 2023", short_name="Pawar well suit",
                      title="Ramdas Pawar vs Shankar Kulkarni", client_id="RC1", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="R1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "cross-dates", lambda p, _folder: build(p))


def test_the_dates_a_cross_asked_as_jirah_ran_over_are_the_dates_its_notes_record(pr):
    a = pr.ask("Ramdas (PW-2) ki jirah kitni tareekhon pe chali?", today="2025-05-01")
    first = a.answer.splitlines()[0]
    assert first.startswith("Two dates"), a.answer
    assert "10 Feb 2025" in first and "3 Mar 2025" in first
    assert "10 Jan 2025" not in first  # the day the witness was unwell was no date of cross


def test_jirah_reads_as_cross_in_the_lexicon():
    from tareekh.agent.lexicon import expand, stem

    assert stem("cross") in expand("jirah")
    assert "जिरह" in expand("cross")
