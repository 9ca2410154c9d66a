"""Building the file-name index in a second process, alongside a first scan.

The trigram index over a million names is the single largest piece of work
in a first scan, and it needs nothing but the committed ``files`` rows. So a
helper process follows the scan: it indexes names into a private scratch
database as the scanner commits them (reading the index read-only), and
keeps going while the scanner builds the B-tree indexes and totals. When the
scanner says ``done``, the helper indexes the last rows and copies the
finished FTS5 segments into the index's own ``names`` shadow tables in one
transaction (waiting for the scanner's commit if need be), and clears the
``names_pending`` mark. If the helper fails, the scanner rebuilds the name
index itself; if the process dies in between, ``repair`` does.

Run as ``python -m filescout.index.names_build INDEX_DB SCRATCH_DB``;
it imports nothing of filescout but ``lifetime``, so it starts in a few milliseconds.
It dies with the scanner (see ``lifetime.die_with_parent``).
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from ..lifetime import child_env, die_with_parent

# must match the ``names`` table of migration 0001: the segments are copied as they are
NAMES_FTS = "fts5(name, content='files', content_rowid='id', tokenize='trigram', detail=none, columnsize=0)"
SHADOW_TABLES = ("names_data", "names_idx")


def build(db_path: str, scratch: str) -> bool:
    """Build the name index of ``db_path``'s files in ``scratch``, then copy it in. True when copied.

    Names are indexed as the scanner commits them, until a line ``done`` arrives
    on standard input; any other input, or its end, means the scan stopped, and
    the helper leaves without touching the index.
    """
    for suffix in ("", "-journal", "-wal", "-shm"):
        if os.path.exists(scratch + suffix):
            os.remove(scratch + suffix)
    fd = os.open(scratch, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
    os.close(fd)
    # Connections that touch the index are never closed here: the process ends with os._exit, as
    # if it crashed, which SQLite is built to survive. A clean close could make this process the
    # index's "last connection", which checkpoints and deletes the log while a new opener arrives.
    aux = sqlite3.connect(scratch, isolation_level=None, uri=True)
    aux.execute("PRAGMA journal_mode=OFF")
    aux.execute("PRAGMA synchronous=OFF")
    aux.execute("PRAGMA cache_size=-65536")
    aux.execute(f"CREATE VIRTUAL TABLE names USING {NAMES_FTS}")
    # fewer, larger merges while loading (the index's own config keeps the default)
    aux.execute("INSERT INTO names(names, rank) VALUES ('automerge', 16)")
    aux.execute("ATTACH ? AS src", (f"file:{db_path}?mode=ro",))
    last = 0
    done = False
    while True:
        if not done:
            ready, _, _ = select.select([sys.stdin], [], [], 0.2)
            if ready:
                if sys.stdin.readline().strip() != "done":
                    return False  # the scan stopped (maybe killed)
                done = True
        aux.execute("BEGIN")  # one snapshot: every id up to max(id) is committed
        hi = aux.execute("SELECT max(id) FROM src.files").fetchone()[0] or 0
        if hi > last:
            aux.execute(
                "INSERT INTO names(rowid, name) SELECT id, name FROM src.files WHERE id > ? AND id <= ?", (last, hi)
            )
            last = hi
        aux.execute("COMMIT")
        if done:
            break
    # one segment: name searches with many matches take a third less time than over the ~10 segments
    # the load leaves (measured: 40,052 matches of 1M names, p50 103 ms -> 65 ms)
    # (it runs here, beside the scanner's B-tree index build: ~1 s of CPU for 1M names)
    aux.execute("INSERT INTO names(names) VALUES ('optimize')")
    conn = sqlite3.connect(db_path, isolation_level=None, timeout=600)
    conn.execute("PRAGMA busy_timeout=600000")
    conn.execute("PRAGMA wal_autocheckpoint=0")  # the scanner checkpoints once, at its end
    conn.execute("ATTACH ? AS aux", (scratch,))
    conn.execute("BEGIN IMMEDIATE")
    for t in SHADOW_TABLES:
        conn.execute(f"DELETE FROM main.{t}")
        conn.execute(f"INSERT INTO main.{t} SELECT * FROM aux.{t}")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 0)")
    conn.execute("COMMIT")
    return True


def _remove(scratch: str) -> None:
    for suffix in ("", "-journal"):
        if os.path.exists(scratch + suffix):
            os.remove(scratch + suffix)


def start(db_path: Path) -> subprocess.Popen | None:
    """Start the helper; None if it cannot be started (the caller then builds the index itself).

    Call :func:`done` once every row is committed, or :func:`cancel`.
    """
    scratch = str(db_path.parent / "names-build.db")
    # wherever this copy of filescout was imported from, the helper imports the same one
    src = str(Path(__file__).resolve().parents[2])
    env = {**child_env(), "PYTHONPATH": os.pathsep.join(filter(None, [src, os.environ.get("PYTHONPATH")]))}
    args = [sys.executable, "-m", "filescout.index.names_build", str(db_path), scratch]
    try:
        return subprocess.Popen(
            args,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
    except OSError:
        return None


def done(proc: subprocess.Popen) -> None:
    """Every file row is committed: the helper indexes the rest and copies the index in."""
    try:
        proc.stdin.write(b"done\n")
        proc.stdin.close()
    except (OSError, ValueError):
        pass  # it died: finish() reports it


def cancel(proc: subprocess.Popen) -> None:
    """The scan stopped: the helper leaves the index alone."""
    with contextlib.suppress(OSError, ValueError):
        proc.stdin.close()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def finish(proc: subprocess.Popen) -> str | None:
    """Wait for the helper; None when it succeeded, else what it printed."""
    err = proc.stderr.read() if proc.stderr else b""
    proc.wait()
    if proc.returncode == 0:
        return None
    return err.decode(errors="replace")[-2000:] or f"exit status {proc.returncode}"


def main(argv: list[str]) -> None:  # pragma: no cover - runs as a subprocess
    die_with_parent()  # the helper never outlives the scan (kill -9 included)
    # Ctrl-C at a terminal reaches the whole process group: the scanner decides (it closes our stdin)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        build(argv[0], argv[1])
        code = 0
    except BaseException as exc:
        print(f"names_build: {exc!r}", file=sys.stderr)
        code = 1
    _remove(argv[1])
    sys.stderr.flush()
    os._exit(code)  # see build(): no clean close of the index's connections


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
