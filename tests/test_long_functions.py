"""No function over 80 lines in memory/ or ingest/ unless it says why it is one piece.

A long function is allowed when its docstring has a paragraph, or a comment just above its `def` (or in its
first lines) says, "One piece (about N lines): <why>" — N close to its real length, so the reason is not left
behind on a function that has since grown."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "tareekh"
ROOMS = ("memory", "ingest")
LIMIT = 80
FIRST_LINES = 5  # a reason given as a comment inside must come within the first lines of the body
_REASON = re.compile(r"^\s*(?:#\s*)?One piece \(about (\d+) lines\):\s*\S")


def _said_length(node: ast.FunctionDef | ast.AsyncFunctionDef, lines: list[str]) -> int | None:
    """The N of "One piece (about N lines): why", from the docstring or a comment above or at the top."""
    for paragraph in re.split(r"\n\s*\n", ast.get_docstring(node) or ""):
        if m := _REASON.match(paragraph):
            return int(m[1])
    top = (node.decorator_list[0].lineno if node.decorator_list else node.lineno) - 1  # 0-based index of the first line
    above = top - 1
    while above >= 0 and lines[above].lstrip().startswith("#"):  # the comment block right above
        if m := _REASON.match(lines[above]):
            return int(m[1])
        above -= 1
    for line in lines[node.lineno: node.body[0].lineno - 1 + FIRST_LINES]:  # the signature's lines, the body's first
        if line.lstrip().startswith("#") and (m := _REASON.match(line)):
            return int(m[1])
    return None


def long_functions_without_a_reason(root: Path, limit: int = LIMIT) -> list[str]:
    """Every function under `root` longer than `limit` lines (def line to its last) that does not say why it is
    one piece, or says so with a length far from its own."""
    found = []
    for path in sorted(root.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length <= limit:
                continue
            where = f"{path.relative_to(root.parent)}:{node.lineno} {node.name} ({length} lines)"
            said = _said_length(node, lines)
            if said is None:
                found.append(f"{where}: cut it, or say why it is one piece")
            elif abs(said - length) > max(10, length // 4):
                found.append(f"{where}: says it is about {said} lines")
    return found


def test_no_function_in_memory_or_ingest_runs_over_80_lines_without_saying_why():
    found = [f for room in ROOMS for f in long_functions_without_a_reason(PKG / room)]
    assert found == []


def _module(tmp_path: Path, name: str, text: str) -> Path:
    room = tmp_path / name
    room.mkdir()
    (room / "mod.py").write_text(text, encoding="utf-8")
    return room


def _body(n: int) -> str:
    return "".join(f"    x{i} = {i}\n" for i in range(n))


def test_a_long_function_that_gives_no_reason_is_flagged(tmp_path):
    room = _module(tmp_path, "plain", "def short():\n    return 1\n\n\ndef long():\n" + _body(85))
    assert long_functions_without_a_reason(room) == ["plain/mod.py:5 long (86 lines): cut it, or say why it is one piece"]


def test_one_piece_mentioned_deep_in_the_body_is_no_reason(tmp_path):
    body = _body(40) + "    # this is not one piece (about 86 lines): a remark far from the top\n" + _body(45)
    room = _module(tmp_path, "deep", "def long():\n" + body)
    assert len(long_functions_without_a_reason(room)) == 1


def test_a_reason_in_the_docstring_a_comment_above_or_at_the_top_is_accepted(tmp_path):
    doc = '    """What it does.\n\n    One piece (about 88 lines): the steps share one state."""\n'
    above = "# One piece (about 86 lines): the steps share one state.\n@staticmethod\ndef b():\n"
    top = "def c():\n    # One piece (about 87 lines): the steps share one state.\n"
    room = _module(tmp_path, "reasons", "def a():\n" + doc + _body(85) + "\n\n" + above + _body(85) + "\n\n" + top
                   + _body(85))
    assert long_functions_without_a_reason(room) == []


def test_a_reason_whose_length_is_far_from_the_functions_is_flagged(tmp_path):
    doc = '    """What it does.\n\n    One piece (about 40 lines): it was short once."""\n'
    room = _module(tmp_path, "stale", "def long():\n" + doc + _body(120))
    assert long_functions_without_a_reason(room) == ["stale/mod.py:1 long (124 lines): says it is about 40 lines"]
