"""Answers a litigator can act on, one test per kind of question, on a practice written for these tests (pune.py).

The first sentence answers (a count, yes/no, a date, an amount, who) with its [n]; every [n] resolves to a stored
record with its source file; no internal id appears in the answer; a name that matches nothing is said back.
"""

from __future__ import annotations

import re

import pytest

from tests.agent import pune
from tests.agent.helpers import first_line as first, home_built_by


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pune", lambda p, _folder: pune.build(p))


def resolves(p, answer) -> bool:
    """Every [n] is a citation of a filed record that has its source file."""
    numbers = {int(n) for m in re.finditer(r"\[([\d,\s]+)\]", answer.answer) for n in m.group(1).split(",")}
    cited = {c.n: c for c in answer.citations}
    if numbers != set(cited):
        return False
    for c in answer.citations:
        entry = p.entry(int(c.entry_id))
        if entry.status != "retained" or not c.source_file or c.source_file != entry.source_file:
            return False
    return True


def no_ids(answer) -> bool:
    return not re.search(r"\b(?:K[1-4]|J[12]|OC[12]|CL[1-3])\b|entry:\d", answer.answer)


def test_count_states_the_number_first_with_each_date_cited(pr):
    a = pr.ask("Patwardhan ne Baner plot mein kitni baar time liya?", today="2026-03-01")
    assert first(a).startswith("Two times") and "4 Nov 2025" in first(a) and "9 Dec 2025" in first(a)
    assert "O.S. 212/2023 — Baner plot suit" in first(a)
    assert resolves(pr, a) and no_ids(a) and a.case_labels == ["O.S. 212/2023 — Baner plot suit"]


def test_next_date_gives_the_date_and_prefers_the_order_sheet_over_a_note(pr):
    a = pr.ask("Kothrud WP next date?", today="2025-12-20")
    assert first(a).startswith("Next date in W.P. 5120/2025 — Kothrud water tank WP: 7 Jan 2026")
    assert "says 8 Jan 2026" in first(a)  # the note that disagrees is shown, the order sheet wins
    assert {c.doc_type for c in a.citations} == {"order_sheet", "typed_note"} and resolves(pr, a)


def test_a_disposed_case_has_no_next_date_and_says_why(pr):
    a = pr.ask("Hadapsar CMA ki agli date?", today="2026-03-01")
    assert first(a).startswith("C.M.A. 77/2025 — Hadapsar CMA has no next date: it was dismissed on 10 Jan 2026")
    assert resolves(pr, a)


def test_last_time_names_the_last_hearing_and_the_next_date(pr):
    a = pr.ask("What happened last time in Baner plot?", today="2026-03-01")
    assert "Last hearing in O.S. 212/2023 — Baner plot suit: 26 Feb 2026" in first(a) and "20 Mar 2026" in first(a)
    assert "admitted the fence was put up only in 2014" in a.answer and resolves(pr, a)
    earlier = pr.ask("What happened last time in Baner plot?", today="2026-02-01")
    assert "22 Jan 2026" in first(earlier)


def test_yes_no_about_costs_answers_yes_with_when_they_were_paid(pr):
    a = pr.ask("Did Patwardhan pay the 2500 costs?", today="2026-03-01")
    assert first(a).startswith("Yes") and "paid on 22 Jan 2026" in first(a) and resolves(pr, a)


def test_yes_no_with_nothing_on_record_says_so_and_cites_nothing(pr):
    a = pr.ask("Did the court order a site inspection in Baner plot?", today="2026-03-01")
    # (a two-word thing no record of the matter writes: "Not on record: no record of yours on … mentions a site inspection")
    assert first(a).startswith(("No record of a site inspection", "Not on record")) and a.citations == []
    assert "site inspection" in first(a)


def test_what_a_witness_said_in_chief_and_in_cross(pr):
    a = pr.ask("What did PW1 say about the fence, chief vs cross?", today="2026-03-01")
    assert first(a).startswith("PW-1 (Anil) in O.S. 212/2023 — Baner plot suit")
    assert "in chief on 22 Jan 2026" in first(a) and "in cross on 26 Feb 2026" in first(a)
    assert "fenced it in 2012" in a.answer and "only in 2014" in a.answer and resolves(pr, a)


def test_a_judges_habits_come_with_a_cited_example(pr):
    a = pr.ask("How does Menon sir handle repeated adjournments?", today="2026-03-01")
    assert first(a).startswith("What your notes record of Menon sir:") and "9 Dec 2025" in first(a)
    assert "no more adjournments" in a.answer and resolves(pr, a)


def test_pending_work_for_a_case_before_a_day(pr):
    a = pr.ask("What is pending in Baner plot before 20 Mar?", today="2026-03-01")
    assert "tax receipts" in first(a) and "due 15 Mar 2026" in first(a) and resolves(pr, a)


def test_pending_for_tomorrow_reads_the_matters_listed_that_day(pr):
    a = pr.ask("kal ke liye kya pending hai?", today="2026-03-19")
    assert first(a).startswith("Two matters listed on 20 Mar 2026")
    assert "O.S. 212/2023 — Baner plot suit" in first(a) and "O.S. 88/2024 — Baner shop suit" in first(a)
    assert "overdue" in first(a) and resolves(pr, a)


def test_a_bare_question_is_read_against_the_matters_listed_today(pr):
    a = pr.ask("tax receipts?", today="2026-03-20")
    assert "listed today" in first(a) and "O.S. 212/2023 — Baner plot suit" in a.answer and resolves(pr, a)


def test_an_amount_across_cases_is_a_total_of_its_parts(pr):
    a = pr.ask("How much costs were imposed on the other side across my cases?", today="2026-03-01")
    assert first(a).startswith("Rs. 2,500 in all") and resolves(pr, a) and a.unverified_sentences == []


def test_a_counsels_pattern_across_cases(pr):
    a = pr.ask("Patwardhan ka pattern kya hai?", today="2026-03-01")
    assert first(a).startswith("Sri Dinesh Patwardhan in O.S. 212/2023 — Baner plot suit")
    assert "sought time two times" in first(a) and "Rs. 2,500" in first(a)
    assert resolves(pr, a) and a.unverified_sentences == []


def test_a_case_that_is_not_in_the_registry_is_said_back_and_not_answered_from_another(pr):
    a = pr.ask("Next date in the Wakad flat case?", today="2026-03-01")
    assert first(a).startswith("No such case: there is no case called 'Wakad flat case'") and a.citations == []
    chat = pr.ask("Baner plot next date?", today="2026-03-01")
    b = pr.ask("Next date in the Wakad flat case?", today="2026-03-01", chat_id=chat.chat_id)
    assert "No such case" in first(b) and b.citations == [] and b.case_ids == []  # the chat's case is not assumed


def test_a_judge_that_is_not_in_the_registry_is_said_back(pr):
    a = pr.ask("What did Justice Rane say in Kothrud WP?", today="2026-03-01")
    assert first(a).startswith("No such judge: there is no judge called 'Justice Rane'")
    assert "Kothrud water tank WP is before Iyer J" in a.answer and a.citations == []


def test_a_shared_name_answers_for_each_case_it_names(pr):
    a = pr.ask("Baner suit next date?", today="2026-03-01")
    assert "O.S. 212/2023 — Baner plot suit: 20 Mar 2026" in a.answer
    assert "O.S. 88/2024 — Baner shop suit: 20 Mar 2026" in a.answer
    assert sorted(a.case_labels) == ["O.S. 212/2023 — Baner plot suit", "O.S. 88/2024 — Baner shop suit"]


def test_a_case_named_in_the_question_wins_over_the_chats_case(pr):
    chat = pr.ask("Baner plot next date?", today="2026-03-01")
    a = pr.ask("Hadapsar CMA ki agli date?", today="2026-03-01", chat_id=chat.chat_id)
    assert a.case_ids == ["K4"] and "Hadapsar CMA" in first(a) and "Baner" not in a.answer


def test_an_open_question_with_nothing_on_it_says_nothing_in_your_notes(pr):
    from tareekh.agent.offline import NO_RECORD

    a = pr.ask("What is the weather in Paris?", today="2026-03-01")
    assert NO_RECORD == "Nothing in your notes on this."
    assert a.answer.startswith("Nothing in your notes on") and a.citations == []


def test_a_briefing_gives_the_last_hearing_the_pending_work_and_the_next_date(pr):
    a = pr.ask("Brief me on Baner plot suit: what happened last time, what is pending, and what is it listed for next?",
               today="2026-03-01")
    assert "Last hearing in O.S. 212/2023 — Baner plot suit: 26 Feb 2026" in first(a)
    assert "20 Mar 2026" in first(a) and "tax receipts" in first(a) and resolves(pr, a)
