"""A chamber on one server: migration both ways, resuming, verification before the switch, several desks on
one bank, and concurrent retains from two processes — all against a real Hindsight server."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from datetime import datetime, timedelta

import pytest

from tareekh.cli import run
from tareekh.memory import Bank, RetainItem
from tareekh.memory.hindsight import HindsightBank
from tareekh.practice import Practice
from tareekh.settings import MemorySettings, save_memory_settings

WORDS = ["adjournment", "vakalat", "written statement", "commissioner", "stay petition", "cross-examination",
         "interim injunction", "counter affidavit", "issues framed", "judgment reserved"]


def _items(n: int, prefix: str = "entry") -> list[RetainItem]:
    return [RetainItem(
        content=f"Hearing {k}: the court heard the {WORDS[k % len(WORDS)]} in suit {k} and posted it to a later date.",
        document_id=f"{prefix}:{k}", tags=[f"case:C{k % 4}", f"judge:J{k % 2}"], context="hearing note",
        metadata={"entry_id": str(k), "source_file": f"diary-{k}.jpg"}, timestamp=datetime(2025, 1, 1) + timedelta(days=k),
    ) for k in range(n)]


@pytest.fixture
def desk(tmp_path, no_tareekh_env):
    """`desk(name)`: a new practice home (closed at the end)."""
    opened = []

    def make(name: str = "home") -> Practice:
        home = tmp_path / name
        assert run(["init", "--home", str(home)]) == 0
        p = Practice.open(home)
        opened.append(p)
        return p

    yield make
    for p in opened:
        p.close()


def _on_server(practice: Practice, url: str, bank: str) -> Practice:
    save_memory_settings(practice.home, MemorySettings(backend="hindsight", url=url, bank=bank))
    home = practice.home
    practice.close()
    return Practice.open(home)


def _top10(bank, queries):
    """The citations of the top ten records (observations are derived: the target's consolidation remakes them)."""
    return [[(f.document_id, f.metadata.get("entry_id"))
             for f in bank.recall(q, types=["world", "experience"], max_tokens=100000)[:10]] for q in queries]


def test_migrating_to_a_server_and_back_keeps_every_record_and_the_same_answers(desk, hindsight_server, capsys):
    p = desk()
    p.memory_retain(_items(60))
    queries = [f"{w} hearing" for w in WORDS]
    before_docs = p.bank.list_document_ids()
    before = _top10(p.bank, queries)
    home = p.home
    p.close()
    bank_name = hindsight_server.new_bank_id("chamber")

    capsys.readouterr()
    assert run(["memory", "migrate", "--to", "hindsight", hindsight_server.url, "--bank", bank_name,
                "--home", str(home), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["verified"] and report["copied"] == 60 and report["target_documents"] == 60
    assert report["sample_found_in_target"] == report["sample_found_in_source"] > 0
    saved = tomllib.loads((home / "settings.toml").read_text())["memory"]
    assert saved == {"backend": "hindsight", "url": hindsight_server.url, "bank": bank_name, "timeout": 120.0}

    with Practice.open(home) as on_server:
        assert isinstance(on_server.bank, HindsightBank)
        assert on_server.bank.stats().documents == 60
        [hit] = on_server.memory_recall("vakalat hearing", tags=["case:C1", "judge:J1"], tags_match="exact",
                                        max_tokens=60)[:1]
        assert hit.metadata == {"entry_id": hit.document_id.split(":")[1],
                                "source_file": f"diary-{hit.document_id.split(':')[1]}.jpg"}

    assert run(["memory", "migrate", "--to", "embedded", "--home", str(home), "--json"]) == 0
    back = json.loads(capsys.readouterr().out)
    assert back["verified"] and back["documents"] == 60
    assert list(home.glob("memory.before-migration-*.db")), "the file the migration replaced is kept"
    with Practice.open(home) as again:
        assert isinstance(again.bank, Bank) and not again.settings.memory.on_server
        assert again.bank.list_document_ids() == before_docs
        assert _top10(again.bank, queries) == before


def test_an_interrupted_migration_resumes_and_duplicates_nothing(desk, hindsight_server, monkeypatch):
    import tareekh.memory.transfer as transfer

    monkeypatch.setattr(transfer, "BATCH", 10)
    monkeypatch.setattr(transfer.copy_bank, "__kwdefaults__", {**transfer.copy_bank.__kwdefaults__, "batch": 10})
    p = desk()
    p.memory_retain(_items(35))
    bank_name = hindsight_server.new_bank_id("resume")

    def cut(done, total):
        if done >= 20:
            raise KeyboardInterrupt("the lawyer closed the laptop")

    with pytest.raises(KeyboardInterrupt):
        p.memory_migrate("hindsight", hindsight_server.url, bank_name, progress=cut)
    assert not p.settings.memory.on_server and isinstance(p.bank, Bank)
    assert (p.home / "memory-migration.json").exists()

    report = p.memory_migrate("hindsight", hindsight_server.url, bank_name)
    assert report.verified and report.resumed_from == 20
    assert report.unchanged == 20 and report.copied == 15
    assert p.settings.memory.on_server and not (p.home / "memory-migration.json").exists()
    stats = p.bank.stats()
    assert stats.documents == 35 and stats.facts == 35  # one per item on a server without a model
    assert sorted(p.bank.list_document_ids()) == sorted(f"entry:{k}" for k in range(35))


def test_a_migration_that_does_not_verify_leaves_the_practice_where_it_was(desk, hindsight_server, monkeypatch,
                                                                             capsys):
    p = desk()
    p.memory_retain(_items(8))
    home = p.home
    p.close()
    monkeypatch.setattr(HindsightBank, "recall", lambda self, *a, **k: [])  # a target that finds nothing
    capsys.readouterr()
    code = run(["memory", "migrate", "--to", "hindsight", hindsight_server.url, "--bank",
                hindsight_server.new_bank_id("bad"), "--home", str(home)])
    assert code == 2
    assert "NOT verified" in capsys.readouterr().out
    assert "memory" not in tomllib.loads((home / "settings.toml").read_text()) if (home / "settings.toml").exists() \
        else True
    with Practice.open(home) as p2:
        assert isinstance(p2.bank, Bank) and p2.bank.stats().documents == 8


def test_two_desks_on_one_bank_see_each_others_records(desk, hindsight_server):
    bank_name = hindsight_server.new_bank_id("chamber")
    senior = _on_server(desk("senior"), hindsight_server.url, bank_name)
    junior = _on_server(desk("junior"), hindsight_server.url, bank_name)
    senior.memory_retain([RetainItem(content="The senior argued the stay petition before the bench.",
                                     document_id="senior:1", tags=["case:C1"], metadata={"desk": "senior"})])
    junior.memory_retain([RetainItem(content="The junior filed the vakalat in the registry.",
                                     document_id="junior:1", tags=["case:C1"], metadata={"desk": "junior"})])
    assert [f.metadata for f in junior.memory_recall("stay petition argued", tags=["case:C1"],
                                                     tags_match="all_strict")][:1] == [{"desk": "senior"}]
    assert [f.metadata for f in senior.memory_recall("vakalat filed registry", tags=["case:C1"],
                                                     tags_match="all_strict")][:1] == [{"desk": "junior"}]
    assert senior.memory_stats().documents == junior.memory_stats().documents == 2
    senior.close()
    junior.close()


WRITER = """
import sys
from tareekh.memory.hindsight import HindsightBank
from tareekh.memory import RetainItem
url, bank, desk = sys.argv[1:4]
b = HindsightBank.open(url, bank)
for start in range(0, 40, 5):
    b.retain([RetainItem(content=f"Desk {desk} note {k} about the hearing in suit {k}.", document_id=f"{desk}:{k}",
                         tags=[f"desk:{desk}"]) for k in range(start, start + 5)])
b.close()
print("done")
"""


def test_concurrent_retains_from_two_processes_lose_nothing(hindsight_server, tmp_path):
    bank_name = hindsight_server.new_bank_id("busy")
    HindsightBank.open(hindsight_server.url, bank_name).close()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, hindsight_server.url, bank_name, desk],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for desk in ("a", "b")]
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0 and out.strip() == "done", err[-2000:]
    with HindsightBank.open(hindsight_server.url, bank_name) as bank:
        ids = bank.list_document_ids()
        assert sorted(ids) == sorted(f"{d}:{k}" for d in "ab" for k in range(40))
        assert bank.stats().facts == 80
        assert len(bank.list_facts(tags=["desk:a"], tags_match="all_strict")) == 40


def test_tareekhs_consolidation_strategies_go_into_the_server_banks_configuration(hindsight_server):
    from tareekh.memory.strategies import parse_strategies
    from tareekh.practice.bank_config import tareekh_strategies

    strategies = parse_strategies(tareekh_strategies(with_missions=True))
    with HindsightBank.open(hindsight_server.url, hindsight_server.new_bank_id("strategies")) as bank:
        held = bank.set_strategies(strategies)
    assert [s["scopes"] for s in held] == [[{"tags": ["case:*"], "tags_match": "all"}],
                                           [{"tags": ["judge:*"], "tags_match": "exact"}],
                                           [{"tags": ["counsel:*"], "tags_match": "exact"}]]
    assert [s["max_observations_per_scope"] for s in held] == [40, 40, 30]
    assert held[1]["observations_mission"].startswith("You record how ONE judge runs a court")


def test_a_practice_on_the_server_files_and_answers_with_its_citations(desk, hindsight_server):
    from tests.agent.helpers import build_practice

    p = _on_server(desk(), hindsight_server.url, hindsight_server.new_bank_id("ask"))
    build_practice(p)  # the registry, and four notes filed through ingest and retained on the server
    assert isinstance(p.bank, HindsightBank) and p.bank.stats().documents >= 4
    a = p.ask("What costs were imposed in Seabreeze?", today="2025-10-01")
    (c,) = [c for c in a.citations if "2,000" in c.text]
    entry = p.entry(int(c.entry_id))
    assert (c.case_id, c.hearing_date, c.source_file) == ("C1", "2025-06-09", entry.source_file)
    assert "Rs. 2,000" in a.answer and c.verified
    last = p.ask("What happened last time in Seabreeze?", today="2025-10-01")
    assert {c.hearing_date for c in last.citations} == {"2025-09-02"}
    p.close()


def test_starting_a_running_server_again_changes_nothing_and_status_sees_it(hindsight_server):
    from tests import server as srv

    if hindsight_server.folder is None:
        pytest.skip("a server started by hand (TAREEKH_TEST_SERVER_URL): its folder is not known here")
    before = json.loads((hindsight_server.folder / "server.json").read_text())
    again = subprocess.run([sys.executable, str(srv.SCRIPT), "start", "--dir", str(hindsight_server.folder), "--json"],
                           capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    state = json.loads(again.stdout.strip().splitlines()[-1])
    assert (state["url"], state["api_pid"], state["pg_pid"]) == (before["url"], before["api_pid"], before["pg_pid"])
    status = subprocess.run([sys.executable, str(srv.SCRIPT), "status", "--dir", str(hindsight_server.folder),
                             "--json"], capture_output=True, text=True, timeout=60)
    assert json.loads(status.stdout.strip().splitlines()[-1])["running"] is True
