"""A coming date is said with the bench the matter is before ("…: 14 Oct 2031, before Kolhatkar J"): the short form
the registry keeps when it holds the judge's own name, else the name whole (a short form that is only the post tells
no one which judge). Asked of a day the registry is not of, the bench is said only when the record that set the
date names that judge. A list of one person's matters says each matter's title (who is against whom)."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.layout import CaseCard, before_bench
from tareekh.agent.whose_matters import _title_of
from tareekh.registry.models import Case, Judge

CASE = Case(id="B1", number="Crl. A. No. 77 of 2031", short_name="Ishwarappa appeal",
            title="Ishwarappa vs State of Karnataka", side="appellant")


def _card(short: str | None, name: str = "Hon'ble Mr. Justice Sathyamurthy Kolhatkar") -> CaseCard:
    return CaseCard(case=CASE, judge=Judge(id="J1", name=name, short=short))


def test_the_short_form_holding_the_judge_s_name_is_said():
    assert before_bench(_card("Kolhatkar J")) == ", before Kolhatkar J"


def test_a_short_form_that_is_only_the_post_gives_way_to_the_name():
    card = _card("Principal Family Judge", name="Smt. Vonglianmawii Sathyamurthy")
    assert before_bench(card) == ", before Smt. Vonglianmawii Sathyamurthy"


def test_no_judge_no_bench():
    assert before_bench(CaseCard(case=CASE)) == ""
    assert before_bench(None) == ""


def test_asked_of_a_past_day_the_bench_needs_the_record_to_name_the_judge():
    assert before_bench(_card("Kolhatkar J"), "12.9.31 HC - Ishwarappa appeal - Kolhatkar J. ND 14.10.31") \
        == ", before Kolhatkar J"
    assert before_bench(_card("Kolhatkar J"), "12.9.31 HC - Ishwarappa appeal - Justice heard. ND 14.10.31") == ""


def _comp(case: Case):
    return SimpleNamespace(card=lambda cid: CaseCard(case=case), label=lambda cid: f"Crl. A. 77/2031 — {case.short_name}")


def test_a_person_s_matter_is_listed_with_its_title():
    assert _title_of(_comp(CASE), "B1") == ["Ishwarappa vs State of Karnataka"]


def test_a_title_the_label_already_holds_is_not_said_twice():
    same = CASE.model_copy(update={"short_name": "Ishwarappa vs State of Karnataka"})
    assert _title_of(_comp(same), "B1") == []
