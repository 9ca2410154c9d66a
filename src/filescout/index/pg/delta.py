"""Publishing only what changed: a file moved, a folder renamed, what `watch` just wrote.

After a machine's first full publish, triggers in its own index log the key of every row written to the tables
the shared index holds (``shared_changes``: a sequence number, the table, the key). The next publish, when the
log is short, deletes those keys' rows from the machine's partitions and copies their current rows in, in one
transaction; a long log (a big rescan) is published in full instead. Log entries are removed only up to the
mark taken with the snapshot that was published, so changes written meanwhile go out next time.

A token set by each full publish, kept both in the shared index (``hosts.token``) and in the machine's index,
tells whether the shared index still holds what this log continues from (another server, a restored backup, a
host forgotten since): if not, the publish is a full one.
"""

from __future__ import annotations

import sqlite3
import time
import uuid

from .schema import FOLDED, QUALIFIED, TABLES

DELTA_MAX = 20_000  # logged keys above which a full publish is cheaper than row-by-row changes
# the key the log records for each table (the column the shared index's partitions are keyed on)
KEYS = {table: key for table, (key, _cols) in TABLES.items()}


def _trigger_sql(table: str, key: str) -> list[str]:
    log = "INSERT INTO shared_changes(tbl, key) VALUES ('{t}', {v}.{k});"
    return [
        f"CREATE TRIGGER IF NOT EXISTS sc_{table}_i AFTER INSERT ON {table} BEGIN "
        + log.format(t=table, v="NEW", k=key)
        + " END",
        f"CREATE TRIGGER IF NOT EXISTS sc_{table}_u AFTER UPDATE ON {table} BEGIN "
        + log.format(t=table, v="NEW", k=key)
        + " "
        + log.format(t=table, v="OLD", k=key)
        + " END",
        f"CREATE TRIGGER IF NOT EXISTS sc_{table}_d AFTER DELETE ON {table} BEGIN "
        + log.format(t=table, v="OLD", k=key)
        + " END",
    ]


def track(local: sqlite3.Connection) -> bool:
    """Start logging changes in this machine's index (once); False where it can't be written (read-only)."""
    try:
        have = {r[0] for r in local.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")}
        if tracking(local, have):
            return True
        local.execute("BEGIN IMMEDIATE")
        try:
            local.execute(
                "CREATE TABLE IF NOT EXISTS shared_changes("
                "seq INTEGER PRIMARY KEY AUTOINCREMENT, tbl TEXT NOT NULL, key INTEGER NOT NULL)"
            )
            for table, key in KEYS.items():
                if table in have:
                    for stmt in _trigger_sql(table, key):
                        local.execute(stmt)
            local.execute("COMMIT")
        except BaseException:
            local.execute("ROLLBACK")
            raise
        return True
    except sqlite3.OperationalError:  # a read-only index: every publish is a full one
        return False


def tracking(local: sqlite3.Connection, have: set[str] | None = None) -> bool:
    """Every table the shared index holds has its three triggers (a repaired index may have lost them)."""
    if have is None:
        have = {r[0] for r in local.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")}
    tables = [t for t in KEYS if t in have]
    return "shared_changes" in have and all(f"sc_{t}_{w}" in have for t in tables for w in "iud")


def mark(local: sqlite3.Connection) -> int:
    """The last logged change (inside the publish's snapshot)."""
    return local.execute("SELECT coalesce(max(seq), 0) FROM shared_changes").fetchone()[0]


def pending(local: sqlite3.Connection, upto: int) -> int:
    return local.execute("SELECT count(DISTINCT tbl || key) FROM shared_changes WHERE seq <= ?", (upto,)).fetchone()[0]


def forget(local: sqlite3.Connection, upto: int) -> None:
    """Log entries up to ``upto`` are in the shared index now."""
    try:
        local.execute("DELETE FROM shared_changes WHERE seq <= ?", (upto,))
    except sqlite3.OperationalError:
        pass  # (read-only meanwhile: the same changes go out again next time, harmlessly)


def new_token() -> str:
    return uuid.uuid4().hex


def local_token(local: sqlite3.Connection) -> str | None:
    row = local.execute("SELECT value FROM meta WHERE key = 'shared_token'").fetchone()
    return row[0] if row else None


def save_token(local: sqlite3.Connection, token: str) -> None:
    try:
        local.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('shared_token', ?)", (token,))
    except sqlite3.OperationalError:
        pass


def apply(
    local: sqlite3.Connection, conn, host: str, no: int, lo: int, hi: int, upto: int, select, point=lambda: None
) -> dict:
    """Copy the logged rows (up to ``upto``) of this machine into the shared index, in one transaction on
    ``conn`` (a psycopg connection holding the host's publish lock). ``select(table, cols, lo, host)`` is the
    publish's own SELECT of a table's rows for the shared index."""
    t0 = time.perf_counter()
    counts: dict[str, int] = {}
    with conn.transaction(), conn.cursor() as cur:
        for table, (key, cols) in TABLES.items():
            keys = [
                r[0]
                for r in local.execute(
                    "SELECT DISTINCT key FROM shared_changes WHERE tbl = ? AND seq <= ?", (table, upto)
                )
            ]
            if not keys:
                continue
            shifted = [k + lo for k in keys]
            cur.execute(f"DELETE FROM {table} WHERE {key} = ANY(%s) AND {key} >= %s AND {key} < %s", (shifted, lo, hi))
            copy_cols = (*cols, *(["hpath"] if table in QUALIFIED else []), *(["fname"] if table in FOLDED else []))
            sql = select(table, cols, lo, host) + (
                f" WHERE {key} IN (SELECT key FROM shared_changes WHERE tbl = ? AND seq <= ?)"
            )
            n = 0
            with cur.copy(f"COPY {table} ({', '.join(copy_cols)}) FROM STDIN") as cp:
                for row in local.execute(sql, (table, upto)):
                    cp.write_row(row)
                    n += 1
            counts[table] = n
            point()
        cur.execute(
            "UPDATE hosts SET published_at = %s, files = (SELECT count(*) FROM files WHERE id >= %s AND id < %s), "
            "bytes = (SELECT coalesce(sum(bytes), 0) FROM root_ext WHERE root_id >= %s AND root_id < %s) "
            "WHERE no = %s",
            (time.time(), lo, hi, lo, hi, no),
        )
    return {"host": host, "host_no": no, "rows": counts, "changed_only": True,
            "seconds": round(time.perf_counter() - t0, 3)}  # fmt: skip
