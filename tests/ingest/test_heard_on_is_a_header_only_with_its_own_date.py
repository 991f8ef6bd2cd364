"""A typed note whose only line says a matter was "heard on" something and gives the next date is one record of that
matter, not a header with nothing under it (the note was refused as "no text could be read"); "Heard on: <date>" at
the top of a note still dates it."""

from __future__ import annotations

from tareekh.practice import Practice
from tareekh.registry.models import Case


def _practice(tmp_path):
    p = Practice.open(tmp_path / "home")
    p.registry.add_case(Case(id="B1", number="Bail Appl. 77/2026", short_name="Oduor bail",
                             title="Oduor Thekkel vs State", side="applicant"))
    return p


def test_a_note_heard_on_a_point_with_a_next_date_is_kept(tmp_path):
    with _practice(tmp_path) as p:
        result = p.ingest_text("Oduor bail - Arguments heard on bail, order reserved. Next date 28.10.2026",
                               name="oduor.txt", case_id="B1", date="2026-10-20", author="Lawyer")
        assert [f.state for f in result.files] != ["error"], result.files
        assert len(result.entries) == 1
        assert "order reserved" in result.entries[0].text


def test_heard_on_with_its_date_still_dates_the_note(tmp_path):
    with _practice(tmp_path) as p:
        result = p.ingest_text("Heard on: 14.09.2026\nOduor bail - PP sought time to file the case diary.",
                               name="oduor2.txt", case_id="B1", author="Lawyer")
        assert len(result.entries) == 1
        assert result.entries[0].hearing_date == "2026-09-14"
