"""Run the held-out questions (heldout.jsonl) against `filescout ask` and score them.

    python bench/eval/run_heldout.py [--only f001,d010] [--out bench/eval/HELDOUT_BASELINE.md]

For each home: the tree is written under a temp dir (HOME, FILESCOUT_HOME and XDG_* point into it), scanned with
`filescout scan`, and every question is asked with `filescout ask --json` (cwd = the home). A follow-up is asked in
`filescout chat` after the question it follows: the chat is run with the first question alone and with both, and the
follow-up's answer is what the second run printed beyond the first. Chat prints text only, so a plan in a follow-up
is judged from its text (it names the expected files or their count, and no other file of the home).

Statuses: pass; declined (an honest "not sure"/clarifying answer where an answer was expected: not correct, not
wrong); fail. After every question the home is compared with its snapshot (size and mtime of every file): any change
is a failure ("changed the disk") and the tree is rebuilt.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import homes  # noqa: E402

FILESCOUT = str(Path(sys.executable).with_name("filescout"))
if not os.path.exists(FILESCOUT):
    FILESCOUT = shutil.which("filescout") or "filescout"

UNITS = {
    "b": 1,
    "byte": 1,
    "bytes": 1,
    "kb": 1e3,
    "mb": 1e6,
    "gb": 1e9,
    "tb": 1e12,
    "kib": 1024,
    "mib": 1024**2,
    "gib": 1024**3,
    "tib": 1024**4,
}
SIZE_RE = re.compile(r"(\d+(?:[.,]\d+)?)\s*(bytes|byte|kib|mib|gib|tib|kb|mb|gb|tb|b)\b", re.I)
DECLINE_RE = re.compile(
    r"not sure|can't|cannot|can not|couldn't|could not|unable|don't|do not|isn't|is not|aren't|didn't|"
    r"not (indexed|scanned|found|allowed|inside|within|part|in the index)|outside|no (folder|file|such|match|indexed)|"
    r"nothing (matches|found|named|called)|found no|which (one|of)|did you mean|clarify|refus|won't|only work|"
    r"no idea|not something|not able|which (files|folder)|where to\?|say a folder|name a folder",
    re.I,
)


def norm(s: str) -> str:
    return unicodedata.normalize("NFC", s).casefold()


def parse_sizes(text: str) -> list[tuple[float, float]]:
    out = []
    for num, unit in SIZE_RE.findall(text):
        u = UNITS[unit.lower()]
        out.append((float(num.replace(",", ".")) * u, u))
    return out


def size_ok(fact: str, answer: str) -> bool:
    ((exp, _),) = parse_sizes(fact)
    # a human-rounded figure ("1.4 GB" for 1.42e9) is within half a step of its last digit; 1% covers other roundings
    return any(abs(got - exp) <= max(0.01 * exp, 0.051 * unit) for got, unit in parse_sizes(answer))


def has_number(n: int, text: str) -> bool:
    variants = {str(n), f"{n:,}"}
    return any(re.search(rf"(?<![\d.,]){re.escape(v)}(?!\d|[.,]\d)", text) for v in variants)


def in_raw(name: str, raw_norm: str) -> bool:
    """Is this name in the (normalised) JSON output, written raw or \\u-escaped?"""
    return norm(name) in raw_norm or norm(json.dumps(name)[1:-1]) in raw_norm


def looks_declined(answer: str) -> bool:
    return bool(DECLINE_RE.search(answer))


# --------------------------------------------------------------------------- running filescout


def pinned_day(items: list[dict], home: str) -> str | None:
    """The day the questions about this home that name calendar dates were written against ("asof"), if they
    share one: the home is then written as of that day and filescout's clock pinned to it (FILESCOUT_NOW), so
    the set holds on any day (the other questions are relative to when the home is written, any day)."""
    days = {asof_of(d) for d in items if d["home"] == home and asof_of(d)}
    return days.pop() if len(days) == 1 else None


def asof_of(item: dict) -> str | None:
    """The day a question's calendar words were resolved against: said beside it, or (sets A, B and D) inside its
    expectation."""
    expect = item.get("expect")
    return item.get("asof") or (expect.get("asof") if isinstance(expect, dict) else None)


def clock_on(day: str) -> float:
    """That day at noon (a home written "now" on that day): a fixed time, so that a file "six hours before now" on
    a given date is on that date whenever the set is run (at this clock time it fell on the day before before 6 am)."""
    import datetime as _dt

    return _dt.datetime.combine(_dt.date.fromisoformat(day), _dt.time(12, 0)).timestamp()


class Home:
    def __init__(self, name: str, base: Path, asof: str | None = None):
        self.name = name
        self.asof = asof
        self.now = clock_on(asof) if asof else None
        self.entries = homes.HOMES[name]()
        self.base = base / name
        self.home = self.base / "home"
        self.env = dict(os.environ)
        self.env.update(
            HOME=str(self.home),
            FILESCOUT_HOME=str(self.base / "fs"),
            XDG_DATA_HOME=str(self.base / "xdg-data"),
            XDG_CONFIG_HOME=str(self.base / "xdg-config"),
            XDG_CACHE_HOME=str(self.base / "xdg-cache"),
        )
        for k in ("FILESCOUT_LLM_URL", "FILESCOUT_LLM_MODEL", "FILESCOUT_NOW"):
            self.env.pop(k, None)
        if self.now is not None:
            import datetime as _dt

            self.env["FILESCOUT_NOW"] = _dt.datetime.fromtimestamp(self.now).isoformat(timespec="seconds")
        self.folder_steps: list[str] = []
        self.by_name = defaultdict(list)
        for e in self.entries:
            self.by_name[norm(e.name)].append(e.path)
        self.build()

    def build(self) -> None:
        if self.base.exists():
            shutil.rmtree(self.base)
        self.home.mkdir(parents=True)
        homes.write_tree(self.home, self.entries, now=self.now)
        r = self.run(["scan", str(self.home), "--json"], timeout=600)
        if r.returncode != 0:
            raise SystemExit(f"scan failed: {r.stderr}")
        self.snap = self.snapshot()

    def run(self, args: list[str], stdin: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
        return subprocess.run(
            [FILESCOUT, *args],
            input=stdin,
            capture_output=True,
            text=True,
            env=self.env,
            cwd=self.home,
            timeout=timeout,
        )

    def snapshot(self) -> dict[str, tuple[int, int]]:
        out = {}
        for dirpath, _dirs, files in os.walk(self.home):
            for f in files:
                p = os.path.join(dirpath, f)
                st = os.lstat(p)
                out[os.path.relpath(p, self.home)] = (st.st_size, st.st_mtime_ns)
        return out

    def disk_changed(self) -> bool:
        now = self.snapshot()
        if now != self.snap:
            self.build()
            return True
        return False

    def ask(self, q: str) -> tuple[str, list[str] | None, str]:
        """(answer text, plan files relative to the home or None, raw output)."""
        self.folder_steps = []
        try:
            r = self.run(["ask", "--json", q])
        except subprocess.TimeoutExpired:
            return "<timeout>", None, ""
        try:
            d = json.loads(r.stdout)
        except ValueError:
            return f"<exit {r.returncode}> {r.stdout.strip()} {r.stderr.strip()[-300:]}", None, r.stdout
        answer = d.get("answer") or ""
        plan = self.plan_files(d.get("result"))
        for s in d.get("steps") or []:
            p = self.plan_files(s.get("result"))
            if p is not None:
                plan = (plan or []) + p
        if plan is not None:
            plan = sorted(set(plan))
        return answer, plan, r.stdout

    def chat(self, lines: list[str]) -> str:
        try:
            r = self.run(["chat"], stdin="\n".join(lines) + "\n")
        except subprocess.TimeoutExpired:
            return "<timeout>"
        return r.stdout + (f"<exit {r.returncode}> {r.stderr.strip()[-300:]}" if r.returncode else "")

    def plan_files(self, obj) -> list[str] | None:
        """Files a plan would touch, relative to the home (a folder step = every generated file under it)."""
        found: list[str] | None = None
        stack = [obj]
        while stack:
            o = stack.pop()
            if isinstance(o, dict):
                if isinstance(o.get("plan"), dict):
                    found = found or []
                    for st in o["plan"].get("steps") or []:
                        src = st.get("source") or st.get("path")
                        if src:
                            found += self.expand(src)
                            if st.get("folder") or os.path.isdir(src):
                                self.folder_steps.append(os.path.relpath(src, self.home))
                    continue
                stack.extend(o.values())
            elif isinstance(o, list):
                stack.extend(o)
        return found

    def expand(self, src: str) -> list[str]:
        rel = os.path.relpath(src, self.home)
        files = [e.path for e in self.entries if e.path == rel or e.path.startswith(rel.rstrip("/") + "/")]
        return files or [rel]

    def names_in(self, text: str) -> set[str]:
        t = norm(text)
        found = {n for n in self.by_name if "." in n.strip(".") and len(n) >= 5 and n in t}

        def alone(n: str) -> bool:
            """The name appears outside every longer name found that holds it ("notice of assessment 2025.pdf" in
            "CRA Notice of Assessment 2025.pdf" is that longer name)."""
            rest = t
            for m in found:
                if m != n and n in m:
                    rest = rest.replace(m, " ")
            return n in rest

        return {n for n in found if alone(n)}


# --------------------------------------------------------------------------- scoring


def score(
    h: Home, item: dict, answer: str, plan: list[str] | None, changed: bool, chat: bool, raw: str = ""
) -> tuple[str, str]:
    ex = item["expect"]
    kind = ex["kind"]
    a = norm(answer)
    if changed:
        return "fail", "changed the disk"
    if answer.startswith("<"):
        return "fail", "error/timeout"

    def declined() -> bool:
        return looks_declined(answer) and not plan

    def absent_ok() -> bool:  # an excluded file must not be in the answer nor in the JSON result
        return not any(norm(x) in a or in_raw(x, norm(raw)) for x in ex.get("absent", []))

    def verdict(ok: bool, why: str) -> tuple[str, str]:
        if ok:
            return "pass", ""
        if kind != "plan" and declined() and not (h.names_in(answer) - {norm(x) for x in ex.get("allow", [])}):
            return "declined", why
        if kind == "plan" and not plan and declined():
            return "declined", why
        return "fail", why

    if kind == "decline":
        allowed = {norm(x) for x in ex.get("allow", [])}
        named = h.names_in(answer) - allowed
        ok = looks_declined(answer) and not plan and not named
        return ("pass", "") if ok else ("fail", f"no decline (named {sorted(named)[:3]}, plan={bool(plan)})")
    if kind == "answer":
        for f in ex["facts"]:
            if parse_sizes(f):
                if not size_ok(f, answer):
                    return verdict(False, f"missing size {f}")
            elif norm(f) not in a:
                return verdict(False, f"missing {f!r}")
        return verdict(absent_ok(), "names an excluded file")
    if kind == "file":
        name = norm(ex["path"].rsplit("/", 1)[-1])
        return verdict(name in a, "does not name " + ex["path"])
    if kind == "files":
        # the text may summarise ("… 4 match in all") when the JSON result lists every file
        r = norm(raw)
        missing = [p for p in ex["paths"] if norm(p.rsplit("/", 1)[-1]) not in a]
        if missing and has_number(len(ex["paths"]), answer):
            missing = [p for p in missing if not in_raw(p.rsplit("/", 1)[-1], r)]
        if missing:
            return verdict(False, f"does not name {missing[:2]}{'…' if len(missing) > 2 else ''}")
        bad = [x for x in ex.get("absent", []) if norm(x) in a or in_raw(x, r)]
        return verdict(not bad, f"names excluded {bad[:2]}")
    if kind == "count":
        ok = any(has_number(n, answer) for n in [ex["n"], *ex.get("also_ok", [])])
        return verdict(ok, f"no count {ex['n']}")
    if kind == "plan":
        want = sorted(ex["files"])
        if chat:  # text only: every expected name (or their count) and no other file of the home
            wanted = {norm(p.rsplit("/", 1)[-1]) for p in want}
            others = h.names_in(answer) - wanted
            named_all = wanted <= h.names_in(answer) or re.search(rf"\b{len(want)} files?\b", a)
            if ex.get("or_decline") and declined() and not others:
                return "pass", ""
            return verdict(
                bool(named_all) and not others and not declined(), f"plan text not exact (others {sorted(others)[:3]})"
            )
        if plan is None:
            if ex.get("or_decline") and declined():
                return "pass", ""
            return verdict(False, "no plan")
        if plan == want:
            return "pass", ""
        extra = sorted(set(plan) - set(want))
        miss = sorted(set(want) - set(plan))
        return "fail", f"WRONG PLAN: extra {extra[:3]}{'…' if len(extra) > 3 else ''} missing {miss[:3]}"
    if kind == "proposal":
        cand = set(ex["candidates"])
        if plan and h.folder_steps:
            return "fail", f"WRONG PLAN: a whole folder {sorted(set(h.folder_steps))}"
        if plan:
            bad = sorted(set(plan) - cand)
            if bad:
                return "fail", f"WRONG PLAN: {bad[:3]}"
        return verdict(bool(h.names_in(answer) & {norm(c.rsplit("/", 1)[-1]) for c in cand}), "proposes nothing")
    raise ValueError(kind)


def ask_and_score(h: Home, item: dict, by_id: dict[str, dict]) -> dict:
    """Ask one question (a follow-up in a chat after the question it follows), score it, and return the result."""
    if item.get("follows"):
        prev = by_id[item["follows"]]["q"]
        first = h.chat([prev])
        both = h.chat([prev, item["q"]])
        answer = both[len(first) :] if both.startswith(first) else both
        answer, plan, chat, raw = answer.strip(), None, True, ""
    else:
        answer, plan, raw = h.ask(item["q"])
        chat = False
    changed = h.disk_changed()
    status, why = score(h, item, answer, plan, changed, chat, raw)
    return {
        **item,
        "status": status,
        "why": why,
        "answer": answer,
        "plan": plan,
        "wrong_plan": why.startswith("WRONG PLAN"),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default="")
    ap.add_argument("--results", default="", help="also write every result as JSON lines here")
    ap.add_argument("--set", default="heldout.jsonl", help="the question file (relative to bench/eval/ or a path)")
    args = ap.parse_args()
    with open(HERE / args.set, encoding="utf-8") as fh:
        items = [json.loads(line) for line in fh]
    by_id = {d["id"]: d for d in items}
    if args.only:
        keep = set(args.only.split(","))
        items = [d for d in items if d["id"] in keep]
    results = []
    lat = []
    with tempfile.TemporaryDirectory(prefix="fs-heldout-") as tmp:
        built: dict[str, Home] = {}
        for item in items:
            h = built.get(item["home"]) or built.setdefault(
                item["home"], Home(item["home"], Path(tmp), pinned_day(items, item["home"]))
            )
            t0 = time.perf_counter()
            r = ask_and_score(h, item, by_id)
            lat.append(time.perf_counter() - t0)
            results.append(r)
            status, why = r["status"], r["why"]
            print(f"{item['id']} {status:8} {item['q'][:60]!r} {why}", file=sys.stderr)
    if args.results:
        with open(args.results, "w", encoding="utf-8") as fh:
            for r in results:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    report = render(results, lat, args.set)
    print(report)
    if args.out:
        Path(args.out).write_text(report, encoding="utf-8")


def git_head() -> str:
    r = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=HERE)
    return r.stdout.strip()


def render(results: list[dict], lat: list[float], qset: str = "heldout.jsonl") -> str:
    n = len(results)
    st = Counter(r["status"] for r in results)
    lines = ["# Held-out evaluation baseline", ""]
    lines.append(
        f"Run {time.strftime('%Y-%m-%d %H:%M')} with `python bench/eval/run_heldout.py --set {qset}` "
        f"(commit {git_head()}, offline, no model)."
    )
    lines.append("")
    lines.append(
        f"**Overall: {st['pass']}/{n} correct ({100 * st['pass'] / n:.1f}%)**, {st['declined']} honest declines "
        f"where an answer was expected, {st['fail']} wrong. Plans naming a file the user did not mean: "
        f"{sum(r['wrong_plan'] for r in results)}."
    )
    lat_sorted = sorted(lat)
    lines.append(f"Latency per question (subprocess, incl. Python start): median {lat_sorted[n // 2]:.2f} s.")
    lines.append("")
    lines.append("| class | questions | correct | % | declined | wrong |")
    lines.append("|---|---|---|---|---|---|")
    groups: dict[str, list[dict]] = defaultdict(list)
    for r in results:
        groups[r["class"]].append(r)
    for home in dict.fromkeys(r["home"] for r in results):
        groups["home: " + home] = [r for r in results if r["home"] == home]
    for k, rs in groups.items():
        c = Counter(r["status"] for r in rs)
        lines.append(
            f"| {k} | {len(rs)} | {c['pass']} | {100 * c['pass'] / len(rs):.0f}% | {c['declined']} | {c['fail']} |"
        )
    lines.append("")
    lines.append("## Not correct")
    lines.append("")
    for r in results:
        if r["status"] == "pass":
            continue
        ans = " ".join(r["answer"].split())
        if len(ans) > 300:
            ans = ans[:300] + "…"
        follows = f" (after {r['follows']})" if r.get("follows") else ""
        lines.append(f"- **{r['id']}** [{r['class']}, {r['status']}] {r['q']!r}{follows} — {r['why']}")
        lines.append(f"  - answered: {ans}")
        if r["plan"]:
            lines.append(f"  - plan: {r['plan'][:5]}{'…' if len(r['plan']) > 5 else ''}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
