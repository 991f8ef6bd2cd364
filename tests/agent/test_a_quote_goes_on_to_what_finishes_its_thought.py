"""A quoted sentence goes on to the sentences that finish its thought (agent/runs_on.py): the witness's account after
the line naming the witness, the clauses after a semicolon, the next item of a numbered list, a sentence opened by a
linking word or a pronoun, in any language; a new thought, a blank line and the line's room stop it. Invented notes,
in other words and names than the data sets."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.question import Question
from tareekh.agent.runs_on import FOLLOW_CHARS, goes_on, with_what_goes_on

WITNESS = ("3/2 Motor Accidents Tribunal - Lakhotia claim\n"
           "PW3 Zeenat Pathrawala (tailor, Bhiwandi) examined - chief by me.\n"
           "Identified the tempo from the photographs. Also the driver's cap left at the spot. Insurer's cross - 20 min.\n"
           "Costs Rs. 300 paid by insurer.\nNext 14/3.")


def rec(i: int, text: str, day: str = "2026-02-03") -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["M7"], date=day, kind="hearing")


def test_a_witness_line_goes_on_to_what_the_witness_did():
    q = Question(text="zeenat pathrawala examined", kind="witness", today=date(2026, 3, 1), cases=["M7"])
    hits = closest(q, [rec(1, WITNESS)], name_stems=set(), anchor_stems=set())
    shown = " … ".join(hits[0].sentences)
    assert "Identified the tempo" in shown and "driver's cap" in shown, shown
    line = "PW3 Zeenat Pathrawala (tailor, Bhiwandi) examined - chief by me."
    out = with_what_goes_on(WITNESS, [line])
    assert "driver's cap" in out[0] and "cross" not in out[0] and "Costs" not in out[0], out  # the next thoughts


def test_clauses_after_a_semicolon_and_the_next_items_of_a_list_go_with_the_first():
    text = ("Cross of the bank's manager Kolhatkar over. Admitted: (1) the form was filled by the borrower alone;\n"
            "(2) no photograph of the guarantor on it;\n(3) no identity papers in the file.\nLedger still not produced.")
    kept = ["Admitted: (1) the form was filled by the borrower alone;"]
    out = with_what_goes_on(text, kept)
    assert out == ["Admitted: (1) the form was filled by the borrower alone; (2) no photograph of the guarantor on it; "
                   "(3) no identity papers in the file."], out


def test_a_numbered_item_goes_on_to_the_next_number_without_a_semicolon():
    assert goes_on("1. The rent was paid till March.", "2. The meter stands in his name.")
    assert not goes_on("1. The rent was paid till March.", "4. The meter stands in his name.")


def test_linking_words_and_pronouns_of_other_languages_open_a_going_on():
    hindi = "गवाह मिर्चंदानी का बयान दर्ज हुआ। उसने कहा कि ट्रक गलत दिशा में था। अगली तारीख 5/4।"
    out = with_what_goes_on(hindi, ["गवाह मिर्चंदानी का बयान दर्ज हुआ।"])
    assert out == ["गवाह मिर्चंदानी का बयान दर्ज हुआ। उसने कहा कि ट्रक गलत दिशा में था।"], out
    tamil = "சாட்சி சுந்தரவல்லி விசாரிக்கப்பட்டார். மேலும் ரசீது காட்டினார். வாய்தா 9/4."
    out = with_what_goes_on(tamil, ["சாட்சி சுந்தரவல்லி விசாரிக்கப்பட்டார்."])
    assert "ரசீது" in out[0] and "வாய்தா" not in out[0], out
    assert goes_on("Counter of the corporation filed.", "It says the shop was sealed on 4.1.2025.")
    assert goes_on("Tamboli's reply filed.", "And the sale deed of 2019 annexed.")


def test_a_blank_line_or_a_new_thought_stops_it():
    text = "Affidavit of Nagpure filed;\n\nNext date 3/7 for reply."
    assert with_what_goes_on(text, ["Affidavit of Nagpure filed;"]) == ["Affidavit of Nagpure filed;"]
    assert not goes_on("Surveyor's report received.", "Mirchandani to file objections.")
    assert not goes_on("PW1 cross over.", "Next date 12/5.")


def test_nothing_past_the_room_of_a_line():
    long_clause = "and " + "the boundary stones were moved " * 12
    text = f"Report of the commissioner filed;\n{long_clause.strip()};\nthe fence is new."
    out = with_what_goes_on(text, ["Report of the commissioner filed;"])
    assert len(out[0]) <= len("Report of the commissioner filed;") + FOLLOW_CHARS + 1, out


def test_a_kept_sentence_taken_in_by_the_one_before_is_not_quoted_twice():
    text = "Gowdru's reply filed. Also a memo of the survey numbers. Next 8/8."
    out = with_what_goes_on(text, ["Gowdru's reply filed.", "Also a memo of the survey numbers."])
    assert out == ["Gowdru's reply filed. Also a memo of the survey numbers."], out


def test_a_form_label_in_the_past_is_no_verb_going_on():
    assert not goes_on("Report No. 77/2025 Court: Civil Judge, Karwar", "Questioned: Q1 - the receipt of 3.3.2021.")
    assert goes_on("DW2 Lakhotia examined.", "Produced the rent receipts of 2019.")


def test_a_template_quote_cut_at_a_semicolon_goes_on_to_the_rest_of_its_sentence():
    from tareekh.agent.quotes import closed

    text = ("Collector's affidavit filed: rate fixed Rs. 2,100 per quintal;\nmill paid Rs. 1,700 per quintal;\n"
            "arrears to the 18 growers Rs. 6,12,400.\nNext 2/2.")
    out = closed(text, "mill paid Rs. 1,700 per quintal;")
    assert out == "mill paid Rs. 1,700 per quintal; arrears to the 18 growers Rs. 6,12,400.", out
    assert closed(text, "Next 2/2.") == "Next 2/2."


def test_the_holding_before_a_sentence_carried_over_a_wrapped_line_is_still_found():
    from tareekh.agent.status_asked import _with_holding

    text = ("ORDER\nThe application is allowed. The opposite party is restrained\n"
            "from cutting the mango trees on the disputed land till the next date.\nCall on 4.4.2026.")
    carried = "The opposite party is restrained from cutting the mango trees on the disputed land till the next date."
    assert _with_holding(text, carried).startswith("The application is allowed."), _with_holding(text, carried)


def test_a_sentence_opened_by_a_verb_of_saying_in_any_language_reports_the_witness_named_before():
    assert goes_on("PW4 Lakhotia examined in chief.", "Bola ki tempo galat side se aaya tha.")
    assert goes_on("PW2 Gowdru examined.", "Cheppadu lorry fast ga vachindi ani.")
    assert goes_on("DW1 Tamboli cross over.", "कहा कि रसीद उसकी नहीं है।")
    assert not goes_on("Reply of R2 awaited.", "Say filed by R3 today.")  # a reply, in the western courts


def test_a_template_line_takes_the_closest_reading_s_longer_sentence_once():
    from tareekh.agent.draft import Draft, Line

    own = Line("2026-03-05", "- 5 Mar 2026, your note: Tribunal imposed Rs 2000 costs on the insurer [1]")
    near = Line("2026-03-05", "- 5 Mar 2026, your note: Tribunal imposed Rs 2000 costs on the insurer. "
                              "And it said no more time would be given [1]")
    out = Draft("Costs once [1].", [own], [near]).render()
    assert out.count("Tribunal imposed") == 1 and "no more time" in out, out
