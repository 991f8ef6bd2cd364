"""A court writes a grant as its direction ("The appellant be released on bail on furnishing a personal bond …"):
asked whether the step happened ("… ko high court se bail mili thi na?", "did … get bail from the High Court?"), the
answer is Yes with the order's day and its sum — not the older line of the matter that quotes the refusal below
("bail rejected by the trial court", in the appeal's heading). The case named by the relief ("<name> bail appeal")
is asked about that relief, and "high court" names the court that made the order, no word its line must write.

A small practice written for this test (invented names and courts).
"""

from __future__ import annotations

import pytest

from tareekh.agent.confirm_words import court_makers
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="L1", number="Crl. A. No. 2207 of 2031", short_name="Lalduhoma bail appeal",
                      title="Lalduhoma Sapzova vs State", side="appellant"))
    practice.ingest_text("High Court, Court 4\nCrl. A. 2207/2031 Lalduhoma Sapzova v. State (appeal against order of "
                         "Addl. Sessions Judge, bail rejected on 02.01.2031)\nState sought time to produce the case "
                         "diary. Next 20.02.2031.", name="la 2207 note.txt", case_id="L1", date="2031-02-03",
                         author="Lawyer")
    practice.ingest_text("Criminal Appeal No. 2207 of 2031\nHeard. Case diary perused. The appellant is in custody "
                         "since October. Without commenting on the merits, the appeal is allowed. The appellant be "
                         "released on bail on furnishing a personal bond of Rs. 40,000/- with one surety of the like "
                         "amount to the satisfaction of the trial court.", name="la 2207 order.txt", case_id="L1",
                         date="2031-03-09", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "grant-directed", build)


@pytest.mark.parametrize("asked", ["Lalduhoma ko high court se bail mili thi na?",
                                   "Did Lalduhoma get bail from the High Court?"])
def test_a_release_on_bail_directed_is_a_yes_with_its_day_and_bond(pr, asked):
    a = pr.ask(asked, today="2031-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "9 Mar 2031" in first and "40,000" in first, a.answer
    assert cited_ok(pr, a)


def test_the_word_naming_which_court_is_the_court_s():
    groups = [{"high"}, {"court"}, {"bail"}]
    assert court_makers(groups, "Lalduhoma ko high court se bail mili?") == [{"high"}, {"court"}]
    # "high" of something else is no court's
    assert court_makers([{"high"}, {"bail"}], "bail amount high tha?") == []
