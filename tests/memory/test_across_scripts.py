"""Recall across scripts: a Hindi (Devanagari) order sheet finds the Hinglish note of its hearing and back,
Indic words are searched whole, and a bank in English alone ranks as it did."""

from __future__ import annotations

import sqlite3
from datetime import datetime

import pytest

from tareekh.memory import Bank, BankConfig, NgramEmbeddings, RetainItem, model_available
from tareekh.memory.recall import Ranked, keyword_terms, model_reads, rrf
from tareekh.memory.sounds import sound_key
from tareekh.registry.sounds import sound_key as registry_sound_key

# Hinglish notes of three hearings (Roman script), as a junior types them
HINGLISH = [
    ("h1", "Ct. 4 - PW-1 Naveen Tiwari ki jirah hui, sakshi discharged. Patravali 12/3 ko lagegi.", "2025-02-10"),
    ("h2", "Bail arzi par bahas adhuri, APP ne samay maanga. Jamanat ka virodh. Agli tareekh 5/4.", "2025-03-12"),
    ("h3", "Vadi ka shapath patra file kiya, prativadi gairhazir. Kamishan report par aapatti.", "2025-04-05"),
]
# the order sheets of the same hearings, in Hindi
HINDI_SHEETS = {
    "h1": "पत्रावली पेश हुई। साक्षी PW-1 नवीन तिवारी उपस्थित, जिरह की गई, साक्षी उन्मोचित। दिनांक 12.03.2025 को पेश हो।",
    "h2": "जमानत प्रार्थना पत्र पर बहस सुनी गई। अभियोजन द्वारा समय की याचना की गई, जमानत का विरोध।",
    "h3": "वादी की ओर से शपथ पत्र प्रस्तुत। प्रतिवादी अनुपस्थित। कमीशन रिपोर्ट पर आपत्ति प्रस्तुत।",
}


def _bank(tmp_path, name="m.db"):
    return Bank.open(tmp_path / name, BankConfig(embeddings=NgramEmbeddings()))


def _docs(bank, ids):
    return list(dict.fromkeys(f.document_id for f in bank.get_facts(ids)))


def test_indic_words_are_searched_whole_not_cut_at_their_vowel_signs():
    assert set(keyword_terms("पत्रावली पेश हुई। साक्षी उन्मोचित")) == {"पत्रावली", "पेश", "हुई", "साक्षी", "उन्मोचित"}


def test_a_devanagari_word_matches_only_the_whole_word_in_the_keyword_index(tmp_path):
    bank = _bank(tmp_path)
    bank.retain([RetainItem(content="पत्रावली पेश हुई, अभियुक्त उपस्थित।", document_id="a"),
                 RetainItem(content="पता नहीं चला, वलय बना।", document_id="b")])  # shares only fragments
    assert _docs(bank, bank.search_arms("पत्रावली").arms["keyword"]) == ["a"]
    bank.close()


@pytest.mark.parametrize("hearing", ["h1", "h2", "h3"])
def test_a_hindi_order_sheet_recalls_the_hinglish_note_of_its_hearing(tmp_path, hearing):
    bank = _bank(tmp_path)
    bank.retain([RetainItem(content=c, document_id=d, tags=["case:C1"], timestamp=datetime.fromisoformat(t))
                 for d, c, t in HINGLISH])
    search = bank.search_arms(HINDI_SHEETS[hearing])
    assert _docs(bank, search.arms["keyword"])[:1] == [hearing]
    assert bank.recall(HINDI_SHEETS[hearing])[0].document_id == hearing
    bank.close()


def test_a_hinglish_question_recalls_a_note_written_in_devanagari(tmp_path):
    bank = _bank(tmp_path)
    bank.retain([RetainItem(content=HINDI_SHEETS[d], document_id=d, timestamp=datetime(2025, 3, 1))
                 for d in HINDI_SHEETS])
    for query, target in (("Naveen Tiwari ki jirah", "h1"), ("jamanat par bahas", "h2"),
                          ("kamishan report aapatti", "h3")):
        assert _docs(bank, bank.search_arms(query).arms["keyword"])[:1] == [target], query
        # on hashed n-gram vectors the semantic arm's first may tie the keyword arm's first: the target shares
        # the top fused score
        recalled = bank.recall(query)
        assert target in {f.document_id for f in recalled if f.score == recalled[0].score}, query
    bank.close()


ENGLISH = [
    ("e1", "Counsel for the defendant sought an adjournment to file the counter affidavit."),
    ("e2", "The court framed five issues and posted the suit for plaintiff's evidence."),
    ("e3", "Our witness was cross-examined for forty minutes and then discharged."),
    ("e4", "The commissioner's report on the boundary wall was received; objections called for."),
    ("e5", "Judgment was reserved after final arguments on the counter claim."),
]


@pytest.mark.parametrize("query", ["counter affidavit adjournment", "witness discharged after cross-examination",
                                   "report of the commissioner and objections", "final arguments counter"])
def test_an_english_bank_ranks_by_plain_bm25_as_before(tmp_path, query):
    """In English alone the keyword arm is FTS5 BM25 over the query's words, nothing added: the same order
    as a separate FTS5 table of the same texts gives."""
    bank = _bank(tmp_path)
    bank.retain([RetainItem(content=c, document_id=d) for d, c in ENGLISH])
    plain = sqlite3.connect(":memory:")
    plain.execute("CREATE VIRTUAL TABLE t USING fts5(doc, text, tokenize='porter unicode61 remove_diacritics 2')")
    facts = bank.list_facts()
    plain.executemany("INSERT INTO t VALUES (?, ?)", [(f.document_id, f.text) for f in facts])
    match = " OR ".join(f'"{w}"' for w in keyword_terms(query))
    expected = list(dict.fromkeys(r[0] for r in plain.execute("SELECT doc FROM t WHERE t MATCH ? ORDER BY rank",
                                                               (match,))))
    assert expected  # the query shares words with the notes
    assert _docs(bank, bank.search_arms(query).arms["keyword"]) == expected
    bank.close()


@pytest.mark.parametrize("word", ["पत्रावली", "patravali", "साक्षी", "sakshi", "मुकेश", "Mukesh", "नवीन", "Naveen",
                                  "सिंह", "Singh", "तिवारी", "Tiwari", "जमानत", "jamanat"])
def test_memory_hears_words_as_the_registry_does(word):
    """The memory keeps its own copy of the registry's sound map (it may not import the registry)."""
    assert sound_key(word) == registry_sound_key(word)


@pytest.mark.parametrize("indic, roman", [("नवीन", "Naveen"), ("నవీన్", "Naveen"), ("নবীন", "Nobin"),
                                          ("ਨਵੀਨ", "Naveen"), ("ತಿವಾರಿ", "Tiwari")])
def test_any_indic_script_is_heard_through_its_devanagari_twin(indic, roman):
    assert sound_key(indic) == sound_key(roman)


def test_an_old_bank_file_is_indexed_by_sound_when_opened(tmp_path):
    """A bank written before the sound index existed gets it filled by the migration that adds it."""
    path = tmp_path / "old.db"
    bank = Bank.open(path, BankConfig(embeddings=NgramEmbeddings()))
    bank.retain([RetainItem(content=c, document_id=d) for d, c, _ in HINGLISH])
    conn = bank.conn
    conn.execute("DELETE FROM memories_sounds")
    conn.execute("DELETE FROM memory_migrations WHERE name = 'memory-0004-indic-words-and-sounds'")
    conn.execute("DROP TABLE memories_sounds")
    conn.execute("DROP TRIGGER memories_sounds_delete")
    bank.close()
    bank = Bank.open(path, BankConfig(embeddings=NgramEmbeddings()))
    assert _docs(bank, bank.search_arms(HINDI_SHEETS["h1"]).arms["keyword"])[:1] == ["h1"]
    bank.close()


def test_an_old_bank_hears_assamese_ra_once_reopened(tmp_path):
    """A bank whose sound keys were written before Assamese's own ৰ was heard as र has them written again when
    opened: a Roman name then finds the Assamese-script note."""
    path = tmp_path / "old.db"
    bank = Bank.open(path, BankConfig(embeddings=NgramEmbeddings()))
    bank.retain([RetainItem(content="ৰাজেন বৰুৱাৰ গোচৰ: সাক্ষী অনুপস্থিত", document_id="as1"),
                 RetainItem(content="Plain English note about a lease renewal", document_id="en1")])
    conn = bank.conn
    conn.execute("UPDATE memories_sounds SET sounds = 'zz' WHERE rowid IN (SELECT id FROM memories WHERE "
                 "instr(text, 'ৰ') > 0)")  # the keys an older sounds.py wrote did not hear ৰ as r
    conn.execute("DELETE FROM memory_migrations WHERE name = 'memory-0005-assamese-letters-heard'")
    assert "as1" not in _docs(bank, bank.search_arms("Rajen").arms["keyword"])
    bank.close()
    bank = Bank.open(path, BankConfig(embeddings=NgramEmbeddings()))
    assert _docs(bank, bank.search_arms("Rajen").arms["keyword"])[:1] == ["as1"]
    bank.close()


def test_candidates_an_arm_scores_alike_share_one_rank_in_the_fusion():
    """A tie's order says nothing: the graph arm's equal scores fuse as the mean rank of their run."""
    fused = dict(rrf({"graph": Ranked([11, 12, 13], [0.5, 0.5, 0.2]), "keyword": [13]}, k=60))
    assert fused[11] == fused[12] == pytest.approx(1 / 61.5)
    assert fused[13] == pytest.approx(1 / 63 + 1 / 61)
    assert dict(rrf({"keyword": [5, 6]}, k=60)) == {5: pytest.approx(1 / 61), 6: pytest.approx(1 / 62)}


@pytest.mark.skipif(not model_available(), reason="the MiniLM model packages are not installed")
def test_the_english_sentence_model_stands_aside_for_a_query_in_another_script(bank):
    bank.retain([RetainItem(content=c, document_id=d, timestamp=datetime.fromisoformat(t)) for d, c, t in HINGLISH])
    assert bank.search_arms(HINDI_SHEETS["h1"]).arms["semantic"] == []
    assert bank.search_arms("the witness was discharged after cross examination").arms["semantic"] != []
    # the ngram provider reads every script: it keeps voting
    assert model_reads(NgramEmbeddings(), HINDI_SHEETS["h1"])


def test_a_long_query_keeps_its_most_selective_words_not_its_longest():
    formula = ("learned counsel appearing respondent petitioner submitted application considered adjourned "
               "supplementary affidavit instructions granted opportunity regarding proceedings directions")
    query = formula + " Witness Mahendra cited khatauni 446"
    common = set(formula.split())
    terms = keyword_terms(query, doc_count=lambda w: 0 if w == "khatauni" else (50 if w in common else 1))
    assert len(terms) == 16
    assert {"witness", "mahendra", "cited", "446"} <= set(terms)  # found in few memories
    assert "khatauni" not in terms  # found in none: worth nothing
    assert "witness" not in keyword_terms(query)  # without counts: the longest, as before


@pytest.mark.skipif(not model_available(), reason="the MiniLM model packages are not installed")
def test_the_graph_arm_brings_what_the_semantic_seeds_lead_to_not_the_seeds(tmp_path, embeddings):
    bank = Bank.open(tmp_path / "g.db", BankConfig(embeddings=embeddings, graph_seeds=1))
    bank.retain([RetainItem(content="Gopal garu brought the original sale deed.", document_id="a"),
                 RetainItem(content="Weather was hot in the court hall.", document_id="b"),
                 RetainItem(content="Later Gopal sir phoned about the stamp duty.", document_id="c")])
    search = bank.search_arms("who brought the original sale deed to the office")
    assert _docs(bank, search.arms["semantic"][:1]) == ["a"]  # the one seed
    assert _docs(bank, search.arms["graph"]) == ["c"]  # reached through Gopal; the seed votes once, semantically
    # a fact the query names an entity of stays in the graph arm, seed or not
    assert set(_docs(bank, bank.search_arms("what did Gopal bring").arms["graph"])) == {"a", "c"}
    bank.close()
