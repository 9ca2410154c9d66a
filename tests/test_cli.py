"""The command line, through click's runner and as a real subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from conftest import write
from filescout.cli import cli


@pytest.fixture
def runner():
    return CliRunner()


@pytest.fixture
def home_tree(tmp_path):
    root = tmp_path / "files"
    now = time.time()
    write(root / "docs" / "report.pdf", b"p" * 300_000, mtime=now - 86400)
    write(root / "docs" / "notes.txt", b"n" * 1_000, mtime=now - 3600)
    write(root / "media" / "clip.mp4", b"v" * 2_000_000, mtime=now - 90 * 86400)
    write(root / "media" / "song.mp3", b"a" * 500_000, mtime=now - 10 * 86400)
    write(root / ".cache" / "blob", b"c" * 50_000, mtime=now)
    return root


def invoke(runner, *args, ok=True):
    res = runner.invoke(cli, list(args))
    if ok:
        assert res.exit_code == 0, res.output
    return res


def test_scan_status_and_reset(runner, home_tree, fshome):
    out = json.loads(invoke(runner, "scan", str(home_tree), "--json").output)
    assert out["files"] == 5 and out["added"] == 5 and out["status"] == "complete"
    st = json.loads(invoke(runner, "status", "--json").output)
    assert st["files"] == 5 and st["roots"][0]["path"] == str(home_tree)
    assert st["index_bytes"] > 0 and st["schema"][0] == "0001_initial"
    text = invoke(runner, "status").output
    assert "5 files" in text and str(home_tree) in text
    invoke(runner, "bookmark", "add", str(home_tree / "docs"), "--label", "docs")
    res = invoke(runner, "reset", "--yes", "--json")
    assert json.loads(res.output)["files"] == 5
    st = json.loads(invoke(runner, "status", "--json").output)
    assert st["roots"] == [] and st["bookmarks"] == 1


def test_aliases_and_filters(runner, home_tree):
    invoke(runner, "scan", str(home_tree))
    for cmd in (
        "list",
        "top",
        "recent",
        "folders",
        "du",
        "find",
        "count",
        "tree",
        "ls",
        "info",
        "read",
        "dupes",
        "bookmark",
        "scan",
        "status",
        "reset",
        "tools",
    ):
        assert invoke(runner, cmd, "--help").output.startswith("Usage:")
    top = json.loads(invoke(runner, "top", "--json").output)
    assert [f["name"] for f in top["files"]] == ["clip.mp4", "song.mp3", "report.pdf", "notes.txt"]
    recent = json.loads(invoke(runner, "recent", "--json", "--limit", "1").output)
    assert recent["files"][0]["name"] == "notes.txt"
    big = json.loads(invoke(runner, "list", "--size", "+400k", "--json").output)
    assert {f["name"] for f in big["files"]} == {"clip.mp4", "song.mp3"}
    small = json.loads(invoke(runner, "list", "-S", "-10k", "--json").output)
    assert [f["name"] for f in small["files"]] == ["notes.txt"]
    typed = json.loads(invoke(runner, "count", "-t", "music", "-e", "pdf", "--json").output)
    assert typed["count"] == 2
    week = json.loads(invoke(runner, "list", "--changed-within", "1week", "--json").output)
    assert {f["name"] for f in week["files"]} == {"report.pdf", "notes.txt"}
    old = json.loads(invoke(runner, "list", "--changed-before", "30d", "--json").output)
    assert [f["name"] for f in old["files"]] == ["clip.mp4"]
    hidden = json.loads(invoke(runner, "list", "--all", "--json", "--limit", "50").output)
    assert "blob" in {f["name"] for f in hidden["files"]}
    inside = json.loads(invoke(runner, "top", "--in", str(home_tree / "media"), "--json").output)
    assert len(inside["files"]) == 2
    found = json.loads(invoke(runner, "find", "report", str(home_tree / "docs"), "--json").output)
    assert found["results"][0]["name"] == "report.pdf"
    folders = invoke(runner, "folders").output.splitlines()
    assert folders[0] == "Folder sizes (sorted by size):" and folders[1].startswith("  media/: 2.5 MB, 2 files")
    du = invoke(runner, "du").output
    assert "Disk usage summary:" in du and ".mp4: 2.0 MB (1 files)" in du


def test_errors_are_plain_with_exit_codes(runner, home_tree, tmp_path):
    invoke(runner, "scan", str(home_tree))
    res = invoke(runner, "read", str(tmp_path / "nope.txt"), ok=False)
    assert res.exit_code == 1 and "Traceback" not in res.output
    res = invoke(runner, "read", str(home_tree / "missing.txt"), ok=False)
    assert res.exit_code == 1 and "I couldn't find a file at that path" in res.output
    res = invoke(runner, "scan", str(tmp_path / "does-not-exist"), ok=False)
    assert res.exit_code == 1 and "couldn't find a folder" in res.output
    res = invoke(runner, "top", "--size", "lots", ok=False)
    assert res.exit_code == 1 and "don't understand the size" in res.output
    res = invoke(runner, "top", "--no-such-flag", ok=False)
    assert res.exit_code == 2
    res = invoke(runner, "list", "--sort-by", "colour", ok=False)
    assert res.exit_code == 2


def test_the_real_console_script(home_tree, fshome):
    env = {**os.environ, "FILESCOUT_HOME": str(fshome)}
    exe = os.path.join(os.path.dirname(sys.executable), "filescout")
    out = subprocess.run([exe, "scan", str(home_tree), "--json"], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["files"] == 5
    out = subprocess.run([exe, "--home", str(fshome), "du", "--json"], capture_output=True, text=True, timeout=60)
    du = json.loads(out.stdout)
    assert (du["total_files"], du["hidden_files"]) == (4, 1)  # the hidden file is counted apart
    out = subprocess.run([exe, "info", "/etc/passwd"], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 1 and out.stderr.startswith("Error: That path is outside")


def test_find_takes_several_words_then_an_optional_folder_as_fd_does(runner, home_tree, monkeypatch):
    write(home_tree / "docs" / "invoice_ahmed_march.txt", "invoice from ahmed")
    write(home_tree / "media" / "invoice_other.txt", "an invoice")
    invoke(runner, "scan", str(home_tree))
    both = json.loads(invoke(runner, "find", "invoice", "ahmed", "--json").output)
    assert both["query"] == "invoice ahmed" and both["results"][0]["name"] == "invoice_ahmed_march.txt"
    inside = json.loads(invoke(runner, "find", "invoice", str(home_tree / "media"), "--json").output)
    assert [r["name"] for r in inside["results"]] == ["invoice_other.txt"]
    words = json.loads(invoke(runner, "find", "invoice", "ahmed", str(home_tree / "docs"), "--json").output)
    assert words["query"] == "invoice ahmed" and words["results"][0]["name"] == "invoice_ahmed_march.txt"
    monkeypatch.chdir(home_tree)  # a relative folder counts when it exists
    rel = json.loads(invoke(runner, "find", "invoice", "media", "--json").output)
    assert [r["name"] for r in rel["results"]] == ["invoice_other.txt"]
    # fd's -a is --absolute-path: filescout doesn't give it another meaning
    assert invoke(runner, "list", "-a", ok=False).exit_code == 2
    assert invoke(runner, "list", "--all", "--json").exit_code == 0


def test_servers_refuse_a_root_that_is_not_a_folder(runner, tmp_path):
    for cmd in (["mcp"], ["mcp", "--http"], ["serve"]):
        res = invoke(runner, *cmd, "--root", str(tmp_path / "missing"), ok=False)
        assert res.exit_code == 1 and "--root needs an existing folder" in res.output
