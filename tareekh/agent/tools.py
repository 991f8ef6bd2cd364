"""The agent's tools: find_case, events, recall_memories, reflect_on_memories, case_timeline.

Filters become tags (`case:C5`, `judge:J1`, `counsel:OC2`). Every fact a tool returns goes into the turn's
FactBook and is rendered as `[n] (date; case; source) text` — data for the model, never instructions. The
`events` tool lists what the records say happened, each event with the number of the record it was read from.
Only these names can ever run: a tool call naming anything else is answered with an error.
"""

from __future__ import annotations

import json
from datetime import date, datetime
from typing import Any

from tareekh.agent.factbook import FactBook, fact_date, is_chat_memory, one_line
from tareekh.events import EVENT_KINDS
from tareekh.memory import RecalledFact

TOOL_NAMES = ("find_case", "events", "recall_memories", "reflect_on_memories", "case_timeline")
MAX_EVENTS = 40
MAX_TOOL_CHARS = 12_000

_FILTERS = {
    "case_id": {"type": "string", "description": "registry case id such as C5 (use find_case first)"},
    "judge_id": {"type": "string", "description": "registry judge id such as J1, for a judge's habits"},
    "counsel_id": {"type": "string", "description": "registry counsel id such as OC2, for counsel's conduct"},
}


def tool_specs() -> list[dict[str, Any]]:
    """The OpenAI function schemas of the four tools."""

    def fn(name: str, description: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": name,
                "description": description,
                "parameters": {"type": "object", "properties": props, "required": required},
            },
        }

    query = {"query": {"type": "string", "description": "what to look for, in plain words"}}
    return [
        fn("find_case", "Resolve a case nickname, party name or number to registry case ids.",
           {"text": {"type": "string"}}, ["text"]),
        fn("events", "What the records say happened, as typed events with the record each came from: adjournments "
           "(sought by our side / the other side / the court, and why), costs (amount, on whom, paid or not), "
           "undertakings, filings, orders (allowed, dismissed, interim, warrants, compromise), witness examinations "
           "(PW1, DW2; chief or cross; what they said), next dates, action items, client interactions, the judge's "
           "remarks. One hearing may be reported by a note and an order sheet: count hearings, not lines.",
           {"case_id": _FILTERS["case_id"], "judge_id": _FILTERS["judge_id"], "counsel_id": _FILTERS["counsel_id"],
            "kind": {"type": "string", "enum": list(EVENT_KINDS)},
            "query": {"type": "string", "description": "words the event's text should contain (optional)"}}, []),
        fn("recall_memories", "Find facts (what/when/who) in the practice memory.", {**query, **_FILTERS}, ["query"]),
        fn("reflect_on_memories", "Reason over learned patterns (a judge's habits, counsel's tactics, what to expect).",
           {**query, **_FILTERS}, ["query"]),
        fn("case_timeline", "Everything recorded on one case, oldest first, by hearing date.",
           {"case_id": _FILTERS["case_id"]}, ["case_id"]),
    ]


def is_header_fact(fact: RecalledFact) -> bool:
    """A fact that is only a piece of the reader's header written at retain time (names, date, source)."""
    header = fact.metadata.get("header")
    return bool(header) and one_line(fact.text) in one_line(header)


def is_stub(fact: RecalledFact) -> bool:
    return fact.metadata.get("doc_type") == "registry" or "type:registry" in fact.tags


class Tools:
    """The tools of one turn, over the memory bank and the registry."""

    def __init__(self, bank: Any, registry: Any, book: FactBook, *, today: date,
                 reflect: Any = None, evidence: Any = None) -> None:
        self.bank = bank
        self.evidence = evidence
        self._reflect = reflect  # the practice's reflect (uses the model when configured), else the bank's
        self.registry = registry
        self.book = book
        self.today = today
        self.trace: list[str] = []
        self.notes: list[str] = []

    # -- plumbing --------------------------------------------------------------------------------------
    def run(self, name: str, arguments: dict[str, Any] | None) -> str:
        """Run a tool the model asked for. Never raises: problems come back as `error: …` text."""
        if name not in TOOL_NAMES:
            self.notes.append(f"the model asked for an unknown tool {name[:40]!r}; it was not run")
            return f"error: unknown tool {name[:40]!r}; the tools are {', '.join(TOOL_NAMES)}"
        if arguments is None:
            return "error: the arguments were not a JSON object"
        self.trace.append(f"{name}({json.dumps(arguments, ensure_ascii=False)[:200]})")
        try:
            if name == "find_case":
                out = self.find_case(str(arguments.get("text") or arguments.get("query") or ""))
            elif name == "case_timeline":
                out = self.case_timeline(str(arguments.get("case_id") or ""))
            elif name == "events":
                out = self.events(**{k: str(arguments[k]) for k in ("case_id", "judge_id", "counsel_id", "kind", "query")
                                     if arguments.get(k)})
            else:
                query = str(arguments.get("query") or "").strip()
                if not query:
                    return "error: query is empty"
                filters = {k: str(arguments[k]) for k in _FILTERS if arguments.get(k)}
                method = self.recall_memories if name == "recall_memories" else self.reflect_on_memories
                out = method(query, **filters)
        except Exception as exc:  # noqa: BLE001 - a tool failure is text for the model, not a crash
            out = f"error: {name} failed ({str(exc)[:200]})"
        return out[:MAX_TOOL_CHARS]

    def _known_case(self, value: str | None) -> str | None:
        """A registry case id for `value` (an id, a number or a nickname), else None."""
        if not value:
            return None
        try:
            return self.registry.get_case(value).id
        except Exception:  # noqa: BLE001
            pass
        try:
            best = self.registry.resolve(value).best
        except Exception:  # noqa: BLE001
            return None
        return best.case_id if best is not None else None

    def tags_for(self, case_id: str | None = None, judge_id: str | None = None,
                 counsel_id: str | None = None) -> list[str]:
        tags = []
        if case_id:
            known = self._known_case(case_id)
            if known:
                tags.append(f"case:{known}")
            else:
                self.notes.append(f"no case matches {case_id[:40]!r}; searched without a case filter")
        if judge_id:
            tags.append(f"judge:{judge_id}")
        if counsel_id:
            tags.append(f"counsel:{counsel_id}")
        return tags

    def recall(self, query: str, *, tags: list[str] | None = None, max_tokens: int = 2500, budget: str = "mid",
               keep_stubs: bool = True, types: list[str] | None = None) -> list[RecalledFact]:
        """Facts for `query` within `tags` (all of them), minus pieces of retain-time headers."""
        stamp = datetime(self.today.year, self.today.month, self.today.day, 23, 59)
        facts = self.bank.recall(
            query, tags=tags or None, tags_match="all_strict" if tags else "any", max_tokens=max_tokens,
            budget=budget, query_timestamp=stamp, types=types,
        )
        facts = [f for f in facts if not is_header_fact(f) and (keep_stubs or not is_stub(f))]
        day = getattr(self.evidence, "day", None)  # asked as of a past day (agent/as_of.py)
        if day:
            # what was recorded after that day stays out, and so do observations, which may be drawn from it
            facts = [f for f in facts if f.type != "observation"
                     and (f.metadata.get("hearing_date") or "") <= day]
        return facts

    # -- the four tools ---------------------------------------------------------------------------------
    def find_case(self, text: str) -> str:
        res = self.registry.resolve(text)
        rows = []
        for c in res.candidates[:3]:
            try:
                number = self.registry.get_case(c.case_id).number
            except Exception:  # noqa: BLE001
                number = ""
            rows.append({"case_id": c.case_id, "score": round(c.score, 1), "matched": c.matched, "case_number": number})
        return json.dumps(rows, ensure_ascii=False) if rows else "[] (no case matches; try other words)"

    def events(self, case_id: str | None = None, judge_id: str | None = None, counsel_id: str | None = None,
               kind: str | None = None, query: str | None = None) -> str:
        """Events of a case (or of a judge's or counsel's cases), each cited by the record it was read from."""
        if self.evidence is None:
            return "error: events are not available in this practice"
        if kind and kind not in EVENT_KINDS:
            return f"error: unknown kind {kind[:30]!r}; kinds are {', '.join(EVENT_KINDS)}"
        cases: list[str] | None = None
        if case_id:
            known = self._known_case(case_id)
            if not known:
                return "error: unknown case. Use find_case first to get its id."
            cases = [known]
        elif judge_id or counsel_id:
            cases = [c.id for c in self.registry.list_cases()
                     if (judge_id and c.judge_id == judge_id) or (counsel_id and c.counsel_id == counsel_id)]
            if not cases:
                return "[] (no case of that judge or counsel)"
        found = self.evidence.events(case_ids=cases, kinds=[kind] if kind else None)
        if query:
            words = [w.lower() for w in query.split() if len(w) >= 3]
            found = [e for e in found if any(w in (e.text or "").lower() for w in words)] or found
        found = found[-MAX_EVENTS:]
        from tareekh.agent.compose import record_fact
        from tareekh.agent.layout import card_for

        records = self.evidence.records(sorted({e.entry_id for e in found if e.entry_id is not None}))
        lines = []
        for e in found:
            rec = records.get(e.entry_id)
            if rec is None:
                continue
            n = self.book.add(record_fact(rec, card_for(self.registry, e.case_id)))
            fields = "; ".join(f"{k}: {v}" for k, v in e.fields().items() if v not in (None, "", [], False))
            lines.append(f"[{n}] ({e.record_date or 'undated'}; {e.case_id or 'no case'}; {e.kind}) {fields} — "
                         f"\"{one_line(e.text)[:300]}\"")
        self.trace.append(f"events: {len(lines)} listed")
        return "\n".join(lines) if lines else "[] (no such events in the records)"

    def recall_memories(self, query: str, case_id: str | None = None, judge_id: str | None = None,
                        counsel_id: str | None = None) -> str:
        facts = self.recall(query, tags=self.tags_for(case_id, judge_id, counsel_id))
        return self.book.render(facts)

    def reflect_on_memories(self, query: str, case_id: str | None = None, judge_id: str | None = None,
                            counsel_id: str | None = None) -> str:
        tags = self.tags_for(case_id, judge_id, counsel_id)
        reflect = self._reflect or _reflect_function(self.bank)
        if reflect is not None:
            try:
                result = reflect(query, tags=tags or None, tags_match="all_strict" if tags else "any", budget="mid")
                text, ids = _reflection(result)
                based = self.bank.get_facts(ids) if ids else []
                return f"REFLECTION: {one_line(text)}\nBASED ON:\n{self.book.render(based)}"
            except Exception as exc:  # noqa: BLE001 - reflect is optional; recall still answers
                self.notes.append(f"reflect failed ({str(exc)[:80]}); used recall instead")
        observations = self.bank.recall(query, tags=tags or None, tags_match="all_strict" if tags else "any",
                                        types=["observation"], max_tokens=1500, budget="mid")
        facts = observations + self.recall(query, tags=tags, max_tokens=2000)
        return "PATTERNS AND FACTS (no reflection available):\n" + self.book.render(facts)

    def timeline_facts(self, case_id: str) -> list[RecalledFact]:
        facts = self.bank.list_facts(tags=[f"case:{case_id}"], tags_match="all_strict", order="occurred")
        facts = [f for f in facts if not is_header_fact(f) and not is_stub(f) and f.type != "observation"]
        facts.sort(key=lambda f: (is_chat_memory(f), fact_date(f) or "9999", int(f.id) if f.id.isdigit() else 0))
        return facts

    def case_timeline(self, case_id: str) -> str:
        known = self._known_case(case_id)
        if not known:
            return "error: unknown case. Use find_case first to get its id."
        facts = self.timeline_facts(known)
        lines, size = [], 0
        # Keep the most recent hearings when the whole case does not fit.
        for fact in reversed(facts):
            size += len(fact.text) + 40
            if size > MAX_TOOL_CHARS - 200:
                break
            lines.append(fact)
        lines.reverse()
        cut = len(facts) - len(lines)
        head = f"TIMELINE of {known}, oldest first" + (f" ({cut} older facts left out)" if cut else "") + ":\n"
        return head + self.book.render(lines)


def _reflect_function(bank: Any):
    """`bank.reflect(query, ...)` when the bank has it, else the memory room's `reflect(bank, query, ...)`."""
    method = getattr(bank, "reflect", None)
    if method is not None:
        return method
    try:
        from tareekh.memory.reflect import reflect
    except ImportError:
        return None
    return lambda query, **kw: reflect(bank, query, **kw)


def _reflection(result: Any) -> tuple[str, list[str]]:
    if isinstance(result, str):
        return result, []
    get = (lambda k: result.get(k)) if isinstance(result, dict) else (lambda k: getattr(result, k, None))
    text = get("text") or get("answer") or ""
    ids = get("based_on") or get("based_on_ids") or get("fact_ids") or []
    ids = [getattr(i, "id", i) for i in ids]
    return str(text), [str(i) for i in ids]
