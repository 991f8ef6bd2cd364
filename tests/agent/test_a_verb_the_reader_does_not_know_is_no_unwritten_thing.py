"""A sum asked with a verb of the question's language the reader does not know ("<matter> kimaan claim korisilu",
"kati claim garyau") lists the matter's sums without saying "No record … writes '<that verb>'": a word of a language
the reader cannot read is no thing the notes lack (agent/unknown_words.py). An English word no record writes is still
said unwritten. An invented practice."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

NOTES = [
    ("2026-02-11", "G1", "Omkarnath gratuity - application before the controlling authority: 14 years of service, "
                         "last wages Rs. 18,600; Rs. 1,50,230 sought with interest. ND 20.03.2026."),
    ("2026-03-20", "G1", "Omkarnath gratuity - employer's reply filed; deposit of Rs. 300 process fee. ND 28.04.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="G1", number="P.G. Case 8 of 2026", short_name="Omkarnath gratuity",
                      title="Omkarnath vs Zuberkhan Tea Co."))
    for day, cid, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "unknown-verb-sum", build)


@pytest.mark.parametrize("question", ["Omkarnath gratuity kati claim garyau", "Omkarnath gratuity kimaan claim korisilu"])
def test_the_sums_are_listed_without_saying_the_verb_unwritten(pr, question):
    a = pr.ask(question, today="2026-05-01")
    first = a.answer.split("\n", 1)[0]
    assert "1,50,230" in a.answer, a.answer
    assert not first.startswith("No record"), first
