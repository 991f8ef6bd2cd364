"""devtools/house.py, which draws docs/house.png: rooms, arrows and floors read from the source."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from devtools.house import house_of, draw

ROOT = Path(__file__).resolve().parents[1]


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in {"tareekh/__init__.py": "", **files}.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_rooms_are_packages_and_modules_and_each_stands_above_what_it_imports(tmp_path):
    root = _tree(tmp_path, {
        "tareekh/top/__init__.py": "from .inner import x\n",
        "tareekh/top/inner.py": "import tareekh.middle\nfrom tareekh.middle import y\nx = 1\n",
        "tareekh/middle.py": "from tareekh import low\ny = 2\n",
        "tareekh/low.py": "import os\n",
    })
    house = house_of(root)
    assert set(house.rooms) == {"top/", "middle.py", "low.py"}
    assert house.rooms["top/"].lines == 4
    assert dict(house.arrows) == {("top/", "middle.py"): 2, ("middle.py", "low.py"): 1}
    assert house.floors == {"top/": 2, "middle.py": 1, "low.py": 0}
    assert house.circles == []


def test_an_import_that_closes_a_circle_is_named_as_running_back_up(tmp_path):
    root = _tree(tmp_path, {"tareekh/a.py": "from tareekh import b\n", "tareekh/b.py": "import tareekh.a\n"})
    house = house_of(root)
    assert house.circles == [("b.py", "a.py")]


def test_the_house_of_this_checkout_has_no_circle_and_draws(tmp_path):
    house = house_of(ROOT)
    assert house.circles == []
    assert house.floors["memory/"] == 0 and house.floors["gui/"] > house.floors["practice/"]
    out = tmp_path / "house.png"
    draw(house, out, "test")
    with Image.open(out) as im:
        assert im.format == "PNG" and im.width == 1600
