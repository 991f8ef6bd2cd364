"""CLI commands of the registry room (see tareekh/cli/__init__.py for the conventions)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tareekh.cli import Result, arguments, command, group
from tareekh import display
from tareekh.errors import InputError, TareekhError
from tareekh.practice.registry_ops import read_dates
from tareekh.practice.types import Case, Resolution

group("case", "add, edit or close a case in the registry")
group("alias", "add another name for a case")
group("registry", "import or export the registry")

_CASE_FIELDS = [
    ("--number", "number", "case number, e.g. 'O.S. No. 318 of 2022'"),
    ("--short-name", "short_name", "the name you use for it, e.g. 'Mehra plot'"),
    ("--title", "title", "cause title, e.g. 'A. Rao vs B. Reddy & another'"),
    ("--judge", "judge_id", "judge id (see the registry export)"),
    ("--counsel", "counsel_id", "opposing counsel id"),
    ("--client", "client_id", "client id"),
    ("--court", "court", "the court"),
    ("--court-hall", "court_hall", "court hall"),
    ("--stage", "stage", "what it is listed for next"),
    ("--next-date", "next_date", "next date, DD.MM.YYYY (or YYYY-MM-DD)"),
    ("--side", "side", "the side you represent: plaintiff, petitioner, ..."),
    ("--nature", "nature", "nature of the case, e.g. 'partition suit'"),
    ("--cnr", "cnr", "the CNR number"),
]


def _case_line(case: Case) -> str:
    name = case.short_name or case.title or ""
    nxt = f"next {display.day(case.next_date)}" if case.next_date else "no next date"
    if case.stage:
        nxt += f" ({case.stage})"
    closed = "  [closed]" if case.status == "closed" else ""
    return f"{display.short_number(case.number):<24} {name[:32]:<32}  {nxt}{closed}"


def _person(getter, person_id: str | None) -> str | None:
    """A judge's, counsel's or client's name (the id only if the registry has lost the person)."""
    if not person_id:
        return None
    try:
        return getter(person_id).name
    except TareekhError:
        return person_id


def _case_text(case: Case, reg) -> str:
    lines = [display.of_case(case)]
    for label, value in [
        ("Number", case.number), ("Title", case.title), ("Nature", case.nature), ("Court", case.court),
        ("Court hall", case.court_hall), ("Judge", _person(reg.get_judge, case.judge_id)),
        ("Opposing counsel", _person(reg.get_counsel, case.counsel_id)),
        ("Client", _person(reg.get_client, case.client_id)), ("We appear for", case.side), ("Stage", case.stage),
        ("Next date", display.day(case.next_date)), ("Filed on", display.day(case.filed_on)), ("CNR", case.cnr),
        ("Status", case.status),
    ]:
        if value:
            lines.append(f"  {label + ':':<18}{value}")
    if case.aliases:
        lines.append(f"  {'Aliases:':<18}{', '.join(case.aliases)}")
    return "\n".join(lines)


def _import_args(p: argparse.ArgumentParser, *, required: bool) -> None:
    help_ = ("a registry to import: JSON (own format or world.json shape) or a case list (.csv, .xlsx) "
             "with a header row")
    if required:
        p.add_argument("file", metavar="FILE", help=help_)
    else:
        p.add_argument("--registry", metavar="FILE", help=help_)
    p.add_argument("--replace", action="store_true", help="replace the registry instead of adding to it")
    p.add_argument("--all-or-nothing", action="store_true",
                   help="a case list with any bad row imports nothing (JSON files always import all or nothing)")


def _import_text(report, path: str) -> str:
    shape = {"world": " (world.json shape: behavioural fields dropped)", "sheet": " (case list)"}.get(report.shape, "")
    lines = [f"Imported {report.cases} cases, {report.judges} judges, {report.counsel} counsel, "
             f"{report.clients} clients from {path}{shape}."]
    if report.bad_rows:
        lines.append(f"{len(report.bad_rows)} row{'s' if len(report.bad_rows) != 1 else ''} not imported:")
        lines += [f"  row {b.row}: {b.reason}" for b in report.bad_rows]
    if report.warnings:
        lines.append("Skipped:")
        lines += [f"  {w}" for w in report.warnings]
    return "\n".join(lines)


def _init_args(p: argparse.ArgumentParser) -> None:
    _import_args(p, required=False)
    p.add_argument("--encrypt", action="store_true", dest="create_encrypted",
                   help="encrypt the new practice under a passphrase (TAREEKH_PASSPHRASE, or typed twice)")
    p.add_argument("--keep-passphrase", action="store_true",
                   help="with --encrypt: keep the passphrase in this computer's keychain")


@arguments(_init_args)
@command("init", "create a practice; optionally import a registry (JSON, CSV or XLSX)", create_home=True)
def init(practice, args: argparse.Namespace) -> Result:
    data = {"home": str(practice.home), "imported": None, "encrypted": practice.encrypted}
    text = f"Practice ready at {practice.home}" + (", encrypted." if practice.encrypted else ".")
    if getattr(args, "kept_note", None):
        text += "\n" + args.kept_note
    if args.registry:
        report = practice.import_registry_file(args.registry, replace=args.replace,
                                               all_or_nothing=args.all_or_nothing)
        data["imported"] = report.model_dump(mode="json")
        text += "\n" + _import_text(report, args.registry)
    data["cases"] = len(practice.registry.list_cases())
    return Result(data, text)


@arguments(lambda p: _import_args(p, required=True))
@command("import", "import cases: a registry JSON, world.json, or a case list (.csv, .xlsx)", group="registry")
def registry_import(practice, args: argparse.Namespace) -> Result:
    report = practice.import_registry_file(args.file, replace=args.replace, all_or_nothing=args.all_or_nothing)
    data = {**report.model_dump(mode="json"), "total_cases": len(practice.registry.list_cases())}
    return Result(data, _import_text(report, args.file))


@command("demo", "build the demo practice from seed/, offline; idempotent", create_home=True)
def demo(practice, args: argparse.Namespace) -> Result:
    report = practice.load_demo()
    loaded = report.registry
    how = "already loaded" if isinstance(loaded, str) else f"imported {loaded['cases']} cases"
    text = f"Demo practice at {practice.home}: registry {how}; {report.cases} cases."
    if not isinstance(report.after_registry.uploads, str):
        text += f" Uploads: {report.after_registry.entries} new entries filed."
    text += f" Memory: {report.observations} observations."
    return Result(report, text)


@arguments(lambda p: (
    p.add_argument("--status", choices=["open", "closed", "all"], help="only cases with this status"),
    p.add_argument("--query", "-q", help="text to look for in number, name, title or aliases"),
))
@command("cases", "list the cases in the registry")
def cases(practice, args: argparse.Namespace) -> Result:
    found = practice.registry.list_cases(status=args.status, query=args.query)
    if not found:
        return Result([], "No cases." if not args.query else f"No case matches '{args.query}'.")
    return Result(found, "\n".join(_case_line(c) for c in found))


def _case_args(required: bool):
    def configure(p: argparse.ArgumentParser) -> None:
        if not required:
            p.add_argument("case", metavar="CASE", help="case id or number")
        for flag, dest, help_ in _CASE_FIELDS:
            p.add_argument(flag, dest=dest, required=required and dest == "number", help=help_)
        if not required:
            p.add_argument("--status", choices=["open", "closed"], help="open or closed")
        else:
            p.add_argument("--id", dest="id", help="case id (default: the next C<n>)")
    return configure


def _fields(args: argparse.Namespace) -> dict:
    fields = {dest: getattr(args, dest) for _f, dest, _h in _CASE_FIELDS if getattr(args, dest) is not None}
    if getattr(args, "status", None):
        fields["status"] = args.status
    return read_dates(fields)


@arguments(_case_args(required=True))
@command("add", "register a case", group="case")
def case_add(practice, args: argparse.Namespace) -> Result:
    fields = _fields(args)
    try:
        case = Case(id=args.id or "", **fields)
    except ValueError as exc:
        raise InputError(f"case: {exc.errors()[0]['msg'] if hasattr(exc, 'errors') else exc}") from None
    case = practice.registry.add_case(case)
    return Result(case, "Added:\n" + _case_text(case, practice.registry))


@arguments(_case_args(required=False))
@command("edit", "change fields of a case", group="case")
def case_edit(practice, args: argparse.Namespace) -> Result:
    reg = practice.registry
    case = reg.find_case(args.case)
    fields = _fields(args)
    if not fields:
        raise InputError("nothing to change: give at least one of --number, --short-name, --next-date, ...")
    case = practice.edit_case(case.id, **fields)
    return Result(case, "Updated:\n" + _case_text(case, reg))


@arguments(lambda p: p.add_argument("case", metavar="CASE", help="case id or number"))
@command("close", "mark a case closed (it stays in the registry)", group="case")
def case_close(practice, args: argparse.Namespace) -> Result:
    reg = practice.registry
    case = reg.close_case(reg.find_case(args.case).id)
    return Result(case, f"Closed {display.of_case(case)}.")


@arguments(lambda p: (
    p.add_argument("case", metavar="CASE", help="case id or number"),
    p.add_argument("alias", metavar="ALIAS", help="another name for the case, e.g. 'Seabreeze flat'"),
))
@command("add", "add an alias to a case", group="alias")
def alias_add(practice, args: argparse.Namespace) -> Result:
    reg = practice.registry
    case = reg.find_case(args.case)
    aliases = reg.add_alias(case.id, args.alias)
    others = [c for c in reg.list_cases() if c.id != case.id and args.alias in c.aliases]
    shared = [c.id for c in others]
    text = f"{display.of_case(case)} is also called: {', '.join(aliases)}"
    if others:
        text += (f"\nNote: '{args.alias}' is also a name of {', '.join(display.of_case(c) for c in others)}, "
                 "so it never files on its own.")
    return Result({"case_id": case.id, "aliases": aliases, "shared_with": shared}, text)


def _resolution_text(res: Resolution, practice) -> str:
    if not res.candidates:
        return f"No case found: {res.reason}."
    lines = []
    if res.case_id:
        lines.append(f"Files under {practice.case_label(res.case_id)}: {res.reason}")
    else:
        lines.append(f"Needs review: {res.reason}")
    for c in res.candidates:
        lines.append(f"  {c.score:>5g}  {c.tier:<6} {practice.case_label(c.case_id):<48}  (matched '{c.matched}')")
    return "\n".join(lines)


@arguments(lambda p: (
    p.add_argument("text", metavar="TEXT", help="a note, a case number or a name ('-' reads stdin)"),
    p.add_argument("--limit", type=int, default=5, help="at most this many candidates (default 5)"),
))
@command("resolve", "which case does this text belong to?")
def resolve(practice, args: argparse.Namespace) -> Result:
    text = args.text
    if text == "-":
        import sys

        text = sys.stdin.read()
    if args.limit < 1:
        raise InputError("--limit must be at least 1")
    res = practice.registry.resolve(text, limit=args.limit)
    data = {"case_id": res.case_id, **res.model_dump(mode="json")}
    return Result(data, _resolution_text(res, practice))


@arguments(lambda p: p.add_argument("file", metavar="FILE", nargs="?", help="write here (default: print)"))
@command("export", "write the registry as JSON (docs/registry-format.md)", group="registry")
def registry_export(practice, args: argparse.Namespace) -> Result:
    data = practice.registry.export_json()
    if not args.file:
        return Result(data, json.dumps(data, ensure_ascii=False, indent=2))
    path = Path(args.file).expanduser()
    if path.is_dir():
        raise InputError(f"{path} is a folder: give a file name")
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        raise InputError(f"cannot write {path}: {exc.strerror}") from None
    summary = {"file": str(path), "cases": len(data["cases"])}
    return Result(summary, f"Wrote {len(data['cases'])} cases to {path}.")
