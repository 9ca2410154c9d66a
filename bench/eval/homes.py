"""Two generated home folders for the held-out question set (issue 11).

Each generator returns a list of `Entry` (relative path, size in bytes, age in
days before "now", optional text). `write_tree(root, entries)` writes the tree
with real sizes (the first 4 KiB filled with bytes unique to the file, or to its
duplicate group, the rest left sparse) and real mtimes, so answers can be
computed from the list.

Ages are relative to the moment the tree is written, except entries whose age is
given as a month-day anchor ("11-17"): those get the most recent such date
(12:00 local time) that is at least one day in the past.

Deterministic: the same list every time (seeded random).
"""

from __future__ import annotations

import datetime as _dt
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path

KB = 1000
MB = 1000 * KB
GB = 1000 * MB

NOISE_DIRS = {".git", "node_modules", "__pycache__", ".venv", ".cache", ".pytest_cache", ".mypy_cache"}


@dataclass(frozen=True)
class Entry:
    path: str  # relative to the home, "/" separated
    size: int
    age: float | str  # days before now, or "MM-DD" anchor
    text: str | None = None
    dup: str | None = None  # duplicate group key: same key = same bytes

    @property
    def name(self) -> str:
        return self.path.rsplit("/", 1)[-1]

    @property
    def hidden_or_noise(self) -> bool:
        parts = self.path.split("/")
        return any(p.startswith(".") for p in parts) or any(p in NOISE_DIRS for p in parts)


def anchor_ts(md: str, now: float | None = None) -> float:
    now = time.time() if now is None else now
    today = _dt.datetime.fromtimestamp(now)
    month, day = (int(x) for x in md.split("-"))
    year = today.year
    while True:
        d = _dt.datetime(year, month, day, 12, 0, 0)
        if d.timestamp() <= now - 86400:
            return d.timestamp()
        year -= 1


def mtime_of(e: Entry, now: float | None = None) -> float:
    now = time.time() if now is None else now
    if isinstance(e.age, str):
        return anchor_ts(e.age, now)
    return now - e.age * 86400


def age_days(e: Entry, now: float | None = None) -> float:
    now = time.time() if now is None else now
    return (now - mtime_of(e, now)) / 86400


def _content(e: Entry) -> bytes:
    if e.text is not None:
        return e.text.encode("utf-8")
    rng = random.Random("dup:" + e.dup if e.dup else "path:" + e.path)
    return rng.randbytes(min(e.size, 4096))


def write_tree(root: str | os.PathLike, entries: list[Entry], now: float | None = None) -> None:
    now = time.time() if now is None else now
    root = Path(root)
    for e in entries:
        p = root / e.path
        p.parent.mkdir(parents=True, exist_ok=True)
        data = _content(e)
        with open(p, "wb") as fh:
            fh.write(data)
            if e.size > len(data):
                fh.truncate(e.size)
        t = mtime_of(e, now)
        os.utime(p, (t, t))


def _check(entries: list[Entry]) -> list[Entry]:
    seen = set()
    for e in entries:
        assert e.path not in seen, e.path
        seen.add(e.path)
        if e.text is not None:
            assert len(e.text.encode("utf-8")) == e.size, e.path
    return entries


def T(path: str, age: float | str, text: str) -> Entry:
    """A text document whose size is its content."""
    return Entry(path, len(text.encode("utf-8")), age, text)


# --------------------------------------------------------------------------- family


def family() -> list[Entry]:
    r = random.Random(11)
    E: list[Entry] = []
    a = E.append

    # Documents / Taxes
    a(Entry("Documents/Taxes/2023/tax_return_2023.pdf", 1_450_000, 560))
    a(Entry("Documents/Taxes/2023/W-2_2023.pdf", 182_000, 640))
    a(Entry("Documents/Taxes/2023/1099-INT_2023.pdf", 96_000, 630))
    a(Entry("Documents/Taxes/2024/tax_return_2024.pdf", 1_830_000, 215, dup="taxret24"))
    a(Entry("Documents/Taxes/2024/W-2_2024.pdf", 188_000, 290))
    a(Entry("Documents/Taxes/2024/receipts_2024.xlsx", 64_000, 240))
    a(Entry("Documents/Taxes/2024/charitable donations 2024.xlsx", 23_500, 250))
    a(Entry("Documents/Taxes/2025/estimated_payments_2025.xlsx", 31_000, 40))
    # Documents / Invoices
    a(Entry("Documents/Invoices/Invoice_Ahmed_Plumbing_2026-11-12.pdf", 212_000, 10))
    a(Entry("Documents/Invoices/invoice_ahmed_2025-06.pdf", 198_000, 520))
    a(Entry("Documents/Invoices/Invoice_Müller_Elektro_2026-03-02.pdf", 341_000, 265))
    a(Entry("Documents/Invoices/invoice from Zoë Lefèvre - piano lessons Oct 2026.pdf", 88_000, 28))
    a(Entry("Documents/Invoices/Garcia Roofing quote.pdf", 455_000, 95))
    a(Entry("Documents/Invoices/Dr Okafor dental invoice.pdf", 120_000, 150))
    # Documents / School
    a(Entry("Documents/School/Emma - school trip permission slip.pdf", 140_000, 35))
    a(Entry("Documents/School/Lycée Jean-Jaurès - bulletin T1 2026.pdf", 260_000, 3))
    a(
        T(
            "Documents/School/parent teacher conference notes.txt",
            "11-17",
            "Parent-teacher conference with Mme Durand.\nEmma is doing well in maths; needs to read more in English.\n"
            "Noah: talk to the swimming coach about the Saturday schedule.\n",
        )
    )
    a(Entry("Documents/School/Noah report card 2025.pdf", 230_000, 330))
    a(Entry("Documents/School/school lunch menu november.pdf", 75_000, 22))
    # Documents / House
    a(Entry("Documents/House/lease_agreement_2024.pdf", 2_400_000, 700))
    a(
        T(
            "Documents/House/lease renewal 2026.txt",
            52,
            "Lease renewal, 14 Rue des Lilas.\nThe landlord proposes a rent of 1,340 EUR from January 2027.\n"
            "The boiler must be serviced before the renewal is signed.\n",
        )
    )
    a(Entry("Documents/House/home insurance policy.pdf", 980_000, 400))
    a(Entry("Documents/House/mortgage statement 2026-10.pdf", 150_000, 20))
    a(
        T(
            "Documents/House/boiler repair.txt",
            130,
            "Called the boiler company on 12 July. Technician: Ahmed. Part replaced: pressure valve. Cost 180 EUR.\n",
        )
    )
    # Documents / Work
    a(Entry("Documents/Work/report_v1.docx", 410_000, 90))
    a(Entry("Documents/Work/report_v2.docx", 432_000, 60))
    a(Entry("Documents/Work/report_v2_final.docx", 447_000, 45, dup="rep2final"))
    a(Entry("Documents/Work/report_v2_final (1).docx", 447_000, 44, dup="rep2final"))
    a(Entry("Documents/Work/budget 2026.xlsx", 77_000, 12))
    a(Entry("Documents/Work/résumé_Sophie_2026.docx", 56_000, 180))
    a(Entry("Documents/Work/quarterly slides Q3.pptx", 5_600_000, 55))
    # Documents / Recipes
    a(
        T(
            "Documents/Recipes/grandma's lasagna.txt",
            900,
            "Grandma's lasagna\n500 g minced beef, 1 onion, 2 cans tomatoes, bechamel, 12 sheets pasta.\n"
            "Bake 45 minutes at 180 C.\n",
        )
    )
    a(
        T(
            "Documents/Recipes/banana bread.txt",
            300,
            "Banana bread: 3 ripe bananas, 75 g melted butter, 150 g sugar, 1 egg, 190 g flour. 60 min at 175 C.\n",
        )
    )
    a(Entry("Documents/Medical/vaccination record Emma.pdf", 310_000, 480))
    a(Entry("Documents/Medical/Noah allergy test results.pdf", 205_000, 75))
    for i in range(24):
        y, m = divmod(2026 * 12 + 10 - 1 - i, 12)
        a(Entry(f"Documents/Bank/statement_{y}-{m + 1:02d}.pdf", r.randint(90_000, 180_000), 23 + i * 30.4))
    a(Entry("Documents/Untitled Document.txt", 0, 100))
    a(T("Documents/passport numbers reminder.txt", 600, "Renew Noah's passport before March.\n"))

    # Pictures
    shots = []
    for i in range(28):
        age = 1 + i * 7.3 + r.random()
        d = _dt.date(2026, 11, 23) - _dt.timedelta(days=int(age))
        name = f"Screenshot {d.isoformat()} at {r.randint(8, 22):02d}.{r.randint(0, 59):02d}.{r.randint(0, 59):02d}.png"
        shots.append(Entry(f"Pictures/Screenshots/{name}", r.randint(180_000, 2_400_000), age))
    E += shots
    for i in range(82):
        a(
            Entry(
                f"Pictures/2024/Summer Vacation Algarve/IMG_{4400 + i}.jpg",
                r.randint(2_000_000, 4_500_000),
                480 + i * 0.02,
            )
        )
    for i in range(40):
        a(Entry(f"Pictures/2025/Christmas/IMG_{7100 + i}.jpg", r.randint(2_200_000, 4_800_000), 333 + i * 0.01))
    for i in range(30):
        ext = "HEIC" if i % 3 == 0 else "jpg"
        a(Entry(f"Pictures/2026/Emma birthday/IMG_{9300 + i}.{ext}", r.randint(1_500_000, 3_900_000), 160 + i * 0.01))
    a(Entry("Pictures/2024/Summer Vacation Algarve/IMG_4521.jpg", 3_912_345, 479, dup="img4521"))
    for i in range(40):
        a(
            Entry(
                f"Pictures/Camera Roll/PXL_2026{r.randint(101, 1030):04d}_{r.randint(0, 235959):06d}.jpg",
                r.randint(1_800_000, 5_200_000),
                30 + i * 2.9,
            )
        )
    for n in ("mountain lake.jpg", "aurora 4k.jpg", "beach sunset.png"):
        a(Entry(f"Pictures/Wallpapers/{n}", r.randint(3_000_000, 9_000_000), 600))

    # Music
    albums = {
        "Fleetwood Mac/Rumours": [
            "Second Hand News",
            "Dreams",
            "Never Going Back Again",
            "Don't Stop",
            "Go Your Own Way",
            "Songbird",
            "The Chain",
            "You Make Loving Fun",
            "I Don't Want to Know",
            "Oh Daddy",
            "Gold Dust Woman",
        ],
        "Stromae/Multitude": [
            "Invaincu",
            "Santé",
            "La solassitude",
            "Fils de joie",
            "L'enfer",
            "C'est que du bonheur",
            "Pas vraiment",
            "Riez",
            "Mon amour",
            "Bonne journée",
            "Mauvaise journée",
            "Déclaration",
        ],
        "Adele/30": [
            "Strangers by Nature",
            "Easy on Me",
            "My Little Love",
            "Cry Your Heart Out",
            "Oh My God",
            "Can I Get It",
            "I Drink Wine",
            "All Night Parking",
            "Woman Like Me",
            "Hold On",
            "To Be Loved",
            "Love Is a Game",
        ],
        "Rosalía/Motomami": [
            "Saoko",
            "Candy",
            "La Fama",
            "Bulerías",
            "Chicken Teriyaki",
            "Hentai",
            "Bizcochito",
            "G3 N15",
            "Motomami",
            "Diablo",
            "Delirio de grandeza",
            "Cuuuuuuuuuute",
        ],
    }
    for album, tracks in albums.items():
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{album}/{i:02d} {t}.mp3", r.randint(3_000_000, 11_000_000), 900 + r.random() * 30))
    pods = {
        "The Daily": [
            f"The Daily {d}.mp3" for d in ("2026-11-02", "2026-11-09", "2026-11-13", "2026-11-16", "2026-11-20")
        ],
        "Radiolab": ["Radiolab - The Cataclysm Sentence.mp3", "Radiolab - Octomom.mp3", "Radiolab - The Bad Show.mp3"],
        "Les Couilles sur la table": ["LCST ep 112.mp3", "LCST ep 113.mp3"],
    }
    for show, eps in pods.items():
        for i, ep in enumerate(eps):
            a(Entry(f"Music/Podcasts/{show}/{ep}", r.randint(38_000_000, 72_000_000), 3 + i * 5 + r.random()))
    a(Entry("Music/Audiobooks/Harry Potter 1 - Part 1.m4b", 285_000_000, 700))
    a(Entry("Music/Audiobooks/Harry Potter 1 - Part 2.m4b", 271_000_000, 700))
    a(Entry("Music/Voice Memos/Noah piano practice.m4a", 4_100_000, 9))

    # Videos
    a(Entry("Videos/Emma recital 2025.mp4", 1_420_000_000, 360))
    a(Entry("Videos/Holiday Algarve 2024.mov", 2_230_000_000, 478))
    a(Entry("Videos/Noah first steps.mp4", 640_000_000, 2900))
    a(Entry("Videos/Movies/The Incredibles.mkv", 1_870_000_000, 1100))
    a(Entry("Videos/Movies/Coco (2017).mkv", 2_050_000_000, 1000))
    a(Entry("Videos/Christmas 2025 family call.mp4", 380_000_000, 331))

    # Downloads
    dl = [
        ("Zoom_6.2.5.dmg", 118_000_000, 400),
        ("GoogleChromeSetup.exe", 1_400_000, 380),
        ("Firefox Setup 132.0.exe", 61_000_000, 200),
        ("VSCodeUserSetup-x64-1.95.0.exe", 96_000_000, 25),
        ("SpotifySetup.exe", 1_200_000, 4),
        ("OBS-Studio-30.2-Windows.zip", 142_000_000, 150),
        ("photos_backup_2019.zip", 3_400_000_000, 2100),
        ("tax_docs_2021.zip", 48_000_000, 1050),
        ("Archive (2).zip", 12_500_000, 800),
        ("boarding_pass_LIS.pdf", 95_000, 482),
        ("IKEA_receipt_2026-11-19.pdf", 61_000, 4),
        ("Invoice_Ahmed_Plumbing_2026-11-12.pdf", 212_000, 6),
        ("school_photo_order_form.pdf", 130_000, 2),
        ("tax_return_2024 (1).pdf", 1_830_000, 214),
        ("IMG_4521 (1).jpg", 3_912_345, 200),
        ("LibreOffice_24.8.2_Win_x86-64.msi", 345_000_000, 90),
        ("TeamViewer_Setup_x64.exe", 78_000_000, 700),
        ("kids_summer_camp_brochure.pdf", 4_300_000, 130),
        ("recipes-main.zip", 2_100_000, 600),
        ("Untitled.txt", 0, 300),
    ]
    for name, size, age in dl:
        dup = {"tax_return_2024 (1).pdf": "taxret24", "IMG_4521 (1).jpg": "img4521"}.get(name)
        if name.startswith("Invoice_Ahmed"):
            dup = "ahmed1112"
        a(Entry(f"Downloads/{name}", size, age, dup=dup))
    # make the Documents copy of Ahmed's invoice identical to the Downloads one
    E[:] = [
        Entry(e.path, e.size, e.age, e.text, "ahmed1112")
        if e.path.endswith("Invoice_Ahmed_Plumbing_2026-11-12.pdf")
        else e
        for e in E
    ]

    # Desktop mess
    a(
        T(
            "Desktop/todo.txt",
            0.05,
            "- call Ahmed about the leak\n- sign Emma's permission slip\n- renew car insurance\n",
        )
    )
    a(Entry("Desktop/IMG_4521.jpg", 3_912_345, 200, dup="img4521"))
    a(Entry("Desktop/Copy of budget 2026.xlsx", 76_500, 11))
    a(Entry("Desktop/scan0001.pdf", 1_100_000, 70))
    a(Entry("Desktop/scan0002.pdf", 1_250_000, 70))
    a(Entry("Desktop/diagram.png", 420_000, 30))
    a(Entry("Desktop/meme.png", 210_000, 0.1))
    a(Entry("Desktop/New Text Document.txt", 0, 0.2))
    a(Entry("Desktop/old stuff/letter to landlord.docx", 45_000, 800))
    a(Entry("Desktop/old stuff/cv_2019.doc", 66_000, 2500))

    # dotfiles and caches (hidden / noise)
    a(T(".bashrc", 800, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".config/gtk-3.0/settings.ini", 400, "[Settings]\ngtk-theme-name=Adwaita\n"))
    a(T(".config/vlc/vlcrc", 500, "[core]\nvolume=256\n"))
    for _i in range(30):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(20_000, 90_000), r.random() * 30))
    return _check(E)


# --------------------------------------------------------------------------- developer


def developer() -> list[Entry]:
    r = random.Random(22)
    E: list[Entry] = []
    a = E.append

    def git_repo(base: str, n_objects: int, age: float) -> None:
        a(T(f"{base}/.git/HEAD", age, "ref: refs/heads/main\n"))
        a(T(f"{base}/.git/config", age, "[core]\n\trepositoryformatversion = 0\n"))
        a(Entry(f"{base}/.git/index", r.randint(4_000, 60_000), age))
        for _i in range(n_objects):
            h = f"{r.getrandbits(160):040x}"
            a(Entry(f"{base}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 90_000), age + r.random() * 100))
        a(
            Entry(
                f"{base}/.git/objects/pack/pack-{r.getrandbits(160):040x}.pack",
                r.randint(2_000_000, 30_000_000),
                age + 30,
            )
        )

    # projects/webshop: a TypeScript app
    git_repo("projects/webshop", 40, 1)
    a(
        T(
            "projects/webshop/package.json",
            2,
            '{"name": "webshop", "version": "2.3.1", "dependencies": {"react": "^18.3.1", "stripe": "^14.2.0"}}\n',
        )
    )
    a(T("projects/webshop/README.md", 30, "# webshop\n\nA small React shop. Payments go through Stripe.\n"))
    for n in ("App", "Cart", "Checkout", "ProductList", "ProductCard", "api", "store", "hooks", "utils", "theme"):
        a(Entry(f"projects/webshop/src/{n}.tsx", r.randint(800, 14_000), 0.3 + r.random() * 20))
    for n in ("Cart.test", "Checkout.test", "api.test"):
        a(Entry(f"projects/webshop/src/__tests__/{n}.tsx", r.randint(800, 6_000), 15))
    pkgs = [
        "react",
        "react-dom",
        "stripe",
        "lodash",
        "axios",
        "typescript",
        "vite",
        "esbuild",
        "@babel/core",
        "zod",
        "jest",
        "eslint",
        "prettier",
        "date-fns",
        "uuid",
    ]
    for p in pkgs:
        for f in (
            "package.json",
            "README.md",
            "index.js",
            "LICENSE",
            "dist/index.js",
            "dist/index.d.ts",
            "lib/util.js",
            "lib/core.js",
            "CHANGELOG.md",
        ):
            a(Entry(f"projects/webshop/node_modules/{p}/{f}", r.randint(300, 400_000), 20 + r.random()))
    a(Entry("projects/webshop/node_modules/esbuild/bin/esbuild", 9_800_000, 20))

    # projects/ml-experiments: python
    git_repo("projects/ml-experiments", 30, 3)
    for n in ("train", "evaluate", "dataset", "model", "utils", "config"):
        a(Entry(f"projects/ml-experiments/src/{n}.py", r.randint(1_500, 18_000), 3 + r.random() * 30))
        a(Entry(f"projects/ml-experiments/src/__pycache__/{n}.cpython-311.pyc", r.randint(1_000, 15_000), 3))
    for n in ("01_explore", "02_baseline", "03_transformer", "04_error_analysis"):
        a(Entry(f"projects/ml-experiments/notebooks/{n}.ipynb", r.randint(200_000, 6_000_000), 10 + r.random() * 60))
    a(T("projects/ml-experiments/requirements.txt", 50, "torch==2.4.1\nnumpy==1.26.4\npandas==2.2.2\n"))
    a(
        T(
            "projects/ml-experiments/README.md",
            45,
            "# ml-experiments\n\nTaxi fare prediction. Baseline RMSE 4.1, transformer RMSE 3.2.\n",
        )
    )
    for i in range(12):
        a(Entry(f"projects/ml-experiments/checkpoints/epoch_{i:02d}.pt", 412_000_000 + i * 1000, 8 + (12 - i)))
    for i in range(40):
        a(
            Entry(
                f"projects/ml-experiments/.venv/lib/python3.11/site-packages/pkg{i}/__init__.py",
                r.randint(100, 50_000),
                50,
            )
        )

    # projects/rust-cli
    git_repo("projects/rust-cli", 20, 60)
    a(T("projects/rust-cli/Cargo.toml", 60, '[package]\nname = "tidy"\nversion = "0.4.0"\nedition = "2021"\n'))
    for n in ("main", "args", "walk", "report"):
        a(Entry(f"projects/rust-cli/src/{n}.rs", r.randint(1_000, 20_000), 60 + r.random() * 10))
    a(Entry("projects/rust-cli/target/release/tidy", 6_400_000, 60))
    a(Entry("projects/rust-cli/target/debug/tidy", 48_000_000, 61))
    for _i in range(25):
        a(
            Entry(
                f"projects/rust-cli/target/debug/deps/lib{r.getrandbits(32):08x}.rlib",
                r.randint(100_000, 9_000_000),
                61,
            )
        )

    # projects/thesis: LaTeX
    a(
        T(
            "projects/thesis/main.tex",
            400,
            "\\documentclass{report}\n\\begin{document}\n\\input{chapters/intro}\n\\end{document}\n",
        )
    )
    for n in ("intro", "related_work", "method", "results", "conclusion"):
        a(Entry(f"projects/thesis/chapters/{n}.tex", r.randint(8_000, 60_000), 400 + r.random() * 30))
    for n in ("architecture", "loss_curve", "confusion_matrix", "ablation"):
        a(Entry(f"projects/thesis/figures/{n}.pdf", r.randint(40_000, 900_000), 410))
    a(Entry("projects/thesis/thesis_v3_final.pdf", 7_800_000, 395))
    a(Entry("projects/thesis/thesis_v3_final_FINAL.pdf", 7_820_000, 390))
    a(Entry("projects/thesis/references.bib", 64_000, 420))

    # datasets
    a(Entry("datasets/imagenet_subset.tar", 3_200_000_000, 200))
    a(Entry("datasets/taxi_trips_2024.parquet", 850_000_000, 180, dup="taxi24"))
    a(Entry("datasets/census_2020.csv", 120_000_000, 500))
    a(T("datasets/sample.csv", 7, "id,fare,distance\n1,12.5,3.2\n2,8.0,1.9\n3,22.75,7.4\n"))
    a(Entry("datasets/taxi_trips_2023.parquet", 790_000_000, 500))
    a(Entry("datasets/old/taxi_trips_2024_copy.parquet", 850_000_000, 170, dup="taxi24"))
    a(
        T(
            "datasets/README.md",
            180,
            "# datasets\n\nTaxi trips from the city open data portal. Census from the 2020 release.\n",
        )
    )

    # notes in markdown
    a(
        T(
            "notes/2026-11-17 standup.md",
            "11-17",
            "# Standup 17 Nov\n\n- webshop: Stripe webhook retries still failing\n- ml: transformer beats baseline\n",
        )
    )
    for i in range(18):
        d = _dt.date(2026, 11, 23) - _dt.timedelta(days=14 + i * 9)
        a(
            T(
                f"notes/meetings/{d.isoformat()} team sync.md",
                14 + i * 9 + 0.4,
                f"# Team sync {d.isoformat()}\n\n- items\n",
            )
        )
    a(
        T(
            "notes/kubernetes cheatsheet.md",
            240,
            "# Kubernetes\n\nkubectl get pods -A\nkubectl logs -f deploy/api\nkubectl rollout restart deploy/api\n",
        )
    )
    a(T("notes/ideas.md", 1.5, "# Ideas\n\n- a CLI that finds duplicate photos\n- learn Zig\n"))
    a(
        T(
            "notes/reading list.md",
            90,
            "# Reading list\n\n- Designing Data-Intensive Applications\n- Crafting Interpreters\n",
        )
    )
    a(T("notes/postgres tuning.md", 320, "# Postgres tuning\n\nshared_buffers = 25% of RAM\nwork_mem per sort\n"))
    a(T("notes/todo.md", 0.1, "# TODO\n\n- renew the TLS certificate for the webshop\n- back up the thesis\n"))
    a(Entry("notes/empty.md", 0, 30))

    # Downloads
    dl = [
        ("ubuntu-24.04.1-desktop-amd64.iso", 6_114_656_256, 95),
        ("jetbrains-toolbox-2.5.1.tar.gz", 98_000_000, 300),
        ("docker-desktop-4.35.0-amd64.deb", 432_000_000, 40),
        ("code_1.95.3-1731513102_amd64.deb", 104_000_000, 5),
        ("attention_is_all_you_need.pdf", 2_215_000, 600),
        ("attention_is_all_you_need (1).pdf", 2_215_000, 300),
        ("node-v22.11.0-linux-x64.tar.xz", 29_000_000, 25),
        ("Slack-4.41.97-amd64.deb", 83_000_000, 3),
        ("old_project_backup_2021.zip", 1_900_000_000, 1300),
        ("invoice_2026-10_ClientCo.pdf", 140_000, 30),
        ("screenshot_bug_1234.png", 640_000, 4),
        ("postgresql-16.4-1-windows-x64.exe", 350_000_000, 700),
        ("dataset_preview.csv", 4_800_000, 2),
    ]
    for name, size, age in dl:
        dup = "attention" if name.startswith("attention_is_all") else None
        a(Entry(f"Downloads/{name}", size, age, dup=dup))

    # VMs
    a(Entry("VMs/windows11.qcow2", 41_200_000_000, 33))
    a(Entry("VMs/ubuntu-server.vdi", 12_300_000_000, 150))
    a(Entry("VMs/debian12.vmdk", 8_700_000_000, 410))

    # Documents
    a(Entry("Documents/contract_freelance_2025.pdf", 380_000, 330))
    a(Entry("Documents/invoice_2026-10_ClientCo.pdf", 140_000, 29))
    a(Entry("Documents/payslip_2026-10.pdf", 95_000, 24))

    # dotfiles / config (hidden) and caches (noise)
    a(T(".bashrc", 400, 'export EDITOR=nvim\nalias gs="git status"\n'))
    a(T(".zshrc", 200, "plugins=(git docker)\n"))
    a(T(".gitconfig", 500, "[user]\n\tname = Kai Tanaka\n"))
    a(T(".config/nvim/init.lua", 14, "vim.opt.number = true\nvim.opt.relativenumber = true\n"))
    a(T(".config/Code/User/settings.json", 6, '{"editor.fontSize": 14, "files.autoSave": "onFocusChange"}\n'))
    a(T(".config/git/ignore", 500, "*.pyc\nnode_modules/\n"))
    a(
        T(
            ".ssh/known_hosts",
            100,
            "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\n",
        )
    )
    for _i in range(35):
        a(
            Entry(
                f".cache/pip/http-v2/{r.getrandbits(32):08x}/{r.getrandbits(64):016x}",
                r.randint(10_000, 3_000_000),
                r.random() * 90,
            )
        )
    return _check(E)


HOMES = {"family": family, "developer": developer}


def human(n: float) -> str:
    """Decimal units, one decimal, as `filescout` and most people write them."""
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if abs(n) < 1000 or unit == "TB":
            return f"{n:.0f} B" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000
    raise AssertionError


def _more_homes() -> None:
    """Homes defined in other modules of this folder (homes_*.py, each with its own HOMES) join the list."""
    import importlib

    for f in sorted(Path(__file__).parent.glob("homes_*.py")):
        HOMES.update(importlib.import_module(f.stem).HOMES)


_more_homes()

if __name__ == "__main__":
    for k, fn in HOMES.items():
        es = fn()
        print(k, len(es), "files", human(sum(e.size for e in es)))
