"""How much a thing of the matter was for ("cheque kitne ka tha?", "cheque kitlo? ani compensation kitli?") is
answered with the sum the records write beside the thing — even when the thing's word is the case's own name
("the cheque complaint") and another sum is near the case's name in a chat — and each of several things asked at
once gets its own. Konkani, Nepali and Meitei question words are read like the other languages'. A small practice
written for this test (a magistrate's court below the western ghats, invented)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

MEMO = ("HIRANYAKESHI URBAN CO-OP BANK\nCHEQUE RETURN MEMO\nDate 11-01-2025\n"
        "Cheque No. 118822   Dated 04-01-2025   Amount Rs. 2,40,000/-\nReason: ACCOUNT CLOSED\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="V1", number="S.C.C. No. 77 of 2025", short_name="Vengurlekar cheque complaint",
                      title="Vengurlekar Stores vs Harshvardhan Tokbipi", side="complainant"))
    practice.ingest_text(MEMO, name="return memo.txt", case_id="V1", date="2025-01-11", author="Bank")
    practice.ingest_text("Vengurlekar cheque complaint: accused appeared, bail bond Rs 15,000 with one surety. "
                         "Next 20.03.2025.", name="v1 feb.txt", case_id="V1", date="2025-02-14", author="Lawyer")
    practice.ingest_text("ORDER\nThe cheque of Rs. 2,40,000/- was dishonoured for 'account closed'. The accused "
                         "shall pay interim compensation of Rs. 48,000/- within sixty days.",
                         name="v1 order.txt", case_id="V1", date="2025-03-20", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-of-thing", build)


def test_the_cheque_s_sum_is_read_beside_the_cheque_not_beside_the_case_s_name(pr):
    a = pr.ask("Vengurlekar cheque kitne ka tha?", today="2025-04-01")
    first = first_line(a)
    assert "2,40,000" in first and "15,000" not in first, a.answer
    assert cited_ok(pr, a)


def test_two_things_asked_in_konkani_each_get_their_sum(pr):
    a = pr.ask("Vengurlekar cheque kitlo? ani interim compensation kitli?", today="2025-04-01")
    first = first_line(a)
    assert "2,40,000" in first and "48,000" in first, a.answer


def test_konkani_nepali_and_meitei_question_words_are_read():
    assert pivot("PW2 kitle pavtti absent?").startswith("PW2 kitni baar")
    assert pivot("Vengurlekar chem appeal fuddlem kednam?") == "Vengurlekar ka appeal next kab?"  # "of", not a thing
    assert "kab" in pivot("arko sunwai kaile?")  # ("kahile" is also Odia "said": left unglossed)
    assert "kya" in pivot("order kari?")
    assert understand("PW2 kitle pavtti absent zalo?", registry=None, today=date(2025, 4, 1)).kind == "count"


def test_what_before_a_verb_the_reader_does_not_know_is_no_closing_particle(pr):
    # "kitem" (what) is read as "kya"; a verb after it the reader does not know leaves a "what" asked, not yes/no
    a = pr.ask("Vengurlekar return memo-an kitem dakhoilam?", today="2025-04-01")
    assert not first_line(a).startswith("No record"), a.answer
    assert "ACCOUNT CLOSED" in a.answer or "account closed" in a.answer.lower(), a.answer

