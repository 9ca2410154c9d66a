"""A fifth generated home for the held-out set E (heldout_e.jsonl): a hospital nurse who is also a part-time landlord.

Shape (no earlier home had it): Documents/Work (monthly shift rotas as .xlsx plus two PDF rotas, payslips, P60s,
CPD certificates, course notes whose content can be searched), Rental/<two flats> (leases, gas safety certificates,
tenant letters, repair invoices and quotes, utility bills, damp photos), Running (a watch's .fit activities, .gpx
routes, race papers) and Cycling (ride .gpx, Zwift .fit), Pictures (phone HEIC/MOV, WhatsApp Images/Video, race
photographer JPGs, Android-style screenshots, family albums), Books (Kindle .azw3/.mobi and .epub), Backups (phone
backups of tens of GB, a WhatsApp database), Leo/ (the teenager: school coursework, a Minecraft saves folder with
region files, Steam screenshots, two code projects with .git/node_modules/__pycache__ noise), Videos, Downloads
(old installers .exe/.msi/.dmg/.pkg, an ISO, an unfinished download, copies of files kept elsewhere), Desktop
clutter, hidden dotfiles and caches. Accents, spaces, "&", brackets, "(1)" copies, upper-case extensions (.JPG,
.HEIC, .MOV), the same name in two folders (each flat's "Council tax 2026-27.pdf"), exact duplicates, empty files.

Dates in names match the files' ages as of 2026-11-23 (the day the set was written). Visible files avoid the ages
that sit on a date boundary of set E's questions (BAD_WINDOWS, checked by `_check_nurse`).
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

TODAY = _dt.date(2026, 11, 23)

R1 = "Rental/14 Harbour Road - Flat 2"
R2 = "Rental/7 Crown Street - Flat B"


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


# The date boundaries the questions of set E use (ages in days as of 2026-11-23); visible files keep clear of them.
BAD_WINDOWS = [
    (2.6, 3.45),  # last 3 days
    (4.8, 7.7),  # Nov 17 (a named day) and last week / 7 days
    (13.5, 14.7),  # two weeks
    (21.0, 24.0),  # this month (Nov 1)
    (29.4, 30.7),  # 30 days
    (52.0, 55.0),  # last month / October (Oct 1)
    (82.0, 85.0),  # since September (Sep 1)
    (89.5, 92.5),  # 3 months
    (178.0, 188.0),  # 6 months
    (324.5, 328.0),  # this year (Jan 1 2026)
    (362.5, 368.5),  # a year
    (689.5, 693.0),  # last year (Jan 1 2025)
    (1055.5, 1059.0),  # Jan 1 2024
]


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def nurse() -> list[Entry]:
    r = random.Random(55)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Documents / Work
    W = "Documents/Work"
    for i in range(15):  # rotas for 2025-10 … 2026-12, each published on the 8th of the month before
        y, m = divmod(2025 * 12 + 9 + i, 12)
        py, pm = divmod(y * 12 + m - 1, 12)
        a(Entry(f"{W}/Rotas/Rota {y}-{m + 1:02d}.xlsx", r.randint(38 * KB, 96 * KB), ago(f"{py}-{pm + 1:02d}-08")))
    a(Entry(f"{W}/Rotas/Ward 7 rota Nov 2026.pdf", 412 * KB, ago("2026-10-09"), dup="rotanov"))
    a(Entry(f"{W}/Rotas/Ward 7 rota Dec 2026.pdf", 436 * KB, ago("2026-11-06")))
    for i in range(22):  # payslips 2025-01 … 2026-10, paid on the 15th
        y, m = divmod(2025 * 12 + i, 12)
        dup = "payslip2610" if (y, m + 1) == (2026, 10) else None
        a(
            Entry(
                f"{W}/Payslips/Payslip {y}-{m + 1:02d}.pdf",
                r.randint(88 * KB, 104 * KB) if not dup else 97_310,
                ago(f"{y}-{m + 1:02d}-15"),
                dup=dup,
            )
        )
    a(Entry(f"{W}/Payslips/P60 2024-25.pdf", 121 * KB, ago("2025-05-28")))
    a(Entry(f"{W}/Payslips/P60 2025-26.pdf", 124 * KB, ago("2026-06-02")))
    cpd = [
        ("CPD certificate - Sepsis recognition and management.pdf", "2026-03-12"),
        ("CPD certificate - Safeguarding adults level 3.pdf", "2025-11-02"),
        ("CPD certificate - Medicines management.pdf", "2026-06-18"),
        ("CPD certificate - Infection prevention and control.pdf", "2026-10-20"),
        ("BLS annual update 2026.pdf", "2026-02-03"),
        ("ILS certificate 2025.pdf", "2025-04-24"),
        ("Tissue viability study day - certificate of attendance.pdf", "2026-09-15"),
        ("Falls prevention e-learning.pdf", "2025-08-11"),
    ]
    for n, d in cpd:
        a(Entry(f"{W}/CPD/{n}", r.randint(140 * KB, 620 * KB), ago(d)))
    a(Entry(f"{W}/CPD/Revalidation portfolio 2026.docx", 286 * KB, ago("2026-11-10")))
    a(Entry(f"{W}/CPD/Reflective account - medication error.docx", 31 * KB, ago("2026-05-03")))
    a(Entry(f"{W}/CPD/Reflective account - end of life care.docx", 29 * KB, ago("2026-08-21")))
    CN = f"{W}/Course notes"
    a(
        T(
            f"{CN}/Tissue viability study day notes.md",
            ago("2026-09-15"),
            "# Tissue viability study day\n\n- Waterlow score on admission and weekly\n"
            "- Category 2 pressure ulcer: partial thickness skin loss\n"
            "- repositioning every 2 hours, document on SSKIN\n",
        )
    )
    a(
        T(
            f"{CN}/Sepsis six - notes.txt",
            ago("2026-03-12"),
            "Sepsis six within one hour: oxygen, blood cultures, IV antibiotics, IV fluids, lactate, urine output.\n"
            "NEWS2 of 5 or more: escalate to the nurse in charge.\n",
        )
    )
    a(Entry(f"{CN}/ECG interpretation notes.docx", 1_840 * KB, ago("2026-01-20")))
    a(Entry(f"{CN}/Pharmacology - anticoagulants.pdf", 3_420 * KB, ago("2025-10-14")))
    a(Entry(f"{CN}/Mentorship course - week 3 slides.pptx", 8_650 * KB, ago("2026-04-22")))
    a(Entry(f"{W}/NMC registration confirmation.pdf", 188 * KB, ago("2026-04-30")))
    a(Entry(f"{W}/Contract of employment - St Bride's Hospital.pdf", 702 * KB, ago("2022-06-01")))
    a(Entry(f"{W}/Annual leave request - Christmas.docx", 24 * KB, ago("2026-10-11")))
    a(Entry(f"{W}/NHS pension statement 2025.pdf", 356 * KB, ago("2025-09-04")))

    # ================================================================== Documents / Finance, Household, Recipes
    D = "Documents"
    for i in range(12):  # bank statements 2025-11 … 2026-10, issued on the 3rd of the next month
        y, m = divmod(2025 * 12 + 10 + i, 12)
        ny, nm = divmod(y * 12 + m + 1, 12)
        a(
            Entry(
                f"{D}/Finance/Bank/Nationwide statement {y}-{m + 1:02d}.pdf",
                r.randint(110 * KB, 190 * KB),
                ago(f"{ny}-{nm + 1:02d}-03"),
            )
        )
    a(Entry(f"{D}/Finance/Taxes/Self Assessment 2023-24.pdf", 655 * KB, ago("2025-01-19")))
    a(Entry(f"{D}/Finance/Taxes/Self Assessment 2024-25.pdf", 671 * KB, ago("2026-01-25")))
    a(Entry(f"{D}/Finance/Taxes/rental expenses 2025-26.xlsx", 58 * KB, ago("2026-04-12")))
    a(Entry(f"{D}/Household/Car insurance 2026-27.pdf", 1_320 * KB, ago("2026-08-02")))
    a(Entry(f"{D}/Household/TV licence 2026.pdf", 92 * KB, ago("2026-03-04")))
    a(Entry(f"{D}/Household/Home insurance renewal 2026.pdf", 1_090 * KB, ago("2026-10-05")))
    a(Entry(f"{D}/Household/Leo passport application.pdf", 2_450 * KB, ago("2026-02-27")))
    a(Entry(f"{D}/Household/boiler service - home 2026.pdf", 210 * KB, ago("2026-04-16")))
    recipes = {
        "chicken katsu curry.txt": "Chicken katsu curry: 2 chicken breasts, panko, 1 egg, curry sauce (onion, carrot, "
        "garam masala, soy). Fry 4 minutes a side.\n",
        "one-pan chicken fajitas.md": "# One-pan chicken fajitas\n\n600 g chicken thighs, 3 peppers, 1 red onion, "
        "smoked paprika, cumin. 25 min at 200 C. Serve with wraps.\n",
        "chicken noodle soup.txt": "Chicken noodle soup for night-shift recovery: chicken legs, ginger, garlic, "
        "egg noodles, spring onion. Simmer 40 minutes.\n",
        "Tom's chilli.txt": "Tom's chilli: 500 g beef mince, 2 tins kidney beans, 2 tins tomatoes, chipotle, "
        "dark chocolate (2 squares). Slow cooker 8 hours.\n",
        "bánh mì.txt": "Bánh mì: lemongrass pork, pickled carrot and daikon, coriander, sriracha mayo, "
        "a crusty baguette.\n",
        "crêpes.txt": "Crêpes: 250 g flour, 4 eggs, 500 ml milk, pinch of salt. Rest the batter 1 hour.\n",
        "overnight oats.txt": "Overnight oats: 50 g oats, 150 ml milk, chia seeds, frozen berries. "
        "Fridge overnight, eat before an early shift.\n",
        "protein flapjacks.md": "# Protein flapjacks\n\n300 g oats, 4 scoops whey, 3 tbsp honey, "
        "100 g peanut butter. 20 min at 180 C.\n",
        "Mum's dal.txt": "Mum's dal: red lentils, turmeric, cumin seeds, mustard seeds, garlic, tomatoes, "
        "curry leaves. Tarka at the end.\n",
        "banana pancakes (Leo).txt": "Leo's banana pancakes: 2 bananas, 2 eggs, 4 tbsp oats. Makes 8.\n",
        "recovery smoothie.txt": "Recovery smoothie after long runs: banana, spinach, oat milk, peanut butter, "
        "a pinch of salt.\n",
    }
    for i, (n, body) in enumerate(recipes.items()):
        a(T(f"{D}/Recipes/{n}", _clear(40 + i * 37.3), body))

    # ================================================================== Rental
    a(Entry(f"{R1}/Lease agreement - Zoé Dubois 2025.pdf", 2_260 * KB, ago("2025-08-29"), dup="lease1"))
    a(Entry(f"{R2}/Lease agreement [signed] - Marek Kowalski 2024.pdf", 1_980 * KB, ago("2024-03-28")))
    a(Entry(f"{R1}/Gas safety certificate 2026.pdf", 268 * KB, ago("2026-07-14"), dup="gas1"))
    a(Entry(f"{R1}/Gas safety certificate 2026 (1).pdf", 268 * KB, ago("2026-07-14"), dup="gas1"))
    a(Entry(f"{R1}/Gas safety certificate 2025.pdf", 259 * KB, ago("2025-07-10")))
    a(Entry(f"{R2}/Gas safety certificate 2026.pdf", 274 * KB, ago("2026-02-20")))
    a(Entry(f"{R2}/Gas safety certificate 2025.pdf", 262 * KB, ago("2025-02-18")))
    a(Entry(f"{R1}/EICR 2024.pdf", 1_150 * KB, ago("2024-05-21")))
    a(Entry(f"{R1}/EPC 2023.pdf", 820 * KB, ago("2023-10-05")))
    a(Entry(f"{R2}/EPC certificate - Crown St.pdf", 790 * KB, ago("2024-02-09")))
    a(Entry(f"{R2}/Deposit protection - DPS.pdf", 145 * KB, ago("2024-04-02")))
    a(Entry(f"{R1}/Inventory & check-in report 2025.pdf", 6_800 * KB, ago("2025-08-30")))
    for i in range(15):
        a(
            Entry(
                f"{R1}/check-in photos/IMG_{6402 + i}.JPG",
                r.randint(2_400 * KB, 4_900 * KB),
                ago("2025-08-30") - i * 0.003,
            )
        )
    a(Entry(f"{R1}/Letters/Rent increase notice 2026-08-28.docx", 27 * KB, ago("2026-08-28")))
    a(Entry(f"{R1}/Letters/Boiler access letter.docx", 22 * KB, ago("2026-10-06")))
    a(Entry(f"{R1}/Letters/Welcome letter - Zoé.docx", 25 * KB, ago("2025-08-29")))
    a(Entry(f"{R2}/Letters/Letter from Marek - damp in bathroom.pdf", 1_340 * KB, ago("2026-11-03")))
    a(
        T(
            f"{R2}/Letters/Reply to Marek re damp.txt",
            ago("2026-11-04"),
            "Dear Marek,\nThank you for your letter about the damp in the bathroom. DampFix will visit on "
            "12 November to survey the wall and quote for a new extractor fan.\nBest wishes,\nPriya Nair\n",
        )
    )
    a(Entry(f"{R2}/Letters/Section 13 notice draft.docx", 33 * KB, ago("2026-06-05")))
    a(Entry(f"{R1}/Repairs/Invoice - Hughes Plumbing 2025-12-15.pdf", 182 * KB, ago("2025-12-15")))
    a(Entry(f"{R1}/Repairs/Invoice - Hughes Plumbing 2026-10-08.pdf", 176 * KB, ago("2026-10-08")))
    a(Entry(f"{R1}/Repairs/Quote - Kowal Roofing 2026-11-04.pdf", 231 * KB, ago("2026-11-04")))
    a(Entry(f"{R2}/Repairs/Quote - DampFix 2026-11-12.pdf", 318 * KB, ago("2026-11-12")))
    a(Entry(f"{R2}/Repairs/Invoice - Sparks Electrical 2026-06-20.pdf", 164 * KB, ago("2026-06-20")))
    a(Entry(f"{R2}/Repairs/Quote - window replacement.pdf", 402 * KB, ago("2026-04-02")))
    for i in range(6):
        a(
            Entry(
                f"{R2}/Repairs/damp photos/IMG_{8790 + i}.HEIC",
                r.randint(1_600 * KB, 3_100 * KB),
                ago("2026-11-03") - i * 0.002,
            )
        )
    for mth in range(1, 11):
        a(
            Entry(
                f"{R1}/Utilities/Octopus electricity 2026-{mth:02d}.pdf",
                r.randint(70 * KB, 130 * KB),
                ago(f"2026-{mth:02d}-19"),
            )
        )
    for qn, d in (("Q1", "2026-04-07"), ("Q2", "2026-07-07"), ("Q3", "2026-10-07")):
        a(Entry(f"{R1}/Utilities/Thames Water 2026 {qn}.pdf", r.randint(90 * KB, 150 * KB), ago(d)))
    for mth in (2, 4, 6, 8, 10):
        a(
            Entry(
                f"{R2}/Utilities/British Gas 2026-{mth:02d}.pdf",
                r.randint(80 * KB, 140 * KB),
                ago(f"2026-{mth:02d}-11"),
            )
        )
    a(Entry(f"{R1}/Utilities/Council tax 2026-27.pdf", 118 * KB, ago("2026-03-18")))
    a(Entry(f"{R2}/Utilities/Council tax 2026-27.pdf", 131 * KB, ago("2026-03-19")))
    a(
        T(
            "Rental/rent ledger 2026.csv",
            ago("2026-11-03"),
            "month,flat,tenant,rent_gbp,paid_on\n2026-09,Flat 2 Harbour Rd,Zoé Dubois,1150,2026-09-01\n"
            "2026-09,Flat B Crown St,Marek Kowalski,925,2026-09-03\n2026-10,Flat 2 Harbour Rd,Zoé Dubois,1195,"
            "2026-10-01\n2026-10,Flat B Crown St,Marek Kowalski,925,2026-10-02\n2026-11,Flat 2 Harbour Rd,"
            "Zoé Dubois,1195,2026-11-01\n",
        )
    )
    a(Entry("Rental/Rental income 2025-26.xlsx", 71 * KB, ago("2026-04-10")))
    a(Entry("Rental/Landlord insurance 2026.pdf", 1_480 * KB, ago("2026-01-14")))
    a(Entry("Rental/Mortgage/Harbour Rd mortgage statement 2026-10.pdf", 152 * KB, ago("2026-10-17")))
    a(Entry("Rental/Mortgage/Crown St mortgage statement 2026-10.pdf", 149 * KB, ago("2026-10-18")))
    a(
        T(
            "Rental/letting agent contacts.txt",
            ago("2025-06-12"),
            "Harbour Lettings: Jess Whitfield, 0161 555 0192\nEmergency plumber: Hughes Plumbing, 07700 900431\n"
            "Electrician: Sparks Electrical, 07700 900877\n",
        )
    )

    # ================================================================== Running & Cycling
    fit_age = 1.4
    for _i in range(150):
        age = _clear(fit_age)
        d = iso_of(age)
        hh, mm, ss = r.randint(6, 19), r.randint(0, 59), r.randint(0, 59)
        a(
            Entry(
                f"Running/Garmin/Activities/{d.isoformat()}-{hh:02d}-{mm:02d}-{ss:02d}.fit",
                r.randint(60 * KB, 420 * KB),
                age,
            )
        )
        fit_age = age + 2.2 + r.random() * 1.1
    routes = [
        ("Harbour 10k loop.gpx", "2025-03-09"),
        ("Parkrun - Riverside Park.gpx", "2025-05-10"),
        ("Parkrun - Heaton Park.gpx", "2026-02-14"),
        ("Long run 30k canal towpath.gpx", "2026-10-18"),
        ("Long run 32k - reservoir.gpx", "2026-11-08"),
        ("Tempo 8k - seafront.gpx", "2026-06-27"),
        ("Hill repeats - Castle Hill.gpx", "2026-04-19"),
        ("Great North Run 2026.gpx", "2026-09-13"),
        ("Harbour 10k race 2025.gpx", "2025-05-18"),
        ("Recovery 5k.gpx", "2026-10-25"),
    ]
    for n, d in routes:
        a(Entry(f"Running/Routes/{n}", r.randint(90 * KB, 1_400 * KB), ago(d)))
    a(Entry("Running/Races/Great North Run 2026 - results.pdf", 212 * KB, ago("2026-09-15")))
    a(Entry("Running/Races/Manchester Marathon 2027 - entry confirmation.pdf", 168 * KB, ago("2026-10-03")))
    a(Entry("Running/Races/Harbour 10k 2025 - certificate.pdf", 530 * KB, ago("2025-05-25")))
    a(Entry("Running/Training plan - Manchester Marathon 2027.xlsx", 46 * KB, ago("2026-11-15")))
    a(
        T(
            "Running/shoe mileage.csv",
            ago("2026-11-21"),
            "shoe,bought,km\nNike Pegasus 41,2026-03-02,712\nSaucony Endorphin Speed 4,2026-07-19,288\n"
            "Hoka Clifton 9,2025-09-30,1046\n",
        )
    )
    rides = [
        "2025-06-22 Peak District loop",
        "2025-08-10 Coast to coast day 1",
        "2025-08-11 Coast to coast day 2",
        "2026-04-26 Snake Pass",
        "2026-05-31 Cat and Fiddle",
        "2026-06-14 Peak District loop",
        "2026-07-05 club ride Hope Valley",
        "2026-08-16 100k sportive",
        "2026-09-27 Mam Tor",
        "2026-10-29 gravel - Delamere Forest",
        "2026-11-14 café ride",
    ]
    for n in rides:
        a(Entry(f"Cycling/Rides/Ride {n}.gpx", r.randint(200 * KB, 2_600 * KB), ago(n[:10])))
    for i in range(10):
        age = _clear(35 + i * 6.1)
        a(Entry(f"Cycling/Zwift/{iso_of(age).isoformat()} Zwift Watopia.fit", r.randint(300 * KB, 900 * KB), age))
    a(Entry("Cycling/bike service receipt - Evans Cycles.pdf", 88 * KB, ago("2026-03-28")))

    # ================================================================== Pictures
    P = "Pictures"
    phone = []
    for i in range(140):
        age = _clear(1.3 + i * 2.5 + r.random())
        ext = "MOV" if i % 23 == 11 else "HEIC"
        size = r.randint(40 * MB, 380 * MB) if ext == "MOV" else r.randint(1_500 * KB, 4_200 * KB)
        phone.append(Entry(f"{P}/Phone/IMG_{9400 - i}.{ext}", size, age))
    E += phone
    p9341 = next(e for e in E if e.name == "IMG_9341.HEIC")
    E[E.index(p9341)] = Entry(p9341.path, p9341.size, p9341.age, dup="img9341")
    wa_age = 2.2
    for i in range(70):
        age = _clear(wa_age)
        d = iso_of(age)
        a(
            Entry(
                f"{P}/WhatsApp Images/IMG-{d.strftime('%Y%m%d')}-WA{i % 9:04d}.jpg",
                r.randint(60 * KB, 480 * KB),
                age,
            )
        )
        wa_age = age + 4.3 + r.random()
    for i, age in enumerate((8.3, 19.6, 33.2, 47.5, 61.3, 96.4, 120.2, 160.7, 201.3, 250.6, 301.1, 340.4)):
        age = _clear(age)
        a(
            Entry(
                f"{P}/WhatsApp Video/VID-{iso_of(age).strftime('%Y%m%d')}-WA{i:04d}.mp4",
                r.randint(4 * MB, 95 * MB),
                age,
            )
        )
    shot_dates = [
        "2025-09-02",
        "2025-12-10",
        "2026-01-17",
        "2026-02-25",
        "2026-04-08",
        "2026-05-19",
        "2026-06-30",
        "2026-07-22",
        "2026-08-14",
        "2026-09-09",
        "2026-09-28",
        "2026-10-12",
        "2026-10-27",
        "2026-11-04",
        "2026-11-11",
        "2026-11-19",
        "2026-11-21",
    ]
    for d in shot_dates:
        hms = f"{r.randint(6, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(Entry(f"{P}/Screenshots/Screenshot_{d.replace('-', '')}-{hms}.png", r.randint(180 * KB, 1_900 * KB), ago(d)))
    a(Entry(f"{P}/Screenshots/Screenshot_20261117-062214.png", 734 * KB, "11-17"))
    for i in range(24):
        a(
            Entry(
                f"{P}/Races/Great North Run 2026/GNR2026_MarathonFoto_{40117 + i * 13}.JPG",
                r.randint(5 * MB, 11 * MB),
                ago("2026-09-16") - i * 0.001,
            )
        )
    for i in range(9):
        a(
            Entry(
                f"{P}/Races/Harbour 10k 2025/harbour10k_{i + 1:03d}.jpg",
                r.randint(3 * MB, 6 * MB),
                ago("2025-05-20") - i * 0.001,
            )
        )
    for i in range(20):
        a(
            Entry(
                f"{P}/Family/Christmas 2025/DSC0{3310 + i}.JPG",
                r.randint(4 * MB, 8 * MB),
                ago("2025-12-25") - i * 0.01,
            )
        )
    for i in range(16):
        a(
            Entry(
                f"{P}/Family/Leo's 15th birthday/IMG_{7720 + i}.HEIC",
                r.randint(2 * MB, 4 * MB),
                ago("2026-03-07") - i * 0.01,
            )
        )
    a(Entry(f"{P}/Family/Leo's 15th birthday/cake candles.MOV", 212 * MB, ago("2026-03-07")))

    # ================================================================== Books
    kindle = [
        ("Born to Run - Christopher McDougall.azw3", 2_900 * KB),
        ("The Salt Path - Raynor Winn.azw3", 1_710 * KB),
        ("Educated - Tara Westover.azw3", 2_040 * KB),
        ("Project Hail Mary - Andy Weir.azw3", 3_260 * KB),
        ("This Is Going to Hurt - Adam Kay.azw3", 1_480 * KB),
        ("Endure - Alex Hutchinson.azw3", 2_210 * KB),
        ("Running with the Kenyans.mobi", 1_060 * KB),
    ]
    for i, (n, s) in enumerate(kindle):
        a(Entry(f"Books/Kindle/{n}", s, _clear(60 + i * 71.7)))
    epubs = [
        ("Atomic Habits - James Clear.epub", 4_120 * KB, "atomic"),
        ("The Body Keeps the Score - Bessel van der Kolk.epub", 3_370 * KB, None),
        ("Bel-Ami - Guy de Maupassant.epub", 640 * KB, None),
        ("Les Misérables (Tome 1).epub", 1_920 * KB, None),
        ("Nursing Pharmacology Made Incredibly Easy.epub", 24_800 * KB, None),
        ("Oxford Handbook of Adult Nursing.epub", 48_600 * KB, None),
        ("What I Talk About When I Talk About Running.epub", 860 * KB, None),
        ("The Midnight Library.epub", 1_540 * KB, None),
        ("Cien años de soledad.epub", 1_130 * KB, None),
        ("Pride and Prejudice.epub", 495 * KB, None),
        ("Sapiens - Yuval Noah Harari.epub", 5_430 * KB, None),
    ]
    for i, (n, s, dup) in enumerate(epubs):
        a(Entry(f"Books/epub/{n}", s, _clear(45 + i * 63.1), dup=dup))

    # ================================================================== Backups
    a(Entry("Backups/Phone/Priya iPhone backup 2025-12-28.zip", 35_400 * MB, ago("2025-12-28")))
    a(Entry("Backups/Phone/Priya iPhone backup 2026-06-30.zip", 38_900 * MB, ago("2026-06-30")))
    a(Entry("Backups/Phone/Leo Android backup 2026-09-19.zip", 12_700 * MB, ago("2026-09-19")))
    a(Entry("Backups/WhatsApp/msgstore-2026-11-21.1.db.crypt14", 184 * MB, ago("2026-11-21")))
    a(Entry("Backups/WhatsApp/msgstore-2026-10-10.1.db.crypt14", 176 * MB, ago("2026-10-10")))
    a(Entry("Backups/Laptop/Documents backup 2024.zip", 4_260 * MB, ago("2024-11-30")))

    # ================================================================== Videos
    a(Entry("Videos/Great North Run 2026 finish.MOV", 1_840 * MB, ago("2026-09-13")))
    a(Entry("Videos/Leo school play 2026.mp4", 2_460 * MB, ago("2026-07-09")))
    a(Entry("Videos/Christmas 2025.mp4", 905 * MB, ago("2025-12-26")))
    a(Entry("Videos/Movies/Paddington 2 (2017).mkv", 3_120 * MB, ago("2024-12-22")))
    a(Entry("Videos/Movies/Free Solo.mp4", 2_230 * MB, ago("2025-02-16")))
    a(Entry("Videos/Harbour 10k 2025 finish.mp4", 640 * MB, ago("2025-05-18")))

    # ================================================================== Leo
    L = "Leo"
    school = [
        ("History/WW1 trenches project.pptx", 14_300 * KB, "2026-10-29"),
        ("History/WW1 source analysis.docx", 64 * KB, "2026-10-15"),
        ("Geography/River study coursework - River Irwell.docx", 3_860 * KB, "2026-11-10"),
        ("Geography/River study data.xlsx", 41 * KB, "2026-10-22"),
        ("Science/Photosynthesis practical write-up.docx", 210 * KB, "2026-09-24"),
        ("Science/Rates of reaction graph.png", 340 * KB, "2026-10-08"),
        ("English/An Inspector Calls essay.docx", 38 * KB, "2026-11-13"),
        ("English/Macbeth quotes revision.pdf", 520 * KB, "2026-06-03"),
        ("Maths/Homework - simultaneous equations.pdf", 290 * KB, "2026-11-19"),
        ("Maths/Mock exam Year 9.pdf", 1_210 * KB, "2026-06-12"),
        ("Design & Technology/Desk lamp design.pdf", 5_700 * KB, "2026-10-21"),
        ("Design & Technology/Desk lamp sketches.jpg", 2_950 * KB, "2026-10-21"),
        ("French/Mon collège - présentation.pptx", 6_140 * KB, "2026-10-04"),
        ("French/Vocabulaire unité 3.docx", 33 * KB, "2026-09-19"),
        ("Year 10 timetable.pdf", 180 * KB, "2026-09-03"),
    ]
    for n, s, d in school:
        a(Entry(f"{L}/School/Year 10/{n}", s, ago(d)))
    sg = f"{L}/School/Year 10/Computer Science/snake-game"
    for n, body in (
        ("snake.py", "import pygame\nfrom board import Board\n\nWIDTH, HEIGHT = 640, 480\n\nboard = Board()\n"),
        ("board.py", "class Board:\n    def __init__(self):\n        self.snake = [(5, 5)]\n"),
        ("highscores.py", "import json\n\ndef load():\n    return json.load(open('scores.json'))\n"),
    ):
        a(T(f"{sg}/{n}", ago("2026-11-11"), body))
        a(Entry(f"{sg}/__pycache__/{n[:-3]}.cpython-312.pyc", r.randint(900, 4_000), ago("2026-11-11")))
    a(T(f"{sg}/README.md", ago("2026-10-30"), "# Snake\n\nYear 10 CS project. Arrow keys to move, Q to quit.\n"))

    def git_repo(base: str, n_objects: int, age: float) -> None:
        a(T(f"{base}/.git/HEAD", age, "ref: refs/heads/main\n"))
        a(T(f"{base}/.git/config", age, f"[core]\n\tbare = false\n# {base}\n"))
        for _i in range(n_objects):
            h = f"{r.getrandbits(160):040x}"
            a(Entry(f"{base}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), age + r.random() * 60))

    git_repo(sg, 12, 12.2)
    db = f"{L}/Coding/discord-bot"
    git_repo(db, 10, 40.3)
    a(T(f"{db}/package.json", ago("2026-09-28"), '{"name": "leo-bot", "dependencies": {"discord.js": "^14.16.3"}}\n'))
    a(T(f"{db}/index.js", ago("2026-09-28"), "const { Client } = require('discord.js');\nconst c = new Client({});\n"))
    for p in ("discord.js", "undici", "ws", "zod", "dotenv"):
        for f in ("package.json", "README.md", "index.js", "LICENSE", "dist/index.js"):
            a(Entry(f"{db}/node_modules/{p}/{f}", r.randint(300, 180_000), ago("2026-09-28")))
    worlds = {
        "Survival World": ("2026-11-22", 12),
        "Creative build": ("2026-08-09", 8),
        "Leo & Sam SMP": ("2026-10-17", 10),
        "Skyblock [1.20]": ("2025-07-26", 5),
    }
    for w, (d, n) in worlds.items():
        base = f"{L}/Minecraft/saves/{w}"
        a(Entry(f"{base}/level.dat", r.randint(3 * KB, 9 * KB), ago(d)))
        a(Entry(f"{base}/session.lock", 3, ago(d)))
        for i in range(n):
            x, z = i % 4 - 2, i // 4 - 1
            a(Entry(f"{base}/region/r.{x}.{z}.mca", r.randint(1 * MB, 9 * MB), ago(d) + i * 0.01))
    for d in ("2026-08-09", "2026-09-05", "2026-10-17", "2026-11-03", "2026-11-22"):
        hms = f"{r.randint(15, 22):02d}.{r.randint(0, 59):02d}.{r.randint(0, 59):02d}"
        a(Entry(f"{L}/Minecraft/screenshots/{d}_{hms}.png", r.randint(600 * KB, 2_400 * KB), ago(d)))
    steam = {"Rocket League": 9, "Portal 2": 5, "Stardew Valley": 6}
    for g, n in steam.items():
        for i in range(n):
            age = _clear(10.3 + r.random() * 300)
            stamp = iso_of(age).strftime("%Y%m%d") + f"{r.randint(150000, 225959):06d}"
            a(Entry(f"{L}/Steam Screenshots/{g}/{stamp}_{i + 1}.jpg", r.randint(300 * KB, 1_800 * KB), age))

    # ================================================================== Downloads
    dl = [
        ("GarminExpressInstaller.exe", 93 * MB, "2025-10-03", None),
        ("Zwift_Setup.exe", 287 * MB, "2026-01-11", None),
        ("MinecraftInstaller.msi", 4_860 * KB, "2025-12-24", None),
        ("SteamSetup.exe", 2_310 * KB, "2025-12-25", None),
        ("KindleForPC-installer-2.4.0.exe", 118 * MB, "2024-11-10", None),
        ("calibre-64bit-7.20.0.msi", 189 * MB, "2025-04-05", None),
        ("Firefox 131.0.dmg", 137 * MB, "2024-10-19", None),
        ("Zoom.pkg", 96 * MB, "2026-03-15", None),
        ("Windows11_23H2_English_x64.iso", 6_210 * MB, "2026-02-08", None),
        ("ubuntu-24.04.3-desktop-amd64.iso.crdownload", 1_930 * MB, "2026-11-19", None),
        ("strava_export_2026-11-12.zip", 142 * MB, "2026-11-12", None),
        ("Leo minecraft mods 2024.zip", 210 * MB, "2024-07-03", None),
        ("Lease agreement - Zoé Dubois 2025 (1).pdf", 2_260 * KB, "2025-09-02", "lease1"),
        ("Gas safety certificate 2026.pdf", 268 * KB, "2026-07-15", "gas1"),
        ("Payslip 2026-10 (1).pdf", 97_310, "2026-10-16", "payslip2610"),
        ("IMG_9341 (1).HEIC", 0, "2026-06-03", "img9341"),
        ("Ward 7 rota Nov 2026 (1).pdf", 412 * KB, "2026-10-10", "rotanov"),
        ("Atomic Habits - James Clear.epub", 4_120 * KB, "2025-10-19", "atomic"),
        ("school trip consent form - Leo.pdf", 156 * KB, "2026-11-11", None),
        ("NHS pension nomination form.pdf", 240 * KB, "2026-08-27", None),
        ("Untitled (2).txt", 0, "2026-05-07", None),
    ]
    for n, s, d, dup in dl:
        if dup == "img9341":
            s = p9341.size
        a(Entry(f"Downloads/{n}", s, ago(d), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/todo.txt",
            0.15,
            "- swap Saturday night shift with Amara\n- chase DampFix quote for Crown St\n"
            "- Leo parents evening Thursday\n- book bike service\n",
        )
    )
    a(Entry("Desktop/shift swap form.docx", 41 * KB, ago("2026-11-21")))
    a(Entry("Desktop/Leo parents evening letter.pdf", 205 * KB, ago("2026-11-12")))
    a(Entry("Desktop/Copy of Rental income 2025-26.xlsx", 69 * KB, ago("2026-04-11")))
    a(T("Desktop/old/flat viewing notes 2023.txt", ago("2023-09-14"), "Crown St flat B: 2 bed, damp in bathroom?\n"))
    a(Entry("Desktop/New Text Document.txt", 0, 0.4))

    # ================================================================== hidden / noise
    a(T(".bashrc", 300, "export PATH=$HOME/.local/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".gitconfig", 420, "[user]\n\tname = Leo Nair\n"))
    a(T(".config/Garmin/Express/settings.json", 40, '{"autoSync": true, "device": "Forerunner 265"}\n'))
    a(T(".minecraft/launcher_profiles.json", 20, '{"profiles": {"release": {"lastVersionId": "1.21.3"}}}\n'))
    a(T(".local/share/Steam/config/loginusers.vdf", 9, '"users"\n{\n}\n'))
    for _i in range(25):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 80_000),
                r.random() * 25,
            )
        )
    return _check_nurse(_check(E))


def _check_nurse(entries: list[Entry]) -> list[Entry]:
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
    return entries


HOMES["nurse"] = nurse

if __name__ == "__main__":
    from homes import human

    es = nurse()
    print(len(es), "files", human(sum(e.size for e in es)))
