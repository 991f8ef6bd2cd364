"""A witness's account runs on to the next date, never to a "next" of the account's own story: "the FIR was lodged
the next morning", "he came back the next day" are what the witness admitted, and the account keeps them; "Next
date: …", "Next 4.8.26", "listed next week" still end it (events/rules.py)."""

from tests.events.test_rules import PETITIONER, of, read


def _said(text: str) -> str:
    found = of(read(text, PETITIONER), "witness")
    assert found, text
    return found[0].said


def test_the_admissions_after_a_story_s_next_morning_are_the_witness_s():
    said = _said("PW4 HC Jagirath Ozarde, the seizing officer - seized the tiffin box;\n"
                 "admitted no independent witness signed, and the memo was written the next evening at the thana.\n"
                 "Next date: 04.08.2026 - PW5 doctor.")
    assert "next evening" in said and "no independent witness" in said, said
    assert "04.08.2026" not in said, said


def test_the_next_day_of_the_story_is_kept_and_the_next_date_ends_it():
    said = _said("PW2 Khurmi Pingle (neighbour) - says she heard shouting. Cross: she came back the next day "
                 "from her mother's house. Next 4.8.26 for PW3.")
    assert "came back the next day" in said and "4.8.26" not in said, said


def test_a_listing_next_week_still_ends_the_account():
    said = _said("PW1 Omkar Vaswani examined in chief - identified the rod.\nList next week for his cross.")
    assert "List next week" not in said, said
