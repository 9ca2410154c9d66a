"""The operations journal: every batch is written here before it runs.

``journal.db`` (0600) in the state directory holds one row per batch and one
per step, with what is needed to reverse it. Overwritten content is moved to
``journal-data/<batch>/`` (0700) and kept while the batch can be undone.
A batch left ``running`` means the process died midway: ``interrupted()``
finds it, and it can be completed or rolled back (see ``engine.recover``).
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS batches(
    id INTEGER PRIMARY KEY,
    op TEXT NOT NULL,
    description TEXT NOT NULL,
    created_at REAL NOT NULL,
    finished_at REAL,
    status TEXT NOT NULL,            -- running | done | partial | failed | undone | rolled_back
    files INTEGER NOT NULL DEFAULT 0,
    bytes INTEGER NOT NULL DEFAULT 0,
    undoable INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS steps(
    batch_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,              -- move | copy | trash | delete | write | mkdir
    src TEXT,
    dst TEXT,
    size INTEGER NOT NULL DEFAULT 0,
    overwrite INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,            -- pending | running | done | failed | skipped | undone
    extra TEXT,                      -- JSON: backup, trashed, info, error
    PRIMARY KEY(batch_id, seq)
) WITHOUT ROWID;
"""


@dataclass
class JStep:
    batch_id: int
    seq: int
    kind: str
    src: str | None
    dst: str | None
    size: int
    overwrite: bool
    status: str
    extra: dict = field(default_factory=dict)


class Journal:
    def __init__(self, home: Path) -> None:
        self.home = home
        self.path = home / "journal.db"
        self.data = home / "journal-data"
        if not self.path.exists():
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
            os.close(fd)
        self.conn = sqlite3.connect(self.path, isolation_level=None, timeout=30, check_same_thread=False)
        self.conn.execute("PRAGMA journal_mode=WAL")
        self.conn.execute("PRAGMA synchronous=FULL")  # a step is on disk before its action runs
        self.conn.executescript(SCHEMA)

    def close(self) -> None:
        self.conn.close()

    def backup_dir(self, batch_id: int) -> Path:
        d = self.data / str(batch_id)
        d.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(self.data, 0o700)
        return d

    # -- writing ---------------------------------------------------------
    def begin(self, op: str, description: str, steps: list[dict], files: int, nbytes: int, undoable: bool) -> int:
        c = self.conn
        c.execute("BEGIN IMMEDIATE")
        bid = c.execute(
            "INSERT INTO batches(op, description, created_at, status, files, bytes, undoable) VALUES (?,?,?,?,?,?,?)",
            (op, description, time.time(), "running", files, nbytes, int(undoable)),
        ).lastrowid
        c.executemany(
            "INSERT INTO steps(batch_id, seq, kind, src, dst, size, overwrite, status, extra) "
            "VALUES (?,?,?,?,?,?,?,'pending',?)",
            [
                (
                    bid,
                    i,
                    s["kind"],
                    encode_path(s.get("src")),
                    encode_path(s.get("dst")),
                    s.get("size", 0),
                    int(s.get("overwrite", False)),
                    json.dumps(s.get("extra") or {}),
                )
                for i, s in enumerate(steps)
            ],
        )
        c.execute("COMMIT")
        return int(bid)

    def save_content(self, batch_id: int, content: bytes) -> None:
        """Keep the bytes a write batch will write, so a crash midway can still be completed."""
        d = self.backup_dir(batch_id)
        fd = os.open(d / "content", os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(content)
            f.flush()
            os.fsync(f.fileno())

    def load_content(self, batch_id: int) -> bytes | None:
        try:
            with open(self.data / str(batch_id) / "content", "rb") as f:
                return f.read()
        except OSError:
            return None

    def mark(self, step: JStep, status: str, **extra: object) -> None:
        step.status = status
        step.extra.update({k: v for k, v in extra.items() if v is not None})
        self.conn.execute(
            "UPDATE steps SET status=?, extra=? WHERE batch_id=? AND seq=?",
            (status, json.dumps(step.extra), step.batch_id, step.seq),
        )

    def finish(self, batch_id: int, status: str) -> None:
        """Close a batch. Kept-aside content is never deleted here: only the saved text of a write, and the
        batch's folder once it is empty (after an undo has put everything back)."""
        self.conn.execute("UPDATE batches SET status=?, finished_at=? WHERE id=?", (status, time.time(), batch_id))
        d = self.data / str(batch_id)
        with contextlib.suppress(OSError):
            (d / "content").unlink()
        with contextlib.suppress(OSError):
            d.rmdir()

    # -- reading ---------------------------------------------------------
    def steps(self, batch_id: int) -> list[JStep]:
        rows = self.conn.execute(
            "SELECT batch_id, seq, kind, src, dst, size, overwrite, status, extra FROM steps WHERE batch_id=? "
            "ORDER BY seq",
            (batch_id,),
        ).fetchall()
        return [
            JStep(
                r[0], r[1], r[2], decode_path(r[3]), decode_path(r[4]), r[5], bool(r[6]), r[7], json.loads(r[8] or "{}")
            )
            for r in rows
        ]

    def batch(self, batch_id: int) -> dict | None:
        r = self.conn.execute(
            "SELECT id, op, description, created_at, finished_at, status, files, bytes, undoable FROM batches "
            "WHERE id=?",
            (batch_id,),
        ).fetchone()
        return _batch_dict(r) if r else None

    def batches(self, limit: int = 20) -> list[dict]:
        rows = self.conn.execute(
            "SELECT id, op, description, created_at, finished_at, status, files, bytes, undoable FROM batches "
            "ORDER BY id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [_batch_dict(r) for r in rows]

    def last_undoable(self) -> dict | None:
        r = self.conn.execute(
            "SELECT id, op, description, created_at, finished_at, status, files, bytes, undoable FROM batches "
            "WHERE status IN ('done', 'partial') AND undoable=1 ORDER BY id DESC LIMIT 1"
        ).fetchone()
        return _batch_dict(r) if r else None

    def interrupted(self) -> list[dict]:
        rows = self.conn.execute(
            "SELECT id, op, description, created_at, finished_at, status, files, bytes, undoable FROM batches "
            "WHERE status='running' ORDER BY id"
        ).fetchall()
        return [_batch_dict(r) for r in rows]


def encode_path(p: str | None) -> str | None:
    """Paths as the journal stores them: as they are when they are valid UTF-8, else ``b64:`` + their bytes
    (a name that is not valid UTF-8 can't be stored as SQLite text; real paths never start with ``b``)."""
    if p is None:
        return None
    try:
        p.encode("utf-8")
        return p
    except UnicodeEncodeError:
        return "b64:" + base64.b64encode(os.fsencode(p)).decode()


def decode_path(p: str | None) -> str | None:
    if p is None or not p.startswith("b64:"):
        return p
    return os.fsdecode(base64.b64decode(p[4:]))


def _batch_dict(r: tuple) -> dict:
    return {
        "id": r[0], "op": r[1], "description": r[2],
        "created": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r[3])),
        "finished": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r[4])) if r[4] else None,
        "status": r[5], "files": r[6], "bytes": r[7], "undoable": bool(r[8]),
    }  # fmt: skip
