"""Consolidation without a language model: extractive observations per resolved scope."""

from __future__ import annotations

from datetime import datetime

import pytest

from tareekh.memory.consolidation import (
    BackgroundConsolidation,
    ConsolidationConfig,
    consolidate,
    list_scopes,
    preview_strategies,
)
from tareekh.memory.strategies import StrategyError

from .helpers import ILLNESS_NOTES, note

CFG = ConsolidationConfig(span_tag_prefixes=["case:"])


def observations(bank, scope=None):
    obs = bank.list_facts(types=["observation"])
    return [o for o in obs if scope is None or sorted(o.tags) == sorted(scope)]


def test_per_tag_scopes_form_a_judge_observation_citing_two_cases(bank):
    bank.retain(ILLNESS_NOTES)
    report = consolidate(bank, CFG)
    assert report.mode == "offline" and not report.failures
    judge = observations(bank, ["judge:J1"])
    crossing = [o for o in judge if len({f.tags[0] for f in bank.get_facts(o.source_fact_ids)}) >= 2]
    assert crossing, [o.text for o in judge]
    illness = crossing[0]
    cases = {t for f in bank.get_facts(illness.source_fact_ids) for t in f.tags if t.startswith("case:")}
    assert cases == {"case:C1", "case:C2"}
    assert "noted 2 times" in illness.text and "case:C1, case:C2" in illness.text


def test_an_observations_tags_are_exactly_its_scope(bank):
    bank.retain(ILLNESS_NOTES)
    consolidate(bank, CFG)
    scopes = {tuple(sorted(o.tags)) for o in observations(bank)}
    assert scopes == {("case:C1",), ("case:C2",), ("case:C3",), ("judge:J1",), ("counsel:OC1",), ("counsel:OC2",)}


def test_combined_scope_groups_facts_by_their_whole_tag_set(bank):
    bank.retain([note("a", "2025-01-01", "Costs of Rs 500 imposed.", "C1", "J1", "OC1", scopes=None)])
    consolidate(bank, CFG)
    assert [sorted(o.tags) for o in observations(bank)] == [["case:C1", "counsel:OC1", "judge:J1"]]


def test_proof_count_counts_distinct_sources_and_dates_aggregate(bank):
    bank.retain(ILLNESS_NOTES)
    consolidate(bank, CFG)
    obs = next(o for o in observations(bank, ["counsel:OC1"]))
    row = bank.conn.execute("SELECT proof_count FROM memories WHERE id = ?", (int(obs.id),)).fetchone()
    assert row[0] == len(set(obs.source_fact_ids)) == 2
    assert obs.occurred_start == datetime(2025, 1, 6, 10, 0)  # earliest event
    assert obs.mentioned_at == datetime(2025, 2, 10, 10, 0)  # latest mention


def test_facts_are_stamped_once_every_scope_is_done_and_a_second_run_does_nothing(bank):
    bank.retain(ILLNESS_NOTES)
    first = consolidate(bank, CFG)
    assert first.facts_consolidated == 3 and bank.stats().pending_consolidation == 0
    before = [(o.id, o.text) for o in observations(bank)]
    second = consolidate(bank, CFG)
    assert second.pairs_processed == 0 and second.created == 0
    assert [(o.id, o.text) for o in observations(bank)] == before


def test_a_later_fact_joins_the_existing_observation_of_its_scope(bank):
    bank.retain(ILLNESS_NOTES[:1])
    consolidate(bank, CFG)
    (first,) = observations(bank, ["judge:J1"])
    bank.retain(ILLNESS_NOTES[1:2])
    report = consolidate(bank, CFG)
    (again,) = observations(bank, ["judge:J1"])
    assert again.id == first.id and len(again.source_fact_ids) == 2 and report.updated >= 1


def test_the_cap_limits_observations_per_scope_offline(bank):
    bank.retain(ILLNESS_NOTES)
    cfg = ConsolidationConfig(
        strategies=[{"scopes": [{"tags": ["judge:*"]}], "max_observations_per_scope": 1}], span_tag_prefixes=["case:"]
    )
    report = consolidate(bank, cfg)
    assert len(observations(bank, ["judge:J1"])) == 1
    assert report.dropped_over_cap >= 1
    assert len(observations(bank, ["case:C3"])) == 1  # other scopes keep the bank default (unlimited)


def test_a_cap_of_zero_creates_nothing_in_that_scope(bank):
    bank.retain(ILLNESS_NOTES)
    cfg = ConsolidationConfig(observation_scope_limits=[{"scope": ["counsel:*"], "limit": 0}])
    consolidate(bank, cfg)
    assert not [o for o in observations(bank) if o.tags[0].startswith("counsel:")]
    assert observations(bank, ["judge:J1"])


def test_the_per_observation_evidence_budget_cuts_the_representative_sentence(bank):
    long = "Counsel sought adjournment because the senior counsel was unwell and abroad for a family wedding."
    bank.retain([note("l", "2025-01-01", long, "C1", "J1", "OC1")])
    cfg = ConsolidationConfig(defaults={"consolidation_source_facts_max_tokens_per_observation": 5})
    consolidate(bank, cfg)
    (obs,) = observations(bank, ["judge:J1"])
    assert obs.text.startswith("Counsel sought") and "…" in obs.text and "wedding" not in obs.text


def test_a_scope_with_a_mission_waits_for_an_llm_while_the_facts_other_scopes_proceed(bank):
    bank.retain(ILLNESS_NOTES)
    cfg = ConsolidationConfig(strategies=[{"scopes": [{"tags": ["judge:*"]}], "observations_mission": "How J runs court"}])
    report = consolidate(bank, cfg)
    assert report.waiting_scopes == [["judge:J1"]]
    assert not observations(bank, ["judge:J1"]) and observations(bank, ["case:C1"])
    assert bank.stats().pending_consolidation == 3  # each fact still owes its judge scope
    info = {tuple(s.scope): s for s in list_scopes(bank, cfg).scopes}
    assert info[("judge:J1",)].waiting_for_llm and info[("judge:J1",)].pending == 3
    assert not info[("case:C1",)].waiting_for_llm and info[("case:C1",)].pending == 0
    # without the mission the waiting scope is processed, and the facts are finally stamped
    consolidate(bank, ConsolidationConfig())
    assert observations(bank, ["judge:J1"]) and bank.stats().pending_consolidation == 0


def test_scopes_lists_counts_owner_and_default(bank):
    bank.retain(ILLNESS_NOTES + [dict(content="General practice note about court fees.", document_id="u")])
    cfg = ConsolidationConfig(strategies=[{"scopes": [{"tags": ["counsel:*"]}], "max_observations_per_scope": 4}])
    consolidate(bank, cfg)
    report = list_scopes(bank, cfg)
    info = {tuple(s.scope): s for s in report.scopes}
    assert info[("counsel:OC1",)].owner == 0 and info[("counsel:OC1",)].owner_label.startswith("Strategy 1")
    assert info[("counsel:OC1",)].facts == 2 and info[("counsel:OC1",)].observations == 1
    assert info[("judge:J1",)].owner is None and info[("judge:J1",)].owner_label == "Default"
    assert info[()].owner_label.startswith("Default") and "never claimed" in info[()].owner_label
    assert report.strategies[0].owns == [["counsel:OC1"], ["counsel:OC2"]]


def test_preview_strategies_answers_for_an_unsaved_config_and_saves_nothing(bank):
    bank.retain(ILLNESS_NOTES)
    consolidate(bank, CFG)
    draft = [{"scopes": [{"tags": ["case:C1"]}]}, {"scopes": [{"tags": ["case:*"]}], "observations_mission": "m"}]
    preview = preview_strategies(bank, draft, CFG)
    assert [s.active for s in preview.strategies] == [False, True]
    assert preview.strategies[0].owns == [] and preview.strategies[0].matches_by_pattern == [[["case:C1"]]]
    assert sorted(preview.strategies[1].owns) == [["case:C1"], ["case:C2"], ["case:C3"]]
    assert all(s.owner is None for s in list_scopes(bank, CFG).scopes)


def test_preview_rejects_a_bad_strategy_naming_the_key(bank):
    with pytest.raises(StrategyError, match="'scope'"):
        preview_strategies(bank, [{"scope": [], "observations_mission": "m"}])


def test_bad_strategies_in_the_config_are_rejected():
    with pytest.raises(Exception, match="tags_match"):
        ConsolidationConfig(strategies=[{"scopes": [{"tags": ["a"], "tags_match": "some"}], "observations_mission": "m"}])


def test_deleting_a_document_removes_its_source_and_an_observation_left_with_none_goes(bank):
    bank.retain(ILLNESS_NOTES)
    consolidate(bank, CFG)
    (c1,) = observations(bank, ["case:C1"])
    illness = next(o for o in observations(bank, ["judge:J1"]) if len(o.source_fact_ids) == 2)
    bank.delete_document("n1")
    assert not bank.get_facts([c1.id])  # its only source is gone
    (left,) = bank.get_facts([illness.id])
    assert len(left.source_fact_ids) == 1
    report = consolidate(bank, CFG)
    (left,) = bank.get_facts([illness.id])
    assert report.rerendered >= 1 and "noted once" in left.text


def test_replacing_a_document_with_new_content_reconsolidates_it(bank):
    bank.retain(ILLNESS_NOTES)
    consolidate(bank, CFG)
    changed = dict(ILLNESS_NOTES[2], content="Matter settled in Lok Adalat.")
    bank.retain([changed])
    consolidate(bank, CFG)
    (c3,) = observations(bank, ["case:C3"])
    assert "Lok Adalat" in c3.text and "Issues framed" not in c3.text


def test_background_consolidation_runs_off_the_retaining_thread(bank, tmp_path):
    from tareekh.memory.bank import Bank

    bank.retain(ILLNESS_NOTES)
    worker = BackgroundConsolidation(lambda: Bank.open(bank.path, bank.config), lambda: CFG)
    worker.request()
    worker.request()  # a second request while running asks for one more run, not a second thread
    assert worker.wait(timeout=30)
    assert worker.last_error is None and worker.last_report is not None
    assert observations(bank, ["judge:J1"]) and bank.stats().pending_consolidation == 0


def test_explicit_scope_lists_consolidate_under_those_scopes_only(bank):
    bank.retain([note("x", "2025-01-01", "Stay granted.", "C1", "J1", "OC1", scopes=[["judge:J1", "case:C1"]])])
    consolidate(bank, CFG)
    assert [sorted(o.tags) for o in observations(bank)] == [["case:C1", "judge:J1"]]


def test_shared_scope_consolidates_into_the_untagged_scope(bank):
    bank.retain([note("x", "2025-01-01", "Court fees revised.", "C1", "J1", "OC1", scopes="shared")])
    consolidate(bank, CFG)
    assert [o.tags for o in observations(bank)] == [[]]


def test_in_a_judge_scope_one_pattern_across_cases_becomes_one_observation_quoted_without_the_case(bank):
    from tareekh.practice.bank_config import strip_case_reference

    def hearing(doc, day, case, short, number):
        header = f"{number} ({short}; A vs B), hearing of {day}"
        return note(doc, day, f"{short} ({number}) - Not reached - court busy with a part-heard matter.",
                    case, "J2", f"OC{case[-1]}", metadata={"header": header})

    bank.retain([hearing("a", "2025-01-06", "C1", "Tirunagari contract", "OS 509/22"),
                 hearing("b", "2025-02-06", "C2", "Ogirala accounts", "OS 1198/23"),
                 hearing("c", "2025-03-06", "C3", "Nausheen appeal", "AS 112/25")])
    cfg = ConsolidationConfig(span_tag_prefixes=["case:"], cluster_text=strip_case_reference)
    consolidate(bank, cfg)
    (judge,) = observations(bank, ["judge:J2"])
    assert judge.text.startswith("Not reached - court busy with a part-heard matter. (noted 3 times")
    assert "across case:C1, case:C2, case:C3" in judge.text
    # a case's own scope keeps the sentence as written
    (case,) = observations(bank, ["case:C1"])
    assert case.text.startswith("Tirunagari contract (OS 509/22) - Not reached")


def test_strip_case_reference_leaves_other_sentences_alone():
    from tareekh.practice.bank_config import strip_case_reference

    meta = {"header": "O.S. No. 95 of 2024 (Kanakavalli Devi outhouse; K v N), hearing of 10 Jul 2026"}
    assert strip_case_reference("Kanakavalli Devi outhouse (OS 95/24) - We sought time.", [], meta) == "We sought time."
    assert strip_case_reference("Court fees - paid in full.", [], meta) == "Court fees - paid in full."
    assert strip_case_reference("Kanakavalli Devi outhouse - ", [], meta) == "Kanakavalli Devi outhouse - "
    assert strip_case_reference("Kanakavalli Devi outhouse - x", [], {}) == "Kanakavalli Devi outhouse - x"


# a practice's notes arrive in the order the lawyer drops the files, not in the order of the hearings
_ARRIVALS = [
    note("r7", "2025-07-14", "Respondent's counsel sought time as his senior was unwell; costs of Rs 300.", "C4", "J2", "OC3"),
    note("r2", "2025-02-03", "Counsel for the respondent sought adjournment, senior unwell.", "C4", "J2", "OC3"),
    note("r9", "2025-09-22", "PW2 the patwari cross-examined at length on the khasra entries.", "C5", "J2", "OC4"),
    note("r1", "2025-01-13", "Written statement filed; matter listed for framing of issues.", "C5", "J2", "OC4"),
    note("r5", "2025-05-19", "Respondent's counsel again asked for time, senior said to be unwell.", "C4", "J2", "OC3"),
    note("r3", "2025-03-10", "Issues framed; plaintiff to file evidence affidavit of PW1.", "C5", "J2", "OC4"),
    note("r8", "2025-08-11", "PW1 cross-examined on the boundary and the old sale deed.", "C5", "J2", "OC4"),
    note("r4", "2025-04-07", "Costs of Rs 500 for the adjournment; last opportunity to the respondent.", "C4", "J2", "OC3"),
    note("r6", "2025-06-16", "Interim stay on construction extended till the next date.", "C6", "J2", "OC3"),
    note("q1", "2025-10-06", "Counsel for the respondent sought adjournment, senior counsel unwell.", "C6", "J2", "OC3"),
    note("q2", "2025-01-20", "Counsel for the respondent sought adjournment as senior counsel unwell.", "C6", "J2", "OC3"),
]


def _what_each_scope_says(bank):
    docs = {f.id: f.document_id for f in bank.list_facts(types=["world", "experience"])}
    return sorted(
        (tuple(sorted(o.tags)), o.text, tuple(sorted(docs[s] for s in o.source_fact_ids)))
        for o in observations(bank)
    )


def test_offline_observations_do_not_depend_on_how_the_facts_were_cut_into_runs(tmp_path):
    """A background run during a long ingest consolidates whatever facts are there at that moment; the
    observations a scope ends with must be the same as when every fact is consolidated in one run."""
    from tareekh.memory.bank import Bank
    from tareekh.memory.embeddings import NgramEmbeddings
    from tareekh.memory.models import BankConfig

    def opened(name):
        return Bank.open(tmp_path / name, BankConfig(embeddings=NgramEmbeddings()))

    once = opened("once.db")
    try:
        once.retain(_ARRIVALS)
        consolidate(once, CFG)
        said_once = _what_each_scope_says(once)
    finally:
        once.close()
    # the test sees something: the respondent counsel's time-seeking gathers several notes
    counsel = [docs for scope, _, docs in said_once if scope == ("counsel:OC3",)]
    assert any(len(docs) >= 2 for docs in counsel), counsel
    for n, cuts in enumerate([(2, 5), (1, 4, 8), (6,), (3, 7), (9,)]):
        in_runs = opened(f"runs{n}.db")
        try:
            for lo, hi in zip((0, *cuts), (*cuts, len(_ARRIVALS))):
                in_runs.retain(_ARRIVALS[lo:hi])
                consolidate(in_runs, CFG)
            assert _what_each_scope_says(in_runs) == said_once, cuts
        finally:
            in_runs.close()


def test_an_offline_run_keeps_the_observations_a_language_model_wrote(bank):
    """A lawyer who had a model configured and is offline today: new facts join the scope one by one; the
    model's observation is neither re-clustered away nor rewritten as an extract."""
    from tareekh.memory.consolidation.observations import write_observation

    bank.retain(_ARRIVALS[:3])
    consolidate(bank, CFG)
    first = bank.list_facts(types=["world", "experience"])[0]
    scope = tuple(sorted(first.tags))[:1]
    written = write_observation(bank, scope, "The respondent's counsel asks for time whenever his senior is away.",
                                [first.id], how="llm")
    bank.retain(_ARRIVALS[3:])
    consolidate(bank, CFG)
    kept = [o for o in observations(bank) if o.id == written]
    assert kept and kept[0].text == "The respondent's counsel asks for time whenever his senior is away."
