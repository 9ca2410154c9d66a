"""What a tool call runs against: the state directory, the index, the path policy."""

from __future__ import annotations

import os
from pathlib import Path

from ..config import Settings, ensure_home, resolve_home
from ..content import ocr
from ..errors import Blocked, NotFound, OutsideRoots
from ..index import hosts
from ..index import query as q
from ..index.db import Index
from ..index.scanner import repair
from ..safety.paths import PathPolicy
from ..safety.sensitive import BLOCK_MESSAGE, in_blocked_dir
from ..units import shown
from .policy import USER, Caller


class Context:
    """Shared by every tool call from one adapter (CLI invocation, agent session, server)."""

    def __init__(
        self, home: str | os.PathLike | None = None, *, roots: list[str] | None = None, caller: Caller = USER
    ) -> None:
        self.home = ensure_home(resolve_home(home))
        self.caller = caller  # who the calls are for, and their grants (see tools/policy.py)
        self.settings = Settings.load(self.home)
        # OCR for this process and the readers it starts: on or off, languages, and the cache in this home
        ocr.configure(self.home, enabled=self.settings.ocr, langs=self.settings.ocr_langs)
        self._roots_override = roots
        self._index: Index | None = None
        self._journal = None
        self._shared = None  # the shared index's reader (PostgreSQL), when index_url is set
        self.notices: list[str] = []
        self.progress = None  # a callback for long operations, set by adapters

    @property
    def index(self) -> Index:
        return self.open_index()

    def open_index(self, *, repair_it: bool = True) -> Index:
        """The index, opened once. ``repair_it``: finish what an interrupted scan left (the scan tool
        doesn't: a scan resumes an interrupted first load itself, in bulk)."""
        if self._index is None:
            self._index = Index.open(self.home)
            if self._index.notice:
                self.notices.append(self._index.notice)
            note = repair(self._index) if repair_it else None
            if note:
                self.notices.append(note)
        return self._index

    @property
    def journal(self):
        """The operations journal; says so when a crash left a batch half done."""
        if self._journal is None:
            from ..ops.journal import Journal

            self._journal = Journal(self.home)
            if getattr(self._journal, "notice", None):  # a damaged journal was set aside
                self.notices.append(self._journal.notice)
            from ..ops.engine import is_live

            for b in self._journal.interrupted():
                if is_live(self.home, self._journal.owner(b["id"])):
                    continue  # another process is carrying it out right now
                self.notices.append(
                    f"Batch {b['id']} ({b['description']}) was interrupted midway. Nothing is lost: run "
                    f"`filescout recover {b['id']} --action complete` to finish it or `--action rollback` to undo it."
                )
        return self._journal

    @property
    def conn(self):
        """What questions are answered from: the shared index when there is one, else this machine's index.
        (Writes, scans and the files an action may touch always go through ``self.index``: this machine's.)"""
        shared = self.shared
        return shared if shared is not None else self.index.conn

    @property
    def local_conn(self):
        """This machine's own index: where actions find their targets (never another machine's files)."""
        return self.index.conn

    @property
    def shared(self):
        """The shared index on PostgreSQL (read-only connections), or None."""
        if self._shared is None and self.settings.index_url:
            from ..index.pg.hub import open_shared

            self._shared = open_shared(self.settings.index_url, self.host_name)
        return self._shared

    @property
    def host_name(self) -> str:
        from ..index.pg.hub import host_name

        return host_name(self.settings.host_name)

    def publish(self, progress=None, *, full: bool = False) -> dict | None:
        """Copy this machine's index into the shared one (after a scan or a file operation): what changed since
        the last time, or everything (``full``, or when much changed); None without a shared index."""
        if not self.settings.index_url:
            return None
        from ..index.pg.hub import publish_local

        done = publish_local(self.index, self.settings.index_url, self.host_name, progress=progress, full=full)
        if self._shared is not None:  # opened before this machine had published: its view of paths changes
            self._shared.close()
            self._shared = None
        return done

    @property
    def restricted(self) -> bool:
        """True when the caller narrowed the allowed roots (run(input, roots=...))."""
        return self._roots_override is not None

    def within(self) -> list[str] | None:
        """For questions without a path: the folders a restricted caller may see (None: everything)."""
        return self.roots() if self.restricted else None

    def roots(self) -> list[str]:
        if self._roots_override is not None:
            return [os.path.realpath(os.path.expanduser(r)) for r in self._roots_override]
        return self.index.roots() + [os.path.realpath(os.path.expanduser(r)) for r in self.settings.roots]

    @property
    def policy(self) -> PathPolicy:
        if self.settings.index_url and self.shared is not None:
            return PathPolicy(self.roots(), private=[self.home], this_host=self.host_name, other_hosts=hosts.names())
        return PathPolicy(self.roots(), private=[self.home])

    def resolve(self, path: str, *, must_exist: bool = True) -> Path:
        """Check ``path`` against the allowed roots; its real path. Another machine's file (``nas:/…``, from a
        shared index) is refused: filescout reads and changes the files of the machine it runs on only."""
        real = self.policy.check(path)
        if must_exist and not os.path.lexists(real):
            raise NotFound(f"I couldn't find a file at that path: {path}")
        return real

    def scope(self, path: str | None) -> str | None:
        """A folder to search in, as the index keys it (None: everything). In a shared index, another machine's
        folder is named as answers show it ("nas:/volume1/photos") and must be in the index."""
        if not path:
            return None
        if isinstance(path, str) and self.settings.index_url and ":" in path and self.shared is not None:
            host, _rest = hosts.split(path)
            if host is not None and host != self.host_name:
                if self.restricted:  # a caller given some folders of this machine sees those only
                    raise OutsideRoots(f"{path} is outside the folders this caller may see.")
                if q.dir_row(self.conn, path) is None:
                    raise NotFound(f"{path} is not a folder filescout knows on {host}.")
                return path
        real = self.resolve(path)
        if in_blocked_dir(str(real)):  # .ssh, .gnupg: nothing of what is inside is shown, not even counts
            raise Blocked(
                f"{BLOCK_MESSAGE} {os.path.basename(str(real).rstrip('/')) or str(real)} holds keys and other secrets: "
                "nothing inside it is read, counted or shown."
            )
        if not real.is_dir():
            raise NotFound(f"That path is a file, not a folder: {path}")
        return str(real)

    def display(self, path: str, base: str | None = None) -> str:
        """A short form of ``path`` for text output: relative to ``base`` or its root, with control characters
        and bytes that aren't UTF-8 escaped (a name can't add a line to what is printed)."""
        return shown(self._display(path, base))

    def _display(self, path: str, base: str | None = None) -> str:
        anchors = [base] if base else sorted(self.roots(), key=len, reverse=True)
        for a in anchors:
            if a and (path == a or path.startswith(a.rstrip("/") + "/")):
                rel = path[len(a.rstrip("/")) + 1 :]
                if len(anchors) > 1 and not base:
                    return f"{os.path.basename(a.rstrip('/')) or '/'}/{rel}" if rel else a
                return rel or "."
        return path

    def close(self) -> None:
        if self._shared is not None:
            self._shared.close()
            self._shared = None
        if self._index is not None:
            self._index.close()
            self._index = None
        if self._journal is not None:
            self._journal.close()
            self._journal = None
