"""Operations under faults: a kill at every point of every kind of step, failures midway, races, a full disk.

Each kill test forks a child that runs the operation and SIGKILLs itself at the N-th crash point (before and
after each journaled action), for every N until the operation finishes. After each kill, recovery is run and
the tree is compared byte for byte with the state before (rollback) or with the state an uninterrupted run
left (complete).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import signal
import stat
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from conftest import write
from filescout.index.scanner import scan
from filescout.ops import steps as steps_mod
from filescout.tools import REGISTRY, Context

T0 = 1_700_000_000


def call(ctx: Context, name: str, **args):
    return REGISTRY.call(name, args, ctx)


def snap(root: Path) -> dict:
    """Every entry below root: kind, bytes hash, mtime and mode (folders: kind and mode only)."""
    out = {}
    for dp, dns, fns in os.walk(root):
        for n in dns + fns:
            p = os.path.join(dp, n)
            st = os.lstat(p)
            rel = os.path.relpath(p, root)
            if stat.S_ISLNK(st.st_mode):
                out[rel] = ("link", os.readlink(p))
            elif stat.S_ISDIR(st.st_mode):
                out[rel] = ("dir", stat.S_IMODE(st.st_mode))
            else:
                # the tree's files are dated T0; a file written by the operation itself is simply "new"
                when = st.st_mtime_ns if st.st_mtime_ns < (T0 + 10**6) * 10**9 else "new"
                out[rel] = (hashlib.sha256(Path(p).read_bytes()).hexdigest(), when, stat.S_IMODE(st.st_mode))
    return out


def trash_items() -> dict:
    files = Path(os.environ["XDG_DATA_HOME"]) / "Trash" / "files"
    return snap(files) if files.exists() else {}


def build(root: Path) -> None:
    """The same tree every time (contents and dates)."""
    write(root / "src" / "a.txt", "alpha " * 300, mtime=T0)
    write(root / "src" / "b.txt", "bravo " * 10, mtime=T0 + 1)
    write(root / "src" / "sub" / "c.bin", bytes(range(256)) * 40, mtime=T0 + 2)
    write(root / "src" / "sub" / "deep" / "d.txt", "delta", mtime=T0 + 3)
    write(root / "dst" / "a.txt", "the old a, to be overwritten", mtime=T0 + 4)


SCENARIOS = {
    "move_overwrite": ("move_file", {"path": "src/a.txt", "destination": "dst", "on_conflict": "overwrite"}),
    "copy_overwrite": ("copy_file", {"path": "src/a.txt", "destination": "dst", "on_conflict": "overwrite"}),
    "copy_folder": ("copy_file", {"path": "src/sub", "destination": "dst"}),
    "move_many": ("move_file", {"path": "src/*.txt", "destination": "new/place/"}),
    "trash_folder": ("delete_file", {"path": "src/sub"}),
    "write_overwrite": ("write_file", {"path": "dst/a.txt", "content": "new text", "overwrite": True}),
    "rename_pattern": ("rename_file", {"path": "src/*.txt", "pattern": "{n:02}_{name}"}),
}


def _run_op(fshome: Path, root: Path, tool: str, args: dict) -> dict:
    args = {k: (str(root / v) if k in ("path", "destination") else v) for k, v in args.items()}
    c = Context(fshome)
    try:
        r = REGISTRY.call(tool, args, c)
        if r.data.get("status") in ("confirmation_required", "dry_run"):
            r = REGISTRY.call(tool, {**args, "confirm_token": r.data["token"]}, c)
        return r.data
    finally:
        c.close()


def _fresh(tmp_path: Path, name: str) -> tuple[Path, Path]:
    base = tmp_path / name
    root, fshome = base / "data", base / "state"
    build(root)
    c = Context(fshome)
    scan(c.index, root)
    c.close()
    return root, fshome


def _killed_at(fshome: Path, root: Path, tool: str, args: dict, n: int) -> bool:
    """Run the operation in a child that dies at crash point n; True if it died there."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        code = 0
        try:
            steps_mod._KILL_AT = n
            steps_mod._points = 0
            data = _run_op(fshome, root, tool, args)
            code = 0 if data.get("status") == "done" else 3
        except BaseException:
            code = 4
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        assert os.WTERMSIG(status) == signal.SIGKILL
        return True
    assert os.WEXITSTATUS(status) == 0, f"the operation failed without a crash (exit {os.WEXITSTATUS(status)})"
    return False


def _no_leftovers(root: Path) -> None:
    left = [p for p in snap(root) if ".filescout-" in p]
    assert left == [], f"temporary names left in the tree: {left}"


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_kill_at_every_point_then_recover(tmp_path, scenario):
    tool, args = SCENARIOS[scenario]
    # the reference: an uninterrupted run
    root, fshome = _fresh(tmp_path, "ref")
    before = snap(root)
    trash_before = trash_items()
    data = _run_op(fshome, root, tool, args)
    assert data["status"] == "done", data
    after = snap(root)
    trash_after = trash_items()
    assert after != before
    for action in ("rollback", "complete"):
        n = 0
        while True:
            n += 1
            assert n < 80, "the operation never finished"
            # a clean trash for each run, so its contents can be compared
            with contextlib.suppress(FileNotFoundError):
                for p in sorted((Path(os.environ["XDG_DATA_HOME"]) / "Trash").rglob("*"), reverse=True):
                    p.rmdir() if p.is_dir() else p.unlink()
            root, fshome = _fresh(tmp_path, f"{action}{n}")
            if not _killed_at(fshome, root, tool, args, n):
                assert n > 1, "no crash point was reached"
                break
            c = Context(fshome)
            try:
                batch = c.journal.interrupted()
                assert len(batch) == 1, f"kill at point {n}: the batch is not marked interrupted"
                r = call(c, "recover", batch_id=batch[0]["id"], action=action)
                want = "rolled_back" if action == "rollback" else "done"
                assert r.data["status"] == want, (n, r.data)
            finally:
                c.close()
            if action == "rollback":
                assert snap(root) == before, f"kill at point {n}, rollback: the tree is not as it was"
                assert trash_items() == trash_before
            else:
                assert snap(root) == after, f"kill at point {n}, complete: the tree is not as a whole run left it"
                assert sorted(trash_items()) == sorted(trash_after)
            _no_leftovers(root)


def test_a_failed_overwrite_puts_the_destination_back_and_undo_keeps_it(world_ctx):
    """The red-team case: an overwrite whose move then fails (read-only source folder, as a normal user)."""
    root, fshome = world_ctx
    tmp_path = root.parent
    script = (
        "import sys, json\n"
        "from filescout.tools import REGISTRY, Context\n"
        f"c = Context({str(fshome)!r})\n"
        f"a = {{'path': {str(root / 'ro' / 'a.txt')!r}, 'destination': {str(root / 'dst')!r}, "
        "'on_conflict': 'overwrite'}\n"
        "r = REGISTRY.call('move_file', a, c)\n"
        "r = REGISTRY.call('move_file', {**a, 'confirm_token': r.data['token']}, c)\n"
        "print(json.dumps(r.data['status']))\n"
        "u = REGISTRY.call('undo', {}, c) if r.data.get('batch_id') else None\n"
    )
    before = snap(root)
    proc = _as_nobody(["python", "-c", script], tmp_path)
    assert proc.returncode in (0, 1), proc.stderr
    assert '"failed"' in proc.stdout, proc.stdout + proc.stderr
    assert snap(root) == before  # the old destination is back, byte for byte, and the source is untouched


@pytest.fixture
def world_ctx(tmp_path):
    # a folder an unprivileged user can reach (pytest's own temp folders are 0700 root)
    base = Path(tempfile.mkdtemp(prefix="filescout-nobody-", dir="/tmp"))
    os.chmod(base, 0o755)
    yield _nobody_world(base)
    subprocess.run(["chmod", "-R", "u+rwx", str(base)], check=False)
    shutil.rmtree(base, ignore_errors=True)


def _nobody_world(tmp_path: Path) -> tuple[Path, Path]:
    root = tmp_path / "data"
    write(root / "ro" / "a.txt", "new a", mtime=T0)
    write(root / "dst" / "a.txt", "old a: keep me", mtime=T0)
    fshome = tmp_path / "state"
    c = Context(fshome)
    scan(c.index, root)
    c.close()
    for p in [tmp_path, *tmp_path.rglob("*")]:
        os.chown(p, 65534, 65534, follow_symlinks=False)
    os.chmod(root / "ro", 0o555)
    return root, fshome


def _as_nobody(cmd: list[str], tmp_path: Path) -> subprocess.CompletedProcess:
    import sys

    cmd = [sys.executable if c == "python" else c for c in cmd]
    env = {
        **os.environ,
        "HOME": str(tmp_path / "userhome"),
        "XDG_DATA_HOME": str(tmp_path / "userhome" / "share"),
        "PYTHONPATH": os.pathsep.join(p for p in sys.path if p),
    }
    (tmp_path / "userhome").mkdir(exist_ok=True)
    os.chown(tmp_path / "userhome", 65534, 65534)
    if os.geteuid() != 0:
        return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=60)
    return subprocess.run(
        ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_rename_patterns_that_are_not_names_are_refused(tmp_path):
    root, fshome = _fresh(tmp_path, "w")
    before = snap(root)
    c = Context(fshome)
    try:
        for pattern in (".", "..", " ", "{name}/x", "a\x00b"):
            r = call(c, "rename_file", path=str(root / "src" / "*.txt"), pattern=pattern)
            assert r.data.get("status") is None or r.data["status"] != "done"
    except Exception as exc:
        assert type(exc).__name__ == "InvalidInput", exc
    finally:
        c.close()
    c = Context(fshome)
    try:
        for pattern in (".", "..", "{name}/x"):
            with pytest.raises(Exception) as err:
                call(c, "rename_file", path=str(root / "src" / "*.txt"), pattern=pattern)
            assert err.type.__name__ == "InvalidInput"
            assert "Traceback" not in str(err.value)
    finally:
        c.close()
    assert snap(root) == before


def test_a_token_covers_what_is_inside_a_folder(tmp_path):
    root, fshome = _fresh(tmp_path, "w")
    c = Context(fshome)
    try:
        r = call(c, "delete_file", path=str(root / "src" / "sub"))
        assert r.data["status"] == "confirmation_required"
        write(root / "src" / "sub" / "arrived-later.txt", "I was not in the plan")
        r2 = call(c, "delete_file", path=str(root / "src" / "sub"), confirm_token=r.data["token"])
        assert r2.data["status"] == "confirmation_required" and r2.data.get("stale_token")
        assert (root / "src" / "sub" / "arrived-later.txt").read_text() == "I was not in the plan"
        # a token made up by a caller, or one from another installation, is never accepted
        for fake in ("0" * 32, r.data["token"][:-1] + "x", ""):
            r3 = call(c, "delete_file", path=str(root / "src" / "sub"), confirm_token=fake)
            assert r3.data["status"] == "confirmation_required"
        assert (root / "src" / "sub" / "c.bin").exists()
    finally:
        c.close()
    other = Context(tmp_path / "other-state")
    try:
        scan(other.index, root)
        r4 = call(other, "delete_file", path=str(root / "src" / "sub"), confirm_token=r2.data["token"])
        assert r4.data["status"] == "confirmation_required"
        assert (root / "src" / "sub" / "c.bin").exists()
    finally:
        other.close()


def _hook_before_step(monkeypatch, n: int, fn) -> None:
    from filescout.ops import engine

    real = engine.apply_step
    count = {"i": 0}

    def hooked(policy, journal, step, content):
        count["i"] += 1
        if count["i"] == n:
            fn()
        return real(policy, journal, step, content)

    monkeypatch.setattr(engine, "apply_step", hooked)


def test_destination_swapped_for_a_symlink_midway_is_never_written_through(tmp_path, monkeypatch):
    root, fshome = _fresh(tmp_path, "w")
    outside = tmp_path / "outside"
    outside.mkdir()
    (root / "Archive").mkdir()

    def swap():
        os.rename(root / "Archive", root / "Archive_real")
        os.symlink(outside, root / "Archive")

    _hook_before_step(monkeypatch, 2, swap)
    c = Context(fshome)
    try:
        r = call(c, "move_file", path=str(root / "src" / "*.txt"), destination=str(root / "Archive"))
        assert r.data["status"] == "partial"
        assert "outside the allowed folders" in r.data["errors"][0]["error"]
    finally:
        c.close()
    assert list(outside.iterdir()) == []
    assert sorted(p.name for p in (root / "Archive_real").iterdir()) == ["a.txt"]
    assert (root / "src" / "b.txt").read_text() == "bravo " * 10


def test_undo_never_restores_through_a_swapped_folder(tmp_path):
    root, fshome = _fresh(tmp_path, "w")
    outside = tmp_path / "outside"
    outside.mkdir()
    c = Context(fshome)
    try:
        r = call(c, "move_file", path=str(root / "src" / "b.txt"), destination=str(root / "dst"))
        assert r.data["status"] == "done"
        os.rename(root / "src", root / "src_real")
        os.symlink(outside, root / "src")
        u = call(c, "undo")
        assert u.data["status"] == "partial"
    finally:
        c.close()
    assert list(outside.iterdir()) == []
    assert (root / "dst" / "b.txt").read_text() == "bravo " * 10


@pytest.mark.timeout(30)
def test_a_file_swapped_for_a_fifo_before_acting_is_not_read(tmp_path, monkeypatch):
    root, fshome = _fresh(tmp_path, "w")

    def swap():
        os.unlink(root / "src" / "b.txt")
        os.mkfifo(root / "src" / "b.txt")

    _hook_before_step(monkeypatch, 1, swap)
    c = Context(fshome)
    try:
        r = call(c, "copy_file", path=str(root / "src" / "b.txt"), destination=str(root / "dst"))
        assert r.data["status"] == "failed"
        assert "changed since the plan" in r.data["errors"][0]["error"]
    finally:
        c.close()
    assert not (root / "dst" / "b.txt").exists()


@pytest.fixture
def small_disk(tmp_path, mount_tmpfs):
    return mount_tmpfs(tmp_path / "data" / "small", "1m")


def test_disk_full_during_a_copy_leaves_no_truncated_file(tmp_path, small_disk):
    root = tmp_path / "data"
    big = write(root / "big.bin", os.urandom(3 * 1024 * 1024), mtime=T0)
    write(small_disk / "keep.txt", "already here")
    fshome = tmp_path / "state"
    c = Context(fshome)
    try:
        scan(c.index, root)
        r = call(c, "copy_file", path=str(big), destination=str(small_disk))
        assert r.data["status"] == "failed"
        assert "disk space" in r.data["errors"][0]["error"]
    finally:
        c.close()
    assert sorted(os.listdir(small_disk)) == ["keep.txt"]  # no truncated big.bin, no temporary
    assert big.stat().st_size == 3 * 1024 * 1024


def test_a_move_across_disks_is_verified_and_undone(tmp_path, small_disk):
    root = tmp_path / "data"
    f = write(root / "docs" / "letter.txt", "dear reader " * 1000, mtime=T0)
    fshome = tmp_path / "state"
    before = snap(root / "docs")
    c = Context(fshome)
    try:
        scan(c.index, root)
        r = call(c, "move_file", path=str(f), destination=str(small_disk))
        assert r.data["status"] == "done", r.data
        assert not f.exists() and (small_disk / "letter.txt").read_text() == "dear reader " * 1000
        assert (small_disk / "letter.txt").stat().st_mtime_ns == T0 * 10**9
        u = call(c, "undo")
        assert u.data["status"] == "undone", u.data
    finally:
        c.close()
    assert snap(root / "docs") == before and os.listdir(small_disk) == []


def test_names_that_are_not_utf8_and_names_with_newlines(tmp_path):
    root, fshome = _fresh(tmp_path, "w")
    odd = os.fsencode(str(root / "src")) + b"/caf\xe9 menu.txt"
    with open(odd, "wb") as fh:
        fh.write(b"menu")
    forged = root / "src" / "x.txt\n  move   /etc/passwd → /tmp/pwned"
    write(forged, "n")
    c = Context(fshome)
    try:
        scan(c.index, root)
        r = call(c, "move_file", path=str(root / "src" / "*"), destination=str(root / "dst"), on_conflict="rename")
        assert r.data["status"] in ("done", "confirmation_required")
        if r.data["status"] == "confirmation_required":
            assert "\\n" in r.text and "\n  move   /etc/passwd" not in r.text
            r = call(c, "move_file", path=str(root / "src" / "*"), destination=str(root / "dst"),
                     on_conflict="rename", confirm_token=r.data["token"])  # fmt: skip
        assert r.data["status"] == "done", r.data
        assert os.path.exists(os.fsencode(str(root / "dst")) + b"/caf\xe9 menu.txt")
        assert not any(line.startswith("  move   /etc/passwd") for line in r.text.splitlines())
        h = call(c, "history")
        assert h.data["batches"][0]["status"] == "done"
        u = call(c, "undo")
        assert u.data["status"] == "undone", u.data
    finally:
        c.close()
    assert os.path.exists(odd) and forged.read_text() == "n"


def test_history_survives_a_batch_in_progress_elsewhere(tmp_path):
    """Two processes: one applies a batch while another reads the history; neither fails."""
    root, fshome = _fresh(tmp_path, "w")
    for i in range(200):
        write(root / "many" / f"f{i:03}.txt", str(i))
    c = Context(fshome)
    scan(c.index, root)
    c.close()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            data = _run_op(fshome, root, "move_file", {"path": "many/*.txt", "destination": "moved/"})
            os._exit(0 if data["status"] == "done" else 3)
        except BaseException:
            os._exit(4)
    deadline = time.time() + 30
    while time.time() < deadline:
        c = Context(fshome)
        try:
            call(c, "history")
        finally:
            c.close()
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            assert os.WEXITSTATUS(status) == 0
            break
    assert len(os.listdir(root / "moved")) == 200
