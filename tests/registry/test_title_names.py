"""An honorific that is also a given name ("Selvi", "Sri", "Thiru", "Kumari") is a title only before another name;
alone, or before what is no name ("Selvi case", "A. Selvi and another"), it is the person's own name, and the case
is called by it."""

from __future__ import annotations

from tareekh.registry.aliases import auto_aliases, party_aliases, words
from tareekh.registry.models import Party


def test_a_title_name_before_another_name_is_dropped_as_a_title():
    assert words("Selvi Priya Dharshini") == ["priya", "dharshini"]
    assert words("Thiru K. Rajendran") == ["k", "rajendran"]
    assert words("M/s Sri Venkateswara Traders") == ["venkateswara", "traders"]


def test_a_title_name_standing_alone_is_the_persons_name():
    assert words("A. Selvi") == ["a", "selvi"]
    assert words("Selvi case adjourned") == ["selvi", "case", "adjourned"]
    assert words("selvi mcop") == ["selvi", "mcop"]


def test_a_client_called_by_a_title_name_has_it_as_her_alias():
    assert "Selvi" in party_aliases("B. Selvi")
    aliases = [a for a, _kind in auto_aliases(None, None, "Selvi accident claim", [Party(name="B. Selvi", role="petitioner")])]
    assert "Selvi accident claim" in aliases and "Selvi" in aliases


def test_other_honorifics_are_titles_wherever_they_stand():
    assert words("Dr. Mehta") == ["mehta"]
    assert words("Adv. Fernandes") == ["fernandes"]
    assert words("Smt") == []
