"""Who sought time, read from the words a note uses for the other side, and what a quotation is not.

- "opposite counsel", "the other side", "samne wale vakil", "avatali paksham", "எதிர் வக்கீல்": the other side,
  whatever role we appear in (before, such a note's time was "unknown" and a count of the other side's
  adjournments missed it);
- a name of the registry written in Tamil script, where one letter writes a voiced and a voiceless sound
  ("Gunasekharan" as "குணசேகரன்"): that person, so that side;
- a final outcome inside quotation marks is someone's words — a judge's proposal, a witness's answer — not the
  order passed (before, 'Judge: "compromise kar lo, mamla khatam"' was read as the case disposed of).
Invented notes, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _events(text: str, our_side: str = "plaintiff", other: tuple[str, ...] = ("thoppaiah",)):
    people = People(our_side=our_side, our_names=["yelamanchili"], other_names=list(other),
                    judge_names=["karunakaram"])
    return extract(Record(entry_id=1, text=text, case_ids=["W1"], record_date="2030-02-11", people=people))


def _adjournment(text: str, **kw):
    return [e for e in _events(text, **kw) if e.kind == "adjournment"]


@pytest.mark.parametrize("note", [
    "Opposite counsel sought time to file the rejoinder.",              # English
    "The other side sought time, instructions awaited.",                # English
    "Avatali paksham lawyer time adigaru.",                             # Telugu, Latin letters
    "Eduru paksha vakeelaru time kelidaru.",                            # Kannada, Latin letters
    "ఎదుటి పక్షం వారు సమయం కోరారు.",                                    # Telugu script
    "எதிர் தரப்பு வக்கீல் டைம் கேட்டார்.",                               # Tamil script
])
@pytest.mark.parametrize("our_side", ["plaintiff", "respondent"])
def test_a_word_for_the_other_side_is_theirs_whatever_our_role(note, our_side):
    found = _adjournment(f"Suit for recovery. {note} ND 14.3.2030", our_side=our_side)
    assert found and found[0].sought_by == "other", (note, found)


@pytest.mark.parametrize("note", ["Samne wale vakil ne phir time liya.", "सामने वाले वकील ने फिर समय मांगा।",
                                  "Saame vala vakil e time maangyo."])
def test_the_ones_facing_are_theirs_unless_we_are_the_respondent_so_called(note):
    # ("सामनेवाले", "સામાવાળા": the respondent's formal name before a consumer forum or a rent court)
    assert _adjournment(f"{note} ND 14.3.2030", our_side="complainant")[0].sought_by == "other", note
    found = _adjournment(f"{note} ND 14.3.2030", our_side="respondent")
    assert not found or found[0].sought_by != "other", (note, found)


def test_other_counsel_in_general_is_no_side():
    found = _adjournment("Other counsel were busy in another court. Plaintiff sought time. ND 14.3.2030")
    assert found and found[0].sought_by == "ours", found


@pytest.mark.parametrize("written", ["குணசேகரன்", "குணசேகர்"])
def test_a_registry_name_in_tamil_script_is_heard_with_its_voiced_letters(written):
    found = _adjournment(f"{written} டைம் கேட்டார். வாய்தா 14.03.2030",
                         other=("gunasekharan", "gunasekhar"))
    assert found and found[0].sought_by == "other" and found[0].actor == written, found


def test_a_name_only_alike_in_tamil_letters_is_not_taken_in_another_script():
    # (the loose hearing is Tamil's: in Devanagari "कुणसेकरन" is no registry name's voiced spelling)
    found = _adjournment("कुणसेकरन ने समय मांगा। अगली तारीख 14.03.2030", other=("gunasekharan",))
    assert found and found[0].sought_by == "unknown", found


def _outcomes(text: str) -> list[str]:
    return [e.outcome for e in _events(text) if e.kind == "order"]


@pytest.mark.parametrize("note", [
    'Karunakaram J: "compromise kar lo dono, mamla khatam" - Thoppaiah: will take instructions.',
    'PW2 in cross: "my claim was rejected by the company in 2028".',
    'Defence: "the suit is to be dismissed as barred", arguments part heard.',
])
def test_an_outcome_inside_a_quotation_is_no_order(note):
    assert not set(_outcomes(note)) & {"disposed", "rejected", "dismissed"}, note


@pytest.mark.parametrize("note", ['ORDER: "Suit dismissed with costs."', "Suit dismissed with costs."])
def test_an_order_quoted_as_the_order_stays_one(note):
    assert "dismissed" in _outcomes(note), note
