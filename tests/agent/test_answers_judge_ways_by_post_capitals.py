"""A revenue officer's short name often opens on the post in capitals ("SDM sahab <town>") while the registry spells
the court out ("Court of the Sub-Divisional Officer (Revenue), <town>"): the capitals, held by no other judge of the
registry, name the officer on a page filed under another matter. And the words that ask a person's ways ("tareeka",
"style", "aadat", "always") are the question's asking, never a topic a note must write.

Invented practice: an SDM's partition appeal and a sessions trial whose junior's message says the SDM was away at the
Collector's meeting."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Vikrant Dahake", short="SDM sahab Morshi",
                         court="Court of the Sub-Divisional Officer (Revenue), Morshi", court_hall="SDO court"))
    reg.add_person(Judge(id="J2", name="Shri Anil Yerawar", short="ASJ-2 sahab",
                         court="Court of the II Additional Sessions Judge, Amravati", court_hall="Court Room 6"))
    reg.add_case(Case(id="R1", number="Appeal No. 12/2025-26", short_name="Wankhade batwara appeal",
                      title="Sunrita Wankhade vs Prabhakar Wankhade", side="appellant", judge_id="J1"))
    reg.add_case(Case(id="S1", number="S.T. No. 88 of 2024", short_name="Dhamangaon sessions trial",
                      title="State vs Ganesh Pote", side="accused", judge_id="J2"))
    practice.ingest_text(
        "Wankhade batwara appeal - Morshi. Patwari ka prativedan aaya. Jawab ke liye agli peshi 14.04.2026",
        name="wankhade 3 mar.txt", case_id="R1", date="2026-03-03", author="Lawyer")
    practice.ingest_text(
        "ST 88/24 Pote - PW4 cross done, ND 2.5.2026.\nMunshi ka phone: SDM sahab Collector ki baithak me gaye, "
        "aaj koi peshi nahi hui.",
        name="pote 14 apr.txt", case_id="S1", date="2026-04-14", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-post-capitals", build)


def test_the_post_in_capitals_names_the_officer_on_another_matter_s_page(pr):
    a = pr.ask("SDM dahake sahab ka tareeka kya hai, kya kya karte hain", today="2026-05-01")
    assert "baithak" in first_line(a), a.answer


def test_capitals_another_judge_also_holds_name_neither():
    from types import SimpleNamespace

    from tareekh.agent.judge_away import sole_post_patterns

    j1 = SimpleNamespace(id="J1", name="Shri Vikrant Dahake", short="SDM sahab Morshi",
                         court="Court of the Sub-Divisional Officer (Revenue), Morshi", court_hall="SDO court")
    j2 = SimpleNamespace(id="J2", name="Smt. R. Pote", short="SDM madam Warud", court=None, court_hall=None)
    assert r"\bsdm\b" in sole_post_patterns(j1, [j1])
    assert r"\bsdm\b" not in sole_post_patterns(j1, [j1, j2])


def test_the_words_for_a_way_are_the_asking():
    from tareekh.agent.habit_asked import way_words

    assert "tareeka" in way_words("SDM sahab ka tareeka kya hai")
    assert "style" in way_words("ASJ sahab ka style kaisa hai")
    assert way_words("Wankhade appeal ki agli peshi kab hai") == []
