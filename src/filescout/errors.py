"""One error type for everything a user can cause, with a plain-language message.

Every layer raises :class:`FilescoutError` (or a subclass) for problems the user
can fix; adapters print ``message`` and exit 1 (CLI) or return the error shape
``{"code", "message"}`` (the run(input) contract). Anything else is a bug.
"""

from __future__ import annotations

import errno


class FilescoutError(Exception):
    """A problem the user can understand and act on."""

    code = "error"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code:
            self.code = code

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message}


class NotFound(FilescoutError):
    code = "not_found"


class AccessDenied(FilescoutError):
    code = "permission_denied"


class OutsideRoots(FilescoutError):
    code = "outside_allowed_roots"


class Blocked(FilescoutError):
    code = "blocked"


class InvalidInput(FilescoutError):
    code = "invalid_input"


class Conflict(FilescoutError):
    code = "conflict"


_ERRNO_MESSAGES = {
    errno.ENOENT: ("not_found", "I couldn't find a file at that path"),
    errno.EACCES: ("permission_denied", "I don't have permission to access that file"),
    errno.EPERM: ("permission_denied", "I don't have permission to access that file"),
    errno.ENOSPC: ("no_space", "There isn't enough disk space to complete this"),
    errno.EDQUOT: ("no_space", "There isn't enough disk space to complete this (disk quota reached)"),
    errno.EEXIST: ("already_exists", "Something already exists at that path"),
    errno.ENOTDIR: ("not_a_folder", "Part of that path is a file, not a folder"),
    errno.EISDIR: ("is_a_folder", "That path is a folder, not a file"),
    errno.ENOTEMPTY: ("folder_not_empty", "That folder isn't empty"),
    errno.EROFS: ("read_only", "That location is read-only"),
    errno.EXDEV: ("cross_device", "That move crosses disks and couldn't be completed"),
    errno.ENAMETOOLONG: ("name_too_long", "That file name or path is too long"),
    errno.ELOOP: ("symlink_loop", "That path goes through too many symbolic links"),
    errno.EBUSY: ("busy", "That file is in use by another program"),
    errno.EIO: ("io_error", "The disk reported a read or write error"),
}


def from_oserror(exc: OSError, path: str | None = None) -> FilescoutError:
    """Translate an OSError into a plain-language :class:`FilescoutError`."""
    code, message = _ERRNO_MESSAGES.get(
        exc.errno or -1, ("os_error", f"The system refused that operation ({exc.strerror or exc})")
    )
    if path and code in {"not_found", "permission_denied"}:
        message = f"{message}: {path}"
    cls = {"not_found": NotFound, "permission_denied": AccessDenied}.get(code, FilescoutError)
    return cls(message, code=code)
