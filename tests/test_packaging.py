"""What the wheel carries: every package of the source tree, and resources/ and seed/ as package data."""

import tomllib
from importlib.resources import files
from pathlib import Path

from tareekh.practice.registry_ops import seed_dir

ROOT = Path(__file__).resolve().parents[1]


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_package_under_tareekh_is_listed_for_the_wheel():
    listed = set(_pyproject()["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "tareekh").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    missing = sorted(on_disk - listed)
    assert missing == [], f"add these to [tool.setuptools] packages in pyproject.toml: {missing}"


def test_resources_and_seed_are_mapped_from_the_top_of_the_repository():
    mapping = _pyproject()["tool"]["setuptools"]["package-dir"]
    assert mapping["tareekh.resources"] == "resources"
    assert mapping["tareekh.seed"] == "seed"
    assert (ROOT / "resources" / "style.qss").is_file()
    assert not (ROOT / "tareekh" / "resources").exists()


def test_the_stylesheet_and_the_demo_are_found_through_importlib_resources():
    assert "QWidget" in files("tareekh.resources").joinpath("style.qss").read_text(encoding="utf-8")
    assert (seed_dir() / "registry.json").is_file()
    assert any(p.suffix == ".jpg" for p in (seed_dir() / "uploads").iterdir())


def test_nothing_the_wheel_ships_imports_the_developer_tools():
    """The page renderer and the demo-upload script live in devtools/, which the wheel does not carry."""
    shipped = [*(ROOT / "tareekh").rglob("*.py"), *(ROOT / "seed").rglob("*.py"), *(ROOT / "resources").rglob("*.py")]
    importing = [str(p.relative_to(ROOT)) for p in shipped
                 if "devtools" in p.read_text(encoding="utf-8") or "ingest.render" in p.read_text(encoding="utf-8")]
    assert importing == []
    assert not (ROOT / "tareekh" / "ingest" / "render.py").exists()
    assert "devtools" not in " ".join(_pyproject()["tool"]["setuptools"]["packages"])


def test_the_demo_uploads_are_already_drawn_so_tareekh_demo_needs_no_renderer():
    import json

    sources = json.loads((seed_dir() / "uploads" / "sources.json").read_text(encoding="utf-8"))
    named = [up["file"] for up in sources["uploads"]]
    assert named and all((seed_dir() / "uploads" / name).is_file() for name in named)
