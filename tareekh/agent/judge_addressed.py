"""A judge called by the court they sit in and a courtesy word ("family court madam", "MACT sahab", "CJ No. 1 sir"):
lawyers of every Indian language address a presiding officer so, by post rather than by name. The words before the
courtesy word, all of them words of one judge's court, post or short name in the registry, and one of them no other
judge's, name that judge."""

from __future__ import annotations

import re
from typing import Any

# courtesy words said after a post or a name, across Indian languages
COURTESY = frozenset("madam mam maam ma'am sahab saheb sahib saab sir ji babu garu avargal".split())
RUN = 3
# the bench named by its post after the court's name ("family court judge", "the commission's president", "DRT
# presiding officer"), said in place of a courtesy word or before one
BENCH = frozenset("judge judges jaj jajj jadge jadj president chairman chairperson member presiding officer po "
                  "magistrate".split())
# a possessive or linking word between the court's name and the post, in the languages: Hindi/Urdu wala/wale/wali/ka/
# ki/ke, Punjabi da/de/di/vale, Marathi cha/chi/che/wale, Gujarati na/ni/nu/vala, Bengali/Assamese er/r/or, Odia ra/
# ro, Tamil oda/udaya/in, Telugu lo/gari/yokka, Kannada da/ya, Malayalam ile/yude, English 's/of
LINK = frozenset("wala wale wali vala vale vali walo valo ka ki ke da de di cha chi che chya na ni nu no er or r ra ro "
                 "re oda odaya udaya in lo gari yokka ya ile yude s of the".split())


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", (text or "").lower())


def judge_addressed(text: str, registry: Any, stop: frozenset[str] | set[str], *, by_post: bool = True) -> str | None:
    """The id of the one judge whose court the words before a courtesy word name; None when none or several do.
    With `by_post` a post ("judge", "president") stands for the courtesy word too; a question that names its case
    has its bench already, and reads the post as the case's judge."""
    try:
        judges = list(registry.judges())
    except Exception:  # noqa: BLE001 - no registry, no judges
        return None
    posts = {j.id: set(_words(" ".join(str(getattr(j, f, "") or "") for f in ("court", "court_hall", "level", "short")))
                       + _words((j.name or "").partition(",")[2]))
             for j in judges}
    toks = _words(text)
    for i, t in enumerate(toks):
        if (t not in COURTESY and (t not in BENCH or not by_post)) or i == 0:
            continue
        run = []
        j = i - 1
        while j >= 0 and (toks[j] in BENCH or toks[j] in COURTESY or toks[j] in LINK):
            j -= 1  # "family court wale judge sahib": past the post and the link to the court's own words
        while j >= 0 and len(run) < RUN and toks[j] not in stop and toks[j] not in COURTESY and toks[j] not in BENCH:
            run.insert(0, toks[j])
            j -= 1
        while run:
            fits = [jid for jid, words in posts.items() if all(w in words for w in run)]
            distinct = any(sum(w in words for words in posts.values()) == 1 for w in run)
            if len(fits) == 1 and distinct:
                return fits[0]
            run = run[1:]  # "<verb> family court madam": the words nearest the courtesy word are the post
    return None
