"""filescout watch: a real `filescout watch` process on a tree under tmp_path, the index polled read-only.

The oracle is an independent os.walk of the tree (conftest.independent_walk) and folder totals computed from it:
every change must show within 2 s, and the index must equal the walk afterwards."""

from __future__ import annotations

import itertools
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import folder_totals_walk, independent_walk, indexed_files, indexed_folder_totals, write
from filescout.index.db import Index
from filescout.index.watch import inotify as ino

pytestmark = pytest.mark.skipif(not ino.available(), reason="inotify (Linux) only")

LATENCY = 2.0


def _cli(*args: str, home: Path, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "filescout.cli", "--home", str(home), *args], capture_output=True, text=True, check=check
    )


class Running:
    """A `filescout watch` subprocess in its own session (so nothing it starts can outlive the test unseen)."""

    def __init__(self, home: Path, *extra: str) -> None:
        self.home = home
        self.err_path = home.parent / "watch.err"
        self.err = open(self.err_path, "w")  # noqa: SIM115
        self.p = subprocess.Popen(  # (FILESCOUT_DEBUG: a failure shows its traceback in watch.err)
            [sys.executable, "-m", "filescout.cli", "--home", str(home), "watch", "--busy-load", "0", *extra],
            stdout=subprocess.PIPE,
            stderr=self.err,
            text=True,
            start_new_session=True,
            env={**os.environ, "FILESCOUT_DEBUG": "1"},
        )
        line = self.p.stdout.readline()
        while line.startswith("Scanned"):  # (folders given to watch are scanned first)
            line = self.p.stdout.readline()
        assert line.startswith("Watching"), line + self.err_path.read_text()

    def stderr(self) -> str:
        return self.err_path.read_text()

    def stop(self) -> tuple[int, str]:
        self.p.send_signal(signal.SIGTERM)
        out, _ = self.p.communicate(timeout=20)
        self.err.close()
        return self.p.returncode, out


def _matches(home: Path, root: Path) -> tuple[bool, dict, dict]:
    idx = Index.open(home, readonly=True)
    try:
        got = indexed_files(idx)
    finally:
        idx.close()
    want = independent_walk(root)
    return got == want, got, want


def wait_consistent(home: Path, root: Path, limit: float = LATENCY) -> float:
    """Seconds until the index equals an independent walk of ``root`` (fails after ``limit``)."""
    t0 = time.monotonic()
    while True:
        ok, got, want = _matches(home, root)
        took = time.monotonic() - t0
        if ok:
            return took
        if took > limit:
            missing = sorted(set(want) - set(got))[:5]
            extra = sorted(set(got) - set(want))[:5]
            differ = sorted(p for p in set(got) & set(want) if got[p] != want[p])[:5]
            pytest.fail(f"not in the index after {limit} s: missing {missing}, extra {extra}, differ {differ}")
        time.sleep(0.05)


def _totals_match(home: Path, root: Path) -> None:
    idx = Index.open(home, readonly=True)
    try:
        got = indexed_folder_totals(idx)
    finally:
        idx.close()
    want = folder_totals_walk(root)
    assert {k: v for k, v in got.items() if k in want} == want
    assert set(got) == set(want)


def _file_ids(home: Path, folder: str) -> dict[str, int]:
    idx = Index.open(home, readonly=True)
    try:
        rows = idx.conn.execute(
            "SELECT f.name, f.id FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path = ?", (folder,)
        ).fetchall()
    finally:
        idx.close()
    return dict(rows)


@pytest.fixture
def tree(tmp_path) -> Path:
    root = tmp_path / "tree"
    for i in range(30):
        write(root / f"docs/sub{i % 3}/note{i}.txt", "x" * i)
    write(root / "photos/2024/a.jpg", b"\xff" * 1000)
    write(root / "photos/2024/deep/er/b.jpg", b"\xff" * 2000)
    write(root / ".hidden/cfg.ini", "k=v")
    return root


@pytest.fixture
def watching(tree, fshome):
    _cli("scan", str(tree), "--no-content", home=fshome)
    w = Running(fshome)
    yield w
    if w.p.poll() is None:
        w.p.kill()
        w.p.wait()


def test_every_kind_of_change_shows_within_2_s_and_the_index_equals_a_walk(tree, fshome, watching):
    times = {}
    write(tree / "docs/new.txt", "hello")
    times["create"] = wait_consistent(fshome, tree)
    with open(tree / "docs/new.txt", "a") as f:
        f.write(" world, longer now")
    times["modify"] = wait_consistent(fshome, tree)
    os.rename(tree / "docs/new.txt", tree / "docs/renamed.txt")
    times["rename"] = wait_consistent(fshome, tree)
    os.unlink(tree / "docs/sub0/note0.txt")
    times["delete"] = wait_consistent(fshome, tree)
    for i in range(5):  # a new folder tree, written into right after it appears
        write(tree / f"new/a/b{i}/c/f{i}.md", "m" * i)
    times["new folders"] = wait_consistent(fshome, tree)

    # a whole folder renamed: renamed in place, its files keep their rows (no rescan of it)
    before = _file_ids(fshome, str(tree / "photos/2024/deep/er"))
    os.rename(tree / "photos", tree / "pictures")
    times["folder rename"] = wait_consistent(fshome, tree)
    assert _file_ids(fshome, str(tree / "pictures/2024/deep/er")) == before
    # moved into another folder, then changed inside at its new place
    os.rename(tree / "pictures/2024", tree / "docs/sub1/2024")
    write(tree / "docs/sub1/2024/deep/er/c.jpg", b"\x00" * 10)
    times["folder move"] = wait_consistent(fshome, tree)
    shutil.rmtree(tree / "docs/sub2")
    times["folder delete"] = wait_consistent(fshome, tree)
    # moved out of the watched tree, and in from outside
    os.rename(tree / "new", tree.parent / "outside")
    times["move out"] = wait_consistent(fshome, tree)
    write(tree.parent / "outside/a/b0/c/late.txt", "written after it left")
    os.rename(tree.parent / "outside", tree / "back")
    times["move in"] = wait_consistent(fshome, tree)

    code, out = watching.stop()
    assert code == 0, watching.stderr()
    assert "Stopped watching" in out
    assert all(t < LATENCY for t in times.values()), times
    assert _matches(fshome, tree)[0]
    _totals_match(fshome, tree)


@pytest.mark.slow
def test_a_burst_of_5000_files_is_one_or_a_few_transactions(tree, fshome, watching):
    burst = tree / "burst"
    for d in range(10):
        (burst / f"d{d}").mkdir(parents=True)
        for i in range(500):
            (burst / f"d{d}/f{i}.dat").write_bytes(b"z" * (i % 7))
    took = wait_consistent(fshome, tree)  # (0.45 s here after the last of the 5,000 files)
    shutil.rmtree(burst)
    took_rm = wait_consistent(fshome, tree)
    code, out = watching.stop()
    assert code == 0
    batches = [line for line in out.splitlines() if line[:2].isdigit()]
    assert len(batches) <= 12, out  # debounced: not one write per file
    assert took < LATENCY and took_rm < LATENCY
    _totals_match(fshome, tree)


def test_sigterm_stops_it_cleanly_and_status_says_how_fresh_each_root_is(tree, fshome, watching):
    st = json.loads(_cli("status", "--json", home=fshome).stdout)
    assert st["roots"][0]["freshness"] == "live"
    write(tree / "docs/during.txt", "x")
    code, out = watching.stop()
    assert code == 0
    with pytest.raises(ProcessLookupError):  # nothing it started is left
        os.killpg(watching.p.pid, 0)
    st = _cli("status", home=fshome).stdout
    assert "watched live" not in st and "last scanned" in st
    # what it wrote is consistent: a fresh scan changes nothing
    ok, got, want = _matches(fshome, tree)
    assert ok, (set(got) ^ set(want), [p for p in got if p in want and got[p] != want[p]])
    scan = json.loads(_cli("scan", str(tree), "--no-content", "--json", home=fshome).stdout)
    assert (scan["added"], scan["updated"], scan["removed"], scan["dirs_added"]) == (0, 0, 0, 0), out
    assert _matches(fshome, tree)[0]


QUEUE = Path("/proc/sys/fs/inotify/max_queued_events")


@pytest.mark.slow
def test_an_overflowing_queue_triggers_a_rescan(tree, fshome):
    if not os.access(QUEUE, os.W_OK):
        pytest.skip("needs write access to /proc/sys/fs/inotify/max_queued_events (root)")
    _cli("scan", str(tree), "--no-content", home=fshome)
    old = QUEUE.read_text()
    QUEUE.write_text("16")  # taken by each inotify instance when it is created
    try:
        w = Running(fshome)
    finally:
        QUEUE.write_text(old)
    try:
        os.kill(w.p.pid, signal.SIGSTOP)  # let the queue fill while it can't read
        for i in range(300):
            write(tree / f"docs/sub{i % 3}/flood{i}.txt", "x")
        os.kill(w.p.pid, signal.SIGCONT)
        wait_consistent(fshome, tree, limit=5)
        code, _ = w.stop()
    finally:
        if w.p.poll() is None:
            w.p.kill()
    assert code == 0
    assert "overflowed" in w.stderr() and "rescanning" in w.stderr()


def test_an_overflow_event_from_the_kernel_rescans_every_root(tree, fshome):
    """The seam: an IN_Q_OVERFLOW event handed to the loop, in process."""
    from filescout.index.scanner import scan
    from filescout.index.watch.loop import Watcher

    idx = Index.open(fshome)
    scan(idx, tree)
    rescanned, notes = [], []
    w = Watcher(idx, rescan=rescanned.append, notify=notes.append)
    w.start(catch_up=False)
    w.handle([ino.Event(-1, ino.IN_Q_OVERFLOW, 0, "")])
    calls = itertools.count()
    w.run(lambda: next(calls) > 3, idle_timeout=0.01)
    w.stopped()
    idx.close()
    assert rescanned == [str(tree)]
    assert any("overflowed" in n for n in notes)


def test_the_watch_limit_is_said_plainly_and_the_root_is_rescanned(tree, fshome, monkeypatch):
    from filescout.index.scanner import scan
    from filescout.index.watch.loop import Watcher
    from filescout.tools import REGISTRY, Context

    idx = Index.open(fshome)
    scan(idx, tree)
    real_add = ino.Inotify.add
    count = {"n": 0}

    def limited_add(self, path, mask=ino.FOLDER_MASK):
        count["n"] += 1
        if count["n"] > 3:
            raise ino.WatchLimit(28, "limit")
        return real_add(self, path, mask)

    monkeypatch.setattr(ino.Inotify, "add", limited_add)
    rescanned, notes = [], []
    w = Watcher(idx, rescan=rescanned.append, notify=notes.append, limited_rescan=0.0)
    w.start(catch_up=False)
    calls = itertools.count()
    w.run(lambda: next(calls) > 3, idle_timeout=0.01)
    assert any("watch limit" in n and "max_user_watches" in n for n in notes)
    assert set(rescanned) == {str(tree)}
    ctx = Context(fshome)
    text = REGISTRY.call("status", {}, ctx).text
    ctx.close()
    w.stopped()
    idx.close()
    assert "only rescanned" in text


def _snapshot(home: Path) -> dict:
    """Everything a scan derives, keyed by path (ids differ between indexes)."""
    idx = Index.open(home, readonly=True)
    try:
        c = idx.conn
        files = {
            (d, n): (s, m, fl, e, cat)
            for d, n, s, m, fl, e, cat in c.execute(
                "SELECT d.path, f.name, f.size, f.mtime_ns, f.flags, f.ext, f.category FROM files f "
                "JOIN dirs d ON d.id = f.dir_id"
            )
        }
        dirs = {
            r[0]: r[1:]
            for r in c.execute(
                "SELECT d.path, d.name, d.depth, d.flags, d.own_files, d.own_bytes, d.rec_files, d.rec_bytes, "
                "d.rec_dirs, p.path FROM dirs d LEFT JOIN dirs p ON p.id = d.parent_id"
            )
        }
        ext = sorted(
            c.execute("SELECT d.path, e.ext, e.hidden, e.files, e.bytes FROM dir_ext e JOIN dirs d ON d.id = e.dir_id")
        )
        root_ext = sorted(c.execute("SELECT ext, hidden, files, bytes FROM root_ext"))
        names = sorted(r[0] for r in c.execute("SELECT d.name FROM dir_names n JOIN dirs d ON d.id = n.rowid"))
    finally:
        idx.close()
    return {"files": files, "dirs": dirs, "dir_ext": ext, "root_ext": root_ext, "dir_names": names}


def assert_equals_a_fresh_scan(home: Path, root: Path, tmp: Path) -> None:
    fresh = tmp / "fresh_home"
    shutil.rmtree(fresh, ignore_errors=True)
    _cli("scan", str(root), "--no-content", home=fresh)
    got, want = _snapshot(home), _snapshot(fresh)
    for key in want:
        if got[key] != want[key]:
            if isinstance(want[key], dict):
                diff = {k: (got[key].get(k), want[key].get(k)) for k in set(got[key]) ^ set(want[key])}
                diff.update({k: (got[key][k], v) for k, v in want[key].items() if k in got[key] and got[key][k] != v})
            else:
                diff = (sorted(set(got[key]) - set(want[key]))[:5], sorted(set(want[key]) - set(got[key]))[:5])
            pytest.fail(f"{key} differ from a fresh scan: {str(diff)[:1500]}")


def test_random_changes_leave_the_index_equal_to_a_fresh_scan(tree, fshome, watching, tmp_path):
    """Creates, writes, deletes, renames and moves of files and folders (into and out of hidden and noise
    folders too, where every flag below changes), chosen at random with a fixed seed."""
    import random

    rng = random.Random(int(os.environ.get("WATCH_SEED", "17")))
    write(tree / ".cache/x/y.bin", b"123")
    write(tree / "proj/node_modules/m/i.js", "1")
    names = ["a", "b", "c", "Déjà vu", ".dot", "node_modules", "x y", "raw\udcffname"]
    for step in range(120):
        dirs = [Path(d) for d, _, _ in os.walk(tree)]
        files = [Path(d) / f for d, _, fs in os.walk(tree) for f in fs]
        op = rng.choice(["new", "new", "write", "rm", "mvfile", "mkdir", "mvdir", "mvdir", "rmdir", "swap"])
        d = rng.choice(dirs)
        try:
            if op == "new":
                write(d / f"{rng.choice(names)}{step}.txt", "n" * rng.randint(0, 50))
            elif op == "write" and files:
                rng.choice(files).write_bytes(b"w" * rng.randint(0, 80))
            elif op == "rm" and files:
                rng.choice(files).unlink()
            elif op == "mvfile" and files:
                os.rename(rng.choice(files), d / f"moved{step}.md")
            elif op == "mkdir":
                write(d / f"{rng.choice(names)}{step}" / "inner" / "f.txt", "i")
            elif op == "swap" and files:  # a file replaced by a folder of the same name, or written over by a rename
                f = rng.choice(files)
                if rng.random() < 0.5:
                    f.unlink()
                    write(f / "now_a_folder.txt", "f")
                elif len(files) > 1:
                    os.rename(rng.choice(files), f)
            elif op in ("mvdir", "rmdir") and len(dirs) > 1:
                src = rng.choice(dirs[1:])
                if op == "rmdir":
                    shutil.rmtree(src)
                elif not is_relative(d, src):
                    os.rename(src, d / f"{rng.choice(names)}_{step}")
        except OSError:
            pass
        if step % int(os.environ.get("WATCH_EVERY", "10")) == 0:
            wait_consistent(fshome, tree, limit=LATENCY + 1)
    wait_consistent(fshome, tree, limit=LATENCY + 1)
    code, _ = watching.stop()
    assert code == 0
    assert_equals_a_fresh_scan(fshome, tree, tmp_path)


def is_relative(p: Path, parent: Path) -> bool:
    return p == parent or parent in p.parents


def test_changed_documents_are_read_into_the_content_index(tree, fshome, watching):
    write(tree / "docs/sub1/minutes.md", "The zanzibarquokka committee met on Tuesday.")
    t0 = time.monotonic()
    while time.monotonic() - t0 < 15:
        out = _cli("grep", "zanzibarquokka", "--json", home=fshome, check=False).stdout
        if "minutes.md" in out:
            break
        time.sleep(0.2)
    else:
        pytest.fail("the new document's words were not found by grep within 15 s")
    code, _ = watching.stop()
    assert code == 0


def test_what_changed_while_it_wasnt_running_is_caught_up_at_start(tree, fshome):
    _cli("scan", str(tree), "--no-content", home=fshome)
    write(tree / "docs/offline.txt", "written while nothing watched")
    shutil.rmtree(tree / "docs/sub1")
    w = Running(fshome, "--no-content")
    try:
        assert wait_consistent(fshome, tree, limit=0.5) < 0.5  # done before it says it is watching
        write(tree / "docs/after.txt", "and after")
        wait_consistent(fshome, tree)
        code, _ = w.stop()
    finally:
        if w.p.poll() is None:
            w.p.kill()
    assert code == 0


@pytest.mark.slow
def test_sigterm_in_the_middle_of_a_burst_leaves_a_consistent_index(tree, fshome, watching):
    import threading

    def burst() -> None:
        for i in range(6000):
            write(tree / f"burst/d{i % 20}/f{i}.dat", b"b" * (i % 11))

    t = threading.Thread(target=burst)
    t.start()
    time.sleep(0.6)
    code, _ = watching.stop()
    t.join()
    assert code == 0
    with pytest.raises(ProcessLookupError):
        os.killpg(watching.p.pid, 0)
    # what it wrote is whole: each folder's totals are the sums of the rows the index holds
    idx = Index.open(fshome, readonly=True)
    try:
        rows = indexed_files(idx)
        totals = indexed_folder_totals(idx)
    finally:
        idx.close()
    for folder, (n, b) in totals.items():
        below = [s for p, (s, _m) in rows.items() if p.startswith(folder.rstrip("/") + "/")]
        assert (n, b) == (len(below), sum(below)), folder
    # and the next watcher (or scan) brings the index up to date
    w = Running(fshome, "--no-content")
    try:
        wait_consistent(fshome, tree, limit=0.5)
        code, _ = w.stop()
    finally:
        if w.p.poll() is None:
            w.p.kill()
    assert code == 0


def test_watch_given_a_folder_never_scanned_scans_it_first_then_watches_it(tree, fshome):
    w = Running(fshome, "--no-content", str(tree))
    try:
        assert wait_consistent(fshome, tree, limit=0.5) < 0.5
        write(tree / "photos/new.jpg", b"j")
        wait_consistent(fshome, tree)
        code, _ = w.stop()
    finally:
        if w.p.poll() is None:
            w.p.kill()
    assert code == 0
    assert _cli("watch", str(tree / "missing"), home=fshome, check=False).stderr.startswith("Error: I couldn't find")
