"""The frozen app's entry point: the same as `python -m tareekh` (no command opens the window, a command runs
the CLI). `freeze_support` comes first: an OCR worker process starts as this same program."""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from tareekh.__main__ import main

    main()
