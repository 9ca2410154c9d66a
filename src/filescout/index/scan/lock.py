"""One scan at a time, on an flock the kernel drops when its holder dies."""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

from ...errors import FilescoutError
from ..db import read_only_message


@contextlib.contextmanager
def scan_lock(home: Path) -> Iterator[None]:
    """One scan at a time. The lock is an flock: the kernel drops it when its holder dies (kill -9 included;
    the scan's forked helpers, which share it, die with the scan), so a dead scan never blocks the next."""
    try:
        fd = os.open(home / "scan.lock", os.O_RDWR | os.O_CREAT, 0o600)
    except PermissionError:
        raise FilescoutError(read_only_message(home, "update the index"), code="read_only") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise FilescoutError("Another scan is already running on this index. Wait for it to finish.")
        yield
    finally:
        os.close(fd)


def scan_running(home: Path) -> bool:
    try:
        fd = os.open(home / "scan.lock", os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
