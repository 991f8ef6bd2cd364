"""A case registered as "<letters> Case No. …" (a G.R. Case, an S.T. Case of the eastern courts) is called by its
letters alone in a junior's message ("Sir GR case re PW2 …"): the letters before the word "case" are that case's
kind, and a chat day that opens with them, naming no other case, is about the one case of that kind."""

from __future__ import annotations

from tareekh.ingest.filing import kind_words
from tareekh.registry import Case


def test_the_letters_before_the_word_case_are_the_cases_kind():
    assert "gr" in kind_words(None, "G.R. Case No. 2207 of 2026")
    assert "st" in kind_words(None, "S.T. Case No. 91 of 2025")
    assert "gr" not in kind_words(None, "Title Suit No. 12 of 2025")


CHAT = ("11/03/2026, 13:05 - Rituswapna Jr: Sir GR case re PW2 Gadadhara Sundaray asile nahi, APP time nele. ND 8/4\n"
        "11/03/2026, 13:09 - Nilamadhab Adv: thik achhi\n"
        "12/03/2026, 12:40 - Rituswapna Jr: Sir Tolakani title suit re WS file hela. ND 20/4\n"
        "12/03/2026, 12:41 - Nilamadhab Adv: ok\n")


def test_a_juniors_chat_day_opening_with_the_letters_goes_under_that_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="G1", number="G.R. Case No. 2207 of 2026", short_name="Nuagaon assault trial",
                                    title="State vs Pradyumna Khadanga & Ors."))
    practice.registry.add_case(Case(id="G2", number="Title Suit No. 12 of 2025", short_name="Tolakani title suit",
                                    title="Kalyanika Pattnayak vs Jagabandhu Rautaray"))
    entries = practice.ingest([drop("WhatsApp Chat with Rituswapna Jr.txt", CHAT)]).entries
    by_day = {e.record_date: e for e in entries}
    assert by_day["2026-03-11"].case_ids == ["G1"], by_day["2026-03-11"].reason
