"""CLI commands of the agent room (see tareekh/cli/__init__.py for the conventions)."""
