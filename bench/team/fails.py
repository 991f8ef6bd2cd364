"""fails.py DIR [DIR...]: every answer with recall < 1 or a dishonest no-record, with what it missed."""
import json, sys, glob, os
for d in sys.argv[1:]:
    for f in sorted(glob.glob(os.path.join(d, "answers-*.json"))):
        s = os.path.basename(f)[8:-5]
        for r in json.load(open(f)):
            bad = r["recall"] is not None and r["recall"] < 1
            nr = r.get("honest") is False or (r["type"] == "no_record" and r["recall"] is not None and r["recall"] < 1)
            if bad or nr or not r["citations_valid"]:
                print(f"=== {s} {r['id']} [{r['type']}] recall={r['recall']} missing={r['missing']}")
                print("Q:", r["q"])
                print("A:", r["answer"][:1500])
                print()
