"""A diary calls the judge by the courtesy said to them in court ("Sir asked …", "madam again asked …") as often as
by name, and a Hindi question spells its verb as it likes ("puchhte", "poochte"): what a judge asks every time is
read from those lines. A small practice written for this test (a rent case before a Small Causes judge)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J7", name="Sri Harish Kulkarni, Judge, Small Causes Court", short="Judge Kulkarni"))
    reg.add_case(Case(id="R4", number="R.A.E. Suit No. 412 of 2023", short_name="Pestonji tenancy suit",
                      title="Pestonji Trust vs Kamath", judge_id="J7", side="plaintiff"))
    notes = [
        ("2025-06-11", "Pestonji tenancy - Kamath's counsel absent, proxy came. Sir asked for the rent receipts "
                       "register of 2019 onwards. Next 09.07.2025."),
        ("2025-07-09", "Pestonji tenancy - evidence affidavit of the trustee filed. Sir again asked whether the "
                       "mesne profits were computed. Next 20.08.2025."),
        ("2025-08-20", "Pestonji tenancy - cross of the trustee begun, 40 min. Kulkarni J was strict on time. Next 17.09.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"pestonji {day}.txt", case_id="R4", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-courtesy", build)


def test_what_the_judge_asks_every_time_is_read_from_lines_that_call_him_sir(pr):
    a = pr.ask("Kulkarni saheb har baar kya puchhte hain?", today="2025-09-01")
    line = first_line(a)
    assert "rent receipts" in line and "mesne profits" in line, a.answer


@pytest.mark.parametrize("typed", ["puchte", "puchhte", "poochhte"])
def test_a_hindi_verb_spelt_another_way_is_the_verb_the_table_spells(typed):
    from tareekh.agent.lexicon import expand, stem

    assert stem("asked") in expand(typed)


def test_work_to_keep_ready_for_a_judge_no_matter_named_is_the_judge_s_ways(pr):
    a = pr.ask("Kulkarni saheb ke court ke liye kya kya ready rakhna hai?", today="2025-09-01")
    line = first_line(a)
    assert "rent receipts" in line or "mesne profits" in line, a.answer
