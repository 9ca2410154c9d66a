"""Secrets found by what a file holds, not only by what it is called.

* :func:`tier_of_content`: a private key (PEM, OpenSSH, PuTTY, PGP, SSH2) in a
  file's first bytes makes it BLOCK, whatever its name.
* :class:`LinkGuard`: a hard link (``st_nlink > 1``) to a BLOCK file is BLOCK,
  whatever its own name: the guard collects the (device, inode) of BLOCK files
  in the usual key places and the allowed roots (a bounded walk, only when a
  file with several links is met; it never reads those files).
* :func:`file_tier`: name, content and links together. Every read (read_file,
  grep, compare_files, file_info), every copy/move/rename plan and the content
  pass ask it, so renaming or copying a key never makes it readable.
"""

from __future__ import annotations

import os
import re
import stat as st_mod
import time
from collections.abc import Iterable

from .sensitive import _BLOCK_IN_DIR, Tier, classify_dir, classify_file, classify_path, in_blocked_dir

SNIFF_BYTES = 64 * 1024  # how much of a file is looked at for a key

# the armour lines of private keys; a base64 body must follow a PEM header closely, so a text that only
# names the header ("a key starts with -----BEGIN RSA PRIVATE KEY-----.") is not taken for a key
_PEM = re.compile(rb"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----")
_BODY = re.compile(rb"[A-Za-z0-9+/]{16}")
_PUTTY = re.compile(rb"(?:^|[\r\n])PuTTY-User-Key-File-[0-9]+: *\S")


def tier_of_content(head: bytes) -> Tier:
    """BLOCK when ``head`` (a file's first bytes) holds a private key, else NONE."""
    if b"PRIVATE KEY" in head:
        for m in _PEM.finditer(head):
            if _BODY.search(head, m.end(), m.end() + 400):
                return Tier.BLOCK
    if b"PuTTY-User-Key-File-" in head and _PUTTY.search(head):
        return Tier.BLOCK
    return Tier.NONE


def read_head(path: str | os.PathLike, n: int = SNIFF_BYTES) -> bytes:
    """A regular file's first ``n`` bytes, opened non-blocking; b"" for anything else or an error."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return b""
    try:
        if not st_mod.S_ISREG(os.fstat(fd).st_mode):
            return b""
        return os.pread(fd, n, 0)
    except OSError:
        return b""
    finally:
        os.close(fd)


SCAN_BYTES = 32 * 1024 * 1024  # a key anywhere in the first 32 MB of a file is found (a C-speed search: ~40 ms here)
_MARKERS = (b"PRIVATE KEY", b"PuTTY-User-Key-File-")


def content_tier(path: str | os.PathLike) -> Tier:
    """The tier a file's content gives it: BLOCK for a private key anywhere in it (a key pasted at the end of
    a long notes file too), not only in its first bytes."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return Tier.NONE
    try:
        if not st_mod.S_ISREG(os.fstat(fd).st_mode):
            return Tier.NONE
        return _scan_fd(fd)
    except OSError:
        return Tier.NONE
    finally:
        os.close(fd)


def _scan_fd(fd: int) -> Tier:
    overlap = 4096
    pos, tail = 0, b""
    while pos < SCAN_BYTES:
        chunk = os.pread(fd, 4 * 1024 * 1024, pos)
        if not chunk:
            return Tier.NONE
        window = tail + chunk
        if any(m in window for m in _MARKERS):
            # the armour and the start of its body, read whole around the marker
            for m in _MARKERS:
                i = window.find(m)
                while i != -1:
                    start = max(0, pos - len(tail) + i - 200)
                    if tier_of_content(os.pread(fd, 1024, start)) is Tier.BLOCK:
                        return Tier.BLOCK
                    i = window.find(m, i + 1)
        pos += len(chunk)
        tail = window[-overlap:]
    return Tier.NONE


class LinkGuard:
    """Answers "is this multiply-linked file another name of a BLOCK file?".

    The BLOCK files' inodes are collected once per guard, lazily: first the usual
    key places under HOME and each root (``.ssh``, ``.gnupg``, ``.aws``, ``.docker``,
    ``.kube``), then a walk of the roots, bounded by ``max_entries`` and ``seconds``.
    """

    PLACES = (".ssh", ".gnupg", ".aws", ".docker", ".kube")

    def __init__(self, roots: Iterable[str | os.PathLike] = (), *, max_entries: int = 200_000, seconds: float = 2.0):
        self.roots = [str(r) for r in roots]
        self.max_entries = max_entries
        self.seconds = seconds
        self._inodes: set[tuple[int, int]] | None = None
        self.complete = True

    def is_blocked(self, path: str | os.PathLike, st: os.stat_result | None = None) -> bool:
        try:
            st = st or os.lstat(path)
        except OSError:
            return False
        if st.st_nlink < 2 or not st_mod.S_ISREG(st.st_mode):
            return False
        key = (st.st_dev, st.st_ino)
        if key in self._folder(os.path.dirname(os.fspath(path))):
            return True
        if self._inodes is None:
            self._inodes = self._collect()
        return key in self._inodes

    @staticmethod
    def _folder(folder: str, *, whole: bool = False) -> set[tuple[int, int]]:
        """(dev, ino) of the multiply-linked BLOCK files directly in ``folder`` (all of them when ``whole``)."""
        out: set[tuple[int, int]] = set()
        parent = os.path.basename(folder)
        try:
            with os.scandir(folder) as it:
                for e in it:
                    try:
                        if e.is_dir(follow_symlinks=False):
                            continue
                        if whole or classify_file(e.name, parent) is Tier.BLOCK:
                            s = e.stat(follow_symlinks=False)
                            if s.st_nlink > 1:
                                out.add((s.st_dev, s.st_ino))
                    except OSError:
                        continue
        except OSError:
            pass
        return out

    def _collect(self) -> set[tuple[int, int]]:
        out: set[tuple[int, int]] = set()
        deadline = time.monotonic() + self.seconds
        seen = 0
        bases = [os.path.expanduser("~"), *self.roots]
        stack: list[tuple[str, bool]] = []  # (folder, whole folder is BLOCK)
        out |= self._folder(bases[0])  # files right in HOME (~/.git-credentials, ~/.htpasswd …)
        for b in bases:
            for place in self.PLACES:
                p = os.path.join(b, place)
                if os.path.isdir(p) and not os.path.islink(p):
                    stack.append((p, classify_dir(place) is Tier.BLOCK))
        stack.reverse()
        stack[:0] = [(r, False) for r in reversed(self.roots)]  # the roots' walk comes after the places
        visited: set[str] = set()
        while stack:
            folder, whole = stack.pop()
            if folder in visited:
                continue
            visited.add(folder)
            out |= self._folder(folder, whole=whole)
            try:
                with os.scandir(folder) as it:
                    for e in it:
                        seen += 1
                        if seen > self.max_entries or time.monotonic() > deadline:
                            self.complete = False  # what was not reached is not known (fails open)
                            return out
                        if e.is_dir(follow_symlinks=False):
                            stack.append((e.path, whole or classify_dir(e.name) is Tier.BLOCK))
            except OSError:
                continue
        return out


def file_tier(
    path: str | os.PathLike, roots: Iterable[str | os.PathLike] = (), *, guard: LinkGuard | None = None
) -> Tier:
    """The tier of the file at ``path`` (resolved) by its name, its content and its hard links."""
    p = os.fspath(path)
    tier = classify_path(p)
    if tier is Tier.BLOCK:
        return tier
    try:
        st = os.lstat(p)
    except OSError:
        return tier
    if not st_mod.S_ISREG(st.st_mode):
        return tier
    if content_tier(p) is Tier.BLOCK:
        return Tier.BLOCK
    if st.st_nlink > 1 and (guard or LinkGuard(roots)).is_blocked(p, st):
        return Tier.BLOCK
    return tier


def folder_launders(path: str | os.PathLike) -> bool:
    """True when acting on this folder as a whole (copy, move, rename) would change the tier of what it
    holds: a BLOCK folder or one inside it (``.ssh``), or a folder whose name makes a file in it BLOCK
    (``.aws`` holding ``credentials``)."""
    p = os.fspath(path)
    if in_blocked_dir(p):
        return True
    name = os.path.basename(p.rstrip("/")).lower()
    return any(d == name and os.path.lexists(os.path.join(p, f)) for d, f in _BLOCK_IN_DIR)


__all__ = ["SNIFF_BYTES", "LinkGuard", "content_tier", "file_tier", "folder_launders", "tier_of_content"]
