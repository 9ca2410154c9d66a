"""How files appear in results, and content matches merged with name matches (find_files, search_file_content)."""

from __future__ import annotations

from ..content import store
from ..index.query import FileRow, Filters
from ..units import human_size, iso_from_ns
from .context import Context


def file_dict(row: FileRow) -> dict:
    """How a file appears in every result."""
    return {
        "path": row.path,
        "name": row.name,
        "size": row.size,
        "size_human": human_size(row.size),
        "modified": iso_from_ns(row.mtime_ns),
        "type": row.ext,
        "category": row.category_name,
    }


def content_hits(ctx: Context, query: str, filters: Filters, limit: int) -> list[dict]:
    """Files whose indexed contents match ``query``, best first, with their snippets."""
    out = []
    for h in store.search_content(ctx.conn, query, filters, limit=limit):
        d = file_dict(h["row"])
        d.update(
            {
                "match": "content",
                "kind": h["kind"],
                "snippets": h["snippets"],
                "score": h["score"],
                "snippet": f"{h['snippets'][0]['where']}: {h['snippets'][0]['text']}" if h["snippets"] else "",
            }
        )
        out.append(d)
    return out


def merged_search(ctx: Context, query: str, filters: Filters, limit: int, name_hits: list[dict]) -> list[dict]:
    """Name matches and content matches in one list; a strong name match (exact, prefix, word) ranks first."""
    content = content_hits(ctx, query, filters, limit) if query.strip() else []
    by_path = {h["path"]: h for h in content}
    strong = [h for h in name_hits if h.get("match") == "name" and h.get("rank", 3) <= 2]
    weak = [h for h in name_hits if h not in strong]
    out: list[dict] = []
    seen: set[str] = set()
    for h in strong:
        if h["path"] in by_path:
            h = {
                **h,
                "snippets": by_path[h["path"]]["snippets"],
                "snippet": by_path[h["path"]]["snippet"],
                "match": "name+content",
            }
        out.append(h)
        seen.add(h["path"])
    for h in content:
        if h["path"] not in seen:
            out.append(h)
            seen.add(h["path"])
    for h in weak:
        if h["path"] not in seen:
            out.append(h)
            seen.add(h["path"])
    return out[:limit]
