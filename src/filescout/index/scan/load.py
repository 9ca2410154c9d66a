"""A scan's walk written into the index: the walk's batches applied by the writer in transactions committed
every ``COMMIT_ROWS`` rows or ``COMMIT_SECONDS``, through the index's connection or, during a bulk load, the
compiled writer's own; an update that turns out big goes on as a bulk load. What comes after the walk
(totals, the name index, checkpoints) is in ``index/scanner.py``."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Iterable

from .. import names_build
from ..db import Index
from ..walker import WalkOptions
from .bulk import Checkpointer, begin_bulk, bulk_writer, no_autocheckpoint
from .messages import Message, Task, message_files
from .result import ProgressFn, ScanResult, log_result
from .walk import walk
from .writer import Writer

COMMIT_ROWS = 100_000
COMMIT_SECONDS = 2.0
BULK_INLINE_SECONDS = 0.1
# An update that turns out to insert this many rows (and this share of the index) goes on as a bulk
# load: rebuilding every index costs ~3.5 µs a row of the whole table, keeping them live ~95 µs a new
# row on a 1M-file index (measured: 20,000 files added in 1.9 s).
BULK_SWITCH_MIN = 5_000
BULK_SWITCH_SHARE = 0.04


class Load:
    """A scan's walk and writes: the writer, what it writes through (the index's connection, or during a bulk
    load the compiled writer's own), and what the scan's end needs from them (whether it became a bulk load,
    the name-index helper, the background checkpointer)."""

    def __init__(
        self, idx: Index, real: str, result: ScanResult, log_id: int, bulk: bool, stack: contextlib.ExitStack, t0: float
    ) -> None:
        self.idx, self.conn, self.result, self.log_id = idx, idx.conn, result, log_id
        self.bulk, self.stack, self.t0 = bulk, stack, t0
        # a first scan writes through the compiled writer's own connection (see _bulk.c)
        self.bw = bulk_writer(idx) if bulk else None
        self.tx = self.bw if self.bw is not None else idx.conn
        self.writer = Writer(idx, real, bulk, result, self.bw)
        self.names_proc = None
        self.ckpt: Checkpointer | None = None

    def walk(
        self, start: Task, opts: WalkOptions, workers: int, inline_seconds: float, progress: ProgressFn | None
    ) -> None:
        """Walk and write, committing as it goes. On any failure the open batch is rolled back and the scan
        logged as interrupted; what was committed stays (the next scan skips it)."""
        switch_at = max(
            BULK_SWITCH_MIN, BULK_SWITCH_SHARE * (self.conn.execute("SELECT max(id) FROM files").fetchone()[0] or 0)
        )
        commit_rows = int(os.environ.get("FILESCOUT_COMMIT_ROWS", COMMIT_ROWS))
        last_commit = time.perf_counter()
        # the name index is built by a helper that follows the committed rows (see names_build)
        self.names_proc = names_build.start(self.idx.path) if self.bulk else None
        self.tx.execute("BEGIN IMMEDIATE")
        try:
            # a first scan of a big tree gains more from starting the workers early than it costs
            inline = min(inline_seconds, BULK_INLINE_SECONDS) if self.bulk else inline_seconds
            # closed here, not when the traceback lets go of it: its finally stops the walker processes,
            # which share the scan lock
            with contextlib.closing(walk([start], opts, workers=workers, inline_seconds=inline)) as batches:
                self._write(batches, switch_at, commit_rows, last_commit, progress)
            self.writer.flush()
            if self.bulk:
                self.tx.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('names_pending', 1)")
            self.tx.execute("COMMIT")
            if self.names_proc is not None:
                names_build.done(self.names_proc)
            if self.bulk:  # while the indexes are built, copy the loaded pages into the database file
                self.ckpt = Checkpointer(self.idx.path)
                self.stack.callback(self.ckpt.stop)
        except BaseException:
            self._interrupted()
            raise
        finally:
            if self.bw is not None:
                self.bw.close()

    def _write(
        self,
        batches: Iterable[list[Message]],
        switch_at: float,
        commit_rows: int,
        last_commit: float,
        progress: ProgressFn | None,
    ) -> None:
        """Apply each batch of messages; commit every ``commit_rows`` rows or COMMIT_SECONDS, and go on as
        a bulk load once an update has added ``switch_at`` files."""
        writer, result = self.writer, self.result
        files_seen = 0
        dirs_seen = 0
        for batch in batches:
            writer.apply(batch)
            dirs_seen += len(batch)
            files_seen += sum(message_files(m) for m in batch)
            now = time.perf_counter()
            switch = not self.bulk and result.added >= switch_at
            if switch or writer.rows_since_commit >= commit_rows or now - last_commit > COMMIT_SECONDS:
                writer.flush()
                self.tx.execute("COMMIT")
                if switch:
                    # a big addition (a new drive, say): go on as a bulk load
                    self.bw, self.names_proc = switch_to_bulk(self.idx, writer, self.stack)
                    self.tx = self.bw if self.bw is not None else self.conn
                    self.bulk = True
                self.tx.execute("BEGIN IMMEDIATE")
                writer.rows_since_commit = 0
                last_commit = now
            if progress:
                progress(
                    {
                        "dirs": dirs_seen,
                        "changed_files": files_seen,
                        "current": batch[-1].path,
                        "elapsed": now - self.t0,
                    }
                )

    def _interrupted(self) -> None:
        with contextlib.suppress(sqlite3.Error):  # (SQLite may have rolled back already, e.g. disk full)
            self.tx.execute("ROLLBACK")
        if self.names_proc is not None:
            names_build.cancel(self.names_proc)
        result = self.result
        result.status = "interrupted"
        result.seconds = round(time.perf_counter() - self.t0, 3)
        with contextlib.suppress(Exception), self.idx.transaction():
            log_result(self.conn, self.log_id, result)
            self.conn.execute(
                "UPDATE roots SET last_scan_at=?, last_scan_status='interrupted' WHERE path=?",
                (time.time(), result.root),
            )


def switch_to_bulk(idx: Index, writer: Writer, stack: contextlib.ExitStack):
    """Between two commits of an update: drop the live indexes and triggers, write through the bulk
    writer, and start the name-index helper. Returns (bulk writer or None, helper or None)."""
    conn = idx.conn
    with idx.transaction():
        # the folder index stays if folders known before this scan may still need diffs
        begin_bulk(conn, keep_dir_index=bool(writer.old_ids))
        idx.set_meta("bulk_pending", 1)
    stack.enter_context(no_autocheckpoint(conn, True))
    bw = bulk_writer(idx)
    writer.w = bw if bw is not None else conn
    return bw, names_build.start(idx.path)
