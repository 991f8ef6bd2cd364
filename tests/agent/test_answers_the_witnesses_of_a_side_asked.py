"""'<side> chya baju ne sakshi kon aala?', 'who all deposed for the <party>?': every witness numbered for the side
asked (the respondent's or insurer's RW/DW/MW, the claimant's or union's PW/CW/AW/WW), by number and name, each
cited — not the matter's last hearing, nor another side's witness who only failed to come; a side named by a party
of the title settles the matter when the question names none. And what a witness said, written in the sentence
after the one that names them with its subject left out ("<name> aala. Sangitla …").

A small practice written for these tests (a motor accident claim and a labour reference), in Marathi and English.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="MACP No. 77 of 2025", short_name="Vhatkar accident claim",
                                    title="Pramila Vhatkar vs Sudhakar Kelaskar & Ors.", side="petitioner"))
    practice.registry.add_case(Case(id="L1", number="Reference IDA No. 9 of 2025", short_name="Foundry reference",
                                    title="Krantijyot Kamgar Sanghatana vs Dhokarikar Castings Pvt. Ltd.",
                                    side="petitioner"))
    notes = [
        ("M1", "2025-06-10", "Vhatkar claim - CW2 Bhaguji Zodge (tanker cleaner) did not come. Summons again."),
        ("M1", "2025-07-08", "14:10 Vrushalika Jr: Vhatkar claim - Zodge aala shevti. Chief ani cross donhi zhale. "
                             "Sangitla tanker chukichya bajune aala, signal todla. ND 12/8."),
        ("M1", "2025-08-12", "RW1 Anil Pangarkar, Assistant Manager, claims office, Nashik, examined on the "
                             "policy; cross by us. Next 9.9."),
        ("L1", "2025-05-20", "WW1 Raghunath Thorvat (sanghatana secretary) examined in chief by affidavit."),
        ("L1", "2025-06-24", "WW2 Ganpat Ghodeswarkar deposed that the contractor changed every year but the "
                             "supervisor stayed. Workmen's evidence closed."),
        ("L1", "2025-07-29", "MW1 absent. Management seeks time. Next 2.9."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Advocate")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-witnesses", build)


@pytest.mark.parametrize("question", ["Vhatkar claim madhe insurer chya baju ne sakshi kon aala?",
                                      "Vhatkar accident claim: who deposed for the insurer?"])
def test_the_witness_of_the_side_asked_answers(pr, question):
    a = pr.ask(question, today="2025-10-01")
    line = first_line(a)
    assert "RW1 Anil Pangarkar" in line and "claims office" in line, a.answer
    assert "Zodge" not in line, a.answer


def test_every_witness_of_a_side_named_by_its_party_is_said(pr):
    a = pr.ask("sanghatana chya baju ne sakshi kon kon dile?", today="2025-10-01")
    line = first_line(a)
    assert "Raghunath Thorvat" in line and "Ganpat Ghodeswarkar" in line, a.answer
    assert "MW1" not in line, a.answer


def test_what_a_witness_said_in_the_sentence_after_their_name_is_found(pr):
    a = pr.ask("zodge tanker cleaner ne accident baddal kay sangitla?", today="2025-10-01")
    assert "chukichya bajune" in a.answer, a.answer


def test_a_side_word_names_its_side_and_a_party_word_its_place_in_the_title():
    from tareekh.agent.side_witnesses import _asked_side

    title = "Krantijyot Kamgar Sanghatana vs Dhokarikar Castings Pvt. Ltd."
    assert _asked_side("insurer ki taraf se gawah kaun", title) == ("second", "insurer")
    assert _asked_side("sanghatana er dike sakkhi ke ke", title) == ("first", "sanghatana")
    assert _asked_side("castings side witness who", title) == ("second", "castings")
    assert _asked_side("bank se gawah kaun aaya", title) is None


def test_the_account_after_a_naming_sentence_runs_to_the_saying_one():
    from tareekh.agent.said_after import said_after

    text = "Zodge aala. Cross zhala. Sangitla tanker chukichya bajune aala. ND 12/8."
    assert said_after(text, "Zodge aala.") == "Zodge aala. Cross zhala. Sangitla tanker chukichya bajune aala."
    assert said_after("Zodge aala. Cross zhala. ND 12/8.", "Zodge aala.") is None
