"""Tools that list, count and find files."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Literal

from ..index import name_search
from ..index import query as q
from ..index.categories import CATEGORY_NAMES, category_of, split_ext
from ..index.dialects import POSTGRESQL, dialect_of
from ..index.query import FileRow, Filters
from ..safety.noise import is_hidden, is_noise_dir
from ..safety.sensitive import Tier, classify_dir, classify_file
from ..units import human_size, iso_from_ns
from . import answers
from .context import Context
from .hits import file_dict, merged_search
from .registry import Result, tool


def _modified_short(ns: int) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ns / 1e9))


def file_lines(ctx: Context, rows: list[FileRow], *, show: str, base: str | None) -> list[str]:
    out = []
    for r in rows:
        name = ctx.display(r.path, base)
        if show == "size":
            out.append(f"  - {name} ({human_size(r.size)})")
        else:
            out.append(f"  - {name} ({human_size(r.size)}, modified: {_modified_short(r.mtime_ns)})")
    return out


def _scope_filters(ctx: Context, filters: Filters) -> Filters:
    filters.path = ctx.scope(filters.path)
    filters.within = ctx.within()
    return filters.resolve()


@tool(
    priority=0,
    category="listing",
    keywords=(
        "list",
        "largest",
        "biggest",
        "smallest",
        "recent",
        "newest",
        "oldest",
        "latest",
        "files",
        "top",
        "sorted",
        "modified",
        "heaviest",
    ),
    examples=(
        ("what are the biggest files?", {"sort_by": "size"}),
        ("10 largest files", {"sort_by": "size", "limit": 10}),
        ("smallest files", {"sort_by": "size", "order": "asc"}),
        ("recent files", {"sort_by": "date"}),
        ("oldest files", {"sort_by": "date", "order": "asc"}),
        ("list files by name", {"sort_by": "name", "order": "asc"}),
    ),
    cli="list",
    acp="list_files",
    cli_aliases={"top": {"sort_by": "size"}, "recent": {"sort_by": "date"}},
    cli_args=("path",),
    items="files",
    answer=answers.list_files,
)
def list_files(
    ctx: Context,
    filters: Filters,
    sort_by: Literal["date", "size", "name"] = "date",
    order: Literal["desc", "asc"] | None = None,
    limit: int = 10,
) -> Result:
    """List files sorted by date, size or name: the largest, smallest, newest or oldest.

    Args:
        sort_by: date (newest first), size (largest first) or name (A to Z).
        order: desc or asc; the default is desc for date and size, asc for name.
        limit: How many files to show.
    """
    filters = _scope_filters(ctx, filters)
    order = order or ("asc" if sort_by == "name" else "desc")
    limit = max(1, min(int(limit), 10000))
    rows = q.list_files(ctx.conn, filters, sort_by=sort_by, order=order, limit=limit)
    total, total_bytes = q.count_files(ctx.conn, filters)
    what = {
        ("size", "desc"): "Largest files",
        ("size", "asc"): "Smallest files",
        ("date", "desc"): "Most recently modified files",
        ("date", "asc"): "Oldest files",
        ("name", "asc"): "Files by name",
        ("name", "desc"): "Files by name (Z to A)",
    }[(sort_by, order)]
    desc = filters.describe()
    data = {
        "files": [file_dict(r) for r in rows],
        "count": len(rows),
        "total_matching": total,
        "total_bytes": total_bytes,
        "total_human": human_size(total_bytes),
        "sort_by": sort_by,
        "order": order,
        "filters": desc,
    }
    if not rows:
        return Result(
            data,
            "No matching files found." if not q_has_files(ctx) else f"No files match{(' ' + desc) if desc else ''}.",
        )
    head = f"{what}{' (' + desc + ')' if desc else ''} — {len(rows)} of {total:,}:"
    lines = [head, *file_lines(ctx, rows, show="size" if sort_by == "size" else "date", base=filters.path)]
    return Result(data, "\n".join(lines))


def q_has_files(ctx: Context) -> bool:
    return ctx.conn.execute("SELECT 1 FROM files LIMIT 1").fetchone() is not None


@tool(
    priority=1,
    category="listing",
    keywords=("count", "how many", "number of", "total number"),
    examples=(
        ("how many PDFs do I have?", {"type": "pdf"}),
        ("how many files are there?", {}),
        ("count photos over 5MB", {"type": "photos", "size_gt": "5MB"}),
    ),
    cli="count",
    cli_args=("path",),
    answer=answers.count_files,
)
def count_files(ctx: Context, filters: Filters) -> Result:
    """Count files matching filters, with their total size."""
    filters = _scope_filters(ctx, filters)
    n, b = q.count_files(ctx.conn, filters)
    desc = filters.describe()
    data = {"count": n, "bytes": b, "size_human": human_size(b), "filters": desc}
    if not filters.include_hidden and filters.by_type_only() and filters.within is None:
        # what was left out, from the maintained totals (cheap): the same files disk_usage counts
        every = Filters(**{**_filter_fields(filters), "path": filters.path, "include_hidden": True}).resolve()
        n_all, b_all = q.count_files(ctx.conn, every)
        data["hidden_files"], data["hidden_bytes"] = n_all - n, b_all - b
    noun = "file" if n == 1 else "files"
    text = f"{n:,} {noun}{(' (' + desc + ')') if desc else ''}, {human_size(b)} in total."
    if data.get("hidden_files"):
        hidden = human_size(data["hidden_bytes"])
        text += f" Not counted: {data['hidden_files']:,} hidden files and noise folders ({hidden})."
    return Result(data, text)


# -- find ------------------------------------------------------------------

_GLOB_CHARS = re.compile(r"[*?\[\]{}]")


def _filter_fields(f: Filters) -> dict:
    return {
        k: getattr(f, k)
        for k in ("type", "modified_after", "modified_before", "size_gt", "size_lt", "include_hidden", "host", "folder")
    }


def _fuzzy(ctx: Context, term: str, filters: Filters, limit: int) -> list[FileRow]:
    """Names sharing the most trigrams with a (misspelt) term."""
    t = term.lower()
    grams = {t[i : i + 3] for i in range(len(t) - 2)}
    if len(grams) < 2:
        return []
    where, params = filters.sql(dialect=dialect_of(ctx.conn))
    if dialect_of(ctx.conn) == POSTGRESQL:  # the names holding enough of its trigrams, by the index on lower(name)
        has = ["lower(f.name) LIKE ?" for _ in grams]  # ("%" or "_" in a trigram only widens: checked below)
        need, pats = max(2, int(len(grams) * 0.5)), [f"%{g}%" for g in sorted(grams)]
        rows = ctx.conn.execute(
            f"SELECT {q.FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE ({' OR '.join(has)}) "
            f"AND ({' + '.join(f'CASE WHEN {h} THEN 1 ELSE 0 END' for h in has)}) >= {need} AND {where} LIMIT 20000",
            [*pats, *pats, *params],
        ).fetchall()
    else:
        query = " OR ".join('"' + g.replace('"', '""') + '"' for g in sorted(grams))
        rows = ctx.conn.execute(
            f"SELECT {q.FILE_COLUMNS} FROM names n JOIN files f ON f.id = n.rowid JOIN dirs d ON d.id = f.dir_id "
            f"WHERE names MATCH ? AND {where} LIMIT 20000",
            [query, *params],
        ).fetchall()
    scored = []
    for r in rows:
        fr = FileRow.from_row(r)
        ln = fr.name.lower()
        shared = sum(1 for g in grams if g in ln)
        if shared >= max(2, int(len(grams) * 0.5)):
            scored.append((-shared, -fr.mtime_ns, fr))
    scored.sort(key=lambda x: (x[0], x[1]))
    return [fr for _, _, fr in scored[:limit]]


def _folded(ctx: Context, terms: list[str], filters: Filters, limit: int) -> list[FileRow]:
    """Names holding every term at a word start, with case, accents and plurals ignored; newest first."""
    named = Filters(**{**_filter_fields(filters), "path": filters.path, "name": " ".join(terms)})
    named.within = filters.within  # a restricted caller (run(input, roots=...), mcp --root) sees only its folders
    where, params = named.sql(dialect=dialect_of(ctx.conn))
    rows = ctx.conn.execute(
        f"SELECT {q.FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE {where} "
        f"ORDER BY f.mtime_ns DESC, f.id LIMIT ?",  # (ties in id order on both backends)
        [*params, limit],
    ).fetchall()
    return [FileRow.from_row(r) for r in rows]


def _live_find(
    base: str,
    terms: list[str],
    pattern: re.Pattern | None,
    filters: Filters,
    limit: int,
    seconds: float = 2.0,
    max_entries: int = 200_000,
) -> tuple[list[dict], bool]:
    """A bounded walk of a folder that is allowed but not indexed."""
    out: list[dict] = []
    deadline = time.monotonic() + seconds
    seen = 0
    stack = [base]
    complete = True
    while stack:
        d = stack.pop()
        try:
            it = os.scandir(d)
        except OSError:
            continue
        with it:
            for e in it:
                seen += 1
                if seen > max_entries or time.monotonic() > deadline:
                    return out, False
                name = e.name
                if not filters.include_hidden and (is_hidden(name) or is_noise_dir(name)):
                    continue
                try:
                    if e.is_dir(follow_symlinks=False):
                        if classify_dir(name) is not Tier.BLOCK:
                            stack.append(e.path)
                        continue
                    st = e.stat(follow_symlinks=False)
                except OSError:
                    continue
                if classify_file(name, os.path.basename(d)) >= Tier.SKIP:
                    continue
                low = name.lower()
                if pattern is not None:
                    if not pattern.fullmatch(name):
                        continue
                elif not all(t.lower() in low for t in terms):
                    continue
                ext = split_ext(name)
                if filters.exts is not None and ext not in filters.exts:
                    continue
                out.append(
                    {
                        "path": e.path,
                        "name": name,
                        "size": st.st_size,
                        "size_human": human_size(st.st_size),
                        "modified": iso_from_ns(st.st_mtime_ns),
                        "type": ext,
                        "category": CATEGORY_NAMES[category_of(ext)],
                        "match": "name",
                    }
                )
                if len(out) >= limit:
                    return out, complete
    return out, complete


@tool(
    priority=0,
    category="search",
    keywords=("find", "where", "search", "locate", "named", "called", "look for", "which file"),
    examples=(
        ("find the invoice from Ahmed", {"query": "invoice Ahmed"}),
        ("where is my resume?", {"query": "resume"}),
        ("find *.pdf files", {"query": "*.pdf"}),
        ("find files called budget", {"query": "budget", "search_type": "name"}),
    ),
    cli="find",
    cli_args=("query", "path"),
    acp="search_files",
    items="results",
    answer=answers.find_files,
)
def find_files(
    ctx: Context,
    query: str,
    filters: Filters,
    search_type: Literal["auto", "name", "glob", "metadata", "content"] = "auto",
    limit: int = 20,
    sort: Literal["relevance", "date", "size", "name"] = "relevance",
) -> Result:
    """Find files by name (substring, several words, or fuzzy), glob pattern, or filters alone.

    Args:
        query: Words in the file name ("invoice ahmed"), or a glob ("*.pdf", "**/2024/*.jpg").
        search_type: auto picks glob when the query has * ? [ ], else name search (plus content when indexed).
        limit: The most results to return.
        sort: relevance (exact name, then prefix, word, substring, then newest), date, size or name.
    """
    filters = _scope_filters(ctx, filters)
    query = (query or "").strip()
    limit = max(1, min(int(limit), 5000))
    conn = ctx.conn
    mode = search_type
    if mode == "auto":
        mode = "glob" if _GLOB_CHARS.search(query) else ("name" if query else "metadata")
    live_note = None
    hits: list[dict] = []
    folders: list[dict] = []
    terms = [t for t in re.split(r"\s+", query) if t]
    indexed_scope = filters.path is None or q.dir_row(conn, filters.path) is not None
    if not indexed_scope:
        pattern = name_search._glob_regex(query) if mode == "glob" else None
        hits, complete = _live_find(filters.path, terms if mode != "metadata" else [], pattern, filters, limit)
        live_note = "That folder isn't indexed yet, so I searched it directly" + (
            "." if complete else " (stopped early: it is large; scan it for complete answers)."
        )
    elif mode == "metadata":
        rows = q.list_files(
            conn,
            filters,
            sort_by="date" if sort == "relevance" else sort,
            order="asc" if sort == "name" else "desc",
            limit=limit,
        )
        hits = [{**file_dict(r), "match": "metadata"} for r in rows]
    elif mode == "glob":
        rows = name_search.glob_files(conn, query, filters, base=filters.path, limit=0)
        rows.sort(key=lambda r: -r.mtime_ns)
        hits = [{**file_dict(r), "match": "glob"} for r in rows[:limit]]
    elif mode in ("name", "content"):
        ranked: list[tuple] = []
        if mode == "name":
            for r in name_search.name_candidates(conn, terms, filters, cap=limit):
                ranked.append((r[-1], FileRow.from_row(r[:-1])))
            hits = [{**file_dict(r), "match": "name", "rank": rank} for rank, r in ranked]
            # "resume" for "résumé_2026.docx", "receipts" for "IKEA_receipt.pdf": the same words, folded, after
            if len(hits) < limit:
                seen = {h["path"] for h in hits}
                more = [r for r in _folded(ctx, terms, filters, limit) if r.path not in seen]
                hits += [{**file_dict(r), "match": "name", "rank": 2} for r in more[: limit - len(hits)]]  # word starts
            folders = [
                {"path": r[2], "name": r[1], "files": r[3], "bytes": r[4], "size_human": human_size(r[4])}
                for r in name_search.name_candidates(conn, terms, filters, dirs=True, cap=5)
                if filters.within is None or ctx.policy.root_of(Path(r[2])) is not None
            ]
            # "holiday photos": nothing is named that, but a folder is: what's inside it matches; "everything to do
            # with Aunt Dot": the files so named and what a small folder so named holds
            for f in folders[:2] if not hits else [f for f in folders[:2] if f["files"] <= 50]:
                if len(hits) >= limit:
                    break
                inside = q.list_files(
                    conn,
                    Filters(**{**_filter_fields(filters), "path": f["path"]}).resolve(),
                    sort_by="date",
                    limit=limit,
                )
                seen = {h["path"] for h in hits}
                hits += [{**file_dict(r), "match": "folder"} for r in inside if r.path not in seen][: limit - len(hits)]
            low = [t.lower() for t in terms]
            twice = {t: low.count(t) for t in set(low) if low.count(t) > 1}
            if twice:  # a word said twice is in the name twice: "v2 final final" is not "v2 final"
                hits = [h for h in hits if all(h["name"].lower().count(t) >= n for t, n in twice.items())]
            for t in {t for t in low if len(t) <= 3 and t.isalnum()}:
                # "nda": the NDAs, not "attendance" (a short word inside another word), when a name starts a word so
                starts = re.compile(rf"(?:^|[^a-z0-9]){re.escape(t)}")
                if any(starts.search(h["name"].lower()) for h in hits if h["match"] == "name"):
                    hits = [h for h in hits if h["match"] != "name" or starts.search(h["name"].lower())]
            if not hits and len(terms) == 1 and len(terms[0]) >= 4:
                hits = [{**file_dict(r), "match": "fuzzy"} for r in _fuzzy(ctx, terms[0], filters, limit)]
        if search_type in ("auto", "content"):
            hits = merged_search(ctx, query, filters, limit, name_hits=hits if mode != "content" else [])
    if sort != "relevance" and hits:
        key = {"date": lambda h: h["modified"], "size": lambda h: h["size"], "name": lambda h: h["name"].lower()}[sort]
        hits.sort(key=key, reverse=sort != "name")
    for h in hits[:10]:  # (where each of a few is, from its root: "Nowak Cycles/Accounts/VAT")
        h["folder"] = ctx.display(os.path.dirname(h["path"]))
    data = {"query": query, "search_type": mode, "results": hits, "count": len(hits), "folders": folders}
    data["complete"] = len(hits) < limit  # (as many as asked for: there may be more)
    if live_note:
        data["note"] = live_note
    if not hits and not folders:
        text = f"No files found matching {query!r}." if query else "No files match those filters."
        return Result(data, text + (f"\n{live_note}" if live_note else ""))
    n = f"{len(hits)}" if data["complete"] else f"at least {len(hits)}"
    lines = [f"Found {n} file{'s' if len(hits) != 1 else ''}" + (f" matching {query!r}:" if query else ":")]
    for h in hits:
        extra = f" — {h['snippet']}" if h.get("snippet") else ""
        lines.append(
            f"  - {ctx.display(h['path'], filters.path)} ({h['size_human']}, modified {h['modified'][:10]}){extra}"
        )
    if folders:
        lines.append("Matching folders:")
        lines += [
            f"  - {ctx.display(f['path'], filters.path)}/ ({f['size_human']}, {f['files']} files)" for f in folders
        ]
    if live_note:
        lines.append(live_note)
    return Result(data, "\n".join(lines))
