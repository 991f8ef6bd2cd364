"""Where the memory lives is a setting: the embedded default writes nothing, a server's key is never written,
and a practice says clearly when its server setting is incomplete or the server cannot be reached."""

from __future__ import annotations

import socket
import tomllib

import pytest

from tareekh.cli import run
from tareekh.errors import InputError
from tareekh.practice import Practice
from tareekh.settings import MemorySettings, load_settings, save_memory_settings, save_settings

KEY = "hs-test-SECRET-51c2"


def test_the_embedded_default_adds_no_memory_table_to_settings_toml(home):
    s = load_settings(home)
    assert s.memory.backend == "embedded" and not s.memory.on_server
    text = save_settings(home, s).read_text()
    assert "[memory]" not in text


def test_the_server_key_is_never_written_but_url_and_bank_are(home):
    path = save_memory_settings(home, MemorySettings(backend="hindsight", url="http://127.0.0.1:9", bank="chamber",
                                                     api_key=KEY))
    text = path.read_text()
    assert KEY not in text
    assert tomllib.loads(text)["memory"] == {"backend": "hindsight", "url": "http://127.0.0.1:9", "bank": "chamber",
                                             "timeout": 120.0}
    s = load_settings(home, memory={"backend": "hindsight", "url": "http://127.0.0.1:9", "api_key": KEY})
    assert KEY not in save_settings(home, s).read_text()
    assert KEY in save_settings(home, s, keep_api_key=True).read_text()  # only when the lawyer asks


def test_the_key_comes_from_the_environment(home, monkeypatch):
    monkeypatch.setenv("TAREEKH_MEMORY__API_KEY", KEY)
    monkeypatch.setenv("TAREEKH_MEMORY__BACKEND", "hindsight")
    s = load_settings(home)
    assert s.memory.on_server and s.memory.api_key.get_secret_value() == KEY
    assert KEY not in repr(s) and KEY not in str(s.model_dump())


def test_an_unknown_backend_is_refused_by_name(home):
    with pytest.raises(InputError, match="memory.backend"):
        load_settings(home, memory={"backend": "postgres"})


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_server_practice_without_a_url_or_with_a_dead_server_says_so(tmp_path, no_tareekh_env, capsys):
    home = tmp_path / "home"
    assert run(["init", "--home", str(home)]) == 0
    save_memory_settings(home, MemorySettings(backend="hindsight"))
    with Practice.open(home) as p, pytest.raises(InputError, match="memory.url is not set"):
        p.memory_stats()
    save_memory_settings(home, MemorySettings(backend="hindsight", url=f"http://127.0.0.1:{_closed_port()}"))
    capsys.readouterr()
    assert run(["memory", "stats", "--home", str(home)]) == 2
    err = capsys.readouterr().err
    assert "Hindsight server http://127.0.0.1:" in err and "Traceback" not in err


def test_memory_stats_says_where_the_embedded_memory_is(tmp_path, no_tareekh_env, capsys):
    home = tmp_path / "home"
    assert run(["init", "--home", str(home)]) == 0
    capsys.readouterr()
    assert run(["memory", "stats", "--home", str(home)]) == 0
    out = capsys.readouterr().out
    assert f"memory: embedded — {home / 'memory.db'}" in out and "!" not in out.split("memory:")[1]


def test_a_server_that_quotes_the_key_back_never_gets_it_into_the_message(tmp_path, no_tareekh_env, capsys,
                                                                         monkeypatch):
    import http.server
    import threading

    class Refuse(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the stdlib's name
            body = f'{{"detail": "bad key {self.headers.get("Authorization")}"}}'.encode()
            self.send_response(401)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Refuse)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    home = tmp_path / "home"
    assert run(["init", "--home", str(home)]) == 0
    save_memory_settings(home, MemorySettings(backend="hindsight", url=f"http://127.0.0.1:{server.server_port}"))
    monkeypatch.setenv("TAREEKH_MEMORY__API_KEY", KEY)
    capsys.readouterr()
    assert run(["memory", "stats", "--home", str(home)]) == 2
    err = capsys.readouterr().err
    server.shutdown()
    assert "HTTP 401" in err and "bad key Bearer ***" in err
    assert KEY not in err
    for f in home.rglob("*"):
        if f.is_file():
            assert KEY.encode() not in f.read_bytes(), f


def test_a_backup_says_when_the_memory_is_on_a_server_and_not_in_the_archive(tmp_path, no_tareekh_env, capsys):
    home = tmp_path / "home"
    assert run(["init", "--home", str(home)]) == 0
    capsys.readouterr()
    assert run(["backup", str(tmp_path / "a.zip"), "--home", str(home)]) == 0
    assert "Note:" not in capsys.readouterr().out
    save_memory_settings(home, MemorySettings(backend="hindsight", url="http://127.0.0.1:9", bank="chamber"))
    assert run(["backup", str(tmp_path / "b.zip"), "--home", str(home)]) == 0
    out = capsys.readouterr().out
    assert "Note: the memory is on the server http://127.0.0.1:9 (bank chamber) and is not in this archive" in out
