"""The words a lawyer types before a person's name to say what the person is: an office, a post at work, a witness's
place in the trial ("io <name>", "si <name>", "amin <name>", "tehsildar <name>", "line supervisor <name>", "pw2
<name>"). A leaf table: the question reader's helpers import it without importing the answers.

Three kinds, each general:

- a witness's place in the trial, by its letters and number ("PW2", "dw-1", "CW3", "MW1", "RW-4", "AW1");
- an English noun of a person's work, by its ending: a word of seven letters or more that is the dictionary's word
  with "-er", "-or", "-ee", "-ant", "-ian", "-man" after it ("supervisor", "officer", "manager", "inspector",
  "engineer", "surveyor", "employee", "accountant"), or a word the dictionary lacks coined so from one of its words
  ("piecer" of "piece", "watchman", "electrician"); the few English nouns of a person's work that no ending marks or
  that are too short to tell from a thing's word ("guard", "clerk", "peon", "driver", "valuer", "weaver") are listed;
- the offices of India's police, revenue and courts and the posts of its workplaces as lawyers type them in Latin
  letters (the ranks "io", "si", "asi", "sho", "dsp"; the revenue's "patwari", "talathi", "lekhpal", "amin",
  "kanungo", "tehsildar", "mamlatdar", "vao", "ri"; the forest's "rfo", "dfo", "dcf", "forester"; the court's
  "nazir", "peshkar", "munshi"; the village's "sarpanch", "mukhiya", "pradhan", "chowkidar"; the workplace's
  "mistri", "maistry", "munim", "karigar") and in their scripts (agent/witness_callings.py holds the witness roles'
  words in every script).
"""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.agent.plain_words import _AGENT_LEAST, agent_noun, english_words

# a witness's place: prosecution, defence, court, management, workman, respondent, applicant witness, and its number
DESIGNATION = re.compile(r"^(?:p|d|c|m|w|r|a|o)w-?\d{1,3}$", re.I)
# the English endings of a noun of one who does what a word of the dictionary says ("supervis-or" of supervise,
# "manag-er", "offic-er", "engine-er", "survey-or", "piec-er", "employ-ee", "cash-ier", "account-ant", "attend-ant",
# "electric-ian", "watch-man"): the word less its ending, or less it with an "e" or "y" given back, is a word of the
# dictionary of five letters or more ("order", "paper", "matter", "number", "member" have none); a word of seven
# letters or more (of five or six, "locker", "holder", "poster" are things as often: the few of work are listed)
_ENDINGS = ("er", "or", "r", "ee", "ier", "eer", "ant", "ent", "ian", "man")
# endings of English words that are things, though they end as a person's noun does ("payment", "warrant")
_THINGS = ("ment", "rrant", "ortant")
# English nouns of a person's work that no ending marks (and of a person's place in a trade or a property: the
# owner, landlord, proprietor, partner, buyer, seller, employer of a shop, a loom, a house, a firm)
_PLAIN_ENGLISH = frozenset("""guard guards clerk peon nurse agent chief head boss staff cook maid chef warden official
officials pilot judge typist steno secretary notary expert witness plaintiff sheriff chemist dentist
pharmacist specialist tenant prosecutor cashier
driver valuer vendor debtor lender broker banker dealer farmer worker porter helper barber tailor weaver fitter
loader hawker jailer warder
owner owners landlord landlady proprietor proprietress partner buyer seller employer""".split())
# the offices and posts of India, as lawyers type them in Latin letters (module doc); each a person's, never a thing's
_OFFICES = frozenset("""io i.o si asi sho sdpo dsp ssp dysp ci psi api hc hawaldar havaldar constable sipahi daroga
darogha thanedar kotwal jamadar chowkidar chaukidar home-guard
patwari talathi talati lekhpal amin ameen kanungo qanungo girdawar girdawari tehsildar tahsildar tehsildaar mamlatdar
naib nayab sdm sdo bdo vao vro mro ri circle-officer collector
rfo dfo dcf acf forester range-officer beat-officer cmo bmo cmho
nazir peshkar munshi moharrir muharrir ahlmad reader steno stenographer registrar bailiff process-server
sarpanch sarpunch mukhiya mukhia pradhan panch up-sarpanch gramsevak patil lambardar numberdar nambardar
mistri mistry maistry maistri munim munimji karigar kaarigar mazdoor jamadar supervisor foreman
daktar doctor vaidya hakim compounder dai anganwadi asha sevika
gawah gavah gawaah sakshi saakshi sakshidar saatchi satchi sakshidaar""".split())


@lru_cache(maxsize=4096)
def is_calling(word: str) -> bool:
    """Whether the word, as typed (lower-cased), says what a person is: an office, a post, a witness's place."""
    w = word.lower().strip(".")
    if not w or DESIGNATION.match(w) or w in _OFFICES or w in _PLAIN_ENGLISH:
        return bool(w)
    if not w.isascii():
        return _script_calling(w)
    words = english_words()
    if len(w) < 5 or w.endswith(_THINGS):
        return False
    if w not in words:
        # one who works a thing the dictionary holds, coined so ("piecer" of "piece", "watchman" of "watch",
        # "electrician" of "electric"; an "-er" only after a word's own "e": "<noun>er" is a Bengali genitive too)
        return (w.endswith("er") and len(w[:-1]) >= 5 and w[:-1] in words) or \
            any(w.endswith(end) and len(w) - len(end) >= 4 and w[: -len(end)] in words for end in ("man", "ian"))
    if len(w) < _AGENT_LEAST:
        return False  # "locker", "holder", "poster": five or six letters end so as often as a thing's word
    for end in _ENDINGS:
        if not w.endswith(end):
            continue
        stem = w[: -len(end)]
        if any(len(s) >= 5 and s in words for s in (stem, stem + "e", stem + "y", stem[:-1] if stem[-1:] == stem[-2:-1] else "")):
            return True
    return agent_noun(w, words)


def _script_calling(w: str) -> bool:
    """A witness role's word in an Indian script (doctor, police, patwari, tehsildar, bank's officer)."""
    from tareekh.agent.witness_callings import _ROLES

    return any((m := asked.search(w)) is not None and m.start() == 0 for asked, _ in _ROLES)
