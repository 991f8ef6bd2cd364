"""Time sought is read however a note writes it: the Devanagari and other scripts' verbs ("मुदत / वेळ मागितली",
"வாய்தா கேட்டார்", "గడువు కోరారు"), the Latin-letter ones ("mudat maagitli", "tarikh maangi", "avakasam kettar"), the
shorthand ("application for adj.", "adj. sought by …"), and a side not ready on the day ("X not ready", "ready nahi");
"not ready to settle" is unwillingness, not a day's adjournment.

Own invented notes, not a data set's words."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

PEOPLE = People(our_side="plaintiff", our_names=["ranade"], other_names=["mhatre", "kadam"], client_names=[],
                judge_names=["deshmukh"])


def _adjournments(text: str):
    record = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-03-20", doc_type="typed_note",
                    people=PEOPLE)
    return [e for e in extract(record) if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "Adv Mhatre sent application for adj. - he is in another court. Allowed.",
    "Rent suit: adj. sought by Mhatre, client abroad. ND 4/5",
    'Args. Mhatre "not ready", Deshmukh J - "last time". ND 17/12.',
    "Mhatre ne mudat maagitli, pudhchi tarikh 3/4",
    "Kadam tarikh maangi, client bahar hai",
    "Kadam avakasam kettar, ND 5/6",
    "Kadam gaduvu adigaru, ND 5/6",
    "Kadam ready nahi tha, next date 4/4",
    "Kadam ne fer time le lya, gawah haazir nahi. ND 16.6",  # Punjabi: took time again
    "Mhatre ne time le liya, agli peshi 10 November",
])
def test_the_other_sides_time_sought_in_words_of_every_language(text):
    (adj,) = _adjournments(text)
    assert adj.sought_by == "other", text


@pytest.mark.parametrize("text", [
    "प्रतिवादी पक्षाने मुदत मागितली. पुढील तारीख 16/02/2026",
    "प्रतिवादीच्या वकिलांनी पुन्हा वेळ मागितली.",
    "பிரதிவாதி தரப்பு வாய்தா கேட்டார்.",
    "ప్రతివాది న్యాయవాది గడువు కోరారు.",
    "ಪ್ರತಿವಾದಿ ವಕೀಲರು ಸಮಯ ಕೇಳಿದರು.",
    "എതിർ കക്ഷി വക്കീൽ സമയം ചോദിച്ചു.",
    "ਵਿਰੋਧੀ ਵਕੀਲ ਨੇ ਸਮਾਂ ਮੰਗਿਆ।",
])
def test_time_sought_in_the_scripts_is_an_adjournment(text):
    assert len(_adjournments(text)) == 1, text


@pytest.mark.parametrize("text", [
    "Kadam not ready to settle the matter.",
    "Mhatre's client not ready to take the goods back.",
    "If Mhatre is not ready, we will press for costs.",
])
def test_unwillingness_or_a_condition_is_no_adjournment(text):
    assert _adjournments(text) == [], text


@pytest.mark.parametrize("text, why", [
    ("Kadam ka reply ni aayi. Kadam ne phir time maanga. ND 4/4", "reply"),
    ("Counter not filed yet. Mhatre sought time. ND 3/3", "counter"),
])
def test_a_plea_for_time_with_no_reason_takes_the_step_not_done_said_just_before(text, why):
    (adj,) = _adjournments(text)
    assert adj.reason and why in adj.reason.lower(), adj.reason


def test_a_sentence_before_that_says_nothing_undone_is_no_reason():
    (adj,) = _adjournments("Arguments heard in part. Mhatre sought time. ND 3/3")
    assert adj.reason is None


@pytest.mark.parametrize(("text", "plea"), [
    ("Ozarkar took a date citing personal difficulty. ND 20/4", "personal difficulty"),
    ("Ozarkar ne personal dikkat bolkar tareekh le li. Agli tareekh 20/4", "personal dikkat"),
    ("Ozarkar ne bimari ka bahana karke date li. ND 20/4", "bimari"),
    ("Ozarkar court-t busy bule time loise. Next date 20/4", "busy"),  # Assamese: "took time saying busy"
    ("Adv Ozarkar ne tarik mangi - ghar vich viah si. ND 20/4", "viah"),  # Punjabi: asked a date, a wedding at home
])
def test_a_date_taken_or_asked_for_is_time_sought_with_the_plea_cited(text, plea):
    # a "date" taken is time as much as "time" taken; the plea a language cites before its verb of saying
    # ("bolkar", "ka bahana karke", "bule") is the reason, as the one after "citing" is
    record = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-03-20", doc_type="typed_note",
                    people=People(our_side="plaintiff", our_names=["velankar"], other_names=["ozarkar"], client_names=[],
                                  judge_names=[]))
    (adj,) = [e for e in extract(record) if e.kind == "adjournment"]
    assert adj.sought_by == "other", text
    assert plea in (adj.reason or ""), adj.reason
