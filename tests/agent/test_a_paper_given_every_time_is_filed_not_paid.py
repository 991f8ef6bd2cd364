"""A counsel's habit asked with a verb of giving and a paper as its thing ("har baar kya petition dete hain?",
"protibar ki petition dey?", "dar vakhat shu arji aape che?") asks what they file every time — an exemption, a time
petition — not the matter's payments. The bare verbs of giving ("dete", "dey", "aape") say paying only of money:
with a paper named and no word of money itself, the question is the counsel's ways, answered from the days they
filed it.

A small practice written for these tests (a cheque case before a magistrate), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.contents import names_paper
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="CO1", name="Shri Subimal Lalpukur"))
    reg.add_case(Case(id="T1", number="C.R. Case No. 908/2025", short_name="Mohanpur tiles cheque case",
                      title="Mohanpur Tileworks vs Ashimesh Sengar", side="complainant", counsel_id="CO1"))
    notes = [
        ("2026-01-12", "Mohanpur tiles cheque case - accused appeared, bail. Cheque of Rs 3,20,000 returned "
                       "unpaid. Next 16.02.2026."),
        ("2026-02-16", "Mohanpur tiles cheque case - accused absent, Lalpukur babu filed exemption petition "
                       "(hazira). Allowed. Next 30.03.2026."),
        ("2026-03-30", "Mohanpur tiles cheque case - accused again absent, Lalpukur babu exemption petition again. "
                       "Costs Rs 400 paid by him to the complainant. Next 11.05.2026."),
        ("2026-05-11", "Mohanpur tiles cheque case - interim compensation Rs 64,000 deposited by the accused. "
                       "Next 22.06.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-given-every-time", build)


@pytest.mark.parametrize("question", ["Lalpukur Ashimesh ke liye har baar kya petition dete hain?",
                                      "lalpukur babu ashimesh er jonno protibar ki petition dey?"])
def test_the_paper_a_counsel_gives_every_time_is_what_they_file_not_the_payments(pr, question):
    a = pr.ask(question, today="2026-07-01")
    first = a.answer.split("\n")[0]
    assert "exemption" in first.lower(), a.answer
    assert not first.startswith("The payments"), a.answer


@pytest.mark.parametrize("text", ["kya petition dete hain", "ki dorkhast dey", "shu arji aape che", "अर्जी देते हैं"])
def test_a_petition_is_named_in_the_languages_own_words(text):
    assert names_paper(text)
