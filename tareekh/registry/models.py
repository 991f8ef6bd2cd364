"""Typed values of the registry: people, cases, aliases, resolution candidates."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Tier = Literal["number", "alias", "fuzzy"]
AliasKind = Literal["number", "short_name", "party", "user"]


class Judge(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    short: str | None = None
    court: str | None = None
    court_hall: str | None = None
    level: str | None = None


class Counsel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    chamber: str | None = None


class Client(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    kind: str | None = None


class Party(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    role: str | None = None  # plaintiff, defendant, petitioner, respondent, appellant ...


class NextDateChange(BaseModel):
    next_date: str | None
    previous: str | None
    stage: str | None = None
    source: str
    recorded_at: str


class Case(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    number: str
    cnr: str | None = None
    short_name: str | None = None
    title: str | None = None
    parties: list[Party] = Field(default_factory=list)
    nature: str | None = None
    court: str | None = None
    court_hall: str | None = None
    judge_id: str | None = None
    counsel_id: str | None = None
    client_id: str | None = None
    side: str | None = None
    stage: str | None = None
    next_date: str | None = None
    filed_on: str | None = None
    status: Literal["open", "closed"] = "open"
    aliases: list[str] = Field(default_factory=list)


class Candidate(BaseModel):
    """One ranked answer of case resolution."""

    case_id: str
    score: float
    tier: Tier
    matched: str  # the text in the input that matched


class Resolution(BaseModel):
    """Ranked candidates and whether they may be filed without a person looking."""

    candidates: list[Candidate]
    needs_review: bool
    reason: str

    @property
    def best(self) -> Candidate | None:
        return self.candidates[0] if self.candidates else None

    @property
    def case_id(self) -> str | None:
        """The case to file under automatically, or None when a person must decide."""
        return None if self.needs_review or not self.candidates else self.candidates[0].case_id


class BadRow(BaseModel):
    """A row of a case list that was not imported, and why."""

    row: int
    reason: str
