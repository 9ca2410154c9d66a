"""The walk driver: folders read in this process first, then, for a big tree, by worker processes that
share the work among themselves. Each folder is read by ``walker.process``; what comes back is batches
of :mod:`messages <filescout.index.scan.messages>`."""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import queue
import signal
import time
from collections.abc import Iterator

from ..walker import WalkOptions, close_readers, process
from .messages import Message, Task, WalkerFailed, message_files


def walk(
    start: list[Task],
    opts: WalkOptions,
    *,
    workers: int = 2,
    inline_seconds: float = 0.25,
) -> Iterator[list[Message]]:
    """Walk from ``start``, yielding batches of folder messages.

    The walk starts in this process; if it is still going after
    ``inline_seconds``, the remaining folders are handed to ``workers``
    processes that share work among themselves. Small trees never pay for
    starting processes.
    """
    stack = list(start)
    out: list[Message] = []
    nfiles = 0
    deadline = time.perf_counter() + inline_seconds
    try:
        while stack and (workers <= 0 or time.perf_counter() < deadline):
            t = stack.pop()
            msg, children = process(t, opts)
            out.append(msg)
            nfiles += message_files(msg) + 1
            stack.extend(children)
            if nfiles >= opts.batch_files:
                yield out
                out, nfiles = [], 0
    finally:
        close_readers(opts.db_path)  # the index connection the walker opened in this thread (walker._old_rows)
    if out:
        yield out
    if not stack:
        return
    yield from _parallel(stack, opts, workers)


def _take(tasks, local: list[Task]) -> int:
    """Move the parcels of tasks already queued into ``local`` without waiting; how many were taken."""
    n = 0
    while True:
        try:
            local.extend(tasks.get_nowait())
        except (queue.Empty, OSError):
            return n
        n += 1


def _worker(opts: WalkOptions, tasks, results, pending, idle) -> None:  # pragma: no cover - subprocess
    """Walk parcels (lists) of folders from ``tasks``, depth first, giving half of what is left to do
    to an idle worker. ``pending`` counts parcels queued or being walked; at 0 the walk is over."""
    from ...lifetime import die_with_parent

    die_with_parent()  # a walker never outlives the scan (kill -9 included)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out: list[Message] = []
    nfiles = 0
    local: list[Task] = []
    since_check = 0
    held = 0  # parcels taken and not finished
    try:
        while True:
            if not local:
                if held:
                    with pending.get_lock():
                        pending.value -= held
                held = _take(tasks, local)
            if not local:
                if out:
                    results.put(out)
                    out, nfiles = [], 0
                with idle.get_lock():
                    idle.value += 1
                parcel = None
                while parcel is None:
                    try:
                        parcel = tasks.get(timeout=0.01)
                    except queue.Empty:
                        if pending.value == 0:
                            with idle.get_lock():
                                idle.value -= 1
                            results.put(None)
                            return
                with idle.get_lock():
                    idle.value -= 1
                local.extend(parcel)
                held = 1
            while local:
                t = local.pop()
                msg, children = process(t, opts)
                out.append(msg)
                nfiles += message_files(msg) + 1
                local.extend(children)
                since_check += 1
                if since_check >= 16:
                    since_check = 0
                    if idle.value > 0 and len(local) >= 2:
                        give = local[: len(local) // 2]
                        del local[: len(local) // 2]
                        with pending.get_lock():
                            pending.value += 1
                        tasks.put(give)
                if nfiles >= opts.batch_files or len(out) >= 256:
                    results.put(out)
                    out, nfiles = [], 0
    except BaseException as exc:  # report and stop; the parent treats this as a failed walk
        results.put(WalkerFailed(repr(exc)))
        results.put(None)


def _parallel(stack: list[Task], opts: WalkOptions, workers: int) -> Iterator[list[Message]]:
    method = "fork" if "fork" in mp.get_all_start_methods() else "spawn"
    ctx = mp.get_context(method)
    tasks = ctx.Queue()
    results = ctx.Queue(maxsize=4)
    parcels = [p for p in (stack[i :: 2 * workers] for i in range(2 * workers)) if p]
    pending = ctx.Value("q", len(parcels))
    idle = ctx.Value("i", 0)
    for p in parcels:
        tasks.put(p)
    procs = [
        ctx.Process(target=_worker, args=(opts, tasks, results, pending, idle), daemon=True) for _ in range(workers)
    ]
    for p in procs:
        p.start()
    done = 0
    try:
        while done < len(procs):
            try:
                item = results.get(timeout=1.0)
            except queue.Empty:
                if not any(p.is_alive() for p in procs):
                    raise RuntimeError("the folder walkers stopped unexpectedly") from None
                continue
            if item is None:
                done += 1
            elif isinstance(item, WalkerFailed):
                raise RuntimeError(f"a folder walker failed: {item.error}")
            else:
                yield item
    finally:
        for p in procs:
            if p.is_alive():
                p.terminate()
        for p in procs:
            p.join(timeout=5)
        for q in (tasks, results):
            with contextlib.suppress(Exception):
                q.close()
                q.cancel_join_thread()
