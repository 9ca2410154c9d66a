"""The query tools, checked against independent tools on real trees."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import struct
import subprocess
import time
import zlib
from collections import defaultdict
from pathlib import Path

import pytest

from conftest import independent_walk, write
from filescout.errors import Blocked, FilescoutError, InvalidInput, NotFound, OutsideRoots
from filescout.index.scanner import scan
from filescout.tools import REGISTRY, Context

# every test here runs on this machine's SQLite index and on a shared index in PostgreSQL (conftest.py)
BOTH_BACKENDS = True


def call(ctx: Context, name: str, **args):
    return REGISTRY.call(name, args, ctx)


def scanned(ctx: Context, root: Path) -> Path:
    scan(ctx.index, root)
    ctx.publish()  # (a shared index: this machine's rows copied there; nothing otherwise)
    return root


@pytest.fixture
def tree(tmp_path, ctx):
    """A small realistic tree with distinct sizes and known dates."""
    root = tmp_path / "home"
    now = time.time()
    day = 86400
    files = {
        "Documents/finances/2025/invoice_ahmed_march.pdf": (120_000, 3 * day),
        "Documents/finances/2025/invoice_maria.pdf": (95_000, 40 * day),
        "Documents/finances/tax_return_2024.pdf": (310_000, 200 * day),
        "Documents/notes.txt": (1_234, 1 * day),
        "Documents/report final.docx": (48_000, 10 * day),
        "Pictures/holiday/IMG_0001.jpg": (2_400_000, 100 * day),
        "Pictures/holiday/IMG_0002.jpg": (2_600_000, 100 * day),
        "Pictures/cat.png": (350_000, 500 * day),
        "Videos/birthday.mp4": (48_000_000, 30 * day),
        "Downloads/setup.exe": (5_500_000, 60 * day),
        "Downloads/old_archive.zip": (7_000_000, 400 * day),
        "music.mp3": (4_100_000, 2 * day),
        ".config/settings.json": (700, 5 * day),
        "project/.git/objects/pack.bin": (900_000, 5 * day),
        "project/main.py": (2_048, 0.5 * day),
    }
    for rel, (size, age) in files.items():
        write(root / rel, b"\0" * size, mtime=now - age)
    return scanned(ctx, root)


# -- correctness against independent tools ---------------------------------------


def test_disk_usage_total_equals_an_independent_walk(ctx, tree):
    """The same files as count_files (hidden files and noise folders left out and counted apart); with them,
    every file a walk finds."""
    r = call(ctx, "disk_usage")
    walk = independent_walk(tree)
    noise = ("/.", "/node_modules/", "/__pycache__/", "/.git/")
    hidden = {p: v for p, v in walk.items() if any(n in p[len(str(tree)) :] for n in noise)}
    assert hidden, "the tree has hidden files, so leaving them out is tested"
    assert r.data["total_files"] == len(walk) - len(hidden)
    assert r.data["total_bytes"] == sum(s for s, _ in walk.values()) - sum(s for s, _ in hidden.values())
    assert (r.data["hidden_files"], r.data["hidden_bytes"]) == (len(hidden), sum(s for s, _ in hidden.values()))
    counted = call(ctx, "count_files")
    assert (counted.data["count"], counted.data["bytes"]) == (r.data["total_files"], r.data["total_bytes"])
    assert "Not counted: " in counted.text and f"{len(hidden)} hidden files" in counted.text
    everything = call(ctx, "disk_usage", include_hidden=True)
    assert everything.data["total_files"] == len(walk)
    assert {c["category"] for c in r.data["by_category"]} >= {"documents", "images", "videos", "audio", "archives"}
    assert r.text.startswith("Disk usage summary:\n  Total: ")


def test_recursive_folder_totals_equal_du(ctx, tree):
    for rel in ("", "Documents", "Documents/finances", "Pictures", "project"):
        folder = tree / rel
        du = int(subprocess.check_output(["du", "-sb", "--apparent-size", str(folder)]).split()[0])
        dir_entries = sum(os.lstat(os.path.join(dp, "")).st_size for dp, _, _ in os.walk(folder))
        info = call(ctx, "file_info", path=str(folder)).data
        assert info["total_bytes"] == du - dir_entries, rel


def test_list_files_by_size_equals_find_and_sort(ctx, tree):
    out = subprocess.check_output(["find", str(tree), "-type", "f", "-printf", "%s %p\\n"], text=True)
    expected = sorted(((int(s), p) for s, p in (ln.split(" ", 1) for ln in out.splitlines())), reverse=True)
    r = call(ctx, "list_files", sort_by="size", limit=100, include_hidden=True)
    assert [(f["size"], f["path"]) for f in r.data["files"]] == expected
    smallest = call(ctx, "list_files", sort_by="size", order="asc", limit=3, include_hidden=True)
    assert [f["size"] for f in smallest.data["files"]] == [s for s, _ in sorted(expected)[:3]]


def test_find_duplicates_equals_hashing_every_file(ctx, tmp_path):
    root = tmp_path / "d"
    contents = [
        b"alpha" * 1000,
        b"beta" * 3000,
        b"alpha" * 1000,
        b"gamma",
        b"beta" * 3000,
        b"alpha" * 1000,
        b"x" * 200_000 + b"1",
        b"x" * 200_000 + b"2",
    ]  # same size, same head and tail... almost
    contents[7] = b"x" * 100_000 + b"!" + b"x" * 99_999 + b"2"
    for i, c in enumerate(contents):
        write(root / f"sub{i % 3}" / f"f{i}.bin", c)
    os.link(root / "sub0" / "f0.bin", root / "hardlink.bin")  # not a duplicate of f0
    scanned(ctx, root)
    by_hash = defaultdict(list)
    seen_inodes = set()
    for p in sorted(independent_walk(root)):
        st = os.stat(p)
        if (st.st_dev, st.st_ino) in seen_inodes:
            continue
        seen_inodes.add((st.st_dev, st.st_ino))
        by_hash[hashlib.sha256(Path(p).read_bytes()).hexdigest()].append(p)
    expected = sorted(sorted(v) for v in by_hash.values() if len(v) > 1)
    r = call(ctx, "find_duplicates")
    got = sorted(sorted(g["files"]) for g in r.data["groups"])
    assert len(got) == len(expected) == 2
    assert [len(g) for g in got] == [len(g) for g in expected]
    assert r.data["wasted_bytes"] == 2 * 5000 + 12000
    # second run: served from cached hashes
    again = call(ctx, "find_duplicates")
    assert again.data["hashed_bytes"] == 0 and again.data["group_count"] == 2
    # a changed file loses its cached hash
    write(root / "sub2" / "f5.bin", b"changed")
    scanned(ctx, root)
    assert call(ctx, "find_duplicates").data["wasted_bytes"] == 5000 + 12000


# -- seed 001's behaviours --------------------------------------------------------


def test_seed_folder_stats_sorted_by_size(ctx, tmp_path):
    root = tmp_path / "s"
    write(root / "small" / "a.txt", b"x" * 100)
    write(root / "big" / "b.txt", b"x" * 10000)
    write(root / "root.txt", b"x" * 50)
    scanned(ctx, root)
    result = call(ctx, "folder_stats", sort_by="size").text
    lines = result.strip().split("\n")
    assert "big" in lines[1]
    assert "small" in lines[2]
    assert "(root)" in result and "Total:" in result
    assert lines[0] == "Folder sizes (sorted by size):"
    assert lines[1] == "  big/: 10.0 KB, 1 file"
    assert lines[-1] == "Total: 10.2 KB across 3 files"


def test_seed_folder_stats_sorted_by_count(ctx, tmp_path):
    root = tmp_path / "s"
    for i in range(5):
        write(root / "many" / f"f{i}.txt", b"x")
    write(root / "few" / "one.txt", b"x" * 10000)
    scanned(ctx, root)
    lines = call(ctx, "folder_stats", sort_by="count").text.strip().split("\n")
    assert "many" in lines[1]


def test_seed_empty_folder_says_no_files(ctx, tmp_path):
    (tmp_path / "empty").mkdir()
    scanned(ctx, tmp_path / "empty")
    assert "No files" in call(ctx, "folder_stats").text
    assert "No files" in call(ctx, "disk_usage").text


def test_seed_disk_usage_summary(ctx, tmp_path):
    root = tmp_path / "s"
    write(root / "a.pdf", b"x" * 5000)
    write(root / "b.pdf", b"x" * 3000)
    write(root / "c.txt", b"x" * 1000)
    write(root / "sub" / "d.txt", b"x" * 2000)
    scanned(ctx, root)
    result = call(ctx, "disk_usage").text
    assert "4 files" in result and ".pdf" in result and ".txt" in result
    assert "Average" in result and "Total" in result
    assert "    .pdf: 8.0 KB (2 files)" in result
    assert "  Average file size: 2.8 KB" in result


def test_seed_list_files_sorted_by_size_and_name(ctx, tmp_path):
    root = tmp_path / "s"
    write(root / "small.txt", b"x" * 100)
    write(root / "big.txt", b"x" * 10000)
    write(root / "medium.txt", b"x" * 1000)
    for n in "cab":
        write(root / "names" / f"{n}.txt", b"x")
    scanned(ctx, root)
    result = call(ctx, "list_files", sort_by="size", path=str(root)).text
    lines = [ln.strip() for ln in result.split("\n") if ln.strip().startswith("-")]
    assert "big.txt" in lines[0] and "small.txt" not in lines[0]
    assert "KB" in result or " B)" in result
    result = call(ctx, "list_files", sort_by="name", path=str(root / "names")).text
    lines = [ln.strip() for ln in result.split("\n") if ln.strip().startswith("-")]
    assert "a.txt" in lines[0] and "c.txt" in lines[-1]


# -- listing and filters ------------------------------------------------------------


def test_list_files_filters(ctx, tree):
    recent = call(ctx, "list_files", sort_by="date", limit=3).data["files"]
    assert [f["name"] for f in recent] == ["main.py", "notes.txt", "music.mp3"]  # .config and .git are hidden
    oldest = call(ctx, "list_files", sort_by="date", order="asc", limit=1).data["files"]
    assert oldest[0]["name"] == "cat.png"
    pdfs = call(ctx, "list_files", type="pdf", sort_by="size").data
    assert [f["name"] for f in pdfs["files"]] == ["tax_return_2024.pdf", "invoice_ahmed_march.pdf", "invoice_maria.pdf"]
    assert pdfs["total_matching"] == 3
    big = call(ctx, "list_files", size_gt="5MB", sort_by="size").data["files"]
    assert [f["name"] for f in big] == ["birthday.mp4", "old_archive.zip", "setup.exe"]
    month = call(ctx, "list_files", modified_after="35d", type="documents", sort_by="date").data["files"]
    assert {f["name"] for f in month} == {"notes.txt", "report final.docx", "invoice_ahmed_march.pdf"}
    old = call(ctx, "list_files", modified_before="1y", sort_by="date").data["files"]
    assert {f["name"] for f in old} == {"old_archive.zip", "cat.png"}
    inside = call(ctx, "list_files", path=str(tree / "Pictures"), sort_by="size").data["files"]
    assert {f["name"] for f in inside} == {"IMG_0001.jpg", "IMG_0002.jpg", "cat.png"}
    hidden = call(ctx, "list_files", include_hidden=True, sort_by="date", limit=50).data["files"]
    assert {"settings.json", "pack.bin"} <= {f["name"] for f in hidden}
    f = recent[0]
    assert set(f) >= {"path", "size", "size_human", "modified", "type", "category"}
    assert f["modified"][:4].isdigit() and "T" in f["modified"]


def test_count_files_with_type_groups(ctx, tree):
    photos = call(ctx, "count_files", type="photos").data
    assert photos["count"] == 3 and photos["bytes"] == 2_400_000 + 2_600_000 + 350_000
    assert call(ctx, "count_files", type="installers").data["count"] == 1
    assert call(ctx, "count_files", type="spreadsheets").data["count"] == 0
    everything = call(ctx, "count_files", include_hidden=True).data
    assert everything["count"] == len(independent_walk(tree))
    with pytest.raises(InvalidInput, match="don't know the file type"):
        call(ctx, "count_files", type="zorbles!!")


def test_disk_usage_of_a_category_and_a_folder(ctx, tree):
    v = call(ctx, "disk_usage", type="videos")
    assert v.data["total_bytes"] == 48_000_000 and "Disk usage of videos" in v.text
    d = call(ctx, "disk_usage", path=str(tree / "Documents"))
    assert d.data["total_files"] == 5


def test_folder_stats_modes(ctx, tree):
    r = call(ctx, "folder_stats").data
    names = [f["name"] for f in r["folders"]]
    assert names[:3] == ["Videos", "Downloads", "Pictures"]
    assert sum(f["bytes"] for f in r["folders"]) == r["total_bytes"]  # the rows add up
    own = call(ctx, "folder_stats", mode="own").data["folders"]
    assert own[0]["name"] == "Videos" and own[2]["name"] == "Pictures/holiday"
    deep = call(ctx, "folder_stats", path=str(tree / "Documents"), depth=2).data["folders"]
    assert deep[0]["name"] == "finances/2025"


# -- find -------------------------------------------------------------------------


def test_find_ranks_exact_then_prefix_then_word_then_substring(ctx, tmp_path):
    root = tmp_path / "r"
    now = time.time()
    write(root / "myreport.txt", b"1", mtime=now)  # substring
    write(root / "final report.txt", b"1", mtime=now - 10)  # word
    write(root / "report_2024.txt", b"1", mtime=now - 20)  # prefix
    write(root / "report.txt", b"1", mtime=now - 30)  # exact (by stem)
    write(root / "unrelated.txt", b"1")
    scanned(ctx, root)
    r = call(ctx, "find_files", query="report")
    assert [h["name"] for h in r.data["results"]] == [
        "report.txt",
        "report_2024.txt",
        "final report.txt",
        "myreport.txt",
    ]


@pytest.mark.parametrize(
    "name",
    [
        "a.txt",
        'say "hi".txt',
        "OR report.txt",
        "star*.txt",
        "(paren).txt",
        "-dash.txt",
        "NEAR x.txt",
        "a'b.txt",
        "col:on.txt",
        "^caret.txt",
    ],
)
def test_fts_syntax_never_leaks(ctx, tmp_path, name):
    root = tmp_path / "q"
    write(root / name, b"1")
    write(root / "decoy.txt", b"1")
    scanned(ctx, root)
    r = call(ctx, "find_files", query=name, search_type="name")
    assert [h["name"] for h in r.data["results"]] == [name]


def test_find_several_words_fuzzy_glob_and_folders(ctx, tree):
    r = call(ctx, "find_files", query="invoice ahmed")
    assert [h["name"] for h in r.data["results"]] == ["invoice_ahmed_march.pdf"]
    assert call(ctx, "find_files", query="INVOICE").data["count"] == 2
    fuzzy = call(ctx, "find_files", query="invoise")
    assert fuzzy.data["results"] and all("invoice" in h["name"] for h in fuzzy.data["results"])
    assert fuzzy.data["results"][0]["match"] == "fuzzy"
    g = call(ctx, "find_files", query="*.PDF")
    assert g.data["search_type"] == "glob" and g.data["count"] == 3
    g2 = call(ctx, "find_files", query="Documents/**/2025/*.pdf", path=str(tree))
    assert {h["name"] for h in g2.data["results"]} == {"invoice_ahmed_march.pdf", "invoice_maria.pdf"}
    f = call(ctx, "find_files", query="holiday")
    assert f.data["folders"][0]["name"] == "holiday"
    assert call(ctx, "find_files", query="settings").data["count"] == 0  # hidden
    assert call(ctx, "find_files", query="settings", include_hidden=True).data["count"] == 1
    meta = call(ctx, "find_files", query="", type="pdf")
    assert meta.data["search_type"] == "metadata" and meta.data["count"] == 3
    two = call(ctx, "find_files", query="IM")  # shorter than a trigram: scanned, still right
    assert {h["name"] for h in two.data["results"]} == {"IMG_0001.jpg", "IMG_0002.jpg"}


def test_find_in_an_allowed_folder_that_is_not_indexed_walks_it(tmp_path, fshome):
    fshome.mkdir(mode=0o700, parents=True, exist_ok=True)
    extra = tmp_path / "extra"
    write(extra / "deep" / "budget_2025.xlsx", b"1")
    (fshome / "config.json").write_text(json.dumps({"roots": [str(extra)]}))
    c = Context(fshome)
    try:
        r = call(c, "find_files", query="budget", path=str(extra))
        assert [h["name"] for h in r.data["results"]] == ["budget_2025.xlsx"]
        assert "isn't indexed" in r.data["note"]
    finally:
        c.close()


# -- paths and safety -----------------------------------------------------------------


def test_paths_outside_roots_and_traversal_are_refused(ctx, tree, tmp_path):
    write(tmp_path / "home2" / "x.txt", b"secret")
    os.symlink(tmp_path / "home2" / "x.txt", tree / "link_out.txt")
    for bad in [
        str(tmp_path / "home2" / "x.txt"),
        str(tree / ".." / "home2" / "x.txt"),
        "../home2/x.txt",
        "Documents/../../home2/x.txt",
        str(tree / "link_out.txt"),
        "/etc/passwd",
    ]:
        with pytest.raises(OutsideRoots):
            call(ctx, "read_file", path=bad)
    with pytest.raises(InvalidInput, match="NUL"):
        call(ctx, "read_file", path="Documents/notes\x00.txt")
    with pytest.raises(InvalidInput, match="empty"):
        call(ctx, "file_info", path="")
    # relative paths resolve against the root, not the working directory
    assert call(ctx, "file_info", path="Documents/notes.txt").data["size"] == 1234
    write(tree / "..test", b"fine")
    assert call(ctx, "read_file", path="..test").data["lines"] == ["fine"]


def test_sensitive_tiers_on_read_and_info(ctx, tmp_path):
    root = tmp_path / "s"
    write(root / "ok.txt", b"hello")
    write(root / ".env", b"KEY=1")
    write(root / "server.pem", b"-----BEGIN")
    write(root / "passwords.txt", b"hunter2")
    scanned(ctx, root)
    with pytest.raises(Blocked, match="This file type is blocked for security"):
        call(ctx, "read_file", path="server.pem")
    with pytest.raises(Blocked):
        call(ctx, "file_info", path="server.pem")
    r = call(ctx, "read_file", path=".env")
    assert r.data["warning"] == "This file may contain sensitive data." and r.data["lines"] == ["KEY=1"]
    assert "may hold a password" in call(ctx, "read_file", path="passwords.txt").data["warning"]
    names = {h["name"] for h in call(ctx, "find_files", query="", include_hidden=True).data["results"]}
    assert names == {"ok.txt", "passwords.txt"}


# -- reading and file info ---------------------------------------------------------------


def _png(w: int, h: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + b"\x00\x00\x00" * w for _ in range(h))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


def test_read_file_pages_text_tables_json_and_refuses_binary(ctx, tmp_path):
    root = tmp_path / "r"
    write(root / "log.txt", "".join(f"line {i}\n" for i in range(1, 1001)))
    write(root / "data.csv", "name,amount\nrent,1200\nfood,300\nfun,80\n")
    write(root / "conf.json", '{"b": [1, 2], "a": {"x": "é"}}')
    write(root / "pic.png", _png(3, 2))
    write(root / "latin.txt", "café crème\n".encode("cp1252"))
    scanned(ctx, root)
    r = call(ctx, "read_file", path="log.txt", offset=10, limit=5)
    assert r.data["lines"] == [f"line {i}" for i in range(11, 16)]
    assert r.data["has_more"] and r.data["next_offset"] == 15
    assert "11  line 11" in r.text
    t = call(ctx, "read_file", path="data.csv")
    assert t.data["columns"] == ["name", "amount"] and t.data["rows"][0] == ["rent", "1200"]
    assert "rent | 1200" in t.text
    j = call(ctx, "read_file", path="conf.json")
    assert j.data["lines"][0] == "{" and '    "x": "é"' in j.data["lines"]
    b = call(ctx, "read_file", path="pic.png")
    if shutil.which("tesseract"):  # a picture is read for its text (OCR); three pixels hold none
        assert b.data["meta"]["width"] == 3 and b.data["lines"] == [] and "No text read" in b.text
    else:
        assert b.data["binary"] and "binary file (PNG image" in b.text
    lat = call(ctx, "read_file", path="latin.txt")
    assert lat.data["lines"] == ["café crème"]
    with pytest.raises(InvalidInput, match="is a folder"):
        call(ctx, "read_file", path=str(root))
    with pytest.raises(NotFound):
        call(ctx, "read_file", path="nope.txt")


def test_file_info_for_files_images_pdfs_and_folders(ctx, tmp_path):
    root = tmp_path / "i"
    write(root / "pic.png", _png(640, 480))
    write(root / "notes.md", "# title\n\nsome text\n")
    pdf = Path(__file__).parent / "data" / "2023-06-20-PV.pdf"
    write(root / "doc.pdf", pdf.read_bytes())
    scanned(ctx, root)
    img = call(ctx, "file_info", path="pic.png").data
    assert (img["width"], img["height"]) == (640, 480) and img["mime"] == "image/png"
    txt = call(ctx, "file_info", path="notes.md").data
    assert txt["encoding"] == "utf-8" and txt["lines"] == 3
    assert call(ctx, "file_info", path="doc.pdf").data["pages"] == 2
    folder = call(ctx, "file_info", path=str(root)).data
    assert folder["type"] == "folder" and folder["files"] == 3 and folder["total_files"] == 3
    assert {c["category"] for c in folder["by_category"]} == {"images", "documents"}


def test_tree_and_browse(ctx, tmp_path):
    root = tmp_path / "t"
    for i in range(30):
        write(root / "many" / f"f{i:02}.txt", b"x" * i)
    write(root / "a" / "b" / "c" / "d.txt", b"deep")
    write(root / ".hidden" / "h.txt", b"h")
    scanned(ctx, root)
    r = call(ctx, "tree", path=str(root), max_depth=2, max_entries=10, show_sizes=True)
    assert "└── … 20 more" in r.text and r.data["elided"] == 20
    assert "b/" in r.text and "c/" not in r.text  # two levels: a/ and a/b/
    assert ".hidden" not in r.text
    assert "many/ (435 B, 30 files)" in r.text
    only = call(ctx, "tree", path=str(root), dirs_only=True)
    assert "f00.txt" not in only.text
    b = call(ctx, "browse_directory", path=str(root), sort_by="size")
    assert [e["name"] for e in b.data["entries"]] == ["many", "a"]
    assert b.data["entries"][0]["size"] == 435


def test_bookmarks_persist(ctx, tree, fshome):
    call(ctx, "bookmark", action="add", path="Documents/finances", label="money")
    c2 = Context(fshome)
    try:
        marks = call(c2, "bookmark", action="list").data["bookmarks"]
        assert marks == [{"label": "money", "path": str(tree / "Documents" / "finances"), "exists": True}]
        call(c2, "bookmark", action="remove", label="money")
        assert call(c2, "bookmark").data["bookmarks"] == []
        with pytest.raises(FilescoutError, match="no bookmark"):
            call(c2, "bookmark", action="remove", label="money")
    finally:
        c2.close()


def test_deleted_names_never_show_and_are_cleaned_up(ctx, tmp_path, monkeypatch, index_backend):
    from filescout.index import scanner

    if index_backend == "postgresql":
        pytest.skip("about SQLite's FTS5 name index (stale entries); the shared index has no such table")

    root = tmp_path / "n"
    for i in range(5):
        write(root / f"keep_{i}.txt", b"k")
    write(root / "zeta_last.txt", b"z")
    scanned(ctx, root)
    zid, last = ctx.conn.execute("SELECT id, name FROM files ORDER BY id DESC LIMIT 1").fetchone()
    if last != "zeta_last.txt":  # make the highest id zeta's: SQLite reuses the highest id once it is freed
        os.rename(root / last, root / "tmp_swap")
        os.rename(root / "zeta_last.txt", root / last)
        os.rename(root / "tmp_swap", root / "zeta_last.txt")
        scanned(ctx, root)
        zid = ctx.conn.execute("SELECT max(id) FROM files").fetchone()[0]
        assert ctx.conn.execute("SELECT name FROM files WHERE id=?", (zid,)).fetchone()[0] in ("zeta_last.txt", last)
    zname = ctx.conn.execute("SELECT name FROM files WHERE id=?", (zid,)).fetchone()[0]
    (root / zname).unlink()
    scanned(ctx, root)
    write(root / "omega_new.txt", b"o")
    scanned(ctx, root)
    assert ctx.conn.execute("SELECT id FROM files WHERE name='omega_new.txt'").fetchone()[0] == zid  # reused
    gone = zname.split(".")[0]
    found = call(ctx, "find_files", query=gone).data["results"]
    # no name match for the deleted file, and never the new file that took its id
    assert not [h for h in found if h["match"] == "name"]
    assert "omega_new.txt" not in [h["name"] for h in found]
    assert [h["name"] for h in call(ctx, "find_files", query="omega").data["results"]] == ["omega_new.txt"]
    # stale entries are counted, and the name index is rebuilt when they pile up
    monkeypatch.setattr(scanner, "STALE_NAMES_MIN", 2)
    for i in range(3):
        (root / f"keep_{i}.txt").unlink()
    scanned(ctx, root)
    assert int(ctx.index.meta("stale_names")) == 0
    indexed = ctx.conn.execute("SELECT count(*) FROM names WHERE names MATCH '\"txt\"'").fetchone()[0]
    assert indexed == ctx.conn.execute("SELECT count(*) FROM files").fetchone()[0]  # no stale entry left


def test_the_name_filter_matches_word_starts_with_case_accents_and_plurals_folded(ctx, tmp_path):
    """The `name` filter every listing tool takes: each word must start a word of the name, whatever its case,
    accents, separators or plural; a word inside another word ("voice" in "invoice") is not a match."""
    root = tmp_path / "names"
    names = {
        "Résumé_Sophie_2026.docx": True,
        "resume-old.pdf": True,
        "Voice Memos.m4a": False,
        "invoice_voice.txt": False,
        "presumed.txt": False,
        "screenshot 1.png": False,
    }
    for n in names:
        write(root / n, n.encode())
    scanned(ctx, root)
    assert REGISTRY.call("count_files", {"name": "resume"}, ctx).data["count"] == 2  # accents folded, word start only
    memos = REGISTRY.call("list_files", {"name": "memo", "sort_by": "name"}, ctx).data["files"]
    assert [f["name"] for f in memos] == ["Voice Memos.m4a"]  # "memo" fits "Memos"
    voice = REGISTRY.call("list_files", {"name": "voice", "sort_by": "name"}, ctx).data["files"]
    assert [f["name"] for f in voice] == ["invoice_voice.txt", "Voice Memos.m4a"]  # not "invoice"
    assert REGISTRY.call("count_files", {"name": "SCREENSHOTS"}, ctx).data["count"] == 1


def test_a_quoted_phrase_in_the_name_filter_holds_its_words_side_by_side(ctx, tmp_path):
    """'"room 3"' is the words side by side, whole, as fold() reads names (separators, case, accents, a plural
    said for a singular name), on both indexes; the same words unquoted are anywhere in the name."""
    root = tmp_path / "rooms"
    names = {
        "Room 3 - Sea View.jpg": True,
        "room_3_ensuite.JPG": True,
        "ROOM-3.png": True,
        "Room 1 - Garden View 3.jpg": False,  # both words, not side by side
        "Room 30 - Attic.jpg": False,  # "3" is not a whole word here
        "Sea Views from Room 3.jpg": True,
        "Chambre 3 - Côté Mer.jpg": False,
    }
    for n in names:
        write(root / n, n.encode())
    scanned(ctx, root)

    def named(name: str) -> list[str]:
        rows = REGISTRY.call("list_files", {"name": name, "sort_by": "name", "limit": 50}, ctx).data["files"]
        return sorted(f["name"] for f in rows)

    assert named('"room 3"') == sorted(n for n, side in names.items() if side)
    assert len(named("room 3")) == 6  # unquoted: both words anywhere (only the "Chambre" one left out)
    assert named('"sea views" "room 3"') == ["Room 3 - Sea View.jpg", "Sea Views from Room 3.jpg"]  # plural fits
    assert named('"cote mer"') == ["Chambre 3 - Côté Mer.jpg"]  # accents folded
    assert REGISTRY.call("count_files", {"name": '"garden view 3"'}, ctx).data["count"] == 1


def test_folders_ranked_by_the_files_of_one_type_they_hold(ctx, tmp_path, monkeypatch):
    """ "which folder has the most photos?": folder_stats with a type ranks folders by that type's files only
    (counted like `find`), hidden ones and noise folders left out; asked in words, the agent ranks them so and
    does not list the newest photos instead."""
    root = tmp_path / "home"
    layout = {"Pictures/Italy 2024": 6, "Pictures/Italy 2024/edits": 2, "Pictures": 1, "Phone backup/DCIM": 4,
              "Documents/scans": 3, ".cache/thumbnails": 40, "Projects/site/node_modules/pkg/img": 30}  # fmt: skip
    for folder, n in layout.items():
        for i in range(n):
            write(root / folder / f"IMG_{i:03}.jpg", b"x" * (1000 + i))
    for i in range(9):  # many files of another type: not photos
        write(root / "Documents/scans" / f"scan_{i}.pdf", b"p" * 5000)
    scanned(ctx, root)
    from filescout.index.categories import resolve_type

    photo = resolve_type("photos")  # (what "photos" means: the category table's word)
    own: dict[str, int] = {}
    for dirpath, dirnames, filenames in os.walk(root):  # the oracle: photos directly in each visible folder
        dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "node_modules"]
        n = sum(1 for f in filenames if f.rsplit(".", 1)[-1].lower() in photo)
        if n:
            own[os.path.relpath(dirpath, root)] = n
    data = REGISTRY.call("folder_stats", {"type": "photos", "mode": "own", "sort_by": "count"}, ctx).data
    assert [(r["name"], r["files"]) for r in data["folders"]] == sorted(own.items(), key=lambda kv: -kv[1])
    assert (
        data["total_files"] == sum(own.values()) == REGISTRY.call("count_files", {"type": "photos"}, ctx).data["count"]
    )
    below = REGISTRY.call("folder_stats", {"type": "photos", "path": str(root / "Pictures")}, ctx).data["folders"]
    assert [(r["name"], r["files"]) for r in below] == [("Italy 2024", 8), ("(root)", 1)]  # each with what is below
    with pytest.raises(NotFound):
        REGISTRY.call("folder_stats", {"type": "no such type!"}, ctx)

    from filescout.agent.agent import Agent

    monkeypatch.setenv("HOME", str(root))
    out = Agent(ctx).ask("which folder has the most photos?")
    assert out.tool == "folder_stats" and out.answer.startswith("Pictures/Italy 2024 has the most photos: 6"), out
    out = Agent(ctx).ask("which folder in Pictures has the most photos")
    assert out.answer.startswith("Italy 2024 has the most photos: 8"), out.answer


def test_the_folder_filter_takes_every_folder_of_that_name_with_what_is_below(ctx, tmp_path):
    """`folder`: files inside any folder with that name (case ignored), subfolders included; a hidden folder of
    that name only with include_hidden; every tool that takes filters applies it the same way."""
    root = tmp_path / "office"
    files = {
        "Clients/Acme/Invoices/a.pdf": 100,
        "Clients/Acme/Invoices/2025/b.pdf": 200,
        "Clients/Río/invoices/c.pdf": 400,
        "Clients/Río/Contracts/d.pdf": 800,
        "Invoices-old/e.pdf": 1600,  # another name: not a folder named Invoices
        "Projects/.cache/Invoices/f.pdf": 3200,  # hidden
        "Invoices.pdf": 6400,  # a file, not a folder
    }
    for rel, size in files.items():
        write(root / rel, b"x" * size)
    scanned(ctx, root)
    want = sorted(r for r in files if any(p.lower() == "invoices" for p in r.split("/")[:-1]) and ".cache" not in r)
    got = REGISTRY.call("list_files", {"folder": "invoices", "sort_by": "name", "limit": 50}, ctx).data["files"]
    assert sorted(os.path.relpath(f["path"], root) for f in got) == want
    c = REGISTRY.call("count_files", {"folder": "Invoices"}, ctx).data
    assert (c["count"], c["bytes"]) == (len(want), sum(files[r] for r in want))
    c = REGISTRY.call("count_files", {"folder": "Invoices", "include_hidden": True}, ctx).data
    assert c["count"] == len(want) + 1
    assert REGISTRY.call("count_files", {"folder": "Invoices", "type": "pdf", "size_gt": "300"}, ctx).data["count"] == 1
    hits = REGISTRY.call("find_files", {"query": "d", "folder": "contracts"}, ctx).data["results"]
    assert [os.path.relpath(h["path"], root) for h in hits] == ["Clients/Río/Contracts/d.pdf"]


def test_browsing_a_small_folder_names_its_subfolders_files_but_never_keys(ctx, tmp_path):
    """ "what's in Legal": the files of its subfolders too, when they are few; private keys and credentials are
    left out there as they are in the folder itself."""
    root = tmp_path / "home"
    write(root / "Legal" / "deeds.pdf", b"d" * 10)
    write(root / "Legal" / "Wills" / "will - geoff.pdf", b"w" * 20)
    write(root / "Legal" / "Wills" / "letter of wishes.docx", b"l" * 5)
    write(root / "Legal" / "keys" / "id_rsa", b"-----BEGIN OPENSSH PRIVATE KEY-----\n")
    write(root / "Legal" / "Wills" / "credentials.json", b'{"password": "x"}')
    write(root / "Legal" / ".ssh" / "id_ed25519", b"k")
    scanned(ctx, root)
    b = call(ctx, "browse_directory", path=str(root / "Legal"))
    wills = next(e for e in b.data["entries"] if e["name"] == "Wills")
    assert wills["files"] == sorted(["letter of wishes.docx", "will - geoff.pdf"])
    text = json.dumps(b.data)
    assert "id_rsa" not in text and "credentials.json" not in text and "id_ed25519" not in text
