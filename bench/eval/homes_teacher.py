"""A seventh generated home for the held-out set G (heldout_g.jsonl): a secondary-school science teacher (Priya
Raman) who coaches a girls' under-12 football team and is renovating an old house with her partner (Tom).

Shape (no earlier home had it): School/<academic year>/<year group> (lesson plans .docx, slides .pptx, worksheets
.pdf, mark books .xlsx), mock exam papers and mark schemes (a "v3 FINAL" among drafts), reports, two school trips with
scanned consent forms (some .PDF), their risk assessments and letters (the same names in both trips), lab practical
videos, risk assessments for practicals, a timetable; CPD certificates; Football/ (fixtures, team sheets named by
match date, training drills, match photos by match, match videos, kit order, subs, the DBS check and first-aid
certificate, a "Café Rouge" booking); House/ (renovation quotes, invoices, planning and building control, plans as
.dwg/.skp/.pdf, before/after photos by room, a very large timelapse video, paint samples, snagging notes, appliance
manuals, warranty cards, mortgage, the survey report, council tax, utilities by supplier and month); Money, Car,
Health, Travel (an October half-term trip to Lisbon), Pictures (phone photos IMG_YYYYMMDD_HHMMSS, Android
screenshots), Videos, Music, Downloads (installers .dmg/.exe/.msi, zips, an unfinished download, "(1)" copies and
exact duplicates of files elsewhere, an empty file), Desktop clutter, Documents/Notes whose text can be searched
(trades' names and phone numbers, a to-do list, meeting notes), a class quiz website with .git/node_modules noise,
hidden dotfiles and caches. Accents, spaces, "&", apostrophes, brackets, version suffixes, upper-case extensions.

Dates in names match the files' ages as of 2026-11-23 (the day the set was written). Visible files avoid the ages
that sit on a date boundary of set G's questions (BAD_WINDOWS, checked by `_check_teacher`).
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

TODAY = _dt.date(2026, 11, 23)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


# The date boundaries the questions of set G use (ages in days as of 2026-11-23); visible files keep clear of them.
BAD_WINDOWS = [
    (1.6, 2.4),  # last 2 days / 48 hours
    (2.6, 3.45),  # last 3 days
    (4.8, 7.7),  # Nov 17 (a named day) and last week / 7 days
    (9.5, 10.6),  # 10 days
    (13.5, 14.7),  # two weeks / fortnight
    (21.0, 24.0),  # this month (Nov 1)
    (29.4, 30.7),  # 30 days
    (52.0, 55.0),  # last month / October (Oct 1)
    (82.0, 85.0),  # since September (Sep 1)
    (89.5, 92.5),  # 3 months
    (112.5, 116.0),  # August (Aug 1)
    (178.0, 188.0),  # 6 months
    (324.5, 328.0),  # this year (Jan 1 2026)
    (362.5, 368.5),  # a year
    (689.5, 693.0),  # last year (Jan 1 2025)
    (729.0, 732.5),  # two years
    (1055.5, 1059.0),  # Jan 1 2024
]


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def _img_name(r: random.Random, age: float, prefix: str = "IMG") -> str:
    d = iso_of(age)
    return f"{prefix}_{d:%Y%m%d}_{r.randint(8, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"


S = "School"
FB = "Football"
HR = "House/Renovation"

# academic year -> (start date, {group: [topics]})
YEARS = {
    "2024-25": (
        "2024-09-04",
        {
            "Year 7 Science": ["Cells", "Particles", "Forces", "Acids and alkalis", "Energy", "Reproduction"],
            "Year 10 Chemistry": [
                "Atomic structure",
                "Bonding",
                "Quantitative chemistry",
                "Chemical changes",
                "Energy changes",
                "Electrolysis",
            ],
            "Year 12 Chemistry": ["Amount of substance", "Bonding", "Energetics", "Kinetics", "Equilibria", "Redox"],
        },
    ),
    "2025-26": (
        "2025-09-03",
        {
            "Year 9 Science": [
                "Photosynthesis",
                "Periodic table",
                "Electricity",
                "Genetics",
                "Space",
                "Chemical reactions",
            ],
            "Year 11 Chemistry": [
                "Rates of reaction",
                "Organic chemistry",
                "Chemical analysis",
                "The atmosphere",
                "Using resources",
            ],
            "Year 13 Chemistry": [
                "Thermodynamics",
                "Electrode potentials",
                "Acids and bases",
                "Aromatic chemistry",
                "NMR spectroscopy",
            ],
        },
    ),
    "2026-27": (
        "2026-09-03",
        {
            "Year 8 Science": ["Digestion", "Elements and compounds", "Light"],
            "Year 10 Chemistry": ["Atomic structure", "Bonding", "Quantitative chemistry"],
            "Year 12 Chemistry": ["Amount of substance", "Bonding", "Energetics"],
        },
    ),
}

STUDENTS_Y9 = [
    "Aisha Khan",
    "Ben Carter",
    "Chloe O'Brien",
    "Daniel Mensah",
    "Ella Novak",
    "Finn Murphy",
    "Grace Adeyemi",
    "Harry Wilson",
    "Isla Thompson",
    "Jacob Lewis",
    "Kiara Patel",
    "Leo Brown",
    "Maya Singh",
    "Noah Evans",
    "Olivia Hughes",
    "Priyanka Das",
    "Reuben Cohen",
    "Sofia Rossi",
    "Theo Martin",
    "Zoe Clarke",
    "Amir Hassan",
    "Bethany Moore",
    "Callum Reid",
    "Dylan Price",
]
STUDENTS_Y12 = [
    "Adam Nowak",
    "Bella Green",
    "Chidi Okafor",
    "Hannah Lee",
    "Imran Sheikh",
    "Jess Taylor",
    "Lucy Fernández",
    "Marcus Bell",
    "Niamh Walsh",
    "Ruby Shah",
    "Sam Ortiz",
    "Yusuf Ali",
]


def teacher() -> list[Entry]:
    r = random.Random(77)
    E: list[Entry] = []
    a = E.append

    # ================================================================== School
    for ay, (start, groups) in YEARS.items():
        base = ago(start)
        for gi, (group, topics) in enumerate(groups.items()):
            for i, topic in enumerate(topics):
                age = _clear(base - 4.3 - i * (19.0 if ay == "2026-27" else 33.0) - gi * 1.1)
                d = f"{S}/{ay}/{group}"
                if ay == "2024-25":
                    names = [f"{topic} lesson plan.docx", f"{topic}.pptx", f"{topic} worksheet.pdf"]
                else:
                    names = [
                        f"{i + 1:02d} {topic} - lesson plan.docx",
                        f"{i + 1:02d} {topic} - slides.pptx",
                        f"{i + 1:02d} {topic} - worksheet.pdf",
                    ]
                sizes = [r.randint(35 * KB, 260 * KB), r.randint(3 * MB, 28 * MB), r.randint(120 * KB, 1_900 * KB)]
                for n, s in zip(names, sizes, strict=True):
                    a(Entry(f"{d}/{n}", s, age))
                if i % 2 == 1:
                    a(Entry(f"{d}/{(f'{i + 1:02d} ' if ay != '2024-25' else '')}{topic} homework.pdf", 180 * KB, age))
            mb_age = _clear(ago(start) - 300 if ay != "2026-27" else 0.9 + gi * 0.3)
            a(Entry(f"{S}/{ay}/{group}/Mark book {group} {ay}.xlsx", r.randint(40 * KB, 160 * KB), mb_age))
    # mocks
    mocks = [
        ("2024-25", "Year 10 Chemistry mock - Paper 1.pdf", "2025-06-09"),
        ("2024-25", "Year 10 Chemistry mock - Paper 1 mark scheme.pdf", "2025-06-09"),
        ("2024-25", "Year 12 Chemistry mock.pdf", "2025-06-16"),
        ("2024-25", "Year 12 Chemistry mock mark scheme.pdf", "2025-06-16"),
        ("2025-26", "Year 11 Chemistry mock - Paper 1 v2.docx", "2025-11-13"),
        ("2025-26", "Year 11 Chemistry mock - Paper 1 v3 FINAL.docx", "2025-11-27"),
        ("2025-26", "Year 11 Chemistry mock - Paper 1 mark scheme.pdf", "2025-11-28"),
        ("2025-26", "Year 11 Chemistry mock - Paper 2.pdf", "2026-02-06"),
        ("2025-26", "Year 11 Chemistry mock - Paper 2 mark scheme.pdf", "2026-02-06"),
        ("2025-26", "Year 13 Chemistry mock - Paper 3.pdf", "2026-02-12"),
        ("2025-26", "Year 13 Chemistry mock - Paper 3 mark scheme.pdf", "2026-02-12"),
        ("2026-27", "Year 10 Chemistry mini mock.pdf", "2026-11-11"),
        ("2026-27", "Year 10 Chemistry mini mock mark scheme.pdf", "2026-11-11"),
    ]
    for ay, n, d in mocks:
        a(Entry(f"{S}/{ay}/Mocks/{n}", r.randint(300 * KB, 2_400 * KB), ago(d)))
    reports = [
        ("2024-25", "Year 10 reports - spring 2025.docx", "2025-03-20"),
        ("2024-25", "Year 12 reports - summer 2025.docx", "2025-07-04"),
        ("2025-26", "Year 11 predicted grades.xlsx", "2026-02-26"),
        ("2025-26", "Year 9 reports - summer 2026.docx", "2026-07-03"),
        ("2025-26", "Year 13 UCAS references.docx", "2025-10-17"),
        ("2026-27", "Year 10 reports - autumn 2026.docx", "2026-11-19"),
    ]
    for ay, n, d in reports:
        a(Entry(f"{S}/{ay}/Reports/{n}", r.randint(60 * KB, 400 * KB), ago(d)))
    a(Entry(f"{S}/2026-27/Reports/report comments bank v2.docx", 88 * KB, ago("2026-11-12")))
    # trips
    t1 = f"{S}/2025-26/Trips/Natural History Museum - Year 9 - 2026-03-12"
    for i, st in enumerate(STUDENTS_Y9):
        ext = "PDF" if i % 5 == 3 else "pdf"
        a(Entry(f"{t1}/Consent forms/Consent form - {st}.{ext}", r.randint(350 * KB, 1_100 * KB), ago("2026-02-24")))
    a(Entry(f"{t1}/risk assessment.docx", 64 * KB, ago("2026-02-10")))
    a(Entry(f"{t1}/trip letter to parents.docx", 41 * KB, ago("2026-02-09")))
    a(Entry(f"{t1}/coach booking - Travelwise.pdf", 220 * KB, ago("2026-02-17")))
    a(Entry(f"{t1}/itinerary.pdf", 130 * KB, ago("2026-03-05")))
    for j in range(18):
        age = ago("2026-03-12") - j * 0.01
        a(Entry(f"{t1}/Photos/{_img_name(r, age)}", r.randint(2 * MB, 5 * MB), age))
    t2 = f"{S}/2026-27/Trips/Science Museum - Year 12 - 2026-11-05"
    for i, st in enumerate(STUDENTS_Y12):
        ext = "PDF" if i % 4 == 1 else "pdf"
        a(Entry(f"{t2}/Consent forms/Consent form - {st}.{ext}", r.randint(350 * KB, 1_100 * KB), ago("2026-10-21")))
    a(Entry(f"{t2}/risk assessment.docx", 71 * KB, ago("2026-10-13")))
    a(Entry(f"{t2}/trip letter to parents.docx", 39 * KB, ago("2026-10-12")))
    a(Entry(f"{t2}/train tickets - group booking.pdf", 310 * KB, ago("2026-10-28")))
    for j in range(12):
        age = ago("2026-11-05") - j * 0.01
        a(Entry(f"{t2}/Photos/{_img_name(r, age)}", r.randint(2 * MB, 5 * MB), age))
    # practicals
    ras = ["titration", "flame tests", "electrolysis of brine", "microscopy", "rates - sodium thiosulfate",
           "chromatography", "making salts"]  # fmt: skip
    for i, n in enumerate(ras):
        a(Entry(f"{S}/Risk assessments/RA - {n}.docx", r.randint(40 * KB, 90 * KB), _clear(120.3 + i * 61.7)))
    vids = ["Titration", "Flame tests", "Electrolysis", "Chromatography", "Making salts", "Rates of reaction",
            "Temperature change", "Water purification", "Microscopy - onion cells"]  # fmt: skip
    for i, n in enumerate(vids):
        a(
            Entry(
                f"{S}/Lab practical videos/{n} - required practical.mp4",
                r.randint(250, 950) * MB,
                _clear(200.4 + i * 23.9),
            )
        )
    a(Entry(f"{S}/2026-27/Year 12 Chemistry/titration results - class data.xlsx", 33 * KB, ago("2026-10-07")))
    a(Entry(f"{S}/Timetable 2026-27.pdf", 180 * KB, ago("2026-08-28")))
    a(Entry(f"{S}/Staff handbook 2026.pdf", 3_400 * KB, ago("2026-08-27")))
    a(Entry(f"{S}/Science department schemes of work.xlsx", 410 * KB, ago("2026-07-15")))
    a(T(f"{S}/seating plans.txt", ago("2026-09-08"), "10X2: Aisha and Ben apart. Front row: Leo, Maya, Noah.\n"))

    # ================================================================== CPD
    cpd = [
        ("Safeguarding level 2 - 2025.pdf", "2025-09-02"),
        ("Safeguarding level 2 - 2026.pdf", "2026-09-04"),
        ("Prevent duty training certificate.pdf", "2025-10-09"),
        ("Mental Health First Aid certificate.pdf", "2025-06-21"),
        ("STEM Learning - practical chemistry course.pdf", "2024-11-16"),
        ("NPQLT certificate.pdf", "2026-07-10"),
        ("Early Career mentor training.pdf", "2024-10-05"),
    ]
    for n, d in cpd:
        a(Entry(f"CPD/{n}", r.randint(90 * KB, 600 * KB), ago(d)))
    a(Entry("CPD/NPQLT/Module 1 - teaching notes.docx", 96 * KB, ago("2025-12-03")))
    a(Entry("CPD/NPQLT/Module 2 - assessment essay.docx", 132 * KB, ago("2026-03-22")))
    a(Entry("CPD/NPQLT/Final assessment case study.docx", 150 * KB, ago("2026-06-14")))

    # ================================================================== Football
    a(Entry(f"{FB}/Fixtures/Fixtures 2025-26.xlsx", 36 * KB, ago("2025-08-28"), dup=None))
    a(Entry(f"{FB}/Fixtures/Fixtures 2026-27.xlsx", 38 * KB, ago("2026-08-26"), dup="fix2627"))
    matches = [
        ("2026-09-12", "Riverside Rovers"),
        ("2026-09-19", "St Anne's Girls"),
        ("2026-09-26", "Hollybrook Hornets"),
        ("2026-10-03", "Kingsmead Colts"),
        ("2026-10-10", "Parkside Panthers"),
        ("2026-10-17", "Riverside Rovers"),
        ("2026-11-07", "Oakfield United"),
        ("2026-11-14", "St Anne's Girls"),
        ("2026-11-21", "Westbury Wanderers"),
    ]
    for d, opp in matches:
        a(Entry(f"{FB}/Team sheets/Team sheet vs {opp} {d}.docx", r.randint(20 * KB, 45 * KB), _clear(ago(d) + 1.9)))
    drills = ["Rondo 4v1", "Passing triangles", "Shooting under pressure", "1v1 defending", "Small-sided games 7v7",
              "Warm-up & cool-down", "Dribbling gates", "Crossing and finishing"]  # fmt: skip
    for i, n in enumerate(drills):
        a(Entry(f"{FB}/Training drills/{n}.pdf", r.randint(150 * KB, 2_200 * KB), _clear(140.2 + i * 37.3)))
    a(Entry(f"{FB}/Training drills/Goalkeeper handling.PDF", 1_320 * KB, _clear(95.6)))
    photo_matches = ["2026-09-19", "2026-10-10", "2026-11-07", "2026-11-14"]
    for d in photo_matches:
        opp = dict(matches)[d]
        for j in range(9):
            age = ago(d) - j * 0.005
            nm = _img_name(r, age)
            a(Entry(f"{FB}/Match photos/{d} vs {opp}/{nm}", r.randint(2 * MB, 6 * MB), age))
    for j in range(12):
        age = ago("2026-06-27") - j * 0.01
        a(
            Entry(
                f"{FB}/Match photos/End of season presentation 2026/{_img_name(r, age)}", r.randint(2 * MB, 5 * MB), age
            )
        )
    for d in ("2026-09-19", "2026-10-10", "2026-11-14"):
        opp = dict(matches)[d]
        a(Entry(f"{FB}/Match videos/{d} vs {opp}.mp4", r.randint(1_400, 3_100) * MB, ago(d) - 0.1))
    a(Entry(f"{FB}/Kit order 2026.xlsx", 27 * KB, ago("2026-08-19")))
    a(Entry(f"{FB}/Subs payments 2026-27.xlsx", 31 * KB, ago("2026-11-12")))
    a(Entry(f"{FB}/Player contacts.xlsx", 22 * KB, ago("2026-09-10")))
    a(Entry(f"{FB}/Admin/DBS certificate - Priya Raman.pdf", 410 * KB, ago("2025-05-13"), dup="dbs"))
    a(Entry(f"{FB}/Admin/Emergency first aid certificate 2025.pdf", 560 * KB, ago("2025-04-26")))
    a(Entry(f"{FB}/Admin/FA Safeguarding Children certificate.pdf", 300 * KB, ago("2025-04-03")))
    a(Entry(f"{FB}/Admin/UEFA C licence - module 1.pdf", 880 * KB, ago("2024-06-08")))
    a(Entry(f"{FB}/Café Rouge - end of season meal booking.pdf", 95 * KB, ago("2026-06-11")))
    a(Entry(f"{FB}/Hornchurch 6-a-side tournament entry form.pdf", 140 * KB, ago("2026-05-15")))
    a(
        T(
            f"{FB}/parents WhatsApp group rules.txt",
            ago("2026-09-06"),
            "Eastfield Eagles U12 girls - parents group rules.\nNo shouting at the referee. Lifts rota is pinned. "
            "Subs are 25 pounds a month, due on the 1st. Training is Tuesday 6pm at Eastfield Rec.\n",
        )
    )

    # ================================================================== House
    quotes = [
        ("Kowalski Building - rear extension quote.pdf", "2025-03-18", "kowq"),
        ("Kowalski Building - revised quote v2.pdf", "2025-04-08", None),
        ("Hargreaves & Sons - extension quote.pdf", "2025-03-25", None),
        ("Nolan Plumbing - bathroom quote.pdf", "2025-05-20", None),
        ("BrightSpark Electrical - rewire quote.pdf", "2025-04-29", None),
        ("Howdens kitchen quote.pdf", "2025-06-10", None),
        ("A&J Roofing - quote.pdf", "2025-07-08", None),
    ]
    for n, d, dup in quotes:
        a(Entry(f"{HR}/Quotes/{n}", r.randint(150 * KB, 900 * KB) if not dup else 612 * KB, ago(d), dup=dup))
    invoices = [
        ("Kowalski invoice 1 - deposit.pdf", "2025-08-04"),
        ("Kowalski invoice 2 - foundations.pdf", "2025-09-19"),
        ("Kowalski invoice 3 - steels.pdf", "2025-11-07"),
        ("Kowalski invoice 4 - roof.pdf", "2026-02-20"),
        ("Kowalski invoice 5 - final.pdf", "2026-06-05"),
        ("Nolan Plumbing invoice 0412.pdf", "2026-04-17"),
        ("BrightSpark invoice INV-2231.pdf", "2026-03-13"),
        ("Easy Skips - skip hire.pdf", "2025-08-12"),
        ("Howdens invoice.pdf", "2026-04-02"),
        ("Topps Tiles receipt.pdf", "2026-04-09"),
        ("Wickes receipt 2026-08-15.pdf", "2026-08-15"),
        ("Screwfix receipt 2026-10-22.pdf", "2026-10-22"),
    ]
    for n, d in invoices:
        a(Entry(f"{HR}/Invoices/{n}", r.randint(80 * KB, 400 * KB), ago(d)))
    planning = [
        ("Planning application 25-01432-HOUSE.pdf", "2025-04-22", 4_800 * KB),
        ("Planning decision notice - approved.pdf", "2025-06-30", 260 * KB),
        ("Building control - initial notice.pdf", "2025-07-14", 180 * KB),
        ("Building control - completion certificate.pdf", "2026-07-21", 150 * KB),
        ("Party wall notice - no 16.docx", "2025-06-02", 34 * KB),
    ]
    for n, d, s in planning:
        a(Entry(f"{HR}/Planning/{n}", s, ago(d)))
    plans = [
        ("ground floor - existing.dwg", "2025-02-11", 2_900 * KB),
        ("ground floor - proposed.dwg", "2025-03-04", 3_300 * KB),
        ("rear extension v3 FINAL.skp", "2025-03-28", 38 * MB),
        ("rear extension v4.skp", "2025-05-06", 41 * MB),
        ("kitchen layout - Howdens.pdf", "2025-06-10", 1_700 * KB),
        ("Floor plans - architect.pdf", "2025-03-04", 5_200 * KB),
        ("Structural calcs - steel beams.pdf", "2025-07-02", 2_100 * KB),
        ("Elevations.PDF", "2025-03-04", 3_800 * KB),
    ]
    for n, d, s in plans:
        a(Entry(f"{HR}/Plans/{n}", s, ago(d)))
    rooms_before = {"Kitchen": 10, "Bathroom": 8, "Living room": 6, "Back bedroom": 5, "Garden": 7}
    for k, (room, n) in enumerate(rooms_before.items()):
        for j in range(n):
            age = _clear(ago("2025-02-15") + k * 0.02 - j * 0.003)
            a(Entry(f"{HR}/Photos/Before/{room}/{_img_name(r, age)}", r.randint(2 * MB, 6 * MB), age))
    for room, d, n in (("Kitchen", "2026-06-20", 9), ("Bathroom", "2026-05-09", 6)):
        for j in range(n):
            age = ago(d) - j * 0.004
            a(Entry(f"{HR}/Photos/After/{room}/{_img_name(r, age)}", r.randint(2 * MB, 6 * MB), age))
    for j in range(14):
        age = _clear(ago("2025-08-20") - j * 21.3)
        a(Entry(f"{HR}/Photos/Progress/{_img_name(r, age)}", r.randint(2 * MB, 6 * MB), age))
    a(Entry(f"{HR}/Photos/Progress/Kitchen extension timelapse.mp4", 14_620 * MB, ago("2026-06-22")))
    paints = [
        ("Farrow & Ball - Hague Blue.jpg", 1_100 * KB),
        ("Farrow & Ball - Setting Plaster.jpg", 980 * KB),
        ("Little Greene - Pleat.jpg", 1_240 * KB),
        ("Dulux - Polished Pebble.JPG", 2_050 * KB),
        ("Lick - Greige 02.jpg", 870 * KB),
    ]
    for i, (n, s) in enumerate(paints):
        a(Entry(f"{HR}/Paint samples/{n}", s, ago("2026-03-28") + i * 0.1))
    a(
        T(
            f"{HR}/Paint samples/paint colours shortlist.txt",
            ago("2026-04-04"),
            "Kitchen: Hague Blue on the island, Setting Plaster on the walls. Hallway: Pleat. "
            "Tom wants grey in the living room; I said Polished Pebble at most.\n",
        )
    )
    a(Entry(f"{HR}/Renovation budget v6.xlsx", 54 * KB, ago("2026-03-05")))
    a(Entry(f"{HR}/Renovation budget v7.xlsx", 58 * KB, ago("2026-09-29")))
    a(
        T(
            f"{HR}/snagging list.md",
            ago("2026-11-15"),
            "# Snagging list\n\n- The back door sticks when it rains.\n- Grout in the shower is already cracking.\n"
            "- Extractor fan in the bathroom is far too loud.\n- One spotlight in the kitchen flickers; "
            "ask BrightSpark to come back.\n",
        )
    )
    manuals = [
        "Bosch dishwasher SMV4HCX48G manual.pdf",
        "Worcester Bosch Greenstar 4000 boiler manual.pdf",
        "Samsung fridge freezer RB34 manual.pdf",
        "Neff oven B57CR22N0B manual.pdf",
        "Nest thermostat quick start.pdf",
        "Hotpoint washing machine manual.pdf",
        "Velux roof window installation.pdf",
    ]
    for i, n in enumerate(manuals):
        a(Entry(f"House/Manuals/{n}", r.randint(1 * MB, 9 * MB), _clear(130.4 + i * 6.2)))
    warranties = [
        ("Worcester Bosch 10 year guarantee.pdf", "2026-04-22"),
        ("Bosch dishwasher warranty card.jpg", "2026-06-18"),
        ("Velux guarantee.pdf", "2026-03-03"),
        ("Howdens kitchen guarantee.pdf", "2026-06-19"),
    ]
    for n, d in warranties:
        a(Entry(f"House/Warranties/{n}", r.randint(200 * KB, 1_500 * KB), ago(d)))
    a(Entry("House/Mortgage/Nationwide mortgage offer.pdf", 1_250 * KB, ago("2023-03-16")))
    a(Entry("House/Mortgage/Completion statement.pdf", 240 * KB, ago("2023-05-26")))
    a(Entry("House/Mortgage/Nationwide annual statement 2025.pdf", 190 * KB, ago("2025-02-07")))
    a(Entry("House/Mortgage/Nationwide annual statement 2026.pdf", 195 * KB, ago("2026-02-06")))
    a(Entry("House/Mortgage/remortgage options 2027.xlsx", 23 * KB, ago("2026-11-10")))
    a(Entry("House/RICS survey report - 14 Larch Grove.pdf", 7_300 * KB, ago("2023-02-28")))
    a(Entry("House/Council tax 2025-26.pdf", 120 * KB, ago("2025-03-11")))
    a(Entry("House/Council tax 2026-27.pdf", 122 * KB, ago("2026-03-10")))
    a(Entry("House/Home insurance - Aviva 2026.pdf", 640 * KB, ago("2026-05-12")))
    # utilities by supplier and month: bills issued on the 8th of the next month
    for i in range(14):  # Octopus, 2025-09 … 2026-10
        y, m = divmod(2025 * 12 + 8 + i, 12)
        ny, nm = divmod(y * 12 + m + 1, 12)
        a(
            Entry(
                f"House/Utilities/Octopus Energy/Octopus Energy {y}-{m + 1:02d}.pdf",
                r.randint(90 * KB, 160 * KB),
                ago(f"{ny}-{nm + 1:02d}-08"),
            )
        )
    for i in range(12):  # Virgin Media, 2025-11 … 2026-10, on the 19th
        y, m = divmod(2025 * 12 + 10 + i, 12)
        ny, nm = divmod(y * 12 + m + 1, 12)
        a(
            Entry(
                f"House/Utilities/Virgin Media/Virgin Media {y}-{m + 1:02d}.pdf",
                r.randint(60 * KB, 110 * KB),
                ago(f"{ny}-{nm + 1:02d}-19"),
            )
        )
    for d in ("2025-04-11", "2025-10-10", "2026-04-10", "2026-10-09"):
        a(Entry(f"House/Utilities/Thames Water {d[:7]}.pdf", r.randint(100 * KB, 180 * KB), ago(d)))

    # ================================================================== Money
    for i in range(18):  # Monzo statements 2025-05 … 2026-10, on the 4th of the next month
        y, m = divmod(2025 * 12 + 4 + i, 12)
        ny, nm = divmod(y * 12 + m + 1, 12)
        a(
            Entry(
                f"Money/Bank/Monzo statement {y}-{m + 1:02d}.pdf",
                r.randint(95 * KB, 190 * KB),
                ago(f"{ny}-{nm + 1:02d}-04"),
            )
        )
    for i in range(14):  # payslips 2025-09 … 2026-10, paid on the 15th
        y, m = divmod(2025 * 12 + 8 + i, 12)
        a(Entry(f"Money/Payslips/Payslip {y}-{m + 1:02d}.pdf", r.randint(70 * KB, 95 * KB), ago(f"{y}-{m + 1:02d}-15")))
    a(Entry("Money/Tax/P60 2024-25.pdf", 88 * KB, ago("2025-05-30")))
    a(Entry("Money/Tax/P60 2025-26.pdf", 90 * KB, ago("2026-06-05")))
    a(Entry("Money/Teachers' Pension statement 2026.pdf", 410 * KB, ago("2026-06-03")))
    a(Entry("Money/Joint account - Priya & Tom.xlsx", 67 * KB, ago("2026-11-12")))
    a(Entry("Money/Vanguard ISA annual statement 2026.pdf", 230 * KB, ago("2026-04-15")))

    # ================================================================== Car
    car = [
        ("MOT certificate 2025.pdf", "2025-07-23"),
        ("MOT certificate 2026.pdf", "2026-07-22"),
        ("Admiral car insurance 2025-26.pdf", "2025-09-12"),
        ("Admiral car insurance 2026-27.pdf", "2026-09-11"),
        ("Kwik Fit service 2026-06.pdf", "2026-06-16"),
        ("V5C logbook - Toyota Yaris.pdf", "2023-10-20"),
        ("Resident parking permit 2026.pdf", "2026-03-20"),
    ]
    for n, d in car:
        a(Entry(f"Car/{n}", r.randint(120 * KB, 700 * KB), ago(d)))

    # ================================================================== Health
    health = [
        ("GP letter - physio referral.pdf", "2026-02-18"),
        ("Physio exercises - ankle.pdf", "2026-03-04"),
        ("Smile Clinic dental invoice.pdf", "2026-05-07"),
        ("Specsavers eye test 2026.pdf", "2026-08-08"),
        ("Flu jab 2026.pdf", "2026-10-20"),
        ("Ankle X-ray report.pdf", "2026-02-23"),
    ]
    for n, d in health:
        a(Entry(f"Health/{n}", r.randint(80 * KB, 1_800 * KB), ago(d)))

    # ================================================================== Travel
    TL = "Travel/Lisbon half-term 2026"
    a(Entry(f"{TL}/easyJet booking EZY8731.pdf", 210 * KB, ago("2026-08-30")))
    a(Entry(f"{TL}/Airbnb - Alfama apartment.pdf", 330 * KB, ago("2026-09-05")))
    a(Entry(f"{TL}/Lisbon itinerary.docx", 44 * KB, ago("2026-10-18")))
    for d in ("2026-10-26", "2026-10-27", "2026-10-28", "2026-10-29"):
        for j in range(8):
            age = ago(d) - 0.1 - j * 0.03
            a(Entry(f"{TL}/{_img_name(r, age)}", r.randint(2 * MB, 5 * MB), age))
    a(Entry(f"{TL}/Tram 28 ride.mp4", 640 * MB, ago("2026-10-27")))
    a(Entry(f"{TL}/Lisbon trip costs.xlsx", 21 * KB, ago("2026-10-30")))
    a(Entry("Travel/Passports/Passport - Priya.pdf", 1_100 * KB, ago("2024-02-19")))
    a(Entry("Travel/Passports/Passport - Tom.pdf", 1_080 * KB, ago("2024-02-19")))
    a(Entry("Travel/Travel insurance 2026 - Staysure.pdf", 720 * KB, ago("2026-08-21")))

    # ================================================================== Pictures
    age = 8.3
    for _i in range(110):
        age = _clear(age + 5.2 + r.random() * 2.5)
        a(Entry(f"Pictures/Phone/{_img_name(r, age)}", r.randint(1_800 * KB, 5_600 * KB), age))
    for i in range(22):
        age = _clear(1.0 + i * 17.9 + r.random())
        d = iso_of(age)
        n = f"Screenshot_{d:%Y%m%d}-{r.randint(7, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.png"
        a(Entry(f"Pictures/Screenshots/{n}", r.randint(150 * KB, 1_400 * KB), age))
    a(Entry("Pictures/Screenshots/Screenshot_20261117-193512.png", 720 * KB, "11-17"))
    for i in range(12):
        a(Entry(f"Pictures/Wedding 2019/DSC_{4410 + i}.JPG", r.randint(6 * MB, 12 * MB), 1400.3 + i * 0.01))
    a(Entry("Pictures/Football/IMG_20261010_103214.jpg", 3_480 * KB, ago("2026-10-10"), dup="goal"))

    # ================================================================== Videos
    a(Entry("Videos/Wedding - Priya & Tom 2019.mp4", 6_240 * MB, 1399.3))
    a(Entry("Videos/Tom's 40th.mov", 1_830 * MB, _clear(260.3)))
    a(Entry("Videos/Lisbon 2026 highlights.mp4", 910 * MB, ago("2026-11-03")))
    a(Entry("Videos/Diwali at Mum's 2025.mp4", 1_270 * MB, ago("2025-10-21")))

    # ================================================================== Music
    albums = {
        "Arijit Singh/Best of Arijit Singh": ["Tum Hi Ho", "Channa Mereya", "Agar Tum Saath Ho", "Kesariya",
                                              "Raabta", "Ilahi"],
        "Florence + The Machine/Lungs": ["Dog Days Are Over", "Rabbit Heart", "Drumming Song", "Cosmic Love",
                                         "Kiss with a Fist", "You've Got the Love"],
        "Elbow/The Seldom Seen Kid": ["Starlings", "The Bones of You", "Grounds for Divorce", "One Day Like This",
                                      "Mirrorball"],
        "Beyoncé/Renaissance": ["I'm That Girl", "Cozy", "Alien Superstar", "Cuff It", "Break My Soul",
                                "Virgo's Groove"],
    }  # fmt: skip
    for album, tracks in albums.items():
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{album}/{i:02d} {t}.mp3", r.randint(4 * MB, 11 * MB), 1200.3 + r.random()))
    a(Entry("Music/Match day playlist.m3u", 1_200, _clear(70.4)))

    # ================================================================== Downloads
    dl = [
        ("SketchUpPro-2025-0-571-Win.exe", 418 * MB, "2025-02-20", None),
        ("Audacity-3.6.4-macOS.dmg", 71 * MB, "2025-09-27", None),
        ("OBS-Studio-31.0-Windows-Installer.exe", 146 * MB, "2026-03-16", None),
        ("VLC-3.0.21-win64.msi", 43 * MB, "2025-11-14", None),
        ("Teams_windows_x64.msi", 134 * MB, "2026-09-07", None),
        ("Zoom.pkg", 96 * MB, "2024-04-12", None),
        ("AQA Chemistry past papers 2019-2024.zip", 184 * MB, "2026-01-20", None),
        ("match photos from Jenny.zip", 246 * MB, "2026-10-12", None),
        ("architect drawings.zip", 12_800 * KB, "2025-03-05", None),
        ("GCSE revision videos.zip.crdownload", 377 * MB, "2026-11-11", None),
        ("Kowalski Building - rear extension quote (1).pdf", 612 * KB, "2025-03-18", "kowq"),
        ("DBS certificate - Priya Raman (1).pdf", 410 * KB, "2025-05-13", "dbs"),
        ("Fixtures 2026-27.xlsx", 38 * KB, "2026-08-26", "fix2627"),
        ("IMG_20261010_103214.jpg", 3_480 * KB, "2026-10-12", "goal"),
        ("Year 9 consent form template.docx", 29 * KB, "2026-02-09", None),
        ("periodic-table-poster.pdf", 6_300 * KB, "2025-09-16", None),
        ("Untitled.pdf", 0, "2026-07-29", None),
        ("invoice (3).pdf", 110 * KB, "2026-06-24", None),
        ("Octopus Energy 2026-10.pdf", 0, "2026-11-08", "octo"),
    ]
    octo = next(e for e in E if e.path.endswith("Octopus Energy 2026-10.pdf"))
    E[E.index(octo)] = Entry(octo.path, octo.size, octo.age, dup="octo")
    for n, s, d, dup in dl:
        if dup == "octo":
            s = octo.size
        a(Entry(f"Downloads/{n}", s, ago(d), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.3,
            "- chase Gary Nolan about the shower grout\n- enter Year 10 mini mock marks\n"
            "- order new bibs for the Eagles (kit order)\n- book the MOT\n"
            "- Tom: ring the council about the skip licence\n",
        )
    )
    a(Entry("Desktop/Year 10 seating plan.xlsx", 18 * KB, ago("2026-11-11")))
    a(Entry("Desktop/scan0012.pdf", 1_440 * KB, ago("2026-10-19")))
    a(Entry("Desktop/scan0013.pdf", 1_380 * KB, ago("2026-10-19")))
    a(Entry("Desktop/parents evening notes.docx", 52 * KB, ago("2026-11-12")))
    a(Entry("Desktop/Copy of Renovation budget v7.xlsx", 58 * KB, ago("2026-09-29")))
    a(Entry("Desktop/New Text Document.txt", 0, 40.3))
    a(Entry("Desktop/diwali invite.png", 840 * KB, ago("2026-10-11")))

    # ================================================================== Documents
    DN = "Documents/Notes"
    a(
        T(
            f"{DN}/trades contacts.txt",
            ago("2026-04-18"),
            "Plumber: Gary Nolan (Nolan Plumbing & Heating), 07700 900462, did the bathroom.\n"
            "Electrician: Shaun Reilly at BrightSpark, 07700 900815.\nBuilder: Marek Kowalski, 07700 900377.\n"
            "Roofer: Jason at A&J Roofing, 07700 900193.\n",
        )
    )
    a(
        T(
            f"{DN}/HoD meeting 17 Nov.md",
            "11-17",
            "# Meeting with Mr Okoro (Head of Science), 17 November\n\n- Year 10 mini mock results are due in "
            "two weeks.\n- The department wants a new titration video.\n- Ask about the Year 12 Science Museum "
            "trip budget.\n",
        )
    )
    a(
        T(
            f"{DN}/Christmas presents 2026.md",
            ago("2026-11-08"),
            "# Christmas presents\n\n- Mum: cashmere scarf\n- Tom: bike lights\n- Anjali: Lego botanical set\n",
        )
    )
    a(
        T(
            f"{DN}/Eagles training ideas.txt",
            ago("2026-10-06"),
            "Work on switching play. More rondos. Give Maisie a go in goal. Nets need repairing before winter.\n",
        )
    )
    a(
        T(
            f"{DN}/books to read.md",
            _clear(210.4),
            "# Books\n\n- Make it Stick\n- Responsive Teaching by Harry Fletcher-Wood\n- The Body by Bill Bryson\n",
        )
    )
    a(T(f"{DN}/Passwords - school laptop.txt", ago("2026-09-03"), "see the notebook in the drawer\n"))
    a(Entry(f"{DN}/untitled.md", 0, ago("2026-07-01")))
    a(Entry("Documents/CV - Priya Raman 2026.docx", 61 * KB, ago("2026-03-29")))
    a(Entry("Documents/Tom's CV.docx", 58 * KB, ago("2025-11-29")))
    a(Entry("Documents/Wedding anniversary ideas.docx", 25 * KB, ago("2026-05-02")))
    # the class quiz website (a small node project with its noise)
    qz = "Documents/class-quiz-site"
    a(T(f"{qz}/package.json", ago("2026-10-15"), '{"name": "class-quiz", "dependencies": {"vite": "^5"}}\n'))
    a(T(f"{qz}/index.html", ago("2026-10-15"), "<h1>Year 10 Chemistry quiz</h1>\n<script src=quiz.js></script>\n"))
    a(T(f"{qz}/quiz.js", ago("2026-10-15"), "const questions = await fetch('questions.json').then(r => r.json());\n"))
    a(T(f"{qz}/questions.json", ago("2026-10-15"), '[{"q": "What is the charge of an electron?", "a": "-1"}]\n'))
    a(T(f"{qz}/README.md", ago("2026-10-15"), "# class-quiz\n\nA quiz for my Year 10s. npm run dev\n"))
    a(T(f"{qz}/.git/HEAD", ago("2026-10-15"), "ref: refs/heads/main\n"))
    a(T(f"{qz}/.git/config", ago("2026-10-15"), "[core]\n\tbare = false\n"))
    for _i in range(14):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{qz}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 30_000), ago("2026-10-15") + r.random() * 20))
    for p in ("vite", "esbuild", "rollup", "postcss", "nanoid"):
        for f in ("package.json", "README.md", "index.js", "LICENSE", "dist/index.js"):
            a(Entry(f"{qz}/node_modules/{p}/{f}", r.randint(300, 200_000), ago("2026-10-15")))

    # ================================================================== hidden / noise
    a(T(".bashrc", 700, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".config/gtk-3.0/bookmarks", 300, "file:///home/priya/School School\n"))
    a(T(".config/libreoffice/registrymodifications.xcu", 90, "<oor:items></oor:items>\n"))
    a(T("School/.DS_Store", 50, "Bud1\n"))
    a(T("House/.DS_Store", 50, "Bud1\n"))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 80_000),
                1.5 + r.random() * 25,
            )
        )
    return _check_teacher(_check(E))


def _check_teacher(entries: list[Entry]) -> list[Entry]:
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
        m = re.search(r"(?:IMG|Screenshot)_(\d{4})(\d{2})(\d{2})", e.name)
        if m and not e.path.startswith("Downloads/"):
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["teacher"] = teacher

if __name__ == "__main__":
    from homes import human

    es = teacher()
    print(len(es), "files", human(sum(e.size for e in es)))
