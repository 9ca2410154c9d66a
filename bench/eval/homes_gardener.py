"""A generated home for the held-out set Y (heldout_Y.jsonl): the Price family's shared computer in Cardiff. Aled
Price is a self-employed landscape gardener (Price Landscapes), his wife Ifeoma Price a community pharmacist (a
locum), and their son Dylan (15) games, records and edits YouTube videos and writes a Minecraft mod.

Shape: Price Landscapes/Jobs/<year>/<client - place>/ (a quote, invoices, a planting plan as .pdf and .dwg, site
notes whose text can be searched, Photos/Before and Photos/After: .jpg from the old Android phone in 2025, .HEIC
from the iPhone in 2026; one client, Kelly, has a job in both years under the same folder name), Suppliers/
(plant and stone price lists .xlsx), VAT/ (a return per quarter, "VAT return 2026 Q3.pdf", and workings), Van/
(the van logbook, MOT, insurance), Certificates/ (the CSCS card scan, NPTC and chainsaw tickets, public liability),
Manuals/ (a hedge-trimmer manual and others), Accounts/ (invoice registers, receipts), Templates/, Marketing/;
Ifeoma/ (CPD records by year and a CPD log, locum rota spreadsheets by month, GPhC registration letters, her MSc
dissertation, a recipe collection as text, a Spanish course with accents, work documents); Dylan/ (OBS recordings
.mkv named by OBS's "YYYY-MM-DD HH-MM-SS", YouTube/edits (DaVinci Resolve .drp projects), renders, thumbnails and
assets, Minecraft world backups .zip and downloaded mods, school coursework .docx/.pptx, a Revision folder, Coding/
with a Gradle mod project under .git with build output and a Discord bot with __pycache__ and a .env); shared
Pictures (holidays, Christmas, a birthday, screenshots) and Videos; Downloads (installers .exe/.msi/.zip/.jar,
"(1)" copies and exact duplicates of files elsewhere, an unfinished download, an empty file); Desktop clutter;
hidden dotfiles, .minecraft, .cache, .local, .ssh.

Dates in names agree with the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files
avoid the ages that sit on a date boundary of set Y's questions (BAD_WINDOWS, checked by `_check_gardener`); the
files dated Nov 19 and Oct 31 are month-day anchors ("11-19", "10-31"), and nothing else visible is dated within a
day of them.
"""

from __future__ import annotations

import datetime as _dt
import random
import re

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 24)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    """The date of a file `age` days old, the home being written at noon on TODAY."""
    return (_dt.datetime.combine(TODAY, _dt.time(12)) - _dt.timedelta(days=age)).date()


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set Y's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 7, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(29.5, 31.7), (89.5, 93.0)]  # "a month" and "3 months" read as calendar months too (31, 92 days)
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]  # Nov 1 also covers the Oct 31 anchors
BAD_WINDOWS += [(3.4, 7.8)]  # Nov 19 (a named day, only its anchors) and the week


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


PL = "Price Landscapes"
JOBS = f"{PL}/Jobs"
IF = "Ifeoma"
DY = "Dylan"

# (year, folder, quotes [(name, date)], invoices [(name, date)], plan (stem, exts, date) or None,
#  before (n, date) or None, after (n, date) or None, site notes text or None)
JOB_LIST = [
    (
        "2025",
        "Morgan - Heol y Coed, Rhiwbina",
        [("Quote - Morgan 2025.pdf", "2025-02-18")],
        [("Invoice 1003 - Morgan 2025.pdf", "2025-04-30")],
        ("Planting plan - Morgan", ["pdf"], "2025-03-05"),
        (8, "2025-02-14"),
        (10, "2025-04-28"),
        None,
    ),
    (
        "2025",
        "Jenkins - Ty Nant, Radyr",
        [("Quote - Jenkins 2025.pdf", "2025-04-02")],
        [("Invoice 1006 - Jenkins 2025.pdf", "2025-06-20")],
        None,
        (6, "2025-03-28"),
        (6, "2025-06-18"),
        "Jenkins, Ty Nant. Close-board fencing 24 m, new turf 80 m2 (Rolawn Medallion). Old shed to the tip.\n",
    ),
    (
        "2025",
        "Davies - Penylan Road",
        [("Quote - Davies 2025.pdf", "2025-06-05")],
        [("Invoice 1008 - Davies 2025.pdf", "2025-07-18")],
        None,
        (4, "2025-06-02"),
        (5, "2025-07-16"),
        None,
    ),
    (
        "2025",
        "Kelly - Marine Parade, Penarth",
        [("Quote - Kelly 2025.pdf", "2025-08-11")],
        [("Invoice 1012 - Kelly 2025.pdf", "2025-10-03")],
        ("Planting plan - Kelly 2025", ["pdf"], "2025-08-20"),
        (7, "2025-08-07"),
        (9, "2025-10-01"),
        "Mrs Kelly, Marine Parade. Sea wind: escallonia and griselinia hedge, no tree ferns. Salt-tolerant only.\n",
    ),
    (
        "2026",
        "Henderson - 12 Elm Grove, Whitchurch",
        [("Quote - Henderson 2026.pdf", "2026-02-24")],
        [
            ("Invoice 1031 - Henderson 2026 deposit.pdf", "2026-03-20"),
            ("Invoice 1034 - Henderson 2026.pdf", "2026-05-29"),
        ],
        ("Planting plan - Henderson", ["pdf", "dwg"], "2026-03-10"),
        (12, "2026-02-20"),
        (15, "2026-05-27"),
        "Henderson, 12 Elm Grove. Heavy clay, dig in grit. Side gate is 85 cm: the 1.5 t digger won't fit, hire the "
        "micro digger. Client wants Hidcote lavender along the path and a Japanese maple by the patio.\n",
    ),
    (
        "2026",
        "Old Vicarage - Llandaff",
        [("Quote - Old Vicarage 2026.pdf", "2026-03-16"), ("Quote - Old Vicarage 2026 v2.pdf", "2026-04-07")],
        [("Invoice 1039 - Old Vicarage 2026.pdf", "2026-09-18")],
        ("Planting plan - Old Vicarage", ["pdf", "dwg"], "2026-04-14"),
        (10, "2026-03-12"),
        (14, "2026-09-15"),
        "Revd Sian Thomas. Yew hedge cut back hard in March, before nesting. Box blight in the parterre: replace "
        "with Ilex crenata. Bats roost in the coach house, so no outdoor lighting at night.\n",
    ),
    (
        "2026",
        "Patel - Llandaff North",
        [("Quote - Patel 2026.pdf", "2026-06-15")],
        [("Invoice 1037 - Patel 2026.pdf", "2026-08-14")],
        ("Planting plan - Patel", ["pdf", "dwg"], "2026-06-25"),
        (6, "2026-06-11"),
        (8, "2026-08-12"),
        "Mr and Mrs Patel. Raised veg beds in oak sleepers, drip irrigation on a timer, six espalier apples on the "
        "south fence.\n",
    ),
    (
        "2026",
        "Pontcanna Community Garden",
        [("Quote - Pontcanna Community Garden 2026.pdf", "2026-07-09")],
        [("Invoice 1043 - Pontcanna Community Garden 2026.pdf", "2026-11-13")],
        None,
        (8, "2026-07-06"),
        (6, "2026-11-12"),
        None,
    ),
    (
        "2026",
        "Kelly - Marine Parade, Penarth",
        [("Quote - Kelly 2026.pdf", "2026-09-08")],
        [("Invoice 1041 - Kelly 2026.pdf", "2026-10-20")],
        None,
        (5, "2026-09-04"),
        (7, "2026-10-16"),
        None,
    ),
    (
        "2026",
        "Bowen - Cyncoed",
        [("Quote - Bowen 2026.pdf", "11-19")],
        [],
        ("Planting plan - Bowen", ["dwg"], "2026-11-16"),
        (9, "2026-11-10"),
        None,
        "Mrs Bowen, Cyncoed. Wants low maintenance. Slope at the back: oak sleepers in three tiers. They have a "
        "puppy, so nothing toxic (no foxgloves, no yew).\n",
    ),
]


def gardener() -> list[Entry]:
    r = random.Random(2411)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Price Landscapes: jobs
    heic_no = [4012]
    for year, folder, quotes, invoices, plan, before, after, notes in JOB_LIST:
        base = f"{JOBS}/{year}/{folder}"
        for n, d in quotes:
            age = d if d == "11-19" else _clear(ago(d))
            a(Entry(f"{base}/{n}", r.randint(90 * KB, 420 * KB), age))
        for n, d in invoices:
            a(Entry(f"{base}/{n}", r.randint(60 * KB, 180 * KB), _clear(ago(d))))
        if plan:
            stem, exts, d = plan
            for x in exts:
                s = r.randint(900 * KB, 4_800 * KB) if x == "pdf" else r.randint(1_200 * KB, 9 * MB)
                a(Entry(f"{base}/{stem}.{x}", s, _clear(ago(d))))
        for kind, spec in (("Before", before), ("After", after)):
            if not spec:
                continue
            n, d = spec
            for i in range(n):
                age = _clear(ago(d) - i * 0.01)
                if year == "2025":
                    dd = iso_of(age)
                    hms = f"{r.randint(8, 17):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
                    a(Entry(f"{base}/Photos/{kind}/IMG_{dd:%Y%m%d}_{hms}.jpg", r.randint(2 * MB, 5 * MB), age))
                else:
                    heic_no[0] += r.randint(1, 4)
                    a(Entry(f"{base}/Photos/{kind}/IMG_{heic_no[0]}.HEIC", r.randint(1_400 * KB, 3_600 * KB), age))
        if notes:
            first = quotes[0][1]
            age = _clear(ago(first) + 3.0) if first != "11-19" else _clear(ago("2026-11-10"))
            a(T(f"{base}/site notes.txt", age, notes))

    # ================================================================== Price Landscapes: the rest
    SUP = f"{PL}/Suppliers"
    for n, s, d in [
        ("Hillier trade price list 2025.xlsx", 1_180 * KB, "2025-01-20"),
        ("Hillier trade price list 2026.xlsx", 1_240 * KB, "2026-01-19"),
        ("Johnsons of Whixley price list 2026.xlsx", 860 * KB, "2026-02-09"),
        ("Palmstead plant price list autumn 2026.xlsx", 640 * KB, "2026-09-09"),
        ("CED stone price list 2026.xlsx", 310 * KB, "2026-03-03"),
    ]:
        a(
            Entry(
                f"{SUP}/{n}", s, _clear(ago(d)), dup="hillier26" if n == "Hillier trade price list 2026.xlsx" else None
            )
        )
    a(
        T(
            f"{SUP}/supplier contacts.txt",
            _clear(ago("2025-05-12")),
            "Hillier trade desk 01794 368733\nCED Stone, Avonmouth depot\nTravis Perkins Cardiff, account PL-2231\n",
        )
    )

    VAT = f"{PL}/VAT"
    for y, qn, d in [
        (2025, 1, "2025-05-06"),
        (2025, 2, "2025-08-05"),
        (2025, 3, "2025-11-04"),
        (2025, 4, "2026-02-03"),
        (2026, 1, "2026-05-05"),
        (2026, 2, "2026-08-04"),
        (2026, 3, "2026-11-04"),
    ]:
        a(Entry(f"{VAT}/VAT return {y} Q{qn}.pdf", r.randint(70 * KB, 130 * KB), _clear(ago(d))))
    a(Entry(f"{VAT}/VAT workings 2025.xlsx", 96 * KB, _clear(ago("2026-02-03"))))
    a(Entry(f"{VAT}/VAT workings 2026.xlsx", 88 * KB, _clear(ago("2026-11-04"))))
    a(Entry(f"{VAT}/HMRC VAT registration certificate.pdf", 140 * KB, _clear(ago("2021-04-12"))))

    VAN = f"{PL}/Van"
    a(Entry(f"{VAN}/van logbook.xlsx", 212 * KB, 1.3))
    a(Entry(f"{VAN}/MOT certificate 2026.pdf", 160 * KB, _clear(ago("2026-01-14"))))
    a(Entry(f"{VAN}/MOT certificate 2025.pdf", 158 * KB, _clear(ago("2025-01-15"))))
    a(Entry(f"{VAN}/van insurance 2026-27.pdf", 420 * KB, _clear(ago("2026-04-28"))))
    a(Entry(f"{VAN}/Transit service history.pdf", 1_300 * KB, _clear(ago("2026-06-30"))))

    CERT = f"{PL}/Certificates"
    for n, s, d in [
        ("CSCS card scan.pdf", 640 * KB, "2024-03-11"),
        ("NPTC PA1 PA6 certificate.pdf", 380 * KB, "2019-05-20"),
        ("Chainsaw CS30 CS31 certificate.pdf", 410 * KB, "2020-10-08"),
        ("Public liability insurance 2026-27.pdf", 890 * KB, "2026-04-06"),
        ("First aid at work 2025.pdf", 300 * KB, "2025-03-27"),
    ]:
        a(Entry(f"{CERT}/{n}", s, _clear(ago(d))))

    MAN = f"{PL}/Manuals"
    for n, s, d, dup in [
        ("Stihl HS 82 hedge trimmer manual.pdf", 4_600 * KB, "2023-04-17", "hs82"),
        ("Honda HRX 537 mower manual.pdf", 7_900 * KB, "2022-03-30", None),
        ("Makita DUB363 leaf blower manual.pdf", 3_100 * KB, "2024-09-25", None),
        ("Stihl MS 261 chainsaw manual.pdf", 6_200 * KB, "2020-10-02", None),
        ("Belle mini digger operator guide.pdf", 11_400 * KB, "2026-02-26", None),
    ]:
        a(Entry(f"{MAN}/{n}", s, _clear(ago(d)), dup=dup))

    ACC = f"{PL}/Accounts"
    a(Entry(f"{ACC}/Invoice register 2025.xlsx", 64 * KB, _clear(ago("2025-12-19"))))
    a(Entry(f"{ACC}/Invoice register 2026.xlsx", 71 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{ACC}/Self assessment 2024-25.pdf", 520 * KB, _clear(ago("2026-01-20"))))
    a(Entry(f"{ACC}/accountant letter - Rees & Co.pdf", 150 * KB, _clear(ago("2025-11-26"))))
    for n, d in [
        ("receipt Travis Perkins 2026-03-18.pdf", "2026-03-18"),
        ("receipt Hillier 2026-03-09.pdf", "2026-03-09"),
        ("receipt CED Stone 2026-06-22.pdf", "2026-06-22"),
        ("receipt HSS digger hire 2026-03-11.pdf", "2026-03-11"),
        ("receipt Travis Perkins 2026-09-21.pdf", "2026-09-21"),
        ("receipt fuel Tesco 2026-10-27.pdf", "2026-10-27"),
        ("receipt Screwfix 2026-11-11.pdf", "2026-11-11"),
    ]:
        a(Entry(f"{ACC}/Receipts/{n}", r.randint(40 * KB, 160 * KB), _clear(ago(d))))

    a(Entry(f"{PL}/Templates/quote template.docx", 58 * KB, _clear(ago("2024-02-05"))))
    a(Entry(f"{PL}/Templates/invoice template.docx", 54 * KB, _clear(ago("2024-02-05"))))
    a(Entry(f"{PL}/Marketing/Price Landscapes logo.png", 820 * KB, _clear(ago("2023-03-01"))))
    a(Entry(f"{PL}/Marketing/flyer spring 2026.pdf", 2_400 * KB, _clear(ago("2026-02-12"))))
    a(Entry(f"{PL}/Marketing/van signage proof.pdf", 1_700 * KB, _clear(ago("2023-05-09"))))

    # ================================================================== Ifeoma
    CPD = f"{IF}/CPD"
    for y, items in (
        (
            "2025",
            [
                ("Planned CPD - inhaler technique.docx", "2025-03-12"),
                ("Unplanned CPD - valproate safety alert.docx", "2025-06-20"),
                ("Planned CPD - menopause and HRT update.docx", "2025-09-08"),
                ("Peer discussion 2025.docx", "2025-10-02"),
                ("Unplanned CPD - penicillin allergy query.docx", "2025-11-14"),
                ("Reflective account 2025.docx", "2025-12-01"),
            ],
        ),
        (
            "2026",
            [
                ("Planned CPD - Pharmacy First training.docx", "2026-02-10"),
                ("Unplanned CPD - emergency contraception query.docx", "2026-04-22"),
                ("Planned CPD - weight loss injections.docx", "2026-07-01"),
                ("Peer discussion 2026.docx", "2026-09-17"),
                ("Unplanned CPD - shingles vaccine.docx", "2026-10-15"),
                ("Reflective account 2026 draft.docx", "2026-11-15"),
            ],
        ),
    ):
        for n, d in items:
            a(Entry(f"{CPD}/{y}/{n}", r.randint(28 * KB, 75 * KB), _clear(ago(d))))
    a(Entry(f"{CPD}/CPD log.xlsx", 36 * KB, _clear(ago("2026-11-15"))))

    ROTA = f"{IF}/Locum rotas"
    months = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ]
    for i, mname in enumerate(months):
        made = _dt.date(2026, i + 1, 1) - _dt.timedelta(days=17)  # made mid-month before
        a(Entry(f"{ROTA}/Locum rota - {mname} 2026.xlsx", r.randint(22 * KB, 48 * KB), _clear(ago(made.isoformat()))))
    a(Entry(f"{ROTA}/Locum rota - December 2025.xlsx", 31 * KB, _clear(ago("2025-11-14"))))
    a(
        T(
            f"{ROTA}/pharmacies and contacts.txt",
            _clear(ago("2026-01-08")),
            "Boots Canton - Mr Hughes (manager)\nWellbeing Pharmacy Ely - Sara\nLloyds Llandaff North - Gareth\n"
            "Day rate 280 GBP, Saturdays 300 GBP.\n",
        )
    )

    GP = f"{IF}/GPhC"
    for n, s, d, dup in [
        ("GPhC registration certificate 2014.pdf", 310 * KB, "2014-08-04", None),
        ("GPhC registration renewal letter 2025.pdf", 190 * KB, "2025-10-07", None),
        ("GPhC registration renewal letter 2026.pdf", 194 * KB, "2026-10-06", "gphc26"),
        ("GPhC revalidation confirmation 2025.pdf", 150 * KB, "2025-12-19", None),
    ]:
        a(Entry(f"{GP}/{n}", s, _clear(ago(d)), dup=dup))

    MS = f"{IF}/MSc Clinical Pharmacy"
    for n, s, d in [
        ("MSc dissertation - final.pdf", 3_800 * KB, "2023-09-12"),
        ("MSc dissertation - final.docx", 2_100 * KB, "2023-09-11"),
        ("dissertation draft v2.docx", 1_900 * KB, "2023-07-20"),
        ("ethics approval letter.pdf", 210 * KB, "2023-02-14"),
        ("survey results.xlsx", 420 * KB, "2023-06-01"),
        ("dissertation presentation.pptx", 18 * MB, "2023-09-20"),
        ("MSc transcript.pdf", 260 * KB, "2023-11-30"),
    ]:
        a(Entry(f"{MS}/{n}", s, _clear(ago(d))))

    REC = f"{IF}/Recipes"
    recipes = {
        "Jollof rice.txt": "Jollof rice (party style)\n4 cups long grain rice, 6 plum tomatoes, 3 red peppers, "
        "2 scotch bonnets, 2 onions, tomato paste, thyme, curry powder, bay leaves, chicken stock.\n",
        "Egusi soup.txt": "Egusi soup\n2 cups ground egusi, palm oil, spinach, stockfish, assorted meat, "
        "1 scotch bonnet, crayfish.\n",
        "Puff puff.txt": "Puff puff\n3 cups flour, 1 sachet yeast, 1/2 cup sugar, nutmeg, warm water. Deep fry.\n",
        "Welsh cakes.txt": "Welsh cakes (Nain's)\n225 g self-raising flour, 100 g butter, 75 g sugar, 50 g currants, "
        "1 egg, pinch of mixed spice. Bakestone, medium heat.\n",
        "Cawl.txt": "Cawl\nlamb neck, leeks, swede, carrots, potatoes, parsley. Better the next day.\n",
        "Chin chin.txt": "Chin chin\n4 cups flour, 1/2 cup sugar, 100 g butter, 2 eggs, nutmeg, milk.\n",
        "Pepper soup.txt": "Goat pepper soup\ngoat meat, pepper soup spice, 2 scotch bonnets, utazi leaves.\n",
        "Bara brith.txt": "Bara brith\n350 g mixed fruit soaked overnight in cold tea, 1 egg, 225 g self-raising "
        "flour, 100 g brown sugar.\n",
        "Moi moi.txt": "Moi moi\n2 cups black-eyed beans, 1 red pepper, 1 onion, 1 scotch bonnet, eggs, oil.\n",
        "Chicken suya.txt": "Chicken suya\nchicken thighs, suya spice (yaji), groundnut oil, onions, tomatoes.\n",
    }
    for i, (n, txt) in enumerate(recipes.items()):
        a(T(f"{REC}/{n}", _clear(200.3 + i * 61.3), txt))
    a(Entry(f"{REC}/Mum's recipe book scan.pdf", 14_600 * KB, _clear(ago("2024-12-27"))))

    SP = f"{IF}/Spanish course"
    unidades = [
        "Saludos y presentaciones",
        "La familia",
        "En el mercado",
        "La farmacia",
        "El tiempo libre",
        "De viaje",
        "En el médico",
        "El pretérito indefinido",
        "Mi rutina diaria",
        "Planes para el futuro",
    ]
    for i, u in enumerate(unidades):
        age = _clear(ago("2026-01-13") - i * 21.0)
        a(Entry(f"{SP}/Unidad {i + 1:02d} - {u}.pdf", r.randint(700 * KB, 2_600 * KB), age))
        a(Entry(f"{SP}/Audio/Unidad {i + 1:02d} - audio.mp3", r.randint(9 * MB, 24 * MB), age))
    a(
        T(
            f"{SP}/vocabulario.txt",
            _clear(9.3),
            "la receta - prescription\nel jarabe - syrup\nlas pastillas - tablets\n¿Tiene alergias? - any allergies?\n"
            "el año que viene - next year\n",
        )
    )
    a(Entry(f"{SP}/examen A2 - práctica.pdf", 1_100 * KB, _clear(ago("2026-10-22"))))

    WK = f"{IF}/Work"
    a(Entry(f"{WK}/DBS certificate 2024.pdf", 280 * KB, _clear(ago("2024-06-04"))))
    a(Entry(f"{WK}/professional indemnity insurance 2026.pdf", 510 * KB, _clear(ago("2026-03-30"))))
    a(Entry(f"{WK}/CV - Ifeoma Price 2026.docx", 46 * KB, _clear(ago("2026-05-18"))))
    a(Entry(f"{WK}/Pharmacy First PGDs 2026.pdf", 3_900 * KB, _clear(ago("2026-02-03"))))

    # ================================================================== Dylan
    OBS = f"{DY}/OBS recordings"
    k = 1
    for i in range(30):
        while True:  # an evening recording, k days ago, named by OBS with its start time
            hh, mm, ss = r.randint(16, 22), r.randint(0, 59), r.randint(0, 59)
            ag = k - (hh - 12) / 24 - mm / 1440 - ss / 86400
            if not _bad(ag):
                break
            k += 1
        s = 7_400 * MB if i == 11 else r.randint(900, 5_800) * MB
        a(Entry(f"{OBS}/{iso_of(ag):%Y-%m-%d} {hh:02d}-{mm:02d}-{ss:02d}.mkv", s, ag))
        k += 1 + int(r.random() * 5)
    a(Entry(f"{OBS}/2026-11-19 20-14-52.mkv", 4_300 * MB, "11-19"))
    a(Entry(f"{OBS}/2026-10-31 21-03-10.mkv", 5_100 * MB, "10-31"))

    YT = f"{DY}/YouTube"
    vids = [
        ("minecraft hardcore ep1", "2026-06-14"),
        ("minecraft hardcore ep2", "2026-07-19"),
        ("minecraft hardcore ep3", "2026-09-06"),
        ("bedwars montage", "2026-08-23"),
        ("halloween special", "10-31"),
        ("cobblegen mod showcase", "2026-11-08"),
    ]
    for n, d in vids:
        age = d if d == "10-31" else _clear(ago(d))
        a(Entry(f"{YT}/edits/{n}.drp", r.randint(300 * KB, 2_800 * KB), age))
        a(Entry(f"{YT}/renders/{n}.mp4", r.randint(400, 2_300) * MB, age))
        a(Entry(f"{YT}/thumbnails/{n} thumbnail.png", r.randint(600 * KB, 2_400 * KB), age))
    a(Entry(f"{YT}/edits/hardcore ep4 nether.drp", 900 * KB, 1.2))
    a(Entry(f"{YT}/assets/outro music.mp3", 6_300 * KB, _clear(ago("2026-06-10"))))
    a(Entry(f"{YT}/assets/intro animation.mov", 180 * MB, _clear(ago("2026-06-10"))))
    a(Entry(f"{YT}/assets/subscribe button.png", 340 * KB, _clear(ago("2026-06-10"))))
    a(Entry(f"{YT}/assets/vine boom.wav", 420 * KB, _clear(ago("2026-08-20"))))
    a(
        T(
            f"{YT}/video ideas.txt",
            2.9,
            "- hardcore ep4: the nether\n- bedwars 1v4 montage\n- mod showcase part 2 (cobblegen tiers)\n"
            "- 1k subs special?? q&a\n",
        )
    )

    MC = f"{DY}/Minecraft"
    for n, d in [
        ("Survival world 2026-04-12.zip", "2026-04-12"),
        ("Survival world 2026-07-30.zip", "2026-07-30"),
        ("Survival world 2026-11-08.zip", "2026-11-08"),
        ("Hardcore world 2026-06-13.zip", "2026-06-13"),
        ("Hardcore world 2026-09-05.zip", "2026-09-05"),
        ("Creative build world 2026-02-21.zip", "2026-02-21"),
        ("SMP with Rhys 2025-12-28.zip", "2025-12-28"),
        ("SMP with Rhys 2026-10-22.zip", "2026-10-22"),
    ]:
        age = _clear(ago(d))
        assert iso_of(age).isoformat() == d, n
        a(Entry(f"{MC}/world backups/{n}", r.randint(150, 880) * MB, age))
    for n, s, d in [
        ("sodium-fabric-0.5.11+mc1.20.1.jar", 1_100 * KB, "2026-05-02"),
        ("iris-mc1.20.1-1.7.2.jar", 2_300 * KB, "2026-05-02"),
        ("jei-1.20.1-forge-15.3.0.4.jar", 1_400 * KB, "2026-04-10"),
        ("create-1.20.1-0.5.1.f.jar", 14_800 * KB, "2026-04-10"),
    ]:
        a(Entry(f"{MC}/mods/{n}", s, _clear(ago(d))))
    a(
        T(
            f"{MC}/server.txt",
            _clear(ago("2026-10-24")),
            "SMP server: play.rhyscraft.net port 25565\nwhitelist: Dylan_P, RhysTheGoat, Mali_xx\n",
        )
    )

    SC = f"{DY}/School"
    for n, s, d in [
        ("English - An Inspector Calls essay.docx", 38 * KB, "2026-10-14"),
        ("English - poetry comparison.docx", 31 * KB, "2026-03-11"),
        ("History - causes of WW1 presentation.pptx", 12 * MB, "2026-02-02"),
        ("Geography - River Taff fieldwork.docx", 2_400 * KB, "2026-07-08"),
        ("Computer Science - NEA analysis.docx", 210 * KB, "2026-11-16"),
        ("Welsh Bacc - individual project.docx", 640 * KB, "2026-06-22"),
        ("Business - marketing presentation.pptx", 8_700 * KB, "2026-09-28"),
        ("Science - required practicals write-up.docx", 95 * KB, "2025-12-09"),
    ]:
        a(Entry(f"{SC}/{n}", s, _clear(ago(d))))
    RV = f"{DY}/Revision"
    for n, s, d, dup in [
        ("Biology paper 1 flashcards.pdf", 1_800 * KB, "2026-11-10", None),
        ("Chemistry equations.pdf", 600 * KB, "2026-10-19", None),
        ("Maths past paper June 2024 Higher P1.pdf", 2_300 * KB, "2026-10-27", "mathsp1"),
        ("Maths past paper June 2024 Higher P1 mark scheme.pdf", 1_100 * KB, "2026-10-27", None),
        ("Maths past paper Nov 2023 Higher P2.pdf", 2_200 * KB, "2026-09-22", None),
        ("English lit quotes.docx", 44 * KB, "2026-11-12", None),
        ("Physics equations sheet.pdf", 480 * KB, "2026-10-05", None),
        ("revision timetable.xlsx", 27 * KB, "2026-11-09", None),
    ]:
        a(Entry(f"{RV}/{n}", s, _clear(ago(d)), dup=dup))

    CG = f"{DY}/Coding/cobblegen-mod"
    a(
        T(
            f"{CG}/README.md",
            _clear(ago("2026-08-02")),
            "# Cobblegen Tiers\n\nA Forge mod for 1.20.1: cobblestone generators that upgrade (iron, gold, diamond).\n"
            "Build: ./gradlew build\n",
        )
    )
    a(
        T(
            f"{CG}/build.gradle",
            _clear(ago("2026-10-25")),
            "plugins {\n    id 'net.minecraftforge.gradle' version '6.0'\n}\n",
        )
    )
    a(T(f"{CG}/gradle.properties", _clear(ago("2026-08-02")), "minecraft_version=1.20.1\nforge_version=47.3.0\n"))
    for n in ("CobbleGenMod", "GeneratorBlock", "GeneratorBlockEntity", "ModBlocks", "ModItems", "TierConfig"):
        a(
            Entry(
                f"{CG}/src/main/java/com/dylanp/cobblegen/{n}.java",
                r.randint(1_500, 9_000),
                _clear(1.7 + r.random() * 40),
            )
        )
    a(
        T(
            f"{CG}/src/main/resources/META-INF/mods.toml",
            _clear(ago("2026-08-02")),
            'modId="cobblegen"\nversion="1.2.0"\n',
        )
    )
    for n in ("iron_generator", "gold_generator", "diamond_generator"):
        a(Entry(f"{CG}/src/main/resources/assets/cobblegen/textures/block/{n}.png", r.randint(600, 3_000), 40.3))
    a(Entry(f"{CG}/build/libs/cobblegen-1.2.0.jar", 84 * KB, 3.1))
    for n in ("CobbleGenMod", "GeneratorBlock", "GeneratorBlockEntity", "ModBlocks", "ModItems", "TierConfig"):
        a(Entry(f"{CG}/build/classes/java/main/com/dylanp/cobblegen/{n}.class", r.randint(1_200, 7_000), 3.1))
    a(T(f"{CG}/.git/HEAD", 1.7, "ref: refs/heads/main\n"))
    a(T(f"{CG}/.git/config", 60.3, "[core]\n\trepositoryformatversion = 0\n"))
    a(Entry(f"{CG}/.git/index", 6 * KB, 1.7))
    for _i in range(24):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{CG}/.git/objects/{h[:2]}/{h[2:]}", r.randint(150, 40_000), 1.7 + r.random() * 110))
    for _i in range(10):
        a(Entry(f"{CG}/.gradle/8.8/fileHashes/{r.getrandbits(32):08x}.bin", r.randint(10 * KB, 900 * KB), 1.7))
    DB = f"{DY}/Coding/discord-bot"
    a(
        T(
            f"{DB}/bot.py",
            _clear(ago("2026-03-29")),
            "import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n",
        )
    )
    a(T(f"{DB}/requirements.txt", _clear(ago("2026-03-22")), "discord.py==2.3.2\npython-dotenv==1.0.1\n"))
    a(Entry(f"{DB}/__pycache__/bot.cpython-312.pyc", 3 * KB, _clear(ago("2026-03-29"))))
    a(T(f"{DB}/.env", _clear(ago("2026-03-22")), "DISCORD_TOKEN=not-a-real-token-0000\n"))

    # ================================================================== shared pictures and videos
    PIC = "Pictures"
    for folder, d, n in [
        ("Tenby August 2025", "2025-08-16", 24),
        ("Christmas 2025", "2025-12-25", 16),
        ("Dylan 15th birthday", "2026-03-14", 10),
    ]:
        for i in range(n):
            ag = _clear(ago(d) - (i * 4) // n - i * 0.01)
            dd = iso_of(ag)
            hms = f"{r.randint(9, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
            a(Entry(f"{PIC}/{folder}/IMG_{dd:%Y%m%d}_{hms}.jpg", r.randint(2_200 * KB, 5_600 * KB), ag))
    for ag in (9.4, 19.3, 41.2, 77.6, 130.3, 205.8):
        ag = _clear(ag)
        dd = iso_of(ag)
        hms = f"{r.randint(9, 22):02d}-{r.randint(10, 59)}-{r.randint(10, 59)}"
        a(Entry(f"{PIC}/Screenshots/Screenshot from {dd:%Y-%m-%d} {hms}.png", r.randint(150 * KB, 1_400 * KB), ag))
    a(Entry("Videos/Tenby 2025 beach.mp4", 1_140 * MB, _clear(ago("2025-08-17"))))
    a(Entry("Videos/Dylan school concert 2024.mp4", 2_050 * MB, _clear(ago("2024-12-12"))))
    a(Entry("Videos/Old Vicarage timelapse.mp4", 3_300 * MB, _clear(ago("2026-09-16"))))

    # ================================================================== Downloads
    DL = "Downloads"
    for n, s, d, dup in [
        ("OBS-Studio-30.2.3-Full-Installer-x64.exe", 141 * MB, "2026-02-11", None),
        ("DaVinci_Resolve_19.1_Windows.zip", 3_240 * MB, "2026-06-09", None),
        ("DaVinci_Resolve_19.1.3_Windows.zip.crdownload", 1_120 * MB, "2026-11-11", None),
        ("MinecraftInstaller.msi", 9_400 * KB, "2025-12-27", None),
        ("forge-1.20.1-47.3.0-installer.jar", 6_200 * KB, "2026-04-09", None),
        ("DWGTrueView_2025_English_64bit.exe", 820 * MB, "2025-03-04", None),
        ("SketchUp-2024-0-594-241.exe", 390 * MB, "2024-11-20", None),
        ("ZoomInstallerFull.exe", 81 * MB, "2025-10-21", None),
        ("jdk-21_windows-x64_bin.exe", 165 * MB, "2026-07-31", None),
        ("gradle-8.8-bin.zip", 132 * MB, "2026-08-02", None),
        ("Faithful 32x - 1.20.zip", 61 * MB, "2026-05-02", None),
        ("Spanish A2 audio pack.zip", 312 * MB, "2026-01-12", None),
        ("Hillier trade price list 2026 (1).xlsx", 1_240 * KB, "2026-01-20", "hillier26"),
        ("HS82-instruction-manual.pdf", 4_600 * KB, "2023-04-16", "hs82"),
        ("GPhC registration renewal letter 2026 (1).pdf", 194 * KB, "2026-10-07", "gphc26"),
        ("Maths_Higher_P1_June2024.pdf", 2_300 * KB, "2026-10-26", "mathsp1"),
        ("Pharmacy First clinical pathways.pdf", 2_700 * KB, "2026-01-30", None),
        ("inhaler technique leaflet.pdf", 900 * KB, "2025-03-10", None),
        ("Cardiff green waste permit 2026.pdf", 120 * KB, "2026-03-02", None),
        ("HMRC VAT notice 700-22.pdf", 1_300 * KB, "2025-04-29", None),
        ("turf calculator.xlsx", 24 * KB, "2025-04-01", None),
        ("minecraft-skin-dylan.png", 4 * KB, "2026-03-15", None),
        ("sodium-fabric-0.5.11+mc1.20.1 (1).jar", 1_100 * KB, "2026-05-03", None),
        ("Untitled.txt", 0, "2026-08-19", None),
    ]:
        a(Entry(f"{DL}/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/todo.txt",
            0.2,
            "- chase Kelly for invoice 1041\n- order 40 Hidcote lavender for Bowen\n- van MOT due January\n"
            "- Dylan dentist Thursday 4pm\n- renew GPhC? (Ifeoma says done)\n",
        )
    )
    a(Entry("Desktop/Bowen quote draft.docx", 61 * KB, _clear(ago("2026-11-16"))))
    a(Entry("Desktop/Screenshot from 2026-11-21 19-22-10.png", 730 * KB, _clear(ago("2026-11-21"))))
    bowen = [e for e in E if e.path.startswith(f"{JOBS}/2026/Bowen - Cyncoed/Photos/Before/")][-1]
    E[E.index(bowen)] = Entry(bowen.path, bowen.size, bowen.age, dup="bowenphoto")
    a(Entry(f"Desktop/{bowen.name}", bowen.size, _clear(ago("2026-11-16")), dup="bowenphoto"))
    a(Entry("Desktop/New Folder/untitled.docx", 0, _clear(ago("2026-07-14"))))
    a(Entry("Desktop/rota swap Ellie.xlsx", 19 * KB, _clear(ago("2026-11-12"))))

    # ================================================================== hidden / noise
    a(T(".bashrc", 500.3, "export PATH=$HOME/.local/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 900.3, "# ~/.profile\n"))
    a(T(".config/obs-studio/global.ini", 0.4, "[General]\nLastVersion=503447552\n"))
    a(T(".config/obs-studio/basic/scenes/Minecraft.json", 30.3, '{"name": "Minecraft", "sources": []}\n'))
    a(T(".ssh/known_hosts", 300.3, "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9o\n"))
    a(
        T(
            ".minecraft/launcher_profiles.json",
            1.2,
            '{"profiles": {"forge": {"lastVersionId": "1.20.1-forge-47.3.0"}}}\n',
        )
    )
    a(Entry(".minecraft/versions/1.20.1/1.20.1.jar", 23_800 * KB, 120.3))
    for w in ("Survival", "Hardcore"):
        a(Entry(f".minecraft/saves/{w}/level.dat", 6 * KB, 0.6))
        for i in range(6):
            a(Entry(f".minecraft/saves/{w}/region/r.{i - 3}.0.mca", r.randint(4 * MB, 14 * MB), 0.6 + i * 0.1))
    for _i in range(25):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 90_000),
                1.5 + r.random() * 40,
            )
        )
    for i in range(6):
        a(Entry(f".local/share/DaVinciResolve/logs/ResolveDebug{i}.txt", r.randint(100 * KB, 3 * MB), 1.1 + i * 9))
    return _check_gardener(_check(E))


def _check_gardener(entries: list[Entry]) -> list[Entry]:
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
    # dates written in names agree with the files' ages
    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(?<!\d)(20\d\d)-?(\d\d)-?(\d\d)(?!\d)", e.name)
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["gardener"] = gardener

if __name__ == "__main__":
    from homes import human

    es = gardener()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
