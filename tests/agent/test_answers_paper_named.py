"""A paper the question names is quoted from its body (agent/paper_body.py): asked what a notice or a complaint
says, in words the reader does not know around the paper's name, the answer shows what the paper says (the area,
the days, the section; the narrative), never its letterhead alone, and never "no record" while the case holds the
paper. Invented practice: a municipal notice and an FIR, asked in Nepali and Manipuri words."""

from __future__ import annotations

import pytest

from tareekh.agent.paper_body import body_passage, with_body
from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, home_built_by

NOTICE = ("NAGAR PALIKA PARISHAD, DEVGARH\nDistrict Sonpur\nNo. NPP/ENC/2025/77                 Date: 05/06/2025\n"
          "To: Shri Harbans Lal Mehra, H.No. 9, Kothi Bazaar, Sonpur.\n"
          "NOTICE UNDER SECTION 187 OF THE MUNICIPALITIES ACT, 1961\n"
          "Whereas it is noticed that you have carried out construction of a tin shed of about 18 sq. m. on the\n"
          "public drain in front of your shop without permission; you are hereby directed to remove the said shed\n"
          "within 7 (seven) days of receipt of this notice, failing which it shall be removed at your cost.\n"
          "Sd/- Executive Officer")
COMPLAINT = ("FIRST INFORMATION REPORT\nPS Lalbagh   FIR No. 31/2025\nDated 11.02.2025\n"
             "Complainant: Ramdulari Verma\n"
             "Facts: On the night of 9 February my neighbour Ghanshyam broke the lock of my storeroom with a crowbar and "
             "took away two sacks of mustard seed; my son saw him loading them on a handcart near the temple.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="W.P. No. 3301 of 2025", short_name="Mehra shed writ",
                      title="Harbans Lal Mehra vs Nagar Palika Parishad", side="petitioner"))
    reg.add_case(Case(id="K1", number="Cr. Misc. No. 88 of 2025", short_name="Ghanshyam anticipatory",
                      title="Ghanshyam vs State", side="applicant"))
    practice.ingest_text("Mehra shed writ - notice issued to the Parishad, reply in 3 weeks. Interim: no coercive "
                         "action. Next 21.07.2025.", name="note M1.txt", case_id="M1", date="2025-06-20",
                         author="Lawyer")
    practice.ingest_text("Ghanshyam anticipatory - State seeks time for the case diary. Next 03.03.2025.",
                         name="note K1.txt", case_id="K1", date="2025-02-17", author="Lawyer")
    drop_file(practice, tmp, "palika notice.txt", NOTICE, "M1")
    drop_file(practice, tmp, "complaint lalbagh.txt", COMPLAINT, "K1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-named", build)


def test_a_notice_named_in_unknown_words_is_quoted_from_its_body(pr):
    # Nepali in Latin letters: "what is written in the Mehra notice? how many days?"
    a = pr.ask("mehra shed notice ma ke lekheko chha? kati din?", today="2025-08-01")
    assert "7 (seven) days" in a.answer and "18 sq" in a.answer, a.answer
    assert not a.answer.startswith("No record"), a.answer


def test_an_fir_asked_what_it_was_about_shows_its_narrative_not_its_heading(pr):
    # Manipuri in Latin letters: "what was the FIR about?"
    a = pr.ask("ghanshyam gi FIR asi kari gi maramda?", today="2025-03-01")
    assert "crowbar" in a.answer and "mustard" in a.answer, a.answer


def test_the_body_is_the_longest_prose_after_the_title_lines_joined_where_a_scan_wrapped_it():
    body = body_passage(NOTICE)
    assert body.startswith("Whereas it is noticed") and "within 7 (seven) days" in body, body
    assert with_body(COMPLAINT, ["FIRST INFORMATION REPORT"])[-1].startswith("Facts: On the night")
