"""The registry: schemas from signatures, metadata queries, keyword scoring, and one-function tools."""

from __future__ import annotations

import json
from typing import Literal

import pytest
from click.testing import CliRunner

from filescout.cli import cli
from filescout.errors import InvalidInput
from filescout.tools import REGISTRY, Access, Context, Danger, Result, tool
from filescout.tools.registry import Registry, parse_docstring


def test_schema_comes_from_the_signature_and_docstring():
    spec = REGISTRY.get("list_files")
    schema = spec.json_schema()
    props = schema["properties"]
    assert props["sort_by"] == {
        "type": "string",
        "enum": ["date", "size", "name"],
        "description": "date (newest first), size (largest first) or name (A to Z).",
        "default": "date",
    }
    assert props["limit"]["type"] == "integer" and props["limit"]["default"] == 10
    # the shared filters are flattened into the tool's own parameters, with their docs
    for name in ("path", "type", "modified_after", "modified_before", "size_gt", "size_lt", "include_hidden"):
        assert name in props and props[name]["description"]
    assert "required" not in schema
    assert REGISTRY.get("read_file").json_schema()["required"] == ["path"]
    assert spec.summary.startswith("List files sorted by date, size or name")


def test_docstring_parsing():
    summary, desc, params = parse_docstring(
        """Do a thing.

        More words here.

        Args:
            alpha: The first
                one, continued.
            beta (int): The second.
        """
    )
    assert summary == "Do a thing."
    assert "More words here." in desc and "Args" not in desc
    assert params == {"alpha": "The first one, continued.", "beta": "The second."}


def test_metadata_queries():
    assert "bookmark" in REGISTRY.write_tools()
    assert "list_files" in REGISTRY.cacheable_tools()
    assert "scan" not in REGISTRY.cacheable_tools()  # not idempotent
    assert "bookmark" not in REGISTRY.cacheable_tools()
    assert REGISTRY.get("folder_stats").category == REGISTRY.get("disk_usage").category == "storage"
    assert REGISTRY.get("list_files").access is Access.READ and REGISTRY.get("list_files").danger is Danger.SAFE
    assert "folders" in REGISTRY.get("folder_stats").keywords


def test_keyword_scoring_matches_whole_words_only():
    reg = Registry()

    @tool(keywords=("test", "pytest"), registry=reg)
    def run_tests(ctx) -> Result:
        """Run the tests."""
        return Result({}, "")

    @tool(keywords=("latest", "recent"), registry=reg)
    def recent(ctx) -> Result:
        """Recent files."""
        return Result({}, "")

    assert [n for n, _ in reg.score("show the latest files")] == ["recent"]
    assert [n for n, _ in reg.score("run the test suite")] == ["run_tests"]
    assert reg.score("contest results") == []


def test_arguments_are_validated_and_coerced():
    spec = REGISTRY.get("list_files")
    kw = spec.bind({"limit": "5", "sort_by": "SIZE", "include_hidden": True})
    assert kw["limit"] == 5 and kw["sort_by"] == "size" and kw["filters"].include_hidden is True
    with pytest.raises(InvalidInput, match="include_hidden should be true or false"):
        spec.bind({"include_hidden": "false"})  # text is never a boolean ("false" must not mean true)
    with pytest.raises(InvalidInput, match="limit should be a whole number"):
        spec.bind({"limit": "lots"})
    with pytest.raises(InvalidInput, match="sort_by must be one of date, size, name"):
        spec.bind({"sort_by": "colour"})
    with pytest.raises(InvalidInput, match="has no argument 'colour'"):
        spec.bind({"colour": "red"})
    with pytest.raises(InvalidInput, match="needs the argument 'path'"):
        REGISTRY.get("read_file").bind({})


def test_a_tool_defined_once_appears_on_every_surface(ctx):
    @tool(
        access=Access.READ,
        category="testing",
        keywords=("wombat",),
        examples=(("count the wombats", {"query": "3"}),),
        cli_args=("query",),
        acp="count_wombats",
    )
    def count_wombats(ctx, query: str, colour: Literal["grey", "brown"] = "grey") -> Result:
        """Count wombats of a colour.

        Args:
            query: How many wombats.
            colour: Their colour.
        """
        n = int(query)
        return Result({"wombats": n, "colour": colour}, f"{n} {colour} wombats")

    try:
        # the CLI
        runner = CliRunner()
        out = runner.invoke(cli, ["--help"])
        assert "count-wombats" in out.output
        out = runner.invoke(cli, ["count-wombats", "3", "--colour", "brown", "--json"])
        assert out.exit_code == 0, out.output
        assert json.loads(out.output) == {"wombats": 3, "colour": "brown"}
        # the agent's tool schemas (full and compact)
        names = [t["function"]["name"] for t in REGISTRY.openai_tools()]
        assert "count_wombats" in names
        compact = {t["function"]["name"]: t for t in REGISTRY.openai_tools(compact=True)}
        assert compact["count_wombats"]["function"]["parameters"]["properties"]["colour"]["enum"] == ["grey", "brown"]
        # the MCP list
        mcp = {t["name"]: t for t in REGISTRY.mcp_tools()}
        assert mcp["count_wombats"]["annotations"]["readOnlyHint"] is True
        assert mcp["count_wombats"]["inputSchema"]["required"] == ["query"]
        # keyword routing and the metadata listing
        assert REGISTRY.score("how many wombats?")[0][0] == "count_wombats"
        out = runner.invoke(cli, ["tools", "--json"])
        assert "count_wombats" in [t["name"] for t in json.loads(out.output)["tools"]]
        # the run(input) contract: the action is listed and served, with its permission
        from filescout import acp

        assert "count_wombats" in acp.MANIFEST["actions"]
        assert acp.MANIFEST["action_permissions"]["count_wombats"] == "filesystem.read"
        out = acp.run({"action": "count_wombats", "query": "4"}, home=ctx.home)
        assert out["status"] == "success" and out["result"] == {"wombats": 4, "colour": "grey"}
        # and a direct call
        assert REGISTRY.call("count_wombats", {"query": "2"}, ctx).text == "2 grey wombats"
    finally:
        REGISTRY.unregister("count_wombats")
    assert "count_wombats" not in REGISTRY


def test_two_tools_with_one_name_are_refused():
    from filescout.tools.registry import Registry

    reg = Registry()

    @tool(registry=reg)
    def twin(ctx: Context) -> Result:
        """The first."""
        return Result({}, "first")

    with pytest.raises(ValueError, match="already registered"):

        @tool(registry=reg, name="twin")
        def twin_again(ctx: Context) -> Result:
            """The second, by mistake."""
            return Result({}, "second")

    assert reg.get("twin").summary == "The first."
