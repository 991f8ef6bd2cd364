"""Write the Visakhapatnam practice (data/world.json, data/cases/*.json, uploads/manifest.json, the .txt files) from tools/*_data.py."""

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

CALENDAR = {"vacations": [["2026-05-04", "2026-06-05", "High Court summer vacation"],
                          ["2026-05-01", "2026-05-31", "Civil courts summer vacation (civil side)"],
                          ["2026-10-12", "2026-10-23", "High Court Dasara vacation"]],
            "holidays": ["2025-12-25", "2026-01-14", "2026-01-15", "2026-01-26", "2026-03-19", "2026-04-14",
                         "2026-08-15", "2026-10-02", "2026-10-20", "2026-11-09"]}
HC_CASES = {"C01", "C02"}
CIVIL_CASES = {"C03", "C04"}
TODAY = dt.date(2026, 12, 2)


def write(path: Path, obj) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def closed(day: dt.date, case_id: str) -> str | None:
    """Why a court of this case does not sit on `day` (None when it sits)."""
    if day.weekday() == 6:
        return "Sunday"
    if day.isoformat() in CALENDAR["holidays"]:
        return "holiday"
    for start, end, what in CALENDAR["vacations"]:
        if start <= day.isoformat() <= end and (("High Court" in what and case_id in HC_CASES)
                                                  or ("Civil courts" in what and case_id in CIVIL_CASES)):
            return what
    return None


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
    # checks: ids, chains, working days, every hearing reported, uploads dated on or before the lawyer's day
    ids = [h[0] for h in H]
    assert len(ids) == len(set(ids)), "duplicate hearing id"
    files = [u["files"][0] for u in U]
    assert len(files) == len(set(files)), "duplicate file name"
    case_ids = {c["id"] for c in cases}
    for u in U:
        assert set(u["hearing_ids"]) <= set(ids), u["files"]
        assert set(u["case_ids"]) <= case_ids, u["files"]
        assert dt.date.fromisoformat(u["date"]) <= TODAY, u["files"]
        for hid in u["hearing_ids"]:
            assert hid.split("-")[0] in u["case_ids"], (u["files"], hid)
            hdate = next(h[1] for h in H if h[0] == hid)
            assert hdate <= u["date"], (u["files"], hid, "upload before its hearing")
    for c in cases:
        hs = [h for h in H if h[0].startswith(c["id"] + "-")]
        assert [h[0] for h in hs] == [f"{c['id']}-H{i:02d}" for i in range(1, len(hs) + 1)], c["id"]
        for a, b in zip(hs, hs[1:]):
            assert a[4] == b[1], (a[0], a[4], b[1])
            assert a[1] < b[1], (a[0], b[0])
        assert hs[-1][4] == c["next_date"], c["id"]
        if c["next_date"]:
            day = dt.date.fromisoformat(c["next_date"])
            assert day > TODAY and closed(day, c["id"]) is None, (c["id"], c["next_date"])
        for h in hs:
            why = closed(dt.date.fromisoformat(h[1]), c["id"])
            assert why is None, (h[0], h[1], why)
            assert h[0] in by_hearing, f"{h[0]} reported by no upload"
    print(f"{len(cases)} cases, {len(H)} hearings, {len(U)} uploads")


if __name__ == "__main__":
    main()
