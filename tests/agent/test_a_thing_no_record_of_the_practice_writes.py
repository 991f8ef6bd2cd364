"""A question about a thing no record of the whole practice writes — a calling, an act of the law, letters typed in
capitals — is answered "Not on record" first, whatever verb or language it is asked in, and never from a line about
another thing of the matter (another report, another party). A thing some record writes, if mistyped, spelt by a
synonym or written under another matter, is left to the answerers that read those lines."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="M.C. No. 77 of 2025", short_name="Tarannum custody case",
                      title="Tarannum Khaliq vs Ishfaq Mattoo", side="petitioner",
                      court="Family Court, Sonmarg Road", stage="evidence", next_date="2026-06-10"))
    reg.add_case(Case(id="M2", number="O.S. No. 140 of 2024", short_name="Zargar orchard suit",
                      title="Nazakat Zargar vs Tufail Zargar", side="plaintiff",
                      court="Munsiff Court, Sonmarg Road", stage="issues", next_date="2026-06-12"))
    practice.ingest_text("4.5.26 Tarannum custody - the welfare officer's report came, child wants to stay with mother. "
                         "Ishfaq's side took time to reply to the report. ND 10.6.26.",
                         name="custody.txt", case_id="M1", date="2026-05-04", author="Lawyer")
    practice.ingest_text("6.5.26 Zargar orchard suit - impleadment application of the brother's widow allowed. "
                         "Compromise talks failed. A counsellor was named for the family of D2. ND 12.6.26.",
                         name="orchard.txt", case_id="M2", date="2026-05-06", author="Lawyer")


@pytest.mark.parametrize("question, word", [
    ("did the child psychologist's report come in tarannum custody case?", "psychologist"),  # English
    ("tarannum custody me psychologist ki report aayi kya?", "psychologist"),                 # Hindi
    ("tarannum custody case lo psychologist report vachinda?", "psychologist"),               # Telugu in Latin letters
    ("tarannum custody kesil BDDS report vanno?", "BDDS"),                                    # Malayalam, capitals
    ("zargar orchard suit me CWC ne kya kaha?", "CWC"),                                       # Hindi, capitals
])
def test_a_thing_no_record_writes_is_not_on_record(practice, question, word):
    build(practice)
    ans = practice.ask(question, today="2026-05-20")
    line = first_line(ans)
    assert line.startswith("Not on record"), ans.answer
    assert word in line, ans.answer
    assert "[" not in line, ans.answer  # no other report's line cited as its answer


@pytest.mark.parametrize("question", [
    "zargar orchard suit me impleadmnet allow hua?",       # a slip of the notes' word
    "zargar orchard suit me settlement hua kya?",          # a synonym of the notes' "compromise"
    "tarannum custody me counsellor ne kya kaha?",         # a calling the notes write under the other matter
    "tarannum custody me welfare officer ki report aayi?",  # the notes' own words
])
def test_a_thing_some_record_writes_is_left_to_its_lines(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-05-20")
    assert "none of your notes" not in first_line(ans), ans.answer


@pytest.mark.parametrize("question, word", [
    ("tarannum custody me khulanama kab aaya?", "khulanama"),              # Hindi: a paper by the ending "-nama"
    ("zargar orchard suit madhe hibanama kadhi dakhal zala?", "hibanama"),  # Marathi
])
def test_a_paper_named_by_its_nama_ending_that_no_record_writes_is_not_on_record(practice, question, word):
    build(practice)
    line = first_line(practice.ask(question, today="2026-05-20"))
    assert line.startswith("Not on record") and word in line, line


def test_a_nama_paper_a_record_writes_is_left_to_its_lines(practice):
    build(practice)
    practice.ingest_text("8.5.26 Zargar orchard suit - D1's hibanama of 1998 produced, marked Ex.B4.",
                         name="orchard-2.txt", case_id="M2", date="2026-05-08", author="Lawyer")
    line = first_line(practice.ask("zargar orchard suit madhe hibanama kadhi dakhal zala?", today="2026-05-20"))
    assert "none of your notes" not in line, line
