"""The registry's CLI commands through tareekh.cli.run, text and --json, and one-line errors."""

import json
import re

import pytest

from tareekh.cli import run


def _json(capsys, argv, code=0):
    assert run(argv) == code
    out = capsys.readouterr()
    return json.loads(out.out) if code == 0 else json.loads(out.err)


@pytest.fixture
def reg_file(tmp_path, small):
    path = tmp_path / "registry.json"
    path.write_text(json.dumps(small), encoding="utf-8")
    return path


def test_init_imports_a_registry_file(home, reg_file, capsys):
    assert run(["init", "--home", str(home), "--registry", str(reg_file)]) == 0
    out = capsys.readouterr().out
    assert "Imported 9 cases" in out and str(home) in out
    data = _json(capsys, ["cases", "--home", str(home), "--json"])
    assert [c["id"] for c in data][:2] == ["C1", "C2"]


def test_init_detects_the_world_shape(home, tmp_path, capsys):
    world = {"judges": [{"id": "J1", "name": "Sri J", "temperament": "x", "habits": []}],
             "opposing_counsel": [{"id": "OC1", "name": "Sri C", "style": "y", "tactics": []}],
             "clients": [{"id": "CL1", "name": "A Client", "type": "individual, retired", "note": "z"}],
             "cases": [{"id": "C1", "case_number": "O.S. No. 5 of 2020", "title": "A Client vs B Other",
                        "judge_id": "J1", "opposing_counsel_id": "OC1", "client_id": "CL1"}]}
    path = tmp_path / "world.json"
    path.write_text(json.dumps(world))
    data = _json(capsys, ["init", "--home", str(home), "--registry", str(path), "--json"])
    assert data["imported"]["shape"] == "world" and data["cases"] == 1


def test_bad_registry_file_is_one_line_and_nonzero(home, tmp_path, small, capsys):
    small["cases"][0]["shortname"] = "Marripudi"  # a misspelt key would lose data: refused
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(small))
    assert run(["init", "--home", str(home), "--registry", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown key 'shortname' (did you mean 'short_name'?)" in err
    assert "Traceback" not in err
    data = _json(capsys, ["init", "--home", str(home), "--registry", str(path), "--json"], code=2)
    assert data["code"] == "bad_input" and "case C1" in data["error"]
    assert _json(capsys, ["cases", "--home", str(home), "--json"]) == []  # nothing imported


def test_cases_filters(home, reg_file, capsys):
    run(["init", "--home", str(home), "--registry", str(reg_file)])
    capsys.readouterr()
    assert run(["case", "close", "C2", "--home", str(home)]) == 0
    assert "Closed W.P. 14872/2025 — Sai Trinetra GHMC WP." in capsys.readouterr().out  # no internal id
    assert [c["id"] for c in _json(capsys, ["cases", "--status", "closed", "--home", str(home), "--json"])] == ["C2"]
    assert [c["id"] for c in _json(capsys, ["cases", "-q", "seabreeze", "--home", str(home), "--json"])] == ["C8"]
    assert run(["cases", "--home", str(home)]) == 0
    text = capsys.readouterr().out
    assert "O.S. 318/2022" in text and "next 01.12.2026" in text and "[closed]" in text
    assert not re.search(r"\bC\d+\b", text)  # cases by number and name, never by internal id


def test_case_add_edit_and_alias(home, reg_file, capsys):
    run(["init", "--home", str(home), "--registry", str(reg_file)])
    capsys.readouterr()
    data = _json(capsys, ["case", "add", "--home", str(home), "--json", "--number", "WP 100/26",
                          "--short-name", "Gulmohar WP", "--judge", "J1", "--next-date", "2026-12-07",
                          "--side", "petitioner"])
    assert data["id"] == "C10" and data["number"] == "W.P. No. 100 of 2026" and data["judge_id"] == "J1"
    data = _json(capsys, ["case", "edit", "W.P. No. 100 of 2026", "--stage", "admission", "--home", str(home),
                          "--json"])
    assert data["stage"] == "admission"
    data = _json(capsys, ["alias", "add", "C10", "Gulmohar colony", "--home", str(home), "--json"])
    assert "Gulmohar colony" in data["aliases"]
    res = _json(capsys, ["resolve", "Gulmohar colony residents", "--home", str(home), "--json"])
    assert res["case_id"] == "C10" and res["candidates"][0]["tier"] == "alias"


def test_case_add_duplicate_is_a_conflict(home, reg_file, capsys):
    run(["init", "--home", str(home), "--registry", str(reg_file)])
    capsys.readouterr()
    data = _json(capsys, ["case", "add", "--number", "OS 318/22", "--home", str(home), "--json"], code=2)
    assert data["code"] == "conflict" and "C1" in data["error"]


def test_case_edit_needs_something_to_change(home, reg_file, capsys):
    run(["init", "--home", str(home), "--registry", str(reg_file)])
    capsys.readouterr()
    assert run(["case", "edit", "C1", "--home", str(home)]) == 2
    assert "nothing to change" in capsys.readouterr().err
    assert run(["case", "edit", "C99", "--stage", "x", "--home", str(home)]) == 2
    assert "no case 'C99'" in capsys.readouterr().err


def test_resolve_text_output_reads_well(home, reg_file, capsys):
    run(["init", "--home", str(home), "--registry", str(reg_file)])
    capsys.readouterr()
    assert run(["resolve", "Marripudi - adjourned", "--home", str(home)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Files under O.S. 318/2022") and "C1" not in out
    assert run(["resolve", "Pranahita Polymers", "--home", str(home)]) == 0
    assert capsys.readouterr().out.startswith("Needs review")
    data = _json(capsys, ["resolve", "", "--home", str(home), "--json"], code=2)
    assert "empty" in data["error"]


def test_registry_export_to_file(home, reg_file, tmp_path, capsys):
    run(["init", "--home", str(home), "--registry", str(reg_file)])
    capsys.readouterr()
    out = tmp_path / "out.json"
    data = _json(capsys, ["registry", "export", str(out), "--home", str(home), "--json"])
    assert data["cases"] == 9
    assert json.loads(out.read_text())["format"] == "tareekh-registry"
    assert run(["registry", "export", str(tmp_path), "--home", str(home)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_demo_is_idempotent_and_offline(home, capsys):
    first = _json(capsys, ["demo", "--home", str(home), "--json"])
    assert first["cases"] == 12 and first["registry"]["cases"] == 12
    second = _json(capsys, ["demo", "--home", str(home), "--json"])
    assert second["registry"] == "already loaded" and second["cases"] == 12
    cases = _json(capsys, ["cases", "--home", str(home), "--json"])
    dates = [c["next_date"] for c in cases if c["next_date"]]
    assert dates.count("2026-12-01") == 2
    assert len({c["judge_id"] for c in cases}) == 4 and len({c["counsel_id"] for c in cases}) == 5


def test_home_from_environment(home, reg_file, monkeypatch, capsys):
    monkeypatch.setenv("TAREEKH_HOME", str(home))
    assert run(["init", "--registry", str(reg_file)]) == 0
    assert (home / "practice.db").exists()
    capsys.readouterr()
    assert len(_json(capsys, ["cases", "--json"])) == 9


def test_home_flag_beats_environment(home, tmp_path, reg_file, monkeypatch, capsys):
    other = tmp_path / "other"
    monkeypatch.setenv("TAREEKH_HOME", str(other))
    assert run(["init", "--home", str(home), "--registry", str(reg_file)]) == 0
    assert (home / "practice.db").exists() and not (other / "practice.db").exists()


def test_commands_need_an_existing_practice(tmp_path, capsys):
    assert run(["cases", "--home", str(tmp_path / "nowhere"), "--json"]) == 2
    assert "tareekh init" in json.loads(capsys.readouterr().err)["error"]
