"""A clan name that parties of several matters bear (as in the hills, where a district's litigants share a few clan
names) files nothing alone: a given name or a number decides, else the note waits. Two matters of the same parties
(a rent petition and the revision against its order in the High Court) are told apart by the forum a note writes
shortly ('RC Ct 9'), never by the shared names. Registry and notes written here."""

from __future__ import annotations

import pytest

from tareekh.ingest.forum_chain import forum_marks, marks_written
from tareekh.registry import Case
from tareekh.registry.models import Party


@pytest.fixture
def hills(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(
        id="H1", number="Title Suit No. 31 of 2025", short_name="Tengsil land suit",
        title="Tengsil Rangdot vs Vorzel Nokrek", court="Civil Judge (Senior Division), Hill Town",
        parties=[Party(name="Tengsil Rangdot", role="plaintiff"), Party(name="Vorzel Nokrek", role="defendant")]))
    practice.registry.add_case(Case(
        id="H2", number="Crl. Petition No. 88 of 2026", short_name="Saljing bail",
        title="Saljing Rangdot vs State", court="Sessions Judge, Hill Town",
        parties=[Party(name="Saljing Rangdot", role="petitioner"), Party(name="State", role="respondent")]))
    return practice


def test_a_clan_name_two_matters_parties_bear_files_nothing_alone(hills, drop):
    (e,) = hills.ingest([drop("5.3.26.txt", "5.3.26 - Rangdot matter: adjourned, next 9.4.26")]).entries
    assert e.status == "review" and e.case_ids == [], e.reason


def test_the_given_name_beside_the_clan_name_decides(hills, drop):
    (e,) = hills.ingest([drop("6.3.26.txt", "6.3.26 - Saljing Rangdot: bail heard, orders on 12.3.26")]).entries
    assert (e.status, e.case_ids) == ("retained", ["H2"]), e.reason


def test_how_a_note_writes_a_forum_shortly():
    assert forum_marks(["Rent Controller, Hill Town (Court No. 9)"]) == {"rc", "ht", "hall 9"}
    assert "hc" not in forum_marks(["Rent Controller, Hill Town (Court No. 9)"])
    assert marks_written("RC Ct 9 - Quilpat v. Ambrik - PW3 cross") == {"rc", "hall 9"}


@pytest.fixture
def twins(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, court in (
            ("T1", "Rent Petition No. 40 of 2024", "Quilpat shop eviction", "Rent Controller, Hill Town (Court No. 9)"),
            ("T2", "C.R. No. 612 of 2026", "Quilpat revision (HC)", "High Court of Hill State, Court No. 4")):
        practice.registry.add_case(Case(
            id=cid, number=number, short_name=short, title="Nokrek Quilpat vs Saljing Vorzel", court=court,
            parties=[Party(name="Nokrek Quilpat", role="petitioner"), Party(name="Saljing Vorzel", role="respondent")]))
    return practice


def test_the_forum_written_shortly_tells_two_matters_of_the_same_parties_apart(twins, drop):
    (e,) = twins.ingest([drop("11.9.26.txt", "11.9.26 - RC Ct 9 - Quilpat v. Vorzel - RW1 cross done. "
                                              "Next 2.10.26")]).entries
    assert (e.status, e.case_ids) == ("retained", ["T1"]), e.reason
    (f,) = twins.ingest([drop("12.9.26.txt", "12.9.26 - HC Ct 4 - Quilpat v. Vorzel - notice, reply in 2 weeks. "
                                              "Next 20.10.26")]).entries
    assert (f.status, f.case_ids) == ("retained", ["T2"]), f.reason


def test_without_a_forum_of_only_one_the_note_waits(twins, drop):
    (e,) = twins.ingest([drop("13.9.26.txt", "13.9.26 - Quilpat v. Vorzel - adjourned. Next 3.10.26")]).entries
    assert e.status == "review" and e.case_ids == [], e.reason


def test_an_orders_printed_forum_line_stays_with_the_order_below_it(twins, drop):
    order = ("STATE LAND REVENUE APPELLATE TRIBUNAL, HILL TOWN\n"
             "Rent Petition No. 40 of 2024 (arising out of C.R. No. 612 of 2026)\n"
             "Nokrek Quilpat          Vs.          Saljing Vorzel\n"
             "14.10.2026\n"
             "Present: counsel for both sides.\n"
             "Reply filed. Arguments heard in part. To come up on 4.11.2026.\n")
    entries = twins.ingest([drop("RP 40-2024 order 14.10.2026.txt", order)]).entries
    assert len(entries) == 1, [e.text[:60] for e in entries]
    assert entries[0].text.startswith("STATE LAND REVENUE APPELLATE TRIBUNAL")
