"""A confirmation of two parts ("was anticipatory bail given? bond amount?", "Tulsiyani ka faisla nikla? kitna
mila?") answered by its second part (the sum, what the order gave) says the step's "Yes — <day>" first, when the
record the answer quotes writes the step; a step no record writes adds no yes (agent/two_part.py). Invented
practice (a Karnataka sessions court bail and a Hindi-belt money suit), in English and Hindi."""

from __future__ import annotations

from tareekh.agent.step_words import _happening_asked
from tareekh.agent.two_part import step_part
from tareekh.registry.models import Case


def build(practice) -> None:
    practice.registry.add_case(Case(id="B1", number="Crl.Misc. No. 318 of 2026", short_name="Yellappa AB",
                                    title="Yellappa Hemavathi vs State", side="petitioner"))
    practice.ingest_text("Anticipatory bail is granted. In the event of arrest the petitioner shall be released on "
                         "bail on executing a personal "
                         "bond for Rs. 75,000/- with one surety for the like sum.", name="ab order.jpg",
                         case_id="B1", date="2026-04-14", author="Court")


def test_the_sum_asked_second_comes_after_the_yes(practice):
    build(practice)
    ans = practice.ask("Yellappa AB - was anticipatory bail granted? bond amount?", today="2026-06-01")
    assert ans.answer.startswith("Yes"), ans.answer
    assert "14 Apr 2026" in ans.answer.split("\n", 1)[0], ans.answer
    assert "75,000" in ans.answer.split("\n", 1)[0], ans.answer


def test_a_step_no_record_writes_gets_no_yes(practice):
    build(practice)
    ans = practice.ask("Yellappa AB - was the bail cancelled? bond amount?", today="2026-06-01")
    assert not ans.answer.startswith("Yes"), ans.answer


def test_an_order_come_out_is_a_step_asked_in_several_languages():
    for q in ("Odedara flat case e order beriyechhe? koto dilo?", "Tulsiyani ka faisla nikla? kitna mila?",
              "Odedara order nighala ka? kiti rakkam?", "Tulsiyani case r order ulaise ne? kiman?"):
        assert step_part(q) is not None, q
    assert not _happening_asked("Tulsiyani ka nikah nama")
