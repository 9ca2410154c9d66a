"""Reading one folder: its files' entries and signature, and the message a walk sends for it.

:func:`scan_directory` reads a folder with the compiled reader (``_walk.c``, which packs the
entries into bytes) or the pure-Python one, and returns one of the messages in
:mod:`filescout.index.scan.messages` (their kinds are described there) with the subfolders to
walk next. The walk itself, in this process or in worker processes, is ``index/scan/walk.py``.

Symlinks are recorded, never followed. Mount points are recorded and not
entered unless ``cross_mounts``. BLOCK folders (.ssh, .gnupg) are not entered;
BLOCK and SKIP files are not recorded (only counted).
"""

from __future__ import annotations

import fnmatch
import os
import pickle
import sqlite3
import stat as st_mod
import threading
from dataclasses import dataclass, field

import xxhash

from ..safety.noise import is_noise_dir
from ..safety.sensitive import (
    MAYBE_CONTAINS,
    MAYBE_PREFIXES,
    MAYBE_SUFFIXES,
    Tier,
    classify_dir,
    classify_file,
    maybe_sensitive,
)
from .categories import EXT_CATEGORY
from .scan.messages import Diff, Listing, Message, Task, Unchanged, Unreadable
from .schema import (
    CONTENT_ERROR,
    DUPLINK,
    HIDDEN,
    MOUNT,
    MULTILINK,
    NOISE,
    SECRET,
    SPECIAL,
    SYMLINK,
    UNREADABLE,
    WARN,
)

SIG_MASK = (1 << 63) - 1


@dataclass
class WalkOptions:
    root_dev: int
    cross_mounts: bool = False
    exclude: list[str] = field(default_factory=list)
    old_sigs: dict[str, int] = field(default_factory=dict)
    old_ids: dict[str, int] = field(default_factory=dict)  # folder path -> dirs.id, for diffs
    db_path: str | None = None
    batch_files: int = 20000
    skip_paths: tuple[str, ...] = ()  # folders never entered or listed (filescout's own state folder)


def _load_fast():
    """The compiled folder reader, unless it is missing or FILESCOUT_PURE_WALK is set."""
    if os.environ.get("FILESCOUT_PURE_WALK"):
        return None
    try:
        from .. import _walk
    except ImportError:
        return None
    _walk.configure(
        EXT_CATEGORY,
        MAYBE_SUFFIXES,
        MAYBE_PREFIXES,
        MAYBE_CONTAINS,
        classify_file,
        _dir_task,
        _file_entry,
        HIDDEN,
        NOISE,
        WARN,
        SYMLINK,
        SPECIAL,
        MULTILINK,
        int(Tier.SKIP),
    )
    return _walk


def display_name(name: str) -> tuple[str, bytes | None]:
    """A name safe to store as UTF-8 text, and its raw bytes if it needed escaping."""
    if name.isascii():
        return name, None
    try:
        name.encode("utf-8")
        return name, None
    except UnicodeEncodeError:
        raw = os.fsencode(name)
        return raw.decode("utf-8", "backslashreplace"), raw


def join(parent: str, name: str) -> str:
    return parent + name if parent.endswith("/") else parent + "/" + name


def _excluded(name: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(name, p) for p in patterns)


def _dir_task(parent: str, name: str, dflags: int, ino: int, dev: int) -> Task | None:
    """The walk task for a sub-folder, or None for a BLOCK folder (never entered)."""
    if classify_dir(name) is Tier.BLOCK:
        return None
    f = dflags
    if name[0] == ".":
        f |= HIDDEN
    if is_noise_dir(name):
        f |= NOISE
    return Task(join(parent, name), f, ino, dev)


def _file_entry(
    name: str, parent_lower: str, dflags: int, size: int, mtime_ns: int, ctime_ns: int, ino: int, nlink: int, mode: int
) -> tuple | None:
    """A file's entry, or None when it is BLOCK or SKIP tier (never recorded)."""
    lower = name.lower()
    f = dflags | HIDDEN if name[0] == "." else dflags
    if maybe_sensitive(lower):
        tier = classify_file(name, parent_lower)
        if tier >= Tier.SKIP:
            return None
        if tier:
            f |= WARN
    if mode & 0o170000 != 0o100000:
        f |= SYMLINK if st_mod.S_ISLNK(mode) else SPECIAL
    if nlink > 1:
        f |= MULTILINK
    else:
        nlink = None
    dot = lower.rfind(".")
    ext = lower[dot + 1 :] if 0 < dot < len(lower) - 1 and len(lower) - dot <= 17 else ""
    name, raw = display_name(name)
    return (name, ext, EXT_CATEGORY.get(ext, 0), size, mtime_ns, ctime_ns, ino, nlink, f, raw)


def _read_dir(path: str, dflags: int, parent_lower: str, exclude: list[str]) -> tuple[list, list, int, int]:
    """The pure-Python folder reader: (entries, subdirs, skipped, signature). Raises OSError."""
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    entries: list[tuple] = []
    subdirs: list[Task] = []
    skipped = 0
    try:
        with os.scandir(fd) as it:
            for e in it:
                name = e.name
                try:
                    s = os.stat(name, dir_fd=fd, follow_symlinks=False)
                except OSError:
                    continue  # vanished between listing and stat
                if exclude and _excluded(name, exclude):
                    continue
                if st_mod.S_ISDIR(s.st_mode):
                    t = _dir_task(path, name, dflags, s.st_ino, s.st_dev)
                    if t is None:
                        skipped += 1
                    else:
                        subdirs.append(t)
                    continue
                entry = _file_entry(
                    name, parent_lower, dflags, s.st_size, s.st_mtime_ns, s.st_ctime_ns, s.st_ino, s.st_nlink, s.st_mode
                )
                if entry is None:
                    skipped += 1
                else:
                    entries.append(entry)
    finally:
        os.close(fd)
    sig = xxhash.xxh3_64_intdigest(pickle.dumps(entries, 5), seed=len(entries)) & SIG_MASK
    return entries, subdirs, skipped, sig


def scan_directory(task: Task, opts: WalkOptions) -> tuple[Message, list[Task]]:
    """Read one folder: its message, and the subfolders to walk next."""
    path, dflags, dino, ddev = task
    parent_lower = os.path.basename(path).lower()
    try:
        if _fast is not None and not opts.exclude:
            entries, subdirs, skipped, sig, nfiles, summary, multi = _fast.scan_dir(
                os.fsencode(path), dflags, parent_lower
            )
        else:
            entries, subdirs, skipped, sig = _read_dir(path, dflags, parent_lower, opts.exclude)
            nfiles, summary = len(entries), None
            multi = any(e[7] is not None for e in entries)
    except OSError as exc:
        return Unreadable(path, dino, ddev, dflags | UNREADABLE, exc.strerror or str(exc)), []
    if opts.skip_paths:
        subdirs = [t for t in subdirs if t.path not in opts.skip_paths]
    if not opts.cross_mounts:
        rdev = opts.root_dev
        subdirs = [t if t.dev == rdev else t._replace(flags=t.flags | MOUNT) for t in subdirs]
    did = opts.old_ids.get(path)
    msg: Message
    if opts.old_sigs.get(path) == sig:
        msg = Unchanged(path)
    elif did is not None and opts.db_path:
        ins, upd, dels = diff_entries(_old_rows(opts.db_path, did), entries_of(entries))
        msg = Diff(path, dino, ddev, dflags, sig, ins, upd, dels, skipped)
    else:
        if summary is None:
            summary = ext_summary(entries)
        msg = Listing(path, dino, ddev, dflags, sig, entries, skipped, summary, nfiles, multi)
    # mount points come back as tasks too: process() records them without entering
    return msg, subdirs


_KEEP_FLAGS = ~(DUPLINK | CONTENT_ERROR | SECRET)  # set after the walk, not by it
# read-only connections to the index, one per (process, thread, file): a connection is never used from another
# thread (sqlite3 refuses that) nor carried across a fork into a walker process (SQLite's locks don't survive it)
_ro: dict[tuple[int, int, str], sqlite3.Connection] = {}


def _old_rows(db_path: str, dir_id: int) -> list[tuple]:
    key = (os.getpid(), threading.get_ident(), db_path)
    conn = _ro.get(key)
    if conn is None:
        conn = _ro[key] = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=30)
        conn.execute("PRAGMA mmap_size=268435456")  # shared page cache with the OS; no copies per read
    return conn.execute(
        "SELECT id, name, size, mtime_ns, inode, nlink, flags, raw, ext FROM files WHERE dir_id=?", (dir_id,)
    ).fetchall()


def close_readers(db_path: str | None) -> None:
    """Close this thread's read-only connections to ``db_path`` (opened by :func:`_old_rows`): at the end of a walk,
    in the thread that walked (a connection can't be closed from another thread, nor after its thread ended)."""
    me = (os.getpid(), threading.get_ident())
    for key in [k for k in _ro if k[:2] == me and k[2] == db_path]:
        _ro.pop(key).close()


def ext_summary(entries: list[tuple]) -> list[tuple[str, int, int, int]]:
    """(ext, hidden, files, bytes) for a new folder's files, counted here in the walker."""
    acc: dict[tuple[str, int], list[int]] = {}
    for e in entries:
        key = (e[1], 1 if e[8] & (HIDDEN | NOISE) else 0)
        x = acc.get(key)
        if x is None:
            acc[key] = [1, e[3]]
        else:
            x[0] += 1
            x[1] += e[3]
    return [(ext, hid, n, b) for (ext, hid), (n, b) in acc.items()]


def diff_entries(old_rows: list[tuple], entries: list[tuple]) -> tuple[list, list, list]:
    """(inserts, updates, deletes) turning ``old_rows`` into ``entries``.

    A file whose size, mtime, inode, link count and flags are unchanged is not
    touched. Updates are ``(entry, old_id, old_size, old_flags)``; deletes are
    ``(old_id, ext, size, flags)``.
    """
    old = {(r[1], r[7]): r for r in old_rows}
    inserts = []
    updates = []
    for e in entries:
        o = old.pop((e[0], e[9]), None)
        if o is None:
            inserts.append(e)
        elif o[2] != e[3] or o[3] != e[4] or o[4] != e[6] or o[5] != e[7] or (o[6] & _KEEP_FLAGS) != e[8]:
            updates.append((e, o[0], o[2], o[6]))
    deletes = [(o[0], o[8], o[2], o[6]) for o in old.values()]
    return inserts, updates, deletes


def entries_of(entries: list | bytes) -> list[tuple]:
    """A folder's entries as a list, whether the compiled reader packed them or not."""
    return entries if isinstance(entries, list) else _fast.unpack(entries)


def process(task: Task, opts: WalkOptions) -> tuple[Message, list[Task]]:
    """A walk's step: a mount point is recorded as an empty folder and not entered; any other folder is read."""
    if task.flags & MOUNT:
        return Listing(task.path, task.inode, task.dev, task.flags, 0, [], 0, [], 0, False), []
    return scan_directory(task, opts)


_fast = _load_fast()
