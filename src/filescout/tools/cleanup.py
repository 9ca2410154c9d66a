"""cleanup_suggestions: what could go, by kind, for the user to pick from. It never plans or changes anything.

"Clean up my Downloads" never means "delete Downloads" (issue 11): it is a proposal in kinds a person
recognises (extra copies, installers, unfinished downloads, archives, large files untouched for months, empty
files), each with its files and size, and the words to say to act on one kind.
"""

from __future__ import annotations

from ..index import query as q
from ..index.query import Filters
from ..units import human_size
from .context import Context
from .dupes import find_duplicates
from .registry import Result, tool

KINDS = (
    ("installers", "installers you have probably run already", {"type": "installer"}),
    ("partial", "unfinished or temporary downloads", {"type": "part,crdownload,download,tmp,temp,partial"}),
    ("archives", "archives (zip and the like)", {"type": "archive", "modified_before": "30d"}),
    ("large_old", "large files not changed in 6 months", {"size_gt": "100MB", "modified_before": "180d"}),
    ("empty", "empty files", {"size_lt": "1"}),
)
SAY = {
    "installers": "trash the installers in {place}",
    "partial": "trash the unfinished downloads in {place}",
    "archives": "trash the archives in {place} older than 30 days",
    "large_old": "trash files in {place} over 100 MB not touched in 6 months",
    "empty": "trash the empty files in {place}",
    "duplicates": "show the duplicates in {place}",
    "caches": "trash the node_modules folder in {place}",
}


CACHE_NAMES = ("node_modules", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".cache", ".gradle",
               ".tox", ".next", ".parcel-cache", "target", "build", "dist")  # fmt: skip


def _cache_folders(ctx: Context, scope: str | None) -> list[tuple[str, int]]:
    """The outermost cache and build folders below the scope, largest first: (path, bytes)."""
    marks = ",".join("?" * len(CACHE_NAMES))
    sql = f"SELECT path, rec_bytes FROM dirs WHERE name IN ({marks}) AND rec_files > 0"
    params: list = list(CACHE_NAMES)
    if scope:
        from ..index.paths import subtree_range
        from ..index.walker import display_name

        key = display_name(scope)[0]
        lo, hi = subtree_range(key)
        sql += " AND path >= ? AND path < ?"
        params += [lo, hi]
    rows = sorted(ctx.conn.execute(sql + " ORDER BY path", params).fetchall())
    outer: list[tuple[str, int]] = []
    for p, b in rows:
        if not any(p.startswith(o.rstrip("/") + "/") for o, _ in outer):
            outer.append((p, b))
    if ctx.within() is not None:
        outer = [(p, b) for p, b in outer if any(p.startswith(w.rstrip("/") + "/") for w in ctx.within())]
    return sorted(outer, key=lambda x: -x[1])


@tool(
    priority=2,
    category="cleanup",
    keywords=("clean", "cleanup", "clean up", "tidy", "declutter", "free up", "free space", "reclaim", "junk"),
    examples=(
        ("clean up my Downloads", {"path": "Downloads"}),
        ("what can I delete to free up space?", {}),
    ),
    cli="cleanup",
    cli_args=("path",),
)
def cleanup_suggestions(ctx: Context, path: str | None = None, per_kind: int = 10) -> Result:
    """Suggest what could be cleaned up in a folder (or everywhere): extra copies of duplicates, installers,
    unfinished downloads, old archives, large files untouched for 6 months, empty files. Changes nothing.

    Args:
        path: The folder to look at (all indexed folders if omitted).
        per_kind: How many files to list per kind.
    """
    scope = ctx.scope(path)
    kinds: list[dict] = []
    for key, label, extra in KINDS:
        f = Filters(path=scope, within=ctx.within(), **extra).resolve()
        n, size = q.count_files(ctx.conn, f)
        if not n:
            continue
        rows = q.list_files(ctx.conn, f, sort_by="size", order="desc", limit=per_kind)
        kinds.append(
            {
                "kind": key,
                "label": label,
                "count": n,
                "bytes": size,
                "size_human": human_size(size),
                "files": [r.path for r in rows],
            }
        )
    dup = find_duplicates(ctx, Filters(path=scope), limit=per_kind)
    inside = (scope.rstrip("/") + "/") if scope else ""
    # the copies in this folder (the newest of each group when all are here: the oldest one stays)
    extra_copies = [p for g in dup.data["groups"] for p in g["files"][1:] if p.startswith(inside)]
    if dup.data["group_count"]:
        kinds.insert(
            0,
            {"kind": "duplicates", "label": "copies of files you have elsewhere", "count": dup.data["duplicate_files"],
             "bytes": dup.data["wasted_bytes"], "size_human": dup.data["wasted_human"], "files": extra_copies},
        )  # fmt: skip
    caches = _cache_folders(ctx, scope)
    if caches:
        kinds.append(
            {"kind": "caches", "label": "caches and build folders (rebuilt when needed)", "count": len(caches),
             "bytes": sum(c[1] for c in caches), "size_human": human_size(sum(c[1] for c in caches)),
             "files": [c[0] for c in caches[:per_kind]], "folders": True}
        )  # fmt: skip
    total = sum(k["bytes"] for k in kinds)
    where = ctx.display(scope) if scope else "your indexed folders"
    data = {"path": scope, "kinds": kinds, "total_bytes": total, "total_human": human_size(total), "changed": False}
    if not kinds:
        return Result(data, f"Nothing obvious to clean up in {where}.")
    lines = [f"Could be cleaned up in {where} (up to {human_size(total)}; nothing has been changed):"]
    for k in kinds:
        noun = "folder" if k.get("folders") else "file"
        lines.append(f"  {k['label']}: {k['count']} {noun}{'s' if k['count'] != 1 else ''}, {k['size_human']}")
        lines += [f"    - {ctx.display(p, scope)}{'/' if k.get('folders') else ''}" for p in k["files"][:5]]
    lines.append("Say which to do, e.g. '" + SAY[kinds[0]["kind"]].format(place=where if scope else "Downloads") + "'.")
    return Result(data, "\n".join(lines))
