"""A note waiting in the review queue is quoted in a pending answer up to a length; a sentence after that length which
sets work ("Keep the sale deed flagged at page 212") is quoted still, whole, so the task the note ends on is never cut
off. Text written for this test, in other words and names than the data sets."""

from tareekh.agent.missed_day import QUOTED, note_quoted

LONG = ("Pathare writ - our rejoinder went in on Monday (inward no. 9120), two days after the time the bench gave, "
        "and nobody raised it. Counsel for the Municipal Council, Smt. Yogita Wadekar, took the copy in court and "
        "signed for it on our office copy. The writ is now listed for final hearing on the 14th of next month. "
        "Keep the sale deed flagged at page 212.\nBring the mutation extract too.")


def test_the_task_after_the_quoted_length_is_quoted_whole():
    said = note_quoted(LONG)
    assert "page 212" in said and "mutation extract" in said, said
    assert said.startswith("Pathare writ - our rejoinder went in"), said


def test_a_short_note_is_quoted_as_it_is():
    assert note_quoted("Pathare writ - keep the deed ready.").rstrip(".") == "Pathare writ - keep the deed ready"


def test_a_long_note_without_a_task_is_cut_at_the_length():
    said = note_quoted("Pathare writ heard at length on the point of limitation. " * 10)
    assert len(said) <= QUOTED + 5, said
