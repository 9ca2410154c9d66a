"""Shared fixtures: every test gets its own HOME, XDG_DATA_HOME and FILESCOUT_HOME under tmp_path."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from filescout.index.db import Index
from filescout.tools import Context

# Property-based tests: few examples in the local loop, the full number in CI (.ci/run sets HYPOTHESIS_PROFILE=ci).
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "dev")


def examples(ci: int) -> int:
    """How many examples a property-based test runs: ``ci`` in CI, an eighth of it (at least 10) locally."""
    return ci if PROFILE == "ci" else max(10, ci // 8)


# Tests that take seconds each (processes killed mid-scan, a kill at every crash point, scripted models, real
# time limits): CI runs them all; the local loop leaves them out unless FILESCOUT_ALL_TESTS=1, so it stays
# under a minute. Mark a test with @pytest.mark.slow, or list a whole file or test here.
SLOW = (
    "tests/test_faults.py::",
    "tests/test_ops_faults.py::test_kill_at_every_point_then_recover",
    "tests/test_ops_faults.py::test_a_failed_overwrite",
    "tests/test_ops_redteam.py::test_recover_acts_on_a_batch",
    "tests/test_ops_redteam.py::test_two_processes",
    "tests/test_ops_redteam.py::test_rollback_says_rolled_back",
    "tests/test_ops_redteam.py::test_a_permanent_delete_that_fails_midway",
    "tests/test_ops_redteam.py::test_read_only_destination",
    "tests/test_untrusted.py::test_a_model_trying_every_forbidden_call_is_refused",
    "tests/test_redteam_trust.py::test_a_catastrophic_regex",
    "tests/test_redteam_trust.py::test_a_glob_of_repeated",
    "tests/test_redteam_third.py::test_content_pass",
    "tests/test_hostile_input.py::test_a_pdf_with_thousands_of_pages",
    "tests/test_hostile_input.py::test_deeply_nested",
    "tests/test_hostile_input.py::test_folders_that_cannot_be_entered",
    "tests/test_scanner.py::test_an_interrupted_scan",
    "tests/test_scanner.py::test_a_full_disk_is_a_plain_error",
    "tests/test_redteam_third.py::test_read_info_diff_grep_on_hostile_documents",
    "tests/test_hostile_input.py::test_a_10_gb_sparse_file",
    "tests/test_hostile_input.py::test_binary_files_of_10_gb",
    # 115 action requests through the real CLI on three generated homes (~35 s); test_understanding.py keeps
    # one case per action-safety rule in the local loop
    "tests/test_redteam_actions.py::",
)
RUN_ALL = PROFILE == "ci" or bool(os.environ.get("CI")) or bool(os.environ.get("FILESCOUT_ALL_TESTS"))


def pytest_collection_modifyitems(config, items):
    if RUN_ALL:
        return
    slow = [i for i in items if i.get_closest_marker("slow") or i.nodeid.startswith(SLOW)]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [i for i in items if i not in slow]
        config._filescout_slow = len(slow)


def pytest_report_header(config):
    if not RUN_ALL:
        return "filescout: slow tests are left out locally (FILESCOUT_ALL_TESTS=1 runs them; CI always does)"
    return None


@pytest.fixture(autouse=True)
def isolated_env(tmp_path, monkeypatch):
    home = tmp_path / "userhome"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("FILESCOUT_HOME", str(tmp_path / "fshome"))
    for var in (
        "FILESCOUT_LLM_URL",
        "FILESCOUT_LLM_MODEL",
        "FILESCOUT_NO_CONTENT",
        "FILESCOUT_EMBED_MODEL",
        "FILESCOUT_INDEX",
        "FILESCOUT_HOST_NAME",
    ):
        monkeypatch.delenv(var, raising=False)
    yield


@pytest.fixture
def fshome(tmp_path) -> Path:
    return tmp_path / "fshome"


@pytest.fixture
def idx(fshome):
    index = Index.open(fshome)
    yield index
    index.close()


@pytest.fixture
def ctx(fshome, index_backend):
    c = Context(fshome)
    yield c
    c.close()


# -- index backends -------------------------------------------------------------------------------------------
# A test module with ``BOTH_BACKENDS = True`` runs each of its tests that use ``ctx`` (or ``index_backend``) twice:
# on this machine's SQLite index, and on a shared index in a throwaway PostgreSQL server (started once per run;
# a fresh database per test). Without PostgreSQL installed those runs are skipped with the reason, except in CI,
# where they fail (.ci/run installs it).


def pytest_generate_tests(metafunc):
    if "index_backend" in metafunc.fixturenames and getattr(metafunc.module, "BOTH_BACKENDS", False):
        metafunc.parametrize("index_backend", ["sqlite", "postgresql"], indirect=True)


@pytest.fixture(scope="session")
def pg_server():
    import pgserver

    if pgserver.bindir() is None:
        if RUN_ALL and os.environ.get("CI"):
            pytest.fail("PostgreSQL is not installed, and CI must run the shared-index tests (.ci/run installs it)")
        pytest.skip("PostgreSQL is not installed here (no initdb): the shared-index tests need it")
    with pgserver.server() as url:
        yield url


_databases = iter(range(1, 10**6))


@pytest.fixture
def pg_url(pg_server) -> str:
    """A fresh, empty database on the test server."""
    import pgserver

    return pgserver.new_database(pg_server, f"t{os.getpid()}_{next(_databases)}")


@pytest.fixture
def index_backend(request, monkeypatch) -> str:
    """Which index the test's questions are answered from: "sqlite" (default) or "postgresql" (a shared index
    this machine, "testhost", publishes to after each scan)."""
    kind = getattr(request, "param", "sqlite")
    if kind == "postgresql":
        url = request.getfixturevalue("pg_url")
        monkeypatch.setenv("FILESCOUT_INDEX", url)
        monkeypatch.setenv("FILESCOUT_HOST_NAME", "testhost")
    return kind


def write(path: Path, data: bytes | str = b"", mtime: float | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path.write_bytes(data)
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def independent_walk(root: Path | str, include_hidden: bool = True) -> dict[str, tuple[int, int]]:
    """Every non-folder entry below root by lstat: {path: (size, mtime_ns)}. Symlinks are not followed."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for n in filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
            p = os.path.join(dirpath, n)
            st = os.lstat(p)
            if stat.S_ISDIR(st.st_mode):
                continue
            out[p] = (st.st_size, st.st_mtime_ns)
    return out


def indexed_files(index: Index) -> dict[str, tuple[int, int]]:
    from filescout.index.query import FILE_COLUMNS, FileRow

    rows = index.conn.execute(f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id").fetchall()
    return {FileRow.from_row(r).fs_path: (r[4], r[5]) for r in rows}


def folder_totals_walk(root: Path | str) -> dict[str, tuple[int, int]]:
    """Recursive (files, bytes) per folder from an independent walk (no hard links assumed)."""
    files = independent_walk(root)
    totals: dict[str, list[int]] = {}
    for dirpath, _dirs, _files in os.walk(root, followlinks=False):
        totals[dirpath] = [0, 0]
    for p, (size, _) in files.items():
        d = os.path.dirname(p)
        while True:
            if d in totals:
                totals[d][0] += 1
                totals[d][1] += size
            if d == str(root) or len(d) <= len(str(root)):
                break
            d = os.path.dirname(d)
    return {k: (v[0], v[1]) for k, v in totals.items()}


def indexed_folder_totals(index: Index) -> dict[str, tuple[int, int]]:
    from filescout.index.paths import fs_path

    rows = index.conn.execute("SELECT path, raw, rec_files, rec_bytes FROM dirs").fetchall()
    return {fs_path(p, raw): (rf, rb) for p, raw, rf, rb in rows}


@pytest.fixture
def mount_tmpfs():
    """A factory: mount a small tmpfs at a folder (a disk that fills up), unmounted after the test. Needs root:
    the test is skipped, with the reason, where mounting isn't allowed."""
    import subprocess

    mounted: list[Path] = []

    def mount(where: Path, size: str) -> Path:
        where.mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True)
        if proc.returncode != 0:
            pytest.skip(f"can't mount a small tmpfs here: {proc.stderr.decode().strip()}")
        mounted.append(where)
        return where

    yield mount
    for where in reversed(mounted):
        subprocess.run(["umount", "-l", str(where)], check=False)


# -- running part of a test as an unprivileged user ------------------------------------------------------------
# Root reads and writes through any permission bits, and CI runs as root; a test about a permission error runs
# its core as nobody (uid/gid 65534) with setpriv (util-linux). The CI venv is 0755 so that user can run it.

NOBODY_UID = 65534
NOBODY = ["setpriv", f"--reuid={NOBODY_UID}", f"--regid={NOBODY_UID}", "--clear-groups"]


def can_drop_to_nobody() -> bool:
    import shutil

    return os.geteuid() == 0 and shutil.which("setpriv") is not None


def run_as_nobody(cmd: list[str], env: dict[str, str], timeout: float = 120):
    """``cmd`` as nobody; every file it needs must be reachable by that user (pytest's tmp_path is private to
    root: use a tempfile.mkdtemp() folder, chmod 0755, chown what the command writes to NOBODY_UID)."""
    import subprocess

    return subprocess.run([*NOBODY, *cmd], capture_output=True, text=True, env=env, timeout=timeout)


@pytest.fixture(scope="session")
def browser():
    """One headless Debian chromium, driven by playwright, for every browser test of the run (the sync API can't
    start a second playwright while one runs: each test file starting its own failed when run one after another)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        yield b
        b.close()
