"""A list under a heading is one unit with its heading (agent/listed_under.py): the plain reading that finds a
heading ("Conceded:") or one line of its list shows the heading and every line under it, not the heading cut from
what it heads by "…". Invented notes, in other words than the data sets."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.listed_under import with_lists
from tareekh.agent.question import Question

NOTE = ("14/8 Sessions Ct - Ostwal trial\nDW1 Hemant Ostwal cross by APP. Conceded:\n"
        " * the godown key stayed with him that week\n * no receipt was ever issued for the 40 bags\n"
        " * he met the buyer twice at the weighbridge\nNext for DW2.")


def rec(i: int, text: str) -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["S9"], date="2025-08-14", kind="hearing")


def test_a_heading_found_brings_every_line_it_heads():
    q = Question(text="hemant cross conceded?", kind="said", today=date(2025, 9, 1), cases=["S9"])
    hits = closest(q, [rec(1, NOTE)], name_stems=set(), anchor_stems=set())
    shown = " … ".join(hits[0].sentences)
    for item in ("godown key", "no receipt", "weighbridge"):
        assert item in shown, shown


def test_a_line_of_a_list_brings_its_heading_and_its_siblings():
    out = with_lists(NOTE, ["* no receipt was ever issued for the 40 bags"])
    assert len(out) == 1
    assert out[0].startswith("Conceded:") and "godown key" in out[0] and "weighbridge" in out[0], out


def test_plain_lines_under_a_heading_end_at_a_blank_line():
    text = "Points for reply:\nlimitation not argued\nthe map is unsigned\n\nClient to call on Monday."
    out = with_lists(text, ["Points for reply:"])
    assert "limitation not argued" in out[0] and "unsigned" in out[0] and "Monday" not in out[0], out


def test_a_sentence_that_heads_nothing_is_kept_as_it_is():
    text = "Reply says: no licence for the shed.\nNext date 3/9."
    assert with_lists(text, ["Reply says: no licence for the shed."]) == ["Reply says: no licence for the shed."]


def test_what_a_label_opens_runs_to_the_end_of_its_line_past_a_question_mark():
    text = "Counter filed.\nCounter says: no permit for the shed? (no rule cited) and a neighbour's complaint of 2023.\nNext 3/9."
    out = with_lists(text, ["Counter says: no permit for the shed?"])
    assert out == ["Counter says: no permit for the shed? (no rule cited) and a neighbour's complaint of 2023."], out


def test_a_long_line_ending_in_a_colon_introduces_the_line_under_it():
    text = ("DW3 Shri Naveen Kulkarni, Assistant Manager of the cooperative society at the market yard - produced the "
            "members' register for 2024:\nthe defendant's name was removed on 3.3.24 only.\nNext date 9/10.")
    first = text.splitlines()[0]
    out = with_lists(text, [first])
    assert out and "removed on 3.3.24" in out[0] and "Next date" not in out[0], out


def test_an_excerpt_ending_on_a_line_of_a_list_carries_the_rest_of_the_list():
    from tareekh.agent.listed_under import finish_lists

    text = ("DW-1 Harish (meter reader) - 3.3.2025\n\nCross by APP:\n- Reading book not signed - admitted.\n"
            "- Knows the accused's brother by name only.\n\nEvidence closed.")
    excerpt = "Cross by APP:\n- Reading book not signed - admitted."
    out = finish_lists(text, excerpt)
    assert "brother by name only" in out and "Evidence closed" not in out, out


def test_an_account_too_long_to_quote_is_quoted_from_the_stage_asked():
    from tareekh.agent.compose import QUOTE_CHARS, _stage_part

    chief = "Chief (by us): " + "the pump log for each day of the month was produced and read out, " * 8
    text = chief + "\nCross by Ld. APP Sharma ji: - log not signed - admitted. - knows the accused's uncle by name."
    assert len(text) > QUOTE_CHARS
    out = _stage_part(text, "cross")
    assert out.startswith("Cross by Ld. APP") and "uncle by name" in out
    assert _stage_part(text, None) == text


# a numbered list whose numbers the sentence reader cuts off as sentences of their own ("2." then "Whether …?")
FRAMED = ("Heard both sides on the objection.\nThe following points are framed for trial:\n"
          "1. Whether the lease deed of 04.02.2019 is a sham?\n2. Whether the tenant sublet the kiosk to Dhurjati?\n"
          "3. Whether the suit is within time?\n4. To what relief?\nTenant's evidence first.")


def test_an_item_whose_number_stands_apart_still_brings_its_heading():
    out = with_lists(FRAMED, ["Whether the tenant sublet the kiosk to Dhurjati?"])
    joined = " ".join(out)
    assert "points are framed" in joined and "sham" in joined and "within time" in joined, out
    assert "Tenant's evidence" not in joined, out
