import sys, shutil, tempfile, json, os
sys.path.insert(0, ".")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from ingest import lawyers_day  # bench/ingest.py: the day the bench asks a set on (TAREEKH_TODAY), as answers.py does
home, qfile, ids = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
qs = json.load(open(qfile)); qs = qs["questions"] if isinstance(qs, dict) else qs
if lawyers_day(qs):
    os.environ["TAREEKH_TODAY"] = lawyers_day(qs)
from tareekh.practice import Practice
tmp = tempfile.mkdtemp(); shutil.copytree(home, tmp + "/h")
p = Practice.open(tmp + "/h")
p.settings.llm.base_url = None
p.ask("warm up", today=qs[0].get("today"))
last = max(i for i, q in enumerate(qs) if q["id"] in ids)
for q in qs[:last + 1]:
    a = p.ask(q["q"], today=q.get("today"))
    if q["id"] in ids:
        print("==", q["id"], a.answer)
