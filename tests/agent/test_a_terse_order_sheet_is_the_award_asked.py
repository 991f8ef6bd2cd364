"""The award asked of a matter is read from the order sheet that states it, though the sheet directs the sum tersely
("Respondent No. 3 to deposit within 45 days", no "shall pay") and the lawyer's notes naming the party — one of them
retelling the deposit — rank above it: the rate of interest the order gives is part of the answer."""

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, first_line

ORDER = ("BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, NORTH DISTRICT\n"
         "M.A.C. Case No. 41 of 2025\n"
         "Order dated 12.02.2027\n"
         "The accident of 03.05.2025 was caused by the rash driving of the bus. Monthly income Rs. 12,000;\n"
         "age 41; multiplier 14. Compensation: Rs. 20,16,000 plus conventional heads Rs. 70,000, total\n"
         "Rs. 20,86,000, with simple interest at 9% p.a. from the date of claim till deposit. Respondent No. 3 to\n"
         "deposit within 45 days. Put up on 30.03.2027 for deposit.")


def _claim(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL8", name="Ilavarasi Thungamma"))
    reg.add_case(Case(id="C8", number="M.A.C. Case No. 41 of 2025", short_name="Thungamma bus accident claim",
                      title="Ilavarasi Thungamma vs Vemuganti Travels", client_id="CL8", side="claimant"))
    notes = [
        ("2026-09-14", "Thungamma bus claim - Ilavarasi came with the income papers; insurer's reply awaited."),
        ("2026-11-20", "Thungamma bus claim - Ilavarasi examined as PW1, cross by insurer's counsel over."),
        ("2027-02-12", ORDER),
        ("2027-03-30", "Thungamma bus claim - insurer deposited the award Rs. 20,86,000 + interest Rs. 1,40,520 "
                       "by DD. Ilavarasi to get Rs. 4,00,000 now, the rest in FD."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"c8_{day}.txt", case_id="C8", date=day)


@pytest.mark.parametrize("question", [
    "Ilavarasi ku award kete tanka hela",          # Odia in Latin letters
    "Ilavarasi ko award kitne ka mila",            # Hindi in Latin letters
    "How much was Ilavarasi's award?",             # English
])
def test_the_award_is_read_from_the_order_sheet_with_its_rate(practice, question):
    _claim(practice)
    ans = practice.ask(question, today="2027-04-10")
    line = first_line(ans)
    assert "20,86,000" in line, ans.answer
    assert "9%" in line, ans.answer
    assert cited_ok(practice, ans)
