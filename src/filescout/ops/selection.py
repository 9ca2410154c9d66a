"""Which real files a :class:`~.plan.Selection` covers: a path, a glob, a list, or a folder's files by filters.

Keys and credentials are never selected (named explicitly, they are refused), and nothing leads outside the
allowed folders or takes filescout's own state folder along.
"""

from __future__ import annotations

import glob as globmod
import os
import stat as st_mod
from pathlib import Path

from ..errors import Blocked, InvalidInput, NotFound, OutsideRoots
from ..index.categories import resolve_type, split_ext
from ..safety.noise import is_hidden
from ..safety.secrets import LinkGuard, file_tier, folder_launders
from ..safety.sensitive import BLOCK_MESSAGE, Tier, classify_path, in_blocked_dir
from ..units import in_ranges
from .plan import GLOB_CHARS, Selection


def _blocked(p: Path, guard: LinkGuard) -> bool:
    """A key or credential file by name, content or hard link, or a folder whose copy would launder one."""
    if os.path.isdir(p) and not os.path.islink(p):
        return folder_launders(p)
    return file_tier(p, guard=guard) is Tier.BLOCK


def select(ctx, sel: Selection) -> tuple[list[Path], list[str]]:
    """The real paths a selection covers, and notes about what was left out (see ``_select``). A folder that
    holds filescout's own state folder is never acted on (moving or trashing it would take the journal along)."""
    out, notes = _select(ctx, sel)
    policy = ctx.policy
    kept = [p for p in out if not policy.holds_private(Path(p))]
    if len(kept) < len(out):
        if not kept:
            raise OutsideRoots(
                "That folder holds filescout's own state (its index and journal), so filescout won't move or "
                "delete it as a whole; act on the files inside it instead."
            )
        notes.append("left out a folder that holds filescout's own state folder")
    return kept, notes


def _select(ctx, sel: Selection) -> tuple[list[Path], list[str]]:
    """The real paths a selection covers, and notes about what was left out.

    A BLOCK file named explicitly (a path or a list) is refused with the BLOCK message, so that copying or
    renaming a key (by name, by content, or a hard link to one) never makes it readable under another name;
    globs and folder walks leave such files out.
    """
    notes: list[str] = []
    policy = ctx.policy
    guard = LinkGuard(ctx.roots())
    if sel.paths:
        out = []
        for p in sel.paths:
            lexical = policy.absolute(p)
            real = policy.check(lexical.parent) / lexical.name if os.path.islink(lexical) else policy.check(p)
            if not os.path.lexists(real):
                notes.append(f"left out {p}: it is no longer there")
                continue
            if _blocked(real, guard):
                raise Blocked(BLOCK_MESSAGE)
            out.append(real)
        if not out:
            raise NotFound("None of those files are there any more.")
        return out, notes
    if not sel.path:
        raise InvalidInput("Say which files: a path, a glob, or a list of paths.")
    text = sel.path
    if GLOB_CHARS.search(text):
        lexical = policy.absolute(text)
        parts = lexical.parts
        first = next(i for i, p in enumerate(parts) if GLOB_CHARS.search(p))
        base = policy.check(Path(*parts[:first]))
        pattern = str(Path(base, *parts[first:]))
        found = [Path(p) for p in sorted(globmod.glob(pattern, recursive=True, include_hidden=sel.include_hidden))]
        candidates = []
        for p in found:
            try:
                # a symlink is acted on itself (its folder must be inside), never through
                real = policy.check(p.parent) / p.name if p.is_symlink() else policy.check(p)
            except Exception:
                notes.append(f"left out {p}: it leads outside the allowed folders")
                continue
            candidates.append(real)
        if not candidates:
            raise NotFound(f"Nothing matches {text}")
    else:
        lexical = policy.absolute(text)
        if os.path.islink(lexical):
            link = policy.check(lexical.parent) / lexical.name
            if classify_path(str(link)) is Tier.BLOCK:
                raise Blocked(BLOCK_MESSAGE)
            return [link], notes
        target = policy.check(text)
        if not os.path.lexists(target):
            raise NotFound(f"I couldn't find a file at that path: {text}")
        if target.is_dir() and not target.is_symlink() and (sel.has_filters() or sel.recursive):
            if in_blocked_dir(str(target)):
                raise Blocked(BLOCK_MESSAGE)
            candidates = list(_walk_files(target, sel.recursive, sel.include_hidden))
        else:
            if _blocked(target, guard):
                raise Blocked(BLOCK_MESSAGE)
            return [target], notes
    out = []
    blocked = 0
    for p in candidates:
        if _blocked(p, guard):
            blocked += 1
            continue
        if sel.has_filters() and not _matches(p, sel):
            continue
        out.append(p)
    if blocked:
        notes.append(f"left out {blocked} key/credential file(s)")
    return out, notes


def _walk_files(folder: Path, recursive: bool, include_hidden: bool):
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        if not include_hidden and is_hidden(entry.name):
            continue
        if entry.is_dir(follow_symlinks=False):
            if recursive:
                yield from _walk_files(Path(entry.path), recursive, include_hidden)
            continue
        yield Path(entry.path)


def _matches(p: Path, sel: Selection) -> bool:
    try:
        st = os.lstat(p)
    except OSError:
        return False
    if st_mod.S_ISDIR(st.st_mode):
        return False
    if sel.type:
        # (a type of several words is one type: "partial download" is .part/.crdownload…, not "partial" + "download")
        exts = resolve_type(",".join(w.strip() for w in sel.type.split(",")))
        if exts is None:  # ("pdf docx": several, by spaces)
            words = [resolve_type(w) for w in sel.type.replace(",", " ").split()]
            if not words or any(x is None for x in words):
                raise InvalidInput(f"I don't know the file type {sel.type!r}.")
            exts = set().union(*words)
        if split_ext(p.name) not in exts:
            return False
    return in_ranges(st.st_size, st.st_mtime_ns, sel)
