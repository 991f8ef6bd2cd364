"""A quoted sentence that speaks of a person by a pronoun in the middle of it ("APP declared him hostile", "court ne
usko custody bheja", "ಅವನನ್ನು ಪಾಟೀಸವಾಲು …") opens from the sentence before that named the person, and a sentence a
hard-wrapped line cut ("… said he came after" / "the quarrel …") is read whole (agent/runs_on.py). Without it
"who turned hostile?" was answered with "APP declared him hostile" and no name. Invented notes in English, Hindi,
Tamil and Kannada with names no data set holds."""

from __future__ import annotations

from tareekh.agent.runs_on import acts_on_someone_before, leans_back, wrapped_line, with_what_leads_in

ENGLISH = ("12.03.2029 - JMFC - State v. Tilottama\nDW1 Rokibul Kharghoria examined. Denied the signature on the receipt. "
           "Court declared him hostile at the State's request.")
HINDI = "Gawah Zubeen Anupama pesh hua. Court ne usko dobara bulaya aur cross kiya."
TAMIL = "சாட்சி ரொகிபுல் விசாரிக்கப்பட்டார். நீதிமன்றம் அவரை மீண்டும் அழைத்தது."
WRAPPED = ("PW4 Anupama Kharghoria examined. Did not support the prosecution - said she reached after\n"
           "the fight and saw nothing. APP declared her hostile.")


def test_an_object_pronoun_takes_in_the_sentence_that_named_the_person():
    out = with_what_leads_in(ENGLISH, "Court declared him hostile at the State's request.")
    assert "Rokibul Kharghoria" in out and out.endswith("at the State's request."), out


def test_an_object_pronoun_of_hindi_and_tamil_leans_back():
    assert "Zubeen Anupama" in with_what_leads_in(HINDI, "Court ne usko dobara bulaya aur cross kiya.")
    assert "ரொகிபுல்" in with_what_leads_in(TAMIL, "நீதிமன்றம் அவரை மீண்டும் அழைத்தது.")
    assert acts_on_someone_before("ಕೋರ್ಟ್ ಅವನನ್ನು ಪ್ರತಿಕೂಲ ಸಾಕ್ಷಿ ಎಂದು ಘೋಷಿಸಿತು")


def test_a_line_the_page_wrapped_is_read_whole_back_to_the_witness():
    out = with_what_leads_in(WRAPPED, "APP declared her hostile.")
    assert out.startswith("PW4 Anupama Kharghoria examined."), out
    assert wrapped_line("said she reached after", "the fight and saw nothing.", "\n")
    assert not wrapped_line("Witness absent.", "next date fixed.", "\n")  # a stop ends the line's sentence
    assert not wrapped_line("said she reached after", "The fight and saw nothing.", "\n")


def test_a_sentence_with_no_pronoun_of_a_person_stands_alone():
    assert not acts_on_someone_before("Documents marked as Ex. P4 to P6.")
    assert not acts_on_someone_before("Time taken to use the records; taka paid.")  # another language's everyday words
    assert not leans_back("Witness absent.", "Summons reissued for the next date.")
