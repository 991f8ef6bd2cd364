"""CLI commands of the ingest room (see tareekh/cli/__init__.py for the conventions)."""
