"""A loss, damage or compensation asked "how much" is the sum in rupees, never a count of the things lost.

The one word of Odia, Bengali, Marathi, Gujarati and the south for "how much" and "how many" ("kete", "koto",
"kiti", "ketla", "evvalavu", "ethra") beside a noun for a harm measured in money (agent/loss_words.py) asks the
rupees a note reckons, though an earlier note counts what was lost ("60 crates", "5 tonnes"). And "<thing> loss"
is a loss of the thing — no compound of the law whose two words a record must write side by side.

A small practice written for these tests: an orchard suit and a fish-pond suit, invented names.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line

TODAY = "2026-04-01"
NOTES = [
    ("L1", "2026-01-10", "Khandagale orchard - client reports Pawale's men cut the drip pipeline at night; about 60 "
                         "crates of pomegranate rotted on the trees. Told him to lodge a complaint."),
    ("L1", "2026-02-20", "Khandagale orchard - IA for temporary injunction argued; client's loss assessed at "
                         "Rs. 2,40,000 by the taluka agriculture officer. Next 15.03.2026."),
    ("L2", "2026-01-12", "Sengodan pond - about 5 tonnes of fish died after the dyeing unit's effluent flowed in."),
    ("L2", "2026-02-25", "Sengodan pond - plaint amended: damages of Rs. 3,75,000 claimed for the fish and the "
                         "cleaning of the pond. Next 20.04.2026."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("loss") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CK", name="Anant Khandagale"))
        reg.add_person(Client(id="CS", name="Sengodan Perumalsamy"))
        reg.add_case(Case(id="L1", number="R.C.S. 412 of 2025", short_name="Khandagale orchard",
                          title="Anant Khandagale vs Shankar Pawale", client_id="CK", side="plaintiff"))
        reg.add_case(Case(id="L2", number="O.S. 77 of 2026", short_name="Sengodan pond",
                          title="Sengodan Perumalsamy vs Karuppaiah Dyeing Works", client_id="CS", side="plaintiff"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("text", [
    "khandagale orchard loss kiti zala",  # Marathi "how much/how many"
    "khandagale orchard nuksan ketlu thayu",  # Gujarati
    "sengodan pond nashtam evvalavu",  # Tamil
    "sengodan pond kshoti koto holo",  # Bengali
    "sengodan pond damage ethra aayi",  # Malayalam
])
def test_a_loss_asked_with_the_how_much_or_how_many_word_asks_a_sum(pr, text):
    from tareekh.agent.question import NameIndex, understand

    reg = pr.registry
    assert understand(text, registry=reg, today=date(2026, 4, 1), index=NameIndex(reg)).kind == "amount"


@pytest.mark.parametrize("text", [
    "khandagale orchard witness kiti aale",  # things counted stay a count
    "sengodan pond kete thara adjourn hela",
])
def test_a_count_of_things_or_times_stays_a_count(pr, text):
    from tareekh.agent.question import NameIndex, understand

    reg = pr.registry
    assert understand(text, registry=reg, today=date(2026, 4, 1), index=NameIndex(reg)).kind == "count"


def test_the_loss_of_a_crop_is_its_rupees_not_the_crates_lost(pr):
    a = pr.ask("khandagale orchard pomegranate loss kiti zala", today=TODAY)
    assert first_line(a).startswith("Rs. 2,40,000"), a.answer


def test_the_damage_to_a_pond_asked_in_tamil_is_the_sum_claimed(pr):
    a = pr.ask("sengodan pond fish damage evvalavu", today=TODAY)
    assert first_line(a).startswith("Rs. 3,75,000"), a.answer
