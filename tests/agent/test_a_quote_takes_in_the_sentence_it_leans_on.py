"""A quoted sentence that leans on the one before it opens from that sentence (agent/runs_on.py, with_what_leads_in):
a sentence whose subject the writer dropped ("Must tell them she …", "Adjourned on costs …"), one opened by a
pronoun or connective of any language, or a clause the splitter cut at a semicolon cannot be read alone — the
fact the lawyer asked for ("she waited 4 hours", "the witness was on leave") stands just before it. Invented notes
in English and Kannada, with names no data set holds."""

from __future__ import annotations

from tareekh.agent.runs_on import leans_back, with_what_leads_in

NOTE = ("Pallakonda - IA for local inspection filed. Other side took time for reply. Oormila's son brought her, "
        "she waited outside the hall 4 hours. Must tell them she need not come unless called.")
ORDER = ("11.03.2027  Petitioner present. Respondent's counsel present; RW2 absent, memo that he is in hospital. "
         "Time sought. Adjourned on costs of Rs. 750/- payable to the petitioner.\nFor RW2 evidence, 22.04.2027.")
DOCTOR = ("Tsewang v. Brijnandan - PW-3 Dr. Zorinpuii (neuro): 22% permanent disability of the left arm; plate in "
          "the left humerus; removal of the plate advised after a year, estimated Rs. 45,000. Cross: certificate "
          "not from a board.")
KANNADA = "ವೆಲ್ಲಂಕಣ್ಣಿ ಸಾಕ್ಷಿ ಕರೆಸಲಾಯಿತು. ಅವರು ಹೇಳಿದರು ಚೆಕ್ ಖಾಲಿ ಇತ್ತು."


def test_a_sentence_without_its_subject_opens_from_the_one_before():
    out = with_what_leads_in(NOTE, "Must tell them she need not come unless called.")
    assert out.startswith("Oormila's son brought her, she waited outside the hall 4 hours."), out


def test_a_short_sentence_taken_in_brings_the_one_before_it():
    out = with_what_leads_in(ORDER, "Adjourned on costs of Rs. 750/- payable to the petitioner.")
    assert out.startswith("RW2 absent, memo that he is in hospital. Time sought. Adjourned"), out


def test_a_clause_cut_at_a_semicolon_opens_from_its_sentence():
    out = with_what_leads_in(DOCTOR, "removal of the plate advised after a year, estimated Rs. 45,000.")
    assert "22% permanent disability" in out and out.endswith("Rs. 45,000."), out


def test_a_pronoun_of_another_script_leans_back():
    out = with_what_leads_in(KANNADA, "ಅವರು ಹೇಳಿದರು ಚೆಕ್ ಖಾಲಿ ಇತ್ತು.")
    assert out.startswith("ವೆಲ್ಲಂಕಣ್ಣಿ ಸಾಕ್ಷಿ"), out


def test_a_sentence_that_stands_alone_takes_nothing():
    alone = "Other side took time for reply."
    assert with_what_leads_in(NOTE, alone) == alone
    assert not leans_back("Petitioner present.", "Respondent's counsel present;")
    # a form's label is no verb, and nothing is taken from another line
    assert not leans_back("Exhibits marked.", "Admitted: A1 to A4")
    assert with_what_leads_in(ORDER, "For RW2 evidence, 22.04.2027.") == "For RW2 evidence, 22.04.2027."


def test_a_list_marker_cut_off_before_the_sentence_is_not_taken_in():
    listed = "Grounds of appeal. 1. यह कि वादी ने किराया कभी नहीं माँगा।"
    assert with_what_leads_in(listed, "यह कि वादी ने किराया कभी नहीं माँगा।") == "यह कि वादी ने किराया कभी नहीं माँगा।"


def test_a_line_a_label_introduces_opens_from_the_label():
    note = "Ct 7 - second appeal JUDGMENT today. Appeal PARTLY ALLOWED:\nVellankanni gets 1/3 share in the mango grove; house not partible."
    out = with_what_leads_in(note, "Vellankanni gets 1/3 share in the mango grove;")
    assert "Appeal PARTLY ALLOWED: Vellankanni gets" in out, out


def test_a_quote_of_a_few_words_opens_from_the_sentence_before():
    note = "RW1 cross by Pallakonda finished, no damage. Cross over. Next 14/9."
    assert with_what_leads_in(note, "Next 14/9.") == "RW1 cross by Pallakonda finished, no damage. Cross over. Next 14/9."


INJUNCTION = ("ORDER ON I.A. 4 (O.39 R.1 & 2)\nPrima facie the plaintiff has performed the annual festival rites. The "
              "application is allowed in part: the defendants shall not obstruct the plaintiff in the rites; the "
              "offerings shall be counted before both sides and kept in a separate account.\nThe defendants shall "
              "file the festival accounts of the last three years within four weeks. List for issues on 03.02.2027.")


def test_an_orders_quote_takes_in_no_outcome_that_would_bring_its_directions():
    from tareekh.agent.compose import Composer
    from tareekh.agent.draft import RecordRef

    order = RecordRef(entry_id=1, text=INJUNCTION, case_ids=["C1"], date="2026-11-02", doc_type="order_sheet")
    clause = "the offerings shall be counted before both sides and kept in a separate account."
    assert Composer._led_in(order, clause, 300) == clause
    note = RecordRef(entry_id=2, text=NOTE, case_ids=["C1"], date="2026-11-02", doc_type="hearing_note")
    assert "4 hours" in Composer._led_in(note, "Must tell them she need not come unless called.", 300)
