"""Follow-ups in a chat: answers to a clarifying question, questions about the last result ("which one is the
biggest?", "how many of them are HEIC?", "open it", "show me more"), actions on it ("delete the second one",
"move those to Archive"), and refinements of it ("and only the PDFs?", "what about 2025?")."""

from __future__ import annotations

import dataclasses
import os
import re

from ..index.query import Filters
from ..tools import REGISTRY
from ..tools.answers import where
from ..units import shown
from .about_them import SORT_RE, about_them
from .before_that import before_that
from .copies import copies_followup, named_one, other_folder_followup, sibling_followup
from .folder_counts import year_folder
from .followup_actions import act_on_them
from .inside_it import inside_it
from .intents import ACTION_RE as ACTION_RE_ANY
from .named_months import swap_month
from .place_words import folder_among
from .places import folders_named, known_exts, resolve_destination, resolve_place
from .slots import month_alone, parse
from .turn import Turn

YES_RE = re.compile(r"^\s*(?:y|yes|yep|yeah|sure|ok|okay|do it|go ahead|confirm|please do|proceed)\b[.!]*\s*$", re.I)
NO_RE = re.compile(r"^\s*(?:n|no|nope|cancel|stop|don'?t|never ?mind|abort)\b[.!]*\s*$", re.I)
ORDINALS = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3, "fifth": 4,
            "5th": 4, "last": -1, "top": 0}  # fmt: skip
FOLLOWUP_RE = re.compile(
    r"^\s*(?:and|but|only|just|what about|how about|now|also|same for|same but|ok,? (?:and|now)|"
    r"which (?:ones?|of (?:them|those|these)|are|is)|(?:of|from) (?:them|those|these)|any of (?:them|those))"
    r"\b",
    re.I,
)


def _named_folder(ctx, words: list[str]) -> str | None:
    """The one folder every word names ("cine films" -> Videos/Cine film transfers)."""
    from .grounding import folders_named

    named = folders_named(ctx.conn, words, limit=2) if len(words) > 1 else []
    return named[0] if len(named) == 1 else None


class FollowUps:
    """Mixed into Agent: what a message means given the last answer (self.last) and an open question
    (self.choosing). Each returns a Turn, or None when the message isn't a follow-up."""

    def _choose(self, q: str, choosing: tuple[str, str | None, list[str]]) -> Turn | None:
        """The answer to "Do you mean X?" / "Which one?": yes (one offered), "the second one", "all of them"."""
        verb, dest, paths = choosing
        low = q.lower()
        om = re.search(r"\b(" + "|".join(ORDINALS) + r")\b", low)
        if (YES_RE.match(q) and len(paths) == 1) or (
            re.search(r"\ball(?: of them| of those)?\b|\bboth\b", low) and len(low.split()) <= 5
        ):
            picked = paths
        elif om and len(low.split()) <= 5 and (ORDINALS[om.group(1)] < len(paths)):
            picked = [paths[ORDINALS[om.group(1)]]]
        else:
            return None
        if verb in ("delete", "remove", "trash", "erase", "get rid of", "throw"):
            return self.call(q, "action", "delete_file", {"paths": picked, "dry_run": True})
        if verb in ("move", "copy", "put", "send", "archive") and (dest or verb == "archive"):
            where = resolve_destination(self.ctx, dest or "Archive", picked[0])
            tool = "copy_file" if verb == "copy" else "move_file"
            return self.call(q, "action", tool, {"paths": picked, "destination": where, "dry_run": True})
        return None

    # -- follow-ups ----------------------------------------------------------------------
    def _last_files(self) -> list[dict]:
        data = (self.last.result or {}) if self.last else {}
        spec = REGISTRY.get(self.last.tool) if self.last and self.last.tool in REGISTRY else None
        rows = data.get(spec.items) if spec is not None and spec.items else None
        if isinstance(rows, list) and rows and isinstance(rows[0], dict) and "size" in rows[0] and "path" in rows[0]:
            return rows
        return []

    def _last_selection(self) -> dict | None:
        """The filters that picked the last result (a listing or a count), to ask more about the same files."""
        if not self.last or self.last.tool not in ("list_files", "count_files", "disk_usage", "find_files"):
            return None
        if self.last.tool == "find_files" and self.last.arguments.get("query"):
            return None  # a search's results are the set: they are used as listed
        keep = {f.name for f in dataclasses.fields(Filters) if f.repr}  # every filter a tool takes
        return {k: v for k, v in self.last.arguments.items() if k in keep}

    def _named_among(self, q: str, slots) -> str | None:
        """The words of "only/just the ones from X" when some of the last result's files have them in their names
        (the whole selection, not only the rows shown): the name filter to add. None otherwise."""
        sel = self._last_selection()
        if sel is None and self.last.tool == "browse_directory" and self.last.arguments.get("path"):
            sel = {"path": self.last.arguments["path"]}  # "only Rory's" after "what's in Kids/Drawings"
        words = [*slots.terms, *(slots.place.split() if slots.place else [])]
        if sel is None or not words or not re.match(r"\s*(?:only|just)\b", q, re.I):
            return None
        from ..index import query as qy

        name = " ".join([sel["name"], *words] if sel.get("name") else words)
        f = Filters(**{**sel, "name": name}, within=self.ctx.within()).resolve()
        return name if qy.list_files(self.ctx.conn, f, sort_by="name", order="asc", limit=1) else None

    def _about_it(self, q: str, low: str, paths: list[str]) -> Turn | None:
        """'open it', 'how big is it?', 'where is it?' after one file; 'show me more' / 'the rest' after a list."""
        if re.fullmatch(r"\s*(?:show(?: me)?|list|give me|and)?\s*(?:the )?(?:more|rest|others|next(?: ones?)?|"
                        r"everything else|all of them)\s*(?:please)?[?.!]*\s*", low) and self.last.tool:  # fmt: skip
            spec = REGISTRY.get(self.last.tool)
            if "limit" in {p.name for p in spec.params}:
                args = {
                    **self.last.arguments,
                    "limit": min(200, max(30, 3 * int(self.last.arguments.get("limit") or 10))),
                }
                return self.call(q, self.last.intent, self.last.tool, args, self.last_slots)
        where_q = re.search(r"\b(?:which|what) (?:folders?|directory|directories)\b|\bwhere\b", low)
        pointed = re.search(r"\b(?:that|it|they|those|them|these)\b", low)
        if len(paths) > 1 and where_q and pointed and not ACTION_RE_ANY.search(q):
            # "which folder is that in?" after a list: where the ones shown are
            files = self._last_files()[: len(paths)]
            folders = list(dict.fromkeys(os.path.dirname(p) for p in paths))
            if len(folders) == 1:
                text = f"They are all in {self.ctx.display(folders[0])}."
            else:
                text = "; ".join(where(p) for p in paths[:20]) + "."
            return Turn(q, "factual", None, {}, {"files": files}, text)
        copies = r"\b(?:another|other|second|any)\s+cop(?:y|ies)\b|\bduplicates?\s+of\s+(?:it|that)\b|\b(?:it|that)\s+"
        if len(paths) == 1 and re.search(copies + r"(?:duplicated|copied)\b", low):
            return _other_copies(self, q, paths[0])  # "is there another copy of it anywhere": the same bytes
        if len(paths) != 1 or not re.search(r"\b(?:it|that|that one|this one|that file|the file)\b", low):
            return None
        if ACTION_RE_ANY.search(q):
            return None  # "delete it" with one result: the action path below
        if re.search(r"\b(?:open|read|show|what(?:'s| is| does)? (?:in|inside)|contents?)\b", low):
            return self.call(q, "summarize", "read_file", {"path": paths[0]})
        if re.search(r"\bhow (?:big|large|old)\b|\bsize\b|\bwhen\b|\bwhere\b|\bmodified\b|\binfo\b|\bdetails\b", low):
            return self.call(q, "factual", "file_info", {"path": paths[0]})
        return None

    def _last_paths(self) -> list[str]:
        if not self.last or not self.last.result:
            return []
        sel = self._last_selection()
        if sel is not None and self.last.tool in ("count_files", "disk_usage") and sel:
            from ..index import query as qy
            from ..index.query import Filters

            f = Filters(**sel, within=self.ctx.within()).resolve()
            return [r.path for r in qy.list_files(self.ctx.conn, f, sort_by="name", order="asc", limit=1000)]
        data = self.last.result
        if self.last.tool == "file_info" and isinstance(data, dict) and data.get("path"):
            return [data["path"]]  # "when was it last modified?" after one file
        spec = REGISTRY.get(self.last.tool) if self.last.tool in REGISTRY else None
        every = spec.item_paths(data) if spec is not None else []
        if spec is not None and spec.items in ("files", "results"):
            # "those" are the files the answer showed, not every row the tool returned
            shown_ = [p for p in every if shown(os.path.basename(p)) in (self.last.answer or "")]
            return shown_ or every
        return every

    def _followup(self, q: str) -> Turn | None:
        # the kinds of follow-up in the order they are tried (ordinals, questions about the last result, actions
        # on it, refinements of it): one list so their precedence is read in one place
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
        asked = re.search(r"\b(?:how (?:big|large|old)|size|when|where|modified|changed)\b.*?\b(" + "|".join(ORDINALS)
                          + r")\s+(?:one|file|result|item|match)\b", low)  # fmt: skip
        if asked and paths and not ACTION_RE_ANY.search(q):  # "how big is the second one": that one of those shown
            i = ORDINALS[asked.group(1)]
            if i < len(paths) or i == -1:
                return self.call(q, "factual", "file_info", {"path": paths[i]})

        opened = re.fullmatch(
            r"\s*(?:open|read|show(?: me)?)\s+(?:the\s+)?(biggest|largest|smallest|newest|latest|most recent|oldest)"
            r"(?:\s+(?:one|file))?\s*[?.!]*\s*",
            low,
        )
        files = self._last_files() if opened else []
        if files:  # "open the latest" after a list: that one of them
            key, rev = {"biggest": ("size", True), "largest": ("size", True), "smallest": ("size", False),
                        "oldest": ("modified", False)}.get(opened.group(1), ("modified", True))  # fmt: skip
            return self.call(
                q, "summarize", "read_file", {"path": sorted(files, key=lambda f: f[key], reverse=rev)[0]["path"]}
            )
        single = before_that(self, q, low) or inside_it(self, q) or self._about_it(q, low, paths)  # ("most of it")
        if single is not None:
            return single
        sup = re.search(r"\bthe (biggest|largest|smallest|newest|latest|oldest|most recent) (?:one|file)\b", low)
        if sup and ACTION_RE_ANY.search(q) and len(paths) > 1:
            files = self._last_files()
            if files:  # "delete the biggest one": the one of those shown, by what was said
                key, rev = {"biggest": ("size", True), "largest": ("size", True), "smallest": ("size", False),
                            "oldest": ("modified", False)}.get(sup.group(1), ("modified", True))  # fmt: skip
                best = sorted((f for f in files if f["path"] in paths), key=lambda f: f[key], reverse=rev)
                if best:
                    paths = [best[0]["path"]] + [p for p in paths if p != best[0]["path"]]
                    low = low.replace(sup.group(0), "the first one")
        om = re.search(r"\b(" + "|".join(ORDINALS) + r")\s+(?:one|file|result|item|match)\b", low)
        if om and ACTION_RE_ANY.search(q) and paths:
            i = ORDINALS[om.group(1)]
            if i < len(paths) or i == -1:
                verb = ACTION_RE_ANY.search(q).group("verb").lower()
                slots, _ = parse(q, exts=known_exts(self.ctx.conn))
                if verb in ("delete", "remove", "trash", "erase", "get rid of", "throw"):
                    return self.call(q, "action", "delete_file", {"paths": [paths[i]], "dry_run": True}, slots)
                if verb in ("move", "copy") and slots.destination:
                    dest = resolve_destination(self.ctx, slots.destination, paths[i])
                    tool = "copy_file" if verb == "copy" else "move_file"
                    return self.call(q, "action", tool, {"paths": [paths[i]], "destination": dest, "dry_run": True})
        for more in (copies_followup, sibling_followup, other_folder_followup):  # (agent/copies.py)
            turn = more(self, q, low) or named_one(self, q, low, paths)
            if turn is not None:
                return turn
        about = about_them(self, q, low, paths)
        if about is not None:
            return about
        acted = act_on_them(self, q, low, paths)
        if acted is not None:
            return acted
        if (FOLLOWUP_RE.match(q) or SORT_RE.match(q)) and self.last.tool:
            slots, _ = parse(q, exts=known_exts(self.ctx.conn))
            year = re.search(r"\b((?:19|20)\d\d)\b", low)
            if year and not (slots.modified_after or slots.modified_before):
                y = int(year.group(1))
                slots.modified_after, slots.modified_before, slots.date_label = (
                    f"{y}-01-01",
                    f"{y + 1}-01-01",
                    f"in {y}",
                )
            month = month_alone(low)  # "what about October?"
            if month and not (slots.modified_after or slots.modified_before):
                slots.modified_after, slots.modified_before, slots.date_label = month
                slots.terms = []
            if SORT_RE.match(q) and not slots.order:
                slots.order = "largest" if re.search(r"size|big|large", low) else "newest"
            new = slots.filters()
            place = resolve_place(self.ctx, slots.place) if slots.place else None
            if slots.place and not place:  # "and from Kirkstall?": the one folder the word names (Kirkstall Road Vets)
                from .grounding import folders_named as named_by

                named = named_by(self.ctx.conn, slots.place.split(), limit=2)
                place = named[0] if len(named) == 1 else None
            among = None if place else self._named_among(q, slots)
            if (
                among
            ):  # "only the ones from Mar Hall", "only Rory's": those of the last files with the words in the name
                new["name"], slots.place, slots.terms = among, None, []
            if not place and slots.type_word:
                said = re.search(rf"\b{re.escape(slots.type_word)}\b", q, re.I)
                if said and said.group(0)[:1].isupper():
                    place = resolve_place(self.ctx, said.group(0))  # "and Videos?": the folder, as before
                    if place:
                        new.pop("type", None)
                        slots.type = slots.type_word = None
            if not place and (slots.terms or slots.type_word):
                place = _named_folder(self.ctx, [*slots.terms, *([slots.type_word] if slots.type_word else [])])
                if place and slots.type_word and slots.type_word.lower() not in (slots.terms or []):
                    new.pop("type", None)  # "and the cine films?": the Cine film transfers folder, not a type
                    slots.type = slots.type_word = None
            if not place and not new and not slots.order:
                bare = re.sub(r"^\s*(?:and|what about|how about|same for|now)\s+(?:in\s+|my\s+|the\s+)*", "", q,
                              flags=re.I).strip(" ?!.")  # fmt: skip
                if bare and len(bare.split()) <= 3:
                    place = resolve_place(self.ctx, bare)
            if not new and not place and not slots.order:
                place = folder_among(low, paths)  # "only the ones from the synth project": one of their folders
            if not new and not place and not slots.order:
                return None
            args = dict(self.last.arguments)
            if "modified_after" in new or "modified_before" in new:
                args.pop("modified_after", None)
                args.pop("modified_before", None)
            args.update(new)
            key = "name" if args.get("name") else "query"
            text = named = str(args.get(key) or "")
            said = re.search(r"\b((?:19|20)\d\d)\b", text)
            if year and said and said.group(1) != year.group(1):  # "AIB statements 2025", then "and for 2026?"
                named = named.replace(said.group(1), year.group(1))
            # "Jan rota", then "and the Feb one?": the rota named for February
            named = swap_month(named, new.get("modified_after"), new.get("modified_before")) or named
            if named != text:  # (the names say the year or month: not the dates they were changed)
                args[key] = named
                for k in ("modified_after", "modified_before"):
                    args.pop(k, None)
                slots.date_label = None
            if place:
                args["path"] = _same_part(self.ctx, args.get("path"), place)
            if place and args.get("folder"):  # "what about the bounces?" after "the stems": that kind, everywhere
                args.pop("folder")
                if len(folders_named(self.ctx, place)) > 1:
                    args.pop("path")
                    args["folder"] = os.path.basename(place)
            yearly = year_folder(self.ctx.conn, args.get("path"), slots) if self.last.tool == "count_files" else None
            if yearly:  # "what about 2024?" after the invoices in Invoices/2025: Invoices/2024
                args = {**{k: v for k, v in args.items() if not k.startswith("modified_")}, "path": yearly}
                slots.date_label = None
            tool = self.last.tool
            spec = REGISTRY.get(tool)
            names = {p.name for p in spec.params}
            listing = tool == "count_files" and (SORT_RE.match(q) or re.search(r"\b(?:ones|which|list|show)\b", low))
            if (set(new) - names or listing) and "path" in args:
                # "only the PDFs" after a folder's listing: its files, filtered; "sort them by size", "just the ones
                # from Zyro" after a count: the files themselves
                tool, args = "list_files", {**args, **new, "limit": 50}
                names = {p.name for p in REGISTRY.get(tool).params}
            elif tool == "list_files" and re.search(r"\bhow many\b", low):  # "and how many from Kirkstall?"
                tool, names = "count_files", {p.name for p in REGISTRY.get("count_files").params}
            if slots.order and "sort" in names and "sort_by" not in names:  # find_files: "sort them by date"
                args["sort"] = "size" if slots.order in ("largest", "smallest") else "date"
            if slots.order and "sort_by" in names:
                args["sort_by"] = "size" if slots.order in ("largest", "smallest") else "date"
                args["order"] = "asc" if slots.order in ("smallest", "oldest") else "desc"
            args = {k: v for k, v in args.items() if k in names}
            merged = self.last_slots or slots
            if slots.type_word:
                merged.type_word = slots.type_word
            if slots.date_label:
                merged.date_label = slots.date_label
            return self.call(q, self.last.intent if tool == self.last.tool else "list", tool, args, merged)
        return None


def _same_part(ctx, before: str | None, place: str) -> str:
    """ "and how many from Kirkstall?" after the Chapel Allerton rotas (Locums/Chapel Allerton …/Rotas): the same
    part of the folder said (Locums/Kirkstall Road Vets/Rotas) when it has one; else the folder said."""
    if not before or before.startswith(place.rstrip("/") + "/") or before == place:
        return place
    parent = os.path.dirname(place.rstrip("/"))
    if not before.startswith(parent.rstrip("/") + "/"):
        return place
    rest = before[len(parent.rstrip("/")) + 1 :].split("/", 1)
    if len(rest) < 2:
        return place
    inner = os.path.join(place, rest[1])
    known = ctx.conn.execute("SELECT 1 FROM dirs WHERE path = ?", (inner,)).fetchone()
    return inner if known else place


def _other_copies(agent, q: str, path: str) -> Turn:
    """The files with the same bytes as ``path`` (by the duplicates finder: the same size, then the same hash)."""
    size = os.path.getsize(path) if os.path.exists(path) else 0
    turn = agent.call(q, "search", "find_duplicates", {"min_size": str(max(size, 1)), "limit": 200})
    group = next((g for g in (turn.result or {}).get("groups") or [] if path in g["files"]), None)
    others = [p for p in (group or {}).get("files", []) if p != path]
    name = os.path.basename(path)
    turn.result = {"files": [{"path": p, "size": size} for p in others]}
    turn.answer = (
        f"Yes: the same file as {name} (byte for byte): " + "; ".join(where(p) for p in others) + "."
        if others
        else f"No: no other indexed file has the same content as {name}."
    )
    return turn
