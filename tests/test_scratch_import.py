"""import_table and `filescout table`: generated statements (the generator knows every transaction) imported from
folders, globs, lists and a name search, with provenance; bad, secret and outside files reported, never imported."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from filescout.cli import cli
from filescout.scratch import store
from filescout.tools import REGISTRY, Context
from filescout.tools import scratch_import as si
from filescout.tools.invoke import invoke

MERCHANTS = ["Netflix", "Cafe Roma", "Shell", "Tesco", "Amazon", "Books & Co"]


def statement(path: Path, month: int, n: int, *, sep: str = ",", seed: int = 0) -> list[tuple]:
    """A statement of ``n`` transactions; the rows it holds as (date, description, amount, row number)."""
    rnd = random.Random(seed * 100 + month)
    rows = []
    for i in range(n):
        amount = (
            round(-rnd.randint(1, 20000) / 100, 2) if rnd.random() < 0.9 else round(rnd.randint(1, 300000) / 100, 2)
        )
        rows.append((f"2025-{month:02d}-{1 + i % 28:02d}", rnd.choice(MERCHANTS), amount, i + 2))
    lines = [sep.join(["Date", "Description", "Amount"])]
    lines += [sep.join([d, m, f"{a:.2f}"]) for d, m, a, _ in rows]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return rows


@pytest.fixture
def docs(tmp_path) -> Path:
    d = tmp_path / "docs"
    d.mkdir()
    return d


@pytest.fixture
def sctx(fshome, docs):
    c = Context(fshome, roots=[str(docs)])
    yield c
    c.close()


def imported(ctx, table: str) -> list[tuple]:
    q = f"SELECT date, description, amount, source_file, source_row FROM {table} ORDER BY source_file, source_row"
    out = REGISTRY.call("query_data", {"query": q}, ctx).data
    assert not out["more"]
    return [tuple(r.values()) for r in out["rows"]]


def test_a_folder_of_statements_imports_into_one_table_with_provenance(sctx, docs):
    st = docs / "Statements"
    expect = {}
    expect[st / "jan.csv"] = statement(st / "jan.csv", 1, 30)
    expect[st / "feb.csv"] = statement(st / "feb.csv", 2, 25)
    expect[st / "mar.tsv"] = statement(st / "mar.tsv", 3, 20, sep="\t")
    (st / "notes.txt").write_text("not a table")
    deeper = statement(st / "old" / "dec.csv", 12, 10)
    out = REGISTRY.call("import_table", {"table": "spending", "path": str(st)}, sctx).data
    assert [(Path(f["path"]).name, f["rows"], f["error"]) for f in out["files"]] == [
        ("feb.csv", 25, None), ("jan.csv", 30, None), ("mar.tsv", 20, None)]  # fmt: skip
    assert out["rows_added"] == out["rows"] == 75
    assert [c["name"] for c in out["columns"]] == ["date", "description", "amount", "source_file", "source_page",
                                                   "source_row"]  # fmt: skip
    assert [c["type"] for c in out["columns"]][:3] == ["date", "text", "amount"]
    want = sorted((d, m, a, str(p), r) for p, rows in expect.items() for d, m, a, r in rows)
    assert sorted(imported(sctx, "spending")) == want
    total = REGISTRY.call("query_data", {"query": "SELECT round(sum(amount), 2) AS t FROM spending"}, sctx).data
    cents = sum(round(a * 100) for rows in expect.values() for _, _, a, _ in rows)
    assert total["rows"] == [{"t": cents / 100}]
    # recursive: the subfolder too; a glob; a list of paths
    out = REGISTRY.call("import_table", {"table": "all", "path": str(st), "recursive": True}, sctx).data
    assert out["rows"] == 85 and any(f["path"].endswith("old/dec.csv") and f["rows"] == len(deeper)
                                     for f in out["files"])  # fmt: skip
    out = REGISTRY.call("import_table", {"table": "globbed", "path": str(st / "*.csv")}, sctx).data
    assert out["rows"] == 55
    out = REGISTRY.call("import_table", {"table": "listed", "paths": [str(st / "jan.csv"), str(st / "mar.tsv")]},
                        sctx).data  # fmt: skip
    assert out["rows"] == 50 and out["files_read"] == 2


def test_append_adds_and_replace_starts_again(sctx, docs):
    jan = statement(docs / "jan.csv", 1, 12)
    feb = statement(docs / "feb.csv", 2, 7)
    for _ in range(2):
        out = REGISTRY.call("import_table", {"table": "t", "path": str(docs / "jan.csv")}, sctx)
        assert out.data["files_failed"] == 0, out.text
    assert len(imported(sctx, "t")) == 2 * len(jan)
    out = REGISTRY.call("import_table", {"table": "t", "path": str(docs / "feb.csv"), "mode": "replace"}, sctx)
    assert [r[:3] for r in imported(sctx, "t")] == [r[:3] for r in feb] and out.data["rows"] == len(feb)
    # a replace that reads nothing leaves the table as it was
    (docs / "empty.csv").write_text("")
    out = REGISTRY.call("import_table", {"table": "t", "path": str(docs / "empty.csv"), "mode": "replace"}, sctx)
    assert out.data["files_failed"] == 1 and len(imported(sctx, "t")) == len(feb)


def test_one_bad_file_is_reported_and_the_others_are_imported(sctx, docs):
    good = statement(docs / "a_good.csv", 1, 9)
    (docs / "b_binary.csv").write_bytes(bytes(range(256)) * 40)
    (docs / "c_fake.xlsx").write_text("this is not a workbook")
    (docs / "d_empty.csv").write_text("")
    out = REGISTRY.call("import_table", {"table": "mixed", "path": str(docs)}, sctx)
    files = {Path(f["path"]).name: f for f in out.data["files"]}
    assert files["a_good.csv"]["rows"] == len(good) and files["a_good.csv"]["error"] is None
    for bad in ("b_binary.csv", "c_fake.xlsx", "d_empty.csv"):
        assert files[bad]["rows"] == 0 and files[bad]["error"], files[bad]
        assert "Traceback" not in files[bad]["error"]
    assert out.data["rows"] == len(good) and out.data["files_failed"] == 3
    assert "c_fake.xlsx" in out.text and "a_good.csv" in out.text


def test_secret_and_outside_files_are_never_imported(sctx, docs, fshome, tmp_path):
    secret = "sk_live_51HZZsecretvalue"
    for name in ("id_rsa.csv", ".env", "credentials.csv", "api_token.csv", "passwords.csv"):
        (docs / name).write_text(f"key,value\nstripe,{secret}\n")
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n"
    (docs / "key.csv").write_text(f"a,b\n{key}-----END OPENSSH PRIVATE KEY-----\n")
    outside = tmp_path / "outside.csv"
    outside.write_text(f"key,value\nx,{secret}\n")
    paths = [str(docs / n) for n in ("id_rsa.csv", ".env", "credentials.csv", "api_token.csv", "passwords.csv",
                                     "key.csv")] + [str(outside), str(docs / ".." / "outside.csv")]  # fmt: skip
    out = REGISTRY.call("import_table", {"table": "leak", "paths": paths}, sctx).data
    assert out["rows"] == 0 and out["files_read"] == 0 and len(out["files"]) == len(paths)
    errors = [f["error"] for f in out["files"]]
    assert errors[0] == errors[5] == "This file type is blocked for security."
    assert all("sensitive data" in e for e in errors[1:5])
    assert all("outside" in e for e in errors[6:])
    assert secret.encode() not in (fshome / "scratch.db").read_bytes()
    # a folder import leaves them out too (hidden .env skipped; the others refused by name)
    statement(docs / "ok.csv", 1, 3)
    out = REGISTRY.call("import_table", {"table": "folder", "path": str(docs)}, sctx).data
    assert out["rows"] == 3 and secret.encode() not in (fshome / "scratch.db").read_bytes()


def test_a_reader_that_hangs_is_stopped_and_reported(sctx, docs, monkeypatch):
    statement(docs / "slow.csv", 1, 3)

    def hang(path, **kw):
        time.sleep(60)

    monkeypatch.setattr(si, "read_tables", hang)
    monkeypatch.setattr(si, "READ_SECONDS", 0.5)
    t0 = time.monotonic()
    out = REGISTRY.call("import_table", {"table": "t", "path": str(docs / "slow.csv")}, sctx).data
    assert time.monotonic() - t0 < 5
    assert "took too long" in out["files"][0]["error"] and out["rows"] == 0


def test_the_row_limit_stops_an_import_between_files(sctx, docs, monkeypatch):
    monkeypatch.setattr(store, "MAX_ROWS", 25)
    for m in (1, 2, 3):
        statement(docs / f"m{m}.csv", m, 10)
    out = REGISTRY.call("import_table", {"table": "t", "path": str(docs)}, sctx).data
    assert [f["rows"] for f in out["files"]] == [10, 10, 0] and out["rows"] == 20
    assert "at most 25" in out["files"][2]["error"]


def test_import_by_a_name_search_in_the_index(fshome, docs):
    runner = CliRunner()
    statement(docs / "Bank" / "statement_jan.csv", 1, 4)
    statement(docs / "Bank" / "statement_feb.csv", 2, 6)
    statement(docs / "Bank" / "budget.csv", 3, 5)
    assert runner.invoke(cli, ["scan", str(docs)]).exit_code == 0
    ctx = Context(fshome)
    try:
        out = REGISTRY.call("import_table", {"table": "st", "name": "statement"}, ctx).data
        assert sorted(Path(f["path"]).name for f in out["files"]) == ["statement_feb.csv", "statement_jan.csv"]
        assert out["rows"] == 10
        assert not invoke("import_table", {"table": "st", "name": "nothingnamedso"}, ctx).ok
    finally:
        ctx.close()


def test_the_table_commands(fshome, docs, monkeypatch):
    runner = CliRunner()
    jan = statement(docs / "jan.csv", 1, 6)
    assert runner.invoke(cli, ["scan", str(docs)]).exit_code == 0

    def run(*args, code=0):
        res = runner.invoke(cli, ["table", *args])
        assert res.exit_code == code, res.output
        return res.output

    text = run("import", "spending", str(docs / "jan.csv"))
    monkeypatch.chdir(docs)  # a relative glob, from the shell's folder
    assert "from 1 of 1 file(s) into globbed" in run("import", "globbed", "./j*.csv")
    assert "Imported 6 row(s) from 1 of 1 file(s) into spending" in text
    listed = json.loads(run("list", "--json"))
    assert {t["table"]: t["rows"] for t in listed["tables"]} == {"globbed": 6, "spending": 6}
    out = json.loads(run("sql", "SELECT count(*) AS n, round(sum(amount), 2) AS total FROM spending", "--json"))
    assert out["rows"] == [{"n": 6, "total": round(sum(round(a * 100) for _, _, a, _ in jan) / 100, 2)}]
    text = run("sql", "SELECT description, amount FROM spending ORDER BY source_row")
    lines = text.splitlines()
    assert lines[0].split() == ["description", "amount"] and set(lines[1]) <= {"-", " "}
    assert [ln.rsplit(None, 1)[1] for ln in lines[2:8]] == [f"{a:.2f}" for _, _, a, _ in jan]
    assert len({len(ln) for ln in lines[2:8]}) == 1  # aligned: the amounts end in one column
    assert "spending: 6 row(s)" in run("show", "spending")
    assert "Only reading queries" in run("sql", "DELETE FROM spending", code=1)
    assert "Wrote 6 row(s)" in run("export", "spending", str(docs / "out.csv"))
    assert "already exists" in run("export", "spending", str(docs / "out.csv"), code=1)
    assert "--yes" in run("clear", code=1)
    assert "no file was touched" in run("drop", "spending")
    assert "Cleared the scratchpad: 1 table(s), 6 rows" in run("clear", "--yes")
    assert "already empty" in run("clear", "--yes")


def test_hostile_headers_become_safe_column_names(sctx, docs):
    (docs / "evil.csv").write_text('"a"";DROP TABLE x;--",Amount,source_file,"",Amount\nq,1.50,z,w,2.00\n')
    out = REGISTRY.call("import_table", {"table": "evil", "path": str(docs / "evil.csv")}, sctx).data
    names = [c["name"] for c in out["columns"]]
    assert names[:5] == ["a_drop_table_x", "amount", "source_file_2", "column_4", "amount_2"], names
    rows = REGISTRY.call("query_data", {"query": "SELECT * FROM evil"}, sctx).data["rows"]
    assert [rows[0][n] for n in names[:5]] == ["q", 1.5, "z", "w", 2.0]
    assert rows[0]["source_file"] == str(docs / "evil.csv")


def test_a_replace_that_reads_no_rows_keeps_the_old_table_and_says_so(sctx, docs):
    feb = statement(docs / "feb.csv", 2, 7)
    REGISTRY.call("import_table", {"table": "t", "path": str(docs / "feb.csv")}, sctx)
    (docs / "header_only.csv").write_text("Date,Description,Amount\n")
    (docs / "empty.csv").write_text("")
    for path in ("header_only.csv", "empty.csv"):
        out = REGISTRY.call("import_table", {"table": "t", "path": str(docs / path), "mode": "replace"}, sctx)
        assert out.data["rows_added"] == 0 and out.data["replaced"] is False and out.data["rows"] == len(feb)
        first = out.text.splitlines()[0]
        assert first.startswith("Nothing was imported"), out.text
        assert "was not replaced" in first and f"{len(feb):,} rows" in first, first
        assert [r[:3] for r in imported(sctx, "t")] == [r[:3] for r in feb]
    out = REGISTRY.call("import_table", {"table": "t", "path": str(docs / "feb.csv"), "mode": "replace"}, sctx)
    assert out.data["replaced"] is True and out.text.startswith("Imported 7 row(s)") and out.data["rows"] == len(feb)
    out = REGISTRY.call("import_table", {"table": "new", "path": str(docs / "empty.csv")}, sctx)
    assert out.text.startswith("Nothing was imported") and "was not created" in out.text.splitlines()[0]


def test_a_replace_whose_first_file_fails_midway_still_replaces_with_the_next(sctx, docs):
    # the first file is refused after the old table was dropped (rolled back: the old table is back); the next
    # file must still replace it, not append to it
    statement(docs / "old.csv", 1, 5)
    REGISTRY.call("import_table", {"table": "t", "path": str(docs / "old.csv")}, sctx)
    wide = 2100  # the second table has more columns than a SQLite table holds

    def table(cols: list[str]) -> str:
        return "<table><tr>" + "".join(f"<th>{c}</th>" for c in cols) + "</tr><tr>" + "<td>x</td>" * len(cols) + \
            "</tr></table>"  # fmt: skip

    (docs / "a_two.html").write_text("<html><body>" + table(["a", "b"]) + table([f"c{i}" for i in range(wide)]))
    b = statement(docs / "b_small.csv", 3, 4)
    out = REGISTRY.call("import_table", {"table": "t", "paths": [str(docs / "a_two.html"), str(docs / "b_small.csv")],
                                         "mode": "replace"}, sctx).data  # fmt: skip
    assert out["files"][0]["error"] and out["rows"] == len(b)
    assert [r[:3] for r in imported(sctx, "t")] == [r[:3] for r in b]


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_an_exported_table_imports_back_as_it_was_its_provenance_not_doubled(sctx, docs, fmt):
    jan = statement(docs / "jan.csv", 1, 6)
    REGISTRY.call("import_table", {"table": "t", "path": str(docs / "jan.csv")}, sctx)
    REGISTRY.call("export_table", {"table": "t", "path": str(docs / f"t.{fmt}")}, sctx)
    out = REGISTRY.call("import_table", {"table": "back", "path": str(docs / f"t.{fmt}")}, sctx).data
    assert out["files_failed"] == 0, out
    assert [(c["name"], c["type"]) for c in out["columns"]] == [
        ("date", "date"), ("description", "text"), ("amount", "amount"),
        ("source_file", "text"), ("source_page", "integer"), ("source_row", "integer"),
    ]  # fmt: skip
    # each row still says where it first came from: the statement, not the export
    assert imported(sctx, "back") == [(d, m, a, str(docs / "jan.csv"), r) for d, m, a, r in jan]
