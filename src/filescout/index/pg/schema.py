"""The shared index's schema on PostgreSQL: the same tables and migrations as the SQLite index, one partition
per host.

Every row id is the host's own SQLite id plus ``host_no << 40`` (``HOST_SHIFT``), so folders, files and their
totals of different machines never collide, every join of the query code works unchanged, and each table is
range-partitioned by host on that id. A host's rescan loads new partitions and swaps them in (publish.py): the
other hosts' rows are not touched or locked meanwhile.

Text is compared byte-wise (``COLLATE "C"``), as SQLite does: the subtree ranges of the query code depend on it.
Names are found through pg_trgm GIN indexes (``lower(name)`` for substrings; ``fname``, the name folded by
index/fold.py while publishing, for the word-start name filter) and contents through a ``tsvector`` column
(``fs_text``: English stemming, accents ignored).
"""

from __future__ import annotations

import time

from .. import schema as sqlite_schema

HOST_SHIFT = 40  # ids of host n are in [n << 40, (n + 1) << 40)

# The partitioned tables, their partition key, and their columns in the SQLite index (in COPY order).
TABLES: dict[str, tuple[str, tuple[str, ...]]] = {
    "roots": ("id", ("id", "path", "dev", "cross_mounts", "added_at", "last_scan_at", "last_scan_seconds",
                     "last_scan_status")),
    "dirs": ("id", ("id", "parent_id", "name", "path", "raw", "depth", "inode", "dev", "flags", "sig", "own_files",
                    "own_bytes", "rec_files", "rec_bytes", "rec_dirs")),
    "files": ("id", ("id", "dir_id", "name", "ext", "category", "size", "mtime_ns", "ctime_ns", "inode", "nlink",
                     "flags", "raw", "phash", "hash")),
    "dir_ext": ("dir_id", ("dir_id", "ext", "hidden", "files", "bytes")),
    "root_ext": ("root_id", ("root_id", "ext", "hidden", "files", "bytes")),
    "content_files": ("file_id", ("file_id", "size", "mtime_ns", "inode", "status", "error", "chunks", "chars",
                                  "meta", "extracted_at")),
    "content_chunks": ("id", ("id", "file_id", "seq", "loc", "context", "text")),
}  # fmt: skip
# the id columns that hold a row id of the same host (shifted on the way in)
ID_COLUMNS = {"id", "parent_id", "dir_id", "root_id", "file_id"}
# tables with names: each row also keeps its name folded as index/fold.py folds it (" resume sophie 2026 docx "),
# computed by that same Python code while publishing, so the name filter means the same on both backends
FOLDED = ("dirs", "files")
# tables with paths: each row also keeps its path qualified by its host ("nas:/volume1/photos"), which is how
# the other machines see it (see ``host_views``)
QUALIFIED = ("roots", "dirs")

_T = 'text COLLATE "C"'
DDL = {
    "roots": f"id bigint NOT NULL, path {_T} NOT NULL, dev bigint, cross_mounts integer NOT NULL DEFAULT 0, "
    "added_at double precision, last_scan_at double precision, last_scan_seconds double precision, "
    f"last_scan_status {_T}, hpath {_T} NOT NULL",
    "dirs": f"id bigint NOT NULL, parent_id bigint, name {_T} NOT NULL, fname {_T}, path {_T} NOT NULL, "
    f"hpath {_T} NOT NULL, "
    "raw bytea, "
    "depth integer NOT NULL, inode bigint, dev bigint, flags integer NOT NULL DEFAULT 0, sig bigint, "
    "own_files bigint NOT NULL DEFAULT 0, own_bytes bigint NOT NULL DEFAULT 0, rec_files bigint NOT NULL DEFAULT 0, "
    "rec_bytes bigint NOT NULL DEFAULT 0, rec_dirs bigint NOT NULL DEFAULT 0",
    "files": f"id bigint NOT NULL, dir_id bigint NOT NULL, name {_T} NOT NULL, fname {_T}, ext {_T} NOT NULL, "
    "category integer NOT NULL, size bigint NOT NULL, mtime_ns bigint NOT NULL, ctime_ns bigint NOT NULL, "
    "inode bigint NOT NULL, nlink bigint, flags integer NOT NULL, raw bytea, phash bigint, hash bytea",
    "dir_ext": f"dir_id bigint NOT NULL, ext {_T} NOT NULL, hidden integer NOT NULL, files bigint NOT NULL, "
    "bytes bigint NOT NULL",
    "root_ext": f"root_id bigint NOT NULL, ext {_T} NOT NULL, hidden integer NOT NULL, files bigint NOT NULL, "
    "bytes bigint NOT NULL",
    "content_files": f"file_id bigint NOT NULL, size bigint NOT NULL, mtime_ns bigint NOT NULL, inode bigint NOT NULL, "
    f"status {_T} NOT NULL, error text, chunks integer NOT NULL DEFAULT 0, chars bigint NOT NULL DEFAULT 0, "
    "meta text, extracted_at double precision NOT NULL",
    "content_chunks": "id bigint NOT NULL, file_id bigint NOT NULL, seq integer NOT NULL, loc text, context text, "
    "text text NOT NULL, tsv tsvector GENERATED ALWAYS AS ("
    # words split at _ . / @ : as SQLite's tokenizer splits them (PostgreSQL's parser would keep
    # "zanzibar_trip.txt" or "ana@example.org" whole); the context (the file's name) weighted B, the text D
    "setweight(to_tsvector('fs_text', regexp_replace(coalesce(context, ''), '[_./@:]+', ' ', 'g')), 'B') || "
    "to_tsvector('fs_text', regexp_replace(text, '[_./@:]+', ' ', 'g'))) STORED",
}

# Indexes, declared on the partitioned tables; each host's new partition gets the same ones before it is
# attached, so attaching it builds nothing.
INDEXES = {
    "roots": ["PRIMARY KEY (id)"],
    "dirs": [
        "PRIMARY KEY (id)",
        "(path)",
        "(hpath)",
        "(parent_id)",
        "USING gin (lower(name) gin_trgm_ops)",
        "USING gin (fname gin_trgm_ops)",
    ],
    "files": [
        "PRIMARY KEY (id)",
        "(dir_id)",
        "(size)",
        "(mtime_ns)",
        "(inode) WHERE nlink IS NOT NULL",
        "(hash) WHERE hash IS NOT NULL",
        "USING gin (lower(name) gin_trgm_ops)",
        "USING gin (fname gin_trgm_ops)",
    ],
    "dir_ext": ["PRIMARY KEY (dir_id, ext, hidden)"],
    "root_ext": ["PRIMARY KEY (root_id, ext, hidden)"],
    "content_files": ["PRIMARY KEY (file_id)"],
    "content_chunks": ["PRIMARY KEY (id)", "(file_id)", "USING gin (tsv)"],
}

FUNCTIONS = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE EXTENSION IF NOT EXISTS unaccent",
    "CREATE OR REPLACE FUNCTION instr(text, text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT "
    "AS $$ SELECT strpos($1, $2) $$",
]

TEXT_SEARCH = [
    "CREATE TEXT SEARCH CONFIGURATION fs_text (COPY = english)",
    "ALTER TEXT SEARCH CONFIGURATION fs_text ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem",
]


def _initial(cur) -> None:
    for stmt in FUNCTIONS:
        cur.execute(stmt)
    cur.execute("SELECT 1 FROM pg_ts_config WHERE cfgname = 'fs_text'")
    if cur.fetchone() is None:
        for stmt in TEXT_SEARCH:
            cur.execute(stmt)
    cur.execute(
        'CREATE TABLE hosts(no integer PRIMARY KEY, name text COLLATE "C" NOT NULL UNIQUE, '
        "published_at double precision, publishing_since double precision, files bigint, bytes bigint, "
        "seconds double precision, token text)"
    )
    cur.execute('CREATE TABLE meta(key text COLLATE "C" PRIMARY KEY, value text)')
    for table, (key, _cols) in TABLES.items():
        cur.execute(f"CREATE TABLE {table}({DDL[table]}) PARTITION BY RANGE ({key})")
        for i, spec in enumerate(INDEXES[table]):
            if spec.startswith("PRIMARY KEY"):
                cur.execute(f"ALTER TABLE {table} ADD {spec}")
            else:
                cur.execute(f"CREATE INDEX {table}_i{i} ON {table} {spec}")


def host_views(cur, no: int | None) -> str:
    """The schema through which machine ``no`` reads the shared index (None: a machine that has not published):
    ``dirs`` and ``roots`` as views where this machine's own paths are plain ("/home/ana/Documents") and every
    other machine's are qualified ("nas:/volume1/photos"), so a path means one folder, and subtree ranges never
    mix machines; the other tables are read from ``public``. Returns the schema's name (for ``search_path``)."""
    schema = f"fs_h{no}" if no is not None else "fs_nohost"
    lo, hi = (no << HOST_SHIFT, (no + 1) << HOST_SHIFT) if no is not None else (0, 0)
    cur.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
    for table in QUALIFIED:
        cols = [*TABLES[table][1], *(["fname"] if table in FOLDED else [])]
        plain = ", ".join(cols)
        other = ", ".join("t.hpath AS path" if c == "path" else f"t.{c}" for c in cols)
        # another machine's row shows only with the path its machine's name qualifies (a row written into the
        # shared index by hand, whose qualified path says something else, is not shown at all)
        cur.execute(
            f"CREATE OR REPLACE VIEW {schema}.{table} AS "
            f"SELECT {plain} FROM public.{table} WHERE id >= {lo} AND id < {hi} "
            f"UNION ALL SELECT {other} FROM public.{table} t JOIN public.hosts h ON h.no = (t.id >> {HOST_SHIFT}) "
            f"WHERE (t.id < {lo} OR t.id >= {hi}) AND t.hpath = h.name || ':' || t.path"
        )
    return schema


# The same migrations, by name, as the SQLite index (index/schema.py): each is either done by the initial
# schema here (the PostgreSQL tables were designed after them) or has nothing to do on PostgreSQL.
PG_MIGRATIONS: dict[str, object] = {
    "0001_initial": _initial,
    "0002_ext_totals_by_visibility": None,  # dir_ext/root_ext by visibility: in the initial schema
    "0003_content_index": None,  # content_files/content_chunks (tsvector instead of FTS5): in the initial schema
    "0004_lazy_name_deletes": None,  # an FTS5 trigger: none on PostgreSQL
    "0005_content_fts_batched": None,  # an FTS5 trigger: none on PostgreSQL
    "0006_content_vectors": None,  # embeddings stay in each machine's own index (semantic search is local)
    "0007_dirs_by_initial": None,  # a misspelt folder's candidates: the shallow folders read as they are
}


def migrate(conn) -> None:
    """Bring the shared index's schema up to date, in one transaction, one machine at a time (an advisory lock:
    two machines starting together don't both create it)."""
    from ...errors import FilescoutError

    names = [name for name, _ in sqlite_schema.MIGRATIONS]
    missing = [n for n in names if n not in PG_MIGRATIONS]
    if missing:  # a new SQLite migration without its PostgreSQL counterpart: a bug caught by the tests
        raise RuntimeError(f"no PostgreSQL form for migrations {missing}")
    with conn.transaction(), conn.cursor() as cur:
        cur.execute("SELECT pg_advisory_xact_lock(4663347)")  # "FSCT"
        cur.execute(
            "CREATE TABLE IF NOT EXISTS schema_version(version integer PRIMARY KEY, name text NOT NULL, "
            "applied_at double precision NOT NULL)"
        )
        cur.execute("SELECT name FROM schema_version")
        done = {r[0] for r in cur.fetchall()}
        unknown = done - set(names)
        if unknown:
            raise FilescoutError(
                "The shared index was written by a newer filescout (it has migrations "
                f"{', '.join(sorted(unknown))}). Upgrade filescout on this machine."
            )
        for version, name in enumerate(names, start=1):
            if name in done:
                continue
            step = PG_MIGRATIONS[name]
            if callable(step):
                step(cur)
            cur.execute(
                "INSERT INTO schema_version(version, name, applied_at) VALUES (%s, %s, %s)",
                (version, name, time.time()),
            )
