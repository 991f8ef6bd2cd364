"""Practice methods of the registry room."""

from __future__ import annotations

from functools import cached_property

from tareekh.registry import Registry


class RegistryOps:
    """Mixed into Practice; uses self.conn and self.settings from PracticeHome."""

    @cached_property
    def registry(self) -> Registry:
        return Registry(self.conn, self.settings.resolve)
