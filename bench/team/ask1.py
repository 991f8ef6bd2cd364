import sys, shutil, tempfile, json
sys.path.insert(0, ".")
from tareekh.practice import Practice
home, qfile, ids = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
tmp = tempfile.mkdtemp(); shutil.copytree(home, tmp + "/h")
qs = json.load(open(qfile)); qs = qs["questions"] if isinstance(qs, dict) else qs
p = Practice.open(tmp + "/h")
p.settings.llm.base_url = None
p.ask("warm up", today=qs[0].get("today"))
last = max(i for i, q in enumerate(qs) if q["id"] in ids)
for q in qs[:last + 1]:
    a = p.ask(q["q"], today=q.get("today"))
    if q["id"] in ids:
        print("==", q["id"], a.answer)
