"""Other programs and language models as untrusted callers.

run(input) is validated strictly against INPUT_SCHEMA (fuzzed with hypothesis), tool arguments are never
loosely coerced, a caller gets only the grants its embedder gave it, the LLM loop can only look inside the
allowed folders and propose plans, and a chat "yes" carries out exactly the plan that was shown.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import examples
from filescout.acp import INPUT_SCHEMA, OUTPUT_SCHEMA, actions, run
from filescout.agent.agent import Agent
from filescout.agent.llm import LLMClient
from filescout.errors import InvalidInput
from filescout.index.scanner import scan
from filescout.tools import REGISTRY, Context
from llm_server import ScriptedLLM

SECRET = "sk-live-51HqQfE2eZvKYlo2C0123456789"
OUTSIDE_SECRET = "root:x:0:0:outside-the-roots-secret"
BASE = {"filesystem.read", "filesystem.write", "filesystem.move"}


def write(path: Path, data: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def snapshot(*roots: Path) -> dict[str, tuple]:
    """Every entry below the roots, by lstat: kind, size, and a hash of the bytes (or the link target)."""
    out: dict[str, tuple] = {}
    for root in roots:
        for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
            for n in dirnames + filenames:
                p = os.path.join(dirpath, n)
                st = os.lstat(p)
                if os.path.islink(p):
                    out[p] = ("link", os.readlink(p))
                elif os.path.isdir(p):
                    out[p] = ("dir",)
                else:
                    with open(p, "rb") as f:
                        out[p] = ("file", st.st_size, hashlib.sha256(f.read()).hexdigest())
    return out


@pytest.fixture
def world(tmp_path, fshome):
    """An indexed tree with a .env (SKIP tier), a link to it under an innocent name, and a file outside."""
    root = tmp_path / "home"
    write(root / "Downloads" / "a.pdf", "pdf one")
    write(root / "Downloads" / "b.pdf", "pdf two")
    write(root / "Downloads" / "setup.exe", b"MZ" * 500)
    write(root / "Documents" / "notes.txt", "my notes\n")
    write(root / "project" / ".env", f"API_KEY={SECRET}\n")
    os.symlink(root / "project" / ".env", root / "project" / "settings.txt")
    (root / "Archive").mkdir()
    write(tmp_path / "outside.txt", OUTSIDE_SECRET)
    write(tmp_path / "other" / "more.txt", "another folder, never indexed")
    c = Context(fshome)
    scan(c.index, root, workers=0)
    c.close()
    return root


def go(inp, fshome, **kw) -> dict:
    out = run(inp, home=fshome, **kw)
    jsonschema.validate(out, OUTPUT_SCHEMA)
    return out


# -- 1. strict input ------------------------------------------------------------------------------


def _move(world: Path, **extra) -> dict:
    return {"action": "move_file", "path": str(world / "Downloads"), "destination": str(world / "Archive"), **extra}


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda w: _move(w, options={"dry_run": "false"}), ["options.dry_run", "true or false"]),
        (lambda w: _move(w, options={"dry_run": "true"}), ["options.dry_run"]),
        (lambda w: _move(w, options={"dry-run": True}), ["'dry-run'", "dry_run"]),
        (lambda w: _move(w, filters={"ext": "pdf"}), ["'ext'", "type", "modified_before"]),
        (lambda w: _move(w, filters={"type": "pdf", "size_gt": -5}), ["filters.size_gt"]),
        (lambda w: _move(w, filters={"size_gt": 10**30}), ["filters.size_gt"]),
        (lambda w: _move(w, filters={"size_gt": True}), ["filters.size_gt"]),
        (lambda w: _move(w, options={"permanent": True}), ["move_file", "'permanent'"]),
        (lambda w: _move(w, recursive=True), ["'recursive'", "options"]),
        (lambda w: _move(w, options={"confirm_required": "false"}), ["confirm_required"]),
        (lambda w: _move(w, options={"confirm_required": False, "auto_confirm": True}), ["'auto_confirm'"]),
        (lambda w: _move(w, granted=["filesystem.auto_confirm"]), ["'granted'"]),
        (lambda w: {**_move(w), "path": [str(w / "Downloads")]}, ["path", "text"]),
        (lambda w: {**_move(w), "path": None}, ["path"]),
        (lambda w: {"action": "search_files", "query": 42}, ["query", "text"]),
        (lambda w: {"action": "list_files", "options": {"limit": -1}}, ["options.limit"]),
        (lambda w: {"action": "list_files", "options": {"limit": 2**70}}, ["options.limit"]),
        (lambda w: {"action": "list_files", "options": {"limit": "5"}}, ["options.limit"]),
        (lambda w: {"action": "list_files", "path": str(w / "*.pdf"), "options": {"permanent": True}}, ["permanent"]),
        (
            lambda w: {"action": "write_file", "path": str(w / "x.txt"), "content": "x", "filters": {"type": "pdf"}},
            [
                "write_file",
                "'type'",
            ],
        ),
        (
            lambda w: {"action": "read_file", "path": str(w / "Documents" / "notes.txt"), "destination": "x"},
            [
                "read_file",
                "'destination'",
            ],
        ),
        (lambda w: {"action": ["move_file"]}, ["action"]),
        (lambda w: {"path": "x"}, ["action"]),
        (lambda w: ["move_file"], ["object"]),
    ],
)
def test_loose_input_is_refused_plainly_and_changes_nothing(world, fshome, tmp_path, make, words):
    before = snapshot(tmp_path / "home", tmp_path / "other")
    out = go(make(world), fshome, granted=BASE | {"filesystem.delete", "filesystem.auto_confirm"})
    assert out["status"] == "error" and out["error"]["code"] == "invalid_input", out
    for w in words:
        assert w in out["error"]["message"], out["error"]["message"]
    assert "Traceback" not in out["error"]["message"]
    assert snapshot(tmp_path / "home", tmp_path / "other") == before


def test_an_unknown_filter_never_widens_a_move(world, fshome):
    """The old failure: {"ext": "pdf"} was dropped, and the whole folder moved."""
    out = go(_move(world, filters={"ext": "pdf"}), fshome)
    assert out["error"]["code"] == "invalid_input"
    assert (world / "Downloads" / "setup.exe").exists() and not list((world / "Archive").iterdir())
    out = go(_move(world, filters={"type": "pdf"}), fshome)  # the right name works
    assert out["status"] == "success", out
    assert sorted(p.name for p in (world / "Archive").iterdir()) == ["a.pdf", "b.pdf"]
    assert (world / "Downloads" / "setup.exe").exists()


def test_real_booleans_mean_what_they_say(world, fshome):
    before = snapshot(world)
    out = go(_move(world, filters={"type": "pdf"}, options={"dry_run": True}), fshome)
    assert out["status"] == "success" and out["action_performed"].startswith("Dry run")
    assert snapshot(world) == before
    out = go({"action": "list_files", "path": str(world / "Downloads"), "options": {"limit": 2.0}}, fshome)
    assert out["status"] == "success" and len(out["result"]) == 2  # 2.0 is the whole number 2 (JSON Schema)


def test_tool_arguments_are_strict_on_every_surface(world, fshome):
    ctx = Context(fshome)
    try:
        for args, words in [
            ({"path": str(world), "include_hidden": "false"}, "include_hidden should be true or false"),
            ({"path": str(world), "include_hidden": 1}, "include_hidden should be true or false"),
            ({"path": str(world), "limt": 5}, "has no argument 'limt'. It takes: path"),
            ({"path": str(world), "limit": -1}, "limit should be a whole number from 0"),
            ({"path": str(world), "limit": 10**30}, "limit should be a whole number from 0"),
            ({"path": [str(world)]}, "path should be text"),
            ({"path": 7}, "path should be text"),
        ]:
            with pytest.raises(InvalidInput, match=words):
                REGISTRY.call("list_files", args, ctx)
        before = snapshot(world)
        for args in (
            {"paths": f"{world}/Downloads/a.pdf,{world}/Downloads/b.pdf", "destination": str(world / "Archive")},
            {"paths": [str(world / "Downloads" / "a.pdf"), 5], "destination": str(world / "Archive")},
            {"path": str(world / "Downloads"), "destination": str(world / "Archive"), "dry_run": "false"},
            {"path": str(world / "Downloads"), "destination": str(world / "Archive"), "dry-run": True},
        ):
            with pytest.raises(InvalidInput):
                REGISTRY.call("move_file", args, ctx)
        assert snapshot(world) == before
    finally:
        ctx.close()


# -- the fuzz ------------------------------------------------------------------------------------

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner, max_size=3),
    max_leaves=8,
)
_filter_keys = [*INPUT_SCHEMA["properties"]["filters"]["properties"], "ext", "size"]
_option_keys = [*INPUT_SCHEMA["properties"]["options"]["properties"], "dry-run", "force", "confirmed"]


FIELDS = {  # action -> (fields it needs, fields it may take)
    "list_files": ((), ("path", "filters", "options")),
    "read_file": (("path",), ()),
    "write_file": (("path", "content"), ("options",)),
    "move_file": (("path", "destination"), ("filters", "options")),
    "copy_file": (("path", "destination"), ("filters", "options")),
    "rename_file": (("path", "destination"), ("options",)),
    "delete_file": (("path",), ("filters", "options")),
    "search_files": (("query",), ("path", "filters", "options")),
    "get_metadata": (("path",), ()),
    "get_disk_usage": ((), ("path",)),
}


def _inputs(world: Path):
    """Mostly well-formed inputs (each part right three times in four), with loose types, unknown names and
    raw JSON mixed in."""
    names = ["Downloads", "Downloads/a.pdf", "Documents/notes.txt", "project/.env", "Archive", "nope", "*.pdf"]
    paths = st.sampled_from([str(world / n) for n in names] + ["../outside.txt", "/etc/passwd", "", "~", "Documents"])
    loose = st.one_of(
        st.booleans(),
        st.integers(min_value=-5, max_value=2**64),
        st.sampled_from(["true", "false", "pdf", "30d", "+1M"]),
        st.none(),
        _json,
    )

    def mostly(good):
        return st.integers(0, 3).flatmap(lambda i: good if i else loose)

    good_filters = {
        "type": st.sampled_from(["pdf", "documents", "txt", "exe"]),
        "modified_after": st.sampled_from(["2000-01-01", "30d", "yesterday"]),
        "modified_before": st.sampled_from(["2100-01-01", "1d", "2001-01-01"]),
        "size_gt": st.integers(min_value=0, max_value=10_000),
        "size_lt": st.integers(min_value=0, max_value=10_000),
    }
    filters = st.fixed_dictionaries({}, optional={k: mostly(v) for k, v in good_filters.items()}) | st.dictionaries(
        st.sampled_from(_filter_keys), loose, max_size=2
    )
    good_options = {
        k: st.booleans() for k in ("recursive", "dry_run", "confirm_required", "overwrite", "permanent")
    } | {"limit": st.integers(min_value=1, max_value=50), "confirmation_token": st.sampled_from(["", "0" * 20])}
    options = st.fixed_dictionaries({}, optional={k: mostly(v) for k, v in good_options.items()}) | st.dictionaries(
        st.sampled_from(_option_keys), loose, max_size=2
    )
    parts = {
        "path": mostly(paths),
        "destination": mostly(paths | st.sampled_from(["renamed.txt", str(world / "Archive") + "/"])),
        "query": mostly(st.text(max_size=10)),
        "content": mostly(st.text(max_size=10)),
        "filters": mostly(filters),
        "options": mostly(options),
    }
    anything = st.fixed_dictionaries({"action": st.sampled_from([*sorted(actions()), "fly", "delete"])}, optional=parts)

    def fitting(action: str):  # the fields an action takes: these inputs get past validation and act
        need, may = FIELDS[action]
        return st.fixed_dictionaries(
            {"action": st.just(action), **{k: parts[k] for k in need}}, optional={k: parts[k] for k in may}
        )

    structured = st.integers(0, 3).flatmap(
        lambda i: st.sampled_from(sorted(FIELDS)).flatmap(fitting) if i else anything
    )
    unknown = st.tuples(structured, st.sampled_from(["dry_run", "confirm", "granted", "Path"]), _json)
    unknown = unknown.map(lambda t: {**t[0], t[1]: t[2]})
    return st.integers(0, 9).flatmap(lambda i: structured if i < 7 else (unknown if i < 9 else _json))


@pytest.mark.parametrize("granted", [None, sorted(BASE | {"filesystem.delete"})])
def test_run_is_total_and_strict_under_fuzzing(world, fshome, tmp_path, granted):
    validator = jsonschema.Draft202012Validator(INPUT_SCHEMA)
    watched = (tmp_path / "home", tmp_path / "other", tmp_path / "outside.txt")

    @settings(
        max_examples=examples(250),
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
        database=None,
    )
    @given(inp=_inputs(world))
    def check(inp):
        before = snapshot(*watched[:2]), Path(watched[2]).read_bytes()
        out = run(inp, home=fshome, roots=[str(world)], granted=granted)
        jsonschema.validate(out, OUTPUT_SCHEMA)
        assert out["status"] in ("success", "error", "confirmation_required")
        if out["error"]:
            assert out["error"]["code"] != "internal_error", (inp, out)
        if not validator.is_valid(inp):
            assert out["status"] == "error" and out["error"]["code"] == "invalid_input", (inp, out)
            assert (snapshot(*watched[:2]), Path(watched[2]).read_bytes()) == before, inp
        partly = out["error"] and out["error"]["code"] in ("partially_done", "failed")  # steps ran, and say so
        if (out["status"] != "success" and not partly) or out["action_performed"].startswith("Dry run"):
            assert (snapshot(*watched[:2]), Path(watched[2]).read_bytes()) == before, (inp, out)
        assert SECRET not in json.dumps(out) and OUTSIDE_SECRET not in json.dumps(out)

    check()


# -- 2. least privilege -------------------------------------------------------------------------


def test_run_without_grants_cannot_read_skip_tier_content(world, fshome):
    for path in (world / "project" / ".env", world / "project" / "settings.txt"):  # also through a link
        out = go({"action": "read_file", "path": str(path)}, fshome)
        assert out["status"] == "error" and out["error"]["code"] == "permission_denied", out
        assert "filesystem.read_sensitive" in out["error"]["message"] and SECRET not in json.dumps(out)
    out = go({"action": "read_file", "path": str(world / "project" / ".env")}, fshome, granted=BASE)
    assert out["error"]["code"] == "permission_denied"
    out = go(
        {"action": "read_file", "path": str(world / "project" / ".env")},
        fshome,
        granted=BASE | {"filesystem.read_sensitive"},
    )
    assert out["status"] == "success" and SECRET in json.dumps(out["result"])


def test_confirm_required_false_needs_the_auto_confirm_grant(world, fshome):
    target = world / "Downloads" / "setup.exe"
    inp = {"action": "delete_file", "path": str(target), "options": {"confirm_required": False}}
    out = go(inp, fshome, granted=BASE | {"filesystem.delete"})
    assert out["status"] == "confirmation_required" and out["confirmation_token"]
    assert "filesystem.auto_confirm" in out["action_performed"] and target.exists()
    # the token of the plan shown carries it out
    token = out["confirmation_token"]
    out = go(
        {"action": "delete_file", "path": str(target), "options": {"confirmation_token": token}},
        fshome,
        granted=BASE | {"filesystem.delete"},
    )
    assert out["status"] == "success" and not target.exists()
    # a made-up token never does
    other = world / "Downloads" / "a.pdf"
    out = go(
        {"action": "delete_file", "path": str(other), "options": {"confirmation_token": "0" * 20}},
        fshome,
        granted=BASE | {"filesystem.delete"},
    )
    assert out["status"] == "confirmation_required" and other.exists()
    # with the grant from the embedding program, confirm_required false acts at once
    out = go(
        {"action": "delete_file", "path": str(other), "options": {"confirm_required": False}},
        fshome,
        granted=BASE | {"filesystem.delete", "filesystem.auto_confirm"},
    )
    assert out["status"] == "success" and not other.exists()


# -- 4. a scripted model that tries every forbidden call ----------------------------------------


def tc(name: str, args, i: int = 1) -> dict:
    raw = args if isinstance(args, str) else json.dumps(args)
    return {
        "content": None,
        "tool_calls": [{"id": f"c{i}", "type": "function", "function": {"name": name, "arguments": raw}}],
    }


def _forbidden(world: Path, tmp_path: Path, token: str) -> list:
    d = world / "Downloads"
    return [
        ("scan", {"path": "/etc"}, "outside the folders"),
        ("scan", {"path": str(tmp_path / "other")}, "outside the folders"),
        ("read_file", {"path": "/etc/passwd"}, "outside the folders"),
        ("read_file", {"path": "../../outside.txt"}, "outside the folders"),
        ("read_file", {"path": str(world / "../outside.txt")}, "outside the folders"),
        ("read_file", {"path": str(world / "project" / ".env")}, "not sent to the model"),
        ("read_file", {"path": "project/.env"}, "not sent to the model"),
        ("read_file", {"path": str(world / "project" / "settings.txt")}, "not sent to the model"),
        ("compare_files", {"path1": str(world / "project" / ".env"), "path2": str(d / "a.pdf")}, "not sent"),
        ("search_file_content", {"query": "API_KEY", "path": str(world / "project" / ".env")}, "not sent"),
        ("search_file_content", {"query": "root", "path": "/etc"}, "outside the folders"),
        ("undo", {}, "Only the user"),
        ("recover", {"batch_id": 1, "action": "rollback"}, "Only the user"),
        ("delete_file", {"path": str(d / "a.pdf"), "confirm_token": "deadbeefdeadbeefdead"}, "Only the user"),
        ("delete_file", {"path": str(d / "a.pdf"), "confirm_token": token}, "Only the user"),
        ("delete_file", {"path": str(d / "a.pdf"), "dry_run": False}, "Only the user"),
        ("move_file", {"path": str(d), "destination": str(world / "Archive"), "dry_run": False}, "Only the user"),
        ("move_file", {"path": str(d), "destination": str(world / "Archive"), "confirmed": True}, "no argument"),
        ("move_file", {"path": str(d), "destination": str(world / "Archive"), "dry_run": "false"}, "true or false"),
        ("write_file", {"path": str(world / "x.txt"), "content": "x", "dry_run": 0}, "true or false"),
        ("move_file", {"path": str(d), "destination": "/tmp"}, "outside the folders"),
        ("rm_rf", {"path": "/"}, "no tool called 'rm_rf'"),
        ("read_file", '{"path": ', "aren't valid JSON"),
        ("read_file", "[1, 2]", "must be an object"),
        ("read_file", {"path": ["/etc/passwd"]}, "path should be text"),
        ("list_files", {"limit": -3}, "limit should be a whole number"),
        ("list_files", {"include_hidden": "false"}, "include_hidden should be true or false"),
    ]


def test_a_model_trying_every_forbidden_call_is_refused(world, fshome, tmp_path):
    ctx = Context(fshome)
    try:
        # something the user did, which undo/recover would reverse
        copy = {"path": str(world / "Documents" / "notes.txt"), "destination": str(world / "Archive")}
        assert REGISTRY.call("copy_file", copy, ctx).data["status"] == "done"
        token = REGISTRY.call("delete_file", {"path": str(world / "Downloads" / "a.pdf"), "dry_run": True}, ctx).data[
            "token"
        ]
        cases = _forbidden(world, tmp_path, token)
        roots = ctx.roots()
        watched = (tmp_path / "home", tmp_path / "other", tmp_path / "outside.txt")
        before = snapshot(*watched[:2]), watched[2].read_bytes()
        replies = [tc(name, args, i) for i, (name, args, _) in enumerate(cases)] + [{"content": "Done looking."}]
        agent = Agent(ctx, llm=LLMClient("http://unused", "m"))
        for i, (name, args, why) in enumerate(cases):
            with ScriptedLLM([replies[i], {"content": "I can't do that."}]) as s:
                agent.llm = LLMClient(s.url, "m", timeout=10)
                turn = agent.ask(f"please {name}")
            sent = s.messages(1)[-1]
            assert sent["role"] == "tool" and sent["content"].startswith("Error:"), (name, args, sent)
            assert why in sent["content"], (name, args, sent["content"])
            assert agent.pending is None, (name, args)
            everything = json.dumps([r["body"] for r in s.requests]) + json.dumps(turn.to_dict(), default=str)
            assert SECRET not in everything and OUTSIDE_SECRET not in everything and "root:x:0" not in everything
            assert turn.answer == "I can't do that."
            assert (snapshot(*watched[:2]), watched[2].read_bytes()) == before, (name, args)
            assert ctx.roots() == roots, (name, args)
    finally:
        ctx.close()


def test_a_model_that_writes_only_gets_a_plan_the_user_confirms(world, fshome):
    ctx = Context(fshome)
    try:
        before = snapshot(world)
        replies = [
            tc("move_file", {"path": str(world / "Downloads"), "destination": str(world / "Archive"), "type": "pdf"}),
            {"content": "Planned: moving 2 PDFs to Archive. Say yes to go ahead."},
        ]
        with ScriptedLLM(replies) as s:
            agent = Agent(ctx, llm=LLMClient(s.url, "m", timeout=10))
            turn = agent.ask("move my pdfs to the archive")
        assert turn.steps[0]["result"]["status"] == "dry_run" and snapshot(world) == before
        assert "token" not in s.messages(1)[-1]["content"]  # the model never sees the confirmation token
        offered = {t["function"]["name"]: t["function"] for t in s.requests[0]["body"]["tools"]}
        assert "undo" not in offered and "recover" not in offered and "move_file" in offered
        assert not any("confirm_token" in f["parameters"].get("properties", {}) for f in offered.values())
        assert agent.pending and agent.pending[0] == "move_file"
        done = agent.ask("yes")  # the user confirms
        assert done.result["status"] == "done"
        assert sorted(p.name for p in (world / "Archive").iterdir()) == ["a.pdf", "b.pdf"]
        # the model may rescan an allowed folder (that widens nothing)
        with ScriptedLLM([tc("scan", {"path": str(world / "Downloads")}), {"content": "Rescanned."}]) as s:
            agent.llm = LLMClient(s.url, "m", timeout=10)
            turn = agent.ask("refresh downloads")
        assert not s.messages(1)[-1]["content"].startswith("Error"), s.messages(1)[-1]
    finally:
        ctx.close()


# -- 3. "yes" carries out the plan that was shown -----------------------------------------------


def _trash_everything(agent: Agent, folder: Path):
    return agent.call("delete everything in X", "action", "delete_file", {"path": str(folder / "*"), "dry_run": True})


def test_chat_yes_after_the_folder_changed_shows_a_new_plan(world, fshome):
    ctx = Context(fshome)
    try:
        agent = Agent(ctx)
        folder = world / "Downloads"
        turn = _trash_everything(agent, folder)
        assert turn.result["status"] == "dry_run" and agent.pending
        assert {Path(s["source"]).name for s in turn.result["plan"]["steps"]} == {"a.pdf", "b.pdf", "setup.exe"}
        write(folder / "late.txt", "added after the plan was shown")
        before = snapshot(folder)
        again = agent.ask("yes")
        assert again.result["status"] == "confirmation_required", again.result
        assert snapshot(folder) == before  # nothing was acted on: not the new file, not the old ones
        assert "late.txt" in json.dumps(again.result["plan"]) and "changed" in again.answer
        assert agent.pending  # the new plan waits for its own "yes"
        done = agent.ask("yes")
        assert done.result["status"] == "done" and list(folder.iterdir()) == []
    finally:
        ctx.close()


def test_chat_yes_in_plain_words_after_the_folder_changed(world, fshome):
    ctx = Context(fshome)
    try:
        agent = Agent(ctx)
        folder = world / "Downloads"
        turn = agent.ask("delete everything in Downloads")
        assert turn.tool == "delete_file" and turn.result["status"] == "dry_run" and agent.pending
        write(folder / "late.txt", "added after the plan was shown")
        before = snapshot(world)
        again = agent.ask("yes")
        assert again.result["status"] == "confirmation_required" and "changed" in again.answer
        assert snapshot(world) == before and (folder / "late.txt").read_text() == "added after the plan was shown"
    finally:
        ctx.close()


def test_chat_yes_after_an_llm_plan_and_a_change_shows_a_new_plan(world, fshome):
    ctx = Context(fshome)
    try:
        folder = world / "Downloads"
        replies = [tc("delete_file", {"path": str(folder / "*")}), {"content": "Planned: 3 files to the trash."}]
        with ScriptedLLM(replies) as s:
            agent = Agent(ctx, llm=LLMClient(s.url, "m", timeout=10))
            agent.ask("trash everything in downloads")
        assert agent.pending and agent.pending[0] == "delete_file"
        write(folder / "late.txt", "added after the plan was shown")
        again = agent.ask("yes")
        assert again.result["status"] == "confirmation_required"
        assert sorted(p.name for p in folder.iterdir()) == ["a.pdf", "b.pdf", "late.txt", "setup.exe"]
        assert agent.ask("no").answer.startswith("OK, I won't")
        assert (folder / "late.txt").read_text() == "added after the plan was shown"
    finally:
        ctx.close()
