"""A matter's whole story asked as "the full picture" ("<matter> full picture", "poori picture batao", "motham
picture cheppandi") is a brief of the matter: "picture" is how the summary is asked, no thing its notes must write.
Before, the brief came under "Not on record: your notes … do not write 'picture'" — a false hedge over a true brief.

A small practice written for these tests (a depositors' claim before a special court), in other names than the data
sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.brief_words import SUMMARY
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="D1", number="Crl.M.P. 61/2026", short_name="Suryalanka depositors claim",
                      title="Suryalanka Savers Forum vs State", side="petitioner"))
    notes = [
        ("2026-03-02", "Suryalanka depositors claim - petition for inclusion of 212 depositors' claims filed. "
                       "Notice to the State. Next 06.04.2026."),
        ("2026-04-06", "Suryalanka depositors claim - State counter filed: attached properties worth Rs 2,40,00,000. "
                       "R2's application to release its office building dismissed. Next 11.05.2026 for arguments."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="D1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "whole-picture", build)


@pytest.mark.parametrize("question", ["Suryalanka depositors claim full picture",
                                      "Suryalanka depositors claim ki poori picture batao",
                                      "Suryalanka depositors claim motham picture cheppandi"])
def test_the_full_picture_of_a_matter_is_its_brief_with_no_hedge_over_the_word(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert not a.answer.startswith("Not on record"), a.answer
    assert "picture" not in a.answer.split("\n")[0], a.answer
    assert "11 May 2026" in a.answer, a.answer


@pytest.mark.parametrize("text", ["full picture", "the whole picture please", "poori picture batao",
                                  "motham picture cheppu", "sompurno picture bolun"])
def test_the_whole_picture_in_the_languages_words_asks_a_summary(text):
    assert SUMMARY.search(text)


def test_a_picture_of_a_thing_is_no_summary():
    assert not SUMMARY.search("photo picture of the accident site filed")


def test_a_summary_judgment_never_sought_is_no_brief_but_not_on_record(pr):
    # "summary judgment" is a step of the law (O. XIII-A CPC): asked whether it was sought, a matter whose notes never
    # write it is answered "Not on record", never with its last hearing as though a brief were asked
    a = pr.ask("Suryalanka depositors claim ma summary judgment ni application kari hati? shu thayu?", today="2026-05-01")
    assert a.answer.startswith("Not on record"), a.answer


def test_a_summary_step_of_the_law_is_a_thing_not_a_way_of_asking():
    from tareekh.agent.brief_words import summary_step_words
    assert summary_step_words("summary judgment ni application") == {"summary", "judgment"}
    assert summary_step_words("Order XXXVII summary suit") == {"summary", "suit"}
    assert not summary_step_words("give me a summary of the matter")
