"""How many hearings a matter has had, asked in Punjabi ("<client> di EA ch hun tak kinniyan peshiyan ho gaiyan"):
the letters typed ("EA") say which of the client's matters is asked (her execution application, not her complaint);
a junior's chat from court that gives a new next date ("notice issue ho gaya JD nu. ND 08.12") reports a hearing
held that day, and a message that repeats the date already fixed reports none.

Own small practice (a consumer complaint and its execution), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = ("04/11/26, 12:05 pm - Navkiran Jr: Mam EA Harbhajan - notice issue ho gaya JD nu. PF jama. ND 8.12.26\n"
        "04/11/26, 12:09 pm - Adv Sandhowal: Ok\n"
        "20/11/26, 6:10 pm - Harbhajan Kaur: Mam agli tareekh kado hai?\n"
        "20/11/26, 6:30 pm - Navkiran Jr: Aunty EA Harbhajan ND 8.12.26 hai\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="HK", name="Harbhajan Kaur"))
    reg.add_case(Case(id="E1", number="CC No. 771 of 2025", short_name="Harbhajan Kaur washing machine complaint",
                      title="Harbhajan Kaur vs Doaba Electronics", client_id="HK", side="complainant"))
    reg.add_case(Case(id="E2", number="EA No. 96 of 2026", short_name="Harbhajan Kaur execution",
                      title="Harbhajan Kaur vs Doaba Electronics", client_id="HK", side="decree holder"))
    practice.ingest_text("CC 771/2025 Harbhajan Kaur - final arguments heard, order reserved. Next 10.06.2026.",
                         name="harbhajan cc 1.txt", case_id="E1", date="2026-05-12", author="Lawyer")
    practice.ingest_text("CC 771/2025 Harbhajan Kaur - complaint allowed, refund with 9% interest in 45 days.",
                         name="harbhajan cc 2.txt", case_id="E1", date="2026-06-10", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Navkiran Jr.txt", CHAT, "E2")
    practice.ingest_text("EA 96/2026 Harbhajan Kaur - JD's counsel seeks time, payment under process. Next 12.01.2027.",
                         name="harbhajan ea 1.txt", case_id="E2", date="2026-12-08", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "hearings-reported-from-court", build)


def test_the_hearings_of_the_matter_the_letters_name_count_the_day_reported_from_court(pr):
    line = first_line(pr.ask("harbhajan kaur di EA ch hun tak kinniyan peshiyan ho gaiyan", today="2026-12-20"))
    assert line.startswith("Two hearings"), line  # 4 Nov (the junior's chat), 8 Dec; not the 20 Nov reply
    assert "4 Nov 2026" in line and "8 Dec 2026" in line and "20 Nov 2026" not in line, line
    assert "EA 96/2026" in line, line


def test_dates_taken_by_a_side_are_its_adjournments_not_the_hearings(pr):
    line = first_line(pr.ask("harbhajan kaur di EA ch JD ne kinni vaari tareekh lai", today="2026-12-20"))
    assert not line.startswith(("Two hearings", "Three hearings")), line
    assert line.startswith("Once"), line  # 8 Dec: the JD's counsel seeks time


def test_a_number_written_in_words_gives_no_letters_to_narrow_by():
    from types import SimpleNamespace

    from tareekh.agent.naming import _number_letters

    cards = {"A": "Case No. 512 of 2025", "B": "EA No. 96 of 2026", "C": "W.P.(C) No. 88 of 2026"}
    comp = SimpleNamespace(card=lambda cid: SimpleNamespace(case=SimpleNamespace(number=cards[cid])))
    assert _number_letters(comp, "A") == ""  # "case" is a word a question types of any matter
    assert _number_letters(comp, "B") == "ea" and _number_letters(comp, "C") == "wpc"
