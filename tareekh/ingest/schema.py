"""practice.db tables of the ingest room, as named migrations."""

from tareekh.migrations import Migration

MIGRATIONS: list[Migration] = []
