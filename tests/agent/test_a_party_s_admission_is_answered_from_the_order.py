"""'Did the accused admit her signature on the cheque?' is answered from the order sheet that records the admission
("आरोपिया चेक पर अपने हस्ताक्षर स्वीकार करती है … आवेदन निरस्त"), not from the defence's own note that names the cheque
and a signature but admits nothing. Before, the Hindi order held no word of "sign" or "admit" as a question typed in
English or Hinglish reads them, and the plea was quoted as the yes. A stay asked and kept by a later order that only
continues it ("पूर्व का आदेश यथावत") says what the interim order holds — the thing restrained — with its day. A small
practice written for these tests (invented names)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="Criminal Complaint No. 418 of 2026", short_name="Zunjarrao cheque case",
                      title="Mhaskekar Traders vs Vaijayanti Zunjarrao", side="complainant"))
    reg.add_case(Case(id="L1", number="Revenue Appeal No. 52 of 2026", short_name="Tandulkar land appeal",
                      title="Gyanoba Tandulkar vs Ghatwalia and others", side="appellant"))
    practice.ingest_text("Zunjarrao cheque case - plea recorded. Her defence: blank cheque with sign given as security "
                         "only, loan already repaid. ND 14.05.2026 for complainant evidence.",
                         name="n1 note.txt", case_id="N1", date="2026-04-02", author="Lawyer")
    practice.ingest_text("14.05.2026  परिवादी सहित अधिवक्ता उपस्थित। आरोपिया सहित अधिवक्ता उपस्थित।\n"
                         "आरोपिया का आवेदन चेक को हस्तलेख विशेषज्ञ को भेजने हेतु प्रस्तुत, तर्क सुने गए।\n"
                         "आरोपिया चेक पर अपने हस्ताक्षर स्वीकार करती है। अन्य प्रविष्टियाँ किसी अन्य द्वारा भरे जाने से बचाव नहीं "
                         "बनता। आवेदन निरस्त। प्रकरण परिवादी साक्ष्य हेतु दिनांक 30.06.2026 को पेश हो।",
                         name="n1 order.txt", case_id="N1", date="2026-05-14", author="Court")
    practice.ingest_text("09.03.2026  अपीलार्थी सहित अधिवक्ता उपस्थित। स्थगन आवेदन सुना गया। अपील के निराकरण तक "
                         "उत्तरवादीगण विवादित कुएँ से पानी का उपयोग बंद नहीं करेंगे। प्रकरण तर्क हेतु दिनांक 20.04.2026।",
                         name="l1 order 1.txt", case_id="L1", date="2026-03-09", author="Court")
    practice.ingest_text("20.04.2026  उभय पक्ष उपस्थित। तर्क सुने गए। पूर्व में दिया गया स्थगन आदेश यथावत रहेगा। प्रकरण "
                         "आदेश हेतु दिनांक 29.06.2026।", name="l1 order 2.txt", case_id="L1", date="2026-04-20",
                         author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-party-s-admission", build)


@pytest.mark.parametrize("asked", ["Did Zunjarrao admit her signature on the cheque?",
                                   "Zunjarrao ne cheque pe sign maana tha ya nahi"])
def test_a_party_s_admission_is_the_order_that_records_it(pr, asked):
    a = pr.ask(asked, today="2026-06-10")
    first = a.answer.splitlines()[0]
    assert first.startswith("Yes"), a.answer
    assert "स्वीकार" in first and "14 May 2026" in first, a.answer
    assert "निरस्त" in a.answer, a.answer  # the application the admission decided
    assert cited_ok(pr, a)


def test_a_stay_kept_says_what_the_interim_order_holds(pr):
    a = pr.ask("Tandulkar land appeal me stay abhi hai kya?", today="2026-06-10")
    first = a.answer.splitlines()[0]
    assert first.startswith("Yes"), a.answer
    assert "पानी" in first and "9 Mar 2026" in first, a.answer  # the thing restrained, and the day it was ordered
    assert cited_ok(pr, a)
