"""A witness asked about by their office ("the tehsildar", "the bank's witness") is found by that office, and the
words that ask for their evidence ("gawahi", "testimony", "sakshya") are no topic their account must hold: the day
they were examined is the answer, not a list of witnesses that happens to write "witness". A witness called by their
employer is the one whose own line holds that employer or their post there ("Dy. Manager, UCO"), not a witness whose
line only asks that the bank's officer be summoned.

Invented practice (a land suit and a cheque case), in words of my own."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="L1", number="O.S. No. 212 of 2023", short_name="Kesari mutation suit",
                                    title="Kesari Devi vs Harinarayan", side="plaintiff"))
    practice.registry.add_case(Case(id="N1", number="S.T.C. No. 5180 of 2024", short_name="Ostwal cheque case",
                                    title="Ostwal Traders vs Kiran Bhosle", side="accused"))
    notes = [
        ("L1", "2025-01-10", "Kesari suit - list of witnesses filed by plaintiff: PW1 Kesari Devi, PW2 tehsildar with "
                             "mutation register. Next 14.02.2025."),
        ("L1", "2025-03-14", "Kesari suit - PW1 Kesari Devi cross by Khare (part)\n1. Admitted she signed no application "
                             "for partition.\n2. Admitted she learnt of the mutation only in 2024.\n"
                             "Next: further cross PW1 + PW2 tehsildar."),
        ("L1", "2025-04-22", "Kesari suit 22.4 - PW2 tehsildar Bhuvan Sisodia came at last.\nChief: proved the "
                             "mutation order as Ex P-6.\nCross by Khare: conceded the mutation was entered without any "
                             "notice to Kesari Devi; no proclamation was affixed in the village. Next 30.05.2025."),
        ("N1", "2025-02-03", "Ostwal - CW1 Harish Ostwal cross by me - admits the cheque was a blank signed leaf."),
        ("N1", "2025-03-17", "CW-1 Harish Ostwal: his cross closed today. On the complainant's request the court will call the "
                             "Branch Manager, UCO Bank, Station Road, to bring the ledger."),
        ("N1", "2025-05-09", "Ostwal 9.5 - CW2 Reena Pillai, Dy. Manager, UCO Station Road - proved the ledger "
                             "(Ex P-9): the account held Rs 4,215 on the day of presentation; the cheque series was "
                             "issued in 2019."),
    ]
    for case, day, text in notes:
        practice.ingest_text(text, name=f"note {case} {day}.txt", case_id=case, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-by-office", build)


def test_a_witness_asked_of_in_their_evidence_is_answered_from_their_examination(pr):
    # Hindustani in Latin letters: "what did the tehsildar concede in his evidence?"
    a = pr.ask("tehsildar ne gawahi mein kya maana?", today="2025-07-01")
    assert "without any notice" in a.answer, a.answer


def test_an_admission_said_first_is_the_witness_s_own_not_another_s_cross_on_the_day_they_were_listed(pr):
    a = pr.ask("what did the tehsildar admit?", today="2025-07-01")
    assert "learnt of the mutation" not in first_line(a) and "signed no application" not in first_line(a), a.answer
    assert "without any notice" in a.answer, a.answer


def test_a_witness_asked_of_in_their_testimony_is_answered_from_their_examination(pr):
    a = pr.ask("what did the tehsildar admit in his testimony?", today="2025-07-01")
    assert "without any notice" in a.answer, a.answer


def test_the_bank_s_witness_is_the_one_whose_line_holds_their_post_there(pr):
    a = pr.ask("bank wale gawah ne ostwal case me kya bataya", today="2025-07-01")
    assert "Pillai" in first_line(a) and "4,215" in a.answer and "2019" in a.answer, a.answer


def test_the_bank_s_witness_asked_in_devanagari(pr):
    a = pr.ask("ओस्टवाल केस में बैंक वाले गवाह ने क्या बताया", today="2025-07-01")
    assert "Pillai" in first_line(a) and "4,215" in a.answer, a.answer
