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

from ..errors import FilescoutError
from ..tools import REGISTRY, Context
from ..units import human_size, shown
from .answer import compose
from .intents import ACTION_RE as ACTION_RE_ANY
from .intents import Understanding
from .places import resolve_destination, resolve_place
from .slots import Slots, parse
from .turn import Turn
from .understand import understand

YES_RE = re.compile(r"^\s*(?:y|yes|yep|yeah|sure|ok|okay|do it|go ahead|confirm|please do|proceed)\b[.!]*\s*$", re.I)
NO_RE = re.compile(r"^\s*(?:n|no|nope|cancel|stop|don'?t|never ?mind|abort)\b[.!]*\s*$", re.I)
ORDINALS = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3, "fifth": 4,
            "5th": 4, "last": -1, "top": 0}  # fmt: skip
FOLLOWUP_RE = re.compile(
    r"^\s*(?:and|but|only|just|what about|how about|now|also|same for|same but|ok,? (?:and|now))"
    r"\b",
    re.I,
)
SORT_RE = re.compile(r"^\s*(?:now\s+|ok\s+|and\s+)?(?:sort|order|rank)(?: them| those| these| it)?\b", re.I)
ALL_RE = re.compile(r"\b(?:all|every|each|both|everything)\b", re.I)
THEM_RE = re.compile(r"\b(?:they|them|those|these|that|those files|these files|of them|one)\b", re.I)
PRONOUN_ACTION_RE = re.compile(r"\b(?:those|them|these|that one|this one|it|the files|all of them)\b", re.I)


def _shown_where(path: str) -> str:
    return f"{shown(os.path.basename(path))} (in {shown(os.path.basename(os.path.dirname(path)) or '/')})"


def _listing(paths: list[str], n: int = 5) -> str:
    return "; ".join(_shown_where(p) for p in paths[:n]) + (f" and {len(paths) - n} more." if len(paths) > n else ".")


class Agent:
    def __init__(self, ctx: Context, *, scope: str | None = None, llm=None, yes: bool = False) -> None:
        self.ctx = ctx
        self.scope = scope
        self.llm = llm
        self.yes = yes  # act on plans without asking (the CLI's --yes)
        self.last: Turn | None = None
        self.last_slots: Slots | None = None
        # a planned action waiting for "yes": (tool, arguments, the token of the plan that was shown)
        self.pending: tuple[str, dict, str | None] | None = None

    # -- one question ------------------------------------------------------------------
    def ask(self, question: str) -> Turn:
        q = question.strip()
        if not q:
            return Turn(q, "factual", None, {}, None, "Ask me something about your files.")
        if self.pending and YES_RE.match(q):
            return self._confirm(q)
        if self.pending and NO_RE.match(q):
            self.pending = None
            return Turn(q, "action", None, {}, None, "OK, I won't do it. Nothing was changed.")
        self.pending = None
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
            return turn
        turn = self.call(u.question, u.intent, u.tool, u.arguments, u.slots)
        turn.understood = u.understood()
        if u.unused and turn.result and "error" not in turn.result and u.intent != "search":
            turn.answer += f" (I didn't use: {', '.join(repr(w) for w in u.unused)} — nothing here is named that.)"
        return turn

    def call(self, question: str, intent: str, tool: str, args: dict, slots: Slots | None = None) -> Turn:
        """Run one tool call and answer; plans for actions wait for confirmation."""
        steps = []
        try:
            res = REGISTRY.call(tool, args, self.ctx)
        except FilescoutError as exc:
            turn = Turn(
                question,
                intent,
                tool,
                args,
                {"error": exc.to_dict()},
                exc.message,
                [{"tool": tool, "arguments": args, "result": {"error": exc.to_dict()}}],
            )
            return turn
        steps.append({"tool": tool, "arguments": args, "result": res.data})
        spec = REGISTRY.get(tool)
        if res.data.get("status") in ("dry_run", "confirmation_required") and spec.access.value != "read":
            todo = {k: v for k, v in args.items() if k not in ("dry_run", "confirm_token")}
            if self.yes:
                return self._execute(question, intent, tool, todo, res.data.get("token"), steps, slots)
            self.pending = (tool, todo, res.data.get("token"))
        answer = compose(tool, args, res.data, res.text, slots)
        turn = Turn(question, intent, tool, args, res.data, answer, steps)
        self._remember(turn, slots)
        return turn

    def _execute(
        self, question: str, intent: str, tool: str, args: dict, token: str | None, steps: list, slots
    ) -> Turn:
        """Carry out the plan the user saw and confirmed: its token goes with the call, so if the files changed
        since (a file added to the folder, one changed), nothing is done and the new plan is shown instead."""
        self.pending = None
        try:
            if token is None:
                raise FilescoutError("That plan can't be confirmed any more; ask again to see a new plan.")
            res = REGISTRY.call(tool, {**args, "confirm_token": token}, self.ctx)
        except FilescoutError as exc:
            steps.append({"tool": tool, "arguments": args, "result": {"error": exc.to_dict()}})
            return Turn(question, intent, tool, args, {"error": exc.to_dict()}, exc.message, steps)
        steps.append({"tool": tool, "arguments": {**args, "confirm_token": "…"}, "result": res.data})
        if res.data.get("status") == "confirmation_required":
            # not the plan that was shown any more: show the new one, and wait for a new "yes"
            self.pending = (tool, args, res.data.get("token"))
            answer = res.data.get("message", "") + "\n" + compose(tool, args, res.data, res.text, slots)
            return Turn(question, intent, tool, args, res.data, answer.strip(), steps)
        answer = compose(tool, args, res.data, res.text, slots)
        turn = Turn(question, intent, tool, args, res.data, answer, steps)
        self._remember(turn, slots)
        return turn

    def _confirm(self, q: str) -> Turn:
        tool, args, token = self.pending  # type: ignore[misc]
        return self._execute(q, "action", tool, args, token, [], None)

    def _remember(self, turn: Turn, slots: Slots | None) -> None:
        if turn.tool and REGISTRY.get(turn.tool).read_only:
            self.last = turn
            self.last_slots = slots

    # -- follow-ups ----------------------------------------------------------------------
    def _last_files(self) -> list[dict]:
        data = (self.last.result or {}) if self.last else {}
        for key in ("files", "results"):
            if isinstance(data.get(key), list) and data[key] and "size" in data[key][0]:
                return data[key]
        return []

    def _about_them(self, q: str, low: str, paths: list[str]) -> Turn | None:
        """'which one is the biggest?', 'how much space do they take?', 'how many are there?': the last result."""
        files = self._last_files()
        if not files or not THEM_RE.search(low) or ACTION_RE_ANY.search(q) or SORT_RE.match(q):
            return None
        data = self.last.result or {}
        if re.search(r"\bwhich\b|\bwhat(?:'s| is)? the\b", low):
            for pat, key, rev, word in (
                (r"\b(?:biggest|largest|heaviest)\b", "size", True, "biggest"),
                (r"\bsmallest\b", "size", False, "smallest"),
                (r"\b(?:newest|latest|most recent)\b", "modified", True, "newest"),
                (r"\boldest\b", "modified", False, "oldest"),
            ):
                if re.search(pat, low):
                    best = sorted(files, key=lambda f: f[key], reverse=rev)[0]
                    answer = (
                        f"Of those, the {word} is {_shown_where(best['path'])}: {best['size_human']}, "
                        f"modified {best['modified'][:10]}."
                    )
                    return Turn(q, "factual", None, {}, {"files": [best]}, answer)
        if re.search(r"\bhow (?:much|big|large)\b|\btotal\b|\bspace\b|\bsize\b", low):
            n = data.get("total_matching", len(files))
            size = data.get("total_human") or human_size(sum(f["size"] for f in files))
            return Turn(q, "metadata", None, {}, {"count": n}, f"Those {n:,} files take {size} in all.")
        if re.search(r"\bhow many\b|\bcount\b", low):
            n = data.get("total_matching", len(files))
            return Turn(q, "count", None, {}, {"count": n}, f"There are {n:,} of them.")
        return None

    def _last_paths(self) -> list[str]:
        if not self.last or not self.last.result:
            return []
        data = self.last.result
        for key in ("files", "results"):
            if isinstance(data.get(key), list):
                return [f["path"] for f in data[key]]
        if isinstance(data.get("entries"), list):
            return [e["path"] for e in data["entries"]]
        if isinstance(data.get("groups"), list):
            return [p for g in data["groups"] for p in g["files"][1:]]
        return []

    def _followup(self, q: str) -> Turn | None:
        if self.last is None:
            return None
        low = q.lower()
        paths = self._last_paths()
        m = re.search(
            r"\b(open|read|show|info|details|about)\b.*?\b("
            + "|".join(ORDINALS)
            + r")\s+(?:one|file|result|item|match)\b",
            low,
        )
        if m and paths:
            i = ORDINALS[m.group(2)]
            if i < len(paths) or i == -1:
                tool = "file_info" if m.group(1) in ("info", "details", "about") else "read_file"
                return self.call(q, "summarize", tool, {"path": paths[i]})
        from .intents import ACTION_RE

        about = self._about_them(q, low, paths)
        if about is not None:
            return about
        am = ACTION_RE.search(q)
        if am and PRONOUN_ACTION_RE.search(q) and paths:
            slots, _ = parse(q)
            verb = am.group("verb").lower()
            if len(paths) > 1 and not ALL_RE.search(q) and re.search(r"\b(?:it|that one|this one)\b", low):
                # "delete it" after several results: which one?
                return Turn(q, "action", None, {}, None, "Which one? " + _listing(paths) + " Say e.g. 'the first one', "
                            "or 'all of them'.")  # fmt: skip
            if verb in ("delete", "remove", "trash", "erase", "get rid of", "throw"):
                if len(paths) > 1 and not ALL_RE.search(q):
                    return Turn(q, "action", None, {}, None, f"All {len(paths)} of them? " + _listing(paths) + " Say "
                                "'delete all of them' to plan it, or name the ones you mean.")  # fmt: skip
                return self.call(q, "action", "delete_file", {"paths": paths, "dry_run": True}, slots)
            if verb in ("move", "copy", "put", "send", "archive") and (slots.destination or verb == "archive"):
                dest = resolve_destination(self.ctx, slots.destination or "Archive", paths[0])
                tool = "copy_file" if verb == "copy" else "move_file"
                return self.call(q, "action", tool, {"paths": paths, "destination": dest, "dry_run": True}, slots)
        if (FOLLOWUP_RE.match(q) or SORT_RE.match(q)) and self.last.tool:
            slots, _ = parse(q)
            year = re.search(r"\b((?:19|20)\d\d)\b", low)
            if year and not (slots.modified_after or slots.modified_before):
                y = int(year.group(1))
                slots.modified_after, slots.modified_before, slots.date_label = (
                    f"{y}-01-01",
                    f"{y + 1}-01-01",
                    f"in {y}",
                )
            if SORT_RE.match(q) and not slots.order:
                slots.order = "largest" if re.search(r"size|big|large", low) else "newest"
            new = slots.filters()
            place = resolve_place(self.ctx, slots.place) if slots.place else None
            if not new and not place and not slots.order:
                return None
            args = dict(self.last.arguments)
            if "modified_after" in new or "modified_before" in new:
                args.pop("modified_after", None)
                args.pop("modified_before", None)
            args.update(new)
            if place:
                args["path"] = place
            spec = REGISTRY.get(self.last.tool)
            names = {p.name for p in spec.params}
            if slots.order and "sort_by" in names:
                args["sort_by"] = "size" if slots.order in ("largest", "smallest") else "date"
                args["order"] = "asc" if slots.order in ("smallest", "oldest") else "desc"
            args = {k: v for k, v in args.items() if k in names}
            merged = self.last_slots or slots
            if slots.type_word:
                merged.type_word = slots.type_word
            if slots.date_label:
                merged.date_label = slots.date_label
            return self.call(q, self.last.intent, self.last.tool, args, merged)
        return None
