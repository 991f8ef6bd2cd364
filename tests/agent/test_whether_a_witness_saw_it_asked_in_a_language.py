"""Whether a witness saw the act, asked in an Indian language's past of "see" ("joyu", "nodidaru", "dekha"), is what
the note of their examination writes with "saw", "see" or "did not see": the question's verb meets the note's English.
A small practice written for these tests (a Karnataka sessions case), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import expand, stem
from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by


@pytest.mark.parametrize("word", ["joyu", "nodidaru", "dekha", "chusaru", "dekheche", "kandu"])
def test_the_past_of_see_in_each_language_meets_the_notes_english(word):
    got = expand(word)
    assert stem("see") in got and stem("saw") in got, (word, got)


def test_a_given_name_or_marathi_first_is_no_seeing():
    assert stem("see") not in expand("pahila")  # Marathi "first"
    assert stem("see") not in expand("partha")  # a given name


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Tumbarmane"))
    reg.add_case(Case(id="M1", number="S.C. 61/2031", short_name="Kudligi field murder",
                      title="State vs Chennakka Hulikatti", client_id="CL1", side="accused"))
    notes = [
        ("2031-11-04", "Kudligi field murder - PW3 Tumbarmane (brother of deceased) examined.\n"
                       "Chief: heard shouting, ran to the field, found him lying there.\n"
                       "Cross by us: admitted he did not see the assault - hearsay; came about 20 minutes later. "
                       "ND 02.12.2031 PW4."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-saw", build)


def test_did_the_witness_see_it_asked_in_gujarati_shows_the_cross_that_says_he_did_not(pr):
    a = pr.ask("Kudligi field murder ma Tumbarmane e maarpeet joyu hatu?", today="2031-11-20")
    assert "did not see the assault" in a.answer, a.answer
