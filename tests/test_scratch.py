"""The SQL scratchpad: tables in scratch.db, filled and read through the registry tools, with SQLite itself keeping
queries read-only (a read-only connection, the authorizer, a time limit), names that can't carry SQL, and limits."""

from __future__ import annotations

import csv
import json
import os
import sqlite3
import stat
import time

import pytest

from filescout.adapters.contract import run
from filescout.errors import FilescoutError
from filescout.scratch import query as sq
from filescout.scratch import store
from filescout.tools import REGISTRY, Context
from filescout.tools.invoke import invoke

# the generator's rows: (date, merchant, amount)
ROWS = [("2025-01-03", "Netflix", -15.99), ("2025-01-05", "Cafe Roma", -4.5), ("2025-01-09", "Salary", 2500.0),
        ("2025-02-03", "Netflix", -15.99), ("2025-02-11", "Cafe Roma", -3.1), ("2025-02-14", "Books & Co", -0.1),
        ("2025-02-20", "Books & Co", -0.2)]  # fmt: skip


@pytest.fixture
def sctx(fshome, tmp_path):
    (tmp_path / "docs").mkdir()
    c = Context(fshome, roots=[str(tmp_path / "docs")])
    yield c
    c.close()


def call(ctx, name, **args):
    return REGISTRY.call(name, args, ctx)


def refused(ctx, name, code=None, **args) -> str:
    out = invoke(name, args, ctx)
    assert not out.ok, out.text
    if code:
        assert out.error["code"] == code, out.error
    assert "Traceback" not in out.error["message"]
    return out.error["message"]


def spending(ctx, rows=ROWS):
    call(ctx, "create_table", table="spending", columns={"date": "date", "merchant": "text", "amount": "amount"})
    call(ctx, "insert_rows", table="spending", rows=[{"date": d, "merchant": m, "amount": a} for d, m, a in rows])


def test_create_insert_query_list_describe_round_trip(sctx, fshome):
    spending(sctx)
    out = call(sctx, "query_data", query="SELECT merchant, sum(amount) AS total, count(*) AS n FROM spending "
               "GROUP BY merchant ORDER BY merchant")  # fmt: skip
    expect = {}
    for _, m, a in ROWS:
        expect.setdefault(m, []).append(a)
    assert {r["merchant"]: (r["total"], r["n"]) for r in out.data["rows"]} == {
        m: (round(sum(v), 2), len(v)) for m, v in expect.items()
    }
    assert [r["total"] for r in out.data["rows"] if r["merchant"] == "Books & Co"] == [-0.3]  # not -0.30000000000000004
    assert out.text.splitlines()[0].split() == ["merchant", "total", "n"]
    assert "-0.30" in out.text and "(4 rows)" in out.text
    listed = call(sctx, "list_tables").data
    assert listed["tables"] == [
        {
            "table": "spending",
            "rows": len(ROWS),
            "columns": [
                {"name": "date", "type": "date"},
                {"name": "merchant", "type": "text"},
                {"name": "amount", "type": "amount"},
            ],
        }
    ]
    desc = call(sctx, "describe_table", table="spending", sample=2).data
    assert desc["rows"] == len(ROWS) and [c["values"] for c in desc["columns"]] == [len(ROWS)] * 3
    assert desc["sample"] == [dict(zip(["date", "merchant", "amount"], r, strict=True)) for r in ROWS[:2]]
    # the names callers see, and the stored ones: scratch_spending in its own database, 0600
    db = fshome / "scratch.db"
    assert stat.S_IMODE(os.stat(db).st_mode) == 0o600
    with sqlite3.connect(db) as c:
        assert [n for (n,) in c.execute("SELECT name FROM sqlite_master WHERE type='table'")] == ["scratch_spending"]


def test_insert_rows_checks_values_and_adds_all_or_nothing(sctx):
    call(sctx, "create_table", table="t", columns={"d": "date", "amt": "amount", "n": "integer", "x": "real"})
    out = call(sctx, "insert_rows", table="t", rows=json.dumps([
        {"d": "2025-03-01", "amt": "$1,234.50", "n": "7", "x": 1.5}, ["2025-03-02", "(12.00)", 3, "2.25"],
        {"D": None, "AMT": "-€0.10"}]))  # fmt: skip
    assert out.data == {"table": "t", "inserted": 3, "rows": 3}
    rows = call(sctx, "query_data", query="SELECT d, amt, n, x FROM t").data["rows"]
    assert [list(r.values()) for r in rows] == [["2025-03-01", 1234.5, 7, 1.5], ["2025-03-02", -12.0, 3, 2.25],
                                                [None, -0.1, None, None]]  # fmt: skip
    for bad, word in (
        ({"d": "03/15/2025"}, "YYYY-MM-DD"),
        ({"n": "seven"}, "isn't a number"),
        ({"n": 1.5}, "whole number"),
        ({"nope": 1}, "no column 'nope'"),
        ({"x": [1]}, "can hold"),
    ):
        msg = refused(sctx, "insert_rows", "invalid_input", table="t", rows=[{"d": "2025-01-01"}, bad])
        assert word in msg and "row 2" in msg
    assert call(sctx, "list_tables").data["tables"][0]["rows"] == 3  # nothing of a refused batch was added
    assert "valid JSON" in refused(sctx, "insert_rows", table="t", rows="[{")


def test_export_csv_and_json_read_back_equal_the_rows(sctx, tmp_path):
    spending(sctx)
    docs = tmp_path / "docs"
    out = call(sctx, "export_table", table="spending", path=str(docs / "s.csv")).data
    assert out["rows"] == len(ROWS) and out["format"] == "csv"
    with open(docs / "s.csv", newline="", encoding="utf-8") as f:
        got = list(csv.reader(f))
    assert got == [["date", "merchant", "amount"]] + [[d, m, repr(a)] for d, m, a in ROWS]
    call(sctx, "export_table", table="spending", path=str(docs / "s.json"))
    assert json.loads((docs / "s.json").read_text()) == [{"date": d, "merchant": m, "amount": a} for d, m, a in ROWS]
    # an existing file is kept unless overwrite; a path outside the allowed folders or through a symlink is refused
    (docs / "keep.csv").write_text("mine")
    assert "already exists" in refused(sctx, "export_table", "conflict", table="spending", path=str(docs / "keep.csv"))
    assert (docs / "keep.csv").read_text() == "mine"
    ask = invoke("export_table", {"table": "spending", "path": str(docs / "keep.csv"), "overwrite": True}, sctx)
    assert ask.status.value == "confirmation_required" and (docs / "keep.csv").read_text() == "mine"
    replace = {"table": "spending", "path": str(docs / "keep.csv"), "overwrite": True, "confirm_token": ask.token}
    assert invoke("export_table", replace, sctx).ok
    assert (docs / "keep.csv").read_text().startswith("date,merchant,amount")
    refused(sctx, "export_table", "outside_allowed_roots", table="spending", path=str(tmp_path / "out.csv"))
    os.symlink(tmp_path / "elsewhere.csv", docs / "link.csv")
    refused(sctx, "export_table", table="spending", path=str(docs / "link.csv"), overwrite=True)
    assert not (tmp_path / "elsewhere.csv").exists()
    assert sorted(p.name for p in docs.iterdir()) == ["keep.csv", "link.csv", "s.csv", "s.json"]  # no temp left


@pytest.mark.parametrize(
    "sql, why",
    [
        ("INSERT INTO spending VALUES ('2025-01-01', 'x', 1)", "write"),
        ("UPDATE spending SET amount = 0", "write"),
        ("DELETE FROM spending", "write"),
        ("DROP VIEW spending", "refused"),
        ("DROP TABLE scratch_spending", "refused"),
        ("CREATE TEMP TABLE t AS SELECT * FROM spending", "refused"),
        ("CREATE TABLE t (x)", "refused"),
        ("ATTACH DATABASE '{tmp}/evil.db' AS evil", "attach"),
        ("SELECT load_extension('/tmp/evil.so')", "load_extension"),
        ("SELECT fts3_tokenizer('simple')", "fts3_tokenizer"),
        ("PRAGMA writable_schema = 1", "PRAGMA"),
        ("PRAGMA journal_mode = DELETE", "PRAGMA"),
        ("PRAGMA user_version = 7", "PRAGMA"),
        ("VACUUM INTO '{tmp}/copy.db'", "refused"),
        ("BEGIN", "refused"),
        ("SELECT 1; DELETE FROM spending", "one statement"),
        ("SELECT randomblob(1000000000)", "MB"),
    ],
)
def test_queries_that_would_write_attach_or_load_are_refused(sctx, fshome, tmp_path, sql, why):
    spending(sctx)
    db = fshome / "scratch.db"
    before = db.read_bytes()
    msg = refused(sctx, "query_data", query=sql.format(tmp=tmp_path))
    assert why.lower() in msg.lower(), msg
    assert db.read_bytes() == before
    assert not (tmp_path / "evil.db").exists() and not (tmp_path / "copy.db").exists()
    assert call(sctx, "query_data", query="SELECT count(*) AS n FROM spending").data["rows"] == [{"n": len(ROWS)}]


def test_reading_pragmas_and_functions_are_allowed(sctx):
    spending(sctx)
    info = call(sctx, "query_data", query="PRAGMA table_info(spending)").data["rows"]
    assert [r["name"] for r in info] == ["date", "merchant", "amount"]
    out = call(sctx, "query_data", query="SELECT upper(merchant) AS m, round(abs(sum(amount)), 2) AS s FROM spending "
               "WHERE amount < 0 GROUP BY 1 ORDER BY s DESC LIMIT 1")  # fmt: skip
    assert out.data["rows"] == [{"m": "NETFLIX", "s": 31.98}]


def test_an_endless_query_is_stopped_at_the_time_limit(sctx, monkeypatch):
    monkeypatch.setattr(sq, "QUERY_SECONDS", 0.5)
    t0 = time.monotonic()
    endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c"
    msg = refused(sctx, "query_data", "too_slow", query=endless)
    assert time.monotonic() - t0 < 3.0
    assert "stopped after 0.5 s" in msg
    monkeypatch.setenv("FILESCOUT_QUERY_SECONDS", "0.2")
    assert "stopped after 0.2 s" in refused(sctx, "query_data", "too_slow", query=endless)


def test_results_are_capped_with_a_count_of_the_rest(sctx):
    call(sctx, "create_table", table="big", columns={"n": "integer"})
    call(sctx, "insert_rows", table="big", rows=[{"n": i} for i in range(1500)])
    out = call(sctx, "query_data", query="SELECT n FROM big ORDER BY n")
    assert out.data["count"] == 1000 and out.data["more"] == 500
    assert out.data["rows"][-1] == {"n": 999}
    assert "… 500 more row(s)" in out.text
    assert call(sctx, "query_data", query="SELECT n FROM big", limit=10).data["more"] == 1490


HOSTILE = ['x"; DROP TABLE scratch_spending; --', "a b", "spending;", "1abc", "", "sqlite_master", "x.y",
           "name'--", "t\x00", "scratch_", "a" * 61, "ta\nble"]  # fmt: skip


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_table_and_column_names_are_refused_and_change_nothing(sctx, name):
    spending(sctx)
    assert refused(sctx, "create_table", "invalid_input", table=name, columns={"a": "text"})
    if name not in ("sqlite_master", "scratch_"):  # (fine column names)
        assert refused(sctx, "create_table", "invalid_input", table="other", columns={name: "text"})
    for tool in ("drop_table", "describe_table"):
        assert refused(sctx, tool, table=name)
    assert [t["table"] for t in call(sctx, "list_tables").data["tables"]] == ["spending"]
    assert call(sctx, "list_tables").data["tables"][0]["rows"] == len(ROWS)


def test_limits_of_tables_rows_and_size(sctx, monkeypatch):
    monkeypatch.setattr(store, "MAX_TABLES", 3)
    monkeypatch.setattr(store, "MAX_ROWS", 10)
    for i in range(3):
        call(sctx, "create_table", table=f"t{i}", columns={"v": "text"})
    assert "holds 3 tables" in refused(sctx, "create_table", "limit_reached", table="t3", columns={"v": "text"})
    call(sctx, "insert_rows", table="t0", rows=[{"v": "x"}] * 10)
    msg = refused(sctx, "insert_rows", "limit_reached", table="t0", rows=[{"v": "x"}])
    assert "at most 10" in msg and "Nothing was added" in msg
    monkeypatch.setattr(store, "MAX_ROWS", 10_000)
    monkeypatch.setattr(store, "MAX_BYTES", 300_000)
    msg = refused(sctx, "insert_rows", "limit_reached", table="t1", rows=[{"v": "y" * 1000}] * 1000)
    assert "full (0.3 MB in all" in msg
    assert call(sctx, "query_data", query="SELECT count(*) AS n FROM t1").data["rows"] == [{"n": 0}]


def test_the_real_limits_are_the_ones_the_issue_sets():
    assert (store.MAX_TABLES, store.MAX_ROWS, store.MAX_BYTES) == (100, 1_000_000, 100_000_000)
    assert (sq.QUERY_SECONDS, sq.MAX_RESULT_ROWS) == (5.0, 1000)


def test_drop_and_clear_touch_the_scratchpad_only(sctx, tmp_path):
    spending(sctx)
    call(sctx, "create_table", table="other", columns={"v": "text"})
    out = call(sctx, "drop_table", table="spending")
    assert out.data["rows"] == len(ROWS) and "no file was touched" in out.text
    assert "no scratchpad table called 'spending'" in refused(sctx, "drop_table", "not_found", table="spending")
    out = call(sctx, "clear_scratchpad")
    assert out.data["dropped"] == ["other"] and call(sctx, "list_tables").data["tables"] == []
    assert REGISTRY.get("drop_table").needs_confirmation is False  # a plain action, said so in its result
    assert not REGISTRY.get("query_data").needs_confirmation and REGISTRY.get("query_data").read_only


def test_query_data_through_run_input(sctx, fshome):
    spending(sctx)
    out = run({"action": "query_data", "query": "SELECT count(*) AS n, sum(amount) AS total FROM spending"},
              home=fshome)  # fmt: skip
    assert out["status"] == "success", out
    assert out["result"]["rows"] == [{"n": len(ROWS), "total": round(sum(a for _, _, a in ROWS), 2)}]
    out = run({"action": "query_data", "query": "DELETE FROM spending"}, home=fshome)
    assert out["status"] == "error" and out["error"]["code"] == "query_refused"


def test_a_damaged_scratchpad_is_set_aside(fshome, sctx):
    spending(sctx)
    (fshome / "scratch.db").write_bytes(b"this is not a database" * 100)
    out = invoke("list_tables", {}, sctx)
    assert out.ok and out.data["tables"] == []
    assert any("damaged" in n for n in out.notices)
    assert [p.name.startswith("scratch.db.damaged-") for p in fshome.iterdir()].count(True) == 1


def test_scratch_errors_are_filescout_errors():
    with pytest.raises(FilescoutError):
        store.logical_type("blob")


def test_each_guard_holds_on_its_own(sctx, fshome):
    """The read-only connection refuses a write without the authorizer; the authorizer refuses one on a writable
    connection; the attach limit refuses ATTACH without either."""
    spending(sctx)
    ro = sq.connect_readonly(fshome / "scratch.db")
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        ro.execute("INSERT INTO main.scratch_spending VALUES ('2025-01-01', 'x', 1)")
    with pytest.raises(sqlite3.OperationalError, match="too many attached"):
        ro.execute("ATTACH ':memory:' AS other")
    ro.close()
    rw = sqlite3.connect(fshome / "scratch.db")
    denied: list[str] = []
    rw.set_authorizer(sq._authorizer(denied))
    for sql in ("INSERT INTO scratch_spending VALUES ('2025-01-01', 'x', 1)", "ATTACH ':memory:' AS other",
                "PRAGMA user_version = 3", "SELECT load_extension('x')"):  # fmt: skip
        with pytest.raises(sqlite3.DatabaseError, match="not authorized"):
            rw.execute(sql)
    assert rw.execute("SELECT count(*) FROM scratch_spending").fetchone() == (len(ROWS),)
    rw.close()
    assert len(denied) == 4


@pytest.mark.parametrize(
    "text, want",
    [
        ("1,5", 150), ("1.234,5", 123450), ("1.500,5", 150050), ("1,50", 150), ("1.234,56", 123456), ("0,5", 50),
        ("12,5", 1250), (",5", 50), ("(1,5)", -150), ("-1,5", -150), ("1,5-", -150), ("€ 1.234,50", 123450),
        ("1,500", 150000), ("1,234,567", 123456700), ("1.234.567", 123456700), ("1,234.5", 123450),
        ("12,345.67", 1234567), ("1.5", 150), ("1.500", 150), ("$1,234.56", 123456), ("1 234,50", 123450),
        ("4.50", 450), ("-40", -4000), ("", None), ("abc", None), ("1,2,3.4.5", None),
    ],
)  # fmt: skip
def test_finance_cents_reads_a_decimal_comma_and_thousands_alike(text, want):
    # the table reader's rule (content/tables/types.decimal_mark): with both marks the last is the decimal one; one
    # mark that repeats groups thousands; one mark before exactly three digits can't be told, and "." is taken as
    # the decimal mark then (so 1,500 is 1500.00 and 1.500 is 1.50); otherwise the one mark is the decimal mark
    from filescout.scratch.finance import cents

    assert cents(text) == want


def test_the_table_valued_pragmas_describing_the_tables_read_and_the_others_are_refused_for_what_they_are(sctx):
    # SELECT … FROM pragma_table_info('spending') was refused as "it would change the database's structure"
    spending(sctx)
    out = call(sctx, "query_data", query="SELECT name, type FROM pragma_table_info('spending') ORDER BY cid")
    assert [(r["name"], r["type"]) for r in out.data["rows"]] == [
        ("date", "DATE TEXT"), ("merchant", "TEXT"), ("amount", "AMOUNT REAL")]  # fmt: skip
    out = call(sctx, "query_data", query="SELECT p.name FROM pragma_table_xinfo('spending') AS p WHERE p.cid = 2")
    assert out.data["rows"] == [{"name": "amount"}]
    out = call(sctx, "query_data", query="SELECT name FROM pragma_table_list WHERE name = 'spending'")
    assert out.data["rows"] == [{"name": "spending"}]
    for sql, pragma in (("SELECT * FROM pragma_database_list", "database_list"),
                        ("SELECT * FROM pragma_compile_options", "compile_options"),
                        ("SELECT * FROM spending, pragma_index_list('spending')", "index_list")):  # fmt: skip
        msg = refused(sctx, "query_data", "query_refused", query=sql)
        assert pragma in msg and "PRAGMA" in msg and "structure" not in msg, msg
    assert "structure" in refused(sctx, "query_data", query="UPDATE sqlite_master SET sql = 'x'")
