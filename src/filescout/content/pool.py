"""Extraction in worker processes, with a time limit per file and bounded memory.

A file that takes too long (a pathological PDF) has its worker killed and
replaced; the file gets a per-file error and the run goes on. Workers are
recycled after a number of files so that no library's leaks accumulate.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
import time
from collections.abc import Iterator
from multiprocessing.connection import Connection, wait

from ..lifetime import die_with_parent
from ..safety.paths import PathPolicy
from .chunk import chunk
from .formats import extract
from .isolate import MEMORY_BYTES, limit_memory

RECYCLE_AFTER = 300
# The readers' libraries, imported once in the parent before the workers are forked (a worker, and each
# recycled one, would otherwise import them again: 70-350 ms each)
PRELOAD = {
    "pdf": ("pypdfium2",),
    "html": ("lxml.etree",),
    "htm": ("lxml.etree",),
    "epub": ("lxml.etree", "ebooklib"),
    "eml": ("lxml.etree",),
    "docx": ("docx",),
    "pptx": ("pptx",),
    "xlsx": ("openpyxl",),
}

Task = tuple[int, str, str, str]  # key, path, ext, display name


def work(task: Task, max_bytes: int, roots: list[str] | None = None) -> dict:
    _key, path, ext, name = task
    # with the index's roots, the file is opened walking from its root (a folder swapped for a symlink during
    # the scan is never followed out)
    policy = PathPolicy(roots) if roots else None
    t0 = time.perf_counter()
    ex = extract(path, ext, max_bytes=max_bytes, policy=policy)
    return {
        "chunks": chunk(ex, name) if not ex.error else [],
        "meta": ex.meta,
        "error": ex.error,
        "truncated": ex.truncated,
        "chars": sum(len(s.text) for s in ex.sections),
        "seconds": time.perf_counter() - t0,  # reading and chunking, in the worker
    }


def _serve(  # pragma: no cover - runs in a child
    conn: Connection, max_bytes: int, parent: int, roots: list[str] | None = None
) -> None:
    # a worker never outlives the scan (kill -9 included): the parent's end of this pipe may be held open
    # by its other workers (forked after this one), so the end of the pipe alone would not tell
    die_with_parent(parent)
    limit_memory(MEMORY_BYTES)  # a hostile document gets MemoryError, not the machine's memory
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            task = conn.recv()
        except EOFError:
            return
        if task is None:
            return
        try:
            conn.send((task[0], work(task, max_bytes, roots)))
        except MemoryError:
            conn.send((task[0], {"chunks": [], "meta": {}, "error": "it needed too much memory to read", "chars": 0}))
        except Exception as exc:  # never let a worker die on one file
            conn.send((task[0], {"chunks": [], "meta": {}, "error": f"extraction failed ({exc})", "chars": 0}))


class _Worker:
    def __init__(self, ctx, max_bytes: int, roots: list[str] | None = None) -> None:
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, max_bytes, os.getpid(), roots), daemon=True)
        self.roots = roots
        self.proc.start()
        child.close()
        self.task: Task | None = None
        self.started = 0.0
        self.done = 0

    def give(self, task: Task) -> None:
        self.task = task
        self.started = time.monotonic()
        self.conn.send(task)

    def stop(self, kill: bool = False) -> None:
        if kill:
            self.proc.kill()
        else:
            try:
                self.conn.send(None)
            except (BrokenPipeError, OSError):
                pass
        self.proc.join(timeout=5)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join()
        self.conn.close()


def preload(exts: set[str]) -> None:
    """Import the libraries that reading these extensions needs (those installed), so forked workers share them."""
    import importlib

    for mod in {m for e in exts for m in PRELOAD.get(e, ())}:
        try:
            importlib.import_module(mod)
        except Exception:  # not installed: the worker says so per file
            pass


def extract_many(
    tasks: list[Task],
    *,
    workers: int = 2,
    timeout: float = 30.0,
    max_bytes: int = 100 * 1024 * 1024,
    roots: list[str] | None = None,
) -> Iterator[tuple[int, dict]]:
    """Yield (key, result) for every task, in completion order."""
    if not tasks:
        return
    method = "fork" if "fork" in mp.get_all_start_methods() else "spawn"
    ctx = mp.get_context(method)
    if method == "fork":
        preload({t[2] for t in tasks})
    pending = list(reversed(tasks))
    pool = [_Worker(ctx, max_bytes, roots) for _ in range(max(1, min(workers, len(tasks))))]
    try:
        for w in pool:
            if pending:
                w.give(pending.pop())
        while any(w.task for w in pool):
            busy = {w.conn: w for w in pool if w.task}
            for conn in wait(list(busy), timeout=0.5):
                w = busy[conn]
                try:
                    key, result = conn.recv()
                except (EOFError, OSError):  # the worker died (out of memory, a crash in a library)
                    key, result = w.task[0], {"chunks": [], "meta": {}, "error": "the reader crashed on it", "chars": 0}
                    i = pool.index(w)
                    w.stop(kill=True)
                    pool[i] = w = _Worker(ctx, max_bytes, roots)
                w.task = None
                w.done += 1
                yield key, result
                if w.done >= RECYCLE_AFTER:
                    i = pool.index(w)
                    w.stop()
                    pool[i] = w = _Worker(ctx, max_bytes, roots)
                if pending:
                    w.give(pending.pop())
            now = time.monotonic()
            for i, w in enumerate(pool):
                if w.task and now - w.started > timeout:
                    key = w.task[0]
                    w.stop(kill=True)
                    pool[i] = nw = _Worker(ctx, max_bytes, roots)
                    yield (
                        key,
                        {
                            "chunks": [],
                            "meta": {},
                            "error": f"it took too long to read (over {timeout:g} s)",
                            "chars": 0,
                        },
                    )
                    if pending:
                        nw.give(pending.pop())
    finally:
        for w in pool:
            w.stop(kill=w.task is not None)
