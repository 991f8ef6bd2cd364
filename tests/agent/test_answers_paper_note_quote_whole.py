"""A note that describes a paper and then quotes the judge's remark on it: asked what the paper says, the answer runs
from the paper's sentence on and, where the room for it ends inside the quotation, carries the quotation on to its
close (agent/contents.py) — a remark cut at a full stop inside it loses what the judge decided.

Invented practice: a tenancy revision whose landlord's reply is described at length in one note."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

NOTE = (
    "Khandekar revision - 09.09.2026\n"
    "Landlord's reply filed today by Adv Wadekar (14 pages). Para 6 says the tenant sublet the front room to a "
    "tailoring shop in 2019; para 9 says the municipal notice was never served on the landlord at all. "
    "Bhonsle J read para 9 aloud and remarked: \"A notice that was never served cannot start the limitation. "
    "If the landlord's own ward officer signed the panchnama of 2021, the reply proves our case, not his.\" "
    "Rejoinder in two weeks. ND 07.10.2026")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.R.P. No. 515 of 2025", short_name="Khandekar revision",
                                    title="Khandekar vs Gadgil", side="petitioner"))
    practice.ingest_text(NOTE, name="khandekar 9 sep.txt", case_id="K1", date="2026-09-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-quote-whole", build)


@pytest.mark.parametrize("question", ["khandekar revision mein reply ke baare mein kya bola tha?",  # Hindi
                                      "khandekar revision reply lo em undi?",  # Telugu
                                      "what does the reply in the khandekar revision say?"])
def test_a_remark_quoted_in_a_papers_note_is_quoted_to_its_close(pr, question):
    a = pr.ask(question, today="2026-09-20")
    first = a.answer.splitlines()[0]
    assert "limitation" in first and "proves our case, not his" in first, a.answer
