"""The system calls operations are made of, each on directory descriptors.

Every call here takes ``(folder descriptor, name)`` pairs opened by
``safety.fsopen.open_parent`` (walked from an allowed root with O_NOFOLLOW), so
a folder swapped for a symlink after the plan was made is never written
through. Names are published with ``renameat2(RENAME_NOREPLACE)``: nothing that
appeared at a destination is ever replaced. Copies are written to a temporary
name, fsynced, and only then given their real name, so a full disk or a kill
never leaves a truncated file under the real name.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import shutil
import stat as st_mod

import xxhash

AT_FDCWD = -100
RENAME_NOREPLACE = 1
CHUNK = 1 << 20

_libc = ctypes.CDLL(None, use_errno=True)
_renameat2 = getattr(_libc, "renameat2", None)
if _renameat2 is not None:
    _renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    _renameat2.restype = ctypes.c_int


def rename_noreplace(sfd: int, sname: str, dfd: int, dname: str) -> None:
    """Rename ``sfd/sname`` to ``dfd/dname``; fails with EEXIST if anything is at the destination."""
    if _renameat2 is not None:
        if _renameat2(sfd, os.fsencode(sname), dfd, os.fsencode(dname), RENAME_NOREPLACE) == 0:
            return
        err = ctypes.get_errno()
        if err not in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP):
            raise OSError(err, os.strerror(err), dname)
    # no renameat2 here (or the file system lacks NOREPLACE): check, then rename (a small window)
    try:
        os.stat(dname, dir_fd=dfd, follow_symlinks=False)
    except FileNotFoundError:
        os.rename(sname, dname, src_dir_fd=sfd, dst_dir_fd=dfd)
        return
    raise OSError(errno.EEXIST, os.strerror(errno.EEXIST), dname)


def lstat_at(dfd: int, name: str) -> os.stat_result | None:
    try:
        return os.stat(name, dir_fd=dfd, follow_symlinks=False)
    except FileNotFoundError:
        return None


def exists_at(dfd: int, name: str) -> bool:
    return lstat_at(dfd, name) is not None


def remove_at(dfd: int, name: str) -> None:
    """Remove a file, link or whole folder (fd-based: never follows a symlink out)."""
    st = lstat_at(dfd, name)
    if st is None:
        return
    if st_mod.S_ISDIR(st.st_mode):
        shutil.rmtree(name, dir_fd=dfd)
    else:
        os.unlink(name, dir_fd=dfd)


def hash_at(dfd: int, name: str) -> str | None:
    """xxh3-128 of a regular file's bytes, or of a folder's tree (names, kinds and file bytes)."""
    st = lstat_at(dfd, name)
    if st is None:
        return None
    h = xxhash.xxh3_128()
    _hash_into(h, dfd, name, st)
    return h.hexdigest()


def _hash_into(h, dfd: int, name: str, st: os.stat_result) -> None:
    if st_mod.S_ISREG(st.st_mode):
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dfd)
        try:
            while chunk := os.read(fd, CHUNK):
                h.update(chunk)
        finally:
            os.close(fd)
    elif st_mod.S_ISLNK(st.st_mode):
        h.update(b"L" + os.fsencode(os.readlink(name, dir_fd=dfd)))
    elif st_mod.S_ISDIR(st.st_mode):
        sub = os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=dfd)
        try:
            for child in sorted(os.listdir(sub)):
                cst = os.stat(child, dir_fd=sub, follow_symlinks=False)
                h.update(b"\0N" + os.fsencode(child) + b"\0")
                _hash_into(h, sub, child, cst)
        finally:
            os.close(sub)
    else:
        h.update(b"S" + str(st.st_mode).encode())


class Skipped(list):
    """Names a folder copy left out (FIFOs, sockets, devices), as relative paths."""


def copy_at(sfd: int, sname: str, dfd: int, dname: str, skipped: Skipped | None = None) -> None:
    """Copy ``sfd/sname`` to a NEW ``dfd/dname`` (file, symlink or folder), keeping modes and times.

    The destination must not exist (O_EXCL / mkdir). Special files inside a folder
    are left out and listed in ``skipped``; a special file as the source is refused.
    Every file is fsynced; the caller publishes the result under its real name.
    """
    st = os.stat(sname, dir_fd=sfd, follow_symlinks=False)
    if st_mod.S_ISLNK(st.st_mode):
        os.symlink(os.readlink(sname, dir_fd=sfd), dname, dir_fd=dfd)
        return
    if st_mod.S_ISDIR(st.st_mode):
        src = os.open(sname, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=sfd)
        try:
            os.mkdir(dname, 0o700, dir_fd=dfd)
            dst = os.open(dname, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=dfd)
            try:
                for child in sorted(os.listdir(src)):
                    cst = os.stat(child, dir_fd=src, follow_symlinks=False)
                    if not (st_mod.S_ISREG(cst.st_mode) or st_mod.S_ISDIR(cst.st_mode) or st_mod.S_ISLNK(cst.st_mode)):
                        if skipped is not None:
                            skipped.append(child)
                        continue
                    copy_at(src, child, dst, child, skipped)
                os.fsync(dst)
                os.chmod(dst, st_mod.S_IMODE(st.st_mode))
                os.utime(dst, ns=(st.st_atime_ns, st.st_mtime_ns))
            finally:
                os.close(dst)
        finally:
            os.close(src)
        return
    if not st_mod.S_ISREG(st.st_mode):
        raise OSError(errno.EINVAL, "not a regular file, folder or link", sname)
    fin = os.open(sname, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=sfd)
    try:
        if not st_mod.S_ISREG(os.fstat(fin).st_mode):  # swapped since the lstat
            raise OSError(errno.EINVAL, "not a regular file", sname)
        fout = os.open(dname, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600, dir_fd=dfd)
        try:
            while chunk := os.read(fin, CHUNK):
                view = memoryview(chunk)
                while view:
                    view = view[os.write(fout, view) :]
            os.fsync(fout)
            os.fchmod(fout, st_mod.S_IMODE(st.st_mode))
            os.utime(fout, ns=(st.st_atime_ns, st.st_mtime_ns))
        finally:
            os.close(fout)
    finally:
        os.close(fin)


def write_new_at(dfd: int, name: str, content: bytes) -> None:
    """Write ``content`` to a NEW file ``dfd/name`` (O_EXCL), fsynced."""
    fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o666, dir_fd=dfd)
    try:
        view = memoryview(content)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(dfd: int) -> None:
    with contextlib.suppress(OSError):
        os.fsync(dfd)


def move_across(sfd: int, sname: str, dfd: int, dname: str) -> None:
    """Move ``sfd/sname`` to a NEW ``dfd/dname``: a rename on one disk; across disks a copy under a temporary
    name, published, verified by hash, and only then the original removed (never over anything there)."""
    try:
        rename_noreplace(sfd, sname, dfd, dname)
        fsync_dir(dfd)
        return
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
    tmp = f".filescout-partial-{os.getpid()}"
    with contextlib.suppress(OSError):
        remove_at(dfd, tmp)
    try:
        copy_at(sfd, sname, dfd, tmp)
        rename_noreplace(dfd, tmp, dfd, dname)
    except BaseException:
        with contextlib.suppress(OSError):
            remove_at(dfd, tmp)
        raise
    if hash_at(dfd, dname) != hash_at(sfd, sname):
        remove_at(dfd, dname)  # our own copy, just made
        raise OSError(errno.EIO, "the copy doesn't match the original; the original was kept", sname)
    remove_at(sfd, sname)
    fsync_dir(dfd)
