"""The ``filescout`` command line: a thin adapter over the tool registry.

Every registered tool becomes a command (adapters/cli_tools.py); this module adds the commands that aren't one
tool: ``ask`` and ``chat`` (the agent), ``reset``, ``tools``, ``mcp`` (an MCP server) and ``serve`` (the HTTP
API). Every command takes ``--json`` and prints one JSON document. Exit codes: 0 ok, 1 user or data error,
2 usage error.
"""

from __future__ import annotations

import json
import os
import sys

import click

from .. import __version__
from ..errors import FilescoutError, InvalidInput
from ..tools import REGISTRY, Context
from ..tools.spec import Result
from .cli_output import State, emit, run_guarded
from .cli_table import table
from .cli_tools import FilescoutGroup, cli_path
from .cli_watch import watch


@click.group(cls=FilescoutGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--home", metavar="DIR", help="Where filescout keeps its index (default: $FILESCOUT_HOME or ~/.filescout)."
)
@click.option(
    "--index",
    "index_url",
    metavar="URL",
    help="A shared index on PostgreSQL for several machines (postgresql://user@server/db; or $FILESCOUT_INDEX, "
    "or index_url in config.json). Default: this machine's own index.",
)
@click.version_option(__version__, prog_name="filescout")
@click.pass_context
def cli(cctx: click.Context, home: str | None, index_url: str | None) -> None:
    """filescout: ask about the files on your machine, and get exact answers, offline.

    Start with `filescout scan FOLDER`, then try `filescout folders`, `filescout top`,
    `filescout find invoice` or `filescout du`.
    """
    if index_url is not None:
        os.environ["FILESCOUT_INDEX"] = index_url  # read with the other settings (config.Settings.load)
    cctx.obj = State(home)
    cctx.call_on_close(lambda: cctx.obj._ctx and cctx.obj._ctx.close())


cli.add_command(table)  # filescout table …: the SQL scratchpad
cli.add_command(watch)  # filescout watch: live updates


@cli.command()
@click.option("--yes", "-y", is_flag=True, help="Don't ask first.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.pass_obj
def reset(state: State, yes: bool, as_json: bool) -> None:
    """Delete the index (bookmarks are kept). Files on disk are never touched."""

    def body() -> None:
        from ..index.reset import reset_index

        ctx = state.ctx
        if not yes:
            if not sys.stdin.isatty():
                raise InvalidInput("reset deletes the index; pass --yes to confirm when not at a terminal.")
            click.confirm(f"Delete the index at {ctx.index.path}? Your files are not touched.", abort=True)
        out = reset_index(ctx)
        text = (
            f"Deleted the index ({out['files']:,} files forgotten); kept {out['bookmarks']} bookmark(s)."
            " Run `filescout scan PATH` to build it again."
        )
        if out.get("shared_forgotten"):
            text += " This machine's files were removed from the shared index too (the other machines' stay)."
        emit(Result(out, text), as_json)

    run_guarded(body)


def _make_llm(ctx: Context, url: str | None, model: str | None, timeout: float | None):
    from ..agent.llm import LLMClient

    url = url or ctx.settings.llm_url
    model = model or ctx.settings.llm_model
    if not url:
        return None
    if not model:
        raise InvalidInput("LLM mode needs a model name: --model NAME (or FILESCOUT_LLM_MODEL).")
    return LLMClient(url, model, api_key=ctx.settings.llm_api_key, timeout=timeout or 60.0)


def _agent_options(f):
    f = click.option("--llm", "llm_url", metavar="URL", help="An OpenAI-compatible server (or FILESCOUT_LLM_URL).")(f)
    f = click.option("--model", metavar="NAME", help="The model to use (or FILESCOUT_LLM_MODEL).")(f)
    f = click.option("--llm-timeout", type=float, default=None, help="Seconds to wait for the model.")(f)
    f = click.option("--in", "in_path", metavar="PATH", help="Answer about this folder only.")(f)
    f = click.option("--yes", "-y", is_flag=True, help="Carry out planned file operations without asking.")(f)
    return f


def _turn_json(turn) -> dict:
    d = turn.to_dict()
    return {
        k: d[k] for k in ("question", "intent", "tool", "arguments", "result", "answer", "steps", "mode", "understood")
    }


def _agent(state: State, llm_url, model, llm_timeout, in_path, yes):
    from ..agent.agent import Agent

    ctx = state.ctx
    scope = ctx.scope(cli_path(in_path)) if in_path else None
    return Agent(ctx, scope=scope, llm=_make_llm(ctx, llm_url, model, llm_timeout), yes=yes)


@cli.command()
@click.argument("question", nargs=-1, required=True)
@_agent_options
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.pass_obj
def ask(state: State, question: tuple[str, ...], llm_url, model, llm_timeout, in_path, yes, as_json) -> None:
    """Ask a question in plain language: "what folders take up the most space?"."""

    def body() -> None:
        turn = _agent(state, llm_url, model, llm_timeout, in_path, yes).ask(" ".join(question))
        for note in state.ctx.notices:
            click.echo(note, err=True)
        if as_json:
            click.echo(json.dumps(_turn_json(turn), indent=2, ensure_ascii=False, default=str))
        else:
            click.echo(turn.answer)
        if turn.result and isinstance(turn.result, dict) and turn.result.get("error"):
            sys.exit(1)

    run_guarded(body)


@cli.command()
@_agent_options
@click.pass_obj
def chat(state: State, llm_url, model, llm_timeout, in_path, yes) -> None:
    """A conversation about your files: follow-ups ("and only the PDFs?") and confirmed actions."""

    def body() -> None:
        agent = _agent(state, llm_url, model, llm_timeout, in_path, yes)
        ctx = state.ctx
        interactive = sys.stdin.isatty()
        if interactive:
            click.echo("Ask about your files (empty line or 'quit' to leave).")
        while True:
            if interactive:
                click.echo("› ", nl=False)
            line = sys.stdin.readline()
            if not line or line.strip().lower() in ("quit", "exit", "bye", ":q"):
                break
            if not line.strip():
                if interactive:
                    break
                continue
            try:
                click.echo(agent.ask(line.strip()).answer)
            except FilescoutError as exc:
                click.echo(f"Error: {exc.message}")
            for note in ctx.notices:
                click.echo(note, err=True)
            ctx.notices.clear()

    run_guarded(body)


@cli.command(name="tools")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
def list_tools(as_json: bool) -> None:
    """List every tool with its metadata (what the CLI, the agent, run(input), MCP and HTTP offer)."""
    data = {"tools": [s.meta() for s in REGISTRY]}
    lines = [f"{s.name:<20} {s.access.value:<7} {s.danger.value:<8} {s.summary}" for s in REGISTRY]
    emit(Result(data, "\n".join(lines)), as_json)


def _server_options(f):
    roots_help = "A folder the client may use (repeatable; default: the scanned folders and config roots)."
    f = click.option("--root", "roots", multiple=True, metavar="DIR", help=roots_help)(f)
    f = click.option("--port", type=click.IntRange(0, 65535), default=None, help="The port on 127.0.0.1.")(f)
    f = click.option("--allow-writes", "--no-confirm", "allow_writes", is_flag=True,
                     help="Carry out changes at once, without returning the plan and a token first.")(f)  # fmt: skip
    return f


@cli.command()
@_server_options
@click.option("--http", "http", is_flag=True, help="Streamable HTTP on 127.0.0.1 instead of stdio.")
@click.pass_obj
def mcp(state: State, roots: tuple[str, ...], port: int | None, allow_writes: bool, http: bool) -> None:
    """Serve the tools to an MCP client (Claude Desktop, Claude Code, Cursor…): stdio, or --http on 127.0.0.1."""

    def body() -> None:
        try:
            from .mcp import serve_http, serve_stdio
        except ImportError:
            raise InvalidInput('The MCP server needs the mcp package: pip install "filescout[mcp]".')
        ctx = _server_context(state, roots)
        if http:
            serve_http(ctx, allow_writes=allow_writes, port=8765 if port is None else port)
        else:
            serve_stdio(ctx, allow_writes=allow_writes)

    run_guarded(body)


@cli.command()
@_server_options
@click.option("--open", "open_browser", is_flag=True, help="Open the dashboard in the web browser.")
@click.pass_obj
def serve(state: State, roots: tuple[str, ...], port: int | None, allow_writes: bool, open_browser: bool) -> None:
    """The dashboard and HTTP JSON API on 127.0.0.1 (/api/tools/NAME); changes need the printed token."""

    def body() -> None:
        try:
            from .http import serve as serve_api
        except ImportError:
            raise InvalidInput('The HTTP API needs Starlette and uvicorn: pip install "filescout[mcp]".')
        serve_api(_server_context(state, roots), port=8766 if port is None else port, allow_writes=allow_writes,
                  open_browser=open_browser)  # fmt: skip

    run_guarded(body)


def _server_context(state: State, roots: tuple[str, ...]) -> Context:
    for r in roots:
        if not os.path.isdir(os.path.expanduser(r)):
            raise InvalidInput(f"--root needs an existing folder: {r}")
    ctx = Context(state.home, roots=[cli_path(r) or r for r in roots] or None)
    state._ctx = ctx  # closed with the command
    return ctx


def main() -> None:
    from ..lifetime import term_as_interrupt, termination_requested
    from .cli_output import quiet_shutdown

    term_as_interrupt()  # SIGTERM stops a command as Ctrl-C does: cleanly, keeping what is done
    try:
        cli(prog_name="filescout")
    except SystemExit as exc:
        if exc.code in (0, None) and termination_requested():
            # the signal's exception landed where Python swallows it (a finalizer): still say so, exit 130
            click.echo("Interrupted.", err=True)
            quiet_shutdown()
            raise SystemExit(130) from None
        raise


if __name__ == "__main__":  # pragma: no cover
    main()
