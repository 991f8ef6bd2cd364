"""The word for an act (a statute) in every language the tongue tables hold, a closed class: a statute is named by its
letters before it ("DV act", "NI Act", "NDPS kanoon", "SC/ST adhiniyam"). A leaf: the question reader and the
answer's checks both read it."""

from __future__ import annotations

import re

# English act; Hindi-Marathi-Gujarati adhiniyam; Hindi-Urdu-Punjabi kanoon/qanoon; Bengali-Assamese ain/aain;
# Marathi-Gujarati kayda/kaydo; Kannada kayde/kaayde; Tamil sattam; Telugu chattam; Malayalam niyamam; Odia aina
ACT_WORDS = frozenset("""act acts adhiniyam kanoon kanun qanoon qanun ain aain aina kayda kaayda kayada kaydo kayde
kaayde sattam chattam niyamam""".split())
# a statute's letters as typed: two to six capitals, dotted or not ("DV", "N.I.", "NDPS")
_LETTERS = re.compile(r"^(?:[A-Z]\.?){2,6}$")


def statute_letters(run: list[str], typed: str) -> bool:
    """Every word of `run` (words of a question, in lower case) typed with a capital in `typed` is a statute's
    letters typed in capitals just before a word for an act ("DV Act ki complaint", "NI Act case"): no proper name."""
    capital = [i for i, w in enumerate(run) if _typed_as(w, typed)[:1].isupper()]
    return bool(capital) and all(
        run[i] in ACT_WORDS or _LETTERS.match(_typed_as(run[i], typed)) and i + 1 < len(run) and run[i + 1] in ACT_WORDS
        for i in capital)


def _typed_as(w: str, typed: str) -> str:
    m = re.search(rf"(?<![\w.]){re.escape(w)}(?![\w])", typed, re.I)
    return m.group() if m else w
