"""Word-processor files other than .docx: old Word (.doc), OpenDocument (.odt) and RTF, read into paragraphs.

Each is read the way `.docx` is: one line per paragraph, runs of empty paragraphs kept as one blank line (the
splitter's cue between matters), table rows as their cells joined by " | ". Sizes are checked before any
parsing (an .odt is a zip whose XML may inflate a thousandfold; an RTF may carry megabytes of pictures as hex).

`.doc` is read by `antiword` (Debian package `antiword`), and by `catdoc` (package `catdoc`) when antiword
cannot. Tried on .doc files LibreOffice wrote: antiword keeps empty paragraphs (catdoc drops them, and with
them the blank line between two matters), reads Devanagari and curly quotes through its UTF-8 map, and refuses
a file that is not a Word document (catdoc printed a text file named .doc as if it were one); but antiword
refuses a short note whose text is kept in the file's small-block stream ("the text stream of this file is
too small to handle": a three-line note saved by LibreOffice), which catdoc reads.
"""

from __future__ import annotations

import re
import subprocess
import zipfile
from pathlib import Path

from tareekh.errors import InputError
from tareekh.ingest.plain_text import decode_text

MAX_DOC_BYTES = 50_000_000  # a .doc keeps its text uncompressed: a bigger one is not a note
MAX_RTF_BYTES = 100_000_000  # pictures inside an RTF are hex text: a page with two photos is tens of MB
MAX_RTF_TEXT = 20_000_000  # what is left once pictures and other binary groups are dropped
MAX_ODT_XML_BYTES = 50_000_000
MAX_ODT_BYTES = 300_000_000  # odfpy holds every member of the zip (pictures too) in memory
TOOL_TIMEOUT_S = 60


def paragraphs_text(lines: list[str]) -> str:
    """Paragraph lines as one text: runs of empty paragraphs become one blank line, ends trimmed."""
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(line.rstrip() for line in lines)).strip("\n")
    return text + "\n" if text else ""


def table_row(cells: list[str]) -> str:
    """A table row as its cells joined by " | " (trailing empty cells dropped)."""
    cells = [" ".join(c.split()) for c in cells]
    while cells and not cells[-1]:
        cells.pop()
    return " | ".join(cells)


# ---- .doc (Word 97-2003), through antiword ------------------------------------------------------------


def _run_tool(args: list[str], name: str) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(args, capture_output=True, timeout=TOOL_TIMEOUT_S, stdin=subprocess.DEVNULL)
    except FileNotFoundError:
        raise InputError(f"{name}: old Word (.doc) files cannot be read here: install the antiword and catdoc "
                         "packages (sudo apt install antiword catdoc), or save the file as .docx and add it again") from None
    except subprocess.TimeoutExpired:
        raise InputError(f"{name}: reading the .doc took longer than {TOOL_TIMEOUT_S} s; "
                         "save it as .docx and add it again") from None


def _why(proc: subprocess.CompletedProcess, path: Path, tool: str) -> str:
    lines = proc.stderr.decode("utf-8", "replace").strip().splitlines()
    return (lines[-1] if lines else f"{tool} exited with {proc.returncode}").replace(str(path), "the file")


def doc_to_text(path: Path, name: str) -> str:
    """The text antiword prints for a .doc (UTF-8, no line wrapping), laid out by `doc_text`; catdoc's
    (`catdoc_text`) for a short note antiword cannot take. Raises InputError naming the problem."""
    proc = _run_tool(["antiword", "-m", "UTF-8.txt", "-w", "0", str(path)], name)
    if proc.returncode == 0:
        return doc_text(proc.stdout.decode("utf-8", "replace"))
    why = _why(proc, path, "antiword")
    if "encrypt" in why.lower() or "password" in why.lower():
        raise InputError(f"{name}: the Word file is password-protected; save an unprotected copy and add it")
    if "too small" in why.lower():
        fallback = _run_tool(["catdoc", "-d", "utf-8", "-w", str(path)], name)
        if fallback.returncode == 0:
            return catdoc_text(fallback.stdout.decode("utf-8", "replace"))
        why = _why(fallback, path, "catdoc")
    raise InputError(f"{name}: not a readable Word 97-2003 .doc file ({why[:160]})")


def read_doc(path: Path, name: str, size: int) -> tuple[str, list[str]]:
    """(text, warnings) of an old Word .doc file."""
    if size > MAX_DOC_BYTES:
        raise InputError(f"{name}: the .doc is {size / 1e6:.0f} MB; the limit is {MAX_DOC_BYTES / 1e6:.0f} MB "
                         "(is it really a note?)")
    return doc_to_text(path, name), []


def catdoc_text(out: str) -> str:
    """catdoc's output as paragraph lines: one line per paragraph (empty ones dropped), a table row's cells
    separated by tabs."""
    lines = []
    for line in out.replace("\r\n", "\n").replace("\x0c", "\n").split("\n"):
        lines.append(table_row(line.split("\t")) if "\t" in line.strip("\t") else line)
    return paragraphs_text(lines)


_PICTURE = re.compile(r"^\[pic\]$")


def doc_text(out: str) -> str:
    """antiword's output as paragraph lines: it ends every paragraph with a blank line (so an empty paragraph
    is one more), breaks a line inside a paragraph with a single newline, and draws a table row as
    `|cell   |cell   |`."""
    out = out.replace("\r\n", "\n").replace("\x0c", "\n").strip("\n")
    lines: list[str] = []
    for para in out.split("\n\n"):
        if not para.strip():
            lines.append("")
            continue
        for line in para.split("\n"):
            stripped = line.strip()
            if _PICTURE.match(stripped):
                continue
            if stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1:
                lines.append(table_row(stripped[1:-1].split("|")))
            else:
                lines.append(line)
    return paragraphs_text(lines)


# ---- .odt (OpenDocument text), through odfpy ----------------------------------------------------------


def read_odt(path: Path, name: str) -> tuple[str, list[str]]:
    """(text, warnings) of an OpenDocument text file."""
    try:
        with zipfile.ZipFile(path) as zf:
            infos = zf.infolist()
            names = {i.filename for i in infos}
            manifest = zf.read("META-INF/manifest.xml") if "META-INF/manifest.xml" in names else b""
    except (zipfile.BadZipFile, OSError, ValueError, KeyError) as exc:
        raise InputError(f"{name}: not a readable OpenDocument .odt file ({str(exc)[:120] or type(exc).__name__})") from None
    xml = sum(i.file_size for i in infos if i.filename.lower().endswith(".xml"))
    total = sum(i.file_size for i in infos)
    if xml > MAX_ODT_XML_BYTES:
        raise InputError(f"{name}: the .odt expands to {xml / 1e6:.0f} MB of text and markup; the limit is "
                         f"{MAX_ODT_XML_BYTES / 1e6:.0f} MB (is it really a note?)")
    if total > MAX_ODT_BYTES:
        raise InputError(f"{name}: the .odt expands to {total / 1e6:.0f} MB; the limit is {MAX_ODT_BYTES / 1e6:.0f} MB")
    if b"encryption-data" in manifest:
        raise InputError(f"{name}: the .odt is password-protected; save an unprotected copy and add it")
    if "content.xml" not in names:
        if "word/document.xml" in names:
            raise InputError(f"{name}: the file is named .odt but is a Word .docx file; rename it to .docx and add it again")
        raise InputError(f"{name}: not an OpenDocument text file (it has no content.xml)")
    try:
        from odf.opendocument import load
    except ImportError:  # pragma: no cover - a declared dependency
        raise InputError(f"{name}: cannot read .odt here (odfpy is not installed)") from None
    try:
        document = load(str(path))
        body = document.text
    except Exception as exc:  # odfpy raises whatever its XML parser or zip reader raised
        raise InputError(f"{name}: the .odt is damaged ({str(exc)[:120] or type(exc).__name__})") from None
    lines: list[str] = []
    _odt_lines(body, lines)
    return paragraphs_text(lines), []


def _local(node) -> str:
    qname = getattr(node, "qname", None)
    return qname[1] if qname else ""


def _odt_lines(node, lines: list[str]) -> None:
    """Paragraphs and headings as lines, lists and sections in order, tables as rows of cells."""
    from odf import teletype

    for child in node.childNodes:
        kind = _local(child)
        if kind in ("p", "h"):
            lines.append(teletype.extractText(child))
        elif kind == "table":
            for row in _rows(child):
                cells = []
                for cell in row.childNodes:
                    if _local(cell) == "table-cell":
                        parts: list[str] = []
                        _odt_lines(cell, parts)
                        cells.append(" ".join(p for p in parts if p.strip()))
                lines.append(table_row(cells))
        elif kind in ("list", "list-item", "list-header", "section", "soft-page-break", "index-body",
                      "table-of-content", "alphabetical-index", "illustration-index", "bibliography"):
            _odt_lines(child, lines)


def _rows(table):
    for child in table.childNodes:
        kind = _local(child)
        if kind == "table-row":
            yield child
        elif kind in ("table-header-rows", "table-rows", "table-row-group"):
            yield from _rows(child)


# ---- .rtf, through striprtf ---------------------------------------------------------------------------

# Groups whose content is data, not text: pictures, embedded objects, fonts, themes. Dropped before striprtf
# walks the file character by character (a photo in an RTF is megabytes of hex).
_BINARY_GROUPS = ("pict", "shppict", "nonshppict", "object", "objdata", "datastore", "themedata",
                  "colorschememapping", "fontemb", "blipuid", "passwordhash", "xmlnstbl", "datafield")
_GROUP_START = re.compile(r"\{\s*(?:\\\*\s*)?\\(" + "|".join(_BINARY_GROUPS) + r")(?![a-z])")
_TOKEN = re.compile(r"\\bin(\d+) ?|\\[\\{}]|[{}]")


def drop_binary_groups(rtf: str) -> str:
    """The RTF without its picture and object groups (brace-matched; escaped braces are not counted)."""
    out: list[str] = []
    pos = 0
    while (m := _GROUP_START.search(rtf, pos)) is not None:
        out.append(rtf[pos : m.start()])
        depth = 0
        end = len(rtf)
        at = m.start()
        while (t := _TOKEN.search(rtf, at)) is not None:
            at = t.end()
            if t.group(1):  # \binN: N raw bytes follow, braces among them are data
                at += int(t.group(1))
            elif t.group() == "{":
                depth += 1
            elif t.group() == "}":
                depth -= 1
                if depth == 0:
                    end = at
                    break
        pos = end
    out.append(rtf[pos:])
    return "".join(out)


def read_rtf(path: Path, name: str, size: int) -> tuple[str, list[str]]:
    """(text, warnings) of an RTF file: RTF is 7-bit text, but editors write raw bytes too, so it is decoded
    like a text note (UTF-8, else Windows-1252 with a warning) before its codes are read."""

    if size > MAX_RTF_BYTES:
        raise InputError(f"{name}: the .rtf is {size / 1e6:.0f} MB; the limit is {MAX_RTF_BYTES / 1e6:.0f} MB")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    if not data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{\\rtf"):
        raise InputError(f"{name}: not an RTF file (it does not start with {{\\rtf)")
    raw, warnings = decode_text(data, name)
    raw = drop_binary_groups(raw)
    if len(raw) > MAX_RTF_TEXT:
        raise InputError(f"{name}: the .rtf holds {len(raw) / 1e6:.0f} MB of text and codes besides its pictures; "
                         f"the limit is {MAX_RTF_TEXT / 1e6:.0f} MB")
    try:
        from striprtf.striprtf import rtf_to_text
    except ImportError:  # pragma: no cover - a declared dependency
        raise InputError(f"{name}: cannot read .rtf here (striprtf is not installed)") from None
    try:
        text = rtf_to_text(raw, errors="replace")
    except Exception as exc:  # a malformed code or an unknown code page
        raise InputError(f"{name}: the .rtf is damaged ({str(exc)[:120] or type(exc).__name__})") from None
    if "\ufffd" in text:
        warnings.append(f"{name}: some characters of the .rtf could not be decoded and are shown as \ufffd")
    lines = []
    for line in text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", "").split("\n"):
        # striprtf ends each table cell with "|": a row is "cell|cell|"
        if line.endswith("|") and line.count("|") >= 2:
            lines.append(table_row(line[:-1].split("|")))
        else:
            lines.append(line)
    return paragraphs_text(lines), warnings
