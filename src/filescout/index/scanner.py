"""``filescout scan``: fill the index from the disk, exactly and incrementally.

How a scan stays cheap and exact:

* Each folder's files have a 63-bit signature (xxh3 over name, size, mtimes,
  inode, link count and flags). A folder whose signature is unchanged costs no
  database read or write at all.
* A changed folder is diffed row by row: a file whose (size, mtime_ns, inode)
  is unchanged is not written.
* Folders are keyed by path; a folder no longer found is removed *by id*, with
  its files. Nothing is ever removed by string prefix.
* Work is committed in batches. A killed scan leaves every committed folder
  complete (files and signature together), so the next scan skips it.
  Totals and the name index are finished at the end; if a scan dies first,
  :func:`repair` finishes them on the next open.
"""

from __future__ import annotations

import bisect
import contextlib
import fcntl
import json
import os
import sqlite3
import stat as st_mod
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..errors import FilescoutError, NotFound
from ..safety.noise import is_noise_dir
from ..safety.paths import is_within
from . import names_build, schema
from .db import Index, read_only_message
from .paths import depth_of, fs_path, parent_path, subtree_range
from .schema import DUPLINK, HIDDEN, HIDDEN_OR_NOISE, MULTILINK, NOISE, UNREADABLE
from .totals import rebuild_root_ext
from .walker import WalkOptions, diff_entries, display_name, entries_of, message_files, walk

try:  # the compiled bulk writer (see setup.py); without it the first scan writes through sqlite3
    from .. import _bulk
except ImportError:  # pragma: no cover - depends on the build
    _bulk = None

COMMIT_ROWS = 100_000
COMMIT_SECONDS = 2.0
BULK_INLINE_SECONDS = 0.1
# An update that turns out to insert this many rows (and this share of the index) goes on as a bulk
# load: rebuilding every index costs ~3.5 µs a row of the whole table, keeping them live ~95 µs a new
# row on a 1M-file index (measured: 20,000 files added in 1.9 s).
BULK_SWITCH_MIN = 5_000
BULK_SWITCH_SHARE = 0.04
MAX_ERROR_PATHS = 100

ProgressFn = Callable[[dict], None]
_TRACE = bool(os.environ.get("FILESCOUT_TRACE"))


def _trace(t0: float, what: str) -> None:
    """With FILESCOUT_TRACE set, print when each phase of a scan ends (for benchmarks)."""
    if _TRACE:
        print(f"[scan {time.perf_counter() - t0:7.2f} s] {what}", file=sys.stderr)


@dataclass
class ScanResult:
    path: str
    root: str
    status: str = "complete"  # complete | interrupted
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    dirs_added: int = 0
    dirs_removed: int = 0
    errors: int = 0
    error_paths: list[dict] = field(default_factory=list)
    skipped_sensitive: int = 0
    bulk: bool = False  # loaded in bulk (a first scan, or a big addition): indexes rebuilt at the end
    files: int = 0
    dirs: int = 0
    bytes: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict:
        return asdict(self)


@contextlib.contextmanager
def _mmap_off(conn) -> Iterator[None]:
    """A scan touches every page: keep them out of this process's resident memory while it runs."""
    conn.execute("PRAGMA mmap_size=0")
    try:
        yield
    finally:
        conn.execute("PRAGMA mmap_size=268435456")


@contextlib.contextmanager
def scan_lock(home: Path) -> Iterator[None]:
    """One scan at a time. The lock is an flock: the kernel drops it when its holder dies (kill -9 included;
    the scan's forked helpers, which share it, die with the scan), so a dead scan never blocks the next."""
    try:
        fd = os.open(home / "scan.lock", os.O_RDWR | os.O_CREAT, 0o600)
    except PermissionError:
        raise FilescoutError(read_only_message(home, "update the index"), code="read_only") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise FilescoutError("Another scan is already running on this index. Wait for it to finish.")
        yield
    finally:
        os.close(fd)


def scan_running(home: Path) -> bool:
    try:
        fd = os.open(home / "scan.lock", os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)


_INSERT_DIR = (
    "INSERT INTO dirs(id, parent_id, name, path, raw, depth, inode, dev, flags, sig, own_files, own_bytes) "
    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
)


class _Writer:
    """Applies walk messages to the index.

    Reads go through the index's connection; writes through ``w``, which is the
    same connection, or during a first (bulk) scan the compiled writer's own
    connection to the same file.
    """

    def __init__(self, idx: Index, scope: str, bulk: bool, result: ScanResult, w=None) -> None:
        self.conn = idx.conn
        self.w = w if w is not None else idx.conn
        self.scope = scope
        self.r = result
        lo, hi = subtree_range(scope)
        self.scope_prefix = lo
        rows = self.conn.execute(
            "SELECT id, path, raw, sig, flags FROM dirs WHERE path = ? OR (path >= ? AND path < ?)",
            (display_name(scope)[0], lo, hi),
        ).fetchall()
        self.ids: dict[str, int] = {}
        self.old_sigs: dict[str, int] = {}
        self.old_paths: list[str] = []
        for did, p, raw, sig, flags in rows:
            fp = fs_path(p, raw)
            self.ids[fp] = did
            self.old_paths.append(fp)
            if sig is not None and not flags & UNREADABLE:
                self.old_sigs[fp] = sig
        self.old_paths.sort()
        self.old_ids = set(self.ids.values())
        self.seen: set[int] = set()
        self.next_id = (self.conn.execute("SELECT max(id) FROM dirs").fetchone()[0] or 0) + 1
        self.multilink_dirs: set[int] = set()
        self.changed = False
        self.rows_since_commit = 0
        # row changes of known folders, applied in key order at each commit (see flush)
        self.pending_updates: list[tuple] = []
        self.pending_deletes: list[tuple] = []
        self.pending_dirs: list[tuple] = []
        self.pending_ext: list[tuple] = []
        self.pending_new_dirs: list[tuple] = []  # rows of new folders (complete: nothing updates them)
        self.pending_new_ext: list[tuple] = []  # per-extension rows of new folders

    # -- folders ---------------------------------------------------------
    def _lookup(self, path: str) -> int | None:
        did = self.ids.get(path)
        if did is None and not path.startswith(self.scope_prefix):
            # every folder below the scope was loaded into self.ids (or added there when inserted)
            row = self.conn.execute("SELECT id FROM dirs WHERE path=?", (display_name(path)[0],)).fetchone()
            if row:
                did = self.ids[path] = row[0]
        return did

    def _parent_id(self, path: str) -> int | None:
        parent = parent_path(path)
        if parent is None:
            return None
        if path == self.scope:
            return self._lookup(parent)
        return self.dir_id(parent)

    def dir_id(
        self,
        path: str,
        *,
        ino: int | None = None,
        dev: int | None = None,
        flags: int = 0,
        sig: int | None = None,
        own: tuple[int, int] = (0, 0),
        defer: bool = False,
    ) -> int:
        """The id of the folder at ``path``, inserting its row if it is new (``defer``: at the next flush)."""
        did = self._lookup(path)
        if did is not None:
            return did
        did = self.next_id
        self.next_id += 1
        self.ids[path] = did
        disp, raw = display_name(path)
        name = disp.rsplit("/", 1)[-1] or "/"
        row = (did, self._parent_id(path), name, disp, raw, depth_of(disp), ino, dev, flags, sig, *own)
        if defer:
            self.pending_new_dirs.append(row)
        else:
            self.w.execute(_INSERT_DIR, row)
        self.r.dirs_added += 1
        self.changed = True
        return did

    # -- messages --------------------------------------------------------
    def apply(self, batch: list[tuple]) -> None:
        for msg in batch:
            kind = msg[0]
            if kind == "u":
                self.seen.add(self.ids[msg[1]])
                self.r.unchanged += 1
            elif kind == "c":
                self._changed(*msg[1:])
            elif kind == "d":
                self._apply_diff(*msg[1:])
            else:
                self._error(*msg[1:])

    def _changed(
        self,
        path: str,
        ino: int,
        dev: int,
        flags: int,
        sig: int,
        entries: list | bytes,
        skipped: int,
        summary: list,
        nfiles: int,
        multilink: bool,
    ) -> None:
        """A folder the walker had no index rows for: diff here if it has some, else insert all."""
        did = self._lookup(path)
        if did in self.old_ids:  # (a folder added by this scan has no rows to diff against)
            old = self.conn.execute(
                "SELECT id, name, size, mtime_ns, inode, nlink, flags, raw, ext FROM files WHERE dir_id=?", (did,)
            ).fetchall()
            if old:
                ins, upd, dels = diff_entries(old, entries_of(entries))
                self._apply_diff(path, ino, dev, flags, sig, ins, upd, dels, skipped)
                return
        self.r.skipped_sensitive += skipped
        own = (sum(x[2] for x in summary), sum(x[3] for x in summary))
        if did is None:  # new: one row with its totals; its per-extension rows go in at the next flush
            did = self.dir_id(path, ino=ino, dev=dev, flags=flags, sig=sig, own=own, defer=True)
            self.pending_new_ext += [(did, *x) for x in summary]
        else:  # known (a parent inserted for a child that came first, or a folder with no files)
            self.w.execute(
                "UPDATE dirs SET inode=?, dev=?, flags=?, sig=?, own_files=?, own_bytes=? WHERE id=?",
                (ino, dev, flags, sig, *own, did),
            )
            self.w.execute("DELETE FROM dir_ext WHERE dir_id=?", (did,))
            if summary:
                self.w.executemany(
                    "INSERT INTO dir_ext(dir_id, ext, hidden, files, bytes) VALUES (?,?,?,?,?)",
                    [(did, *x) for x in summary],
                )
        self.seen.add(did)
        if nfiles:
            self._insert_files(did, entries, nfiles, multilink)
        self.rows_since_commit += nfiles + 1

    def _insert_files(self, did: int, entries: list | bytes, nfiles: int, multilink: bool) -> None:
        if isinstance(entries, bytes) and hasattr(self.w, "insert_files"):
            self.w.insert_files(did, entries)
        else:
            self.w.executemany(
                "INSERT INTO files(dir_id, name, ext, category, size, mtime_ns, ctime_ns, inode, nlink, "
                "flags, raw) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                [(did, *e) for e in entries_of(entries)],
            )
        self.r.added += nfiles
        self.changed = True
        if multilink:
            self.multilink_dirs.add(did)

    def _apply_diff(
        self,
        path: str,
        ino: int,
        dev: int,
        flags: int,
        sig: int,
        inserts: list,
        updates: list,
        deletes: list,
        skipped: int,
    ) -> None:
        """Apply a folder's differences, keeping its own and per-extension totals by delta."""
        self.r.skipped_sensitive += skipped
        did = self.dir_id(path, ino=ino, dev=dev, flags=flags)
        self.seen.add(did)
        delta: dict[tuple[str, int], list[int]] = defaultdict(lambda: [0, 0])
        if inserts:
            self._insert_files(did, inserts, len(inserts), any(e[7] is not None for e in inserts))
        for e in inserts:
            d = delta[e[1], 1 if e[8] & HIDDEN_OR_NOISE else 0]
            d[0] += 1
            d[1] += e[3]
        if updates:
            self.pending_updates += [(e[3], e[4], e[5], e[6], e[7], e[8], oid) for e, oid, _, _ in updates]
            for e, _oid, osize, oflags in updates:
                d = delta[e[1], 1 if oflags & HIDDEN_OR_NOISE else 0]
                if oflags & DUPLINK:
                    d[0] += 1
                    d[1] += e[3]
                else:
                    d[1] += e[3] - osize
                if e[7] is not None or oflags & MULTILINK:
                    self.multilink_dirs.add(did)
        if deletes:
            self.pending_deletes += [(x[0],) for x in deletes]
            for _oid, ext, size, oflags in deletes:
                if not oflags & DUPLINK:
                    d = delta[ext, 1 if oflags & HIDDEN_OR_NOISE else 0]
                    d[0] -= 1
                    d[1] -= size
                if oflags & MULTILINK:
                    self.multilink_dirs.add(did)
        dn = sum(d[0] for d in delta.values())
        db = sum(d[1] for d in delta.values())
        self.pending_dirs.append((ino, dev, flags, sig, dn, db, did))
        self.pending_ext += [(did, ext, hid, n, b) for (ext, hid), (n, b) in delta.items() if n or b]
        self.r.updated += len(updates)
        self.r.removed += len(deletes)
        if inserts or updates or deletes:
            self.changed = True
        self.rows_since_commit += len(inserts) + len(updates) + len(deletes) + 1

    def flush(self) -> None:
        """Apply the deferred row changes, sorted by key: random single-row writes across a large index
        miss the page cache; the same writes in key order touch each page once."""
        conn = self.w
        if self.pending_deletes:
            self.pending_deletes.sort()
            conn.executemany("DELETE FROM files WHERE id=?", self.pending_deletes)
        if self.pending_updates:
            self.pending_updates.sort(key=lambda r: r[-1])
            conn.executemany(
                "UPDATE files SET size=?, mtime_ns=?, ctime_ns=?, inode=?, nlink=?, flags=?, phash=NULL, "
                "hash=NULL WHERE id=?",
                self.pending_updates,
            )
        if self.pending_dirs:
            self.pending_dirs.sort(key=lambda r: r[-1])
            conn.executemany(
                "UPDATE dirs SET inode=?, dev=?, flags=?, sig=?, own_files=own_files+?, own_bytes=own_bytes+? "
                "WHERE id=?",
                self.pending_dirs,
            )
        if self.pending_new_dirs:
            conn.executemany(_INSERT_DIR, self.pending_new_dirs)
            self.pending_new_dirs = []
        if self.pending_new_ext:
            conn.executemany(
                "INSERT INTO dir_ext(dir_id, ext, hidden, files, bytes) VALUES (?,?,?,?,?)", self.pending_new_ext
            )
            self.pending_new_ext = []
        if self.pending_ext:
            self.pending_ext.sort()
            conn.executemany(
                "INSERT INTO dir_ext(dir_id, ext, hidden, files, bytes) VALUES (?,?,?,?,?) "
                "ON CONFLICT(dir_id, ext, hidden) "
                "DO UPDATE SET files = files + excluded.files, bytes = bytes + excluded.bytes",
                self.pending_ext,
            )
            conn.executemany(
                "DELETE FROM dir_ext WHERE dir_id=? AND files <= 0", sorted({(r[0],) for r in self.pending_ext})
            )
        self.pending_deletes, self.pending_updates, self.pending_dirs, self.pending_ext = [], [], [], []

    def _error(self, path: str, ino: int, dev: int, flags: int, message: str) -> None:
        did = self.dir_id(path, ino=ino, dev=dev, flags=flags)
        self.w.execute("UPDATE dirs SET flags=?, sig=NULL WHERE id=?", (flags, did))
        self.seen.add(did)
        # its contents are unknown: keep what the index knew below it
        lo, hi = subtree_range(path)
        i = bisect.bisect_left(self.old_paths, lo)
        while i < len(self.old_paths) and self.old_paths[i] < hi:
            self.seen.add(self.ids[self.old_paths[i]])
            i += 1
        self.r.errors += 1
        if len(self.r.error_paths) < MAX_ERROR_PATHS:
            self.r.error_paths.append({"path": display_name(path)[0], "error": message})

    # -- the end ---------------------------------------------------------
    def remove_vanished(self) -> None:
        gone = sorted(self.old_ids - self.seen)
        if not gone:
            return
        conn = self.conn
        for i in range(0, len(gone), 500):
            chunk = gone[i : i + 500]
            marks = ",".join("?" * len(chunk))
            n = conn.execute(f"SELECT count(*) FROM files WHERE dir_id IN ({marks})", chunk).fetchone()[0]
            self.r.removed += n
            conn.execute(f"DELETE FROM files WHERE dir_id IN ({marks})", chunk)
            conn.execute(f"DELETE FROM dir_ext WHERE dir_id IN ({marks})", chunk)
            conn.execute(f"DELETE FROM dirs WHERE id IN ({marks})", chunk)
        self.r.dirs_removed += len(gone)
        self.changed = True


def _recount_dirs(conn, dir_ids: set[int]) -> None:
    """Recompute own totals and per-extension totals of folders from their rows."""
    for did in dir_ids:
        n, b = conn.execute(
            "SELECT count(*), coalesce(sum(size), 0) FROM files WHERE dir_id=? AND flags & ? = 0",
            (did, DUPLINK),
        ).fetchone()
        conn.execute("UPDATE dirs SET own_files=?, own_bytes=? WHERE id=?", (n, b, did))
        conn.execute("DELETE FROM dir_ext WHERE dir_id=?", (did,))
        conn.execute(
            "INSERT INTO dir_ext(dir_id, ext, hidden, files, bytes) "
            "SELECT dir_id, ext, (flags & ?) != 0, count(*), sum(size) "
            "FROM files WHERE dir_id=? AND flags & ? = 0 GROUP BY ext, (flags & ?) != 0",
            (HIDDEN_OR_NOISE, did, DUPLINK, HIDDEN_OR_NOISE),
        )


def dedupe_hardlinks(conn, touched: set[int] | None) -> None:
    """Count each multiply-linked inode once: flag every link but the first (lowest id).

    ``touched``: the folders where link counts changed in this scan (None: check every folder).
    """
    # (sorted here, not in SQL: ORDER BY id would scan the whole table instead of the partial index)
    rows = sorted(
        conn.execute(
            "SELECT f.id, f.dir_id, f.inode, d.dev, f.flags FROM files f CROSS JOIN dirs d ON d.id = f.dir_id "
            "WHERE f.nlink IS NOT NULL"
        ).fetchall()
    )
    first: set[tuple[int, int]] = set()
    flips = []
    affected = set(touched or ())
    for fid, did, ino, dev, flags in rows:
        key = (dev, ino)
        want = flags | DUPLINK if key in first else flags & ~DUPLINK
        first.add(key)
        if want != flags:
            flips.append((want, fid))
            affected.add(did)
    # a link that lost its partner may still carry the flag without nlink (only where link counts changed)
    if touched is None:
        stale = conn.execute(
            "SELECT id, dir_id, flags FROM files WHERE nlink IS NULL AND flags & ? != 0", (DUPLINK,)
        ).fetchall()
    else:
        stale = []
        ids = sorted(touched)
        for i in range(0, len(ids), 500):
            chunk = ids[i : i + 500]
            stale += conn.execute(
                f"SELECT id, dir_id, flags FROM files WHERE dir_id IN ({','.join('?' * len(chunk))}) "
                "AND nlink IS NULL AND flags & ? != 0",
                (*chunk, DUPLINK),
            ).fetchall()
    for fid, did, flags in stale:
        flips.append((flags & ~DUPLINK, fid))
        affected.add(did)
    conn.executemany("UPDATE files SET flags=? WHERE id=?", flips)
    _recount_dirs(conn, affected)


def recompute_totals(conn) -> None:
    """Recursive totals for every folder, bottom-up from own totals."""
    rows = conn.execute(
        "SELECT id, parent_id, depth, own_files, own_bytes, rec_files, rec_bytes, rec_dirs FROM dirs"
    ).fetchall()
    agg = {r[0]: [r[3], r[4], 0] for r in rows}
    for r in sorted(rows, key=lambda r: -r[2]):
        p = r[1]
        if p is not None and p in agg:
            a, pa = agg[r[0]], agg[p]
            pa[0] += a[0]
            pa[1] += a[1]
            pa[2] += a[2] + 1
    updates = [(a[0], a[1], a[2], r[0]) for r in rows if (a := agg[r[0]]) and (a[0], a[1], a[2]) != (r[5], r[6], r[7])]
    conn.executemany("UPDATE dirs SET rec_files=?, rec_bytes=?, rec_dirs=? WHERE id=?", updates)


STALE_NAMES_SHARE = 0.2
STALE_NAMES_MIN = 10_000


def _note_stale_names(idx: Index, removed: int) -> None:
    """Count name-index entries left by deleted files; rebuild the name index when they pile up."""
    stale = int(idx.meta("stale_names", 0) or 0) + removed
    files = idx.conn.execute("SELECT max(id) FROM files").fetchone()[0] or 0
    if stale > max(STALE_NAMES_MIN, STALE_NAMES_SHARE * files):
        idx.conn.execute("INSERT INTO names(names) VALUES ('rebuild')")
        stale = 0
    idx.set_meta("stale_names", stale)


def _begin_bulk(conn, *, keep_dir_index: bool = False) -> None:
    """Drop what a bulk load rebuilds at the end; the folder index stays when diffs will need it."""
    for name in schema.TRIGGERS:
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")
    for name in schema.FILE_INDEXES:
        if not (keep_dir_index and name == "files_dir"):
            conn.execute(f"DROP INDEX IF EXISTS {name}")


def _finish_bulk(conn, *, names: bool = True) -> None:
    """Build what a bulk load left out. ``names=False``: the name index is being built by a helper process."""
    # CREATE INDEX sorts fastest in small runs that fit the CPU's caches, merged by helper threads
    # (measured on 1M rows: 2 MB of cache and file-backed runs took half the time of 32 MB in memory)
    cache, temp = conn.execute("PRAGMA cache_size").fetchone()[0], conn.execute("PRAGMA temp_store").fetchone()[0]
    conn.execute("PRAGMA cache_size=-2000")
    conn.execute("PRAGMA temp_store=DEFAULT")
    conn.execute("PRAGMA threads=2")
    try:
        for sql in schema.FILE_INDEXES.values():
            conn.execute(sql)
    finally:
        conn.execute(f"PRAGMA cache_size={int(cache)}")
        conn.execute(f"PRAGMA temp_store={int(temp)}")
        conn.execute("PRAGMA threads=0")
    if names:
        conn.execute("INSERT INTO names(names) VALUES ('rebuild')")
        conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 0)")
    conn.execute("INSERT INTO dir_names(dir_names) VALUES ('rebuild')")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('stale_names', 0)")
    for sql in schema.TRIGGERS.values():
        conn.execute(sql)
    # planner statistics (sampled: fast on millions of rows)
    conn.execute("PRAGMA analysis_limit=2000")
    conn.execute("ANALYZE")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('bulk_pending', 0)")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('resume_bulk', 0)")


def _rebuild_names(conn) -> None:
    conn.execute("INSERT INTO names(names) VALUES ('rebuild')")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 0)")


def ensure_live_indexes(conn) -> None:
    for sql in schema.FILE_INDEXES.values():
        conn.execute(sql)
    for sql in schema.TRIGGERS.values():
        conn.execute(sql)


def repair(idx: Index) -> str | None:
    """Finish what an interrupted scan left: name index, totals. Returns a notice."""
    conn = idx.conn
    bulk = idx.meta("bulk_pending", 0)
    dirty = idx.meta("totals_dirty", 0)
    names = idx.meta("names_pending", 0)
    if not (bulk or dirty or names) or idx.readonly or scan_running(idx.home):
        return None
    with idx.transaction():
        if bulk:
            _finish_bulk(conn)
            # the first load stopped midway: the next scan goes on with it in bulk, not row by row
            idx.set_meta("resume_bulk", 1)
        elif names:
            _rebuild_names(conn)
        dedupe_hardlinks(conn, None)
        recompute_totals(conn)
        rebuild_root_ext(conn)
        idx.set_meta("totals_dirty", 0)
    return "The last scan was interrupted; I finished its totals. Run `filescout scan` to complete it."


def _start_task(conn, writer: _Writer, real: str, st: os.stat_result, is_new_root: bool) -> tuple:
    """The walk's first task, with the folder flags a full scan would have given it."""
    row = conn.execute("SELECT flags FROM dirs WHERE path=?", (display_name(real)[0],)).fetchone()
    if row is not None:
        flags = row[0] & (HIDDEN | NOISE)
    elif is_new_root:
        flags = 0
    else:
        parent = parent_path(real)
        prow = conn.execute("SELECT flags FROM dirs WHERE path=?", (display_name(parent)[0],)).fetchone()
        name = os.path.basename(real)
        flags = (prow[0] & (HIDDEN | NOISE)) if prow else 0
        if name.startswith("."):
            flags |= HIDDEN
        if is_noise_dir(name):
            flags |= NOISE
    return (real, flags, st.st_ino, st.st_dev)


def scan(
    idx: Index,
    path: str | os.PathLike,
    *,
    cross_mounts: bool = False,
    exclude: list[str] | None = None,
    progress: ProgressFn | None = None,
    workers: int | None = None,
    inline_seconds: float = 0.25,
) -> ScanResult:
    """Scan ``path`` into the index: a new root, a whole root again, or a folder inside one."""
    if idx.readonly:
        raise FilescoutError(read_only_message(idx.home, "update the index"), code="read_only")
    if not idx.meta("bulk_pending", 0):
        # a scan that died while finishing left totals or the name index to do (a bulk load that
        # died midway is simply resumed by this scan)
        repair(idx)
    try:
        return _scan(idx, path, cross_mounts, exclude, progress, workers, inline_seconds)
    except sqlite3.OperationalError as exc:
        if "full" in str(exc):  # SQLITE_FULL: the disk (or a size limit) ran out mid-scan
            raise FilescoutError(
                f"There isn't enough disk space for the index in {idx.home}. Free some space and scan again; "
                "what was already indexed is kept.",
                code="no_space",
            ) from exc
        raise


def _scan(
    idx: Index,
    path: str | os.PathLike,
    cross_mounts: bool,
    exclude: list[str] | None,
    progress: ProgressFn | None,
    workers: int | None,
    inline_seconds: float,
) -> ScanResult:
    t0 = time.perf_counter()
    raw_arg = os.fspath(path)
    real = os.path.realpath(os.path.expanduser(raw_arg))
    try:
        st = os.stat(real)
    except FileNotFoundError:
        raise NotFound(f"I couldn't find a folder at {raw_arg}")
    except PermissionError:
        raise FilescoutError(f"I don't have permission to read {raw_arg}", code="permission_denied")
    if not st_mod.S_ISDIR(st.st_mode):
        raise FilescoutError(f"{raw_arg} is a file; scan needs a folder", code="not_a_folder")
    if workers is None:
        workers = min(2, os.cpu_count() or 1)
    conn = idx.conn
    roots = idx.roots()
    containing = [r for r in roots if is_within(Path(real), Path(r))]
    root = max(containing, key=len) if containing else real
    is_new_root = not containing
    result = ScanResult(path=display_name(real)[0], root=display_name(root)[0])

    with scan_lock(idx.home), _mmap_off(conn), contextlib.ExitStack() as stack:
        files_empty = conn.execute("SELECT 1 FROM files LIMIT 1").fetchone() is None
        bulk = bool(idx.meta("bulk_pending", 0) or idx.meta("resume_bulk", 0)) or files_empty
        stack.enter_context(_no_autocheckpoint(conn, bulk))
        with idx.transaction():
            if is_new_root:
                merged = [r for r in roots if is_within(Path(r), Path(real))]
                conn.executemany("DELETE FROM roots WHERE path=?", [(r,) for r in merged])
                conn.execute(
                    "INSERT INTO roots(path, dev, cross_mounts, added_at) VALUES (?,?,?,?)",
                    (result.root, st.st_dev, int(cross_mounts), time.time()),
                )
            else:
                cross_mounts = cross_mounts or bool(
                    conn.execute("SELECT cross_mounts FROM roots WHERE path=?", (root,)).fetchone()[0]
                )
            if bulk:
                # resuming an interrupted first load: diffs need the folder index (an empty table doesn't,
                # and maintaining it during the load would cost ~1 µs a row)
                _begin_bulk(conn, keep_dir_index=not files_empty)
                if not files_empty:
                    conn.execute(schema.FILE_INDEXES["files_dir"])
                idx.set_meta("bulk_pending", 1)
            else:
                ensure_live_indexes(conn)
            idx.set_meta("totals_dirty", 1)
            log_id = conn.execute(
                "INSERT INTO scan_log(root, started_at, status) VALUES (?,?,?)",
                (result.path, time.time(), "running"),
            ).lastrowid

        # a first scan writes through the compiled writer's own connection (see _bulk.c)
        bw = _bulk_writer(idx) if bulk else None
        tx = bw if bw is not None else conn
        writer = _Writer(idx, real, bulk, result, bw)
        opts = WalkOptions(
            root_dev=st.st_dev,
            cross_mounts=cross_mounts,
            exclude=list(exclude or []),
            old_sigs=writer.old_sigs,
            old_ids=dict(writer.ids),
            db_path=str(idx.path),
            skip_paths=(os.path.realpath(idx.home),),  # filescout's own state is never indexed
        )
        start = _start_task(conn, writer, real, st, is_new_root)
        switch_at = max(
            BULK_SWITCH_MIN, BULK_SWITCH_SHARE * (conn.execute("SELECT max(id) FROM files").fetchone()[0] or 0)
        )
        commit_rows = int(os.environ.get("FILESCOUT_COMMIT_ROWS", COMMIT_ROWS))
        files_seen = 0
        dirs_seen = 0
        last_commit = time.perf_counter()
        # the name index is built by a helper that follows the committed rows (see names_build)
        names_proc = names_build.start(idx.path) if bulk else None
        ckpt = None
        tx.execute("BEGIN IMMEDIATE")
        try:
            # a first scan of a big tree gains more from starting the workers early than it costs
            inline = min(inline_seconds, BULK_INLINE_SECONDS) if bulk else inline_seconds
            for batch in walk([start], opts, workers=workers, inline_seconds=inline):
                writer.apply(batch)
                dirs_seen += len(batch)
                files_seen += sum(message_files(m) for m in batch)
                now = time.perf_counter()
                switch = not bulk and result.added >= switch_at
                if switch or writer.rows_since_commit >= commit_rows or now - last_commit > COMMIT_SECONDS:
                    writer.flush()
                    tx.execute("COMMIT")
                    if switch:
                        # a big addition (a new drive, say): go on as a bulk load
                        bw, names_proc = _switch_to_bulk(idx, writer, stack)
                        tx = bw if bw is not None else conn
                        bulk = True
                    tx.execute("BEGIN IMMEDIATE")
                    writer.rows_since_commit = 0
                    last_commit = now
                if progress:
                    progress(
                        {
                            "dirs": dirs_seen,
                            "changed_files": files_seen,
                            "current": batch[-1][1],
                            "elapsed": now - t0,
                        }
                    )
            writer.flush()
            if bulk:
                tx.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 1)")
            tx.execute("COMMIT")
            if names_proc is not None:
                names_build.done(names_proc)
            if bulk:  # while the indexes are built, copy the loaded pages into the database file
                ckpt = _Checkpointer(idx.path)
                stack.callback(ckpt.stop)
        except BaseException:
            with contextlib.suppress(sqlite3.Error):  # (SQLite may have rolled back already, e.g. disk full)
                tx.execute("ROLLBACK")
            if names_proc is not None:
                names_build.cancel(names_proc)
            result.status = "interrupted"
            result.seconds = round(time.perf_counter() - t0, 3)
            with contextlib.suppress(Exception), idx.transaction():
                _log(conn, log_id, result)
                conn.execute(
                    "UPDATE roots SET last_scan_at=?, last_scan_status='interrupted' WHERE path=?",
                    (time.time(), result.root),
                )
            raise
        finally:
            if bw is not None:
                bw.close()

        if progress:
            progress({"phase": "finishing", "elapsed": time.perf_counter() - t0})
        _trace(t0, f"walk and inserts done ({result.added:,} files)")
        with idx.transaction():
            writer.remove_vanished()
            if is_new_root:
                # roots that were merged into this one get their parent link
                for did, p in conn.execute("SELECT id, path FROM dirs WHERE parent_id IS NULL").fetchall():
                    if p != result.path and is_within(Path(p), Path(result.path)):
                        pid = conn.execute("SELECT id FROM dirs WHERE path=?", (parent_path(p),)).fetchone()
                        if pid:
                            conn.execute("UPDATE dirs SET parent_id=? WHERE id=?", (pid[0], did))
            if bulk:
                _finish_bulk(conn, names=names_proc is None)
                _trace(t0, "secondary indexes built")
            if not bulk and result.removed:
                _note_stale_names(idx, result.removed)
            if writer.changed or bulk or writer.multilink_dirs:
                dedupe_hardlinks(conn, writer.multilink_dirs)
                recompute_totals(conn)
                rebuild_root_ext(conn)
            idx.set_meta("totals_dirty", 0)
            row = conn.execute(
                "SELECT rec_files, rec_bytes, rec_dirs FROM dirs WHERE path=?", (result.path,)
            ).fetchone()
            if row:
                result.files, result.bytes, result.dirs = row[0], row[1], row[2] + 1
            result.seconds = round(time.perf_counter() - t0, 3)
            result.bulk = bulk
            _log(conn, log_id, result)
            conn.execute(
                "UPDATE roots SET last_scan_at=?, last_scan_seconds=?, last_scan_status=? WHERE path=?",
                (time.time(), result.seconds, result.status, result.root),
            )
        _trace(t0, "totals committed")
        if names_proc is not None and names_build.finish(names_proc) is not None:
            with idx.transaction():
                _rebuild_names(conn)
        _trace(t0, "name index in place")
        if ckpt is not None:
            ckpt.stop()
        if bulk:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # (a bulk load ran ANALYZE already)
        else:
            conn.execute("PRAGMA analysis_limit=2000")
            conn.execute("PRAGMA optimize")  # refreshes planner statistics when they are stale
        _trace(t0, "checkpointed")
        return result


class _Checkpointer:
    """Copies committed log pages into the database file in the background (a thread with its own
    connection), so the checkpoint that ends a bulk scan has less left to do."""

    def __init__(self, path: Path) -> None:
        import threading

        self.path = path
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, name="filescout-checkpoint", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        conn = sqlite3.connect(self.path, isolation_level=None, timeout=1)
        try:
            while not self.stopping.is_set():
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
                self.stopping.wait(0.1)
        finally:
            conn.close()

    def stop(self) -> None:  # (may be called twice)
        self.stopping.set()
        self.thread.join()


def _switch_to_bulk(idx: Index, writer: _Writer, stack: contextlib.ExitStack):
    """Between two commits of an update: drop the live indexes and triggers, write through the bulk
    writer, and start the name-index helper. Returns (bulk writer or None, helper or None)."""
    conn = idx.conn
    with idx.transaction():
        # the folder index stays if folders known before this scan may still need diffs
        _begin_bulk(conn, keep_dir_index=bool(writer.old_ids))
        idx.set_meta("bulk_pending", 1)
    stack.enter_context(_no_autocheckpoint(conn, True))
    bw = _bulk_writer(idx)
    writer.w = bw if bw is not None else conn
    return bw, names_build.start(idx.path)


def _bulk_writer(idx: Index):
    """The compiled writer on the index file, or None (not built, or a different SQLite than sqlite3's)."""
    if _bulk is None or os.environ.get("FILESCOUT_PURE_WALK") or _bulk.sqlite_version() != sqlite3.sqlite_version:
        return None
    w = _bulk.Writer(str(idx.path))
    w.execute("PRAGMA synchronous=NORMAL")
    w.execute("PRAGMA cache_size=-32768")
    w.execute("PRAGMA wal_autocheckpoint=0")  # one checkpoint at the end (see _no_autocheckpoint)
    return w


@contextlib.contextmanager
def _no_autocheckpoint(conn, bulk: bool) -> Iterator[None]:
    """During a bulk load, commits don't checkpoint (each would copy and fsync the growing log);
    the scan checkpoints once at the end."""
    if bulk:
        conn.execute("PRAGMA wal_autocheckpoint=0")
    try:
        yield
    finally:
        if bulk:
            conn.execute("PRAGMA wal_autocheckpoint=1000")


def _log(conn, log_id: int, r: ScanResult) -> None:
    conn.execute(
        "UPDATE scan_log SET finished_at=?, status=?, added=?, updated=?, removed=?, errors=?, seconds=?, "
        "detail=? WHERE id=?",
        (
            time.time(),
            r.status,
            r.added,
            r.updated,
            r.removed,
            r.errors,
            r.seconds,
            json.dumps({"error_paths": r.error_paths[:20], "skipped_sensitive": r.skipped_sensitive}),
            log_id,
        ),
    )
