"""Asked a vehicle's number in any language, the answer states the registration the matter's records write (the
vehicle asked first), with the sentence before it: where and when it happened."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line

PETITION = ("Claim petition (summary). Incident: on 02.11.2024 at about 8 pm near Kengeri bus stand, Mysuru Road. "
            "Bus No. KA-57-F-2231 driven at high speed hit the scooter KA 41 EZ 908 of the deceased Tarun Hosmani.")


def build(practice) -> None:
    practice.registry.add_case(Case(id="V1", number="M.V.C. No. 1180 of 2024", short_name="Vasundhara Hosmani claim",
                                    title="Vasundhara Hosmani vs BMTC", side="petitioner"))
    practice.ingest_text(PETITION, name="claim 2024-12-01.txt", case_id="V1", date="2024-12-01", author="Lawyer")
    practice.ingest_text("Vasundhara Hosmani claim - BMTC filed objections. Next 14.03.2025.",
                         name="note 2025-01-20.txt", case_id="V1", date="2025-01-20", author="Lawyer")


@pytest.mark.parametrize("question", [
    "Vasundhara Hosmani claim lo bus number enti?",               # Telugu in Latin letters
    "Vasundhara Hosmani claim e gaarir number ki chilo?",         # Bengali in Latin letters
    "vasundhara hosmani case me bus kahan aur kab, bus ka number?",  # Hindi in Latin letters
    "What was the bus's registration number in Vasundhara Hosmani?",  # English
])
def test_the_registration_of_the_vehicle_asked_is_stated_with_where_it_happened(practice, question):
    build(practice)
    ans = practice.ask(question, today="2025-02-01")
    line = first_line(ans)
    assert line.startswith("KA-57-F-2231"), line
    assert "Kengeri" in line  # the sentence before it: where and when
    assert cited_ok(practice, ans)


def _tanker_suit(practice) -> None:
    practice.registry.add_case(Case(id="T1", number="O.S. No. 312 of 2023", short_name="Pallavkar tanker suit",
                                    title="Sunandha Pallavkar vs Koravi Transports", side="plaintiff"))
    practice.ingest_text("Sunandha called: the firm's tanker MH-09-CK-4471 is being sold at Jaysingpur, she says.",
                         name="call 2024-08-02.txt", case_id="T1", date="2024-08-02", author="Lawyer")
    practice.ingest_text("Pallavkar tanker suit - PW1 cross over; defence sought time for DW1. Next 19.03.2025.",
                         name="note 2025-01-14.txt", case_id="T1", date="2025-01-14", author="Lawyer")


def test_a_vehicle_word_that_names_the_matter_asks_its_last_date_not_a_registration(practice):
    _tanker_suit(practice)
    ans = practice.ask("pallavkar tanker suit last date en?", today="2025-02-01")
    line = first_line(ans)
    assert not line.startswith("MH-09-CK-4471"), line
    assert "14 Jan 2025" in line, line


def test_the_vehicle_asked_again_beside_the_matter_s_name_is_still_its_registration(practice):
    _tanker_suit(practice)
    ans = practice.ask("What was the tanker's registration number in Pallavkar tanker suit?", today="2025-02-01")
    assert first_line(ans).startswith("MH-09-CK-4471"), first_line(ans)
