"""Asking in plain language: the offline question set, the CLI, chat follow-ups, and LLM mode end to end."""

from __future__ import annotations

import json
import os
import socket
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench" / "eval"))  # the dev question set
from devset import build_tree, run_eval_in_temp

from filescout.agent.agent import Agent
from filescout.agent.llm import LLMClient, parse_pythonic, parse_tool_calls
from filescout.cli import cli
from filescout.index.scanner import scan
from filescout.tools import Context
from llm_server import ScriptedLLM


def test_the_question_set_is_answered_offline(monkeypatch, tmp_path):
    report = run_eval_in_temp()
    assert report["total"] >= 150
    assert set(report["by_intent"]) >= {"factual", "count", "list", "summarize", "metadata", "search", "action"}
    failures = "\n".join(f"{f['q']}: {f['why']}" for f in report["failures"])
    assert report["accuracy"] >= 0.95, failures
    assert report["understand_p95_ms"] < 50


@pytest.fixture
def home(tmp_path, fshome, monkeypatch):
    root = build_tree(tmp_path / "home")
    monkeypatch.setenv("HOME", str(root))
    c = Context(fshome)
    scan(c.index, root, workers=0)
    c.close()
    return root


def test_ask_through_the_cli(home):
    runner = CliRunner()
    res = runner.invoke(cli, ["ask", "what folders take up the most space?"])
    assert res.exit_code == 0 and res.output.startswith("Downloads takes the most space: 3.5 GB")
    res = runner.invoke(cli, ["ask", "how much space do my videos take?", "--json"])
    out = json.loads(res.output)
    assert set(out) >= {"question", "intent", "tool", "arguments", "result", "answer", "steps"}
    assert (out["intent"], out["tool"], out["arguments"]) == ("metadata", "disk_usage", {"type": "video"})
    assert out["result"]["total_bytes"] == 2_870_000_000 and out["steps"][0]["tool"] == "disk_usage"
    res = runner.invoke(cli, ["ask", "biggest", "files", "--in", str(home / "Music"), "--json"])
    assert json.loads(res.output)["result"]["files"][0]["name"] == "podcast_episode_12.mp3"
    res = runner.invoke(cli, ["ask", "compose a poem about cheese"])
    assert "not sure" in res.output and "didn't guess" in res.output


def test_actions_are_planned_and_only_done_with_yes(home):
    runner = CliRunner()
    res = runner.invoke(cli, ["ask", "move everything in Downloads older than 30 days to Archive"])
    assert "This will move 5 files" in res.output and "Nothing has been changed" in res.output
    assert (home / "Downloads" / "ubuntu-24.04.iso").exists()
    res = runner.invoke(cli, ["ask", "--yes", "move everything in Downloads older than 30 days to Archive", "--json"])
    out = json.loads(res.output)
    assert out["result"]["status"] == "done"
    assert (home / "Archive" / "ubuntu-24.04.iso").exists() and not (home / "Downloads" / "ubuntu-24.04.iso").exists()


def test_chat_keeps_context_and_confirms(home):
    runner = CliRunner()
    script = (
        "\n".join(
            [
                "largest files",
                "and only the PDFs?",
                "what about in Documents?",
                "open the first one",
                "biggest videos",
                "move those to Archive",
                "yes",
                "undo",
                "quit",
            ]
        )
        + "\n"
    )
    res = runner.invoke(cli, ["chat"], input=script)
    assert res.exit_code == 0, res.output
    out = res.output
    assert "ubuntu-24.04.iso" in out
    assert "The largest pdfs: old_manual.pdf" in out
    assert "The largest pdfs in Documents: report_copy.pdf (640.0 KB)" in out  # kept "pdf", added the folder
    assert "This will move 3 files" in out and "Done: move 3 files" in out
    assert "Undid batch" in out
    assert (home / "Videos" / "birthday_party.mp4").exists()  # undone


# -- LLM mode ----------------------------------------------------------------------------------


def call(name: str, args: dict, i: int = 1) -> dict:
    return {
        "content": None,
        "tool_calls": [
            {"id": f"call_{i}", "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
        ],
    }


def ask_llm(ctx, server: ScriptedLLM, question: str, timeout: float = 10.0):
    agent = Agent(ctx, llm=LLMClient(server.url, "test-model", timeout=timeout))
    return agent, agent.ask(question)


@pytest.fixture
def ctx_home(home, fshome):
    c = Context(fshome)
    yield c
    c.close()


def test_llm_native_tool_calls(ctx_home):
    with ScriptedLLM([call("folder_stats", {"sort_by": "size"}), {"content": "Downloads is biggest (3.5 GB)."}]) as s:
        _, turn = ask_llm(ctx_home, s, "what folders take up the most space?")
    assert turn.mode == "llm" and turn.answer == "Downloads is biggest (3.5 GB)."
    assert turn.steps[0]["tool"] == "folder_stats" and turn.result["folders"][0]["name"] == "Downloads"
    first = s.requests[0]["body"]
    assert first["model"] == "test-model" and s.requests[0]["path"] == "/v1/chat/completions"
    # a compact tool list: summaries, no per-parameter prose
    tools = {t["function"]["name"]: t["function"] for t in first["tools"]}
    assert "folder_stats" in tools and "description" not in tools["list_files"]["parameters"]["properties"]["limit"]
    tool_msg = s.messages(1)[-1]
    assert tool_msg["role"] == "tool" and tool_msg["tool_call_id"] == "call_1" and "Downloads" in tool_msg["content"]


@pytest.mark.parametrize(
    "content",
    [
        '<|tool_call_start|>[count_files(type="pdf")]<|tool_call_end|>',
        "[count_files(type='pdf')]",
        '<tool_call>{"name": "count_files", "arguments": {"type": "pdf"}}</tool_call>',
        '{"name": "count_files", "parameters": {"type": "pdf"}}',
        '{"name": "count_files", "arguments": "{\\"type\\": \\"pdf\\"}"}',
        '<|python_tag|>{"name": "count_files", "parameters": {"type": "pdf"}}<|eom_id|>',
        '<|python_tag|>count_files(type="pdf")',
        '```tool_code\ncount_files(type="pdf", include_hidden=False)\n```',
    ],
)
def test_llm_text_formats(ctx_home, content):
    with ScriptedLLM([{"content": content}, {"content": "You have 9 PDFs."}]) as s:
        _, turn = ask_llm(ctx_home, s, "how many pdfs?")
    assert turn.steps[0]["tool"] == "count_files" and turn.result["count"] == 9
    assert turn.answer == "You have 9 PDFs."
    assert '"count": 9' in s.messages(1)[-1]["content"]


def test_pythonic_calls_are_parsed_safely():
    calls = parse_pythonic("[list_files(sort_by='size', limit=3, include_hidden=True), disk_usage(type=None)]")
    assert [(c.name, c.arguments) for c in calls] == [
        ("list_files", {"sort_by": "size", "limit": 3, "include_hidden": True}),
        ("disk_usage", {"type": None}),
    ]
    assert parse_pythonic("count_files(include_hidden=true)")[0].arguments == {"include_hidden": True}
    evil = parse_pythonic("[count_files(type=__import__('os').system('touch /tmp/pwned'))]")
    assert evil[0].error and not os.path.exists("/tmp/pwned")
    assert parse_tool_calls({"content": "Just a plain answer."}) == []


def test_llm_several_calls_at_once(ctx_home):
    with ScriptedLLM(
        [
            {"content": '[count_files(type="pdf"), disk_usage(type="videos")]'},
            {"content": "9 PDFs; videos take 2.9 GB."},
        ]
    ) as s:
        _, turn = ask_llm(ctx_home, s, "pdf count and video space")
    assert [st["tool"] for st in turn.steps] == ["count_files", "disk_usage"]


def test_llm_errors_go_back_to_the_model(ctx_home):
    replies = [
        {"content": '[count_files(type="pdf"'},  # malformed
        {"content": "[launch_rockets(count=3)]"},  # unknown tool
        {"content": '[list_files(limit="lots")]'},  # wrong type
        call("count_files", {"type": "pdf"}),
        {"content": "9 PDFs."},
    ]
    with ScriptedLLM(replies) as s:
        _, turn = ask_llm(ctx_home, s, "how many pdfs?")
    assert turn.answer == "9 PDFs."
    assert "couldn't parse" in s.messages(1)[-1]["content"]
    assert "no tool called 'launch_rockets'" in s.messages(2)[-1]["content"]
    assert "limit should be a whole number" in s.messages(3)[-1]["content"]


def test_llm_steps_are_bounded(ctx_home):
    with ScriptedLLM([call("count_files", {"type": "pdf"}, i) for i in range(20)]) as s:
        _, turn = ask_llm(ctx_home, s, "how many pdfs?")
    assert len(s.requests) == 8 and len(turn.steps) == 8
    assert "9 pdf" in turn.answer.lower() or "9" in turn.answer


def test_llm_actions_only_plan(ctx_home, home):
    with ScriptedLLM(
        [
            call("move_file", {"path": str(home / "Downloads"), "destination": str(home / "Archive"), "type": "pdf"}),
            {"content": "I planned the move; please confirm."},
        ]
    ) as s:
        agent, turn = ask_llm(ctx_home, s, "move the pdfs in downloads to archive")
    assert turn.steps[0]["result"]["status"] == "dry_run"
    assert (home / "Downloads" / "paper_transformers.pdf").exists()
    assert agent.pending and agent.pending[0] == "move_file"
    done = agent.ask("yes")
    assert done.result["status"] == "done" and (home / "Archive" / "paper_transformers.pdf").exists()


def test_llm_never_sees_skip_tier_contents(ctx_home, home):
    (home / ".env").write_text("API_KEY=super-secret-value")
    with ScriptedLLM([call("read_file", {"path": str(home / ".env")}), {"content": "It holds settings."}]) as s:
        _, turn = ask_llm(ctx_home, s, "what's in .env?")
    assert turn.steps[0]["tool"] == "read_file"
    sent = json.dumps([r["body"] for r in s.requests])
    assert "super-secret-value" not in sent and "was not sent to the model" in sent


@pytest.mark.parametrize(
    "reply, why",
    [
        ({"__status__": 500}, "answered with an error (500)"),
        ({"__sleep__": 3, "content": "late"}, "didn't answer within"),
        ({"content": ""}, "nothing usable"),
    ],
)
def test_llm_failures_fall_back_offline(ctx_home, reply, why):
    with ScriptedLLM([reply]) as s:
        _, turn = ask_llm(ctx_home, s, "how many pdfs?", timeout=1.0)
    assert turn.mode == "offline-fallback" and why in turn.answer and "answered offline" in turn.answer
    assert turn.tool == "count_files" and turn.result["count"] == 9


def test_llm_unreachable_falls_back(ctx_home):
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    agent = Agent(ctx_home, llm=LLMClient(f"http://127.0.0.1:{port}", "m", timeout=2))
    turn = agent.ask("how many pdfs?")
    assert "couldn't reach the model" in turn.answer and turn.result["count"] == 9


def test_llm_through_the_cli(home):
    with ScriptedLLM([call("count_files", {"type": "pdf"}), {"content": "Nine PDFs."}]) as s:
        res = CliRunner().invoke(cli, ["ask", "--llm", s.url, "--model", "m", "--json", "how many pdfs?"])
    out = json.loads(res.output)
    assert out["answer"] == "Nine PDFs." and out["tool"] == "count_files" and out["mode"] == "llm"
    res = CliRunner().invoke(cli, ["ask", "--llm", "http://127.0.0.1:9", "how many pdfs?"])
    assert res.exit_code == 1 and "needs a model name" in res.output
