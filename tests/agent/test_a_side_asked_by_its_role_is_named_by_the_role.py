"""A side the lawyer names by its role in the words of any language ("beema company", "बीमा कंपनी", "resp") is
named in the answer by the role's own name ("The insurer", "The respondent"), never by the words typed; the
State's counsel keeps the office typed ("PP", "GP": each an office of its own) (agent/side_excuses.py `_role_said`).

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.side_excuses import _role_said
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2025-05-06", "Oduvil lorry claim - claimant PW1 affidavit filed. Brahmadathan for the insurer sought time for "
                   "cross as the file is with the regional office. ND 17.6.25"),
    ("2025-06-17", "Oduvil lorry claim - Brahmadathan sought time again, surveyor report not traced. ND 29.7.25"),
    ("2025-07-29", "Oduvil lorry claim - PW1 cross over. ND 9.9.25"),
]


def build(practice, tmp) -> None:
    practice.registry.add_person(Counsel(id="OC9", name="Sri Kizhakkemuri Brahmadathan"))
    practice.registry.add_case(Case(id="L1", number="O.P. (M.V.) No. 412 of 2024", short_name="Oduvil lorry claim",
                                    title="Pabboju Sarada vs Haldankar Transport", side="claimant",
                                    counsel_id="OC9"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"L1 {day}.txt", case_id="L1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-named-by-its-role", build)


@pytest.mark.parametrize("typed, said", [
    ("beema company", "insurer"), ("vima kampani", "insurer"), ("insurance co", "insurer"),
    ("बीमा कंपनी", "insurer"), ("বিমা কোম্পানি", "insurer"), ("resp", "respondent"), ("प्रतिवादी", "defendant"),
    ("opposite party", "opposite party"),
])
def test_a_role_typed_in_any_words_is_said_by_its_name(typed, said):
    assert _role_said(typed) == said


@pytest.mark.parametrize("typed", ["PP", "APP", "GP"])
def test_the_state_s_counsel_keeps_the_office_typed(typed):
    assert _role_said(typed) == typed


def test_a_word_that_is_no_role_is_kept_as_typed():
    assert _role_said("Haldankar") == "Haldankar"


def test_the_insurer_asked_in_hindi_words_is_named_the_insurer(pr):
    a = pr.ask("lorry claim me beema company baar baar kya karti hai?", today="2025-10-01")
    line = first_line(a)
    assert line.startswith("The insurer sought time two times"), a.answer
    assert "regional office" in line and "surveyor" in line and cited_ok(pr, a), a.answer
