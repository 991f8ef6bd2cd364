"""Paying asked, in the languages as typed: "paid", "jama", "bhara", "kattaru", "de ditta", "received" and their kin.

A leaf module (it imports only the languages' table), so that the question reader's helpers (agent/money_sent.py) read
it without a circle through agent/payments.py, which imports the answer's drafts.
"""

from __future__ import annotations

import re

from tareekh.agent.tongues import _RECEIVED_ASKED

PAY_ASKED = re.compile(r"\b(?:paid|pay|payment|diya|diye|di|jama|deposit\w*|bhara|bhari|chukaya|ada|received|"
                       # money put into an account or handed out by an office: "credited", "remitted", "disbursed"
                       r"credited|remitted|disbursed|reimbursed|refunded|"
                       # the Dravidian verb "pay" (Telugu, Kannada, Tamil, Malayalam "kattu"): "kattaru", "kattesadu", "kattidaane",
                       # "kattalla", "kattinaan"
                       r"cleared|katt(?:[aeiou]\w*)?|ketti\w*|chellinch\w*|ichar\w*|"
                       # Punjabi's past of "give" ("de ditta", "ditte", "dittiyan")
                       r"ditt(?:a|i|e|iyan|eyan)|"
                       # the verb "fill/pay" of Hindi, Marathi, Konkani, Gujarati, Bengali in its past forms
                       # ("bharla", "bhorla", "bharyu", "bhorechhe"); "repaid" ("chukavya"), "payment" ("bhugtan")
                       r"bh[ao]r(?:a|i|e|la|le|li|lo|lem|yu|ya|yo|ilo|ile|eche|echhe)|chukav\w*|chukt\w*|bhugtan\w*|"
                       # … and its present, infinitive and causative ("bharta hai", "bharto ka", "bharna padega",
                       # "bharun", "bharvu", "bharvaya"; never "Bharat", a name): whether he pays is asked too
                       r"bhar(?:ta|te|to|tat|na|ne|ni|nar|un|u|vu|va|vaya|vaye|wa|waya|waye|aycha|ayche|aychi)|"
                       r"joma|adayagi|paavati|pavati)\b|" + _RECEIVED_ASKED, re.I)
