"""The API key is never written anywhere: not in logs, chats, entries, the memory bank, backups or error
messages — even when the server that refuses it echoes it back in every error body."""

from __future__ import annotations

import shutil
import subprocess
import zipfile

import pytest

from tareekh.cli import run as cli
from tests.fakes import Error
from tests.reliability.helpers import build_home, clean_env, tareekh_cmd, write_notes

KEY = "sk-test-SECRET-7f3a9c"


def every_byte_under(folder) -> dict[str, bytes]:
    """Every file under `folder` (databases and their -wal files included); zip archives opened up."""
    out = {}
    for p in folder.rglob("*"):
        if not p.is_file():
            continue
        data = p.read_bytes()
        out[str(p)] = data
        if zipfile.is_zipfile(p):
            with zipfile.ZipFile(p) as zf:
                for name in zf.namelist():
                    out[f"{p}!{name}"] = zf.read(name)
    return out


def test_the_key_never_reaches_the_home_a_backup_or_any_output(tmp_path, fake_llm, monkeypatch, capsys,
                                                                 no_tareekh_env):
    home = tmp_path / "home"
    build_home(home)
    # A server that refuses the key and quotes it back, on every endpoint.
    fake_llm.handler = lambda req: Error(401, f"Incorrect API key provided: {KEY}. You can find your key at ...")
    fake_llm.script_embeddings(*[Error(401, f"bad key {KEY}")] * 20)
    env = clean_env(TAREEKH_LLM__BASE_URL=fake_llm.base_url, TAREEKH_LLM__API_KEY=KEY,
                    TAREEKH_LLM__MODEL="fake-model", TAREEKH_LLM__VISION_MODEL="fake-vision",
                    TAREEKH_LLM__TIMEOUT="3", TAREEKH_LLM__MAX_RETRIES="0")
    notes = write_notes(tmp_path / "drop", 3, 1)
    (tmp_path / "drop" / "bad.xyz").write_text("junk")
    commands = [
        ["ingest", *map(str, notes), str(tmp_path / "drop" / "bad.xyz")],
        ["ask", "What happened in Marripudi?"],
        ["ask", "What happened in Marripudi?", "--deep", "--json"],
        ["consolidate"],
        ["memory", "reflect", "How does Sri K. Hemadri Rao treat adjournments?"],
        ["chats", "--json"],
        ["backup", str(tmp_path / "backups" / "practice.zip")],
        ["confirm", "9999"],  # fails: no such entry
        ["ask", ""],  # fails: empty question
        ["ingest", str(tmp_path / "missing.txt")],
    ]
    outputs = []
    for n, args in enumerate(commands):
        if n == 0:  # the first through a real process, the rest in this one (the same code, faster)
            proc = subprocess.run(tareekh_cmd(home, *args), env=env, capture_output=True, text=True, timeout=180)
            code, out, err = proc.returncode, proc.stdout, proc.stderr
        else:
            for k, v in env.items():
                if k.startswith("TAREEKH_"):
                    monkeypatch.setenv(k, v)
            code = cli([*args, "--home", str(home)])
            out, err = capsys.readouterr()
        outputs.append((args[0], code, out, err))
        assert "Traceback" not in err, (args, err[-1500:])
    # the model was really asked, with the key, and refused it
    assert any(r.headers.get("authorization") == f"Bearer {KEY}" for r in fake_llm.chat_requests)
    codes = {name: code for name, code, *_ in outputs}
    assert codes["backup"] == 0 and codes["confirm"] == 2
    assert any("API key" in out + err or "401" in out + err for _, _, out, err in outputs)  # the user is told

    for name, code, out, err in outputs:
        assert KEY not in out and KEY not in err, f"{name} printed the key"
        assert "SECRET" not in out + err
    leaks = [path for path, data in every_byte_under(home).items() if KEY.encode() in data]
    leaks += [path for path, data in every_byte_under(tmp_path / "backups").items() if KEY.encode() in data]
    assert leaks == []
    # the key is not hidden in another encoding either (UTF-16 in a db page, or base64 in a zip)
    import base64

    for needle in (KEY.encode("utf-16-le"), base64.b64encode(KEY.encode())[:16]):
        assert not [p for p, d in every_byte_under(home).items() if needle in d]
    assert (home / "logs").is_dir()
    shutil.rmtree(home)
