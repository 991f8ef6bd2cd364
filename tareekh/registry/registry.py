"""Registry: the exact part of Tareekh. (Being built: see the registry brief.)"""

from __future__ import annotations

import sqlite3

from tareekh.settings import ResolveThresholds


class Registry:
    def __init__(self, conn: sqlite3.Connection, thresholds: ResolveThresholds | None = None) -> None:
        self.conn = conn
        self.thresholds = thresholds or ResolveThresholds()
