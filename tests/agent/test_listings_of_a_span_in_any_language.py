"""A span of days to come asked in any Indian language ("agle 10 din", "next 2 weeks", "ya mahinyat", "ei mashe",
"disambar") with the matters of it asked in that language's words ("mamle", "kesulu", "date-wise") is answered
with every matter listed in the span, day by day, each with what it is listed for — even when the question's
other words (its verb, its "how many") are of a language the rules do not read.
A small practice written for this test (a district court of the Kaveri delta, invented)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.periods import month_part_gone, span_ahead
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="A.S. No. 41 of 2024", short_name="Karikalan easement appeal",
                      title="Karikalan vs Panchayat Union", side="appellant"))
    reg.add_case(Case(id="K2", number="C.C. No. 610 of 2025", short_name="Thenmozhi cheque complaint",
                      title="Thenmozhi Arasu vs Ezhil Traders", side="complainant"))
    reg.add_case(Case(id="K3", number="E.P. No. 12 of 2023", short_name="Pallavan execution",
                      title="Pallavan vs Rathinam", side="decree holder"))
    practice.ingest_text("Easement appeal: lower court records received. Posted to 06.11.2025 for hearing the appeal.",
                         name="k1.txt", case_id="K1", date="2025-10-20", author="Lawyer")
    practice.ingest_text("Cheque complaint: accused questioned u/s 313. Adjourned to 13.11.2025 for defence side "
                         "evidence.", name="k2.txt", case_id="K2", date="2025-10-22", author="Lawyer")
    practice.ingest_text("Execution: bailiff's return awaited. Posted to 26.11.2025 for the bailiff's report.",
                         name="k3.txt", case_id="K3", date="2025-10-24", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "span-any-language", build)


@pytest.mark.parametrize("asked", [
    "next 2 weeks ethana mamle varudhu, date-wise?",       # a "how many" and a verb the rules do not read
    "agle 10 din mein kaun kaun se cases hain?",
    "pudhil don aathavde konte matters aahet?",
])
def test_a_count_of_weeks_or_days_ahead_lists_the_matters_listed_in_it(pr, asked):
    a = pr.ask(asked, today="2025-11-03")
    first = first_line(a)
    assert "6 Nov 2025" in first and "Karikalan" in first, a.answer
    assert "13 Nov 2025" in first and "Thenmozhi" in first, a.answer
    assert "Pallavan" not in first, a.answer  # listed on the 26th, after the span
    assert first.index("Karikalan") < first.index("Thenmozhi"), a.answer  # day by day
    assert "for defence side evidence" in first, a.answer  # what each is listed for
    assert cited_ok(pr, a)


@pytest.mark.parametrize("asked", ["november mein kaun se matters hain aur kis stage pe?",
                                   "ei mashe kon kon mamla ache?"])
def test_a_month_named_or_this_month_in_other_words_lists_its_matters(pr, asked):
    a = pr.ask(asked, today="2025-11-03")
    first = first_line(a)
    assert all(n in first for n in ("Karikalan", "Thenmozhi", "Pallavan")), a.answer
    assert "26 Nov 2025" in first and "bailiff" in first, a.answer


def test_spans_are_read_in_the_scripts_and_with_number_words():
    today = date(2025, 11, 3)
    assert span_ahead("अगले दो सप्ताह में कौन से मामले?", today) == (today, date(2025, 11, 17))
    assert span_ahead("अगले 2 सप्ताह में कौन से मामले?", today) == (today, date(2025, 11, 17))
    assert span_ahead("agle das din", today) == (today, date(2025, 11, 13))
    assert span_ahead("ডিসেম্বর মাসে কি কি মামলা", today) == (date(2025, 12, 1), date(2025, 12, 31))
    assert span_ahead("what is listed in the next month", today) == (date(2025, 12, 1), date(2025, 12, 31))
    assert span_ahead("may I see the file", today) is None  # "may" asks; it is no month
    assert month_part_gone("pooja ne april end mein kya bataya", today) == (date(2025, 4, 21), date(2025, 4, 30))


def test_a_month_s_end_gone_by_is_the_period_of_a_question_of_what_was_said():
    from tareekh.agent.question import understand

    q = understand("client ne april end mein phone pe kya bataya tha", registry=None, today=date(2025, 11, 3))
    assert (q.since, q.until) == (date(2025, 4, 21), date(2025, 4, 30)), (q.since, q.until)


@pytest.mark.parametrize("asked", [
    "agle hafte kya kya laga hai",           # "what all is on": no word for matters, "kya kya" read as work
    "porer soptahe ki ki ache?",
    "vachche vaaram em unnayi",
    "mundina vaara yenu ide?",
    "next week?",
])
def test_the_next_week_named_with_no_matter_lists_every_matter_listed_in_it(pr, asked):
    # today Monday 3 Nov 2025: next week is 10–16 Nov
    a = pr.ask(asked, today="2025-11-03")
    first = first_line(a)
    assert "13 Nov 2025" in first and "Thenmozhi" in first, a.answer
    assert "for defence side evidence" in first, a.answer
    assert "Karikalan" not in first and "Pallavan" not in first, a.answer  # the 6th and the 26th: other weeks
    assert cited_ok(pr, a)
