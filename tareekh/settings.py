"""Typed settings: one pydantic-settings model, env prefix TAREEKH_, a settings.toml in the home.

Precedence (highest first): TAREEKH_* environment variables, then values passed in code (which override
the file), then the home's settings.toml, then the defaults below. The home itself is chosen by `resolve_home`: --home, else TAREEKH_HOME, else the
platform's user data folder. Nothing is ever written next to the code.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from tareekh.errors import InputError

SETTINGS_FILE = "settings.toml"


def resolve_home(home: str | os.PathLike | None = None) -> Path:
    """The practice home: --home, else TAREEKH_HOME, else the platform's user data folder."""
    if home:
        return Path(home).expanduser().resolve()
    env = os.environ.get("TAREEKH_HOME")
    if env:
        return Path(env).expanduser().resolve()
    return Path(platformdirs.user_data_dir("tareekh", appauthor=False)).resolve()


class LLMSettings(BaseModel):
    """An OpenAI-compatible endpoint. Unset base_url means: work offline."""

    model_config = ConfigDict(extra="forbid")

    base_url: str | None = None
    model: str = "gpt-4o-mini"
    vision_model: str | None = None
    embedding_model: str | None = None
    api_key: SecretStr | None = None
    timeout: float = Field(default=30.0, gt=0)
    max_retries: int = Field(default=2, ge=0)
    vision_timeout: float = Field(default=60.0, gt=0, description="seconds the vision model may take per page")
    vision_pages: int = Field(default=20, ge=0, description="pages per batch read by the vision model (0 = none)")

    @property
    def configured(self) -> bool:
        return bool(self.base_url)


class MemorySettings(BaseModel):
    """Where the practice's memory lives: the embedded engine (`memory.db` in the home), or one bank of a
    Hindsight server that several desks share. The API key is handled like the LLM's: never written to
    settings.toml unless asked, never logged, never in a backup."""

    model_config = ConfigDict(extra="forbid")

    backend: Literal["embedded", "hindsight"] = "embedded"
    url: str | None = None
    bank: str = Field(default="default", min_length=1)
    api_key: SecretStr | None = None
    timeout: float = Field(default=120.0, gt=0)

    @property
    def on_server(self) -> bool:
        return self.backend == "hindsight"


class ResolveThresholds(BaseModel):
    """Case resolution scores: number 100, whole-word alias 95-99, fuzzy floor 82."""

    model_config = ConfigDict(extra="forbid")

    fuzzy_floor: float = Field(default=82.0, ge=0, le=100)
    auto_file_min: float = Field(default=95.0, ge=0, le=100)
    tie_margin: float = Field(default=3.0, ge=0)


class Settings(BaseSettings):
    """Everything a lawyer can set. Secrets are SecretStr and never printed."""

    model_config = SettingsConfigDict(
        env_prefix="TAREEKH_", env_nested_delimiter="__", extra="forbid", validate_default=True
    )

    schema_version: int = 1
    lawyer_name: str = "Advocate"
    ocr_languages: list[str] = Field(default_factory=lambda: ["eng"])
    ocr_workers: int = Field(default=0, ge=0, description="0 = one per core")
    llm: LLMSettings = Field(default_factory=LLMSettings)
    resolve: ResolveThresholds = Field(default_factory=ResolveThresholds)
    memory: MemorySettings = Field(default_factory=MemorySettings)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # The toml file is passed in as init values by `load_settings`, below the environment.
        return (env_settings, init_settings)


def _read_toml(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: not valid TOML ({exc})") from None


def load_settings(home: Path, **overrides: Any) -> Settings:
    """Settings for a home: its settings.toml, updated by `overrides`, under the TAREEKH_* environment."""
    values = _read_toml(home / SETTINGS_FILE)
    values.update(overrides)
    try:
        return Settings(**values)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "settings"
        raise InputError(f"settings: {where}: {first['msg']}") from None


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    text = str(value).replace("\\", "\\\\").replace('"', '\\"')
    return f'"{text}"'


def save_settings(home: Path, settings: Settings, *, keep_api_key: bool = False) -> Path:
    """Write settings.toml. The API key is left out unless the user asked to keep it in plain text."""
    data = settings.model_dump(mode="python", exclude_none=True)
    llm = data.pop("llm", {})
    key = llm.pop("api_key", None)
    if keep_api_key and key is not None:
        llm["api_key"] = key.get_secret_value()
    memory = data.pop("memory", {})
    memory_key = memory.pop("api_key", None)
    if keep_api_key and memory_key is not None:
        memory["api_key"] = memory_key.get_secret_value()
    if memory == MemorySettings().model_dump(exclude_none=True, exclude={"api_key"}):
        memory = {}  # the default (embedded) is not written: a home stays as it was until a chamber is set
    lines = []
    tables = {"llm": llm, "resolve": data.pop("resolve", {}), "memory": memory}
    for name, value in data.items():
        lines.append(f"{name} = {_toml_value(value)}")
    for table, values in tables.items():
        if values:
            lines.append(f"\n[{table}]")
            lines.extend(f"{k} = {_toml_value(v)}" for k, v in values.items())
    path = home / SETTINGS_FILE
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
    tmp.replace(path)
    return path


def save_memory_settings(home: Path, memory: MemorySettings) -> Path:
    """Write only the [memory] table of the home's settings.toml (its other values as the file has them, not
    as this process's TAREEKH_* environment overrides them); the memory API key is never written."""
    values = _read_toml(home / SETTINGS_FILE)
    values["memory"] = memory.model_dump(mode="python", exclude_none=True, exclude={"api_key"})
    try:
        settings = Settings.model_validate(values)
    except ValidationError as exc:
        raise InputError(f"settings: {exc.errors()[0]['msg']}") from None
    return save_settings(home, settings)
