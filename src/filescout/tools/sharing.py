"""Keeping this machine's part of a shared index current while something else writes its own index (``watch``)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from .context import Context


class SharedPublisher:
    """With a shared index, this machine's part of it is published again after changes: a burst settles for 2 s,
    publishes are at least ``every`` seconds apart (each copies every row of this machine), from a connection of
    its own to the index; what is pending is published on the way out."""

    def __init__(self, home, every: float = 30.0, say: Callable[[str], None] = print) -> None:
        self.home, self.every, self.say = home, every, say
        self._pending = False
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="filescout-publish", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def changed(self) -> None:
        self._pending = True
        self._wake.set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        self._thread.join(timeout=300)

    def _run(self) -> None:
        ctx = Context(self.home)
        last = -self.every
        try:
            while True:
                self._wake.wait()
                self._wake.clear()
                if not self._stop.is_set():
                    self._stop.wait(max(2.0, self.every - (time.monotonic() - last)))
                if self._pending:
                    self._pending = False
                    try:
                        done = ctx.publish()
                        if done:
                            self.say(f"Published to the shared index ({done['rows'].get('files', 0):,} files).")
                    except Exception as exc:  # the server went away: said, tried again after the next change
                        self.say(f"Couldn't publish to the shared index ({exc}); trying again after the next change.")
                    last = time.monotonic()
                if self._stop.is_set():
                    return
        finally:
            ctx.close()
