"""Live updates: ``filescout watch`` keeps the index current while it runs (seed 003 D8: only the scanned roots).

* ``inotify``: the kernel interface, through ctypes (Linux; no dependency).
* ``loop``: watches, events gathered into debounced batches, overflow and watch-limit handling, the heartbeat.
* ``apply``: a batch written into the index in one transaction with the scanner's own folder reader and writer;
  folders moved inside a root are renamed in place.
* ``priority``: nice and idle I/O priority for the watcher.

:func:`freshness` tells ``status`` how current each root is.
"""

from __future__ import annotations

import json
import os
import time

LIVE_SECONDS = 90.0  # a heartbeat older than this: the watcher is gone
STALE_SECONDS = 7 * 86400.0


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except PermissionError:
        return True
    except OSError:
        return False


def watched_roots(conn) -> tuple[set[str], set[str]]:
    """(roots watched live now, those of them only partly watched: the watch limit)."""
    meta = dict(conn.execute("SELECT key, value FROM meta WHERE key LIKE 'watch_%'").fetchall())
    beat = float(meta.get("watch_heartbeat") or 0)
    pid = int(meta.get("watch_pid") or 0)
    if not beat or time.time() - beat > LIVE_SECONDS or not pid or not _alive(pid):
        return set(), set()
    try:
        roots = set(json.loads(meta.get("watch_roots") or "[]"))
        limited = set(json.loads(meta.get("watch_limited") or "[]"))
    except ValueError:
        return set(), set()
    return roots, limited


def freshness(last_scan_at: float | None, watched: bool, limited: bool, now: float | None = None) -> tuple[str, str]:
    """(state, words) for a root: ``live`` / ``partly live`` / ``scanned`` / ``stale`` / ``never``."""
    if watched:
        if limited:
            return "partly_live", "watched live, but some folders are only rescanned (the watch limit)"
        return "live", "watched live"
    if not last_scan_at:
        return "never", "never scanned"
    age = (now or time.time()) - last_scan_at
    if age < 120:
        ago = f"{age:.0f} seconds ago"
    elif age < 7200:
        ago = f"{age / 60:.0f} minutes ago"
    elif age < 2 * 86400:
        ago = f"{age / 3600:.0f} hours ago"
    else:
        ago = f"{age / 86400:.0f} days ago"
    if age > STALE_SECONDS:
        return "stale", f"stale: last scanned {ago} (run `filescout scan` or `filescout watch`)"
    return "scanned", f"last scanned {ago}"
