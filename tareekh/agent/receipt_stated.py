"""A yes to "did he get / was it paid / received?" ("<person> ko muavja mil gaya?", "fees paid?", "amount
received?") rests only on a line that states the receipt or the payment.

The yes/no template reads a line holding the question's words ("<person> came to court, explained to him") as a
yes when it holds no "not"; of a payment or a receipt such a line says nothing, and a yes read from it is a wrong
yes. The act asked is read by the payment readers' words (agent/pay_asked.py, agent/payments.py, the done-later
words of agent/done_later.py), in every language they know; a giving verb alone ("di", "diya": a notice is given as
often as money) is not read as a payment asked.
"""

from __future__ import annotations

import re

# the Hindi "give" alone: a notice, a date or a reply is given as often as money
_GIVING = re.compile(r"^(?:di|diya|diye)$", re.I)
# "got / reached him", of a sum: "mil gaya", "mil gayi", "mil gaye", "mil chuka"
_GOT = re.compile(r"\bmil\s+(?:gay[aie]|chuk[aie])\b", re.I)


def receipt_asked(text: str) -> bool:
    """The question asks whether a sum was paid or received."""
    from tareekh.agent.pay_asked import PAY_ASKED

    return bool(_GOT.search(text)) or any(not _GIVING.match(m.group(0)) for m in PAY_ASKED.finditer(text))


def receipt_stated(line: str) -> bool:
    """The line states a payment or a receipt done."""
    from tareekh.agent.done_later import _DONE
    from tareekh.agent.payments import _PAID

    return bool(_PAID.search(line) or _DONE.search(line))


def unfounded_yes(question: str, verdict: str, line: str) -> bool:
    """A "Yes" to a payment or a receipt asked, read from a line that states neither."""
    return verdict == "Yes" and receipt_asked(question) and not receipt_stated(line)
