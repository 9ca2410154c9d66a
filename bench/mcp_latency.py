"""MCP tool-call latency: `filescout mcp` over stdio, against the same call in-process, on the benchmark index.

    python bench/mcp_latency.py                 # the 1M-file tree and index of bench/query.py (built if missing)
    python bench/mcp_latency.py --files 2000 -n 50   # a quick check that it works

For each read tool it times N calls through the SDK's client to a `filescout mcp --root TREE` subprocess (JSON-RPC
over pipes, the server's validation, invoke(), rendering) and N calls of invoke() in this process with the same
roots (the tool's own work). It prints p50/p95 of both, the overhead (MCP minus in-process, per percentile) and the
ratio MCP/in-process. Target: p95 overhead < 30 ms.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters

sys.path.insert(0, str(Path(__file__).parent))
from filescout.index.scanner import scan
from filescout.tools import Context
from filescout.tools.invoke import invoke
from gentree import build


def pcts(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]


async def over_stdio(home: Path, tree: Path, cases: list[tuple[str, dict]], n: int) -> dict[str, list[float]]:
    env = {**os.environ, "FILESCOUT_HOME": str(home)}
    params = StdioServerParameters(command=sys.executable, args=["-m", "filescout.cli", "mcp", "--root", str(tree)],
                                   env=env)  # fmt: skip
    out: dict[str, list[float]] = {}
    async with Client(params) as c:
        for name, args in cases:
            res = await c.call_tool(name, args)  # warm: the index opened, the query planned
            assert not res.is_error, res.content[0].text
            times = []
            for _ in range(n):
                t0 = time.perf_counter()
                await c.call_tool(name, args)
                times.append((time.perf_counter() - t0) * 1000)
            out[name] = times
    return out


def in_process(ctx: Context, cases: list[tuple[str, dict]], n: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for name, args in cases:
        assert invoke(name, args, ctx).ok
        times = []
        for _ in range(n):
            t0 = time.perf_counter()
            invoke(name, args, ctx)
            times.append((time.perf_counter() - t0) * 1000)
        out[name] = times
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=1_000_000)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "filescout-bench"))
    ap.add_argument("-n", type=int, default=200, help="calls per tool")
    a = ap.parse_args()
    work = Path(a.workdir)
    tree, home = work / f"qtree-{a.files}", work / f"qhome-{a.files}"
    if not tree.exists():
        print(f"building {a.files:,} files …", file=sys.stderr)
        build(tree, a.files)
    ctx = Context(home, roots=[str(tree)])
    if not ctx.index.roots():
        print("scanning …", file=sys.stderr)
        scan(ctx.index, tree)
    cases = [
        ("status", {}),
        ("find_files", {"query": "_424242."}),  # one file (gentree numbers every file)
        ("file_info", {"path": str(tree)}),
        ("count_files", {"type": "pdf"}),
    ]
    local = in_process(ctx, cases, a.n)
    nfiles = ctx.index.conn.execute("SELECT count(*) FROM files").fetchone()[0]
    ctx.close()
    remote = anyio.run(over_stdio, home, tree, cases, a.n)
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}; index of {nfiles:,} files; {a.n} calls per tool"
    )
    print("| tool | MCP p50 ms | MCP p95 ms | in-process p50 ms | in-process p95 ms | overhead p50/p95 ms | ratio |")
    print("|---|---|---|---|---|---|---|")
    for name, _ in cases:
        (m50, m95), (l50, l95) = pcts(remote[name]), pcts(local[name])
        print(
            f"| {name} | {m50:.2f} | {m95:.2f} | {l50:.2f} | {l95:.2f} | {m50 - l50:.2f} / {m95 - l95:.2f} "
            f"| {m50 / max(l50, 1e-6):.1f}x |"
        )
    print("\ntarget: p95 overhead (MCP minus in-process) < 30 ms")


if __name__ == "__main__":
    main()
