"""The watcher runs at low priority: nice 10 and, on Linux, the idle I/O class (ioprio_set through ctypes)."""

from __future__ import annotations

import contextlib
import ctypes
import os
import platform

IOPRIO_WHO_PROCESS = 1
IOPRIO_CLASS_IDLE = 3
IOPRIO_CLASS_SHIFT = 13
_SYSCALL = {"x86_64": 251, "aarch64": 30, "i686": 289, "armv7l": 314}


def lower_priority(nice: int = 10) -> dict:
    """Lower this process's CPU and I/O priority (its children inherit both). What was set."""
    done = {"nice": None, "ionice": None}
    with contextlib.suppress(OSError, AttributeError):
        done["nice"] = os.nice(nice)
    nr = _SYSCALL.get(platform.machine())
    if nr is not None:
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            if libc.syscall(nr, IOPRIO_WHO_PROCESS, 0, IOPRIO_CLASS_IDLE << IOPRIO_CLASS_SHIFT) == 0:
                done["ionice"] = "idle"
    return done
