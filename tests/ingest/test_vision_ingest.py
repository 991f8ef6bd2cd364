"""`Practice.ingest` of a photographed page with a vision model configured: the page image goes to the model
through the real openai client (the loopback fake server), the model's text is filed with the local word
boxes aligned to it, and a model that fails, times out, refuses or runs past the batch's page limit leaves the
offline reading in place with a visible note on the upload."""

from __future__ import annotations

import base64
import io
from datetime import date

import pytest
from PIL import Image

from tareekh.ingest.models import Document
from tareekh.practice import Practice
from tareekh.registry import Case
from tests.fakes.openai_server import Delay, Error

NOTE = "Seabreeze flat (OS 412/23) - PW1 chief affidavit filed. Cross on 14.12.2026."
# what the model "reads": the page's words with one the photo does not have, so its text is recognisable
MODEL_TEXT = "30 November 2026\nSeabreeze flat (OS 412/23) - PW1 chief-examination affidavit filed. Cross on 14.12.2026.\n"


@pytest.fixture(scope="module")
def photo(tmp_path_factory):
    from devtools.render import render_diary_photo

    path = tmp_path_factory.mktemp("photos") / "IMG_20261130_110000.jpg"
    render_diary_photo(NOTE, date=date(2026, 11, 30), seed=3, hand="dkg").save(path, quality=85)
    return path


def _practice(home, fake_llm, **llm):
    p = Practice.open(home, llm=fake_llm.settings(**llm))
    p.ingest_service.retain_into_memory = None
    p.registry.add_case(Case(id="C1", number="O.S. No. 412 of 2023", short_name="Seabreeze flat"))
    return p


def _vision_answers(fake_llm, answer):
    """The vision request gets `answer`; the splitter's requests (text only) fail, so the rules split."""
    fake_llm.handler = lambda req: answer if req.images else Error(500, "no split today")


def _document(p, report) -> Document:
    raw = p.conn.execute("SELECT document FROM uploads WHERE id = ?", (report.files[0].upload_id,)).fetchone()[0]
    return Document.model_validate_json(raw)


def test_ingest_sends_the_page_image_to_the_vision_model_and_files_its_text(home, fake_llm, photo):
    _vision_answers(fake_llm, MODEL_TEXT)
    p = _practice(home, fake_llm)
    try:
        report = p.ingest([photo])
        (entry,) = report.entries
        assert "chief-examination affidavit" in entry.text and entry.case_id == "C1"
        assert entry.hearing_date == "2026-11-30"
        assert entry.region is not None  # the model's words carry the local boxes: the highlight still works
        page = _document(p, report).pages[0]
        assert page.engine == "llm-vision" and page.raw_text  # the offline reading is kept beside it
        # the word the model read and the local engine did not is shown as unsure, where it is on the page
        unsure = {w.text: w.box for w in p.unsure_words(entry.id)}
        assert unsure.get("chief-examination") is not None and "Seabreeze" not in unsure
        vision = [r for r in fake_llm.chat_requests if r.images]
        assert len(vision) == 1 and vision[0].json["model"] == "fake-vision"
        url = vision[0].images[0]
        assert url.startswith("data:image/jpeg;base64,")
        sent = Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))
        assert min(sent.size) > 300  # the page itself, not a thumbnail or an empty image
    finally:
        p.close()


def test_a_failing_vision_model_leaves_the_offline_text_with_a_note(home, fake_llm, photo):
    _vision_answers(fake_llm, Error(500, "model crashed"))
    p = _practice(home, fake_llm)
    try:
        report = p.ingest([photo])
        (entry,) = report.entries
        assert "chief-examination" not in entry.text and "affidavit" in entry.text  # read offline
        assert _document(p, report).pages[0].engine == "rapidocr"
        notes = report.files[0].warnings
        assert any("vision model could not read page 1" in n and "offline reading is kept" in n for n in notes)
        assert p.upload(report.files[0].upload_id).warnings == notes  # kept on the upload, not only reported
    finally:
        p.close()


def test_a_vision_model_that_times_out_leaves_the_offline_text_with_a_note(home, fake_llm, photo):
    _vision_answers(fake_llm, Delay(3.0, MODEL_TEXT))
    p = _practice(home, fake_llm, vision_timeout=0.5)
    try:
        report = p.ingest([photo])
        (entry,) = report.entries
        assert "chief-examination" not in entry.text and "affidavit" in entry.text
        assert any("no answer within 0.5 s" in n and "offline reading is kept" in n for n in report.files[0].warnings)
    finally:
        p.close()


def test_a_refusal_is_not_filed_as_the_page(home, fake_llm, photo):
    _vision_answers(fake_llm, "I'm sorry, but I can't help with transcribing this image.")
    p = _practice(home, fake_llm)
    try:
        report = p.ingest([photo])
        (entry,) = report.entries
        assert "sorry" not in entry.text.lower() and "affidavit" in entry.text
        assert any("declined page 1" in n for n in report.files[0].warnings)
    finally:
        p.close()


def test_pages_past_the_batch_limit_keep_their_offline_reading(home, fake_llm, photo, tmp_path):
    _vision_answers(fake_llm, MODEL_TEXT)
    second = tmp_path / "IMG_20261130_110500.jpg"
    second.write_bytes(photo.read_bytes() + b"\0")  # other bytes, the same page
    p = _practice(home, fake_llm)
    try:
        report = p.ingest([photo, second], vision_pages=1)
        assert len([r for r in fake_llm.chat_requests if r.images]) == 1
        assert any("page limit" in n for n in report.files[1].warnings)
    finally:
        p.close()
