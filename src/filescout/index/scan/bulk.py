"""Bulk loads: a first scan (or a big addition) drops the file indexes and triggers, writes through the
compiled writer (``_bulk.c``) with no checkpoints, and rebuilds it all at the end."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from .. import schema
from ..db import Index

try:  # the compiled bulk writer (see setup.py); without it the first scan writes through sqlite3
    from ... import _bulk
except ImportError:  # pragma: no cover - depends on the build
    _bulk = None


def bulk_writer(idx: Index):
    """The compiled writer on the index file, or None (not built, or a different SQLite than sqlite3's)."""
    if _bulk is None or os.environ.get("FILESCOUT_PURE_WALK") or _bulk.sqlite_version() != sqlite3.sqlite_version:
        return None
    w = _bulk.Writer(str(idx.path))
    w.execute("PRAGMA synchronous=NORMAL")
    w.execute("PRAGMA cache_size=-32768")
    w.execute("PRAGMA wal_autocheckpoint=0")  # one checkpoint at the end (see no_autocheckpoint)
    return w


@contextlib.contextmanager
def no_autocheckpoint(conn, bulk: bool) -> Iterator[None]:
    """During a bulk load, commits don't checkpoint (each would copy and fsync the growing log);
    the scan checkpoints once at the end."""
    if bulk:
        conn.execute("PRAGMA wal_autocheckpoint=0")
    try:
        yield
    finally:
        if bulk:
            conn.execute("PRAGMA wal_autocheckpoint=1000")


class Checkpointer:
    """Copies committed log pages into the database file in the background (a thread with its own
    connection), so the checkpoint that ends a bulk scan has less left to do."""

    def __init__(self, path: Path) -> None:
        import threading

        self.path = path
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, name="filescout-checkpoint", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        conn = sqlite3.connect(self.path, isolation_level=None, timeout=1)
        try:
            while not self.stopping.is_set():
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
                self.stopping.wait(0.1)
        finally:
            conn.close()

    def stop(self) -> None:  # (may be called twice)
        self.stopping.set()
        self.thread.join()


def begin_bulk(conn, *, keep_dir_index: bool = False) -> None:
    """Drop what a bulk load rebuilds at the end; the folder index stays when diffs will need it."""
    for name in schema.TRIGGERS:
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")
    for name in schema.FILE_INDEXES:
        if not (keep_dir_index and name == "files_dir"):
            conn.execute(f"DROP INDEX IF EXISTS {name}")


def finish_bulk(conn, *, names: bool = True) -> None:
    """Build what a bulk load left out. ``names=False``: the name index is being built by a helper process."""
    # CREATE INDEX sorts fastest in small runs that fit the CPU's caches, merged by helper threads
    # (measured on 1M rows: 2 MB of cache and file-backed runs took half the time of 32 MB in memory)
    cache, temp = conn.execute("PRAGMA cache_size").fetchone()[0], conn.execute("PRAGMA temp_store").fetchone()[0]
    conn.execute("PRAGMA cache_size=-2000")
    conn.execute("PRAGMA temp_store=DEFAULT")
    conn.execute("PRAGMA threads=2")
    try:
        for sql in schema.FILE_INDEXES.values():
            conn.execute(sql)
    finally:
        conn.execute(f"PRAGMA cache_size={int(cache)}")
        conn.execute(f"PRAGMA temp_store={int(temp)}")
        conn.execute("PRAGMA threads=0")
    if names:
        conn.execute("INSERT INTO names(names) VALUES ('rebuild')")
        conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 0)")
    conn.execute("INSERT INTO dir_names(dir_names) VALUES ('rebuild')")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('stale_names', 0)")
    for sql in schema.TRIGGERS.values():
        conn.execute(sql)
    # planner statistics (sampled: fast on millions of rows)
    conn.execute("PRAGMA analysis_limit=2000")
    conn.execute("ANALYZE")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('bulk_pending', 0)")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('resume_bulk', 0)")


def rebuild_names(conn) -> None:
    conn.execute("INSERT INTO names(names) VALUES ('rebuild')")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 0)")


def ensure_live_indexes(conn) -> None:
    for sql in schema.FILE_INDEXES.values():
        conn.execute(sql)
    for sql in schema.TRIGGERS.values():
        conn.execute(sql)
