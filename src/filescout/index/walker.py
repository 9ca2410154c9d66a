"""Walking folders: one directory at a time, in-process or in worker processes.

A walk yields *messages*, one per folder:

* ``("c", path, inode, dev, flags, sig, entries, skipped, summary, files, multilink)``:
  a folder new to the index, with all its files and their signature ``sig``.
  ``entries`` is a list, or the same entries packed into bytes by the compiled
  reader (:func:`entries_of` turns either into a list); ``summary`` holds
  ``(ext, hidden, files, bytes)`` per extension, ``files`` the number of entries,
  ``multilink`` whether any has more than one hard link.
* ``("d", path, inode, dev, flags, sig, inserts, updates, deletes, skipped)``: a
  known folder whose files changed: only the differences, computed here against
  the index through a read-only connection (so diffs run in the walkers).
* ``("u", path)``: the folder's files have the signature the index already
  holds, so nothing about them needs reading or writing.
* ``("e", path, inode, dev, flags, message)``: the folder could not be read.

An entry is ``(name, ext, category, size, mtime_ns, ctime_ns, inode, nlink, flags, raw)``
where ``nlink`` is None for a single link and ``raw`` holds the name's bytes
when it is not valid UTF-8 (``name`` is then a backslash-escaped display form).

Symlinks are recorded, never followed. Mount points are recorded and not
entered unless ``cross_mounts``. BLOCK folders (.ssh, .gnupg) are not entered;
BLOCK and SKIP files are not recorded (only counted).
"""

from __future__ import annotations

import contextlib
import fnmatch
import multiprocessing as mp
import os
import pickle
import queue
import signal
import sqlite3
import stat as st_mod
import time
from collections.abc import Iterator
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
# bump when what a signature covers, or how flags are derived, changes
SIG_VERSION = b"fs1"

Task = tuple[str, int, int, int]  # path, flags, inode, dev


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
    return (join(parent, name), f, ino, dev)


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


def scan_directory(task: Task, opts: WalkOptions) -> tuple[tuple, list[Task]]:
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
        return ("e", path, dino, ddev, dflags | UNREADABLE, exc.strerror or str(exc)), []
    if opts.skip_paths:
        subdirs = [t for t in subdirs if t[0] not in opts.skip_paths]
    if not opts.cross_mounts:
        rdev = opts.root_dev
        subdirs = [t if t[3] == rdev else (t[0], t[1] | MOUNT, t[2], t[3]) for t in subdirs]
    did = opts.old_ids.get(path)
    if opts.old_sigs.get(path) == sig:
        msg: tuple = ("u", path)
    elif did is not None and opts.db_path:
        ins, upd, dels = diff_entries(_old_rows(opts.db_path, did), entries_of(entries))
        msg = ("d", path, dino, ddev, dflags, sig, ins, upd, dels, skipped)
    else:
        if summary is None:
            summary = ext_summary(entries)
        msg = ("c", path, dino, ddev, dflags, sig, entries, skipped, summary, nfiles, multi)
    # mount points come back as tasks too: _process records them without entering
    return msg, subdirs


_KEEP_FLAGS = ~(DUPLINK | CONTENT_ERROR | SECRET)  # set after the walk, not by it
_ro: dict[str, sqlite3.Connection] = {}


def _old_rows(db_path: str, dir_id: int) -> list[tuple]:
    conn = _ro.get(db_path)
    if conn is None:
        conn = _ro[db_path] = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=30)
        conn.execute("PRAGMA mmap_size=268435456")  # shared page cache with the OS; no copies per read
    return conn.execute(
        "SELECT id, name, size, mtime_ns, inode, nlink, flags, raw, ext FROM files WHERE dir_id=?", (dir_id,)
    ).fetchall()


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


def _mount_message(task: Task) -> tuple:
    path, flags, ino, dev = task
    return ("c", path, ino, dev, flags, 0, [], 0, [], 0, False)


def _process(task: Task, opts: WalkOptions) -> tuple[tuple, list[Task]]:
    if task[1] & MOUNT:
        return _mount_message(task), []
    return scan_directory(task, opts)


def message_files(msg: tuple) -> int:
    """How many file entries a message carries."""
    if msg[0] == "c":
        return msg[9]
    if msg[0] == "d":
        return len(msg[6]) + len(msg[7]) + len(msg[8])
    return 0


# -- parallel walk ----------------------------------------------------------


def _take(tasks, local: list[Task]) -> int:
    """Move the parcels of tasks already queued into ``local`` without waiting; how many were taken."""
    n = 0
    while True:
        try:
            local.extend(tasks.get_nowait())
        except (queue.Empty, OSError):
            return n
        n += 1


def _worker(opts: WalkOptions, tasks, results, pending, idle) -> None:  # pragma: no cover - subprocess
    """Walk parcels (lists) of folders from ``tasks``, depth first, giving half of what is left to do
    to an idle worker. ``pending`` counts parcels queued or being walked; at 0 the walk is over."""
    from ..lifetime import die_with_parent

    die_with_parent()  # a walker never outlives the scan (kill -9 included)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out: list[tuple] = []
    nfiles = 0
    local: list[Task] = []
    since_check = 0
    held = 0  # parcels taken and not finished
    try:
        while True:
            if not local:
                if held:
                    with pending.get_lock():
                        pending.value -= held
                held = _take(tasks, local)
            if not local:
                if out:
                    results.put(out)
                    out, nfiles = [], 0
                with idle.get_lock():
                    idle.value += 1
                parcel = None
                while parcel is None:
                    try:
                        parcel = tasks.get(timeout=0.01)
                    except queue.Empty:
                        if pending.value == 0:
                            with idle.get_lock():
                                idle.value -= 1
                            results.put(None)
                            return
                with idle.get_lock():
                    idle.value -= 1
                local.extend(parcel)
                held = 1
            while local:
                t = local.pop()
                msg, children = _process(t, opts)
                out.append(msg)
                nfiles += message_files(msg) + 1
                local.extend(children)
                since_check += 1
                if since_check >= 16:
                    since_check = 0
                    if idle.value > 0 and len(local) >= 2:
                        give = local[: len(local) // 2]
                        del local[: len(local) // 2]
                        with pending.get_lock():
                            pending.value += 1
                        tasks.put(give)
                if nfiles >= opts.batch_files or len(out) >= 256:
                    results.put(out)
                    out, nfiles = [], 0
    except BaseException as exc:  # report and stop; the parent treats this as a failed walk
        results.put(("__error__", repr(exc)))
        results.put(None)


def walk(
    start: list[Task],
    opts: WalkOptions,
    *,
    workers: int = 2,
    inline_seconds: float = 0.25,
) -> Iterator[list[tuple]]:
    """Walk from ``start``, yielding batches of folder messages.

    The walk starts in this process; if it is still going after
    ``inline_seconds``, the remaining folders are handed to ``workers``
    processes that share work among themselves. Small trees never pay for
    starting processes.
    """
    stack = list(start)
    out: list[tuple] = []
    nfiles = 0
    deadline = time.perf_counter() + inline_seconds
    while stack and (workers <= 0 or time.perf_counter() < deadline):
        t = stack.pop()
        msg, children = _process(t, opts)
        out.append(msg)
        nfiles += message_files(msg) + 1
        stack.extend(children)
        if nfiles >= opts.batch_files:
            yield out
            out, nfiles = [], 0
    if out:
        yield out
    if not stack:
        return
    yield from _parallel(stack, opts, workers)


def _parallel(stack: list[Task], opts: WalkOptions, workers: int) -> Iterator[list[tuple]]:
    method = "fork" if "fork" in mp.get_all_start_methods() else "spawn"
    ctx = mp.get_context(method)
    tasks = ctx.Queue()
    results = ctx.Queue(maxsize=4)
    parcels = [p for p in (stack[i :: 2 * workers] for i in range(2 * workers)) if p]
    pending = ctx.Value("q", len(parcels))
    idle = ctx.Value("i", 0)
    for p in parcels:
        tasks.put(p)
    procs = [
        ctx.Process(target=_worker, args=(opts, tasks, results, pending, idle), daemon=True) for _ in range(workers)
    ]
    for p in procs:
        p.start()
    done = 0
    try:
        while done < len(procs):
            try:
                item = results.get(timeout=1.0)
            except queue.Empty:
                if not any(p.is_alive() for p in procs):
                    raise RuntimeError("the folder walkers stopped unexpectedly") from None
                continue
            if item is None:
                done += 1
            elif isinstance(item, tuple) and item and item[0] == "__error__":
                raise RuntimeError(f"a folder walker failed: {item[1]}")
            else:
                yield item
    finally:
        for p in procs:
            if p.is_alive():
                p.terminate()
        for p in procs:
            p.join(timeout=5)
        for q in (tasks, results):
            with contextlib.suppress(Exception):
                q.close()
                q.cancel_join_thread()


_fast = _load_fast()
