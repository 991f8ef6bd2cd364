"""The memory room's shape, read from its source: operations over a small public core, no import circle, one
migration runner. (No long function without a reason: tests/test_long_functions.py, for memory/ and ingest/.)"""

from __future__ import annotations

import ast
from pathlib import Path

MEMORY = Path(__file__).resolve().parents[2] / "tareekh" / "memory"
PACKAGE = "tareekh.memory"


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted(MEMORY.rglob("*.py")):
        parts = path.relative_to(MEMORY).with_suffix("").parts
        name = ".".join((PACKAGE, *parts[:-1])) if parts[-1] == "__init__" else ".".join((PACKAGE, *parts))
        out[name] = path
    return out


def _imports(path: Path, modules: dict[str, Path]) -> set[str]:
    """Modules of the room this file imports, at any level (inside functions and TYPE_CHECKING too)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith(PACKAGE))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PACKAGE):
            subs = [f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in modules]
            found.update(subs or [node.module])
    return found & set(modules)


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_no_module_of_the_memory_imports_another_that_imports_it_back():
    modules = _modules()
    # a package's __init__ only gathers its modules for callers outside; inside the room, modules import
    # each other directly (importing `tareekh.memory` itself would run bank.py, which imports everything)
    graph = {name: _imports(path, modules) - {name} for name, path in modules.items()}
    inside = {n: deps for n, deps in graph.items() if not n.endswith(("memory", "consolidation"))}
    for name, deps in inside.items():
        assert PACKAGE not in deps, f"{name} imports the package tareekh.memory; import the module itself"
    assert _cycle(graph) is None, f"import circle: {' -> '.join(_cycle(graph) or [])}"


def test_the_cycle_check_finds_a_circle_when_there_is_one():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_only_the_core_touches_a_banks_private_members():
    offenders = []
    for name, path in _modules().items():
        if name.endswith((".core", ".hindsight")):  # the embedded core; the server backend's own class
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")):
                continue
            owner = node.value
            owner_name = owner.id if isinstance(owner, ast.Name) else owner.attr if isinstance(owner, ast.Attribute) else ""
            if owner_name == "bank":
                offenders.append(f"{path.name}:{node.lineno} bank.{node.attr}")
    assert offenders == []


def test_one_migration_runner_in_the_room():
    runners = [p.name for p in MEMORY.rglob("*.py") if "memory_migrations" in p.read_text(encoding="utf-8")]
    assert runners == ["storage.py"]

