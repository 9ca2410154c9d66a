"""Red-team tests of the operation engine (ops/steps, fsops, engine, trash, plan) and the ops tools.

Each test is an attack a careful attacker or an unlucky user could make. Tests whose docstring starts "Fixed"
failed against the engine as first written (the defect is described in the docstring); those marked ``GUARD``
passed from the start and hold a promise that matters (no data lost, nothing outside the roots, a true report).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from conftest import write
from filescout.errors import FilescoutError
from filescout.index.scanner import scan
from filescout.ops import steps as steps_mod
from filescout.tools import Context
from test_ops_faults import T0, build, call, snap


def confirm(ctx: Context, name: str, **args):
    """Call a tool and, when it asks, confirm with the token it gave."""
    r = call(ctx, name, **args)
    if r.data.get("status") == "confirmation_required":
        r = call(ctx, name, **args, confirm_token=r.data["token"])
    return r


def contents(root: Path) -> list[str]:
    """The multiset of file contents below root (sha256), whatever their names: nothing lost, nothing doubled."""
    out = []
    for dp, _dns, fns in os.walk(root):
        for n in fns:
            p = os.path.join(dp, n)
            if not os.path.islink(p):
                out.append(hashlib.sha256(Path(p).read_bytes()).hexdigest())
    return sorted(out)


def trash_dir() -> Path:
    return Path(os.environ["XDG_DATA_HOME"]) / "Trash"


def empty_trash() -> None:
    """What a user does in their file manager: empty the trash (files and their .trashinfo)."""
    for sub in ("files", "info"):
        d = trash_dir() / sub
        if d.exists():
            for p in d.iterdir():
                shutil.rmtree(p) if p.is_dir() and not p.is_symlink() else p.unlink()


@pytest.fixture
def world(tmp_path):
    root, fshome = tmp_path / "data", tmp_path / "state"
    build(root)
    c = Context(fshome)
    scan(c.index, root)
    yield root, c
    c.close()


def _killed_at(fshome: Path, root: Path, tool: str, args: dict, n: int) -> bool:
    """Run the operation (confirmed) in a child that SIGKILLs itself at crash point n; True if it died there."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        code = 0
        try:
            steps_mod._KILL_AT = n
            steps_mod._points = 0
            c = Context(fshome)
            r = confirm(c, tool, **args)
            code = 0 if r.data.get("status") == "done" else 3
        except BaseException:
            code = 4
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


# -- 1. recovery and undo must report the truth and restore only their own files ----------------------------------


@pytest.mark.parametrize("case", ["trash_then_trash_emptied", "move_then_destination_removed"])
def test_rollback_says_rolled_back_although_the_file_is_not_back(tmp_path, case):
    """Fixed: a kill right after an action ran (before it was marked done), then the item vanishes from where the
    action put it (the user empties the trash; or deletes the moved file). ``settle`` reads "not at the source and
    not at the destination" as "the action never happened", so rollback reverses nothing and reports
    ``rolled_back``: the user is told their file is back when it is gone."""
    root, fshome = tmp_path / "data", tmp_path / "state"
    build(root)
    c = Context(fshome)
    scan(c.index, root)
    c.close()
    if case == "trash_then_trash_emptied":
        tool, args = "delete_file", {"path": str(root / "src" / "b.txt")}
    else:
        tool, args = "move_file", {"path": str(root / "src" / "b.txt"), "destination": str(root / "dst")}
    # crash point 2 is right after the step's first action ran, before it was recorded as done
    assert _killed_at(fshome, root, tool, args, 2)
    assert not (root / "src" / "b.txt").exists()
    if case == "trash_then_trash_emptied":
        assert (trash_dir() / "files" / "b.txt").exists()
        empty_trash()
    else:
        (root / "dst" / "b.txt").unlink()
    c = Context(fshome)
    try:
        bid = c.journal.interrupted()[0]["id"]
        r = call(c, "recover", batch_id=bid, action="rollback")
    finally:
        c.close()
    if r.data["status"] == "rolled_back":
        assert (root / "src" / "b.txt").exists(), "recover says 'rolled back', but src/b.txt is not back"
    else:
        assert r.data["errors"], r.data


def test_undo_of_an_old_trash_batch_restores_someone_elses_file(world):
    """Fixed: undo of a trash step takes back whatever now sits at the remembered trash name, without checking it is
    the item that was trashed. Trash docs/x.txt, empty the trash, trash notes/x.txt (it gets the same trash name), then
    undo the first batch: notes/x.txt is "restored" into docs/, and the second batch can no longer be undone."""
    root, c = world
    write(root / "docs" / "x.txt", "docs version")
    write(root / "notes" / "x.txt", "notes version, a different file")
    scan(c.index, root)
    r1 = confirm(c, "delete_file", path=str(root / "docs" / "x.txt"))
    assert r1.data["status"] == "done", r1.data
    empty_trash()  # docs/x.txt is gone for good, by the user's choice
    r2 = confirm(c, "delete_file", path=str(root / "notes" / "x.txt"))
    assert r2.data["status"] == "done", r2.data
    call(c, "undo", batch_id=r1.data["batch_id"])
    assert not (root / "docs" / "x.txt").exists() or (root / "docs" / "x.txt").read_text() == "docs version", (
        "undo of batch 1 put the file trashed by batch 2 (notes/x.txt) into docs/"
    )
    u2 = call(c, "undo", batch_id=r2.data["batch_id"])
    assert u2.data["status"] == "undone", u2.data
    assert (root / "notes" / "x.txt").read_text() == "notes version, a different file"


def test_undo_moves_back_a_folder_it_never_moved(world):
    """Fixed: undoing a move checks the identity (inode) of a regular file before moving it back, but not of a
    folder. Move src/sub to dst, the user removes dst/sub and makes a new dst/sub of their own; undo moves the
    user's new folder to src/sub and calls it undone."""
    root, c = world
    r = confirm(c, "move_file", path=str(root / "src" / "sub"), destination=str(root / "dst"))
    assert r.data["status"] == "done", r.data
    shutil.rmtree(root / "dst" / "sub")
    write(root / "dst" / "sub" / "my-new-work.txt", "written after the move")
    u = call(c, "undo")
    assert (root / "dst" / "sub" / "my-new-work.txt").exists(), "undo moved a folder the batch never moved"
    assert u.data["status"] == "partial"


def test_undo_of_a_copy_silently_trashes_the_users_later_edits(world):
    """Fixed: undo of a copy removes the copy when its bytes equal the source's; otherwise (the user edited the
    copy since) it sends the edited file to the trash without a word: status 'undone', no error, no note. The
    user's edits vanish from their folder and go with the next 'empty trash'."""
    root, c = world
    r = confirm(c, "copy_file", path=str(root / "src" / "b.txt"), destination=str(root / "dst"))
    assert r.data["status"] == "done", r.data
    (root / "dst" / "b.txt").write_text("my edits to the copy, an hour of work")
    u = call(c, "undo")
    if not (root / "dst" / "b.txt").exists():
        said = (u.text + repr(u.data)).lower()
        assert "trash" in said or u.data["errors"], (
            "undo sent an edited file to the trash and reported plain success: " + u.text
        )


def test_undo_of_an_overwriting_write_deletes_the_file_when_the_old_content_is_missing(world):
    """Fixed: undo of ``write_file(overwrite=True)`` reverses ``publish`` first (removing the written file, as its
    bytes equal the text written) and only then tries to bring the kept-aside old content back. When that copy is
    gone (state folder cleaned, restored from a backup, another disk), the undo fails *after* deleting the current
    file: the user ends with neither version. Undo must check it can restore before it removes anything."""
    root, c = world
    target = root / "dst" / "a.txt"
    r = confirm(c, "write_file", path=str(target), content="the only copy of this text", overwrite=True)
    assert r.data["status"] == "done", r.data
    shutil.rmtree(c.journal.data / str(r.data["batch_id"]))  # the kept-aside old content is no longer there
    with contextlib.suppress(FilescoutError):
        u = call(c, "undo")
        assert u.data["status"] != "undone", u.data
    assert target.exists(), "undo deleted the current file although it could not bring the old one back"
    assert target.read_text() == "the only copy of this text"


def test_undo_twice_and_undo_after_something_new_appeared(world):
    """GUARD: a second undo is refused plainly; undo never replaces something new at the original place."""
    root, c = world
    r = confirm(
        c, "move_file", path=str(root / "src" / "a.txt"), destination=str(root / "dst"), on_conflict="overwrite"
    )
    assert r.data["status"] == "done", r.data
    write(root / "src" / "a.txt", "a new file where the old one was")
    u = call(c, "undo")
    assert u.data["status"] == "partial" and u.data["errors"]
    assert (root / "src" / "a.txt").read_text() == "a new file where the old one was"
    assert (root / "dst" / "a.txt").read_text() == "alpha " * 300
    (root / "src" / "a.txt").unlink()
    u = call(c, "undo")  # the partial batch can be retried once the way is clear
    assert u.data["status"] == "undone", u.data
    assert (root / "src" / "a.txt").read_text() == "alpha " * 300
    assert (root / "dst" / "a.txt").read_text() == "the old a, to be overwritten"
    with pytest.raises(FilescoutError) as err:
        call(c, "undo", batch_id=r.data["batch_id"])
    assert "already undone" in err.value.message


# -- 2. a confirmation binds to the exact files and their state ---------------------------------------------------


def test_token_does_not_cover_the_contents_of_a_folder_being_overwritten(world):
    """Fixed: the token and the run-time check cover an overwritten *folder* only by its inode ([ino, "dir"]).
    Files added to the destination folder after the plan was shown are swept aside (into filescout's journal
    folder) by the confirmed plan, which said "overwriting 1 existing file"."""
    root, c = world
    write(root / "dst2" / "sub" / "old.txt", "the folder being replaced")
    scan(c.index, root)
    args = {"path": str(root / "src" / "sub"), "destination": str(root / "dst2"), "on_conflict": "overwrite"}
    r = call(c, "copy_file", **args)
    assert r.data["status"] == "confirmation_required", r.data
    write(root / "dst2" / "sub" / "thesis-final.docx", "added after the plan was shown")
    r2 = call(c, "copy_file", **args, confirm_token=r.data["token"])
    assert r2.data["status"] == "confirmation_required" and r2.data.get("stale_token"), (
        "a confirmation carried out a plan over files it never showed"
    )
    assert (root / "dst2" / "sub" / "thesis-final.docx").read_text() == "added after the plan was shown"


def test_token_misses_a_content_change_that_kept_size_and_mtime(world):
    """Fixed: a file's state in the token is [size, mtime, inode]; a rewrite in place of the same length with its
    date put back (cp -p, rsync -t, tar x, an editor keeping dates) leaves the token valid, and the confirmed
    permanent delete destroys content the user never saw in the plan. The ctime (or a hash) would catch it."""
    root, c = world
    target = root / "src" / "b.txt"
    args = {"path": str(target), "permanent": True}
    r = call(c, "delete_file", **args)
    assert r.data["status"] == "confirmation_required"
    with open(target, "r+b") as f:  # same length, same inode
        f.write(b"BRAVO " * 10)
    os.utime(target, ns=(T0 * 10**9 + 10**9, (T0 + 1) * 10**9))
    r2 = call(c, "delete_file", **args, confirm_token=r.data["token"])
    assert r2.data["status"] == "confirmation_required" and r2.data.get("stale_token"), (
        "a permanent delete ran on a file whose content changed after it was shown"
    )
    assert target.read_bytes() == b"BRAVO " * 10


def test_an_operation_can_target_filescouts_own_journal_inside_a_scanned_home(tmp_path, monkeypatch):
    """Fixed: filescout's state (default ~/.filescout: journal.db, kept-aside content of overwrites, secret.key)
    lies inside the allowed roots as soon as the user scans their home. Nothing stops a (confirmed) operation on it:
    deleting journal-data destroys the only copy of overwritten files, so a later undo can't bring them back."""
    home = Path(os.environ["HOME"])
    fshome = home / ".filescout"
    monkeypatch.setenv("FILESCOUT_HOME", str(fshome))
    write(home / "docs" / "report.txt", "the report I will regret overwriting")
    c = Context(fshome)
    try:
        scan(c.index, home)
        r = confirm(c, "write_file", path=str(home / "docs" / "report.txt"), content="oops", overwrite=True)
        assert r.data["status"] == "done", r.data
        assert list((fshome / "journal-data").rglob("*")), "the old report should be kept aside"
        with contextlib.suppress(FilescoutError):  # refusing is the right answer
            confirm(c, "delete_file", path=str(fshome / "journal-data"), permanent=True)
        with contextlib.suppress(FilescoutError):
            call(c, "undo", batch_id=r.data["batch_id"])
    finally:
        c.close()
    report = home / "docs" / "report.txt"
    assert report.exists() and report.read_text() == "the report I will regret overwriting", (
        "the kept-aside copy was deleted through filescout itself, so undo could not restore the report"
    )


# -- 3. reports under failure ---------------------------------------------------------------------------------------


@pytest.fixture
def nobody_base():
    base = Path(tempfile.mkdtemp(prefix="filescout-redteam-", dir="/tmp"))
    os.chmod(base, 0o755)
    yield base
    subprocess.run(["chmod", "-R", "u+rwx", str(base)], check=False)
    shutil.rmtree(base, ignore_errors=True)


def _as_nobody(script: str, base: Path) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "HOME": str(base / "userhome"),
        "XDG_DATA_HOME": str(base / "userhome" / "share"),
        "FILESCOUT_HOME": str(base / "state"),
        "PYTHONPATH": os.pathsep.join(p for p in sys.path if p),
    }
    (base / "userhome").mkdir(exist_ok=True)
    cmd = [sys.executable, "-c", script]
    if os.geteuid() != 0:
        pytest.skip("needs root to switch to an unprivileged user")
    for p in [base, *base.rglob("*")]:
        os.chown(p, 65534, 65534, follow_symlinks=False)
    return subprocess.run(
        ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


NOBODY_SCRIPT = """
import json, sys
from filescout.index.scanner import scan
from filescout.tools import REGISTRY, Context
c = Context({state!r})
scan(c.index, {root!r})
a = {args!r}
r = REGISTRY.call({tool!r}, a, c)
if r.data.get('status') == 'confirmation_required':
    r = REGISTRY.call({tool!r}, dict(a, confirm_token=r.data['token']), c)
print(json.dumps({{'status': r.data.get('status'), 'message': r.data.get('message'), 'text': r.text,
                  'errors': r.data.get('errors')}}))
"""


def _nobody_op(base: Path, tool: str, args: dict) -> dict:
    import json

    script = NOBODY_SCRIPT.format(state=str(base / "state"), root=str(base / "data"), tool=tool, args=args)
    proc = _as_nobody(script, base)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_a_permanent_delete_that_fails_midway_says_everything_was_put_back(nobody_base):
    """Fixed: a permanent delete of a folder that holds a read-only subfolder (as an ordinary user) removes part of
    the tree, then fails. The step is reported as failed, and the message says "each failed step was put back as it
    was", yet files were permanently deleted. The report must say what is gone (or nothing may be removed)."""
    root = nobody_base / "data"
    for i in range(20):
        write(root / "proj" / f"f{i:02}.txt", f"file {i}")
    write(root / "proj" / "locked" / "inside.txt", "in a read-only folder")
    os.chmod(root / "proj" / "locked", 0o555)
    before = sorted(p.name for p in (root / "proj").iterdir())
    out = _nobody_op(nobody_base, "delete_file", {"path": str(root / "proj"), "permanent": True})
    after = sorted(p.name for p in (root / "proj").iterdir()) if (root / "proj").exists() else []
    gone = sorted(set(before) - set(after))
    if out["status"] != "done" and gone:
        said = (out["message"] or "") + (out["text"] or "")
        assert "put back as it was" not in said, f"{len(gone)} files were deleted, yet the report says: {said}"


def test_read_only_destination_as_an_ordinary_user(nobody_base):
    """GUARD: a copy and an overwriting move into a read-only folder fail plainly, and nothing changes."""
    root = nobody_base / "data"
    write(root / "src" / "a.txt", "new a", mtime=T0)
    write(root / "ro" / "a.txt", "old a: keep me", mtime=T0)
    os.chmod(root / "ro", 0o555)
    before = snap(root)
    out = _nobody_op(nobody_base, "copy_file", {"path": str(root / "src" / "a.txt"), "destination": str(root / "ro")})
    assert out["status"] == "failed", out
    out = _nobody_op(
        nobody_base,
        "move_file",
        {"path": str(root / "src" / "a.txt"), "destination": str(root / "ro"), "on_conflict": "overwrite"},
    )
    assert out["status"] == "failed", out
    assert "ermission" in repr(out["errors"]), out
    assert snap(root) == before


# -- 4. odd names, links, chains -------------------------------------------------------------------------------------


def test_a_file_with_a_255_byte_name_cant_be_moved_to_the_trash(world):
    """Fixed: the trash's .trashinfo file is named <name>.trashinfo, which is over the 255-byte limit for a long
    name, so a file with a long (legal) name can't be deleted to the trash at all; only a permanent delete works."""
    root, c = world
    long = root / "src" / ("L" * 251 + ".txt")
    write(long, "a long name")
    scan(c.index, root)
    r = confirm(c, "delete_file", path=str(long))
    assert r.data["status"] == "done", r.data
    assert not long.exists()
    u = call(c, "undo")
    assert u.data["status"] == "undone", u.data
    assert long.read_text() == "a long name"


def test_a_name_clash_on_a_255_byte_name_plans_an_impossible_name(world):
    """Fixed: on a name clash, " (1)" is added to a 255-byte name, giving a 259-byte name no file system accepts:
    the plan shows it as if it would work and the copy then fails. The suffix must fit (shorten the stem)."""
    root, c = world
    name = "N" * 251 + ".txt"
    write(root / "src" / name, "source")
    write(root / "dst" / name, "already there")
    scan(c.index, root)
    r = confirm(c, "copy_file", path=str(root / "src" / name), destination=str(root / "dst"))
    assert r.data["status"] == "done", r.data
    assert (root / "dst" / name).read_text() == "already there"
    assert sorted(p.read_text() for p in (root / "dst").iterdir() if p.name != "a.txt") == ["already there", "source"]


def test_a_swap_by_rename_pattern_loses_nothing(world):
    """GUARD: a rename pattern that swaps two names (2.txt -> 1.txt while 1.txt -> 2.txt), with on_conflict
    overwrite: every byte is still there afterwards, and undo brings both names back."""
    root, c = world
    d = root / "swap"
    write(d / "2.txt", "two, dated first", mtime=T0)
    write(d / "1.txt", "one, dated second", mtime=T0 + 100)
    scan(c.index, root)
    before = snap(d)
    r = confirm(c, "rename_file", path=str(d), type="text", pattern="{n}", on_conflict="overwrite")
    assert r.data["status"] in ("done", "nothing_to_do"), r.data
    assert contents(d) == sorted(
        hashlib.sha256(t.encode()).hexdigest() for t in ("two, dated first", "one, dated second")
    )
    if r.data["status"] == "done":
        u = call(c, "undo")
        assert u.data["status"] == "undone", u.data
    assert snap(d) == before


def test_overwrite_chain_and_hard_links_lose_nothing(world):
    """GUARD: several sources onto one name with overwrite, and an overwrite onto a hard link of the source."""
    root, c = world
    write(root / "p" / "x.txt", "from p")
    write(root / "q" / "x.txt", "from q")
    write(root / "r" / "x.txt", "in r before")
    os.link(root / "src" / "b.txt", root / "r" / "b.txt")  # r/b.txt is the same file as src/b.txt
    scan(c.index, root)
    all_before = contents(root)
    r = confirm(
        c,
        "move_file",
        paths=[str(root / "p" / "x.txt"), str(root / "q" / "x.txt"), str(root / "src" / "b.txt")],
        destination=str(root / "r"),
        on_conflict="overwrite",
    )
    assert r.data["status"] in ("done", "partial"), r.data
    assert (root / "r" / "b.txt").read_text() == "bravo " * 10
    u = call(c, "undo")
    assert u.data["status"] == "undone", u.data
    assert contents(root) == all_before
    assert (root / "r" / "x.txt").read_text() == "in r before"
    assert os.path.samefile(root / "src" / "b.txt", root / "r" / "b.txt")


def test_folders_into_themselves_or_onto_their_parent(world):
    """GUARD: moving a folder into itself (also through a symlink spelling), onto its own parent, or onto a file
    inside it changes nothing."""
    root, c = world
    os.symlink(root / "src" / "sub", root / "alias")
    before = snap(root)
    for args in (
        {"path": str(root / "src"), "destination": str(root / "src" / "sub")},
        {"path": str(root / "src"), "destination": str(root / "alias")},
        {"path": str(root / "src" / "sub"), "destination": str(root / "src")},
        {"path": str(root / "src"), "destination": str(root / "src" / "a.txt"), "on_conflict": "overwrite"},
        {"path": str(root / "src" / "sub"), "destination": str(root / "src" / "sub" / "new")},
    ):
        with contextlib.suppress(FilescoutError):
            r = confirm(c, "move_file", **args)
            assert r.data["status"] in ("nothing_to_do", "failed"), (args, r.data)
        with contextlib.suppress(FilescoutError):
            r = confirm(c, "copy_file", **args)
            assert r.data["status"] in ("nothing_to_do", "failed"), (args, r.data)
    assert snap(root) == before


def test_symlinks_as_sources_and_destinations(world, tmp_path):
    """GUARD: a symlink to a file outside is moved as a link (the outside file untouched); a destination that is a
    symlink to an outside folder is refused; an overwrite never replaces a symlink."""
    root, c = world
    outside = tmp_path / "outside"
    write(outside / "secret.txt", "outside, untouched")
    os.symlink(outside / "secret.txt", root / "src" / "link.txt")
    os.symlink(outside, root / "out")
    os.symlink(root / "src" / "b.txt", root / "dst" / "b.txt")
    scan(c.index, root)
    out_before = snap(outside)
    r = confirm(c, "move_file", path=str(root / "src" / "link.txt"), destination=str(root / "dst"))
    assert r.data["status"] == "done", r.data
    assert os.readlink(root / "dst" / "link.txt") == str(outside / "secret.txt")
    with pytest.raises(FilescoutError):
        call(c, "copy_file", path=str(root / "src" / "a.txt"), destination=str(root / "out"))
    with pytest.raises(FilescoutError):
        call(c, "write_file", path=str(root / "out" / "new.txt"), content="x")
    r = confirm(
        c, "copy_file", path=str(root / "src" / "b.txt"), destination=str(root / "dst"), on_conflict="overwrite"
    )
    assert os.path.islink(root / "dst" / "b.txt")
    assert snap(outside) == out_before


def test_a_root_scanned_through_a_symlink_refuses_its_own_spelling(tmp_path):
    """Fixed (safety.md: "A root that is itself a symlink works through both its spellings"): a root scanned as
    ``link`` is stored only as its real path, so every operation given a ``link/...`` path is refused as outside
    the allowed folders. Safe side, but the documented promise doesn't hold."""
    real = tmp_path / "real"
    build(real)
    link = tmp_path / "link"
    os.symlink(real, link)
    c = Context(tmp_path / "state")
    try:
        scan(c.index, link)
        before = snap(real)
        r = confirm(c, "move_file", path=str(link / "src" / "b.txt"), destination=str(real / "dst"))
        assert r.data["status"] == "done", r.data
        r = confirm(c, "copy_file", path=str(real / "src" / "sub"), destination=str(link / "dst"))
        assert r.data["status"] == "done", r.data
        for _ in range(2):
            u = call(c, "undo")
            assert u.data["status"] == "undone", u.data
    finally:
        c.close()
    assert snap(real) == before


def test_names_that_are_not_utf8_in_every_operation(world):
    """GUARD: a name that is not valid UTF-8 works in copy, move, rename, trash (and undo), permanent delete,
    write, create folder; nothing crashes, every undo puts the bytes back."""
    root, c = world
    src = os.fsencode(str(root / "src"))
    odd = os.fsdecode(src + b"/caf\xe9.txt")
    with open(odd, "wb") as f:
        f.write(b"menu")
    scan(c.index, root)
    before = snap(root)
    runs = [
        ("copy_file", {"path": odd, "destination": str(root / "dst")}),
        ("move_file", {"path": odd, "destination": str(root / "dst")}),
        ("rename_file", {"path": odd, "new_name": os.fsdecode(b"men\xfc.txt")}),
        ("delete_file", {"path": odd}),
        ("write_file", {"path": os.fsdecode(src + b"/n\xe8w.txt"), "content": "hi"}),
        ("create_folder", {"path": os.fsdecode(src + b"/f\xf6lder/s\xfcb")}),
    ]
    for tool, args in runs:
        r = confirm(c, tool, **args)
        assert r.data["status"] == "done", (tool, r.data)
        u = call(c, "undo")
        assert u.data["status"] == "undone", (tool, u.data)
        assert snap(root) == before, tool
    r = confirm(c, "delete_file", path=odd, permanent=True)
    assert r.data["status"] == "done", r.data
    assert not os.path.lexists(odd)


def test_nested_new_folders_then_undo(world):
    """GUARD: create a/b/c, undo removes exactly those folders; with a user file put inside meanwhile, undo keeps
    the file and the folders that hold it and says so."""
    root, c = world
    before = snap(root)
    r = confirm(c, "create_folder", path=str(root / "n1" / "n2" / "n3"))
    assert r.data["status"] == "done"
    assert call(c, "undo").data["status"] == "undone"
    assert snap(root) == before
    r = confirm(c, "create_folder", path=str(root / "n1" / "n2" / "n3"))
    assert r.data["status"] == "done"
    write(root / "n1" / "n2" / "mine.txt", "mine")
    u = call(c, "undo")
    assert u.data["status"] == "partial" and u.data["errors"]
    assert (root / "n1" / "n2" / "mine.txt").read_text() == "mine"
    assert not (root / "n1" / "n2" / "n3").exists()


def test_two_processes_moving_the_same_files_at_once(tmp_path):
    """GUARD: two processes run the same move of 60 files at the same time: every file ends up exactly once, with
    its bytes, and neither reports a success for a step it didn't do."""
    root, fshome = tmp_path / "data", tmp_path / "state"
    for i in range(60):
        write(root / "many" / f"f{i:02}.txt", f"content {i} " * 50)
    c = Context(fshome)
    scan(c.index, root)
    c.close()
    before = contents(root)
    import json

    pids = []
    for k in range(2):
        out = tmp_path / f"out{k}.json"
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            try:
                cc = Context(fshome)
                r = confirm(cc, "move_file", path=str(root / "many" / "*.txt"), destination=str(root / "moved") + "/")
                errs = r.data.get("errors") or []
                out.write_text(json.dumps({"status": r.data["status"], "failed": len(errs)}))
                os._exit(0)
            except BaseException as exc:
                out.write_text(json.dumps({"exc": repr(exc)}))
                os._exit(4)
        pids.append((pid, out))
    results = []
    for pid, out in pids:
        os.waitpid(pid, 0)
        results.append(json.loads(out.read_text()))
    assert contents(root) == before, results
    assert sorted(os.listdir(root / "moved")) == [f"f{i:02}.txt" for i in range(60)], results
    assert os.listdir(root / "many") == []
    acted = ("done", "partial", "failed")  # a re-shown plan (confirmation_required) or nothing_to_do did nothing
    done_steps = sum(60 - r.get("failed", 60) for r in results if r.get("status") in acted)
    assert done_steps <= 60, results


@pytest.fixture
def small_disk(tmp_path, mount_tmpfs):
    return mount_tmpfs(tmp_path / "data" / "small", "4m")


def test_an_overwrite_across_disks_leaves_the_old_content_hidden_in_the_users_folder(tmp_path, small_disk):
    """Fixed: when the journal is on another disk than the destination, the overwritten file is kept aside as a
    hidden ``.filescout-kept-<batch>-<seq>`` beside it, and it stays there after the batch succeeded: the content
    the user chose to overwrite (perhaps to get rid of it) lingers in their folder, unlisted by the plan."""
    root = tmp_path / "data"
    write(root / "docs" / "plan.txt", "new plan", mtime=T0)
    write(small_disk / "plan.txt", "old plan with the password in it", mtime=T0)
    c = Context(tmp_path / "state")
    try:
        scan(c.index, root)
        r = confirm(c, "move_file", path=str(root / "docs" / "plan.txt"), destination=str(small_disk),
                    on_conflict="overwrite")  # fmt: skip
        assert r.data["status"] == "done", r.data
    finally:
        c.close()
    assert sorted(os.listdir(small_disk)) == ["plan.txt"], "hidden leftovers in the user's folder"


def test_recover_of_a_batch_that_is_not_interrupted_and_of_a_missing_one_is_a_plain_error(world):
    root, c = world
    r = confirm(c, "copy_file", path=str(root / "src" / "b.txt"), destination=str(root / "dst"))
    for bid in (r.data["batch_id"], 999):
        for action in ("rollback", "complete"):
            with pytest.raises(FilescoutError):
                call(c, "recover", batch_id=bid, action=action)
    assert (root / "dst" / "b.txt").read_text() == "bravo " * 10


def test_undo_of_a_move_across_disks_leaves_a_full_hidden_copy_when_it_cant_finish(tmp_path, small_disk):
    """Fixed: undo of a move across disks copies the file back to a temporary name in the source folder, then
    finds something new at the original name and stops, leaving the whole copy as a hidden
    ``.filescout-tmp-…`` file in the user's folder (nothing ever removes it)."""
    root = tmp_path / "data"
    f = write(root / "docs" / "letter.txt", "dear reader " * 1000, mtime=T0)
    c = Context(tmp_path / "state")
    try:
        scan(c.index, root)
        r = confirm(c, "move_file", path=str(f), destination=str(small_disk))
        assert r.data["status"] == "done", r.data
        write(f, "a new letter written meanwhile")
        u = call(c, "undo")
        assert u.data["status"] == "partial", u.data
    finally:
        c.close()
    assert f.read_text() == "a new letter written meanwhile"
    assert (small_disk / "letter.txt").read_text() == "dear reader " * 1000
    assert sorted(os.listdir(root / "docs")) == ["letter.txt"], "hidden leftovers in the user's folder"


def test_rename_to_the_name_of_an_existing_folder_moves_the_file_into_it(world):
    """Fixed: rename_file(new_name=X) where X is an existing folder beside the file moves the file *into* X and
    reports a done rename; the file is no longer where the user looks for it, under the name they gave."""
    root, c = world
    (root / "src" / "Archive").mkdir()
    r = confirm(c, "rename_file", path=str(root / "src" / "b.txt"), new_name="Archive")
    moved_inside = (root / "src" / "Archive" / "b.txt").exists()
    assert not (r.data.get("status") == "done" and moved_inside), "a rename moved the file into a folder"


def test_recover_acts_on_a_batch_that_is_still_running_in_another_process(tmp_path):
    """Fixed: a batch is 'running' both while a live process carries it out and after a crash; recover can't tell
    them apart (no owner pid or lock), so a rollback (say, offered at the start of another session) reverses steps
    under a live batch, which then reports 'done' for work that was rolled back behind its back."""
    root, fshome = tmp_path / "data", tmp_path / "state"
    for i in range(40):
        write(root / "many" / f"f{i:02}.txt", f"content {i}")
    c = Context(fshome)
    scan(c.index, root)
    c.close()
    go = tmp_path / "go"
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child: a slow batch (a big disk, many files)
        from filescout.ops import engine

        real = engine.apply_step

        def slow(policy, journal, step, content):
            time.sleep(0.05)
            return real(policy, journal, step, content)

        engine.apply_step = slow
        try:
            cc = Context(fshome)
            go.write_text("started")
            r = confirm(cc, "move_file", path=str(root / "many" / "*.txt"), destination=str(root / "moved") + "/")
            os._exit(0 if r.data["status"] == "done" else 3)
        except BaseException:
            os._exit(4)
    deadline = time.time() + 20
    c = Context(fshome)
    refused = False
    try:
        while time.time() < deadline and not c.journal.interrupted():
            time.sleep(0.02)
        time.sleep(0.5)
        running = c.journal.interrupted()
        assert running, "the batch never started"
        try:
            call(c, "recover", batch_id=running[0]["id"], action="rollback")
        except FilescoutError:
            refused = True
    finally:
        os.waitpid(pid, 0)
        c.close()
    assert contents(root) == sorted(hashlib.sha256(f"content {i}".encode()).hexdigest() for i in range(40))
    assert refused, "recover rolled back a batch that a live process was still carrying out"
