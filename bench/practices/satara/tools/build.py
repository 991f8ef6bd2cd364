"""Write the Satara practice (data/world.json, data/cases/*.json, uploads/manifest.json, the .txt files) from tools/*_data.py."""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from hearings_data import H  # noqa: E402
from uploads_data import U  # noqa: E402
from world_data import ADVOCATE, CASES, CLIENTS, COUNSEL, JUDGES  # noqa: E402

CALENDAR = {"vacations": [["2030-10-27", "2030-11-09", "Diwali vacation (High Court; civil courts)"],
                          ["2030-12-23", "2031-01-01", "High Court Christmas vacation"],
                          ["2031-05-05", "2031-06-06", "Summer vacation (High Court; civil courts of the district)"]],
            "holidays": ["2030-08-15", "2030-09-02", "2030-10-02", "2030-12-25", "2031-01-26", "2031-02-19",
                         "2031-03-21", "2031-05-01", "2031-08-15"]}
HC_CASES = ("C01",)
CIVIL = ("C02", "C03", "C05", "C06", "C07")  # courts that close for the vacations


KNOWN_TYPES = {"handwritten_note_photo", "typed_note_txt", "typed_note_docx", "certified_order_sheet_scan",
               "document_scan", "document_photo", "whatsapp_export", "cause_list_pdf"}


def write(path: Path, obj) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


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
        assert u["type"] in KNOWN_TYPES, (f, u["type"])
        if f.endswith(".txt"):
            p = ROOT / "uploads" / f
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(u["source_text"], encoding="utf-8")
    # checks: every hearing id exists and is reported; next dates chain; dates on weekdays
    import datetime as dt
    ids = {h[0] for h in H}
    for u in U:
        assert set(u["hearing_ids"]) <= ids, u["files"]
        for hid in u["hearing_ids"]:
            assert hid.split("-")[0] in u["case_ids"], (u["files"], hid)
    for c in cases:
        hs = [h for h in H if h[0].startswith(c["id"] + "-")]
        for a, b in zip(hs, hs[1:]):
            assert a[4] == b[1], (a[0], a[4], b[1])
        assert hs[-1][4] == c["next_date"], c["id"]
        for h in hs:
            assert dt.date.fromisoformat(h[1]).weekday() < 5, h[0]  # this practice lists nothing on Saturdays
            assert h[1] not in CALENDAR["holidays"], h[0]
            if c["id"] in HC_CASES + CIVIL:  # the High Court sits Mon-Fri and not in its vacations
                assert dt.date.fromisoformat(h[1]).weekday() < 5, h[0]
                assert not any(a <= h[1] <= b for a, b, _ in CALENDAR["vacations"]), h[0]
            assert h[0] in by_hearing, f"{h[0]} reported by no upload"
    print(f"{len(cases)} cases, {len(H)} hearings, {len(U)} uploads")


if __name__ == "__main__":
    main()
