"""A person's matter that went through two courts under two numbers — the bail refused below and the bail applied
for above, in the same crime — is one dispute: a brief of it ("<person> ka NDPS matter short me samjhao") tells the
last hearing of both, not of the one the question's words matched first. A matter of the same person in another
crime is not part of it.

A small practice written for these tests, in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Party
from tests.agent.helpers import home_built_by

TODAY = "2031-01-20"
PARTIES = [Party(name="Saikiran Vemula", role="petitioner"), Party(name="State of Telangana", role="respondent")]
NOTES = [
    ("B1", "2030-10-06", "Spl Sessions Court - Saikiran NDPS bail - PP opposed, ganja 6 kg. Bail dismissed."),
    ("B2", "2030-11-24", "HC Crl.P. 3391/2030 - Saikiran bail - heard. Bail granted: bond Rs. 45,000 with two sureties, "
                         "report to Bowenpally PS every Monday."),
    ("B3", "2030-12-15", "Saikiran cheque case - plea recorded, not guilty. ND 02.03.2031."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="Crl.M.P. No. 812 of 2030", short_name="Saikiran NDPS bail (Spl. Court)",
                      title="Saikiran Vemula vs State of Telangana", parties=PARTIES,
                      nature="bail in Crime No. 440/2030 of Bowenpally PS u/s 20(b) NDPS Act"))
    reg.add_case(Case(id="B2", number="Criminal Petition No. 3391 of 2030", short_name="Saikiran HC bail",
                      title="Saikiran Vemula vs State of Telangana", parties=PARTIES,
                      nature="bail u/s 483 BNSS in Crime No. 440/2030 of Bowenpally PS"))
    reg.add_case(Case(id="B3", number="C.C. No. 1207 of 2030", short_name="Saikiran cheque case",
                      title="Saikiran Vemula vs State of Telangana", parties=PARTIES,
                      nature="s. 138 NI Act complaint, Crime No. 77/2029"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "one-dispute-two-courts", build)


@pytest.mark.parametrize("question", [
    "saikiran ka NDPS matter short me samjhao",  # Hindi
    "brief me on the saikiran spl court NDPS bail",  # English
])
def test_a_brief_of_the_bail_below_tells_the_bail_above_too(pr, question):
    whole = pr.ask(question, today=TODAY).answer
    assert "dismissed" in whole.lower(), whole
    assert "45,000" in whole and "24 Nov 2030" in whole, whole
    assert "cheque" not in whole.lower(), whole  # another crime's matter is no part of it


def test_the_next_date_of_the_bail_below_tells_no_other_case(pr):
    whole = pr.ask("saikiran spl court NDPS bail next date?", today=TODAY).answer
    assert "3391" not in whole, whole
