"""'What matters are there today?', 'aaj kaunse matters hain?', 'innu ethokke matters undu?': a word asking which, a
word for matters and a day, with no verb but "be" — the matters listed that day, each named (agent/docket.py). A small
practice written for these tests: two matters listed on one day, a third on another.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line as first, home_built_by

NOTES = [
    ("TM", "2026-05-04", "Tamonash orchard suit - issues framed. Next 09.06.2026 for PW1 chief."),
    ("VR", "2026-05-05", "Vedharani cheque case - accused absent, bailable warrant. Next 09.06.2026."),
    ("SV", "2026-05-06", "Saffronvale lease appeal - admitted, records called for. Next 21.07.2026."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="TM", number="O.S. 71/2025", short_name="Tamonash orchard suit",
                      title="Tamonash vs Orchard Co-op", side="plaintiff"))
    reg.add_case(Case(id="VR", number="C.C. 902/2025", short_name="Vedharani cheque case",
                      title="Vedharani vs Kurup", side="complainant"))
    reg.add_case(Case(id="SV", number="R.C.A. 13/2026", short_name="Saffronvale lease appeal",
                      title="Saffronvale Traders vs Estate", side="appellant"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "days-matters-bare", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


@pytest.mark.parametrize("asked", ["what matters are there today", "aaj kaunse matters hain",
                                   "innu ethokke matters undu"])
def test_a_days_matters_asked_with_no_verb_lists_each_matter_listed_that_day(practice, asked):
    line = first(practice.ask(asked, today="2026-06-09")).lower()
    assert line.startswith("two matters on 9 jun 2026"), line
    assert "tamonash" in line and "vedharani" in line and "saffronvale" not in line


def test_a_matter_word_with_another_verb_is_not_read_as_the_days_list(practice):
    from tareekh.agent.docket import bare_day_listing

    assert bare_day_listing("aaj kaunse matters hain")
    assert not bare_day_listing("which matters did the judge adjourn today")
    assert not bare_day_listing("kaunse matters mein costs lage")
