"""A judge's ways in a situation are the judge's own words there (agent/judge_words.py): a note's day heading that
only names the bench ("9.1.25 HC Ct 5 <judge>") is no way of the judge; the line where the judge speaks — the name
then a colon, quoted words, a question asked — is. Invented practice: a bail application and a tax appeal before
one High Court judge, the notes in Hinglish, the question in Gujarati and Bengali words."""

from __future__ import annotations

import pytest

from tareekh.agent.judge_words import heading_only, speaks
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

BAIL = [
    ("2025-01-09", "9.1.25 HC Ct 5 Bhandari J\nBA 77/25 Tulsiram - FIR 31/24, s.318 BNS. Fresh, notice issued.\n"
                   "Bhandari J: \"seizure memo aur call records dikhao pehle\". Also asked - any earlier FIR?\n"
                   "Next 23/1."),
    ("2025-01-23", "23.1.25 HC Ct 5 Bhandari J\nBA 77/25 Tulsiram - status report filed by APP. Bail granted, "
                   "surety 50k."),
]
APPEAL = [
    ("2025-02-11", "11.2.25 HC Ct 5 Bhandari J\nTax appeal Mistry - admitted, records called for."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J7", name="Hon'ble Mr. Justice K. P. Bhandari", short="Bhandari J"))
    reg.add_case(Case(id="B1", number="B.A. No. 77 of 2025", short_name="Tulsiram bail",
                      title="Tulsiram vs State", judge_id="J7", side="petitioner"))
    reg.add_case(Case(id="A1", number="Tax Appeal No. 12 of 2025", short_name="Mistry tax appeal",
                      title="Mistry Traders vs Commissioner", judge_id="J7", side="appellant"))
    for cid, rows in (("B1", BAIL), ("A1", APPEAL)):
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-own-words", build)


@pytest.mark.parametrize("question", ["Bhandari J bail ma pehla shu jove chhe?", "Bhandari J bail e age ki dekhen?"])
def test_what_the_judge_looks_for_is_the_judge_s_own_words_not_the_day_s_heading(pr, question):
    a = pr.ask(question, today="2025-03-01")
    line = first_line(a)
    assert "seizure memo" in line, a.answer
    assert "HC Ct 5 Bhandari J (" not in line, a.answer


def test_a_heading_names_the_bench_and_a_colon_gives_the_judge_s_words():
    pats = [r"\bbhandari\b"]
    assert heading_only("9.1.25 HC Ct 5 Bhandari J", pats)
    assert not heading_only("Bhandari J refused to read the annexures", pats)
    assert speaks("Bhandari J: no more time", pats)
    assert speaks("Bhandari J asked - any earlier FIR?", pats)
    assert not speaks("Matter before Bhandari J today", pats)
