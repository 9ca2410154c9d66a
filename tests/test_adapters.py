"""A tool defined once (one decorated function) shows up, with the same metadata, in every adapter: the CLI, MCP,
the HTTP API, run(input), and the tool schemas the agent's model is offered. Adapters compute no answers: the
result each gives is the one invoke() returned."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Literal

import pytest
from click.testing import CliRunner
from mcp import Client

from filescout.adapters import contract
from filescout.adapters.cli import cli
from filescout.adapters.http import create_app, needs_token, openapi
from filescout.adapters.mcp import build_server
from filescout.tools import REGISTRY, Context, Result, tool
from filescout.tools.invoke import Policy, Status, invoke
from filescout.tools.policy import MODEL, offered


@pytest.fixture
def wombats():
    """Two tools, registered for one test: a read-only one and a destructive one."""

    @tool(category="wildlife", keywords=("wombat",), cli="wombats", cli_args=("query",), acp="count_wombats")
    def count_wombats(ctx: Context, query: str, colour: Literal["grey", "brown"] = "grey") -> Result:
        """Count the wombats named in the query.

        Args:
            query: How many wombats, as digits.
            colour: Their colour.
        """
        return Result({"wombats": int(query), "colour": colour}, f"{int(query)} {colour} wombats")

    @tool(access="delete", danger="high", category="wildlife", idempotent=False)
    def release_wombats(ctx: Context, how_many: int = 1) -> Result:
        """Release wombats into the wild (a stand-in for a destructive tool; it changes nothing here).

        Args:
            how_many: How many.
        """
        return Result({"released": how_many}, f"released {how_many}")

    yield count_wombats.spec, release_wombats.spec
    REGISTRY.unregister("count_wombats")
    REGISTRY.unregister("release_wombats")


@pytest.fixture
def ctx(fshome, tmp_path):
    c = Context(fshome, roots=[str(tmp_path)])
    yield c
    c.close()


def test_invoke_is_the_one_way_in(wombats, ctx):
    out = invoke("count_wombats", {"query": "3", "colour": "BROWN"}, ctx)
    assert out.status is Status.OK and out.data == {"wombats": 3, "colour": "brown"}
    bad = invoke("count_wombats", {"query": "3", "legs": 4}, ctx)
    assert bad.status is Status.ERROR and bad.error["code"] == "invalid_input" and "legs" in bad.text
    # a destructive tool without plans is shown first, and runs with the token signed over its arguments
    writes = Policy(confirm="writes")
    ask = invoke("release_wombats", {"how_many": 2}, ctx, policy=writes)
    assert ask.status is Status.CONFIRMATION_REQUIRED and ask.token
    other = invoke("release_wombats", {"how_many": 5, "confirm_token": ask.token}, ctx, policy=writes)
    assert other.status is Status.CONFIRMATION_REQUIRED  # another argument: that token doesn't match
    done = invoke("release_wombats", {"how_many": 2, "confirm_token": ask.token}, ctx, policy=writes)
    assert done.status is Status.OK and done.data == {"released": 2}


def test_a_bug_in_a_tool_is_one_plain_sentence(ctx):
    @tool(category="wildlife")
    def broken_wombat(ctx: Context) -> Result:
        """A tool with a bug."""
        raise KeyError("/secret/internal/path")

    try:
        out = invoke("broken_wombat", {}, ctx)
        assert out.status is Status.ERROR and out.error["code"] == "internal_error"
        assert "/secret" not in out.text and "Traceback" not in out.text and "KeyError" in out.text
        res = CliRunner().invoke(cli, ["--home", str(ctx.home), "broken-wombat"])
        assert res.exit_code == 1 and "Something went wrong inside filescout (KeyError)" in res.output
    finally:
        REGISTRY.unregister("broken_wombat")


def test_one_tool_everywhere_with_the_same_metadata(wombats, ctx, tmp_path):
    read, destructive = wombats
    # the CLI: a command, its metadata in `tools`, the same result
    runner = CliRunner()
    home = ["--home", str(ctx.home)]
    res = runner.invoke(cli, [*home, "wombats", "4", "--colour", "brown", "--json"])
    assert res.exit_code == 0 and json.loads(res.output) == {"wombats": 4, "colour": "brown"}
    listed = {t["name"]: t for t in json.loads(runner.invoke(cli, [*home, "tools", "--json"]).output)["tools"]}
    assert listed["count_wombats"] == read.meta() and listed["release_wombats"]["access"] == "delete"
    # run(input): the action, its permission, the same result
    assert contract.manifest()["action_permissions"]["count_wombats"] == "filesystem.read"
    out = contract.run({"action": "count_wombats", "query": "4"}, home=ctx.home)
    assert out["status"] == "success" and out["result"] == {"wombats": 4, "colour": "grey"}
    # the agent's model is offered the read tool (the LLM loop builds its list with policy.offered)
    assert offered(MODEL, read)["function"]["name"] == "count_wombats"
    assert "count_wombats" in {t["function"]["name"] for t in REGISTRY.openai_tools()}
    # HTTP: OpenAPI paths, GET only for the read tool, a token for the destructive one
    doc = openapi()
    assert set(doc["paths"]["/api/tools/count_wombats"]) == {"get", "post"}
    assert set(doc["paths"]["/api/tools/release_wombats"]) == {"post"} and needs_token(destructive)
    from starlette.testclient import TestClient

    with TestClient(create_app(ctx, token="t"), base_url="http://127.0.0.1") as http:
        got = http.get("/api/tools/count_wombats", params={"query": "4"}).json()
        assert got["ok"] and got["result"] == {"wombats": 4, "colour": "grey"}
        assert http.post("/api/tools/release_wombats", json={}).status_code == 401


@pytest.mark.anyio
async def test_mcp_lists_it_with_annotations_from_its_metadata(wombats, ctx):
    read, _ = wombats
    async with Client(build_server(ctx)) as c:
        tools = {t.name: t for t in (await c.list_tools()).tools}
        got = await c.call_tool("count_wombats", {"query": "4"})
    a, d = tools["count_wombats"].annotations, tools["release_wombats"].annotations
    assert (a.read_only_hint, a.destructive_hint, a.idempotent_hint, a.open_world_hint) == (True, False, True, False)
    assert (d.read_only_hint, d.destructive_hint, d.idempotent_hint, d.open_world_hint) == (False, True, False, False)
    assert tools["count_wombats"].input_schema == read.json_schema()
    assert tools["count_wombats"].description == read.description and a.title == read.summary
    assert got.structured_content["result"] == {"wombats": 4, "colour": "grey"}


@pytest.fixture
def anyio_backend():
    return "asyncio"


def test_each_adapter_is_small_and_imports_mcp_only_when_asked():
    adapters = Path(__file__).parent.parent / "src" / "filescout" / "adapters"
    for f in adapters.glob("*.py"):
        assert len(f.read_text().splitlines()) < 300, f
    import subprocess
    import sys

    code = "import sys, filescout.adapters.cli, filescout.acp; print('mcp' in sys.modules, 'starlette' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=os.environ, timeout=60)
    assert out.stdout.split() == ["False", "False"], out.stderr
