"""WhatsApp exports written here, the way the phones write them, and zips made of them (some hostile)."""

from __future__ import annotations

import io
import stat
import zipfile
from pathlib import Path

from PIL import Image, ImageDraw

LRM = "\u200e"
NNBSP = "\u202f"

# Android, 12-hour clock, day first (13/03 proves it), a notice with no sender, a multi-line message, media
# omitted and a file attached. Days: 12 Mar (two cases named), 13 Mar (no case), 14 Mar (one case).
ANDROID = (
    "12/03/25, 8:01 pm - Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
    "WhatsApp, can read or listen to them. Tap to learn more.\n"
    "12/03/25, 8:02 pm - Ramulu Yenugula: Sir OS 1180/21 me aaj kya hua?\n"
    "12/03/25, 8:15 pm - Adv Rao: Issues framed. Next 16/4.\n"
    "Also OS 318/22 cross over, PW1 held up.\n"
    "12/03/25, 8:16 pm - Ramulu Yenugula: <Media omitted>\n"
    "13/03/25, 9:05 am - Ramulu Yenugula: Thank you sir, will come to office on Monday\n"
    "14/03/25, 11:40 am - Adv Rao: IMG-20250314-WA0003.jpg (file attached)\n"
    "Yenugula partition: certified copy of the decree received\n"
)

# iOS, seconds and a narrow space before PM, U+200E before the notice and the attachment, 24-hour elsewhere
# would be "[12/03/2025, 20:02:15]"; this one is 12-hour.
IOS = (
    f"[12/03/25, 8:01:00{NNBSP}PM] Adv Rao: {LRM}Messages and calls are end-to-end encrypted. No one outside of "
    "this chat, not even WhatsApp, can read or listen to them.\n"
    f"[12/03/25, 8:02:15{NNBSP}PM] Ramulu Yenugula: Sir OS 1180/21 me aaj kya hua?\n"
    f"[12/03/25, 8:15:40{NNBSP}PM] Adv Rao: Issues framed. Next 16/4.\n"
    f"[13/03/25, 9:05:01{NNBSP}AM] Ramulu Yenugula: Thank you sir\n"
    f"[14/03/25, 11:40:00{NNBSP}AM] Adv Rao: {LRM}<attached: 00000012-PHOTO-2025-03-14-11-40-00.jpg>\n"
)

# US phone: month first, proven by "03/13/25"; 24-hour clock.
MONTH_FIRST = (
    "03/12/25, 20:02 - Ramulu Yenugula: Sir OS 1180/21 me aaj kya hua?\n"
    "03/13/25, 09:05 - Adv Rao: Issues framed yesterday\n"
)


def photo_bytes(text: str = "DECREE") -> bytes:
    """A small JPEG with a word on it (content matters only to tell photos apart)."""
    im = Image.new("RGB", (320, 120), "white")
    ImageDraw.Draw(im).text((20, 50), text, fill="black")
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=80)
    return buf.getvalue()


def make_zip(path: Path, members: dict[str, bytes | str], *, infos: dict[str, zipfile.ZipInfo] | None = None) -> Path:
    """A zip of `members` (name -> content); `infos` overrides the directory entry of a member."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, content in members.items():
            data = content.encode("utf-8") if isinstance(content, str) else content
            info = (infos or {}).get(name)
            if info is None:
                zf.writestr(name, data)
            else:
                zf.writestr(info, data)
    return path


def link_info(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name)
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    return info
