"""The index file is only ever opened through SQLite.

POSIX record locks belong to the process: closing *any* descriptor of a file drops every lock the process holds on
it. Index.open used to read the file's header with a plain open() and close(): a second open in a process that had
the index open dropped the first connection's locks, so another filescout command could checkpoint and delete the
write-ahead log under it, and writes were lost (seen with `filescout watch` and a `status` call in its process).
"""

from __future__ import annotations

import subprocess
import sys

from filescout.index.db import Index


def other_process(home, code: str) -> None:
    subprocess.run([sys.executable, "-c", f"from filescout.index.db import Index; i = Index.open({str(home)!r}); "
                    f"{code}; i.close()"], check=True)  # fmt: skip


def test_a_second_open_in_a_process_keeps_the_log_under_the_first_and_no_write_is_lost(tmp_path):
    home = tmp_path / "fshome"
    first = Index.open(home)
    first.set_meta("before", "1")
    Index.open(home).close()  # a second open and close in the same process (a status call, a Context)
    other_process(home, "pass")  # another command comes and goes: it must not delete the log still in use
    assert (home / "index.db-wal").exists()
    first.set_meta("after", "2")
    other_process(home, "i.set_meta('other', '3')")
    first.set_meta("late", "4")
    first.close()
    again = Index.open(home)
    got = [again.meta(k) for k in ("before", "after", "other", "late")]
    again.close()
    assert got == ["1", "2", "3", "4"]


def test_a_file_that_is_not_an_index_is_still_named_plainly(tmp_path):
    home = tmp_path / "fshome"
    home.mkdir()
    (home / "index.db").write_bytes(b"this is a text file, not a database" * 100)
    idx = Index.open(home)  # set aside with a notice, and a fresh index started
    assert "not a SQLite database" in (idx.notice or "")
    idx.close()
