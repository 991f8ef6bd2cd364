"""A case's short name ("<given> batwara") written in an Indian script whose word carries a nasal dot before a
consonant ("बंटवारा", "ਵੰਡ", "ভাংগা") that the Roman spelling of the same word leaves out: the word is heard both with
and without that nasal, so the note is filed under the case. Names no data set holds."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.sounds import names_in_devanagari


def test_a_nasal_dot_the_roman_spelling_leaves_out_still_names_the_case_in_any_script():
    assert names_in_devanagari("14.02 - गेंदालाल बंटवारा - पेशकार ने तारीख दी", ["Gendalal batwara"]) == [
        "Gendalal batwara"]
    # Bengali, the surname's nasal dot unwritten in Roman
    assert names_in_devanagari("ছবি গাংগুলী - সাক্ষী আসেনি", ["Chhabi Naskar", "Chhabi Ganguli"]) == ["Chhabi Ganguli"]
    # … and a Roman spelling that writes the nasal is found as before
    assert names_in_devanagari("14.02 - गेंदालाल बंटवारा", ["Gendalal bantwara"]) == ["Gendalal bantwara"]


def test_a_word_without_the_nasal_is_no_name_that_writes_one():
    # the nasal-less reading is added to a word that writes the dot, never taken away from a Roman name
    assert names_in_devanagari("गेदालाल बटवारा", ["Gendalal bantwara"]) == []


def test_a_register_note_naming_its_case_with_a_nasal_dot_is_filed(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="G1", number="Vad No. 118 of 2030",
                                    short_name="Gendalal batwara", court="SDM, Pyarpur",
                                    title="Gendalal vs Bhimsen & Ors."))
    # the given name alone is another case's too: only the short name with its word says which
    practice.registry.add_case(Case(id="G2", number="Bail Application No. 61 of 2030", short_name="Gendalal bail",
                                    title="Gendalal Pyarelal vs Pyarpur Palika"))
    note = "08.01.2030 - प्यारपुर एसडीएम कोर्ट\nगेंदालाल बंटवारा - एसडीएम साहब अवकाश पर। पेशकार ने तारीख दी 19.02.2030\n"
    (e,) = practice.ingest([drop("munshi register 8 jan.jpg.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["G1"])


def test_two_names_of_a_longer_name_run_together_in_a_script_are_that_name():
    # "<given> <given> <surname>" written with the two given names as one word, in Gujarati
    assert names_in_devanagari("તા. ૧૨/૦૩ - ઝેલરૂપ કુલધરિયા - જવાબ રજૂ", ["Jhel Rup Kuldharia"]) == ["Jhel Rup Kuldharia"]
    # … and a short name whose party's two names and kind a register writes in Devanagari, its kind with a nasal dot
    assert names_in_devanagari("31.10 शनिवार  गेंदालालरूपसेन बंटवारा - बहस", ["Gendalal Rupsen batwara"]) == [
        "Gendalal Rupsen batwara"]


def test_a_lower_case_word_is_never_joined_to_a_name():
    # the kind word "batwara" is no name: it is never run together with the name before it
    assert names_in_devanagari("कोर्ट - गेंदालाल रूपसेनबटवारा", ["Gendalal Rupsen batwara"]) == []
