"""What a scan reports, and its row in the ``scan_log`` table."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

ProgressFn = Callable[[dict], None]


@dataclass
class ScanResult:
    path: str
    root: str
    status: str = "complete"  # complete | interrupted
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    dirs_added: int = 0
    dirs_removed: int = 0
    errors: int = 0
    error_paths: list[dict] = field(default_factory=list)
    skipped_sensitive: int = 0
    bulk: bool = False  # loaded in bulk (a first scan, or a big addition): indexes rebuilt at the end
    files: int = 0
    dirs: int = 0
    bytes: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict:
        return asdict(self)


def log_result(conn, log_id: int, r: ScanResult) -> None:
    """Record how the scan logged as ``log_id`` ended."""
    conn.execute(
        "UPDATE scan_log SET finished_at=?, status=?, added=?, updated=?, removed=?, errors=?, seconds=?, "
        "detail=? WHERE id=?",
        (
            time.time(),
            r.status,
            r.added,
            r.updated,
            r.removed,
            r.errors,
            r.seconds,
            json.dumps({"error_paths": r.error_paths[:20], "skipped_sensitive": r.skipped_sensitive}),
            log_id,
        ),
    )
