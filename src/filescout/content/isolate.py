"""Run a parser where a time and memory budget can be enforced: a forked child that is killed at the limit.

Rich formats (PDF, Word, Excel, PowerPoint, EPUB, HTML) are parsed by third-party
libraries; a hostile file can make them spin or allocate without end. ``bounded``
runs the call in a forked child (which inherits the already opened, already
checked file), with an address-space limit, and kills it when its time is up.
The caller gets the result, the child's plain-language error, or a plain error
saying the file took too long or too much memory.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import resource
import traceback
from collections.abc import Callable
from typing import Any

from ..errors import FilescoutError

READ_SECONDS = 20.0
MEMORY_BYTES = 2 * 1024 * 1024 * 1024  # extra address space the child may take


class ReadTimeout(FilescoutError):
    code = "too_slow"


def _vm_size() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def limit_memory(memory: int) -> None:
    """Cap this process's address space at what it uses now plus ``memory`` bytes (a parser that runs away
    gets MemoryError instead of taking the machine's memory)."""
    try:
        vm = _vm_size()
        if vm and memory:
            limit = vm + memory
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):
        pass


def _child(conn, fn: Callable, args: tuple, kwargs: dict, memory: int) -> None:  # pragma: no cover - a child
    from ..lifetime import die_with_parent

    die_with_parent()  # killed with the reader that started it (kill -9 of a scan included)
    limit_memory(memory)
    try:
        out = ("ok", fn(*args, **kwargs))
    except FilescoutError as exc:
        out = ("error", (type(exc).__name__, exc.message, exc.code))
    except MemoryError:
        out = ("memory", None)
    except RecursionError:
        out = ("error", ("FilescoutError", "I couldn't read that file: it is nested too deeply", "too_deep"))
    except BaseException as exc:  # a damaged file made a library fail: a plain message, not a traceback
        traceback.clear_frames(exc.__traceback__)
        out = (
            "error",
            ("FilescoutError", f"I couldn't read that file: it looks damaged ({type(exc).__name__})", "unreadable"),
        )
    try:
        conn.send(out)
    except Exception:
        conn.send(
            (
                "error",
                ("FilescoutError", "I couldn't read that file (its contents couldn't be passed back)", "unreadable"),
            )
        )
    conn.close()


def bounded(fn: Callable, *args: Any, seconds: float = READ_SECONDS, memory: int = MEMORY_BYTES, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` in a forked child with a time and memory limit; runs inline where fork is missing."""
    if "fork" not in mp.get_all_start_methods():
        return fn(*args, **kwargs)
    ctx = mp.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, fn, args, kwargs, memory), daemon=True)
    proc.start()
    child.close()
    try:
        if not parent.poll(seconds):
            raise ReadTimeout(f"I stopped reading that file: it took too long (over {seconds:g} s) to parse")
        try:
            kind, value = parent.recv()
        except (EOFError, OSError):
            raise FilescoutError("I couldn't read that file: the reader crashed on it", code="unreadable")
    finally:
        if proc.is_alive():
            proc.kill()
        proc.join(5)
        parent.close()
    if kind == "ok":
        return value
    if kind == "memory":
        raise FilescoutError("I couldn't read that file: it needed too much memory", code="too_large")
    name, message, code = value
    from .. import errors
    from . import budgets

    cls = getattr(errors, name, None) or getattr(budgets, name, None)
    if not (isinstance(cls, type) and issubclass(cls, FilescoutError)):
        cls = FilescoutError
    return _raise(cls, message, code)


def _raise(cls, message: str, code: str):
    exc = cls(message)
    exc.code = code
    raise exc
