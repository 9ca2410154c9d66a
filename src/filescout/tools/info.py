"""Tools about one file: its details, and its contents."""

from __future__ import annotations

import csv
import io
import json
import os
import stat as st_mod
from collections.abc import Callable, Iterable
from itertools import islice
from pathlib import Path

from ..content.sniff import detect_encoding, image_size, pdf_pages, read_head, sniff
from ..errors import Blocked, FilescoutError, InvalidInput, from_oserror
from ..index import query as q
from ..index.categories import CATEGORY_NAMES, category_of, split_ext
from ..safety.secrets import file_tier
from ..safety.sensitive import BLOCK_MESSAGE, SKIP_MESSAGE, WARN_MESSAGE, Tier, in_blocked_dir
from ..units import human_size, iso_from_ns
from .context import Context
from .registry import Result, tool

MAX_LINE = 2000
JSON_PRETTY_LIMIT = 5 * 1024 * 1024

# Readers for rich formats (PDF, DOCX, ...) register here: ext -> fn(path, offset, limit, **opts) -> (data, text)
RICH_READERS: dict[str, Callable] = {}


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


def count_lines(path: Path, limit_bytes: int = 64 * 1024 * 1024) -> tuple[int, bool]:
    n = 0
    read = 0
    last = b"\n"
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            n += chunk.count(b"\n")
            read += len(chunk)
            last = chunk[-1:]
            if read >= limit_bytes:
                return n, False
    if last != b"\n":
        n += 1
    return n, True


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
    else:
        tier, warning = sensitive_check(real, ctx.roots())
        info.update(
            {
                "type": "symlink" if st_mod.S_ISLNK(st.st_mode) else "file",
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
            info.update(_file_content_info(real))
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
        if info.get("width"):
            lines.append(f"  Dimensions: {info['width']} × {info['height']}")
        if warning:
            lines.append(f"  Warning: {warning}")
    lines += [f"  Modified: {info['modified']}", f"  Permissions: {info['permissions']} ({info['owner']})"]
    return Result(info, "\n".join(lines))


def _file_content_info(real: Path) -> dict:
    out: dict = {}
    try:
        head = read_head(real)
    except OSError:
        return out
    kind = sniff(real, head)
    out.update(kind)
    if not kind["binary"]:
        out["encoding"] = detect_encoding(head)
        n, complete = count_lines(real)
        out["lines"] = n
        if not complete:
            out["lines_counted_partially"] = True
    if kind["mime"].startswith("image/"):
        dims = image_size(real, head)
        if dims:
            out["width"], out["height"] = dims
    if kind["mime"] == "application/pdf":
        out["pages"] = pdf_pages(real)
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
    base = {"path": str(real), "size": st.st_size, "size_human": human_size(st.st_size), "offset": offset}
    if warning:
        base["warning"] = warning
    try:
        head = read_head(real)
    except OSError as exc:
        raise from_oserror(exc, path)
    reader = RICH_READERS.get(ext)
    if reader is not None:
        data, text = reader(real, offset=offset, limit=limit, pages=pages, sheet=sheet)
        data = {**base, **data}
        return Result(data, _with_warning(text, warning))
    kind = sniff(real, head)
    if kind["binary"]:
        data = {**base, "binary": True, **kind}
        msg = (
            f"{real.name} is a binary file ({kind['description']}, {human_size(st.st_size)}), "
            "so I can't show it as text."
        )
        return Result(data, _with_warning(msg, warning))
    enc = detect_encoding(head) if encoding == "auto" else encoding
    try:
        "".encode(enc)
    except LookupError:
        raise InvalidInput(f"I don't know the encoding {encoding!r}.")
    if ext in ("csv", "tsv"):
        data, text = _read_table(real, enc, "\t" if ext == "tsv" else None, offset, limit)
    elif ext in ("json", "geojson") and st.st_size <= JSON_PRETTY_LIMIT:
        data, text = _read_json(real, enc, offset, limit)
    else:
        data, text = _read_lines(real, enc, offset, limit)
    data = {**base, "encoding": enc, **data}
    return Result(data, _with_warning(text, warning))


def _with_warning(text: str, warning: str | None) -> str:
    return f"Warning: {warning}\n{text}" if warning else text


def _page_lines(lines, offset: int, limit: int) -> tuple[list[str], bool]:
    taken = list(islice(lines, offset, offset + limit + 1))
    more = len(taken) > limit
    return [ln[:MAX_LINE] for ln in taken[:limit]], more


def _read_lines(real: Path, enc: str, offset: int, limit: int) -> tuple[dict, str]:
    try:
        with open(real, encoding=enc, errors="replace", newline=None) as f:
            lines, more = _page_lines((ln.rstrip("\n") for ln in f), offset, limit)
    except OSError as exc:
        raise from_oserror(exc, str(real))
    data = {
        "lines": lines,
        "returned": len(lines),
        "has_more": more,
        "next_offset": offset + len(lines) if more else None,
    }
    width = len(str(offset + len(lines)))
    body = "\n".join(f"{offset + i + 1:>{width}}  {ln}" for i, ln in enumerate(lines))
    tail = f"\n… more below (use offset={offset + len(lines)})" if more else ""
    if not lines:
        body = "(empty)" if offset == 0 else "(no more lines)"
    return data, body + tail


def _read_json(real: Path, enc: str, offset: int, limit: int) -> tuple[dict, str]:
    try:
        with open(real, encoding=enc, errors="replace") as f:
            obj = json.load(f)
    except (ValueError, OSError):
        return _read_lines(real, enc, offset, limit)
    pretty = json.dumps(obj, indent=2, ensure_ascii=False).splitlines()
    lines, more = _page_lines(iter(pretty), offset, limit)
    data = {
        "format": "json",
        "lines": lines,
        "returned": len(lines),
        "has_more": more,
        "next_offset": offset + len(lines) if more else None,
        "total_lines": len(pretty),
    }
    tail = f"\n… more below (use offset={offset + len(lines)})" if more else ""
    return data, "\n".join(lines) + tail


def _read_table(real: Path, enc: str, delimiter: str | None, offset: int, limit: int) -> tuple[dict, str]:
    try:
        with open(real, encoding=enc, errors="replace", newline="") as f:
            sample = f.read(16384)
            f.seek(0)
            if delimiter is None:
                try:
                    delimiter = csv.Sniffer().sniff(sample, delimiters=",;\t|").delimiter
                except csv.Error:
                    delimiter = ","
            reader = csv.reader(f, delimiter=delimiter)
            header = next(reader, [])
            rows, more = _page_lines(reader, offset, limit)
    except (OSError, csv.Error) as exc:
        raise FilescoutError(f"I couldn't read that file as a table: {exc}")
    rows = [list(r) for r in rows]
    data = {
        "format": "table",
        "columns": header,
        "rows": rows,
        "returned": len(rows),
        "has_more": more,
        "next_offset": offset + len(rows) if more else None,
    }
    return data, render_table(header, rows) + (f"\n… more rows (use offset={offset + len(rows)})" if more else "")


def render_table(header: list[str], rows: list[list], max_width: int = 40) -> str:
    cols = max([len(header), *(len(r) for r in rows)])
    cells = [[str(c) for c in header] + [""] * (cols - len(header))]
    cells += [[str(c) if c is not None else "" for c in r] + [""] * (cols - len(r)) for r in rows]
    cells = [[c.replace("\n", " ")[:max_width] for c in r] for r in cells]
    widths = [max(len(r[i]) for r in cells) for i in range(cols)]
    out = io.StringIO()
    for n, r in enumerate(cells):
        out.write(" | ".join(c.ljust(widths[i]) for i, c in enumerate(r)).rstrip() + "\n")
        if n == 0:
            out.write("-+-".join("-" * w for w in widths) + "\n")
    return out.getvalue().rstrip("\n")
