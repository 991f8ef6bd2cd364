"""The home's key: derived from the passphrase with scrypt (memory-hard), checked before anything is opened.

`vault.json` in the home holds what is needed to derive the key again (the salt and the scrypt cost) and a
check value (a known text sealed with the key), so a wrong passphrase is told apart before any database or
original is touched. It holds nothing secret: without the passphrase the key cannot be derived from it.
"""

from __future__ import annotations

import base64
import json
import os
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from tareekh.errors import InputError

VAULT_FILE = "vault.json"
# scrypt with N=2^17, r=8: 128 MiB of memory and about half a second per guess on a laptop, the cost OWASP
# suggests for interactive use; a guessing machine pays the same per passphrase tried.
DEFAULT_COST = 17
_CHECK_TEXT = b"tareekh: this passphrase opens this home"
_CHECK_AAD = b"tareekh vault check v1"


class WrongPassphrase(InputError):
    code = "wrong_passphrase"


class PassphraseNeeded(InputError):
    code = "passphrase_needed"


@dataclass(frozen=True)
class VaultHeader:
    """What `vault.json` holds: the scrypt salt and cost, and the sealed check text."""

    salt: bytes
    cost: int  # log2 of scrypt's N
    check: bytes  # nonce + AES-GCM of _CHECK_TEXT under the check key

    def to_json(self) -> str:
        return json.dumps({
            "version": 1, "kdf": "scrypt", "log2_n": self.cost, "r": 8, "p": 1,
            "salt": base64.b64encode(self.salt).decode(), "check": base64.b64encode(self.check).decode(),
            "cipher": {"databases": "sqlcipher4", "files": "aes-256-gcm"},
        }, indent=2) + "\n"

    @classmethod
    def read(cls, path: Path) -> "VaultHeader":
        try:
            return cls.read_bytes(path.read_bytes())
        except OSError as exc:
            raise InputError(f"{path}: cannot read the home's key file ({exc.strerror})") from None
        except InputError as exc:
            raise InputError(f"{path}: {exc}") from None

    @classmethod
    def read_bytes(cls, data: bytes) -> "VaultHeader":
        try:
            raw = json.loads(data.decode("utf-8"))
            return cls(salt=base64.b64decode(raw["salt"]), cost=int(raw["log2_n"]),
                       check=base64.b64decode(raw["check"]))
        except (UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
            raise InputError(f"the key file (vault.json) is damaged ({exc}); restore it from a backup") from None


def _master(passphrase: str, salt: bytes, cost: int) -> bytes:
    if not passphrase:
        raise WrongPassphrase("the passphrase is empty")
    return Scrypt(salt=salt, length=32, n=2**cost, r=8, p=1).derive(passphrase.encode("utf-8"))


def _subkey(master: bytes, purpose: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=b"tareekh " + purpose).derive(master)


@dataclass(frozen=True)
class HomeKeys:
    """The keys of an unlocked home: one for the SQLCipher databases, one for the files."""

    database: bytes
    files: bytes


def keys_from(master: bytes) -> HomeKeys:
    return HomeKeys(database=_subkey(master, b"databases"), files=_subkey(master, b"files"))


def new_header(passphrase: str, cost: int = DEFAULT_COST) -> tuple[VaultHeader, HomeKeys]:
    """A fresh salt, and the header and keys for `passphrase`."""
    salt = os.urandom(16)
    master = _master(passphrase, salt, cost)
    nonce = os.urandom(12)
    check = nonce + AESGCM(_subkey(master, b"check")).encrypt(nonce, _CHECK_TEXT, _CHECK_AAD)
    return VaultHeader(salt=salt, cost=cost, check=check), keys_from(master)


def unlock(header: VaultHeader, passphrase: str) -> HomeKeys:
    """The home's keys, or WrongPassphrase (nothing else is read or written)."""
    master = _master(passphrase, header.salt, header.cost)
    try:
        AESGCM(_subkey(master, b"check")).decrypt(header.check[:12], header.check[12:], _CHECK_AAD)
    except InvalidTag:
        raise WrongPassphrase("wrong passphrase for this home: nothing was opened or changed") from None
    return keys_from(master)
