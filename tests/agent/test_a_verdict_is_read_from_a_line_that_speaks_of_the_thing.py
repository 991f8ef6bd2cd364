"""A yes or no is read from the newest line that speaks of the thing asked (agent/status_asked.py): a newer line that
shares only one word of several with the question does not decide it; of one day's lines, the one that says the
thing done is the verdict, whatever the day's chat goes on to put off; a note filed under no matter that holds more of
the thing than any line of the matter is read with them. Invented notes, in other words and names than the data sets."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import Hit
from tareekh.agent.compose import RecordRef
from tareekh.agent.question import Question
from tareekh.agent.status_asked import done_said, status_first


class _Comp:
    def __init__(self, q: Question) -> None:
        self.q = q
        self.cited: list[int] = []

    def _name_stems(self) -> set[str]:
        return set()

    def who(self, rec: RecordRef) -> str:
        return "your note"

    def cite(self, rec: RecordRef) -> str:
        if rec.entry_id not in self.cited:
            self.cited.append(rec.entry_id)
        return str(self.cited.index(rec.entry_id) + 1)


def rec(i: int, text: str, day: str, cases: list[str] | None = None) -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["Z4"] if cases is None else cases, date=day, kind="hearing")


def q(text: str) -> Question:
    return Question(text=text, kind="yes_no", today=date(2027, 1, 10), cases=["Z4"])


def test_a_newer_line_sharing_one_word_does_not_decide_it():
    comp = _Comp(q("was the Chervalloor revision allowed? was the receipt taken on file?"))
    old = rec(1, "Chervalloor revision allowed today; the receipt shall be taken on file.", "2026-06-11")
    newer = rec(2, "Witness cross over. He has not produced the receipt book. Next 4/2.", "2026-12-02")
    hits = [Hit(old, [old.text], 0.5, 2), Hit(newer, [newer.text], 0.2, 1)]
    first = status_first(comp, hits)
    assert first.startswith("Yes"), first
    assert "11 Jun 2026" in first, first


def test_of_one_day_the_line_that_says_it_done_is_the_verdict():
    comp = _Comp(q("Chervalloor revision allowed?"))
    recital = rec(1, "This revision is directed against the order refusing the receipt of Chervalloor.", "2026-06-11")
    chat = rec(2, "Chervalloor revision allowed today. Suit adjourned to 3/9 for marking the receipt.", "2026-06-11")
    hits = [Hit(recital, [recital.text], 0.4, 2), Hit(chat, [chat.text], 0.4, 2)]
    first = status_first(comp, hits)
    assert first.startswith("Yes — 11 Jun 2026"), first


def test_an_unfiled_note_holding_more_of_the_thing_is_read():
    comp = _Comp(q("Chervalloor nu receipt vali arji reject thai?"))
    filed = rec(1, "Arji for commission filed. Next 5/12.", "2026-11-20")
    loose = rec(2, "Chervalloor - receipt vali arji reject thai. Next 7/10.", "2026-07-22", cases=[])
    hits = [Hit(loose, [loose.text], 0.7, 3), Hit(filed, [filed.text], 0.2, 1)]
    first = status_first(comp, hits)
    assert first.startswith("Yes — 22 Jul 2026"), first


def test_a_gujarati_thai_says_done():
    comp = _Comp(q("Chervalloor arji reject thai?"))
    assert done_said(comp, "Chervalloor ni arji reject thai.")
    assert not done_said(comp, "Chervalloor ni arji reject karvani che, will argue.")
