"""A short form the notes write with its dots ("I.O.", "N.B.W.", "P.E.") is the one a lawyer types in court without
them ("<client> IO", "nbw?"): a bare question of two words finds the notes on it. A lone letter with a dot before
another word ("a. b") is no short form, nor a case's type before its number ("O.S. 412/2023"). Invented notes, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import stems
from tareekh.registry.models import Case


@pytest.mark.parametrize("text, short", [
    ("I.O. absent again", "io"),
    ("N.B.W. issued against the witness", "nbw"),
    ("Peshi 3.4 for P. E. only", "pe"),
])
def test_a_dotted_short_form_holds_the_word_typed_without_dots(text, short):
    assert short in stems(text)


def test_a_lone_letter_with_a_dot_is_no_short_form():
    assert "ab" not in stems("see para a. b is not relevant")


@pytest.mark.parametrize("text, short", [("O.S. 412/2023 heard in part", "os"), ("Spl. S.C. No. 7/2025 - PW2", "sc")])
def test_a_case_type_before_its_number_is_no_word_of_the_note(text, short):
    # a question's "sc st case" or "OS 412" names the matter by its number; every record of a matter of that type
    # holding the word would drown the one asked of
    assert short not in stems(text)


def test_a_bare_question_with_the_short_form_undotted_finds_the_note(practice):
    practice.registry.add_case(Case(id="S1", number="S.C. No. 19 of 2024", short_name="Jaskirat murder trial",
                                    title="State vs Jaskirat Singh", side="accused", court="Sessions Court, Sirsa"))
    practice.ingest_text("4.1.27 ASJ Sirsa - Jaskirat trial. I.O. absent the third time. Court issued N.B.W. against "
                         "him, last chance to the prosecution. ND 20.1.2027.",
                         name="jaskirat 4.1.txt", case_id="S1", date="2027-01-04", author="Lawyer")
    ans = practice.ask("jaskirat IO", today="2027-01-20")
    assert "last chance" in ans.answer, ans.answer
