"""Modifiers of order, time or degree in any language ("final", "second", "interim", "pehla", "agla"): never the
qualifier that makes another thing; and the postposition of who acted or received ("<name> ne"). A leaf the
compound, step and resting checks (agent/compound_absent.py, agent/thing_absent.py, agent/rests_on.py) share."""

from __future__ import annotations

# modifiers of order, time or degree in any language: never the qualifier that makes another thing
RELATIVE = frozenset("""final last first second third next previous prior earlier latest recent new old fresh
further additional interim ad main original chief detailed short brief full partial complete proper formal separate
legal status demand regular general common joint certified true
pehla pehli pehle doosra doosri doosre dusra dusri dusre agla agli agle pichla pichli pichle antim aakhri akhri
naya nayi naye purana purani purane""".split())

# the agent's postposition, a closed class: Hindi, Urdu, Punjabi, Gujarati and Marathi write the doer of a past act
# (or who received) before "ne" ("company ne jama kiya", "pati ne wapas kiya"; Urdu's "nay"): the word before it is a
# person, no part of the thing asked, and the line of the act need not name the doer as the question does
ERGATIVE = frozenset({"ne", "nay"})
