"""Backup and restore of a whole practice home as one zip archive.

The archive holds both databases (copied with SQLite's online backup API, so a backup taken while the
app is writing is still consistent), every original, and the settings with any API key removed. A
`manifest.json` lists each member with its sha256; restore checks every one before it writes anything
into the home, and refuses a home that already holds a practice unless told to replace it.

An encrypted archive (always, for an encrypted home; on request, with a passphrase, for a plain one) holds the
databases as SQLCipher files, the originals and settings sealed, and the home's `vault.json`; its list of
members with their sha256 is itself sealed (AES-GCM), so a member changed, added or removed, or the list
changed, is refused before anything is written. Restoring it needs the passphrase and gives an encrypted home.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import tempfile
import tomllib
import zipfile
from datetime import datetime, timezone
from collections.abc import Sequence
from pathlib import Path, PurePosixPath
from typing import Any

from pydantic import BaseModel

from tareekh.errors import ConflictError, InputError
from tareekh.practice.home import MEMORY_DB, ORIGINALS, PRACTICE_DB, PracticeHome
from tareekh.settings import SETTINGS_FILE, resolve_home
from tareekh.vault import VAULT_FILE, PassphraseNeeded, TamperedFile, Vault, create_vault, open_vault
from tareekh.vault.keys import VaultHeader, unlock

FORMAT = "tareekh-backup/1"
ENCRYPTED_FORMAT = "tareekh-backup/1-encrypted"


class BackupReport(BaseModel):
    archive: str
    files: int
    originals: int
    bytes: int
    # set when the memory is on a server: the archive holds no copy of it (said, never left to surprise)
    memory_not_included: str | None = None
    encrypted: bool = False
    age_recipients: int = 0


class RestoreReport(BaseModel):
    home: str
    files: int
    originals: int
    previous_home: str | None = None  # with --replace: where the home that was there before now is
    encrypted: bool = False


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _settings_without_secrets(path: Path) -> str | None:
    if not path.exists():
        return None
    lines = path.read_text(encoding="utf-8").splitlines()
    kept = [ln for ln in lines if not ln.strip().replace(" ", "").startswith("api_key=")]
    text = "\n".join(kept) + "\n"
    tomllib.loads(text)  # still valid after the key is gone
    return text


class BackupService:
    """Writes a practice home's backup archive (`restore_practice` below puts one back)."""

    def __init__(self, base: PracticeHome) -> None:
        self.base = base

    def backup(self, path: str | os.PathLike[str], *, passphrase: str | None = None,
               recipients: Sequence[str] = ()) -> BackupReport:
        """Write one zip archive of the whole practice to `path` (refuses to overwrite). An encrypted home's
        archive is encrypted under its keys; a plain home's is encrypted under `passphrase` when one is given.
        With age `recipients` (public keys `age1…`) the whole archive is also encrypted to them with age, so
        only the holder of a matching identity can restore it."""
        age_to = _age_recipients(recipients)  # a bad recipient is refused before anything is written
        target = Path(path).expanduser().resolve()
        if target.exists():
            raise ConflictError(f"{target} already exists: choose a new file name for the backup")
        if self.base.path in target.parents:
            raise InputError(f"{target} is inside the practice home: write the backup somewhere else")
        target.parent.mkdir(parents=True, exist_ok=True)
        members: dict[str, str] = {}
        partial = target.with_name(target.name + ".partial")
        work = Path(tempfile.mkdtemp(prefix="tareekh-backup-"))
        # an archive for age is built in the private temporary folder, never beside its destination in plain
        inner = work / "practice.zip" if age_to else partial
        try:
            self._write_archive(inner, members, passphrase)
            if age_to:
                import pyrage

                pyrage.encrypt_file(str(inner), str(partial), age_to)
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
        finally:
            shutil.rmtree(work, ignore_errors=True)
        partial.replace(target)
        memory = self.base.settings.memory
        return BackupReport(
            archive=str(target),
            files=len(members),
            originals=sum(1 for m in members if m.startswith(f"{ORIGINALS}/")),
            bytes=target.stat().st_size,
            memory_not_included=(f"the memory is on the server {memory.url} (bank {memory.bank}) and is not in this "
                                 "archive: back it up on the server, or bring it home first with "
                                 "`tareekh memory migrate --to embedded`") if memory.on_server else None,
            encrypted=self.base.vault.encrypted or bool(passphrase),
            age_recipients=len(age_to),
        )

    def _write_archive(self, partial: Path, members: dict[str, str], passphrase: str | None) -> None:
        """The zip archive itself, at `partial`; `members` gets each member's sha256."""
        with tempfile.TemporaryDirectory() as tmp, zipfile.ZipFile(partial, "w") as zf:
            vault, vault_json = self.base.vault, None
            if self.base.vault.encrypted:
                vault_json = (self.base.path / VAULT_FILE).read_bytes()
            elif passphrase:
                vault = create_vault(Path(tmp), passphrase)
                vault_json = (Path(tmp) / VAULT_FILE).read_bytes()
            sealed = vault_json is not None
            for name in (PRACTICE_DB, MEMORY_DB):
                if (self.base.path / name).exists():
                    copy = Path(tmp) / name
                    if self.base.vault.encrypted or not sealed:
                        self.base.vault.copy_database(self.base.path / name, copy)
                    else:
                        vault.encrypt_database(self.base.path / name, copy)
                    members[name] = _sha256(copy)
                    zf.write(copy, name, compress_type=zipfile.ZIP_DEFLATED)
            originals = sorted(p for p in self.base.originals_dir.iterdir() if p.is_file())
            for orig in originals:
                arc = f"{ORIGINALS}/{orig.name}"
                if sealed and not self.base.vault.encrypted:
                    data = vault.seal(orig.read_bytes())
                    members[arc] = hashlib.sha256(data).hexdigest()
                    zf.writestr(arc, data, compress_type=zipfile.ZIP_STORED)
                else:  # a plain home's original, or an encrypted home's already sealed one, as it is stored
                    members[arc] = _sha256(orig)
                    zf.write(orig, arc, compress_type=zipfile.ZIP_STORED)
            settings = _settings_without_secrets(self.base.path / SETTINGS_FILE)
            if settings is not None:
                data = vault.seal(settings.encode()) if sealed else settings.encode()
                zf.writestr(SETTINGS_FILE, data)
                members[SETTINGS_FILE] = hashlib.sha256(data).hexdigest()
            manifest: dict[str, Any] = {"format": FORMAT, "created": datetime.now(timezone.utc).isoformat()}
            if vault_json is not None:
                zf.writestr(VAULT_FILE, vault_json)
                manifest["format"] = ENCRYPTED_FORMAT
                manifest["sealed_members"] = base64.b64encode(vault.seal(json.dumps(members).encode())).decode()
            else:
                manifest["members"] = members
            zf.writestr("manifest.json", json.dumps(manifest, indent=1))


AGE_MAGIC = b"age-encryption.org/v1"


def _age_recipients(recipients: Sequence[str]) -> list[Any]:
    if not recipients:
        return []
    import pyrage

    out = []
    for text in recipients:
        text = text.strip()
        try:
            out.append(pyrage.x25519.Recipient.from_str(text) if text.startswith("age1")
                       else pyrage.ssh.Recipient.from_str(text))
        except Exception:  # noqa: BLE001 - pyrage's RecipientError and its parsers' ValueError alike
            raise InputError(f"{text[:24]}…: not an age recipient (a public key age1… or an ssh-ed25519 key)") from None
    return out


def _age_identities(paths: Sequence[str | os.PathLike[str]]) -> list[Any]:
    import pyrage

    out = []
    for path in paths:
        try:
            lines = Path(path).expanduser().read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            raise InputError(f"{path}: cannot read the identity file ({exc})") from None
        keys = [ln.strip() for ln in lines if ln.strip().startswith("AGE-SECRET-KEY-")]
        if not keys:
            raise InputError(f"{path}: no age identity in it (a line AGE-SECRET-KEY-1…)")
        for key in keys:
            try:
                out.append(pyrage.x25519.Identity.from_str(key))
            except Exception:  # noqa: BLE001
                raise InputError(f"{path}: a damaged age identity") from None
    return out


def archive_for_age(archive: str | os.PathLike[str]) -> bool:
    """Whether `archive` was encrypted to age recipients (restoring it needs an identity file)."""
    try:
        with open(Path(archive).expanduser(), "rb") as fh:
            return fh.read(len(AGE_MAGIC)) == AGE_MAGIC
    except OSError:
        return False


def archive_is_encrypted(archive: str | os.PathLike[str]) -> bool:
    """Whether `archive` is an encrypted Tareekh backup (False for a plain one, or anything unreadable)."""
    try:
        with zipfile.ZipFile(Path(archive).expanduser()) as zf:
            return bool(json.loads(zf.read("manifest.json")).get("format") == ENCRYPTED_FORMAT)
    except (OSError, KeyError, ValueError, zipfile.BadZipFile):
        return False


def _sealed_members(zf: zipfile.ZipFile, manifest: dict[str, Any], source: Path, passphrase: str | None) -> dict[str, str]:
    """The member list of an encrypted archive, unsealed with the passphrase (WrongPassphrase, TamperedFile)."""
    try:
        header = VaultHeader.read_bytes(zf.read(VAULT_FILE))
    except KeyError:
        raise InputError(f"{source}: an encrypted backup without its vault.json: damaged") from None
    if not passphrase:
        raise PassphraseNeeded(f"{source} is an encrypted backup: give its passphrase (type it when asked, or set "
                               "TAREEKH_PASSPHRASE)")
    vault = Vault(unlock(header, passphrase))
    try:
        sealed = base64.b64decode(manifest["sealed_members"])
    except (KeyError, ValueError):
        raise InputError(f"{source}: the backup's list of files is missing: damaged; nothing restored") from None
    try:
        members: dict[str, str] = json.loads(vault.unseal(sealed, name="the backup's list of files"))
        return members
    except TamperedFile as exc:
        raise TamperedFile(f"{source}: {exc}; nothing restored") from None


def restore_practice(archive: str | os.PathLike[str], home: str | os.PathLike[str] | None, *, replace: bool = False,
                     passphrase: str | None = None, identities: Sequence[str | os.PathLike[str]] = ()) -> RestoreReport:
    """Restore an archive made by `backup` into `home`, checking every member's sha256 first (against the
    sealed list, for an encrypted archive: restoring that needs `passphrase`; an archive encrypted to age
    recipients needs `identities`, files holding a matching AGE-SECRET-KEY)."""
    source = Path(archive).expanduser()
    if not source.is_file():
        raise InputError(f"{source}: no such backup file")
    if archive_for_age(source):
        if not identities:
            raise InputError(f"{source} is encrypted to an age recipient: give the identity file that matches it "
                             "(--identity KEYFILE)")
        import pyrage

        keys = _age_identities(identities)
        work = Path(tempfile.mkdtemp(prefix="tareekh-restore-"))
        try:
            inner = work / "practice.zip"
            try:
                pyrage.decrypt_file(str(source), str(inner), keys)
            except Exception:  # noqa: BLE001 - pyrage.DecryptError: no matching identity, or changed bytes
                raise TamperedFile(f"{source}: cannot be decrypted with this identity, or it was changed since it "
                                   "was written; nothing restored") from None
            return restore_practice(inner, home, replace=replace, passphrase=passphrase)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    target = resolve_home(home)
    if target.exists() and any(target.iterdir()) and not replace:
        raise ConflictError(
            f"{target} is not empty: restore into an empty folder, or pass --replace to overwrite it"
        )
    try:
        zf = zipfile.ZipFile(source)
    except zipfile.BadZipFile:
        raise InputError(f"{source}: not a Tareekh backup (not a zip archive)") from None
    with zf:
        try:
            manifest = json.loads(zf.read("manifest.json"))
        except (KeyError, ValueError):
            raise InputError(f"{source}: not a Tareekh backup (no valid manifest.json)") from None
        encrypted = manifest.get("format") == ENCRYPTED_FORMAT
        if manifest.get("format") not in (FORMAT, ENCRYPTED_FORMAT):
            raise InputError(f"{source}: unknown backup format {manifest.get('format')!r}")
        if encrypted:
            members = _sealed_members(zf, manifest, source, passphrase)
            members[VAULT_FILE] = ""  # checked above: it unlocked the list
        else:
            members = manifest.get("members", {})
        for name in members:
            parts = PurePosixPath(name).parts
            if name.startswith("/") or ".." in parts or "\\" in name or len(parts) > 2:
                raise InputError(f"{source}: refusing unsafe member name {name!r}")
        target.parent.mkdir(parents=True, exist_ok=True)
        # The whole home is built beside the target and put in place with renames, so a kill at any point
        # leaves either the old home or the new one (and, with --replace, the old one is kept aside).
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.restore-", dir=target.parent))
        try:
            (staging / ORIGINALS).mkdir()
            for name, digest in members.items():
                out = staging / name
                out.parent.mkdir(parents=True, exist_ok=True)
                with zf.open(name) as src, open(out, "wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)
                if digest and _sha256(out) != digest:
                    raise InputError(f"{source}: {name} is damaged (checksum mismatch); nothing restored")
            if encrypted:
                vault = open_vault(staging, passphrase)
                if (staging / SETTINGS_FILE).exists():  # settings go back as plain text (no secrets in them)
                    text = vault.read_bytes(staging / SETTINGS_FILE)
                    (staging / SETTINGS_FILE).write_bytes(text)
            previous = None
            if target.exists():
                if any(target.iterdir()):
                    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
                    previous = target.with_name(f"{target.name}.replaced-{stamp}")
                    os.rename(target, previous)
                else:
                    target.rmdir()
            os.rename(staging, target)
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
    return RestoreReport(
        home=str(target),
        files=len([m for m in members if m != VAULT_FILE]),
        originals=sum(1 for m in members if m.startswith(f"{ORIGINALS}/")),
        previous_home=str(previous) if previous else None,
        encrypted=encrypted,
    )
