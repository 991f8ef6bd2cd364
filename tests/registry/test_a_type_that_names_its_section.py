"""A High Court registers many numbers under a type that names a section and its act ("Application u/s 528 BNSS
No. …", "Criminal Misc. Application u/s 482 Cr.P.C. No. …", "Bail Application u/s 483 BNSS No. …"): the number is
keyed by the type's words before the section, so the registered case and the notes that write it meet."""

from tareekh.registry.numbers import find_mentions, normalise_number, registration_key


def test_a_known_type_before_a_section_keys_as_that_type():
    assert normalise_number("Bail Application u/s 483 BNSS No. 61 of 2027") == "BA/61/2027"
    assert normalise_number("CRIMINAL MISC. BAIL APPLICATION U/S. 439 Cr.P.C. No. 3310 of 2023") == "BA/3310/2023"
    assert normalise_number("Arbitration Application under Section 11(6) of the Arbitration and Conciliation Act, "
                            "1996 No. 14 of 2024") == "ARBA/14/2024"


def test_a_section_in_hindi_is_left_out_as_well():
    assert normalise_number("जमानत प्रार्थना पत्र अंतर्गत धारा 439 दं.प्र.सं. संख्या 808 सन् 2023") == "BA/808/2023"


def test_an_unknown_type_before_a_section_registers_and_is_found_in_a_note():
    key = registration_key("APPLICATION U/S 482 CR.P.C. No. 7731 of 2024")
    assert key == "APPLN/7731/2024"
    assert registration_key("Application u/s 482 No. 7731 of 2024") == key
    note = "Appl. u/s 482 CrPC No. 7731/2024 heard, notice to OP 2"
    assert [m.key for m in find_mentions(note, {"appln": "APPLN"})] == [key]


def test_a_type_that_is_read_whole_keeps_its_reading():
    # the section stands before a type the table knows: the type after it is the number's
    assert normalise_number("Section 138 NI Act Case No. 45/2024") == "CC/45/2024"


def test_a_section_with_no_type_before_it_is_no_case_number():
    assert normalise_number("section 9 No. 4/2024") is None
    assert normalise_number("cheque u/s 138 No. 12/2024") is None
