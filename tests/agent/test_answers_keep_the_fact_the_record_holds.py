"""An answer that cites the right record keeps the fact it holds:

- a next date given bare ("peshkarane tarikh dili. ND 02.06"), the officer away or the board not reached, says what
  the hearing that gave it was itself listed for ("DW2 Gramsevak"), from the note that set that hearing, cited;
- a matter's summary quotes the later record of an interim order that stands, not only "continued": what came with
  it (a higher forum refused to stay it, the revision pending) is the matter's fact;
- a matter's summary tells what a report paper filed under it found — its valuation — though the paper carries
  no date of its own.

Own small practice, invented names, notes in Marathi and Bengali written in Latin letters."""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

VALUATION = (
    "REPORT OF THE APPROVED VALUER - Title Suit No. 58/2026, Civil Judge (Sr. Div.), Bardhaman\n"
    "Rakhohari Sasmal vs Smt. Parulbala Sasmal & Ors.\n"
    "Property inspected in presence of both sides. Pucca two storied building on 4 kathas; ground floor used as a "
    "godown, first floor residential.\n"
    "Access from the municipal road on the east.\n"
    "Fair market value of the whole property Rs. 86,40,000 as on the date of inspection.\n"
    "                                   Sitikantha Boral, Approved Valuer")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="R.C.S. 233/2026", short_name="Dongarsinge shet dava",
                      title="Dattaji Dongarsinge vs Kisanrao Wagholikar", side="plaintiff"))
    reg.add_case(Case(id="B2", number="Misc. Appeal 19/2026", short_name="Bagchi godown appeal",
                      title="Tarapada Bagchi vs Municipality", side="appellant"))
    reg.add_case(Case(id="B1", number="Title Suit No. 58/2026", short_name="Sasmal partition suit",
                      title="Rakhohari Sasmal vs Parulbala Sasmal", side="plaintiff"))
    notes = [
        ("M1", "2027-01-11", "Dongarsinge dava - DW1 Wagholikar chi cross purna zhali. Shivnerkar vakil ne vel "
                             "maagitla. ND 08.03.2027 - DW2 Gramsevak (summons)."),
        ("M1", "2027-03-08", "Dongarsinge dava - saheb rajevar, peshkarane tarikh dili. ND 19.04.2027"),
        ("B1", "2026-06-04", "Sasmal partition - ad-interim injunction granted: defendants shall not alter the "
                             "building till disposal of the suit. Next 20.08.2026"),
        ("B1", "2026-08-20", "Sasmal partition - Zilla adalat revision-e stay dilo na, revision pending, "
                             "injunction continues. Next 12.11.2026"),
        ("B1", "2026-11-12", "Sasmal partition - valuer-er report file holo. Parulbala-r ukil objection dilen. "
                             "Next 15.01.2027 for hearing on objection."),
        ("B2", "2026-07-02", "Bagchi appeal - ad-interim stay granted on the demolition notice. Next 10.09.2026"),
        ("B2", "2026-09-10", "Bagchi appeal - Stay extended. Next 14.12.2026"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")
    practice.ingest_text(VALUATION, name="valuer report sasmal.txt", case_id="B1", author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "keep-the-fact", build))


def test_a_bare_next_date_says_what_the_hearing_that_gave_it_was_listed_for(pr):
    answer = pr.ask("dongarsinge davyachi next date kadhi aahe", today="2027-03-10")
    first = first_line(answer)
    assert "19 Apr 2027" in first, answer.answer
    assert re.search(r"listed for DW2 Gramsevak \[\d+\]", first), answer.answer


def test_a_next_date_with_its_own_purpose_is_not_given_another(pr):
    answer = pr.ask("dongarsinge davyachi next date kadhi aahe", today="2027-01-20")
    first = first_line(answer)
    assert "8 Mar 2027" in first and "hearing that gave it" not in first, answer.answer


def test_a_summary_quotes_what_came_with_a_continued_interim_order(pr, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2026-12-01")  # asked on the lawyer's day, not of a day gone by
    answer = pr.ask("sasmal partition suit er puro obostha bolo", today="2026-12-01")
    first = first_line(answer)
    # the order that says what binds first, then the later record's own words
    assert re.search(r"Interim order: 4 Jun 2026 — [^\[]*alter the building[^\[]*\[\d+\]; on 20 Aug 2026: [^\[]*"
                     r"stay dilo na", first), answer.answer


def test_an_order_that_only_stands_is_told_as_continued(pr, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2026-12-01")
    answer = pr.ask("bagchi godown appeal er puro obostha bolo", today="2026-12-01")
    assert re.search(r"Interim order: 2 Jul 2026 — [^\[]*\[\d+\]; continued on 10 Sep 2026 \[\d+\]", first_line(answer)), \
        answer.answer


def test_a_summary_tells_what_an_undated_report_paper_found(pr, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2026-12-01")
    answer = pr.ask("sasmal partition suit er puro obostha bolo", today="2026-12-01")
    first = first_line(answer)
    assert re.search(r"What the reports found:[^\[]*86,40,000", first), answer.answer


def test_a_list_of_a_person_s_matters_quotes_only_what_it_cites(pr):
    answer = pr.ask("Wagholikar kis kis case me hai", today="2027-03-10")
    first = first_line(answer)
    cited = {n for group in re.findall(r"\[([\d,\s]+)\]", first) for n in re.findall(r"\d+", group)}
    quoted = re.findall(r"\[(\d+)\]\s*$", answer.answer, re.M)
    assert quoted and set(quoted) <= cited, answer.answer
