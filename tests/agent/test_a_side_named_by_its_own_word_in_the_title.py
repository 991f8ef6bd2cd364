"""A side no party's role names ("workman", "decree holder"), written in one party's own name ("Workman X vs
Management of Y"), makes that party ours whichever half of the title it stands in; and the other party, named by a
word of the cause title ("how did the management delay it?"), is asked its own delays. A practice written for this."""

from __future__ import annotations

import pytest

from tareekh.agent.people import people_for
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


class _Card:
    def __init__(self, case):
        self.case, self.client, self.counsel, self.judge = case, None, None, None


@pytest.mark.parametrize("title,parties", [
    ("Workman Teibor Lyngwa vs Management of Mawrie Cement Works",
     [{"name": "Workman Teibor Lyngwa", "role": "petitioner"},
      {"name": "Management of Mawrie Cement Works", "role": "respondent"}]),
    ("Workman Teibor Lyngwa vs Management of Mawrie Cement Works", []),
])
def test_the_side_s_own_word_in_a_party_s_name_makes_that_party_ours(title, parties):
    case = Case(id="L1", number="I.D. 9/2025", short_name="Lyngwa reference", title=title, side="workman",
                parties=parties)
    p = people_for(_Card(case))
    assert "lyngwa" in p.our_names and "mawrie" not in p.our_names, p
    assert "mawrie" in p.other_names, p


NOTES = [
    ("2025-02-11", "Lyngwa reference - WW1 affidavit filed - Management counsel Hirjibhai cross defer korile, works manager busy "
                   "with an audit bule. ND 18.3.25"),
    ("2025-03-18", "Lyngwa reference - WW1 cross by Hirjibhai sir, half done. ND 22.4.25"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="L1", number="I.D. Reference 9/2025", short_name="Lyngwa reference",
        title="Workman Teibor Lyngwa vs Management of Mawrie Cement Works", side="workman",
        parties=[{"name": "Workman Teibor Lyngwa", "role": "petitioner"},
                 {"name": "Management of Mawrie Cement Works", "role": "respondent"}]))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"L1 {day}.txt", case_id="L1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-by-its-own-word", build)


@pytest.mark.parametrize("question", [
    "lyngwa reference t management e kenekoi deri korai",
    "how is the management delaying the lyngwa reference?",
])
def test_the_other_party_named_by_a_title_word_is_asked_its_delays(pr, question):
    a = pr.ask(question, today="2025-08-01")
    line = first_line(a)
    assert "11 Feb 2025" in line and "audit" in line and cited_ok(pr, a), a.answer
