"""Draw the house: the rooms of the code and the imports between them, read from the source, to docs/house.png.

A room is a package of `tareekh/` (a folder), one of its top-level modules, or `devtools/`; its area is its
lines. An arrow is an import from one room into another, its width the number of import statements. Floors
come from the arrows: a room stands one floor above the highest room it imports, so every arrow runs down; an
arrow that cannot (a circle between rooms) is drawn in orange and named on the sheet.

.venv/bin/python devtools/house.py [--out docs/house.png]
"""

from __future__ import annotations

import argparse
import ast
import math
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Room:
    name: str  # "memory/", "settings.py", "devtools/"
    files: dict[str, int] = field(default_factory=dict)  # path inside the room -> lines

    @property
    def lines(self) -> int:
        return sum(self.files.values())


@dataclass
class House:
    rooms: dict[str, Room]
    arrows: Counter[tuple[str, str]]  # (from room, to room) -> import statements
    floors: dict[str, int]  # 0 = the ground floor: imports no other room
    circles: list[tuple[str, str]]  # arrows that could not run down


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def rooms_of(root: Path) -> dict[str, Room]:
    """The rooms of the checkout at `root`: tareekh's packages and top-level modules, and devtools/."""
    rooms: dict[str, Room] = {}
    package = root / "tareekh"
    for path in sorted(package.iterdir()):
        if path.is_dir() and (path / "__init__.py").exists():
            rooms[f"{path.name}/"] = Room(f"{path.name}/", {str(f.relative_to(path)): _lines(f)
                                                            for f in sorted(path.rglob("*.py"))})
        elif path.suffix == ".py" and path.name != "__init__.py":
            rooms[path.name] = Room(path.name, {path.name: _lines(path)})
    if (root / "devtools").is_dir():
        rooms["devtools/"] = Room("devtools/", {f.name: _lines(f) for f in sorted((root / "devtools").glob("*.py"))})
    return rooms


def _room_of_module(module: str, rooms: dict[str, Room]) -> str | None:
    parts = module.split(".")
    if parts[0] == "devtools":
        return "devtools/" if "devtools/" in rooms else None
    if parts[0] != "tareekh" or len(parts) < 2:
        return None
    for name in (f"{parts[1]}/", f"{parts[1]}.py"):
        if name in rooms:
            return name
    return None


def _file_path(root: Path, room: str, inner: str) -> Path:
    if room == "devtools/":
        return root / "devtools" / inner
    return root / "tareekh" / (room + inner if room.endswith("/") else inner)


def _module_name(root: Path, path: Path) -> list[str]:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def house_of(root: Path) -> House:
    """Rooms, the arrows between them and each room's floor, for the checkout at `root`."""
    rooms = rooms_of(root)
    arrows: Counter[tuple[str, str]] = Counter()
    for name, room in rooms.items():
        for inner in room.files:
            path = _file_path(root, name, inner)
            here = _module_name(root, path)
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                targets: list[str] = []
                if isinstance(node, ast.Import):
                    targets = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom):
                    if node.level:  # relative: from the module's own package upwards
                        package = here if path.name == "__init__.py" else here[:-1]
                        base = package[: len(package) - node.level + 1]
                        module = ".".join(base + ([node.module] if node.module else []))
                    else:
                        module = node.module or ""
                    # "from tareekh import keychain" names its room in the imported name
                    targets = [f"{module}.{a.name}" for a in node.names]
                for to in {_room_of_module(t, rooms) for t in targets} - {None, name}:
                    arrows[(name, str(to))] += 1
    floors, circles = _floors(list(rooms), arrows)
    return House(rooms, arrows, floors, circles)


def _floors(names: list[str], arrows: Counter[tuple[str, str]]) -> tuple[dict[str, int], list[tuple[str, str]]]:
    """Each room one floor above the highest room it imports; an arrow that closes a circle is left out of the
    count and returned."""
    below: dict[str, list[str]] = {n: [] for n in names}
    for a, b in arrows:
        below[a].append(b)
    floors: dict[str, int] = {}
    circles: list[tuple[str, str]] = []
    visiting: set[str] = set()

    def floor(n: str) -> int:
        if n in floors:
            return floors[n]
        visiting.add(n)
        highest = -1
        for m in sorted(below[n]):
            if m in visiting:
                circles.append((n, m))
                continue
            highest = max(highest, floor(m))
        visiting.discard(n)
        floors[n] = highest + 1
        return floors[n]

    for n in names:
        floor(n)
    return floors, circles


# ---------------------------------------------------------------- the drawing

WIDTH, MARGIN, ROW, GAP = 1600, 40, 118, 46
INK, PAPER, ROOM, FILE, ARROW, CIRCLE = "#2b3440", "#ffffff", "#e4ecf5", "#b9cde3", "#5b6b7f", "#e0782f"


def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size + (1 if bold else 0))


def draw(house: House, out: Path, title: str) -> None:
    """Draw `house` to the PNG `out`: floors from the top down, each room's width by its lines."""
    top = max(house.floors.values(), default=0)
    height = MARGIN * 2 + 70 + (top + 1) * (ROW + GAP) + 20
    image = Image.new("RGBA", (WIDTH, height), PAPER)
    d = ImageDraw.Draw(image)
    d.text((MARGIN, MARGIN - 10), title, fill=INK, font=_font(22, bold=True))
    total = sum(r.lines for r in house.rooms.values())
    up = len(house.circles)
    d.text((MARGIN, MARGIN + 20), f"{len(house.rooms)} rooms, {total:,} lines (area = lines); {len(house.arrows)} "
           f"arrows (imports; width = how many, a dot at the room imported); {up} running back up. A room stands "
           "one floor above the highest room it imports.", fill=INK, font=_font(13))
    # one scale for every floor (width by the square root of the lines, so small rooms stay legible), rows centred
    rows = {level: sorted((n for n, f in house.floors.items() if f == level), key=lambda n: -house.rooms[n].lines)
            for level in range(top, -1, -1)}
    weight = {n: max(math.sqrt(house.rooms[n].lines), 16.0) for n in house.rooms}
    scale = min((WIDTH - 2 * MARGIN - 12 * (len(names) - 1)) / sum(weight[n] for n in names)
                for names in rows.values() if names)
    boxes: dict[str, tuple[float, float, float, float]] = {}
    for level, names in rows.items():
        y = MARGIN + 60 + (top - level) * (ROW + GAP)
        x = (WIDTH - sum(weight[n] * scale for n in names) - 12 * (len(names) - 1)) / 2
        for n in names:
            boxes[n] = (x, y, x + weight[n] * scale, y + ROW)
            x += weight[n] * scale + 12
    # arrows under the rooms (seen through them, faintly, where they pass), their dots on top
    ends = []
    for (a, b), count in sorted(house.arrows.items()):
        (sx0, _, sx1, sy1), (dx0, dy0, dx1, _) = boxes[a], boxes[b]
        scx, dcx = (sx0 + sx1) / 2, (dx0 + dx1) / 2
        start, end = (scx + (dcx - scx) * 0.15, sy1), (dcx + (scx - dcx) * 0.15, dy0)
        c1, c2 = (start[0], start[1] + GAP), (end[0], end[1] - GAP)
        curve = [_bezier(start, c1, c2, end, t / 40) for t in range(41)]
        color = CIRCLE if (a, b) in house.circles else ARROW
        d.line(curve, fill=color, width=max(1, round(0.6 + 0.9 * math.log2(1 + count))), joint="curve")
        ends.append((end, color))
    rooms = Image.new("RGBA", image.size, (0, 0, 0, 0))
    for n, box in boxes.items():
        _room(rooms, ImageDraw.Draw(rooms), house.rooms[n], box)
    faint = rooms.copy()
    faint.putalpha(rooms.getchannel("A").point(lambda v: v * 215 // 255))
    image = Image.alpha_composite(image, faint)
    d = ImageDraw.Draw(image)
    for (x, y), color in ends:
        d.ellipse((x - 3.5, y - 3.5, x + 3.5, y + 3.5), fill=color)
    d.text((MARGIN, height - MARGIN), "drawn from the code by devtools/house.py: rooms are the packages and top-level "
           "modules of tareekh/, and devtools/; an arrow is an import", fill=INK, font=_font(12))
    out.parent.mkdir(parents=True, exist_ok=True)
    image.convert("RGB").save(out, optimize=True)


def _bezier(p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], p3: tuple[float, float],
            t: float) -> tuple[float, float]:
    u = 1 - t
    return (u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
            u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1])


def _room(image: Image.Image, d: ImageDraw.ImageDraw, room: Room, box: tuple[float, float, float, float]) -> None:
    """A room: its name and lines, its files as strips (the biggest first, named where there is room)."""
    x0, y0, x1, y1 = box
    d.rectangle(box, fill=ROOM, outline=INK)
    d.text((x0 + 5, y0 + 4), room.name, fill=INK, font=_font(14, bold=True))
    lines = f"{room.lines / 1000:.1f}k" if room.lines >= 1000 else str(room.lines)
    d.text((x1 - 5, y0 + 5), lines, fill=INK, font=_font(12), anchor="ra")
    ix0, iy0, iw, ih = x0 + 4, y0 + 24, x1 - x0 - 8, y1 - y0 - 28
    x = ix0
    for name, n in sorted(room.files.items(), key=lambda kv: -kv[1]):
        w = iw * n / max(room.lines, 1)
        if w >= 1:
            d.rectangle((x, iy0, x + w, iy0 + ih), fill=FILE, outline=PAPER)
        if w > 15 and len(room.files) > 1:  # the file's name, written upwards along its strip
            label = Image.new("RGBA", (round(ih) - 4, 14), (0, 0, 0, 0))
            ImageDraw.Draw(label).text((0, 0), f"{name} {n}", fill=INK, font=_font(11))
            upright = label.rotate(90, expand=True)
            image.paste(upright, (round(x + 2), round(iy0 + 2)), upright)
        x += w


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "house.png")
    ap.add_argument("--repo", type=Path, default=ROOT)
    a = ap.parse_args(argv)
    house = house_of(a.repo)
    draw(house, a.out, "Tareekh: the house, drawn from its imports")
    for level in range(max(house.floors.values()), -1, -1):
        names = [n for n, f in house.floors.items() if f == level]
        print(f"floor {level}: " + ", ".join(f"{n} {house.rooms[n].lines}" for n in sorted(names)))
    for (a_, b), count in sorted(house.arrows.items()):
        print(f"  {a_} -> {b} ({count}){'  RUNS BACK UP' if (a_, b) in house.circles else ''}")
    print(f"-> {a.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
