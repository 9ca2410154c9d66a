"""Run a question set in this process (click's CliRunner) instead of one `filescout` process per question.

Same homes, same scoring as run_heldout.py; about 20× faster, so the test suite can run the whole dev set.

    python bench/eval/inproc.py [--set dev_homes.jsonl]
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import run_heldout  # noqa: E402


class InProcessHome(run_heldout.Home):
    def run(self, args: list[str], stdin: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
        from click.testing import CliRunner

        from filescout.adapters.cli import cli

        runner = CliRunner(env=self.env)
        with contextlib.chdir(self.home):
            res = runner.invoke(cli, args, input=stdin)
        return subprocess.CompletedProcess(args, res.exit_code, res.stdout, res.stderr)


class TreeHome(InProcessHome):
    """A small tree of the test's own entries (not a generated home), written under ``base`` and scanned, with HOME
    and the XDG folders inside it and no model."""

    def __init__(self, base: Path, name: str, entries: list) -> None:
        from homes import write_tree

        self.name, self.entries = name, list(entries)
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
        for k in ("FILESCOUT_LLM_URL", "FILESCOUT_LLM_MODEL", "FILESCOUT_INDEX"):
            self.env.pop(k, None)
        self.home.mkdir(parents=True)
        write_tree(self.home, self.entries)
        self.before_scan(base)
        r = self.run(["scan", str(self.home), "--json"])
        assert r.returncode == 0, r.stderr

    def before_scan(self, base: Path) -> None:
        """What a test adds to the tree before it is scanned (links, folders outside it): nothing here."""


def ask(h: InProcessHome, q: str) -> dict:
    """``filescout ask --json q`` in the home, as a dict (it must succeed)."""
    r = h.run(["ask", "--json", q])
    assert r.returncode == 0, r.stdout + r.stderr
    return json.loads(r.stdout)


def reply(h: InProcessHome, q: str) -> dict:
    """``filescout ask --json q`` as a dict, a refusal too (it exits non-zero, its plain message in the JSON); never
    a traceback."""
    r = h.run(["ask", "--json", q])
    assert "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr
    return json.loads(r.stdout)


def plan_for(h: InProcessHome, q: str) -> list[str] | None:
    """The files ``q``'s plan acts on (relative to the home), None when it made no plan."""
    return planned(h, reply(h, q))


def chat(h: InProcessHome, *lines: str) -> str:
    """What ``filescout chat`` prints for these lines, one after another."""
    return h.run(["chat"], stdin="\n".join(lines) + "\n").stdout


# what the understanding tests read off a home and an answer (paths relative to the home)


def visible(h: InProcessHome, pattern: str = ".*") -> list:
    """The home's generated entries that are not hidden or noise whose path fits the pattern (case ignored)."""
    return [e for e in h.entries if not e.hidden_or_noise and re.fullmatch(pattern, e.path, re.I)]


def rel(h: InProcessHome, path: str) -> str:
    return os.path.relpath(path, h.home)


def paths(h: InProcessHome, pattern: str) -> list[str]:
    """The home's visible files whose path fits the pattern, sorted."""
    return sorted(e.path for e in visible(h, pattern))


def size_of(h: InProcessHome, pattern: str) -> str:
    """Those files' total size, as answers say it."""
    from filescout.units import human_size

    return human_size(sum(e.size for e in visible(h, pattern)))


def listed(h: InProcessHome, out: dict) -> list[str]:
    """The files an answer listed or found."""
    data = out.get("result") or {}
    return sorted(rel(h, f["path"]) for f in data.get("files") or data.get("results") or [])


def planned(h: InProcessHome, out: dict) -> list[str] | None:
    """The files an answer's plan acts on, None when it made no plan."""
    plan = (out.get("result") or {}).get("plan")
    return None if plan is None else sorted(rel(h, s["source"]) for s in plan["steps"] if "source" in s)


def applicable(item: dict, today: dt.date | None = None) -> bool:
    """Questions whose expectations were resolved against a calendar date ("Nov 17", "since March") only hold
    on that date; the rest hold any day (the homes' dates are relative to when they are written)."""
    asof = run_heldout.asof_of(item)
    return not asof or asof == (today or dt.date.today()).isoformat()


def run(qset: str, base: Path, only: set[str] | None = None) -> list[dict]:
    with open(HERE / qset, encoding="utf-8") as fh:
        items = [json.loads(line) for line in fh]
    by_id = {d["id"]: d for d in items}
    built: dict[str, InProcessHome] = {}
    results = []
    for item in items:
        day = run_heldout.pinned_day(items, item["home"])
        if (only and item["id"] not in only) or not (day or applicable(item)):
            continue
        h = built.get(item["home"]) or built.setdefault(item["home"], InProcessHome(item["home"], base, day))
        results.append(run_heldout.ask_and_score(h, item, by_id))
    return results


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", default="dev_homes.jsonl")
    ap.add_argument("--passing", default="", help="write the ids that pass to this file")
    args = ap.parse_args()
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fs-inproc-") as tmp:
        results = run(args.set, Path(tmp))
    ok = [r["id"] for r in results if r["status"] == "pass"]
    for r in results:
        if r["status"] != "pass":
            print(f"{r['id']} {r['status']:8} {r['q'][:60]!r} {r['why']}", file=sys.stderr)
    print(
        f"{len(ok)}/{len(results)} correct ({100 * len(ok) / len(results):.1f}%), "
        f"{sum(r['wrong_plan'] for r in results)} wrong plans, {time.perf_counter() - t0:.0f} s"
    )
    if args.passing:
        Path(args.passing).write_text("\n".join(ok) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
