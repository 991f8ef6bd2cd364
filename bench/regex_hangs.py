"""Every regular expression Tareekh compiles, pumped with long runs of the characters a lawyer's text is made of;
one JSON line: how many patterns, which ones hang (past the watchdog) and the slowest.

A pattern that can read a run of characters in many ways (two repeats that both take a blank, a letter two classes
both hold, a dot a word and the gap after it both take) tries every way when the rest of it fails, and the time
grows exponentially with the run: on a lawyer's OCR'd page (dot leaders, a run of an Indic script that lost its
blanks, a long sum) the app hangs, and as Python's regular expressions hold the GIL the whole time, nothing else in
the process runs either. Three such patterns were found this way and mended in the thirty-fourth session.

    .venv/bin/python bench/regex_hangs.py [--watchdog 15] [--slow 0.25]

The patterns are those compiled while importing every module of `tareekh` but the GUI, and the string literals
passed to `re.*` calls in the source. Each is searched in runs of 16–40 repeats of about a hundred short pieces
(letters, digits and marks of the Latin and Indic scripts, blanks, dots, dashes, brackets, "1 + ", "A. ", "u/s 1 ")
ending in a character that may make the rest fail. A pattern still searching after the watchdog's seconds is hung:
the child process doing the search ends there and a new one goes on from the next pattern.
"""

from __future__ import annotations

import argparse
import ast
import faulthandler
import importlib
import json
import pkgutil
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PIECES = [
    "1 ", "1  + ", "1 +  ", " +  1", "A. ", "A.  ", "Ab ", "Ab  ", "a ", "a  ", "1/", "1-", "1 / ", "x.", "[1] ",
    "  ", "no  ", "is  ", "Rs 1  +  ", "A ", "AB  ", "AB. ", "ab.", "Ab and  ", "1(1)", "1, ", "1 and ", "u/s 1 ",
    "ld. ", "sir  ", "x ", "1,1", "1.1", "A.B ", "a-b", "a.b", "ab ", "a, ", "a. ", "A, ", "1.", "01.01.2020 ", "a\n",
    "A\n", "- ", "aa", "आ ", "आआ", "a'", "Ab-", "क", "कि ", "किक", "ক", "কি", "க", "கு", "అ", "అం", "ಕ", "ಕು", "ക",
    "കു", "ક", "કુ", "ਕ", "ਕੁ", "ଓ", "କୁ", "क्", "a1", "1a", "a_", "A-", ".a", "a..", "a  b", "Ab.", "A.B.", "ab1 ",
    "a/b ", "a b", "A b", "aA", "Aa ", ".", "..", ". ", "-", "_", "—", "।", ",", ":", "/", "x. ", "*", "•", "'", "(",
    ")", "[", "=", "+", "a:", "a-",
]
ENDS = ["!", "\n", "=", "x", ".", "1"]


def collect() -> list[dict]:
    """(pattern, flags, where) of every pattern compiled at import and every literal passed to `re.*`."""
    seen: dict[tuple[str, int], str] = {}
    compile_ = re._compile  # type: ignore[attr-defined]

    def spy(pattern, flags):  # noqa: ANN001, ANN202 - re's own private signature
        if isinstance(pattern, str):
            frame = sys._getframe(1)
            while frame and frame.f_code.co_filename.endswith(("re/__init__.py", "enum.py")):
                frame = frame.f_back
            where = f"{frame.f_code.co_filename}:{frame.f_lineno}" if frame else "?"
            seen.setdefault((pattern, int(flags)), where)
        return compile_(pattern, flags)

    re._compile = spy  # type: ignore[attr-defined]
    try:
        import tareekh

        for module in pkgutil.walk_packages(tareekh.__path__, "tareekh."):
            if not module.name.startswith("tareekh.gui"):
                importlib.import_module(module.name)
    finally:
        re._compile = compile_  # type: ignore[attr-defined]
    for path in sorted((ROOT / "tareekh").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "re" and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                seen.setdefault((node.args[0].value, 0), f"{path}:{node.lineno}")
    root = str(ROOT) + "/"
    return [{"pattern": p, "flags": f, "where": w.replace(root, "")} for (p, f), w in seen.items()
            if w.startswith(root + "tareekh/")]


def pump(patterns: list[dict], start: int, progress: Path, watchdog: float, out: Path) -> None:
    """In a child process: search each pattern from `start` on in every pumped run; the slowest time per pattern
    is appended to `out`, the index being searched to `progress` (what the parent reads when the child hangs)."""
    with progress.open("a", encoding="utf-8") as prog, out.open("a", encoding="utf-8") as res:
        for i in range(start, len(patterns)):
            prog.write(f"{i}\n")
            prog.flush()
            d = patterns[i]
            try:
                rx = re.compile(d["pattern"], d["flags"])
            except re.error:
                continue
            worst, piece = 0.0, ""
            faulthandler.dump_traceback_later(watchdog, exit=True, file=sys.stderr)
            for p in PIECES:
                for end in ENDS:
                    text = p * (40 if len(p) == 1 else 16) + end
                    t0 = time.perf_counter()
                    rx.search(text)
                    dt = time.perf_counter() - t0
                    if dt > worst:
                        worst, piece = dt, p + "…" + end
            faulthandler.cancel_dump_traceback_later()
            res.write(json.dumps({"i": i, "s": round(worst, 4), "piece": piece}) + "\n")
            res.flush()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--watchdog", type=float, default=15.0, help="seconds after which a pattern is hung")
    ap.add_argument("--slow", type=float, default=0.25, help="seconds above which a pattern is listed as slow")
    ap.add_argument("--child", nargs=4, metavar=("PATTERNS", "START", "PROGRESS", "OUT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        patterns = json.loads(Path(args.child[0]).read_text(encoding="utf-8"))
        pump(patterns, int(args.child[1]), Path(args.child[2]), args.watchdog, Path(args.child[3]))
        return
    t0 = time.monotonic()
    sys.path.insert(0, str(ROOT))
    patterns = collect()
    hung: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="tareekh-regex-") as tmp:
        store, progress, out = Path(tmp, "patterns.json"), Path(tmp, "progress"), Path(tmp, "out.jsonl")
        store.write_text(json.dumps(patterns), encoding="utf-8")
        start = 0
        while start < len(patterns):
            done = subprocess.run([sys.executable, __file__, "--watchdog", str(args.watchdog), "--child", str(store),
                                   str(start), str(progress), str(out)], capture_output=True, text=True)
            if done.returncode == 0:
                break
            last = int(progress.read_text(encoding="utf-8").split()[-1])
            hung.append({"where": patterns[last]["where"], "pattern": patterns[last]["pattern"][:200]})
            start = last + 1
        timed = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    timed.sort(key=lambda r: -r["s"])
    slow = [{"where": patterns[r["i"]]["where"], "seconds": r["s"], "piece": r["piece"]}
            for r in timed if r["s"] >= args.slow]
    print(json.dumps({"bench": "regex_hangs", "patterns": len(patterns), "hung": hung, "slow": slow,
                      "slowest_s": timed[0]["s"] if timed else 0.0, "median_ms": round(
                          1000 * sorted(r["s"] for r in timed)[len(timed) // 2], 3) if timed else 0.0,
                      "watchdog_s": args.watchdog, "wall_s": round(time.monotonic() - t0, 1)}, ensure_ascii=False))


if __name__ == "__main__":
    main()
