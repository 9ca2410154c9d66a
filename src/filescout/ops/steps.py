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
from .plan import tree_size


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


def _same_folder(step: JStep, pl: Places, st: os.stat_result) -> bool:
    names = step.extra.get("names")
    if not names or not st_mod.S_ISDIR(st.st_mode):
        return True
    fd = os.open(pl.dname, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=pl.dfd)
    try:
        return bool(set(names) & set(os.listdir(fd)))
    finally:
        os.close(fd)


# -- reversing --------------------------------------------------------------------------


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


def error_text(exc: BaseException, path: str | None) -> str:
    if isinstance(exc, FilescoutError):
        return exc.message
    if isinstance(exc, OSError):
        return from_oserror(exc, path).message
    return str(exc)
