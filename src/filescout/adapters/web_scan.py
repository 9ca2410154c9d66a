"""The dashboard's "Scan now": one scan at a time, in a thread of its own with its own Context (its own index
connection: SQLite's WAL lets the pages' reads go on meanwhile), and its latest progress kept for the page to poll.

``POST /api/scan`` (with the token) starts it, ``GET /api/scan`` says how it goes: the phase (walk, names, content,
pictures, embed), its counts, the rate, and at the end the scan tool's own result and text.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from ..tools import Context
from ..tools.invoke import Policy, Status, invoke

BUSY = "A scan is already running ({path}); wait for it to finish, then start another."


class ScanJob:
    """The one scan the dashboard may run at a time, and what the last one did."""

    def __init__(self, ctx: Context, policy: Policy) -> None:
        self.ctx = ctx
        self.policy = policy
        self._lock = threading.Lock()
        self._state: dict[str, Any] = {"state": "idle"}
        self._seq = 0

    def start(self, path: str) -> dict | None:
        """Start scanning ``path``; None when a scan is already running."""
        with self._lock:
            if self._state["state"] == "running":
                return None
            self._seq += 1
            self._state = {"state": "running", "id": self._seq, "path": path, "started": time.time(),
                           "phase": "starting", "updates": 0}  # fmt: skip
            snapshot = dict(self._state)
        threading.Thread(target=self._run, args=(path,), daemon=True, name="filescout-scan").start()
        return snapshot

    def busy_message(self) -> str:
        return BUSY.format(path=self._state.get("path", ""))

    def state(self) -> dict:
        with self._lock:
            out = dict(self._state)
        if out["state"] == "running":
            out["elapsed"] = round(time.time() - out["started"], 2)
        return out

    def _progress(self, ev: dict) -> None:
        phase = ev.get("phase") or "walk"
        update: dict[str, Any] = {"phase": {"finishing": "names"}.get(phase, phase)}
        if phase == "content" and ev.get("what") == "pictures":
            update["phase"] = "pictures"
        if phase == "walk":
            elapsed = max(float(ev.get("elapsed") or 0.0), 0.001)
            files = ev.get("changed_files", 0)
            update.update(folders=ev.get("dirs", 0), done=files, rate=round(files / elapsed, 1))
            update["current"] = str(ev.get("current", ""))
        elif phase in ("content", "embed"):
            update.update(done=ev.get("done", 0), total=ev.get("total", 0), rate=round(float(ev.get("rate") or 0), 1))
        with self._lock:
            if self._state["state"] != "running":
                return
            if update["phase"] != self._state.get("phase"):  # a new phase: the last one's counts go
                for key in ("done", "total", "rate", "current", "folders"):
                    self._state.pop(key, None)
            self._state.update(update)
            self._state["updates"] += 1

    def _run(self, path: str) -> None:
        final: dict[str, Any]
        ctx = None
        try:
            ctx = Context(self.ctx.home, roots=self.ctx._roots_override, caller=self.ctx.caller)
            ctx.progress = self._progress
            out = invoke("scan", {"path": path}, ctx, policy=self.policy)
            if out.status is Status.ERROR:
                err = out.error or {"message": out.text}
                final = {"state": "failed", "error": err["message"]}
            else:
                final = {"state": "done", "result": out.data, "text": out.text, "notices": list(out.notices)}
        except Exception as exc:  # the thread must always say how it ended
            final = {"state": "failed", "error": f"The scan stopped: {exc}"}
        finally:
            if ctx is not None:
                ctx.close()
        with self._lock:
            self._state.update(final, phase="finished", seconds=round(time.time() - self._state["started"], 2))
