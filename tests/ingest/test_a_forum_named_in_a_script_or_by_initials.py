"""A register row that names only the court, in the script the clerk writes ("୧୮/୨/୩୧ ସୋନପୁର — …", a town's court) or by
its initials spelt in that script, the last one often without its dot ("२०/३/३१ एम.ए.सी.टी — …"), is the row of the one
matter before that court listed for its day, as the same row in Roman letters ("Sonepur - …", "M.A.C.T. - …") is.

Registry and notes written here; the names are in no data set."""

from __future__ import annotations

import pytest

from tareekh.ingest.forum_chain import forum_named, forum_words
from tareekh.registry import Case
from tareekh.registry.models import Party

FORUMS = {"K1": ["Civil Judge (Senior Division), Sonepur"], "K2": ["ADJ-cum-MACT, Jharsuguda"],
          "K3": ["Judicial Magistrate First Class, Jharsuguda"]}


@pytest.mark.parametrize("row, case", [
    ("୧୮/୨/୩୧ ସୋନପୁର — ସାକ୍ଷୀ ଆସିନାହିଁ। ୨୦/୩/୩୧", "K1"),
    ("१८/२/३१ सोनपुर — गवाह नहीं आया। २०/३/३१", "K1"),
    ("२०/३/३१ एम.ए.सी.टी — मुद्दे बने। १५/४/३१", "K2"),
    ("୨୦/୩/୩୧ ଏମ.ଏ.ସି.ଟି — ଇସ୍ୟୁ ଗଠନ। ୧୫/୪/୩୧", "K2"),
    ("20/3/31 M.A.C.T. - issues framed. 15/4/31", "K2"),
])
def test_a_forum_written_in_a_script_or_by_its_initials_is_named(row, case):
    assert forum_named(row, forum_words(FORUMS)) == {case}


def test_a_row_naming_no_forum_names_none():
    assert forum_named("१८/२/३१ गवाह नहीं आया। २०/३/३१", forum_words(FORUMS)) == set()


@pytest.fixture
def two_courts(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, court, parties in (
            ("K1", "C.S. No. 118 of 2030", "Padmasundari partition", "Civil Judge (Senior Division), Sonepur",
             ("Padmasundari Hotaghara", "Bhabagrahi Hotaghara")),
            ("K2", "MAC Case No. 77 of 2030", "Tulasimani claim", "ADJ-cum-MACT, Jharsuguda",
             ("Tulasimani Kaunriya", "Hirakhand Yatayat"))):
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=f"{parties[0]} vs {parties[1]}",
                                        court=court, parties=[Party(name=parties[0], role="plaintiff"),
                                                              Party(name=parties[1], role="defendant")]))
    return practice


def test_a_row_naming_only_its_court_in_odia_is_filed_under_the_case_listed_that_day(two_courts, drop):
    (first,) = two_courts.ingest([drop("a.txt", "12.1.31 Padmasundari partition - PW1 chief done. Next 18.2.31")]).entries
    assert first.case_ids == ["K1"], first.reason
    (row,) = two_courts.ingest([drop("b.txt", "୧୮/୨/୩୧ ସୋନପୁର — ସାକ୍ଷୀ ଆସିନାହିଁ। ୨୦/୩/୩୧")]).entries
    assert (row.status, row.case_ids, row.hearing_date) == ("retained", ["K1"], "2031-02-18"), row.reason


def test_a_rows_bare_closing_day_is_kept_as_its_next_date_and_chains_the_next_row(two_courts, drop):
    (first,) = two_courts.ingest([drop("a.txt", "12.1.31 Padmasundari partition - PW1 chief done. Next 18.2.31")]).entries
    (row,) = two_courts.ingest([drop("b.txt", "୧୮/୨/୩୧ ସୋନପୁର — ସାକ୍ଷୀ ଆସିନାହିଁ। ୨୦/୩/୩୧")]).entries
    assert row.next_date == "2031-03-20"
    (later,) = two_courts.ingest([drop("c.txt", "२०/३/३१ सोनपुर — गवाह का प्रतिपरीक्षण हुआ। १५/४/३१")]).entries
    assert (later.status, later.case_ids, later.next_date) == ("retained", ["K1"], "2031-04-15"), later.reason
