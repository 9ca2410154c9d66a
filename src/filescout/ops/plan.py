"""Plans: what an operation will do, before it does anything.

A plan lists each step (source, destination, size), the conflicts and how
they resolve, totals, whether it needs confirmation and why, a plain-language
prompt, and a token tied to the exact plan *and* the state of every file in
it: if anything changes before the plan runs, the token no longer matches.

A :class:`Selection` says which files an operation acts on (selection.py turns
it into real paths); planners.py builds each operation's plan.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import stat as st_mod
from dataclasses import dataclass, field

from ..units import human_size, shown
from .treesize import tree_size

GLOB_CHARS = re.compile(r"[*?\[]")


@dataclass
class Selection:
    """Which files an operation acts on.

    Args:
        path: A file, a folder, or a glob ("Downloads/*.pdf", "~/Pictures/**/*.jpg"). With filters, a folder
            means the files inside it.
        paths: Instead of path: an explicit list of files and folders.
        type: Only files of this type or group ("pdf", "photos", "videos").
        modified_after: Only files modified after this date or duration ago ("2025-01-31", "2weeks").
        modified_before: Only files modified before this date or duration ago ("30d" = older than 30 days).
        size_gt: Only files larger than this ("100M").
        size_lt: Only files smaller than this.
        recursive: Also take matching files from subfolders.
        include_hidden: Also take hidden files.
    """

    path: str | None = None
    paths: list[str] | None = None
    type: str | None = None
    modified_after: str | None = None
    modified_before: str | None = None
    size_gt: str | None = None
    size_lt: str | None = None
    recursive: bool = False
    include_hidden: bool = False

    def has_filters(self) -> bool:
        return any((self.type, self.modified_after, self.modified_before, self.size_gt, self.size_lt))

    def describe(self) -> str:
        parts = []
        if self.type:
            parts.append(str(self.type))
        if self.modified_before:
            parts.append(
                f"older than {self.modified_before}"
                if not self.modified_before[:1].isdigit() or "-" not in self.modified_before
                else f"modified before {self.modified_before}"
            )
        if self.modified_after:
            parts.append(f"modified since {self.modified_after}")
        if self.size_gt:
            parts.append(f"over {self.size_gt}")
        if self.size_lt:
            parts.append(f"under {self.size_lt}")
        return ", ".join(parts)


@dataclass
class Step:
    kind: str  # move | copy | trash | delete | write | mkdir
    src: str | None = None
    dst: str | None = None
    size: int = 0
    is_dir: bool = False
    conflict: str | None = None  # "exists" when something is already at dst
    resolution: str | None = None  # skip | rename | overwrite
    overwrite: bool = False
    count: int = 1  # files it touches (a folder: every file inside it)
    # tree_size of the source and of what an overwrite replaces, walked once when the plan is made and shared
    # by the token and the journal (the step re-walks right before it acts, to compare)
    tree: tuple | None = field(default=None, repr=False, compare=False)
    dst_tree: tuple | None = field(default=None, repr=False, compare=False)

    def src_tree(self) -> tuple | None:
        """The source folder's tree (None for a file), walked at most once."""
        if self.tree is None and self.is_dir and self.src and os.path.lexists(self.src):
            self.tree = tree_size(self.src)
        return self.tree if self.is_dir else None

    def replaced_tree(self) -> tuple | None:
        """The tree of the folder an overwrite replaces (None if it replaces no folder), walked at most once."""
        dst = self.dst
        if self.dst_tree is None and self.overwrite and dst and os.path.isdir(dst) and not os.path.islink(dst):
            self.dst_tree = tree_size(dst)
        return self.dst_tree

    def to_dict(self) -> dict:
        d = {
            "action": self.kind,
            "source": self.src,
            "destination": self.dst,
            "size": self.size,
            "size_human": human_size(self.size),
            "folder": self.is_dir,
        }
        if self.conflict:
            d.update({"conflict": self.conflict, "resolution": self.resolution})
        return {k: v for k, v in d.items() if v is not None}


VERBS = {"move": "move", "copy": "copy", "trash": "move to the trash", "delete": "permanently delete",
         "write": "write", "mkdir": "create", "rename": "rename"}  # fmt: skip


@dataclass
class Plan:
    op: str  # move | copy | rename | trash | delete | write | mkdir
    steps: list[Step] = field(default_factory=list)
    skipped: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    source_label: str = ""
    dest_label: str = ""
    content: bytes | None = None  # for write
    threshold: int = 20
    danger: str = "low"

    @property
    def files(self) -> int:
        return sum(1 for s in self.steps if s.kind != "mkdir")

    @property
    def inner_files(self) -> int:
        """Every file the plan touches, counting what is inside folders (for the confirmation threshold)."""
        return sum(s.count for s in self.steps if s.kind != "mkdir")

    @property
    def bytes(self) -> int:
        return sum(s.size for s in self.steps)

    def reasons(self) -> list[str]:
        r = []
        if self.op in ("trash", "delete"):
            r.append("it deletes files" if self.op == "delete" else "it moves files to the trash")
        if any(s.overwrite for s in self.steps):
            r.append("it overwrites existing files")
        if self.inner_files > self.threshold:
            r.append(f"it touches more than {self.threshold} files")
        if self.danger in ("high", "critical"):
            r.append("it is a high-risk operation")
        return r

    @property
    def needs_confirmation(self) -> bool:
        return bool(self.reasons()) and bool(self.steps)

    def prompt(self) -> str:
        n = self.files
        what = f"{n} file{'s' if n != 1 else ''}" if n else "1 folder"
        if any(s.is_dir for s in self.steps if s.kind != "mkdir") and n == 1:
            what = "1 folder"
        size = f" ({human_size(self.bytes)})" if self.bytes else ""
        src = f" from {shown(self.source_label)}" if self.source_label else ""
        dst = f" to {shown(self.dest_label)}" if self.dest_label else ""
        verb = VERBS.get(self.op, self.op)
        text = f"This will {verb} {what}{size}{src}{dst}"
        over = sum(1 for s in self.steps if s.overwrite)
        if over:
            text += f", overwriting {over} existing file{'s' if over != 1 else ''}"
        if self.op == "delete":
            text += ". This cannot be undone"
        return text + "."

    def state(self) -> list:
        """What the token covers: each step, and the current state of its files (folders: their whole tree)."""
        out = []
        for s in self.steps:
            # what an overwrite replaces is covered too, with everything inside it when it is a folder
            tree, dtree = s.src_tree(), s.replaced_tree()
            out.append([s.kind, s.src, s.dst, s.resolution, _stat_key(s.src), _stat_key(s.dst), tree, dtree])
        if self.content is not None:
            out.append(hashlib.sha256(self.content).hexdigest())
        return out

    def token(self, key: bytes) -> str:
        """An HMAC of the plan and its files' state: unguessable without this installation's secret."""
        blob = json.dumps([self.op, self.state()], sort_keys=True, default=str, ensure_ascii=True).encode()
        return hmac.new(key, blob, hashlib.sha256).hexdigest()[:32]

    def to_dict(self) -> dict:
        return {
            "operation": self.op,
            "steps": [s.to_dict() for s in self.steps],
            "files": self.files,
            "bytes": self.bytes,
            "size_human": human_size(self.bytes),
            "skipped": self.skipped,
            "notes": self.notes,
            "needs_confirmation": self.needs_confirmation,
            "reasons": self.reasons(),
            "prompt": self.prompt(),
        }

    def describe(self, display) -> str:
        lines = [self.prompt()]
        for s in self.steps[:25]:
            src = shown(display(s.src)) if s.src else ""
            dst = shown(display(s.dst)) if s.dst else ""
            arrow = f"{src} → {dst}" if src and dst else (src or dst)
            extra = f"  [{s.conflict}: {s.resolution}]" if s.conflict else ""
            lines.append(f"  {s.kind:<6} {arrow}{extra}")
        if len(self.steps) > 25:
            lines.append(f"  … {len(self.steps) - 25} more")
        for k in self.skipped[:10]:
            lines.append(f"  skip   {shown(display(k['source']))}: {shown(k['reason'])}")
        for note in self.notes:
            lines.append(f"  note: {shown(note)}")
        return "\n".join(lines)


def _stat_key(p: str | None) -> list | None:
    if not p:
        return None
    try:
        st = os.lstat(p)
    except OSError:
        return None
    if st_mod.S_ISDIR(st.st_mode):
        return [st.st_ino, "dir"]
    return [st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino]
