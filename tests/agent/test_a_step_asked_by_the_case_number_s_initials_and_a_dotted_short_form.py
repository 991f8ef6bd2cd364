"""A witness's evidence asked yes or no with the case typed by its number's initials ("SC 54", of "S.C. 54/2027") and
the witness by a short form the note writes with dots in a run of them ("I.O. S.I. <name>"): the initials name the
case, no thing a line must hold, and "I.O." is the "IO" asked (agent/compose.py _name_stems, agent/lexicon.py
stems). Before, the line had to write "sc" and the run "I.O. S.I." read as one "iosi": the newest line of the
matter that held a witness and a day (a plan for defence evidence) answered "No — not yet". Invented practice (a
sessions case, asked in Kannada and in English)."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import stems
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    practice.registry.add_case(Case(id="S1", number="S.C. 54/2027", short_name="Yelamali dacoity trial",
                                    title="State vs Bhimanna Yelamali", side="accused"))
    practice.ingest_text("14.03.2028 Sessions Ct - SC 54/27 - PW6 I.O. S.I. Dharmaveer Sompura: chief on the "
                         "recovery panchnama; cross (me): no independent panch from the village. P.E. closed.",
                         name="s1 io.txt", case_id="S1", date="2028-03-14", author="Lawyer")
    practice.ingest_text("Plan - Fri 21.04 - Sessions Ct: SC 54/27 Yelamali - DE (DW1, DW2).",
                         name="s1 plan.txt", case_id="S1", date="2028-04-17", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "io-by-initials", build))


@pytest.mark.parametrize("question", ["SC 54 alli IO saakshi aaytaa? yaava dina?",
                                      "SC 54 - was the IO examined? which date?"])
def test_the_witness_asked_by_initials_is_found_in_the_dotted_line(built, question):
    ans = built.ask(question, today="2028-04-21")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "14 Mar 2028" in first, ans.answer


def test_each_dotted_short_form_of_a_spaced_run_is_its_own():
    held = stems("PW6 I.O. S.I. Dharmaveer Sompura: chief")
    assert {"io", "si"} <= held


def test_a_dotted_case_prefix_before_its_number_is_no_short_form():
    assert "sc" not in stems("S.C. 54/2027 listed")
