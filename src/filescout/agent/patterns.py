"""Action targets typed as a name pattern ("the Payslip 2025-*.pdf files", "Downloads/*.zip"): every visible
indexed file of this machine whose whole name fits it, with the sizes and dates said, each listed in the plan.
Anything a pattern can't say exactly is a plain refusal, never a wider plan: a bare "*" without a folder, folders
matched by a wildcard, [ ] classes, files to leave out."""

from __future__ import annotations

import fnmatch
import os
import re

from .intents import Understanding
from .selections import ALL_RE, EXCEPT_WORDS_RE, _ranged
from .vocabulary import STOPWORDS

_NAMED = r"\b(?:whose\s+(?:file\s*)?names?|(?:file\s*)?names?|files?|ones|(?:that|which)(?:\s+(?:all|both))?)"
_LETTERS = (
    r"(?!(?:the|a|an|my|biggest|largest|newest|oldest|smallest|latest|most|least)\b)[\"'“‘]?(?P<{}>[^\s\"'”’]{{1,40}}?)"
    r"[\"'”’]?(?=[\s?.!,]|$)"
)
GLOB_RE = re.compile(r"[^\s*?]*(?:\*|\?(?=[\w.*\[\]]))\S*")
# "with (1) in the name", "that have 'draft' in their names", "whose names contain v2": letters a name holds
NAME_HAS_RE = re.compile(
    r"\b(?:with|having|(?:that |which )?(?:have|has)|containing)\s+[\"'“‘]?(?P<x>[^\s\"'”’][^\"'”’]{0,40}?)[\"'”’]?\s+"
    r"(?:in|inside)\s+(?:the|their|its|the file)\s*(?:file\s*)?names?\b|"
    r"\bwhose (?:file\s*)?names? (?:contains?|ha(?:s|ve)|includes?)\s+[\"'“‘]?(?P<y>[^\s\"'”’]{1,40}?)[\"'”’]?"
    r"(?=[\s?.!,]|$)|"
    r"\bthe\s+(?P<w>\(\d{1,2}\))\s+(?:copies|copy|files?|versions?|ones?|duplicates?|dupes?)\b|"
    r"\b(?:(?:are|is)\s+)?(?:marked|labell?ed|tagged)\s+[\"'“‘]?(?P<z>[^\"'”’?.!]{1,40}?)[\"'”’]?\s*(?:[?.!]|$)|"
    # "whose name starts with Screenshot", "files ending in .bak": the start or the end of a name
    rf"{_NAMED}\s+(?:start|begin)(?:s|ning|ing)?\s+with\s+{_LETTERS.format('s')}|"
    rf"{_NAMED}\s+end(?:s|ing)?\s+(?:with|in)\s+{_LETTERS.format('e')}",
    re.I,
)


def name_letters(m: re.Match) -> str:
    """What NAME_HAS_RE says a name holds."""
    return next(g for g in m.groups() if g)


def name_glob(m: re.Match) -> str:
    """The pattern of the names NAME_HAS_RE says: "*(1)*", "Screenshot*" (starts with), "*.bak" (ends with)."""
    said = name_letters(m)
    return f"{said}*" if m.group("s") else f"*{said}" if m.group("e") else f"*{said}*"


def _by_glob(ctx, u: Understanding, place: str | None) -> list[str] | None:
    """The files a typed pattern picks; [] when nothing was typed so; None (and u.note) when it picks nothing
    or can't be planned exactly."""
    q = u.question
    m = GLOB_RE.search(q)
    has = NAME_HAS_RE.search(q)
    if has and not m:  # "all my mp3s with (1) in the name": every name holding it, of the type said
        return _with_in_name(ctx, u, name_letters(has), place, name_glob(has))
    if not m:
        return []
    token = m.group(0).rstrip(",;!.") if not m.group(0).endswith("*.") else m.group(0)
    if token.endswith("?") and m.end() == len(q.rstrip()):
        token = token[:-1]  # the question mark ending the question
    if not re.search(r"[*?]", token):
        return []
    if re.search(r"[\[\]{}]", token):
        u.note = f"I only read * and ? in a name pattern, not [ ] or {{ }} ({token!r}). Say the names another way."
        return None
    if EXCEPT_WORDS_RE.search(q):
        u.note = (
            "I can't leave files out by a pattern yet, so I didn't plan anything (the pattern would pick the very "
            "files you meant to keep). Say the files to act on directly."
        )
        return None
    folder = None
    words: list[str] = []
    if "/" in token:  # "Downloads/*.zip": the files right in that folder, as a shell takes them
        folder, token = token.rsplit("/", 1)
    else:
        # words typed just before the pattern are the name's ("Payslip 2025-*.pdf"), never dropped to find a
        # match; a path before them is the folder ("Documents/Work/Payslips/Payslip 2025-*.pdf")
        for w in reversed(q[: m.start()].split()[-4:]):
            if "/" in w:
                folder, tail = w.rsplit("/", 1)
                if tail:
                    words.insert(0, tail)
                break
            if w.lower() in STOPWORDS or not re.fullmatch(r"[\w\-.()&']+", w):
                break
            words.insert(0, w)
    only_in = None
    if folder is not None:
        if re.search(r"[*?]", folder) or ".." in folder.split("/"):
            u.note = f"I don't plan a pattern over several folders or outside them ({folder + '/'!r}). Name one folder."
            return None
        from .places import resolve_place

        only_in = resolve_place(ctx, folder or "/")
        if only_in is None:
            u.note = f"I don't see a folder {folder or '/'!r} among the indexed folders, so I won't guess."
            return None
    pattern = " ".join([*words, token])
    paths = _fitting(ctx, u, pattern, place, only_in)
    literal = re.sub(r"\.[\w*?]+$", "", pattern).replace("*", "").replace("?", "")
    everywhere = not re.search(r"\w{2}", literal) and not (place or only_in)
    if paths and everywhere and (not re.search(r"\w", pattern) or not ALL_RE.search(q)):
        # "delete *", "trash *.pdf": every file (of a type) everywhere indexed is not what anyone means without
        # saying where (or, for a type, "all")
        u.note = (
            f"{pattern!r} fits {len(paths):,} files in every indexed folder. Say which folder (e.g. 'in Downloads'), "
            "or for a type everywhere 'all the … files'."
        )
        return None
    if len(paths) > 1000:
        u.note = f"{len(paths):,} files fit {pattern!r}: too many to plan one by one. Narrow it (a folder, a date)."
        return None
    if not paths:
        said = " with the sizes and dates said" if _ranged(u.slots) else ""
        u.note = f"No indexed file's name fits {pattern!r}{said} (hidden files and noise folders left out), so there "
        u.note += "is nothing to do."
        return None
    return paths


def _with_in_name(ctx, u: Understanding, said: str, place: str | None, glob: str) -> list[str] | None:
    """The files whose name holds ``said`` as typed (case aside), of the type said; None (and u.note) when that is
    nothing or too many, or the words can't be read as a name's letters."""
    u.note = _letters_refused(u, said)
    if u.note:
        return None
    from ..index.categories import resolve_type
    from ..index.fold import covers

    exts = resolve_type(u.slots.type) if u.slots.type else None
    words = [t for t in u.slots.terms if t.lower() not in STOPWORDS]  # "the proofs marked final FINAL": proofs
    paths = [
        p
        for p in _fitting(ctx, u, glob, place, None)
        if (exts is None or os.path.splitext(p)[1].lower().lstrip(".") in exts)
        and (not words or covers(os.path.basename(p), words))
    ]
    said = " ".join([*words, f"with {said!r}"]) if words else repr(said)
    kind = f" {u.slots.type_word}" if u.slots.type_word else ""
    if not paths:
        u.note = f"No indexed{kind} file is named {said} (hidden files left out), so there is nothing to do."
        return None
    if len(paths) > 1000:
        u.note = f"{len(paths):,} files are named {said}: too many to plan one by one. Narrow it."
        return None
    plural = (u.slots.type_word or "").endswith("s") or re.search(
        r"\b(?:files|ones|copies|versions|duplicates|dupes)\b", u.question, re.I
    )
    if len(paths) > 1 and not ALL_RE.search(u.question) and not plural:
        u.note = f"Which one? {len(paths)} are named {said}. Say its name, or 'all of them'."
        return None
    return paths


def _letters_refused(u: Understanding, said: str) -> str | None:
    """Why a name's letters can't be planned as said: a pattern, a part to leave out, letters said not to be there,
    an order or a count, hidden files, or letters so common they pick names at random ("with e in the name")."""
    if re.search(r"[\[\]{}*?]", said):
        return f"I only read plain letters in a name, not [ ] {{ }} * or ? ({said!r}). Say the names another way."
    if EXCEPT_WORDS_RE.search(u.question) or re.match(r"(?:no|not|none|without|any)\b", said, re.I):
        return (
            "I can't leave files out by their names yet, so I didn't guess (I would pick the very files you meant to "
            "leave out). Say the files you want directly."
        )
    if u.slots.order or u.slots.limit or re.search(r"\bhidden\b", u.question, re.I):
        return (
            "I can't pick the newest, the biggest or hidden ones among the names holding that yet. Ask for them first "
            "(e.g. 'list files with (1) in the name'), then say which."
        )
    if len(re.sub(r"\W", "", said)) < 2 and len(said.strip()) < 3:
        return f"{said!r} is in too many names to mean particular files. Say more of the name, or a folder."
    return None


def _fitting(ctx, u: Understanding, pattern: str, place: str | None, only_in: str | None) -> list[str]:
    from ..index.schema import HIDDEN_OR_NOISE, SECRET
    from ..units import in_ranges

    hide = SECRET if pattern.startswith(".") else HIDDEN_OR_NOISE | SECRET  # ".*.swp" names hidden files
    within = [only_in] if only_in else [place] if place else ctx.within()
    rows = ctx.local_conn.execute(
        f"SELECT d.path, f.name, f.size, f.mtime_ns FROM files f JOIN dirs d ON d.id = f.dir_id WHERE f.name LIKE ? "
        f"AND f.flags & {hide} = 0 ORDER BY d.path, f.name LIMIT 5000",
        (pattern.replace("*", "%").replace("?", "_"),),
    ).fetchall()
    return [
        os.path.join(d, n)
        for d, n, size, mtime_ns in rows
        if fnmatch.fnmatchcase(n.lower(), pattern.lower())
        and (within is None or any((d + "/").startswith(w.rstrip("/") + "/") for w in within))
        and (only_in is None or d.rstrip("/") == only_in.rstrip("/"))
        and in_ranges(size, mtime_ns, u.slots)
    ]


def names_holding(ctx, question: str, slots, rest: str, intent: str) -> Understanding | None:
    """ "with (1) in the name", "whose names contain v2", "marked final FINAL": the words are a name's letters, not
    search words or a folder ("in the name"); a question is then answered by the names holding them, as typed (an
    action plans them in _by_glob). None when nothing is said so."""
    has = NAME_HAS_RE.search(question)
    if not has:
        return None
    said = {w.lower() for w in re.findall(r"\w+", has.group(0))} | {"name", "names", "filename", "filenames"}
    slots.terms = [t for t in slots.terms if t.lower() not in said]
    if slots.place and set(slots.place.lower().split()) <= said:
        slots.place = None  # ("in the name" is no folder)
    if intent == "action":
        return None
    from .places import resolve_place

    where = resolve_place(ctx, slots.place) if slots.place else None
    u = Understanding(question=question, intent="list", slots=slots, rest=rest, tool="find_files", place=where)
    u.note = _letters_refused(u, name_letters(has))
    if u.note:
        u.tool = None
        return u
    u.arguments = {"query": name_glob(has), "search_type": "glob", **slots.filters()}
    words = [t for t in slots.terms if t.lower() not in STOPWORDS]
    if words:  # "the invitation proofs marked final FINAL": named so too
        u.arguments["name"] = " ".join(words)
    if where:
        u.arguments["path"] = where
    return u
