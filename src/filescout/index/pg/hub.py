"""Opening the shared index and publishing this machine's part of it: what the tools layer calls."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from .. import hosts
from .. import schema as sqlite_schema
from .conn import PgConn
from .publish import _HOST as HOST_NAME
from .publish import host_name, publish
from .schema import host_views, migrate

__all__ = ["host_name", "open_shared", "publish_local", "refresh_hosts"]


def _prepare(url: str, this_host: str) -> str:
    """Bring the schema up to date and make sure this machine's view of it exists; the view's schema name."""
    writer = PgConn(url, readonly=False, max_size=1)
    try:
        with writer.connection() as conn:
            migrate(conn)
            with conn.cursor() as cur:
                cur.execute("SELECT no FROM hosts WHERE name = %s", (this_host,))
                row = cur.fetchone()
                return host_views(cur, row[0] if row else None)
    finally:
        writer.close()


def refresh_hosts(reader: PgConn, this_host: str) -> None:
    """Learn the shared index's machines (number -> name), and which one this is."""
    rows = reader.execute("SELECT no, name FROM hosts").fetchall()
    # a name no filescout would have written (a row put there by hand: a newline, a colon…) is not a machine
    names = {no: name for no, name in rows if isinstance(name, str) and HOST_NAME.fullmatch(name)}
    local = next((no for no, name in names.items() if name == this_host), None)
    hosts.configure(names, local)


def _current_schema(url: str, this_host: str) -> str | None:
    """This machine's view schema when the shared index is up to date and has it (no write needed), else None."""
    probe = PgConn(url, max_size=1)
    try:
        if not probe.execute("SELECT to_regclass('public.schema_version') IS NOT NULL").fetchone()[0]:
            return None
        if probe.execute("SELECT count(*) FROM schema_version").fetchone()[0] != len(sqlite_schema.MIGRATIONS):
            return None
        row = probe.execute("SELECT no FROM hosts WHERE name = ?", (this_host,)).fetchone()
        schema = f"fs_h{row[0]}" if row else "fs_nohost"
        found = probe.execute("SELECT to_regclass(?) IS NOT NULL", (f"{schema}.dirs",)).fetchone()[0]
        return schema if found else None
    finally:
        probe.close()


def open_shared(url: str, this_host: str) -> PgConn:
    """Read-only connections to the shared index (its schema created or brought up to date first), seeing this
    machine's paths plain and the others' qualified by their host."""
    schema = _current_schema(url, this_host) or _prepare(url, this_host)
    reader = PgConn(url, schema=schema)
    try:
        refresh_hosts(reader, this_host)
    except BaseException:
        reader.close()
        raise
    return reader


def publish_local(
    index, url: str, this_host: str, *, progress: Callable[[str, int], None] | None = None, full: bool = False
) -> dict:
    """Publish this machine's index into the shared one (see publish.py): what changed, or everything."""
    writer = PgConn(url, readonly=False, max_size=1)
    try:
        result = publish(index.conn, writer, this_host, progress=progress, full=full)
        with contextlib.suppress(Exception):
            refresh_hosts(writer, this_host)
        return result
    finally:
        writer.close()


def share_hashes(url: str, partial: list[tuple], full: list[tuple]) -> None:
    """Content hashes this machine just computed for its own files (find_duplicates), written to the shared
    index too, so the next question there reuses them (``(hash, shared row id)`` pairs)."""
    if not partial and not full:
        return
    writer = PgConn(url, readonly=False, max_size=1)
    try:
        with writer.connection() as conn, conn.transaction(), conn.cursor() as cur:
            cur.executemany("UPDATE files SET phash = %s WHERE id = %s", partial)
            cur.executemany("UPDATE files SET hash = %s WHERE id = %s", full)
    finally:
        writer.close()


def forget_local(url: str, this_host: str) -> bool:
    """This machine's rows removed from the shared index (``filescout reset``); True if it had any."""
    from .publish import forget_host

    writer = PgConn(url, readonly=False, max_size=1)
    try:
        return forget_host(writer, this_host)
    finally:
        writer.close()
