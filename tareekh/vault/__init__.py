"""The encrypted home: the passphrase's key (scrypt), SQLCipher databases, AES-GCM sealed files.

A lower room: it imports only `tareekh.errors`. Practice opens a home's `Vault` and hands its `connect` to
every room that opens SQLite, and its `seal`/`plain_path` to the rooms that store and read originals.
"""

from tareekh.vault.files import TamperedFile, is_sealed
from tareekh.vault.keys import DEFAULT_COST, VAULT_FILE, PassphraseNeeded, WrongPassphrase
from tareekh.vault.vault import (
    PLAIN, Vault, create_vault, database_errors, is_encrypted_home, open_vault, operational_errors, row_class,
)

__all__ = ["DEFAULT_COST", "PLAIN", "VAULT_FILE", "PassphraseNeeded", "TamperedFile", "Vault", "WrongPassphrase",
           "create_vault", "database_errors", "is_encrypted_home", "is_sealed", "open_vault", "operational_errors",
           "row_class"]
