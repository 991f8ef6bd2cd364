"""The paper a matter arose from, written in a script the lawyer's notes are not (a collector's order in Tamil of a
writ noted in English), is found by its date, which the notes cite ("suspension order dated 14.08.2025"), and the
brief's "What it is about" quotes its first sentence of substance, whole to its end though the page wrapped it.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline

ORDER = ("மாவட்ட ஆட்சியர் அலுவலகம், திருப்பத்தூர்\n"
         "ந.க. எண் 2291/2025                                   நாள் 14.08.2025\n"
         "ஆணை\n"
         "திருமதி சாந்தாமணி, கிராம நிர்வாக அலுவலர், பள்ளிகொண்டா அவர்கள் பட்டா மாறுதல் மனுக்களில்\n"
         "முறைகேடு செய்ததாக வந்த புகாரின் பேரில் உடனடியாக பணியிடை நீக்கம் செய்யப்படுகிறார்.\n"
         "மாவட்ட ஆட்சியர்")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="W.P. 30115/2025", short_name="Shanthamani VAO writ",
                                    title="Shanthamani vs District Collector", side="petitioner"))
    practice.ingest_text(ORDER, name="collector order.txt", case_id="W1", date="2025-08-14", author="Lawyer")
    practice.ingest_text("Shanthamani VAO writ - challenges the suspension order dated 14.08.2025. Admitted, notice "
                         "to the Collector. Next 10.11.2025.", name="wp a.txt", case_id="W1", date="2025-09-22",
                         author="Lawyer")
    practice.ingest_text("Shanthamani VAO writ - counter by the State; they say the enquiry is on. Next 19.01.2026 for "
                         "reply.", name="wp b.txt", case_id="W1", date="2025-11-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-in-another-script", build)


@pytest.fixture(scope="module")
def po(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", ["Shanthamani VAO writ short me batao", "what is the Shanthamani VAO writ about?"])
def test_the_brief_quotes_the_paper_in_another_script_found_by_its_date(po, question):
    a = po.ask(question, today="2025-12-01").answer
    assert "What it is about" in a and "14 Aug 2025" in a, a
    about = a.split("What it is about", 1)[1]
    assert "பணியிடை நீக்கம் செய்யப்படுகிறார்" in about, a  # the sentence to its end, past the page's wrap
