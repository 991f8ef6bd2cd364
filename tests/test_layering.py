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
        elif isinstance(node, ast.ImportFrom) and node.module == "tareekh" and node.level == 0:
            names.update(f"tareekh.{alias.name}" for alias in node.names)  # "from tareekh import keychain"
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
    allowed = ("tareekh.events", "tareekh.memory", "tareekh.llm", "tareekh.migrations", "tareekh.errors",
               "tareekh.clock")
    offenders = [
        (str(f.relative_to(PKG)), name)
        for f in _py_files("events")
        for name in _imports(f)
        if name.startswith("tareekh") and not name.startswith(allowed)
    ]
    assert offenders == []


def test_vault_imports_only_the_errors():
    """vault/ (the encrypted home's keys, SQLCipher connections, sealed files) sits under every room that opens
    SQLite or stores originals; it needs nothing of Tareekh but its error types."""
    offenders = [
        (str(f.relative_to(PKG)), name)
        for f in _py_files("vault")
        for name in _imports(f)
        if name.startswith("tareekh") and not name.startswith(("tareekh.vault", "tareekh.errors"))
    ]
    assert offenders == []


def test_lower_rooms_never_import_the_facade_or_the_gui():
    lower = ["registry", "ingest", "memory", "agent", "llm", "events", "vault"]
    offenders = [
        (str(f.relative_to(PKG)), name)
        for room in lower
        for f in _py_files(room)
        for name in _imports(f)
        if name.startswith(("tareekh.practice", "tareekh.gui", "tareekh.cli"))
    ]
    assert offenders == []


# Which rooms each room may import, as docs/ARCHITECTURE.md draws them:
# gui → practice → {agent, ingest} → {events, registry, memory, llm}. Shared modules (errors, settings,
# display, migrations, clock) sit under every room that needs them; vault (the encrypted home's keys, SQLCipher
# connections and sealed files) sits under practice and ingest, which open the databases and store originals. A room not listed here is held by its own test.
ALLOWED = {
    "gui": {"practice", "settings", "display", "errors", "clock"},  # the practice's today, read before it is open
    "cli": {"practice", "settings", "display", "errors"},
    "practice": {"agent", "ingest", "events", "registry", "memory", "llm", "settings", "display", "errors",
                 "migrations", "vault", "keychain", "clock"},
    "agent": {"events", "registry", "memory", "llm", "settings", "display", "errors", "migrations", "clock"},
    "ingest": {"events", "registry", "memory", "llm", "settings", "display", "errors", "migrations", "vault",
               "clock"},
    "registry": {"settings", "display", "errors", "migrations", "memory", "clock"},  # memory/urdu.py: one Urdu letter table
    "llm": {"settings", "errors"},
}


def _rooms_imported(room: str) -> list[tuple[str, str]]:
    return [
        (str(f.relative_to(PKG)), name)
        for f in _py_files(room)
        for name in _imports(f)
        if name.startswith("tareekh.") and name.split(".")[1] != room
    ]


def test_each_room_imports_only_the_rooms_drawn_below_it():
    offenders = [(room, path, name) for room, allowed in ALLOWED.items()
                 for path, name in _rooms_imported(room) if name.split(".")[1] not in allowed]
    assert offenders == []


def test_the_gui_never_imports_the_llm_client_or_the_memory_engine():
    """The GUI reaches a model and the memory only through Practice (update_settings, test_connection, …)."""
    offenders = [(path, name) for path, name in _rooms_imported("gui")
                 if name.split(".")[1] in ("llm", "memory", "registry", "ingest", "agent", "events", "cli")]
    assert offenders == []


def test_the_gui_imports_practice_types_only_from_the_practice_facade():
    """The GUI names the values it gets from Practice through tareekh.practice.types, never by the module
    of the room inside practice that makes them (so a room may move without the GUI changing)."""
    offenders = [(path, name) for path, name in _rooms_imported("gui")
                 if name.startswith("tareekh.practice.") and name not in ("tareekh.practice.types",)]
    assert offenders == []


def test_agent_and_ingest_never_import_each_other():
    """Siblings under practice: what one needs of the other goes through practice (or a lower room)."""
    offenders = [(path, name) for path, name in _rooms_imported("agent") if name.startswith("tareekh.ingest")]
    offenders += [(path, name) for path, name in _rooms_imported("ingest") if name.startswith("tareekh.agent")]
    assert offenders == []
