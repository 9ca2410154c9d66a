"""The ``filescout`` command line: a thin adapter over the tool registry.

Every registered tool becomes a command (plus its aliases: ``top``, ``recent``
...). Tools with the shared filters get fd's flags (``--type``, ``--ext``,
``--size +100M``, ``--changed-within 2weeks``, ``--in PATH``, ``--all``). Every
command takes ``--json`` and prints one JSON document. Exit codes: 0 ok,
1 user or data error, 2 usage error.
"""

from __future__ import annotations

import json
import os
import re
import sys
import traceback
from collections.abc import Callable

import click

from . import __version__
from .errors import FilescoutError, InvalidInput
from .tools import REGISTRY, Context, ToolSpec
from .tools.spec import Param, Result
from .units import parse_size_filter


class State:
    def __init__(self, home: str | None) -> None:
        self.home = home
        self._ctx: Context | None = None

    @property
    def ctx(self) -> Context:
        if self._ctx is None:
            self._ctx = Context(self.home)
        return self._ctx


def _fail(message: str, code: int = 1) -> None:
    click.echo(f"Error: {message}", err=True)
    sys.exit(code)


def run_guarded(fn: Callable[[], None]) -> None:
    """Run a command body, turning every failure into a plain message and an exit code."""
    try:
        fn()
    except FilescoutError as exc:
        _fail(exc.message)
    except KeyboardInterrupt:
        click.echo("Interrupted.", err=True)
        sys.exit(130)
    except BrokenPipeError:  # `filescout top | head`: the reader left; leave quietly, as Unix tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)
    except click.exceptions.Exit:
        raise
    except (click.ClickException, click.Abort):
        raise
    except OSError as exc:
        from .errors import from_oserror

        _fail(from_oserror(exc, getattr(exc, "filename", None)).message)
    except Exception as exc:  # a bug: say so plainly, details on request
        if os.environ.get("FILESCOUT_DEBUG"):
            traceback.print_exc()
        _fail(
            f"Something went wrong inside filescout ({type(exc).__name__}: {exc}). "
            "Run with FILESCOUT_DEBUG=1 to see the details."
        )


def emit(result: Result | dict, as_json: bool, ctx: Context | None = None) -> None:
    if ctx is not None:
        for note in ctx.notices:
            click.echo(note, err=True)
        ctx.notices.clear()
    if isinstance(result, Result):
        data, text = result.data, result.text
    else:
        data, text = result, json.dumps(result, indent=2)
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        click.echo(text)


def _cli_path(value: str | None) -> str | None:
    """Paths typed in a shell are relative to the shell's folder when they exist there."""
    if (
        value
        and not os.path.isabs(os.path.expanduser(value))
        and (value.startswith((".", "..")) or os.path.exists(value))
    ):
        return os.path.abspath(value)
    return value


# -- deriving commands -------------------------------------------------------


# the shared filter fields that fd-style flags stand for
FILTER_FIELDS = {"path", "type", "modified_after", "modified_before", "size_gt", "size_lt", "include_hidden"}


def filter_options(with_in: bool) -> list[click.Option]:
    """fd's filter vocabulary, shared by every command whose tool takes the shared filters."""
    opts = [
        click.Option(
            ["-t", "--type", "types"],
            multiple=True,
            metavar="TYPE",
            help="Type or group: pdf, photos, videos, documents, spreadsheets, installers… (repeatable)",
        ),
        click.Option(["-e", "--ext", "exts"], multiple=True, metavar="EXT", help="File extension (repeatable)."),
        click.Option(
            ["-S", "--size", "sizes"],
            multiple=True,
            metavar="SIZE",
            help="fd-style size: +100M (at least), -10k (at most). Repeatable.",
        ),
        click.Option(
            ["--changed-within", "--newer", "changed_within"],
            metavar="WHEN",
            help="Modified within a duration or since a date: 2weeks, 3d, 2025-01-01.",
        ),
        click.Option(
            ["--changed-before", "--older", "changed_before"],
            metavar="WHEN",
            help="Modified before a date or longer ago than a duration.",
        ),
        click.Option(
            ["-a", "--all", "-H", "--hidden", "include_hidden"],
            is_flag=True,
            help="Include hidden files and noise folders (.git, node_modules, caches).",
        ),
    ]
    if with_in:
        opts.insert(0, click.Option(["--in", "in_path"], metavar="PATH", help="Only inside this folder."))
    return opts


def _filter_args(kw: dict) -> dict:
    out: dict = {}
    if kw.get("in_path"):
        out["path"] = _cli_path(kw["in_path"])
    types = list(kw.get("types") or ()) + list(kw.get("exts") or ())
    if types:
        out["type"] = ",".join(types)
    for s in kw.get("sizes") or ():
        op, n = parse_size_filter(s)
        if op == "gte":
            out["size_gt"] = str(max(0, n - 1))
        elif op == "lte":
            out["size_lt"] = str(n + 1)
        else:
            out["size_gt"], out["size_lt"] = str(max(0, n - 1)), str(n + 1)
    if kw.get("changed_within"):
        out["modified_after"] = kw["changed_within"]
    if kw.get("changed_before"):
        out["modified_before"] = kw["changed_before"]
    if kw.get("include_hidden"):
        out["include_hidden"] = True
    return out


def _click_param(p: Param, positional: bool, default_override: object = None) -> click.Parameter:
    s = p.schema
    ptype: click.ParamType | type = click.STRING
    if "enum" in s:
        ptype = click.Choice([str(v) for v in s["enum"]], case_sensitive=False)
    elif s.get("type") == "integer":
        ptype = click.INT
    elif s.get("type") == "number":
        ptype = click.FLOAT
    default = default_override if default_override is not None else p.default
    if positional:
        return click.Argument([p.name], required=p.required and default_override is None, type=ptype, default=default)
    flag = "--" + p.name.replace("_", "-")
    help_text = p.description or None
    if s.get("type") == "boolean":
        neg = "--no-" + p.name.replace("_", "-")
        return click.Option([f"{flag}/{neg}", p.name], default=default, show_default=True, help=help_text)
    return click.Option(
        [flag, p.name],
        type=ptype,
        default=default,
        required=p.required,
        show_default=default is not None,
        help=help_text,
    )


def make_command(spec: ToolSpec, name: str, preset: dict | None = None) -> click.Command:
    preset = preset or {}
    has_filters = any(p.group for p in spec.params)
    params: list[click.Parameter] = []
    names = {p.name: p for p in spec.params}
    positional = [a for a in spec.cli_args if a in names]
    for a in positional:
        p = names[a]
        params.append(_click_param(p, True, preset.get(a)))
    for p in spec.params:
        if p.name in positional or (p.group and p.name in FILTER_FIELDS):
            continue
        params.append(_click_param(p, False, preset.get(p.name)))
    if has_filters:
        # listing tools filter *within* a folder (--in); operations act *on* a required path
        path_param = names.get("path")
        params += filter_options(with_in=path_param is not None and not path_param.required)
    if "confirm_token" in names:
        params.append(click.Option(["--yes", "-y", "yes"], is_flag=True, help="Go ahead without asking."))
    params.append(click.Option(["--json", "as_json"], is_flag=True, help="Print one JSON document."))

    def callback(**kw: object) -> None:
        state: State = click.get_current_context().find_object(State)  # type: ignore[assignment]
        as_json = bool(kw.pop("as_json"))
        yes = bool(kw.pop("yes", False))

        def body() -> None:
            args: dict = {}
            if has_filters:
                args.update(_filter_args(kw))
            for p in spec.params:
                if p.name in kw and kw[p.name] is not None and not (p.group and p.name in args and p.name != "path"):
                    v = kw[p.name]
                    if p.name == "path" or p.name.endswith("path"):
                        v = _cli_path(v)  # type: ignore[arg-type]
                    if p.schema.get("type") == "array" and isinstance(v, str):
                        v = [x for x in re.split(r"\s*,\s*", v) if x]  # --paths a,b (the registry takes lists only)
                    args[p.name] = v
            if args.get("content") == "-":
                args["content"] = sys.stdin.read()
            ctx = state.ctx
            if not as_json and sys.stderr.isatty():
                ctx.progress = _progress_printer()  # type: ignore[attr-defined]
            result = REGISTRY.call(spec.name, args, ctx)
            _finish_progress(ctx)
            if result.data.get("status") == "confirmation_required" and "confirm_token" in names:
                if yes or (not as_json and sys.stdin.isatty() and click.confirm(result.data["prompt"] + " Go ahead?")):
                    result = REGISTRY.call(spec.name, {**args, "confirm_token": result.data["token"]}, ctx)
                else:
                    emit(result, as_json, ctx)
                    if not as_json:
                        click.echo("Nothing was changed. Run again with --yes to do it.", err=True)
                    sys.exit(1)
            emit(result, as_json, ctx)
            if result.data.get("status") in ("partial", "failed"):
                sys.exit(1)

        run_guarded(body)

    help_text = spec.description
    if preset:
        help_text = (
            f"{spec.summary}\n\n(Same as `{spec.cli or spec.name}` with "
            + ", ".join(f"{k}={v}" for k, v in preset.items())
            + ")"
        )
    return click.Command(name, params=params, callback=callback, help=help_text, short_help=spec.summary)


def _progress_printer() -> Callable[[dict], None]:
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    progress = Progress(
        SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(), console=console, transient=True
    )
    task = progress.add_task("Scanning…", total=None)
    state = {"started": False}

    def update(ev: dict) -> None:
        if not state["started"]:
            progress.start()
            state["started"] = True
        if ev.get("phase") == "finishing":
            progress.update(task, description="Finishing: totals and name index…")
            return
        if ev.get("phase") == "content":
            progress.update(
                task,
                description=f"Reading documents: {ev.get('done', 0):,}/{ev.get('total', 0):,} "
                f"({ev.get('rate', 0):.0f} files/s)",
            )
            return
        elapsed = max(ev.get("elapsed", 0.001), 0.001)
        rate = ev.get("changed_files", 0) / elapsed
        cur = str(ev.get("current", ""))
        if len(cur) > 60:
            cur = "…" + cur[-59:]
        progress.update(
            task,
            description=f"{ev.get('dirs', 0):,} folders, {ev.get('changed_files', 0):,} files "
            f"written ({rate:,.0f}/s)  {cur}",
        )

    update.stop = progress.stop  # type: ignore[attr-defined]
    return update


def _finish_progress(ctx: Context) -> None:
    p = getattr(ctx, "progress", None)
    if p is not None and hasattr(p, "stop"):
        p.stop()
    ctx.progress = None  # type: ignore[attr-defined]


class FilescoutGroup(click.Group):
    """Commands come from the registry, so tools added later (even at run time) appear."""

    def _derived(self) -> dict[str, click.Command]:
        cmds: dict[str, click.Command] = {}
        for spec in REGISTRY:
            name = spec.cli or spec.name.replace("_", "-")
            cmds[name] = make_command(spec, name)
            for alias, preset in spec.cli_aliases.items():
                cmds[alias] = make_command(spec, alias, preset)
        return cmds

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(self._derived()))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        return super().get_command(ctx, cmd_name) or self._derived().get(cmd_name)


@click.group(cls=FilescoutGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--home", metavar="DIR", help="Where filescout keeps its index (default: $FILESCOUT_HOME or ~/.filescout)."
)
@click.version_option(__version__, prog_name="filescout")
@click.pass_context
def cli(cctx: click.Context, home: str | None) -> None:
    """filescout: ask about the files on your machine, and get exact answers, offline.

    Start with `filescout scan FOLDER`, then try `filescout folders`, `filescout top`,
    `filescout find invoice` or `filescout du`.
    """
    cctx.obj = State(home)
    cctx.call_on_close(lambda: cctx.obj._ctx and cctx.obj._ctx.close())


@cli.command()
@click.option("--yes", "-y", is_flag=True, help="Don't ask first.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.pass_obj
def reset(state: State, yes: bool, as_json: bool) -> None:
    """Delete the index (bookmarks are kept). Files on disk are never touched."""

    def body() -> None:
        from .index.reset import reset_index

        ctx = state.ctx
        if not yes:
            if not sys.stdin.isatty():
                raise InvalidInput("reset deletes the index; pass --yes to confirm when not at a terminal.")
            click.confirm(f"Delete the index at {ctx.index.path}? Your files are not touched.", abort=True)
        out = reset_index(ctx)
        emit(
            Result(
                out,
                f"Deleted the index ({out['files']:,} files forgotten); kept {out['bookmarks']} bookmark(s)."
                " Run `filescout scan PATH` to build it again.",
            ),
            as_json,
        )

    run_guarded(body)


def _make_llm(ctx: Context, url: str | None, model: str | None, timeout: float | None):
    from .agent.llm import LLMClient

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
    return {k: d[k] for k in ("question", "intent", "tool", "arguments", "result", "answer", "steps", "mode")}


@cli.command()
@click.argument("question", nargs=-1, required=True)
@_agent_options
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.pass_obj
def ask(state: State, question: tuple[str, ...], llm_url, model, llm_timeout, in_path, yes, as_json) -> None:
    """Ask a question in plain language: "what folders take up the most space?"."""

    def body() -> None:
        from .agent.agent import Agent

        ctx = state.ctx
        scope = ctx.scope(_cli_path(in_path)) if in_path else None
        agent = Agent(ctx, scope=scope, llm=_make_llm(ctx, llm_url, model, llm_timeout), yes=yes)
        turn = agent.ask(" ".join(question))
        for note in ctx.notices:
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
        from .agent.agent import Agent

        ctx = state.ctx
        scope = ctx.scope(_cli_path(in_path)) if in_path else None
        agent = Agent(ctx, scope=scope, llm=_make_llm(ctx, llm_url, model, llm_timeout), yes=yes)
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
                turn = agent.ask(line.strip())
                click.echo(turn.answer)
            except FilescoutError as exc:
                click.echo(f"Error: {exc.message}")
            for note in ctx.notices:
                click.echo(note, err=True)
            ctx.notices.clear()

    run_guarded(body)


@cli.command(name="tools")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
def list_tools(as_json: bool) -> None:
    """List every tool with its metadata (what the CLI, the agent and run(input) offer)."""
    data = {"tools": [s.meta() for s in REGISTRY]}
    lines = [f"{s.name:<20} {s.access.value:<7} {s.danger.value:<8} {s.summary}" for s in REGISTRY]
    emit(Result(data, "\n".join(lines)), as_json)


def main() -> None:
    from .lifetime import term_as_interrupt, termination_requested

    term_as_interrupt()  # SIGTERM stops a command as Ctrl-C does: cleanly, keeping what is done
    try:
        cli(prog_name="filescout")
    except SystemExit as exc:
        if exc.code in (0, None) and termination_requested():
            # the signal's exception landed where Python swallows it (a finalizer): still say so, exit 130
            click.echo("Interrupted.", err=True)
            raise SystemExit(130) from None
        raise


if __name__ == "__main__":  # pragma: no cover
    main()
