"""Secrets by content, not only by name: keys under innocent names, hard links, backups, credential stores.

Keys here are generated look-alikes (a real armour line around random base64), never real keys. Every check goes
through the real CLI (click's runner) against real files under tmp_path.
"""

from __future__ import annotations

import base64
import json
import os
import sqlite3

import pytest
from click.testing import CliRunner

from conftest import write
from filescout.cli import cli
from filescout.errors import Blocked
from filescout.safety.secrets import tier_of_content
from filescout.safety.sensitive import BLOCK_MESSAGE, Tier
from filescout.tools import REGISTRY, Context

MARK = "ZebraQuokka"  # a word inside the key body: must never come out of any tool


def fake_key(header: str = "RSA PRIVATE KEY", lines: int = 12) -> bytes:
    body = [base64.b64encode(os.urandom(48)).decode() for _ in range(lines)]
    body[3] = body[3][:20] + "+" + MARK + "+" + body[3][20:]
    return (f"-----BEGIN {header}-----\n" + "\n".join(body) + f"\n-----END {header}-----\n").encode()


def fake_putty() -> bytes:
    pub = base64.b64encode(os.urandom(60)).decode()
    return (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: " + MARK + "\n"
        f"Public-Lines: 2\n{pub}\nPrivate-Lines: 1\n{MARK}{pub}\nPrivate-MAC: 00ff\n"
    ).encode()


@pytest.fixture
def runner():
    return CliRunner()


def run(runner, *args):
    return runner.invoke(cli, [str(a) for a in args])


def refused(res) -> bool:
    return res.exit_code == 1 and BLOCK_MESSAGE in res.output and MARK not in res.output


@pytest.fixture
def tree(tmp_path):
    root = tmp_path / "files"
    write(root / "docs" / "notes.txt", fake_key())  # a PEM key under an innocent name
    write(root / "docs" / "backup", fake_key("OPENSSH PRIVATE KEY"))  # no extension
    write(root / "docs" / "putty.txt", fake_putty())
    write(root / "docs" / "sa.json", b'{"private_key": "' + fake_key("PRIVATE KEY").replace(b"\n", b"\\n") + b'"}')
    write(root / "docs" / "plain.txt", f"an ordinary note that mentions {MARK} once\n")
    return root


def test_a_key_under_any_name_is_never_read(runner, tree):
    run(runner, "scan", tree)
    for name in ("notes.txt", "backup", "putty.txt", "sa.json"):
        assert refused(run(runner, "read", tree / "docs" / name)), name
        assert refused(run(runner, "info", tree / "docs" / name)), name
    res = run(runner, "read", tree / "docs" / "plain.txt")  # the oracle: an ordinary file reads fine
    assert res.exit_code == 0 and MARK in res.output


def test_grep_and_diff_never_show_a_key(runner, tree):
    run(runner, "scan", tree)
    for mode in ("literal", "regex"):
        res = run(runner, "grep", MARK, tree, "--mode", mode, "--json")
        assert res.exit_code == 0, res.output
        hits = {os.path.basename(m["path"]) for m in json.loads(res.output)["matches"]}
        assert hits == {"plain.txt"}
        assert "BEGIN" not in res.output
    # a folder made after the scan is not indexed: it is walked, with the same result
    other = tree / "loose"
    write(other / "id.txt", fake_key("EC PRIVATE KEY"))
    write(other / "ok.txt", f"{MARK}\n")
    write(other / ".ssh" / "sub" / "k", f"{MARK}\n")
    res = run(runner, "grep", MARK, other, "--mode", "literal", "--hidden", "--json")
    assert {os.path.basename(m["path"]) for m in json.loads(res.output)["matches"]} == {"ok.txt"}
    assert refused(run(runner, "diff", tree / "docs" / "notes.txt", tree / "docs" / "plain.txt"))
    assert refused(run(runner, "diff", tree / "docs" / "plain.txt", tree / "docs" / "backup"))


def test_the_content_index_never_stores_a_key_and_listings_hide_it(runner, tree, fshome):
    res = run(runner, "scan", tree)
    assert res.exit_code == 0, res.output
    res = run(runner, "grep", MARK, "--json")
    hits = {os.path.basename(h["path"]) for h in json.loads(res.output)["results"]}
    assert hits == {"plain.txt"}  # the content pass ran, and kept nothing of the keys
    db = sqlite3.connect(fshome / "index.db")
    assert not db.execute("SELECT count(*) FROM content_chunks WHERE text LIKE ?", (f"%{MARK}%",)).fetchone()[0] > 1
    assert not db.execute("SELECT 1 FROM content_chunks WHERE text LIKE '%PRIVATE KEY%'").fetchone()
    db.close()
    for args in (("find", "notes"), ("find", "*.txt"), ("find", "putty"), ("list", "--limit", "50")):
        res = run(runner, *args)
        assert res.exit_code == 0, res.output
        assert "notes.txt" not in res.output and "putty.txt" not in res.output, args
    res = run(runner, "ls", tree / "docs")
    assert "plain.txt" in res.output and "notes.txt" not in res.output and "putty.txt" not in res.output
    res = run(runner, "tree", tree, "--json")
    assert "plain.txt" in res.output and "notes.txt" not in res.output
    # a rescan keeps them hidden
    os.utime(tree / "docs")
    write(tree / "docs" / "new.txt", "new")
    run(runner, "scan", tree)
    assert "notes.txt" not in run(runner, "find", "notes").output


def test_listing_ssh_shows_nothing(runner, tmp_path):
    home = tmp_path / "userhome"
    write(home / ".ssh" / "id_ed25519", fake_key("OPENSSH PRIVATE KEY"))
    write(home / ".ssh" / "config", "Host x\n")
    write(home / ".ssh" / "old" / "deploy", fake_key())
    write(home / ".ssh.bak" / "known_hosts", "x ssh-rsa AAAA\n")
    write(home / "readme.txt", "hi")
    run(runner, "scan", home)
    for args in (
        ("ls", home / ".ssh"),
        ("ls", home / ".ssh" / "old"),
        ("tree", home / ".ssh"),
        ("info", home / ".ssh"),
        ("info", home / ".ssh" / "old"),
        ("find", "deploy", home / ".ssh"),
        ("recent", "--in", home / ".ssh"),
        ("ls", home / ".ssh.bak"),
    ):
        res = run(runner, *args)
        assert res.exit_code == 1 and BLOCK_MESSAGE in res.output, args
        assert "deploy" not in res.output and "id_ed25519" not in res.output and "known_hosts" not in res.output
    whole = (("tree", home, "--include-hidden"), ("ls", home, "--show-hidden"), ("find", "deploy", home, "--hidden"))
    for args in whole:
        res = run(runner, *args, "--json")
        assert res.exit_code == 0, res.output
        shown = json.dumps({k: v for k, v in json.loads(res.output).items() if k not in ("query", "path")})
        assert ".ssh" not in shown and "deploy" not in shown and "id_ed25519" not in shown, args
        assert "readme.txt" in shown or args[0] == "find"


def test_copy_move_and_rename_cannot_launder_a_key(runner, tmp_path, fshome):
    root = tmp_path / "files"
    write(root / "id_rsa", fake_key())
    write(root / "server.pem", fake_key())
    write(root / "innocent.txt", fake_key("PRIVATE KEY"))
    write(root / ".aws" / "credentials", "[default]\naws_secret_access_key = " + MARK + "\n")
    write(root / ".ssh" / "config", "Host x\n")
    write(root / "out" / "keep.txt", "k")
    run(runner, "scan", root)
    before = sorted(os.listdir(root / "out"))
    attempts = [
        ("cp", root / "id_rsa", root / "out" / "notes.txt", "--yes"),
        ("cp", root / "innocent.txt", root / "out" / "copy.txt", "--yes"),
        ("mv", root / "innocent.txt", root / "out" / "moved.txt", "--yes"),
        ("rename", root / "server.pem", "server.txt", "--yes"),
        ("rename", root / "innocent.txt", "x.md", "--yes"),
        ("cp", root / ".aws", root / "out" / "aws", "--yes"),
        ("mv", root / ".ssh", root / "out" / "ssh", "--yes"),
    ]
    for args in attempts:
        res = run(runner, *args)
        assert refused(res), (args, res.output)
    # the same through the tools, as another agent would call them: a list of paths, a rename pattern
    ctx = Context(fshome)
    try:
        for name, args in (
            ("copy_file", {"paths": [str(root / "innocent.txt")], "destination": str(root / "out")}),
            ("move_file", {"paths": [str(root / "id_rsa")], "destination": str(root / "out")}),
            ("rename_file", {"path": str(root / "innocent.txt"), "new_name": "fine.txt", "dry_run": True}),
        ):
            with pytest.raises(Blocked) as exc:
                REGISTRY.call(name, args, ctx)
            assert exc.value.message == BLOCK_MESSAGE
    finally:
        ctx.close()
    assert sorted(os.listdir(root / "out")) == before
    assert (root / "innocent.txt").read_bytes().startswith(b"-----BEGIN PRIVATE KEY-----")
    assert (root / "server.pem").exists() and (root / ".ssh" / "config").exists()
    # a glob leaves key files out (by name and by content), ordinary files still go
    write(root / "a.txt", "a")
    res = run(runner, "cp", root / "*.txt", root / "out", "--yes")
    assert res.exit_code == 0, res.output
    assert sorted(os.listdir(root / "out")) == ["a.txt", "keep.txt"]


def test_a_hard_link_to_a_blocked_file_is_blocked(runner, tmp_path):
    root = tmp_path / "files"
    wallet = write(root / "coins" / "wallet.dat", b"\x00\x01wallet" + MARK.encode() + os.urandom(200))
    cred = write(root / ".aws" / "credentials", "[default]\naws_secret_access_key = " + MARK + "\n")
    os.makedirs(root / "docs")
    os.link(wallet, root / "docs" / "photo.dat")
    os.link(cred, root / "docs" / "todo.txt")
    write(root / "docs" / "ok.txt", MARK)
    run(runner, "scan", root)
    for name in ("photo.dat", "todo.txt"):
        assert refused(run(runner, "read", root / "docs" / name)), name
        assert refused(run(runner, "info", root / "docs" / name)), name
        assert refused(run(runner, "cp", root / "docs" / name, root / "docs" / f"copy-{name}", "--yes")), name
    assert refused(run(runner, "diff", root / "docs" / "todo.txt", root / "docs" / "ok.txt"))
    res = run(runner, "grep", MARK, root, "--mode", "literal", "--json")
    assert {os.path.basename(m["path"]) for m in json.loads(res.output)["matches"]} == {"ok.txt"}


BLOCKED_NAMES = [
    ".git-credentials",
    ".htpasswd",
    "work.ppk",
    "server.pem.bak",
    "id_rsa.old",
    "server.key~",
    "tls.key.orig",
    ".docker/config.json",
    ".kube/config",
]
SKIPPED_NAMES = ["prod.env", ".env.local", ".envrc"]


@pytest.mark.parametrize("pure", [False, True], ids=["compiled", "pure"])
def test_more_name_patterns(runner, tmp_path, monkeypatch, pure):
    if pure:
        monkeypatch.setenv("FILESCOUT_PURE_WALK", "1")
    root = tmp_path / "files"
    for name in BLOCKED_NAMES + SKIPPED_NAMES:
        write(root / name, "user:" + MARK + "\n")
    write(root / "config", "not a secret")
    write(root / "notes.env.txt", "fine")
    res = run(runner, "scan", root, "--json")
    assert res.exit_code == 0, res.output
    res = run(runner, "find", "*", "--hidden", "--json")
    names = {r["name"] for r in json.loads(res.output)["results"]}
    assert names == {"config", "notes.env.txt"}
    for name in BLOCKED_NAMES:
        assert refused(run(runner, "read", root / name)), name
    for name in SKIPPED_NAMES:
        res = run(runner, "read", root / name)
        assert res.exit_code == 0 and "may contain sensitive data" in res.output, name


def test_only_a_real_key_armour_counts():
    assert tier_of_content(fake_key()) is Tier.BLOCK
    assert tier_of_content(b"x" * 5000 + fake_key("ENCRYPTED PRIVATE KEY")) is Tier.BLOCK
    assert tier_of_content(fake_putty()) is Tier.BLOCK
    assert tier_of_content(b"A PEM key starts with -----BEGIN RSA PRIVATE KEY----- and ends likewise.") is Tier.NONE
    assert tier_of_content(b"-----BEGIN CERTIFICATE-----\n" + base64.b64encode(os.urandom(90))) is Tier.NONE


def test_a_key_with_no_document_extension_is_hidden_from_listings(tmp_path):
    """A key saved as ``backup`` or ``.deploy`` (no document extension, or hidden) is not a document the
    content pass reads, yet its name must not be listed either: a sweep of small files finds it."""
    from click.testing import CliRunner

    from filescout.cli import cli

    root = tmp_path / "proj"
    body = b"-----BEGIN OPENSSH PRIVATE KEY-----\n" + b"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n" * 8
    (root / "keys").mkdir(parents=True)
    (root / "keys" / "backup").write_bytes(body + b"-----END OPENSSH PRIVATE KEY-----\n")
    (root / "keys" / ".deploy").write_bytes(body + b"-----END OPENSSH PRIVATE KEY-----\n")
    (root / "keys" / "notes").write_text("just some notes, long enough to be looked at by the sweep\n" * 3)
    runner = CliRunner()
    assert runner.invoke(cli, ["scan", str(root)]).exit_code == 0
    for args in (["find", "backup"], ["find", "deploy", "--hidden"], ["ls", str(root / "keys"), "--show-hidden"]):
        data = json.loads(runner.invoke(cli, [*args, "--json"]).output)
        items = data.get("results") or data.get("entries") or data.get("files") or []
        names = {i.get("name") or os.path.basename(i.get("path", "")) for i in items}
        assert not names & {"backup", ".deploy"}, (args, names)
    data = json.loads(runner.invoke(cli, ["ls", str(root / "keys"), "--show-hidden", "--json"]).output)
    assert "notes" in {i.get("name") for i in data["entries"]}, data
