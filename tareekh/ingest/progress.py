"""Progress as a plain protocol: the pipeline never knows whether a terminal or a window is watching."""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass
from typing import Literal, Protocol, TextIO

Stage = Literal["store", "read", "split", "resolve", "retain", "done", "error", "cancelled"]


@dataclass(frozen=True)
class ProgressEvent:
    total: int  # files in the batch
    done: int  # files finished (done, duplicate, error or cancelled)
    stage: Stage
    file: str  # display name of the file the event is about
    message: str | None = None


class Progress(Protocol):
    def __call__(self, event: ProgressEvent) -> None: ...


def no_progress(event: ProgressEvent) -> None:
    """The null Progress."""


class StderrProgress:
    """Prints one line per event, for the CLI."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self._lock = threading.Lock()

    def __call__(self, event: ProgressEvent) -> None:
        tail = f": {event.message}" if event.message else ""
        with self._lock:
            print(f"[{event.done}/{event.total}] {event.stage:<9} {event.file}{tail}", file=self.stream, flush=True)


class Cancelled(Exception):
    """The batch was cancelled through its cancel flag."""


def is_cancelled(cancel: threading.Event | None) -> bool:
    return cancel is not None and cancel.is_set()
