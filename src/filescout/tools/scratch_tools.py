"""The SQL scratchpad's tools (seed 003 §5.5.3): tables of the user's own rows, added up exactly by SQLite.

Tables live in ``scratch.db`` in filescout's state folder, apart from the index. ``query_data`` only reads
(a read-only connection, SQLite's authorizer and a time limit: see :mod:`filescout.scratch.query`). Creating,
filling, dropping and clearing tables change the scratchpad only, never a file, so they need no confirmation;
``export_table`` writes a new file inside the allowed folders and never replaces one unless asked.
``import_table`` (tools/scratch_import.py) fills a table from documents.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
from collections.abc import Iterator
from typing import Literal

from ..content.isolate import ReadTimeout, bounded
from ..errors import Conflict, FilescoutError, InvalidInput
from ..ops import planners
from ..safety.fsopen import open_parent
from ..scratch import Scratchpad, aligned, column_name, convert, logical_type, run_query, table_name
from ..scratch.names import quote, stored
from ..scratch.query import MAX_RESULT_ROWS, QueryResult, QueryTimeout, time_limit
from .context import Context
from .ops_tools import _finish
from .registry import Access, Result, tool

SCRATCH_ONLY = "This changed the scratchpad only (no file was touched); it can't be undone."


@contextlib.contextmanager
def scratchpad(ctx: Context) -> Iterator[Scratchpad]:
    """The scratchpad in ``ctx``'s state folder, open for one call."""
    pad = Scratchpad(ctx.home)
    if pad.notice:
        ctx.notices.append(pad.notice)
    try:
        yield pad
    finally:
        pad.close()


@tool(
    access=Access.WRITE,
    category="scratchpad",
    keywords=("scratchpad", "create table"),
    examples=(("make a scratch table for expenses",
               {"table": "expenses", "columns": {"date": "date", "merchant": "text", "amount": "amount"}}),),
    idempotent=False,
    cli_args=("table",),
)  # fmt: skip
def create_table(ctx: Context, table: str, columns: dict) -> Result:
    """Create a table in the SQL scratchpad, to collect rows pulled out of documents and add them up with query_data.

    Args:
        table: Its name: a letter, then letters, digits or _ (for example spending_2025).
        columns: Column name -> type, in order; types: text, integer, real, amount (money, rounded to cents),
            date (YYYY-MM-DD). Example: {"date": "date", "merchant": "text", "amount": "amount"}.
    """
    name = table_name(table)
    cols = [(column_name(c), logical_type(t)) for c, t in columns.items()]
    if len({c.lower() for c, _ in cols}) < len(cols):
        raise InvalidInput("Two columns have the same name (names are compared regardless of case).")
    with scratchpad(ctx) as pad:
        pad.create(name, cols)
    data = {"table": name, "columns": [{"name": c, "type": t} for c, t in cols], "rows": 0}
    return Result(data, f"Created the scratchpad table {name} ({', '.join(f'{c} {t}' for c, t in cols)}).")


@tool(
    access=Access.WRITE,
    category="scratchpad",
    keywords=("scratchpad", "insert rows"),
    idempotent=False,
    cli_args=("table",),
)
def insert_rows(ctx: Context, table: str, rows: list[dict] | str) -> Result:
    """Add rows to a scratchpad table: a list of objects (column -> value), or that list as JSON text.

    Values are checked against the column types (amounts may carry a currency sign, thousands separators or
    parentheses for negatives; dates must be YYYY-MM-DD). All rows are added or none.

    Args:
        table: The table (made with create_table or import_table).
        rows: The rows, e.g. [{"date": "2025-03-01", "merchant": "Cafe", "amount": -4.5}].
    """
    name = table_name(table)
    if isinstance(rows, str):
        try:
            rows = json.loads(rows)
        except ValueError as exc:
            raise InvalidInput(f"rows isn't valid JSON ({exc.msg} at character {exc.pos}).") from None
    if not isinstance(rows, list) or not all(isinstance(r, dict | list) for r in rows):
        raise InvalidInput("rows must be a list of objects (column -> value) or of lists (values in column order).")
    with scratchpad(ctx) as pad:
        pad.require(name)
        cols = pad.columns(name)
        types = dict(cols)
        lower = {c.lower(): c for c, _ in cols}
        order = [c for c, _ in cols]
        values = []
        for i, r in enumerate(rows, 1):
            if isinstance(r, list):
                if len(r) > len(order):
                    raise InvalidInput(f"row {i} has {len(r)} values; {name} has {len(order)} columns.")
                r = dict(zip(order, r, strict=False))
            unknown = [k for k in r if str(k).lower() not in lower]
            if unknown:
                raise InvalidInput(f"row {i}: {name} has no column {unknown[0]!r}. Columns: {', '.join(order)}.")
            given = {lower[str(k).lower()]: v for k, v in r.items()}
            values.append([convert(given.get(c), types[c], f"row {i}, {c}") for c in order])
        with pad.transaction():
            n = pad.insert(name, order, values)
        total = pad.row_count(name)
    return Result({"table": name, "inserted": n, "rows": total}, f"Added {n:,} row(s) to {name} ({total:,} in all).")


@tool(
    category="scratchpad",
    keywords=("scratchpad", "sql", "query data"),
    examples=(("total spending by month in my scratchpad",
               {"query": "SELECT substr(date, 1, 7) AS month, sum(amount) FROM spending GROUP BY 1"}),),
    cli_args=("query",),
    acp="query_data",
)  # fmt: skip
def query_data(ctx: Context, query: str, limit: int = MAX_RESULT_ROWS) -> Result:
    """Run one SQL SELECT over the scratchpad's tables (by the names list_tables shows) and return the rows.

    Only reading is allowed (the database is opened read-only; writes, ATTACH, extensions and PRAGMAs other than
    table_info, table_xinfo and table_list are refused) and a query is stopped after a few seconds. Use SQL for every
    sum, count and average: it is exact.

    Args:
        query: One SELECT (or WITH … SELECT) statement, e.g. SELECT merchant, sum(amount) FROM spending GROUP BY 1.
        limit: The most rows to return (at most 1000); the answer says how many more there were.
    """
    limit = max(1, min(int(limit), MAX_RESULT_ROWS))
    with scratchpad(ctx) as pad:
        path = pad.path
    res = _bounded_query(path, query, limit)
    rows = [dict(zip(res.columns, r, strict=True)) for r in res.rows] if len(set(res.columns)) == len(res.columns) \
        else res.rows  # fmt: skip
    data = {"query": query, "columns": res.columns, "rows": rows, "count": len(res.rows), "more": res.more,
            "seconds": round(res.seconds, 4), "notes": res.notes}  # fmt: skip
    if not res.columns:
        return Result(data, "The query ran; it returns no columns.")
    text = aligned(res.columns, res.rows)
    if res.more:
        text += f"\n… {res.more:,} more row(s) (the first {len(res.rows):,} are shown; add a LIMIT or aggregate)"
    elif res.more is None:
        text += f"\n… more rows (the first {len(res.rows):,} are shown)"
    else:
        text += f"\n({len(res.rows):,} row{'s' if len(res.rows) != 1 else ''})"
    return Result(data, text)


QUERY_MEMORY = 1024 * 1024 * 1024  # the address space a query's child may add


def _bounded_query(path, query: str, limit: int) -> QueryResult:
    """``run_query`` in a child process killed at the time limit (plus a second) and capped in memory: SQLite's
    progress handler can't stop one long function call (``printf('%.*c', 2e9, 'x')`` runs 15 s in one step)."""
    seconds = time_limit()
    try:
        return bounded(run_query, path, query, max_rows=limit, seconds=seconds + 1.0, memory=QUERY_MEMORY)
    except ReadTimeout:
        raise QueryTimeout(
            f"The query was stopped after {seconds:g} s, the time limit. Narrow it down (a WHERE, a LIMIT) "
            "or avoid functions that build huge values."
        ) from None
    except FilescoutError as exc:
        if exc.code == "too_large":
            raise FilescoutError("The query needed too much memory; it was stopped. Narrow it down.",
                                 code="too_large") from None  # fmt: skip
        raise


def _table_info(pad: Scratchpad, name: str) -> dict:
    cols = pad.columns(name)
    return {"table": name, "rows": pad.row_count(name), "columns": [{"name": c, "type": t} for c, t in cols]}


@tool(
    category="scratchpad",
    keywords=("scratchpad", "scratch tables"),
    examples=(("what tables are in my scratchpad?", {}),),
)
def list_tables(ctx: Context) -> Result:
    """List the scratchpad's tables with their row counts and columns."""
    with scratchpad(ctx) as pad:
        tables = [_table_info(pad, n) for n in pad.tables()]
        size = pad.size_bytes()
    data = {"tables": tables, "count": len(tables), "bytes": size}
    if not tables:
        return Result(data, "The scratchpad is empty. Fill a table with import_table (or create_table + insert_rows).")
    rows = [[t["table"], t["rows"], ", ".join(f"{c['name']} ({c['type']})" for c in t["columns"])] for t in tables]
    return Result(data, aligned(["table", "rows", "columns"], rows))


@tool(category="scratchpad", keywords=("scratchpad", "describe table"), cli_args=("table",))
def describe_table(ctx: Context, table: str, sample: int = 5) -> Result:
    """Describe one scratchpad table: its columns and types, its row count, the values in each column, its first rows.

    Args:
        table: The table.
        sample: How many of its first rows to show (at most 100).
    """
    name = table_name(table)
    sample = max(0, min(int(sample), 100))
    with scratchpad(ctx) as pad:
        pad.require(name)
        info = _table_info(pad, name)
        cols, it = pad.rows(name)
        first = [list(r) for _, r in zip(range(sample), it, strict=False)]
        counts = pad.conn.execute(
            "SELECT " + ", ".join(f"count({quote(c)})" for c in cols) + f" FROM {quote(stored(name))}"
        ).fetchone()
    for c, n in zip(info["columns"], counts, strict=True):
        c["values"] = n
    info["sample"] = [dict(zip(cols, r, strict=True)) for r in first]
    head = [[c["name"], c["type"], c["values"]] for c in info["columns"]]
    text = f"{name}: {info['rows']:,} row(s)\n" + aligned(["column", "type", "values"], head)
    if first:
        text += "\n\n" + aligned(cols, first)
    return Result(info, text)


@tool(access=Access.WRITE, category="scratchpad", keywords=("scratchpad", "drop table"), cli_args=("table",))
def drop_table(ctx: Context, table: str) -> Result:
    """Remove one table from the scratchpad (not a file: the rows collected in it). Done at once, without asking.

    Args:
        table: The table to remove.
    """
    name = table_name(table)
    with scratchpad(ctx) as pad:
        n = pad.drop(name)
    return Result({"table": name, "dropped": True, "rows": n, "note": SCRATCH_ONLY},
                  f"Dropped the scratchpad table {name} ({n:,} rows). {SCRATCH_ONLY}")  # fmt: skip


@tool(access=Access.WRITE, category="scratchpad", keywords=("clear scratchpad",))
def clear_scratchpad(ctx: Context) -> Result:
    """Remove every table from the scratchpad (its rows only; no file is touched). Done at once, without asking."""
    with scratchpad(ctx) as pad:
        gone = pad.clear()
    data = {"dropped": sorted(gone), "rows": sum(gone.values()), "note": SCRATCH_ONLY}
    if not gone:
        return Result(data, "The scratchpad was already empty.")
    return Result(data, f"Cleared the scratchpad: {len(gone)} table(s), {data['rows']:,} rows. {SCRATCH_ONLY}")


@tool(
    access=Access.WRITE,
    danger="low",
    category="scratchpad",
    keywords=("scratchpad", "export table"),
    idempotent=False,
    cli_args=("table", "path"),
)
def export_table(
    ctx: Context,
    table: str,
    path: str,
    format: Literal["csv", "json"] | None = None,
    overwrite: bool = False,
    dry_run: bool = False,
    confirm_token: str | None = None,
) -> Result:
    """Write a scratchpad table to a new CSV or JSON file inside the allowed folders.

    Replacing an existing file needs overwrite and then confirmation, like write_file: the old file is kept, so
    undo brings it back. In CSV, text that a spreadsheet would run as a formula (starting with = + - @) is
    written with a leading apostrophe.

    Args:
        table: The table.
        path: The file to write (.csv or .json; the format follows the extension unless given).
        format: csv or json.
        overwrite: Replace the file if it exists (asks for confirmation first).
        dry_run: With overwrite: only show the plan.
        confirm_token: The token from a confirmation_required answer, to carry that exact replacement out.
    """
    name = table_name(table)
    target = ctx.policy.check_new(path)
    fmt = format or ("json" if target.suffix.lower() == ".json" else "csv" if target.suffix.lower() == ".csv" else None)
    if fmt is None:
        raise InvalidInput("Say the format (csv or json), or name the file .csv or .json.")
    if os.path.lexists(target):
        if not overwrite:
            raise Conflict(f"{target} already exists; nothing was written. Pass overwrite to replace it.")
        # replacing a file the user has: the same plan, confirmation, journal and undo as write_file
        with scratchpad(ctx) as pad:
            cols, rows = pad.rows(name)
            text = "".join(_render(fmt, cols, rows, [0]))
        return _finish(ctx, planners.plan_write(ctx, str(target), text, True), dry_run, confirm_token)
    with scratchpad(ctx) as pad:
        cols, rows = pad.rows(name)
        n = _write(ctx, target, fmt, cols, rows)
    data = {"table": name, "path": str(target), "format": fmt, "rows": n, "columns": cols}
    return Result(data, f"Wrote {n:,} row(s) of {name} to {ctx.display(str(target))} ({fmt.upper()}).")


FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _cell(v):
    """A CSV cell: text a spreadsheet would run as a formula gets a leading apostrophe (numbers stay numbers)."""
    if isinstance(v, str) and v.startswith(FORMULA_START):
        try:
            float(v)
        except ValueError:
            return "'" + v
    return v


def _render(fmt: str, cols: list[str], rows, count: list[int]) -> Iterator[str]:
    """The file's text, a piece at a time; ``count[0]`` counts the rows written."""
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.writer(buf)
        w.writerow(cols)
        for r in rows:
            w.writerow([_cell(v) for v in r])
            count[0] += 1
            if buf.tell() > 1 << 16:
                yield buf.getvalue()
                buf.seek(0)
                buf.truncate()
        yield buf.getvalue()
    else:
        yield "["
        for r in rows:
            yield ("," if count[0] else "") + "\n  " + json.dumps(dict(zip(cols, r, strict=True)), ensure_ascii=False)
            count[0] += 1
        yield "\n]\n"


def _write(ctx: Context, target, fmt: str, cols: list[str], rows) -> int:
    """Write a new file: a temp file in the target's folder (opened inside its root, never through a symlink), then
    linked into place (refused if a file appeared meanwhile)."""
    dfd, final = open_parent(ctx.policy, target)
    tmp = f".{final}.filescout-{os.getpid()}.tmp"
    count = [0]
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o666, dir_fd=dfd)
        try:
            with open(fd, "w", encoding="utf-8", newline="") as f:
                for piece in _render(fmt, cols, rows, count):
                    f.write(piece)
            try:
                os.link(tmp, final, src_dir_fd=dfd, dst_dir_fd=dfd, follow_symlinks=False)
            except FileExistsError:
                raise Conflict(f"{target} already exists; nothing was written. Pass overwrite to replace it.")
            os.unlink(tmp, dir_fd=dfd)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=dfd)
            raise
    finally:
        os.close(dfd)
    return count[0]
