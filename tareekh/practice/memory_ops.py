"""Practice methods of the memory room."""


class MemoryOps:
    """Mixed into Practice; uses self.home, self.settings, self.db, self.conn from PracticeHome."""
