"""A step asked with the Dravidian clitic that asks yes or no glued to the verb ("… inspection jarigindaa?", Kannada
"… aaytaa?", Tamil "… nadandhucha?") is read as the verb the tables hold, not as a thing a record must write; and a
report that says the step in a sentence whose doer only its heading names ("REPORT OF THE COURT COMMISSIONER … I
visited and inspected …") answers it: the heading and the sentence are read together. A report whose sentences never
write the step asked answers no yes. A small practice written for this test."""

from __future__ import annotations

import pytest

from tareekh.agent.headed import heading_of, under_heading
from tareekh.agent.tongues import role
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

REPORT = ("IN THE COURT OF THE PRINCIPAL CIVIL JUDGE, TUMAKURU\nO.S. No. 208 of 2024\n"
          "REPORT OF THE COURT COMMISSIONER (appointed on I.A. No. 3 dated 11.01.2025)\n"
          "1. I visited the suit schedule property on 04.03.2025 and inspected the boundaries in the presence of both "
          "parties.\n2. A compound wall of about 40 ft runs along the eastern side; a cattle shed stands on the "
          "western side.\nSketch annexed. Commissioner's fee of Rs. 6,000/- received.\nTumakuru, 10.03.2025   "
          "Court Commissioner")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="D1", number="O.S. No. 208 of 2024", short_name="Dasappa boundary suit",
                      title="Dasappa vs Chikkamma", side="plaintiff"))
    practice.ingest_text("Dasappa boundary suit - commissioner report awaited. Next 20.03.2025.",
                         name="d1 note.txt", case_id="D1", date="2025-02-14", author="Lawyer")
    practice.ingest_text(REPORT, name="OS 208-2024 commissioner report.pdf.txt", case_id="D1", date="2025-03-10",
                         author="Court Commissioner")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "headed-report", build)


@pytest.mark.parametrize("word,verb", [("nadandhucha", "nadandhuchu"), ("jarigindaa", "jarigindi"),
                                       ("aaytaa", "aaytu")])
def test_the_asking_clitic_is_read_as_the_verb_it_is_glued_to(word, verb):
    assert role(verb) is not None and role(word) == role(verb)


@pytest.mark.parametrize("word", ["mhatla", "Sunitha", "Chikkamma"])
def test_a_word_of_another_language_or_a_name_is_not_read_for_the_clitic(word):
    # (Marathi "mhatla", said, is no Dravidian verb with the clitic: "mhatle" is the table's, read apart)
    assert role(word) is None, word


def test_a_report_s_sentences_are_read_under_its_heading():
    assert heading_of(REPORT).endswith("REPORT OF THE COURT COMMISSIONER")  # its bracketed aside dropped
    assert any(s.endswith("inspected the boundaries in the presence of both parties.") and "COMMISSIONER:" in s
               for s in under_heading(REPORT))
    assert under_heading("Dasappa boundary suit - commissioner report awaited.") == []


@pytest.mark.parametrize("asked", ["Dasappa suit lo commissioner inspection jarigindaa?",
                                   "Dasappa boundary suit commissioner inspection aaytaa?"])
def test_the_step_a_report_writes_under_its_heading_is_a_yes_with_its_day(pr, asked):
    a = pr.ask(asked, today="2025-04-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "04.03.2025" in first and "inspected" in first, a.answer
    assert cited_ok(pr, a)


def test_a_step_the_report_never_writes_is_no_yes(pr):
    a = pr.ask("Dasappa boundary suit commissioner demarcation aaytaa?", today="2025-04-01")
    assert not first_line(a).startswith("Yes"), a.answer
