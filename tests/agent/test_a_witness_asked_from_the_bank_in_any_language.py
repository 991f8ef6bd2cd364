"""A bank's witness asked of as the one who came "from the bank", in the ablative of any language ("bank nunchi",
"bank theke", "bank-il ninnu", "bank se"), is the witness the notes tie to the bank: the note that lists them for
a date by the bank ("CW2 bank") and the note of their deposition that names them are one witness, by their number.
Invented notes and names, written for these tests."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.witness_callings import role_asked
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline

TODAY = date(2031, 6, 9)

NOTES = [
    ("2031-03-04", "04.03.2031 - CC 88/2030 Tirumalesh cheque - CW1 complainant chief over, cross by accused side. "
                   "ND 14.4.31 - CW2 bank"),
    ("2031-04-14", "14/4 JFCM - Tirumalesh cheque - CW2 Zodingliana, Branch Manager, Konaseema Co-op Bank, proved "
                   "the return memo Ext P6. Cross nil. ND 26.5.31 - 313"),
]


def _build(practice, folder) -> None:
    practice.registry.add_case(Case(id="T1", number="C.C. No. 88 of 2030", short_name="Tirumalesh cheque case",
                                    title="Tirumalesh vs Kothandapani", side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    p = next(opened := opened_offline(home_built_by(tmp_path_factory, "bank_ablative", _build)))
    yield p
    next(opened, None)


@pytest.mark.parametrize("typed", [
    "bank nunchi evaru saakshyam ichharu",     # Telugu
    "bank theke ke sakkhi dilo",               # Bengali
    "bank madhun kon saakshidar aala",         # Marathi
    "bank irundhu yaar saatchi sonnanga",      # Tamil
])
def test_from_the_bank_in_any_language_asks_for_the_bank_s_witness(typed):
    assert role_asked(typed)


def test_banking_as_a_word_asks_for_no_bank_witness():
    assert not role_asked("banking law kya kehta hai")


@pytest.mark.parametrize("typed", ["Tirumalesh case lo bank nunchi evaru saakshyam ichharu?",
                                   "Tirumalesh case-il bank-il ninnu aaranu mozhi kodukkan vannathu"])
def test_the_bank_s_witness_is_named_from_the_note_of_their_deposition(practice, typed):
    answer = practice.ask(typed, today=TODAY).answer
    assert "Zodingliana" in answer, answer
