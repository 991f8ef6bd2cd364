"""'<matter> me 22 ke liye kya ready karna hai?': the work before a date is often the senior's reply in a chat to the
junior's report of the hearing ("Next 22 Sept" / "22 Sept main khud aaunga. Return memo + <name> ka affidavit ready
rakho"). The reply names no matter; it answers the message that did, so it is the same matter's work
(agent/since_work.py lines_of_case) and is said with the report, not cut off after it.

Invented practice: a cheque case whose accused keeps away; the chat's other messages are of another matter."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = ("14/07/2028, 1:05 pm - Zarekar Jr: Sir Vadgaon - Devrukhkar absent, exemption diya. Next 8 Aug\n"
        "14/07/2028, 1:20 pm - Zarekar Jr: Sonawdekar partition - commissioner report aaya, objection 4 weeks\n"
        "08/08/2028, 12:40 pm - Zarekar Jr: Sir Vadgaon - Devrukhkar phir absent. Madam bole last chance, next date "
        "nahi aaya to evidence closed. Next 22 Sept\n"
        "08/08/2028, 12:44 pm - Tavde Adv: 22 Sept main khud aaunga. Return memo + Chaitanyesh ka affidavit ready rakho.\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="D1", number="S.C.C. 318/2027", short_name="Devrukhkar cheque case",
                      title="Yashodhan Traders vs Tanmay Devrukhkar", side="complainant"))
    reg.add_case(Case(id="D2", number="R.C.S. 51/2026", short_name="Sonawdekar partition",
                      title="Sonawdekar vs Sonawdekar", side="plaintiff"))
    practice.ingest_text("12.06.2028 - SCC 318/2027 Devrukhkar cheque case - accused absent, 205 petition allowed. "
                         "Next 14.07.2028.", name="D1 june.txt", case_id="D1", date="2028-06-12", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Zarekar Jr.txt", CHAT, None)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "chat-reply-same-matter", build)


@pytest.mark.parametrize("question", [
    "devrukhkar case mein 22 tareekh ke liye kya ready karna hai",  # Hindi in Latin letters
    "devrukhkar case madhye 22 la kay tayar karaycha aahe",  # Marathi in Latin letters
])
def test_the_senior_s_reply_under_the_report_is_the_work_for_the_date(pr, question):
    a = pr.ask(question, today="2028-09-20")
    assert "Return memo" in first_line(a), a.answer  # said with the report in the answer, not only in a line below
    assert "commissioner report" not in a.answer, a.answer  # the other matter's message is not this one's
