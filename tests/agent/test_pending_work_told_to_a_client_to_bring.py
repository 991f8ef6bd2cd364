"""The last hearing's note that tells someone to bring or keep a thing ready ("<client> ge helide … tagondu baa",
"<client> la sangitla … gheun yayla", "<client> kitta sonnen … kondu varanum", "told <clerk> to …") holds work left
before the next date, in whatever language the note is written; a note that says a thing was brought holds none.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline

TODAY = "2026-11-20"
NOTES = [
    ("K", "2026-11-02", "Civil Judge Sr Dn - Yelamma Sanikop partition. Issues framed. Yelamma ge helide, 1974 "
                        "vibhaga patra certified copy tagondu baa. ND 01.12.2026 for PW1 chief."),
    ("T", "2026-11-03", "Sub Court - Chinnaponnu easement suit. Commissioner's report filed. Chinnaponnu kitta sonnen "
                        "paimash map kondu varanum. ND 02.12.2026 for objections to report."),
    ("B", "2026-11-04", "JMFC - Dhondiba cheque case. Accused absent, NBW issued. Dhondiba ne bank statement le aaye "
                        "the. ND 03.12.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K", number="O.S. No. 519 of 2025", short_name="Yelamma Sanikop partition",
                      title="Yelamma Sanikop vs Basavant Sanikop", nature="partition"))
    reg.add_case(Case(id="T", number="O.S. No. 88 of 2026", short_name="Chinnaponnu easement suit",
                      title="Chinnaponnu vs Kuttappan", nature="easement"))
    reg.add_case(Case(id="B", number="S.C.C. No. 4410 of 2025", short_name="Dhondiba cheque case",
                      title="Dhondiba Kharate vs Valsamma Traders", nature="cheque dishonour"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-told-to-bring", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question,thing", [
    ("Yelamma Sanikop partition me 1 dec se pehle kya karna hai?", "vibhaga patra"),
    ("what is pending in the Chinnaponnu easement suit before the next date?", "paimash map"),
])
def test_a_thing_the_client_was_told_to_bring_is_work_left(pr, question, thing):
    a = pr.ask(question, today=TODAY)
    assert thing in a.answer.split("\n")[0], a.answer


def test_a_thing_brought_is_no_work_left():
    from tareekh.agent.tasks import TASK

    assert not TASK.search("Dhondiba ne bank statement le aaye the.")
    assert TASK.search("Dhondiba la sangitla, bank statement gheun yayla.")


def test_the_next_date_asked_with_what_to_keep_ready_tells_the_work_too(pr):
    a = pr.ask("when is the Chinnaponnu easement suit next, and what should I prepare?", today=TODAY)
    first = a.answer.split("\n")[0]
    assert "2 Dec 2026" in first and "paimash map" in first, a.answer


def test_the_next_date_asked_alone_tells_no_work():
    from tareekh.agent.question import work_asked_too

    assert not work_asked_too("Chinnaponnu easement suit next date kab due hai?")
    assert work_asked_too("Yelamma Sanikop partition next date yaavaga, enu ready maadbeku?")
