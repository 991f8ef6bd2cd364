"""A court short form is written only when its letters are, or the words of its spelling stand together in one
sentence of a record: "letters" in one note, "patent" in another and "appeal" in a third do not name a letters
patent appeal, and "… State ne LPA daali? kab listed hai" of such a practice is "Not on record" first, the listing
after it never taken for the step asked.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

_NOT = ("Not on record", "No record", "Nothing in your notes")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P.(C) No. 6203 of 2025", short_name="Yangzom pension writ",
                      title="Nirmalko Yangzom vs Directorate of Education", side="petitioner"))
    reg.add_case(Case(id="T1", number="C.S. No. 318 of 2024", short_name="Tashigang trademark suit",
                      title="Tashigang Weaves vs Pynshai Looms", side="plaintiff"))
    notes = [
        ("W1", "2026-05-04", "Yangzom writ - Single Judge allowed the writ, pension to be released in 6 weeks. "
                             "Next 14.09.2026 for compliance."),
        ("W1", "2026-06-10", "Yangzom writ - wrote letters to the Directorate twice about release. No reply."),
        ("T1", "2026-04-02", "Tashigang suit - the patent agent's affidavit filed; the defendant's appeal against the "
                             "interim injunction is pending before the District Judge. Next 20.08.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-short-form-whose-words-stand-apart", build)


def test_a_short_form_whose_words_stand_apart_is_not_on_record(pr):
    a = pr.ask("Yangzom writ - Directorate ne order ke against LPA daali? division bench mein kab "
               "listed hai", today="2026-07-01")
    line = first_line(a)
    assert line.startswith(_NOT) and "LPA" in line, a.answer


def test_a_short_form_whose_words_stand_together_is_answered(pr):
    pr.ingest_text("Yangzom writ - the Directorate's letters patent appeal against the order was admitted by the "
                   "Division Bench. Next 02.11.2026.", name="note W1 2026-06-20.txt", case_id="W1",
                   date="2026-06-20", author="Lawyer")
    a = pr.ask("Yangzom writ - Directorate ne LPA daali?", today="2026-07-01")
    assert not first_line(a).startswith(_NOT), a.answer
