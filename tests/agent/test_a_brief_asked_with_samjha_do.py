"""A Hindi "explain it to me" glued of two words ("samjha do", "samjha dijiye") beside "the whole of it" asks for the
matter's whole story, as "samjhao" and "bata do" do. Invented names."""

from __future__ import annotations

from tareekh.agent.brief import asks_brief


def test_the_whole_of_it_with_samjha_do_asks_a_brief():
    assert asks_brief("vellodikkal wala zameen case poora samjha do")
    assert asks_brief("Haridwarkar ka mamla pura samjha dijiye")


def test_samjha_alone_in_another_sense_asks_none():
    assert not asks_brief("vellodikkal ne notice ka matlab samjha?")
