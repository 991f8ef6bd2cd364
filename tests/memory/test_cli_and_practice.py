"""The `tareekh memory` CLI group and the Practice methods over the same bank."""

from __future__ import annotations

import json

from tareekh.cli import run
from tareekh.practice import Practice


def _init(tmp_path):
    home = tmp_path / "home"
    assert run(["init", "--home", str(home)]) == 0
    return home


def test_cli_retains_a_jsonl_file_then_recalls_with_tags_and_reports_stats(tmp_path, capsys):
    home = _init(tmp_path)
    items = tmp_path / "items.jsonl"
    items.write_text(
        json.dumps({"content": "Gopal garu sought time in OS 318/22.", "tags": ["case:C1"],
                    "timestamp": "2025-03-03", "metadata": {"entry_id": "7"}, "document_id": "e7"}) + "\n\n"
        + json.dumps({"content": "Issues framed in the other suit.", "tags": ["case:C2"]}) + "\n",
        encoding="utf-8",
    )
    capsys.readouterr()
    assert run(["memory", "retain", str(items), "--home", str(home), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["items"] == 2
    assert run(["memory", "recall", "Gopal time", "--tag", "case:C1", "--tags-match", "all_strict",
                "--types", "world", "experience", "--trace", "--home", str(home), "--json"]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert [f["metadata"] for f in facts] == [{"entry_id": "7"}]
    assert facts[0]["ranks"]["fused"] == 1
    assert run(["memory", "stats", "--home", str(home), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["documents"] == 2
    assert run(["memory", "recall", "issues framed", "--home", str(home)]) == 0
    assert "Issues framed in the other suit." in capsys.readouterr().out


def test_cli_names_the_bad_line_of_a_jsonl_file_and_exits_2(tmp_path, capsys):
    home = _init(tmp_path)
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"content": "ok line"}\n{not json}\n', encoding="utf-8")
    capsys.readouterr()
    assert run(["memory", "retain", str(bad), "--home", str(home)]) == 2
    assert "line 2" in capsys.readouterr().err
    blank = tmp_path / "blank.jsonl"
    blank.write_text('{"content": "  "}\n', encoding="utf-8")
    assert run(["memory", "retain", str(blank), "--home", str(home), "--json"]) == 2
    err = json.loads(capsys.readouterr().err)
    assert "memory item 1" in err["error"] and "blank" in err["error"]
    assert run(["memory", "recall", "x", "--types", "opinion", "--home", str(home)]) == 2


def test_practice_opens_the_bank_on_first_use_and_closes_it_with_the_practice(tmp_path):
    practice = Practice.open(tmp_path / "home")
    assert not practice.memory_service.is_open
    result = practice.memory_retain([{"content": "Murthy sir filed the vakalat.", "tags": ["case:C9"]}])
    assert result.facts == 1 and practice.memory_path.exists()
    assert practice.memory_recall("vakalat", tags=["case:C9"], tags_match="exact")[0].tags == ["case:C9"]
    assert practice.memory_stats().by_type["world"] == 1
    practice.close()
    assert not practice.memory_service.is_open
