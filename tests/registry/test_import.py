"""Registry import/export: validated first, all or nothing; the world shape loses every behavioural field."""

import json

import pytest

from tareekh.errors import InputError


def _counts(reg):
    return [reg.conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("cases", "aliases", "judges", "counsel", "clients", "next_dates")]


def test_own_format_round_trips(registry, practice, tmp_path):
    exported = registry.export_json()
    assert exported["format"] == "tareekh-registry" and len(exported["cases"]) == 9
    c8 = next(c for c in exported["cases"] if c["id"] == "C8")
    assert c8["aliases"] == ["Kotagiri flat"]  # only user aliases; the rest are generated again
    from tareekh.practice import Practice

    other = Practice.open(tmp_path / "other")
    try:
        other.registry.import_json(json.loads(json.dumps(exported)))
        assert other.registry.export_json() == exported
        assert other.registry.resolve("Kotagiri flat").case_id == "C8"
    finally:
        other.close()


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d["cases"][3].pop("number"), "case C4: missing field 'number'"),
        (lambda d: d["cases"][1].update(shortname="x"),
         "case C2 (W.P. No. 14872 of 2025): unknown key 'shortname' (did you mean 'short_name'?)"),
        (lambda d: d["judges"][0].update(nmae="x"), "judge J1: unknown key 'nmae' (did you mean 'name'?)"),
        (lambda d: d["cases"][5].update(number="OS 318/22"), "case C6 (OS 318/22): duplicate case number O.S. No. 318 of 2022"),
        (lambda d: d["cases"][2].update(id="C1"), "case id 'C1' appears twice"),
        (lambda d: d["cases"][6].update(judge_id="J9"), "case C7: judge_id 'J9' is not a known judge"),
        (lambda d: d["cases"][6].update(next_date="next week"), "case C7: next_date: 'next week' is not a date"),
        (lambda d: d["cases"][0].update(number="Marripudi"), "'Marripudi' is not a case number"),
        (lambda d: d.update(csaes=[]), "top level: unknown key 'csaes' (did you mean 'cases'?)"),
        (lambda d: d.pop("cases"), "missing field 'cases'"),
    ],
)
def test_bad_registry_file_names_the_problem_and_changes_nothing(practice, small, mutate, message):
    reg = practice.registry
    reg.import_json({"cases": [{"id": "X1", "number": "O.S. No. 1 of 2020", "short_name": "Existing"}]})
    before = _counts(reg)
    mutate(small)
    with pytest.raises(InputError) as err:
        reg.import_json(small)
    assert message in str(err.value)
    assert _counts(reg) == before
    assert reg.resolve("Existing").case_id == "X1"


def test_duplicate_against_the_existing_registry_changes_nothing(registry, small):
    before = _counts(registry)
    again = {"cases": [{"id": "N1", "number": "O.S. No. 9 of 2020"}, {"id": "N2", "number": "OS 318/22"}]}
    with pytest.raises(InputError, match="N2 .*already registered as case C1"):
        registry.import_json(again)
    assert _counts(registry) == before


def test_replace_swaps_the_whole_registry(registry):
    registry.import_json({"cases": [{"id": "Z1", "number": "W.A. No. 5 of 2026"}]}, replace=True)
    assert [c.id for c in registry.list_cases()] == ["Z1"]
    assert registry.resolve("OS 318/22").case_id is None


def _world():
    return {
        "advocate": {"name": "An Advocate"},
        "calendar": {"holidays": []},
        "judges": [{"id": "J1", "name": "Sri K. Judge", "short": "IV ACJ", "court": "City Civil Court",
                    "court_hall": "Hall 4", "level": "City Civil Court",
                    "temperament": "SHORT-TEMPERED", "habits": ["HATES ADJOURNMENTS"]}],
        "opposing_counsel": [{"id": "OC1", "name": "Sri P. Counsel", "chamber": "Koti",
                              "style": "AGGRESSIVE", "tactics": ["FILES LATE"]}],
        "clients": [{"id": "CL1", "name": "Venu Madhav Marripudi", "type": "individual, ANXIOUS WIDOWER",
                     "note": "CALLS DAILY"}],
        "cases": [
            {"id": "C07", "case_number": "O.S. No. 318 of 2022", "judge_id": "J1",
             "title": "Venu Madhav Marripudi vs Mohd. Anwar Sayeed & another", "meera_represents": "plaintiff",
             "client_id": "CL1", "opposing_counsel_id": "OC1", "nature": "specific performance",
             "filed_on": "2022-02-14", "kind": "suit", "final_listed_for": "arguments",
             "one_line_summary": "SUMMARY", "court_level": "City Civil Court", "court": "IV ACJ",
             "short_name": "Marripudi", "next_date": "2026-10-05", "listed_for_next": "cross of DW1"},
            {"id": "C20", "case_number": "O.S. No. 1520 of 2023", "title": "Vijaya Kothamasu Addanki vs Addanki Srinivas",
             "short_name": "Vijaya Kothamasu gift deed", "kind": "suit"},
            {"id": "C25", "case_number": "W.P. No. 22019 of 2025",
             "title": "Vijaya Kothamasu Addanki vs Sub-Registrar, Uppal & another", "short_name": "Vijaya Kothamasu SRO WP",
             "kind": "wp"},
        ],
    }


def test_world_shape_import_drops_every_behavioural_field(registry):
    registry.import_world(_world(), replace=True)
    dump = json.dumps(registry.export_json())
    for word in ("SHORT-TEMPERED", "HATES", "AGGRESSIVE", "FILES LATE", "ANXIOUS", "CALLS DAILY", "SUMMARY",
                 "temperament", "habits", "style", "tactics", "note"):
        assert word not in dump
    rows = registry.conn.execute("SELECT * FROM judges").fetchall() + registry.conn.execute(
        "SELECT * FROM counsel").fetchall() + registry.conn.execute("SELECT * FROM clients").fetchall()
    assert not any("TEMPERED" in str(r) or "AGGRESSIVE" in str(r) or "DAILY" in str(r) for r in rows)
    assert registry.get_client("CL1").kind == "individual"
    case = registry.get_case("C07")
    assert (case.side, case.counsel_id, case.stage) == ("plaintiff", "OC1", "cross of DW1")
    assert [p.role for p in case.parties] == ["plaintiff", "defendant"]
    assert "Marripudi" in case.aliases  # the short name; the surname is the same word
    assert "Venu Madhav Marripudi" in case.aliases
    assert registry.resolve("Marripudi").case_id == "C07"


def test_world_party_surname_shared_by_two_cases_is_ambiguous(registry):
    registry.import_world(_world(), replace=True)
    res = registry.resolve("Addanki - papers")
    assert res.case_id is None and {c.case_id for c in res.candidates} == {"C20", "C25"}
    assert registry.resolve("Vijaya Kothamasu SRO WP").case_id == "C25"


def test_world_shape_with_unknown_keys_is_imported_with_warnings(registry):
    world = _world()
    world["judges"][0]["favourite_lunch"] = "biryani"
    world["demo_day"] = {"date": "2026-11-20"}  # a known key of later versions: ignored without a word
    world["cases"][1]["hearings"] = []
    report = registry.import_world(world, replace=True)
    assert report["cases"] == 3
    assert report["warnings"] == ["judge J1: unknown key 'favourite_lunch' skipped",
                                  "case C20 (O.S. No. 1520 of 2023): unknown key 'hearings' skipped"]
    assert "biryani" not in json.dumps(registry.export_json())


def test_world_synonyms_represents_and_summary_are_mapped(registry):
    world = _world()
    case = world["cases"][0]
    case.pop("meera_represents")
    case["represents"] = "plaintiff"
    case["summary"] = "SUMMARY OF THE OUTCOME"
    world["cases"][1].update(advocate_represents="defendant", represents="defendant")
    world["cases"][2].update(x_represents="petitioner", represents="respondent")
    report = registry.import_world(world, replace=True)
    assert registry.get_case("C07").side == "plaintiff"
    assert registry.get_case("C20").side == "defendant"
    assert registry.get_case("C25").side == "respondent"  # `represents` wins, and the clash is reported
    assert any("disagree" in w and "C25" in w for w in report["warnings"])
    assert "SUMMARY" not in json.dumps(registry.export_json())
    assert not any("summary" in w for w in report["warnings"])  # documented: dropped like one_line_summary


def test_own_format_drops_behaviour_and_skips_unknown_keys_with_warnings(practice, small):
    small["cases"][1]["temperament"] = "STRICT"
    small["judges"][0]["habits"] = ["HATES ADJOURNMENTS"]
    small["extra"] = 1
    report = practice.registry.import_json(small)
    assert report["cases"] == 9
    assert "top level: unknown key 'extra' skipped" in report["warnings"]
    assert any(w.startswith("case C2 (W.P. No. 14872 of 2025): 'temperament' describes behaviour")
               for w in report["warnings"])
    assert any(w.startswith("judge J1: 'habits' describes behaviour") for w in report["warnings"])
    dump = json.dumps(practice.registry.export_json())
    assert "STRICT" not in dump and "HATES" not in dump


def test_a_newer_version_of_the_own_format_is_read_with_a_warning(practice, small):
    small["version"] = 2
    small["cases"][0]["colour"] = "blue"
    small["cases"][1]["shortname"] = "looks like a typo, but version 2 may have it"
    report = practice.registry.import_json(small)
    assert report["cases"] == 9
    assert report["warnings"][0].startswith("version 2 is newer than this Tareekh reads (1)")
    assert "case C1 (O.S. No. 318 of 2022): unknown key 'colour' skipped" in report["warnings"]


def test_world_shape_missing_case_number_names_the_case(registry):
    world = _world()
    del world["cases"][1]["case_number"]
    with pytest.raises(InputError, match="case C20: missing field 'case_number'"):
        registry.import_world(world)


def test_registry_file_detects_its_shape(tmp_path):
    from tareekh.registry.transfer import load_registry_file

    (tmp_path / "w.json").write_text(json.dumps(_world()))
    data, shape = load_registry_file(tmp_path / "w.json")
    assert shape == "world" and data["format"] == "tareekh-registry"
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(InputError, match="not valid JSON"):
        load_registry_file(tmp_path / "bad.json")
    with pytest.raises(InputError, match="does not exist"):
        load_registry_file(tmp_path / "missing.json")


def test_replace_refuses_a_reference_to_a_person_it_removes(registry):
    before = _counts(registry)
    with pytest.raises(InputError, match="judge_id 'J1' is not a known judge"):
        registry.import_json({"cases": [{"id": "Z1", "number": "W.A. No. 5 of 2026", "judge_id": "J1"}]},
                             replace=True)
    assert _counts(registry) == before


def test_adding_may_refer_to_people_already_registered(registry):
    registry.import_json({"cases": [{"id": "Z1", "number": "W.A. No. 5 of 2026", "judge_id": "J1"}]})
    assert registry.get_case("Z1").judge_id == "J1"
