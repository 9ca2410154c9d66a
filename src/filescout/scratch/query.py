"""Reading queries over the scratchpad, made safe by SQLite itself rather than by reading the SQL text:

* the database is opened read-only (``file:…?mode=ro``), with no room for attached databases
  (``SQLITE_LIMIT_ATTACHED`` = 0) and a cap on the size of any one value;
* an authorizer allows reading (SELECT, reading columns, recursive CTEs, ordinary functions and three
  read-only PRAGMAs, also as table-valued functions: ``pragma_table_info('t')``) and denies everything else:
  writes, schema changes, temp tables, ATTACH, transactions, other PRAGMAs and unsafe functions
  (``load_extension``, ``fts3_tokenizer`` …);
* a progress handler stops a query when its time is up (:data:`QUERY_SECONDS`, or ``FILESCOUT_QUERY_SECONDS``).

Callers write table names as they see them (``sales``, not ``scratch_sales``): each table gets a TEMP VIEW of
that name on this connection, made before the authorizer is installed, from names read back from the database
and checked again (:func:`~filescout.scratch.names.shown`), so no caller text ever becomes part of a name.
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import FilescoutError, InvalidInput
from .names import quote, shown

QUERY_SECONDS = 5.0
MAX_RESULT_ROWS = 1000
MAX_VALUE_BYTES = 10_000_000  # one text or blob value (randomblob(1e12) is refused, not attempted)
MAX_SQL = 100_000
MAX_RESULT_BYTES = 20_000_000  # the rows one answer carries back (1,000 rows of 10 MB each would be 10 GB)
SAFE_PRAGMAS = frozenset({"table_info", "table_xinfo", "table_list"})
UNSAFE_FUNCTIONS = frozenset(
    {"load_extension", "fts3_tokenizer", "readfile", "writefile", "edit", "zipfile", "sqlar_compress",
     "sqlar_uncompress", "fts5_source_id", "sqlite_dbpage", "sqlite_dbdata", "sqlite_dbptr"}
)  # fmt: skip
_SQLITE_RECURSIVE = getattr(sqlite3, "SQLITE_RECURSIVE", 33)
_ALLOWED = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, _SQLITE_RECURSIVE}
# A table-valued PRAGMA (SELECT … FROM pragma_table_info('t')) declares its virtual table first, which asks to
# UPDATE these columns of main.sqlite_master (a statement parsed, never run); the PRAGMA itself is asked after.
# Ignoring them (SQLITE_IGNORE: "leave that column as it is") lets the PRAGMA decide; a real UPDATE of
# sqlite_master is refused by SQLite before the authorizer is asked ("may not be modified").
_SCHEMA_TABLES = ("sqlite_master", "sqlite_schema")
_SCHEMA_COLUMNS = frozenset({"type", "name", "tbl_name", "rootpage", "sql"})


class QueryRefused(FilescoutError):
    code = "query_refused"


class QueryTimeout(FilescoutError):
    code = "too_slow"


@dataclass
class QueryResult:
    columns: list[str]
    rows: list[list]
    more: int | None = 0  # rows not returned (None: more than could be counted in time)
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


_WHY = {
    sqlite3.SQLITE_INSERT: "it would write to a table",
    sqlite3.SQLITE_UPDATE: "it would write to a table",
    sqlite3.SQLITE_DELETE: "it would write to a table",
    sqlite3.SQLITE_ATTACH: "it would attach another database",
    sqlite3.SQLITE_DETACH: "it would detach a database",
    sqlite3.SQLITE_TRANSACTION: "it would start or end a transaction",
    sqlite3.SQLITE_PRAGMA: "it would run a PRAGMA (settings can't be read or changed here)",
    sqlite3.SQLITE_FUNCTION: "it calls a function that isn't allowed here",
}


def _authorizer(denied: list[str]):
    def check(action: int, arg1: str | None, arg2: str | None, _db: str | None, _trigger: str | None) -> int:
        if action in _ALLOWED:
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_FUNCTION and (arg2 or "").lower() not in UNSAFE_FUNCTIONS:
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_PRAGMA and (arg1 or "").lower() in SAFE_PRAGMAS:
            return sqlite3.SQLITE_OK
        if (action == sqlite3.SQLITE_UPDATE and (arg1 or "").lower() in _SCHEMA_TABLES and _db == "main"
                and arg2 in _SCHEMA_COLUMNS and _trigger is None):  # fmt: skip
            return sqlite3.SQLITE_IGNORE
        why = _WHY.get(action, "it would change the database or its structure")
        if (arg1 or "").lower().startswith(("sqlite_master", "sqlite_temp_master", "sqlite_schema")):
            why = "it would change the database's structure (tables, views, indexes)"
        if action == sqlite3.SQLITE_FUNCTION:
            why = f"it calls {arg2}(), which isn't allowed here"
        if action == sqlite3.SQLITE_PRAGMA:
            why = (f"it would run PRAGMA {arg1} (only the PRAGMAs describing tables can be read here: "
                   f"{', '.join(sorted(SAFE_PRAGMAS))}, or pragma_table_info('table') in a SELECT)")  # fmt: skip
        denied.append(why)
        return sqlite3.SQLITE_DENY

    return check


def connect_readonly(path: Path) -> sqlite3.Connection:
    """A read-only connection to the scratchpad with a TEMP VIEW per table under the name callers use."""
    if not path.exists():
        conn = sqlite3.connect(":memory:", isolation_level=None)  # no scratchpad yet: an empty one
    else:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None, timeout=10)
    conn.setlimit(sqlite3.SQLITE_LIMIT_ATTACHED, 0)
    conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
    conn.setlimit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, MAX_SQL)
    names = conn.execute("SELECT name FROM main.sqlite_master WHERE type='table'").fetchall()
    for (stored_name,) in names:
        name = shown(stored_name)
        if name:
            conn.execute(f"CREATE TEMP VIEW {quote(name)} AS SELECT * FROM main.{quote(stored_name)}")
    return conn


def run_query(
    path: Path,
    sql: str,
    *,
    params: list | None = None,
    seconds: float | None = None,
    max_rows: int | None = None,
) -> QueryResult:
    """Run one reading statement; its columns and up to ``max_rows`` rows (and how many more there were)."""
    if not isinstance(sql, str) or not sql.strip():
        raise InvalidInput("Write a query, for example: SELECT category, sum(amount) FROM spending GROUP BY 1")
    if len(sql) > MAX_SQL:
        raise InvalidInput(f"That query is too long ({len(sql):,} characters; at most {MAX_SQL:,}).")
    seconds = time_limit() if seconds is None else seconds
    max_rows = MAX_RESULT_ROWS if max_rows is None else max_rows
    t0 = time.monotonic()
    deadline = t0 + seconds
    conn = connect_readonly(path)
    denied: list[str] = []
    timed_out = [False]

    def progress() -> int:
        if time.monotonic() > deadline:
            timed_out[0] = True
            return 1
        return 0

    try:
        conn.set_authorizer(_authorizer(denied))
        conn.set_progress_handler(progress, 1000)
        try:
            cur = conn.execute(sql, params or [])
            columns = [d[0] for d in cur.description or []]
            rows, size = [], 0
            while len(rows) < max_rows and size <= MAX_RESULT_BYTES and (row := cur.fetchone()) is not None:
                rows.append([_value(v) for v in row])  # (a blob becomes its size here, not kept)
                size += sum(len(v) if isinstance(v, str) else 16 for v in rows[-1])
        except sqlite3.Error as exc:
            raise _plain(exc, denied, timed_out[0], seconds) from None
        more: int | None = 0
        notes = []
        if size > MAX_RESULT_BYTES:
            notes.append(f"Rows past {MAX_RESULT_BYTES / 1e6:g} MB of values were left out of this answer.")
        if len(rows) == max_rows or size > MAX_RESULT_BYTES:
            try:
                for _ in cur:
                    more += 1  # type: ignore[operator]
            except sqlite3.OperationalError:
                more = None  # counting the rest took too long: "more" without a number
        if not columns:
            notes.append("That statement returns no rows.")
        return QueryResult(columns, rows, more, time.monotonic() - t0, notes)
    finally:
        conn.close()


def time_limit() -> float:
    """The time limit: ``FILESCOUT_QUERY_SECONDS`` when set to a sensible number, else :data:`QUERY_SECONDS`."""
    try:
        value = float(os.environ.get("FILESCOUT_QUERY_SECONDS", ""))
    except ValueError:
        return QUERY_SECONDS
    return value if 0.05 <= value <= 3600 else QUERY_SECONDS


def _plain(exc: sqlite3.Error, denied: list[str], timed_out: bool, seconds: float) -> FilescoutError:
    text = str(exc)
    if timed_out or "interrupted" in text:
        return QueryTimeout(
            f"The query was stopped after {seconds:g} s, the time limit. Narrow it down (a WHERE, a LIMIT) "
            "or check for a recursive query that never ends."
        )
    if "may not be modified" in text:  # sqlite_master, refused by SQLite itself before the authorizer is asked
        denied = denied or ["it would change the database's structure (tables, views, indexes)"]
    if denied or "not authorized" in text or "readonly" in text or "cannot modify" in text:
        why = denied[0] if denied else "it would write to a table"
        return QueryRefused(f"Only reading queries (SELECT) run on the scratchpad; that one was refused: {why}.")
    if isinstance(exc, sqlite3.ProgrammingError) and "one statement" in text:
        return QueryRefused("Run one statement at a time (no ';' followed by another statement).")
    if "too many attached" in text:
        return QueryRefused("Only reading queries run on the scratchpad; attaching a database was refused.")
    if "no such table" in text:
        return InvalidInput(f"The query failed: {text}. See the tables with list_tables.")
    if "too big" in text:
        return QueryRefused(f"The query made a value larger than {MAX_VALUE_BYTES / 1e6:g} MB; it was stopped.")
    return InvalidInput(f"The query failed: {text}.")


def _value(v: object) -> object:
    if isinstance(v, bytes):
        return f"<{len(v)} bytes>"
    if isinstance(v, float):
        return round(v, 9)  # 0.1 + 0.2 reads 0.3 (float noise off; cents are exact)
    return v
