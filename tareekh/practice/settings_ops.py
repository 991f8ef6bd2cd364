"""The service of the lawyer's settings: save what the Settings page edits, test a model endpoint.

`update_settings` is the one place settings are validated, written to settings.toml and put to use, so the
GUI and the CLI never write the file themselves and never reach into the rooms that hold a copy.
"""

from __future__ import annotations

from typing import Any, TypedDict

from pydantic import ValidationError

from tareekh.errors import InputError
from tareekh.llm import LLM
from tareekh.practice.home import PracticeHome
from tareekh.registry import Registry
from tareekh.settings import LLMSettings, Settings, save_settings


class LLMChanges(TypedDict, total=False):
    """Fields of the language-model endpoint a person may change (absent: unchanged; None: unset)."""

    base_url: str | None
    model: str
    vision_model: str | None
    embedding_model: str | None
    api_key: str | None
    timeout: float
    vision_timeout: float
    vision_pages: int


class ResolveChanges(TypedDict, total=False):
    """Case-resolution thresholds a person may change."""

    fuzzy_floor: float
    auto_file_min: float
    tie_margin: float


class SettingsChanges(TypedDict, total=False):
    """What a person may change of the settings; keys left out keep their present values."""

    lawyer_name: str
    ocr_languages: list[str]
    lock_after_minutes: int
    llm: LLMChanges
    resolve: ResolveChanges


def _invalid(exc: ValidationError, prefix: str = "") -> InputError:
    """The first problem, naming the setting by its key (`llm.base_url`), which a page turns into its label."""
    first = exc.errors()[0]
    where = prefix + ".".join(map(str, first["loc"]))
    return InputError(f"{where}: {first['msg']}")


class SettingsService:
    """Validates, saves and puts to use the settings a person changes."""

    def __init__(self, base: PracticeHome, registry: Registry) -> None:
        self.base = base
        self.registry = registry  # it resolves with the thresholds of the settings

    def update_settings(self, changes: SettingsChanges, *, keep_api_key: bool = False) -> Settings:
        """Validate the changes, write settings.toml (the API key only when `keep_api_key`), and use the new
        settings from now on (the open registry resolves with the new thresholds). InputError names the key."""
        data = self.base.settings.model_dump()
        for table in ("llm", "resolve"):
            data[table].update(changes.get(table, {}))
        for key in ("lawyer_name", "ocr_languages", "lock_after_minutes"):
            if key in changes:
                data[key] = changes[key]
        try:
            new = Settings.model_validate(data)
        except ValidationError as exc:
            raise _invalid(exc) from None
        save_settings(self.base.path, new, keep_api_key=keep_api_key)
        self.base.settings = new
        self.registry.thresholds = new.resolve
        return new

    def test_connection(self, llm: LLMChanges | None = None) -> list[str]:
        """Ask an endpoint (the given one, else the settings') for its models: their names, or LLMError saying
        why not (unreachable, refused, or the chosen model is not among them)."""
        try:
            given: dict[str, Any] = {k: v for k, v in llm.items() if v is not None} if llm is not None else {}
            endpoint = LLMSettings(**given) if llm is not None else self.base.settings.llm
        except ValidationError as exc:
            raise _invalid(exc, "llm.") from None
        return LLM(endpoint).test_connection()
