"""The hearing of the day the matter was put off to, in a note that names the party in an Indian script ("नेक राम",
"নেক রাম") and waits in review: a short name's consonants are too few for the filing to file it, but the note names
the matter word for word, and the answer to "what happened last time" quotes it as that day's hearing. A namesake
of another matter's, or another person's name, is not taken. Written for this test (invented names)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="Case No. 31/PPA of 2025", short_name="Nek Ram orchard eviction",
                      title="State vs Nek Ram", parties=[{"name": "State of H.P.", "role": "petitioner"},
                                                         {"name": "Nek Ram", "role": "respondent"}],
                      side="respondent", court="Collector, Karsog"))
    reg.add_case(Case(id="K2", number="Civil Suit No. 8 of 2025", short_name="Sukh Lal kuhl suit",
                      title="Sukh Lal vs Gopi Lal", parties=[{"name": "Sukh Lal", "role": "plaintiff"},
                                                             {"name": "Gopi Lal", "role": "defendant"}],
                      side="plaintiff", court="Civil Judge, Karsog"))
    practice.ingest_text("12.01.2026 Nek Ram orchard eviction - reply filed. ND 9.3.2026", name="diary 12.1.txt",
                         case_id="K1", date="2026-01-12", author="Lawyer")
    practice.ingest_text("12.01.2026 Sukh Lal kuhl suit - issues framed. ND 9.3.2026", name="diary 12.1 b.txt",
                         case_id="K2", date="2026-01-12", author="Lawyer")
    practice.ingest_text("कलेक्टर करसोग - नेक राम (बगीचा वाला केस)\nपैमाइश नहीं हुई - पटवारी छुट्टी पर।\nअगली पेशी 27.04.2026",
                         name="IMG-20260309-WA0003.jpg.txt", date="2026-03-09", author="Clerk")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "last-hearing-in-script", build)


@pytest.mark.parametrize("typed", ["nek ram orchard case last date pe kya hua",
                                   "nek ram orchard case-e shesh tarikh-e ki holo"])
def test_the_note_naming_the_party_in_its_script_is_the_last_hearing(pr, typed):
    a = pr.ask(typed, today="2026-03-20")
    assert "9 Mar 2026" in a.answer and "पैमाइश नहीं हुई" in a.answer, a.answer


def test_a_note_naming_another_matter_s_party_is_not_taken(pr):
    a = pr.ask("sukh lal kuhl suit last date pe kya hua", today="2026-03-20")
    assert "पैमाइश" not in a.answer, a.answer
