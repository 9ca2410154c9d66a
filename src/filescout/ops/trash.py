"""The system trash, per the freedesktop.org Trash specification (and ~/.Trash on macOS).

filescout implements it itself, rather than through send2trash, because undo
needs to know exactly where each item went, and because a crash must be
recoverable: trashing is two steps, each journaled before it runs. ``claim()``
reserves a name by creating its ``.trashinfo`` file (O_EXCL, as the spec asks);
``put()`` renames the item into ``files/`` from its folder's descriptor.
Items on another device than the home trash go to ``$topdir/.Trash-$uid``
when it can be made; otherwise they are copied (to a temporary name, then
published) and only then removed.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from urllib.parse import quote, unquote_to_bytes

from . import fsops


def home_trash() -> Path:
    if sys.platform == "darwin":
        return Path.home() / ".Trash"
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "Trash"


def _mount_point(path: Path) -> Path:
    p = path.resolve()
    while not os.path.ismount(p) and p != p.parent:
        p = p.parent
    return p


def _trash_for(path: Path, dev: int) -> Path:
    home = home_trash()
    if sys.platform == "darwin":
        return home
    try:
        home.mkdir(parents=True, exist_ok=True, mode=0o700)
        if os.stat(home).st_dev == dev:
            return home
    except OSError:
        return home
    top = _mount_point(path.parent)
    candidate = top / f".Trash-{os.getuid()}"
    try:
        candidate.mkdir(mode=0o700, exist_ok=True)
        if os.lstat(candidate).st_uid == os.getuid() and not os.path.islink(candidate):
            return candidate
    except OSError:
        pass
    return home


def claim(original: str, dev: int) -> tuple[str, str | None]:
    """Reserve a place in the trash for ``original``: (path it will have there, its .trashinfo or None)."""
    src = Path(original)
    base = _trash_for(src, dev)
    if sys.platform == "darwin":
        files, info = base, None
    else:
        files, info = base / "files", base / "info"
        info.mkdir(parents=True, exist_ok=True, mode=0o700)
    files.mkdir(parents=True, exist_ok=True, mode=0o700)
    name = src.name
    stem, dot, ext = name.partition(".") if not name.startswith(".") else (name, "", "")
    n = 0
    while True:
        candidate = _fit(name if n == 0 else f"{stem} {n}{dot}{ext}", n)
        n += 1
        if os.path.lexists(files / candidate):
            continue
        if info is None:
            return str(files / candidate), None
        info_path = info / f"{candidate}.trashinfo"
        try:
            fd = os.open(info_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
        except FileExistsError:
            continue
        location = str(src) if base == home_trash() else os.path.relpath(src, base.parent)
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(f"[Trash Info]\nPath={quote(os.fsencode(location))}\n")
            f.write(f"DeletionDate={time.strftime('%Y-%m-%dT%H:%M:%S')}\n")
            f.flush()
            os.fsync(f.fileno())
        return str(files / candidate), str(info_path)


def _fit(candidate: str, n: int) -> str:
    """A trash name whose ``.trashinfo`` stays within the 255-byte name limit (long names are shortened; the
    original name is in the info file and in filescout's journal)."""
    limit = 255 - len(".trashinfo")
    raw = os.fsencode(candidate)
    if len(raw) <= limit:
        return candidate
    tail = f"~{n}".encode()
    cut = raw[: limit - len(tail)]
    while cut and (cut[-1] & 0xC0) == 0x80:
        cut = cut[:-1]
    if cut and cut[-1] >= 0xC0:
        cut = cut[:-1]
    return os.fsdecode(cut + tail)


def put(sfd: int, sname: str, trashed: str) -> None:
    """Move ``sfd/sname`` to the claimed place ``trashed`` (never over anything there)."""
    folder = os.open(os.path.dirname(trashed), os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        fsops.move_across(sfd, sname, folder, os.path.basename(trashed))
    finally:
        os.close(folder)


def unclaim(info: str | None) -> None:
    if info:
        Path(info).unlink(missing_ok=True)


def take_back(trashed: str, dfd: int, dname: str) -> None:
    """Move a trashed item to ``dfd/dname`` (never over anything there)."""
    folder = os.open(os.path.dirname(trashed), os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        fsops.move_across(folder, os.path.basename(trashed), dfd, dname)
    finally:
        os.close(folder)


def original_path(info: str) -> str | None:
    try:
        for line in Path(info).read_text(errors="surrogateescape").splitlines():
            if line.startswith("Path="):
                return os.fsdecode(unquote_to_bytes(line[5:]))
    except OSError:
        return None
    return None
