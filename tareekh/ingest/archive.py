"""A WhatsApp export's .zip ("WhatsApp Chat with X.zip"), opened without trusting it.

The zip holds the chat (`_chat.txt` from iOS, "WhatsApp Chat with X.txt" from Android: found by its content,
not its name) and the media sent in it. Nothing is extracted to disk: members are read into memory one at a
time, after their sizes in the zip's directory are checked (a member of a few KB may claim to inflate to GBs),
and reading stops at the claimed size whatever the data says. Member names are never used as paths, so a name
like "../../x" can do no harm, but such a member is still refused: no real export has one. Nested archives,
encrypted members and links are refused too; each refusal is a warning naming the member, and the zip itself
is kept among the originals, so nothing is lost.
"""

from __future__ import annotations

import stat
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from tareekh.errors import InputError
from tareekh.ingest.plain_text import decode_text

MAX_MEMBERS = 2000  # a year of a busy client chat has a few hundred photos
MAX_MEMBER_BYTES = 60_000_000  # one photo, scan or PDF
MAX_TOTAL_BYTES = 600_000_000  # everything read from one export
MAX_CHAT_BYTES = 20_000_000  # the chat text itself (as for any text file)
MAX_RATIO = 200  # a member inflating more than this, beyond a megabyte, is a zip bomb, not a photo
_ARCHIVES = (".zip", ".rar", ".7z", ".tar", ".gz", ".tgz", ".bz2", ".xz", ".jar", ".apk")
_ZIP_MAGIC = b"PK\x03\x04"


@dataclass(frozen=True)
class Member:
    """A file inside the export: its name in the zip, the file name shown, its size once read."""

    name: str
    base: str
    size: int


@dataclass
class ChatArchive:
    chat: Member
    chat_bytes: bytes
    media: list[Member]
    warnings: list[str] = field(default_factory=list)


def _unsafe(name: str) -> str | None:
    """Why a member name cannot be an export's, or None."""
    if "\x00" in name:
        return "a NUL in its name"
    posix = name.replace("\\", "/")
    if posix.startswith("/") or (len(posix) > 1 and posix[1] == ":"):
        return "an absolute path"
    if ".." in PurePosixPath(posix).parts:
        return "a path that leaves the folder (..)"
    return None


def open_chat_zip(path: Path, name: str, *, readable: tuple[str, ...]) -> ChatArchive:
    """The chat and the media of an export. `readable` are the file types ingest reads (".jpg", ".pdf", …);
    other media (voice notes, videos, contacts) are listed in a warning and left inside the zip.

    Raises InputError naming the file when it is no zip, too large, has too many members or holds no chat.
    """
    try:
        zf = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(f"{name}: not a readable .zip file ({str(exc)[:120] or type(exc).__name__})") from None
    with zf:
        infos = [i for i in zf.infolist() if not i.is_dir()]
        if len(infos) > MAX_MEMBERS:
            raise InputError(f"{name}: the zip holds {len(infos)} files; the limit is {MAX_MEMBERS} "
                             "(is it a WhatsApp export?)")
        warnings: list[str] = []
        kept: list[zipfile.ZipInfo] = []
        skipped_types: list[str] = []
        for info in infos:
            why = _refusal(info)
            if why:
                warnings.append(f"{name}: {info.filename!r} inside was not read: {why}")
            elif PurePosixPath(info.filename.replace("\\", "/")).suffix.lower() in (".txt", *readable):
                kept.append(info)
            else:
                skipped_types.append(PurePosixPath(info.filename).name)
        total = sum(i.file_size for i in kept)
        if total > MAX_TOTAL_BYTES:
            raise InputError(f"{name}: the zip expands to {total / 1e6:.0f} MB; the limit is "
                             f"{MAX_TOTAL_BYTES / 1e6:.0f} MB: export the chat without media, or in parts")
        chat, chat_bytes = _find_chat(zf, kept, name)
        if chat is None:
            raise InputError(f"{name}: no WhatsApp chat inside the zip (no .txt file with the lines of an export)")
        media = [_member(i) for i in kept if i.filename != chat.name]
        if skipped_types:
            shown = ", ".join(skipped_types[:5]) + (f" and {len(skipped_types) - 5} more" if len(skipped_types) > 5 else "")
            warnings.append(f"{name}: {len(skipped_types)} attachment(s) of a kind Tareekh does not read were left "
                            f"in the zip: {shown}")
        return ChatArchive(chat, chat_bytes, media, warnings)


def _member(info: zipfile.ZipInfo) -> Member:
    return Member(info.filename, PurePosixPath(info.filename.replace("\\", "/")).name, info.file_size)


def _refusal(info: zipfile.ZipInfo) -> str | None:
    unsafe = _unsafe(info.filename)
    if unsafe:
        return unsafe
    if stat.S_ISLNK(info.external_attr >> 16):
        return "it is a link"
    if info.flag_bits & 0x1:
        return "it is encrypted"
    if PurePosixPath(info.filename).suffix.lower() in _ARCHIVES:
        return "an archive inside the archive is refused"
    if info.file_size > MAX_MEMBER_BYTES:
        return f"{info.file_size / 1e6:.0f} MB; the limit is {MAX_MEMBER_BYTES / 1e6:.0f} MB"
    if info.file_size > 1_000_000 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
        return f"it would inflate {info.file_size // max(info.compress_size, 1)}-fold (a zip bomb)"
    return None


def _find_chat(zf: zipfile.ZipFile, infos: list[zipfile.ZipInfo], name: str) -> tuple[Member | None, bytes]:
    from tareekh.ingest.chat import looks_like_chat

    texts = sorted((i for i in infos if i.filename.lower().endswith(".txt") and i.file_size <= MAX_CHAT_BYTES),
                   key=lambda i: -i.file_size)  # the chat is the largest text in an export
    for info in texts:
        data = _read(zf, info, name)
        text, _ = decode_text(data, name)
        if looks_like_chat(text):
            return _member(info), data
    return None, b""


def _read(zf: zipfile.ZipFile, info: zipfile.ZipInfo, name: str) -> bytes:
    """A member's bytes, reading no more than the size the directory claims (plus one byte to notice a lie)."""
    try:
        with zf.open(info) as fh:
            data = fh.read(info.file_size + 1)
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, EOFError) as exc:
        raise InputError(f"{name}: {info.filename!r} inside cannot be read ({str(exc)[:120] or type(exc).__name__})") from None
    if len(data) > info.file_size:
        raise InputError(f"{name}: {info.filename!r} inside is larger than the zip says; the zip is damaged or hostile")
    return data


def read_member(path: Path, name: str, member: Member) -> bytes:
    """The bytes of one media member; a zip hidden under another file's name is refused."""
    try:
        zf = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(f"{name}: not a readable .zip file ({str(exc)[:120] or type(exc).__name__})") from None
    with zf:
        try:
            info = zf.getinfo(member.name)
        except KeyError:
            raise InputError(f"{name}: {member.name!r} is no longer inside the zip") from None
        if _refusal(info):
            raise InputError(f"{name}: {member.name!r} inside was not read: {_refusal(info)}")
        data = _read(zf, info, name)
    if data.startswith(_ZIP_MAGIC) and not member.base.lower().endswith((".docx", ".odt")):
        raise InputError(f"{name}: {member.base!r} inside is itself a zip archive; an archive inside the archive is refused")
    return data
