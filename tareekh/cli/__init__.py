"""The CLI: parse, call Practice, print text or one JSON document. No logic of its own.

Each room registers its commands from a module here (`registry_cmds`, `ingest_cmds`, `memory_cmds`,
`agent_cmds`, `events_cmds`, `app_cmds`) through `command()`. A handler receives `(practice, args)` and returns a
`Result`. Every command takes --home and --json. Errors are one clear line on stderr (JSON with --json)
and a non-zero exit: 2 for a problem the user can fix, 1 for an internal error (its traceback goes to the
home's logs/).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tareekh.errors import TareekhError

Handler = Callable[[Any, argparse.Namespace], "Result"]


@dataclass
class Result:
    """What a command returns: `data` for --json, `text` for people (defaults to the JSON)."""

    data: Any
    text: str | None = None
    exit_code: int = 0


@dataclass
class Command:
    name: str
    help: str
    handler: Handler
    needs_practice: bool = True
    create_home: bool = False
    group: str | None = None


_COMMANDS: dict[str, Command] = {}
_GROUPS: dict[str, str] = {}


def group(name: str, help: str) -> None:
    """Declare a command group such as `tareekh case add|edit|close`."""
    _GROUPS[name] = help


def command(
    name: str,
    help: str,
    *,
    group: str | None = None,
    needs_practice: bool = True,
    create_home: bool = False,
):
    """Register a handler. `configure` (the decorated function's `.args`) adds its arguments."""

    def wrap(fn: Handler) -> Handler:
        key = f"{group} {name}" if group else name
        # `configure` is read at parser-build time, so @arguments may sit above or below @command.
        _COMMANDS[key] = Command(name, help, fn, needs_practice, create_home, group)
        return fn

    return wrap


def arguments(configure: Callable[[argparse.ArgumentParser], None]):
    """Attach an argument-adding function to a handler (above or below @command)."""

    def wrap(fn):
        fn.args = configure
        return fn

    return wrap


def to_jsonable(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def _common(parser: argparse.ArgumentParser, *, top: bool = False) -> None:
    # Subcommands use SUPPRESS so `tareekh --home X memory stats` keeps the X given before the command.
    default = {} if top else {"default": argparse.SUPPRESS}
    parser.add_argument(
        "--home", help="practice home folder (default: $TAREEKH_HOME or the user data folder)", **default
    )
    parser.add_argument("--json", action="store_true", help="print one JSON document", **default)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one clear line and exit 2, honouring --json
        raise _UsageError(f"{self.prog}: {message}")


class _UsageError(Exception):
    pass


def _load_command_modules() -> None:
    from tareekh.cli import registry_cmds, ingest_cmds, memory_cmds, consolidate_cmds, agent_cmds, app_cmds, backup_cmds, events_cmds, vault_cmds  # noqa: F401,E501


def build_parser() -> argparse.ArgumentParser:
    _load_command_modules()
    parser = _Parser(prog="tareekh", description="Tareekh: a practice memory for a litigator.")
    _common(parser, top=True)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    group_parsers: dict[str, Any] = {}
    for gname, ghelp in _GROUPS.items():
        gp = sub.add_parser(gname, help=ghelp, description=ghelp)
        _common(gp)
        group_parsers[gname] = gp.add_subparsers(dest="subcommand", parser_class=_Parser, metavar="SUBCOMMAND")
        gp.set_defaults(_group_parser=gp)
    for key, cmd in _COMMANDS.items():
        target = group_parsers[cmd.group] if cmd.group else sub
        p = target.add_parser(cmd.name, help=cmd.help, description=cmd.help)
        _common(p)
        configure = getattr(cmd.handler, "args", None)
        if configure:
            configure(p)
        p.set_defaults(_command=cmd)
    return parser


def _print_error(message: str, code: str, as_json: bool) -> None:
    if as_json:
        print(json.dumps({"error": message, "code": code}, ensure_ascii=False), file=sys.stderr)
    else:
        print(f"tareekh: error: {message}", file=sys.stderr)


def _log_internal(home: Path | None) -> None:
    if home is None:
        return
    try:
        logs = home / "logs"
        logs.mkdir(parents=True, exist_ok=True)
        with open(logs / "errors.log", "a", encoding="utf-8") as fh:
            fh.write(f"--- {datetime.now().isoformat()}\n{traceback.format_exc()}\n")
    except OSError:
        pass


def ask_passphrase(prompt: str) -> str | None:
    """The passphrase typed at a terminal (not echoed); None when there is no terminal to ask at."""
    if not sys.stdin.isatty():
        return None
    import getpass

    return getpass.getpass(prompt)


def new_passphrase(home: Path) -> str:
    """A new home's passphrase: TAREEKH_PASSPHRASE, else typed twice at the terminal."""
    import os

    from tareekh.errors import InputError

    given = os.environ.get("TAREEKH_PASSPHRASE")
    if given:
        return given
    first = ask_passphrase(f"New passphrase for {home}: ")
    if first is None:
        raise InputError("no passphrase: set TAREEKH_PASSPHRASE or run this at a terminal to type one")
    if len(first) < 8:
        raise InputError("the passphrase is too short: use at least 8 characters (a few words are best)")
    if ask_passphrase("The same passphrase again: ") != first:
        raise InputError("the two passphrases differ: nothing was changed")
    return first


def keep_passphrase(home: Path, passphrase: str) -> str:
    """Keep the passphrase in the keychain (asked for with --keep-passphrase); a line saying what happened."""
    from tareekh.practice import Practice

    if Practice.keep_passphrase(home, passphrase):
        return "The passphrase is kept in this computer's keychain: the practice opens without asking."
    return ("This computer has no keychain: the passphrase is not kept. Type it when asked, or set "
            "TAREEKH_PASSPHRASE.")


def _open_practice(home: Path, cmd: Command, args: argparse.Namespace) -> Any:
    """Open the home for a command: an encrypted one with its passphrase (environment, keychain, or typed)."""
    from tareekh.practice import Practice

    if getattr(args, "create_encrypted", False):  # `init --encrypt`
        passphrase = new_passphrase(home)
        practice = Practice.open(home, create=True, encrypt=True, passphrase=passphrase)
        if getattr(args, "keep_passphrase", False):
            args.kept_note = keep_passphrase(home, passphrase)
        return practice
    passphrase = None
    if Practice.needs_passphrase(home):
        passphrase = ask_passphrase(f"Passphrase for {home}: ")
    return Practice.open(home, create=cmd.create_home, passphrase=passphrase)


def run(argv: list[str] | None = None) -> int:
    """Run one command; return the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in argv
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
    except _UsageError as exc:
        _print_error(str(exc), "usage", as_json)
        return 2
    cmd: Command | None = getattr(args, "_command", None)
    if cmd is None:
        gp = getattr(args, "_group_parser", None)
        (gp or parser).print_help(sys.stderr)
        return 2
    practice = None
    home = None
    try:
        if cmd.needs_practice:
            from tareekh.settings import resolve_home

            home = resolve_home(args.home)
            practice = _open_practice(home, cmd, args)
        result = cmd.handler(practice, args)
    except TareekhError as exc:
        _print_error(str(exc), exc.code, as_json)
        return 2
    except KeyboardInterrupt:
        _print_error("interrupted", "interrupted", as_json)
        return 130
    except Exception as exc:  # noqa: BLE001 - the last line of defence: one line, traceback in logs/
        _log_internal(home)
        where = f" (details in {home / 'logs' / 'errors.log'})" if home else ""
        _print_error(f"internal error: {type(exc).__name__}: {exc}{where}", "internal", as_json)
        return 1
    finally:
        if practice is not None:
            practice.close()
    if as_json:
        print(json.dumps(to_jsonable(result.data), ensure_ascii=False, indent=None))
    else:
        text = result.text
        if text is None:
            text = json.dumps(to_jsonable(result.data), ensure_ascii=False, indent=2)
        if text:
            print(text)
    return result.exit_code


def main(argv: list[str] | None = None) -> None:
    import multiprocessing

    multiprocessing.freeze_support()  # the frozen CLI's OCR workers start as this program (a no-op otherwise)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    sys.exit(run(argv))
