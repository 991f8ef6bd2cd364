"""A question of parts whose first part names the thing the later parts ask about ("<thing> thayu? shu kahyu?",
"<thing> jama karavyu? ketlu?", "<thing> kebe dela au kete mila?") is answered "Not on record" when no record of
the matter holds the thing — never with a later part answered from another line of the matter (the insurer's words
at a hearing, a report of another step, the costs paid on a day).

- a petition to set aside an ex parte order no record writes (the party set ex parte is), asked with what the judge
  did (Gujarati typed in Latin letters): not on record, though the judge's words at another hearing are;
- an interim compensation no record writes (a claim for compensation and an interim stay are), asked with how much:
  not on record, though the insurer paid costs on a day;
- a thing that IS written, asked the same way ("mediation ma mokalyu? shu thayu?"), is answered from its line;
- a step that IS written, asked with a verb of the question's language no record writes ("costs bharya? ketla?"),
  is answered from its line: the verb unwritten says nothing of whether the step was done;
- the answer said back keeps the lines and citations the whole answer had, under "what your notes hold nearest";
- the same holds asked in Bengali typed in Latin letters;
- the parts are split at "?" and at an "and" of any language of the tables that stands between two question words.

A small practice written for these tests (a motor accident claim and a partition suit in Gujarat), unlike
the data sets the answerer was developed on.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-09-10"

NOTES = [
    ("M1", "2025-09-22", "MACP 618/2025 Tilottama claim - claim petition for compensation of Rs. 14,00,000 filed. "
                         "Interim stay of the owner's vehicle sale sought - refused. Notice to respondents."),
    ("M1", "2025-11-04", "MACP 618/2025 Tilottama claim - insurer filed WS: denies negligence, says driver had no "
                         "valid licence. ND 12.01.2026"),
    ("M1", "2026-01-12", "Tilottama MACP - PW1 Tilottama chief by affidavit. Insurer's counsel Kothiwal said the "
                         "disability is exaggerated and sought time for cross. ND 20.03.2026"),
    ("M1", "2026-03-20", "Tilottama MACP - referred to mediation by the Tribunal; mediation failed, insurer did not "
                         "raise its figure. PW2 doctor examined: disability 22% of the left leg. ND 15.07.2026"),
    ("M1", "2026-07-15", "Tilottama MACP - cross of PW2 over. Costs Rs. 1,500 paid by insurer for the last date. "
                         "ND 24.09.2026 for RE"),
    ("P1", "2025-12-02", "OS 77/2025 Rudrayani partition - D1 appeared, WS time granted. D2 absent despite service - "
                         "set ex parte. ND 06.02.2026"),
    ("P1", "2026-02-06", "Rudrayani partition - WS filed by D1 Ushnish: says the house was self-acquired. Medical "
                         "report of plaintiff's mother filed for exemption. ND 10.04.2026"),
    ("P1", "2026-04-10", "Rudrayani partition - issues framed. Tamhankar sir: no adjournment for PW1 next date. "
                         "ND 19.06.2026 for PW1"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="TC1", name="Tilottama Gharpure"))
    reg.add_person(Client(id="TC2", name="Rudrayani Dhamankar"))
    reg.add_person(Judge(id="TJ1", name="Sri Prabodh Tamhankar", short="Tamhankar sir"))
    reg.add_case(Case(id="M1", number="M.A.C.P. No. 618 of 2025", short_name="Tilottama MACT",
                      title="Tilottama Gharpure vs Brijwasi Haulage", client_id="TC1", side="claimant",
                      nature="motor accident claim"))
    reg.add_case(Case(id="P1", number="O.S. No. 77 of 2025", short_name="Rudrayani partition suit",
                      title="Rudrayani Dhamankar vs Ushnish Dhamankar", client_id="TC2", side="plaintiff",
                      nature="partition", judge_id="TJ1"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "first-part-unwritten", build)


_NO_RECORD = re.compile(r"\s*(?:no record|nothing in your notes|not on record)\b", re.I)


def test_a_petition_to_set_aside_no_record_writes_is_not_on_record_though_the_judge_s_words_are(pr):
    a = pr.ask("Rudrayani partition suit ma D2 e ex parte set aside karva arji kari? Tamhankar sir e shu karyu?",
               today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer  # (the judge's words on another day are no order on it)
    assert "adjournment" not in _first_sentence(a), a.answer


def test_an_interim_compensation_no_record_writes_is_not_on_record_though_costs_were_paid(pr):
    a = pr.ask("Tilottama MACT ma insurer e interim compensation jama karavyu? ketlu?", today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "1,500" not in _first_sentence(a), a.answer  # (the costs of a day are no sum of the thing asked)


def test_the_answer_said_back_keeps_the_whole_answer_s_lines_and_citations(pr):
    a = pr.ask("Rudrayani partition suit ma D2 e ex parte set aside karva arji kari? Tamhankar sir e shu karyu?",
               today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "Nothing of what followed it is on record either" in first_line(a), a.answer
    assert a.citations and re.search(r"\[\d+\]", a.answer), a.answer  # (what the notes do hold, to open)


def test_the_same_asked_in_bengali_typed_in_latin_letters(pr):
    a = pr.ask("Tilottama MACT e insurer interim compensation jama korechhe? koto?", today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "1,500" not in _first_sentence(a), a.answer


def test_a_step_written_asked_with_a_verb_no_record_writes_is_answered_from_its_line(pr):
    a = pr.ask("Tilottama MACT ma insurer e costs bharya? ketla?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "1,500" in a.answer and a.citations, a.answer


def _first_sentence(a) -> str:
    """What the answer says of the thing asked, before the lines the notes hold nearest."""
    return re.split(r"what (?:your notes|they) hold nearest", first_line(a), maxsplit=1)[0]


def test_two_parts_joined_by_a_language_s_and_are_read_as_parts():
    from tareekh.agent.premise_part import parts

    assert parts("interim compensation application kebe dela au kete mila?") == [
        "interim compensation application kebe dela", "kete mila"]
    assert parts("notice kab gaya aur jawab kab aaya?") == ["notice kab gaya", "jawab kab aaya"]
    assert parts("commission gayu hatu? report aavyo?") == ["commission gayu hatu", "report aavyo"]
    # an "and" with no question word after it joins two things of one part
    assert parts("WS and rejoinder kab file hua?") == ["WS and rejoinder kab file hua"]


def test_a_thing_that_is_written_asked_the_same_way_is_answered_from_its_line(pr):
    a = pr.ask("Tilottama MACT mediation ma mokalyu hatu? shu thayu?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "mediation" in a.answer.lower() and a.citations, a.answer
