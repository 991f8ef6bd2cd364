"""Latin letters spelt out in an Indian script, as a case type's initials are written in a local-language note.

A diary kept in Kannada writes "O.S." as "ಓ.ಎಸ್.", in Hindi "ओ.एस.", in Malayalam "ഒ.എസ്.", in Bengali "ও.এস.", in Tamil
"ஓ.எஸ்."; "M.V.C." as "ಎಂ.ವಿ.ಸಿ.", "R.C.S.A." as "आर.सी.एस.ए.". Each initial is the English name of a letter ("es",
"vi", "si") in the script's letters. The nine Brahmic scripts of India lay out their letters alike (one block of 128
code points each, a sound at the same place in every block), so a letter is read by its place in its block; the names
of the 26 Latin letters then give the initials. Only a run of two or more dotted initials that are all letter names is
read ("प्र.क्र." and "मु.अ.सं." are words of the language, left as written)."""

from __future__ import annotations

import re

# The first code point of each Brahmic block: Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada,
# Malayalam.
_BLOCKS = range(0x0900, 0x0D80, 0x80)
# A sound by its place in the block: independent vowels, consonants (their inherent vowel added below), vowel signs.
_VOWELS = {0x05: "a", 0x06: "a", 0x07: "i", 0x08: "i", 0x09: "u", 0x0A: "u", 0x0D: "e", 0x0E: "e", 0x0F: "e",
           0x10: "ai", 0x11: "o", 0x12: "o", 0x13: "o", 0x14: "au"}
_CONSONANTS = {0x15: "k", 0x16: "k", 0x17: "g", 0x18: "g", 0x19: "n", 0x1A: "ch", 0x1B: "ch", 0x1C: "j", 0x1D: "j",
               0x1E: "n", 0x1F: "T", 0x20: "T", 0x21: "D", 0x22: "D", 0x23: "n", 0x24: "t", 0x25: "t", 0x26: "d",
               0x27: "d", 0x28: "n", 0x29: "n", 0x2A: "p", 0x2B: "f", 0x2C: "b", 0x2D: "bh", 0x2E: "m", 0x2F: "y",
               0x30: "r", 0x31: "r", 0x32: "l", 0x33: "l", 0x34: "l", 0x35: "v", 0x36: "sh", 0x37: "sh", 0x38: "s",
               0x39: "h"}
_SIGNS = {0x3E: "a", 0x3F: "i", 0x40: "i", 0x41: "u", 0x42: "u", 0x45: "e", 0x46: "e", 0x47: "e", 0x48: "ai",
          0x49: "o", 0x4A: "o", 0x4B: "o", 0x4C: "au", 0x57: "au"}
_VIRAMA, _NUKTA, _NASALS = 0x4D, 0x3C, (0x01, 0x02, 0x70)  # candrabindu, anusvara, Gurmukhi tippi
# Malayalam's final consonants (chillu) and Bengali's final t
_FINALS = {0x0D7A: "n", 0x0D7B: "n", 0x0D7C: "r", 0x0D7D: "l", 0x0D7E: "l", 0x0D7F: "k", 0x09CE: "t"}

# The English names of the 26 Latin letters as the sounds above spell them, in every script's habit
_LETTER_NAMES = {
    "A": ("e",), "B": ("bi",), "C": ("si", "shi", "chi"), "D": ("Di", "di"), "E": ("i",), "F": ("ef",),
    "G": ("ji",), "H": ("ech", "ej", "hech", "aich", "eich"), "I": ("ai",), "J": ("je",), "K": ("ke",),
    "L": ("el",), "M": ("em",), "N": ("en",), "O": ("o",), "P": ("pi",), "Q": ("kyu", "kiu"), "R": ("ar",),
    "S": ("es", "esh"), "T": ("Ti", "ti"), "U": ("yu",), "V": ("vi", "bhi", "wi"), "W": ("Dablyu", "Dabliu", "Dabalyu"),
    "X": ("eks",), "Y": ("vai", "wai", "oyai"), "Z": ("jeD", "zeD", "jed", "zed"),
}
_BY_SOUND = {name: letter for letter, names in _LETTER_NAMES.items() for name in names}
# A run of dotted initials in a Brahmic script: "ಓ.ಎಸ್.", "आर.सी.एस.ए.", "ఓ. ఎస్." — and one initial of it
# … its last initial often written without its dot ("এম.এ.সি.টি", "ए.सी.जे.एम"), read when it is a letter's name too
_RUN = re.compile(r"(?<![\u0900-\u0D7F])(?:[\u0900-\u0D7F]{1,8}[ \t]?\.[ \t]?){2,7}(?:[\u0900-\u0D7F]{1,8}(?![\u0900-\u0D7F.]))?")
_PIECE = re.compile(r"([\u0900-\u0D7F]{1,8})(?:[ \t]?\.|(?![\u0900-\u0D7F]))")


def _sounds(piece: str) -> str | None:
    """The sounds of one initial, as the table spells them ("ಎಸ್" -> 'es', "डब्ल्यू" -> 'Dablyu'); None for a letter
    outside the Brahmic blocks."""
    out: list[str] = []
    pending = ""  # a consonant whose vowel is not written yet (its inherent 'a', unless a virama or a sign follows)
    for ch in piece:
        cp = ord(ch)
        if cp in _FINALS:
            out.append(pending + ("a" if pending else "") + _FINALS[cp])
            pending = ""
            continue
        block = next((b for b in _BLOCKS if b <= cp < b + 0x80), None)
        if block is None:
            return None
        at = cp - block
        if at in _CONSONANTS:
            if pending:
                out.append(pending + "a")
            pending = _CONSONANTS[at]
        elif at in _SIGNS:
            out.append(pending + _SIGNS[at])
            pending = ""
        elif at == _VIRAMA:
            out.append(pending)
            pending = ""
        elif at == _NUKTA:
            pending = {"j": "z", "f": "f", "D": "D"}.get(pending, pending)
        elif at in _NASALS:
            out.append(pending + ("a" if pending else "") + "m")
            pending = ""
        elif at in _VOWELS:
            if pending:
                out.append(pending + "a")
                pending = ""
            out.append(_VOWELS[at])
        else:
            return None
    if pending:
        out.append(pending)  # a final consonant is said without its inherent vowel ("एस" is 'es')
    return "".join(out)


def letter_of(piece: str) -> str | None:
    """The Latin letter an initial spells ("ಎಸ್" -> 'S', "सी" -> 'C', "ఓ" -> 'O', "ಎಂ" -> 'M'), or None."""
    sounds = _sounds(piece)
    return None if sounds is None else _BY_SOUND.get(sounds)


def spell_latin(text: str) -> tuple[str, list[tuple[int, int]]]:
    """`text` with each run of two or more dotted initials spelt in a Brahmic script written as the Latin initials
    ("ಓ.ಎಸ್." -> "  O.S."), the same length (spaces before the initials), and the runs' (start, end). A run is read up to
    its first initial that is no letter's name ("এল.এ. রেফ." -> "L.A." and "রেফ." as written)."""
    runs: list[tuple[int, int]] = []
    parts: list[str] = []
    last = 0
    for m in _RUN.finditer(text):
        letters: list[str] = []
        end = m.start()
        for piece in _PIECE.finditer(text, m.start(), m.end()):
            letter = letter_of(piece.group(1))
            if letter is None:
                break
            letters.append(letter)
            end = piece.end()
        latin = ".".join(letters) + "."
        if len(letters) < 2 or len(latin) > end - m.start():
            continue
        parts += [text[last:m.start()], " " * (end - m.start() - len(latin)) + latin]
        last = end
        runs.append((m.start(), end))
    if not runs:
        return text, runs
    parts.append(text[last:])
    return "".join(parts), runs
