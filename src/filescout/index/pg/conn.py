"""A pool of PostgreSQL connections that answers like the sqlite3 connection the query code was written for.

``execute(sql, params)`` takes SQLite's spelling (translated once per statement, see dialect.py), borrows a
connection from the pool for the statement alone, and returns the rows read in full: any thread may call it.
Server-side prepared statements are off (``prepare_threshold=None``): with them a trigram ``LIKE`` switched to
a generic plan after five calls and went from 1 ms to 1.3 s. Queries have a time limit, like the SQLite
reader's.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator, Sequence
from typing import Any

from ...errors import FilescoutError
from .dialect import translate

DIALECT = "postgresql"
QUERY_SECONDS = 30


def safe_url(url: str) -> str:
    """The URL without its password, for messages."""
    return re.sub(r"(://[^:/@]+):[^@/]*@", r"\1:***@", url)


def unreachable(url: str, exc: BaseException) -> FilescoutError:
    reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return FilescoutError(
        f"I couldn't reach the shared index at {safe_url(url)} ({reason}). Check that the PostgreSQL server is "
        "running and the address in --index (or index_url in config.json) is right.",
        code="index_unreachable",
    )


class Rows:
    """What ``execute`` returns: the statement's rows, already read."""

    def __init__(self, rows: list[tuple], rowcount: int, description: Sequence | None) -> None:
        self._rows = rows
        self._i = 0
        self.rowcount = rowcount
        self.description = description

    def fetchone(self) -> tuple | None:
        if self._i >= len(self._rows):
            return None
        self._i += 1
        return self._rows[self._i - 1]

    def fetchall(self) -> list[tuple]:
        rest = self._rows[self._i :]
        self._i = len(self._rows)
        return rest

    def fetchmany(self, n: int = 1) -> list[tuple]:
        part = self._rows[self._i : self._i + n]
        self._i += len(part)
        return part

    def __iter__(self) -> Iterator[tuple]:
        while self._i < len(self._rows):
            self._i += 1
            yield self._rows[self._i - 1]


def _numeric_loader():
    from psycopg.adapt import Loader

    class IntOrFloat(Loader):
        """PostgreSQL's ``sum(bigint)`` is ``numeric``: read it back as the int (or float) SQLite gives."""

        def load(self, data: Any) -> int | float:
            s = bytes(data).decode()
            return float(s) if any(c in s for c in ".eEN") else int(s)

    return IntOrFloat


def configure(conn: Any) -> None:
    conn.adapters.register_loader("numeric", _numeric_loader())


class PgConn:
    """The shared index's connections, spoken to as filescout's query code speaks to SQLite."""

    dialect = DIALECT

    def __init__(self, url: str, *, max_size: int = 4, readonly: bool = True, schema: str | None = None) -> None:
        import psycopg
        from psycopg_pool import ConnectionPool

        self.url = url
        self.readonly = readonly
        options = f"-c statement_timeout={QUERY_SECONDS * 1000}"
        if readonly:
            options += " -c default_transaction_read_only=on"
        if schema:  # this machine's view of paths (pg/schema.py: host_views)
            options += f" -c search_path={schema},public"
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=max_size,
            open=False,
            configure=configure,
            kwargs={"autocommit": True, "prepare_threshold": None, "options": options, "connect_timeout": 5},
        )
        try:
            self._pool.open(wait=True, timeout=10)
        except (psycopg.Error, Exception) as exc:  # PoolTimeout, OperationalError
            with contextlib.suppress(Exception):
                self._pool.close(timeout=0)
            raise unreachable(url, exc) from None

    def execute(self, sql: str, params: Sequence | dict = ()) -> Rows:
        import psycopg

        q = translate(sql)
        try:
            with self._pool.connection() as conn, conn.cursor() as cur:
                cur.execute(q, list(params))
                rows = cur.fetchall() if cur.description is not None else []
                return Rows(rows, cur.rowcount, cur.description)
        except psycopg.errors.QueryCanceled:
            raise FilescoutError(
                f"That question took longer than {QUERY_SECONDS} s on the shared index and was stopped.",
                code="timeout",
            ) from None
        except psycopg.OperationalError as exc:
            raise unreachable(self.url, exc) from None

    def executemany(self, sql: str, seq: Sequence[Sequence]) -> None:
        q = translate(sql)
        with self._pool.connection() as conn, conn.cursor() as cur:
            cur.executemany(q, [list(p) for p in seq])

    @contextlib.contextmanager
    def connection(self) -> Iterator[Any]:
        """One psycopg connection from the pool, for work that needs it (COPY, a transaction)."""
        with self._pool.connection() as conn:
            yield conn

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._pool.close(timeout=2)
