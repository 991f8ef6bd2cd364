"""The operating system's keychain (Secret Service, macOS Keychain, Windows Credential Locker) through `keyring`.

Secrets of a practice (the LLM's and the memory server's API keys, the home's passphrase) are kept here and
nowhere else on disk. Each is filed under the service "tareekh" and a name made of the home's path and the
secret's name, so two homes on one computer keep their own. Where no keychain exists (a headless Linux box
without a Secret Service), `available()` is False and callers fall back to the environment.
"""

from __future__ import annotations

import logging
from pathlib import Path

SERVICE = "tareekh"

log = logging.getLogger(__name__)


def _backend():
    import keyring

    return keyring.get_keyring()


def available() -> bool:
    """Whether this computer has a keychain Tareekh can keep a secret in."""
    try:
        return float(getattr(_backend(), "priority", 0)) > 0
    except Exception:  # a broken keyring configuration is no keychain, not a crash
        return False


def _name(home: Path, secret: str) -> str:
    return f"{Path(home).resolve()}:{secret}"


def load(home: Path, secret: str) -> str | None:
    """The secret kept for this home, or None (none kept, or no keychain)."""
    if not available():
        return None
    try:
        return _backend().get_password(SERVICE, _name(home, secret))
    except Exception as exc:  # a locked or unreachable keychain: the caller falls back to the environment
        log.warning("keychain: could not read %s (%s)", secret, type(exc).__name__)
        return None


def store(home: Path, secret: str, value: str) -> bool:
    """Keep `value` in the keychain; False when there is no keychain to keep it in."""
    if not available():
        return False
    try:
        _backend().set_password(SERVICE, _name(home, secret), value)
    except Exception as exc:
        log.warning("keychain: could not keep %s (%s)", secret, type(exc).__name__)
        return False
    return True


def forget(home: Path, secret: str) -> None:
    """Remove the secret from the keychain, if it is there."""
    if not available():
        return
    try:
        _backend().delete_password(SERVICE, _name(home, secret))
    except Exception:  # nothing kept: nothing to forget
        pass
