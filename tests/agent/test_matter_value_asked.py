"""'How much is the suit for?', 'what did the valuer put it at?': the matter's own value, and a sum a chat with its
client states, answered on a small practice written for this test.

The value of a suit is written where the matter is described (the registry's "recovery of Rs …"), not beside the
word "suit" in a note; a chat with the client is kept as a general chat whose messages name neither the matter nor
the client — its file does."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line, home_built_by, opened_offline

NOTES = [
    ("V1", "2026-02-03", "Ysolde grain suit - Court 5. Issues framed: (1) were the sacks delivered? (2) is the ledger "
                         "genuine? PW1 affidavit in 3 weeks. Next date 10.03.2026."),
    ("V1", "2025-11-04", "Ysolde grain suit - plaint filed for Rs. 6,75,000 (principal 5,50,000 + interest 1,25,000). "
                         "Summons to go."),
    ("V1", "2026-03-10", "Ysolde grain suit - PW1 affidavit filed, ledger copy separately. Defendant's clerk admits 40 sacks received. "
                         "Next date 21.04.2026."),
    ("V2", "2026-02-18", "Cheque complaint vs Ignatius - accused appeared, bail ho gayi. NBW recalled, PB Rs 15,000 "
                         "+ 1 surety. Next date 30.04.2026."),
    ("V3", "2026-03-02", "Execution of the decree - EP amount worked out 4,46,900 (decree 3,90,000 + interest "
                         "52,400 + costs 4,500). Notice to JDr."),
]
CHAT = ("12/03/26, 7:05 pm - Adv Office: Madam, the valuer's report came today. Valuer assessed the godown loss at "
        "Rs 3,12,500 only. We will object.\n"
        "12/03/26, 7:09 pm - Ysolde Pinto: ok sir\n")


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Sri Taddeo Syiemlieh"))
    reg.add_person(Client(id="CL1", name="Ysolde Pinto"))
    reg.add_case(Case(id="V1", number="O.S. No. 233 of 2025", short_name="Ysolde grain suit",
                      title="Ysolde Pinto vs Marvel Traders", judge_id="J1", client_id="CL1", side="plaintiff",
                      stage="evidence", next_date="2026-04-21",
                      nature="recovery of Rs. 6,75,000 for grain sacks supplied on credit"))
    reg.add_person(Client(id="CL2", name="Quillon Mawrie"))
    reg.add_case(Case(id="V2", number="C.C. No. 5120 of 2025", short_name="Ignatius cheque case",
                      title="Quillon Mawrie vs Ignatius Marak", judge_id="J1", client_id="CL2", side="complainant",
                      stage="appearance", nature="complaint u/s 138 NI Act: cheque No. 771 for Rs. 2,20,000 dishonoured"))
    reg.add_case(Case(id="V3", number="E.P. No. 19 of 2026", short_name="Quillon decree execution",
                      title="Quillon Mawrie vs Marvel Traders", judge_id="J1", client_id="CL2", side="decree holder",
                      stage="notice", nature="execution of the decree of 10.11.2025 (Rs. 3,90,000 with 6% interest)"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")
    chat = folder / "WhatsApp Chat with Ysolde Pinto.txt"
    chat.write_text(CHAT, encoding="utf-8")
    p.ingest([chat])


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "mattervalue", _build))


@pytest.mark.parametrize("question", [
    "ysolde grain suit kitne ka hai?",                    # Hindi
    "ysolde grain suit ka claim kitne paise ka hai?",     # Hindi, with "claim"
    "ysolde grain dava ketla no che?",                    # Gujarati
    "ysolde grain vazhakku evvalavu panathukku?",         # Tamil
])
def test_the_value_of_a_suit_is_the_sum_it_recovers(practice, question):
    a = practice.ask(question, today="2026-04-01")
    assert "6,75,000" in first_line(a), a.answer


def test_a_sum_a_chat_with_the_client_states_answers_though_its_messages_name_no_matter(practice):
    a = practice.ask("ysolde grain suit mein suit kitne ka hai aur valuer ne kitna assess kiya?", today="2026-04-01")
    line = first_line(a)
    assert "6,75,000" in line and "3,12,500" in line, a.answer
    assert "no record" not in line
    assert cited_ok(practice, a)


def test_a_bail_asked_how_much_is_its_bond_not_the_complaint_s_value(practice):
    a = practice.ask("Ignatius cheque case mein bail kitne ke bond pe hui?", today="2026-04-01")
    line = first_line(a)
    assert "15,000" in line and "2,20,000" not in line, a.answer


def test_an_execution_s_claim_is_the_amount_worked_out_not_the_decree_the_registry_names(practice):
    a = practice.ask("quillon decree execution EP total claim amount eshtu", today="2026-04-01")
    line = first_line(a)
    assert "4,46,900" in line and "your registry" not in line, a.answer


def test_a_value_asked_with_its_parts_is_not_cut_to_the_value_and_a_part_said_missing(practice):
    a = practice.ask("ysolde grain suit claim entha? asalu vaddi separate ga cheppu", today="2026-04-01")
    line = first_line(a)
    assert "5,50,000" in line and "1,25,000" in line, a.answer
    assert "no record" not in line
