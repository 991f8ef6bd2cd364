"""CLI: tareekh backup PATH [--encrypt] [--recipient AGE1…] | restore PATH [--replace] [--identity KEYFILE]."""

import os

from tareekh.cli import Result, arguments, ask_passphrase, command, new_passphrase
from tareekh.practice.backup_ops import archive_is_encrypted, restore_practice


def _backup_args(p):
    p.add_argument("path", help="the archive to write (a new .zip file)")
    p.add_argument("--encrypt", action="store_true",
                   help="encrypt the archive of a plain practice under a passphrase (an encrypted practice's "
                        "archive is always encrypted, under its own passphrase)")
    p.add_argument("--recipient", action="append", default=[], metavar="AGE1…",
                   help="also encrypt the archive to this age public key (repeatable): only its identity file "
                        "restores it")


@arguments(_backup_args)
@command("backup", "write the whole practice (databases, originals, settings without secrets) to one archive")
def backup(practice, args):
    passphrase = None
    if args.encrypt and not practice.encrypted:
        passphrase = new_passphrase(practice.home)
    report = practice.backup(args.path, passphrase=passphrase, recipients=args.recipient)
    text = f"Backed up {report.files} files ({report.originals} originals) to {report.archive}"
    if report.encrypted:
        text += ("\nThe archive is encrypted: restoring it needs the "
                 + ("practice's passphrase." if practice.encrypted else "passphrase you just gave."))
    if report.age_recipients:
        text += f"\nEncrypted to {report.age_recipients} age recipient(s): restore it with --identity KEYFILE."
    if report.memory_not_included:
        text += f"\nNote: {report.memory_not_included}"
    return Result(report, text)


def _restore_args(p):
    p.add_argument("path", help="an archive written by `tareekh backup`")
    p.add_argument("--replace", action="store_true", help="overwrite a home that already holds a practice")
    p.add_argument("--identity", action="append", default=[], metavar="KEYFILE",
                   help="an age identity file (AGE-SECRET-KEY-1…) for an archive encrypted to a recipient")


@arguments(_restore_args)
@command("restore", "restore a backup archive into an empty home", needs_practice=False)
def restore(_practice, args):
    passphrase = os.environ.get("TAREEKH_PASSPHRASE")
    if not passphrase and archive_is_encrypted(args.path):
        passphrase = ask_passphrase(f"Passphrase of {args.path}: ")
    report = restore_practice(args.path, args.home, replace=args.replace, passphrase=passphrase,
                              identities=args.identity)
    text = f"Restored {report.files} files ({report.originals} originals) into {report.home}"
    if report.encrypted:
        text += " (encrypted: it opens with the backup's passphrase)"
    if report.previous_home:
        text += f"\nThe practice that was there before is kept at {report.previous_home}"
    return Result(report, text)
