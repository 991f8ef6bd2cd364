"""A sum asked of one matter in words no sentence with a sum writes ("<matter> er dabi koto?", "claim evvalavu?"):
the sums the matter's records write are stated, each with its line — not the matter's last hearing, which answers
nothing asked.

Own small practice (a timber supply suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="Money Suit No. 19 of 2025", short_name="Nongsiej timber suit",
                      title="Nongsiej Sawmill vs Marak", side="plaintiff"))
    practice.ingest_text("STATEMENT OF ACCOUNT\nSupplies of sal logs, March to June 2024.\n"
                         "Outstanding as per statement Rs. 3,40,000", name="nongsiej statement.txt", case_id="T1",
                         date="2025-01-20", author="Client")
    practice.ingest_text("Nongsiej timber suit - defendant Marak absent, costs Rs 700. Next 04.09.2026.",
                         name="nongsiej 1.txt", case_id="T1", date="2026-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-unread-words", build)


@pytest.mark.parametrize("question", [
    "Nongsiej timber suit er dabi koto?",
    "Nongsiej timber suit la evvalavu amount claim pannom?",
    "Nongsiej timber suit ka dawa kitne ka hai?",
])
def test_the_sums_written_are_stated_when_no_line_writes_the_words_asked(pr, question):
    line = first_line(pr.ask(question, today="2026-07-01"))
    assert "Rs. 3,40,000" in line and not line.startswith("Last hearing"), line


@pytest.mark.parametrize("question, word", [
    ("Nongsiej timber suit madhe no fault kiti milale?", "fault"),
    ("Nongsiej timber suit er dabi koto?", "dabi"),
])
def test_a_word_no_record_writes_is_said_unwritten_before_the_sums(pr, question, word):
    # the notes never write the thing asked: the answer opens by saying so (no sum of theirs is given as its sum),
    # then the sums the matter's records do write, for the lawyer to judge
    line = first_line(pr.ask(question, today="2026-07-01"))
    assert line.startswith("No record") and f"'{word}'" in line and "Rs. 3,40,000" in line, line


def test_a_word_the_records_write_is_not_said_unwritten(pr):
    line = first_line(pr.ask("Nongsiej timber suit sal logs kitne ka?", today="2026-07-01"))
    assert not line.startswith("No record") and "Rs. 3,40,000" in line, line


def test_a_question_with_a_word_the_records_write_is_not_said_unwritten(pr):
    # "supplies" is written by the account; the unknown verb beside it is the question's grammar, not its thing
    line = first_line(pr.ask("Nongsiej timber suit supplies evlo, avanga kodukkaradhu evlo?", today="2026-07-01"))
    assert not line.startswith("No record") and "Rs. 3,40,000" in line, line
