"""Undoing a step: every action that happened, last first, after checking that all of it can be undone.

Reversing only ever restores: it removes nothing it cannot prove it made (a temporary name of its own, or a
copy whose bytes equal the original's), and a copy the user changed since goes to the trash, said so.
"""

from __future__ import annotations

import contextlib
import errno
import os

from . import fsops
from . import trash as trashmod
from .actions import Places, StepError, _Backup, _drop, _ino, _same_folder, _tmp, places, settle, stat_key
from .journal import Journal, JStep


def _check_reversible(journal: Journal, step: JStep, pl: Places) -> None:
    """Before anything is changed: can every action of this step be reversed? Raises StepError if not."""
    done = step.extra.get("done", [])
    if "keep" in done and not _Backup(journal, step, pl).exists():
        raise StepError(
            f"the old content of {step.dst} that was kept aside is no longer there, so it can't be put back; "
            "nothing was changed"
        )
    if "rename" in done:
        if fsops.exists_at(pl.sfd, pl.sname):
            raise StepError(f"something new is at {step.src}; {step.dst} was left where it is")
        st = fsops.lstat_at(pl.dfd, pl.dname)
        if st is None:
            raise StepError(f"{step.dst} is gone, so it can't be moved back")
        if _ino(step.extra.get("planned")) not in (None, st.st_ino) or not _same_folder(step, pl, st):
            raise StepError(f"{step.dst} is no longer what was moved there; it was left alone")
    if "drop_src" in done:
        if fsops.exists_at(pl.sfd, pl.sname):
            raise StepError(f"something new is at {step.src}; {step.dst} was left where it is")
        if not fsops.exists_at(pl.dfd, pl.dname):
            raise StepError(f"{step.dst} is gone, so it can't be moved back")
    if "trash" in done:
        trashed = step.extra.get("trashed")
        if fsops.exists_at(pl.sfd, pl.sname):
            raise StepError(f"something new is at {step.src}; the trashed item stays in the trash")
        try:
            st = os.lstat(trashed) if trashed else None
        except FileNotFoundError:
            st = None
        if st is None:
            raise StepError(f"{step.src} is no longer in the trash (was the trash emptied?), so it can't be restored")
        want = step.extra.get("trashed_key")
        if want is not None and stat_key(st) != want and _ino(want) != st.st_ino:
            raise StepError(f"the item now at {trashed} in the trash is not the one that was trashed; left alone")
        if want is None:
            planned = step.extra.get("planned")
            if planned and planned[-1] != "dir" and (st.st_size, st.st_mtime_ns) != (planned[0], planned[1]):
                raise StepError(f"the item now at {trashed} in the trash is not the one that was trashed; left alone")
    if "delete" in done:
        raise StepError(f"{step.src} was permanently deleted and can't be restored")


def _reverse(journal: Journal, step: JStep, pl: Places) -> list[str]:
    """Undo every action of this step that happened, last first. Checks first that all of it can be undone."""
    settle(journal, step, pl)
    _check_reversible(journal, step, pl)
    notes: list[str] = []
    done = step.extra.get("done", [])
    for action in reversed(list(done)):
        _undo_action(action, journal, step, pl, notes)
        done.remove(action)
        journal.mark(step, step.status)
    if pl.dfd is not None:
        with contextlib.suppress(OSError):  # a temporary of this step's own (its name is unique to it)
            fsops.remove_at(pl.dfd, _tmp(step))
    if step.kind == "trash" and "trash" not in done:
        trashmod.unclaim(step.extra.get("info"))
    return notes


def _undo_action(action: str, journal: Journal, step: JStep, pl: Places, notes: list[str]) -> None:
    if action == "keep":
        if fsops.exists_at(pl.dfd, pl.dname):
            raise StepError(
                f"something is at {step.dst}; its old content is kept at {_Backup(journal, step, pl).path()}"
            )
        _Backup(journal, step, pl).restore()
    elif action == "rename":
        fsops.rename_noreplace(pl.dfd, pl.dname, pl.sfd, pl.sname)
    elif action == "stage":
        fsops.remove_at(pl.dfd, _tmp(step))  # our own temporary name
    elif action == "publish":
        _unpublish(journal, step, pl, notes)
    elif action == "drop_src":
        # the original was removed after its copy matched: copy it back, then verify
        with contextlib.suppress(OSError):
            fsops.remove_at(pl.sfd, _drop(step))  # a half-removed original; the copy is whole
        tmp = _tmp(step)
        with contextlib.suppress(OSError):
            fsops.remove_at(pl.sfd, tmp)
        try:
            fsops.copy_at(pl.dfd, pl.dname, pl.sfd, tmp)
            fsops.rename_noreplace(pl.sfd, tmp, pl.sfd, pl.sname)
        except BaseException:
            with contextlib.suppress(OSError):
                fsops.remove_at(pl.sfd, tmp)
            raise
        fsops.fsync_dir(pl.sfd)
    elif action == "trash":
        info = step.extra.get("info")
        trashmod.take_back(step.extra["trashed"], pl.sfd, pl.sname)
        trashmod.unclaim(info)
    elif action == "mkdir":
        try:
            os.rmdir(pl.dname, dir_fd=pl.dfd)
        except OSError as exc:
            if exc.errno not in (errno.ENOENT,):
                raise StepError(f"the folder {step.dst} now holds other files; it was left in place")


def _unpublish(journal: Journal, step: JStep, pl: Places, notes: list[str]) -> None:
    """Take back a copy this step made: removed when its bytes equal the source's (nothing is lost), else (the
    user changed it since) moved to the trash, and said so."""
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
        return
    trashed, info = trashmod.claim(step.dst, st.st_dev)
    try:
        trashmod.put(pl.dfd, pl.dname, trashed)
    except BaseException:
        trashmod.unclaim(info)
        raise
    notes.append(
        f"{step.dst} had been changed since it was made, so it was moved to the trash ({trashed}), not deleted"
    )


def verify(policy, step: JStep) -> None:
    """After a recovery finished a step: are the bytes where they should be? Raises StepError if not."""
    if step.kind not in ("copy", "write"):
        return
    with places(policy, step) as pl:
        got = fsops.hash_at(pl.dfd, pl.dname)
        want = step.extra.get("content_hash") if step.kind == "write" else fsops.hash_at(pl.sfd, pl.sname)
    if got is None or got != want:
        raise StepError(f"{step.dst} doesn't hold the same bytes as {step.src or 'the text to write'}")


def reverse(policy, journal: Journal, step: JStep) -> list[str]:
    """Undo a step (done, or left running by a crash); raises StepError when that can't be done safely."""
    with places(policy, step) as pl:
        return _reverse(journal, step, pl)


def settle_only(policy, journal: Journal, step: JStep) -> None:
    with places(policy, step) as pl:
        settle(journal, step, pl)
