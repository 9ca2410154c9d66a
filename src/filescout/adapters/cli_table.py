"""``filescout table``: the SQL scratchpad from the command line (import, list, show, sql, export, drop, clear).

Each subcommand calls one scratchpad tool through :func:`~filescout.tools.invoke.invoke` and prints its text (rows
as an aligned table) or, with ``--json``, its data. ``import`` shows a progress bar over the files at a terminal.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

import click

from ..tools.invoke import invoke
from .cli_output import State, render, run_guarded
from .cli_tools import cli_path, confirmed

_json = click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")


def _call(tool: str, args: dict, as_json: bool, progress: bool = False, yes: bool | None = None) -> None:
    state: State = click.get_current_context().find_object(State)  # type: ignore[assignment]

    def body() -> None:
        ctx = state.ctx
        bar = _progress_bar() if progress and not as_json and sys.stderr.isatty() else None
        ctx.progress = bar  # type: ignore[attr-defined]
        try:
            out = invoke(tool, {k: v for k, v in args.items() if v is not None}, ctx)
        finally:
            if bar is not None:
                bar.stop()  # type: ignore[attr-defined]
            ctx.progress = None  # type: ignore[attr-defined]
        if yes is not None:  # a tool that may ask first (replacing a file)
            args_given = {k: v for k, v in args.items() if v is not None}
            out = confirmed(out, tool, args_given, ctx, yes=yes, as_json=as_json)
        render(out, as_json)

    run_guarded(body)


def _progress_bar() -> Callable[[dict], None]:
    """A bar over the files being imported (rich, on stderr, gone when done)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    progress = Progress(TextColumn("Importing"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        TextColumn("{task.description}"), console=Console(stderr=True), transient=True)  # fmt: skip
    task = progress.add_task("", total=None)
    started = [False]

    def update(ev: dict) -> None:
        if not started[0]:
            progress.start()
            started[0] = True
        current = str(ev.get("current", ""))
        progress.update(task, completed=ev.get("done", 0), total=ev.get("total"), description=current[-50:])

    update.stop = progress.stop  # type: ignore[attr-defined]
    return update


def _shell_path(p: str) -> str:
    """A path or glob typed in a shell: relative to the shell's folder (a glob too, when its folder is there)."""
    if any(c in p for c in "*?[") and not p.startswith(("/", "~")):
        head = p.split("/", 1)[0] if "/" in p else "."
        return os.path.abspath(p) if os.path.isdir(head) else p
    return cli_path(p) or p


@click.group(name="table")
def table() -> None:
    """The SQL scratchpad: tables pulled out of documents, added up exactly with SQL.

    \b
    filescout table import spending ~/Documents/Statements      # every table file in the folder
    filescout table import spending '~/Downloads/*.pdf' --replace
    filescout table sql "SELECT substr(date,1,7) month, sum(amount) FROM spending GROUP BY 1"
    filescout table export spending ~/Documents/spending.csv
    """


@table.command(name="import")
@click.argument("name")
@click.argument("paths", nargs=-1)
@click.option("--name-like", "name_like", metavar="WORDS", help="Instead of paths: indexed files named like this.")
@click.option("--in", "in_path", metavar="PATH", help="With --name-like: only inside this folder.")
@click.option("-t", "--type", "types", multiple=True, metavar="TYPE", help="Only files of this type (pdf, csv…).")
@click.option("--changed-within", metavar="WHEN", help="Only files modified within this (2weeks, 2025-01-01).")
@click.option("--changed-before", metavar="WHEN", help="Only files modified before this.")
@click.option("-r", "--recursive", is_flag=True, help="Also the files in subfolders.")
@click.option("--replace", is_flag=True, help="Start the table again instead of adding to it.")
@click.option("--sheet", metavar="SHEET", help="For workbooks: the sheet to read.")
@click.option("--range", "cell_range", metavar="A1:F200", help="For workbooks: the cell range.")
@click.option("--pages", metavar="PAGES", help="For PDFs: pages to read, such as 1-3,5.")
@_json
def import_cmd(name: str, paths: tuple[str, ...], name_like, in_path, types, changed_within, changed_before,
               recursive, replace, sheet, cell_range, pages, as_json) -> None:  # fmt: skip
    """Import the tables in files (paths, folders, globs) into the scratchpad table NAME."""
    args = {
        "table": name,
        "paths": [_shell_path(p) for p in paths] or None,
        "name": name_like,
        "path": cli_path(in_path),
        "type": ",".join(types) or None,
        "modified_after": changed_within,
        "modified_before": changed_before,
        "recursive": recursive or None,
        "mode": "replace" if replace else "append",
        "sheet": sheet,
        "cell_range": cell_range,
        "pages": pages,
    }
    _call("import_table", args, as_json, progress=True)


@table.command(name="list")
@_json
def list_cmd(as_json: bool) -> None:
    """The scratchpad's tables, with their row counts and columns."""
    _call("list_tables", {}, as_json)


@table.command(name="show")
@click.argument("name")
@click.option("--rows", "sample", type=click.IntRange(0, 100), default=10, show_default=True, help="Rows to show.")
@_json
def show_cmd(name: str, sample: int, as_json: bool) -> None:
    """A table's columns, types and row count, and its first rows."""
    _call("describe_table", {"table": name, "sample": sample}, as_json)


@table.command(name="sql")
@click.argument("query", nargs=-1, required=True)
@click.option("--limit", type=click.IntRange(1, 1000), default=1000, show_default=True, help="Rows to show.")
@_json
def sql_cmd(query: tuple[str, ...], limit: int, as_json: bool) -> None:
    """Run one SELECT over the scratchpad (read-only, stopped after a few seconds)."""
    _call("query_data", {"query": " ".join(query), "limit": limit}, as_json)


@table.command(name="export")
@click.argument("name")
@click.argument("path")
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), help="Default: from the file's extension.")
@click.option("--overwrite", is_flag=True, help="Replace the file if it exists (asks first; undo brings it back).")
@click.option("--yes", "-y", is_flag=True, help="With --overwrite: don't ask first.")
@_json
def export_cmd(name: str, path: str, fmt: str | None, overwrite: bool, yes: bool, as_json: bool) -> None:
    """Write table NAME to a CSV or JSON file (a new file, unless --overwrite)."""
    args = {"table": name, "path": cli_path(path), "format": fmt, "overwrite": overwrite}
    _call("export_table", args, as_json, yes=yes)


@table.command(name="drop")
@click.argument("name")
@_json
def drop_cmd(name: str, as_json: bool) -> None:
    """Remove table NAME from the scratchpad (no file is touched)."""
    _call("drop_table", {"table": name}, as_json)


@table.command(name="clear")
@click.option("--yes", "-y", is_flag=True, help="Don't ask first.")
@_json
def clear_cmd(yes: bool, as_json: bool) -> None:
    """Remove every scratchpad table (no file is touched)."""
    if not yes:
        if not sys.stdin.isatty():
            run_guarded(_refuse_clear)
        click.confirm("Remove every table from the scratchpad? Your files are not touched.", abort=True)
    _call("clear_scratchpad", {}, as_json)


def _refuse_clear() -> None:
    from ..errors import InvalidInput

    raise InvalidInput("clear removes every scratchpad table; pass --yes to confirm when not at a terminal.")
