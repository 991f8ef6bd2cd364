"""Property: over generated registries where cases share a word, a text naming only the shared word never
files automatically, and a text naming a case's distinctive name beside the shared word files under it."""

import sqlite3

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tareekh.migrations import apply_migrations
from tareekh.registry import Registry
from tareekh.registry.aliases import alias_norm, distinctive
from tareekh.registry.schema import MIGRATIONS

SYLLABLES = ["ka", "ro", "mi", "ta", "lu", "ven", "dra", "shi", "pa", "ne", "go", "vi", "ra", "su", "thu", "bo"]
word = st.lists(st.sampled_from(SYLLABLES), min_size=3, max_size=4).map(lambda s: "".join(s).capitalize())
# Where the shared word stands in a case's names: a short-name head, a company's head, a person's surname.
ROLES = [
    lambda w, u: {"short_name": f"{w} injunction", "title": f"Anil {u} vs Mohan Lal"},
    lambda w, u: {"short_name": f"{w} SP suit", "title": f"Anil {u} vs {w} Habitat Pvt. Ltd."},
    lambda w, u: {"short_name": f"{u} recovery", "title": f"{w} Offset Printers vs Anil {u}"},
    lambda w, u: {"short_name": f"{u} fees suit", "title": f"Anil {u} vs {w} Public School"},
    lambda w, u: {"short_name": f"{u} claim", "title": f"Anil {u} vs {w} General Insurance Co. Ltd. & 2 others"},
    lambda w, u: {"short_name": f"{w} plot suit", "title": f"Ravi {w} vs Anil {u}"},
]


def _registry(cases: list[dict]) -> Registry:
    conn = sqlite3.connect(":memory:")
    conn.execute("PRAGMA foreign_keys=ON")
    apply_migrations(conn, MIGRATIONS)
    reg = Registry(conn)
    reg.import_json({"cases": cases})
    return reg


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shared=word, uniques=st.lists(word, min_size=2, max_size=4, unique=True),
       roles=st.lists(st.integers(0, len(ROLES) - 1), min_size=4, max_size=4),
       filler=st.sampled_from(["adjourned", "PW1 chief affidavit filed", "not reached", "counter filed"]))
def test_only_a_shared_word_never_files_and_a_distinctive_name_does(shared, uniques, roles, filler):
    names = [alias_norm(w) for w in [shared, *uniques]]
    assume(len(set(names)) == len(names) and all(distinctive(n) for n in names))
    assume(not any(shared.lower() in u.lower() or u.lower() in shared.lower() for u in uniques))
    cases = []
    for i, unique in enumerate(uniques):
        cases.append({"id": f"C{i + 1}", "number": f"O.S. No. {100 + i} of 2024",
                      **ROLES[roles[i % len(roles)]](shared, unique)})
    cases.append({"id": "C99", "number": "W.P. No. 5 of 2025", "short_name": "Unrelated matter",
                  "title": "Gita Joshi vs State of Telangana"})
    reg = _registry(cases)
    for text in (shared, f"{shared} - {filler}", f"{filler}: {shared}", f"{shared.upper()} - {filler}"):
        res = reg.resolve(text)
        assert res.case_id is None, (text, res.reason)
        named = {c.case_id for c in res.candidates}
        assert named <= {c["id"] for c in cases[:-1]}, res.reason
    for i, unique in enumerate(uniques):
        res = reg.resolve(f"{shared} - {unique} - {filler}")
        assert res.case_id == f"C{i + 1}", (unique, res.reason)
