"""A note that names its matter only by a name one case's parties alone bear is that case's; "<name> case" or
"<name> matter" calls any case so, and is no kind of another case that stands against it. A chat's day naming words
of two cases' names stays general (a chat's day is not filed by one name: a client's chat holds several cases).
Invented names and chat, written for these tests (Hinglish and Tanglish)."""

from __future__ import annotations

from tareekh.registry import Case

TWO = (
    "14/03/2031, 11:05 - Ilaksha Varde: Kesrumal and Yashodip both phoned yesterday about fees.\n"
    "14/03/2031, 11:20 - Ilaksha Varde: ok\n"
)


def _cases(practice) -> None:
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="S1", number="Special Civil Application No. 4471 of 2030",
                                    short_name="sealing writ", title="Kesrumal Ombirbhai Zaveri vs State of Gujarat"))
    practice.registry.add_case(Case(id="S2", number="Criminal Case No. 907 of 2030", short_name="bank cheque case",
                                    title="Vellaraj Finance Ltd. vs Yashodip Karnik"))


def _chat_days(practice, entries) -> list[tuple[str, list[str]]]:
    return [(e.kind, e.case_ids) for e in entries]


def test_a_chat_day_naming_two_cases_parties_stays_general(practice, drop):
    _cases(practice)
    entries = practice.ingest([drop("WhatsApp Chat with Ilaksha Varde.txt", TWO)]).entries
    assert all(not e.case_ids for e in entries), [(e.kind, e.case_ids, e.reason) for e in entries]


def test_a_note_calling_its_matter_a_case_is_filed_by_its_persons_name(practice, drop):
    _cases(practice)
    note = "17/3/31\nKesrumal case: vakil sahab ne kaha compliance report agli baar. Client ko batana.\n"
    entries = practice.ingest([drop("kesrumal 17-3.txt", note)]).entries
    assert [e.case_ids for e in entries] == [["S1"]], [(e.kind, e.case_ids, e.reason) for e in entries]
