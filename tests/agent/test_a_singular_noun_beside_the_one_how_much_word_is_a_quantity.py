"""The one word most languages have for "how much" and "how many" ("eshtu", "kete", "koto", "kati", "ketli", Hindi's
feminine "kitni") beside an English noun written singular that names nothing counted asks a quantity — a percentage,
a bond, a claim — not how many of it; beside a thing counted (a witness, a posting, issues) it still asks a count.
On the registry of the test practice (pune.py)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import NameIndex, understand
from tests.agent import pune

TODAY = date(2026, 3, 1)


@pytest.fixture
def reg(practice):
    pune.build_registry(practice)
    return practice.registry


def ask(reg, text):
    return understand(text, registry=reg, today=TODAY, index=NameIndex(reg))


@pytest.mark.parametrize("text", [
    "Hadapsar CMA alli medical board eshtu disability kottide?",  # Kannada, the noun after the word
    "Hadapsar CMA re kete bond re jamin hela?",  # Odia
    "Hadapsar CMA e board koto disability likhechhe?",  # Bengali
    "Hadapsar CMA ma kati bond ma dharauti bhayo?",  # Nepali
    "Hadapsar CMA ma ketli rate nakki thai?",  # Gujarati
    "Hadapsar CMA mein kitni recovery nikli?",  # Hindi's own feminine
    "Hadapsar CMA alli claim eshtu haakidru?",  # the noun before the word
])
def test_an_uncounted_singular_noun_beside_the_word_asks_a_quantity(reg, text):
    assert ask(reg, text).kind == "amount"


@pytest.mark.parametrize("text", [
    "Hadapsar CMA alli eshtu witness vicharane aaytu?",  # Kannada: witnesses, typed singular
    "Hadapsar CMA re kete posting heichi?",  # Odia: postings
    "Hadapsar CMA e koto issues frame holo?",  # Bengali: a plural
    "Hadapsar CMA ma kati exemption liyo?",  # Nepali: exemptions
])
def test_a_counted_thing_beside_the_word_still_asks_a_count(reg, text):
    assert ask(reg, text).kind == "count"
