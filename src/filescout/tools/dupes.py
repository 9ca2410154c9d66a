"""find_duplicates: files with identical content, found by size, then partial, then full hash."""

from __future__ import annotations

import os
from collections import defaultdict

import xxhash

from ..index import query as q
from ..index.dialects import dialect_of
from ..index.hosts import HOST_SHIFT
from ..index.query import FileRow, Filters
from ..index.schema import DUPLINK, SPECIAL, SYMLINK
from ..units import human_size, parse_size
from . import answers
from .context import Context
from .registry import Result, tool

PARTIAL = 64 * 1024
CHUNK = 1 << 20


def _partial_hash(path: str, size: int) -> int:
    h = xxhash.xxh3_64()
    with open(path, "rb") as f:
        h.update(f.read(PARTIAL))
        if size > 2 * PARTIAL:
            f.seek(size - PARTIAL)
            h.update(f.read(PARTIAL))
    return h.intdigest() & ((1 << 63) - 1)


def _full_hash(path: str) -> bytes:
    h = xxhash.xxh3_128()
    with open(path, "rb") as f:
        while chunk := f.read(CHUNK):
            h.update(chunk)
    return h.digest()


def _unchanged(row: FileRow) -> bool:
    try:
        st = os.lstat(row.fs_path)
    except OSError:
        return False
    return (st.st_size, st.st_mtime_ns, st.st_ino) == (row.size, row.mtime_ns, row.inode)


def _chosen(conn, size: int, kinds: str, where: str, params: list) -> set[int]:
    """The ids of the files of this size the filters pick."""
    sql = f"SELECT f.id FROM files f WHERE f.size = ? AND {kinds} AND {where}"
    return {r[0] for r in conn.execute(sql, [size, *params])}


@tool(
    priority=1,
    category="cleanup",
    keywords=("duplicate", "duplicates", "dupes", "copies", "identical", "same", "twice", "wasted", "redundant"),
    examples=(
        ("find duplicate files", {}),
        ("duplicate photos over 1MB", {"type": "photos", "min_size": "1MB"}),
        ("which files are copies of each other in Downloads?", {"path": "Downloads"}),
    ),
    cli="dupes",
    cli_args=("path",),
    items="groups",
    answer=answers.find_duplicates,
)
def find_duplicates(ctx: Context, filters: Filters, min_size: str = "1", limit: int = 20) -> Result:
    """Groups of files with identical content, and the bytes the extra copies waste.

    Files are grouped by size, then by a hash of their first and last 64 KB, then by a hash of the whole
    content (xxh3-128). Hashes are kept in the index and reused while a file's size, mtime and inode are
    unchanged. Hard links to one inode are one file, not duplicates. The filters pick the files whose copies
    are wanted: "duplicates in Downloads" are the files in Downloads that have a copy anywhere indexed, and
    each group lists every copy.

    Args:
        min_size: Ignore files smaller than this ("1MB"); empty files are never duplicates.
        limit: How many groups to show (the most wasteful first).
    """
    conn = ctx.conn
    f = filters
    f.path = ctx.scope(f.path)
    f.within = ctx.within()
    f.resolve()
    everywhere = Filters(include_hidden=f.include_hidden, within=f.within)
    where, params = everywhere.sql(dialect=dialect_of(conn))
    sel_where, sel_params = f.sql(dialect=dialect_of(conn))
    floor = max(1, parse_size(min_size))
    kinds = f"f.flags & {SYMLINK | SPECIAL | DUPLINK} = 0"
    sizes = [
        r[0]
        for r in conn.execute(
            f"SELECT f.size FROM files f WHERE f.size >= ? AND {kinds} AND {where} AND f.size IN "
            f"(SELECT f.size FROM files f WHERE f.size >= ? AND {kinds} AND {sel_where}) "
            "GROUP BY f.size HAVING count(*) > 1",
            [floor, *params, floor, *sel_params],
        )
    ]
    narrowed = bool(f.path or f.exts is not None or f.name or not f.by_type_only() or f.within is not None)
    groups: list[dict] = []
    cache_p: list[tuple] = []
    cache_f: list[tuple] = []
    stats = {"errors": 0, "hashed_bytes": 0, "elsewhere": 0}

    def hashed(r: FileRow, cached, compute, nbytes: int, cache: list):
        """The cached hash, or a fresh one (recorded) if the file is unchanged since the scan; None if unusable."""
        if cached is not None:
            return cached
        if r.host is not None:  # another machine's file (shared index): only a hash it computed itself is known
            stats["elsewhere"] += 1
            return None
        if not _unchanged(r):
            return None
        try:
            value = compute(r)
        except OSError:
            stats["errors"] += 1
            return None
        stats["hashed_bytes"] += nbytes
        cache.append((value, r.id))
        return value

    for size in sizes:
        rows = []
        extra: dict[int, tuple] = {}
        for r in conn.execute(
            f"SELECT {q.FILE_COLUMNS}, f.phash, f.hash FROM files f JOIN dirs d ON d.id=f.dir_id "
            f"WHERE f.size = ? AND {kinds} AND {where}",
            [size, *params],
        ):
            fr = FileRow.from_row(r[:13])
            rows.append(fr)
            extra[fr.id] = (r[13], r[14])
        by_p: dict[int, list[FileRow]] = defaultdict(list)
        for r in rows:
            ph = hashed(r, extra[r.id][0], lambda r: _partial_hash(r.fs_path, r.size), min(size, 2 * PARTIAL), cache_p)
            if ph is not None:
                by_p[ph].append(r)
        for same_p in by_p.values():
            if len(same_p) < 2:
                continue
            by_h: dict[bytes, list[FileRow]] = defaultdict(list)
            for r in same_p:
                fh = hashed(r, extra[r.id][1], lambda r: _full_hash(r.fs_path), size, cache_f)
                if fh is not None:
                    by_h[fh].append(r)
            chosen = _chosen(conn, size, kinds, sel_where, sel_params) if narrowed else None
            for digest, same in by_h.items():
                if len(same) >= 2 and (chosen is None or any(r.id in chosen for r in same)):
                    same.sort(key=lambda r: (r.mtime_ns, r.path))
                    groups.append(
                        {
                            "size": size,
                            "size_human": human_size(size),
                            "hash": digest.hex(),
                            "count": len(same),
                            "wasted": size * (len(same) - 1),
                            # deleting the picked ones ("the copies in Downloads") keeps at least one copy
                            "freed": size * min(len(same) - 1, sum(r.id in chosen for r in same) if chosen else 0),
                            "files": [r.path for r in same],
                        }
                    )
    if cache_p or cache_f:  # kept in this machine's index (its own row ids; the shared index gets them next scan)
        local, mask = ctx.local_conn, (1 << HOST_SHIFT) - 1
        with ctx.index.transaction():
            local.executemany("UPDATE files SET phash=? WHERE id=?", [(v, i & mask) for v, i in cache_p])
            local.executemany("UPDATE files SET hash=? WHERE id=?", [(v, i & mask) for v, i in cache_f])
        if ctx.shared is not None:
            from ..index.pg.hub import share_hashes

            share_hashes(ctx.settings.index_url, cache_p, cache_f)
    groups.sort(key=lambda g: (-g["wasted"], g["files"][0]))
    wasted = sum(g["wasted"] for g in groups)
    freed = sum(g["freed"] for g in groups)
    shown = groups[: max(1, int(limit))]
    data = {
        "groups": shown,
        "group_count": len(groups),
        "wasted_bytes": wasted,
        "wasted_human": human_size(wasted),
        "duplicate_files": sum(g["count"] - 1 for g in groups),
        # what deleting the picked copies would free, keeping one of each ("the copies in Downloads")
        **({"freed_bytes": freed, "freed_human": human_size(freed)} if narrowed else {}),
        "unreadable": stats["errors"],
        "hashed_bytes": stats["hashed_bytes"],
        "not_compared_elsewhere": stats["elsewhere"],
    }
    if not groups:
        return Result(data, "No duplicate files found.")
    lines = [
        f"{len(groups)} group{'s' if len(groups) != 1 else ''} of duplicates; "
        f"the extra copies take {human_size(wasted)}:"
    ]
    for g in shown:
        lines.append(f"  {g['count']} × {g['size_human']} (wasting {human_size(g['wasted'])}):")
        lines += [f"    - {ctx.display(p, f.path)}" for p in g["files"]]
    if len(groups) > len(shown):
        lines.append(f"  … {len(groups) - len(shown)} more groups")
    return Result(data, "\n".join(lines))
