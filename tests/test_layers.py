"""Imports run one way: adapters -> agent -> tools -> index/ops/content -> safety/config -> errors/units.

Read from the source with ``ast`` (every import, also those inside functions), so a lazy import can't hide an
upward dependency. A second test plants an upward import and a cycle in a copy and checks both are caught.
"""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import filescout

SRC = Path(filescout.__file__).parent

# lower numbers are lower layers; a module may import its own package or any lower layer
RANKS = {
    "filescout": 0,  # the package itself: __version__
    "errors": 0,
    "units": 1,
    "lifetime": 1,
    "endpoints": 1,  # one JSON POST to a local model or embeddings server
    "config": 2,
    "safety": 2,
    "index": 3,
    "content": 4,
    "ops": 4,
    "scratch": 4,  # the SQL scratchpad: beside content/ops, never importing them
    "tools": 5,
    "agent": 6,
    "acp": 8,  # shims re-exporting adapters (old import paths)
    "cli": 8,
    "adapters": 7,
    "__main__": 8,
}


def _module_name(path: Path, src: Path) -> str:
    parts = list(path.relative_to(src.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(src: Path = SRC) -> dict[str, set[str]]:
    """module -> the filescout modules it imports (resolved to modules that exist)."""
    files = {_module_name(p, src): p for p in src.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for mod, path in files.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    head = ".".join(base + ([node.module] if node.module else []))
                else:
                    head = node.module or ""
                names = [f"{head}.{a.name}" for a in node.names] + [head]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for n in names:
                # "from .registry import tool" names a module's member: the module is the longest existing prefix
                while n and n not in files:
                    n = n.rpartition(".")[0]
                if n.startswith("filescout") and n != mod:
                    targets.add(n)
        graph[mod] = targets
    return graph


def _layer(mod: str) -> str:
    parts = mod.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    bad = []
    for mod, targets in graph.items():
        a = _layer(mod)
        for t in targets:
            b = _layer(t)
            if a == b or t == "filescout":
                continue
            if a not in RANKS or b not in RANKS:
                bad.append(f"{mod} -> {t}: a package with no layer (add it to RANKS)")
            elif RANKS[b] >= RANKS[a]:
                bad.append(f"{mod} -> {t}: {a} may not import {b}")
    return sorted(bad)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of modules (Tarjan), ignoring a package's __init__ re-exporting its modules."""
    edges = {m: {t for t in ts if not m.startswith(t + ".") and not t.startswith(m + ".")} for m, ts in graph.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_imports_run_one_way():
    assert upward_imports(import_graph()) == []


def test_no_import_cycles():
    assert cycles(import_graph()) == []


def test_the_checks_catch_a_planted_upward_import_and_cycle(tmp_path):
    copy = tmp_path / "filescout"
    shutil.copytree(SRC, copy, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    (copy / "safety" / "planted.py").write_text("from ..tools.registry import tool\n")
    (copy / "units.py").write_text((copy / "units.py").read_text() + "\nfrom .errors import planted_b\n")
    (copy / "errors.py").write_text((copy / "errors.py").read_text() + "\nfrom . import units\n")
    graph = import_graph(copy)
    assert "filescout.safety.planted -> filescout.tools.registry: safety may not import tools" in upward_imports(graph)
    assert ["filescout.errors", "filescout.units"] in cycles(graph)
