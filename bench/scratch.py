"""Scratchpad benchmark: import throughput of a large CSV (rows/s, through the real import_table: the forked,
time-limited reader, then inserts with provenance) and the time of typical queries over it.

    python bench/scratch.py                # a 100,000-row CSV
    python bench/scratch.py --rows 5000    # a quick check

12 PDF statements of 50 transactions (rows/s and PDFs/s) are measured too when the PDF table reader is there
(content/tables/pdf.py) and fpdf2 is installed.
"""

from __future__ import annotations

import argparse
import platform
import random
import shutil
import sqlite3
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from filescout.tools import REGISTRY, Context

MERCHANTS = ["Netflix", "Spotify", "Tesco", "Shell", "Amazon", "Cafe Roma", "Uber", "Books & Co", "Rent", "Salary"]
QUERIES = {
    "count": "SELECT count(*) FROM spending",
    "sum by merchant": "SELECT description, round(sum(amount), 2) FROM spending GROUP BY 1 ORDER BY 2",
    "sum by month": "SELECT substr(date, 1, 7) AS month, round(sum(amount), 2) FROM spending GROUP BY 1",
    "top 20 expenses": "SELECT date, description, amount FROM spending ORDER BY amount LIMIT 20",
    "one merchant in a quarter": "SELECT round(sum(amount), 2) FROM spending WHERE description = 'Tesco' "
    "AND date BETWEEN '2025-01-01' AND '2025-03-31'",
}


def write_csv(path: Path, rows: int, rng: random.Random) -> float:
    """A statement-like CSV of ``rows`` transactions; its total in cents (the oracle)."""
    total = 0
    with open(path, "w", encoding="utf-8") as f:
        f.write("Date,Description,Amount\n")
        for i in range(rows):
            cents = -rng.randint(100, 20000) if rng.random() < 0.9 else rng.randint(1000, 300000)
            total += cents
            f.write(f"2025-{1 + i % 12:02d}-{1 + i % 28:02d},{rng.choice(MERCHANTS)},{cents / 100:.2f}\n")
    return total


def write_pdfs(folder: Path, rng: random.Random, files: int = 12, per: int = 50) -> int:
    from fpdf import FPDF

    for m in range(1, files + 1):
        pdf = FPDF()
        pdf.add_page()
        pdf.set_font("Helvetica", size=9)
        pdf.cell(0, 6, f"Statement 2025-{m:02d}", new_x="LMARGIN", new_y="NEXT")
        pdf.cell(30, 5, "Date")
        pdf.cell(90, 5, "Description")
        pdf.cell(30, 5, "Amount", new_x="LMARGIN", new_y="NEXT")
        for i in range(per):
            pdf.cell(30, 5, f"2025-{m:02d}-{1 + i % 28:02d}")
            pdf.cell(90, 5, rng.choice(MERCHANTS))
            pdf.cell(30, 5, f"{-rng.randint(100, 20000) / 100:.2f}", new_x="LMARGIN", new_y="NEXT")
        pdf.output(str(folder / f"statement_{m:02d}.pdf"))
    return files * per


def reference_import(csv_path: Path, db: Path) -> float | None:
    """The sqlite3 shell's own CSV import of the same file (the reference, timed in the same run)."""
    shell = shutil.which("sqlite3")
    if not shell:
        return None
    t0 = time.perf_counter()
    subprocess.run([shell, str(db), ".import --csv " + str(csv_path) + " spending"], check=True)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=int, default=100_000)
    ap.add_argument("--repeat", type=int, default=5, help="runs of each query")
    args = ap.parse_args()
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        docs = Path(tmp) / "docs"
        docs.mkdir()
        cents = write_csv(docs / "big.csv", args.rows, rng)
        ctx = Context(Path(tmp) / "home", roots=[str(docs)])
        t0 = time.perf_counter()
        out = REGISTRY.call("import_table", {"table": "spending", "path": str(docs / "big.csv")}, ctx).data
        took = time.perf_counter() - t0
        assert out["rows"] == args.rows, out["files"]
        got = REGISTRY.call("query_data", {"query": "SELECT round(sum(amount) * 100) AS c FROM spending"}, ctx)
        assert int(got.data["rows"][0]["c"]) == cents, "the sum differs from the generator's"
        print(f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}")
        ref_db = Path(tmp) / "reference.db"
        ref = reference_import(docs / "big.csv", ref_db)
        line = f"import {args.rows:,}-row CSV: {took:.2f} s = {args.rows / took:,.0f} rows/s (sum exact to the cent)"
        if ref:
            line += f"; sqlite3 .import (text columns, no checks) {ref:.2f} s: ours takes {took / ref:.1f}x its time"
        print(line)
        plain = sqlite3.connect(ref_db) if ref else None
        for name, sql in QUERIES.items():
            times, base = [], []
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                REGISTRY.call("query_data", {"query": sql}, ctx)
                times.append(time.perf_counter() - t0)
                if plain is not None:
                    t0 = time.perf_counter()
                    plain.execute(sql).fetchall()
                    base.append(time.perf_counter() - t0)
            ours_ms = statistics.median(times) * 1000
            tail = f"; plain sqlite3 {statistics.median(base) * 1000:6.1f} ms" if base else ""
            print(f"query {name:<28} median {ours_ms:7.1f} ms (the tool: read-only connection, checks, rows out){tail}")
        try:
            import fpdf  # noqa: F401

            from filescout.content.tables import pdf  # noqa: F401
        except ImportError:
            print("PDF statements: skipped (no fpdf2 or no PDF table reader yet)")
        else:
            pdfs = Path(tmp) / "docs" / "pdfs"
            pdfs.mkdir()
            n = write_pdfs(pdfs, rng)
            t0 = time.perf_counter()
            out = REGISTRY.call("import_table", {"table": "pdfs", "path": str(pdfs)}, ctx).data
            took = time.perf_counter() - t0
            print(f"import 12 PDF statements ({n} transactions): {took:.2f} s = {out['rows'] / took:,.0f} rows/s, "
                  f"{12 / took:.1f} PDFs/s; rows read {out['rows']} of {n}")  # fmt: skip
        ctx.close()


if __name__ == "__main__":
    main()
