"""Whether a stay, an injunction, a warrant or bail is STILL in force is answered from the newest record that
continues or ends it: a stay extended date by date is a Yes with that record, even when the same record also puts
the matter off; a warrant recalled later is a No; a stay continued only till a day long gone is no plain Yes.
Asked in several languages' words of "still" / "now". A small practice written for this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="W.P. No. 4410 of 2025", short_name="Nongsiej quarry writ",
                      title="Banteilang Nongsiej vs District Council", side="petitioner"))
    reg.add_case(Case(id="P2", number="C.C. No. 88 of 2025", short_name="Gorde cheque case",
                      title="Sanjog Traders vs Birendra Gorde", side="complainant"))
    reg.add_case(Case(id="P3", number="O.S. No. 61 of 2024", short_name="Mahanta boundary suit",
                      title="Jyotirmoy Mahanta vs Umakant Pathrikar", side="plaintiff"))
    practice.ingest_text("Quarry writ admitted. Interim stay of the closure notice granted till next date. "
                         "Next date 14.07.2025.", name="p1 a.txt", case_id="P1", date="2025-06-02", author="Lawyer")
    practice.ingest_text("Council sought time for counter; adjourned. Stay extended till next date. "
                         "Next date 22.09.2025.", name="p1 b.txt", case_id="P1", date="2025-07-14", author="Lawyer")
    practice.ingest_text("Accused absent without any application. NBW issued against the accused. "
                         "Next date 10.08.2025.", name="p2 a.txt", case_id="P2", date="2025-06-20", author="Lawyer")
    practice.ingest_text("Accused appeared with counsel and moved to recall. NBW recalled on costs of Rs 1,000. "
                         "Next date 05.10.2025.", name="p2 b.txt", case_id="P2", date="2025-08-10", author="Lawyer")
    practice.ingest_text("Status quo on the boundary wall to be maintained till 30.04.2025. Next date 30.04.2025.",
                         name="p3 a.txt", case_id="P3", date="2025-03-03", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "still-in-force", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("asked", ["is the stay in the Nongsiej quarry writ still on?",
                                   "Nongsiej quarry writ mein stay abhi bhi hai kya?",
                                   "Nongsiej quarry writ la stay innum irukka?",
                                   "Nongsiej quarry writ er stay ekhono ache?",
                                   "Nongsiej quarry writ lo stay ippatiki unda?",
                                   "Nongsiej quarry writ vich stay hale vi hai?"])
def test_a_stay_extended_with_the_matter_put_off_is_a_yes_from_the_newest_extension(pr, asked):
    a = pr.ask(asked, today="2025-08-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "14 Jul 2025" in first, a.answer
    assert "not yet" not in first.lower(), a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("asked", ["Gorde cheque case mein warrant abhi bhi hai?",
                                   "is the NBW against Gorde still pending in the cheque case?",
                                   "Gorde cheque case ma warrant haju che?"])
def test_a_warrant_recalled_later_is_a_no_with_the_day_it_was_recalled(pr, asked):
    a = pr.ask(asked, today="2025-09-01")
    first = first_line(a)
    assert first.startswith("No"), a.answer
    assert "10 Aug 2025" in first and "recalled" in first, a.answer


def test_a_status_quo_kept_only_till_a_day_long_gone_is_no_plain_yes(pr):
    a = pr.ask("Mahanta boundary suit mein status quo ab bhi chalu hai?", today="2025-11-01")
    first = first_line(a)
    assert not first.startswith("Yes"), a.answer
    assert "30 Apr 2025" in first, a.answer


def test_a_stay_no_record_of_the_matter_names_is_never_a_yes(pr):
    a = pr.ask("Gorde cheque case mein stay abhi bhi hai kya?", today="2025-09-01")
    assert not first_line(a).startswith("Yes"), a.answer
