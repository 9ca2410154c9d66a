"""Faults: kill -9 and SIGTERM mid-scan, concurrent commands, damaged, read-only and full state.

Everything runs the real CLI in subprocesses against real trees and real index files.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import independent_walk, indexed_files
from filescout.index.db import Index

DOCS = 4000


def cli(home: Path, *args: str, check: bool = True, timeout: float = 120, **kw) -> subprocess.CompletedProcess:
    env = {**os.environ, "FILESCOUT_HOME": str(home)}
    res = subprocess.run(
        [sys.executable, "-m", "filescout.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        **kw,
    )
    if check:
        assert res.returncode == 0, res.stderr
    return res


def start_cli(home: Path, *args: str, **env: str) -> subprocess.Popen:
    """The CLI in its own process group (its pid is the group's id), so its descendants can be found."""
    return subprocess.Popen(
        [sys.executable, "-m", "filescout.cli", *args],
        env={**os.environ, "FILESCOUT_HOME": str(home), **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )


def make_docs(root: Path, n: int = DOCS) -> Path:
    """Many small HTML documents: a content pass over them takes a few seconds."""
    for i in range(n):
        d = root / f"d{i % 40}"
        d.mkdir(parents=True, exist_ok=True)
        words = " ".join(f"word{j} marker{i}x" for j in range(150))
        (d / f"doc_{i}.html").write_text(f"<html><body><h1>Doc {i}</h1><p>{words}</p></body></html>")
    return root


def _stat_fields(pid: int) -> list[str] | None:
    try:
        with open(f"/proc/{pid}/stat") as f:
            text = f.read()
    except OSError:
        return None
    return text[text.rindex(")") + 2 :].split()  # state, ppid, pgrp, ...


def alive(pid: int) -> bool:
    """Running (a zombie has ended: it only waits for its new parent to reap it)."""
    f = _stat_fields(pid)
    return f is not None and f[0] != "Z"


def group_members(pgid: int) -> set[int]:
    """Live processes in process group ``pgid`` (the CLI's children inherit its group)."""
    out = set()
    for name in os.listdir("/proc"):
        if name.isdigit():
            f = _stat_fields(int(name))
            if f is not None and f[0] != "Z" and int(f[2]) == pgid:
                out.add(int(name))
    return out


def children_of(pid: int) -> set[int]:
    out = set()
    for name in os.listdir("/proc"):
        if name.isdigit():
            f = _stat_fields(int(name))
            if f is not None and f[0] != "Z" and int(f[1]) == pid:
                out.add(int(name))
    return out


def ro_count(db: Path, sql: str) -> int:
    try:
        c = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)
        try:
            return c.execute(sql).fetchone()[0]
        finally:
            c.close()
    except sqlite3.Error:
        return 0


def assert_no_survivors(proc: subprocess.Popen, seen: set[int], within: float = 3.0) -> None:
    deadline = time.time() + within
    left = set()
    while time.time() < deadline:
        left = {p for p in seen | group_members(proc.pid) if p != proc.pid and alive(p)}
        if not left:
            return
        time.sleep(0.05)
    cmdlines = {}
    for p in left:
        try:
            cmdlines[p] = Path(f"/proc/{p}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            pass
    for p in left:  # don't leave them to the next test
        try:
            os.kill(p, signal.SIGKILL)
        except OSError:
            pass
    raise AssertionError(f"processes outlived the killed scan: {cmdlines}")


def assert_index_exact(home: Path, root: Path, docs: int | None = None) -> None:
    with Index.open(home) as index:
        assert indexed_files(index) == independent_walk(root)
        if docs is not None:
            c = index.conn
            assert c.execute("SELECT count(*) FROM content_files WHERE status='ok'").fetchone()[0] == docs
            for i in (0, docs // 2, docs - 1):
                rows = c.execute(
                    "SELECT f.name FROM content_fts JOIN content_chunks ch ON ch.id = content_fts.rowid "
                    "JOIN files f ON f.id = ch.file_id WHERE content_fts MATCH ?",
                    (f'"marker{i}x"',),
                ).fetchall()
                assert {r[0] for r in rows} == {f"doc_{i}.html"}


# -- 1. no process outlives a killed scan --------------------------------------------------------


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill9", "sigterm"])
def test_killing_the_content_pass_leaves_no_process_and_the_next_scan_completes(tmp_path, sig):
    root = make_docs(tmp_path / "docs")
    home = tmp_path / "fshome"
    db = home / "index.db"
    proc = start_cli(home, "scan", str(root))
    seen: set[int] = set()
    done_before = 0
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        seen |= children_of(proc.pid)
        done_before = ro_count(db, "SELECT count(*) FROM content_files")
        if done_before > 0 and children_of(proc.pid):
            break
        time.sleep(0.02)
    if proc.poll() is not None:
        pytest.skip("the scan finished before the content pass could be interrupted")
    seen |= children_of(proc.pid)
    assert seen, "the content pass runs in worker processes"
    proc.send_signal(sig)
    proc.wait(timeout=30)
    assert_no_survivors(proc, seen)
    err = proc.stderr.read()
    if sig == signal.SIGTERM:  # stopped as Ctrl-C stops it: cleanly, with a plain word, non-zero
        assert proc.returncode != 0
        assert "Traceback" not in err and "Interrupted" in err, err
        # what was read before the signal is kept
        assert ro_count(db, "SELECT count(*) FROM content_files") >= done_before
    # the next scan is not blocked, completes, and the index is exact
    out = json.loads(cli(home, "scan", str(root), "--json").stdout)
    assert out["status"] == "complete"
    assert_index_exact(home, root, docs=DOCS)


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill9", "sigterm"])
def test_killing_the_walk_leaves_no_process_and_no_lock(tmp_path, sig):
    root = tmp_path / "tree"
    for i in range(30_000):
        d = root / f"d{i % 300}" / f"s{i % 7}"
        if i < 2100:
            d.mkdir(parents=True)
        (d / f"file_{i}.dat").write_bytes(b"x" * (i % 50))
    home = tmp_path / "fshome"
    # small commits and no content pass: the kill lands in the walk, with the walkers and the name helper up
    proc = start_cli(home, "scan", str(root), "--no-content", FILESCOUT_COMMIT_ROWS="200")
    seen: set[int] = set()
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        kids = children_of(proc.pid)
        seen |= kids
        if len(kids) >= 2:
            break
        time.sleep(0.002)
    if proc.poll() is not None:
        pytest.skip("the scan finished before its helpers could be caught running")
    proc.send_signal(sig)
    proc.wait(timeout=30)
    assert_no_survivors(proc, seen)
    err = proc.stderr.read()
    if sig == signal.SIGTERM:
        assert proc.returncode != 0 and "Traceback" not in err and "Interrupted" in err, err
    # the lock died with its holder: the next scan starts at once and completes exactly
    out = json.loads(cli(home, "scan", str(root), "--no-content", "--json").stdout)
    assert out["status"] == "complete"
    assert_index_exact(home, root)
    status = json.loads(cli(home, "status", "--json").stdout)
    assert status["files"] == 30_000
