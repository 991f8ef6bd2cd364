""""<side> ne WS me kya defence liya?" of a written statement uploaded under the court's cause title (its name on the
second line, "WRITTEN STATEMENT on behalf of …"): the answer quotes the paper's own paragraphs, which are the defence,
and never says the notes "do not write 'defence'" — a pleading writes its grounds, not the word for them. A note that
only says the paper was filed (in Hindi, "लिखित कथन दाखिल") is no answer to what it holds.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

WS = ("IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), TLABUNG     Money Suit No. 19 of 2026\n"
      "WRITTEN STATEMENT on behalf of Defendant No. 1, Khongwirco\n"
      "1. The suit is barred by limitation, the last invoice being of March 2022.\n"
      "2. The goods supplied were of inferior quality and were returned by lorry receipt of 04.04.2022.\n"
      "3. No amount is due; the plaintiff is put to strict proof of its ledger.\n")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="Money Suit 19/2026", short_name="Jeliang supply suit",
                                    title="Jeliangco vs Khongwirco", side="plaintiff"))
    practice.ingest_text(WS, name="ws khongwir.txt", case_id="M1", author="Tlau")
    practice.ingest_text("11.05.2027 | MS 19/26 जेलियांग | प्रतिवादी का लिखित कथन दाखिल, अगली तिथि 02.07.2027",
                         name="diary 11.5.txt", case_id="M1", date="2027-05-11", author="Tlau")


@pytest.fixture(scope="module")
def po(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "ws-defence", build))


@pytest.mark.parametrize("question", [
    "khongwir traders ne WS me kya defence liya jeliang supply suit me",
    "what defence did the defendant take in the written statement in the Jeliang supply suit?",
])
def test_the_written_statement_is_quoted_for_its_defence(po, question):
    a = po.ask(question, today="2027-06-01")
    said = first_line(a)
    assert "limitation" in said and "inferior quality" in said, a.answer
    assert "Not on record" not in a.answer and "do not write" not in a.answer, a.answer
