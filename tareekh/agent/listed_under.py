"""A list under a heading is one unit with its heading.

A note writes what a witness admitted, what a judge directed or what a reply says as a heading and the lines under
it ("Admitted:" then "- …" lines; "Directions:" then "1. …"; "Points:" then lines). A plain reading of the
question's words finds the heading, or one of the lines, and would show them cut by "…": the heading without
what it heads, or an item without the rest. Whatever the language and the heading's word, the layout says what
belongs together: a sentence that ends with a colon and is followed by lines each on their own line (bulleted,
numbered, or plain short lines until a blank line or the next heading) heads them; a bulleted line belongs to the
heading above it and to its sibling lines.
"""

from __future__ import annotations

import re

from tareekh.events.text import Sentence, sentences

UNIT_CHARS = 700  # the longest heading-with-list kept as one unit
PLAIN_ITEMS = 6  # unbulleted lines read as a heading's list at most
_BULLET = re.compile(r"^\s*(?:[-*•·●▪–—>]+|\(?\d{1,2}[.)]|\(?[a-h][.)]|\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\)|"
                     r"(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)[.)])\s*\S", re.I)
_MARK = re.compile(r"\(?(?:\d{1,2}|[a-h]|i|ii|iii|iv|v|vi|vii|viii|ix|x)[.)]", re.I)  # a list line's number alone
_HEADING_WORDS = 30  # a line ending in a colon introduces the lines under it, however it names them ("X (role) examined - chief & cross same day:")


def _own_line(text: str, s: Sentence) -> bool:
    """The sentence begins a line of its record."""
    before = text[:s.start].rstrip(" \t")
    return not before or before.endswith("\n")


def _blank_between(text: str, a: Sentence, b: Sentence) -> bool:
    return "\n\n" in re.sub(r"[ \t]+", "", text[a.end:b.start])


def _is_heading(s: Sentence) -> bool:
    body = s.text.rstrip()
    if not body.endswith((":", ":-", "—", ":—")):
        return False
    head = body.rstrip(":-— ")
    last = re.split(r"(?<=[.;!?])\s+", head)[-1]  # "PW1 cross by me. Admitted:": the clause before the colon
    return 0 < len(last.split()) <= _HEADING_WORDS


def _items_after(text: str, ss: list[Sentence], i: int) -> list[int]:
    """The indexes of the lines the heading at `i` heads."""
    out: list[int] = []
    bulleted: bool | None = None
    for j in range(i + 1, len(ss)):
        s = ss[j]
        if not _own_line(text, s) or _blank_between(text, ss[j - 1], s):
            # a sentence that continues a list item's line is the item's; a blank line ends the list
            if out and not _blank_between(text, ss[j - 1], s) and not _own_line(text, s):
                out.append(j)
                continue
            break
        is_item = _bulleted(text, s)  # "1." cut off as a sentence of its own still begins a numbered line
        if bulleted is None:
            bulleted = is_item
        if bulleted and not is_item:
            break
        if not bulleted and (_is_heading(s) or len(out) >= PLAIN_ITEMS or (out and s.text[:1].isupper())):
            break  # unbulleted lines go on in lower case; a capital opens the note's next thought ("Next date …")
        out.append(j)
    return out


def _line_from(text: str, s: Sentence) -> str:
    """The record's line from the sentence on ("4. Whether …": a number the sentence reader cut off as its own)."""
    end = text.find("\n", s.start)
    return text[s.start:] if end < 0 else text[s.start:end]


def _bulleted(text: str, s: Sentence) -> bool:
    return bool(_BULLET.match(_line_from(text, s)))


def _item_start(text: str, ss: list[Sentence], i: int) -> int:
    """The first sentence of the list line `i` is on, when only its number stands before it ("4." "Whether …?")."""
    if i > 0 and not _own_line(text, ss[i]) and _own_line(text, ss[i - 1]) and _MARK.fullmatch(ss[i - 1].text.strip()):
        return i - 1
    return i


def _heading_above(text: str, ss: list[Sentence], i: int) -> int | None:
    """The heading of the bulleted line at `i`: up over its sibling lines to a sentence ending with a colon."""
    i = _item_start(text, ss, i)
    if not _bulleted(text, ss[i]):
        return None
    for j in range(i - 1, -1, -1):
        if _is_heading(ss[j]):
            return j if i in _items_after(text, ss, j) else None
        if _blank_between(text, ss[j], ss[j + 1]):
            return None
        if not _bulleted(text, ss[j]) and _own_line(text, ss[j]):
            return None
    return None


PROSE_WORDS = 4  # the line after a title that opens a passage of prose is this long at least


def _prose(sentence: str) -> bool:
    """A sentence of prose: some words long, ended as a sentence ends, most of its words in small letters (not a
    heading block's "Case No. 233/2024", "Present: …")."""
    ws = sentence.split()
    small = sum(1 for w in ws if w[:1].islower())
    return len(ws) >= PROSE_WORDS and sentence.rstrip().endswith((".", ";")) and small * 2 >= len(ws)
TITLE_WORDS = 6  # a title line ("DECREE (operative part)", "ORDER - FINAL PART") is this short at most


def _is_title(text: str, s: Sentence) -> bool:
    """A line of its own that titles what follows: short, no sentence's end mark, no number, its first word in capital
    letters ("ORDER", "DECREE (operative part)", "FINDINGS"), the line wholly this sentence."""
    line_end = text.find("\n", s.end)
    rest = text[s.end:line_end if line_end >= 0 else len(text)]
    body = s.text.strip()
    first = re.match(r"[^\W\d_]+", body)
    return _own_line(text, s) and not rest.strip() and 0 < len(body.split()) <= TITLE_WORDS and \
        not re.search(r"[.?!:]\s*$|\d", body) and first is not None and len(first.group()) >= 3 and first.group().isupper()


def _under_title(text: str, ss: list[Sentence], i: int) -> list[int]:
    """The sentences the title line at `i` heads: the lines after it, to a blank line, the next title or the
    longest unit kept."""
    if not _is_title(text, ss[i]) or i + 1 >= len(ss) or not _prose(ss[i + 1].text):
        return []  # a court's heading block goes on in short lines ("Case No. …"); a title heads prose
    out: list[int] = []
    size = len(ss[i].text)
    for j in range(i + 1, len(ss)):
        if _blank_between(text, ss[j - 1], ss[j]) or _is_title(text, ss[j]) or size > UNIT_CHARS:
            break
        out.append(j)
        size += len(ss[j].text) + 1
    return out


# "Reply says:", "PW2 in cross:", "Judge -": a short label opening a line, then what it labels
_LABELLED = re.compile(r"^[^\W\d][^:\n]{0,40}?:\s+\S")


def _rest_of_labelled_line(text: str, ss: list[Sentence], i: int) -> list[int]:
    """The sentences after `i` on the same line, when `i` opens its line with a label ("Reply says: … ? (…) and …"):
    what a label introduces runs to the end of its line, whatever marks end its sentences."""
    if not _own_line(text, ss[i]) or not _LABELLED.match(ss[i].text):
        return []
    out = []
    for j in range(i + 1, len(ss)):
        if _own_line(text, ss[j]) or len(" ".join(ss[k].text for k in [i, *out, j])) > UNIT_CHARS:
            break
        out.append(j)
    return out


def with_lists(text: str, kept: list[str]) -> list[str]:
    """`kept` (sentences of `text`) with each heading or list line replaced by the heading and its whole list."""
    ss = list(sentences(text))
    index = {s.text: k for k, s in enumerate(ss)}
    out: list[str] = []
    covered: set[int] = set()
    for t in kept:
        i = index.get(t)
        if i is None:
            out.append(t)
            continue
        if i in covered:
            continue
        body = _under_title(text, ss, i)
        if body and not any(ss[k].text in kept for k in body):  # the lines asked are quoted already as they are
            unit = [i, *body]
            joined = " ".join(ss[k].text for k in unit)
            if len(joined) > UNIT_CHARS:
                joined = joined[:UNIT_CHARS].rsplit(" ", 1)[0] + " …"
            covered |= set(unit)
            out = [o for o in out if o not in {ss[k].text for k in unit}]
            out.append(joined)
            continue
        head = i if _is_heading(ss[i]) else _heading_above(text, ss, i)
        items = _items_after(text, ss, head) if head is not None else []
        if head is None or not items:
            rest = _rest_of_labelled_line(text, ss, i)
            if rest:
                covered |= set(rest)
                out = [o for o in out if o not in {ss[k].text for k in rest}]
                t = " ".join(ss[k].text for k in [i, *rest])
            out.append(t)
            continue
        unit = [head, *items]
        joined = " ".join(ss[k].text for k in unit)
        if len(joined) > UNIT_CHARS:
            joined = joined[:UNIT_CHARS].rsplit(" ", 1)[0] + " …"
        covered |= set(unit)
        out = [o for o in out if o not in {ss[k].text for k in unit}]
        out.append(joined)
    return list(dict.fromkeys(out))


def finish_lists(text: str, excerpt: str) -> str:
    """`excerpt` (a span of `text`) with the list its last sentence heads, when it ends on a heading ("… Cross (by
    me):" and the lines under it), or the rest of the list when it ends on one of its lines."""
    # the excerpt as the record writes it, its spaces and line breaks as they are there
    found = re.search(r"\s+".join(re.escape(w) for w in excerpt.rstrip(" :").split()), text)
    if found is None:
        return excerpt
    at, end = found.start(), found.end()
    ss = list(sentences(text))
    last = next((k for k, s in enumerate(ss) if s.start < end <= s.end + 1), None)
    if last is None:
        return excerpt
    # it ends on a heading, or on a line of a list whose heading it holds: the rest of that list
    head = last if _is_heading(ss[last]) else _heading_above(text, ss, last)
    if head is None or (head != last and ss[head].start < at):
        return excerpt
    items = [k for k in _items_after(text, ss, head) if k > last]
    if not items:
        return excerpt
    tail = text[ss[last].end:ss[items[-1]].end]
    colon = ":" if head == last and not excerpt.rstrip().endswith(":") else ""
    joined = excerpt.rstrip() + colon + " " + " ".join(tail.split())
    return joined if len(joined) <= len(excerpt) + UNIT_CHARS else joined[:len(excerpt) + UNIT_CHARS].rsplit(" ", 1)[0] + " …"
