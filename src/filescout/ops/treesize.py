"""How many files and bytes a file or folder holds, and a digest of its names: what a plan's token covers."""

from __future__ import annotations

import contextlib
import os
import stat as st_mod

import xxhash


def tree_size(p: str) -> tuple[int, int, int, str]:
    """(files, bytes, newest change, names digest) of a file or of everything inside a folder.

    The last two make a folder's plan token change when anything inside it is added, removed, renamed or
    modified, so a confirmed plan is never carried out over a different set of files.
    """
    st = os.lstat(p)
    if not st_mod.S_ISDIR(st.st_mode):
        return 1, st.st_size, st.st_mtime_ns, ""
    files = size = 0
    newest = st.st_mtime_ns
    names = xxhash.xxh64()
    for dp, dns, fns in os.walk(p):
        dns.sort()
        with contextlib.suppress(OSError):
            newest = max(newest, os.lstat(dp).st_mtime_ns)
        for n in sorted(fns + [d for d in dns if os.path.islink(os.path.join(dp, d))]):
            try:
                fst = os.lstat(os.path.join(dp, n))
            except OSError:
                continue
            size += fst.st_size
            files += 1
            newest = max(newest, fst.st_mtime_ns, fst.st_ctime_ns)
            names.update(os.fsencode(os.path.join(dp, n)) + b"\0")
    return files, size, newest, names.hexdigest()
