"""An act of the law asked of one matter (the bail's cancellation) that no record of the matter writes is said to be
not on record, citing no line of the thing it is of; never answered by quoting the bail order as if the
cancellation had been moved. A matter whose notes write the act (in English, by its section, or in a script) is
answered from those lines as before, and a hearing "cancelled" is no act on a thing of the law.

A small practice written for these tests (two bail matters of a hill town), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("K1", "2025-06-02", "Bail appln of Kezang Rabgay heard. PP opposed, complainant's counsel also heard. Orders reserved."),
    ("K1", "2025-06-09", "Kezang Rabgay granted bail, bond Rs 30,000 with one surety, to report at PS every Monday."),
    ("K2", "2025-06-03", "Yonten Phurpa bail granted on 12.05.2025."),
    ("K2", "2025-07-14", "Complainant filed application u/s 483(3) BNSS against Yonten Phurpa for breach of the "
                         "reporting condition. Notice issued. Next date 04.08.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="KC1", name="Kezang Rabgay"))
    reg.add_person(Client(id="KC2", name="Yonten Phurpa"))
    reg.add_case(Case(id="K1", number="B.A. No. 77 of 2025", short_name="Kezang bail",
                      title="Kezang Rabgay vs State", nature="regular bail", client_id="KC1", side="applicant"))
    reg.add_case(Case(id="K2", number="B.A. No. 61 of 2025", short_name="Yonten bail",
                      title="Yonten Phurpa vs State", nature="regular bail", client_id="KC2", side="applicant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "act-never-recorded", build)


@pytest.mark.parametrize("question", [
    "kezang ki bail radd karne ki arzi complainant ne di thi kya?",     # Hinglish, the Hindi word
    "did the PP move for cancellation of Kezang's bail?",              # English
    "kezang bail cancel panna petition pottangala?",                   # Tamil words
])
def test_a_cancellation_no_record_writes_is_said_not_on_record(pr, question):
    a = pr.ask(question, today="2025-08-01")
    first = first_line(a)
    assert first.startswith("Not on record"), a.answer
    assert "cancellation of the bail" in first, a.answer


def test_a_cancellation_moved_by_its_section_is_answered_from_its_lines(pr):
    a = pr.ask("yonten ki bail cancel karne ki arzi lagi thi kya?", today="2025-08-01")
    assert "cancellation of the bail" not in first_line(a), a.answer


def test_a_hearing_called_off_is_no_act_on_a_thing(pr):
    a = pr.ask("kezang bail ki date cancel hui kya?", today="2025-08-01")
    assert "cancellation of the" not in first_line(a), a.answer


def test_a_cancellation_not_on_record_cites_no_line_of_the_bail(pr):
    # the bail order bears on no cancellation: cited under "not on record", it reads as the cancellation's record
    a = pr.ask("did the PP move for cancellation of Kezang's bail?", today="2025-08-01")
    assert first_line(a).startswith("Not on record"), a.answer
    assert not a.citations and "[1]" not in a.answer, a.answer
