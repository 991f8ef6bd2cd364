"""An appeal's brief tells what it is about from the order appealed against: its facts, and the outcome it wrote in
a sentence of its own at the end ("Petition dismissed."), which an appeal is against — kept even when the gist of the
order's facts leaves it out.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

ORDER = (
    "BEFORE THE RENT CONTROLLER AT SAIHA\n"
    "R.C. Petition No. 12 of 2022\n"
    "Tlanghmingi Fanai ... Landlady\nvs\nRuatkima Hauhnar ... Tenant\n"
    "Eviction sought u/s 12(2)(a) (wilful default) and 12(3)(b) (own use for her daughter's bakery) of the Mizoram "
    "Rent Control Act, godown No. 4 at Bazar Veng, monthly rent Rs. 3,200, arrears Rs. 96,000 claimed.\n"
    "The tenant says the rent of Rs. 3,200 was tendered by post every month and the landlady refused it; the default "
    "is not wilful as the rent was sent and refused; the need of the bakery is not bona fide.\n"
    "Petition dismissed.\n"
    "Rent Controller, 14.03.2024\n"
)


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="A1", number="R.C.A. 4 of 2024", short_name="Tlanghmingi godown appeal",
                                    title="Tlanghmingi Fanai vs Ruatkima Hauhnar", side="appellant",
                                    next_date="2025-09-22"))
    notes = [
        ("2024-03-14", ORDER),
        ("2025-02-11", "Tlanghmingi godown appeal - tenant deposited arrears 96,000, challan filed. Our args on the "
                       "bakery need heard. Next 22.09.2025"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"A1 {day}.txt", case_id="A1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-order-appealed", build))


def test_the_brief_tells_the_order_appealed_dismissed_the_petition(pr):
    answer = first_line(pr.ask("Tlanghmingi godown appeal ka status kya hai", today="2025-08-01"))
    assert "What it is about" in answer, answer
    about = answer.split("What it is about")[1].split("Orders passed")[0]  # the paper's own part, not an order's
    assert "Petition dismissed" in about, answer


@pytest.mark.parametrize("text,said", [("… not bona fide. Petition dismissed.", "Petition dismissed."),
                                       ("Heard both sides.\nThe suit is decreed with costs.", "The suit is decreed with costs."),
                                       ("the petition dismissed earlier is restored", None)])
def test_an_outcome_is_read_only_as_a_sentence_of_its_own(text, said):
    from tareekh.agent.matter import _DECIDED_BELOW

    m = _DECIDED_BELOW.search(text)
    assert (m.group(0).strip() if m else None) == said
