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

The parts are in ``index/scan/`` (listed in its ``__init__``); this module runs them in order.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat as st_mod
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from ..errors import FilescoutError, NotFound
from ..safety.noise import is_noise_dir
from ..safety.paths import is_within
from . import names_build, schema
from .db import Index, read_only_message
from .paths import parent_path
from .scan.bulk import begin_bulk, ensure_live_indexes, finish_bulk, no_autocheckpoint, rebuild_names
from .scan.load import Load
from .scan.lock import scan_lock
from .scan.messages import Task
from .scan.recount import dedupe_hardlinks, recompute_totals
from .scan.repair import repair
from .scan.result import ProgressFn, ScanResult, log_result
from .schema import HIDDEN, NOISE
from .totals import rebuild_root_ext
from .walker import WalkOptions, display_name

__all__ = ["ScanResult", "repair", "scan"]

# deleted files leave entries in the name index; it is rebuilt when they pile up (see _note_stale_names)
STALE_NAMES_SHARE = 0.2
STALE_NAMES_MIN = 10_000

_TRACE = bool(os.environ.get("FILESCOUT_TRACE"))


def _trace(t0: float, what: str) -> None:
    """With FILESCOUT_TRACE set, print when each phase of a scan ends (for benchmarks)."""
    if _TRACE:
        print(f"[scan {time.perf_counter() - t0:7.2f} s] {what}", file=sys.stderr)


@contextlib.contextmanager
def _mmap_off(conn) -> Iterator[None]:
    """A scan touches every page: keep them out of this process's resident memory while it runs."""
    conn.execute("PRAGMA mmap_size=0")
    try:
        yield
    finally:
        conn.execute("PRAGMA mmap_size=268435456")


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


def _resolve(raw_arg: str) -> tuple[str, os.stat_result]:
    """The folder to scan, resolved, and its stat; a plain error when it is missing, unreadable or a file."""
    real = os.path.realpath(os.path.expanduser(raw_arg))
    try:
        st = os.stat(real)
    except FileNotFoundError:
        raise NotFound(f"I couldn't find a folder at {raw_arg}")
    except PermissionError:
        raise FilescoutError(f"I don't have permission to read {raw_arg}", code="permission_denied")
    if not st_mod.S_ISDIR(st.st_mode):
        raise FilescoutError(f"{raw_arg} is a file; scan needs a folder", code="not_a_folder")
    return real, st


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
    real, st = _resolve(os.fspath(path))
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
        stack.enter_context(no_autocheckpoint(conn, bulk))
        cross_mounts, log_id = _begin(idx, result, roots, real, root, st, is_new_root, cross_mounts, bulk, files_empty)

        load = Load(idx, real, result, log_id, bulk, stack, t0)
        opts = WalkOptions(
            root_dev=st.st_dev,
            cross_mounts=cross_mounts,
            exclude=list(exclude or []),
            old_sigs=load.writer.old_sigs,
            old_ids=dict(load.writer.ids),
            db_path=str(idx.path),
            skip_paths=(os.path.realpath(idx.home),),  # filescout's own state is never indexed
        )
        load.walk(_start_task(conn, real, st, is_new_root), opts, workers, inline_seconds, progress)
        if progress:
            progress({"phase": "finishing", "elapsed": time.perf_counter() - t0})
        _trace(t0, f"walk and inserts done ({result.added:,} files)")
        _finish(load, is_new_root)
        _settle(load)
        return result


def _begin(
    idx: Index,
    result: ScanResult,
    roots: list[str],
    real: str,
    root: str,
    st: os.stat_result,
    is_new_root: bool,
    cross_mounts: bool,
    bulk: bool,
    files_empty: bool,
) -> tuple[bool, int]:
    """In one transaction: record a new root (taking in the roots below it), drop or restore the file indexes
    for a bulk load or live updates, and log the scan as running. Returns (cross_mounts, its scan_log id)."""
    conn = idx.conn
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
            begin_bulk(conn, keep_dir_index=not files_empty)
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
    return cross_mounts, log_id


def _finish(load: Load, is_new_root: bool) -> None:
    """In one transaction: remove what vanished, finish a bulk load, recount totals, log the scan."""
    idx, conn, writer, result, bulk = load.idx, load.conn, load.writer, load.result, load.bulk
    with idx.transaction():
        writer.remove_vanished()
        if is_new_root:
            _link_merged_roots(conn, result.path)
        if bulk:
            finish_bulk(conn, names=load.names_proc is None)
            _trace(load.t0, "secondary indexes built")
        if not bulk and result.removed:
            _note_stale_names(idx, result.removed)
        if writer.changed or bulk or writer.multilink_dirs:
            dedupe_hardlinks(conn, writer.multilink_dirs)
            recompute_totals(conn)
            rebuild_root_ext(conn)
        idx.set_meta("totals_dirty", 0)
        row = conn.execute("SELECT rec_files, rec_bytes, rec_dirs FROM dirs WHERE path=?", (result.path,)).fetchone()
        if row:
            result.files, result.bytes, result.dirs = row[0], row[1], row[2] + 1
        result.seconds = round(time.perf_counter() - load.t0, 3)
        result.bulk = bulk
        log_result(conn, load.log_id, result)
        conn.execute(
            "UPDATE roots SET last_scan_at=?, last_scan_seconds=?, last_scan_status=? WHERE path=?",
            (time.time(), result.seconds, result.status, result.root),
        )
    _trace(load.t0, "totals committed")


def _settle(load: Load) -> None:
    """Put the name index in place (if its helper built it), and checkpoint."""
    conn = load.conn
    if load.names_proc is not None and names_build.finish(load.names_proc) is not None:
        with load.idx.transaction():
            rebuild_names(conn)
    _trace(load.t0, "name index in place")
    if load.ckpt is not None:
        load.ckpt.stop()
    if load.bulk:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # (a bulk load ran ANALYZE already)
    else:
        conn.execute("PRAGMA analysis_limit=2000")
        conn.execute("PRAGMA optimize")  # refreshes planner statistics when they are stale
    _trace(load.t0, "checkpointed")


def _link_merged_roots(conn, path: str) -> None:
    """Roots that were merged into the new root ``path`` get their parent link."""
    for did, p in conn.execute("SELECT id, path FROM dirs WHERE parent_id IS NULL").fetchall():
        if p != path and is_within(Path(p), Path(path)):
            pid = conn.execute("SELECT id FROM dirs WHERE path=?", (parent_path(p),)).fetchone()
            if pid:
                conn.execute("UPDATE dirs SET parent_id=? WHERE id=?", (pid[0], did))


def _note_stale_names(idx: Index, removed: int) -> None:
    """Count name-index entries left by deleted files; rebuild the name index when they pile up."""
    stale = int(idx.meta("stale_names", 0) or 0) + removed
    files = idx.conn.execute("SELECT max(id) FROM files").fetchone()[0] or 0
    if stale > max(STALE_NAMES_MIN, STALE_NAMES_SHARE * files):
        idx.conn.execute("INSERT INTO names(names) VALUES ('rebuild')")
        stale = 0
    idx.set_meta("stale_names", stale)


def _start_task(conn, real: str, st: os.stat_result, is_new_root: bool) -> Task:
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
    return Task(real, flags, st.st_ino, st.st_dev)
