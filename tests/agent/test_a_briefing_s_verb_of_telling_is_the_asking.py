"""A matter's story or summary asked with a verb of telling that another language reads as "said" ("<matter> chi
puri story bola": Marathi "tell", Hindi "said"; "<matter> ra story kaha": Odia "tell", Hindi "said") asks the
briefing, not what someone said; a question that asks "what" someone said in short still asks that. The Odia table's
polite imperatives ("kahiba", "kahibe": "please tell") are words of asking, never a thing a note must hold.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.say_verbs import said_asked, telling_asked
from tareekh.agent.tongues import role
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


@pytest.mark.parametrize("question", ["Vazhappally dava chi puri story bola", "Vazhappally suit ra story tike kaha",
                                      "Vazhappally case background short re kaha"])
def test_a_story_asked_with_a_verb_of_saying_is_no_said_question(question):
    assert said_asked(question, "open") is None
    assert telling_asked(question)


@pytest.mark.parametrize("question", ["witness ne short me kya kaha", "Zadoo ne kya kaha"])
def test_what_someone_said_is_still_asked(question):
    assert said_asked(question, "open") == "said"


@pytest.mark.parametrize("word", ["kahiba", "kahibe", "kahibu", "bujhaiba", "janaiba"])
def test_odia_polite_imperatives_are_words_of_telling(word):
    assert role(word) == "tell"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="V1", number="R.C.S. No. 88 of 2025", short_name="Vazhappally suit",
                      title="Vazhappally vs Chettiyarkandi", side="plaintiff"))
    practice.ingest_text("Vazhappally suit - plaint filed for possession of the shop room; summons issued. Rent "
                         "agreed Rs. 18,000 a month. Next date 02.06.2025.", name="rcs 1.txt", case_id="V1",
                         date="2025-05-05", author="Lawyer")
    practice.ingest_text("Vazhappally suit - written statement filed by the defendant; he told the court the rent "
                         "was paid. Issues framed. Next date 30.07.2025 for PW1.", name="rcs 2.txt", case_id="V1",
                         date="2025-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "telling-asked", build)


@pytest.mark.parametrize("question", ["Vazhappally suit chi puri story bola", "Vazhappally suit ra puro story kaha",
                                      "Vazhappally suit ra sabu katha short re kahiba"])
def test_a_story_asked_so_is_the_matter_s_briefing_with_its_next_date(pr, question):
    a = pr.ask(question, today="2025-07-01")
    assert first_line(a).startswith("Last hearing") and "30 Jul 2025" in a.answer, a.answer
