"""A matter of a day's page about several cases that tells of no step in court and names the later day its case is
listed for is a note of the case, never a hearing waiting for review, even when it also tells what happened a few
days before ("the circle officer came to the land on 7.11 … wants the copy before 16.12"). A matter naming a later
day that is not its listing still waits. Invented names and text."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="Land Appeal No. 31 of 2026", short_name="Kanakpura mutation appeal",
                                    title="Mithravind Sohliya vs Tenzor Quadros"))
    practice.registry.add_case(Case(id="K2", number="O.S. No. 208 of 2025", short_name="Zorawarpet easement suit",
                                    title="Ilavarasi Vasquez vs Dhanvika Pereyra"))


def _page(remark: str) -> str:
    return ("11.11.2026 Wed\n"
            "Civil Judge - Zorawarpet easement suit - PW1 cross completed. Next date 20.01.2027 for PW2.\n"
            f"Evening - Sohliya (Kanakpura) phoned: {remark}\n")


def test_a_call_telling_past_days_and_the_cases_listed_day_is_a_note_of_the_case(practice, drop):
    _cases(practice)
    practice.ingest([drop("appeal 2.10.txt", "02.10.2026 - Kanakpura mutation appeal - admitted, record called for."
                                             " Next date 16.12.2026.\n")])
    entries = practice.ingest([drop("11 nov.txt", _page(
        "circle officer came to the land on 7.11, took photos. Wants a copy of his report before 16.12."))]).entries
    call = next(e for e in entries if "phoned" in e.text)
    assert (call.status, call.kind, call.case_ids) == ("retained", "general", ["K1"]), (call.status, call.reason)


def test_a_call_naming_another_later_day_still_waits(practice, drop):
    _cases(practice)
    practice.ingest([drop("appeal 2.10.txt", "02.10.2026 - Kanakpura mutation appeal - admitted, record called for."
                                             " Next date 16.12.2026.\n")])
    entries = practice.ingest([drop("11 nov.txt", _page(
        "circle officer will come to the land on 28.11. Wants a copy of his report before 16.12."))]).entries
    call = next(e for e in entries if "phoned" in e.text)
    assert call.status == "review", (call.status, call.kind, call.reason)
