"""inotify through ctypes (Linux): no dependency. One watch per folder; the caller reads batches of events.

Only what the watcher needs: ``add`` (a folder, never following a symlink), ``remove``, ``read`` (parsed
events, after ``poll`` says there are some), and the flags. ``ENOSPC`` from ``inotify_add_watch`` (the
per-user watch limit, ``/proc/sys/fs/inotify/max_user_watches``) raises :class:`WatchLimit`.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import os
import struct
from typing import NamedTuple

IN_ACCESS = 0x1
IN_MODIFY = 0x2
IN_ATTRIB = 0x4
IN_CLOSE_WRITE = 0x8
IN_MOVED_FROM = 0x40
IN_MOVED_TO = 0x80
IN_CREATE = 0x100
IN_DELETE = 0x200
IN_DELETE_SELF = 0x400
IN_MOVE_SELF = 0x800
IN_UNMOUNT = 0x2000
IN_Q_OVERFLOW = 0x4000
IN_IGNORED = 0x8000
IN_ONLYDIR = 0x1000000
IN_DONT_FOLLOW = 0x2000000
IN_EXCL_UNLINK = 0x4000000
IN_ISDIR = 0x40000000
IN_NONBLOCK = os.O_NONBLOCK
IN_CLOEXEC = os.O_CLOEXEC

# what changes a folder's listing or a file's size and dates (no open/close-nowrite/access: they flood the queue)
FOLDER_MASK = (
    IN_MODIFY
    | IN_ATTRIB
    | IN_CLOSE_WRITE
    | IN_MOVED_FROM
    | IN_MOVED_TO
    | IN_CREATE
    | IN_DELETE
    | IN_DELETE_SELF
    | IN_MOVE_SELF
    | IN_ONLYDIR
    | IN_DONT_FOLLOW
    | IN_EXCL_UNLINK
)

_HEADER = struct.Struct("iIII")  # wd, mask, cookie, len


class Event(NamedTuple):
    wd: int
    mask: int
    cookie: int
    name: str  # decoded with the file-system encoding (surrogateescape), as os.listdir would give it


class WatchLimit(OSError):
    """The per-user inotify watch limit is reached."""


def max_user_watches() -> int | None:
    try:
        with open("/proc/sys/fs/inotify/max_user_watches") as f:
            return int(f.read())
    except (OSError, ValueError):
        return None


_libc = None


def _lib():
    global _libc
    if _libc is None:
        _libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        _libc.inotify_add_watch.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
        _libc.inotify_rm_watch.argtypes = [ctypes.c_int, ctypes.c_int]
    return _libc


def available() -> bool:
    try:
        return hasattr(_lib(), "inotify_init1")
    except OSError:
        return False


class Inotify:
    """An inotify instance: a file descriptor that polls readable when events are queued."""

    def __init__(self) -> None:
        fd = _lib().inotify_init1(IN_NONBLOCK | IN_CLOEXEC)
        if fd < 0:
            err = ctypes.get_errno()
            raise OSError(err, f"inotify_init1: {os.strerror(err)}")
        self.fd = fd

    def add(self, path: str, mask: int = FOLDER_MASK) -> int:
        """Watch a folder; the watch descriptor. OSError when it is gone or unreadable; WatchLimit at the limit."""
        wd = _lib().inotify_add_watch(self.fd, os.fsencode(path), mask)
        if wd < 0:
            err = ctypes.get_errno()
            if err == errno.ENOSPC:
                raise WatchLimit(err, "the inotify watch limit is reached")
            raise OSError(err, os.strerror(err), path)
        return wd

    def remove(self, wd: int) -> None:
        _lib().inotify_rm_watch(self.fd, wd)  # (EINVAL for a watch already gone: nothing to do)

    def read(self) -> list[Event]:
        """The events queued now (none if none)."""
        out: list[Event] = []
        while True:
            try:
                data = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                return out
            pos = 0
            n = len(data)
            while pos + 16 <= n:
                wd, mask, cookie, length = _HEADER.unpack_from(data, pos)
                raw = data[pos + 16 : pos + 16 + length].rstrip(b"\0")
                out.append(Event(wd, mask, cookie, os.fsdecode(raw)))
                pos += 16 + length
            if n < (1 << 16) - 4096:
                return out

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
