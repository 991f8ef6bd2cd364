"""'Was the stay granted? on what date?': a yes with its day asked is dated by the order that granted the step, not by
a later line that mentions it.

Once a court grants a step, every later note repeats it ("stay continues", "stay order copy shown to the officer");
the yes/no reader answered from the newest such line, so the lawyer read the day of a phone call months after the
grant. Asked the day ("when", "kab", "eppo", "kis tarikh ko", "on what date"), the oldest order the rules read as
granting it, older than the line the yes came from, answers first with its own words. A yes asked without a day keeps
its line; a question of the next date is no day of the step.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="V1", number="W.P. No. 4410 of 2025", short_name="Vemparala demand writ",
                                    title="Rudrabhatla Bhavanishankar vs Commissioner of Excise", side="petitioner"))
    notes = [
        ("2025-11-04", "order_sheet", "W.P. No. 4410 of 2025. Heard counsel for the petitioner. Notice to the "
                                      "respondents, returnable in four weeks. Interim stay of the demand notice "
                                      "dated 12.09.2025 granted till the next date."),
        ("2026-01-08", "note", "Vemparala demand writ - counter not filed by GP, two weeks more. Stay continues. "
                               "Next 19.02.2026."),
        ("2026-02-19", "note", "Vemparala demand writ - part heard. Stay continues. Next 26.03.2026."),
        ("2026-03-02", "note", "Vemparala demand writ - Rudrabhatla called: excise inspector came for recovery, "
                               "stay order copy shown to him, he went back."),
    ]
    for day, kind, text in notes:
        practice.ingest_text(text, name=f"{kind} V1 {day}.txt", case_id="V1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-yes-with-its-day-is-the-granting-order-s", build)


@pytest.mark.parametrize("question", [
    "Vemparala demand writ me stay mila tha? kis tarikh ko?",
    "Vemparala demand writ la stay kuduthaangala? eppo?",
    "was stay granted in the Vemparala demand writ? on what date?",
])
def test_the_yes_is_dated_by_the_order_that_granted_it(pr, question):
    a = pr.ask(question, today="2026-03-10")
    line = first_line(a)
    assert line.startswith("Yes"), a.answer
    assert "4 Nov 2025" in line, a.answer
    assert line.index("4 Nov 2025") < (line.index("2 Mar 2026") if "2 Mar 2026" in line else len(line)), a.answer


def test_a_when_is_read_in_the_languages_tables():
    from tareekh.agent.when_asked import when_asked

    assert when_asked("stay kab mila?")
    assert when_asked("stay kuduthaangala? eppo?")
    assert when_asked("stay aapyo hato? kyare?")
    assert when_asked("on what date was it granted?")
    assert when_asked("kis tarikh ko bail mili?")
    assert not when_asked("stay mila kya?")
    assert not when_asked("agli tarikh kya hai?")


def build_status_quo(practice, tmp) -> None:
    practice.registry.add_case(Case(id="G1", number="O.S. No. 88 of 2025", short_name="Kothakota boundary suit",
                                    title="Peddireddi Kanakavalli vs Kothakota Lakshminarasu", side="plaintiff"))
    notes = [
        ("2025-10-06", "order_sheet", "O.S. No. 88 of 2025. I.A. 301/2025 heard. Ad-interim order: both parties to "
                                      "maintain status quo as on today regarding the suit land till the next date."),
        ("2025-12-01", "note", "Kothakota boundary suit - written statement filed. Status quo continues. "
                               "Next 12.01.2026."),
        ("2026-02-02", "note", "Kothakota boundary suit - Kanakavalli called: defendant started digging, told him "
                               "about the status quo, he stopped."),
    ]
    for day, kind, text in notes:
        practice.ingest_text(text, name=f"{kind} G1 {day}.txt", case_id="G1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def status_quo_home(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "a-status-quo-s-day-is-its-order-s", build_status_quo))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "Kothakota boundary suit me status quo mila tha? kab?",
    "Kothakota boundary suit madhe status quo milala ka? kadhi?",
    "Kothakota boundary suit e status quo peyechhi ki? kobe?",
])
def test_a_step_in_no_outcome_word_is_dated_by_its_interim_order(status_quo_home, question):
    line = first_line(status_quo_home.ask(question, today="2026-03-01"))
    assert line.startswith("Yes — 6 Oct 2025"), line
    assert "2 Feb 2026" in line, line  # (the later mention stays, after the grant)


def test_a_yes_asked_without_its_day_keeps_its_line(status_quo_home):
    line = first_line(status_quo_home.ask("Kothakota boundary suit me status quo mila tha?", today="2026-03-01"))
    assert line.startswith("Yes") and "Later:" not in line, line
