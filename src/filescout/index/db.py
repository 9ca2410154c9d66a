"""Opening the index safely: permissions, WAL, migrations, and recovery.

The index is derived data. A corrupt or foreign ``index.db`` is moved aside
(never deleted) and a fresh one is created; roots and bookmarks are salvaged
first when they can be read, and exported to JSON beside it either way.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

from ..config import ensure_home, resolve_home
from ..errors import FilescoutError
from . import fold, schema


class CorruptIndex(Exception):
    pass


def _connect_ro(path: Path) -> sqlite3.Connection:
    """Read-only. In a folder that can't be written, a WAL index without its shared-memory file can't be opened
    for reading the usual way; it is opened as immutable (nothing can be writing to it there)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None, check_same_thread=False, timeout=10)
    try:
        conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
    except sqlite3.OperationalError:
        if os.access(path.parent, os.W_OK):
            raise
        conn.close()
        conn = sqlite3.connect(
            f"file:{path}?mode=ro&immutable=1", uri=True, isolation_level=None, check_same_thread=False
        )
    return conn


def _connect(path: Path, readonly: bool) -> sqlite3.Connection:
    if readonly:
        conn = _connect_ro(path)
    else:
        if not path.exists():
            # create the file 0600 before SQLite does; -wal and -shm inherit its mode
            fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
            os.close(fd)
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)
    conn.execute("PRAGMA busy_timeout=10000")
    fold.register(conn)
    conn.execute("PRAGMA cache_size=-32768")
    conn.execute("PRAGMA temp_store=MEMORY")
    conn.execute("PRAGMA mmap_size=268435456")  # faster random row reads for queries; scans turn it off
    if not readonly:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
    return conn


CORRUPTION_WORDS = ("malformed", "not a database", "corrupt", "encrypted", "disk image")


def is_corruption(exc: BaseException) -> bool:
    """True for SQLite errors that mean the file itself is damaged (not a bug in a query)."""
    return isinstance(exc, sqlite3.DatabaseError) and any(w in str(exc).lower() for w in CORRUPTION_WORDS)


def _probe(conn: sqlite3.Connection) -> None:
    """Cheap integrity checks that touch every table's root and last page."""
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        if app_id not in (0, schema.APPLICATION_ID):
            raise CorruptIndex("it belongs to another program")
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if app_id == 0 and tables:
            raise CorruptIndex("it is a database from another program")
        if app_id == schema.APPLICATION_ID:
            if "schema_version" not in tables:
                raise CorruptIndex("its schema is missing")
            for t in ("files", "dirs", "roots", "bookmarks"):
                if t in tables:
                    conn.execute(f"SELECT * FROM {t} ORDER BY rowid DESC LIMIT 1").fetchall()
            if "meta" in tables:
                conn.execute("SELECT * FROM meta").fetchall()
    except sqlite3.DatabaseError as exc:
        if is_corruption(exc):
            raise CorruptIndex(str(exc))
        raise


def _migrate(conn: sqlite3.Connection) -> None:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version("
        "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
    )
    done = {r[0] for r in conn.execute("SELECT name FROM schema_version")}
    known = {name for name, _ in schema.MIGRATIONS}
    unknown = done - known
    if unknown:
        raise FilescoutError(
            "This index was written by a newer filescout "
            f"(it has migrations {', '.join(sorted(unknown))}). Upgrade filescout, or run `filescout reset`."
        )
    for version, (name, sql) in enumerate(schema.MIGRATIONS, start=1):
        if name in done:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            if callable(sql):
                sql(conn)
            else:
                for stmt in _split_sql(sql):
                    conn.execute(stmt)
            conn.execute(
                "INSERT INTO schema_version(version, name, applied_at) VALUES (?,?,?)",
                (version, name, time.time()),
            )
            conn.execute(f"PRAGMA application_id={schema.APPLICATION_ID}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise


def _split_sql(sql: str) -> Iterator[str]:
    buf = ""
    for line in sql.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                yield buf.strip()
            buf = ""
    if buf.strip():
        yield buf.strip()


class Index:
    """An open filescout index: a SQLite connection plus the state directory."""

    def __init__(
        self, home: Path, conn: sqlite3.Connection, notice: str | None = None, *, readonly: bool = False
    ) -> None:
        self.home = home
        self.path = home / "index.db"
        self.conn = conn
        self.notice = notice  # a message for the user about recovery, if any
        self.readonly = readonly  # opened read-only (asked for, or the state folder can't be written)
        try:
            self.ino: int | None = os.stat(self.path).st_ino  # (a repair replaces the file: see damage.py)
        except OSError:
            self.ino = None

    # -- opening ---------------------------------------------------------
    @classmethod
    def open(cls, home: str | os.PathLike | None = None, *, readonly: bool = False) -> Index:
        home_p = ensure_home(resolve_home(home))
        path = home_p / "index.db"
        notice = None
        if not _writable(home_p, path):
            if not path.exists():
                raise FilescoutError(read_only_message(home_p, "create the index there"), code="read_only")
            readonly = True  # questions still work; anything that writes says plainly why it can't
        try:
            # (the file is never opened here except through SQLite: closing any other descriptor of it would
            # drop every SQLite lock this process holds on it — POSIX locks are per process — and another
            # process could then checkpoint and delete the log under a connection still writing to it)
            try:
                conn = _connect(path, readonly=readonly and path.exists())
                _probe(conn)
                if not (readonly and path.exists()):
                    _migrate(conn)
            except UnicodeDecodeError as exc:  # a damaged schema text comes back as bad UTF-8
                raise CorruptIndex(f"its schema is unreadable ({exc.reason})")
            except sqlite3.DatabaseError as exc:
                if "not a database" in str(exc).lower():
                    raise CorruptIndex("it is not a SQLite database")
                if is_corruption(exc):
                    raise CorruptIndex(str(exc))
                raise
            for suffix in ("", "-wal", "-shm"):
                p = Path(str(path) + suffix)
                if p.exists() and p.stat().st_mode & 0o077:
                    p.chmod(0o600)
        except CorruptIndex as exc:
            with contextlib.suppress(Exception):
                conn.close()  # type: ignore[possibly-undefined]
            if readonly and not _writable(home_p, path):
                raise FilescoutError(
                    f"The index at {path} is damaged ({exc}), and {read_only_message(home_p, 'rebuild it')}",
                    code="index_damaged",
                )
            notice, saved = _recover(path, str(exc))
            conn = _connect(path, readonly=False)
            _migrate(conn)
            _restore(conn, saved)
        idx = cls(home_p, conn, notice, readonly=readonly and path.exists() and notice is None)
        return idx

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.conn.close()

    def __enter__(self) -> Index:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- small helpers ---------------------------------------------------
    def meta(self, key: str, default: object = None) -> object:
        row = self.conn.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else default

    def set_meta(self, key: str, value: object) -> None:
        self.conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?,?)", (key, value))

    def roots(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT path FROM roots ORDER BY path")]

    def schema_version(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT name FROM schema_version ORDER BY version")]

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def disk_bytes(self) -> int:
        total = 0
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(OSError):
                total += os.path.getsize(str(self.path) + suffix)
        return total


def _writable(home: Path, path: Path) -> bool:
    return os.access(home, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


def read_only_message(home: Path, what: str) -> str:
    return (
        f"filescout's folder {home} is read-only, so I can't {what}. Questions about what is already indexed "
        f"still work; to change anything, make the folder writable again (chmod u+w {home})."
    )


def _salvage(path: Path) -> dict:
    """Read roots and bookmarks out of a damaged index, as far as possible."""
    out: dict = {"roots": [], "bookmarks": []}
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            with contextlib.suppress(sqlite3.DatabaseError, UnicodeDecodeError):
                out["roots"] = [
                    {"path": r[0], "cross_mounts": r[1]} for r in conn.execute("SELECT path, cross_mounts FROM roots")
                ]
            with contextlib.suppress(sqlite3.DatabaseError, UnicodeDecodeError):
                out["bookmarks"] = [
                    {"path": r[0], "label": r[1], "created_at": r[2]}
                    for r in conn.execute("SELECT path, label, created_at FROM bookmarks")
                ]
        finally:
            conn.close()
    except sqlite3.Error:
        pass
    return out


def _recover(path: Path, reason: str) -> tuple[str, dict]:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    saved = _salvage(path)
    export = path.parent / f"recovered-{stamp}.json"
    fd = os.open(export, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(saved, f, indent=2)
    aside = path.with_name(f"index.db.damaged-{stamp}")
    for suffix in ("", "-wal", "-shm"):
        src = Path(str(path) + suffix)
        if src.exists():
            os.replace(src, Path(str(aside) + suffix))
    n_b = len(saved["bookmarks"])
    return (
        f"The index at {path} could not be used ({reason}). I moved it to {aside.name} and started a "
        f"fresh one; {len(saved['roots'])} folder(s) and {n_b} bookmark(s) were kept "
        f"(also exported to {export.name}). Run `filescout scan` to fill it again."
    ), saved


def _restore(conn: sqlite3.Connection, data: dict) -> None:
    now = time.time()
    with contextlib.suppress(sqlite3.Error):
        conn.execute("BEGIN")
        for r in data.get("roots", []):
            conn.execute(
                "INSERT OR IGNORE INTO roots(path, cross_mounts, added_at, last_scan_status) VALUES (?,?,?,?)",
                (r["path"], r.get("cross_mounts") or 0, now, "needs rescan"),
            )
        for b in data.get("bookmarks", []):
            conn.execute(
                "INSERT OR IGNORE INTO bookmarks(path, label, created_at) VALUES (?,?,?)",
                (b["path"], b.get("label"), b.get("created_at") or now),
            )
        conn.execute("COMMIT")
