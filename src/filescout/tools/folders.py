"""Tools about folders: sizes, disk usage, trees and listings."""

from __future__ import annotations

import fnmatch
import os
import stat as st_mod
from typing import Literal

from ..errors import NotFound
from ..index import query as q
from ..index.categories import CATEGORY_NAMES, category_of, resolve_type, split_ext
from ..index.schema import HIDDEN_OR_NOISE, SECRET
from ..index.walker import display_name
from ..safety.noise import is_hidden, is_noise_dir
from ..safety.sensitive import Tier, classify_dir, classify_file
from ..units import human_size, iso_from_ns
from ..units import shown as printable
from .context import Context
from .registry import Result, tool


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


def _folder(ctx: Context, path: str | None) -> str:
    """The folder a tool looks at: the one given, else the (first) indexed folder."""
    if path is None:
        roots = ctx.roots()
        if not roots:
            raise NotFound("No folder is indexed yet. Run `filescout scan PATH` first.")
        path = roots[0]
    return ctx.scope(path)


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
    ),
    cli="folders",
    cli_args=("path",),
)
def folder_stats(
    ctx: Context,
    sort_by: Literal["size", "count"] = "size",
    limit: int = 10,
    path: str | None = None,
    depth: int = 1,
    mode: Literal["recursive", "own"] = "recursive",
    include_hidden: bool = True,
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
    """
    limit = max(1, min(int(limit), 1000))
    depth = max(1, int(depth))
    scopes = _scopes(ctx, path)
    rows: list[dict] = []
    total_files = total_bytes = 0
    for s in scopes:
        total_files += s["rec_files"]
        total_bytes += s["rec_bytes"]
        base = s["path"]
        found = q.folder_rows(
            ctx.conn, s, mode=mode, depth=depth, sort_by=sort_by, limit=limit, include_hidden=include_hidden
        )
        own_root = s["own_files"] > 0
        if own_root:
            found.append({"path": base, "files": s["own_files"], "bytes": s["own_bytes"], "folders": 0})
        for r in found:
            label = _rel(r["path"], base)
            if len(scopes) > 1:
                label = os.path.join(os.path.basename(base.rstrip("/")) or "/", "" if label == "(root)" else label)
                label = label.rstrip("/") or "/"
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
    }
    if total_files == 0:
        return Result(data, "No files found.")
    lines = [f"Folder sizes (sorted by {sort_by}):"]
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
)
def disk_usage(ctx: Context, path: str | None = None, type: str | None = None) -> Result:
    """Total size and file count, average file size, and the breakdown by extension and by category.

    Args:
        path: The folder to summarise (default: everything indexed).
        type: Only this type or group ("videos", "pdf", "photos"): its total alone.
    """
    scopes = _scopes(ctx, path)
    total_files = sum(s["rec_files"] for s in scopes)
    total_bytes = sum(s["rec_bytes"] for s in scopes)
    by_ext: dict[str, list[int]] = {}
    for s in scopes:
        for ext, n, b in q.ext_totals(ctx.conn, s["path"]) or []:
            x = by_ext.setdefault(ext, [0, 0])
            x[0] += n
            x[1] += b
    wanted = resolve_type(type) if type else None
    if type and wanted is None:
        raise NotFound(f"I don't know the file type {type!r}.")
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
        "average_bytes": round(avg),
        "average_human": human_size(avg),
        "by_type": [
            {"ext": e, "label": f".{e}" if e else "(no extension)", "files": n, "bytes": b, "size_human": human_size(b)}
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
    title = f"Disk usage of {type}:" if type else "Disk usage summary:"
    lines = [
        title,
        f"  Total: {human_size(total_bytes)} across {total_files:,} files",
        f"  Average file size: {human_size(avg)}",
        "  By type:",
    ]
    lines += [f"    {t['label']}: {t['size_human']} ({t['files']:,} files)" for t in data["by_type"]]
    if not type:
        lines.append("  By category:")
        lines += [f"    {c['category']}: {c['size_human']} ({c['files']:,} files)" for c in data["by_category"]]
    return Result(data, "\n".join(lines))


# -- tree ------------------------------------------------------------------


def _children_index(ctx: Context, did: int, include_hidden: bool, dirs_only: bool):
    conn = ctx.conn
    hide = "" if include_hidden else f" AND flags & {HIDDEN_OR_NOISE} = 0"
    subdirs = conn.execute(
        f"SELECT id, name, rec_files, rec_bytes FROM dirs WHERE parent_id=?{hide} ORDER BY name COLLATE NOCASE", (did,)
    ).fetchall()
    files = (
        []
        if dirs_only
        else conn.execute(
            f"SELECT name, size FROM files WHERE dir_id=?{hide} AND flags & {SECRET} = 0 ORDER BY name COLLATE NOCASE",
            (did,),
        ).fetchall()
    )
    return [(n, True, i, b, c) for i, n, c, b in subdirs], [(n, False, None, s, 0) for n, s in files]


def _children_live(path: str, include_hidden: bool, dirs_only: bool):
    dirs, files = [], []
    try:
        with os.scandir(path) as it:
            for e in it:
                if not include_hidden and (is_hidden(e.name) or is_noise_dir(e.name)):
                    continue
                try:
                    if e.is_dir(follow_symlinks=False):
                        if classify_dir(e.name) is not Tier.BLOCK:
                            dirs.append((e.name, True, e.path, None, None))
                    elif not dirs_only and classify_file(e.name, os.path.basename(path)) < Tier.SKIP:
                        files.append((e.name, False, None, e.stat(follow_symlinks=False).st_size, 0))
                except OSError:
                    continue
    except OSError:
        pass
    dirs.sort(key=lambda x: x[0].lower())
    files.sort(key=lambda x: x[0].lower())
    return dirs, files


@tool(
    priority=1,
    category="navigation",
    keywords=("tree", "structure", "hierarchy", "layout", "organized", "organised"),
    examples=(
        ("show the folder structure of Documents", {"path": "Documents"}),
        ("tree of my projects two levels deep", {"path": "projects", "max_depth": 2}),
    ),
    cli_args=("path",),
)
def tree(
    ctx: Context,
    path: str | None = None,
    max_depth: int = 3,
    show_sizes: bool = False,
    include_pattern: str | None = None,
    exclude_pattern: str | None = None,
    dirs_only: bool = False,
    include_hidden: bool = False,
    max_entries: int = 25,
) -> Result:
    """A tree view of a folder, with "… N more" where entries are left out.

    Args:
        path: The folder to show (default: the indexed folder).
        max_depth: How many levels to show.
        show_sizes: Show sizes (folders: their whole content).
        include_pattern: Only show files whose name matches this glob (e.g. "*.py").
        exclude_pattern: Leave out entries whose name matches this glob.
        dirs_only: Show folders only.
        include_hidden: Show hidden files and noise folders.
        max_entries: The most entries to show per folder.
    """
    real = _folder(ctx, path)
    row = q.dir_row(ctx.conn, real)
    max_depth = max(1, min(int(max_depth), 20))
    lines = [f"{real}/" + (f" ({human_size(row['rec_bytes'])}, {row['rec_files']:,} files)" if row else "")]
    counts = {"dirs": 0, "files": 0, "elided": 0}

    def visit(did, live_path: str, prefix: str, level: int) -> list[dict]:
        if did is not None:
            dirs, files = _children_index(ctx, did, include_hidden, dirs_only)
        else:
            dirs, files = _children_live(live_path, include_hidden, dirs_only)
        if include_pattern:
            files = [f for f in files if fnmatch.fnmatch(f[0].lower(), include_pattern.lower())]
        if exclude_pattern:
            dirs = [d for d in dirs if not fnmatch.fnmatch(d[0].lower(), exclude_pattern.lower())]
            files = [f for f in files if not fnmatch.fnmatch(f[0].lower(), exclude_pattern.lower())]
        entries = dirs + files
        shown = entries[:max_entries]
        more = len(entries) - len(shown)
        nodes = []
        for i, (name, is_dir, ref, size, nfiles) in enumerate(shown):
            last = i == len(shown) - 1 and not more
            branch = "└── " if last else "├── "
            label = printable(name) + ("/" if is_dir else "")
            if show_sizes and size is not None:
                label += f" ({human_size(size)}" + (
                    f", {nfiles:,} file{'s' if nfiles != 1 else ''})" if is_dir else ")"
                )
            lines.append(prefix + branch + label)
            node: dict = {"name": name, "type": "folder" if is_dir else "file"}
            if size is not None:
                node["size"] = size
            if is_dir:
                counts["dirs"] += 1
                if level < max_depth:
                    child_path = os.path.join(live_path, name)
                    node["children"] = visit(
                        ref if did is not None else None, child_path, prefix + ("    " if last else "│   "), level + 1
                    )
            else:
                counts["files"] += 1
            nodes.append(node)
        if more:
            counts["elided"] += more
            lines.append(prefix + f"└── … {more} more")
            nodes.append({"more": more})
        return nodes

    children = visit(row["id"] if row else None, real, "", 1)
    data = {
        "path": real,
        "tree": children,
        "shown_folders": counts["dirs"],
        "shown_files": counts["files"],
        "elided": counts["elided"],
        "indexed": row is not None,
    }
    return Result(data, "\n".join(lines))


# -- browse ----------------------------------------------------------------


@tool(
    priority=1,
    category="navigation",
    keywords=("browse", "ls", "contents", "inside", "show folder", "open folder", "what's in", "whats in"),
    examples=(
        ("what's in my Downloads folder?", {"path": "Downloads"}),
        ("browse Documents sorted by size", {"path": "Documents", "sort_by": "size"}),
    ),
    cli="ls",
    cli_args=("path",),
)
def browse_directory(
    ctx: Context,
    path: str | None = None,
    show_hidden: bool = False,
    sort_by: Literal["name", "size", "date", "type"] = "name",
    filter_type: str | None = None,
    limit: int = 100,
) -> Result:
    """List what is in one folder right now: subfolders (with their total size) and files.

    Args:
        path: The folder to list (default: the indexed folder).
        show_hidden: Include hidden entries.
        sort_by: name, size, date (newest first) or type.
        filter_type: Only files of this type or group ("pdf", "images").
        limit: The most entries to show.
    """
    real = _folder(ctx, path)
    wanted = resolve_type(filter_type) if filter_type else None
    conn = ctx.conn
    totals = {}
    secret: set[str] = set()  # files the content pass found to be private keys
    row = q.dir_row(conn, real)
    if row:
        for name, rf, rb in conn.execute("SELECT name, rec_files, rec_bytes FROM dirs WHERE parent_id=?", (row["id"],)):
            totals[name] = (rf, rb)
        secret = {
            n for (n,) in conn.execute("SELECT name FROM files WHERE dir_id=? AND flags & ? != 0", (row["id"], SECRET))
        }
    entries = []
    try:
        it = os.scandir(real)
    except OSError as exc:
        raise NotFound(f"I couldn't open that folder ({exc.strerror}).")
    with it:
        for e in it:
            name = e.name
            if not show_hidden and is_hidden(name):
                continue
            try:
                st = e.stat(follow_symlinks=False)
            except OSError:
                continue
            is_dir = st_mod.S_ISDIR(st.st_mode)
            if is_dir and classify_dir(name) is Tier.BLOCK:
                continue
            if not is_dir and (classify_file(name, os.path.basename(real)) is Tier.BLOCK or name in secret):
                continue
            ext = "" if is_dir else split_ext(name)
            if wanted is not None and (is_dir or ext not in wanted):
                continue
            dname = display_name(name)[0]
            item = {
                "name": dname,
                "path": os.path.join(real, dname),
                "type": "folder" if is_dir else "file",
                "modified": iso_from_ns(st.st_mtime_ns),
                "mtime_ns": st.st_mtime_ns,
            }
            if is_dir:
                t = totals.get(dname)
                item.update({"size": t[1] if t else None, "files": t[0] if t else None})
            else:
                item.update({"size": st.st_size, "ext": ext, "category": CATEGORY_NAMES[category_of(ext)]})
                if st_mod.S_ISLNK(st.st_mode):
                    item["symlink_to"] = os.readlink(e.path)
            item["size_human"] = human_size(item["size"]) if item["size"] is not None else "?"
            entries.append(item)
    keyf = {
        "name": lambda x: (x["type"] != "folder", x["name"].lower()),
        "size": lambda x: (-(x["size"] or 0), x["name"].lower()),
        "date": lambda x: (-x["mtime_ns"], x["name"].lower()),
        "type": lambda x: (x["type"] != "folder", x.get("ext", ""), x["name"].lower()),
    }[sort_by]
    entries.sort(key=keyf)
    total = len(entries)
    shown = entries[: max(1, int(limit))]
    for x in shown:
        x.pop("mtime_ns", None)
    data = {"path": real, "entries": shown, "count": total, "shown": len(shown)}
    if not shown:
        return Result(data, f"{real} is empty." if wanted is None else f"No {filter_type} files in {real}.")
    lines = [f"{real}: {total} item{'s' if total != 1 else ''}"]
    for x in shown:
        label = printable(x["name"]) + ("/" if x["type"] == "folder" else "")
        size = x["size_human"] if x["size"] is not None else "not indexed"
        lines.append(f"  {label:<40} {size:>10}  {x['modified'][:16].replace('T', ' ')}")
    if total > len(shown):
        lines.append(f"  … {total - len(shown)} more")
    return Result(data, "\n".join(lines))
