"""How files appear in results, and content matches merged with name matches (find_files, search_file_content)."""

from __future__ import annotations

from collections.abc import Callable

from ..content import embed, search, vectors
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
        **({"host": row.host} if row.host else {}),  # another machine's file (shared index)
    }


KIND_WORDS = {"words": "", "meaning": "by meaning", "both": "by words and meaning"}


def _meaning(ctx: Context, query: str, filters: Filters, notes: list[str] | None) -> Callable[[int], list[dict]] | None:
    """The nearest files by meaning, when an embeddings model is configured and has embedded passages (else
    None: no request is made). A server that fails leaves the search to the words, with a note."""
    client = embed.client_from(ctx.settings)
    if client is None or not vectors.has_vectors(ctx.conn, client.model):
        return None

    def near(n: int) -> list[dict]:
        try:
            q = client.embed([query])[0]
        except embed.EmbedUnavailable as exc:
            if notes is not None:
                notes.append(f"{exc}; searched by words only.")
            return []
        return vectors.nearest(ctx.conn, client.model, q, filters, n)

    return near


def content_hits(ctx: Context, query: str, filters: Filters, limit: int, notes: list[str] | None = None) -> list[dict]:
    """Files whose indexed contents match ``query``, best first, with their snippets and kind of match
    ("words", "meaning" or "both": by meaning only with an embeddings model configured)."""
    out = []
    meaning = _meaning(ctx, query, filters, notes)
    for h in search.search_content(ctx.conn, query, filters, limit=limit, meaning=meaning):
        d = file_dict(h["row"])
        how = KIND_WORDS[h["kind"]]
        first = h["snippets"][0] if h["snippets"] else None
        d.update(
            {
                "match": "content",
                "kind": h["kind"],
                "snippets": h["snippets"],
                "score": h["score"],
                "snippet": (f"({how}) " if how else "") + (f"{first['where']}: {first['text']}" if first else ""),
            }
        )
        if h.get("similarity") is not None:
            d["similarity"] = h["similarity"]
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
