"""Plans: what an operation will do, before it does anything.

A plan lists each step (source, destination, size), the conflicts and how
they resolve, totals, whether it needs confirmation and why, a plain-language
prompt, and a token tied to the exact plan *and* the state of every file in
it: if anything changes before the plan runs, the token no longer matches.
"""

from __future__ import annotations

import contextlib
import glob as globmod
import hashlib
import hmac
import json
import os
import re
import stat as st_mod
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import xxhash

from ..errors import Blocked, InvalidInput, NotFound, OutsideRoots
from ..index.categories import resolve_type, split_ext
from ..safety.noise import is_hidden
from ..safety.secrets import LinkGuard, file_tier, folder_launders
from ..safety.sensitive import BLOCK_MESSAGE, Tier, classify_path, in_blocked_dir
from ..units import human_size, parse_size, parse_when, shown, to_ns

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
    count: int = 1  # files it touches (a folder: every file inside it)

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
            tree = tree_size(s.src) if s.is_dir and s.src and os.path.lexists(s.src) else None
            # what an overwrite replaces is covered too, with everything inside it when it is a folder
            dtree = tree_size(s.dst) if s.overwrite and s.dst and os.path.isdir(s.dst) else None
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


def tree_size(p: str) -> tuple[int, int, int, str]:
    """(files, bytes, newest change, names digest) of a file or of everything inside a folder.

    The last two make a folder's plan token change when anything inside it is added, removed, renamed or
    modified, so a confirmed plan is never carried out over a different set of files.
    """
    st = os.lstat(p)
    if not st_mod.S_ISDIR(st.st_mode):
        return 1, st.st_size, st.st_mtime_ns, ""
    files = size = 0
    newest = st.st_mtime_ns
    names = xxhash.xxh64()
    for dp, dns, fns in os.walk(p):
        dns.sort()
        with contextlib.suppress(OSError):
            newest = max(newest, os.lstat(dp).st_mtime_ns)
        for n in sorted(fns + [d for d in dns if os.path.islink(os.path.join(dp, d))]):
            try:
                fst = os.lstat(os.path.join(dp, n))
            except OSError:
                continue
            size += fst.st_size
            files += 1
            newest = max(newest, fst.st_mtime_ns, fst.st_ctime_ns)
            names.update(os.fsencode(os.path.join(dp, n)) + b"\0")
    return files, size, newest, names.hexdigest()


def installation_secret(home: Path | str) -> bytes:
    """This installation's secret for confirmation tokens (32 random bytes, 0600, made on first use)."""
    path = Path(home) / "secret.key"
    try:
        with open(path, "rb") as f:
            key = f.read()
        if len(key) >= 32:
            return key
    except OSError:
        pass
    key = os.urandom(32)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except FileExistsError:  # another process made it a moment ago
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return _PROCESS_SECRET  # a read-only state folder: tokens live as long as this process
    with os.fdopen(fd, "wb") as f:
        f.write(key)
        f.flush()
        os.fsync(f.fileno())
    return key


_PROCESS_SECRET = os.urandom(32)


def check_name(name: str) -> str:
    """A new file name as given by the user or a pattern: one path component, not ".", "..", empty, or over the
    file system's 255-byte limit. Anything else is refused, never reinterpreted (``parent/.`` is the parent)."""
    if not isinstance(name, str) or not name.strip() or name in (".", "..") or "/" in name or "\x00" in name:
        raise InvalidInput(f"{shown(str(name))!r} isn't a usable file name (a single name, not a path, '.' or '..').")
    if len(os.fsencode(name)) > 255:
        raise InvalidInput("That file name is too long (over 255 bytes).")
    return name


def unique_name(path: Path, taken: set[str]) -> Path:
    """``report.pdf`` -> ``report (1).pdf`` (then (2) …), free on disk and in this plan, and never over the
    255-byte name limit (the stem is shortened to make room for the suffix)."""
    stem, ext = (path.name, "") if path.name.startswith(".") or "." not in path.name else path.name.rsplit(".", 1)
    ext = f".{ext}" if ext else ""
    n = 1
    while True:
        suffix = f" ({n}){ext}"
        room = 255 - len(os.fsencode(suffix))
        whole = os.fsencode(stem)
        short = whole[:room]
        if len(short) < len(whole):  # don't cut a multi-byte character in half
            while short and (short[-1] & 0xC0) == 0x80:
                short = short[:-1]
            if short and short[-1] >= 0xC0:
                short = short[:-1]
        cand = path.with_name(os.fsdecode(short) + suffix)
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
