"""An MCP server over the tool registry: ``filescout mcp`` (stdio) and ``filescout mcp --http`` (streamable HTTP on
127.0.0.1), on the official SDK's low-level ``Server`` (imported only here, only for these commands).

Every registry tool is listed with its input schema, an output schema (the outcome's envelope), and annotations
from its metadata (readOnlyHint, destructiveHint, idempotentHint, openWorldHint=false); ``list_allowed_directories``
says which folders the client may use (the ``--root`` folders, else the scanned and configured ones). Calls go
through :func:`~filescout.tools.invoke.invoke` with ``confirm="writes"``: a change returns its plan and a token
first and is carried out only when called again with ``confirm_token`` (unless the server was started with
``--allow-writes``). Errors are ``isError`` results with the plain message.
"""

from __future__ import annotations

import secrets
import threading
from functools import partial
from typing import Any

import anyio
from mcp import types
from mcp.server import Server

from .. import __version__
from ..tools import REGISTRY, Context
from ..tools.invoke import Outcome, Policy, Status, failure, input_schema, invoke
from ..tools.registry import Registry
from .callers import GRANTS, BearerOnly, bind, policy, write_token  # noqa: F401  (policy, GRANTS: used by callers of this module too)

LIST_DIRS = "list_allowed_directories"
OUTPUT_SCHEMA = {
    "type": "object",
    "properties": {
        "ok": {"type": "boolean"},
        "status": {"enum": [s.value for s in Status]},
        "tool": {"type": "string"},
        "result": {"type": "object"},
        "text": {"type": "string"},
        "token": {"type": ["string", "null"]},
        "prompt": {"type": ["string", "null"]},
    },
    "required": ["ok", "status", "tool", "result"],
}
INSTRUCTIONS = (
    "filescout answers questions about the files in the allowed folders from an exact index (names, sizes, dates, "
    "document contents) and plans file operations. A tool that changes files first returns its plan and a "
    "confirm_token: show the plan to the user, and call the same tool again with the same arguments plus "
    "confirm_token only after they agree. Deleting goes to the trash; `undo` reverses a batch."
)


def tool_entries(pol: Policy, registry: Registry = REGISTRY) -> list[dict]:
    """Every tool's MCP entry (camelCase, as on the wire), plus list_allowed_directories."""
    out = []
    for spec in registry:
        entry = spec.mcp()
        entry["inputSchema"] = input_schema(spec, pol)
        entry["outputSchema"] = OUTPUT_SCHEMA
        out.append(entry)
    out.append(
        {
            "name": LIST_DIRS,
            "description": "The folders this server may read and act in; every path must be inside one of them.",
            "inputSchema": {"type": "object", "properties": {}, "additionalProperties": False},
            "outputSchema": {"type": "object", "properties": {"directories": {"type": "array"}}},
            "annotations": {"title": "Allowed folders", "readOnlyHint": True, "destructiveHint": False,
                            "idempotentHint": True, "openWorldHint": False},
        }
    )  # fmt: skip
    return out


def render(out: Outcome) -> types.CallToolResult:
    """An outcome as an MCP tool result: its text, the envelope as structured content, isError for an error."""
    text = out.message or out.status.value
    if out.notices:
        text = "\n".join([*out.notices, text])
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)],
        structured_content=out.to_dict(),
        is_error=out.status is Status.ERROR,
    )


def build_server(ctx: Context, *, allow_writes: bool = False, registry: Registry = REGISTRY) -> Server:
    """The MCP server for ``ctx`` (its roots are the allowed folders). Calls run one at a time, off the loop."""
    pol = policy(allow_writes)
    lock = threading.Lock()

    def call(name: str, args: Any) -> types.CallToolResult:
        with lock:
            if name == LIST_DIRS:
                try:
                    dirs = ctx.roots()
                except Exception as exc:
                    return render(failure(LIST_DIRS, exc))
                text = "Allowed folders:\n" + "\n".join(dirs) if dirs else "No folders are allowed yet."
                return types.CallToolResult(
                    content=[types.TextContent(type="text", text=text)], structured_content={"directories": dirs}
                )
            return render(invoke(name, args, ctx, policy=pol, registry=registry))

    async def on_list_tools(_ctx: Any, _params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[types.Tool.model_validate(t) for t in tool_entries(pol, registry)])

    async def on_call_tool(_ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        return await anyio.to_thread.run_sync(partial(call, params.name, params.arguments))

    return Server(
        "filescout",
        version=__version__,
        instructions=INSTRUCTIONS,
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
    )


def serve_stdio(ctx: Context, *, allow_writes: bool = False) -> None:
    from mcp.server.stdio import stdio_server

    server = build_server(ctx, allow_writes=allow_writes)

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)


def serve_http(ctx: Context, *, allow_writes: bool = False, port: int = 8765) -> None:
    """Streamable HTTP at http://127.0.0.1:PORT/mcp: a foreign Host or Origin is refused by the SDK, and every
    request needs this run's token (printed, and in FILESCOUT_HOME/mcp_token, 0600)."""
    import click
    import uvicorn

    app = build_server(ctx, allow_writes=allow_writes).streamable_http_app(streamable_http_path="/mcp")
    token = secrets.token_urlsafe(32)
    where = write_token(ctx.home, token, "mcp_token")
    sock = bind(port)
    click.echo(f"filescout MCP server on http://127.0.0.1:{sock.getsockname()[1]}/mcp", err=True)
    click.echo(f"every request needs the header  Authorization: Bearer {token}  (also in {where})", err=True)
    uvicorn.Server(uvicorn.Config(BearerOnly(app, token), log_level="warning")).run(sockets=[sock])
