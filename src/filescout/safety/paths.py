"""Path policy: every path a tool touches must lie inside an allowed root.

Containment is decided on *resolved real paths* and by path components
(``Path.is_relative_to``), never by string prefix, so ``/x/foobar`` is not
inside ``/x/foo``. Relative paths resolve against a root, never the process's
working directory. See docs/security.md for the attacks this refuses.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from ..errors import AccessDenied, InvalidInput, OutsideRoots

MAX_PATH = 4096


def is_within(path: Path, root: Path) -> bool:
    """True when ``path`` equals ``root`` or lies below it, by components."""
    return path == root or path.is_relative_to(root)


def _real(p: Path) -> Path:
    return Path(os.path.realpath(p))


class PathPolicy:
    """The allowed roots, and checks that keep every path inside them."""

    def __init__(
        self,
        roots: Iterable[str | os.PathLike],
        *,
        private: Iterable[str | os.PathLike] = (),
        this_host: str | None = None,
        other_hosts: Iterable[str] = (),
    ) -> None:
        given = [Path(os.path.abspath(os.path.expanduser(os.fspath(r)))) for r in roots]
        # a root that is itself a symlink works through both spellings
        self.roots: list[Path] = list(dict.fromkeys([_real(r) for r in given]))
        self._spellings = list(dict.fromkeys(given + self.roots))
        # filescout's own state (index, journal, kept-aside content, token secret): never read or acted on,
        # even when it lies inside an allowed root (the default ~/.filescout inside a scanned home)
        self.private: list[Path] = [_real(Path(os.path.expanduser(os.fspath(p)))) for p in private]
        # with a shared index: this machine's name, and the others' (whose files are never opened or acted on here)
        self.this_host = this_host
        self.other_hosts = set(other_hosts) - {this_host}

    def __bool__(self) -> bool:
        return bool(self.roots)

    def root_of(self, real: Path) -> Path | None:
        """The allowed root containing the resolved path ``real``, if any."""
        best = None
        for r in self.roots:
            if is_within(real, r) and (best is None or len(r.parts) > len(best.parts)):
                best = r
        return best

    def _validate_text(self, path: str | os.PathLike) -> str:
        try:
            text = os.fspath(path)
        except TypeError:
            raise InvalidInput("A path must be text")
        if isinstance(text, bytes):
            text = os.fsdecode(text)
        if not text or not text.strip():
            raise InvalidInput("The path is empty")
        if "\x00" in text:
            raise InvalidInput("That path contains a NUL byte, which no file name can hold")
        if len(text) > MAX_PATH:
            raise InvalidInput("That path is too long")
        head, sep, rest = text.partition(":")
        if sep and rest.startswith("/") and (head == self.this_host or head in self.other_hosts):
            if head == self.this_host:
                return rest  # "laptop:/home/ana/x" on laptop is /home/ana/x
            raise AccessDenied(
                f"{text} is on {head}, another machine: filescout here ({self.this_host}) can only open, read or "
                f"change files on this machine. Run filescout on {head} for that; questions about {head}'s files "
                "work here."
            )
        return text

    def absolute(self, path: str | os.PathLike, base: str | os.PathLike | None = None) -> Path:
        """The lexical absolute form of ``path`` (``~`` expanded, relative to ``base``)."""
        text = self._validate_text(path)
        p = Path(os.path.expanduser(text))
        if not p.is_absolute():
            if base is not None:
                anchor = Path(os.path.expanduser(os.fspath(base)))
            elif self.roots:
                anchor = self.roots[0]
            else:
                raise OutsideRoots("A relative path needs an indexed folder to be relative to")
            p = anchor / p
        return Path(os.path.normpath(p))

    def check(self, path: str | os.PathLike, base: str | os.PathLike | None = None) -> Path:
        """Resolve ``path`` and return its real path, or refuse it.

        Refuses NUL bytes, empty paths, ``..`` that climbs out of every root, and
        symlinks (or chains) whose target is outside. The path need not exist.
        """
        if not self.roots:
            raise OutsideRoots("No folder is indexed yet. Run `filescout scan PATH` first.")
        lexical = self.absolute(path, base)
        real = _real(lexical)
        if self.root_of(real) is None:
            if not any(is_within(lexical, r) for r in self._spellings):
                raise OutsideRoots(f"That path is outside the folders filescout may use: {path}")
            raise OutsideRoots(
                f"That path leads outside the folders filescout may use (through a symbolic link): {path}"
            )
        # inside by its real path: that is what counts (docs/security.md), also for a root scanned through a symlink
        # and later given by that spelling
        if self.is_private(real):
            raise OutsideRoots(
                f"That is filescout's own state folder (its index and journal); filescout doesn't read or "
                f"change its own files: {path}"
            )
        return real

    def is_private(self, real: Path) -> bool:
        """Inside filescout's own state folder."""
        return any(is_within(real, p) for p in self.private)

    def holds_private(self, real: Path) -> bool:
        """A folder with filescout's own state folder somewhere inside it (acting on it would act on the state)."""
        return any(p != real and is_within(p, real) for p in self.private)

    def check_new(self, path: str | os.PathLike, base: str | os.PathLike | None = None) -> Path:
        """Check a path about to be created: its folder must resolve inside a root,
        and the final name must not be a symlink (writes never follow one)."""
        lexical = self.absolute(path, base)
        parent = self.check(lexical.parent)
        target = parent / lexical.name
        if lexical.name in ("", ".", ".."):
            raise InvalidInput(f"That isn't a valid file name: {path}")
        if os.path.islink(target):
            raise OutsideRoots(f"Refusing to write through a symbolic link: {path}")
        return target
