"""A surname one case's party shares with a counsel (or judge) of another case never files a note alone: written in an
Indian script beside a word for an advocate, or after that counsel's given names; or as the name of a chat's sender who
signs as an advocate. A diary's date line without a dash keeps the matter's name written after the
date. A later hearing's note that names only its forum goes to the one matter before that forum listed for its day."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Counsel, Judge


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Counsel(id="V1", name="Shri Tarun Kanti Hazarika"))  # the other side's counsel in the lease case
    reg.add_person(Counsel(id="V2", name="Smt. Revathi Nandakumar"))
    reg.add_person(Judge(id="J1", name="Shri Anup Borkakoti", short="Rent Controller", court="Rent Controller, Silchar"))
    reg.add_person(Judge(id="J2", name="Smt. Lila Dewri", short="Munsiff-II", court="Munsiff Court No. II, Silchar"))
    reg.add_case(Case(id="A1", number="R.C. No. 18 of 2025", short_name="Bhaduri shop lease",
                      title="Pranab Bhaduri vs Niharika Sengupta", counsel_id="V1", judge_id="J1",
                      court="Rent Controller, Silchar"))
    reg.add_case(Case(id="A2", number="Title Suit No. 54 of 2024", short_name="Hazarika boundary suit",
                      title="Dipankar Hazarika vs Mousumi Kothiwale", counsel_id="V2", judge_id="J2",
                      court="Munsiff Court No. II, Silchar"))
    reg.add_case(Case(id="A3", number="Money Suit No. 9 of 2025", short_name="Baruah loan suit",
                      title="Jyotsna Baruah vs Ratul Chetia", judge_id="J2", court="Munsiff Court No. II, Silchar"))


def test_a_surname_in_an_indian_script_beside_the_word_for_advocate_files_nothing(practice, drop):
    _practice(practice)
    note = ("14.07.2026\nরেন্ট কন্ট্রোলার - দোকান ভাড়া মামলা\nবিপক্ষের হাজারিকা উকিল সময় চাইলেন। পরবর্তী তারিখ 11.08.2026\n")
    (e,) = practice.ingest([drop("bhara 14 july.txt", note)]).entries
    assert "A2" not in e.case_ids


def test_a_surname_in_devanagari_after_a_known_counsels_given_names_files_nothing(practice, drop):
    _practice(practice)
    note = "15.07.2026\nतरुण कांति हजारिका जी ने जवाब के लिए समय लिया। अगली तारीख 12.08.2026\n"
    (e,) = practice.ingest([drop("15 july diary.txt", note)]).entries
    assert "A2" not in e.case_ids


def test_the_partys_full_name_still_files(practice):
    _practice(practice)
    res = practice.registry.resolve("Dipankar Hazarika came with the survey map.")
    assert (res.case_id, res.needs_review) == ("A2", False)


def test_a_chat_sender_signing_as_advocate_is_not_the_party_who_bears_the_surname(practice, drop):
    _practice(practice)
    chat = ("02/03/26, 7:01 pm - Hazarika Adv: Namaskar, the Rent Controller kept the matter for evidence.\n"
            "02/03/26, 7:09 pm - Pranab: Thik ache Hazarika da, ki lagbe?\n"
            "02/03/26, 7:15 pm - Hazarika Adv: Rent receipts of 2023 please.\n")
    entries = practice.ingest([drop("WhatsApp Chat with Pranab.txt", chat)]).entries
    assert entries and all("A2" not in e.case_ids for e in entries)


def test_a_date_line_without_a_dash_keeps_the_matters_name():
    from tareekh.ingest.models import Document, Page
    from tareekh.ingest.split import split_document

    for first in ("07.08.2026 (Fri)  Baruah loan suit", "৭/৮/২৬  Baruah loan suit", "7/8/26 Baruah loan"):
        text = f"{first}\nPlaintiff's evidence affidavit filed.\nND 23.09.26\n"
        doc = Document(text=text, pages=[Page(number=1, text=text)], media="image", source_name="p.jpg",
                       doc_type="handwritten_note")
        (draft,) = split_document(doc)
        assert "Baruah" in draft.text, first
    # … but a day-and-court line above a line that names the matter by number is the page's header
    text = "14/9/26 Mon  Munsiff-II (Dewri madam)\nMS 9/25 Baruah v Chetia\nIssues framed.\nND 20.10.26\n"
    doc = Document(text=text, pages=[Page(number=1, text=text)], media="image", source_name="p.jpg",
                   doc_type="handwritten_note")
    (draft,) = split_document(doc)
    assert "Dewri" not in draft.text and draft.text.startswith("MS 9/25")


def test_a_note_naming_only_the_forum_goes_to_the_one_matter_listed_there_that_day(practice, drop):
    _practice(practice)
    first = "10.04.2026 - Bhaduri shop lease (RC 18/25) - tenant's reply filed. Next date 22.05.2026\n"
    practice.ingest([drop("lease 10 apr.txt", first)])
    later = "22.05.2026\nRent Controller - tenant absent, last chance. Next date 30.06.2026\n"
    (e,) = practice.ingest([drop("22 may.txt", later)]).entries
    assert (e.status, e.case_ids) == ("retained", ["A1"])
    assert "forum" in (e.reason or "")


def test_a_forum_with_two_matters_listed_that_day_waits_for_review(practice, drop):
    _practice(practice)
    practice.ingest([drop("a.txt", "03.02.2026 - Hazarika boundary suit (TS 54/24) - WS filed. Next date 17.03.2026\n")])
    practice.ingest([drop("b.txt", "05.02.2026 - Baruah loan suit (MS 9/25) - summons served. Next date 17.03.2026\n")])
    (e,) = practice.ingest([drop("c.txt", "17.03.2026\nMunsiff-II - issues framed. Next date 20.04.2026\n")]).entries
    assert e.status == "review"


def test_a_forum_note_on_a_day_no_matter_was_listed_for_waits_for_review(practice, drop):
    _practice(practice)
    practice.ingest([drop("a.txt", "10.04.2026 - Bhaduri shop lease (RC 18/25) - reply filed. Next date 22.05.2026\n")])
    (e,) = practice.ingest([drop("d.txt", "25.05.2026\nRent Controller - tenant absent. Next date 30.06.2026\n")]).entries
    assert e.status == "review"


def test_a_counsels_surname_is_told_in_several_scripts_and_the_partys_bare_surname_is_still_read():
    from tareekh.ingest.counsel_names import given_keys
    from tareekh.ingest.filing import with_roman_names

    counsel = given_keys(["Shri Tarun Kanti Hazarika"])
    for line in ("ॲड. हजारिका यांनी वेळ मागितला", "हजारिका साहेब अधिवक्ता", "तरुण कांति हजारिका ने समय लिया"):
        assert "Hazarika" not in with_roman_names(line, ["Hazarika"], counsel, {}).split("\n", 1)[-1], line
    for line in ("हजारिका जी खुद आए थे", "दीपंकर हजारिका आए"):
        assert with_roman_names(line, ["Hazarika"], counsel, {}).endswith("Hazarika"), line
