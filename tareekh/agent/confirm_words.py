"""Words a confirmation question types that are no thing the line answering it must hold.

"<client> wale ST me charge lag gaya tha na? kis tarikh ko?", "<client> ka mamla compromise se khatam hua? kis din?",
"did the HC suspend his sentence? when?": the lawyer asks whether a step was taken, and when. The line that answers
writes the step ("charges framed", "disposed of in terms of the compromise", "the sentence is suspended"); it does
not write the question's own "case" or "matter", its "which date" / "which day" of the second part, nor the court
whose order it is ("HC", "ADJ", "CO"): an order is the court's, whoever is named as making it. Those words used to
be required of the line, so a step the notes do write was answered "No record" or hedged "Not clearly on record".

Closed classes only, complete across the languages the tables hold (agent/tongues.py): the noun for a case or a
matter (CASE_HEADS' plain ones and every tongue's "case"), the court's noun for a date and the plain noun for a day,
and the courts and authorities that make an order in Indian practice, by their usual short forms.
"""

from __future__ import annotations

from tareekh.agent.lexicon import stem, words
from tareekh.agent.question_words import CASE_HEADS
from tareekh.agent.tongues import role

# CASE_HEADS less the words that name a case's KIND (an appeal, a writ, bail): those are things asked of
_KINDS = frozenset("writ suit appeal petition bail trial claim complaint revision application wp os".split())
CASE_NOUNS = frozenset(CASE_HEADS - _KINDS)

# the noun for a date or a day in the second part of a question ("kis tarikh ko?", "ki din?", "ethu divasam?"),
# in Latin letters: Hindi/Urdu/Punjabi, Bengali/Assamese/Odia, Marathi/Gujarati, Tamil, Telugu, Kannada, Malayalam
DAY_NOUNS = frozenset("""
tarikh tareekh taarikh tarik tareek tarikhe tarikhu tarikho tarikha tariq din dinn dine dino diwas divas divase
diwase dibas dibosh dibox dinank dinaank dinanka dinaanka dinam dinamu dhinam naal naalu naale naalil roju
divasam divasamu dhivasam theti thethi thedhi tedi tedhi thedi theeyathi thiyathi tithi
""".split())

# the courts and authorities whose order a question names as its maker ("did the HC …", "ADJ ne …", "CO-e …")
COURT_MAKERS = frozenset("""
court courts hc sc judge judges magistrate magistrates tribunal bench adj asj dj cjm acjm jmfc jm sdm dm sdo co
tehsildar tahsildar collector registrar cjsd cjjd
""".split())


def not_asked_of_the_line(question: str) -> set[str]:
    """The stems of the question's words that name the case or matter, or the date or day asked in its second
    part: the words of asking, in any language the tables hold, no line must write."""
    out: set[str] = set()
    for w in words(question):
        if w in CASE_NOUNS or w in DAY_NOUNS or role(w) in ("case", "case_in", "c_date"):
            out.add(stem(w))
    return out


def court_makers(groups: list[set[str]], question: str) -> list[set[str]]:
    """The groups of `groups` that name the court or authority said to have made the order asked of."""
    said = words(question)
    named = {stem(w) for w in said if w in COURT_MAKERS}
    # the word that names which court ("high court", "district court", "family court", "labour court") is the court's
    named |= {stem(w) for w, nxt in zip(said, said[1:]) if nxt in COURT_MAKERS and nxt.startswith("court")}
    return [g for g in groups if g & named]
