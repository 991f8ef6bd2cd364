"""Errors that reach the user as one clear line."""


class TareekhError(Exception):
    """A problem the user can act on; its message names the problem."""

    code = "error"


class InputError(TareekhError):
    """Bad input: a file, a value or an argument that cannot be used as given."""

    code = "bad_input"


class NotFound(TareekhError):
    """A case, entry, upload or chat that does not exist."""

    code = "not_found"


class ConflictError(TareekhError):
    """The request contradicts what is stored (a duplicate case number, a non-empty home)."""

    code = "conflict"
