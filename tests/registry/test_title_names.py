"""An honorific that is also a given name ("Shree", "Sri", "Thiru", "Kumari", "Selvi") is a title only before another name;
alone, or before what is no name ("Shree case", "A. Shree and another"), it is the person's own name, and the case
is called by it."""

from __future__ import annotations

from tareekh.registry.aliases import auto_aliases, party_aliases, words
from tareekh.registry.models import Party


def test_a_title_name_before_another_name_is_dropped_as_a_title():
    assert words("Shree Priya Dharshini") == ["priya", "dharshini"]
    assert words("Thiru K. Rajendran") == ["k", "rajendran"]
    assert words("M/s Sri Venkateswara Traders") == ["venkateswara", "traders"]


def test_a_title_name_standing_alone_is_the_persons_name():
    assert words("A. Shree") == ["a", "shree"]
    assert words("Shree case adjourned") == ["shree", "case", "adjourned"]
    assert words("shree mcop") == ["shree", "mcop"]


def test_a_client_called_by_a_title_name_has_it_as_her_alias():
    assert "Shree" in party_aliases("B. Shree")
    aliases = [a for a, _kind in auto_aliases(None, None, "Shree accident claim", [Party(name="B. Shree", role="petitioner")])]
    assert "Shree accident claim" in aliases and "Shree" in aliases


def test_other_honorifics_are_titles_wherever_they_stand():
    assert words("Dr. Mehta") == ["mehta"]
    assert words("Adv. Fernandes") == ["fernandes"]
    assert words("Smt") == []
