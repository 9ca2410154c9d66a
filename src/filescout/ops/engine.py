"""Plan -> preview -> confirm -> apply -> journal, and undo.

Every operation is built as a :class:`~.plan.Plan` first. ``run_plan`` returns
it unchanged for a dry run, asks for confirmation when the plan needs it
(delete, overwrite, big batches, high danger), and otherwise writes the whole
batch to the journal, then applies it step by step. Each step is marked
``running`` before it acts and ``done`` after, and re-checks right before
acting that its paths are still inside the allowed roots and that nothing (a
symlink, a new file) appeared at its destination. One step's error is recorded
and the batch goes on. Afterwards the folders involved are rescanned.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path

from ..errors import Conflict, FilescoutError, from_oserror
from ..safety.paths import is_within
from . import trash as trashmod
from .journal import Journal, JStep
from .plan import Plan


class StepError(Exception):
    pass


# -- applying one step --------------------------------------------------------


def _recheck(ctx, *paths: str | None) -> None:
    """Containment, re-checked right before acting: each path's folder must still resolve inside a root."""
    policy = ctx.policy
    for p in paths:
        if not p:
            continue
        parent = os.path.realpath(os.path.dirname(p))
        if policy.root_of(Path(parent)) is None:
            raise StepError(f"{os.path.dirname(p)} now leads outside the allowed folders (a symlink?); skipped")


def _free_destination(dst: str, overwrite: bool) -> None:
    if os.path.islink(dst):
        raise StepError(f"a symbolic link appeared at {dst} since the plan was made; nothing was written through it")
    if os.path.lexists(dst) and not overwrite:
        raise StepError(f"something appeared at {dst} since the plan was made; it was left alone")


def _backup(journal: Journal, step: JStep, target: str) -> str:
    """Move what is at ``target`` aside (kept until the batch can no longer be undone)."""
    dest = str(journal.backup_dir(step.batch_id) / f"{step.seq}-{os.path.basename(target)}")
    _move_any(target, dest)
    return dest


def _move_any(src: str, dst: str) -> None:
    try:
        os.rename(src, dst)
    except OSError as exc:
        if exc.errno != 18:  # EXDEV: across devices, copy (keeping times and modes) then remove
            raise
        if os.path.isdir(src) and not os.path.islink(src):
            shutil.copytree(src, dst, symlinks=True, copy_function=shutil.copy2)
            shutil.rmtree(src)
        else:
            shutil.copy2(src, dst, follow_symlinks=False)
            os.unlink(src)


def _copy_any(src: str, dst: str) -> None:
    if os.path.isdir(src) and not os.path.islink(src):
        shutil.copytree(src, dst, symlinks=True, copy_function=shutil.copy2)
    else:
        shutil.copy2(src, dst, follow_symlinks=False)
        with contextlib.suppress(OSError):
            shutil.copystat(src, dst, follow_symlinks=False)


def _atomic_write(dst: str, content: bytes, replace: bool) -> None:
    """Write to a temp file in the same folder, then link (new) or rename (replace) it into place."""
    folder = os.path.dirname(dst)
    fd, tmp = tempfile.mkstemp(prefix=".filescout-", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(content)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o666 & ~_umask())
        if replace:
            os.replace(tmp, dst)  # replaces the name itself; never follows a link
        else:
            os.link(tmp, dst)  # fails if anything exists at dst: no clobbering, no link following
            os.unlink(tmp)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _umask() -> int:
    m = os.umask(0)
    os.umask(m)
    return m


def apply_step(ctx, journal: Journal, step: JStep, content: bytes | None) -> None:
    kind, src, dst = step.kind, step.src, step.dst
    _recheck(ctx, src, dst)
    if src and not os.path.lexists(src):
        raise StepError(f"{src} is no longer there")
    backup = None
    if kind in ("move", "copy", "write", "mkdir"):
        _free_destination(dst, step.overwrite)
        if step.overwrite and os.path.lexists(dst):
            backup = _backup(journal, step, dst)
            journal.mark(step, "running", backup=backup)
    if kind == "move":
        if os.path.exists(os.path.dirname(dst)) is False:
            os.makedirs(os.path.dirname(dst), exist_ok=True)
        _move_any(src, dst)
    elif kind == "copy":
        _copy_any(src, dst)
    elif kind == "write":
        _atomic_write(dst, content or b"", replace=False)
    elif kind == "mkdir":
        os.makedirs(dst, exist_ok=False)
    elif kind == "trash":
        trashed, info = trashmod.trash(src)
        journal.mark(step, "running", trashed=trashed, info=info)
    elif kind == "delete":
        if os.path.isdir(src) and not os.path.islink(src):
            shutil.rmtree(src)
        else:
            os.unlink(src)
    else:  # pragma: no cover
        raise StepError(f"unknown step {kind}")


def undo_step(journal: Journal, step: JStep) -> None:
    """Reverse one applied step. Raises StepError when it can't be reversed safely."""
    kind, src, dst, extra = step.kind, step.src, step.dst, step.extra
    if kind == "move":
        if os.path.lexists(src):
            raise StepError(f"something new is at {src}; {dst} was left where it is")
        if not os.path.lexists(dst):
            raise StepError(f"{dst} is gone, so it can't be moved back")
        os.makedirs(os.path.dirname(src), exist_ok=True)
        _move_any(dst, src)
    elif kind in ("copy", "write"):
        if os.path.lexists(dst):
            # the copy/new file goes to the trash, so even undo loses nothing
            trashmod.trash(dst)
    elif kind == "mkdir":
        with contextlib.suppress(OSError):
            os.rmdir(dst)
    elif kind == "trash":
        trashmod.restore(extra["trashed"], extra.get("info"), src)
    elif kind == "delete":
        raise StepError(f"{src} was permanently deleted and can't be restored")
    backup = extra.get("backup")
    if backup and os.path.lexists(backup):
        if os.path.lexists(dst):
            raise StepError(f"something is at {dst}; its old content stays in {backup}")
        _move_any(backup, dst)


# -- batches ---------------------------------------------------------------------


def _journal_steps(plan: Plan) -> list[dict]:
    return [{"kind": s.kind, "src": s.src, "dst": s.dst, "size": s.size, "overwrite": s.overwrite} for s in plan.steps]


def run_plan(
    ctx, plan: Plan, *, dry_run: bool = False, confirm_token: str | None = None, confirmed: bool = False
) -> dict:
    """Dry-run, ask for confirmation, or apply ``plan``. Returns a result dict with a ``status``."""
    base = {"plan": plan.to_dict(), "files_affected": plan.files, "bytes_affected": plan.bytes}
    if not plan.steps:
        return {
            **base,
            "status": "nothing_to_do",
            "message": "Nothing to do: "
            + ("; ".join(s["reason"] for s in plan.skipped[:3]) if plan.skipped else "no files matched."),
        }
    if dry_run:
        return {
            **base,
            "status": "dry_run",
            "token": plan.token(),
            "message": "Dry run: " + plan.prompt() + " Nothing was changed.",
        }
    if confirm_token is not None and confirm_token != plan.token():
        return {
            **base,
            "status": "confirmation_required",
            "token": plan.token(),
            "stale_token": True,
            "prompt": plan.prompt(),
            "message": "The files changed since that plan was made, so I didn't act on it. "
            "Here is the new plan; confirm it to go ahead.",
        }
    if plan.needs_confirmation and not confirmed and confirm_token is None:
        return {
            **base,
            "status": "confirmation_required",
            "token": plan.token(),
            "prompt": plan.prompt(),
            "message": plan.prompt() + " Confirm to go ahead (" + "; ".join(plan.reasons()) + ").",
        }
    journal = ctx.journal
    undoable = plan.op != "delete"
    bid = journal.begin(
        plan.op,
        plan.prompt().removeprefix("This will ").rstrip("."),
        _journal_steps(plan),
        plan.files,
        plan.bytes,
        undoable,
    )
    errors = []
    done = 0
    for jstep in journal.steps(bid):
        journal.mark(jstep, "running")
        try:
            apply_step(ctx, journal, jstep, plan.content)
        except (StepError, FilescoutError, OSError) as exc:
            msg = str(exc) if not isinstance(exc, OSError) else from_oserror(exc, jstep.src or jstep.dst).message
            if isinstance(exc, FilescoutError):
                msg = exc.message
            journal.mark(jstep, "failed", error=msg)
            errors.append({"source": jstep.src, "destination": jstep.dst, "error": msg})
            continue
        journal.mark(jstep, "done")
        done += 1
    status = "done" if not errors else ("partial" if done else "failed")
    journal.finish(bid, status)
    refresh_index(ctx, plan)
    msg = (
        f"Done: {plan.prompt().removeprefix('This will ').rstrip('.')}"
        if not errors
        else (f"{done} of {len(plan.steps)} steps done; {len(errors)} failed.")
    )
    return {
        **base,
        "status": "done" if not errors else status,
        "batch_id": bid,
        "errors": errors,
        "message": msg + ("." if plan.op == "delete" or errors else f". Undo with: filescout undo {bid}"),
    }


def undo_batch(ctx, batch_id: int | None = None) -> dict:
    journal = ctx.journal
    batch = journal.batch(batch_id) if batch_id is not None else journal.last_undoable()
    if batch is None:
        raise FilescoutError(
            "There is nothing to undo." if batch_id is None else f"There is no batch {batch_id}.", code="not_found"
        )
    if batch["status"] in ("undone", "rolled_back"):
        raise Conflict(f"Batch {batch['id']} was already undone.")
    if not batch["undoable"]:
        raise Conflict(f"Batch {batch['id']} permanently deleted files; it can't be undone.")
    steps = [s for s in journal.steps(batch["id"]) if s.status in ("done", "running")]
    errors = []
    undone = 0
    for s in reversed(steps):
        try:
            if s.status == "running":
                _settle_running(s)
                if s.status != "done":
                    continue
            undo_step(journal, s)
            journal.mark(s, "undone")
            undone += 1
        except (StepError, FilescoutError, OSError) as exc:
            errors.append(
                {
                    "source": s.src,
                    "destination": s.dst,
                    "error": exc.message if isinstance(exc, FilescoutError) else str(exc),
                }
            )
    journal.finish(batch["id"], "undone" if not errors else "partial")
    refresh_paths(ctx, [p for s in steps for p in (s.src, s.dst) if p])
    return {"batch": batch, "undone_steps": undone, "errors": errors, "status": "undone" if not errors else "partial"}


def _settle_running(s: JStep) -> None:
    """A step that was running when the process died: find out from the disk whether it happened."""
    src_there = bool(s.src) and os.path.lexists(s.src)
    dst_there = bool(s.dst) and os.path.lexists(s.dst)
    if s.kind == "move":
        s.status = "done" if dst_there and not src_there else "pending"
    elif s.kind in ("copy", "write", "mkdir"):
        # a copy is complete only if the sizes agree; a half copy is removed below by undo
        s.status = "done" if dst_there else "pending"
    elif s.kind == "trash":
        s.status = (
            "done" if not src_there and s.extra.get("trashed") and os.path.lexists(s.extra["trashed"]) else "pending"
        )
    elif s.kind == "delete":
        s.status = "done" if not src_there else "pending"


def recover(ctx, batch_id: int, action: str) -> dict:
    """Finish (``complete``) or reverse (``rollback``) a batch a crash left running."""
    journal = ctx.journal
    batch = journal.batch(batch_id)
    if batch is None or batch["status"] != "running":
        raise FilescoutError(f"Batch {batch_id} isn't an interrupted batch.", code="not_found")
    steps = journal.steps(batch_id)
    for s in steps:
        if s.status == "running":
            _settle_running(s)
            journal.mark(s, s.status)
    if action == "rollback":
        errors = []
        for s in reversed([s for s in steps if s.status == "done"]):
            try:
                undo_step(journal, s)
                journal.mark(s, "undone")
            except (StepError, FilescoutError, OSError) as exc:
                errors.append({"source": s.src, "error": str(exc)})
        journal.finish(batch_id, "rolled_back" if not errors else "partial")
        result = {"status": "rolled_back" if not errors else "partial", "errors": errors}
    else:
        errors = []
        for s in steps:
            if s.status in ("done", "skipped"):
                continue
            try:
                apply_step(ctx, journal, s, None)
                journal.mark(s, "done")
            except (StepError, FilescoutError, OSError) as exc:
                journal.mark(s, "failed", error=str(exc))
                errors.append({"source": s.src, "error": str(exc)})
        journal.finish(batch_id, "done" if not errors else "partial")
        result = {"status": "done" if not errors else "partial", "errors": errors}
    refresh_paths(ctx, [p for s in steps for p in (s.src, s.dst) if p])
    return {"batch": journal.batch(batch_id), **result}


# -- keeping the index in step ---------------------------------------------------


def refresh_index(ctx, plan: Plan) -> None:
    refresh_paths(ctx, [p for s in plan.steps for p in (s.src, s.dst) if p])


def refresh_paths(ctx, paths: list[str]) -> None:
    """Rescan the folders that hold ``paths`` (the top-most ones), inside indexed roots only."""
    from ..index.scanner import scan

    roots = [Path(r) for r in ctx.index.roots()]
    folders: set[Path] = set()
    for p in paths:
        folder = Path(os.path.dirname(p))
        while not folder.is_dir() and folder != folder.parent:
            folder = folder.parent
        if any(is_within(folder, r) for r in roots):
            folders.add(folder)
    tops = [f for f in folders if not any(f != o and is_within(f, o) for o in folders)]
    for f in sorted(tops):
        with contextlib.suppress(FilescoutError):
            scan(ctx.index, f, exclude=ctx.settings.exclude, workers=0)
