"""A throwaway PostgreSQL server for tests and benchmarks: initdb + pg_ctl in a temp dir, on 127.0.0.1.

As root, the server runs as the ``postgres`` user (initdb refuses root). ``python tests/pgserver.py`` starts one
and prints its URL (for trying filescout against it by hand); Ctrl-C stops it and removes its files.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator


def bindir() -> str | None:
    """Where initdb and pg_ctl are, or None when PostgreSQL isn't installed."""
    for d in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if os.path.exists(os.path.join(d, "initdb")):
            return d
    found = shutil.which("initdb")
    return os.path.dirname(found) if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def server(*, options: str = "") -> Iterator[str]:
    """Start a server; yields a URL for database ``filescout``; stops and removes it afterwards."""
    bins = bindir()
    if bins is None:
        raise RuntimeError("PostgreSQL is not installed (no initdb)")
    root = os.geteuid() == 0
    tmp = tempfile.mkdtemp(prefix="fs-pg-")
    os.chmod(tmp, 0o755)
    as_pg = ["runuser", "-u", "postgres", "--"] if root else []
    if root:
        shutil.chown(tmp, "postgres", "postgres")
    data, log, port = os.path.join(tmp, "data"), os.path.join(tmp, "log"), _free_port()

    def run(*cmd: str) -> None:
        subprocess.run([*as_pg, *cmd], check=True, capture_output=True, cwd=tmp)

    run(f"{bins}/initdb", "-D", data, "-U", "fs", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")
    opts = f"-c listen_addresses=127.0.0.1 -p {port} -k {tmp} -c fsync=off -c synchronous_commit=off " + options
    try:
        run(f"{bins}/pg_ctl", "-D", data, "-l", log, "-w", "-o", opts, "start")
        subprocess.run(
            [f"{bins}/createdb", "-h", "127.0.0.1", "-p", str(port), "-U", "fs", "filescout"],
            check=True,
            capture_output=True,
        )
        yield f"postgresql://fs@127.0.0.1:{port}/filescout"
    finally:
        with contextlib.suppress(subprocess.CalledProcessError):
            run(f"{bins}/pg_ctl", "-D", data, "-m", "immediate", "-w", "stop")
        shutil.rmtree(tmp, ignore_errors=True)


def new_database(url: str, name: str) -> str:
    """A fresh, empty database on the same server (one per test); its URL."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return url.rsplit("/", 1)[0] + "/" + name


if __name__ == "__main__":
    with server() as url:
        print(url, flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            while True:
                time.sleep(3600)
