"""The agent: a question in, tool calls through the registry, a short answer out.

Offline by default (rules, no model). With an LLM configured, open-ended
requests go to it with the registry's tools; if it fails, the offline
understanding answers and says so. In a chat, the agent keeps context for
follow-ups ("and only the PDFs?", "what about last year?", "open the second
one", "move those to Archive") and asks before acting.
"""

from __future__ import annotations

import os
import re

from ..tools import REGISTRY, Context
from ..tools.invoke import Status, invoke
from ..units import human_size, shown
from .answer import compose
from .followups import NO_RE, YES_RE, FollowUps
from .intents import Understanding
from .money import money_turn
from .slots import Slots, parse
from .turn import Turn
from .understand import understand
from .vocabulary import plain_verbs

_FOLDER_FOR = {"songs": "Music", "song": "Music", "tracks": "Music", "track": "Music", "music": "Music"}


class Agent(FollowUps):
    def __init__(self, ctx: Context, *, scope: str | None = None, llm=None, yes: bool = False) -> None:
        self.ctx = ctx
        self.scope = scope
        self.llm = llm
        self.yes = yes  # act on plans without asking (the CLI's --yes)
        self.last: Turn | None = None
        self.last_slots: Slots | None = None
        # a planned action waiting for "yes": (tool, arguments, the token of the plan that was shown)
        self.pending: tuple[str, dict, str | None] | None = None
        # files a clarifying question offered ("Do you mean X?", "Which one?"): (verb, destination, paths)
        self.choosing: tuple[str, str | None, list[str]] | None = None

    # -- one question ------------------------------------------------------------------
    def ask(self, question: str) -> Turn:
        q = plain_verbs(question.strip())
        if not q:
            return Turn(q, "factual", None, {}, None, "Ask me something about your files.")
        if self.pending and YES_RE.match(q):
            return self._confirm(q)
        if self.pending and NO_RE.match(q):
            self.pending = None
            return Turn(q, "action", None, {}, None, "OK, I won't do it. Nothing was changed.")
        self.pending = None
        choosing, self.choosing = self.choosing, None
        if choosing:
            chosen = self._choose(q, choosing)
            if chosen is not None:
                return chosen
        money = money_turn(self, q) if self.llm is None else None  # the finance and tax demos (agent/money.py)
        if money is not None:
            return money
        follow = self._followup(q)
        if follow is not None:
            return follow
        if self.llm is not None:
            from .llm import LLMUnavailable, run_llm

            try:
                turn = run_llm(self, q)
                self._remember(turn, parse(q)[0])
                return turn
            except LLMUnavailable as exc:
                turn = self._offline(q)
                turn.answer = f"({exc} — answered offline.)\n{turn.answer}"
                turn.mode = "offline-fallback"
                return turn
        return self._offline(q)

    def _offline(self, q: str) -> Turn:
        money = money_turn(self, q) if self.llm is not None else None  # the model failed: the demos offline
        if money is not None:
            return money
        u = understand(self.ctx, q, scope=self.scope)
        return self._run(u)

    def _run(self, u: Understanding) -> Turn:
        if u.tool is None:
            msg = u.note or (
                "I'm not sure what you're asking, so I didn't guess. Closest tools: "
                + ", ".join(u.suggestions)
                + ". Try e.g. 'biggest folders', 'find invoice', 'PDFs from last month'."
            )
            turn = Turn(u.question, u.intent, None, {}, None, msg, understood=u.understood())
            self.last = turn if self.last is None else self.last
            if u.candidates and u.verb:
                self.choosing = (u.verb, u.slots.destination, u.candidates)
            return turn
        turn = self.call(u.question, u.intent, u.tool, u.arguments, u.slots)
        turn.understood = u.understood()
        data = turn.result or {}
        if re.search(r"\baverage\b|\bmean\b", u.question, re.I) and data.get("average_human"):
            turn.answer += f" The average file is {data['average_human']}."
        if u.tool == "file_info" and re.search(r"\bpages?\b", u.question, re.I) and not data.get("pages"):
            turn.answer = (
                f"I can't tell how many pages {shown(os.path.basename(u.arguments['path']))} has: I couldn't read it "
                "as a document. " + turn.answer
            )
        if u.tool == "count_files" and re.search(r"\bhidden\b", u.question, re.I) and "hidden_files" in data:
            n = data["hidden_files"]
            turn.answer = (
                f"You have {n:,} hidden file{'s' if n != 1 else ''} (names starting with a dot, and files in noise "
                f"folders like .git, node_modules and caches), {human_size(data.get('hidden_bytes') or 0)}; "
                f"{data['count']:,} other files."
            )
            if re.search(r"\b(?:includ\w*|incl|with|too|counting|as well|plus|and all)\b", u.question, re.I):
                total = n + data["count"]  # "how many files in total, hidden ones included"
                both = human_size((data.get("hidden_bytes") or 0) + (data.get("bytes") or 0))
                turn.answer = f"{total:,} files in all, hidden ones included ({both}). " + turn.answer
        turn.answer += self._type_folder_too(u, data)
        where_ = re.match(r"\s*(?:where(?:'s|s| is| are| did| do| have)?)\b", u.question, re.I)
        at = u.arguments.get("path")
        roots = [r.rstrip("/") for r in self.ctx.roots()] if where_ and at else []
        if where_ and at and at == u.place and at.rstrip("/") not in roots:
            # "where's my minecraft world": where that folder is, then what it holds
            up = os.path.dirname(at.rstrip("/"))
            shown_up = up.replace(os.path.expanduser("~"), "~", 1) if up in roots else self.ctx.display(up)
            turn.answer = f"{os.path.basename(at.rstrip('/'))} is in {shown_up}. " + turn.answer
            turn.answer += self._files_named_too(u, at)
        if u.unused and turn.result and "error" not in turn.result and u.intent != "search":
            turn.answer += f" (I didn't use: {', '.join(repr(w) for w in u.unused)} — nothing here is named that.)"
        return turn

    def _files_named_too(self, u: Understanding, folder: str) -> str:
        """ "wheres job 0501": the folder so named, and the few files elsewhere named so too (the job sheet)."""
        from ..tools.answers import where
        from .grounding import files_named

        words = [
            w for e in (u.grounding or {}).get("words", []) if e.get("value") == folder for w in e["words"].split()
        ]
        found = [
            f for f in files_named(self.ctx.conn, words, limit=4) if not f.path.startswith(folder.rstrip("/") + "/")
        ]
        if not words or not 0 < len(found) <= 3:
            return ""
        return " Files named so elsewhere: " + "; ".join(where(f.path) for f in found) + "."

    def _type_folder_too(self, u: Understanding, data: dict) -> str:
        """ "how much space do the pictures take", "how many songs do I have": every file of the type, then what the
        folders named for it hold (the Pictures folder; the songs in Music folders, not game sounds or voice
        notes): the words may mean either, so both are said."""
        word = (u.slots.type_word or "").lower()
        if u.tool not in ("disk_usage", "count_files") or u.arguments.get("path") or u.arguments.get("folder"):
            return ""
        total = data.get("total_bytes", data.get("bytes"))
        if not word or total is None or not u.arguments.get("type"):
            return ""
        from .places import dirs_named, resolve_place

        name = _FOLDER_FOR.get(word, word.capitalize())
        folder = resolve_place(self.ctx, name)
        roots = [r.rstrip("/") for r in self.ctx.roots()]
        if folder and os.path.dirname(folder) in roots and u.tool == "disk_usage":
            out = invoke("disk_usage", {"path": folder}, self.ctx)  # (the top folder, all of it)
        elif dirs_named(self.ctx, name, hidden=False):
            out = invoke(u.tool, {"type": u.arguments["type"], "folder": name}, self.ctx)
        else:
            return ""
        d = out.data if out.ok and isinstance(out.data, dict) else {}
        n, size = d.get("total_files", d.get("count")), d.get("total_human", d.get("size_human"))
        if not n or d.get("total_bytes", d.get("bytes")) == total:
            return ""
        if "path" in out.data:
            return f" The {os.path.basename(folder)} folder alone holds {size} ({n:,} files)."
        return f" Of them, {n:,} ({size}) are in {name} folders."

    def call(self, question: str, intent: str, tool: str, args: dict, slots: Slots | None = None) -> Turn:
        """Run one tool call through the invocation core and answer; plans for actions wait for "yes"."""
        spec = REGISTRY.get(tool)
        if not spec.read_only and "dry_run" in {p.name for p in spec.params} and "confirm_token" not in args:
            args = {**args, "dry_run": True}  # nothing changes before the user has seen the plan and said yes
        out = invoke(tool, args, self.ctx)
        steps = [{"tool": tool, "arguments": args, "result": out.data if out.ok else {"error": out.error}}]
        if not out.ok and not out.data:
            return Turn(question, intent, tool, args, {"error": out.error}, _refusal(out), steps)
        ready = out.data.get("ready_plan") if spec.read_only and isinstance(out.data, dict) else None
        if isinstance(ready, dict) and ready.get("token"):  # a report with a plan ready for "yes" (the clean-up)
            self.pending = (ready["tool"], ready["arguments"], ready["token"])
        if out.status in (Status.DRY_RUN, Status.CONFIRMATION_REQUIRED) and not spec.read_only:
            todo = {k: v for k, v in args.items() if k not in ("dry_run", "confirm_token")}
            if self.yes:
                return self._execute(question, intent, tool, todo, out.token, steps, slots)
            self.pending = (tool, todo, out.token)
        answer = compose(tool, args, out.data, out.text, slots)
        turn = Turn(question, intent, tool, args, out.data, answer, steps)
        self._remember(turn, slots)
        return turn

    def _execute(
        self, question: str, intent: str, tool: str, args: dict, token: str | None, steps: list, slots
    ) -> Turn:
        """Carry out the plan the user saw and confirmed: its token goes with the call, so if the files changed
        since (a file added to the folder, one changed), nothing is done and the new plan is shown instead."""
        self.pending = None
        if token is None:
            msg = "That plan can't be confirmed any more; ask again to see a new plan."
            return Turn(question, intent, tool, args, {"error": {"code": "stale", "message": msg}}, msg, steps)
        out = invoke(tool, {**args, "confirm_token": token}, self.ctx)
        steps.append({"tool": tool, "arguments": {**args, "confirm_token": "…"},
                      "result": out.data if out.data else {"error": out.error}})  # fmt: skip
        if not out.ok and not out.data:
            return Turn(question, intent, tool, args, {"error": out.error}, _refusal(out), steps)
        if out.status is Status.CONFIRMATION_REQUIRED:
            # not the plan that was shown any more: show the new one, and wait for a new "yes"
            self.pending = (tool, args, out.token)
            answer = out.data.get("message", "") + "\n" + compose(tool, args, out.data, out.text, slots)
            return Turn(question, intent, tool, args, out.data, answer.strip(), steps)
        answer = compose(tool, args, out.data, out.text, slots)
        turn = Turn(question, intent, tool, args, out.data, answer, steps)
        self._remember(turn, slots)
        return turn

    def _confirm(self, q: str) -> Turn:
        tool, args, token = self.pending  # type: ignore[misc]
        return self._execute(q, "action", tool, args, token, [], None)

    def _remember(self, turn: Turn, slots: Slots | None) -> None:
        if turn.tool and REGISTRY.get(turn.tool).read_only:
            self.last = turn
            self.last_slots = slots


def _refusal(out) -> str:
    """A tool's refusal as said to the user: a blocked file's message with its reason in plain words."""
    text = out.message
    if out.error and out.error.get("code") == "blocked" and text.startswith("This file type is blocked"):
        text += " I won't read, show or change it: it holds keys or other secrets."
    return text
