"""A yes or no asked of an event in words of the question's own language the reader does not know ("… cross
mudinjidicha?", "… join hoye geche?"): the first sentence states the newest record of the matter on the event and
whether it happened: put off ("No — not yet", with the reason and the next day), or still due on a day to come
("Not yet"). Before, such a question got the nearest lines with no first sentence at all.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="Q1", number="S.C.C. No. 77 of 2025", short_name="Lyngdoh bakery cheque case",
                                    title="Lyngdoh Bakers vs Nongrum", side="complainant"))
    practice.registry.add_case(Case(id="Q2", number="W.A. No. 5 of 2026", short_name="Marbaniang forest guard appeal",
                                    title="Marbaniang vs Conservator of Forests", side="appellant"))
    practice.ingest_text("Lyngdoh bakery cheque case - complainant Iaishah examined in chief, affidavit tendered. "
                         "Next date 14.01.2026 for cross of complainant.", name="bk 1.txt", case_id="Q1",
                         date="2025-12-03", author="Lawyer")
    practice.ingest_text("Lyngdoh bakery cheque case - listed for cross-examination of the complainant Iaishah. "
                         "Defence advocate Syiem was arguing a bail matter in the Sessions Court and sent a slip. "
                         "Adjourned. Next date 25.02.2026 for cross of complainant.", name="bk 2.txt", case_id="Q1",
                         date="2026-01-14", author="Lawyer")
    practice.ingest_text("Marbaniang forest guard appeal - appeal allowed, dismissal set aside, reinstatement ordered "
                         "with continuity of service.", name="fg 1.txt", case_id="Q2", date="2026-01-09",
                         author="Lawyer")
    practice.ingest_text("Marbaniang: representation with certified copy given to the Conservator office on 20.01.2026, "
                         "joining order to be issued within 8 weeks, i.e. by 17.03.2026.", name="fg 2.txt",
                         case_id="Q2", date="2026-01-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "status-of-an-event", build)


@pytest.mark.parametrize("question", [
    "Lyngdoh bakery case la Iaishah cross mudinjidicha?",    # Tamil
    "Lyngdoh bakery case e Iaishah er cross hoye geche?",    # Bengali
    "Lyngdoh bakery case ma Iaishah nu cross thai gayu?",    # Gujarati
    "Lyngdoh bakery case vich Iaishah da cross mukk gaya?",  # Punjabi
])
def test_an_event_put_off_is_no_not_yet_with_why_and_the_next_day(pr, question):
    a = pr.ask(question, today="2026-02-01")
    line = first_line(a)
    # "No — not yet: …", or, where the question's verbs are all known words (Gujarati "thai gayu"), "Not yet — not on
    # record: … the latest they say of it …": both say it has not happened, why, and the day it comes up next
    assert line.startswith(("No — not yet", "Not yet")) and "14 Jan 2026" in line, a.answer
    assert "Sessions Court" in line and ("25.02.2026" in line or "25 Feb 2026" in line), a.answer


@pytest.mark.parametrize("question", [
    "Marbaniang ko Conservator ne join karwa diya?",  # Hindi
    "Marbaniang ke Conservator join koriye diyeche?",         # Bengali
    "Marbaniang la Conservator ym pat issue joining order shuh?",  # Khasi
])
def test_an_event_still_due_on_a_day_to_come_is_not_yet(pr, question):
    a = pr.ask(question, today="2026-02-10")
    line = first_line(a)
    assert line.startswith("Not yet") and "20 Jan 2026" in line and "17.03.2026" in line, a.answer
