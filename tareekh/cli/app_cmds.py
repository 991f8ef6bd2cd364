"""CLI commands of the app room (see tareekh/cli/__init__.py for the conventions)."""
