"""A note whose text names no case, but has a word that only resembles a party of some case ("Kolvenar" beside a
party "Tolvenar"), uploaded in a file whose name gives a case's number ("OS 77 PW1 cross.txt"), is that number's
case: the number the lawyer wrote decides, the resemblance does not send it to review. A text naming another case
outright still wins over the file name. Registry and notes written here (a Hindi-speaking district's civil court)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Client, Party

CASES = [
    ("F1", "O.S. No. 77 of 2029", "Drammel bank loan", "Urvashi Nidhi Bank vs Drammel Kuthiala",
     ["Urvashi Nidhi Bank", "Drammel Kuthiala"]),
    ("F2", "M.A.C.P. No. 36 of 2029", "Quintavo MACT", "Quintavo Rell vs Tolvenar Pashku",
     ["Quintavo Rell", "Tolvenar Pashku"]),
]


@pytest.fixture
def court(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, title, parties in CASES:
        practice.registry.add_person(Client(id=f"CL{cid}", name=parties[0]))
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, side="plaintiff",
                                        client_id=f"CL{cid}",
                                        parties=[Party(name=n, role="plaintiff" if i == 0 else "defendant")
                                                 for i, n in enumerate(parties)]))
    return practice


NOTE = ("06.01.2030 - Civil Judge - PW1 ki jirah (maine ki)\n"
        "Ledger ki copy aaj subah hi mili.\n"
        "PW1 ne maana ki bank ne kisht par rok di thi, par byaaj chalta raha.\n"
        "Kolvenar ne kaha bank ek-musht samjhauta soch sakta hai.\n"
        "Agli tareekh 24.03.2030 - DW1.\n")


def test_the_file_names_case_number_files_a_note_that_only_resembles_another_cases_name(court, drop):
    (entry,) = court.ingest([drop("OS 77 PW1 cross 6.1.30.txt", NOTE)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["F1"]), entry.reason


def test_a_note_naming_another_case_outright_is_not_filed_by_the_file_name(court, drop):
    text = NOTE.replace("Kolvenar ne kaha", "Quintavo MACT mein bhi Tolvenar Pashku ne kaha")
    (entry,) = court.ingest([drop("OS 77 PW1 cross 7.1.30.txt", text)]).entries
    assert not (entry.status == "retained" and entry.case_ids == ["F1"]), entry.reason
