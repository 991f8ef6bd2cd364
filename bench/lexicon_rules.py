"""The lexicon pass's rules measured on text, not on pages: where their bars come from.

Prints ONE JSON line:

- `context`: the context model for misreadings that are themselves words (`Lexicon.context_gains`), on the
  source texts of every note of the data sets (`--data`, English and Hinglish). Each lower-case English word
  with a neighbour in its own phrase is weighed as written (a change is a right word broken) and with a
  confusable English word (one close letter) put in its place (a change back is a misreading restored). For
  each bar (`gain`) and for winners of one confusable letter or of one plain edit (`max_cost`): words broken,
  misreadings restored, and wrong changes (a misreading changed to a third word).
- `long_names`: capitalised words inside a line that are not English (names: the data sets' registries and a
  list of common Indian names written here), and how many of them of at least N letters are one confusable
  letter from a common English word, which the pass would then correct (`LONG_WORD`).

    .venv/bin/python bench/lexicon_rules.py [--data DIR ...]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SHARED = Path(__file__).resolve().parents[2] / "shared"
DEFAULT_DATA = [SHARED / "tareekh-data", SHARED / "practice-lucknow"]
_TOKEN = re.compile(r"^[\"'(\[]*([A-Za-z]+)([.,;:!?\"')\]]*)$")

# Common Indian surnames and first names, North and South, Hindu, Muslim, Christian and Sikh: names a diary
# will hold that no data set here has.
NAMES = """Aggarwal Agarwal Ahmed Ahuja Anand Arora Ashok Banerjee Bhardwaj Bhatia Bhatt Chakraborty Chandra
Chatterjee Chaudhary Chauhan Chopra Dasgupta Deshmukh Deshpande Dhillon Dubey Dwivedi Gandhi Ganguly Ghosh Gill
Goswami Gupta Iyengar Iyer Jadhav Jain Joshi Kapoor Kashyap Khan Khanna Kohli Krishnan Kulkarni Kumar Mahajan
Malhotra Malik Mehra Mehta Menon Mishra Mukherjee Nair Naidu Narayan Pandey Pandit Patel Patil Pillai Prasad
Raghavan Rajput Ramachandran Rathore Reddy Saxena Sehgal Sengupta Sethi Shah Sharma Shetty Shukla Singh Sinha
Srivastava Subramanian Tiwari Trivedi Venkatesh Verma Yadav Abhishek Aditya Ajay Akash Amit Anil Anjali Ankit
Anupam Arjun Arvind Bhavana Chitra Deepak Devendra Dinesh Ganesh Gaurav Geeta Harish Hemant Jagdish Jayant Kamala
Kavitha Kiran Kishore Lakshmi Madhavi Mahesh Manoj Meenakshi Mukesh Nandini Naresh Neelam Nikhil Pankaj Pooja
Pradeep Prakash Pramod Priya Rajendra Rajesh Rakesh Ramesh Ravindra Rekha Sanjay Santosh Saroja Satish Savitri
Shankar Shanti Shobha Shyam Srinivas Subhash Sudha Suman Sunil Suresh Sushila Swati Umesh Usha Vandana Vasanthi
Vijay Vikram Vinod Vishal Yashoda Yogesh Padmavathi Venkateswarlu Subbarao Narasimha Ramaiah Anjaneyulu
Suryanarayana Parvathi Sarojini Ibrahim Farooq Rahman Hussain Siddiqui Ansari Shaikh Pathan Mirza Begum Fatima
Zainab Irfan Javed Salim Yusuf Fernandes Dsouza Pereira Rodrigues Almeida Thomas Mathew Varghese Kurian Joseph
Abraham Chacko Philip George Gurpreet Harpreet Manpreet Jaspreet Kuldeep Sukhwinder Baljit Paramjit Harjeet
Tejinder Kothari Bhandari Chaturvedi Upadhyay Awasthi Bajpai Tripathi Pathak Ojha Dixit Shrivastava Nigam Rastogi
Agnihotri""".split()


def _slots(texts: list[str], lexicon) -> list[tuple[str, str, str]]:
    """(left, word, right) of every lower-case English word with a neighbour in its own phrase."""
    words = lexicon.english.words
    out = []
    for text in texts:
        for line in text.splitlines():
            toks = line.split()
            for i, tok in enumerate(toks):
                m = _TOKEN.match(tok)
                if not m or not m.group(1).islower() or len(m.group(1)) < 2:
                    continue
                w = m.group(1)
                if w not in words or w in lexicon.own:
                    continue
                left = right = ""
                if i > 0:
                    lm = _TOKEN.match(toks[i - 1])
                    if not lm:
                        continue  # beside a number: repair's
                    if not lm.group(2) and tok[0].isalpha():
                        left = lm.group(1).lower()
                if i + 1 < len(toks):
                    rm = _TOKEN.match(toks[i + 1])
                    if not rm:
                        continue
                    if not m.group(2) and toks[i + 1][0].isalpha():
                        right = rm.group(1).lower()
                if left in words or right in words:
                    out.append((left, w, right))
    return out


def _decide(gains: list, bar: float, max_cost: float, margin: float) -> str | None:
    if not gains:
        return None
    best, term, cost = gains[0]
    if cost > max_cost or best < bar or (len(gains) > 1 and best - gains[1][0] < margin):
        return None
    return term


def context(texts: list[str]) -> dict:
    from symspellpy import Verbosity

    from tareekh.ingest.lexicon import MARGIN, MIN_COUNT, Lexicon, weighted_distance

    lexicon = Lexicon()
    slots = _slots(texts, lexicon)
    rng = random.Random(1)
    kept = [lexicon.context_gains(w, left, right)[:2] for left, w, right in slots]
    swapped = []
    for left, w, right in slots:
        close = [s.term for s in lexicon.english.lookup(w, Verbosity.ALL, 1)
                 if s.term != w and s.count >= MIN_COUNT and weighted_distance(w, s.term) <= 0.5]
        if close:
            swapped.append((w, lexicon.context_gains(rng.choice(close), left, right)[:2]))
    rows = []
    for max_cost in (0.5, 1.0):
        for bar in (1.0, 1.5, 2.0, 2.5, 3.0):
            broken = sum(1 for g in kept if _decide(g, bar, max_cost, MARGIN))
            back = [(w, _decide(g, bar, max_cost, MARGIN)) for w, g in swapped]
            rows.append({"max_cost": max_cost, "gain": bar, "right_words_broken": broken,
                         "broken_share": round(broken / len(slots), 5) if slots else None,
                         "misreadings_restored": sum(1 for w, c in back if c == w),
                         "wrong_changes": sum(1 for w, c in back if c and c != w)})
    return {"words": len(slots), "misreadings": len(swapped), "bars": rows}


def long_names(worlds: list[dict]) -> dict:
    from symspellpy import Verbosity

    from tareekh.ingest.lexicon import MIN_COUNT, REAL_WORD_MAX_COST, Lexicon, weighted_distance

    lexicon = Lexicon()
    names = set(NAMES)
    for world in worlds:
        names |= set(re.findall(r"\b[A-Z][a-z]{2,}\b", json.dumps(world)))
    names = {n for n in names if n.lower() not in lexicon.english.words}
    by_length = {}
    for n_letters in range(5, 10):
        hits = []
        for name in sorted(names):
            if len(name) < n_letters:
                continue
            low = name.lower()
            for s in lexicon.english.lookup(low, Verbosity.ALL, 1):
                if s.count >= MIN_COUNT and weighted_distance(low, s.term) <= REAL_WORD_MAX_COST:
                    hits.append(f"{name}/{s.term}")
                    break
        by_length[n_letters] = {"names": sum(1 for n in names if len(n) >= n_letters), "near_english": len(hits),
                                "examples": hits[:8]}
    return {"names": len(names), "at_least_letters": by_length}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, nargs="*", default=DEFAULT_DATA)
    a = ap.parse_args(argv)
    texts, worlds = [], []
    for folder in a.data:
        for item in json.loads((folder / "uploads" / "manifest.json").read_text(encoding="utf-8")):
            if item.get("source_text"):
                texts.append(item["source_text"])
        world = folder / "data" / "world.json"
        if world.exists():
            worlds.append(json.loads(world.read_text(encoding="utf-8")))
    print(json.dumps({"bench": "lexicon_rules", "data": [str(d) for d in a.data], "context": context(texts),
                      "long_names": long_names(worlds)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
