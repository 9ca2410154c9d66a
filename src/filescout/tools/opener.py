"""Open a file, or show it in its folder, with the desktop's own program (``xdg-open`` on Linux, ``open`` on macOS).

Not a registered tool: only the dashboard's "Open" and "Show in folder" buttons call it (an agent has no business
starting programs on the desktop). The same rules as reading a file hold: the path must lie inside the allowed roots
(by its resolved real path, so a symlink out is refused), be a regular file or a folder, and be no sensitive file of
any tier (safety.md). The program runs without a shell, detached from the server, with the real path as its one
argument.
"""

from __future__ import annotations

import os
import shutil
import stat as st_mod
import subprocess
import sys
import threading

from ..errors import Blocked, FilescoutError, InvalidInput, NotFound, from_oserror
from ..safety.secrets import file_tier
from ..safety.sensitive import BLOCK_MESSAGE, Tier, in_blocked_dir
from .context import Context
from .registry import Result

SENSITIVE_MESSAGE = "This file may hold a key, a password or other secrets: open it yourself if you mean to."


def opener(reveal: bool = False, platform: str = sys.platform) -> list[str]:
    """The desktop's command for opening a path (without the path)."""
    if platform == "darwin":
        return ["open", "-R"] if reveal else ["open"]
    if platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return ["xdg-open"]
    raise InvalidInput("Opening files from filescout works on Linux and macOS only.")


# files a desktop may run rather than show when opened
PROGRAM_EXTS = (".desktop", ".appimage", ".sh", ".bash", ".run", ".bin", ".exe", ".msi", ".bat", ".cmd", ".jar",
                ".command", ".app", ".py", ".pl", ".rb", ".deb", ".rpm", ".pkg", ".dmg")  # fmt: skip


def runs_as_program(path: str, mode: int) -> bool:
    """True for an executable file or a launcher: opening it may run it."""
    return bool(mode & 0o111) or path.lower().endswith(PROGRAM_EXTS)


def open_path(ctx: Context, path: str, *, reveal: bool = False) -> Result:
    """Open ``path`` (a file or a folder inside the allowed roots) with the desktop's program; ``reveal``: open the
    folder holding it instead (on macOS, Finder with the file selected)."""
    if not isinstance(path, str) or not path.strip():
        raise InvalidInput("Which file? Give its path.")
    real = ctx.resolve(path)
    try:
        st = os.lstat(real)
    except OSError as exc:
        raise from_oserror(exc, path) from None
    if not (st_mod.S_ISREG(st.st_mode) or st_mod.S_ISDIR(st.st_mode)):
        raise InvalidInput(f"Only a regular file or a folder can be opened: {ctx.display(str(real))} is neither.")
    if in_blocked_dir(str(real)):
        raise Blocked(BLOCK_MESSAGE)
    tier = file_tier(real, ctx.roots())
    if tier is Tier.BLOCK:
        raise Blocked(BLOCK_MESSAGE)
    if tier is not Tier.NONE:
        raise Blocked(SENSITIVE_MESSAGE)
    if not reveal and st_mod.S_ISREG(st.st_mode) and runs_as_program(str(real), st.st_mode):
        raise Blocked(
            f"{ctx.display(str(real))} is a program or launcher: opening it could run it, so it is only shown in "
            "its folder (Show in folder)."
        )
    target = real
    cmd = opener(reveal)
    if reveal and st_mod.S_ISREG(st.st_mode) and cmd == ["xdg-open"]:
        target = real.parent  # xdg-open has no "select this file": the folder that holds it
    program = shutil.which(cmd[0])
    if program is None:
        raise NotFound(f"No program to open files is installed ({cmd[0]} was not found).")
    # checked again right before acting: the path still resolves to the same, unchanged kind of thing
    try:
        again = os.lstat(ctx.resolve(path))
    except OSError as exc:
        raise from_oserror(exc, path) from None
    if (again.st_dev, again.st_ino) != (st.st_dev, st.st_ino):
        raise FilescoutError("The file changed while it was being opened; try again.", code="conflict")
    try:
        proc = subprocess.Popen(
            [program, *cmd[1:], str(target)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            start_new_session=True,  # detached: it outlives the request, and a Ctrl-C of the server
        )
    except OSError as exc:
        raise FilescoutError(f"{cmd[0]} could not be started: {exc.strerror or exc}.", code="failed") from None
    threading.Thread(target=proc.wait, daemon=True, name="filescout-opener").start()  # reaped, no zombie
    shown = ctx.display(str(target))
    what = "Showed" if reveal else "Opened"
    return Result(
        {"path": str(real), "opened": str(target), "reveal": reveal, "program": cmd[0]},
        f"{what} {shown} with {cmd[0]}.",
    )
