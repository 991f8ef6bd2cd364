"""A photo whose copy broke off (a phone's transfer cut short, a half-synced folder) fails in the lawyer's words:
the row says the file ends before the picture does, not the image library's own "Truncated File Read"."""

from __future__ import annotations

import io

from PIL import Image

from tests.gui.helpers import drop_files


def test_a_photo_cut_short_fails_saying_the_file_ends_before_the_picture(window, qtbot, tmp_path):
    picture = io.BytesIO()
    Image.new("RGB", (640, 480), "white").save(picture, "JPEG")
    photo = tmp_path / "IMG_20261201_093015.jpg"
    photo.write_bytes(picture.getvalue()[:300])  # the header and a little of the picture, then nothing
    drop_files(window, [photo])
    page = window.pages["add_notes"]
    qtbot.waitUntil(lambda: photo.name in page.rows and page.rows[photo.name].state == "failed", timeout=60000)
    message = page.rows[photo.name].message.text()
    assert "ends before the image does" in message
    assert "Truncated File Read" not in message
    window.runner.wait_idle(10)
