"""The largest files of a folder, on the 1M-file index of bench/query.py (built if missing), by how much of the
index the folder holds; the reference, timed in the same run, is the same query sorting all of the folder's files
(what a listing did before it read a wide folder along the size index).

    python bench/wide_listing.py [--files 1000000]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).parent


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=1_000_000)
    a = ap.parse_args()
    home = os.path.join(tempfile.gettempdir(), "filescout-bench", f"qhome-{a.files}")
    if not os.path.exists(os.path.join(home, "index.db")):
        subprocess.run([sys.executable, str(HERE / "query.py"), "--files", str(a.files), "-n", "1"], check=True)
    from filescout.index import query as q
    from filescout.tools import Context

    ctx = Context(home)
    rows = ctx.conn.execute("SELECT path, rec_files FROM dirs WHERE rec_files > 0 ORDER BY rec_files DESC").fetchall()
    for path, n in [rows[0], rows[1], rows[len(rows) // 100], rows[len(rows) // 2]]:
        f = q.Filters(path=path).resolve()
        t0 = time.perf_counter()
        got = q.list_files(ctx.conn, f, sort_by="size", limit=3)
        t = (time.perf_counter() - t0) * 1000
        where, params = f.sql(conn=ctx.conn)
        t0 = time.perf_counter()
        ref = ctx.conn.execute(
            f"SELECT f.id FROM files f JOIN dirs d ON d.id = f.dir_id WHERE {where} ORDER BY +f.size DESC, f.id "
            "LIMIT 3",
            params,
        ).fetchall()
        r = (time.perf_counter() - t0) * 1000
        assert [x.id for x in got] == [x[0] for x in ref]
        print(f"{n:>9,} files in the folder: largest 3 in {t:7.1f} ms; sorting them all {r:7.1f} ms ({t / r:.2f}×)")


if __name__ == "__main__":
    main()
