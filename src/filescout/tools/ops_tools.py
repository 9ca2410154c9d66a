"""File operations as tools: write, move, rename, copy, delete (to the trash), create folders; undo and history.

Each builds a plan first (see ops/plan.py). ``dry_run`` returns the plan and
changes nothing. Deleting, overwriting, big batches and high-danger actions
return ``confirmation_required`` with a prompt and a token; calling again with
``confirm_token`` set to that token carries the plan out, if nothing changed.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Literal

from ..errors import Conflict, InvalidInput, NotFound
from ..ops import engine
from ..ops.plan import (
    GLOB_CHARS,
    Plan,
    Selection,
    Step,
    check_name,
    date_taken,
    select,
    tree_size,
    unique_name,
)
from .context import Context
from .registry import Access, Danger, Result, tool

Conflicts = Literal["rename", "skip", "overwrite"]


def _label(ctx: Context, path: str) -> str:
    return ctx.display(str(path)).rstrip("/") or str(path)


def _finish(ctx: Context, plan: Plan, dry_run: bool, confirm_token: str | None, confirmed: bool = False) -> Result:
    out = engine.run_plan(ctx, plan, dry_run=dry_run, confirm_token=confirm_token, confirmed=confirmed)
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


def _dest_plan(ctx: Context, op: str, sel: Selection, destination: str, on_conflict: str) -> Plan:
    sources, notes = select(ctx, sel)
    policy = ctx.policy
    # a rename gives the item exactly this name: never "into" a folder that has it, never through a link
    dest = policy.check_new(destination) if op == "rename" else policy.check(destination)
    multi = len(sources) > 1 or bool(sel.paths) or bool(GLOB_CHARS.search(sel.path or "")) or sel.has_filters()
    plan = Plan(
        op=op,
        notes=notes,
        threshold=ctx.settings.confirm_threshold,
        source_label=_label(
            ctx, os.path.dirname(sources[0]) if multi and sources else (sources[0] if sources else sel.path)
        ),
        dest_label=_label(ctx, str(dest)),
    )
    if op == "rename":
        into: Path | None = None
    elif os.path.isdir(dest):
        into = dest
    elif os.path.lexists(dest):
        if multi:
            raise InvalidInput(f"{destination} is a file; to {op} several files, give a folder.")
        into = None
    elif multi or destination.endswith("/"):
        into = dest
        missing = []
        p = dest
        while not os.path.exists(p):
            missing.append(p)
            p = p.parent
        for m in reversed(missing):
            plan.steps.append(Step("mkdir", dst=str(m), is_dir=True))
    else:
        into = None
        if not os.path.isdir(dest.parent):
            raise NotFound(f"The folder {dest.parent} doesn't exist.")
    taken: set[str] = set()
    for src in sources:
        target = (into / src.name) if into is not None else dest
        if str(target) == str(src):
            plan.skipped.append({"source": str(src), "reason": "it is already there"})
            continue
        if src.is_dir() and not src.is_symlink() and (target == src or target.is_relative_to(src)):
            plan.skipped.append({"source": str(src), "reason": "a folder can't go inside itself"})
            continue
        step = Step(
            "move" if op in ("move", "rename") else "copy",
            src=str(src),
            dst=str(target),
            is_dir=src.is_dir() and not src.is_symlink(),
        )
        step.count, step.size = tree_size(str(src))[:2]
        if os.path.lexists(target) or str(target) in taken:
            step.conflict = "exists"
            if on_conflict == "skip":
                plan.skipped.append({"source": str(src), "reason": f"{target.name} already exists there"})
                continue
            if on_conflict == "overwrite" and str(target) not in taken:
                if os.path.isdir(target) != step.is_dir or os.path.islink(target):
                    plan.skipped.append({"source": str(src), "reason": f"{target} is a different kind of item"})
                    continue
                step.resolution = "overwrite"
                step.overwrite = True
            else:
                step.resolution = "rename"
                step.dst = str(unique_name(target, taken))
        taken.add(step.dst)
        plan.steps.append(step)
    return plan


COMMON_DOC = """
        dry_run: Only show the plan; change nothing.
        confirm_token: The token from a confirmation_required answer, to carry that exact plan out."""


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
    on_conflict: Conflicts = "rename",
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
    return _finish(ctx, _dest_plan(ctx, "move", selection, destination, on_conflict), dry_run, confirm_token)


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
    on_conflict: Conflicts = "rename",
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
    return _finish(ctx, _dest_plan(ctx, "copy", selection, destination, on_conflict), dry_run, confirm_token)


class _When:
    """A date usable in rename patterns: {date} or {date:%Y%m%d}."""

    def __init__(self, d: datetime) -> None:
        self.d = d

    def __format__(self, spec: str) -> str:
        return self.d.strftime(spec or "%Y-%m-%d")


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
    on_conflict: Conflicts = "rename",
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
    if bool(new_name) == bool(pattern):
        raise InvalidInput("Give either new_name (one item) or pattern (many files).")
    if new_name is not None:
        if "/" in new_name:
            raise InvalidInput("new_name is a name, not a path. To move it elsewhere, use move.")
        check_name(new_name)
        sources, notes = select(ctx, selection)
        if len(sources) != 1:
            raise InvalidInput(f"That matches {len(sources)} items; use a pattern to rename several.")
        return _finish(
            ctx,
            _dest_plan(ctx, "rename", Selection(path=str(sources[0])), str(sources[0].parent / new_name), on_conflict),
            dry_run,
            confirm_token,
        )
    sources, notes = select(ctx, selection)
    files = [p for p in sources if not p.is_dir()]
    dated = sorted(((date_taken(p), p) for p in files), key=lambda x: (x[0], x[1].name))
    plan = Plan(
        op="rename",
        notes=notes,
        threshold=ctx.settings.confirm_threshold,
        source_label=_label(ctx, str(files[0].parent)) if files else "",
    )
    taken: set[str] = set()
    for i, (when, src) in enumerate(dated, start=1):
        stem, dot, ext = src.name.rpartition(".") if "." in src.name[1:] else (src.name, "", "")
        ext = f".{ext}" if dot else ""
        try:
            name = pattern.format(name=stem, ext=ext, n=i, date=_When(when), parent=src.parent.name)
        except (KeyError, ValueError, IndexError) as exc:
            raise InvalidInput(f"I can't use that pattern ({exc}). Fields: name, ext, n, date, parent.")
        if "." not in name and ext:
            name += ext
        if "/" in name:
            raise InvalidInput("A pattern must give a file name, not a path.")
        check_name(name)
        target = src.parent / name
        if target == src:
            continue
        step = Step("move", src=str(src), dst=str(target), size=src.stat().st_size)
        if os.path.lexists(target) or str(target) in taken:
            step.conflict = "exists"
            if on_conflict == "skip":
                plan.skipped.append({"source": str(src), "reason": f"{name} already exists"})
                continue
            if (
                on_conflict == "overwrite"
                and str(target) not in taken
                and not any(s.src == str(target) for s in plan.steps)
            ):
                step.resolution, step.overwrite = "overwrite", True
            else:
                step.resolution = "rename"
                step.dst = str(unique_name(target, taken))
        taken.add(step.dst)
        plan.steps.append(step)
    # renames within one folder must not step on each other's sources
    srcs = {s.src for s in plan.steps}
    for s in plan.steps:
        if s.dst in srcs:
            s.dst = str(unique_name(Path(s.dst), taken | srcs))
            s.conflict, s.resolution = "exists", "rename"
            taken.add(s.dst)
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
    sources, notes = select(ctx, selection)
    op = "delete" if permanent else "trash"
    plan = Plan(
        op=op,
        notes=notes,
        threshold=ctx.settings.confirm_threshold,
        danger="high",
        source_label=_label(ctx, os.path.dirname(sources[0])) if sources else "",
    )
    for src in sources:
        plan.steps.append(
            Step(
                op,
                src=str(src),
                size=tree_size(str(src))[1],
                count=tree_size(str(src))[0],
                is_dir=src.is_dir() and not src.is_symlink(),
            )
        )
    return _finish(ctx, plan, dry_run, confirm_token)


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
    dst = ctx.policy.check_new(path)
    if not dst.parent.is_dir():
        raise NotFound(f"The folder {dst.parent} doesn't exist.")
    data = content.encode("utf-8")
    plan = Plan(op="write", threshold=ctx.settings.confirm_threshold, dest_label=_label(ctx, str(dst)), content=data)
    step = Step("write", dst=str(dst), size=len(data))
    if os.path.lexists(dst):
        if os.path.isdir(dst):
            raise Conflict(f"{path} is a folder.")
        if not overwrite:
            raise Conflict(f"{path} already exists. Pass overwrite=true to replace it (it needs confirmation).")
        step.conflict, step.resolution, step.overwrite = "exists", "overwrite", True
    plan.steps.append(step)
    return _finish(ctx, plan, dry_run, confirm_token)


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
    dst = ctx.policy.check_new(path)
    plan = Plan(op="mkdir", threshold=ctx.settings.confirm_threshold, dest_label=_label(ctx, str(dst)))
    if os.path.isdir(dst):
        return Result({"status": "nothing_to_do", "plan": plan.to_dict()}, f"{path} already exists.")
    missing = []
    p = Path(dst)
    while not os.path.lexists(p):
        missing.append(p)
        p = p.parent
    if not p.is_dir():
        raise Conflict(f"{p} is a file, so no folder can be made inside it.")
    for m in reversed(missing):
        plan.steps.append(Step("mkdir", dst=str(m), is_dir=True))
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
