"""Applying a batch of watched changes to the index, in one transaction, with the scanner's own parts.

A batch names folders, not files: *shallow* folders whose listing changed (a file created, written,
deleted or renamed in them), *deep* folders to walk whole (a folder that appeared: created, or moved in
from outside), and folder *moves* inside the root. Each shallow folder is read once by the scanner's folder
reader (``walker.process``) and diffed against its rows by the scanner's ``Writer``; a sub-folder the index
doesn't know is walked whole; a known sub-folder no longer there is removed by id with everything below it.
A folder moved inside the root is renamed in place (its rows, file ids and read contents kept), so moving a
big folder costs a few row updates, not a rescan; when that can't be done exactly (a name that isn't UTF-8,
flags that would change, a destination the index already has) both parents are simply rescanned shallowly,
which walks the moved folder as new. Totals are then recounted as after a scan.
"""

from __future__ import annotations

import bisect
import os
import stat as st_mod
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from ...safety.noise import is_noise_dir
from ...safety.paths import is_within
from ...safety.sensitive import Tier, classify_dir
from ..db import Index
from ..paths import depth_of, parent_path, subtree_range
from ..scan.bulk import ensure_live_indexes
from ..scan.messages import Task, Unreadable
from ..scan.recount import dedupe_hardlinks, recompute_totals
from ..scan.result import ScanResult
from ..scan.writer import Writer
from ..scanner import _note_stale_names, _start_task
from ..schema import HIDDEN, HIDDEN_OR_NOISE, MOUNT
from ..totals import rebuild_root_ext
from ..walker import WalkOptions, display_name, process


@dataclass
class Batch:
    """What changed under one root since the last batch (paths as they are now)."""

    root: str
    shallow: set[str] = field(default_factory=set)
    deep: set[str] = field(default_factory=set)
    moves: list[tuple[str, str]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.shallow or self.deep or self.moves)


@dataclass
class Applied:
    root: str
    scope: str = ""
    added: int = 0
    updated: int = 0
    removed: int = 0
    dirs_added: int = 0
    dirs_removed: int = 0
    moved_in_place: int = 0
    folders_read: int = 0
    errors: int = 0
    seconds: float = 0.0
    changed: bool = False


def _is_dir(path: str) -> bool:
    try:
        return st_mod.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def _known(conn, path: str) -> bool:
    return conn.execute("SELECT 1 FROM dirs WHERE path=?", (display_name(path)[0],)).fetchone() is not None


def move_in_place(conn, old: str, new: str, exclude: list[str] | None = None) -> bool:
    """Rename an indexed folder and everything below it from ``old`` to ``new`` (in the open transaction).
    False, changing nothing, when that wouldn't give exactly what a scan would."""
    import fnmatch

    if display_name(old)[1] is not None or display_name(new)[1] is not None:
        return False  # a name that isn't UTF-8: the walk stores it
    row = conn.execute("SELECT id, name, flags, raw, parent_id FROM dirs WHERE path=?", (old,)).fetchone()
    if row is None or row[3] is not None or row[4] is None:
        return False
    name = os.path.basename(new)
    if classify_dir(name) is Tier.BLOCK or any(fnmatch.fnmatchcase(name, p) for p in exclude or ()):
        return False
    prow = conn.execute("SELECT id, flags FROM dirs WHERE path=?", (parent_path(new),)).fetchone()
    if prow is None or prow[1] & MOUNT or _known(conn, new):
        return False
    want = (prow[1] & HIDDEN_OR_NOISE) | (HIDDEN if name.startswith(".") else 0)
    if is_noise_dir(name):
        want |= 2  # NOISE
    if want != row[2] & HIDDEN_OR_NOISE:
        return False  # every file below would change flags: let the walk do it
    lo, hi = subtree_range(old)
    if conn.execute("SELECT 1 FROM dirs WHERE path >= ? AND path < ? AND raw IS NOT NULL LIMIT 1", (lo, hi)).fetchone():
        return False
    dd = depth_of(new) - depth_of(old)
    conn.execute(
        "UPDATE dirs SET path = ? || substr(path, ?), depth = depth + ? WHERE path >= ? AND path < ?",
        (new, len(old) + 1, dd, lo, hi),
    )
    conn.execute(
        "UPDATE dirs SET path=?, name=?, depth=depth+?, parent_id=? WHERE id=?", (new, name, dd, prow[0], row[0])
    )
    if name != row[1]:  # the folder-name index follows (it has no update trigger)
        conn.execute("INSERT INTO dir_names(dir_names, rowid, name) VALUES ('delete', ?, ?)", (row[0], row[1]))
        conn.execute("INSERT INTO dir_names(rowid, name) VALUES (?, ?)", (row[0], name))
    return True


def _normalise(conn, root: str, batch: Batch) -> tuple[set[str], set[str]]:
    """Shallow and deep folders that exist and are inside the root; an unknown folder is walked whole from its
    topmost unknown ancestor, and a folder gone is replaced by its nearest existing ancestor."""
    shallow: set[str] = set()
    deep: set[str] = set()
    rootp = Path(root)
    for kind, paths in (("shallow", batch.shallow), ("deep", batch.deep)):
        for p in paths:
            if not is_within(Path(p), rootp):
                continue
            gone = False
            while p != root and not _is_dir(p):
                p, gone = parent_path(p) or root, True
            if gone:
                kind_p = "shallow"
            else:
                kind_p = kind
            if p == root or _known(conn, p):
                (deep if kind_p == "deep" and p != root else shallow).add(p)
                continue
            c = p
            while parent_path(c) != root and not _known(conn, parent_path(c)):
                c = parent_path(c)
            deep.add(c)
            shallow.add(parent_path(c) or root)
    # a folder below a deep one is walked with it
    tops = sorted(deep)
    minimal: list[str] = []
    for d in tops:
        if not minimal or not is_within(Path(d), Path(minimal[-1])):
            minimal.append(d)
    deep = set(minimal)
    shallow = {s for s in shallow if not any(is_within(Path(s), Path(d)) for d in deep)}
    return shallow, deep


def apply_batch(
    idx: Index, batch: Batch, *, root_dev: int, cross_mounts: bool = False, exclude: list[str] | None = None
) -> Applied:
    """Apply one root's batch in one transaction (the caller holds the scan lock)."""
    t0 = time.perf_counter()
    out = Applied(batch.root)
    conn = idx.conn
    root = batch.root
    skip = (os.path.realpath(idx.home),)
    with idx.transaction():
        ensure_live_indexes(conn)
        extra: set[str] = set()
        for old, new in batch.moves:
            if move_in_place(conn, old, new, exclude):
                out.moved_in_place += 1
                out.changed = True
            else:
                extra.add(new)  # walked whole if the index doesn't know it (see _normalise)
            extra.add(parent_path(old) or root)
            extra.add(parent_path(new) or root)
        shallow, deep = _normalise(conn, root, Batch(root, batch.shallow | extra, batch.deep))
        if not shallow and not deep:
            out.seconds = round(time.perf_counter() - t0, 4)
            return out
        scope = os.path.commonpath(sorted(shallow | deep))
        while display_name(scope)[1] is not None and scope != root:  # (the writer looks its scope up as text)
            scope = parent_path(scope) or root
        out.scope = scope
        result = ScanResult(path=scope, root=root)
        writer = Writer(idx, scope, False, result)
        children_of: dict[str, list[str]] = defaultdict(list)
        for p in writer.old_paths:
            pp = parent_path(p)
            if pp is not None:
                children_of[pp].append(p)
        opts = WalkOptions(
            root_dev=root_dev, cross_mounts=cross_mounts, exclude=list(exclude or []), old_sigs=writer.old_sigs,
            skip_paths=skip,
        )  # fmt: skip
        stack: list[tuple[Task, bool]] = []
        for p, is_deep in [(p, False) for p in sorted(shallow)] + [(p, True) for p in sorted(deep)]:
            try:
                st = os.lstat(p)
            except OSError:
                continue  # gone this instant: its parent's event brings the next batch
            task = _start_task(conn, p, st, False)
            if st.st_dev != root_dev and not cross_mounts and p != root:
                task = task._replace(flags=task.flags | MOUNT)
            stack.append((task, is_deep))
        removed: set[str] = set()
        done: set[str] = set()
        while stack:
            task, is_deep = stack.pop()
            if task.path in done:
                continue
            done.add(task.path)
            msg, children = process(task, opts)
            out.folders_read += 1
            if type(msg) is Unreadable and not _is_dir(task.path):
                removed.add(task.path)  # gone since the event: as if deleted
                continue
            writer.apply([msg])
            if type(msg) is Unreadable:
                continue  # its contents are unknown: the writer keeps what the index knew below it
            here = {c.path for c in children}
            removed.update(k for k in children_of.get(task.path, ()) if k not in here)
            for c in children:
                if is_deep or c.path in deep or c.path not in writer.ids:
                    stack.append((c, True))
        writer.flush()
        gone_ids: set[int] = set()
        for p in removed:
            if p in writer.ids:
                gone_ids.add(writer.ids[p])
            lo, hi = subtree_range(p)
            i = bisect.bisect_left(writer.old_paths, lo)
            while i < len(writer.old_paths) and writer.old_paths[i] < hi:
                gone_ids.add(writer.ids[writer.old_paths[i]])
                i += 1
        writer.seen |= writer.old_ids - gone_ids
        writer.remove_vanished()
        if result.removed:
            _note_stale_names(idx, result.removed)
        if writer.changed or writer.multilink_dirs or out.changed:
            dedupe_hardlinks(conn, writer.multilink_dirs)
            recompute_totals(conn)
            rebuild_root_ext(conn)
            out.changed = True
        idx.set_meta("watch_applied_at", time.time())
    out.added, out.updated, out.removed = result.added, result.updated, result.removed
    out.dirs_added, out.dirs_removed, out.errors = result.dirs_added, result.dirs_removed, result.errors
    out.seconds = round(time.perf_counter() - t0, 4)
    return out
