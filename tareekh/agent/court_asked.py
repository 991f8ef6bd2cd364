"""What the court asked for at a hearing whose note gives the next date and no purpose.

A lawyer's note writes what the bench called for ("Judge asked for the FSL report and the accused's record") and,
lines later, the day alone ("ND 13.4"). What the court asked for is what that day is for; the line just above the
date is often the lawyer's own errand ("got the client to bring a letter"). The ask is read at ingest as a remark
with the tone `asked`; this finds the one of the same note written before the listing and after any other listing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.events import EventBase

MOST = 200  # an ask longer than this is a paragraph, not what the day is for


def court_asked_before(events: Sequence[EventBase], entry_id: int, start: int) -> str:
    """The sentence of the court's ask in entry `entry_id` before the listing at `start` ("" when none)."""
    mine = [e for e in events if e.entry_id == entry_id]
    after = max((e.end for e in mine if e.kind == "next_date" and e.end <= start), default=-1)
    asks = [e for e in mine if e.kind == "remark" and "asked" in (getattr(e, "tones", None) or [])
            and after <= e.start and e.end <= start and len(e.text) <= MOST]
    if not asks:
        return ""
    said = clean(asks[-1].text.strip(), MOST)
    return said if said[-1] in ".।!?" else said + "."
