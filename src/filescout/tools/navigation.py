"""Tools for looking around a folder: a tree view, and a listing of what is in one folder right now."""

from __future__ import annotations

import fnmatch
import os
import stat as st_mod
from typing import Literal

from ..errors import AccessDenied, NotFound
from ..index import hosts
from ..index import query as q
from ..index.categories import CATEGORY_NAMES, category_of, resolve_type, split_ext
from ..index.schema import HIDDEN_OR_NOISE, SECRET
from ..index.walker import display_name
from ..safety.noise import is_hidden, is_noise_dir
from ..safety.sensitive import Tier, classify_dir, classify_file
from ..units import human_size, iso_from_ns
from ..units import shown as printable
from . import answers
from .context import Context
from .registry import tool
from .spec import Result


def _folder(ctx: Context, path: str | None) -> str:
    """The folder a tool looks at: the one given, else the (first) indexed folder."""
    if not path:  # None or "": the indexed folder
        roots = ctx.roots()
        if not roots:
            raise NotFound("No folder is indexed yet. Run `filescout scan PATH` first.")
        path = roots[0]
    return ctx.scope(path)


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


def _matching(dirs: list, files: list, include_pattern: str | None, exclude_pattern: str | None) -> list:
    """A folder's entries for the tree: folders, then files; ``include_pattern`` picks files, ``exclude_pattern``
    leaves out either (globs on the name, case-insensitive)."""
    if include_pattern:
        files = [f for f in files if fnmatch.fnmatch(f[0].lower(), include_pattern.lower())]
    if exclude_pattern:
        dirs = [d for d in dirs if not fnmatch.fnmatch(d[0].lower(), exclude_pattern.lower())]
        files = [f for f in files if not fnmatch.fnmatch(f[0].lower(), exclude_pattern.lower())]
    return dirs + files


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
        entries = _matching(dirs, files, include_pattern, exclude_pattern)
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


def _entries(real: str, show_hidden: bool, wanted: set[str] | None, totals: dict, secret: set[str]) -> list[dict]:
    """What is in the folder ``real`` right now (keys and credentials left out), one dict per entry."""
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
    return entries


def _inside_small_folders(conn, real: str, entries: list[dict], show_hidden: bool) -> None:
    """Each subfolder entry gets the names of the files under it (a few, so all of them fit in an answer); keys,
    credentials and what is inside blocked folders are left out, as the listing leaves them out."""
    hide = "" if show_hidden else f" AND f.flags & {HIDDEN_OR_NOISE} = 0 AND d.flags & 3 = 0"
    base = real.rstrip("/") + "/"
    rows = conn.execute(
        f"SELECT d.path, f.name FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path >= ? AND d.path < ?{hide} "
        f"AND f.flags & {SECRET} = 0 ORDER BY d.path, f.name",
        (base, real.rstrip("/") + "0"),
    ).fetchall()

    def shown_ok(folder: str, name: str) -> bool:
        parts = folder[len(base) :].split("/")
        if any(classify_dir(p) is Tier.BLOCK for p in parts if p):
            return False
        return classify_file(name, os.path.basename(folder)) is not Tier.BLOCK

    for e in entries:
        if e["type"] == "folder":
            top = base + e["name"] + "/"
            e["files"] = [n for p, n in rows if (p + "/").startswith(top) and shown_ok(p, n)]


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
    items="entries",
    answer=answers.browse_directory,
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
    host = hosts.split(real)[0]
    if host is not None:  # (a folder of another machine in a shared index: not on this disk)
        raise AccessDenied(
            f"{real} is on {host}, another machine: ls looks at this machine's folders as they are now. "
            f"`tree {real}` or `folders {real}` show what {host} last published."
        )
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
    entries = _entries(real, show_hidden, wanted, totals, secret)
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
    if row and not wanted and 0 < sum(rf for rf, _ in totals.values()) <= 25:
        _inside_small_folders(conn, real, shown, show_hidden)  # "what's in Legal": the wills in Legal/Wills too
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
