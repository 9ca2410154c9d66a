"""A map of the user's files for a language model's context (seed 003 §5.3.4, like Aider's repo map).

``file_map`` condenses the index into a ranked summary that fits a token budget: the indexed folders, the top
folders by size (with their newest change), detected projects (git repositories and project files, with their
main language by counting source files), big media libraries, bookmarks, the type mix and recent activity. Each
section is filled a line at a time, round-robin in that order, so a small budget still names a little of
everything and a big one adds detail. Tokens are counted with :func:`count_tokens` (a word, a number or a
punctuation mark is one token), which over-counts for real tokenizers rather than under-counting.
"""

from __future__ import annotations

import os
import re
import time

from ..index.categories import CATEGORY_NAMES, category_of
from ..index.paths import subtree_range
from ..index.schema import HIDDEN_OR_NOISE
from ..units import human_size
from .context import Context
from .registry import tool
from .spec import Result

_TOKEN = re.compile(r"\w+|[^\w\s]")
LANGUAGES = {
    "py": "Python", "ipynb": "Python", "js": "JavaScript", "jsx": "JavaScript", "mjs": "JavaScript",
    "ts": "TypeScript", "tsx": "TypeScript", "go": "Go", "rs": "Rust", "java": "Java", "kt": "Kotlin",
    "c": "C", "h": "C", "cpp": "C++", "cc": "C++", "hpp": "C++", "cxx": "C++", "cs": "C#", "rb": "Ruby",
    "php": "PHP", "swift": "Swift", "scala": "Scala", "sh": "Shell", "lua": "Lua", "r": "R", "jl": "Julia",
    "dart": "Dart", "ex": "Elixir", "exs": "Elixir", "hs": "Haskell", "vue": "Vue", "svelte": "Svelte",
    "pl": "Perl", "m": "Objective-C", "zig": "Zig", "tex": "LaTeX",
}  # fmt: skip
PROJECT_FILES = ("pyproject.toml", "setup.py", "package.json", "Cargo.toml", "go.mod", "pom.xml", "build.gradle")
MEDIA = {"images": "photos", "videos": "videos", "audio": "music"}
RECENT_DAYS = 7


def count_tokens(text: str) -> int:
    """Tokens by a simple rule: each run of letters/digits/underscores is one, each other visible character one."""
    return len(_TOKEN.findall(text))


def _show(path: str) -> str:
    home = os.path.expanduser("~")
    if home not in ("", "/") and (path == home or path.startswith(home.rstrip("/") + "/")):
        return "~" + path[len(home) :]
    return path


def _when(ns: int | None, now: float) -> str:
    if not ns:
        return "-"
    days = (now - ns / 1e9) / 86400
    if days < 1:
        return "today"
    if days < 2:
        return "yesterday"
    if days < 60:
        return f"{days:.0f} days ago"
    return time.strftime("%Y-%m", time.localtime(ns / 1e9))


def _newest(conn, path: str) -> int | None:
    """The newest modification time of a visible file below ``path`` (by the mtime index, newest first)."""
    lo, hi = subtree_range(path)
    row = conn.execute(
        "SELECT max(f.mtime_ns) FROM files f JOIN dirs d ON d.id = f.dir_id "
        f"WHERE (d.path = ? OR (d.path >= ? AND d.path < ?)) AND f.flags & {HIDDEN_OR_NOISE} = 0",
        (path, lo, hi),
    ).fetchone()
    return row[0] if row else None


def _subtree_exts(conn, path: str) -> list[tuple[str, int, int]]:
    lo, hi = subtree_range(path)
    return conn.execute(
        "SELECT e.ext, sum(e.files), sum(e.bytes) FROM dir_ext e JOIN dirs d ON d.id = e.dir_id "
        "WHERE (d.path = ? OR (d.path >= ? AND d.path < ?)) AND e.hidden = 0 GROUP BY e.ext",
        (path, lo, hi),
    ).fetchall()


def _roots(ctx: Context) -> list[tuple[str, int, int]]:
    """(path, files, bytes) of each indexed root, or for a restricted caller each folder it may see."""
    sql = "SELECT path, rec_files, rec_bytes FROM dirs WHERE "
    if not ctx.restricted:
        return ctx.conn.execute(sql + "parent_id IS NULL ORDER BY path").fetchall()
    rows = (ctx.conn.execute(sql + "path=?", (p,)).fetchone() for p in ctx.roots())
    return sorted(r for r in rows if r)


def _projects(conn, roots: list[str], limit: int = 30) -> list[dict]:
    found: dict[str, str] = {}
    for (p,) in conn.execute("SELECT d.path FROM dirs d WHERE d.name = '.git'"):
        found.setdefault(os.path.dirname(p), "git")
    marks = ",".join("?" * len(PROJECT_FILES))
    for (p,) in conn.execute(
        f"SELECT d.path FROM files f JOIN dirs d ON d.id = f.dir_id WHERE f.name IN ({marks}) "
        f"AND f.flags & {HIDDEN_OR_NOISE} = 0",
        PROJECT_FILES,
    ):
        found.setdefault(p, "project")
    inside = [p for p in found if any(p == r or p.startswith(r.rstrip("/") + "/") for r in roots)]
    # the outermost only: a package inside a repository is part of it
    outer = [p for p in sorted(inside) if not any(p.startswith(q.rstrip("/") + "/") for q in inside if q != p)]
    out = []
    for p in outer:
        row = conn.execute("SELECT rec_files, rec_bytes FROM dirs WHERE path=?", (p,)).fetchone()
        langs: dict[str, int] = {}
        for ext, n, _b in _subtree_exts(conn, p):
            lang = LANGUAGES.get(ext)
            if lang:
                langs[lang] = langs.get(lang, 0) + n
        ranked = sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))
        out.append(
            {
                "path": p,
                "kind": found[p],
                "language": ranked[0][0] if ranked else None,
                "languages": dict(ranked[:3]),
                "files": row[0] if row else 0,
                "bytes": row[1] if row else 0,
                "newest_ns": _newest(conn, p),
            }
        )
    out.sort(key=lambda d: -(d["newest_ns"] or 0))
    return out[:limit]


def _media(conn, candidates: list[dict], total: int) -> list[dict]:
    """Folders whose bytes are mostly photos, videos or music, and big (5% of everything, or 1 GB)."""
    out = []
    for d in candidates:
        if d["bytes"] < min(total * 0.05, 1e9) or d["files"] < 3:
            continue
        by_cat: dict[str, int] = {}
        for ext, _n, b in _subtree_exts(conn, d["path"]):
            by_cat[CATEGORY_NAMES[category_of(ext)]] = by_cat.get(CATEGORY_NAMES[category_of(ext)], 0) + b
        cat, b = max(by_cat.items(), key=lambda kv: kv[1], default=("other", 0))
        if cat in MEDIA and b >= 0.7 * d["bytes"]:
            out.append({**d, "kind": MEDIA[cat]})
    # a library, not each of its sub-folders
    keep = [m for m in out if not any(m["path"].startswith(o["path"].rstrip("/") + "/") for o in out if o is not m)]
    return sorted(keep, key=lambda m: -m["bytes"])


@tool(
    priority=2,
    category="storage",
    keywords=("map", "overview", "summary", "what do i have", "file system map", "my files"),
    examples=(("give me an overview of my files", {}),),
    cli="map",
)
def file_map(ctx: Context, budget_tokens: int = 1000) -> Result:
    """A condensed, ranked map of what is indexed, within a token budget: top folders by size and recency,
    projects (git repositories with their language), media libraries, bookmarks, the type mix, recent activity.

    Args:
        budget_tokens: The most tokens the map may take (a word, number or punctuation mark counts as one).
    """
    budget = max(50, int(budget_tokens))
    conn = ctx.conn
    now = time.time()
    roots = _roots(ctx)
    root_paths = [r[0] for r in roots]
    total = sum(r[2] for r in roots)
    data: dict = {"budget_tokens": budget, "roots": [], "top_folders": [], "projects": [], "media": []}
    data["roots"] = [{"path": p, "files": n, "bytes": b} for p, n, b in roots]
    # top folders: one and two levels below each root, by size; each with its newest change
    cands: list[dict] = []
    for p, _n, _b in roots:
        lo, hi = subtree_range(p)
        depth = p.count("/") if p != "/" else 0
        for path, n, b in conn.execute(
            "SELECT path, rec_files, rec_bytes FROM dirs WHERE path >= ? AND path < ? AND depth <= ? "
            f"AND flags & {HIDDEN_OR_NOISE} = 0 ORDER BY rec_bytes DESC LIMIT 60",
            (lo, hi, depth + 2),
        ):
            cands.append({"path": path, "files": n, "bytes": b})
    cands.sort(key=lambda d: (-d["bytes"], d["path"]))
    top = []
    for d in cands:  # a folder isn't listed with its only big child: skip a child holding 90%+ of a listed parent
        if any(d["path"].startswith(t["path"] + "/") and d["bytes"] >= 0.9 * t["bytes"] for t in top):
            continue
        top.append(d)
        if len(top) >= 15:
            break
    for d in top:
        d["newest_ns"] = _newest(conn, d["path"])
    data["top_folders"] = top
    data["projects"] = _projects(conn, root_paths)
    data["media"] = _media(conn, cands, total)
    data["bookmarks"] = [  # this machine's own (kept in its index, never shared); only those this caller may see
        {"label": lab, "path": p}
        for lab, p in ctx.local_conn.execute("SELECT label, path FROM bookmarks ORDER BY created_at")
        if any(p == r or p.startswith(r.rstrip("/") + "/") for r in root_paths)
    ]
    mix: dict[str, list[int]] = {}
    if ctx.restricted:
        rows = [row for p in root_paths for row in _subtree_exts(conn, p)]
    else:
        rows = conn.execute("SELECT ext, files, bytes FROM root_ext WHERE hidden = 0").fetchall()
    for ext, n, b in rows:
        m = mix.setdefault(CATEGORY_NAMES[category_of(ext)], [0, 0])
        m[0] += n
        m[1] += b
    data["type_mix"] = [
        {"type": k, "files": v[0], "bytes": v[1]} for k, v in sorted(mix.items(), key=lambda kv: -kv[1][1])
    ]
    since = int((now - RECENT_DAYS * 86400) * 1e9)
    # only the folders this caller may see, chosen before the LIMIT (busy folders elsewhere don't crowd them out)
    inside, params = [], [since]
    for r in root_paths:
        lo, hi = subtree_range(r)
        inside.append("d.path = ? OR (d.path >= ? AND d.path < ?)")
        params += [r, lo, hi]
    recent = [
        {"path": path, "files": n, "newest_ns": newest}
        for path, n, newest in conn.execute(
            "SELECT d.path, count(*), max(f.mtime_ns) FROM files f JOIN dirs d ON d.id = f.dir_id "
            f"WHERE f.mtime_ns >= ? AND f.flags & {HIDDEN_OR_NOISE} = 0 AND ({' OR '.join(inside) or '1 = 0'}) "
            "GROUP BY f.dir_id, d.path ORDER BY max(f.mtime_ns) DESC LIMIT 10",
            params,
        )
    ]
    data["recent"] = recent
    text, used = _render(data, budget, now)
    data["text"], data["tokens"] = text, used
    return Result(data, text)


def _render(data: dict, budget: int, now: float) -> tuple[str, int]:
    """The map as text within ``budget`` tokens: sections filled a line at a time, round-robin."""
    sections: list[tuple[str, list[str]]] = [
        ("Indexed", [f"{_show(r['path'])}: {r['files']:,} files, {human_size(r['bytes'])}" for r in data["roots"]]),
        (
            "Top folders by size",
            [
                f"{_show(d['path'])} {human_size(d['bytes'])}, {d['files']:,} files, "
                f"changed {_when(d['newest_ns'], now)}"
                for d in data["top_folders"]
            ],
        ),
        (
            "Projects",
            [
                f"{_show(p['path'])} ({p['kind']}{', ' + p['language'] if p['language'] else ''}), "
                f"{p['files']:,} files, changed {_when(p['newest_ns'], now)}"
                for p in data["projects"]
            ],
        ),
        (
            "Media libraries",
            [f"{_show(m['path'])}: {m['kind']}, {human_size(m['bytes'])}, {m['files']:,} files" for m in data["media"]],
        ),
        ("Bookmarks", [f"{b['label'] or '-'}: {_show(b['path'])}" for b in data["bookmarks"]]),
        (
            "Types",
            [f"{t['type']}: {t['files']:,} files, {human_size(t['bytes'])}" for t in data["type_mix"] if t["files"]],
        ),
        (
            f"Changed in the last {RECENT_DAYS} days",
            [f"{_show(r['path'])}: {r['files']:,} files, {_when(r['newest_ns'], now)}" for r in data["recent"]],
        ),
    ]
    chosen: list[list[str]] = [[] for _ in sections]
    used = count_tokens("File map:")
    heads = [count_tokens(f"{title}:") for title, _ in sections]
    closed: set[int] = set()  # a section whose next line didn't fit gets no more (its lines are ranked)
    rnd = 0
    progress = True
    while progress:
        progress = False
        for i, (_title, lines) in enumerate(sections):
            if rnd >= len(lines) or i in closed:
                continue
            cost = count_tokens("- " + lines[rnd]) + (heads[i] if not chosen[i] else 0)
            if used + cost <= budget:
                chosen[i].append(lines[rnd])
                used += cost
                progress = True
            else:
                closed.add(i)
        rnd += 1
    out = ["File map:"]
    for (title, _lines), lines in zip(sections, chosen, strict=True):
        if lines:
            out.append(f"{title}:")
            out += [f"- {line}" for line in lines]
    text = "\n".join(out)
    return text, count_tokens(text)
