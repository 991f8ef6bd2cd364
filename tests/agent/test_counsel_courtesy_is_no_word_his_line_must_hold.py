"""'<counsel> babu ke case me kitna bar time liye': the courtesy after the counsel's name ("babu", "ji", "sahab") is how
the lawyer addresses him, not a word each line of his time must hold (agent/compose.py `_residue_filter`): a note in
his own script ("त्रिलोकेश बाबू") or with no courtesy at all is his time too.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("B1", "2026-01-09", "प्रतिवादी 2 के वकील त्रिलोकेश झाझरिया बाबू समय आवेदन देलकै - 300 रुपया खर्चा पर मंजूर। अगला तारीख 06.02.2026"),
    ("B1", "2026-02-06", "Purbatola batwara - Trilokesh babu cross ke liye time maangle, sir de diye. ND 13.03.2026"),
    ("B1", "2026-03-13", "Purbatola batwara - PW1 ke cross bhel. ND 24.04.2026"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Trilokesh Jhajharia"))
    reg.add_case(Case(id="B1", number="T.P.S. 57/2024", short_name="Purbatola batwara",
                      title="Sudhakant Khawas vs Dhanraj Khawas & Ors.", side="plaintiff", counsel_id="OC1"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-courtesy-count", build)


@pytest.mark.parametrize("question", [
    "trilokesh jhajharia babu purbatola me kitna bar time liye",
    "trilokesh jhajharia purbatola me kitna bar time liye",
])
def test_the_courtesy_after_his_name_drops_no_day_of_his_time(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "9 Jan 2026" in line and "6 Feb 2026" in line, a.answer
