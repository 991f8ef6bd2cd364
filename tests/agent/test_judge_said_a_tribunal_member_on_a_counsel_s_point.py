"""A tribunal's bench by the seat it holds ("member judicial ne …", "Member (J): "…"") is the one who spoke, even when
the question names the other side's counsel whose point it was ("<counsel> ke <topic> wale point pe"); and the
member's remark written just after the argument of the day ("Args - the e-voucher … Member (J): "…"") answers it
though the remark itself does not repeat the topic's word. Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge

NOTES = [
    ("2026-03-04", "4/3/26 DRT-II\nVaikhari Looms v Dhruvank: reply on record. Args - e-voucher 3.1.26 raised after "
                   "the bales were sent back; no protest for 5 weeks.\nTrivikram - voucher genuine, challans signed. "
                   "Member (J): \"burden on the applicant - show the delivery first\".\nND 9.4"),
    ("2026-04-09", "9/4/26 DRT-II\nVaikhari: Trivikram filed written notes. Member (J) said the voucher dispute "
                   "will be seen with the ledger, will see.\nND 20.5"),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("tribunal-member-said") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="JM", name="Smt. Ilavazhagi Brahmadatt", court="Debts Recovery Tribunal-II"))
        reg.add_person(Counsel(id="OT", name="Sh. Oorjit Trivikram"))
        reg.add_person(Client(id="CV", name="Vaikhari Looms"))
        reg.add_case(Case(id="V1", number="O.A. No. 318 of 2025", short_name="Vaikhari DRT",
                          title="Vaikhari Looms vs Dhruvank Traders", client_id="CV", judge_id="JM",
                          counsel_id="OT", side="applicant"))
        for day, text in NOTES:
            p.ingest_text(text, name=f"note V1 {day}.txt", case_id="V1", date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_the_member_spoke_not_the_counsel_whose_point_it_was(pr):
    answer = pr.ask("DRT me member judicial ne Trivikram ke voucher wale point pe kya kaha tha",
                    today=datetime.date(2026, 5, 1))
    first = answer.answer.splitlines()[0]
    assert "with the ledger" in first, answer.answer
    assert "burden on the applicant" in first, answer.answer
    assert "challans signed" not in first, answer.answer  # the counsel's own argument is not what the member said


def test_a_member_of_a_family_is_no_bench():
    from tareekh.agent.judge_said import _BENCH_OPENS, _BENCH_SPEAKER

    assert _BENCH_OPENS.match("Member (Technical) asked for the service proof.")
    assert not _BENCH_OPENS.match("Member of the society said the dues were paid.")
    assert not _BENCH_SPEAKER.search("family member ne kya kaha")
