"""Asked a total ("kul kitne", "mot koto", "total how much"), the answer gives the sum a record adds up from its parts
("2,30,500 = 1,84,300 + 46,200"), not the first bill of those parts that a plainer reading finds first."""

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, first_line


def _injury_claim(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL7", name="Anahita Zubin Palkhiwala"))
    reg.add_case(Case(id="C7", number="C.C. No. 311 of 2025", short_name="Anahita knee complaint",
                      title="Anahita Zubin Palkhiwala vs Dhanvantri Bone Clinic", client_id="CL7",
                      side="complainant"))
    notes = [
        ("2025-09-14", "Anahita knee complaint - hospital's final bill: Rs. 1,84,300/- (paid). Medical bill copy kept."),
        ("2026-01-22", "Anahita knee complaint - filed affidavit with the medical bills Rs. 1,84,300 and the "
                       "physiotherapy bills Rs. 46,200. ND 18.03.2026."),
        ("2026-03-18", "Anahita knee complaint - our claim Rs. 9,00,000 (compensation 6 L, medical 2,30,500 = "
                       "1,84,300 + 46,200, loss of work 69,500). Written arguments in 4 weeks."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C7_{day}.txt", case_id="C7", date=day, author="Rustom")


@pytest.mark.parametrize("question", [
    "Anahita knee complaint medical bills kul kitne ke the?",   # Hindi in Latin letters
    "Anahita knee complaint e medical bill mot koto?",          # Bengali in Latin letters
    "Anahita knee complaint medical bills total how much",      # English
])
def test_a_total_asked_is_the_sum_its_parts_add_up_to(practice, question):
    _injury_claim(practice)
    ans = practice.ask(question, today="2026-05-01")
    line = first_line(ans)
    assert "2,30,500" in line, ans.answer
    assert cited_ok(practice, ans)


def test_a_bill_asked_without_a_total_is_not_the_total(practice):
    _injury_claim(practice)
    ans = practice.ask("Anahita knee complaint hospital final bill kitne ka tha?", today="2026-05-01")
    assert "1,84,300" in first_line(ans), ans.answer
