"""Short answers from tools' results: each tool names its own (``@tool(answer=...)``), with the phrases here.

An answer is one or two sentences with the key figures and the names of the files, saying what it is about
(the user's word for the type, the folder, the name filter, the dates), so a misunderstanding shows at a glance.
"""

from __future__ import annotations

import os

from ..index import hosts
from ..units import human_size, shown
from .spec import Said


def _name(path: str) -> str:
    host, rest = hosts.split(path)  # another machine's (shared index): "beach.jpg on nas"
    if host is not None:
        return f"{shown(os.path.basename(rest.rstrip('/')) or rest)} on {host}"
    return shown(os.path.basename(path.rstrip("/")) or path)


def where(path: str) -> str:
    """ "report.pdf (in Documents)"; another machine's file (shared index) says which: "beach.jpg (on nas, in
    /volume1/photos)"."""
    host, rest = hosts.split(path)
    if host is not None:
        return f"{shown(os.path.basename(rest))} (on {host}, in {shown(os.path.dirname(rest) or '/')})"
    parent = shown(os.path.basename(os.path.dirname(path)) or "/")
    return f"{_name(path)} (in {parent})"


def where_in_full(hit: dict) -> str:
    """ "VAT Q3 2026.pdf (in Nowak Cycles/Accounts/VAT)": the whole way to a file from its indexed root, for
    answers that say where files are (a search's few results carry it as "folder")."""
    folder = hit.get("folder")
    if not folder or folder == "." or hosts.split(hit["path"])[0] is not None:
        return where(hit["path"])
    return f"{_name(hit['path'])} (in {folder})"


def n_files(n: int) -> str:
    return f"{n:,} file{'s' if n != 1 else ''}"


def _told_apart(paths: list[str]) -> list[str]:
    """Each file's name, and where it is when another one shown has the same name ("site notes.txt in Jenkins -
    Radyr"): the folders above it, as few as tell them apart (up to three)."""
    names = [_name(p) for p in paths]
    twice = {n for n in names if names.count(n) > 1}
    out = []
    for p, n in zip(paths, names, strict=True):
        if n not in twice:
            out.append(n)
            continue
        same = [q for q, m in zip(paths, names, strict=True) if m == n and q != p]
        up = os.path.dirname(p.rstrip("/")).split("/")
        for k in (1, 2, 3):
            where_ = "/".join(up[-k:])
            if not any(os.path.dirname(q.rstrip("/")).endswith("/" + where_) for q in same):
                break
        out.append(f"{n} in {shown(where_)}")
    return out


def _files_phrase(items: list[dict], n: int = 3, key: str = "size_human") -> str:
    told = _told_apart([f["path"] for f in items[:n]])
    parts = [f"{t} ({f.get(key) or human_size(f['size'])})" for t, f in zip(told, items[:n], strict=True)]
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _left_out(data: dict) -> str:
    n = data.get("hidden_files") or 0
    if n <= 0:
        return ""
    return (
        f" Not counted: {n:,} hidden file{'s' if n != 1 else ''} and noise folders like .git or node_modules "
        f"({human_size(data.get('hidden_bytes') or 0)})."
    )


def _scope(args: dict) -> str:
    """What the answer is about beyond its type: ' named like 'screenshot' in Pictures'."""
    out = ""
    if args.get("name"):
        out += f" named like {args['name'].replace(chr(34), '')!r}"  # (a phrase's quotes left out)
    out += _sizes(args)
    if args.get("path") and args.get("folder"):
        out += f" in {args['folder']} folders under {_name(args['path'])}"
    elif args.get("path"):
        out += f" in {_name(args['path'])}"
    elif args.get("folder"):
        out += " in every " + args["folder"].replace("/", " folder's ", 1) + " folder"  # "Revit folder's Backup"
    if args.get("called"):
        out += f" named like {args['called'].lower()!r} or in a {args['called']} folder"
    if args.get("host"):
        out += f" on {args['host']}"
    return out


def _sizes(args: dict) -> str:
    """The size filters, as said back: " over 20.0 MB", " that are empty"."""
    from ..units import parse_size

    out = ""
    try:
        lo = parse_size(args["size_gt"]) if args.get("size_gt") else None
        hi = parse_size(args["size_lt"]) if args.get("size_lt") else None
    except (ValueError, TypeError):
        return ""
    if hi is not None and hi <= 1 and lo is None:
        return " that are empty"

    def say(n: int) -> str:
        return human_size(n).replace(".0 ", " ")

    if lo is not None and hi is not None:
        return f" between {say(lo)} and {say(hi)}"
    if lo is not None:
        out += f" over {say(lo)}"
    if hi is not None:
        out += f" under {say(hi)}"
    return out


def list_files(data: dict, args: dict, said: Said, text: str = "") -> str:
    what = said.what or args.get("type")
    when = said.when
    scope = _scope(args)
    files = data.get("files", [])
    if not files:  # what was looked for, said back: "I didn't find any pdfs in Downloads (last week)."
        said_back = (what or "files") + scope + (f" ({when})" if when else "")
        return f"I didn't find any {said_back}." if said_back != "files" else "I didn't find any matching files."
    label = {"size": "largest", "date": "most recently modified", "name": "first by name"}[data["sort_by"]]
    if data.get("order") == "asc":
        label = {"size": "smallest", "date": "oldest", "name": "last by name"}.get(data["sort_by"], label)
    noun = (what or "files") + scope
    extra = f" ({when})" if when else ""
    total = data.get("total_matching", len(files))
    # name every file when that is all of them and not too many ("list my payslips": 24), else the first five (or
    # as many as were asked for)
    n = len(files) if len(files) <= 50 and total <= len(files) else min(len(files), max(5, said.limit or 0))
    if data["sort_by"] == "date":
        told = _told_apart([f["path"] for f in files[:n]])
        if n == total == 1 and not args.get("path"):  # "wheres my bike fit notes": the one file, and where it is
            told = [where_in_full(files[0])]
        lead = "; ".join(f"{t} ({f['modified'][:10]})" for t, f in zip(told, files[:n], strict=True))
    else:
        lead = _files_phrase(files, n=n)
    if said.limit == 1 and len(files) == 1 and total > 1:  # "what is the largest file in Accounts?"
        return f"The {label} of {total:,} {noun}{extra} ({data['total_human']}): {lead}."
    here = ""
    folders = {os.path.dirname(f["path"]) for f in files[:n]}
    if len(folders) == 1 and n > 1 and not args.get("path"):  # "what did I shoot on Nov 19": where they all are
        here = " All in " + "/".join(folders.pop().split("/")[-2:]) + "."
    return f"The {label} {noun}{extra}: {lead}. {total:,} match in all ({data['total_human']}).{here}"


def count_files(data: dict, args: dict, said: Said, text: str = "") -> str:
    what = said.what or args.get("type")
    when = said.when
    scope = _scope(args)
    n = data["count"]
    noun = (what or ("file" if n == 1 else "files")) + scope
    extra = f" {when}" if when else ""
    return f"You have {n:,} {noun}{extra}, {data['size_human']} in total." + _left_out(data)


def folder_stats(data: dict, args: dict, said: Said, text: str = "") -> str:
    rows = data.get("folders", [])
    if not rows:
        return "There are no files there yet."
    top = rows[0]
    rest = ", ".join(f"{r['name']} ({r['size_human']})" for r in rows[1:4])
    key = "size" if data.get("sort_by") == "size" else "count"
    what = data.get("type") and (said.what or data["type"])
    if what:  # "which folder has the most photos?": that type's files only
        lead = (
            f"{top['name']} holds the most {what} by size: {top['size_human']} ({n_files(top['files'])})"
            if key == "size"
            else f"{top['name']} has the most {what}: {top['files']:,} ({top['size_human']})"
        )
        rest = ", ".join(f"{r['name']} ({r['files']:,})" for r in rows[1:4])
        scope = f"in {_name(args['path'])}" if args.get("path") else "in all"
        return (
            f"{lead}."
            + (f" Next: {rest}." if rest else "")
            + (f" Your {what} {scope}: {n_files(data['total_files'])}, {data['total_human']}.")
        )
    lead = (
        f"{top['name']} takes the most space: {top['size_human']} ({n_files(top['files'])})"
        if key == "size"
        else f"{top['name']} has the most files: {top['files']:,} ({top['size_human']})"
    )
    return (
        f"{lead}." + (f" Next: {rest}." if rest else "") + f" Total: {data['total_human']} in "
        f"{n_files(data['total_files'])}."
    )


def disk_usage(data: dict, args: dict, said: Said, text: str = "") -> str:
    what = said.what or args.get("type")
    if data.get("type"):
        scope = _scope(args)  # "Your photos in 2026-08 Mila's 4th birthday take …": where, as understood
        if not data["total_files"]:
            return f"You have no {what or data['type']}{scope}."
        noun = what or data["type"]
        noun = noun if noun.endswith("s") or " " in noun else f"{noun} files"  # "your video files", not "video"
        return f"Your {noun}{scope} take {data['total_human']} ({n_files(data['total_files'])})."
    if data.get("path") and args.get("path"):
        lead = f"{_name(data['path'])} holds {data['total_human']} in {n_files(data['total_files'])}"
    else:
        lead = f"Your indexed files take {data['total_human']} across {n_files(data['total_files'])}"
    cats = data.get("by_category", [])
    tail = ""
    if cats:
        # "most of it is archives (98.0 GB: .zip 96.1 GB, .iso 1.9 GB)": which types, by extension
        exts = [t for t in data.get("by_type", []) if t.get("category") == cats[0]["category"] and t["ext"]][:2]
        kinds = ": " + ", ".join(f"{t['label']} {t['size_human']}" for t in exts) if exts else ""
        if len(exts) == 1 and exts[0]["bytes"] == cats[0]["bytes"]:
            kinds = f", all {exts[0]['label']}"
        tail = f"; most of it is {cats[0]['category']} ({cats[0]['size_human']}{kinds})"
    subs = data.get("largest_folders") or []
    if subs:  # the folders first: "what's taking up space in Leo" is YouTube before any one file
        tail += "; the biggest folders: " + ", ".join(f"{r['name']} ({r['size_human']})" for r in subs)
    big = data.get("largest") or []
    if big:
        tail += "; the biggest files: " if subs else "; the biggest: "
        tail += _files_phrase(big, n=3)
    return lead + tail + "." + _left_out(data)


def _how(hit: dict) -> str:
    """A content hit found by meaning says so (semantic search, content/embed.py)."""
    return {"meaning": " (by meaning)", "both": " (by words and meaning)"}.get(hit.get("kind", ""), "")


def find_files(data: dict, args: dict, said: Said, text: str = "") -> str:
    when = said.when
    hits = data.get("results", [])
    folders = data.get("folders", [])
    if not hits and not folders:
        return f"I couldn't find anything matching {data.get('query')!r}" + (f" ({when})" if when else "") + "."
    if not hits:
        return f"No files, but matching folders: {', '.join(f['name'] for f in folders[:3])}."
    best = hits[0]
    if 1 < len(hits) <= 10:
        return f"Found {len(hits)} files: " + "; ".join(where_in_full(h) + _how(h) for h in hits) + "."
    if len(hits) == 1:
        found = f"{where_in_full(best)}{_how(best)}"
        return f"Found it: {found}, {best['size_human']}, modified {best['modified'][:10]}."
    others = ", ".join(_name(h["path"]) for h in hits[1:6])
    found = f"{len(hits)}" if data.get("complete", True) else f"at least {len(hits)}"
    lead = f"Found {found} files; the best match is {where(best['path'])}{_how(best)}"
    return f"{lead}, modified {best['modified'][:10]}" + (f". Also: {others}." if others else ".")


def find_duplicates(data: dict, args: dict, said: Said, text: str = "") -> str:
    scope = _scope(args)
    what = said.what or args.get("type")
    if not data.get("group_count"):
        return "No duplicate files found."
    n = data["group_count"]
    noun = f"duplicate {what}" if what else "duplicates"
    lead = f"{n:,} group{'s' if n != 1 else ''} of {noun}{scope}; the extra copies waste {data['wasted_human']}"
    if args.get("path") and data.get("freed_human") and data.get("freed_bytes") != data.get("wasted_bytes"):
        lead += f" (trashing the copies{scope} would free {data['freed_human']}, one of each kept)"
    parts = []
    shown_n = len(data["groups"]) if n <= 30 else 8  # every group when there are not too many, one a line
    for g in data["groups"][:shown_n]:
        copies = ", ".join(where(p) for p in g["files"][:4]) + ("…" if len(g["files"]) > 4 else "")
        parts.append(f"{g['count']} × {g['size_human']}: {copies}")
    rest = n - len(parts)
    more = f"; and {rest} more group{'s' if rest != 1 else ''}" if rest > 0 else ""
    return lead + ":\n- " + "\n- ".join(parts) + more


def file_info(data: dict, args: dict, said: Said, text: str = "") -> str:
    if data.get("type") == "folder":
        total = data.get("total_human")
        return (
            f"{_name(data['path'])} is a folder"
            + (f" holding {total} in {data['total_files']:,} files" if total else "")
            + "."
        )
    bits = [data.get("description") or data.get("type"), data.get("size_human")]
    if data.get("pages"):
        bits.append(f"{data['pages']} pages")
    if data.get("width"):
        bits.append(f"{data['width']}×{data['height']}")
    return f"{where(data['path'])}: " + ", ".join(b for b in bits if b) + f"; modified {data['modified'][:10]}."


def read_file(data: dict, args: dict, said: Said, text: str = "") -> str:
    if data.get("binary"):
        return text
    body = "\n".join(data.get("lines") or []) or text
    return f"{_name(data['path'])}:\n{body}"


def browse_directory(data: dict, args: dict, said: Said, text: str = "") -> str:
    entries = data.get("entries", [])
    folders = sum(1 for e in entries if e["type"] == "folder")

    def said(e: dict) -> str:
        inside = e.get("files")
        if not inside:
            return e["name"]
        if isinstance(inside, int):  # (a count: the folder is too big to name its files)
            return f"{e['name']} ({inside:,} file{'s' if inside != 1 else ''})"
        return f"{e['name']} ({len(inside)} file{'s' if len(inside) != 1 else ''}: {', '.join(inside)})"

    shown = entries if len(entries) <= 15 else entries[:12]  # (all of a few: never "…" for one or two more)
    more = data["count"] - len(shown)
    return (
        f"{_name(data['path'])} has {data['count']} items ({folders} folders): "
        + ", ".join(said(e) for e in shown)
        + (f", and {more} more" if more > 0 else "")
        + "."
    )


def count_folders(data: dict, args: dict, said: Said, text: str = "") -> str:
    """ "23 weddings in Weddings: 9 in 2025, 14 in 2026." """
    n, what = data["count"], said.what or "folders"
    head = f"{n:,} {what if n != 1 else what.rstrip('s')} in {_name(data['path'])}"
    parts = [f"{b['count']:,} in {b['name']}" for b in data.get("by", [])]
    if len(parts) > 1:
        return f"{head}: " + ", ".join(parts) + "."
    names = [f["name"] for f in data.get("folders", [])]
    if not parts and 0 < n <= 8 and len(names) == n:  # "5 folders in Holidays: Cornwall 2024, Skye 2025, …"
        return f"{head}: " + ", ".join(sorted(names, key=str.lower)) + "."
    return f"{head}" + (f" ({parts[0]})." if parts else ".")
