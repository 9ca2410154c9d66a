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

from ..errors import FilescoutError
from . import fsops
from . import trash as trashmod
from .actions import (  # noqa: F401 - StepError, error_text and stat_key are used through this module
    Lost,
    Places,
    StepError,
    _Backup,
    _drop,
    _tmp,
    error_text,
    places,
    stat_key,
)
from .journal import Journal, JStep
from .reverse import _reverse, reverse, settle_only, verify  # noqa: F401 - the engine calls them here
from .treesize import tree_size

_KILL_AT = int(os.environ.get("FILESCOUT_KILL_AT") or 0)  # fault injection for tests: die at the N-th point
_points = 0


def _point() -> None:
    """A point where a crash is possible (before and after each recorded action)."""
    global _points
    if _KILL_AT:
        _points += 1
        if _points == _KILL_AT:
            os.kill(os.getpid(), signal.SIGKILL)


# actions that are one system call: when it fails, nothing happened (reading the disk back instead could take
# another process's work for ours: two moves of one file, the other one first)
ATOMIC = frozenset({"rename", "mkdir", "publish"})


def _run(journal: Journal, step: JStep, action: str, fn) -> None:
    """Record the intent, act, record that it happened."""
    step.extra["doing"] = action
    journal.mark(step, "running")
    _point()
    try:
        fn()
    except BaseException:
        if action in ATOMIC:
            step.extra.pop("doing", None)
            journal.mark(step, "running")
        raise
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
        raise StepError(f"{step.src} changed since the plan was shown (its content, date or identity); left alone")
    tree = step.extra.get("planned_tree")
    if tree is not None and list(tree_size(step.src)) != tree:
        raise StepError(f"the folder {step.src} changed since the plan was shown; it was left alone")


def _verify_target(step: JStep, pl: Places) -> None:
    """An overwrite replaces exactly what the plan showed; anything new at the destination is left alone."""
    st = fsops.lstat_at(pl.dfd, pl.dname)
    if st is None:
        return
    if not step.overwrite:
        raise StepError(f"something appeared at {step.dst} since the plan was made; it was left alone")
    if st_mod.S_ISLNK(st.st_mode):
        raise StepError(f"a symbolic link appeared at {step.dst}; nothing was written through it")
    planned = step.extra.get("planned_dst")
    if planned is not None and stat_key(st) != planned:
        raise StepError(f"{step.dst} changed since the plan was shown; it was not overwritten")
    tree = step.extra.get("planned_dst_tree")
    if tree is not None and list(tree_size(step.dst)) != tree:
        raise StepError(f"the folder {step.dst} changed since the plan was shown; it was not overwritten")


def apply(policy, journal: Journal, step: JStep, content: bytes | None) -> list[str]:
    """Carry out one step. On an error, what it did is reversed before the error is raised. Returns notes."""
    notes: list[str] = []
    with places(policy, step) as pl:
        try:
            _apply(journal, step, pl, content, notes)
        except BaseException as exc:
            if step.kind == "delete":
                # a permanent delete can't be put back: say what is left
                gone = not fsops.exists_at(pl.sfd, pl.sname)
                step.extra["put_back"] = False
                step.extra["partly_deleted"] = not gone
                journal.mark(step, "running")
                raise
            try:
                _reverse(journal, step, pl)
                step.extra["put_back"] = True
            except (StepError, OSError, FilescoutError, Lost) as rexc:
                step.extra["put_back"] = False
                step.extra["rollback_error"] = str(rexc)
            journal.mark(step, "running")
            if isinstance(exc, Lost):
                raise StepError(str(exc))
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
        step.extra["trashed_key"] = stat_key(os.lstat(trashed))
        journal.mark(step, "running")
        return
    # move, copy, write
    if not done:
        if kind != "write":
            _verify_planned(step, pl)
        _verify_target(step, pl)
    if step.overwrite and "keep" not in done and fsops.exists_at(pl.dfd, pl.dname):
        _run(journal, step, "keep", _Backup(journal, step, pl).keep)
    if kind == "move":
        if "route" not in step.extra:
            sdev = fsops.lstat_at(pl.sfd, pl.sname).st_dev
            step.extra["route"] = "same" if sdev == os.fstat(pl.dfd).st_dev else "cross"
        if step.extra["route"] == "same":
            try:
                if "rename" not in done:
                    _remember_names(step, pl)
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


def _remember_names(step: JStep, pl: Places) -> None:
    """A few names inside a folder about to be moved, to recognise it later (an inode number alone can be
    reused by a new folder made after the old one was deleted)."""
    st = fsops.lstat_at(pl.sfd, pl.sname)
    if st is None or not st_mod.S_ISDIR(st.st_mode):
        return
    fd = os.open(pl.sname, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=pl.sfd)
    try:
        step.extra["names"] = sorted(os.listdir(fd))[:20]
    finally:
        os.close(fd)
