"""A matter described by its kind in the lawyer's own language ("vaatni", "batwara", "vibhajan": a partition) and
its nickname typed with a doubled letter single ("nera" of "Nerra", a name too short for a typo read by likeness) is
that case, found, not said back as no such case; a kind in the local language that the case is not ("talaq" of a
partition suit) still fits nothing.

Invented practice: one partition suit, one cheque case."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="P1", number="O.S. No. 77/2025", short_name="Nerra partition suit",
        title="Ghattappa vs Bommanahalli Basappa & Ors.", side="plaintiff", next_date="2026-07-08",
        nature="suit for partition and separate possession of ancestral land at Nerra village, 1/4 share",
        court="Senior Civil Judge, Nagaldih", aliases=["Nerra partition", "Nerra"]))
    practice.registry.add_case(Case(
        id="P2", number="C.C. No. 310/2025", short_name="Ghattappa cheque case",
        title="Ghattappa vs Dhurvesh Traders", side="complainant", next_date="2026-06-20",
        nature="complaint u/s 138 NI Act", court="JMFC, Nagaldih"))
    practice.ingest_text("2/4/26 OS 77/25 Nerra - commissioner's report filed, D2 objections due. ND 8/7/26.",
                         name="nerra 2026-04-02.txt", case_id="P1", date="2026-04-02", author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "partition-local-word", build), create=False)
    yield p
    p.close()


@pytest.mark.parametrize("question", ["nera vaatni case nxt date?", "nerra batwara case ki next date",
                                      "nera vibhajan case next date"])
def test_the_local_word_for_partition_and_a_single_letter_typo_find_the_suit(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert "8 Jul" in first_line(a), a.answer


def test_a_kind_the_case_is_not_is_said_back(pr):
    a = pr.ask("nera talaq case nxt date?", today="2026-05-01")
    assert "8 Jul" not in first_line(a), a.answer


def test_a_kind_of_proceeding_the_case_is_not_is_another_matter(pr):
    # a party's name points at the suit; a writ is asked, and the suit's records never write one
    a = pr.ask("bommanahalli wali injunction writ ki next date kya hai", today="2026-05-01")
    # said back as no such case, or as no case of the sort asked beside the suit the name points at (r2-honest)
    assert first_line(a).startswith(("No such case", "No record: no injunction")), a.answer
    assert "8 Jul" not in a.answer, a.answer


def test_the_kind_the_case_is_finds_it(pr):
    a = pr.ask("bommanahalli wala suit ki next date kya hai", today="2026-05-01")
    assert "8 Jul" in first_line(a), a.answer
