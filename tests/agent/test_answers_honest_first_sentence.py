"""Answers that used to be nearest lines alone, with no first sentence:

- a question about things no one line of the notes holds together (a dispute at a place no matter is at, a
  cancellation no record mentions, of a matter whose bail order is on record) says "Not on record" first, and the
  nearest lines after it;
- a yes/no whose newest line says the thing was done, in the words of its language ("release hua", "vidudala
  ayindi", "bidugade aaytu", "released"), is a yes, with that line's day.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="H1", number="Crl.M.P. No. 41 of 2026", short_name="Pallavan ganja bail",
                                    title="Pallavan vs State", side="petitioner"))
    practice.registry.add_case(Case(id="H2", number="O.S. No. 12 of 2025", short_name="Kuttappan coconut grove suit",
                                    title="Kuttappan vs Thankamma", side="plaintiff"))
    practice.ingest_text("Pallavan ganja bail - order: petitioner admitted to bail on a bond of Rs. 25,000 with two "
                         "sureties, to appear before the police station every Monday.", name="pb 1.txt", case_id="H1",
                         date="2026-03-02", author="Lawyer")
    practice.ingest_text("Pallavan ganja bail - sureties verified. Pallavan release hua shaam ko, brother took him "
                         "home. Told him: koi jhagda mat karna, report every Monday.", name="pb 2.txt", case_id="H1", date="2026-03-05", author="Lawyer")
    practice.ingest_text("Kuttappan coconut grove suit - PW1 Kuttappan chief: the thoppu has 140 trees, "
                         "boundary wall broken by the defendant in 2024.", name="kg 1.txt", case_id="H2",
                         date="2026-02-10", author="Lawyer")
    practice.ingest_text("Kuttappan coconut grove suit - Thankamma's counsel sought time for cross. Next date "
                         "20.12.2026.", name="kg 2.txt", case_id="H2", date="2026-06-15", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "honest-first-sentence", build)


@pytest.mark.parametrize("question", [
    "Pallavan ganja bail mein prosecution ne cancellation petition file kiya kya?",    # Hinglish
    "Pallavan ganja bail la prosecution cancellation petition potaangala?",           # Tamil in Latin letters
    "Pallavan ganja bail e prosecution cancellation petition diyeche ki?",            # Bengali in Latin letters
    "pallavan ki bail cancel karne ki application aayi thi kya prosecution ki taraf se?",  # Hinglish, kya mid-way
])
def test_a_thing_no_line_holds_together_is_not_on_record_first(pr, question):
    a = pr.ask(question, today="2026-07-01")
    line = first_line(a)
    assert line.startswith(("Not on record", "Nothing in your notes", "No record")), a.answer


@pytest.mark.parametrize("question", [
    "kovalam wale thoppu ka jhagda - next date kab hai?",   # a grove at a place no matter is at
    "varkala thoppu jhagda - adutha date eppo?",
])
def test_a_matter_no_line_holds_is_not_on_record_before_the_nearest_lines(pr, question):
    a = pr.ask(question, today="2026-07-01")
    line = first_line(a)
    assert line.startswith("Not on record") or line.startswith("Nothing in your notes") \
        or line.startswith("No such case"), a.answer


@pytest.mark.parametrize("question", [
    "Pallavan release hua kya jail se?",          # Hinglish
    "Pallavan release ayyada jail nundi?",        # Telugu in Latin letters
    "was Pallavan released from jail?",           # English
])
def test_a_line_saying_the_thing_done_is_a_yes_with_its_day(pr, question):
    a = pr.ask(question, today="2026-07-01")
    line = first_line(a)
    assert line.startswith("Yes") and "5 Mar 2026" in line, a.answer
