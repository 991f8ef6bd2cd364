"""PDFs: the text layer when there is one, otherwise each page rendered and read; a page cap with a warning."""

from __future__ import annotations

import pytest

from tareekh.errors import InputError
from tareekh.ingest.read import MAX_PDF_PAGES, read_file
from tests.ingest_read.files import text_pdf


def test_text_layer_is_read_page_by_page_without_ocr(tmp_path):
    p = text_pdf(tmp_path / "cause_list.pdf", ["Cause list 30.11.2026\nItem 4: OS 412/2023 (Seabreeze)", "Item 9: CMA 512/2025"])
    doc = read_file(p)
    assert doc.media == "pdf" and [pg.engine for pg in doc.pages] == ["text-layer", "text-layer"]
    assert "Item 4: OS 412/2023 (Seabreeze)" in doc.pages[0].text
    assert "Item 9: CMA 512/2025" in doc.pages[1].text
    assert doc.warnings == []


def test_a_500_page_pdf_is_capped_with_a_warning_naming_the_cap(tmp_path):
    p = text_pdf(tmp_path / "big.pdf", [f"Page {i + 1} of the paper book, OS 412/2023" for i in range(500)])
    doc = read_file(p)
    assert len(doc.pages) == MAX_PDF_PAGES
    assert doc.pages[-1].number == MAX_PDF_PAGES and f"Page {MAX_PDF_PAGES} of" in doc.pages[-1].text
    assert any("500 pages" in w and f"first {MAX_PDF_PAGES}" in w and "big.pdf" in w for w in doc.warnings)


def test_scanned_pdf_without_text_layer_is_ocrd(tmp_path, order_sheet_page):
    from devtools.render import scan

    p = tmp_path / "certified_copy.pdf"
    scan(order_sheet_page, seed=3).convert("L").save(p, "PDF", resolution=150)
    doc = read_file(p)
    page = doc.pages[0]
    assert page.engine == "tesseract" and page.kind == "typed"
    for token in ("16.11.2026", "30.11.2026", "14.12.2026", "W.P. No. 20561 of 2025"):
        assert token in doc.text
    assert doc.doc_type == "order_sheet"


@pytest.mark.parametrize("data", [b"%PDF-1.4\n1 0 obj\n<< /Type /Catal", b"not a pdf at all"])
def test_broken_pdf_is_refused_naming_the_file(tmp_path, data):
    p = tmp_path / "scan.pdf"
    p.write_bytes(data)
    with pytest.raises(InputError, match="scan.pdf: not a readable PDF"):
        read_file(p)
