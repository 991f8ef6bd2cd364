"""Asked whether a judge is usually available ("is he usually available?", "availability kaisi hai?"), the notes answer
with the days the judge was away: on leave, on other duty, at a training, absent. A note never writes "available" of the
bench; it writes why the matter went by without them."""

from __future__ import annotations

from tareekh.agent.lexicon import stem

# the question's word for the bench being there
_AVAILABLE = frozenset({stem("available"), stem("availability"), stem("unavailable")})
# how a note writes the bench away: on leave (chhutti, avkash), on other duty, at a training or meeting, absent
_AWAY = ("leave", "chutti", "chhutti", "avkash", "अवकाश", "छुट्टी", "duty", "duties", "training", "absent", "absence",
         "meeting", "deputation", "अनुपस्थित")


def away_groups(groups: list[set[str]]) -> list[set[str]]:
    """The question's topic groups with its word for being available read as the ways a note writes the bench away."""
    away = {stem(w) for w in _AWAY}
    return [g | away if g & _AVAILABLE else g for g in groups]


# the words every court's name is made of: no post of one bench ("the judge", "civil court", "district")
_COURT_WORDS = frozenset("judge judges judicial court courts civil criminal justice bench district sessions family additional "
                         "senior junior division chief principal first second third class high magistrate hall".split())


def sole_post_patterns(judge: object, judges: list) -> list[str]:
    """The post a judge's short name opens with, as their court writes it before its place ("Mamlatdar" of "Mamlatdar of
    <taluka>, <town>"), names them on any page when no other judge of the registry is written with it: the practice's
    only such bench. (The place, after "of" or a comma, names a town any page may hold; the words every court's name
    is made of name no one bench.)"""
    import re

    def _words(j: object) -> set[str]:
        return {w.lower() for f in ("name", "short", "court", "court_hall") for w in re.findall(r"\w+", getattr(j, f, None) or "")}

    head = re.split(r"\bof\b|\bat\b|[,(]", getattr(judge, "court", None) or "", maxsplit=1)[0]
    post = {w.lower() for w in re.findall(r"\w+", head)}
    short = {w.lower() for w in re.findall(r"\w+", getattr(judge, "short", None) or "") if len(w) >= 4}
    # (a post the short name writes as its capitals, "SDM sahab <town>", "CJM madam", is the post itself, whatever words
    # the court's name spells it out in)
    caps = {w.lower() for w in re.findall(r"\b[A-Z]{3,5}\b", getattr(judge, "short", None) or "")}
    others = set().union(*[_words(j) for j in judges if getattr(j, "id", None) != getattr(judge, "id", None)]) if judges else set()
    return [rf"\b{re.escape(w)}\b" for w in sorted((short & post) | caps) if w not in others and w not in _COURT_WORDS]
