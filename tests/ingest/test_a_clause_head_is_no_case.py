"""A line headed "<words> - …" starts a new matter only when its head could be a case's name. In Hindi, Urdu and
Punjabi a head carrying the agent's "ne" or the "se" of from/with is a clause ("Tejveer ne virodh kiya - …",
"Reader se file dekhi - …"), in Latin letters or in the language's own script: it goes on about the matter above.
Names written for this test."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def _note(text: str) -> list:
    doc = Document(source_name="IMG_2031.jpg", media="image", doc_type="handwritten_note",
                   pages=[Page(number=1, text=text)])
    return split_document(doc, file_name="IMG_2031.jpg")


def test_a_head_with_the_agents_ne_goes_on_about_the_matter_above():
    entries = _note("14/3/31 Sessions Ct 4 - Omkarnath bail / Case diary received, 2 PW done.\n"
                    "Tejveer Singh ne virodh kiya - serious offence. / Order ke liye ND 21.3.31")
    assert len(entries) == 1


def test_a_head_with_se_in_devanagari_goes_on_about_the_matter_above():
    entries = _note("14/3/31 सत्र न्यायालय - ओमकारनाथ जमानत / केस डायरी आ गई।\n"
                    "रीडर से फाइल देखी - अगली तारीख 21.3.31 है।")
    assert len(entries) == 1


def test_a_head_with_ne_in_urdu_goes_on_about_the_matter_above():
    entries = _note("14/3/31 Sessions Ct 4 - Zubairul bail / Case diary received.\n"
                    "سرکاری وکیل نے مخالفت کی - order reserved. ND 21.3.31")
    assert len(entries) == 1


def test_a_head_naming_another_case_still_starts_a_matter():
    entries = _note("14/3/31 Sessions Ct 4 - Omkarnath bail / Case diary received.\n"
                    "Tejveer Singh v State - charge framed. ND 2.4.31")
    assert len(entries) == 2
