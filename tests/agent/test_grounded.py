"""Groundedness in code: a cited sentence's dates, amounts, case numbers and names must be in its cited facts."""

from __future__ import annotations

from tareekh.agent.factbook import FactBook
from tareekh.agent.grounded import check_answer, split_sentences
from tareekh.memory import RecalledFact

HEADER = ("O.S. No. 318 of 2022 (Seabreeze; Seabreeze RWA vs Coastal Builders), hearing of 9 Jun 2025 (2025-06-09), "
          "before Sri K. Hemadri Rao. Source: typed note by Sharvani.")


def _book():
    book = FactBook()
    book.add(RecalledFact(id="1", text="Defendant counsel Srinivas sought time; costs of Rs. 2,000 imposed.",
                          type="world", metadata={"hearing_date": "2025-06-09", "case_id": "C1", "header": HEADER}))
    book.add(RecalledFact(id="2", text="DW1 admitted work started before permissions. Next date 28.07.2025.",
                          type="world", metadata={"hearing_date": "2025-07-28", "case_id": "C1"}))
    return book


def test_sentence_with_the_right_facts_is_verified():
    checks = check_answer(
        "On 9 Jun 2025 Srinivas sought time and costs of Rs. 2,000 were imposed [1]. "
        "In O.S. No. 318 of 2022 the matter went to 28 Jul 2025 [2].",
        _book(),
    )
    assert [c.verified for c in checks] == [True, False]  # the second cites [2], whose facts lack the case number
    assert checks[1].missing == ["OS 318/2022"]


def test_wrong_date_is_unverified():
    (check,) = check_answer("On 10 Jun 2025 costs of Rs. 2,000 were imposed [1].", _book())
    assert not check.verified and check.missing == ["2025-06-10"]


def test_wrong_amount_and_unknown_name_are_unverified():
    (check,) = check_answer("Costs of Rs. 5,000 were imposed at the request of Venkatesh [1].", _book())
    assert set(check.missing) == {"Rs. 5,000", "Venkatesh"}


def test_date_written_without_year_or_in_dots_matches():
    checks = check_answer("The next date was 28.07.2025 [2]. It was on 28 Jul [2].", _book())
    assert all(c.verified for c in checks)


def test_sentences_keep_their_trailing_citations():
    parts = split_sentences("Costs imposed. [1] Sri K. Rao adjourned O.S. No. 3 of 2020 [2]. Next [3].")
    assert parts == ["Costs imposed. [1]", "Sri K. Rao adjourned O.S. No. 3 of 2020 [2].", "Next [3]."]


def test_a_day_and_month_a_note_writes_without_a_year_verifies_that_day_in_the_notes_year_only():
    book = FactBook()
    book.add(RecalledFact(id="1", text="Not reached, long list. Next date 5 Oct.", type="world",
                          metadata={"hearing_date": "2026-09-16"}))
    ok, wrong = check_answer("Next date: 5 Oct 2026 [1]. Or was it 5 Oct 2029 [1].", book)
    assert ok.verified and not wrong.verified and wrong.missing == ["2029-10-05"]


def test_a_total_stated_beside_its_parts_is_verified_by_them():
    book = FactBook()
    book.add(RecalledFact(id="1", text="Costs of Rs. 500 imposed.", type="world", metadata={"hearing_date": "2026-01-15"}))
    book.add(RecalledFact(id="2", text="Rs 1,000 more costs.", type="world", metadata={"hearing_date": "2026-05-14"}))
    (check,) = check_answer("Rs. 1,500 in all: Rs. 500 on 15 Jan 2026 [1]; Rs. 1,000 on 14 May 2026 [2].", book)
    assert check.verified
    (wrong,) = check_answer("Rs. 1,700 in all: Rs. 500 on 15 Jan 2026 [1]; Rs. 1,000 on 14 May 2026 [2].", book)
    assert wrong.missing == ["Rs. 1,700"]


def test_the_period_an_answer_looked_in_is_not_held_to_the_notes_but_a_day_inside_it_is():
    ok, = check_answer("Two listings from 1 Jun 2025 to 31 Jul 2025: 9 Jun 2025 and 28 Jul 2025 [1, 2].", _book())
    assert ok.verified
    bad, = check_answer("One listing up to 30 Jun 2025: 12 Jun 2025 [1].", _book())
    assert bad.missing == ["2025-06-12"]


def test_a_count_written_as_a_word_is_no_name():
    check, = check_answer("Twelve hearings so far in O.S. No. 318 of 2022: 9 Jun 2025 [1].", _book())
    assert check.verified


def test_a_statute_short_form_in_mixed_case_is_no_name_but_a_stranger_still_is():
    book = FactBook()
    book.add(RecalledFact(id="1", text="Accused absent again, exemption allowed. 313 statement not recorded. ND 9/3/27",
                          type="world", metadata={"hearing_date": "2027-02-11", "case_id": "C9"}))
    (ok,) = check_answer("Next date: 9 Mar 2027, for statement of accused u/s 313 CrPC / 351 BNSS [1].", book)
    assert ok.verified, ok.missing
    (bad,) = check_answer("Next date: 9 Mar 2027, for statement of accused Thirumalai u/s 313 CrPC [1].", book)
    assert bad.missing == ["Thirumalai"]
