"""``filescout watch``: keep the index current while it runs (foreground, or ``--daemon``).

The watching itself is ``index/watch``; this command lowers its priority, stops it cleanly on SIGTERM or
Ctrl-C (the batch being written is finished, the heartbeat cleared, exit 0), and reads changed documents into
the content index in a thread of its own, so reading never delays the names, sizes and dates."""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import sys
import threading
import time

import click

from ..errors import FilescoutError
from ..tools.sharing import SharedPublisher
from .cli_output import State, run_guarded
from .cli_tools import cli_path


class ContentFollower:
    """Reads the documents of changed folders into the content index, in a child process of its own.

    A process, not a thread: a second index connection in the watcher's process would open the database file
    again, and closing that file drops the POSIX locks SQLite holds on it for the watcher's connection (another
    process could then checkpoint and delete the log under it). It is started before the watcher opens the index.
    """

    def __init__(self, home) -> None:
        import multiprocessing as mp

        ctx = mp.get_context("fork")
        self.queue = ctx.Queue()
        self.proc = ctx.Process(target=_follow, args=(str(home), self.queue), name="filescout-content")

    def start(self) -> None:
        self.proc.start()

    def add(self, scopes: list[str]) -> None:
        self.queue.put(list(scopes))

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self.queue.put(None)
        self.proc.join(timeout=2)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(timeout=5)


def _follow(home: str, queue) -> None:  # pragma: no cover - child process
    import queue as queue_mod

    from ..content.store import index_content
    from ..index.db import Index
    from ..lifetime import die_with_parent

    die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    idx = Index.open(home)
    while True:
        item = queue.get()
        if item is None:
            return
        scopes = set(item)
        time.sleep(0.5)  # let a burst settle
        while True:
            try:
                more = queue.get_nowait()
            except queue_mod.Empty:
                break
            if more is None:
                return
            scopes.update(more)
        try:
            index_content(idx, scope=os.path.commonpath(sorted(scopes)), workers=1)
        except Exception as exc:  # a reader failing must not stop the watcher
            print(f"Reading changed documents failed: {exc}", file=sys.stderr, flush=True)


def _daemonize(log_path: str) -> None:
    """Detach: fork twice, new session, output to the log file."""
    if os.fork() > 0:
        os._exit(0)
    os.setsid()
    if os.fork() > 0:
        os._exit(0)
    fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    os.close(null)


@contextlib.contextmanager
def _one_watcher(home):
    fd = os.open(os.path.join(home, "watch.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise FilescoutError("filescout watch is already running for this index.") from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        yield
    finally:
        os.close(fd)


def _say(msg: str) -> None:
    click.echo(msg)
    sys.stdout.flush()


def _describe(applied) -> str | None:
    parts = []
    for a in applied:
        bits = [
            f"+{a.added}" if a.added else "",
            f"~{a.updated}" if a.updated else "",
            f"-{a.removed}" if a.removed else "",
            f"{a.moved_in_place} folder(s) moved" if a.moved_in_place else "",
            f"+{a.dirs_added} folder(s)" if a.dirs_added else "",
            f"-{a.dirs_removed} folder(s)" if a.dirs_removed else "",
        ]
        bits = [b for b in bits if b]
        if bits:
            parts.append(f"{a.scope or a.root}: {' '.join(bits)} ({a.seconds * 1000:.0f} ms)")
    return "; ".join(parts) or None


@click.command()
@click.option("--daemon", is_flag=True, help="Run in the background (log: FILESCOUT_HOME/watch.log).")
@click.option("--no-content", is_flag=True, help="Keep names, sizes and dates current, not document contents.")
@click.option("--no-catch-up", is_flag=True, help="Don't rescan the roots first (they're assumed current).")
@click.option(
    "--busy-load",
    type=float,
    default=None,
    help="Wait longer before writing while the 1-minute load average is above this (default: 4 x CPUs; 0: never).",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only notices, not every batch.")
@click.argument("paths", nargs=-1)
@click.pass_obj
def watch(
    state: State,
    daemon: bool,
    no_content: bool,
    no_catch_up: bool,
    busy_load: float | None,
    quiet: bool,
    paths: tuple[str, ...],
):
    """Keep the index current: every scanned folder is watched and changes are written within a second or two.

    PATHS, if given, are scanned first (added to the index) and watched with the others.
    Runs until Ctrl-C or SIGTERM. At login: see the systemd user unit in the README.
    """

    def body() -> None:
        from ..index.watch import inotify
        from ..index.watch.loop import Watcher
        from ..index.watch.priority import lower_priority

        if not inotify.available():
            raise FilescoutError("filescout watch needs Linux's inotify; run `filescout scan` regularly instead.")
        ctx = state.ctx
        home = str(ctx.home)
        for p in paths:
            if not os.path.isdir(os.path.expanduser(cli_path(p) or p)):
                raise FilescoutError(f"I couldn't find a folder at {p}")
        if daemon:
            log = os.path.join(home, "watch.log")
            _say(f"Watching in the background; log: {log}")
            _daemonize(log)
        with _one_watcher(home):
            _watch(ctx, no_content, no_catch_up, busy_load, quiet, Watcher, lower_priority, paths)

    run_guarded(body)


def _watch(ctx, no_content, no_catch_up, busy_load, quiet, Watcher, lower_priority, paths=()) -> None:
    stop = threading.Event()
    rfd, wfd = os.pipe()
    os.set_blocking(wfd, False)

    follower = None if no_content or not ctx.settings.content else ContentFollower(ctx.home)
    if follower is not None:
        follower.start()  # (before this process opens the index: see ContentFollower)

    def on_signal(signum, frame) -> None:
        stop.set()
        with contextlib.suppress(OSError):
            os.write(wfd, b"x")

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    lower_priority()
    if busy_load is None:
        busy_load = 4.0 * (os.cpu_count() or 1)

    publisher = SharedPublisher(ctx.home, ctx.settings.publish_every, _say) if ctx.settings.index_url else None

    def on_applied(applied) -> None:
        if publisher is not None and any(a.changed for a in applied):
            publisher.changed()
        if not quiet:
            line = _describe(applied)
            if line:
                _say(time.strftime("%H:%M:%S ") + line)
        if follower is not None:
            scopes = [a.scope for a in applied if a.changed and a.scope and (a.added or a.updated)]
            if scopes:
                follower.add(scopes)

    idx = ctx.open_index(repair_it=True)
    for p in paths:  # new folders first (a folder already indexed is brought up to date)
        from ..index.scanner import scan

        r = scan(idx, cli_path(p) or p, exclude=ctx.settings.exclude)
        _say(f"Scanned {r.path}: {r.files:,} files.")
    w = Watcher(
        idx,
        exclude=ctx.settings.exclude,
        busy_load=busy_load or None,
        notify=lambda m: click.echo(m, err=True),
        on_applied=on_applied,
    )
    try:
        w.start(catch_up=not no_catch_up)
        _say(
            f"Watching {len(w.path_wd):,} folders in {len(w.roots)} root(s): {', '.join(sorted(w.roots))}. "
            "Ctrl-C stops."
        )
        if follower is not None:
            follower.add(sorted(w.roots))  # documents changed while nothing watched
        if publisher is not None:
            publisher.start()
            publisher.changed()  # what catching up found
        w.run(stop.is_set, wake_fd=rfd)
    finally:
        with contextlib.suppress(Exception):
            w.stopped()
        if follower is not None:
            follower.stop()
        if publisher is not None:
            publisher.stop()
    _say(f"Stopped watching ({w.stats['batches']} batch(es) written, {w.stats['rescans']} rescan(s)).")
