"""A matter described by a place and a person strung on possessives before its kind ("<town> wale <person> ke NDPS
case"), when the only case whose notes write the kind ("NDPS", in one line of a dowry trial's note about another
matter) writes neither the place nor the person anywhere: it is another matter, said back as no such case, never
answered with the case one note's word points at. The same kind asked with the case's own person is that case.

Invented practice: one dowry trial whose note mentions, in passing, an NDPS matter listed the same day."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="T1", number="S.T. No. 71 of 2026", short_name="Karvasra dowry trial",
        title="State vs Dhurvesh Karvasra & Anr.", side="accused", next_date="2026-06-15",
        nature="sessions trial u/s 498A, 304B IPC", court="Addl. Sessions Judge-II, Bhelpura"))
    for day, text in (("2026-03-02", "2/3/26 ST 71/26 Karvasra - PW3 (mother of deceased) chief done. Cross deferred. "
                                     "Same court had an NDPS bail listed, so our matter taken late. ND 20/4/26."),
                      ("2026-04-20", "20/4/26 ST 71/26 Karvasra - PW3 cross done; dowry demand denied in cross. "
                                     "ND 15/6/26 for PW4.")):
        practice.ingest_text(text, name=f"karvasra {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "strung-place-person", build), create=False)
    yield p
    p.close()


@pytest.mark.parametrize("question", ["nagaldih wale sompal ke NDPS case ki next date?",
                                      "nagaldih wala NDPS case kab hai"])
def test_a_place_or_person_the_case_never_writes_is_another_matter(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert first_line(a).startswith("No such case"), a.answer
    assert "15 Jun" not in a.answer, a.answer


@pytest.mark.parametrize("question", ["dhurvesh ke NDPS case ki next date?", "karvasra wale dowry case ki next date?"])
def test_the_case_s_own_person_with_the_kind_is_the_case(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert "15 Jun" in first_line(a), a.answer
