"""A generated home for the held-out set I (heldout_i.jsonl): Tomasz Nowak, an architect who runs a two-person
practice from home (with his colleague Ania), a keen amateur marathon runner, living with his partner Ewa and their
two small children (Zosia and Kuba).

Shape (no earlier home had it): Projects/<job number and name>/ (CAD .dwg/.dxf, SketchUp .skp, Revit .rvt with its
numbered backups, renders .png/.jpg/.exr, planning applications and drawings as PDFs, site survey photos by visit
date, a fee proposal with v1/v2/FINAL), Practice/ (invoices by year, monthly timesheets, fee proposal templates,
professional indemnity insurance, ARB/RIBA), Building Regs/ (Approved Documents), BIM Library/ (Revit families by
category, textures, SketchUp materials), Archive/ (project archives as big .zip files), Running/ (GPX files from the
watch, training plans as spreadsheets, race photos by race, bib scans, results), Family/ (photos and videos by year,
nursery invoices by month, a house-buying folder with the mortgage offer and surveys, a car folder), Documents/ (ID
scans, a passwords export, tax), Dropbox/ (copies of some project PDFs), Games/ (save backups) and a hidden .steam
folder with the games, Music/ with running podcasts, Downloads (installers .dmg/.exe/.msi, random PDFs, "(1)"
copies, an unfinished download, an empty file), Desktop screenshots, a small pyRevit script repo with .git and
__pycache__ noise, hidden dotfiles (an .ssh key) and caches. Polish accents ("Łódź", "dowód", "Zosia urodziny"),
spaces, "&", brackets, "rev C", "v2", "FINAL", upper-case extensions, the same name in several projects, empty files.

Dates in names match the files' ages as of 2026-11-24 (the day the set was written, a Tuesday). Visible files avoid
the ages that sit on a date boundary of set I's questions (BAD_WINDOWS, checked by `_check_architect`); the files of
Nov 19 are "11-19" anchors (midday).
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 24)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): a little before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.05


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


# The date boundaries set I's questions use (ages in days as of 2026-11-24); visible files keep clear of them.
BAD_WINDOWS = [
    (1.6, 2.4),  # last 2 days / 48 hours
    (2.6, 3.45),  # last 3 days
    (3.9, 7.7),  # Nov 19 (a named day, anchors only) and last week / 7 days
    (13.5, 14.7),  # two weeks / fortnight
    (22.0, 25.0),  # this month (Nov 1)
    (29.4, 30.7),  # 30 days
    (53.0, 56.0),  # last month / October (Oct 1)
    (83.0, 86.0),  # since September (Sep 1)
    (89.5, 93.5),  # 3 months
    (114.0, 117.0),  # August (Aug 1)
    (178.0, 188.0),  # 6 months
    (326.5, 329.0),  # this year (Jan 1 2026)
    (362.5, 368.5),  # a year
    (691.5, 694.0),  # last year (Jan 1 2025)
    (729.0, 733.0),  # two years
    (1057.5, 1060.0),  # Jan 1 2024
    (1422.5, 1425.0),  # Jan 1 2023
    (1787.5, 1790.0),  # Jan 1 2022
]


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def cago(iso: str) -> float:
    """ago() moved clear of the boundaries (the date in a name is then computed from the result)."""
    return _clear(ago(iso))


def _img(r: random.Random, age: float, prefix: str = "IMG") -> str:
    d = iso_of(age)
    return f"{prefix}_{d:%Y%m%d}_{r.randint(7, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


P = "Projects"

# job number, folder name, first day, last day of work
JOBS = [
    ("J2201", "J2201 Kowalski House Extension", "2022-02-14", "2022-11-30"),
    ("J2207", "J2207 Harbour Street Loft Conversion", "2022-07-04", "2023-06-20"),
    ("J2302", "J2302 Green Lane Primary - Canteen", "2023-02-06", "2024-01-26"),
    ("J2311", "J2311 Okafor Residence", "2023-11-13", "2025-03-21"),
    ("J2405", "J2405 Mill Lane Barn Conversion", "2024-05-20", "2025-09-12"),
    ("J2412", "J2412 Brewery Yard Mixed Use", "2024-12-09", "2026-11-13"),
    ("J2508", "J2508 Patel Kitchen Extension", "2025-08-18", "2026-11-10"),
    ("J2603", "J2603 Café Ribeiro Fit-out", "2026-03-09", "2026-11-21"),
]


def _between(r: random.Random, a: str, b: str, frac: float | None = None) -> float:
    da, db = _dt.date.fromisoformat(a), _dt.date.fromisoformat(b)
    f = r.random() if frac is None else frac
    d = da + _dt.timedelta(days=int((db - da).days * f))
    return cago(d.isoformat())


def architect() -> list[Entry]:
    r = random.Random(2207)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Projects
    for job, folder, start, end in JOBS:
        base = f"{P}/{folder}"
        big = job in ("J2302", "J2311", "J2412")
        # CAD
        cad = [f"{job}_Site plan.dxf", f"{job}_Existing plans.dwg", f"{job}_GA plans rev C.dwg",
               f"{job}_Sections rev B.dwg", f"{job}_Elevations rev C.dwg"]  # fmt: skip
        if big:
            cad += [f"{job}_Details - eaves & parapet.dwg", f"{job}_Setting out.dwg"]
        for i, n in enumerate(cad):
            a(Entry(f"{base}/CAD/{n}", r.randint(900 * KB, 14 * MB), _between(r, start, end, 0.1 + 0.8 * i / len(cad))))
        # SketchUp
        for i, n in enumerate(("massing v1.skp", "massing v3.skp", "concept model.skp")):
            age = _between(r, start, end, 0.05 + i * 0.1)
            a(Entry(f"{base}/SketchUp/{job} {n}", r.randint(18 * MB, 140 * MB), age))
        # Revit (from 2023 on)
        if start >= "2023":
            a(Entry(f"{base}/Revit/{job}_Central.rvt", r.randint(180 * MB, 560 * MB), _between(r, start, end, 1.0)))
            for k in range(1, 4):
                a(Entry(f"{base}/Revit/Backup/{job}_Central.{k:04d}.rvt", r.randint(170 * MB, 540 * MB),
                        _between(r, start, end, 0.6 + k * 0.1)))  # fmt: skip
        # Renders
        views = ["street view", "rear garden", "interior kitchen", "aerial"]
        if big:
            views += ["entrance dusk", "courtyard"]
        for i, v in enumerate(views):
            age = _between(r, start, end, 0.45 + i * 0.05)
            a(Entry(f"{base}/Renders/{job} render - {v} v2.png", r.randint(6 * MB, 28 * MB), age))
            a(Entry(f"{base}/Renders/{job} render - {v} v2.jpg", r.randint(1_200 * KB, 4_500 * KB), age))
        a(Entry(f"{base}/Renders/{job} render - street view.exr", r.randint(90 * MB, 260 * MB),
                _between(r, start, end, 0.44)))  # fmt: skip
        # Planning
        pl = [(f"{job} Planning application form.pdf", 0.3), ("Design and Access Statement.pdf", 0.32),
              (f"{job} Planning drawings set rev B.pdf", 0.33), (f"{job} Decision Notice.pdf", 0.55)]  # fmt: skip
        for n, f in pl:
            sz = r.randint(8 * MB, 42 * MB) if "drawings" in n else r.randint(180 * KB, 3 * MB)
            a(Entry(f"{base}/Planning/{n}", sz, _between(r, start, end, f)))
        # Site photos by visit date
        for v in range(3 if big else 2):
            age = _between(r, start, end, 0.02 + v * 0.3)
            d = iso_of(age)
            for k in range(r.randint(4, 7)):
                a(Entry(f"{base}/Site photos/{d.isoformat()}/{_img(r, age)}", r.randint(2 * MB, 6 * MB),
                        age - k * 0.001))  # fmt: skip
        # Fees
        a(Entry(f"{base}/Fees/{job} Fee proposal v1.docx", r.randint(60 * KB, 140 * KB), _between(r, start, end, 0.0)))
        a(Entry(f"{base}/Fees/{job} Fee proposal v2.pdf", r.randint(150 * KB, 400 * KB), _between(r, start, end, 0.01)))
        # notes
        a(T(f"{base}/notes.txt", _between(r, start, end, 0.9),
            f"{folder}\nClient meeting notes. Next: check drainage and party wall award before tender.\n"))  # fmt: skip

    # Project specifics
    B12 = f"{P}/J2412 Brewery Yard Mixed Use"
    a(Entry(f"{B12}/Planning/J2412 Heritage Statement.pdf", 2_400 * KB, cago("2025-06-02")))
    a(Entry(f"{B12}/Planning/J2412 Planning drawings set rev C.pdf", 38_600 * KB, cago("2026-10-27")))
    a(Entry(f"{B12}/Structural/J2412 Structural calcs - Arup.pdf", 6_200 * KB, cago("2026-09-29")))
    a(Entry(f"{B12}/Structural/J2412 Structural calcs - Arup (rev A).pdf", 6_350 * KB, cago("2026-11-11")))
    a(Entry(f"{B12}/Tender/J2412 Tender package FINAL.zip", 412 * MB, cago("2026-11-13")))
    a(Entry(f"{B12}/Tender/J2412 Specification FINAL.docx", 1_850 * KB, cago("2026-11-12")))
    a(Entry(f"{B12}/Tender/J2412 Specification v4.docx", 1_790 * KB, cago("2026-10-30")))
    a(
        T(
            f"{B12}/Tender/tenderers list.txt",
            cago("2026-11-02"),
            "Tenderers: Hartley & Sons Construction, Mason Build Ltd, Kowal Bros.\nReturn date: 11 December 2026.\n",
        )
    )
    P08 = f"{P}/J2508 Patel Kitchen Extension"
    a(Entry(f"{P08}/Fees/J2508 Fee proposal v2 FINAL.pdf", 268 * KB, cago("2025-08-22"), dup="fee2508"))
    a(Entry(f"{P08}/Building Control/J2508 Building Notice.pdf", 410 * KB, cago("2026-05-12")))
    a(Entry(f"{P08}/Building Control/J2508 Completion certificate.pdf", 190 * KB, cago("2026-11-10")))
    a(Entry(f"{P08}/Party wall/Party wall notice - No 14.pdf", 150 * KB, cago("2026-03-03")))
    C03 = f"{P}/J2603 Café Ribeiro Fit-out"
    for k in range(8):
        a(Entry(f"{C03}/Site photos/2026-11-19/IMG_20261119_12{k:02d}{r.randint(10, 59)}.jpg",
                r.randint(2 * MB, 6 * MB), "11-19"))  # fmt: skip
    a(Entry(f"{C03}/Lighting layout rev A.dwg", 3_100 * KB, cago("2026-11-16")))
    a(Entry(f"{C03}/Client brief - Mariana Ribeiro.pdf", 640 * KB, cago("2026-03-10")))
    a(Entry(f"{C03}/Finishes schedule.xlsx", 84 * KB, 1.1))
    a(Entry(f"{P}/J2207 Harbour Street Loft Conversion/Planning/J2207 Appeal statement.pdf", 1_900 * KB,
            cago("2023-01-16")))  # fmt: skip
    a(Entry(f"{P}/J2405 Mill Lane Barn Conversion/Bat survey - Łódź Ecology.pdf", 5_400 * KB, cago("2024-07-08")))
    a(Entry(f"{P}/Project list.xlsx", 46 * KB, cago("2026-11-13")))

    # ================================================================== Practice (admin)
    PR = "Practice"
    clients = {"J2311": "Okafor", "J2405": "Mill Lane Farms", "J2412": "Brewery Yard Devs", "J2508": "Patel",
               "J2603": "Ribeiro"}  # fmt: skip
    inv = 231
    for y, m in _months("2025-01", 23):  # 2025-01 … 2026-11
        if (y, m) == (2026, 11):
            continue
        jobs = [j for j in clients if (j, y, m) != ("J2311", 2026, 1)]
        j = jobs[(y * 12 + m) % len(jobs)]
        if j == "J2311" and y == 2026:
            j = "J2412"
        if j == "J2603" and (y, m) < (2026, 3):
            j = "J2508" if (y, m) >= (2025, 8) else "J2405"
        if j == "J2508" and (y, m) < (2025, 8):
            j = "J2405"
        age = cago(f"{y}-{m:02d}-{r.randint(25, 28)}")
        a(Entry(f"{PR}/Invoices/{y}/INV-{inv:04d} {clients[j]} {j}.pdf", r.randint(70 * KB, 160 * KB), age))
        inv += 1
    a(Entry(f"{PR}/Invoices/2026/INV-{inv:04d} Ribeiro J2603 - DRAFT.docx", 58 * KB, 3.7))
    a(Entry(f"{PR}/Invoices/Invoice template.docx", 44 * KB, cago("2023-01-09")))
    for y, m in _months("2025-01", 22):  # 2025-01 … 2026-10
        ny, nm = divmod(y * 12 + m, 12)
        a(Entry(f"{PR}/Timesheets/Timesheet {y}-{m:02d}.xlsx", r.randint(22 * KB, 48 * KB),
                cago(f"{ny}-{nm + 1:02d}-02")))  # fmt: skip
    a(Entry(f"{PR}/Fee proposals/Fee proposal template 2026.docx", 96 * KB, cago("2026-01-12")))
    a(Entry(f"{PR}/Fee proposals/RIBA fee calculator.xlsx", 130 * KB, cago("2025-02-03")))
    a(Entry(f"{PR}/Fee proposals/J2609 Hughes garden studio - fee proposal v1.docx", 88 * KB, cago("2026-11-18")))
    a(Entry(f"{PR}/Insurance/PI insurance 2025-26 - Hiscox.pdf", 1_100 * KB, cago("2025-04-01")))
    a(Entry(f"{PR}/Insurance/PI insurance 2026-27 - Hiscox.pdf", 1_180 * KB, cago("2026-04-01")))
    a(Entry(f"{PR}/ARB registration 2026.pdf", 120 * KB, cago("2026-01-20")))
    a(Entry(f"{PR}/RIBA membership certificate 2026.pdf", 240 * KB, cago("2026-01-28")))
    a(Entry(f"{PR}/Nowak Architects - accounts 2025.pdf", 760 * KB, cago("2026-01-24")))
    a(Entry(f"{PR}/Nowak Architects logo.svg", 22 * KB, cago("2021-06-14")))
    a(Entry(f"{PR}/Nowak Architects letterhead.docx", 61 * KB, cago("2021-06-14")))
    a(Entry(f"{PR}/Ania - employment contract.pdf", 310 * KB, cago("2023-09-01")))
    a(T(f"{PR}/CPD log 2026.md", cago("2026-10-20"),
        "# CPD 2026\n\n- Part L 2021 webinar (2 h)\n- Fire safety after Grenfell, RIBA (3 h)\n"
        "- Passivhaus designer course, module 2 (6 h)\n"))  # fmt: skip

    # ================================================================== Building regulations
    BR = "Building Regs"
    for n, s, d in [
        ("Approved Document A - Structure.pdf", 4_800 * KB, "2022-03-10"),
        ("Approved Document B - Fire safety Vol 1 Dwellings.pdf", 9_600 * KB, "2023-03-02"),
        ("Approved Document B - Fire safety Vol 2.pdf", 12_400 * KB, "2023-03-02"),
        ("Approved Document F - Ventilation.pdf", 5_100 * KB, "2022-06-15"),
        ("Approved Document K - Protection from falling.pdf", 3_300 * KB, "2022-03-10"),
        ("Approved Document L - Conservation of fuel and power Vol 1.pdf", 6_900 * KB, "2022-06-15"),
        ("Approved Document M - Access Vol 1.pdf", 4_200 * KB, "2022-03-10"),
        ("Approved Document O - Overheating.pdf", 2_600 * KB, "2022-06-15"),
        ("Approved Document Q - Security.pdf", 1_400 * KB, "2022-03-10"),
        ("Building Safety Act 2022 - guidance.pdf", 3_800 * KB, "2024-10-07"),
        ("Party Wall Act explanatory booklet.pdf", 900 * KB, "2022-03-10"),
    ]:
        a(Entry(f"{BR}/{n}", s, cago(d)))

    # ================================================================== BIM library
    BL = "BIM Library"
    fams = {
        "Doors": ["Single flush door", "Double door glazed", "Bifold 4 panel", "Sliding pocket door", "Fire door FD30",
                  "Front door composite", "Barn door sliding", "French doors"],
        "Windows": ["Casement 2 light", "Casement 3 light", "Sash window", "Rooflight Velux GGL", "Fixed glazing",
                    "Tilt and turn", "Bay window", "Crittall style"],
        "Furniture": ["Sofa 3 seat", "Dining table 6", "Bed double", "Bed single", "Wardrobe", "Desk", "Office chair",
                      "Bookshelf", "Armchair", "Coffee table", "Bar stool", "Cafe table round"],
        "Kitchen": ["Base unit 600", "Wall unit 600", "Tall unit oven", "Island 2400", "Sink double",
                    "Hob induction", "Fridge freezer"],
        "Sanitary": ["WC close coupled", "Basin pedestal", "Bath 1700", "Shower tray 900", "Accessible WC Doc M",
                     "Urinal"],
        "Landscape": ["Tree oak", "Tree birch", "Hedge", "Bench", "Bike stand Sheffield", "Planter"],
        "Structure": ["Steel UB", "Steel UC", "Glulam beam", "Timber joist", "Padstone"],
    }  # fmt: skip
    age0 = cago("2023-05-15")
    for cat, ns in fams.items():
        for i, n in enumerate(ns):
            a(Entry(f"{BL}/Families/{cat}/{n}.rfa", r.randint(280 * KB, 3_800 * KB), _clear(age0 - i * 37.1)))
    tex = ["brick red stretcher", "brick london stock", "brick buff", "oak boards", "walnut", "concrete board-marked",
           "polished concrete", "terrazzo", "zinc standing seam", "slate roof", "clay tile", "corten", "render white",
           "limestone", "granite setts", "grass", "gravel", "larch cladding", "charred timber", "copper patina",
           "marble carrara", "herringbone parquet", "cork", "rubber floor", "ceramic tile white", "glass frosted",
           "plywood birch", "OSB", "steel brushed", "water"]  # fmt: skip
    for i, t in enumerate(tex):
        a(Entry(f"{BL}/Textures/{t}.jpg", r.randint(1_200 * KB, 9 * MB), _clear(cago("2022-04-04") - i * 19.3)))
    for t in ("oak boards", "brick london stock", "zinc standing seam", "concrete board-marked", "terrazzo",
              "slate roof"):  # fmt: skip
        a(Entry(f"{BL}/SketchUp materials/{t}.skm", r.randint(300 * KB, 2_200 * KB), cago("2023-08-21")))
    a(Entry(f"{BL}/Title block A1 - Nowak Architects.rfa", 520 * KB, cago("2024-02-05")))
    a(Entry(f"{BL}/Nowak template 2025.rte", 14_800 * KB, cago("2025-01-13")))
    # a texture the Café Ribeiro renders use, copied into the project
    a(Entry(f"{BL}/Textures/azulejo blue.jpg", 4_700 * KB, cago("2026-04-14"), dup="azulejo"))
    a(Entry(f"{C03}/Renders/textures/azulejo blue.jpg", 4_700 * KB, cago("2026-04-15"), dup="azulejo"))

    # ================================================================== Archive (backups of finished jobs)
    AR = "Archive"
    for n, s, d in [
        ("J2201 Kowalski House Extension - archive.zip", 3_400 * MB, "2023-01-30"),
        ("J2207 Harbour Street - archive.zip", 4_100 * MB, "2023-08-14"),
        ("J2302 Green Lane Primary - archive 2024-02.zip", 6_800 * MB, "2024-02-19"),
        ("J2311 Okafor Residence - archive.zip", 7_300 * MB, "2025-04-28"),
        ("J2405 Mill Lane Barn - archive.zip", 5_900 * MB, "2025-10-06"),
        ("Practice admin 2021-2023.zip", 860 * MB, "2024-01-22"),
    ]:
        a(Entry(f"{AR}/{n}", s, cago(d)))
    a(T(f"{AR}/README.txt", cago("2024-01-22"),
        "Archives of finished jobs. Second copy on the NAS (\\\\nas\\archive).\n"))  # fmt: skip

    # ================================================================== Running
    RU = "Running"
    kinds = ["Easy run", "Long run", "Tempo", "Intervals", "Recovery run", "Parkrun"]
    age = 3.9
    n_gpx = 0
    while age < 260:
        age = _clear(age + 2.1 + r.random() * 2.6)
        d = iso_of(age)
        k = kinds[n_gpx % len(kinds)]
        if k == "Parkrun":
            k = "Parkrun Riverside"
        dist = {"Easy run": r.randint(8, 12), "Long run": r.randint(24, 35), "Tempo": r.randint(10, 14),
                "Intervals": 10, "Recovery run": r.randint(5, 7), "Parkrun Riverside": 5}[k]  # fmt: skip
        a(Entry(f"{RU}/GPX/{d.isoformat()} {k} {dist}k.gpx", r.randint(180 * KB, 1_900 * KB) * dist // 10, age))
        n_gpx += 1
    a(Entry(f"{RU}/GPX/2026-11-19 Intervals 6x800.gpx", 940 * KB, "11-19"))
    a(Entry(f"{RU}/GPX/{iso_of(1.3).isoformat()} Recovery run 6k.gpx", 410 * KB, 1.3))
    a(Entry(f"{RU}/GPX/{iso_of(3.6).isoformat()} Long run 32k.gpx", 2_950 * KB, 3.6))
    a(Entry(f"{RU}/Training plans/Valencia Marathon 2026 - 16 week plan.xlsx", 64 * KB, cago("2026-08-10")))
    a(Entry(f"{RU}/Training plans/Warsaw Marathon 2025 plan.xlsx", 58 * KB, cago("2025-05-26")))
    a(Entry(f"{RU}/Training plans/Berlin 2024 plan FINAL.xlsx", 55 * KB, cago("2024-05-13")))
    a(Entry(f"{RU}/Training plans/Half marathon sub 1h30 plan.xlsx", 41 * KB, cago("2024-01-15")))
    a(T(f"{RU}/Training plans/Valencia race day notes.md", cago("2026-11-15"),
        "# Valencia, 6 Dec\n\n- Target 2:59:30, 4:15/km\n- Gels at 8, 16, 24, 32 km (Maurten)\n"
        "- Flight 4 Dec, hotel near Ciudad de las Artes\n"))  # fmt: skip
    races = {"Berlin Marathon 2024": "2024-09-29", "Warsaw Marathon 2025": "2025-09-28",
             "Great North Run 2026": "2026-09-13"}  # fmt: skip
    for race, d in races.items():
        age = cago(d)
        for k in range(9):
            a(Entry(f"{RU}/Race photos/{race}/{race.split()[0]}_{k + 1:03d}.jpg", r.randint(1_500 * KB, 7 * MB),
                    age - 3 - k * 0.01))  # fmt: skip
    a(Entry(f"{RU}/Race photos/Warsaw Marathon 2025/finish line with Zosia.jpg", 5_900 * KB, cago("2025-10-02"),
            dup="finish"))  # fmt: skip
    for race, d in [("Berlin 2024", "2024-09-20"), ("Warsaw 2025", "2025-09-22"),
                    ("Great North Run 2026", "2026-09-08"), ("Valencia 2026", "2026-10-21")]:  # fmt: skip
        a(Entry(f"{RU}/Bib scans/bib {race}.pdf", r.randint(300 * KB, 900 * KB), cago(d)))
    a(Entry(f"{RU}/Results/Berlin 2024 certificate - 3h08m.pdf", 410 * KB, cago("2024-10-03")))
    a(Entry(f"{RU}/Results/Warsaw 2025 results.pdf", 260 * KB, cago("2025-10-01")))
    a(Entry(f"{RU}/Results/Great North Run 2026 - 1h24.pdf", 330 * KB, cago("2026-09-16")))
    a(Entry(f"{RU}/Valencia 2026 booking confirmation.pdf", 180 * KB, cago("2026-02-11")))
    a(Entry(f"{RU}/shoe mileage.xlsx", 18 * KB, cago("2026-11-16")))

    # ================================================================== Family
    FA = "Family"
    for year, n in ((2022, 10), (2023, 17), (2024, 20), (2025, 22), (2026, 26)):
        for _k in range(n):
            last = 327 if year == 2026 else 364
            d = _dt.date(year, 1, 1) + _dt.timedelta(days=r.randint(4, last - 4))
            if year == 2026:
                d = min(d, _dt.date(2026, 11, 8))
            age = _clear(ago(d.isoformat()))
            if iso_of(age).year != year:
                age = ago(f"{year}-06-10")
            a(Entry(f"{FA}/Photos/{year}/{_img(r, age)}", r.randint(1_800 * KB, 5_600 * KB), age))
    a(Entry(f"{FA}/Photos/2025/Zosia urodziny - tort.jpg", 4_400 * KB, cago("2025-04-12")))
    a(Entry(f"{FA}/Photos/2026/Kuba first steps.HEIC", 2_900 * KB, cago("2026-02-21")))
    for n, s, d in [
        ("2022/Zosia - first bath.mp4", 340 * MB, "2022-03-07"),
        ("2023/Christmas at Babcia's.mp4", 1_240 * MB, "2023-12-25"),
        ("2024/Kuba born - hospital.MOV", 890 * MB, "2024-03-30"),
        ("2024/Zosia nursery nativity.mp4", 610 * MB, "2024-12-13"),
        ("2025/Holiday Gdańsk 2025.mp4", 3_850 * MB, "2025-07-19"),
        ("2025/Zosia birthday 2025.mp4", 720 * MB, "2025-04-12"),
        ("2026/Kuba first steps.MOV", 260 * MB, "2026-02-21"),
        ("2026/Lake District weekend.mp4", 2_400 * MB, "2026-05-31"),
        ("2026/Zosia swimming gala.mp4", 540 * MB, "2026-10-10"),
    ]:
        a(Entry(f"{FA}/Videos/{n}", s, cago(d)))
    for y, m in _months("2025-01", 23):  # 2025-01 … 2026-11
        a(Entry(f"{FA}/Nursery/Little Acorns invoice {y}-{m:02d}.pdf", r.randint(55 * KB, 90 * KB),
                cago(f"{y}-{m:02d}-{10 if (y, m) != (2026, 11) else 9:02d}")))  # fmt: skip
    a(Entry(f"{FA}/Nursery/Little Acorns - contract Kuba.pdf", 380 * KB, cago("2025-08-26")))
    a(Entry(f"{FA}/Nursery/Tax-Free Childcare account.pdf", 95 * KB, cago("2025-01-06")))
    HB = f"{FA}/House buying"
    for n, s, d, dup in [
        ("Mortgage offer - Nationwide.pdf", 1_450 * KB, "2024-06-18", "mortgage"),
        ("Mortgage illustration (ESIS).pdf", 640 * KB, "2024-05-29", None),
        ("RICS Level 3 Building Survey - 27 Elm Road.pdf", 12_300 * KB, "2024-06-05", None),
        ("Local authority searches.pdf", 3_200 * KB, "2024-06-27", None),
        ("Completion statement - Hartley Law.pdf", 210 * KB, "2024-08-09", None),
        ("TR1 transfer deed.pdf", 330 * KB, "2024-08-09", None),
        ("Stamp duty return SDLT.pdf", 150 * KB, "2024-08-12", None),
        ("Offer letter 27 Elm Road.docx", 36 * KB, "2024-04-22", None),
        ("House viewing notes.xlsx", 28 * KB, "2024-04-08", None),
        ("Buildings insurance 2026-27 - Aviva.pdf", 920 * KB, "2026-08-08", None),
    ]:
        a(Entry(f"{HB}/{n}", s, cago(d), dup=dup))
    for n, s, d in [
        ("27 Elm Road - floor plan.pdf", 2_100 * KB, "2024-04-03"),
        ("27 Elm Road - measured survey.dwg", 4_600 * KB, "2024-09-02"),
        ("loft conversion ideas.skp", 36 * MB, "2025-02-16"),
    ]:
        a(Entry(f"{HB}/Our house/{n}", s, cago(d)))
    CA = f"{FA}/Car"
    for n, s, d in [
        ("Skoda Octavia Estate V5C logbook.pdf", 410 * KB, "2023-03-18"),
        ("Skoda insurance 2025-26 - Admiral.pdf", 520 * KB, "2025-03-10"),
        ("Skoda insurance 2026-27 - Admiral.pdf", 540 * KB, "2026-03-09"),
        ("MOT certificate 2025.pdf", 160 * KB, "2025-03-21"),
        ("MOT certificate 2026.pdf", 165 * KB, "2026-03-20"),
        ("Service invoice - Skoda Bristol 2026-10.pdf", 220 * KB, "2026-10-14"),
        ("Parking fine appeal.docx", 31 * KB, "2026-06-22"),
    ]:
        a(Entry(f"{CA}/{n}", s, cago(d)))

    # ================================================================== Documents (personal, private)
    DO = "Documents"
    for n, s, d in [
        ("ID/Tomasz passport scan.jpg", 3_100 * KB, "2023-05-09"),
        ("ID/Ewa passport scan.jpg", 2_900 * KB, "2023-05-09"),
        ("ID/Ewa dowód osobisty.pdf", 1_200 * KB, "2024-11-04"),
        ("ID/Zosia birth certificate.pdf", 760 * KB, "2022-02-28"),
        ("ID/Kuba birth certificate.pdf", 740 * KB, "2024-04-15"),
        ("ID/Tomasz driving licence.jpg", 1_900 * KB, "2025-07-03"),
        ("Private/passwords export 2026-09.csv", 41 * KB, "2026-09-02"),
        ("Tax/Self assessment 2024-25.pdf", 380 * KB, "2026-01-27"),
        ("Tax/Self assessment 2023-24.pdf", 360 * KB, "2025-01-24"),
        ("Tax/P60 Ewa 2025-26.pdf", 95 * KB, "2026-05-20"),
        ("CV - Tomasz Nowak 2026.pdf", 210 * KB, "2026-02-02"),
        ("Ewa - CV 2025.docx", 48 * KB, "2025-09-15"),
        ("Wills/Will - Tomasz Nowak.pdf", 520 * KB, "2025-05-14"),
        ("Wills/Will - Ewa Nowak.pdf", 515 * KB, "2025-05-14"),
    ]:
        a(Entry(f"{DO}/{n}", s, cago(d)))
    a(T(f"{DO}/Notes/to do.txt", 0.3,
        "- J2412 tender queries by 1 Dec\n- renew ARB by 31 Dec\n- book Valencia airport taxi\n"
        "- nursery: Kuba's Christmas jumper day 12 Dec\n- call Hartley Law about the boundary\n"))  # fmt: skip
    a(T(f"{DO}/Notes/contractors.txt", cago("2026-07-08"),
        "Builders: Hartley & Sons (Mark) 0117 496 0321\nStructural: Arup Bristol, Priya Shah 0117 496 0788\n"
        "Party wall surveyor: Gareth Lewis 07700 900412\nElectrician (home): Piotr 07700 900155\n"))  # fmt: skip
    a(
        T(
            f"{DO}/Notes/Ewa - lista zakupów.txt",
            2.5,
            "mleko, chleb, jajka, pierogi, kiszone ogórki, pieluchy (Kuba, size 5), kawa\n",
        )
    )
    a(Entry(f"{DO}/Notes/untitled.txt", 0, cago("2026-06-30")))

    # ================================================================== Dropbox (copies of project PDFs, shared)
    DB = "Dropbox"
    for e in list(E):
        if e.path.startswith(f"{B12}/Planning/") and ("drawings set rev C" in e.name or "Heritage" in e.name):
            E[E.index(e)] = Entry(e.path, e.size, e.age, dup="db:" + e.name)
            a(Entry(f"{DB}/J2412 Brewery Yard/{e.name}", e.size, e.age - 0.01, dup="db:" + e.name))
        if e.path.startswith(f"{P08}/Planning/") and "drawings set" in e.name:
            E[E.index(e)] = Entry(e.path, e.size, e.age, dup="db:" + e.name)
            a(Entry(f"{DB}/J2508 Patel/{e.name}", e.size, e.age - 0.01, dup="db:" + e.name))
    a(Entry(f"{DB}/J2412 Brewery Yard/J2412 Structural calcs - Arup.pdf", 6_200 * KB, cago("2026-09-30")))
    a(Entry(f"{DB}/Shared with Ewa/Christmas 2026 plans.docx", 29 * KB, cago("2026-11-09")))
    a(Entry(f"{DB}/Shared with Ewa/Nursery fees 2026.xlsx", 21 * KB, cago("2026-09-05")))
    a(Entry(f"{DB}/Shared with Ewa/Mortgage offer - Nationwide.pdf", 1_450 * KB, cago("2024-06-20"), dup="mortgage"))
    a(T(f"{DB}/.dropbox", cago("2026-11-20"), '{"tag": "dropbox", "ns": 2207}\n'))

    # ================================================================== Games
    a(Entry("Games/Cities Skylines II saves/Nowakowo.cok", 84 * MB, cago("2026-11-08")))
    a(Entry("Games/Cities Skylines II saves/Harbour test.cok", 61 * MB, cago("2026-07-05")))
    a(Entry("Games/Factorio saves/megabase.zip", 210 * MB, cago("2025-12-29")))
    a(Entry("Games/Steam screenshots/20261108203312_1.jpg", 1_400 * KB, cago("2026-11-08")))
    a(Entry("Games/Steam screenshots/20260705211545_1.jpg", 1_350 * KB, cago("2026-07-05")))
    SA = ".steam/steam/steamapps"
    for game, files in {
        "Cities Skylines II": [("Cities2.exe", 92 * MB), ("Cities2_Data/data.unity3d", 14_200 * MB),
                               ("Cities2_Data/resources.assets", 3_900 * MB)],
        "Factorio": [("bin/x64/factorio.exe", 210 * MB), ("data/base.zip", 2_600 * MB)],
        "Mini Metro": [("MiniMetro.exe", 650 * KB), ("MiniMetro_Data/data.unity3d", 380 * MB)],
    }.items():  # fmt: skip
        for n, s in files:
            a(Entry(f"{SA}/common/{game}/{n}", s, 40.5 + r.random() * 100))
    a(T(f"{SA}/libraryfolders.vdf", 12, '"libraryfolders"\n{\n\t"0"\t{ "path" "/home/tomasz/.steam/steam" }\n}\n'))
    a(Entry(".steam/steam/logs/content_log.txt", 420 * KB, 2.2))

    # ================================================================== Music (running podcasts, playlists)
    for ep, d in [("Marathon Talk ep 612", "2026-10-01"), ("Marathon Talk ep 615", "2026-10-22"),
                  ("Marathon Talk ep 618", "2026-11-12"), ("The Running Channel - taper week", "2026-11-15"),
                  ("Koss Running Podcast - Valencia course", "2026-11-10")]:  # fmt: skip
        a(Entry(f"Music/Podcasts/{ep}.mp3", r.randint(38 * MB, 76 * MB), cago(d)))
    mix = ["Lose Yourself", "Eye of the Tiger", "Run Boy Run", "Can't Hold Us", "Till I Collapse", "Born to Run",
           "Stronger", "Seven Nation Army", "Titanium", "Dog Days Are Over"]  # fmt: skip
    for i, t in enumerate(mix):
        a(Entry(f"Music/Long run mix/{i + 1:02d} {t}.mp3", r.randint(4 * MB, 11 * MB), cago("2024-03-04")))
    for i, t in enumerate(["Kaczuszki", "Jedzie pociąg", "Panie Janie", "Wlazł kotek na płotek"]):
        a(Entry(f"Music/Dzieci/{i + 1:02d} {t}.mp3", r.randint(2 * MB, 5 * MB), cago("2023-02-11")))

    # ================================================================== Downloads
    dl = [
        ("Revit_2026_G1_Win_64bit_dlm.exe", 4_850 * MB, "2025-05-06", None),
        ("SketchUpPro-2026-0-420-x64.exe", 320 * MB, "2026-02-09", None),
        ("Enscape-4.5.0.msi", 610 * MB, "2026-06-18", None),
        ("Twinmotion 2025.2 installer.exe", 3_200 * MB, "2026-08-27", None),
        ("GarminExpress.dmg", 148 * MB, "2024-02-19", None),
        ("GarminExpressInstaller.exe", 141 * MB, "2026-03-16", None),
        ("SteamSetup.exe", 2_300 * KB, "2025-12-22", None),
        ("Bluebeam Revu 21.msi", 780 * MB, "2025-11-20", None),
        ("Zoom.pkg", 96 * MB, "2024-10-14", None),
        ("DWG TrueView 2026.exe", 1_100 * MB, "2026-10-12", None),
        ("J2508 Fee proposal v2 FINAL (1).pdf", 268 * KB, "2025-08-25", "fee2508"),
        ("Mortgage offer - Nationwide (1).pdf", 1_450 * KB, "2024-06-18", "mortgage"),
        ("finish line with Zosia (1).jpg", 5_900 * KB, "2025-10-03", "finish"),
        ("Approved_Document_B_vol1_2019_edition.pdf", 8_900 * KB, "2022-01-31", None),
        ("NHBC Standards 2026.pdf", 46 * MB, "2026-01-19", None),
        ("Velux GGL technical data.pdf", 2_300 * KB, "2026-07-22", None),
        ("Kingspan K107 datasheet.pdf", 1_700 * KB, "2026-10-05", None),
        ("Valencia marathon course map.pdf", 3_400 * KB, "2026-10-19", None),
        ("boarding pass VLC.pdf", 110 * KB, "2026-11-10", None),
        ("nursery christmas letter.pdf", 240 * KB, "2026-11-12", None),
        ("Brewery Yard survey point cloud.e57.crdownload", 1_900 * MB, "2026-11-11", None),
        ("textures_pack_brick_4k.zip", 1_250 * MB, "2025-06-30", None),
        ("pyrevit-master.zip", 38 * MB, "2024-09-09", None),
        ("Untitled.pdf", 0, "2026-04-28", None),
        ("document (3).pdf", 420 * KB, "2026-09-18", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, cago(d), dup=dup))

    # ================================================================== Desktop (screenshots and clutter)
    for d, t in [(3.6, "09.14.52"), (1.2, "16.02.11"), ("2026-11-11", "11.47.30"),
                 ("2026-10-27", "14.21.08"), ("2026-10-08", "10.33.41"), ("2026-09-15", "18.05.19"),
                 ("2026-07-01", "08.55.02"), ("2026-03-24", "13.40.27")]:  # fmt: skip
        age = d if isinstance(d, float) else cago(d)
        a(Entry(f"Desktop/Screenshot {iso_of(age).isoformat()} at {t}.png", r.randint(250 * KB, 2_600 * KB), age))
    a(Entry("Desktop/Screenshot 2026-11-19 at 12.00.00.png", 1_240 * KB, "11-19"))
    a(Entry("Desktop/J2412 tender queries.docx", 34 * KB, 0.6))
    a(Entry("Desktop/J2603 mood board.pdf", 18_400 * KB, cago("2026-11-16")))
    a(Entry("Desktop/New Text Document.txt", 0, cago("2026-11-09")))
    a(Entry("Desktop/Valencia 2026 - 16 week plan (copy).xlsx", 64 * KB, cago("2026-08-12")))
    a(Entry("Desktop/notes.txt", 9 * KB, cago("2026-10-03")))

    # ================================================================== a small script repo (noise inside)
    CODE = "Code/pyrevit-nowak"
    a(T(f"{CODE}/README.md", cago("2025-11-03"), "# pyrevit-nowak\n\nSheet renumbering and door schedule export.\n"))
    for n in ("renumber_sheets", "door_schedule", "export_pdfs", "room_areas"):
        a(Entry(f"{CODE}/NowakTools.extension/{n}.py", r.randint(1_500 * 1, 12_000), cago("2025-11-03")))
        a(Entry(f"{CODE}/NowakTools.extension/__pycache__/{n}.cpython-312.pyc", r.randint(1_200, 9_000), 30.3))
    a(T(f"{CODE}/.git/HEAD", 20.3, "ref: refs/heads/main\n"))
    a(T(f"{CODE}/.git/config", 20.3, "[core]\n\trepositoryformatversion = 0\n"))
    for _i in range(14):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{CODE}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), 20.3 + r.random() * 300))

    # ================================================================== hidden / noise
    a(T(".ssh/id_ed25519", 400.2, "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n"
        "-----END OPENSSH PRIVATE KEY-----\n"))  # fmt: skip
    a(T(".ssh/id_ed25519.pub", 400.2, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB3x tomasz@nowak-ws\n"))
    a(T(".ssh/known_hosts", 60.2, "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9o\n"))
    a(T(".bashrc", 800, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".gitconfig", 700, "[user]\n\tname = Tomasz Nowak\n"))
    a(T(".config/Garmin/Express/settings.json", 40.1, '{"device": "Forerunner 965", "autoSync": true}\n'))
    a(T("Projects/.DS_Store", 60, "Bud1\n"))
    for _i in range(20):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(15_000, 80_000),
                1.5 + r.random() * 25))  # fmt: skip
    for _i in range(8):
        a(Entry(f".cache/Autodesk/Revit 2026/CollaborationCache/{r.getrandbits(64):016x}.dat",
                r.randint(2 * MB, 40 * MB), 8.3 + r.random() * 60))  # fmt: skip
    return _check_architect(_check(E))


def _check_architect(entries: list[Entry]) -> list[Entry]:
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
        m = re.search(r"IMG_(\d{4})(\d{2})(\d{2})", e.name) or re.search(
            r"^(?:Screenshot )?(\d{4})-(\d{2})-(\d{2})[ _.]", e.name
        )
        if m and not e.path.startswith("Downloads/"):
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
        # year folders hold that year's files
        m = re.search(r"/(20\d\d)/", e.path)
        if m and e.path.startswith(("Family/Photos/", "Family/Videos/", "Practice/Invoices/")):
            assert iso_of(e.age).year == int(m.group(1)), e.path
    return entries


HOMES["architect"] = architect

if __name__ == "__main__":
    from homes import human

    es = architect()
    print(len(es), "files", human(sum(e.size for e in es)))
