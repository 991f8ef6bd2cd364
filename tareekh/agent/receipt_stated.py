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


# money, as a question names it in the languages the tables hold: the thing a payment is asked of
_MONEY = re.compile(r"\b(?:muavj\w*|muavz\w*|muaavz\w*|compensation|harjan\w*|harjaan\w*|kshatipurti|bharpai|khotipuron|khatipuran|izhappeedu|nashta\w*|paisa|paise|paisey|amount|rupa\w*|rupe\w*|rs|"
                    r"fees?|fee's|costs?|kharch\w*|kharcha|maintenance|rent|kiraya|kiraye|bhada|salary|dues|money|sum|"
                    r"cheque|refund|interest|byaj|deposit|jama|joma|taka|toka|installment|instalment|kisht|emi|"
                    r"arrears?|award|dd|draft)\b|₹|रुपय|पैस|मुआवज|जमा|টাকা|জমা", re.I)
# a deposit, a transfer or a paper of money done: "deposit done", "NEFT of …", "DD", "challan", "receipt"
_MONEY_ACT = re.compile(r"\b(?:deposit\w*|jama|joma|neft|rtgs|imps|upi|dd|draft|challan|receipt|credited|transferred|"
                        r"remitted|encashed|disbursed)\b|जमा|জমা", re.I)
# a sum written: "Rs. 1,20,000", "9 lakh", "₹5000"
_SUM = re.compile(r"(?:rs\.?|₹|inr)\s*\d|\d\s*(?:lakh|lac|crore|thousand)\b|\b\d{1,3}(?:,\d{2,3})+\b", re.I)


def receipt_asked(text: str) -> bool:
    """The question asks whether a SUM was paid or received: a payment's verb of a thing that is money ("muavja mil
    gaya", "fees paid", "paisa bharyu"); "exemption mila?" asks no payment."""
    from tareekh.agent.pay_asked import PAY_ASKED

    if not _MONEY.search(text):
        return False
    return bool(_GOT.search(text)) or any(not _GIVING.match(m.group(0)) for m in PAY_ASKED.finditer(text))


def receipt_stated(line: str) -> bool:
    """The line states a payment or a receipt done, a deposit or a transfer, or a sum: of a line that writes none of
    them ("came to court, explained to him") a yes is no answer to a payment asked."""
    from tareekh.agent.done_later import _DONE
    from tareekh.agent.payments import _PAID

    return bool(_PAID.search(line) or _DONE.search(line) or _MONEY_ACT.search(line) or _SUM.search(line))


def unfounded_yes(question: str, verdict: str, line: str) -> bool:
    """A "Yes" to a payment or a receipt asked, read from a line that states neither."""
    return verdict == "Yes" and receipt_asked(question) and not receipt_stated(line)
