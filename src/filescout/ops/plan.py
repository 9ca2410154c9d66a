"""Plans: what an operation will do, before it does anything.

A plan lists each step (source, destination, size), the conflicts and how
they resolve, totals, whether it needs confirmation and why, a plain-language
prompt, and a token tied to the exact plan *and* the state of every file in
it: if anything changes before the plan runs, the token no longer matches.
"""

from __future__ import annotations

import glob as globmod
import hashlib
import json
import os
import re
import stat as st_mod
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from ..errors import InvalidInput, NotFound
from ..index.categories import resolve_type, split_ext
from ..safety.noise import is_hidden
from ..safety.sensitive import Tier, classify_path
from ..units import human_size, parse_size, parse_when, to_ns

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


def select(ctx, sel: Selection) -> tuple[list[Path], list[str]]:
    """The real paths a selection covers, and notes about what was left out."""
    notes: list[str] = []
    policy = ctx.policy
    if sel.paths:
        out = []
        for p in sel.paths:
            lexical = policy.absolute(p)
            real = policy.check(lexical.parent) / lexical.name if os.path.islink(lexical) else policy.check(p)
            if not os.path.lexists(real):
                notes.append(f"left out {p}: it is no longer there")
                continue
            if classify_path(str(real)) is Tier.BLOCK:
                continue
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
            return [policy.check(lexical.parent) / lexical.name], notes
        target = policy.check(text)
        if not os.path.lexists(target):
            raise NotFound(f"I couldn't find a file at that path: {text}")
        if target.is_dir() and not target.is_symlink() and (sel.has_filters() or sel.recursive):
            candidates = list(_walk_files(target, sel.recursive, sel.include_hidden))
        else:
            return [target], notes
    out = []
    blocked = 0
    for p in candidates:
        if classify_path(str(p)) is Tier.BLOCK:
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
        exts: set[str] = set()
        for word in re.split(r"[,\s]+", sel.type):
            if word:
                found = resolve_type(word)
                if found is None:
                    raise InvalidInput(f"I don't know the file type {word!r}.")
                exts |= found
        if split_ext(p.name) not in exts:
            return False
    if sel.size_gt and not st.st_size > parse_size(sel.size_gt):
        return False
    if sel.size_lt and not st.st_size < parse_size(sel.size_lt):
        return False
    if sel.modified_after and not st.st_mtime_ns > to_ns(parse_when(sel.modified_after)):
        return False
    return not (sel.modified_before and not st.st_mtime_ns < to_ns(parse_when(sel.modified_before)))


# -- plans -----------------------------------------------------------------


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
    def bytes(self) -> int:
        return sum(s.size for s in self.steps)

    def reasons(self) -> list[str]:
        r = []
        if self.op in ("trash", "delete"):
            r.append("it deletes files" if self.op == "delete" else "it moves files to the trash")
        if any(s.overwrite for s in self.steps):
            r.append("it overwrites existing files")
        if self.files > self.threshold:
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
        src = f" from {self.source_label}" if self.source_label else ""
        dst = f" to {self.dest_label}" if self.dest_label else ""
        verb = VERBS.get(self.op, self.op)
        text = f"This will {verb} {what}{size}{src}{dst}"
        over = sum(1 for s in self.steps if s.overwrite)
        if over:
            text += f", overwriting {over} existing file{'s' if over != 1 else ''}"
        if self.op == "delete":
            text += ". This cannot be undone"
        return text + "."

    def state(self) -> list:
        """What the token covers: each step, and the current state of its files."""
        out = []
        for s in self.steps:
            out.append([s.kind, s.src, s.dst, s.resolution, _stat_key(s.src), _stat_key(s.dst)])
        if self.content is not None:
            out.append(hashlib.sha256(self.content).hexdigest())
        return out

    def token(self) -> str:
        blob = json.dumps([self.op, self.state()], sort_keys=True, default=str).encode()
        return hashlib.sha256(blob).hexdigest()[:20]

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
            src = display(s.src) if s.src else ""
            dst = display(s.dst) if s.dst else ""
            arrow = f"{src} → {dst}" if src and dst else (src or dst)
            extra = f"  [{s.conflict}: {s.resolution}]" if s.conflict else ""
            lines.append(f"  {s.kind:<6} {arrow}{extra}")
        if len(self.steps) > 25:
            lines.append(f"  … {len(self.steps) - 25} more")
        for k in self.skipped[:10]:
            lines.append(f"  skip   {display(k['source'])}: {k['reason']}")
        for note in self.notes:
            lines.append(f"  note: {note}")
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
    return [st.st_size, st.st_mtime_ns, st.st_ino]


def tree_size(p: str) -> tuple[int, int]:
    """(files, bytes) of a file or everything inside a folder."""
    st = os.lstat(p)
    if not st_mod.S_ISDIR(st.st_mode):
        return 1, st.st_size
    files = size = 0
    for dp, dns, fns in os.walk(p):
        for n in fns + [d for d in dns if os.path.islink(os.path.join(dp, d))]:
            try:
                size += os.lstat(os.path.join(dp, n)).st_size
                files += 1
            except OSError:
                continue
    return files, size


def unique_name(path: Path, taken: set[str]) -> Path:
    """``report.pdf`` -> ``report (1).pdf`` (then (2) …), free on disk and in this plan."""
    stem, ext = (path.name, "") if path.name.startswith(".") or "." not in path.name else path.name.rsplit(".", 1)
    ext = f".{ext}" if ext else ""
    n = 1
    while True:
        cand = path.with_name(f"{stem} ({n}){ext}")
        if not os.path.lexists(cand) and str(cand) not in taken:
            return cand
        n += 1


def date_taken(p: Path) -> datetime:
    """EXIF DateTimeOriginal for photos (Pillow if installed, else a small JPEG reader), else mtime."""
    from .exif import exif_datetime

    when = exif_datetime(p)
    if when is not None:
        return when
    return datetime.fromtimestamp(os.lstat(p).st_mtime)
