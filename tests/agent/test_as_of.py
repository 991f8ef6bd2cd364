"""A question asked as of a past day (`ask --today D`) is answered as the practice stood on D: later records, and
the register's present next date, do not leak into it. Asked today, nothing is set aside.

A small practice of its own: a bail application heard three times, notes typed tersely.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from tareekh.registry.models import Case, Client, Judge

NOTES = [
    ("2025-03-04", "Raghu bail appln - PP sought time to get the case diary. Next 18.03.2025 for PP's reply."),
    ("2025-03-18", "Raghu bail appln - PP filed reply; arguments heard in part. Next 02.04.2025 for further args."),
    ("2025-04-02", "Raghu bail appln - bail granted, surety of Rs. 50,000 and weekly appearance at the PS."),
]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("bail") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Judge(id="SJ", name="Sri M. Venkatesh, II Addl. Sessions Judge", short="II ASJ"))
        p.registry.add_person(Client(id="RC", name="Raghu Nandan"))
        p.registry.add_case(Case(id="B1", number="Crl.M.P. No. 310 of 2025", short_name="Raghu bail",
                                 title="Raghu Nandan vs State", judge_id="SJ", client_id="RC", side="petitioner"))
        for day, text in NOTES:
            p.ingest_text(text, name=f"bail {day}.txt", case_id="B1", date=day, author="Lawyer")
    return path


def test_the_next_date_asked_as_of_a_past_day_is_the_one_on_record_that_day(pr):
    a = pr.ask("Raghu bail next date?", today="2025-03-10")
    first = a.answer.splitlines()[0]
    assert "18 Mar 2025" in first
    assert "2 Apr 2025" not in a.answer and "02.04.2025" not in a.answer


def test_records_after_the_day_asked_are_not_cited(pr):
    a = pr.ask("Raghu bail - what happened last time?", today="2025-03-25")
    assert "granted" not in a.answer.lower()
    assert all(c.hearing_date is None or c.hearing_date <= "2025-03-25" for c in a.citations)
    assert a.citations  # it still answers, from the hearing of 18 Mar
    assert "18 Mar 2025" in a.answer


def test_asked_today_the_latest_record_answers(pr):
    a = pr.ask("Raghu bail - what happened last time?")
    assert "granted" in a.answer.lower()


def test_a_record_dated_after_today_is_not_hidden_from_a_question_asked_today(pr):
    later = (date.today() + timedelta(days=400)).isoformat()  # a year misread into the future
    pr.ingest_text("Raghu bail appln - surety verification done by the court clerk.", name="bail misdated.txt",
                   case_id="B1", date=later, author="Lawyer")
    a = pr.ask("Raghu bail - was the surety verification done?")
    assert "surety verification" in a.answer.lower()


def test_a_yes_no_asked_as_of_a_past_day_does_not_read_a_later_order(pr):
    a = pr.ask("was bail granted to Raghu?", today="2025-03-25")
    assert not a.answer.lower().startswith("yes")
    assert "50,000" not in a.answer
