"""CLI: tareekh backup PATH | restore PATH [--replace]."""

from tareekh.cli import Result, arguments, command
from tareekh.practice.backup_ops import restore_practice


@arguments(lambda p: p.add_argument("path", help="the archive to write (a new .zip file)"))
@command("backup", "write the whole practice (databases, originals, settings without secrets) to one archive")
def backup(practice, args):
    report = practice.backup(args.path)
    text = f"Backed up {report.files} files ({report.originals} originals) to {report.archive}"
    if report.memory_not_included:
        text += f"\nNote: {report.memory_not_included}"
    return Result(report, text)


def _restore_args(p):
    p.add_argument("path", help="an archive written by `tareekh backup`")
    p.add_argument("--replace", action="store_true", help="overwrite a home that already holds a practice")


@arguments(_restore_args)
@command("restore", "restore a backup archive into an empty home", needs_practice=False)
def restore(_practice, args):
    report = restore_practice(args.path, args.home, replace=args.replace)
    text = f"Restored {report.files} files ({report.originals} originals) into {report.home}"
    if report.previous_home:
        text += f"\nThe practice that was there before is kept at {report.previous_home}"
    return Result(report, text)
