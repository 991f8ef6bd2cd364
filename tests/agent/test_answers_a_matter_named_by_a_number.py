"""A matter called by a number that is not its case number — the land-record number it is about, the section it is
under — is the matter asked about: its next date first, never a list of every record that writes the number."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line


def build(practice) -> None:
    practice.registry.add_case(Case(id="S1", number="O.S. No. 44 of 2023", short_name="Nellore boundary suit",
                                    title="Yellamanda Rao vs Ramanaiah", side="plaintiff"))
    practice.registry.add_case(Case(id="A1", number="A.S. No. 19 of 2025", short_name="Ongole first appeal",
                                    title="Pitchaiah vs Lakshmamma", side="appellant"))
    practice.registry.add_case(Case(id="N1", number="S.T.C. No. 610 of 2025", short_name="Tirupati Agencies matter",
                                    title="Tirupati Agencies vs Pothuraju", side="complainant",
                                    nature="complaint u/s 138 N.I. Act, cheque returned"))
    practice.ingest_text("Appeal against the decree on the well and the field, survey no. 118 of Kothapalem. "
                         "Admitted; records called for. Next 21.09.2026 for hearing.",
                         name="appeal admitted.txt", case_id="A1", date="2026-06-10", author="Lawyer")
    practice.ingest_text("सर्वे नं. ११८ का नक्शा मंगवाना है। अपील सुनवाई 21.09.2026 को।",
                         name="naksha.txt", case_id="A1", date="2026-07-02", author="Lawyer")
    practice.ingest_text("Boundary suit - commissioner's sketch shows the wall on survey 118 partly. "
                         "Next 30.10.2026 for plaintiff's evidence.",
                         name="suit sketch.txt", case_id="S1", date="2026-07-20", author="Lawyer")
    practice.ingest_text("Legal notice u/s 138 N.I. Act sent to Pothuraju on behalf of Tirupati Agencies, cheque "
                         "for Rs. 2,10,000 returned unpaid. Section 138 complaint to follow if not paid.",
                         name="notice.txt", case_id="N1", date="2025-03-04", author="Lawyer")
    practice.ingest_text("Tirupati Agencies - accused examined u/s 313. Next 14.10.2026 for final arguments.",
                         name="313.txt", case_id="N1", date="2026-08-18", author="Lawyer")


@pytest.mark.parametrize("question", [
    "survey 118 appeal next date?",                          # English
    "survey no. 118 appeal er porer date kobe?",             # Bengali in Latin letters
    "survey 118 appeal adutha vaaidha eppo?",                # Tamil in Latin letters
    "survey 118 wali appeal di agli tareek ki hai?",         # Punjabi in Latin letters
])
def test_a_land_number_with_the_kind_of_case_names_the_one_matter(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-08-25")
    line = first_line(ans)
    assert "A.S. 19/2025" in line and "21 Sep 2026" in line, line
    assert "30 Oct 2026" not in line
    assert cited_ok(practice, ans)


@pytest.mark.parametrize("question", [
    "tirupati 138",
    "Tirupati agencies 138?",
    "tirupati wala 138",
])
def test_the_section_a_case_is_under_names_it_and_the_bare_question_gets_its_next_date(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-08-25")
    text = ans.answer
    assert "14 Oct 2026" in text.split("\n- ")[0], text
    assert "final arguments" in text.split("\n- ")[0], text


@pytest.mark.parametrize("question", ["survey 118?", "Survey no. 118"])
def test_the_number_typed_bare_is_read_in_every_matter_that_writes_it(practice, question):
    # with nothing else asked, the number is the thing asked about, not a name for one of the matters
    build(practice)
    ans = practice.ask(question, today="2026-08-25")
    line = first_line(ans)
    assert "O.S. 44/2023" in line and "A.S. 19/2025" in line, ans.answer
