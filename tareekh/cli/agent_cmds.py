"""CLI commands of the agent room (see tareekh/cli/__init__.py for the conventions).

    tareekh ask QUESTION [--case ID] [--deep] [--today D] [--chat ID]
    tareekh recall QUERY [--case ID] [--judge ID] [--counsel ID] [--k N]
    tareekh timeline CASE
    tareekh today [--date D]
    tareekh chats | chat ID
    tareekh chat-memories [--case ID] | forget MEMORY_ID
"""

from __future__ import annotations

import argparse

from tareekh.cli import Result, arguments, command


def _answer_text(answer, practice=None) -> str:
    lines = [answer.answer, ""]
    for c in answer.citations:
        case = practice.case_label(c.case_id) if practice is not None and c.case_id else c.case_id
        where = "; ".join(x for x in (c.hearing_date, case, c.source_file) if x)
        mark = "" if c.verified else "  (unverified)"
        lines.append(f"[{c.n}] {where}{mark}")
    for note in answer.notes:
        lines.append(f"Note: {note}")
    lines.append(f"({answer.mode}; chat {answer.chat_id})")
    return "\n".join(lines).strip()


@arguments(lambda p: (
    p.add_argument("question", metavar="QUESTION", help="the question, in plain words"),
    p.add_argument("--case", help="the case it is about (id, number or name)"),
    p.add_argument("--deep", action="store_true", help="let the model use tools (needs a configured LLM)"),
    p.add_argument("--today", metavar="DATE", help="today's date for 'last time' and 'overdue' (YYYY-MM-DD)"),
    p.add_argument("--chat", metavar="ID", help="continue this chat (follow-up questions)"),
))
@command("ask", "answer a question from your notes, with [n] citations")
def ask(practice, args: argparse.Namespace) -> Result:
    answer = practice.ask(args.question, case_id=args.case, deep=args.deep, today=args.today, chat_id=args.chat)
    return Result(answer, _answer_text(answer, practice))


@arguments(lambda p: (
    p.add_argument("query", metavar="QUERY"),
    p.add_argument("--case", help="only this case"),
    p.add_argument("--judge", help="only this judge's cases (judge id)"),
    p.add_argument("--counsel", help="only this opposing counsel's cases (counsel id)"),
    p.add_argument("--k", type=int, default=10, help="how many facts (default 10)"),
))
@command("recall", "facts from the memory for a query, with their sources")
def recall(practice, args: argparse.Namespace) -> Result:
    hits = practice.recall(args.query, case_id=args.case, judge_id=args.judge, counsel_id=args.counsel, k=args.k)
    if not hits:
        return Result([], "No matching facts.")
    lines = []
    for h in hits:
        md = h.metadata
        where = "; ".join(x for x in (md.get("hearing_date"), md.get("case_id"), md.get("source_file")) if x)
        lines.append(f"[{h.n}] ({where}) {h.text}")
    return Result(hits, "\n".join(lines))


@arguments(lambda p: p.add_argument("case", metavar="CASE", help="case id, number or name"))
@command("timeline", "a case's hearings, oldest first, each with its sources")
def timeline(practice, args: argparse.Namespace) -> Result:
    tl = practice.timeline(args.case)
    lines = [f"{tl.case_id}  {tl.number}" + (f"  —  {tl.short_name}" if tl.short_name else "")]
    if not tl.hearings:
        lines.append("  No hearings in the memory yet.")
    for h in tl.hearings:
        lines.append(f"\n{h.hearing_date or 'undated'}")
        for s in h.sources:
            who = f" by {s.author}" if s.author else ""
            lines.append(f"  [{s.doc_type}{who}; {s.source_file}] {s.text[:300]}")
    for m in tl.chat_memories:
        lines.append(f"\nCHAT MEMORY {m.id}: {m.text}")
    return Result(tl, "\n".join(lines))


@arguments(lambda p: p.add_argument("--date", metavar="D", help="the day (YYYY-MM-DD; default today)"))
@command("today", "matters listed on a day, with the last note and what is pending; then the next 21 days")
def today(practice, args: argparse.Namespace) -> Result:
    board = practice.today(args.date)
    lines = [f"Listed on {board.date}:"]
    if not board.today:
        lines.append("  nothing")
    for m in board.today:
        head = f"  {m.number}" + (f" ({m.short_name})" if m.short_name else "")
        where = ", ".join(x for x in (m.court_hall, m.judge) if x)
        lines.append(head + (f" — {where}" if where else "") + (f" — for {m.listed_for}" if m.listed_for else ""))
        if m.last_note:
            lines.append(f"    last ({m.last_hearing_date}): {m.last_note}")
        for item in m.pending:
            lines.append(f"    pending: {item}")
    if board.upcoming:
        lines.append("Next 21 days:")
        for m in board.upcoming:
            lines.append(f"  {m.next_date}  {m.number}" + (f" ({m.short_name})" if m.short_name else "")
                         + (f" — {m.listed_for}" if m.listed_for else ""))
    return Result(board, "\n".join(lines))


@command("chats", "the chats kept in this practice, newest first")
def chats(practice, args: argparse.Namespace) -> Result:
    found = practice.chats()
    if not found:
        return Result([], "No chats yet.")
    return Result(found, "\n".join(f"{c.id}  {c.updated_at[:16]}  {c.title}" for c in found))


@arguments(lambda p: p.add_argument("chat_id", metavar="ID"))
@command("chat", "one chat with its messages and citations")
def chat(practice, args: argparse.Namespace) -> Result:
    c = practice.chat(args.chat_id)
    lines = [f"{c.id}  {c.title}"]
    for m in c.history:
        lines.append(f"\n{m.role}: {m.content}")
        for cit in m.citations:
            lines.append(f"  [{cit.n}] {cit.hearing_date or ''} {cit.case_id or ''} {cit.source_file or ''}")
    return Result(c, "\n".join(lines))


@arguments(lambda p: p.add_argument("--case", help="only this case"))
@command("chat-memories", "things you said in chats that Tareekh keeps (reminders, decisions, notes)")
def chat_memories(practice, args: argparse.Namespace) -> Result:
    found = practice.chat_memories(args.case)
    if not found:
        return Result([], "No chat memories.")
    return Result(found, "\n".join(f"{m.id}  {m.created_at[:10]}  {m.case_id or '-':<5} {m.kind:<9} {m.text}"
                                   for m in found))


@arguments(lambda p: p.add_argument("memory_id", metavar="MEMORY_ID"))
@command("forget", "forget a chat memory (see chat-memories)")
def forget(practice, args: argparse.Namespace) -> Result:
    m = practice.forget_chat_memory(args.memory_id)
    return Result(m, f"Forgot {m.id}: {m.text}")
