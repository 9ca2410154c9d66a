"""Publishing one machine's index into the shared one: its rows, loaded with COPY into fresh partitions, swapped
in at once.

Each machine scans into its own SQLite index first (the scanner is incremental, works offline, and reads its
previous state locally); publishing copies that host's tables into new tables, builds their indexes, and then,
in one short transaction, detaches the host's old partitions and attaches the new ones. Readers see the host's
old rows or its new ones, never a mix, and the other hosts' partitions are neither rewritten nor locked for the
length of the load (only for the swap, a few milliseconds).
"""

from __future__ import annotations

import os
import re
import signal
import socket
import sqlite3
import time
from collections.abc import Callable

from ...errors import FilescoutError
from . import delta
from .conn import PgConn
from .schema import DDL, FOLDED, HOST_SHIFT, INDEXES, QUALIFIED, TABLES, host_views, migrate

# text columns whose content comes from documents: PostgreSQL text can't hold NUL
_DOC_TEXT = {"text", "context", "meta", "error", "loc"}
SWAP_LOCK = 4663348
PUBLISH_LOCK = 4663349

# tests: SIGKILL this process at the N-th point of a publish (after each table's load, its indexes, each swap)
_KILL_AT: int | None = None
_points = 0


def _point() -> None:
    global _points
    if _KILL_AT is not None:
        _points += 1
        if _points == _KILL_AT:
            os.kill(os.getpid(), signal.SIGKILL)


def _drop_orphans(cur, no: int) -> None:
    """Tables a killed publish of this host left half loaded (never attached): dropped."""
    cur.execute(
        "SELECT c.relname FROM pg_class c WHERE c.relkind = 'r' AND c.relname ~ %s "
        "AND NOT EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhrelid = c.oid)",
        (f"^({'|'.join(TABLES)})_h{no}_[0-9]+$",),
    )
    for (name,) in cur.fetchall():
        cur.execute(f"DROP TABLE IF EXISTS {name}")


_HOST = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,62}")


def host_name(configured: str | None = None) -> str:
    """This machine's name in the shared index: the configured one, else the short host name."""
    name = (configured or socket.gethostname().split(".")[0] or "localhost").strip()
    if not _HOST.fullmatch(name):
        raise FilescoutError(
            f"{name!r} can't be this machine's name in the shared index: use letters, digits, '.', '-' or '_' "
            "(at most 63), e.g. host_name in config.json or FILESCOUT_HOST_NAME=laptop."
        )
    return name


def host_no(pg: PgConn, name: str) -> int:
    """The number of host ``name`` in the shared index, registering it the first time."""
    with pg.connection() as conn, conn.transaction(), conn.cursor() as cur:
        cur.execute("SELECT pg_advisory_xact_lock(%s)", (SWAP_LOCK,))
        cur.execute("SELECT no FROM hosts WHERE name = %s", (name,))
        row = cur.fetchone()
        if row:
            return row[0]
        cur.execute("INSERT INTO hosts(no, name) SELECT coalesce(max(no), 0) + 1, %s FROM hosts RETURNING no", (name,))
        no = cur.fetchone()[0]
        host_views(cur, no)
        return no


def _select(table: str, cols: tuple[str, ...], off: int, host: str) -> str:
    parts = []
    for c in cols:
        if c in _DOC_TEXT:
            parts.append(f"replace({c}, char(0), '')")
        elif c in ID_COLUMNS_SET:
            parts.append(f"{c} + {off}")
        else:
            parts.append(c)
    if table in QUALIFIED:
        parts.append(f"'{host}:' || path")  # (a host name has no quote: see host_name)
    if table in FOLDED:
        parts.append("fs_fold(name)")  # (index/fold.py's, registered on the index's connections)
    return f"SELECT {', '.join(parts)} FROM {table}"


ID_COLUMNS_SET = {"id", "parent_id", "dir_id", "root_id", "file_id"}


def publish(
    local: sqlite3.Connection,
    pg: PgConn,
    host: str,
    *,
    progress: Callable[[str, int], None] | None = None,
    full: bool = False,
) -> dict:
    """Bring host ``host``'s rows in the shared index up to date with the local index ``local``: only what changed
    since the last publish when that is little (delta.py), else everything, into fresh partitions swapped in.

    Returns what was published: host, number, rows per table, seconds, and whether only changes were sent."""
    t0 = time.perf_counter()
    host = host_name(host)
    with pg.connection() as conn:
        migrate(conn)
    no = host_no(pg, host)
    lo, hi = no << HOST_SHIFT, (no + 1) << HOST_SHIFT
    tracked = delta.track(local)  # (before the snapshot: a change written from now on is logged)
    # one read transaction over the local index: its tables are copied as of one moment (a watcher writing
    # meanwhile can't leave a file whose folder was not copied)
    snapshot = not local.in_transaction
    if snapshot:
        local.execute("BEGIN")
    token = None
    try:
        upto = delta.mark(local) if tracked else None
        with pg.connection() as conn:
            with conn.cursor() as cur:
                # one publish of a host at a time (a scan while watch publishes waits its turn); the lock goes with
                # the session, so a killed publisher leaves none behind
                cur.execute("SELECT pg_advisory_lock(%s, %s)", (PUBLISH_LOCK, no))
            try:
                if (
                    not full
                    and upto is not None
                    and _continues(conn, no, local)
                    and delta.pending(local, upto) <= (delta.DELTA_MAX)
                ):
                    result = delta.apply(local, conn, host, no, lo, hi, upto, _select, _point)
                    _point()  # (committed; the log not yet trimmed: the same changes are sent again next time)
                else:
                    token = delta.new_token()
                    result = _publish(local, conn, host, no, lo, hi, t0, progress, token)
            finally:
                with conn.cursor() as cur:
                    cur.execute("SELECT pg_advisory_unlock(%s, %s)", (PUBLISH_LOCK, no))
    finally:
        if snapshot and local.in_transaction:
            local.execute("COMMIT")
    if upto is not None:
        delta.forget(local, upto)
    if token is not None:
        delta.save_token(local, token)
    result["seconds"] = round(time.perf_counter() - t0, 3)
    return result


def _continues(conn, no: int, local: sqlite3.Connection) -> bool:
    """The shared index holds this machine's last full publish, which the local change log continues."""
    with conn.cursor() as cur:
        cur.execute("SELECT token FROM hosts WHERE no = %s AND published_at IS NOT NULL", (no,))
        row = cur.fetchone()
    return row is not None and row[0] is not None and row[0] == delta.local_token(local)


def _publish(local, conn, host: str, no: int, lo: int, hi: int, t0: float, progress, token: str) -> dict:
    stamp = f"{int(time.time() * 1000) % 10**10}"
    counts: dict[str, int] = {}
    have = {r[0] for r in local.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    with conn.cursor() as cur:
        _drop_orphans(cur, no)
        cur.execute("UPDATE hosts SET publishing_since = %s WHERE no = %s", (time.time(), no))
    new: dict[str, str] = {}
    try:
        for table, (key, cols) in TABLES.items():
            name = f"{table}_h{no}_{stamp}"
            new[table] = name
            with conn.cursor() as cur:
                cur.execute(f"DROP TABLE IF EXISTS {name}")
                cur.execute(f"CREATE TABLE {name}({DDL[table]})")
                n = 0
                if table in have:
                    copy_cols = (
                        *cols,
                        *(["hpath"] if table in QUALIFIED else []),
                        *(["fname"] if table in FOLDED else []),
                    )
                    with cur.copy(f"COPY {name} ({', '.join(copy_cols)}) FROM STDIN") as cp:
                        for row in local.execute(_select(table, cols, lo, host)):
                            cp.write_row(row)
                            n += 1
                            if progress and n % 100_000 == 0:
                                progress(table, n)
                counts[table] = n
                _point()
                for spec in INDEXES[table]:
                    if spec.startswith("PRIMARY KEY"):
                        cur.execute(f"ALTER TABLE {name} ADD {spec}")
                    else:
                        cur.execute(f"CREATE INDEX ON {name} {spec}")
                # the partition's bounds as a constraint: attaching it then checks nothing row by row
                bound = f"CHECK ({key} >= {lo} AND {key} < {hi})"
                cur.execute(f"ALTER TABLE {name} ADD CONSTRAINT {name}_range {bound}")
                cur.execute(f"ANALYZE {name}")
                _point()
        _swap(conn, no, lo, hi, new, counts, time.perf_counter() - t0, token)
        _point()  # (swapped and committed)
    except BaseException:
        with conn.cursor() as cur:
            for name in new.values():
                cur.execute(f"DROP TABLE IF EXISTS {name}")
        raise
    return {"host": host, "host_no": no, "rows": counts, "changed_only": False}


def _swap(
    conn, no: int, lo: int, hi: int, new: dict[str, str], counts: dict[str, int], seconds: float, token: str
) -> None:
    with conn.transaction(), conn.cursor() as cur:
        cur.execute("SELECT pg_advisory_xact_lock(%s)", (SWAP_LOCK,))
        host_views(cur, no)  # (as this version of filescout defines them)
        cur.execute("SET LOCAL lock_timeout = '20s'")
        for table, name in new.items():
            cur.execute(
                "SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
                "JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = %s AND c.relname LIKE %s",
                (table, f"{table}\\_h{no}\\_%"),
            )
            for (old,) in cur.fetchall():
                cur.execute(f"ALTER TABLE {table} DETACH PARTITION {old}")
                cur.execute(f"DROP TABLE {old}")
            cur.execute(f"ALTER TABLE {table} ATTACH PARTITION {name} FOR VALUES FROM ({lo}) TO ({hi})")
            _point()
        cur.execute(
            "UPDATE hosts SET published_at = %s, publishing_since = NULL, seconds = %s, files = %s, token = %s, "
            "bytes = (SELECT coalesce(sum(bytes), 0) FROM root_ext WHERE root_id >= %s AND root_id < %s) WHERE no = %s",
            (time.time(), seconds, counts.get("files", 0), token, lo, hi, no),
        )


def forget_host(pg: PgConn, host: str) -> bool:
    """Remove a host and all its rows from the shared index (a machine that is gone)."""
    with pg.connection() as conn, conn.transaction(), conn.cursor() as cur:
        cur.execute("SELECT pg_advisory_xact_lock(%s)", (SWAP_LOCK,))
        cur.execute("SELECT no FROM hosts WHERE name = %s", (host,))
        row = cur.fetchone()
        if row is None:
            return False
        for table in TABLES:
            cur.execute(
                "SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
                "JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = %s AND c.relname LIKE %s",
                (table, f"{table}\\_h{row[0]}\\_%"),
            )
            for (old,) in cur.fetchall():
                cur.execute(f"ALTER TABLE {table} DETACH PARTITION {old}")
                cur.execute(f"DROP TABLE {old}")
        cur.execute("DELETE FROM hosts WHERE no = %s", (row[0],))
        return True
