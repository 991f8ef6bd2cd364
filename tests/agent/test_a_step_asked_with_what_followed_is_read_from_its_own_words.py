"""A question that asks whether a step happened and then what followed it ("was a <step> held? what was the
result?", "<step> hoyechilo? ki bollo?") is answered from a line that writes that step, or "Not on record" with the
step said back — never another step of the matter read as what followed.

- the follow-up makes the question an open one or a "what was said": the step is still read from the first clause,
  in English or in Bengali and Gujarati typed in Latin letters;
- a step of one English word (of a witness too, asked alone) made a verb by the language's "do" or asked with its verb of happening ("recall kora
  hoyechilo", "reconstruction karyu") that no record of the matter writes is not on record;
- the same step written in the matter's notes, in another form ("re-examined"), is answered from them;
- a court's outcome asked in other words than the order's ("allow thayu?" of an application "granted") is no step
  the notes must write;
- a sum asked under a section no record of the matter writes ("35B ma ketla rupiya") is not on record;
- a next date asked of an act on a thing ("bail cancel er application dilo? porer date kobe?") no record writes is not
  on record, never the thing's own order.

A small practice written for these tests (a sessions trial and a bail in a Bengal district, a civil suit in
Gujarat), unlike the data sets the answerer was developed on.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-03-02"

NOTES = [
    ("T1", "2025-11-10", "ST 77/2024 State v Hiranmoy Sikdar (Jhalda PS). PW1 Nirmalya Bagdi examination-in-chief by "
                         "PP; says he saw the accused near the tube well at dusk. Cross deferred. ND 08.12.2025"),
    ("T1", "2025-12-08", "ST 77/24 Hiranmoy - PW1 cross by me: admits darkness, no torch. PW2 Tapoban Mahato "
                         "examined and cross same day. Seizure list of the lathi proved by PW2. ND 19.01.2026"),
    ("T1", "2026-01-19", "ST 77/24 - PW3 IO examined. Says the lathi was sent for no test. PW2 re-examined by PP on the "
                         "seizure list only. ND 23.03.2026 for defence."),
    ("T2", "2025-12-15", "Bail Misc 412/2025 Kuilapal - bail granted by ASJ, Rs 10,000 bond with one surety, to attend "
                         "PS every Monday."),
    ("T3", "2025-10-06", "Civil Suit 55/2025 Rupnarayan v Mridusmita - our application under O.39 for temporary "
                         "injunction argued. Order reserved."),
    ("T3", "2025-11-03", "Civil Suit 55/2025 - application granted: defendant restrained from raising the wall on the "
                         "common passage till disposal. ND 12.01.2026 for written statement."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="TC1", name="Hiranmoy Sikdar"))
    reg.add_person(Client(id="TC2", name="Pritilata Kuilapal"))
    reg.add_person(Client(id="TC3", name="Rupnarayan Desai"))
    reg.add_case(Case(id="T1", number="S.T. No. 77 of 2024", short_name="Hiranmoy sessions trial",
                      title="State vs Hiranmoy Sikdar", client_id="TC1", side="accused", nature="assault"))
    reg.add_case(Case(id="T2", number="Bail Misc. No. 412 of 2025", short_name="Kuilapal bail",
                      title="Pritilata Kuilapal vs State", client_id="TC2", side="petitioner", nature="bail"))
    reg.add_case(Case(id="T3", number="Civil Suit No. 55 of 2025", short_name="Rupnarayan passage suit",
                      title="Rupnarayan Desai vs Mridusmita Shah", client_id="TC3", side="plaintiff",
                      nature="easement and injunction"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "step-asked-with-what-followed", build)


_NO_RECORD = re.compile(r"\s*(?:no record|nothing in your notes|not on record)\b", re.I)


@pytest.mark.parametrize("q", ["hiranmoy sessions trial - was a ballistic examination of the lathi held? what was "
                               "the result?",
                               "hiranmoy trial e lathi r ballistic examination hoyechilo? ki bollo?"])
def test_a_step_no_record_writes_is_said_back_before_what_followed(pr, q):
    a = pr.ask(q, today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "ballistic examination" in first_line(a), a.answer  # the step asked, said back
    assert not a.citations, a.answer  # no examination of a witness read as the step's result


@pytest.mark.parametrize("q", ["hiranmoy trial e PW1 ke abar recall kora hoyechilo? ki bollo?",
                               "hiranmoy trial e PW1 ke recall kora hoyechilo?",
                               "hiranmoy trial ma spot reconstruction karyu? shu malyu?"])
def test_a_one_word_step_made_a_verb_is_not_on_record_when_no_record_writes_it(pr, q):
    a = pr.ask(q, today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert re.search(r"recall|reconstruction", first_line(a)), a.answer


def test_the_step_written_in_another_form_is_answered_from_its_line(pr):
    a = pr.ask("hiranmoy trial e PW2 er re-examination hoyechilo? ki bollo?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "re-examined" in a.answer and a.citations, a.answer


def test_an_outcome_asked_in_other_words_than_the_order_is_no_missing_step(pr):
    a = pr.ask("rupnarayan passage suit ma injunction application allow thayu? kyare?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "granted" in a.answer and a.citations, a.answer


def test_a_next_date_asked_of_an_act_no_record_writes_is_not_on_record(pr):
    a = pr.ask("kuilapal bail - state bail cancel er application dilo? porer date kobe?", today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "cancel" in first_line(a), a.answer
    assert "granted" not in first_line(a), a.answer  # the bail order is no record of its cancellation


def test_a_sum_asked_under_a_section_no_record_of_the_matter_holds_is_not_on_record(pr):
    a = pr.ask("rupnarayan passage suit ma 35B ma ketla rupiya bharva kahyu?", today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "35B" in first_line(a), a.answer


def test_a_sum_asked_of_no_section_is_still_answered_from_its_line(pr):
    a = pr.ask("kuilapal bail ma bond ketla rupiya?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "10,000" in first_line(a), a.answer


def test_admitted_asked_as_kabul_is_a_verb_of_asking_not_a_thing_no_record_writes():
    """'… sahi kabul keli ka?' (did he admit the signature?): "kabul" is the languages' "admitted", never the
    thing asked, though an English dictionary knows it as a city."""
    from tareekh.agent.thing_absent import _content

    assert not _content("kabul", set()) and not _content("qabool", set())
