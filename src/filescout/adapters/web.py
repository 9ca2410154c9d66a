"""The web dashboard served by ``filescout serve``: static pages (``filescout/web/static``, no build step) that call
the HTTP API's tools, and ``POST /api/chat`` for the agent (the one thing no tool gives).

The pages compute nothing: every number on them is a tool's result (``GET /api/tools/NAME``). A change (trash,
undo, export, a chat that acts) is a ``POST`` with the server's bearer token, and is shown as a plan first: the
page sends the plan's ``confirm_token`` back only after the person confirmed. The token reaches the page through
the address ``serve`` prints (``/#token=…``, a fragment, which browsers never send to a server); the page keeps it
in the tab's sessionStorage.
"""

from __future__ import annotations

import json
import secrets
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..agent.agent import Agent
from ..errors import FilescoutError
from ..tools import Context
from ..tools.invoke import Policy
from ..tools.opener import open_path
from .callers import bearer_ok
from .callers import policy as mcp_policy
from .web_scan import ScanJob

STATIC = Path(__file__).resolve().parent.parent / "web" / "static"
NO_CACHE = {"Cache-Control": "no-cache"}
MAX_CHATS = 32


def _llm(ctx: Context) -> Any:
    """The model the CLI's ``ask`` would use (FILESCOUT_LLM_URL and _MODEL), or None: the offline agent."""
    url, model = ctx.settings.llm_url, ctx.settings.llm_model
    if not (url and model):
        return None
    from ..agent.llm import LLMClient

    return LLMClient(url, model, api_key=ctx.settings.llm_api_key, timeout=60.0)


def _refuse(message: str, code: str, status: int) -> JSONResponse:
    return JSONResponse({"ok": False, "error": message, "code": code, "status": status}, status_code=status)


HTTP_CODES = {"invalid_input": 400, "not_found": 404, "permission_denied": 403, "outside_allowed_roots": 403,
              "blocked": 403, "conflict": 409}  # fmt: skip


async def _body(request: Request) -> dict | None:
    try:
        body = json.loads(await request.body() or b"{}")
    except (ValueError, UnicodeDecodeError):
        return None
    return body if isinstance(body, dict) else None


def web_routes(
    ctx: Context,
    *,
    token: str,
    lock: threading.Lock,
    run: Callable[[Callable], Awaitable],
    policy: Policy | None = None,
) -> list:
    """The dashboard's routes: ``/`` (the app), ``/static/…`` (its files), ``POST /api/chat``, ``/api/scan`` (a scan
    in the background, and its progress) and ``POST /api/open`` (open or reveal a file on the desktop). ``run``
    carries a call out where the API's tool calls run (one thread), ``lock`` is the one they hold."""
    chats: OrderedDict[str, Agent] = OrderedDict()
    job = ScanJob(ctx, policy or mcp_policy(False))

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers=NO_CACHE)

    def ask(conversation: str, question: str) -> dict:
        with lock:
            agent = chats.get(conversation)
            if agent is None:
                agent = chats[conversation] = Agent(ctx, llm=_llm(ctx))
                while len(chats) > MAX_CHATS:
                    chats.popitem(last=False)
            chats.move_to_end(conversation)
            try:
                turn = agent.ask(question)
            except FilescoutError as exc:
                return {"ok": True, "conversation": conversation, "answer": f"Error: {exc.message}", "steps": [],
                        "pending": agent.pending is not None}  # fmt: skip
            finally:
                notices = list(ctx.notices)
                ctx.notices.clear()
            d = turn.to_dict()
            return {"ok": True, "conversation": conversation, "pending": agent.pending is not None,
                    "notices": notices, **{k: d[k] for k in ("question", "tool", "arguments", "result", "answer",
                                                             "steps", "mode")}}  # fmt: skip

    async def chat(request: Request) -> JSONResponse:
        if not bearer_ok(request.headers.get("authorization", ""), token):
            return _refuse("The chat can act on files: it needs this server's token.", "token_required", 401)
        try:
            body = json.loads(await request.body() or b"{}")
        except (ValueError, UnicodeDecodeError):
            body = None
        if not isinstance(body, dict) or not isinstance(body.get("question"), str) or not body["question"].strip():
            return _refuse('Send {"question": "…", "conversation": "id"}.', "invalid_input", 400)
        conv = body.get("conversation")
        conv = conv if isinstance(conv, str) and 0 < len(conv) <= 64 else secrets.token_hex(8)
        result = await run(partial(ask, conv, body["question"][:2000]))
        return JSONResponse(json.loads(json.dumps(result, default=str)))

    async def scan(request: Request) -> JSONResponse:
        if request.method == "GET":
            return JSONResponse(json.loads(json.dumps({"ok": True, **job.state()}, default=str)))
        if not bearer_ok(request.headers.get("authorization", ""), token):
            return _refuse("Scanning needs this server's token.", "token_required", 401)
        body = await _body(request)
        if body is None or not isinstance(body.get("path"), str) or not body["path"].strip():
            return _refuse('Send {"path": "the folder to scan"}.', "invalid_input", 400)
        started = job.start(body["path"])
        if started is None:
            return _refuse(job.busy_message(), "conflict", 409)
        return JSONResponse({"ok": True, **started}, status_code=202)

    def opening(path: str, reveal: bool) -> dict:
        with lock:
            try:
                r = open_path(ctx, path, reveal=reveal)
            except FilescoutError as exc:
                return {"ok": False, "error": exc.message, "code": exc.code, "status": HTTP_CODES.get(exc.code, 400)}
            return {"ok": True, "result": r.data, "text": r.text}

    async def open_file(request: Request) -> JSONResponse:
        if not bearer_ok(request.headers.get("authorization", ""), token):
            return _refuse("Opening a file needs this server's token.", "token_required", 401)
        body = await _body(request)
        if body is None or not isinstance(body.get("path"), str):
            return _refuse('Send {"path": "…", "reveal": false}.', "invalid_input", 400)
        out = await run(partial(opening, body["path"], bool(body.get("reveal"))))
        return JSONResponse(out, status_code=out.get("status", 200))

    return [
        Route("/", index, methods=["GET"]),
        Route("/api/chat", chat, methods=["POST"]),
        Route("/api/scan", scan, methods=["GET", "POST"]),
        Route("/api/open", open_file, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]


def dashboard_url(port: int, token: str) -> str:
    """The address that opens the dashboard with the token (in the fragment: never sent over the wire)."""
    return f"http://127.0.0.1:{port}/#token={token}"
