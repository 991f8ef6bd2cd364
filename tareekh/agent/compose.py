"""The offline answer, composed from the events and records of the practice: the answer first, then the evidence.

The first sentence answers — a count, yes / no / not on record, a date, an amount, who — with its `[n]`. Then
the few lines that support it, each a record's own words with its citation, each record once, newest last.
Citations point at stored records (a record is a fact of the turn's FactBook with the record's source file),
so every `[n]` resolves to the note, order sheet, document or chat it came from.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import date, timedelta
from functools import lru_cache
from typing import Any, Protocol

from tareekh.agent.halves_apart import APART, apart_words
from tareekh.agent.listed_for import listed_before
from tareekh.agent.state_side import state_as_side, state_asked, state_bidden
from tareekh.agent.witness_numbers import numbered_gaps
from tareekh.agent.dates_lost import dates_lost
from tareekh.agent.pays_regularly import pays_regularly
from tareekh.agent.challenge_absent import challenge_absent
from tareekh.agent.due_by import BY_WHEN, due_by, next_then_due
from tareekh.agent.court_asked import court_asked_before
from tareekh.agent.request_fate import request_fate
from tareekh.agent.told_elsewhere import told_elsewhere
from tareekh.agent.due_day import _line_above, coming_day_asked, heard_last, hearing_before_move
from tareekh.agent.costs_orders import costs_ordered, known_by_payment
from tareekh.agent.examination import examined_said, label_forms, stage_quoted
from tareekh.agent.draft import (MAX_LINES, Draft, Line, RecordRef, count_phrase, number_word,
                                 state_before as _state_before)
from tareekh.agent.act_absent import act_absent
from tareekh.agent.across import WHICH_MATTERS, WHICH_MATTERS_AFTER, bare_matters, costs_matters, costs_total, listed_first, plural, spanning_answer, times_first, \
    with_reaction
from tareekh.agent.closest import (MAX_HITS, Hit, absent_things, closest, content_groups, in_period, name_heard,
                                   papers_first, required)
from tareekh.agent.factbook import CITATION, FactBook
from tareekh.agent.outcomes import ON_APPLICATION, DISPOSING, outcome_words
from tareekh.agent.people import name_words_of
from tareekh.agent.matter import origin_told, status_facts
from tareekh.agent.plan_of_matter import known_by, plan_beside
from tareekh.agent.orders_passed import orders_passed
from tareekh.agent.paper_facts import CLAIM_WORDS, paper_facts
from tareekh.agent.thing_unheld import thing_unheld, unheld_first
from tareekh.agent.measured import measured
from tareekh.agent.why_asked import asks_why, said_before, why_asked
from tareekh.agent.sum_reason import reason_of, why_part
from tareekh.agent.argued import argued_asked
from tareekh.agent.with_costs import costs_condition, paid_head, with_costs
from tareekh.agent.witness_yes import witness_yes_no
from tareekh.agent.ex_parte_asked import ex_parte_asked
from tareekh.agent.said_after import said_after
from tareekh.agent.named_account import absent_days, account_named
from tareekh.agent.side_witnesses import side_witnesses
from tareekh.agent.stands_now import stands_now
from tareekh.agent.who_deposed import who_deposed
from tareekh.agent.witnesses_heard import witnesses_heard
from tareekh.agent.default_asked import default_said
from tareekh.agent.terms import asks_what, topic_said
from tareekh.agent.reasons import excuses_across, for_reason_asked, reason_matters
from tareekh.agent.side_excuses import side_excuses
from tareekh.agent.counsel_side import side_lines
from tareekh.agent.delay_asked import delay_asked
from tareekh.agent.rate_beside import rate_beside
from tareekh.agent.who_adjourns import who_adjourns
from tareekh.agent.away_pleas import away_pleas
from tareekh.agent.defence_kept import defence_kept
from tareekh.agent.examined import examined_only, fullest_name, given_up, name_as_asked
from tareekh.agent.unnumbered import unnumbered_examined
from tareekh.agent.papers import counted_papers
from tareekh.agent.judge_said import addressed_counsel, judge_said
from tareekh.agent.paper_taken import paper_taken
from tareekh.agent.day_asked import day_told
from tareekh.agent.took_or_away import took_or_away
from tareekh.agent.party_away import party_away
from tareekh.agent.date_unrecorded import date_unrecorded
from tareekh.agent.chat_reported import hearings_in_chats, note_before
from tareekh.agent.reserved_day import reserved_sentence
from tareekh.agent.matter_phrase import phrase_brief
from tareekh.agent.judge_words import bench_post_patterns, heading_only, speaks
from tareekh.events.rules import without_time_sought
from tareekh.agent.counsel_times import last_chances, ordinal, side_of, stated_times, states_own_counsel, what_came
from tareekh.agent.stray_times import stray_times
from tareekh.agent.sister_cases import same_dispute, sister_cases
from tareekh.agent.visits import visits
from tareekh.agent.ask_verbs import asks_asking, puts_question
from tareekh.agent.habit_asked import asks_called_for, asks_demanded, asks_strict, strict_words, writes_strict, demand_words, asks_preparing, asks_ways, habitual_verbs, way_words, again_and_again_words
from tareekh.agent.sitting_days import sittings_first
from tareekh.agent.court_shorthand import spelt_out
from tareekh.agent.judge_ways import (another_titled, without_chat_address, continues, in_topic_matters, counsel_name_patterns, courtesy_leads, dated_mention, party_name_patterns, quote_goes_on, repeated, standing,
                                      titled_shared_patterns,
                                      titled_actor, wants, directs_paper, bids_paper, court_directs)
from tareekh.agent.paper_body import names_a_held_paper
from tareekh.agent.listed_under import finish_lists
from tareekh.agent.listed_since import last_heard_after
from tareekh.agent.spelled_out import abbreviations, shorts_asked, shorts_spelt, spelt_at, with_spelled_out
from tareekh.agent.say_verbs import said_asked, says, telling_asked
from tareekh.agent.witness_callings import role_asked
from tareekh.agent.layout import before_bench, card_for, entry_header, human_date, short_label
from tareekh.agent.missed_day import held_after, held_by_shared_name, unfiled_since
from tareekh.agent.own_block import own_part_next
from tareekh.agent.hearing_close import fuller_state, hearing_body, message_corrected
from tareekh.agent.before_judge import (asks_matters_there, before_judge_pending, counsel_phrase, matters_against,
                                        matters_before, which_matters_asked)
from tareekh.agent.per_period import per_period, per_period_asked
from tareekh.agent.honorifics import WORDS_OF_ADDRESS
from tareekh.agent.confirm_words import court_makers, not_asked_of_the_line
from tareekh.agent.costs_imposed import costs_imposed
from tareekh.agent.costs_paid_only import paid_only
from tareekh.agent.lexicon import VERB_STEMS, even_stems, expand, mentions, mostly_latin, named_in_other_words, overlap, stem, stems, topic_groups, words
from tareekh.agent.question import CASE_HEADS, NAME_SUFFIX, STOP, Question, status_asked, without_dates as _without_dates, work_asked_too
from tareekh.agent.script_words import heard_in_script, spelt_as_notes
from tareekh.agent.not_yet_asked import is_question, still_asked
from tareekh.agent.paid_by_then import paid_by_then
from tareekh.agent.paid_asked import paid_asked, sum_beside_yes
from tareekh.agent.part_paid import part_paid_beside_no
from tareekh.agent.step_when import step_granted_when
from tareekh.agent.named_elsewhere import sentences_naming
from tareekh.agent.initials import office_said
from tareekh.agent.still_pending import over_words, still_pending
from tareekh.agent.quality_denied import quality_denied
from tareekh.agent.order_granted import grant_quoted, granted_by_order
from tareekh.agent.subject import subject_stems
from tareekh.agent.what_followed import what_followed
from tareekh.agent.party_words import FUTURE_ACT as _FUTURE, PARTY_WORDS as _PARTY_WORDS
from tareekh.agent.brief_words import explaining_words
from tareekh.agent.brief import BRIEF_WORDS, asks_about, asks_brief, bare_case_brief, defence_raised, in_force, papers_since, registry_says, reports_found, requests_so_far, sides_said, so_far
from tareekh.agent.half_known import counsel_named_in, nothing_else_asked
from tareekh.agent.ended_how import ended_how
from tareekh.agent.framing import (brief_asked, framing_dropped, unheld_first_name, kind_without_framing, only_unknown_words,
                                   practice_framing, _practice_words)
from tareekh.agent.cited import came_after, cited
from tareekh.agent.author_plan import author_list
from tareekh.agent.contents import contents_asked, paper_contents
from tareekh.agent.final_said import final_asked
from tareekh.agent.directions import directed
from tareekh.agent.counsel_sought import sought_by_counsel_named
from tareekh.agent.side_time import side_time_matters
from tareekh.agent.earliest import earliest
from tareekh.agent.counsel_said import counsel_said
from tareekh.agent.bare_listed import listed_bare
from tareekh.agent.listed_today import listed_today_first
from tareekh.agent.fields import field_answer
from tareekh.agent.costs_said import on_whom
from tareekh.agent.described import described
from tareekh.agent.number_named import matter_by_number, numbers_of_the_case
from tareekh.agent.next_said import sentence_before, sentence_setting, whole_line
from tareekh.agent.general import from_general_notes, general_next
from tareekh.agent.situation import Situation, directs, names_settling_forum
from tareekh.agent.speaker import speaker_said
from tareekh.agent.stage_closed import closed_stage_matters
from tareekh.agent.stage_now import stage_matters
from tareekh.agent.habit_lead import habit_first as habit_told_first
from tareekh.agent.counsel_ways import excuse_asked, excuse_near, habit_first, marks_habit
from tareekh.agent.court_numbers import unnumbered_patterns, unposted_patterns
from tareekh.agent.same_as import bare_habit
from tareekh.agent.judge_away import away_groups, bench_away, sole_post_patterns
from tareekh.agent.habits import (MAX_WAYS, asks_first, at_the_start, order_apart, writes_first, habit_asking_stems, habit_weight, judge_named_records, judge_patterns, what_was_ordered,
                                  lines_run_on,
                                  other_judges, personal_patterns, second_way, sum_untold)
from tareekh.agent.halves import each_yes_no
from tareekh.agent.only_listed import only_listed
from tareekh.agent.paid_yes import yes_before_paid
from tareekh.agent.half_read import asking_verb_only, date_checked, day_listed, last_date_effect, status_when_unread
from tareekh.agent.happened import event_matters, matters_on_day
from tareekh.agent.awarded import awarded
from tareekh.agent.price_paid import price_paid
from tareekh.agent.office_fee import office_fee
from tareekh.agent.costs_retold import without_retold
from tareekh.agent.items import item_amounts, listed_items
from tareekh.agent.matter_records import named_general_records
from tareekh.agent.vehicle_no import vehicle_number
from tareekh.agent.payments import (
    balance_due, first_payment, instalment_kept, made_first, payment_made_asked, payments_against, states_payment,
    total_asked, total_written, two_figures,
)
from tareekh.agent.listings import listed_day
from tareekh.agent.counsel_named import unregistered_counsel
from tareekh.agent.naming import kind_words, other_matter, other_section
from tareekh.agent.sort_asked import unheld_sort
from tareekh.agent.full_name import full_name_matters
from tareekh.agent.person_named import person_matters
from tareekh.agent.whose_matters import person_listing, unheld_called
from tareekh.agent.antecedents import antecedents
from tareekh.agent.unheld_section import unheld_section
from tareekh.agent.parties import by_party_label
from tareekh.agent.polar import act_stated_later, either_side
from tareekh.agent.released import released
from tareekh.agent.headings import without_heading
from tareekh.agent.operative import ADDED as OPERATIVE_ROOM, is_order, with_operative
from tareekh.agent.witness_role import (role_first, role_is_a_witness, role_stems, testimony_stems, unfiled_of, witness_by_description, witness_by_full_name, witness_settles_matter,
                                        witness_by_name, witness_by_role, party_witness)
from tareekh.agent.kin_witness import kin_testimony, kin_witness
from tareekh.agent.whats_next import pending_with_next, with_next_date
from tareekh.agent.presumed import presupposed
from tareekh.agent.summed_count import written_as_sum
from tareekh.agent.sum_asked import (kinds_asked, kinds_held, sum_unwritten, thing_before, with_kinds, word_holds,
                                     writes_kind)
from tareekh.agent.sum_head import sum_heads
from tareekh.agent.qualified import qualified_absent
from tareekh.agent.titled import witness_name
from tareekh.agent.role_holder import role_holder
from tareekh.agent.office_named import officer_said, witness_by_office, witness_speaks
from tareekh.agent.compound_absent import compound_absent
from tareekh.agent.ordinal_absent import ordinal_absent, ordinal_part
from tareekh.agent.contradicts import contradicted
from tareekh.agent.script_names import script_name_matters, spelt_in_latin
from tareekh.agent.role_named import other_first_name_said, unknown_person_said
from tareekh.agent.name_unheld import unheld_name_said
from tareekh.agent.sum_beside import with_its_sum
from tareekh.agent.reply_due import argued_to_answer
from tareekh.agent.thing_absent import step_first, thing_absent
from tareekh.agent.never_written import never_written
from tareekh.agent.person_unnamed import unnamed_person_said
from tareekh.agent.state_counsel import office_word, state_counsel_matters, state_counsel_of_case
from tareekh.agent.nearest import nearest_said
from tareekh.agent.postpositions import CLASSIFIERS
from tareekh.agent.never_done import never_done
from tareekh.agent.unpaid_across import unpaid_across
from tareekh.agent.english_words import is_english
from tareekh.agent.counted_things import COUNTED
from tareekh.agent.paid_in_full import paid_in_full
from tareekh.agent.restrained import restrained
from tareekh.agent.unstated import unstated_act
from tareekh.agent.plan_items import to_line_end
from tareekh.agent.plea_beside import plea_beside
from tareekh.agent.quotes import closed, to_sentence_end
from tareekh.agent.report_messages import report_before
from tareekh.agent.runs_on import with_what_leads_in
from tareekh.agent.completes import with_its_reply, with_sum_asked
from tareekh.agent.spelling import variants
from tareekh.agent.corrected import corrected_next
from tareekh.agent.hearing_count import DATE_TAKEN, hearing_count
from tareekh.agent.hearing_days import hearing_days
from tareekh.agent.unknown_words import act_unheld, nothing_known_asked, said_plainly, thing_asked
from tareekh.agent.tally import asks_matters, both_sides, matters_where, named_matters, stated_matters, tally
from tareekh.agent.tasks import left_by_last_hearing
from tareekh.agent.value import AND_WORDS, forward_in_latest, parts as value_parts, quoted_value
from tareekh.agent.ways import counsel_topic, counsel_words, named_cases, named_lines, names_counsel, said_of
from tareekh.agent.witness import asked_stage, chief_day, examination, listed_witnesses, ours_asked, ours_only, witness_dates
from tareekh.agent.as_typed import as_typed
from tareekh.agent.closed_cases import closed_first
from tareekh.agent.disposed_across import disposed_matters, judgment_of_case
from tareekh.agent.reserved_across import reserved_matters
from tareekh.agent.listed_count import listed_count
from tareekh.agent.items_counted import counted_in, counted_phrase
from tareekh.agent.docket import due_before, listed_between, listed_matters
from tareekh.agent.forum_asked import before_whom, by_forum, forum_matters, forum_unheld, forum_words
from tareekh.agent.absences import witness_absences
from tareekh.agent.no_shows import asks_no_shows, no_show_matters, said_absent
from tareekh.agent.settle_matters import settle_matters
from tareekh.agent.since_work import general_since, lines_of_case
from tareekh.agent.dated_premise import dated_premise
from tareekh.agent.moved_outcome import moved_outcome
from tareekh.agent.done_later import done_later
from tareekh.agent.receipt_stated import unfounded_yes
from tareekh.agent.step_written import step_after, step_written, whether_and_how_much
from tareekh.agent.paid_half import claimed_in_half, paid_in_half
from tareekh.agent.sum_paid_later import ordered_sum_paid
from tareekh.agent.limit_given import limit_given
from tareekh.agent.or_not import offers_yes_or_no
from tareekh.agent.per_source import source_hits
from tareekh.agent.order_end import how_it_ended
from tareekh.agent.reported_order import order_that_day
from tareekh.agent.paid_since import paid_since
from tareekh.agent.separately import separately_asked
from tareekh.agent.in_force import still_in_force
from tareekh.agent.won_asked import won_yes_no
from tareekh.agent.headed import heading_of, under_heading
from tareekh.agent.outcome_asked import granted_in_orders, outcome_yes_no
from tareekh.agent.offer_taken import offer_taken
from tareekh.agent.stage_done import stage_done
from tareekh.agent.told_not import without_prohibitions
from tareekh.agent.status_asked import DIRECTION_GIVEN, status_first, status_of, without_named_negation, \
    without_no_of_another_thing
from tareekh.agent.unheld_together import unheld_together
from tareekh.agent.nearest_first import nearest_first
from tareekh.agent.sum_of_thing import sum_of_thing
from tareekh.agent.requests import asked_for
from tareekh.agent.directed_work import client_word_since, directed_at_last_hearing, last_order_day
from tareekh.agent.digest import day_digest, period_thing, warrant_asked, warrants_followed
from tareekh.agent.sittings import cross_sittings
from tareekh.events.sides import names_role, role_named, role_written
from tareekh.events.titles import is_person_title
from tareekh.agent.who_words import who_asked
from tareekh.events.witness_words import SIDE as _WITNESS_SIDE
from tareekh.events import EventBase
from tareekh.events.money import amounts, rupees
from tareekh.events.corrections import is_correction
from tareekh.agent.corrected_by_note import corrected_by_note
from tareekh.events.text import around, clean, iso_dates, sentences
from tareekh.memory import RecalledFact
from tareekh.events.costs_words import COSTS as COSTS_WORDS, names_only_costs

NOTHING = "Nothing in your notes on this."
# kinds whose first sentence is read out of one record's words (not gathered across records, as a count or what a
# witness said over several hearings is)
READ_FROM_ONE = ("yes_no", "amount", "who", "open")
# the money words any sum answers: they name no money of their own (Composer._holds_the_money_asked)
_ANY_SUM = frozenset("amount rs lakh paisa paid payment mila rupa taka value".split())
# kinds whose question, when it asks a thing's hour, date, amount or number, is answered by agent/value.py first
# (or, for the amount template's own kinds of money, after it finds nothing)
VALUE_FIRST = ("open", "next_date")
VALUE_AFTER = ("amount", "yes_no")
GROUNDING_HITS = 6  # how far down a plain reading's closest records the template's record may be
QUOTE_CHARS = 420
# the record of the very hearing asked about ("what happened last time"): the lawyer wants all of it, a bail order's
# conditions or a note's last line as much as its first; a short record is shown whole
LAST_HEARING_CHARS = 800
DATED_MENTION = 0.5  # a line naming the judge beside a day and nothing of their ways (agent/judge_ways.py)
REPEATED = 2.0
STANDING = 1.0  # one that says "only", "never", "not more than" (agent/judge_ways.py)  # a judge's remark the note says was made again, or every time (agent/judge_ways.py)
FOLLOWS = 3.9  # the bench's words right after a line of the topic asked: below the topic's own lines of that day
ASKS_PUT = 3.0  # asked what the judge asks, a line of the judge putting a question, above one of them speaking
FIRST_SAID = 6.0  # asked what the judge does first, a line that tells their first act: as two of the topic's words
STRICT_SAID = 6.0  # asked what the judge is strict about, a line that says they are strict: as two of the topic's words
ASKS_FOR = 1.0  # asked what the judge asks, a line of the judge directing a paper filed: above a remark
CALLED_FOR = 2  # asked what the judge sends for, a line of it counts as two of the topic's words
# a line of time sought or refused: adjourn, time, date, further, and the languages' words for an adjourned date
_OF_TIME = re.compile(r"adjourn|\badj\w*|\btime\b|\bdates?\b|\bfurther\b|ta+r[ei]+kh|\bmohl?at|\bmuddat|va+[iy]+[dt]h?a|"
                      r"va+yi+da|\bsamay|\bsamaya|\bsomoy|\bneram|\bavadhi|\bपेशी|तारीख|समय|স্থগিত|সময়|வாய்தா|వాయిదా|ಮುಂದೂಡ", re.I)
SAYS_SOMETHING = 4  # the words, beside a chat line's time and writer, of a line that says something of its own
_LEAD_OF_LINE = re.compile(r"^\s*(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\s*[-–]?\s*)?(?:[^:]{1,30}:\s+)?", re.I)
EXTRA_HABITS = 2  # asked a judge's ways, the lines the notes mark as a habit, beyond MAX_WAYS, shown as well
JUDGE_SPEAKS = 0.5  # a judge's own words ("<judge>: …", quoted, asked) over a sentence that only names them
_DONE = re.compile(
    r"\b(?:filed|done|on\s+record|received|served|deposited|paid|submitted|obtained|collected|prepared|drafted|sent|"
    r"completed|handed|got|taken\s+out|aa\s+gay[ai]|ho\s+gay[ai]|kar\s+d(?:i|iya)|dakhil|mil\s+gay[ai]|mila|confirmed|"
    r"ready|arranged|applied)\b|दाखिल|प्राप्त", re.I)
# "truck No. UP34 …", "FIR No.: 0442": "No." before a number is the number, not a no
_NEGATIVE = re.compile(
    r"\bnot\b|\bnahi\b|\bnahin\b|\bnever\b|\bno\b(?!\.\s*:?\s*[A-Z0-9]|\s*:\s*\w|\s+\d)|\bdidn'?t\b|\bhasn'?t\b|\bhaven'?t\b|\bwasn'?t\b|\bunpaid\b|\byet\s+to\b|"
    r"\bpending\b|\bfailed\b|\bwithout\b|\bbroken\b|\btooti\b|\bviolat\w*|नहीं|उल्लंघन|"
    # "not" in the other Indian languages, and Tamil's "still … <verb>-ala" ("innum panam kudukkala": not paid yet)
    r"\bnaahi\b|\bnathi\b|\bledu\b|\bledhu\b|\billa[iy]?\b|\bhoyni\b|\binnum\b(?:\s+\w+){0,3}?\s+\w+(?:ala|alai)\b|"
    r"नाही|নেই|ਨਹੀਂ|નથી|ନାହିଁ|లేదు|இல்லை|ಇಲ್ಲ|ഇല്ല|نہیں", re.I)
_POSITIVE = re.compile(
    r"\bpaid\b|\bfiled\b|\bdone\b|\bdiya\b|\bde\s+di\w*|\bmil[aie]\b|\breceived\b|\bgranted\b|\ballowed\b|\bdeposited\b|"
    # money that reached someone, however the note says it: "credited today", "DD handed over", "amount remitted"
    r"\bcredited\b|\brecd\b|\bhanded\s+over\b|\brealised\b|\brealized\b|\bremitted\b|\btransferred\b|\bencashed\b|"
    r"\bcomplied\b|\bfile\s+kar\s+d\w*|\bho\s+gay\w*|\bserved\b|\bon\s+record\b|अदा\s+(?:किया|की)|जमा\s+की|दाखिल|"
    # a charge or issues framed, as an order writes the step done: "framed", "settled", Hindi and Marathi "विरचित"
    # (a cause list's bare "Charge" is the stage still to come)
    r"\bframed\b|\bsettled\b|विरचित", re.I)
_DEADLINE = re.compile(r"\blimitation\b|\blast\s+date\b|\bdeadline\b|\bdue\s+(?:on|by)\b|\btime\s+(?:limit|bar)|"
                       r"\bwithin\s+\d+\s+days\b|\b\d+\s+din\b", re.I)


def record_fact(rec: RecordRef, card: Any) -> RecalledFact:
    """A stored record as a fact of the FactBook: its own words, and the metadata that resolves its citation."""
    cid = rec.case_ids[0] if rec.case_ids else None
    header = entry_header(card, rec.date, rec.doc_type, rec.author)
    md = {"entry_id": str(rec.entry_id), "source_file": rec.source_file or "", "doc_type": rec.doc_type or "",
          "case_id": cid or "", "hearing_date": rec.date or "", "author": rec.author or "", "header": header,
          "upload_id": str(rec.upload_id) if rec.upload_id is not None else ""}
    return RecalledFact(id=f"entry:{rec.entry_id}", text=rec.text, type="world",
                        metadata={k: v for k, v in md.items() if v}, tags=[f"case:{c}" for c in rec.case_ids])



# the matter itself came up before the court, counted ("appeal kitni baar lagi / lag chuki", "kiti vela laagli",
# "how many times was it listed / put up / called"): its hearings, not adjournments asked for
# "was listed": Hindi, Urdu, Punjabi "lagi, lag chuki, laggi"; Bengali "legeche, laglo"; Odia "lagichi, lagila"; Assamese
# "lagise, lagil"; Marathi "lagli"; Gujarati "lagi"
_LISTED = re.compile(r"(?<!time\s)(?<!samay\s)(?<!der\s)(?<!waqt\s)\b(?:lag|laag)(?:i|a|e|in|ti|ta|te|li|la|le|lya|yu|yo|gi|"
                     r"ichi|ila|ilo|ithila|ithilo|eche|echhe|che|chhe|lo|ise|isil|il)?\b|\bleg(?:eche|echhe|lo)\b|"
                     r"\blisted\b|\blist\s+\w+|\b(?:came|come|put)\s+up\b|\bcalled\s+(?:out|on)\b|"
                     # … or we went to it, counted: the verb of going in its past, as the languages type it in Latin
                     # letters (Kannada "hogidivi, hogiddevu, hodevu", Tamil "ponom, poirukkom", Telugu "vellamu,
                     # vellanu", Marathi "gelo, gelot", Bengali "gelam, giyechi", Odia "galu, jaichu", Assamese "gosilu,
                     # goisilu", Hindi and Punjabi "court gaye": "gaye" alone is the auxiliary of "ho gaye")
                     r"\bhogid(?:d?e?v\w*|d?iv\w*|de|di)\b|\bhode(?:vu|vi)\b|\b(?:ponom|ponoam|poirukkom|poyirukkom|"
                     r"poyirukkoam)\b|\bvell(?:amu|aamu|anu|aanu|avu|aavu)\b|\bgel(?:o|ot|oy|am|aam|yo)\b|"
                     r"\bgiyechi\b|\bjaichu\b|\bgalu\b|\bgo(?:i)?silu\b|"
                     r"\b(?:court|kachehri|kachahri|adalat)\s+(?:me\s+|mein\s+|vich\s+)?ga(?:ye|e|ya)\b")

class Evidence(Protocol):
    """What the practice gives the answerer: events and the records they were read from."""

    def events(self, *, case_ids: Sequence[str] | None = None, kinds: Sequence[str] | None = None) -> list[EventBase]: ...

    def records(self, entry_ids: Sequence[int]) -> dict[int, RecordRef]: ...

    def case_records(self, case_ids: Sequence[str] | None = None) -> list[RecordRef]: ...


def renumber(text: str, book: FactBook) -> tuple[str, FactBook]:
    """The answer's citations numbered 1, 2, 3 … in the order they first appear, with a book of only those facts."""
    from tareekh.agent.factbook import CITATION, citation_numbers

    order: list[int] = []
    for m in CITATION.finditer(text):
        for n in citation_numbers(m.group(1)):
            if book.get(n) is not None and n not in order:
                order.append(n)
    new = FactBook()
    mapping = {n: new.add(book.get(n)) for n in order}

    def swap(m: re.Match[str]) -> str:
        nums = sorted({mapping[n] for n in citation_numbers(m.group(1)) if n in mapping})
        return f"[{', '.join(str(n) for n in nums)}]" if nums else m.group(0)

    return CITATION.sub(swap, text), new


def name_phrases(text: str) -> list[str]:
    """Runs of capitalised words a question types as a name ("Mr. Harinath Reddy" -> "Harinath Reddy"); not its
    first word, nor words of the court's and the lexicon's vocabulary, nor acronyms (a form's or an office's)."""
    from tareekh.agent.grounded import _NOT_NAMES
    from tareekh.agent.lexicon import SYNONYMS

    vocab = set(SYNONYMS) | {a for alts in SYNONYMS.values() for a in alts}
    out: list[str] = []
    run: list[str] = []
    for m in re.finditer(r"[\w\u0900-\u0963\u0966-\u097F'’.-]+|[^\w\u0900-\u0963\u0966-\u097F\s]", text):
        w = m.group().strip(".'’")
        before = text[: m.start()]
        at_start = m.start() == 0 or (re.search(r"[.?!:]\s*$", before) is not None
                                      and re.search(r"\b(?:mr|mrs|ms|dr|smt|sri|shri|st|no)\.\s*$", before, re.I) is None
                                      and re.search(r"(?:^|[\s.])[A-Z]\.\s*$", before) is None)  # "Dr. R. <name>": an initial
        # "Chauhan ji ne …": a first word a courtesy word follows is a name, not a capital of the sentence
        if at_start and re.match(r"\s+(?:ji|sahab|saheb|sahib|garu|gaaru)\b", text[m.end():], re.I):
            at_start = False
        titled = w.islower() and re.search(r"\b(?:adv|advocate)\.?\s+$", before, re.I) is not None  # "adv mehta"
        is_name = (len(w) >= 3 and (titled or w[0].isupper() and w[1:].islower()) and not at_start and w not in _NOT_NAMES
                   and w.lower() not in STOP and w.lower() not in vocab and w.lower() not in _COURTESY_WORDS)
        if is_name:
            run.append(w.capitalize())
        elif run:
            out.append(" ".join(run))
            run = []
    if run:
        out.append(" ".join(run))
    return out


def _original_words(text: str, lowered: list[str]) -> str:
    """Words of the question as typed ("Lok Adalat", "SLP")."""
    out = []
    for w in lowered:
        m = re.search(rf"(?:\b[a-z]{{1,3}}-)?\b{re.escape(w)}\b", text, re.I)  # "ex-gratia" whole
        out.append(m.group() if m else w)
    return " ".join(out)


def name_form(word: str) -> str:
    """A word of a name as typed, a case ending or courtesy glued on taken off ("<name>ne", "<name>ji",
    "<name>garu": agent/name_plain.py)."""
    from tareekh.agent.name_plain import _ENDING

    m = _ENDING.match(word)
    return m.group("w") if m else word


def _record_stems(rec: RecordRef) -> set[str]:
    return stems(rec.text) | {stem(w) for w in re.findall(r"[a-z]+", rec.text.lower())}


def _with_name_before(text: str, phrase: str, words: list[str]) -> list[str]:
    """A name's words with the capitalised word the question types right before them ("Ranu" of "Ranu Mal er …",
    the question's first word, which no name phrase holds)."""
    m = re.search(rf"\b([A-Z][a-z]+)\s+{re.escape(phrase)}", text)
    return [m.group(1), *words] if m else words


def _own_words(text: str, drop: set[str]) -> list[str]:
    """The question's content words as typed (for saying back what nothing was found on)."""
    return [w for w in re.findall(r"[\w\u0900-\u0963\u0966-\u0D7F'’.-]+", text) if w.lower() not in STOP and stem(w.lower()) not in drop
            and not re.fullmatch(r"[\W_]+", w)][:8]


# Verbs that are what a yes/no asks (an outcome, a filing, a payment), not auxiliaries ("come", "kar diya")
PREDICATES = frozenset({"allow", "grant", "dismi", "file", "filed", "filin", "pay", "paid", "payme", "depos", "admit",
                        "serv", "issu", "recei", "submi", "compl", "appoi", "fram", "resto", "withd", "rejec", "accep",
                        "stay", "decid", "decre", "convi", "acqui"})
# words of a judge's or counsel's title, not of their name ("Civil Judge Senior Division")
# a witness's number as any forum writes it ("PW2", "D.W.-1", "CW 3")
_WITNESS_MARK = re.compile(r"(?<![A-Za-z])" + _WITNESS_SIDE + r"\.?\s?W\.?\s?-?\s?\d{1,2}(?!\d)", re.I)
_ROLE_TITLES = {"judg", "civil", "senio", "junio", "divis", "distr", "addit", "princ", "court", "chief", "justi",
                "metro", "magis", "sessi", "presi", "membe", "famil", "speci", "couns", "advoc", "learn", "honbl"}
_JUDGE_WORDS = {"judge", "bench", "court", "presiding"}
_CLIENT_WORDS = {"client", "party"}
# "who is the opposite counsel in …", "kaun hai judge …": a role the registry holds
_WHO_ROLE = re.compile(r"\b(?:who|kaun)\s+(?:is|was|are|hai|hain|the)\s+(?:the\s+|our\s+|my\s+)?(?:opposite\s+|opposing\s+|other\s+side'?s?\s+)?"
                       r"(counsel|lawyer|advocate|vakil|judge|client)\b|"
                       r"\b(counsel|lawyer|advocate|vakil|judge|client)\s+(?:\w+\s+){0,2}?(?:kaun|evaru)\b|"
                       # "who appears for the insurer?": the other side's counsel, asked by whom they stand for
                       r"\b(?:who|kaun)\s+(?:(?:is|was)\s+)?(?:appear(?:s|ed|ing)?\s+for|represent(?:s|ed|ing)?|argu(?:es|ed|ing)\s+for)\s+(?!us\b|our\b|me\b|my\b)", re.I)
_WHICH_MATTERS = re.compile(r"\bwhich\s+(?:of\s+(?:my|our)\s+)?(?:matters|cases)\b|\bkaun\s+(?:kaun\s+)?se\s+(?:matters|cases)\b|"
                            r"\bin\s+which\s+(?:matters|cases)\b|\bhow\s+many\s+of\s+(?:my|our)\s+(?:matters|cases)\b", re.I)
# whether a matter is over, asked in any language: disposed, decided, the final order; "faisla" (Hindi, Urdu,
# Punjabi, Gujarati), "nipatara" / "nipatla" (Marathi, Hindi), "nishpatti" (Bengali, Odia, Assamese), "theerpu" /
# "tirpu" / "teerpu" (Tamil, Telugu, Kannada, Malayalam)
_DISPOSAL_ASKED = re.compile(r"\bdispos\w*|\bdecided\b|\bfinal\s+order\b|\bfaisl[ae]\b|\bnipat\w*|\bnis?h?patti\b|"
                             r"\bth?[ei]{1,2}rpu\b", re.I)
_VERDICT = re.compile(r"^\s*(?:yes|no|on record)\b", re.I)
# the outcomes of an order a question asks by their own verb ("… allow hua?", "… dismissed?")
_OUTCOMES_ASKED = frozenset({"allowed", "dismissed", "rejected", "acquitted", "convicted", "decreed"})
# an outcome the answer's first sentence says in the court's other word ("bail granted" of a petition allowed)
_OUTCOMES_ALIKE = {"allowed": "granted", "dismissed": "rejected", "rejected": "dismissed"}
_CONDITION_BEFORE = re.compile(r"\b(?:if|unless|in case|agar|yadi|jodi|pakshe)\s+(?:\w+\s+){0,2}$", re.I)


def _stating_the_act(hits: list[tuple[int, RecordRef, str]], groups: list[set[str]],
                     required: list[set[str]]) -> list[tuple[int, RecordRef, str]]:
    """The lines that hold the things asked AND the act asked of them, when some do: "did the accused admit his
    signature on the cheque?" is answered by the order's "accused admits his signature on the cheque", not by the
    defence's own note that names the cheque and the signature but no admission."""
    acts = [g for g in groups if g not in required]
    if not acts or not required:
        return hits
    stating = [h for h in hits if overlap(acts, stems(h[2]), h[2]) == len(acts)]
    return stating if stating and len(stating) < len(hits) else hits


def _says_no_record(first: str) -> bool:
    return bool(re.search(r"\bno record\b|\bnothing in your notes\b|\bnot (?:clearly )?on record\b", first, re.I))


class Composer:
    """Answers one understood question from the practice's events and records."""

    def __init__(self, q: Question, *, evidence: Evidence, registry: Any, book: FactBook, case_ids: list[str],
                 bank: Any = None, lawyer: str = "") -> None:
        self.q = q
        self.ev = evidence
        self.registry = registry
        self.book = book
        self.case_ids = case_ids
        self.bank = bank
        self.lawyer = lawyer
        self.today = q.today.isoformat()
        # asked as of a past day (agent/as_of.py): the register's next date and stage are today's, set by
        # hearings after that day, so the notes up to that day decide
        self.register_current = getattr(evidence, "day", None) is None
        self._records: dict[int, RecordRef] = {}
        self._cards: dict[str, Any] = {}
        self.one_side = False  # a count for both sides is answering one of them (agent/tally.py both_sides)

    # -- plumbing ----------------------------------------------------------------------------------------
    def card(self, cid: str):
        if cid not in self._cards:
            self._cards[cid] = card_for(self.registry, cid)
        return self._cards[cid]

    def label(self, cid: str | None) -> str:
        """'O.S. 412/2023 — Seabreeze flat' (never the id)."""
        card = self.card(cid) if cid else None
        return short_label(card.case) if card is not None else "an unregistered case"

    def record_of(self, entry_id: int | None) -> RecordRef | None:
        if entry_id is None:
            return None
        if entry_id not in self._records:
            self._records.update(self.ev.records([entry_id]))
        return self._records.get(entry_id)

    def records(self, case_ids: Sequence[str] | None) -> list[RecordRef]:
        recs = self.ev.case_records(list(case_ids) if case_ids else None)
        for r in recs:
            self._records.setdefault(r.entry_id, r)
        return recs

    def cite(self, rec: RecordRef) -> int:
        """The record's number in this turn's FactBook (a record is cited as one fact, with its source)."""
        cid = rec.case_ids[0] if rec.case_ids else None
        return self.book.add(record_fact(rec, self.card(cid) if cid else None))

    def who(self, rec: RecordRef) -> str:
        if rec.kind == "chat_day":
            return "WhatsApp chat"
        if rec.kind == "document":
            return rec.doc_kind or "document"
        if rec.kind == "general":
            return rec.doc_kind or "general note"  # a circular, a bar notice: nobody's note on a case
        if rec.is_order_sheet:
            return "order sheet"
        author = (rec.author or "").strip()
        mine = {"lawyer", "advocate", "me", "self", ""} | ({self.lawyer.split()[0].lower()} if self.lawyer.strip() else set())
        if author.split()[0].lower() in mine if author else True:
            return "your note"
        if author.lower() == "junior":
            return "your junior's note"
        return f"note by {author}"

    def line(self, rec: RecordRef, text: str | None = None, *, with_case: bool = False, order: int = 0,
             room: int = QUOTE_CHARS) -> Line:
        n = self.cite(rec)
        body = rec.text
        if text is not None:
            # a quote that ends on a question goes on to its answer; one that holds no sum, of a question asking how
            # much, takes the record's sentence that states one (agent/completes.py)
            naming = frozenset(w.lower() for ws in self.q.case_words.values() for w in ws)
            led = closed(rec.text, self._led_in(rec, with_its_reply(rec.text, text, room), room))
            if rec.doc_kind == "plan":
                led = to_line_end(rec.text, led)  # a plan's item with the rest of its line (agent/plan_items.py)
            if self.q.kind != "count":  # a count's lines are its occasions ("kinne issues"), not a sum
                led = with_sum_asked(rec.text, led, self.q.text, room, naming)
            # an order's heading (CORAM, the cause title, "Pronounced on") is no part of what it held (agent/headings.py)
            body = without_heading(led)
        # an order's quote with what it directs, not only its disposal or its heading (agent/operative.py)
        body = clean(with_operative(rec.text, body, room, doc_type=rec.doc_type, doc_kind=rec.doc_kind),
                     room + OPERATIVE_ROOM)
        where = f"{self.label(rec.case_ids[0])}, " if with_case and rec.case_ids else ""
        when = human_date(rec.date) if rec.date else "undated"
        return Line(rec.date or "", f"- {when}, {where}{self.who(rec)}: {body} [{n}]", order, rec.text)

    @staticmethod
    def _led_in(rec: RecordRef, text: str, room: int) -> str:
        """`text` (a quote of `rec`) with the sentences before it that it leans on ("Must tell them she …",
        agent/runs_on.py); an order's quote takes in nothing that would bring the order's directions in where the
        quote alone brought none (agent/operative.py): they would crowd out the line quoted."""
        led = with_what_leads_in(rec.text, text)
        if led != text and is_order(rec.doc_type, rec.doc_kind):
            def grows(t: str) -> bool:
                return with_operative(rec.text, t, room, doc_type=rec.doc_type, doc_kind=rec.doc_kind) != t
            if grows(led) and not grows(text):
                return text
        return led

    def event_line(self, e: EventBase, *, with_case: bool = False, context: int = 0) -> Line | None:
        rec = self.record_of(e.entry_id)
        if rec is None:
            return None
        text = e.text
        if context:
            text = around(rec.text, e.start, e.end, context)
        return self.line(rec, text, with_case=with_case)

    def gist(self, events: Sequence[EventBase]) -> str:
        """A few words on what happened at a hearing, from its events (for the pieces that read the composer)."""
        return _gist(list(events))

    def cites(self, events: Sequence[EventBase]) -> str:
        nums = []
        for e in events:
            rec = self.record_of(e.entry_id)
            if rec is not None:
                nums.append(self.cite(rec))
        nums = sorted(set(nums))
        return f" [{', '.join(str(n) for n in nums)}]" if nums else ""

    def scope(self) -> list[str]:
        return list(self.q.cases or self.case_ids)

    def multi(self) -> bool:
        return len(self.scope()) > 1

    # -- the answer ----------------------------------------------------------------------------------------
    def answer(self) -> str | None:
        q = self.q
        coming_day_asked(self)  # "<matter> 15 dec <words not understood>": what is due for that day (agent/due_day.py)
        # the matter asked, however it is named, before a "by when" is read of it
        script_name_matters(self)  # "ৰাভা", "ମହାନ୍ତି": a registry name typed in its script (agent/script_names.py)
        spelt_as_notes(q, lambda: self.records(None))  # a name typed in Tamil script ("வெள்ளோடி"): the notes' "Vellodi"
        matter_by_number(self)  # "<plot word> 77 appeal": the matter that writes that number so (agent/number_named.py)
        full_name_matters(self)  # "<given> <surname> …" as the notes write a witness: that person's matters
        person_matters(self)  # "X ji ne …": the matters whose notes name a person the registry lacks
        numbers_of_the_case(self)  # "<client> 138": the case's own section names it, it is no topic
        # (a thing counted, not the times a thing happened nor the orders of costs: "kitni baar cost lagi")
        if q.kind == "count" and q.cases and counted_noun(q.text) and self._count_target() == "thing" \
                and not COSTS_WORDS.search(q.text) and written_as_sum(
                    counted_noun(q.text) or "", (r.text for r in self.records(q.cases)), _stated_count):
            q.kind = "amount"  # "kitni recovery nikali?": a thing the notes write only with its sum (summed_count.py)
        # "kis court mein hai?": the matter's court and judge; "HC ke saare cases?": a forum's matters (agent/forum_asked.py)
        forum = before_whom(self) or forum_matters(self)
        if forum is not None:
            return forum.render()
        # "<matter> me io <name> ne kya bola?" of a person no record names: said back (agent/person_unnamed.py)
        unnamed = unnamed_person_said(self)
        if unnamed is not None:
            return unnamed.render()
        # "who is the investigator in <case>?": the name the notes give that role (agent/role_holder.py)
        # (a role a witness may hold too, asked by name, "commissioner name - <case>": the person appointed to it)
        holder = role_holder(self) if q.kind == "open" else role_holder(self, appointed_only=True) \
            if q.kind == "said" else None
        if holder is not None:
            return holder.render()
        if role_is_a_witness(self):
            q.kind = "said"  # "<matter> me doctor kaun?": no holder named, the matter's witness of that role is asked
        if kin_testimony(self):
            q.kind = "said"  # "<name> ke papa ki gawahi me kya aaya?": that relation's evidence (agent/kin_witness.py)
        if len(q.cases) == 1 and q.kind in ("open", "next_date", "yes_no") and BY_WHEN.search(q.typed or q.text) \
                and directed(self) is None:
            # "rejoinder kab tak?": the day the latest note gives for the thing (an order's direction answers in
            # its own turn below; work asked with its deadline, "kya karna hai, kab tak", is work pending)
            due = due_by(self)
            if due is not None:  # asked with the next date: that first (agent/due_by.py)
                return self._with_evidence(next_then_due(self, due) if q.kind == "next_date" else due)
        state = state_counsel_matters(self)  # "sarkari vakil kis kis matter me time leta hai": a role, not a name
        state = state or side_time_matters(self)  # "kin kin case me samne wale ne time liya" (agent/side_time.py)
        if state is not None:
            return state.render()
        counsel = unregistered_counsel(self)  # "adv X ka koi matter": a counsel nobody holds (agent/counsel_named.py)
        if counsel is not None:
            return counsel.render()
        nobody = unknown_person_said(self)  # "<name> vakil", "<name> J" whom nobody holds (agent/role_named.py)
        nobody = nobody or other_first_name_said(self)  # "<first> <a judge's surname> ko bail": another person
        nobody = nobody or unheld_name_said(self)  # "<first> <a surname the notes write> ko bail" (agent/name_unheld.py)
        if nobody is not None:
            return nobody.render()
        listing = antecedents(self)  # "<accused> pe pehle bhi koi case?": the other case his records name (antecedents.py)
        listing = listing or person_listing(self)  # "X ke kitne matter, status?": each matter, role, where it stands (whose_matters.py)
        listing = listing or unheld_called(self)  # "X babu ne kya kaha?" of a name nobody holds
        if listing is not None:
            return listing.render()
        judged = (list(q.cases), dict(q.case_words)) if q.judges and q.cases and not q.unknown_case \
            and all(self._before_judges(c) for c in q.cases) else None
        if not q.unknown_case:
            by_forum(self)  # "<party> fc": the matter before the forum named (agent/forum_asked.py)
            q.unknown_case = other_matter(self)  # "Nandgaon dacoity trial": a word that is not the case's own
        if not q.unknown_case:
            q.unknown_case = other_section(self)  # "her 498A case" of a case under other sections
        if not q.unknown_case:
            q.unknown_case = contradicted(self)  # "the X eviction suit - A vs B" of B's cheque case (agent/contradicts.py)
        if judged is not None and ((q.unknown_case and self._another_judge_s_words(q.unknown_case))
                                   or (not q.unknown_case and not all(self._before_judges(c) for c in q.cases))):
            # "<judge> <act> ki bail appeal": the judge named says which matter — the one before them the question
            # calls by its own words; a word naming another judge's matter says what this one is about
            q.cases, q.case_words, q.unknown_case = judged[0], judged[1], None
        sort = unheld_sort(self)  # "<person>'s DV case" of cases of other sorts (agent/sort_asked.py)
        if sort is not None:
            return sort.render()
        if q.unknown_case and not q.cases and (_span_listing_asked(q.text, q.today, q.unknown_case)
                                               or WHICH_MATTERS.search(q.unknown_case)
                                               or WHICH_MATTERS_AFTER.search(q.text)):
            # "<thing> ethokke case il", "kaunse cases": the matters are asked; no case's name holds "which cases"
            q.unknown_case = None  # "ee vaaram ethokke case?": the days to come and their matters, no matter's name
        if q.unknown_case:
            asked_back = described(self)  # "the godown matter": the case whose own words those are (agent/described.py)
            if asked_back is not None:
                return asked_back.render()
        if q.unknown_case:
            general = from_general_notes(self, q.unknown_case)  # another lawyer's matter, noted under no case
            if general is not None:
                return general.render()
            said = as_typed(q.unknown_case, q.text, q.typed)  # as typed, never a respelt word (agent/as_typed.py)
            return (f"No such case: there is no case called '{said}' in your registry, so there is no "
                    "record of it in your notes. If it is kept under another name, ask with a party's name or the case "
                    "number; or add the case first.")
        if q.unknown_judge and q.unknown_judge.isalpha() and (any(
                re.search(rf"\b{re.escape(q.unknown_judge)}\b", r.text, re.I) for r in self.records(None))
                or variants(q.unknown_judge.lower(), _practice_words(self).records) != {q.unknown_judge.lower()}):
            q.unknown_judge = None  # "X sir ke liye proxy": a person the notes name, though the registry does not
            # (typed a letter off or heard alike, "<surname> J" with a vowel dropped: a spelling of theirs, spelling.py)
        if q.unknown_judge:
            out = (f"No such judge: there is no judge called '{q.unknown_judge}' in your registry, nor a person of "
                   "that name in your records, so there is no record of it in your notes.")
            for cid in q.cases[:3]:
                card = self.card(cid)
                if card is not None and card.judge is not None:
                    out += f" {self.label(cid)} is before {card.judge.short or card.judge.name}."
            return out
        # "<matter> me psychologist ki report aayi?": a thing no record of the practice writes (agent/never_written.py)
        unwritten_thing = never_written(self)
        if unwritten_thing is not None:
            return unwritten_thing.render()
        # "<order> ke khilaf second appeal / SLP / writ appeal file ki?" of a remedy no record writes: never the
        # order challenged read as its record (agent/challenge_absent.py)
        challenge = challenge_absent(self)
        if challenge is not None:
            return challenge.render()
        # "X petition eppozha next vekkunne": the kind its known words ask, the rest being words of its language
        q.kind = kind_without_framing(self) or q.kind
        # "X evidence-an kitem sanglem?", "X ki bollo?": a verb of saying of any language asks what was said
        if q.kind == "yes_no" and said_asked(q.text, q.kind) == "said":
            # "<matter> enquiry fair-nu sonnaangala?", "… valid mhanla ka?": whether the court said so, over a record
            # that held the opposite, is its No in the record's words (agent/quality_denied.py)
            denied = quality_denied(self, q.topics)
            if denied:
                return Draft(denied).render()
        q.kind = said_asked(q.text, q.kind) or q.kind
        if q.kind == "count" and role_asked(q.text) and said_asked(q.text, "open"):
            q.kind = "said"  # "<matter> doctor evlo percent sonnaar?": the figure in a witness's account, no count
        if q.kind == "last_time" and q.judges and (said_asked(q.text, "open") or (not q.cases and asks_asking(q.text))):
            # "<judge> magil tarikh la kay mhanalya?": the judge's words at the last hearing (judge_said.py); "<judge>
            # last time enthu chodiche?" of no matter named: what the judge asked, from the judge's own hearings
            q.kind = "said"
        if q.kind == "judge_habit" and q.judges and len(q.cases) == 1 and final_asked(q.typed or q.text):
            q.kind = "said"  # "<judge> ne <matter> me aakhir kya kaha?": the order deciding it, no habit (final_said.py)
        q.kind = argued_asked(q.text, q.kind) or q.kind  # "X ki argue korlo?": what they argued then (agent/argued.py)
        if q.kind in ("pattern", "open", "yes_no") and addressed_counsel(self):
            q.kind = "said"  # "madam ne <counsel> ko kya sunaya?": what the judge said to them (agent/judge_said.py)
        # what a counsel or judge asked for, a witness's cross sittings, a day's list, the work due before a day
        # "is it still pending?", "matter khatam ho gaya?": the matter's outcome or next date (agent/still_pending.py)
        # "which matters did a witness not come in?": every matter's no-shows, not the first (agent/no_shows.py)
        # "bail conditions?", "her claims?", "the report's findings?": the papers' facts of that kind, in whatever
        # words the papers write them, before a yes read from the order or work read as due (agent/paper_facts.py)
        # "kyu mana kiya?", "why was it rejected?": the reason the matter's paper gives (agent/why_asked.py)
        # "kaun kaun gawah aaye?", "which witnesses deposed?": every witness examined, by name (agent/witnesses_heard.py)
        # "<name> ni anticipatory bail kyare file kari?" of a matter whose records write a bail, never an anticipatory
        # one: the qualifier asked is the premise, read before any line of the bare head is (agent/compound_absent.py)
        premise = compound_absent(self)
        # "<thing> file chesara? emi rasaru?": a step asked before what followed it is read first (thing_absent.py)
        premise = premise or step_first(self) or ordinal_part(self)  # "… koise? second <thing> aha?" (ordinal_absent.py)
        if premise is not None:
            return premise.render()
        facts = witnesses_heard(self) or why_asked(self) or paper_facts(self)
        if facts is not None:
            return facts.render()
        early = no_show_matters(self) or settle_matters(self) or reserved_matters(self) or disposed_matters(self) or judgment_of_case(self)  # settling or its forum, every matter (settle_matters.py)
        early = early or author_list(self)  # "<clerk> ne is hafte ki list di thi": that list (agent/author_plan.py)
        # "<matter> kaise khatam hua?", "how did it end?": the order that disposed of it, with its terms (ended_how.py)
        early = early or ended_how(self)
        early = early or still_pending(self) or listed_day(self) or asked_for(self) or cross_sittings(self) or listed_matters(self) or due_before(self)
        early = early or day_listed(self)  # "Friday?", "4 tarikh ko kya hai?" in any language (agent/half_read.py)
        early = early or listed_between(self)  # every listing of a month or week to come (agent/docket.py)
        early = early or reason_matters(self)  # time sought for one kind of reason, across matters (agent/reasons.py)
        early = early or defence_kept(self)  # "<side> ka defence har baar wahi?": its stand, day by day (defence_kept.py)
        early = early or away_pleas(self)  # "<party> peshi pe na aane ka kya bahana?": days stayed away (agent/away_pleas.py)
        # "<party> wala WS dene me kitna latkaya?": a thing put off, named, is the times time was sought for it and
        # the day it came (agent/delay_asked.py), before the side's every plea
        early = early or (delay_asked(self) if q.kind == "count" else None)
        early = early or side_excuses(self)  # "PP har baar kya bahana deta hai?": a side by its role (agent/side_excuses.py)
        early = early or excuses_across(self)  # "what excuse does the State always give?" (agent/reasons.py)
        early = early or who_adjourns(self)  # "<matter> me adjournment zyada kaun leta hai?" (agent/who_adjourns.py)
        # costs across matters before a period's sentences: the costs events hold each order's amount and side
        # "in which matters is the money still unpaid despite the order?" (agent/unpaid_across.py)
        early = early or day_digest(self) or unpaid_across(self) or costs_matters(self) or period_thing(self) \
            or warrants_followed(self)  # across matters (agent/digest.py)
        early = early or pays_regularly(self)  # "does he pay the rent on time?": every day of its money (pays_regularly.py)
        if early is not None:
            return early.render()
        absences = witness_absences(self)  # "CW2 kitni baar absent?": each absence, what followed (agent/absences.py)
        if absences is not None:
            return closed_first(self, self._with_evidence(with_next_date(self, absences)))
        spanning = spanning_answer(self)  # counts and lists across matters or hearings (agent/across.py)
        if spanning is not None:
            return with_reaction(self, spanning).render()
        unheld = self._unheld_name()
        if unheld:
            return f"Nothing in your notes on {unheld}: no record, note, order sheet, document or chat names them."
        # "zamanat mil gayi?", "stay mila?": yes or no first from the court's orders (agent/outcome_asked.py)
        kin_witness(self)  # "X de papa di gawahi?": the witness the notes write as that party's father (witness_role.py)
        # "is the stay still on?": the newest record that continues or ends it (agent/in_force.py)
        # "filed in 2024?": the day a paper gives for the act, against the year asked (agent/dated_premise.py)
        # "bail cancel karne ki arzi lagi thi?" of a bail no record says was moved against (agent/act_absent.py)
        # "samjhauta mann lya?": the newest line telling an offer's fate (agent/offer_taken.py)
        unwritten = offer_taken(self) or act_absent(self)
        if unwritten is not None:
            return unwritten.render()
        fate = request_fate(self)  # "amendment wali application ka kya hua?": the line deciding it (request_fate.py)
        if fate is not None:
            return fate.render()
        decided = still_in_force(self) or dated_premise(self) or outcome_yes_no(self) or won_yes_no(self) \
            or stage_done(self)  # "DW2 cross aindaa?" (agent/stage_done.py)
        if decided is not None:
            return closed_first(self, self._with_evidence(with_next_date(self, decided)))
        listed = listed_witnesses(self)  # "how many witnesses in the charge sheet": the document's own list
        if listed is not None:
            return listed.render()
        if q.kind == "count" and len(q.cases) == 1:
            # "no. of dates till the order": the hearing days, before a paper's "Date of order" field is read
            # (the dates a party stayed away, "<party> kitni tarikh pe gayab raha", before every date: party_away.py)
            days = party_away(self, q.cases) or hearing_count(self, q.cases, listed=self._count_target() == "hearing")
            if days is not None:
                return days.render()
        # "surveyor?" typed in court: a listed matter's notes before another matter's paper (agent/bare_listed.py)
        # "the survey record kya dikhata hai": what a paper holds, not one of its labelled values, when asked so
        fielded = paper_contents(self) if contents_asked(q.text) else None
        # "bainame ka registration kramank": a paper's labelled value
        fielded = fielded or listed_bare(self, field_answer(self))
        if fielded is None:
            fielded = paper_contents(self)  # "WS lo em undi": the note that describes the paper (agent/contents.py)
        if fielded is not None:
            return fielded.render()
        # "how many defence witnesses": the side is read from the witnesses' letters (DW), not from a word of the notes
        witnesses = q.kind == "count" and self._count_target() == "witness"
        # "the revision" of a C.R.P. names the case, it is not a thing asked of it (agent/naming.py)
        kinds = {s for cid in self.scope() for w in kind_words(self, cid, self.q.text) for s in stems(w)}
        absent = [] if witnesses else absent_things(self.q, self.records(None), name_stems=self._name_stems() | kinds,
                                                    anchor_stems=self._anchor_stems())
        if absent and len(self.q.cases) == 1:
            # "O.S. 55/2023 filed for …" in another matter's record names the case: what it says is the case's too
            from tareekh.agent.lexicon import mentions

            named = " ".join(t for _, t in sentences_naming(self, self.q.cases, with_sums=False))
            absent = [w for w in absent if not (named and mentions(w, named))]
        if absent:
            where = " and ".join(self.label(c) for c in self.q.cases[:2])
            return (f"Nothing in your notes in {where} on {_original_words(self.q.text, absent)}: no record of it, none of "
                    "its records mentions it.")
        unknown_thing = getattr(self, "unknown_thing", None)
        if unknown_thing and len(q.cases) == 1:
            # "X fridge <word> how much", no paper labelling a value by the word: which of the case's sums the word
            # names, the reader cannot tell
            # (unless it asks what was paid of a total or what is left: the payments say which sum is which)
            sums = (payments_against(self) if q.kind not in ("yes_no", "count") else None) or \
                self._sums_written(q.cases[0], unknown_thing, unwritten=_asked_thing(q) or unknown_thing)
            if sums is not None:
                return sums.render()
        # "kab reject hui" where no line says it was: said plainly, not guessed; "jail se bahar aaya?" (agent/released.py)
        # "did the court refer it?" where no line states that act of that actor (agent/unstated.py)
        # "when did the report come?" where the notes only record it sought and refused, or threatened (agent/never_done.py)
        # "319 ki arzi lagayi thi?" where no record of the case holds the section (agent/unheld_section.py)
        # "NBW issued?" where the notes hold only a bailable warrant: the qualifier is the premise (agent/qualified.py)
        box = witness_yes_no(self)  # "did <witness> identify the accused?": their examination's own sentence
        box = box or side_witnesses(self)  # "insurer ki taraf se gawah kaun?": that side's witnesses (agent/side_witnesses.py)
        box = box or who_deposed(self)  # "who from the bank deposed?": the witness so described (agent/who_deposed.py)
        if box is not None:
            return box.render()
        presumed = unheld_section(self) or unstated_act(self) or qualified_absent(self) or compound_absent(self) \
            or ordinal_absent(self) or presupposed(self) \
            or never_done(self) or released(self) or thing_absent(self)
        if presumed is not None and brief_asked(self) and (
                asks_brief(presumed.first.replace(self.label(q.cases[0]), " "))
                or re.search(r"\bbrief\b", presumed.first, re.I)):
            # "X case onnu brief cheyyamo, order-inu munpu": the briefing's own word read as a thing's name ("a brief
            # cheyyamo order"): a briefing asked, not a thing said to be missing
            presumed = None
        if presumed is not None:
            return presumed.render()
        if q.kind in ("open", "last_time") and offers_yes_or_no(q.typed or q.text) and len(q.cases) == 1:
            q.kind = "yes_no"  # "X ka status kya - file hui ki nahi?": the yes or no offered is what is asked (or_not.py)
        # ("amader <court> matter-e always ki chay": "our matters" there say where; "always" asks the judge's ways)
        if q.judges and not q.counsel and q.kind in ("judge_habit", "open") and which_matters_asked(q.typed or q.text) \
                and not (q.kind == "judge_habit" and asks_ways(q.typed or q.text)) \
                and (not q.cases or set(q.cases) <= set(matters_before(self, q.judges))):
            q.kind = "pending"  # "<judge> ki court me mera kaunsa matter hai": the matters before them (before_judge.py)
            q.cases = []  # a matter found only as one before that judge is one of those asked, not the one asked
        if q.judges and not q.counsel and not q.cases and q.kind == "last_time" and status_asked(q.typed or q.text) \
                and matters_before(self, q.judges):
            q.kind = "pending"  # "<judge> ke yahan kya chal raha?": where things stand there is each matter before them
        handler = {
            "open": self.open,
            "who": self.who_sought,
            "next_date": self.next_date, "last_time": self.last_time, "count": self.count, "yes_no": self.yes_no,
            "said": self.said, "judge_habit": self.judge_habit, "pending": self.pending, "amount": self.amount,
            "pattern": self.pattern,
        }.get(q.kind)
        # "X case da poora haal?", "quick brief on X - both her matters": a briefing, whatever kind its words made
        briefing = (q.kind in ("open", "yes_no") and self._brief_only()) or brief_asked(self)  # "brief kar do"
        # "need status of X - filed or not?": the yes or no offered is asked first (agent/or_not.py)
        briefing = briefing and not (q.kind == "yes_no" and offers_yes_or_no(q.typed or q.text))
        # "what is X about?", "X dheni gurinchi?": of one case, in any language, its story and where it stands
        briefing = briefing or (len(q.cases) == 1 and q.kind in ("open", "yes_no", "last_time") and self._about_only())
        draft = (self._briefing() if briefing else None) or self._registry_who()
        if draft is None:
            draft = dates_lost(self)  # "why do the dates keep going waste in X?": each day put off, and why
        if draft is None:
            draft = stage_matters(self)  # "kin case me abhi gawahi chal rahi hai": the matters at that stage now
        if draft is None:
            draft = closed_stage_matters(self)  # "evidence close aana matters ellam": each matter's latest word on it
        if draft is None:
            draft = named_matters(self) or matters_where(self)  # "which matters is X in", "the matters where …"
        if draft is None:
            draft = event_matters(self) or matters_on_day(self) or stated_matters(self)  # "in which cases was an undertaking recorded?"
        if draft is None:
            # the judgment a note says was cited; what came after an event; what an order directs, by when, if not
            draft = cited(self) or came_after(self) or directed(self)
            if draft is None or "says nothing of what follows" in draft.first:
                # "DW2 na aaye to kya hoga?": the order's own warning of what follows a default (agent/default_asked.py)
                draft = default_said(self) or draft
            draft = limit_given(self, draft) or draft  # "koi samay seema di hai?": "Yes —" (agent/limit_given.py)
        if draft is None and q.kind in ("open", "pattern", "judge_habit", "yes_no"):
            draft = examination(self)  # "how did PW2 do in cross?"
        if draft is None and q.kind in ("pattern", "judge_habit"):
            draft = party_away(self, q.cases)  # "<party> court ki vastunnada? pattern?": the days it stayed away
        if draft is None and q.kind in ("open", "yes_no", "next_date", "last_time"):
            draft = witness_dates(self)  # "PW2 wali date kehdi hai?": each day of the witness (agent/witness.py)
        if draft is None:
            draft = earliest(self)  # "shuru mein", "the first time": the earliest record that holds the things
        if draft is None:
            draft = restrained(self)  # "can the plot be sold meanwhile?": the undertaking or order that forbids it
        if draft is None:
            draft = ex_parte_asked(self)  # "did the owner appear?": the lines that set a party ex parte
        if draft is None:
            draft = each_yes_no(self)  # "counter vesinda? mana reply file ayyinda?": both answered
        if draft is None:
            draft = vehicle_number(self)  # "truck ka number?": a vehicle's registration, as the records write it
        if draft is None and q.kind == "amount":
            draft = office_fee(self)  # "commission nu ethra koduthu": the sums the records tie to that office (office_fee.py)
        if draft is None and whether_and_how_much(q.text):
            # "<thing> bharle ka? kiti?", "paisa diya? kitna?": whether it was paid, and how much — the line that writes
            # the step with its sum answers both, not a sum ordered or owed (agent/step_written.py)
            draft = step_written(self, "", asked_too=(q.kind,)) or paid_in_full(self, whether=True)
        if draft is None and q.kind == "amount":
            # "maintenance kitna order hua?" of a matter no record of which writes one: not on record (sum_asked.py)
            draft = sum_unwritten(self, self.scope(), q.text)
            draft = draft or first_payment(self)  # "pehli kisht kitni thi?": the earliest sum paid (agent/payments.py)
        if draft is None and q.kind not in ("yes_no", "count"):
            draft = payments_against(self)  # "kitna diya, kitna baaki": what was paid against an amount owed
            draft = draft or balance_due(self)  # "kitna baaki reh gaya": the newest balance a record states
        if draft is None and q.kind == "yes_no":
            draft = instalment_kept(self)  # "pehli kisht time pe di?": the instalment's due day beside its payment
            # "poora arrears jama kiya?": the sum ordered beside the payments after it (agent/paid_in_full.py)
            draft = draft or paid_in_full(self)
        if draft is None and q.kind == "open":
            draft = listed_items(self)  # "kya kya maal liya": the rows of the invoice
        if draft is None and q.kind == "amount":
            draft = measured(self, None)  # "doori kitni hai", "area kitna": a figure in the dimension's unit
        if draft is None and q.kind == "amount":
            # "order mein kitna mila": the sums the order awards (several values asked are quoted_value's);
            # "dawaiyon aur implant ka kitna": each item's line of the bill
            draft = awarded(self, several=len(value_parts(q.text)) > 1) or sum_of_thing(self) or item_amounts(self) \
                or price_paid(self)  # "gaddi kinne di si": the deal's sum (agent/price_paid.py)
        if draft is None and (q.kind in VALUE_FIRST or (q.kind == "amount" and len(value_parts(q.text)) > 1)
                              or _each_when(q)):
            draft = quoted_value(self)  # "FIR kitne baje darj hui?": the value written beside the thing
        if draft is None and handler is not None:
            draft = handler()
        if draft is None and q.kind == "amount" and len(q.cases) == 1:
            # "<party> <case> … suit amount": no sentence with a sum writes a word of the question; the sums the
            # matter's records write, each with its line, state the facts — not the matter's last hearing
            thing = _asked_thing(q)
            draft = self._sums_written(q.cases[0], thing or "amount", unwritten=thing)
        if q.kind == "yes_no":
            # "did he pay by the November date?": the newest record of paying, owing or missing (agent/paid_by_then.py)
            draft = paid_by_then(self, draft) or draft
            # "baakee clear chesada leda?": no period, no line of its words — the matter's newest payment (agent/paid_asked.py)
            draft = paid_asked(self, draft) or draft
            draft = sum_beside_yes(self, draft) or draft  # "Yes — DD deposited [1]; Rs. 2,50,000 was due — …"
            draft = what_followed(self, draft)  # "No — not filed": the costs or the appearance ordered for it
            draft = step_granted_when(self, draft) or draft  # "… granted? on what date?": the granting order's day
        if draft is None and q.kind in VALUE_AFTER:
            draft = quoted_value(self)
        if (draft is None or draft.first.startswith("No record")) and nothing_else_asked(self):
            q.kind = "last_time"  # "<name> no case kya <unknown verb>?": where it stands (agent/half_known.py)
            draft = self.last_time() or draft
        # "did he finally pay?": a later record stating the sum paid, over an order or an older "not paid" (done_later.py)
        draft = done_later(self, draft) or draft
        draft = step_after(self, draft) or draft  # "bhara jama diyeche?": the line that writes it (step_written.py)
        draft = part_paid_beside_no(self, draft) or draft  # "No — <balance unpaid>. Paid before it: <sum, day>"
        draft = yes_before_paid(self, draft) or draft  # "… jama kiya? kitna?": "Yes — paid: <sum, day>" (paid_yes.py)
        # a closed case says so first (agent/closed_cases.py)
        draft = with_next_date(self, draft)  # a yes/no, then what the matter waits for (agent/whats_next.py)
        draft = status_when_unread(self, draft)  # a guessed kind that found nothing: the case's status (agent/half_read.py)
        # "when does the tribunal sit?": the weekday and hour its hearings fall on, before them (agent/sitting_days.py)
        return sittings_first(q.text, closed_first(self, self._with_evidence(with_reaction(self, draft))))

    def _registry_which(self) -> Draft | None:
        """'Which of my matters is Sri X in / before Y J?': the registry's cases of that counsel or judge."""
        if not _WHICH_MATTERS.search(self.q.text) or not (self.q.counsel or self.q.judges):
            return None
        try:
            cases = self.registry.list_cases()
        except Exception:  # noqa: BLE001 - no registry, no list
            return None
        parts = []
        for kind, ids, attr in (("counsel", self.q.counsel, "counsel_id"), ("judge", self.q.judges, "judge_id")):
            for pid in ids:
                mine = [c for c in cases if getattr(c, attr, None) == pid]
                try:
                    person = self.registry.get_counsel(pid) if kind == "counsel" else self.registry.get_judge(pid)
                except Exception:  # noqa: BLE001 - a person the registry no longer has is named by role
                    person = None
                name = getattr(person, "name", None) or ("Their counsel" if kind == "counsel" else "The judge")
                if mine:
                    where = "appears against you in" if kind == "counsel" else "hears"
                    parts.append(f"{name} {where} {number_word(len(mine)).lower()} of your matters: "
                                 f"{_join([short_label(c) for c in mine])}")
        return Draft("; ".join(parts) + " (from your registry).") if parts else None

    def _registry_who(self) -> Draft | None:
        """'Who is the other side's counsel / the judge / our client in X?': the registry knows, the notes support."""
        which = self._registry_which()
        if which is not None:
            return which
        m = _WHO_ROLE.search(self.q.text)
        if m is None or not self.q.cases:
            return None
        role = (m.group(1) or m.group(2) or "counsel").lower()
        parts = []
        for cid in self.q.cases[:2]:
            card = self.card(cid)
            if card is None:
                continue
            person = (card.judge if role in _JUDGE_WORDS else card.client if role in _CLIENT_WORDS else card.counsel)
            if person is None:
                continue
            name = getattr(person, "name", "")
            what = "the judge" if role in _JUDGE_WORDS else "the client" if role in _CLIENT_WORDS else \
                "counsel for the other side"
            parts.append(f"In {self.label(cid)}, {what} is {name}")
        return Draft("; ".join(parts) + " (from your registry).") if parts else None

    # -- the evidence a plain reading finds, and whether the first sentence stands on it ---------------------
    def _with_evidence(self, draft: Draft | None) -> str | None:
        """The template's answer with the closest lines beside it; quoting alone when its first sentence is not
        grounded; 'nothing' when no line holds the question's own words."""
        near = self._closest()
        known = framing_dropped(self, required(content_groups(self.q, self._name_stems())))
        near = papers_first(near, known, self.q.cases, 0)  # "the reply kitem mhunlam": the paper so named, from its body
        hits = near[:MAX_HITS]
        unheld = None  # the template's "no record", kept should the plain reading find no line that says anything
        if draft is not None and _says_no_record(draft.first) and not CITATION.search(draft.first):
            unheld = draft
            # a question in words the reader does not know: its kind is a guess, the nearest lines are shown
            # (a weak line that says the very thing asked done, "release hua", is a yes: agent/status_asked.py)
            if not hits or (not self._strong(hits) and self.q.kind_read and not names_a_held_paper(
                    near, known, self.q.cases) and not status_first(self, hits).startswith("Yes")):
                # before "no record": the record of the matter that holds the question's rarest words, quoted as the
                # nearest the notes come; the first sentence still says no record of it as asked (agent/nearest.py)
                return (nearest_said(self, draft, getattr(self, "_unheld_groups", None)) or draft).render()
            draft = None  # the template found nothing, a plain reading did: show what it found
            hits = papers_first(near, known, self.q.cases, MAX_HITS)[:MAX_HITS]  # the paper named, among them
        if draft is not None and not self._grounded(draft, near):
            draft = None
        quoted = [self.line(h.rec, " … ".join(h.sentences), with_case=self._name_case(h.rec), order=-1)
                  for h in hits]
        if draft is None:
            # a weak line (one word of several in common) is still quoted: questions typed in Hinglish or Telugu
            # carry words no note holds, and holding them to half their words said "nothing" to real questions
            if not hits or unheld_first_name(self):  # "<unknown first name> <a judge's surname>": no one held
                return self._nothing()
            # a yes/no no answerer read: the newest record on the thing, with the verdict it supports (status_asked.py)
            # ("… released?" of a thing no line says was: said plainly, agent/unknown_words.py)
            first = said_plainly(self, status_first(self, hits))
            first = unheld_first(self, first)  # "… HC me writ lagayi?" of a matter that writes no writ (thing_unheld.py)
            # lines each holding one word of several asked: "not on record" said first (agent/unheld_together.py)
            first = first or unheld_together(self, hits, known, self._asked_about())
            if not first and unheld is not None:
                # no dated line of the matter says it happened (a plaint's prayer for a decree is no decree): the
                # template's "no record" stands first, the lines the plain reading found shown under it
                unheld.closest = quoted
                return unheld.render()
            # no verdict and no "not on record": the best line found opens the answer (agent/nearest_first.py)
            return Draft(first or nearest_first(self, hits), [], quoted).render()
        draft.closest = quoted
        return draft.render()

    def _closest(self) -> list[Hit]:
        """The records a plain reading of the question's own words finds, within its anchors, best first."""
        roles = self._roles()
        drop = self._name_stems()
        if self.q.kind == "said":
            # "what did the client say": the speaker's name is what the line must hold, not a word naming the case
            typed = {x for ws in self.q.case_words.values() for w in ws for x in stems(w)}
            drop = drop - set().union(typed, *roles.values())
        return closest(self.q, self.records(None), name_stems=drop, anchor_stems=self._anchor_stems(),
                       limit=GROUNDING_HITS, roles=roles)

    def _asked_about(self) -> str:
        """The things the question asks about, as typed, for saying back what nothing was found on."""
        thing = thing_asked(self)  # "<case> me <two words> kab hua": those words (agent/unknown_words.py)
        if thing:
            return _short(" ".join(thing), 60)
        own = _own_words(self.q.text, self._name_stems())
        # "… rejoinder kab tak jana hai? kaun karega": the verbs of the question's language no record writes are not
        # what the notes lack; the thing asked is
        things = [w for w in own if not practice_framing(self, w.lower()) or is_english(w.lower())]
        return _short(" ".join(things or own), 60)

    def _nothing(self) -> str | None:
        """'Nothing in your notes on …' when the question names things no record within its anchors holds."""
        groups = required(content_groups(self.q, self._name_stems()))
        if not groups:
            return None  # nothing but a case or a person named: the general answerer reads the case
        # "full brief dao", "the January date - he is asking": words of its language, not things asked ("ration
        # card kab jama hua" asks a thing, though no record holds it)
        dated = self.q.on or self.q.since or self.q.until
        if (asks_brief(self.q.text) or dated) and not framing_dropped(self, groups):
            brief = self._briefing() if len(self.q.cases) == 1 else None
            return brief.render() if brief is not None else None
        if len(self.q.cases) == 1 and (only_unknown_words(self, groups) or asking_verb_only(self, groups)
                                       or nothing_known_asked(self, groups)):  # (agent/unknown_words.py)
            # "X case-il sthiram entha cheyyunne": several words of a language the reader does not know, none a
            # name or a word of the law, none the records hold as a topic: a sentence of the question's own
            # language, not several things each absent from the notes (one such word is still said back)
            brief = self._briefing()
            return brief.render() if brief is not None else None
        about = self._asked_about()
        if about and granted_in_orders(self, about):
            return None  # "interim order" asked, "status quo … maintained" written: an order read as one (outcome_asked.py)
        where = f" in {self.label(self.q.cases[0])}" if len(self.q.cases) == 1 else ""
        return f"Nothing in your notes{where} on {about}: no record of it." if about else NOTHING

    def _name_case(self, rec: RecordRef) -> bool:
        scope = self.scope()
        return len(scope) != 1 or not rec.case_ids or rec.case_ids[0] != scope[0]

    def _unheld_name(self) -> str | None:
        """A name the question types (capitalised words, not its first) that no record of the practice holds and
        the registry does not know: said back rather than answered from what other notes say."""
        from tareekh.agent.question import NameIndex
        from tareekh.agent.tongues import role

        phrases = name_phrases(self.q.text)
        if not phrases:
            return None
        index = NameIndex(self.registry)
        records = self.records(None)
        for phrase in phrases:
            # a case ending or postposition glued on by a hyphen ("Adalath-il", "Adalath-mein") is no part of a name
            bare = re.sub(r"-([a-z]+)\b", lambda m: "" if role(m.group(1)) is not None else m.group(0), phrase)
            words_ = [w for w in re.findall(r"[A-Za-z]+", bare) if len(w) >= 3]
            # a name of several words is the registry's when one person or case holds them all; its words known
            # apart ("<given name of a judge> <surname of a counsel>") name someone else, asked of the notes below
            if not words_ or (index.holds_whole([w.lower() for w in words_]) if len(words_) > 1
                              else index.is_known_word(words_[0].lower())):
                continue
            # a name's stem is its first five letters only (one name of any other that begins so): a word of a name
            # is matched whole, or with the case ending or courtesy glued on taken off ("<name>ne", "<name>ji"), as
            # the spellings below match it
            wanted = {name_form(w.lower()) for w in words_}
            held = [_record_stems(r) | {name_form(x) for x in re.findall(r"[a-z]+", r.text.lower())} for r in records]
            if any(wanted <= h for h in held):
                continue
            # "Parmod" is the Pramod the records name: the whole words compared, a stem is too short to tell
            typed = [set(re.findall(r"[a-z]+", r.text.lower())) for r in records]
            vocabulary = set().union(*typed) if typed else set()
            spellings = [variants(w.lower(), vocabulary) for w in words_]
            holder = next((t for t in typed if all(sp & t for sp in spellings)), None)
            if holder is None and any(name_heard(_with_name_before(self.q.text, phrase, words_), r.text)
                                      for r in records if not r.text.isascii()):
                continue  # "Ranu Mal" typed, "রানু মাল" written: the record in a script holds the name (closest.py)
            if holder is None:
                return phrase
            for w, sp in zip(words_, spellings):  # the rest of the answer reads the name as the records spell it
                if w.lower() not in holder:
                    spelt = sorted(sp & holder)[0]
                    self.q.text = re.sub(rf"\b{re.escape(w)}\b", spelt.capitalize(), self.q.text)
        return None

    def _roles(self) -> dict[str, set[str]]:
        """The client, the other side's counsel and the judge of the question's cases by name: a note naming them
        is a note about 'the client', 'the counsel', 'the judge'."""
        roles: dict[str, set[str]] = {}
        for cid in self.q.cases:
            card = self.card(cid)
            if card is None:
                continue
            for role, person in (("clien", card.client), ("couns", card.counsel), ("judg", card.judge)):
                if person is not None:
                    names = {x for x in stems(re.sub(r"\([^)]*\)", " ", person.name)) if len(x) >= 4 and x not in STOP}
                    roles.setdefault(role, set()).update(names - _ROLE_TITLES)
        return {k: v for k, v in roles.items() if v}

    def _anchor_stems(self) -> set[str]:
        """Words that tie a record filed under no case to the question's cases: its client's and parties' names."""
        out: set[str] = set()
        for cid in self.q.cases:
            card = self.card(cid)
            if card is None:
                continue
            names = [p.name for p in getattr(card.case, "parties", []) or []]
            if card.client is not None:
                names.append(card.client.name)
            for name in names:
                out |= {x for x in stems(name) if len(x) >= 4 and x not in STOP}
        for w in self.q.case_words.values():
            out |= {x for word in w for x in stems(word) if len(x) >= 4}
        return out

    def _strong(self, hits: list[Hit]) -> bool:
        """The best record holds at least half of the question's things (not just one word of several), and one line
        of it holds at least half of the things the notes write or English names.

        The line is judged alone too: "FSL report not received … or commission?" holds "report" in one sentence and a
        word cut to the same stem as "commissioner" in another, and is no line about an advocate commissioner's
        report. (A word of the question's own language no record of the matter writes, "mugitha", "vanno", is how it
        is asked, not a thing a line must hold.)"""
        groups = required(content_groups(self.q, self._name_stems()))
        if not groups:
            return False
        best = hits[0]
        st = set().union(*(stems(t) for t in best.sentences))
        if overlap(groups, st, " ".join(best.sentences)) * 2 < len(groups):
            return False
        if self.q.cases:
            held = set().union(*(stems(r.text) for r in self.records(self.q.cases)))
            typed = words(self.q.text)
            groups = [g for g in groups if g & held or any(is_english(t) for t in typed if stem(t) in g)] or groups
        return any(overlap(groups, stems(t), t) * 2 >= len(groups) for t in best.sentences)

    def _grounded(self, draft: Draft, near: list[Hit]) -> bool:
        """A verdict, an amount or a 'who' read out of one record stands only when a plain reading of the
        question's own words also finds that record among the closest (else the template misread the question).
        Gathered answers (counts, dates, habits) are not held to it: their kind's words ("how many times",
        "last date") are not the words of any one record."""
        from tareekh.agent.factbook import citation_numbers

        nums = [n for m in CITATION.finditer(draft.first) for n in citation_numbers(m.group(1))]
        if not nums or draft.gathered:
            return True  # from the registry (a next date, a case's bench), or a count of nothing
        entry_ids = set()
        for n in nums:
            fact = self.book.get(n)
            if fact is not None and fact.metadata.get("entry_id"):
                entry_ids.add(int(fact.metadata["entry_id"]))
        if _each_when(self.q) and len(entry_ids) > 1:
            return True  # "notice kab mila aur complaint kab file hui": each date read from its own record
        if self.q.kind == "yes_no" and self._outcome_of_the_verb(entry_ids, draft.first):
            return True  # "… allow aaytha?": the order's outcome the rules read is the very verb asked, and quoted
        if self.q.kind == "yes_no" and grant_quoted(self, entry_ids, draft.first):
            return True  # "bail mili?" — "… be released on bail …": the order granting it, quoted (order_granted.py)
        if self.q.kind in READ_FROM_ONE and near and not entry_ids & {h.rec.entry_id for h in near} \
                and not (self.q.kind == "amount" and (self._holds_every_word(entry_ids)
                                                      or self._nothing_else_to_hold(entry_ids)
                                                      or self._heard_in_its_script(entry_ids)
                                                      or self._writes_out_the_short_asked(draft, entry_ids)
                                                      or self._holds_the_money_asked(entry_ids)
                                                      or self._writes_the_kind_asked(entry_ids)
                                                      or self._states_the_role_asked(draft, entry_ids))):
            # (a sum read from a paper that holds every word asked — the party's name in its heading, the thing
            # in the sentence with the sum — stands, though notes naming the party more often rank above it)
            return False
        if self.q.kind == "yes_no" and _VERDICT.match(draft.first):
            # "Was the appeal allowed?": a yes read from a line that does not say "allowed" is a guess
            doings = [g for g in content_groups(self.q, self._name_stems()) if g & PREDICATES]
            said = CITATION.sub(" ", draft.first)
            stated = overlap(doings, stems(said), said) if doings else 0
            # "paisa jama kiya?" — "DD of Rs 1,36,000 deposited": the sum the line states is the money asked
            if doings and stated < len(doings) and not (stated and amounts(said)):
                return False
            plain = re.sub(r"(?:^|(?<=\s))['‘\"“][^'’\"”]{2,}(?:['’\"”]|$)", " ", said.split(":", 1)[-1])  # quoted: said
            if said.lstrip().lower().startswith("yes") and \
                    _FUTURE.search(_step_piece(plain, content_groups(self.q, self._name_stems()))):
                return False  # "… shall return the deposit": a promise or a condition is not a yes
        return True

    def _nothing_else_to_hold(self, entry_ids: set[int]) -> bool:
        """'<party> nu kinna paisa ditta?': every word of the question is its matter's name or a word of asking, so a
        plain reading has nothing of its own to find; a sum read from a record of that one matter stands."""
        if len(self.q.cases) != 1 or _past_any_sum(self.q.text, required(content_groups(self.q, self._name_stems()))):
            return False
        return all(self.q.cases[0] in (rec.case_ids or []) for rec in self.records(self.q.cases)
                   if rec.entry_id in entry_ids) and any(rec.entry_id in entry_ids for rec in self.records(self.q.cases))

    def _holds_the_money_asked(self, entry_ids: set[int]) -> bool:
        """'<deceased> ki income kitni dikhayi MACT mein': a sum read from a record of the one matter asked whose
        sentence names the very money asked ("income 3 lakh p.a."), though notes naming the person rank above it;
        a word any sum answers ("amount", "paisa", "lakh") names no money of its own."""
        from tareekh.agent.question import MONEY_WORDS

        named = {m.group(0).lower() for m in MONEY_WORDS.finditer(self.q.text)} - _ANY_SUM
        if len(self.q.cases) != 1 or not named:
            return False
        want = [stems(w) for w in named]
        return any(self.q.cases[0] in (rec.case_ids or []) and all(w & stems(rec.text) for w in want)
                   for rec in self.records(self.q.cases) if rec.entry_id in entry_ids)

    def _writes_the_kind_asked(self, entry_ids: set[int]) -> bool:
        """'dukaan ka kiraya kitne pe raazi hua?' — a sum read from a record of the one matter asked that writes the
        kind of money asked in any language or script ("दुकान का किराया ₹8,500"): the sum is tied to the thing asked,
        though the plain reading matches letters and ranks the notes typed in Roman letters above it."""
        asked = kinds_asked(self.q.text)
        if len(self.q.cases) != 1 or not asked:
            return False
        name = asked[0][0]
        return any(self.q.cases[0] in (rec.case_ids or []) and any(amounts(sn.text) and writes_kind(name, sn.text)
                                                                   for sn in sentences(rec.text))
                   for rec in self.records(self.q.cases) if rec.entry_id in entry_ids)

    def _states_the_role_asked(self, draft: Draft, entry_ids: set[int]) -> bool:
        """A sum read from a sentence of the one matter asked that says the role the question asks of it: paid or
        deposited ("<party> ne kitna paisa de rakha hai" — "paid Rs. …"), or the total its parts add up to ("bills
        total how much" — "5,57,600 = 3,42,600 + 2,15,000"). The role agrees, though notes naming the party or the
        thing more often rank above that record."""
        paid, total = payment_made_asked(self.q.text), total_asked(self.q.text)
        if len(self.q.cases) != 1 or not (paid or total):
            return False
        said = {a.value for a in amounts(CITATION.sub(" ", draft.first))}
        for rec in self.records(self.q.cases):
            if rec.entry_id in entry_ids and self.q.cases[0] in (rec.case_ids or []):
                for sn in sentences(rec.text):
                    if paid and {a.value for a in amounts(sn.text)} & said and states_payment(rec, sn.text):
                        return True
                    if total and total_written(sn.text) in said:
                        return True
        return False

    def _writes_out_the_short_asked(self, draft: Draft, entry_ids: set[int]) -> bool:
        """A sum read from a sentence of the one matter asked that writes out a short form the question types ("FD
        kitne ki thi" — "the fixed deposit of Rs. 6,40,000"): the plain reading matches the letters typed, so it finds
        the lines that write the short form and not the paper that spells it out."""
        groups = required(content_groups(self.q, self._name_stems()))
        shorts = [sh for sh in shorts_asked(self.q.typed or self.q.text) if any(sh in g for g in groups)]
        said = {a.value for a in amounts(CITATION.sub(" ", draft.first))}
        if len(self.q.cases) != 1 or not shorts or not said:
            return False
        return any(shorts_spelt(sn.text, shorts) and {a.value for a in amounts(sn.text)} & said
                   for rec in self.records(self.q.cases) if rec.entry_id in entry_ids
                   and self.q.cases[0] in (rec.case_ids or []) for sn in sentences(rec.text))

    def _heard_in_its_script(self, entry_ids: set[int]) -> bool:
        """A sum read from a record written in an Indic script that holds a word the question typed in Roman letters
        ("kuthagai", a Tamil deed's "குத்தகை"): the plain reading matches letters, so it cannot find that record."""
        groups = required(content_groups(self.q, self._name_stems()))
        typed = self.q.typed or self.q.text
        return any(heard_in_script(typed, groups, rec.text) for rec in self.records(None) if rec.entry_id in entry_ids)

    def _holds_every_word(self, entry_ids: set[int]) -> bool:
        groups = required(content_groups(self.q, self._name_stems()))
        if len(groups) < 2:
            return False
        for rec in self.records(None):
            if rec.entry_id in entry_ids and overlap(groups, stems(rec.text), rec.text) >= len(groups):
                return True
        return False

    # -- next date -------------------------------------------------------------------------------------------
    def next_date(self) -> Draft | None:
        cases = self.scope()
        if not cases:
            return general_next(self)  # a proxy matter of another lawyer's, in a general note (agent/general.py)
        parts: list[str] = []
        lines: list[Line] = []
        forum = forum_unheld(self, cases[0]) if len(cases) == 1 else None
        if forum:  # "consumer forum me <name> ka case": no matter of the lawyer's is before one (agent/forum_asked.py)
            return Draft(f"No record of a matter of yours before the {forum} in your notes: {self.label(cases[0])}, "
                         f"the one that name finds, is before {self.card(cases[0]).case.court}.")
        for cid in cases:
            first, more = self._next_for(cid, name=True)
            if first.startswith("Next date in"):
                first += last_date_effect(self, cid)  # "… the last date was not reached" (agent/half_read.py)
                first += date_checked(self, first)  # "ND 14/9 hai na?": not the day the lawyer thought
                plan, planned = plan_beside(self, cid, first, more)  # the day's work in the lawyer's plan
                first, more = first + plan, more + planned
            parts.append(first)
            lines += more
        if work_asked_too(self.q.text):
            # "next date kab, aur kya ready karna hai?": the next date asked with the work to keep ready for it
            for cid in cases:
                first, more = self._pending_for(cid, None)
                parts.append(first)
                lines += more
        return Draft(" ".join(parts), lines)

    def _over_since(self, cid: str, last_hearing: str | None) -> tuple[str, list[Line]] | None:
        """"it was disposed of on <day>: <the order's words> [n]" when an order of the matter's last hearing (or a
        later one) disposed of it; None when none did."""
        orders = [e for e in self.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
                  and not ON_APPLICATION.search(e.text) and (e.record_date or "") <= str(self.today)
                  and (e.record_date or "") >= (last_hearing or "")
                  and (r := self.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
        if not orders:
            return None
        o = max(orders, key=lambda e: (e.record_date or "", e.start))
        rec = self.record_of(o.entry_id)
        if rec is None:
            return None
        same = [e for e in orders if e.entry_id == o.entry_id]  # "Full satisfaction recorded. E.P. closed.": both
        said = rec.text[min(e.start for e in same):max(e.end for e in same)]
        return (f"it was {outcome_words(o.outcome)} on {human_date(o.record_date)}: {clean(said, 200)} [{self.cite(rec)}].",
                [self.line(rec, said)])

    def _disposed(self, cid: str, holding: list[set[str]] | None = None) -> Draft | None:
        """Yes, with the outcome and date, when an order of the case (not one on an application) disposed of it
        (with `holding`, an order whose record writes every one of those groups: "in terms of the compromise")."""
        orders = [e for e in self.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
                  and not ON_APPLICATION.search(e.text) and (e.record_date or "") <= str(self.today)
                  and (r := self.record_of(e.entry_id)) is not None and r.kind != "chat_day"
                  and (not holding or overlap(holding, stems(r.text), r.text) == len(holding))]
        if not orders:
            return None
        o = max(orders, key=lambda e: e.record_date or "")
        rec = self.record_of(o.entry_id)
        n = f" [{self.cite(rec)}]" if rec else ""
        lines = [self.line(rec, around(rec.text, o.start, o.end, 1))] if rec else []
        return Draft(f"Yes — {self.label(cid)} was {outcome_words(o.outcome)} on {human_date(o.record_date)}{n}.", lines)

    def _next_for(self, cid: str, *, name: bool) -> tuple[str, list[Line]]:
        label = self.label(cid)
        card = self.card(cid)
        nexts = self.ev.events(case_ids=[cid], kinds=["next_date"])
        orders = [e for e in self.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
                  and (r := self.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
        registry_next = card.case.next_date if card and self.register_current else None
        last_rec = max((e.record_date or "" for e in nexts), default="")
        latest = [e for e in nexts if (e.record_date or "") == last_rec]
        chosen = _prefer_order_sheet(latest, self)
        # an order on an application (interim maintenance allowed in part) does not dispose of the case
        disposal = [o for o in orders if (o.record_date or "") >= last_rec and not ON_APPLICATION.search(o.text)]
        # an order in a record that also puts the matter up to a later day ("petition … allowed. Put up on …")
        # decided something on the way, not the matter: a disposed matter is given no next date
        # (any record of the order's day: the order sheet says "petition allowed", the day's note "Next 6/7")
        onward = {e.record_date for e in nexts if e.date and e.date > (e.record_date or "")}
        disposal = [o for o in disposal if o.record_date not in onward]
        lines: list[Line] = []
        # the day the matter was listed for judgment is the day of the order that disposed of it, not a date after it
        if disposal and (not registry_next or registry_next <= (disposal[-1].record_date or "")):
            o = disposal[-1]
            rec = self.record_of(o.entry_id)
            n = f" [{self.cite(rec)}]" if rec else ""
            # "allowed" and "disposed of" read from the same judgment: both said, the decision first
            same = [d for d in disposal if d.record_date == o.record_date and d.entry_id == o.entry_id]
            said = list(dict.fromkeys(outcome_words(d.outcome) for d in sorted(same, key=lambda d: d.outcome == "disposed")))
            what = " and ".join(said[:2]) if said else outcome_words(o.outcome)
            if rec:
                lines.append(self.line(rec, around(rec.text, o.start, o.end, 0)))
            verb = "it" if what.startswith("ended ") else "it was"  # "it ended in acquittal", "it was dismissed"
            first = f"{label} has no next date: {verb} {what} on {human_date(o.record_date)}{n}."
            return first + self._since_disposal(cid, o.record_date or "", lines), lines
        stage = (card.case.stage or "") if card and self.register_current else ""
        if (not registry_next or registry_next < self.today) and (re.search(r"\bdispos|\bdismiss|\ballowed\b|\bcompound|\bdecreed|\bwithdrawn|\bclosed\b", stage, re.I)
                                  or (card and self.register_current and card.case.status == "closed")):
            first = f"{label} has no next date: your case register says '{stage or 'closed'}'."
            # the record after the last listing says how it ended (an award's sum and interest, told in a chat)
            return first + self._since_disposal(cid, last_rec, lines, chats=True), lines
        if not registry_next or registry_next < self.today:
            later = forward_in_latest(self, cid, last_rec)  # "313 ke liye 22 Jan": a date no event was read from
            if later is not None and later[0] >= self.today:
                iso, rec, text = later
                state = _state_before(rec.text, rec.text.find(text)) if rec.is_order_sheet and text in rec.text else ""
                text = f"{state} {text}" if state else text
                lines.append(self.line(rec, text))
                first = (f"Next date in {label}: {human_date(iso)}{_relative(iso, self.q.today)} — "
                         f"{human_date(rec.date)}, {self.who(rec)}: {clean(text, 260)} [{self.cite(rec)}].")
                # a later note moved the day ("ND is 21.07, not 14.07"): what the day is for is the hearing's that
                # set it (agent/due_day.py)
                return first + hearing_before_move(self, nexts, rec, lines), lines
        target = registry_next or (chosen.date if chosen else None)
        if registry_next and registry_next < self.today and chosen is not None and chosen.date \
                and chosen.date > registry_next:
            # the register kept a day now past; the latest record read puts the matter to a later one (a message
            # that moved the day): never "no next date" while the notes hold a later one
            target = chosen.date
        chosen_rec = self.record_of(chosen.entry_id) if chosen is not None else None
        if chosen is not None and chosen_rec is not None and chosen_rec.is_order_sheet and target != chosen.date \
                and any(e.date == target for e in latest):
            target = chosen.date  # the register took a note's date; the order sheet of that hearing says otherwise
        if chosen is not None and target == chosen.date and (rec0 := self.record_of(chosen.entry_id)) is not None \
                and not rec0.is_order_sheet:
            # a page of two matters: the date read may be the other matter's part's (agent/own_block.py)
            mine = own_part_next(self, cid, rec0, chosen.start)
            if mine is not None and mine[0] >= self.today:
                iso, body = mine
                flat = re.sub(r"\s*\n\s*", " ", body)
                lines.append(self.line(rec0, body))
                return (f"Next date in {label}: {human_date(iso)}{_relative(iso, self.q.today)} — "
                        f"{human_date(rec0.date)}, {self.who(rec0)}, the part of the page on this matter: "
                        f"{clean(flat, 260)} [{self.cite(rec0)}] (the page's other date, "
                        f"{human_date(chosen.date)}, stands in the part on another matter).", lines)
        if target is None:
            return (f"No next date for {label} is recorded in your notes.", lines)
        fix = corrected_next(self, cid, target, last_rec) if last_rec else None
        if fix is None and last_rec:
            fix = corrected_by_note(self, cid, target, last_rec)  # "CORRECTION - ND is …" (agent/corrected_by_note.py)
        if fix is not None and fix[0] >= self.today:  # "NDOH changed to 14/8, NOT 10/8" in a later note
            iso, rec, text = fix
            lines.append(self.line(rec, text))
            return (f"Next date in {label}: {human_date(iso)}{_relative(iso, self.q.today)} [{self.cite(rec)}] — "
                    f"corrected {human_date(rec.date)}, {self.who(rec)}: {clean(text, 200)} (the date read "
                    f"before was {human_date(target)}).", lines)
        support = [e for e in nexts if e.date == target]
        backing = _prefer_order_sheet(support, self) if support else None
        when = human_date(target)
        rel = _relative(target, self.q.today)
        purpose = ""
        if backing is not None and backing.purpose and not _NOT_A_PURPOSE.match(backing.purpose):
            purpose = ", for " + re.sub(r"^for\s+", "", backing.purpose, flags=re.I)  # "for P.W." read as the purpose
        elif stage and target == registry_next and len(stage) <= 60 and "." not in stage.strip(". "):
            purpose = f", for {stage}"
        cite = ""
        state = ""
        if backing is not None:
            rec = self.record_of(backing.entry_id)
            if rec is not None:
                cite = f" [{self.cite(rec)}]"
                listing = around(rec.text, backing.start, backing.end, 0)
                # a note or chat that gives the date and no purpose ("… VC ka affidavit maanga. Next 11 August."):
                # what it says just before is what the date is for
                state = _state_before(rec.text, backing.start) if rec.is_order_sheet or not backing.purpose else ""
                if not state and not backing.purpose and not rec.is_order_sheet:
                    # a note writes the day on a line of its own ("ND 5.12"): the line above it is that hearing's
                    # end, what the date is for ("DW2 not ready - last chance")
                    state = _line_above(rec.text, backing.start)
                    if not state and rec.kind == "chat_day":
                        # "sorry, next date is 21st, not 14th": the same sender's report above it (agent/hearing_close.py)
                        state = message_corrected(rec.text, backing.start)
                    # what the court asked for, written lines before the bare day, is what the day is for
                    asked = court_asked_before(self.ev.events(case_ids=[cid], kinds=["remark", "next_date"]),
                                               backing.entry_id, backing.start)
                    if asked and asked.rstrip(". ") not in state:
                        state = f"{asked} {state}".strip()
                # a note or order that gives the purpose too says more of it on the line above ("will examine <the
                # accountant> as DW1", "<officer> to appear in person"): shown beside the listing, not said in the
                # answer's sentence
                above = _line_above(rec.text, backing.start) if not state and backing.purpose else ""
                if above and not rec.is_order_sheet and _SHORTHAND.fullmatch(backing.purpose or ""):
                    above = hearing_body(rec.text, backing.start) or above  # "- PE": the hearing's short note whole
                if not state and not above and rec.is_order_sheet:
                    above = sentence_before(rec.text, backing.start)  # the court's direction set above "List on …"
                short = state
                if state and not rec.is_order_sheet and not backing.purpose:
                    state = fuller_state(rec.text, backing.start, state)  # "Stay extended. ND …" (agent/hearing_close.py)
                shown = state or above
                whole = whole_line(rec.text, backing.start, backing.end) if not rec.is_order_sheet else None
                if whole and listing in whole:
                    # the whole message or line ("<matter> - NOT REACHED. … ND <day>"), what came before included
                    listing = whole
                    if rec.kind == "chat_day":
                        # the day's report begun in the sender's messages before it (agent/report_messages.py)
                        listing = " ".join([*report_before(rec.text, backing.start), listing])
                    shown = "" if shown and shown in whole else shown
                    if shown and short and shown != short and shown.endswith(short) and short in whole:
                        shown = shown[: -len(short)].rstrip()  # the line quoted holds the short state itself
                lines.append(self.line(rec, f"{shown} {listing}" if shown else listing))
                if state:
                    state = f" On {human_date(rec.date)}: {state}"
        if backing is None and target >= self.today:
            # a day the register holds that no listing was read from: the record's sentence that writes it says
            # what it is for ("orders on <the application> on <day>", agent/next_said.py)
            setting = sentence_setting(self, cid, target)
            if setting is not None:
                rec, text = setting
                lines.append(self.line(rec, text))
                return (f"Next date in {label}: {when}{rel}{purpose} — {human_date(rec.date)}, {self.who(rec)}: "
                        f"{clean(text, 260)} [{self.cite(rec)}].", lines)
        if target < self.today:
            held = held_after(self, cid, target)  # the hearing of that day, its note filed under no case (missed_day.py)
            if held is not None:
                when_next = human_date(held.next_iso)
                rel_next = _relative(held.next_iso, self.q.today) if held.next_iso >= self.today else ""
                said = clean(re.sub(r"\s*\n\s*", " | ", held.text.strip()), 300)
                return (f"Next date in {label}: {when_next}{rel_next} — your note of {human_date(held.day)}, not yet "
                        f"filed under the case (it waits in review{f', {held.source}' if held.source else ''}): "
                        f"\"{said}\". The last next date in the notes filed under the case was {when}{purpose}{cite}.", lines)
            return (f"No next date after today is recorded for {label}: the last one in your notes was {when}"
                    f"{purpose}{cite}, and nothing later is recorded.{state}", lines)
        told = (self.record_of(backing.entry_id) if backing is not None else None)
        bench = "" if target < self.today else before_bench(
            card, None if self.register_current else (told.text if told is not None else ""))
        first = f"Next date in {label}: {when}{rel}{purpose}{bench}{cite}.{state}"
        if not purpose and backing is not None:  # a bare day: what the hearing that gave it was listed for
            carried, carried_line = listed_before(self, nexts, backing, first)
            first += carried
            lines += [carried_line] if carried_line is not None else []
        moved_by = self.record_of(backing.entry_id) if backing is not None else None
        if moved_by is not None and not moved_by.is_order_sheet:
            first += hearing_before_move(self, nexts, moved_by, lines)  # a correction of the day (agent/due_day.py)
        for e in latest:  # the note of that hearing giving the same date says what it is for in the lawyer's words
            rec = self.record_of(e.entry_id)
            if e.date == target and backing is not None and e is not backing and rec is not None and not rec.is_order_sheet:
                lines.append(self.line(rec, around(rec.text, e.start, e.end, 0), order=1))
        # a note and the order sheet of the same hearing that disagree: say both, the order sheet wins
        for e in latest:
            if e.date != target and backing is not None and (e.record_date or "") == (backing.record_date or ""):
                rec = self.record_of(e.entry_id)
                if rec is not None and not rec.is_order_sheet:
                    lines.append(self.line(rec, around(rec.text, e.start, e.end, 0), order=1))
                    first += (f" Your note of {human_date(e.record_date)} says {human_date(e.date)} [{self.cite(rec)}]; "
                              "the order sheet's date is given.")
        return first, lines

    def _since_disposal(self, cid: str, day: str, lines: list[Line], *, chats: bool = False) -> str:
        """What the newest record after the disposing order says (the compliance the lawyer waits on), if any."""
        after = [r for r in self.records([cid]) if r.date and day < r.date <= self.today
                 and (chats or r.kind != "chat_day")]
        if not after:
            return ""
        out = ""
        if chats:  # the register's word only: the first record after the last listing tells how it ended
            first = min(after, key=lambda r: (r.date or "", r.entry_id))
            text = " ".join(s.text for s in sentences(first.text)[:3])
            if first.kind == "document":
                # a judgment or award opens with its cause title: its terms are the sentences that hold a sum,
                # a rate or a period, the last of them (the operative part)
                terms = [x.text for x in sentences(first.text) if amounts(x.text) or re.search(r"\d\s*%|\bper\s*cent", x.text)]
                text = " ".join(terms[-3:]) or text
            lines.append(self.line(first, text, order=1))
            out = f" After the last listing, {human_date(first.date)}, {self.who(first)}: {clean(text, 240)} [{self.cite(first)}]."
            after = [r for r in after if r.entry_id != first.entry_id]
            if not after:
                return out
        rec = max(after, key=lambda r: (r.date or "", r.entry_id))
        text = " ".join(s.text for s in sentences(rec.text)[:3])
        lines.append(self.line(rec, text, order=1))
        return out + f" Since then, {human_date(rec.date)}, {self.who(rec)}: {clean(text, 240)} [{self.cite(rec)}]."

    # -- last time ---------------------------------------------------------------------------------------
    def last_time(self) -> Draft | None:
        cases = self.scope()
        if not cases:
            return None
        parts, lines = [], []
        for cid in cases:
            first, more = self._last_for(cid)
            # "brief me": the steps the case has been through, too; and so when what it is about is asked
            # ("<matter> ippo enthaanu stage", "<matter> ab kya hua": where one matter stands now, agent/stands_now.py)
            if asks_brief(self.q.text) or asks_about(self.q.typed or self.q.text) or (
                    len(cases) == 1 and stands_now(self.q.typed or self.q.text)):
                first += sides_said(self, cid, first)  # who is against whom, and for whom we act (agent/brief.py)
                first += registry_says(self, cid, first)  # the matter as the registry states it (agent/brief.py)
                # (the records the lines already quote, by their entry ids: a line's "[n]" is a citation number)
                first += so_far(self, cid, self._cited_entries(" ".join(ln.text[-6:] for ln in more)),
                                apart=origin_told(self, cid))  # its own paper is what it is about (agent/matter.py)
                first += in_force(self, cid, set())  # the interim order that binds the parties (agent/brief.py)
                first += requests_so_far(self, cid, set())  # each side's requests for time, whole (agent/brief.py)
                first += defence_raised(self, cid, first)  # the defences the other side raised, in English (brief.py)
                first += papers_since(self, cid)  # a paper that came after the last hearing (agent/brief.py)
                first += reports_found(self, cid, first)  # what a report on the matter found, with its figure
                # what the matter is about, the last hearings where work was done, its figures (agent/matter.py)
                first += status_facts(self, cid, self._cited_entries(first), first)
                first += orders_passed(self, cid, first)  # what was decided on the way (agent/orders_passed.py)
            parts.append(first)
            lines += more
        parts += self._same_dispute_told(cases, lines)
        if re.search(r"\bpending\b|\bbaa?ki\b|\bto\s*do\b|\bkarna\s+hai\b", self.q.text, re.I):
            # "Brief me: what happened last time, what is pending, …": the pending work too
            for cid in cases:
                first, more = self._pending_for(cid, None)
                parts.append(first)
                lines += more
        return Draft(" ".join(parts), lines)

    def _same_dispute_told(self, cases: list[str], lines: list[Line]) -> list[str]:
        """A brief of one matter ("<person>'s NDPS matter in short"): the last hearing of the same dispute's other
        case too — the bail below beside the bail above (agent/sister_cases.py same_dispute); [] otherwise."""
        if len(cases) != 1 or self.q.on or self.q.since or self.q.until or \
                not (asks_brief(self.q.text) or asks_about(self.q.typed or self.q.text)):
            return []
        out = []
        for other in same_dispute(self.registry, cases[0]):
            first, more = self._last_for(other)
            out.append(first)
            lines += more
        return out

    def _cited_entries(self, text: str) -> set[int]:
        """The records a text already cites, by their entry ids."""
        from tareekh.agent.factbook import citation_numbers

        out: set[int] = set()
        for m in CITATION.finditer(text):
            for n in citation_numbers(m.group(1)):
                fact = self.book.get(n)
                if fact is not None and fact.metadata.get("entry_id"):
                    out.add(int(fact.metadata["entry_id"]))
        return out

    def _last_for(self, cid: str) -> tuple[str, list[Line]]:
        label = self.label(cid)
        recs = [r for r in self.records([cid]) if r.kind == "hearing" and r.date and r.date <= self.today]
        # a note correcting an earlier one ("CORRECTION - ND is …, not …") is written the day the mistake was found,
        # not a hearing's (events/corrections.py)
        recs = [r for r in recs if not is_correction(r.text)] or recs
        # a day fixed for the hearing that only a chat reports ("report filed … next date 21 September"): that
        # hearing is the last, told from the chat (agent/chat_reported.py)
        recs += hearings_in_chats(self, cid, {r.date[:10] for r in recs if r.date})
        if self.q.on:
            day = self.q.on.isoformat()
            held_on = [r for r in recs if r.date == day]
            # no hearing note of the day asked ("kal kya hua"): a chat or paper of that day tells it, not the
            # hearing months before (agent/day_asked.py)
            told = None if held_on else day_told(self, cid, day, label)
            if told is not None:
                return told
            recs = held_on or recs
        elif self.q.since or self.q.until:  # "the September date": the last hearing of that month
            recs = [r for r in recs if in_period(r, self.q)] or recs
        if not recs:
            return f"Nothing in your notes on a hearing in {label}.", []
        last = max(r.date for r in recs)  # type: ignore[type-var]
        if last == self.today and not self.q.on and \
                not any(e.record_date == last for e in self.ev.events(case_ids=[cid])):
            # asked on the day the case is listed, whose only record is the day's list (nothing read from it
            # happened yet): "last time" is the hearing before today
            earlier = [r for r in recs if r.date < last]
            if earlier:
                recs = earlier
                last = max(r.date for r in recs)  # type: ignore[type-var]
        on_day = [r for r in recs if r.date == last]
        on_day.sort(key=lambda r: (not r.is_order_sheet, r.entry_id))
        events = [e for e in self.ev.events(case_ids=[cid]) if e.record_date == last]
        gist = _gist(events)
        nums = ", ".join(str(self.cite(r)) for r in on_day)
        # a later note that tells the day the judgment was reserved: that day the court last sat (reserved_day.py)
        first = (None if self.q.on else reserved_sentence(self, cid, label, on_day, last, nums)) or \
            f"Last hearing in {label}: {human_date(last)}" + (f" — {gist}" if gist else "") + f" [{nums}]."
        # the report or counter the court took on record that day, in its own words (agent/paper_taken.py)
        taken, taken_lines = paper_taken(self, cid, on_day)
        first += taken
        if not self.q.on and not (self.q.since or self.q.until):
            first += date_unrecorded(self, cid, last) or \
                held_by_shared_name(self, cid, last)  # a later note in review, by a shared name (missed_day.py)
        nxt, more = self._next_for(cid, name=False)
        lines = [self.line(r, order=i, room=LAST_HEARING_CHARS) for i, r in enumerate(on_day)] + taken_lines
        # a day told only in a chat: the hearing note before it too, in the lawyer's own words (chat_reported.py)
        lines += [self.line(r, order=len(on_day)) for r in note_before(recs, on_day)]
        # the same day's note filed under another matter, its lines on this one ("ACMM: mediation failed - …")
        elsewhere = told_elsewhere(self, cid, last[:10]) if last else None
        if elsewhere is not None and all(r.entry_id != elsewhere[0].entry_id for r in on_day):
            lines.append(self.line(elsewhere[0], elsewhere[1], order=len(on_day)))
        if not nxt.startswith("No next date"):
            first += " " + nxt
            lines += more
        return first, lines

    # -- counts ----------------------------------------------------------------------------------------
    def _count_target(self) -> str:
        q = self.q
        low = q.text.lower()
        noun = counted_noun(q.text)
        # a witness in the Indian languages' words: gawah/gavah (Hindi, Urdu, Punjabi), sakshi/saakshi (Hindi, Nepali,
        # Marathi, Gujarati, Telugu, Kannada, Malayalam), sakkhi/shakkhi (Bengali), sakhi (Odia, Assamese), saatchi (Tamil)
        if noun is not None and (re.match(r"witness|ga[wv]a+h|sa+k+s?hi|sa+kshy|sa+ksi|s(?:h)?aa?(?:kshi|kkhi|khi|tchi|atchi)|examination", noun) or
                                 noun in ("defence", "defense", "prosecution", "our") and "witness" in q.hints):
            return "witness"  # "how many defence witnesses": the side's witnesses
        head = re.search(rf"\b{re.escape(noun)}\s+(\w+)", low) if noun is not None else None
        if head is not None and _COUNTED_EVENT.match(head.group(1)) and not _COUNTED_EVENT.match(noun):
            noun = head.group(1)  # "no. of illness adjournments", "kitne strike dates": the word before names them
        if noun is not None and not _COUNTED_EVENT.match(noun):
            return "thing"  # "how many issues were framed", "how many exhibits": a number the notes state
        if re.search(r"\bwarr?[ae]nts?\b|\bn?bws?\b", low):  # "warrent", as typed in a hurry; "NBWs"
            return "warrant"
        if COSTS_WORDS.search(low) and "adjournment" not in q.hints:
            return "costs"
        if "adjournment" in q.hints or re.search(r"\btime\b|\badjourn|\bdates?\s+(?:li|liye|taken|gay[ai])", low) \
                or DATE_TAKEN.search(q.text) or _reason_phrase(q.text):  # "kinni vaari tareekh lai": time sought
            return "adjournment"
        if re.search(r"\bhearings?\b|\bdates?\b|\bpeshi\w*|\btaree?kh\w*|\btarikh\w*|\bsunwai\w*|\bvaa?yid\w*", low) \
                or _LISTED.search(low):
            return "hearing"
        if "witness" in q.hints:
            return "witness"
        return "adjournment"

    def _count_things(self, noun: str, cases: list[str] | None) -> Draft | None:
        """A count the notes state in words: "five issues settled", "Exs. P1 to P7 marked". The number is read
        from the records that name the thing; nothing found hands over to quoting the records whole."""
        want = stems(noun)
        groups = [g for g in topic_groups(self.q.text, self._name_stems()) if not (g & VERB_STEMS)]
        found: list[tuple[int, str, RecordRef, str, str]] = []  # (score, date, record, sentence, number phrase)
        for rec in self.records(cases):
            for s in sentences(rec.text):
                if not (stems(s.text) & want) and not (noun.startswith("exhibit") and _EXHIBITS.search(s.text)):
                    continue
                phrase = _stated_count(s.text, noun)
                if phrase is None:
                    continue
                found.append((overlap(groups, stems(s.text), s.text), rec.date or "", rec, s.text, phrase))
        # "kitne issue frame hue" of an order that writes "6 (छह) वाद-बिंदु … : 1. … 6. …": the thing by its name in
        # another language, its number written beside it or its items numbered after it (agent/items_counted.py)
        found = found or [(overlap(groups, stems(text), text), rec.date or "", rec, text, counted_phrase(n, noun))
                          for rec in self.records(cases) for text, n in counted_in(rec.text, noun)]
        if not found:
            return None
        found.sort(key=lambda f: (f[0], f[1]))
        best = found[-1]
        rec = best[2]
        first = (f"{best[4]} — {human_date(rec.date)}, {self.who(rec)}: {clean(best[3], 260)} [{self.cite(rec)}].")
        lines = [self.line(f[2], f[3], with_case=self.multi()) for f in found[-3:-1] if f[2].entry_id != rec.entry_id]
        return Draft(first, lines)

    def _counsel_of(self, cid: str) -> bool:
        """The registry has a counsel asked of as the other side's counsel of the matter."""
        card = self.card(cid)
        return getattr(getattr(card, "case", None), "counsel_id", None) in self.q.counsel

    def _scope_for_actor(self) -> list[str] | None:
        """The cases a count or pattern looks at: the question's, else the counsel's or judge's, else all."""
        q = self.q
        if q.cases:
            return q.cases
        if q.counsel or q.judges:
            out: list[str] = []
            for c in self.registry.list_cases():
                if (q.counsel and c.counsel_id in q.counsel) or (q.judges and c.judge_id in q.judges):
                    out.append(c.id)
            return out
        if q.all_cases:
            return None
        return self.case_ids or None

    def count(self) -> Draft | None:
        delayed = delay_asked(self)  # "WS dene me kitna latkaya?": the times time was sought for it (delay_asked.py)
        if delayed is not None:
            return delayed
        both = both_sides(self)  # "how many times did we seek time, and theirs?": each side's count
        if both is not None:
            return both
        q = self.q
        target = self._count_target()
        cases = self._scope_for_actor()
        went = visits(self, cases)  # "spot ge eshtu sala hodru": the days of the visits written (agent/visits.py)
        if went is not None:
            return went
        # "<party> kitni tarikh pe gayab raha": the dates the other side's party stayed away (agent/party_away.py)
        gone = party_away(self, cases)
        if gone is not None:
            return gone
        # "how many dates so far / till the order", "kitni baar lagi": the case's hearing days
        listed = hearing_count(self, cases, listed=target == "hearing")
        if listed is not None:
            return listed
        # "kitni baar date liya ya gayab raha": the days the side took time or stayed away (agent/took_or_away.py)
        either = took_or_away(self, cases) if target == "adjournment" else None
        if either is not None:
            return either
        if target == "adjournment":
            # "govt side ethra sala time", "sarkar ne kitni baar time liya": the State as a side, the side the
            # matter's registry puts it on, whose time is counted (agent/state_side.py)
            state_as_side(self, cases)
        adjourned: list[EventBase] | None = None  # the adjournments asked, read once for the tally and the count
        if asks_matters(q.text) or \
                target in ("hearing", "adjournment") and "adjournment" not in q.hints and not _reason_phrase(q.text):
            # "kitni baar time/exemption liya": the days the notes' words state it, and the days the rules read the
            # side's time in any other form ("Last chance cost Rs 2,000"): one count of both (agent/tally.py)
            if target == "adjournment" and not asks_matters(q.text):
                adjourned = self._adjournments_asked(cases)
            counted = tally(self, cases, also=adjourned or ())  # "how many dates went to the judge's leave": the records that say so
            if counted is not None:
                if adjourned:  # the costs or last chance the other side's times drew, as the count of them says it
                    counted.first += what_came(self, _occasions([e for e in adjourned if self._in_period(e)], self,
                                                                key=lambda e: getattr(e, "detail", None) or ""))
                return counted
        if target == "hearing":
            return self._count_hearings(cases)
        if target == "thing":  # a number the notes state, else the filings of the paper counted (agent/papers.py)
            # "how far / what area / how much <thing>": a figure in the dimension's unit (agent/measured.py)
            return measured(self, counted_noun(q.text)) or self._count_things(counted_noun(q.text) or "", cases) \
                or counted_papers(self, cases)
        kinds = {"warrant": ["order"], "costs": ["costs"], "adjournment": ["adjournment"], "witness": ["witness"]}[target]
        events = self.ev.events(case_ids=cases, kinds=kinds)
        if target == "warrant":
            events = [e for e in events if e.outcome == "warrant" and warrant_asked(q.text, e)]  # NBW or BW asked
        elif target == "costs":
            events = costs_ordered(events)  # an order known only by its payment is an order (agent/costs_orders.py)
            if q.actor_side in ("ours", "other"):
                # "<their party> side ki costs": the costs laid on that side; a side the note names not, kept
                events = [e for e in events if getattr(e, "on", "unknown") in (q.actor_side, "unknown")]
        elif target == "adjournment":
            events = adjourned if adjourned is not None else self._adjournments_asked(cases)
        events = [e for e in events if self._in_period(e)]
        if target == "witness":
            return self._count_witnesses(ours_only(self, events), cases)
        occasions = _occasions(events, self, key=lambda e: getattr(e, "detail", None) or "")
        what = {"warrant": "warrant", "costs": "order of costs", "adjournment": "adjournment", "witness": "examination"}[target]
        where = self._where(cases)
        if not occasions:
            # "how many times did she ask for the ledger": no adjournment for it, but notes that say it
            counted = tally(self, cases) if target == "adjournment" and "adjournment" not in q.hints else None
            # no adjournment read as an event, yet a note may state how many there were ("after 3 adjournments
            # of theirs"): that stated number, never "None" while the matter's records hold the event
            stated = self._count_things("adjournments", cases) if target == "adjournment" and cases else None
            return counted or stated or Draft(f"None: your notes record no {what} {where}.".replace("  ", " "))
        costly = target == "adjournment" and costs_condition(q.text)  # "koto bar cost diye time niyeche" (with_costs.py)
        if costly:
            every, occasions = occasions, with_costs(self, occasions)
            if not occasions:
                return Draft(f"None with costs {where}: of the {number_word(len(every)).lower()} times your notes record, "
                             f"none writes costs.".replace("  ", " "),
                             [ln for o in every if (ln := self.event_line(o[0], with_case=self._many(every)))])
        n = len(occasions)
        stated = stated_times(self, occasions) if target == "adjournment" and not costly else None
        if stated is not None:  # the notes' own count of them ("his 4th time for time"), more than the rules read
            n = stated[0]
        # (more than three days over several matters: each matter's own count, then its days)
        if len(occasions) > 3 and self._many(occasions):
            listing = self._listing_by_case(occasions)
        else:
            listing = _join([self._occasion_phrase(o, target) for o in occasions])
        spanned = {o[0].case_id for o in occasions if o[0].case_id}
        if cases and len(cases) > 1 and 1 < len(spanned) < len(cases):  # the matters the days are in, not the scope's
            where = where.replace(f"across {len(cases)} cases", f"across {len(spanned)} cases")
        if target == "adjournment":
            head = f"{count_phrase(n)}{' with costs' if costly else ''} {where}"
        else:
            head = times_first(q.text, n, f"{number_word(n)} {plural(what, n)} {where}")
        first = f"{head.strip()}: {listing}." + costs_total(target, occasions)
        if stated is not None:
            from tareekh.agent.layout import human_date
            first += f" (Your note of {human_date(stated[2].record_date)} counts it as the {ordinal(stated[1])} time" \
                     f" [{self.cite(stated[3])}].)"
        if target == "adjournment":
            first += what_came(self, occasions)  # a counsel's times: the costs or last chance each drew (agent/counsel_times.py)
        lines = [ln for o in occasions if (ln := self.event_line(o[0], with_case=self._many(occasions)))]
        extra = self._said_last_time(cases)
        if extra is not None:
            first += " " + extra[0]
            lines += extra[1]
        return Draft(first, lines)

    def _adjournments_asked(self, cases: list[str] | None) -> list[EventBase]:
        """The adjournments a count of time taken counts: of the side asked (or the counsel named), for the reason
        asked, on the topic asked."""
        q = self.q
        read = self.ev.events(case_ids=cases, kinds=["adjournment"])
        events = read
        want = q.actor_side or ("other" if q.counsel else None)
        # a reason asked ("because of the lawyers' strike") counts every adjournment for it, whoever asked
        sides = ("ours", "other", "court", "unknown") if _reason_phrase(q.text) else ("ours", "other")
        # a side asked by its party or role ("<party> side ne", "samne wale ne"), no counsel named: the counsel the
        # registry writes for the other side of the matter is whose "junior ne adjournment maagitla" it was
        theirs = self._their_counsel(cases) if want == "other" and not q.counsel else None
        events = [e for e in events if e.sought_by in sides] if want is None else \
            [e for e in events if side_of(self, e) == want
             or (e.sought_by == "unknown" and counsel_named_in(self, e.text, theirs))
             or (want == "other" and self._counsel_just_before(e, theirs))
             # "<his surname> ne phir time liya" read as ours: his, by his name (agent/counsel_sought.py)
             or (want == "other" and q.counsel and sought_by_counsel_named(self, e))]
        events = self._not_the_state_s(events)
        residue = self._residue_filter(read, want)
        # a request for time in a record filed under no case, naming the case's counsel (agent/stray_times.py)
        strays = [] if residue is not None or _reason_phrase(q.text) else stray_times(self, cases, want)
        events = residue if residue is not None else self._topic_filter(events + strays)
        return for_reason_asked(self, events)  # "busy in the High Court kahi ne": those times (agent/reasons.py)

    def _count_witnesses(self, events: list[EventBase], cases: list[str] | None) -> Draft:
        """'How many witnesses?': the distinct witnesses examined (PW-1, DW-2 …), each with when, not the days."""
        by: dict[tuple[str, str], list[EventBase]] = {}
        for e in sorted(events, key=lambda x: x.record_date or ""):
            who = e.witness or (e.name or "").strip()
            if who:
                by.setdefault((e.case_id or "", who), []).append(e)
        where = re.sub(r"^by .*? (?=in |across )", "", self._where(cases))  # witnesses are examined, not sought
        # a witness a note names without a number ("witness Hemant Dsouza examined"), agent/unnumbered.py
        alone = self._unnumbered(cases, by)
        if not by and not alone:
            return Draft(f"None: your notes record no witness examined {where}.")
        seen = examined_only(self, by) if by else {}  # examined, not only summoned (agent/examined.py)
        dropped = given_up(by, seen)
        every = by  # the witness's name may be written only on a day before the examination ("PW1 X's affidavit")
        by = {k: x.events for k, x in seen.items()}
        parts = []
        latin = mostly_latin(self.q.typed or self.q.text)  # a witness named in the letters the question is typed in
        for (cid, who), x in seen.items():
            name = name_as_asked(x.events, every.get((cid, who), []), who, latin)
            cite = f" [{self.cite(x.record)}]" if x.record is not None else self.cites(x.events[:3])
            parts.append(f"{who}{f' ({name})' if name else ''}, {human_date(x.day)}{cite}")
        parts += [f"{u.name}, {human_date(u.record.date)} [{self.cite(u.record)}]" for u in alone.values()]
        gaps = numbered_gaps([who for (_, who) in seen]) if len({cid for cid, _ in seen}) == 1 else []
        n = len(by) + len(alone) + len(gaps)
        if gaps:  # "PW-1, PW-2, PW-4": PW-3 came between, numbered as examined, though no note of it is filed
            parts.append(f"{' and '.join(gaps)}, numbered between them, so examined — no note of yours records it")
        first = f"{number_word(n)} witness{'es' if n != 1 else ''} examined {where}: " + "; ".join(parts) + "."
        first += "".join(f" {who}{f' ({nm})' if (nm := fullest_name([e], who) or _described(every.get((cid, who), [e]), who)) else ''}"
                         f" was not examined: dropped or given up, "
                         f"{human_date(e.record_date)}{self.cites([e])}." for (cid, who), e in dropped.items())
        lines = [ln for evs in list(by.values())[-4:] if (ln := self.event_line(evs[-1], with_case=self.multi()))]
        return Draft(first, lines + [self.line(u.record) for u in list(alone.values())[-2:]])

    def _unnumbered(self, cases: list[str] | None, by: dict[tuple[str, str], list[EventBase]]) -> dict:
        """The witnesses named without a number that the question's side admits: none when it names a side by its
        letter's word ("defence witnesses"), not the other side's when it asks ours."""
        if re.search(r"\bdefen[cs]e\b|\bprosecution\b|बचाव|अभियोजन", self.q.text, re.I):
            return {}
        known = {w for evs in by.values() for e in evs for w in words(getattr(e, "name", None) or "") if len(w) >= 3}
        alone = unnumbered_examined(self, cases, known)
        if ours_asked(self):
            alone = {k: u for k, u in alone.items() if not u.other_side}
        return alone

    def _listing_by_case(self, occasions: list[list[EventBase]]) -> str:
        by_case: dict[str, list[list[EventBase]]] = {}
        for o in occasions:
            by_case.setdefault(o[0].case_id or "", []).append(o)
        parts = []
        # (asked their excuses too, "how many times, and on what excuses?": each day with the plea it gave, as a short
        # listing writes it, not the dates alone)
        pleas = excuse_asked(self.q.text)
        for cid, group in sorted(by_case.items(), key=lambda kv: -len(kv[1])):
            dates = ", ".join(human_date(o[0].record_date) + (f" ({r})" if pleas and (r := self._plea_of(o[0])) else "")
                              for o in group)
            parts.append(f"{len(group)} in {self.label(cid)} ({dates}){self.cites([o[0] for o in group])}")
        return "; ".join(parts)

    def _said_last_time(self, cases: list[str] | None) -> tuple[str, list[Line]] | None:
        """'… and what did the judge say last time?': the judge's words at the case's last hearing."""
        if not cases or len(cases) != 1 or not re.search(r"\b(?:judge|court|madam|sir|sahab)\b.*\b(?:say|said|bola|kaha|remark)|\blast\s+time\b", self.q.text, re.I):
            return None
        remarks = [e for e in self.ev.events(case_ids=cases, kinds=["remark"]) if (e.record_date or "") <= self.today]
        if not remarks:
            return None
        last_day = max(e.record_date or "" for e in remarks)
        on_day = [e for e in remarks if e.record_date == last_day]
        e = sorted(on_day, key=lambda x: (0 if x.tones and ("last_opportunity" in x.tones or "quoted" in x.tones) else 1))[0]
        line = self.event_line(e)
        return (f"The judge, last on {human_date(last_day)}: {clean(e.text, 200)}{self.cites([e])}.", [line] if line else [])

    def _many(self, occasions: list[list[EventBase]]) -> bool:
        return len({o[0].case_id for o in occasions}) > 1

    def _where(self, cases: list[str] | None) -> str:
        q = self.q
        who = ""
        if q.actor and q.actor_side == "other" and q.counsel:
            who = f"by {q.actor} "
        elif q.actor_side == "other":
            who = f"by {q.actor or 'the other side'} "
        elif q.actor_side == "ours":
            who = "by our side "
        if cases and len(cases) == 1:
            return f"{who}in {self.label(cases[0])}"
        if cases:
            return f"{who}across {len(cases)} cases"
        return f"{who}across your cases"

    def _occasion_phrase(self, occasion: list[EventBase], target: str) -> str:
        e = occasion[0]
        cite = self.cites(occasion)
        when = human_date(e.record_date)
        case = f" in {self.label(e.case_id)}" if self._scope_many() else ""
        if target == "warrant":
            kind = {"NBW": "a non-bailable warrant (NBW)", "BW": "a bailable warrant (BW)"}.get(e.detail or "", f"a {e.detail or 'warrant'}")
            # against whom: the note's own line names the person ("A-3 absent -> NBW"), the order sheet often not
            note = _ordered_notes_first(occasion, self)[0]
            return f"{kind} on {when}{case} — {_short(note.what or note.text, 80)}{cite}"
        if target == "costs":
            amt = rupees(e.amount) if e.amount else "costs"
            return f"{amt} {'paid ' if known_by_payment(e) and e.status == 'paid' else ''}on {when}{case}{cite}"
        reason = self._plea_of(e) if target == "adjournment" else _short(getattr(e, "reason", None))
        return f"{when}{case}" + (f" ({reason})" if reason else "") + cite

    def _plea_of(self, e: EventBase) -> str | None:
        """The reason an adjournment was sought, as read; asked their excuses, one the rules read no reason of: the
        excuse the day's note names beside it ("tenant unwell", "instructions awaited"), agent/counsel_ways.py."""
        reason = _short(getattr(e, "reason", None))
        why = asks_why(self.q.text, self.q.typed)
        if not reason and (why or excuse_asked(self.q.text)):
            reason = _short(excuse_near(self.record_of(e.entry_id), e.start, e.end), 80)
        if not reason and (rec := self.record_of(e.entry_id)) is not None:
            # the excuse the record gives beside the request, asked or not: a count lists each day with why
            # (agent/plea_beside.py)
            reason = _short(plea_beside(rec.text or "", e.start, e.end, rec.date), 80)
        if not reason and why and (rec := self.record_of(e.entry_id)) is not None and isinstance(e.start, int):
            # asked why ("kyun", "kashamule"), of a day no excuse word names: what the day's record says just
            # before the request ("the I.O. is on leave. The APP sought time.")
            reason = _short(said_before(rec.text or "", e.start), 80)
        return reason

    def _scope_many(self) -> bool:
        cases = self._scope_for_actor()
        return cases is None or len(cases) > 1

    def _topic_filter(self, events: list[EventBase]) -> list[EventBase]:
        """Keep the events that match what the question says about them ("citing illness")."""
        q = self.q
        phrase = _reason_phrase(q.text)
        if not phrase:
            # a proper name the registry does not hold ("the Holi leave excuse") says which adjournments are meant
            names = [t for t in q.topics if _capitalised_in(q.text, t) and not _COUNTED_EVENT.match(t)]
            # a role's short form ("APP", "PP", "DGC") is written in a record by any of the role's words, in any
            # script ("सरकारी वकील", "public prosecutor"): the role, not the letters, says which times are meant
            roles = [r for t in names if (r := role_named(_as_typed_in(q.text, t)))]
            names = [t for t in names if not role_named(_as_typed_in(q.text, t))]
            if not names and not roles:
                return events
            groups = [expand(t) for t in names]
            kept = [e for e in events if self._context_matches(e, groups) and all(
                role_written(r, self._context_text(e)) for r in roles)]
            return kept or events
        # every word of the reason: "the client was unwell" is not any line that names the client
        groups = [g for g in topic_groups(phrase, self._name_stems()) if not (g & VERB_STEMS)] or topic_groups(phrase)
        if not groups:
            return events
        # every word of the reason: "his client was abroad" is not any line that names the client
        return [e for e in events if self._context_matches(e, groups)]

    def _their_counsel(self, cases: list[str] | None) -> list[str]:
        """The counsel the registry writes for the other side of the matters asked (one matter, or a few)."""
        ids = []
        for cid in (cases or [])[:3]:
            case = getattr(self.card(cid), "case", None)
            if getattr(case, "counsel_id", None):
                ids.append(case.counsel_id)
        return ids

    def _counsel_just_before(self, e: EventBase, ids: list[str] | None = None) -> bool:
        """An adjournment whose side was read from a party word of its own line ("adjourned on costs to the
        plaintiff"), or was not read at all ("their junior sought time", "time given"), while a sentence just before
        it in the same paragraph names the other side's counsel asked about ("X again absent, his junior says busy",
        "X for the defendants present. <the paper> - time sought", in any script): the counsel's, not ours; our own
        counsel is never the one asked about here."""
        if not (self.q.counsel if ids is None else ids) or e.sought_by not in ("ours", "unknown"):
            return False
        rec = self.record_of(e.entry_id)
        if rec is None or e.start is None:
            return False
        before = rec.text[max(0, e.start - 240):e.start].split("\n\n")[-1]  # the paragraph's own sentences
        # (a danda or a full stop ends a sentence; a hard-wrapped line goes on)
        parts = [p for p in re.split(r"(?<=[.!?;\u0964])\s+", before) if p.strip()]
        # the sentence before, and for a time not tied to anyone, the two before that ("X absent. <paper> not
        # filed. Time given.", an abbreviation's full stop among them)
        near = parts[-3:] if e.sought_by == "unknown" else parts[-1:]
        if not near or re.search(r"\b(?:we|us|our|hum|humne|hamne|maine|I)\b", e.text + " " + " ".join(near), re.I):
            return False
        return any(counsel_named_in(self, p, ids) for p in near)

    def _not_the_state_s(self, events: list[EventBase]) -> list[EventBase]:
        """A counsel asked by name who is not the State's: a day whose line names the State's counsel by office
        ("AGP <name> - instructions awaited - time") and not him is the State's time, though the State stands on
        the same side of the matter; the State's counsel asked (by office, or an office in his registry name) keeps it."""
        q = self.q
        if not q.counsel or role_written("state", f"{q.typed or ''} {q.text}"):
            return events
        held = {c.id: c.name for c in self.registry.counsel()}
        if any(role_written("state", held.get(cid) or "") for cid in q.counsel):
            return events
        # (the matter's own counsel, where only the government stands against us and no one else holds its office)
        office = any(role_written("state", name or "") for cid, name in held.items() if cid not in q.counsel)
        return [e for e in events if counsel_named_in(self, e.text) or not role_written("state", e.text)
                or states_own_counsel(self, q.counsel, e.case_id, office)]

    def _residue_filter(self, events: list[EventBase], want: str | None) -> list[EventBase] | None:
        """'How many times was it not reached?', '… did his junior come with a memo?': the question's own words
        beyond the case, the count and the side say which adjournments are meant, whoever sought them. None
        when the question has no such words, or no adjournment's line holds them all."""
        q = self.q
        if _reason_phrase(q.text) or re.search(r"\band\b|\baur\b", q.text, re.I):
            return None
        say = expand("say") | expand("tell")
        either = _time_or(q.text)  # "time/exemption": another name of the time taken, no words its line must hold
        words_ = [t for t in q.topics if len(t) >= 4 and not _COUNTED_EVENT.match(t) and t not in _QUESTION_WORDS
                  and not (stems(t) & (VERB_STEMS | say)) and not _capitalised_in(q.text, t) and t.lower() not in either
                  and not (want and names_role(t))]  # "hum (defence) ne": the side asked, already read as `want`
        # the question's own words of seeking or taking time ("time maange", "vel maagitla", "mudat mangi") are the
        # act counted, in any language the adjournment rules read: no word the line must hold (events/rules.py)
        acted = set(re.findall(r"\w+", q.text.lower())) - set(re.findall(r"\w+", without_time_sought(q.text).lower()))
        words_ = [t for t in words_ if t.lower() not in acted]
        if q.counsel or q.actor:
            # "binod babu ne kitna bar time liye": the courtesy after the counsel's name is how he is addressed, not
            # a word his line must hold (a note in his own script writes "बाबू", or no courtesy at all)
            words_ = [t for t in words_ if t.lower() not in _AFTER_A_NAME]
        if not words_:
            return None
        groups = [expand(t) for t in words_]
        kept = [e for e in events if (want is None or side_of(self, e) == want) and self._context_matches(e, groups)]
        return kept or None

    def _context_text(self, e: EventBase) -> str:
        """An event's line with its reason and the record's sentence around it."""
        rec = self.record_of(e.entry_id)
        return (getattr(e, "reason", None) or "") + " " + e.text + " " + (around(rec.text, e.start, e.end, 0) if rec else "")

    def _context_matches(self, e: EventBase, groups: list[set[str]]) -> bool:
        text = self._context_text(e)
        return overlap(groups, stems(text), text) == len(groups)

    def _in_period(self, e: EventBase) -> bool:
        q = self.q
        d = e.record_date or ""
        if q.since and d < q.since.isoformat():
            return False
        if q.until and d > q.until.isoformat():
            return False
        return True

    def _count_hearings(self, cases: list[str] | None) -> Draft | None:
        # "how many hearings since March": the days the court sat in the period asked (agent/hearing_days.py)
        recs = list(hearing_days(self, cases).values()) if cases else \
            [r for r in self.records(cases) if r.kind == "hearing" and r.date and r.date <= self.today
             and in_period(r, self.q)]
        if re.search(r"\bnext\s+dates?\b|\bagl[ie]\s+(?:date|tareekh)\b", self.q.text, re.I):
            # "hearings that had a next date": those whose records give one
            with_next = {e.entry_id for e in self.ev.events(case_ids=cases, kinds=["next_date"])}
            recs = [r for r in recs if r.entry_id in with_next]
        days = sorted({r.date for r in recs if r.date})
        if not days:
            return Draft(f"None: your notes record no hearing {self._where(cases)}.")
        firsts = {}
        for r in recs:
            firsts.setdefault(r.date, r)
        nums = ", ".join(str(self.cite(firsts[d])) for d in days[-12:])
        first = f"{number_word(len(days))} hearing{'s' if len(days) != 1 else ''} {self._where(cases)} in your notes, the last on {human_date(days[-1])} [{nums}]."
        return Draft(first, [self.line(firsts[d]) for d in days[-3:]])

    # -- who sought time, and why -------------------------------------------------------------------------
    def who_sought(self) -> Draft | None:
        """'Who sought an adjournment on 19 Jun and why?' / 'Why did the other side seek adjournments?'."""
        q = self.q
        cases = self._scope_for_actor()
        events = [e for e in self.ev.events(case_ids=cases, kinds=["adjournment"]) if e.sought_by != "unknown"]
        if q.on:
            events = [e for e in events if e.record_date == q.on.isoformat()]
        elif q.actor_side:
            events = [e for e in events if e.sought_by == q.actor_side]
        events = [e for e in events if self._in_period(e)]
        occasions = _occasions(events, self, key=lambda e: e.sought_by)
        where = f" in {self.label(cases[0])}" if cases and len(cases) == 1 else ""
        when = f" on {human_date(q.on.isoformat())}" if q.on else ""
        if not occasions:
            return Draft(f"No record of an adjournment{where}{when} in your notes.")
        parts = []
        for o in occasions[-6:]:
            e = o[0]
            who = {"ours": "our side", "other": e.actor if e.actor and e.sought_by == "other" and len(e.actor) > 3
                   and not re.match(r"(?i)(?:counsel|the|defendant|plaintiff|respondent|petitioner)", e.actor)
                   else "the other side", "court": "the court"}[e.sought_by]
            if e.sought_by == "other" and who != "the other side":
                who = f"the other side ({who})"
            reason = _short(e.reason)
            verb = "adjourned it" if e.sought_by == "court" else "sought time"
            parts.append(f"{who} {verb}{' on ' + human_date(e.record_date) if not q.on else ''}"
                         + (f" — {reason}" if reason else "") + self.cites(o))
        first = f"{when.strip().capitalize() + ', ' if when else ''}{where.strip() + ': ' if where else ''}" + "; ".join(parts) + "."
        first = first[0].upper() + first[1:]
        lines = [ln for o in occasions[-6:] for e in o[:2] if (ln := self.event_line(e, context=0))]
        return Draft(first, lines)

    # -- yes / no ---------------------------------------------------------------------------------------
    def yes_no(self) -> Draft | None:
        q = self.q
        cases = self.scope() or None
        drop = self._name_stems() | _AFTER_A_NAME  # "Subir babu …", "Dilip bhau …": the courtesy is no thing asked
        drop |= named_in_other_words(q.text, self._name_stems())  # "dokan" of the "… shop eviction": its name
        drop |= not_asked_of_the_line(q.text)  # "… ka mamla …? kis din?": the matter and the day asked (confirm_words.py)
        groups = topic_groups(_without_dates(q.text, q.today), drop)
        if not [g for g in groups if not (g & VERB_STEMS) and g not in court_makers(groups, q.text)]:
            # "<name> ko bail mili?" in a bail matter: the case's kind word is what is asked, not its name — also when
            # the question names only the court that made the order besides ("… ko high court se bail mili?")
            drop = {d for d in drop if not any(stem(k) == d for k in _KIND_ASKED)} - subject_stems(self)
            groups = topic_groups(_without_dates(q.text, q.today), drop)
        if not groups:
            return None
        sourced = source_hits(self, cases, drop)  # "RTO ke hisab se …?": the newest of that source's records decides
        if sourced is not None:
            return self._yes_no_verdict(sourced.hits, sourced.groups, sourced.groups, drop, newest=True)
        apart = separately_asked(self, cases, groups)  # "… alag se milega?": a later line took the sum into another
        if apart is not None:
            return apart
        # "time pe" / "on time" / "in time": a filing checked against its deadline
        on_time = bool(re.search(r"\b(?:on|in)\s+time\b|\btime\s+(?:pe|par|se)\b|\bwithin\b|\bbefore\s+the\s+(?:deadline|last\s+date)\b|"
                                 r"\blate\b|\bdelay", q.text, re.I))
        # "10,000 costs": a figure in digit groups is one sum (not "10" and "000")
        amount_asked = [a.value for a in amounts(q.text)] + \
            [float(x.replace(",", "")) for x in re.findall(r"(?<![\d,.])(\d{1,3}(?:,\d{2,3})+|\d{3,7})(?![\d,])", q.text)]
        if "costs" in q.hints and amount_asked:
            draft = self._costs_paid(cases, amount_asked)
            if draft is not None:
                return draft
        if "costs" in q.hints and not amount_asked and cases and \
                re.search(r"\b(?:pay|paid|diya|di|de\s+diya|bhara|bhari|jama|deposit\w*|ichar\w*|kattar\w*)\b", q.text, re.I):
            # "Did they pay the costs?" with no amount: the costs the events hold, and their payment
            imposed = [e.amount for e in self.ev.events(case_ids=cases, kinds=["costs"]) if e.status == "imposed" and e.amount]
            if imposed:
                draft = self._costs_paid(cases, [imposed[-1]])
                if draft is not None:
                    return draft
        draft = costs_imposed(self, cases) if not amount_asked else None  # "harja laga tha?" (agent/costs_imposed.py)
        if draft is not None:
            return draft
        if "filing" in q.hints and on_time:
            draft = self._filed_on_time(cases, [g for g in groups if not (g & VERB_STEMS)] or groups)
            if draft is not None:
                return draft
        required = [g for g in groups if not (g & VERB_STEMS)]
        if len(required) >= 3:
            # "… regularisation decide kiya ithuvare?": a word the practice does not know and no record of the matter
            # holds is a word of the question's own language ("till now"), not a thing every line must hold
            # — only such words typed after the act asked ("decide"), which the notes do hold: the act is read, its
            # particles are not
            held = set().union(*(stems(r.text) for r in self.records(cases))) if cases else set()
            typed = [w for w in words(q.text)]
            acts = [i for i, w in enumerate(typed) if stem(w) in PREDICATES and expand(w) & held]
            unheld = [g for g in required if not g & held and not g & PREDICATES and acts
                      and any(stem(t) in g and t in typed[acts[-1] + 1:] and not is_english(t) for t in q.topics)]
            if unheld and len(required) - len(unheld) >= 2:
                required = [g for g in required if g not in unheld]
                groups = [g for g in groups if g not in unheld]
        if not required and re.search(r"^\s*when\b|\bkab\b|\beppudu\b", q.text, re.I):
            return None  # "bail kab mili?" in a bail matter: nothing but the case's name and a verb to look for
        hits = self._matching(cases, required or groups, need_all=bool(required))
        makers = court_makers(required, q.text) if not hits else []
        if makers and len(makers) < len(required):
            # "did the HC suspend his sentence?": the order is the court's, the line writes the step, not the court
            core = [g for g in required if g not in makers]
            hits = self._matching(cases, core, need_all=True)
            if hits:
                required = core
                groups = [g for g in groups if g not in makers]
        if not hits and len(required) >= 2:
            hits = self._short_papers(cases, required)  # a register's heading and its row: one paper, many lines
            hits = hits or self._headed_papers(cases, required)  # a report's heading and its sentence of the act
        for side in [] if hits else either_side(q.text):  # "A ya B?": the line that states either answers
            side_groups = [g for g in topic_groups(_without_dates(side, q.today), drop) if not (g & VERB_STEMS)]
            hits = self._matching(cases, side_groups, need_all=True) if side_groups else []
            if hits:
                required = side_groups
                break
        if not hits and required:
            # "did her husband pay the arrears?" — the note says "arrears NOT paid": the party who acts is who the
            # question is about, not a word the line about the act must hold
            parties = [expand(w) for w in words(q.text) if w in _PARTY_WORDS]
            # "did they deposit the amount?": a line that states the sum ("DD of Rs 48,000 deposited") holds it
            money = [expand(w) for w in words(q.text) if w in _MONEY_WORDS]
            # (a group holding the money word's stem is that money word, whatever short forms it also holds: "amt")
            core = [g for g in required if g not in parties and not any(g & m for m in money)]
            if core and len(core) < len(required):
                hits = self._matching(cases, core, need_all=True)
                if any(g & m for g in required for m in money):
                    hits = [h for h in hits if amounts(h[2])]
                if hits:
                    required = core
        if not hits and required and cases:
            # "… kichhu paisa dilo ki … interim?": words of the question's own language no record of the matter holds
            # ("something", "has given") are no thing a line must hold; the act asked (paid, received — a verb the
            # rules read, one the matter's records hold) and the thing it is asked of are
            held = set().union(*(stems(r.text) for r in self.records(cases)))
            foreign = [g for g in required if not g & held
                       and not any(is_english(t) for t in words(q.text) if stem(t) in g)]
            known = [g for g in required if g not in foreign]
            acts = [g for g in groups if g & VERB_STEMS and g & held and g not in required]
            if foreign and known and acts:
                hits = self._matching(cases, known + acts, need_all=True)
                if hits:
                    required = known + acts
        # "… when the clerk filed the vakalat": a filing in a clause that dates the question is not what it asks
        main_clause = re.split(r"(?<=\S)\s+(?:when|while|after|before|jab|since)\b", q.text, maxsplit=1, flags=re.I)[0]
        if "filing" in q.hints and required and re.search(r"\bfil\w*|\bdakhil\b|\blodged\b|\bsubmitted\b", main_clause, re.I):
            draft = self._filed_or_not(cases, required, hits)
            if draft is not None:
                return draft
        named = name_phrases(q.text)
        # (a line that holds nothing asked but the person's name — the cause title listing them — answers nothing)
        if not hits or (named and required and all(g & stems(" ".join(named)) for g in required)):
            labelled = by_party_label(self, named)  # "OP-2 is absolved": OP-2 is the person asked
            if labelled is not None:
                return labelled
        if not hits and len(required) >= 3:
            # a long question whose every word no one line holds: the lines that hold all but one of them are the
            # nearest the notes come, shown as such, never turned into a yes or a no
            # (words of the question's own language no record of the matter writes, "ym", "shuh", "karwa", are not
            # things a line must hold: the threshold counts the words the matter's records do hold, and English)
            own_held = set().union(*(stems(r.text) for r in self.records(cases))) if cases else set()
            typed_words = words(q.text)
            counted = [g for g in required if g & own_held or any(is_english(t) for t in typed_words if stem(t) in g)]
            need = max(len(counted) - 1, 2) if len(counted) >= 2 else len(required) - 1
            near = [h for h in self._matching(cases, required, need_all=False) if h[0] >= min(need, len(required) - 1)]
            if near:
                near.sort(key=lambda h: (h[1].date or "", h[0]))
                for h in near[-3:]:
                    self.cite(h[1])  # numbered oldest first, as the lines below cite them
                first = (f"Not clearly on record; the nearest your notes come, {human_date(near[-1][1].date)}, "
                         f"{self.who(near[-1][1])}: {clean(near[-1][2], 260)} [{self.cite(near[-1][1])}].")
                plainly = act_unheld(self, cases, required)  # "… released?" of a thing no line says was (unknown_words.py)
                # "… HC me writ lagayi?" of a matter no record of which writes a writ (agent/thing_unheld.py)
                plainly = plainly or thing_unheld(self, cases, required)
                if plainly:
                    first = plainly + first[len("Not clearly on record"):]
                first = still_asked(near[-1][2], first)  # "… kab milega?": the latest line still asks (agent/not_yet_asked.py)
                if first.startswith("Not clearly"):
                    # the latest line put the event off, says it was not done, or sets a day still to come
                    # (the "not" of a sentence glued on after an initialism, "… does not help the O.P. The land is
                    # restored …", is no polarity of the one that holds the words asked)
                    first = status_of(self, near[-1][1], _piece_with(near[-1][2], required)) or first  # (status_asked.py)
                return Draft(first, [self.line(h[1], _sentence_context(h[1].text, h[2], after_only=True),
                                               with_case=self.multi()) for h in near[-3:-1]])
        if not hits and cases and asks_what(q.typed or q.text):
            # a yes or a no read from a question whose word of asking is another language's "what" ("… gudika
            # kana?"): the record holding its weightiest known words (agent/terms.py)
            said = topic_said(self, cases, groups)
            if said is not None:
                return said
        ended = over_words(q.text) if not hits and cases and len(cases) == 1 else []
        if ended and not _DISPOSAL_ASKED.search(q.text):
            # "… ka mamla compromise se khatam hua?": the matter's end asked in the question's own word; the order
            # that disposed of it answers, when it writes every other thing asked ("in terms of the compromise")
            over = {stem(w) for w in ended}
            settled = self._disposed(cases[0], holding=[g for g in required if not g & over])
            if settled is not None:
                return settled
        if not hits and cases and len(cases) == 1 and _DISPOSAL_ASKED.search(q.text):
            # "… disposed <verb of another language>?": whether the matter is over is settled by the order that
            # disposed of it, whatever words the question wraps round it
            settled = self._disposed(cases[0])
            if settled is not None:
                return settled
        if not hits and not cases and q.judges and not q.counsel and which_matters_asked(q.typed or q.text):
            # "<judge> ke court me mera koi case pending hai kya?", "<judge>-nte court-il ente case vallathum pending
            # undo?": a yes or no over the lawyer's matters before that judge is answered by those matters
            # (agent/before_judge.py), not by a line that would have to hold the question's words
            there = self.pending()
            if there is not None:
                return there
        if not hits:
            where = f" in {self.label(cases[0])}" if cases and len(cases) == 1 else ""
            thing = self._thing()
            self._unheld_groups = (cases, groups)  # the nearest record, if no plain reading finds one (_with_evidence)
            return Draft(f"No record{' of ' + thing if thing else ''}{where} in your notes: nothing in them says so.")
        # a plan's item, a cause list's row, a next date's purpose: the step listed for a day, not done (only_listed.py)
        hits, listed = only_listed(self, hits, required or groups)
        if listed is not None:
            return listed
        return self._yes_no_verdict(_stating_the_act(hits, groups, required), required, groups, drop)

    def _yes_no_verdict(self, hits: list[tuple[int, RecordRef, str]], required: list[set[str]],
                        groups: list[set[str]], drop: set[str], *, newest: bool = False) -> Draft:
        """The yes or no of the lines that state the thing asked, the best of them quoted (with `newest`, the newest
        record decides: a later letter or order over an earlier claim)."""
        q = self.q
        cases = self.scope() or None
        # the line that says the very words asked ranks above one that only says a synonym ("admitted" is not "said")
        # (the words that named the matter are in every line that heads its notes: they say nothing of the act asked)
        named = {stem(w) for ws in q.case_words.values() for w in ws}
        own = {stem(w) for w in words(_without_dates(q.text, q.today)) if w not in STOP and len(w) >= 2} - drop - named
        hits.sort(key=lambda h: (h[1].date or "", h[0]) if newest else (len(own & stems(h[2])), h[1].date or "", h[0]))
        polar = [] if newest else [
            h for h in hits if not DIRECTION_GIVEN.search(c := _clause_with(h[2], required or groups))
            and (_NEGATIVE.search(without_prohibitions(c)) or (_POSITIVE.search(c) and not _DIRECTED_ACT.search(c)))
            or granted_by_order(self, h[1], h[2])]  # "… be released on bail on furnishing a bond": the grant itself
        best = (polar or hits)[-1]
        clause = _clause_with(best[2], required or groups)
        # words quoted from someone ('next time I will not be so kind') are what was said, not the answer's polarity
        said_plain = re.sub(r"(?:^|(?<=\s))['‘\"“][^'’\"”]{2,}(?:['’\"”]|$)", " ", clause)
        # "the respondent shall keep the gate open … and shall not build": a direction of the court says what must be
        # done, not whether it was; its "not" is no answer to "did they keep it open?"
        said_plain = without_named_negation(said_plain, q.text)  # "no coercive steps": the thing's name, no denial
        said_plain = without_prohibitions(said_plain)  # "told him: do not break it": no "not" of the step (told_not.py)
        verdict = "No" if _NEGATIVE.search(without_no_of_another_thing(said_plain, required or groups)) \
            and not DIRECTION_GIVEN.search(said_plain) else \
            ("Yes" if _POSITIVE.search(said_plain) and not _DIRECTED_ACT.search(said_plain) else "On record")
        # (a future of another coordinated clause, "… is suspended … and the appellant shall be released", is not
        # the step asked: only the clause joined by "and <a new subject>" that holds the words asked is read for it)
        step_piece = _step_piece(said_plain, required or groups)
        if verdict == "On record" and not newest and granted_by_order(self, best[1], best[2]):
            verdict = "Yes"  # an order that granted the step, written as the court's direction (agent/order_granted.py)
        if verdict == "On record" and (required or groups) and not _FUTURE.search(step_piece) \
                and overlap(required or groups, stems(whole := best[2] if newest or _read_whole(best[1]) else clause), whole) \
                == len(required or groups):
            verdict = "Yes"  # "Was the IA dismissed?" — "IA 402 DISMISSED": the very thing asked, said without a "not"
        if verdict == "Yes" and said_absent(clause) is not None and not asks_no_shows(q.typed or q.text):
            verdict = "No"  # "… ki gawahi hui?" — "PW2 (bank manager) absent": the witness the line names did not come
        unpaid = unfounded_yes(q.typed or q.text, verdict, said_plain)
        if unpaid:
            verdict = "On record"  # "<person> ko muavja mil gaya?" — a line that states no payment is no yes
        if verdict == "On record":
            outcome = self._outcome_asked(best[1], own)
            if outcome is not None:
                verdict, best = "Yes", (best[0], best[1], outcome)
        rec = best[1]
        if verdict in ("Yes", "On record") and not newest:
            # "<thing> ku refer pannaangala?" — "OPs filed I.A. to refer …": the application's fate in a later record
            # answers, not its filing (agent/moved_outcome.py)
            fate = moved_outcome(self, rec, clause, {w for w in own if len(w) >= 4})
            if fate is not None:
                return fate
        if verdict != "Yes" or DIRECTION_GIVEN.search(clause):
            # "… jama kiya? kitna, kab": the sum an order directed, paid by a later challan (sum_paid_later.py)
            paid = ordered_sum_paid(self)
            if paid is not None:
                return paid
        later = act_stated_later(self, rec, best[2], groups, PREDICATES)  # "… received on 02.04", weeks later
        if later is not None:
            return later
        if verdict != "Yes":
            # "kiraya jama karaya?" — a "no" or a direction, then the line that writes the deposit (step_written.py)
            step = step_written(self, rec.date or "")
            if step is not None:
                return step
        if verdict == "No":
            since = paid_since(self, rec, best[2])  # "panam innum kudukkala", then "DD given - Rs. …" (paid_since.py)
            if since is not None:
                return since
        first = f"{verdict} — {human_date(rec.date)}, {self.who(rec)}: {clean(best[2], 300)} [{self.cite(rec)}]."
        if verdict == "On record":  # the line holding every word asked is itself a question ("… kab refund karega?")
            first = still_asked(best[2], f"Not clearly on record; the nearest your notes come, {human_date(rec.date)}, "
                                         f"{self.who(rec)}: {clean(best[2], 260)} [{self.cite(rec)}]."
                                ) if is_question(best[2]) else first
        if unpaid:
            first = (f"Not shown paid or received; the nearest your notes come, {human_date(rec.date)}, "
                     f"{self.who(rec)}: {clean(best[2], 260)} [{self.cite(rec)}].")
        # "… Accused is acquitted." (order_end.py); a "no" read from "not inclined to grant bail" goes on to the
        # order's own word, "The bail petition is rejected": the verdict as the court wrote it
        ended = how_it_ended(rec.text, best[2]) if verdict in ("Yes", "No") else None
        if ended:
            first += f" The same record goes on: {clean(ended, 200)} [{self.cite(rec)}]."
        elif first.startswith(f"{verdict} —"):
            first += order_that_day(self, rec, first)  # a chat's report of a decision: the order itself (reported_order.py)
        if verdict != "No" and re.search(r"^\s*when\b|\bkab\b|\beppudu\b", q.text, re.I):
            first = f"{human_date(rec.date)} — {self.who(rec)}: {clean(best[2], 300)} [{self.cite(rec)}]."  # a when: the date first
        lines = []
        # a pleading filed ("WS vesada?"): what the notes say it pleads, in the lines after the filing
        after = 2 if "filing" in q.hints or any("file" in g for g in groups) or _CONTENT_ASKED.search(q.text) else 1
        for _, r, text in hits[-4:-1]:
            if r.entry_id != rec.entry_id:
                lines.append(self.line(r, _sentence_context(r.text, text, after=after), with_case=self.multi()))
        lines.append(self.line(rec, _sentence_context(rec.text, best[2], after=2), with_case=self.multi()))
        # what the notes said on it afterwards, even in other words ("the notice" for "B3"): newest last
        req = required or groups
        if len(req) >= 3:
            shown = {h[1].entry_id for h in hits}
            later = []
            for r in self._on_day(self.records(cases)):
                if r.entry_id in shown or (r.date or "") < (rec.date or ""):
                    continue
                for sn in sentences(r.text):
                    if overlap(req, stems(sn.text), sn.text) >= len(req) - 1:
                        later.append((r.date or "", r, sn.text))
                        break
            later.sort(key=lambda x: x[0])
            if later:
                lines += [self.line(r, _sentence_context(r.text, t), with_case=self.multi(), order=1) for _, r, t in later[-2:]]
                first += f" Later, {human_date(later[-1][1].date)}: {clean(later[-1][2], 200)} [{self.cite(later[-1][1])}]."
        return Draft(first, lines)

    def _outcome_of_the_verb(self, entry_ids: set[int], first: str) -> bool:
        """One of `entry_ids` holds an order the rules read with the outcome the question's own verb asks, and the
        answer's first sentence quotes that outcome (a line of the same record that does not say it is a guess)."""
        if not entry_ids:
            return False
        own = {stem(w) for w in words(_without_dates(self.q.text, self.q.today))}
        plain = CITATION.sub(" ", first)
        # the outcome said outright, not as a condition ("if allowed, the company shall replace it")
        said = {stem(m.group(0)) for m in re.finditer(r"\w+", plain)
                if not _CONDITION_BEFORE.search(plain[:m.start()])}
        said |= {stem(o) for o, alike in _OUTCOMES_ALIKE.items() if stem(alike) in said}
        return any(e.entry_id in entry_ids and e.outcome in _OUTCOMES_ASKED and stem(e.outcome) in own & said
                   and not _NEGATIVE.search(e.text)
                   for e in self.ev.events(case_ids=self.q.cases or None, kinds=["order"]))

    def _outcome_asked(self, rec: RecordRef, own: set[str]) -> str | None:
        """The sentence of `rec` whose order the rules read with the very outcome the question's verb asks ("AB allow
        aaytha?": "The petition u/s 482 BNSS is allowed." before the sentence that says the bail); None when none."""
        for e in self.ev.events(case_ids=rec.case_ids or None, kinds=["order"]):
            if e.entry_id == rec.entry_id and e.outcome in _OUTCOMES_ASKED and stem(e.outcome) in own \
                    and not _NEGATIVE.search(e.text):
                return clean(e.text, 300)
        return None

    def _short_papers(self, cases: list[str] | None, groups: list[set[str]]) -> list[tuple[int, RecordRef, str]]:
        """Short papers (a register's page, a receipt, a certificate) holding every one of `groups` across their
        lines, each as one line: "POLICE STATION … Attendance register … Sign: X" states a signature at the PS,
        though no one line of it holds both."""
        out = []
        for rec in self._on_day(self.records(cases)):
            if rec.kind != "document" or len(rec.text) > _SHORT_PAPER or (rec.date or "")[:10] > self.today:
                continue
            whole = " ".join(ln.strip() for ln in rec.text.splitlines() if ln.strip())
            if overlap(groups, stems(whole), whole) == len(groups):
                out.append((len(groups), rec, whole))
        return out

    def _headed_papers(self, cases: list[str] | None, groups: list[set[str]]) -> list[tuple[int, RecordRef, str]]:
        """The first sentence of a paper that, read under its heading (agent/headed.py), holds every one of `groups`
        though neither the heading nor the sentence does alone, as "<heading>: <sentence>"."""
        out = []
        for rec in self._on_day(self.records(cases)):
            if rec.kind != "document" or (rec.date or "")[:10] > self.today:
                continue
            heading = heading_of(rec.text or "")
            if overlap(groups, stems(heading), heading) in (0, len(groups)):
                continue
            for both in under_heading(rec.text or ""):
                if overlap(groups, stems(both), both) == len(groups):
                    out.append((len(groups), rec, both))
                    break  # the paper's first sentence of the act: what it reports was done, before its details
        return out

    def _on_day(self, recs: list[RecordRef]) -> list[RecordRef]:
        """The records of the day the question names, when it names one (all of them otherwise)."""
        if self.q.on is None:
            return recs
        day = self.q.on.isoformat()
        return [r for r in recs if r.date == day] or recs

    def _matching(self, cases: list[str] | None, groups: list[set[str]], *, need_all: bool) -> list[tuple[int, RecordRef, str]]:
        """Sentences of the scope's records with all of `groups` (or, when not need_all, the most of them)."""
        if not groups:
            return []
        out = []
        for rec in self._on_day(self.records(cases)):
            for s in sentences(rec.text):
                score = overlap(groups, stems(s.text), s.text)
                if (need_all and score == len(groups)) or (not need_all and score >= 1):
                    out.append((score, rec, s.text))
        if out and not need_all:
            top = max(o[0] for o in out)
            out = [o for o in out if o[0] == top]
        return out

    def _filed_or_not(self, cases: list[str] | None, required: list[set[str]],
                      hits: list[tuple[int, RecordRef, str]]) -> Draft | None:
        """'Did we file the appeal?': a filing of that thing, else what the notes say is still to be done."""
        filings = [e for e in self.ev.events(case_ids=cases, kinds=["filing"])
                   if overlap(required, stems(e.text), e.text) == len(required)
                   and (self.q.on is None or e.record_date == self.q.on.isoformat())]
        done = [e for e in filings if e.filed and not re.search(r"\bby\s+(?:the\s+)?(?:defendant|respondent|opposite|other)", e.text, re.I)]
        if done:
            f = done[-1]
            rec = self.record_of(f.entry_id)
            if rec is not None:
                return Draft(f"Yes — filed on {human_date(f.on or f.record_date)}{self.cites([f])}.",
                             [self.line(rec, around(rec.text, f.start, f.end, 0))])
        plans = [h for h in hits if re.search(r"\bwill\b|\bto\s+(?:file|draft|prepare)\b|\bdraft\b|\bkarenge\b|\bkarna\s+hai\b|"
                                              r"\blimitation\b|\bcertified\s+copy\b|\bnot\s+(?:yet\s+)?filed\b|\bpending\b", h[2], re.I)]
        if not plans:
            return None
        plans.sort(key=lambda h: (h[1].date or "", h[0]))
        latest = plans[-1]
        thing = self._thing() or "it"
        first = (f"No — your notes record no filing of {thing}; the latest on it, {human_date(latest[1].date)}, "
                 f"{self.who(latest[1])}: {clean(closed(latest[1].text, latest[2]), 220)} [{self.cite(latest[1])}].")
        lines = [self.line(h[1], h[2], with_case=self.multi()) for h in plans[-3:]]
        return Draft(first, lines)

    def _thing(self) -> str:
        """What a yes/no question asks about, in its own words ("a DNA test")."""
        m = re.search(r"\b(?:order|grant|file|pay|issue|take|seek|give|allow)\w*\s+((?:a|an|the|any)\s+[\w\s-]{2,40}?)"
                      r"(?=\s+(?:in|for|against|on|by|to)\b|\?|$)", self.q.text, re.I)
        # "<case> me <two words> kab hua": those words, whatever the language (agent/unknown_words.py)
        return m.group(1).strip() if m else " ".join(thing_asked(self))

    def _name_stems(self) -> set[str]:
        out: set[str] = set()
        for cid in self.scope():
            card = self.card(cid)
            if card is None:
                continue
            c = card.case
            for t in (c.short_name, c.title, c.number, card.client.name if card.client else None,
                      card.judge.name if card.judge else None, card.counsel.name if card.counsel else None):
                out |= stems(t or "")
        for w in self.q.case_words.values():
            out |= {s for x in w for s in stems(x)}
        # "Rasheedinte": a name the question typed with an ending glued to it (agent/question.py suffixed_name)
        named = {x for ws in self.q.case_words.values() for x in ws}
        out |= {stem(w) for w in words(self.q.text)
                if any(len(n) >= 5 and w.startswith(n) and 0 < len(w) - len(n) <= NAME_SUFFIX for n in named)}
        # "<surname> aaji", "<name> seth": a word of address typed after a name of the case is the name's
        typed = words(self.q.text)
        out |= {stem(w) for prev, w in zip(typed, typed[1:]) if prev in named and w in WORDS_OF_ADDRESS}
        # "ST 118", "OS 44", "WP 3418": the letters typed before the number that names the case are its number's
        # initials ("S.T. 118/2025"), no thing asked
        out |= {stem(w) for w, nxt in zip(typed, typed[1:]) if nxt in named and nxt.isdigit()
                and any(2 <= len(w) <= 6 and w in _number_letters(self.card(c)) for c in self.scope())}
        return out - {"pay", "paid", "file", "appea", "cost", "warra"}

    def _sentences(self, cases: list[str] | None, groups: list[set[str]], *, min_share: float) -> list[tuple[int, RecordRef, str]]:
        """Sentences of the scope's records that match enough of the question's words: (score, record, text)."""
        need = max(1, int(round(len(groups) * min_share)))
        out = []
        for rec in self.records(cases):
            for s in sentences(rec.text):
                score = overlap(groups, stems(s.text), s.text)
                if score >= need:
                    out.append((score, rec, s.text))
        if not out:
            return []
        top = max(o[0] for o in out)
        return [o for o in out if o[0] >= top - 1 and o[0] >= need]

    def _costs_paid(self, cases: list[str] | None, asked: list[float]) -> Draft | None:
        events = [e for e in self.ev.events(case_ids=cases, kinds=["costs"]) if e.amount in asked or e.amount is None]
        imposed = [e for e in events if e.status == "imposed" and e.amount in asked]
        paid = [e for e in events if e.status == "paid" and (e.amount in asked or e.amount is None)
                and (not imposed or (e.record_date or "") >= (imposed[0].record_date or ""))]
        unpaid = [e for e in events if e.status == "unpaid" and e.amount in asked]
        if not (imposed or paid or unpaid):
            return None
        lines = [ln for e in (imposed[:1] + unpaid[-1:] + paid[:2]) if (ln := self.event_line(e))]
        amt = rupees(asked[0])
        when_imposed = f" (imposed on {human_date(imposed[0].record_date)}{self.cites(imposed[:1])})" if imposed else ""
        if paid and unpaid and (unpaid[-1].record_date or "") > (paid[-1].record_date or ""):
            paid = []  # "still not paid", written after a line that read as paid: the later word on it stands
        if paid:
            p = paid[0]
            return Draft(f"Yes — the {amt} costs{when_imposed} were paid on {human_date(p.record_date)}{self.cites(paid[:2])}.", lines)
        if unpaid:
            u = unpaid[-1]
            first = f"No — the {amt} costs{when_imposed} were still unpaid on {human_date(u.record_date)}{self.cites([u])}."
            rec = self.record_of(u.entry_id)
            if rec is not None:
                # what the court said follows if they stay unpaid: "pay before next date, else DW evidence …"
                said = sentences(rec.text)
                at = next((i for i, sn in enumerate(said) if sn.start <= u.start < sn.end), None)
                for sn in said[at:at + 2] if at is not None else []:
                    if _UNLESS_PAID.search(sn.text):
                        first += f" {clean(sn.text, 200)} [{self.cite(rec)}]."
                        break
            return Draft(first, lines)
        return Draft(f"Not on record: your notes record the {amt} costs{when_imposed} but no payment of them.", lines)

    def _filed_on_time(self, cases: list[str] | None, groups: list[set[str]]) -> Draft | None:
        """'Was it filed on time?': the last date the notes give for it, and the filing of it in that case."""
        deadline = None
        deadline_rec = None
        for rec in self.records(cases):
            for s in sentences(rec.text):
                if not _DEADLINE.search(s.text):
                    continue
                context = _sentence_context(rec.text, s.text)
                if groups and not overlap(groups, stems(context), context):
                    continue
                for a, b, iso in iso_dates(s.text, rec.date):
                    if iso >= (rec.date or "") and _DEADLINE.search(s.text[max(0, a - 40): b + 10]):
                        if deadline is None or (rec.date or "") > (deadline_rec.date or ""):
                            deadline, deadline_rec = iso, rec
        unders = [e for e in self.ev.events(case_ids=cases, kinds=["undertaking"]) if e.due
                  and overlap(groups, stems(e.text), e.text)]
        if deadline is None and unders:
            u = unders[-1]
            deadline, deadline_rec = u.due, self.record_of(u.entry_id)
        scope = deadline_rec.case_ids[:1] if deadline_rec is not None and deadline_rec.case_ids else cases
        filings = [e for e in self.ev.events(case_ids=scope, kinds=["filing"]) if e.filed
                   and (deadline_rec is None or (e.record_date or "") >= (deadline_rec.date or ""))]
        scored = [(overlap(groups, stems(e.text), e.text), e) for e in filings]
        best = max((s for s, _ in scored), default=0)
        matched = [e for s, e in scored if s == best and s >= 1]
        lines: list[Line] = []
        dn = f" [{self.cite(deadline_rec)}]" if deadline_rec is not None else ""
        if deadline_rec is not None:
            lines.append(self.line(deadline_rec, _sentence_with_date(deadline_rec.text, deadline)))
        if not matched:
            if deadline is None:
                return None
            late = " — the last date has passed" if deadline < self.today else ""
            return Draft(f"Not on record: your notes record no filing of it after the last date was set, "
                         f"{human_date(deadline)}{dn}{late}.", lines)
        f = matched[0]
        filed_on = f.on or f.record_date
        rec = self.record_of(f.entry_id)
        if rec:
            lines.append(self.line(rec, around(rec.text, f.start, f.end, 0)))
        cite = self.cites([f])
        if deadline:
            if filed_on and filed_on <= deadline:
                days = _days(deadline, filed_on)
                return Draft(f"Yes — filed on {human_date(filed_on)}{cite}, {days} day{'s' if days != 1 else ''} before "
                             f"the last date, {human_date(deadline)}{dn}.", lines)
            late = _days(filed_on, deadline)
            return Draft(f"No — filed late, on {human_date(filed_on)}{cite}, {late} day{'s' if late != 1 else ''} after "
                         f"the last date, {human_date(deadline)}{dn}.", lines)
        return Draft(f"Yes — filed on {human_date(filed_on)}{cite}; your notes give no last date to compare.", lines)

    # -- what someone said --------------------------------------------------------------------------------
    def said(self) -> Draft | None:
        q = self.q
        told = _TOLD_ASKED.search(q.text) or _TOLD_ASKED_TO.search(q.text)
        if told:
            draft = self._told(told.group(1).strip())
            if draft is not None:
                return draft
        # ("<tribunal> mein <office> wala witness ne kya bola": the witness speaks, not the judge the court's name matched)
        judged = None if witness_speaks(q.typed or q.text) else judge_said(self)  # "hakim kya bole?" (agent/judge_said.py)
        if judged is not None:
            return judged
        witness_by_full_name(self)  # "<given> <surname> ne kya bataya?": that witness, in their own case
        # "<matter> ka eyewitness kaun?": the witness of that role, before a party the matter is named after speaks
        by_role = role_first(self)
        if not q.witness:
            spoken = speaker_said(self)  # "what did she say about his salary?": her own messages (agent/speaker.py)
            if spoken is not None:
                return spoken
        if not q.witness and not q.person:
            # "what did the <office initials> say?": the officer of that office in any matter (agent/office_named.py)
            officer = officer_said(self)
            if officer is not None:
                return officer
        witness_settles_matter(self)  # "RFO <name> cross …": two forest cases fit the office, the name settles it
        cases = self.scope() or None
        drop = self._name_stems() | {"pw", "dw", "cw", "chief", "cross", "vs"} | expand("say")
        drop |= label_forms(q.witness)  # "PW2", "pw-2": the witness's own number names them, it is no topic
        person_words = [w.lower() for w in (q.person or "").split() if len(w) >= 3]
        drop |= {s for w in person_words for s in stems(w)}
        groups = topic_groups(q.text, drop)
        if not q.witness and q.counsel and asked_stage(q.text) is not None:
            # "<name> ke cross mein <counsel> ne kya suggest kiya?": an examination asked, the counsel is the one who
            # examined; the witness the question names is whose account is asked
            witness_by_name(self, self.ev.events(case_ids=self.scope() or None, kinds=["witness"]))
        state = None if q.witness else state_counsel_of_case(self)  # "<matter> me GA ne kya kaha?": its State counsel
        if state is not None:
            q.counsel = [state]
            groups = [g for g in groups if not any(office_word(w) or w.lower() == "ga" for w in g)]
        if not q.witness and q.counsel:
            pleaded = counsel_said(self, groups)  # "what did their counsel say when …?" (agent/counsel_said.py)
            if pleaded is not None:
                return pleaded
        witnesses = self.ev.events(case_ids=cases, kinds=["witness"])
        if (not q.witness and not q.person) or by_role:
            witnesses = witnesses + unfiled_of(self, cases)  # a chat day no case was found for (agent/witness_role.py)
        known_before = bool(q.witness or q.person) and not by_role
        witness_by_role(self, witnesses)  # "what did the doctor admit?": the witness the notes describe so
        witness_by_name(self, witnesses)  # "what did Gurpreet say in cross?": the witness the notes name so
        party = party_witness(self, witnesses)  # "<party> cross lo em admit chesadu?": the party as its own witness
        if party is not None:
            witnesses, cases = party, q.cases
        described = witness_by_description(self, witnesses)  # "the insurance investigator": a word only one witness's line holds
        witness_by_office(self, witnesses)  # "the DTO wala witness": the office their line writes (office_named.py)
        if not known_before and q.witness and not cases and q.cases:
            # the witness found by role or description is of one case: the same number in another case is another
            # person ("the patwari" is PW-2 of the suit, not the PW-2 of an appeal's judgment)
            witnesses = [e for e in witnesses if e.case_id in q.cases]
        if not known_before and (q.witness or q.person):
            # the words that found the witness ("the doctor", the name) name them: no topic their account must hold
            # (a doctor's cross written "PW3 Dr. …: - injury could be by a fall" holds no "doctor")
            naming = role_stems(q.text) | {s for w in (q.person or "").split() if len(w) >= 3 for s in stems(w)}
            naming |= {s for w in described for s in stems(w)}  # "the society secretary": the words that found them
            groups = [g for g in groups if not g & naming]
        if q.on and any(e.record_date == q.on.isoformat() for e in witnesses):
            witnesses = [e for e in witnesses if e.record_date == q.on.isoformat()]
        picked: list[EventBase] = []
        if q.witness:
            picked = [e for e in witnesses if e.witness == q.witness]
        if q.person:
            # (a name the rules read as its title alone, "Dr", is the one its line writes after it: agent/titled.py)
            picked += [e for e in witnesses if witness_name(e) and _name_match(q.person, witness_name(e))]
        # a witness is also named without their number ("Leela Bose now says …")
        mentions: list[tuple[RecordRef, str]] = []
        names = set(person_words)
        for e in picked:
            if e.name:
                # (a title is no word of the name: "Thiru. <name>" is found by the name, events/titles.py)
                names |= {w.lower().rstrip(".") for w in e.name.split() if len(w) >= 4 and not is_person_title(w)}
        stage_asked = asked_stage(q.text)  # "चीफ़ में", "jirah mein" too (agent/witness.py)
        # "PW2 yaaru?", "DW1 kaun hai?": who the witness is — a line of the matter that names them is their identity
        # ("client to bring the <calling> <name>"), whether or not they speak in it
        identity = bool(q.witness) and who_asked(q.typed or q.text)
        # (by every word of their name: a surname alone is also a junior's or a party's — "<given> <surname>")
        whole_names = [ws for e in picked if e.name and (ws := [w.lower().rstrip(".") for w in e.name.split()
                                                               if len(w) >= 3 and not is_person_title(w)])]
        accounts: set[str] = set()  # the days of accounts found by name alone
        testimony = testimony_stems()
        if names:
            for rec in self.records(cases or list({e.case_id for e in picked if e.case_id}) or None):
                for s in sentences(rec.text):
                    low = s.text.lower()
                    # the person speaks: their name, then what they said ("Leela Bose now says …"), not "told X"
                    if identity and not _WITNESS_MARK.search(s.text) and any(
                            all(re.search(rf"\b{re.escape(w)}\b", low) for w in whole) for whole in whole_names):
                        mentions.append((rec, s.text))  # named with no number: who they are, in the notes' words
                        continue
                    # "<name in the note's script> का बयान। … ने कहा …": their account, named with no number
                    # (agent/named_account.py)
                    account = account_named(rec.text, s.start, names, testimony)
                    if account is not None:
                        mentions.append((rec, account))
                        accounts.add(rec.date or "")
                        continue
                    for n in names:
                        m = re.search(rf"\b{re.escape(n)}\b", low)
                        if m and (re.search(r"\b(?:said|says|say|stated|deposed|admitted|now|bola|boli|kaha|maana|denied|answered)\b",
                                            low[m.end():]) or says(low[m.end():], telling=False)):  # or in any language
                            mentions.append((rec, s.text))
                            break
                        told = said_after(rec.text, s.text) if m else None  # "<name> came. Said …" (agent/said_after.py)
                        if told is not None:
                            mentions.append((rec, told))
                            break
                        if m and stage_asked and re.search(rf"\b{stage_asked}\b", _sentence_context(rec.text, s.text, after_only=True), re.I):
                            # "IO X came. Cross: …": the examination follows the sentence that names them
                            mentions.append((rec, _complete(rec.text, s.text, stage_asked)))
                            break
        if not picked and not mentions:
            return self._topic_lines(cases, groups)
        # "what did he admit in his evidence (gawahi, sakshya)?": the word asks for the witness's account, it is no
        # topic of it (a list of witnesses holds it; the day of their own examination need not)
        groups = [g for g in groups if not g & testimony_stems()]
        # which case: the one whose statements match the question's topic best
        by_case: dict[str, int] = {}
        for e in picked:
            rec = self.record_of(e.entry_id)
            text = e.text + " " + (rec.text if rec else "")
            by_case[e.case_id or ""] = by_case.get(e.case_id or "", 0) + 1 + 3 * overlap(groups, stems(text), text)
        for rec, text in mentions:
            cid = rec.case_ids[0] if rec.case_ids else ""
            by_case[cid] = by_case.get(cid, 0) + 1 + 3 * overlap(groups, stems(text), text)
        best_case = max(by_case, key=by_case.get) if by_case else ""
        # "PW2 <name>": the witness of that number who bears that name is the one asked, in their own case, whatever
        # the other matters' notes say of a namesake
        both = {e.case_id or "" for e in picked if q.witness and q.person and e.witness == q.witness
                and witness_name(e) and _name_match(q.person, witness_name(e))}
        best_case = next(iter(both)) if len(both) == 1 else best_case
        picked = [e for e in picked if (e.case_id or "") == best_case]
        mentions = [m for m in mentions if (m[0].case_ids[0] if m[0].case_ids else "") == best_case]
        items: list[tuple[str, str, RecordRef, str]] = []  # (date, stage, record, text)
        for e in picked:
            rec = self.record_of(e.entry_id)
            if rec is not None:
                # the sentence after the witness's line often holds what they said ("Chief: … . Cross: …")
                told = _complete(rec.text, e.text, e.stage if e.stage in ("chief", "cross") else None)
                # the witness's own span runs on over the lines of their account: all of it, not its opening
                items.append((e.record_date or "", e.stage or "", rec, e.text if len(e.text) > len(told) and e.text in rec.text else told))
        for rec, text in mentions:
            if not any(i[2].entry_id == rec.entry_id and text in i[3] for i in items):
                items.append((rec.date or "", "", rec, text))
        # a record on a topic ranks first; the notes of a day before its order sheet
        items.sort(key=lambda i: (i[0], i[2].is_order_sheet))
        items = _stage_days(items, stage_asked, q)
        items = absent_days(items, accounts)  # the day they stayed away is no account, when another day holds it
        scored = [(overlap(groups, stems(i[3]), i[3]) if groups else 1, i) for i in items]
        if groups and any(s for s, _ in scored):
            keep_dates = {i[0] for s, i in scored if s}
            items = [i for s, i in scored if i[0] in keep_dates]
        # one line per record, at most five, newest last
        seen: set[int] = set()
        chosen = []
        for i in items:
            if i[2].entry_id in seen:
                continue
            seen.add(i[2].entry_id)
            chosen.append(i)
        chosen = chief_day(chosen) if stage_asked == "chief" else chosen[-5:]
        who = q.witness or q.person or "The witness"
        name = next((e.name for e in picked if e.name), None)
        if name and q.witness:
            who = f"{q.witness} ({name})"
        elif q.witness and not name and picked and picked[0].witness:
            who = picked[0].witness
        where = f" in {self.label(best_case)}" if best_case else ""
        occasions = []
        for d in sorted({i[0] for i in chosen}):
            on_day = [i for i in chosen if i[0] == d]
            stage = next((i[1] for i in on_day if i[1]), "")
            stage_txt = {"chief": "in chief", "cross": "in cross", "both": "in chief and cross", "re": "in re-examination"}.get(stage, "")
            nums = ", ".join(str(self.cite(i[2])) for i in on_day)
            occasions.append(f"{stage_txt + ' ' if stage_txt else ''}on {human_date(d)} [{nums}]")
        first = f"{who}{where} — what your notes record, {_join(occasions)}:"
        # "what did he admit about the doctor?": that point, said first; "what all did he admit?": each admission
        point_groups = [g for g in groups if not g & stems(f"{who} {name or ''}")]
        if _ADMIT_ASKED.search(q.text):
            # the verb of admitting asked ("kay kabul kela": the lexicon holds it with "admitted") is no point of
            # the account: the admit group is added below, once
            admits = expand("admit")
            point_groups = [g for g in point_groups if not g & admits]
        # "what did PW2 admit in cross?", no point named (the question's other words describe the witness, as their
        # own line does — "<name> chi aai", "mother of <name>" — or are written in no line of the account): the
        # admissions are the cross itself, said from its heading in whole sentences (one clause of it, the first
        # "admitted …", leaves the others unsaid)
        described = stems(" ".join(e.text.split("\n", 1)[0] for e in picked))  # the witness's own line
        # ("what all did he admit?", "kya kya maana?" asks each admission, one by one, below)
        admitted_only = bool(_ADMIT_ASKED.search(q.text)) and not _ALL_ASKED.search(q.text) and not any(
            overlap([g], stems(i[3]), i[3]) for g in point_groups if not g & described for i in chosen)
        if _ADMIT_ASKED.search(q.text):
            point_groups.append(expand("admit") | {"accep", "conce", "maana", "माना", "मानी", "मान"})
        points = stage_quoted(chosen, stage_asked or "cross", from_heading=True) if admitted_only else []
        points = points or _points_asked(chosen, point_groups, 3 if _ALL_ASKED.search(q.text) else 1, q.witness)
        if not points:
            # "what did PW2 say in cross?", no point named (or a word no sentence holds, "vich", "la"): the
            # examination itself said first, from the stage asked on ("Cross by …: <suggestion> - <answer>"), not
            # the heading that names the witness
            points = stage_quoted(chosen, stage_asked)
        if not points:
            # (the account found by their name alone, "<name> का बयान। … ने कहा …", is what they said: agent/named_account.py)
            points = [(i[2], i[3]) for i in chosen if i[0] in accounts and not i[1]][-1:]
        if points:
            said_first = "; ".join(f"{clean(t, 220)} [{self.cite(r)}]" for r, t in points)
            first = f"{who}{where}: {said_first}. What your notes record, {_join(occasions)}:"
        # "Cross (by me):" and the lines under it: the account is the list its heading opens
        lines = [self.line(i[2], _stage_part(finish_lists(i[2].text, i[3]), stage_asked), order=k)
                 for k, i in enumerate(chosen)]
        return Draft(first, lines)

    def _told(self, name: str) -> Draft | None:
        """'What did I tell X about …?': the lines where the notes say X was told something, on the question's
        topic first; the cases asked about first, then all (a person the registry does not hold has no case)."""
        words = [w for w in re.findall(r"[a-z]+", name.lower()) if len(w) >= 3 and w not in _COURTESY_WORDS]
        if not words:
            return None
        told = re.compile(r"\b(?:told|tell|informed|explained\s+to|advised|bataya|samjhaya)\b[^.]{0,40}?\b"
                          + re.escape(words[0]) + r"|\b" + re.escape(words[0]) + r"\b[^.]{0,40}?\b(?:ko\s+bataya|ko\s+samjhaya|ki\s+cheppa\w*)",
                          re.I)
        groups = [g for g in topic_groups(self.q.text, {s for w in words for s in stems(w)} | expand("say") | expand("tell"))
                  if not (g & VERB_STEMS)]
        for scope in ([*self.scope()] or None, None):
            found = []
            for rec in self.records(scope):
                for sn in sentences(rec.text):
                    if told.search(sn.text):
                        found.append((overlap(groups, stems(sn.text), sn.text), rec.date or "", rec, sn.text))
            if found:
                break
        if not found:
            return None
        found.sort(key=lambda f: (f[0], f[1]))
        best = found[-1]
        rec = best[2]
        first = f"{human_date(rec.date)}, {self.who(rec)}: {clean(best[3], 300)} [{self.cite(rec)}]."
        if rec.case_ids and (not self.q.cases or rec.case_ids[0] not in self.q.cases):
            first = f"In {self.label(rec.case_ids[0])}, " + first[0].lower() + first[1:]
        lines = [self.line(f[2], f[3], with_case=True) for f in found[-3:-1] if f[2].entry_id != rec.entry_id]
        return Draft(first, lines)

    def _topic_lines(self, cases: list[str] | None, groups: list[set[str]]) -> Draft | None:
        """What the records say on the question's topic: the sentences with all its words, and the one after."""
        required = [g for g in groups if not (g & VERB_STEMS)] or groups
        hits = self._matching(cases, required, need_all=True)
        if not hits:
            return None
        hits.sort(key=lambda h: (h[1].date or "", h[1].entry_id))
        seen: set[int] = set()
        hits = [h for h in hits if not (h[1].entry_id in seen or seen.add(h[1].entry_id))]  # one line per record
        # more records hold it than are shown: the first, where it began ("status quo on <the thing> till ND"), and
        # the latest three ("status quo continues"); the later lines lean on the first for what they are about
        chosen = [hits[0], *hits[-3:]] if len(hits) > 4 else hits
        first_rec = chosen[0][1]
        nums = sorted({self.cite(h[1]) for h in chosen})
        where = f" in {self.label(cases[0])}" if cases and len(cases) == 1 else ""
        first = (f"What your notes say{where}, {human_date(first_rec.date)} to {human_date(chosen[-1][1].date)} "
                 f"[{', '.join(str(n) for n in nums)}]:") if len(chosen) > 1 else \
            f"What your notes say{where}, {human_date(first_rec.date)} [{nums[0]}]:"
        stage = next((w for w in ("cross", "chief") if re.search(rf"\b{w}\b", self.q.text, re.I)), None)
        abbrs = abbreviations(self.q.text)  # "DE" asked, the record spelling it out (agent/spelled_out.py)
        lines = [self.line(h[1], with_spelled_out(h[1].text, _complete(h[1].text, h[2], stage), abbrs),
                           with_case=not where) for h in chosen]
        said = office_said(self, cases) if cases else None  # "AC ne kya kaha": the office's own paper (initials.py)
        if said is not None:
            first = f"{said[0]} {first}"
            lines.insert(0, said[1])
        return Draft(first, lines)

    # -- open questions ----------------------------------------------------------------------------------
    def _brief_only(self) -> bool:
        """The question asks a case's briefing and nothing else ("full status, what's today?")."""
        from tareekh.agent.case_named import describing

        q = self.q
        # ("<village> <farmers> wala case poora batao": the words before the case's word say which matter it is)
        told_which = {s for w in describing(q.text) for s in stems(w)}
        # ("<matter> ki puri story kaha": the verb of telling closing a briefing asked is the asking: say_verbs.py)
        telling = {s for w in telling_asked(q.text) for s in stems(w)}
        telling |= {s for w in explaining_words(q.text) for s in stems(w)}  # "explain", "samjavo": asking, no topic
        return bool(q.cases) and asks_brief(q.text) and not framing_dropped(self, topic_groups(
            q.text, self._name_stems() | {s for w in BRIEF_WORDS for s in stems(w)} | self._described_by(q.cases)
            | told_which | telling))

    def _described_by(self, cids: list[str]) -> set[str]:
        """The stems of the words the registry describes the cases by (their court, with its initials: "District
        Council Court" is "DCC"; their nature, title, short name): in a briefing asked, they say which matter ("the
        godown matter in the ADC"), they narrow it to no topic."""
        out: set[str] = set()
        for cid in cids:
            case = getattr(self.card(cid), "case", None)
            court = getattr(case, "court", None) or ""
            for part in re.split(r"[,(]", court):
                heads = [w for w in re.findall(r"[^\W\d_]+", part) if w[:1].isupper()]
                if len(heads) >= 2:
                    out.add("".join(w[0] for w in heads).lower())
            for t in (court, getattr(case, "nature", None), getattr(case, "title", None),
                      getattr(case, "short_name", None)):
                out |= stems(t or "")
        return out

    def _about_only(self) -> bool:
        """The question asks what its one case is about and nothing else ("what is X about?", "X dheni gurinchi?")."""
        from tareekh.agent.brief import without_about
        from tareekh.agent.plain_words import against

        typed = self.q.typed or self.q.text
        if not asks_about(typed) or any(against(w) for w in re.findall(r"\w+", typed.lower())):
            return False  # "the complaint against X, about what?": the accusation, read from the record that states it
        rest = " ".join(w for w in words(without_about(typed)) if w not in CASE_HEADS)  # "the X appeal": its name
        return not framing_dropped(self, topic_groups(
            rest, self._name_stems() | {s for w in BRIEF_WORDS for s in stems(w)}))

    def _briefing(self) -> Draft | None:
        """Each matter's story, last and next date: gathered across its records, held to no one record's words."""
        draft = self.last_time()
        if draft is not None:
            draft.gathered = True
        return draft

    def open(self) -> Draft | None:
        """A bare question ("rejoinder?") is read against the matters listed today first, then the case asked about."""
        q = self.q
        # "<party> fc": the forum the matter is before names it, as the party's name does (agent/forum_asked.py)
        forum = {s for w in forum_words(self, q.cases, words(q.text.lower())) for s in stems(w)}
        groups = topic_groups(q.text, self._name_stems() | forum)
        if not groups:
            # "rehmat?": a case's name alone asks where it stands; "S.5?": a section, though no word of it is a topic word
            return bare_case_brief(self) or bare_matters(self)
        if self._brief_only():
            return self._briefing()  # "quick brief on X - both her matters": each matter's story, last and next date
        named = phrase_brief(self)  # "<place> wali dukan": a matter named by its own words (agent/matter_phrase.py)
        if named is not None:
            return named
        if q.cases:
            # words of a language the reader half knows: the record holding the question's weightiest words
            # (a bare word beside a matter listed today: the listing said first, agent/listed_today.py)
            draft = listed_today_first(self, self._topic_lines(q.cases, groups) or topic_said(self, q.cases, groups))
            if draft is not None and ("witness" in q.hints or q.witness):
                # a witness asked of is told by role in words, not the note's short form: "IO (investigating officer)"
                draft.first = spelt_out(draft.first)
            return draft
        listed = self._listed_on(self.today)
        if listed:
            draft = self._topic_lines(listed, groups)
            if draft is not None:
                draft.first = draft.first.replace("What your notes say", "Of the matters listed today, your notes say", 1)
                named = listed_first(self, listed)  # the listed matters that hold it, by number and name
                draft.first = f"{named} {draft.first.replace('Of the matters listed today, your', 'Your', 1)}" if named else draft.first
                # read across the day's matters' own records: no closer line of some other matter unseats it
                draft.gathered = True
                draft.lines += last_heard_after(self, listed, groups)  # where it stands today (agent/listed_since.py)
                return draft
        return bare_matters(self)  # no listed matter holds it: the matters whose notes do, newest first

    # -- a judge's habits ---------------------------------------------------------------------------------
    def judge_habit(self) -> Draft | None:
        q = self.q
        lost = dates_lost(self)  # "<officer> <matter> me baar baar adjourn kyun?": each day put off, and why
        if lost is not None:
            return lost
        if not q.judges and len(q.cases) == 1:
            # "the bench always asks …" of a case named: its judge
            card = self.card(q.cases[0])
            if card is not None and card.judge is not None:
                q.judges = [card.judge.id]
        if not q.judges:
            return None
        judge_id = q.judges[0]
        try:
            judge = self.registry.get_judge(judge_id)
        except Exception:  # noqa: BLE001
            return None
        cases = [c.id for c in self.registry.list_cases() if c.judge_id == judge_id]
        name = judge.short or judge.name
        if not cases:
            return Draft(f"Nothing in your notes on {name}: no case of yours is before them.")
        start = at_the_start(self, cases, name, judge)  # "… case shuru hote hi kya karwati hain?": the first hearings
        if start is not None:
            return start
        drop = {s for w in (judge.name, judge.short or "") for s in stems(w)}
        groups = topic_groups(q.text, drop | {"usual", "alway", "gener", "karte", "habit", "what", "matte", "kehti", "kahte",
                                              "karti", "check"} | (expand("say") - {stem("state")})
                              | habit_asking_stems(q.text) | even_stems(q.typed or q.text)  # ("does he EVEN sit …")
                              | {s for w in ("court", "madam", "sir", "sahab", "judge", "bench", "saheb") for s in stems(w)})
        # "is he usually available?", "why do her dates go by?": the days the bench was away (agent/judge_away.py)
        groups = away_groups(groups, q.typed or q.text)
        # the situation the question names ("state ka CA na aaye"): its negation one group, its short forms spelt
        # out as the notes spell them, its grammar words left out (agent/situation.py)
        texts: dict[str, list[str]] = {}
        for r in self.records(cases):
            texts.setdefault(r.case_ids[0] if r.case_ids else "", []).append(r.text)
        # (the question's habitual verb, "… pannuvaanga", "… lete hain", is its asking, not a topic: agent/habit_asked.py)
        asking_verbs = {stem(w) for w in habitual_verbs(q.text) + way_words(q.text) + again_and_again_words(q.text)}  # (and "tareeka", "style")
        # (the verb's group, its synonyms beside it, "dekhte": seen/dekha/paartha, is the asking as much as the verb)
        groups = [g for g in groups if not (g & asking_verbs)]
        groups = order_apart(groups, q.typed or q.text)  # "sabse pehle kya karwate hain": the order asked, no topic (agent/habits.py)
        # (asked what the judge demands, "kya maangte hain", as well as what they call for: their orders' biddings)
        # (asked what the judge is strict or particular about, "kis baat pe sakht hain", their standing demands are
        # asked: the lines that write their strictness, and what they bid, agent/habit_asked.py)
        strict = q.kind == "judge_habit" and asks_strict(q.text)
        firstly = asks_first(q.typed or q.text)  # "sabse pehle kya poochte hain": the line of their first act (habits.py)
        demanded = q.kind == "judge_habit" and (asks_called_for(q.text) or asks_demanded(q.text))
        if q.kind == "judge_habit":  # (its words, and the "about what thing" it is asked with, are no topic)
            asked_so = {s for w in strict_words(q.text) for s in stems(w)}
            groups = [g for g in groups if not (g & asked_so)]
        if demanded:
            # (its verb of demanding, "ki mangde ne", is the asking, not a topic a line must write: a claimant's
            # "income claimed" is no demand of the bench)
            # (the lexicon's own words for demanding too, "maang", "demand"; a "claim" stays a topic)
            wanting = ({s for w in demand_words(q.text) for s in stems(w)} | expand("maang") | expand("demand")) \
                - expand("claim")
            groups = [g for g in groups if not (g & wanting)]
        # (a two-letter word typed in lower case that no vocabulary knows is grammar, a copula or particle of a
        # language the tables do not hold, "… ke ba", "… ga", "… po": no topic a note must write)
        groups = [g for g in groups if not (len(g) == 1 and _grammar_pair(next(iter(g)), q.typed or q.text))]
        situation = Situation(q.text, groups, texts)
        groups = situation.groups
        # the court's directions when a situation is asked (what it told the defaulter to do), from the hearings'
        # records only: a legal notice's "failing which" is no court's act
        # (the court's own adjournments too, "not reached", "passed over", "on leave": asked of time, every one; asked
        # of a topic their words hold, "item 30 daatithe reach avtunda?", those that hold it, below)
        # (asked what the bench demands or calls for, its directions are what it asks of the sides, on any topic)
        # (asked what the judge asks, "kya kya puchte hain", "enna ketpaar", the papers they bid a side produce are asked
        # of as much as the questions they put: "APP to produce the case diary and the antecedents")
        asking = asks_asking(q.text)  # "what does she ask first?" (agent/ask_verbs.py)
        kinds = ["remark", "order", "costs", "adjournment"] + (["direction"] if situation.situational or demanded or strict
                                                               or asking else [])
        events = [e for e in self.ev.events(case_ids=cases, kinds=kinds)
                  if not (e.kind == "adjournment" and e.sought_by != "court")
                  and _the_court_s(e, self.record_of(e.entry_id))]
        # the records of days a party sought time, when asked what the judge does then (a day whose costs or last
        # chance the court put on the time is answered by those already)
        sought_days = {e.entry_id for e in self.ev.events(case_ids=cases, kinds=["adjournment"])
                       if e.sought_by in ("ours", "other")} if "adjournment" in q.hints else set()
        sought_days -= {e.entry_id for e in events if e.kind == "costs"
                        or {"last_opportunity", "no_further_adjournment"} & set(getattr(e, "tones", []))}
        # (a name word the judge shares with a counsel of the registry, "<given> <surname>" of both, names the counsel
        # as often: the judge's other words and short names name them, agent/judge_ways.py)
        shared = counsel_name_patterns(self.registry, name_words_of)
        # (so does one the judge shares with a party of a matter before another judge: agent/judge_ways.py)
        shared |= party_name_patterns(self.registry, judge, name_words_of)
        # (a shared name word with a title only the bench is given, "Judge <surname>", "Madam <surname>" of a woman judge
        # where the counsel of that name are men, names the judge)
        titled = titled_shared_patterns(judge, shared, self.registry, name_words_of)
        names = [p for p in judge_patterns(judge, name_words_of(judge)) if p not in shared] + titled  # by name or initials ("PKJ")
        # (the short name without its court's number, "<post> madam" of "<post>-III madam", when no other judge reads
        # the same, agent/court_numbers.py)
        try:
            titled = titled + unnumbered_patterns(judge, list(self.registry.judges()))
        except Exception:  # noqa: BLE001 - no registry, no other judges
            pass
        names = names + [p for p in titled if p not in names]
        # (in the judge's own matters, the short name without the post before it: "<surname> ji" of "<POST>-7
        # <surname> ji", agent/court_numbers.py)
        try:
            names += [p for p in unposted_patterns(judge, list(self.registry.judges())) if p not in names]
        except Exception:  # noqa: BLE001 - no registry, no other judges
            pass
        others = other_judges(self, judge_id, name_words_of)
        personal = [p for p in personal_patterns(judge, name_words_of) if p not in shared] + titled  # another matter's page: own name
        try:  # (a post word no other judge of the registry is written with, "Mamlatdar saab": agent/judge_away.py)
            sole = [p for p in sole_post_patterns(judge, list(self.registry.judges())) if p not in personal]
            personal += sole
            # (and on a page of the judge's own matters: "SDO ne pehle … maangi" there is that bench's act)
            names += [p for p in sole if p not in names]
        except Exception:  # noqa: BLE001 - no registry, no other judges
            pass
        post_words = bench_post_patterns(judge)  # the words of the judge's post and court, as an order signs off
        candidates: list[tuple[float, str, EventBase | None, RecordRef | None, str]] = []
        judge_words = {w.lower() for w in re.findall(r"\w+", f"{judge.name} {judge.short or ''}")} | \
            {"sir", "madam", "judge", "with", "as", "the", "of", "saheb", "sahab"}
        listed = self.ev.events(case_ids=cases, kinds=["next_date"]) if situation.situational else []
        calls_for = q.kind == "judge_habit" and asks_called_for(q.text)  # "… se pehle kya mangwate hain?"
        # "<judge> state ge yavaglu enu kelthare": what the bench asks of the State is what it bids the State's
        # counsel do, in whatever words the order names them ("the learned AGA shall place …"), agent/state_side.py
        of_state = state_asked(q.typed or q.text) is not None
        if of_state:  # (an order's bidding to the State's counsel is read as the paper they are to file)
            events = events + state_bidden(self, cases)
        for e in events:
            if others is not None and others.search(e.text) and not any(re.search(p, e.text.lower()) for p in names):
                continue  # what the note says of another judge, on a page filed under this judge's matter
            rec = self.record_of(e.entry_id)
            # the court bidding a side or an officer bring a paper or a report, read out of the record as its direction
            # or in an order's words ("the <officer> is directed to send his report …", "APP to produce …")
            bidding = _bids(e)
            if not groups:
                score = 0
            elif rec is not None and situation.situational:
                score = _situated(situation, rec, e.start, e.end)
            else:  # the topic asked, in the act or around it
                # (asked what the judge asks, a bidding is an ask of theirs, whatever verb the note writes it with)
                score = situation.score_in((around(rec.text, e.start, e.end, 2) if rec else e.text)
                                           + (" asked" if asking and bidding else ""),
                                           self.label(e.case_id) if e.case_id else "")
                if not score and e.case_id and situation.score(self.label(e.case_id)) >= sum(situation.weights):
                    # asked of a kind of matter ("in DV matters"), the court's acts in a matter of that kind are of it
                    score = 1.0
            if (e.kind == "costs" or {"last_opportunity", "no_further_adjournment"} & set(getattr(e, "tones", []))) \
                    and "adjournment" in q.hints:
                # "how is she on adjournments?": the costs a judge puts on time, the last chance given, are the answer
                score = max(score, 1)
            elif e.kind in ("remark", "order") and e.entry_id in sought_days:
                # "sarkar time maange to kya karte hain": what the court directed on a day a party sought time
                score = max(score, 1)
            if of_state and e.kind in ("remark", "direction", "filing") and role_written("state", e.text):
                score = max(score, 1) + 1  # the side asked, bidden by the court: above a line of the topic alone
            if e.kind == "adjournment" and "adjournment" not in q.hints and not score:
                continue  # the court's day put off, of no topic asked
            if calls_for and wants(e.text):
                score += CALLED_FOR  # asked what the judge sends for: "let the <report> be called" is it, on any topic
            elif (demanded or strict) and bidding:
                score += CALLED_FOR  # asked what the judge demands: what they bid be brought, on any topic
            weight = {"remark": 2, "order": 1, "costs": 1, "direction": 1, "adjournment": 0, "filing": 2}[e.kind]
            if asking and bidding:
                weight += ASKS_FOR  # asked what the judge asks: a paper they bid be brought, as the sentences' own below
            if "asked" in getattr(e, "tones", []) or "said" in getattr(e, "tones", []):
                weight += 1
            if asking and puts_question(e.text):
                weight += ASKS_PUT  # asked what the judge asks: the judge putting a question
            candidates.append((score * 3 + weight, clean(e.text, 140), e, rec, e.text))
        # what the notes say about the judge by name ("Menon sir wanted exact exhibit numbers")
        off_topic: set[int] = set()
        follows: set[int] = set()  # the bench's words right after a line of the topic (a second way of that day)
        # "what to keep ready for her?", "what does he send for?" (agent/habit_asked.py)
        # (asked what the judge demands, "kya maangte hain", what they asked for at a hearing is it as much)
        preparing = q.kind == "judge_habit" and (asks_preparing(q.text) or calls_for or demanded or strict)
        judge_vocab = name_words_of(judge)
        for rec in judge_named_records(self, cases):  # their cases' records, then any that names them (agent/habits.py)
            own = bool(set(rec.case_ids) & set(cases))
            actor_before = False  # the sentence before had the judge acting: "(2) "…"", "Again asked …" go on with it
            named_before = False  # the sentence before named the judge: a hearing note's head, "<day> <court> - <matter> …"
            clause_of = False  # the sentence before ended on ";": this one is a clause of it, the same actor's
            before_s = None  # the sentence before: what a bare "same as always with <judge>" points back to
            said = lines_run_on(list(sentences(rec.text)))  # (a register's cut line goes on: agent/habits.py)
            for at, s in enumerate(said):
                prev_s = before_s
                if len(re.findall(r"\w+", _LEAD_OF_LINE.sub("", s.text, count=1))) >= SAYS_SOMETHING:
                    before_s = s  # (a bare "ND 13/3" after the remark is no remark of its own)
                # (the judge's name typed in the note's own script, "<surname> साहेबांनी …", is the name: agent/script_names.py)
                spelt = spelt_in_latin(s.text, judge_vocab)
                # ("12:40 <junior>: Sir <Surname> absent": the senior the message is written to, no bench)
                low = without_coram(without_chat_address(spelt).lower())  # an order's "Before: Hon'ble …" names the bench, says no way of it
                by_name = any(re.search(p, low) for p in (names if own else personal)) and \
                    not another_titled(low, names if own else personal, judge.name)  # "Dr <surname>": a witness
                # a note speaks of the judge as "he", "she", "the judge", "the court" as often as by name, or by the
                # courtesy or post of the bench ("Saheb ne …", "president garu again …"), agent/judge_ways.py
                by_role = own and not rec.is_order_sheet and bool(
                    _JUDGE_AS_SUBJECT.search(s.text) or titled_actor(s.text) or (actor_before and continues(s.text))
                    or courtesy_leads(s.text, judge.short)  # "Madam <thing> <asked>" of "<post> madam"
                    or bench_away(s.text))  # "<post> sahiba on leave": the bench's day away (agent/judge_away.py)
                # (an order of the judge's own matter that says the court does a thing once more, "the parties are once
                # more advised to settle", is the bench's habit in its own words)
                by_role = by_role or (own and rec.is_order_sheet and repeated(s.text) and bool(_COURT_AGAIN.search(s.text)))
                # a page filed under another matter, the item the line before headed with the judge's name ("(2)
                # <parties> - <judge>"), that holds the situation asked: what happened before the judge that day
                headed = not own and actor_before and not rec.is_order_sheet and situation.situational and \
                    bool(groups) and not by_name and situation.score(s.text) > 0 and \
                    not re.match(r"\s*\(?\d{1,2}[.)]", s.text)
                by_role = by_role or headed
                # (a note of the judge's own matter that named the judge at its head, "<day> <court> - <matter> - …",
                # goes on with what happened before them that day in a sentence with no actor written: "… notice to
                # the accused before cognizance - process fee paid" is that hearing's, the topic asked in its words)
                # (asked of a situation, "when the witness does not come", such a sentence is the situation, not the act)
                by_role = by_role or (own and named_before and not by_name and not rec.is_order_sheet and bool(groups)
                                      and not situation.situational
                                      and situation.beyond(s.text, self.label(rec.case_ids[0]) if rec.case_ids else "") > 0
                                      and not (others is not None and others.search(s.text)))
                named_before = by_name and at == 0  # (the note's head: its first sentence, not a later one that names them)
                if headed and at + 1 < len(said) and not _DAY_WRITTEN.search(said[at + 1].text):
                    # (and what the court did then, the sentence after it: "accused absent. Warrant issued.")
                    from types import SimpleNamespace

                    s = SimpleNamespace(text=f"{s.text} {said[at + 1].text}", start=s.start, end=said[at + 1].end)
                # (a quote the judge began, "(1) "… affidavit."", goes on with them too)
                # (so does a clause the note split off with ";": "<judge>: site inspection, 3 weeks; report to be filed")
                actor_before = by_name or by_role or (actor_before and (quote_goes_on(s.text) or clause_of))
                clause_of = s.text.rstrip().endswith(";")
                # an order sheet's directing sentence is the court's own act ("Let the officer file …")
                # (so is a note's passive line of what was directed right after the situation it wrote, "<witness>
                # did not come. Summons through <their office>.": the court's act, though the note names no actor)
                by_order = own and situation.situational and directs(s.text) and (
                    rec.is_order_sheet or (at > 0 and situation.score(said[at - 1].text) >= len(situation.groups) / 2))
                # (asked the judge's ways on a topic of settling, their own order sending the matter to mediation or a
                # Lok Adalat, in whatever language the order is written, is the bench's act on it)
                # (its word in the order's own script inflected, "<mediation>-centre-to", is held by the forum's stem)
                settles = own and rec.is_order_sheet and q.kind == "judge_habit" and names_settling_forum(s.text) \
                    and any(names_settling_forum(w) for g in groups for w in g)
                # (asked what the judge calls for or demands, their own order's bidding a paper be filed is the answer,
                # whatever its topic: "reply be filed with the latest progress report")
                # (so is an order's passive direction typed into a note or an order read as one, "the <officer> is
                # directed to produce the original records …")
                bids = (demanded or strict) and own and (rec.is_order_sheet or court_directs(s.text)) and bids_paper(s.text)
                by_order = by_order or settles or bids
                if not (by_name or by_role or by_order) or \
                        (not by_name and others is not None and others.search(s.text)):
                    continue
                if by_name and not by_role and heading_only(spelt, names if own else personal):
                    continue  # "12.3 HC Ct 4 <judge>": the day's heading names the bench, says nothing of its ways
                if by_name and not by_role and own and heading_only(spelt, names + post_words + self._matter_words(rec)):
                    continue  # "<post> <place> - <number> <matter's name>": the bench and the matter, none of its ways
                if by_name and rec.is_order_sheet and heading_only(spelt, names + post_words):
                    continue  # an order's signature, "<post>, <court>, <place>": the bench's name, none of its ways
                if by_order and not (by_name or by_role):
                    if any(e.entry_id == rec.entry_id and e.start < s.end and s.start < e.end for e in events + listed):
                        continue  # the court's act read as an event already ("a non-bailable warrant (NBW)"), a listing
                    # (the sending is the act asked of, not a recital of it: whole, wherever its topic is written)
                    score = max(_situated(situation, rec, s.start, s.end), 1.0 if settles else 0.0) + (CALLED_FOR if bids else 0)
                    # (a note's passive direction is told with the situation it answered: "<PW3> did not come. Summons …")
                    told = s.text if rec.is_order_sheet else f"{said[at - 1].text} {s.text}"
                    if score:
                        candidates.append((score * 3 + 1.5, clean(told, 140), None, rec, told))
                    continue
                score = situation.score_in(s.text, self.label(rec.case_ids[0]) if own and rec.case_ids else "") \
                    if groups else 0
                if not score and by_name and situation.situational and at > 0 and \
                        situation.score(said[at - 1].text) >= len(situation.groups) / 2:
                    # the judge by name acting right after the line that writes the situation asked ("<witness> again
                    # not present. <judge> closed the evidence"): what they did about it, the situation counting whole
                    score = situation.score(said[at - 1].text)
                if groups and not score and by_role and not by_name and own and not situation.situational \
                        and titled_actor(s.text) and not read_as_event(rec, s, events):
                    # asked of a kind of matter ("in maintenance", "the orchard case"), the bench acting in a matter
                    # that its name says is of that kind acts in it ("Madam sent both to counselling"), as the court's
                    # acts read out of such a matter do (an act read as one of those is told by it): the topic's words
                    # the matter's name holds count
                    score = situation.score(self.label(rec.case_ids[0]))
                if groups and not score and by_name and own and not situation.situational and rec.case_ids \
                        and not read_as_event(rec, s, events) and _says_beyond_name(low, names):
                    # (so does the bench named acting in such a matter, in whatever language the note writes the act:
                    # "<surname> ಮೇಡಂ … ಮಧ್ಯಸ್ಥಿಕೆ ಕೇಂದ್ರಕ್ಕೆ ಕಳುಹಿಸಿದರು" in a partition suit is how she deals with one)
                    score = situation.score(self.label(rec.case_ids[0]))
                if groups and not score and by_role and not by_name and \
                        any(situation.score(b.text) for b in said[max(0, at - 2):at]):
                    # the bench, by title, speaking right after the line of the topic asked ("Exemption allowed on
                    # costs. ND 3/4. Madam said: absent next date, warrant"): its words are of that topic, a second
                    # way of that day below the topic's own line
                    score = follow = 1
                else:
                    follow = 0
                # work to keep ready for the judge ("kya ready rakhna hai"): what the judge asked for is it
                # (asked of the judge's ways, "kya ready rakhni padti hai", a standing demand is it too)
                demand = (q.kind == "pending" and bool(_JUDGE_DEMAND.search(s.text))) or (
                    preparing and (wants(s.text) or standing(s.text)))
                # (a way the judge keeps, "again", "every time", "only", is the habit asked whatever its topic)
                if by_role and not by_name and not score and not demand and not standing(s.text) and not titled_actor(s.text) \
                        and not bench_away(s.text):
                    continue
                score += demand
                # the judge's own words ("<judge>: …", quoted, asked) say more of their ways than a mention
                voiced = JUDGE_SPEAKS if by_name and speaks(s.text, names if own else personal) else 0.0
                if voiced and groups and not score and rec.case_ids and situation.score(self.label(rec.case_ids[0])):
                    # what the judge said in a matter of the situation asked ("in bail": a bail application's day)
                    # counts, below a line that itself says the situation
                    voiced += 1.0
                # a remark made again or every time is the judge's habit before a one-off line (agent/judge_ways.py)
                again = REPEATED if repeated(s.text) else STANDING if standing(s.text) else 0.0
                if groups and not score and not asks_ways(q.text):
                    again = 0.0  # a habit of another topic than the one asked ranks as before, below it
                # asked what the judge asks ("… pahile ki puchhait?"), a line of the judge putting a question is it
                # (a line of the judge directing a paper filed, "X to file an affidavit", a little above a remark)
                # (asked what the judge demands, "ki mangde ne", the questions they put to a side are their demands too)
                again += ASKS_PUT if (asking or demanded) and puts_question(s.text) else \
                    ASKS_FOR if asking and directs_paper(s.text) else 0.0
                if strict and writes_strict(s.text):
                    again += STRICT_SAID  # asked what they are strict about: the note's own "<judge> strict - …"
                if firstly and writes_first(s.text):
                    again += FIRST_SAID  # asked what they do first: the note's "<judge> first asked …", "pehla sawal"
                # a line that only dates a hearing before the judge ("12.3 (Fri) - <court> - <judge> - <parties>")
                # names them, says no way of theirs: below the lines where the judge acts or speaks
                dated = by_name and dated_mention(s.text)
                voiced = 0.0 if dated else voiced  # "<day> - <court>, <judge> - VC": a dash of a heading, no words of theirs
                # (of two lines equal otherwise, the one that names the judge is surer of who acted than one by title)
                base = (DATED_MENTION if dated else 2.55) if by_name else 1.5
                weight = score * 3 + base + habit_weight(s.text) + voiced + again
                candidates.append((min(weight, FOLLOWS) if follow else weight, clean(s.text, 140), None, rec, s.text))
                if follow:
                    follows.add(id(candidates[-1]))
                if prev_s is not None and bare_habit(s.text, judge_words):
                    # "same as always with <judge>": the line before is the habit (agent/same_as.py)
                    p_score = situation.score(prev_s.text) if groups else 0
                    candidates.append((p_score * 3 + base + habit_weight(prev_s.text) + REPEATED,
                                       clean(prev_s.text, 140), None, rec, prev_s.text))
                if by_role and not by_name and not score:
                    off_topic.add(id(candidates[-1]))  # the judge by title, of another topic: no line of the topic asked
        in_matter: set[int] = set()  # asked of a kind of matter, the court's acts in its matters (agent/judge_ways.py)
        if groups and not situation.situational:
            candidates, in_matter = in_topic_matters(candidates, off_topic)
        broad = asks_ways(q.text)  # "every time", "always", "their style" (agent/habit_asked.py)
        every = list(candidates)  # before the topic's filter: the habits the notes mark, whatever their topic
        if groups:
            # (asked their ways at large as well, "… aur unka style?", a way the judge keeps on any topic stays, below)
            # (a topic nearly all the judge's records hold weighs half, "<officer>" of a matter where every order
            # names them: a remark of the court that holds it is on topic, though its weight is below a whole topic's)
            least = min(4.0, 3 * sum(situation.weights) + 2)
            on_topic = [c for c in candidates if (c[0] >= least and id(c) not in off_topic)
                        or (broad and c[2] is None and standing(c[4]))]
            # (the bench's words after a line of the topic go with the topic's lines, never alone in their stead)
            kept = {id(c) for c in on_topic} | follows | in_matter
            candidates = [c for c in candidates if id(c) in kept] if on_topic else candidates
        if broad:
            # a line that only dates a hearing before the judge tells none of their ways, whatever topic it names
            candidates = [c for c in candidates if c[2] is not None or not dated_mention(c[4])] or candidates
        # of equal ones, the note's own sentence of the judge before an order read out of the day's record
        candidates.sort(key=lambda c: (-c[0], (c[3].date or "") if c[3] else "", c[2] is not None))

        # one line of a hearing is kept: of that hearing's lines, one that holds the thing asked ("madam rejected,
        # … no exemption") before one that only sounds like a habit ("first thing, she asked …")
        # (a line that writes a date is the day's heading, whatever words it holds)
        held_days = {c[3].date for c in candidates if groups and not situation.situational and c[3] is not None
                     and c[2] is None and situation.score(c[4]) and not _DAY_WRITTEN.search(c[4])}
        chosen = []
        seen: set[str] = set()
        per_day: dict[str, int] = {}
        # the hearings of the situation asked: what the court did there, up to three acts of a hearing (a warrant
        # and the letter to the officer of one order)
        situated = situation.situational and bool(candidates) and candidates[0][0] >= 6
        # asked their ways at large ("how does his court run, what does he do every date?"), a way already shown twice
        # waits for the ways not yet shown (four lines of one habit hide the judge's others: costs, timings)
        # (a topic the question's words name that no line holds, "run his court", is no topic of the ways shown)
        varied = broad and not (groups and any(situation.score(c[4]) for c in candidates if c[4]))
        deferred: list = []

        def pending_lines():  # the candidates, then the lines deferred as a way shown twice already
            nonlocal varied
            yield from candidates
            varied = False
            yield from list(deferred)
        for c in pending_lines():
            key = re.sub(r"\W+", " ", c[1].lower()).strip()
            day = c[3].date if c[3] is not None else ""
            # one habit per hearing: four examples from four occasions say more than four lines of one order
            # (asked their ways, two ways the judge keeps said at one hearing are two habits)
            most = 3 if situated and c[0] >= 4 else 2 if broad and c[2] is None and standing(c[4]) else 1
            if most == 1 and (id(c) in follows or
                              second_way(c, [x for x in chosen if (x[3].date if x[3] is not None else "") == day])):
                most = 2  # (two ways of the judge written of one hearing, "sent both to mediation"; "in person")
            elif most == 1 and "adjournment" in q.hints and \
                    sum_untold(c, [x for x in chosen if (x[3].date if x[3] is not None else "") == day]):
                most = 2  # (asked of time, the costs the order put that day beside a note's "last chance": agent/habits.py)
            if key in seen or per_day.get(day or "", 0) >= most:
                continue
            # (asked what the judge asks, the court's bidding is an ask of theirs, a line of the thing asked)
            if day in held_days and not situation.score(c[4]) and id(c) not in follows \
                    and not ((asking or demanded or calls_for) and c[2] is not None and _bids(c[2])):
                continue
            if varied and shown_twice(c[1], [x[1] for x in chosen], judge_words):
                deferred.append(c)
                continue
            seen.add(key)
            per_day[day or ""] = per_day.get(day or "", 0) + 1
            chosen.append(c)
            if len(chosen) >= MAX_WAYS:
                break
        if q.kind == "judge_habit":
            # asked their ways, in any words ("… ki chan?", "always"), the lines the notes themselves mark as the judge's
            # habit ("as usual", "again", "same as always") are shown too, though lines of a topic the question's words
            # only resemble outranked them; so are the days the notes write the bench away from its own dates ("order
            # not ready - sahab on inspection duty"): whether the bench sits is one of its ways (agent/judge_away.py)
            for c in sorted(every, key=lambda c: (-c[0], (c[3].date or "") if c[3] else "")):
                key = re.sub(r"\W+", " ", c[1].lower()).strip()
                day = c[3].date if c[3] is not None else ""
                if len(chosen) >= MAX_WAYS + EXTRA_HABITS or key in seen or c[2] is not None \
                        or not (repeated(c[4]) or bench_away(c[4])) \
                        or per_day.get(day or "", 0) >= 2:
                    continue
                seen.add(key)
                per_day[day or ""] = per_day.get(day or "", 0) + 1
                chosen.append(c)
        observations = self._observations(f"judge:{judge_id}", q.text)
        if not chosen and not observations:
            return Draft(f"Nothing in your notes on how {name} deals with this.")
        # the hearings of the situation asked, the best-matching first; else the judge's ways, oldest first
        best: dict[int, float] = {}
        for c in chosen:
            if c[3] is not None:
                best[c[3].entry_id] = max(best.get(c[3].entry_id, 0.0), c[0])
        # a hearing's acts together, in the order the record writes them
        chosen.sort(key=lambda c: ((-best.get(c[3].entry_id, c[0]) if situated and c[3] is not None else 0),
                                   (c[3].date or "") if c[3] else "", c[3].entry_id if c[3] else 0,
                                   c[2].start if c[2] is not None else (c[3].text.find(c[4]) if c[3] else 0)))
        # (a line cut at a short form's stop, "asked FIRST for aff." / "of service", carried on to its sentence's end)
        tags = [self._habit_tag(c[2]) if c[2] is not None else
                f"{_whole_line(c)} ({human_date(c[3].date)}) [{self.cite(c[3])}]" for c in chosen]
        # the act that recurs across the hearings gathered is the judge's habit: first, once, with how often (agent/habit_lead.py)
        tags = habit_told_first(tags, [c[2] is not None for c in chosen])
        quoted: set[int] = set()  # one line of a record: three acts of one order are quoted once
        # (two sentences each side: a judge's way is told by what the court did around it, "evidence closed. The parties
        # are once more advised to settle before …")
        lines = [replace(self.line(c[3], _habit_context(c[3].text, c[4], None if c[2] is None else (c[2].start, c[2].end)),
                                   with_case=len(cases) > 1), keep=best.get(c[3].entry_id, c[0])) for c in chosen
                 if c[3] is not None and not (c[3].entry_id in quoted or quoted.add(c[3].entry_id))]
        # (when the room is short, the records of the lines that hold the thing asked keep theirs, not the newest)
        # what the court itself recorded that day, beside a note's account of it
        days = {(c[3].case_ids[0] if c[3].case_ids else "", c[3].date) for c in chosen if c[3] is not None and not c[3].is_order_sheet}
        for e in events:
            rec = self.record_of(e.entry_id)
            if e.kind == "remark" and rec is not None and rec.is_order_sheet and (e.case_id or "", e.record_date) in days:
                lines.append(self.line(rec, e.text, with_case=len(cases) > 1, order=1))
        for fact in observations[:2]:
            n = self.book.add(fact)
            text = clean(self.readable(_observation_text(fact.text)), 200)
            if not tags:
                tags.append(f"{text} [{n}]")
            else:
                lines.append(Line("9999", f"- Pattern in your notes: {text} [{n}]"))
        # the court's short forms of the notes said in words ("BW (bailable warrant)"), agent/court_shorthand.py
        first = spelt_out(f"What your notes record of {name}: " + "; ".join(tags) + ".")
        return Draft(first, lines)

    def _matter_words(self, rec: RecordRef) -> list[str]:
        """The words the record's matters are called by (their number, short name and title), each a whole-word
        pattern: a note's heading names its matter, which says nothing of the bench's ways."""
        said = " ".join(self.label(c) + " " + (getattr(self.card(c), "title", None) or "") for c in rec.case_ids)
        return [rf"\b{re.escape(w.lower())}\b" for w in dict.fromkeys(re.findall(r"[^\W\d_]{3,}", said))]

    def readable(self, text: str) -> str:
        """Scope tags written into a memory's text ("case:C11") as the lawyer reads them."""
        def swap(m: re.Match[str]) -> str:
            kind, ident = m.group(1), m.group(2)
            if kind == "case":
                return self.label(ident)
            getter = {"judge": "get_judge", "counsel": "get_counsel", "client": "get_client"}[kind]
            try:
                person = getattr(self.registry, getter)(ident)
                return getattr(person, "short", None) or person.name
            except Exception:  # noqa: BLE001
                return kind
        return re.sub(r"\b(case|judge|counsel|client):([A-Za-z0-9_-]+)", swap, text)

    def _habit_tag(self, e: EventBase) -> str:
        cite = self.cites([e])
        when = human_date(e.record_date)
        if e.kind == "order":
            if e.outcome == "warrant":
                kind = {"NBW": "a non-bailable warrant (NBW)", "BW": "a bailable warrant (BW)"}.get(e.detail or "", e.detail or "a warrant")
                return f"{kind} ({when}){cite}"
            if e.outcome == "interim" and e.period:
                return f"an interim order {e.period} ({when}){cite}"
            rec = self.record_of(e.entry_id)
            # (a bare "Petition allowed" told by what the order did: "<advocate> is appointed as Commissioner …")
            read = [(x.start, x.end) for x in self.ev.events(case_ids=[e.case_id] if e.case_id else None)
                    if x.entry_id == e.entry_id and x.start != e.start and x.kind != "next_date"]
            done = what_was_ordered(rec.text, e.start, e.what or e.text, read) if rec is not None else None
            if done:
                return f"{clean(done, 120)} — {(e.what or e.text).strip(' .').lower()} ({when}){cite}"
            return f"{outcome_words(e.outcome)}: {clean(e.what or e.text, 100)} ({when}){cite}"
        if e.kind == "costs":
            return f"costs of {rupees(e.amount) if e.amount else 'an amount'} ({when}){cite}"
        if e.kind == "adjournment":
            return f"adjourned: {_short(e.reason) or 'court'} ({when}){cite}"
        tones = getattr(e, "tones", [])
        # "as a last opportunity … subject to costs of Rs. 5,000": the price the judge put on it, in the same words
        # (or Hindi "वाद व्यय", costs of the suit, "harja", "kharcha": events/costs_words.py)
        priced = [a for a in amounts(e.text) if a.value >= 100] if re.search(r"\bcosts?\b|व्यय", e.text, re.I) or COSTS_WORDS.search(e.text) else []
        with_costs = f" with costs of {rupees(priced[0].value)}" if priced else ""
        if "last_opportunity" in tones:
            lead = "a last opportunity"
            quote = re.search(r"['‘\"“]([^'’\"”]{3,60})['’\"”]", e.text)
            if quote:
                lead += f" ('{quote.group(1)}')"
            return f"{lead}{with_costs} ({when}){cite}"
        # (read so only when the line speaks of time or adjourning: "will not grant (bail) till then" is no refusal of
        # time, and its own words say what was refused)
        if "no_further_adjournment" in tones and _OF_TIME.search(e.text):
            return f"no further adjournment{with_costs} ({when}){cite}"
        rec = self.record_of(e.entry_id)
        said = to_sentence_end(rec.text, e.text) if rec is not None else e.text  # past a short form's stop ("aff.")
        return f"{clean(said, 140)} ({when}){cite}"

    def _offers(self, cases: list[str] | None) -> list[tuple[float, RecordRef, str]]:
        """Settlement offers the notes record (an amount offered), one per hearing."""
        out: list[tuple[float, RecordRef, str]] = []
        seen: set[tuple[str, float]] = set()
        for rec in self.records(cases):
            for s in sentences(rec.text):
                if not re.search(r"\boffer\w*|प्रस्ताव", s.text, re.I):
                    continue
                found = amounts(s.text)
                if not found:
                    continue
                key = (rec.date or "", found[0].value)
                if any(k[1] == key[1] and abs(_days(k[0], key[0])) <= 3 for k in seen):
                    continue
                seen.add(key)
                out.append((found[0].value, rec, s.text))
        return out[-4:]

    def _observations(self, tag: str, query: str) -> list[RecalledFact]:
        """Consolidated observations (patterns the memory formed) for a judge's or counsel's scope."""
        if self.bank is None:
            return []
        try:
            facts = self.bank.recall(query, tags=[tag], tags_match="all_strict", types=["observation"], max_tokens=800,
                                     budget="low")
        except Exception:  # noqa: BLE001 - observations are a bonus; events answer without them
            return []
        out = []
        for f in facts:
            if f.metadata.get("source_file") or f.source_fact_ids:
                out.append(f)
        return out[:2]

    # -- pending work ---------------------------------------------------------------------------------
    def pending(self) -> Draft | None:
        q = self.q
        day = q.on or q.until
        cases = self.scope()
        if not cases and day is not None:
            cases = self._listed_on(day.isoformat())
        if not cases and q.counsel and not q.judges and asks_matters_there(q.text):
            # "what is pending in my matters against <counsel>?": the open matters the registry gives that counsel,
            # not those listed today (agent/before_judge.py)
            against = matters_against(self, q.counsel[:1])
            if against:
                return before_judge_pending(self, against, lambda cid: pending_with_next(self, cid, *self._pending_for(cid, day)),
                                            counsel_phrase(self, q.counsel[0]))
        if not cases and day is None and not (q.judges and not q.counsel):
            # a bare question ("rejoinder?") is read against the matters listed today first (a judge named asks of
            # the matters before that judge, listed today or not)
            cases = self._listed_on(self.today)
        if not cases and q.judges and not q.counsel:
            # "what do I have pending before <judge>?", "<judge> ke yahan kya pending hai?": no matter named, a
            # judge is, and nothing asked to prepare: the matters listed before that judge, each with its next
            # date, what it is for and its open work (agent/before_judge.py)
            asked = asks_matters_there(q.text) or which_matters_asked(q.typed or q.text)  # "<judge> munde enide namdu"
            asked = asked or status_asked(q.typed or q.text)  # "<judge> ke yahan kya chal raha?"
            before = matters_before(self, q.judges) if asked and not asks_preparing(q.text) else []
            if before:
                return before_judge_pending(self, before, lambda cid: pending_with_next(self, cid, *self._pending_for(cid, day)))
            else:
                # "X J-de munpil enthokke karna hai?", "what must I keep ready before Justice X?": what to prepare
                # for that judge is the judge's ways
                return self.judge_habit()
        if not cases:
            when = f" on {human_date(day.isoformat())}" if day else ""
            return Draft(f"No matter of yours is listed{when} in your notes, so nothing is pending for it.")
        parts, lines = [], []
        for cid in cases:
            first, more = pending_with_next(self, cid, *self._pending_for(cid, day))
            unfiled = unfiled_since(self, cid) if q.cases else ""  # a newer note left for review (agent/missed_day.py)
            if unfiled:
                first = first.replace("nothing is recorded as pending", "nothing filed under it is recorded as pending") + unfiled
            parts.append(first)
            lines += more
        if q.cases:
            extra = self._still_to_do(q.cases)
            if extra is not None:
                parts.insert(0, extra[0])
                lines += extra[1]
        head = ""
        if day is not None and not q.cases:
            head = f"{number_word(len(cases))} matter{'s' if len(cases) != 1 else ''} listed on {human_date(day.isoformat())}. "
        return Draft(head + " ".join(parts), lines)

    def _still_to_do(self, cases: list[str]) -> tuple[str, list[Line]] | None:
        """'DW1 cross — what's still left?': what the latest records on the question's topic say remains."""
        drop = self._name_stems() | {s for w in ("pending", "left", "still", "cover", "ready", "keep", "anything", "remaining",
                                                 "baaki", "karna", "need", "prepare", "carry", "bring", "todo", "work")
                                     for s in stems(w)}
        groups = [g for g in topic_groups(self.q.text, drop) if not (g & VERB_STEMS)]
        if not groups:
            return None
        found = []
        for rec in self.records(cases):
            if rec.is_order_sheet or overlap(groups, stems(rec.text), rec.text) < max(1, len(groups) - 1):
                continue
            ss = sentences(rec.text)
            todo = []
            for k, sn in enumerate(ss):
                if not _TODO.search(sn.text) or sn.text in todo:
                    continue
                # "To do: A; B; C.": the items after the first, each its own piece, are the same list
                item = sn.text
                while item.endswith(";") and k + 1 < len(ss) and "\n" not in rec.text[ss[k].end: ss[k + 1].start]:
                    k += 1
                    item += " " + ss[k].text
                todo.append(item)
            if todo:
                found.append((rec.date or "", rec, " ".join(todo)))
        if not found:
            return None
        found.sort(key=lambda f: f[0])
        latest = found[-2:]
        first = "Still to do, as your notes last put it: " + "; ".join(
            f"{human_date(f[1].date)}: {clean(f[2], 200)} [{self.cite(f[1])}]" for f in latest) + "."
        return first, [self.line(f[1], f[2]) for f in latest]

    def _listed_on(self, day: str) -> list[str]:
        out = []
        for c in self.registry.list_cases():
            if c.next_date == day and c.status != "closed":
                out.append(c.id)
        if out:
            return sorted(out)
        for e in self.ev.events(kinds=["next_date"]):
            if e.date == day and e.case_id and e.case_id not in out:
                out.append(e.case_id)
        return sorted(out)

    def _pending_for(self, cid: str, day: date | None) -> tuple[str, list[Line]]:
        label = self.label(cid)
        recs = self.records([cid])
        events = self.ev.events(case_ids=[cid])
        items: list[tuple[str, EventBase]] = []
        for e in events:
            if e.kind == "action_item" and not self._done_later(e, recs):
                items.append(("to do", e))
            elif e.kind == "undertaking" and e.status == "given" and not self._undertaking_settled(e, events):
                items.append(("undertaking", e))
        last_hearing = max((r.date for r in recs if r.kind == "hearing" and r.date and r.date <= self.today), default=None)
        # a note filed as a hearing after it that set no next date is a note since (agent/due_day.py)
        last_hearing, noted = heard_last(recs, events, last_hearing, self.today)
        nexts = [e for e in events if e.kind == "next_date" and (e.record_date or "") == (last_hearing or "")]
        purpose = next((e for e in _ordered_notes_first(nexts, self) if e.purpose), None)
        # what came in since the last hearing (a letter, a demand, a chat) may be the work
        # (a plan of the days ahead typed by today is work pending too: "WEEK 7-12 DEC (typed Fri 4/12)")
        since = [r for r in recs if r.date and last_hearing and last_hearing < r.date and known_by(r, self.today)
                 and (r.date[:10] <= self.today or day is None or r.date[:10] <= day.isoformat())
                 and r.kind != "hearing"] + noted
        hearing_days = sorted({r.date for r in recs if r.kind == "hearing" and r.date and r.date <= self.today})
        recent = hearing_days[-2] if len(hearing_days) >= 2 else (hearing_days[0] if hearing_days else "")
        # (a note written after the day asked is no work pending on it: a later week plan is not yet written)
        items = [(k, e) for k, e in items if (k == "undertaking" or (e.record_date or "") >= recent)
                 and (e.record_date or "")[:10] <= self.today]
        items.sort(key=lambda x: x[1].record_date or "")
        items = items[-4:]
        lines: list[Line] = []
        bits = []
        for kind, e in items:
            rec = self.record_of(e.entry_id)
            if rec is None:
                continue
            due = getattr(e, "due", None)
            overdue = due and due < self.today
            text = getattr(e, "task", None) or getattr(e, "what", None) or e.text
            # "undertook that the arrears will be paid": with the sum the same note gives them (agent/sum_beside.py)
            tag = with_its_sum(clean(text, 120), rec.text) + (f" (due {human_date(due)}{', overdue' if overdue else ''})" if due else "")
            bits.append(f"{tag} [{self.cite(rec)}]")
            lines.append(self.line(rec, around(rec.text, e.start, e.end, 0), with_case=True))
        if purpose is not None:
            rec = self.record_of(purpose.entry_id)
            if rec is not None:
                bits.insert(0, f"listed for {purpose.purpose} [{self.cite(rec)}]")
                lines.append(self.line(rec, around(rec.text, purpose.start, purpose.end, 0), with_case=True))
        # listed for reply: what the other side argued at the last hearing is what to answer (agent/reply_due.py)
        to_answer, answer_lines = argued_to_answer(self, cid, purpose.purpose if purpose else None, last_hearing)
        bits += to_answer
        lines += answer_lines
        directed, directed_lines = directed_at_last_hearing(self, cid, events)  # agent/directed_work.py
        bits += directed
        lines += directed_lines
        if directed:  # what the client reports of the order since (agent/directed_work.py)
            reported, reported_lines = client_word_since(self, cid, last_order_day(self, events))
            bits += reported
            lines += reported_lines
        # a plan or chat since the last hearing (filed under the matter, or under none) says the matter's work in
        # its lines that name the matter: said, not only named (agent/since_work.py)
        unfiled = general_since(self, cid, last_hearing, day.isoformat() if day else None)
        told = {r.entry_id: lines_of_case(self, cid, r) or (clean(r.text, 300) if r in noted else "")
                for r in since + unfiled}
        shown = [r for r in since + unfiled if told[r.entry_id]][-3:]
        shown += [r for r in since[-2:] if r not in shown and not (shown and r.kind == "document")]
        for r in sorted(shown, key=lambda x: x.date or ""):
            said = told[r.entry_id]
            if said:
                bits.append(f"since the last hearing, {self.who(r)} of {human_date(r.date)}: {said} [{self.cite(r)}]")
                lines.append(self.line(r, said, with_case=True))
                continue
            bits.append(f"since the last hearing, a {self.who(r)} of {human_date(r.date)} [{self.cite(r)}]")
            lines.append(self.line(r, _gist_of_document(r.text), with_case=True))
        left = left_by_last_hearing(self, cid, last_hearing, [e.date for e in nexts if e.date], bits)
        if left is not None:  # "Get certified copy of deposition": the note's own words, read as an action item or not
            bits += [left[0]] if left[0] else []
            lines += left[1]
        over = self._over_since(cid, last_hearing)  # "Full satisfaction recorded. E.P. closed.": over, not idle
        if not bits and over is not None:
            return f"{label}: nothing pending — {over[0]}", lines + over[1]
        if over is not None:
            # the matter disposed of, with work its last day still left ("get the no-dues certificate"): the end said
            # first, the work after it
            return f"{label}: {over[0][:-1]}; left after it: " + "; ".join(bits) + ".", over[1] + lines
        if not bits:
            when = f" on {human_date(last_hearing)}" if last_hearing else ""
            return f"{label}: nothing is recorded as pending; the last hearing{when} left no open task in your notes.", lines
        return f"{label} — pending: " + "; ".join(bits) + ".", lines

    def _done_later(self, item: EventBase, recs: list[RecordRef]) -> bool:
        """Whether a later record (or later in the same record) says the task was done."""
        task = getattr(item, "task", "") or item.text
        groups = [g for g in topic_groups(task) if not g & {"file", "filed", "dakhi", "prepa", "get", "draft"}]
        if not groups:
            return False
        need = 1 if len(groups) <= 2 else 2
        for rec in recs:
            # a later record only: the order sheet of the same day restates the direction, it does not do it
            if (rec.date or "") <= (item.record_date or "") or rec.entry_id == item.entry_id:
                continue
            for s in sentences(rec.text):
                if _DONE.search(s.text) and overlap(groups, stems(s.text), s.text) >= need:
                    return True
        return False

    def _undertaking_settled(self, u: EventBase, events: list[EventBase]) -> bool:
        for e in events:
            if (e.record_date or "") <= (u.record_date or ""):
                continue
            if e.kind == "undertaking" and e.status in ("met", "broken"):
                return True
            if e.kind in ("filing", "costs") and re.search(r"\bcompli|deposit", e.text, re.I):
                return True
        return False

    # -- amounts ---------------------------------------------------------------------------------------
    def amount(self) -> Draft | None:
        q = self.q
        low = q.text.lower()
        # "costs", "harjana"; and "kharcha", "খরচ", "செலவு", which name costs or any expense: those ask of costs
        # only where the matter holds an order of costs (events/costs_words.py)
        only_costs = names_only_costs(low)
        if COSTS_WORDS.search(low) and (q.all_cases or re.search(r"\btotal\b|\bsab\b|\bkitna\b", low)) \
                and not q.cases and (only_costs or self.ev.events(kinds=["costs"])):
            return self._total_costs()
        cases = self.scope() or None
        if cases and COSTS_WORDS.search(low) and len(cases) == 1:
            draft = self._case_costs(cases[0])
            if draft is not None:
                return draft
            said = [(r, sn.text) for r in self.records(cases) for sn in sentences(r.text)
                    if re.search(r"\bcosts?\b|\bhu?rja\b|\bharja\b|हर्ज", sn.text, re.I) and amounts(sn.text)]
            if not said and only_costs:
                return Draft(f"Nothing in your notes on costs in {self.label(cases[0])}: none of its records orders costs.")
        drop = {"kitna", "kitne", "much", "amoun", "total", "kaise", "how"}
        for words_ in q.case_words.values():
            for w in words_:  # "Orchard Agro cheque …": the capitalised name says which case, not what is asked
                m = re.search(rf"\b{re.escape(w)}\b", q.text, re.I)
                if m and m.group()[0].isupper():
                    drop |= stems(w)
        parts = [p for p in re.split(rf"\s+(?:{AND_WORDS}|&|,\s*and)\s+", q.text, maxsplit=1, flags=re.I) if p.strip()]
        if len(parts) == 1:
            # "sodo kitne mein tha ane kitne baaki?", "total kitna tha, kitna mila?": two figures asked, each by its
            # own "how much", joined by any language's "and" or by nothing: each half answered with its role
            parts = two_figures(q.text) or parts
        # "cheque kitne ka tha aur kyu lauta": the why half is answered by the sum's paper's reason, not by a sum
        why_at = why_part(parts)
        why = parts.pop(why_at) if why_at is not None else None
        # (each half's verb of paying is what it asks of the matter's sums: agent/sum_paid.py)
        # (and each half's verb of claiming, "asan kitna mang rahe": the sum a record writes claimed: paid_half.py)
        halves = [(part, topic_groups(part, drop)) for part in parts]
        # "hamara claim kitna, unka counter claim kitna": the word one half sets beside the thing both ask says the
        # other half's sum (agent/halves_apart.py)
        ranked = [self._amount_sentences(cases, claimed_in_half(part, g, len(parts)) + paid_in_half(part, g, len(parts)),
                                         part, apart_words(halves, at, drop | self._name_stems()))
                  for at, (part, g) in enumerate(halves)]
        if not ranked or not ranked[0]:
            ranked = [self._amount_sentences(cases, topic_groups(q.text, drop))]
            parts = [q.text]
        sisters = sister_cases(self.registry, cases[0]) if cases and len(cases) == 1 and len(parts) == 1 else []
        if sisters:
            # a sum the same parties' other matter writes, holding more of what is asked than any of its own records'
            # (the bank's valuation filed in its recovery case, asked of the borrower's appeal: agent/sister_cases.py)
            own = 0 if not ranked[0] or _by_case_words_only(q, ranked[0], topic_groups(q.text, drop)) else ranked[0][0][0]
            found = self._amount_sentences(sisters, topic_groups(parts[0], drop), parts[0])
            if found and found[0][0] > own and not _by_case_words_only(q, found, topic_groups(q.text, drop)):
                ranked = [found]  # (read from another matter's records: gathered, held to no plain reading of this one)
        if not ranked[0]:
            return None
        # (a half asking a claim is held by a plaint's "PRAYER: decree for Rs. …": the words its claim is widened
        # to, paid_half.py, though "claim" itself names a kind of matter too)
        widened = [g - was for g, was in zip(claimed_in_half(parts[0], halves[0][1], len(parts)), halves[0][1])
                   if g - was] if len(parts) > 1 and halves else []
        if len(cases or []) == 1 and _by_case_words_only(q, ranked[0], topic_groups(q.text, drop) + widened):
            return None  # the sentences match the matter's name, not what is asked: the sums written (answer())
        lead = ranked[0][0]
        value = _lead_amount(lead[2], with_kinds(topic_groups(parts[0], drop), parts[0]), shorts_asked(q.typed or q.text))
        if total_asked(parts[0]) and total_written(lead[2]) is not None:
            value = total_written(lead[2])  # the total the sentence adds up, not the first of its parts
        lead = made_first(self, cases, lead, value) if payment_made_asked(q.text) else lead
        amount_txt = rupees(value) if value else clean(lead[2], 60)
        first = (f"{amount_txt} — {self._dated_who(lead[1])}: {clean(lead[2], 260)} "
                 f"[{self.cite(lead[1])}].")
        interest = rate_beside(lead[1], value, lead[2])  # "claim kitne ka": the rate its prayer asks (rate_beside.py)
        if interest is not None:
            first += f" With interest: {clean(interest, 200)} [{self.cite(lead[1])}]."
        if len(ranked) > 1 and ranked[1]:
            # "… kitne ka tha aur paisa kaise mila": the second half answered too
            # (another sentence, of the same order or letter too: "arrears of Rs. 50,400 …", "tenancy at Rs. 4,200/-
            # per month")
            second = next((r for r in ranked[1] if r[2] != lead[2]), ranked[1][0])
            first += (f" Then, {self._dated_who(second[1])}: {clean(second[2], 260)} "
                      f"[{self.cite(second[1])}].")
        reason = reason_of(why, lead[1], self.records(cases)) if why else None
        if reason is not None:
            said = clean(reason[1], 260)  # "Reason: 01 FUNDS INSUFFICIENT" says it is the reason itself
            first += f" {'' if said.lower().startswith(('reason', 'ground')) else 'Why: '}{said} [{self.cite(reason[0])}]."
        lines = [self.line(b[1], b[2], with_case=self.multi()) for b in ranked[0][1:4] if b[1].entry_id != lead[1].entry_id]
        # the amount's sentence among its neighbours: what it is for, and what else that order or letter fixed
        lines.append(self.line(lead[1], _sentence_context(lead[1].text, lead[2]), with_case=self.multi()))
        # a sentence of another matter's record that names this case by its number: grounded by the number, not by
        # a plain reading of the case's own records
        return Draft(first, lines, gathered=bool(cases) and not set(lead[1].case_ids or []) & set(cases or []))

    def _dated_who(self, rec: RecordRef) -> str:
        """'5 Aug 2030, your note'; a paper that bears no date, 'the plaint' (never a bare ', plaint')."""
        who = self.who(rec)
        return f"{human_date(rec.date)}, {who}" if rec.date else (who if who.lower().startswith("your ") else f"the {who}")

    def _sums_written(self, cid: str, thing: str, unwritten: str = "") -> Draft | None:
        """The sums a case's records write, each with its line, oldest first: asked 'how much' of a word the reader
        does not know, it cannot tell which sum the word names, and does not pick one. `unwritten`: the question's words
        beside the case's; when no record of the case writes any of them ("no fault madhe kiti"), that is said first
        (not when one is written: "claim evlo, admit pannadhu evlo" asks the claim the plaint writes)."""
        seen: set[float] = set()
        lines: list[Line] = []
        for rec in sorted(self.records([cid]), key=lambda r: r.date or ""):
            for sn in sentences(rec.text):
                new = [a.value for a in amounts(sn.text) if a.value >= 100 and a.value not in seen]
                if new:
                    seen |= set(new)
                    lines.append(self.line(rec, sn.text))
        if not lines:
            return None
        written = ", ".join(rupees(a) for a in sorted(seen))
        # (a word of the question's language the reader does not know, "korisu", "takla", is no thing the notes lack;
        # a word it knows as a thing is: English, or a claim in any table's language, "dabi", "dawa", "korikkai")
        if unwritten and any(is_english(w) or CLAIM_WORDS.search(w) for w in unwritten.split()) \
                and not any(mentions(w, r.text) for w in unwritten.split() for r in self.records([cid])):
            return Draft(f"No record in {self.label(cid)} writes '{thing}'; the sums its records do write (which of "
                         f"them, if any, is the one asked, their words do not tell): {written}.", lines[:MAX_LINES])
        first = (f"The sums {self.label(cid)}'s records write (which of them is the '{thing}' asked, its words do not "
                 f"tell): {written}.")
        return Draft(first, lines[:MAX_LINES])

    def _case_costs(self, cid: str) -> Draft | None:
        """'How much costs in <case>?': each order of costs the events hold, on whom, and whether paid."""
        events = self.ev.events(case_ids=[cid], kinds=["costs"])
        # a junior's message kept as a general chat that names this matter and no other (agent/matter_records.py)
        general = {r.entry_id for r in named_general_records(self, cid)}
        if general:
            events = sorted(events + [e for e in self.ev.events(kinds=["costs"]) if not e.case_ids
                                      and e.entry_id in general], key=lambda e: (e.record_date or "", e.entry_id or 0))
        # ("Dec 25 me bhi yahi kiya tha 500 cost pe": an earlier order retold is no new one, agent/costs_retold.py)
        imposed = without_retold([e for e in events if e.status == "imposed" and e.amount])
        if not imposed:
            return None
        occasions = _occasions(imposed, self, key=lambda e: str(e.amount))
        parts = []
        settled = 0.0
        for o in occasions:
            e = o[0]
            whom = on_whom(e)  # as the note says it (agent/costs_said.py)
            paid = [p for p in events if p.status == "paid" and (p.amount in (None, e.amount))
                    and (p.record_date or "") >= (e.record_date or "")]
            unpaid = [p for p in events if p.status == "unpaid" and (p.amount in (None, e.amount))
                      and (p.record_date or "") > (e.record_date or "")]
            state = f", paid {human_date(paid[0].record_date)}{self.cites(paid[:1])}" if paid else \
                (f", not paid as of {human_date(unpaid[-1].record_date)}{self.cites(unpaid[-1:])}" if unpaid else "")
            parts.append(f"{rupees(e.amount or 0)}{whom} on {human_date(e.record_date)}{self.cites(o)}{state}")
            settled += (e.amount or 0) if paid else 0
        total = sum(o[0].amount or 0 for o in occasions)
        # "kitna harja mila?", "how much costs did they pay?": the sum paid, beside the sum ordered when they differ
        head = paid_head(self.q.text, settled, total) or (f"{rupees(total)} in all, " if len(occasions) > 1 else "")
        first = f"Costs in {self.label(cid)}: {head}" + "; ".join(parts) + "."
        lines = [ln for o in occasions if (ln := self.event_line(o[0]))]
        # each order of costs read from its own hearing's record, in whatever words it is written: not one record's
        return Draft(first, lines, gathered=len(occasions) > 1)

    def _amount_sentences(self, cases: list[str] | None, groups: list[set[str]],
                          part: str | None = None, apart: list[set[str]] | None = None) -> list[tuple[int, RecordRef, str]]:
        """Sentences with an amount that match the question's words (of `part`, the half of it asked, when given),
        best first (ties: the older record first). `apart`: the words another half sets beside the thing both ask;
        a sentence writing one states that half's sum (agent/halves_apart.py)."""
        best: list[tuple[int, RecordRef, str]] = []
        bases: list[int] = []  # each sentence's score before the head's weight (agent/sum_head.py)
        groups = with_kinds(groups, part or self.q.text)  # "sodo": the deal's price, as a record names it (sum_asked.py)
        claim_asked = bool(_CLAIMED.search(self.q.text))
        per_asked = per_period_asked(self.q.text)
        how_asked = bool(_HOW_ASKED.search(part or self.q.text))  # "kitne ka tha aur kaise mila": the second half
        costs_asked = bool(COSTS_WORDS.search(self.q.text) or _COSTS_SUM.search(self.q.text))
        total_wanted = total_asked(part or self.q.text)
        # "kitne ka offer", "maintenance entha": the thing the quantity word measures (agent/sum_head.py); a total
        # asked ("bills total how much") is the sum of all its parts, never the one part its head word names
        heads = [] if total_wanted else sum_heads(part or self.q.text, groups)
        own = [(rec, sn.text) for rec in self._on_day(self.records(cases)) for sn in sentences(rec.text)]
        named = {stem(w) for ws in self.q.case_words.values() for w in ws} | \
            {w for ws in self.q.case_words.values() for w in ws}
        # "FD kitne ki thi": the short form asked, and a record's "fixed deposit of Rs. …", are one thing
        shorts = [sh for sh in shorts_asked(self.q.typed or self.q.text) if any(sh in g for g in groups)]
        # a thing asked by its kind of money or its short form ("<party> ki FD", "<party> ka maintenance"): of one
        # matter, the matter's own name words then say which matter, not which of its sums
        asked_groups = [g for g in groups if not g & named] if cases and len(cases) == 1 and any(
            any(m.startswith("@") for m in g) or any(sh in g for sh in shorts) for g in groups) else []
        # "O.S. 318/2024 filed for Rs. …" in another matter's list of dates (agent/named_elsewhere.py)
        elsewhere = sentences_naming(self, cases) if self.q.kind == "amount" else []
        own_names = {s for cid in cases or [] if (card := self.card(cid)) is not None
                     for s in stems(card.case.short_name or "")}
        for rec, text in own + elsewhere:
            if not amounts(text):
                continue
            # a word typed in Roman letters, heard in the script a record is written in (agent/script_words.py)
            held = stems(text) | heard_in_script(self.q.typed or self.q.text, groups, text)
            held |= stems(_clause_before(rec.text).get(text, ""))  # "… sold by auction; the bid of Rs. … accepted"
            # "… asked the insurer's offer. Counsel: Rs. …" (sum_asked.py); not a word of the matter's own name, as
            # "<party> claim - PW1 deposed. Income about 16 hazaar" names no claim's sum
            held |= thing_before(rec.text).get(text, set()) - named - own_names
            held |= shorts_spelt(text, shorts) | kinds_held(text)
            score = overlap(groups, held, text) if groups else 1
            if score and asked_groups and len(asked_groups) < len(groups):
                # of one matter, its own name's words ("<party> ki FD") say which matter, not which of its sums:
                # the question's other words, the thing asked, rank a sentence's sum first
                thing = overlap(asked_groups, held, text)
                score = thing + (score - thing) * 0.3
            if score:
                # "maintenance kitna hua?": the sum ordered, not the sum the application prayed for
                claimed = 6 if not claim_asked and _CLAIMED.search(text) else 0
                # "mahine ka kitna?", "per year how much?": a sum written at that rate ("8,000 per month",
                # "प्रतिमाह", "মাসিক") before one paid or owed once
                rate = 10 if per_asked and per_asked == per_period(text) else 0
                # "batra nu kinna paisa ditta?": the money of the matter, not the costs paid at a hearing of it
                costs = 8 if not costs_asked and _COSTS_SUM.search(text) else 0
                # "kinna ditta te kiven?": how it was paid asked too, the line that says by what way (RTGS, cheque)
                ways = 5 * min(2, len({w.lower() for w in _PAID_BY.findall(text)})) if how_asked else 0
                # "medical bills total how much": the sentence that adds the parts up ("5,57,600 = 3,42,600 +
                # 2,15,000") before any one bill of them
                whole = 20 if total_wanted and total_written(text) is not None else 0
                # the thing the "how much" measures, held: before a sentence holding as many of the question's other
                # words (the matter's kind, the party who paid), below one holding one word more
                # (it orders the sentences kept; which are kept is read without it, as the ranking always was)
                head = 8 if heads and overlap(heads, held, text) else 0
                other_half = APART if apart and overlap(apart, stems(text), text) else 0
                base = score * 10 + _near_amount(text, asked_groups or groups, shorts) - claimed + rate - costs + ways \
                    + whole - other_half
                best.append((base + head, rec, text))
                bases.append(base)
        if not best:
            return []
        top = max(bases)
        chosen = [b for b, base in zip(best, bases) if base >= max(1, top - 10)]
        chosen.sort(key=lambda b: (-b[0], b[1].date or ""))
        return chosen

    def _total_costs(self) -> Draft | None:
        q = self.q
        cases = self._scope_for_actor()
        events = without_retold([e for e in self.ev.events(case_ids=cases, kinds=["costs"])
                                 if e.status == "imposed" and e.amount])
        awards = [e for e in events if e.award]
        events = [e for e in events if not e.award]
        side = q.actor_side or "other"
        if re.search(r"\bon\s+us\b|\bhum\s*pe\b|\bour\s+side\b|\bhumare\s+upar\b", q.text, re.I):
            side = "ours"
        events = [e for e in events if e.on == side]
        occasions = _occasions(events, self, key=lambda e: str(e.amount))
        if not occasions:
            return Draft(f"Nothing in your notes on costs imposed on {'our side' if side == 'ours' else 'the other side'}.")
        total = sum(o[0].amount or 0 for o in occasions)
        parts = []
        for o in occasions:
            e = o[0]
            parts.append(f"{rupees(e.amount or 0)} in {self.label(e.case_id)} on {human_date(e.record_date)}{self.cites(o)}")
        whom = "the other side" if side == "other" else "our side"
        first = (f"{rupees(total)} in all, over {len(occasions)} order{'s' if len(occasions) != 1 else ''} of costs on "
                 f"{whom}: " + "; ".join(parts) + ".")
        if awards:
            a = awards[-1]
            first += (f" Besides, {rupees(a.amount or 0)} was awarded as costs with the final order in "
                      f"{self.label(a.case_id)} on {human_date(a.record_date)}{self.cites([a])}.")
        lines = [ln for o in occasions if (ln := self.event_line(o[0], with_case=True))]
        return Draft(first, lines[-MAX_LINES:])

    # -- a counsel's or party's ways across cases -----------------------------------------------------------------
    def _before_judges(self, cid: str) -> bool:
        """The case is before one of the judges the question names (by the registry)."""
        card = self.card(cid)
        return card is not None and getattr(card.case, "judge_id", None) in self.q.judges

    def _another_judge_s_words(self, said: str) -> bool:
        """A word of `said` (besides the question's grammar and the kinds of matter) names a matter of the registry
        before another judge than those the question names: the description is of a real matter's sort, not of a
        matter nobody holds (that one is said back as no such case)."""
        from tareekh.agent.question import CASE_HEADS, STOP

        typed = {w for w in re.findall(r"[a-z]{4,}", said.lower()) if w not in STOP and w not in CASE_HEADS}
        for c in self.registry.list_cases():
            if c.judge_id in self.q.judges:
                continue
            own = set(re.findall(r"[a-z]{4,}", " ".join(filter(None, (c.short_name, c.title))).lower()))
            if typed & own:
                return True
        return False

    def pattern(self) -> Draft | None:
        q = self.q
        cases = self._scope_for_actor()
        names = counsel_words(self) if q.counsel else set()
        # what the notes say of the counsel by name, also in matters the registry does not have them on record in
        # (when the question names none); those matters' events stay out (their adjournments may be another's)
        named = named_cases(self, names) if not q.cases else []
        # the lines about them that bear on what is asked ("kya bahana": the time they sought and why), best first
        topic = counsel_topic(self, names)
        # in the counsel's own matters, any of his names the question types names him ("Mehra sir")
        # (a line the notes mark as done again, "same line as before", "3rd time", or that names the excuse given, is
        # the counsel's way before a one-off line: agent/counsel_ways.py)
        said = named_lines(self, list(dict.fromkeys([*(cases or []), *named])),
                           counsel_words(self, every_typed=True) if q.counsel and cases else names,
                           limit=5 if topic else 4, score=habit_first(topic), unfiled=bool(q.counsel))
        # what the party they are for did, in the lines of their own matters that name the party only (the accused's
        # exemption, the defendant's written statement): agent/counsel_side.py
        theirs = side_lines(self, [c for c in cases or [] if self._counsel_of(c)], habit_first(topic),
                            {(r.case_ids[0], (r.date or "")[:10]) for r, _ in said if r.case_ids},
                            names_counsel(self, names), [t for _, t in said]) if q.counsel else []
        cases = cases or named
        if not cases:
            return None
        name = q.actor or "the other side"
        # an adjournment tied to no side whose sentence names the counsel asked of ("ഷാജി വക്കീൽ … സമയം ചോദിച്ചു"): his
        # (or one read as ours whose own sentence names him, "<his surname in Devanagari> वकील ने समय माँगा", as a count
        # of his adjournments reads it: agent/counsel_sought.py)
        adj = [e for e in self.ev.events(case_ids=cases, kinds=["adjournment"]) if e.sought_by == "other"
               or (e.sought_by in ("unknown", "ours") and q.counsel and sought_by_counsel_named(self, e))]
        # (costs the notes tied to no side, in a sentence that names the counsel asked of: "<him> sought time, costs laid")
        costs = [e for e in self.ev.events(case_ids=cases, kinds=["costs"]) if e.status == "imposed" and not e.award
                 and (e.on == "other" or (e.on == "unknown" and q.counsel and sought_by_counsel_named(self, e)))]
        # (and costs the notes hold only as that side's payment of them: laid on it, told by the day paid)
        costs += paid_only(self.ev.events(case_ids=cases, kinds=["costs"]), costs)
        unders = [e for e in self.ev.events(case_ids=cases, kinds=["undertaking"]) if e.side == "other"]
        orders = [e for e in self.ev.events(case_ids=cases, kinds=["order"]) if e.outcome in ("warrant", "compromise")]
        adj_occ = _occasions(adj, self, key=lambda e: "")
        bits = []
        if adj_occ:
            reasons: dict[str, int] = {}
            for o in adj_occ:
                # the occasion's plea from whichever of its records gives one (a note's, when the order sheet's
                # line of the same day says only that time was granted)
                r = _short(next((e.reason for e in o if getattr(e, "reason", None)), None), 60)
                if r:
                    key = r.lower()
                    reasons[key] = reasons.get(key, 0) + 1
            shown = [f"{r}{f' ({n})' if n > 1 else ''}" for r, n in sorted(reasons.items(), key=lambda kv: -kv[1])[:4]]
            # (and what the court answered on those days, a last chance or the right closed: the costs it laid follow)
            answered = last_chances(self, adj_occ)
            bits.append(f"sought time {count_phrase(len(adj_occ)).lower()}" +
                        (f" — {'; '.join(shown)}" if shown else "") + self.cites([o[0] for o in adj_occ])
                        + (f"; the court answered: {answered}" if answered else ""))
        cost_occ = _occasions(costs, self, key=lambda e: str(e.amount))
        if cost_occ:
            # a sum the note does not hold (or that was not read) is never told as "Rs. 0": a lawyer would act on it
            bits.append("costs imposed " + ", ".join(f"{rupees(o[0].amount) if o[0].amount else 'a sum not read'} "
                                                      f"({'paid ' if o[0].status == 'paid' else ''}"
                                                      f"{human_date(o[0].record_date)})"
                                                      for o in cost_occ) + self.cites([o[0] for o in cost_occ]))
        if unders:
            u = unders[-1]
            state = {"broken": " — broken", "met": " — kept"}.get(u.status, "")
            bits.append(f"an undertaking on {human_date(u.record_date)}: {clean(u.what or u.text, 100)}{state}{self.cites([u])}")
        offers = self._offers(cases)
        if offers:
            bits.append("offers " + ", ".join(f"{rupees(v)} ({human_date(r.date)})" for v, r, _ in offers)
                        + f" [{', '.join(str(self.cite(r)) for _, r, _ in offers)}]")
        if orders:
            kinds = sorted({(o.detail or outcome_words(o.outcome)) for o in orders if o.outcome == "warrant"})
            settled = [o for o in orders if o.outcome == "compromise"]
            text = ", ".join(kinds)
            if settled:
                text += ("; " if text else "") + f"settled: {clean(settled[0].what or settled[0].text, 140)}"
            bits.append(text + self.cites(orders))
        if said and topic is not None and any(topic(t) for _, t in said):
            bits.insert(0, "what your notes say of them on this: " + said_of(self, said))
        elif said and any(marks_habit(t) for _, t in said):
            bits.insert(0, "what your notes say of them: " + said_of(self, said))
        elif said:
            bits.append("what your notes say of them: " + said_of(self, said))
        if theirs:
            bits.append("their side: " + said_of(self, theirs))
        if not bits and q.side_s_ways:
            # a party asked of as a side ("<the company> har baar kya point uthati hai") that sought no time and bore
            # no costs: the lines of the matter on what is asked tell its ways, as an open question's do
            q.kind = "open"
            return self.open()
        if not bits:
            return Draft(f"Nothing in your notes on how {name} conducts these matters.")
        said_in = [r.case_ids[0] for r, _ in said + theirs if r.case_ids]
        involved = [c for c in dict.fromkeys([*cases, *said_in])
                    if any(e.case_id == c for e in adj + costs + unders + orders) or c in said_in]
        labels = _join([self.label(c) for c in involved])
        rest = len([c for c in dict.fromkeys(cases) if c not in involved])  # (a note's matter is no case of record)
        more = f" (and {rest} other case{'s' if rest != 1 else ''} with none of this)" if rest and involved else ""
        first = spelt_out(f"{name} in {labels}{more}: " + "; ".join(bits) + ".")  # "HC (High Court)"
        chosen = sorted(adj_occ, key=lambda o: o[0].record_date or "")
        lines = [ln for o in chosen[-3:] if (ln := self.event_line(o[0], with_case=True, context=1))]
        lines += [ln for o in cost_occ[-2:] if (ln := self.event_line(o[0], with_case=True))]
        lines += [ln for e in (unders[-1:] + [o for o in orders if o.outcome == "compromise"][-1:])
                  if (ln := self.event_line(e, with_case=True))]
        for fact in self._observations(f"counsel:{q.counsel[0]}", q.text) if q.counsel else []:
            n = self.book.add(fact)
            lines.append(Line("9999", f"- Pattern in your notes: {clean(self.readable(_observation_text(fact.text)), 300)} [{n}]"))
        return Draft(first, lines)


# a direction the court gave, as a note writes it: the court or judge named, or an order's directing words
COURT_DIRECTS = re.compile(r"\b(?:court|judge|bench|tribunal|hon'?ble|sir|madam|sahab|saheb|saab|J)\b|\blet\s+the\b|"
                            r"\bshall\b|\b(?:is|are)\s+directed\b|न्यायालय|आदेश|"
                            # a note's "Order: <side> to produce …", "ordered -": the court's order, as the languages
                            # name it in Latin letters (Hindi/Marathi/Bengali/Gujarati/Odia aadesh, Hindi/Urdu/Punjabi
                            # hukum, Tamil/Telugu/Malayalam uttaravu/uttarvu, Kannada aadesha)
                            r"\b(?:order(?:ed)?|a+dd?esh[ao]?|hukk?u?m|ut+h?aravu|ut+h?arvu)\s*[:-]", re.I)


def read_as_event(rec: RecordRef, s: object, events: list[EventBase]) -> bool:
    """A sentence of the record holds an act already read as one of `events` (its span overlaps one of that record)."""
    return any(e.entry_id == rec.entry_id and e.start < s.end and s.start < e.end for e in events)


def _bids(e: EventBase) -> bool:
    """The event is the court bidding a side or an officer bring a paper or a report: read out of the record as its
    direction, or a remark in an order's words ("the <officer> is directed to send his report …", "APP to produce …")."""
    return e.kind == "direction" or (e.kind == "remark" and (court_directs(e.text) or directs_paper(e.text)))


def _the_court_s(e: EventBase, rec: RecordRef | None) -> bool:
    """Whether an event is the court's own act: not a letter's or a notice's ("your allotment is cancelled"), and a
    direction only when the court gave it (not "Tanvi to download the order", a task of the chamber)."""
    if rec is None:
        return True
    if rec.kind == "document" and not re.search(r"order|judg", rec.doc_kind or "", re.I):
        return False
    if e.kind == "direction":
        return rec.kind == "hearing" and (rec.is_order_sheet or bool(COURT_DIRECTS.search(e.text)))
    return True


def _situated(situation: Situation, rec: RecordRef, start: int, end: int) -> float:
    """How well a court's act answers the situation asked: the situation written before it in that day's record
    (a note's account of the hearing, an order's recital) counts whole; written only in the act itself, half (an
    order's recital "the State was directed to file its counter" states the situation, it is not what the court
    did about it). A record of several days is read from the day's own heading."""
    text = rec.text
    a = max(0, start - 1500)
    days = [m.start() for m in _DAY_HEAD.finditer(text, a, start)]
    if days:
        a = days[-1]
    before, whole = text[a:start], text[a:end]
    first = situation.score(before)
    return first + 0.5 * max(0.0, situation.score(whole) - first)


# a line of a record that opens a day's entry with its date ("3   17-02-2026", "21.07.2026", "12/3 -")
_DAY_HEAD = re.compile(r"(?m)^\s*(?:\d{1,3}\s+)?\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\b")


# -- helpers ---------------------------------------------------------------------------------------------
# kinds of matter whose name is also the thing asked about ("bail", "appeal", "stay", "injunction")
# words of a count question that say what kind of count it is, not which events
_QUESTION_WORDS = frozenset("adjournment adjournments adjourned sought seek taken took time times side sides party "
                            "counsel judge court case matter hearing hearings date dates total kitni kitne baar enni "
                            "sarlu many often".split())
_KIND_ASKED = ("bail", "appeal", "stay", "injunction", "interim", "maintenance", "compromise", "settlement", "eviction",
               "partition", "refund", "compensation", "divorce", "custody", "revision", "probate")
# an order's subjunctive directs the act, it does not record it done: "Rejoinder be filed within two weeks"
# a sum prayed for, claimed or demanded, not one ordered or paid
# a sum of costs as a note writes it ("Rs 3000 costs paid", "cost Rs. 500 to plff", "harjana"): the answer to a
# question of costs, never to one of the money the matter is about
_COSTS_SUM = re.compile(r"\bcosts\b|(?:rs\.?|₹)\s*[\d,]+(?:/-)?\s+cost\b|\bcost\s+(?:of\s+)?(?:rs\.?|₹)|\bhu?rja\w*|"
                       r"\bharja\w*|हर्ज", re.I)
# how a sum was paid, as notes and papers write it, and "how" asked in the languages' words ("kaise", "kiven",
# "ela", "eppadi", "hege", "kasa", "kemon", "kevi rite")
_PAID_BY = re.compile(r"\b(?:rtgs|neft|imps|upi|cheques?|chq|cash|demand\s+draft|dd|bank\s+transfer|online|gpay|"
                      r"phonepe|paytm|instal+ments?|settlement|kisht\w*|kist\w*)\b", re.I)  # (by a settlement, in instalments)
_HOW_ASKED = re.compile(r"\b(?:how|kaise|kaisa|kiven|kivein|kidan|ela|yela|eppadi|hege|hyage|kasa|kase|kashi|kemon|"
                        r"kibhabe|kemne|kevi|kenei|engane|engine)\b", re.I)
_CLAIMED = re.compile(r"\bpray\w*|\bprayer\b|\bclaim\w*|\bsought\b|\bseek\w*|\bdemand\w*|\bmaang\w*", re.I)
# what follows if costs stay unpaid, as a note or order says it
_UNLESS_PAID = re.compile(r"\b(?:else|otherwise|failing\s+which|in\s+default|warna|nahi\s+to|varna)\b", re.I)
# money named by a general word: the sum a line states is that money
_SHORT_PAPER = 400  # characters: a register's page, a receipt, a slip (read whole, as one line)


def _read_whole(rec: RecordRef) -> bool:
    return rec.kind == "document" and len(rec.text) <= _SHORT_PAPER


_MONEY_WORDS = frozenset("amount amounts sum money paisa paise rakam raqam".split())
_DIRECTED_ACT = re.compile(r"\b(?:to\s+)?be\s+(?:filed|paid|deposited|produced|served|submitted)\b", re.I)
_TOLD_ASKED = re.compile(r"\b(?i:did\s+(?:i|we)\s+(?:tell|inform|advise)|maine|humne)\s+((?:[A-Z][a-z]+\s*){1,3})")
# "Ramana garu ki em cheppanu?", "Sunil ji ko kya bataya?": what I told someone, asked in Telugu or Hindi
_TOLD_ASKED_TO = re.compile(r"\b((?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+)(?:\s+(?i:garu|gaaru|ji|sahab|madam|amma|tai))?\s+"
                            r"(?i:ki|ko|ku)\s+(?i:em|emi|enti|kya)\s+(?i:cheppa\w*|bataya|batay[ai]|bola|kaha|samjhaya)")
# the courtesy or kinship word typed after a person's name, in the languages lawyers type in
_AFTER_A_NAME = frozenset("babu bhau dada didi garu gaaru ji sahab saheb sahib anna akka tai".split())
_COURTESY_WORDS = frozenset("ji sahab saheb sahib garu gaaru madam sir bhai amma ko".split())
_TODO = re.compile(r"\bneed\b|\bneeds\b|\bstill\s+to\b|\bleft\s+to\b|\bremaining\b|\bone\s+more\b|\bto\s+cover\b|"
                   r"\bpending\b|\bbaa?ki\b|\bhave\s+to\b|\bmust\b|\bto\s+do\b|\bkarna\s+hai\b|\bnext\s+time\b", re.I)
# the judge as a note's sentence names them without their name: "He dictated …", "judge recorded it …"
# an order's coram ("Before: The Hon'ble Justice …", "Coram: Hon'ble …") and its signature ("(A. B. RAO, J.)"): the
# bench named as a heading, not a thing the judge said or did
_CORAM = re.compile(r"\b(?:before|coram)\s*:?\s*(?:the\s+)?hon'?ble\b[^\n:]*|\(\s*[^()]*\bj\.?\s*\)", re.I)


# "what did he admit?", "kya maana?", "what did she concede?": the witness's admissions are the point asked
# (and as the other languages say it: Gujarati/Marathi "kabul", Bengali/Odia "swikar", Tamil "otthukond-", Telugu
# "oppukun-", Kannada "oppikond-", Malayalam "sammathi-")
_ADMIT_ASKED = re.compile(r"\badmi[ts]\w*|\bmaan[aie]\b|माना|मानी|\bconced\w*|\baccept\w*|\bkabul\w*|\bkabool\w*|"
                          r"\bs[wv]?[ie]kar\w*|\bott?h?uk(?:ond|itt)\w*|\boppuk\w*|\boppikond\w*|\bsammath?i\w*|\bmanya\b", re.I)
# "kya kya", "ki ki", "enna enna", "what all": every point asked, not one
_ALL_ASKED = re.compile(r"\b(\w+)\s+\1\b|\bwhat\s+all\b|\ball\s+(?:the\s+)?(?:points|admissions)\b", re.I)


def _stage_days(items: list, stage_asked: str | None, q) -> list:
    """Asked what a witness said in cross: the days of their cross, not the days they were summoned, absent or
    examined in chief, before any topic word narrows them (a word the chief's day holds, the suit's own name for
    itself, must not leave the cross out). Items are (day, stage, record, text)."""
    if stage_asked != "cross" or not q.witness or asked_stage(_CROSS_WORDS.sub(" ", q.text)) is not None:
        return items
    crossed = [i for i in items if i[1] in ("cross", "both")]
    return crossed or items


_CROSS_WORDS = re.compile(r"\bcross\w*|\bjirah\b|\bjirha\b|जिरह|क्रॉस", re.I)


def _points_asked(chosen: list, groups: list[set[str]], most: int, witness: str | None = None) -> list[tuple[RecordRef, str]]:
    """The sentences of a witness's records that hold the point the question asks about, when the lines quoted do not
    already show them (a long account is quoted by its opening): those matching most of the question's words, in
    the order written, at most `most`. A record that names another witness too (another's cross, then "next: PW2")
    gives only the witness's own span: the admissions above it are the other witness's."""
    if not groups:
        return []
    from tareekh.agent.witness_role import others_named
    shown = " ".join(clean(closed(i[2].text, i[3]), QUOTE_CHARS) for i in chosen)  # as the lines quote them
    found: list[tuple[int, int, RecordRef, str]] = []
    seen: set[int] = set()
    for k, i in enumerate(chosen):
        if i[2].entry_id in seen:
            continue
        seen.add(i[2].entry_id)
        own = finish_lists(i[2].text, i[3]) if witness and others_named(i[2].text, witness) else None
        for s in sentences(i[2].text):
            if s.text in shown or (own is not None and s.text not in own):
                continue
            score = overlap(groups, stems(s.text), s.text)
            if score:
                found.append((score, k * 10000 + s.start, i[2], s.text))
    if not found:
        return []
    top = max(f[0] for f in found)
    best = [f for f in found if f[0] == top]
    # two points that hold the asked words equally ("paid" and "credit", both of the payment asked) are both said:
    # a reading of the words cannot tell which the lawyer meant
    best = sorted(best, key=lambda f: f[1])[-max(most, min(len(best), 2)):]
    return [(f[2], f[3]) for f in best]


def _says_beyond_name(low: str, names: list[str]) -> bool:
    """The sentence says something beside the judge's name: with the name taken out, SAYS_SOMETHING words of letters
    or more are left (a day's heading, "<date> <court> <judge>", leaves fewer)."""
    for p in names:
        low = re.sub(p, " ", low)
    return len([w for w in re.findall(r"\w+", low) if not w.isdigit()]) >= SAYS_SOMETHING


def without_coram(text: str) -> str:
    return _CORAM.sub(" ", text)


_DAY_WRITTEN = re.compile(r"\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b")
# (a note calls the judge by the courtesy said to them in court as often: "Sir sent both to the counsellor",
# "madam again asked about the fees"; only with a verb of the bench, so another lawyer so called is not taken)
# what a court does to the parties, as an order writes it in the passive: advised, directed, asked, called upon,
# reminded, warned, cautioned, referred, sent (Hindi "nirdeshit", "salah di"; the order's other verbs are the parties')
_COURT_AGAIN = re.compile(r"\b(?:are|is|were|was)\s+(?:\w+\s+){0,3}(?:advised|directed|asked|called\s+upon|reminded|warned|"
                          r"cautioned|referred|sent|requested|impressed\s+upon)\b|निर्देशित|सलाह\s+दी", re.I)
_JUDGE_AS_SUBJECT = re.compile(r"^\s*(?:he|she)\s+(?!said\b)[a-z]+|\b(?:the\s+)?(?:judge|court|bench|his\s+lordship|her\s+ladyship)\s+"
                               r"(?:was|is|has|had|did|does|recorded|dictated|asked|wanted|wants|said|allowed|refused|"
                               r"reserved|insisted|heard|took|gave|finished|insists|records|dictates|passed|told|tells|warned|"
                               r"directed|expects|prefers|[a-z]{3,}ed)\b|"
                               r"(?:^|[-:;]\s)\s*(?:sir|madam|sahab|saheb|saab)\s+(?:(?:again|also|then|once\s+more|as\s+usual|"
                               r"first|always)\s+)?(?:asked|sent|referred|wanted|directed|insisted|warned|told|refused|"
                               r"allowed|reserved|questioned|enquired|inquired|poocha|puchha|pucha|said|gave|"
                               # any act in the past ("madam refused it, …", "sir granted …"): the judge's, by title
                               r"[a-z]{3,}ed)\b|"
                               # the bench as a note writes it in a word, a capital "J" ("J asked for …", "J. wanted …")
                               r"(?:^\s*|(?<!\bMr)(?<!\bMs)(?<!\bDr)(?<!\bMrs)(?<!\bSmt)[.;:(-]\s*)(?-i:J)\.?\s+(?:again\s+|also\s+|then\s+)?(?:asked|wanted|directed|"
                               r"insisted|said|told|warned|refused|allowed|called|sought|ordered|questioned)\b", re.I)
_JUDGE_DEMAND = re.compile(r"\b(?:asked|wanted|insisted|directed|called\s+for|required|poocha|puchha|pucha)\b", re.I)
# what a count question counts, when it is an event the events table holds
_COUNTED_EVENT = re.compile(r"(?:times?|baar|bar|dafa|martaba|sarlu|saarlu|sari|adjourn\w*|dates?|hearings?|taree?kh\w*|"
                            r"tarikh\w*|peshi\w*|warr?[ae]nts?|nbws?|bws?|costs?|hu?rja|harja|orders?|witness\w*|"
                            r"examinations?|occasions?|vaayidalu|vayidalu|gawah\w*|sakshi\w*)$", re.I)
# counting words only after "how many" (as a topic or a name they may be a word or a place: Marathi "jane", Mandi)
_MORE_COUNTERS = frozenset("jone jane jaan mandi gota khana nang".split())
# the word counted after "how many", past a counting word the languages put between them (agent/postpositions.py
# CLASSIFIERS: persons, "kitne jan gawah", "koto jon sakkhi"; things, "kati wota") and past "of our": "how many of our
# witnesses" counts the witnesses
_COUNT_LEAD = re.compile(r"\b(?:how\s+many|number\s+of|kitn[eia]|enni)\s+(?:of\s+(?:our|the|their|my|his|her|its)\s+)?"
                         r"(?:(?:%s)\s+(?=[a-z]{3}))?([a-z]+)"
                         % "|".join(sorted((CLASSIFIERS | _MORE_COUNTERS) - {"to"}, key=len, reverse=True)), re.I)
_EXHIBITS = re.compile(r"\bExs?\b\.?|\bexhibits?\b|\bmarked\b", re.I)
_RANGE = re.compile(r"\b([A-Z]{1,2})\.?\s?-?(\d{1,3})\s*(?:to|-|–|till)\s*\1?\.?\s?-?(\d{1,3})\b")
_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "ek": 1, "do": 2, "teen": 3, "char": 4, "paanch": 5}


def _as_typed_in(text: str, word: str) -> str:
    """The word as the question types it ("PP", a role's letters in capitals, where the topics hold "pp")."""
    m = re.search(rf"\b{re.escape(word)}\b", text, re.I)
    return m.group() if m else word


def _capitalised_in(text: str, word: str) -> bool:
    """The word is written with a capital inside the question (not as its first word)."""
    for m in re.finditer(rf"\b{re.escape(word)}\b", text, re.I):
        if m.start() > 0 and m.group()[0].isupper():
            return True
    return False


def counted_noun(text: str) -> str | None:
    """The thing a count question counts ("how many issues" -> "issues"), or None."""
    m = _COUNT_LEAD.search(text)
    before = re.search(r"\b([a-z]{3,})\s+(?:kitn[eia]|enni)\b", text, re.I)
    if m and m.group(1).lower() in _COPULA:
        # "challan kitne the?", "witness enni unnaru?": in Hindi and Telugu the thing comes before the count word
        return before.group(1).lower() if before and before.group(1).lower() not in STOP else None
    if m and before and _counted_thing(before.group(1)) and not _counted_thing(m.group(1)) and \
            m.group(1).lower() not in _TIMES_WORDS:
        # "witnesses kitne jan examine hue", "sakshigal enni mandi vachcharu": the languages that put the thing before
        # their "how many" put the verb after it — the thing counted is the counted noun before, not the verb
        return before.group(1).lower()
    return m.group(1).lower() if m else None


def _counted_thing(word: str) -> bool:
    """A thing a count is of: an occasion, a person or a paper (agent/counted_things.py), or an English plural."""
    return bool(COUNTED.match(word)) or (len(word) >= 4 and is_english(word) and word.lower().endswith("s")
                                         and not word.lower().endswith(("ss", "us", "is")))


_COPULA = frozenset("the thi tha hai hain hue hui huye hua unnayi unnaru undi".split())
# "times" after a language's "how many" ("exemption kitni baar li", "enni saarlu", "ethra thavana"): the count is of
# occasions of the thing before it, as the English "how many times" — not of the thing as persons or papers
_TIMES_WORDS = frozenset("""baar bar baari dafa dafe martaba vaar vari vaari vakhat vela veles thara thar thadava thadavai
murai saarlu sarlu saari sari sala sali thavana pravashyam vattam""".split())


def _reason_phrase(text: str) -> str | None:
    """The reason a count asks about: "… because his client was abroad", "… strike se date gayi"."""
    m = re.search(r"\b(?:citing|because(?:\s+of)?|due\s+to|on\s+the\s+ground\s+of|on\s+account\s+of|saying|for)\s+"
                  r"([\w\s']{3,40}?)(?=[,?.;]|\s+(?:across|in|at|before|since|during)\b|$)", text, re.I)
    if m and not re.match(r"\s*(?:the\s+)?(?:other|our|opposite|same)\b", m.group(1), re.I):
        return m.group(1)
    m = re.search(r"\b((?:[a-z]+\s+){0,1}[a-z]+)\s+(?:ki\s+wajah\s+se|ke\s+karan|se)\s+(?:date|time|tareekh|adjourn)",
                  text, re.I)
    if m and m.group(1).lower() not in ("baar", "bar", "kitni", "kitne"):
        return m.group(1)
    return None


# a word set beside the time taken as its alternative: "time/exemption", "time or exemption", "adjournment ya
# exemption", "date athava time" (the languages' "or", a closed class: ya, yaa, or, athava, allenkil, leda, illa,
# nahi to, ki, ba)
_TIME_OR = re.compile(r"\b(time|adjournments?|dates?|tareekh|tarikh|samay|samaya|somoy|vaaydha|vaayidha)\s*"
                      r"(?:/|\bor\b|\bya\b|\byaa\b|\bathava\b|\bathwa\b|\ballenkil\b|\bleda\b|\bki\b|\bba\b)\s*"
                      r"([^\W\d_]{3,})\b|\b([^\W\d_]{3,})\s*(?:/|\bor\b|\bya\b|\byaa\b|\bathava\b|\bathwa\b|"
                      r"\ballenkil\b|\bleda\b|\bki\b|\bba\b)\s*(time|adjournments?|dates?|tareekh|tarikh|samay|samaya|somoy|"
                      r"vaaydha|vaayidha)\b", re.I)


def _time_or(text: str) -> set[str]:
    """The words a question sets beside the time taken as its alternative ("time/exemption" -> {"exemption"}): a
    count of time taken counts them as time, and no line need hold them."""
    out: set[str] = set()
    for m in _TIME_OR.finditer(text):
        other = m.group(2) or m.group(3)
        out.add(other.lower())
    return out


def _described(events: list[EventBase], label: str) -> str | None:
    """Who a witness with no name read is, as a line describes them in brackets after the label: "DW2 (the scribe)"."""
    m = re.match(r"([A-Za-z]+)-?(\d+)$", label)
    if not m:
        return None
    pat = re.compile(rf"\b{m.group(1)}\W{{0,2}}{m.group(2)}\s*\(([^()\n]{{2,40}})\)", re.I)
    for e in events:
        d = pat.search(e.text)
        if d and not re.search(r"\d", d.group(1)):
            return d.group(1).strip()
    return None


def _by_case_words_only(q: Question, ranked: list, groups: list[set[str]]) -> bool:
    """Every sentence ranked matches only words of the matter's own name ("<party> timber suit …" in a note of the
    hearing), none of the other words asked ("dawa", "suit amount") — which then no sentence with a sum writes."""
    own = {stem(w) for ws in q.case_words.values() for w in ws} | {w for ws in q.case_words.values() for w in ws}
    own |= {stem(w) for w in CASE_HEADS} | set(CASE_HEADS)  # "suit", "case", "appeal": the matter's kind
    asked = [g for g in groups if not g & own]
    # (a sum named in the sentence before, "… asked the insurer's offer. Counsel: Rs. …", is named: sum_asked.py)
    return bool(asked) and not any(overlap(asked, stems(text) | thing_before(rec.text).get(text, set()), text)
                                   for _score, rec, text in ranked)


def _asked_thing(q: Question) -> str:
    """The question's words beside the case's own: what a sum was asked of, as typed."""
    own = {w for ws in q.case_words.values() for w in ws} | set(CASE_HEADS)
    rest = [w for w in re.findall(r"[^\W\d_]+", q.text) if w.lower() not in own and w.lower() not in STOP and len(w) > 2]
    return " ".join(rest[-4:])


# a month's name after a day ("9 May", "9th Sept"): the number is a date's day
_MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"


def _stated_count(sentence: str, noun: str) -> str | None:
    """How many of `noun` a sentence states: "5 issues" / "Issues settled - five", or a range "Exs. P1 to P7"."""
    from tareekh.agent.day_typed import ascii_digits

    sentence = ascii_digits(sentence)  # ("ਇਸ਼ੂ ਬਣੇ (੫)", "५ वाद प्रश्न": the scripts' digits are numbers too)
    base = re.escape(noun.rstrip("s")[:6])
    num = r"(\d{1,3}|" + "|".join(_SMALL) + r")"
    # (a figure of money is no count: "recovery 10,000" is not ten recoveries; nor is a day of a date: "issues on 9
    # May" fixes the day, it counts nothing)
    m = re.search(rf"(?<!\d,)\b{num}\s+(?:\w+\s+)?{base}\w*", sentence, re.I) or \
        re.search(rf"\b{base}\w*(?:\s+\w+){{0,2}}?\s*[-:–]?\s*\(?(?<!\w){num}\b(?!\s*[./]\d|,\d|(?:st|nd|rd|th)?\s*{_MONTH_WORD})",
                  sentence, re.I) or \
        re.search(rf"\b{base}\w*\b[^.;]*?\(?\b{num}\s+(?:in\s+all|in\s+total|total|of\s+them\s*(?=[).;,]|$))", sentence, re.I)
    # ("(11 of them)" is their number; "the claimants are the widow and children, one of them a minor": a part)
    if m is None:
        listed = listed_count(sentence, noun)
        if listed:
            return f"{number_word(listed)} {noun}" if listed != 1 else f"One {noun.rstrip('s')}"
    if m:
        n = m.group(1).lower()
        value = int(n) if n.isdigit() else _SMALL[n]
        if 0 < value < 200:
            return f"{number_word(value)} {noun}" if value != 1 else f"One {noun.rstrip('s')}"
    r = _RANGE.search(sentence)
    if r and int(r.group(3)) > int(r.group(2)):
        n = int(r.group(3)) - int(r.group(2)) + 1
        return f"{number_word(n)} {noun} ({r.group(1)}{r.group(2)} to {r.group(1)}{r.group(3)})"
    return None


def case_label_of(case: Any) -> str:
    return short_label(case)


# "next date is 3 April (not March)": a correction's "not <the day or month before>" read as what the day is for
# a purpose written as a bare shorthand of a few capitals ("PE", "D.E.", "I.O."): it says what the day is for only
# beside what the hearing did
_SHORTHAND = re.compile(r"(?:[A-Z]\.?){2,4}")
_NOT_A_PURPOSE = re.compile(r"\s*\(?\s*(?:not|nahi|nahin|nai|na)\b", re.I)


def _prefer_order_sheet(events: list[EventBase], comp: Composer) -> EventBase | None:
    if not events:
        return None
    def rank(e: EventBase) -> tuple:
        rec = comp.record_of(e.entry_id)
        return (0 if rec is not None and rec.is_order_sheet else 1, -(e.entry_id or 0))
    return sorted(events, key=rank)[0]


def _ordered_notes_first(events: list[EventBase], comp: Composer) -> list[EventBase]:
    def rank(e: EventBase) -> tuple:
        rec = comp.record_of(e.entry_id)
        return (1 if rec is not None and rec.is_order_sheet else 0, e.entry_id or 0)
    return sorted(events, key=rank)


def _occasions(events: list[EventBase], comp: Composer, *, key) -> list[list[EventBase]]:
    """Events grouped by the occasion they report: the same case, a date within 3 days, and the same key
    (a note, the order sheet and a chat about one hearing are one occasion). Two records of one case that put it off
    to the same next date report one sitting, though one is dated days later (a certified copy dated by its scan)."""
    out: list[list[EventBase]] = []
    put_off = _next_dates_said(comp, events)
    for e in sorted(events, key=lambda x: (x.record_date or "", x.entry_id or 0)):
        placed = False
        for group in out:
            g = group[0]
            if g.case_id == e.case_id and key(g) == key(e) and (abs(_days(g.record_date, e.record_date)) <= 3
                                                                or _same_sitting(g, e, put_off)):
                group.append(e)
                placed = True
                break
        if not placed:
            out.append([e])
    # the occasion is dated by its hearing record, not by a chat of the next day
    for group in out:
        group.sort(key=lambda x: (0 if (r := comp.record_of(x.entry_id)) is not None and r.kind == "hearing" else 1,
                                  x.record_date or ""))
    return out


# the most days apart two records of one sitting are dated (the day heard, the day its copy was made or scanned)
SAME_SITTING_DAYS = 14


def _next_dates_said(comp: Composer, events: list[EventBase]) -> dict[int, set[str]]:
    """The next dates each record of `events` puts its case off to, by entry id."""
    cases = sorted({e.case_id for e in events if e.case_id})
    out: dict[int, set[str]] = {}
    if not cases:
        return out
    entries = {e.entry_id for e in events}
    for n in comp.ev.events(case_ids=cases, kinds=["next_date"]):
        if n.entry_id in entries and getattr(n, "date", None):
            out.setdefault(n.entry_id or 0, set()).add(n.date)
    return out


def _same_sitting(a: EventBase, b: EventBase, put_off: dict[int, set[str]]) -> bool:
    """Two records a few days apart that put the case off to the same next date, after both: one sitting told twice."""
    if a.entry_id == b.entry_id or abs(_days(a.record_date, b.record_date)) > SAME_SITTING_DAYS:
        return False
    later = max(a.record_date or "", b.record_date or "")
    return any(d > later for d in put_off.get(a.entry_id or 0, set()) & put_off.get(b.entry_id or 0, set()))


@lru_cache(maxsize=4096)
def _clause_before(text: str) -> dict[str, str]:
    """Each sentence of `text` that follows a clause closed by a semicolon, with that clause: one sentence of grammar
    ("the crop was sold by open auction; the highest bid of Rs. … was accepted"), whose sum the first clause names."""
    out: dict[str, str] = {}
    parts = sentences(text)
    for prev, cur in zip(parts, parts[1:]):
        if prev.text.rstrip().endswith(";"):
            out[cur.text] = prev.text
    return out


def _past_any_sum(question: str, groups: list[set[str]]) -> list[set[str]]:
    """The groups less those of a word for any sum ("rakam", "raqam", "paisa", "amount", "taka"): a sentence that
    writes a figure holds such a word, whatever its own words for money."""
    from tareekh.agent.sum_paid import money_word

    any_sum = {s for w in words(question) if w in _ANY_SUM or money_word(w) for s in stems(w)}
    return [g for g in groups if not g & any_sum]


def _days(a: str | None, b: str | None) -> int:
    try:
        return (date.fromisoformat((a or "")[:10]) - date.fromisoformat((b or "")[:10])).days
    except ValueError:
        return 9999


def _minus_days(iso: str, n: int) -> str:
    try:
        return (date.fromisoformat(iso[:10]) - timedelta(days=n)).isoformat()
    except ValueError:
        return iso


def _relative(iso: str, today: date) -> str:
    d = _days(iso, today.isoformat())
    return {0: " (today)", 1: " (tomorrow)", -1: " (yesterday)"}.get(d, "")


# outcomes that, on a day the matter goes on from, were outcomes of something asked for on the way
_ON_THE_WAY = {"allowed", "partly_allowed", "rejected", "dismissed"}
# what such an order was on: bail, or an application, a petition in the matter, a prayer, an exhibit or I.A. number
_ORDER_ON = re.compile(r"\b(bail|jamanat|zamanat|jamin|jameen)\b|जमानत|জামিন|ജാമ്യ|ஜாமீன்|బెయిల్|ಜಾಮೀನು|જામીન|ਜ਼ਮਾਨਤ|ଜାମିନ|"
                       r"\b(?:applications?|appln|appl|app|petition|petn|prayer|I\.?A\.?|Exh\.?|interlocutory|"
                       r"u/[OoSs]|O\.?\s?\d+\s*[rR]|s\.\s?\d+|section\s+\d+)\b|प्रार्थना\s*पत्र|आवेदन", re.I)


# an order that names an application or an interlocutory number as what it decided (not "the petition", which may be
# the matter itself)
_NAMED_APPLICATION = re.compile(r"\b(?:applications?|appln|appl|I\.?A\.?\s*(?:No\.?)?\s*\d|Exh\.?\s*\d+|u/\s?[Oo]\.?\s*\d)", re.I)


def _gist(events: list[EventBase]) -> str:
    """A few words on what happened at a hearing, from its events."""
    bits = []
    adj = [e for e in events if e.kind == "adjournment"]
    if adj:
        a = adj[0]
        who = {"ours": "our side took time", "other": f"{a.actor or 'the other side'} took time",
               "court": f"adjourned by the court ({_short(_court_reason(a.reason), 50) or 'not taken up'})",
               "unknown": "adjourned"}[a.sought_by]
        if a.sought_by == "other" and a.actor and a.actor.lower() in ("other", "unknown"):
            who = "the other side took time"
        reason = _short(a.reason)
        bits.append(who + (f" ({reason})" if reason and a.sought_by != "court" else ""))
    # a day that also puts the matter up to a later day decided something on the way, not the matter: what it allowed
    # or refused is said with what it was on (bail, an application), or not at all ("Judge allowed" time, "she refused"
    # an offer) — the matter's own outcome it is not
    onward = {e.record_date for e in events if e.kind == "next_date" and e.date and e.date > (e.record_date or "")}
    for o in events:
        if o.kind == "order" and o.outcome not in ("warrant_recalled",):
            words = outcome_words(o.outcome)
            if o.outcome == "warrant" and o.detail:
                words = o.detail + " issued"
            if o.outcome in _ON_THE_WAY and o.record_date in onward:  # any record of the day: a chat, the order
                on = _ORDER_ON.search(o.what or o.text or "")
                if on is None:
                    continue
                words = f"{'bail' if on.group(1) else 'an application'} {words}"
            elif o.outcome in _ON_THE_WAY and _NAMED_APPLICATION.search(o.what or o.text or ""):
                words = f"an application {words}"  # "leave-to-defend application DISMISSED": not the matter
            if words not in bits:
                bits.append(words)
    for c in events:
        if c.kind == "costs" and c.status == "imposed" and c.amount:
            bits.append(f"costs {rupees(c.amount)}")
    # a witness named in the line that puts the matter off ("next date: RW1's evidence") is the next date's purpose,
    # not one examined that day
    ahead = [(e.entry_id, e.start, e.end) for e in events if e.kind == "next_date"]
    for w in events:
        if w.kind == "witness" and w.witness and w.stage is None \
                and any(w.entry_id == i and w.start < b and a < w.end for i, a, b in ahead):
            continue
        if w.kind == "witness" and w.witness:
            if not w.stage and not examined_said(w.text):
                continue  # "ND 18.12 - RW1 evidence", "PW2 absent": named that day, not examined
            stage = {"chief": " chief", "cross": " cross", "both": " examined and cross-examined", "re": " re-examined"}.get(w.stage or "", " examined")
            bits.append(f"{w.witness}{stage}")
    out: list[str] = []
    for b in bits:
        # "an application allowed" beside a bare "allowed" of the same day: the application was the matter's own
        if b not in out and not (b.startswith("an application ") and b[len("an application "):] in bits):
            out.append(b)
    return "; ".join(out[:4])


def _observation_text(text: str) -> str:
    """An observation without the memory's own bookkeeping ('(noted 3 times, … ; across …)')."""
    return re.sub(r"\s*\(noted\b[^)]*\)\s*$", "", text).strip()


def _gist_of_document(text: str) -> str:
    """What a letter or notice asks: its sentences with an amount or a date, else its opening."""
    picked = [s.text for s in sentences(text) if amounts(s.text) or iso_dates(s.text, None)]
    picked = [p for p in picked if len(p) > 20]
    return " … ".join(picked[-2:]) if picked else text


def _court_reason(text: str | None) -> str:
    """'Seabreeze - not reached, long list' -> 'not reached, long list' (a note's heading is not the reason)."""
    if not text:
        return ""
    parts = re.split(r"\s+-\s+", text, maxsplit=1)
    return parts[1] if len(parts) == 2 and len(parts[0]) < 40 else text


def _short(text: str | None, limit: int = 70) -> str:
    if not text:
        return ""
    text = re.sub(r"\s+", " ", text).strip(" -–:;,.'\"")
    return clean(text, limit) if len(text) > 3 else ""


def _join(items: list[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]




def _number_letters(card: Any) -> str:
    """The letters of a case number before its first figure, joined ("S.T. 118/2025": "st"; "W.P.(C) 3418": "wpc")."""
    number = getattr(getattr(card, "case", None), "number", "") or ""
    return re.sub(r"[^a-z]", "", re.split(r"\d", number.lower(), maxsplit=1)[0])


def _each_when(q: Question) -> bool:
    """'Notice kab mila aur complaint kab file hui?': two or more parts, each asking when — dates, not a yes."""
    split = value_parts(q.text)
    return q.kind == "yes_no" and len(split) > 1 and all(re.search(r"\bkab\b|\bwhen\b|\beppudu\b", p, re.I)
                                                         for p in split)


# "andulo em undi?", "usmein kya hai?", "what does it say?": what a paper holds, asked beside whether it came
_CONTENT_ASKED = re.compile(r"\bandulo\b|\b(?:usmein|usme|isme|ismein)\s+kya\b|\bwhat\s+does\s+it\s+(?:say|plead|contain)\b",
                            re.I)


def _stage_part(text: str, stage: str | None) -> str:
    """An account too long to quote whole, from the heading of the stage asked ("Cross by …:") on."""
    if stage not in ("cross", "chief") or len(text) <= QUOTE_CHARS:
        return text
    m = re.search(rf"\b{stage}\w*[^:\n]{{0,40}}:", text, re.I)
    return text[m.start():] if m else text


def _sentence_context(text: str, sentence: str, *, after_only: bool = False, after: int = 0) -> str:
    i = text.find(sentence)
    if i < 0:
        return sentence
    if after:
        ss = sentences(text)
        idx = [k for k, s in enumerate(ss) if s.start <= i < s.end]
        if idx:
            a, b = max(0, idx[0] - 1), min(len(ss) - 1, idx[0] + after)
            return text[ss[a].start: ss[b].end]
    if after_only:
        ss = sentences(text)
        idx = [k for k, s in enumerate(ss) if s.start <= i < s.end or (i <= s.start < i + len(sentence))]
        if idx:
            last = min(len(ss) - 1, idx[-1] + 1)
            return text[ss[idx[0]].start: ss[last].end]
        return sentence
    return around(text, i, i + len(sentence), 1)


def _complete(text: str, sentence: str, stage: str | None = None, *, chars: int = 300) -> str:
    """A matched sentence with what follows it in the record, so the quote holds the thought and not its opening:
    through the sentence that names the stage asked ("Chief: … . Cross: …"), else until about `chars` long."""
    ss = sentences(text)
    i = text.find(sentence)
    idx = [k for k, s in enumerate(ss) if s.start <= i < s.end] if i >= 0 else []
    if not idx:
        return sentence
    a = b = idx[0]
    from_ = a
    if stage and not re.search(rf"\b{stage}\b", ss[a].text, re.I):
        for k in range(a + 1, min(len(ss), a + 4)):
            if re.search(rf"\b{stage}\b", ss[k].text, re.I):
                b = from_ = k
                break
    # then on, until the quote is about `chars` long from the sentence that holds the stage (or the match)
    while b + 1 < len(ss) and b - from_ < 3 and ss[b].end - ss[from_].start < chars:
        b += 1
    return text[ss[a].start: ss[b].end]


def _sentence_with_date(text: str, iso: str) -> str:
    for s in sentences(text):
        if any(d == iso for _, _, d in iso_dates(s.text, None)):
            return s.text
    return text


def _near_amount(text: str, groups: list[set[str]], shorts: list[str] | None = None) -> int:
    """How close an amount sits after a word of the question (0 to 5): "interim … 10,000/month" beats
    "interim ki sunwai" in a sentence whose amount is about something else (a short form asked, "FD", sits where
    the text writes it out, "fixed deposit of Rs. …")."""
    words = [(m.start(), m.group()) for m in re.finditer(r"[\w\u0900-\u097F]+", text)]
    words += [(start, short) for short in shorts or [] for start, _ in spelt_at(text, short)]
    found = amounts(text)
    money = [a.start for a in found] + [m.start() for m in re.finditer(r"\b\d[\d,]*(?:\.\d+)?\s*(?:k|l|lakh)\b", text, re.I)]
    best = 0
    for pos, w in words:
        if any(word_holds(w, g) for g in groups):
            for a in money:
                gap = a - pos
                if 0 <= gap <= 80 and not _AGAINST_SUM.search(text[pos + len(w):a]):
                    best = max(best, 5 - gap // 20)
            if any(_OF_SUM.fullmatch(text[a.end:pos]) for a in found if a.end <= pos):
                best = 5  # "रुपये 2,86,450/- का पूरक देयक": the sum the thing is of, written before it
    return best


# between a thing and a sum after it: a sum paid or deposited against it, not its own ("the bill: against it Rs.
# 50,000 deposited", "पूरक देयक के विरुद्ध रुपये 50,000/- जमा", "towards the arrears")
_AGAINST_SUM = re.compile(r"\b(?:against|towards|ke\s+against|ke\s+virudh\w*|ke\s+evaj)\b|के\s+(?:विरुद्ध|विरूद्ध|एवज|प्रति)", re.I)
# a sum, then the genitive that makes the thing after it that sum's ("Rs. 2,86,450/- का बिल", "50,000 ka bill")
_OF_SUM = re.compile(r"[/\-=\s]*(?:का|की|के|चा|ची|चे|ka|ki|ke)\s+(?:[\w\u0900-\u097F]+\s+)?", re.I)


def _lead_amount(text: str, groups: list[set[str]], shorts: list[str] | None = None) -> float | None:
    """The amount a sentence gives for the question's word (or a short form asked, where the text writes it out):
    the first one after it, else the first one."""
    found = amounts(text)
    if not found:
        return None
    places = [(m.end(), m.group()) for m in re.finditer(r"[\w\u0900-\u097F]+", text)]
    places += [(end, short) for short in shorts or [] for _, end in spelt_at(text, short)]
    for end, word in sorted(places):
        if any(word_holds(word, g) for g in groups):
            after_ = [a for a in found if a.start >= end and a.start - end <= 80]
            if after_:
                return after_[0].value
    return found[0].value


def _piece_with(sentence: str, groups: list[set[str]]) -> str:
    """The piece of a sentence that holds most of the question's words, cut where a full stop after an initialism
    ("O.P.", "R.I.") runs into a capitalised word: the splitter keeps those together as one sentence."""
    parts = [p for p in re.split(r"(?<=\.)\s+(?=[A-Z][a-z]{2,}\b)", sentence) if p.strip()]
    if len(parts) < 2:
        return sentence
    return max(parts, key=lambda p: overlap(groups, stems(p), p))


def _step_piece(clause: str, groups: list[set[str]]) -> str:
    """The piece of a clause that states the step asked, when "and <a new subject>" joins another to it ("the
    sentence is suspended … and the appellant shall be released"): a future or a direction of the other piece is
    not the step's."""
    return _clause_with(re.sub(r"\s+and\s+(?=the\s|[A-Z])", "; ", clause), groups)


def _clause_with(sentence: str, groups: list[set[str]]) -> str:
    """The clause of a sentence that holds the question's words (clauses end at ',', ' - ', '+', ';')."""
    parts = re.split(r"\s*(?:,(?!\d)|;|\s-\s|\+|->|→)\s*", sentence)
    best = max(parts, key=lambda p: overlap(groups, stems(p), p)) if parts else sentence
    return best if overlap(groups, stems(best), best) else sentence


def _name_match(asked: str, name: str) -> bool:
    a = {w.lower() for w in asked.split() if len(w) >= 3}
    b = {w.lower() for w in name.split() if len(w) >= 3}
    return bool(a & b)


def _span_listing_asked(text: str, today, unknown: str) -> bool:
    """The words read as an unknown matter's name hold the days to come a listing asks of ("ee vaaram ethokke
    case"): the question lists the matters of a span, it names no matter (agent/periods.py)."""
    from tareekh.agent.periods import listing_asked, span_said_ahead, span_words

    if span_said_ahead(text, today) is None or not listing_asked(text):
        return False
    said = span_words(text)
    return bool(said) and said.lower() in unknown.lower()


def _whole_line(c: tuple) -> str:
    """A judge's way as the candidate line (c[1]), carried past a short form's stop the sentence splitter cut it at
    ("PCJ asked FIRST for aff." / "of service"): the record's sentence to its end (agent/quotes.py)."""
    rec, said = c[3], c[4]
    if rec is None or not said:
        return c[1]
    whole = to_sentence_end(rec.text, said)
    return clean(whole, 140) if whole != said else c[1]


_QUESTION_TAIL = 220  # the most of a record's rest a question the court put is carried on through


def _habit_context(text: str, sentence: str, span: tuple[int, int] | None = None) -> str:
    """A judge's way's sentence (or an event's `span`) with two sentences each side of it in its record; a question
    the court put ("J asked X: did …?") is told by what came of it, which a note writes last (the matter posted, what
    to bring for it): a short rest of the record is carried on to its end."""
    if span is not None:
        i, sentence = span[0], text[span[0]:span[1]]
    else:
        i = text.find(sentence)
    if i < 0:
        return _sentence_context(text, sentence)
    shown = around(text, i, i + len(sentence), 2)
    if "?" in sentence:
        end = text.find(shown) + len(shown)
        rest = text[end:].rstrip()
        if rest.strip() and len(rest.strip()) <= _QUESTION_TAIL:
            shown += rest
    return shown


_GENERIC_WAY = frozenset("again asked today dates court judge madam sahab saheb sides parties their there about "
                         "every times third fourth first second still yet".split())


def shown_twice(line: str, shown: list[str], skip: set[str]) -> bool:
    """A line whose own word (five letters or more, no name or common word) two lines shown already hold: the same
    way told a third time ("settle", "settlement", "settle kar lijiye")."""
    def own(text: str) -> set[str]:
        return {w[:6] for w in re.findall(r"[^\W\d_]{5,}", text.lower()) if w not in skip and w not in _GENERIC_WAY}
    mine = own(line)
    if not mine:
        return False
    told = [own(t) for t in shown]
    return any(sum(1 for t in told if w in t) >= 2 for w in mine)


def _grammar_pair(word: str, typed: str) -> bool:
    """`word` is two letters typed only in lower case that the reader knows as no word or short form (a language's
    copula or particle the tables miss), not a short form typed in capitals ("IA", "WS")."""
    from tareekh.agent.framing import _reader_knows

    if len(word) != 2 or not word.isalpha() or not word.isascii() or _reader_knows(word):
        return False
    return not re.search(rf"(?<![\w]){re.escape(word)}(?![\w])", typed, re.I) or \
        all(m.group(0).islower() for m in re.finditer(rf"(?<![\w]){re.escape(word)}(?![\w])", typed, re.I))
