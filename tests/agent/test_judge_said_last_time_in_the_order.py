"""Asked what the judge said "last time", when that hearing's record is the court's own order (its "ORDER" heading,
no remark of the bench quoted), the order is what the bench said that day, without its signature and copy lines;
not an earlier hearing's quoted remark. Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client, Judge

_ORDER = ("W.P. No. 5120 of 2025\nKaveribai Vellayan ...Petitioner\nVs.\nThe District Collector and others "
          "...Respondents\nORDER: (12.05.2026)\nThe learned Government Pleader seeks further time to file the counter. "
          "Two weeks are granted as a final opportunity, failing which the Tahsildar shall appear in person on the "
          "next date.\nList on 02.06.2026.\nSd/- Deputy Registrar\n// TRUE COPY //")
NOTES = [
    ("2026-03-10", "10.03.2026 Ct 3 Mahindroo J - pension writ\nGP sought time. Judge said: \"counter by the next "
                   "date, no more adjournments.\" ND 14.04.2026."),
    ("2026-04-14", "14.04.2026 Ct 3 - pension writ\nGP absent, proxy sought time. ND 12.05.2026."),
    ("2026-05-12", _ORDER),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("said-in-the-order") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="JM", name="Justice K. Mahindroo"))
        reg.add_person(Client(id="CK", name="Kaveribai Vellayan"))
        reg.add_case(Case(id="W1", number="W.P. No. 5120 of 2025", short_name="pension writ",
                          title="Kaveribai Vellayan vs The District Collector", client_id="CK", judge_id="JM",
                          side="petitioner"))
        for day, text in NOTES:
            p.ingest_text(text, name=f"note W1 {day}.txt", case_id="W1", date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", ["pension writ mein judge ne last time GP ko kya kaha?",
                                   "pension writ lo judge garu GP ki em chepparu last time"])
def test_the_order_of_the_last_hearing_is_what_the_bench_said(pr, typed):
    answer = pr.ask(typed, today=datetime.date(2026, 5, 20))
    first = answer.answer.splitlines()[0]
    assert "12 May 2026" in first and "appear in person" in first, answer.answer
    assert "Deputy Registrar" not in first and "TRUE COPY" not in first, answer.answer
