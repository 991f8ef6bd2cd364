"""The scripted lawyer's session (scripts/lawyer_session.py) on a real X server: what the window showed."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageStat

ROOT = Path(__file__).resolve().parents[2]
# The module's fixture runs a whole scripted session on a real X server (about a minute on a quiet machine, three to
# four on a loaded one): under the suite's 300 s timeout a slow machine's run ended its worker mid-session, with its
# stacks lost, and the other tests of the worker's group ran again. Its subprocess is given 840 s, inside this.
pytestmark = pytest.mark.timeout(900)

SHOTS = ["today", "chats-brief", "chip-hover", "note-reader", "chats-new-chat", "add-notes-two-cases",
         "add-notes-recorded", "today-recorded", "case-page", "case-page-narrow", "edit-case", "settings",
         "settings-tooltip", "today-dark"]


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    if shutil.which("xvfb-run") is None or shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (scripts/setup.sh installs the xvfb package)")
    from tareekh.practice import Practice

    home = tmp_path_factory.mktemp("xvfb") / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAREEKH_") and k != "DISPLAY"}
    with Practice.open(home) as p:
        p.load_demo()
    out = home.parent / "shots"
    env["QT_QPA_PLATFORM"] = "xcb"
    proc = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable, str(ROOT / "scripts" / "lawyer_session.py"),
         "--home", str(home), "--out", str(out), "--today", "2026-12-01"],
        env=env, capture_output=True, text=True, timeout=840)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return out, json.loads((out / "session.json").read_text(encoding="utf-8"))


@pytest.mark.slow
def test_every_step_left_a_screenshot_that_is_not_blank(session):
    out, _seen = session
    for name in SHOTS:
        image = Image.open(out / f"{name}.png").convert("L")
        assert image.width >= 800 and image.height >= 500, name
        assert ImageStat.Stat(image).var[0] > 100, f"{name} is blank"


@pytest.mark.slow
def test_hovering_a_chip_shows_its_source_by_date_case_and_file(session):
    _out, seen = session
    tip = seen["chip_tooltip"]
    assert re.match(r"<b>16 Nov 2026 · O\.S\. 412/2023 — Seabreeze flat · \S+\.jpg</b><br>\S", tip), tip
    reader = seen["reader_fields"]  # the click opened the reader on the cited note
    assert (reader["case"], reader["hearing_date"]) == ("O.S. 412/2023 — Seabreeze flat", "16.11.2026")
    assert reader["source_file"] in tip and reader["status"].startswith("filed under O.S. 412/2023")


@pytest.mark.slow
def test_a_new_chat_is_about_all_cases_and_answers_about_the_case_asked(session):
    _out, seen = session
    assert seen["new_chat_filter"] is None and seen["new_chat_case_box"] == ""
    assert seen["gachibowli_about"] == "About O.S. 964/2022 — Gachibowli lease"
    assert seen["gachibowli_citation_cases"] == ["C08"]


@pytest.mark.slow
def test_a_note_typed_under_the_wrong_case_waits_and_the_form_is_cleared(session):
    _out, seen = session
    assert seen["wrong_case_entries"] == [[None, "review"]]
    assert seen["wrong_case_row"].endswith("| waiting for you | waiting for you: two cases named")
    assert (seen["case_box_after_note"], seen["date_box_after_note"]) == ("", "")


@pytest.mark.slow
def test_today_after_recording_keeps_both_matters(session):
    _out, seen = session
    assert seen["recorded_entries"] == [["C01", "2026-12-01", "retained"], ["C02", "2026-12-01", "retained"]]
    assert seen["today_after"] == ["C01", "C02"] == seen["today_before"]
    assert seen["today_summary"].startswith("2 matters listed on Tuesday 01.12.2026")


@pytest.mark.slow
def test_the_case_page_names_the_note_that_moved_the_date_and_wraps_at_a_small_window(session):
    _out, seen = session
    assert "from <a href=\"entry:" in seen["history"] and ">your note of 1 Dec 2026</a>" in seen["history"]
    assert seen["narrow_horizontal_scrollbar"] is False
    width, viewport = seen["narrow_content_width"]
    assert width <= viewport
    assert {"judge_id", "counsel_id", "client_id", "next_date", "filed_on"} <= set(seen["edit_fields"])
    assert seen["edit_next_date"] == "03.12.2026"
    assert "Tareekh asks you instead of choosing one" in seen["threshold_tooltip"]
