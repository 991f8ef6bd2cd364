"""A note dropped as text (.txt, .docx, a WhatsApp export) has no page to draw: the review queue's worker returns no
page for it without probing the file with QImageReader. That probe loads every image plugin on the worker thread and
once hung the queue's worker for six minutes under the window's own plugin loading (a CI run's rerun)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tareekh.gui import images


@pytest.mark.parametrize("name", ["undated.txt", "Brief.DOCX", "WhatsApp Chat with Junior.zip", "notes.odt"])
def test_a_text_original_gets_no_page_and_no_image_probe(monkeypatch, tmp_path, name):
    path = tmp_path / name
    path.write_bytes(b"Some remarks about nothing in particular.\n")

    def no_probe(*args, **kwargs):
        raise AssertionError("a text original was probed as an image")

    monkeypatch.setattr(images, "QImageReader", no_probe)
    assert images.page_image(Path(path)) is None


def test_an_unknown_suffix_is_still_probed(monkeypatch, tmp_path):
    path = tmp_path / "scan.jfif"
    path.write_bytes(b"not an image")
    probed = []

    class Reader:
        def __init__(self, name: str) -> None:
            probed.append(name)

        def canRead(self) -> bool:
            return False

    monkeypatch.setattr(images, "QImageReader", Reader)
    assert images.page_image(Path(path)) is None
    assert probed == [str(path)]
