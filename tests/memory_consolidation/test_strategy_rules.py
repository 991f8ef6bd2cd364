"""Consolidation strategies: every rule of MEMORY.md's "Consolidation strategies" section."""

from __future__ import annotations

import json
from fnmatch import fnmatchcase
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tareekh.memory.strategies import (
    ScopeConfig,
    StrategyDefaults,
    StrategyError,
    config_for_scope,
    parse_scope_limits,
    parse_strategies,
    resolve_observation_scopes,
)

BANK = StrategyDefaults(observations_mission="BANK-WIDE MISSION", max_observations_per_scope=-1)


def cfg(tags, raw, limits=None, defaults=BANK) -> ScopeConfig:
    return config_for_scope(
        tags, parse_strategies(raw), observation_scope_limits=parse_scope_limits(limits), defaults=defaults
    )


# ----------------------------------------------------------------- the named cases


def test_first_strategy_wins_whole_so_acme_gets_cap_5_and_the_bank_wide_mission_not_x():
    raw = [
        {"scopes": [{"tags": ["company:acme"]}], "max_observations_per_scope": 5},
        {"scopes": [{"tags": ["company:*"]}], "observations_mission": "X"},
    ]
    c = cfg(["company:acme"], raw)
    assert c.owner == 0
    assert c.max_observations_per_scope == 5
    assert c.observations_mission == "BANK-WIDE MISSION"
    other = cfg(["company:globex"], raw)
    assert other.owner == 1 and other.observations_mission == "X" and other.max_observations_per_scope == -1


def test_star_glob_does_not_claim_the_untagged_scope():
    raw = [{"scopes": [{"tags": ["*"]}], "observations_mission": "everything"}]
    assert cfg([], raw).owner is None
    assert cfg([], raw).observations_mission == "BANK-WIDE MISSION"
    assert cfg(["anything"], raw).owner == 0


def test_star_glob_with_exact_match_does_not_claim_the_untagged_scope_either():
    raw = [{"scopes": [{"tags": ["*"], "tags_match": "exact"}], "max_observations_per_scope": 1}]
    assert cfg([], raw).owner is None
    assert cfg([], raw).max_observations_per_scope == -1


def test_a_later_strategy_never_fills_the_winners_gaps():
    raw = [
        {"scopes": [{"tags": ["judge:*"]}], "observations_mission": "how the judge runs a court"},
        {
            "scopes": [{"tags": ["judge:J1"]}],
            "max_observations_per_scope": 3,
            "consolidation_source_facts_max_tokens": 999,
            "consolidation_source_facts_max_tokens_per_observation": 77,
        },
    ]
    c = cfg(["judge:J1"], raw)
    assert c.owner == 0
    assert c.observations_mission == "how the judge runs a court"
    assert c.max_observations_per_scope == -1
    assert c.consolidation_source_facts_max_tokens == 4096
    assert c.consolidation_source_facts_max_tokens_per_observation == 256


def test_the_winners_missing_cap_falls_back_past_later_strategies_to_observation_scope_limits():
    raw = [
        {"scopes": [{"tags": ["judge:*"]}], "observations_mission": "M"},
        {"scopes": [{"tags": ["judge:*"]}], "max_observations_per_scope": 50},
    ]
    limits = [{"scope": ["judge:*"], "limit": 7}]
    c = cfg(["judge:J1"], raw, limits)
    assert c.owner == 0 and c.max_observations_per_scope == 7 and c.cap_source == "observation_scope_limits"
    # no matching limit rule: the bank default, still not the later strategy's 50
    c2 = cfg(["judge:J1"], raw, [{"scope": ["counsel:*"], "limit": 2}])
    assert c2.max_observations_per_scope == -1 and c2.cap_source == "default"


def test_the_winners_own_cap_beats_observation_scope_limits():
    raw = [{"scopes": [{"tags": ["judge:*"]}], "max_observations_per_scope": 4}]
    c = cfg(["judge:J1"], raw, [{"scope": ["judge:*"], "limit": 9}])
    assert c.max_observations_per_scope == 4 and c.cap_source == "strategy"


def test_a_scope_limit_rule_copied_into_a_strategy_matches_more_scopes_unless_it_says_exact():
    limits = [{"scope": ["case:*"], "limit": 3}]
    copied = [{"scopes": [{"tags": ["case:*"]}], "max_observations_per_scope": 3}]
    copied_exact = [{"scopes": [{"tags": ["case:*"], "tags_match": "exact"}], "max_observations_per_scope": 3}]
    wide = ["case:C1", "judge:J1"]
    # the deprecated rule is exact cover: a scope with an extra tag is not capped by it
    assert cfg(wide, [], limits).max_observations_per_scope == -1
    assert cfg(["case:C1"], [], limits).max_observations_per_scope == 3
    # copied verbatim into a strategy ("all" = containment) it now also caps the wider scope
    assert cfg(wide, copied).max_observations_per_scope == 3
    # saying "exact" restores the old reach
    assert cfg(wide, copied_exact).max_observations_per_scope == -1
    assert cfg(["case:C1"], copied_exact).max_observations_per_scope == 3


# ----------------------------------------------------------------- matching


def test_all_match_is_containment_every_glob_must_match_some_tag():
    raw = [{"scopes": [{"tags": ["judge:*", "case:*"]}], "max_observations_per_scope": 1}]
    assert cfg(["judge:J1", "case:C1", "counsel:OC1"], raw).owner == 0
    assert cfg(["judge:J1"], raw).owner is None  # the case:* glob matches nothing


def test_exact_match_is_exact_cover_every_tag_covered_and_every_glob_used():
    raw = [{"scopes": [{"tags": ["judge:*", "case:*"], "tags_match": "exact"}], "max_observations_per_scope": 1}]
    assert cfg(["judge:J1", "case:C1"], raw).owner == 0
    assert cfg(["judge:J1", "case:C1", "case:C2"], raw).owner == 0  # one glob may cover several tags
    assert cfg(["judge:J1", "case:C1", "counsel:OC1"], raw).owner is None  # counsel tag uncovered
    assert cfg(["judge:J1"], raw).owner is None  # case:* glob unused


def test_globs_are_case_sensitive():
    raw = [{"scopes": [{"tags": ["Judge:*"]}], "max_observations_per_scope": 1}]
    assert cfg(["judge:J1"], raw).owner is None
    assert cfg(["Judge:J1"], raw).owner == 0


def test_globs_support_question_mark_and_character_classes():
    raw = [{"scopes": [{"tags": ["case:C?"]}, {"tags": ["judge:J[12]"]}], "max_observations_per_scope": 1}]
    assert cfg(["case:C5"], raw).owner == 0
    assert cfg(["case:C15"], raw).owner is None
    assert cfg(["judge:J2"], raw).owner == 0
    assert cfg(["judge:J3"], raw).owner is None


def test_any_one_pattern_of_a_strategy_claims_the_scope():
    raw = [{"scopes": [{"tags": ["judge:*"]}, {"tags": ["counsel:*"]}], "observations_mission": "M"}]
    assert cfg(["judge:J1"], raw).owner == 0
    assert cfg(["counsel:OC1"], raw).owner == 0
    assert cfg(["case:C1"], raw).owner is None


def test_a_strategy_that_sets_nothing_is_inactive_it_claims_nothing_and_hides_nothing():
    raw = [
        {"scopes": [{"tags": ["judge:*"]}]},
        {"scopes": [{"tags": ["judge:*"]}], "observations_mission": "second"},
    ]
    strategies = parse_strategies(raw)
    assert not strategies[0].active and strategies[1].active
    c = cfg(["judge:J1"], raw)
    assert c.owner == 1 and c.observations_mission == "second"


def test_incomplete_drafts_are_accepted_and_claim_nothing():
    raw = [
        {"scopes": [], "observations_mission": "no patterns"},
        {"scopes": [{"tags": []}], "max_observations_per_scope": 2},
    ]
    assert cfg(["judge:J1"], raw).owner is None


def test_defaults_apply_where_no_strategy_claims():
    d = StrategyDefaults(
        observations_mission=None,
        max_observations_per_scope=10,
        consolidation_source_facts_max_tokens=100,
        consolidation_source_facts_max_tokens_per_observation=20,
    )
    c = config_for_scope(["case:C1"], [], defaults=d)
    assert c == ScopeConfig(
        owner=None,
        observations_mission=None,
        max_observations_per_scope=10,
        consolidation_source_facts_max_tokens=100,
        consolidation_source_facts_max_tokens_per_observation=20,
    )


def test_observation_scope_limits_first_rule_wins_and_is_exact_cover_only():
    limits = [{"scope": ["judge:*"], "limit": 2}, {"scope": ["judge:J1"], "limit": 9}]
    assert cfg(["judge:J1"], [], limits).max_observations_per_scope == 2
    assert cfg(["judge:J1", "case:C1"], [], limits).max_observations_per_scope == -1
    assert cfg([], [], [{"scope": ["*"], "limit": 1}]).max_observations_per_scope == -1


def test_observation_scope_limits_set_only_the_cap():
    c = cfg(["judge:J1"], [], [{"scope": ["judge:*"], "limit": 2}])
    assert c.owner is None and c.observations_mission == "BANK-WIDE MISSION"


# ----------------------------------------------------------------- validation


@pytest.mark.parametrize(
    "raw, named",
    [
        ([{"scope": [{"tags": ["a"]}], "observations_mission": "m"}], "'scope'"),
        ([{"scopes": [{"tags": ["a"], "match": "all"}], "observations_mission": "m"}], "'match'"),
        ([{"scopes": [{"tags": ["a"], "tags_match": "any"}], "observations_mission": "m"}], "tags_match"),
        ([{"scopes": [["a", "b"]], "observations_mission": "m"}], "scopes[0]"),
        ([{"scopes": [{"tags": "a"}], "observations_mission": "m"}], "tags"),
        ([{"scopes": [{"tags": [1]}], "observations_mission": "m"}], "glob 1"),
        ([{"scopes": [{}], "observations_mission": "m"}], "'tags'"),
        ([{"scopes": [{"tags": ["a"]}], "observations_mission": "  "}], "observations_mission"),
        ([{"scopes": [{"tags": ["a"]}], "observations_mission": 3}], "observations_mission"),
        ([{"scopes": [{"tags": ["a"]}], "max_observations_per_scope": True}], "max_observations_per_scope"),
        ([{"scopes": [{"tags": ["a"]}], "max_observations_per_scope": "5"}], "max_observations_per_scope"),
        ([{"scopes": [{"tags": ["a"]}], "consolidation_source_facts_max_tokens": -2}], "consolidation_source_facts_max_tokens"),
        ([{"scopes": "a", "observations_mission": "m"}], "scopes"),
        (["not an object"], "consolidation_strategies[0]"),
        ({"scopes": []}, "expected a list"),
        ("{not json", "not valid JSON"),
    ],
)
def test_bad_strategies_are_rejected_naming_the_key_or_value(raw, named):
    with pytest.raises(StrategyError) as exc:
        parse_strategies(raw)
    assert named in str(exc.value)


def test_the_second_strategys_bad_key_names_its_position():
    raw = [{"scopes": [{"tags": ["a"]}], "observations_mission": "m"}, {"scopes": [], "cap": 1}]
    with pytest.raises(StrategyError, match=r"consolidation_strategies\[1\].*'cap'"):
        parse_strategies(raw)


@pytest.mark.parametrize(
    "raw, named",
    [
        ([{"scope": ["a"], "limit": 1, "extra": 2}], "'extra'"),
        ([{"scope": ["a"]}], "'limit'"),
        ([{"scope": "a", "limit": 1}], "scope"),
        ([{"scope": ["a"], "limit": "1"}], "limit"),
    ],
)
def test_bad_scope_limit_rules_are_rejected_naming_the_key(raw, named):
    with pytest.raises(StrategyError) as exc:
        parse_scope_limits(raw)
    assert named in str(exc.value)


def test_strategies_parse_from_json_text_and_round_trip():
    raw = [
        {
            "scopes": [{"tags": ["judge:*"], "tags_match": "exact"}, {"tags": ["counsel:*", "case:*"], "tags_match": "all"}],
            "observations_mission": "m",
            "max_observations_per_scope": 0,
        }
    ]
    parsed = parse_strategies(json.dumps(raw))
    assert [s.to_raw() for s in parsed] == raw
    assert parse_strategies([s.to_raw() for s in parsed]) == parsed


def test_config_for_scope_accepts_raw_lists_and_dict_defaults():
    c = config_for_scope(
        ["judge:J1"],
        [{"scopes": [{"tags": ["judge:*"]}], "observations_mission": "m"}],
        observation_scope_limits=[{"scope": ["judge:*"], "limit": 4}],
        defaults={"max_observations_per_scope": 8},
    )
    assert (c.owner, c.observations_mission, c.max_observations_per_scope) == (0, "m", 4)


def test_config_for_scope_rejects_bad_raw_strategies():
    with pytest.raises(StrategyError):
        config_for_scope(["a"], [{"scopez": []}], defaults=BANK)


# ----------------------------------------------------------------- properties

tag_st = st.sampled_from(["case:C1", "case:C2", "judge:J1", "judge:J2", "counsel:OC1", "client:CL1", "Case:C1"])
glob_st = st.sampled_from(["*", "case:*", "judge:*", "judge:J1", "counsel:*", "case:C?", "Case:*", "client:*"])
pattern_st = st.fixed_dictionaries(
    {"tags": st.lists(glob_st, min_size=0, max_size=3)},
    optional={"tags_match": st.sampled_from(["all", "exact"])},
)
strategy_st = st.fixed_dictionaries(
    {"scopes": st.lists(pattern_st, max_size=3)},
    optional={
        "observations_mission": st.sampled_from(["m1", "m2", "m3"]),
        "max_observations_per_scope": st.integers(-1, 10),
        "consolidation_source_facts_max_tokens": st.integers(1, 5000),
    },
)


def _reference_claims(strategy: dict, tags: set[str]) -> bool:
    settings_set = any(k != "scopes" for k in strategy)
    if not settings_set or not tags:
        return False
    for p in strategy["scopes"]:
        globs = p["tags"]
        if not globs:
            continue
        used = all(any(fnmatchcase(t, g) for t in tags) for g in globs)
        covered = all(any(fnmatchcase(t, g) for g in globs) for t in tags)
        if used and (p.get("tags_match", "all") == "all" or covered):
            return True
    return False


@settings(max_examples=200, deadline=None)
@given(st.lists(strategy_st, max_size=4), st.sets(tag_st, max_size=4))
def test_owner_is_the_first_claiming_strategy_and_the_winner_decides_every_set_value(raw, tags):
    c = cfg(sorted(tags), raw)
    expected = next((i for i, s in enumerate(raw) if _reference_claims(s, tags)), None)
    assert c.owner == expected
    if expected is None:
        assert c.observations_mission == BANK.observations_mission
        assert c.max_observations_per_scope == -1
    else:
        winner = raw[expected]
        assert c.observations_mission == winner.get("observations_mission", BANK.observations_mission)
        assert c.max_observations_per_scope == winner.get("max_observations_per_scope", -1)
        assert c.consolidation_source_facts_max_tokens == winner.get("consolidation_source_facts_max_tokens", 4096)


@settings(max_examples=100, deadline=None)
@given(st.lists(strategy_st, max_size=4))
def test_the_untagged_scope_is_never_claimed_by_any_strategy_list(raw):
    assert cfg([], raw).owner is None


@settings(max_examples=100, deadline=None)
@given(st.lists(strategy_st, max_size=4), st.sets(tag_st, min_size=1, max_size=4))
def test_inserting_an_inactive_strategy_anywhere_changes_nothing(raw, tags):
    before = cfg(sorted(tags), raw)
    for pos in range(len(raw) + 1):
        inactive = {"scopes": [{"tags": ["*"]}]}
        after = cfg(sorted(tags), raw[:pos] + [inactive] + raw[pos:])
        shift = 1 if before.owner is not None and before.owner >= pos else 0
        assert after.owner == (None if before.owner is None else before.owner + shift)
        assert after.model_dump(exclude={"owner"}) == before.model_dump(exclude={"owner"})


@settings(max_examples=100, deadline=None)
@given(st.lists(glob_st, min_size=1, max_size=3), st.sets(tag_st, min_size=1, max_size=4))
def test_exact_cover_implies_containment(globs, tags):
    exact = [{"scopes": [{"tags": globs, "tags_match": "exact"}], "max_observations_per_scope": 1}]
    contain = [{"scopes": [{"tags": globs}], "max_observations_per_scope": 1}]
    if cfg(sorted(tags), exact).owner == 0:
        assert cfg(sorted(tags), contain).owner == 0


# ----------------------------------------------------------------- observation scopes


def test_observation_scope_modes_resolve_as_specified():
    tags = ["judge:J1", "case:C1", "counsel:OC1"]
    assert resolve_observation_scopes(None, tags) == [("case:C1", "counsel:OC1", "judge:J1")]
    assert resolve_observation_scopes("combined", tags) == [("case:C1", "counsel:OC1", "judge:J1")]
    assert resolve_observation_scopes([], tags) == [("case:C1", "counsel:OC1", "judge:J1")]
    assert resolve_observation_scopes("per_tag", tags) == [("case:C1",), ("counsel:OC1",), ("judge:J1",)]
    assert resolve_observation_scopes("shared", tags) == [()]
    assert resolve_observation_scopes([[]], tags) == [()]
    combos = resolve_observation_scopes("all_combinations", tags)
    assert len(combos) == 7 and ("case:C1", "counsel:OC1", "judge:J1") in combos


def test_explicit_scope_lists_replace_the_facts_own_tags():
    assert resolve_observation_scopes([["x", "y"], ["y", "x"], ["z"]], ["a"]) == [("x", "y"), ("z",)]


def test_untagged_facts_fall_back_to_the_untagged_scope():
    for mode in ("combined", "per_tag", "all_combinations", "shared"):
        assert resolve_observation_scopes(mode, []) == [()]


@pytest.mark.parametrize("bad", ["pertag", 5, [["a", 3]], ["a"], "[not json"])
def test_bad_observation_scope_specs_are_rejected(bad):
    with pytest.raises(ValueError, match="observation_scopes"):
        resolve_observation_scopes(bad, ["a"])


@settings(max_examples=50, deadline=None)
@given(st.sets(tag_st, min_size=1, max_size=5))
def test_all_combinations_is_every_non_empty_subset(tags):
    got = resolve_observation_scopes("all_combinations", tags)
    expected = {c for n in range(1, len(tags) + 1) for c in combinations(sorted(tags), n)}
    assert set(got) == expected and len(got) == len(expected)
