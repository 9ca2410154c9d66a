"""file_map / `filescout map`: a generated home with known sizes, projects and media; the map names them right
and never passes its token budget (counted here by the same simple rule, written independently)."""

from __future__ import annotations

import json
import os
import re
import time

import pytest
from click.testing import CliRunner

from conftest import write
from filescout.adapters.cli import cli
from filescout.tools import REGISTRY, Context

BOTH_BACKENDS = True  # the tools' answers on this machine's index and on a shared one

DAY = 86400
NOW = time.time()

# the generator's own facts: folder -> (files, bytes)
HOME_SPEC = {
    "Videos": [("holiday.mp4", 2_000_000), ("talk.mkv", 1_500_000), ("clip.mov", 900_000)],
    "Pictures/2024": [(f"IMG_{i:04}.jpg", 60_000) for i in range(25)],
    "Documents": [(f"report{i}.pdf", 40_000) for i in range(10)],
    "Music": [(f"song{i}.mp3", 30_000) for i in range(5)],
}


def _gen_home(root):
    for folder, files in HOME_SPEC.items():
        for name, size in files:
            write(root / folder / name, b"\0" * size, mtime=NOW - 400 * DAY)
    # a TypeScript web app (git), changed yesterday
    for i in range(12):
        write(root / f"code/webapp/src/c{i}.ts", "export const x = 1;\n", mtime=NOW - DAY)
    for i in range(3):
        write(root / f"code/webapp/scripts/s{i}.py", "print(1)\n", mtime=NOW - DAY)
    write(root / "code/webapp/.git/HEAD", "ref: refs/heads/main\n")
    for i in range(40):  # noise: never counted for its language
        write(root / f"code/webapp/node_modules/lib/m{i}.js", "module.exports = 1\n")
    # a Python tool (git) with a package.json inside it (part of it, not another project)
    for i in range(8):
        write(root / f"code/tool/tool/mod{i}.py", "x = 1\n", mtime=NOW - 30 * DAY)
    write(root / "code/tool/web/package.json", "{}", mtime=NOW - 30 * DAY)
    write(root / "code/tool/.git/config", "[core]\n")
    # a Rust project found by its Cargo.toml (no git)
    write(root / "code/engine/Cargo.toml", "[package]\n", mtime=NOW - 100 * DAY)
    for i in range(4):
        write(root / f"code/engine/src/m{i}.rs", "fn main() {}\n", mtime=NOW - 100 * DAY)
    return root


def _tokens(text: str) -> int:
    return len(re.findall(r"[A-Za-z0-9_]+|[^A-Za-z0-9_\s]", text))


@pytest.fixture
def home_ctx(tmp_path, fshome, index_backend):
    root = _gen_home(tmp_path / "home")
    ctx = Context(fshome)
    REGISTRY.call("scan", {"path": str(root), "content": False}, ctx)
    REGISTRY.call("bookmark", {"action": "add", "path": str(root / "Documents"), "label": "papers"}, ctx)
    yield root, ctx
    ctx.close()


def test_the_map_names_the_biggest_folders_projects_and_libraries(home_ctx):
    root, ctx = home_ctx
    r = REGISTRY.call("file_map", {"budget_tokens": 1000}, ctx)
    d = r.data
    sizes = {f: sum(s for _, s in files) for f, files in HOME_SPEC.items()}
    # the biggest folders, in the generator's order (Pictures counts Pictures/2024 too)
    tops = [os.path.relpath(t["path"], root) for t in d["top_folders"]]
    assert tops[0] == "Videos" and d["top_folders"][0]["bytes"] == sizes["Videos"]
    assert tops.index("Pictures") < tops.index("Documents") < tops.index("Music")
    assert "Pictures/2024" not in tops  # holds all of Pictures: listed once
    projects = {os.path.relpath(p["path"], root): (p["kind"], p["language"]) for p in d["projects"]}
    assert projects == {
        "code/webapp": ("git", "TypeScript"),
        "code/tool": ("git", "Python"),
        "code/engine": ("project", "Rust"),
    }
    assert next(os.path.relpath(p["path"], root) for p in d["projects"]) == "code/webapp"  # the most recent first
    media = {os.path.relpath(m["path"], root): m["kind"] for m in d["media"]}
    assert media == {"Videos": "videos", "Pictures": "photos"}  # Music is too small to be a library
    assert d["bookmarks"] == [{"label": "papers", "path": str(root / "Documents")}]
    for word in ("Videos", "Pictures", "webapp", "TypeScript", "Rust", "papers", "code/tool"):
        assert word in r.text
    assert d["tokens"] == _tokens(r.text) <= 1000


@pytest.mark.parametrize("budget", [50, 80, 150, 300, 1000])
def test_the_map_fits_its_budget_and_a_small_one_still_covers_each_section_first(home_ctx, budget):
    _root, ctx = home_ctx
    text = REGISTRY.call("file_map", {"budget_tokens": budget}, ctx).text
    assert _tokens(text) <= budget
    if budget >= 150:
        assert "Top folders by size:" in text and "Projects:" in text and "Videos" in text


def test_filescout_map_on_the_command_line(home_ctx, fshome):
    _root, _ctx = home_ctx
    out = CliRunner().invoke(cli, ["--home", str(fshome), "map", "--budget-tokens", "200"])
    assert out.exit_code == 0, out.output
    assert out.output.startswith("File map:") and "Videos" in out.output
    out = CliRunner().invoke(cli, ["--home", str(fshome), "map", "--json"])
    data = json.loads(out.output)
    assert data["tokens"] <= 1000 and data["projects"]


def test_the_language_model_gets_the_map_in_its_system_prompt(home_ctx):
    from filescout.agent.llm import MAP_TOKENS, system_prompt

    _root, ctx = home_ctx

    class Agent:
        pass

    agent = Agent()
    agent.ctx = ctx
    prompt = system_prompt(agent)
    assert "File map:" in prompt and "webapp" in prompt
    assert _tokens(prompt.split("File map:", 1)[1]) <= MAP_TOKENS


def test_a_caller_limited_to_one_folder_sees_only_that_folder_in_the_map(home_ctx, fshome):
    root, ctx = home_ctx
    write(root.parent / "other/secret_plans.txt", "x")
    REGISTRY.call("scan", {"path": str(root.parent / "other"), "content": False}, ctx)
    REGISTRY.call("bookmark", {"action": "add", "path": str(root.parent / "other"), "label": "hidden"}, ctx)
    limited = Context(fshome, roots=[str(root / "code")])
    try:
        text = REGISTRY.call("file_map", {}, limited).text
    finally:
        limited.close()
    assert "webapp" in text
    for word in ("other", "hidden", "Videos", "Pictures", "papers"):
        assert word not in text


def test_a_limited_caller_sees_its_own_recent_changes_however_busy_other_folders_are(home_ctx, fshome):
    root, ctx = home_ctx
    busy = root.parent / "busy"
    for i in range(45):  # more recently changed folders elsewhere than the map looks at
        write(busy / f"d{i:02}/f.txt", "x")
    REGISTRY.call("scan", {"path": str(busy), "content": False}, ctx)
    limited = Context(fshome, roots=[str(root / "code")])
    try:
        data = REGISTRY.call("file_map", {}, limited).data
    finally:
        limited.close()
    recent = {os.path.relpath(r["path"], root) for r in data["recent"]}
    # the generator changed webapp's src and scripts yesterday: both are within the last 7 days
    assert {"code/webapp/src", "code/webapp/scripts"} <= recent
    assert all(not r["path"].startswith(str(busy)) for r in data["recent"])
