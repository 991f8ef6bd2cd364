"""The import rules of the architecture, as a test: memory/ is generic, only gui/ touches Qt."""

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "tareekh"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def _py_files(sub: str = "") -> list[Path]:
    return sorted((PKG / sub).rglob("*.py"))


def test_memory_imports_nothing_else_of_tareekh():
    offenders = [
        (str(f.relative_to(PKG)), name)
        for f in _py_files("memory")
        for name in _imports(f)
        if name.startswith("tareekh") and not name.startswith("tareekh.memory")
    ]
    assert offenders == []


def test_only_gui_imports_pyside6():
    offenders = [
        str(f.relative_to(PKG))
        for f in _py_files()
        if "gui" not in f.relative_to(PKG).parts[:1]
        and any(n.split(".")[0] == "PySide6" for n in _imports(f))
    ]
    assert offenders == []


def test_events_imports_only_the_generic_rooms():
    """events/ sits under agent and ingest: it may use memory's date reading, the llm client and migrations,
    never the registry, ingest, agent or anything above them."""
    allowed = ("tareekh.events", "tareekh.memory", "tareekh.llm", "tareekh.migrations", "tareekh.errors")
    offenders = [
        (str(f.relative_to(PKG)), name)
        for f in _py_files("events")
        for name in _imports(f)
        if name.startswith("tareekh") and not name.startswith(allowed)
    ]
    assert offenders == []


def test_lower_rooms_never_import_the_facade_or_the_gui():
    lower = ["registry", "ingest", "memory", "agent", "llm", "events"]
    offenders = [
        (str(f.relative_to(PKG)), name)
        for room in lower
        for f in _py_files(room)
        for name in _imports(f)
        if name.startswith(("tareekh.practice", "tareekh.gui", "tareekh.cli"))
    ]
    assert offenders == []
