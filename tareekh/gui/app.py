"""The desktop app: `python -m tareekh [--home DIR] [--today DATE] [--screenshot FILE | --screenshots DIR]`."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
import traceback
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Literal

from tareekh import clock

if TYPE_CHECKING:  # Qt and the practice are imported when the app starts, after the arguments are read
    from PySide6.QtWidgets import QMessageBox, QWidget

    from tareekh.gui.first_run import FirstRunChoice
    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice
    from tareekh.settings import Settings

log = logging.getLogger("tareekh.gui")

_open_boxes: list[QMessageBox] = []
SCREENSHOT_PAGES = ["today", "chats", "cases", "add_notes", "settings"]


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tareekh", description="Open Tareekh, the practice memory.")
    parser.add_argument("--home", help="practice home folder (default: $TAREEKH_HOME or the user data folder)")
    parser.add_argument("--today", help="the day the Today page opens on (YYYY-MM-DD; default: today)")
    parser.add_argument("--screenshot", metavar="FILE", help="render the main window to a PNG and exit")
    parser.add_argument("--screenshots", metavar="DIR", help="render each main page to PNGs in DIR and exit")
    parser.add_argument("--theme", choices=["light", "dark"], help="colour theme (default: the last one used)")
    return parser.parse_args(argv)


def _install_excepthook(home: Path | None, headless: bool) -> None:
    """Log every uncaught exception under the home's logs/ and show one clear dialog (Vorta's habit)."""

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("uncaught exception:\n%s", text)
        if home is not None:
            try:
                (home / "logs").mkdir(parents=True, exist_ok=True)
                with open(home / "logs" / "gui-errors.log", "a", encoding="utf-8") as fh:
                    fh.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')}\n{text}\n")
            except OSError:
                pass
        if headless:
            print(f"tareekh: internal error: {exc_type.__name__}: {exc}", file=sys.stderr)
            return
        from PySide6.QtWidgets import QApplication, QMessageBox

        if QApplication.instance() is not None:
            where = f"\n\nDetails were written to {home / 'logs' / 'gui-errors.log'}." if home else ""
            box = QMessageBox(QMessageBox.Icon.Critical, "Tareekh",
                              f"Something went wrong: {exc_type.__name__}: {exc}{where}",
                              QMessageBox.StandardButton.Ok, QApplication.activeWindow())
            _open_boxes.append(box)  # a box without a parent must outlive this function
            box.finished.connect(lambda _r, box=box: _open_boxes.remove(box))
            box.open()

    sys.excepthook = hook


def _log_to_home(home: Path) -> None:
    """Warnings and errors of the app (with tracebacks of failed operations) go to <home>/logs/gui.log."""
    try:
        (home / "logs").mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(home / "logs" / "gui.log", encoding="utf-8")
    except OSError:
        return  # a home we cannot write to is reported when the practice opens
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger("tareekh").addHandler(handler)


def _parse_today(text: str | None) -> date | None:
    if not text:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"--today {text!r} is not a date like 2026-08-12") from None


def render(window: MainWindow, path: Path) -> Path:
    """Grab the window (after its pending loads finish) into a PNG."""
    from PySide6.QtWidgets import QApplication

    window.runner.wait_idle(timeout=60)
    for _ in range(5):
        QApplication.processEvents()
        time.sleep(0.01)
    window.runner.wait_idle(timeout=60)
    path.parent.mkdir(parents=True, exist_ok=True)
    pixmap = window.grab()
    if not pixmap.save(str(path), "PNG"):
        raise OSError(f"could not write the screenshot {path}")
    _shrink(path)
    return path


def _shrink(path: Path) -> None:
    """Screenshots go in the README: 256 colours are plenty for a UI and make the PNG a third the size."""
    try:
        from PIL import Image

        with Image.open(path) as im:
            small = im.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE)
        small.save(path, optimize=True)
    except (ImportError, OSError):
        pass


def take_screenshots(window: MainWindow, folder: Path) -> list[Path]:
    """One PNG per main page; Chats with a demo question asked; Cases with the first case open; the reader."""
    out = []
    for key in SCREENSHOT_PAGES:
        page = window.go(key)
        demo = getattr(page, "prepare_screenshot", None)
        if callable(demo):
            window.runner.wait_idle(timeout=60)
            demo()
        out.append(render(window, folder / f"{key.replace('_', '-')}.png"))
    # Today again in the dark palette.
    from tareekh.gui.theme import qapp

    before = str(qapp().property("tareekh_theme") or "light")
    window.go("today")
    window.set_theme("dark", remember=False)
    out.append(render(window, folder / "today-dark.png"))
    window.set_theme(before, remember=False)
    # The note reader on the first chip of the demo answer, if there was one.
    chats = window.chats_page
    entry = chats.first_entry_id(prefer_image=True)
    if not _is_image_entry(window, entry):
        entry = _first_image_entry(window) or entry
    if entry:
        reader = window.open_reader(entry)
        if reader is not None:
            reader.resize(1100, 720)
            window.runner.wait_idle(timeout=60)
            reader.wait_loaded(10)
            out.append(render_widget(reader, folder / "note-reader.png", window))
            reader.close()
    return out


IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff", ".pdf")


def _is_image_entry(window: MainWindow, entry_id: int | None) -> bool:
    if not entry_id:
        return False
    from tareekh.gui.ops import Op
    from tareekh.practice.types import Entry

    found: list[Entry] = []
    Op(window, lambda p: p.entry(entry_id)).success(found.append).failure(lambda _e: None).run()
    window.runner.wait_idle(30)
    return bool(found) and str(found[0].original_path).lower().endswith(IMAGE_SUFFIXES)


def _first_image_entry(window: MainWindow) -> int | None:
    """A filed entry that came from a photo or scan with a known region (the reader's best picture)."""
    from tareekh.gui.ops import Op

    found: list[int | None] = []

    def pick(p: Practice) -> int | None:
        for e in p.entries(status="retained"):
            if str(e.original_path).lower().endswith(IMAGE_SUFFIXES) and e.region is not None:
                return e.id
        return None

    Op(window, pick).success(found.append).failure(lambda _e: None).run()
    window.runner.wait_idle(30)
    return found[0] if found else None


def render_widget(widget: QWidget, path: Path, window: MainWindow) -> Path:
    from PySide6.QtWidgets import QApplication

    window.runner.wait_idle(timeout=60)
    QApplication.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(path), "PNG")
    _shrink(path)
    return path


def main(argv: list[str] | None = None) -> int:
    """Open the app; return the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    headless = bool(args.screenshot or args.screenshots)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        today = _parse_today(args.today)
    except ValueError as exc:
        print(f"tareekh: error: {exc}", file=sys.stderr)
        return 2
    if today is not None:
        # --today is the practice's today everywhere (answers, due dates, the Today board), not the page's alone.
        os.environ[clock.ENV] = today.isoformat()

    from tareekh.settings import resolve_home

    home = resolve_home(args.home)
    _install_excepthook(home, headless)
    _log_to_home(home)
    t0 = time.perf_counter()

    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    no_display = sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM"))
    if no_display and headless:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    elif no_display:
        print("tareekh: error: no display found (DISPLAY is not set). Run Tareekh on a desktop, or render the "
              "window offscreen with --screenshot FILE.", file=sys.stderr)
        return 2
    running = QApplication.instance()  # a QApplication when the tests made one; widgets need no less
    app = running if isinstance(running, QApplication) else QApplication([sys.argv[0]])
    app.setApplicationName("Tareekh")
    app.setOrganizationName("Tareekh")
    QGuiApplication.setApplicationDisplayName("Tareekh")
    if home.exists() and not home.is_dir():
        _fatal(headless, f"the home {home} is a file, not a folder")
        return 2

    from tareekh.gui.theme import apply_theme
    from tareekh.gui.window import MainWindow

    window = MainWindow(home=home, today=today, restore_state=not headless)
    theme = args.theme or str(window.state.value("theme", "light"))
    apply_theme(app, theme if theme in ("light", "dark") else "light")
    if headless:
        window.resize(1280, 800)
    window.show()
    failed: list[BaseException] = []
    first = None if headless else ask_first_run(window, home)
    if first is False:
        return 2  # the lawyer closed the new practice's dialog: nothing was created
    passphrase = None if headless or first else ask_passphrase(window, home)
    if passphrase is False:
        return 2  # the lawyer closed the passphrase dialog: nothing was opened

    def open_practice() -> Practice:
        # Imports and migrations run on the worker while the window is already on screen.
        from tareekh.practice import Practice

        if first:
            return open_new_practice(home, first)
        practice: Practice = Practice.open(home, passphrase=passphrase or None)
        return practice

    def cannot_open(exc: BaseException) -> None:
        from tareekh.gui.ops import error_text

        failed.append(exc)
        _fatal(headless, f"Cannot open the practice at {home}: {error_text(exc)}", window)
        if not headless:
            app.exit(2)

    window.runner.open_practice(window, open_practice).success(lambda p: start_idle_lock(window, p, headless)) \
        .failure(cannot_open).run()
    window.start("today" if headless else None)
    probe = os.environ.get("TAREEKH_STARTUP_PROBE")
    if probe:
        # bench/startup.py: when the window is on screen and takes input, and when its first page has loaded.
        app.processEvents()
        print(f"TAREEKH_SHOWN {time.perf_counter() - t0:.4f}", flush=True)
        window.runner.wait_idle(timeout=120)
        app.processEvents()
        print(f"TAREEKH_INTERACTIVE {time.perf_counter() - t0:.4f}", flush=True)
        window.close()
        _close(window)
        return 0 if not failed else 2
    try:
        if headless:
            window.runner.wait_idle(timeout=120)
            if failed:
                return 2
        if args.screenshot:
            path = render(window, Path(args.screenshot))
            print(f"screenshot saved to {path}")
            return 0
        if args.screenshots:
            paths = take_screenshots(window, Path(args.screenshots))
            for path in paths:
                print(f"screenshot saved to {path}")
            return 0
        code = app.exec()
        return 2 if failed else code
    finally:
        window.close()
        _close(window)


def start_idle_lock(window: MainWindow, practice: Practice, headless: bool) -> None:
    """An encrypted practice's window locks after the settings' idle minutes (none headless, or at 0)."""
    settings: Settings = practice.settings  # typed here: Practice's attribute still reads as Any to mypy
    minutes = settings.lock_after_minutes
    if headless or not practice.encrypted or minutes <= 0:
        return
    from tareekh.gui.idle_lock import IdleLock
    from tareekh.practice import Practice

    window.idle_lock = IdleLock(window, minutes * 60_000, lambda typed: Practice.passphrase_opens(practice.home, typed))


def ask_first_run(parent: QWidget, home: Path) -> FirstRunChoice | None | Literal[False]:
    """On the first start at a new home: how its practice is created (a FirstRunChoice; None when the
    practice exists; False when the dialog is closed, and nothing is created)."""
    from tareekh.gui.first_run import FirstRunDialog
    from tareekh.practice import Practice

    if Practice.exists(home):
        return None
    dialog = FirstRunDialog(str(home), parent)
    return dialog.choice() if dialog.exec() else False


def open_new_practice(home: Path, choice: FirstRunChoice) -> Practice:
    """Create the practice as the first-run dialog chose: restored from a backup (opened with the backup's
    passphrase when it was encrypted), encrypted under its passphrase (kept in the keychain when asked), or
    plain."""
    from tareekh.practice import Practice

    if choice.restore_from:
        report = Practice.restore(choice.restore_from, home, passphrase=choice.passphrase)
        restored: Practice = Practice.open(home, passphrase=choice.passphrase if report.encrypted else None)
        return restored
    practice: Practice = Practice.open(home, encrypt=choice.encrypt, passphrase=choice.passphrase)
    if choice.encrypt and choice.keep and choice.passphrase:
        Practice.keep_passphrase(home, choice.passphrase)
    return practice


def ask_passphrase(parent: QWidget, home: Path, tries: int = 5) -> str | None | Literal[False]:
    """The passphrase of an encrypted home, typed into a dialog and checked (None when none is needed: a plain
    home, or one whose passphrase is in the environment or the keychain; False when the dialog is closed)."""
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    from tareekh.practice import Practice

    if not Practice.needs_passphrase(home):
        return None
    prompt = f"The practice at {home} is encrypted.\nPassphrase:"
    for _ in range(tries):
        typed, ok = QInputDialog.getText(parent, "Tareekh — passphrase", prompt, QLineEdit.EchoMode.Password)
        if not ok:
            return False
        if typed and Practice.passphrase_opens(home, typed):
            return typed
        prompt = "That passphrase does not open this practice. Try again:"
    return False


def _close(window: MainWindow) -> None:
    practice = window.practice
    if practice is not None:
        practice.close()
        window.runner.practice = None


def _fatal(headless: bool, message: str, parent: QWidget | None = None) -> None:
    if headless:
        print(f"tareekh: error: {message}", file=sys.stderr)
        return
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(parent, "Tareekh", message)
