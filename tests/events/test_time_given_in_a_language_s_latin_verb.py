"""Time the court gave, written with a language's verb of giving in Latin letters ("time dela", "vel dila", "time
kottidru", "samayam koduthu"), is the day's adjournment, the side named before it the one it was for; the State's
counsel by another state's title (AGP, DGC, डी.जी.सी.) is the State's side taking time; and a day the presiding
officer spent on election duty ("on election duty", "निर्वाचन ड्यूटी पर", "ಚುನಾವಣಾ ಕರ್ತವ್ಯ") is the court's.

Own invented notes, not a data set's words."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

PEOPLE = People(our_side="plaintiff", our_names=["dorabji"], other_names=["wadiyar"], client_names=[],
                judge_names=["kuttappa"])


def _adjournments(text: str):
    record = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-03-20", doc_type="typed_note",
                    people=PEOPLE)
    return [e for e in extract(record) if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "OP came through Wadiyar babu today. Time for counter dela. Next 14.04.26",       # Odia, the step between
    "Wadiyar vakil hajar zale. Vel parat dila. Pudhil 14.04.26",                     # Marathi
    "Wadiyar sir present. Time kottidru. Mundina 14.04.26",                          # Kannada
    "Wadiyar vakeel vannu. Samayam koduthu. Adutha date 14.04.26",                   # Malayalam
])
def test_time_given_in_latin_letters_is_the_named_side_s_adjournment(text):
    (adj,) = _adjournments(text)
    assert adj.sought_by == "other", (adj.sought_by, adj.actor)


@pytest.mark.parametrize("text", [
    "Wadiyar filed the counter. Next 14.04.26",
    "Gave the client the file. Next 14.04.26",
])
def test_no_time_given_is_no_adjournment(text):
    assert _adjournments(text) == []


@pytest.mark.parametrize("text", [
    "17.3.26 वाद 12/25 तहसीलदार — पीठासीन अधिकारी निर्वाचन ड्यूटी पर, कोई कार्य नहीं। अगली 19.05.26",
    "Presiding officer on election duty. Next 19.05.26",
    "ನ್ಯಾಯಾಧೀಶರು ಚುನಾವಣಾ ಕರ್ತವ್ಯದಲ್ಲಿ. ಮುಂದಿನ ದಿನಾಂಕ 19.05.26",
    "Sahab chunav duty pe the, peshi nahi hui. Agli 19.05.26",
])
def test_the_officer_away_on_election_duty_is_the_court_s_day(text):
    (adj,) = _adjournments(text)
    assert adj.sought_by == "court", (adj.sought_by, adj.text)


@pytest.mark.parametrize("text", [
    "Dorabji examined in chief. AGP sought time for cross. Next 14.04.26",
    "Dorabji examined in chief. DGC ne jirah ke liye time liya. Agli 14.04.26",
    "18.03.26  डोराबजी — पीडब्लू 2 का बयान; डी.जी.सी. साहब ने जिरह हेतु समय लिया। अगली 14.04.26",
])
def test_the_state_s_counsel_by_a_state_s_title_takes_the_time_not_our_client(text):
    # the title of the government's counsel in another state (Government Pleader, District Government Counsel) is
    # the State's side acting, never the client named in the sentence before
    (adj,) = _adjournments(text)
    assert adj.sought_by == "other", (adj.sought_by, adj.actor)


def test_what_the_time_was_for_leaves_out_who_asked_before_the_ergative():
    # "<X> साहब ने <step> हेतु समय लिया": the step is what the time was for; the one before "ने" asked for it
    (adj,) = _adjournments("वाडियार जी ने जवाब हेतु समय माँगा। अगली 14.04.26")
    assert adj.reason == "जवाब", adj.reason
