"""practice.db tables of the agent room, as named migrations."""

from tareekh.migrations import Migration

MIGRATIONS: list[Migration] = []
