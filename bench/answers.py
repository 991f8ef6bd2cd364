"""Answers benchmark: questions with known answers, asked offline, scored on the facts the answer states.

Question sets, each on a home built from that practice's uploads through Tareekh's own ingest (`bench/ingest.py
--text-only`, registry from world.json; ground truth is never loaded into the home):

- lucknow:   `<practice-lucknow>/uploads/questions.json` (25 questions, `key_facts`, `no_record`, `today`);
- hyderabad: `bench/questions/hyderabad.json` (written by hand for `tareekh-data`; see its `checked` notes);
- lucknow-heldout, hyderabad-heldout: `bench/questions/<set>.json`, held-out questions written without reading the
  answerer, to measure how far the figures of the two sets above generalise;
- <practice>-sealed, <practice>-sealedN: `bench/questions/<set>.json`, SEALED until asked once for a final
  measurement (bench/questions/README.md says which have been asked);
- a practice written for the bench, `bench/practices/<name>/` (the layout of practice-lucknow: data/world.json,
  data/cases/, uploads/manifest.json): its `questions.json` is the set `<name>`, its `questions-<suffix>.json` the
  set `<name>-<suffix>`; `--home-<name>` reuses a home built from its uploads. Each README there says whether it
  is sealed.

Each practice's home is built once and every set of that practice is asked on its own copy of it.

Each question's `key_facts` is a list of groups of lower-case alternatives; a group is stated when one of its
alternatives is in the answer text (lower-cased). Figures per set: key-fact recall (share of groups stated,
averaged over the questions with an answer), questions fully right, honesty on the no-record questions (the
answer's first sentence says there is no record, in the set's words or any of `NO_RECORD_SAID`; what it cites after that is the notes' contrary lines, e.g. the
petition refused when the question presumes its report came — `no_record_uncited` keeps the older, stricter count
that also wants no citation at all), the share of answers whose every `[n]` resolves to a stored record with its
source file (practice.db `entries` joined to `uploads`), and latency p50/p90 (ms, after one warm-up question).
The same questions are asked of the baseline (another checkout, e.g. today's main at /work/baseline) in a
subprocess on a copy of the same home, in the same run.

Prints ONE JSON line; `--save DIR` also writes every answer with its score and the records it cites
(answers-<set>.json).

    .venv/bin/python bench/answers.py [--sets lucknow,hyderabad,lucknow-heldout,hyderabad-heldout]
    (a sealed set, once, for a final check: --sets hyderabad-sealed13,<practice>)
        [--baseline /work/baseline] [--save DIR] [--keep-homes DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ingest import lawyers_day  # noqa: E402 - bench/ingest.py, beside this script: the day a set is asked on

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
QUESTIONS = REPO / "bench" / "questions"
PRACTICES = {"lucknow": SHARED / "practice-lucknow", "hyderabad": SHARED / "tareekh-data", "demo": REPO / "seed"}
# practices written for the bench (bench/practices/<name>/, the layout of practice-lucknow): each is a set of
# its own (questions.json) and its further sets are questions-<suffix>.json, asked as "<name>-<suffix>"
for _folder in sorted((REPO / "bench" / "practices").glob("*/data/world.json")):
    PRACTICES[_folder.parents[1].name] = _folder.parents[1]
SETS: dict[str, dict] = {"lucknow": {"practice": "lucknow", "questions": None}}
# every bench/questions/<practice>[-<suffix>].json is a set of that practice (README.md there says which are
# sealed: asked once, for the final measurement only, never for tuning)
for _file in sorted(QUESTIONS.glob("*.json")):
    _practice = _file.stem.split("-")[0]
    if _practice in PRACTICES:
        SETS[_file.stem] = {"practice": _practice, "questions": _file}
for _name, _folder in PRACTICES.items():
    if _folder.parent.name == "practices":
        for _file in sorted(_folder.glob("questions*.json")):
            _set = _name + _file.stem[len("questions"):]
            SETS[_set] = {"practice": _name, "questions": _file}


def load_questions(name: str, data: Path, path: Path | None) -> list[dict]:
    if path is None:
        path = data / "uploads" / "questions.json"
    items = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(items, dict):
        items = items.get("questions", [])
    return items


def build_home(data: Path, home: Path, python: str = sys.executable, repo: Path = REPO) -> dict:
    if data == PRACTICES["demo"]:
        return build_demo(home, python, repo)
    cmd = [python, str(repo / "bench" / "ingest.py"), "--text-only", "--data", str(data), "--home", str(home)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("{")]
    if not lines:
        raise SystemExit(f"building the home from {data} failed: {done.stderr.strip()[-800:]}")
    return json.loads(lines[-1])


def build_demo(home: Path, python: str = sys.executable, repo: Path = REPO) -> dict:
    """The demo practice, built the way a user builds it (`tareekh --home H demo`)."""
    t = time.perf_counter()
    done = subprocess.run([python, "-c", "import sys; from tareekh.cli import main; main(sys.argv[1:])", "--home",
                           str(home), "demo"], capture_output=True, text=True,
                          check=False, cwd=str(repo))
    if done.returncode != 0:
        raise SystemExit(f"building the demo home failed: {done.stderr.strip()[-800:]}")
    return {"ingest_wall_s": round(time.perf_counter() - t, 1)}


def ask_all(repo: Path, home: Path, questions: list[dict]) -> list[dict]:
    """Ask every question offline with the Tareekh checkout at `repo` (run in this process or a worker)."""
    sys.path.insert(0, str(repo))
    from tareekh.practice import Practice

    practice = Practice.open(home, create=False)
    out = []
    try:
        practice.settings.llm.base_url = None  # offline, whatever the home's settings say
        practice.ask("warm up", today=questions[0].get("today") if questions else None)
        for q in questions:
            t = time.perf_counter()
            try:
                ans = practice.ask(q["q"], today=q.get("today"))
                ms = (time.perf_counter() - t) * 1000
                out.append({"id": q["id"], "answer": ans.answer, "ms": round(ms, 1),
                            "citations": [{"n": c.n, "entry_id": c.entry_id, "source_file": c.source_file,
                                           "case_id": c.case_id, "date": c.hearing_date} for c in ans.citations],
                            "dropped": ans.dropped_citations, "notes": ans.notes})
            except Exception as exc:  # noqa: BLE001 - a failure is a wrong answer, not a crashed benchmark
                out.append({"id": q["id"], "answer": "", "ms": (time.perf_counter() - t) * 1000, "citations": [],
                            "dropped": 0, "notes": [f"error: {type(exc).__name__}: {exc}"]})
    finally:
        practice.close()
    return out


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_NUMERIC_DATE = re.compile(r"(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})")
_ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_ORDINAL_DATE = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+day)?(?:\s+of)?\s+([a-z]{3})[a-z]*,?\s+(\d{4})")


def _in_prose(alt: str) -> str | None:
    """A date key as the answers write a date in prose ('3 mar 2026'), whatever form the question's writer gave it
    in: '03.03.2026', '03/03/26', '2026-03-03', '3rd day of March 2026'. A key that is not a whole date is None."""
    alt = alt.strip().lower()
    day = month = year = None
    if m := _NUMERIC_DATE.fullmatch(alt):
        day, month, year = int(m.group(1)), int(m.group(2)), m.group(3)
    elif m := _ISO_DATE.fullmatch(alt):
        day, month, year = int(m.group(3)), int(m.group(2)), m.group(1)
    elif (m := _ORDINAL_DATE.fullmatch(alt)) and m.group(2) in _MONTHS:
        day, month, year = int(m.group(1)), _MONTHS.index(m.group(2)) + 1, m.group(3)
    if day is None or month is None or year is None or not 1 <= month <= 12 or not 1 <= day <= 31:
        return None
    if len(year) == 2:
        year = "20" + year
    return f"{day} {_MONTHS[month - 1]} {year}"


# the plain ways an answer says the notes hold nothing on it: a question writer lists some of them as the no-record
# question's key fact, and any of them says it ("Not on record: …" is "no record")
NO_RECORD_SAID = ["no record", "not on record", "nothing in your notes", "not in your notes", "no such case"]


def first_sentence(text: str) -> str:
    """The answer's first sentence: up to the first full stop followed by a space or a line's end, or the first line."""
    line = text.strip().split("\n", 1)[0]
    m = re.search(r"[.!?](?=\s|$)", line)
    return line[:m.end()] if m else line


CITATION_MARK = re.compile(r"\[\d+(?:\s*[,–-]\s*\d+)*\]")


# a bare verdict word is stated only as a word of its own: as a substring "no" is in "not", "note" and "now", and
# "nahi" in any quoted Hinglish line, so a group holding one was stated by almost any answer
POLARITY = frozenset({"yes", "no", "haan", "han", "ha", "nahi", "nahin", "na", "illa", "ledu", "ledhu", "illai", "hoy",
                      "hain", "ho", "ji"})


def stated(group: list[str], text: str) -> bool:
    """A fact group is stated when one of its alternatives is in the answer; a date is stated in either of the
    forms the product shows dates in (DD.MM.YYYY, or '3 Mar 2026' in prose), whichever form the key was written in. The answer's citation markers
    ('[3]', '[1, 2]') are not its words: a count of three is not stated by a citation numbered 3."""
    text = CITATION_MARK.sub(" ", text)
    low = " ".join(text.lower().replace("’", "'").split())
    for alt in group:
        if re.fullmatch(r"\d{1,2}", alt):
            # a count is stated by the number standing alone, not by a digit of a date, a sum or a khatian number
            # ('7' is not in '17 Jun', '87/1', 'Rs 7,000' or '07.03.2031')
            if re.search(rf"(?<![\d.,/:-]){alt}(?![\d]|[.,/:-]\d)", low):
                return True
            continue
        if alt.lower() in POLARITY:
            if re.search(rf"(?<!\w){re.escape(alt.lower())}(?!\w)", low):
                return True
            continue
        if alt.lower() in low:
            return True
        prose = _in_prose(alt)
        if prose is not None and re.search(rf"(?<!\d){re.escape(prose)}\b", low):
            return True
    return False


def valid_citations(home: Path, answer: dict) -> bool:
    """Every [n] of the answer resolves to a stored, filed record that has its source file."""
    if answer.get("dropped"):
        return False
    conn = sqlite3.connect(home / "practice.db")
    try:
        for c in answer["citations"]:
            if not c.get("entry_id"):
                return False
            row = conn.execute(
                "SELECT u.display_name FROM entries e JOIN uploads u ON u.id = e.upload_id WHERE e.id = ? "
                "AND e.status = 'retained'", (int(c["entry_id"]),)).fetchone()
            if row is None or not row[0]:
                return False
    finally:
        conn.close()
    return True


def score(questions: list[dict], answers: list[dict], home: Path) -> dict:
    by_id = {a["id"]: a for a in answers}
    recalls, full, honest, honest_n, valid, times = [], 0, 0, 0, 0, []
    uncited = 0
    per_kind: dict[str, list[float]] = {}
    rows = []
    for q in questions:
        a = by_id.get(q["id"], {"answer": "", "citations": [], "ms": 0})
        groups = q.get("key_facts") or []
        got = [stated(g, a["answer"]) for g in groups]
        recall = sum(got) / len(got) if got else 1.0
        ok_cites = valid_citations(home, a)
        valid += ok_cites
        times.append(a.get("ms", 0))
        said_none = None
        if q.get("no_record"):
            honest_n += 1
            first = first_sentence(a["answer"])
            said_none = all(stated(g + NO_RECORD_SAID, first) for g in groups)
            honest += said_none
            uncited += all(got) and not a["citations"]
        else:
            recalls.append(recall)
            full += all(got)
            per_kind.setdefault(q.get("type", "open"), []).append(recall)
        rows.append({"id": q["id"], "type": q.get("type"), "q": q["q"], "recall": round(recall, 3),
                     "missing": [g[:3] for g, ok in zip(groups, got) if not ok], "citations_valid": ok_cites,
                     "ms": a.get("ms"), "answer": a["answer"], "notes": a.get("notes", []),
                     "cited": [[c.get("case_id"), c.get("date"), c.get("source_file")] for c in a["citations"]],
                     **({"honest": said_none} if said_none is not None else {})})
    times.sort()
    return {
        "questions": len(questions),
        "key_fact_recall": round(statistics.mean(recalls), 3) if recalls else None,
        "fully_right": round(full / max(1, len(recalls)), 3),
        "no_record_honest": f"{honest}/{honest_n}",
        "no_record_uncited": f"{uncited}/{honest_n}",
        "citations_all_valid": round(valid / max(1, len(questions)), 3),
        "latency_ms_p50": round(statistics.median(times), 1) if times else None,
        "latency_ms_p90": round(times[int(0.9 * (len(times) - 1))], 1) if times else None,
        "by_type": {k: round(statistics.mean(v), 3) for k, v in sorted(per_kind.items())},
    }, rows


def run_baseline(baseline: Path, home: Path, questions: list[dict], scratch: Path) -> list[dict] | str:
    """The baseline checkout answers the same questions on a copy of the same home, in its own process."""
    python = baseline / ".venv" / "bin" / "python"
    if not python.exists():
        return f"no virtualenv at {python}"
    copy = scratch / f"baseline-{home.name}"
    shutil.copytree(home, copy)
    qfile = scratch / f"q-{home.name}.json"
    qfile.write_text(json.dumps(questions, ensure_ascii=False), encoding="utf-8")
    out = scratch / f"a-{home.name}.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAREEKH_")}
    done = subprocess.run([str(python), str(Path(__file__).resolve()), "--worker", "--repo", str(baseline),
                           "--home", str(copy), "--questions", str(qfile), "--out", str(out)],
                          capture_output=True, text=True, check=False, env=env, cwd=str(baseline))
    if not out.exists():
        return f"baseline failed: {done.stderr.strip()[-400:]}"
    return json.loads(out.read_text(encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sets", default="lucknow,hyderabad",
                    help=f"which question sets (comma-separated, of: {', '.join(SETS)})")
    ap.add_argument("--hyderabad-questions", type=Path, default=SETS["hyderabad"]["questions"])
    for practice, folder in PRACTICES.items():
        ap.add_argument(f"--{practice}", type=Path, default=folder,
                        help=argparse.SUPPRESS if practice == "demo" else f"the {practice} practice folder")
        ap.add_argument(f"--home-{practice}", type=Path,
                        help=f"reuse a home built from the {practice} uploads" if practice != "demo"
                        else "reuse a home built by `tareekh demo`")
    ap.add_argument("--keep-homes", type=Path, help="also copy each home built here to DIR/<practice> for reuse")
    ap.add_argument("--baseline", type=Path, help="another checkout to answer the same questions (e.g. /work/baseline)")
    ap.add_argument("--save", type=Path, help="write every answer with its score here")
    ap.add_argument("--only", help="comma-separated question ids (for debugging)")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--repo", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--home", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--questions", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)

    if a.worker:
        qs = json.loads(a.questions.read_text(encoding="utf-8"))
        a.out.write_text(json.dumps(ask_all(a.repo, a.home, qs), ensure_ascii=False), encoding="utf-8")
        return 0

    scratch = Path(tempfile.mkdtemp(prefix="tareekh-bench-answers-"))
    result: dict = {"bench": "answers", "mode": "offline", "sets": {}}
    names = [n.strip() for n in a.sets.split(",") if n.strip()]
    unknown = [n for n in names if n not in SETS]
    if unknown:
        ap.error(f"unknown question set(s) {', '.join(unknown)}; known: {', '.join(SETS)}")
    built: dict[str, tuple[Path, dict | None]] = {}
    try:
        for name in names:
            practice = SETS[name]["practice"]
            data = getattr(a, practice)
            qpath = a.hyderabad_questions if name == "hyderabad" else SETS[name]["questions"]
            questions = load_questions(name, data, qpath)
            if a.only:
                wanted = set(a.only.split(","))
                questions = [q for q in questions if q["id"] in wanted]
            day = lawyers_day(questions)
            if day:
                os.environ["TAREEKH_TODAY"] = day  # tareekh.clock.ENV: the bench's world has its own today
            else:
                os.environ.pop("TAREEKH_TODAY", None)
            if practice not in built:  # one home per practice, however many of its sets are asked
                given = getattr(a, f"home_{practice}")
                source = scratch / f"built-{practice}"
                if given is not None:
                    shutil.copytree(given, source)  # the given home is left as it was
                    built[practice] = (source, None)
                else:
                    built[practice] = (source, build_home(data, source))
                    if a.keep_homes is not None:
                        shutil.copytree(source, a.keep_homes / practice, dirs_exist_ok=True)
            source, build = built[practice]
            home = scratch / name
            shutil.copytree(source, home)  # asking writes chats: each set asks on its own copy
            answers = ask_all(REPO, home, questions)
            figures, rows = score(questions, answers, home)
            entry = {**figures}
            if build is not None:
                entry["ingest"] = {k: build[k] for k in ("uploads", "entries", "review_share", "ingest_wall_s")
                                   if k in build}
            if a.baseline is not None:
                base = run_baseline(a.baseline, home, questions, scratch)
                if isinstance(base, str):
                    entry["baseline"] = {"error": base}
                else:
                    base_figures, base_rows = score(questions, base, home)
                    entry["baseline"] = base_figures
                    for row, brow in zip(rows, base_rows):
                        row["baseline_recall"], row["baseline_answer"] = brow["recall"], brow["answer"]
            result["sets"][name] = entry
            if a.save is not None:
                a.save.mkdir(parents=True, exist_ok=True)
                (a.save / f"answers-{name}.json").write_text(json.dumps(rows, ensure_ascii=False, indent=1),
                                                            encoding="utf-8")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    result["load_average_1m"] = round(os.getloadavg()[0], 1)
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
