"""A case number the question types that no case of the registry carries: said back, never answered from others."""

from __future__ import annotations

from typing import Any

from tareekh.registry.numbers import find_mentions


def unregistered_number(text: str, registry: Any) -> str | None:
    """The first whole case number in `text` — a kind and a year with it ('O.S. 999 of 2030', 'WP 4444/2029') — that
    the registry resolves to no case by number. A partial number ('bail 4521') or a bare '12/2025' is left to the
    names: it may be a short form of a registered number or a date."""
    for mention in find_mentions(text):
        if mention.code is None or mention.year is None:
            continue
        try:
            found = registry.resolve(mention.matched, limit=3)
        except Exception:  # noqa: BLE001 - no registry to ask: nothing to say back
            return None
        if not any(c.tier == "number" for c in found.candidates):
            return mention.matched.strip()
    return None
