"""The MCP server (adapters/mcp.py) through the SDK's real client: in-process, and over stdio against
``filescout mcp`` in a subprocess. Tools and annotations, read tools, the confirmation flow for a move and a delete,
undo, bad arguments, an unknown tool, and the path-escape attacks of the reference filesystem server's CVEs
(CVE-2025-53110 prefix siblings, CVE-2025-53109 symlinks): refused, and nothing outside is read or touched.
HOME and XDG_DATA_HOME (the trash) point into tmp_path (conftest)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

pytest.importorskip("mcp")

from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from filescout.adapters.mcp import LIST_DIRS, build_server
from filescout.tools import REGISTRY, Context
from filescout.tools.invoke import invoke

pytestmark = pytest.mark.anyio
SECRET = "TOP-SECRET-outside-content"


@pytest.fixture
def anyio_backend():
    return "asyncio"


@pytest.fixture
def tree(tmp_path):
    """allowed/ (scanned and the only root), allowed_evil/ and outside/ beside it, symlinks from inside to outside."""
    allowed, evil, outside = tmp_path / "allowed", tmp_path / "allowed_evil", tmp_path / "outside"
    for d in (allowed / "docs", allowed / "dest", evil, outside):
        d.mkdir(parents=True)
    (allowed / "docs" / "invoice_ahmed.txt").write_text("invoice from ahmed, 120 EUR\n")
    (allowed / "docs" / "notes.txt").write_text("plain notes\n")
    (allowed / "a.txt").write_text("aaa\n")
    (allowed / "junk.txt").write_text("junk\n")
    (evil / "secret.txt").write_text(SECRET)
    (outside / "secret.txt").write_text(SECRET)
    (allowed / "link_file").symlink_to(outside / "secret.txt")
    (allowed / "link_dir").symlink_to(outside)
    ctx = Context(tmp_path / "fshome")
    assert invoke("scan", {"path": str(allowed)}, ctx).ok
    ctx.close()
    return allowed


@pytest.fixture
def ctx(tree, fshome):
    c = Context(fshome, roots=[str(tree)])
    yield c
    c.close()


def _outside_untouched(tree: Path) -> None:
    outside, evil = tree.parent / "outside", tree.parent / "allowed_evil"
    assert sorted(os.listdir(outside)) == ["secret.txt"] and (outside / "secret.txt").read_text() == SECRET
    assert sorted(os.listdir(evil)) == ["secret.txt"] and (evil / "secret.txt").read_text() == SECRET


def _shown(res) -> str:
    return res.content[0].text + repr(res.structured_content)


async def test_every_tool_is_listed_with_annotations_from_its_metadata(ctx):
    async with Client(build_server(ctx)) as c:
        tools = {t.name: t for t in (await c.list_tools()).tools}
    assert set(tools) == {s.name for s in REGISTRY} | {LIST_DIRS}
    for spec in REGISTRY:
        a = tools[spec.name].annotations
        assert a.read_only_hint is spec.read_only and a.idempotent_hint is spec.idempotent
        assert a.open_world_hint is False and tools[spec.name].input_schema["type"] == "object"
        assert tools[spec.name].output_schema["required"] == ["ok", "status", "tool", "result"]
    assert tools["delete_file"].annotations.destructive_hint is True
    assert tools["read_file"].annotations.read_only_hint is True
    assert tools["move_file"].annotations.read_only_hint is False
    assert "confirm_token" in tools["move_file"].input_schema["properties"]
    assert "confirm_token" in tools["undo"].input_schema["properties"]  # shown first too, signed over its arguments


async def test_read_tools_and_the_allowed_folders(ctx, tree):
    async with Client(build_server(ctx)) as c:
        dirs = await c.call_tool(LIST_DIRS, {})
        assert dirs.structured_content == {"directories": [os.path.realpath(tree)]}
        found = await c.call_tool("find_files", {"query": "invoice ahmed"})
        assert not found.is_error and found.structured_content["status"] == "ok"
        assert found.structured_content["result"]["results"][0]["name"] == "invoice_ahmed.txt"
        read = await c.call_tool("read_file", {"path": str(tree / "docs" / "notes.txt")})
        assert not read.is_error and "plain notes" in read.content[0].text


async def test_a_move_is_shown_first_then_carried_out_with_its_token_and_undone(ctx, tree):
    args = {"path": str(tree / "a.txt"), "destination": str(tree / "dest") + "/"}
    async with Client(build_server(ctx)) as c:
        plan = await c.call_tool("move_file", args)
        sc = plan.structured_content
        assert not plan.is_error and sc["status"] == "confirmation_required" and sc["token"]
        assert "confirm_token" in plan.content[0].text and (tree / "a.txt").exists()  # nothing moved yet
        wrong = await c.call_tool("move_file", {**args, "confirm_token": "0" * 32})
        assert wrong.structured_content["status"] == "confirmation_required" and (tree / "a.txt").exists()
        done = await c.call_tool("move_file", {**args, "confirm_token": sc["token"]})
        assert done.structured_content["status"] == "ok", done.content[0].text
        assert not (tree / "a.txt").exists() and (tree / "dest" / "a.txt").read_text() == "aaa\n"
        ask = await c.call_tool("undo", {})
        assert ask.structured_content["status"] == "confirmation_required" and (tree / "dest" / "a.txt").exists()
        undone = await c.call_tool("undo", {"confirm_token": ask.structured_content["token"]})
        assert not undone.is_error, undone.content[0].text
    assert (tree / "a.txt").read_text() == "aaa\n" and not (tree / "dest" / "a.txt").exists()


async def test_a_delete_goes_to_the_trash_after_confirmation_and_comes_back_with_undo(ctx, tree):
    target = tree / "junk.txt"
    async with Client(build_server(ctx)) as c:
        plan = await c.call_tool("delete_file", {"path": str(target)})
        assert plan.structured_content["status"] == "confirmation_required" and target.exists()
        token = plan.structured_content["token"]
        done = await c.call_tool("delete_file", {"path": str(target), "confirm_token": token})
        assert done.structured_content["status"] == "ok", done.content[0].text
        assert not target.exists()
        trash = Path(os.environ["XDG_DATA_HOME"]) / "Trash" / "files"
        assert [p.read_text() for p in trash.iterdir()] == ["junk\n"]
        ask = await c.call_tool("undo", {})
        await c.call_tool("undo", {"confirm_token": ask.structured_content["token"]})
    assert target.read_text() == "junk\n"


async def test_allow_writes_acts_at_once(ctx, tree):
    async with Client(build_server(ctx, allow_writes=True)) as c:
        done = await c.call_tool("move_file", {"path": str(tree / "a.txt"), "destination": str(tree / "dest") + "/"})
    assert done.structured_content["status"] == "ok" and (tree / "dest" / "a.txt").exists()


async def test_bad_arguments_and_unknown_tools_are_plain_errors(ctx, tree):
    async with Client(build_server(ctx)) as c:
        for name, args, words in [
            ("nope", {}, "There is no tool called 'nope'"),
            ("read_file", {}, "needs the argument 'path'"),
            ("read_file", {"path": str(tree / "a.txt"), "colour": 1}, "has no argument 'colour'"),
            ("list_files", {"limit": "many"}, "limit"),
            ("read_file", {"path": str(tree / "missing.txt")}, "couldn't find"),
            ("move_file", {"path": str(tree / "a.txt"), "destination": 5}, "destination"),
        ]:
            res = await c.call_tool(name, args)
            assert res.is_error and words in res.content[0].text, (name, args, res.content[0].text)
            assert "Internal" not in res.content[0].text and "Traceback" not in res.content[0].text


async def test_path_escapes_are_refused_and_nothing_outside_is_read_or_touched(ctx, tree):
    evil, outside = tree.parent / "allowed_evil", tree.parent / "outside"
    attacks = [
        ("read_file", {"path": str(evil / "secret.txt")}),  # prefix sibling
        ("list_files", {"path": str(evil)}),
        ("browse_directory", {"path": str(tree) + "_evil"}),
        ("read_file", {"path": str(tree / "link_file")}),  # symlink to a file outside
        ("read_file", {"path": str(tree / "link_dir" / "secret.txt")}),  # through a folder symlink
        ("browse_directory", {"path": str(tree / "link_dir")}),
        ("read_file", {"path": str(tree / ".." / "outside" / "secret.txt")}),  # ..
        ("read_file", {"path": "../outside/secret.txt"}),
        ("file_info", {"path": str(tree / "docs" / ".." / ".." / "allowed_evil" / "secret.txt")}),
        ("compare_files", {"path1": str(tree / "a.txt"), "path2": str(outside / "secret.txt")}),
        ("move_file", {"path": str(tree / "a.txt"), "destination": str(evil) + "/"}),
        ("move_file", {"path": str(tree / "a.txt"), "destination": str(tree / "link_dir") + "/"}),
        ("copy_file", {"path": str(tree / "a.txt"), "destination": str(tree / "link_dir" / "b.txt")}),
        ("write_file", {"path": str(tree / "link_dir" / "new.txt"), "content": "x"}),
        ("write_file", {"path": str(evil / "new.txt"), "content": "x"}),
        ("delete_file", {"path": str(evil / "secret.txt")}),
        ("move_file", {"path": str(outside / "secret.txt"), "destination": str(tree) + "/"}),
        ("scan", {"path": str(evil)}),
    ]
    async with Client(build_server(ctx, allow_writes=True)) as c:  # even with writes allowed
        for name, args in attacks:
            res = await c.call_tool(name, args)
            assert res.is_error and "outside the folders" in res.content[0].text, (name, args, res.content[0].text)
            assert SECRET not in _shown(res), (name, args)
        # deleting a link inside the folder trashes the link, never what it points to
        res = await c.call_tool("delete_file", {"path": str(tree / "link_file")})
        assert res.structured_content["status"] == "ok" and not os.path.lexists(tree / "link_file")
    _outside_untouched(tree)


async def test_a_symlink_swapped_in_after_planning_is_not_followed(ctx, tree):
    outside = tree.parent / "outside"
    async with Client(build_server(ctx)) as c:
        # the source becomes a link to a file outside
        args = {"path": str(tree / "a.txt"), "destination": str(tree / "dest") + "/"}
        plan = await c.call_tool("move_file", args)
        (tree / "a.txt").unlink()
        (tree / "a.txt").symlink_to(outside / "secret.txt")
        res = await c.call_tool("move_file", {**args, "confirm_token": plan.structured_content["token"]})
        assert res.structured_content["status"] == "confirmation_required" and "doesn't match" in res.content[0].text
        assert SECRET not in _shown(res)
        # the destination folder becomes a link to a folder outside
        args = {"path": str(tree / "docs" / "notes.txt"), "destination": str(tree / "dest") + "/"}
        plan = await c.call_tool("move_file", args)
        (tree / "dest").rmdir()
        (tree / "dest").symlink_to(outside, target_is_directory=True)
        res = await c.call_tool("move_file", {**args, "confirm_token": plan.structured_content["token"]})
        assert res.is_error and "outside the folders" in res.content[0].text
        # a file to delete becomes a link to a file outside
        plan = await c.call_tool("delete_file", {"path": str(tree / "junk.txt")})
        (tree / "junk.txt").unlink()
        (tree / "junk.txt").symlink_to(outside / "secret.txt")
        args = {"path": str(tree / "junk.txt"), "confirm_token": plan.structured_content["token"]}
        res = await c.call_tool("delete_file", args)
        assert res.structured_content["status"] == "confirmation_required" and "doesn't match" in res.content[0].text
    _outside_untouched(tree)
    assert (tree / "docs" / "notes.txt").exists()


async def test_over_stdio_against_the_real_command(tree, fshome):
    env = {**os.environ, "FILESCOUT_HOME": str(fshome)}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "filescout.cli", "mcp", "--root", str(tree)], env=env
    )
    async with Client(params) as c:
        names = {t.name for t in (await c.list_tools()).tools}
        assert {"find_files", "move_file", "delete_file", LIST_DIRS} <= names
        found = await c.call_tool("find_files", {"query": "invoice"})
        assert found.structured_content["result"]["results"][0]["name"] == "invoice_ahmed.txt"
        args = {"path": str(tree / "a.txt"), "destination": str(tree / "dest") + "/"}
        plan = await c.call_tool("move_file", args)
        assert plan.structured_content["status"] == "confirmation_required" and (tree / "a.txt").exists()
        done = await c.call_tool("move_file", {**args, "confirm_token": plan.structured_content["token"]})
        assert done.structured_content["status"] == "ok" and (tree / "dest" / "a.txt").exists()
        bad = await c.call_tool("nope", {})
        assert bad.is_error and "no tool called" in bad.content[0].text
        escape = await c.call_tool("read_file", {"path": str(tree.parent / "allowed_evil" / "secret.txt")})
        assert escape.is_error and SECRET not in _shown(escape)
    _outside_untouched(tree)


async def test_streamable_http_on_loopback(tree, fshome):
    import subprocess

    import httpx2

    env = {**os.environ, "FILESCOUT_HOME": str(fshome)}
    cmd = [sys.executable, "-m", "filescout.cli", "mcp", "--http", "--port", "0", "--root", str(tree)]
    proc = subprocess.Popen(cmd, env=env, stderr=subprocess.PIPE, text=True)
    try:
        url = proc.stderr.readline().split(" on ", 1)[1].strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/mcp")
        token = proc.stderr.readline().split("Bearer ", 1)[1].split()[0]
        token_file = fshome / "mcp_token"
        assert token_file.read_text().strip() == token and (token_file.stat().st_mode & 0o777) == 0o600
        auth = {"Authorization": f"Bearer {token}"}
        async with Client(streamable_http_client(url, http_client=httpx2.AsyncClient(headers=auth))) as c:
            found = await c.call_tool("find_files", {"query": "invoice"})
            assert found.structured_content["result"]["results"][0]["name"] == "invoice_ahmed.txt"
            plan = await c.call_tool("delete_file", {"path": str(tree / "junk.txt")})
            assert plan.structured_content["status"] == "confirmation_required" and (tree / "junk.txt").exists()
        body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
        accept = {"Accept": "application/json, text/event-stream"}
        async with httpx2.AsyncClient() as h:
            # any local process can reach the port: without this run's token it gets nothing
            for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": token}):
                refused = await h.post(url, json=body, headers={**accept, **headers})
                assert refused.status_code == 401 and "invoice" not in refused.text
            foreign = await h.post(url, json=body, headers={**auth, **accept, "Host": "evil.example"})
        assert foreign.status_code == 421
    finally:
        proc.terminate()
        proc.wait(10)


async def test_answers_cover_only_the_allowed_folders_though_the_index_holds_more(ctx, tree):
    other = tree.parent / "other"
    other.mkdir()
    (other / "Résumé_report_other.txt").write_text("other report")
    scanner = Context(ctx.home)
    assert invoke("scan", {"path": str(other)}, scanner).ok
    scanner.close()
    async with Client(build_server(ctx)) as c:
        for name, args in [
            ("find_files", {"query": "report"}),
            ("find_files", {"query": "resume"}),  # the folded-name fallback
            ("find_files", {"query": "reportt"}),  # the fuzzy fallback
            ("find_files", {"query": "*.txt", "search_type": "glob"}),
            ("list_files", {}),
            ("search_file_content", {"query": "report"}),
        ]:
            res = await c.call_tool(name, args)
            assert str(other) not in _shown(res), (name, args, res.content[0].text)
        count = await c.call_tool("count_files", {})
        inside = await c.call_tool("count_files", {"path": str(tree)})
        assert count.structured_content["result"]["count"] == inside.structured_content["result"]["count"] == 6


@pytest.mark.anyio
async def test_an_undo_token_undoes_the_batch_it_was_shown_for_and_only_once(ctx, tree):
    """'undo' with no batch is signed over the batch that is last when it is shown: replaying its token after
    that batch was undone must not undo the one before it (found by the security review of this adapter)."""
    async with Client(build_server(ctx)) as c:
        for name, folder in (("a.txt", "first"), ("junk.txt", "second")):
            args = {"path": str(tree / name), "destination": str(tree / folder) + "/"}
            plan = await c.call_tool("move_file", args)
            done = await c.call_tool("move_file", {**args, "confirm_token": plan.structured_content["token"]})
            assert done.structured_content["status"] == "ok", done.content[0].text
        ask = await c.call_tool("undo", {})
        token = ask.structured_content["token"]
        assert "batch_id=" in ask.structured_content["prompt"]  # the prompt says which batch
        undone = await c.call_tool("undo", {"confirm_token": token})
        assert not undone.is_error and (tree / "junk.txt").exists() and not (tree / "second" / "junk.txt").exists()
        replay = await c.call_tool("undo", {"confirm_token": token})
        assert replay.structured_content["status"] == "confirmation_required", replay.content[0].text
    assert (tree / "first" / "a.txt").read_text() == "aaa\n" and not (tree / "a.txt").exists()  # batch 1 stands
