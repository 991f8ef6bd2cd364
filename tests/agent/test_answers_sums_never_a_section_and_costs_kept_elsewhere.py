"""Sums as a litigator asks them: a matter's nickname "<firm> 138" holds a section, never an amount (the cheque's sum
is the one its papers write); costs a junior's message kept as a general chat tells, naming one matter alone, count
in that matter's total; an order's direction "within three weeks" is work due by the day it counts to.

Own small practice (a cheque case, a shop suit, a second appeal), in other names and words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import drop_file, first_line, home_built_by


def _registry(p) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. Hemlata Pethe"))
    reg.add_person(Judge(id="J2", name="Shri Anand Bhaskaran"))
    reg.add_person(Counsel(id="OC1", name="Mr. Vinayak Deshpande"))
    reg.add_person(Counsel(id="OC2", name="Mr. Rohit Sawant"))
    reg.add_person(Client(id="CL1", name="Mahalaxmi Traders"))
    reg.add_person(Client(id="CL2", name="Ganpat Chavan"))
    reg.add_person(Client(id="CL3", name="Sushila Jadhav"))
    reg.add_case(Case(id="C1", number="S.C.C. No. 611 of 2025", short_name="Mahalaxmi Traders 138",
                      title="Mahalaxmi Traders vs Prakash Ingle", judge_id="J2", counsel_id="OC2", client_id="CL1",
                      side="complainant"))
    reg.add_case(Case(id="C2", number="Title Suit No. 44 of 2024", short_name="Tilak Nagar godown ejectment",
                      title="Ganpat Chavan vs Dattatray More", judge_id="J1", counsel_id="OC1", client_id="CL2",
                      side="plaintiff"))
    reg.add_case(Case(id="C3", number="Second Appeal No. 19 of 2026", short_name="Jadhav second appeal",
                      title="Sushila Jadhav vs State of Maharashtra", judge_id="J2", counsel_id="OC2", client_id="CL3",
                      side="appellant"))


def _build(p, folder) -> None:
    _registry(p)
    for day, text in [
        ("2026-02-10", "Mahalaxmi Traders 138: CW1 affidavit filed, Ex. C1 cheque, C2 memo, C3 notice. Ingle absent."),
        ("2026-04-14", "Mahalaxmi Traders 138: CW1 cross by Sawant - suggestion of security cheque denied."),
        ("2026-06-20", "Mahalaxmi Traders 138: Ingle's 313 statement recorded. ND 30.07.2026 for DE."),
    ]:
        p.ingest_text(text, name=f"note_C1_{day}.txt", case_id="C1", date=day, author="Adv")
    drop_file(p, folder, "Bank memo Mahalaxmi.txt",
              "BANK OF MAHARASHTRA  Sadashiv Peth Branch\nCHEQUE RETURN MEMO   Date: 05.09.2025\n"
              "Cheque No. 771203 dated 01.09.2025 for Rs. 2,40,000/- drawn by PRAKASH INGLE\n"
              "in favour of M/s MAHALAXMI TRADERS\nreturned unpaid: FUNDS INSUFFICIENT\n", "C1")
    p.ingest_text("Tilak Nagar godown ejectment - More's advocate Deshpande absent again, Pethe madam gave time on "
                  "costs Rs 600 payable to plaintiff. ND 12.03.2026.", name="note_C2_2026-01-20.txt", case_id="C2",
                  date="2026-01-20", author="Adv")
    drop_file(p, folder, "WhatsApp Chat with Office Junior.txt",
              "04/03/2026, 11:02 - Kedar Joshi: Sir today other side again not ready in the ejectment, same excuse\n"
              "04/03/2026, 11:03 - Kedar Joshi: Pethe madam gave time on cost Rs 1000 this time. ND 16.04.26\n"
              "04/03/2026, 11:10 - Adv Nalini: ok note it\n", None)
    p.ingest_text("Second appeal of Jadhav admitted. Heard. Both sides shall file their written submissions within "
                  "three weeks. List on 15.01.2027.", name="order_C3_2026-11-17.txt", case_id="C3",
                  date="2026-11-17", author="Court")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sums14", _build)


def _ask(home, tmp_path, question, today="2026-12-02"):
    import shutil

    from tareekh.practice import Practice

    copy = tmp_path / "home"
    shutil.copytree(home, copy)
    with Practice.open(copy) as p:
        return p.ask(question, today=today)


@pytest.mark.parametrize("question", [
    "mahalaxmi traders ka cheque kitne ka tha",
    "mahalaxmi traders cheque evvalavu?",
    "how much was the cheque in mahalaxmi traders?",
])
def test_a_section_in_a_matters_nickname_is_never_the_cheques_amount(home, tmp_path, question):
    line = first_line(_ask(home, tmp_path, question))
    assert "Rs. 138" not in line, line
    assert "2,40,000" in line, line


@pytest.mark.parametrize("question", [
    "8 dec se pehle kya kya file karna hai",
    "what must be filed before 8 Dec?",
    "8 dec munnadi enna file pannanum?",
])
def test_a_direction_within_weeks_of_its_order_is_work_due_by_the_day_it_counts_to(home, tmp_path, question):
    answer = _ask(home, tmp_path, question).answer
    assert "written submissions" in answer, answer


@pytest.mark.parametrize("question", [
    "tilak nagar godown ejectment me total kitna cost laga?",
    "tilak nagar godown ejectment e total koto cost holo?",
    "total costs so far in the tilak nagar godown ejectment?",
])
def test_costs_a_general_chat_tells_of_one_matter_alone_count_in_its_total(home, tmp_path, question):
    line = first_line(_ask(home, tmp_path, question))
    assert "1,600" in line, line


def test_a_general_chat_naming_words_two_matters_share_is_not_counted_for_either(tmp_path):
    from tareekh.practice import Practice

    with Practice.open(tmp_path / "h") as p:
        _registry(p)
        p.ingest_text("Tilak Nagar godown ejectment - Deshpande absent, Pethe madam: costs Rs 600 to plaintiff.",
                      name="note_C2_2026-01-20.txt", case_id="C2", date="2026-01-20", author="Adv")
        drop_file(p, tmp_path, "WhatsApp Chat with Office Junior.txt",
                  "04/03/2026, 11:02 - Kedar Joshi: Sir ejectment and Jadhav appeal - both on cost Rs 1000 today\n",
                  None)
        line = first_line(p.ask("tilak nagar godown ejectment me total kitna cost laga?", today="2026-12-02"))
    assert "1,600" not in line and "600" in line, line


@pytest.mark.parametrize("text", ["अदालत ने 2,000/- हर्जाना लगाया", "अदालत में आज सुनवाई नहीं हुई"])
def test_the_court_named_in_hindi_is_no_word_of_paying(text):
    from tareekh.agent.paid_in_full import _DEPOSIT
    from tareekh.agent.unpaid_across import _PAY

    assert not _DEPOSIT.search(text) and not _PAY.search(text)
    assert _DEPOSIT.search("2,000/- अदा किया") and _PAY.search("2,000/- अदा किया")
