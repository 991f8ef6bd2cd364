"""A judge's own word ("<post initials> court", "<surname> saheb") names the bench of all that judge's matters: a
note that once called one of them by it ("the CJM wala case") does not make the question "what to keep ready before
going to the CJM court today?" ask that one matter alone. Invented registry, written for this test."""

from __future__ import annotations

from datetime import date

from tareekh.agent.question import understand
from tareekh.practice import Practice
from tareekh.registry.models import Case, Judge


def test_the_judge_s_word_is_the_court_of_every_matter_before_them(tmp_path):
    with Practice.open(tmp_path / "home") as p:
        reg = p.registry
        reg.add_person(Judge(id="JP", name="Sri Pratyaksh Brahmadatt", short="CJM saheb / Brahmadatt saheb"))
        reg.add_case(Case(id="A1", number="C.C. No. 904 of 2025", short_name="Oorjit cheque case",
                          title="Oorjit Traders vs Dhruvank", judge_id="JP", side="complainant",
                          aliases=["CJM wala cheque"]))
        reg.add_case(Case(id="A2", number="C.C. No. 77 of 2026", short_name="Vaikhari theft case",
                          title="State vs Vaikhari", judge_id="JP", side="accused"))
        q = understand("aaj CJM court jaane se pehle kya ready rakhna hai", registry=reg, today=date(2026, 3, 2))
    assert q.judges == ["JP"]
    assert q.cases != ["A1"], q.cases
