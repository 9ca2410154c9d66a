"""A generated home for the held-out set X (heldout_x.jsonl): Noor Haddad, a children's-book illustrator, and her
husband Callum Fraser, a self-published fantasy author who also teaches guitar, with their daughter Layla (3).

Shape: Illustration/Books/<publisher - title> (roughs as .psd/.procreate, scanned sketches as .tif/.TIF, final
artwork as huge TIFFs and layered PSDs named "spread 04-05 FINAL", text from the editor, a layout dummy), three books
at different stages (Little Tiger's Pip the Puffin, long published; Nosy Crow's Grandpa's Lighthouse, published in
2025; Walker's The Owl Who Lost Her Hoot, final artwork under way; Templar's Mina and the Moon Kite, early roughs);
Illustration/Contracts & Royalties (a contract per publisher, royalty statements by half-year), a portfolio site
export (html/css/images, with a small .git and node_modules of its theme), school-visit slides (.pptx/.key), invoices
numbered "NH-2025-0NN"/"NH-2026-0NN", sketchbook scans by year (.tif). Writing/ (Callum's three books: the
published Salt Throne and Iron Tide, the work in progress Book 3 - The Ember Crown with chapters as .docx and a
Scrivener project bundle, cover files, notes), Writing/KDP reports (a csv a month), the Salt Throne audiobook (.wav
masters, .mp3 chapters), a Mailchimp newsletter folder. Guitar/ (lesson plans, student lists and payments as .xlsx,
lesson notes per student, backing tracks .mp3, tabs). Family: Pictures/Layla (nursery photos .jpg/.HEIC and videos
.MOV, her drawings scanned), Documents/Layla (a "first words" note, nursery forms, the red book), Pictures of
Beirut and Ullapool, Videos; Admin (tax by year, house, car); Downloads clutter (installers, zips, "(1)" copies
that are exact duplicates of files elsewhere, an unfinished .crdownload, an empty file); Desktop clutter; hidden
dotfiles, .ssh keys and caches. Arabic and Scottish names (Noor, Haddad, Teta, Beirut, Ullapool, Mairi, Eilidh),
accents (Zoë, Café), spaces and "&", upper-case extensions, empty files.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set X's questions (BAD_WINDOWS, checked by `_check_illustrator`); the only
files dated Nov 19 are month-day anchors ("11-19"). Hidden files and noise folders hold well under 1% of the bytes,
so a total with or without them rounds the same.
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 24)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set X's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-07-01",
    "2026-06-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(3.4, 7.8)]  # Nov 19 (a named day, only its anchors) and the week


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def _img_name(r: random.Random, age: float) -> str:
    d = iso_of(age)
    return f"IMG_{d:%Y%m%d}_{r.randint(9, 21):02d}{r.randint(0, 59):02d}{r.randint(10, 59):02d}.jpg"


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


IL = "Illustration"
BK = "Illustration/Books"
OWL = "Illustration/Books/Walker - The Owl Who Lost Her Hoot"
GL = "Illustration/Books/Nosy Crow - Grandpa's Lighthouse"
PIP = "Illustration/Books/Little Tiger - Pip the Puffin"
MINA = "Illustration/Books/Templar - Mina and the Moon Kite"
CR = "Illustration/Contracts & Royalties"
WR = "Writing"
B1 = "Writing/Book 1 - The Salt Throne"
B2 = "Writing/Book 2 - The Iron Tide"
B3 = "Writing/Book 3 - The Ember Crown"
AB = "Writing/Audiobook - The Salt Throne"
GT = "Guitar"

SPREADS = [f"{p:02d}-{p + 1:02d}" for p in range(2, 32, 2)]  # 02-03 … 30-31


def illustrator() -> list[Entry]:
    r = random.Random(2411)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Walker: The Owl Who Lost Her Hoot (current)
    # roughs: one layered .psd per spread, June-August 2026, and a cover rough
    for i, sp in enumerate(SPREADS):
        a(
            Entry(
                f"{OWL}/Roughs/rough spread {sp}.psd", r.randint(38 * MB, 96 * MB), _clear(ago("2026-06-08") - i * 4.1)
            )
        )
    a(Entry(f"{OWL}/Roughs/cover rough v1.psd", 71 * MB, _clear(ago("2026-08-20"))))
    a(Entry(f"{OWL}/Roughs/cover rough v2.psd", 84 * MB, _clear(ago("2026-09-15"))))
    a(Entry(f"{OWL}/Roughs/owl thumbnails.procreate", 46 * MB, _clear(ago("2026-05-12"))))
    a(Entry(f"{OWL}/Roughs/owl character studies.procreate", 58 * MB, _clear(ago("2026-05-19"))))
    # scanned pencil sketches
    for i in range(9):
        a(
            Entry(
                f"{OWL}/Sketches/owl sketches {i + 1:02d}.tif",
                r.randint(22 * MB, 61 * MB),
                _clear(ago("2026-04-20") - i * 2.2),
            )
        )
    a(Entry(f"{OWL}/Sketches/Hoot character sheet.TIF", 74 * MB, _clear(ago("2026-05-04"))))
    a(Entry(f"{OWL}/Sketches/woodland background studies.TIF", 66 * MB, _clear(ago("2026-05-26"))))
    # final artwork: spreads 02-03 … 14-15 finished (a flattened TIFF and a layered PSD each), 16-17 and 18-19 under way
    final_dates = ["2026-09-21", "2026-09-29", "2026-10-09", "2026-10-17", "2026-10-27", "2026-11-06", "2026-11-12"]
    for sp, d in zip(SPREADS[:7], final_dates, strict=True):
        age = _clear(ago(d))
        a(Entry(f"{OWL}/Final artwork/spread {sp} FINAL.tif", r.randint(380 * MB, 520 * MB), age))
        a(Entry(f"{OWL}/Final artwork/spread {sp} FINAL.psd", r.randint(1_100 * MB, 1_900 * MB), age + 0.1))
    a(Entry(f"{OWL}/Final artwork/spread 16-17 WIP.psd", 1_480 * MB, "11-19"))
    a(Entry(f"{OWL}/Final artwork/spread 18-19 WIP.psd", 1_230 * MB, 1.2))
    a(Entry(f"{OWL}/Text/Owl text v4.docx", 38 * KB, _clear(ago("2026-03-10"))))
    a(Entry(f"{OWL}/Text/Owl text v5 - notes from Zoë.docx", 41 * KB, _clear(ago("2026-06-02"))))
    a(Entry(f"{OWL}/Text/layout dummy.pdf", 24 * MB, _clear(ago("2026-08-27"))))
    a(Entry(f"{OWL}/art director notes - September.pdf", 2_100 * KB, _clear(ago("2026-09-10"))))
    a(Entry(f"{OWL}/colour palette.aco", 6 * KB, _clear(ago("2026-08-30"))))

    # ================================================================== Templar: Mina and the Moon Kite (starting)
    a(Entry(f"{MINA}/brief from Templar.pdf", 1_300 * KB, _clear(ago("2026-09-24"))))
    a(Entry(f"{MINA}/Mina character sheet.procreate", 88 * MB, _clear(ago("2026-10-20"))))
    a(Entry(f"{MINA}/Roughs/Mina thumbnails.procreate", 52 * MB, _clear(ago("2026-10-29"))))
    for i, sp in enumerate(SPREADS[:5]):
        a(
            Entry(
                f"{MINA}/Roughs/Mina rough {sp}.procreate",
                r.randint(30 * MB, 70 * MB),
                _clear(ago("2026-11-02") - i * 2.3),
            )
        )
    a(Entry(f"{MINA}/Roughs/moon kite colour test.psd", 64 * MB, "11-19"))
    a(Entry(f"{MINA}/Mina text - first draft.docx", 29 * KB, _clear(ago("2026-09-24"))))

    # ================================================================== Nosy Crow: Grandpa's Lighthouse (2025)
    for i, sp in enumerate(SPREADS):
        a(
            Entry(
                f"{GL}/Roughs/lighthouse rough {sp}.psd",
                r.randint(35 * MB, 90 * MB),
                _clear(ago("2024-06-03") - i * 3.3),
            )
        )
    for i, sp in enumerate(SPREADS):
        a(
            Entry(
                f"{GL}/Final artwork/spread {sp} FINAL.tif",
                r.randint(360 * MB, 500 * MB),
                _clear(ago("2024-11-04") - i * 5.2),
            )
        )
    a(Entry(f"{GL}/Final artwork/cover FINAL.tif", 540 * MB, _clear(ago("2025-02-17"))))
    a(Entry(f"{GL}/Grandpa's Lighthouse - print PDF.pdf", 310 * MB, _clear(ago("2025-03-05"))))
    a(Entry(f"{GL}/advance copy photo.JPG", 4_300 * KB, _clear(ago("2025-08-28"))))
    a(Entry(f"{GL}/Grandpa's Lighthouse text final.docx", 35 * KB, _clear(ago("2024-04-11"))))

    # ================================================================== Little Tiger: Pip the Puffin (2022)
    for i, sp in enumerate(SPREADS):
        a(
            Entry(
                f"{PIP}/Final artwork/Pip spread {sp}.tif",
                r.randint(300 * MB, 420 * MB),
                _clear(ago("2021-11-02") - i * 4.4),
            )
        )
    a(Entry(f"{PIP}/Pip the Puffin - print PDF.pdf", 260 * MB, ago("2022-02-14")))

    # ================================================================== Contracts & royalties
    a(Entry(f"{CR}/Little Tiger/Little Tiger contract - Pip the Puffin.pdf", 640 * KB, ago("2021-03-18")))
    a(Entry(f"{CR}/Nosy Crow/Nosy Crow contract - Grandpa's Lighthouse.pdf", 720 * KB, ago("2023-10-12")))
    a(
        Entry(
            f"{CR}/Walker/Walker contract - Owl - signed.pdf", 810 * KB, _clear(ago("2026-01-14")), dup="walkercontract"
        )
    )
    a(Entry(f"{CR}/Templar/Templar contract - Mina and the Moon Kite.pdf", 770 * KB, _clear(ago("2026-09-17"))))
    a(Entry(f"{CR}/Templar/Templar contract - signature page.PDF", 150 * KB, _clear(ago("2026-09-18"))))
    for half, d in [
        ("H1 2023", "2023-10-06"),
        ("H2 2023", "2024-04-09"),
        ("H1 2024", "2024-10-04"),
        ("H2 2024", "2025-04-08"),
        ("H1 2025", "2025-10-07"),
        ("H2 2025", "2026-04-10"),
        ("H1 2026", "2026-10-08"),
    ]:
        a(
            Entry(
                f"{CR}/Little Tiger/Little Tiger royalty statement {half}.pdf",
                r.randint(110 * KB, 190 * KB),
                _clear(ago(d)),
            )
        )
    for half, d in [("H2 2025", "2026-03-27"), ("H1 2026", "2026-09-25")]:
        a(
            Entry(
                f"{CR}/Nosy Crow/Nosy Crow royalty statement {half}.pdf", r.randint(120 * KB, 200 * KB), _clear(ago(d))
            )
        )
    a(Entry(f"{CR}/Society of Authors contract checklist.pdf", 230 * KB, ago("2023-09-02")))

    # ================================================================== portfolio site export
    PS = f"{IL}/Portfolio site"
    EX = f"{PS}/export 2026-09"
    ed = _clear(ago("2026-09-14"))
    for n, s in [("index.html", 14 * KB), ("about.html", 9 * KB), ("contact.html", 6 * KB), ("books.html", 12 * KB)]:
        a(Entry(f"{EX}/{n}", s, ed))
    a(Entry(f"{EX}/css/style.css", 22 * KB, ed))
    a(Entry(f"{EX}/js/gallery.js", 31 * KB, ed))
    for i in range(24):
        a(Entry(f"{EX}/images/portfolio-{i + 1:02d}.jpg", r.randint(300 * KB, 1_400 * KB), ed))
    a(Entry(f"{EX}/images/noor-haddad-portrait.jpg", 820 * KB, ed))
    TH = f"{PS}/theme"
    tt = _clear(ago("2026-09-12"))
    a(T(f"{TH}/package.json", tt, '{"name": "noor-portfolio-theme", "devDependencies": {"sass": "^1.77"}}\n'))
    a(T(f"{TH}/README.md", tt, "# Portfolio theme\n\nnpm run build, then upload export/ to the host.\n"))
    a(T(f"{TH}/.git/HEAD", tt, "ref: refs/heads/main\n"))
    for _i in range(12):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{TH}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), tt + r.random() * 30))
    for p in ("sass", "chokidar", "immutable", "picomatch"):
        for f in ("package.json", "README.md", "index.js", "LICENSE"):
            a(Entry(f"{TH}/node_modules/{p}/{f}", r.randint(300, 150_000), tt))

    # ================================================================== school visits
    SV = f"{IL}/School visits"
    a(Entry(f"{SV}/Owl & Friends school talk.key", 148 * MB, _clear(ago("2026-10-13"))))
    a(Entry(f"{SV}/Picture book workshop 2026.pptx", 96 * MB, _clear(ago("2026-03-02"))))
    a(Entry(f"{SV}/Grandpa's Lighthouse assembly.pptx", 83 * MB, _clear(ago("2025-09-16"))))
    a(Entry(f"{SV}/draw-along activity sheet.pdf", 1_900 * KB, _clear(ago("2026-02-26"))))
    a(Entry(f"{SV}/school visit booking form.docx", 45 * KB, _clear(ago("2025-08-26"))))
    for i in range(6):
        a(
            Entry(
                f"{SV}/Ullapool Primary visit/IMG_{9100 + i}.JPG",
                r.randint(2_800 * KB, 4_900 * KB),
                _clear(ago("2026-10-22")),
            )
        )

    # ================================================================== invoices
    INV = f"{IL}/Invoices"
    clients25 = ["Nosy Crow", "school visit", "Little Tiger", "editorial", "school visit", "Nosy Crow", "festival"]
    for i in range(24):
        d = _dt.date(2025, 1, 9) + _dt.timedelta(days=int(i * 14.6))
        c = clients25[i % len(clients25)]
        a(Entry(f"{INV}/2025/NH-2025-{i + 1:03d} {c}.pdf", r.randint(60 * KB, 110 * KB), _clear(ago(d.isoformat()))))
    clients26 = [
        "Walker advance",
        "school visit",
        "Nosy Crow",
        "festival",
        "school visit",
        "editorial",
        "Walker",
        "school visit",
        "library talk",
        "Templar",
    ]
    for i in range(18):
        d = _dt.date(2026, 1, 12) + _dt.timedelta(days=int(i * 16.3))
        c = clients26[i % len(clients26)]
        a(Entry(f"{INV}/2026/NH-2026-{i + 1:03d} {c}.pdf", r.randint(60 * KB, 110 * KB), _clear(ago(d.isoformat()))))
    a(Entry(f"{INV}/2026/NH-2026-019 Templar advance.pdf", 94 * KB, _clear(ago("2026-11-16"))))
    a(Entry(f"{INV}/invoice template.docx", 52 * KB, ago("2024-12-30") + 3))

    # ================================================================== sketchbook scans
    for year, n, start in ((2025, 40, "2025-01-06"), (2026, 36, "2026-01-05")):
        for i in range(n):
            d = _dt.date.fromisoformat(start) + _dt.timedelta(days=int(i * 8.7))
            a(
                Entry(
                    f"{IL}/Sketchbook scans/{year}/sketchbook {year} p{i + 1:03d}.tif",
                    r.randint(28 * MB, 64 * MB),
                    _clear(ago(d.isoformat())),
                )
            )

    # ================================================================== Writing: Book 1 (2023), Book 2 (2025)
    a(Entry(f"{B1}/The Salt Throne - final manuscript.docx", 690 * KB, ago("2023-03-14")))
    a(Entry(f"{B1}/The Salt Throne - final manuscript.epub", 1_100 * KB, ago("2023-03-20")))
    a(Entry(f"{B1}/Cover/Salt Throne ebook cover.jpg", 3_600 * KB, ago("2023-02-27")))
    a(Entry(f"{B1}/Cover/Salt Throne paperback cover.pdf", 28 * MB, ago("2023-03-01")))
    a(Entry(f"{B1}/Cover/Salt Throne cover.psd", 420 * MB, ago("2023-02-25")))
    a(Entry(f"{B2}/The Iron Tide - final manuscript.docx", 760 * KB, _clear(ago("2025-04-22"))))
    a(Entry(f"{B2}/The Iron Tide - final manuscript.epub", 1_300 * KB, _clear(ago("2025-04-29"))))
    a(Entry(f"{B2}/Cover/Iron Tide ebook cover.jpg", 3_900 * KB, _clear(ago("2025-04-02"))))
    a(Entry(f"{B2}/Cover/Iron Tide paperback cover.pdf", 31 * MB, _clear(ago("2025-04-03"))))
    a(Entry(f"{B2}/Cover/Iron Tide cover.psd", 470 * MB, _clear(ago("2025-03-30"))))
    a(Entry(f"{B2}/beta reader feedback - Iron Tide.docx", 120 * KB, _clear(ago("2025-02-11"))))

    # ================================================================== Writing: Book 3 - The Ember Crown (WIP)
    chapters = [
        "The Ash Road",
        "A Crown of Cinders",
        "The Ferryman's Debt",
        "Smoke over Caldrath",
        "The Glass Archive",
        "Mairead's Bargain",
        "Under the Ember Hills",
        "The Salt Roads",
        "What the Tide Left",
        "A Letter from Dunmore",
        "The Burning Court",
        "Ashfall",
        "The Lantern Keeper",
        "Crossing the Firth",
        "Oathbreaker",
        "The Kiln",
        "Embers",
    ]
    age = 1.3  # chapter 17 the newest (last worked on 1.3 days ago), older chapters further back
    ch_ages = []
    for _i in range(len(chapters)):
        ch_ages.append(_clear(age))
        age = _clear(age) + 9.4 + r.random() * 6
    for i, title in enumerate(chapters):
        a(
            Entry(
                f"{B3}/Chapters/Chapter {i + 1:02d} - {title}.docx",
                r.randint(28 * KB, 64 * KB),
                ch_ages[len(chapters) - 1 - i],
            )
        )
    SC = f"{B3}/The Ember Crown.scriv"
    a(Entry(f"{SC}/The Ember Crown.scrivx", 210 * KB, 1.3))
    for i in range(22):
        a(
            Entry(
                f"{SC}/Files/Data/{r.getrandbits(64):016X}/content.rtf",
                r.randint(20 * KB, 70 * KB),
                _clear(1.3 + i * 11.1),
            )
        )
    a(Entry(f"{SC}/Settings/ui-common.xml", 4 * KB, 1.3))
    a(Entry(f"{B3}/Notes/map of Caldrath.png", 6_800 * KB, _clear(ago("2026-02-15"))))
    a(Entry(f"{B3}/Notes/character list.docx", 48 * KB, _clear(ago("2026-10-25"))))
    a(Entry(f"{B3}/Notes/timeline.xlsx", 33 * KB, _clear(ago("2026-09-30") - 2)))
    a(
        T(
            f"{B3}/Notes/plot holes.txt",
            "11-19",
            "- Why doesn't Mairead use the ember key in ch 9?\n- The Ferryman's debt is never paid back.\n"
            "- Dunmore is two days' ride in ch 10 and a week in ch 14.\n",
        )
    )
    a(Entry(f"{B3}/Cover/Ember Crown cover concept.psd", 380 * MB, _clear(ago("2026-10-05"))))
    a(Entry(f"{B3}/Cover/Ember Crown cover concept.jpg", 2_900 * KB, _clear(ago("2026-10-05")), dup="embercover"))

    # ================================================================== KDP sales reports, one a month
    for y, m in _months("2025-01", 22):  # 2025-01 … 2026-10, downloaded mid-next-month
        ny, nm = divmod(y * 12 + m, 12)
        made = _dt.date(ny, nm + 1, 15)
        dup = "kdp202610" if (y, m) == (2026, 10) else None
        a(
            Entry(
                f"{WR}/KDP reports/KDP sales {y}-{m:02d}.csv",
                r.randint(18 * KB, 46 * KB),
                _clear(ago(made.isoformat())),
                dup=dup,
            )
        )

    # ================================================================== the Salt Throne audiobook
    ab = _clear(ago("2026-06-20"))
    for i in range(28):
        a(
            Entry(
                f"{AB}/Masters/Salt Throne Ch{i + 1:02d} master.wav",
                r.randint(320 * MB, 760 * MB),
                _clear(ab + 40 - i * 1.3),
            )
        )
    for i in range(28):
        a(Entry(f"{AB}/MP3/Salt Throne Ch{i + 1:02d}.mp3", r.randint(22 * MB, 52 * MB), ab))
    a(Entry(f"{AB}/MP3/Salt Throne retail sample.mp3", 7_400 * KB, ab))
    a(Entry(f"{AB}/ACX cover 2400x2400.jpg", 5_200 * KB, _clear(ago("2026-06-18"))))
    a(Entry(f"{AB}/narrator agreement - Euan Grant.pdf", 340 * KB, _clear(ago("2026-02-03"))))

    # ================================================================== newsletter (Mailchimp exports)
    NL = f"{WR}/Newsletter"
    for y, m in _months("2026-05", 6):  # 2026-05 … 2026-10
        ny, nm = divmod(y * 12 + m, 12)
        made = _dt.date(ny, nm + 1, 3)
        a(
            Entry(
                f"{NL}/subscribed_members_export_{y}-{m:02d}.csv",
                r.randint(80 * KB, 140 * KB),
                _clear(ago(made.isoformat())),
            )
        )
    a(Entry(f"{NL}/campaign - Ember Crown cover reveal.html", 58 * KB, _clear(ago("2026-10-07"))))
    a(Entry(f"{NL}/campaign - Salt Throne audiobook launch.html", 61 * KB, _clear(ago("2026-07-09"))))
    a(Entry(f"{NL}/unsubscribed_members_export_2026-10.csv", 9 * KB, _clear(ago("2026-11-03"))))
    a(Entry(f"{NL}/reader magnet - The Ferryman (novella).epub", 410 * KB, _clear(ago("2026-04-14"))))

    # ================================================================== Guitar
    for i, topic in enumerate(
        [
            "open chords",
            "strumming patterns",
            "G C D songs",
            "the F chord",
            "reading tab",
            "barre chords",
            "fingerpicking",
            "12 bar blues",
        ]
    ):
        a(
            Entry(
                f"{GT}/Lesson plans/Beginners week {i + 1:02d} - {topic}.docx",
                r.randint(25 * KB, 60 * KB),
                _clear(ago("2026-09-07") - i * 7.0 + 0.1),
            )
        )
    for topic in ("pentatonic box 1", "pentatonic box 2", "CAGED system", "modes for rock"):
        a(
            Entry(
                f"{GT}/Lesson plans/Intermediate - {topic}.pdf",
                r.randint(150 * KB, 600 * KB),
                _clear(ago("2025-10-20") + r.random() * 30),
            )
        )
    a(Entry(f"{GT}/Students/student list 2025.xlsx", 27 * KB, _clear(ago("2025-12-11"))))
    a(Entry(f"{GT}/Students/student list 2026.xlsx", 31 * KB, _clear(ago("2026-11-15"))))
    a(Entry(f"{GT}/Students/lesson payments 2026.xlsx", 36 * KB, _clear(ago("2026-11-16"))))
    a(Entry(f"{GT}/Students/lesson payments 2025.xlsx", 34 * KB, _clear(ago("2025-12-22"))))
    for n, d in [
        ("Mairi MacLeod", "2026-11-10"),
        ("Zoë Chen", "2026-11-13"),
        ("Eilidh Ross", "2026-10-28"),
        ("Hamish Boyd", "2026-09-16"),
        ("Omar Khalil", "2026-11-11"),
    ]:
        a(Entry(f"{GT}/Students/lesson notes - {n}.docx", r.randint(20 * KB, 45 * KB), _clear(ago(d))))
    tracks = [
        "12 bar blues in A - 90bpm",
        "12 bar blues in E - 110bpm",
        "slow blues in G - 65bpm",
        "funk vamp in E minor",
        "rock groove in D",
        "pop ballad in C - 4 chords",
        "reggae skank in A",
        "jazz ii-V-I in F",
        "Celtic jig in D",
        "Am pentatonic jam",
        "country shuffle in G",
        "bossa nova in A minor",
    ]
    for i, t in enumerate(tracks):
        a(
            Entry(
                f"{GT}/Backing tracks/{t}.mp3",
                r.randint(4 * MB, 12 * MB),
                _clear(ago("2025-11-05") + i * 19.3),
                dup="blues90" if i == 0 else None,
            )
        )
    for t in ("Wonderwall", "Wild Mountain Thyme", "Caledonia", "Smoke on the Water", "Hallelujah"):
        a(Entry(f"{GT}/Tabs/{t} tab.pdf", r.randint(80 * KB, 400 * KB), _clear(ago("2024-09-10") + r.random() * 200)))

    # ================================================================== Layla
    LN = "Pictures/Layla/Nursery"
    age = 2.4
    for i in range(46):
        age = _clear(age + 2.4 + r.random() * 3.3)
        d = iso_of(age)
        ext_ = "HEIC" if i % 4 == 1 else "jpg"
        a(
            Entry(
                f"{LN}/IMG_{d:%Y%m%d}_{r.randint(8, 17):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.{ext_}",
                r.randint(1_600 * KB, 4_400 * KB),
                age,
            )
        )
    for i, d in enumerate(["2026-09-11", "2026-10-16", "2026-11-13"]):
        age = _clear(ago(d))
        a(Entry(f"{LN}/VID_{iso_of(age):%Y%m%d}_{i + 1:02d}.MOV", r.randint(90 * MB, 260 * MB), age))
    a(Entry(f"{LN}/IMG_20261119_101500.jpg", 3_100 * KB, "11-19"))
    LD = "Pictures/Layla/Drawings"
    for n, d in [
        ("rainbow cat", "2026-11-09"),
        ("mummy and the owl", "2026-10-26"),
        ("Teta's house", "2026-08-24"),
        ("big red boat", "2026-06-15"),
        ("scribble monster", "2026-04-13"),
        ("daddy with guitar", "2026-03-09"),
    ]:
        age = _clear(ago(d))
        a(
            Entry(
                f"{LD}/Layla drawing - {n}.jpg",
                r.randint(1_100 * KB, 2_600 * KB),
                age,
                dup="rainbowcat" if n == "rainbow cat" else None,
            )
        )
    LDOC = "Documents/Layla"
    a(
        T(
            f"{LDOC}/first words.txt",
            _clear(ago("2025-02-20")),
            "Layla's first words\nmama (9 months), baba, 'teta' for Teta, 'owl' (hoo hoo), 'moon', 'more', 'no'.\n"
            "First sentence: 'moon gone' at Ullapool harbour.\n",
        )
    )
    a(Entry(f"{LDOC}/Little Puffins nursery registration form.pdf", 410 * KB, _clear(ago("2025-07-30"))))
    a(Entry(f"{LDOC}/Layla red book scan.pdf", 6_400 * KB, _clear(ago("2024-11-18"))))
    a(Entry(f"{LDOC}/Layla passport application.pdf", 520 * KB, _clear(ago("2025-10-27"))))
    a(Entry(f"{LDOC}/nursery funded hours letter.pdf", 180 * KB, _clear(ago("2026-08-19"))))
    a(Entry(f"{LDOC}/Layla birth certificate.pdf", 330 * KB, ago("2023-08-21")))

    # ================================================================== Pictures: family
    BE = "Pictures/Beirut Christmas 2025"
    for i in range(34):
        age = _clear(ago("2025-12-22") - i * 0.3)
        a(
            Entry(
                f"{BE}/{_img_name(r, age)}",
                r.randint(2_000 * KB, 5_000 * KB),
                age,
            )
        )
    a(Entry(f"{BE}/Teta and Layla.jpg", 4_100 * KB, _clear(ago("2025-12-25"))))
    UL = "Pictures/Ullapool summer 2026"
    for i in range(28):
        age = _clear(ago("2026-07-18") - i * 0.45)
        a(
            Entry(
                f"{UL}/{_img_name(r, age)}",
                r.randint(2_000 * KB, 5_200 * KB),
                age,
            )
        )
    for i in range(14):
        age = _clear(1.6 + i * 13.7 + r.random())
        d = iso_of(age)
        a(
            Entry(
                f"Pictures/Screenshots/Screenshot {d.isoformat()} at {r.randint(8, 22):02d}.{r.randint(10, 59)}.png",
                r.randint(200 * KB, 1_800 * KB),
                age,
            )
        )
    a(Entry("Pictures/Noor author photo 2026.jpg", 6_100 * KB, _clear(ago("2026-02-10"))))

    # ================================================================== Videos
    a(Entry("Videos/Layla first steps.MOV", 610 * MB, ago("2024-09-03")))
    a(Entry("Videos/Ullapool ceilidh.mp4", 1_340 * MB, _clear(ago("2026-07-20"))))
    a(Entry("Videos/Beirut - Teta's 80th.mp4", 2_150 * MB, _clear(ago("2025-12-27"))))
    a(Entry("Videos/owl spread timelapse.mp4", 3_400 * MB, _clear(ago("2026-10-18"))))
    a(Entry("Videos/Guitar lesson demos/strumming demo.mp4", 420 * MB, _clear(ago("2026-09-08"))))
    a(Entry("Videos/Guitar lesson demos/F chord demo.mp4", 380 * MB, _clear(ago("2026-09-29"))))

    # ================================================================== Admin
    for y, d in ((2023, "2024-01-20"), (2024, "2025-01-24"), (2025, "2026-01-27")):
        age = _clear(ago(d))
        a(Entry(f"Admin/Tax/{y}/Noor self assessment {y}.pdf", r.randint(300 * KB, 500 * KB), age))
        a(Entry(f"Admin/Tax/{y}/Callum self assessment {y}.pdf", r.randint(300 * KB, 500 * KB), age + 2))
        a(Entry(f"Admin/Tax/{y}/expenses {y}.xlsx", r.randint(40 * KB, 90 * KB), age + 5))
    a(Entry("Admin/Tax/2026/expenses 2026.xlsx", 58 * KB, _clear(ago("2026-11-17"))))
    a(Entry("Admin/Tax/2026/payment on account July 2026.pdf", 120 * KB, _clear(ago("2026-07-28"))))
    a(Entry("Admin/House/council tax 2026-27.pdf", 210 * KB, _clear(ago("2026-03-18"))))
    a(Entry("Admin/House/home insurance 2026.pdf", 880 * KB, _clear(ago("2026-05-06"))))
    a(Entry("Admin/House/tenancy agreement - 4 Shore Street.pdf", 1_500 * KB, ago("2022-06-01") + 3))
    a(Entry("Admin/Car/MOT certificate 2026.pdf", 160 * KB, _clear(ago("2026-04-23"))))
    a(Entry("Admin/Car/car insurance renewal.pdf", 300 * KB, _clear(ago("2026-10-30"))))
    a(Entry("Admin/passport scan - Noor Haddad.pdf", 2_300 * KB, ago("2024-03-12")))
    a(Entry("Admin/passport scan - Callum Fraser.pdf", 2_200 * KB, ago("2024-03-12") + 0.1))

    # ================================================================== Downloads
    dl = [
        ("Scrivener 3.3.6.dmg", 118 * MB, "2025-05-14", None),
        ("Audacity-3.6.4-universal.dmg", 72 * MB, "2026-02-02", None),
        ("Kindle_Create_1.79.dmg", 165 * MB, "2025-03-12", None),
        ("Vellum-3.8.dmg", 84 * MB, "2025-04-15", None),
        ("Creative Cloud Installer.dmg", 5_400 * KB, "2026-01-08", None),
        ("zoom_installer.pkg", 96 * MB, "2026-06-24", None),
        ("Wacom_Tablet_6.4.6-2.dmg.crdownload", 41 * MB, "2026-11-16", None),
        ("Walker contract - Owl - signed (1).pdf", 810 * KB, "2026-01-15", "walkercontract"),
        ("KDP sales 2026-10 (1).csv", 0, "2026-11-16", "kdp202610"),
        ("12 bar blues in A - 90bpm (1).mp3", 0, "2026-03-03", "blues90"),
        ("Ember Crown cover concept (1).jpg", 2_900 * KB, "2026-10-06", "embercover"),
        ("portfolio-export-2026-09-14.zip", 64 * MB, "2026-09-14", None),
        ("Grandpa's Lighthouse print files.zip", 1_900 * MB, "2025-03-06", None),
        ("Caldrath fonts.zip", 3_200 * KB, "2024-12-02", None),
        ("Little Puffins newsletter November.pdf", 900 * KB, "2026-11-10", None),
        ("train tickets Inverness - Edinburgh.pdf", 140 * KB, "2026-10-24", None),
        ("Café Nadia menu.pdf", 450 * KB, "2026-09-26", None),
        ("Untitled.txt", 0, "2026-07-23", None),
        ("ALCS statement 2026.pdf", 260 * KB, "2026-03-16", None),
        ("Edinburgh Book Festival invite.pdf", 610 * KB, "2026-05-18", None),
    ]
    sizes = {e.dup: e.size for e in E if e.dup}
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", sizes[dup] if dup else s, _clear(ago(d)), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/todo.txt",
            0.2,
            "- send spread 16-17 to Walker by Friday\n- invoice Templar for the advance (NH-2026-019)\n"
            "- Mairi's lesson moved to Thursday\n- book Layla's flu spray\n- KDP: update Ember Crown pre-order date\n",
        )
    )
    a(Entry("Desktop/spread 04-05 FINAL preview.jpg", 5_800 * KB, _clear(ago("2026-10-01") + 2)))
    a(Entry("Desktop/Layla rainbow cat.jpg", 0, _clear(ago("2026-11-09") - 1), dup="rainbowcat"))
    a(Entry("Desktop/Screenshot 2026-11-23 at 14.03.png", 900 * KB, _clear(ago("2026-11-23"))))
    a(Entry("Desktop/untitled folder/Untitled.rtf", 0, _clear(ago("2026-06-29"))))
    a(Entry("Desktop/Caledonia chords - for Mairi.pdf", 120 * KB, _clear(ago("2026-11-09"))))

    # ================================================================== hidden / noise
    a(T(".zshrc", 400.3, 'export PATH="$HOME/bin:$PATH"\nalias ll="ls -la"\n'))
    a(T(".gitconfig", 500.3, "[user]\n\tname = Noor Haddad\n\temail = studio@noorhaddad.art\n"))
    a(
        T(
            ".ssh/id_ed25519",
            500.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/id_ed25519.pub", 500.3, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIC9q studio@noorhaddad.art\n"))
    a(T(".config/procreate-sync/settings.json", 40.3, '{"sync": "icloud", "canvas_dpi": 300}\n'))
    a(T("Illustration/.DS_Store", 20.3, "Bud1\n"))
    a(T("Writing/.DS_Store", 20.3, "Bud1\n"))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 90_000),
                1.5 + r.random() * 40,
            )
        )
    for _i in range(10):
        a(
            Entry(
                f".cache/fontconfig/{r.getrandbits(64):016x}-le64.cache-8",
                r.randint(2_000, 60_000),
                100.3 + r.random() * 50,
            )
        )

    # fill in the sizes of the duplicates given as 0 above (same bytes as their group)
    sizes = {e.dup: e.size for e in E if e.dup and e.size}
    E[:] = [Entry(e.path, sizes[e.dup], e.age, e.text, e.dup) if e.dup and e.size == 0 else e for e in E]
    return _check_illustrator(_check(E))


def _check_illustrator(entries: list[Entry]) -> list[Entry]:
    bad = [
        (e.path, e.age)
        for e in entries
        if not isinstance(e.age, str) and not e.hidden_or_noise and e.age > 0.5 and _bad(e.age)
    ]
    assert not bad, bad
    for e in entries:
        if e.dup:
            assert len({x.size for x in entries if x.dup == e.dup}) == 1, e.path
            assert sum(x.dup == e.dup for x in entries) >= 2, e.path
    import re

    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.search(r"(?:IMG|VID)_(\d{4})(\d{2})(\d{2})", e.name)
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
        m = re.search(r"Screenshot (\d{4})-(\d{2})-(\d{2})", e.name)
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    hidden = sum(e.size for e in entries if e.hidden_or_noise)
    assert hidden < 0.002 * sum(e.size for e in entries), hidden
    return entries


HOMES["illustrator"] = illustrator

if __name__ == "__main__":
    from homes import human

    es = illustrator()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
