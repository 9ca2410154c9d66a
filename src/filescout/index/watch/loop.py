"""The watcher's loop: one inotify watch per indexed folder of every root, events gathered into batches
(debounced: applied once the folder has been quiet ``quiet`` seconds, or ``max_delay`` after the first event),
each batch applied in one transaction by :mod:`apply`. Never silently stale: a queue overflow rescans the
roots it may have hidden changes in, and a root whose folders couldn't all be watched (the per-user watch
limit) is rescanned every ``limited_rescan`` seconds; both are announced through ``notify``. A heartbeat in the
index's meta table tells ``status`` the roots are watched live."""

from __future__ import annotations

import json
import os
import select
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from ...errors import FilescoutError
from ...safety.paths import is_within
from ...safety.sensitive import Tier, classify_dir
from ..db import Index
from ..paths import fs_path, subtree_range
from ..scan.lock import scan_lock
from ..schema import MOUNT, UNREADABLE
from ..walker import join
from . import inotify as ino
from .apply import Applied, Batch, apply_batch

HEARTBEAT_SECONDS = 20.0


class Watcher:
    def __init__(
        self,
        idx: Index,
        *,
        exclude: list[str] | None = None,
        quiet: float = 0.2,
        max_delay: float = 1.0,
        busy_load: float | None = None,
        limited_rescan: float = 300.0,
        notify: Callable[[str], None] = print,
        on_applied: Callable[[list[Applied]], None] | None = None,
        rescan: Callable[[str], object] | None = None,
    ) -> None:
        self.idx = idx
        self.exclude = list(exclude or [])
        self.quiet, self.max_delay = quiet, max_delay
        self.busy_load = busy_load
        self.limited_rescan = limited_rescan
        self.notify = notify
        self.on_applied = on_applied
        self._rescan_fn = rescan
        self.ino = ino.Inotify()
        self.wd_path: dict[int, str] = {}
        self.path_wd: dict[str, int] = {}
        self.roots: dict[str, tuple[int, bool]] = {}  # root -> (dev, cross_mounts)
        self.batches: dict[str, Batch] = {}
        self.moved_from: dict[int, tuple[str, str]] = {}  # cookie -> (path, root)
        self.first_event = 0.0
        self.last_event = 0.0
        self.overflowed = False
        self.limited: set[str] = set()  # roots with folders not watched (watch limit)
        self.limit_noted = False
        self.last_rescan: dict[str, float] = {}
        self.stats = {"batches": 0, "events": 0, "overflows": 0, "rescans": 0}
        self.pending_rescans: set[str] = set()
        self.skip = os.path.realpath(idx.home)

    # -- watches ---------------------------------------------------------
    def _load_roots(self) -> None:
        self.roots = {
            p: (dev, bool(cm)) for p, dev, cm in self.idx.conn.execute("SELECT path, dev, cross_mounts FROM roots")
        }
        if not self.roots:
            raise FilescoutError("Nothing is indexed yet: run `filescout scan FOLDER` first, then watch it.")

    def root_of(self, path: str) -> str | None:
        best = None
        for r in self.roots:
            if (path == r or is_within(Path(path), Path(r))) and (best is None or len(r) > len(best)):
                best = r
        return best

    def _add(self, path: str, root: str) -> bool:
        """Watch one folder; False when it can't be (gone, unreadable, or the watch limit)."""
        if path in self.path_wd:
            return True
        try:
            wd = self.ino.add(path)
        except ino.WatchLimit:
            if root not in self.limited:
                self.limited.add(root)
                self._note_limit(root)
            return False
        except OSError:
            return False
        old = self.wd_path.get(wd)
        if old is not None and old != path:  # the same folder under a new name (a move we resolved late)
            self.path_wd.pop(old, None)
        self.wd_path[wd] = path
        self.path_wd[path] = wd
        return True

    def _note_limit(self, root: str) -> None:
        limit = ino.max_user_watches()
        self.notify(
            f"The inotify watch limit ({limit:,} folders for this user) is reached: some folders under {root} "
            f"can't be watched live, so {root} is rescanned every {self.limited_rescan / 60:.0f} minutes instead. "
            "To watch everything, raise the limit: sudo sysctl fs.inotify.max_user_watches=524288"
            if limit
            else f"Some folders under {root} can't be watched live (the watch limit); it is rescanned regularly."
        )
        self.idx.set_meta("watch_limited", json.dumps(sorted(self.limited)))

    def _add_tree(self, top: str, root: str) -> list[str]:
        """Watch a folder that appeared and every folder below it (as the scanner would enter them)."""
        dev = self.roots[root][0]
        cross = self.roots[root][1]
        added = []
        stack = [top]
        while stack:
            d = stack.pop()
            if not self._add(d, root):
                continue
            added.append(d)
            try:
                with os.scandir(d) as it:
                    for e in it:
                        try:
                            if not e.is_dir(follow_symlinks=False):
                                continue
                            if classify_dir(e.name) is Tier.BLOCK or e.path == self.skip:
                                continue
                            if not cross and e.stat(follow_symlinks=False).st_dev != dev:
                                continue
                        except OSError:
                            continue
                        stack.append(e.path)
            except OSError:
                pass
        return added

    def _drop_tree(self, top: str) -> None:
        lo, _hi = subtree_range(top)
        for p in [p for p in self.path_wd if p == top or p.startswith(lo)]:
            wd = self.path_wd.pop(p)
            if self.wd_path.get(wd) == p:
                del self.wd_path[wd]
                self.ino.remove(wd)

    def _rename_tree(self, old: str, new: str) -> None:
        lo, _hi = subtree_range(old)
        for p in [p for p in self.path_wd if p == old or p.startswith(lo)]:
            wd = self.path_wd.pop(p)
            q = new + p[len(old) :]
            self.path_wd[q] = wd
            self.wd_path[wd] = q

    def watch_indexed(self, root: str) -> list[str]:
        """Watch every folder the index holds under ``root``; the folders newly watched."""
        lo, hi = subtree_range(root)
        n = []
        for p, raw, flags in self.idx.conn.execute(
            "SELECT path, raw, flags FROM dirs WHERE path = ? OR (path >= ? AND path < ?)", (root, lo, hi)
        ).fetchall():
            if flags & (MOUNT | UNREADABLE):
                continue
            path = fs_path(p, raw)
            if path in self.path_wd:
                continue
            if self._add(path, root):
                n.append(path)
        return n

    # -- starting --------------------------------------------------------
    def start(self, catch_up: bool = True) -> None:
        """Watch every root, then bring the index up to date with what changed while nothing watched."""
        self._load_roots()
        for r in self.roots:
            self.watch_indexed(r)
        if catch_up:
            for r in list(self.roots):
                self.rescan(r, why=None)
        self.heartbeat()

    def rescan(self, root: str, why: str | None) -> None:
        """A full (incremental) rescan of a root, then watches for the folders it found."""
        if why:
            self.notify(f"{why}: rescanning {root} so the index doesn't miss anything.")
        self.stats["rescans"] += 1
        try:
            if self._rescan_fn is not None:
                self._rescan_fn(root)
            else:
                from ..scanner import scan

                scan(self.idx, root, exclude=self.exclude)
        except FilescoutError as exc:
            if "already running" not in str(exc):
                raise
            self.pending_rescans.add(root)  # someone's `filescout scan` runs: again at the next turn
            return
        self.pending_rescans.discard(root)
        self.last_rescan[root] = time.time()
        self.batches.pop(root, None)
        new = self.watch_indexed(root)
        if new:  # found by the scan, watched only now: read once more what changed in between
            self._batch(root).shallow.update(new)
            self.first_event = self.first_event or time.monotonic()
            self.last_event = time.monotonic()

    def new_roots(self) -> None:
        """Folders scanned since the watcher started are watched too (a root scanned into another is merged)."""
        before = set(self.roots)
        self._load_roots()
        for r in set(self.roots) - before:
            self.watch_indexed(r)

    def heartbeat(self) -> None:
        with self.idx.transaction():
            self.idx.set_meta("watch_heartbeat", time.time())
            self.idx.set_meta("watch_pid", os.getpid())
            self.idx.set_meta("watch_roots", json.dumps(sorted(self.roots)))
            self.idx.set_meta("watch_limited", json.dumps(sorted(self.limited)))
        self.last_heartbeat = time.monotonic()

    def stopped(self) -> None:
        with self.idx.transaction():
            self.idx.set_meta("watch_heartbeat", 0)
            self.idx.set_meta("watch_pid", 0)
        self.ino.close()

    # -- events ----------------------------------------------------------
    def _batch(self, root: str) -> Batch:
        b = self.batches.get(root)
        if b is None:
            b = self.batches[root] = Batch(root)
        return b

    def handle(self, events: list[ino.Event]) -> None:
        now = time.monotonic()
        for ev in events:
            self.stats["events"] += 1
            mask = ev.mask
            if mask & ino.IN_Q_OVERFLOW:
                self.overflowed = True
                continue
            path = self.wd_path.get(ev.wd)
            if path is None:
                continue
            if mask & ino.IN_IGNORED:
                if self.path_wd.get(path) == ev.wd:
                    del self.path_wd[path]
                del self.wd_path[ev.wd]
                continue
            root = self.root_of(path)
            if root is None:
                continue
            if not self.first_event:
                self.first_event = now
            self.last_event = now
            b = self._batch(root)
            if mask & (ino.IN_DELETE_SELF | ino.IN_MOVE_SELF):
                if path == root:
                    b.shallow.add(root)
                    self.notify(f"{root} was moved or deleted; the index keeps what it had until you rescan.")
                continue
            full = join(path, ev.name) if ev.name else path
            if not mask & ino.IN_ISDIR:
                b.shallow.add(path)
                continue
            b.shallow.add(path)
            if mask & ino.IN_CREATE:
                self._add_tree(full, root)
                b.deep.add(full)
            elif mask & ino.IN_MOVED_FROM:
                self.moved_from[ev.cookie] = (full, root)
            elif mask & ino.IN_MOVED_TO:
                src = self.moved_from.pop(ev.cookie, None)
                if src is not None and src[1] == root:
                    self._moved(b, src[0], full)
                else:
                    if src is not None:
                        self._drop_tree(src[0])
                        self._batch(src[1]).shallow.add(os.path.dirname(src[0]))
                    self._add_tree(full, root)
                    b.deep.add(full)
            elif mask & ino.IN_DELETE:
                # (an empty folder: those below it were deleted first; the kernel drops its watch, IN_IGNORED)
                self.path_wd.pop(full, None)
            elif mask & ino.IN_ATTRIB:
                b.shallow.add(full)  # (permissions: it may have become readable or unreadable)

    def _moved(self, b: Batch, old: str, new: str) -> None:
        self._rename_tree(old, new)
        lo, _hi = subtree_range(old)

        def fix(p: str) -> str:
            return new + p[len(old) :] if p == old or p.startswith(lo) else p

        b.shallow = {fix(p) for p in b.shallow}
        b.deep = {fix(p) for p in b.deep}
        b.moves.append((old, new))

    # -- applying --------------------------------------------------------
    def due(self, now: float) -> bool:
        if not self.batches and not self.moved_from:
            return False
        quiet, max_delay = self.quiet, self.max_delay
        if self.busy_load and os.getloadavg()[0] > self.busy_load:
            quiet, max_delay = quiet * 5, max_delay * 10  # back off while the machine is busy
        return now - self.last_event >= quiet or now - self.first_event >= max_delay

    def flush(self) -> list[Applied]:
        """Apply what is pending: one transaction per root (under the scan lock; a running scan is waited for)."""
        for path, root in self.moved_from.values():  # moved out of every watched folder: gone
            self._drop_tree(path)
            self._batch(root).shallow.add(os.path.dirname(path))
        self.moved_from.clear()
        done: list[Applied] = []
        try:
            with scan_lock(self.idx.home):
                for root, b in list(self.batches.items()):
                    if self.idx.meta("bulk_pending", 0):
                        break  # a scan died during a bulk load: the rescan below finishes it
                    del self.batches[root]
                    now_root = root if root in self.roots else self.root_of(root)  # (merged into a new root)
                    if now_root is None:
                        continue  # no longer indexed
                    b.root = now_root
                    dev, cross = self.roots[now_root]
                    try:
                        done.append(apply_batch(self.idx, b, root_dev=dev, cross_mounts=cross, exclude=self.exclude))
                    except sqlite3.OperationalError as exc:  # busy past the timeout, or the disk is full
                        self.notify(f"Couldn't write the changes under {now_root} ({exc}); it will be rescanned.")
                        self.pending_rescans.add(now_root)
        except FilescoutError as exc:
            if "already running" not in str(exc):
                raise
            return done  # another scan holds the lock: try again at the next turn
        if self.idx.meta("bulk_pending", 0):
            for root in list(self.batches):
                self.rescan(root, why="An earlier scan was interrupted")
        self.first_event = self.last_event = 0.0
        self.stats["batches"] += 1
        if self.on_applied and done:
            self.on_applied(done)
        return done

    def run(self, should_stop: Callable[[], bool], wake_fd: int | None = None, idle_timeout: float = 5.0) -> None:
        poller = select.poll()
        poller.register(self.ino.fd, select.POLLIN)
        if wake_fd is not None:
            poller.register(wake_fd, select.POLLIN)
        while not should_stop():
            timeout = idle_timeout if not self.batches else max(0.02, self.quiet / 2)
            ready = poller.poll(timeout * 1000)
            for fd, _ in ready:
                if fd == wake_fd:
                    try:
                        os.read(wake_fd, 512)
                    except OSError:
                        pass
            if should_stop():
                break
            events = self.ino.read()
            if events:
                self.handle(events)
            if self.overflowed:
                self.overflowed = False
                self.stats["overflows"] += 1
                self.moved_from.clear()
                for r in list(self.roots):
                    self.rescan(r, why="Too many changes at once (the kernel's event queue overflowed)")
                continue
            now = time.monotonic()
            if self.due(now):
                self.flush()
                self.heartbeat()
            for r in self.limited:
                if time.time() - self.last_rescan.get(r, 0) > self.limited_rescan:
                    self.rescan(r, why=None)
            for r in sorted(self.pending_rescans):
                self.rescan(r, why=None)
            if time.monotonic() - self.last_heartbeat > HEARTBEAT_SECONDS:
                self.new_roots()
                self.heartbeat()
        # stopping: what happened before the stop is still written (a batch takes milliseconds)
        events = self.ino.read()
        if events:
            self.handle(events)
        if self.overflowed:
            self.overflowed = False
            for r in list(self.roots):
                self.rescan(r, why="Too many changes at once (the kernel's event queue overflowed)")
        elif self.batches or self.moved_from:
            self.flush()
