"""A paper's sentence longer than the room a status tells it in (agent/facts_kept.py) keeps its figures: a
reference that recites the parties for two lines before the sum, the count and the date is told from the clause that
holds them, marked "…"; a sentence whose head holds its figures is cut at its end as before. In English and in
Bengali letters. Invented papers, with names no data set holds."""

from __future__ import annotations

from tareekh.agent.facts_kept import facts_kept

RECITAL = ("Whereas a dispute has arisen between the Management of Kettuvallam Rubber Estates Private Limited, "
           "Thodupuzha Taluk, and its workmen represented by the Idukki Thottam Thozhilali Union, the following is "
           "referred for adjudication: whether the management is justified in retrenching 41 tappers with effect "
           "from 03.02.2026 and in not paying the bonus of Rs. 1,18,000 for 2025-26?")


def test_the_figures_at_the_end_of_a_recital_are_kept():
    told = facts_kept(RECITAL, 200)
    assert told.startswith("…") and len(told) <= 200, told
    assert "41 tappers" in told and "03.02.2026" in told and "1,18,000" in told, told


def test_a_sentence_whose_head_holds_its_figures_is_cut_at_its_end():
    text = ("The plaintiff paid Rs. 3,50,000 on 12.06.2024 as advance for the sale of the shop room, and the "
            "defendant having received it has neither executed the deed nor returned the money in spite of repeated "
            "requests made orally and in writing by the plaintiff and his elders at the panchayat")
    told = facts_kept(text, 150)
    assert told.startswith("The plaintiff paid Rs. 3,50,000 on 12.06.2024"), told


def test_a_bengali_sentence_keeps_its_figures():
    text = ("অভিযোগকারী শ্রীমতী তনুশ্রী হালদার, পিতা প্রয়াত নিরঞ্জন হালদার, গ্রাম কুমোরপাড়া, থানা ধূপগুড়ি, জানান যে "
            "অভিযুক্ত ব্যক্তি তাঁর নিকট হইতে মোট 1,75,000 টাকা 14.02.2026 তারিখে ধার হিসাবে গ্রহণ করে")
    told = facts_kept(text, 120)
    assert "1,75,000" in told and "14.02.2026" in told and len(told) <= 120, told


def test_a_short_sentence_is_told_whole():
    assert facts_kept("Counter filed; next date 4.8.26.", 200) == "Counter filed; next date 4.8.26"


def test_a_head_holding_a_fair_share_of_the_figures_is_kept():
    text = ("Whereas the godown is used without occupancy permission and the notice dated 14/08/2025 was not replied, "
            "the godown is SEALED under Section 312 of the municipal law in force, with the rules framed under it in "
            "the year 1961")
    told = facts_kept(text, 170)
    assert told.startswith("Whereas the godown"), told


def test_a_clause_is_never_begun_inside_a_bracket():
    told = facts_kept(RECITAL.replace("Private Limited,", "Private Limited (KREPL),"), 200)
    assert not told.startswith("… KREPL)"), told
