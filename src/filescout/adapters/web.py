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
from .callers import bearer_ok

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


def web_routes(ctx: Context, *, token: str, lock: threading.Lock, run: Callable[[Callable], Awaitable]) -> list:
    """The dashboard's routes: ``/`` (the app), ``/static/…`` (its files) and ``POST /api/chat``. ``run`` carries
    a call out where the API's tool calls run (one thread), ``lock`` is the one they hold."""
    chats: OrderedDict[str, Agent] = OrderedDict()

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

    return [
        Route("/", index, methods=["GET"]),
        Route("/api/chat", chat, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]


def dashboard_url(port: int, token: str) -> str:
    """The address that opens the dashboard with the token (in the fragment: never sent over the wire)."""
    return f"http://127.0.0.1:{port}/#token={token}"
