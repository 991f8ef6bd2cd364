"""A hearing named by what was done at it ("on the judgment day", "judgment ke din", "rai er din") is the day the
notes listed for it; what the judge said that day is the bench's quoted words in that day's note, whatever verb of
saying the note uses ("Saheb mhanale: "…"", "Madam sonnaanga: "…""), even when the note was filed as the day's
order sheet. Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client, Judge

NOTES = [
    ("S1", "2026-02-02", "Ct 3 Rane J - Ghanekar appeal admitted. Questions of law framed. ND 10.03.2026."),
    ("S1", "2026-08-12", "Ct 3 Rane J - Ghanekar appeal: arguments over. Rane saheb: closed for judgment, to be "
                         "pronounced 09.10.2026."),
    ("S1", "2026-10-09", "09.10.2026 Fri - Ct 3 - Ghanekar appeal JUDGMENT pronounced by Rane J. Appeal PARTLY "
                         "ALLOWED: one-third share in the orchard. No costs. Saheb vadle in court: \"sisters should "
                         "settle the well between\nthemselves\". Apply for certified copy."),
]
TODAY = "2026-11-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("judgment-day") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="JR", name="Justice V. M. Rane"))
        reg.add_person(Client(id="CG", name="Vaidehi Ghanekar"))
        reg.add_case(Case(id="S1", number="Second Appeal No. 51 of 2025", short_name="Ghanekar appeal",
                          title="Vaidehi Ghanekar vs Vasant Ghanekar", client_id="CG", judge_id="JR",
                          side="appellant"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "rane saheb ne ghanekar judgment ke din court me kya bola?",       # Hinglish
    "rane saheb ghanekar judgment chya divshi court madhe kay mhanale?",  # Marathi
    "rane saheb ghanekar judgment er din court e ki bollen?",          # Bengali
    "what did rane J say in court on the ghanekar judgment day?",      # English
])
def test_what_the_judge_said_on_the_judgment_day_is_that_days_quoted_words(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    first = answer.answer.splitlines()[0]
    assert "9 Oct 2026" in first and "settle the well between themselves" in first, answer.answer
