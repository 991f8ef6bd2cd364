"""Practice methods of the agent room."""


class AgentOps:
    """Mixed into Practice; uses self.home, self.settings, self.db, self.conn from PracticeHome."""
