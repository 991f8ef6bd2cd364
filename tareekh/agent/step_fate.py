"""What became of a step asked of: "recall application lagi si? ki hoya?", "arji di thi, kya hua?", "harji
koduthu, enthayi?".

"What happened" asked after a step a side takes by a paper — an application, a petition, a prayer, named in a
clause of its own before ("… application lagi si?", "arji di thi,") — asks that step's fate: was it moved, and what
the court did with it. It is no question of the matter's last hearing; where the step never was, the answer is that the notes
record none (the yes or no answerer says so), not the last and next dates.
"""

from __future__ import annotations

import re

from tareekh.events.verdict_words import verdicts

# "what happened" in the languages the tables hold, typed or as the pivot writes it ("kya hua"): English; Hindi/Urdu
# kya hua; Punjabi ki hoya; Bengali/Assamese ki holo, ki hol, ki hoilo; Odia kana hela; Marathi kay zala/jhala;
# Gujarati shu thayu; Tamil enna aachu; Telugu em/emi ayyindi, emaindi; Kannada enaythu, enu aaytu; Malayalam enthayi
_HAPPENED = re.compile(r"\bkya\s+hu(?:a|i)\b|\bwhat\s+(?:happened|became)\b|\b(?:em|emi|enti)\s+(?:ayyindi|aindi|ayindi)\b|"
                       r"\bemaindi\b|\benay(?:thu|tu)\b|\benu\s+aa?y(?:thu|tu)\b|\benth(?:a|aa)yi\b|\bki\s+hoy?a\b|"
                       r"\bki\s+ho(?:i)?lo?\b|\bkana\s+hela\b|\bka+y\s+[zj]h?a+la\b|\bshu\s+tha(?:y|i)u\b|\benna\s+aa?ch(?:u|i)\b|"
                       r"क्या\s+हुआ|की\s+होया|কি\s+হল|কি\s+হ'ল|କଣ\s+ହେଲା|काय\s+झाल|શું\s+થયું|என்ன\s+ஆச்சு|ఏమైంది|ಏನಾಯ್ತು|എന്തായി",
                       re.I)
# a request a side makes by a paper, in the words of the languages the tables hold: English application, petition,
# prayer, IA; Hindi/Urdu/Punjabi/Gujarati/Marathi/Bengali/Odia arzi, arji, darkhwast, avedan; Malayalam harji;
# Tamil manu; Telugu manavi, dharakhastu; and the scripts
_REQUEST = re.compile(r"\bapplications?\b|\bappl?n\b|\bpetitions?\b|\bprayer\b|\bI\.?A\.?\b|\bar[zj]i\b|\bh?ar[zj]i\b|"
                      r"\bdarkh?w?ast\b|\bdharakh?astu\b|\baa?vedan\w*|\bmanu(?:vu)?\b|\bmanavi\b|"
                      r"याचिका|आवेदन|प्रार्थना\s*पत्र|अर्जी|दरख्वास्त|আবেদন|দরখাস্ত|ਅਰਜ਼ੀ|અરજી|ଆବେଦନ|மனு|మనవి|ಅರ್ಜಿ|ഹർജി|درخواست",
                      re.I)
# a day or hearing the "what happened" is asked of ("kal kya hua", "last date what happened"): the hearing, as before
_DAY = re.compile(r"\b(?:kal|aaj|yesterday|today|last|pichh?l\w*|hearing|date|tareekh|tarikh|peshi|sunwai)\b", re.I)


def step_fate_asked(text: str) -> bool:
    """'What happened' asked of a request named before it, in its clause or the one before, with no day asked."""
    m = _HAPPENED.search(text)
    if m is None:
        return False
    clauses = [c for c in re.split(r"[?;,]", text[:m.end()]) if c.strip()]
    asked = (clauses[-1] if clauses else "") + re.split(r"[?;,]", text[m.end():])[0]
    if _DAY.search(asked) or _REQUEST.search(asked):
        # ("amendment petition ka kya hua?", "what happened to the stay application?": the request the subject of
        # the clause itself is read as before, by the matter's hearings that tell its fate)
        return False
    before = clauses[-2] if len(clauses) > 1 else ""
    return bool(_REQUEST.search(before))


# the court's verdict on a request, in the courts' English and the Hindi order's "निरस्त" (rejected: never a warrant
# cancelled, "वारंट निरस्त")
_VERDICT = re.compile(r"\b(?:allowed|granted|rejected|dismissed|refused|disposed\s+of|withdrawn|quashed|set\s+aside|"
                      r"made\s+absolute)\b|(?<!वारंट\s)(?<!वारंट)निरस्त", re.I)


def states_verdict(text: str) -> bool:
    """Whether the text states the court's verdict on a request (allowed, rejected, quashed …; an interim order is none)."""
    return bool(_VERDICT.search(text)) or any(v != "interim" for v in verdicts(text))
