"""Applying a walk's messages to the index: new folders inserted whole, changed ones by their differences
(deferred and written in key order at each commit), unreadable ones kept as the index knew them, and at
the end, folders no longer found removed by id with their files."""

from __future__ import annotations

import bisect
from collections import defaultdict

from ..db import Index
from ..paths import depth_of, fs_path, parent_path, subtree_range
from ..schema import DUPLINK, HIDDEN_OR_NOISE, MULTILINK, UNREADABLE
from ..walker import diff_entries, display_name, entries_of
from .messages import Diff, Listing, Message, Unchanged
from .result import ScanResult

MAX_ERROR_PATHS = 100

INSERT_DIR = (
    "INSERT INTO dirs(id, parent_id, name, path, raw, depth, inode, dev, flags, sig, own_files, own_bytes) "
    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
)


class Writer:
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
        shown = display_name(scope)[0]  # folders are stored under their displayable path (raw bytes beside it)
        lo, hi = subtree_range(shown)
        self.scope_prefix = subtree_range(scope)[0]  # compared with the folders' own (file-system) paths
        rows = self.conn.execute(
            "SELECT id, path, raw, sig, flags FROM dirs WHERE path = ? OR (path >= ? AND path < ?)", (shown, lo, hi)
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
            self.w.execute(INSERT_DIR, row)
        self.r.dirs_added += 1
        self.changed = True
        return did

    # -- messages --------------------------------------------------------
    def apply(self, batch: list[Message]) -> None:
        for msg in batch:
            kind = type(msg)
            if kind is Unchanged:
                self.seen.add(self.ids[msg.path])
                self.r.unchanged += 1
            elif kind is Listing:
                self._listing(*msg)
            elif kind is Diff:
                self._apply_diff(*msg)
            else:
                self._error(*msg)

    def _listing(
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
            conn.executemany(INSERT_DIR, self.pending_new_dirs)
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
