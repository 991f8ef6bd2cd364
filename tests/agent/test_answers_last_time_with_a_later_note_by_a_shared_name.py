"""Asked what happened last time, when a later note waits in review because it names the matter only by a name
another matter shares ("Vasundhara Hosmani - presiding officer on leave", the client having two suits), the answer
says that note is there, with its day and words — the notes filed under the matter end before it, and the lawyer
should not take the older hearing for the last. A note older than the matter's last filed hearing is not said.
Written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="O.S. No. 611 of 2024", short_name="Vasundhara Hosmani wall",
                      title="Vasundhara Hosmani vs Gorakhnath Bhavrup", side="plaintiff"))
    reg.add_case(Case(id="A2", number="O.S. No. 95 of 2025", short_name="Vasundhara Hosmani garage",
                      title="Vasundhara Hosmani vs Municipal Council", side="plaintiff"))
    practice.ingest_text("Vasundhara Hosmani wall - PW1 affidavit filed, documents marked.",
                         name="hosmani wall 10.6.txt", case_id="A1", date="2026-06-10", author="Lawyer")
    practice.ingest_text("Vasundhara Hosmani garage - written statement filed by the Council.",
                         name="hosmani garage 1.9.txt", case_id="A2", date="2026-09-01", author="Lawyer")
    practice.ingest_text("Vasundhara Hosmani - presiding officer on leave.", name="diary 5.8.txt",
                         date="2026-08-05", author="Lawyer")
    practice.ingest_text("Vasundhara Hosmani garage - council's counsel absent.", name="diary 12.8.txt",
                         date="2026-08-12", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "later-note-by-a-shared-name", build)


def test_the_later_note_in_review_is_said_beside_the_last_filed_hearing(pr):
    a = pr.ask("hosmani wall suit last date kya hua", today="2026-09-10")
    first = first_line(a)
    assert "10 Jun 2026" in first, a.answer
    assert "5 Aug 2026" in first and "on leave" in first, a.answer


def test_a_note_older_than_the_last_filed_hearing_is_not_said(pr):
    a = pr.ask("hosmani garage suit last date kya hua", today="2026-09-10")
    assert "1 Sep 2026" in first_line(a) and "5 Aug 2026" not in a.answer, a.answer
