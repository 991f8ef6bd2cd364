"""A person the notes write in Latin letters, asked of by a name typed in Urdu's script ("نرگس ne gawahi me kya kaha"):
heard by its consonants (memory/sounds.py `urdu_keys`: a waw or ye inside a word is a consonant or a long vowel)
and read as the notes write it; a name no note writes is still said back as typed.

Invented practice: a partition suit in which the plaintiff's sister deposed."""

from __future__ import annotations

import pytest

from tareekh.memory.sounds import sound_key, urdu_keys
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


@pytest.mark.parametrize(("urdu", "roman"), [("نرگس", "Nargis"), ("گلناز", "Gulnaz"), ("رحمت اللہ", "Rehmat"),
                                             ("تبسم", "Tabassum"), ("نوید", "Naveed"), ("یوسف", "Yusuf"),
                                             ("پانڈے", "Pandey")])
def test_an_urdu_spelling_is_heard_as_the_roman_one(urdu, roman):
    assert sound_key(roman) in urdu_keys(urdu.split()[0])


def test_an_urdu_spelling_is_not_heard_as_another_name():
    assert sound_key("Tabassum") not in urdu_keys("نرگس")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P4", number="O.S. No. 77 of 2025", short_name="Kothi partition suit",
                                    title="Gulnaz Parveen vs Rehmatullah & Ors.", side="plaintiff"))
    practice.ingest_text(
        "14/3/26 Civil Judge SD - Kothi partition OS 77/25\nPW-3 Nargis Tabassum (sister of plaintiff) examined: "
        "\"abba ne koi wasiyat nahi likhi, ghar sab ka hai\". Cross by defence over.\nND 20/4/26 DW evidence",
        name="kothi 14 mar.txt", case_id="P4", date="2026-03-14", author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "urdu-name", build), create=False)
    yield p
    p.close()


def test_a_witness_named_in_urdu_script_is_answered_from_her_deposition(pr):
    a = pr.ask("نرگس تبسم ne gawahi me wasiyat pe kya kaha tha", today="2026-04-01")
    assert "wasiyat nahi" in a.answer and not a.answer.startswith("No record"), a.answer


def test_a_name_in_urdu_script_no_note_writes_is_said_back_as_typed(pr):
    a = pr.ask("شگفتہ بانو ne gawahi me kya kaha tha", today="2026-04-01")
    assert "شگفتہ" in first_line(a) and "wasiyat" not in first_line(a), a.answer
