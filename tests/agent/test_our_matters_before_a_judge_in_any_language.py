""""Which of our matters is before <judge>?" typed with any language's "my" or "our" as it is clipped in speech
("nam case", "maa case", "amr case", "sadda case") and its "which" before or after the word for matters ("case
edi", "yavdu case"): the lawyer's own matters listed before that judge — never a case called "maa case" that the
registry lacks, and never the judge's ways.

Each matter before the judge is said with its client when its name does not already say whose it is.

A small practice written for these tests (a suit before one judge, a cheque case before another), invented names.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.before_judge import which_matters_asked
from tareekh.agent.possessives import POSSESSIVES, YOURS
from tareekh.agent.question import understand
from tests.agent.helpers import first_line

TODAY = "2026-08-03"


@pytest.mark.parametrize("word", ["nam", "nan", "maa", "amr", "sadda", "aaplya", "nammaloda", "ende", "aapdu",
                                  "mhojo", "moilaga"])
def test_a_clipped_my_or_our_is_a_possessive(word):
    assert word in POSSESSIVES and word not in YOURS


@pytest.mark.parametrize("typed", ["Venkatalakshmi madam mundu maa case edi?",  # Telugu, "which" after
                                   "Bhattasali sir er court e amr case kon ta?",  # Bengali, chat's "amr"
                                   "Gurtu madam di court ch sadda case kehda hai?",  # Punjabi
                                   "Palaniyappan sir munnadi nammaloda case ethu?",  # Tamil
                                   "Hazarnis madam kade aaplya case konte aahet?",  # Marathi
                                   "Moorkoth sir munpil case ethu?"])  # Malayalam, "which" after, no "our"
def test_our_or_which_beside_matters_asks_the_matters_there(typed):
    assert which_matters_asked(typed)


@pytest.mark.parametrize("typed", ["Gurtu madam di court ch tuhada case kehda hai?",  # "your": another's matters
                                   "Moorkoth sir enthu paranju?",  # no "our", no word for matters: the judge
                                   "Venkatalakshmi madam eppudu reserve chestaru?"])
def test_your_or_no_matters_word_is_no_list(typed):
    assert not which_matters_asked(typed)


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Client, Judge

    path = tmp_path_factory.mktemp("our_matters_before_judge") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="VJ1", name="Smt. K. Venkatalakshmi", short="Venkatalakshmi madam", level="JCJ"))
        reg.add_person(Judge(id="VJ2", name="Sri R. Pazhoor", short="JMFC-II", level="JMFC"))
        reg.add_person(Client(id="VC1", name="Vaidyalingam Sastry"))
        reg.add_person(Client(id="VC2", name="Gurtu Hazarnis, proprietor"))
        reg.add_case(Case(id="V1", number="O.S. No. 411 of 2025", short_name="Vaidyalingam easement suit",
                          title="Vaidyalingam Sastry vs Pothuraju", client_id="VC1", judge_id="VJ1",
                          side="plaintiff", next_date="2026-08-19"))
        reg.add_case(Case(id="V2", number="C.C. No. 902 of 2025", short_name="Bhattasali cheque case",
                          title="Bhattasali Traders vs Moorkoth", judge_id="VJ2", side="complainant",
                          client_id="VC2",
                          next_date="2026-08-07"))
        p.ingest_text("Vaidyalingam easement suit - issues framed, PW1 chief affidavit to be filed. Next 19.08.2026 "
                      "for PW1.", name="note V1.txt", case_id="V1", date="2026-07-14", author="Lawyer")
        p.ingest_text("Bhattasali cheque case - accused absent, NBW. Next 07.08.2026.", name="note V2.txt",
                      case_id="V2", date="2026-07-20", author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", ["Venkatalakshmi madam mundu maa case edi?",  # Telugu
                                   "Venkatalakshmi madam munde nan case yavdu?"])  # Kannada, "my" clipped
def test_our_matter_before_a_judge_is_the_matter_listed_there(pr, typed):
    a = pr.ask(typed, today=TODAY)
    first = first_line(a)
    assert "411/2025" in first and "19 Aug 2026" in first, a.answer
    assert "902/2025" not in a.answer and "no case called" not in a.answer.lower(), a.answer


def test_a_clipped_our_is_never_read_as_a_case_s_name(pr):
    q = understand("Pazhoor sir court la nam case yavdu", registry=pr.registry, today=date(2026, 8, 3))
    assert q.unknown_case is None and q.judges == ["VJ2"]


def test_each_matter_before_the_judge_says_whose_it_is(pr):
    a = pr.ask("Pazhoor sir court la nam case yavdu", today=TODAY)  # Kannada; the label does not name the client
    first = first_line(a)
    assert "902/2025" in first and "client: Gurtu Hazarnis" in first and "7 Aug 2026" in first, a.answer
    a = pr.ask("Venkatalakshmi madam mundu maa case edi?", today=TODAY)  # the label names the client already
    assert "client:" not in first_line(a), a.answer
