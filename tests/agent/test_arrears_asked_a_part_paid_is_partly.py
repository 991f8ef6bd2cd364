"""'Did he pay the arrears?' — arrears are the whole that fell due: one receipt of a sum "towards arrears" is no yes
when the notes say a balance is still owed. The client's own chat, filed under no case because it speaks of both her
matters (maintenance and custody), tells the balance; "arrears" is a thing of the maintenance matter alone, so the
chat counts for it: the answer is "Partly", with what is left. Invented notes in Hinglish, written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = ("14/09/2026, 17:20 - Adv Gowrishankar: Aaj Boopathi ne court me Rs. 15,000 jama kiye, nazir ki raseed mili. "
        "Baaki arrears (abhi 60,000 se upar) ke liye recovery application pending hai.\n"
        "14/09/2026, 17:24 - Ilavarasi Thangaraj: sirf 15 hazaar?\n"
        "14/09/2026, 17:30 - Adv Gowrishankar: Bachche wale case me counsellor ne aaj baat ki. Next 20/10/26.\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CI", name="Ilavarasi Thangaraj"))
    reg.add_case(Case(id="F1", number="M.C. No. 61 of 2026", short_name="Ilavarasi maintenance",
                      title="Ilavarasi Thangaraj vs Boopathi Thangaraj", client_id="CI", side="petitioner"))
    reg.add_case(Case(id="F2", number="G.W.O.P. No. 12 of 2026", short_name="Ilavarasi custody",
                      title="Boopathi Thangaraj vs Ilavarasi Thangaraj", client_id="CI", side="respondent"))
    practice.ingest_text("Interim maintenance Rs. 9,000 p.m. from the date of the petition. Arrears to be cleared "
                         "within two months. ND 14.09.2026.", name="order 3.7.txt", case_id="F1",
                         date="2026-07-03", author="Lawyer")
    practice.ingest_text("RECEIPT No. 552 dated 14/09/2026. Received from Boopathi Thangaraj Rs. 15,000/- towards "
                         "arrears of interim maintenance in M.C. 61/2026. Nazir", name="receipt 14.9.txt",
                         case_id="F1", date="2026-09-14", author="Lawyer")
    practice.ingest_text("Ilavarasi custody - counsellor report called for. ND 14.09.2026.", name="custody 3.7.txt",
                         case_id="F2", date="2026-07-03", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Ilavarasi Thangaraj.txt", CHAT, None)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "arrears-part-paid", build)


def test_the_chat_is_filed_under_no_case(pr):
    assert any(not e.case_id and "Baaki arrears" in e.text for e in pr.entries()), "the chat was filed"


def test_a_part_of_the_arrears_paid_is_partly_with_the_balance(pr):
    a = pr.ask("boopathi ne ilavarasi ke arrears bhar diye kya?", today="2026-09-16")
    first = first_line(a)
    assert first.startswith("Partly"), a.answer
    assert "60,000" in first and "15,000" in first, a.answer
