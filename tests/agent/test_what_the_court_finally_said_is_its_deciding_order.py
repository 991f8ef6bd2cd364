"""Asked what the court FINALLY said in a matter ("<judge> ne <matter> me aakhir kya kaha?", "what did the court
finally hold in <matter>?", "<matter> madhe judge shevti kay mhatla?"), the answer is the order that decided it: its
operative words (set aside, allowed) with the reason it gives for them — not a remark the judge made at an earlier
hearing, nor the order's coram line. "Final" naming a stage ("final hearing", "final args") is that hearing, not the
order. A Marathi verb of saying in its "mhat-" forms ("kay mhatla?") asks what was said, as its "mhan-" forms do.

A small practice written for these tests (a land appeal before a Karnataka district court), in other courts, languages
and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.final_said import final_asked
from tareekh.agent.say_verbs import a_verb_of_saying
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import cited_ok, first_line, home_built_by

ORDER = ("IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, SHIVAMOGGA\n"
         "R.A. No. 58 of 2024\n"
         "CORAM : SRI K. NITTUR, PRINCIPAL DISTRICT JUDGE      DATE : 18.11.2024\n"
         "JUDGMENT: Heard both sides. The revenue record shows that the appellant was in cultivation of the land from "
         "1998, and the Tahsildar did not issue notice to him before the mutation. The mutation made without notice "
         "cannot stand against a cultivator in possession. The order dated 02.03.2024 of the Tahsildar, Hosanagara "
         "is set aside. The appeal is allowed. No costs.\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JN", name="Sri K. Nittur", short="Nittur J"))
    reg.add_case(Case(id="A1", number="R.A. No. 58 of 2024", short_name="Ripponpet mutation appeal",
                      title="Kumsi Shivappa vs Tahsildar", judge_id="JN", side="appellant"))
    practice.ingest_text("Ripponpet mutation appeal - Nittur J asked me for the pahani extracts from 1998 onwards: "
                         "\"show me he was in cultivation\". Next 04.10.2024.", name="ra diary 1.txt", case_id="A1",
                         date="2024-08-21", author="Lawyer")
    practice.ingest_text("Ripponpet mutation appeal - final arguments heard. Nittur J said he will see the notice "
                         "point. Judgment on 18.11.2024.", name="ra diary 2.txt", case_id="A1", date="2024-10-04",
                         author="Lawyer")
    practice.ingest_text(ORDER, name="ra judgment 18.11.2024.txt", case_id="A1", date="2024-11-18", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "finally-said", build)


@pytest.mark.parametrize("question", ["Nittur J ne Ripponpet mutation appeal me aakhir kya kaha?",
                                      "what did Nittur J finally hold in the Ripponpet mutation appeal?",
                                      "Ripponpet mutation appeal madhe Nittur J final kay mhatla?"])
def test_the_court_s_last_word_is_its_deciding_order_with_its_reason(pr, question):
    a = pr.ask(question, today="2024-12-01")
    line = first_line(a)
    assert "set aside" in line and "allowed" in line, a.answer
    assert "without notice" in line, a.answer  # the reason the order gives
    assert "CORAM" not in line and "pahani" not in line, a.answer
    assert cited_ok(pr, a)


def test_final_naming_a_stage_is_no_last_word_asked():
    assert final_asked("judge ne final kya kaha")
    assert final_asked("shevti court kay mhanale")  # Marathi's "finally"
    assert final_asked("what did the court ultimately say")
    assert not final_asked("final arguments me judge ne kya kaha")
    assert not final_asked("at the final hearing what did the judge say")


def test_the_marathi_mhat_forms_are_verbs_of_saying():
    for w in ("mhatla", "mhatli", "mhatle", "म्हटले", "म्हटला"):
        assert a_verb_of_saying(w), w
