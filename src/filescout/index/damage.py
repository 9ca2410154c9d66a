"""Damage a query runs into, and errors of the state folder, told plainly.

``Index.open`` checks the header and every table's first and last pages; damage
in the middle of the file shows only when a query reaches it. Then SQLite's
integrity check says which structures are damaged. When only derived ones are
(B-tree indexes, full-text indexes) and every table still reads whole, the
index is rebuilt from its tables into a new file, which replaces it; the
damaged file is kept beside it. Otherwise the index is moved aside and started
fresh (folders and bookmarks kept), and a rescan is needed. Either way the
user gets a plain message, never a traceback.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

from ..errors import FilescoutError
from . import schema
from .db import Index, _connect, _migrate, _recover, _restore, is_corruption, read_only_message


class IndexRebuilt(FilescoutError):
    """The index was damaged in derived structures only, and was rebuilt from its intact tables."""

    code = "index_rebuilt"


class IndexDamaged(FilescoutError):
    code = "index_damaged"


def state_error(exc: sqlite3.Error, idx: Index | None, home: Path | None) -> FilescoutError | None:
    """A plain error for a SQLite error caused by the state folder (damage, read-only, full, busy); None for
    anything else (a bug). A damaged index is repaired here before the error is returned."""
    text = str(exc).lower()
    where = home or (idx.home if idx is not None else Path("the state folder"))
    if is_corruption(exc):
        if idx is None:
            return IndexDamaged(f"filescout's state in {where} is damaged ({exc}).")
        return repair_damaged(idx, str(exc))
    if "readonly" in text or "read-only" in text:
        return FilescoutError(read_only_message(where, "save changes"), code="read_only")
    if "full" in text:
        return FilescoutError(
            f"There is no space left for filescout's state in {where}, so I couldn't save that. Nothing already "
            "saved was lost and questions still work; free some space and try again.",
            code="no_space",
        )
    if "locked" in text or "busy" in text:
        return FilescoutError(
            "The index is busy with another filescout command that is writing to it; try again in a moment.",
            code="busy",
        )
    if "unable to open" in text or "disk i/o" in text:
        return FilescoutError(f"I couldn't open or read filescout's state in {where} ({exc}).", code="io_error")
    return None


@contextlib.contextmanager
def _repair_lock(home: Path) -> Iterator[bool]:
    """True when this process may repair (no other filescout is repairing, no scan is running)."""
    from .scan.lock import scan_running

    try:
        fd = os.open(home / "repair.lock", os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        yield False
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        yield not scan_running(home)
    finally:
        os.close(fd)


def repair_damaged(idx: Index, reason: str) -> FilescoutError:
    """Repair the damaged index behind ``idx`` (its connection is replaced). Returns the error to report:
    :class:`IndexRebuilt` when nothing was lost (the question can simply be asked again), else IndexDamaged."""
    path = idx.path
    with contextlib.suppress(sqlite3.Error):
        if idx.conn.in_transaction:
            idx.conn.execute("ROLLBACK")
    if idx.readonly:
        ro = read_only_message(idx.home, "repair it")
        return IndexDamaged(f"The index at {path} is damaged ({reason}), and {ro}")
    with _repair_lock(idx.home) as mine:
        if not mine:
            return IndexDamaged(
                f"The index at {path} is damaged ({reason}). It will be repaired when the running scan ends "
                "(or another filescout is repairing it now); try again then."
            )
        if _inode(path) != idx.ino:  # someone else already replaced it: use theirs
            _reopen(idx)
            return IndexRebuilt("The index was repaired by another filescout command; ask again.")
        damaged, tables_ok = _damaged_objects(idx.conn)
        if tables_ok:
            new = path.with_name(f"index.db.rebuild-{os.getpid()}")
            try:
                _rebuild_into(path, new)
            except sqlite3.Error:
                _remove(new)
            else:
                aside = _swap(idx, new)
                what = ", ".join(sorted(damaged)) or "its search structures"
                return IndexRebuilt(
                    f"The index had damaged pages in derived data ({what}); its tables were intact, so I rebuilt "
                    f"it from them. Nothing was lost (the damaged file is kept as {aside.name})."
                )
        idx.close()
        notice, saved = _recover(path, reason)
        conn = _connect(path, readonly=False)
        _migrate(conn)
        _restore(conn, saved)
        idx.conn, idx.ino = conn, _inode(path)
        return IndexDamaged(notice)


def _inode(path: Path) -> int | None:
    try:
        return os.stat(path).st_ino
    except OSError:
        return None


def _reopen(idx: Index) -> None:
    idx.close()
    idx.conn, idx.ino = _connect(idx.path, readonly=False), _inode(idx.path)


_MENTIONED = re.compile(r"(?:missing from|entries in|entry in) index (\w+)", re.I)


def _reads_whole(conn: sqlite3.Connection, sql: str) -> bool:
    """False when reading every value ``sql`` selects meets damage."""
    try:
        conn.execute(sql).fetchall()
    except sqlite3.DatabaseError as exc:
        return not is_corruption(exc)
    except UnicodeDecodeError:
        return False
    return True


def _damaged_objects(conn: sqlite3.Connection) -> tuple[set[str], bool]:
    """Which objects are damaged, and whether every table (other than full-text shadow tables, which are
    derived) is intact. Each structure is read on its own: an index through its own pages only."""
    try:
        master = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    except (sqlite3.DatabaseError, UnicodeDecodeError):
        return set(), False  # the schema itself is unreadable
    problems = ""
    with contextlib.suppress(sqlite3.DatabaseError, UnicodeDecodeError):  # (the check itself may stop at damage)
        problems = "\n".join(r[0] for r in conn.execute("PRAGMA integrity_check(200)"))
    virtual = {r[1] for r in master if r[0] == "table" and (r[3] or "").upper().startswith("CREATE VIRTUAL")}
    damaged: set[str] = set()
    tables_ok = True
    for kind, name, table, sql in master:
        if kind == "table" and name not in virtual and not name.startswith("sqlite_"):
            cols = [r[1] for r in conn.execute(f'PRAGMA table_info("{name}")')]
            values = " + ".join(f'length(quote("{c}"))' for c in cols) or "1"
            if not _reads_whole(conn, f'SELECT sum({values}) FROM "{name}" NOT INDEXED'):
                damaged.add(name)
                tables_ok = tables_ok and any(name.startswith(v + "_") for v in virtual)
        elif kind == "index":
            cols = [r[2] for r in conn.execute(f'PRAGMA index_info("{name}")') if r[2]]
            values = " + ".join(f'length(quote("{c}"))' for c in cols) or "1"
            where = " WHERE nlink IS NOT NULL" if sql and "WHERE nlink IS NOT NULL" in sql else ""
            if not _reads_whole(conn, f'SELECT sum({values}) FROM "{table}" INDEXED BY "{name}"{where}'):
                damaged.add(name)
    # an index entry that disagrees with its row, in an index whose own pages read whole, means the row changed
    mentioned = set(_MENTIONED.findall(problems))
    return damaged | mentioned, tables_ok and mentioned <= damaged


def _rebuild_into(old: Path, new: Path) -> None:
    """A new index file with every table of ``old`` copied (read from the tables alone) and everything
    derived built again. Raises sqlite3.Error if a table can't be read whole."""
    _remove(new)
    os.close(os.open(new, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600))
    conn = sqlite3.connect(new, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode=OFF")  # a scratch file until it is complete
        _migrate(conn)
        triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type='trigger'").fetchall()
        for name, _ in triggers:
            conn.execute(f'DROP TRIGGER "{name}"')
        virtual = [
            r[0]
            for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' AND sql LIKE 'CREATE VIRTUAL%'")
        ]
        tables = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' "
                "AND sql NOT LIKE 'CREATE VIRTUAL%'"
            )
            if r[0] != "schema_version" and not any(r[0].startswith(v + "_") for v in virtual)
        ]
        conn.execute("ATTACH ? AS old", (str(old),))
        conn.execute("BEGIN")
        for t in tables:
            cols_old = {r[1] for r in conn.execute(f'PRAGMA old.table_info("{t}")')}
            cols = [r[1] for r in conn.execute(f'PRAGMA main.table_info("{t}")') if r[1] in cols_old]
            if not cols:
                continue
            q = ",".join(f'"{c}"' for c in cols)
            conn.execute(f'DELETE FROM main."{t}"')
            conn.execute(f'INSERT INTO main."{t}"({q}) SELECT {q} FROM old."{t}" NOT INDEXED')
        conn.execute("COMMIT")
        conn.execute("DETACH old")
        for v in virtual:
            conn.execute(f'INSERT INTO "{v}"("{v}") VALUES (\'rebuild\')')
        for sql in schema.FILE_INDEXES.values():
            conn.execute(sql)
        for _, sql in triggers:
            conn.execute(sql)
        for sql in schema.TRIGGERS.values():
            conn.execute(sql)
        conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 0)")
        conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('stale_names', 0)")
        conn.execute("ANALYZE")
        if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError("the rebuilt index did not pass its check")
        conn.execute("PRAGMA journal_mode=WAL")
    finally:
        conn.close()
    fd = os.open(new, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _swap(idx: Index, new: Path) -> Path:
    """Put the rebuilt file in place; the damaged one (with its log) is kept aside. Returns where it went."""
    path = idx.path
    idx.close()
    aside = path.with_name(f"index.db.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    for suffix in ("", "-wal", "-shm"):
        src = Path(str(path) + suffix)
        if src.exists():
            os.replace(src, Path(str(aside) + suffix))
    os.replace(new, path)
    _reopen(idx)
    return aside


def _remove(p: Path) -> None:
    for suffix in ("", "-journal", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.remove(str(p) + suffix)
