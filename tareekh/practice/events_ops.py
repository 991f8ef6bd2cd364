"""The events room's service: read events out of every filed record and keep them in step.

A record's events are read when it is filed (retained), read again when it is corrected (confirm with a new
text, case or date changes what was read) and dropped when it is rejected. At open, records filed before
events existed, or read with older rules, are read (back-filled) with the rules; the model, when configured,
reads a record when it is filed or corrected.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
from collections.abc import Sequence

from tareekh.agent.draft import RecordRef
from tareekh.agent.people import people_for
from tareekh.errors import InputError
from tareekh.events import EVENT_KINDS, EventBase, People, Record, extract
from tareekh.events.store import EventStore
from tareekh.ingest.review import Entry, FiledRecord, filed_records, held_for_review, held_naming
from tareekh.llm import LLM, LLMError
from tareekh.practice.home import PracticeHome
from tareekh.practice.registry_ops import case_card, require_case
from tareekh.registry import Registry

log = logging.getLogger("tareekh.events")

# Bump when the rules change what they read: every record is read again at the next open.
# What each version changed, newest first:
# rules-39: a labour court's WW (workman's) and MW (management's) witnesses are witnesses
# rules-38: initials and shortened titles in the nine Indian scripts ("డా.", "ಎಸ್.", "ശ്രീ.") end no sentence, and a
# witness named with them is read with the name; a stay, status quo or injunction the notes say goes on ("stay
# continues", "status quo barkarar", "தடை தொடரும்") is an interim order; a next-date phrase shortened to its words'
# first letters ("अ.ता.", "প.তা.", "அ.தே.") is a next date
# rules-37: an order that keeps a thing "in abeyance" till the next date is interim
# rules-36: a copula or a negation after a next date ("21 April hai, 14 nahi") is no purpose; a stage written as two
# capitals after the date ("Peshi 16.7.26 - PE.") is its purpose; a witness numbered "W.1" / "W. 2" (a complaint
# inquiry's) is a witness; a line of a danda-ended paper wrapped at the page width is one sentence with the next
# rules-35: time the bench gave "to the defendant" is the defendant's, whoever the note's heading names; the bench
# before "gave time" is no plea
# rules-34: "number" shortened in a script ("क्र.", "क्रं.", "નં.") ends no sentence; a witness "Dr. N. <name>" is
# named whole; "<name> bhai to keep …" is that person's task; a person the note names as away ("X absent, his
# junior said …") is the one the day's time and costs are of; "gave / granted time" is an adjournment; "time le
# lya" is time sought; time given for a written statement not filed, nobody named asking, is the defendant's;
# "తదుపరి తేది" (the Telugu next date with a short i) names the next date
# rules-33: a day of the week after a next date ("16.12.2026 (Wed)") is no purpose
# rules-32: an order that holds the parties till the next date is interim however worded ("in the meanwhile, no
# further recovery shall be made"); time asked in Assamese and Bengali script ("সময় বিচাৰিলে"), "বিপক্ষ" the other side;
# rules-31: a stage said over ("cross khatam") is no disposal; "agli tithi" names the next date, a correction's date
# comes last; a purpose written after the date ("ND 20.1 - I.O.", "ND 25/11 final hearing") is kept
# rules-30: a list that never reached the matter is a day the court put off, in any script ("केस नहीं पहुँचा",
# "board hi nahi pahunchi", "पोहोचली नाही", "reach aagala")
# rules-29: a line ending in a comma or semicolon, or a date followed by a postposition ("3.2.26 na / ko / se"),
# runs on from the sentence above; it is no dated row of its own
# rules-28: a photo page's line wrapped at its width runs on into the next; "X हेतु समय" (time for X), "सुनवाई
# टली", "कहने पर टला", "हर्जाना पर समय" are adjournments, "ओ.पी."/"अनावेदक" the opposite party; "ND 24.7" (no year)
# is a next date; NAW/OPW are witnesses; the lawyer's side in the plural or with a number ("petitioners", "respondent
# no. 5"); an excuse told a sentence before is the day's reason; a pay slip's bar-set figures are fields
# rules-40: a date taken or asked for is time sought ("took a date", "date li", "tarik mangi", Assamese "time loise")
# rules-27: land-record shorthand ("kh.", "Sy.", "Vol.") ends no sentence; a task whose object is only a pronoun
# ("… the original deed - bring it") keeps the thing named before it
# rules-26: a rupee word begins a word ("Traders 138" holds no sum); "अदालत" is no word of paying; costs written with
# a word for any expense count beside each language's adjournment or "imposed" word; a plea quoted before a bare "time"
# keeps no stray closing quote
# rules-25: a line break inside a sentence (a sum wrapped after "costs of", shorthand such as "Rs.", "Ld.", "u/s.") no
# longer ends it; a page of two matters read only in its own part; a name before "ne … time liya" (and the scripts'
# forms) is the one who took time; a reason then a bare "time", "time chahiye", "adj maangi" are time sought; costs
# wrapped onto the next line are read with their sum
# rules-24: time sought in the scripts' verbs ("मुदत मागितली", "वेळ मागितली" and the other scripts'), "adj." kept with
# the word after it, a side "not ready" on the day is its adjournment, a reason for time from the sentence before
# rules-23: an order still to come ("to be pronounced", "सुनाया जाएगा") is not pronounced; a conviction denied or of
# another case ("no previous conviction") is no verdict of this one; "compounding" is a settlement only of an offence
# rules-22: time asked for in the scripts' words ("समय की प्रार्थना", "समय हेतु आवेदन", "মুদত માંગી", "مہلت طلب")
# is a party's adjournment and the default the costs after it follow; costs "on condition of paying" (शर्त पर) are
# imposed, not paid; "harjana" as typed with a "z" or the "r" moved; a bare figure before any costs word; the
# feminine role words ("वादिनी", "प्रतिवादिनी"); a default in the costs' own sentence places who pays
# rules-21: an adjournment asked or taken in the Indian languages' verbs ("adjournment mangi", "adjournment layi")
# and a longer or later date wanted are time sought; rules-20: a witness "absent", "aaya nahi", "raledu",
# "evidence fixed for …" is no examination; a witness's account runs over its lines, not its first five sentences;
# a hard-wrapped line inside a parenthesis or after "Rs." is one sentence, "1 pm" is a time not a sum a month; an
# order's "Fix 18.12.2026", "fixed on", "stand over to", "deferred to" tell its next date; rules-19: a witness
# numbered in the scripts or in words ("पी.डब्लू. 2", "अ.सा. 3", "साक्षी नं. २", "witness no. 2"); costs paid in
# the clause after theirs ("Costs 5,000 - cheque handed over") are paid; "defdt", "pltff", "petr", "respdt" are
# the parties; rules-18: a note's bare "adj." after a dash is an adjournment of the side named before it; bail
# granted in the order's words ("admitted to bail", "released on bail", "enlarged on bail") is an order allowed;
# rules-17: a Hindi order's "गैर-जमानतीय अधिपत्र" and the other scripts' warrant are warrants; a rupee named after
# its figure in any Indian language ("200 रु०", "500 taka"), lakh/hazaar/crore in every script, costs named in
# every Indian language ("kharcha", "খরচ", "செலவு") where the court is in the line; rules-16: costs "imposed on
# <day> have been paid" are a payment, a date's year is no amount of costs, AW/RW are witnesses, a cross not held
# ("no cross today") is no cross; rules-15: "no coercive steps", "intm:", "till the disposal of the suit, … shall"
# are interim orders, an undertaking "already filed" is met, a "To do before <day>: A; B" line is one task due
# that day; time or an adjournment asked for in Tamil, Telugu, Kannada, Bengali, Marathi, Gujarati, Punjabi words
# ("adjournment kettaar", "time adigaru"), a warrant written "N.B.W.", "B.W.", "B/W"; time sought or taken in the
# other Indian languages ("time kettaaru", "time niyeche"), a time petition; costs promised ("will be paid") are
# not paid, costs handed over or received are; rules-14: an exhibit mark (Ex PW1/2) names no witness, "xxn" is a
# cross, an affidavit tendered is a chief; rules-13: costs whose paying side the note leaves unclear are not given
# one; rules-12: costs "nahi bhare" (not paid) are unpaid, "why X was not reached" is another matter's day;
# rules-11: a day the court passed over, or did not reach, in Telugu-English and Hindi too; rules-10: any Hinglish
# "<verb>na hai" is a task; rules-7: a document's labelled fields; rules-8: directions; rules-9: a letterhead's
# company, signatories, a time in a field's prose
# rules-40 (r1-pattern): a hearing not held in the scripts ("पेशी नहीं हुई"), a stage deferred in any verb ("cross defer
# korile"), Assamese "time loise", a day put off "on their / our request", a bare "adjourned" is the costs payer's;
# (r1-yesno): a note's clauses that set work ("ready by …", "ask <name> for …"), an execution closed is disposed,
# the bench's queries left to answer; (r1-amount): Telugu's "time teeskunnaru" (took time) as typed short, "adjourn
# chesaru / kiya / kela" (the English verb with a language's "did"), a step "asked to defer / postpone"
# rules-41 (r2-witness): a witness numbered with the letters' names in eight more scripts ("ಸಿ.ಡಬ್ಲ್ಯೂ.2"); (r2-counts):
# time requested or given in each script's own verb, the side named in the scripts' role words, the junior who came no
# reason
# rules-43 (r2-counts): titles of a profession ("Er.", "Capt.") end no sentence; (r2-events): a decision's costs are
# the case's, a paper handed up is no day lost, time "for" a party in each language's postposition, costs laid "on" a
# party named before the language's "on", a company or bank called by its kind, costs after an absent witness by side
# rules-44 (the nineteenth session's round 1): a name of the registry written in an Indic script ("सिन्हा जी ने मोहलत
# मांगी") is that person's side
# rules-45 (the twentieth session's round 1): a full stop inside a bracket that closes a few words on
# ("(prop. <name>)"), the shortened honorifics ("Smti.", "Mst.", "Tmt.", "Thiru.") and dotted degrees ("B.Ed.", "LL.B.") end no sentence; a
# cleaned line keeps a sum's "/-"; the counts of time sought brought back (a last chance given is that side's time, the
# insurance company in every script is the insurer, a chat message's opening 'Sir' is the senior addressed)
# rules-46 (the twentieth session's round 2; r2-ways): a title's half that writes our client's name is our side, where
# the side is no role the rules place ("workman")
# rules-49 (r1-open): a witness's title in any language ("PW2 Thiru. <name>", "Tmt.", "Smti", "Janab") is no name
# rules-49 (the twenty-third session's round 1; r1-patterns): the rupee shortened in every script ("ரூ.", "రూ.",
# "રૂ.") ends no sentence; a costs line with no sum takes the sum that closes the line before it; "not ready" in the
# scripts is a default whose side pays the costs; costs paid in a script's own verb ("చెల్లించాము", "ఇచ్చాము": we
# gave) are paid, ours where we gave them; the case's expenses awarded ("வழக்கு செலவு", "मुकदमा खर्च") are an award
# rules-53 (the twenty-eighth session's round 1; r1-said): Telugu's usual word for the accused, "ముద్దాయి", names the
# accused as "నిందితుడు" does
# rules-54 (the twenty-ninth session's round 1): a land acquisition reference is a case type ("LA Ref 23/2019");
# a proceedings sheet's closing "To <day>." and a Latin "mudat <day>" are the next date; a day written then called
# wrong ("likh diya - galat") is a correction
# rules-55 (the twenty-ninth session's round 2; r2-read): a share written as a fraction ("share is not 3/7", "1/3rd",
# "hissa 1/3") is no date: no denied next date, no correction, no hearing's day
# rules-56 (the thirty-first session's round 1): a witness named only to compare ("same as PW1") carries no account
# (r1-said); the word for "next" alone before a date, and a date before a verb of adjourning, is a next date (r1-status)
# and (r1-ingest) "the 5th day of March 2029" is a date; a paper's own date
# is its date line or the date beside its signature, never a labelled date told in passing
# rules-57 (the thirty-second session's round 1; r1-firstask): a word of relation names the other side whatever our
# role ("opposite counsel", "the other side", "samne wale", "எதிர் வக்கீல்"); a name in Tamil script is heard with
# its voiced and voiceless letters as one ("குணசேகரன்": Gunasekharan); a final outcome inside a quotation is someone's
# words, not the order ('Judge: "agree at 9,000, case over"'); (r1-patterns) time given in a language's Latin verb
# ("time for objection dela") and a presiding officer away on election duty are the day's adjournment, the State's
# counsel by other states' titles (AGP, DGC, ADPO) is the State's side, and what the time was for leaves out who asked
# (r1-filing) a planning note's item is work to be done: no witness is read as examined from it
# rules-59 (the thirty-fifth session's round 1): an annulled application is rejected and an annulled order allowed
# ("आवेदन निरस्त", "quashed and set aside"), a party's own admission is no grant (r1-outcomes); the bench away on tour
# or on leave is the court's adjournment, a defence struck off is no strike, and "vyay" in formal order sheets is
# costs (r1-patterns)
# rules-62 (the thirty-ninth session's round 1): a forum-headed chat day with a word of its case's names files on a day
# no record listed; a matter behind its forum's label with another registered number, a numbered item typed in a script,
# and a dated row in any Indian script split; a forum-headed day is never filed by another court's listing (r1-split);
# a date the note tells opens no hearing of its own, and a court paper's labelled-day heading heads its order
# (r1-oversplit)
# rules-61 (the thirty-eighth session's round 1): "waqt"/"neram" asked or taken and a cross "taal di" by a named doer are
# time sought, what the time was for is its plea, a side "not ready" pleads that clause (r1-patterns); an interim relief
# named or argued is no interim order, and "directed to pay interim …" is one (r1-content)
# rules-66 (the forty-third session's round 2): an expense word heading its line as a label ("Kharcha: <travel> Rs.
# 1,850") is the note's own account, never costs by the line before it (r2-paid); next dates named by the step they
# are for, a day called wrong is none, a correction dated by the hearing it corrects (r2-count)
# and a next date named after its day, register rows each a hearing, a forum named in a script or by initials (r2-split)
# and a page's headline script told by its Unicode block, stray edge marks dropped, a wrapped day line no title (r2-photo)
# rules-67 (the forty-fourth session): time taken read with the plural of respect and any noun for time ("time le
# liye", "vel maanga", "somoy liya"), Punjabi "ਤਾਰੀਖ਼ ਲੈ ਲਈ" and Gujarati "મુદત માટે પુરસીસ / અરજી"; a paper a side had
# not filed on a day the matter was argued or heard in part is no adjournment of that side (s44-times)
# rules-68 (the forty-fifth session): a government party called "state" as notes call it, the party named before a bare
# "time" is the one who asked, two papers joined then "granted" is time sought, the eastern "lel/lelkhin" forms of
# taking time (s45-times); "returnable on/by", "Ptd", "C/o" and "vaidha" as next dates, a warrant issued with each
# language's own verb (s45-hearings)
RULES_VERSION = "rules-68"

class PracticeEvidence:
    """The answerer's view of the practice's records and events (agent.compose.Evidence), for one question."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.store = EventStore(conn)
        self._all: list[RecordRef] | None = None
        self._by_id: dict[int, RecordRef] = {}

    def events(self, *, case_ids: Sequence[str] | None = None, kinds: Sequence[str] | None = None) -> list[EventBase]:
        return self.store.query(case_ids=list(case_ids) if case_ids else None, kinds=list(kinds) if kinds else None)

    def records(self, entry_ids: Sequence[int]) -> dict[int, RecordRef]:
        missing = [int(i) for i in entry_ids if int(i) not in self._by_id]
        if missing:
            for rec in self._load(missing):
                self._by_id[rec.entry_id] = rec
        return {int(i): self._by_id[int(i)] for i in entry_ids if int(i) in self._by_id}

    def case_records(self, case_ids: Sequence[str] | None = None) -> list[RecordRef]:
        if self._all is None:
            self._all = self._load(None)
            self._by_id.update({r.entry_id: r for r in self._all})
        if not case_ids:
            return list(self._all)
        wanted = set(case_ids)
        return [r for r in self._all if wanted & set(r.case_ids)]

    def held(self, after: str, upto: str) -> list[tuple[int, str, str, str | None, str]]:
        """Notes waiting in review dated after `after` up to `upto`: (id, day, text, next date, upload name)."""
        return held_for_review(self.conn, after, upto)

    def held_naming(self, case_id: str, shared_too: bool = False) -> list[tuple[int, str | None, str, str, bool]]:
        """Notes waiting in review whose filing candidates name `case_id` strongly and no other case as well (or,
        `shared_too`, as well as another by a name they share): (id, day or None, text, upload name, whether the
        note is this case's alone)."""
        return held_naming(self.conn, case_id, shared_too)

    def _load(self, ids: Sequence[int] | None) -> list[RecordRef]:
        out = [RecordRef(entry_id=r.id, text=r.text or "", case_ids=r.case_ids, date=r.record_date or r.hearing_date,
                         doc_type=r.doc_type, kind=r.kind or "hearing", source_file=r.source_file,
                         upload_id=r.upload_id, author=r.author, doc_kind=r.doc_kind)
               for r in filed_records(self.conn, ids)]
        out.sort(key=lambda r: (r.date or "9999", r.entry_id))
        return out


class EventService:
    """The events room's service: the ingest service calls `read_events_of` after filing and
    `drop_events_of` after a rejection, so events follow the records; the practice calls `sync` at open."""

    def __init__(self, base: PracticeHome, registry: Registry) -> None:
        self.base = base
        self.registry = registry  # who is who in a case, for reading its records

    @property
    def store(self) -> EventStore:
        return EventStore(self.base.conn)

    # -- keeping events in step with the records ----------------------------------------------------------
    def read_events_of(self, entries: Sequence[Entry]) -> None:
        """After filing: read the events of the records filed (with the model too, when one is configured)."""
        try:
            self.extract([e.id for e in entries if e.status == "retained"], use_llm=True)
        except Exception:  # noqa: BLE001 - a record is filed whatever happens to its events; open retries
            log.exception("reading events of entries %s failed", [e.id for e in entries][:20])

    def drop_events_of(self, entry_id: int) -> None:
        """After a rejection: the record's events go with it."""
        try:
            self.store.drop([entry_id])
        except Exception:  # noqa: BLE001 - the sync at the next open drops them
            log.exception("dropping events of entry %s failed", entry_id)

    def open(self) -> None:
        """At open: back-fill the events of records filed before (or while events were failing)."""
        try:
            self.sync()
        except Exception:  # noqa: BLE001 - opening the practice must not fail on events
            log.exception("back-filling events failed")

    def sync(self) -> dict[str, int]:
        """Read every filed record whose events are missing or stale (rules only); drop those of records that
        are no longer filed. Returns counts."""
        store = self.store
        known = store.fingerprints()
        rows = filed_records(self.base.conn)
        filed = {r.id for r in rows}
        gone = [i for i in known if i not in filed]
        stale = []
        cards: dict[str | None, People] = {}
        for row in rows:
            record = self._record_from_row(row, cards)
            fp = _fingerprint(record)
            have = known.get(record.entry_id)
            if have is None or (have[0] != fp and not (have[1] == "llm" and have[0] == _llm_fp(fp))):
                stale.append(record)
        for record in stale:
            store.replace(record.entry_id, extract(record), fingerprint=_fingerprint(record), source="rules")
        dropped = store.drop(gone) if gone else 0
        return {"read": len(stale), "dropped": dropped, "records": len(rows)}

    def extract(self, entry_ids: Sequence[int], *, use_llm: bool = False) -> int:
        """Read the events of these filed records now (with the model too when asked and configured)."""
        ids = [int(i) for i in entry_ids]
        if not ids:
            return 0
        llm = self._events_llm() if use_llm else None
        store = self.store
        cards: dict[str | None, People] = {}
        n = 0
        for row in filed_records(self.base.conn, ids):
            record = self._record_from_row(row, cards)
            events = extract(record)
            source = "rules"
            fp = _fingerprint(record)
            if llm is not None:
                from tareekh.events.llm import extract_with_llm, merge
                from tareekh.llm import LLMError

                try:
                    events = merge(extract_with_llm(llm, record), events)
                    source, fp = "llm", _llm_fp(fp)
                except LLMError as exc:
                    log.warning("the model could not read events of entry %s (%s); kept the rules' events",
                                record.entry_id, exc)
            store.replace(record.entry_id, events, fingerprint=fp, source=source)
            n += len(events)
        filed = {r.id for r in filed_records(self.base.conn, ids)}
        store.drop([i for i in ids if i not in filed])
        return n

    def _events_llm(self) -> LLM | None:
        if not self.base.settings.llm.configured:
            return None
        try:
            return LLM(self.base.settings.llm)
        except LLMError:
            return None

    # -- reading back ---------------------------------------------------------------------------------
    def events(self, case_id: str | None = None, kind: str | None = None, *, since: str | None = None,
               until: str | None = None) -> list[EventBase]:
        """Events of the practice (or one case), oldest record first; `kind` one of EVENT_KINDS."""
        cases = None
        if case_id:
            cases = [require_case(self.registry, case_id).case.id]
        if kind and kind not in EVENT_KINDS:
            raise InputError(f"unknown event kind {kind!r}: use one of {', '.join(EVENT_KINDS)}")
        return self.store.query(case_ids=cases, kinds=[kind] if kind else None, since=since, until=until)

    # -- records and the people around them -----------------------------------------------------------
    def _record_from_row(self, row: FiledRecord, cards: dict[str | None, People]) -> Record:
        primary = row.case_ids[0] if row.case_ids else None
        if primary not in cards:
            cards[primary] = self._people(primary)
        return Record(
            entry_id=row.id, text=row.text or "", case_ids=row.case_ids,
            record_date=row.record_date or row.hearing_date, doc_type=row.doc_type,
            kind=row.kind or "hearing", doc_kind=row.doc_kind, next_date=row.next_date, stage=row.stage,
            people=cards[primary],
        )

    def _people(self, case_id: str | None) -> People:
        """Who is who in a case, from the registry (agent.people)."""
        card = case_card(self.registry, case_id) if case_id else None
        return people_for(card, self.base.settings.lawyer_name)


def _fingerprint(record: Record) -> str:
    p = record.people
    raw = json.dumps([RULES_VERSION, record.text, record.case_ids, record.record_date, record.doc_type, record.kind,
                      record.doc_kind, record.next_date, record.stage, p.our_side, p.our_names, p.other_names, p.judge_names],
                     ensure_ascii=False)
    return hashlib.sha1(raw.encode("utf-8")).hexdigest()


def _llm_fp(fp: str) -> str:
    """The fingerprint of a record the model read: the same record, so the open's rules pass leaves it alone."""
    return "llm:" + fp


__all__ = ["EventService", "PracticeEvidence", "RULES_VERSION"]
