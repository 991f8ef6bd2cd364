"""Write the Pune practice (data/world.json, data/cases/*.json, uploads/manifest.json, the .txt notes and chat
exports) from tools/*_data.py, and check it: hearing ids, next dates chaining, court working days."""

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

# Maharashtra subordinate courts: Sundays, 2nd and 4th Saturdays and the gazetted holidays are off; the civil
# courts' summer and Diwali vacations (criminal courts and vacation courts sit).
CALENDAR = {"vacations": [["2026-05-04", "2026-06-05", "summer vacation (civil courts)"],
                          ["2026-11-05", "2026-11-14", "Diwali vacation (civil courts)"]],
            "holidays": ["2025-12-25", "2026-01-26", "2026-02-19", "2026-03-04", "2026-04-14", "2026-05-01",
                         "2026-08-15", "2026-09-14", "2026-10-02", "2026-11-09", "2026-11-10", "2026-11-11"],
            "saturdays_off": "2nd and 4th"}
CIVIL = {"C01", "C02", "C05", "C06"}


def write(path: Path, obj) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def working_day(iso: str, case_id: str) -> bool:
    x = dt.date.fromisoformat(iso)
    if x.weekday() == 6 or iso in CALENDAR["holidays"]:
        return False
    if x.weekday() == 5 and (x.day - 1) // 7 in (1, 3):  # 2nd and 4th Saturday
        return False
    if case_id in CIVIL and any(a <= iso <= b for a, b, _ in CALENDAR["vacations"]):
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
    assert len(files) == len(set(files)), "duplicate file"
    for u in U:
        assert set(u["hearing_ids"]) <= set(ids), u["files"]
        assert u["date"] and dt.date.fromisoformat(u["date"]), u["files"]
        for hid in u["hearing_ids"]:
            assert hid.split("-")[0] in u["case_ids"], (u["files"], hid)
            hdate = next(h[1] for h in H if h[0] == hid)
            assert hdate <= u["date"], (u["files"], hid, "upload before the hearing it reports")
    for c in cases:
        hs = [h for h in H if h[0].startswith(c["id"] + "-")]
        assert [h[0] for h in hs] == [f"{c['id']}-H{i:02d}" for i in range(1, len(hs) + 1)], c["id"]
        for a, b in zip(hs, hs[1:]):
            assert a[4] == b[1], (a[0], a[4], b[1])
            assert a[1] < b[1], (a[0], b[0])
        assert hs[-1][4] == c["next_date"], c["id"]
        for h in hs:
            assert working_day(h[1], c["id"]), f"{h[0]} {h[1]} is not a working day of that court"
            assert h[0] in by_hearing, f"{h[0]} reported by no upload"
        if c["next_date"]:
            assert working_day(c["next_date"], c["id"]) and c["next_date"] > "2026-12-02", c["id"]
    print(f"{len(cases)} cases, {len(H)} hearings, {len(U)} uploads")


if __name__ == "__main__":
    main()
