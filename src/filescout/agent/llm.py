"""LLM mode: any OpenAI-compatible server (Ollama, llama.cpp, LM Studio, vLLM, Lemonade) calling registry tools.

Tool calls are accepted from ``message.tool_calls`` or from the text formats
small local models emit:

* LFM2: ``<|tool_call_start|>[fn(a="x", b=1)]<|tool_call_end|>`` and the bare ``[fn(a="x")]``
* Hermes/Qwen: ``<tool_call>{"name": …, "arguments": …}</tool_call>``
* bare JSON with ``arguments`` or ``parameters``
* Llama: ``<|python_tag|>`` followed by JSON or a call
* Gemma: a fenced ``tool_code`` block

Pythonic calls are parsed with :mod:`ast` (never ``eval``): single quotes,
True/False/None (and true/false/null) and several calls at once are fine.
Names and arguments are checked against the registry; errors go back to the
model as text. The model is an untrusted caller (:data:`~filescout.tools.policy.MODEL`):
the registry refuses it anything outside the allowed folders, new roots, undo
and recovery, SKIP-tier contents, confirmation tokens and ``dry_run: false``;
write tools only ever produce a plan, which the user confirms ("yes").
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass

from ..endpoints import post_json
from ..safety.sensitive import SKIP_MESSAGE
from ..tools import REGISTRY
from ..tools.invoke import Status, invoke
from ..tools.policy import MODEL, offered
from ..units import now as clock
from .answer import compose
from .turn import Turn

MAX_STEPS = 8
MAX_RESULT_CHARS = 6000


class LLMUnavailable(Exception):
    """The model can't be used for this question (unreachable, timed out, nothing usable)."""


@dataclass
class ToolCall:
    name: str
    arguments: dict | None
    error: str | None = None
    id: str | None = None


class LLMClient:
    def __init__(self, url: str, model: str, *, api_key: str | None = None, timeout: float = 60.0) -> None:
        base = url.rstrip("/")
        if base.endswith("/chat/completions"):
            self.endpoint = base
        elif base.endswith("/v1"):
            self.endpoint = base + "/chat/completions"
        else:
            self.endpoint = base + "/v1/chat/completions"
        self.url = url
        self.model = model
        self.api_key = api_key
        self.timeout = timeout

    def chat(self, messages: list[dict], tools: list[dict] | None = None) -> dict:
        body: dict = {"model": self.model, "messages": messages, "temperature": 0}
        if tools:
            body["tools"] = tools
        data = post_json(
            self.endpoint,
            body,
            url=self.url,
            name="model server",
            api_key=self.api_key,
            timeout=self.timeout,
            error=LLMUnavailable,
        )
        try:
            return data["choices"][0]["message"]
        except (KeyError, IndexError, TypeError):
            raise LLMUnavailable(f"The model server at {self.url} sent an answer without a message")


# -- parsing tool calls -------------------------------------------------------------------

_LFM = re.compile(r"<\|tool_call_start\|>(.*?)<\|tool_call_end\|>", re.S)
_HERMES = re.compile(r"<tool_call>\s*(.*?)\s*</tool_call>", re.S)
_GEMMA = re.compile(r"```tool_code\s*\n(.*?)```", re.S)
_PYTAG = re.compile(r"<\|python_tag\|>(.*?)(?:<\|eom_id\|>|<\|eot_id\|>|$)", re.S)


def _literal(node: ast.AST):
    if isinstance(node, ast.Name) and node.id in ("true", "false", "null"):
        return {"true": True, "false": False, "null": None}[node.id]
    if isinstance(node, ast.List):
        return [_literal(e) for e in node.elts]
    if isinstance(node, ast.Dict):
        return {_literal(k): _literal(v) for k, v in zip(node.keys, node.values, strict=True)}
    return ast.literal_eval(node)


def parse_pythonic(text: str) -> list[ToolCall]:
    """``[fn(a="x", b=1), g()]`` or ``fn(a='x')`` -> calls, safely (ast + literal_eval only)."""
    src = text.strip().rstrip(";")
    try:
        tree = ast.parse(src, mode="eval").body
    except SyntaxError as exc:
        return [ToolCall("?", None, f"I couldn't parse that tool call ({exc.msg}): {src[:200]}")]
    nodes = tree.elts if isinstance(tree, ast.List | ast.Tuple) else [tree]
    calls = []
    for node in nodes:
        if not isinstance(node, ast.Call):
            calls.append(ToolCall("?", None, f"That isn't a function call: {ast.unparse(node)[:200]}"))
            continue
        fn = node.func
        name = fn.id if isinstance(fn, ast.Name) else (fn.attr if isinstance(fn, ast.Attribute) else "?")
        try:
            args = {kw.arg: _literal(kw.value) for kw in node.keywords if kw.arg}
            if node.args:
                spec = REGISTRY.tools.get(name)
                order = [p.name for p in spec.params] if spec else []
                for i, a in enumerate(node.args):
                    if i >= len(order):
                        raise ValueError("too many positional arguments")
                    args.setdefault(order[i], _literal(a))
        except (ValueError, SyntaxError, TypeError) as exc:
            calls.append(ToolCall(name, None, f"The arguments of {name} must be plain values ({exc})."))
            continue
        calls.append(ToolCall(name, args))
    return calls


def _from_json_obj(obj) -> list[ToolCall]:
    if isinstance(obj, list):
        return [c for o in obj for c in _from_json_obj(o)]
    if not isinstance(obj, dict):
        return []
    if "function" in obj and isinstance(obj["function"], dict):
        obj = obj["function"]
    name = obj.get("name") or obj.get("tool")
    if not name:
        return []
    args = obj.get("arguments", obj.get("parameters", {}))
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except ValueError:
            return [ToolCall(name, None, f"The arguments of {name} aren't valid JSON: {args[:200]}")]
    if not isinstance(args, dict):
        return [ToolCall(name, None, f"The arguments of {name} must be an object.")]
    return [ToolCall(name, args)]


def _json_calls(text: str) -> list[ToolCall] | None:
    t = text.strip()
    if not t or t[0] not in "[{":
        return None
    try:
        obj = json.loads(t)
    except ValueError:
        return None
    calls = _from_json_obj(obj)
    return calls or None


def parse_tool_calls(message: dict) -> list[ToolCall]:
    """Every tool call in a model message, in any of the supported formats."""
    native = message.get("tool_calls") or []
    if native:
        out = []
        for tc in native:
            fn = tc.get("function") or {}
            calls = _from_json_obj({"name": fn.get("name"), "arguments": fn.get("arguments") or {}})
            for c in calls:
                c.id = tc.get("id")
            out += calls or [ToolCall("?", None, "A tool call without a name.")]
        return out
    text = message.get("content") or ""
    if not isinstance(text, str):
        return []
    for rx, kind in ((_LFM, "py"), (_HERMES, "json"), (_GEMMA, "py"), (_PYTAG, "any")):
        found = rx.findall(text)
        if found:
            out: list[ToolCall] = []
            for chunk in found:
                if kind == "json":
                    out += _json_calls(chunk) or [
                        ToolCall("?", None, f"That tool call isn't valid JSON: {chunk[:200]}")
                    ]
                elif kind == "py":
                    out += parse_pythonic(chunk)
                else:
                    out += _json_calls(chunk) or parse_pythonic(chunk)
            return out
    stripped = text.strip()
    as_json = _json_calls(stripped)
    if as_json:
        return as_json
    if re.match(r"\[\s*[A-Za-z_][\w.]*\(", stripped):
        return parse_pythonic(stripped)  # an attempted call, even a broken one (its error goes back)
    return []


# -- the loop ---------------------------------------------------------------------------------


def system_prompt(agent) -> str:
    roots = ", ".join(agent.ctx.roots()) or "(nothing indexed yet)"
    return (
        "You are filescout, an assistant that answers questions about the files on this computer using tools. "
        "Always use a tool to get facts; never invent files or numbers. Answer in one or two sentences with the "
        "key figures and file names. Relative paths are relative to the indexed folders: " + roots + ". "
        f"Today is {clock().date().isoformat()}. Moving, copying, renaming or deleting only makes a plan; "
        "tell the user the plan and that they must confirm it."
    ) + _file_map(agent)


MAP_TOKENS = 600  # the file map in the system prompt (tools/fsmap.py; `filescout map` shows it)


def _file_map(agent) -> str:
    """The user's files in brief, for the model to know where things are (nothing when the index is empty)."""
    from ..tools.fsmap import file_map

    try:
        return "\n\n" + file_map(agent.ctx, budget_tokens=MAP_TOKENS).text if agent.ctx.roots() else ""
    except Exception:  # the map is a help, never a reason to fail a question
        return ""


def _for_model(name: str, data: dict) -> str:
    if "token" in data:  # a plan's confirmation token is for the user's "yes", not for the model
        data = {k: v for k, v in data.items() if k != "token"}
    if name == "read_file" and data.get("warning") == SKIP_MESSAGE:
        data = {
            "path": data.get("path"),
            "withheld": "This file may contain sensitive data; its content was not sent to the model.",
        }
    text = json.dumps(data, ensure_ascii=False, default=str)
    if len(text) > MAX_RESULT_CHARS:
        text = text[:MAX_RESULT_CHARS] + "… (truncated)"
    return text


def run_llm(agent, question: str) -> Turn:
    """Answer with the model's tool calls. ``agent`` is the calling Agent (its ctx, llm client and pending)."""
    client: LLMClient = agent.llm
    tools = [t for t in (offered(MODEL, spec) for spec in REGISTRY) if t is not None]
    messages: list[dict] = [{"role": "system", "content": system_prompt(agent)}, {"role": "user", "content": question}]
    steps: list[dict] = []
    last = None
    for _ in range(MAX_STEPS):
        msg = client.chat(messages, tools)
        calls = parse_tool_calls(msg)
        if not calls:
            content = (msg.get("content") or "").strip()
            if not content:
                if steps:
                    break
                raise LLMUnavailable(f"The model at {client.url} returned nothing usable")
            return _turn(Turn, question, steps, last, content)
        native = bool(msg.get("tool_calls"))
        messages.append(
            {
                "role": "assistant",
                "content": msg.get("content") or "",
                **({"tool_calls": msg["tool_calls"]} if native else {}),
            }
        )
        for call in calls:
            reply = _run_call(agent, call, steps)
            if reply[1] is not None:
                last = reply[1]
            if native and call.id:
                messages.append({"role": "tool", "tool_call_id": call.id, "content": reply[0]})
            else:
                messages.append({"role": "user", "content": f"Result of {call.name}: {reply[0]}"})
    # out of steps (or the model stopped talking): answer from the last result
    if last is None:
        raise LLMUnavailable(f"The model at {client.url} didn't produce a usable answer")
    name, args, data, text = last
    return _turn(Turn, question, steps, last, compose(name, args, data, text))


def _run_call(agent, call: ToolCall, steps: list[dict]) -> tuple[str, tuple | None]:
    if call.error:
        return f"Error: {call.error}", None
    if call.name not in REGISTRY:
        names = ", ".join(sorted(REGISTRY.tools))
        return f"Error: there is no tool called {call.name!r}. Tools: {names}.", None
    spec = REGISTRY.get(call.name)
    args = dict(call.arguments or {})
    if "dry_run" in {p.name for p in spec.params}:
        args.setdefault("dry_run", True)  # the model plans; the user confirms (the policy refuses anything else)
    # the model is an untrusted caller: the invocation core checks every call against MODEL's grants
    out = invoke(call.name, args, agent.ctx, caller=MODEL)
    if not out.ok and not out.data:
        steps.append({"tool": call.name, "arguments": args, "result": {"error": out.error}})
        return f"Error: {out.message}", None
    steps.append({"tool": call.name, "arguments": args, "result": out.data})
    if out.status in (Status.DRY_RUN, Status.CONFIRMATION_REQUIRED) and not spec.read_only:
        # "yes" carries out exactly this plan: its token binds the files and their state
        todo = {k: v for k, v in args.items() if k not in ("dry_run", "confirm_token")}
        agent.pending = (call.name, todo, out.token)
    return _for_model(call.name, out.data), (call.name, args, out.data, out.text)


def _turn(Turn, question: str, steps: list[dict], last, answer: str):
    tool, args, data = (last[0], last[1], last[2]) if last else (None, {}, None)
    intent = "action" if tool and not REGISTRY.get(tool).read_only else ("search" if tool else "factual")
    return Turn(question, intent, tool, args, data, answer, steps, mode="llm")
