"""import_table: rows out of documents (CSV/TSV, spreadsheets, Word and HTML tables, PDF tables and statements)
into one scratchpad table, with where each row came from (source_file, source_page, source_row).

Every file is checked as read_file checks it (inside the allowed folders, a regular file, never a key or a
credential, no sensitive-tier file at all) and read by :func:`filescout.content.tables.read_tables` in a child
process with a time and memory limit. Each file is added in its own transaction: one file's problem is reported
and the run goes on.
"""

from __future__ import annotations

import dataclasses
import math
import os
import time
from pathlib import Path
from typing import Literal

from ..content.budgets import Source
from ..content.isolate import bounded
from ..content.tables import merge, read_tables
from ..errors import AccessDenied, FilescoutError, InvalidInput
from ..index import query as q
from ..index.query import Filters
from ..ops.plan import GLOB_CHARS, Selection
from ..ops.selection import select
from ..safety.fsopen import open_regular
from ..safety.sensitive import Tier
from ..scratch import PROVENANCE, LimitReached, Scratchpad, aligned, clean_header, table_name, unique_columns
from .context import Context
from .info import sensitive_check
from .registry import Access, Result, tool
from .scratch_tools import scratchpad

TABLE_TYPES = "csv,tsv,tab,psv,xlsx,xlsm,ods,docx,html,htm,pdf"  # what a folder or a name search takes
MAX_FILES = 500
READ_SECONDS = 30.0  # per file
PROVENANCE_TYPES = {"source_file": "text", "source_page": "integer", "source_row": "integer"}


@tool(
    access=Access.WRITE,
    category="scratchpad",
    keywords=("import table", "scratchpad", "statements into a table"),
    examples=(("import my bank statements into a table called spending",
               {"table": "spending", "path": "Documents/Statements"}),),
    idempotent=False,
    cli_args=("table",),
)  # fmt: skip
def import_table(
    ctx: Context,
    table: str,
    filters: Filters,
    paths: list[str] | None = None,
    recursive: bool = False,
    mode: Literal["append", "replace"] = "append",
    sheet: str | None = None,
    cell_range: str | None = None,
    pages: str | None = None,
) -> Result:
    """Pull the tables out of many documents at once into one scratchpad table — the batch tool: give it all
    the files (a folder, a glob, a list of paths, or a name search) in one call rather than one call per file.

    Reads CSV/TSV, Excel and ODS sheets, tables in Word and HTML, PDF tables and statements, and JSON rows (a list
    of objects, named as a file). Columns get types (dates as YYYY-MM-DD, amounts as signed numbers to the cent);
    every row keeps source_file, source_page and source_row (a table written by export_table keeps its own).
    Returns what each file gave (rows, tables, notes) and what could not be read; one bad file doesn't stop the
    others. Then add things up with query_data.

    Args:
        table: The scratchpad table to fill (created if needed).
        paths: Files, folders or globs to import (instead of path); a folder means the table files in it.
        recursive: With a folder: also the files in its subfolders.
        mode: append (add to the table) or replace (start the table again with these rows).
        sheet: For workbooks: the sheet to read (default: every sheet with a table).
        cell_range: For workbooks: a cell range such as A1:F200.
        pages: For PDFs: pages to read, such as 1-3,5.
    """
    name = table_name(table)
    report: list[dict] = []
    targets = _candidates(ctx, filters, paths, recursive)
    files = [t for t in targets if isinstance(t, Path)]
    if len(files) > MAX_FILES:
        raise InvalidInput(f"That selection holds {len(files):,} files; import at most {MAX_FILES} at a time.")
    opts = {"sheet": sheet, "cell_range": cell_range, "pages": pages}
    progress = getattr(ctx, "progress", None)
    t0 = time.monotonic()
    started = [False]  # a replace drops the old table with the first rows read, not before
    stop: str | None = None
    with scratchpad(ctx) as pad:
        existed = pad.exists(name)
        i = 0
        for path in targets:
            if isinstance(path, dict):  # a path, folder or glob that named nothing usable: reported in its place
                report.append(path)
                continue
            i += 1
            entry = _entry(str(path))
            report.append(entry)
            if stop:
                entry["error"] = f"not read: {stop}"
                continue
            try:
                tables, notes = _read(ctx, path, opts)
                entry["notes"] = notes
                entry["tables"], entry["labels"] = len(tables), [t.label for t in tables]
                entry["rows"] = _store(pad, name, tables, str(path), mode, started)
            except LimitReached as exc:
                entry["error"], stop = exc.message, "the scratchpad's limit was reached"
            except FilescoutError as exc:
                entry["error"] = exc.message
            except OSError as exc:
                entry["error"] = f"it couldn't be opened ({exc.strerror or exc})"
            if progress:
                elapsed = max(time.monotonic() - t0, 1e-3)
                progress(
                    {"phase": "content", "done": i, "total": len(files), "rate": i / elapsed, "current": str(path)}
                )
        columns = pad.columns(name) if pad.exists(name) else []
        total = pad.row_count(name) if columns else 0
    return _result(ctx, name, mode, report, columns, total, existed, replaced=mode == "replace" and started[0])


def _entry(path: str, error: str | None = None) -> dict:
    return {"path": path, "rows": 0, "tables": 0, "labels": [], "notes": [], "error": error}


def _candidates(ctx: Context, filters: Filters, paths: list[str] | None, recursive: bool) -> list[Path | dict]:
    """The files a call names, in order: a name search in the index (filters.name), else each of ``paths`` (or
    filters.path) as a file, a folder (its table files) or a glob. A target that can't be used is in its place as
    a report entry with its error."""
    if filters.name:
        f = dataclasses.replace(filters)
        f.path, f.within, f.type = ctx.scope(f.path), ctx.within(), f.type or TABLE_TYPES
        f.resolve()
        # (this machine's files, from its own index: another machine's can't be read here)
        rows = q.list_files(ctx.local_conn, f, sort_by="name", order="asc", limit=MAX_FILES + 1)
        if not rows:
            raise InvalidInput(f"No indexed table file is named like {filters.name!r} ({TABLE_TYPES}).")
        return [Path(r.fs_path) for r in rows]
    targets = list(paths or []) + ([filters.path] if filters.path else [])
    if not targets:
        raise InvalidInput("Say which files to import: a path, a folder, a glob, a list of paths, or a name.")
    out: list[Path | dict] = []
    seen: set[str] = set()
    for t in targets:
        sel = Selection(path=t, type=filters.type, modified_after=filters.modified_after,
                        modified_before=filters.modified_before, size_gt=filters.size_gt, size_lt=filters.size_lt,
                        recursive=recursive, include_hidden=filters.include_hidden)  # fmt: skip
        try:
            if not GLOB_CHARS.search(t) and ctx.resolve(t).is_dir() and not sel.type:
                sel.type = TABLE_TYPES  # a folder: its table files, not every file in it
            found, _ = select(ctx, sel)
        except FilescoutError as exc:
            out.append(_entry(t, exc.message))
            continue
        for p in found:
            if os.path.isdir(p) or str(p) in seen:
                continue
            seen.add(str(p))
            out.append(Path(p))
    return out


def _read(ctx: Context, path: Path, opts: dict) -> tuple[list, list[str]]:
    """The merged tables of one file, checked first as read_file checks a file."""
    real = ctx.resolve(str(path))
    tier, _ = sensitive_check(real, ctx.roots())  # a key or credential: Blocked
    if tier is not Tier.NONE:
        raise AccessDenied("This file may contain sensitive data, so it isn't imported into the scratchpad.")
    fd = open_regular(ctx.policy, real, check=False)  # a regular file inside its root: never a FIFO or device
    with os.fdopen(fd, "rb") as f:  # the file checked is the file read (a folder swapped for a symlink meanwhile)
        read = bounded(read_tables, Source.of(real, f), seconds=READ_SECONDS, **opts)
    if read.error:
        raise FilescoutError(read.error, code="unreadable")
    return merge(read.tables), list(read.notes)


def _store(pad: Scratchpad, name: str, tables: list, source: str, mode: str, started: list[bool]) -> int:
    """Add one file's tables to ``name`` in one transaction (columns added as new ones appear); rows added."""
    added = 0
    fresh = started[0]
    with pad.transaction():
        for t in tables:
            if not t.rows:
                continue
            own = _own_provenance(t)  # a table exported by export_table: its rows already say where they came from
            keep = [j for j in range(len(t.columns)) if j not in (own or ())]
            cols = unique_columns([t.columns[j].name for j in keep]) + list(PROVENANCE)
            types = [t.columns[j].type for j in keep] + [PROVENANCE_TYPES[p] for p in PROVENANCE]
            if not fresh:
                if mode == "replace" and pad.exists(name):
                    pad.drop(name)
                if not pad.exists(name):
                    pad.create(name, list(zip(cols, types, strict=True)))
                fresh = True
            have = {c.lower(): c for c, _ in pad.columns(name)}
            pad.add_columns(name, [(c, k) for c, k in zip(cols, types, strict=True) if c.lower() not in have])
            have = {c.lower(): c for c, _ in pad.columns(name)}
            rows = [[_cell(r[j]) for j in keep] + _origin(r, own, [source, w[0], w[1]])
                    for r, w in zip(t.rows, t.where, strict=True)]  # fmt: skip
            added += pad.insert(name, [have[c.lower()] for c in cols], rows)
    started[0] = fresh  # only once committed: a file rolled back (the old table back) leaves the replace to come
    return added


def _own_provenance(t) -> list[int] | None:
    """Where a table's own source_file, source_page and source_row columns are (an export of a scratchpad table
    read back), or None when it hasn't all three, or its page and row aren't whole numbers."""
    names = [clean_header(n, i) for i, n in enumerate(t.names())]
    if not all(names.count(p) == 1 for p in PROVENANCE):
        return None
    at = [names.index(p) for p in PROVENANCE]
    for j in at[1:]:
        if not all(_whole(r[j]) for r in t.rows):
            return None
    return at


def _whole(v: object) -> bool:
    return v is None or (isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, float) and v.is_integer())


def _origin(row: list, own: list[int] | None, here: list) -> list:
    """A row's provenance: the one it carries (an exported row), else this file's."""
    if own is None or row[own[0]] in (None, ""):
        return here
    f, p, r = (row[j] for j in own)
    return [str(f), None if p is None else int(p), None if r is None else int(r)]


def _cell(v: object) -> object:
    if v is None or (isinstance(v, str | int) and not isinstance(v, bool)):
        return v
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, float):
        return v if math.isfinite(v) else None
    return str(v)


def _result(
    ctx: Context, name: str, mode: str, report: list[dict], columns: list, total: int, existed: bool, *, replaced: bool
) -> Result:
    read = [e for e in report if not e["error"]]
    failed = [e for e in report if e["error"]]
    added = sum(e["rows"] for e in report)
    data = {"table": name, "mode": mode, "files": report, "files_read": len(read), "files_failed": len(failed),
            "rows_added": added, "rows": total, "replaced": replaced,
            "columns": [{"name": c, "type": t} for c, t in columns]}  # fmt: skip
    if added:
        lines = [f"Imported {added:,} row(s) from {len(read)} of {len(report)} file(s) into {name}"
                 + (" (it replaced the table's earlier rows)" if replaced and existed else "")
                 + f" ({total:,} rows in all)."]  # fmt: skip
    elif not existed:
        lines = [f"Nothing was imported: no rows were read from the {len(report)} file(s), so the table {name} "
                 "was not created."]  # fmt: skip
    else:  # an empty import never replaces a table by nothing: the old rows stay, and the answer says so
        kept = "was not replaced" if mode == "replace" else "is unchanged"
        lines = [f"Nothing was imported: no rows were read from the {len(report)} file(s), so {name} {kept}; "
                 f"it still holds its {total:,} rows."]  # fmt: skip
    if columns:
        lines.append("Columns: " + ", ".join(f"{c} ({t})" for c, t in columns))
    if report:
        rows = [[ctx.display(e["path"]), e["rows"], e["tables"], e["error"] or "; ".join(e["notes"])] for e in report]
        lines += ["", aligned(["file", "rows", "tables", "notes"], rows)]
    return Result(data, "\n".join(lines).rstrip())
