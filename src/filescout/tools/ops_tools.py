"""File operations as tools: write, move, rename, copy, delete (to the trash), create folders; undo and history.

Each builds a plan first (ops/planners.py; ops/plan.py says what a plan holds). ``dry_run`` returns the plan and
changes nothing. Deleting, overwriting, big batches and high-danger actions
return ``confirmation_required`` with a prompt and a token; calling again with
``confirm_token`` set to that token carries the plan out, if nothing changed.
"""

from __future__ import annotations

from typing import Literal

from ..ops import engine, planners
from ..ops.plan import Plan, Selection
from ..ops.planners import OnConflict
from .context import Context
from .registry import tool
from .spec import Access, Danger, Result


def _finish(ctx: Context, plan: Plan, dry_run: bool, confirm_token: str | None) -> Result:
    """Carry ``plan`` out (or show it, or ask for confirmation) and say what happened."""
    out = engine.run_plan(ctx, plan, dry_run=dry_run, confirm_token=confirm_token)
    details = plan.describe(lambda p: ctx.display(p))
    status = out["status"]
    if status == "done":
        text = out["message"]
        if len(plan.steps) <= 25:
            text += "\n" + "\n".join(details.splitlines()[1:])
    elif status == "partial" or status == "failed":
        text = (
            out["message"]
            + "\n"
            + "\n".join(f"  failed: {e['source'] or e['destination']}: {e['error']}" for e in out["errors"])
        )
    elif status == "confirmation_required":
        text = (
            f"{out['message']}\n{details}\nNothing was changed yet. Confirm with token {out['token']}"
            " (on the command line: --yes)."
        )
    elif status == "dry_run":
        text = details + "\nDry run: nothing was changed."
    else:
        text = out["message"]
    return Result(out, text)


@tool(
    access=Access.WRITE,
    danger=Danger.MEDIUM,
    category="organize",
    keywords=("move", "relocate", "put", "archive", "file away"),
    examples=(
        (
            "move everything in Downloads older than 30 days to Archive",
            {"path": "Downloads", "modified_before": "30d", "destination": "Archive/"},
        ),
        ("move report.pdf to Documents", {"path": "report.pdf", "destination": "Documents"}),
    ),
    cli="mv",
    cli_args=("path", "destination"),
    acp="move_file",
    permission="filesystem.move",
    idempotent=False,
)
def move_file(
    ctx: Context,
    selection: Selection,
    destination: str,
    on_conflict: OnConflict = "rename",
    dry_run: bool = False,
    confirm_token: str | None = None,
) -> Result:
    """Move files or folders into a folder (or to a new path), keeping their dates and permissions.

    A destination folder that doesn't exist is created when several items move (or it ends with "/").
    Name clashes get a " (1)" suffix unless on_conflict says skip or overwrite (overwrite needs confirmation).

    Args:
        destination: The folder to move into, or the new path for a single item.
        on_conflict: rename (add " (1)"), skip, or overwrite.
        dry_run: Only show the plan; change nothing.
        confirm_token: The token from a confirmation_required answer, to carry that exact plan out.
    """
    plan = planners.plan_transfer(ctx, "move", selection, destination, on_conflict)
    return _finish(ctx, plan, dry_run, confirm_token)


@tool(
    access=Access.WRITE,
    danger=Danger.LOW,
    category="organize",
    keywords=("copy", "duplicate", "back up", "backup"),
    examples=(("copy the tax PDFs to Backup", {"path": "Documents/taxes/*.pdf", "destination": "Backup/"}),),
    cli="cp",
    cli_args=("path", "destination"),
    acp="copy_file",
    idempotent=False,
)
def copy_file(
    ctx: Context,
    selection: Selection,
    destination: str,
    on_conflict: OnConflict = "rename",
    dry_run: bool = False,
    confirm_token: str | None = None,
) -> Result:
    """Copy files or folders into a folder (or to a new path), keeping their dates and permissions.

    Args:
        destination: The folder to copy into, or the new path for a single item.
        on_conflict: rename (add " (1)"), skip, or overwrite.
        dry_run: Only show the plan; change nothing.
        confirm_token: The token from a confirmation_required answer, to carry that exact plan out.
    """
    plan = planners.plan_transfer(ctx, "copy", selection, destination, on_conflict)
    return _finish(ctx, plan, dry_run, confirm_token)


@tool(
    access=Access.WRITE,
    danger=Danger.MEDIUM,
    category="organize",
    keywords=("rename", "name", "renumber"),
    examples=(
        ("rename notes.txt to ideas.txt", {"path": "notes.txt", "new_name": "ideas.txt"}),
        (
            "rename all the photos from my holiday by date taken",
            {"path": "Pictures/holiday", "type": "photos", "pattern": "{date:%Y-%m-%d}_{n:03}"},
        ),
    ),
    cli="rename",
    cli_args=("path", "new_name"),
    acp="rename_file",
    permission="filesystem.move",
    idempotent=False,
)
def rename_file(
    ctx: Context,
    selection: Selection,
    new_name: str | None = None,
    pattern: str | None = None,
    on_conflict: OnConflict = "rename",
    dry_run: bool = False,
    confirm_token: str | None = None,
) -> Result:
    """Rename one file, or many by a pattern such as "{date:%Y-%m-%d}_{n:03}" (photos by date taken).

    Pattern fields: {name} (the old name without extension), {ext} (with its dot), {n} (a counter, in date
    order; {n:03} pads it), {date} (EXIF date taken for photos, else modified date; {date:%Y%m%d_%H%M} formats
    it), {parent} (the folder's name). The old extension is kept when the pattern has none.

    Args:
        new_name: The new name, for a single item (a name, not a path).
        pattern: A pattern for renaming many files.
        on_conflict: rename (add " (1)"), skip, or overwrite.
        dry_run: Only show the plan; change nothing.
        confirm_token: The token from a confirmation_required answer, to carry that exact plan out.
    """
    plan = planners.plan_rename(ctx, selection, new_name, pattern, on_conflict)
    return _finish(ctx, plan, dry_run, confirm_token)


@tool(
    access=Access.DELETE,
    danger=Danger.HIGH,
    category="organize",
    keywords=("delete", "remove", "trash", "erase", "clean up", "get rid of"),
    examples=(
        ("delete the old installers in Downloads", {"path": "Downloads", "type": "installers"}),
        ("move old.log to the trash", {"path": "old.log"}),
    ),
    cli="rm",
    cli_args=("path",),
    acp="delete_file",
    idempotent=False,
)
def delete_file(
    ctx: Context, selection: Selection, permanent: bool = False, dry_run: bool = False, confirm_token: str | None = None
) -> Result:
    """Delete files or folders: to the system trash (undoable), or permanently when asked. Always confirmed first.

    Args:
        permanent: Delete for good instead of using the trash (can't be undone).
        dry_run: Only show the plan; change nothing.
        confirm_token: The token from a confirmation_required answer, to carry that exact plan out.
    """
    return _finish(ctx, planners.plan_delete(ctx, selection, permanent), dry_run, confirm_token)


@tool(
    access=Access.WRITE,
    danger=Danger.MEDIUM,
    category="organize",
    keywords=("write", "save", "create file", "new file", "overwrite"),
    examples=(("save these notes to todo.txt", {"path": "todo.txt", "content": "buy milk"}),),
    cli="write",
    cli_args=("path",),
    acp="write_file",
    idempotent=False,
)
def write_file(
    ctx: Context,
    path: str,
    content: str,
    overwrite: bool = False,
    dry_run: bool = False,
    confirm_token: str | None = None,
) -> Result:
    """Create a text file (atomically: a temp file in the same folder, then renamed into place).

    An existing file is only replaced when overwrite is true, after confirmation; its old content is kept
    so the write can be undone.

    Args:
        path: The file to create.
        content: Its text (UTF-8).
        overwrite: Replace the file if it exists.
        dry_run: Only show the plan; change nothing.
        confirm_token: The token from a confirmation_required answer, to carry that exact plan out.
    """
    return _finish(ctx, planners.plan_write(ctx, path, content, overwrite), dry_run, confirm_token)


@tool(
    access=Access.WRITE,
    danger=Danger.LOW,
    category="organize",
    keywords=("create folder", "new folder", "mkdir", "make folder", "make a folder"),
    examples=(("create a folder called Archive", {"path": "Archive"}),),
    cli="mkdir",
    cli_args=("path",),
    idempotent=True,
)
def create_folder(ctx: Context, path: str, dry_run: bool = False, confirm_token: str | None = None) -> Result:
    """Create a folder, and any missing folders above it.

    Args:
        path: The folder to create.
        dry_run: Only show the plan; change nothing.
        confirm_token: The token from a confirmation_required answer, to carry that exact plan out.
    """
    plan = planners.plan_mkdir(ctx, path)
    if not plan.steps:
        return Result({"status": "nothing_to_do", "plan": plan.to_dict()}, f"{path} already exists.")
    return _finish(ctx, plan, dry_run, confirm_token)


@tool(
    access=Access.WRITE,
    danger=Danger.MEDIUM,
    category="history",
    keywords=("undo", "revert", "reverse", "restore", "take back"),
    examples=(("undo that", {}), ("undo batch 12", {"batch_id": 12})),
    cli_args=("batch_id",),
    idempotent=False,
)
def undo(ctx: Context, batch_id: int | None = None) -> Result:
    """Undo the last file operation (or a given batch): moved files go back, trashed files are restored,
    overwritten files get their old content back.

    Args:
        batch_id: The batch to undo (see history); default: the last one.
    """
    out = engine.undo_batch(ctx, batch_id)
    b = out["batch"]
    text = f"Undid batch {b['id']} ({b['description']}): {out['undone_steps']} step(s) reversed."
    if out["errors"]:
        text += "\n" + "\n".join(
            f"  couldn't undo {e['source'] or e['destination']}: {e['error']}" for e in out["errors"]
        )
    return Result(out, text)


@tool(
    category="history",
    keywords=("history", "what did you do", "recent changes", "batches", "journal"),
    examples=(("what have you changed?", {}),),
)
def history(ctx: Context, limit: int = 20) -> Result:
    """The file operations filescout has carried out, newest first, with their status.

    Args:
        limit: How many batches to show.
    """
    batches = ctx.journal.batches(max(1, int(limit)))
    if not batches:
        return Result({"batches": []}, "No file operations yet.")
    lines = ["Recent operations:"]
    for b in batches:
        lines.append(
            f"  #{b['id']} {b['created']}  {b['status']:<11} {b['description']}"
            + ("" if b["undoable"] else "  (not undoable)")
        )
    return Result({"batches": batches}, "\n".join(lines))


@tool(
    access=Access.WRITE,
    danger=Danger.MEDIUM,
    category="history",
    keywords=("recover", "interrupted", "resume", "roll back", "rollback"),
    cli_args=("batch_id",),
    idempotent=False,
)
def recover(ctx: Context, batch_id: int, action: Literal["complete", "rollback"]) -> Result:
    """Finish or roll back a batch that was interrupted midway (the process was killed). Nothing is lost either way.

    Args:
        batch_id: The interrupted batch (filescout names it when it starts).
        action: complete (do the remaining steps) or rollback (reverse the steps that were done).
    """
    out = engine.recover(ctx, batch_id, action)
    text = f"Batch {batch_id}: {'completed' if action == 'complete' else 'rolled back'}"
    if out["errors"]:
        text += f", with {len(out['errors'])} problem(s):\n" + "\n".join(
            f"  {e['source']}: {e['error']}" for e in out["errors"]
        )
    return Result(out, text + ".")


def _pin_undo(ctx: Context, args: dict) -> dict:
    """'Undo the last one', confirmed later, undoes the batch that was last when it was shown: the batch is
    written into the arguments a confirmation token is signed over, so the same token can't undo another."""
    if args.get("batch_id") is None:
        last = ctx.journal.last_undoable()
        if last is not None:
            return {**args, "batch_id": last["id"]}
    return args


undo.pin_arguments = _pin_undo  # type: ignore[attr-defined]
