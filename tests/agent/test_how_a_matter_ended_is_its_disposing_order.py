"""How a matter ended, asked in any language whose table holds a word for "how" ("how did it end?", "… kemon shesh
holo?", "… eppadi mudinjathu?", "… kevi rite patyo?"): answered from the order that disposed of it — how and when,
with the order's own terms (the total it records) — not from the hearing before it, nor from a line that shares a
letter-run with the question's word for "end" (a "ledger" note). A matter no order disposes of is said not to be
over, with its next date.

A small practice written for these tests (a cheque case compounded, a tenancy suit running), in other words, courts
and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.ended_how import asks_how_ended
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="S.T.C. No. 2207 of 2025", short_name="Vazhappally cheque case",
                      title="Vazhappally Traders vs Zadoo", side="complainant"))
    reg.add_case(Case(id="T1", number="R.C.O.P. No. 61 of 2025", short_name="Chettiyarkandi tenancy",
                      title="Chettiyarkandi vs Kuttikkattil", side="petitioner"))
    practice.ingest_text("Vazhappally cheque case - complainant's manager deposed in chief, showed the day book and "
                         "the khata ledger. Cross deferred. Next date 14.08.2025.", name="stc diary 1.txt",
                         case_id="K1", date="2025-07-01", author="Lawyer")
    practice.ingest_text("Vazhappally cheque case - both sides told to talk settlement. First instalment of "
                         "Rs. 60,000 paid today. Next date 22.09.2025.", name="stc diary 2.txt", case_id="K1",
                         date="2025-08-14", author="Lawyer")
    practice.ingest_text("ORDER\nBoth parties present with counsel. A joint memo of compounding under Section 147 of "
                         "the N.I. Act is filed. The complainant admits receipt of the balance of Rs. 90,000; in all "
                         "Rs. 1,50,000 received. The offence is compounded and the accused is acquitted.",
                         name="stc order.txt", case_id="K1", date="2025-09-22", author="Court")
    practice.ingest_text("Chettiyarkandi tenancy - counter filed by the tenant. Evidence of PW1 next. "
                         "Next date 11.11.2025.", name="rcop diary 1.txt", case_id="T1", date="2025-10-06",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "ended-how", build)


@pytest.mark.parametrize("question", ["how did the Vazhappally cheque case end?",
                                      "Vazhappally cheque case kemon shesh holo?",
                                      "Vazhappally cheque case eppadi mudinjathu?",
                                      "Vazhappally cheque case kevi rite patyo?"])
def test_how_a_matter_ended_is_told_from_its_disposing_order_with_its_total(pr, question):
    a = pr.ask(question, today="2025-12-01")
    line = first_line(a)
    assert "ended on 22 Sep 2025" in line and "acquittal" in line and "1,50,000" in line, a.answer
    assert "ledger" not in line, a.answer


def test_a_running_matter_asked_how_it_ended_is_said_not_over_with_its_next_date(pr):
    a = pr.ask("Chettiyarkandi tenancy kaise khatam hua?", today="2025-10-20")
    line = first_line(a)
    assert "has not ended" in line and "11 Nov 2025" in line, a.answer


@pytest.mark.parametrize("question", ["X case kab khatam hua?", "how is the X case going?", "X case khatam ho gaya?"])
def test_when_or_whether_it_ended_is_not_how(question):
    assert not asks_how_ended(question)


def test_how_a_step_of_the_matter_ended_is_not_the_matter_s_end(pr):
    a = pr.ask("how did the cross of the manager end in the Vazhappally cheque case?", today="2025-12-01")
    assert "ended on 22 Sep 2025" not in first_line(a), a.answer
