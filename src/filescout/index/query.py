"""Read-only questions answered from the index.

Everything here takes a SQLite connection and returns plain rows or dicts;
the tools layer turns them into results. Folder questions use the maintained
folder totals and never scan file rows. Searching by name (and globs) is in
name_search.py.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime

from ..errors import InvalidInput
from ..units import human_size, parse_size, parse_when, to_ns
from .categories import CATEGORY_NAMES, resolve_type
from .dialects import SQLITE, dialect_of
from .fold import fold, fts_query, name_parts, name_sql
from .hosts import HOST_SHIFT, host_of, hosts_known, id_range, unknown_host
from .paths import fs_path, subtree_range
from .schema import DUPLINK, HIDDEN_OR_NOISE, SECRET
from .walker import display_name

FILE_COLUMNS = (
    "f.id, f.name, f.ext, f.category, f.size, f.mtime_ns, f.ctime_ns, f.inode, f.flags, f.raw, d.path, d.raw, f.dir_id"
)


@dataclass
class FileRow:
    id: int
    name: str
    ext: str
    category: int
    size: int
    mtime_ns: int
    ctime_ns: int
    inode: int
    flags: int
    path: str  # display path
    fs_path: str  # what the OS understands (on its host)
    dir_id: int
    host: str | None = None  # another machine's file (shared index): its name; None for this machine's

    @classmethod
    def from_row(cls, r: tuple) -> FileRow:
        fid, name, ext, cat, size, mt, ct, ino, flags, raw, dpath, draw, dir_id = r[:13]
        path = dpath + name if dpath.endswith("/") else f"{dpath}/{name}"
        if raw is None and draw is None:
            real = path
        else:
            d = fs_path(dpath, draw)
            n = os.fsdecode(raw) if raw is not None else name
            real = os.path.join(d, n)
        host = host_of(fid) if fid >> HOST_SHIFT else None
        if host is not None:  # another machine's file: shown and kept as "nas:/…", never a path of this machine
            if not path.startswith(host + ":/"):  # (its folder's row belongs to another machine than it does)
                path = f"{host}:{path if path.startswith('/') else '/' + path}"
            real = path
        return cls(fid, name, ext, cat, size, mt, ct, ino, flags, path, real, dir_id, host)

    @property
    def category_name(self) -> str:
        return CATEGORY_NAMES[self.category] if 0 <= self.category < len(CATEGORY_NAMES) else "other"


@dataclass
class Filters:
    """The filters every listing tool accepts.

    Args:
        path: Only files inside this folder (and its subfolders).
        type: A file type or group: an extension ("pdf"), a category ("documents",
            "images", "videos", "audio", "archives", "code") or a word like "photos",
            "spreadsheets", "presentations", "installers". Several can be joined with commas.
        modified_after: Only files modified after this date or duration ago ("2025-01-31", "2weeks", "yesterday").
        modified_before: Only files modified before this date or duration ago.
        size_gt: Only files larger than this size ("100M", "1.5GB", "10KiB" or bytes).
        size_lt: Only files smaller than this size.
        include_hidden: Also include hidden files and noise folders (.git, node_modules, caches).
        name: Only files whose name holds these words at a word start (case, accents and plurals ignored:
            "screenshot" finds "Screenshot 2026-11-02.png", "resume" finds "résumé.docx"); words in double
            quotes side by side ('"room 3"' finds "Room 3 - Sea View.jpg", not "Room 1 - Garden View 3.jpg").
        host: Only files on this machine of a shared index (by its name, as answers show it: "nas").
        folder: Only files inside a folder of this name, wherever it is ("Invoices": every client's Invoices
            folder; "Revit/Backup": the Backup folder in every Revit folder; case ignored; hidden folders only
            with include_hidden).
        called: Only files named with this word or inside a folder of this name ("screenshots": the
            Screenshot 2026-11-02.png files on the Desktop and everything in any Screenshots folder).
    """

    path: str | None = None
    type: str | None = None
    modified_after: str | None = None
    modified_before: str | None = None
    size_gt: str | None = None
    size_lt: str | None = None
    include_hidden: bool = False
    name: str | None = None
    host: str | None = None
    folder: str | None = None
    called: str | None = None
    # resolved forms (set by resolve())
    exts: set[str] | None = field(default=None, repr=False)
    # folders a restricted caller may see: with no path, the question covers these only (None: all)
    within: list[str] | None = field(default=None, repr=False)

    def resolve(self) -> Filters:
        if self.host and id_range(self.host) is None and hosts_known():
            raise unknown_host(self.host)
        if self.type:
            exts: set[str] = set()
            parts = [p.strip() for p in str(self.type).split(",") if p.strip()]
            words = [w for p in parts for w in ([p] if resolve_type(p) is not None else p.split())]
            for word in words:  # "disk image" is one type; "pdf docx" two
                found = resolve_type(word)
                if found is None:
                    raise InvalidInput(f"I don't know the file type {word!r}. Try pdf, photos, videos or documents.")
                exts |= found
            self.exts = exts
        return self

    def describe(self) -> str:
        parts = []
        if self.name:
            parts.append(f"named like {self.name.replace(chr(34), '')!r}")  # (a phrase's quotes left out)
        if self.host:
            parts.append(f"on {self.host}")
        if self.folder:
            parts.append(f"in folders named {self.folder!r}")
        if self.called:
            parts.append(f"named like {self.called.lower()!r} or in a {self.called} folder")
        if self.type:
            parts.append(str(self.type))
        if self.size_gt not in (None, ""):
            parts.append(f"over {human_size(parse_size(self.size_gt))}")
        if self.size_lt not in (None, ""):
            parts.append(f"under {human_size(parse_size(self.size_lt))}")
        for value, dated, relative in (
            (self.modified_after, "modified after {}", "modified in the last {}"),
            (self.modified_before, "modified before {}", "modified more than {} ago"),
        ):
            if value:
                is_date = value[:1].isdigit() and "-" in value
                parts.append((dated if is_date or value in ("today", "yesterday") else relative).format(value))
        return ", ".join(parts)

    def sql(
        self,
        *,
        now: datetime | None = None,
        alias: str = "f",
        conn: sqlite3.Connection | None = None,
        dialect: str | None = None,
    ) -> tuple[str, list]:
        """A WHERE clause (without WHERE) over files ``alias`` and its parameters, in the SQL of ``dialect``
        (default: that of ``conn``, else SQLite's).

        With ``conn``, when both a size and a date range are given, the more selective index is chosen by a
        bounded count (SQLite's planner rates all ranges alike without STAT4); the other column is compared
        with a unary ``+`` so that its index is not used.
        """
        a = alias
        dialect = dialect or dialect_of(conn)
        plus_size = plus_time = ""
        if (
            conn is not None
            and dialect == SQLITE
            and (self.size_gt or self.size_lt)
            and (self.modified_after or self.modified_before)
        ):
            if _range_count(conn, "size", self.size_gt, self.size_lt, parse_size) <= _range_count(
                conn, "mtime_ns", self.modified_after, self.modified_before, lambda v: to_ns(parse_when(v, now=now))
            ):
                plus_time = "+"
            else:
                plus_size = "+"
        where: list[str] = []
        params: list = []
        if self.path:
            where.append(f"{a}.dir_id IN (SELECT id FROM dirs WHERE path = ? OR (path >= ? AND path < ?))")
            key = display_name(self.path)[0]
            params += [key, *subtree_range(key)]
        elif self.within is not None:
            ranges = []
            for folder in self.within:
                key = display_name(folder)[0]
                ranges.append("path = ? OR (path >= ? AND path < ?)")
                params += [key, *subtree_range(key)]
            where.append(f"{a}.dir_id IN (SELECT id FROM dirs WHERE {' OR '.join(ranges) or '0'})")
        if self.folder:  # each folder of that name with everything below it ("Revit/Backup": each Revit's Backup)
            *up, name = str(self.folder).strip().strip("/").rsplit("/", 1)
            where.append(self._in_folders_named(a, parent=bool(up)))
            params += [name, *(up[0].rsplit("/", 1)[-1:] if up else [])]
        if self.called:  # named so, or in a folder so named (each one with everything below it)
            clause, more = name_sql(name_parts(str(self.called)), a, dialect=dialect)
            where.append(f"(({clause}) OR {self._in_folders_named(a)})")
            params += [*more, str(self.called).strip()]
        if self.exts is None and self.type:
            self.resolve()
        if self.host:
            bounds = id_range(self.host)
            if bounds is None:
                raise unknown_host(self.host)
            where.append(f"{a}.id >= ? AND {a}.id < ?")
            params += list(bounds)
        if self.exts is not None:
            exts = sorted(self.exts)
            where.append(f"{a}.ext IN ({','.join('?' * len(exts))})" if exts else "1 = 0")
            params += exts
        if self.name:
            clause, more = name_sql(name_parts(str(self.name)), a, dialect=dialect)
            where.append(clause)
            params += more
        if self.size_gt not in (None, ""):
            where.append(f"{plus_size}{a}.size > ?")
            params.append(parse_size(self.size_gt))
        if self.size_lt not in (None, ""):
            where.append(f"{plus_size}{a}.size < ?")
            params.append(parse_size(self.size_lt))
        if self.modified_after:
            where.append(f"{plus_time}{a}.mtime_ns > ?")
            params.append(to_ns(parse_when(self.modified_after, now=now)))
        if self.modified_before:
            where.append(f"{plus_time}{a}.mtime_ns < ?")
            params.append(to_ns(parse_when(self.modified_before, now=now)))
        # a file whose content is a private key (SECRET) is shown nowhere, hidden files included
        where.append(f"{a}.flags & {SECRET if self.include_hidden else HIDDEN_OR_NOISE | SECRET} = 0")
        return " AND ".join(where), params

    def _in_folders_named(self, a: str, parent: bool = False) -> str:
        """SQL: the file is in a folder of the name given as the next parameter, or below it (a parent's name as the
        one after, when ``parent``); hidden folders only with include_hidden."""
        hidden = "" if self.include_hidden else f" AND n.flags & {HIDDEN_OR_NOISE} = 0"
        up = " AND n.parent_id IN (SELECT id FROM dirs WHERE lower(name) = lower(?))" if parent else ""
        return (
            f"{a}.dir_id IN (SELECT s.id FROM dirs n JOIN dirs s ON s.path = n.path OR "
            f"(s.path >= n.path || '/' AND s.path < n.path || '0') WHERE lower(n.name) = lower(?){hidden}{up})"
        )

    def by_type_only(self) -> bool:
        """No size, date or name filter: counts can come from maintained totals."""
        return not (
            self.size_gt
            or self.size_lt
            or self.modified_after
            or self.modified_before
            or self.name
            or self.host
            or self.folder
            or self.called
        )


PROBE_CAP = 50_000


def _range_count(conn: sqlite3.Connection, col: str, lo: str | None, hi: str | None, conv) -> int:
    """How many rows a range on an indexed column holds, counting at most PROBE_CAP (an index-only scan)."""
    where, params = [], []
    if lo not in (None, ""):
        where.append(f"{col} > ?")
        params.append(conv(lo))
    if hi not in (None, ""):
        where.append(f"{col} < ?")
        params.append(conv(hi))
    return conn.execute(
        f"SELECT count(*) FROM (SELECT 1 FROM files WHERE {' AND '.join(where)} LIMIT {PROBE_CAP}) t", params
    ).fetchone()[0]


SORTS = {
    "size": "f.size {o}, f.id",
    "date": "f.mtime_ns {o}, f.id",
    "name": "f.name COLLATE NOCASE {o}, f.id",
}


def list_files(
    conn: sqlite3.Connection,
    filters: Filters,
    *,
    sort_by: str = "date",
    order: str = "desc",
    limit: int = 10,
    offset: int = 0,
) -> list[FileRow]:
    if sort_by not in SORTS:
        raise InvalidInput(f"sort_by must be one of {', '.join(SORTS)}")
    o = "ASC" if order == "asc" else "DESC"
    where, params = filters.sql(conn=conn)
    sort = SORTS[sort_by].format(o=o)
    join = "files f JOIN dirs d ON d.id = f.dir_id"
    few = _few_match(conn, filters, sort_by) if sort_by in ("date", "size") else None
    if few:
        # a rare type or a narrow size/date range: walking the sort column's index would visit most of the table
        # looking for them (1.3 s on 1M files). A narrow range is found through its own index; a rare type by
        # reading each folder's files (~8x faster; CROSS JOIN keeps SQLite's planner off the sort index)
        sort = "+" + sort
        if few == "type":
            join = "dirs d CROSS JOIN files f ON d.id = f.dir_id"
    elif sort_by in ("date", "size") and dialect_of(conn) == SQLITE and _wide_path(conn, filters):
        # a folder holding much of the index (a home): walking the sort column's index finds its first files at
        # once (3 ms on 1M files), where reading the folder's files to sort them all takes 250 ms
        index = "files_size" if sort_by == "size" else "files_mtime"
        join = f"files f INDEXED BY {index} JOIN dirs d ON d.id = f.dir_id"
    sql = f"SELECT {FILE_COLUMNS} FROM {join} WHERE {where} ORDER BY {sort} LIMIT ? OFFSET ?"
    return [FileRow.from_row(r) for r in conn.execute(sql, [*params, limit, offset])]


def _wide_path(conn: sqlite3.Connection, filters: Filters) -> bool:
    """The path filter keeps a third of the files or more (of a large index), and nothing else narrows them."""
    if not filters.path or filters.name or filters.folder or filters.called or filters.exts is not None:
        return False
    total = conn.execute("SELECT coalesce(sum(rec_files), 0) FROM dirs WHERE parent_id IS NULL").fetchone()[0]
    row = conn.execute("SELECT rec_files FROM dirs WHERE path = ?", (filters.path.rstrip("/") or "/",)).fetchone()
    return total >= 50_000 and row is not None and row[0] * 3 >= total


def _few_match(conn: sqlite3.Connection, filters: Filters, sort_by: str) -> str | None:
    """Which filter other than the sort column keeps under 2% of the files: "range" (a size or date range: its
    own index finds them), "type" (a rare type or a name: read folder by folder), or None."""
    total = conn.execute("SELECT coalesce(sum(rec_files), 0) FROM dirs WHERE parent_id IS NULL").fetchone()[0]
    if total < 50_000:
        return None
    few = min(PROBE_CAP, total * 0.02)
    sizes = sort_by == "date" and (filters.size_gt or filters.size_lt)
    if sizes and _range_count(conn, "size", filters.size_gt, filters.size_lt, parse_size) < few:
        return "range"
    dates = sort_by == "size" and (filters.modified_after or filters.modified_before)
    conv = lambda v: to_ns(parse_when(v))  # noqa: E731
    if dates and _range_count(conn, "mtime_ns", filters.modified_after, filters.modified_before, conv) < few:
        return "range"
    if filters.name:
        # a word of three letters or more is looked up in the name index, and that list drives the query (read
        # folder by folder, each folder would walk the whole list again: 150 s on 1M files); shorter words are
        # a LIKE on every name, cheaper folder by folder than along the sort index
        if any(fts_query(w) for w in fold(str(filters.name)).split()):
            return None
        return "type"
    if filters.exts is not None:
        rows = ext_totals(conn, None, include_hidden=True) or []
        if sum(r[1] for r in rows if r[0] in filters.exts) < few:
            return "type"
    return None


def count_files(conn: sqlite3.Connection, filters: Filters) -> tuple[int, int]:
    """(files, bytes); hard links to an inode already counted are not counted again.

    Without size or date filters the answer comes from maintained totals (per-root or per-folder,
    by extension and visibility), never from file rows.
    """
    if filters.by_type_only() and filters.within is None:
        if filters.exts is None and filters.type:
            filters.resolve()
        rows = ext_totals(conn, filters.path, include_hidden=filters.include_hidden)
        if rows is not None:
            picked = [r for r in rows if filters.exts is None or r[0] in filters.exts]
            return sum(r[1] for r in picked), sum(r[2] for r in picked)
    where, params = filters.sql(conn=conn)
    row = conn.execute(
        f"SELECT count(*), coalesce(sum(f.size), 0) FROM files f WHERE {where} AND f.flags & {DUPLINK} = 0", params
    ).fetchone()
    return row[0], row[1]


def dir_row(conn: sqlite3.Connection, path: str) -> dict | None:
    r = conn.execute(
        "SELECT id, path, depth, own_files, own_bytes, rec_files, rec_bytes, rec_dirs, flags FROM dirs WHERE path=?",
        (display_name(path)[0],),
    ).fetchone()
    if r is None:
        return None
    keys = ("id", "path", "depth", "own_files", "own_bytes", "rec_files", "rec_bytes", "rec_dirs", "flags")
    return dict(zip(keys, r, strict=True))


def top_dirs(conn: sqlite3.Connection) -> list[dict]:
    """The folders with no parent in the index (the roots)."""
    keys = ("id", "path", "depth", "own_files", "own_bytes", "rec_files", "rec_bytes", "rec_dirs", "flags")
    rows = conn.execute(
        "SELECT id, path, depth, own_files, own_bytes, rec_files, rec_bytes, rec_dirs, flags FROM dirs "
        "WHERE parent_id IS NULL ORDER BY path"
    ).fetchall()
    return [dict(zip(keys, r, strict=True)) for r in rows]


def folder_rows(
    conn: sqlite3.Connection, scope: dict, *, mode: str, depth: int, sort_by: str, limit: int, include_hidden: bool
) -> list[dict]:
    """Folders below ``scope``: recursive totals at ``depth`` levels down, or own files at any depth."""
    lo, hi = subtree_range(scope["path"])
    hide = "" if include_hidden else f" AND flags & {HIDDEN_OR_NOISE} = 0"
    if mode == "recursive":
        files_col, bytes_col = "rec_files", "rec_bytes"
        where = f"path >= ? AND path < ? AND depth = ?{hide}"
        params: list = [lo, hi, scope["depth"] + depth]
    else:
        files_col, bytes_col = "own_files", "own_bytes"
        where = f"path >= ? AND path < ? AND own_files > 0{hide}"
        params = [lo, hi]
    order = f"{bytes_col} DESC, {files_col} DESC" if sort_by == "size" else f"{files_col} DESC, {bytes_col} DESC"
    sql = f"SELECT path, {files_col}, {bytes_col}, rec_dirs FROM dirs WHERE {where} ORDER BY {order}, path LIMIT ?"
    return [{"path": r[0], "files": r[1], "bytes": r[2], "folders": r[3]} for r in conn.execute(sql, [*params, limit])]


def ext_totals(
    conn: sqlite3.Connection, scope_path: str | None, *, include_hidden: bool = True
) -> list[tuple[str, int, int]] | None:
    """(ext, files, bytes) over a folder's whole subtree or the whole index, from maintained totals.

    None when the folder isn't indexed.
    """
    hide = "" if include_hidden else " AND e.hidden = 0"
    if scope_path:
        key = display_name(scope_path)[0]
        row = conn.execute("SELECT id, parent_id FROM dirs WHERE path=?", (key,)).fetchone()
        if row is None:
            return None
        if row[1] is None:  # a root: its totals are kept
            sql = f"SELECT e.ext, sum(e.files), sum(e.bytes) FROM root_ext e WHERE e.root_id = ?{hide} GROUP BY e.ext"
            params: list = [row[0]]
        else:
            lo, hi = subtree_range(key)
            sql = (
                "SELECT e.ext, sum(e.files), sum(e.bytes) FROM dir_ext e JOIN dirs d ON d.id = e.dir_id "
                f"WHERE (d.path = ? OR (d.path >= ? AND d.path < ?)){hide} GROUP BY e.ext"
            )
            params = [key, lo, hi]
    else:
        sql = f"SELECT e.ext, sum(e.files), sum(e.bytes) FROM root_ext e WHERE 1{hide} GROUP BY e.ext"
        params = []
    return [(r[0], r[1], r[2]) for r in conn.execute(sql, params)]
