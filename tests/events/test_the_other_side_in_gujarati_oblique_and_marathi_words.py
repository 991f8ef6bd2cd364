"""The other side written as Gujarati writes "the ones facing" with its oblique "સામા" ("સામાવાળાના વકીલ",
"saamavala na vakil") and as Marathi writes "the one in front" ("samorchya pakshache vakil", "समोरच्या पक्षाचे
वकील"): theirs, and so are the costs the court puts on the time they took (before, a plaintiff's note "સામાવાળાના
વકીલ … મુદત માંગી" was read as our own time, and its costs as ours: a list of costs on the other side missed the
matter). Invented notes, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _events(text: str, our_side: str):
    people = People(our_side=our_side, our_names=["vidhyullata"], other_names=["harkishandas"],
                    judge_names=["trambakrao"])
    return extract(Record(entry_id=1, text=text, case_ids=["G1"], record_date="2031-03-09", people=people))


@pytest.mark.parametrize("note", [
    "સામાવાળાના વકીલ ફરી હાઈકોર્ટમાં - જુનિયરે મુદત માંગી. સાહેબે રૂ. 700 ખર્ચ સાથે મુદત આપી.",
    "Saamavala na vakil e mudat maangi. Saheb e Rs. 700 kharch saathe mudat aapi.",
])
def test_the_gujarati_oblique_facing_word_is_their_side_and_their_costs(note):
    found = _events(f"{note} આવતી મુદત 14/04/2031", our_side="plaintiff")
    adj = [e for e in found if e.kind == "adjournment"]
    costs = [e for e in found if e.kind == "costs"]
    assert adj and adj[0].sought_by == "other", found
    assert costs and costs[0].on == "other", found


def test_the_gujarati_oblique_facing_word_is_ours_when_we_are_the_respondent_so_called():
    # ("સામાવાળા" is the respondent's formal name before a consumer forum: then it is our side)
    found = _events("સામાવાળાના વકીલે મુદત માંગી. આવતી મુદત 14/04/2031", our_side="respondent")
    adj = [e for e in found if e.kind == "adjournment"]
    assert not adj or adj[0].sought_by != "other", found


@pytest.mark.parametrize("note", ["Samorchya pakshache vakil ne mudat magitli.", "समोरच्या पक्षाचे वकील यांनी मुदत मागितली."])
@pytest.mark.parametrize("our_side", ["plaintiff", "respondent"])
def test_the_marathi_word_for_the_side_in_front_is_theirs_whatever_our_role(note, our_side):
    found = [e for e in _events(f"{note} Pudhil tarikh 14.04.2031", our_side=our_side) if e.kind == "adjournment"]
    assert found and found[0].sought_by == "other", found
