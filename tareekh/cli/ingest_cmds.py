"""CLI commands of the ingest room (see tareekh/cli/__init__.py for the conventions).

    tareekh ingest FILE... [--case CASE] [--date D] [--author NAME] [--vision-pages N] [--quiet]
    tareekh read FILE... [--engine auto|rapidocr|tesseract|vision] [--no-lexicon]
    tareekh entries [--status S] [--case CASE] [--kind K]
    tareekh review
    tareekh confirm ENTRY [--case CASE] [--date D] [--text TEXT]
    tareekh reject ENTRY
    tareekh conflicts [--case CASE]
"""

from __future__ import annotations

from tareekh import display
from tareekh.cli import Result, arguments, command
from tareekh.practice.types import RECORD_KINDS, Entry, StderrProgress


def _entry_json(e: Entry) -> dict:
    return e.model_dump(mode="json")


def _entry_line(e: Entry, practice) -> str:
    """One entry: its number (the handle `confirm` and `reject` take), what it is, where it went, its opening."""
    first = " ".join(e.text.split())
    first = first[:70] + ("…" if len(first) > 70 else "")
    links = f"  (same hearing as {', '.join(f'#{i}' for i in e.linked_entry_ids)})" if e.linked_entry_ids else ""
    line = f"#{e.id:<4} {practice.source_words(e)}: {practice.placement(e)}{links}\n      {first}"
    if e.status == "review" and e.candidates:
        line += "\n      could be: " + "; ".join(
            practice.case_label(c.case_id) + (" (chosen by you)" if c.tier == "user" else "") for c in e.candidates)
    return line


def _case_id(practice, ref: str | None) -> str | None:
    """--case takes a case's id, number or name."""
    return practice.registry.find_case(ref).id if ref else None


def _entries_text(entries: list[Entry], empty: str, practice) -> str:
    return "\n".join(_entry_line(e, practice) for e in entries) if entries else empty


@arguments(lambda p: (
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="photos (HEIC too), scans, PDFs, multi-page TIFFs, Word (docx, doc), odt, rtf, txt/md notes, "
                        "WhatsApp export zips"),
    p.add_argument("--case", metavar="CASE", help="file these files under this case (number or name); a note "
                   "that names another case waits for you instead"),
    p.add_argument("--date", metavar="D", help="the hearing date of these notes (YYYY-MM-DD or DD.MM.YYYY)"),
    p.add_argument("--author", metavar="NAME", help="who wrote the notes (default: read from the note, else you)"),
    p.add_argument("--vision-pages", type=int, metavar="N",
                   help="read at most N pages of this batch with the vision model (default: the settings')"),
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr"),
))
@command("ingest", "keep, read, split per hearing and file each file under its case")
def ingest(practice, args) -> Result:
    progress = None if args.quiet else StderrProgress()
    report = practice.ingest(args.files, case_id=args.case, date=args.date, author=args.author, progress=progress,
                             vision_pages=args.vision_pages)
    errors = [{"file": f.file, "error": f.message} for f in report.errors]
    data = {
        "entries": [_entry_json(e) for e in report.entries],
        "files": [f.model_dump(mode="json") for f in report.files],
        "errors": errors,
    }
    lines = []
    for f in report.files:
        if f.state == "done" and f.retake_of is not None:
            lines.append(f"{f.file}: {f.message}")
        elif f.state == "done":
            lines.append(f"{f.file}: {len(f.entry_ids)} entr{'y' if len(f.entry_ids) == 1 else 'ies'}")
        else:
            message = f.message or f.state
            lines.append(message if message.startswith(f.file) else f"{f.file}: {message}")
        lines.extend(f"  warning: {w}" for w in f.warnings)
    if report.entries:
        lines.append("")
        lines.append(_entries_text(report.entries, "", practice))
    useful = any(f.state in ("done", "duplicate") for f in report.files)
    return Result(data, "\n".join(lines), exit_code=0 if useful or not report.files else 2)


@arguments(lambda p: (
    p.add_argument("--status", choices=["retained", "review", "rejected"], help="only entries with this status"),
    p.add_argument("--case", metavar="ID", help="only entries filed under this case (among others)"),
    p.add_argument("--kind", choices=list(RECORD_KINDS), help="only records of this kind"),
))
@command("entries", "list every record read from your uploads: hearings, documents, chat days, general notes")
def entries(practice, args) -> Result:
    found = practice.entries(status=args.status, case_id=_case_id(practice, args.case), kind=args.kind)
    return Result([_entry_json(e) for e in found], _entries_text(found, "no entries", practice))


@command("review", "entries waiting for you to confirm or reject, with the reason; files waiting for a program")
def review(practice, args) -> Result:
    found = practice.review_queue()
    waiting = practice.waiting_uploads()
    lines = [_entries_text(found, "nothing to review", practice)] if found or not waiting else []
    if waiting:
        lines.append(f"{len(waiting)} file{'s' if len(waiting) != 1 else ''} kept unread until a program is installed"
                     " (read at the next start or ingest once it is):")
        lines.extend(f"  {u.waiting_reason}" for u in waiting)
    return Result([_entry_json(e) for e in found], "\n".join(lines))


@arguments(lambda p: (
    p.add_argument("entry", metavar="ENTRY", help="entry id"),
    p.add_argument("--case", metavar="ID", help="file it under this case instead"),
    p.add_argument("--date", metavar="D", help="correct the hearing date (YYYY-MM-DD or DD.MM.YYYY)"),
    p.add_argument("--text", help="correct the text"),
))
@command("confirm", "file a reviewed entry (optionally correcting case, date or text)")
def confirm(practice, args) -> Result:
    e = practice.confirm(args.entry, case_id=args.case, date=args.date, text=args.text)
    return Result(_entry_json(e), _entry_line(e, practice))


@arguments(lambda p: p.add_argument("entry", metavar="ENTRY", help="entry id"))
@command("reject", "reject an entry: it stays visible but is never retained")
def reject(practice, args) -> Result:
    e = practice.reject(args.entry)
    return Result(_entry_json(e), _entry_line(e, practice))


@arguments(lambda p: p.add_argument("--case", metavar="ID", help="only this case"))
@command("conflicts", "hearings where a note and the order sheet disagree")
def conflicts(practice, args) -> Result:
    found = practice.conflicts(case_id=_case_id(practice, args.case))
    def says(entry_id: int, value: str | None) -> str:
        return f"{practice.source_words(practice.entry(entry_id))} (#{entry_id}) says {display.day(value, '—')}"

    text = "\n".join(
        f"{practice.case_label(c.case_id)}, hearing {display.day(c.hearing_date)}: {c.field.replace('_', ' ')} — "
        f"{says(c.entry_a, c.value_a)}; {says(c.entry_b, c.value_b)}"
        for c in found
    ) or "no conflicts"
    return Result([c.model_dump(mode="json") for c in found], text)


def _reading_text(files) -> str:
    lines: list[str] = []
    for f in files:
        if f.error:
            lines.append(f"{f.error}")
            continue
        for p in f.pages:
            lines.append(f"== {p.file} · page {p.page} · {p.engine} ({p.kind}) · confidence {p.confidence:.0f}")
            lines.append(p.text.rstrip("\n"))
            if p.unsure_words:
                shown = [w.text + (f" (read as {w.read_as})" if w.read_as else "") for w in p.unsure_words]
                lines.append("unsure: " + ", ".join(shown))
            lines.append("")
        lines.extend(f"warning: {w}" for w in f.warnings)
    return "\n".join(lines).rstrip("\n")


@arguments(lambda p: (
    p.add_argument("files", nargs="+", metavar="FILE", help="photos, scans, PDFs, txt/md or docx notes"),
    p.add_argument("--engine", choices=["auto", "rapidocr", "tesseract", "vision"], default="auto",
                   help="auto (by the page's ink), one offline engine, or the configured vision model"),
    p.add_argument("--no-lexicon", action="store_true", help="skip the lexicon pass (to compare readings)"),
))
@command("read", "read files and print each page's text, engine, confidence and unsure words; stores nothing",
         needs_practice=False)
def read(practice, args) -> Result:
    from tareekh.practice.reading_ops import read_files
    from tareekh.settings import resolve_home

    home = resolve_home(getattr(args, "home", None))
    files = read_files(args.files, home=home, engine=args.engine, lexicon=not args.no_lexicon)
    data = [f.model_dump(mode="json") for f in files]
    ok = any(f.error is None for f in files)
    return Result(data, _reading_text(files), exit_code=0 if ok else 2)
