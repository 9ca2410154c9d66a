"""Finishing what a scan that died left: the bulk load's indexes, the name index, the totals."""

from __future__ import annotations

from ..db import Index
from ..totals import rebuild_root_ext
from .bulk import finish_bulk, rebuild_names
from .lock import scan_running
from .recount import dedupe_hardlinks, recompute_totals


def repair(idx: Index) -> str | None:
    """Finish what an interrupted scan left: name index, totals. Returns a notice."""
    conn = idx.conn
    bulk = idx.meta("bulk_pending", 0)
    dirty = idx.meta("totals_dirty", 0)
    names = idx.meta("names_pending", 0)
    if not (bulk or dirty or names) or idx.readonly or scan_running(idx.home):
        return None
    with idx.transaction():
        if bulk:
            finish_bulk(conn)
            # the first load stopped midway: the next scan goes on with it in bulk, not row by row
            idx.set_meta("resume_bulk", 1)
        elif names:
            rebuild_names(conn)
        dedupe_hardlinks(conn, None)
        recompute_totals(conn)
        rebuild_root_ext(conn)
        idx.set_meta("totals_dirty", 0)
    return "The last scan was interrupted; I finished its totals. Run `filescout scan` to complete it."
