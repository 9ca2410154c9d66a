"""Process lifetime: helper processes never outlive filescout, and SIGTERM stops it like Ctrl-C.

Every child filescout starts (the scanner's folder walkers, the name-index
helper, the content readers) calls :func:`die_with_parent` first thing: on
Linux the kernel then kills it (SIGKILL) the moment its parent dies, however
the parent died (kill -9 included). Elsewhere a small thread watches the
parent's pid instead. The check after arming catches a parent that died
before the child got that far.

This module imports nothing of filescout, so helpers started with
``python -m`` can use it without paying for the package's imports.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading

PR_SET_PDEATHSIG = 1
PARENT_ENV = "FILESCOUT_PARENT_PID"


def _expected_parent() -> int | None:
    """The pid this process was started by, as its starter recorded it (None: unknown)."""
    mp = sys.modules.get("multiprocessing")  # (loaded in its children; not imported here for a fast start)
    parent = mp.parent_process() if mp is not None else None
    if parent is not None and parent.pid:
        return parent.pid
    env = os.environ.get(PARENT_ENV)
    if env and env.isdigit():
        return int(env)
    return None


def _arm_pdeathsig() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _watch_parent(parent: int) -> None:
    def run() -> None:
        while True:
            if os.getppid() != parent:
                os._exit(1)
            threading.Event().wait(0.5)

    threading.Thread(target=run, name="filescout-parent-watch", daemon=True).start()


def die_with_parent(parent: int | None = None) -> None:
    """Make this (child) process die as soon as its parent does. Call it first thing in the child.

    ``parent``: the parent's pid as the parent saw it before starting this process (default: from
    multiprocessing, or ``$FILESCOUT_PARENT_PID``, or the current parent).
    """
    # a forked child inherits the parent's handler (SIGTERM raising KeyboardInterrupt): a child just ends
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if parent is None:
        parent = _expected_parent() or os.getppid()
    armed = _arm_pdeathsig()
    if os.getppid() != parent:  # the parent died before the signal was armed
        os._exit(1)
    if not armed:
        _watch_parent(parent)


def child_env() -> dict[str, str]:
    """The environment for a child started with subprocess: it tells the child who its parent is."""
    return {**os.environ, PARENT_ENV: str(os.getpid())}


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived: stop as Ctrl-C would (clean up, keep what is done, exit non-zero)."""


_owner = 0  # the process that installed the handler (forked children inherit it)
_requested = False  # SIGTERM arrived (even if the exception it raised was swallowed, see below)


def _on_term(signum: int, frame: object) -> None:
    global _requested
    # a second SIGTERM during the clean-up ends the process at once, as the default would
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if os.getpid() != _owner:  # a child forked a moment ago, stopped before it could reset the handler
        os._exit(128 + signum)
    _requested = True
    raise Terminated()


def termination_requested() -> bool:
    """True once SIGTERM arrived. The exception it raises can land in a finalizer (``__del__``, a lock's
    release), where Python swallows it; the command line then still ends as interrupted."""
    return _requested


def _quiet_unraisable(hook):
    def quiet(unraisable) -> None:
        if isinstance(unraisable.exc_value, Terminated):
            return  # recorded in _requested; no "Exception ignored" traceback for the user
        hook(unraisable)

    return quiet


def term_as_interrupt() -> None:
    """In the main thread of a command-line process: SIGTERM raises :class:`Terminated` (a KeyboardInterrupt)."""
    global _owner
    if threading.current_thread() is threading.main_thread():
        with contextlib.suppress(ValueError, OSError):
            _owner = os.getpid()
            signal.signal(signal.SIGTERM, _on_term)
            sys.unraisablehook = _quiet_unraisable(sys.unraisablehook)
