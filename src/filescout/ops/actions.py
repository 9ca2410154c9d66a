"""The building blocks of a step: where it acts (folder descriptors), the names it may create, what a plan
recorded of a path, where an overwrite keeps what it replaces, and how a crash is read back from the disk.

See ``steps.py`` for how a step is carried out and ``reverse.py`` for how it is undone.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat as st_mod
from dataclasses import dataclass
from pathlib import Path

from ..errors import FilescoutError, from_oserror
from ..safety.fsopen import open_parent
from . import fsops
from .journal import Journal, JStep


class StepError(Exception):
    pass


@dataclass
class Places:
    sfd: int | None = None
    sname: str = ""
    dfd: int | None = None
    dname: str = ""

    def close(self) -> None:
        for fd in (self.sfd, self.dfd):
            if fd is not None:
                with contextlib.suppress(OSError):
                    os.close(fd)


@contextlib.contextmanager
def places(policy, step: JStep):
    """Descriptors of the step's source and destination folders, walked from their roots (no symlinks)."""
    pl = Places()
    try:
        if step.src:
            pl.sfd, pl.sname = open_parent(policy, Path(step.src))
        if step.dst:
            pl.dfd, pl.dname = open_parent(policy, Path(step.dst))
        yield pl
    finally:
        pl.close()


def _tmp(step: JStep) -> str:
    # unique to this batch (a random nonce) and step, so it can only ever be this step's own temporary
    return f".filescout-tmp-{step.extra.get('nonce', step.batch_id)}-{step.seq}"


def _drop(step: JStep) -> str:
    return f".filescout-drop-{step.extra.get('nonce', step.batch_id)}-{step.seq}"


def stat_key(st: os.stat_result | None) -> list | None:
    """A path's state as plans record it: [size, mtime, ctime, inode] for files (the change time catches a
    rewrite that kept the size and reset the date), [inode, "dir"] for folders (their trees are checked apart)."""
    if st is None:
        return None
    if st_mod.S_ISDIR(st.st_mode):
        return [st.st_ino, "dir"]
    return [st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino]


def _ino(key: list | None) -> int | None:
    if not key:
        return None
    return key[0] if key[-1] == "dir" else key[-1]


class Lost(Exception):
    """An item is in neither of the places a step could have left it (removed by something else)."""


# -- where an overwrite keeps what it replaces ---------------------------------------------------


class _Backup:
    """``keep`` puts what an overwrite replaces in the journal's folder (0700, in filescout's state): renamed there
    on the same disk, else copied (to a temporary name, verified, published) and only then removed."""

    def __init__(self, journal: Journal, step: JStep, pl: Places) -> None:
        self.name = str(step.seq)
        self.dir = journal.data / str(step.batch_id)
        self.pl = pl

    @contextlib.contextmanager
    def fd(self):
        self.dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(self.dir, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        try:
            yield fd
        finally:
            os.close(fd)

    def exists(self) -> bool:
        try:
            os.lstat(self.dir / self.name)
            return True
        except FileNotFoundError:
            return False

    def path(self) -> str:
        return str(self.dir / self.name)

    def keep(self) -> None:
        pl = self.pl
        with self.fd() as bfd:
            try:
                fsops.rename_noreplace(pl.dfd, pl.dname, bfd, self.name)
                return
            except OSError as exc:
                if exc.errno != errno.EXDEV:
                    raise
            tmp = self.name + ".partial"
            with contextlib.suppress(OSError):
                fsops.remove_at(bfd, tmp)
            if fsops.exists_at(bfd, self.name):  # a whole copy from an attempt a crash cut short
                if fsops.hash_at(bfd, self.name) != fsops.hash_at(pl.dfd, pl.dname):
                    raise StepError(f"an older kept copy of {pl.dname} is in the way; nothing was overwritten")
            else:
                fsops.copy_at(pl.dfd, pl.dname, bfd, tmp)
                fsops.rename_noreplace(bfd, tmp, bfd, self.name)
                if fsops.hash_at(bfd, self.name) != fsops.hash_at(pl.dfd, pl.dname):
                    fsops.remove_at(bfd, self.name)
                    raise StepError(f"the kept copy of {pl.dname} doesn't match it; nothing was overwritten")
            fsops.remove_at(pl.dfd, pl.dname)
            fsops.fsync_dir(pl.dfd)

    def restore(self) -> None:
        with self.fd() as bfd:
            fsops.move_across(bfd, self.name, self.pl.dfd, self.pl.dname)


def _happened(action: str, step: JStep, pl: Places, journal: Journal) -> bool:
    """For an action recorded as ``doing`` when the process died: did it take effect? Raises Lost when the item
    is in neither place (so recovery never reports as put back something that is gone)."""
    src = fsops.exists_at(pl.sfd, pl.sname) if pl.sfd is not None else False
    dst = fsops.exists_at(pl.dfd, pl.dname) if pl.dfd is not None else False
    if action == "keep":
        b = _Backup(journal, step, pl)
        if b.exists() and dst:  # a copy across disks was made, the original not yet removed
            with b.fd() as bfd:
                if fsops.hash_at(bfd, b.name) == fsops.hash_at(pl.dfd, pl.dname):
                    fsops.remove_at(bfd, b.name)  # our own, identical copy
            return False
        return b.exists()
    if action == "rename":
        if not src and not dst:
            raise Lost(f"{step.src} is neither where it was nor at {step.dst}: something else removed it")
        return dst and not src
    if action == "stage":
        return fsops.exists_at(pl.dfd, _tmp(step))
    if action == "publish":
        return dst and not fsops.exists_at(pl.dfd, _tmp(step))
    if action == "drop_src":
        return not src
    if action == "trash":
        there = bool(step.extra.get("trashed")) and os.path.lexists(step.extra["trashed"])
        if not src and not there:
            raise Lost(f"{step.src} is neither where it was nor in the trash (was the trash emptied?)")
        return not src and there
    if action == "delete":
        return not src
    if action == "mkdir":
        return dst
    return False


def _same_folder(step: JStep, pl: Places, st: os.stat_result) -> bool:
    names = step.extra.get("names")
    if not names or not st_mod.S_ISDIR(st.st_mode):
        return True
    fd = os.open(pl.dname, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=pl.dfd)
    try:
        return bool(set(names) & set(os.listdir(fd)))
    finally:
        os.close(fd)


def settle(journal: Journal, step: JStep, pl: Places) -> None:
    """After a crash: turn a recorded ``doing`` into ``done`` (it happened) or drop it (it didn't)."""
    doing = step.extra.get("doing")
    if doing:
        try:
            happened = _happened(doing, step, pl, journal)
        except Lost as exc:
            raise StepError(str(exc))
        step.extra.pop("doing", None)
        if happened:
            step.extra.setdefault("done", []).append(doing)
    journal.mark(step, step.status)


def error_text(exc: BaseException, path: str | None) -> str:
    if isinstance(exc, FilescoutError):
        return exc.message
    if isinstance(exc, OSError):
        return from_oserror(exc, path).message
    return str(exc)
