"""The scratchpad's database: tables the user (or a model) fills with rows pulled out of documents, kept in
``scratch.db`` in filescout's state folder (0600), apart from the index.

Tables are stored as ``scratch_<name>``; their columns have a type that SQLite's own affinity follows:
text, integer, real, amount (REAL, rounded to cents) and date (ISO ``YYYY-MM-DD`` text). Limits: at most
:data:`MAX_TABLES` tables, :data:`MAX_ROWS` rows a table and :data:`MAX_BYTES` in all (SQLite itself refuses to
grow the file past it: ``max_page_count``), each with a plain error. Reading queries go through
:mod:`filescout.scratch.query`, on a separate read-only connection.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

from ..errors import FilescoutError, InvalidInput, NotFound
from .names import quote, shown, stored

DB_NAME = "scratch.db"
MAX_TABLES = 100
MAX_ROWS = 1_000_000
MAX_BYTES = 100_000_000  # 100 MB (decimal, like every size filescout shows)

# logical type -> the declared SQL type (its affinity: TEXT, INTEGER or REAL; the first word names the type)
TYPES = {"text": "TEXT", "integer": "INTEGER", "real": "REAL", "amount": "AMOUNT REAL", "date": "DATE TEXT"}
ALIASES = {"int": "integer", "number": "real", "float": "real", "numeric": "real", "decimal": "real",
           "str": "text", "string": "text", "money": "amount", "currency": "amount"}  # fmt: skip
DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}")


class LimitReached(FilescoutError):
    code = "limit_reached"


def logical_type(kind: object) -> str:
    """A caller's column type ("amount", "Date", "int") as one of :data:`TYPES`."""
    word = str(kind).strip().lower() if isinstance(kind, str) else ""
    word = ALIASES.get(word, word)
    if word not in TYPES:
        raise InvalidInput(f"{kind!r} isn't a column type. Use one of: {', '.join(TYPES)}.")
    return word


def _declared_to_logical(declared: str) -> str:
    first = (declared or "").split(" ")[0].lower()
    return first if first in TYPES else "text"


class Scratchpad:
    """The scratchpad database in ``home``, opened for writing."""

    def __init__(self, home: str | os.PathLike) -> None:
        self.path = Path(home) / DB_NAME
        self.notice: str | None = None
        try:
            self.conn = self._open()
        except sqlite3.DatabaseError:  # damaged or not a database: set aside (never deleted), start a new one
            aside = self.path.with_name(f"{DB_NAME}.damaged-{int(time.time())}")
            os.replace(self.path, aside)
            self.notice = f"The scratchpad database was damaged; it was moved to {aside} and a new one started."
            self.conn = self._open()

    def _open(self) -> sqlite3.Connection:
        if not self.path.exists():
            with contextlib.suppress(FileExistsError):
                os.close(os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600))
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=10)
        try:
            conn.execute("PRAGMA synchronous=NORMAL")
            page = conn.execute("PRAGMA page_size").fetchone()[0]
            conn.execute(f"PRAGMA max_page_count={max(2, MAX_BYTES // page)}")
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except BaseException:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        self.conn.close()

    # -- what is there ------------------------------------------------------
    def tables(self) -> list[str]:
        rows = self.conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").fetchall()
        return [n for (name,) in rows if (n := shown(name))]

    def exists(self, name: str) -> bool:
        return name in self.tables()

    def require(self, name: str) -> None:
        if not self.exists(name):
            have = self.tables()
            hint = f" Tables: {', '.join(have)}." if have else " The scratchpad is empty."
            raise NotFound(f"There is no scratchpad table called {name!r}.{hint}")

    def columns(self, name: str) -> list[tuple[str, str]]:
        """(column, logical type) of table ``name``, in order."""
        rows = self.conn.execute(f"PRAGMA table_info({quote(stored(name))})").fetchall()
        return [(r[1], _declared_to_logical(r[2])) for r in rows]

    def row_count(self, name: str) -> int:
        return self.conn.execute(f"SELECT count(*) FROM {quote(stored(name))}").fetchone()[0]

    def size_bytes(self) -> int:
        pages = self.conn.execute("PRAGMA page_count").fetchone()[0]
        return pages * self.conn.execute("PRAGMA page_size").fetchone()[0]

    # -- changes ------------------------------------------------------------
    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            if self.conn.in_transaction:  # (SQLite rolls back itself after some errors: a full database)
                self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def create(self, name: str, columns: list[tuple[str, str]]) -> None:
        """A new table (``columns``: checked names and logical types). Refused when it exists or the scratchpad
        holds :data:`MAX_TABLES` tables."""
        if not columns:
            raise InvalidInput("A table needs at least one column.")
        if self.exists(name):
            raise InvalidInput(f"There is already a scratchpad table called {name!r} (drop it first, or append).")
        if len(self.tables()) >= MAX_TABLES:
            raise LimitReached(
                f"The scratchpad holds {MAX_TABLES} tables, its limit. Drop tables you no longer need "
                "(drop_table) or clear it (clear_scratchpad)."
            )
        cols = ", ".join(f"{quote(c)} {TYPES[logical_type(t)]}" for c, t in columns)
        self._guarded(f"CREATE TABLE {quote(stored(name))} ({cols})")

    def add_columns(self, name: str, columns: list[tuple[str, str]]) -> None:
        for c, t in columns:
            self._guarded(f"ALTER TABLE {quote(stored(name))} ADD COLUMN {quote(c)} {TYPES[logical_type(t)]}")

    def insert(self, name: str, columns: list[str], rows: list[list]) -> int:
        """Append ``rows`` (values in ``columns`` order, already converted) to table ``name``; all or nothing.
        Refused when the table would pass :data:`MAX_ROWS` rows or the scratchpad :data:`MAX_BYTES`."""
        if not rows:
            return 0
        have = self.row_count(name)
        if have + len(rows) > MAX_ROWS:
            raise LimitReached(
                f"The table {name!r} would have {have + len(rows):,} rows; a scratchpad table holds at most "
                f"{MAX_ROWS:,}. Nothing was added."
            )
        marks = ", ".join("?" * len(columns))
        sql = f"INSERT INTO {quote(stored(name))} ({', '.join(map(quote, columns))}) VALUES ({marks})"
        self._guarded(sql, rows, many=True)
        return len(rows)

    def drop(self, name: str) -> int:
        """Remove table ``name``; the rows it held."""
        self.require(name)
        n = self.row_count(name)
        self.conn.execute(f"DROP TABLE {quote(stored(name))}")
        return n

    def clear(self) -> dict[str, int]:
        """Remove every table; {table: rows it held}. The file shrinks back."""
        gone = {}
        with self.transaction():
            for name in self.tables():
                gone[name] = self.row_count(name)
                self.conn.execute(f"DROP TABLE {quote(stored(name))}")
        self.conn.execute("VACUUM")
        return gone

    def rows(self, name: str) -> tuple[list[str], Iterator[tuple]]:
        """The columns of ``name`` and its rows, in the order they were added."""
        self.require(name)
        cols = [c for c, _ in self.columns(name)]
        cur = self.conn.execute(f"SELECT {', '.join(map(quote, cols))} FROM {quote(stored(name))} ORDER BY rowid")
        return cols, iter(cur)

    def _guarded(self, sql: str, params=None, *, many: bool = False) -> None:
        try:
            if many:
                self.conn.executemany(sql, params)
            else:
                self.conn.execute(sql, params or ())
        except sqlite3.OperationalError as exc:
            if "too many columns" in str(exc).lower():  # SQLite's own limit (2,000): this table, not the scratchpad
                raise InvalidInput("A scratchpad table holds at most 2,000 columns; that would be more.") from None
            if "full" in str(exc).lower():
                disk = os.statvfs(self.path.parent)
                if disk.f_bavail * disk.f_frsize < 4 * 1024 * 1024:  # the disk itself, not the scratchpad's limit
                    raise FilescoutError("There isn't enough disk space to add to the scratchpad.", code="no_space")
                raise LimitReached(
                    f"The scratchpad is full ({MAX_BYTES / 1e6:g} MB in all, its limit); nothing more was added. "
                    "Drop tables you no longer need (drop_table) or clear it (clear_scratchpad)."
                ) from None
            raise


# -- values ------------------------------------------------------------------
_MONEY_JUNK = re.compile(r"[\s$€£¥₹,]|USD|EUR|GBP")


def convert(value: object, kind: str, where: str) -> object:
    """A caller's ``value`` for a column of logical type ``kind``; a plain error (naming ``where``) otherwise."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        value = int(value)
    if not isinstance(value, str | int | float):
        raise InvalidInput(f"{where}: {value!r} isn't a value a table can hold (text, a number or null).")
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidInput(f"{where}: {value!r} isn't a number a table can hold.")
    if kind == "text":
        return value if isinstance(value, str) else str(value)
    if kind == "date":
        if isinstance(value, str) and DATE_RE.fullmatch(value.strip()):
            return value.strip()
        raise InvalidInput(f"{where}: a date column takes dates written YYYY-MM-DD, not {value!r}.")
    number = _number(value, money=kind == "amount")
    if number is None:
        raise InvalidInput(f"{where}: {value!r} isn't a number (the column is {kind}).")
    if kind == "integer":
        if float(number).is_integer() and abs(number) < 2**63:
            return int(number)
        raise InvalidInput(f"{where}: {value!r} isn't a whole number (the column is integer).")
    return round(float(number), 2) if kind == "amount" else float(number)


def _number(value: str | int | float, *, money: bool) -> int | float | None:
    if not isinstance(value, str):
        return value
    text = value.strip()
    negative = False
    if money:
        if text.startswith("(") and text.endswith(")"):
            negative, text = True, text[1:-1]
        text = _MONEY_JUNK.sub("", text)
        if text.endswith("-"):
            negative, text = not negative, text[:-1]
    try:
        n: int | float = int(text) if re.fullmatch(r"[+-]?\d+", text) else float(text)
    except ValueError:
        return None
    if isinstance(n, float) and not math.isfinite(n):
        return None
    return -n if negative else n
