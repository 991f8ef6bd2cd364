"""A registry name written with accents ("Dorothée", "Teotónio", a name in IAST's "ā") is typed by the lawyer in
plain letters: the question's "dorothee case" names that case, as the accented spelling does; read as the accented
letters' pieces ("doroth", "e") it named no case and the answer said there was none. An Indic script's vowel signs
and nukta are its letters and stay. Names made up for this test."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.agent.lexicon import words
from tareekh.agent.question_words import fold, tokens
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def test_latin_accents_fold_to_the_plain_letter_and_indic_signs_stay():
    assert tokens("Dorothée Vasquinha Teotónio") == ["dorothee", "vasquinha", "teotonio"]
    assert tokens("Śrīnivāsa") == ["srinivasa"]
    assert words("Teotónio Vasquinha's suit") == words("Teotonio Vasquinha's suit")  # the notes' words alike
    for indic in ("क़ानून सिंह", "হয়েছে", "ಕೊನೆಯ", "ഉത്തരവ്"):
        assert fold(indic) == indic


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="O.S. No. 61 of 2026", short_name="Teotónio property suit",
                                    title="Dorothée Vasquinha vs Teotónio Vasquinha", side="plaintiff"))
    practice.ingest_text("Dorothée suit - WS filed by defendant. Next 14.09.2026 for issues.", name="p1 note.txt",
                         case_id="P1", date="2026-07-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "accented-names", build)


@pytest.mark.parametrize("asked", ["dorothee case la last time enna aachu?", "teotonio wale suit me last date kya hua?"])
def test_a_name_typed_without_its_accents_names_the_case(pr, asked):
    q = understand(asked, registry=pr.registry, today=date(2026, 8, 1))
    assert q.cases == ["P1"] and not q.unknown_case, (q.cases, q.unknown_case)


def test_the_answer_finds_the_case_named_without_accents(pr):
    a = pr.ask("dorothee case la last time enna aachu?", today="2026-08-01")
    assert "no case called" not in a.answer and "20 Jul 2026" in a.answer, a.answer
