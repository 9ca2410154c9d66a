"""One step of a batch, carried out as a short sequence of atomic actions.

Each action is recorded in the journal (``doing``) *before* it runs and moved
to ``done`` after, so a kill at any moment leaves a record from which the disk
state can be read back (``settle``). Every action has a reverse, and reversing
only ever restores: it removes nothing it cannot prove it made (a temporary
name of its own, or a copy whose bytes equal the original's).

    move (same disk)    keep? -> rename
    move (across disks) keep? -> stage -> publish -> drop_src
    copy, write         keep? -> stage -> publish
    trash               trash          delete   delete          mkdir   mkdir

``keep`` moves what an overwrite replaces aside (into the journal's folder when
it is on the same disk, else to a hidden name beside it); ``stage`` writes a
copy under a temporary name in the destination folder, fsynced; ``publish``
gives it its real name with RENAME_NOREPLACE; ``drop_src`` renames the original
to a temporary name and removes it, only once the copy's hash matched.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import stat as st_mod
from dataclasses import dataclass
from pathlib import Path

from ..errors import FilescoutError, from_oserror
from ..safety.fsopen import open_parent
from . import fsops
from . import trash as trashmod
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
    return f".filescout-tmp-{step.batch_id}-{step.seq}"


def _drop(step: JStep) -> str:
    return f".filescout-drop-{step.batch_id}-{step.seq}"


def stat_key(st: os.stat_result | None) -> list | None:
    """What the plan recorded of a path: [size, mtime, inode] for files, [inode, "dir"] for folders."""
    if st is None:
        return None
    if st_mod.S_ISDIR(st.st_mode):
        return [st.st_ino, "dir"]
    return [st.st_size, st.st_mtime_ns, st.st_ino]


# -- the actions ------------------------------------------------------------------


class _Backup:
    """Where ``keep`` puts what an overwrite replaces: the journal's folder on the same disk, else beside it."""

    def __init__(self, journal: Journal, step: JStep, pl: Places) -> None:
        info = step.extra.get("backup")
        if info is None:
            folder = journal.backup_dir(step.batch_id)
            same = os.stat(folder).st_dev == os.fstat(pl.dfd).st_dev
            info = (
                {"in": "journal", "name": str(step.seq)}
                if same
                else {"in": "dst", "name": f".filescout-kept-{step.batch_id}-{step.seq}"}
            )
            step.extra["backup"] = info
        self.info = info
        self.journal_dir = journal.data / str(step.batch_id)
        self.pl = pl

    @contextlib.contextmanager
    def fd(self):
        if self.info["in"] == "dst":
            yield self.pl.dfd
            return
        self.journal_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(self.journal_dir, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        try:
            yield fd
        finally:
            os.close(fd)

    @property
    def name(self) -> str:
        return self.info["name"]


def _happened(action: str, step: JStep, pl: Places, journal: Journal) -> bool:
    """For an action recorded as ``doing`` when the process died: did it take effect?"""
    src = fsops.exists_at(pl.sfd, pl.sname) if pl.sfd is not None else False
    dst = fsops.exists_at(pl.dfd, pl.dname) if pl.dfd is not None else False
    if action == "keep":
        b = _Backup(journal, step, pl)
        with b.fd() as bfd:
            return fsops.exists_at(bfd, b.name)
    if action == "rename":
        return dst and not src
    if action == "stage":
        return fsops.exists_at(pl.dfd, _tmp(step))
    if action == "publish":
        return dst and not fsops.exists_at(pl.dfd, _tmp(step))
    if action == "drop_src":
        return not src
    if action == "trash":
        return not src and bool(step.extra.get("trashed")) and os.path.lexists(step.extra["trashed"])
    if action == "delete":
        return not src
    if action == "mkdir":
        return dst
    return False


_KILL_AT = int(os.environ.get("FILESCOUT_KILL_AT") or 0)  # fault injection for tests: die at the N-th point
_points = 0


def _point() -> None:
    """A point where a crash is possible (before and after each recorded action)."""
    global _points
    if _KILL_AT:
        _points += 1
        if _points == _KILL_AT:
            os.kill(os.getpid(), signal.SIGKILL)


def _run(journal: Journal, step: JStep, action: str, fn) -> None:
    """Record the intent, act, record that it happened."""
    step.extra["doing"] = action
    journal.mark(step, "running")
    _point()
    fn()
    _point()
    step.extra.setdefault("done", []).append(action)
    step.extra.pop("doing", None)
    journal.mark(step, "running")
    _point()


def _verify_planned(step: JStep, pl: Places) -> None:
    planned = step.extra.get("planned")
    if planned is None or pl.sfd is None:
        return
    now = stat_key(fsops.lstat_at(pl.sfd, pl.sname))
    if now is None:
        raise StepError(f"{step.src} is no longer there")
    if now != planned:
        raise StepError(f"{step.src} changed since the plan was shown (size, date or identity); it was left alone")
    tree = step.extra.get("planned_tree")
    if tree is not None:
        from .plan import tree_size

        if list(tree_size(step.src)) != tree:
            raise StepError(f"the folder {step.src} changed since the plan was shown; it was left alone")


def _verify_target(step: JStep, pl: Places) -> None:
    """An overwrite replaces exactly the file the plan showed; anything new at the destination is left alone."""
    now = stat_key(fsops.lstat_at(pl.dfd, pl.dname))
    if now is None:
        return
    if not step.overwrite:
        raise StepError(f"something appeared at {step.dst} since the plan was made; it was left alone")
    planned = step.extra.get("planned_dst")
    if planned is not None and now != planned:
        raise StepError(f"{step.dst} changed since the plan was shown; it was not overwritten")
    st = fsops.lstat_at(pl.dfd, pl.dname)
    if st is not None and st_mod.S_ISLNK(st.st_mode):
        raise StepError(f"a symbolic link appeared at {step.dst}; nothing was written through it")


def apply(policy, journal: Journal, step: JStep, content: bytes | None) -> list[str]:
    """Carry out one step. On an error, what it did is reversed before the error is raised. Returns notes."""
    notes: list[str] = []
    with places(policy, step) as pl:
        try:
            _apply(journal, step, pl, content, notes)
        except BaseException:
            try:
                _reverse(journal, step, pl)
            except (StepError, OSError, FilescoutError) as exc:
                notes.append(f"could not put everything back: {exc}")
                step.extra["rollback_error"] = str(exc)
                journal.mark(step, "running")
            raise
    return notes


def _apply(journal: Journal, step: JStep, pl: Places, content: bytes | None, notes: list[str]) -> None:
    kind = step.kind
    done = step.extra.setdefault("done", [])
    if kind == "mkdir":
        if "mkdir" not in done:
            _verify_target(step, pl)
            _run(journal, step, "mkdir", lambda: os.mkdir(pl.dname, 0o777, dir_fd=pl.dfd))
        return
    if kind in ("trash", "delete"):
        if kind in done:
            return
        _verify_planned(step, pl)
        if kind == "delete":
            _run(journal, step, "delete", lambda: fsops.remove_at(pl.sfd, pl.sname))
            return
        st = fsops.lstat_at(pl.sfd, pl.sname)
        trashed, info = step.extra.get("trashed"), step.extra.get("info")
        if not (trashed and not os.path.lexists(trashed) and (info is None or os.path.exists(info))):
            # no earlier claim of this step's own to reuse (a crash can leave one behind)
            trashed, info = trashmod.claim(step.src, st.st_dev)
            step.extra.update({"trashed": trashed, "info": info})
        _run(journal, step, "trash", lambda: trashmod.put(pl.sfd, pl.sname, trashed))
        return
    # move, copy, write
    if not done:
        if kind != "write":
            _verify_planned(step, pl)
        _verify_target(step, pl)
    if step.overwrite and "keep" not in done and fsops.exists_at(pl.dfd, pl.dname):
        b = _Backup(journal, step, pl)

        def keep() -> None:
            with b.fd() as bfd:
                fsops.rename_noreplace(pl.dfd, pl.dname, bfd, b.name)

        _run(journal, step, "keep", keep)
    if kind == "move":
        if "route" not in step.extra:
            sdev = fsops.lstat_at(pl.sfd, pl.sname).st_dev
            step.extra["route"] = "same" if sdev == os.fstat(pl.dfd).st_dev else "cross"
        if step.extra["route"] == "same":
            try:
                if "rename" not in done:
                    _run(journal, step, "rename", lambda: fsops.rename_noreplace(pl.sfd, pl.sname, pl.dfd, pl.dname))
                return
            except OSError as exc:
                if exc.errno != errno.EXDEV:
                    raise
                step.extra.pop("doing", None)
                step.extra["route"] = "cross"
    if "stage" not in done:
        with contextlib.suppress(OSError):  # a stale temporary of this very step (an earlier, killed attempt)
            fsops.remove_at(pl.dfd, _tmp(step))
        skipped = fsops.Skipped()
        if kind == "write":
            _run(journal, step, "stage", lambda: fsops.write_new_at(pl.dfd, _tmp(step), content or b""))
        else:
            _run(journal, step, "stage", lambda: fsops.copy_at(pl.sfd, pl.sname, pl.dfd, _tmp(step), skipped))
        if skipped:
            notes.append(f"left out {len(skipped)} special file(s) (pipes, sockets, devices) inside {step.src}")
    if "publish" not in done:
        _run(journal, step, "publish", lambda: fsops.rename_noreplace(pl.dfd, _tmp(step), pl.dfd, pl.dname))
        fsops.fsync_dir(pl.dfd)
    if kind == "move" and "drop_src" not in done:
        if fsops.hash_at(pl.dfd, pl.dname) != fsops.hash_at(pl.sfd, pl.sname):
            raise StepError(f"the copy of {step.src} doesn't match the original; the original was kept")

        def drop() -> None:
            if fsops.exists_at(pl.sfd, pl.sname):
                fsops.rename_noreplace(pl.sfd, pl.sname, pl.sfd, _drop(step))
            fsops.remove_at(pl.sfd, _drop(step))

        _run(journal, step, "drop_src", drop)


# -- reversing --------------------------------------------------------------------------


def settle(journal: Journal, step: JStep, pl: Places) -> None:
    """After a crash: turn a recorded ``doing`` into ``done`` (it happened) or drop it (it didn't)."""
    doing = step.extra.pop("doing", None)
    if doing and _happened(doing, step, pl, journal):
        step.extra.setdefault("done", []).append(doing)
    journal.mark(step, step.status)


def _reverse(journal: Journal, step: JStep, pl: Places) -> None:
    """Undo every action of this step that happened, last first."""
    settle(journal, step, pl)
    done = step.extra.get("done", [])
    for action in reversed(list(done)):
        _undo_action(action, journal, step, pl)
        done.remove(action)
        journal.mark(step, step.status)
    if pl.dfd is not None:
        with contextlib.suppress(OSError):  # a temporary of this step's own (its name is unique to it)
            fsops.remove_at(pl.dfd, _tmp(step))
    if step.kind == "trash" and "trash" not in done:
        trashmod.unclaim(step.extra.get("info"))


def _undo_action(action: str, journal: Journal, step: JStep, pl: Places) -> None:
    if action == "keep":
        b = _Backup(journal, step, pl)
        if fsops.exists_at(pl.dfd, pl.dname):
            raise StepError(f"something is at {step.dst}; its old content is kept at {_backup_path(journal, step)}")
        with b.fd() as bfd:
            fsops.rename_noreplace(bfd, b.name, pl.dfd, pl.dname)
    elif action == "rename":
        if fsops.exists_at(pl.sfd, pl.sname):
            raise StepError(f"something new is at {step.src}; {step.dst} was left where it is")
        st = fsops.lstat_at(pl.dfd, pl.dname)
        if st is None:
            raise StepError(f"{step.dst} is gone, so it can't be moved back")
        planned = step.extra.get("planned")
        if planned and st_mod.S_ISREG(st.st_mode) and st.st_ino != planned[-1]:
            raise StepError(f"{step.dst} is no longer the file that was moved there; it was left alone")
        fsops.rename_noreplace(pl.dfd, pl.dname, pl.sfd, pl.sname)
    elif action == "stage":
        fsops.remove_at(pl.dfd, _tmp(step))  # our own temporary name
    elif action == "publish":
        _unpublish(journal, step, pl)
    elif action == "drop_src":
        # the original was removed after its copy matched: copy it back, then verify
        with contextlib.suppress(OSError):
            fsops.remove_at(pl.sfd, _drop(step))  # a half-removed original; the copy is whole
        tmp = _tmp(step)
        with contextlib.suppress(OSError):
            fsops.remove_at(pl.sfd, tmp)
        fsops.copy_at(pl.dfd, pl.dname, pl.sfd, tmp)
        fsops.rename_noreplace(pl.sfd, tmp, pl.sfd, pl.sname)
        fsops.fsync_dir(pl.sfd)
    elif action == "trash":
        info = step.extra.get("info")
        trashmod.take_back(step.extra["trashed"], pl.sfd, pl.sname)
        trashmod.unclaim(info)
    elif action == "delete":
        raise StepError(f"{step.src} was permanently deleted and can't be restored")
    elif action == "mkdir":
        try:
            os.rmdir(pl.dname, dir_fd=pl.dfd)
        except OSError as exc:
            if exc.errno not in (errno.ENOENT,):
                raise StepError(f"the folder {step.dst} now holds other files; it was left in place")


def _unpublish(journal: Journal, step: JStep, pl: Places) -> None:
    """Take back a copy this step made: removed when its bytes equal the source's, else to the trash."""
    st = fsops.lstat_at(pl.dfd, pl.dname)
    if st is None:
        return
    if step.kind == "write":
        same = fsops.hash_at(pl.dfd, pl.dname) == step.extra.get("content_hash")
    elif pl.sfd is not None and fsops.exists_at(pl.sfd, pl.sname):
        same = fsops.hash_at(pl.dfd, pl.dname) == fsops.hash_at(pl.sfd, pl.sname)
    else:
        same = False
    if same:
        fsops.remove_at(pl.dfd, pl.dname)
    else:
        trashed, info = trashmod.claim(step.dst, st.st_dev)
        try:
            trashmod.put(pl.dfd, pl.dname, trashed)
        except BaseException:
            trashmod.unclaim(info)
            raise


def _backup_path(journal: Journal, step: JStep) -> str:
    info = step.extra.get("backup") or {}
    if info.get("in") == "journal":
        return str(journal.data / str(step.batch_id) / info["name"])
    return os.path.join(os.path.dirname(step.dst or ""), info.get("name", "?"))


def reverse(policy, journal: Journal, step: JStep) -> None:
    """Undo a step (done, or left running by a crash); raises StepError when that can't be done safely."""
    with places(policy, step) as pl:
        _reverse(journal, step, pl)


def settle_only(policy, journal: Journal, step: JStep) -> None:
    with places(policy, step) as pl:
        settle(journal, step, pl)


def error_text(exc: BaseException, path: str | None) -> str:
    if isinstance(exc, FilescoutError):
        return exc.message
    if isinstance(exc, OSError):
        return from_oserror(exc, path).message
    return str(exc)
