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
        # notice: what the user must know when a damaged journal was set aside (see open_journal)
        self.conn, self.notice = open_journal(self.path, self.data)

    def close(self) -> None:
        self.conn.close()

    def backup_dir(self, batch_id: int) -> Path:
        d = self.data / str(batch_id)
        d.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(self.data, 0o700)
        return d

    # -- writing ---------------------------------------------------------
    def begin(
        self,
        op: str,
        description: str,
        steps: list[dict],
        files: int,
        nbytes: int,
        undoable: bool,
        *,
        lock: str | None = None,
    ) -> int:
        c = self.conn
        c.execute("BEGIN IMMEDIATE")
        bid = c.execute(
            "INSERT INTO batches(op, description, created_at, status, files, bytes, undoable) VALUES (?,?,?,?,?,?,?)",
            (op, description, time.time(), "running", files, nbytes, int(undoable)),
        ).lastrowid
        c.execute("CREATE TABLE IF NOT EXISTS owners(batch_id INTEGER PRIMARY KEY, pid INTEGER, lock TEXT)")
        c.execute("INSERT OR REPLACE INTO owners VALUES (?,?,?)", (bid, os.getpid(), lock))
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

    def owner(self, batch_id: int) -> str | None:
        """The lock file of the process that began a batch (see engine.is_live)."""
        try:
            r = self.conn.execute("SELECT lock FROM owners WHERE batch_id=?", (batch_id,)).fetchone()
        except sqlite3.OperationalError:  # a journal from before owners were recorded
            return None
        return r[0] if r else None

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


# -- opening, and a damaged journal ------------------------------------------------------------------

_DAMAGE_WORDS = ("malformed", "not a database", "corrupt", "encrypted", "disk image")


def _connect(path: Path) -> sqlite3.Connection:
    if not path.exists():
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
        os.close(fd)
    conn = sqlite3.connect(path, isolation_level=None, timeout=30, check_same_thread=False)
    try:
        conn.execute("PRAGMA busy_timeout=30000")
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")  # a step is on disk before its action runs
        conn.executescript(SCHEMA)
        # every page is read: damage anywhere shows now, not halfway through an operation
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError("database disk image is malformed (quick_check)")
    except BaseException:
        conn.close()
        raise
    return conn


def _connect_ro(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None, check_same_thread=False)
    try:
        conn.execute("SELECT count(*) FROM batches").fetchone()
    except sqlite3.OperationalError:  # a WAL file without its shared memory, in a folder that can't be written
        conn.close()
        conn = sqlite3.connect(
            f"file:{path}?mode=ro&immutable=1", uri=True, isolation_level=None, check_same_thread=False
        )
        conn.execute("SELECT count(*) FROM batches").fetchone()
    return conn


def open_journal(path: Path, data: Path) -> tuple[sqlite3.Connection, str | None]:
    """Open the journal; (connection, notice). A damaged journal is kept aside (never deleted) with a notice
    saying which operations can no longer be undone; a new one is started, so new operations still work."""
    from ..errors import FilescoutError

    home = path.parent
    if not os.access(home, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        read_only = FilescoutError(
            f"filescout's folder {home} is read-only, so I can't record operations in the journal, and I change "
            f"no file without recording it first. Make the folder writable again (chmod u+w {home}).",
            code="read_only",
        )
        if not path.exists():
            raise read_only
        try:  # the history can still be read; any write fails (before any file is touched: see begin)
            return _connect_ro(path), None
        except sqlite3.Error:
            raise read_only from None
    try:
        return _connect(path), None
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        text = str(exc).lower()
        if "full" in text:
            raise FilescoutError(
                f"There is no space left in {home} for the operations journal, so I won't change any files. "
                "Free some space and try again.",
                code="no_space",
            ) from exc
        if not (isinstance(exc, UnicodeDecodeError) or any(w in text for w in _DAMAGE_WORDS)):
            raise
        reason = str(exc)
    except OSError as exc:
        from ..errors import from_oserror

        raise from_oserror(exc) from exc
    return _set_aside(path, data, reason)


def _set_aside(path: Path, data: Path, reason: str) -> tuple[sqlite3.Connection, str]:
    lost = _salvage(path)
    aside = path.with_name(f"journal.db.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    for suffix in ("", "-wal", "-shm"):
        src = Path(str(path) + suffix)
        if src.exists():
            os.replace(src, Path(str(aside) + suffix))
    conn = _connect(path)
    # new batches never reuse an old batch's number (its kept-aside files in journal-data/ keep theirs)
    used = [b["id"] for b in lost or []]
    with contextlib.suppress(OSError):
        used += [int(d.name) for d in data.iterdir() if d.name.isdigit()]
    now = time.time()
    conn.execute(
        "INSERT INTO batches(id, op, description, created_at, finished_at, status, files, bytes, undoable) "
        "VALUES (?,?,?,?,?,?,0,0,0)",
        (max(used, default=0) + 1, "journal_repair", f"The journal was damaged; it is kept as {aside.name}",
         now, now, "damaged"),
    )  # fmt: skip
    if lost is None:
        which = "I couldn't read which operations it held, so none of the earlier ones can be undone."
    else:
        gone = [b for b in lost if b["status"] in ("done", "partial", "running") and b["undoable"]]
        if gone:
            shown = "; ".join(f"#{b['id']} {b['description']}" for b in gone[:10])
            more = f" and {len(gone) - 10} more" if len(gone) > 10 else ""
            which = f"These can no longer be undone: {shown}{more}."
        else:
            which = "None of the operations it held could still be undone, so nothing is lost there."
    return conn, (
        f"The operations journal {path} was damaged ({reason}). I kept it as {aside.name} and started a new "
        f"one; new operations work as before. {which}"
        + (f" Files they kept aside are still in {data}." if data.exists() else "")
    )


def _salvage(path: Path) -> list[dict] | None:
    """The batches a damaged journal still shows (None when nothing can be read)."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        rows = conn.execute("SELECT id, description, status, undoable FROM batches ORDER BY id").fetchall()
        return [{"id": r[0], "description": r[1], "status": r[2], "undoable": bool(r[3])} for r in rows]
    except (sqlite3.Error, UnicodeDecodeError):
        return None
    finally:
        conn.close()


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
