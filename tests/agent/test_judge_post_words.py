"""A judge entered with their post after the name ("Smt. A. Kelkar, Presiding Officer, Co-operative Court") is named
by their name and short form, not by the words of the post: "the co-operative court order" asks of an order, not of
the judge's habits."""

from __future__ import annotations

from datetime import date

from tareekh.agent.question import NameIndex, understand
from tareekh.registry.models import Case, Judge


def _reg(practice):
    reg = practice.registry
    reg.add_person(Judge(id="K1", name="Smt. Anuradha Kelkar, Presiding Officer, Co-operative Court, Satara",
                         short="Kelkar madam"))
    reg.add_case(Case(id="S1", number="Dispute No. 41 of 2024", short_name="Shivneri society dues",
                      title="Shivneri Co-op Housing Society vs Prakash Salunkhe", judge_id="K1", side="plaintiff"))
    return reg


def _ask(reg, text):
    return understand(text, registry=reg, today=date(2026, 3, 1), index=NameIndex(reg))


def test_words_of_a_judge_s_post_do_not_name_the_judge(practice):
    q = _ask(_reg(practice), "co-operative court order mein Salunkhe ko kitna bharna hai?")
    assert q.judges == [] and q.kind != "judge_habit"


def test_a_judge_is_still_named_by_name_and_short_form(practice):
    reg = _reg(practice)
    assert _ask(reg, "Kelkar madam order reserve karti hain kya?").judges == ["K1"]
    assert _ask(reg, "Anuradha Kelkar adjournment deti hain?").judges == ["K1"]


def test_a_judge_addressed_by_post_with_a_courtesy_word_is_named(practice):
    assert _ask(_reg(practice), "Presiding Officer madam ne pichhli baar kya kaha?").judges == ["K1"]
