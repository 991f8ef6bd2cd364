"""`HindsightBank`: the memory contract (contract.py) over a Hindsight server, through `hindsight-client`.

One bank of a Hindsight server (PostgreSQL + pgvector) is what several desks of a chamber share. What the
rest of Tareekh calls on the embedded `Bank` is mapped onto the server's API:

- retain: one batch request; tags, metadata, context, document ids and observation scopes go as they are;
  the order of retain goes in the metadata under `ORDER_KEY` (read back by `list_document_ids`, removed
  from what recall returns), since the documents of one batch share one creation time on the server.
  The timestamp goes as the item's timestamp, and also in the metadata under `TIMESTAMP_KEY`, because the
  server spaces the `mentioned_at` of a batch's items 10 ms apart to keep their order; the exact value is
  read back from there (and the key removed) so `mentioned_at` round-trips exactly. The entities Tareekh's
  offline extractor finds are sent with the item, so the server's graph arm has them even without a model.
  A document retained again with the same content is left alone (as the embedded engine does): its stored
  `content_hash` is compared first.
- recall: the five `tags_match` modes, `types`, `budget`, `max_tokens` and `query_timestamp` are the server's
  own parameters; results come back as the same `RecalledFact` records, metadata (the citation) untouched.
- documents, stats, mental models, reflect, consolidation through the server's endpoints.

What the server cannot do in its mode is reported by `capabilities()` (shown by `tareekh memory stats` and
in Settings): a server started with `LLM_PROVIDER=none` stores each item as one chunk (no fact extraction),
makes no observations and refuses reflect. Then `reflect()` answers extractively from recalled facts, as
the embedded engine does offline, and says so in its `mode`; `consolidate()` returns a report whose
`aborted` says why nothing was consolidated.

The client is asynchronous (aiohttp); this class runs it on one private event loop in its own thread, so the
bank can be called from any thread (the app's, a background worker's) like the embedded one.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from datetime import datetime, timedelta, timezone
from typing import Any, TypeVar, cast

from tareekh.memory.core import BankError
from tareekh.memory.contract import BankCapabilities
from tareekh.memory.extract import extract_facts
from tareekh.memory.models import (
    FACT_TYPES,
    TAGS_MATCH_MODES,
    BankStats,
    Document,
    FactType,
    RecalledFact,
    RetainItem,
    RetainResult,
    naive_utc,
)

_T = TypeVar("_T")

TIMESTAMP_KEY = "tareekh:timestamp"
# the order of retain, kept with each document (a batch's documents share one created_at on the server)
ORDER_KEY = "tareekh:order"
UNSET = "unset"
BUDGETS = ("low", "mid", "high")
PAGE = 500
CLIENT_HINT = "install the server extra: pip install 'tareekh[server]' (it brings hindsight-client)"


class ServerUnavailable(BankError):
    """The Hindsight server cannot be reached or refused the request (the message says which)."""


def _iso(value: datetime) -> str:
    return naive_utc(value).isoformat(timespec="seconds")


def _dt(value: Any) -> datetime | None:
    if value in (None, ""):
        return None
    if isinstance(value, datetime):
        return naive_utc(value)
    text = str(value).replace("Z", "+00:00")
    try:
        return naive_utc(datetime.fromisoformat(text))
    except ValueError:
        return None


def _now() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _error_text(exc: Exception) -> str:
    body = getattr(exc, "body", None)
    status = getattr(exc, "status", None)
    if body:
        return f"HTTP {status}: {str(body)[:300]}"
    return f"{type(exc).__name__}: {exc}"


class HindsightBank:
    """One bank of a Hindsight server. Open with `HindsightBank.open(url, bank_id, api_key=None)`."""

    def __init__(self, url: str, bank_id: str, api_key: str | None = None, *, timeout: float = 120.0) -> None:
        try:
            import hindsight_client  # noqa: F401 - checked here so the message can say what to install
        except ImportError as exc:
            raise BankError(f"the memory backend 'hindsight' needs hindsight-client: {CLIENT_HINT}") from exc
        self.url = url.rstrip("/")
        self.bank_id = bank_id
        self.path = f"{self.url} bank {bank_id}"
        self.after_retain: list[Callable[[RetainResult], Any]] = []
        self.consolidation: Any = None
        self._timeout = timeout
        self._secret = api_key or ""
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="hindsight-client", daemon=True)
        self._thread.start()
        self._client = self._call(self._make_client(api_key))
        self._server: dict[str, Any] = {}

    async def _make_client(self, api_key: str | None) -> Any:
        from hindsight_client import Hindsight

        return Hindsight(base_url=self.url, api_key=api_key, timeout=self._timeout)

    def _call(self, coro: Coroutine[Any, Any, _T]) -> _T:
        """Run a coroutine on the bank's loop and wait for it; client errors become BankErrors."""
        future = asyncio.run_coroutine_threadsafe(coro, self._loop)
        try:
            return future.result()
        except BankError:
            raise
        except Exception as exc:  # noqa: BLE001 - aiohttp, the generated client and HTTP errors alike
            text = _error_text(exc)
            if self._secret:  # a server or proxy that quotes the key back never gets it into a message or log
                text = text.replace(self._secret, "***")
            raise ServerUnavailable(f"Hindsight server {self.url}: {text}") from None

    # --- opening ---------------------------------------------------------------------------------------

    @classmethod
    def open(cls, url: str, bank_id: str = "default", *, api_key: str | None = None,
             timeout: float = 120.0) -> "HindsightBank":
        """Connect to the server, create the bank if it is new, and read what the server can do."""
        if not url or not url.startswith(("http://", "https://")):
            raise BankError(f"memory.url {url!r} is not an http(s) address of a Hindsight server")
        bank = cls(url, bank_id, api_key, timeout=timeout)
        try:
            bank._server = bank._call(bank._hello())
        except BankError:
            bank.close()
            raise
        return bank

    async def _hello(self) -> dict[str, Any]:
        c = self._client
        version = await c.aget_version()
        try:
            config = (await c.banks.get_bank_config(self.bank_id)).to_dict()
        except Exception as exc:  # noqa: BLE001
            if getattr(exc, "status", None) != 404:
                raise
            config = {}
        if not config:
            await c.acreate_bank(self.bank_id)
            config = (await c.banks.get_bank_config(self.bank_id)).to_dict()
        values = config.get("config") or config
        return {"version": version.to_dict(), "config": values}

    def close(self) -> None:
        if not self._loop.is_running():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._client.aclose(), self._loop).result(timeout=10)
        except Exception:  # noqa: BLE001 - closing a dead connection must not fail the caller
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()

    def __enter__(self) -> "HindsightBank":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # --- what the server can do ------------------------------------------------------------------------

    @property
    def server_llm(self) -> str:
        """The server's LLM provider as its bank configuration reports it ("none" = chunks only)."""
        cfg = self._server.get("config", {})
        return str(cfg.get("llm_provider") or ("none" if cfg.get("retain_extraction_mode") == "chunks" else ""))

    @property
    def has_llm(self) -> bool:
        cfg = self._server.get("config", {})
        return cfg.get("retain_extraction_mode") != "chunks" and self.server_llm != "none"

    def capabilities(self) -> BankCapabilities:
        version = self._server.get("version", {}).get("api_version", "?")
        caps = BankCapabilities(backend="hindsight", where=f"{self.url} (bank {self.bank_id}, server {version})")
        if not self.has_llm:
            caps.observations = caps.reflect = caps.mental_models = caps.mental_model_refresh = False
            caps.notes.append(
                "The memory server runs without a language model (LLM_PROVIDER=none): each note is kept as one "
                "piece, with no observations and no standing questions (mental models). Reflect answers by "
                "quoting facts."
            )
        caps.scopes = False
        caps.notes.append("Observation scopes are kept by the server; Tareekh cannot list them there.")
        return caps

    # --- retain -----------------------------------------------------------------------------------------

    def retain(self, items: Sequence[RetainItem | dict[str, Any]]) -> RetainResult:
        """Send the items in one batch; a document already stored with the same content is left alone."""
        started = time.perf_counter()
        parsed = [i if isinstance(i, RetainItem) else RetainItem.model_validate(i) for i in items]
        result = RetainResult(items=len(parsed), facts=0)
        last_for_doc: dict[str, int] = {}
        doc_ids: list[str] = []
        for n, item in enumerate(parsed):
            doc_id = item.document_id or f"item:{_sha(item.content)[:12]}:{time.time_ns()}:{n}"
            doc_ids.append(doc_id)
            last_for_doc[doc_id] = n
        result.document_ids = doc_ids
        existing = self._call(self._hashes([d for d in last_for_doc if parsed[last_for_doc[d]].document_id]))
        now = _now()
        batch_order = time.time_ns()
        payload: list[dict[str, Any]] = []
        sent: list[str] = []
        for doc_id, n in last_for_doc.items():
            item = parsed[n]
            old = existing.get(doc_id)
            if old is not None and old == _sha(item.content):
                result.documents_unchanged.append(doc_id)
                continue
            if old is not None:
                result.documents_replaced.append(doc_id)
            payload.append(self._item(item, doc_id, now, f"{batch_order:020d}.{n:06d}"))
            sent.append(doc_id)
        if payload:
            since = datetime.now(timezone.utc)
            self._call(self._client.aretain_batch(self.bank_id, payload))
            ids = self._call(self._fact_ids(sent, since))
            result.fact_ids = [i for d in sent for i in ids.get(d, [])]
        result.facts = len(result.fact_ids)
        result.seconds = round(time.perf_counter() - started, 4)
        for hook in list(self.after_retain):
            hook(result)
        return result

    def _item(self, item: RetainItem, doc_id: str, now: datetime, order: str) -> dict[str, Any]:
        if item.timestamp == UNSET:
            stamp: Any = UNSET
            anchor = None
        else:
            anchor = naive_utc(item.timestamp) if isinstance(item.timestamp, datetime) else now
            stamp = _iso(anchor)
        entities = []
        seen: set[str] = set()
        for fact in extract_facts(item.content, anchor):
            for ent in fact.entities:
                if ent.name.lower() not in seen:
                    seen.add(ent.name.lower())
                    entities.append({"text": ent.name, "type": ent.kind})
        out: dict[str, Any] = {
            "content": item.content,
            "timestamp": stamp if stamp == UNSET else stamp + "Z",
            "context": item.context,
            "metadata": {**item.metadata, TIMESTAMP_KEY: stamp, ORDER_KEY: order},
            "document_id": doc_id,
            "tags": list(item.tags),
            "resolve_entities": False,
        }
        if entities:
            out["entities"] = entities
        if item.observation_scopes is not None:
            out["observation_scopes"] = item.observation_scopes
        return out

    async def _hashes(self, doc_ids: list[str]) -> dict[str, str]:
        """The stored content hash of each of these documents that exists."""
        sem = asyncio.Semaphore(16)

        async def one(doc_id: str) -> tuple[str, str | None]:
            async with sem:
                doc = await self._document(doc_id)
                return doc_id, (doc.get("content_hash") if doc else None)

        pairs = await asyncio.gather(*(one(d) for d in doc_ids))
        return {d: h for d, h in pairs if h is not None}

    async def _document(self, doc_id: str) -> dict[str, Any] | None:
        try:
            found: dict[str, Any] = (await self._client.documents.get_document(
                self.bank_id, doc_id, _request_timeout=self._timeout)).to_dict()
            return found
        except Exception as exc:  # noqa: BLE001
            if getattr(exc, "status", None) == 404:
                return None
            raise

    async def _fact_ids(self, doc_ids: list[str], since: datetime) -> dict[str, list[str]]:
        """The facts the server made for these documents: one listing of the units created since the retain
        began (other writers' units are left out by document), then one request per document the listing
        did not cover (a server whose clock runs behind this machine's)."""
        wanted = set(doc_ids)
        start = (since - timedelta(seconds=2)).isoformat()
        found: dict[str, list[dict[str, Any]]] = {}
        for u in await self._list_units(time_field="created_at", start_date=start):
            if u.get("document_id") in wanted:
                found.setdefault(u["document_id"], []).append(u)
        sem = asyncio.Semaphore(16)

        async def one(doc_id: str) -> tuple[str, list[str]]:
            units = found.get(doc_id)
            if units is None:
                async with sem:
                    units = await self._list_units(document_id=doc_id)
            return doc_id, [u["id"] for u in sorted(units, key=_unit_order)]

        return dict(await asyncio.gather(*(one(d) for d in doc_ids)))

    async def _list_units(self, **filters: Any) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        offset = 0
        while True:
            page = await self._client.alist_memories(self.bank_id, limit=PAGE, offset=offset, **filters)
            out.extend(i.to_dict() for i in page.items)
            offset += len(page.items)
            if not page.items or offset >= page.total:
                return out

    # --- recall -----------------------------------------------------------------------------------------

    def recall(
        self,
        query: str,
        *,
        tags: Sequence[str] | None = None,
        tags_match: str = "any",
        types: Sequence[str] | None = None,
        max_tokens: int = 4096,
        budget: str = "mid",
        query_timestamp: datetime | None = None,
        trace: bool = False,
    ) -> list[RecalledFact]:
        """Facts for `query` from the server's recall, as `RecalledFact`s (metadata untouched)."""
        self._check(tags_match=tags_match, budget=budget)
        type_list = _types(types)
        if not query or not any(ch.isalnum() for ch in query):
            raise ValueError(f"query {query!r} has no words to search for")
        if max_tokens <= 0:
            return []
        response = self._call(self._client.arecall(
            self.bank_id, query, types=type_list, max_tokens=max_tokens, budget=budget, trace=trace,
            query_timestamp=_iso(query_timestamp) if query_timestamp else None,
            tags=list(tags) if tags else None, tags_match=tags_match,
        ))
        out = []
        for rank, r in enumerate(response.results, start=1):
            d = r.to_dict()
            scores = d.get("scores") or {}
            fact = _fact(d, score=float(scores.get("final") or 0.0))
            if trace:
                fact.ranks = {"fused": rank}
            out.append(fact)
        return out

    def _check(self, *, tags_match: str, budget: str | None = None) -> None:
        if tags_match not in TAGS_MATCH_MODES:
            raise ValueError(f"tags_match {tags_match!r} is not one of {', '.join(TAGS_MATCH_MODES)}")
        if budget is not None and budget not in BUDGETS:
            raise ValueError(f"budget {budget!r} is not one of {', '.join(BUDGETS)}")

    # --- reading ----------------------------------------------------------------------------------------

    def list_facts(
        self,
        *,
        tags: Sequence[str] | None = None,
        tags_match: str = "any",
        types: Sequence[str] | None = None,
        order: str = "occurred",
    ) -> list[RecalledFact]:
        """Every fact matching the tags/types, oldest first (the embedded engine's two orders)."""
        if order not in ("occurred", "mentioned"):
            raise ValueError(f"order {order!r} is not 'occurred' or 'mentioned'")
        self._check(tags_match=tags_match)
        units: list[dict[str, Any]] = []
        for t in _types(types):
            units.extend(self._call(self._list_units(type=t, tags=list(tags) if tags else None,
                                                     tags_match=tags_match)))
        facts = [_fact_from_unit(u) for u in units]
        far = datetime.max

        def key(f: RecalledFact) -> tuple[Any, ...]:
            event = f.occurred_start or f.mentioned_at
            if order == "occurred":
                return (event is None, event or far, f.mentioned_at is None, f.mentioned_at or far, f.id)
            return (f.mentioned_at is None, f.mentioned_at or far, f.id)

        return sorted(facts, key=key)

    def get_facts(self, ids: Sequence[str | int]) -> list[RecalledFact]:
        """Memories by id, in the order asked (unknown ids are skipped)."""
        wanted = [str(i) for i in ids]

        async def fetch() -> list[dict[str, Any] | None]:
            sem = asyncio.Semaphore(16)

            async def one(mid: str) -> dict[str, Any] | None:
                async with sem:
                    try:
                        raw = await self._client.memory.get_memory(self.bank_id, mid, _request_timeout=self._timeout)
                    except Exception as exc:  # noqa: BLE001
                        if getattr(exc, "status", None) in (404, 422, 400):
                            return None
                        raise
                    return raw if isinstance(raw, dict) else getattr(raw, "to_dict", lambda: None)()

            return list(await asyncio.gather(*(one(m) for m in wanted)))

        return [_fact_from_unit(u) for u in self._call(fetch()) if u]

    def get_document(self, document_id: str) -> Document | None:
        doc = self._call(self._document(document_id))
        if doc is None:
            return None
        params = doc.get("retain_params") or {}
        metadata, stamp = _metadata(doc.get("document_metadata") or params.get("metadata"))
        units = self._call(self._list_units(document_id=document_id))
        return Document(
            id=doc["id"], content=doc.get("original_text") or "", content_hash=doc.get("content_hash") or "",
            context=params.get("context"),
            timestamp=None if stamp == UNSET else _dt(stamp or params.get("timestamp") or params.get("event_date")),
            tags=list(doc.get("tags") or []), metadata=metadata,
            observation_scopes=doc.get("observation_scopes") or params.get("observation_scopes"),
            fact_ids=[u["id"] for u in sorted(units, key=_unit_order)],
            created_at=_dt(doc.get("created_at")) or _now(), updated_at=_dt(doc.get("updated_at")) or _now(),
        )

    def delete_document(self, document_id: str) -> bool:
        return self._call(_deleted(self._client.documents.delete_document(self.bank_id, document_id,
                                                                         _request_timeout=self._timeout)))

    def list_document_ids(self) -> list[str]:
        """Every document id of the bank, oldest first."""

        async def listing() -> list[dict[str, Any]]:
            out: list[dict[str, Any]] = []
            offset = 0
            while True:
                page = await self._client.documents.list_documents(
                    self.bank_id, limit=PAGE, offset=offset, time_field="created_at", _request_timeout=self._timeout)
                out.extend(i.to_dict() for i in page.items)
                offset += len(page.items)
                if not page.items or offset >= page.total:
                    return out

        docs = self._call(listing())

        def order(d: dict[str, Any]) -> tuple[Any, ...]:
            meta = d.get("document_metadata") or (d.get("retain_params") or {}).get("metadata") or {}
            return (str(meta.get(ORDER_KEY) or "~"), d.get("created_at") or "", d["id"])

        return [d["id"] for d in sorted(docs, key=order)]

    def stats(self) -> BankStats:
        s = self._call(self._client.banks.get_agent_stats(self.bank_id, _request_timeout=self._timeout)).to_dict()
        by_type = dict.fromkeys(FACT_TYPES, 0)
        for t, n in (s.get("nodes_by_fact_type") or {}).items():
            if t in by_type:
                by_type[t] = int(n)
        return BankStats(
            bank_id=self.bank_id, path=self.path, documents=int(s.get("total_documents") or 0),
            facts=sum(by_type.values()), by_type=by_type, entities=0, tags=0,
            pending_consolidation=int(s.get("pending_consolidation") or 0) if self.has_llm else 0,
            embedding_provider="server", embedding_dim=0,
            embedding_summary="done by the memory server (all-MiniLM-L6-v2 when started by scripts/hindsight_server.py)",
        )

    # --- the higher layer -------------------------------------------------------------------------------

    def reflect(self, query: str, tags: Sequence[str] | None = None, tags_match: str = "any", budget: str = "mid",
                *, model: Any = None, skip_fact: Any = None) -> Any:
        """The server's reflect when it has a model; else an extractive answer from recalled facts."""
        from tareekh.memory.reflect import BUDGET_ITEMS, LAYER_MAX_TOKENS, ReflectResult, _extractive

        self._check(tags_match=tags_match, budget=budget)
        if self.has_llm:
            r = self._call(self._client.areflect(self.bank_id, query, budget=budget, tags=list(tags) if tags else None,
                                                 tags_match=tags_match, include_facts=True)).to_dict()
            based = r.get("based_on") or {}
            ids = [m.get("id") for m in based.get("memories") or [] if m.get("id")]
            models = [m.get("id") for m in based.get("mental_models") or [] if m.get("id")]
            return ReflectResult(text=r.get("text") or "", based_on=ids, mental_models=models, mode="server")
        n = BUDGET_ITEMS[budget]
        observations: list[RecalledFact] = []
        facts = self.recall(query, tags=tags, tags_match=tags_match, types=["world", "experience"], budget=budget,
                            max_tokens=LAYER_MAX_TOKENS)
        if skip_fact is not None:
            facts = [f for f in facts if not skip_fact(f.text, f.tags, f.metadata)]
        result = _extractive(query, [], observations, facts[:n])
        result.mode = "offline (the memory server has no language model)"
        return result

    def consolidate(self, config: Any = None, *, scopes: Sequence[Sequence[str]] | None = None) -> Any:
        """Ask the server to consolidate (it does so by itself after retain when it has a model)."""
        from tareekh.memory.consolidation.models import ConsolidationReport

        started = time.perf_counter()
        if not self.has_llm:
            return ConsolidationReport(mode="server", aborted="the memory server runs without a language model:"
                                       " it makes no observations")
        config = config if config is not None else self.consolidation
        strategies = list(getattr(config, "strategies", None) or [])
        if strategies:
            self.set_strategies(strategies)
        self._call(self._client.banks.trigger_consolidation(self.bank_id, _request_timeout=self._timeout))
        return ConsolidationReport(mode="server", seconds=round(time.perf_counter() - started, 3))

    def set_strategies(self, strategies: Sequence[Any]) -> list[dict[str, Any]]:
        """Put Tareekh's consolidation strategies in the bank's configuration (servers >= 0.10.2 read them
        there); returns what the server then holds."""
        specs = [strategy_spec(s) for s in strategies]
        response = self._call(self._client.banks.update_bank_config(
            self.bank_id, _config_update({"consolidation_strategies": specs}), _request_timeout=self._timeout))
        values = response.to_dict()
        return list((values.get("config") or values).get("consolidation_strategies") or [])

    def scopes(self, config: Any = None) -> Any:
        raise BankError("observation scopes are kept by the memory server; this Tareekh cannot list them there")

    def preview_strategies(self, strategies: Any, config: Any = None) -> Any:
        raise BankError("strategy previews run on the memory server; this Tareekh cannot show them there")

    def recover_failed(self) -> int:
        if not self.has_llm:
            return 0
        r = self._call(self._client.banks.recover_consolidation(self.bank_id, _request_timeout=self._timeout))
        return int((r.to_dict() or {}).get("retried_count") or 0)

    # --- mental models ----------------------------------------------------------------------------------

    def list_mental_models(self) -> list[Any]:
        if not self.has_llm:
            return []  # the server keeps none without a model (capabilities() says so)

        async def listing() -> list[dict[str, Any]]:
            r = await self._client.mental_models.list_mental_models(self.bank_id, _request_timeout=self._timeout)
            return [m.to_dict() for m in r.items]

        return [_mental_model(m) for m in self._call(listing())]

    def get_mental_model(self, model_id: str) -> Any:
        if not self.has_llm:
            return None

        async def one() -> dict[str, Any] | None:
            try:
                found: dict[str, Any] = (await self._client.mental_models.get_mental_model(
                    self.bank_id, model_id, _request_timeout=self._timeout)).to_dict()
                return found
            except Exception as exc:  # noqa: BLE001
                if getattr(exc, "status", None) == 404:
                    return None
                raise

        found = self._call(one())
        return _mental_model(found) if found else None

    def put_mental_model(self, spec: Any) -> Any:
        """Create the standing question, or update its name/query/tags when it exists."""
        from hindsight_client_api.models.create_mental_model_request import CreateMentalModelRequest
        from hindsight_client_api.models.update_mental_model_request import UpdateMentalModelRequest

        from tareekh.memory.mental_models import MentalModelSpec

        spec = spec if isinstance(spec, MentalModelSpec) else MentalModelSpec.model_validate(spec)
        if not self.has_llm:
            return None  # a server without a model refuses standing questions (capabilities() says so)
        existing = self.get_mental_model(spec.id)
        api = self._client.mental_models
        if existing is None:
            self._call(api.create_mental_model(self.bank_id, CreateMentalModelRequest(
                id=spec.id, name=spec.name, source_query=spec.source_query, tags=spec.tags or None),
                _request_timeout=self._timeout))
        elif (existing.name, existing.source_query, existing.tags) != (spec.name, spec.source_query, spec.tags):
            self._call(api.update_mental_model(self.bank_id, spec.id, UpdateMentalModelRequest(
                name=spec.name, source_query=spec.source_query, tags=spec.tags),
                _request_timeout=self._timeout))
        return self.get_mental_model(spec.id)

    def delete_mental_model(self, model_id: str) -> bool:
        if not self.has_llm:
            return False

        return self._call(_deleted(self._client.mental_models.delete_mental_model(
            self.bank_id, model_id, _request_timeout=self._timeout)))


async def _deleted(request: Coroutine[Any, Any, object]) -> bool:
    """Await a delete on the server: True when it deleted, False when there was no such thing (HTTP 404)."""
    try:
        await request
    except Exception as exc:  # noqa: BLE001 - the generated client raises its own exception; only 404 is an answer
        if getattr(exc, "status", None) == 404:
            return False
        raise
    return True


# --- mapping the server's records to Tareekh's ---------------------------------------------------------------


def strategy_spec(strategy: Any) -> dict[str, Any]:
    """A Tareekh consolidation strategy as the server's `consolidation_strategies` entry (the same fields)."""
    raw = strategy.model_dump(mode="json", exclude_none=True) if hasattr(strategy, "model_dump") else dict(strategy)
    raw["scopes"] = [{"tags": list(p["tags"]), "tags_match": p.get("tags_match", "all")} for p in raw.get("scopes", [])]
    return raw


def _config_update(updates: dict[str, Any]) -> Any:
    from hindsight_client_api.models.bank_config_update import BankConfigUpdate

    return BankConfigUpdate(updates=updates)


def _types(types: Sequence[str] | None) -> list[str]:
    if types is None:
        return list(FACT_TYPES)
    if isinstance(types, str):
        types = [types]
    bad = [t for t in types if t not in FACT_TYPES]
    if bad:
        raise ValueError(f"fact type {bad[0]!r} is not one of {', '.join(FACT_TYPES)}")
    return list(dict.fromkeys(types))


def _metadata(raw: Any) -> tuple[dict[str, str], Any]:
    metadata = {str(k): str(v) for k, v in (raw or {}).items()}
    metadata.pop(ORDER_KEY, None)
    return metadata, metadata.pop(TIMESTAMP_KEY, None)


def _mentioned(stamp: Any, server_value: Any) -> datetime | None:
    if stamp == UNSET:
        return None
    return _dt(stamp) if stamp else _dt(server_value)


def _fact(d: dict[str, Any], *, score: float = 0.0) -> RecalledFact:
    metadata, stamp = _metadata(d.get("metadata"))
    kind = d.get("type") or d.get("fact_type") or "world"
    return RecalledFact(
        id=str(d["id"]), text=d.get("text") or "", type=cast(FactType, kind if kind in FACT_TYPES else "world"),
        score=round(score, 6), tags=list(d.get("tags") or []), metadata=metadata,
        document_id=d.get("document_id"), occurred_start=_dt(d.get("occurred_start")),
        occurred_end=_dt(d.get("occurred_end")), mentioned_at=_mentioned(stamp, d.get("mentioned_at")),
        source_fact_ids=[str(s) for s in d.get("source_fact_ids") or d.get("source_memory_ids") or []],
        context=d.get("context") or None, entities=list(d.get("entities") or []),
    )


def _fact_from_unit(u: dict[str, Any]) -> RecalledFact:
    entities = u.get("entities") or []
    if isinstance(entities, str):
        entities = [e.strip() for e in entities.split(",") if e.strip()]
    elif entities and isinstance(entities[0], dict):
        entities = [e.get("name") or e.get("text") or "" for e in entities]
    d = {**u, "entities": entities, "type": u.get("fact_type") or u.get("type")}
    return _fact(d)


def _unit_order(u: dict[str, Any]) -> tuple[Any, ...]:
    return (u.get("chunk_id") or "", u.get("mentioned_at") or "", u["id"])


def _mental_model(m: dict[str, Any]) -> Any:
    from tareekh.memory.mental_models import MentalModel

    refreshed = _dt(m.get("last_refreshed_at"))
    reflect = m.get("reflect_response") or {}
    based = [b.get("id") for b in ((reflect.get("based_on") or {}).get("memories") or []) if isinstance(b, dict)]
    return MentalModel(id=m["id"], name=m.get("name") or m["id"], source_query=m.get("source_query") or "",
                       tags=list(m.get("tags") or []), tags_match="any", content=m.get("content") or "",
                       based_on=[b for b in based if b], last_refreshed_at=refreshed)
