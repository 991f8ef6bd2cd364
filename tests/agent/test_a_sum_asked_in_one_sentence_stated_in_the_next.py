"""An offer asked for in one sentence and stated in the next ("the court asked the insurer for its offer. Counsel -
Rs. … full and final."): "how much did the insurer offer" finds the sum in the sentence that states it, though the
asking words sit in the sentence before; and "kitni offer ki" asks a sum, not offers counted. A small accident-claims
practice written for this test (Korlapati), its notes in Latin letters and in Devanagari."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="M.A.C.P. No. 733 of 2025", short_name="Yeshwini MACT",
                                    title="Yeshwini Korlapati vs Dhanvik Roadways", side="petitioner"))
    practice.registry.add_case(Case(id="M2", number="M.A.C.P. No. 61 of 2025", short_name="Trilokesh MACT",
                                    title="Trilokesh Omare vs Sarvottam Transport", side="petitioner"))
    practice.ingest_text("Yeshwini MACT - insurer sought time for evidence, last chance given. Tribunal asked the "
                         "insurer for its offer first. Insurer's counsel - Rs. 4,20,000 full and final. Client "
                         "refused. (claim 11 lakh) Witness fees Rs. 600 paid. Next 14.08.2025.",
                         name="yeshwini 1.txt", case_id="M1", date="2025-06-03", author="Lawyer")
    practice.ingest_text("त्रिलोकेश MACT - बीमा कंपनी की ओर से गवाह अनुपस्थित। न्यायाधिकरण ने बीमा कंपनी से "
                         "समझौते की पेशकश पूछी। अधिवक्ता - रु. 2,75,000 अंतिम। पक्षकार ने मना किया। "
                         "आगामी तिथि 20.08.2025।", name="trilokesh 1.txt", case_id="M2", date="2025-06-10",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "offer-next-sentence", build)


@pytest.mark.parametrize("q", [
    "yeshwini mate insurance e ketli offer kari",
    "Yeshwini MACT mein insurance ne kitni offer ki?",
    "how much did the insurer offer in Yeshwini MACT?",
])
def test_the_offer_is_the_sum_of_the_sentence_after_the_one_that_asks_it(pr, q):
    a = pr.ask(q, today="2025-07-01")
    first = first_line(a)
    assert "4,20,000" in first, a.answer
    assert "11,00,000" not in first and "600" not in first.replace("4,20,000", ""), a.answer
    assert cited_ok(pr, a)


def test_the_offer_asked_of_a_note_in_devanagari(pr):
    a = pr.ask("Trilokesh MACT mein insurance ne kitni offer ki?", today="2025-07-01")
    assert "2,75,000" in first_line(a), a.answer
    assert cited_ok(pr, a)


def test_a_sentence_after_one_that_names_nothing_of_a_sum_is_not_the_offer(pr):
    # the witness fees follow a sentence that names no offer, claim or settlement: never the offer's sum
    from tareekh.agent.sum_asked import thing_before

    said = thing_before("Client refused. Witness fees Rs. 600 paid. Tribunal asked for the offer. Counsel - Rs. 9,000.")
    assert "Witness fees Rs. 600 paid." not in said
    assert any("offer" in w for w in said.get("Counsel - Rs. 9,000.", set())), said
