"""The agent on both backends: every question of an evaluation set asked of this machine's SQLite index and of a
shared index on PostgreSQL that the same home was published to, and the answers compared.

    python bench/eval_backends.py [--set dev_homes.jsonl] [--set heldout.jsonl ...] [--only v001,v002] [--url URL]

The SQLite answers are the reference. For each home of the set the tree is generated and scanned once
(bench/eval/inproc.py, in this process), every question asked on SQLite, then the home is published to a fresh
database of a PostgreSQL server (a throwaway one, tests/pgserver.py, unless --url names one) as host "evalhost"
and every question asked again with FILESCOUT_INDEX / FILESCOUT_HOST_NAME set. A single machine sees its own paths
plain, so the answer text, the plan (the files it would touch) and the tool called must be the same; every question
where they differ is printed with both answers. Questions are asked whatever their "asof" date: only the two
backends are compared here, not the expectations (bench/eval/run_heldout.py scores those).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE / "eval"))
sys.path.insert(0, str(HERE.parent / "tests"))
import inproc  # noqa: E402

import pgserver  # noqa: E402

HOST = "evalhost"
FIELDS = ("answer", "plan", "tool")
_dbs = iter(range(1, 10**6))


def load(qset: str) -> list[dict]:
    path = Path(qset) if Path(qset).exists() else HERE / "eval" / qset
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def ask(h: inproc.InProcessHome, item: dict, by_id: dict[str, dict]) -> dict:
    """One answer: its text, the files its plan would touch (relative to the home) and the tool it called."""
    if item.get("follows"):
        prev = by_id[item["follows"]]["q"]
        first, both = h.chat([prev]), h.chat([prev, item["q"]])
        text = both[len(first) :] if both.startswith(first) else both
        out = {"answer": text.strip(), "plan": None, "tool": None}
    else:
        text, plan, raw = h.ask(item["q"])
        try:
            tool = json.loads(raw).get("tool")
        except ValueError:
            tool = "<no json>"
        out = {"answer": text, "plan": plan, "tool": tool}
    if h.disk_changed():  # rebuilt (and published again, on the shared index): say so, it is a failure either way
        out["answer"] += " <changed the disk>"
    return out


def publish(h: inproc.InProcessHome, url: str) -> None:
    """Point the home at a fresh database of the server at ``url`` and publish its index there (``filescout scan``
    with a shared index set publishes after scanning; nothing changed on disk, so the local index stays as it was)."""
    db = pgserver.new_database(url, f"eval_{h.name}_{next(_dbs)}")
    h.env.update(FILESCOUT_INDEX=db, FILESCOUT_HOST_NAME=HOST)
    r = h.run(["scan", str(h.home), "--json"], timeout=600)
    if r.returncode != 0:
        raise SystemExit(f"scan + publish failed: {r.stdout} {r.stderr}")


def compare(items: list[dict], by_id: dict[str, dict], base: Path, url: str) -> list[dict]:
    """Ask every item on SQLite, then on the shared index; one record per item with both answers and what differs.
    ``by_id``: the whole set (a follow-up's first question need not be among ``items``)."""
    homes: dict[str, inproc.InProcessHome] = {}
    for item in items:
        if item["home"] not in homes:
            homes[item["home"]] = inproc.InProcessHome(item["home"], base)
    sqlite = {item["id"]: ask(homes[item["home"]], item, by_id) for item in items}
    for h in homes.values():
        publish(h, url)
    shared = {item["id"]: ask(homes[item["home"]], item, by_id) for item in items}
    out = []
    for item in items:
        a, b = sqlite[item["id"]], shared[item["id"]]
        out.append({**item, "sqlite": a, "postgresql": b, "differs": [k for k in FIELDS if a[k] != b[k]]})
    return out


@contextlib.contextmanager
def a_server(url: str | None) -> Iterator[str]:
    if url:
        yield url
    else:
        with pgserver.server() as u:
            yield u


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", action="append", help="a question file in bench/eval/ (repeatable; default: all four)")
    ap.add_argument("--only", default="", help="question ids, comma-separated")
    ap.add_argument("--url", default="", help="a PostgreSQL server to make databases on (default: a throwaway one)")
    ap.add_argument("--results", default="", help="write every record as JSON lines here")
    args = ap.parse_args()
    sets = args.set or ["dev_homes.jsonl", "dev_c.jsonl", "heldout.jsonl", "heldout_b.jsonl"]
    only = set(args.only.split(",")) if args.only else None
    records = []
    t0 = time.perf_counter()
    with a_server(args.url or None) as url, tempfile.TemporaryDirectory(prefix="fs-backends-") as tmp:
        for qset in sets:
            items = load(qset)
            by_id = {d["id"]: d for d in items}
            chosen = [d for d in items if not only or d["id"] in only]
            if not chosen:
                continue
            # a follow-up needs the question it follows in its chat, not in the chosen list
            res = compare(chosen, by_id, Path(tmp) / Path(qset).stem, url)
            differ = [r for r in res if r["differs"]]
            print(f"{qset}: {len(res)} questions on both backends, {len(differ)} differ")
            for r in differ:
                print(f"  {r['id']} [{r['class']}] {r['q']!r} — differs in {', '.join(r['differs'])}")
                for k in ("sqlite", "postgresql"):
                    a = r[k]
                    ans = " ".join(a["answer"].split())
                    print(f"    {k:10} tool={a['tool']} plan={a['plan']}\n               {ans[:400]}")
            records += [{**r, "set": qset} for r in res]
    n = Counter(bool(r["differs"]) for r in records)
    print(f"all: {len(records)} questions, {n[True]} differ ({time.perf_counter() - t0:.0f} s)")
    if args.results:
        with open(args.results, "w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
