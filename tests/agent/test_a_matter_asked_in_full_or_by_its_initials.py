"""'<matter> full ah sollu', 'full ga cheppu', 'tell me … in full': "full" with the ending a language glues to it and a
verb of telling asks the matter's whole story, not a thing called "full" the notes lack ("Nothing in your notes on full
ah" was said before). And a matter asked by the initials of its name's words ("SP suit" for the "… specific performance
suit") is that matter, while capitals before a word no name holds name none.

Own small practice, invented names and words."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.agent.brief import asks_brief
from tareekh.agent.case_initials import spelt_case_initials
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="Crl.M.P. No. 3391 of 2026", short_name="Pethkar bail",
                      title="Irukkam Pethkar vs State", side="accused", stage="bail", next_date=None))
    reg.add_case(Case(id="S1", number="O.S. No. 77 of 2025", short_name="Ozarde specific performance suit",
                      title="Thiruvadi Ozarde vs Kuttalam Nadukkal", side="plaintiff", stage="evidence",
                      next_date="2027-02-10"))
    reg.add_case(Case(id="P1", number="O.S. No. 12 of 2026", short_name="Nadukkal partition suit",
                      title="Kuttalam Nadukkal vs Irukkam Nadukkal", side="defendant", stage="summons",
                      next_date="2027-01-15"))
    notes = [
        ("B1", "2026-09-03", "Pethkar bail - PP wants full case diary, time given. Next 10.09.2026"),
        ("P1", "2026-09-21", "Nadukkal partition suit - summons ah innum serve pannala. Next 15.01.2027"),
        ("B1", "2026-09-10", "Pethkar bail allowed. Bond Rs 35,000 with two sureties, to sign at the police "
                             "station every Monday for three weeks."),
        ("S1", "2026-10-05", "Ozarde suit - DW1 Nadukkal cross over, admitted the agreement signature. "
                             "Next 10.02.2027 for arguments."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "in-full-initials", build))


@pytest.mark.parametrize("typed", [
    "pethkar bail full ah sollu",
    "pethkar bail full-a sollunga",
    "pethkar bail full ga cheppu",
    "pethkar bail full agi heli",
    "fully explain the pethkar bail",
    "tell me the pethkar bail in full",
    "pethkar bail pura samjhao",
    "pethkar wala mamla poori baat batao",
])
def test_full_beside_a_verb_of_telling_asks_the_whole_story(typed):
    assert asks_brief(typed)


@pytest.mark.parametrize("typed", [
    "pethkar bail full payment aaya?",
    "was the bond paid in full?",
    "full bench ne kya kaha",
    "pethkar bail pura paisa jama hua?",
    "bond poora bhara ya nahi batao",
])
def test_full_before_a_thing_asks_no_briefing(typed):
    assert not asks_brief(typed)


@pytest.mark.parametrize("question", ["pethkar bail full ah sollu", "pethkar bail full ga cheppu",
                                      "pethkar wala bail case pura samjhao"])
def test_a_matter_asked_in_full_is_briefed_not_said_absent(pr, question):
    answer = pr.ask(question, today="2026-12-01")
    assert "Nothing in your notes" not in answer.answer, answer.answer
    assert first_line(answer).startswith("Last hearing in Crl.M.P. 3391/2026"), answer.answer
    assert "35,000" in answer.answer, answer.answer


def test_a_matter_asked_by_its_initials_is_that_matter(pr):
    answer = pr.ask("SP suit status batao", today="2026-12-01")
    assert first_line(answer).startswith("Last hearing in O.S. 77/2025"), answer.answer
    assert "10 Feb 2027" in first_line(answer), answer.answer


def test_initials_are_spelt_only_as_one_name_writes_them_before_the_word_typed():
    cases = [SimpleNamespace(short_name="Ozarde specific performance suit"),
             SimpleNamespace(short_name="Nadukkal land acquisition appeal")]
    assert spelt_case_initials("SP suit ka status", cases) == "specific performance suit ka status"
    assert spelt_case_initials("LA appeal kab hai", cases) == "land acquisition appeal kab hai"
    assert spelt_case_initials("SP report aayi kya", cases) == "SP report aayi kya"  # no name has it before "report"
    assert spelt_case_initials("LA suit", cases) == "LA suit"  # the letters stand before "appeal", not "suit"


@pytest.mark.parametrize("question", ["pethkar bail ta short re bujhei dia", "pethkar bail short re kuha",
                                      # Assamese "short t" (the locative glued as its own letter), Konkani "thodkyant"
                                      "pethkar r bail tu short t kobi", "pethkar bail thodkyant sang"])
def test_in_short_with_its_postposition_asks_the_gathered_briefing(pr, question):
    # "short re" (Odia "in short") is read as a summary asked, not as a verb of telling: the briefing gathers the
    # matter's story (the time sought on 3 Sep), not only its last and next hearing
    answer = pr.ask(question, today="2026-12-01")
    assert first_line(answer).startswith("Last hearing in Crl.M.P. 3391/2026"), answer.answer
    assert "Time sought: 3 Sep 2026" in first_line(answer), answer.answer
