"""A generated home for the held-out set AH (heldout_ah.jsonl): the Evans family's shared computer in Cardiff.

Rhys Evans is a plumbing & heating engineer working as a sole trader ("Evans Plumbing & Heating"): a folder per job
(customer and address: "Patel - 14 Elm Road", two different "Jones" jobs) with phone photos IMG_YYYYMMDD_HHMMSS.jpg
and a "Job sheet - <customer>.pdf" (the two Jones jobs have the same file name), a few job notes as text; quotes and
invoices in a folder per month (Quotes/2026-10/Q-0412 Patel - combi swap.pdf, Invoices/2026-10/INV-0452
Harris.pdf); landlord gas safety records "CP12 <address> <date>.pdf" (yearly per rented address, 2024-2026),
Benchmark boiler-commissioning checklists and a G3 unvented commissioning record, his own registrations (Gas Safe ID
card, ACS, G3, public liability); the van (mileage logs .xlsx and fuel logs .csv per tax year, the fuel logs with
real rows; MOT, V5C, insurance, service receipt); boiler, valve and cylinder manuals as PDFs; accounts per tax year
(sales ledgers, expenses, a self assessment), business bank statements by month, merchants' receipts (Screwfix,
Toolstation, City Plumbing, Plumb Center).

Nadia Evans, his partner, is a freelance video editor: Editing/Projects/<client project> with Rushes (A-cam/B-cam
.mov, drone .MP4, sound .WAV; many GB each), Proxies, Renders (versions, "Final", "FINAL"), a .prproj (Premiere) or
.drp (DaVinci Resolve) project file, Premiere auto-saves, release forms, subtitles; an Archive project from 2024,
Client deliveries (an exact copy of a final render), music licences, LUTs (.cube), templates (.mogrt), contracts, a
showreel and her own invoices (Invoice NE-YYYY-NNN - <client>.pdf; none dated October 2026).

Cerys, their daughter, is in her third year of Geography at university: Uni/Year 2 and Uni/Year 3 with a folder
per module ("GEO3031 GIS and Remote Sensing") holding "Week NN lecture notes.docx" and "Week NN slides.pdf" (the
same names in every module), GIS coursework (a small Python repo with .git, .venv and __pycache__, large .tif
rasters), her dissertation ("diss draft v1.docx" .. "diss draft v5.docx", a v3 with her supervisor's comments,
interview transcripts, figures, an ethics approval, survey responses), the Geography society's posters and papers
(Uni/Geog Soc), and a part-time job at the students' union bar (payslips by month).

Household/: council tax, Octopus energy bills by month, water, the dog Bryn's vet records and pet insurance, car
insurance/MOT/V5C for the Corsa, holiday photos per trip (Tenerife Aug 2025, Edinburgh Dec 2025, Pembrokeshire July
2026; photos only). Pictures/ (Bryn, Screenshots), Downloads (installers .exe/.msi, zips, an unfinished
.crdownload, Windows screenshots, an empty file, duplicate invoices, bill, payslip and manual), Desktop (a to-do
list, a copy of the newest dissertation draft), hidden dotfiles, .cache (thumbnails, Premiere's media cache).

Dates in names match the files' ages as of 2026-11-25 (a Wednesday, the day the set was written). Visible files
avoid the ages that sit on a date boundary of set AH's questions (BAD_WINDOWS, checked by `_check_plumber`); the
files dated Nov 19 are month-day anchors ("11-19"), and nothing else visible is dated within a day of them.
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 25)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set AH's questions (ages in days as of 2026-11-25, noon); visible files keep clear of them.
ROLLING = [14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 90] + [(n - 4, n + 6) for n in ROLLING if n >= 180]
BAD_WINDOWS += [(89.0, 93.5)]  # three months (90-92 days)
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(5.2, 7.8)]  # Nov 19 (a named day: only its anchors) and the past 7 days


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def _clear_day(iso: str) -> str:
    """The same day or the nearest earlier (else later) one in the same month that keeps clear of the windows."""
    d0 = _dt.date.fromisoformat(iso)
    for k in [*range(0, -28, -1), *range(1, 28)]:
        d = d0 + _dt.timedelta(days=k)
        if d.month == d0.month and d < TODAY and not _bad(ago(d.isoformat())):
            return d.isoformat()
    raise AssertionError(iso)


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


EPH = "Evans Plumbing & Heating"
JOBS = f"{EPH}/Jobs"
ED = "Editing"
PR = "Editing/Projects"
UNI = "Uni"
HH = "Household"

# folder, customer (as in the job sheet's name), first day ("11-19": that anchor), days on site, photos, quote no.
JOB_LIST = [
    ("Patel - 14 Elm Road", "Patel", "2026-11-10", 3, 14),
    ("Li - 5 Orchard Close", "Li", "2026-11-22", 1, 6),
    ("Jenkins - Flat 2, 8 Chapel Street", "Jenkins", "11-19", 1, 5),
    ("Jones - 4 Park Terrace", "Jones", "2026-10-21", 1, 7),
    ("Harris - 27 Station Road", "Harris", "2026-10-14", 2, 8),
    ("Jones - 11 Meadow Way", "Jones", "2026-09-17", 1, 5),
    ("Okonkwo - 3 Mill Lane", "Okonkwo", "2026-09-07", 5, 22),
    ("Whitfield - The Old Rectory", "Whitfield", "2026-08-11", 3, 16),
    ("Brennan - 61 Queens Drive", "Brennan", "2026-06-15", 4, 18),
    ("Castle Street Café", "Castle Street Café", "2026-03-10", 2, 9),
    ("Nowak - 19 Birch Avenue", "Nowak", "2026-01-20", 1, 6),
    ("O'Connor - 2 Rose Cottages", "O'Connor", "2025-11-12", 2, 10),
    ("Hughes - 7 Bryn Terrace", "Hughes", "2025-06-03", 3, 12),
]
# customer -> (quote date, work) for the jobs' quotes
JOB_QUOTES = {
    "Patel": ("2026-10-19", "combi swap"),
    "Li": ("2026-11-21", "leak repair"),
    "Jenkins": ("2026-11-09", "TRVs"),
    "Jones - 4 Park Terrace": ("2026-10-08", "move radiator"),
    "Harris": ("2026-10-05", "powerflush"),
    "Jones - 11 Meadow Way": ("2026-09-09", "outside tap and service"),
    "Okonkwo": ("2026-08-13", "bathroom refit"),
    "Whitfield": ("2026-07-20", "unvented cylinder"),
    "Brennan": ("2026-05-18", "underfloor heating"),
    "Castle Street Café": ("2026-02-17", "gas interlock"),
    "Nowak": ("2026-01-13", "boiler repair"),
    "O'Connor": ("2025-10-22", "new radiators"),
    "Hughes": ("2025-05-12", "back boiler removal and combi"),
}
# rented addresses and the month-day of their yearly landlord gas safety record (CP12), with the years done
CP12_ADDRESSES = [
    ("Flat 1, 8 Chapel Street", "03-18", (2024, 2025, 2026)),
    ("Flat 2, 8 Chapel Street", "11-19", (2024, 2025, 2026)),
    ("Flat 3, 8 Chapel Street", "07-09", (2024, 2025, 2026)),
    ("41 Wyeverne Road", "02-11", (2025, 2026)),
    ("9 Llanbleddian Gardens", "09-24", (2024, 2025, 2026)),
    ("15 Richmond Crescent", "10-13", (2024, 2025, 2026)),
    ("3 Salisbury Road", "05-20", (2025, 2026)),
    ("Flat A, 66 Crwys Road", "10-27", (2025, 2026)),
    ("Flat B, 66 Crwys Road", "10-28", (2025, 2026)),
    ("17 Moy Road", "12-04", (2024, 2025)),
    ("28 Mackintosh Place", "08-18", (2024, 2025, 2026)),
    ("5 Harriet Street", "01-14", (2024, 2025)),
    ("12 Woodville Road", "06-23", (2025, 2026)),
    ("22 Cathays Terrace", "09-08", (2025, 2026)),
]
SURNAMES = [
    "Davies",
    "Morgan",
    "Thomas",
    "Roberts",
    "Lewis",
    "Price",
    "Edwards",
    "Walsh",
    "Khan",
    "Singh",
    "Murphy",
    "Clarke",
    "Baker",
    "Wright",
    "Hall",
    "Young",
    "Allen",
    "Rowlands",
    "Pritchard",
    "Bevan",
    "Cardiff Lettings",
    "Howells",
    "Parry",
    "Ahmed",
]
WORKS = [
    "new boiler",
    "boiler service",
    "radiator replacement",
    "powerflush",
    "outside tap",
    "leak repair",
    "gas fire removal",
    "smart thermostat",
    "bathroom refit",
    "heat pump survey",
    "cylinder replacement",
]
MODULES = {
    "Year 3": [
        ("GEO3010 Urban Futures", 0),  # weekday of the lecture (0 = Monday)
        ("GEO3022 Climate and Society", 1),
        ("GEO3031 GIS and Remote Sensing", 3),
    ],
    "Year 2": [
        ("GEO2005 Research Methods", 0),
        ("GEO2011 Coastal Processes", 2),
    ],
}
TERM_START = {"Year 3": "2026-09-28", "Year 2": "2025-09-29"}


def plumber() -> list[Entry]:
    r = random.Random(3411)
    E: list[Entry] = []
    a = E.append

    def photo(folder: str, day: str, kb_lo: int = 2_200, kb_hi: int = 5_600) -> None:
        """A phone photo taken on `day` (an ISO date, or the "11-19" anchor), named by its date."""
        hms = f"{r.randint(8, 17):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        if day == "11-19":
            a(Entry(f"{folder}/IMG_20261119_{hms}.jpg", r.randint(kb_lo, kb_hi) * KB, "11-19"))
            return
        age = _clear(ago(day) + 0.05 + r.random() * 0.5)
        a(Entry(f"{folder}/IMG_{iso_of(age):%Y%m%d}_{hms}.jpg", r.randint(kb_lo, kb_hi) * KB, age))

    # ================================================================== the business: jobs
    for folder, cust, first, days, n in JOB_LIST:
        base = f"{JOBS}/{folder}"
        if first == "11-19":
            for _i in range(n):
                photo(base, "11-19")
            a(Entry(f"{base}/Job sheet - {cust}.pdf", 184 * KB, "11-19"))
            continue
        d0 = _dt.date.fromisoformat(first)
        for i in range(n):
            photo(base, (d0 + _dt.timedelta(days=i * days // n)).isoformat())
        last = (d0 + _dt.timedelta(days=days - 1)).isoformat()
        a(Entry(f"{base}/Job sheet - {cust}.pdf", r.randint(150, 320) * KB, _clear(ago(last) - 0.2)))
    P = f"{JOBS}/Patel - 14 Elm Road"
    a(
        T(
            f"{P}/Patel job notes.txt",
            _clear(ago("2026-11-12") - 0.3),
            "Patel, 14 Elm Road. Removed the old Baxi back boiler and capped the gas.\n"
            "Fitted a Worcester Bosch Greenstar 30i combi on the kitchen wall, flue out the side.\n"
            "Fernox TF1 magnetic filter on the return. Powerflushed 7 rads.\n"
            "Customer wants a quote for a Hive thermostat.\n",
        )
    )
    a(Entry(f"{P}/Patel parts list.xlsx", 36 * KB, _clear(ago("2026-11-09"))))
    a(
        T(
            f"{JOBS}/Li - 5 Orchard Close/Li job notes.txt",
            _clear(ago("2026-11-22") - 0.3),
            "Li, 5 Orchard Close. Leak under the kitchen sink: weeping compression joint on the cold feed.\n"
            "Replaced the isolating valve and the tap connector. Floor unit base swollen, told customer.\n",
        )
    )
    a(Entry(f"{JOBS}/Harris - 27 Station Road/Harris TDS readings.pdf", 96 * KB, _clear(ago("2026-10-15"))))
    a(Entry(f"{JOBS}/Okonkwo - 3 Mill Lane/bathroom layout.pdf", 1_400 * KB, _clear(ago("2026-08-20"))))
    a(Entry(f"{JOBS}/Okonkwo - 3 Mill Lane/tile order.pdf", 210 * KB, _clear(ago("2026-08-27"))))
    a(Entry(f"{JOBS}/Brennan - 61 Queens Drive/UFH manifold layout.pdf", 880 * KB, _clear(ago("2026-06-02"))))
    a(
        Entry(
            f"{JOBS}/Castle Street Café/gas interlock commissioning.pdf",
            320 * KB,
            _clear(ago("2026-03-11")),
        )
    )

    # ================================================================== quotes and invoices, a folder per month
    qn, inv = 300, 380
    job_inv = {}  # month -> [(day, customer)]
    for folder, cust, first, days, _n in JOB_LIST:
        key = folder if cust == "Jones" else cust
        if first == "11-19":
            job_inv.setdefault((2026, 11), []).append(("11-19", key))
            continue
        end = _dt.date.fromisoformat(first) + _dt.timedelta(days=days)
        job_inv.setdefault((end.year, end.month), []).append((end.isoformat(), key))
    job_q = {}
    for key, (d, work) in JOB_QUOTES.items():
        dd = _dt.date.fromisoformat(d)
        job_q.setdefault((dd.year, dd.month), []).append((d, key, work))
    for y, m in _months("2025-04", 20):
        last_day = 24 if (y, m) == (2026, 11) else 27
        # quotes
        qs = [(f"{y}-{m:02d}-{r.randint(2, last_day):02d}", r.choice(SURNAMES), r.choice(WORKS)) for _ in range(3)]
        qs += job_q.get((y, m), [])
        for d, who, work in sorted(qs):
            qn += 1
            who = who.split(" - ")[0]
            a(
                Entry(
                    f"{EPH}/Quotes/{y}-{m:02d}/Q-{qn:04d} {who} - {work}.pdf",
                    r.randint(90, 260) * KB,
                    _clear(ago(_clear_day(d))),
                )
            )
        # invoices
        n = r.randint(5, 9) if (y, m) != (2026, 11) else 3
        ivs = [(f"{y}-{m:02d}-{r.randint(2, last_day):02d}", r.choice(SURNAMES)) for _ in range(n)]
        ivs += job_inv.get((y, m), [])
        for d, who in sorted(ivs, key=lambda x: x[0].replace("11-19", "2026-11-19")):
            inv += 1
            who = who.split(" - ")[0]
            p = f"{EPH}/Invoices/{y}-{m:02d}/INV-{inv:04d} {who}.pdf"
            if d == "11-19":
                a(Entry(p, 142 * KB, "11-19"))
            else:
                dup = {"Patel": "inv-patel", "Harris": "inv-harris"}.get(who)
                size = {"Patel": 156 * KB, "Harris": 148 * KB}.get(who) or r.randint(110, 190) * KB
                a(Entry(p, size, _clear(ago(_clear_day(d))), dup=dup))

    # ================================================================== certificates
    C = f"{EPH}/Certificates"
    for addr, md, years in CP12_ADDRESSES:
        for y in years:
            d = f"{y}-{md}"
            if d > TODAY.isoformat():
                continue
            if d == "2026-11-19":
                a(Entry(f"{C}/Gas Safety Records/CP12 {addr} 2026-11-19.pdf", 118 * KB, "11-19"))
                continue
            dd = _dt.date.fromisoformat(d)
            while _bad(ago(dd.isoformat())):
                dd -= _dt.timedelta(days=1)
            a(
                Entry(
                    f"{C}/Gas Safety Records/CP12 {addr} {dd.isoformat()}.pdf",
                    r.randint(100, 140) * KB,
                    ago(dd.isoformat()),
                )
            )
    for n, d in [
        ("Benchmark - Hughes 7 Bryn Terrace 2025-06-05.pdf", "2025-06-05"),
        ("Benchmark - Davies 30 Heol Hir 2025-10-08.pdf", "2025-10-08"),
        ("Benchmark - Morgan 12 Ty Draw Road 2026-02-26.pdf", "2026-02-26"),
        ("Benchmark - Patel 14 Elm Road 2026-11-12.pdf", "2026-11-12"),
    ]:
        a(Entry(f"{C}/Benchmark/{n}", r.randint(380, 520) * KB, _clear(ago(d))))
    a(Entry(f"{C}/Benchmark/G3 commissioning - Whitfield The Old Rectory 2026-08-13.pdf", 410 * KB, ago("2026-08-13")))
    for n, s, d in [
        ("Gas Safe ID card 2026-27.pdf", 240 * KB, "2026-04-10"),
        ("Gas Safe registration certificate 2026-27.pdf", 310 * KB, "2026-04-10"),
        ("ACS CCN1 CENWAT certificate 2024.pdf", 520 * KB, "2024-05-21"),
        ("G3 unvented certificate 2023.pdf", 430 * KB, "2023-09-14"),
        ("Public liability insurance 2026-27.pdf", 890 * KB, "2026-06-04"),
        ("Waste carrier registration.pdf", 150 * KB, "2023-02-06"),
    ]:
        a(Entry(f"{C}/My registrations/{n}", s, _clear(ago(d))))

    # ================================================================== the van
    V = f"{EPH}/Van"
    stations = ["Shell Newport Road", "Tesco Western Avenue", "BP Excelsior", "Esso Llanishen", "Asda Coryton"]

    def fuel_log(first: str, last: str) -> str:
        rows = ["date,station,litres,price_per_litre,cost"]
        d = _dt.date.fromisoformat(first)
        end = _dt.date.fromisoformat(last)
        while d <= end:
            litres = round(45 + r.random() * 25, 2)
            ppl = round(1.39 + r.random() * 0.18, 3)
            rows.append(f"{d.isoformat()},{r.choice(stations)},{litres:.2f},{ppl:.3f},{litres * ppl:.2f}")
            d += _dt.timedelta(days=r.choice((6, 7, 7, 8)))
        return "\n".join(rows) + "\n"

    a(T(f"{V}/Fuel log 2025-26.csv", ago("2026-04-04"), fuel_log("2025-04-07", "2026-04-04")))
    a(T(f"{V}/Fuel log 2026-27.csv", ago("2026-11-23"), fuel_log("2026-04-08", "2026-11-23")))
    a(Entry(f"{V}/Mileage log 2025-26.xlsx", 74 * KB, ago("2026-04-07")))
    a(Entry(f"{V}/Mileage log 2026-27.xlsx", 58 * KB, ago("2026-11-24") - 0.1))
    a(Entry(f"{V}/Van MOT certificate 2026.pdf", 210 * KB, ago("2026-02-18")))
    a(Entry(f"{V}/Transit V5C logbook.pdf", 1_300 * KB, ago("2023-03-02")))
    a(Entry(f"{V}/Van insurance 2026-27.pdf", 760 * KB, ago("2026-05-04")))
    a(Entry(f"{V}/Van service receipt 2026-07.pdf", 180 * KB, ago("2026-07-22")))
    a(Entry(f"{V}/Van finance agreement.pdf", 2_100 * KB, ago("2023-02-24")))

    # ================================================================== manuals
    M = f"{EPH}/Manuals"
    for sub, n, s, d in [
        ("Boilers", "Worcester Bosch Greenstar 30i installation manual.pdf", 8_400 * KB, "2026-10-20"),
        ("Boilers", "Worcester Bosch Greenstar 4000 installation manual.pdf", 9_100 * KB, "2025-05-14"),
        ("Boilers", "Vaillant ecoTEC plus 835 installation and servicing.pdf", 6_200 * KB, "2025-09-30"),
        ("Boilers", "Vaillant ecoTEC pro 28 user guide.pdf", 1_900 * KB, "2024-11-02"),
        ("Boilers", "Ideal Logic Max Combi2 C35 manual.pdf", 7_700 * KB, "2026-02-25"),
        ("Boilers", "Baxi 600 Combi 2 installation manual.pdf", 5_300 * KB, "2025-03-19"),
        ("Boilers", "Viessmann Vitodens 100-W service instructions.pdf", 4_800 * KB, "2024-07-08"),
        ("Valves & controls", "Honeywell V4073A mid position valve datasheet.pdf", 620 * KB, "2024-03-12"),
        ("Valves & controls", "Honeywell V4043H zone valve datasheet.pdf", 540 * KB, "2025-08-26"),
        ("Valves & controls", "Danfoss RA-N TRV valve body datasheet.pdf", 410 * KB, "2026-11-08"),
        ("Valves & controls", "Drayton TRV4 installation leaflet.pdf", 380 * KB, "2026-11-08"),
        ("Valves & controls", "Hive Active Heating install guide.pdf", 2_600 * KB, "2026-11-13"),
        ("Valves & controls", "Grundfos UPS3 pump manual.pdf", 3_100 * KB, "2025-11-30"),
        ("Cylinders & UFH", "Megaflo Eco unvented cylinder installation.pdf", 3_600 * KB, "2026-07-28"),
        ("Cylinders & UFH", "Salus KL08 underfloor manifold manual.pdf", 2_900 * KB, "2026-05-29"),
        ("Cylinders & UFH", "Fernox TF1 filter instructions.pdf", 450 * KB, "2025-06-01"),
    ]:
        dup = "vaillant835" if "ecoTEC plus 835" in n else None
        a(Entry(f"{M}/{sub}/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== accounts
    AC = f"{EPH}/Accounts"
    for n, s, d in [
        ("2024-25/Accounts 2024-25.xlsx", 96 * KB, "2025-11-28"),
        ("2024-25/Self assessment 2024-25.pdf", 540 * KB, "2026-01-20"),
        ("2025-26/Sales ledger 2025-26.xlsx", 118 * KB, "2026-04-08"),
        ("2025-26/Expenses 2025-26.xlsx", 84 * KB, "2026-04-09"),
        ("2026-27/Sales ledger 2026-27.xlsx", 71 * KB, "2026-11-23"),
        ("2026-27/Expenses 2026-27.xlsx", 55 * KB, "2026-11-21"),
    ]:
        a(Entry(f"{AC}/{n}", s, _clear(ago(d))))
    for y, m in _months("2025-04", 19):  # statements 2025-04 .. 2026-10, issued on the 2nd of the next month
        ny, nm = divmod(y * 12 + m, 12)
        d = _dt.date(ny, nm + 1, 2)
        age = ago(d.isoformat())
        while _bad(age):
            age += 1.0
        a(Entry(f"{AC}/Bank statements/Starling business statement {y}-{m:02d}.pdf", r.randint(80, 160) * KB, age))
    merchants = ["Screwfix", "Toolstation", "City Plumbing", "Plumb Center"]
    day = _dt.date(2025, 4, 9)
    while day < TODAY - _dt.timedelta(days=2):
        age = _clear(ago(day.isoformat()))
        day = iso_of(age)
        a(Entry(f"{AC}/Receipts/{r.choice(merchants)} {day.isoformat()}.pdf", r.randint(40, 120) * KB, age))
        day += _dt.timedelta(days=r.randint(12, 26))
    a(Entry(f"{EPH}/Price list 2026.xlsx", 42 * KB, ago("2026-01-09")))
    a(Entry(f"{EPH}/Terms and conditions.docx", 38 * KB, ago("2024-02-05")))
    a(Entry(f"{EPH}/Logo/EPH logo.png", 260 * KB, ago("2023-01-17")))
    a(Entry(f"{EPH}/Logo/EPH logo.svg", 48 * KB, ago("2023-01-17")))
    a(Entry(f"{EPH}/Van signwriting proof.pdf", 3_200 * KB, ago("2023-03-20")))

    # ================================================================== Nadia's editing
    def clips(base: str, fmt: str, n: int, first: str, spread: float, lo: int, hi: int, dup_sizes=None) -> list:
        out = []
        for i in range(n):
            age = _clear(ago(first) - i * spread / max(n, 1))
            e = Entry(f"{base}/{fmt.format(i + 1)}", r.randint(lo, hi) * MB, age)
            a(e)
            out.append(e)
        return out

    HW = f"{PR}/Hartley Wedding"
    acam = clips(f"{HW}/Rushes/A-cam", "A001_C{:03d}.mov", 18, "2026-09-20", 0.4, 1_400, 8_800)
    bcam = clips(f"{HW}/Rushes/B-cam", "B001_C{:03d}.mov", 12, "2026-09-20", 0.4, 1_100, 6_500)
    clips(f"{HW}/Rushes/Drone", "DJI_{:04d}.MP4", 6, "2026-09-20", 0.2, 380, 2_100)
    clips(f"{HW}/Rushes/Audio", "ZOOM{:04d}.WAV", 5, "2026-09-20", 0.4, 190, 640)
    for e in acam + bcam:
        stem = e.name.rsplit(".", 1)[0]
        a(Entry(f"{HW}/Proxies/{stem}_Proxy.mp4", max(60 * MB, e.size // 11), _clear(ago("2026-09-24"))))
    for n, s, d in [
        ("Hartley Wedding - Teaser.mp4", 420 * MB, "2026-10-12"),
        ("Hartley Wedding - Final v1.mp4", 3_810 * MB, "2026-10-20"),
        ("Hartley Wedding - Final v2.mp4", 3_870 * MB, "2026-10-27"),
        ("Hartley Wedding - Final v3.mp4", 3_905 * MB, "2026-10-30"),
        ("Hartley Wedding - Speeches.mp4", 2_240 * MB, "2026-10-30"),
    ]:
        a(Entry(f"{HW}/Renders/{n}", s, _clear(ago(d)), dup="hartleyv3" if "v3" in n else None))
    a(Entry(f"{HW}/Hartley Wedding.prproj", 48 * MB, _clear(ago("2026-10-30") - 0.1)))
    for i, d in enumerate(("2026-10-26", "2026-10-28", "2026-10-29")):
        a(
            Entry(
                f"{HW}/Adobe Premiere Pro Auto-Save/Hartley Wedding--{i + 1:02d}-{d.replace('-', '')}.prproj",
                46 * MB + i * MB,
                _clear(ago(d)),
            )
        )
    a(Entry(f"{HW}/Graphics/Hartley titles.mogrt", 3_400 * KB, _clear(ago("2026-10-09"))))
    a(Entry(f"{HW}/Music/Golden Hour - Artlist.wav", 61 * MB, _clear(ago("2026-10-09"))))

    BS = f"{PR}/Brightside Coffee Promo"
    bsr = clips(f"{BS}/Rushes", "BSC_A_{:04d}.mov", 16, "2026-11-04", 0.3, 900, 5_800)
    for e in bsr:
        stem = e.name.rsplit(".", 1)[0]
        a(Entry(f"{BS}/Proxies/{stem}_proxy.mov", max(40 * MB, e.size // 9), _clear(ago("2026-11-05"))))
    a(Entry(f"{BS}/Renders/Brightside_Promo_30s_v1.mp4", 188 * MB, _clear(ago("2026-11-16"))))
    a(Entry(f"{BS}/Renders/Brightside_Promo_30s_v2.mp4", 191 * MB, "11-19"))
    a(Entry(f"{BS}/Renders/Brightside_Promo_15s_v1.mp4", 97 * MB, _clear(ago("2026-11-23"))))
    a(Entry(f"{BS}/Renders/Brightside_Promo_9x16_v1.mp4", 104 * MB, ago("2026-11-24")))
    a(Entry(f"{BS}/Brightside Coffee Promo.drp", 2_300 * KB, ago("2026-11-24") - 0.15))
    a(Entry(f"{BS}/Brightside brief.docx", 64 * KB, _clear(ago("2026-10-28"))))
    a(Entry(f"{BS}/Brightside shot list.pdf", 180 * KB, _clear(ago("2026-11-02"))))
    a(
        T(
            f"{BS}/notes.md",
            ago("2026-11-23") - 0.1,
            "# Brightside notes\n\n- client wants a warmer grade on the latte pour\n"
            "- swap the music to Morning Light (Artlist)\n- deliver 30s, 15s and 9:16 by 28 Nov\n",
        )
    )

    VR = f"{PR}/Valley RFC Documentary"
    interviewees = [
        "Coach Dai Price",
        "Captain Owain Bevan",
        "Mair Lloyd (club secretary)",
        "Gethin Rees",
        "Tom Howells",
        "Sian Morgan (physio)",
        "Eddie Jones (1987 team)",
        "Rhodri Pugh",
        "Cerys Lloyd",
        "Groundsman Alun",
    ]
    for i, who in enumerate(interviewees):
        age = _clear(ago("2026-04-18") - i * 9.3)
        a(Entry(f"{VR}/Rushes/Interviews/INT_{i + 1:02d} {who}.mov", r.randint(7_800, 21_500) * MB, age))
    vmatch = clips(f"{VR}/Rushes/Match footage", "C{:04d}.MP4", 16, "2026-04-25", 90.0, 2_100, 9_400)
    a(Entry(f"{VR}/Rushes/Archive/1987 cup final VHS.mp4", 2_200 * MB, _clear(ago("2026-05-06"))))
    for i in range(len(interviewees)):
        a(Entry(f"{VR}/Proxies/INT_{i + 1:02d}_Proxy.mp4", r.randint(600, 1_900) * MB, _clear(ago("2026-08-03"))))
    for e in vmatch:
        stem = e.name.rsplit(".", 1)[0]
        a(Entry(f"{VR}/Proxies/{stem}_Proxy.mp4", max(90 * MB, e.size // 10), _clear(ago("2026-08-03"))))
    for n, s, d in [
        ("Valley RFC - rough cut.mp4", 3_300 * MB, "2026-07-30"),
        ("Valley RFC - trailer.mp4", 640 * MB, "2026-08-28"),
        ("Valley RFC - Heart of the Valley - FINAL.mov", 28_400 * MB, "2026-09-25"),
        ("Valley RFC - Heart of the Valley - FINAL.mp4", 4_600 * MB, "2026-09-25"),
    ]:
        a(Entry(f"{VR}/Renders/{n}", s, _clear(ago(d))))
    a(Entry(f"{VR}/Valley RFC Documentary.prproj", 96 * MB, _clear(ago("2026-09-25") - 0.1)))
    a(Entry(f"{VR}/Transcripts/interview transcripts.docx", 420 * KB, _clear(ago("2026-06-12"))))
    for who in interviewees:
        short = who.split(" (")[0]
        a(Entry(f"{VR}/Release forms/release form - {short}.pdf", r.randint(300, 900) * KB, _clear(ago("2026-04-18"))))

    KS = f"{PR}/Kaur & Sons - Neon Nights"
    ksr = clips(f"{KS}/Rushes", "NN_{:03d}.mov", 12, "2025-11-29", 1.5, 1_200, 6_100)
    for e in ksr:
        stem = e.name.rsplit(".", 1)[0]
        a(Entry(f"{KS}/Proxies/{stem}_proxy.mov", max(50 * MB, e.size // 9), _clear(ago("2025-12-01"))))
    for n, s, d in [
        ("Neon Nights - FINAL 4K.mp4", 2_900 * MB, "2025-12-18"),
        ("Neon Nights - FINAL 1080p.mp4", 780 * MB, "2025-12-18"),
        ("Neon Nights - vertical teaser.mp4", 64 * MB, "2025-12-20"),
    ]:
        a(Entry(f"{KS}/Renders/{n}", s, _clear(ago(d))))
    a(Entry(f"{KS}/Kaur & Sons - Neon Nights.drp", 1_700 * KB, _clear(ago("2025-12-20"))))

    RS = f"{PR}/Council Road Safety PSA"
    rsr = clips(f"{RS}/Rushes", "RS_{:03d}.mov", 8, "2026-03-04", 2.0, 1_600, 4_900)
    for e in rsr:
        stem = e.name.rsplit(".", 1)[0]
        a(Entry(f"{RS}/Proxies/{stem}_Proxy.mp4", max(70 * MB, e.size // 11), _clear(ago("2026-03-09"))))
    for n, s, d in [
        ("Road Safety PSA - 30s - broadcast master.mov", 5_800 * MB, "2026-03-27"),
        ("Road Safety PSA - 30s - web.mp4", 85 * MB, "2026-03-27"),
        ("Road Safety PSA - 30s - subtitled.mp4", 88 * MB, "2026-03-30"),
    ]:
        a(Entry(f"{RS}/Renders/{n}", s, _clear(ago(d))))
    a(Entry(f"{RS}/Council Road Safety PSA.prproj", 31 * MB, _clear(ago("2026-03-30"))))
    a(
        T(
            f"{RS}/Subtitles/Road Safety PSA - English.srt",
            _clear(ago("2026-03-29")),
            "1\n00:00:01,000 --> 00:00:04,000\nSlow down. Someone's walking home.\n",
        )
    )
    a(
        T(
            f"{RS}/Subtitles/Road Safety PSA - Welsh.srt",
            _clear(ago("2026-03-29")),
            "1\n00:00:01,000 --> 00:00:04,000\nArafwch. Mae rhywun yn cerdded adref.\n",
        )
    )

    AR = f"{ED}/Archive/2024 Cardiff Half Marathon highlights"
    a(Entry(f"{AR}/Cardiff Half highlights.prproj", 22 * MB, ago("2024-10-22")))
    a(Entry(f"{AR}/Renders/Cardiff Half 2024 highlights FINAL.mp4", 1_250 * MB, ago("2024-10-22")))
    a(Entry(f"{AR}/Renders/Cardiff Half 2024 highlights - square.mp4", 310 * MB, ago("2024-10-23")))

    a(
        Entry(
            f"{ED}/Client deliveries/Hartley Wedding - Final v3.mp4",
            3_905 * MB,
            _clear(ago("2026-10-31")),
            dup="hartleyv3",
        )
    )
    for n, d in [
        ("Artlist licence - Golden Hour (Hartley Wedding).pdf", "2026-10-09"),
        ("Artlist licence - Morning Light (Brightside).pdf", "2026-11-17"),
        ("Musicbed licence - Rise Up (Valley RFC).pdf", "2026-07-02"),
        ("Musicbed licence - Old Ground (Valley RFC).pdf", "2026-07-02"),
        ("Epidemic Sound licence - Neon Pulse (Kaur & Sons).pdf", "2025-12-03"),
        ("Artlist annual subscription 2026.pdf", "2026-02-04"),
    ]:
        a(Entry(f"{ED}/Music licences/{n}", r.randint(90, 240) * KB, _clear(ago(d))))
    for n in ("Kodak 2383.cube", "Teal & Orange.cube", "Slog3 to Rec709.cube", "Hartley wedding grade.cube"):
        d = "2026-10-08" if n.startswith("Hartley") else "2025-04-15"
        a(Entry(f"{ED}/LUTs/{n}", r.randint(900, 1_900) * KB, _clear(ago(d))))
    a(Entry(f"{ED}/Templates/Lower thirds.mogrt", 2_800 * KB, ago("2025-05-20")))
    a(Entry(f"{ED}/Templates/Title card.mogrt", 1_900 * KB, ago("2025-05-20")))
    for n, d in [
        ("Hartley Wedding contract signed.pdf", "2026-05-30"),
        ("Brightside Coffee - statement of work.pdf", "2026-10-27"),
        ("Valley RFC - commission agreement.pdf", "2026-03-16"),
    ]:
        a(Entry(f"{ED}/Contracts/{n}", r.randint(200, 600) * KB, _clear(ago(d))))
    a(Entry(f"{ED}/Showreel/Nadia Evans showreel 2026.mp4", 1_140 * MB, ago("2026-02-10")))
    for n, d in [
        ("Invoice NE-2025-027 - Kaur & Sons (deposit).pdf", "2025-11-10"),
        ("Invoice NE-2025-031 - Kaur & Sons (balance).pdf", "2025-12-19"),
        ("Invoice NE-2026-003 - Council Road Safety PSA.pdf", "2026-03-30"),
        ("Invoice NE-2026-005 - Valley RFC (stage 1).pdf", "2026-04-08"),
        ("Invoice NE-2026-009 - Hartley Wedding (deposit).pdf", "2026-06-02"),
        ("Invoice NE-2026-011 - Valley RFC (stage 2).pdf", "2026-07-15"),
        ("Invoice NE-2026-014 - Valley RFC (final).pdf", "2026-09-28"),
        ("Invoice NE-2026-016 - Hartley Wedding (balance).pdf", "2026-11-03"),
        ("Invoice NE-2026-019 - Brightside Coffee (deposit).pdf", "2026-11-06"),
    ]:
        dup = "ne019" if "NE-2026-019" in n else None
        size = 132 * KB if dup else r.randint(100, 160) * KB
        a(Entry(f"{ED}/Invoices/{n}", size, _clear(ago(d)), dup=dup))

    # ================================================================== Cerys: university
    for year, mods in MODULES.items():
        start = _dt.date.fromisoformat(TERM_START[year])
        for mod, wd in mods:
            base = f"{UNI}/{year}/{mod}"
            for w in range(1, 11):
                day = start + _dt.timedelta(days=7 * (w - 1) + wd)
                if day >= TODAY:
                    break
                if day.isoformat() == "2026-11-19":
                    a(Entry(f"{base}/Week {w:02d} lecture notes.docx", 41 * KB, "11-19"))
                    a(Entry(f"{base}/Week {w:02d} slides.pdf", 2_700 * KB, "11-19"))
                    continue
                age = _clear(ago(day.isoformat()) - 0.1)
                a(Entry(f"{base}/Week {w:02d} lecture notes.docx", r.randint(18, 64) * KB, age))
                a(Entry(f"{base}/Week {w:02d} slides.pdf", r.randint(900, 6_800) * KB, _clear(ago(day.isoformat()))))
    CW = f"{UNI}/Year 3/GEO3031 GIS and Remote Sensing/Coursework"
    a(
        T(
            f"{CW}/ndvi_change.py",
            _clear(ago("2026-11-15")),
            "import rasterio\nimport numpy as np\n\n# NDVI change over Cardiff Bay, 2016 vs 2026 (Landsat 8/9)\n",
        )
    )
    a(Entry(f"{CW}/landsat_2016_cardiff.tif", 452 * MB, _clear(ago("2026-10-22"))))
    a(Entry(f"{CW}/landsat_2026_cardiff.tif", 471 * MB, _clear(ago("2026-10-22"))))
    a(Entry(f"{CW}/GIS coursework report draft.docx", 1_800 * KB, _clear(ago("2026-11-16"))))
    a(T(f"{CW}/.git/HEAD", _clear(ago("2026-11-15")), "ref: refs/heads/main\n"))
    a(T(f"{CW}/.git/config", _clear(ago("2026-11-15")), "[core]\n\trepositoryformatversion = 0\n"))
    for _i in range(10):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{CW}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 20_000), 10.3 + r.random() * 30))
    for i in range(14):
        a(Entry(f"{CW}/.venv/lib/python3.12/site-packages/pkg{i:02d}/__init__.py", r.randint(200, 40_000), 40.3))
    a(Entry(f"{CW}/__pycache__/ndvi_change.cpython-312.pyc", 3 * KB, 10.3))

    DS = f"{UNI}/Year 3/Dissertation"
    for v, d in [(1, "2026-07-14"), (2, "2026-09-02"), (3, "2026-10-09")]:
        a(Entry(f"{DS}/diss draft v{v}.docx", (210 + 60 * v) * KB, _clear(ago(d))))
    a(Entry(f"{DS}/diss draft v3 - Dr Rees comments.docx", 402 * KB, _clear(ago("2026-10-16"))))
    a(Entry(f"{DS}/diss draft v4.docx", 468 * KB, "11-19"))
    a(Entry(f"{DS}/diss draft v5.docx", 512 * KB, ago("2026-11-24") - 0.2, dup="dissv5"))
    a(Entry(f"{DS}/Dissertation proposal.docx", 88 * KB, ago("2026-03-12")))
    a(Entry(f"{DS}/ethics approval.pdf", 240 * KB, ago("2026-05-21")))
    a(Entry(f"{DS}/survey responses.xlsx", 310 * KB, _clear(ago("2026-08-24"))))
    a(Entry(f"{DS}/survey responses.csv", 148 * KB, _clear(ago("2026-08-24"))))
    for i, who in enumerate(("resident", "resident", "shop owner", "councillor", "resident", "youth worker")):
        a(
            Entry(
                f"{DS}/Interview transcripts/Interview {i + 1:02d} - {who}.docx",
                r.randint(30, 75) * KB,
                _clear(ago("2026-07-20") + i * 4.1),
            )
        )
    for n in (
        "fig 1 study area map.png",
        "fig 2 land use change.png",
        "fig 3 survey results.png",
        "fig 4 interview themes.png",
    ):
        a(Entry(f"{DS}/Figures/{n}", r.randint(300, 1_600) * KB, _clear(ago("2026-11-02") + r.random() * 9)))
    a(
        T(
            f"{DS}/reading notes.md",
            _clear(ago("2026-11-11")),
            "# Reading notes\n\n- Lees (2008): gentrification and social mixing\n"
            "- Cardiff Bay regeneration: see the Cardiff Bay Development Corporation reports\n",
        )
    )
    GS = f"{UNI}/Geog Soc"
    for n, d in [
        ("Freshers social poster.png", "2026-09-20"),
        ("Field trip Snowdonia poster.pdf", "2026-10-03"),
        ("Halloween bar crawl poster.png", "2026-10-20"),
        ("Pub quiz poster.png", "2026-11-04"),
        ("Christmas ball poster.png", "2026-11-17"),
        ("Christmas ball poster v2.png", "2026-11-21"),
    ]:
        size = 640 * KB if n.endswith(".pdf") else r.randint(1_200, 4_800) * KB
        a(Entry(f"{GS}/Posters/{n}", size, _clear(ago(d))))
    a(Entry(f"{GS}/committee minutes 2026-10-07.docx", 34 * KB, ago("2026-10-07")))
    a(Entry(f"{GS}/Geog Soc budget 2026-27.xlsx", 22 * KB, _clear(ago("2026-09-15"))))
    a(Entry(f"{GS}/Geog Soc logo.png", 180 * KB, ago("2025-09-10")))
    JB = f"{UNI}/SU Bar job"
    for y, m in _months("2025-10", 13):
        d = _clear_day(f"{y}-{m:02d}-28")
        size = 88 * KB if (y, m) == (2026, 10) else r.randint(70, 95) * KB
        dup = "pay2610" if (y, m) == (2026, 10) else None
        a(Entry(f"{JB}/Payslips/Payslip {y}-{m:02d}.pdf", size, ago(d), dup=dup))
    a(Entry(f"{JB}/contract of employment.pdf", 310 * KB, ago("2025-09-22")))
    a(Entry(f"{JB}/rota November.xlsx", 19 * KB, _clear(ago("2026-10-29"))))
    a(Entry(f"{UNI}/Student Finance Wales award letter 2026-27.pdf", 260 * KB, ago("2026-06-16")))
    a(Entry(f"{UNI}/tenancy agreement - 22 Cathays Terrace.pdf", 1_900 * KB, ago("2026-02-27")))

    # ================================================================== household
    a(Entry(f"{HH}/Council Tax/Council tax bill 2025-26.pdf", 310 * KB, ago("2025-03-14")))
    a(Entry(f"{HH}/Council Tax/Council tax bill 2026-27.pdf", 320 * KB, ago("2026-03-13")))
    a(Entry(f"{HH}/Council Tax/Direct debit confirmation.pdf", 95 * KB, ago("2024-04-03")))
    for y, m in _months("2025-11", 12):
        ny, nm = divmod(y * 12 + m, 12)
        d = _clear_day(_dt.date(ny, nm + 1, 6).isoformat())
        size = 236 * KB if (y, m) == (2026, 10) else r.randint(180, 260) * KB
        dup = "octopus2610" if (y, m) == (2026, 10) else None
        a(Entry(f"{HH}/Energy/Octopus Energy bill {y}-{m:02d}.pdf", size, ago(d), dup=dup))
    a(Entry(f"{HH}/Energy/Welsh Water bill 2026-27.pdf", 270 * KB, ago("2026-04-02")))
    a(
        T(
            f"{HH}/Energy/meter readings.csv",
            _clear(ago("2026-11-03")),
            "date,electric_kwh,gas_m3\n2026-09-01,41234,10211\n2026-10-01,41602,10288\n2026-11-01,42010,10402\n",
        )
    )
    DG = f"{HH}/Dog - Bryn"
    for n, d in [
        ("Vet records/Vaccination card.pdf", "2026-03-14"),
        ("Vet records/Vet bill 2025-07-21 limping.pdf", "2025-07-21"),
        ("Vet records/Vet bill 2026-03-14 booster.pdf", "2026-03-14"),
        ("Vet records/Vet bill 2026-09-04 ear infection.pdf", "2026-09-04"),
        ("Vet records/Bryn microchip registration.pdf", "2021-05-08"),
        ("Petplan policy 2026.pdf", "2026-02-03"),
    ]:
        a(Entry(f"{DG}/{n}", r.randint(90, 400) * KB, ago(d)))
    a(Entry(f"{DG}/Vet records/Bryn x-ray leg 2025-07-21.jpg", 1_900 * KB, ago("2025-07-21")))
    CR = f"{HH}/Car"
    a(Entry(f"{CR}/Admiral car insurance 2025-26.pdf", 820 * KB, ago("2025-09-02")))
    a(Entry(f"{CR}/Admiral car insurance 2026-27.pdf", 840 * KB, ago("2026-09-04")))
    a(Entry(f"{CR}/Corsa MOT certificate 2026.pdf", 190 * KB, ago("2026-05-11")))
    a(Entry(f"{CR}/Corsa V5C logbook.pdf", 1_100 * KB, ago("2022-08-15")))
    a(Entry(f"{HH}/Mortgage/Nationwide annual mortgage statement 2026.pdf", 280 * KB, ago("2026-02-12")))
    a(Entry(f"{HH}/TV licence 2026.pdf", 120 * KB, ago("2026-05-07")))
    HO = f"{HH}/Holidays"
    for trip, first, days, n in [
        ("Tenerife Aug 2025", "2025-08-09", 8, 58),
        ("Edinburgh Dec 2025", "2025-12-12", 3, 24),
        ("Pembrokeshire July 2026", "2026-07-18", 8, 47),
    ]:
        d0 = _dt.date.fromisoformat(first)
        for i in range(n):
            photo(f"{HO}/{trip}", (d0 + _dt.timedelta(days=i * days // n)).isoformat(), 1_800, 6_900)

    # ================================================================== Pictures
    for i in range(12):
        photo("Pictures/Bryn", (_dt.date(2025, 4, 3) + _dt.timedelta(days=int(i * 51.7))).isoformat(), 1_500, 4_900)
    for i in range(12):
        age = _clear(3.4 + i * 24.9 + r.random())
        d = iso_of(age)
        a(
            Entry(
                f"Pictures/Screenshots/Screenshot {d.isoformat()} {r.randint(8, 22):02d}{r.randint(0, 59):02d}"
                f"{r.randint(0, 59):02d}.png",
                r.randint(140, 1_600) * KB,
                age,
            )
        )

    # ================================================================== Downloads
    dl = [
        ("DaVinci_Resolve_Studio_19.1_Linux.zip", 3_400 * MB, "2026-01-08", None),
        ("Premiere Pro Set-Up.exe", 4_100 * KB, "2025-02-10", None),
        ("ZoomInstallerFull.exe", 90 * MB, "2025-04-22", None),
        ("ChromeSetup.exe", 1_300 * KB, "2024-09-09", None),
        ("CanvaSetup-1.95.0.exe", 180 * MB, "2026-09-18", None),
        ("HandBrake-1.8.2-x86_64-Win_GUI.exe", 25 * MB, "2026-03-24", None),
        ("WhatsAppSetup.exe", 150 * MB, "2025-06-30", None),
        ("LibreOffice_24.8.2_Win_x86-64.msi", 345 * MB, "2024-11-14", None),
        ("Firefox Installer.exe", 420 * KB, "2026-11-21", None),
        ("Hartley wedding - photographer selects.zip", 2_100 * MB, "2026-10-05", None),
        ("GEO3031 practical data week 4.zip", 620 * MB, "2026-10-22", None),
        ("EPH invoices 2025-26 for accountant.zip", 18 * MB, "2026-05-12", None),
        ("Artlist - Golden Hour stems.zip", 240 * MB, "2026-10-09", None),
        ("Montserrat fonts.zip", 1_200 * KB, "2025-03-03", None),
        ("Valley RFC archive footage.zip.crdownload", 1_300 * MB, "2026-06-18", None),
        ("Gas Safe technical bulletin TB 143.pdf", 420 * KB, "2026-08-20", None),
        ("Tenerife boarding passes.pdf", 95 * KB, "2025-08-07", None),
        ("GEO3022 reading list.pdf", 210 * KB, "2026-09-29", None),
        ("Petplan claim form.pdf", 180 * KB, "2026-09-03", None),
        ("Cardiff Lettings gas safety schedule 2027.pdf", 140 * KB, "2026-11-11", None),
        ("brightside_logo_white.png", 340 * KB, "2026-11-04", None),
        ("New Text Document.txt", 0, "2026-04-14", None),
        ("Octopus Energy bill 2026-10.pdf", 236 * KB, "2026-11-06", "octopus2610"),
        ("Invoice NE-2026-019 - Brightside Coffee (deposit).pdf", 132 * KB, "2026-11-06", "ne019"),
        ("Payslip 2026-10 (1).pdf", 88 * KB, "2026-10-30", "pay2610"),
        ("Vaillant ecoTEC plus 835 installation and servicing (1).pdf", 6_200 * KB, "2026-11-02", "vaillant835"),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, _clear(ago(d)), dup=dup))
    harris = next(e for e in E if e.dup == "inv-harris")
    a(Entry(f"Downloads/{harris.name}", harris.size, _clear(ago("2026-10-20")), dup="inv-harris"))
    patel = next(e for e in E if e.dup == "inv-patel")
    a(Entry(f"Downloads/{patel.name[:-4]} (1).pdf", patel.size, _clear(ago("2026-11-13")), dup="inv-patel"))
    for d in ("2026-11-23", "2026-11-02", "2026-10-11", "2026-08-30", "2026-05-05", "2025-12-02"):
        age = _clear(ago(d) - 0.1)
        a(
            Entry(
                f"Downloads/Screenshot {iso_of(age).isoformat()} {r.randint(8, 22):02d}{r.randint(10, 59)}"
                f"{r.randint(10, 59)}.png",
                r.randint(120, 900) * KB,
                age,
            )
        )

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.1,
            f"- chase Harris for {harris.name[:8]}\n- CP12s for Chapel Street flats 1 and 3 (Cardiff Lettings)\n"
            "- order a Greenstar 30i for Davies\n- book the van in for its service\n"
            "- send the mileage log to Gwen before Christmas\n",
        )
    )
    a(Entry("Desktop/diss draft v5.docx", 512 * KB, ago("2026-11-24") - 0.3, dup="dissv5"))
    a(Entry("Desktop/Hartley colour reference.png", 2_300 * KB, _clear(ago("2026-10-08"))))
    a(Entry("Desktop/Davies quote draft.docx", 31 * KB, _clear(ago("2026-11-21"))))

    # ================================================================== hidden / noise
    a(T(".bashrc", 700.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 700.3, 'if [ -n "$BASH_VERSION" ]; then . "$HOME/.bashrc"; fi\n'))
    a(T(".config/gtk-3.0/bookmarks", 300.3, "file:///home/evans/Editing Editing\n"))
    a(T(".config/user-dirs.dirs", 700.3, 'XDG_DOWNLOAD_DIR="$HOME/Downloads"\n'))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/normal/{r.getrandbits(64):016x}.png",
                r.randint(10_000, 60_000),
                1.5 + r.random() * 40,
            )
        )
    for i in range(16):
        a(
            Entry(
                f".cache/Adobe/Common/Media Cache Files/A001_C{i + 1:03d}.mov 48000.cfa",
                r.randint(8, 90) * MB,
                _clear(ago("2026-09-24")),
            )
        )
    a(T("Editing/.DS_Store", 100.3, "Bud1\n"))
    return _check_plumber(_check(E))


def _check_plumber(entries: list[Entry]) -> list[Entry]:
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
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.search(r"(?:IMG_|Screenshot |CP12 .* )(\d{4})-?(\d{2})-?(\d{2})", e.name)
        if m:
            y, mo, d = (int(x) for x in m.groups())
            assert _dt.date(y, mo, d) == iso_of(e.age), e.path
        m = re.search(r"/(Invoices|Quotes)/(\d{4})-(\d{2})/", e.path)
        if m and e.path.startswith(EPH):
            assert (int(m.group(2)), int(m.group(3))) == (iso_of(e.age).year, iso_of(e.age).month), e.path
    return entries


HOMES["plumber"] = plumber

if __name__ == "__main__":
    from homes import human

    es = plumber()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
