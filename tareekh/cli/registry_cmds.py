"""CLI commands of the registry room (see tareekh/cli/__init__.py for the conventions)."""
