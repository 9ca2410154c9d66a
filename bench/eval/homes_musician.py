"""A generated home for the held-out set Q (heldout_q.jsonl): Callum Fraser, a secondary-school music teacher in
Glasgow who plays keys in a wedding and function band (the Kelpie Kings) and records at home, and his partner Niamh
O'Sullivan, a landscape gardener with her own garden design business; their twins Isla and Rory are 8.

Shape: Documents/School (lesson plans by term "Autumn 2026", student reports by term, school arrangements as
.mscz/.sib/.pdf, the Christmas concert, SQA course papers, the timetable, parents' evening notes); Band/ (charts as
PDFs by song and part with their Sibelius sources, setlists and gig sheets named by date and venue, numbered invoices,
payments as .xlsx, dep packs and a deps list, backing tracks .mp3, promo, contracts and certificates, the band
website with .git and node_modules); Studio/ (Logic, Ableton and Reaper projects, each with Stems/ of .wav and
Bounces/ with "mix v1".."mix v3" and "master", very big; Ableton Backup folders; sample libraries; templates);
Music/Sheet Music (repertoire PDFs and MuseScore files); Garden Design/ (six clients as "address - surname" folders
with site survey photos (.HEIC and big .JPG), site notes, designs .dwg/.dxf, a planting plan, numbered quotes and
invoices, a plant list; accounts by tax year with receipt scans; suppliers and price lists; the van lease and
insurance; portfolio; templates; CAD blocks); Kids/ (Isla's stories as .docx, scanned drawings, Rory's Minecraft and
Roblox screenshots, school letters); Documents/House and passports; Pictures (phone photos PXL_YYYYMMDD_HHMMSSmmm.jpg
by event, screenshots); Videos; Downloads (installers, "(1)" copies and exact duplicates of files elsewhere, a
half-finished download, an empty file); Desktop clutter; hidden dotfiles, .ssh, .cache, .minecraft, .config.
Accents (Siobhán Ní Bhriain, Dún Laoghaire, Òran Mór), spaces, "&", apostrophes, upper-case extensions, empty files.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set Q's questions (BAD_WINDOWS, checked by `_check_musician`); the files
dated Nov 7, Nov 19 and Nov 20 are month-day anchors ("11-07", "11-19", "11-20"), and nothing else visible is dated
within a day of them.
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


# Date boundaries of set Q's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-07-01",
    "2026-06-01",
    "2026-04-01",
    "2026-03-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(3.4, 7.8)]  # Nov 19 and Nov 20 (named days, only their anchors) and the week
BAD_WINDOWS += [(15.5, 18.7)]  # Nov 7 (a named day, only its anchors)

ANCHORS = ("11-07", "11-19", "11-20")


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


SCH = "Documents/School"
BAND = "Band"
ST = "Studio/Projects"
GD = "Garden Design"
CL = "Garden Design/Clients"
KIDS = "Kids"

# the band's gigs: (date, venue, client); the setlist and gig sheet are named "<date> <venue> - <client>"
GIGS = [
    ("2025-09-13", "Mar Hall", "Grant wedding"),
    ("2025-12-31", "Trades Hall", "Hogmanay ceilidh"),
    ("2026-05-30", "Mar Hall", "Ferguson wedding"),
    ("2026-06-20", "Cromlix", "Stewart wedding"),
    ("2026-07-11", "Òran Mór", "Singh wedding"),
    ("2026-08-15", "Trades Hall", "Macleod wedding"),
    ("2026-09-05", "Cameron House", "Doyle wedding"),
    ("2026-09-26", "Ghillie Dhu", "Fraser 50th ceilidh"),
    ("2026-10-17", "Mar Hall", "Robertson wedding"),
    ("2026-11-07", "Crieff Hydro", "Kaur wedding"),
    ("2026-11-20", "Radisson Blu", "Arnold Clark Christmas party"),
    ("2026-12-12", "Òran Mór", "Lindsay wedding"),
    ("2026-12-31", "Trades Hall", "Hogmanay ceilidh"),
]

SONGS = [
    "Mr Brightside",
    "Valerie",
    "Don't Stop Me Now",
    "Uptown Funk",
    "Shut Up and Dance",
    "500 Miles",
    "Dancing Queen",
    "September",
    "I Wanna Dance with Somebody",
    "Superstition",
    "Sweet Caroline",
    "Wagon Wheel",
    "Galway Girl",
    "Caledonia",
    "Loch Lomond",
    "Strip the Willow set",
    "Gay Gordons set",
    "Get Lucky",
]
HORNS = {"Mr Brightside", "Valerie", "Uptown Funk", "September", "Superstition", "Get Lucky"}

CLIENTS = {
    # folder: (surname, survey date, photo kind, n photos)
    "12 Elm Grove - Hartley": ("Hartley", "2026-10-13", "heic", 24),
    "4 Kelvin Drive - Mackenzie": ("Mackenzie", "2026-03-17", "dsc", 18),
    "The Old Manse, Killearn - Drummond": ("Drummond", "2026-09-22", "dsc", 30),
    "27 Marine Parade, Dún Laoghaire - Ní Bhriain": ("Ní Bhriain", "2026-02-10", "jpg", 12),
    "9 Hawthorn Crescent - Patel": ("Patel", "2025-05-06", "jpg", 15),
    "Flat 2, 15 Park Circus - Campbell & Reid": ("Campbell & Reid", "11-19", "heic", 8),
}


def _pxl(r: random.Random, age: float) -> str:
    d = iso_of(age)
    return (
        f"PXL_{d:%Y%m%d}_{r.randint(9, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}{r.randint(0, 999):03d}.jpg"
    )


def musician() -> list[Entry]:
    r = random.Random(1701)
    E: list[Entry] = []
    a = E.append

    # ================================================================== School: lesson plans by term
    terms = {
        "Autumn 2025": (
            "2025-08-20",
            9.0,
            [
                "S1 - Rhythm & Pulse",
                "S2 - Film Music",
                "S3 - Ukulele chords",
                "N5 - Listening concepts",
                "Higher - Composition review",
            ],
        ),
        "Spring 2026": (
            "2026-01-08",
            11.0,
            [
                "S1 - Scottish instruments",
                "S2 - Blues & the 12-bar",
                "S3 - GarageBand loops",
                "N5 - Performance prep",
                "Higher - Prescribed works",
            ],
        ),
        "Summer 2026": (
            "2026-04-20",
            10.0,
            ["S1 - Samba", "S2 - Musicals", "N5 - Exam revision", "Higher - Listening past papers"],
        ),
        "Autumn 2026": (
            "2026-08-18",
            7.3,
            [
                "S1 - Rhythm & Pulse",
                "S1 - Intro to keyboard",
                "S1 - Ceilidh bands",
                "S2 - Film Music",
                "S2 - Blues & the 12-bar",
                "S3 - Song writing",
                "S3 - Ukulele chords",
                "N5 - Listening concepts",
                "N5 - Composition getting started",
                "Higher - Baroque concepts",
                "Higher - Score reading",
                "Higher - Composition review",
            ],
        ),
    }
    for term, (start, step, topics) in terms.items():
        for i, t in enumerate(topics):
            age = _clear(ago(start) - i * step)
            a(Entry(f"{SCH}/Lesson Plans/{term}/{t}.docx", r.randint(28 * KB, 190 * KB), age))
            if t.startswith(("Higher", "N5")):
                a(Entry(f"{SCH}/Lesson Plans/{term}/{t} - slides.pptx", r.randint(4 * MB, 38 * MB), age + 0.1))
    # reports by term
    for term, d, files in [
        (
            "Autumn 2025",
            "2025-11-27",
            ["S3 reports Autumn 2025.xlsx", "N5 tracking Autumn 2025.xlsx", "Higher reports Autumn 2025.docx"],
        ),
        ("Spring 2026", "2026-03-19", ["S3 reports Spring 2026.xlsx", "N5 tracking Spring 2026.xlsx"]),
        (
            "Summer 2026",
            "2026-06-11",
            ["S1 reports Summer 2026.xlsx", "S2 reports Summer 2026.xlsx", "N5 reports Summer 2026.docx"],
        ),
        (
            "Autumn 2026",
            "2026-11-12",
            ["S3 reports Autumn 2026.xlsx", "N5 tracking Autumn 2026.xlsx", "Higher reports Autumn 2026.docx"],
        ),
    ]:
        for i, f in enumerate(files):
            a(Entry(f"{SCH}/Reports/{term}/{f}", r.randint(40 * KB, 320 * KB), _clear(ago(d) + i * 1.1)))
    # school arrangements
    arr = [
        ("Caledonia - S2 ensemble", ("mscz", "pdf"), "2025-10-02"),
        ("Sweet Caroline - school band", ("mscz", "pdf"), "2026-02-25"),
        ("Auld Lang Syne - choir SATB", ("sib", "pdf"), "2025-12-04"),
        ("Fairytale of New York - brass", ("mscz", "pdf"), "2026-11-10"),
        ("Jingle Bell Rock - school band", ("mscz", "pdf"), "2026-11-16"),
        ("Skye Boat Song - S3 ukuleles", ("mscz",), "2026-09-15"),
    ]
    for n, exts, d in arr:
        for x in exts:
            a(
                Entry(
                    f"{SCH}/Arrangements/{n}.{x}",
                    r.randint(30 * KB, 260 * KB) if x != "pdf" else r.randint(120 * KB, 900 * KB),
                    _clear(ago(d) + (0.1 if x == "pdf" else 0.0)),
                )
            )
    CC = f"{SCH}/Christmas Concert 2026"
    a(Entry(f"{CC}/running order.docx", 34 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{CC}/programme draft.pdf", 1_300 * KB, _clear(ago("2026-11-11"))))
    a(Entry(f"{CC}/rehearsal schedule.xlsx", 22 * KB, _clear(ago("2026-10-29"))))
    a(Entry(f"{CC}/parent letter - Christmas concert.pdf", 180 * KB, _clear(ago("2026-10-27"))))
    SQ = f"{SCH}/SQA"
    a(Entry(f"{SQ}/Higher Music course specification.pdf", 1_900 * KB, ago("2024-08-14")))
    a(Entry(f"{SQ}/N5 Music course specification.pdf", 1_700 * KB, ago("2024-08-14")))
    a(Entry(f"{SQ}/Higher listening past paper 2024.pdf", 2_600 * KB, ago("2025-02-03")))
    a(Entry(f"{SQ}/Higher listening past paper 2025.pdf", 2_750 * KB, _clear(ago("2026-02-09")), dup="hpp25"))
    a(Entry(f"{SQ}/Higher listening past paper 2025 - audio.mp3", 58 * MB, _clear(ago("2026-02-09"))))
    a(Entry(f"{SQ}/N5 composition review template.docx", 41 * KB, _clear(ago("2026-08-25"))))
    a(Entry(f"{SCH}/timetable 2026-27.pdf", 310 * KB, _clear(ago("2026-08-14")), dup="timetable"))
    a(Entry(f"{SCH}/PVG scheme membership.pdf", 240 * KB, ago("2023-05-11")))
    a(Entry(f"{SCH}/Parents evening 19 Nov - notes.docx", 27 * KB, "11-19"))
    a(Entry(f"{SCH}/instrument loans 2026-27.xlsx", 36 * KB, _clear(ago("2026-09-03"))))

    # ================================================================== Band: charts, setlists, gig sheets
    for i, s in enumerate(SONGS):
        age = _clear(40.3 + i * 23.1)
        a(Entry(f"{BAND}/Charts/{s} - full band.pdf", r.randint(140 * KB, 620 * KB), age))
        if s in HORNS:
            a(Entry(f"{BAND}/Charts/{s} - horns.pdf", r.randint(90 * KB, 300 * KB), age + 0.2))
        if i % 3 == 0:
            a(Entry(f"{BAND}/Charts/Sibelius/{s}.sib", r.randint(60 * KB, 240 * KB), age + 0.4))
    a(Entry(f"{BAND}/Charts/Jingle Bell Rock - full band.pdf", 280 * KB, _clear(ago("2026-11-15"))))
    a(Entry(f"{BAND}/Charts/Perfect - first dance (Lindsay).pdf", 210 * KB, _clear(ago("2026-11-12"))))
    for d, venue, client in GIGS:
        gd = _dt.date.fromisoformat(d)
        md = f"{gd.month:02d}-{gd.day:02d}"
        sheet_age: float | str
        set_age: float | str
        if gd < TODAY:  # the gig sheet nine days before the gig, the setlist three days before (or on the day)
            sheet_age = _clear(ago((gd - _dt.timedelta(days=9)).isoformat()))
            set_age = md if gd.year == 2026 and md in ANCHORS else _clear(sheet_age - 6.0)
        elif d == "2026-12-12":
            sheet_age, set_age = _clear(ago("2026-11-11")), _clear(ago("2026-11-13"))
        else:
            sheet_age, set_age = _clear(ago("2026-11-02")), _clear(ago("2026-11-03"))
        a(
            Entry(
                f"{BAND}/Gig Sheets/{d} {venue} - {client}.pdf",
                r.randint(110 * KB, 420 * KB),
                sheet_age,
                dup="kaursheet" if client == "Kaur wedding" else None,
            )
        )
        a(Entry(f"{BAND}/Setlists/{d} {venue} - {client} setlist.pdf", r.randint(40 * KB, 120 * KB), set_age))
    a(Entry(f"{BAND}/Setlists/master setlist 2026.docx", 52 * KB, _clear(ago("2026-10-20"))))
    a(
        T(
            f"{BAND}/Setlists/ceilidh set.txt",
            _clear(ago("2026-09-21")),
            "Ceilidh set (caller: Callum)\nGay Gordons\nStrip the Willow\nDashing White Sergeant\n"
            "Canadian Barn Dance\nOrcadian Strip the Willow\nEightsome Reel\n",
        )
    )
    # numbered invoices, payments
    for i, (d, _venue, client) in enumerate(GIGS):
        if _dt.date.fromisoformat(d) >= TODAY:
            continue
        gd = _dt.date.fromisoformat(d)
        n = f"KK-{gd.year}-{i + 1:03d}"
        a(Entry(f"{BAND}/Invoices/{n} {client}.pdf", r.randint(60 * KB, 140 * KB), _clear(ago(d) - 2.0)))
    a(Entry(f"{BAND}/Invoices/KK-2026-012 Lindsay wedding - deposit.pdf", 74 * KB, _clear(ago("2026-06-02"))))
    a(Entry(f"{BAND}/Band payments 2025.xlsx", 46 * KB, ago("2026-01-06")))
    a(Entry(f"{BAND}/Band payments 2026.xlsx", 58 * KB, _clear(ago("2026-11-12")), dup="bandpay26"))
    a(Entry(f"{BAND}/dep payments 2026.xlsx", 19 * KB, _clear(ago("2026-11-12"))))
    a(
        T(
            f"{BAND}/Deps/deps list.txt",
            _clear(ago("2026-08-30")),
            "Deps for the Kelpie Kings\nKeys: Fraser Gillies 07700 900321\nSax: Eilidh Munro 07700 900876\n"
            "Drums: Ally McCoist (no, the other one) 07700 900144\nBass: Siobhán Kearney 07700 900533\n"
            "Fee: 150 per gig plus petrol. Send the dep pack a week before.\n",
        )
    )
    for part in ("keys", "sax", "drums", "bass"):
        a(Entry(f"{BAND}/Deps/dep pack - {part}.pdf", r.randint(2 * MB, 9 * MB), _clear(ago("2026-08-30") + 1)))
    bt = [
        "Mr Brightside - click & pads",
        "Uptown Funk - horns backing",
        "Dancing Queen - strings & synth",
        "September - click & horns",
        "Perfect (first dance) - piano backing",
        "Get Lucky - click & guitar",
        "Loch Lomond - intro pads",
        "Shut Up and Dance - click",
        "Valerie - click",
        "Jingle Bell Rock - backing",
    ]
    for i, n in enumerate(bt):
        age = _clear(ago("2026-11-14")) if n.startswith("Jingle") else _clear(30.6 + i * 37.2)
        a(Entry(f"{BAND}/Backing Tracks/{n}.mp3", r.randint(7 * MB, 14 * MB), age))
    a(Entry(f"{BAND}/Promo/Kelpie Kings promo video 2026.mp4", 1_840 * MB, ago("2026-03-05")))
    a(Entry(f"{BAND}/Promo/band photo 2026 - hi res.jpg", 14_200 * KB, ago("2026-02-27")))
    a(Entry(f"{BAND}/Promo/Kelpie Kings press pack.pdf", 8_900 * KB, ago("2026-03-10")))
    a(Entry(f"{BAND}/Promo/logo.png", 420 * KB, ago("2024-09-09")))
    a(Entry(f"{BAND}/Promo/logo.svg", 38 * KB, ago("2024-09-09")))
    a(Entry(f"{BAND}/Contracts/booking contract template.docx", 48 * KB, ago("2025-02-12")))
    a(Entry(f"{BAND}/Contracts/Kelpie Kings T&Cs 2026.pdf", 160 * KB, ago("2026-01-14")))
    a(Entry(f"{BAND}/Contracts/PLI certificate 2026-27.pdf", 220 * KB, _clear(ago("2026-04-04"))))
    a(Entry(f"{BAND}/Contracts/PAT test certificate 2026.pdf", 140 * KB, _clear(ago("2026-05-21"))))
    a(Entry(f"{BAND}/Contracts/signed/Lindsay wedding contract - signed.pdf", 610 * KB, _clear(ago("2026-06-02"))))
    a(Entry(f"{BAND}/Contracts/signed/Kaur wedding contract - signed.pdf", 590 * KB, ago("2026-02-18")))
    # the band website: a small repo with noise
    WS = f"{BAND}/Website/kelpiekings-site"
    a(T(f"{WS}/.git/HEAD", 60.3, "ref: refs/heads/main\n"))
    a(T(f"{WS}/.git/config", 60.3, "[core]\n\trepositoryformatversion = 0\n"))
    for _i in range(14):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{WS}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 60_000), 60.3 + r.random() * 200))
    for n in ("index.html", "gigs.html", "contact.html", "style.css"):
        a(Entry(f"{WS}/{n}", r.randint(3 * KB, 30 * KB), _clear(60.3 + r.random() * 100)))
    for p in ("vite", "esbuild", "postcss", "autoprefixer"):
        for f in ("package.json", "index.js", "README.md", "LICENSE"):
            a(Entry(f"{WS}/node_modules/{p}/{f}", r.randint(400, 200_000), 61.3))

    # ================================================================== Studio: projects with stems and bounces
    def project(
        base: str,
        session: str,
        s_size: int,
        stems: list[str],
        stem_age: float,
        bounces: list[tuple[str, int, float]],
        kind: str = "wav",
    ) -> None:
        a(Entry(f"{base}/{session}", s_size, _clear(bounces[-1][2] + 0.1)))
        for st in stems:
            a(Entry(f"{base}/Stems/{st}.{kind}", r.randint(38 * MB, 140 * MB), _clear(stem_age + r.random() * 3)))
        for n, s, age in bounces:
            a(Entry(f"{base}/Bounces/{n}", s, age))

    LL = f"{ST}/Loch Lomond - band version"
    project(
        LL,
        "Loch Lomond - band version.logicx",
        96 * MB,
        [
            "01 Kick",
            "02 Snare",
            "03 OH L",
            "04 OH R",
            "05 Bass DI",
            "06 Keys L",
            "07 Keys R",
            "08 Gtr",
            "09 Fiddle",
            "10 Lead Vox",
            "11 BV 1",
            "12 BV 2",
        ],
        _clear(ago("2026-09-12")),
        [
            ("Loch Lomond - mix v1.wav", 162 * MB, _clear(ago("2026-10-03"))),
            ("Loch Lomond - mix v2.wav", 163 * MB, _clear(ago("2026-10-24"))),
            ("Loch Lomond - mix v3.wav", 163 * MB, _clear(ago("2026-11-09"))),
            ("Loch Lomond - master.mp3", 11_800 * KB, _clear(2.2)),
            ("Loch Lomond - master.wav", 164 * MB, _clear(2.2)),
        ],
    )
    E[-1] = Entry(E[-1].path, E[-1].size, E[-1].age, dup="llmaster")
    IS = f"{ST}/Isla's Song"
    project(
        IS,
        "Isla's Song.als",
        2_400 * KB,
        ["Vox - Isla", "Ukulele", "Piano", "Glockenspiel", "Bass"],
        _clear(ago("2026-10-03")),
        [
            ("Isla's Song - mix v1.wav", 98 * MB, _clear(ago("2026-10-10"))),
            ("Isla's Song - mix v2.wav", 99 * MB, _clear(ago("2026-10-25"))),
        ],
    )
    for d in ("2026-10-03", "2026-10-04", "2026-10-10", "2026-10-18", "2026-10-24"):
        age = _clear(ago(d) - 0.2)
        a(Entry(f"{IS}/Backup/Isla's Song [{iso_of(age)} 2015{r.randint(10, 59)}].als", 2_300 * KB, age))
    a(Entry(f"{IS}/lyrics.txt", 0, _clear(ago("2026-10-03"))))
    KD = f"{ST}/Kelpie Kings demo 2026"
    project(
        KD,
        "KK demo 2026.rpp",
        1_100 * KB,
        [
            "Kick",
            "Snare",
            "Toms",
            "OH",
            "Room",
            "Bass",
            "Keys",
            "Organ",
            "Gtr L",
            "Gtr R",
            "Sax",
            "Trumpet",
            "Lead Vox",
            "BVs",
            "Click",
            "Ambience",
        ],
        ago("2026-02-14"),
        [
            ("KK demo - Valerie mix v3.wav", 148 * MB, ago("2026-02-23")),
            ("KK demo - Valerie master.wav", 149 * MB, ago("2026-02-25")),
            ("KK demo - Mr Brightside mix v3.wav", 171 * MB, ago("2026-02-23")),
            ("KK demo - Mr Brightside master.wav", 172 * MB, ago("2026-02-25")),
            ("KK demo - medley master.mp3", 21 * MB, ago("2026-02-25")),
        ],
    )
    a(Entry(f"{KD}/KK demo 2026.rpp-bak", 1_090 * KB, ago("2026-02-27")))
    DR = f"{ST}/The Drover - short film score"
    a(Entry(f"{DR}/The Drover 1M1.logicx", 140 * MB, _clear(ago("2026-07-20"))))
    a(Entry(f"{DR}/The Drover 2M1.logicx", 118 * MB, _clear(ago("2026-07-23"))))
    for st in ("Strings", "Whistle", "Harp", "Low brass", "Percussion", "Pads"):
        a(Entry(f"{DR}/Stems/{st}.wav", r.randint(180 * MB, 420 * MB), _clear(ago("2026-07-24"))))
    a(Entry(f"{DR}/Bounces/1M1 - mix v3.wav", 210 * MB, _clear(ago("2026-07-24"))))
    a(Entry(f"{DR}/Bounces/2M1 - mix v2.wav", 188 * MB, _clear(ago("2026-07-24"))))
    a(Entry(f"{DR}/Bounces/The Drover - full score master.wav", 1_460 * MB, _clear(ago("2026-07-28"))))
    a(Entry(f"{DR}/The Drover - cue sheet.pdf", 96 * KB, _clear(ago("2026-07-28"))))
    OLD = f"{ST}/Old/2023 EP sketches"
    a(Entry(f"{OLD}/EP sketch 1.rpp", 640 * KB, ago("2023-06-10")))
    a(Entry(f"{OLD}/EP sketch 2.RPP", 700 * KB, ago("2023-06-24")))
    for st in ("Piano", "Vox", "Cello", "Drums"):
        a(Entry(f"{OLD}/Stems/{st}.wav", r.randint(60 * MB, 110 * MB), ago("2023-06-24")))
    a(Entry(f"{OLD}/Bounces/EP sketch 1 - mix v1.wav", 92 * MB, ago("2023-06-12")))
    a(Entry(f"{OLD}/Bounces/EP sketch 2 - mix v2.wav", 104 * MB, ago("2023-06-25")))
    # sample libraries
    SL = "Studio/Sample Libraries"
    for i in range(24):
        a(
            Entry(
                f"{SL}/Kontakt/Scottish Pipes & Drums/Samples/pipes_{i:02d}.ncw",
                r.randint(20 * MB, 64 * MB),
                ago("2025-11-30"),
            )
        )
    a(Entry(f"{SL}/Kontakt/Scottish Pipes & Drums/Scottish Pipes & Drums.nki", 1_400 * KB, ago("2025-11-30")))
    for i in range(16):
        a(
            Entry(
                f"{SL}/Drums/Abbey Road 60s Drums/kit_{i:02d}.wav",
                r.randint(8 * MB, 30 * MB),
                ago("2025-03-02"),
            )
        )
    for i in range(30):
        bpm = r.choice((90, 100, 110, 120, 128))
        a(
            Entry(
                f"{SL}/Loops/Splice/celtic_fiddle_loop_{bpm}bpm_{i:02d}.wav",
                r.randint(900 * KB, 4 * MB),
                _clear(ago("2026-06-28") - i * 2.3),
            )
        )
    a(Entry("Studio/Templates/Mix template.logicx", 12 * MB, ago("2025-08-02")))
    a(Entry("Studio/Templates/Reaper template.RPP", 80 * KB, ago("2025-08-02")))
    a(Entry("Studio/Templates/Ableton default set.als", 1_200 * KB, ago("2025-08-02")))

    # ================================================================== Music: sheet music
    SM = "Music/Sheet Music"
    for n, s, d in [
        ("The Real Book Vol 1.pdf", 62 * MB, "2019-09-03"),
        ("Chopin Nocturne Op 9 No 2.pdf", 1_100 * KB, "2021-01-18"),
        ("Bach WTC Book 1.pdf", 14 * MB, "2020-04-02"),
        ("ABRSM Grade 8 Piano 2025-26.pdf", 9_300 * KB, "2025-07-14"),
        ("Scottish fiddle tunes collection.pdf", 7_800 * KB, "2024-02-20"),
        ("Jazz standards lead sheets.pdf", 22 * MB, "2022-10-09"),
        ("Ceilidh dance tunes - piano.pdf", 3_400 * KB, "2025-10-11"),
    ]:
        a(Entry(f"{SM}/{n}", s, ago(d)))
    for n, d in [
        ("Skye Boat Song - piano solo.mscz", "2025-06-14"),
        ("Flower of Scotland - brass quintet.mscz", "2024-11-20"),
        ("Loch Lomond - band arrangement.mscz", "2026-08-27"),
        ("Wild Mountain Thyme - voice & piano.mscz", "2026-09-30"),
    ]:
        a(Entry(f"{SM}/MuseScore/{n}", r.randint(40 * KB, 180 * KB), _clear(ago(d))))
    a(Entry(f"{SM}/MuseScore/Wild Mountain Thyme - voice & piano.pdf", 240 * KB, _clear(ago("2026-09-30") + 0.1)))

    # ================================================================== Garden Design: clients
    heic_n = [7400]
    dsc_n = [3100]
    for folder, (surname, survey, kind, n) in CLIENTS.items():
        base = f"{CL}/{folder}"
        sv_age: float | str = survey if survey in ANCHORS else _clear(ago(survey))
        for i in range(n):
            if kind == "heic":
                heic_n[0] += 1
                name = f"IMG_{heic_n[0]}.HEIC"
                s = r.randint(1_600 * KB, 3_400 * KB)
            elif kind == "dsc":
                dsc_n[0] += 1
                name = f"DSC_{dsc_n[0]}.JPG"
                s = r.randint(8 * MB, 16 * MB)
            else:
                name = f"{surname.split()[0]} garden {i + 1:02d}.jpg"
                s = r.randint(3 * MB, 7 * MB)
            a(Entry(f"{base}/Site survey/{name}", s, sv_age))
    H = f"{CL}/12 Elm Grove - Hartley"
    a(
        T(
            f"{H}/site notes.txt",
            _clear(ago("2026-10-13")),
            "Hartley, 12 Elm Grove. Survey 13 Oct.\nSoil: heavy clay, waterlogged by the back fence.\n"
            "South-west facing. Client wants a wildlife pond, a patio for six and low-maintenance borders.\n"
            "Keep the old apple tree. Budget about 18k.\n",
        )
    )
    a(Entry(f"{H}/Design/Hartley garden design v1.dwg", 3_900 * KB, _clear(ago("2026-10-21"))))
    a(Entry(f"{H}/Design/Hartley garden design v2.dwg", 4_100 * KB, _clear(ago("2026-11-10"))))
    a(Entry(f"{H}/Design/Hartley garden design v2.dxf", 11_200 * KB, _clear(ago("2026-11-10"))))
    a(Entry(f"{H}/Design/Hartley - 3D render.jpg", 6_600 * KB, _clear(ago("2026-11-11"))))
    a(Entry(f"{H}/Planting plan v2.pdf", 2_300 * KB, _clear(ago("2026-11-02")), dup="hartleypp"))
    a(Entry(f"{H}/Planting plan v1.pdf", 2_100 * KB, _clear(ago("2026-10-26"))))
    a(Entry(f"{H}/Quote 2026-031.pdf", 180 * KB, _clear(ago("2026-10-22"))))
    a(Entry(f"{H}/Invoice 2026-044 - deposit.pdf", 120 * KB, _clear(ago("2026-11-12"))))
    a(Entry(f"{H}/plant list.xlsx", 38 * KB, _clear(ago("2026-11-02"))))
    M = f"{CL}/4 Kelvin Drive - Mackenzie"
    a(
        T(
            f"{M}/site notes.txt",
            _clear(ago("2026-03-17")),
            "Mackenzie, 4 Kelvin Drive. Front and back. Sandy loam, free draining.\n"
            "North facing back garden, shade from the neighbour's sycamore. Wants a cottage garden feel.\n",
        )
    )
    a(Entry(f"{M}/Design/Mackenzie garden design.dwg", 3_200 * KB, _clear(ago("2026-04-02"))))
    a(Entry(f"{M}/Planting plan.pdf", 1_900 * KB, _clear(ago("2026-04-14"))))
    a(Entry(f"{M}/Quote 2026-009.pdf", 170 * KB, _clear(ago("2026-03-24"))))
    a(Entry(f"{M}/Invoice 2026-021.pdf", 130 * KB, _clear(ago("2026-06-18"))))
    a(Entry(f"{M}/Invoice 2026-024 - final.pdf", 135 * KB, _clear(ago("2026-07-09"))))
    a(Entry(f"{M}/plant list.xlsx", 33 * KB, _clear(ago("2026-04-14"))))
    DM = f"{CL}/The Old Manse, Killearn - Drummond"
    a(
        T(
            f"{DM}/site notes.txt",
            _clear(ago("2026-09-22")),
            "Drummond, The Old Manse, Killearn. Half an acre, slopes to the burn.\n"
            "Acid soil (pH 5.5), rhododendrons to keep. Deer! Needs deer fencing on the west side.\n"
            "Client wants a walled kitchen garden and a meadow.\n",
        )
    )
    a(Entry(f"{DM}/Design/Drummond masterplan v1.dwg", 6_800 * KB, _clear(ago("2026-10-08"))))
    a(Entry(f"{DM}/Design/Drummond masterplan v3.dwg", 7_300 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{DM}/Design/Drummond masterplan v3.dxf", 19_800 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{DM}/Planting plan.pdf", 3_100 * KB, _clear(ago("2026-11-15"))))
    a(Entry(f"{DM}/Quote 2026-027.PDF", 210 * KB, _clear(ago("2026-10-02"))))
    a(Entry(f"{DM}/Invoice 2026-038 - stage 1.pdf", 125 * KB, _clear(ago("2026-10-28"))))
    a(Entry(f"{DM}/plant list.xlsx", 61 * KB, _clear(ago("2026-11-15"))))
    a(Entry(f"{DM}/deer fence spec - Kinnaird.pdf", 640 * KB, _clear(ago("2026-10-06"))))
    NB = f"{CL}/27 Marine Parade, Dún Laoghaire - Ní Bhriain"
    a(
        T(
            f"{NB}/site notes.txt",
            _clear(ago("2026-02-10")),
            "Siobhán Ní Bhriain, 27 Marine Parade, Dún Laoghaire. Small seaside garden, salt wind.\n"
            "Needs tough coastal planting: escallonia, sea holly, grasses. Raised beds in sleepers.\n",
        )
    )
    a(Entry(f"{NB}/Design/Ní Bhriain courtyard.dwg", 2_400 * KB, _clear(ago("2026-02-24"))))
    a(Entry(f"{NB}/Planting plan.pdf", 1_600 * KB, _clear(ago("2026-03-04"))))
    a(Entry(f"{NB}/Quote 2026-004.pdf", 160 * KB, _clear(ago("2026-02-16"))))
    a(Entry(f"{NB}/Invoice 2026-015 - final.pdf", 128 * KB, _clear(ago("2026-05-12")), dup="nbinv"))
    PT = f"{CL}/9 Hawthorn Crescent - Patel"
    a(Entry(f"{PT}/Design/Patel garden design.dwg", 2_900 * KB, ago("2025-05-20")))
    a(Entry(f"{PT}/Planting plan.pdf", 1_750 * KB, ago("2025-05-27")))
    a(Entry(f"{PT}/Quote 2025-011.pdf", 150 * KB, ago("2025-05-09")))
    a(Entry(f"{PT}/Invoice 2025-019 - final.pdf", 118 * KB, ago("2025-08-22")))
    CR = f"{CL}/Flat 2, 15 Park Circus - Campbell & Reid"
    a(
        T(
            f"{CR}/site notes.txt",
            "11-19",
            "Campbell & Reid, Flat 2, 15 Park Circus. Roof terrace, 40 m2. Weight limits: ask the structural "
            "engineer.\nContainers only, wind-tolerant. Lighting for evenings.\n",
        )
    )
    a(Entry(f"{CR}/Quote 2026-035 - draft.docx", 44 * KB, _clear(2.3)))
    # accounts by tax year
    AC = f"{GD}/Accounts"
    for ty, d in (("2024-25", "2026-01-22"), ("2025-26", "2026-11-16"), ("2026-27", "2026-11-17")):
        a(Entry(f"{AC}/{ty}/income {ty}.xlsx", r.randint(30 * KB, 80 * KB), _clear(ago(d))))
        a(Entry(f"{AC}/{ty}/expenses {ty}.xlsx", r.randint(30 * KB, 90 * KB), _clear(ago(d) + 0.3)))
    a(Entry(f"{AC}/2024-25/Self Assessment 2024-25 - submitted.pdf", 420 * KB, ago("2026-01-22")))
    a(Entry(f"{AC}/2025-26/Self Assessment 2025-26 - draft.pdf", 410 * KB, _clear(ago("2026-11-16"))))
    shops = ["Dobbies", "B&Q", "Screwfix", "Binny Plants", "Kinnaird", "Travis Perkins"]
    age = 20.3
    for _i in range(22):
        age = _clear(age + 4.1 + r.random() * 6)
        d = iso_of(age)
        a(
            Entry(
                f"{AC}/2026-27/receipts/receipt {r.choice(shops)} {d.isoformat()}.jpg",
                r.randint(600 * KB, 2_400 * KB),
                age,
            )
        )
    a(Entry(f"{AC}/mileage log 2026.xlsx", 27 * KB, _clear(ago("2026-11-17"))))
    # suppliers, van, insurance, portfolio, templates, CAD blocks
    SU = f"{GD}/Suppliers"
    a(Entry(f"{SU}/Suppliers & prices 2026.xlsx", 72 * KB, _clear(ago("2026-10-30"))))
    a(Entry(f"{SU}/Binny Plants catalogue 2026.pdf", 24 * MB, _clear(ago("2026-02-03")), dup="binny"))
    a(Entry(f"{SU}/Kinnaird hard landscaping price list.pdf", 3_200 * KB, _clear(ago("2026-03-12"))))
    a(Entry(f"{SU}/trade account - Dobbies.pdf", 210 * KB, ago("2025-04-22")))
    a(Entry(f"{SU}/Plant list master.xlsx", 140 * KB, _clear(ago("2026-11-09"))))
    VN = f"{GD}/Van"
    a(Entry(f"{VN}/Van lease agreement - Ford Transit Custom.pdf", 1_800 * KB, ago("2025-03-28")))
    a(Entry(f"{VN}/Van lease payments 2026.xlsx", 24 * KB, _clear(ago("2026-11-02"))))
    a(Entry(f"{VN}/Van insurance 2025-26.pdf", 520 * KB, ago("2025-03-30")))
    a(Entry(f"{VN}/Van insurance 2026-27.pdf", 540 * KB, _clear(ago("2026-03-29")), dup="vanins"))
    a(Entry(f"{VN}/Van service record.pdf", 310 * KB, _clear(ago("2026-09-18"))))
    a(Entry(f"{GD}/Insurance/Public liability insurance 2026-27.pdf", 480 * KB, _clear(ago("2026-04-11"))))
    for i in range(1, 11):
        who = "Mackenzie" if i <= 6 else "Patel"
        a(
            Entry(
                f"{GD}/Portfolio/{who} garden - after {i:02d}.jpg",
                r.randint(4 * MB, 9 * MB),
                _clear(ago("2026-08-20") if who == "Mackenzie" else ago("2025-09-02")),
                dup="mack03" if i == 3 else None,
            )
        )
    a(Entry(f"{GD}/Templates/Quote template.docx", 52 * KB, ago("2025-01-20")))
    a(Entry(f"{GD}/Templates/Invoice template.xlsx", 31 * KB, ago("2025-01-20")))
    a(Entry(f"{GD}/Templates/Terms & Conditions.pdf", 140 * KB, ago("2025-01-20")))
    a(Entry(f"{GD}/CAD blocks/tree & shrub symbols.dwg", 5_400 * KB, ago("2024-10-02")))
    a(Entry(f"{GD}/CAD blocks/garden furniture blocks.dxf", 8_100 * KB, ago("2024-10-02")))
    a(Entry(f"{GD}/Logo/NOS garden design logo.png", 380 * KB, ago("2024-06-12")))

    # ================================================================== Kids
    stories = [
        ("The Dragon Who Was Scared of Rain.docx", "2026-03-22"),
        ("My Cat Biscuit.docx", "2026-05-09"),
        ("The Secret Garden at Granny's.docx", "2026-07-26"),
        ("Space Unicorns.docx", "2026-09-19"),
        ("The Haunted School.docx", "2026-10-31"),
        ("Untitled story.docx", "2026-11-14"),
    ]
    for n, d in stories:
        a(Entry(f"{KIDS}/Isla/Isla's stories/{n}", r.randint(14 * KB, 40 * KB), _clear(ago(d))))
    drawings = [
        ("Isla - unicorn castle.jpg", "2026-01-17"),
        ("Isla - our family.jpg", "2026-02-28"),
        ("Isla - Mammy's garden.jpg", "2026-05-16"),
        ("Isla - dragon in the rain.jpg", "2026-03-22"),
        ("Rory - monster truck.jpg", "2026-01-17"),
        ("Rory - Minecraft creeper.jpg", "2026-04-25"),
        ("Rory - Daddy's band.jpg", "2026-06-13"),
        ("Rory - volcano.jpg", "2026-10-10"),
    ]
    for n, d in drawings:
        a(Entry(f"{KIDS}/Drawings/{n}", r.randint(2 * MB, 6 * MB), _clear(ago(d))))
    age = 25.3
    for _i in range(16):
        age = _clear(age + 3.2 + r.random() * 9)
        d = iso_of(age)
        hms = f"{r.randint(16, 20):02d}.{r.randint(10, 59)}.{r.randint(10, 59)}"
        a(Entry(f"{KIDS}/Rory/Minecraft screenshots/{d.isoformat()}_{hms}.png", r.randint(1_200 * KB, 3_800 * KB), age))
    age = 8.3
    for _i in range(11):
        age = _clear(age + 2.9 + r.random() * 8)
        d = iso_of(age)
        a(
            Entry(
                f"{KIDS}/Rory/Roblox/RobloxScreenShot{d:%Y%m%d}_{r.randint(160000, 195959)}{r.randint(100, 999)}.png",
                r.randint(700 * KB, 2_600 * KB),
                age,
            )
        )
    SL2 = f"{KIDS}/School letters"
    for n, d, dup in [
        ("P4 trip to Glasgow Science Centre.pdf", "2026-10-06", "gsc"),
        ("Head lice letter.pdf", "2026-09-10", None),
        ("Parents evening appointments Nov 2026.pdf", "2026-11-05", None),
        ("School photo order form.pdf", "2026-09-24", None),
        ("Christmas fair letter.pdf", "2026-11-12", None),
        ("Isla P4 report June 2026.pdf", "2026-06-24", None),
        ("Rory P4 report June 2026.pdf", "2026-06-24", None),
        ("Isla P3 report June 2025.pdf", "2025-06-25", None),
        ("Rory P3 report June 2025.pdf", "2025-06-25", None),
    ]:
        a(Entry(f"{SL2}/{n}", r.randint(90 * KB, 600 * KB), _clear(ago(d)), dup=dup))

    # ================================================================== Documents: house, ids
    a(Entry("Documents/House/mortgage statement 2026.pdf", 190 * KB, _clear(ago("2026-10-14"))))
    a(Entry("Documents/House/home insurance 2026-27.pdf", 860 * KB, _clear(ago("2026-05-05"))))
    a(Entry("Documents/House/council tax 2026-27.pdf", 150 * KB, _clear(ago("2026-03-25"))))
    a(Entry("Documents/House/boiler service 2026.pdf", 110 * KB, _clear(ago("2026-09-08"))))
    a(Entry("Documents/IDs/Callum passport.pdf", 1_900 * KB, ago("2024-03-14")))
    a(Entry("Documents/IDs/Niamh passport (Irish).pdf", 2_000 * KB, ago("2024-03-14")))
    a(Entry("Documents/IDs/twins birth certificates.pdf", 2_600 * KB, ago("2024-03-14")))
    a(Entry("Documents/Car/Skoda Octavia MOT 2026.pdf", 160 * KB, _clear(ago("2026-08-27"))))
    a(Entry("Documents/Car/car insurance 2026-27.pdf", 430 * KB, _clear(ago("2026-06-22"))))

    # ================================================================== Pictures
    events = [
        ("2025-12 Christmas", "2025-12-25", 26),
        ("2026-04 Easter at Granny's in Bray", "2026-04-05", 22),
        ("2026-08 Skye holiday", "2026-08-10", 48),
        ("2026-10 Halloween", "2026-10-31", 14),
    ]
    for folder, d, n in events:
        base_age = ago(d)
        for i in range(n):
            age = _clear(base_age - i * (0.12 if n < 30 else 0.11))
            a(Entry(f"Pictures/{folder}/{_pxl(r, age)}", r.randint(2 * MB, 6 * MB), age))
    a(Entry("Pictures/2026-08 Skye holiday/Fairy Pools panorama.jpg", 28 * MB, _clear(ago("2026-08-12"))))
    age = 1.2
    for _i in range(14):
        age = _clear(age + 5.1 + r.random() * 8)
        d = iso_of(age)
        hms = f"{r.randint(8, 22):02d}{r.randint(10, 59)}{r.randint(10, 59)}"
        a(Entry(f"Pictures/Screenshots/Screenshot_{d:%Y%m%d}-{hms}.png", r.randint(200 * KB, 1_500 * KB), age))
    a(Entry("Pictures/Mackenzie garden - after 03.jpg", 0, 0))  # placeholder, replaced with the dup below

    # ================================================================== Videos
    a(Entry("Videos/Twins 8th birthday.mp4", 1_150 * MB, ago("2026-06-07")))
    a(Entry("Videos/Skye holiday 2026.mov", 6_400 * MB, _clear(ago("2026-08-14"))))
    a(Entry("Videos/Kelpie Kings live at Mar Hall.mp4", 3_300 * MB, _clear(ago("2026-10-18"))))
    a(Entry("Videos/Isla's dance show.mp4", 880 * MB, _clear(ago("2026-06-27"))))
    a(Entry("Videos/Crieff Hydro first dance.mp4", 610 * MB, "11-07"))

    # ================================================================== Downloads
    dl: list[tuple[str, int, float | str, str | None]] = [
        ("MuseScore-Studio-4.4.3.dmg", 152 * MB, ago("2024-11-08"), None),
        ("reaper727_x64-install.exe", 14 * MB, ago("2025-07-08"), None),
        ("Ableton Live 12 Suite installer.dmg", 3_100 * MB, ago("2025-05-02"), None),
        ("Native Access 2 installer.dmg", 160 * MB, ago("2025-11-29"), None),
        ("Scottish Pipes & Drums library.zip", 4_200 * MB, ago("2025-11-29"), None),
        ("Splice - Celtic Strings pack.zip.crdownload", 230 * MB, _clear(11.4), None),
        ("AutoCAD LT 2026 trial.exe", 1_400 * MB, _clear(ago("2026-06-30")), None),
        ("SketchUp Pro 2026.exe", 410 * MB, _clear(ago("2026-07-14")), None),
        ("MinecraftInstaller.msi", 2_100 * KB, ago("2025-12-26"), None),
        ("RobloxPlayerInstaller.exe", 5_600 * KB, _clear(ago("2026-04-12")), None),
        ("garden-cad-blocks.zip", 95 * MB, ago("2024-09-30"), None),
        ("Gig sheet - Crieff Hydro Kaur wedding.pdf", 0, 0, "kaursheet"),
        ("Planting plan v2 (1).pdf", 2_300 * KB, _clear(ago("2026-11-02") - 1.1), "hartleypp"),
        ("Band payments 2026 (1).xlsx", 58 * KB, _clear(ago("2026-11-12") - 1.0), "bandpay26"),
        ("Binny Plants catalogue 2026.pdf", 24 * MB, _clear(ago("2026-02-03") - 0.2), "binny"),
        ("Higher listening past paper 2025 (1).pdf", 2_750 * KB, _clear(ago("2026-02-09") - 0.3), "hpp25"),
        ("P4 trip to Glasgow Science Centre (1).pdf", 0, 0, "gsc"),
        ("timetable 2026-27 (1).pdf", 310 * KB, _clear(ago("2026-08-14") - 0.5), "timetable"),
        ("Van insurance 2026-27 (1).pdf", 540 * KB, _clear(ago("2026-03-29") - 0.2), "vanins"),
        ("Get Lucky - horn section.pdf", 260 * KB, ago("2025-06-19"), None),
        ("Wedding first dance requests - Lindsay.docx", 26 * KB, _clear(ago("2026-06-05")), None),
        ("invoice-38122.pdf", 88 * KB, _clear(ago("2026-09-14")), None),
        ("IMG_7405.HEIC", 0, 0, "heic7405"),
        ("Untitled.txt", 0, _clear(ago("2026-05-19")), None),
        ("rhs-plant-finder-export.csv", 640 * KB, _clear(ago("2026-10-22")), None),
    ]
    for n, s, ag, dup in dl:
        a(Entry(f"Downloads/{n}", s, ag, dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.3,
            "- send the dep pack to Eilidh for the Lindsay wedding\n- chase Hartley deposit (invoice 2026-044)\n"
            "- bounce Loch Lomond master for the band\n- Isla & Rory: Christmas fair on Friday\n"
            "- Drummond: deer fence quote from Kinnaird\n",
        )
    )
    a(Entry("Desktop/Loch Lomond - master.wav", 164 * MB, _clear(2.1), dup="llmaster"))
    a(Entry("Desktop/Siobhán - final invoice.pdf", 128 * KB, _clear(ago("2026-05-13")), dup="nbinv"))
    a(Entry("Desktop/Drummond planting ideas.docx", 36 * KB, _clear(ago("2026-11-03"))))
    a(Entry("Desktop/untitled.txt", 0, _clear(ago("2026-09-29"))))
    a(Entry("Desktop/Screenshot_20261112-214012.png", 900 * KB, _clear(ago("2026-11-12"))))

    # ================================================================== hidden / noise
    a(T(".bashrc", 500.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 900.3, "# ~/.profile\n"))
    a(T(".config/REAPER/reaper.ini", 12.3, "[REAPER]\naudiodriver=3\n"))
    a(T(".config/MuseScore/MuseScore4.ini", 40.3, "[application]\nstartup=score\n"))
    a(
        T(
            ".ssh/id_ed25519",
            700.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/known_hosts", 300.3, "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0Sd\n"))
    for _i in range(35):
        a(
            Entry(
                f".cache/thumbnails/normal/{r.getrandbits(64):016x}.png",
                r.randint(8_000, 60_000),
                1.5 + r.random() * 40,
            )
        )
    for i in range(9):
        age = 20.3 + i * 6.1
        d = iso_of(age)
        a(Entry(f".minecraft/screenshots/{d.isoformat()}_19.{10 + i}.{30 + i}.png", r.randint(1 * MB, 3 * MB), age))
    for i in range(12):
        a(Entry(f".minecraft/saves/Rory's World/region/r.{i % 4}.{i // 4}.mca", r.randint(2 * MB, 9 * MB), 1.7))
    a(Entry(".minecraft/saves/Rory's World/level.dat", 6 * KB, 1.7))
    a(T("Studio/.DS_Store", 30.3, "Bud1\n"))
    a(T("Garden Design/.DS_Store", 30.3, "Bud1\n"))

    # duplicates whose bytes and size come from their original
    def copy_of(path: str, original: str, age: float | None = None) -> None:
        o = next(e for e in E if e.path == original)
        i = next(i for i, e in enumerate(E) if e.path == path)
        dup = o.dup or E[i].dup or path
        E[E.index(o)] = Entry(o.path, o.size, o.age, o.text, dup)
        E[i] = Entry(path, o.size, E[i].age if age is None else age, None, dup)

    copy_of(
        "Downloads/Gig sheet - Crieff Hydro Kaur wedding.pdf",
        f"{BAND}/Gig Sheets/2026-11-07 Crieff Hydro - Kaur wedding.pdf",
        _clear(ago("2026-10-29") - 0.5),
    )
    copy_of(
        "Downloads/P4 trip to Glasgow Science Centre (1).pdf",
        f"{SL2}/P4 trip to Glasgow Science Centre.pdf",
        _clear(ago("2026-10-06") - 0.3),
    )
    copy_of("Downloads/IMG_7405.HEIC", f"{H}/Site survey/IMG_7405.HEIC", _clear(ago("2026-10-13") - 0.4))
    copy_of(
        "Pictures/Mackenzie garden - after 03.jpg",
        f"{GD}/Portfolio/Mackenzie garden - after 03.jpg",
        _clear(ago("2026-08-21")),
    )
    return _check_musician(_check(E))


def _check_musician(entries: list[Entry]) -> list[Entry]:
    bad = [
        (e.path, e.age)
        for e in entries
        if not isinstance(e.age, str) and not e.hidden_or_noise and e.age > 0.5 and _bad(e.age)
    ]
    assert not bad, bad
    for e in entries:
        if isinstance(e.age, str):
            assert e.age in ANCHORS, e.path
        if e.dup:
            assert len({x.size for x in entries if x.dup == e.dup}) == 1, e.path
            assert sum(x.dup == e.dup for x in entries) >= 2, e.path
    # dates written in names agree with the files' ages
    import re

    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.search(r"(?:PXL_|Screenshot_|RobloxScreenShot|^)(\d{4})-?(\d{2})-?(\d{2})[_-]", e.name)
        if m and "/Gig Sheets/" not in e.path and "/Setlists/" not in e.path and not e.path.startswith("Downloads/"):
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["musician"] = musician

if __name__ == "__main__":
    from homes import human

    es = musician()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
