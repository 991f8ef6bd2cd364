"""A line of a note that opens with its day and names a paper in an Indian script ("12/3/31 <name> — खतौनी की
नकल दाखिल …") is the note's line, not a paper's title, however short a photographed hand's wrapping leaves it:
the page stays a note of its hearings instead of one record of rights."""

from __future__ import annotations

from tareekh.ingest.documents import read_as_document


def test_a_days_line_naming_a_land_record_heads_no_document():
    note = ("तारीख़ डायरी — मार्च\n"
            "12/3/31 बिसेन — खतौनी की नकल दाखिल, आपत्ति\n"
            "पर बहस। 2/4/31\n"
            "14/3/31 ठकुराइन — गवाह अनुपस्थित। 9/4/31\n")
    assert read_as_document(note) is None


def test_a_land_record_titled_in_its_script_is_still_one():
    record = "खतौनी की नकल\nग्राम सिमरी, खाता संख्या 118\nखातेदार: सुखनंदन पुत्र भोला\nदिनांक 04.02.2031"
    found = read_as_document(record)
    assert found is not None and found.kind == "record of rights"
