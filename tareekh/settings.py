"""Typed settings: one pydantic-settings model, env prefix TAREEKH_, a settings.toml in the home.

Precedence (highest first): TAREEKH_* environment variables, then values passed in code (which override
the file), then the home's settings.toml, then the defaults below. The home itself is chosen by `resolve_home`: --home, else TAREEKH_HOME, else the
platform's user data folder. Nothing is ever written next to the code.
"""

from __future__ import annotations

import logging
import os
import tomllib
from pathlib import Path
from typing import Any, Literal

import platformdirs
import tomli_w
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from tareekh import keychain
from tareekh.errors import InputError

SETTINGS_FILE = "settings.toml"
SECRET_TABLES = ("llm", "memory")  # the tables whose api_key lives in the keychain, never in the file

log = logging.getLogger(__name__)


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
    settings.toml (the keychain keeps it), never logged, never in a backup."""

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
    lock_after_minutes: int = Field(default=15, ge=0,
                                    description="an encrypted practice's app locks after this long idle (0 = never)")
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


def _write_toml(path: Path, values: dict[str, Any]) -> Path:
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text(tomli_w.dumps(values), encoding="utf-8")
    tmp.replace(path)
    return path


def _migrate_keys_to_keychain(home: Path, values: dict[str, Any]) -> None:
    """An older Tareekh kept API keys in settings.toml when asked: move them to the keychain and out of the
    file. Without a keychain the file is left as it is (the key is not lost) and a warning says what to do."""
    found = {table: values[table]["api_key"] for table in SECRET_TABLES
             if isinstance(values.get(table), dict) and values[table].get("api_key")}
    if not found:
        return
    if not all(keychain.store(home, f"{table}.api_key", str(key)) for table, key in found.items()):
        log.warning("settings.toml holds an API key in plain text and this computer has no keychain: "
                    "remove it and set TAREEKH_LLM__API_KEY in the environment instead")
        return
    kept = {k: ({kk: vv for kk, vv in v.items() if kk != "api_key"} if k in found else v) for k, v in values.items()}
    _write_toml(home / SETTINGS_FILE, kept)
    log.info("moved the API key(s) of %s from settings.toml to the keychain", ", ".join(found))


def load_settings(home: Path, **overrides: Any) -> Settings:
    """Settings for a home: its settings.toml, updated by `overrides`, under the TAREEKH_* environment.
    API keys come from the environment, else the keychain."""
    values = _read_toml(home / SETTINGS_FILE)
    _migrate_keys_to_keychain(home, values)
    values.update(overrides)
    for table in SECRET_TABLES:
        current = values.get(table, {})
        if not isinstance(current, dict) or current.get("api_key"):
            continue  # given in code, or left in the file (no keychain to move it to): honoured as it is
        kept = keychain.load(home, f"{table}.api_key")
        if kept:
            values[table] = {**current, "api_key": kept}
    try:
        return Settings(**values)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "settings"
        raise InputError(f"settings: {where}: {first['msg']}") from None


def save_settings(home: Path, settings: Settings, *, keep_api_key: bool = False) -> Path:
    """Write settings.toml, never with an API key in it. With keep_api_key the keys go to the keychain; on a
    computer without one that is refused (nothing written) and the message names the environment variable."""
    data = settings.model_dump(mode="python", exclude_none=True)
    keys = {}
    for table in SECRET_TABLES:
        key = data.get(table, {}).pop("api_key", None)
        if key is not None:
            keys[table] = key.get_secret_value()
    if keep_api_key and keys and not keychain.available():
        raise InputError("this computer has no keychain to keep the API key in: set TAREEKH_LLM__API_KEY in the "
                         "environment instead (or leave the box unticked to use the key for this session)")
    if data.get("memory") == MemorySettings().model_dump(exclude_none=True, exclude={"api_key"}):
        data.pop("memory")  # the default (embedded) is not written: a home stays as it was until a chamber is set
    # plain values first, then the tables, as a person would lay the file out
    ordered = {k: v for k, v in data.items() if not isinstance(v, dict)}
    ordered.update({k: v for k, v in data.items() if isinstance(v, dict) and v})
    path = _write_toml(home / SETTINGS_FILE, ordered)
    if keep_api_key:
        for table, key in keys.items():
            keychain.store(home, f"{table}.api_key", key)
    return path


def save_memory_settings(home: Path, memory: MemorySettings) -> Path:
    """Write only the [memory] table of the home's settings.toml (its other values as the file has them, not
    as this process's TAREEKH_* environment overrides them); the memory API key is never written."""
    values = _read_toml(home / SETTINGS_FILE)
    _migrate_keys_to_keychain(home, values)
    values["memory"] = memory.model_dump(mode="python", exclude_none=True, exclude={"api_key"})
    try:
        settings = Settings.model_validate(values)
    except ValidationError as exc:
        raise InputError(f"settings: {exc.errors()[0]['msg']}") from None
    return save_settings(home, settings)
