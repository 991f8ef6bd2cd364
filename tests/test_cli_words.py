"""CLI text output reads as a lawyer writes: cases by number and name, people by name, notes by kind and date.

The only ids left in text are the handles a command takes back: an entry's "#17" (confirm, reject), a chat's
id after "--chat", a chat memory's id after "tareekh forget".
"""

from __future__ import annotations

import json
import re

import pytest

from tareekh.cli import run

INTERNAL_ID = re.compile(r"\b(?:C\d{2}|J\d{1,2}|OC\d{1,2}|CL\d{1,2})\b|entry:\d+")
HANDLES = re.compile(r"--chat CH[0-9a-f]{10}|tareekh forget M[0-9a-f]{10}|#\d+")


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    """The demo registry with a few notes: one moves a next date, two disagree, one waits for review."""
    from tareekh.practice import Practice
    from tareekh.practice.registry_ops import seed_dir

    home = tmp_path_factory.mktemp("cli-words") / "home"
    with Practice.open(home) as p:
        p.registry.import_json(json.loads((seed_dir() / "registry.json").read_text(encoding="utf-8")))
        p.ingest_text("Seabreeze flat (OS 412/23) - 01.12.2026: PW1 cross concluded. Next date 15.01.2027.")
        p.ingest_text("Kavuri CMA (CMA 512/25) - 25.11.2026: arguments heard in part. Next date 10.12.2026.")
        p.ingest_text("Kavuri CMA (CMA 512/25) - 25.11.2026: part heard. Next date 17.12.2026.", name="junior.txt",
                      author="Sai")
        p.ingest_text("Pothineni partition (OS 1287/21) - DW1 cross.", case_id="C02", date="30.11.2026")
        p.ask("Remind me to file the rejoinder in the Seabreeze suit by Friday.", today="2026-12-01")
    return home


def _out(capsys, *argv: str) -> str:
    assert run([*argv]) == 0, capsys.readouterr().err
    return capsys.readouterr().out


@pytest.mark.parametrize("argv", [
    ["cases"], ["today", "--date", "2026-12-01"], ["timeline", "O.S. 412/2023"], ["entries"], ["review"],
    ["conflicts"], ["ask", "What happened last time in Seabreeze flat?", "--today", "2026-12-01"],
    ["recall", "cross-examination", "--case", "Seabreeze flat"], ["chat-memories"], ["chats"],
    ["resolve", "Seabreeze flat"], ["resolve", "Pothineni"], ["case", "edit", "OS 412/23", "--stage", "evidence"],
])
def test_text_output_names_cases_and_notes_in_words_never_by_id(demo, capsys, argv):
    text = _out(capsys, *argv, "--home", str(demo))
    assert text.strip()
    leaks = INTERNAL_ID.findall(HANDLES.sub("", text))
    assert leaks == [], text


def test_the_lists_say_what_each_note_is_and_where_it_went(demo, capsys):
    text = _out(capsys, "review", "--home", str(demo))
    assert "your note of 30 Nov 2026: waiting for you: two cases named" in text
    assert "could be: O.S. 1287/2021 — Pothineni partition; W.P. 20561/2025 — Malkajgiri road widening WP " \
           "(chosen by you)" in text
    text = _out(capsys, "conflicts", "--home", str(demo))
    assert "C.M.A. 512/2025 — Kavuri CMA, hearing 25.11.2026: next date — your note of 25 Nov 2026" in text
    assert "Sai's note of 25 Nov 2026" in text and "10.12.2026" in text and "17.12.2026" in text
    text = _out(capsys, "today", "--date", "2026-12-01", "--home", str(demo))
    assert "O.S. 412/2023 — Seabreeze flat" in text and "recorded (your note of 1 Dec 2026)" in text
    assert "next date 15.01.2027" in text


def test_case_edit_reads_a_day_first_date(demo, capsys):
    text = _out(capsys, "case", "edit", "Kotagiri loan suit", "--next-date", "21.12.2026", "--home", str(demo))
    assert "Next date:        21.12.2026" in text and "Judge:            Sri P. Raghunandan Achanta" in text
    assert run(["case", "edit", "Kotagiri loan suit", "--next-date", "31.13.2026", "--home", str(demo)]) == 2
    assert "next date: not a date" in capsys.readouterr().err
