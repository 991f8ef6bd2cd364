"""How many times a party stayed away, read from the ways the Indian languages typed in Latin letters say "did not
come" or "not present" — the negation before the verb ("koni aayo", "nai aao", "nakko aaya"), after it ("aavyo
nathi", "aalech nahit"), present denied with its auxiliary ("hajar nathi") — and from the days the party's attendance
was excused ("haziri maafi lagi"), and from a chat's reply that names the party only in the question it answers
("Aaj <name> aaya?" — "Nahi aaya"); a plan's "if he does not come" is no day away. The party asked is the one named,
not our client whose place-name the lawyer calls the matter by (agent/absences.py).

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Party
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("K1", "2026-01-14", "Vembanad cheque - accused Kuttikrishnan hajar nathi. BW Rs 5000. Next 11.2.26"),
    ("K1", "2026-02-11", "Vembanad cheque - aaj bhi Kuttikrishnan koni aayo. Warrant reissue. Next 18.3.26"),
    ("K1", "2026-03-18", "Vembanad cheque - Kuttikrishnan present, bail bond accepted. Next 22.4.26"),
    ("K1", "2026-04-22", "Vembanad cheque - Kuttikrishnan ki haziri maafi lagi, 500 cost. Next 27.5.26"),
    ("K1", "2026-05-27", "Client: Aaj Kuttikrishnan aaya? Junior: Nahi aaya, madam ne NBW kar diya. Next 24.6.26"),
    ("K1", "2026-06-20", "Plan for 24.6: agar Kuttikrishnan nahi aaya to NBW ki maang."),
    ("K2", "2026-01-21", "Olavakkode rent - respondent Pachaiyappan raledu. Next 25.2.26"),
    ("K2", "2026-02-25", "Olavakkode rent - Pachaiyappan varavillai, counter not filed. Next 1.4.26"),
    ("K2", "2026-04-01", "Olavakkode rent - Pachaiyappan present, counter filed. Next 6.5.26"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.C. No. 318 of 2025", short_name="Kuttikrishnan cheque case",
                                    title="Vembanad Agencies vs Kuttikrishnan Pazhayidam", side="complainant",
                                    parties=[Party(name="Vembanad Agencies", role="complainant"),
                                             Party(name="Kuttikrishnan Pazhayidam", role="accused")]))
    practice.registry.add_case(Case(id="K2", number="R.C.O.P. No. 44 of 2025", short_name="Olavakkode rent case",
                                    title="Muthuswamy Kodandapani vs Pachaiyappan", side="petitioner",
                                    parties=[Party(name="Muthuswamy Kodandapani", role="petitioner"),
                                             Party(name="Pachaiyappan", role="respondent")]))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-away-each-tongue", build)


def test_each_way_of_saying_not_come_is_a_day_away(pr):
    a = pr.ask("vembanad cheque case madhe kuttikrishnan kiti vela gairhajar rahila", today="2026-07-01")
    line = first_line(a)
    assert line.startswith("Kuttikrishnan Pazhayidam absent four times"), a.answer
    for day in ("14 Jan 2026", "11 Feb 2026", "22 Apr 2026", "27 May 2026"):
        assert day in line, a.answer
    assert "18 Mar" not in line and "20 Jun" not in line and cited_ok(pr, a), a.answer


def test_the_southern_tongues_not_come_counted_too(pr):
    a = pr.ask("olavakkode rent case la pachaiyappan ethana thadava varala?", today="2026-07-01")
    line = first_line(a)
    assert line.startswith("Pachaiyappan absent two times"), a.answer
    assert "21 Jan 2026" in line and "25 Feb 2026" in line and "1 Apr" not in line, a.answer


@pytest.mark.parametrize("line, away", [
    ('Naib Tehsildar ne kaha "gawah hazir na hua to vasiyat saabit nahi maani jaayegi"', False),
    ("agli baar saakshi haajar nahi rahila tar case band", False),
    ("gawah hazir na hua, warrant jaari", True),
    ("saakshi hajar nathi", True),
])
def test_a_warning_of_what_follows_an_absence_is_no_day_away(line, away):
    # "hazir na hua to …": the conditional ("if not present, then …") a court warns with; only the fact is a day away
    from tareekh.agent.absences import ABSENT
    assert bool(ABSENT.search(line)) is away, line
