"""How many times a party stayed away, asked by the party's name typed in small letters ("haldankar enni sarlu
absent?"), while the records name that party only by its role in the matter ("respondent raaledu", "प्रत्यर्थी
अनुपस्थित"): each such day is counted, and the answer names the party as the registry does. A role two parties
of the matter share names neither (agent/absences.py `_party_asked`).

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Party
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("M1", "2026-01-12", "Sujatamma MC - respondent raaledu. Judge garu NBW ichcharu. Next 9.2.26"),
    ("M1", "2026-02-09", "Sujatamma MC - प्रत्यर्थी अनुपस्थित, हाजिरी माफी अर्जी दी। Next 16.3.26"),
    ("M1", "2026-03-16", "Sujatamma MC - respondent present, counter filed. Next 20.4.26"),
    ("M2", "2026-01-19", "Kizhakkemuri partition - respondent absent. Next 23.2.26"),
    ("M2", "2026-02-23", "Kizhakkemuri partition - respondent absent again. Next 30.3.26"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="M.C. No. 61 of 2025", short_name="Sujatamma MC",
                                    title="Pabboju Sujatamma vs Haldankar Oduvil", side="petitioner",
                                    parties=[Party(name="Pabboju Sujatamma", role="petitioner"),
                                             Party(name="Haldankar Oduvil", role="respondent")]))
    practice.registry.add_case(Case(id="M2", number="O.P. No. 140 of 2025", short_name="Kizhakkemuri partition",
                                    title="Brahmadathan vs Ghoshdastidar and another", side="petitioner",
                                    parties=[Party(name="Brahmadathan", role="petitioner"),
                                             Party(name="Ghoshdastidar", role="respondent"),
                                             Party(name="Achyuthan Ghoshdastidar", role="respondent")]))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-absences-by-role", build)


def test_a_party_s_absences_are_the_days_its_role_was_absent(pr):
    a = pr.ask("haldankar enni sarlu absent ayyadu Sujatamma MC lo?", today="2026-05-01")
    line = first_line(a)
    assert line.startswith("Haldankar Oduvil absent two times"), a.answer
    assert "12 Jan 2026" in line and "9 Feb 2026" in line and "16 Mar" not in line and cited_ok(pr, a), a.answer


def test_a_role_two_parties_share_does_not_name_the_one_asked(pr):
    a = pr.ask("ghoshdastidar kitni baar absent raha Kizhakkemuri partition me?", today="2026-05-01")
    assert "absent two times" not in first_line(a), a.answer
