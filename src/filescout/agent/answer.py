"""Short answers: the key figures and the names of the files, from a tool's structured result."""

from __future__ import annotations

import os

from ..units import human_size, shown


def _name(path: str) -> str:
    return shown(os.path.basename(path.rstrip("/")) or path)


def _where(path: str) -> str:
    parent = shown(os.path.basename(os.path.dirname(path)) or "/")
    return f"{_name(path)} (in {parent})"


def n_files(n: int) -> str:
    return f"{n:,} file{'s' if n != 1 else ''}"


def _files_phrase(items: list[dict], n: int = 3, key: str = "size_human") -> str:
    parts = [f"{_name(f['path'])} ({f.get(key) or human_size(f['size'])})" for f in items[:n]]
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
        out += f" named like {args['name']!r}"
    if args.get("path"):
        out += f" in {_name(args['path'])}"
    return out


def compose(tool: str, args: dict, data: dict, text: str, slots=None) -> str:
    """One or two sentences answering the question."""
    status = data.get("status")
    if status in ("dry_run", "confirmation_required"):
        plan = data.get("plan", {})
        prompt = plan.get("prompt") or data.get("prompt") or ""
        steps = [st for st in plan.get("steps") or [] if st.get("source")]
        listed = ""
        if steps:
            listed = " Files: " + "; ".join(_where(st["source"]) for st in steps[:8])
            listed += f" and {len(steps) - 8} more." if len(steps) > 8 else "."
        return f"Here's the plan: {prompt}{listed} Nothing has been changed yet — say yes to go ahead."
    if status == "nothing_to_do":
        return data.get("message", "There's nothing to do.")
    if status in ("done", "partial", "failed"):
        return data.get("message", text.splitlines()[0])
    what = (slots.type_word if slots and slots.type_word else None) or args.get("type")
    when = slots.date_label if slots and slots.date_label else None
    scope = _scope(args)
    if tool == "list_files":
        files = data.get("files", [])
        if not files:
            return "I didn't find any matching files."
        label = {"size": "largest", "date": "most recently modified", "name": "first by name"}[data["sort_by"]]
        if data.get("order") == "asc":
            label = {"size": "smallest", "date": "oldest", "name": "last by name"}.get(data["sort_by"], label)
        noun = (what or "files") + scope
        extra = f" ({when})" if when else ""
        total = data.get("total_matching", len(files))
        # name every file shown when there are few, else the first five (or as many as were asked for)
        n = (
            len(files)
            if len(files) <= 10 and total <= 10
            else min(len(files), max(5, slots.limit if slots and slots.limit else 0))
        )
        if data["sort_by"] == "date":
            lead = "; ".join(f"{_name(f['path'])} ({f['modified'][:10]})" for f in files[:n])
        else:
            lead = _files_phrase(files, n=n)
        return f"The {label} {noun}{extra}: {lead}. {total:,} match in all ({data['total_human']})."
    if tool == "count_files":
        n = data["count"]
        noun = (what or ("file" if n == 1 else "files")) + scope
        extra = f" {when}" if when else ""
        return f"You have {n:,} {noun}{extra}, {data['size_human']} in total." + _left_out(data)
    if tool == "folder_stats":
        rows = data.get("folders", [])
        if not rows:
            return "There are no files there yet."
        top = rows[0]
        rest = ", ".join(f"{r['name']} ({r['size_human']})" for r in rows[1:4])
        key = "size" if data.get("sort_by") == "size" else "count"
        lead = (
            f"{top['name']} takes the most space: {top['size_human']} ({n_files(top['files'])})"
            if key == "size"
            else f"{top['name']} has the most files: {top['files']:,} ({top['size_human']})"
        )
        return (
            f"{lead}." + (f" Next: {rest}." if rest else "") + f" Total: {data['total_human']} in "
            f"{n_files(data['total_files'])}."
        )
    if tool == "disk_usage":
        if data.get("type"):
            if not data["total_files"]:
                return f"You have no {what or data['type']}."
            return f"Your {what or data['type']} take {data['total_human']} ({n_files(data['total_files'])})."
        if data.get("path") and args.get("path"):
            lead = f"{_name(data['path'])} holds {data['total_human']} in {n_files(data['total_files'])}"
        else:
            lead = f"Your indexed files take {data['total_human']} across {n_files(data['total_files'])}"
        cats = data.get("by_category", [])
        tail = f"; most of it is {cats[0]['category']} ({cats[0]['size_human']})" if cats else ""
        return lead + tail + "." + _left_out(data)
    if tool == "find_files":
        hits = data.get("results", [])
        folders = data.get("folders", [])
        if not hits and not folders:
            return f"I couldn't find anything matching {data.get('query')!r}" + (f" ({when})" if when else "") + "."
        if not hits:
            return f"No files, but matching folders: {', '.join(f['name'] for f in folders[:3])}."
        best = hits[0]
        if len(hits) == 1:
            return f"Found it: {_where(best['path'])}, {best['size_human']}, modified {best['modified'][:10]}."
        others = ", ".join(_name(h["path"]) for h in hits[1:3])
        return (
            f"Found {len(hits)} files; the best match is {_where(best['path'])}, modified {best['modified'][:10]}"
            + (f". Also: {others}." if others else ".")
        )
    if tool == "find_duplicates":
        if not data.get("group_count"):
            return "No duplicate files found."
        n = data["group_count"]
        lead = f"{n:,} group{'s' if n != 1 else ''} of duplicates{scope}; the extra copies waste {data['wasted_human']}"
        parts = []
        for g in data["groups"][:5]:
            where = ", ".join(_where(p) for p in g["files"][:4]) + ("…" if len(g["files"]) > 4 else "")
            parts.append(f"{g['count']} × {g['size_human']}: {where}")
        more = f"; and {n - 5} more groups" if n > 5 else ""
        return lead + ":\n- " + "\n- ".join(parts) + more
    if tool == "file_info":
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
        return f"{_name(data['path'])}: " + ", ".join(b for b in bits if b) + f"; modified {data['modified'][:10]}."
    if tool == "read_file":
        if data.get("binary"):
            return text
        body = "\n".join(data.get("lines") or []) or text
        return f"{_name(data['path'])}:\n{body}"
    if tool == "browse_directory":
        entries = data.get("entries", [])
        folders = sum(1 for e in entries if e["type"] == "folder")
        return (
            f"{_name(data['path'])} has {data['count']} items ({folders} folders): "
            + ", ".join(e["name"] for e in entries[:6])
            + ("…" if data["count"] > 6 else "")
            + "."
        )
    return text
