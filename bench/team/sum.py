import json, glob, os, sys, statistics
def load(d):
    out = {}
    for f in glob.glob(f"{d}/answers-*.json"):
        s = os.path.basename(f)[8:-5]
        rows = json.load(open(f))
        rec = [r["recall"] for r in rows if r["type"] != "no_record"]
        nr = [r for r in rows if r["type"] == "no_record"]
        out[s] = (round(statistics.mean(rec), 3), sum(r["recall"] == 1 for r in nr), len(nr), all(r["citations_valid"] for r in rows), {r["id"]: r["recall"] for r in rows})
    return out
new = {}
for d in sys.argv[1].split(","): new.update(load(d))
old = load(sys.argv[2])
up = down = 0; common = []
for s in sorted(new, key=lambda s: new[s][0]):
    r, h, n, c, per = new[s]
    o = old.get(s)
    line = f"{s:24s} {r:.3f} {h}/{n} cit={c}"
    if o:
        common.append((o[0], r)); line += f"  start {o[0]:.3f} {o[1]}/{o[2]}"
        for q, v in per.items():
            ov = o[4].get(q)
            if ov is None: continue
            if v < ov - 1e-9: down += 1; line += f" DOWN {q} {ov}->{v}"
            elif v > ov + 1e-9: up += 1
    print(line)
print("sets", len(new), "common", len(common), "mean start", round(statistics.mean(a for a, b in common), 3), "now", round(statistics.mean(b for a, b in common), 3), "q up", up, "q down", down)
print("min", min(new.items(), key=lambda kv: kv[1][0])[0], "below .95:", sum(1 for v in new.values() if v[0] < .95))
