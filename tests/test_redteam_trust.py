"""Red team for issue 10 after the first fixes: escapes and disclosure, hangs, untrusted callers, odd names.

Every test here was written as an attack; most of them first failed and showed a real defect (each docstring
says which), and now hold the fix. Everything runs on real files under tmp_path and through the real CLI
(click's runner, or a subprocess where a hang is possible) or ``filescout.acp.run``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import write
from filescout.acp import run
from filescout.cli import cli

KEY_BODY = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
KEY = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{KEY_BODY}\n-----END OPENSSH PRIVATE KEY-----\n"
TOKEN = "ghp_R3dT3amT0kenXXXXXXXXXXXXXXXXXXXXXX"


def cli_run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, list(args), input=input)


def ok(*args: str):
    res = cli_run(*args)
    assert res.exit_code == 0, (args, res.output)
    return res


# -- 1. secrets by content: a private key past the first 64 KB ------------------------------------------


def test_a_private_key_after_the_first_64_kb_is_shown_by_read_grep_and_diff(tmp_path):
    """The key sniff looks at a file's first 64 KB only; a key pasted at the end of a longer notes file
    (or appended after the scan) is printed by read, grep and diff."""
    root = tmp_path / "proj"
    write(root / "notes.txt", "meeting notes, nothing to see\n" * 3000 + KEY)  # ~90 KB, key at the end
    write(root / "other.txt", "meeting notes, nothing to see\n")
    ok("scan", str(root), "--no-content")  # names, sizes and dates only: the content pass has not run yet
    outputs = {
        "read": cli_run("read", str(root / "notes.txt"), "--offset", "2995", "--json").output,
        "grep": cli_run("grep", "PRIVATE KEY", str(root), "--mode", "regex", "--context", "3").output,
        "diff": cli_run("diff", str(root / "notes.txt"), str(root / "other.txt"), "--max-lines", "100000").output,
    }
    leaked = [name for name, out in outputs.items() if KEY_BODY in out]
    assert not leaked, f"the private key's body was printed by: {leaked}"


# -- 2. a hard link of ~/.git-credentials under an innocent name -----------------------------------------


def test_a_hard_link_to_home_git_credentials_is_read_and_grepped(tmp_path):
    """The hard-link guard looks for BLOCK files in the roots and in ~/.ssh, ~/.aws … but not at the top of
    HOME, where ~/.git-credentials and ~/.netrc live: a hard link to it inside a scanned project is read."""
    home = Path(os.environ["HOME"])
    write(home / ".git-credentials", f"https://bob:{TOKEN}@github.com\n")
    proj = home / "proj"
    proj.mkdir()
    os.link(home / ".git-credentials", proj / "readme.txt")
    write(proj / "a.txt", "alpha\n")
    ok("scan", str(proj))
    read = cli_run("read", str(proj / "readme.txt"))
    grep = cli_run("grep", "github", str(proj), "--mode", "literal")
    assert TOKEN not in read.output, read.output
    assert TOKEN not in grep.output, grep.output
    assert "blocked for security" in read.output


def test_a_hard_link_to_a_key_in_home_ssh_is_blocked(tmp_path):
    home = Path(os.environ["HOME"])
    write(home / ".ssh" / "id_ed25519", "not really a key, but BLOCK by its name\n")
    proj = home / "proj"
    proj.mkdir()
    os.link(home / ".ssh" / "id_ed25519", proj / "readme.txt")
    ok("scan", str(proj))
    res = cli_run("read", str(proj / "readme.txt"))
    assert res.exit_code == 1 and "blocked for security" in res.output and "BLOCK by its name" not in res.output


# -- 3. filescout's own state folder when the user scans their home --------------------------------------


@pytest.fixture
def state_in_home(monkeypatch):
    """The default layout: no FILESCOUT_HOME, state in ~/.filescout, and the user scans ~."""
    monkeypatch.delenv("FILESCOUT_HOME", raising=False)
    home = Path(os.environ["HOME"])
    write(home / "doc.txt", "ORIGINAL-CONTENT-the-user-replaced\n")
    write(home / "new.txt", "replacement\n")
    ok("scan", str(home))
    # an overwrite keeps the replaced content aside in ~/.filescout/journal-data for undo
    ok("cp", str(home / "new.txt"), str(home / "doc.txt"), "--on-conflict", "overwrite", "--yes")
    assert (home / "doc.txt").read_text() == "replacement\n"
    ok("scan", str(home))
    return home


def test_grep_of_home_reads_the_kept_aside_content_in_the_state_folder(state_in_home):
    """grep opens indexed files with check=False, so the state folder's refusal is skipped: a search of the
    home shows what the user overwrote (kept in ~/.filescout/journal-data), to the user or to a model."""
    res = ok("grep", "ORIGINAL-CONTENT", str(state_in_home), "--mode", "literal", "--all", "--json")
    data = json.loads(res.output)
    assert not [m["path"] for m in data["matches"] if ".filescout" in m["path"]], data["matches"]


def test_scanning_home_indexes_filescouts_own_state_folder(state_in_home):
    """The scanner walks into ~/.filescout: its index, journal and kept-aside files are counted in the
    user's totals and listed by top, recent, find and tree."""
    outs = {
        "top": ok("top", "--all", "--json").output,
        "recent": ok("recent", "--all", "--json").output,
        "find": ok("find", "journal", "--all", "--json").output,
        "tree": ok("tree", str(state_in_home), "--include-hidden", "--json").output,
    }
    shown = sorted(cmd for cmd, out in outs.items() if "/.filescout" in out or '".filescout"' in out)
    assert not shown, f"filescout's own state folder (index.db, journal.db, journal-data) is listed by {shown}"


def test_the_state_folder_is_refused_by_path(state_in_home):
    kept = next((state_in_home / ".filescout" / "journal-data").rglob("*"))
    while kept.is_dir():
        kept = next(kept.iterdir())
    for args in (("read", str(kept)), ("info", str(kept)), ("ls", str(state_in_home / ".filescout"))):
        res = cli_run(*args)
        assert res.exit_code == 1 and "own state folder" in res.output, (args, res.output)
        assert "ORIGINAL-CONTENT" not in res.output


# -- 4. hangs: a catastrophic regular expression -------------------------------------------------------


@pytest.mark.timeout(120)
def test_a_catastrophic_regex_in_grep_stops_at_its_budget_on_the_command_line(tmp_path):
    """Python's re backtracks exponentially on '(a+)+$' against 'aaaa…!': grep's time budget must hold inside
    one file's match (it does on the command line since 441f037, by SIGALRM in the main thread)."""
    root = tmp_path / "proj"
    write(root / "evil.txt", "a" * 40 + "!\n")
    ok("scan", str(root), "--no-content")
    exe = os.path.join(os.path.dirname(sys.executable), "filescout")
    t0 = time.monotonic()
    try:
        out = subprocess.run(
            [exe, "grep", "(a+)+$", str(root), "--mode", "regex"],
            capture_output=True,
            text=True,
            env=os.environ.copy(),
            timeout=45,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"grep was still running after {time.monotonic() - t0:.0f} s (its own budget is 10 s)")
    assert out.returncode in (0, 1) and "Traceback" not in out.stderr


# -- 5. odd names in listings and answers --------------------------------------------------------------


def test_grep_crashes_on_a_name_that_is_not_utf8(tmp_path):
    """One file whose name isn't valid UTF-8 makes grep over its folder fail with an internal error."""
    root = tmp_path / "proj"
    write(root / "notes.txt", "hello there\n")
    write(Path(os.fsdecode(os.fsencode(str(root)) + b"/bad\xff\xfe.txt")), "hello again\n")
    ok("scan", str(root))
    res = cli_run("grep", "hello", str(root), "--mode", "literal")
    assert res.exit_code == 0, res.output
    assert "Something went wrong" not in res.output and "notes.txt" in res.output


FORGED = "  - FORGED-payroll.xlsx (9 GB, modified 2020-01-01)"


def test_a_newline_in_a_name_forges_lines_in_listings_and_answers(tmp_path):
    """Names are shown raw: a file name with a newline adds a line of the attacker's choosing to find, ls,
    top, recent, tree and ask (a file that doesn't exist appears in the answer)."""
    root = tmp_path / "proj"
    write(root / f"report\n{FORGED}\nx.txt", "hi\n")
    write(root / "ok.txt", "fine\n")
    ok("scan", str(root))
    forged = {}
    for args in (
        ("find", "report"),
        ("ls", str(root)),
        ("top",),
        ("recent",),
        ("tree", str(root)),
        ("ask", "find report"),
    ):
        out = ok(*args).output
        if any(line.strip() == FORGED.strip() for line in out.splitlines()):
            forged[args[0]] = out
    assert not forged, f"a forged line appeared in: {sorted(forged)}"


# -- 6. sensitive names that slip through -------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "body"),
    [
        (".git-credentials (copy)", f"https://bob:{TOKEN}@github.com\n"),
        (".git-credentials.1", f"https://bob:{TOKEN}@github.com\n"),
        (".htpasswd.1", f"admin:$apr1${TOKEN}\n"),
    ],
)
def test_copies_of_blocked_credential_files_under_common_copy_names_are_read(tmp_path, name, body):
    """Backup copies keep the BLOCK tier only for a fixed list of endings (.bak, .old, ~ …): the names file
    managers and rotations give copies (' (copy)', '.1') are read out like any text file."""
    root = tmp_path / "proj"
    write(root / name, body)
    ok("scan", str(root))
    res = cli_run("read", str(root / name))
    assert TOKEN not in res.output, res.output


@pytest.mark.parametrize("name", [".env-production", ".env_local", ".env-prod.bak"])
def test_env_variants_with_dash_or_underscore_reach_an_agent_without_the_grant(tmp_path, fshome, name):
    """'.env.*' and '*.env' are SKIP, but '.env-production' and '.env_local' are plain files: run(input)
    without filesystem.read_sensitive gets their secrets."""
    root = tmp_path / "proj"
    write(root / name, f"DATABASE_PASSWORD={TOKEN}\n")
    ok("scan", str(root))
    out = run({"action": "read_file", "path": str(root / name)}, home=fshome)
    assert TOKEN not in json.dumps(out), out


# -- 7. untrusted callers: narrowed roots and prefix siblings ------------------------------------------


def test_an_agent_narrowed_to_one_folder_sees_nothing_of_its_prefix_sibling(tmp_path, fshome):
    home = tmp_path / "h"
    write(home / "proj" / "ok.txt", "public zebra words\n")
    write(home / "proj_evil" / "payroll.txt", "confidential zebra payroll\n")
    write(home / "proj.bak" / "deep" / "old.txt", "zebra in an old copy\n")
    ok("scan", str(home))
    roots = [str(home / "proj")]
    calls = [
        {"action": "search_files", "query": "zebra"},
        {"action": "search_files", "query": "*.txt"},
        {"action": "list_files"},
        {"action": "get_disk_usage"},
        {"action": "read_file", "path": str(home / "proj") + "/../proj_evil/payroll.txt"},
        {"action": "read_file", "path": "../proj_evil/payroll.txt"},
        {"action": "get_metadata", "path": str(home / "proj_evil")},
        {"action": "list_files", "path": str(home)},
    ]
    for inp in calls:
        out = run(inp, home=fshome, roots=roots)
        shown = json.dumps({k: v for k, v in out.items() if k != "error"})
        assert "payroll" not in shown and "old copy" not in shown and "proj_evil" not in shown, (inp, out)
        assert "old.txt" not in shown and "proj.bak" not in shown, (inp, out)


# -- 8. more hangs and crashes from a caller's text --------------------------------------------------


@pytest.mark.timeout(120)
def test_a_glob_of_repeated_double_stars_hangs_find(tmp_path):
    """'**/' becomes '(?:.*/)?' each time, and Python's re backtracks exponentially on a deep path that
    almost matches: one `find '**/**/…/nope/f.txt'` (from the user, run(input) or a model) hangs on a tree
    of 30 small files."""
    root = tmp_path / "proj"
    d = root
    for _ in range(30):
        d = d / "sub"
        write(d / "f.txt", "y")
    ok("scan", str(root), "--no-content")
    exe = os.path.join(os.path.dirname(sys.executable), "filescout")
    t0 = time.monotonic()
    try:
        out = subprocess.run(
            [exe, "find", "**/" * 12 + "nope/f.txt", "--json"],
            capture_output=True,
            text=True,
            env=os.environ.copy(),
            timeout=45,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"find was still running after {time.monotonic() - t0:.0f} s on a 30-file tree")
    assert out.returncode == 0 and json.loads(out.stdout)["count"] == 0


def test_a_nul_byte_in_a_search_query_is_an_internal_error(tmp_path, fshome):
    """A NUL in the query reaches SQLite's full-text parser and comes back as an internal error
    (OperationalError), not a plain-language refusal."""
    root = tmp_path / "proj"
    write(root / "ok.txt", "public words\n")
    ok("scan", str(root))
    out = run({"action": "search_files", "query": "public\x00words"}, home=fshome)
    assert out["status"] == "error" and out["error"]["code"] != "internal_error", out["error"]
    res = cli_run("find", "public\x00words")
    assert "Something went wrong" not in res.output, res.output


def test_a_model_reads_what_the_user_overwrote_through_grep_of_the_state_folder(state_in_home):
    """The same hole seen from the LLM loop: a scripted model greps the home with hidden files included and
    the content the user replaced (kept only in ~/.filescout/journal-data) is sent to the model."""
    from filescout.agent.agent import Agent
    from filescout.agent.llm import LLMClient
    from filescout.tools import Context
    from llm_server import ScriptedLLM

    call = {
        "content": None,
        "tool_calls": [
            {
                "id": "c1",
                "type": "function",
                "function": {
                    "name": "search_file_content",
                    "arguments": json.dumps(
                        {
                            "query": "ORIGINAL-CONTENT",
                            "mode": "literal",
                            "path": str(state_in_home),
                            "include_hidden": True,
                        }
                    ),
                },
            }
        ],
    }
    ctx = Context()
    try:
        with ScriptedLLM([call, {"content": "Found it."}]) as s:
            agent = Agent(ctx, llm=LLMClient(s.url, "m", timeout=10))
            agent.ask("what did doc.txt say before?")
        sent = s.messages(1)[-1]
        assert sent["role"] == "tool" and not sent["content"].startswith("Error"), sent
        assert "ORIGINAL-CONTENT-the-user-replaced" not in sent["content"], sent["content"]
    finally:
        ctx.close()


THREADED_GREP = r"""
import json, sys, threading
sys.path.insert(0, sys.argv[2])
from filescout.agent.agent import Agent
from filescout.agent.llm import LLMClient
from filescout.tools import Context
from llm_server import ScriptedLLM

args = {"query": "(a+)+$", "mode": "regex", "path": sys.argv[1]}
call = {"content": None, "tool_calls": [{"id": "c1", "type": "function",
        "function": {"name": "search_file_content", "arguments": json.dumps(args)}}]}
done = []

def work():
    ctx = Context()
    with ScriptedLLM([call, {"content": "No match."}]) as s:
        Agent(ctx, llm=LLMClient(s.url, "m", timeout=120)).ask("find runs of a")
    done.append(True)

t = threading.Thread(target=work, daemon=True)
t.start()
t.join()
print("finished" if done else "failed")
"""


@pytest.mark.timeout(120)
def test_a_catastrophic_regex_from_a_model_hangs_an_agent_run_outside_the_main_thread(tmp_path):
    """grep's in-match time limit is a SIGALRM that is only armed in the main thread: a program that runs the
    agent (or the tools) in a worker thread, as a server does, hangs forever on a model's '(a+)+$'."""
    root = tmp_path / "proj"
    write(root / "evil.txt", "a" * 40 + "!\n")
    ok("scan", str(root), "--no-content")
    tests_dir = os.path.dirname(os.path.abspath(__file__))
    t0 = time.monotonic()
    try:
        out = subprocess.run(
            [sys.executable, "-c", THREADED_GREP, str(root), tests_dir],
            capture_output=True,
            text=True,
            env=os.environ.copy(),
            timeout=45,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the agent's grep was still running after {time.monotonic() - t0:.0f} s (its budget is 10 s)")
    assert "finished" in out.stdout, out.stderr[-2000:]
