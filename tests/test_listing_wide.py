"""The largest and newest files of a folder that holds most of a large index (a home): the same files as a walk of
the disk finds, read along the size or date index (not by sorting every file of the folder)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from filescout.index import query as q
from filescout.index.scanner import scan
from filescout.tools import Context
from filescout.tools.files import list_files
from filescout.tools.folders import disk_usage


@pytest.fixture(scope="module")
def wide(tmp_path_factory):
    """60,000 files (the size where listings start choosing how to read), most of them under one folder."""
    base = tmp_path_factory.mktemp("wide")
    root = base / "home"
    now = time.time()
    for i in range(60_000):
        d = root / ("big" if i % 10 else "other") / f"d{i % 300:03d}"
        d.mkdir(parents=True, exist_ok=True)
        p = d / f"f{i:05d}.bin"
        with open(p, "wb") as fh:
            fh.truncate((i * 7919) % 1_000_003)  # sparse: distinct sizes, no data written
        os.utime(p, (now - i * 60, now - i * 60))
    (root / "big" / ".hidden").mkdir()
    huge = root / "big" / ".hidden" / "huge.bin"
    with open(huge, "wb") as fh:
        fh.truncate(5_000_000)  # the biggest file is hidden: never listed
    ctx = Context(base / "fshome", roots=[str(root)])
    scan(ctx.index, root)
    yield ctx, root
    ctx.close()


def walk(root: Path) -> list[tuple[str, int, float]]:
    out = []
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if not x.startswith(".")]
        for f in files:
            st = os.stat(os.path.join(d, f))
            out.append((os.path.join(d, f), st.st_size, st.st_mtime))
    return out


@pytest.mark.slow  # 60,000 files written and scanned: a few seconds
def test_the_largest_and_newest_of_a_wide_folder_are_what_a_walk_finds(wide):
    ctx, root = wide
    big = root / "big"
    files = walk(big)
    assert len(files) == 54_000
    by_size = [p for p, s, _ in sorted(files, key=lambda x: -x[1])[:5]]
    by_date = [p for p, _, m in sorted(files, key=lambda x: -x[2])[:5]]
    r = list_files(ctx, q.Filters(path=str(big)), sort_by="size", limit=5)
    assert [f["path"] for f in r.data["files"]] == by_size
    r = list_files(ctx, q.Filters(path=str(big)), sort_by="date", limit=5)
    assert [f["path"] for f in r.data["files"]] == by_date
    r = disk_usage(ctx, path=str(big))
    assert [f["path"] for f in r.data["largest"]] == by_size[:3]
    # read along the sort column's index: the folder holds most of the index
    f = q.Filters(path=str(big)).resolve()
    assert q._wide_path(ctx.conn, f)
    assert not q._wide_path(ctx.conn, q.Filters(path=str(root / "other")).resolve())
