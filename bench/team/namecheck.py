"""namecheck.py REPO BASE [HEAD]: capitalised words added in tests/ and tareekh/ between BASE and HEAD (git diff)
that a data set's world.json uses in its people's or cases' names — candidates for a name copied from a data set into
a test or the product. Prints each word, the data sets that hold it, and the added lines that write it. Judge by eye:
place names and ordinary words are fine; a person's name from a data set in a new test is renamed."""
import json, os, re, subprocess, sys
from collections import defaultdict

repo, base = sys.argv[1], sys.argv[2]
head = sys.argv[3] if len(sys.argv) > 3 else "HEAD"
roots = [os.path.join(repo, "bench/practices"), "/work/shared/tareekh-data", "/work/shared/practice-lucknow",
         os.path.join(repo, "seed")]
names = defaultdict(set)
for root in roots:
    for dirpath, _dirs, files in os.walk(root):
        if "world.json" not in files:
            continue
        where = os.path.basename(os.path.dirname(dirpath)) if dirpath.endswith("data") else os.path.basename(dirpath)
        w = json.load(open(os.path.join(dirpath, "world.json")))
        text = []
        for key in ("judges", "opposing_counsel", "counsel", "clients"):
            for p in w.get(key, []) or []:
                text.append(str(p.get("name", "")))
        for c in w.get("cases", []):
            text += [str(c.get("title", "")), str(c.get("short_name", ""))]
        adv = w.get("advocate")
        if isinstance(adv, dict):
            text.append(str(adv.get("name", "")))
        for t in text:
            for word in re.findall(r"\b[A-Z][a-z]{3,}\b", t):
                names[word].add(where)
diff = subprocess.run(["git", "-C", repo, "diff", f"{base}..{head}", "--", "tests", "tareekh"],
                      capture_output=True, text=True).stdout
lines = defaultdict(list)
for line in diff.splitlines():
    if line.startswith("+") and not line.startswith("+++"):
        for word in set(re.findall(r"\b[A-Z][a-z]{3,}\b", line)):
            if word in names:
                lines[word].append(line[1:].strip()[:140])
for word in sorted(lines):
    print(word, sorted(names[word])[:6], "|", lines[word][:2])
