"""A side's witness asked ("bank ka gawah kaun hai?", "insurer er sakkhi ke?") when the notes name the witness by the
affidavit of evidence the side filed, before the court gave them a number ("bank ki taraf se branch manager
<name> ka affidavit of evidence aaya"). Before, only a numbered witness (PW, DW, RW …) answered a side's question and
the answer hedged on another matter's line; now the witness whose own line says the side is said, cited, and a
witness of the other side is not. The party's genitive before the word for a witness ("bank ka gawah", "company cha
witness") names the side as "bank ki taraf se" does. A small practice written for this test (invented names, a
money suit in Hindi and English)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="S1", number="Money Suit No. 61 of 2026", short_name="Nirmalpur dairy suit",
                                    title="Vindhyachalik Gramin Bank vs Damodarnath Bhuyanwar", side="defendant"))
    notes = [
        ("2026-09-02", "Nirmalpur dairy suit - bank ki taraf se branch manager Ghanshyamrao Pendharkar ka affidavit "
                       "of evidence aaya. Cross ke liye samay liya. Agli tarikh 14.10.2026."),
        ("2026-10-14", "Nirmalpur dairy suit - hamari taraf se Damodarnath ka affidavit abhi nahi. Agli tarikh 20.11.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="S1", date=day, author="Advocate")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "unnumbered-side-witness", build)


@pytest.mark.parametrize("question", ["Nirmalpur dairy suit me bank ka gawah kaun hai?",
                                      "Nirmalpur dairy suit: who is the bank's witness?"])
def test_the_witness_the_side_filed_an_affidavit_for_answers(pr, question):
    a = pr.ask(question, today="2026-11-01")
    line = first_line(a)
    assert "Ghanshyamrao Pendharkar" in line and "[1]" in line, a.answer


def test_the_genitive_before_a_word_for_a_witness_names_the_side():
    from tareekh.agent.side_witnesses import _asked_side

    title = "Vindhyachalik Gramin Bank vs Damodarnath Bhuyanwar"
    assert _asked_side("company cha witness kon ahe", title) == ("second", "company")
    assert _asked_side("bank ka gawah kaun hai", title) == ("first", "bank")
    assert _asked_side("bank ka khata kab band hua", title) is None
