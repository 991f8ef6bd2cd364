"""An answer that no template read and no verdict stands for still opens with a sentence (agent/nearest_first.py).

Before, such an answer began with its quoted lines alone: the lawyer saw four dated lines and no sentence saying
which of them the answer rests on. Now the best-ranked record found is named first, with its matter, its day and
its citation, and the lines follow as before. Written on a made-up partition suit in Malayalam-English notes.
"""

from __future__ import annotations

from tareekh.agent.closest import Hit
from tareekh.agent.draft import Draft, RecordRef
from tareekh.agent.nearest_first import nearest_first


class _Comp:
    """What nearest_first asks of the composer: a record's author, a matter's label, a record's number."""

    def __init__(self) -> None:
        self.cited: list[int] = []

    def who(self, rec: RecordRef) -> str:
        return "order sheet" if rec.doc_type == "order_sheet" else "your note"

    def label(self, case_id: str) -> str:
        return {"P1": "O.S. 41/2024 — Wariyar partition"}[case_id]

    def cite(self, rec: RecordRef) -> int:
        self.cited.append(rec.entry_id)
        return rec.entry_id


def _hit(entry: int, text: str, day: str | None, case: str | None = "P1", doc_type: str | None = None) -> Hit:
    rec = RecordRef(entry_id=entry, text=text, case_ids=[case] if case else [], date=day, doc_type=doc_type)
    return Hit(rec=rec, sentences=[text], score=0.5, held=1)


def test_the_best_ranked_record_opens_the_answer_with_its_matter_day_and_citation():
    comp = _Comp()
    hits = [_hit(7, "Poduval vakil: commissioner report objection filed, ennum pole", "2025-02-11"),
            _hit(3, "Poduval vakil hajarayilla", "2024-12-02", doc_type="order_sheet")]
    first = nearest_first(comp, hits)
    assert first.startswith("Nearest your notes come: your note in O.S. 41/2024 — Wariyar partition of 11 Feb 2025 [7]")
    assert comp.cited == [7]  # the best hit, not the oldest
    assert first.endswith(".")


def test_a_record_of_no_matter_and_no_day_is_still_named_and_cited():
    first = nearest_first(_Comp(), [_hit(5, "bar association circular on vacation sittings", None, case=None,
                                         doc_type="order_sheet")])
    assert first == "Nearest your notes come: the order sheet [5], quoted below."


def test_nothing_found_leaves_the_first_sentence_to_say_nothing():
    assert nearest_first(_Comp(), []) == ""


def test_a_rendered_answer_with_it_opens_with_a_sentence_not_a_quoted_line():
    comp = _Comp()
    hits = [_hit(7, "Poduval vakil: commissioner report objection filed", "2025-02-11")]
    out = Draft(nearest_first(comp, hits), [], []).render()
    assert not out.lstrip().startswith("- ")


class _Asked:
    def __init__(self, kind: str) -> None:
        self.kind = kind


def test_a_sum_asked_is_said_in_the_first_sentence_from_the_line_found():
    """'how much …' that no amount template read: the best line's sum is said first (the lawyer reads the first
    line), the line itself quoted below as before; a question of no sum names none."""
    comp = _Comp()
    comp.q = _Asked("amount")  # type: ignore[attr-defined]
    hits = [_hit(9, "Karipparambil's reply notice: owes Rs. 3,48,250/- towards the share of the rent", "2025-03-04")]
    first = nearest_first(comp, hits)
    assert first.startswith("Nearest your notes come: Rs. 3,48,250, in your note in O.S. 41/2024"), first
    other = _Comp()
    other.q = _Asked("open")  # type: ignore[attr-defined]
    assert "3,48,250" not in nearest_first(other, hits)
