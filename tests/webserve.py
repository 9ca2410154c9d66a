"""The dashboard's browser tests share these: a user's environment in a temp folder, a real `filescout serve`
started and waited for, and a page opened on it (the page's script errors fail the test)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

FILESCOUT = [sys.executable, "-m", "filescout.adapters.cli"]


def server_env(tmp: Path, *, bin_first: bool = False) -> dict:
    """HOME, XDG_DATA_HOME and FILESCOUT_HOME under ``tmp``, no model configured; ``bin_first``: ``tmp/bin`` leads
    the PATH (for a fake opener)."""
    env = {**os.environ, "HOME": str(tmp / "userhome"), "XDG_DATA_HOME": str(tmp / "userhome" / ".local" / "share"),
           "FILESCOUT_HOME": str(tmp / "fshome")}  # fmt: skip
    if bin_first:
        env["PATH"] = f"{tmp / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"
        (tmp / "bin").mkdir(exist_ok=True)
    for var in ("FILESCOUT_LLM_URL", "FILESCOUT_LLM_MODEL", "FILESCOUT_EMBED_MODEL"):
        env.pop(var, None)
    (tmp / "userhome").mkdir(exist_ok=True)
    return env


def serve(env: dict, log: Path) -> tuple[subprocess.Popen, str, str]:
    """Start `filescout serve --port 0` (its output to a file: a chatty server can't fill a pipe and stall) and wait
    for the address and token it prints."""
    with open(log, "w") as err:
        proc = subprocess.Popen([*FILESCOUT, "serve", "--port", "0"], env=env, stderr=err, stdout=err)
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        if m := re.search(r"dashboard: (http://127\.0\.0\.1:\d+)/#token=(\S+)", log.read_text()):
            return proc, m.group(1), m.group(2)
        time.sleep(0.05)
    proc.kill()
    raise AssertionError(f"filescout serve did not print its address:\n{log.read_text()}")


def dashboard_page(browser, site: dict) -> Iterator:
    """A 1280x800 page on the dashboard with the token, once the overview has rendered (a fixture's body)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.goto(f"{site['url']}/#token={site['token']}")
    pg.wait_for_function("document.body.dataset.ready === 'overview'")
    yield pg
    context.close()
    assert not errors, errors
