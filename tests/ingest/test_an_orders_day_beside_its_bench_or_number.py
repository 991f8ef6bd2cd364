"""A court's order dated only on its coram's line, the day in a column of its own after the judge's name
("Hon'ble <name>, J.      14.07.2031"), is that day's order; so is a regulator's order whose day stands in a column
beside the complaint's number ("Complaint No. …   Order dated 03.06.2031") under a regulatory or appellate
authority's heading. Each is one hearing, dated by that day, not a document without a day.

Invented names and text."""

from __future__ import annotations

import pytest

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def scan(text: str) -> Document:
    return Document(source_name="order.pdf", media="text", doc_type="typed_note",
                    pages=[Page(number=1, text=text, words=[])])


@pytest.mark.parametrize("text, day, next_day", [
    ("HIGH COURT OF ORISSA, CUTTACK\nW.P.(C) No. 4471 of 2031\nPetitioner: Kirtivardhan Solasi   Opposite Party: State\n"
     "Hon'ble Shri Justice Amaranth Velpuri   14.07.2031\nHeard. The State seeks time to file its counter. List on "
     "11.08.2031.\n", "2031-07-14", "2031-08-11"),
    ("IN THE HIGH COURT OF KARNATAKA AT DHARWAD BENCH\nCRL.P. No. 2290 of 2031\n"
     "Hon'ble Ravikiran Dhummal, J.\t14.07.2031\nIssue notice. Till then no coercive steps. Taken up for final "
     "hearing on 11.08.2031.\n", "2031-07-14", "2031-08-11"),
    ("KARNATAKA REAL ESTATE REGULATORY AUTHORITY, BENGALURU\nComplaint No. CMP/220412/0009911   Order dated 14.07.2031\n"
     "The promoter shall refund the sums paid with interest within 60 days. Compliance on 11.08.2031.\n",
     "2031-07-14", None),
])
def test_the_order_is_dated_by_the_day_beside_its_bench_or_number(text, day, next_day):
    entries = split_document(scan(text), file_name="order.pdf")
    assert len(entries) == 1 and entries[0].kind == "hearing", entries
    assert entries[0].hearing_date == day
    if next_day:
        assert entries[0].next_date == next_day
