"""What the next date is for, when the record that gives it says little beside the day:

- a junior's chat corrects the day she just sent ("sorry sir, next date 9 May hai, 2 nahi"): her report just above
  it (the affidavit filed, the other side's time for cross) is what the day is for, and the answer says it;
- a diary note closes with a bare shorthand ("Peshi 16.8.26 - PE"): the short note's lines above it (issues framed,
  the witness list) are quoted whole beside it.
Invented notes and chats, written for these tests."""

from __future__ import annotations

from tareekh.registry.models import Case


def _build(practice) -> None:
    practice.registry.add_case(Case(id="R1", number="M.A.C.P. No. 310 of 2025", short_name="Sonamati claim",
                                    title="Sonamati vs Harjot Transport", side="claimants", court="MACT, Hisar"))
    practice.registry.add_case(Case(id="R2", number="C.S. No. 77 of 2025", short_name="Parwinder shop suit",
                                    title="Parwinder Singh vs Harjot Singh", side="plaintiff",
                                    court="Civil Judge (Sr. Div.), Hisar"))


def test_a_day_corrected_in_the_next_message_is_for_what_the_report_above_says(practice):
    _build(practice)
    chat = ("12/03/26, 10:05 am - Kuldeepika Jr: Sir Sonamati claim me uska affidavit AW1 file kar diya. Insurer ke "
            "vakil ne cross ke liye time liya. Next date 2 May\n"
            "12/03/26, 10:11 am - Kuldeepika Jr: maaf kijiye sir, next date 9 May hai 2 nahi\n")
    practice.ingest_text(chat, name="WhatsApp Chat with Kuldeepika Jr.txt", case_id="R1")
    ans = practice.ask("sonamati claim agli date kab hai?", today="2026-03-20")
    first = ans.answer.splitlines()[0]
    assert "9 May 2026" in first, ans.answer
    assert "hai 2 nahi" not in first.split("[")[0], ans.answer  # the correction's words are no purpose
    assert "cross" in first and "AW1" in first, ans.answer


def test_a_bare_shorthand_purpose_is_quoted_with_the_short_note_above_it(practice):
    _build(practice)
    note = ("12.3.26 Civil Judge Sr Div - Parwinder shop suit\n"
            "5 issues framed (tenancy, arrears, bona fide need, relief).\n"
            "Witness list 15 din me: PW1 Parwinder, PW2 the neighbour Balwant, PW3 the patwari.\n"
            "Peshi 16.8.26 - PE.")
    practice.ingest_text(note, name="parwinder 12.3.txt", case_id="R2", date="2026-03-12", author="Lawyer")
    ans = practice.ask("parwinder shop suit next date?", today="2026-03-20")
    assert "16 Aug 2026" in ans.answer.splitlines()[0], ans.answer
    assert "issues framed" in ans.answer, ans.answer
