"""Registry: the exact part of Tareekh. Cases, aliases and people in practice.db, and resolve()."""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from typing import Any

from tareekh.display import case_label
from tareekh.errors import ConflictError, InputError, NotFound
from tareekh.registry.aliases import (
    HONORIFICS, alias_norm, auto_aliases, fold, given_name_words, parties_from_title, words,
)
from tareekh.registry.identity import different_cases
from tareekh.registry.models import Case, Client, Counsel, Judge, NextDateChange, Party, Resolution
from tareekh.registry.numbers import (
    canonical_number, display_number, find_numbers, normalise_number, registration_key,
)
from tareekh.registry.resolve import ResolveIndex
from tareekh.registry.search import case_words, matches_words, searched_words
from tareekh.registry.sounds import in_indian_script
from tareekh.settings import ResolveThresholds

_CASE_COLUMNS = [
    "id", "number", "number_key", "cnr", "short_name", "title", "parties", "nature", "court", "court_hall",
    "judge_id", "counsel_id", "client_id", "side", "stage", "next_date", "filed_on", "status",
]
EDITABLE = frozenset(Case.model_fields) - {"id", "aliases"}
_CASE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,31}$")


def _check_date(value: str | None, what: str) -> str | None:
    if value in (None, ""):
        return None
    try:
        return date.fromisoformat(str(value)).isoformat()
    except ValueError:
        raise InputError(f"{what}: '{value}' is not a date (use YYYY-MM-DD)") from None


# what joins the numbers of one case registered under several: "and", "&", "+", a comma, "with", "c/w" (connected with),
# "along with", and "and" in the languages of Indian practice as registers write it in Latin letters (aur, evam, tatha,
# va, ani, ane, o, mattu, mariyu, matrum)
_JOINED = re.compile(r"\s*(?:,|&|\+|and|with|c/w|along\s+with|aur|evam|tatha|va|ani|ane|o|mattu|mariyu|matrum)?\s*",
                     re.IGNORECASE)
# … or a bracket opening right before the further number ("C.C. No. 311 of 2030 (Crl.M.P. No. 402 of 2030, bail)",
# "O.S. 118/2027 (I.A. 31/2030)"): the application heard in the case, which notes write alone ("Crl.MP 402/30 bail").
# Words between the bracket and the number ("(arising out of O.S. 45/2019)") make it another matter's.
_BRACKETED = re.compile(r"\s*[(\[]\s*")

class Registry:
    """Cases, aliases, judges, counsel and clients of one practice, and case resolution.

    The in-memory resolve index is rebuilt lazily after any write (here or by another connection).
    """

    def __init__(self, conn: sqlite3.Connection, thresholds: ResolveThresholds | None = None) -> None:
        self.conn = conn
        self.thresholds = thresholds or ResolveThresholds()
        self._index: ResolveIndex | None = None
        self._data_version: int | None = None
        # case id -> the words the lawyer's own filed notes call the case by ("<x> case"), learned by the practice
        # from the filed records before a question (agent/notes_names.py); the answerer reads them, filing does not
        self.note_names: dict[str, tuple[str, ...]] = {}

    # -- transactions and the index ----------------------------------------------------------------

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; everything in it is undone on any error."""
        if self.conn.in_transaction:
            self.conn.commit()
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.rollback()
            raise
        else:
            self.conn.commit()
        finally:
            self._index = None

    def invalidate(self) -> None:
        """Forget the resolve index (called after every write)."""
        self._index = None

    def index(self) -> ResolveIndex:
        version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        if self._index is None or version != self._data_version:
            rows = self.conn.execute(
                "SELECT c.id, c.number, c.number_key, c.cnr, c.short_name, c.title, c.parties, c.nature, c.court,"
                " c.court_hall, cl.name FROM cases c LEFT JOIN clients cl ON cl.id = c.client_id"
            ).fetchall()
            cases = [(r[0], r[1], r[2], r[3]) for r in rows]
            names: dict[str, set[str]] = {}
            labels: dict[str, str] = {}
            places: set[str] = set()
            given: set[str] = set()
            courts: dict[str, str] = {}
            descriptions: dict[str, str] = {}
            for cid, number, _k, _c, short, title, parties, nature, court, hall, client in rows:
                ws: set[str] = set()
                for text in (title, client, *(p.get("name") or "" for p in json.loads(parties or "[]"))):
                    given |= given_name_words(text)
                for text in (short, title, nature, client):
                    if text:
                        ws.update(words(text))
                for p in json.loads(parties or "[]"):
                    ws.update(words(p.get("name") or ""))
                names[cid] = ws
                labels[cid] = case_label(number, short)
                courts[cid] = f"{court or ''} {hall or ''}"
                descriptions[cid] = nature or ""
                for text in (court, hall):
                    if text:
                        places.update(fold(text).split())
            for court, hall in self.conn.execute("SELECT court, court_hall FROM judges"):
                for text in (court, hall):
                    if text:
                        places.update(fold(text).split())
            aliases = self.conn.execute("SELECT case_id, alias, norm, kind FROM aliases").fetchall()
            alias_rows = []
            for case_id, alias, norm, kind in aliases:
                numbers = find_numbers(alias) if kind in ("number", "user") else []
                if kind == "number" and not numbers:
                    key = registration_key(alias)
                    numbers = [(key, alias, (0, len(alias)))] if key else []
                for key, _m, _s in numbers:
                    alias_rows.append((case_id, key, "number", alias))
                if kind != "number" and not numbers:
                    alias_rows.append((case_id, norm, kind, alias))
            # a number the case's title writes beside its parties ("State vs <accused> (<town> PS Case No. 212/2026)"):
            # the police station's or lower court's number that the case's own papers carry too (a seizure list, a
            # charge-sheet); never a number registered as a case of its own
            own = {k for _cid, _n, k, _c in cases if k}
            for cid, _number, _k, _c, _short, title, *_rest in rows:
                for key, shown, _span in find_numbers(title or ""):
                    if key and key not in own:
                        alias_rows.append((cid, key, "number", shown))
            # … and every further number of a case registered under several joined ("O.P. No. 611 of 2029 and M.C.
            # No. 244 of 2029": a wife's petition and her maintenance case heard together), each written alone on its
            # papers, or in brackets after it (see _BRACKETED); not the number a case is "in" or "arising out of", another
            # matter's
            for cid, number, key, _c in cases:
                found = find_numbers(number or "")
                for (_k, _s, before), (further, shown, span) in zip(found, found[1:]):
                    if (further and further != key and further not in own
                            and (_JOINED.fullmatch(number[before[1]:span[0]])
                                 or _BRACKETED.fullmatch(number[before[1]:span[0]]))):
                        alias_rows.append((cid, further, "number", shown))
            people = [r[0] for table in ("counsel", "judges")
                      for r in self.conn.execute(f"SELECT name FROM {table}") if r[0]]
            self._index = ResolveIndex.build(cases, alias_rows, names=names, labels=labels, place_words=places,
                                             people=people, given_names=given, case_people=self._case_people(),
                                             case_judges=self._case_people(("judges",)), courts=courts,
                                             descriptions=descriptions)
            self._data_version = version
        return self._index

    def _case_people(self, tables: tuple[str, ...] = ("judges", "counsel")) -> dict[str, set[str]]:
        """Each case's judge and counsel (of `tables`) by their surnames (folded): the case id -> {"chauhan", …}."""
        out: dict[str, set[str]] = {}
        for table, column in (("judges", "judge_id"), ("counsel", "counsel_id")):
            if table not in tables:
                continue
            for cid, name in self.conn.execute(
                    f"SELECT c.id, p.name FROM cases c JOIN {table} p ON p.id = c.{column}"):  # noqa: S608 - fixed names
                # the name before its office or a bracket ("X Y, IV Additional Chief Judge", "X Y (Senior Counsel)")
                ws = [w for w in fold(re.split(r"[,(]", name or "")[0]).split() if w not in HONORIFICS and len(w) > 2]
                if ws:
                    out.setdefault(cid, set()).add(ws[-1])
        return out

    # -- resolution --------------------------------------------------------------------------------

    def resolve(self, text: str, *, limit: int = 5) -> Resolution:
        """Ranked candidate cases for `text` and whether it may be filed without a person looking."""
        return self.index().resolve(text, self.thresholds, limit=limit)

    # -- cases -------------------------------------------------------------------------------------

    def _row_to_case(self, row: sqlite3.Row | tuple) -> Case:
        data = dict(zip(_CASE_COLUMNS, row))
        data.pop("number_key")
        data["parties"] = [Party(**p) for p in json.loads(data["parties"] or "[]")]
        data["aliases"] = [
            a for (a,) in self.conn.execute(
                "SELECT alias FROM aliases WHERE case_id = ? ORDER BY id", (data["id"],)
            )
        ]
        return Case(**data)

    def get_case(self, case_id: str) -> Case:
        row = self.conn.execute(
            f"SELECT {', '.join(_CASE_COLUMNS)} FROM cases WHERE id = ?", (case_id,)
        ).fetchone()
        if row is None:
            row = self.conn.execute(
                f"SELECT {', '.join(_CASE_COLUMNS)} FROM cases WHERE lower(id) = lower(?)", (case_id,)
            ).fetchone()
        if row is None:
            raise NotFound(f"no case '{case_id}' in the registry (see `tareekh cases`)")
        return self._row_to_case(row)

    def find_case(self, ref: str) -> Case:
        """A case by id, or by anything that resolves to exactly one case (a number, a short name)."""
        try:
            return self.get_case(ref)
        except NotFound:
            pass
        key = registration_key(ref)
        if key:
            rows = self.conn.execute("SELECT id FROM cases WHERE number_key = ?", (key,)).fetchall()
            if len(rows) == 1:
                return self.get_case(rows[0][0])
        res = self.resolve(ref) if ref.strip() else None
        if res is not None and res.case_id:
            return self.get_case(res.case_id)
        raise NotFound(f"no case '{ref}' in the registry (see `tareekh cases`)")

    def _rows_to_cases(self, rows: list) -> list[Case]:
        aliases: dict[str, list[str]] = {}
        for case_id, alias in self.conn.execute("SELECT case_id, alias FROM aliases ORDER BY id"):
            aliases.setdefault(case_id, []).append(alias)
        cases = []
        for row in rows:
            data = dict(zip(_CASE_COLUMNS, row))
            data.pop("number_key")
            data["parties"] = [Party(**p) for p in json.loads(data["parties"] or "[]")]
            data["aliases"] = aliases.get(data["id"], [])
            cases.append(Case(**data))
        return cases

    def list_cases(self, status: str | None = None, query: str | None = None) -> list[Case]:
        if status not in (None, "", "all", "open", "closed"):
            raise InputError(f"status '{status}' is not one of: open, closed, all")
        where, params = [], []
        if status in ("open", "closed"):
            where.append("status = ?")
            params.append(status)
        if query:
            like = f"%{query.lower()}%"
            key = normalise_number(query)
            where.append(
                "(lower(id) LIKE ? OR lower(number) LIKE ? OR lower(short_name) LIKE ? OR lower(title) LIKE ?"
                " OR number_key = ? OR id IN (SELECT case_id FROM aliases WHERE norm LIKE ? OR lower(alias) LIKE ?))"
            )
            # an alias's folded form holds Latin letters only: a query's words in another script fold to nothing
            # (a query of them alone to "", which every alias contains: the search listed the whole registry)
            norm = "" if any(in_indian_script(w) for w in searched_words(query)) else alias_norm(query)
            params += [like, like, like, like, key or "", f"%{norm}%" if norm else None, like]
        sql = f"SELECT {', '.join(_CASE_COLUMNS)} FROM cases"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY CAST(substr(id, 2) AS INTEGER), id"
        rows = self.conn.execute(sql, params).fetchall()
        if query:
            rows = self._with_word_matches(rows, query, status)
        if len(rows) <= 20:
            return [self._row_to_case(r) for r in rows]
        return self._rows_to_cases(rows)

    def _with_word_matches(self, rows: list[Any], query: str, status: str | None) -> list[Any]:
        """The rows the plain search found, and the cases whose words begin with every word typed ('o s 146',
        'cri case 22': registry/search.py), in the registry's order."""
        found = {r[0] for r in rows}
        texts: dict[str, list[str]] = {}
        for case_id, alias in self.conn.execute("SELECT case_id, alias FROM aliases"):
            texts.setdefault(case_id, []).append(alias)
        sql = f"SELECT {', '.join(_CASE_COLUMNS)} FROM cases"
        if status in ("open", "closed"):
            sql += " WHERE status = ?"
        every = self.conn.execute(sql + " ORDER BY CAST(substr(id, 2) AS INTEGER), id",
                                  (status,) if status in ("open", "closed") else ()).fetchall()
        out = []
        for row in every:
            data = dict(zip(_CASE_COLUMNS, row))
            parties = [p.get("name") or "" for p in json.loads(data["parties"] or "[]")]
            own = [data["id"], data["number"], data["short_name"] or "", data["title"] or "", data["court"] or "",
                   *parties, *texts.get(data["id"], [])]
            if data["id"] in found or matches_words(query, case_words(own)):
                out.append(row)
        return out

    def new_case_id(self) -> str:
        ids = [r[0] for r in self.conn.execute("SELECT id FROM cases")]
        nums = [int(i[1:]) for i in ids if i[:1] == "C" and i[1:].isdigit()]
        return f"C{(max(nums) + 1) if nums else 1:02d}"

    def _validate_case(self, case: Case, *, people: dict[str, set[str]] | None = None) -> str:
        """Check a case before it is written; return its number key."""
        where = f"case {case.id or '(new)'}"
        if not _CASE_ID.match(case.id or ""):
            raise InputError(f"{where}: id '{case.id}' must be letters, digits, '-', '_' or '.'")
        key = registration_key(case.number or "")
        if not key:
            raise InputError(
                f"{where}: '{case.number}' is not a case number Tareekh understands "
                "(write it like 'O.S. No. 318 of 2022')"
            )
        if case.cnr and not (normalise_number(case.cnr) or "").startswith("CNR/"):
            raise InputError(f"{where}: CNR '{case.cnr}' is not 16 characters like 'TSHY010012342022'")
        for fname in ("next_date", "filed_on"):
            _check_date(getattr(case, fname), f"{where}: {fname}")
        for fname, table in (("judge_id", "judges"), ("counsel_id", "counsel"), ("client_id", "clients")):
            value = getattr(case, fname)
            if not value:
                continue
            if people is not None:  # an import: the ids it may refer to are given in full
                if value in people[table]:
                    continue
                raise InputError(f"{where}: {fname} '{value}' is not a known {table.rstrip('s')} id")
            if not self.conn.execute(f"SELECT 1 FROM {table} WHERE id = ?", (value,)).fetchone():
                raise InputError(f"{where}: {fname} '{value}' is not a known {table.rstrip('s')} id")
        return key

    def _client_name(self, client_id: str | None) -> str | None:
        if not client_id:
            return None
        row = self.conn.execute("SELECT name FROM clients WHERE id = ?", (client_id,)).fetchone()
        return row[0] if row else None

    def _insert_case(self, case: Case, key: str, source: str) -> None:
        parties = case.parties or parties_from_title(case.title, key)
        cnr = normalise_number(case.cnr)[4:] if case.cnr else None
        values = case.model_dump()
        values.update(number=canonical_number(case.number), number_key=key, cnr=cnr, parties=json.dumps([p.model_dump() for p in parties]),
                      next_date=_check_date(case.next_date, "next_date"),
                      filed_on=_check_date(case.filed_on, "filed_on"))
        values.pop("aliases")
        cols = [c for c in _CASE_COLUMNS]
        self.conn.execute(
            f"INSERT INTO cases ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})",
            [values[c] for c in cols],
        )
        self._write_auto_aliases(case.id, key, cnr, case.short_name, parties, self._client_name(case.client_id))
        for alias in case.aliases:
            self._insert_alias(case.id, alias, "user")
        if values["next_date"]:
            self.conn.execute(
                "INSERT INTO next_dates (case_id, next_date, previous, stage, source) VALUES (?, ?, NULL, ?, ?)",
                (case.id, values["next_date"], case.stage, source),
            )

    def _write_auto_aliases(self, case_id: str, key: str, cnr: str | None, short_name: str | None,
                            parties: list[Party], client_name: str | None = None) -> None:
        self.conn.execute(
            "DELETE FROM aliases WHERE case_id = ? AND kind IN ('number', 'short_name', 'party')", (case_id,)
        )
        for alias, kind in auto_aliases(key, cnr, short_name, parties, client_name):
            self._insert_alias(case_id, alias, kind)

    def _insert_alias(self, case_id: str, alias: str, kind: str) -> bool:
        norm = alias_norm(alias)
        if not norm:
            raise InputError(f"alias '{alias}' has no letters or digits to match")
        cur = self.conn.execute(
            "INSERT OR IGNORE INTO aliases (case_id, alias, norm, kind) VALUES (?, ?, ?, ?)",
            (case_id, alias.strip(), norm, kind),
        )
        return cur.rowcount > 0

    def add_case(self, case: Case) -> Case:
        """Register a case (a blank id gets the next 'C<n>'). ConflictError if its number is registered."""
        if not case.id:
            case = case.model_copy(update={"id": self.new_case_id()})
        key = self._validate_case(case)
        with self._tx():
            self._check_unique(case.id, key, case.cnr, number=case.number, court=case.court)
            self._insert_case(case, key, "user")
        return self.get_case(case.id)

    def _check_unique(self, case_id: str, key: str, cnr: str | None, *, editing: bool = False,
                      number: str | None = None, court: str | None = None) -> None:
        if not editing and self.conn.execute("SELECT 1 FROM cases WHERE id = ?", (case_id,)).fetchone():
            raise ConflictError(f"case id {case_id} is already in the registry")
        for other_id, other_number, other_court in self.conn.execute(
            "SELECT id, number, court FROM cases WHERE number_key = ? AND id != ?", (key, case_id)
        ).fetchall():
            if not different_cases(number or "", court, other_number, other_court):
                raise ConflictError(f"{display_number(key)} is already registered as case {other_id}")
        if cnr:
            c = normalise_number(cnr)[4:]
            row = self.conn.execute("SELECT id FROM cases WHERE cnr = ? AND id != ?", (c, case_id)).fetchone()
            if row:
                raise ConflictError(f"CNR {c} is already registered as case {row[0]}")

    def edit_case(self, case_id: str, **fields: Any) -> Case:
        """Change some fields of a case. A new next date is recorded in its history (source 'user')."""
        current = self.get_case(case_id)
        unknown = set(fields) - EDITABLE
        if unknown:
            raise InputError(f"case {current.id}: cannot edit {', '.join(sorted(unknown))}")
        fields = {k: v for k, v in fields.items() if v is not None}
        if not fields:
            return current
        if "parties" in fields:
            fields["parties"] = [p if isinstance(p, Party) else Party(**p) for p in fields["parties"]]
        if "title" in fields and "parties" not in fields:
            fields["parties"] = parties_from_title(fields["title"], registration_key(fields.get("number", current.number)))
        try:
            updated = current.model_copy(update=fields)
            updated = Case.model_validate(updated.model_dump())
        except Exception as exc:  # pydantic's message names the field
            raise InputError(f"case {current.id}: {exc}") from None
        key = self._validate_case(updated)
        new_date = fields.pop("next_date", None)
        with self._tx():
            self._check_unique(updated.id, key, updated.cnr, editing=True, number=updated.number,
                               court=updated.court)
            cols = [c for c in fields if c in _CASE_COLUMNS]
            values = {c: getattr(updated, c) for c in cols}
            if "number" in values:
                values["number"] = canonical_number(values["number"])
            if "parties" in values:
                values["parties"] = json.dumps([p.model_dump() for p in updated.parties])
            if "cnr" in values and values["cnr"]:
                values["cnr"] = normalise_number(values["cnr"])[4:]
            if "filed_on" in values:
                values["filed_on"] = _check_date(values["filed_on"], "filed_on")
            values["number_key"] = key
            sets = ", ".join(f"{c} = ?" for c in values)
            self.conn.execute(
                f"UPDATE cases SET {sets}, updated_at = datetime('now') WHERE id = ?", [*values.values(), current.id]
            )
            if {"number", "cnr", "short_name", "title", "parties", "client_id"} & set(fields):
                self._write_auto_aliases(current.id, key, values.get("cnr", current.cnr), updated.short_name,
                                         updated.parties, self._client_name(updated.client_id))
            if new_date is not None:
                self._set_next_date(current.id, new_date, fields.get("stage"), "user")
        return self.get_case(current.id)

    def close_case(self, case_id: str) -> Case:
        case = self.get_case(case_id)
        with self._tx():
            self.conn.execute(
                "UPDATE cases SET status = 'closed', updated_at = datetime('now') WHERE id = ?", (case.id,)
            )
        return self.get_case(case.id)

    # -- aliases -----------------------------------------------------------------------------------

    def add_alias(self, case_id: str, alias: str, kind: str = "user") -> list[str]:
        """Add an alias to a case; return the case's aliases. An existing alias is left as it is."""
        case = self.get_case(case_id)
        if kind not in ("number", "short_name", "party", "user"):
            raise InputError(f"alias kind '{kind}' is not one of: number, short_name, party, user")
        if not isinstance(alias, str) or not alias.strip():
            raise InputError("the alias is empty")
        if len(alias) > 200:
            raise InputError(f"alias is too long ({len(alias)} characters; the limit is 200)")
        with self._tx():
            self._insert_alias(case.id, alias, kind)
        return self.aliases(case.id)

    def aliases(self, case_id: str) -> list[str]:
        case = self.get_case(case_id)
        return [a for (a,) in self.conn.execute(
            "SELECT alias FROM aliases WHERE case_id = ? ORDER BY id", (case.id,))]

    def alias_rows(self, case_id: str) -> list[dict[str, str]]:
        case = self.get_case(case_id)
        return [{"alias": a, "kind": k} for a, k in self.conn.execute(
            "SELECT alias, kind FROM aliases WHERE case_id = ? ORDER BY id", (case.id,))]

    # -- next dates --------------------------------------------------------------------------------

    def set_next_date(self, case_id: str, date_iso: str | None, *, stage: str | None = None,
                      source: str) -> None:
        """Set (or clear, with None) a case's next date; the change is kept in its history."""
        case = self.get_case(case_id)
        if not source:
            raise InputError("set_next_date needs a source ('user', 'registry', 'entry:<id>')")
        with self._tx():
            self._set_next_date(case.id, date_iso, stage, source)

    def _set_next_date(self, case_id: str, date_iso: str | None, stage: str | None, source: str) -> None:
        new = _check_date(date_iso, f"case {case_id}: next date")
        previous, old_stage = self.conn.execute(
            "SELECT next_date, stage FROM cases WHERE id = ?", (case_id,)
        ).fetchone()
        if new == previous and (stage is None or stage == old_stage):
            return
        self.conn.execute(
            "UPDATE cases SET next_date = ?, stage = coalesce(?, stage), updated_at = datetime('now') WHERE id = ?",
            (new, stage, case_id),
        )
        self.conn.execute(
            "INSERT INTO next_dates (case_id, next_date, previous, stage, source) VALUES (?, ?, ?, ?, ?)",
            (case_id, new, previous, stage, source),
        )

    def next_date_history(self, case_id: str) -> list[NextDateChange]:
        case = self.get_case(case_id)
        rows = self.conn.execute(
            "SELECT next_date, previous, stage, source, recorded_at FROM next_dates WHERE case_id = ? ORDER BY id",
            (case.id,),
        ).fetchall()
        return [NextDateChange(next_date=a, previous=b, stage=c, source=d, recorded_at=e) for a, b, c, d, e in rows]

    def listings_on(self, day: str) -> list[tuple[str, NextDateChange | None]]:
        """Each time a case's next date was set to `day` (ISO): the case's id, with the change that next moved
        its date (None when none has since)."""
        rows = self.conn.execute(
            "SELECT n.case_id, m.next_date, m.previous, m.stage, m.source, m.recorded_at FROM next_dates n"
            " LEFT JOIN next_dates m ON m.id = (SELECT min(x.id) FROM next_dates x WHERE x.case_id = n.case_id"
            " AND x.id > n.id) WHERE n.next_date = ?", (day,)).fetchall()
        return [(case_id, NextDateChange(next_date=a, previous=b, stage=c, source=d, recorded_at=e)
                 if d is not None and e is not None else None) for case_id, a, b, c, d, e in rows]

    # -- people ------------------------------------------------------------------------------------

    def judges(self) -> list[Judge]:
        cols = list(Judge.model_fields)
        return [Judge(**dict(zip(cols, r))) for r in
                self.conn.execute(f"SELECT {', '.join(cols)} FROM judges ORDER BY id")]

    def counsel(self) -> list[Counsel]:
        cols = list(Counsel.model_fields)
        return [Counsel(**dict(zip(cols, r))) for r in
                self.conn.execute(f"SELECT {', '.join(cols)} FROM counsel ORDER BY id")]

    def clients(self) -> list[Client]:
        cols = list(Client.model_fields)
        return [Client(**dict(zip(cols, r))) for r in
                self.conn.execute(f"SELECT {', '.join(cols)} FROM clients ORDER BY id")]

    def _get(self, model: type, table: str, what: str, pid: str):
        cols = list(model.model_fields)
        row = self.conn.execute(f"SELECT {', '.join(cols)} FROM {table} WHERE id = ?", (pid,)).fetchone()
        if row is None:
            raise NotFound(f"no {what} '{pid}' in the registry")
        return model(**dict(zip(cols, row)))

    def get_judge(self, judge_id: str) -> Judge:
        return self._get(Judge, "judges", "judge", judge_id)

    def get_counsel(self, counsel_id: str) -> Counsel:
        return self._get(Counsel, "counsel", "counsel", counsel_id)

    def get_client(self, client_id: str) -> Client:
        return self._get(Client, "clients", "client", client_id)

    def add_person(self, person: Judge | Counsel | Client) -> None:
        """Insert or update a judge, counsel or client."""
        table = {Judge: "judges", Counsel: "counsel", Client: "clients"}[type(person)]
        with self._tx():
            self._upsert_person(table, person)

    def _upsert_person(self, table: str, person: Judge | Counsel | Client) -> None:
        data = person.model_dump()
        cols = list(data)
        self.conn.execute(
            f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)}) "
            f"ON CONFLICT(id) DO UPDATE SET {', '.join(f'{c} = excluded.{c}' for c in cols if c != 'id')}",
            [data[c] for c in cols],
        )

    # -- vocabulary, import, export ----------------------------------------------------------------

    def vocabulary(self) -> dict[str, list[str]]:
        """Names and numbers the registry knows, for OCR repair: numbers, parties, judges, counsel, short names."""
        cases = self.list_cases()
        numbers = sorted({c.number for c in cases}
                         | {display_number(k) for c in cases if (k := registration_key(c.number))})
        parties = sorted({p.name for c in cases for p in c.parties})
        judges = sorted({n for j in self.judges() for n in (j.name, j.short) if n})
        counsel = sorted({c.name for c in self.counsel()})
        short_names = sorted({c.short_name for c in cases if c.short_name})
        return {"numbers": numbers, "parties": parties, "judges": judges, "counsel": counsel,
                "short_names": short_names}

    def is_empty(self) -> bool:
        return self.conn.execute("SELECT count(*) FROM cases").fetchone()[0] == 0

    def import_json(self, data: dict, *, replace: bool = False) -> dict:
        """Import the project's own registry JSON (docs/registry-format.md). All or nothing.

        Returns the counts and the warnings (keys skipped)."""
        from tareekh.registry.transfer import import_registry

        return import_registry(self, data, replace=replace)

    def export_json(self) -> dict:
        from tareekh.registry.transfer import export_registry

        return export_registry(self)

    def import_world(self, data: dict, *, replace: bool = False) -> dict:
        """Import the world.json shape (any version), dropping every behavioural field; unknown keys are
        skipped and returned as warnings."""
        from tareekh.registry.transfer import import_registry, world_to_registry

        warnings: list[str] = []
        return import_registry(self, world_to_registry(data, warnings), replace=replace, warnings=warnings)

    def import_file(self, path, *, replace: bool = False, all_or_nothing: bool = False):
        """Import a registry file: own JSON, world.json, or a CSV/XLSX case list (see transfer.import_file)."""
        from tareekh.registry.transfer import import_file

        return import_file(self, path, replace=replace, all_or_nothing=all_or_nothing)
