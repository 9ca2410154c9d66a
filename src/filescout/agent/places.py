"""Places and files the user names, resolved against the index and the allowed roots."""

from __future__ import annotations

import os
import re
from pathlib import Path


def resolve_place(ctx, word: str) -> str | None:
    """The indexed (or allowed) folder a user means by ``word``: "Downloads", "my Pictures", "Documents/finances"."""
    w = word.strip().removeprefix("my ").strip()
    w = w.rstrip("/") if w.startswith(("/", "~")) else w.strip("/")  # "/home" is not "home"
    if not w:
        return None
    if w.startswith(("~", "/")):
        p = os.path.realpath(os.path.expanduser(w))
        return p if os.path.isdir(p) and ctx.policy.root_of(Path(p)) else None
    roots = ctx.roots()
    for r in roots:
        if os.path.basename(r.rstrip("/")).lower() == w.lower():
            return r
        cand = os.path.join(r, w)
        if os.path.isdir(cand):
            return os.path.realpath(cand)
    home = os.path.expanduser("~")
    cand = os.path.join(home, w)
    if os.path.isdir(cand) and ctx.policy.root_of(Path(os.path.realpath(cand))):
        return os.path.realpath(cand)
    last = w.split("/")[-1]
    from ..safety.noise import NOISE_DIRS

    named_hidden = last.startswith(".") or last.lower() in NOISE_DIRS
    for hidden in (False, True) if named_hidden else (False,):
        # a hidden or noise folder only when the user says its own name ("node_modules", ".cache")
        rows = sorted(dirs_named(ctx, last, hidden=hidden), key=lambda p: (p.count("/"), len(p)))
        for p in rows:
            if "/" not in w or p.lower().endswith("/" + w.lower()):
                return p
    return None


NEW_FOLDER_RE = re.compile(r"\b(?:a\s+)?new\s+(?:sub-?)?(?:folder|directory|dir)\s+(?:called|named)\b", re.I)


def resolve_destination(ctx, word: str, near: str | None, question: str = "") -> str:
    """A destination folder; one that doesn't exist yet goes beside ``near`` (or in the first root). "into a new
    folder called Screenshots" is a new folder beside the files moved, even when another of the name exists."""
    if near and "/" not in word.strip("/") and NEW_FOLDER_RE.search(question):
        return os.path.join(os.path.dirname(near.rstrip("/")), word.strip("/")) + "/"
    found = resolve_place(ctx, word)
    if found:
        return found
    if word.startswith(("~", "/")):
        return os.path.expanduser(word).rstrip("/") + "/"
    inner = _inside_named(ctx, word, near)
    if inner:
        return inner
    roots = ctx.roots()
    base = None
    if near:
        base = ctx.policy.root_of(Path(near))
    base = str(base) if base else (roots[0] if roots else os.getcwd())
    return os.path.join(base, word.strip("/")) + "/"


def _inside_named(ctx, word: str, near: str | None) -> str | None:
    """ "into firmware/old" where no root holds a firmware folder: a new folder inside the indexed one that name
    means: the only one, or the one that holds ``near`` (the files being moved). None when none or several do."""
    parts = [p for p in word.strip().strip("/").split("/") if p]
    if len(parts) < 2 or word.startswith(("~", "/")) or any(p in (".", "..") for p in parts):
        return None
    for n in range(len(parts) - 1, 0, -1):
        head = "/".join(parts[:n])
        found = [p for p in dirs_named(ctx, parts[n - 1], hidden=False) if p.lower().endswith("/" + head.lower())]
        holding = [p for p in found if near and near.startswith(p.rstrip("/") + "/")]
        pick = holding if len(found) > 1 else found
        if len(pick) == 1:
            return os.path.join(pick[0], *parts[n:]) + "/"
        if found:
            return None
    return None


def resolve_file(ctx, name: str) -> str | None:
    """A file the user names ("report.pdf"): the best name match in the index."""
    if name.startswith(("/", "~")):
        return os.path.expanduser(name)
    from ..index.name_search import name_candidates
    from ..index.query import FileRow, Filters

    rows = name_candidates(ctx.conn, [name], Filters(include_hidden=True), cap=5)
    if rows:
        return FileRow.from_row(rows[0][:-1]).path
    return None


def spaced_place(ctx, question: str, said: str, new_leaf: bool = False) -> str | None:
    """A typed path cut at a space, with the words after it as long as together they name an indexed folder:
    "Clients/Greenleaf" + " Ltd/Contracts" -> "Clients/Greenleaf Ltd/Contracts". None if no longer one does.
    ``new_leaf`` (a destination): its last folder may be new, in an indexed folder ("to DOB Electrical/Van/Old")."""
    i = question.find(said)
    if i < 0:
        return None
    words = re.findall(r"\s+[^\s?!,;\"'“”]+", question[i + len(said) :])[:6]
    before = re.findall(r"[^\s?!,;\"'“”/]+\s+", question[:i])[-3:]  # ("Garden Design/Van": "Garden " was cut)
    if said.startswith(("/", "~")) or resolve_place(ctx, said.rstrip("/")) is not None:
        before = []  # (a path that is a folder as said, or from the root: nothing before it is its)
    for k in range(0, len(before) + 1):
        start = "".join(before[len(before) - k :]) if k else ""
        for n in range(len(words), -1 if k else 0, -1):  # the longest first: "Clients/Acme Corp" over "Clients/Acme"
            raw = start + said + "".join(words[:n])
            if any(part.strip() in (".", "..") or part.startswith("..") for part in raw.split("/")):
                continue  # never a way out of a folder ("Documents shortcut/../../..")
            cand = raw.rstrip(",:").removesuffix(".").rstrip("/")
            if resolve_place(ctx, cand) is not None:
                return cand
            if new_leaf and k and n == 0 and resolve_place(ctx, cand.rsplit("/", 1)[0]) is not None:
                return cand
    return None


def named_on(ctx, question: str, said: str) -> tuple[str, list[str]] | None:
    """A place said by one word of a capitalised name that goes on ("from The Reading Room Café"): the one
    folder named exactly by the longer run, and the words added. None if no longer run names exactly one."""
    from .lookup import exactly_named

    cap = r"[A-Z\u00c0-\u024f][\w'’.-]*"
    m = re.search(rf"((?:{cap}\s+(?:&\s+)?){{0,2}})\b{re.escape(said)}((?:\s+(?:&\s+)?{cap}){{0,4}})", question)
    if not m:
        return None
    before, after = m.group(1).split(), m.group(2).split()
    for k in range(len(before) + 1):
        for n in range(len(after), -1, -1):
            if k + n == 0:
                continue
            run = before[len(before) - k :] + said.split() + after[:n]
            named = exactly_named(ctx.conn, run)
            if len(named) == 1:
                return named[0], run
    return None


def folders_named(ctx, place: str) -> list[str]:
    """When ``place`` was found by its name and other folders share that name, none of them directly in a root
    ("Invoices" of each client; not ~/Documents beside Projects/x/Documents): all of them, outermost first,
    without those inside another. Otherwise just ``place``."""
    return same_places(ctx, os.path.basename(place.rstrip("/")), place)


def same_places(ctx, said: str, place: str) -> list[str]:
    """Every indexed folder ``said`` could mean ("Invoices", "Acme/Invoices", "node_modules"), outermost first and
    without those inside another; just ``[place]`` when ``said`` is exact: an absolute or ~ path, a path from a
    root, or a name a folder directly in a root has (~/Documents). Hidden and noise folders count only when
    ``said`` names one ("node_modules", ".git")."""
    from ..safety.noise import NOISE_DIRS

    w = said.strip().removeprefix("my ").strip().strip("/")
    roots = [r.rstrip("/") for r in ctx.roots()]
    if not w or said.strip().startswith(("/", "~")) or place.rstrip("/") in roots:
        return [place]
    if "/" in w and any(os.path.isdir(os.path.join(r, w)) for r in roots):
        return [place]
    last = w.rsplit("/", 1)[-1]
    out: list[str] = []
    for p in dirs_named(ctx, last, hidden=last.startswith(".") or last.lower() in NOISE_DIRS):
        if "/" in w and not p.lower().endswith("/" + w.lower()):
            continue
        if os.path.dirname(p) in roots:
            return [place]
        if not any(p.startswith(o + "/") for o in out):
            out.append(p)
    return out if place in out else [place]


def dirs_named(ctx, name: str, *, hidden: bool) -> list[str]:
    """Indexed folders with exactly this name (case ignored), outermost first; through the folder-name trigram
    index on SQLite (a scan of every folder costs ~6 ms per 10,000)."""
    from ..index.dialects import POSTGRESQL, dialect_of

    hide = "" if hidden else " AND d.flags & 3 = 0"
    conn = ctx.conn
    from .lookup import _names_ready

    if len(name) >= 3 and dialect_of(conn) != POSTGRESQL and _names_ready(conn):
        sql = (
            "SELECT d.path FROM dir_names n JOIN dirs d ON d.id = n.rowid WHERE dir_names MATCH ? "
            f"AND lower(d.name) = lower(?){hide} ORDER BY d.depth, d.path LIMIT 200"
        )
        low = name.lower()  # each trigram of the name (the index keeps no positions: no phrase queries)
        match = " AND ".join(sorted({'"' + low[i : i + 3].replace('"', '""') + '"' for i in range(len(low) - 2)}))
        return [p for (p,) in conn.execute(sql, (match, name))]
    sql = f"SELECT d.path FROM dirs d WHERE lower(d.name) = lower(?){hide} ORDER BY d.depth, d.path LIMIT 200"
    return [p for (p,) in conn.execute(sql, (name,))]


def known_exts(conn) -> frozenset[str]:
    """The extensions the index holds (visible files): "stl", "gcode", "uf2" are file types here even though no
    table of types lists them."""
    try:
        rows = conn.execute("SELECT DISTINCT ext FROM root_ext WHERE hidden = 0 AND files > 0").fetchall()
    except Exception:  # an index without the totals (old or half-built): the table of types alone
        return frozenset()
    return frozenset(r[0] for r in rows if r[0] and re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,11}", r[0]))


def typed_files(conn, exts: set[str], folder: str | None = None) -> int:
    """How many visible files of these types the folder holds (its subfolders too), or every root: from the
    per-folder and per-root totals, no scan."""
    marks = ",".join("?" * len(exts))
    if folder is None:
        sql = f"SELECT coalesce(sum(files), 0) FROM root_ext WHERE hidden = 0 AND ext IN ({marks})"
        return conn.execute(sql, sorted(exts)).fetchone()[0]
    key = folder.rstrip("/")
    return conn.execute(
        f"SELECT coalesce(sum(e.files), 0) FROM dir_ext e JOIN dirs d ON d.id = e.dir_id "
        f"WHERE (d.path = ? OR (d.path >= ? AND d.path < ?)) AND e.hidden = 0 AND e.ext IN ({marks})",
        [key, key + "/", key + "0", *sorted(exts)],
    ).fetchone()[0]


def ext_named_folder(ctx, slots, question: str) -> None:
    """ "show me the gcode" where a folder is named gcode: the .gcode files everywhere (the type, which that folder
    holds only part of), not the folder; "the gcode folder" or "Gcode" is the folder."""
    known = known_exts(ctx.conn)
    for t in slots.terms:
        w = t.lower()
        ext = w if w in known else w[:-1] if w.endswith("s") and w[:-1] in known else None
        if not ext or len(ext) < 3 or t[:1].isupper():
            continue
        if re.search(rf"\b{re.escape(t)}\s+(?:folder|directory|dir)\b", question, re.I):
            continue
        folders = dirs_named(ctx, t, hidden=False)
        inside = sum(typed_files(ctx.conn, {ext}, d) for d in folders)
        total = typed_files(ctx.conn, {ext})
        # (or no folder is named so and no name has the word: "move the gpx in downloads" means the type)
        if 0 < inside < total or (not folders and total and not _word_of_a_name(ctx, t) and not _folder_word(ctx, t)):
            slots.type, slots.type_word = ext, t
            slots.terms = [x for x in slots.terms if x != t]
            return


def _folder_word(ctx, word: str) -> bool:
    """Some folder has the word in its name ("Parts invoices" for "parts"): a word, not the .part type."""
    from .grounding import folders_named

    return bool(folders_named(ctx.conn, [word], limit=1))


def _word_of_a_name(ctx, word: str) -> bool:
    """Some file has the word in its name, not only as its extension ("gpx tracks.txt" for "gpx")."""
    from ..index.fold import covers
    from .grounding import files_named

    return any(covers(os.path.splitext(f.name)[0], [word]) for f in files_named(ctx.conn, [word], limit=50))


def type_then_word_folder(ctx, slots, question: str) -> str | None:
    """ "the music licences": a type word and the word after it naming one folder by its whole name (Video/Music
    licences): that folder, and the type word is part of its name, not a filter."""
    from .grounding import folders_named
    from .lookup import _stemmed

    m = re.search(rf"\b{re.escape(slots.type_word)}\s+([\w'&-]+)", question, re.I)
    if not m or m.group(1).lower() not in {t.lower() for t in slots.terms}:
        return None
    said = [slots.type_word, m.group(1)]
    want = _stemmed(" ".join(said))
    found = [p for p in folders_named(ctx.conn, said) if _stemmed(p.rsplit("/", 1)[-1]) == want]
    if len(found) != 1:
        return None
    slots.type = slots.type_word = None
    slots.terms = [t for t in slots.terms if t.lower() != m.group(1).lower()]
    return found[0]


def subfolder_said(ctx, place: str, question: str, words: list[str]) -> tuple[str, list[str]] | None:
    """ "the full size exports from the Lindqvist wedding" -> its Exports/Full size: the one folder inside the place
    that a left-over word names and whose every other word the question says too (read there as something else:
    "size"). Returns the folder and the words it explains."""
    from ..index.fold import stem, tokens
    from .grounding import folders_named

    said = {stem(t) for t in tokens(question)}
    inside = place.rstrip("/") + "/"
    found: dict[str, list[str]] = {}
    for w in words:
        for p in folders_named(ctx.conn, [w]):
            name = [stem(t) for t in tokens(p.rsplit("/", 1)[-1])]
            if p.startswith(inside) and len(name) > 1 and set(name) <= said:
                found.setdefault(p, []).append(w)
    return next(iter(found.items())) if len(found) == 1 else None


def phrase_folder(ctx, question: str) -> tuple[str, list[str]] | None:
    """A folder whose name holds a word the parser reads as a command or a filler ("show notes" -> Podcast/Show
    notes, "photos from the open day" -> 2026-06-14 Open day): the one folder named exactly by two or three words
    said together. Returns it and the words it explains."""
    from ..index.fold import stem, tokens
    from .lookup import UNDATED_RE, _dirs_like, _starting
    from .slots import STOPWORDS
    from .vocabulary import _ASKING_ABOUT, _FUNCTION

    said = re.findall(r"[\w'-]+", question.lower())
    for n in (3, 2):
        found: dict[str, list[str]] = {}
        exact: dict[str, list[str]] = {}
        for i in range(len(said) - n + 1):
            run = said[i : i + n]
            if all(w not in STOPWORDS for w in run) or run[0] in _FUNCTION or run[-1] in _FUNCTION:
                continue  # (words the grounding reads anyway; a run starting or ending with "the", "from")
            if _ASKING_ABOUT & set(run) or any(w.isdigit() for w in run):
                continue  # ("older than 6 months", "the biggest files": the question's own words)
            want = " ".join(stem(t) for t in tokens(" ".join(run)))
            key = max(run, key=len)
            for p, base in _starting(_dirs_like(ctx.conn, key, False, None), key):
                name = " ".join(stem(t) for t in tokens(UNDATED_RE.sub("", base)))
                if name == want:
                    exact.setdefault(p, run)
                elif f" {want} " in f" {name} ":  # "the open day" -> "Tom's bike shop open day"
                    found.setdefault(p, run)
        found = exact or found
        if len(found) == 1:
            return next(iter(found.items()))
        if found:
            return None
    return None


def named_outside(ctx, word: str, folders: list[str]) -> bool:
    """Files named by the folders' own name lie outside them too, all of the types those folders hold (a
    Screenshot….png on the Desktop; not an "invoice template.docx" beside folders of PDF invoices)."""
    from .grounding import files_named

    inside = tuple(f.rstrip("/") + "/" for f in folders)
    outside = {f.ext for f in files_named(ctx.conn, [word], limit=200) if not f.path.startswith(inside)}
    if not outside:
        return False
    from ..index.query import ext_totals  # (the maintained per-folder totals: no file is read)

    held = {ext for f in folders[:20] for ext, n, _ in ext_totals(ctx.conn, f, include_hidden=False) or () if n}
    return outside <= held


def folders_are_in(ctx, kind: str) -> str | None:
    """ "in the client folders" where no folder is named "client" but one is named "Clients": that one (the
    folders in it are the client folders). None when a folder has the very name, or no one folder the plural."""
    said = kind.lower()
    if "/" in said or len(said) < 3 or said.startswith(".") or dirs_named(ctx, said, hidden=True):
        return None
    found = dirs_named(ctx, said[:-1] if said.endswith("s") else said + "s", hidden=False)
    return found[0] if len(found) == 1 else None


_MADE = {"exported": ("exports", "export", "exported"), "recorded": ("recordings", "recorded"),
         "edited": ("edits", "edited"), "rendered": ("renders", "render", "rendered"),
         "scanned": ("scans", "scanned"), "bounced": ("bounces", "bounce")}  # fmt: skip
MADE_RE = re.compile(
    r"\b(exported|recorded|edited|rendered|scanned|bounced)\s+(?!(?:it|them|this|that|these|those|on|in|at|"
    r"by|for|with|from|to|and|or|last|yesterday|today|the|a|an|my|his|her|our|their)\b)[a-z]|"
    # "anything i bounced in the last week": what was made that way, said after who made it
    r"\b(?:anything|everything|what|stuff|things|ones?)\s+(?:that\s+)?(?:i|we)(?:'ve| have)?\s+"
    r"(exported|recorded|edited|rendered|scanned|bounced)\b",
    re.I,
)


def made_place(ctx, question: str) -> tuple[str | None, str | None]:
    """ "the exported videos", "my edited photos": the folder named for what was made (YouTube/Exports), as
    (that folder, None); (None, its name) when several are named so (every Exports folder); (None, None) if none."""
    m = MADE_RE.search(question)
    if not m:
        return None, None
    for name in _MADE[(m.group(1) or m.group(2)).lower()]:
        found = dirs_named(ctx, name, hidden=False)
        if len(found) == 1:
            return found[0], None
        if found:
            return None, os.path.basename(found[0])
    return None, None


def filler_named_folders(ctx, slots, question: str, place: str | None) -> str | None:
    """ "before pics for the henderson job", "the biggest after photo": a word read as a filler, said right before
    the type word, that is the whole name of folders holding that type (each job's Photos/Before): those folders
    (the folder filter, inside the place when one is said). None when no folder is named so."""
    from ..index.categories import resolve_type
    from .grounding import _holds
    from .vocabulary import _FUNCTION, STOPWORDS

    if not slots.type_word or slots.folder:
        return None
    m = re.search(rf"\b([^\W\d_]{{3,}})\s+{re.escape(slots.type_word)}\b", question, re.I)
    word = m.group(1).lower() if m else ""
    if m and re.search(r"\b(?:and|or|&|n)\s*$", question[: m.start()], re.I):
        return None  # ("before and after pics": two folders' names; the filter takes one)
    if not word or word not in STOPWORDS or word in _FUNCTION or word in {t.lower() for t in slots.terms}:
        return None
    exts = resolve_type(slots.type) if slots.type else None
    under = (place.rstrip("/") + "/") if place else ""
    named = [p for p in dirs_named(ctx, word, hidden=False) if p.startswith(under)]
    found = [p for p in named if not exts or _holds(ctx.conn, p, exts)]
    return os.path.basename(found[0].rstrip("/")) if found else None
