"""Adding, editing and closing cases; aliases; next-date history; people; vocabulary."""

import pytest

from tareekh.errors import ConflictError, InputError, NotFound
from tareekh.registry import Case


def test_add_case_generates_id_canonical_number_and_aliases(registry):
    case = registry.add_case(Case(id="", number="os 12/19", short_name="Banjara plot suit",
                                  title="Gopala Murthy Kolluri vs State of Telangana & 2 others"))
    assert case.id == "C10"
    assert case.number == "O.S. No. 12 of 2019"
    assert {"O.S. No. 12 of 2019", "OS 12/2019", "OS 12/19", "Banjara plot suit", "Banjara",
            "Gopala Murthy Kolluri", "Kolluri"} <= set(case.aliases)
    assert not any("Telangana" in a or "State" in a for a in case.aliases)  # generic parties give nothing


def test_duplicate_number_is_a_conflict(registry):
    with pytest.raises(ConflictError, match="already registered as case C1"):
        registry.add_case(Case(id="", number="O.S. 318/2022"))
    with pytest.raises(ConflictError, match="C1 is already"):
        registry.add_case(Case(id="C1", number="O.S. 1/2000"))


def test_add_case_rejects_bad_values_naming_them(registry):
    with pytest.raises(InputError, match="not a case number"):
        registry.add_case(Case(id="", number="next Tuesday"))
    with pytest.raises(InputError, match="judge_id 'J7'"):
        registry.add_case(Case(id="", number="OS 1/2020", judge_id="J7"))
    with pytest.raises(InputError, match="not a date"):
        registry.add_case(Case(id="", number="OS 1/2020", next_date="31-12-2026"))


def test_get_case_not_found(registry):
    with pytest.raises(NotFound, match="no case 'C99'"):
        registry.get_case("C99")


def test_edit_case_updates_fields_and_aliases(registry):
    case = registry.edit_case("C8", short_name="Moonlight flat", number="O.S. No. 413 of 2023")
    assert case.short_name == "Moonlight flat" and case.number == "O.S. No. 413 of 2023"
    assert registry.resolve("OS 413/23").case_id == "C8"
    assert registry.resolve("OS 412/23").case_id is None
    assert "Kotagiri flat" in case.aliases  # user aliases survive
    with pytest.raises(ConflictError):
        registry.edit_case("C8", number="OS 318/22")
    with pytest.raises(InputError, match="cannot edit"):
        registry.edit_case("C8", temperament="calm")


def test_close_case(registry):
    assert registry.close_case("C2").status == "closed"
    assert [c.id for c in registry.list_cases(status="closed")] == ["C2"]
    assert "C2" not in [c.id for c in registry.list_cases(status="open")]


def test_list_cases_query(registry):
    assert [c.id for c in registry.list_cases(query="seabreeze")] == ["C8"]
    assert [c.id for c in registry.list_cases(query="WP 14872/25")] == ["C2"]
    with pytest.raises(InputError, match="status"):
        registry.list_cases(status="pending")


def test_add_alias_and_ambiguity(registry):
    assert "Banjara" in registry.add_alias("C1", "Banjara")
    assert registry.resolve("Banjara").case_id == "C1"
    registry.add_alias("C2", "Banjara")
    assert registry.resolve("Banjara").case_id is None
    with pytest.raises(InputError, match="empty"):
        registry.add_alias("C1", "  ")
    with pytest.raises(InputError, match="no letters"):
        registry.add_alias("C1", "---")
    with pytest.raises(NotFound):
        registry.add_alias("C99", "x")


def test_an_interlocutory_alias_resolves_to_its_case(registry):
    registry.add_alias("C8", "I.A. No. 588 of 2025")
    res = registry.resolve("I.A. No. 588 of 2025 heard")
    assert res.case_id == "C8" and res.best.tier == "number"


def test_next_date_history_is_kept(registry):
    registry.set_next_date("C1", "2026-12-15", stage="arguments", source="entry:E5")
    registry.set_next_date("C1", "2026-12-15", source="entry:E6")  # same date again: no new history
    registry.edit_case("C1", next_date="2027-01-04")
    registry.set_next_date("C1", None, source="user")
    history = registry.next_date_history("C1")
    assert [(h.previous, h.next_date, h.source) for h in history] == [
        (None, "2026-12-01", "registry"),
        ("2026-12-01", "2026-12-15", "entry:E5"),
        ("2026-12-15", "2027-01-04", "user"),
        ("2027-01-04", None, "user"),
    ]
    assert history[1].stage == "arguments"
    assert registry.get_case("C1").next_date is None
    assert registry.get_case("C1").stage == "arguments"
    with pytest.raises(InputError, match="not a date"):
        registry.set_next_date("C1", "tomorrow", source="user")
    with pytest.raises(InputError, match="source"):
        registry.set_next_date("C1", "2026-12-20", source="")


def test_people(registry):
    assert [j.id for j in registry.judges()] == ["J1"]
    assert registry.get_counsel("OC1").name == "Sri B. Counsel"
    assert registry.get_client("CL1").kind == "individual"
    with pytest.raises(NotFound, match="no judge 'J2'"):
        registry.get_judge("J2")


def test_vocabulary_for_ocr_repair(registry):
    vocab = registry.vocabulary()
    assert set(vocab) == {"numbers", "parties", "judges", "counsel", "short_names"}
    assert "O.S. No. 318 of 2022" in vocab["numbers"]
    assert "Venu Madhav Marripudi" in vocab["parties"]
    assert "Marripudi" in vocab["short_names"]
    assert {"Sri A. Judge", "I ACJ"} <= set(vocab["judges"])
    assert vocab["counsel"] == ["Sri B. Counsel"]


def test_find_case_by_id_number_or_name(registry):
    assert registry.find_case("c1").id == "C1"
    assert registry.find_case("WP 14872/25").id == "C2"
    assert registry.find_case("Seabreeze flat").id == "C8"
    with pytest.raises(NotFound):
        registry.find_case("Kotagiri")  # ambiguous
