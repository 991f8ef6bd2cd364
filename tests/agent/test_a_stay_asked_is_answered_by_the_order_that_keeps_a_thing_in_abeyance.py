"""A stay asked in the lawyer's words ("stay mila?", "stay kedachudha?", "sthagan hua?") when the order writes no
"stay": a tribunal keeps the transfer "in abeyance", a court says the recovery "shall be suspended". Before, the
plain reading said "Nothing in your notes … on stay" of a matter whose order holds it; now the interim order is the
answer (agent/concept_asked.py), and a matter with no interim order still says its notes hold nothing. A small
practice written for this test (invented names, a service tribunal and a civil court)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="O.A. No. 412 of 2026", short_name="Thiek transfer OA",
                      title="Darisha Thiek vs Union of India", side="applicant"))
    practice.ingest_text("Thiek transfer OA - filed with MA for interim relief. Listed 04.06.2026.",
                         name="t1 note.txt", case_id="T1", date="2026-05-20", author="Lawyer")
    practice.ingest_text("ORDER\nAdmit. The applicant challenges her transfer in the middle of the session. Until "
                         "the next date of hearing, the transfer order dated 12.05.2026 shall be kept in abeyance. "
                         "List on 20.07.2026.", name="t1 order.txt", case_id="T1", date="2026-06-04", author="Court")
    reg.add_case(Case(id="M1", number="O.S. No. 88 of 2026", short_name="Marngar boundary suit",
                      title="Iohbor Marngar vs Ksan Marngar", side="plaintiff"))
    practice.ingest_text("Marngar boundary suit - written statement filed by the defendant. Next 02.07.2026.",
                         name="m1 note.txt", case_id="M1", date="2026-06-03", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "stay-in-abeyance", build)


@pytest.mark.parametrize("asked", ["Thiek transfer OA mein stay mila?", "Thiek transfer OA la stay kedachudha?",
                                   "Thiek transfer OA mein sthagan hua?"])
def test_a_stay_asked_finds_the_order_that_keeps_the_transfer_in_abeyance(pr, asked):
    a = pr.ask(asked, today="2026-06-10")
    assert "abeyance" in a.answer, a.answer
    assert not a.answer.startswith(("Nothing in your notes", "No record")), a.answer
    assert cited_ok(pr, a)


def test_a_matter_with_no_interim_order_still_has_no_stay(pr):
    a = pr.ask("Marngar boundary suit mein stay mila?", today="2026-06-10")
    assert "abeyance" not in a.answer, a.answer
    assert not a.answer.startswith("Yes"), a.answer


def test_a_plain_reading_that_found_the_step_after_a_word_it_lacks_is_kept():
    from types import SimpleNamespace

    from tareekh.agent.concept_asked import sense_reading

    q = SimpleNamespace(typed="Thiek OA vich sealing rokya gaya? stay mili?", text="", cases=["T1"],
                        unknown_case=None, today=None)
    comp = SimpleNamespace(q=q)
    first = ("No record in O.A. 412/2026 — Thiek transfer OA in your notes: nothing in them says so. "
             "Yes — 4 Jun 2026, order: status quo to be maintained [1].")
    assert sense_reading(comp, first) is None
