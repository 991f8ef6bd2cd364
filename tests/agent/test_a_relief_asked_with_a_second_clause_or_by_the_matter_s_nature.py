"""A relief asked yes or no with a second clause asking a fact of it — "bail mili? bond kitna?", "jamin milala ka? kadhi?",
"bail kidaichadhaa? bond evlo?" — is answered "Yes — <day>" from the matter's order, with the order's terms: the
later clause's word ("bond") asks a fact of the relief, never another thing the relief must be of. And a matter
named by a word of its own nature ("<place> liquor case", the registry's "bail in Crime No. … (contraband liquor)") is the
matter asked, not a thing the order must write (agent/outcome_asked.py).

Before, either word made the outcome reader stand aside: the answer quoted the matter's nearest line ("the
contraband is said to be …") or hedged "Not clearly on record" over the very order that granted bail.

Invented practice: a Goa sessions court's bail matter, asked in Hindi, Kannada, Marathi, Tamil and Konkani typed in Latin
letters."""

from __future__ import annotations

import pytest

from tareekh.agent.outcome_asked import _ASKED_RES, _another_step, _beside
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="Crl.M.A. 412/2030", short_name="Dourado bail",
                      title="Pelagio Dourado vs State of Goa", side="petitioner",
                      nature="bail in Crime No. 88/2030 of Quepem Police Station u/s 20(b) NDPS Act (contraband liquor 40 litres)"))
    practice.ingest_text("3.6.30 Sessions Ct Margao - Dourado bail. PP sought time for the FSL report. ND 10.6.",
                         name="b1 jun3.txt", case_id="B1", date="2030-06-03", author="Lawyer")
    practice.ingest_text("ORDER. Heard. The quantity is below the commercial quantity. The application is allowed. "
                         "The applicant shall be released on bail on executing a personal bond of Rs. 40,000 with "
                         "one surety in the like amount, and shall attend the Quepem Police Station every Monday.",
                         name="b1 order.txt", case_id="B1", date="2030-06-10", author="Court")
    practice.ingest_text("14.6.30 Dourado released from the district jail in the evening. Surety: his cousin.",
                         name="b1 jun14.txt", case_id="B1", date="2030-06-14", author="Lawyer")
    reg.add_case(Case(id="S1", number="O.S. 77/2030", short_name="Ximenes boundary suit",
                      title="Ximenes vs Rebello", side="plaintiff",
                      nature="suit for declaration and permanent injunction over the boundary wall"))
    practice.ingest_text("I.A. 12/2030 under Order XXXIX Rules 1 and 2 CPC for temporary injunction is allowed. Till "
                         "the disposal of the suit the defendant shall not raise the boundary wall.",
                         name="s1 order.txt", case_id="S1", date="2030-05-02", author="Court")
    practice.ingest_text("20.6.30 Quepem PS - IO says the chargesheet is not filed yet, FSL report awaited.",
                         name="b1 jun20.txt", case_id="B1", date="2030-06-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "relief-second-clause", build))


@pytest.mark.parametrize("question", ["Dourado ko bail mili? bond kitna?",  # Hindi
                                      "Dourado-ge bail sikkitaa? bond eshtu?",  # Kannada
                                      "Dourado la jamin milala ka? bond kiti?",  # Marathi
                                      "Dourado-ku bail kidaichadhaa? bond evlo?",  # Tamil
                                      "Dourado ko bail mili? surety bond ka amount?",  # Hindi
                                      "Dourado-ki bail vachinda? bond enta"])  # Telugu
def test_a_later_clause_asking_the_bond_keeps_the_verdict_first(built, question):
    ans = built.ask(question, today="2030-07-01")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "10 Jun 2030" in first, ans.answer
    assert "40,000" in first, ans.answer


@pytest.mark.parametrize("question", ["Quepem liquor case Dourado-la bail milla? kednam?",  # Konkani
                                      "Quepem liquor case me Dourado ko bail mili kya? kab?",  # Hindi
                                      "Quepem liquor case Dourado-nu bail kittiyo?"])  # Malayalam
def test_a_word_of_the_matter_s_nature_names_the_matter(built, question):
    ans = built.ask(question, today="2030-07-01")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "10 Jun 2030" in first, ans.answer


def test_a_later_clause_asking_a_step_of_its_own_is_still_answered(built):
    # "bail mili? chargesheet file hui?": two questions; the second's thing is no fact of the bail, so the bail's
    # yes alone does not answer it
    ans = built.ask("Dourado ko bail mili? chargesheet file hui?", today="2030-07-01")
    assert "chargesheet" in ans.answer.lower(), ans.answer


@pytest.mark.parametrize("clause, own", [(" chargesheet file hui", True), (" aur reply aaya", True),
                                         ("bond enta", False), (" ennu", False), (" kab", False),
                                         ("kis date ko", False), (" bond kitna", False)])
def test_a_later_clause_of_a_step_of_its_own_keeps_its_words(clause, own):
    assert _another_step(clause) is own


def test_a_word_of_the_nature_typed_beside_the_relief_is_which_relief(built):
    # the suit's nature says "permanent injunction"; a temporary one was granted: asked of the permanent injunction
    # (a decree), the interim order is no yes
    ans = built.ask("Ximenes suit me permanent injunction mili kya?", today="2030-07-01")
    assert not first_line(ans).startswith("Yes — stay"), ans.answer


def test_the_words_typed_beside_the_relief_say_which_relief():
    class Asked:
        typed = text = "Ximenes suit me permanent injunction mili kya?"

    stay_words = next(w for name, w, _, _ in _ASKED_RES if name == "stay or interim order")
    assert "perma" in {s[:5] for s in _beside(Asked(), stay_words)}
