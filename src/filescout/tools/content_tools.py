"""Tools over file contents: search_file_content (seed 000's grep_files) and compare_files."""

from __future__ import annotations

import difflib
import io
import os
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Literal

import xxhash

from ..content import store
from ..content.budgets import LineBudget, Source
from ..content.formats import READERS, extract
from ..content.grep import compile_pattern, grep
from ..content.isolate import bounded
from ..content.sniff import SNIFF_BYTES, detect_encoding, is_binary
from ..errors import AccessDenied, InvalidInput
from ..index import hosts
from ..index import query as q
from ..index.categories import split_ext
from ..index.dialects import dialect_of
from ..index.query import FileRow, Filters
from ..index.schema import MULTILINK, SPECIAL, SYMLINK
from ..safety.fsopen import open_regular
from ..safety.noise import is_hidden, is_noise_dir
from ..safety.secrets import LinkGuard
from ..safety.sensitive import Tier, classify_dir, classify_file, in_blocked_dir
from ..units import human_size
from .context import Context
from .hits import KIND_WORDS, content_hits
from .info import sensitive_check
from .registry import Result, tool


def _files_to_grep(ctx: Context, filters: Filters, skipped: list[str]) -> tuple[Iterable[str], str]:
    """The files a regex search reads: from the index when it covers the scope, else a walk (folders it
    could not open are added to ``skipped``). The files read are this machine's, from its own index (a shared
    index's rows of other machines name files that aren't here), and each is checked against the sensitive
    tiers again as it would be on a walk: the index is not trusted to have left them out."""
    conn = ctx.local_conn
    host = hosts.split(filters.path)[0] if filters.path else None
    if host is not None:
        raise AccessDenied(
            f"{filters.path} is on {host}, another machine: a search that reads files reads this machine's only. "
            f"The indexed search (mode index) covers what {host} published."
        )
    if filters.path is None or q.dir_row(conn, filters.path) is not None:
        where, params = filters.sql(dialect=dialect_of(conn))
        rows = conn.execute(
            f"SELECT {q.FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id "
            f"WHERE {where} AND f.flags & {SYMLINK | SPECIAL} = 0 AND f.flags & 4 = 0 AND f.size > 0 "
            f"ORDER BY d.path, f.name",
            params,
        )
        rows = [
            r
            for r in (FileRow.from_row(r) for r in rows)
            if classify_file(r.name, os.path.basename(os.path.dirname(r.fs_path))) is Tier.NONE
            and not in_blocked_dir(r.fs_path)
        ]
        return _not_linked_keys(ctx, [r.fs_path for r in rows], [r.flags & MULTILINK for r in rows]), "index"
    out = []
    for dp, dns, fns in os.walk(filters.path, onerror=lambda exc: skipped.append(exc.filename or "")):
        dns[:] = sorted(
            d
            for d in dns
            if classify_dir(d) is not Tier.BLOCK and (filters.include_hidden or not (is_hidden(d) or is_noise_dir(d)))
        )
        for n in sorted(fns):
            if not filters.include_hidden and is_hidden(n):
                continue
            if classify_file(n, os.path.basename(dp)) is not Tier.NONE:
                continue
            if filters.exts is not None and split_ext(n) not in filters.exts:
                continue
            out.append(os.path.join(dp, n))
    return _not_linked_keys(ctx, out, None), "walk"


def _not_linked_keys(ctx: Context, paths: list[str], multi: list[int] | None) -> Iterator[str]:
    """``paths`` without hard links of BLOCK files (``multi``: which may have several links; None: unknown)."""
    guard = LinkGuard(ctx.roots())
    for i, p in enumerate(paths):
        if (multi is None or multi[i]) and guard.is_blocked(p):
            continue
        yield p


@tool(
    priority=1,
    category="search",
    keywords=(
        "grep",
        "contains",
        "containing",
        "mentions",
        "mention",
        "inside",
        "text",
        "says",
        "content",
        "contents",
        "phrase",
        "which document",
    ),
    examples=(
        ("which document mentions quarterly revenue?", {"query": "quarterly revenue"}),
        ("grep for TODO in my projects", {"query": "TODO", "mode": "literal", "path": "projects"}),
    ),
    cli="grep",
    cli_args=("query", "path"),
    items="results",
)
def search_file_content(
    ctx: Context,
    query: str,
    filters: Filters,
    mode: Literal["index", "regex", "literal"] = "index",
    limit: int = 20,
    context: int = 2,
    ignore_case: bool = True,
) -> Result:
    """Search inside files: ranked full-text search of the content index, or a regex/literal scan with context lines.

    Index mode ranks whole documents (PDF, Word, Excel, PowerPoint, text, code…) by BM25 and shows the best snippets
    with the matched words marked **like this**, and where they are (page, slide, sheet, lines); with an embeddings
    model configured it also finds documents by meaning, and says which hits were found that way. Regex and literal
    modes read text files directly, like `rg -C`, within time and result limits; they work without an index.

    Args:
        query: Words to find (index), or a pattern (regex) or exact text (literal).
        mode: index (ranked, uses the content index), regex, or literal.
        limit: The most files (index) or matching lines (regex, literal) to return.
        context: Lines of context around each match (regex, literal).
        ignore_case: Match regardless of case (regex, literal).
    """
    filters.path = ctx.scope(filters.path)
    filters.within = ctx.within()
    filters.resolve()
    limit = max(1, min(int(limit), 1000))
    if not query.strip():
        raise InvalidInput("Say what to look for.")
    if mode == "index":
        notes: list[str] = []
        hits = content_hits(ctx, query, filters, limit, notes)
        status = store.content_status(ctx.conn)
        data = {"query": query, "mode": mode, "results": hits, "count": len(hits), "indexed_files": status["files"]}
        if notes:
            data["notes"] = notes
        if not hits:
            tip = "" if status["files"] else " The content index is empty: run `filescout scan` to read documents."
            return Result(data, "\n".join([f"No documents mention {query!r}.{tip}", *notes]))
        lines = [f"{len(hits)} file{'s' if len(hits) != 1 else ''} mention {query!r}:"]
        for h in hits:
            how = KIND_WORDS[h["kind"]]
            lines.append(f"  {ctx.display(h['path'], filters.path)}" + (f"  ({how})" if how else ""))
            lines += [f"      {s['where']}: {s['text']}" for s in h["snippets"]]
        return Result(data, "\n".join(lines + notes))
    rx = compile_pattern(query, literal=mode == "literal", ignore_case=ignore_case)
    unentered: list[str] = []
    paths, source = _files_to_grep(ctx, filters, unentered)
    policy = ctx.policy
    res = grep(
        paths,
        rx,
        context=max(0, min(int(context), 10)),
        max_results=limit,
        opener=lambda p: open_regular(policy, p, check=False),  # inside its root, at the moment of opening
    )
    matches = [{"path": h.path, "line": h.line, "text": h.text, "before": h.before, "after": h.after} for h in res.hits]
    data = {
        "query": query,
        "mode": mode,
        "matches": matches,
        "count": len(matches),
        "files_searched": res.files_searched,
        "files_matched": res.files_matched,
        "bytes_searched": res.bytes_searched,
        "stopped": res.stopped,
        "source": source,
        "skipped": dict(res.skipped),
    }
    if unentered:
        data["skipped"]["folders that could not be opened"] = len(unentered)
        data["unopened_folders"] = unentered[:20]
    notes = _skip_notes(data["skipped"], unentered)
    data["notes"] = notes
    if not matches:
        return Result(data, "\n".join([f"No lines match {query!r} in {res.files_searched:,} files.", *notes]))
    lines = []
    last = None
    for m in matches:
        if m["path"] != last:
            lines.append(ctx.display(m["path"], filters.path))
            last = m["path"]
        for i, b in enumerate(m["before"]):
            lines.append(f"  {m['line'] - len(m['before']) + i}-  {b}")
        lines.append(f"  {m['line']}:  {m['text']}")
        for i, a in enumerate(m["after"]):
            lines.append(f"  {m['line'] + 1 + i}-  {a}")
    lines.append(
        f"{len(matches)} matching line(s) in {res.files_matched} file(s); searched {res.files_searched:,} "
        f"files ({human_size(res.bytes_searched)})" + (f"; stopped at the {res.stopped}" if res.stopped else "")
    )
    return Result(data, "\n".join(lines + notes))


def _skip_notes(skipped: dict[str, int], unentered: list[str]) -> list[str]:
    """What a search did not read, in words (binary files are skipped silently, like rg)."""
    parts = [
        f"{n:,} {'file' if n == 1 else 'files'} {why}"
        for why, n in skipped.items()
        if why not in ("binary", "folders that could not be opened")
    ]
    notes = [f"Not searched: {'; '.join(parts)}."] if parts else []
    if unentered:
        more = f" (and {len(unentered) - 5} more)" if len(unentered) > 5 else ""
        notes.append(
            f"Not searched: {len(unentered):,} folder(s) that could not be opened (no permission): "
            + ", ".join(unentered[:5])
            + more
        )
    return notes


DIFF_LINES = 20_000  # lines of each file compared
DIFF_BYTES = 8 * 1024 * 1024  # characters of each text file read for a diff
HASH_BYTES = 512 * 1024 * 1024  # bytes of each binary file hashed


def _text_of(ctx: Context, path: str) -> tuple[list[str] | None, str | None]:
    """(lines, note) for text and rich formats, (None, None) for binaries; ``note`` says what was not
    read (only the first lines or bytes). The file is opened inside its root: never a FIFO or device."""
    real = ctx.resolve(path)
    sensitive_check(real, ctx.roots())
    ext = split_ext(real.name)
    with os.fdopen(open_regular(ctx.policy, real, check=False), "rb") as f:
        src = Source.of(real, f)
        if ext in READERS:  # a rich format (html, epub, rtf and eml included): its extracted text
            ex = bounded(extract, src, ext)  # a third-party parser: with a time and memory limit
            if ex.error:
                raise InvalidInput(f"I couldn't read {real.name}: {ex.error}")
            lines = ex.text.splitlines()
            note = "only the first part of its text was extracted" if ex.truncated else None
        else:
            head = f.read(SNIFF_BYTES)
            if is_binary(head):
                return None, None
            budget = LineBudget(DIFF_BYTES)
            f.seek(0)
            t = io.TextIOWrapper(f, encoding=detect_encoding(head), errors="replace")
            try:
                lines = list(islice(budget.lines(t), DIFF_LINES + 1))
            finally:
                t.detach()
            note = f"only its first {human_size(DIFF_BYTES)} were compared" if budget.exhausted else None
    if len(lines) > DIFF_LINES:
        lines = lines[:DIFF_LINES]
        note = f"only its first {DIFF_LINES:,} lines were compared"
    return lines, note


def _hash(ctx: Context, real) -> tuple[str, int, bool]:
    """(xxh3-128 of the first HASH_BYTES, bytes hashed, whole file hashed)."""
    h = xxhash.xxh3_128()
    done = 0
    with os.fdopen(open_regular(ctx.policy, real, check=False), "rb") as f:
        while done < HASH_BYTES and (chunk := f.read(min(1 << 20, HASH_BYTES - done))):
            h.update(chunk)
            done += len(chunk)
        whole = not f.read(1)
    return h.hexdigest(), done, whole


@tool(
    priority=2,
    category="read",
    keywords=("compare", "diff", "difference", "differences", "changed between", "same as"),
    examples=(("compare report_v1.docx and report_v2.docx", {"path1": "report_v1.docx", "path2": "report_v2.docx"}),),
    cli="diff",
    cli_args=("path1", "path2"),
)
def compare_files(ctx: Context, path1: str, path2: str, context: int = 3, max_lines: int = 400) -> Result:
    """Compare two files: a unified diff for text (the extracted text for PDF, Word, Excel, PowerPoint), or
    "identical"/"different" with hashes for binaries, and a summary of lines added and removed.

    Args:
        path1: The first (older) file.
        path2: The second (newer) file.
        context: Lines of context around each change.
        max_lines: The most diff lines to return.
    """
    r1, r2 = ctx.resolve(path1), ctx.resolve(path2)
    for r in (r1, r2):
        if r.is_dir():
            raise InvalidInput(f"{r} is a folder; compare_files compares two files.")
    a, note1 = _text_of(ctx, path1)
    b, note2 = _text_of(ctx, path2)
    base = {"path1": str(r1), "path2": str(r2)}
    if a is None or b is None:
        (h1, n1, whole1), (h2, n2, whole2) = _hash(ctx, r1), _hash(ctx, r2)
        size1, size2 = r1.stat().st_size, r2.stat().st_size
        same: bool | None = h1 == h2 and size1 == size2
        notes = []
        if same and not (whole1 and whole2):  # equal as far as they were read: can't say more
            same = None
            notes.append(f"only the first {human_size(n1)} of each file was compared; they match there")
        data = {**base, "kind": "binary", "identical": same, "hash1": h1, "hash2": h2, "size1": size1,
                "size2": size2, "compared_bytes": [n1, n2], "notes": notes}  # fmt: skip
        verdict = {True: "Identical", False: "Different", None: "Not fully compared"}[same]
        text = f"{verdict} (binary): {r1.name} {h1[:12]} vs {r2.name} {h2[:12]}."
        return Result(data, "\n".join([text, *(f"Note: {n}." for n in notes)]))
    notes = [f"{name}: {n}" for name, n in ((r1.name, note1), (r2.name, note2)) if n]
    diff = list(difflib.unified_diff(a, b, fromfile=str(r1), tofile=str(r2), n=max(0, int(context)), lineterm=""))
    added = sum(1 for d in diff if d.startswith("+") and not d.startswith("+++"))
    removed = sum(1 for d in diff if d.startswith("-") and not d.startswith("---"))
    shown = diff[: max(1, int(max_lines))]
    summary = "identical" if not diff else f"{added} line(s) added, {removed} removed"
    data = {
        **base,
        "kind": "text",
        "identical": not diff,
        "added": added,
        "removed": removed,
        "summary": summary,
        "diff": shown,
        "truncated": len(diff) > len(shown),
        "partial": bool(notes),
        "notes": notes,
    }
    tail = "".join(f"\nNote: {n} (the rest was not compared)." for n in notes)
    if not diff:
        same = "have the same text" if not notes else "have the same text as far as they were compared"
        return Result(data, f"{r1.name} and {r2.name} {same}.{tail}")
    text = "\n".join(shown) + (f"\n… {len(diff) - len(shown)} more diff lines" if len(diff) > len(shown) else "")
    return Result(data, f"{text}\n{r1.name} → {r2.name}: {summary}.{tail}")
