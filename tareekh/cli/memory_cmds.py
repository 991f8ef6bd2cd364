"""CLI commands of the memory room (see tareekh/cli/__init__.py for the conventions)."""
