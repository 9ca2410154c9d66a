"""Slots: the facts in a question (sizes, dates, types, places, counts, order, terms), offline and instant.

Everything here is plain string work: no model, no index access. Places are
returned as words; the router resolves them against the indexed folders.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import asdict, dataclass, field
from datetime import datetime

from ..index import hosts
from ..safety.noise import NOISE_DIRS
from ..units import now as clock
from .dates import dates
from .order_words import _order
from .size_words import _sizes
from .type_words import _types
from .vocabulary import (
    _NUM,
    FILLER,
    MONTHS,
    SIZE_UNIT,
    STOPWORDS,
    TYPE_PHRASES,
    TYPE_WORDS,
    respell,
)

# words that ask for an order or a size, never a folder's name ("my largest folder")
ORDER_WORDS = {"largest", "biggest", "smallest", "newest", "oldest", "latest", "recent", "top", "first", "last", "big",
               "large", "small", "main", "whole", "entire", "new", "old", "heaviest", "fullest"}  # fmt: skip

__all__ = ["FILLER", "STOPWORDS", "TYPE_PHRASES", "TYPE_WORDS", "Slots", "parse", "respell"]


@dataclass
class Slots:
    size_gt: str | None = None
    size_lt: str | None = None
    modified_after: str | None = None
    modified_before: str | None = None
    date_label: str | None = None
    type: str | None = None
    type_word: str | None = None
    place: str | None = None
    destination: str | None = None
    limit: int | None = None
    order: str | None = None  # largest | smallest | newest | oldest | name
    terms: list[str] = field(default_factory=list)
    quoted: list[str] = field(default_factory=list)
    filename: str | None = None
    filename_context: str | None = None  # the words before a file name, which may belong to it
    host: str | None = None  # "on nas": another machine of a shared index
    folder: str | None = None  # every folder of this name ("Invoices" of each client)
    called: str | None = None  # files so named or in a folder so named ("screenshots")

    def to_dict(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v not in (None, [], "")}

    def filters(self) -> dict:
        out = {}
        for k in ("size_gt", "size_lt", "modified_after", "modified_before", "type", "host", "folder", "called"):
            v = getattr(self, k)
            if v:
                out[k] = v
        if self.folder and (self.folder.startswith(".") or self.folder.lower() in NOISE_DIRS):
            out["include_hidden"] = True  # "inside .git folders", "in node_modules folders": what they hold
        return out


class _State:
    """What parsing has found so far: the slots, the question, and its lower-case copy with each phrase already
    understood blanked out (``cut``), so the next section doesn't read it again."""

    def __init__(self, question: str, now: datetime) -> None:
        self.now, self.today = now, now.date()
        self.question = question
        self.s = Slots()
        self.q = " " + question.strip() + " "
        self.low = self.q.lower()
        self.known: frozenset[str] = frozenset()

    def cut(self, m: re.Match) -> None:
        a, b = m.span()
        self.low = self.low[:a] + " " * (b - a) + self.low[b:]


def parse(
    question: str, now: datetime | None = None, exts: Collection[str] = (), keep: Callable[[str], bool] | None = None
) -> tuple[Slots, str]:
    """(slots, the question with slot phrases removed). ``exts``: the extensions the index holds, which are file
    types when said as one (".uf2s", "stl files", "the .part and .crdownload files"); ``keep``: words that are
    names here, not slips of the keyboard (see respell)."""
    question = respell(question, keep)
    # contractions carry no search words: "i've changed" is "i changed", "what's" is "what"
    question = re.sub(r"(?<=[a-z])n[’']t\b", " not", question, flags=re.I)
    question = re.sub(r"(?<=[a-z])[’'](?:ve|re|ll|d|m|s)\b", "", question, flags=re.I)
    st = _State(question, now or clock().replace(tzinfo=None))
    st.known = frozenset(exts)
    for section in (_hosts, _names, _sizes, dates, _order, _destination, _places, _types, _terms):
        section(st)
    return st.s, st.low.strip()


def _hosts(st: _State) -> None:
    """ "on nas", "from the laptop", "nas's files": a machine of the shared index, when there is one."""
    for name in hosts.names():
        h = re.escape(name.lower())
        m = re.search(rf"\b(?:on|from|at|of)\s+(?:the\s+|my\s+)?{h}\b|\b{h}\s+(?=files|folders|photos)", st.low)
        if m:
            st.s.host = name
            st.cut(m)
            return


def _names(st: _State) -> None:
    # quoted terms and file names
    spans = []
    for m in re.finditer(r"[\"“']([^\"”']{2,80})[\"”']", st.q):
        st.s.quoted.append(m.group(1).strip())
        spans.append((m.start(), m.end()))
        st.cut(m)
        if len(st.s.quoted) == 1 and re.search(r"[\w)\]]\.[a-z0-9]{1,12}$", m.group(1).strip(), re.I):
            st.s.filename = m.group(1).strip()  # "Get the size of 'Spitfire_BBCSO_Core.zip.crdownload'", a quoted path
    # a path typed as one word: "Downloads/boarding_pass.pdf", "~/Downloads/x.exe", "/etc", "notes/empty.md"
    dest_end = None
    for m in re.finditer(r"(?<!\S)((?:~/|/|\./)?(?:[^\s/\"']+/)*[^\s/\"']*)(?=[\s?!,;]*(?:\s|$))", st.q):
        token = m.group(1).rstrip(".,;:!?")
        if any(a <= m.start(1) < b for a, b in spans):
            continue  # (inside a quoted name: "'Vet/Case notes/2026-11-23 Duke - GDV.docx'")
        if "/" not in token or re.fullmatch(r"[\d/.-]+", token) or token.lower() in ("and/or", "w/", "w/o"):
            continue
        last = token.rstrip("/").rsplit("/", 1)[-1]
        end = m.start(1) + len(token)
        if not re.search(r"\w\.[a-z0-9]{1,12}$", last, re.I) and not token.endswith("/"):
            # a path whose last name has spaces: "Downloads/Untitled document.docx" (up to 5 more words)
            # (up to the first word that ends in an extension)
            taken = ""
            for word in re.findall(r"\s+[^\s/\"']+", st.q[end:])[:5]:
                if "*" in word:
                    token += "*"  # "Payslips/Payslip 2025-*.pdf": a pattern (below)
                    break
                taken += word
                if re.search(r"[\w)\]]\.[a-z0-9]{1,12}[?!,;]*$", word, re.I):
                    taken = taken.rstrip("?!,;")
                    token, end = token + taken, end + len(taken)
                    last = token.rsplit("/", 1)[-1]
                    break
        if re.search(r"[*?]\S", token) or token.endswith("*"):
            break  # "Downloads/*.zip": a pattern (the action's selection reads it), not a folder or a file
        if re.search(r"\w\.[a-z0-9]{1,12}$", last, re.I) and not token.endswith("/"):
            st.s.filename = token
        elif re.search(r"\b(?:to|into|onto)\s+(?:(?:my|the)\s+)?$", st.q[: m.start(1)], re.I) or (
            dest_end is not None
            and not re.search(r"\b(?:from|in|inside|under|within|of|at)\b", st.q[dest_end : m.start(1)])
        ):
            dest_end = end  # "… to Clients/Greenleaf Ltd/Invoices": where things go (the destination), not a place
            continue
        elif not st.s.place:
            st.s.place = token.rstrip("/") or "/"
        st.low = st.low[: m.start(1)] + " " * (end - m.start(1)) + st.low[end:]
        break
    m = None
    for m in (
        []
        if st.s.filename
        else re.finditer(
            r"(?<![\w/'’])([\w\-. ()&+'’]{0,60}?\w\)?\.(?:[a-z0-9]{1,5}|[a-z]{6,12}|[a-z]{2,8}_[a-z]{2,8}))"
            r"(?=[\s,?!]|\)(?:[\s,?!]|$)|$)",
            st.low,
        )
    ):
        said = (st.low[: m.start(1)] + m.group(1)).split()
        after_to = len(said) > 1 and said[-2] in ("to", "as")
        new_name = re.match(r"\s*(?:please\s+)?rename\s+(?:it|this|that|this one|that one|them)\s+(?:to|as)\s", st.low)
        if new_name and m.start(1) < new_name.end():
            m = None  # "rename it to Roof quote Harbour Rd.pdf": the new name, not a file to find
            break
        if not (st.s.quoted and after_to):
            break  # (a name after "to" when another was quoted is the new name: rename "a.png" to b.png)
    else:
        m = None
    ext = m.group(1).rsplit(".", 1)[-1].lower() if m else ""
    last = m.group(1).strip().split(" ")[-1] if m else ""
    sizeish = ext.isdigit() or bool(re.fullmatch(r"\d+(?:\.\d+)?[kmgt]?i?b?", last))  # "1.5gb" is a size
    if (
        m
        and not re.fullmatch(r"\d+(\.\d+)?", m.group(1).strip())
        and not (sizeish and re.search(r"\d\.\d", m.group(1)))
    ):
        words = m.group(1).strip().split(" ")
        name = words[-1]
        if name.startswith("(") and ")" not in name:
            name = name[1:]  # "the central model (J2412_Central.rvt)": a name in brackets
        elif name.startswith("(") and len(words) > 1:
            name = words[-2] + " " + name  # "report (1).pdf"
        if "." in name and len(name) > 3:
            st.s.filename = st.q[m.start(1) + m.group(1).rfind(name) : m.end(1)]
            # the words before it may be part of the name ("banana bread.txt"): the resolver tries them
            st.s.filename_context = st.q[m.start(1) : m.end(1)].strip()
            a = m.end(1) - len(name)
            st.low = st.low[:a] + " " * len(name) + st.low[m.end(1) :]


_FILTER_START = set(
    "older newer from in inside bigger larger smaller over under before after since that which modified changed "
    "created last this these those and with without for on at by than then too first all only except but not "
    "if when where while so because please pls now thanks thank asap today".split()
)


def _destination(st: _State) -> None:
    # -- destination (before places: "to my Backup folder" is where things go)
    found = list(
        re.finditer(
            r"\b(?:to|into|onto)\s+(?:(?:my|the|a|an)\s+)?(?:new\s+)?(?:folder\s+(?:called|named)\s+)?"
            r"(?P<d>[\w\-./~]+)(?:\s+folder)?",
            st.q,
            re.I,
        )
    )
    end = st.q.find(st.s.filename) + len(st.s.filename) if st.s.filename and st.s.filename in st.q else -1
    # "move Born to Run - Christopher McDougall.azw3 to the Running folder": a "to" after the file name is where
    # it goes; one inside the words before it may be the name's
    m = next((f for f in found if f.start() >= end), None) if end > 0 else None
    m = m or (found[0] if found else None)
    inside_name = m and re.search(r"\b(?:in|inside|of)\s+(?:the\s+|my\s+)?[\w\-&' ]+$", st.q[: m.start()], re.I)
    if inside_name and re.match(r"[^\s]*\s+(?:folder|directory)\b", st.q[m.start("d") :], re.I):
        # "in the Travel to Spain folder": a folder's name, not where something goes; a later "to" may be
        later = [f for f in found if f.start() > m.end()]
        verb = re.match(r"\s*(?:please\s+)?(?:move|copy|put|send|rename|archive|save|back ?up)\b", st.q, re.I)
        if later:
            m = later[0]
        elif not verb:
            return
    sized = m and re.fullmatch(_NUM, m.group("d").lower()) and re.match(rf"\s*{SIZE_UNIT}\b", st.q[m.end("d") :], re.I)
    if m and (re.fullmatch(rf"{_NUM}\s*{SIZE_UNIT}", m.group("d").lower()) or sized):
        return  # "from 2 to 4mb": a size, not a folder ("to 2024" may be one)
    if m and m.group("d").lower() not in ("the", "trash", "bin", "recycle", "be", "take", "do", "me", "it"):
        st.s.destination = m.group("d").strip()
        if st.s.destination.endswith(".") and st.s.destination.strip(".") and not st.s.destination.endswith(".."):
            st.s.destination = st.s.destination[:-1]  # the sentence's full stop ("into Taxes.")
        a, b = m.span()
        named = "/" in m.group("d") or re.search(r"\b(?:called|named)\s+$", st.q[: m.start("d")], re.I)
        tail = ""
        for w in re.findall(r"\s+[^\s\"'?!,;]+", st.q[m.end("d") :]) if named else []:
            if w.strip().lower() in _FILTER_START:
                break  # "… called Payslips 2025 older than June": the name ends where a filter begins
            tail += w
        if tail:
            # "into Desktop/race routes", "into a folder called Payslips 2025": a new folder's name has spaces
            st.s.destination = (m.group("d") + tail.rstrip(".")).strip()
            b = m.end("d") + len(tail)
        st.low = st.low[:a] + " " * (b - a) + st.low[b:]


_NEVER_FOLDERS = {"the", "my", "all", "a", "an", "i", "it", "this", "that", "these", "those", "one", "ones", "there"}
_OWNER = r"(?:my|the|our|his|her|their|your)"  # whose folder: "in his school folder" is the School folder


def _places(st: _State) -> None:
    # -- every folder of a name: "inside .git folders", "in all the node_modules directories"
    m = re.search(
        r"(?<![\w-])(?:in|inside|under|within)\s+(?:all\s+)?(?:(?:the|my|those|these|every)\s+)?(?P<f>\.?[\w\-]+|[^\s\w]+)\s+"
        r"(?:folders|directories|dirs)\b|"
        # "in any Invoices folder", "in every folder named Invoices": each folder of that name
        r"(?<![\w-])(?:in|inside|under|within|from)\s+(?:any|every|each)\s+(?P<g>[\w\-]+)\s+(?:folder|directory|dir)\b|"
        r"(?<![\w-])(?:in|inside|under|within|from)\s+(?:any|every|each|all(?:\s+the)?)\s+(?:folders?|directories|dirs)\s+"
        r"(?:named|called)\s+[\"'“]?(?P<h>[\w\-]+)[\"'”]?",
        st.low,
    )
    if m and (not st.s.place or not m.group("f")):
        st.s.folder = m.group("f") or m.group("g") or m.group("h")
        st.cut(m)
        if not m.group("f") and not st.s.place:  # ("… under Music Work/Clients": the place they are under, too)
            said = r"(?<![\w-])(?:under|in|inside|within)\s+(?P<p>[\w\-./~]+/[\w\-./~ ]*[\w])"
            under = re.search(said, st.q[m.end() :])
            if under:
                st.s.place = under.group("p")
                a = m.end() + under.start()
                st.low = st.low[:a] + " " * (under.end() - under.start()) + st.low[m.end() + under.end() :]
        return
    rid = re.search(r"\bget rid of\b", st.low)
    if rid:
        st.cut(rid)  # a verb: "get rid of the skyrim mod" says no place
    # -- places (a path typed as one word was taken above)
    place_pat = (
        r"(?<![\w-])(?:in|on|from|inside|under|within|at|of)\s+(?:(?:my|the|our|his|her|their|your)\s+)?"
        r"(?P<p>(?:(?!\b(?:in|on|from|inside|under|within|at|all|the|my)\s|\bof\s+(?:the|my|our|a|an)\s)"
        r"[\w\-./~ ])+?)\s+(?:folder|directory|dir|drive)\b"
    )
    m = re.search(place_pat, st.low) if not st.s.place else None
    if not m and not st.s.place:
        m = re.search(r"\b(?:my|the|our|his|her|their|your)\s+(?P<p>[\w\-.]+)\s+(?:folder|directory|dir)\b", st.low)
    if not m and not st.s.place:
        # ("a copy of the Kaur gig sheet in Downloads": "in" says where before "of" does)
        m = re.search(rf"(?<![\w-])(?:in|on|from|inside|under|within)\s+{_OWNER}\s+(?P<p>[\w\-./~]+)", st.low)
        m = m or re.search(rf"(?<![\w-])of\s+{_OWNER}\s+(?P<p>[\w\-./~]+)", st.low)
        if m and m.group(0).startswith("of") and re.search(r"(?<![\w-])(?:in|inside|within|from)\s+[A-Z]", st.q):
            m = None  # (a capitalised folder after "in" is said below)
        if m and m.group("p") in TYPE_WORDS:
            m = None
    if not m and not st.s.place:
        m = re.search(
            r"(?<![\w-])(?:in|on|from|inside|under|within|of)\s+(?P<p>(?:~?/)?[\w\-.]+(?:/[\w\-.]+)+/?|"
            r"[A-Z][\w\-.]+(?:\s+(?:[A-Z][\w\-.]*|\d{1,4}))*)",
            st.q,
        )
    if not m and not st.s.place:
        # a plain lower-case word after "in": a folder if the index knows one (the router checks)
        m = re.search(r"(?<![\w-])(?:in|inside|within|under|of)\s+(?P<p>[a-z][\w\-.]*)\b", st.low)
        if m and (m.group("p") in TYPE_WORDS or m.group("p") in STOPWORDS):
            m = None
    if m and not st.s.place:
        start, end = m.start("p"), m.end("p")
        span = st.low[start:end]
        if span[:1] == " ":
            return  # its start was already understood (a date: "from Nov 17")
        if "  " in span:  # a later part was ("in Documents Nov 17"): keep the words before it
            end = start + len(span[: span.index("  ")].rstrip())
        raw = st.q[start:end].strip()
        if raw.endswith(".") and not raw.endswith(".."):
            raw = raw.rstrip(".")  # the sentence's full stop ("Delete the copy in Downloads."), not the name's
        said_folder = re.search(r"(?:folder|directory|dir|drive)\s*$", m.group(0)) and raw.lower() not in ORDER_WORDS
        # a capitalised word is a folder's name even if the word is common ("in Work", "from Downloads")
        named = raw.lower() not in STOPWORDS or (raw[:1].isupper() and raw.lower() not in _NEVER_FOLDERS)
        year = re.fullmatch(r"\d{4}", raw) and not said_folder  # ("in 2025" is a date; "in the 2025 folder" not)
        asked = raw.lower() in ("which", "what", "whichever", "whatever", "a", "an", "some", "any", "another", "own")
        if raw and (said_folder or named) and not year and raw.lower() not in MONTHS and not asked:
            st.s.place = raw
            st.low = st.low[: m.start()] + " " * (max(end, m.end() if said_folder else end) - m.start()) + st.low[
                max(end, m.end() if said_folder else end) :]  # fmt: skip


def _named_so(said: list[str], i: int, words: list[str]) -> bool:
    """A common word that is written as part of a name: an acronym ("my ID scans") or a capitalised word after a
    capitalised name word ("the Marathon Talk episodes")."""
    x = said[i]
    if len(x) >= 2 and x.isupper() and x.isalpha():
        return True
    prev = said[i - 1] if i else ""
    return bool(i and x[:1].isupper() and prev[:1].isupper() and words[i - 1] not in STOPWORDS)


def _terms(st: _State) -> None:
    # -- terms: what's left that isn't a slot word
    # (a word with an apostrophe inside it is one name's word: "O'Driscoll"; possessives were taken off above)
    spans = [(m.group(0), m.start()) for m in re.finditer(r"[\w\-]+(?:['’][\w\-]+)*", st.low)]
    words = [w for w, _ in spans]
    said = [st.q[a : a + len(w)] for w, a in spans]
    lower_words = any(x[:1].islower() for x in said[1:])
    terms: list[str] = []
    for i, w in enumerate(words):
        after = words[i + 1] if i + 1 < len(words) else ""
        numbered = w in ("year", "week", "month", "day") and re.fullmatch(r"\d{1,2}", after)
        if w in STOPWORDS and not (lower_words and _named_so(said, i, words)) and not numbered:
            continue  # ("Year 9", "week 8": a name's words, not a date's)
        if w.isdigit():
            # a number right after a name word is part of the name ("lab report 1", "week 8"), not a count; a year
            # before a name word or after "for" is a name's too ("2026 receipts", "receipts for 2026": the
            # 2026/receipts folder; the agent reads it as a date when nothing is named so)
            year = re.fullmatch(r"(?:19|20)\d\d", w) and (
                (i + 1 < len(words) and words[i + 1] not in STOPWORDS and not words[i + 1].isdigit())
                or (i and words[i - 1] == "for" and terms)
                or (st.s.type_word and not (st.s.modified_after or st.s.modified_before))  # "the 2025 pictures"
            )
            if (terms and i and words[i - 1] == terms[-1]) or year:
                terms.append(w)
            continue
        if len(w) > 1:
            terms.append(w)
        elif (
            w != "i"
            and terms
            and i
            and words[i - 1] == terms[-1]
            and re.search(rf"(?i:\b{re.escape(terms[-1])})\s+{w.upper()}\b", st.question)
        ):
            terms.append(w)  # a capital letter after a name word is the name's ("Flat B", "Block C")
    st.s.terms = terms
    # keep the user's capitalisation for names
    orig = {w.lower(): w for w in re.findall(r"[\w\-]+", st.question)}
    st.s.terms = [orig.get(t, t) for t in st.s.terms]


def month_alone(low: str) -> tuple | None:
    """ "what about October?", "and in March 2025?": that month (after, before, label)."""
    m = re.fullmatch(r"\s*(?:and|but|what about|how about|same for|now)\s+(?:in\s+|for\s+)?(\w+)(\s+\d{4})?\W*", low)
    if not m or m.group(1) not in MONTHS:
        return None
    said, _ = parse("in " + m.group(1) + (m.group(2) or ""))
    return said.modified_after, said.modified_before, said.date_label
