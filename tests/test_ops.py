"""File operations: plans, dry runs, confirmation, journaling, undo, crash recovery, and path attacks."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from conftest import write
from filescout.errors import FilescoutError, InvalidInput, OutsideRoots
from filescout.index.scanner import scan
from filescout.tools import REGISTRY, Context


def call(ctx: Context, name: str, **args):
    return REGISTRY.call(name, args, ctx)


def snapshot(root: Path) -> dict:
    """Every user entry below root: content hash, mtime_ns, mode (symlinks by their target).

    filescout's own state folder and the test's HOME (where the trash lives) are not user files here.
    """
    out = {}
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in ("fshome", "userhome")]
        for n in dns + fns:
            p = os.path.join(dp, n)
            st = os.lstat(p)
            if stat.S_ISLNK(st.st_mode):
                out[p] = ("link", os.readlink(p))
            elif stat.S_ISDIR(st.st_mode):
                out[p] = ("dir", stat.S_IMODE(st.st_mode))
            else:
                out[p] = (hashlib.sha256(Path(p).read_bytes()).hexdigest(), st.st_mtime_ns, stat.S_IMODE(st.st_mode))
    return out


@pytest.fixture
def world(tmp_path, ctx):
    """An indexed tree plus a folder outside it."""
    root = tmp_path / "home"
    now = time.time()
    for i in range(5):
        write(root / "Downloads" / f"old_{i}.pdf", f"old {i}" * 100, mtime=now - (40 + i) * 86400)
    write(root / "Downloads" / "new.pdf", "fresh", mtime=now - 86400)
    write(root / "Downloads" / "setup.exe", b"\x4d\x5a" * 1000, mtime=now - 90 * 86400)
    write(root / "Documents" / "notes.txt", "my notes\n", mtime=now - 3600)
    write(root / "Documents" / "report.pdf", "report v1", mtime=now - 7200)
    (root / "Archive").mkdir()
    os.chmod(root / "Documents" / "notes.txt", 0o640)
    write(tmp_path / "outside" / "target.txt", "outside, must stay untouched")
    scan(ctx.index, root)
    return root


ACTIONS = [
    ("move_file", {"path": "Downloads", "modified_before": "30d", "destination": "Archive"}),
    ("copy_file", {"path": "Documents/notes.txt", "destination": "Archive"}),
    ("rename_file", {"path": "Documents/notes.txt", "new_name": "ideas.txt"}),
    ("rename_file", {"path": "Downloads", "type": "pdf", "pattern": "doc_{n:02}"}),
    ("delete_file", {"path": "Downloads/setup.exe"}),
    ("delete_file", {"path": "Downloads", "permanent": True}),
    ("write_file", {"path": "Documents/new.txt", "content": "hello"}),
    ("write_file", {"path": "Documents/notes.txt", "content": "replaced", "overwrite": True}),
    ("create_folder", {"path": "Projects/2026/q1"}),
]


@pytest.mark.parametrize(("tool", "args"), ACTIONS)
def test_every_action_has_a_dry_run_that_changes_nothing(world, ctx, tool, args):
    top = world.parent
    before = snapshot(top)
    r = call(ctx, tool, **args, dry_run=True)
    assert r.data["status"] == "dry_run", r.text
    assert r.data["plan"]["steps"]
    assert "nothing was changed" in r.text.lower()
    assert snapshot(top) == before
    assert ctx.journal.batches() == []


@pytest.mark.parametrize(("tool", "args"), [a for a in ACTIONS if not a[1].get("permanent")])
def test_every_undoable_action_is_undone_exactly(world, ctx, tool, args):
    top = world.parent
    before = snapshot(top)
    r = call(ctx, tool, **args)
    if r.data["status"] == "confirmation_required":
        r = call(ctx, tool, **args, confirm_token=r.data["token"])
    assert r.data["status"] == "done", r.text
    assert snapshot(top) != before
    u = call(ctx, "undo")
    assert u.data["status"] == "undone", u.text
    assert snapshot(top) == before


def test_move_keeps_times_and_modes_and_updates_the_index(world, ctx):
    notes = world / "Documents" / "notes.txt"
    st = os.stat(notes)
    r = call(ctx, "move_file", path="Documents/notes.txt", destination="Archive")
    assert r.data["status"] == "done"
    moved = world / "Archive" / "notes.txt"
    st2 = os.stat(moved)
    assert (st2.st_mtime_ns, stat.S_IMODE(st2.st_mode)) == (st.st_mtime_ns, 0o640)
    found = call(ctx, "find_files", query="notes").data["results"]
    assert [h["path"] for h in found] == [str(moved)]


def test_batch_move_of_old_downloads(world, ctx):
    r = call(ctx, "move_file", path="Downloads", modified_before="30d", destination="Archive/old/")
    assert r.data["status"] == "done", r.text
    assert sorted(os.listdir(world / "Archive" / "old")) == [f"old_{i}.pdf" for i in range(5)] + ["setup.exe"]
    assert sorted(os.listdir(world / "Downloads")) == ["new.pdf"]
    assert r.data["plan"]["prompt"].startswith("This will move 6 files")


def test_conflicts_rename_skip_or_overwrite_with_confirmation(world, ctx):
    write(world / "Archive" / "report.pdf", "archived report")
    r = call(ctx, "copy_file", path="Documents/report.pdf", destination="Archive")
    assert r.data["status"] == "done"
    assert (world / "Archive" / "report (1).pdf").read_text() == "report v1"
    r = call(ctx, "copy_file", path="Documents/report.pdf", destination="Archive", on_conflict="skip")
    assert r.data["status"] == "nothing_to_do"
    r = call(ctx, "copy_file", path="Documents/report.pdf", destination="Archive", on_conflict="overwrite")
    assert r.data["status"] == "confirmation_required" and "overwriting 1 existing file" in r.data["prompt"]
    assert (world / "Archive" / "report.pdf").read_text() == "archived report"
    r = call(
        ctx,
        "copy_file",
        path="Documents/report.pdf",
        destination="Archive",
        on_conflict="overwrite",
        confirm_token=r.data["token"],
    )
    assert r.data["status"] == "done"
    assert (world / "Archive" / "report.pdf").read_text() == "report v1"
    call(ctx, "undo")
    assert (world / "Archive" / "report.pdf").read_text() == "archived report"  # the old bytes are back


def test_delete_goes_to_the_trash_and_always_asks(world, ctx, tmp_path):
    r = call(ctx, "delete_file", path="Downloads/setup.exe")
    assert r.data["status"] == "confirmation_required"
    assert r.data["prompt"] == "This will move to the trash 1 file (2.0 KB) from Downloads."
    assert (world / "Downloads" / "setup.exe").exists()
    r = call(ctx, "delete_file", path="Downloads/setup.exe", confirm_token=r.data["token"])
    assert r.data["status"] == "done"
    trash = Path(os.environ["XDG_DATA_HOME"]) / "Trash"
    assert (trash / "files" / "setup.exe").exists()
    info = (trash / "info" / "setup.exe.trashinfo").read_text()
    assert f"Path={world}/Downloads/setup.exe" in info
    assert call(ctx, "find_files", query="setup").data["count"] == 0  # the index follows
    call(ctx, "undo")
    assert (world / "Downloads" / "setup.exe").exists() and not (trash / "files" / "setup.exe").exists()


def test_permanent_delete_needs_confirmation_and_cannot_be_undone(world, ctx):
    r = call(ctx, "delete_file", path="Downloads/new.pdf", permanent=True)
    assert r.data["status"] == "confirmation_required" and "cannot be undone" in r.data["prompt"]
    r = call(ctx, "delete_file", path="Downloads/new.pdf", permanent=True, confirm_token=r.data["token"])
    assert r.data["status"] == "done" and not (world / "Downloads" / "new.pdf").exists()
    with pytest.raises(FilescoutError, match=r"nothing to undo|can't be undone"):
        call(ctx, "undo", batch_id=r.data["batch_id"])


def test_a_token_is_refused_when_the_files_changed(world, ctx):
    r = call(ctx, "delete_file", path="Downloads", type="pdf")
    assert r.data["status"] == "confirmation_required"
    token = r.data["token"]
    write(world / "Downloads" / "old_1.pdf", "changed since the plan")
    r2 = call(ctx, "delete_file", path="Downloads", type="pdf", confirm_token=token)
    assert r2.data["status"] == "confirmation_required" and r2.data["stale_token"]
    assert "changed since" in r2.text
    assert (world / "Downloads" / "old_1.pdf").exists()
    r3 = call(ctx, "delete_file", path="Downloads", type="pdf", confirm_token=r2.data["token"])
    assert r3.data["status"] == "done"


def test_big_batches_need_confirmation(world, ctx):
    for i in range(25):
        write(world / "many" / f"f{i}.txt", str(i))
    r = call(ctx, "copy_file", path="many/*.txt", destination="Archive")
    assert r.data["status"] == "confirmation_required"
    assert "more than 20 files" in " ".join(r.data["plan"]["reasons"])


def test_write_file_is_atomic_and_never_clobbers(world, ctx):
    r = call(ctx, "write_file", path="Documents/todo.txt", content="buy milk")
    assert r.data["status"] == "done" and (world / "Documents" / "todo.txt").read_text() == "buy milk"
    assert not [n for n in os.listdir(world / "Documents") if n.startswith(".filescout-")]
    with pytest.raises(FilescoutError, match="already exists"):
        call(ctx, "write_file", path="Documents/todo.txt", content="other")
    r = call(ctx, "write_file", path="Documents/todo.txt", content="eggs", overwrite=True)
    assert r.data["status"] == "confirmation_required"


def test_rename_photos_by_date_taken(world, ctx):
    from PIL import Image

    folder = world / "Pictures" / "holiday"
    folder.mkdir(parents=True)
    for name, taken in [
        ("IMG_9.jpg", "2024:07:03 10:00:00"),
        ("IMG_1.jpg", "2024:07:01 09:30:00"),
        ("IMG_5.jpg", None),
    ]:
        im = Image.new("RGB", (4, 4))
        ex = im.getexif()
        if taken:
            ex.get_ifd(0x8769)[0x9003] = taken
        im.save(folder / name, exif=ex)
    os.utime(folder / "IMG_5.jpg", (time.mktime((2024, 7, 2, 12, 0, 0, 0, 0, -1)),) * 2)  # no EXIF: mtime
    r = call(ctx, "rename_file", path="Pictures/holiday", type="photos", pattern="{date:%Y-%m-%d}_{n:02}")
    assert r.data["status"] == "done", r.text
    assert sorted(os.listdir(folder)) == ["2024-07-01_01.jpg", "2024-07-02_02.jpg", "2024-07-03_03.jpg"]
    call(ctx, "undo")
    assert sorted(os.listdir(folder)) == ["IMG_1.jpg", "IMG_5.jpg", "IMG_9.jpg"]


# -- attacks (safety.md) ---------------------------------------------------------------------


def test_prefix_siblings_dotdot_and_nul_are_refused(world, ctx, tmp_path):
    sibling = tmp_path / "home2"
    write(sibling / "x.txt", "sibling")
    before = snapshot(tmp_path)
    bad = [
        ("move_file", {"path": str(sibling / "x.txt"), "destination": "Archive"}),
        ("move_file", {"path": "Documents/notes.txt", "destination": str(sibling)}),
        ("copy_file", {"path": "Documents/notes.txt", "destination": "../home2"}),
        ("copy_file", {"path": "Documents/../../outside/target.txt", "destination": "Archive"}),
        ("write_file", {"path": "../outside/new.txt", "content": "x"}),
        ("write_file", {"path": "Documents/a\x00b.txt", "content": "x"}),
        ("delete_file", {"path": "Documents/../../home2/x.txt"}),
        ("rename_file", {"path": "Documents/notes.txt", "new_name": "../../outside/n.txt"}),
        ("create_folder", {"path": "a/" * 3000 + "b"}),
    ]
    for tool, args in bad:
        with pytest.raises((OutsideRoots, InvalidInput)):
            call(ctx, tool, **args)
    assert snapshot(tmp_path) == before


def test_symlinks_pointing_out_are_never_followed(world, ctx, tmp_path):
    os.symlink(tmp_path / "outside", world / "escape_dir")
    os.symlink(tmp_path / "outside" / "target.txt", world / "escape_file.txt")
    before = snapshot(tmp_path / "outside")
    with pytest.raises(OutsideRoots):
        call(ctx, "write_file", path="escape_dir/new.txt", content="x")
    with pytest.raises(OutsideRoots):
        call(ctx, "copy_file", path="Documents/notes.txt", destination="escape_dir")
    with pytest.raises(OutsideRoots):
        call(ctx, "write_file", path="escape_file.txt", content="x", overwrite=True)
    # moving or deleting the link moves the link, not what it points to
    r = call(ctx, "delete_file", path="escape_file.txt")
    r = call(ctx, "delete_file", path="escape_file.txt", confirm_token=r.data["token"])
    assert r.data["status"] == "done" and not os.path.lexists(world / "escape_file.txt")
    assert snapshot(tmp_path / "outside") == before


def test_a_symlink_planted_after_planning_is_not_written_through(world, ctx, tmp_path):
    r = call(ctx, "copy_file", path="Documents/report.pdf", destination="Archive", on_conflict="overwrite")
    # nothing at the destination yet: the plan needs no confirmation, so plan a confirmed overwrite instead
    write(world / "Archive" / "report.pdf", "archived")
    r = call(ctx, "copy_file", path="Documents/report.pdf", destination="Archive", on_conflict="overwrite")
    assert r.data["status"] == "confirmation_required"
    token = r.data["token"]
    os.unlink(world / "Archive" / "report.pdf")
    os.symlink(tmp_path / "outside" / "target.txt", world / "Archive" / "report.pdf")
    r = call(
        ctx,
        "copy_file",
        path="Documents/report.pdf",
        destination="Archive",
        on_conflict="overwrite",
        confirm_token=token,
    )
    assert r.data["status"] != "done"
    assert (tmp_path / "outside" / "target.txt").read_text() == "outside, must stay untouched"
    # and when the planted link sits between confirmation and the step itself
    (world / "Archive" / "report.pdf").unlink()
    r = call(ctx, "move_file", path="Documents/notes.txt", destination="Archive/sub/")
    assert r.data["status"] == "done"
    os.rename(world / "Archive" / "sub", world / "Archive" / "sub_real")
    os.symlink(tmp_path / "outside", world / "Archive" / "sub")
    with pytest.raises(OutsideRoots):
        call(ctx, "move_file", path="Documents/report.pdf", destination="Archive/sub")
    assert sorted(os.listdir(tmp_path / "outside")) == ["target.txt"]


def test_containment_is_rechecked_right_before_each_step(world, ctx, tmp_path, monkeypatch):
    from filescout.ops import engine

    real_apply = engine.apply_step
    calls = {"n": 0}

    def swap_then_apply(c, journal, step, content):
        calls["n"] += 1
        if calls["n"] == 1:  # between planning and acting, Archive becomes a link to the outside
            os.rename(world / "Archive", world / "Archive_real")
            os.symlink(tmp_path / "outside", world / "Archive")
        return real_apply(c, journal, step, content)

    monkeypatch.setattr(engine, "apply_step", swap_then_apply)
    r = call(ctx, "copy_file", path="Documents/report.pdf", destination="Archive")
    assert r.data["status"] == "failed"
    assert "outside the allowed folders" in r.data["errors"][0]["error"]
    assert sorted(os.listdir(tmp_path / "outside")) == ["target.txt"]


# -- the journal, crashes and history --------------------------------------------------------


def test_history_lists_batches(world, ctx):
    call(ctx, "create_folder", path="New")
    call(ctx, "copy_file", path="Documents/notes.txt", destination="New")
    h = call(ctx, "history").data["batches"]
    assert [b["op"] for b in h] == ["copy", "mkdir"] and all(b["status"] == "done" for b in h)
    assert stat.S_IMODE(os.stat(ctx.journal.path).st_mode) == 0o600


CRASH_SCRIPT = """
import os, sys
sys.path[:0] = {paths!r}
from filescout.ops import engine
from filescout.tools import REGISTRY, Context
real = engine.apply_step
n = {{"i": 0}}
def slow(*a, **k):
    n["i"] += 1
    if n["i"] == 6:
        os.kill(os.getpid(), 9)  # die midway, like a power cut
    return real(*a, **k)
engine.apply_step = slow
ctx = Context({home!r})
r = REGISTRY.call("move_file", {{"path": "{src}", "destination": "{dst}"}}, ctx)
r = REGISTRY.call("move_file", {{"path": "{src}", "destination": "{dst}", "confirm_token": r.data["token"]}}, ctx)
"""


@pytest.mark.parametrize("action", ["complete", "rollback"])
def test_a_batch_killed_midway_is_recovered_with_nothing_lost(tmp_path, fshome, action):
    root = tmp_path / "data"
    for i in range(30):
        write(root / "src" / f"f{i:02}.bin", os.urandom(2000))
    (root / "dst").mkdir()
    c = Context(fshome)
    scan(c.index, root)
    c.close()
    contents = {p.name: p.read_bytes() for p in (root / "src").iterdir()}
    script = CRASH_SCRIPT.format(paths=sys.path, home=str(fshome), src=f"{root}/src/*.bin", dst=f"{root}/dst")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    c = Context(fshome)
    try:
        j = c.journal
        assert any("was interrupted midway" in n for n in c.notices)
        batch = j.interrupted()[0]
        r = call(c, "recover", batch_id=batch["id"], action=action)
        assert r.data["status"] in ("done", "rolled_back")
        where = root / ("dst" if action == "complete" else "src")
        other = root / ("src" if action == "complete" else "dst")
        assert {p.name: p.read_bytes() for p in where.iterdir()} == contents
        assert list(other.iterdir()) == []
        assert j.interrupted() == []
    finally:
        c.close()


# -- the run(input) contract ---------------------------------------------------------------------


def _validate(doc: dict, schema: dict) -> None:
    import jsonschema

    jsonschema.validate(doc, schema)


def test_the_acp_contract(world, fshome, tmp_path):
    from filescout.acp import INPUT_SCHEMA, MANIFEST, OUTPUT_SCHEMA, run

    assert MANIFEST["name"] == "file_agent"
    assert MANIFEST["permissions"] == ["filesystem.read", "filesystem.write", "filesystem.move"]
    assert MANIFEST["optional_permissions"] == ["filesystem.delete"]
    assert set(MANIFEST["actions"]) == {
        "list_files",
        "read_file",
        "write_file",
        "move_file",
        "rename_file",
        "copy_file",
        "delete_file",
        "search_files",
        "get_metadata",
        "get_disk_usage",
        "query_data",  # the SQL scratchpad (tests/test_scratch.py)
    }

    def go(inp, **kw):
        _validate(inp, INPUT_SCHEMA)
        out = run(inp, home=fshome, **kw)
        _validate(out, OUTPUT_SCHEMA)
        return out

    out = go({"action": "list_files", "path": str(world / "Downloads"), "filters": {"type": "pdf"}})
    assert out["status"] == "success" and len(out["result"]) == 6
    out = go({"action": "list_files", "path": str(world / "Downloads") + "/*.exe"})
    assert [f["name"] for f in out["result"]] == ["setup.exe"]
    out = go({"action": "search_files", "query": "report"})
    assert out["result"][0]["name"] == "report.pdf"
    out = go({"action": "get_metadata", "path": str(world / "Documents" / "notes.txt")})
    assert out["result"]["size"] == 9
    out = go({"action": "get_disk_usage"})
    assert out["result"]["total_files"] == 9
    out = go({"action": "read_file", "path": str(world / "Documents" / "notes.txt")})
    assert out["result"]["lines"] == ["my notes"]
    big = go({"action": "list_files", "filters": {"size_gt": 400}})
    assert {f["name"] for f in big["result"]} == {"setup.exe"} | {f"old_{i}.pdf" for i in range(5)}

    # dry run, then a move that needs no confirmation
    before = snapshot(world)
    out = go(
        {
            "action": "move_file",
            "path": str(world / "Downloads"),
            "destination": str(world / "Archive"),
            "filters": {"modified_before": "2030-01-01", "type": "pdf"},
            "options": {"dry_run": True},
        }
    )
    assert out["status"] == "success" and out["action_performed"].startswith("Dry run")
    assert snapshot(world) == before
    out = go({"action": "rename_file", "path": str(world / "Documents" / "notes.txt"), "destination": "ideas.txt"})
    assert out["status"] == "success" and (world / "Documents" / "ideas.txt").exists()

    # delete needs the permission, then confirmation
    out = go({"action": "delete_file", "path": str(world / "Downloads" / "setup.exe")})
    assert out["status"] == "error" and out["error"]["code"] == "permission_denied"
    granted = {"filesystem.read", "filesystem.write", "filesystem.move", "filesystem.delete"}
    out = go({"action": "delete_file", "path": str(world / "Downloads" / "setup.exe")}, granted=granted)
    assert out["status"] == "confirmation_required"
    assert out["confirmation_prompt"].startswith("This will move to the trash 1 file")
    assert (world / "Downloads" / "setup.exe").exists()
    # re-invoked with the token: the plan must be unchanged
    out2 = go(
        {
            "action": "delete_file",
            "path": str(world / "Downloads" / "setup.exe"),
            "options": {"confirm_required": False, "confirmation_token": out["confirmation_token"]},
        },
        granted=granted,
    )
    assert out2["status"] == "success" and not (world / "Downloads" / "setup.exe").exists()
    # confirm_required false (seed 004) is honoured only for a caller granted auto_confirm by its embedder
    out = go(
        {"action": "delete_file", "path": str(world / "Downloads" / "new.pdf"), "options": {"confirm_required": False}},
        granted=granted,
    )
    assert out["status"] == "confirmation_required" and (world / "Downloads" / "new.pdf").exists()
    out = go(
        {"action": "delete_file", "path": str(world / "Downloads" / "new.pdf"), "options": {"confirm_required": False}},
        granted=granted | {"filesystem.auto_confirm"},
    )
    assert out["status"] == "success" and out["metadata"]["files_affected"] == 1

    # plain-language errors, never a trace
    out = go({"action": "read_file", "path": str(world / "nope.txt")})
    assert out["error"]["message"].startswith("I couldn't find a file at that path")
    out = go({"action": "read_file", "path": "/etc/passwd"})
    assert out["error"]["code"] == "outside_allowed_roots"
    out = go({"action": "fly"})
    assert out["error"]["code"] == "unknown_action"
    out = go({"action": "write_file", "path": str(world / "w.txt"), "content": "x"}, granted={"filesystem.read"})
    assert out["error"]["code"] == "permission_denied"
    # roots: an explicit list narrows what the agent may touch
    out = go({"action": "read_file", "path": str(world / "Documents" / "report.pdf")}, roots=[str(world / "Downloads")])
    assert out["error"]["code"] == "outside_allowed_roots"


# As nobody: index a folder, make one file unreadable, prove it really is unreadable to this user (else the test
# would prove nothing), then ask the contract to read it.
_UNREADABLE_SCRIPT = """
import json, os, sys
from filescout.acp import run
from filescout.index.scanner import scan
from filescout.tools import Context
home, root, p = sys.argv[1:4]
c = Context(home)
scan(c.index, root)
c.close()
os.chmod(p, 0)
try:
    open(p, "rb").close()
    denied = False
except PermissionError:
    denied = True
print(json.dumps({"denied": denied, "out": run({"action": "read_file", "path": p}, home=home)}))
"""


def test_acp_maps_os_errors_to_plain_language(world, fshome):
    """An unreadable file gets a plain-language error and no trace. Root reads through permission bits, so as
    root (CI) the call runs as nobody in a subprocess (conftest.run_as_nobody), in a folder that user can reach."""
    import shutil

    from conftest import NOBODY_UID, can_drop_to_nobody, run_as_nobody
    from filescout.acp import run

    if os.geteuid() != 0:
        p = world / "Documents" / "notes.txt"
        os.chmod(p, 0)
        try:
            out = run({"action": "read_file", "path": str(p)}, home=fshome)
        finally:
            os.chmod(p, 0o640)
    else:
        if not can_drop_to_nobody():
            pytest.skip("root reads unreadable files, and setpriv isn't here to drop to an unprivileged user")
        base = Path(tempfile.mkdtemp(prefix="fs-acp-eacces-"))  # pytest's tmp_path is private to root
        try:
            os.chmod(base, 0o755)
            root = base / "data"
            p = write(root / "Documents" / "notes.txt", "my notes\n")
            write(root / "Documents" / "report.pdf", "report v1")
            (base / "userhome").mkdir()
            for q in [base, *base.rglob("*")]:
                os.chown(q, NOBODY_UID, NOBODY_UID)
            env = {**os.environ, "HOME": str(base / "userhome"), "FILESCOUT_HOME": str(base / "fshome")}
            env["XDG_DATA_HOME"] = str(base / "userhome" / ".local" / "share")
            proc = run_as_nobody([sys.executable, "-c", _UNREADABLE_SCRIPT, env["FILESCOUT_HOME"], str(root), str(p)],
                                 env)  # fmt: skip
        finally:
            shutil.rmtree(base, ignore_errors=True)
        assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
        got = json.loads(proc.stdout)
        assert got["denied"], "the file was readable to the unprivileged user: this test would prove nothing"
        out = got["out"]
    assert out["status"] == "error" and out["error"]["code"] == "permission_denied", out
    assert out["error"]["message"].startswith("I don't have permission to access that file")
    assert "Traceback" not in json.dumps(out)


def test_errno_messages():
    import errno

    from filescout.errors import from_oserror

    assert from_oserror(OSError(errno.ENOENT, "x")).message == "I couldn't find a file at that path"
    assert from_oserror(OSError(errno.EACCES, "x")).message == "I don't have permission to access that file"
    assert from_oserror(OSError(errno.ENOSPC, "x")).message == "There isn't enough disk space to complete this"
    assert "Traceback" not in from_oserror(OSError(errno.EPIPE, "Broken pipe")).message


def test_cli_operations(world, fshome):
    from click.testing import CliRunner

    from filescout.cli import cli

    runner = CliRunner()
    res = runner.invoke(cli, ["rm", str(world / "Downloads" / "new.pdf")])
    assert res.exit_code == 1 and "Run again with --yes" in res.output
    assert (world / "Downloads" / "new.pdf").exists()
    res = runner.invoke(cli, ["rm", str(world / "Downloads" / "new.pdf"), "--yes", "--json"])
    assert res.exit_code == 0 and json.loads(res.output)["status"] == "done"
    res = runner.invoke(
        cli, ["mv", str(world / "Downloads"), str(world / "Archive"), "--changed-before", "30d", "--dry-run"]
    )
    assert res.exit_code == 0 and "Dry run: nothing was changed." in res.output
    res = runner.invoke(cli, ["mkdir", str(world / "X" / "Y"), "--json"])
    assert json.loads(res.output)["status"] == "done"
    res = runner.invoke(cli, ["write", str(world / "X" / "Y" / "a.txt"), "--content", "-"], input="from stdin\n")
    assert res.exit_code == 0 and (world / "X" / "Y" / "a.txt").read_text() == "from stdin\n"
    res = runner.invoke(cli, ["history", "--json"])
    assert [b["op"] for b in json.loads(res.output)["batches"]] == ["write", "mkdir", "trash"]
    res = runner.invoke(cli, ["undo", "--json"])
    assert json.loads(res.output)["status"] == "undone" and not (world / "X" / "Y" / "a.txt").exists()
    res = runner.invoke(cli, ["undo", "1"])
    assert res.exit_code == 0 and (world / "Downloads" / "new.pdf").exists()


def test_cross_device_moves_keep_times(world, ctx, fshome):
    shm = Path("/dev/shm")
    if not shm.is_dir() or os.stat(shm).st_dev == os.stat(world).st_dev:
        pytest.skip("no second file system to move across")
    other = Path(tempfile.mkdtemp(dir=shm, prefix="filescout-test-"))
    try:
        c = Context(fshome, roots=[str(world), str(other)])
        src = world / "Documents" / "notes.txt"
        st = os.stat(src)
        r = call(c, "move_file", path=str(src), destination=str(other))
        assert r.data["status"] == "done"
        st2 = os.stat(other / "notes.txt")
        assert (st2.st_mtime_ns, stat.S_IMODE(st2.st_mode)) == (st.st_mtime_ns, 0o640)
        call(c, "undo")
        assert src.read_text() == "my notes\n" and not (other / "notes.txt").exists()
        c.close()
    finally:
        import shutil

        shutil.rmtree(other, ignore_errors=True)


def test_journal_survives_reopen(world, fshome):
    c = Context(fshome)
    call(c, "copy_file", path=str(world / "Documents" / "notes.txt"), destination=str(world / "Archive"))
    c.close()
    conn = sqlite3.connect(fshome / "journal.db")
    assert conn.execute("SELECT count(*) FROM steps").fetchone() == (1,)
    conn.close()


def test_acp_roots_confine_what_the_index_shows(world, fshome):
    from filescout.acp import OUTPUT_SCHEMA, run

    only = [str(world / "Downloads")]

    def go(inp):
        out = run(inp, home=fshome, roots=only)
        _validate(out, OUTPUT_SCHEMA)
        return out

    assert go({"action": "read_file", "path": str(world / "Documents" / "report.pdf")})["error"]["code"] == (
        "outside_allowed_roots"
    )
    listed = go({"action": "list_files", "options": {"limit": 100}})["result"]
    assert listed and all(f["path"].startswith(only[0] + "/") for f in listed)
    assert go({"action": "search_files", "query": "report"})["result"] == []
    assert go({"action": "search_files", "query": "old"})["result"]  # the Downloads files are found
    usage = go({"action": "get_disk_usage"})["result"]
    assert usage["total_files"] == len(os.listdir(world / "Downloads"))
    # without the restriction, the whole index answers
    assert run({"action": "get_disk_usage"}, home=fshome)["result"]["total_files"] > usage["total_files"]
