"""Chats: ask questions of the practice memory; answers carry `[n]` chips that open the original note."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from tareekh import display
from tareekh.gui.ops import Op, error_text
from tareekh.gui.theme import current
from tareekh.gui.widgets import (
    Card,
    CaseChip,
    CaseCombo,
    Chip,
    ChipRow,
    Source,
    StatePanel,
    citation_tip,
    esc,
    muted,
    scroll,
    split_page,
    wrapping_list,
)

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.gui.shell import Shell
    from tareekh.practice import Practice
    from tareekh.practice.types import Answer, Case, Chat, ChatMessage, ChatSummary

CITE = re.compile(r"\[(\d+(?:\s*(?:[,–-]|\]\[)\s*\d+)*)\]")
# a sentence ends at a full stop, "?", "!" or a danda, its citations kept on it, before a capital, a digit, a quote or
# a letter of another script (a note quoted in Devanagari, Kannada, Tamil… has no capitals to start its sentence)
SENTENCE_END = re.compile(r"(?<=[.!?\u0964])(?:\s*(?:\[[\d,\s–-]+\])+)?\s+(?=[A-Z0-9\"'(“]|[^\x00-\x7f\s])")


def cited_numbers(group: str) -> list[int]:
    """`3`, `3, 5`, `3][5`, `3–5` → the numbers, in order."""
    out: list[int] = []
    for part in re.split(r"\s*(?:,|\]\[)\s*", group):
        m = re.fullmatch(r"(\d+)\s*[–-]\s*(\d+)", part.strip())
        if m:
            a, b = int(m.group(1)), int(m.group(2))
            out.extend(range(a, b + 1) if 0 < b - a < 50 else [a, b])
        elif part.strip().isdigit():
            out.append(int(part))
    return out


def split_sentences(text: str) -> list[str]:
    """Sentences with their trailing citations kept on them."""
    pieces: list[str] = []
    start = 0
    for m in SENTENCE_END.finditer(text):
        cut = m.end()
        # keep "[n]" that follows the full stop on the sentence it belongs to
        pieces.append(text[start:cut])
        start = cut
    pieces.append(text[start:])
    return [p for p in pieces if p.strip()]


def cited_words(answer_text: str, n: int) -> str:
    """What the answer says on the strength of its `[n]`: each stretch of its words that ends at a marker citing
    `n`, from the marker before it or the start of its line (a quoted record is a line of its own).

    Not its sentences: a legal note's abbreviations (C.R., N.I. Act, Smt., Asst., Rs.) end no sentence, and cut at
    them a quoted record fell apart: the reader marked the record's wrong lines, from the middle of a name."""
    out = []
    for line in answer_text.split("\n"):
        last = 0
        for m in CITE.finditer(line):
            if n in cited_numbers(m.group(1)):
                piece = BULLET.sub("", line[last:m.start()], count=1).strip(" \t;,:.")
                if piece:
                    out.append(piece)
            last = m.end()
    return " ".join(out)


@dataclass
class Reply:
    """An answer as the thread shows it: just given (`Answer`) or stored in the chat (`ChatMessage`)."""

    text: str
    sources: dict[int, Source]  # by the answer's `[n]`
    case_ids: list[str]
    notes: list[str]
    unverified: set[str]  # sentences the groundedness check could not verify (only a fresh answer has them)

    @classmethod
    def of_answer(cls, a: Answer) -> "Reply":
        return cls(a.answer, {c.n: Source.of_citation(c) for c in a.citations}, a.case_ids, a.notes,
                   {s.strip() for s in a.unverified_sentences})

    @classmethod
    def of_message(cls, m: ChatMessage) -> "Reply":
        return cls(m.content, {c.n: Source.of_citation(c) for c in m.citations}, m.case_ids, m.notes, set())


BULLET = re.compile(r"^\s*[-•*–]\s+")
LRM = "&#8206;"  # left-to-right mark


def render_answer_html(answer_text: str, citations: Mapping[int, Source], unverified: set[str]) -> str:
    """The answer as rich text: `[n]` become chip links, unverified sentences are highlighted.

    A number with no citation (dropped by the answerer) is not shown at all. Records the answerer quoted as a list
    ("- 12 Aug 2030, your note: …", one quoted record each) are drawn as a list, each item on its own with a
    hanging indent, so a long answer reads record by record instead of as one block of run-on lines."""
    c = current()
    chip_style = (f"background-color:{c['chip']}; color:{c['chip_text']}; text-decoration:none;"
                  " font-size:9pt; font-weight:600;")
    paragraphs = []
    for para in re.split(r"\n\s*\n", answer_text.strip()):
        blocks: list[tuple[bool, str]] = []  # (a list item?, its text); consecutive plain lines stay together
        for line in para.split("\n"):
            item = BULLET.match(line)
            if item:
                blocks.append((True, line[item.end():]))
            elif blocks and not blocks[-1][0]:
                blocks[-1] = (False, blocks[-1][1] + "\n" + line)
            else:
                blocks.append((False, line))
        html, items = "", []
        for is_item, text in blocks:
            shown = _render_sentences(text, citations, unverified, chip_style)
            if is_item:
                items.append(f"<li>{shown}</li>")
                continue
            if items:
                html += _list_html(items)
                items = []
            html += shown
        if items:
            html += _list_html(items)
        paragraphs.append(html)
    return "<p>" + "</p><p>".join(paragraphs) + "</p>"


def _list_html(items: list[str]) -> str:
    return ('<ul style="margin-top:4px; margin-bottom:0px; margin-left:0px; -qt-list-indent:1;">'
            + "".join(items) + "</ul>")


def _render_sentences(text: str, citations: Mapping[int, Source], unverified: set[str], chip_style: str) -> str:
    c = current()
    out = []
    for sentence in split_sentences(text):
        bare = sentence.strip()
        cited = [n for m in CITE.finditer(bare) for n in cited_numbers(m.group(1))]
        if unverified:  # the answerer named its unverified sentences: trust its split
            flagged = any(bare == u or (len(u) > 12 and (u in bare or bare in u)) for u in unverified)
        else:  # a stored answer keeps only per-citation flags
            flagged = any(not citations[n].verified for n in cited if n in citations)

        def chip(m: re.Match[str]) -> str:
            # The marker reads "[n]" as its chip in the Sources row and in a copied answer, so a lawyer matches
            # them at a glance; left-to-right marks hold it after a quote in a right-to-left script (Urdu,
            # Kashmiri, Sindhi), where the bidi rules would otherwise draw the number before the quote.
            nums = [n for n in cited_numbers(m.group(1)) if n in citations]
            return "".join(f'{LRM}&#8202;<a href="cite:{n}" style="{chip_style}">[{n}]</a>{LRM}' for n in nums)

        pieces, last = [], 0
        for m in CITE.finditer(sentence):
            pieces.append(esc(sentence[last:m.start()]))
            pieces.append(chip(m))
            last = m.end()
        pieces.append(esc(sentence[last:]))
        html = "".join(pieces).replace("\n", "<br>")
        if flagged:
            html = (f'<span style="background-color:{c["unverified"]}; text-decoration: underline dotted;"'
                    f' title="Not verified against its sources">{html}</span>'
                    f'<sup style="color:{c["warn"]}">&nbsp;unverified</sup>')
        out.append(html)
    return "".join(out)


def copy_text(answer_text: str, citations: Mapping[int, Source], case_labels: Mapping[str, str]) -> str:
    """The answer as a lawyer pastes it into a brief or a message: its words with the `[n]` that have a source
    (a number the answerer dropped is left out, as on screen), then each source on its own line — its number,
    the record's date as the lawyer writes it, the case and the file it came from."""
    def keep(m: re.Match[str]) -> str:
        return "".join(f"[{n}]" for n in cited_numbers(m.group(1)) if n in citations)

    text = CITE.sub(keep, answer_text.strip())
    lines = [re.sub(r"[ \t]+\n", "\n", text)]
    if citations:
        lines.append("")
        lines.append("Sources:")
        for n in sorted(citations):
            src = citations[n]
            bits = [display.day(src.hearing_date, ""), case_labels.get(src.case_id or "", ""), src.source_file or ""]
            lines.append(f"[{n}] " + " · ".join(b for b in bits if b))
    return "\n".join(lines) + "\n"


class AnswerView(Card):
    """One answer: which case(s) it is about, rich text with inline chips, a row of source chips, notes."""

    def __init__(self, page: "ChatsPage", answer: Reply) -> None:
        super().__init__()
        self.page = page
        self.answer = answer
        cites = answer.sources
        self.citations = cites
        text = answer.text
        self.unverified = answer.unverified
        labels = page.case_labels
        about = [labels.get(cid, "a case no longer in the registry") for cid in answer.case_ids]
        self.about = QLabel("About " + "; ".join(about) if about else "About all your cases")
        self.about.setTextFormat(Qt.TextFormat.PlainText)  # a case name such as "Ram & Sons" as typed
        self.about.setObjectName("about")
        self.about.setWordWrap(True)
        self.body.addWidget(self.about)
        self.label = QLabel(render_answer_html(text, cites, self.unverified))
        self.label.setObjectName("answerText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.label.setOpenExternalLinks(False)
        self.label.linkHovered.connect(self._hover)
        self.label.linkActivated.connect(self._activate)
        self.body.addWidget(self.label)
        self.chip_row = ChipRow("Sources")
        for n in sorted(cites):
            chip = self.chip_row.add(Chip(n, cites[n], case_label=labels.get(cites[n].case_id or "")))
            chip.open_entry.connect(self._open)
        self.chip_row.finish()
        # A long answer goes into a brief or a message to a client: one click copies its words with their [n] and
        # what each [n] is (selecting the label would copy the chips as bare digits and lose the sources). The
        # button sits at the end of the sources' row, taking no line of its own.
        self.copy_btn = QPushButton("Copy answer")
        self.copy_btn.setFlat(True)
        self.copy_btn.setToolTip("Copy the answer with its sources, to paste into a brief or a message")
        self.copy_btn.clicked.connect(self.copy)
        foot = QHBoxLayout()
        if cites:
            foot.addWidget(self.chip_row, 1)
        else:
            foot.addStretch(1)
        foot.addWidget(self.copy_btn, 0, Qt.AlignmentFlag.AlignBottom)
        self.body.addLayout(foot)
        for note in answer.notes:
            self.body.addWidget(muted(note))

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(copy_text(self.answer.text, self.citations, self.page.case_labels))
        self.copy_btn.setText("Copied")
        QTimer.singleShot(2000, self.copy_btn, lambda: self.copy_btn.setText("Copy answer"))

    @property
    def chips(self) -> list[Chip]:
        return self.chip_row.chips

    def _hover(self, link: str) -> None:
        if not link.startswith("cite:"):
            QToolTip.hideText()
            return
        ci = self.citations.get(int(link[5:]))
        if ci is not None:
            QToolTip.showText(QCursor.pos(), citation_tip(ci, self.page.case_labels.get(ci.case_id or "")),
                              self.label)

    def _activate(self, link: str) -> None:
        if link.startswith("cite:"):
            ci = self.citations.get(int(link[5:]))
            if ci is not None:
                self._open(ci)

    def _open(self, citation: Source) -> None:
        n = next((k for k, c in self.citations.items() if c is citation), None)
        said = cited_words(self.answer.text, n) if n is not None else ""
        self.page.main.open_reader(citation.entry_id, replace(citation, said=said) if said else citation)


EXAMPLE_QUESTION = "e.g. What happened last time, what is the next date, how many adjournments…"


def example_question(cases: list[Case]) -> str:
    """The question box's example, about one of the practice's own cases (never a case it does not have)."""
    named = [c.short_name for c in cases if c.short_name and c.status != "closed"]
    return f"e.g. What happened last time in {named[0]}?" if named else EXAMPLE_QUESTION


class ChatsPage(QWidget):
    """Chats on the left; on the right the open chat, its case filter (a removable chip), and the question box."""

    def __init__(self, main: "Shell") -> None:
        super().__init__()
        self.main = main
        self.chat_id: str | None = None
        self.chat_case: str | None = None  # the open chat's case as stored (the filter may differ until asked)
        self.answers: list[AnswerView] = []
        self.case_labels: dict[str, str] = {}
        self.stale = True
        self.asking = False
        self.thread_token = 0  # changes whenever another chat (or a new one) takes the thread

        split, lv = split_page(self, "Chats")
        self.splitter = split

        new = QPushButton("New chat")
        new.setToolTip("A new chat about all your cases (Ctrl+N)")
        new.clicked.connect(lambda: self.new_chat())
        lv.addWidget(new)
        self.chat_list = QListWidget()
        self.chat_list.setObjectName("chatList")
        wrapping_list(self.chat_list)
        self.chat_list.itemClicked.connect(lambda it: self.open_chat(it.data(Qt.ItemDataRole.UserRole)))
        lv.addWidget(self.chat_list, 1)

        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(8, 0, 0, 0)
        bar = QHBoxLayout()
        self.scope_label = QLabel("Looking at")
        bar.addWidget(self.scope_label)
        self.scope_chip = CaseChip()
        self.scope_chip.removed.connect(lambda: self.set_filter(None))
        self.scope_chip.hide()
        bar.addWidget(self.scope_chip)
        self.case = CaseCombo()
        self.case.line_edit().setPlaceholderText("all your cases — type a case to look only at it")
        self.case.setToolTip("Keep this chat to one case: type its number, name or a party, or pick it")
        self.case.chosen.connect(lambda cid: self.set_filter(cid) if cid else None)
        self.case.line_edit().returnPressed.connect(self._picked_filter)
        bar.addWidget(self.case, 1)
        bar.addStretch(0)
        self.quick = QRadioButton("Quick")
        self.deep = QRadioButton("Deep")
        self.quick.setChecked(True)
        self.quick.setToolTip("One recall, one answer: fastest")
        self.deep.setToolTip("Looks in several places (timeline, reflection) before answering")
        group = QButtonGroup(self)
        group.addButton(self.quick)
        group.addButton(self.deep)
        bar.addWidget(self.quick)
        bar.addWidget(self.deep)
        rv.addLayout(bar)
        self.state = StatePanel("Ask about a case, a judge, a date. Every answer points at its sources.")
        rv.addWidget(self.state)
        self.thread_box = QWidget()
        self.thread_layout = QVBoxLayout(self.thread_box)  # not `self.thread`: that is QObject.thread()
        self.thread_layout.setContentsMargins(0, 0, 0, 0)
        self.thread_layout.addStretch(1)
        self.thread_scroll = scroll(self.thread_box)
        rv.addWidget(self.thread_scroll, 1)
        self.anchor: QLabel | None = None  # the latest question: the thread scrolls to it, its answer below it
        self.thread_scroll.verticalScrollBar().rangeChanged.connect(self._follow)
        ask_row = QHBoxLayout()
        self.question = QLineEdit()
        self.question.setPlaceholderText(EXAMPLE_QUESTION)
        self.question.returnPressed.connect(self.ask)
        self.ask_btn = QPushButton("Ask")
        self.ask_btn.setObjectName("primary")
        self.ask_btn.clicked.connect(self.ask)
        ask_row.addWidget(self.question, 1)
        ask_row.addWidget(self.ask_btn)
        rv.addLayout(ask_row)
        split.addWidget(right)
        split.setSizes([260, 780])

    # ---- page protocol
    def on_shown(self) -> None:
        if self.stale:
            self.reload()

    def mark_stale(self) -> None:
        self.stale = True

    def save_state(self, state: QSettings) -> None:
        state.setValue("chats/splitter", self.splitter.saveState())
        state.setValue("chats/deep", self.deep.isChecked())

    def restore_state(self, state: QSettings) -> None:
        value = state.value("chats/splitter")
        if value is not None:
            self.splitter.restoreState(value)
        self.deep.setChecked(str(state.value("chats/deep", "false")).lower() == "true")
        self.quick.setChecked(not self.deep.isChecked())

    def reload(self) -> None:
        self.stale = False

        def fetch(p: Practice) -> tuple[list[Case], list[ChatSummary]]:
            return p.registry.list_cases(), p.chats()

        Op(self, fetch).success(self._loaded).failure(self._failed).run()

    def _loaded(self, result: tuple[list[Case], list[ChatSummary]]) -> None:
        cases, chats = result
        self.case.set_cases(cases, None)
        self.question.setPlaceholderText(example_question(cases))
        self.case_labels = dict(self.case.labels)
        self._show_filter(self.filter_case())
        self.chat_list.clear()
        for chat in chats:
            title = chat.title or "Chat"
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, chat.id)
            scope = self.case_labels.get(chat.case_id or "")
            item.setToolTip(title + (f"\nKept to {scope}" if scope else "\nAbout all your cases"))
            self.chat_list.addItem(item)
        self._highlight_open_chat()

    def _highlight_open_chat(self) -> None:
        """The open chat is the selected row of the list (none for a new chat)."""
        self.chat_list.blockSignals(True)
        self.chat_list.clearSelection()
        # Qt takes nullptr here (no current item); PySide6's stub does not say so.
        self.chat_list.setCurrentItem(None)  # type: ignore[call-overload]
        for row in range(self.chat_list.count()):
            item = self.chat_list.item(row)
            if self.chat_id and item.data(Qt.ItemDataRole.UserRole) == self.chat_id:
                self.chat_list.setCurrentItem(item)
                item.setSelected(True)
        self.chat_list.blockSignals(False)

    def open_chat_row(self) -> int:
        """The row of the open chat in the list, -1 for none (tests, and the highlight)."""
        items = self.chat_list.selectedItems()
        return self.chat_list.row(items[0]) if items else -1

    def _failed(self, exc: BaseException) -> None:
        self.state.show_state(error_text(exc),
                              "unavailable")

    # ---- the case filter
    def filter_case(self) -> str | None:
        """The case this chat is kept to (None: all cases)."""
        return self.scope_chip.case_id

    def set_filter(self, case_id: str | None) -> None:
        """Keep the chat to a case (a chip with ✕), or to none; an open chat keeps the change."""
        self._show_filter(case_id)
        chat_id = self.chat_id
        if chat_id and case_id != self.chat_case:
            self.chat_case = case_id
            Op(self, lambda p: p.set_chat_case(chat_id, case_id)).success(lambda _c: self.reload()) \
                .failure(self._failed).run()

    def _show_filter(self, case_id: str | None) -> None:
        label = self.case_labels.get(case_id or "") or self.case.labels.get(case_id or "") or ""
        self.scope_chip.show_case(case_id, label)
        self.scope_chip.case_id = case_id
        self.case.setVisible(not case_id)
        self.scope_label.setText("Looking only at" if case_id else "Looking at")
        if not case_id:
            self.case.select_case(None)
            self.case.setEditText("")

    def _picked_filter(self) -> None:
        problem = self.case.problem()
        cid = self.case.case_id()
        if cid:
            self.set_filter(cid)
        elif problem:
            self.main.statusBar().showMessage(problem, 6000)

    # ---- chats
    def clear_thread(self) -> None:
        # An answer still on its way belongs to the chat that asked it (it is stored there), not to this thread;
        # and the new thread may ask at once (the worker takes the questions in turn).
        self.thread_token += 1
        self.asking = False
        self.ask_btn.setEnabled(True)
        while self.thread_layout.count() > 1:
            item = self.thread_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # off the screen now, not when the event loop next deletes it
                widget.deleteLater()
        self.answers = []
        self.anchor = None

    def new_chat(self, case_id: str | None = None) -> None:
        """A new chat about all cases, or kept to `case_id` (a case page's or a matter's "Brief me")."""
        self.chat_id = None
        self.chat_case = None
        self.clear_thread()
        self._show_filter(case_id)
        self._highlight_open_chat()
        label = self.case_labels.get(case_id or "")
        self.state.show_state(f"A new chat about {label}." if case_id and label else
                              "A new chat about all your cases. Ask about a case, a judge, a date.")
        self.question.setFocus()

    def open_chat(self, chat_id: str) -> None:
        Op(self, lambda p: p.chat(chat_id)).success(self._show_chat).failure(self._failed).run()

    def _show_chat(self, chat: Chat) -> None:
        self.clear_thread()
        self.chat_id = chat.id
        self.chat_case = chat.case_id
        self._show_filter(self.chat_case)
        self._highlight_open_chat()
        self.state.hide()
        for msg in chat.history:
            if msg.role == "user":
                self._add_question(msg.content)
            else:
                self._add_answer(Reply.of_message(msg))

    def _add_question(self, text: str) -> None:
        q = QLabel(f"<b>You:</b> {esc(text)}")
        q.setWordWrap(True)
        q.setObjectName("question")
        self.thread_layout.insertWidget(self.thread_layout.count() - 1, q)
        self.anchor = q

    def _add_answer(self, answer: Reply) -> AnswerView:
        view = AnswerView(self, answer)
        self.thread_layout.insertWidget(self.thread_layout.count() - 1, view)
        self.answers.append(view)
        self._follow(0, self.thread_scroll.verticalScrollBar().maximum())
        return view

    def _follow(self, _lo: int, hi: int) -> None:
        """Show the latest question with its answer's first sentence under it (the answer comes first): scrolled
        to the end only as far as that question, so a long answer is read from its top, not from its last
        quoted record."""
        anchor = self.anchor
        if anchor is None or not shiboken6.isValid(anchor) or anchor.parentWidget() is not self.thread_box:
            self.thread_scroll.verticalScrollBar().setValue(hi)
            return
        self.thread_scroll.verticalScrollBar().setValue(min(max(anchor.y() - 6, 0), hi))

    def ask(self, question: str | None = None) -> None:
        text = (question if isinstance(question, str) else self.question.text()).strip()
        if not text or self.asking:
            return
        self.asking = True
        self.ask_btn.setEnabled(False)
        self.state.hide()
        self._add_question(text)
        self.question.clear()
        case_id = self.filter_case()
        lifted = bool(self.chat_id and self.chat_case and not case_id)  # the lawyer removed the chip
        deep = self.deep.isChecked()
        today = self.main.today.isoformat()
        chat_id = self.chat_id
        pending = muted("Looking through your notes…")
        self.thread_layout.insertWidget(self.thread_layout.count() - 1, pending)

        def run(p: Practice) -> Answer:
            if lifted and chat_id:
                p.set_chat_case(chat_id, None)
            return p.ask(text, case_id=case_id, deep=deep, today=today, chat_id=chat_id)

        token = self.thread_token

        def done(answer: Answer) -> None:
            if token != self.thread_token:  # the lawyer moved to another chat: the answer is kept in its own
                self.reload()
                return
            pending.deleteLater()
            self.asking = False
            self.ask_btn.setEnabled(True)
            self.chat_id = answer.chat_id or self.chat_id
            self.chat_case = case_id
            self._add_answer(Reply.of_answer(answer))
            self.reload()

        def failed(exc: BaseException) -> None:
            if token != self.thread_token:
                return
            pending.setText(error_text(exc))
            self.asking = False
            self.ask_btn.setEnabled(True)

        Op(self, run).success(done).failure(failed).run()

    def brief_on(self, case_id: str, label: str = "") -> None:
        """Today's or a case page's "Brief me": a new chat kept to the case (a chip), with a briefing asked."""
        self.new_chat(case_id)
        name = label or self.case_labels.get(case_id) or "this case"
        self.ask(f"Brief me on {name}: what happened last time, what is pending, and what is it listed for next?")

    def first_entry_id(self, prefer_image: bool = False) -> int | None:
        if prefer_image:
            for view in self.answers:
                for chip in view.chips:
                    src = (chip.citation.source_file or "").lower()
                    if chip.citation.entry_id and src.endswith((".jpg", ".jpeg", ".png", ".pdf", ".webp")):
                        return chip.citation.entry_id
        for view in self.answers:
            for chip in view.chips:
                if chip.citation.entry_id:
                    return chip.citation.entry_id
        return None

    def prepare_screenshot(self) -> None:
        """For --screenshots: a demo question on the first case with a next date."""
        def pick(p: Practice) -> Case | None:
            cases = [c for c in p.registry.list_cases() if c.next_date]
            return cases[0] if cases else None

        def go(case: Case | None) -> None:
            if case is not None:
                self.brief_on(case.id, case.short_name or case.number)

        Op(self, pick).success(go).run()
        self.main.runner.wait_idle(60)
