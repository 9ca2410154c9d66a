"""Tools that manage the index itself: scan and status."""

from __future__ import annotations

import json
import os
import time

from ..content import embed, ocr
from ..content.store import content_status
from ..index import hosts, scanner
from ..index.watch import freshness, watched_roots
from ..units import human_size
from .context import Context
from .registry import Result, tool


@tool(
    priority=1,
    category="index",
    keywords=("scan", "index", "rescan", "refresh", "update index"),
    examples=(("index my Documents folder", {"path": "~/Documents"}),),
    idempotent=False,
    cost="high",
    cli_args=("path",),
)
def scan(ctx: Context, path: str, cross_mounts: bool = False, content: bool = True) -> Result:
    """Scan a folder into the index (or rescan it): only what changed since the last scan is written.

    The metadata pass comes first, so questions about sizes and dates work at once; then documents are read
    into the content index (new and changed ones only).

    Args:
        path: The folder to scan. A folder inside an indexed one updates just that part.
        cross_mounts: Also enter other file systems mounted below the folder.
        content: Also read documents into the content index (off: --no-content, or "content": false in config).
    """
    progress = getattr(ctx, "progress", None)
    r = scanner.scan(
        ctx.open_index(repair_it=False),
        path,
        cross_mounts=cross_mounts,
        exclude=ctx.settings.exclude,
        progress=progress,
    )
    data = r.to_dict()
    cstats = None
    if content and ctx.settings.content:
        from ..content import ocr_scan
        from ..content.store import index_content

        ocr.configure(ctx.home, enabled=ctx.settings.ocr, langs=ctx.settings.ocr_langs)  # (the workers inherit it)
        ocr_scan.retry_skipped(ctx.index, r.path)  # read without OCR before, and OCR works now: read again
        cstats = index_content(ctx.index, scope=r.path, progress=progress)
        data["content"] = cstats.to_dict()
        pics = ocr_scan.index_images(ctx.index, scope=r.path, progress=progress)
        data["content"]["pictures"] = {
            "read": pics.extracted,
            "errors": pics.errors,
            "left": pics.candidates - pics.extracted,
        }
        if (emb := embed.client_from(ctx.settings)) is not None:  # semantic search, when a model is configured
            data["semantic"] = embed.embed_pending(ctx.index, emb, progress)
    lines = [
        f"Scanned {r.path} in {r.seconds:.2f} s: {r.files:,} files, {r.dirs:,} folders, {human_size(r.bytes)}.",
        f"  Changes: {r.added:,} added, {r.updated:,} updated, {r.removed:,} removed.",
    ]
    if r.errors:
        lines.append(f"  Couldn't read {r.errors} folder{'s' if r.errors != 1 else ''} (permission denied):")
        lines += [f"    - {e['path']}" for e in r.error_paths[:10]]
        if r.errors > 10:
            lines.append(f"    … {r.errors - 10} more")
    if r.skipped_sensitive:
        lines.append(f"  Left out {r.skipped_sensitive} sensitive file(s) (keys, .env, credentials).")
    if cstats is not None and cstats.candidates:
        rate = f", {cstats.to_dict()['files_per_second']} files/s" if cstats.seconds else ""
        lines.append(
            f"  Read {cstats.extracted:,} document(s) into the content index in {cstats.seconds:.2f} s{rate}"
            + (f"; {cstats.errors} couldn't be read" if cstats.errors else "")
            + (f"; {cstats.skipped_large} too large" if cstats.skipped_large else "")
            + "."
        )
    if data.get("content", {}).get("pictures", {}).get("read"):
        p = data["content"]["pictures"]
        lines.append(
            f"  Looked for text in {p['read']:,} picture(s) (OCR)"
            + (f"; {p['errors']} couldn't be read" if p["errors"] else "")
            + (f"; {p['left']:,} more next scan" if p["left"] else "")
            + "."
        )
    lines += embed.scan_lines(data.get("semantic"))
    shared = ctx.publish(progress=_publish_progress(progress))
    if shared is not None:
        data["shared"] = shared
        lines.append(
            f"  Published to the shared index as {shared['host']} in {shared['seconds']:.2f} s "
            f"({shared['rows'].get('files', 0):,} files, {shared['rows'].get('content_chunks', 0):,} text chunks)."
        )
    return Result(data, "\n".join(lines))


def _publish_progress(progress):
    if progress is None:
        return None
    return lambda table, n: progress({"phase": "publish", "table": table, "rows": n})


@tool(
    priority=2,
    category="index",
    keywords=("status", "indexed", "index size", "last scan"),
    examples=(("what is indexed?", {}),),
)
def status(ctx: Context) -> Result:
    """What the index holds: folders scanned, files, total size, last scans, and the index's own size."""
    conn = ctx.conn  # the shared index when there is one: every machine's folders
    local = ctx.local_conn  # this machine's own: its scan log, bookmarks, watchers, embeddings
    idx = ctx.index
    roots = []
    live, limited = watched_roots(local)
    for path, last_at, secs, st in conn.execute(
        "SELECT path, last_scan_at, last_scan_seconds, last_scan_status FROM roots ORDER BY path"
    ):
        row = conn.execute("SELECT rec_files, rec_bytes, rec_dirs + 1 FROM dirs WHERE path=?", (path,)).fetchone()
        host, _ = hosts.split(path)
        log = (
            local.execute(
                "SELECT errors, detail FROM scan_log WHERE root=? OR root LIKE ? ORDER BY id DESC LIMIT 1",
                (path, path.rstrip("/") + "/%"),
            ).fetchone()
            if host is None
            else None
        )
        errors = []
        if log and log[1]:
            errors = json.loads(log[1]).get("error_paths", [])
        roots.append(
            {
                "path": path,
                "files": row[0] if row else 0,
                "bytes": row[1] if row else 0,
                "size_human": human_size(row[1] if row else 0),
                "folders": row[2] if row else 0,
                "last_scan": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(last_at)) if last_at else None,
                "last_scan_seconds": secs,
                "last_scan_status": st,
                "errors": log[0] if log else 0,
                "error_paths": errors,
                "exists": os.path.isdir(path) if host is None else None,  # (another machine's: not seen here)
                "host": host,
            }
        )
        roots[-1]["freshness"], roots[-1]["freshness_text"] = freshness(last_at, path in live, path in limited)
    files = sum(r["files"] for r in roots)
    total = sum(r["bytes"] for r in roots)
    folders = sum(r["folders"] for r in roots)
    data = {
        "home": str(ctx.home),
        "index_path": str(idx.path),
        "index_bytes": idx.disk_bytes(),
        "index_human": human_size(idx.disk_bytes()),
        "schema": idx.schema_version(),
        "roots": roots,
        "files": files,
        "folders": folders,
        "bytes": total,
        "size_human": human_size(total),
        "bookmarks": local.execute("SELECT count(*) FROM bookmarks").fetchone()[0],
        "content": content_status(conn),
        "semantic": embed.embed_status(local, ctx.settings),
        "shared": shared_status(ctx),
        "notices": list(ctx.notices),
    }
    if not roots:
        return Result(data, f"Nothing is indexed yet (index: {idx.path}). Run `filescout scan PATH`.")
    c = data["content"]
    lines = [
        f"Index: {idx.path} ({data['index_human']})",
        f"Indexed: {files:,} files in {folders:,} folders, {human_size(total)}",
        f"Content: {c['files']:,} documents read ({c['chunks']:,} passages)"
        + (f", {c['errors']} unreadable" if c["errors"] else ""),
    ]
    if c.get("ocr") or c.get("ocr_skipped"):
        why = ocr.TURNED_OFF if not ctx.settings.ocr else ocr.INSTALL if ocr.binary() is None else None
        lines.append(
            f"OCR: {c['ocr']:,} scan(s) and picture(s) read with Tesseract"
            + (
                f"; {c['ocr_skipped']:,} scan(s) without text not read ({why or 'OCR was off then: rescan'})"
                if c["ocr_skipped"]
                else ""
            )
        )
    lines += embed.status_lines(data["semantic"])
    if data["shared"]:
        sh = data["shared"]
        lines.append(f"Shared index: {sh['url']} (this machine is {sh['this_host']})")
        lines += [
            f"  {m['host']}: {m['files']:,} files, {human_size(m['bytes'])}, published {m['published'] or 'never'}"
            + (" (publishing now)" if m["publishing"] else "")
            for m in sh["machines"]
        ]
    for r in roots:
        state = r["last_scan_status"] or "never scanned"
        lines.append(
            f"  {r['path']}: {r['files']:,} files, {r['size_human']} — last scan {r['last_scan'] or '-'}"
            f" ({state}{', {:.2f} s'.format(r['last_scan_seconds']) if r['last_scan_seconds'] else ''})"
            + (f", {r['errors']} unreadable folder(s)" if r["errors"] else "")
            + ("" if r["exists"] is not False else " — MISSING on disk")
            + f"; {r['freshness_text']}"
        )
    return Result(data, "\n".join(lines))


def shared_status(ctx: Context) -> dict | None:
    """The shared index, when there is one: where, this machine's name, and every machine in it."""
    if ctx.shared is None:
        return None
    from ..index.pg.conn import safe_url

    rows = ctx.shared.execute("SELECT name, files, bytes, published_at, publishing_since FROM hosts ORDER BY name")
    rows = [r for r in rows if r[0] in hosts.names() or r[0] == ctx.host_name]  # (names filescout would write)
    machines = [
        {
            "host": r[0],
            "files": r[1] or 0,
            "bytes": r[2] or 0,
            "published": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r[3])) if r[3] else None,
            "publishing": r[4] is not None,
        }
        for r in rows
    ]
    return {"url": safe_url(ctx.settings.index_url or ""), "this_host": ctx.host_name, "machines": machines}
