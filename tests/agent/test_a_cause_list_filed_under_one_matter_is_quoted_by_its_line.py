"""A day's cause list (a court's board) filed under one matter lists every matter of that court, with their parties.
Asked what is pending in the matter, the answer quotes the board's line of that matter, not the whole board: the
other listed matters' parties are named only on that board, and a name only that record holds ties none of its
lines to the matter (agent/since_work.py people_of, lines_of_case).

Invented practice: a Bengali civil court's title suit; the board lists three other suits of strangers."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

BOARD = ("CIVIL JUDGE (SENIOR DIVISION), BARDHAMAN - CAUSE LIST FOR 14/03/2029\n"
         "Sl.  Case No.          Parties                                         Purpose\n"
         "1    TS/77/2026        Shyamalendu Samajpati vs Pranab Dasmahapatra       Evidence\n"
         "2    TS/203/2027       Ostwal Sutli Udyam vs Gourhari Bagdi             Arguments\n"
         "3    MS/12/2028        Subhadra Chakladar vs Tapobrata Chakladar         Hearing\n"
         "4    TS/45/2028        Basanti Ghorui vs Kshetrapal Khanra             Written statement\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="T.S. 203/2027", short_name="Ostwal mill title suit",
                      title="Ostwal Sutli Udyam vs Gourhari Bagdi", side="plaintiff"))
    reg.add_case(Case(id="B2", number="T.S. 9/2025", short_name="Pyne well suit",
                      title="Pyne vs Pourasabha", side="defendant"))
    practice.ingest_text("20.02.2029 - TS 203/2027 Ostwal mill - PW1 cross over. Next 14.03.2029 for arguments. "
                         "Prepare written notes of arguments.", name="ostwal feb.txt", case_id="B1",
                         date="2029-02-20", author="Lawyer")
    drop_file(practice, tmp, "cause list 14 March.txt", BOARD, "B1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "cause-list-by-its-line", build)


@pytest.mark.parametrize("question", [
    "what is pending in the Ostwal mill suit",  # English
    "ostwal mill case me kya kaam baki hai",  # Hindi in Latin letters
    "ostwal mill case madhye kay kaam baki aahe",  # Marathi in Latin letters
])
def test_the_board_is_quoted_by_the_matter_s_own_line(pr, question):
    a = pr.ask(question, today="2029-03-14")
    line = first_line(a)
    for stranger in ("Samajpati", "Chakladar", "Ghorui"):
        assert stranger not in line, a.answer
    assert "Gourhari Bagdi" in line or "TS/203/2027" in line, a.answer  # its own line is said
