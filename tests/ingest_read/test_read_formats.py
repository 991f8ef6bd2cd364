"""Files as phones and office PCs make them: iPhone HEIC, old Word .doc, OpenDocument .odt, RTF and multi-page
TIFF, each read like its everyday cousin (JPEG, .docx, PDF), and each broken or misnamed one refused clearly."""

from __future__ import annotations

import io
import shutil
import zipfile
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from tareekh.errors import InputError
from tareekh.ingest import read as read_module
from tareekh.ingest.read import read_file

FIXTURES = Path(__file__).parent / "fixtures"
ORDER_LINES = ["16.11.2026: Counsel for the petitioner present.", "Counter not filed. Call on 30.11.2026.",
               "W.P. No. 20561 of 2025"]


def typed_page(lines: list[str], size=(1100, 520)) -> Image.Image:
    """A clean typed page (large print), quick for tesseract to read."""
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 34)
    img = Image.new("RGB", size, "white")
    d = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        d.text((40, 40 + 70 * i), line, fill="black", font=font)
    return img


# ---- HEIC ------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def heic_page(tmp_path_factory):
    """An iPhone-style HEIC: pixels stored sideways, the photo's orientation (6) in its metadata."""
    import pillow_heif

    pillow_heif.register_heif_opener()  # Pillow writes HEIF through it
    upright = typed_page(ORDER_LINES)
    path = tmp_path_factory.mktemp("heic") / "IMG_4102.HEIC"
    exif = Image.Exif()
    exif[0x0112] = 6
    upright.transpose(Image.Transpose.ROTATE_90).save(path, format="HEIF", quality=80, exif=exif.tobytes())
    return path


def test_an_iphone_heic_photo_is_read_upright_like_a_jpeg(heic_page):
    doc = read_file(heic_page, engine="tesseract")
    page = doc.pages[0]
    assert doc.media == "image" and (page.width, page.height) == (1100, 520)  # upright, from the metadata
    for token in ("16.11.2026", "30.11.2026", "W.P. No. 20561 of 2025"):
        assert token in page.text
    assert all(w.box.x + w.box.w <= 1100 and w.box.y + w.box.h <= 520 for w in page.words)


def test_a_heic_is_kept_as_dropped(heic_page, tmp_path):
    from tareekh.ingest.originals import store_original

    stored = store_original(heic_page, tmp_path / "originals")
    kept = tmp_path / stored.relpath
    assert kept.suffix == ".heic" and kept.read_bytes() == heic_page.read_bytes()


def test_a_truncated_heic_is_a_clear_error(heic_page, tmp_path):
    bad = tmp_path / "IMG_cut.heic"
    bad.write_bytes(heic_page.read_bytes()[: heic_page.stat().st_size // 2])
    with pytest.raises(InputError) as err:
        read_file(bad)
    assert str(err.value).startswith("IMG_cut.heic:") and "image" in str(err.value)


# ---- .doc ------------------------------------------------------------------------------------------------

NOTE_LINES = [
    "24 Nov 2026 - court notes",
    "",
    "Seabreeze flat (O.S. No. 412 of 2023) - PW1 cross-examined. Next date 14.12.2026 for DW1.",
    "",
    "Kavuri CMA (C.M.A. No. 512 of 2025) – adjourned to 21.12.2026; café owner’s “reply” awaited.",
    "अगली तारीख 05.01.2027",
    "Date | Case | Business",
    "30.11.2026 | W.P. 20561/2025 | Counter filed",
]


needs_antiword = pytest.mark.skipif(shutil.which("antiword") is None or shutil.which("catdoc") is None,
                                    reason="antiword and catdoc are not installed")


@needs_antiword
def test_an_old_word_doc_is_read_into_paragraphs_like_a_docx():
    doc = read_file(FIXTURES / "note.doc")
    assert doc.media == "docx" and doc.doc_type == "typed_note" and doc.warnings == []
    lines = doc.text.splitlines()
    assert lines[: len(NOTE_LINES)] == NOTE_LINES  # one blank line where the note had an empty paragraph
    assert lines[-1] == "After the table."


@needs_antiword
def test_a_short_doc_that_antiword_refuses_is_read_by_catdoc():
    doc = read_file(FIXTURES / "short_note.doc")
    assert doc.warnings == []
    # catdoc drops empty paragraphs: the lines are all there, the blank one is not
    assert doc.text == "25 Nov 2026 - court notes\nGundeti CRP (CRP 2904/25) - Not reached. Adjd to 05.01.2027.\n"


def test_without_antiword_a_doc_is_refused_naming_the_packages(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # neither antiword nor catdoc on it
    with pytest.raises(InputError) as err:
        read_file(FIXTURES / "note.doc", display_name="old_note.doc")
    assert str(err.value).startswith("old_note.doc:") and "install the antiword and catdoc packages" in str(err.value)


@needs_antiword
def test_a_truncated_or_fake_doc_is_a_clear_error(tmp_path):
    cut = tmp_path / "cut.doc"
    cut.write_bytes((FIXTURES / "note.doc").read_bytes()[:5000])
    fake = tmp_path / "fake.doc"
    fake.write_bytes(b"just some words, not a Word file\n" * 20)
    for path in (cut, fake):
        with pytest.raises(InputError) as err:
            read_file(path)
        assert str(err.value).startswith(f"{path.name}: not a readable Word 97-2003 .doc file"), err.value
        assert str(tmp_path) not in str(err.value)


def test_an_rtf_or_docx_saved_as_doc_is_read_as_what_it_is(tmp_path):
    rtf = tmp_path / "wordpad.doc"
    rtf.write_bytes(rb"{\rtf1\ansi Seabreeze flat - not reached.\par Adjourned to 14.12.2026.\par}")
    doc = read_file(rtf)
    assert doc.text == "Seabreeze flat - not reached.\nAdjourned to 14.12.2026.\n"
    assert doc.warnings == ["wordpad.doc: named .doc but holds an RTF document; read as .rtf"]


# ---- .odt ------------------------------------------------------------------------------------------------


def make_odt(path: Path) -> Path:
    from odf.opendocument import OpenDocumentText
    from odf.table import Table, TableCell, TableColumn, TableRow
    from odf.text import H, LineBreak, List, ListItem, P, S

    d = OpenDocumentText()
    d.text.addElement(H(outlinelevel=1, text="24 Nov 2026 - court notes"))
    d.text.addElement(P())
    p = P(text="Seabreeze flat (O.S. No. 412 of 2023) -")
    p.addElement(S(c=1))
    p.addText("PW1 cross-examined.")
    p.addElement(LineBreak())
    p.addText("Next date 14.12.2026.")
    d.text.addElement(p)
    d.text.addElement(P())
    d.text.addElement(P())
    items = List()
    for text in ("Kavuri CMA – adjourned to 21.12.2026", "अगली तारीख 05.01.2027"):
        item = ListItem()
        item.addElement(P(text=text))
        items.addElement(item)
    d.text.addElement(items)
    table = Table(name="Docket")
    table.addElement(TableColumn(numbercolumnsrepeated=3))
    for row in (["Date", "Case", "Business"], ["30.11.2026", "W.P. 20561/2025", "Counter filed"]):
        tr = TableRow()
        for text in row:
            cell = TableCell()
            cell.addElement(P(text=text))
            tr.addElement(cell)
        table.addElement(tr)
    d.text.addElement(table)
    d.save(str(path))
    return path


def test_an_odt_written_by_odfpy_is_read_into_paragraphs_lists_and_table_rows(tmp_path):
    doc = read_file(make_odt(tmp_path / "notes.odt"))
    assert doc.media == "docx" and doc.doc_type == "typed_note"
    assert doc.text == (
        "24 Nov 2026 - court notes\n\n"
        "Seabreeze flat (O.S. No. 412 of 2023) - PW1 cross-examined.\nNext date 14.12.2026.\n\n"
        "Kavuri CMA – adjourned to 21.12.2026\nअगली तारीख 05.01.2027\n"
        "Date | Case | Business\n30.11.2026 | W.P. 20561/2025 | Counter filed\n"
    )


def test_an_odt_that_inflates_to_hundreds_of_megabytes_is_refused_before_it_is_parsed(tmp_path):
    from tareekh.ingest import office

    bomb = tmp_path / "bomb.odt"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        with zf.open("content.xml", "w") as member:
            chunk = b" " * 1_000_000
            for _ in range(office.MAX_ODT_XML_BYTES // len(chunk) + 2):
                member.write(chunk)
    assert bomb.stat().st_size < 1_000_000
    with pytest.raises(InputError) as err:
        read_file(bomb)
    assert str(err.value).startswith("bomb.odt: the .odt expands to") and "MB" in str(err.value)


def test_a_damaged_or_misnamed_odt_is_a_clear_error(tmp_path):
    good = make_odt(tmp_path / "good.odt").read_bytes()
    cut = tmp_path / "cut.odt"
    cut.write_bytes(good[: len(good) // 2])
    with pytest.raises(InputError) as err:
        read_file(cut)
    assert str(err.value).startswith("cut.odt: not a readable OpenDocument .odt file")
    photo = tmp_path / "photo.odt"
    buf = io.BytesIO()
    typed_page(["x"]).save(buf, "JPEG")
    photo.write_bytes(buf.getvalue())
    with pytest.raises(InputError) as err:
        read_file(photo)
    assert str(err.value) == "photo.odt: the file is named .odt but holds a JPEG photo; rename it to .jpg and add it again"


# ---- .rtf ------------------------------------------------------------------------------------------------

RTF = (
    r"{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fswiss Arial;}}"
    r"{\*\generator Riched20 10.0;}\pard "
    r"24 Nov 2026 - court notes\par\par "
    r"Seabreeze flat (O.S. No. 412 of 2023) - PW1 cross-examined. Next date 14.12.2026.\par "
    r"{\pict\pngblip\picw10\pich10 89504e470d0a1a0a0000000d49484452}"
    r"Kavuri CMA \endash  adjourned to 21.12.2026; caf\'e9 owner\rquote s reply.\par "
    r"\u2309?\u2327?\u2354?\u2368? 05.01.2027\par "
    r"\trowd Date\cell Case\cell Business\cell\row "
    r"\trowd 30.11.2026\cell W.P. 20561/2025\cell Counter filed\cell\row "
    r"}"
)


def test_an_rtf_is_read_into_paragraphs_with_its_code_page_and_unicode(tmp_path):
    path = tmp_path / "notes.rtf"
    path.write_text(RTF, encoding="ascii")
    doc = read_file(path)
    assert doc.media == "docx" and doc.warnings == []
    assert doc.text == (
        "24 Nov 2026 - court notes\n\n"
        "Seabreeze flat (O.S. No. 412 of 2023) - PW1 cross-examined. Next date 14.12.2026.\n"
        "Kavuri CMA – adjourned to 21.12.2026; café owner’s reply.\n"
        "अगली 05.01.2027\n"
        "Date | Case | Business\n30.11.2026 | W.P. 20561/2025 | Counter filed\n"
    )
    assert "89504e47" not in doc.text  # the picture's data is not text


def test_an_rtf_with_megabytes_of_pictures_is_read_quickly(tmp_path):
    import time

    picture = "{\\pict\\jpegblip " + "ab" * 8_000_000 + "}"
    path = tmp_path / "with_photos.rtf"
    path.write_text(r"{\rtf1\ansi Not reached.\par " + picture + r"Adjourned to 14.12.2026.\par}", encoding="ascii")
    t0 = time.monotonic()
    doc = read_file(path)
    assert doc.text == "Not reached.\nAdjourned to 14.12.2026.\n"
    assert time.monotonic() - t0 < 10


def test_a_file_named_rtf_that_is_not_rtf_is_a_clear_error(tmp_path):
    path = tmp_path / "note.rtf"
    path.write_text("Seabreeze flat - not reached.\n", encoding="utf-8")
    with pytest.raises(InputError) as err:
        read_file(path)
    assert str(err.value) == "note.rtf: not an RTF file (it does not start with {\\rtf)"


# ---- multi-page TIFF -------------------------------------------------------------------------------------


def three_page_tiff(path: Path) -> Path:
    pages = [typed_page([f"Page {i}: 1{i}.11.2026 Counsel present.", f"Call on 2{i}.11.2026 for orders."])
             for i in (1, 2, 3)]
    pages[0].save(path, save_all=True, append_images=pages[1:], compression="tiff_lzw")
    return path


def test_every_page_of_a_three_page_tiff_is_read_like_a_pdf(tmp_path):
    doc = read_file(three_page_tiff(tmp_path / "scan.tif"), engine="tesseract")
    assert [p.number for p in doc.pages] == [1, 2, 3]
    for i, page in enumerate(doc.pages, start=1):
        assert f"Page {i}: 1{i}.11.2026" in page.text and f"2{i}.11.2026" in page.text
    assert doc.warnings == []


def test_a_tiff_past_the_page_cap_is_read_to_the_cap_with_a_warning(tmp_path, monkeypatch):
    monkeypatch.setattr(read_module, "MAX_TIFF_PAGES", 2)
    doc = read_file(three_page_tiff(tmp_path / "scan.tiff"), engine="tesseract")
    assert [p.number for p in doc.pages] == [1, 2]
    assert doc.warnings == ["scan.tiff: the image has more than 2 pages; only the first 2 were read (page cap)"]


def test_a_tiff_whose_last_page_is_cut_off_keeps_the_pages_before_it(tmp_path):
    whole = three_page_tiff(tmp_path / "whole.tif").read_bytes()
    cut = tmp_path / "cut.tif"
    cut.write_bytes(whole[: int(len(whole) * 0.8)])  # Pillow writes page by page: the third page's directory is cut
    doc = read_file(cut, engine="tesseract")
    assert [p.number for p in doc.pages] == [1, 2] and "Page 2" in doc.pages[1].text
    assert len(doc.warnings) == 1 and doc.warnings[0].startswith("cut.tif: page 3 and any after it cannot be read")
