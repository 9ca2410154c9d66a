"""A generated home for the held-out set AB (heldout_ab.jsonl): a rented flat in Headingley, Leeds, shared by Niamh
Brennan MRCVS, a small-animal vet who works locums at several practices, and her partner Teo Marsh, a freelance video
game composer and sound designer. Their dog is Biscuit, a whippet.

Shape: Vet/ (CPD certificates by year and a CPD hours log; Locums/<practice>/ with a locum agreement (the same name in
every practice), a "<practice> - practice info.txt" whose text can be searched (door codes, parking, who the practice
manager is), monthly rotas, weekly timesheets "timesheet w-c YYYY-MM-DD.xlsx" and monthly invoices "NB locum invoice
YYYY-MM.pdf" (the same names in several practices); RCVS letters and receipts; case notes as .docx named "YYYY-MM-DD
Pet (species) - problem.docx"; reference PDFs and a text of fluid rates; indemnity certificates; accounts with mileage
logs; her CV). Music Work/ (Clients/<client>/<game>/ with Logic projects .logicx, Reaper projects .RPP and their
.RPP-bak, stems as .wav/.flac (plain "strings.wav" names repeated in every cue folder of one game), bounces as .mp3
with "v2 final final" names, a mixdown, cue sheets; Contracts/ and Invoices/ "INV-YYYY-NNN Client - what.pdf" per
client; an FMOD project with a .git; PRS distribution statements; accounts; showreels; gear). Sample Libraries/ (about
2,100 small .wav one-shots in six libraries, and long field recordings). Household/ (tenancy, bills per supplier,
the dog's policy and a pet-insurance claims folder with one folder per claim, each with a "claim form.pdf", the car,
holiday photos in one folder per trip named by trip). Desktop (screenshots, video exports, a copy of an RCVS letter,
bounce tests), Downloads (installers .dmg/.pkg, zips, an unfinished .crdownload, "(1)" copies and exact duplicates of
files elsewhere, the December rota not filed yet, an empty file), hidden dotfiles, .ssh keys, .config/REAPER and
.cache.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set AB's questions (BAD_WINDOWS, checked by `_check_composer`). The files
dated Nov 19 are month-day anchors ("11-19"), and so are the few dated Nov 12 ("11-12", "the week before last" in
every reading); nothing else visible is within a day of either.
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


def date_of(age: float) -> _dt.date:
    """The calendar day of a file this many days old, the clock being at noon on TODAY."""
    return (_dt.datetime.combine(TODAY, _dt.time(12)) - _dt.timedelta(days=age)).date()


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set AB's questions (ages in days as of 2026-11-24); visible files keep clear of them.
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
BAD_WINDOWS += [(11.4, 12.7)]  # Nov 12 (only its anchors)


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float, later: bool = False) -> float:
    """The nearest age clear of every window: older by whole days, or (later) younger, for a file whose name says it
    cannot be older (a timesheet for a week, an invoice for a month)."""
    while _bad(age):
        age += -1.0 if later else 1.0
    assert age > 0.5, age
    return age


def _months(first: str, last: str) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    y2, m2 = (int(x) for x in last.split("-"))
    out = []
    while (y, m) <= (y2, m2):
        out.append((y, m))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return out


def _next_month(y: int, m: int) -> tuple[int, int]:
    return (y + 1, 1) if m == 12 else (y, m + 1)


V = "Vet"
LOC = "Vet/Locums"
HH = "Household"
MW = "Music Work"
CL = "Music Work/Clients"
SL = "Sample Libraries"

# practice -> (first month, last month, which weeks: "all", "even" or "odd" Mondays counted from 2026-01-05)
PRACTICES = {
    "Meanwood Vets": [("2024-11", "2025-08", "all")],
    "Horsforth Vet Centre": [("2025-09", "2025-12", "all"), ("2026-01", "2026-02", "odd")],
    "Kirkstall Road Vets": [("2026-01", "2026-11", "even")],
    "Chapel Allerton Animal Hospital": [("2026-03", "2026-06", "odd"), ("2026-10", "2026-11", "odd")],
    "Wetherby Small Animal Clinic": [("2026-07", "2026-09", "odd")],
}
PRACTICE_INFO = {
    "Meanwood Vets": "Meanwood Vets. Head vet: Dev Chauhan. Parking on Green Road. Bloods go to the external lab "
    "(courier at 4 pm).\n",
    "Horsforth Vet Centre": "Horsforth Vet Centre. Clinical director: Ruth Oyelaran. On-street parking only, Town "
    "Street. X-ray is digital, login vet2.\n",
    "Kirkstall Road Vets": "Kirkstall Road Vets. Practice manager: Jo Pickering. Door code 4471. Park in the Co-op car "
    "park behind the practice. CD cabinet key is with the head nurse, Gemma.\n",
    "Chapel Allerton Animal Hospital": "Chapel Allerton Animal Hospital. Practice manager: Sanjay Mistry. Parking "
    "permit in the top drawer at reception. Ultrasound machine in consult 3. Out of hours: Vets Now Leeds.\n",
    "Wetherby Small Animal Clinic": "Wetherby Small Animal Clinic. Practice manager: Claire Dunwell. Free parking at "
    "the back. Lunch at 1, no microwave, bring a flask.\n",
}

# case notes: (date, pet, species, problem); "11-19" and "11-12" are anchors
CASES = [
    ("2025-01-14", "Bella", "cocker spaniel", "pyometra"),
    ("2025-02-03", "Milo", "cat", "urethral obstruction"),
    ("2025-03-11", "Teddy", "border terrier", "lumpectomy"),
    ("2025-04-22", "Hazel", "guinea pig", "dental overgrowth"),
    ("2025-05-19", "Ollie", "springer spaniel", "foreign body - corn cob"),
    ("2025-06-09", "Coco", "french bulldog", "BOAS assessment"),
    ("2025-06-30", "Smudge", "cat", "RTA - pelvic fracture"),
    ("2025-07-21", "Rolo", "dachshund", "IVDD"),
    ("2025-08-12", "Maisie", "westie", "pancreatitis"),
    ("2025-09-16", "Bramble", "rabbit", "myxomatosis suspect"),
    ("2025-10-07", "Juniper", "cat", "diabetes stabilisation"),
    ("2025-10-28", "Willow", "greyhound", "corn on paw"),
    ("2025-11-18", "Pip", "hamster", "wet tail"),
    ("2025-12-09", "Archie", "cockapoo", "chocolate toxicity"),
    ("2026-01-13", "Nala", "cat", "CKD stage 2"),
    ("2026-01-27", "Ruby", "staffie", "atopic dermatitis"),
    ("2026-02-10", "Biscuit", "whippet", "torn dewclaw"),
    ("2026-02-24", "Loki", "husky", "heatstroke"),
    ("2026-03-10", "Mabel", "cat", "hyperthyroid workup"),
    ("2026-03-24", "Fudge", "rabbit", "fly strike"),
    ("2026-04-14", "Dexter", "boxer", "mast cell tumour"),
    ("2026-04-28", "Penny", "beagle", "grape ingestion"),
    ("2026-05-12", "Oscar", "cat", "dental - 3 extractions"),
    ("2026-05-26", "Bonnie", "collie", "epilepsy review"),
    ("2026-06-16", "Sooty", "cat", "abscess"),
    ("2026-06-30", "Rocky", "labrador", "cruciate rupture"),
    ("2026-07-14", "Daisy", "cavapoo", "ear infection"),
    ("2026-07-28", "Winston", "pug", "corneal ulcer"),
    ("2026-08-11", "Misty", "cat", "hit by car - jaw fracture"),
    ("2026-08-25", "Tilly", "shih tzu", "pyometra"),
    ("2026-09-08", "Barney", "golden retriever", "lipoma removal"),
    ("2026-09-22", "Clover", "rabbit", "dental abscess"),
    ("2026-10-06", "Bear", "newfoundland", "GDV"),
    ("2026-10-13", "Luna", "cat", "urinary blockage"),
    ("2026-10-20", "Pepper", "jack russell", "bite wounds"),
    ("2026-10-27", "Nutmeg", "guinea pig", "ringworm"),
    ("2026-11-03", "Hugo", "vizsla", "vomiting - xylitol gum"),
    ("11-12", "Ziggy", "cat", "hyperthyroid recheck"),
    ("2026-11-16", "Murphy", "spaniel", "grass seed in ear"),
    ("11-19", "Pickle", "rabbit", "GI stasis"),
    ("2026-11-23", "Duke", "german shepherd", "GDV"),
]


def _anchor_date(md: str) -> _dt.date:
    return _dt.date(2026, *(int(x) for x in md.split("-")))


def composer() -> list[Entry]:
    r = random.Random(2611)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Vet: CPD
    cpd = {
        2024: [
            ("BSAVA Congress 2024 attendance certificate.pdf", "2024-04-08"),
            ("Improve CPD - feline endocrinology certificate.pdf", "2024-06-19"),
            ("VDS webinar - consent and communication certificate.pdf", "2024-09-25"),
            ("Vets Gurus - abdominal ultrasound part 1 certificate.pdf", "2024-11-14"),
        ],
        2025: [
            ("BSAVA Congress 2025 attendance certificate.pdf", "2025-03-31"),
            ("RCVS Academy - controlled drugs certificate.pdf", "2025-05-21"),
            ("BVA Live 2025 certificate.pdf", "2025-06-13"),
            ("Improve CPD - emergency and critical care certificate.pdf", "2025-07-09"),
            ("Vets Gurus - abdominal ultrasound part 2 certificate.pdf", "2025-09-17"),
            ("Rabbit dentistry workshop certificate.pdf", "2025-11-06"),
        ],
        2026: [
            ("RCVS Academy - clinical audit certificate.pdf", "2026-02-24"),
            ("BSAVA Congress 2026 attendance certificate.pdf", "2026-03-30"),
            ("Improve CPD - dermatology essentials certificate.pdf", "2026-05-13"),
            ("VetCT - thoracic radiology certificate.pdf", "2026-06-24"),
            ("Vets Gurus - anaesthesia refresher certificate.pdf", "2026-09-09"),
            ("Webinar - pain scoring in cats certificate.pdf", "2026-10-14"),
            ("London Vet Show 2026 CPD certificate.pdf", "2026-11-16"),
        ],
    }
    for year, certs in cpd.items():
        for n, d in certs:
            a(Entry(f"{V}/CPD/{year}/{n}", r.randint(140 * KB, 900 * KB), _clear(ago(d))))
    a(Entry(f"{V}/CPD/CPD hours log.xlsx", 36 * KB, _clear(ago("2026-11-16"))))
    a(Entry(f"{V}/CPD/1CPD export 2025.pdf", 310 * KB, ago("2026-01-09")))
    a(Entry(f"{V}/CPD/1CPD export 2024.pdf", 280 * KB, ago("2025-01-08")))

    # ================================================================== Vet: locums per practice
    week0 = _dt.date(2026, 1, 5)
    for prac, spans in PRACTICES.items():
        base = f"{LOC}/{prac}"
        first = spans[0][0]
        a(Entry(f"{base}/locum agreement.pdf", r.randint(180 * KB, 420 * KB), _clear(ago(f"{first}-01") + 12)))
        a(T(f"{base}/{prac} - practice info.txt", _clear(ago(f"{first}-01") + 2), PRACTICE_INFO[prac]))
        months: list[tuple[int, int]] = []
        for lo, hi, which in spans:
            ms = _months(lo, hi)
            months += ms
            for y, m in ms:
                day = _dt.date(y, m, 1)
                while day.weekday() != 0:
                    day += _dt.timedelta(days=1)
                while day.month == m and day <= TODAY:
                    k = (day - week0).days // 7
                    if which == "all" or (which == "even") == (k % 2 == 0):
                        sat = day + _dt.timedelta(days=5)
                        age = 0.1 if sat >= TODAY else _clear(ago(sat.isoformat()), later=True)
                        a(Entry(f"{base}/Timesheets/timesheet w-c {day.isoformat()}.xlsx", r.randint(18, 26) * KB, age))
                    day += _dt.timedelta(days=7)
        for y, m in months:
            py, pm = (y - 1, 12) if m == 1 else (y, m - 1)
            a(
                Entry(
                    f"{base}/Rotas/rota {y}-{m:02d}.pdf", r.randint(90 * KB, 240 * KB), _clear(ago(f"{py}-{pm:02d}-20"))
                )
            )
            ny, nm = _next_month(y, m)
            if _dt.date(ny, nm, 2) < TODAY:
                path = f"{base}/Invoices/NB locum invoice {y}-{m:02d}.pdf"
                a(Entry(path, r.randint(60 * KB, 110 * KB), _clear(ago(f"{ny}-{nm:02d}-02"), later=True)))
    a(Entry(f"{LOC}/locum rates 2026.xlsx", 21 * KB, _clear(ago("2026-01-05"))))

    # ================================================================== Vet: RCVS
    RC = f"{V}/RCVS"
    for n, s, d in [
        ("RCVS registration certificate.pdf", 1_400 * KB, "2019-07-12"),
        ("RCVS renewal 2025 receipt.pdf", 120 * KB, "2025-03-27"),
        ("RCVS letter - change of registered address.pdf", 210 * KB, "2025-09-02"),
        ("RCVS Code of Professional Conduct 2026.pdf", 2_800 * KB, "2026-02-16"),
        ("RCVS letter - 2026 renewal reminder.pdf", 190 * KB, "2026-02-11"),
        ("RCVS renewal 2026 receipt.pdf", 125 * KB, "2026-03-27"),
    ]:
        a(Entry(f"{RC}/{n}", s, _clear(ago(d))))
    audit_size = 260 * KB
    a(Entry(f"{RC}/RCVS letter - CPD audit request.pdf", audit_size, "11-12", dup="audit"))

    # ================================================================== Vet: case notes (docx)
    for d, pet, species, problem in CASES:
        if len(d) == 5:
            a(Entry(f"{V}/Case notes/2026-{d} {pet} ({species}) - {problem}.docx", r.randint(24 * KB, 80 * KB), d))
            continue
        age = _clear(ago(d))
        a(
            Entry(
                f"{V}/Case notes/{iso_of(age).isoformat()} {pet} ({species}) - {problem}.docx",
                r.randint(24 * KB, 80 * KB),
                age,
            )
        )

    # ================================================================== Vet: reference, indemnity, accounts, CV
    VR = f"{V}/Reference"
    a(Entry(f"{VR}/BSAVA Small Animal Formulary 11th edition.pdf", 31_400 * KB, ago("2025-02-10"), dup="formulary"))
    a(Entry(f"{VR}/IRIS CKD staging 2023.pdf", 1_150 * KB, ago("2025-02-21")))
    a(Entry(f"{VR}/anaesthesia protocols cheat sheet.pdf", 640 * KB, ago("2025-05-06")))
    a(Entry(f"{VR}/emergency drug chart.pdf", 420 * KB, ago("2025-05-06")))
    a(Entry(f"{VR}/rabbit anaesthesia notes.pdf", 880 * KB, ago("2025-11-07")))
    a(
        T(
            f"{VR}/fluid rates and doses.txt",
            _clear(ago("2026-03-03")),
            "Maintenance fluids: dogs 2 ml/kg/h, cats 2 ml/kg/h, shock bolus 10-20 ml/kg over 15 min.\n"
            "Buprenorphine 0.02 mg/kg IV (cats). Meloxicam 0.1 mg/kg once daily (dogs, from day 2).\n"
            "Maropitant 1 mg/kg SC. Dexmedetomidine: see the anaesthesia cheat sheet.\n",
        )
    )
    a(Entry(f"{V}/Indemnity/VDS certificate of indemnity 2025.pdf", 240 * KB, ago("2025-01-06") + 0.5))
    a(Entry(f"{V}/Indemnity/VDS certificate of indemnity 2026.pdf", 245 * KB, _clear(ago("2026-01-06"))))
    a(Entry(f"{V}/Accounts/mileage log 2025.xlsx", 48 * KB, ago("2025-12-30")))
    a(Entry(f"{V}/Accounts/mileage log 2026.xlsx", 44 * KB, 1.25))
    a(Entry(f"{V}/Accounts/locum income 2025-26.xlsx", 39 * KB, _clear(ago("2026-11-09"))))
    a(Entry(f"{V}/Accounts/Self assessment 2024-25 Niamh.pdf", 520 * KB, ago("2025-12-18")))
    a(Entry(f"{V}/Niamh Brennan CV 2026.docx", 58 * KB, _clear(ago("2026-01-19"))))
    a(Entry(f"{V}/Niamh Brennan CV 2026.pdf", 190 * KB, _clear(ago("2026-01-19"))))

    # ================================================================== Household: tenancy, bills, car
    TN = f"{HH}/Tenancy"
    for n, s, d in [
        ("Tenancy agreement - Flat 4, 17 Cardigan Road.pdf", 1_700 * KB, "2025-08-15"),
        ("Deposit protection certificate (DPS).pdf", 230 * KB, "2025-08-20"),
        ("Inventory and check-in report.pdf", 14_200 * KB, "2025-08-22"),
        ("Gas safety certificate 2025.pdf", 310 * KB, "2025-09-08"),
        ("Gas safety certificate 2026.pdf", 320 * KB, "2026-09-10"),
        ("Letter from landlord - rent increase 2026.pdf", 150 * KB, "2026-06-29"),
        ("Headrow Lettings - renewal offer.pdf", 170 * KB, "2026-10-19"),
    ]:
        a(Entry(f"{TN}/{n}", s, _clear(ago(d))))
    BL = f"{HH}/Bills"
    for y, m in _months("2025-09", "2026-10"):
        ny, nm = _next_month(y, m)
        a(
            Entry(
                f"{BL}/Octopus Energy/Octopus Energy bill {y}-{m:02d}.pdf",
                r.randint(110 * KB, 190 * KB),
                _clear(ago(f"{ny}-{nm:02d}-05")),
                dup="octo10" if (y, m) == (2026, 10) else None,
            )
        )
    for y, m in _months("2025-09", "2026-11"):
        if (y, m) == (2026, 11):
            a(Entry(f"{BL}/Virgin Media/Virgin Media bill 2026-11.pdf", 95 * KB, "11-12"))
            continue
        a(
            Entry(
                f"{BL}/Virgin Media/Virgin Media bill {y}-{m:02d}.pdf",
                r.randint(80 * KB, 120 * KB),
                _clear(ago(f"{y}-{m:02d}-12")),
            )
        )
    for d in ("2025-10-03", "2026-04-08", "2026-10-06"):
        a(
            Entry(
                f"{BL}/Yorkshire Water/Yorkshire Water bill {d[:7]}.pdf", r.randint(140 * KB, 200 * KB), _clear(ago(d))
            )
        )
    a(Entry(f"{BL}/Council Tax/Leeds council tax 2025-26.pdf", 210 * KB, ago("2025-08-28")))
    a(Entry(f"{BL}/Council Tax/Leeds council tax 2026-27.pdf", 215 * KB, _clear(ago("2026-03-11"))))
    a(Entry(f"{BL}/TV Licence 2026.pdf", 90 * KB, _clear(ago("2026-02-02"))))
    a(Entry(f"{HH}/Car/MOT certificate 2026.pdf", 160 * KB, _clear(ago("2026-07-14"))))
    a(Entry(f"{HH}/Car/MOT certificate 2025.pdf", 155 * KB, ago("2025-07-16")))
    a(Entry(f"{HH}/Car/car insurance renewal 2026.pdf", 480 * KB, _clear(ago("2026-10-21"))))
    a(Entry(f"{HH}/Car/V5C logbook scan.pdf", 1_300 * KB, ago("2025-08-30")))

    # ================================================================== Household: Biscuit and the pet-insurance claims
    BS = f"{HH}/Biscuit"
    a(Entry(f"{BS}/Petplan policy schedule 2025.pdf", 380 * KB, ago("2025-02-03")))
    a(Entry(f"{BS}/Petplan policy schedule 2026.pdf", 390 * KB, _clear(ago("2026-02-02"))))
    a(Entry(f"{BS}/vaccination record.pdf", 520 * KB, _clear(ago("2026-05-18"))))
    a(Entry(f"{BS}/microchip registration.pdf", 140 * KB, ago("2024-03-09")))
    a(Entry(f"{BS}/Biscuit first day home.jpg", 3_100 * KB, ago("2024-03-02")))
    PC = f"{BS}/Pet insurance claims"
    claims = {
        "2025-12 swallowed sock": [
            ("claim form.pdf", "2025-12-15"),
            ("vet invoice.pdf", "2025-12-12"),
            ("x-ray report.pdf", "2025-12-12"),
            ("claim settled letter.pdf", "2026-01-20"),
        ],
        "2026-04 cruciate surgery": [
            ("claim form.pdf", "2026-04-20"),
            ("vet invoice.pdf", "2026-04-16"),
            ("referral report - Leeds Veterinary Specialists.pdf", "2026-04-17"),
            ("physio invoices.pdf", "2026-06-10"),
            ("claim settled letter.pdf", "2026-06-24"),
        ],
        "2026-09 ear infection": [
            ("claim form.pdf", "2026-09-15"),
            ("vet invoice.pdf", "2026-09-11"),
            ("claim outcome - under the excess.pdf", "2026-10-08"),
        ],
        "2026-11 lameness": [
            ("vet invoice.pdf", "2026-11-23"),
            ("claim form.pdf", "2026-11-23"),
        ],
    }
    for c, docs in claims.items():
        for n, d in docs:
            dup = "cruciateinv" if (c.startswith("2026-04") and n == "vet invoice.pdf") else None
            a(Entry(f"{PC}/{c}/{n}", r.randint(120 * KB, 700 * KB) if not dup else 412 * KB, _clear(ago(d)), dup=dup))

    # ================================================================== Household: holiday photos by trip
    HL = f"{HH}/Holidays"
    trips = [
        ("Copenhagen Christmas 2024", "2024-12-22", 6, 36, 0),
        ("Isle of Skye Sept 2025", "2025-09-06", 8, 64, 2),
        ("Whitby weekend March 2026", "2026-03-14", 2, 22, 0),
        ("Lisbon May 2026", "2026-05-04", 7, 71, 4),
        ("Hebden Bridge birthday", "2026-08-22", 2, 15, 0),
    ]
    used = set()
    for trip, start, ndays, nphotos, nvids in trips:
        d0 = _dt.date.fromisoformat(start)
        for i in range(nphotos + nvids):
            d = d0 + _dt.timedelta(days=(i * ndays) // (nphotos + nvids))
            while True:
                hms = f"{r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
                if (d, hms) not in used:
                    used.add((d, hms))
                    break
            age = (TODAY - d).days + (12 - int(hms[:2])) / 24 - int(hms[2:4]) / 1440
            if i < nphotos:
                a(Entry(f"{HL}/{trip}/IMG_{d:%Y%m%d}_{hms}.jpg", r.randint(1_800 * KB, 5_200 * KB), age))
            else:
                a(Entry(f"{HL}/{trip}/VID_{d:%Y%m%d}_{hms}.mp4", r.randint(40 * MB, 320 * MB), age))

    # ================================================================== Music Work: clients and games
    inv = []  # (client, number, what, date)

    def game(
        base: str,
        prefix: str,
        cues: list[str],
        start: str,
        step: float,
        stem_kind: str,
        stems: list[str],
        versions: dict[str, list[str]],
    ) -> None:
        t0 = ago(start)
        for i, cue in enumerate(cues):
            age = _clear(t0 - i * step)
            a(Entry(f"{base}/Logic/{prefix} {cue}.logicx", r.randint(6 * MB, 90 * MB), age))
            for v in versions.get(cue, ["v1", "v2"]):
                age_b = _clear(age - 0.3 - 0.9 * versions.get(cue, ["v1", "v2"]).index(v))
                a(Entry(f"{base}/Bounces/{prefix} {cue} {v}.mp3", r.randint(3_500 * KB, 9_800 * KB), age_b))
            for s in stems:
                if stem_kind == "plain":
                    p = f"{base}/Stems/{cue}/{s}.wav"
                elif stem_kind == "flac":
                    p = f"{base}/Stems/{prefix} {cue} - {s}.flac"
                else:
                    p = f"{base}/Stems/{cue}/{prefix} {cue} {s}.wav"
                sz = r.randint(30 * MB, 140 * MB) if not p.endswith(".flac") else r.randint(15 * MB, 70 * MB)
                a(Entry(p, sz, _clear(age - 1.1)))

    # Pixel Hollow Games (Bristol): Lanternfall (2025) and its DLC (2026)
    PH = f"{CL}/Pixel Hollow Games"
    lf_cues = ["01 Main Theme", "02 Village at Dusk", "03 Whispering Forest", "04 The Bell Tower", "05 The Hollow King"]
    game(
        f"{PH}/Lanternfall",
        "LF",
        lf_cues,
        "2025-03-04",
        22,
        "prefixed",
        ["strings", "brass", "woodwinds", "perc", "choir"],
        {"01 Main Theme": ["v1", "v2", "v2 final", "v2 final final"], "05 The Hollow King": ["v1", "v2", "v3"]},
    )
    a(Entry(f"{PH}/Lanternfall/Lanternfall cue sheet.xlsx", 42 * KB, ago("2025-08-21")))
    for cue in [*lf_cues, "06 Lanterns Rise (Credits)"]:
        a(Entry(f"{PH}/Lanternfall/OST master/{cue}.flac", r.randint(25 * MB, 60 * MB), ago("2025-08-27")))
    db_cues = ["01 Drowned Bell Theme", "02 Tidal Cavern", "03 The Keeper"]
    game(
        f"{PH}/Drowned Bell DLC",
        "DB",
        db_cues,
        "2026-06-15",
        45,
        "prefixed",
        ["strings", "perc", "synths"],
        {"01 Drowned Bell Theme": ["v1", "v2", "v3"], "03 The Keeper": ["sketch"]},
    )
    a(Entry(f"{PH}/Drowned Bell DLC/Drowned Bell cue sheet (draft).xlsx", 31 * KB, _clear(ago("2026-10-22"))))
    a(Entry(f"{PH}/Contracts/Lanternfall composer agreement (signed).pdf", 640 * KB, ago("2024-11-08")))
    a(Entry(f"{PH}/Contracts/Drowned Bell DLC addendum (signed).pdf", 290 * KB, _clear(ago("2026-04-09"))))
    a(Entry(f"{PH}/Contracts/Pixel Hollow NDA.pdf", 180 * KB, ago("2024-10-21")))
    inv += [
        ("Pixel Hollow Games", "INV-2024-018", "Pixel Hollow - Lanternfall deposit", "2024-11-20"),
        ("Pixel Hollow Games", "INV-2025-006", "Pixel Hollow - Lanternfall milestone 2", "2025-04-10"),
        ("Pixel Hollow Games", "INV-2025-009", "Pixel Hollow - Lanternfall final delivery", "2025-07-31"),
        ("Pixel Hollow Games", "INV-2025-012", "Pixel Hollow - OST album mastering", "2025-08-29"),
        ("Pixel Hollow Games", "INV-2026-007", "Pixel Hollow - Drowned Bell deposit", "2026-04-15"),
        ("Pixel Hollow Games", "INV-2026-018", "Pixel Hollow - Drowned Bell milestone 2", "2026-10-23"),
    ]

    # Brightmoss Studio (Manchester): Tidewater, sound design in Reaper and a title theme
    BM = f"{CL}/Brightmoss Studio"
    TW = f"{BM}/Tidewater"
    for n, d in [
        ("Tidewater UI sounds", "2026-02-20"),
        ("Tidewater creatures", "2026-06-22"),
        ("Tidewater ambiences", "2026-10-28"),
        ("Tidewater footsteps", "2026-11-02"),
    ]:
        age = _clear(ago(d))
        a(Entry(f"{TW}/Reaper/{n}.RPP", r.randint(120 * KB, 900 * KB), age))
        a(Entry(f"{TW}/Reaper/{n}.RPP-bak", r.randint(120 * KB, 900 * KB), _clear(age + 1.0)))
    for i in range(24):
        a(
            Entry(
                f"{TW}/Reaper/peaks/{r.getrandbits(48):012x}.reapeaks",
                r.randint(8 * KB, 260 * KB),
                _clear(2.2 + i * 9.3),
            )
        )
    sfx = {
        "UI": ("ui", 60, "2026-02-25"),
        "Creatures": ("creature", 40, "2026-06-27"),
        "Ambience": ("amb", 16, "2026-11-02"),
    }
    for folder, (stem, n, d) in sfx.items():
        for i in range(1, n + 1):
            big = folder == "Ambience"
            a(
                Entry(
                    f"{TW}/SFX delivery v3/{folder}/{stem}_{i:03d}.wav",
                    r.randint(20 * MB, 90 * MB) if big else r.randint(40 * KB, 900 * KB),
                    _clear(ago(d)),
                )
            )
    game(
        TW,
        "TW",
        ["Title Theme"],
        "2026-08-10",
        1,
        "flac",
        ["strings", "piano", "pads"],
        {"Title Theme": ["v1", "v2", "v2 final"]},
    )
    a(Entry(f"{TW}/Tidewater cue sheet.xlsx", 28 * KB, _clear(ago("2026-08-27"))))
    FM = f"{TW}/Tidewater_FMOD"
    a(Entry(f"{FM}/Tidewater.fspro", 64 * KB, _clear(ago("2026-11-02"))))
    for _i in range(18):
        a(
            Entry(
                f"{FM}/Metadata/Event/{{{r.getrandbits(64):016x}}}.xml",
                r.randint(2 * KB, 14 * KB),
                _clear(ago("2026-11-02")),
            )
        )
    a(T(f"{FM}/.git/HEAD", 1.6, "ref: refs/heads/main\n"))
    a(T(f"{FM}/.git/config", 1.6, "[core]\n\trepositoryformatversion = 0\n"))
    for _i in range(22):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{FM}/.git/objects/{h[:2]}/{h[2:]}", r.randint(300, 60_000), 1.6 + r.random() * 200))
    a(Entry(f"{BM}/Contracts/Tidewater audio services agreement (signed).pdf", 520 * KB, _clear(ago("2026-01-21"))))
    a(Entry(f"{BM}/Contracts/Brightmoss NDA.pdf", 150 * KB, _clear(ago("2026-01-14"))))
    inv += [
        ("Brightmoss Studio", "INV-2026-003", "Brightmoss - Tidewater SFX phase 1", "2026-02-27"),
        ("Brightmoss Studio", "INV-2026-010", "Brightmoss - Tidewater SFX phase 2", "2026-06-30"),
        ("Brightmoss Studio", "INV-2026-013", "Brightmoss - Tidewater title theme", "2026-08-28"),
        ("Brightmoss Studio", "INV-2026-019", "Brightmoss - Tidewater SFX phase 3", "2026-11-13"),
    ]

    # Northbound Interactive (Dundee): Cinder & Sleet, finished
    NB = f"{CL}/Northbound Interactive"
    cs_cues = ["01 Cinderfall", "02 Frostbound", "03 The Ember Road", "04 Sleet Market", "05 Ash and Ice"]
    game(
        f"{NB}/Cinder & Sleet",
        "CS",
        cs_cues,
        "2024-09-20",
        28,
        "plain",
        ["strings", "brass", "perc", "synths"],
        {"05 Ash and Ice": ["v1", "v2", "v2 final"]},
    )
    a(Entry(f"{NB}/Cinder & Sleet/CS full score mixdown.wav", 410 * MB, ago("2025-02-12")))
    a(Entry(f"{NB}/Cinder & Sleet/Cinder & Sleet cue sheet.xlsx", 37 * KB, ago("2025-02-19")))
    a(Entry(f"{NB}/Contracts/Cinder & Sleet music agreement (signed).pdf", 470 * KB, ago("2024-04-24")))
    inv += [
        ("Northbound Interactive", "INV-2024-011", "Northbound - Cinder & Sleet deposit", "2024-05-02"),
        ("Northbound Interactive", "INV-2024-015", "Northbound - Cinder & Sleet milestone 2", "2024-09-30"),
        ("Northbound Interactive", "INV-2025-002", "Northbound - Cinder & Sleet final delivery", "2025-02-14"),
        ("Northbound Interactive", "INV-2025-014", "Northbound - Cinder & Sleet DLC stingers", "2025-10-20"),
    ]

    # Kitebird (Leeds): Moth Garden, current
    KB_ = f"{CL}/Kitebird"
    MG = f"{KB_}/Moth Garden"
    for n, d in [("MG Title", "2026-11-18"), ("MG Night Garden", "2026-10-26"), ("MG Moth Waltz", "2026-11-23")]:
        a(Entry(f"{MG}/Logic/{n}.logicx", r.randint(20 * MB, 70 * MB), _clear(ago(d))))
    for n, age in [
        ("MG Title v1.mp3", _clear(ago("2026-10-02"))),
        ("MG Title v2.mp3", _clear(ago("2026-10-16"))),
        ("MG Title v2 final.mp3", _clear(ago("2026-11-02"))),
        ("MG Title v2 final final.mp3", "11-19"),
        ("MG Night Garden v1.mp3", _clear(ago("2026-10-27"))),
        ("MG Moth Waltz sketch.mp3", 0.2),
    ]:
        a(Entry(f"{MG}/Bounces/{n}", r.randint(3_800 * KB, 8_900 * KB), age))
    a(Entry(f"{MG}/Moth Garden title mixdown 2026-11-19.wav", 96 * MB, "11-19"))
    for s in ("strings", "piano", "celesta", "pads"):
        a(Entry(f"{MG}/Stems/MG Title - {s}.wav", r.randint(40 * MB, 90 * MB), "11-19"))
    a(Entry(f"{MG}/Moth Garden GDD excerpt.pdf", 6_200 * KB, _clear(ago("2026-09-08"))))
    a(
        T(
            f"{MG}/reference tracks.txt",
            _clear(ago("2026-09-10")),
            "Refs from Kitebird: Gustavo Santaolalla (The Last of Us), Disasterpeace (Hyper Light Drifter), "
            "Austin Wintory (Journey).\nThey want celesta and music box for the moths, no big drums.\n",
        )
    )
    a(Entry(f"{KB_}/Contracts/Moth Garden composer agreement (draft).pdf", 330 * KB, _clear(ago("2026-09-04"))))
    a(Entry(f"{KB_}/Contracts/Moth Garden composer agreement (signed).pdf", 360 * KB, _clear(ago("2026-09-16"))))
    inv += [("Kitebird", "INV-2026-016", "Kitebird - Moth Garden deposit", "2026-09-18")]
    for client, num, what, d in inv:
        a(Entry(f"{CL}/{client}/Invoices/{num} {what}.pdf", r.randint(70 * KB, 130 * KB), _clear(ago(d))))

    # ================================================================== Music Work: PRS, accounts, showreel, gear
    PR = f"{MW}/PRS"
    a(Entry(f"{PR}/PRS membership welcome letter.pdf", 210 * KB, ago("2023-05-16")))
    a(Entry(f"{PR}/PRS works registration - Lanternfall.pdf", 160 * KB, ago("2025-09-03")))
    for d in ("2025-04-04", "2025-07-04", "2025-10-03", "2025-12-05", "2026-04-06", "2026-07-03", "2026-10-02"):
        a(
            Entry(
                f"{PR}/PRS distribution statement {d[:7]}.pdf",
                r.randint(150 * KB, 420 * KB),
                _clear(ago(d), later=True),
            )
        )
    a(Entry(f"{MW}/Accounts/Teo income and expenses 2025-26.xlsx", 52 * KB, _clear(ago("2026-11-10"))))
    a(Entry(f"{MW}/Accounts/Self assessment 2024-25 Teo.pdf", 560 * KB, ago("2025-12-20")))
    a(Entry(f"{MW}/Showreel/Teo Marsh showreel 2025.mp4", 940 * MB, ago("2025-03-18")))
    a(Entry(f"{MW}/Showreel/Teo Marsh showreel 2026.mp4", 1_240 * MB, _clear(ago("2026-09-24"))))
    a(Entry(f"{MW}/Gear/Apollo Twin X manual.pdf", 9_400 * KB, ago("2024-02-14")))
    a(Entry(f"{MW}/Gear/gear insurance schedule 2026.pdf", 300 * KB, _clear(ago("2026-05-20"))))
    a(Entry(f"{MW}/Gear/gear list.xlsx", 26 * KB, _clear(ago("2026-05-19"))))

    # ================================================================== Sample Libraries: thousands of small wavs
    libs = [
        ("Foley Footsteps", ["gravel", "wood", "concrete", "grass", "snow", "metal", "mud", "carpet"], 90, 870),
        ("Foley Cloth and Gear", ["cloth_rustle", "backpack", "zip", "leather"], 60, 700),
        ("Foley Impacts", ["wood_hit", "metal_hit", "body_fall"], 100, 540),
        ("UI Clicks and Blips", ["ui_blip", "ui_click", "ui_confirm"], 150, 460),
        ("Vintage Drum Breaks", ["break_090bpm", "break_095bpm", "break_100bpm", "break_110bpm"], 80, 820),
        ("Kalimba One-shots", ["kalimba_soft", "kalimba_hard"], 48, 300),
    ]
    for lib, kinds, n, age0 in libs:
        age = _clear(age0 + 0.4)
        for k in kinds:
            sub = f"{SL}/{lib}/{k}" if lib.startswith("Foley Footsteps") else f"{SL}/{lib}"
            for i in range(1, n + 1):
                name = f"footsteps_{k}_{i:03d}.wav" if lib.startswith("Foley Footsteps") else f"{k}_{i:03d}.wav"
                a(Entry(f"{sub}/{name}", r.randint(25 * KB, 600 * KB), age))
    places = ["Malham Cove", "Aysgarth Falls", "Kettlewell", "Hawes", "Gordale Scar", "Ribblehead"]
    for i in range(24):
        p = places[i % len(places)]
        a(
            Entry(
                f"{SL}/Field Recordings - Yorkshire Dales/{p} {i // len(places) + 1:02d}.wav",
                r.randint(60 * MB, 400 * MB),
                _clear(ago("2025-05-24") - (i % 3)),
            )
        )
    a(T(f"{SL}/Foley Footsteps/README.txt", age=_clear(870.4), text="Foley Footsteps by Teo Marsh. 48 kHz 24 bit.\n"))

    # ================================================================== Desktop
    DT = "Desktop"
    shots = []
    age = 1.3
    for _i in range(15):
        age = _clear(age + 4.1 + r.random() * 6)
        d = date_of(age)
        shots.append(
            Entry(
                f"{DT}/Screenshot {d.isoformat()} at "
                f"{r.randint(8, 23):02d}.{r.randint(10, 59)}.{r.randint(10, 59)}.png",
                r.randint(180 * KB, 2_600 * KB),
                age,
            )
        )
    E += shots
    a(Entry(f"{DT}/Screenshot 2026-11-19 at 21.14.07.png", 910 * KB, "11-19"))
    a(Entry(f"{DT}/Drowned Bell trailer export v2.mov", 1_720 * MB, _clear(ago("2026-11-02"))))
    a(Entry(f"{DT}/Drowned Bell trailer export v3.mov", 1_810 * MB, 1.3))
    a(Entry(f"{DT}/bounce test.wav", 48 * MB, 0.3))
    a(Entry(f"{DT}/export_final.wav", 61 * MB, _clear(ago("2026-10-30"))))
    a(Entry(f"{DT}/Tidewater UI sounds preview.mp3", 2_900 * KB, _clear(ago("2026-02-26"))))
    a(Entry(f"{DT}/CPD audit letter.pdf", audit_size, 1.3, dup="audit"))
    a(Entry(f"{DT}/invoice template.docx", 34 * KB, ago("2025-03-20")))
    a(Entry(f"{DT}/New Recording 14.m4a", 2_300 * KB, 0.4))
    a(T(f"{DT}/shopping.txt", 0.2, "dog food (the grain free one)\noat milk\nbin bags\nAA batteries for the Zoom H5\n"))

    # ================================================================== Downloads
    form = next(e for e in E if e.path == f"{VR}/BSAVA Small Animal Formulary 11th edition.pdf")
    octo = next(e for e in E if e.dup == "octo10")
    dl = [
        ("reaper727_universal.dmg", 21 * MB, "2026-06-09", None),
        ("Native Access 3.14.dmg", 180 * MB, "2025-11-30", None),
        ("Kontakt 8 Installer.pkg", 1_140 * MB, "2026-01-14", None),
        ("Spitfire Audio Installer.dmg", 95 * MB, "2025-03-02", None),
        ("FMOD Studio 2.03.05 installer.dmg", 310 * MB, "2026-02-03", None),
        ("Wwise Launcher 2025.dmg", 240 * MB, "2025-10-14", None),
        ("zoom_installer.pkg", 95 * MB, "2026-09-10", None),
        ("VLC-3.0.21-universal.dmg", 105 * MB, "2025-08-02", None),
        ("Microsoft_Teams_installer.pkg", 182 * MB, "2026-03-20", None),
        ("VetCT ultrasound handouts.zip", 42 * MB, "2026-06-25", None),
        ("Cinder_Sleet_final_stems_delivery.zip", 3_100 * MB, "2025-02-13", None),
        ("Lisbon photos from Mum.zip", 620 * MB, "2026-05-20", None),
        ("Spitfire_BBCSO_Core.zip.crdownload", 2_400 * MB, "2026-10-30", None),
        ("rota 2026-12 Kirkstall.pdf", 170 * KB, None, None),
        ("Petplan claim form blank.pdf", 300 * KB, "2026-04-10", None),
        ("Biscuit vet invoice cruciate.pdf", 412 * KB, "2026-04-16", "cruciateinv"),
        ("Octopus Energy bill 2026-10.pdf", octo.size, "2026-11-06", "octo10"),
        ("BSAVA Small Animal Formulary 11th edition (1).pdf", form.size, "2025-06-12", "formulary"),
        ("Moth Garden GDD v0.4.pdf", 8_100 * KB, "2026-09-08", None),
        ("LS6 parking permit application.pdf", 210 * KB, "2026-02-18", None),
        ("Untitled.rtf", 0, "2026-07-22", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, 1.4 if d is None else _clear(ago(d)), dup=dup))

    # ================================================================== hidden / noise
    a(T(".zshrc", 300.3, 'export PATH="/opt/homebrew/bin:$PATH"\nalias reaper="open -a REAPER"\n'))
    a(T(".gitconfig", 250.3, "[user]\n\tname = Teo Marsh\n\temail = teo@teomarsh.co.uk\n"))
    a(T(".config/REAPER/reaper.ini", 2.3, "[REAPER]\naudiodev=Apollo Twin X\nsrate=48000\n"))
    a(T(".config/REAPER/reaper-fxtags.ini", 40.3, "[tags]\nFabFilter Pro-Q 3=EQ\n"))
    a(
        T(
            ".ssh/id_ed25519",
            600.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/known_hosts", 600.3, "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsab\n"))
    a(T(f"{MW}/.DS_Store", 40.3, "Bud1\n"))
    a(T(f"{V}/.DS_Store", 40.3, "Bud1\n"))
    for _i in range(25):
        a(
            Entry(
                f".cache/com.apple.audiounits/{r.getrandbits(64):016x}",
                r.randint(10_000, 2_000_000),
                1.5 + r.random() * 60,
            )
        )
    return _check_composer(_check(E))


def _check_composer(entries: list[Entry]) -> list[Entry]:
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
        if isinstance(e.age, str):
            assert e.age in ("11-19", "11-12"), e.path
    import re

    for e in entries:
        if e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(?:IMG_|VID_|Screenshot |^)(\d{4})-?(\d{2})-?(\d{2})[ _]", e.name)
        if m and (e.name.startswith(("IMG_", "VID_", "Screenshot")) or "/Case notes/" in e.path):
            d = _dt.date(*map(int, m.groups()))
            want = _anchor_date(e.age) if isinstance(e.age, str) else date_of(e.age)
            assert d == want, (e.path, want)
    return entries


HOMES["composer"] = composer

if __name__ == "__main__":
    from homes import human

    es = composer()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
