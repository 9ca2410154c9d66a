"""Tools about how much space folders take: folder sizes and disk usage, from the maintained totals.

A tree view and a folder's listing are in navigation.py.
"""

from __future__ import annotations

import os
from typing import Literal

from ..errors import NotFound
from ..index import hosts
from ..index import query as q
from ..index.categories import CATEGORY_NAMES, category_of, resolve_type
from ..index.folder_types import folder_rows_of_type, folders_at_depth
from ..units import human_size
from ..units import shown as printable
from . import answers
from .context import Context
from .registry import tool
from .spec import Result


def _scopes(ctx: Context, path: str | None) -> list[dict]:
    """The folder rows a question is about: the given folder, or every root."""
    if path:
        real = ctx.scope(path)
        row = q.dir_row(ctx.conn, real)
        if row is None:
            raise NotFound(f"{path} isn't indexed yet. Run `filescout scan {path}` first.")
        return [row]
    if ctx.restricted:  # only the folders this caller may see, where they are indexed
        return [r for r in (q.dir_row(ctx.conn, root) for root in ctx.roots()) if r]
    return q.top_dirs(ctx.conn)


def _rel(path: str, base: str) -> str:
    if path == base:
        return "(root)"
    b = base.rstrip("/") + "/"
    return path[len(b) :] if path.startswith(b) else path


@tool(
    priority=0,
    category="storage",
    keywords=(
        "folder",
        "folders",
        "directory",
        "directories",
        "space",
        "biggest",
        "largest",
        "heavy",
        "size",
        "sizes",
        "most files",
        "take up",
    ),
    examples=(
        ("what folders take up the most space?", {"sort_by": "size"}),
        ("which folder has the most files?", {"sort_by": "count"}),
        ("folder sizes in Documents", {"path": "Documents"}),
        ("which folders directly hold the most data?", {"mode": "own"}),
        ("which folder has the most photos?", {"sort_by": "count", "mode": "own", "type": "photos"}),
    ),
    cli="folders",
    cli_args=("path",),
    answer=answers.folder_stats,
)
def folder_stats(
    ctx: Context,
    sort_by: Literal["size", "count"] = "size",
    limit: int = 10,
    path: str | None = None,
    depth: int = 1,
    mode: Literal["recursive", "own"] = "recursive",
    include_hidden: bool = True,
    type: str | None = None,
) -> Result:
    """Folder sizes and file counts, biggest first.

    By default each folder ``depth`` levels below ``path`` is listed with everything inside it (like ``du -d1``),
    plus "(root)" for the files directly in ``path``; the rows add up to the total. With mode="own", every
    folder at any depth is ranked by the files directly inside it. Answered from maintained totals.

    Args:
        sort_by: size (bytes) or count (number of files).
        limit: How many folders to show.
        path: The folder to look inside (default: every indexed folder).
        depth: How many levels below ``path`` to total (recursive mode).
        mode: recursive (totals of whole subfolders) or own (files directly inside each folder).
        include_hidden: Include hidden and noise folders (.git, node_modules) as rows. Totals always count them.
        type: Only files of this type or group ("photos", "pdf", "videos"): folders ranked by how many of them
            they hold ("which folder has the most photos?"); hidden files and noise folders are left out, as
            count_files leaves them out.
    """
    limit = max(1, min(int(limit), 1000))
    depth = max(1, int(depth))
    wanted = resolve_type(type) if type else None
    if type and wanted is None:
        raise NotFound(f"I don't know the file type {type!r}.")
    scopes = _scopes(ctx, path)
    rows: list[dict] = []
    total_files = total_bytes = 0
    for s in scopes:
        base = s["path"]
        if wanted is not None:
            found, n, b = folder_rows_of_type(ctx.conn, s, wanted, mode=mode, depth=depth, sort_by=sort_by, limit=limit)
            total_files, total_bytes = total_files + n, total_bytes + b
        else:
            total_files += s["rec_files"]
            total_bytes += s["rec_bytes"]
            found = q.folder_rows(
                ctx.conn, s, mode=mode, depth=depth, sort_by=sort_by, limit=limit, include_hidden=include_hidden
            )
            if s["own_files"] > 0:
                found.append({"path": base, "files": s["own_files"], "bytes": s["own_bytes"], "folders": 0})
        for r in found:
            label = _rel(r["path"], base)
            if len(scopes) > 1:
                label = os.path.join(os.path.basename(base.rstrip("/")) or "/", "" if label == "(root)" else label)
                label = label.rstrip("/") or "/"
            host = hosts.split(base)[0]
            if host is not None:  # another machine's folder (shared index)
                label = f"{host}:{label}"
            r["name"] = label
        rows += found
    key = (lambda r: (-r["bytes"], -r["files"])) if sort_by == "size" else (lambda r: (-r["files"], -r["bytes"]))
    rows.sort(key=lambda r: (*key(r), r["name"]))
    rows = rows[:limit]
    data = {
        "folders": [
            {
                "path": r["path"],
                "name": r["name"],
                "files": r["files"],
                "bytes": r["bytes"],
                "size_human": human_size(r["bytes"]),
            }
            for r in rows
        ],
        "total_files": total_files,
        "total_bytes": total_bytes,
        "total_human": human_size(total_bytes),
        "sort_by": sort_by,
        "mode": mode,
        **({"type": type} if type else {}),
    }
    if total_files == 0:
        return Result(data, f"No {type} found." if type else "No files found.")
    lines = [f"Folders by their {type} (sorted by {sort_by}):" if type else f"Folder sizes (sorted by {sort_by}):"]
    for r in rows:
        label = r["name"] if r["name"] == "(root)" else printable(r["name"]).rstrip("/") + "/"
        lines.append(f"  {label}: {human_size(r['bytes'])}, {r['files']:,} file{'s' if r['files'] != 1 else ''}")
    lines.append(f"Total: {human_size(total_bytes)} across {total_files:,} files")
    return Result(data, "\n".join(lines))


@tool(
    priority=0,
    category="storage",
    keywords=("disk", "usage", "storage", "space", "total", "overview", "summary", "how much", "types", "taking up"),
    examples=(
        ("how much space am I using?", {}),
        ("disk usage overview", {}),
        ("storage summary of Documents", {"path": "Documents"}),
        ("what types of files do I have?", {}),
    ),
    cli="du",
    cli_args=("path",),
    acp="get_disk_usage",
    answer=answers.disk_usage,
)
def disk_usage(ctx: Context, path: str | None = None, type: str | None = None, include_hidden: bool = False) -> Result:
    """Total size and file count, average file size, and the breakdown by extension and by category.

    The same files as count_files: hidden files and noise folders (.git, node_modules, caches) are left out
    unless asked for, and the answer says how many were left out.

    Args:
        path: The folder to summarise (default: everything indexed).
        type: Only this type or group ("videos", "pdf", "photos"): its total alone.
        include_hidden: Count hidden files and noise folders too.
    """
    scopes = _scopes(ctx, path)
    wanted = resolve_type(type) if type else None
    if type and wanted is None:
        raise NotFound(f"I don't know the file type {type!r}.")
    by_ext: dict[str, list[int]] = {}
    every = [0, 0]
    for s in scopes:
        for ext, n, b in q.ext_totals(ctx.conn, s["path"], include_hidden=True) or []:
            if wanted is None or ext in wanted:
                every[0] += n
                every[1] += b
        for ext, n, b in q.ext_totals(ctx.conn, s["path"], include_hidden=include_hidden) or []:
            x = by_ext.setdefault(ext, [0, 0])
            x[0] += n
            x[1] += b
    if wanted is not None:
        by_ext = {e: v for e, v in by_ext.items() if e in wanted}
    total_files = sum(v[0] for v in by_ext.values())
    total_bytes = sum(v[1] for v in by_ext.values())
    by_cat: dict[str, list[int]] = {name: [0, 0] for name in [*CATEGORY_NAMES[1:], "other"]}
    for ext, (n, b) in by_ext.items():
        c = by_cat[CATEGORY_NAMES[category_of(ext)]]
        c[0] += n
        c[1] += b
    ranked = sorted(by_ext.items(), key=lambda kv: (-kv[1][1], kv[0]))
    avg = total_bytes / total_files if total_files else 0
    data = {
        "path": scopes[0]["path"] if len(scopes) == 1 else None,
        "type": type,
        "total_files": total_files,
        "total_bytes": total_bytes,
        "total_human": human_size(total_bytes),
        "hidden_files": every[0] - total_files,
        "hidden_bytes": every[1] - total_bytes,
        "average_bytes": round(avg),
        "average_human": human_size(avg),
        "by_type": [
            {
                "ext": e,
                "label": f".{e}" if e else "(no extension)",
                "files": n,
                "bytes": b,
                "size_human": human_size(b),
                "category": CATEGORY_NAMES[category_of(e)],
            }
            for e, (n, b) in ranked[:10]
        ],
        "by_category": [
            {"category": c, "files": n, "bytes": b, "size_human": human_size(b)}
            for c, (n, b) in sorted(by_cat.items(), key=lambda kv: -kv[1][1])
            if n
        ],
    }
    if total_files == 0:
        return Result(data, f"No {type} files found." if type else "No files found.")
    if path and len(scopes) == 1:  # "what's taking up the space in Downloads": its biggest files, by name
        one = q.Filters(path=scopes[0]["path"], type=type, include_hidden=include_hidden)
        one.within = ctx.within()
        data["largest"] = [
            {"path": r.path, "bytes": r.size, "size_human": human_size(r.size)}
            for r in q.list_files(ctx.conn, one.resolve(), sort_by="size", limit=3)
        ]
        if not type:  # and its biggest folders ("Leo": YouTube, then Minecraft …), counted as the total is
            subs = q.folder_rows(ctx.conn, scopes[0], mode="recursive", depth=1, sort_by="size", limit=6,
                                 include_hidden=include_hidden)  # fmt: skip
            sized = [(sum(b for _, _, b in q.ext_totals(ctx.conn, r["path"], include_hidden=include_hidden) or ()), r)
                     for r in subs]  # fmt: skip
            data["largest_folders"] = [
                {"path": r["path"], "name": _rel(r["path"], scopes[0]["path"]), "bytes": b, "size_human": human_size(b)}
                for b, r in sorted(sized, key=lambda x: -x[0])[:3] if b
            ]  # fmt: skip
    title = f"Disk usage of {type}:" if type else "Disk usage summary:"
    lines = [
        title,
        f"  Total: {human_size(total_bytes)} across {total_files:,} files"
        + (
            f" (not counting {every[0] - total_files:,} hidden files and noise folders: "
            f"{human_size(every[1] - total_bytes)})"
            if every[0] > total_files
            else ""
        ),
        f"  Average file size: {human_size(avg)}",
        "  By type:",
    ]
    lines += [f"    {t['label']}: {t['size_human']} ({t['files']:,} files)" for t in data["by_type"]]
    if not type:
        lines.append("  By category:")
        lines += [f"    {c['category']}: {c['size_human']} ({c['files']:,} files)" for c in data["by_category"]]
    return Result(data, "\n".join(lines))


@tool(
    priority=0,
    category="storage",
    keywords=("how many folders", "subfolders", "count folders"),
    examples=(
        ("how many jobs did I do (one folder each, in Jobs/<year>)", {"path": "Jobs", "depth": 2}),
        ("how many weddings in 2025 and 2026", {"path": "Weddings", "depth": 2, "within": ["2025", "2026"]}),
    ),
    answer=answers.count_folders,
)
def count_folders(ctx: Context, path: str, depth: int = 1, within: list[str] | None = None) -> Result:
    """How many folders there are ``depth`` levels inside a folder (each client's folder in Jobs/<year>/<client>:
    depth 2), in all and by the folder one level down they are in. Hidden and noise folders are not counted.

    Args:
        path: The folder to count in.
        depth: How many levels down the folders counted are (1: the folders directly inside it).
        within: Only those inside these folders one level down, by name ("2025", "2026").
    """
    depth = max(1, min(int(depth), 10))
    (s,) = _scopes(ctx, path)
    base = s["path"].rstrip("/") + "/"
    keep = {w.lower() for w in within} if within else None
    by: dict[str, int] = {}
    found = []
    for p in folders_at_depth(ctx.conn, s, depth):
        first = p[len(base) :].split("/", 1)[0]
        if keep is not None and first.lower() not in keep:
            continue
        found.append(p)
        by[first] = by.get(first, 0) + 1
    data = {
        "path": s["path"],
        "depth": depth,
        "count": len(found),
        "by": [{"name": n, "path": base + n, "count": c} for n, c in by.items()] if depth > 1 else [],
        "folders": [{"path": p, "name": os.path.basename(p)} for p in found[:200]],
    }
    lines = [f"{len(found):,} folder{'s' if len(found) != 1 else ''} {depth} level(s) inside {s['path']}"]
    lines += [f"  {n}: {c:,}" for n, c in by.items()] if depth > 1 else []
    return Result(data, "\n".join(lines))
