"""Run Practice calls off the GUI thread: `Op(parent, lambda p: p.method(...)).success(cb).run()`.

Modelled on Anki's CollectionOp. The lambda is pure core (it gets the Practice), the callbacks are pure UI
(they run on the GUI thread). Every Op runs on ONE worker thread, so the Practice's SQLite connection has a
single user and a single writer; the GUI thread never touches the database. A busy note appears in the
window's status bar (or a progress dialog, when the Op has a label) only after ~600 ms, so quick work never
flickers.
"""

from __future__ import annotations

import inspect
import logging
import time
import traceback
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, overload

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QWidget

from tareekh.errors import InputError, TareekhError

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.practice import Practice
    from tareekh.practice.types import ProgressEvent

T = TypeVar("T")

log = logging.getLogger("tareekh.gui")

BUSY_AFTER_MS = 600


class Report(Protocol):
    """What an Op hands a `lambda p, report: …` job: `report(event)` delivers a progress event to the GUI
    thread. A protocol with the parameter named, as the core's own progress callback is, so the core accepts
    it for its `progress=` argument (a plain Callable would not be, for it cannot be called by keyword)."""

    def __call__(self, event: ProgressEvent) -> None: ...


class _Relay(QObject):
    """Lives on the GUI thread; the worker emits through it, so every callback runs on the GUI thread."""

    finished = Signal(object)
    failed = Signal(object, str)  # the exception and its traceback, formatted on the worker where it happened
    progress = Signal(object)


class _Job(QRunnable):
    def __init__(self, fn: Callable[..., object], runner: "Runner", relay: _Relay, wants_report: bool,
                 opens: bool) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.fn, self.runner, self.relay, self.wants_report, self.opens = fn, runner, relay, wants_report, opens

    def run(self) -> None:
        try:
            practice = self.runner.practice  # read when the job runs: the first job may be the one opening it
            if practice is None and not self.opens:
                raise InputError("the practice is not open")
            if self.wants_report:
                result = self.fn(practice, self.relay.progress.emit)
            else:
                result = self.fn(practice)
        except BaseException as exc:  # noqa: BLE001 - handed to the GUI thread, never lost
            self.relay.failed.emit(exc, traceback.format_exc())
        else:
            self.relay.finished.emit(result)


_RUNNERS: "weakref.WeakSet[Runner]" = weakref.WeakSet()


def shutdown_all(timeout_ms: int = 30000) -> None:
    """Join every Runner's worker thread. A worker thread still alive when Python finalises can crash the
    process at exit, so whatever owns the process (the app's main, the test session) calls this last."""
    for runner in list(_RUNNERS):
        runner.shutdown(timeout_ms)
    QThreadPool.globalInstance().waitForDone(timeout_ms)  # the note reader's full-resolution loads


class Runner(QObject):
    """The one worker thread that owns a Practice. Ops queue on it in order."""

    busy_changed = Signal(bool)

    def __init__(self, practice: Practice | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.practice = practice  # None until `open_practice` has run on the worker
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.pool.setExpiryTimeout(-1)
        self._live: set[Op[Any]] = set()
        _RUNNERS.add(self)

    def submit(self, op: "Op[Any]") -> None:
        was_idle = not self._live
        self._live.add(op)
        if was_idle:
            self.busy_changed.emit(True)
        self.pool.start(_Job(op.fn, self, op.relay, op.wants_report, op.opens))

    def _done(self, op: "Op[Any]") -> None:
        self._live.discard(op)
        if not self._live:
            self.busy_changed.emit(False)

    def open_practice(self, parent: QWidget, opener: Callable[[], Practice]) -> "Op[Practice]":
        """Open the Practice on the worker, as its first job; every Op queued after it gets the Practice.

        Start-up imports and migrations then run while the window is already on screen."""

        def job(_none: object) -> Practice:
            self.practice = opener()
            return self.practice

        op = Op(parent, job)
        op.opens = True
        return op

    @property
    def idle(self) -> bool:
        return not self._live

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Pump the event loop until every queued Op has run its callbacks (screenshots, tests, shutdown)."""
        end = time.monotonic() + timeout
        while self._live and time.monotonic() < end:
            QApplication.processEvents()
            time.sleep(0.005)
        QApplication.processEvents()
        return not self._live

    def shutdown(self, timeout_ms: int = 30000) -> None:
        """Wait for queued jobs, then end the worker thread (waitForDone removes the pool's threads)."""
        if shiboken6.isValid(self.pool):
            self.pool.waitForDone(timeout_ms)


def find_runner(widget: QObject | None) -> Runner:
    """The Runner of the window a widget belongs to (walks up the parents)."""
    obj = widget
    while obj is not None:
        runner = getattr(obj, "runner", None)
        if isinstance(runner, Runner):
            return runner
        obj = obj.parent()
    raise RuntimeError("this widget is not inside a Tareekh window (no Runner found)")


def error_text(exc: BaseException) -> str:
    """One line a lawyer can act on; internal errors say where the details are."""
    if isinstance(exc, TareekhError):
        return str(exc)
    return f"Something went wrong ({type(exc).__name__}: {exc}). The details are in logs/gui.log."


def show_error(parent: QWidget | None, exc: BaseException, title: str = "Tareekh") -> None:
    """A non-blocking message box (never a modal event loop, so tests and work keep running)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, error_text(exc), QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("errorBox")
    _open_boxes.append(box)  # owned here until closed, parent or not
    box.finished.connect(lambda _r, box=box: _open_boxes.remove(box))
    box.open()


_open_boxes: list[QMessageBox] = []


def _guard(cb: Callable[[T], None], value: T) -> None:
    """Run a UI callback; a widget closed while its Op ran is not an error (its C++ side is gone)."""
    try:
        cb(value)
    except RuntimeError as exc:
        if "already deleted" not in str(exc):
            raise


class Op(Generic[T]):
    """One Practice call on the worker. `fn(practice)` or `fn(practice, report)` where report(event) is
    thread-safe and delivers `event` to the `.progress` callback on the GUI thread. Its result, a T, goes to
    the `.success` callback, so a type checker follows a click to the Practice method and back."""

    # Two overloads, not one parameter typed as a union of the two callables: against a union mypy cannot
    # tell which the lambda is, types its `p` as Any, and then checks nothing the lambda does with the
    # Practice. With overloads the lambda's arity picks one and `p` is a Practice.
    @overload
    def __init__(self, parent: QWidget, fn: Callable[[Practice], T], *, label: str | None = None) -> None: ...

    @overload
    def __init__(self, parent: QWidget, fn: Callable[[Practice, Report], T], *,
                 label: str | None = None) -> None: ...

    def __init__(self, parent: QWidget,
                 fn: Callable[[Practice], T] | Callable[[Practice, Report], T], *,
                 label: str | None = None) -> None:
        self.parent = parent
        self.fn = fn
        self.label = label
        self.opens = False  # the job that opens the practice runs before there is one
        try:  # `lambda p, report: ...` wants progress; defaults (`lambda p, i=i: ...`) do not count
            required = [q for q in inspect.signature(fn).parameters.values()
                        if q.default is inspect.Parameter.empty
                        and q.kind in (q.POSITIONAL_ONLY, q.POSITIONAL_OR_KEYWORD)]
            self.wants_report = len(required) >= 2
        except (TypeError, ValueError):
            self.wants_report = False
        self.relay = _Relay()
        self._success: Callable[[T], None] | None = None
        self._failure: Callable[[BaseException], None] | None = None
        self._progress: Callable[[ProgressEvent], None] | None = None
        self._dialog: QProgressDialog | None = None
        self._timer: QTimer | None = None
        self._runner: Runner | None = None
        self.done = False

    def success(self, cb: Callable[[T], None]) -> "Op[T]":
        self._success = cb
        return self

    def failure(self, cb: Callable[[BaseException], None]) -> "Op[T]":
        self._failure = cb
        return self

    def progress(self, cb: Callable[[ProgressEvent], None]) -> "Op[T]":
        self._progress = cb
        return self

    def run(self) -> "Op[T]":
        self._runner = find_runner(self.parent)
        self.relay.finished.connect(self._on_finished)
        self.relay.failed.connect(self._on_failed)
        self.relay.progress.connect(self._on_progress)
        self._timer = QTimer(self.relay)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show_busy)
        self._timer.start(BUSY_AFTER_MS)
        self._runner.submit(self)
        return self

    def _window(self) -> QWidget | None:
        if not shiboken6.isValid(self.parent):  # closed while the Op ran
            return None
        return self.parent.window()

    def _show_busy(self) -> None:
        if self.done:
            return
        win = self._window()
        if win is None:
            return
        bar = getattr(win, "statusBar", None)
        if callable(bar):
            bar().showMessage(self.label or "Working…")
        if self.label:
            dlg = QProgressDialog(self.label, "", 0, 0, win)
            dlg.setCancelButton(None)
            dlg.setWindowTitle("Tareekh")
            dlg.setMinimumDuration(0)
            dlg.setWindowModality(Qt.WindowModality.NonModal)
            dlg.show()
            self._dialog = dlg

    def _finish(self) -> None:
        self.done = True
        if self._timer is not None:
            self._timer.stop()
        if self._dialog is not None:
            self._dialog.close()
            self._dialog.deleteLater()
            self._dialog = None
        win = self._window()
        bar = getattr(win, "statusBar", None)
        if callable(bar):
            bar().clearMessage()

    def _on_progress(self, event: ProgressEvent) -> None:
        if self._progress is not None and not self.done:
            _guard(self._progress, event)

    def _on_finished(self, result: T) -> None:
        self._finish()
        try:
            if self._success is not None:
                _guard(self._success, result)
        finally:
            if self._runner is not None:  # always set: the relay is connected in run()
                self._runner._done(self)

    def _on_failed(self, exc: BaseException, where: str) -> None:
        self._finish()
        if not isinstance(exc, TareekhError):
            log.error("operation failed:\n%s", where or repr(exc))
        try:
            if self._failure is not None:
                _guard(self._failure, exc)
            else:
                show_error(self._window(), exc)
        finally:
            if self._runner is not None:  # always set: the relay is connected in run()
                self._runner._done(self)
