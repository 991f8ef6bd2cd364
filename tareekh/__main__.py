"""python -m tareekh: no command opens the app; a command runs the CLI."""

import multiprocessing
import sys


_VALUED = {"--home", "--screenshots", "--screenshot", "--today", "--theme"}


def _first_word(argv: list[str]) -> str | None:
    """The first positional word (a CLI command), skipping the values of the app's own options."""
    it = iter(argv)
    for arg in it:
        if arg in _VALUED:
            next(it, None)
        elif not arg.startswith("-"):
            return arg
    return None


def main() -> None:
    # First of all: in the frozen app an OCR worker process starts as this same program, and must become
    # that worker here instead of opening a window (a no-op when not frozen).
    multiprocessing.freeze_support()
    argv = sys.argv[1:]
    word = _first_word(argv)
    if word is not None or any(a in ("-h", "--help") for a in argv):
        from tareekh.cli import main as cli_main

        cli_main(argv)
    else:
        from tareekh.gui.app import main as gui_main

        sys.exit(gui_main(argv))


if __name__ == "__main__":
    main()
