"""A surname typed in small letters is a name, never a qualifier heard by its sound.

A qualifier of the law typed as its Indian-language word sounds ("avmanna" of a contempt) is read by its consonants,
and a surname may share them ("Dhokre" and Telugu "dhikkaara", contempt): the accused asked of by his surname alone,
or with whether he paid or comes to court, was answered "Not on record: your notes record no contempt". A word that
named the matter, or that its records write, is the name it is."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    practice.registry.add_case(Case(id="N1", number="C.C. No. 418 of 2025", short_name="Tarachand cheque case",
                                    title="Tarachand Vanaspati vs Tukdoji Dhokre", side="complainant",
                                    court="JMFC", stage="evidence", next_date="2026-06-10"))
    practice.ingest_text("4.5.26 Tarachand cheque case - accused Dhokre absent, exemption moved. Interim "
                         "compensation Rs. 31,000 not yet paid. ND 10.6.26.",
                         name="cc.txt", case_id="N1", date="2026-05-04", author="Lawyer")


@pytest.mark.parametrize("question", [
    "dhokre",                                               # the surname typed alone
    "dhokre ne interim compensation bhara kya?",            # Hindi: did he pay
    "dhokre date-ku varaara?",                              # Tamil in Latin letters: does he come on dates
])
def test_a_surname_that_sounds_like_a_word_for_contempt_is_no_contempt_asked(practice, question):
    build(practice)
    line = first_line(practice.ask(question, today="2026-05-20"))
    assert "contempt" not in line, line


def test_a_contempt_typed_as_its_word_sounds_beside_the_surname_is_still_asked(practice):
    build(practice)
    line = first_line(practice.ask("dhokre ke khilaf avmanna yachika lagi kya?", today="2026-05-20"))
    assert line.startswith("Not on record") and "contempt" in line, line
