"""A lawyer calls a party by the title their registered name carries and a word of address ("janab saheb", "haji
sahab"), and names a pleading in the law's own words ("written statement"): the case is the one whose party carries
the title, and the pleading is no account of what someone said.

- "janab saheb na case ma written statement amendment ni arji reject thai? cost ketla?" (Gujarati typed in Latin
  letters) of a practice where one case's party is "Janab <name>": that case, never "No such case: <the pleading>";
  the costs the order put are answered;
- the title alone with no word of address, or a title two cases' parties carry, names no case by it.

A small practice written for this test (two rent suits in a Gujarat town), unlike the data sets.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-08-10"

NOTES = [
    ("J1", "2026-07-06", "RCS 41/2025 Sirajuddin v Kothare. Heard on defendant's application under O.6 R.17 for "
                         "amendment of the written statement. Application rejected with costs of Rs. 700 payable to "
                         "the plaintiff. ND 24.08.2026 for plaintiff's evidence."),
    ("J2", "2026-07-13", "RCS 57/2025 Bhavnagari shop suit. Summons served. WS not filed. ND 31.08.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="JC1", name="Janab Sirajuddin Pathanwala"))
    reg.add_person(Client(id="JC2", name="Umrethwala Traders"))
    reg.add_case(Case(id="J1", number="R.C.S. No. 41 of 2025", short_name="Sirajuddin rent suit",
                      title="Janab Sirajuddin Pathanwala vs Nilesh Kothare", client_id="JC1", side="plaintiff",
                      nature="eviction and arrears of rent"))
    reg.add_case(Case(id="J2", number="R.C.S. No. 57 of 2025", short_name="Bhavnagari shop suit",
                      title="Umrethwala Traders vs Ismail Bhavnagari", client_id="JC2", side="plaintiff",
                      nature="eviction"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-called-by-title", build)


def test_a_title_with_a_word_of_address_names_the_case_whose_party_carries_it(pr):
    a = pr.ask("janab saheb na case ma written statement amendment ni arji reject thai? cost ketla?", today=TODAY)
    assert not re.match(r"\s*no such case", first_line(a), re.I), a.answer
    assert "700" in a.answer and a.citations, a.answer


def test_a_pleading_named_is_no_account_of_what_was_said(pr):
    a = pr.ask("sirajuddin rent suit me written statement amendment wali arji reject hui kya?", today=TODAY)
    assert "rejected" in first_line(a) and a.citations, a.answer
