"""A sum asked of a thing ("interim maintenance entha icharu?") is the thing's own sum, the one the order fixed — not
the arrears of it that a later petition reckons ("arrears of interim maintenance Rs. …"), which holds the same words
and was read first as the newer line. Arrears asked ("arrears kitna", "thakit kiti") are read as any sum. A small
family-court practice written for this test (Odumbra), its notes in English and Hinglish."""

from __future__ import annotations

import pytest

from tareekh.agent.value import owed_sum
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="F1", number="M.C. No. 93 of 2026", short_name="Thenkuzhali maintenance",
                                    title="Thenkuzhali Odumbra vs Velayudhan Odumbra", side="petitioner"))
    practice.ingest_text("Interim order pronounced. Respondent to pay interim maintenance of Rs. 7,000/- per month "
                         "(Rs. 4,500/- to the wife and Rs. 2,500/- to the daughter) by the 5th of each month. "
                         "Next 11.06.2026 for evidence.",
                         name="odumbra io.txt", case_id="F1", date="2026-03-12", author="Lawyer")
    practice.ingest_text("Respondent absent again. Execution petition filed for the arrears of interim maintenance "
                         "Rs. 49,000 (March to September). Notice ordered. Next 20.11.2026.",
                         name="odumbra ep.txt", case_id="F1", date="2026-10-08", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "owed-part", build)


@pytest.mark.parametrize("q", [
    "Thenkuzhali case mein interim maintenance kitna mila? beti ko kitna",
    "Thenkuzhali case lo interim maintenance entha icharu? paapaki entha",
])
def test_the_sum_the_order_fixed_leads_not_the_arrears_reckoned_later(pr, q):
    a = pr.ask(q, today="2026-11-01")
    first = first_line(a)
    assert "7,000" in first, a.answer
    assert "49,000" not in first, a.answer


@pytest.mark.parametrize("text, value, owed", [
    ("Execution filed for the arrears of interim maintenance Rs. 49,000 (March to September).", "Rs. 49,000", True),
    ("थकबाकी भाडे रु. 36,000 व मासिक भाडे रु. 3,000", "Rs. 36,000", True),  # Marathi: the owed rent
    ("Bakaya kiraya Rs. 45,000 hai; masik kiraya Rs. 3,000", "Rs. 3,000", False),  # the owed part's clause ends
    ("to pay interim maintenance of Rs. 7,000 per month and the arrears within two months", "Rs. 7,000", False),
])
def test_a_sum_written_as_what_is_owed_of_a_thing(text, value, owed):
    assert owed_sum(text, value) is owed
