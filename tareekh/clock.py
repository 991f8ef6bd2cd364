"""The day Tareekh takes as today: the computer's date, or the day named by TAREEKH_TODAY.

Answers depend on today: a question asked as of a past day is answered from what was on record that day
(agent/as_of.py), and a date written without its year takes the year that puts it on or before today. A practice
measured in a world of its own (the bench's practices, whose lawyer's day is fixed) sets TAREEKH_TODAY to that day,
so that its answers do not change when the computer's clock passes midnight. Nothing else reads the variable.
"""
from __future__ import annotations

import logging
import os
from datetime import date

ENV = "TAREEKH_TODAY"

log = logging.getLogger("tareekh.clock")


def today() -> date:
    """TAREEKH_TODAY's day when it is set to an ISO date (YYYY-MM-DD), else the computer's date."""
    value = os.environ.get(ENV, "").strip()
    if not value:
        return date.today()
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        log.warning("%s=%r is not a date (YYYY-MM-DD): the computer's date is used", ENV, value)
        return date.today()


__all__ = ["ENV", "today"]
