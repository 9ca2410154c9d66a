"""Build a synthetic, realistic-looking file tree for benchmarks.

Files are created sparse (os.truncate), so a 1M-file tree with varied apparent
sizes takes little real disk. Deterministic for a given seed.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

WORDS = [
    "invoice",
    "report",
    "draft",
    "final",
    "notes",
    "budget",
    "photo",
    "holiday",
    "scan",
    "project",
    "meeting",
    "summary",
    "contract",
    "letter",
    "resume",
    "thesis",
    "paper",
    "slides",
    "backup",
    "export",
    "data",
    "log",
    "config",
    "readme",
    "index",
    "main",
    "test",
    "utils",
    "model",
    "chart",
    "plan",
    "agenda",
    "minutes",
    "receipt",
    "statement",
    "tax",
    "ahmed",
    "maria",
    "john",
    "berlin",
    "paris",
    "q1",
    "q2",
    "q3",
    "q4",
    "2021",
    "2022",
    "2023",
    "2024",
    "2025",
]
EXTS = (
    [".pdf"] * 6
    + [".docx"] * 3
    + [".xlsx"] * 2
    + [".pptx"]
    + [".txt"] * 5
    + [".md"] * 3
    + [".jpg"] * 8
    + [".png"] * 4
    + [".mp4"]
    + [".mp3"] * 2
    + [".zip"]
    + [".py"] * 6
    + [".js"] * 4
    + [".json"] * 3
    + [".csv"] * 2
    + [".html"] * 2
    + [""] * 2
    + [".log"] * 2
)
DIR_WORDS = [
    "Documents",
    "Downloads",
    "Pictures",
    "Music",
    "Videos",
    "Desktop",
    "projects",
    "src",
    "lib",
    "docs",
    "assets",
    "archive",
    "2023",
    "2024",
    "2025",
    "work",
    "personal",
    "finances",
    "taxes",
    "photos",
    "holiday",
    "clients",
    "misc",
    "build",
    "data",
    "reports",
    "drafts",
    "old",
    "shared",
]


def _size(rng: random.Random) -> int:
    # log-uniform-ish: many small files, a few big ones
    r = rng.random()
    if r < 0.02:
        return 0
    if r < 0.90:
        return int(10 ** rng.uniform(1, 5.5))
    if r < 0.995:
        return int(10 ** rng.uniform(5.5, 7.5))
    return int(10 ** rng.uniform(7.5, 9.3))


def build(root: Path, files: int, dirs: int | None = None, seed: int = 42) -> dict:
    rng = random.Random(seed)
    dirs = dirs or max(1, files // 100)
    root.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    # nested folders: each new folder goes under a random existing one, biased
    # to shallow parents so depth stays realistic (mostly 2-8 levels)
    folders = [root]
    for i in range(dirs - 1):
        parent = folders[int(len(folders) * rng.random() ** 2)]
        name = f"{rng.choice(DIR_WORDS)}_{i}" if rng.random() < 0.7 else f"{rng.choice(WORDS)} {i}"
        d = parent / name
        d.mkdir()
        folders.append(d)
    now = time.time()
    for i in range(files):
        d = folders[rng.randrange(len(folders))]
        stem = "_".join(rng.sample(WORDS, rng.randint(1, 3)))
        name = f"{stem}_{i}{rng.choice(EXTS)}"
        p = d / name
        fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        size = _size(rng)
        if size:
            os.ftruncate(fd, size)
        os.close(fd)
        age = rng.random() ** 2 * 5 * 365 * 86400
        os.utime(p, (now - age, now - age))
    return {"files": files, "dirs": dirs, "seconds": round(time.time() - t0, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("root", type=Path)
    ap.add_argument("--files", type=int, default=1_000_000)
    ap.add_argument("--dirs", type=int, default=None)
    ap.add_argument("--seed", type=int, default=42)
    a = ap.parse_args()
    print(build(a.root, a.files, a.dirs, a.seed))


if __name__ == "__main__":
    main()
