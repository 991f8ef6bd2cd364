"""What a judge asked "last time", of no matter named ("<judge> last time enthu chodiche?"), is the bench's words at
its latest hearing, not "not on record" (the "time" of "last time" is no time sought); what the bench went on to say
in a sentence that names no speaker of its own ('Judge: "…" Said he will …') is the bench's too; and a yes to "was
the injunction IA allowed?" quotes the order's own word ("The petition is allowed.") before what it restrains.
Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client, Judge

NOTES = [
    ("W1", "2026-07-02", "hearing", "Ct 4 Pazhoor J - well suit. Notice to respondents. ND 10.08.2026."),
    ("W1", "2026-08-10", "hearing", "10/08 Ct 4 - well suit - Pazhoor J\nArgued 30 min. Judge asked: \"is there any "
                                    "document showing the easement before 1990?\" Posted 21.09.2026."),
    ("W1", "2026-09-21", "hearing", "21.09.26 Ct 4 - well suit\nPart heard. Judge: \"Forty years this family has "
                                    "drawn water here. The well is older than the wall.\" Said he will decide "
                                    "after the Tahsildar's survey report.\n"
                                    "Next 02.11.2026."),
    ("G1", "2026-05-06", "hearing", "orchard suit - I.A. 58 (injunction against cutting the trees) - counter awaited. "
                                    "ND 17.06.2026"),
    ("G1", "2026-06-17", "order", "IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, BAGHMARA\nI.A. No. 58 of 2026 "
                                  "in O.S. No. 318 of 2026\nORDER\nPetition under Order XXXIX Rules 1 and 2 CPC. "
                                  "Prima facie case made out. "
                                  "The petition is allowed. The respondent is restrained from cutting the mango "
                                  "trees in Sy. No. 44 till the disposal of the suit. Call on 10.09.2026 for issues.\n"
                                  "Prl. Junior Civil Judge"),
]
TODAY = "2026-10-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("asked-last-time") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="JP", name="Justice M. Pazhoor"))
        reg.add_person(Judge(id="JG", name="Smt. R. Gorwade"))
        reg.add_person(Client(id="CW", name="Anjali Kurisingal"))
        reg.add_person(Client(id="CG", name="Sengottuvel Nandurkar"))
        reg.add_case(Case(id="W1", number="R.S.A. No. 902 of 2025", short_name="well suit",
                          title="Anjali Kurisingal vs Vayalar Estates", client_id="CW", judge_id="JP",
                          side="appellant"))
        reg.add_case(Case(id="G1", number="O.S. No. 318 of 2026", short_name="orchard suit",
                          title="Sengottuvel Nandurkar vs Chitlangia", client_id="CG", judge_id="JG", side="plaintiff"))
        for case_id, day, kind, text in NOTES:
            p.ingest_text(text, name=f"{kind} {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def _first(pr, typed: str) -> str:
    return pr.ask(typed, today=datetime.date.fromisoformat(TODAY)).answer.splitlines()[0]


@pytest.mark.parametrize("typed", [
    "Pazhoor J last time enthu chodiche",   # Malayalam in Latin letters, no matter named
    "Pazhoor J last time kya poocha?",       # Hinglish, no matter named
])
def test_what_the_judge_asked_last_time_of_no_matter_named_is_their_latest_words(pr, typed):
    first = _first(pr, typed)
    assert not first.startswith("Not on record"), first
    assert "Forty years" in first or "easement" in first, first


def test_what_the_bench_went_on_to_say_without_naming_itself_is_quoted_with_its_words(pr):
    first = _first(pr, "what did Pazhoor J say last time in the well suit?")
    assert "Forty years" in first and "survey report" in first, first


def test_a_yes_to_an_injunction_allowed_quotes_the_orders_own_word(pr):
    first = _first(pr, "orchard suit lo injunction IA allow ayyinda")
    assert first.startswith("Yes"), first
    assert "allowed" in first and "restrained" in first, first
