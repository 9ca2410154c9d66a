"""Building the file-name index in a second process, while the scanner finishes the rest.

After a first full scan, the trigram index over a million names is the
single largest piece of finishing work, and it needs nothing but the
committed ``files`` rows. So a helper process builds it into a private
scratch database, reading the index read-only, while the scanner builds the
B-tree indexes and totals on the other core. The helper then copies the
finished FTS5 segments into the index's own ``names`` shadow tables in one
transaction (waiting for the scanner's commit if need be), and clears the
``names_pending`` mark. If anything goes wrong, the scanner rebuilds the name
index itself; if the process dies in between, ``repair`` does.

Run as ``python -m filescout.index.names_build INDEX_DB SCRATCH_DB``; it
imports nothing of filescout, so it starts in a few milliseconds.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

# must match the ``names`` table of migration 0001: the segments are copied as they are
NAMES_FTS = "fts5(name, content='files', content_rowid='id', tokenize='trigram', detail=none, columnsize=0)"
SHADOW_TABLES = ("names_data", "names_idx")


def build(db_path: str, scratch: str) -> None:
    for suffix in ("", "-journal", "-wal", "-shm"):
        if os.path.exists(scratch + suffix):
            os.remove(scratch + suffix)
    fd = os.open(scratch, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
    os.close(fd)
    aux = sqlite3.connect(scratch, isolation_level=None, uri=True)
    try:
        aux.execute("PRAGMA journal_mode=OFF")
        aux.execute("PRAGMA synchronous=OFF")
        aux.execute("PRAGMA cache_size=-65536")
        aux.execute(f"CREATE VIRTUAL TABLE names USING {NAMES_FTS}")
        aux.execute("ATTACH ? AS src", (f"file:{db_path}?mode=ro",))
        aux.execute("BEGIN")
        aux.execute("INSERT INTO names(rowid, name) SELECT id, name FROM src.files ORDER BY id")
        aux.execute("COMMIT")
        aux.execute("DETACH src")
    finally:
        aux.close()
    conn = sqlite3.connect(db_path, isolation_level=None, timeout=600)
    try:
        conn.execute("PRAGMA busy_timeout=600000")
        conn.execute("ATTACH ? AS aux", (scratch,))
        conn.execute("BEGIN IMMEDIATE")
        for t in SHADOW_TABLES:
            conn.execute(f"DELETE FROM main.{t}")
            conn.execute(f"INSERT INTO main.{t} SELECT * FROM aux.{t}")
        conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 0)")
        conn.execute("COMMIT")
        conn.execute("DETACH aux")
    finally:
        conn.close()
        for suffix in ("", "-journal"):
            if os.path.exists(scratch + suffix):
                os.remove(scratch + suffix)


def start(db_path: Path) -> subprocess.Popen | None:
    """Start the helper; None if it cannot be started (the caller then builds the index itself)."""
    scratch = str(db_path.parent / "names-build.db")
    # wherever this copy of filescout was imported from, the helper imports the same one
    src = str(Path(__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [src, os.environ.get("PYTHONPATH")]))}
    try:
        return subprocess.Popen(
            [sys.executable, "-m", "filescout.index.names_build", str(db_path), scratch],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
    except OSError:
        return None


def finish(proc: subprocess.Popen) -> str | None:
    """Wait for the helper; None when it succeeded, else what it printed."""
    _, err = proc.communicate()
    if proc.returncode == 0:
        return None
    return err.decode(errors="replace")[-2000:] or f"exit status {proc.returncode}"


if __name__ == "__main__":  # pragma: no cover - runs as a subprocess
    build(sys.argv[1], sys.argv[2])
