"""What a judge said ABOUT a thing gathers every hearing whose words are about it (agent/judge_said.py): the
several remarks one day's note writes of it stay together (the second is not dropped for the first), the later
order that decides it is the bench's word on it too, and the party's name that picked the matter is no part of
the topic (the order writes "the tenant", not the party's name).

Invented practice: a rent control petition before one judge, a note of the day the judge asked for the bank
statement and the order that read it; asked in Tamil and in English."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge, Party
from tests.agent.helpers import first_line, home_built_by

NOTE = """04.08.2031 - RCOP 77/2030 Thirugnanam v. Kulandaivelu - Rent Controller, Ilamparithi sir
Mediation failed, landlord firm on eviction.
Arguments on the deposit petition heard. Ilamparithi sir asked Vadivambal for Kulandaivelu's rent receipts from the
landlord's office - Vadivambal said "paid in cash every month". Judge: the rent paid to be shown from the tenant's bank
statement by next date, not oral word.
ND 15.09.2031 for order.
"""

ORDER = """IN THE COURT OF THE RENT CONTROLLER
RCOP No. 77 of 2030     Thirugnanam vs Kulandaivelu
15.09.2031
Order on the petition to deposit the arrears.
The bank statement produced by the tenant shows the rent paid in cash withdrawals up to March 2031 only.
The tenant is directed to deposit the arrears of Rs. 84,000/- within six weeks.
To come up for evidence on 20.10.2031.
                                              Rent Controller
"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="K. Ilamparithi", short="Ilamparithi sir"))
    reg.add_case(Case(id="R1", number="RCOP No. 77 of 2030", short_name="Thirugnanam rent case",
                      title="Thirugnanam vs Kulandaivelu", side="petitioner", judge_id="J1",
                      parties=[Party(name="Thirugnanam", role="petitioner"),
                               Party(name="Kulandaivelu", role="respondent")]))
    practice.ingest_text(NOTE, name="rcop 77 aug.txt", case_id="R1", date="2031-08-04", author="Lawyer")
    practice.ingest_text(ORDER, name="rcop 77 order.txt", case_id="R1", date="2031-09-15")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-said-across-hearings", build)


@pytest.mark.parametrize("question", ["kulandaivelu rent pathi ilamparithi sir enna sonnaru",  # Tamil
                                      "what did ilamparithi sir say about kulandaivelu's rent?"])
def test_every_remark_of_the_day_on_the_thing_is_kept(pr, question):
    a = pr.ask(question, today="2031-10-01")
    line = first_line(a)
    assert "paid in cash every month" in line and "from the tenant's bank statement by next date" in line, a.answer


@pytest.mark.parametrize("question", ["kulandaivelu bank statement pathi ilamparithi sir enna sonnaru",
                                      "what did ilamparithi sir say about kulandaivelu's bank statement?"])
def test_the_later_order_on_the_thing_is_the_bench_s_word_too(pr, question):
    a = pr.ask(question, today="2031-10-01")
    line = first_line(a)
    assert "by next date" in line and "up to March 2031" in line, a.answer
