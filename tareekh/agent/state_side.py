"""The State asked of by what it is, not by a name: "how many times did the govt side take time", "sarkar ka vakil
har baar kya karta hai", "state ki bar bar ek-i kaj korche", "prosecution ne kitni baar time liya".

A question names the government in its own language's word for it (government, sarkar, rajya, arasu, prabhutvam,
the State, a department) or by its counsel's office (the PP, APP, GP, AGP, AGA, standing counsel). The records of a
matter write that side otherwise — "AGP", "for the State", "respondents sought time", "the Forest Dept", or only
"the defendants" of a suit against the State — so the words are no thing a note must hold: they say which side is
asked. That side is the one the matter's registry puts the State on: across from us when we appear against it (a
suit, a writ, a claim against the government; the prosecution of our accused), ours when we appear for it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tareekh.agent.judge_ways import bids_paper
from tareekh.events.sides import our_role, role_written, side_of_role

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing
    from tareekh.events import EventBase

_I = re.I
# the government by its word in each language the tables hold, in Latin letters and the scripts: English govt /
# government / the State; Hindi, Urdu, Punjabi, Marathi, Gujarati, Odia sarkar / sarkaar; Bengali sorkar, Assamese
# xorkar; Hindi, Marathi, Kannada rajya; Tamil arasu; Telugu prabhutvam; Malayalam sarkkar; Kannada sarkara; a
# department (vibhag); the prosecution; and the State's counsel by its offices. "Sarkar" is a surname too: read as
# the government only where no capitalised name stands before it ("Kamal Sarkar" is a witness).
_GOVT_WORD = (r"govt\.?|government|sarkaa?ra?|sarkk?aa?r|sorkar|shorkar|xorkar|rajya|arasu|prabhutv\w*|"
              r"s[ae]rkaa?ri|sorkari|departments?|dept\.?|vibhaa?g\w*|prosecution|"
              r"सरकार\S*|राज्य|অভিযোগ\S*|সরকার\S*|ಸರ್ಕಾರ\S*|ರಾಜ್ಯ|அரசு\S*|ప్రభుత్వ\S*|సర్కార్\S*|സർക്കാർ\S*|ਸਰਕਾਰ\S*|"
              r"સરકાર\S*|ସରକାର\S*|سرکار\S*")
_OFFICES = r"(?-i:A?PP|SPP|A?GP|AGA|AAG|ADGC)|standing\s+counsel|public\s+prosecutor"
_STATE_ASKED = re.compile(
    rf"(?<![\w.])(?:(?:{_GOVT_WORD})(?![\w])|(?:{_OFFICES})(?![\w.])|"
    # the State as English writes the side, never the verb ("did he state") nor a state of things ("state of the
    # file"), nor a bank or a board of that name
    r"(?<!\bdid\s)(?<!\bdoes\s)(?<!\bto\s)(?<!\bwill\s)(?<!\bwould\s)(?<!\bnot\s)state(?!\s+(?:that|bank|of\s+(?:the|this|"
    r"that|my|our|affairs|things|play|his|her))\b)(?![\w]))", _I)
# a party the registry names as the government: the State of …, the Union of India, a government, a department,
# an officer of it (the Collector, the Commissioner, the Range Forest Officer), a municipal body
_GOVT_PARTY = re.compile(r"\b(?:state|union\s+of\s+india|govt|government|department|dept|collector|commissioner|"
                         r"tahsildar|tehsildar|officer|police|municipal\w*|panchayat|nagar\s+nigam|sarkar)\b|"
                         r"\b(?-i:[A-Z]?[RD]FO|SHO|DCF|DM|SDM|SDO)\b", _I)


def state_asked(text: str) -> str | None:
    """The words of a question that name the State as a side ("govt side", "sarkar", "the prosecution", "AGP");
    none when it names no such side."""
    for m in _STATE_ASKED.finditer(text):
        word = m.group()
        if re.fullmatch(r"(?i)s[ao]rk+aa?r|shorkar", word):
            before = text[: m.start()].rstrip()
            prev = re.search(r"(\w+)$", before)
            named_before = prev is not None and prev.start() > 0 and prev.group(1)[:1].isupper() and len(prev.group(1)) >= 3
            if word[:1].isupper() and before or named_before:
                continue  # "Kamal Sarkar", "… Sarkar ki gawahi": a person's surname
        if word.lower() == "state" and not re.search(r"\bthe\s+$", text[: m.start()], _I) and re.search(r"\b(?:did|does|do|will|would|to|not|can|could|shall)\s+(?:\S+\s+){0,2}$",
                                                text[: m.start()], _I):
            continue  # "what did PW2 state": the verb of saying
        after = re.match(r"\s+(?:side|paksh\w*|pokkho|pokkhe|taraf|vakil\w*|counsel)\b", text[m.end():], _I)
        return word + (after.group() if after else "")
    return None


def state_side_of(card: Any) -> str | None:
    """The side the State is on in one matter: by the role our side is across from ("the State" against an
    accused, a petitioner, a plaintiff), else by the party the registry names as the government. None when the
    matter's registry does not place it."""
    case = getattr(card, "case", None)
    if case is None:
        return None
    ours = our_role(getattr(case, "side", None))
    parties = list(getattr(case, "parties", None) or [])
    govt = [p for p in parties if _GOVT_PARTY.search(getattr(p, "name", "") or "")]
    if govt and ours:
        roles = {our_role(getattr(p, "role", None)) for p in govt}
        if roles == {ours}:
            return "ours"
        if ours not in roles:
            return "other"
    side = side_of_role("state", getattr(case, "side", None))
    return side if side in ("ours", "other") else None


def state_as_side(comp: Composing, cases: list[str] | None) -> bool:
    """A question naming the State as a side, of matters whose registry places it: the question's side is set to
    that side and its words to the actor (a count then counts that side's time, never notes that say "govt").
    False when nothing was read."""
    q = comp.q
    if q.actor_side is not None or q.counsel or not cases:
        return False
    typed = state_asked(q.typed or q.text) or state_asked(q.text)
    if typed is None:
        return False
    sides = {state_side_of(comp.card(c)) for c in cases}
    if len(sides) != 1 or None in sides:
        return False
    q.actor_side = sides.pop()
    q.actor = f"the State ({typed})"  # as the answer names it, with the words asked (no thing a note must hold)
    return True


# the court bidding a side in an order's words: "shall place on record / file / produce / submit / furnish / bring"
_SHALL = re.compile(r"\bshall\s+(?:place|file|produce|submit|furnish|bring|obtain|verify|explain)\b", _I)


def state_bidden(comp: Composing, cases: list[str]) -> list[EventBase]:
    """The papers the court bade the State's counsel file in the matters ("The learned AGA shall place on record the
    report of the Collector …"), read at ingest as the State's filing to come: what a judge asks of the State."""
    return [e for e in comp.ev.events(case_ids=cases, kinds=["filing"])
            if role_written("state", e.text or "") and (_SHALL.search(e.text or "") or bids_paper(e.text or ""))]
