"""bench/answers.py's scoring: a key fact is stated when the answer says it, in any form the product writes it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "bench" / "answers.py"


@pytest.fixture(scope="module")
def answers():
    spec = importlib.util.spec_from_file_location("bench_answers", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_date_key_is_stated_by_the_prose_date_the_answer_writes(answers):
    assert answers.stated(["03.03.2026", "03/03/2026"], "Last hearing in O.S. 1/2024: 3 Mar 2026 — DW-1 cross [1].")
    assert answers.stated(["18.11.2025"], "Rejected on 18 Nov 2025 [2].")


def test_a_prose_date_of_another_day_month_or_year_does_not_state_the_key(answers):
    assert not answers.stated(["03.03.2026"], "Last hearing: 13 Mar 2026 [1].")
    assert not answers.stated(["03.03.2026"], "Last hearing: 3 Apr 2026 [1].")
    assert not answers.stated(["03.03.2026"], "Last hearing: 3 Mar 2025 [1].")


def test_a_date_key_in_any_written_form_is_stated_by_the_same_day_in_prose(answers):
    said = "Allowed on 22 Jul 2026 [1]."
    for key in ("22/07/26", "2026-07-22", "22nd day of July 2026", "22 july 2026", "22-7-2026"):
        assert answers.stated([key], said), key


def test_a_date_key_in_another_form_does_not_state_a_different_day(answers):
    for key in ("21/07/26", "2026-07-23", "22nd day of June 2026", "22/07/25"):
        assert not answers.stated([key], "Allowed on 22 Jul 2026 [1]."), key
    assert not answers.stated(["2026-13-01"], "On 1 Jan 2026 [1].")


def test_other_keys_are_matched_as_written_lower_case(answers):
    assert answers.stated(["twice", "2 times"], "Twice by the other side [1].")
    assert not answers.stated(["rs. 5,000"], "Costs of Rs. 500 [1].")


def test_a_count_is_not_stated_by_a_citation_marker_of_the_same_number(answers):
    assert not answers.stated(["3", "three"], "Twice: the other side sought time on 2 Feb and 9 Mar [3].")
    assert not answers.stated(["2"], "Once, on 4 Jan [1, 2].")
    assert answers.stated(["3", "three"], "Three times [1, 2, 4].")


def test_a_no_record_answer_that_states_the_terms_only_after_its_first_sentence_is_saved_as_dishonest(answers, tmp_path):
    questions = [
        {"id": "N1", "type": "no_record", "q": "did anyone turn approver?", "no_record": True,
         "key_facts": [["no approver"]]},
        {"id": "N2", "type": "no_record", "q": "is there a receiver?", "no_record": True,
         "key_facts": [["no receiver"]]},
    ]
    said = [
        {"id": "N1", "answer": "Last hearing: 8 Jan 2027. The officer said there was no approver.", "citations": []},
        {"id": "N2", "answer": "No record of a receiver in your notes. There is no receiver.", "citations": []},
    ]
    figures, rows = answers.score(questions, said, tmp_path)
    assert figures["no_record_honest"] == "1/2"
    assert [(r["id"], r["honest"]) for r in rows] == [("N1", False), ("N2", True)]


def test_a_bare_verdict_word_is_stated_only_as_a_word_of_its_own(answers):
    assert not answers.stated(["no"], "Not on record: nothing in your notes says so.")
    assert not answers.stated(["haan"], "Bhaanu's reply filed.")
    assert answers.stated(["no"], "No — the appeal was not filed.")
    assert answers.stated(["yes", "granted"], "Yes, bail was granted on 3 Mar 2026.")
    assert not answers.stated(["yes"], "Heard yesterday.")


def test_a_longer_key_is_still_stated_inside_a_longer_word(answers):
    assert answers.stated(["cost"], "Costs of Rs 500 imposed.")


def test_a_count_is_stated_only_by_the_number_standing_alone(answers):
    assert answers.stated(["7", "seven"], "Seven hearings so far: 7 in all.")
    assert answers.stated(["7"], "7 hearings before the DLLRO.")
    assert not answers.stated(["7"], "Five hearings: 17 Jun 2031, khatian 87/1, Rs 7,000 paid on 07.03.2031.")
    assert not answers.stated(["12"], "Heard on 12.03.2031 at 10:12.")
