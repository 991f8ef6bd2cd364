"""'Give me the whole news of X' asks a briefing, in the words the languages use for it: "poori khabar", "puro khabar
dia" (Odia), "sob khobor" (Bengali/Assamese), "sari jankari", "full details", "X ki kya khabar"; while "khabar"
alone in an errand ("client ko khabar do") or "poora" before a sum asks no briefing."""

import pytest

from tareekh.agent.brief import asks_brief


@pytest.mark.parametrize("typed", [
    "Mahanta land case ra puro khabar dia",
    "Sahastra eviction matter ki poori khabar batao",
    "Yogvati appeal er sob khobor bolo",
    "give me the full details of the Kumbhal partition suit",
    "Bhonsle writ ki sari jankari chahiye",
    "Kotwal suit ki kya khabar hai?",
])
def test_the_whole_news_of_a_matter_asks_a_briefing(typed):
    assert asks_brief(typed)


@pytest.mark.parametrize("typed", [
    "client ko khabar do ki date 12 ko hai",
    "poora payment kab aaya Kotwal suit me?",
    "did the Kumbhal partition suit get the full amount?",
])
def test_news_told_or_a_whole_sum_asks_no_briefing(typed):
    assert not asks_brief(typed)


@pytest.mark.parametrize("typed", [
    "Zorawar Khimta ka poora vishay batao",
    "Khimta appeal ra puro ghatana ta kuha",
    "Khimta er puro byapar ta bolo",
    "খিমটার পুরো ব্যাপারটা বলো",
])
def test_the_whole_affair_of_a_matter_asks_a_briefing(typed):
    """'The whole affair/matter' — the whole word with the noun for the affair, its article glued on or apart."""
    assert asks_brief(typed)


@pytest.mark.parametrize("typed", [
    "vyapar me kitna nuksan hua Khimta suit me, batao",
    "Khimta ka byapar ta ki?",
])
def test_the_affair_without_the_whole_asks_no_briefing(typed):
    assert not asks_brief(typed)
