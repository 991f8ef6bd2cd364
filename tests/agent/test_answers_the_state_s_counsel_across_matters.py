"""The government's counsel asked by role across matters ("sorkari ukil", "sarkari vakil", "government pleader",
"ಸರ್ಕಾರಿ ವಕೀಲ", "PP") is a role, never a person's name: every matter where the State's counsel sought time is listed
with its dates, and a private counsel who happens to be called Sarkar is not among them.
A small practice written for this test (a sessions and district court of the Narmada valley, invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="S.T. No. 77 of 2025", short_name="Bhuriya dacoity trial",
                      title="State vs Kalu Bhuriya", side="accused"))
    reg.add_case(Case(id="N2", number="W.P. No. 5120 of 2025", short_name="Devda teacher writ",
                      title="Sunita Devda vs State", side="petitioner"))
    reg.add_case(Case(id="N3", number="L.A.R. No. 9 of 2024", short_name="Malviya land reference",
                      title="Harish Malviya vs Collector", side="claimant"))
    reg.add_case(Case(id="N4", number="C.S. No. 301 of 2024", short_name="Tomar boundary suit",
                      title="Tomar vs Rawat", side="plaintiff"))
    practice.ingest_text("Bhuriya trial: APP Rathore not ready with the seizure witness, sought time. ND 12.03.2026.",
                         name="n1.txt", case_id="N1", date="2026-02-10", author="Lawyer")
    practice.ingest_text("Devda writ: Mr. P. Solanki, learned Addl. G.A. for the State, present.\n"
                         "Mr. Solanki seeks two weeks to file the return. Granted.",
                         name="n2.txt", case_id="N2", date="2026-03-04", author="Lawyer")
    practice.ingest_text("मालवीय भूमि संदर्भ: सरकारी वकील ने फिर समय मांगा, पटवारी की रिपोर्ट नहीं आई।",
                         name="n3.txt", case_id="N3", date="2026-04-15", author="Lawyer")
    practice.ingest_text("Tomar suit: Adv. Sarkar for defendant sought time to file written statement.",
                         name="n4.txt", case_id="N4", date="2026-04-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "state-counsel-across", build)


@pytest.mark.parametrize("asked", [
    "kon kon matter e sorkari ukil bar bar time nichhe?",
    "kaun kaun se matters me sarkari vakil baar baar time leta hai",
    "in which matters did the government pleader seek time?",
    "ಯಾವ ಯಾವ ಕೇಸ್ ನಲ್ಲಿ ಸರ್ಕಾರಿ ವಕೀಲ ಸಮಯ ಕೇಳಿದ್ದಾರೆ?",
])
def test_the_government_s_counsel_is_a_role_and_each_matter_it_sought_time_in_is_listed(pr, asked):
    a = pr.ask(asked, today="2026-06-01")
    first = first_line(a)
    assert "No " not in first[:3] and "no counsel called" not in first, a.answer
    for name in ("Bhuriya", "Devda", "Malviya"):
        assert name in first, a.answer
    assert "Tomar" not in first, a.answer  # a private counsel called Sarkar is no government's counsel
    assert cited_ok(pr, a)
