"""A note the lawyer files under a case to correct an earlier one ("CORRECTION - ND is 19.8, not 9.8", "galti se
likha tha", "ভুল লিখেছিলাম") is written the day the mistake was found: "what happened last time?" is the hearing
before it, never the correction's day told as a hearing. Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by, opened_offline

CORRECTIONS = {
    "K1": "CORRECTION - Syiemlieh land appeal: ND is 19.08.2026. Checked the cause list today, the diary had a slip.",
    "K2": "Galti se likha tha - Kharsyntiew rent case ki agli tareekh 21.08.2026 hai. Diary theek kar lo.",
    "K3": "ভুল লিখেছিলাম - Sohkhlet suit er porer tarikh 24.08.2026.",
}


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sh. Banteilang Nongrum"))
    reg.add_case(Case(id="K1", number="RFA 12 of 2025", short_name="Syiemlieh land appeal",
                      title="Syiemlieh vs Nongrum", counsel_id="OC1", side="appellant"))
    reg.add_case(Case(id="K2", number="RC 4 of 2026", short_name="Kharsyntiew rent case",
                      title="Kharsyntiew vs Wahlang", side="petitioner"))
    reg.add_case(Case(id="K3", number="TS 88 of 2024", short_name="Sohkhlet suit",
                      title="Sohkhlet vs Syiem", side="plaintiff"))
    hearings = {
        "K1": "Syiemlieh land appeal - Nongrum argued the delay point for an hour; our reply tomorrow's list. ND 9.8.26",
        "K2": "Kharsyntiew rent case - tenant's witness cross-examined, admitted the rent receipts. ND 12.8.26",
        "K3": "Sohkhlet suit - commissioner's report filed, objections in two weeks. ND 14.8.26",
    }
    for cid, text in hearings.items():
        practice.ingest_text(text, name=f"{cid} hearing.txt", case_id=cid, date="2026-07-20", author="Junior")
    for cid, text in CORRECTIONS.items():  # filed under the case by hand, on the day it was written
        practice.ingest_text(text, name=f"{cid} correction.txt", case_id=cid, date="2026-07-21", author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "last-hearing-past-a-correction", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "Syiemlieh land appeal last time what happened?",
    "Kharsyntiew rent case mein pichhli baar kya hua?",
    "Sohkhlet suit e shesh bar ki holo?",
])
def test_the_last_hearing_is_the_hearing_not_the_correction_of_its_next_date(pr, question):
    line = first_line(pr.ask(question, today="2026-07-30"))
    head = line.split("[")[0]  # "Last hearing in <case>: <day> — …"
    assert head.startswith("Last hearing") and "20 Jul 2026" in head and "21 Jul" not in head, line


@pytest.mark.parametrize("question, day", [
    ("Syiemlieh land appeal next date?", "19 Aug 2026"),
    ("Kharsyntiew rent case ki agli tareekh kab hai?", "21 Aug 2026"),
    ("Sohkhlet suit er porer tarikh kobe?", "24 Aug 2026"),
])
def test_the_next_date_is_the_one_the_correction_gives(pr, question, day):
    line = first_line(pr.ask(question, today="2026-07-30"))
    assert line.startswith("Next date") and day in line.split("[")[0], line
