"""'<claim> la insurance offer ok sonnomaa?', '… offer ki ok cheppara?', '… offer oppikondra?': whether the side said
"ok" to (or agreed to, in the south's verb, or "kabool" of the north and west) an offer of settlement is the offer's
fate ("kabool", which a court's note writes of a witness's admission, is left to the witness readers) — "No — it was turned down on <day>: … offered Rs. …; not willing" — not the matter's nearest line. A small
claims tribunal practice invented for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="M.A.C.O.P. No. 77 of 2026", short_name="Pothuraju bike claim",
                                    title="Pothuraju Venkanna vs Sriram Roadways & Anr.", side="petitioner"))
    practice.ingest_text("Pothuraju claim - PW1 chief affidavit filed, Ex. A1 to A9 marked. Next 10.08.2026.",
                         name="m1 note.txt", case_id="M1", date="2026-06-15", author="Lawyer")
    practice.ingest_text("ORDER\nPetitioner present. R2 insurer present. The Tribunal asked R2 whether it would make an "
                         "offer. R2 offered Rs. 3,20,000/- in full and final settlement. Petitioner not willing. Call "
                         "on 21.09.2026 for RW1.", name="m1 order.txt", case_id="M1", date="2026-08-10", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "offer-ok", build)


@pytest.mark.parametrize("asked", ["Pothuraju claim lo insurance offer ki ok cheppama?",
                                   "Pothuraju claim alli insurance offer oppikondra?",
                                   "Pothuraju claim la insurance offer ok sonnaangalaa?",
                                   "Pothuraju claim me insurance offer ko ok bola tha?",
                                   "Pothuraju claim la insurance offer oppukondaangalaa?"])
def test_an_ok_said_to_an_offer_is_answered_by_the_offer_s_fate(pr, asked):
    a = pr.ask(asked, today="2026-08-20")
    first = first_line(a)
    assert first.startswith("No") and "3,20,000" in first and "10 Aug 2026" in first, a.answer
