"""The shared index on PostgreSQL: several machines' files in one database, answered across them exactly.

Two "machines" are two filescout homes with different host names scanning different trees (the real CLI, as
processes, at the same time) into one throwaway PostgreSQL server (conftest.py). The oracle is an independent
walk of each tree.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import independent_walk, write
from filescout.index.pg.dialect import translate
from filescout.tools import REGISTRY, Context

FILESCOUT = [sys.executable, "-m", "filescout.adapters.cli"]


def cli(home: Path, host: str, url: str, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    env = dict(os.environ, FILESCOUT_HOME=str(home), FILESCOUT_INDEX=url, FILESCOUT_HOST_NAME=host)
    p = subprocess.run([*FILESCOUT, *args], capture_output=True, text=True, env=env, timeout=300)
    if check:
        assert p.returncode == 0, p.stderr
    return p


def start(home: Path, host: str, url: str, *args: str) -> subprocess.Popen:
    env = dict(os.environ, FILESCOUT_HOME=str(home), FILESCOUT_INDEX=url, FILESCOUT_HOST_NAME=host)
    return subprocess.Popen([*FILESCOUT, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def make_tree(root: Path, prefix: str, n: int) -> None:
    now = time.time()
    for i in range(n):
        sub = ["Documents", "Photos/2025", "Music", "Archive/old"][i % 4]
        ext = ["pdf", "jpg", "mp3", "zip"][i % 4]
        write(root / sub / f"{prefix}_{i:03}.{ext}", os.urandom(7) * (i + 1), mtime=now - i * 3600)
    write(root / "Documents" / "contract_march.pdf", b"c" * 4321, mtime=now - 86400)


def ask(ctx: Context, name: str, **args):
    return REGISTRY.call(name, args, ctx)


@pytest.fixture
def two_machines(tmp_path, pg_url):
    """laptop and nas, each with its own tree, scanned at the same time into one shared index."""
    a, b = tmp_path / "laptop_files", tmp_path / "nas_files"
    make_tree(a, "lap", 40)
    make_tree(b, "nas", 60)
    procs = [
        start(tmp_path / "home_laptop", "laptop", pg_url, "scan", str(a), "--no-content"),
        start(tmp_path / "home_nas", "nas", pg_url, "scan", str(b), "--no-content"),
    ]
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
        assert "Published to the shared index" in out
    return a, b


def _ctx(tmp_path: Path, host: str, url: str, monkeypatch) -> Context:
    monkeypatch.setenv("FILESCOUT_INDEX", url)
    monkeypatch.setenv("FILESCOUT_HOST_NAME", host)
    return Context(tmp_path / f"home_{host}")


def test_two_machines_scanning_at_once_are_answered_across_both_exactly(tmp_path, pg_url, two_machines, monkeypatch):
    a, b = two_machines
    walk_a, walk_b = independent_walk(a), independent_walk(b)
    ctx = _ctx(tmp_path, "laptop", pg_url, monkeypatch)
    try:
        counted = ask(ctx, "count_files").data
        assert (counted["count"], counted["bytes"]) == (
            len(walk_a) + len(walk_b),
            sum(s for s, _ in walk_a.values()) + sum(s for s, _ in walk_b.values()),
        )
        on_nas = ask(ctx, "count_files", host="nas").data
        assert (on_nas["count"], on_nas["bytes"]) == (len(walk_b), sum(s for s, _ in walk_b.values()))
        # every file of both, by size: this machine's by their path, the nas's as nas:/path
        listed = ask(ctx, "list_files", sort_by="size", limit=1000).data["files"]
        expected = {p: s for p, (s, _) in walk_a.items()} | {f"nas:{p}": s for p, (s, _) in walk_b.items()}
        assert {f["path"]: f["size"] for f in listed} == expected
        assert {f.get("host") for f in listed} == {None, "nas"}
        # a name found on both machines, each said where
        found = ask(ctx, "find_files", query="contract_march").data["results"]
        assert sorted(f["path"] for f in found) == sorted(
            [str(a / "Documents" / "contract_march.pdf"), f"nas:{b / 'Documents' / 'contract_march.pdf'}"]
        )
        # folder totals of the other machine's folder, named as answers show it
        photos = ask(ctx, "folder_stats", path=f"nas:{b}", limit=50).data
        sizes = {f["path"]: f["bytes"] for f in photos["folders"]}
        walked = sum(s for p, (s, _) in walk_b.items() if p.startswith(str(b / "Photos") + "/"))
        assert sizes[f"nas:{b / 'Photos'}"] == walked
    finally:
        ctx.close()
    # and from the nas, the laptop's files are the qualified ones
    nas = _ctx(tmp_path, "nas", pg_url, monkeypatch)
    try:
        found = ask(nas, "find_files", query="contract_march").data["results"]
        assert sorted(f["path"] for f in found) == sorted(
            [f"laptop:{a / 'Documents' / 'contract_march.pdf'}", str(b / "Documents" / "contract_march.pdf")]
        )
    finally:
        nas.close()


def _host_rows(url: str, host: str) -> list[tuple]:
    import psycopg

    with psycopg.connect(url) as conn:
        no = conn.execute("SELECT no FROM hosts WHERE name = %s", (host,)).fetchone()[0]
        lo, hi = no << 40, (no + 1) << 40
        files = conn.execute(
            "SELECT id, dir_id, name, size, mtime_ns FROM files WHERE id >= %s AND id < %s ORDER BY id", (lo, hi)
        ).fetchall()
        dirs = conn.execute(
            "SELECT id, path, rec_files, rec_bytes FROM dirs WHERE id >= %s AND id < %s ORDER BY id", (lo, hi)
        ).fetchall()
        tables = conn.execute(
            "SELECT c.relname, c.relfilenode FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
            "WHERE c.relname LIKE %s ORDER BY 1",
            (f"%\\_h{no}\\_%",),
        ).fetchall()
    return [files, dirs, tables]


def test_a_rescan_of_one_machine_leaves_the_other_untouched(tmp_path, pg_url, two_machines, monkeypatch):
    a, _b = two_machines
    before = _host_rows(pg_url, "nas")
    (a / "Music" / "lap_002.mp3").unlink()
    write(a / "Documents" / "new_lease.pdf", b"L" * 777)
    out = cli(tmp_path / "home_laptop", "laptop", pg_url, "scan", str(a), "--no-content").stdout
    assert "1 added" in out and "1 removed" in out
    assert _host_rows(pg_url, "nas") == before  # not one row, nor the nas's tables themselves, was rewritten
    ctx = _ctx(tmp_path, "laptop", pg_url, monkeypatch)
    try:
        mine = ask(ctx, "list_files", sort_by="name", host="laptop", limit=1000).data["files"]
        assert {f["path"]: f["size"] for f in mine} == {p: s for p, (s, _) in independent_walk(a).items()}
        status = ask(ctx, "status").data["shared"]
        assert {m["host"]: m["files"] for m in status["machines"]} == {"laptop": 41, "nas": 61}
    finally:
        ctx.close()


def test_another_machines_files_are_never_opened_or_changed_here(tmp_path, pg_url, two_machines):
    _a, b = two_machines
    target = b / "Photos" / "2025" / "nas_001.jpg"
    home = tmp_path / "home_laptop"
    for args in (["rm", "--yes", f"nas:{target}"], ["read", f"nas:{target}"], ["info", f"nas:{target}"]):
        p = cli(home, "laptop", pg_url, *args, check=False)
        assert p.returncode != 0
        assert "is on nas, another machine" in p.stderr and "Traceback" not in p.stderr
    answer = cli(home, "laptop", pg_url, "ask", "delete nas_001.jpg", "--yes", check=False)
    assert "another machine" in answer.stdout + answer.stderr
    assert target.exists()  # (the test's nas tree is on this disk: nothing reached it)
    # the nas's own filescout may act on it
    gone = cli(tmp_path / "home_nas", "nas", pg_url, "rm", "--yes", str(target), "--json")
    assert json.loads(gone.stdout)["status"] == "done" and not target.exists()
    # and the shared index knows at once (the nas published its part again after the operation)
    found = cli(home, "laptop", pg_url, "find", "nas_001", "--json").stdout
    assert "nas_001.jpg" not in [r["name"] for r in json.loads(found)["results"]]
    assert "nas_005.jpg" in [
        r["name"] for r in json.loads(cli(home, "laptop", pg_url, "find", "nas_005", "--json").stdout)["results"]
    ]


def test_the_agent_understands_on_which_machine(tmp_path, pg_url, two_machines):
    _a, b = two_machines
    home = tmp_path / "home_laptop"
    out = cli(home, "laptop", pg_url, "ask", "how many files are on the nas").stdout
    assert "61 files" in out and "on nas" in out
    out = cli(home, "laptop", pg_url, "ask", "where is nas_006.mp3").stdout
    assert "on nas" in out and str(b / "Music") in out
    # the biggest files of both machines, each said where (after the two contracts: nas_059.zip, 420 B)
    out = cli(home, "laptop", pg_url, "ask", "what are the 3 biggest files").stdout
    assert "nas_059.zip on nas" in out, out


def test_an_unreachable_server_and_a_bad_address_are_plain_errors(tmp_path):
    home = tmp_path / "h"
    p = cli(home, "laptop", "postgresql://fs@127.0.0.1:1/nothing", "find", "x", check=False)
    assert p.returncode != 0 and "couldn't reach the shared index" in p.stderr and "Traceback" not in p.stderr
    p = cli(home, "laptop", "mysql://x@y/z", "find", "x", check=False)
    assert p.returncode != 0 and "PostgreSQL URL" in p.stderr and "Traceback" not in p.stderr


def test_a_host_name_that_could_break_sql_is_refused(tmp_path, pg_url):
    write(tmp_path / "t" / "a.txt", b"a")
    p = cli(tmp_path / "h", "x'; DROP TABLE files; --", pg_url, "scan", str(tmp_path / "t"), check=False)
    assert p.returncode != 0 and "can't be this machine's name" in p.stderr


def test_every_sqlite_migration_has_its_postgresql_form():
    from filescout.index import schema
    from filescout.index.pg.schema import PG_MIGRATIONS

    assert [n for n, _ in schema.MIGRATIONS] == list(PG_MIGRATIONS)


@pytest.mark.parametrize(
    ("sqlite", "postgresql"),
    [
        ("SELECT a FROM t WHERE b = ? AND c LIKE ?", "SELECT a FROM t WHERE b = %s AND c ILIKE %s ESCAPE ''"),
        ("SELECT '100%' , \"q?\" FROM t WHERE x = ?", "SELECT '100%%' , \"q?\" FROM t WHERE x = %s"),
        ("SELECT min(a, b), max(c), min(d, max(e, f)) FROM t",
         "SELECT LEAST(a, b), max(c), LEAST(d, GREATEST(e, f)) FROM t"),
        ("SELECT 1 FROM t WHERE 1 AND x IN (SELECT id FROM d WHERE 0)",
         "SELECT 1 FROM t WHERE TRUE AND x IN (SELECT id FROM d WHERE FALSE)"),
        ("SELECT * FROM d CROSS JOIN f ON d.id = f.dir_id ORDER BY f.name COLLATE NOCASE LIMIT -1",
         "SELECT * FROM d JOIN f ON d.id = f.dir_id ORDER BY lower(f.name) LIMIT ALL"),
        ("SELECT x FROM t WHERE a = 1 AND b != 0", "SELECT x FROM t WHERE a = 1 AND b != 0"),
        ("SELECT 'it''s ?' FROM t WHERE n LIKE 'a%'", "SELECT 'it''s ?' FROM t WHERE n ILIKE 'a%%'"),
        # a listing looks each file's folder up; a query that filters, groups or reads all on the folder joins
        ("SELECT f.id, d.path FROM files f JOIN dirs d ON d.id = f.dir_id WHERE f.size > ? LIMIT ?",
         "SELECT f.id, d.path FROM files f CROSS JOIN LATERAL (SELECT * FROM dirs WHERE dirs.id = f.dir_id OFFSET 0) d "
         "WHERE f.size > %s LIMIT %s"),
        ("SELECT f.id FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path > ? LIMIT ?",
         "SELECT f.id FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path > %s LIMIT %s"),
        ("SELECT d.path, count(*) FROM files f JOIN dirs d ON d.id = f.dir_id GROUP BY d.path LIMIT 5",
         "SELECT d.path, count(*) FROM files f JOIN dirs d ON d.id = f.dir_id GROUP BY d.path LIMIT 5"),
        ("SELECT f.id FROM files f LEFT JOIN dirs d ON d.id = f.dir_id LIMIT 5",
         "SELECT f.id FROM files f LEFT JOIN dirs d ON d.id = f.dir_id LIMIT 5"),
        ("SELECT f.id, d.path FROM files f JOIN dirs d ON d.id = f.dir_id",
         "SELECT f.id, d.path FROM files f JOIN dirs d ON d.id = f.dir_id"),
    ],
)  # fmt: skip
def test_sqlite_spellings_are_translated(sqlite, postgresql):
    assert translate(sqlite) == postgresql


def test_watch_keeps_the_shared_index_current(tmp_path, pg_url, two_machines):
    a, _b = two_machines
    home = tmp_path / "home_laptop"
    env = dict(os.environ, FILESCOUT_HOME=str(home), FILESCOUT_INDEX=pg_url, FILESCOUT_HOST_NAME="laptop",
               FILESCOUT_PUBLISH_EVERY="1")  # fmt: skip
    w = subprocess.Popen([*FILESCOUT, "watch", "--no-content"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, env=env)  # fmt: skip
    try:
        time.sleep(3)  # started, and caught up
        assert w.poll() is None
        write(a / "Documents" / "fresh_from_watch.txt", b"hello")
        seen = []
        deadline = time.time() + 30
        while time.time() < deadline:
            out = cli(tmp_path / "home_nas", "nas", pg_url, "find", "fresh_from_watch", "--json").stdout
            seen = [r["path"] for r in json.loads(out)["results"]]
            if seen:
                break
            time.sleep(0.5)
        assert seen == [f"laptop:{a / 'Documents' / 'fresh_from_watch.txt'}"]
    finally:
        w.terminate()
        out, err = w.communicate(timeout=60)
    assert w.returncode == 0, err
    assert "Published to the shared index" in out + err


def _published_rows(url: str) -> dict[str, list]:
    import psycopg

    with psycopg.connect(url) as conn:
        out = {}
        for host in ("laptop", "nas"):
            no = conn.execute("SELECT no FROM hosts WHERE name = %s", (host,)).fetchone()[0]
            lo, hi = no << 40, (no + 1) << 40
            out[host] = [
                conn.execute(f"SELECT * FROM {t} WHERE {k} >= %s AND {k} < %s ORDER BY 1, 2", (lo, hi)).fetchall()
                for t, k in (("files", "id"), ("dirs", "id"), ("dir_ext", "dir_id"), ("root_ext", "root_id"))
            ]
        out["orphans"] = conn.execute(
            "SELECT relname FROM pg_class c WHERE relkind = 'r' AND relname ~ '_h[0-9]+_[0-9]+$' "
            "AND NOT EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhrelid = c.oid)"
        ).fetchall()
    return out


@pytest.mark.slow
@pytest.mark.parametrize("full", [True, False], ids=["full", "changes-only"])
def test_a_publish_killed_at_any_point_leaves_the_old_rows_or_the_new_never_a_mix(
    tmp_path, pg_url, two_machines, monkeypatch, full
):
    """kill -9 at every point of a publish (after each table's load, its indexes, each swap): the machine's rows
    in the shared index are all the old ones or all the new ones, the other machine's never change, and the next
    publish completes and leaves no half-loaded table behind."""
    from filescout.index.pg import publish as pub

    a, _b = two_machines
    old = _published_rows(pg_url)
    write(a / "Documents" / "added_later.pdf", b"n" * 999)
    (a / "Photos" / "2025" / "lap_001.jpg").unlink()
    monkeypatch.setenv("FILESCOUT_INDEX", pg_url)
    monkeypatch.setenv("FILESCOUT_HOST_NAME", "laptop")
    c = Context(tmp_path / "home_laptop")
    from filescout.index.scanner import scan

    scan(c.index, a)
    c.close()
    seen = []  # the machine's rows after each kill
    n = 0
    while True:
        n += 1
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            code = 0
            try:
                pub._KILL_AT, pub._points = n, 0
                ctx = Context(tmp_path / "home_laptop")
                done = ctx.publish(full=full)
                code = 0 if done["changed_only"] is not full else 5
            except BaseException:
                code = 4
            os._exit(code)
        _, status = os.waitpid(pid, 0)
        now = _published_rows(pg_url)
        assert now["nas"] == old["nas"], f"kill at point {n}: the other machine's rows changed"
        if os.WIFEXITED(status):
            assert os.WEXITSTATUS(status) == 0
            new = now
            break
        assert os.WTERMSIG(status) == signal.SIGKILL
        seen.append((n, now["laptop"]))
        assert n < 60
    for point, rows in seen:
        assert rows in (old["laptop"], new["laptop"]), f"kill at point {point}: a mix of old and new rows"
    assert any(rows == old["laptop"] for _, rows in seen) and any(rows == new["laptop"] for _, rows in seen)
    assert n > (10 if full else 2)  # the points were reached: loads, indexes, swaps (or each table's changes)
    assert new["laptop"] != old["laptop"] and new["orphans"] == []
    paths = {r[2] for r in new["laptop"][0]}
    assert "added_later.pdf" in paths and "lap_001.jpg" not in paths


def test_reset_forgets_this_machine_in_the_shared_index_only(tmp_path, pg_url, two_machines):
    _a, b = two_machines
    out = cli(tmp_path / "home_laptop", "laptop", pg_url, "reset", "--yes").stdout
    assert "removed from the shared index too" in out
    found = json.loads(cli(tmp_path / "home_nas", "nas", pg_url, "list", "--json", "--limit", "1000").stdout)
    assert {f["path"] for f in found["files"]} == {str(p) for p in independent_walk(b)}


def test_a_caller_restricted_to_some_folders_never_sees_another_machine(tmp_path, pg_url, two_machines, monkeypatch):
    from filescout.errors import OutsideRoots

    a, b = two_machines
    monkeypatch.setenv("FILESCOUT_INDEX", pg_url)
    monkeypatch.setenv("FILESCOUT_HOST_NAME", "laptop")
    ctx = Context(tmp_path / "home_laptop", roots=[str(a / "Documents")])
    try:
        counted = ask(ctx, "count_files").data["count"]
        assert counted == len([p for p in independent_walk(a) if p.startswith(str(a / "Documents") + "/")])
        names = [f["path"] for f in ask(ctx, "find_files", query="contract_march").data["results"]]
        assert names == [str(a / "Documents" / "contract_march.pdf")]
        with pytest.raises(OutsideRoots):
            ask(ctx, "folder_stats", path=f"nas:{b}")
        with pytest.raises(OutsideRoots):
            ask(ctx, "list_files", path=f"nas:{b}/Documents")
    finally:
        ctx.close()


def _rows_of(conn, lo: int, pg: bool) -> dict[str, list]:
    """This machine's rows as the shared index holds them (ids made local again) or as its own index does."""
    p = "%s" if pg else "?"
    mask = (1 << 40) - 1
    out = {}
    for table, sql in (
        ("files", "SELECT id, dir_id, name, size, mtime_ns, flags FROM files"),
        ("dirs", "SELECT id, parent_id, name, rec_files, rec_bytes, own_files, own_bytes, flags FROM dirs"),
        ("dir_ext", "SELECT dir_id, ext, hidden, files, bytes FROM dir_ext"),
        ("root_ext", "SELECT root_id, ext, hidden, files, bytes FROM root_ext"),
    ):
        key = sql.split()[1].rstrip(",")
        where = f" WHERE {key} >= {p} AND {key} < {p}" if pg else ""
        rows = conn.execute(sql + where, (lo, lo + mask + 1) if pg else ()).fetchall()
        out[table] = sorted(
            tuple((v & mask) if i < 2 and isinstance(v, int) else v for i, v in enumerate(r)) for r in rows
        )
    return out


def test_small_changes_publish_only_what_changed_and_equal_the_machines_own_index(
    tmp_path, pg_url, two_machines, monkeypatch
):
    import psycopg

    a, _b = two_machines
    ctx = _ctx(tmp_path, "laptop", pg_url, monkeypatch)
    try:
        (a / "Music" / "lap_002.mp3").unlink()
        write(a / "Documents" / "new" / "lease_2026.pdf", b"L" * 5555)
        (a / "Photos" / "2025" / "lap_005.jpg").rename(a / "Documents" / "lap_005.jpg")
        done = ask(ctx, "scan", path=str(a), content=False).data["shared"]
        assert done["changed_only"] is True and 0 < done["rows"]["files"] < 10
        with psycopg.connect(pg_url) as pg:
            no = pg.execute("SELECT no FROM hosts WHERE name = 'laptop'").fetchone()[0]
            shared = _rows_of(pg, no << 40, pg=True)
        assert shared == _rows_of(ctx.local_conn, 0, pg=False)
        # what a user sees: the new file found, the removed one gone, the moved one where it is now
        found = {f["name"]: f["path"] for f in ask(ctx, "list_files", host="laptop", limit=1000).data["files"]}
        assert found["lease_2026.pdf"] == str(a / "Documents" / "new" / "lease_2026.pdf")
        assert "lap_002.mp3" not in found and found["lap_005.jpg"] == str(a / "Documents" / "lap_005.jpg")
        # a big change is published in full instead
        for i in range(30):
            write(a / "Bulk" / f"b{i}.txt", b"b")
        assert ask(ctx, "scan", path=str(a), content=False).data["shared"]["changed_only"] is True
        monkeypatch.setattr("filescout.index.pg.delta.DELTA_MAX", 10)
        for i in range(30):
            write(a / "Bulk2" / f"c{i}.txt", b"c")
        assert ask(ctx, "scan", path=str(a), content=False).data["shared"]["changed_only"] is False
    finally:
        ctx.close()


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_another_agent_over_mcp_sees_both_machines_and_cannot_touch_the_other(
    tmp_path, pg_url, two_machines, anyio_backend
):
    pytest.importorskip("mcp")
    from mcp import Client, StdioServerParameters

    a, b = two_machines
    env = {**os.environ, "FILESCOUT_HOME": str(tmp_path / "home_laptop"), "FILESCOUT_INDEX": pg_url,
           "FILESCOUT_HOST_NAME": "laptop"}  # fmt: skip
    params = StdioServerParameters(command=sys.executable, args=["-m", "filescout.cli", "mcp"], env=env)
    async with Client(params) as c:
        found = await c.call_tool("find_files", {"query": "contract_march"})
        results = found.structured_content["result"]["results"]
        assert sorted((r["path"], r.get("host")) for r in results) == sorted(
            [
                (str(a / "Documents" / "contract_march.pdf"), None),
                (f"nas:{b / 'Documents' / 'contract_march.pdf'}", "nas"),
            ]
        )
        target = f"nas:{b / 'Documents' / 'contract_march.pdf'}"
        moved = await c.call_tool("move_file", {"path": target, "destination": str(a) + "/"})
        assert moved.is_error and "another machine" in moved.content[0].text
        read = await c.call_tool("read_file", {"path": target})
        assert read.is_error and "another machine" in read.content[0].text
    assert (b / "Documents" / "contract_march.pdf").exists() and not (a / "contract_march.pdf").exists()
