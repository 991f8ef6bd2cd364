"""A court paper asked for by its name in an Indian language is that paper: the written statement asked as "javab
dava" (Gujarati, Hindi), "lekhi kaifiyat" (Marathi) or "likhit kathan" is the paper the notes call "WS" or the one
uploaded under its Devanagari heading — never a reply to some application because the name begins with the word for
"reply" ("javab", "जवाब"). A small practice written for these tests (a Vidarbha civil suit), in other words than the
data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

# the defendant's written statement, uploaded under its Marathi heading
KAIFIYAT = ("मा. दिवाणी न्यायाधीश (क.स्तर), भिवापूर यांचे न्यायालयात\n"
            "नियमित दिवाणी दावा क्र. 211/2031   दत्तोपंत शिरसेकर विरुद्ध विश्वंभर उंबरकर\n"
            "लेखी कैफियत प्रतिवादी तर्फे\n"
            "1. वादीने दिलेली रक्कम रु. 3,20,000 ही हातउसनी होती, विसार नव्हता.\n"
            "2. करारनाम्यावरील सही कोऱ्या स्टॅम्प पेपरवर घेतली होती.\n"
            "सबब दावा खर्चासह खारीज व्हावा.\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Dattopant Shirsekar"))
    reg.add_person(Client(id="CL2", name="Trambakrao Nandurkar"))
    reg.add_case(Case(id="M1", number="R.C.S. No. 211/2031", short_name="Zadgaon plot agreement suit",
                      title="Dattopant Shirsekar vs Vishwambhar Umbarkar", client_id="CL1", side="plaintiff"))
    reg.add_case(Case(id="M2", number="R.C.S. No. 87/2031", short_name="Kolvan well suit",
                      title="Trambakrao Nandurkar vs Gram Panchayat Kolvan", client_id="CL2", side="plaintiff"))
    notes = [
        ("M1", "2031-06-02", "Zadgaon plot suit - WS filed by Dhamankar for Umbarkar. Says the Rs. 3.2 lakh was a "
                             "hand loan, not earnest money; his signature on the agreement was taken on blank stamp "
                             "paper. Next 07.07.2031 for replication."),
        ("M1", "2031-07-07", "Zadgaon plot suit - replication filed. Reply to our status quo application came; "
                             "arguments on it next date 11.08.2031."),
        ("M2", "2031-06-20", "Kolvan well suit - Panchayat's WS filed: the well is on gairan land. Next 30.07.2031."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-named-in-a-language", build)


@pytest.mark.parametrize("question", [
    "Zadgaon plot suit ma Umbarkar e javab-dava ma shu lakhyu che?",  # Gujarati
    "Zadgaon plot suit mein Umbarkar ne jawab dava me kya likha?",  # Hindi
    "Zadgaon plot suit - Umbarkar ne lekhi kaifiyat madhe kay lihila?",  # Marathi
])
def test_the_written_statement_asked_by_its_indian_name_is_the_ws_not_a_reply(pr, question):
    a = pr.ask(question, today="2031-08-01")
    first = first_line(a)
    assert "hand loan" in first and "blank stamp" in first, a.answer
    assert "status quo" not in first, a.answer
    assert cited_ok(pr, a)


def test_a_paper_uploaded_under_its_heading_in_marathi_is_quoted_when_asked_in_another_tongue(pr, tmp_path):
    drop_file(pr, tmp_path, "kaifiyat umbarkar.txt", KAIFIYAT, "M1")
    a = pr.ask("Zadgaon plot suit mein Umbarkar ne likhit kathan me kya likha hai?", today="2031-08-01")
    first = first_line(a)
    assert "हातउसनी" in first or "hand loan" in first, a.answer
    assert "status quo" not in first, a.answer


def test_a_reply_asked_in_the_languages_word_for_it_is_still_the_reply(pr):
    a = pr.ask("Zadgaon plot suit mein jawab me kya likha hai?", today="2031-08-01")
    assert "status quo" in first_line(a), a.answer
