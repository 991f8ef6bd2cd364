"""Asked who a numbered witness is ("PW3 yaar?", "DW1 kaun hai?", "who is PW3?"), the answer holds the matter's
lines that name the witness without their number — where the notes say what they are ("client to bring the
<calling> <name>") — besides the day of their examination; a title written before the name ("Thiru.") is no part
of the name the lines are found by (events/titles.py).

A small practice written for these tests (a boundary suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

_ISSUES = ("04.03.2026 - O.S. 61/2025 - Addl. District Munsif\nIssues framed. Plaintiff's evidence on 10.06.2026.\n"
           "Client to bring the village surveyor Paramasivam Veerabathran and the FMB sketch. Proof affidavit to be typed.")
_OTHER = ("12.04.2026 - O.S. 61/2025 - counter to I.A. filed by the defendant. Call on 10.06.2026. Junior Velu "
          "Paramasivam to collect the certified copy.")
_ORDER = ("10.06.2026 PW3 Thiru. Paramasivam Veerabathran examined in chief and cross-examined. Plaintiff side closed. "
          "For defendant's evidence call on 22.07.2026.")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="B1", number="O.S. No. 61 of 2025", short_name="Kolanchi boundary suit",
                                    title="Kolanchi vs Uthirakumar", side="plaintiff"))
    for day, text, kind in (("2026-03-04", _ISSUES, "note"), ("2026-04-12", _OTHER, "note"),
                            ("2026-06-10", _ORDER, "order")):
        practice.ingest_text(text, name=f"B1 {day} {kind}.txt", case_id="B1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "who-witness-is", build)


@pytest.mark.parametrize("question", ["Kolanchi boundary suit PW3 yaar", "who is PW3 in the Kolanchi boundary suit?",
                                      "Kolanchi boundary suit me PW3 kaun hai"])
def test_who_a_witness_is_holds_the_line_naming_them_without_their_number(pr, question):
    a = pr.ask(question, today="2026-08-01")
    assert "village surveyor Paramasivam Veerabathran" in a.answer, a.answer
    assert "examined in chief" in a.answer, a.answer


def test_a_line_holding_only_a_word_of_their_name_is_another_person_s(pr):
    a = pr.ask("Kolanchi boundary suit PW3 yaar", today="2026-08-01")
    assert "certified copy" not in a.answer, a.answer


def test_what_a_witness_said_brings_no_line_that_only_names_them(pr):
    a = pr.ask("Kolanchi boundary suit PW3 cross la enna sonnaar", today="2026-08-01")
    assert "village surveyor" not in a.answer, a.answer
