"""What the command line prints: outcomes as text or one JSON document, errors as a plain message and an exit
code (0 ok, 1 a problem with the input or data, 2 a usage error), and a progress line for long scans."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable

import click

from ..errors import FilescoutError
from ..tools import Context
from ..tools.invoke import Outcome, failure
from ..tools.spec import Result


class State:
    def __init__(self, home: str | None) -> None:
        self.home = home
        self._ctx: Context | None = None

    @property
    def ctx(self) -> Context:
        if self._ctx is None:
            self._ctx = Context(self.home)
        return self._ctx


def fail(message: str, code: int = 1) -> None:
    click.echo(f"Error: {message}", err=True)
    sys.exit(code)


def quiet_shutdown() -> None:
    """After an interrupt, what Python's exit finds half-built (a multiprocessing finalizer the interrupt landed in)
    is not printed as "Exception ignored … Traceback": the user asked to stop and was told it stopped."""
    sys.unraisablehook = lambda _unraisable: None


def run_guarded(fn: Callable[[], None]) -> None:
    """Run a command body, turning every failure into a plain message and an exit code."""
    try:
        fn()
    except FilescoutError as exc:
        fail(exc.message)
    except KeyboardInterrupt:
        click.echo("Interrupted.", err=True)
        quiet_shutdown()
        sys.exit(130)
    except BrokenPipeError:  # `filescout top | head`: the reader left; leave quietly, as Unix tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)
    except (click.exceptions.Exit, click.ClickException, click.Abort):
        raise
    except OSError as exc:
        from ..errors import from_oserror

        fail(from_oserror(exc, getattr(exc, "filename", None)).message)
    except Exception as exc:  # a bug: the same plain sentence every adapter gives
        fail(failure("", exc).message)


def emit(result: Result | dict, as_json: bool, ctx: Context | None = None) -> None:
    if ctx is not None:
        for note in ctx.notices:
            click.echo(note, err=True)
        ctx.notices.clear()
    if isinstance(result, Result):
        data, text = result.data, result.text
    else:
        data, text = result, json.dumps(result, indent=2)
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        click.echo(text)


def render(out: Outcome, as_json: bool) -> None:
    """Print an outcome: notices to stderr, then its text or its data as JSON; an error exits 1."""
    for note in out.notices:
        click.echo(note, err=True)
    if out.error and not out.data:
        fail(out.error["message"])
    emit(Result(out.data, out.text), as_json)
    if out.error:
        sys.exit(1)


def progress_printer() -> Callable[[dict], None]:
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    progress = Progress(
        SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(), console=console, transient=True
    )
    task = progress.add_task("Scanning…", total=None)
    state = {"started": False}

    def update(ev: dict) -> None:
        if not state["started"]:
            progress.start()
            state["started"] = True
        if ev.get("phase") == "finishing":
            progress.update(task, description="Finishing: totals and name index…")
            return
        if ev.get("phase") == "embed":
            progress.update(task, description=f"Embedding passages: {ev.get('done', 0):,}/{ev.get('total', 0):,}")
            return
        if ev.get("phase") == "content":
            progress.update(
                task,
                description=f"Reading documents: {ev.get('done', 0):,}/{ev.get('total', 0):,} "
                f"({ev.get('rate', 0):.0f} files/s)",
            )
            return
        elapsed = max(ev.get("elapsed", 0.001), 0.001)
        rate = ev.get("changed_files", 0) / elapsed
        cur = str(ev.get("current", ""))
        if len(cur) > 60:
            cur = "…" + cur[-59:]
        progress.update(
            task,
            description=f"{ev.get('dirs', 0):,} folders, {ev.get('changed_files', 0):,} files "
            f"written ({rate:,.0f}/s)  {cur}",
        )

    update.stop = progress.stop  # type: ignore[attr-defined]
    return update


def finish_progress(ctx: Context) -> None:
    p = getattr(ctx, "progress", None)
    if p is not None and hasattr(p, "stop"):
        p.stop()
    ctx.progress = None  # type: ignore[attr-defined]
