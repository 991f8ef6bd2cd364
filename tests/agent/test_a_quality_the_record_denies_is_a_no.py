"""A yes or no asked of a quality ("was the notice valid?", "signature prove aayitha?", "enquiry fair hoti ka?")
that the matter's newest record on it denies ("held not valid", "not proved", "invalid") answers "No — <the record's
words>" with its citation, never "Not clearly on record" over the very order. A newer record that writes the quality
plainly is the matter's latest word on it, and no No is read. agent/quality_denied.py, agent/status_asked.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="R.C.P. No. 63 of 2025", short_name="Quennell eviction",
                      title="Quennell Traders vs Ibhrampur Wadekaran", side="petitioner"))
    reg.add_case(Case(id="T2", number="O.S. No. 12 of 2025", short_name="Zirmaan loan suit",
                      title="Zirmaan vs Ottoliyan", side="plaintiff"))
    practice.ingest_text("Quennell eviction - counter filed: they say the quit notice was valid and served.",
                         name="t1 a.txt", case_id="T1", date="2026-01-08", author="Lawyer")
    practice.ingest_text("ORDER\nThe quit notice dated 02.05.2024 is held not valid, since it gives fifteen days "
                         "only. The petitioner is at liberty to issue a fresh notice. Call on 10.06.2026.",
                         name="t1 order.txt", case_id="T1", date="2026-03-19", author="Court")
    practice.ingest_text("Zirmaan loan suit - signature on the promissory note not proved yet; expert report awaited.",
                         name="t2 a.txt", case_id="T2", date="2026-01-20", author="Lawyer")
    practice.ingest_text("Zirmaan loan suit - expert report received: signature on the promissory note proved as "
                         "the defendant's. Next 02.06.2026.", name="t2 b.txt", case_id="T2", date="2026-04-02",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "quality-denied", build)


@pytest.mark.parametrize("question", ["Quennell eviction la quit notice valid-nu sonnaangala",
                                      "Quennell eviction madhye quit notice valid mhanla ka?"])
def test_a_quality_the_newest_order_denies_is_answered_no_in_its_words(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert line.startswith("No —") and "not valid" in line and "19 Mar 2026" in line, a.answer


def test_a_quality_a_newer_record_writes_plainly_is_no_no(pr):
    a = pr.ask("Zirmaan loan suit la signature proved-nu sonnaangala", today="2026-05-01")
    assert not first_line(a).startswith("No —"), a.answer


@pytest.mark.parametrize("text", ["The enquiry is held not fair and proper.", "It was never proved.",
                                  "The notice is invalid.", "neither fair nor proper"])
def test_a_quality_is_denied_by_a_negation_before_it_or_a_negative_prefix(text):
    from tareekh.agent.quality_denied import _denied

    word = next(w for w in ("fair", "proved", "valid") if w in text.lower())
    assert _denied(word, text)


@pytest.mark.parametrize("text, word", [("The enquiry is fair.", "fair"), ("Notice not served; it is valid.", "valid")])
def test_a_quality_written_plainly_is_not_denied(text, word):
    from tareekh.agent.quality_denied import _denied

    assert not _denied(word, text)
