"""A cross asked ("what did the manager admit in cross?") is quoted from the heading its admissions are listed under
("PW1 <name> ADMITTED in cross:" and the lines below it), not from the day's opening line and cut on that heading
with nothing admitted (agent/examination.py). Notes written for these tests."""

from tareekh.agent.draft import RecordRef
from tareekh.agent.examination import stage_quoted

ENGLISH = ("14.02.2032 - sub court - Kandathil v Ezhumalai - PW1 cross (me)\n"
           "Statement copy handed over only this morning after two adjournments sought by them.\n"
           "PW1 Veeraswamy Kandathil ADMITTED in cross:\n"
           "- no notice of the penal charge was sent to the borrower;\n"
           "- penal charge Rs. 38,500 added after the suit was filed.\n"
           "Next 02.04.2032 - DW1.")

HINDI = ("03.05.2032 - ACJM-2 - Ghoshalkar v Jaunsari - PW2 जिरह (हमारी ओर से)\n"
         "गवाह देर से आया, दोपहर बाद बयान शुरू हुआ और बचाव पक्ष ने पहले दस्तावेज़ मांगे, फिर न्यायालय ने दोनों पक्षों "
         "को सुनकर जिरह आज ही पूरी करने को कहा।\n"
         "PW2 सुखवीर जौनसारी ने जिरह में माना:\n"
         "- चेक पर हस्ताक्षर उसके नहीं हैं;\n"
         "- रकम रु. 2,15,000 नकद दी गई थी।")


def _chosen(text: str) -> list:
    rec = RecordRef(entry_id=3, text=text, case_ids=["T1"], date="2032-02-14", kind="hearing")
    return [("2032-02-14", "cross", rec, text)]


def test_the_admissions_are_quoted_under_their_heading_not_cut_on_it():
    [(_, quote)] = stage_quoted(_chosen(ENGLISH), "cross", from_heading=True)
    assert quote.startswith("PW1 Veeraswamy Kandathil ADMITTED in cross:")
    assert "no notice of the penal charge" in quote


def test_the_same_in_hindi():
    [(_, quote)] = stage_quoted(_chosen(HINDI), "cross", from_heading=True)
    assert quote.startswith("PW2 सुखवीर जौनसारी ने जिरह में माना:")
    assert "हस्ताक्षर" in quote


def test_a_cross_written_without_a_list_is_quoted_from_its_line_as_before():
    text = "PW1 Veeraswamy Kandathil cross by me: admitted no notice was sent. Next 02.04.2032."
    [(_, quote)] = stage_quoted(_chosen(text), "cross", from_heading=True)
    assert quote.startswith("PW1 Veeraswamy Kandathil cross by me")


def test_on_one_day_the_lawyer_s_note_of_the_cross_is_quoted_before_the_order_sheet():
    sheet_text = "PW2 सुखवीर जौनसारी उपस्थित, बचाव पक्ष की ओर से जिरह की गई, साक्षी उन्मोचित। अग्रिम साक्ष्य हेतु सम्मन जारी हो।"
    note_text = "PW2 cross done. Admitted he reached the spot only after the quarrel ended and saw no weapon."
    sheet = RecordRef(entry_id=4, text=sheet_text, case_ids=["T1"], date="2032-05-03", kind="hearing",
                      doc_type="order_sheet")
    note = RecordRef(entry_id=5, text=note_text, case_ids=["T1"], date="2032-05-03", kind="hearing")
    chosen = [("2032-05-03", "cross", note, note_text), ("2032-05-03", "cross", sheet, sheet_text)]
    [(rec, quote)] = stage_quoted(chosen, "cross")
    assert rec is note and "saw no weapon" in quote
