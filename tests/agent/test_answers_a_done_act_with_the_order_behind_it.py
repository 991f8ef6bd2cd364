"""A yes to "was he released?" read from a client's message names the order behind the release: the judgment's
holding ("the detention order … is quashed") and its direction ("directed to release the detenu"). A small habeas
practice written for this test (Baramulla)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

JUDGMENT = """HIGH COURT OF JAMMU & KASHMIR AND LADAKH AT SRINAGAR
WP(Crl) No. 88/2025
Hilal Ahmad Zargar (through his brother Mirza Zargar)  Vs  UT of J&K & Ors.
JUDGMENT
7. The grounds were not supplied in a language the detenu understands. The detention is vitiated.
8. The petition is allowed. Detention order No. DMB/PSA/12/2025 dated 02.03.2025 is quashed. The respondents are
directed to release the detenu forthwith, if not required in any other case.
Judge"""


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="WP(Crl) No. 88/2025", short_name="Hilal PSA habeas",
                                    title="Hilal Ahmad Zargar vs UT of J&K", side="petitioner"))
    practice.ingest_text("Hilal habeas - GA sought time for the detention record. Next 20.06.2025.",
                         name="hilal 1.txt", case_id="K1", date="2025-05-12", author="Lawyer")
    practice.ingest_text(JUDGMENT, name="hilal judgment.txt", case_id="K1", date="2025-07-08", author="Lawyer")
    practice.ingest_text("Mirza called: Hilal ghar pahuncha raat ko, Baramulla se release hua subah.",
                         name="hilal 2.txt", case_id="K1", date="2025-07-11", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "done-act-order", build)


def test_a_release_done_names_the_holding_and_the_direction_of_the_order_behind_it(pr):
    a = pr.ask("Hilal release hua tha jail se?", today="2025-08-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "is quashed" in first and "directed to release" in first, a.answer
    assert cited_ok(pr, a)
