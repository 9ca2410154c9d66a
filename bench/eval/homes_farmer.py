"""A generated home for the held-out set P (heldout_p.jsonl): a Welsh hill farm, shared by Gareth Pryce (sheep and
some arable: barley and wheat) and his wife Inés Pryce-Molina, a freelance translator (Spanish, Catalan, English).

Shape (no earlier home had it): Farm/Flock (flock records .xlsx by year, lambing sheets and a scanned lambing book,
ear-tag lists .csv (one of them empty), the tups), Farm/Vet (bills as PDFs by vet practice, medicine books, a flock
health plan), Farm/Government (subsidy claims SAF/BPS/SFS, movement licences and their scans SCAN000N.PDF, the CPH
letter, the annual sheep inventory), Farm/Maps (fields as .kml/.geojson/.shp with its .shx/.dbf/.prj, a field called
"Cae Mawr", others "Ffridd", "Llwyn", "Cae Dan Tŷ", a large aerial GeoTIFF), Farm/Machinery/Manuals (big PDFs per
tractor and implement), Farm/Contractors (invoices: silage, baling, combining, hedge cutting, shearing, lime),
Farm/Grain (contracts, grain tickets), Farm/Market reports (weekly from Welshpool, fortnightly from Bryncir, some
from autumn 2025), Farm/Weather (a daily weather-station export .csv per year), Farm/Trail camera (three cameras:
IMG_NNNN.JPG/.MP4 and DSCF_NNNN.JPG/.AVI, big and many; the name IMG_0007.JPG is in two camera folders), Farm/Accounts
by tax year ("2024-25", "2025-26", "2026-27": accounts workbooks, bank statements, scanned receipts, the accountants
Davies & Co). Translation/ (Inés): Jobs/<pair>/<agency - client - job> for ES-EN, EN-ES and CA-EN (source and target
.docx, .sdlxliff, .xliff, POs), TMs (.tmx, one very large), Glossaries (.xlsx), Invoices (numbered INV-YYYY-NNN
<agency>.pdf), CPD certificates, a Portfolio, a rates sheet; accents in names ("Informe_técnico", "Cataluña",
"menú otoño"). Apps/OmegaT_6.0.1 (a CAT tool install folder: jars, docs). Documents/House & Car, Documents/Personal;
Pictures (phone photos IMG_YYYYMMDD_HHMMSS.jpg, lambing photos, the Royal Welsh Show "Sioe" photos .JPG); Videos;
Downloads (installers .exe/.msi/.deb, a half-finished download .part, "(1)" copies and exact duplicates of files
elsewhere, an empty file); Desktop clutter (two to-do lists, a scan, an empty document, a copy of a map); hidden
dotfiles and caches (.cache, .mozilla, .local).

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set P's questions (BAD_WINDOWS, checked by `_check_farmer`); the files dated
Nov 19 are month-day anchors ("11-19").
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


# Date boundaries of set P's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-07-01",
    "2026-06-01",
    "2026-05-01",
    "2026-04-01",
    "2026-03-01",
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


def on(iso: str) -> float:
    """The age of a file dated `iso`, which must be clear of the boundaries (its name carries that date)."""
    age = ago(iso)
    assert not _bad(age), iso
    return age


FL = "Farm/Flock"
VET = "Farm/Vet"
GOV = "Farm/Government"
MAPS = "Farm/Maps"
MAN = "Farm/Machinery/Manuals"
CON = "Farm/Contractors"
GR = "Farm/Grain"
MR = "Farm/Market reports"
WX = "Farm/Weather"
CAM = "Farm/Trail camera"
ACC = "Farm/Accounts"
TR = "Translation"
JOBS = "Translation/Jobs"
INV = "Translation/Invoices"


def farmer() -> list[Entry]:
    r = random.Random(1616)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Flock
    for y, d in (("2024", "2024-12-18"), ("2025", "2025-12-15"), ("2026", "2026-11-12")):
        a(Entry(f"{FL}/Flock records {y}.xlsx", r.randint(180 * KB, 290 * KB), on(d)))
    a(Entry(f"{FL}/Lambing/Lambing sheet 2025.xlsx", 96 * KB, on("2025-04-28")))
    a(Entry(f"{FL}/Lambing/Lambing sheet 2026.xlsx", 118 * KB, on("2026-04-28")))
    a(Entry(f"{FL}/Lambing/Lambing book scan 2026.PDF", 14_600 * KB, on("2026-05-06")))
    a(Entry(f"{FL}/Lambing/scanning results Jan 2026.pdf", 310 * KB, on("2026-01-20")))
    a(
        T(
            f"{FL}/Lambing/pet lambs 2026.txt",
            on("2026-04-18"),
            "Pet lambs 2026\nTriplet from ewe 0412 - bottle fed, sold at Bryncir in June.\n"
            "Twin from ewe 0677 (ewe lost her milk). Inés named it Pepa.\n",
        )
    )
    ET = f"{FL}/Ear tags"
    a(Entry(f"{ET}/ear tags ewes 2025.csv", 41 * KB, on("2025-10-28")))
    a(Entry(f"{ET}/ear tags ewes 2026.csv", 44 * KB, on("2026-10-27")))
    a(Entry(f"{ET}/ear tags lambs 2026.csv", 63 * KB, on("2026-05-12")))
    a(Entry(f"{ET}/ear tags tups.csv", 3 * KB, on("2026-10-14")))
    a(Entry(f"{ET}/EID tag order Shearwell 2026-02.pdf", 180 * KB, on("2026-02-09")))
    a(Entry(f"{ET}/replacement tags.csv", 0, on("2026-09-23")))
    a(Entry(f"{FL}/Tups/Texel tup bought Builth 2025.pdf", 420 * KB, on("2025-09-29")))
    a(Entry(f"{FL}/Tups/tup MV test results.pdf", 150 * KB, on("2026-09-10")))
    a(
        T(
            f"{FL}/Tups/tup raddle dates 2026.txt",
            on("2026-10-29"),
            "Tups in with the ewes 15 Oct 2026.\nRaddle colours: blue first, then red on 1 Nov, green on 15 Nov.\n"
            "Texel tup on Cae Mawr, the Welsh Mountain tups on the Ffridd.\n",
        )
    )
    a(Entry(f"{FL}/Ewes culled 2026.csv", 9 * KB, on("2026-10-06")))

    # ================================================================== Vet
    bills = {
        "Teifi Vets": ["2025-03-18", "2025-09-09", "2026-02-11", "2026-04-21", "2026-09-15", "2026-10-20"],
        "Ystwyth Farm Vets": ["2025-11-04", "2026-03-10", "2026-10-08"],
    }
    for practice, dates in bills.items():
        for d in dates:
            a(Entry(f"{VET}/Bills/{practice}/{practice} invoice {d}.pdf", r.randint(70 * KB, 240 * KB), on(d)))
    a(Entry(f"{VET}/Bills/Ystwyth Farm Vets/Ystwyth Farm Vets invoice 2026-11-19.pdf", 132 * KB, "11-19"))
    a(Entry(f"{VET}/Medicine records/medicine book 2025.xlsx", 72 * KB, on("2025-12-11")))
    a(Entry(f"{VET}/Medicine records/medicine book 2026.xlsx", 81 * KB, on("2026-11-13")))
    a(Entry(f"{VET}/Medicine records/Heptavac P Plus datasheet.pdf", 640 * KB, on("2024-02-14")))
    a(Entry(f"{VET}/Medicine records/wormer FEC test 2026.pdf", 230 * KB, on("2026-08-18")))
    a(Entry(f"{VET}/flock health plan 2026.pdf", 1_900 * KB, on("2026-02-12")))

    # ================================================================== Government
    for n, s, d in [
        ("SAF 2025 Single Application Form.pdf", 2_300 * KB, "2025-05-09"),
        ("SAF 2026 Single Application Form.pdf", 2_450 * KB, "2026-05-12"),
        ("BPS 2024 payment statement.pdf", 210 * KB, "2024-12-10"),
        ("BPS 2025 payment statement.pdf", 205 * KB, "2025-12-09"),
        ("SFS 2026 Sustainable Farming Scheme guidance.pdf", 16_800 * KB, "2026-02-24"),
        ("Habitat Wales scheme 2024 contract.pdf", 890 * KB, "2024-03-22"),
        ("RPW Online claim confirmation 2026.pdf", 120 * KB, "2026-05-12"),
    ]:
        a(Entry(f"{GOV}/Subsidy/{n}", s, on(d), dup="saf26" if n.startswith("SAF 2026") else None))
    for d, mart in [
        ("2026-08-17", "Welshpool"),
        ("2026-09-14", "Welshpool"),
        ("2026-10-06", "Bryncir"),
        ("2026-10-19", "Welshpool"),
    ]:
        a(Entry(f"{GOV}/Movements/movement licence {d} {mart}.pdf", r.randint(60 * KB, 110 * KB), on(d)))
    for i, d in enumerate(["2025-10-21", "2026-03-17", "2026-06-23", "2026-08-17", "2026-09-14", "2026-10-19"], 1):
        a(Entry(f"{GOV}/Movements/scans/SCAN{i:04d}.PDF", r.randint(900 * KB, 2_600 * KB), on(d)))
    a(Entry(f"{GOV}/CPH letter.pdf", 95 * KB, on("2019-04-03")))
    a(Entry(f"{GOV}/Annual sheep inventory 2024.pdf", 88 * KB, on("2024-12-12")))
    a(Entry(f"{GOV}/Annual sheep inventory 2025.pdf", 91 * KB, on("2025-12-16")))
    a(Entry(f"{GOV}/Inspections/cross compliance inspection 2024.pdf", 1_400 * KB, on("2024-07-09")))

    # ================================================================== Maps
    for n, s, d, dup in [
        ("Cae Mawr.kml", 18 * KB, "2026-03-04", "caemawr"),
        ("Cae Mawr.geojson", 31 * KB, "2026-03-04", None),
        ("Ffridd.kml", 24 * KB, "2026-03-04", None),
        ("Llwyn bottom field.kml", 12 * KB, "2026-03-05", None),
        ("Cae Dan Tŷ.kml", 15 * KB, "2026-03-05", None),
        ("farm boundary.geojson", 56 * KB, "2025-02-18", None),
        ("farm fields 2026.shp", 2_400 * KB, "2026-03-06", None),
        ("farm fields 2026.shx", 14 * KB, "2026-03-06", None),
        ("farm fields 2026.dbf", 38 * KB, "2026-03-06", None),
        ("farm fields 2026.prj", 1 * KB, "2026-03-06", None),
        ("RPW field map 2026.pdf", 6_200 * KB, "2026-04-14", None),
        ("Cae Mawr soil sample results 2025.pdf", 340 * KB, "2025-09-23", None),
        ("aerial photo 2025.tif", 486 * MB, "2025-07-15", None),
    ]:
        a(Entry(f"{MAPS}/{n}", s, on(d), dup=dup))

    # ================================================================== Machinery
    for n, s, d in [
        ("John Deere 6120M operator manual.pdf", 88_400 * KB, "2023-05-16"),
        ("Massey Ferguson 5713S operator manual.pdf", 64_200 * KB, "2022-09-27"),
        ("Massey Ferguson 135 workshop manual.pdf", 142_000 * KB, "2021-11-30"),
        ("McHale Fusion 3 Plus baler manual.pdf", 41_800 * KB, "2024-06-12"),
        ("Honda TRX420 quad owners manual.pdf", 12_300 * KB, "2020-08-11"),
        ("Kuhn GMD 280 mower manual.pdf", 17_900 * KB, "2024-05-21"),
    ]:
        a(Entry(f"{MAN}/{n}", s, on(d), dup="jd6120" if n.startswith("John Deere") else None))
    a(Entry("Farm/Machinery/service log.xlsx", 52 * KB, on("2026-10-23")))
    a(Entry("Farm/Machinery/JD 6120M parts invoice Tractor Spares Ltd.pdf", 160 * KB, on("2026-08-26")))

    # ================================================================== Contractors
    for n, d in [
        ("Dai Evans Contracting - silage 2026-06-18.pdf", "2026-06-18"),
        ("Dai Evans Contracting - baling 2026-08-07.pdf", "2026-08-07"),
        ("Dai Evans Contracting - combining 2026-08-28.pdf", "2026-08-28"),
        ("Hedge cutting - Rhys Morgan 2025-10-22.pdf", "2025-10-22"),
        ("Hedge cutting - Rhys Morgan 2026-10-20.pdf", "2026-10-20"),
        ("Shearing - Tom Hughes shearing gang 2026-06-26.pdf", "2026-06-26"),
        ("Lime spreading - Gwynedd Lime 2026-03-16.pdf", "2026-03-16"),
    ]:
        a(Entry(f"{CON}/{n}", r.randint(60 * KB, 190 * KB), on(d)))

    # ================================================================== Grain
    for n, s, d in [
        ("Openfield barley contract 2026.pdf", 260 * KB, "2026-02-26"),
        ("Wynnstay wheat contract 2025.pdf", 240 * KB, "2025-03-12"),
        ("Wynnstay wheat contract 2026.pdf", 250 * KB, "2026-03-11"),
        ("grain tickets harvest 2026.xlsx", 47 * KB, "2026-09-08"),
        ("moisture tests 2026.csv", 6 * KB, "2026-08-29"),
    ]:
        a(Entry(f"{GR}/{n}", s, on(d)))

    # ================================================================== Market reports
    d = _dt.date(2026, 8, 3)  # Mondays: Welshpool
    while d <= _dt.date(2026, 11, 23):
        if not _bad(ago(d.isoformat())):
            a(Entry(f"{MR}/Welshpool market report {d}.pdf", r.randint(300 * KB, 900 * KB), ago(d.isoformat())))
        d += _dt.timedelta(days=7)
    d = _dt.date(2026, 8, 11)  # every other Tuesday: Bryncir
    while d <= _dt.date(2026, 11, 24):
        if not _bad(ago(d.isoformat())):
            a(Entry(f"{MR}/Bryncir market report {d}.pdf", r.randint(200 * KB, 600 * KB), ago(d.isoformat())))
        d += _dt.timedelta(days=14)
    for dd in ("2025-09-08", "2025-09-22", "2025-10-13", "2025-11-10"):
        a(Entry(f"{MR}/Welshpool market report {dd}.pdf", r.randint(300 * KB, 900 * KB), on(dd)))

    # ================================================================== Weather
    a(Entry(f"{WX}/weather station export 2026.csv", 412 * KB, 1.25))
    a(Entry(f"{WX}/weather station export 2025.csv", 447 * KB, _clear(ago("2025-12-31"))))
    a(Entry(f"{WX}/rain gauge 2019-2026.xlsx", 88 * KB, on("2026-11-03")))

    # ================================================================== Trail camera (three cameras)
    def camera(folder: str, prefix: str, first: int, n_photo: int, n_vid: int, vid_ext: str, start: float) -> None:
        age = start
        num = first
        step = (n_photo + n_vid) // n_vid
        vids = {3 + k * step for k in range(n_vid)}
        for i in range(n_photo + n_vid):
            age = _clear(age + 2.2 + r.random() * 5)
            if i in vids:
                a(Entry(f"{CAM}/{folder}/{prefix}{num:04d}.{vid_ext}", r.randint(60 * MB, 420 * MB), age))
            else:
                a(Entry(f"{CAM}/{folder}/{prefix}{num:04d}.JPG", r.randint(3 * MB, 9 * MB), age))
            num += 1

    camera("Ffridd gate", "IMG_", 1, 48, 9, "MP4", 0.6)
    camera("Llwyn wood", "DSCF_", 1, 40, 8, "AVI", 1.1)
    camera("badger sett Cae Mawr", "IMG_", 1, 22, 6, "MP4", 250.0)

    # ================================================================== Accounts by tax year
    a(Entry(f"{ACC}/Davies & Co letter of engagement.pdf", 150 * KB, on("2023-06-07")))
    a(Entry(f"{ACC}/2024-25/Farm accounts 2024-25.xlsx", 310 * KB, on("2025-06-18")))
    a(Entry(f"{ACC}/2024-25/Davies & Co final accounts 2024-25.pdf", 1_100 * KB, on("2025-10-15")))
    a(Entry(f"{ACC}/2024-25/VAT returns 2024-25.xlsx", 44 * KB, on("2025-05-07")))
    a(Entry(f"{ACC}/2025-26/Farm accounts 2025-26.xlsx", 356 * KB, on("2026-11-05")))
    a(Entry(f"{ACC}/2025-26/VAT returns 2025-26.xlsx", 47 * KB, on("2026-05-06")))
    a(Entry(f"{ACC}/2025-26/Davies & Co draft accounts 2025-26.pdf", 980 * KB, on("2026-11-13")))
    for y, m in [(2025, mm) for mm in range(4, 13)] + [(2026, mm) for mm in range(1, 4)]:
        nd = _dt.date(y + (m == 12), m % 12 + 1, 6)
        a(
            Entry(
                f"{ACC}/2025-26/Bank statements/HSBC business statement {y}-{m:02d}.pdf",
                r.randint(90 * KB, 160 * KB),
                _clear(ago(nd.isoformat())),
            )
        )
    shops = ["Wynnstay", "Mole Valley Farmers", "CCF", "Teifi Vets", "Shearwell", "Tractor Spares Ltd"]
    for i in range(14):
        dd = _dt.date(2025, 4, 20) + _dt.timedelta(days=i * 24 + r.randint(0, 8))
        age = _clear(ago(dd.isoformat()))
        a(
            Entry(
                f"{ACC}/2025-26/receipts/receipt {iso_of(age)} {r.choice(shops)}.jpg", r.randint(400 * KB, 2 * MB), age
            )
        )
    a(Entry(f"{ACC}/2026-27/Farm accounts 2026-27.xlsx", 140 * KB, on("2026-11-16")))
    a(Entry(f"{ACC}/2026-27/VAT Q1 2026-27.pdf", 120 * KB, on("2026-08-04")))

    # ================================================================== Translation (Inés)
    jobs = [
        (
            "ES-EN",
            "TransGlobal - Iberdrola - Informe_técnico turbinas",
            "2026-10-26",
            [
                ("source/Informe_técnico_turbinas_v2.docx", 1_840 * KB, "inf"),
                ("target/Informe_técnico_turbinas_v2_EN.docx", 1_790 * KB, None),
                ("Informe_técnico_turbinas_v2.docx.sdlxliff", 6_400 * KB, None),
                ("TG-2026-0412 purchase order.pdf", 90 * KB, None),
            ],
        ),
        (
            "ES-EN",
            "Lingua Cymru - Junta de Andalucía - olive oil report",
            "2026-06-09",
            [
                ("source/Informe aceite de oliva 2026.docx", 920 * KB, None),
                ("target/Olive oil report 2026 EN.docx", 880 * KB, None),
                ("Informe aceite de oliva 2026.docx.sdlxliff", 3_100 * KB, None),
            ],
        ),
        (
            "ES-EN",
            "Direct - Bodegas Muga - website",
            "2026-02-17",
            [
                ("web_Muga_ES.docx", 210 * KB, None),
                ("web_Muga_EN.docx", 205 * KB, None),
                ("web_Muga.xliff", 640 * KB, None),
            ],
        ),
        (
            "EN-ES",
            "Lingua Cymru - Welsh Government - Farming Connect leaflet",
            "2026-09-22",
            [
                ("source/Farming Connect leaflet EN.docx", 380 * KB, None),
                ("target/Folleto Farming Connect ES.docx", 395 * KB, None),
                ("Farming Connect leaflet EN.docx.sdlxliff", 1_450 * KB, None),
            ],
        ),
        (
            "EN-ES",
            "TransGlobal - Hafod Hotels - autumn menu",
            "2026-10-13",
            [
                ("source/menu autumn 2026.docx", 64 * KB, None),
                ("target/menú otoño 2026.docx", 66 * KB, None),
                ("menu autumn 2026.xliff", 150 * KB, None),
            ],
        ),
        (
            "CA-EN",
            "Traduccions Puig - Generalitat - Cataluña turisme",
            "2026-07-14",
            [
                ("source/Guia_turisme_Cataluña_CA.docx", 2_900 * KB, None),
                ("target/Guia_turisme_Cataluña_EN.docx", 2_850 * KB, None),
                ("Guia_turisme_Cataluña_CA.docx.sdlxliff", 9_800 * KB, None),
            ],
        ),
        (
            "CA-EN",
            "Traduccions Puig - Ajuntament de Girona - actes",
            "2026-09-29",
            [
                ("source/Acta_ple_2026-09.docx", 310 * KB, None),
                ("target/Minutes_plenary_2026-09_EN.docx", 300 * KB, None),
                ("Acta_ple_2026-09.docx.sdlxliff", 1_200 * KB, None),
                ("reference/Glossari municipal.pdf", 760 * KB, None),
            ],
        ),
    ]
    for pair, job, d, parts in jobs:
        for i, (n, s, dup) in enumerate(parts):
            age = _clear(ago(d) + (len(parts) - i) * 1.5)
            a(Entry(f"{JOBS}/{pair}/{job}/{n}", s, age, dup=dup))
    for n, s, d in [
        ("ES-EN master.tmx", 212 * MB, "2026-10-27"),
        ("EN-ES master.tmx", 96 * MB, "2026-10-14"),
        ("CA-EN master.tmx", 48 * MB, "2026-09-30"),
        ("ES-EN energy.tmx", 12_400 * KB, "2026-10-27"),
    ]:
        a(Entry(f"{TR}/TMs/{n}", s, _clear(ago(d))))
    for n, s, d in [
        ("Glosario energía ES-EN.xlsx", 186 * KB, "2026-10-24"),
        ("Glossari turisme CA-EN.xlsx", 92 * KB, "2026-07-10"),
        ("Farming terms EN-ES.xlsx", 58 * KB, "2026-09-18"),
        ("Iberdrola client glossary.xlsx", 74 * KB, "2026-10-12"),
    ]:
        a(Entry(f"{TR}/Glossaries/{n}", s, on(d)))
    agencies = ["TransGlobal", "Lingua Cymru", "Traduccions Puig", "Bodegas Muga"]
    weights = [4, 3, 2, 1]
    start = _dt.date(2025, 6, 10)
    for k in range(20, 37):
        dd = start + _dt.timedelta(days=(k - 20) * 12 + r.randint(0, 5))
        age = _clear(ago(dd.isoformat()))
        ag = r.choices(agencies, weights)[0]
        a(Entry(f"{INV}/INV-2025-{k:03d} {ag}.pdf", r.randint(60 * KB, 120 * KB), age))
    start = _dt.date(2026, 1, 8)
    for k in range(1, 24):
        dd = start + _dt.timedelta(days=(k - 1) * 13.5 + r.randint(0, 3))
        age = _clear(ago(dd.isoformat()))
        ag = r.choices(agencies, weights)[0]
        if k == 21:
            ag = "TransGlobal"
        a(
            Entry(
                f"{INV}/INV-2026-{k:03d} {ag}.pdf", r.randint(60 * KB, 120 * KB), age, dup="inv21" if k == 21 else None
            )
        )
    a(Entry(f"{INV}/INV-2026-024 Lingua Cymru.pdf", 84 * KB, "11-19"))
    a(Entry(f"{TR}/CPD/CPD certificate - ITI legal translation webinar 2026.pdf", 420 * KB, on("2026-03-19")))
    a(Entry(f"{TR}/CPD/CPD certificate - Trados Studio advanced 2025.pdf", 380 * KB, on("2025-11-12")))
    a(Entry(f"{TR}/CPD/Certificado curso traducción jurada.pdf", 610 * KB, on("2025-02-25")))
    a(Entry(f"{TR}/CPD/CIOL CPD record 2025-26.xlsx", 36 * KB, on("2026-10-16")))
    a(Entry(f"{TR}/Portfolio/Inés Pryce-Molina - portfolio 2026.pdf", 4_700 * KB, on("2026-09-03")))
    a(Entry(f"{TR}/Portfolio/CV Inés Pryce-Molina EN.pdf", 180 * KB, on("2026-09-03")))
    a(Entry(f"{TR}/Portfolio/CV Inés Pryce-Molina ES.pdf", 184 * KB, on("2026-09-04")))
    a(Entry(f"{TR}/Portfolio/sample - Cataluña turisme CA-EN.pdf", 1_300 * KB, on("2026-09-04")))
    a(Entry(f"{TR}/Rates 2026.xlsx", 22 * KB, on("2026-01-13")))
    a(
        T(
            f"{TR}/Agencies contacts.txt",
            on("2026-05-20"),
            "TransGlobal (Madrid) - PM: Lucía Ferrer, pays in 45 days\nLingua Cymru (Cardiff) - PM: Siân Roberts\n"
            "Traduccions Puig (Girona) - Jordi Puig, pays in 30 days\n",
        )
    )

    # ================================================================== Apps: a CAT tool install folder
    OT = "Apps/OmegaT_6.0.1"
    a(Entry(f"{OT}/OmegaT.jar", 4_300 * KB, on("2025-02-03")))
    a(T(f"{OT}/OmegaT", on("2025-02-03"), '#!/bin/sh\nexec java -jar "$(dirname "$0")/OmegaT.jar" "$@"\n'))
    a(T(f"{OT}/readme.txt", on("2025-02-03"), "OmegaT 6.0.1 - the free translation memory tool.\n"))
    for lib in [
        "lucene-core-9.8",
        "commons-io-2.15",
        "commons-lang3-3.14",
        "hunspell-bridj-1.0",
        "jaxb-runtime-4.0",
        "slf4j-api-2.0",
        "jackson-core-2.16",
        "tika-core-2.9",
        "languagetool-core-6.3",
        "okapi-lib-1.46",
        "groovy-4.0",
        "jgit-6.8",
    ]:
        a(Entry(f"{OT}/lib/{lib}.jar", r.randint(100 * KB, 6 * MB), on("2025-02-03")))
    for doc in ("index", "chapter-1", "chapter-2", "chapter-3", "glossaries", "tm"):
        a(Entry(f"{OT}/docs/en/{doc}.html", r.randint(8 * KB, 90 * KB), on("2025-02-03")))

    # ================================================================== Documents
    for n, s, d in [
        ("House & Car/NFU Mutual farm and home insurance 2026.pdf", 1_700 * KB, "2026-03-26"),
        ("House & Car/council tax 2026-27.pdf", 140 * KB, "2026-03-18"),
        ("House & Car/Defender MOT certificate 2026.pdf", 90 * KB, "2026-07-23"),
        ("House & Car/Defender insurance 2026.pdf", 310 * KB, "2026-04-08"),
        ("Personal/DNI Inés scan.pdf", 1_200 * KB, "2024-10-08"),
        ("Personal/passports scan.pdf", 2_600 * KB, "2024-10-08"),
        ("Personal/marriage certificate.pdf", 800 * KB, "2019-06-04"),
    ]:
        a(Entry(f"Documents/{n}", s, on(d)))

    # ================================================================== Pictures
    age = 0.8
    for _i in range(110):
        age = _clear(age + 2.0 + r.random() * 4.5)
        dd = iso_of(age)
        hms = f"{r.randint(6, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(Entry(f"Pictures/Phone/IMG_{dd:%Y%m%d}_{hms}.jpg", r.randint(1_500 * KB, 4_200 * KB), age))
    a(Entry("Pictures/Phone/IMG_20261119_081532.jpg", 2_900 * KB, "11-19"))
    for i in range(1, 25):
        a(
            Entry(
                f"Pictures/Lambing 2026/lambing_2026_{i:03d}.jpg",
                r.randint(2 * MB, 5 * MB),
                _clear(on("2026-04-10") - i),
            )
        )
    for i in range(1, 19):
        a(Entry(f"Pictures/Sioe Llanelwedd 2026/RWS_2026_{i:03d}.JPG", r.randint(4 * MB, 8 * MB), on("2026-07-21")))

    # ================================================================== Videos
    a(Entry("Videos/sheepdog trials Bala 2026.mp4", 2_140 * MB, on("2026-08-15")))
    a(Entry("Videos/our wedding 2019.mp4", 4_420 * MB, on("2019-06-20")))
    a(Entry("Videos/lambing 2026 timelapse.mp4", 1_180 * MB, on("2026-05-04")))
    a(Entry("Videos/Barcelona Christmas 2025.mov", 910 * MB, on("2025-12-29")))

    # ================================================================== Downloads
    for n, s, d, dup in [
        ("Trados_Studio_2024_SR1.exe", 1_240 * MB, "2025-11-12", None),
        ("OmegaT_6.0.1_Windows_64_Signed.exe", 192 * MB, "2025-02-03", None),
        ("DeepL_Setup.exe", 2_100 * KB, "2026-05-19", None),
        ("zoom_amd64.deb", 121 * MB, "2026-02-16", None),
        ("QGIS-OSGeo4W-3.34.12-1.msi", 1_410 * MB, "2025-07-14", None),
        ("John Deere 6120M operator manual.pdf", 88_400 * KB, "2026-08-24", "jd6120"),
        ("SAF 2026 Single Application Form (1).pdf", 2_450 * KB, "2026-05-13", "saf26"),
        ("Cae Mawr.kml", 18 * KB, "2026-03-03", "caemawr"),
        ("Informe_técnico_turbinas_v2 (1).docx", 1_840 * KB, "2026-10-16", "inf"),
        ("ES-EN master.tmx.part", 74 * MB, "2026-11-09", None),
        ("Untitled.txt", 0, "2026-06-29", None),
        ("sheepdog trial entry form.pdf", 140 * KB, "2026-07-28", None),
        ("ewe lamb sale catalogue Llanybydder.pdf", 3_200 * KB, "2026-10-09", None),
        ("Welsh Mules sale Bryncir catalogue.pdf", 2_700 * KB, "2026-09-16", None),
        ("fieldmaps_backup_2023.zip", 310 * MB, "2023-03-21", None),
    ]:
        a(Entry(f"Downloads/{n}", s, on(d), dup=dup))
    inv21 = next(e for e in E if e.dup == "inv21")
    a(Entry("Downloads/INV-2026-021 TransGlobal (1).pdf", inv21.size, _clear(inv21.age - 1.0), dup="inv21"))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "ring Teifi Vets about the lame ewes\nfix gate on the Ffridd\nSAF - check Cae Mawr area\n"
            "order more Heptavac\nDai Evans - hedge cutting bill??\n",
        )
    )
    a(
        T(
            "Desktop/pendiente.txt",
            0.9,
            "- Factura INV-2026-024 a Lingua Cymru (enviada)\n- Revisar glosario energía\n"
            "- Renovar la cuota del CIOL antes de enero\n",
        )
    )
    a(Entry("Desktop/SCAN0007.PDF", 1_900 * KB, on("2026-11-11")))
    a(Entry("Desktop/New Document.docx", 0, on("2026-10-30")))
    a(Entry("Desktop/Flock records 2026 - Copy.xlsx", 221 * KB, on("2026-09-08")))

    # ================================================================== hidden / noise
    a(T(".bashrc", 900.3, "alias ll='ls -la'\nexport PATH=$HOME/Apps/OmegaT_6.0.1:$PATH\n"))
    a(T(".profile", 900.3, 'if [ -n "$BASH_VERSION" ]; then . "$HOME/.bashrc"; fi\n'))
    a(T(".config/user-dirs.dirs", 900.3, 'XDG_DOWNLOAD_DIR="$HOME/Downloads"\nXDG_DESKTOP_DIR="$HOME/Desktop"\n'))
    a(T(".omegat/omegat.prefs", 40.3, "<omegat><preference version='1.0'><source_lang>ES</source_lang></preference>\n"))
    a(Entry(".mozilla/firefox/k3x9.default-release/places.sqlite", 5_200 * KB, 0.3))
    a(Entry(".local/share/recently-used.xbel", 64 * KB, 0.3))
    for _i in range(40):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(20_000, 160_000), r.random() * 60))
    for _i in range(15):
        a(
            Entry(
                f".cache/mozilla/firefox/k3x9.default-release/cache2/entries/{r.getrandbits(80):020X}",
                r.randint(5_000, 900_000),
                r.random() * 20,
            )
        )
    return _check_farmer(_check(E))


def _check_farmer(entries: list[Entry]) -> list[Entry]:
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
    import re

    for e in entries:
        if e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(\d{4})-?(\d{2})-?(\d{2})", e.name) if "IMG_2" in e.name or "report" in e.name else None
        m = m or re.search(r"(?:invoice|receipt|licence) (\d{4})-(\d{2})-(\d{2})", e.name)
        if m:
            day = _dt.date(*map(int, m.groups()))
            if isinstance(e.age, str):
                assert day.strftime("%m-%d") == e.age, e.path
            else:
                assert day == iso_of(e.age), e.path
    return entries


HOMES["farmer"] = farmer

if __name__ == "__main__":
    from homes import human

    es = farmer()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
