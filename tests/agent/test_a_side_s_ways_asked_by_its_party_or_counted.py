"""The other side's ways asked the way a lawyer asks them: by its party alone with no word for a lawyer ("<case> me
insurance ka har baar …" — the counsel the registry writes as that party's stands for the side), by a party's name
and a genitive before the word for a side ("<name> ki taraf", "<name>-r pokkho", "<name> da paksh"), or counted with
"how many times" typed as one word ("ketethar", "kotobar", "ennisarlu"). Each is the side's repeated behaviour, not
the matter's last and next dates. agent/question.py, agent/party_counsel.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-02-04", "Lalrinawma claim - insurer's written statement filed by Hmingthansanga: the driver held only a "
                   "learner's licence on the day, policy breach. Next 18.03.2026."),
    ("2026-03-18", "Lalrinawma claim - PW1 Lalrinawma chief. Hmingthansanga in cross only on the licence again - "
                   "suggested the driver had no valid licence. Next 29.04.2026."),
    ("2026-04-29", "Lalrinawma claim - Lalthanpuia (owner) absent. Arguments part heard. Next 10.06.2026."),
]
CHEQUE = [
    ("2026-02-11", "Khawlhring cheque case - accused Chhuanawma absent, bailable warrant issued. Next 16.03.2026."),
    ("2026-03-16", "Khawlhring cheque case - CW1 cross by Ramdinthara: the cheque was a blank security cheque. "
                   "Next 27.04.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Hmingthansanga", chamber="Aizawl (panel counsel, Kanchenjunga "
                                                                         "General Insurance)"))
    reg.add_case(Case(id="K1", number="M.A.C. No. 77 of 2025", short_name="Lalrinawma claim",
                      title="Lalrinawma vs Lalthanpuia & Anr.", counsel_id="OC1", side="claimant"))
    reg.add_person(Counsel(id="OC2", name="Sri Ramdinthara"))
    reg.add_case(Case(id="K2", number="C.C. No. 318 of 2025", short_name="Khawlhring cheque case",
                      title="Khawlhring Hardware vs Thanseia Chhuanawma", counsel_id="OC2", side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"K1 {day}.txt", case_id="K1", date=day, author="Lawyer")
    for day, text in CHEQUE:
        practice.ingest_text(text, name=f"K2 {day}.txt", case_id="K2", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-s-ways-by-party", build)


@pytest.mark.parametrize("question", ["lalrinawma claim me insurance ka har baar ek hi point kya raha",
                                      "lalrinawma claim la insurance ovvoru thadavai enna point solraanga"])
def test_the_other_side_named_by_its_party_alone_is_its_counsel_s_ways(pr, question):
    a = pr.ask(question, today="2026-07-01")
    line = first_line(a)
    assert line.startswith("Sri Hmingthansanga"), a.answer
    assert "4 Feb 2026" in line and "18 Mar 2026" in line, a.answer  # the point put on each day, each cited


@pytest.mark.parametrize("question", ["chhuanawma ki taraf se har baar kya chalta hai cheque case me",
                                      "chhuanawma-r pokkho cheque case e protibar ki kore"])
def test_a_party_s_side_every_time_holds_what_its_counsel_puts(pr, question):
    a = pr.ask(question, today="2026-07-01")
    line = first_line(a)
    assert "security cheque" in line and "warrant" in line.lower(), a.answer


@pytest.mark.parametrize("asked", [" ki taraf se har baar", "-r pokkho protibar", " da paksh har vaari",
                                   " ra pakhya sabu bele", " side every time"])
def test_a_genitive_may_stand_between_a_party_and_its_side_word(asked):
    from tareekh.agent.question import _SIDE_WORD

    assert _SIDE_WORD.match(asked)


@pytest.mark.parametrize("asked", [" ne cheque diya", " kaha tha", " ki beti"])
def test_a_party_with_no_side_word_after_it_is_no_side(asked):
    from tareekh.agent.question import _SIDE_WORD

    assert not _SIDE_WORD.match(asked)


@pytest.mark.parametrize("text", ["ketethar time nela", "kotobar time nilo", "ennisarlu time adigaru",
                                  "ethravattam time chodichu", "kitnibaar adjournment liya", "ketlivaar mudat lidhi"])
def test_how_many_times_typed_as_one_word_is_a_count(text):
    from tareekh.agent.question import _kind_of

    assert _kind_of(text, False, False, False) == "count"


@pytest.mark.parametrize("text", ["kete taka debaku padiba", "ketebele asibe"])
def test_how_much_or_when_is_no_count_of_times(text):
    from tareekh.agent.question import _kind_of

    assert _kind_of(text, False, False, False) != "count"


@pytest.mark.parametrize(("word", "role_of"), [("kauta", "which"), ("kouti", "which"), ("ketethar", "how_many_times")])
def test_odia_s_question_words_as_latin_letters_spell_them(word, role_of):
    from tareekh.agent.tongues import role

    assert role(word) == role_of
