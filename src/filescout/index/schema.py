"""The index schema, as named, append-only migrations.

Never edit a migration that has shipped: add a new one. See docs/index.md for
why the tables look the way they do.
"""

from __future__ import annotations

APPLICATION_ID = 0x46534354  # "FSCT": marks a file as a filescout index

# Flag bits, shared by files.flags and dirs.flags
HIDDEN = 1  # the entry or one of its folders starts with "."
NOISE = 2  # inside (or is) a noise folder: .git, node_modules, __pycache__ ...
WARN = 4  # sensitive WARN tier: metadata indexed, content never stored
SYMLINK = 8  # a symbolic link (recorded, never followed)
SPECIAL = 16  # fifo, socket or device node
MULTILINK = 32  # st_nlink > 1
DUPLINK = 64  # a hard link whose inode is already counted elsewhere: not in totals
MOUNT = 128  # (dirs) a mount point that was not entered
UNREADABLE = 256  # (dirs) permission denied: contents unknown
CONTENT_ERROR = 512  # (files) content extraction failed
SECRET = 1024  # (files) its content is a private key (found by the content pass): BLOCK, shown nowhere

HIDDEN_OR_NOISE = HIDDEN | NOISE

MIGRATIONS: list[tuple[str, object]] = [
    (
        "0001_initial",
        """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value) WITHOUT ROWID;

        CREATE TABLE roots(
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE,
            dev INTEGER,
            cross_mounts INTEGER NOT NULL DEFAULT 0,
            added_at REAL NOT NULL,
            last_scan_at REAL,
            last_scan_seconds REAL,
            last_scan_status TEXT
        );

        CREATE TABLE dirs(
            id INTEGER PRIMARY KEY,
            parent_id INTEGER,
            name TEXT NOT NULL,
            path TEXT NOT NULL UNIQUE,
            raw BLOB,
            depth INTEGER NOT NULL,
            inode INTEGER,
            dev INTEGER,
            flags INTEGER NOT NULL DEFAULT 0,
            sig INTEGER,
            own_files INTEGER NOT NULL DEFAULT 0,
            own_bytes INTEGER NOT NULL DEFAULT 0,
            rec_files INTEGER NOT NULL DEFAULT 0,
            rec_bytes INTEGER NOT NULL DEFAULT 0,
            rec_dirs INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX dirs_parent ON dirs(parent_id);

        CREATE TABLE files(
            id INTEGER PRIMARY KEY,
            dir_id INTEGER NOT NULL,
            name TEXT NOT NULL,
            ext TEXT NOT NULL,
            category INTEGER NOT NULL,
            size INTEGER NOT NULL,
            mtime_ns INTEGER NOT NULL,
            ctime_ns INTEGER NOT NULL,
            inode INTEGER NOT NULL,
            nlink INTEGER,
            flags INTEGER NOT NULL,
            raw BLOB,
            phash INTEGER,
            hash BLOB
        );

        -- own (non-recursive) totals per folder and extension
        CREATE TABLE dir_ext(
            dir_id INTEGER NOT NULL,
            ext TEXT NOT NULL,
            files INTEGER NOT NULL,
            bytes INTEGER NOT NULL,
            PRIMARY KEY(dir_id, ext)
        ) WITHOUT ROWID;

        CREATE VIRTUAL TABLE names USING fts5(
            name, content='files', content_rowid='id', tokenize='trigram', detail=none, columnsize=0
        );
        CREATE VIRTUAL TABLE dir_names USING fts5(
            name, content='dirs', content_rowid='id', tokenize='trigram', detail=none, columnsize=0
        );

        CREATE TABLE bookmarks(
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE,
            label TEXT,
            created_at REAL NOT NULL
        );

        CREATE TABLE scan_log(
            id INTEGER PRIMARY KEY,
            root TEXT NOT NULL,
            started_at REAL NOT NULL,
            finished_at REAL,
            status TEXT NOT NULL,
            added INTEGER, updated INTEGER, removed INTEGER, errors INTEGER,
            seconds REAL,
            detail TEXT
        );
        """,
    ),
]


def _split_ext_totals(conn) -> None:
    """0002: per-extension totals split into visible and hidden files, plus per-root totals."""
    conn.execute("DROP TABLE IF EXISTS dir_ext")
    conn.execute(
        "CREATE TABLE dir_ext(dir_id INTEGER NOT NULL, ext TEXT NOT NULL, hidden INTEGER NOT NULL, "
        "files INTEGER NOT NULL, bytes INTEGER NOT NULL, PRIMARY KEY(dir_id, ext, hidden)) WITHOUT ROWID"
    )
    conn.execute(
        "CREATE TABLE root_ext(root_id INTEGER NOT NULL, ext TEXT NOT NULL, hidden INTEGER NOT NULL, "
        "files INTEGER NOT NULL, bytes INTEGER NOT NULL, PRIMARY KEY(root_id, ext, hidden)) WITHOUT ROWID"
    )
    conn.execute(
        f"INSERT INTO dir_ext SELECT dir_id, ext, (flags & {HIDDEN_OR_NOISE}) != 0, count(*), sum(size) FROM files "
        f"WHERE flags & {DUPLINK} = 0 GROUP BY dir_id, ext, (flags & {HIDDEN_OR_NOISE}) != 0"
    )
    from .totals import rebuild_root_ext

    rebuild_root_ext(conn)


MIGRATIONS.append(("0002_ext_totals_by_visibility", _split_ext_totals))

MIGRATIONS.append(
    (
        "0003_content_index",
        """
        CREATE TABLE content_files(
            file_id INTEGER PRIMARY KEY,
            size INTEGER NOT NULL,
            mtime_ns INTEGER NOT NULL,
            inode INTEGER NOT NULL,
            status TEXT NOT NULL,
            error TEXT,
            chunks INTEGER NOT NULL DEFAULT 0,
            chars INTEGER NOT NULL DEFAULT 0,
            meta TEXT,
            extracted_at REAL NOT NULL
        );
        CREATE TABLE content_chunks(
            id INTEGER PRIMARY KEY,
            file_id INTEGER NOT NULL,
            seq INTEGER NOT NULL,
            loc TEXT,
            context TEXT,
            text TEXT NOT NULL
        );
        CREATE INDEX content_chunks_file ON content_chunks(file_id);
        CREATE VIRTUAL TABLE content_fts USING fts5(
            text, context, content='content_chunks', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER content_ai AFTER INSERT ON content_chunks BEGIN
            INSERT INTO content_fts(rowid, text, context) VALUES (new.id, new.text, new.context);
        END;
        CREATE TRIGGER content_ad AFTER DELETE ON content_chunks BEGIN
            INSERT INTO content_fts(content_fts, rowid, text, context) VALUES ('delete', old.id, old.text, old.context);
        END;
        """,
    )
)

MIGRATIONS.append(("0004_lazy_name_deletes", "DROP TRIGGER IF EXISTS files_ad;"))
# Chunks go into content_fts in one INSERT ... SELECT per batch (content/store.py), not a row at a time from a
# trigger: FTS5 writes out a segment at every statement savepoint, so the trigger made one segment per chunk and
# spent most of the content pass merging them (measured: 5-9 s against 2 s for 25 MB of text).
MIGRATIONS.append(("0005_content_fts_batched", "DROP TRIGGER IF EXISTS content_ai;"))

# Embeddings of content chunks for semantic search (content/embed.py), float32 BLOBs, unit length: one row per
# chunk and model (a new model embeds again). ``at`` is the file's content_files.extracted_at when embedded.
MIGRATIONS.append(
    (
        "0006_content_vectors",
        "CREATE TABLE content_vectors(model TEXT NOT NULL, chunk_id INTEGER NOT NULL, at REAL NOT NULL, "
        "dim INTEGER NOT NULL, vec BLOB NOT NULL, PRIMARY KEY(model, chunk_id)) WITHOUT ROWID;",
    )
)

# Folders by the first letter of their name and depth: the candidates for a folder name said with a slip
# ("musc" -> Music, agent/slips.py) are read from it, not from a scan of every folder (0.7 ms against 2 ms on the
# 10,000 folders of bench/understand.py's index).
MIGRATIONS.append(
    ("0007_dirs_by_initial", "CREATE INDEX IF NOT EXISTS dirs_initial ON dirs(lower(substr(name, 1, 1)), depth);")
)

# Secondary indexes on files, built in bulk after a first full scan.
FILE_INDEXES = {
    "files_dir": "CREATE INDEX IF NOT EXISTS files_dir ON files(dir_id)",
    "files_size": "CREATE INDEX IF NOT EXISTS files_size ON files(size)",
    "files_mtime": "CREATE INDEX IF NOT EXISTS files_mtime ON files(mtime_ns)",
    "files_inode": "CREATE INDEX IF NOT EXISTS files_inode ON files(inode) WHERE nlink IS NOT NULL",
}

# Keep the name indexes in step with files/dirs; dropped during bulk loads. Deleted files are *not*
# removed from ``names`` (it cost ~60 µs a row): every name candidate is verified against the live files
# row, so a stale entry never shows; the scanner counts them and rebuilds the index when they pile up.
TRIGGERS = {
    "files_ai": "CREATE TRIGGER IF NOT EXISTS files_ai AFTER INSERT ON files BEGIN "
    "INSERT INTO names(rowid, name) VALUES (new.id, new.name); END",
    "files_au": "CREATE TRIGGER IF NOT EXISTS files_au AFTER UPDATE OF name ON files BEGIN "
    "INSERT INTO names(names, rowid, name) VALUES ('delete', old.id, old.name); "
    "INSERT INTO names(rowid, name) VALUES (new.id, new.name); END",
    "dirs_ai": "CREATE TRIGGER IF NOT EXISTS dirs_ai AFTER INSERT ON dirs BEGIN "
    "INSERT INTO dir_names(rowid, name) VALUES (new.id, new.name); END",
    "dirs_ad": "CREATE TRIGGER IF NOT EXISTS dirs_ad AFTER DELETE ON dirs BEGIN "
    "INSERT INTO dir_names(dir_names, rowid, name) VALUES ('delete', old.id, old.name); END",
}
