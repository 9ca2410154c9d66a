"""A generated home for the held-out set M (heldout_m.jsonl): the household of Priya Raman, a freelance journalist
and podcaster, her partner Tom Okafor, a bike mechanic who runs a small repair business from home, and their
daughter Asha (15).

Shape (no earlier home had it): Work/ is Priya's freelance business: Articles/<publication>/<year>/ (drafts "v1",
"v2", "v3", "FINAL", "edited by desk", some "as published" PDFs), Pitches (one rejected, one in markdown),
Interviews/<year>/<story>/ (long, big recordings "Interview - <name> - <date>.wav/.m4a" of interviewees with accents
in their names, and their transcripts, .txt with searchable text or .docx), Invoices/<year>/ numbered "INV-YYYY-NNN -
<publication> - <story>.pdf" with a tracker spreadsheet per year, a template and remittance advice, Admin/ (press
card scans, contracts and NDAs, insurance), Expenses/<year>/ (photos of receipts IMG_YYYYMMDD_HHMMSS.jpg, a few named
ones in .JPG, a spreadsheet, a mileage CSV), Research/<story>/ PDFs; Notes/ in markdown (searchable); Podcast/Small
Hours/ (23 published episodes as mp3, Audacity .aup3 projects for season 1, Reaper .rpp projects with .rpp-bak and
their .wav audio for season 2, episode 24 in progress, cover art and episode tiles, show notes in markdown, the theme
music, sponsors, a tracker). Bike Repairs/ is Tom's business: job sheets by customer "Job NNNN - <work> -
<date>.pdf", parts invoices by supplier, bookings spreadsheets and a CSV export (searchable), photos of repairs by
job, manufacturers' manuals as PDFs, admin; Rides/ his Strava export (.fit activities, a few .gpx) and planned routes
(.gpx). Asha/ is the teenager's: School/Year 10 and Year 11 by subject, Music (mp3 by artist, her beats as FL Studio
.flp and .wav), Minecraft (mods as .jar, resource packs, screenshots), Stardew Valley mods, Screenshots (Android
"Screenshot_YYYYMMDD-HHMMSS.png"), edits (a video), a profile picture. Documents/ (household papers, passports),
Pictures/ (family photos by event, a phone camera roll), Videos/, Downloads/ (installers, zips, an unfinished
download, an empty file, "(1)" copies and exact duplicates of files elsewhere), Desktop/ clutter, Code/priyaraman.com
(her website: .git, node_modules, a dist/ build), hidden dotfiles, .ssh keys, .config and .cache.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set M's questions (BAD_WINDOWS, checked by `_check_journalist`); the files
dated Nov 19 are month-day anchors ("11-19"), and nothing else visible is dated within two days of it. Hidden files
and noise folders are small next to the rest (under 0.3% of the bytes), so a total with or without them is the same
to one decimal.
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


# Date boundaries of set M's questions (ages in days as of 2026-11-24); visible files keep clear of them.
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


def on(iso: str) -> tuple[float, str]:
    """(age, date) of a file meant for `iso`, moved to the next clear day back if that day sits on a boundary."""
    age = _clear(ago(iso))
    return age, iso_of(age).isoformat()


W = "Work"
ART = "Work/Articles"
INT = "Work/Interviews"
INV = "Work/Invoices"
ADM = "Work/Admin"
EXP = "Work/Expenses"
RES = "Work/Research"
POD = "Podcast/Small Hours"
BR = "Bike Repairs"
AS = "Asha"

# (publication folder, year folder, story, first draft date, versions); a version every 4 days
STORIES = [
    ("Guardian", "junior doctors strike", "2024-02-19", ["v1", "v2", "FINAL"]),
    ("BBC Future", "cold water swimming", "2024-10-08", ["v1", "v2", "v3", "FINAL"]),
    ("Guardian", "river Wye pollution", "2025-05-12", ["v1", "v2", "v3", "FINAL", "edited by desk"]),
    ("New Scientist", "microplastics in tea bags", "2025-08-11", ["v1", "v2", "FINAL"]),
    ("Positive News", "repair cafés", "2025-09-15", ["v1", "FINAL"]),
    ("Wired UK", "deepfake voice scams", "2025-10-20", ["v1", "v2", "v3", "FINAL"]),
    ("The Economist 1843", "last lighthouse keepers", "2026-01-12", ["v1", "v2", "v3 FINAL", "edited by desk"]),
    ("New Scientist", "urban heat islands", "2026-03-09", ["v1", "v2", "FINAL"]),
    ("BBC Future", "shift work and sleep", "2026-05-04", ["v1", "v2", "FINAL"]),
    ("Guardian", "care homes heatwave", "2026-06-15", ["v1", "v2", "v3", "FINAL", "edited by desk"]),
    ("Wired UK", "e-bike battery fires", "2026-07-20", ["v1", "v2", "FINAL"]),
    ("Guardian", "Cornwall lithium", "2026-09-07", ["v1", "v2", "v3", "FINAL", "edited by desk"]),
]
PUBLISHED_PDF = {"river Wye pollution", "last lighthouse keepers", "care homes heatwave", "Cornwall lithium"}

# (story folder, interviewee, date, extension, size, transcript text or "docx")
INTERVIEWS = [
    (
        "2025/River Wye",
        "Rhiannon Price",
        "2025-04-28",
        "m4a",
        68 * MB,
        "Rhiannon Price, Friends of the Upper Wye.\nThe phosphate comes from the poultry farms: manure spread on "
        "fields washes into the river after rain. The algal blooms turned the water green for weeks in June.\n",
    ),
    (
        "2025/Tea bags",
        "Dr Marta Żukowska",
        "2025-08-04",
        "wav",
        720 * MB,
        "docx",
    ),
    (
        "2026/Urban heat",
        "Zoë Lefèvre",
        "2026-02-24",
        "m4a",
        71 * MB,
        "Zoë Lefèvre, Paris city hall, climate adaptation.\nThe cours Oasis programme turns asphalt schoolyards into "
        "green cool islands open to neighbours in summer. Surface temperatures fall by up to 10 degrees.\n",
    ),
    (
        "2026/Shift work",
        "Dr Emily Hart",
        "2026-04-21",
        "wav",
        1_180 * MB,
        "docx",
    ),
    (
        "2026/Care homes heatwave",
        "Dr Siobhán Ní Mhurchú",
        "2026-06-09",
        "wav",
        1_420 * MB,
        "Dr Siobhán Ní Mhurchú, geriatrician.\nOverheating in care homes is a silent killer: above 26 degrees indoors, "
        "residents with dementia cannot tell you they are too hot. Most homes have no cooling plan.\n",
    ),
    (
        "2026/Care homes heatwave",
        "Margaret Ellison",
        "2026-06-11",
        "m4a",
        56 * MB,
        "Margaret Ellison, care home manager, Leicester.\nWe had no air conditioning, so we used wet towels, fans and "
        "ice lollies, and moved everyone to the north side of the building in the afternoons.\n",
    ),
    (
        "2026/E-bike battery fires",
        "Łukasz Wójcik",
        "2026-07-14",
        "wav",
        940 * MB,
        "Łukasz Wójcik, fire investigator.\nThermal runaway in a lithium-ion pack is violent: one cell vents, heats "
        "the next, and the whole battery burns in seconds. We see most of these fires in flats, at night, on charge.\n",
    ),
    (
        "2026/E-bike battery fires",
        "Nnamdi Eze",
        "2026-07-16",
        "m4a",
        44 * MB,
        "Nnamdi Eze, bike shop owner, Peckham.\nThe danger is cheap conversion kits bought online and chargers with no "
        "certification. I refuse to work on a pack that has been opened.\n",
    ),
    (
        "2026/Cornwall lithium",
        "José Muñoz",
        "2026-08-26",
        "wav",
        1_650 * MB,
        "José Muñoz, geologist.\nThe hot brines at United Downs hold about 220 milligrams of lithium per litre. Direct "
        "lithium extraction skips the evaporation ponds; the hard rock option is spodumene-free mica granite.\n",
    ),
    (
        "2026/Cornwall lithium",
        "Kerensa Trevithick",
        "2026-08-28",
        "m4a",
        66 * MB,
        "Kerensa Trevithick, Cornwall councillor.\nPeople want the jobs in Redruth and Camborne, but they worry about "
        "lorry traffic on the A30 and water for the processing plant.\n",
    ),
    (
        "2026/Lab-grown meat",
        "Dr Anaïs Côté",
        "2026-11-11",
        "wav",
        1_310 * MB,
        "Dr Anaïs Côté, regulatory scientist.\nCultivated meat needs a novel foods authorisation. The FSA sandbox lets "
        "companies and the regulator work through the safety dossier together, two years instead of five.\n",
    ),
    (
        "2026/Lab-grown meat",
        "Björn Håkansson",
        "2026-11-13",
        "m4a",
        52 * MB,
        "Björn Håkansson, founder, a Stockholm start-up.\nThe bioreactor is the bottleneck: scaling from 200 litres to "
        "20,000 litres is where the cost per kilo of cultivated chicken will be won or lost.\n",
    ),
]

# podcast: episode number -> (title, release date)
EPISODES = {
    1: ("Hello from the small hours", "2025-01-14"),
    2: ("Stringers", "2025-02-11"),
    3: ("The fact checkers", "2025-03-11"),
    4: ("Paywalls", "2025-04-15"),
    5: ("What the river knows", "2025-05-27"),
    6: ("Local news deserts", "2025-06-17"),
    7: ("Plastic tea", "2025-08-26"),
    8: ("Off the record", "2025-09-23"),
    9: ("Fixing things", "2025-10-14"),
    10: ("Fake voices", "2025-11-11"),
    11: ("Foreign desks", "2025-11-25"),
    12: ("The year in corrections", "2025-12-09"),
    13: ("Who owns the heat", "2026-01-13"),
    14: ("The lighthouse keepers", "2026-02-10"),
    15: ("Cool islands", "2026-03-17"),
    16: ("Night shift", "2026-04-14"),
    17: ("Sources", "2026-05-12"),
    18: ("Too hot to care", "2026-06-23"),
    19: ("Battery fires", "2026-07-28"),
    20: ("Repair is radical", "2026-08-18"),
    21: ("Under Cornwall", "2026-09-22"),
    22: ("The desk", "2026-10-13"),
    23: ("Meat without animals", "2026-11-10"),
}
GUESTS = {
    5: "Rhiannon Price",
    7: "Dr Marta Żukowska",
    15: "Zoë Lefèvre",
    16: "Dr Emily Hart",
    18: "Margaret Ellison",
    19: "Łukasz Wójcik",
    20: "Tom Okafor",
    21: "José Muñoz",
    23: "Björn Håkansson",
}

CUSTOMERS = {
    "Hannah Schäfer": [("0412", "full service", "2026-03-18"), ("0467", "wheel true", "2026-08-12")],
    "Dónal Byrne": [("0431", "Brompton rear hub rebuild", "2026-05-06")],
    "Anjali Patel": [("0455", "e-bike battery check", "2026-07-09"), ("0490", "e-bike brake pads", "2026-10-27")],
    "Ravi Shah": [
        ("0378", "puncture repair", "2025-11-04"),
        ("0478", "full service", "2026-09-15"),
        ("0496", "disc brake bleed", "2026-11-03"),
    ],
    "Chloé Martin": [("0489", "tubeless conversion", "2026-10-21")],
    "Gareth Jones": [("0501", "Bosch motor diagnostic", "2026-11-12")],
    "Ffion Llewellyn": [("0503", "chain and cassette", "11-19")],
    "Sam O'Connor": [("0505", "fit mudguards", "2026-11-23")],
    "Mr and Mrs Adeyemi": [("0399", "tandem service", "2026-01-28"), ("0422", "wheel build", "2026-04-16")],
    "Oliver Grant": [("0345", "gear tune", "2025-07-22"), ("0446", "e-bike motor noise", "2026-06-24")],
}

SUPPLIERS = {
    "Madison": [("88213", "2025-09-02"), ("90147", "2026-02-03"), ("91822", "2026-05-19"), ("93570", "2026-09-29")],
    "Upgrade Bikes": [("UB-55102", "2026-03-24"), ("UB-58841", "2026-08-04"), ("UB-60327", "2026-11-09")],
    "Zyro": [("Z-204411", "2025-12-02"), ("Z-219860", "2026-07-07")],
    "Fisher Outdoor": [("F7731", "2026-04-28"), ("F8120", "2026-10-13")],
    "Bike-Components.de": [("BC-2026-118874", "2026-06-02")],
}

MANUALS = [
    ("Shimano Deore M6100 dealer manual.pdf", 14 * MB),
    ("Shimano XT M8100 dealer manual.pdf", 22 * MB),
    ("SRAM Eagle AXS user manual.pdf", 31 * MB),
    ("Brompton service manual.pdf", 48 * MB),
    ("Bosch Performance Line CX diagnostic guide.pdf", 9 * MB),
    ("Rohloff Speedhub 500-14 manual.pdf", 6 * MB),
    ("Magura MT brakes bleed procedure.pdf", 2 * MB),
    ("Park Tool Big Blue Book 4th edition.pdf", 96 * MB),
]

RIDE_NAMES = ["Morning Ride", "Lunch Ride", "Evening Ride", "Commute", "Dartmoor loop", "Club run"]


def _img(r: random.Random, age: float, prefix: str = "IMG") -> str:
    d = iso_of(age)
    return f"{prefix}_{d:%Y%m%d}_{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"


def journalist() -> list[Entry]:
    r = random.Random(1311)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Articles
    for pub, story, first, versions in STORIES:
        year = first[:4]
        base = f"{ART}/{pub}/{year}"
        d0 = _dt.date.fromisoformat(first)
        last_age = None
        for i, v in enumerate(versions):
            age, _d = on((d0 + _dt.timedelta(days=4 * i)).isoformat())
            last_age = age
            a(Entry(f"{base}/{story} - {v}.docx", r.randint(28 * KB, 95 * KB), age))
        if story in PUBLISHED_PDF:
            a(Entry(f"{base}/{story} - as published.pdf", r.randint(400 * KB, 2_400 * KB), _clear(last_age - 9)))
    # the story in progress: New Scientist, lab-grown meat
    base = f"{ART}/New Scientist/2026"
    a(Entry(f"{base}/lab-grown meat rules - v1.docx", 41 * KB, on("2026-11-09")[0]))
    a(Entry(f"{base}/lab-grown meat rules - v2.docx", 47 * KB, on("2026-11-16")[0]))
    a(Entry(f"{base}/lab-grown meat rules - v3.docx", 52 * KB, "11-19"))
    a(Entry(f"{base}/lab-grown meat rules - v4.docx", 55 * KB, 0.3))

    # ================================================================== Pitches
    PI = f"{W}/Pitches"
    for n, d in [
        ("pitch - cold water swimming - BBC Future.docx", "2024-09-16"),
        ("pitch - deepfake voices - Wired.docx", "2025-09-29"),
        ("pitch - night buses - BBC Future (rejected).docx", "2026-04-08"),
        ("pitch - heat pump myths - New Scientist (rejected).docx", "2026-05-26"),
        ("pitch - e-bike fires - Wired.docx", "2026-06-29"),
        ("pitch - Cornwall lithium - Guardian.docx", "2026-08-11"),
        ("pitch - lab-grown meat - New Scientist.docx", "2026-10-20"),
    ]:
        a(Entry(f"{PI}/{n}", r.randint(18 * KB, 40 * KB), on(d)[0]))
    a(
        T(
            f"{PI}/pitch - seaweed farming - Positive News.md",
            on("2026-11-11")[0],
            "# Pitch: the seaweed farmers of Porthallow\n\nFor Positive News, 1,200 words.\n"
            "Three families farm kelp off the Lizard; it needs no feed, no fresh water and no fertiliser.\n",
        )
    )
    a(Entry(f"{PI}/pitches tracker.xlsx", 36 * KB, on("2026-11-12")[0]))

    # ================================================================== Interviews and transcripts
    for folder, name, d, ext, size, tx in INTERVIEWS:
        age, dd = on(d)
        base = f"{INT}/{folder}"
        a(Entry(f"{base}/Interview - {name} - {dd}.{ext}", size, age, dup="munoz" if "Muñoz" in name else None))
        tage = _clear(age - 2)
        if tx == "docx":
            a(Entry(f"{base}/Transcript - {name} - {dd}.docx", r.randint(30 * KB, 80 * KB), tage))
        else:
            a(T(f"{base}/Transcript - {name} - {dd}.txt", tage, tx))
    a(T(f"{INT}/2026/Cornwall lithium/questions for Muñoz.md", on("2026-08-24")[0], "# Questions\n\n- brines?\n"))
    a(Entry(f"{INT}/2026/Lab-grown meat/consent form - Björn Håkansson.pdf", 120 * KB, on("2026-11-13")[0]))
    a(Entry(f"{INT}/release form template.docx", 24 * KB, ago("2024-06-03")))

    # ================================================================== Invoices, numbered by year in date order
    invoices = []
    for pub, story, first, versions in STORIES:
        d0 = _dt.date.fromisoformat(first)
        invoices.append((d0 + _dt.timedelta(days=4 * (len(versions) - 1) + 5), pub, story))
    invoices += [
        (_dt.date(2025, 3, 3), "Small Hours", "sponsorship Q1"),
        (_dt.date(2025, 12, 1), "BBC Radio 4", "Front Row contribution"),
        (_dt.date(2026, 4, 7), "Small Hours", "sponsorship Ecotricity"),
        (_dt.date(2026, 10, 14), "Guardian", "Cornwall lithium follow-up"),
        (_dt.date(2026, 10, 28), "Positive News", "seaweed farming kill fee"),
        (_dt.date(2026, 11, 19), "New Scientist", "lab-grown meat rules advance"),
    ]
    invoices.sort()
    numbers: dict[str, int] = {}
    for d, pub, story in invoices:
        y = str(d.year)
        numbers[y] = numbers.get(y, 0) + 1
        if d == _dt.date(2026, 11, 19):
            age: float | str = "11-19"
            dd = d.isoformat()
        else:
            age, dd = on(d.isoformat())
        name = f"INV-{y}-{numbers[y]:03d} - {pub} - {story}.pdf"
        dup = "invlithium" if story == "Cornwall lithium" else None
        a(Entry(f"{INV}/{y}/{name}", r.randint(90 * KB, 240 * KB), age, dup=dup))
    inv = next(e for e in E if e.dup == "invlithium")
    a(Entry(f"Downloads/{inv.name[:-4]} (1).pdf", inv.size, _clear(inv.age - 1.1), dup="invlithium"))
    a(Entry(f"{INV}/2025/invoice tracker 2025.xlsx", 29 * KB, ago("2025-12-19")))
    a(Entry(f"{INV}/2026/invoice tracker 2026.xlsx", 34 * KB, 0.4))
    a(Entry(f"{INV}/Invoice template.docx", 31 * KB, ago("2024-01-22")))
    a(Entry(f"{INV}/2026/remittance advice - Guardian - October 2026.pdf", 64 * KB, on("2026-10-30")[0]))
    a(Entry(f"{INV}/2025/remittance advice - Wired - December 2025.pdf", 58 * KB, ago("2025-12-16")))

    # ================================================================== Admin: press card, contracts, insurance
    PC = f"{ADM}/Press card"
    a(Entry(f"{PC}/NUJ press card 2026 front.jpg", 1_900 * KB, ago("2026-01-20")))
    a(Entry(f"{PC}/NUJ press card 2026 back.jpg", 1_700 * KB, ago("2026-01-20") - 0.01))
    a(Entry(f"{PC}/NUJ press card 2025 (expired).jpg", 1_800 * KB, ago("2025-01-21")))
    a(Entry(f"{PC}/UKPCA press card scan.PDF", 640 * KB, ago("2026-01-21")))
    CT = f"{ADM}/Contracts"
    for n, d, dup in [
        ("Guardian contributor agreement 2024.pdf", "2024-02-05", None),
        ("New Scientist freelance terms 2025.pdf", "2025-07-28", None),
        ("Wired UK commissioning contract - e-bike battery fires.pdf", "2026-07-06", None),
        ("NDA - Halden Therapeutics (signed).pdf", "2025-10-07", None),
        ("NDA - Meridian Lithium.pdf", "2026-08-19", "ndameridian"),
        ("NDA - Meridian Lithium (signed).pdf", "2026-08-21", None),
        ("Small Hours sponsorship agreement - Ecotricity.pdf", "2026-03-25", None),
    ]:
        a(Entry(f"{CT}/{n}", r.randint(150 * KB, 700 * KB), on(d)[0], dup=dup))
    a(Entry(f"{ADM}/public liability insurance 2026.pdf", 380 * KB, on("2026-02-02")[0]))
    a(Entry(f"{ADM}/NUJ membership 2026.pdf", 95 * KB, ago("2026-01-19")))
    a(Entry(f"{ADM}/UTR letter HMRC.pdf", 150 * KB, ago("2023-04-11")))

    # ================================================================== Expenses: photos of receipts
    for y, n_rc, start in (("2025", 18, "2025-01-09"), ("2026", 26, "2026-01-08")):
        s0 = ago(start)
        for i in range(n_rc):
            age = _clear(s0 - i * (310 if y == "2026" else 350) / n_rc)
            dup = "receipt" if (y == "2026" and i == 20) else None
            a(Entry(f"{EXP}/{y}/receipts/{_img(r, age)}", r.randint(1_200 * KB, 3_800 * KB), age, dup=dup))
        a(
            Entry(
                f"{EXP}/{y}/expenses {y}.xlsx", r.randint(30 * KB, 60 * KB), 0.45 if y == "2026" else ago("2025-12-30")
            )
        )
    for n, d in [
        ("receipt - GWR train Truro.JPG", "2026-08-27"),
        ("receipt - Premier Inn Truro.JPG", "2026-08-28"),
        ("receipt - Truro taxi.JPG", "2026-08-28"),
        ("receipt - Zoom H5 recorder.JPG", "2026-02-16"),
    ]:
        a(Entry(f"{EXP}/2026/receipts/{n}", r.randint(1_500 * KB, 3_500 * KB), on(d)[0]))
    a(
        T(
            f"{EXP}/2026/mileage 2026.csv",
            on("2026-11-03")[0],
            "date,from,to,miles,purpose\n2026-08-26,Bristol,Truro,182,Cornwall lithium interviews\n"
            "2026-08-29,Truro,Bristol,182,return\n2026-11-03,Bristol,Reading,74,Côté interview prep\n",
        )
    )

    # ================================================================== Research PDFs by story
    research = {
        "Cornwall lithium": [
            ("BGS lithium resources report 2024.pdf", 8 * MB),
            ("Cornish Lithium scoping study.pdf", 12 * MB),
            ("Environment Agency abstraction licence guidance.pdf", 1_400 * KB),
            ("United Downs site map.png", 3 * MB),
        ],
        "Lab-grown meat": [
            ("FSA novel foods guidance.pdf", 2_100 * KB),
            ("GFI state of the industry 2025.pdf", 18 * MB),
            ("cultivated meat cost model (Humbird).pdf", 4_400 * KB),
        ],
        "Care homes heatwave": [
            ("ONS excess deaths summer 2025.pdf", 1_900 * KB),
            ("UKHSA heat-health alerts guidance.pdf", 2_600 * KB),
            ("CQC inspection - Oakfield House.pdf", 700 * KB),
        ],
        "E-bike battery fires": [
            ("London Fire Brigade e-bike fires data 2026.pdf", 900 * KB),
            ("OPSS lithium-ion battery safety report.pdf", 3_300 * KB),
        ],
        "Urban heat islands": [("Paris cours Oasis evaluation.pdf", 5_600 * KB), ("Met Office urban heat.pdf", 2 * MB)],
    }
    story_dates = {
        "Cornwall lithium": "2026-08-17",
        "Lab-grown meat": "2026-10-26",
        "Care homes heatwave": "2026-06-08",
        "E-bike battery fires": "2026-07-13",
        "Urban heat islands": "2026-02-23",
    }
    for story, docs in research.items():
        for i, (n, s) in enumerate(docs):
            dup = "cornishstudy" if n.startswith("Cornish Lithium") else None
            a(Entry(f"{RES}/{story}/{n}", s, _clear(on(story_dates[story])[0] + i), dup=dup))

    # ================================================================== Notes (Priya, markdown, searchable)
    NT = "Notes"
    a(
        T(
            f"{NT}/story ideas.md",
            on("2026-11-09")[0],
            "# Story ideas\n\n- seaweed farming in Cornwall (Positive News?)\n- who repairs e-bikes when the shop "
            "closes\n- night buses and shift workers\n- the last typewriter repairer in Bristol\n",
        )
    )
    a(
        T(
            f"{NT}/sources - contacts.md",
            on("2026-10-29")[0],
            "# Sources\n\n- José Muñoz, geologist, Camborne School of Mines, 07700 900301\n"
            "- Kerensa Trevithick, councillor, 07700 900302\n- Dr Anaïs Côté, FSA, 020 7946 0123\n"
            "- Björn Håkansson, founder, +46 70 123 45 67\n",
        )
    )
    a(
        T(
            f"{NT}/podcast guest wishlist.md",
            on("2026-10-06")[0],
            "# Guests\n\n- Alan Rusbridger on the Guardian years\n- a fact checker from Full Fact\n"
            "- Tom on repair culture (done, ep 20)\n",
        )
    )
    a(
        T(
            f"{NT}/2026-11-19 call with NS desk.md",
            "11-19",
            "# Call with the New Scientist desk, 19 Nov\n\n- cut the lab-grown meat piece to 1,800 words\n"
            "- add the FSA sandbox timeline\n- filing deadline 1 December\n",
        )
    )
    a(
        T(
            f"{NT}/tax - what I can claim.md",
            ago("2025-12-29"),
            "# Self-employed expenses\n\n- recorder, mics, headphones\n- train fares for interviews\n"
            "- NUJ subs\n- a share of broadband\n",
        )
    )
    a(T(f"{NT}/todo.md", 0.6, "# todo\n\n- file NS lab-grown meat v4\n- chase INV-2026-009\n- edit ep 24\n"))
    a(Entry(f"{NT}/new note.md", 0, on("2026-10-16")[0]))

    # ================================================================== Podcast: Small Hours
    for n, (title, d) in EPISODES.items():
        age, _dd = on(d)
        dup = "ep23" if n == 23 else ("ep21" if n == 21 else None)
        a(Entry(f"{POD}/Episodes/SH {n:03d} - {title}.mp3", r.randint(38 * MB, 78 * MB), age, dup=dup))
        if n <= 12:
            s = r.randint(600 * MB, 2_400 * MB)
            s = s + 150 * MB if 950 * MB < s < 1_100 * MB else s  # nothing just around 1 GB
            a(Entry(f"{POD}/Projects/Season 1/SH {n:03d}.aup3", s, _clear(age + 1)))
        else:
            pj = f"{POD}/Projects/Season 2/SH {n:03d}"
            a(Entry(f"{pj}/SH {n:03d}.rpp", r.randint(40 * KB, 120 * KB), _clear(age + 1)))
            a(Entry(f"{pj}/SH {n:03d}.rpp-bak", r.randint(40 * KB, 120 * KB), _clear(age + 2)))
            a(Entry(f"{pj}/Audio/SH{n:03d}_host.wav", r.randint(300 * MB, 900 * MB), _clear(age + 3)))
            a(Entry(f"{pj}/Audio/SH{n:03d}_guest.wav", r.randint(300 * MB, 900 * MB), _clear(age + 3)))
            a(
                T(
                    f"{POD}/Show notes/SH {n:03d} show notes.md",
                    _clear(age + 1),
                    f"# Small Hours {n}: {title}\n\nGuest: {GUESTS.get(n, 'none, just me')}.\n"
                    "Music: Small Hours theme by Kit Marlowe.\n",
                )
            )
            a(
                Entry(
                    f"{POD}/Cover art/episode tiles/SH {n:03d} tile.png",
                    r.randint(900 * KB, 2_600 * KB),
                    _clear(age + 2),
                )
            )
    a(Entry(f"{POD}/Episodes/SH 021 - Under Cornwall (1).mp3", 0, on("2026-09-23")[0], dup="ep21"))
    pj = f"{POD}/Projects/Season 2/SH 024"
    a(Entry(f"{pj}/SH 024.rpp", 88 * KB, 0.35))
    a(Entry(f"{pj}/SH 024.rpp-bak", 86 * KB, 1.3))
    a(Entry(f"{pj}/Audio/SH024_host.wav", 742 * MB, "11-19"))
    a(Entry(f"{pj}/Audio/SH024_guest.wav", 655 * MB, "11-19"))
    a(Entry(f"{pj}/SH 024 - rough mix.wav", 598 * MB, 1.2))
    a(
        T(
            f"{POD}/Show notes/SH 024 show notes DRAFT.md",
            0.4,
            "# Small Hours 24: Listening back\n\nGuest: Dr Anaïs Côté.\nTODO: links to the FSA sandbox.\n",
        )
    )
    a(Entry(f"{POD}/Cover art/Small Hours cover 3000x3000.png", 6_800 * KB, ago("2025-12-30")))
    a(Entry(f"{POD}/Cover art/Small Hours cover 3000x3000 (old).png", 6_100 * KB, ago("2024-11-12")))
    a(Entry(f"{POD}/Cover art/Small Hours cover.psd", 84 * MB, ago("2025-12-30") + 0.1))
    a(Entry(f"{POD}/Theme & beds/Small Hours theme - final mix.wav", 52 * MB, ago("2024-12-03")))
    a(Entry(f"{POD}/Theme & beds/stinger.wav", 3_100 * KB, ago("2024-12-03")))
    a(Entry(f"{POD}/Theme & beds/bed - ambient pad.wav", 41 * MB, ago("2024-12-05")))
    a(Entry(f"{POD}/Sponsors/Ecotricity ad read script.docx", 22 * KB, on("2026-04-02")[0]))
    a(Entry(f"{POD}/Sponsors/Ecotricity ad read.wav", 9 * MB, on("2026-04-03")[0]))
    a(Entry(f"{POD}/episode tracker.xlsx", 27 * KB, 0.5))

    # ================================================================== Bike Repairs (Tom)
    for cust, jobs in CUSTOMERS.items():
        for num, work, d in jobs:
            if d == "11-19":
                age: float | str = "11-19"
                dd = "2026-11-19"
            else:
                age, dd = on(d)
            a(Entry(f"{BR}/Job sheets/{cust}/Job {num} - {work} - {dd}.pdf", r.randint(60 * KB, 260 * KB), age))
    for sup, invs in SUPPLIERS.items():
        for num, d in invs:
            a(Entry(f"{BR}/Parts invoices/{sup}/{sup} invoice {num}.pdf", r.randint(70 * KB, 300 * KB), on(d)[0]))
    a(Entry(f"{BR}/bookings 2026.xlsx", 71 * KB, 1.2))
    a(Entry(f"{BR}/bookings 2025.xlsx", 64 * KB, ago("2025-12-23")))
    a(
        T(
            f"{BR}/bookings export.csv",
            on("2026-11-11")[0],
            "date,customer,bike,job\n2026-11-03,Ravi Shah,Ribble CGR,disc brake bleed\n"
            "2026-11-12,Gareth Jones,Cube Kathmandu Hybrid,Bosch motor diagnostic\n"
            "2026-11-26,Ffion Llewellyn,Genesis Croix de Fer,collect\n2026-11-30,Chloé Martin,Trek Checkpoint,check\n",
        )
    )
    photo_jobs = [
        ("Job 0431 Brompton hub", "2026-05-06", 6),
        ("Job 0446 e-bike motor noise", "2026-06-24", 4),
        ("Job 0478 Ravi service", "2026-09-15", 5),
        ("Job 0489 tubeless", "2026-10-21", 3),
        ("Job 0501 Bosch diagnostic", "2026-11-12", 4),
        ("Job 0399 tandem", "2026-01-28", 4),
    ]
    for folder, d, n in photo_jobs:
        age0, _dd = on(d)
        for i in range(n):
            a(Entry(f"{BR}/Photos/{folder}/{_img(r, age0)}", r.randint(2_200 * KB, 5_600 * KB), age0 + i * 0.02))
    for n, s in MANUALS:
        dup = "m6100" if "M6100" in n else None
        a(Entry(f"{BR}/Manuals/{n}", s, _clear(200.3 + r.random() * 500), dup=dup))
    BA = f"{BR}/Admin"
    a(Entry(f"{BA}/public liability insurance - Okafor Cycle Repairs.pdf", 420 * KB, on("2026-03-02")[0]))
    a(Entry(f"{BA}/Cytech level 2 certificate.pdf", 880 * KB, ago("2022-06-14")))
    a(Entry(f"{BA}/price list 2026.pdf", 130 * KB, ago("2026-01-05")))
    a(Entry(f"{BA}/price list 2026.docx", 46 * KB, ago("2026-01-05") + 0.05))
    a(Entry(f"{BA}/accounts 2025-26.xlsx", 58 * KB, on("2026-11-02")[0]))
    a(Entry(f"{BA}/Okafor Cycle Repairs logo.svg", 18 * KB, ago("2024-03-11")))
    a(Entry(f"{BA}/business cards.png", 1_300 * KB, ago("2024-03-12")))

    # ================================================================== Rides (Tom): Strava export and routes
    RD = "Rides"
    age = 0.8
    for i in range(64):
        age = _clear(age + 2.1 + r.random() * 6.5)
        aid = 12_930_000_000 - i * 47_000_000 - r.randint(0, 9_999_999)
        ext_ = "fit" if i < 52 else "gpx"
        size_ = r.randint(40 * KB, 380 * KB) if ext_ == "fit" else r.randint(300 * KB, 2_400 * KB)
        a(Entry(f"{RD}/Strava export/activities/{aid}.{ext_}", size_, age))
    a(Entry(f"{RD}/Strava export/activities.csv", 84 * KB, on("2026-10-05")[0]))
    for n, d in [
        ("Dartmoor loop.gpx", "2025-06-14"),
        ("Tamar Trails.gpx", "2025-08-30"),
        ("Bristol to Bath railway path.gpx", "2026-03-14"),
        ("Mendips gravel 80k.gpx", "2026-06-20"),
        ("Exmoor coast to coast.gpx", "2026-09-12"),
        ("Wye Valley audax 200.gpx", "2026-10-24"),
    ]:
        a(Entry(f"{RD}/Routes/{n}", r.randint(90 * KB, 900 * KB), on(d)[0]))

    # ================================================================== Asha (15)
    SC = f"{AS}/School"
    year10 = {
        "English": ["Of Mice and Men essay.docx", "poetry anthology notes.docx"],
        "History": ["Elizabethan England revision.pdf"],
        "Chemistry": ["bonding worksheet.pdf"],
        "Maths": ["algebra homework.pdf"],
        "Spanish": ["mi casa - descripción.docx"],
    }
    for subj, docs in year10.items():
        for n in docs:
            a(Entry(f"{SC}/Year 10/{subj}/{n}", r.randint(40 * KB, 900 * KB), _clear(300.3 + r.random() * 250)))
    year11 = [
        ("English", "Macbeth essay - ambition.docx", "2026-10-12"),
        ("English", "An Inspector Calls quotes.docx", "2026-09-23"),
        ("English", "Macbeth essay - ambition (teacher comments).pdf", "2026-10-26"),
        ("History", "cold war coursework.docx", "2026-10-06"),
        ("History", "cold war coursework FINAL.docx", "2026-11-11"),
        ("History", "cold war coursework FINAL final.docx", "2026-11-13"),
        ("Chemistry", "rates of reaction revision.pdf", "2026-11-09"),
        ("Chemistry", "titration practical writeup.docx", "2026-10-20"),
        ("Maths", "maths hw quadratics.pdf", "2026-11-16"),
        ("Maths", "mock paper 1 2025.pdf", "2026-11-02"),
        ("Spanish", "mi familia - redacción.docx", "2026-10-28"),
        ("Computer Science", "python project/snake.py", "2026-11-12"),
        ("Computer Science", "python project/highscores.txt", "2026-11-12"),
        ("Computer Science", "python project/README.md", "2026-11-12"),
    ]
    for subj, n, d in year11:
        if n.endswith(".txt"):
            a(T(f"{SC}/Year 11/{subj}/{n}", on(d)[0] + 0.05, "asha 412\nmaya 377\ndad 12\n"))
        elif n.endswith("README.md"):
            a(T(f"{SC}/Year 11/{subj}/{n}", on(d)[0] + 0.06, "# snake\n\nmy cs project, arrow keys to move\n"))
        else:
            a(Entry(f"{SC}/Year 11/{subj}/{n}", r.randint(20 * KB, 1_400 * KB), on(d)[0]))
    for i in range(9):
        age = _clear(40.3 + i * 11.7)
        a(Entry(f"{SC}/Year 11/Art/portfolio/{_img(r, age)}", r.randint(2 * MB, 6 * MB), age))
    a(Entry(f"{SC}/Year 11/timetable.png", 410 * KB, ago("2026-09-07")))

    artists = {
        "Central Cee": ["Doja", "Sprinter", "Band4Band", "Obsessed With You", "Let Go", "Commitment Issues"],
        "PinkPantheress": ["Boy's a liar", "Break It Off", "Pain", "Just for me", "Mosquito"],
        "Stormzy": ["Vossi Bop", "Shut Up", "Big for Your Boots", "Crown"],
        "Mitski": ["My Love Mine All Mine", "Nobody", "Washing Machine Heart", "First Love - Late Spring"],
        "Rosalía": ["Despechá", "Saoko", "Con Altura", "Malamente"],
        "Little Simz": ["Venom", "Introvert", "Gorilla"],
    }
    for artist, songs in artists.items():
        for i, s in enumerate(songs, 1):
            a(
                Entry(
                    f"{AS}/Music/{artist}/{i:02d} {s}.mp3",
                    r.randint(3 * MB, 13 * MB),
                    _clear(60.3 + r.random() * 600),
                )
            )
    for i in range(1, 8):
        age = _clear(20.3 + (8 - i) * 26.1)
        a(Entry(f"{AS}/Music/my beats/beat {i}.flp", r.randint(80 * KB, 900 * KB), age))
    a(Entry(f"{AS}/Music/my beats/beat 7 final.wav", 46 * MB, on("2026-11-09")[0]))
    a(Entry(f"{AS}/Music/my beats/beat 4 bounce.wav", 39 * MB, _clear(ago("2026-06-15"))))
    mods = [
        "sodium-fabric-0.6.0+mc1.21.1.jar",
        "iris-fabric-1.8.1+mc1.21.1.jar",
        "lithium-fabric-0.14.3+mc1.21.1.jar",
        "fabric-api-0.107.0+1.21.1.jar",
        "journeymap-fabric-1.21.1-6.0.0.jar",
        "create-fabric-0.5.1-j-build.1631+mc1.21.1.jar",
        "waystones-fabric-1.21.1-21.1.5.jar",
        "jei-1.21.1-fabric-19.21.0.247.jar",
        "appleskin-fabric-mc1.21-3.0.5.jar",
        "modmenu-11.0.3.jar",
    ]
    for i, m in enumerate(mods):
        a(Entry(f"{AS}/Minecraft/mods/{m}", r.randint(200 * KB, 14 * MB), _clear(33.3 + i * 6.2)))
    a(Entry(f"{AS}/Minecraft/resourcepacks/Faithful 32x - 1.21.zip", 48 * MB, on("2026-08-09")[0]))
    a(Entry(f"{AS}/Minecraft/resourcepacks/Fresh Animations.zip", 12 * MB, on("2026-08-09")[0] + 0.1))
    age = 0.6
    for _i in range(8):
        age = _clear(age + 3.3 + r.random() * 9)
        d = iso_of(age)
        a(
            Entry(
                f"{AS}/Minecraft/screenshots/{d.isoformat()}_{r.randint(15, 23):02d}.{r.randint(10, 59)}."
                f"{r.randint(10, 59)}.png",
                r.randint(1_200 * KB, 4_200 * KB),
                age,
            )
        )
    for i in range(6):
        a(Entry(f"{AS}/Minecraft/.fabric/processedMods/cache{i:02d}.jar", r.randint(50 * KB, 400 * KB), 33.3))
    for n, s in [
        ("Stardew Valley Expanded.zip", 160 * MB),
        ("SMAPI 4.1.7.zip", 22 * MB),
        ("Ridgeside Village.zip", 96 * MB),
    ]:
        a(Entry(f"{AS}/Stardew Valley/Mods/{n}", s, _clear(140.3 + r.random() * 60)))
    age = 0.7
    shots = 0
    while shots < 25:
        age = _clear(age + 1.1 + r.random() * 6.0)
        d = iso_of(age)
        hms = f"{r.randint(7, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(Entry(f"{AS}/Screenshots/Screenshot_{d:%Y%m%d}-{hms}.png", r.randint(300 * KB, 2_900 * KB), age))
        shots += 1
    a(Entry(f"{AS}/Screenshots/Screenshot_20261119-221408.png", 1_400 * KB, "11-19"))
    a(Entry(f"{AS}/pfp.jpg", 2_700 * KB, on("2026-10-03")[0], dup="pfp"))
    a(Entry(f"{AS}/edits/tiktok edit - pinkpantheress.mp4", 88 * MB, on("2026-10-18")[0]))

    # ================================================================== Documents (household)
    DC = "Documents"
    for n, s, d in [
        ("Household/council tax 2026-27.pdf", 210 * KB, "2026-03-16"),
        ("Household/home insurance 2026.pdf", 1_100 * KB, "2026-02-09"),
        ("Household/Octopus energy bill 2026-10.pdf", 160 * KB, "2026-11-05"),
        ("Household/Octopus energy bill 2026-09.pdf", 158 * KB, "2026-10-05"),
        ("Household/tenancy agreement - 14 Cotham Vale.pdf", 2_300 * KB, "2024-08-20"),
        ("Passports/Priya passport scan.pdf", 2_200 * KB, "2025-03-10"),
        ("Passports/Tom passport scan.pdf", 2_100 * KB, "2025-03-10"),
        ("Passports/Asha passport scan.pdf", 2_000 * KB, "2025-03-10"),
        ("Van/Transit van MOT 2026.pdf", 240 * KB, "2026-04-29"),
        ("Van/van insurance 2026.pdf", 610 * KB, "2026-05-13"),
        ("Asha school/Year 11 options letter.pdf", 190 * KB, "2026-02-25"),
        ("Asha school/parents evening booking.pdf", 80 * KB, "2026-11-02"),
    ]:
        a(Entry(f"{DC}/{n}", s, on(d)[0]))

    # ================================================================== Pictures
    pfp_src = None
    for folder, d, n in [
        ("2025/Lisbon holiday", "2025-08-05", 34),
        ("2026/Asha 15th birthday", "2026-10-03", 16),
        ("2026/Tom's bike shop open day", "2026-05-30", 12),
    ]:
        age0 = on(d)[0]
        for i in range(n):
            age = age0 - (i // 6) * 1.0 + (i % 6) * 0.02
            if _bad(age):
                age = age0
            e = Entry(f"Pictures/{folder}/{_img(r, age)}", r.randint(2 * MB, 5_500 * KB), age)
            if folder.endswith("birthday") and i == 3:
                e = Entry(e.path, 2_700 * KB, age, dup="pfp")
                pfp_src = e
            a(e)
    assert pfp_src is not None
    age = 1.3
    for _i in range(30):
        age = _clear(age + 2.0 + r.random() * 8)
        a(Entry(f"Pictures/Camera Roll/{_img(r, age, 'PXL')}", r.randint(1_500 * KB, 4_800 * KB), age))
    a(Entry("Pictures/Lisbon holiday 2025.mov", 2_300 * MB, on("2025-08-12")[0], dup="lisbon"))

    # ================================================================== Videos
    a(Entry("Videos/Lisbon holiday 2025.mov", 2_300 * MB, on("2025-08-12")[0] + 0.5, dup="lisbon"))
    a(Entry("Videos/Asha school play 2025.mp4", 1_700 * MB, ago("2025-12-11")))
    a(Entry("Videos/bike shop open day.mp4", 640 * MB, on("2026-05-31")[0]))
    a(Entry("Videos/Small Hours live at Bristol Festival of Ideas.mp4", 3_400 * MB, on("2026-10-09")[0]))

    # ================================================================== Downloads
    dl = [
        ("audacity-macOS-3.6.4-universal.dmg", 68 * MB, "2025-01-06", None),
        ("REAPER 7.22 mac.dmg", 19 * MB, "2026-01-08", None),
        ("OBS-Studio-30.2.3-macOS.dmg", 310 * MB, "2026-10-07", None),
        ("Zoom.pkg", 92 * MB, "2025-11-03", None),
        ("Garmin Express Installer.dmg", 160 * MB, "2026-02-19", None),
        ("CurseForge Installer.exe", 3_200 * KB, "2026-07-30", None),
        ("FL Studio 24 installer.exe", 920 * MB, "2026-03-29", None),
        ("fabric-installer-1.0.1.jar", 260 * KB, "2026-10-11", None),
        ("press kit - Meridian Lithium.zip", 140 * MB, "2026-08-20", None),
        ("Strava export.zip", 1_200 * MB, "2026-05-05", None),
        ("show art export.zip", 36 * MB, "2025-12-30", None),
        ("Cornish Lithium scoping study (1).pdf", 12 * MB, "2026-08-18", "cornishstudy"),
        ("NDA - Meridian Lithium.pdf", 0, "2026-08-19", "ndameridian"),
        ("Shimano Deore M6100 dealer manual (1).pdf", 14 * MB, "2026-03-10", "m6100"),
        ("Interview - José Muñoz - 2026-08-26 (1).wav", 1_650 * MB, "2026-09-04", "munoz"),
        ("Cornwall lithium follow-up notes.docx", 28 * KB, "2026-10-13", None),
        ("GFI state of the industry 2025 summary.pdf", 1_100 * KB, "2026-10-27", None),
        ("SH 023 master.wav.part", 410 * MB, "2026-11-09", None),
        ("untitled.txt", 0, "2026-06-08", None),
        ("IMG_20260803_141502 (1).jpg", 3_100 * KB, "2026-08-03", None),
        ("Wye Valley audax 200 (1).gpx", 0, "2026-10-24", "wyegpx"),
        ("cue sheet - Wye Valley audax.pdf", 240 * KB, "2026-10-24", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, on(d)[0] + 0.1, dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/todo.txt",
            0.25,
            "- Tom: order Bosch speed sensor for Gareth\n- Priya: file v4 to NS by Friday\n"
            "- Asha: parents evening Thursday\n- renew van insurance\n",
        )
    )
    a(Entry("Desktop/Cornwall lithium - FINAL (1).docx", 0, on("2026-09-21")[0], dup="lithiumfinal"))
    a(Entry("Desktop/receipt.jpg", 0, on("2026-11-03")[0], dup="receipt"))
    a(Entry("Desktop/SH 023 - Meat without animals.mp3", 0, on("2026-11-11")[0], dup="ep23"))
    a(Entry("Desktop/Untitled.txt", 0, on("2026-09-16")[0]))
    a(Entry("Desktop/bike shop flyer.pdf", 2_800 * KB, on("2026-04-20")[0]))

    # ================================================================== Code: the website (noise inside)
    WS = "Code/priyaraman.com"
    a(T(f"{WS}/.git/HEAD", 40.3, "ref: refs/heads/main\n"))
    a(T(f"{WS}/.git/config", 40.3, "[core]\n\trepositoryformatversion = 0\n"))
    a(Entry(f"{WS}/.git/index", 18 * KB, 40.3))
    for _i in range(30):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{WS}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), 40.3 + r.random() * 300))
    a(
        T(
            f"{WS}/package.json",
            40.3,
            '{"name": "priyaraman.com", "private": true, "scripts": {"build": "astro build"}, '
            '"dependencies": {"astro": "^4.16.0"}}\n',
        )
    )
    a(T(f"{WS}/README.md", 200.3, "# priyaraman.com\n\nMy portfolio site. `npm run build`, deploy dist/ to Netlify.\n"))
    a(T(f"{WS}/astro.config.mjs", 200.3, "export default { site: 'https://priyaraman.com' };\n"))
    for n in ("index", "about", "work", "podcast", "contact"):
        a(Entry(f"{WS}/src/pages/{n}.astro", r.randint(1 * KB, 9 * KB), _clear(40.3 + r.random() * 100)))
    for slug in ("cornwall-lithium", "care-homes-heatwave", "e-bike-fires", "lighthouse-keepers"):
        a(
            T(
                f"{WS}/src/content/clips/{slug}.md",
                _clear(40.3 + r.random() * 60),
                f"---\ntitle: {slug.replace('-', ' ')}\n---\nA clip of my piece.\n",
            )
        )
    a(Entry(f"{WS}/public/headshot.jpg", 1_400 * KB, 200.3))
    for n in ("index.html", "about/index.html", "work/index.html", "podcast/index.html", "_astro/main.css"):
        a(Entry(f"{WS}/dist/{n}", r.randint(4 * KB, 60 * KB), 40.3))
    for p in ("astro", "vite", "esbuild", "rollup", "react", "sharp", "zod", "typescript"):
        for f in ("package.json", "README.md", "index.js", "LICENSE", "dist/index.js", "dist/index.d.ts"):
            a(Entry(f"{WS}/node_modules/{p}/{f}", r.randint(300, 400_000), 40.3 + r.random()))

    # ================================================================== hidden / noise
    a(T(".zshrc", 300.3, 'export PATH="$HOME/bin:$PATH"\nalias ll="ls -la"\n'))
    a(T(".gitconfig", 500.3, "[user]\n\tname = Priya Raman\n\temail = priya@priyaraman.com\n"))
    a(
        T(
            ".ssh/id_ed25519",
            600.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/id_ed25519.pub", 600.3, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB7x priya@priyaraman.com\n"))
    a(T(".config/REAPER/reaper.ini", 20.3, "[REAPER]\nlastproject=SH 024.rpp\n"))
    a(T(".config/audacity/audacity.cfg", 300.3, "[Directories]\nTempDir=/tmp/audacity\n"))
    a(T("Work/.DS_Store", 60.3, "Bud1\n"))
    a(T("Podcast/.DS_Store", 60.3, "Bud1\n"))
    for _i in range(24):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(20 * KB, 90 * KB),
                0.5 + r.random() * 30,
            )
        )
    for _i in range(12):
        a(
            Entry(
                f".cache/garmin/{r.getrandbits(32):08x}.bin",
                r.randint(100 * KB, 3 * MB),
                1.5 + r.random() * 60,
            )
        )

    # the copies on the Desktop and in Downloads have the same bytes (and size) as their originals
    def same_as(dup: str) -> None:
        group = [e for e in E if e.dup == dup]
        src = max(group, key=lambda e: e.size)
        for e in group:
            if e.size != src.size:
                E[E.index(e)] = Entry(e.path, src.size, e.age, e.text, dup)

    lithium_final = next(e for e in E if e.path == f"{ART}/Guardian/2026/Cornwall lithium - FINAL.docx")
    E[E.index(lithium_final)] = Entry(lithium_final.path, lithium_final.size, lithium_final.age, dup="lithiumfinal")
    for g in ("lithiumfinal", "receipt", "ep23", "ep21", "ndameridian"):
        same_as(g)
    gpx = next(e for e in E if e.path == f"{RD}/Routes/Wye Valley audax 200.gpx")
    E[E.index(gpx)] = Entry(gpx.path, gpx.size, gpx.age, dup="wyegpx")
    same_as("wyegpx")
    return _check_journalist(_check(E))


def _check_journalist(entries: list[Entry]) -> list[Entry]:
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
            assert e.size > 0, e.path
    import re

    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(?:IMG|PXL|Screenshot)_(\d{4})(\d{2})(\d{2})", e.name) or re.search(
            r"^(?:Interview|Job) .* (\d{4})-(\d{2})-(\d{2})\.|^(\d{4})-(\d{2})-(\d{2})_\d\d\.", e.name
        )
        if m:
            ymd = [int(x) for x in m.groups() if x is not None]
            assert _dt.date(*ymd) == iso_of(e.age), e.path
    hidden = sum(e.size for e in entries if e.hidden_or_noise)
    assert hidden < 0.003 * sum(e.size for e in entries), hidden
    return entries


HOMES["journalist"] = journalist

if __name__ == "__main__":
    from homes import human

    es = journalist()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
