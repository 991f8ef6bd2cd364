"""The kinds of event a question may ask across matters (undertakings, warrants, interim orders, costs, the days the
court's side put a matter off), as the question words them: a leaf the across-matters lister (happened.py) and the
forum lister (forum_asked.py) both read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tareekh.events.bar_words import BAR_AWAY
from tareekh.events.bench_words import BENCH_AWAY
from tareekh.events.costs_words import COSTS as COSTS_WORDS
from tareekh.events.models import EventBase
from tareekh.events.reached_words import NOT_REACHED

# a day that went by with no work done, as a question says it: English "no work", "without (any) work", "nothing
# happened / was done"; Hindi/Urdu "bina kaam / bina karyavahi", "koi kaam / karyavahi nahi"; Marathi "kaam zale
# nahi"; Gujarati "kaam thayu nathi"; Bengali/Assamese "kaj hoyni / kam nohol"; Odia "kama hela nahi"; Punjabi "kamm
# nahi hoya"; Tamil "velai nadakkala"; Telugu "pani jaragaledu"; Kannada "kelasa aagilla"; Malayalam "onnum nadannilla";
# and in the scripts: any of the court's days is then asked, whatever kept it
NO_WORK = re.compile(
    r"\bno\s+work\b|\bwithout\s+(?:any\s+)?work\b|\bnothing\s+(?:happened|was\s+done|done)\b|"
    r"\bbina\s+(?:kisi\s+)?(?:kaa?m|karyavahi|kaarya|sunwai)\b|\b(?:koi|kuch)\s+(?:kaa?m|karyavahi|kaarya)\s+(?:nahi|nahin)\b|"
    r"\bkaa?m\s+(?:zal[ae]|jhal[ae])\s+nahi\b|\bkaa?m\s+thayu\s+nathi\b|\bkaj\s+hoy\s*ni\b|\bkam\s+nohol\b|"
    r"\bkama\s+hela\s+nahi\b|\bkamm\s+nahi\s+hoya\b|\bvelai\s+nadakk?ala\b|\bpani\s+jaragaledu\b|"
    r"\bkelasa\s+aagilla\b|\bonnum\s+nadann?illa\b|"
    r"बिना\s+(?:किसी\s+)?(?:काम|कार्य|कार्यवाही|सुनवाई)|कोई\s+(?:कार्य|काम|कार्यवाही)\s+(?:नहीं|नही)|काम\s+झाले\s+नाही|"
    r"কাজ\s+হয়নি|কাজ\s+হয়নি|ਕੰਮ\s+ਨਹੀਂ\s+ਹੋਇਆ|କାମ\s+ହେଲା\s+ନାହିଁ|வேலை\s+நடக்கவில்லை|పని\s+జరగలేదు|"
    r"ಕೆಲಸ\s+ಆಗಿಲ್ಲ|ഒന്നും\s+നടന്നില്ല", re.I)
# (the words a question uses for the kind, the stored kind, which of its events count)
KINDS: list[tuple[re.Pattern[str], str, Callable[[EventBase], bool]]] = [
    (re.compile(r"\bundertakings?\b|\bvachan\b|वचन", re.I), "undertaking",
     lambda e: getattr(e, "status", "given") != "broken"),
    (re.compile(r"\bwarr?[ae]nts?\b|\bn\.?b\.?w\b", re.I), "order", lambda e: getattr(e, "outcome", "") == "warrant"),
    (re.compile(r"\binterim\s+(?:order|stay|protection|relief)s?\b", re.I), "order",
     lambda e: getattr(e, "outcome", "") == "interim"),
    (COSTS_WORDS, "costs",
     lambda e: getattr(e, "status", "") == "imposed" and not getattr(e, "award", False)),
    # "kin kin case not reached gaye", "which matters lost a date to the strike", "kin matters me date bina kaam ke
    # nikal gayi - hadtal ya sahab daure pe": the days the court's side put a matter off — its list did not reach
    # it, the bar was away, the bench was on tour or leave, or the day went with no work (which of these the
    # question names picks the days: _court_days)
    (re.compile("|".join(p.pattern for p in (NOT_REACHED, BAR_AWAY, BENCH_AWAY, NO_WORK)), re.I), "adjournment",
     lambda e: getattr(e, "sought_by", "") == "court"),
]

def kind_asked(text: str) -> bool:
    """The question names a kind of event this module lists across matters (undertakings, warrants, interim orders,
    costs, the days the court's side put a matter off): "HC me kaunse matters not reached gaye" asks those days."""
    return any(p.search(text) for p, _, _ in KINDS)
