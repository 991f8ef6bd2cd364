"""Regenerate the demo practice's uploads in seed/uploads/ from seed/uploads/sources.json (deterministic).

The photos and the Word file are committed in seed/uploads/ and shipped as package data, so `tareekh demo`
from an installed wheel needs no renderer; this script (and the renderer) stay in the checkout.

    .venv/bin/python devtools/make_demo_uploads.py [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "seed"
sys.path.insert(0, str(ROOT))

from devtools.render import make_docx, render_diary_photo, render_order_sheet  # noqa: E402

MAX_JPEG_BYTES = 400_000


def _save_jpeg(im, path: Path) -> None:
    for quality in (85, 80, 75, 70, 65):
        im.save(path, "JPEG", quality=quality, optimize=True)
        if path.stat().st_size < MAX_JPEG_BYTES:
            return
    raise SystemExit(f"{path.name}: still {path.stat().st_size} bytes at quality 65")


def make(out: Path) -> list[Path]:
    sources = json.loads((SEED / "uploads" / "sources.json").read_text(encoding="utf-8"))
    owner = sources.get("owner")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for up in sources["uploads"]:
        path = out / up["file"]
        when = date.fromisoformat(up["date"])
        if up["kind"] == "diary_photo":
            _save_jpeg(render_diary_photo(up["text"], date=when, seed=up["seed"], hand=up.get("hand"), owner=owner), path)
        elif up["kind"] == "order_sheet":
            im = render_order_sheet(
                up["text"], seed=up["seed"], case_number=up["case_number"], court=up["court"],
                petitioner=up.get("petitioner"), respondent=up.get("respondent"),
                copy_applied=date.fromisoformat(up["copy_applied"]) if up.get("copy_applied") else None,
            )
            _save_jpeg(im, path)
        elif up["kind"] == "typed_note_txt":
            path.write_text(up["text"], encoding="utf-8")
        elif up["kind"] == "typed_note_docx":
            make_docx(up["text"], path, title=up.get("title"), hearing_date=when, author=up.get("note_by"))
        else:
            raise SystemExit(f"{up['file']}: unknown kind {up['kind']!r}")
        written.append(path)
    return written


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=SEED / "uploads")
    a = ap.parse_args()
    for p in make(a.out):
        print(f"{p.name}\t{p.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
