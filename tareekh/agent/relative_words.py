"""Modifiers of order, time or degree in any language ("final", "second", "interim", "pehla", "agla"): never the
qualifier that makes another thing. A leaf the compound and step checks (agent/compound_absent.py,
agent/thing_absent.py) share."""

from __future__ import annotations

# modifiers of order, time or degree in any language: never the qualifier that makes another thing
RELATIVE = frozenset("""final last first second third next previous prior earlier latest recent new old fresh
further additional interim ad main original chief detailed short brief full partial complete proper formal separate
legal status demand regular general common joint certified true
pehla pehli pehle doosra doosri doosre dusra dusri dusre agla agli agle pichla pichli pichle antim aakhri akhri
naya nayi naye purana purani purane""".split())
