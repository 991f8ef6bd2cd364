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
