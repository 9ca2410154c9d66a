"""The local HTTP JSON API: ``filescout serve`` (Starlette on uvicorn, bound to 127.0.0.1 only).

* ``GET /api/tools``: every tool with its metadata and input schema; ``GET /api/openapi.json``: the OpenAPI
  document, generated from the registry.
* ``POST /api/tools/{name}`` with a JSON object of arguments, for every tool; ``GET /api/tools/{name}?arg=…`` for
  the read-only, idempotent ones.
* A tool that changes anything (or isn't idempotent, like ``scan``) needs ``Authorization: Bearer TOKEN``: a random
  token made for each run, printed at start and written to ``FILESCOUT_HOME/http_token`` (0600). Changes are shown
  first (plan and confirm_token), as over MCP, unless the server was started with ``--allow-writes``.
* A request whose Host (or Origin) isn't this machine's loopback is refused (DNS rebinding).
* One error shape: ``{"ok": false, "error": "plain message", "code": "invalid_input", "status": 400}``; success is
  ``{"ok": true, "outcome": "ok" | "dry_run" | "confirmation_required", "result": {...}, "text": ..., "token": ...}``.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import threading
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .. import __version__
from ..tools import REGISTRY, Context, ToolSpec
from ..tools.invoke import Outcome, Status, input_schema, invoke
from ..tools.registry import Registry
from .callers import bearer_ok, bind, write_token
from .callers import policy as mcp_policy
from .web import dashboard_url, web_routes

LOOPBACK = {"127.0.0.1", "localhost", "[::1]"}
HTTP_STATUS = {"invalid_input": 400, "unknown_tool": 404, "not_found": 404, "permission_denied": 403,
               "outside_allowed_roots": 403, "blocked": 403, "token_required": 401, "host_refused": 421,
               "method_not_allowed": 405, "conflict": 409, "already_exists": 409, "partially_done": 409,
               "failed": 409, "internal_error": 500}  # fmt: skip
SUCCESS = {
    "type": "object",
    "required": ["ok", "outcome", "tool", "result"],
    "properties": {
        "ok": {"const": True},
        "outcome": {"enum": [s.value for s in Status if s is not Status.ERROR]},
        "tool": {"type": "string"},
        "result": {"type": "object"},
        "text": {"type": "string"},
        "token": {"type": ["string", "null"]},
        "prompt": {"type": ["string", "null"]},
        "notices": {"type": "array", "items": {"type": "string"}},
    },
}
ERROR = {
    "type": "object",
    "required": ["ok", "error", "code", "status"],
    "properties": {"ok": {"const": False}, "error": {"type": "string"}, "code": {"type": "string"},
                   "status": {"type": "integer"}},
}  # fmt: skip


def needs_token(spec: ToolSpec) -> bool:
    return not spec.cacheable


def error(message: str, code: str, data: dict | None = None) -> JSONResponse:
    status = HTTP_STATUS.get(code, 400)
    body: dict[str, Any] = {"ok": False, "error": message, "code": code, "status": status}
    if data:
        body["result"] = data
    return JSONResponse(body, status_code=status)


def render(out: Outcome) -> JSONResponse:
    if out.status is Status.ERROR:
        err = out.error or {"code": "internal_error", "message": out.text}
        return error(err["message"], err["code"], out.data)
    d = out.to_dict()
    body = {"ok": True, "outcome": d["status"], **{k: d[k] for k in ("tool", "result", "text", "token", "prompt")}}
    return JSONResponse({**body, "notices": d["notices"]}, media_type="application/json")


def _query_args(spec: ToolSpec, request: Request) -> dict:
    """Query parameters -> arguments: booleans and lists by the schema; numbers stay text (the tool checks them)."""
    schemas = {p.name: p.schema for p in spec.params}
    args: dict[str, Any] = {}
    for key in request.query_params:
        values = request.query_params.getlist(key)
        kind = schemas.get(key, {}).get("type")
        if kind == "array":
            args[key] = values
        elif kind == "boolean" and values[-1].lower() in ("true", "false", "1", "0"):
            args[key] = values[-1].lower() in ("true", "1")
        else:
            args[key] = values[-1]
    return args


def openapi(registry: Registry = REGISTRY, *, allow_writes: bool = False) -> dict:
    """The OpenAPI 3.1 document of this API, one path per tool."""
    pol = mcp_policy(allow_writes)
    responses = {
        "200": {"description": "The outcome", "content": {"application/json": {"schema": SUCCESS}}},
        "default": {"description": "A plain error", "content": {"application/json": {"schema": ERROR}}},
    }
    paths: dict[str, dict] = {}
    for spec in registry:
        schema = input_schema(spec, pol)
        op: dict[str, Any] = {"operationId": spec.name, "summary": spec.summary, "responses": responses}
        if needs_token(spec):
            op["security"] = [{"token": []}]
        item = {"post": {**op, "requestBody": {"required": False,
                                               "content": {"application/json": {"schema": schema}}}}}  # fmt: skip
        if not needs_token(spec):
            params = [
                {"name": n, "in": "query", "required": n in schema.get("required", []), "schema": s,
                 **({"style": "form", "explode": True} if s.get("type") == "array" else {})}
                for n, s in schema["properties"].items()
            ]  # fmt: skip
            item["get"] = {**op, "operationId": f"{spec.name}_get", "parameters": params}
        paths[f"/api/tools/{spec.name}"] = item
    return {
        "openapi": "3.1.0",
        "info": {"title": "filescout", "version": __version__},
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {"securitySchemes": {"token": {"type": "http", "scheme": "bearer"}}},
    }


def create_app(ctx: Context, *, token: str, allow_writes: bool = False, registry: Registry = REGISTRY) -> Starlette:
    pol = mcp_policy(allow_writes)
    lock = threading.Lock()
    # every call on one thread: calls are serialised anyway, and SQLite handles cached by a thread (the walker's
    # read-only one, used when a change refreshes the index) then never meet another thread
    worker = ThreadPoolExecutor(1, thread_name_prefix="filescout-tools")

    async def on_worker(fn: Any) -> Any:
        return await asyncio.wrap_future(worker.submit(fn))

    def call(name: str, args: Any) -> Outcome:
        with lock:
            return invoke(name, args, ctx, policy=pol, registry=registry)

    async def tool(request: Request) -> JSONResponse:
        name = request.path_params["name"]
        if name not in registry:
            return error(f"There is no tool called {name[:100]!r}. GET /api/tools lists them.", "unknown_tool")
        spec = registry.get(name)
        if request.method == "GET" and needs_token(spec):
            return error(f"{name} changes things: use POST, with the token.", "method_not_allowed")
        if needs_token(spec) and not bearer_ok(request.headers.get("authorization", ""), token):
            return error(f"{name} needs this server's token (Authorization: Bearer TOKEN).", "token_required")
        if request.method == "GET":
            args: Any = _query_args(spec, request)
        else:
            raw = await request.body()
            try:
                args = json.loads(raw) if raw.strip() else {}
            except (ValueError, UnicodeDecodeError):
                return error("The request body must be a JSON object of arguments.", "invalid_input")
        return render(await on_worker(partial(call, name, args)))

    async def tools(request: Request) -> JSONResponse:
        return JSONResponse({"ok": True, "tools": [{**s.meta(), "input_schema": input_schema(s, pol),
                                                    "needs_token": needs_token(s)} for s in registry]})  # fmt: skip

    async def spec_doc(request: Request) -> JSONResponse:
        return JSONResponse(openapi(registry, allow_writes=allow_writes))

    async def http_error(request: Request, exc: Exception) -> JSONResponse:
        code = getattr(exc, "status_code", 500)
        named = {404: "not_found", 405: "method_not_allowed"}.get(code, "internal_error" if code >= 500 else "")
        return error(str(getattr(exc, "detail", "")) or "That request can't be served.", named or "invalid_input")

    routes = [
        Route("/api/tools", tools, methods=["GET"]),
        Route("/api/openapi.json", spec_doc, methods=["GET"]),
        Route("/api/tools/{name}", tool, methods=["GET", "POST"]),
        *web_routes(ctx, token=token, lock=lock, run=on_worker, policy=pol),  # the dashboard (adapters/web.py)
    ]
    app = Starlette(routes=routes, exception_handlers={HTTPException: http_error, Exception: http_error})
    return LoopbackOnly(app)  # type: ignore[return-value]


class LoopbackOnly:
    """Refuses a request whose Host or Origin names anything but this machine's loopback (DNS rebinding)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
            host = headers.get("host", "")
            origin = headers.get("origin")
            host = host.lower()
            name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
            oname = origin.split("://", 1)[-1].rsplit(":", 1)[0] if origin else None
            if name not in LOOPBACK or (origin is not None and oname not in LOOPBACK):
                await error("This server answers only requests to 127.0.0.1 or localhost.", "host_refused")(
                    scope, receive, send
                )
                return
        await self.app(scope, receive, send)


def serve(ctx: Context, *, port: int = 8766, allow_writes: bool = False, open_browser: bool = False) -> None:
    import click
    import uvicorn

    token = secrets.token_urlsafe(32)
    where = write_token(ctx.home, token)
    sock = bind(port)
    port = sock.getsockname()[1]
    app = create_app(ctx, token=token, allow_writes=allow_writes)
    click.echo(f"filescout API on http://127.0.0.1:{port}/api (tools: /api/tools, /api/openapi.json)", err=True)
    click.echo(f"token for tools that change things: {token} (also in {where})", err=True)
    click.echo(f"dashboard: {dashboard_url(port, token)}", err=True)
    if open_browser:
        import webbrowser

        threading.Timer(0.5, webbrowser.open, [dashboard_url(port, token)]).start()
    uvicorn.Server(uvicorn.Config(app, log_level="warning")).run(sockets=[sock])
