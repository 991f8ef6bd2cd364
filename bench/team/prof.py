"""prof.py REPO HOME QUESTIONS.json [IDS]: time each question (3 runs, median) and cProfile the slowest."""
import sys, json, time, statistics, cProfile, pstats, shutil, tempfile, os
from pathlib import Path
repo, home, qf = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
ids = set(sys.argv[4].split(",")) if len(sys.argv) > 4 else None
sys.path.insert(0, str(repo)); sys.path.insert(0, str(repo / "bench"))
qs = json.load(open(qf)); qs = qs["questions"] if isinstance(qs, dict) else qs
if ids: qs = [q for q in qs if q["id"] in ids]
from ingest import lawyers_day
d = lawyers_day(qs)
if d: os.environ["TAREEKH_TODAY"] = d
tmp = Path(tempfile.mkdtemp()) / "h"; shutil.copytree(home, tmp)
from tareekh.practice import Practice
p = Practice.open(tmp, create=False); p.settings.llm.base_url = None
p.ask("warm up", today=qs[0].get("today"))
res = []
for q in qs:
    ts = []
    for _ in range(3):
        t = time.perf_counter(); p.ask(q["q"], today=q.get("today")); ts.append((time.perf_counter() - t) * 1000)
    res.append((statistics.median(ts), q["id"], q["q"][:60]))
res.sort()
print("p50", round(statistics.median(r[0] for r in res), 1))
for r in res[-6:]: print(round(r[0], 1), r[1], r[2])
slow = [q for q in qs if q["id"] == res[-1][1]][0]
pr = cProfile.Profile(); pr.enable(); p.ask(slow["q"], today=slow.get("today")); pr.disable()
pstats.Stats(pr).sort_stats("cumulative").print_stats(35)
