"""The system trash, per the freedesktop.org Trash specification (and ~/.Trash on macOS).

filescout implements it itself, rather than through send2trash, because undo
needs to know exactly where each item went: ``trash()`` returns the trashed
path and its ``.trashinfo`` file, and ``restore()`` puts the item back.
Items on another device than the home trash go to ``$topdir/.Trash-$uid``
when it can be made, else they are copied to the home trash.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path
from urllib.parse import quote, unquote

from ..errors import FilescoutError


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


def _trash_for(path: Path) -> Path:
    home = home_trash()
    if sys.platform == "darwin":
        return home
    try:
        home.mkdir(parents=True, exist_ok=True, mode=0o700)
        if os.stat(home).st_dev == os.lstat(path.parent).st_dev:
            return home
    except OSError:
        return home
    top = _mount_point(path.parent)
    candidate = top / f".Trash-{os.getuid()}"
    try:
        candidate.mkdir(mode=0o700, exist_ok=True)
        return candidate
    except OSError:
        return home


def trash(path: str | os.PathLike) -> tuple[str, str | None]:
    """Move ``path`` to the trash; returns (trashed path, .trashinfo path)."""
    src = Path(os.path.abspath(path))
    if not os.path.lexists(src):
        raise FilescoutError(f"I couldn't find a file at that path: {src}", code="not_found")
    base = _trash_for(src)
    files = base / "files"
    info = base / "info"
    if sys.platform != "darwin":
        files.mkdir(parents=True, exist_ok=True, mode=0o700)
        info.mkdir(parents=True, exist_ok=True, mode=0o700)
    else:
        files = base
        files.mkdir(parents=True, exist_ok=True)
    name = src.name
    stem, dot, ext = name.partition(".") if not name.startswith(".") else (name, "", "")
    n = 0
    while True:
        candidate = name if n == 0 else f"{stem} {n}{dot}{ext}"
        info_path = info / f"{candidate}.trashinfo" if sys.platform != "darwin" else None
        try:
            if info_path is not None:
                # claim the name atomically through the info file, as the spec asks
                fd = os.open(info_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                when = time.strftime("%Y-%m-%dT%H:%M:%S")
                location = str(src) if base == home_trash() else os.path.relpath(src, base.parent)
                with os.fdopen(fd, "w") as f:
                    f.write(f"[Trash Info]\nPath={quote(location)}\nDeletionDate={when}\n")
            elif os.path.lexists(files / candidate):
                raise FileExistsError
            break
        except FileExistsError:
            n += 1
    dest = files / candidate
    try:
        os.rename(src, dest)
    except OSError as exc:
        if exc.errno != 18:  # EXDEV: copy across devices
            if info_path is not None:
                info_path.unlink(missing_ok=True)
            raise
        _copy_any(src, dest)
        _remove_any(src)
    return str(dest), str(info_path) if info_path is not None else None


def restore(trashed: str, info: str | None, original: str) -> None:
    """Put a trashed item back where it was (never over something new there)."""
    if os.path.lexists(original):
        raise FilescoutError(
            f"Something new is at {original}, so I didn't restore the old one over it. "
            f"The old one is still in the trash at {trashed}.",
            code="conflict",
        )
    os.makedirs(os.path.dirname(original), exist_ok=True)
    try:
        os.rename(trashed, original)
    except OSError as exc:
        if exc.errno != 18:
            raise
        _copy_any(Path(trashed), Path(original))
        _remove_any(Path(trashed))
    if info:
        Path(info).unlink(missing_ok=True)


def original_path(info: str) -> str | None:
    try:
        for line in Path(info).read_text().splitlines():
            if line.startswith("Path="):
                return unquote(line[5:])
    except OSError:
        return None
    return None


def _copy_any(src: Path, dst: Path) -> None:
    if src.is_dir() and not src.is_symlink():
        shutil.copytree(src, dst, symlinks=True, copy_function=shutil.copy2)
    else:
        shutil.copy2(src, dst, follow_symlinks=False)


def _remove_any(p: Path) -> None:
    if p.is_dir() and not p.is_symlink():
        shutil.rmtree(p)
    else:
        p.unlink()
