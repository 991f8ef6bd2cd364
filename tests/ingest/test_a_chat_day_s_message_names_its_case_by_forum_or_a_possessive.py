"""A chat day a junior reports on: a message that names a matter by a word of its party's name with a possessive
after it in any of its forms ("<thing> wale me", "<thing> vale vich", "<name> valo"), and a message that opens with the
forum of one case only and tells its day in court while another message names a second matter listed that day ("ok,
<party>'s matter is also on the 5th"): each names its case, and the day is filed under each. Invented names."""

from __future__ import annotations

from tareekh.registry import Case


def _three_matters(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="T1", number="Civil Suit No. 52 of 2026", short_name="Tuggal seb-bagh suit",
                                    title="Chhering Tuggal vs Kasauli Fruit Growers Society",
                                    court="Civil Judge (Jr. Div.), Court No. 4, Kasauli"))
    practice.registry.add_case(Case(id="T2", number="Case No. 8/RC of 2026", short_name="Pemba shop eviction",
                                    title="Pemba Lhamo vs Phunchok Sangpo", court="Rent Controller, Kasauli"))
    practice.registry.add_case(Case(id="T3", number="HMA Petition No. 33 of 2026", short_name="Yeshwin divorce",
                                    title="Marta Kandulna vs Yeshwin Kandulna", court="Family Court, Dagshai"))


def test_a_name_word_with_a_possessive_in_any_form_names_its_case(practice, drop):
    _three_matters(practice)
    chat = ("11/02/2027, 14:10 - Yuvika Jr: Sir seb-bagh vale vich patwari di gawahi ho gayi, naksha pesh kita\n"
            "11/02/2027, 14:12 - Ngawang Quaderi Adv: 👍\n")
    (e,) = practice.ingest([drop("WhatsApp Chat with Yuvika Jr.txt", chat)]).entries
    assert (e.status, e.case_ids) == ("retained", ["T1"])


def test_a_message_opening_with_one_case_s_forum_files_the_day_under_that_case_too(practice, drop):
    _three_matters(practice)
    chat = ("02/01/2027, 13:20 - Yuvika Jr: Sir Rent Controller - record abhi nahi aaya, reader ne kaha agli baar. ND 5 March\n"
            "02/01/2027, 13:21 - Ngawang Quaderi Adv: ok. 5 March ko Dagshai me Yeshwin wala bhi hai\n")
    (e,) = practice.ingest([drop("WhatsApp Chat with Yuvika Jr.txt", chat)]).entries
    assert e.status == "retained" and set(e.case_ids) == {"T2", "T3"}
