"""'How many' is read in each of its forms in every language the tables hold: Bengali "kota", "koyta", "kotogula"
(কটা, কয়টা, কতগুলো) beside "koto", "koybar" and "কতবার" beside "kotobar", Assamese "kimanta", Odia "କେତୋଟି", Nepali
"kativota" — a count asked with one of them was read as no count at all ("No record … nothing in them says so").
"kota", a city's name and a surname, is the Bengali "how many" only in a question whose other words are Bengali.

A small registry written for these tests, with names no data set holds.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import NameIndex, understand
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case, Party

TODAY = date(2031, 3, 1)


@pytest.fixture
def reg(practice):
    reg = practice.registry
    reg.add_case(Case(id="C1", number="Misc. Case No. 31 of 2029", short_name="Baskiyar land case",
                      title="Sonaram Baskiyar vs Kiskuram Dastidar", side="petitioner",
                      parties=[Party(name="Sonaram Baskiyar", role="petitioner"),
                               Party(name="Kiskuram Dastidar", role="opposite party")]))
    return reg


def ask(reg, text):
    return understand(text, registry=reg, today=TODAY, index=NameIndex(reg))


@pytest.mark.parametrize("text", [
    "baskiyar land case e kota shunani holo",  # Bengali, the "how many" that is also a place's name
    "baskiyar land case e koyti shunani holo sob mile",
    "baskiyar land case e kotogula shunani hoyeche",
    "baskiyar er mamla te koybar time nilo",  # Bengali "how many times"
    "baskiyar land case e kimanta hearing hol",  # Assamese
    "baskiyar land case ত কিমানবাৰ শুনানি হ'ল",  # Assamese in its script
    "বাস্কিয়ার এর মামলায় কটা শুনানি হল",  # Bengali in its script
    "বাস্কিয়ার এর মামলায় কতবার সময় নিল",
    "baskiyar case ରେ କେତୋଟି ଶୁଣାଣି ହେଲା",  # Odia in its script
    "baskiyar land case ma kativota hearing bhayo",  # Nepali
])
def test_a_count_asked_with_any_form_of_how_many_is_a_count(reg, text):
    assert ask(reg, text).kind == "count"


@pytest.mark.parametrize("text", ["kota court me kya hua", "kota wale case me next date kab hai"])
def test_the_city_s_name_is_no_how_many_outside_a_bengali_question(text):
    assert "kitne" not in pivot(text).lower()
    assert "kota" in pivot(text).lower()


def test_the_city_s_name_stays_a_word_a_record_may_hold(reg):
    q = ask(reg, "baskiyar land case kota court me kya hua")
    assert q.kind != "count"
