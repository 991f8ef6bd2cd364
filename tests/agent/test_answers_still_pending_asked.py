"""Whether a matter is still pending, asked of the matter itself in any Indian language ("… innum pending-aa
irukku?", "… ekhono pending ache?", "… haju pending chhe?"): answered from its outcome first — "No — it was allowed
on <day>" — or "Yes — still pending" with its next date; not a list of the work pending in it.

"anything pending from our side?" or "the reply pending?" still ask for the work pending.

A small practice written for these tests (a revision decided, a suit still running), in other words and names than
the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="Crl. Rev. P. No. 310 of 2025", short_name="Mylliem revision",
                      title="Banshan Mylliem vs State", side="petitioner"))
    reg.add_case(Case(id="S1", number="O.S. No. 44 of 2024", short_name="Xalxo boundary suit",
                      title="Xalxo vs Joglekar", side="plaintiff"))
    practice.ingest_text("Mylliem revision - client to file affidavit of compliance by 20.1. "
                         "Next date 02.02.2026.", name="rev diary 1.txt", case_id="R1", date="2026-01-10",
                         author="Lawyer")
    practice.ingest_text("ORDER\nHeard counsel for both sides. For the reasons recorded, the revision petition is "
                         "allowed and the order of the trial court is set aside.", name="rev order.txt",
                         case_id="R1", date="2026-03-04", author="Court")
    practice.ingest_text("Xalxo boundary suit - commissioner report filed. Reply to objections to be filed by us. "
                         "Next date 18.06.2026.", name="suit diary 1.txt", case_id="S1", date="2026-04-20",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "still-pending", build)


@pytest.mark.parametrize("question", ["Mylliem revision innum pending-aa irukku?", "Mylliem revision ekhono pending ache?",
                                      "Mylliem revision haju pending chhe?", "is the Mylliem revision still pending?",
                                      "Mylliem revision ebe bi pending achhi ki?", "Mylliem revision dang pending ne?"])
def test_a_decided_matter_asked_if_still_pending_says_no_with_its_outcome(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert line.startswith("No") and "allowed" in line and "4 Mar 2026" in line, a.answer


@pytest.mark.parametrize("question", ["Xalxo boundary suit abhi bhi pending hai?", "Xalxo boundary suit ippavum pending aano?",
                                      "Xalxo boundary suit abhi bhi chal raha hai?"])
def test_a_running_matter_asked_if_still_pending_says_yes_with_its_next_date(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert line.startswith("Yes") and "18 Jun 2026" in a.answer, a.answer


def test_a_decided_matter_asked_if_over_says_yes(pr):
    a = pr.ask("Mylliem revision khatam ho gaya?", today="2026-05-01")
    assert first_line(a).startswith("Yes") and "allowed" in first_line(a), a.answer


@pytest.mark.parametrize("question", ["Xalxo boundary suit - anything pending from our side?",
                                      "Xalxo boundary suit reply pending?"])
def test_work_pending_in_a_matter_is_not_read_as_its_status(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert "still pending" not in first_line(a), a.answer


@pytest.mark.parametrize("question", ["Mylliem revision innu pending ideya?", "Mylliem revision aaj pending hai ya nahi?"])
def test_still_pending_asked_with_an_asking_clitic_or_today_is_the_matter_s_status(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert line.startswith("No") and "allowed" in line and "4 Mar 2026" in line, a.answer
