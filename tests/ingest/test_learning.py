"""Text the lawyer confirms or corrects in the review queue teaches the reader the practice's own words."""

from __future__ import annotations

from tareekh.ingest.lexicon import Lexicon
from tareekh.ingest.models import Box, Word


def test_a_corrected_review_adds_its_names_and_abbreviations_to_the_practices_vocabulary(filing):
    report = filing.ingest_text("15.08.2026\nArguments heard in part. Client to bring the receipts.\n",
                                name="vague.txt")
    (entry,) = report.entries
    assert entry.status == "review"
    fixed = ("Arguments heard in part. Client Kothapeta Venkaiah to bring the receipts; NBW against "
             "DW3 Suryakantham.")
    filing.confirm(entry.id, case_id="C1", text=fixed)
    learned = filing.learned_words()
    assert {"Kothapeta", "Venkaiah", "Suryakantham", "NBW", "DW3"} <= set(learned)
    assert not {"Arguments", "receipts", "heard"} & set(learned)  # English is known already
    row = filing.conn.execute("SELECT seen, first_entry FROM lexicon WHERE word = 'Venkaiah'").fetchone()
    assert row == (1, entry.id)


def test_the_next_page_is_read_with_the_learned_words(filing):
    report = filing.ingest_text("16.08.2026\nSome remarks about the receipts.\n", name="vague2.txt")
    (entry,) = report.entries
    filing.confirm(entry.id, case_id="C1", text="Witness Suryakantham examined in chief.")
    # what the OCR workers are given for the next upload: the registry's vocabulary and the learned words
    vocabulary = filing.ingest_service.pipeline()._raw_vocab()
    assert "Suryakantham" in vocabulary["learned"]
    lexicon = Lexicon.for_vocabulary(vocabulary)
    line = [Word(text=t, conf=96.0, box=Box(x=i * 90, y=0, w=80, h=30))
            for i, t in enumerate("Witness Suryakanthan cross-examined".split())]
    words, _ = lexicon.correct(line)
    assert [w.text for w in words] == ["Witness", "Suryakantham", "cross-examined"]
    # before the lawyer confirmed the name, the same reading was left as it was (a name nobody knew)
    assert [w.text for w in Lexicon().correct(line)[0]] == ["Witness", "Suryakanthan", "cross-examined"]


def test_confirming_the_same_word_again_counts_it(filing):
    for name, day in (("a.txt", "17.08.2026"), ("b.txt", "18.08.2026")):
        (entry,) = filing.ingest_text(f"{day}\nRemarks about receipts.\n", name=name).entries
        filing.confirm(entry.id, case_id="C1", text="Venkaiah absent.")
    assert filing.conn.execute("SELECT seen FROM lexicon WHERE word = 'Venkaiah'").fetchone() == (2,)


def test_a_confirmed_review_teaches_the_pairs_its_notes_write_and_the_next_page_is_read_with_them(filing):
    (entry,) = filing.ingest_text("19.08.2026\nRemarks about receipts.\n", name="pairs.txt").entries
    filing.confirm(entry.id, case_id="C1", text="Counter filed. The matter posted, for orders; Venkaiah absent.")
    pairs = {r[0] for r in filing.conn.execute("SELECT pair FROM lexicon_pairs")}
    assert "matter posted" in pairs and "counter filed" not in pairs  # a capitalised word is never weighed
    assert not {"posted for", "filed the"} & pairs  # punctuation parts a pair
    vocabulary = filing.ingest_service.pipeline()._raw_vocab()
    assert "matter posted" in vocabulary["learned_pairs"]
    line = [Word(text=t, conf=97.0, box=Box(x=i * 90, y=0, w=80, h=30))
            for i, t in enumerate("the matter pasted".split())]
    assert [w.text for w in Lexicon.for_vocabulary(vocabulary).correct(line)[0]] == ["the", "matter", "posted"]
    # English alone is not sure enough of a word the engine read with confidence
    assert [w.text for w in Lexicon().correct(line)[0]] == ["the", "matter", "pasted"]
