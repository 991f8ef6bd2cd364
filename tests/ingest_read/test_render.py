"""The page renderer: deterministic per seed, realistic enough to read, small enough to commit."""

from __future__ import annotations

import io
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
import numpy as np
from PIL import Image

from devtools.render import court_heading, render_diary_photo, render_order_sheet, render_scanned_page

REPO = Path(__file__).resolve().parents[2]


def _bytes(im: Image.Image) -> bytes:
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return buf.getvalue()


def test_same_seed_gives_the_same_photo_and_another_seed_another():
    a = render_diary_photo("OS 412/23 - adjd.", date=date(2026, 11, 30), seed=1)
    b = render_diary_photo("OS 412/23 - adjd.", date=date(2026, 11, 30), seed=1)
    c = render_diary_photo("OS 412/23 - adjd.", date=date(2026, 11, 30), seed=2)
    assert _bytes(a) == _bytes(b) and _bytes(a) != _bytes(c)


def test_photos_and_scans_save_below_400_kb():
    text = "Seabreeze flat (OS 412/23) - PW1 chief affidavit filed. " * 6
    for im in (render_diary_photo(text, date=date(2026, 11, 30), seed=3),
               render_order_sheet("16.11.2026: Heard. Call on 30.11.2026.", seed=3, case_number="O.S. No. 412 of 2023"),
               render_scanned_page(text, seed=3)):
        buf = io.BytesIO()
        im.save(buf, "JPEG", quality=85)
        assert len(buf.getvalue()) < 400_000


def test_long_text_shrinks_the_hand_instead_of_running_off_the_page():
    long_text = "\n\n".join(["Seabreeze flat (OS 412/23) - cross of PW1 continued, documents marked."] * 12)
    im = render_diary_photo(long_text, seed=4)
    assert im.size[0] > 1000  # rendered, not raised


def test_court_heading_for_high_court_and_city_civil_court():
    assert court_heading("High Court for the State of Telangana", "W.P. No. 20561 of 2025") == [
        "HIGH COURT FOR THE STATE OF TELANGANA", "AT HYDERABAD", "(Special Original Jurisdiction)",
        "W.P. No. 20561 of 2025"]
    assert court_heading("Court of the II Additional Chief Judge, City Civil Court, Hyderabad", "O.S. No. 1 of 2024") == [
        "IN THE COURT OF THE II ADDITIONAL CHIEF JUDGE", "CITY CIVIL COURT, AT HYDERABAD", "O.S. No. 1 of 2024"]


def test_module_cli_writes_a_photo(tmp_path):
    src = tmp_path / "t.txt"
    src.write_text("Kavuri CMA (CMA 512/25) - adjd.", encoding="utf-8")
    out = tmp_path / "x.jpg"
    run = subprocess.run([sys.executable, "-m", "devtools.render", "--kind", "diary", "--text-file", str(src),
                          "--out", str(out), "--date", "2026-11-30", "--seed", "2"],
                         capture_output=True, text=True, timeout=60, cwd=REPO)
    assert run.returncode == 0, run.stderr
    with Image.open(out) as im:
        assert im.format == "JPEG" and im.size[0] > 1000


def test_a_line_in_a_south_indian_script_is_cut_into_runs_of_its_own():
    from devtools.render import runs_by_script

    runs = runs_by_script("OS 77/2031 കോടതി മാറ്റി, next ಮುಂದಿನ 4/7")
    # digits are no script's own: they are drawn in the page's hand, like the Latin words
    assert runs == [("OS 77/2031 ", None), ("കോടതി മാറ്റി, ", "mlym"), ("next ", None), ("ಮುಂದಿನ ", "knda"), ("4/7", None)]


@pytest.mark.parametrize("script,letters", [("mlym", "കട"), ("taml", "கட"), ("knda", "ಕಟ"), ("beng", "কট")])
def test_each_indian_script_is_drawn_in_a_face_that_has_its_letters_not_boxes(script, letters):
    from devtools.render import _font, _run_font, script_font

    if script_font(script) is None:
        pytest.skip(f"no font for {script} installed (scripts/setup.sh installs fonts-noto-ui-core)")
    page = _font("dkg", 40)  # the handwriting face: no Indian letters, every one drawn as the same box
    face = _run_font("dkg", 40, script)
    assert bytes(page.getmask(letters[0])) == bytes(page.getmask(letters[1]))
    assert bytes(face.getmask(letters[0])) != bytes(face.getmask(letters[1]))


class _Level:
    """A hand held level: no tilt and no jitter, so where the ink lands can be measured."""

    def uniform(self, a: float, b: float) -> float:
        return 0.0

    def randint(self, a: int, b: int) -> int:
        return 0


@pytest.mark.parametrize("word", ["सोलंकी", "বাঁটোয়ারা", "ଓଡ଼ିଆ"])
def test_a_word_whose_marks_rise_above_the_hand_is_drawn_whole(word):
    """The vowel signs and the anusvara above a Devanagari, Bengali or Odia word reach higher than the humor hand's
    own letters: they were cut off at the top of the word's tile, and the page showed सोलंकी without the tops of
    its ो, ं and ी."""
    from devtools.render import _draw_word, _run_font, runs_by_script

    [(run, script)] = runs_by_script(word)
    if script is None or _run_font("humor", 60, script, run).getbbox("क" if script == "deva" else run) is None:
        pytest.skip(f"no font for {word}")
    page = Image.new("RGB", (700, 220), (255, 255, 255))
    baseline = 150
    _draw_word(page, {"text": word, "struck": False, "size": 60, "x": 20}, "humor", 60, (0, 0, 0), baseline,
               _Level())
    ink = np.asarray(page.convert("L")) < 128
    top_drawn = int(np.argmax(ink.any(axis=1)))
    top_of_word = baseline + _run_font("humor", 60, script, run).getbbox(run, anchor="ls")[1]
    assert top_drawn <= top_of_word + 2, f"the top {top_drawn - top_of_word} px of {word} were cut off"


def test_urdu_takes_a_nastaliq_face_only_for_a_run_whose_every_letter_it_has():
    from devtools.render import nastaliq_font

    if nastaliq_font("رجسٹر میں اندراج") is None:
        pytest.skip("no Nastaliq face installed (scripts/setup.sh installs fonts-noto-core)")
    assert nastaliq_font("عدالت فيصلو محفوظ ڪيو") is None  # Sindhi's ڪ: drawn whole in Naskh, not half in each


def test_an_urdu_hand_starts_its_lines_at_the_right_and_an_english_one_at_the_left():
    import random

    from devtools.render import _layout_hand, right_to_left

    assert right_to_left("اگلی تاریخ 23-09-2027") and not right_to_left("Next date 23.09.2027 اگلی")
    urdu = _layout_hand("گواہ حاضر نہیں ہوا۔ اگلی تاریخ 23-09-2027", "humor", 34, rng=random.Random(1), right=1170)
    xs = [item["x"] for item in urdu[0]]
    assert xs == sorted(xs, reverse=True)  # the first word written is the rightmost, the date to the left
    assert urdu[0][0]["x"] + urdu[0][0]["w"] > 1100
    english = _layout_hand("Witness absent, next date 23.09.2027", "humor", 34, rng=random.Random(1), right=1170)
    assert [item["x"] for item in english[0]] == sorted(item["x"] for item in english[0])


def test_a_dash_the_hand_has_no_glyph_for_is_still_drawn():
    # the hands have no em dash: "name — what happened" was drawn "name   what happened" on every photo
    from PIL import Image, ImageDraw

    from devtools.render import draw_text

    def ink(text: str) -> int:
        page = Image.new("L", (600, 80), 255)
        draw_text(ImageDraw.Draw(page), (10, 10), text, "humor", 34, 0)
        return sum(1 for v in page.getdata() if v < 128)

    assert ink("Zorawar — adjd") > ink("Zorawar   adjd")


@pytest.mark.parametrize("hand", ["dkg", "humor"])
@pytest.mark.parametrize("line", ["costs ₹2,500 paid", "ଖର୍ଚ୍ଚ ₹500 - ଜମା", "செலவு ₹1,000 — கட்டப்பட்டது",
                                  "खर्चा ₹300-", "ಖರ್ಚು ₹750 (ಪಾವತಿ)"])
def test_every_sign_of_a_line_is_drawn_in_a_face_that_has_it_never_as_a_box(hand, line):
    # the hands and the printed serif have no rupee sign: "₹2,500" was drawn as a box and "2,500" on every page
    # that wrote a sum with it; each sign a line's face lacks is drawn in the first installed face that has it
    from devtools.render import _has_glyph, _pieces

    missing = [(piece, font.path) for piece, font in _pieces(line, hand, 34)
               if not all(_has_glyph(font, ch) for ch in piece)]
    assert not missing, missing
