"""Clean-up (issue 17 item 3): a generated home with known caches, duplicates, old installers, stale and recent
projects, old videos and a trash; the report lists exactly those with exact byte totals (the generator's own
sizes, and du -sb for folders), a confirmed plan trashes them and undo puts them back byte for byte."""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import write
from filescout.cli import cli

BOTH_BACKENDS = True  # the tools' answers on this machine's index and on a shared one

DAY = 86400
NOW = time.time()


def _data(tag: str, n: int) -> bytes:
    return random.Random(tag).randbytes(n)


class Home:
    """The generated home: every file it wrote, and which kind each belongs to (None: must never be proposed)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.files: dict[str, tuple[int, str | None]] = {}  # path -> (size, kind)
        self.folders: dict[str, str] = {}  # a folder proposed as a whole -> its kind
        self.kept: dict[str, str] = {}  # extra copy -> the copy kept

    def put(self, rel: str, size: int, age_days: float = 1, kind: str | None = None, data: bytes | None = None):
        p = self.root / rel
        write(p, data if data is not None else _data(rel, size), mtime=NOW - age_days * DAY)
        self.files[str(p)] = (size, kind)
        return p

    def folder(self, rel: str, kind: str) -> None:
        self.folders[str(self.root / rel)] = kind

    def expected(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for p, (_, k) in self.files.items():
            if k is not None and not any(p.startswith(f + "/") for f in self.folders):
                out.setdefault(k, set()).add(p)
        for f, k in self.folders.items():
            out.setdefault(k, set()).add(f)
        return out

    def bytes_of(self, path: str) -> int:
        if path in self.files:
            return self.files[path][0]
        return sum(s for p, (s, _) in self.files.items() if p.startswith(path + "/"))


def du_files(path: str) -> int:
    """du -sb, less the folders' own sizes: the bytes of the files inside (what the index counts)."""
    total = int(subprocess.run(["du", "-sb", path], capture_output=True, text=True, check=True).stdout.split()[0])
    dirs = sum(os.lstat(os.path.join(dp, d)).st_size for dp, ds, _ in os.walk(path) for d in ds)
    return total - dirs - os.lstat(path).st_size


def make_home(root: Path) -> Home:
    h = Home(root)
    # one of a kind: never proposed, whatever their age or place
    h.put("Documents/report.pdf", 40_000, 400)
    h.put("Documents/taxes.xlsx", 12_000, 500)
    h.put("Pictures/beach.jpg", 80_000, 700)
    h.put("Downloads/invoice.pdf", 9_000, 300)
    h.put("Downloads/old_photo.jpg", 30_000, 400)
    h.put("Downloads/recent.dmg", 50_000, 3)  # an installer, but recent
    # duplicates: the copy in the document-like place stays (even when newer), else the oldest
    contract = _data("contract", 25_000)
    h.put("Documents/contract.pdf", 25_000, 200, data=contract)
    h.put("Downloads/contract.pdf", 25_000, 20, "duplicates", data=contract)
    cat = _data("cat", 60_000)
    h.put("Pictures/cat.jpg", 60_000, 10, data=cat)
    h.put("Backup/cat.jpg", 60_000, 900, "duplicates", data=cat)
    song = _data("song", 33_000)
    h.put("misc/a/song.mp3", 33_000, 100, data=song)
    h.put("misc/b/song.mp3", 33_000, 50, "duplicates", data=song)
    h.put("misc/c/song.mp3", 33_000, 5, "duplicates", data=song)
    # caches
    h.put(".cache/google-chrome/Default/Cache/data_1", 70_000, 1, "caches")
    h.put(".cache/google-chrome/Default/Cache/index", 3_000, 1, "caches")
    h.put(".cache/pip/http/a/b/blob", 20_000, 30, "caches")
    h.put(".cache/thumbnails/normal/abc.png", 4_000, 30, "caches")
    h.put(".mozilla/firefox/abc.default/cache2/entries/E1", 15_000, 2, "caches")
    h.put(".mozilla/firefox/abc.default/places.sqlite", 8_000, 2)  # the profile itself: never
    h.put(".npm/_cacache/content-v2/sha512/aa/bb", 11_000, 60, "caches")
    h.put(".npm/_logs/debug.log", 500, 1)
    h.put(".cargo/registry/cache/index/serde.crate", 9_000, 60, "caches")
    h.put(".gradle/caches/modules/x.jar", 7_000, 60, "caches")
    h.put(".m2/repository/org/x/x.jar", 6_000, 60, "caches")
    for f in (".cache/google-chrome", ".cache/pip", ".cache/thumbnails", ".mozilla/firefox/abc.default/cache2",
              ".npm/_cacache", ".cargo/registry/cache", ".gradle/caches", ".m2/repository"):  # fmt: skip
        h.folder(f, "caches")
    # old installers and archives in Downloads (older than 30 days), and an unfinished download
    h.put("Downloads/setup.exe", 45_000, 60, "installers")
    h.put("Downloads/tool_1.2.deb", 38_000, 100, "installers")
    # a copy of an old installer, also an old installer: counted once, in installers (no copy of it is "kept")
    h.put("Downloads/old/setup (1).exe", 45_000, 61, "installers", data=_data("Downloads/setup.exe", 45_000))
    h.put("Downloads/App.AppImage", 52_000, 45, "installers")
    h.put("Downloads/data.tar.gz", 21_000, 200, "archives")
    h.put("Downloads/old/photos.zip", 17_000, 40, "archives")
    h.put("Downloads/movie.mkv.part", 13_000, 2, "partial")
    # projects: stale ones' build output goes, a recent one's stays
    h.put("code/oldapp/package.json", 300, 200)
    h.put("code/oldapp/src/index.js", 2_000, 200)
    h.put("code/oldapp/node_modules/left-pad/index.js", 5_000, 1, "build_output")
    h.put("code/oldapp/node_modules/left-pad/package.json", 400, 1, "build_output")
    h.put("code/oldapp/dist/bundle.js", 9_000, 150, "build_output")
    h.folder("code/oldapp/node_modules", "build_output")
    h.folder("code/oldapp/dist", "build_output")
    h.put("code/newapp/package.json", 300, 400)
    h.put("code/newapp/src/app.js", 2_500, 2)  # changed two days ago: the project is in use
    h.put("code/newapp/node_modules/react/index.js", 40_000, 300)
    h.put("code/oldrust/Cargo.toml", 200, 300)
    h.put("code/oldrust/src/main.rs", 1_500, 300)
    h.put("code/oldrust/target/debug/app", 60_000, 290, "build_output")
    h.folder("code/oldrust/target", "build_output")
    h.put("code/oldpy/pyproject.toml", 250, 150)
    h.put("code/oldpy/pkg/__init__.py", 0, 150)
    h.put("code/oldpy/pkg/__pycache__/mod.cpython-311.pyc", 3_000, 150, "build_output")
    h.put("code/oldpy/.venv/lib/site.py", 14_000, 150, "build_output")
    h.put("code/oldpy/build/guide.pdf", 22_000, 150)  # a build folder holding a document: left alone
    h.folder("code/oldpy/pkg/__pycache__", "build_output")
    h.folder("code/oldpy/.venv", "build_output")
    # videos: large (over 1 MB here) and old
    h.put("Videos/holiday_2019.mp4", 1_500_000, 800, "videos")
    h.put("Videos/last_week.mp4", 1_500_000, 7)
    h.put("Videos/small_old.mp4", 200_000, 800)
    # the trash: one item already in it
    h.put(".local/share/Trash/files/old_notes.txt", 5_000, 10, "trash")
    h.put(".local/share/Trash/info/old_notes.txt.trashinfo", 60, 10, "trash")
    return h


OPTS = ["--video-min-size", "1MB"]


def run(runner: CliRunner, *args: str, ok: bool = True, input: str | None = None):
    res = runner.invoke(cli, list(args), input=input)
    if ok:
        assert res.exit_code == 0, res.output
    return res


def digest_tree(paths) -> dict[str, str]:
    out = {}
    for p in paths:
        if os.path.isdir(p):
            for dp, _, fs in os.walk(p):
                for f in fs:
                    q = os.path.join(dp, f)
                    out[q] = hashlib.sha256(Path(q).read_bytes()).hexdigest()
        else:
            out[p] = hashlib.sha256(Path(p).read_bytes()).hexdigest()
    return out


@pytest.fixture
def home(tmp_path, monkeypatch, index_backend):
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    h = make_home(Path(os.environ["HOME"]))
    run(CliRunner(), "scan", str(h.root), "--no-content")
    return h


def report(runner) -> dict:
    return json.loads(run(runner, "cleanup", *OPTS, "--json").output)


def test_report_lists_exactly_the_known_kinds_with_exact_bytes(home):
    runner = CliRunner()
    data = report(runner)
    got = {k["kind"]: set(k["files"]) for k in data["kinds"]}
    want = home.expected()
    assert got == want
    never = {p for p, (_, k) in home.files.items() if k is None}
    assert not never & {p for k in data["kinds"] for p in k["files"]}
    for k in data["kinds"]:
        assert k["bytes"] == sum(it["bytes"] for it in k["items"]) == sum(home.bytes_of(p) for p in k["files"])
        for it in k["items"]:
            if it["folder"]:
                assert it["bytes"] == du_files(it["path"]), it["path"]
    assert data["total_bytes"] == sum(home.bytes_of(p) for s in want.values() for p in s)
    kept = {g["kept"]: g["why_kept"] for g in data["duplicate_groups"]}
    assert set(kept) == {str(home.root / p) for p in ("Documents/contract.pdf", "Pictures/cat.jpg", "misc/a/song.mp3")}
    assert "document-like" in kept[str(home.root / "Pictures/cat.jpg")]
    assert kept[str(home.root / "misc/a/song.mp3")] == "the oldest copy"
    assert str(home.root / "code/newapp") in {p["path"] for p in data["recent_projects"]}
    text = run(runner, "cleanup", *OPTS).output
    assert "never proposed" in text and "Pictures/cat.jpg" in text and "filescout clean trash" in text


def test_plan_confirmed_trashes_and_undo_restores_byte_identical(home):
    runner = CliRunner()
    data = report(runner)
    safe = [k for k in data["kinds"] if k["in_all"]]
    targets = [p for k in safe for p in k["files"]]
    before = digest_tree(targets)
    others = digest_tree([p for p, (_, k) in home.files.items() if k in (None, "videos", "trash")])
    # no token and no --yes: the plan is shown, nothing changes
    res = run(runner, "clean", "all", *OPTS, ok=False)
    assert res.exit_code == 1 and all(os.path.lexists(p) for p in targets)
    res = json.loads(
        run(runner, "clean", "all", *OPTS, "--confirm-token", data["ready_plan"]["token"], "--json").output
    )
    assert res["status"] == "done", res
    assert res["bytes_affected"] == sum(k["bytes"] for k in safe)
    assert not any(os.path.lexists(p) for p in targets)
    trashed = os.listdir(Path(os.environ["XDG_DATA_HOME"]) / "Trash" / "files")
    assert len(trashed) == 1 + len(targets)  # old_notes.txt was there already
    assert digest_tree(list(others)) == others  # nothing else touched
    run(runner, "undo")
    assert digest_tree(targets) == before
    assert report(runner)["total_bytes"] == data["total_bytes"]


def test_each_kind_has_its_own_plan_token(home):
    runner = CliRunner()
    data = report(runner)
    caches = next(k for k in data["kinds"] if k["kind"] == "caches")
    res = json.loads(run(runner, "clean", "caches", *OPTS, "--confirm-token", caches["plan"]["token"], "--json").output)
    assert res["status"] == "done" and res["bytes_affected"] == caches["bytes"]
    assert not any(os.path.lexists(p) for p in caches["files"])
    assert os.path.exists(home.root / ".mozilla/firefox/abc.default/places.sqlite")


def test_emptying_the_trash_is_separate_permanent_and_says_so(home):
    runner = CliRunner()
    res = run(runner, "clean", "trash,caches", ok=False)
    assert res.exit_code == 1 and "step of its own" in res.output
    res = run(runner, "clean", "trash", ok=False)
    assert res.exit_code == 1 and "cannot be undone" in res.output
    trash = Path(os.environ["XDG_DATA_HOME"]) / "Trash"
    assert (trash / "files" / "old_notes.txt").exists()
    out = json.loads(run(runner, "clean", "trash", "--yes", "--json").output)
    assert out["status"] == "done" and out["bytes_affected"] == 5_060
    assert os.listdir(trash / "files") == [] and os.listdir(trash / "info") == []
    assert run(runner, "undo", ok=False).exit_code == 1


def test_a_cache_swapped_for_a_link_to_documents_touches_nothing_outside(home):
    runner = CliRunner()
    data = report(runner)
    caches = next(k for k in data["kinds"] if k["kind"] == "caches")
    docs = home.root / "Documents"
    kept = digest_tree([docs])
    pip = home.root / ".cache" / "pip"
    os.rename(pip, home.root / "pip-moved")
    os.symlink(docs, pip)
    res = run(runner, "clean", "caches", *OPTS, "--confirm-token", caches["plan"]["token"], "--json", ok=False)
    assert res.exit_code == 1
    res = json.loads(res.output)
    assert res["status"] == "confirmation_required" and res.get("stale_token")
    assert str(pip) not in {s["source"] for s in res["plan"]["steps"]}  # a link is never a cache
    assert digest_tree([docs]) == kept and os.path.islink(pip)
    res = json.loads(run(runner, "clean", "caches", *OPTS, "--yes", "--json").output)
    assert res["status"] in ("done", "partial")
    assert digest_tree([docs]) == kept  # the link itself may go; what it points to stays


def test_ask_free_up_space_answers_with_the_report(home):
    runner = CliRunner()
    for q in ("help me free up space", "clean up my PC", "my PC is getting slow, find what's eating space"):
        out = json.loads(run(runner, "ask", q, "--json").output)
        assert out["tool"] == "cleanup_suggestions", (q, out)
        assert "never proposed" in out["answer"] and "cache" in out["answer"]
    assert all(os.path.lexists(p) for p in home.files)
    res = run(runner, "chat", input="help me free up space\nyes\n")
    assert "Undo with" in res.output, res.output
    assert not os.path.lexists(home.root / "Downloads/setup.exe")
    assert os.path.exists(home.root / "Videos/holiday_2019.mp4")  # videos only when named


def test_a_cache_swapped_for_a_link_while_the_plan_runs_touches_nothing_outside(home, monkeypatch):
    from filescout.ops import engine

    runner = CliRunner()
    docs = home.root / "Documents"
    kept = digest_tree([docs])
    pip = home.root / ".cache" / "pip"
    real = engine.apply_step

    def swapping(policy, journal, step, content):
        if step.src == str(pip) and not os.path.islink(pip):
            os.rename(pip, home.root / "pip-moved")
            os.symlink(docs, pip)  # after the plan was confirmed, right before its step acts
        return real(policy, journal, step, content)

    monkeypatch.setattr(engine, "apply_step", swapping)
    out = json.loads(run(runner, "clean", "caches", "--yes", "--json", ok=False).output)
    # the step for pip sees a link where a folder was planned: it fails and puts back what it did; the rest go
    assert out["status"] == "partial" and [e["source"] for e in out["errors"]] == [str(pip)], out["errors"]
    assert docs.is_dir() and not docs.is_symlink() and digest_tree([docs]) == kept
    assert (home.root / "pip-moved" / "http/a/b/blob").exists()  # the real cache, moved aside, is untouched too


def test_default_thresholds_a_large_old_video_and_the_ages_said(home):
    runner = CliRunner()
    big = home.root / "Videos" / "wedding_2015.mkv"
    with open(big, "wb") as f:
        f.truncate(600_000_000)  # sparse: 600 MB apparent size, which is what the index and the report count
    os.utime(big, (NOW - 900 * DAY, NOW - 900 * DAY))
    run(runner, "scan", str(home.root), "--no-content")
    data = json.loads(run(runner, "cleanup", "--json").output)
    videos = next(k for k in data["kinds"] if k["kind"] == "videos")
    assert videos["files"] == [str(big)] and videos["bytes"] == 600_000_000 and not videos["in_all"]
    labels = {k["kind"]: k["label"] for k in data["kinds"]}
    assert "older than 30 days" in labels["installers"] and "untouched for 90 days" in labels["build_output"]
    assert "over 500MB not changed in 365 days" in labels["videos"]


def test_on_a_shared_index_only_this_machines_files_are_proposed(tmp_path, monkeypatch, pg_url):
    """Another machine's old installers, build output, copies and videos are in the shared index too: the report
    is about this machine's files only (another machine's can't be trashed from here), and is the same as alone."""
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("FILESCOUT_INDEX", pg_url)
    nas = make_home(tmp_path / "nas_files")  # the same kinds of things, on the other machine
    nas.put("Downloads/contract.pdf", 25_000, 20, data=_data("contract", 25_000))  # a copy of one of ours
    monkeypatch.setenv("FILESCOUT_HOST_NAME", "nas")
    run(CliRunner(), "--home", str(tmp_path / "nas_state"), "scan", str(nas.root), "--no-content")
    monkeypatch.setenv("FILESCOUT_HOST_NAME", "testhost")
    h = make_home(Path(os.environ["HOME"]))
    run(CliRunner(), "scan", str(h.root), "--no-content")
    data = report(CliRunner())
    assert {k["kind"]: set(k["files"]) for k in data["kinds"]} == h.expected()
    assert data["total_bytes"] == sum(h.bytes_of(p) for s in h.expected().values() for p in s)
    everything = json.dumps(data)
    assert "nas:" not in everything and str(nas.root) not in everything
