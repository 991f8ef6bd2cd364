"""Why a bench's dates go by unheard ("… ni mudat kem khali jay?", "vaaidha ellam veenaa pogudhu?"): the days the
notes write the bench away, by a title and not by name ("madam election duty lo", "saheb on tour"), are the answer,
as when the bench's availability is asked.

A small practice written for these tests (a revenue appeal before a Deputy Collector), with notes in Telugu and
Bengali words and names no data set holds; the questions are typed in Gujarati and Tamil words.
"""

from __future__ import annotations

import pytest

from tareekh.agent.judge_away import asks_dates_lost, away_groups, bench_away
from tareekh.agent.lexicon import topic_groups
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline

APPEAL = [
    ("2025-05-12", "Gundappa appeal - Rekhawar madam heard part arguments, asked for the 1998 pahani copy."),
    ("2025-06-09", "Gundappa appeal - Rekhawar madam election duty lo unnaru, reader vaayida icharu."),
    ("2025-07-14", "Gundappa appeal - madam chhuti te, reader date dilen. Pattabhi absent anyway."),
    ("2025-08-11", "Gundappa appeal - Rekhawar madam asked Pattabhi to file the sale deed before next date."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. K. Rekhawar, Deputy Collector", short="Rekhawar madam"))
    reg.add_case(Case(id="A1", number="Appeal No. 61 of 2024", short_name="Gundappa appeal",
                      title="Gundappa vs Pattabhi", judge_id="J1", side="appellant"))
    for day, text in APPEAL:
        practice.ingest_text(text, name=f"A1 {day}.txt", case_id="A1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bench-away", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


def test_why_the_bench_s_dates_go_by_is_answered_by_its_days_away(pr):
    # Gujarati: "why do Rekhawar madam's dates go empty?"
    a = pr.ask("Rekhawar madam ni mudat kem khali jay che?", today="2025-12-01")
    line = first_line(a)
    assert "election duty" in line and "chhuti" in line, a.answer


@pytest.mark.parametrize("question", ["Rekhawar madam ni mudat kem khali jay che?",
                                      "Rekhawar madam vaaidha ellam veenaa pogudhu?",
                                      "why are Rekhawar madam's dates wasted?"])
def test_a_date_going_by_is_asked_in_any_language(question):
    assert asks_dates_lost(question)


@pytest.mark.parametrize("question", ["Rekhawar madam ni next mudat kyare che?", "when is the next date?"])
def test_a_date_asked_alone_asks_nothing_of_the_bench_away(question):
    assert not asks_dates_lost(question)
    assert away_groups(topic_groups(question), question) == topic_groups(question)


@pytest.mark.parametrize("text, away", [
    ("madam selavu lo unnaru, vaayida icharu", True),
    ("saheb tour var, reader ne tarikh dili", True),
    ("Pattabhi sought time, his junior came", False),
    ("the appellant was on leave from his office", False),
])
def test_the_bench_away_is_read_by_a_title_and_a_word_for_being_away(text, away):
    assert bench_away(text) is away
