"""The CLI contract: global options anywhere, one-line errors, every command documented."""

import json
import re
from pathlib import Path

from tareekh.cli import _COMMANDS, build_parser, run
from tareekh.practice import Practice

README = Path(__file__).resolve().parents[1] / "README.md"


def test_home_given_before_the_command_is_kept(home, tmp_path, capsys):
    Practice.open(home).close()
    assert run(["--home", str(home), "--json", "backup", str(tmp_path / "d.zip")]) == 0
    assert json.loads(capsys.readouterr().out)["archive"].endswith("d.zip")


def test_an_unknown_option_is_one_json_line_and_exit_2(capsys):
    assert run(["backup", "--nonsense", "--json"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and json.loads(err[0])["code"] == "usage"


def test_every_command_is_documented_in_the_readme():
    build_parser()
    text = README.read_text(encoding="utf-8").replace("\\|", "|")
    documented = set(re.findall(r"`tareekh ([a-z-]+)", text))
    for phrase in re.findall(r"`tareekh ([a-z-]+(?: [a-z|-]+)?)", text):
        head, _, tail = phrase.partition(" ")
        documented.update(f"{head} {part}" for part in tail.split("|") if part)
    missing = sorted(key for key in _COMMANDS if key not in documented)
    assert missing == []


def test_read_prints_each_pages_text_engine_and_unsure_words_and_stores_nothing(tmp_path, capsys, monkeypatch):
    from devtools.render import render_diary_page, scan

    monkeypatch.setenv("TAREEKH_HOME", str(tmp_path / "no-home"))
    page = tmp_path / "page.png"
    scan(render_diary_page("Cross examination of PW1 completed. Adjourned to 14.12.2026 for arguments.", seed=2,
                           hand="dkg", owner=None, paper="white"), seed=2).save(page)
    assert run(["read", str(page), "--json"]) == 0
    (found,) = json.loads(capsys.readouterr().out)
    (p1,) = found["pages"]
    assert found["file"] == "page.png" and found["error"] is None
    assert p1["engine"] == "rapidocr" and p1["kind"] == "handwritten" and 0 < p1["confidence"] <= 100
    assert "14.12.2026" in p1["text"] and "arguments" in p1["text"]
    assert isinstance(p1["unsure_words"], list)
    assert not (tmp_path / "no-home").exists()  # nothing stored, not even a home


def test_read_of_a_missing_file_says_so_and_exits_2(tmp_path, capsys):
    assert run(["read", str(tmp_path / "nope.jpg")]) == 2
    assert "nope.jpg: file not found" in capsys.readouterr().out


def test_read_with_the_vision_engine_and_no_vision_model_is_a_clear_error(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("TAREEKH_HOME", str(tmp_path / "no-home"))
    monkeypatch.delenv("TAREEKH_LLM__BASE_URL", raising=False)
    assert run(["read", str(tmp_path / "x.jpg"), "--engine", "vision"]) == 2
    assert "needs a vision model" in capsys.readouterr().err
