"""Tools about one file: its details, and its contents."""

from __future__ import annotations

import os
import stat as st_mod
from collections.abc import Iterable
from pathlib import Path

from ..content.budgets import Source
from ..content.formats import READERS
from ..content.isolate import bounded
from ..content.sniff import SNIFF_BYTES, detect_encoding, image_size, pdf_pages, sniff
from ..content.textread import COUNT_BYTES, JSON_PRETTY_LIMIT, count_lines, read_json, read_lines, read_table
from ..content.textread import render_table as render_table
from ..errors import Blocked, FilescoutError, InvalidInput, from_oserror
from ..index import query as q
from ..index.categories import CATEGORY_NAMES, category_of, split_ext
from ..safety.fsopen import kind_of, open_regular
from ..safety.secrets import file_tier
from ..safety.sensitive import BLOCK_MESSAGE, SKIP_MESSAGE, WARN_MESSAGE, Tier, in_blocked_dir
from ..units import human_size, iso_from_ns
from . import answers
from .context import Context
from .registry import Result, tool


def sensitive_check(real: Path, roots: Iterable[str] = ()) -> tuple[Tier, str | None]:
    """Refuse BLOCK files (by name, by content: a private key under any name, or a hard link to a BLOCK file
    among ``roots``); a warning for SKIP and WARN files."""
    tier = file_tier(real, roots)
    if tier is Tier.BLOCK:
        raise Blocked(BLOCK_MESSAGE)
    return tier, {Tier.SKIP: SKIP_MESSAGE, Tier.WARN: WARN_MESSAGE}.get(tier)


def _perm_string(mode: int) -> str:
    return st_mod.filemode(mode)


def _owner(uid: int) -> str:
    try:
        import pwd

        return pwd.getpwuid(uid).pw_name
    except (ImportError, KeyError):
        return str(uid)


@tool(
    priority=1,
    category="info",
    keywords=(
        "info",
        "details",
        "metadata",
        "when was",
        "how big is",
        "permissions",
        "dimensions",
        "pages",
        "created",
        "modified",
        "properties",
    ),
    examples=(
        ("details of report.pdf", {"path": "report.pdf"}),
        ("how big is my Pictures folder?", {"path": "Pictures"}),
    ),
    cli="info",
    cli_args=("path",),
    acp="get_metadata",
    answer=answers.file_info,
)
def file_info(ctx: Context, path: str) -> Result:
    """Details of a file or folder: type (from its content), size, dates, permissions, and more.

    For text: encoding and line count. Images: dimensions. PDFs: page count. Folders: item counts, total size
    and a breakdown by type.

    Args:
        path: The file or folder.
    """
    real = ctx.resolve(path)
    if in_blocked_dir(str(real)):  # .ssh, .gnupg: not even their counts
        raise Blocked(BLOCK_MESSAGE)
    try:
        st = os.lstat(real)
    except OSError as exc:
        raise from_oserror(exc, path)
    info: dict = {
        "path": str(real),
        "name": real.name,
        "modified": iso_from_ns(st.st_mtime_ns),
        "changed": iso_from_ns(st.st_ctime_ns),
        "permissions": _perm_string(st.st_mode),
        "mode": oct(st.st_mode & 0o7777),
        "owner": _owner(st.st_uid),
    }
    lines: list[str] = []
    if st_mod.S_ISDIR(st.st_mode):
        info["type"] = "folder"
        info.update(_folder_info(ctx, real))
        lines = [f"{real}/ — folder", f"  Items: {info['folders']} folders, {info['files']} files directly inside"]
        if info.get("total_files") is not None:
            lines.append(f"  Total: {human_size(info['total_bytes'])} across {info['total_files']:,} files")
        if info.get("by_category"):
            lines.append("  By type: " + ", ".join(f"{c['category']} {c['size_human']}" for c in info["by_category"]))
        lines += [f"  Note: {n}" for n in info.get("notes", [])]
    else:
        tier, warning = sensitive_check(real, ctx.roots())
        info.update(
            {
                "type": _type_name(st.st_mode),
                "size": st.st_size,
                "size_human": human_size(st.st_size),
            }
        )
        ext = split_ext(real.name)
        info["extension"] = ext
        info["category"] = CATEGORY_NAMES[category_of(ext)]
        if st_mod.S_ISLNK(st.st_mode):
            info["symlink_to"] = os.readlink(real)
        elif st_mod.S_ISREG(st.st_mode) and tier < Tier.SKIP:
            info.update(_file_content_info(ctx, real))
        elif not st_mod.S_ISREG(st.st_mode):
            info["description"] = f"{kind_of(st.st_mode)} (not read: filescout never opens these)"
        if warning:
            info["warning"] = warning
        lines = [
            f"{real}",
            f"  Type: {info.get('description', info['type'])}" + (f" ({info['mime']})" if info.get("mime") else ""),
            f"  Size: {human_size(st.st_size)} ({st.st_size:,} bytes)",
        ]
        for key, label in (("encoding", "Encoding"), ("lines", "Lines"), ("pages", "Pages")):
            if info.get(key) is not None:
                lines.append(f"  {label}: {info[key]:,}" if isinstance(info[key], int) else f"  {label}: {info[key]}")
                if key == "lines" and info.get("lines_estimated"):
                    lines[-1] = (
                        f"  Lines: about {info['lines']:,} (an estimate: counted {info['lines_counted']:,} "
                        f"in the first {human_size(info['bytes_counted'])})"
                    )
        for note in info.get("notes", []):
            lines.append(f"  Note: {note}")
        if info.get("width"):
            lines.append(f"  Dimensions: {info['width']} × {info['height']}")
        if warning:
            lines.append(f"  Warning: {warning}")
    lines += [f"  Modified: {info['modified']}", f"  Permissions: {info['permissions']} ({info['owner']})"]
    return Result(info, "\n".join(lines))


def _type_name(mode: int) -> str:
    if st_mod.S_ISLNK(mode):
        return "symlink"
    if st_mod.S_ISREG(mode):
        return "file"
    if st_mod.S_ISFIFO(mode):
        return "fifo"
    if st_mod.S_ISSOCK(mode):
        return "socket"
    return "device"


def _file_content_info(ctx: Context, real: Path) -> dict:
    """Type, encoding, lines, dimensions, pages: from the file opened inside its root, within budgets."""
    out: dict = {}
    try:
        fd = open_regular(ctx.policy, real, check=False)
    except (OSError, FilescoutError):
        return out
    with os.fdopen(fd, "rb") as f:
        src = Source.of(real, f)
        head = f.read(SNIFF_BYTES)
        kind = sniff(src, head)
        out.update(kind)
        if not kind["binary"]:
            out["encoding"] = detect_encoding(head)
            n, complete, counted = count_lines(f, src.size)
            out["lines"] = n
            if not complete:
                out.update(lines_estimated=True, lines_counted=counted, bytes_counted=COUNT_BYTES)
        if kind["mime"].startswith("image/"):
            dims = image_size(src, head)
            if dims:
                out["width"], out["height"] = dims
        if kind["mime"] == "application/pdf":
            try:  # a hostile PDF can make its parser spin: counted where a time limit holds
                out["pages"] = bounded(pdf_pages, src, seconds=10.0)
            except FilescoutError as exc:
                out["pages"] = None
                out["notes"] = [f"the page count is unknown ({exc.message})"]
    return out


def _folder_info(ctx: Context, real: Path) -> dict:
    out: dict = {"files": 0, "folders": 0}
    try:
        with os.scandir(real) as it:
            for e in it:
                try:
                    if e.is_dir(follow_symlinks=False):
                        out["folders"] += 1
                    else:
                        out["files"] += 1
                except OSError:
                    continue
    except OSError as exc:
        raise from_oserror(exc, str(real))
    if not os.access(real, os.X_OK):  # its names can be listed, but nothing in it can be opened
        out["notes"] = ["its names can be listed, but it can't be entered (no permission): nothing in it can be read"]
    row = q.dir_row(ctx.conn, str(real))
    if row:
        out.update(
            {
                "total_files": row["rec_files"],
                "total_bytes": row["rec_bytes"],
                "total_human": human_size(row["rec_bytes"]),
                "subfolders": row["rec_dirs"],
                "indexed": True,
            }
        )
        cats: dict[str, list[int]] = {}
        for ext, n, b in q.ext_totals(ctx.conn, str(real)) or []:
            c = cats.setdefault(CATEGORY_NAMES[category_of(ext)], [0, 0])
            c[0] += n
            c[1] += b
        out["by_category"] = [
            {"category": c, "files": n, "bytes": b, "size_human": human_size(b)}
            for c, (n, b) in sorted(cats.items(), key=lambda kv: -kv[1][1])
        ]
    else:
        out["indexed"] = False
        out["total_files"] = None
    return out


# -- read ------------------------------------------------------------------


@tool(
    priority=0,
    category="read",
    keywords=("read", "open", "show", "contents", "view", "print", "cat", "display"),
    examples=(
        ("show me notes.txt", {"path": "notes.txt"}),
        ("read the first 50 lines of log.txt", {"path": "log.txt", "limit": 50}),
    ),
    cli="read",
    cli_args=("path",),
    acp="read_file",
    answer=answers.read_file,
)
def read_file(
    ctx: Context,
    path: str,
    offset: int = 0,
    limit: int = 200,
    encoding: str = "auto",
    pages: str | None = None,
    sheet: str | None = None,
) -> Result:
    """Read a file's contents a page at a time: text and code, CSV as a table, JSON pretty-printed.

    Rich formats (PDF, Word, Excel, PowerPoint) are read as text when their extractor is installed.

    Args:
        path: The file to read.
        offset: Lines (or table rows, slides, paragraphs) to skip from the start.
        limit: How many lines (rows, paragraphs) to return.
        encoding: A text encoding, or auto to detect it.
        pages: For PDFs: a page or range, like "2" or "3-5".
        sheet: For spreadsheets: the sheet name (default: the first).
    """
    real = ctx.resolve(path)
    _tier, warning = sensitive_check(real, ctx.roots())
    try:
        st = os.stat(real)
    except OSError as exc:
        raise from_oserror(exc, path)
    if st_mod.S_ISDIR(st.st_mode):
        raise InvalidInput(f"{path} is a folder. Use browse_directory (filescout ls) to see what's in it.")
    if not st_mod.S_ISREG(st.st_mode):
        raise InvalidInput(f"{path} isn't a regular file (it is a device, socket or pipe), so I won't read it.")
    offset = max(0, int(offset))
    limit = max(1, min(int(limit), 5000))
    ext = split_ext(real.name)
    # opened inside its root, not through a symlink swapped in since the check, and never a FIFO or device
    fd = open_regular(ctx.policy, real, check=False)
    with os.fdopen(fd, "rb") as f:
        src = Source.of(real, f)
        base = {"path": str(real), "size": src.size, "size_human": human_size(src.size), "offset": offset}
        if warning:
            base["warning"] = warning
        data, text = _read_open(src, f, ext, offset, limit, encoding, pages, sheet)
    return Result({**base, **data}, _with_warning(text, warning))


def _read_open(src: Source, f, ext: str, offset: int, limit: int, encoding: str, pages, sheet) -> tuple[dict, str]:
    reader = READERS.get(ext)  # a rich format (content.formats): pages, sheets, slides, or extracted text
    if reader is not None:  # a third-party parser: in a child with a time and memory limit
        return bounded(reader, src, offset=offset, limit=limit, pages=pages, sheet=sheet)
    head = f.read(SNIFF_BYTES)
    kind = sniff(src, head)
    if kind["binary"]:
        msg = (
            f"{os.path.basename(src)} is a binary file "
            f"({kind['description']}, {human_size(src.size)}), so I can't show it as text."
        )
        return {"binary": True, **kind}, msg
    enc = detect_encoding(head) if encoding == "auto" else encoding
    try:
        "".encode(enc)
    except LookupError:
        raise InvalidInput(f"I don't know the encoding {encoding!r}.")
    if ext in ("csv", "tsv"):
        data, text = read_table(f, enc, "\t" if ext == "tsv" else None, offset, limit)
    elif ext in ("json", "geojson") and src.size <= JSON_PRETTY_LIMIT:
        data, text = read_json(f, enc, offset, limit)
    else:
        data, text = read_lines(f, enc, offset, limit)
    return {"encoding": enc, **data}, text


def _with_warning(text: str, warning: str | None) -> str:
    return f"Warning: {warning}\n{text}" if warning else text
