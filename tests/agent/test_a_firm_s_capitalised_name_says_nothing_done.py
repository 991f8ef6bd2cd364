"""A yes/no's "done" reading (agent/status_asked.done_said) takes an English past in "-ed" as the act asked done
("released", "granted"). A capitalised word of a party's or firm's name that runs on ("Allied Coastal Insurance",
"United …") is no such past, though the stemmer reads it as one: an appeal never filed by an insurer was answered
"Yes" from the award's cause title that names the insurer. Invented names; no data set holds them."""

from __future__ import annotations

from datetime import date

from tareekh.agent.question import Question
from tareekh.agent.status_asked import done_said


class _Comp:
    def __init__(self, text: str) -> None:
        self.q = Question(text=text, kind="yes_no", today=date(2027, 3, 1), cases=["Z9"])

    def _name_stems(self) -> set[str]:
        return set()


def test_an_insurer_s_name_in_a_cause_title_says_no_appeal_filed():
    comp = _Comp("award against allied coastal insurance appeal file kiya kya?")
    title = "Allied Coastal Insurance Co. Ltd., Nellikuppam Branch... Respondents AWARD (operative portion)"
    assert not done_said(comp, title)


def test_the_past_of_the_act_asked_still_says_it_done():
    comp = _Comp("was Tejomay released on bail?")
    assert done_said(comp, "Tejomay released on bail this evening.")


def test_a_title_case_heading_of_the_act_still_says_it_done():
    comp = _Comp("was Tejomay released?")
    assert done_said(comp, "Tejomay Released On Bail")


def test_an_outcome_word_in_a_heading_is_still_the_outcome():
    comp = _Comp("Varunesh appeal allowed?")
    assert done_said(comp, "Varunesh Appeal Allowed In Part")
