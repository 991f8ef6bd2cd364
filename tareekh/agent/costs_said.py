"""Who pays an order of costs, said as the notes say it: a side when the notes place one, the payee or payer as
written when they name one the notes do not place, and plainly that the note does not say when it names nobody."""

from __future__ import annotations

from typing import Any


def on_whom(e: Any) -> str:
    """' on the other side', ' on our side', ' payable to pltf (as your note writes it)', ' (your note does not say
    on whom)': the words after an amount of costs."""
    side = getattr(e, "on", None)
    if side == "other":
        return " on the other side"
    if side == "ours":
        return " on our side"
    if getattr(e, "on_whom", None):
        return f" on {e.on_whom} (as your note writes it)"
    if getattr(e, "payable_to", None):
        return f" payable to {e.payable_to} (as your note writes it)"
    return " (your note does not say on whom)"
