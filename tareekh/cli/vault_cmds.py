"""CLI: tareekh encrypt (convert a plain home in place, resumably)."""

from __future__ import annotations

import sys

from tareekh.cli import Result, arguments, ask_passphrase, command, keep_passphrase, new_passphrase
from tareekh.errors import InputError
from tareekh.practice.encryption import DEFAULT_COST


def _encrypt_args(p):
    p.add_argument("--keep-passphrase", action="store_true", help="keep the passphrase in this computer's keychain")
    p.add_argument("--kdf-cost", type=int, default=DEFAULT_COST, metavar="N",
                   help=f"scrypt's cost as log2 of N (default {DEFAULT_COST}: 128 MiB, about half a second on a "
                        "laptop; each step up doubles both)")


@arguments(_encrypt_args)
@command("encrypt", "encrypt this practice in place under a passphrase (run again to finish an interrupted run)",
         needs_practice=False)
def encrypt(_practice, args):
    import os

    from tareekh.practice.encryption import encrypt_home, interrupted
    from tareekh.settings import resolve_home

    home = resolve_home(args.home)
    if interrupted(home):
        passphrase = os.environ.get("TAREEKH_PASSPHRASE") or ask_passphrase(
            f"Passphrase given when encrypting {home} began: ")
        if not passphrase:
            raise InputError("no passphrase: set TAREEKH_PASSPHRASE or run this at a terminal to type it")
    else:
        passphrase = new_passphrase(home)
    if not 12 <= args.kdf_cost <= 22:
        raise InputError("--kdf-cost must be between 12 and 22")
    report = encrypt_home(home, passphrase, cost=args.kdf_cost, progress=lambda msg: print(msg, file=sys.stderr))
    text = (f"{'Finished encrypting' if report.resumed else 'Encrypted'} the practice at {report.home}: "
            f"{report.databases} databases and {report.originals} originals, in {report.seconds:.1f} s.\n"
            "Backups written before today are not encrypted: make a new one with `tareekh backup`, and delete "
            "the old ones.")
    if args.keep_passphrase:
        text += "\n" + keep_passphrase(home, passphrase)
    return Result(report, text)
