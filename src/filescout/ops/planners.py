"""The plan of each file operation: move and copy, rename (one item, or many by a pattern), delete, write, mkdir.

Each planner takes the tool's arguments and returns a :class:`~.plan.Plan`; nothing is changed here (the engine
carries plans out). A name clash is settled by one policy for every planner, :func:`settle_conflict`.

``ctx`` is the tools' context: the planners use its ``policy`` (which paths are allowed), ``settings``
(the confirmation threshold), ``roots()`` and ``display()``.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from ..errors import Conflict, InvalidInput, NotFound
from .names import check_name, unique_name
from .plan import GLOB_CHARS, Plan, Selection, Step
from .selection import select
from .treesize import tree_size

OnConflict = Literal["rename", "skip", "overwrite"]


def _label(ctx: Any, path: str) -> str:
    return ctx.display(str(path)).rstrip("/") or str(path)


def _from_label(ctx: Any, sources: list) -> str:
    """Where the files come from: their folder, or "4 folders" when they are in several (never just one of them)."""
    parents = {os.path.dirname(str(p)) for p in sources}
    if len(parents) == 1:
        return _label(ctx, parents.pop())
    return f"{len(parents)} folders" if parents else ""


def settle_conflict(
    plan: Plan,
    step: Step,
    target: Path,
    on_conflict: str,
    taken: set[str],
    *,
    skip_reason: str,
    same_kind: bool,
) -> bool:
    """Settle a clash at ``target`` (something on disk, or an earlier step's destination); False: skip the step.

    rename (the default) gives the step a free " (1)" name; skip leaves the item out (``skip_reason`` says why);
    overwrite replaces what is on disk, never an earlier step's destination or source in this plan (those get a
    " (1)" name). With ``same_kind`` a folder never overwrites a file or a link, nor a file a folder or a link:
    such items are skipped. Pattern renames don't ask for it: a file renamed by a pattern may overwrite a folder
    (the folder is kept for undo), as it always could.
    """
    if not (os.path.lexists(target) or str(target) in taken):
        return True
    step.conflict = "exists"
    if on_conflict == "skip":
        plan.skipped.append({"source": str(step.src), "reason": skip_reason})
        return False
    if on_conflict == "overwrite" and str(target) not in taken and not any(s.src == str(target) for s in plan.steps):
        if same_kind and (os.path.isdir(target) != step.is_dir or os.path.islink(target)):
            plan.skipped.append({"source": str(step.src), "reason": f"{target} is a different kind of item"})
            return False
        step.resolution, step.overwrite = "overwrite", True
    else:
        step.resolution = "rename"
        step.dst = str(unique_name(target, taken))
    return True


def _missing_folders(dest: Path) -> list[Path]:
    """The folders to create for ``dest`` to exist, outermost first."""
    missing = []
    p = dest
    while not os.path.exists(p):
        missing.append(p)
        p = p.parent
    return list(reversed(missing))


def plan_transfer(ctx: Any, op: str, sel: Selection, destination: str, on_conflict: str) -> Plan:
    """Move, copy or rename (``op``) the selected items into a folder, or one item to a new path."""
    sources, notes = select(ctx, sel)
    policy = ctx.policy
    # a rename gives the item exactly this name: never "into" a folder that has it, never through a link
    dest = policy.check_new(destination) if op == "rename" else policy.check(destination)
    multi = len(sources) > 1 or bool(sel.paths) or bool(GLOB_CHARS.search(sel.path or "")) or sel.has_filters()
    plan = Plan(
        op=op,
        notes=notes,
        threshold=ctx.settings.confirm_threshold,
        source_label=_from_label(ctx, sources)
        if multi and sources
        else _label(ctx, sources[0] if sources else sel.path),
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
        for m in _missing_folders(dest):
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
        step.tree = tree_size(str(src))
        step.count, step.size = step.tree[:2]
        reason = f"{target.name} already exists there"
        if not settle_conflict(plan, step, target, on_conflict, taken, skip_reason=reason, same_kind=True):
            continue
        taken.add(step.dst)
        plan.steps.append(step)
    moved = [st for st in plan.steps if st.kind != "mkdir"]
    if into is None and len(moved) == 1 and moved[0].dst:
        plan.dest_label = _label(ctx, moved[0].dst)  # where it really goes ("old lease (1).pdf" beside the other)
    return plan


class _When:
    """A date usable in rename patterns: {date} or {date:%Y%m%d}."""

    def __init__(self, d: datetime) -> None:
        self.d = d

    def __format__(self, spec: str) -> str:
        return self.d.strftime(spec or "%Y-%m-%d")


def date_taken(p: Path) -> datetime:
    """EXIF DateTimeOriginal for photos (Pillow if installed, else a small JPEG reader), else mtime."""
    from .exif import exif_datetime

    when = exif_datetime(p)
    if when is not None:
        return when
    return datetime.fromtimestamp(os.lstat(p).st_mtime)


def plan_rename(ctx: Any, sel: Selection, new_name: str | None, pattern: str | None, on_conflict: str) -> Plan:
    """Rename one item to ``new_name``, or the selected files by ``pattern`` (see the rename_file tool)."""
    if bool(new_name) == bool(pattern):
        raise InvalidInput("Give either new_name (one item) or pattern (many files).")
    if new_name is not None:
        if "/" in new_name:
            raise InvalidInput("new_name is a name, not a path. To move it elsewhere, use move.")
        check_name(new_name)
        sources, _ = select(ctx, sel)
        if len(sources) != 1:
            raise InvalidInput(f"That matches {len(sources)} items; use a pattern to rename several.")
        one = Selection(path=str(sources[0]))
        return plan_transfer(ctx, "rename", one, str(sources[0].parent / new_name), on_conflict)
    return _plan_pattern_rename(ctx, sel, str(pattern), on_conflict)


def _pattern_name(pattern: str, src: Path, n: int, when: datetime) -> str:
    """The name ``pattern`` gives the ``n``-th file ``src`` (checked: one usable name, not a path)."""
    stem, dot, ext = src.name.rpartition(".") if "." in src.name[1:] else (src.name, "", "")
    ext = f".{ext}" if dot else ""
    try:
        name = pattern.format(name=stem, ext=ext, n=n, date=_When(when), parent=src.parent.name)
    except (KeyError, ValueError, IndexError) as exc:
        raise InvalidInput(f"I can't use that pattern ({exc}). Fields: name, ext, n, date, parent.")
    if "." not in name and ext:
        name += ext
    if "/" in name:
        raise InvalidInput("A pattern must give a file name, not a path.")
    return check_name(name)


def _plan_pattern_rename(ctx: Any, sel: Selection, pattern: str, on_conflict: str) -> Plan:
    sources, notes = select(ctx, sel)
    files = [p for p in sources if not p.is_dir()]
    dated = sorted(((date_taken(p), p) for p in files), key=lambda x: (x[0], x[1].name))
    plan = Plan(
        op="rename",
        notes=notes,
        threshold=ctx.settings.confirm_threshold,
        source_label=_from_label(ctx, files),
    )
    taken: set[str] = set()
    for i, (when, src) in enumerate(dated, start=1):
        name = _pattern_name(pattern, src, i, when)
        target = src.parent / name
        if target == src:
            continue
        step = Step("move", src=str(src), dst=str(target), size=src.stat().st_size)
        reason = f"{name} already exists"
        if not settle_conflict(plan, step, target, on_conflict, taken, skip_reason=reason, same_kind=False):
            continue
        taken.add(step.dst)
        plan.steps.append(step)
    # renames within one folder must not step on each other's sources
    srcs = {s.src for s in plan.steps}
    for s in plan.steps:
        if s.dst in srcs:
            s.dst = str(unique_name(Path(s.dst), taken | srcs))
            s.conflict, s.resolution = "exists", "rename"
            taken.add(s.dst)
    return plan


def plan_delete(ctx: Any, sel: Selection, permanent: bool) -> Plan:
    """Delete the selected items: to the trash, or for good when ``permanent``."""
    sources, notes = select(ctx, sel)
    op = "delete" if permanent else "trash"
    plan = Plan(
        op=op,
        notes=notes,
        threshold=ctx.settings.confirm_threshold,
        danger="high",
        source_label=_from_label(ctx, sources),
    )
    for src in sources:
        tree = tree_size(str(src))
        is_dir = src.is_dir() and not src.is_symlink()
        plan.steps.append(Step(op, src=str(src), size=tree[1], count=tree[0], is_dir=is_dir, tree=tree))
    return plan


def plan_write(ctx: Any, path: str, content: str, overwrite: bool) -> Plan:
    """Write ``content`` to a new file at ``path`` (replacing one only when ``overwrite``)."""
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
    return plan


def plan_mkdir(ctx: Any, path: str) -> Plan:
    """Create the folder ``path`` and any missing folders above it. No steps: it is already there."""
    dst = ctx.policy.check_new(path)
    plan = Plan(op="mkdir", threshold=ctx.settings.confirm_threshold, dest_label=_label(ctx, str(dst)))
    if os.path.isdir(dst):
        return plan
    missing = []
    p = Path(dst)
    while not os.path.lexists(p):
        missing.append(p)
        p = p.parent
    if not p.is_dir():
        raise Conflict(f"{p} is a file, so no folder can be made inside it.")
    for m in reversed(missing):
        plan.steps.append(Step("mkdir", dst=str(m), is_dir=True))
    return plan
