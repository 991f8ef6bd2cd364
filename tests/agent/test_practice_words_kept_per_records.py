"""The practice's words (agent/framing.py) are read once for the records as they stand and read again when any
record differs: another practice, or a note added, never answers from the words of the records before."""

from __future__ import annotations

from dataclasses import dataclass, field

from tareekh.agent.framing import _practice_words


@dataclass
class _Rec:
    entry_id: int
    text: str
    doc_kind: str | None = None
    case_ids: list[str] = field(default_factory=list)


class _Comp:
    def __init__(self, recs: list[_Rec]) -> None:
        self._recs = recs

    def records(self, _cases):
        return self._recs


def test_a_practice_s_words_are_its_own_records():
    one = _practice_words(_Comp([_Rec(1, "Kharghoria sought time", None, ["C1"])]))
    assert one.records.get("kharghoria") == 1 and "tilottama" not in one.records
    other = _practice_words(_Comp([_Rec(1, "Tilottama filed reply", None, ["C1"])]))
    assert other.records.get("tilottama") == 1 and "kharghoria" not in other.records


def test_the_same_records_read_again_give_the_same_words():
    recs = [_Rec(1, "Rokibul absent", None, ["C1"]), _Rec(2, "Rokibul present", None, ["C2"])]
    a = _practice_words(_Comp(list(recs)))
    b = _practice_words(_Comp(list(recs)))
    assert a is b and a.records["rokibul"] == 2 and a.n_cases == 2
    c = _practice_words(_Comp([*recs, _Rec(3, "Rokibul again", None, ["C2"])]))
    assert c.records["rokibul"] == 3
