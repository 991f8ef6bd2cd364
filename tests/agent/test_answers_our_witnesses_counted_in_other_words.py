"""'How many of our witnesses have been examined?' asked in other languages' words: a counting word between "how
many" and the thing ("kati jana saakshi", "koto jon sakkhi") is not the thing counted; "our side" in the
question's own language ("hamro taraf", "amader dik", "namma kade") asks for our side's witnesses; and when no
note says "our PW1", the side the registry records for us says whose witnesses are ours."""

import pytest

from tests.agent.helpers import build_registry, first_line

NOTES = [
    ("2026-02-10", "Seabreeze OS 318/22 - PW-1 Vithal Kini (secretary) examined in chief, affidavit tendered, "
                   "Exs P1-P9."),
    ("2026-03-17", "Seabreeze OS 318/22 - PW-2 Rita Baliga (resident) chief and cross over."),
    ("2026-05-05", "Seabreeze OS 318/22 - DW-1 Sadanand Mallya (builder's manager) examined; our cross half done."),
]


@pytest.mark.parametrize("question", [
    "Seabreeze ma hamro taraf bata kati jana saakshi ko bayan bhayo?",  # Nepali
    "Seabreeze-e amader dik theke koto jon sakkhi hoyeche?",  # Bengali
    "Seabreeze alli namma kade inda eshtu jana sakshi aagide?",  # Kannada
    "how many of our witnesses have been examined in Seabreeze?",
])
def test_only_our_side_s_witnesses_are_counted(practice, question):
    build_registry(practice)
    for day, text in NOTES:
        practice.ingest_text(text, name=f"seabreeze_{day}.txt", case_id="C1", date=day, author="Latha")
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Two witnesses"), line
    assert "PW-1" in line and "PW-2" in line and "DW-1" not in line, line


def test_a_witness_whose_affidavit_was_tendered_is_examined_that_day_under_the_name_first_written(practice):
    build_registry(practice)
    for day, text in [("2026-02-10", "Seabreeze OS 318/22 - PW1 Vithal Kini aff. tendered, Exs P1-P9 marked."),
                      ("2026-03-17", "Seabreeze OS 318/22 - PW1 cross by Pingali for 1 hr, held up well.")]:
        practice.ingest_text(text, name=f"seabreeze_{day}.txt", case_id="C1", date=day, author="Latha")
    ans = practice.ask("how many of our witnesses have been examined in Seabreeze?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("One witness") and "PW-1 (Vithal Kini), 10 Feb 2026" in line, line
