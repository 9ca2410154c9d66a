"""Adapters: the ways in to filescout's tools (the command line, ``run(input)``, MCP, an HTTP API).

Each one turns its own input into a tool call through :func:`filescout.tools.invoke.invoke` and renders the
:class:`~filescout.tools.invoke.Outcome`; none of them computes an answer itself.
"""
