""""What happened to the impleadment application?", "<matter> me impleadment wali arzi ka kya hua?": the fate of a
request named in its own clause is the newest line deciding it, with its day — not the matter's last hearing, which
was of a witness who did not come (agent/request_fate.py). A request no line decides is read as before.

A small practice written for these tests (a money suit), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by
from tareekh.registry.models import Case

TODAY = "2027-09-30"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="O.S. No. 318 of 2026", short_name="Dhanpatrai money suit",
                                    title="Dhanpatrai vs Tejomaya Kapaswadi", side="plaintiff"))
    practice.ingest_text("Dhanpatrai suit - defendant moved an impleadment application to add his brother as D2. "
                         "Also a transfer application to the District Judge. Our reply in 2 weeks.",
                         name="os 318 a.txt", case_id="C1", date="2027-05-06")
    practice.ingest_text("Dhanpatrai suit - impleadment application dismissed: the brother is neither necessary nor "
                         "proper party. ND 20.8.2027 for PW1.", name="os 318 b.txt", case_id="C1", date="2027-07-02")
    practice.ingest_text("Dhanpatrai suit - PW1 not present, time sought by us. ND 24.10.2027.", name="os 318 c.txt",
                         case_id="C1", date="2027-08-20")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "named-request-fate", build)


@pytest.mark.parametrize("typed", ["What happened to the impleadment application in the Dhanpatrai money suit?",
                                   "Dhanpatrai money suit me impleadment wali arzi ka kya hua?"])
def test_the_request_s_decision_answers_not_the_last_hearing(pr, typed):
    answer = pr.ask(typed, today=TODAY).answer
    first = answer.split("\n", 1)[0]
    assert "dismissed" in first, answer
    assert "2 Jul 2027" in first, answer


def test_a_request_no_line_decides_is_read_as_before(pr):
    answer = pr.ask("Dhanpatrai money suit me transfer application ka kya hua?", today=TODAY).answer
    assert "dismissed" not in answer.split("\n", 1)[0], answer
