"""The scanner keeps the index equal to the disk, under any sequence of changes."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from conftest import (
    PROFILE,
    examples,
    folder_totals_walk,
    independent_walk,
    indexed_files,
    indexed_folder_totals,
    write,
)
from filescout.index import names_build, walker
from filescout.index.db import Index
from filescout.index.scan.messages import Listing, Task, Unreadable
from filescout.index.scan.walk import walk
from filescout.index.scanner import scan
from filescout.index.schema import DUPLINK, HIDDEN, MOUNT, NOISE, SPECIAL, SYMLINK, WARN
from filescout.index.walker import WalkOptions, entries_of


@pytest.fixture(params=["compiled", "python"])
def impl(request, monkeypatch):
    """Run a test with the compiled folder reader and bulk writer, and with the pure-Python ones."""
    if request.param == "python":
        monkeypatch.setattr(walker, "_fast", None)
        monkeypatch.setenv("FILESCOUT_PURE_WALK", "1")
    elif walker._fast is None:
        pytest.skip("the compiled reader is not built")
    return request.param


def assert_index_matches(index: Index, root: Path) -> None:
    assert indexed_files(index) == independent_walk(root)
    walked = folder_totals_walk(root)
    got = indexed_folder_totals(index)
    assert {k: got.get(k) for k in walked} == walked
    assert set(got) == set(walked)


# The exactness tests below run twice (conftest.py): on the SQLite index alone, and with that index then
# published to a shared index in PostgreSQL, whose rows must match the same walk.
BOTH_BACKENDS = True


@pytest.fixture
def matches(index_backend):
    """assert_index_matches, on the shared index too when the test runs on PostgreSQL."""
    if index_backend == "sqlite":
        return assert_index_matches
    from types import SimpleNamespace

    from filescout.index.pg.hub import open_shared, publish_local

    url = os.environ["FILESCOUT_INDEX"]

    def both(index: Index, root: Path) -> None:
        assert_index_matches(index, root)
        publish_local(index, url, "testhost")
        reader = open_shared(url, "testhost")
        try:
            assert_index_matches(SimpleNamespace(conn=reader), root)
        finally:
            reader.close()

    return both


def test_full_scan_matches_an_independent_walk(tmp_path, idx, impl, matches):
    root = tmp_path / "data"
    write(root / "a.txt", b"x" * 100)
    write(root / "docs" / "b.pdf", b"y" * 2000)
    write(root / "docs" / "deep" / "c.md", "hello")
    (root / "empty").mkdir()
    r = scan(idx, root)
    assert r.status == "complete"
    assert (r.added, r.files, r.bytes, r.dirs) == (3, 3, 2105, 4)
    matches(idx, root)


def test_rescan_with_no_change_writes_nothing(tmp_path, idx):
    root = tmp_path / "data"
    for i in range(50):
        write(root / f"d{i % 5}" / f"f{i}.txt", b"z" * i)
    scan(idx, root)
    before = idx.conn.total_changes
    r = scan(idx, root)
    assert (r.added, r.updated, r.removed) == (0, 0, 0)
    assert r.unchanged == 6
    # the only writes are the scan log and the root's "last scanned" line
    assert idx.conn.total_changes - before <= 6


def test_changes_are_applied_exactly(tmp_path, idx, impl, matches):
    root = tmp_path / "data"
    write(root / "keep.txt", b"1")
    write(root / "grow.txt", b"1")
    write(root / "gone.txt", b"1")
    write(root / "sub" / "moved.txt", b"abc")
    scan(idx, root)
    (root / "grow.txt").write_bytes(b"12345")
    (root / "gone.txt").unlink()
    (root / "sub" / "moved.txt").rename(root / "moved.txt")
    write(root / "new" / "n.txt", b"new")
    r = scan(idx, root)
    assert (r.added, r.updated, r.removed) == (2, 1, 2)
    matches(idx, root)


def test_prefix_sibling_is_never_touched(tmp_path, idx, matches):
    x = tmp_path / "x"
    write(x / "foo" / "a.txt", b"a")
    write(x / "foobar" / "b.txt", b"bb")
    write(x / "foo-old" / "c.txt", b"ccc")
    write(x / "foo.bak" / "d.txt", b"dddd")
    scan(idx, x)
    shutil.rmtree(x / "foo")
    (x / "foo").mkdir()
    r = scan(idx, x / "foo")  # partial rescan of the emptied folder
    assert r.removed == 1
    matches(idx, x)
    assert str(x / "foobar" / "b.txt") in indexed_files(idx)


def test_partial_rescan_updates_only_that_subtree(tmp_path, idx):
    root = tmp_path / "data"
    write(root / "one" / "a.txt", b"a")
    write(root / "two" / "b.txt", b"b")
    scan(idx, root)
    write(root / "one" / "a2.txt", b"aa")
    write(root / "two" / "b2.txt", b"bb")
    r = scan(idx, root / "one")
    assert r.added == 1 and r.root == str(root)
    files = indexed_files(idx)
    assert str(root / "one" / "a2.txt") in files
    assert str(root / "two" / "b2.txt") not in files  # not rescanned yet
    assert idx.roots() == [str(root)]
    # totals above the rescanned folder follow
    assert indexed_folder_totals(idx)[str(root)] == (3, 4)


def test_scanning_a_parent_merges_roots(tmp_path, idx):
    write(tmp_path / "top" / "a" / "x.txt", b"x")
    write(tmp_path / "top" / "b" / "y.txt", b"yy")
    scan(idx, tmp_path / "top" / "a")
    scan(idx, tmp_path / "top")
    assert idx.roots() == [str(tmp_path / "top")]
    assert_index_matches(idx, tmp_path / "top")


def test_symlinks_are_recorded_not_followed(tmp_path, idx, impl, matches):
    outside = tmp_path / "outside"
    write(outside / "secret-plans.txt", b"do not index me" * 100)
    root = tmp_path / "data"
    write(root / "real.txt", b"r")
    (root / "loop").mkdir()
    os.symlink(root, root / "loop" / "back")  # a loop
    os.symlink(outside, root / "out")  # a directory outside
    os.symlink(outside / "secret-plans.txt", root / "plans.txt")  # a file outside
    os.symlink(root / "self", root / "self")  # a dangling self-loop
    r = scan(idx, root)
    assert r.status == "complete"
    files = indexed_files(idx)
    assert str(outside / "secret-plans.txt") not in files
    assert not any(p.startswith(str(root / "out") + "/") for p in files)
    flags = dict(idx.conn.execute("SELECT name, flags FROM files").fetchall())
    for name in ("back", "out", "plans.txt", "self"):
        assert flags[name] & SYMLINK
    matches(idx, root)


def test_names_with_spaces_newlines_emoji_and_invalid_utf8(tmp_path, idx, impl, matches):
    root = tmp_path / "data"
    root.mkdir()
    names = ["with space.txt", "new\nline.txt", "emoji 🎉.txt", "ünïcödé.md", "tab\there"]
    for n in names:
        write(root / n, n.encode())
    bad = os.fsencode(str(root)) + b"/bad\xff\xfename.txt"
    with open(bad, "wb") as f:
        f.write(b"12345")
    baddir = os.fsencode(str(root)) + b"/dir\xe9"
    os.mkdir(baddir)
    with open(baddir + b"/inner.txt", "wb") as f:
        f.write(b"abc")
    scan(idx, root)
    matches(idx, root)
    # the display form is valid text; the raw bytes are kept to find the file again
    row = idx.conn.execute("SELECT name, raw FROM files WHERE raw IS NOT NULL AND name LIKE 'bad%'").fetchone()
    assert row[0] == "bad\\xff\\xfename.txt" and row[1] == b"bad\xff\xfename.txt"
    # a rescan changes nothing
    r = scan(idx, root)
    assert (r.added, r.updated, r.removed) == (0, 0, 0)


def test_deep_tree_and_empty_folders(tmp_path, idx, matches):
    root = tmp_path / "deep"
    p = root
    for i in range(300):
        p = p / f"d{i}"
    p.mkdir(parents=True)
    write(p / "bottom.txt", b"bottom")
    (root / "empty1").mkdir()
    (root / "empty2" / "empty3").mkdir(parents=True)
    r = scan(idx, root)
    assert r.files == 1 and r.dirs == 304
    matches(idx, root)
    assert idx.conn.execute("SELECT rec_files FROM dirs WHERE path=?", (str(root / "d0"),)).fetchone() == (1,)


def test_hard_links_are_counted_once(tmp_path, idx, impl):
    root = tmp_path / "data"
    write(root / "a" / "big.bin", b"x" * 1000)
    write(root / "small.txt", b"y" * 10)
    (root / "b").mkdir()
    os.link(root / "a" / "big.bin", root / "b" / "same.bin")
    scan(idx, root)
    assert idx.conn.execute("SELECT rec_files, rec_bytes FROM dirs WHERE path=?", (str(root),)).fetchone() == (2, 1010)
    dup = idx.conn.execute("SELECT name FROM files WHERE flags & ? != 0", (DUPLINK,)).fetchall()
    assert len(dup) == 1
    # removing one link moves the count to the survivor
    (root / "a" / "big.bin").unlink()
    scan(idx, root)
    assert idx.conn.execute("SELECT rec_files, rec_bytes FROM dirs WHERE path=?", (str(root),)).fetchone() == (2, 1010)
    assert idx.conn.execute("SELECT count(*) FROM files WHERE flags & ? != 0", (DUPLINK,)).fetchone() == (0,)


def test_hidden_noise_and_sensitive_files(tmp_path, idx, impl):
    root = tmp_path / "proj"
    write(root / "main.py", b"print()")
    write(root / ".git" / "objects" / "ab", b"x" * 500)
    write(root / "node_modules" / "lib" / "index.js", b"y" * 300)
    write(root / ".hidden.txt", b"h")
    write(root / ".env", b"API_KEY=1")
    write(root / "server.key", b"-----BEGIN")
    write(root / ".ssh" / "id_rsa", b"-----BEGIN")
    write(root / "my_passwords.txt", b"hunter2")
    r = scan(idx, root)
    assert r.skipped_sensitive == 3  # .env, server.key and the .ssh folder
    flags = dict(idx.conn.execute("SELECT name, flags FROM files").fetchall())
    assert set(flags) == {"main.py", "ab", "index.js", ".hidden.txt", "my_passwords.txt"}
    assert flags["ab"] & (HIDDEN | NOISE) == HIDDEN | NOISE
    assert flags["index.js"] & NOISE
    assert flags[".hidden.txt"] & HIDDEN
    assert flags["my_passwords.txt"] & WARN
    assert flags["main.py"] == 0
    # hidden and noise files count in every total
    assert (
        idx.conn.execute("SELECT rec_bytes FROM dirs WHERE path=?", (str(root),)).fetchone()[0] == 7 + 500 + 300 + 1 + 7
    )


def test_mount_points_are_not_entered(tmp_path):
    root = tmp_path / "data"
    write(root / "a.txt", b"a")
    write(root / "other" / "inside.txt", b"b")
    st_ = os.stat(root)
    # pretend the root lives on another device: every subfolder is then a mount point
    opts = WalkOptions(root_dev=st_.st_dev + 1)
    msgs = [m for batch in walk([Task(str(root), 0, st_.st_ino, st_.st_dev)], opts, workers=0) for m in batch]
    by_path = {m.path: m for m in msgs}
    other = by_path[str(root / "other")]
    assert isinstance(other, Listing) and other.flags & MOUNT and other.entries == []
    opts.cross_mounts = True
    msgs = [m for batch in walk([Task(str(root), 0, st_.st_ino, st_.st_dev)], opts, workers=0) for m in batch]
    assert any(e[0] == "inside.txt" for m in msgs if isinstance(m, Listing) for e in entries_of(m.entries))


def _scan_unprivileged(home: Path, root: Path) -> dict:
    """Scan in a forked child; as root, the child first becomes nobody (root reads everything)."""
    import json

    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        try:
            os.close(r)
            if os.geteuid() == 0:
                os.setgid(65534)
                os.setuid(65534)
            with Index.open(home) as index:
                res = scan(index, root, workers=0).to_dict()
            os.write(w, json.dumps(res).encode())
        except BaseException as exc:
            os.write(w, json.dumps({"child_error": repr(exc)}).encode())
        finally:
            os._exit(0)
    os.close(w)
    chunks = []
    while chunk := os.read(r, 65536):
        chunks.append(chunk)
    os.close(r)
    os.waitpid(pid, 0)
    out = json.loads(b"".join(chunks))
    assert "child_error" not in out, out["child_error"]
    return out


def test_unreadable_folders_are_counted_listed_and_skipped():
    import tempfile

    # pytest's own temp folders are private to root; an unprivileged child needs one it can enter
    tmp_path = Path(tempfile.mkdtemp(prefix="fs-perm-"))
    os.chmod(tmp_path, 0o755)
    root = tmp_path / "data"
    write(root / "open" / "a.txt", b"a")
    write(root / "locked" / "b.txt", b"b")
    home = tmp_path / "nobodyhome"
    home.mkdir()
    for p in (tmp_path, root, root / "open", home):
        os.chmod(p, 0o777)
    os.chmod(root / "locked", 0)
    try:
        res = _scan_unprivileged(home / "fs", root)
    finally:
        os.chmod(root / "locked", 0o755)
        shutil.rmtree(tmp_path, ignore_errors=True)
    assert res["errors"] == 1
    assert res["error_paths"][0]["path"] == str(root / "locked")
    assert res["files"] == 1


def test_index_files_are_private(fshome, tmp_path):
    write(tmp_path / "d" / "a.txt", b"a")
    with Index.open(fshome) as index:
        scan(index, tmp_path / "d")
        assert stat.S_IMODE(os.stat(fshome).st_mode) == 0o700
        for suffix in ("", "-wal", "-shm"):
            p = Path(str(index.path) + suffix)
            if p.exists():
                assert stat.S_IMODE(os.stat(p).st_mode) == 0o600, p


def test_a_corrupt_index_is_moved_aside_and_rebuilt(fshome, tmp_path):
    write(tmp_path / "d" / "a.txt", b"a")
    with Index.open(fshome) as index:
        scan(index, tmp_path / "d")
        index.conn.execute("INSERT INTO bookmarks(path, label, created_at) VALUES ('/x', 'x', 0)")
    # damage the middle of the file: the header survives, the pages don't
    db = fshome / "index.db"
    data = bytearray(db.read_bytes())
    for i in range(4096, len(data) - 100, 97):
        data[i] = (data[i] + 91) % 256
    db.write_bytes(bytes(data))
    with Index.open(fshome) as index:
        assert index.notice and "moved it to" in index.notice
        assert index.conn.execute("SELECT count(*) FROM files").fetchone() == (0,)
    assert list(fshome.glob("index.db.damaged-*"))
    assert list(fshome.glob("recovered-*.json"))


def test_a_foreign_file_is_never_overwritten(fshome):
    fshome.mkdir(mode=0o700)
    (fshome / "index.db").write_text("my important notes, not a database")
    with Index.open(fshome) as index:
        assert "not a SQLite database" in index.notice
    aside = list(fshome.glob("index.db.damaged-*"))
    assert aside and aside[0].read_text() == "my important notes, not a database"
    other = fshome / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE t(x)")
    conn.commit()
    conn.close()
    os.replace(other, fshome / "index.db")
    with Index.open(fshome) as index:
        assert "another program" in index.notice


def test_an_index_from_an_older_schema_is_migrated(fshome, tmp_path, monkeypatch):
    from filescout.index import schema

    root = tmp_path / "d"
    write(root / "a.pdf", b"x" * 100)
    write(root / ".hidden" / "b.pdf", b"y" * 10)
    write(root / "sub" / "c.txt", b"z" * 5)
    first_only = schema.MIGRATIONS[:1]
    monkeypatch.setattr(schema, "MIGRATIONS", first_only)
    # an index written by the first release: dir_ext has no visibility column yet
    with Index.open(fshome) as index:
        index.conn.execute("INSERT INTO roots(path, added_at) VALUES (?, 0)", (str(root),))
        index.conn.execute(
            "INSERT INTO dirs(id, name, path, depth, own_files, own_bytes, rec_files, rec_bytes) "
            "VALUES (1, 'd', ?, 1, 2, 107, 2, 107)",
            (str(root),),
        )
        index.conn.execute(
            "INSERT INTO files(dir_id, name, ext, category, size, mtime_ns, ctime_ns, inode, flags) "
            "VALUES (1, 'a.pdf', 'pdf', 1, 100, 0, 0, 1, 0), (1, '.x.pdf', 'pdf', 1, 7, 0, 0, 2, 1)"
        )
        index.conn.execute("INSERT INTO names(names) VALUES ('rebuild')")
        index.conn.execute("INSERT INTO dir_names(dir_names) VALUES ('rebuild')")
    monkeypatch.undo()
    with Index.open(fshome) as index:
        assert index.schema_version() == [name for name, _ in schema.MIGRATIONS]
        rows = index.conn.execute("SELECT ext, hidden, files, bytes FROM dir_ext ORDER BY hidden").fetchall()
        assert rows == [("pdf", 0, 1, 100), ("pdf", 1, 1, 7)]
        assert index.conn.execute("SELECT files, bytes FROM root_ext WHERE hidden=0").fetchall() == [(1, 100)]
        r = scan(index, root)
        assert r.status == "complete"
        assert_index_matches(index, root)
    # a newer index than this filescout is refused, not damaged
    with Index.open(fshome) as index:
        index.conn.execute("INSERT INTO schema_version VALUES (99, '0099_future', 0)")
    with pytest.raises(Exception, match="newer filescout"):
        Index.open(fshome)


def test_parallel_walk_gives_the_same_index(tmp_path, fshome, impl):
    root = tmp_path / "data"
    for i in range(400):
        write(root / f"d{i % 23}" / f"e{i % 7}" / f"f{i}.txt", b"q" * (i % 50))
    with Index.open(fshome) as index:
        r = scan(index, root, workers=2, inline_seconds=0)
        assert r.files == 400
        assert_index_matches(index, root)
        (root / "d3" / "e3" / "f3.txt").unlink()
        write(root / "d4" / "new.txt", b"n")
        r = scan(index, root, workers=2, inline_seconds=0)
        assert (r.added, r.removed) == (1, 1)
        assert_index_matches(index, root)


@pytest.mark.parametrize("query_between", [False, True], ids=["rescan", "query-then-rescan"])
def test_an_interrupted_scan_leaves_a_consistent_index_and_resumes(tmp_path, fshome, query_between):
    root = tmp_path / "big"
    for i in range(6000):
        write(root / f"d{i % 60}" / f"s{i % 4}" / f"file_{i}.txt", b"w" * (i % 97))
    env = {**os.environ, "FILESCOUT_COMMIT_ROWS": "200", "FILESCOUT_HOME": str(fshome)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "filescout.cli", "scan", str(root)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    db = fshome / "index.db"
    deadline = time.time() + 60
    killed = False
    while time.time() < deadline and proc.poll() is None:
        try:
            c = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)
            n = c.execute("SELECT count(*) FROM files").fetchone()[0]
            c.close()
        except sqlite3.Error:
            n = 0
        if n >= 400:
            proc.send_signal(signal.SIGKILL)
            killed = True
            break
        time.sleep(0.005)
    proc.wait()
    if not killed:
        pytest.skip("the scan finished before it could be interrupted")
    with Index.open(fshome) as index:
        # readable and consistent: every committed folder has all its files
        for did, own in index.conn.execute("SELECT id, own_files FROM dirs WHERE sig IS NOT NULL"):
            assert index.conn.execute("SELECT count(*) FROM files WHERE dir_id=?", (did,)).fetchone()[0] == own
        done_before = index.conn.execute("SELECT count(*) FROM dirs WHERE sig IS NOT NULL").fetchone()[0]
        bulk_left = index.meta("bulk_pending", 0)
        if query_between:  # a question before the rescan finishes the index (repair) so it can answer
            from filescout.index.scanner import repair

            repair(index)
            assert index.meta("bulk_pending", 0) == 0
            # and the rescan still goes on with the first load in bulk, not row by row
            assert index.meta("resume_bulk", 0) == bulk_left
        r = scan(index, root)
        assert (index.meta("bulk_pending", 0), index.meta("resume_bulk", 0)) == (0, 0)
        assert r.status == "complete"
        assert r.unchanged >= done_before - 1  # committed folders were not redone
        assert_index_matches(index, root)
        _name_index_is_exact(index)
        assert len(find_names(index, "file_59")) == len([i for i in range(6000) if "file_59" in f"file_{i}.txt"])


def _odd_folder(root: Path) -> None:
    """A folder with every kind of entry the readers treat differently."""
    root.mkdir(parents=True)
    for name in [
        "plain.txt",
        "UPPER.PDF",
        "Mixed.Tar.GZ",
        ".hidden",
        ".hidden.md",
        "no_ext",
        "trailing.",
        ".",
        "x.averyveryverylongextension",
        "x.sixteenchars_ok",
        "my-password-list.txt",
        "api_token.json",
        "notes.env.example",
        ".env",
        ".env.local",
        "id_rsa",
        "server.KEY",
        "credentials.json",
        "emoji 🎉.txt",
        "ünïcödé.MD",
        "Ärger.Übung",
        "名前.docx",
    ]:
        if name != ".":
            write(root / name, name.encode())
    with open(os.fsencode(str(root)) + b"/bad\xff\xfe.txt", "wb") as f:
        f.write(b"12345")
    os.link(root / "plain.txt", root / "plain-link.txt")
    os.symlink(root / "plain.txt", root / "link.txt")
    os.symlink("/nowhere", root / "dangling")
    os.mkfifo(root / "pipe")
    for d in ["sub", ".ssh", ".GnuPG", "node_modules", ".git", "thing.egg-info", "Ünï", ".cache"]:
        (root / d).mkdir()
    os.mkdir(os.fsencode(str(root)) + b"/dir\xe9")


def test_the_compiled_reader_reads_a_folder_as_the_python_reader_does(tmp_path):
    if walker._fast is None:
        pytest.skip("the compiled reader is not built")
    root = tmp_path / "odd"
    _odd_folder(root)
    for parent_flags in (0, HIDDEN, NOISE | HIDDEN):
        entries, subdirs, skipped, _sig = walker._read_dir(str(root), parent_flags, "odd", [])
        blob, csubdirs, cskipped, _csig, n, summary, multi = walker._fast.scan_dir(
            os.fsencode(str(root)), parent_flags, "odd"
        )
        assert walker._fast.unpack(blob) == entries
        assert (csubdirs, cskipped, n, multi) == (subdirs, skipped, len(entries), True)
        assert sorted(summary) == sorted(walker.ext_summary(entries))
    # the readers agree with the rules, not just with each other
    names = {e[0]: e for e in entries}
    assert {".env", ".env.local", "id_rsa", "server.KEY", "credentials.json"}.isdisjoint(names)
    assert names["my-password-list.txt"][8] & WARN and names["api_token.json"][8] & WARN
    assert names["UPPER.PDF"][1] == "pdf" and names["Mixed.Tar.GZ"][1] == "gz" and names["ünïcödé.MD"][1] == "md"
    assert names[".hidden"][1] == "" and names["trailing."][1] == "" and names["x.averyveryverylongextension"][1] == ""
    assert names["x.sixteenchars_ok"][1] == "sixteenchars_ok"
    assert names["link.txt"][8] & SYMLINK and names["pipe"][8] & SPECIAL
    assert names["bad\\xff\\xfe.txt"][9] == b"bad\xff\xfe.txt"
    kept = {"sub", "node_modules", ".git", "thing.egg-info", "Ünï", ".cache", "dir\udce9"}  # not .ssh or .GnuPG
    assert {os.path.basename(t[0]) for t in subdirs} == kept


def test_the_compiled_modules_are_in_use_where_ci_requires_them():
    if not os.environ.get("FILESCOUT_REQUIRE_COMPILED"):
        pytest.skip("only CI requires the compiled modules (a build without a compiler falls back)")
    from filescout.index.scan import bulk

    assert walker._fast is not None and bulk._bulk is not None


def test_a_folder_the_reader_cannot_open_is_an_error_message(tmp_path):
    opts = WalkOptions(root_dev=os.stat(tmp_path).st_dev)
    msg, children = walker.scan_directory(Task(str(tmp_path / "gone"), 0, 1, 1), opts)
    assert isinstance(msg, Unreadable) and "No such file" in msg.message and children == []


def _name_index_is_exact(index: Index) -> None:
    conn = index.conn
    assert conn.execute("SELECT value FROM meta WHERE key='names_pending'").fetchone() == (0,)
    # the name index holds exactly the files table's names (checked against it row by row)
    conn.execute("INSERT INTO names(names, rank) VALUES ('integrity-check', 1)")
    n_index = conn.execute("SELECT count(*) FROM names_data").fetchone()[0]
    assert n_index > 0 or conn.execute("SELECT count(*) FROM files").fetchone()[0] == 0
    assert not (index.home / "names-build.db").exists()


def test_a_first_scan_builds_the_name_index_beside_the_walk(tmp_path, fshome, impl):
    root = tmp_path / "data"
    for i in range(3000):
        write(root / f"d{i % 31}" / f"invoice_{i}.pdf" if i % 3 == 0 else root / f"d{i % 31}" / f"note_{i}.txt", b"")
    with Index.open(fshome) as index:
        scan(index, root, workers=2, inline_seconds=0)
        _name_index_is_exact(index)
        want = sorted(f"invoice_{i}.pdf" for i in range(0, 3000, 3) if "invoice_2" in f"invoice_{i}.pdf")
        assert find_names(index, "invoice_2") == want
        # everything is in the database file; nothing of the scan keeps running
        wal = Path(str(index.path) + "-wal")
        assert not wal.exists() or wal.stat().st_size == 0
        assert not any(t.name == "filescout-checkpoint" for t in threading.enumerate())


def find_names(index: Index, term: str) -> list[str]:
    from filescout.index.name_search import name_candidates
    from filescout.index.query import Filters

    return sorted(r[1] for r in name_candidates(index.conn, [term], Filters(), cap=100000))


def test_when_the_name_helper_fails_the_scan_builds_the_index_itself(tmp_path, fshome, monkeypatch):
    root = tmp_path / "data"
    for i in range(200):
        write(root / f"d{i % 7}" / f"report_{i}.txt", b"")

    def failing_start(db_path):
        return subprocess.Popen(
            [sys.executable, "-c", "import sys; sys.stdin.read(); sys.exit('boom')"],
            stdin=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )

    monkeypatch.setattr(names_build, "start", failing_start)
    with Index.open(fshome) as index:
        scan(index, root, workers=2, inline_seconds=0)
        _name_index_is_exact(index)
        assert len(find_names(index, "report_1")) == 111


def test_when_the_name_helper_cannot_start_the_scan_builds_the_index_itself(tmp_path, fshome, monkeypatch):
    root = tmp_path / "data"
    for i in range(50):
        write(root / f"report_{i}.txt", b"")
    monkeypatch.setattr(names_build, "start", lambda db_path: None)
    with Index.open(fshome) as index:
        scan(index, root)
        _name_index_is_exact(index)
        assert len(find_names(index, "report_1")) == 11


def test_a_big_addition_to_an_index_goes_on_as_a_bulk_load(tmp_path, fshome, monkeypatch, impl):
    from filescout.index.scan import load

    home_docs = tmp_path / "docs"
    for i in range(100):
        write(home_docs / f"d{i % 5}" / f"letter_{i}.txt", b"l" * i)
    drive = tmp_path / "drive"
    for i in range(3000):
        write(drive / f"p{i % 40}" / f"photo_{i}.jpg", b"p" * (i % 13))
    monkeypatch.setattr(load, "BULK_SWITCH_MIN", 500)
    monkeypatch.setenv("FILESCOUT_COMMIT_ROWS", "200")
    with Index.open(fshome) as index:
        assert scan(index, home_docs).bulk  # a first scan
        small = scan(index, home_docs / "d1")
        assert not small.bulk and small.unchanged == 1
        r = scan(index, drive, workers=2, inline_seconds=0)
        assert r.bulk and r.added == 3000 and r.status == "complete"
        assert indexed_files(index) == {**independent_walk(drive), **independent_walk(home_docs)}
        assert indexed_folder_totals(index) == {**folder_totals_walk(drive), **folder_totals_walk(home_docs)}
        _name_index_is_exact(index)
        assert len(find_names(index, "photo_29")) == 111 and len(find_names(index, "letter_9")) == 11
        # and the next change is an ordinary update with live indexes
        write(drive / "p1" / "photo_new.jpg", b"n")
        r = scan(index, drive)
        assert not r.bulk and r.added == 1
        assert find_names(index, "photo_new") == ["photo_new.jpg"]


@pytest.mark.parametrize("first", [True, False], ids=["first-scan", "rescan"])
def test_a_full_disk_is_a_plain_error_and_loses_nothing(tmp_path, fshome, monkeypatch, first):
    from filescout.errors import FilescoutError
    from filescout.index.scan import load

    root = tmp_path / "data"
    for i in range(20):
        write(root / "old" / f"kept_{i}.txt", b"k")
    with Index.open(fshome) as index:
        if not first:
            scan(index, root)
        for i in range(3000):
            write(root / f"new{i % 30}" / f"a_rather_long_file_name_number_{i}.txt", b"n")
        pages = index.conn.execute("PRAGMA page_count").fetchone()[0]
        # the index "disk" fills up a few pages from now (both for this connection and the bulk writer's)
        index.conn.execute(f"PRAGMA max_page_count={pages + 8}")
        real_writer = load.bulk_writer

        def small_writer(idx):
            w = real_writer(idx)
            if w is not None:
                w.execute(f"PRAGMA max_page_count={pages + 8}")
            return w

        monkeypatch.setattr(load, "bulk_writer", small_writer)
        with pytest.raises(FilescoutError) as err:
            scan(index, root, workers=2, inline_seconds=0)
        assert err.value.code == "no_space" and "disk space" in err.value.message
        if not first:  # what was indexed before is all still there
            names = {r[0] for r in index.conn.execute("SELECT name FROM files")}
            assert {f"kept_{i}.txt" for i in range(20)} <= names
        # with space again, a scan completes and matches the disk
        index.conn.execute("PRAGMA max_page_count=1073741823")
        monkeypatch.setattr(load, "bulk_writer", real_writer)
        assert scan(index, root).status == "complete"
        assert_index_matches(index, root)


# -- a state machine of random changes -----------------------------------------

NAMES = st.sampled_from(["a", "b", "c", "foo", "foobar", "foo.bak", "ü", "x y"])


class TreeChanges(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        import tempfile

        self.tmp = Path(tempfile.mkdtemp(prefix="fs-sm-"))
        self.root = self.tmp / "root"
        self.root.mkdir()
        self.index = Index.open(self.tmp / "home")
        self.t = 1_600_000_000

    def teardown(self) -> None:
        self.index.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def _dirs(self) -> list[Path]:
        return [Path(p) for p, _, _ in os.walk(self.root)]

    def _files(self) -> list[Path]:
        return sorted(Path(p) for p in independent_walk(self.root))

    @rule(d=st.integers(0, 50), name=NAMES, size=st.integers(0, 3000))
    def create_file(self, d, name, size):
        folder = self._dirs()[d % len(self._dirs())]
        p = folder / f"{name}.txt"
        if not p.exists():
            write(p, b"c" * size)

    @rule(d=st.integers(0, 50), name=NAMES)
    def make_dir(self, d, name):
        folder = self._dirs()[d % len(self._dirs())]
        if len(folder.parts) - len(self.root.parts) < 4:
            (folder / name).mkdir(exist_ok=True)

    @precondition(lambda self: self._files())
    @rule(i=st.integers(0, 100), extra=st.integers(1, 500))
    def modify(self, i, extra):
        p = self._files()[i % len(self._files())]
        with open(p, "ab") as f:
            f.write(b"m" * extra)

    @precondition(lambda self: self._files())
    @rule(i=st.integers(0, 100))
    def truncate(self, i):
        p = self._files()[i % len(self._files())]
        os.truncate(p, 0)
        self.t += 10
        os.utime(p, (self.t, self.t))

    @precondition(lambda self: self._files())
    @rule(i=st.integers(0, 100))
    def touch(self, i):
        p = self._files()[i % len(self._files())]
        self.t += 10
        os.utime(p, (self.t, self.t))

    @precondition(lambda self: self._files())
    @rule(i=st.integers(0, 100))
    def delete_file(self, i):
        self._files()[i % len(self._files())].unlink()

    @precondition(lambda self: self._files())
    @rule(i=st.integers(0, 100), d=st.integers(0, 50), name=NAMES)
    def move_file(self, i, d, name):
        src = self._files()[i % len(self._files())]
        dst = self._dirs()[d % len(self._dirs())] / f"{name}.moved"
        if not dst.exists():
            src.rename(dst)

    @precondition(lambda self: len(self._dirs()) > 1)
    @rule(d=st.integers(0, 50))
    def delete_dir(self, d):
        folder = self._dirs()[1:][d % (len(self._dirs()) - 1)]
        shutil.rmtree(folder)

    @precondition(lambda self: len(self._dirs()) > 1)
    @rule(d=st.integers(0, 50), name=NAMES)
    def rename_dir(self, d, name):
        folder = self._dirs()[1:][d % (len(self._dirs()) - 1)]
        dst = folder.parent / (name + "_r")
        if not dst.exists():
            folder.rename(dst)

    @rule(d=st.integers(0, 50), parallel=st.booleans())
    def rescan_part(self, d, parallel):
        folder = self._dirs()[d % len(self._dirs())]
        scan(self.index, folder, workers=2 if parallel else 0, inline_seconds=0)
        scan(self.index, self.root, workers=0)

    @invariant()
    def index_equals_disk(self):
        scan(self.index, self.root, workers=0)
        assert_index_matches(self.index, self.root)


TestTreeChanges = TreeChanges.TestCase
TestTreeChanges.settings = settings(
    max_examples=examples(80),
    stateful_step_count=20 if PROFILE == "ci" else 8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def test_rescans_from_two_threads_each_read_the_index_on_their_own_connection(tmp_path):
    # the walker's read-only connection to the index was one per file, shared by threads: a rescan from a second
    # thread (the HTTP server's, say) failed with sqlite3.ProgrammingError
    root = tmp_path / "t"
    for i in range(5):
        write(root / f"d{i}" / "a.txt", "x" * i)
    idx = Index.open(tmp_path / "fshome")
    scan(idx, root)
    db = str(idx.path)
    dir_id = idx.conn.execute("SELECT id FROM dirs WHERE name = 'd3'").fetchone()[0]
    got, errors = [], []

    def read() -> None:
        try:
            got.append(len(walker._old_rows(db, dir_id)))
        except Exception as exc:  # pragma: no cover - the failure this guards against
            errors.append(exc)

    read()
    t = threading.Thread(target=read)
    t.start()
    t.join()
    assert not errors and got == [1, 1]
    idx.close()


def test_a_folder_whose_name_is_not_utf8_can_be_scanned_on_its_own(tmp_path):
    # `filescout scan <that folder>` stopped with an internal UnicodeEncodeError (its path went to SQLite as is)
    root = tmp_path / "root"
    odd = os.path.join(os.fsencode(root), b"bad\xffname")
    os.makedirs(os.path.join(odd, b"sub"))
    with open(os.path.join(odd, b"f.txt"), "wb") as f:
        f.write(b"x")
    idx = Index.open(tmp_path / "fshome")
    scan(idx, root)
    with open(os.path.join(odd, b"sub", b"new.txt"), "wb") as f:
        f.write(b"yy")
    result = scan(idx, os.fsdecode(odd))
    assert result.status == "complete" and result.added == 1
    assert indexed_files(idx) == independent_walk(root)
    scan(idx, root)
    assert indexed_files(idx) == independent_walk(root)
    idx.close()


def test_a_walk_closes_the_index_connections_it_opened_in_each_thread(tmp_path):
    # the walker reads a changed folder's old rows on a read-only connection of its own: one per thread, which used
    # to stay open (on the index file) after the walk, one more for every thread that ever scanned
    root = tmp_path / "t"
    for i in range(6):
        write(root / f"d{i}" / "a.txt", "x")
    home = tmp_path / "fshome"
    idx = Index.open(home)
    scan(idx, root)
    db = str(idx.path)
    idx.close()

    def open_on_index() -> int:
        n = 0
        for fd in os.listdir("/proc/self/fd"):
            try:
                n += os.readlink(f"/proc/self/fd/{fd}").startswith(db)
            except OSError:
                pass  # closed meanwhile (the listing's own fd)
        return n

    assert open_on_index() == 0

    def rescan(k: int) -> None:
        for i in range(6):
            write(root / f"d{i}" / f"new{k}.txt", "y" * k)  # every folder changed: its old rows are read
        index = Index.open(home)
        try:
            assert scan(index, root).added == 6
        finally:
            index.close()

    for k in range(1, 5):
        t = threading.Thread(target=rescan, args=(k,))
        t.start()
        t.join()
        assert open_on_index() == 0, f"after scan {k}"
    rescan(5)  # and in this thread
    assert open_on_index() == 0
    check = Index.open(home)
    assert indexed_files(check) == independent_walk(root)
    check.close()
