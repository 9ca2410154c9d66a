"""Opening files so that containment holds at the moment of the system call.

``PathPolicy.check`` decides on resolved paths, but a path checked a moment ago
can be swapped for a symlink (to ``/etc``, to a key) before it is opened. The
functions here walk from the allowed root's own directory descriptor one
component at a time with ``O_NOFOLLOW``, so the file that is opened is the one
inside the root, or nothing is opened at all. Files are opened non-blocking and
their type is checked with ``fstat`` on the descriptor, so a FIFO, socket or
device is never read (opening a FIFO for reading blocks until a writer comes;
a device can be endless).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import stat as st_mod
from collections.abc import Iterator
from pathlib import Path

from ..errors import FilescoutError, InvalidInput, OutsideRoots, from_oserror
from .paths import PathPolicy

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


class NotRegular(FilescoutError):
    code = "not_a_regular_file"


def kind_of(mode: int) -> str:
    """A plain name for a file type, for messages."""
    if st_mod.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if st_mod.S_ISSOCK(mode):
        return "a socket"
    if st_mod.S_ISCHR(mode) or st_mod.S_ISBLK(mode):
        return "a device"
    if st_mod.S_ISLNK(mode):
        return "a symbolic link"
    if st_mod.S_ISDIR(mode):
        return "a folder"
    return "a regular file"


def _raced(path: str | os.PathLike) -> OutsideRoots:
    return OutsideRoots(
        f"{path} now leads outside the allowed folders (a symbolic link appeared in its path since it was "
        "checked); nothing was read or changed there"
    )


def open_dir_at(root: Path, rel_parts: tuple[str, ...]) -> int:
    """A descriptor of ``root/rel_parts…``, walked without following any symlink below ``root``."""
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        for part in rel_parts:
            nfd = os.open(part, _DIR_FLAGS, dir_fd=fd)
            os.close(fd)
            fd = nfd
    except BaseException:
        os.close(fd)
        raise
    return fd


def _split(policy: PathPolicy, real: Path) -> tuple[Path, tuple[str, ...]]:
    root = policy.root_of(real)
    if root is None:
        raise OutsideRoots(f"That path is outside the folders filescout may use: {real}")
    return root, real.relative_to(root).parts


def open_parent(policy: PathPolicy, real: Path) -> tuple[int, str]:
    """(descriptor of the folder holding ``real``, final name), walked inside its root.

    ``real`` must already be resolved (``policy.check`` / ``check_new``). A symlink
    found on the way means the tree changed since the check: refused.
    """
    if policy.is_private(real):
        raise OutsideRoots(
            f"That is filescout's own state folder; filescout doesn't read or change its own files: {real}"
        )
    root, parts = _split(policy, real)
    if not parts:
        raise InvalidInput(f"{real} is an allowed folder itself; it can't be acted on as a file")
    try:
        return open_dir_at(root, parts[:-1]), parts[-1]
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR):
            raise _raced(real)
        raise from_oserror(exc, str(real))


def open_regular(policy: PathPolicy, path: str | os.PathLike, *, check: bool = True) -> int:
    """An O_RDONLY descriptor of the regular file at ``path``, opened inside its root.

    Refuses (plain errors): paths outside the roots, a symlink swapped in anywhere
    on the way, FIFOs, sockets, devices and folders. Never blocks on a FIFO.
    """
    real = policy.check(path) if check else Path(path)
    dfd, name = open_parent(policy, real)
    try:
        try:
            fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dfd)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise _raced(path)
            if exc.errno in (errno.ENXIO, errno.EWOULDBLOCK):  # a socket or a device with nothing behind it
                raise NotRegular(f"{path} is not a regular file; filescout doesn't read those")
            raise from_oserror(exc, str(path))
    finally:
        os.close(dfd)
    try:
        st = os.fstat(fd)
        if not st_mod.S_ISREG(st.st_mode):
            raise NotRegular(f"{path} is {kind_of(st.st_mode)}, not a regular file; filescout doesn't read those")
        flags = fcntl.fcntl(fd, fcntl.F_GETFL)
        fcntl.fcntl(fd, fcntl.F_SETFL, flags & ~os.O_NONBLOCK)
    except BaseException:
        os.close(fd)
        raise
    return fd


@contextlib.contextmanager
def open_for_read(policy: PathPolicy, path: str | os.PathLike, *, check: bool = True) -> Iterator:
    """``with open_for_read(policy, p) as f:`` a binary file object, opened as ``open_regular`` does."""
    fd = open_regular(policy, path, check=check)
    with os.fdopen(fd, "rb") as f:
        yield f


def regular_or_refuse(path: str | os.PathLike) -> os.stat_result:
    """lstat ``path`` and refuse anything that is not a regular file (for paths outside any policy)."""
    st = os.lstat(path)
    if not st_mod.S_ISREG(st.st_mode):
        raise NotRegular(f"{path} is {kind_of(st.st_mode)}, not a regular file; filescout doesn't read those")
    return st


def safe_open_plain(path: str | os.PathLike) -> int:
    """Open a regular file non-blocking and without following a final symlink; refuse other types."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _raced(path)
        if exc.errno in (errno.ENXIO, errno.EWOULDBLOCK):
            raise NotRegular(f"{path} is not a regular file; filescout doesn't read those")
        raise from_oserror(exc, str(path))
    try:
        st = os.fstat(fd)
        if not st_mod.S_ISREG(st.st_mode):
            raise NotRegular(f"{path} is {kind_of(st.st_mode)}, not a regular file; filescout doesn't read those")
        fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
    except BaseException:
        os.close(fd)
        raise
    return fd
