"""'ente MACT cases ethokke aanu', 'which are my MACT cases': a forum named by its short form, which one matter's own
name also holds and from which the tribunal's presiding officer is read, still asks every open matter before that
forum (agent/forum_asked.py) — not the one matter whose name holds the word. A small practice written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line as first, home_built_by


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JT", name="Sri P. Tamonash, Chairman", court="MACT, Saffronvale"))
    reg.add_person(Judge(id="JC", name="Smt. K. Orvani, Munsiff", court="Munsiff's Court, Saffronvale"))
    reg.add_case(Case(id="M1", number="O.P.(MV) 311/2025", short_name="Vedharani MACT", title="Vedharani vs Kurup",
                      judge_id="JT", court="MACT, Saffronvale", side="petitioner", next_date="2026-08-10"))
    reg.add_case(Case(id="M2", number="O.P.(MV) 512/2025", short_name="Pellisseri death claim",
                      title="Pellisseri & Ors. vs Insurer", judge_id="JT", court="MACT, Saffronvale",
                      side="petitioner", next_date="2026-09-02"))
    reg.add_case(Case(id="C1", number="O.S. 44/2024", short_name="Orvani well suit", title="Orvani vs Kuttan",
                      judge_id="JC", court="Munsiff's Court, Saffronvale", side="plaintiff", next_date="2026-08-12"))
    practice.ingest_text("Vedharani MACT - PW1 chief filed. Next 10.08.2026.", name="d1.txt", case_id="M1",
                         date="2026-06-01", author="Lawyer")
    practice.ingest_text("Pellisseri death claim - notice to insurer. Next 02.09.2026.", name="d2.txt", case_id="M2",
                         date="2026-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "forum-short-form", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


@pytest.mark.parametrize("asked", ["ente MACT cases ethokke aanu", "which are my MACT cases"])
def test_every_matter_of_the_forum_is_named_not_only_the_one_whose_name_holds_the_short_form(practice, asked):
    line = first(practice.ask(asked, today="2026-07-01")).lower()
    assert "vedharani" in line and "pellisseri" in line, line
    assert "orvani" not in line


def test_my_in_the_south_indian_languages_asks_which_of_my_matters():
    from tareekh.agent.before_judge import which_matters_asked

    assert which_matters_asked("ente HC cases")
    assert which_matters_asked("nanna HC cases")
    assert not which_matters_asked("ente MACT award ethra")
