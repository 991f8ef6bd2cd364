"""A name typed in the Perso-Arabic script of Sindhi or Kashmiri, or in Urdu's with its vowel marks: heard by the one
letter table filing reads Urdu by (memory/urdu.py), so a Sindhi "ڪ" is the "k" of the notes' Roman name and a marked
"پَروِیز" is the plain "پرویز".

Invented practice: a suit over a shop's tenancy in which the landlord's manager and a neighbour deposed."""

from __future__ import annotations

import pytest

from tareekh.memory.sounds import sound_key, urdu_keys
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


@pytest.mark.parametrize(("typed", "roman"), [
    ("ڪليم", "Kaleem"),  # Sindhi's kaf
    ("ڪلاڻي", "Kalani"),  # … and its retroflex noon
    ("ٽيڪچند", "Tekchand"),  # Sindhi's retroflex te
    ("پَروِیز", "Parvez"),  # Urdu with zabar and zer written
    ("مہتاب", "Mehtab"),
    ("بڑا", "Bara"),  # Urdu's "ڑ", said "r" in Roman spelling
    ("بڑا", "Bada"),  # … or "d"
])
def test_a_name_in_perso_arabic_letters_is_heard_as_the_roman_one(typed, roman):
    assert sound_key(roman) in urdu_keys(typed)


def test_a_sindhi_spelling_is_not_heard_as_another_name():
    assert sound_key("Mehtab") not in urdu_keys("ڪليم")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T9", number="R.C.S. No. 41 of 2025", short_name="Dukan tenancy suit",
                                    title="Ghazala Mehtab vs Hameeda Kalani", side="plaintiff"))
    practice.ingest_text(
        "9/2/26 Civil Judge JD - Dukan tenancy RCS 41/25\nPW-2 Kaleem Dilshad (manager of plaintiff) examined: "
        "\"kiraya teen saal se nahi mila, chaabi unke paas hai\". Cross by defence over.\nND 12/3/26 DW evidence",
        name="dukan 9 feb.txt", case_id="T9", date="2026-02-09", author="Lawyer")
    practice.ingest_text(
        "12/3/26 Civil Judge JD - Dukan tenancy RCS 41/25\nPW-3 Lekhraj Jethani (neighbour) examined: "
        "\"dukan do saal se band rehti thi\". Cross by defence over.\nND 20/4/26 DW evidence",
        name="dukan 12 mar.txt", case_id="T9", date="2026-03-12", author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "sindhi-name", build), create=False)
    yield p
    p.close()


def test_a_witness_named_in_sindhi_script_is_answered_from_his_deposition(pr):
    a = pr.ask("ڪليم ne gawahi me kya kaha tha", today="2026-04-01")
    assert "Kaleem" in first_line(a) and "Lekhraj" not in first_line(a), a.answer
    assert "teen saal" in a.answer, a.answer


def test_a_name_is_heard_in_the_notes_of_the_practice_asked_not_of_one_asked_before():
    """Two practices with as many records up to the same id (one process opens both: the GUI's other practice, a
    test run): the second's question hears its own notes' name, not the first's."""
    from types import SimpleNamespace

    from tareekh.agent.script_words import spelt_as_notes

    def asked(texts: list[str]) -> str:
        records = [SimpleNamespace(entry_id=i, text=t) for i, t in enumerate(texts, 1)]
        q = SimpleNamespace(text="ڪليم ne gawahi me kya kaha tha", topics=[])
        spelt_as_notes(q, lambda: records)
        return q.text.lower()  # (the notes' word, as the question's words are read: lower case)

    assert "kalim" in asked(["PW-2 Kalim Zarbafi examined", "ND 12/3/26 DW evidence"])
    heard = asked(["PW-2 Kaleem Dilshad examined", "ND 12/3/26 DW evidence"])
    assert "kaleem" in heard and "kalim" not in heard, heard
