"""A line that says a step will be taken ("Sessions ma arji karishu", "HC me lagayenge") is a plan, never a "Yes"
that the step happened (agent/party_words.FUTURE_ENDINGS: the future of any verb, by its ending, in the languages the
tables hold). A line that writes the step done is still the yes. Small invented practice: a Gujarati-speaking
lawyer's bail matter, asked in Gujarati and in Hindi."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first

NOTES = [
    ("B1", "2026-05-04", "Zalavadiya bail - JMFC e bail arji reject kari. Sessions ma navi arji karishu."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Client(id="CL1", name="Jashvantrai Thumbar"))
    reg.add_case(Case(id="B1", number="Cr. Misc. Appln. 77/2026", short_name="Zalavadiya bail",
                      title="Jashvantrai Thumbar vs State of Gujarat", client_id="CL1", side="accused",
                      stage="bail", next_date="2026-06-10"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "plan-no-yes", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


TODAY = "2026-05-20"


def test_a_line_that_plans_the_step_is_no_yes(practice):
    """"sessions thi bail malyu?" of a matter whose only line on Sessions says the application will be made there."""
    for asked in ("Zalavadiya bail ma sessions thi bail malyu?", "Zalavadiya bail me sessions se bail mili thi?"):
        a = practice.ask(asked, today=TODAY)
        assert not first(a).startswith("Yes"), a.answer


def test_future_endings_hold_the_languages_futures_and_no_english_noun():
    from tareekh.agent.party_words import FUTURE_ACT

    for planned in ("lagayenge", "karishu", "korbo", "poduvom", "vestamu", "haakteevi", "kodukkaam", "lawaange"):
        assert FUTURE_ACT.search(planned), planned
    for done in ("challenge", "revenge", "arrange", "seminar", "bail ho gayi", "jama karavya", "arji kari"):
        assert not FUTURE_ACT.search(done), done
