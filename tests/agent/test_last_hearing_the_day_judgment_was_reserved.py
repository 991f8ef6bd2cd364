"""After arguments the court reserves its judgment and does not sit on the matter till it pronounces it. A later
note of a client's visit ("told him judgment reserved on 14.9") is no hearing: asked what happened last time, the
last hearing is the day the judgment was reserved, told from that note. A note of a day the court did sit (it put
the matter to a next date) stays the last hearing. Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="RSA 71 of 2024", short_name="Tarmuli well appeal",
                      title="Tarmuli vs Ongbaro", side="appellant"))
    reg.add_case(Case(id="T2", number="OS 19 of 2023", short_name="Kessariya boundary suit",
                      title="Kessariya vs Zelphenzo", side="plaintiff"))
    notes = [
        ("T1", "2026-08-03", "Tarmuli well appeal - Ongbaro's counsel sought time for written submissions. ND 14.9.26"),
        ("T1", "2026-10-05", "Zelphenzo Tarmuli came to the chamber, asked about the verdict. Told him judgment was "
                             "reserved on 14.9, no date yet. He will bring the mutation copy."),
        ("T2", "2026-08-03", "Kessariya boundary suit - surveyor's report read out. ND 14.9.26"),
        ("T2", "2026-10-05", "Kessariya boundary suit - judgment reserved on 14.9 not pronounced, judge on leave; "
                             "adjourned. ND 9.11.26"),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "last-hearing-judgment-reserved", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", ["Tarmuli well appeal last time what happened?",
                                      "Tarmuli well appeal mein pichhli baar kya hua?"])
def test_a_clients_visit_after_judgment_reserved_is_no_hearing(pr, question):
    line = first_line(pr.ask(question, today="2026-10-20"))
    head = line.split("[")[0]
    assert head.startswith("Last hearing") and "14 Sep 2026" in head and "reserved" in head, line


def test_a_day_the_court_sat_stays_the_last_hearing(pr):
    line = first_line(pr.ask("Kessariya boundary suit last time what happened?", today="2026-10-20"))
    head = line.split("[")[0]
    assert head.startswith("Last hearing") and head.split(" — ")[1].endswith(": 5 Oct 2026"), line
