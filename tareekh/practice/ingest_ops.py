"""Practice methods of the ingest room."""


class IngestOps:
    """Mixed into Practice; uses self.home, self.settings, self.db, self.conn from PracticeHome."""
