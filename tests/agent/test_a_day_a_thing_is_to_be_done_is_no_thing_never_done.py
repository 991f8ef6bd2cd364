""""<bail> allow hua? IO ke saamne kab hazir hona hai?": the second clause asks the day a thing is to be done, not
when a thing was done; the order's "shall appear before the Investigating Officer on <day>" is its answer, never
"Not on record: your notes record no IO". The obligation is read in each language's form: the Hindi belt's
infinitive with "hai", Malayalam's "-anam", Tamil's "-anum", Kannada's "-beku", Marathi's "pahije". Invented names
and an invented High Court bench."""

from __future__ import annotations

import pytest

from tareekh.agent.never_done import _OWED
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


@pytest.mark.parametrize("clause", ["IO ke saamne kab hazir hona hai", "IO munpil eppol hajarakanam",
                                    "IO mundhe yaavaga haajaraagabeku", "IO samor kadhi hajar rahava pahije",
                                    "when does he have to appear before the IO"])
def test_an_obligation_is_read_in_each_language(clause):
    assert _OWED.search(clause), clause


@pytest.mark.parametrize("clause", ["IO kab aaya", "warrant kab jaari hua", "when was the report filed"])
def test_a_thing_done_is_no_obligation(clause):
    assert not _OWED.search(clause), clause


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="B1", number="Crl. Misc. (Anticipatory Bail) No. 905 of 2026",
                                    short_name="Thangjam anticipatory bail", title="Thangjam Ibochou vs State",
                                    side="petitioner"))
    practice.ingest_text("ORDER. The dispute is civil in nature. The petitioner shall appear before the Investigating "
                         "Officer on 22.04.2026. In the event of arrest he shall be released on bail on a bond of "
                         "Rs. 40,000. The application is allowed.", name="order.txt", case_id="B1",
                         date="2026-04-09", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "owed-day", build)


def test_the_day_to_appear_is_not_denied_as_a_thing_never_done(pr):
    a = pr.ask("Thangjam ki anticipatory bail allow hui? IO ke saamne kab hazir hona hai", today="2026-04-15")
    assert "record no IO" not in first_line(a), a.answer
