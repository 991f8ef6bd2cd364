"""The names one Indian city goes by, and the seat of a High Court named for a state: a court's registry name writes a
city as the court's own name keeps it ("Calcutta High Court", "Madras High Court", "Civil Judge, Bangalore"), and a
lawyer asks by the name the city goes by today ("kolkata te amar kon kon matter", "chennai la enna cases") or the
other way round. A closed table of facts, the same for every practice in India: each group is one city's names (its
renamings and the spellings courts keep); the High Courts named for a state sit at their principal seat.
"""

from __future__ import annotations

import re
from functools import lru_cache

# one city's names, as the courts and the lawyers write them
CITY_NAMES: tuple[frozenset[str], ...] = tuple(frozenset(g.split()) for g in (
    "kolkata calcutta", "mumbai bombay", "chennai madras", "bengaluru bangalore", "prayagraj allahabad",
    "guwahati gauhati", "thiruvananthapuram trivandrum", "kochi cochin ernakulam", "kozhikode calicut", "pune poona",
    "vadodara baroda", "mysuru mysore", "mangaluru mangalore", "belagavi belgaum", "kalaburagi gulbarga",
    "hubballi hubli", "shivamogga shimoga", "vijayapura bijapur", "ballari bellary", "tumakuru tumkur",
    "varanasi banaras benaras benares", "kanpur cawnpore", "puducherry pondicherry", "shimla simla",
    "gurugram gurgaon", "visakhapatnam vishakhapatnam vizag", "thoothukudi tuticorin", "tiruchirappalli trichy tiruchi",
    "thrissur trichur", "kollam quilon", "alappuzha alleppey", "kannur cannanore", "palakkad palghat",
    "odisha orissa", "vijayawada bezawada", "nashik nasik",
))
# a High Court named for its state sits at its principal seat (benches elsewhere are written as the bench's place)
HIGH_COURT_SEATS: tuple[tuple[str, frozenset[str]], ...] = tuple((s, frozenset(c.split())) for s, c in (
    ("karnataka", "bengaluru bangalore"), ("kerala", "kochi cochin ernakulam"), ("punjab", "chandigarh"),
    ("haryana", "chandigarh"), ("madhya pradesh", "jabalpur"), ("rajasthan", "jodhpur"), ("gujarat", "ahmedabad"),
    ("orissa", "cuttack"), ("odisha", "cuttack"), ("telangana", "hyderabad"), ("andhra pradesh", "amaravati"),
    ("jharkhand", "ranchi"), ("chhattisgarh", "bilaspur"), ("uttarakhand", "nainital"),
    ("himachal pradesh", "shimla simla"), ("meghalaya", "shillong"), ("manipur", "imphal"), ("tripura", "agartala"),
    ("sikkim", "gangtok"), ("patna", "patna"), ("delhi", "delhi"), ("calcutta", "kolkata calcutta"),
    ("bombay", "mumbai bombay"), ("madras", "chennai madras"), ("allahabad", "prayagraj allahabad"),
    ("gauhati", "guwahati gauhati"),
))
# a bench named where it sits: "(Madurai Bench)", "Bench at Indore", "(<town> sitting)", "High Court at Calcutta" —
# that place is the seat
# (the bench before the "at" of the court's own seat: "High Court of Judicature at Bombay, Nagpur Bench" sits at Nagpur)
_BENCH = re.compile(r"\b([A-Z][a-z]{3,})\s+(?:[Bb]ench|[Ss]itting|[Cc]ircuit)\b|\b[Bb]ench\s*(?:at|,|-)?\s*([A-Z][a-z]{3,})\b")
_AT = re.compile(r"\bat\s+([A-Z][a-z]{3,})\b")


def city_names(words: set[str]) -> set[str]:
    """Every name of each city among `words` (lower case): {"bangalore"} -> {"bangalore", "bengaluru"}."""
    out = set(words)
    for group in CITY_NAMES:
        if group & words:
            out |= group
    return out


@lru_cache(maxsize=256)
def _state_named(state: str) -> re.Pattern[str]:
    return re.compile(rf"\b{state}\b")


def high_court_seat(court: str) -> set[str]:
    """The names of the city a High Court sits at: the bench's place its name writes ("Madras High Court (Madurai
    Bench)" -> {"madurai"}, "High Court at Calcutta" -> {"calcutta", "kolkata"}), else the principal seat of the
    state or old city it is named for ("High Court of Karnataka" -> {"bengaluru", "bangalore"})."""
    if not re.search(r"\bhigh\s+court\b", court, re.I):
        return set()
    bench = _BENCH.search(court) or _AT.search(court)
    if bench is not None:
        return city_names({next(g for g in bench.groups() if g).lower()})
    low = court.lower()
    out: set[str] = set()
    for state, seat in HIGH_COURT_SEATS:
        if _state_named(state).search(low):
            out |= seat
    return out
