"""Write the Dharwad practice (data/world.json, data/cases/*.json, uploads/manifest.json, the .txt notes and chats)
from tools/*_data.py, and check it: hearing ids exist and are reported, next dates chain, the last equals the case's
next date, every hearing falls on a court working day (Mon-Sat, not the 2nd or 4th Saturday, not a holiday, not in
the vacation of that court)."""

import datetime as dt
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from hearings_data import H  # noqa: E402
from uploads_data import U  # noqa: E402
from world_data import ADVOCATE, CASES, CLIENTS, COUNSEL, JUDGES  # noqa: E402

CALENDAR = {
    "vacations": [["2025-12-22", "2026-01-02", "High Court winter vacation"],
                  ["2026-04-20", "2026-05-23", "High Court summer vacation"],
                  ["2026-05-04", "2026-05-30", "civil courts' summer vacation (criminal courts sit)"],
                  ["2026-10-12", "2026-10-24", "High Court Dasara vacation"]],
    "holidays": ["2025-12-25", "2026-01-15", "2026-01-26", "2026-03-19", "2026-03-20", "2026-04-03", "2026-04-14",
                 "2026-05-01", "2026-05-27", "2026-06-26", "2026-08-15", "2026-08-26", "2026-09-14", "2026-10-02",
                 "2026-10-20", "2026-11-10", "2026-11-27"],
    "note": "Second and fourth Saturdays are holidays; the High Court does not sit on Saturdays.",
}


def write(path: Path, obj) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def working_day(date: str, level: str, kind: str) -> bool:
    d = dt.date.fromisoformat(date)
    if d.weekday() == 6 or date in CALENDAR["holidays"]:
        return False
    if d.weekday() == 5 and (level == "High Court" or (d.day - 1) // 7 in (1, 3)):
        return False
    for start, end, what in CALENDAR["vacations"]:
        if start <= date <= end:
            if what.startswith("High Court") and level == "High Court":
                return False
            if what.startswith("civil courts") and kind in ("civil_suit", "execution"):
                return False
    return True


def main() -> None:
    cases = []
    for c in CASES:
        c = dict(c)
        c["meera_represents"] = c["represents"]  # the key name the other practices' importer expects
        c["final_listed_for"] = c["listed_for_next"]
        cases.append(c)
    write(ROOT / "data" / "world.json", {"advocate": ADVOCATE, "judges": JUDGES, "opposing_counsel": COUNSEL,
                                         "clients": CLIENTS, "cases": cases, "calendar": CALENDAR})
    by_hearing: dict[str, list[dict]] = {}
    for u in U:
        for hid in u["hearing_ids"]:
            by_hearing.setdefault(hid, []).append(u)
    for c in cases:
        hs = []
        for n, (hid, date, listed, outcome, nxt, adj_by, adj_reason, costs) in enumerate(
                [h for h in H if h[0].startswith(c["id"] + "-")], start=1):
            ups = by_hearing.get(hid, [])
            note = next((u for u in ups if u["type"] not in ("certified_order_sheet_scan", "whatsapp_export")), None)
            order = next((u for u in ups if u["type"] == "certified_order_sheet_scan"), None)
            hs.append({"hearing_id": hid, "hearing_no": n, "date": date, "listed_for": listed, "outcome": outcome,
                       "next_date": nxt, "order_sheet": order["source_text"] if order else None,
                       "note": note["source_text"] if note else None,
                       "note_author": note["author"] if note else None, "action_items": [],
                       "client_interaction": None, "adjournment_sought_by": adj_by,
                       "adjournment_reason": adj_reason, "costs_imposed": costs, "note_vs_order_conflict": None})
        write(ROOT / "data" / "cases" / f"{c['id']}.json", {**c, "hearings": hs})
    write(ROOT / "uploads" / "manifest.json", U)
    for u in U:
        f = u["files"][0]
        if f.endswith(".txt"):
            p = ROOT / "uploads" / f
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(u["source_text"] + "\n", encoding="utf-8")
    # checks
    ids = [h[0] for h in H]
    assert len(ids) == len(set(ids)), "duplicate hearing id"
    files = [u["files"][0] for u in U]
    assert len(files) == len(set(files)), "duplicate file name"
    case_ids = {c["id"] for c in cases}
    for u in U:
        assert set(u["hearing_ids"]) <= set(ids), u["files"]
        assert set(u["case_ids"]) <= case_ids, u["files"]
        for hid in u["hearing_ids"]:
            assert hid.split("-")[0] in u["case_ids"], (u["files"], hid)
        assert u["files"][0].startswith("backlog/" + u["date"][:7]) or u["type"].startswith("document"), u["files"]
    for c in cases:
        hs = [h for h in H if h[0].startswith(c["id"] + "-")]
        assert [h[0] for h in hs] == [f"{c['id']}-H{i:02d}" for i in range(1, len(hs) + 1)], c["id"]
        for a, b in zip(hs, hs[1:]):
            assert a[4] == b[1], (a[0], a[4], b[1])
            assert a[1] < b[1], (a[0], b[0])
        assert hs[-1][4] == c["next_date"], c["id"]
        if c["next_date"]:
            assert working_day(c["next_date"], c["court_level"], c["kind"]), (c["id"], c["next_date"])
            assert c["next_date"] > "2026-12-02", c["id"]
        for h in hs:
            assert working_day(h[1], c["court_level"], c["kind"]), (h[0], h[1])
            assert h[0] in by_hearing, f"{h[0]} reported by no upload"
            assert h[1] <= "2026-12-02", h[0]
    for u in U:  # an upload that reports a hearing is not dated before it
        for hid in u["hearing_ids"]:
            hd = next(h[1] for h in H if h[0] == hid)
            assert u["date"] >= hd, (u["files"], hid)
    print(f"{len(cases)} cases, {len(H)} hearings, {len(U)} uploads")


if __name__ == "__main__":
    main()
