"""A word for a lawyer with its honour, plural or case ending glued on ("<name> vakilanmule … kiti vela", "<name>
vakkilaal ethra thavana", "<name> vakeelgaritho") is the word for a lawyer: the question asks of that counsel, and
"vakilanmule" is no thing a note must write. agent/role_endings.py, agent/question.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.role_endings import lawyer_word_of, role_words_apart
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-01-14", "Zhavare lease dispute - Adv. Orvekar for the opponent sought time for say. Next 18.02.2026."),
    ("2026-02-18", "Zhavare lease dispute - Orvekar again sought time, not ready. Costs Rs. 300. Next 25.03.2026."),
    ("2026-03-25", "Zhavare lease dispute - say filed by Orvekar. Next 29.04.2026 for evidence."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Trimbak Orvekar"))
    reg.add_case(Case(id="L1", number="Lease Dispute No. 52 of 2025", short_name="Zhavare lease dispute",
                      title="Zhavare vs Qureshpanth", counsel_id="OC1", side="applicant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"L1 {day}.txt", case_id="L1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "lawyer-word-glued", build)


@pytest.mark.parametrize("question", ["orvekar vakilanmule zhavare case kiti vela pudhe gela",
                                      "orvekar vakkilaal zhavare case ethra thavana time chodichu"])
def test_a_lawyer_word_with_a_glued_ending_asks_of_the_counsel(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert "Orvekar" in line and ("Twice" in line or "twice" in line), a.answer


@pytest.mark.parametrize("word, role", [("vakilanmule", "vakil"), ("vakeelgaritho", "vakeel"), ("vakkilukku", "vakkil"),
                                        ("ukiler", "ukil"), ("vakilon", "vakil"), ("vakeelarige", "vakeel"),
                                        ("vakilkadun", "vakil"), ("vakilthi", "vakil")])
def test_each_language_s_ending_is_set_off_a_word_for_a_lawyer(word, role):
    assert lawyer_word_of(word) == role


@pytest.mark.parametrize("word", ["vakil", "vakilnama", "vakalatnama", "vakilpur"])
def test_a_word_that_only_begins_like_a_lawyer_word_is_kept(word):
    assert lawyer_word_of(word) is None


def test_a_word_the_practice_knows_is_never_cut():
    assert role_words_apart("vakilon ka mohalla", lambda w: w == "vakilon") == "vakilon ka mohalla"
