"""Red team of the shared index on PostgreSQL (issue 18): two machines with the same paths, a hostile machine
writing crafted rows straight into the shared tables, bad input, the server going away, concurrent publishes.

Two "machines" are two filescout homes with different host names; "the same path on both" is one tree T scanned
as laptop, then its contents replaced and scanned as nas (so at the end T on this disk holds what the nas has,
and the laptop's index still holds what the laptop had). Everything runs through the real CLI, as processes,
against a real PostgreSQL server (conftest.py's ``pg_url``; a private one where the test stops it).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from conftest import write

FILESCOUT = [sys.executable, "-m", "filescout.adapters.cli"]


def cli(home: Path, host: str, url: str, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, FILESCOUT_HOME=str(home), FILESCOUT_INDEX=url, FILESCOUT_HOST_NAME=host)
    return subprocess.run([*FILESCOUT, *args], capture_output=True, text=True, env=env, timeout=timeout)


def ok(p: subprocess.CompletedProcess) -> str:
    assert p.returncode == 0, p.stderr
    assert "Traceback" not in p.stderr
    return p.stdout


def plain_error(p: subprocess.CompletedProcess) -> str:
    """A refusal a user can read: non-zero, no traceback, no 'went wrong inside'."""
    text = p.stdout + p.stderr
    assert "Traceback" not in text and "went wrong inside" not in text, text
    return text


@pytest.fixture
def same_paths(tmp_path, pg_url):
    """T/docs/notes.txt on both machines: the laptop's (13 B) then the nas's (23 B), at the same absolute path."""
    t = tmp_path / "T"
    write(t / "docs" / "notes.txt", "laptop notes\n")
    write(t / "docs" / "laptop_only.txt", "only on the laptop\n")
    ok(cli(tmp_path / "home_laptop", "laptop", pg_url, "scan", str(t)))
    shutil.rmtree(t)
    write(t / "docs" / "notes.txt", "nas notes content here\n")
    write(t / "docs" / "nas_only.txt", "only on the nas\n")
    ok(cli(tmp_path / "home_nas", "nas", pg_url, "scan", str(t)))
    return t, tmp_path / "home_laptop"


def _nas_no(url: str) -> int:
    import psycopg

    with psycopg.connect(url) as conn:
        return conn.execute("SELECT no FROM hosts WHERE name = 'nas'").fetchone()[0]


def _hostile(url: str, stmts: list[tuple[str, tuple]]) -> None:
    """A hostile machine with the shared index's credentials writes rows directly (psycopg, no filescout)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        for sql, params in stmts:
            conn.execute(sql, params)


_FILE = (
    "INSERT INTO files(id, dir_id, name, fname, ext, category, size, mtime_ns, ctime_ns, inode, nlink, flags) "
    "VALUES (%s, %s, %s, %s, %s, 0, %s, 0, 0, 1, 1, 0)"
)
_DIR = (
    "INSERT INTO dirs(id, parent_id, name, fname, path, hpath, raw, depth, flags) "
    "VALUES (%s, NULL, %s, %s, %s, %s, %s, 1, 0)"
)


# -- the same path on two machines ----------------------------------------------------------------------------


def test_delete_by_name_with_the_same_path_on_both_machines_touches_nothing_it_was_not_told(same_paths, pg_url):
    t, home = same_paths
    notes = t / "docs" / "notes.txt"
    before = notes.read_bytes()
    out = plain_error(cli(home, "laptop", pg_url, "ask", "--yes", "delete notes.txt"))
    assert "Which one" in out and notes.read_bytes() == before  # two machines hold it: asks, changes nothing
    for ask in ("delete nas_only.txt", f"delete nas:{t}/docs/notes.txt", f"move nas:{t}/docs/nas_only.txt to {t}"):
        plain_error(cli(home, "laptop", pg_url, "ask", "--yes", ask))
    assert notes.read_bytes() == before and (t / "docs" / "nas_only.txt").exists()
    # this machine's own file, named by its path: only it goes
    out = ok(cli(home, "laptop", pg_url, "rm", "--yes", str(notes), "--json"))
    assert not notes.exists() and (t / "docs" / "nas_only.txt").exists(), out


def test_asking_to_delete_another_machines_path_says_it_is_on_that_machine(same_paths, pg_url):
    t, home = same_paths
    for ask in ("delete nas_only.txt", f"delete nas:{t}/docs/notes.txt", f"move nas:{t}/docs/nas_only.txt to {t}"):
        out = plain_error(cli(home, "laptop", pg_url, "ask", "--yes", ask))
        assert "another machine" in out, (ask, out)


def test_read_by_name_reads_this_machines_file_when_another_has_the_same_path(same_paths, pg_url):
    _t, home = same_paths
    for ask in ("read notes.txt", "open notes.txt", "what does notes.txt say"):
        out = plain_error(cli(home, "laptop", pg_url, "ask", ask))
        assert "another machine" not in out and ("nas notes content" in out or "Which one" in out), (ask, out)


def test_two_copies_of_one_path_are_told_apart_by_machine(same_paths, pg_url):
    _t, home = same_paths
    out = plain_error(cli(home, "laptop", pg_url, "ask", "show me notes.txt"))
    assert "nas" in out, out


# -- another machine's rows must never reach this machine's files ----------------------------------------------


def test_grep_never_reads_a_local_file_through_another_machines_non_utf8_folder(tmp_path, pg_url):
    t = tmp_path / "T"
    write(t / "a.txt", "hello\n")
    ok(cli(tmp_path / "hl", "laptop", pg_url, "scan", str(t)))
    odd = Path(os.fsdecode(bytes(t) + b"/caf\xe9"))
    write(odd / "notes2.txt", "the nas's text\n")
    ok(cli(tmp_path / "hn", "nas", pg_url, "scan", str(t)))
    write(odd / "notes2.txt", "LAPTOP LOCAL TEXT\n")  # this machine's own file there, not in its index
    out = plain_error(cli(tmp_path / "hl", "laptop", pg_url, "grep", "--mode", "literal", "LOCAL"))
    assert "LAPTOP LOCAL TEXT" not in out, out


def test_a_hostile_row_cannot_make_grep_show_this_machines_env_file(same_paths, pg_url):
    t, home = same_paths
    write(t / ".env", "API_KEY=sk-live-TOPSECRET\n")
    lo = _nas_no(pg_url) << 40
    _hostile(pg_url, [(_DIR, (lo + 3000, "T", " t ", str(t), f"nas:{t}", bytes(t))),
                      (_FILE, (lo + 3001, lo + 3000, ".env", " env ", "", 26))])  # fmt: skip
    for extra in ([], ["--host", "nas"]):
        out = plain_error(cli(home, "laptop", pg_url, "grep", "--mode", "literal", "TOPSECRET", *extra))
        assert "sk-live" not in out and "API_KEY" not in out, out  # (the words searched for are echoed)


def test_a_hostile_row_cannot_pass_for_this_machines_file(same_paths, pg_url):
    _t, home = same_paths
    lo = _nas_no(pg_url) << 40
    _hostile(pg_url, [(_DIR, (lo + 2000, "etc", " etc ", "/etc", "/etc", None)),
                      (_FILE, (lo + 2001, lo + 2000, "hostname", " hostname ", "", 5))])  # fmt: skip
    out = ok(cli(home, "laptop", pg_url, "top", "--limit", "50"))
    assert "/etc/hostname" not in out or "nas:/etc/hostname" in out, out


def test_hostile_names_are_escaped_and_never_acted_on(same_paths, pg_url):
    t, home = same_paths
    lo = _nas_no(pg_url) << 40
    import psycopg

    with psycopg.connect(pg_url) as conn:
        did = conn.execute(
            "SELECT id FROM dirs WHERE id >= %s AND id < %s AND path LIKE '%%/docs'", (lo, lo + (1 << 40))
        )
        did = did.fetchone()[0]
    names = ["evil\nDeleted everything\x1b[31m.txt", f"nas:{t}/docs/laptop_only.txt", "../../etc/shadow", "x" * 100_000]
    _hostile(pg_url, [(_FILE, (lo + 1000 + i, did, n, f" {n} ", "txt", 5)) for i, n in enumerate(names)])
    out = ok(cli(home, "laptop", pg_url, "top", "--limit", "50"))
    assert "\nDeleted everything" not in out and "\x1b" not in out
    for ask in ("delete shadow", "delete laptop_only.txt", "read shadow"):
        plain_error(cli(home, "laptop", pg_url, "ask", "--yes", ask))
    assert (t / "docs" / "notes.txt").exists()  # (laptop_only.txt was replaced with the nas's tree: not on disk)


def test_a_hostile_host_name_cannot_add_lines_to_status(same_paths, pg_url):
    _t, home = same_paths
    _hostile(pg_url, [("INSERT INTO hosts(no, name) VALUES (77, %s)", ("evil\nFAKE: all files deleted",))])
    out = ok(cli(home, "laptop", pg_url, "status"))
    assert "\nFAKE" not in out, out


# -- bad input --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["read", "nas:"],
        ["read", "nas:relative"],
        ["read", ":/x"],
        ["find", "x", "--host", "nas:"],
        ["find", "x", "--host", "/tmp"],
        ["top", "--in", "nas:"],
        ["top", "--in", ":/x"],
        ["top", "--in", "nas:/nonexistent"],
        ["info", "nas:/etc/passwd"],
    ],
)
def test_odd_paths_and_hosts_are_plain_errors(same_paths, pg_url, args):
    _t, home = same_paths
    p = cli(home, "laptop", pg_url, *args)
    assert p.returncode != 0
    plain_error(p)


def test_this_machines_own_name_as_prefix_is_its_own_path(same_paths, pg_url):
    t, home = same_paths
    assert "nas notes content" in ok(cli(home, "laptop", pg_url, "read", f"laptop:{t}/docs/notes.txt"))


def test_ls_of_another_machines_folder_says_so(same_paths, pg_url):
    t, home = same_paths
    out = plain_error(cli(home, "laptop", pg_url, "ls", f"nas:{t}"))
    assert "nas" in out and "No such file" not in out, out


def test_table_import_by_name_ignores_other_machines_files(tmp_path, pg_url):
    t = tmp_path / "T"
    write(t / "a.txt", "hello\n")
    ok(cli(tmp_path / "hl", "laptop", pg_url, "scan", str(t)))
    odd = Path(os.fsdecode(bytes(t) + b"/caf\xe9"))
    write(odd / "stat.csv", "a,b\n1,2\n")
    ok(cli(tmp_path / "hn", "nas", pg_url, "scan", str(t)))
    p = cli(tmp_path / "hl", "laptop", pg_url, "table", "import", "t1", "--name-like", "stat")
    plain_error(p)


# -- the server going away ---------------------------------------------------------------------------------------


@pytest.fixture
def own_server():
    """A private PostgreSQL server this test may stop: (url, stop)."""
    import pgserver

    if pgserver.bindir() is None:
        pytest.skip("PostgreSQL is not installed here")
    with pgserver.server() as url:
        yield url


def _stop(url: str) -> None:
    """Kill the server's postmaster with SIGKILL (found by its port)."""
    port = url.rsplit(":", 1)[1].split("/")[0]
    out = subprocess.run(["pgrep", "-f", f"postgres.*-p {port}"], capture_output=True, text=True).stdout.split()
    pids = [int(p) for p in out]
    assert pids, "the test server's postmaster was not found"
    for pid in pids:
        os.kill(pid, 9)
    time.sleep(0.5)


def test_the_server_gone_is_a_plain_error_quickly_and_local_data_is_kept(tmp_path, own_server):
    t = tmp_path / "T"
    write(t / "docs" / "a.txt", "a\n")
    home = tmp_path / "hl"
    ok(cli(home, "laptop", own_server, "scan", str(t)))
    _stop(own_server)
    t0 = time.monotonic()
    p = cli(home, "laptop", own_server, "find", "a", timeout=60)
    assert p.returncode != 0 and "couldn't reach the shared index" in plain_error(p)
    assert time.monotonic() - t0 < 15
    write(t / "docs" / "b.txt", "b\n")
    t0 = time.monotonic()
    p = cli(home, "laptop", own_server, "scan", str(t), timeout=60)
    plain_error(p)
    assert time.monotonic() - t0 < 20
    # this machine's own index has the new file (without the shared index: the local one answers)
    env = dict(os.environ, FILESCOUT_HOME=str(home))
    env.pop("FILESCOUT_INDEX", None)
    local = subprocess.run([*FILESCOUT, "find", "b.txt"], capture_output=True, text=True, env=env, timeout=60)
    assert "b.txt" in local.stdout, local.stdout + local.stderr


# -- concurrency ---------------------------------------------------------------------------------------------------


def test_two_publishes_of_one_host_and_a_reader_meanwhile_see_old_or_new_never_a_mix(tmp_path, pg_url, monkeypatch):
    from filescout.index import scanner
    from filescout.tools import Context

    t = tmp_path / "T"
    for i in range(300):
        write(t / f"d{i % 7}" / f"f{i:04}.bin", b"x" * (i + 1))
    monkeypatch.setenv("FILESCOUT_INDEX", pg_url)
    monkeypatch.setenv("FILESCOUT_HOST_NAME", "laptop")
    writer = Context(tmp_path / "hl")
    scanner.scan(writer.index, str(t))
    writer.publish(full=True)
    expected = (300, sum(range(1, 301)))
    errors: list[BaseException] = []
    seen: list[tuple] = []
    stop = threading.Event()

    def publish_again() -> None:
        try:
            c = Context(tmp_path / "hl")
            for _ in range(3):
                c.publish(full=True)
            c.close()
        except BaseException as exc:
            errors.append(exc)

    def read() -> None:  # another machine asking meanwhile, through the real CLI
        try:
            while not stop.is_set():
                d = json.loads(ok(cli(tmp_path / "hn", "nas", pg_url, "count", "--host", "laptop", "--json")))
                seen.append((d["count"], d["bytes"]))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=publish_again) for _ in range(2)]
    reader = threading.Thread(target=read)
    reader.start()
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout=120)
    stop.set()
    reader.join(timeout=60)
    writer.close()
    assert not errors, errors
    assert seen and set(seen) == {expected}, set(seen)
