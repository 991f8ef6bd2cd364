"""'How many witnesses were examined?' counts too the witnesses a day's note names by a witness word and a name
alone, with no number ("witness Kalindri Velankar examined", "साक्षीदार ... यांची साक्ष व उलटतपास झाला"), not only
the numbered ones; a witness only named for a later day is not counted. A small practice written for this test
(an industrial court, invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="U1", number="Reference (IDA) No. 41 of 2024", short_name="Pushpaja dismissal reference",
                      title="Pushpaja vs Zuberi Polymers", side="petitioner"))
    notes = [
        ("2025-02-11", "Pushpaja reference - AW1 Pushpaja affidavit filed; cross by management counsel done.\n"
                       "Next 18.03.2025 - witness Gyandev Tarkhede (co-worker)."),
        ("2025-03-18", "दिनांक 18.03.2025 - औद्योगिक न्यायालय\nपेडणेकर केस - साक्षीदार ओंकार तरखेडे (सहकारी कामगार) "
                       "यांची साक्ष व उलटतपास झाला.\nपुढील तारीख 22.04.2025"),
        ("2025-04-22", "Pushpaja reference - management's witness Kalindri Velankar (HR) - affidavit Exh. M-3.\n"
                       "Our cross: admitted no domestic enquiry was held. Next 27.05.2025 - witness Dsouza Varsheel."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"u1 {day}.txt", case_id="U1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "unnumbered-witnesses", build)


def test_witnesses_named_without_a_number_are_counted(pr):
    a = pr.ask("How many witnesses were examined in the Pushpaja reference?", today="2025-06-01")
    first = first_line(a)
    assert first.lower().startswith("three witnesses"), a.answer
    assert "ओंकार" in first and "Kalindri Velankar" in first, a.answer
    assert "Dsouza" not in first and "Gyandev" not in first, a.answer  # only named for a later day


def test_our_witnesses_leave_out_the_other_sides(pr):
    a = pr.ask("How many of our witnesses were examined in the Pushpaja reference?", today="2025-06-01")
    first = first_line(a)
    assert "Kalindri" not in first, a.answer
    assert "ओंकार" in first, a.answer
