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

from tareekh import display
from tareekh.cli import Result, arguments, command


def _cited(practice, hearing_date: str | None, case_id: str | None, source_file: str | None) -> str:
    """Where a citation points, in words: "16 Nov 2026; O.S. 412/2023 — Seabreeze flat; IMG_….jpg"."""
    return "; ".join(x for x in (display.prose_day(hearing_date), practice.case_label(case_id), source_file) if x)


def _answer_text(answer, practice) -> str:
    lines = []
    if answer.case_ids:
        lines.append("About " + "; ".join(practice.case_label(c) for c in answer.case_ids))
    lines += [answer.answer, ""]
    for c in answer.citations:
        mark = "" if c.verified else "  (unverified)"
        lines.append(f"[{c.n}] {_cited(practice, c.hearing_date, c.case_id, c.source_file)}{mark}")
    for note in answer.notes:
        lines.append(f"Note: {note}")
    lines.append(f"({answer.mode}; ask a follow-up in this chat with --chat {answer.chat_id})")
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
        where = _cited(practice, md.get("hearing_date"), md.get("case_id"), md.get("source_file"))
        lines.append(f"[{h.n}] ({where}) {h.text}")
    return Result(hits, "\n".join(lines))


@arguments(lambda p: p.add_argument("case", metavar="CASE", help="case id, number or name"))
@command("timeline", "a case's hearings, oldest first, each with its sources")
def timeline(practice, args: argparse.Namespace) -> Result:
    tl = practice.timeline(args.case)
    lines = [display.case_label(tl.number, tl.short_name)]
    if not tl.hearings:
        lines.append("  No hearings in the memory yet.")
    for h in tl.hearings:
        lines.append(f"\n{display.day(h.hearing_date) or 'undated'}")
        for s in h.sources:
            who = f" by {s.author}" if s.author else ""
            kind = (s.doc_type or "note").replace("_", " ")
            lines.append(f"  [{kind}{who}; {s.source_file}] {s.text[:300]}")
    for m in tl.chat_memories:
        lines.append(f"\nFrom your chats ({display.prose_day(m.created_at)}): {m.text}  [forget: tareekh forget {m.id}]")
    return Result(tl, "\n".join(lines))


@arguments(lambda p: p.add_argument("--date", metavar="D", help="the day (YYYY-MM-DD; default today)"))
@command("today", "matters listed on a day, with the last note and what is pending; then the next 21 days")
def today(practice, args: argparse.Namespace) -> Result:
    board = practice.today(args.date)
    lines = [f"Listed on {display.day(board.date)}:"]
    if not board.today:
        lines.append("  nothing")
    for m in board.today:
        head = f"  {display.case_label(m.number, m.short_name)}"
        where = ", ".join(x for x in (m.court_hall, m.judge) if x)
        lines.append(head + (f" — {where}" if where else "") + (f" — for {m.listed_for}" if m.listed_for else ""))
        if m.recorded:
            lines.append(f"    recorded ({m.recorded_by or 'note'}): {m.recorded}")
            if m.new_next_date:
                stage = f" for {m.new_stage}" if m.new_stage else ""
                lines.append(f"    next date {display.day(m.new_next_date)}{stage}")
            continue
        if m.last_note:
            lines.append(f"    last ({display.day(m.last_hearing_date)}): {m.last_note}")
        for item in m.pending:
            lines.append(f"    pending: {item}")
    if board.upcoming:
        lines.append("Next 21 days:")
        for m in board.upcoming:
            lines.append(f"  {display.day(m.next_date)}  {display.case_label(m.number, m.short_name)}"
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
    lines = [c.title]
    for m in c.history:
        lines.append(f"\n{'You' if m.role == 'user' else 'Tareekh'}: {m.content}")
        for cit in m.citations:
            lines.append(f"  [{cit.n}] {_cited(practice, cit.hearing_date, cit.case_id, cit.source_file)}")
    return Result(c, "\n".join(lines))


@arguments(lambda p: p.add_argument("--case", help="only this case"))
@command("chat-memories", "things you said in chats that Tareekh keeps (reminders, decisions, notes)")
def chat_memories(practice, args: argparse.Namespace) -> Result:
    found = practice.chat_memories(args.case)
    if not found:
        return Result([], "No chat memories.")
    return Result(found, "\n".join(f"{m.id}  {display.day(m.created_at[:10])}  {m.kind:<9} {m.text}"
                                   + (f"  ({practice.case_label(m.case_id)})" if m.case_id else "")
                                   for m in found))


@arguments(lambda p: p.add_argument("memory_id", metavar="MEMORY_ID"))
@command("forget", "forget a chat memory (see chat-memories)")
def forget(practice, args: argparse.Namespace) -> Result:
    m = practice.forget_chat_memory(args.memory_id)
    return Result(m, f"Forgot {m.id}: {m.text}")
