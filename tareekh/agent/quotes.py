"""A quote that opens a quotation mark closes it: "deepak: 'jhootha fasaya, … informant se" is cut at a ';' inside
what the accused said, and the rest of his words ("… us raat dhabe pe tha'") is the answer."""

from __future__ import annotations

import re

from tareekh.agent.runs_on import rest_of_sentence

_OPEN = re.compile(r"(?:^|(?<=[\s(:\-]))['‘\"“](?=\w)")
_CLOSE = re.compile(r"(?<=[\w.!?,)])['’\"”](?=[\s.,;:)!?\-]|$)")
MAX_MORE = 240  # the most added to close a quotation


def unclosed(part: str) -> bool:
    """The text opens more quotation marks than it closes: a quotation runs on past its end."""
    return len(_OPEN.findall(part)) > len(_CLOSE.findall(part))


def closed(record_text: str, quote: str) -> str:
    """`quote` (sentences of `record_text` joined by ' … ') with each part that opens a quotation carried on to
    where the record closes it (within MAX_MORE characters)."""
    parts = quote.split(" … ")
    out: list[str] = []
    for part in parts:
        if unclosed(part):
            i = record_text.find(part)
            if i >= 0:
                rest = record_text[i + len(part): i + len(part) + MAX_MORE]
                m = _CLOSE.search(rest)
                if m:
                    part = part + rest[: m.end()]
        part = rest_of_sentence(record_text, to_sentence_end(record_text, part))  # "…; the rest" (agent/runs_on.py)
        if out and _words(part) and _words(part) in _words(out[-1]):
            continue  # the closed quotation already holds this sentence
        out.append(part)
    return " … ".join(through(record_text, out))


# the most a quote reads through between two of its parts rather than eliding it: about three lines of a typed page
# (a deposition's cross between its chief and its next date, an award's rate between its title and its totals)
GAP_CHARS = 300


def _span(record_text: str, part: str, start: int = 0) -> tuple[int, int] | None:
    """Where `part` stands in the record (its spaces and line breaks as the record writes them), from `start` on."""
    words = part.split()
    if not words:
        return None
    m = re.compile(r"\s+".join(re.escape(w) for w in words)).search(record_text, start)
    return (m.start(), m.end()) if m else None


def through(record_text: str, parts: list[str]) -> list[str]:
    """`parts` (quotes of `record_text`, in its order) with each two that stand close in the same paragraph quoted as
    one stretch: what a note writes between two lines it quotes ("4 issues." / "Main one: the 3 ft strip." / "We
    should push for a commissioner.", a clause between two of a sentence's clauses) is most often what joins them,
    and an elision of a line or two saves little while it drops that fact."""
    out: list[str] = []
    last: tuple[int, int] | None = None
    for part in parts:
        span = _span(record_text, part, last[1] if last else 0)
        if out and last is not None and span is not None:
            gap = record_text[last[1]: span[0]]
            if "\n\n" not in re.sub(r"[ \t]+", "", gap) and len(gap.strip()) <= GAP_CHARS:
                out[-1] = record_text[last[0]: span[1]]
                last = (last[0], span[1])
                continue
        out.append(part)
        last = span
    return out


# a page's line that ends without a sentence's end, and the line it runs on into (no blank line between)
_WRAPPED_ON = re.compile(r"[ \t]*\n[ \t]*(?=\S)")
_SENTENCE_END = re.compile(r"[.!?;।](?=\s|$)")
# a line that stops on a word that cannot end a sentence, or on a lower-case word, goes on in the next line
_RUNS_ON = re.compile(r"(?:\b(?:the|a|an|and|or|of|for|to|in|on|at|by|with|from|no|not|his|her|their|our|its|that|"
                      r"which|who|as|is|was|are|were|be|has|have|had)|[,\-–])\s*$", re.I)


# a line that opens in small letters, or with a bracket (an aside to the sentence the line before left open: "…
# Sitting of 14 Nov adjourned" / "(arbitrator unwell) to Sat 12 Dec", "… much more" / "(10 months x 12,000)"), and not
# with a list's marker ("(a) …", "(iv) …", "(2) …")
_OPENS_SMALL = re.compile(r"(?!\(?(?:\d{1,2}|[a-h]|i{1,3}|iv|v|vi{1,3}|ix|x)[.)])(?:[(\[]\S|[\"'‘“]?[a-z])")


# a line that opens with a sum ("7.5 lakh + costs", "Rs 40,000 …"), not a date
_SUM_OPENS = re.compile(r"(?:rs\.?\s*|₹\s*)\d|\d[\d,.]*\s*(?:lakhs?|lacs?|crores?|cr\b|thousand|hazar|k\b|/-)", re.I)


_ABBR_STOP = re.compile(r"\.[ \t]+(?=\d|[a-z])")
_SHORT_FORM = re.compile(r"(?:^|[\s.(])[A-Za-z]{1,3}$")


def _past_short_form(record_text: str, stripped: str) -> str | None:
    """`stripped` (ending on a short form, its stop left off) carried on to its sentence's end in the record."""
    i = record_text.find(stripped)
    if i < 0:
        return None
    j = i + len(stripped)
    abbr = _ABBR_STOP.match(record_text, j)
    if abbr is None:
        return None
    rest = record_text[abbr.end(): abbr.end() + MAX_MORE]
    end = _SENTENCE_END.search(rest)
    if end is None or "\n\n" in rest[: end.start()]:
        return None
    return stripped + record_text[j: abbr.end() + end.end()]


def to_sentence_end(record_text: str, part: str) -> str:
    """`part` carried on over the record's line wraps to where its sentence ends: a photographed page breaks its
    lines where the paper ends ("… asked for the ledger extracts and the" / "2019 demand notice."), and a quote
    that stops at the break loses what was asked for."""
    stripped = part.rstrip()
    if stripped.endswith(".") and _SHORT_FORM.search(stripped[:-1]):
        carried = _past_short_form(record_text, stripped[:-1])
        if carried is not None:
            return carried
    if not stripped or _SENTENCE_END.search(stripped[-1]) or stripped[-1] in ":)'\"’”":
        return part
    i = record_text.find(stripped)
    if i < 0:
        return part
    j = i + len(stripped)
    # "… his lands in S.No" / ". 147 and an easement of necessity exists.": a short form's stop ("S.No.", "Ex.",
    # "Rs.") followed by a number or a lower-case word is no sentence's end; the sentence goes on past it
    if _SHORT_FORM.search(stripped):
        carried = _past_short_form(record_text, stripped)
        if carried is not None:
            return carried
    added = ""
    while len(added) < MAX_MORE:
        wrap = _WRAPPED_ON.match(record_text, j)
        if wrap is None:
            # the paragraph ends on a line the sentence ran on into, with no stop: the sentence ends with it
            return stripped + added if added else part
        line_end = record_text.find("\n", wrap.end())
        line = record_text[wrap.end(): line_end if line_end >= 0 else len(record_text)]
        # "… wants at least" / "7.5 lakh + costs": a sum that goes on from a line ending on a small word runs on too
        if not (_RUNS_ON.search(stripped + added) or _OPENS_SMALL.match(line)
                or (_SUM_OPENS.match(line) and re.search(r"\b[a-z]{2,}$", stripped + added))):
            break  # a heading, a form's field or a list: the line ended where its writer ended it
        end = _SENTENCE_END.search(line)
        if end is not None:
            return stripped + added + " " + line[: end.end()].rstrip()
        added += " " + line.rstrip()
        j = wrap.end() + len(line)
    return part


def _words(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()
