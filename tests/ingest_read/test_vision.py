"""With a vision model configured, the page is read by it (through the real openai client and the fake
server); local OCR boxes are kept, and a failing model leaves the local reading in place."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from tareekh.ingest.read import read_file
from devtools.render import font_path
from tareekh.llm import LLM
from tests.fakes.openai_server import Error


def _page(tmp_path):
    im = Image.new("RGB", (700, 160), "white")
    ImageDraw.Draw(im).text((20, 50), "OS 412/23 call on 01.12.2026", font=ImageFont.truetype(font_path("serif"), 36),
                            fill="black")
    p = tmp_path / "p.png"
    im.save(p)
    return p


def test_vision_model_reads_the_page_and_boxes_stay_local(tmp_path, fake_llm):
    fake_llm.script("Seabreeze flat (OS 412/23) - call on 01.12.2O26")
    doc = read_file(_page(tmp_path), engine="tesseract", llm=LLM(fake_llm.settings()))
    page = doc.pages[0]
    assert page.engine == "llm-vision"
    assert page.text.startswith("Seabreeze flat (OS 412/23) - call on 01.12.2026")  # repaired like any OCR text
    assert page.words and page.words[0].box is not None  # from the local reading
    req = fake_llm.chat_requests[0]
    assert req.json["model"] == "fake-vision"
    image_part = req.messages[0]["content"][1]
    assert image_part["image_url"]["url"].startswith("data:image/jpeg;base64,")


def test_a_failing_vision_model_keeps_the_local_text_with_a_warning(tmp_path, fake_llm):
    fake_llm.script(Error(500, "boom"))
    doc = read_file(_page(tmp_path), engine="tesseract", llm=LLM(fake_llm.settings()))
    assert doc.pages[0].engine == "tesseract" and "01.12.2026" in doc.pages[0].text
    assert any("vision model could not read" in w for w in doc.warnings)


def test_without_a_vision_model_the_llm_is_not_called(tmp_path, fake_llm):
    doc = read_file(_page(tmp_path), engine="tesseract", llm=LLM(fake_llm.settings(vision_model=None)))
    assert doc.pages[0].engine == "tesseract" and fake_llm.chat_requests == []
