"""What a walk sends: one message per folder, and the tasks it walks.

Messages are named tuples (still plain tuples underneath: cheap to build, and pickled
between the walker processes like tuples), one class per kind:

* :class:`Listing`: a folder the walker has no index rows for (new to the index, a mount
  point, or a walk without the index at hand), with all its files.
* :class:`Diff`: a known folder whose files changed: only the differences, computed by
  the walker against the index through a read-only connection.
* :class:`Unchanged`: the folder's files have the signature the index already holds, so
  nothing about them needs reading or writing.
* :class:`Unreadable`: the folder could not be read.

A file's *entry* stays a plain tuple (one is made per file, and the compiled reader packs
them into bytes): ``(name, ext, category, size, mtime_ns, ctime_ns, inode, nlink, flags, raw)``
where ``nlink`` is None for a single link and ``raw`` holds the name's bytes when it is not
valid UTF-8 (``name`` is then a backslash-escaped display form).
"""

from __future__ import annotations

from typing import NamedTuple


class Task(NamedTuple):
    """A folder to walk, with the flags it inherits (hidden, noise, mount point)."""

    path: str
    flags: int
    inode: int
    dev: int


class Listing(NamedTuple):
    """A folder with no index rows to diff against: all its files and their signature."""

    path: str
    inode: int
    dev: int
    flags: int
    sig: int
    entries: list | bytes  # a list of entries, or the same packed into bytes by the compiled reader
    skipped: int  # BLOCK and SKIP files, counted and not recorded
    summary: list  # (ext, hidden, files, bytes) per extension
    nfiles: int  # how many entries
    multilink: bool  # whether any entry has more than one hard link


class Diff(NamedTuple):
    """A known folder whose files changed: entries to insert, ``(entry, old_id, old_size, old_flags)`` to
    update, ``(old_id, ext, size, flags)`` to delete (see ``walker.diff_entries``)."""

    path: str
    inode: int
    dev: int
    flags: int
    sig: int
    inserts: list
    updates: list
    deletes: list
    skipped: int


class Unchanged(NamedTuple):
    """A folder whose files have the signature the index holds."""

    path: str


class Unreadable(NamedTuple):
    """A folder that could not be read (``flags`` include UNREADABLE), and why."""

    path: str
    inode: int
    dev: int
    flags: int
    message: str


class WalkerFailed(NamedTuple):
    """Sent instead of a batch by a walker process that failed."""

    error: str


Message = Listing | Diff | Unchanged | Unreadable


def message_files(msg: Message) -> int:
    """How many file entries a message carries."""
    kind = type(msg)
    if kind is Listing:
        return msg.nfiles
    if kind is Diff:
        return len(msg.inserts) + len(msg.updates) + len(msg.deletes)
    return 0
