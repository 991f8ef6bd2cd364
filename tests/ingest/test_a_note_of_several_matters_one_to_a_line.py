"""A typed note of several matters with no blank line between, each line headed by its matter's name and a colon
("<A> (<party>): … Reply to say so." / "<B>: interest to date …"): a line whose head names, by a whole alias, another
case than the one the matter so far speaks of (by an alias, or by a word only that case's names hold) opens a
matter of its own. A head naming the same case, a person, or nothing the registry knows goes on the matter above.
Invented names and text."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document

HEADS = {"Zorvaki Terraces": ["C1"], "Zorvaki Terraces lease": ["C1"], "Tenzor Dakpa": ["C1"],
         "Quelmara": ["C2"], "Quelmara award": ["C2"], "Quelmara award execution": ["C2"]}
VOCAB = ["Zorvaki Terraces lease", "Quelmara award execution"]


def doc(text: str) -> Document:
    return Document(source_name="n.docx", media="docx", doc_type="typed_note", pages=[Page(number=1, text=text)])


def split(text: str) -> list[str]:
    return [e.text for e in split_document(doc(text), file_name="two matters 12.5.docx", vocabulary=VOCAB,
                                           paragraph_heads=HEADS)]


def test_an_english_note_of_two_matters_one_to_a_line_is_split_at_the_second_head():
    texts = split("12.05.2031  notes on two matters\n"
                  "ZORVAKI (Tenzor): the deposit application says arrears Rs. 4,00,000. Our count:\n"
                  "two months were paid in cash. Reply to say so.\n"
                  "QUELMARA: interest to date roughly Rs. 3 lakh. Prepare the calculation sheet.\n")
    assert len(texts) == 2, texts
    assert texts[1].startswith("QUELMARA:")


def test_a_gujlish_note_of_two_matters_one_to_a_line_is_split_at_the_second_head():
    texts = split("12/5/31\n"
                  "Zorvaki - Tenzor bhai e bhadu baki 4,00,000 kahyu. Javab aapvano.\n"
                  "Quelmara award: vyaj ni gantri taiyar karvi.\n")
    assert len(texts) == 2, texts


def test_a_head_naming_the_same_case_or_a_person_goes_on_the_matter_above():
    assert len(split("12.05.2031\nQUELMARA: interest to date roughly Rs. 3 lakh.\n"
                     "Quelmara award: the executing court wants the sheet first.\n")) == 1
    assert len(split("12.05.2031\nZORVAKI: the deposit application is on record.\n"
                     "Judge: reply in two weeks.\n")) == 1


def test_a_matter_that_names_no_case_so_far_is_not_split_by_a_head():
    assert len(split("12.05.2031\nCalled the client about fees. He will come on Monday.\n"
                     "Quelmara: interest to date roughly Rs. 3 lakh.\n")) == 1


def test_a_head_that_is_a_person_speaking_or_addressed_goes_on_the_matter_above():
    # "<name> babu:" / "<name> garu -" (a form of address), "<name> said:" (a said-verb) or a quotation after the
    # colon: a judge or a counsel speaking at the hearing, even where another case's registry holds that surname
    heads = dict(HEADS, Quelmara=["C2"])
    for line in ('Quelmara babu: "last time for cross, next date positively".',
                 "Quelmara garu - last chance for cross.",
                 "Quelmara said: last chance for cross.",
                 'Quelmara: "last time for cross, next date positively".'):
        texts = [e.text for e in split_document(
            doc("30/06/31  Zorvaki Terraces - PW1 chief done. Time taken.\n" + line + "\nND 05.08.2031 PW1 cross.\n"),
            file_name="pw1 30.6.txt", vocabulary=VOCAB, paragraph_heads=heads)]
        assert len(texts) == 1, (line, texts)
