"""Bytes of a plain-text file (a typed note, a chat export, an RTF's characters) as text, whatever the
encoding a lawyer's computer saved them in."""

from __future__ import annotations


def decode_text(data: bytes, name: str) -> tuple[str, list[str]]:
    """Decode bytes as UTF-8 (BOM or not), UTF-16 with a BOM, else cp1252 / Latin-1 with a warning."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), [f"{name}: read as UTF-16 (byte-order mark found)"]
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as exc:
        where = exc.start
    try:
        text = data.decode("cp1252")
        enc = "Windows-1252"
    except UnicodeDecodeError:
        text = data.decode("latin-1")
        enc = "Latin-1"
    return text, [f"{name}: not valid UTF-8 (byte {where}); read as {enc} — check accented letters"]
