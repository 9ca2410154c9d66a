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
import errno
import fcntl
import hmac
import os
import secrets
from pathlib import Path

import xxhash

from ..errors import Conflict, FilescoutError
from ..safety.paths import is_within
from . import steps
from .plan import Plan
from .secret import installation_secret
from .steps import stat_key

apply_step = steps.apply  # a module attribute, so fault-injection tests can wrap it


# -- batches ---------------------------------------------------------------------


def _journal_steps(plan: Plan) -> list[dict]:
    nonce = secrets.token_hex(4)  # makes this batch's temporary names its own
    out = []
    for s in plan.steps:
        extra: dict = {"nonce": nonce}
        if s.src and s.kind != "mkdir":
            extra["planned"] = stat_key(_lstat(s.src))
            if s.kind in ("trash", "delete") and s.is_dir:
                extra["planned_tree"] = list(s.src_tree())
        if s.dst and s.overwrite:
            extra["planned_dst"] = stat_key(_lstat(s.dst))
            if s.replaced_tree() is not None:
                extra["planned_dst_tree"] = list(s.replaced_tree())
        if s.kind == "write":
            extra["content_hash"] = xxhash.xxh3_128(plan.content or b"").hexdigest()
        out.append(
            {"kind": s.kind, "src": s.src, "dst": s.dst, "size": s.size, "overwrite": s.overwrite, "extra": extra}
        )
    return out


@contextlib.contextmanager
def owner_lock(home: Path):
    """A lock held while this process carries out a batch, so another process can tell a live batch from one a
    crash left behind (a lock dies with its holder)."""
    folder = Path(home) / "locks"
    name = f"batch-{os.getpid()}-{secrets.token_hex(4)}.lock"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        fd = os.open(folder / name, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise FilescoutError(
                f"filescout's folder {home} is read-only, so I can't record operations in the journal, and I change "
                f"no file without recording it first. Make the folder writable again (chmod u+w {home}).",
                code="read_only",
            ) from None
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            raise FilescoutError(
                f"There is no space left in {home} for the operations journal, so I won't change any files. "
                "Free some space and try again.",
                code="no_space",
            ) from None
        raise
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield name
    finally:
        with contextlib.suppress(OSError):
            os.unlink(folder / name)
        os.close(fd)


def is_live(home: Path, lock: str | None) -> bool:
    """True while the process that began a batch still holds its lock."""
    if not lock or "/" in lock:
        return False
    try:
        fd = os.open(Path(home) / "locks" / lock, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)


def _refuse_if_live(ctx, batch_id: int) -> None:
    if is_live(ctx.home, ctx.journal.owner(batch_id)):
        raise Conflict(
            f"Batch {batch_id} is still being carried out by another filescout process; wait until it finishes."
        )


def _lstat(p: str) -> os.stat_result | None:
    try:
        return os.lstat(p)
    except OSError:
        return None


def run_plan(
    ctx, plan: Plan, *, dry_run: bool = False, confirm_token: str | None = None, confirmed: bool = False
) -> dict:
    """Dry-run, ask for confirmation, or apply ``plan``. Returns a result dict with a ``status``.

    ``confirm_token`` must be the token of a plan shown earlier: it is an HMAC (with this installation's
    secret) of every step and the state of every file in it, so a plan that changed in any way (a file
    added to a folder, a file modified, a different destination) is shown again instead of carried out.
    """
    key = installation_secret(ctx.home)
    token = plan.token(key)
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
            "token": token,
            "message": "Dry run: " + plan.prompt() + " Nothing was changed.",
        }
    if confirm_token is not None and not hmac.compare_digest(str(confirm_token), token):
        return {
            **base,
            "status": "confirmation_required",
            "token": token,
            "stale_token": True,
            "prompt": plan.prompt(),
            "message": "That confirmation doesn't match this plan (the files changed since it was shown, or the "
            "token is not one I gave), so I didn't act on it. Here is the plan as it is now; confirm it to go ahead.",
        }
    if plan.needs_confirmation and not confirmed and confirm_token is None:
        return {
            **base,
            "status": "confirmation_required",
            "token": token,
            "prompt": plan.prompt(),
            "message": plan.prompt() + " Confirm to go ahead (" + "; ".join(plan.reasons()) + ").",
        }
    with owner_lock(ctx.home) as lock:
        return _apply_plan(ctx, plan, base, lock)


def _apply_plan(ctx, plan: Plan, base: dict, lock: str) -> dict:
    journal = ctx.journal
    undoable = plan.op != "delete"
    bid = journal.begin(
        plan.op,
        plan.prompt().removeprefix("This will ").rstrip("."),
        _journal_steps(plan),
        plan.files,
        plan.bytes,
        undoable,
        lock=lock,
    )
    if plan.content is not None:
        journal.save_content(bid, plan.content)
    errors: list[dict] = []
    notes: list[str] = []
    done = 0
    policy = ctx.policy
    total = len(plan.steps)
    for i, jstep in enumerate(journal.steps(bid)):
        journal.mark(jstep, "running")
        try:
            notes += apply_step(policy, journal, jstep, plan.content)
        except (steps.StepError, FilescoutError, OSError) as exc:
            msg = steps.error_text(exc, jstep.src or jstep.dst)
            journal.mark(jstep, "failed", error=msg)
            errors.append(
                {
                    "source": jstep.src,
                    "destination": jstep.dst,
                    "error": msg + _after_failure(jstep),
                    "put_back": bool(jstep.extra.get("put_back")),
                }
            )
            continue
        finally:
            if ctx.progress is not None:
                with contextlib.suppress(Exception):
                    ctx.progress(i + 1, total)
        journal.mark(jstep, "done")
        done += 1
    status = "done" if not errors else ("partial" if done else "failed")
    journal.finish(bid, status)
    refresh_index(ctx, plan)
    msg = (
        f"Done: {plan.prompt().removeprefix('This will ').rstrip('.')}"
        if not errors
        else f"{done} of {len(plan.steps)} steps done; {len(errors)} failed"
    )
    undo_hint = f". Undo with: filescout undo {bid}" if plan.op != "delete" and done else "."
    return {
        **base,
        "status": status,
        "batch_id": bid,
        "errors": errors,
        "notes": notes,
        "message": msg + undo_hint,
    }


def _after_failure(step) -> str:
    """What a failed step left behind, said plainly."""
    if step.kind == "delete":
        if step.extra.get("partly_deleted"):
            return " (part of it was already permanently deleted; that part can't be restored)"
        return ""
    if step.extra.get("put_back"):
        return " (nothing was changed)" if not step.extra.get("done") else " (it was put back as it was)"
    if step.extra.get("rollback_error"):
        return f" (and it could not all be put back: {step.extra['rollback_error']})"
    return ""


def undo_batch(ctx, batch_id: int | None = None) -> dict:
    journal = ctx.journal
    batch = journal.batch(batch_id) if batch_id is not None else journal.last_undoable()
    if batch is None:
        raise FilescoutError(
            "There is nothing to undo." if batch_id is None else f"There is no batch {batch_id}.", code="not_found"
        )
    if batch["status"] == "running":
        _refuse_if_live(ctx, batch["id"])
        raise Conflict(
            f"Batch {batch['id']} was interrupted midway; use `filescout recover {batch['id']} --action rollback`."
        )
    if batch["status"] in ("undone", "rolled_back"):
        raise Conflict(f"Batch {batch['id']} was already undone.")
    if not batch["undoable"]:
        raise Conflict(f"Batch {batch['id']} permanently deleted files; it can't be undone.")
    todo = [s for s in journal.steps(batch["id"]) if s.status in ("done", "running") or s.extra.get("done")]
    policy = ctx.policy
    errors = []
    notes: list[str] = []
    undone = 0
    for s in reversed(todo):
        try:
            notes += steps.reverse(policy, journal, s)
            journal.mark(s, "undone")
            undone += 1
        except (steps.StepError, FilescoutError, OSError) as exc:
            errors.append({"source": s.src, "destination": s.dst, "error": steps.error_text(exc, s.dst or s.src)})
    journal.finish(batch["id"], "undone" if not errors else "partial")
    refresh_paths(ctx, [p for s in todo for p in (s.src, s.dst) if p])
    return {
        "batch": batch,
        "undone_steps": undone,
        "errors": errors,
        "notes": notes,
        "status": "undone" if not errors else "partial",
    }


def recover(ctx, batch_id: int, action: str) -> dict:
    """Finish (``complete``) or reverse (``rollback``) a batch a crash left running.

    Reports the truth: a step counts as completed only when its bytes are where they should be, and
    as rolled back only when the original is back.
    """
    journal = ctx.journal
    batch = journal.batch(batch_id)
    if batch is None or batch["status"] != "running":
        raise FilescoutError(f"Batch {batch_id} isn't an interrupted batch.", code="not_found")
    _refuse_if_live(ctx, batch_id)
    all_steps = journal.steps(batch_id)
    policy = ctx.policy
    errors = []
    if action == "rollback":
        for s in reversed(all_steps):
            if (
                s.status in ("pending", "failed", "skipped", "undone")
                and not s.extra.get("done")
                and not s.extra.get("doing")
            ):
                continue
            try:
                steps.reverse(policy, journal, s)
                journal.mark(s, "undone")
            except (steps.StepError, FilescoutError, OSError) as exc:
                errors.append({"source": s.src, "error": steps.error_text(exc, s.src or s.dst)})
        journal.finish(batch_id, "rolled_back" if not errors else "partial")
        result = {"status": "rolled_back" if not errors else "partial", "errors": errors}
    else:
        content = journal.load_content(batch_id)
        for s in all_steps:
            if s.status in ("done", "skipped", "undone"):
                continue
            if s.kind == "write" and content is None and "stage" not in s.extra.get("done", []):
                s.status = "failed"
                journal.mark(s, "failed", error="the text to write was not saved, so this step can't be finished")
                errors.append({"source": s.dst, "error": "the text to write was not saved; nothing was written"})
                continue
            try:
                steps.settle_only(policy, journal, s)
                apply_step(policy, journal, s, content)
                steps.verify(policy, s)  # "completed" only when the bytes match
                journal.mark(s, "done")
            except (steps.StepError, FilescoutError, OSError) as exc:
                msg = steps.error_text(exc, s.src or s.dst)
                journal.mark(s, "failed", error=msg)
                errors.append({"source": s.src, "error": msg})
        journal.finish(batch_id, "done" if not errors else "partial")
        result = {"status": "done" if not errors else "partial", "errors": errors}
    refresh_paths(ctx, [p for s in all_steps for p in (s.src, s.dst) if p])
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
