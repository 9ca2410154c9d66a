"""What eats space, by kind, from the index: the finders behind cleanup_suggestions (tools/cleanup.py).

Each finder returns items ``{"path", "fs", "bytes", "files", "folder", ...}``: a file (its size in the index) or a
folder (its recursive total in the index, which is the sum of the sizes of the files inside it). A :class:`Claims`
makes every byte belong to one kind only: a file inside a folder already proposed, or proposed by an earlier
kind, is not proposed again, so the kinds' totals add up.

The finders read this machine's own index (``ctx.local_conn``), also when questions go to a shared index: what
they find becomes a plan of actions here, and another machine's files are never acted on from here (their copies
may still make a group of duplicates, found in the shared index, but only this machine's copies are proposed).

Never proposed: documents and photos that have no other copy (only extra copies of duplicates are), files in a
folder outside the caches and build folders listed here, keys and credentials (the ops layer leaves them out).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from pathlib import Path

from ..index import query as q
from ..index.categories import DOCUMENTS, IMAGES, VIDEOS
from ..index.paths import fs_path, subtree_range
from ..index.query import FileRow, Filters
from ..index.schema import DUPLINK, HIDDEN_OR_NOISE, NOISE, SPECIAL, SYMLINK
from ..ops.trash import home_trash
from ..units import parse_size
from .context import Context
from .dupes import find_duplicates

DAY_NS = 86_400 * 10**9
INSTALLER_EXTS = {"exe", "msi", "dmg", "pkg", "deb", "rpm", "appimage", "iso", "snap", "flatpak", "run"}
ARCHIVE_EXTS = {"zip", "7z", "rar", "tar", "tgz", "tbz2", "txz"}
TAR_EXTS = {"gz", "xz", "bz2", "zst", "lz4", "lzma"}  # x.tar.gz and the like
PARTIAL_EXTS = {"part", "crdownload", "download", "partial"}
# project marker file -> the folders in such a project that are its build output (rebuilt by the build)
MARKERS: dict[str, tuple[str, ...]] = {
    "package.json": ("node_modules", "dist", "build", ".next", ".parcel-cache"),
    "Cargo.toml": ("target",),
    "pyproject.toml": (".venv", "venv", "__pycache__", "build", "dist", ".tox", ".pytest_cache", ".mypy_cache"),
    "setup.py": (".venv", "venv", "__pycache__", "build", "dist", ".tox", ".pytest_cache", ".mypy_cache"),
    "requirements.txt": (".venv", "venv", "__pycache__"),
    "pom.xml": ("target",),
    "build.gradle": ("build", ".gradle"),
    "build.gradle.kts": ("build", ".gradle"),
    "go.mod": ("bin",),
}
BUILD_NAMES = frozenset(n for names in MARKERS.values() for n in names)
# build folders that may hold what a person made (a PDF built from sources, exported photos): left out if they do
PERSONAL_EXTS = {"pdf", "doc", "docx", "odt", "rtf", "xls", "xlsx", "ods", "ppt", "pptx", "odp", "pages", "numbers",
                 "key", "epub", "jpg", "jpeg", "heic", "heif", "raw", "cr2", "cr3", "nef", "arw", "dng", "orf", "rw2",
                 "tif", "tiff", "psd"}  # fmt: skip
# document-like places: a kept copy of a duplicate is the one in the most document-like place, then the oldest
# the copy of a duplicate that stays: in one of these first (not the Desktop: a copy there is the one to tidy)
PLACES_FIRST = ("Documents", "Pictures", "Photos", "Music", "Videos")
PLACES_LAST = ("Downloads", "tmp", "Temp", "Trash")
CACHE_LABELS = {
    "google-chrome": "Chrome's cache", "chromium": "Chromium's cache", "mozilla": "Firefox's cache",
    "BraveSoftware": "Brave's cache", "pip": "pip's download cache", "yarn": "Yarn's cache",
    "thumbnails": "picture thumbnails", "go-build": "Go's build cache", "pypoetry": "Poetry's cache",
    "uv": "uv's cache", "npm": "npm's cache",
}  # fmt: skip


def home_dir() -> Path:
    return Path(os.path.expanduser("~"))


class Claims:
    """Paths already proposed, so no byte is counted in two kinds."""

    def __init__(self) -> None:
        self.folders: list[str] = []
        self.files: set[str] = set()
        self.kept: set[str] = set()  # the copy of a duplicate that stays: never proposed by a later kind

    def taken(self, path: str) -> bool:
        return path in self.files or path in self.kept or any(_inside(path, f) for f in self.folders)

    def take(self, items: list[dict]) -> list[dict]:
        out = []
        for it in items:
            if self.taken(it["path"]):
                continue
            if it["folder"]:
                if any(_inside(f, it["path"]) for f in [*self.folders, *self.files]):
                    continue  # something inside it is in another kind already: keep the kinds apart
                self.folders.append(it["path"])
            else:
                self.files.add(it["path"])
            out.append(it)
        return out


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _in_scope(path: str, scope: str | None, within: list[str] | None) -> bool:
    if scope and not _inside(path, scope):
        return False
    return within is None or any(_inside(path, w) for w in within)


def _folder(ctx: Context, path: str) -> dict | None:
    """A folder as the index knows it: None if it isn't indexed or holds nothing."""
    row = ctx.local_conn.execute("SELECT path, raw, rec_files, rec_bytes FROM dirs WHERE path = ?", [path]).fetchone()
    if row is None or not row[2]:
        return None
    return {"path": row[0], "fs": fs_path(row[0], row[1]), "bytes": row[3], "files": row[2], "folder": True}


def _file_item(r: FileRow, **extra) -> dict:
    return {"path": r.path, "fs": r.fs_path, "bytes": r.size, "files": 1, "folder": False, **extra}


def _rows(ctx: Context, where: str, params: Iterable, scope: str | None = None) -> list[FileRow]:
    sql = f"SELECT {q.FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE {where}"
    params = list(params)
    if scope:
        lo, hi = subtree_range(scope)
        sql += " AND (d.path = ? OR (d.path >= ? AND d.path < ?))"
        params += [scope, lo, hi]
    return [FileRow.from_row(r) for r in ctx.local_conn.execute(sql + " ORDER BY d.path, f.name", params)]


# -- the kinds ---------------------------------------------------------------------------------------------------


def trash_items(ctx: Context, scope: str | None) -> list[dict]:
    """What is in the home trash: each trashed item and its .trashinfo (walked now: the trash changes as files
    are trashed, and the index may not have seen it since)."""
    from ..ops.treesize import tree_size

    trash = home_trash()
    items = []
    for sub in ("files", "info"):
        folder = trash / sub
        if not folder.is_dir() or not _in_scope(str(folder), scope, ctx.within()):
            continue
        try:
            ctx.policy.check(str(folder))
        except Exception:
            return []  # not inside the scanned folders: nothing here may act on it
        for name in sorted(os.listdir(folder)):
            p = str(folder / name)
            try:
                n, size = tree_size(p)[:2]
            except OSError:
                continue
            items.append({"path": p, "fs": p, "bytes": size, "files": n, "folder": os.path.isdir(p)
                          and not os.path.islink(p)})  # fmt: skip
    return items


def cache_items(ctx: Context, scope: str | None) -> list[dict]:
    """App, browser and package caches: every entry of ~/.cache, Firefox's cache2 folders, npm, Yarn, Cargo,
    Gradle and Maven caches, and apt's downloaded packages (when /var/cache/apt is in a scanned folder)."""
    home = home_dir()
    cache = Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache")
    places: list[tuple[str, str]] = []
    if cache.is_dir():
        for name in sorted(os.listdir(cache)):
            places.append((str(cache / name), CACHE_LABELS.get(name, f"{name} (in {cache.name})")))
    moz = home / ".mozilla" / "firefox"
    if moz.is_dir():
        for prof in sorted(os.listdir(moz)):
            places.append((str(moz / prof / "cache2"), "Firefox's cache"))
    for rel, label in ((".npm/_cacache", "npm's cache"), (".yarn/berry/cache", "Yarn's cache"),
                       (".cargo/registry/cache", "Cargo's downloaded crates"), (".gradle/caches", "Gradle's cache"),
                       (".m2/repository", "Maven's downloaded packages")):  # fmt: skip
        places.append((str(home / rel), label))
    items = []
    for p, label in places:
        real = os.path.realpath(p)
        if real != os.path.abspath(p) or not _in_scope(real, scope, ctx.within()):
            continue  # a link to somewhere else is never a cache to trash
        if ctx.policy.holds_private(Path(real)) or _inside(str(ctx.home), real):
            continue  # filescout's own state
        it = _folder(ctx, real)
        if it is None:
            rows = _rows(ctx, "d.path = ? AND f.name = ?", [os.path.dirname(real), os.path.basename(real)])
            it = _file_item(rows[0]) if rows else None
        if it is not None:
            items.append({**it, "label": label})
    apt = "/var/cache/apt/archives"
    for r in _rows(ctx, f"d.path = ? AND f.ext = 'deb' AND f.flags & {SYMLINK} = 0", [apt]):
        if _in_scope(r.path, scope, ctx.within()):
            items.append(_file_item(r, label="apt's downloaded packages"))
    return items


def build_items(ctx: Context, scope: str | None, stale_days: int) -> tuple[list[dict], list[dict]]:
    """Build output of projects untouched for ``stale_days``: (items, projects left alone because recent)."""
    marks = ",".join("?" * len(MARKERS))
    rows = ctx.local_conn.execute(
        f"SELECT DISTINCT d.path, f.name FROM files f JOIN dirs d ON d.id = f.dir_id WHERE f.name IN ({marks}) "
        f"AND d.flags & {HIDDEN_OR_NOISE} = 0",
        list(MARKERS),
    ).fetchall()
    projects: dict[str, set[str]] = {}
    for path, marker in rows:
        if set(path.split("/")) & BUILD_NAMES or not _in_scope(path, scope, ctx.within()):
            continue  # a package inside node_modules, a wheel in a build folder: not a project of the user's
        projects.setdefault(path, set()).update(MARKERS[marker])
    cutoff = time.time_ns() - stale_days * DAY_NS
    items: list[dict] = []
    recent: list[dict] = []
    for proj in sorted(projects):
        names = projects[proj]
        lo, hi = subtree_range(proj)
        found = [
            r
            for r in ctx.local_conn.execute(
                f"SELECT path, raw, rec_files, rec_bytes, name FROM dirs WHERE path >= ? AND path < ? AND name IN "
                f"({','.join('?' * len(names))}) AND rec_files > 0 ORDER BY path",
                [lo, hi, *sorted(names)],
            )
        ]
        outer: list[tuple] = []
        for r in found:
            # the nearest project above it is this one, and no other build folder holds it
            owner = max((p for p in projects if _inside(r[0], p)), key=len)
            if owner == proj and not any(_inside(r[0], o[0]) for o in outer):
                outer.append(r)
        if not outer:
            continue
        newest = _newest_source(ctx, proj, [o[0] for o in outer])
        if newest is None or newest >= cutoff:
            recent.append({"path": proj, "newest_ns": newest})
            continue
        for path, raw, nfiles, nbytes, name in outer:
            if name in ("build", "dist", "target", "bin") and _holds_personal(ctx, path):
                continue
            items.append({"path": path, "fs": fs_path(path, raw), "bytes": nbytes, "files": nfiles, "folder": True,
                          "project": proj, "last_changed_ns": newest})  # fmt: skip
    return items, recent


def _newest_source(ctx: Context, proj: str, build: list[str]) -> int | None:
    """The newest mtime of the project's own files: not in its build folders, .git or other noise folders."""
    lo, hi = subtree_range(proj)
    sql = (
        "SELECT max(f.mtime_ns) FROM files f JOIN dirs d ON d.id = f.dir_id WHERE (d.path = ? OR (d.path >= ? AND "
        f"d.path < ?)) AND d.flags & {NOISE} = 0"
    )
    params: list = [proj, lo, hi]
    for b in build:
        blo, bhi = subtree_range(b)
        sql += " AND d.path != ? AND NOT (d.path >= ? AND d.path < ?)"
        params += [b, blo, bhi]
    return ctx.local_conn.execute(sql, params).fetchone()[0]


def _holds_personal(ctx: Context, path: str) -> bool:
    lo, hi = subtree_range(path)
    exts = sorted(PERSONAL_EXTS)
    return bool(
        ctx.local_conn.execute(
            f"SELECT 1 FROM files f JOIN dirs d ON d.id = f.dir_id WHERE (d.path = ? OR (d.path >= ? AND d.path < ?))"
            f" AND f.ext IN ({','.join('?' * len(exts))}) LIMIT 1",
            [path, lo, hi, *exts],
        ).fetchone()
    )


def _plain(extra: str = "") -> str:
    return f"f.flags & {HIDDEN_OR_NOISE | SYMLINK | SPECIAL | DUPLINK} = 0 AND f.category NOT IN ({DOCUMENTS}, " \
           f"{IMAGES})" + extra  # fmt: skip


def download_items(ctx: Context, scope: str | None, older_than_days: int) -> tuple[list[dict], list[dict]]:
    """Installers and disk images, and archives, older than ``older_than_days`` in Downloads (or in the scope)."""
    cutoff = time.time_ns() - older_than_days * DAY_NS
    if scope:
        places = [scope]
    else:
        sql = f"SELECT path FROM dirs WHERE name = 'Downloads' AND flags & {HIDDEN_OR_NOISE} = 0 ORDER BY path"
        places = [r[0] for r in ctx.local_conn.execute(sql)]
    installers: list[dict] = []
    archives: list[dict] = []
    for place in places:
        if not _in_scope(place, None, ctx.within()) or any(_inside(place, p) and place != p for p in places):
            continue
        for r in _rows(ctx, _plain(" AND f.mtime_ns < ?"), [cutoff], place):
            if r.ext in INSTALLER_EXTS:
                installers.append(_file_item(r))
            elif r.ext in ARCHIVE_EXTS or (r.ext in TAR_EXTS and ".tar." in r.name.lower()):
                archives.append(_file_item(r))
    return installers, archives


def partial_items(ctx: Context, scope: str | None) -> list[dict]:
    exts = sorted(PARTIAL_EXTS)
    rows = _rows(ctx, _plain(f" AND f.ext IN ({','.join('?' * len(exts))})"), exts, scope)
    return [_file_item(r) for r in rows if _in_scope(r.path, None, ctx.within())]


def empty_items(ctx: Context, scope: str) -> list[dict]:
    """Empty files in a folder the user asked to tidy (none inside code projects: an empty __init__.py matters).
    An empty document holds nothing to lose, so documents are not left out here as in the other kinds."""
    plain = f"f.flags & {HIDDEN_OR_NOISE | SYMLINK | SPECIAL | DUPLINK} = 0"
    rows = _rows(ctx, plain + " AND f.size = 0 AND f.category != 6", [], scope)
    return [_file_item(r) for r in rows if _in_scope(r.path, None, ctx.within())]


def video_items(ctx: Context, scope: str | None, min_size: str, older_than_days: int) -> list[dict]:
    cutoff = time.time_ns() - older_than_days * DAY_NS
    rows = _rows(ctx, _plain(f" AND f.category = {VIDEOS} AND f.size >= ? AND f.mtime_ns < ?"),
                 [max(1, parse_size(min_size)), cutoff], scope)  # fmt: skip
    return [_file_item(r) for r in rows if _in_scope(r.path, None, ctx.within())]


def _place_rank(path: str) -> int:
    parts = set(path.split("/"))
    if parts & set(PLACES_FIRST):
        return 0
    return 2 if parts & set(PLACES_LAST) or os.path.basename(path).lower().startswith("copy of") else 1


def duplicate_items(ctx: Context, scope: str | None, claims: Claims) -> tuple[list[dict], list[dict]]:
    """Extra copies of duplicates: (items, groups). In each group one copy stays — the one in the most
    document-like place (Documents, Pictures, Music, Videos before other folders, Downloads last), then
    the oldest — and it is never proposed by a later kind."""
    dup = find_duplicates(ctx, Filters(path=scope), limit=1_000_000)
    items, groups = [], []
    for g in dup.data["groups"]:
        left = [p for p in g["files"] if not claims.taken(p)]
        if len(left) < 2:
            continue
        rows = {r.path: r for p in left for r in _rows(ctx, "d.path = ? AND f.name = ?", list(os.path.split(p)))}
        left = [p for p in left if p in rows]
        if len(left) < 2:
            continue
        keep = min(left, key=lambda p: (_place_rank(p), rows[p].mtime_ns, p))
        why = ("in " + next(x for x in PLACES_FIRST if x in keep.split("/")) + ", the most document-like place") \
            if _place_rank(keep) == 0 else "the oldest copy"  # fmt: skip
        extra = [p for p in left if p != keep and _in_scope(p, scope, ctx.within())]
        if not extra:
            continue
        claims.kept.add(keep)
        groups.append({"kept": keep, "why_kept": why, "copies": extra, "size": g["size"]})
        items += [_file_item(rows[p], kept=keep) for p in extra]
    return items, groups
