"""Commands derived from the tool registry: every tool is a command (plus its aliases: ``top``, ``recent`` …).

Tools with the shared filters get fd's flags (``--type/-t``, ``--ext/-e``, ``--size/-S +100M``,
``--changed-within 2weeks``, ``--in PATH``, ``--all/-H``). A tool whose positional arguments are a query and a
folder reads them as fd does: ``PATTERN… [PATH]``, the last word being the folder only if it is an existing one.
Every call goes through :func:`~filescout.tools.invoke.invoke`; this module only turns flags into arguments.
"""

from __future__ import annotations

import os
import re
import sys

import click

from ..tools import REGISTRY, ToolSpec
from ..tools.invoke import Status, invoke
from ..tools.spec import Param
from ..units import parse_size_filter
from .cli_output import State, finish_progress, progress_printer, render, run_guarded

# the shared filter fields that fd-style flags stand for
FILTER_FIELDS = {"path", "type", "modified_after", "modified_before", "size_gt", "size_lt", "include_hidden"}


def cli_path(value: str | None) -> str | None:
    """Paths typed in a shell are relative to the shell's folder when they exist there."""
    if (
        value
        and not os.path.isabs(os.path.expanduser(value))
        and (value.startswith((".", "..")) or os.path.exists(value))
    ):
        return os.path.abspath(value)
    return value


def filter_options(with_in: bool) -> list[click.Option]:
    """fd's filter vocabulary, shared by every command whose tool takes the shared filters."""
    opts = [
        click.Option(["-t", "--type", "types"], multiple=True, metavar="TYPE",
                     help="Type or group: pdf, photos, videos, documents, spreadsheets, installers… (repeatable)"),
        click.Option(["-e", "--ext", "exts"], multiple=True, metavar="EXT", help="File extension (repeatable)."),
        click.Option(["-S", "--size", "sizes"], multiple=True, metavar="SIZE",
                     help="fd-style size: +100M (at least), -10k (at most). Repeatable."),
        click.Option(["--changed-within", "--newer", "changed_within"], metavar="WHEN",
                     help="Modified within a duration or since a date: 2weeks, 3d, 2025-01-01."),
        click.Option(["--changed-before", "--older", "changed_before"], metavar="WHEN",
                     help="Modified before a date or longer ago than a duration."),
        click.Option(["--all", "-H", "--hidden", "include_hidden"], is_flag=True,
                     help="Include hidden files and noise folders (.git, node_modules, caches)."),
    ]  # fmt: skip
    if with_in:
        opts.insert(0, click.Option(["--in", "in_path"], metavar="PATH", help="Only inside this folder."))
    return opts


def filter_args(kw: dict) -> dict:
    out: dict = {}
    if kw.get("in_path"):
        out["path"] = cli_path(kw["in_path"])
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
        [flag, p.name], type=ptype, default=default, required=p.required, show_default=default is not None,
        help=help_text,
    )  # fmt: skip


def words_then_folder(spec: ToolSpec, positional: list[str]) -> bool:
    """fd's ``PATTERN… [PATH]``: the tool's positionals are a text query then an optional folder."""
    names = {p.name: p for p in spec.params}
    if positional != ["query", "path"]:
        return False
    return names["query"].schema.get("type") == "string" and not names["path"].required


def split_words(words: tuple[str, ...]) -> tuple[str | None, str | None]:
    """The query and the folder from ``PATTERN… [PATH]``: the last word is a folder only if one exists there."""
    if not words:
        return None, None
    if len(words) > 1 and os.path.isdir(os.path.expanduser(words[-1])):
        return " ".join(words[:-1]), words[-1]
    return " ".join(words), None


def make_command(spec: ToolSpec, name: str, preset: dict | None = None) -> click.Command:
    preset = preset or {}
    has_filters = any(p.group for p in spec.params)
    params: list[click.Parameter] = []
    names = {p.name: p for p in spec.params}
    positional = [a for a in spec.cli_args if a in names]
    words = words_then_folder(spec, positional) and not preset
    if words:
        params.append(click.Argument(["words"], nargs=-1, required=names["query"].required, metavar="PATTERN… [PATH]"))
    else:
        params += [_click_param(names[a], True, preset.get(a)) for a in positional]
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
        if words:
            kw["query"], folder = split_words(kw.pop("words"))  # type: ignore[arg-type]
            if folder is not None:
                kw["path"] = folder

        def body() -> None:
            args = _arguments(spec, kw, has_filters)
            ctx = state.ctx
            if not as_json and sys.stderr.isatty():
                ctx.progress = progress_printer()  # type: ignore[attr-defined]
            out = invoke(spec.name, args, ctx)
            finish_progress(ctx)
            if "confirm_token" in names:
                out = confirmed(out, spec.name, args, ctx, yes=yes, as_json=as_json)
            render(out, as_json)

        run_guarded(body)

    help_text = spec.description
    if preset:
        shown = ", ".join(f"{k}={v}" for k, v in preset.items())
        help_text = f"{spec.summary}\n\n(Same as `{spec.cli or spec.name}` with {shown})"
    return click.Command(name, params=params, callback=callback, help=help_text, short_help=spec.summary)


def confirmed(out, name: str, args: dict, ctx, *, yes: bool, as_json: bool):
    """A plan that needs confirmation: carried out on --yes or a "y" at the terminal; else shown, and exit 1."""
    if out.status is not Status.CONFIRMATION_REQUIRED:
        return out
    if yes or (not as_json and sys.stdin.isatty() and click.confirm(f"{out.prompt} Go ahead?")):
        return invoke(name, {**args, "confirm_token": out.token}, ctx)
    render(out, as_json)
    if not as_json:
        click.echo("Nothing was changed. Run again with --yes to do it.", err=True)
    sys.exit(1)


def _arguments(spec: ToolSpec, kw: dict, has_filters: bool) -> dict:
    """Parsed flags -> the tool's arguments."""
    args: dict = filter_args(kw) if has_filters else {}
    for p in spec.params:
        if p.name in kw and kw[p.name] is not None and not (p.group and p.name in args and p.name != "path"):
            v = kw[p.name]
            if p.name == "path" or p.name.endswith("path"):
                v = cli_path(v)
            if p.schema.get("type") == "array" and isinstance(v, str):
                v = [x for x in re.split(r"\s*,\s*", v) if x]  # --paths a,b (the registry takes lists only)
            args[p.name] = v
    if args.get("content") == "-":
        args["content"] = sys.stdin.read()
    return args


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
