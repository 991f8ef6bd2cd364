"""Groundedness of composed answers: what a quoted note says after a sentence's last citation is checked against the
citation that closes the quote; an amount followed by a word of Hindi grammar is that amount; a due date reckoned
from a record's day and the time limit it writes is the record's."""

from __future__ import annotations

from tareekh.agent.factbook import FactBook
from tareekh.agent.grounded import amounts_in, check_answer
from tareekh.memory import RecalledFact


def _book():
    book = FactBook()
    book.add(RecalledFact(id="1", text="Notice accepted by the standing counsel. Next date 02.03.2025.",
                          type="world", metadata={"hearing_date": "2025-01-20", "case_id": "Q1"}))
    book.add(RecalledFact(id="2", text="Stay continued. Reply by the board filed today. Listed 14.04.2025.",
                          type="world", metadata={"hearing_date": "2025-03-02", "case_id": "Q1"}))
    book.add(RecalledFact(id="3", text="Petitioner to deposit the arrears within three weeks. Rs 12,500 ki raseed "
                                       "court me di.", type="world", metadata={"hearing_date": "2025-04-14",
                                                                               "case_id": "Q1"}))
    return book


def test_a_quoted_note_s_words_after_a_citation_are_checked_with_the_citation_that_closes_them():
    checks = check_answer("So far: 20 Jan 2025 — Notice accepted [1]; 2 Mar 2025 — Stay continued. Reply by the "
                          "board filed today [2].", _book())
    assert all(c.verified for c in checks), [(c.text, c.missing) for c in checks]


def test_a_citation_before_a_colon_still_cites_the_quote_after_it():
    checks = check_answer("The last order [2]: Stay continued. Listed 14.04.2025. Then [3].", _book())
    assert all(c.verified for c in checks), [(c.text, c.missing) for c in checks]


def test_a_date_the_closing_citation_does_not_hold_is_still_unverified():
    checks = check_answer("So far: 20 Jan 2025 — Notice accepted [1]; 9 Mar 2025 — Stay continued. Reply filed [2].",
                          _book())
    assert any("2025-03-09" in c.missing for c in checks), [(c.text, c.missing) for c in checks]


def test_an_amount_before_a_hindi_postposition_is_that_amount():
    assert amounts_in("Rs 12,500 ki raseed") == {12500.0}
    assert amounts_in("Rs 4k paid") == {4000.0}
    (check,) = check_answer("The receipt of Rs 12,500 was given [3].", _book())
    assert check.verified, check.missing


def test_a_due_date_reckoned_from_the_record_s_day_and_its_time_limit_is_verified():
    (check,) = check_answer("Deposit the arrears (by 5 May 2025) [3].", _book())  # 14 Apr + three weeks
    assert check.verified, check.missing
    (check,) = check_answer("Deposit the arrears (by 19 May 2025) [3].", _book())
    assert not check.verified
