"""A generated home for the held-out set AC (heldout_ac.jsonl): the Marsh family. Steve Marsh is a self-employed
car mechanic who runs a two-bay garage (Marsh Motors); Julie Marsh, his wife, is a part-time dental hygienist doing
an Open University degree; their grown-up son Ryan has moved out and left his old school and gaming files behind.

Shape: Garage/Customers/<REG> - <Surname> - <Make Model>/ (job cards "Job card NNNN - REG.pdf", invoices
"Invoice NNNN - REG.pdf", a few estimates), Garage/Parts catalogues (large supplier PDFs), Garage/Diagnostics (scan
tool exports as .csv named by reg and date, monthly diagnostic logs as text, wiring diagrams), Garage/Car photos/<REG>
(phone photos IMG_YYYYMMDD_HHMMSS.jpg of the cars), Garage/MOT (VT20 pass certificates and VT30 refusals by reg,
tester certificates, equipment calibration), Garage/VAT and Accounts (quarterly VAT returns, ledgers, business bank
statements by month, photographed receipts, accounts by tax year, letters from the accountant Kaur & Co), Garage/Van
lease (the Transit Custom DX71 KFP: agreement, payment schedule, insurance), a price list and notes; Julie/Open
University/<module> (SDK100, SK299, SK320: module guides with the same name in each module, TMAs "TMA01.docx" named
the same in each module, tutor feedback, lecture recordings as .mp4), Julie/Open University/Essays, Julie/Dental work
(GDC registration and retention receipts, CPD certificates and log, indemnity, payslips by month); Ryan old stuff
(School: GCSE and A level work, past papers, prom photos; Gaming: clips as large .mp4, Minecraft worlds and mods,
save backups, screenshots; Coding: a Discord bot with .git and node_modules); Documents (house and family papers);
Pictures/Phone backup (camera photos, screenshots, WhatsApp images), Pictures/Tenerife 2025; Videos; Downloads
(installers .exe/.msi, zips, three copies of a parts catalogue, "(1)" copies and exact duplicates of files
elsewhere, an unfinished .crdownload, an empty file, an old zip); Desktop clutter; hidden dotfiles and caches.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day set AC was written). Visible files avoid
the ages that sit on a date boundary of set AC's questions (BAD_WINDOWS, checked by `_check_mechanic`); the files
dated Nov 18 are month-day anchors ("11-18"), and nothing else visible is dated Nov 17 to Nov 19.
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


# Date boundaries of set AC's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [3, 7, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-04-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(4.4, 7.8)]  # Nov 18 (a named day, only its anchors) and the week


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def day(iso: str) -> tuple[str, float]:
    """A date clear of the boundaries (moved earlier a day at a time), and its age: for files dated in their names."""
    d = _dt.date.fromisoformat(iso)
    while _bad(ago(d.isoformat())):
        d -= _dt.timedelta(days=1)
    return d.isoformat(), ago(d.isoformat())


def _morning(age: float, r: random.Random) -> float:
    """A random age snapped to a time of day between 02:24 and 09:36 before the clock time (noon), so that the date
    in a name made with `iso_of` is the file's date whatever the daylight-saving offset."""
    return int(age) + 0.1 + 0.3 * r.random()


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


G = "Garage"
CU = "Garage/Customers"
OU = "Julie/Open University"
RY = "Ryan old stuff"

# reg, surname, car, [(job number, date or "11-18" anchor, estimate?, MOT result)]
CUSTOMERS = [
    (
        "KX15 RZT",
        "Briggs",
        "Vauxhall Astra",
        [(1142, "2026-03-10", False, None), (1187, "2026-06-02", False, "VT20"), (1231, "11-18", True, None)],
    ),
    ("LD64 HFE", "Okonkwo", "Ford Focus", [(1150, "2026-04-14", False, "VT20"), (1228, "2026-11-12", False, None)]),
    ("YR17 WMU", "Patel", "Toyota Prius", [(1163, "2026-05-05", False, None), (1219, "2026-10-20", True, None)]),
    ("WV12 OPA", "Hughes", "VW Golf", [(1099, "2025-11-20", False, "VT30"), (1175, "2026-07-15", False, "VT20")]),
    ("BF19 XCT", "Kowalski", "Skoda Octavia", [(1201, "2026-09-08", False, None), (1233, "11-18", False, None)]),
    ("FH11 KLM", "Dunne", "Peugeot 207", [(1088, "2025-10-02", False, "VT20"), (1156, "2026-04-28", False, None)]),
    ("AO68 JDR", "Thompson", "Nissan Qashqai", [(1210, "2026-09-29", False, None), (1236, "2026-11-20", True, None)]),
    ("SN16 EUV", "Reid", "BMW 320d", [(1120, "2026-01-27", False, None), (1214, "2026-10-06", True, None)]),
    ("MA20 PZK", "Garcia", "Ford Fiesta", [(1195, "2026-08-18", False, "VT20")]),
    (
        "GX09 TBN",
        "Whitfield",
        "Land Rover Defender",
        [(1060, "2025-07-14", False, "VT30"), (1133, "2026-02-23", True, None), (1225, "2026-11-06", True, None)],
    ),
    ("EY21 CNV", "Ahmed", "Kia Sportage", [(1208, "2026-09-22", False, None)]),
    ("DK13 YHU", "Morris", "Renault Clio", [(1045, "2025-05-19", False, "VT20"), (1170, "2026-06-30", False, None)]),
    ("PN58 RRA", "Fletcher", "Mini Cooper", [(1012, "2024-11-11", False, "VT20"), (1109, "2025-12-15", False, None)]),
    ("VK70 GHS", "Bennett", "Vauxhall Corsa", [(1239, "2026-11-22", False, None)]),
]

# jobs that have scan-tool exports (fault codes and live data)
DIAG_JOBS = {1231, 1228, 1219, 1233, 1214, 1225, 1210, 1175, 1142}


def mechanic() -> list[Entry]:
    r = random.Random(2911)
    E: list[Entry] = []
    a = E.append

    def hms() -> str:
        return f"{r.randint(8, 17):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"

    # ================================================================== Garage: customers, photos, diagnostics, MOT
    for reg, surname, car, jobs in CUSTOMERS:
        folder = f"{CU}/{reg} - {surname} - {car}"
        compact = reg.replace(" ", "")
        for jobno, when, estimate, mot in jobs:
            if when == "11-18":
                iso, age = "2026-11-18", "11-18"
            else:
                iso, age = day(when)
            a(Entry(f"{folder}/Job card {jobno} - {reg}.pdf", r.randint(90 * KB, 260 * KB), age))
            a(Entry(f"{folder}/Invoice {jobno} - {reg}.pdf", r.randint(60 * KB, 140 * KB), age))
            if estimate:
                est = age if isinstance(age, str) else _clear(age + 1.0)
                a(Entry(f"{folder}/Estimate {jobno} - {reg}.pdf", r.randint(50 * KB, 110 * KB), est))
            ymd = iso.replace("-", "")
            for _i in range(r.randint(2, 5)):
                a(Entry(f"{G}/Car photos/{reg}/IMG_{ymd}_{hms()}.jpg", r.randint(2_100 * KB, 5_400 * KB), age))
            if jobno in DIAG_JOBS:
                for kind, lo, hi in (("faultcodes", 4 * KB, 40 * KB), ("livedata", 300 * KB, 4_800 * KB)):
                    a(Entry(f"{G}/Diagnostics/Scan tool exports/{compact}_{ymd}_{kind}.csv", r.randint(lo, hi), age))
            if mot:
                a(Entry(f"{G}/MOT/{mot} certificates/{mot} {reg} {iso}.pdf", r.randint(70 * KB, 120 * KB), age))

    # the diagnostic logs: one text file per month, written as jobs come in
    a(
        T(
            f"{G}/Diagnostics/Logs/diag log 2026-11.txt",
            2.3,
            "06 Nov GX09 TBN Defender: no codes, swivel hub leaking, new seals.\n"
            "12 Nov LD64 HFE Focus: P0300 random misfire, coil pack replaced.\n"
            "18 Nov KX15 RZT Astra: P0401 EGR flow insufficient, EGR valve replaced.\n"
            "18 Nov BF19 XCT Octavia: P2463 DPF soot accumulation, forced regen done.\n"
            "20 Nov AO68 JDR Qashqai: ABS light, rear wheel speed sensor.\n"
            "22 Nov VK70 GHS Corsa: service, no codes.\n",
        )
    )
    a(
        T(
            f"{G}/Diagnostics/Logs/diag log 2026-10.txt",
            _clear(ago("2026-10-30")),
            "06 Oct SN16 EUV 320d: P2002 particulate filter efficiency, DPF cleaned.\n"
            "20 Oct YR17 WMU Prius: P0A80 replace hybrid battery pack, quoted.\n",
        )
    )
    a(
        T(
            f"{G}/Diagnostics/Logs/diag log 2026-09.txt",
            _clear(ago("2026-09-29")),
            "08 Sep BF19 XCT Octavia: P0299 turbo underboost, boost hose split.\n"
            "22 Sep EY21 CNV Sportage: tyre pressure warning, TPMS sensor.\n"
            "29 Sep AO68 JDR Qashqai: P0087 fuel rail pressure low.\n",
        )
    )
    a(Entry(f"{G}/Diagnostics/Wiring diagrams/Astra J EGR wiring.pdf", 1_840 * KB, ago("2026-11-14"), dup="egrwiring"))
    a(Entry(f"{G}/Diagnostics/Wiring diagrams/Qashqai J11 ABS wiring.pdf", 2_210 * KB, _clear(ago("2026-09-28"))))
    a(Entry(f"{G}/Diagnostics/Wiring diagrams/Defender Td5 ECU pinout.pdf", 960 * KB, ago("2025-07-13")))

    # MOT: the tester's own paperwork and the equipment
    for n, s, d in [
        ("Tester/MOT annual assessment 2026 certificate.pdf", 310 * KB, "2026-03-19"),
        ("Tester/MOT annual assessment 2025 certificate.pdf", 305 * KB, "2025-03-12"),
        ("Tester/MOT annual training 2026 record.pdf", 180 * KB, "2026-03-12"),
        ("Tester/MOT annual training 2025 record.pdf", 176 * KB, "2025-03-04"),
        ("Equipment/brake tester calibration 2026.pdf", 420 * KB, "2026-05-21"),
        ("Equipment/emissions analyser calibration 2026.pdf", 390 * KB, "2026-06-11"),
        ("Equipment/headlamp aim tester calibration 2025.pdf", 260 * KB, "2025-08-27"),
        ("DVSA MOT inspection manual for cars.pdf", 6_400 * KB, "2025-02-10"),
        ("MOT testing service user guide.pdf", 2_300 * KB, "2024-09-16"),
    ]:
        a(Entry(f"{G}/MOT/{n}", s, _clear(ago(d))))

    # ================================================================== Garage: parts catalogues
    for n, s, d, dup in [
        ("Euro Car Parts trade catalogue 2026.pdf", 148 * MB, "2026-02-09", "ecp26"),
        ("Euro Car Parts trade catalogue 2025.pdf", 139 * MB, "2025-02-13", None),
        ("GSF brakes and clutches 2026.pdf", 62 * MB, "2026-03-02", None),
        ("Comline filter application guide.pdf", 24 * MB, "2025-10-09", None),
        ("Bosch wiper blades 2025-26.pdf", 18 * MB, "2025-09-15", None),
        ("Febi Bilstein Vauxhall range.pdf", 41 * MB, "2026-05-26", None),
        ("Mintex brake pads and discs.pdf", 33 * MB, "2024-10-21", None),
        ("NGK spark plugs catalogue 2026.pdf", 27 * MB, "2026-04-20", "ngk26"),
        ("Castrol lubricant guide 2026.pdf", 9_800 * KB, "2026-01-19", None),
        ("Laser Tools catalogue autumn 2026.pdf", 86 * MB, "2026-10-13", None),
        ("Draper tools catalogue 2025.pdf", 74 * MB, "2025-04-23", None),
        ("LKQ Euro Car Parts hybrid batteries.pdf", 12 * MB, "2026-10-21", None),
    ]:
        a(Entry(f"{G}/Parts catalogues/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== Garage: VAT and accounts
    VA = f"{G}/VAT and Accounts"
    for q, d in [
        ("Q3 2025 (Jul-Sep)", "2025-11-03"),
        ("Q4 2025 (Oct-Dec)", "2026-02-04"),
        ("Q1 2026 (Jan-Mar)", "2026-05-06"),
        ("Q2 2026 (Apr-Jun)", "2026-08-05"),
        ("Q3 2026 (Jul-Sep)", "2026-11-04"),
    ]:
        a(Entry(f"{VA}/VAT returns/VAT return {q}.pdf", r.randint(90 * KB, 160 * KB), _clear(ago(d))))
    a(Entry(f"{VA}/VAT returns/VAT workings Q3 2026.xlsx", 46 * KB, _clear(ago("2026-11-03"))))
    a(Entry(f"{VA}/Sales ledger 2026.xlsx", 212 * KB, 2.4))
    a(Entry(f"{VA}/Purchases ledger 2026.xlsx", 187 * KB, 3.9))
    a(Entry(f"{VA}/Sales ledger 2025.xlsx", 198 * KB, ago("2026-01-08")))
    a(Entry(f"{VA}/Purchases ledger 2025.xlsx", 176 * KB, ago("2026-01-09")))
    a(Entry(f"{VA}/Mileage log 2026.xlsx", 38 * KB, _clear(ago("2026-11-09"))))
    a(Entry(f"{VA}/Accounts/Accounts 2024-25 final.pdf", 640 * KB, ago("2025-12-04")))
    a(Entry(f"{VA}/Accounts/Accounts 2023-24 final.pdf", 610 * KB, ago("2024-12-09")))
    a(Entry(f"{VA}/Accounts/Self assessment 2024-25 submitted.pdf", 380 * KB, ago("2025-12-19")))
    a(Entry(f"{VA}/Accounts/Self assessment 2023-24 submitted.pdf", 372 * KB, ago("2024-12-20")))
    a(Entry(f"{VA}/Kaur & Co/engagement letter 2024.pdf", 150 * KB, ago("2024-05-14")))
    a(Entry(f"{VA}/Kaur & Co/year end checklist 2025-26.pdf", 120 * KB, _clear(ago("2026-05-12"))))
    a(
        T(
            f"{VA}/Kaur & Co/questions from Priya Nov 2026.txt",
            _clear(ago("2026-11-10")),
            "From Priya Kaur (Kaur & Co):\n1. Please send the business bank statements for April to October.\n"
            "2. Is the Transit Custom lease a finance lease or contract hire?\n"
            "3. Receipts for the new diagnostic tablet (Autel) please.\n",
        )
    )
    for y, m in _months("2025-11", 12):  # business bank statements, issued on the 3rd of the next month
        ny, nm = divmod(y * 12 + m, 12)
        a(
            Entry(
                f"{VA}/Bank statements/Starling business statement {y}-{m:02d}.pdf",
                r.randint(110 * KB, 190 * KB),
                _clear(ago(f"{ny}-{nm + 1:02d}-03")),
            )
        )
    suppliers = ["Euro Car Parts", "GSF", "Motor Factors Leeds", "Halfords Trade", "Screwfix", "Shell fuel"]
    age = 4.0
    for _i in range(34):
        age = _clear(_morning(age + 3.1 + r.random() * 6, r))
        d = iso_of(age)
        sup = r.choice(suppliers)
        a(Entry(f"{VA}/Receipts/receipt {sup} {d.isoformat()}.jpg", r.randint(700 * KB, 2_600 * KB), age))
    iso, age = day("2026-03-02")
    a(Entry(f"{VA}/Receipts/receipt Autel diagnostic tablet {iso}.pdf", 210 * KB, age))

    # ================================================================== Garage: van lease, insurance, price list, notes
    VL = f"{G}/Van lease"
    a(Entry(f"{VL}/Transit Custom lease agreement - signed.pdf", 2_900 * KB, ago("2024-08-30"), dup="vanlease"))
    a(Entry(f"{VL}/Lex Autolease payment schedule.pdf", 230 * KB, ago("2024-08-30")))
    a(Entry(f"{VL}/van insurance 2026-27.pdf", 540 * KB, _clear(ago("2026-08-28"))))
    a(Entry(f"{VL}/van insurance 2025-26.pdf", 520 * KB, ago("2025-08-29")))
    a(Entry(f"{VL}/Transit service history.pdf", 380 * KB, _clear(ago("2026-06-24"))))
    a(Entry(f"{VL}/lease end inspection guide.pdf", 1_100 * KB, ago("2024-08-30")))
    a(Entry(f"{G}/Price list 2026.xlsx", 54 * KB, _clear(ago("2026-01-12"))))
    a(Entry(f"{G}/Garage insurance 2026-27.pdf", 860 * KB, _clear(ago("2026-04-24"))))
    a(Entry(f"{G}/waste oil collection certificates 2026.pdf", 340 * KB, _clear(ago("2026-10-27"))))
    a(
        T(
            f"{G}/suppliers and phone numbers.txt",
            _clear(ago("2026-06-03")),
            "Euro Car Parts Kirkstall 0113 496 0011 (ask for Dean)\nGSF Armley 0113 496 0245\n"
            "Motor Factors Leeds 0113 496 0780\nRecovery: Mick's Recovery 07700 900321\n",
        )
    )

    # ================================================================== Julie: Open University
    modules = [
        ("SDK100 Science and health", "2024-10-05", "2025-06-20", True),
        ("SK299 Human biology", "2025-10-04", "2026-06-18", True),
        ("SK320 Infectious disease and public health", "2026-10-03", None, False),
    ]
    tma_titles = {
        "SDK100 Science and health": ["TMA01", "TMA02", "TMA03", "TMA04"],
        "SK299 Human biology": ["TMA01", "TMA02", "TMA03", "TMA04"],
        "SK320 Infectious disease and public health": ["TMA01"],
    }
    for mod, start, ema, done in modules:
        base = f"{OU}/{mod}"
        s0 = _dt.date.fromisoformat(start)
        a(Entry(f"{base}/Module guide.pdf", r.randint(1_200 * KB, 3_400 * KB), _clear(ago(start))))
        a(Entry(f"{base}/Assessment guide.pdf", r.randint(400 * KB, 900 * KB), _clear(ago(start) - 0.1)))
        for i, t in enumerate(tma_titles[mod]):
            sub = s0 + _dt.timedelta(days=38 + 49 * i)
            iso, sub_age = day(sub.isoformat())
            a(Entry(f"{base}/{t}.docx", r.randint(38 * KB, 95 * KB), sub_age))
            fb = _dt.date.fromisoformat(iso) + _dt.timedelta(days=16)
            if fb < TODAY:
                a(Entry(f"{base}/{t} tutor feedback.pdf", r.randint(150 * KB, 400 * KB), _clear(ago(fb.isoformat()))))
        if ema:
            a(Entry(f"{base}/EMA final.docx", r.randint(60 * KB, 120 * KB), _clear(ago(ema))))
        n_rec = 6 if done else 3
        for i in range(n_rec):
            rd = s0 + _dt.timedelta(days=11 + 26 * i)
            if rd >= TODAY - _dt.timedelta(days=8):
                continue
            iso, rec_age = day(rd.isoformat())
            code = mod.split()[0]
            a(
                Entry(
                    f"{base}/Lecture recordings/{code} tutorial {iso}.mp4",
                    r.randint(280 * MB, 940 * MB),
                    rec_age,
                )
            )
    a(Entry(f"{OU}/SK320 Infectious disease and public health/TMA02 draft.docx", 41 * KB, 1.3))
    a(
        T(
            f"{OU}/SK320 Infectious disease and public health/notes on vaccine hesitancy.txt",
            _clear(ago("2026-11-15")),
            "Vaccine hesitancy: confidence, complacency, convenience (the 3 Cs model, WHO SAGE).\n"
            "MMR uptake in England fell below 90%. Use for TMA02 part b.\n",
        )
    )
    ES = f"{OU}/Essays"
    a(Entry(f"{ES}/essay on water fluoridation.docx", 64 * KB, _clear(ago("2026-11-08"))))
    a(Entry(f"{ES}/essay on oral health inequalities.docx", 58 * KB, ago("2025-05-07")))
    a(Entry(f"{ES}/essay on the placebo effect.docx", 47 * KB, ago("2025-02-18")))
    a(Entry(f"{ES}/essay on antibiotic resistance - plan.docx", 19 * KB, _clear(ago("2026-10-25"))))
    a(Entry(f"{OU}/Study planner 2026-27.xlsx", 36 * KB, _clear(ago("2026-10-10"))))
    a(Entry(f"{OU}/OU student loan letter 2026.pdf", 170 * KB, _clear(ago("2026-08-14"))))
    a(Entry(f"{OU}/degree plan - BSc Health Sciences.docx", 29 * KB, ago("2024-09-02")))

    # ================================================================== Julie: dental work
    DW = "Julie/Dental work"
    a(Entry(f"{DW}/GDC/GDC registration certificate.pdf", 260 * KB, ago("2019-08-14")))
    a(Entry(f"{DW}/GDC/GDC annual retention fee 2026 receipt.pdf", 95 * KB, _clear(ago("2026-07-28")), dup="gdc26"))
    a(Entry(f"{DW}/GDC/GDC annual retention fee 2025 receipt.pdf", 94 * KB, ago("2025-07-29")))
    a(Entry(f"{DW}/GDC/GDC annual retention fee 2024 receipt.pdf", 92 * KB, ago("2024-07-30")))
    a(Entry(f"{DW}/CPD/CPD log 2026.xlsx", 31 * KB, _clear(ago("2026-10-18"))))
    a(Entry(f"{DW}/CPD/CPD log 2025.xlsx", 29 * KB, ago("2025-12-12")))
    for n, d in [
        ("CPD certificate - radiography and radiation protection 2026.pdf", "2026-02-26"),
        ("CPD certificate - medical emergencies 2026.pdf", "2026-09-17"),
        ("CPD certificate - safeguarding 2025.pdf", "2025-06-12"),
        ("CPD certificate - infection control 2025.pdf", "2025-03-27"),
        ("CPD certificate - oral cancer awareness 2024.pdf", "2024-11-06"),
    ]:
        a(Entry(f"{DW}/CPD/{n}", r.randint(120 * KB, 340 * KB), _clear(ago(d))))
    a(Entry(f"{DW}/DDU indemnity membership 2026.pdf", 210 * KB, _clear(ago("2026-04-07"))))
    a(Entry(f"{DW}/contract - Brightsmile Dental.pdf", 330 * KB, ago("2023-05-02")))
    for y, m in _months("2025-11", 12):
        a(
            Entry(
                f"{DW}/Payslips/Brightsmile payslip {y}-{m:02d}.pdf",
                r.randint(60 * KB, 80 * KB),
                _clear(ago(f"{y}-{m:02d}-25")),
            )
        )

    # ================================================================== Ryan's old stuff
    SC = f"{RY}/School"
    for n, s, d in [
        ("GCSE/English - Of Mice and Men essay.docx", 48 * KB, "2018-03-14"),
        ("GCSE/History coursework - Jack the Ripper.docx", 112 * KB, "2018-02-02"),
        ("GCSE/Science revision notes.pdf", 3_400 * KB, "2018-05-09"),
        ("GCSE/DT project - phone stand.pptx", 24 * MB, "2018-04-20"),
        ("GCSE/GCSE results 2018.pdf", 180 * KB, "2018-08-23"),
        ("A level/Computer Science NEA - snake game report.docx", 1_900 * KB, "2020-03-11"),
        ("A level/Computer Science NEA - snake game.zip", 14 * MB, "2020-03-11"),
        ("A level/Physics revision notes.pdf", 5_600 * KB, "2020-02-18"),
        ("A level/UCAS personal statement.docx", 26 * KB, "2019-10-08"),
        ("A level/A level results 2020.pdf", 170 * KB, "2020-08-13"),
    ]:
        a(Entry(f"{SC}/{n}", s, ago(d)))
    for i in range(9):
        yr = 2015 + i // 3
        a(
            Entry(
                f"{SC}/GCSE/Maths past papers/Maths {yr} paper {i % 3 + 1}.pdf",
                r.randint(500 * KB, 1_400 * KB),
                ago("2018-04-03") + i,
            )
        )
    for i in range(14):
        a(
            Entry(
                f"{SC}/Prom 2020/prom_{i + 1:02d}.jpg", r.randint(1_800 * KB, 4_200 * KB), ago("2020-09-26") + i * 0.01
            )
        )
    GM = f"{RY}/Gaming"
    clips = [
        ("Warzone 12 kill game.mp4", 1_820 * MB, "2021-04-17"),
        ("Warzone final circle clutch.mp4", 940 * MB, "2021-05-02"),
        ("Rocket League ceiling shot.mp4", 210 * MB, "2020-12-28"),
        ("Rocket League overtime winner.mp4", 185 * MB, "2021-01-09"),
        ("Fortnite victory royale.mp4", 760 * MB, "2019-07-21"),
        ("Fortnite first win with Josh.mp4", 690 * MB, "2019-06-30"),
        ("FIFA 21 last minute goal.mp4", 330 * MB, "2021-02-14"),
        ("Minecraft castle timelapse.mp4", 2_450 * MB, "2020-05-03"),
        ("GTA V heist fail.mp4", 1_260 * MB, "2020-08-11"),
        ("Apex Legends squad wipe.mp4", 880 * MB, "2021-03-06"),
    ]
    for n, s, d in clips:
        dup = "castle" if n.startswith("Minecraft castle") else None
        a(Entry(f"{GM}/Clips/{n}", s, ago(d), dup=dup))
    a(Entry(f"{GM}/Clips/best of/Minecraft castle timelapse.mp4", 2_450 * MB, ago("2021-06-12"), dup="castle"))
    for n, s, d in [
        ("castle world.zip", 640 * MB, "2020-05-03"),
        ("survival with Josh.zip", 410 * MB, "2020-11-22"),
        ("skyblock.zip", 95 * MB, "2019-08-15"),
    ]:
        a(Entry(f"{GM}/Minecraft/worlds/{n}", s, ago(d)))
    for n in ("optifine_HD_U_G8.jar", "journeymap-1.16.5.jar", "biomes-o-plenty-1.16.5.jar", "jei-1.16.5.jar"):
        a(Entry(f"{GM}/Minecraft/mods/{n}", r.randint(300 * KB, 9 * MB), ago("2021-01-30")))
    for i in range(8):
        a(Entry(f"{GM}/save backups/Skyrim save {i + 1}.ess", r.randint(6 * MB, 14 * MB), ago("2019-12-20") + i * 5))
    for i in range(12):
        d = _dt.date(2020, 3, 1) + _dt.timedelta(days=i * 23)
        a(Entry(f"{GM}/Screenshots/{d:%Y%m%d}_{hms()}_1.png", r.randint(1_100 * KB, 3_300 * KB), ago(d.isoformat())))
    BOT = f"{RY}/Coding/discord-bot"
    a(T(f"{BOT}/index.js", ago("2021-02-08"), "const { Client } = require('discord.js');\nclient.login(TOKEN);\n"))
    a(T(f"{BOT}/package.json", ago("2021-02-08"), '{"name": "ryans-bot", "dependencies": {"discord.js": "^12.5.1"}}\n'))
    a(T(f"{BOT}/README.md", ago("2021-02-08"), "# ryans-bot\n\nA Discord bot for the squad. !clip posts a clip.\n"))
    a(T(f"{BOT}/.git/HEAD", ago("2021-02-08"), "ref: refs/heads/master\n"))
    for _i in range(12):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{BOT}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), ago("2021-02-08")))
    for p in ("discord.js", "ws", "node-fetch", "abort-controller", "prism-media", "@discordjs/collection"):
        for f in ("package.json", "index.js", "README.md", "LICENSE"):
            a(Entry(f"{BOT}/node_modules/{p}/{f}", r.randint(500, 200_000), ago("2021-02-08")))

    # ================================================================== Documents (household)
    for n, s, d in [
        ("House/home insurance 2026-27.pdf", 720 * KB, "2026-03-16"),
        ("House/mortgage annual statement 2026.pdf", 240 * KB, "2026-02-11"),
        ("House/council tax 2026-27.pdf", 130 * KB, "2026-03-23"),
        ("House/boiler service 2026.pdf", 95 * KB, "2026-10-16"),
        ("Family/passport renewal Julie 2025.pdf", 1_300 * KB, "2025-04-08"),
        ("Family/marriage certificate.pdf", 2_100 * KB, "2012-06-19"),
        ("Family/Ryan birth certificate.pdf", 1_900 * KB, "2012-06-19"),
        ("Car/Julie Yaris insurance 2026.pdf", 480 * KB, "2026-05-19"),
        ("Car/Julie Yaris V5C.pdf", 620 * KB, "2023-02-07"),
    ]:
        a(Entry(f"Documents/{n}", s, _clear(ago(d))))

    # ================================================================== Pictures: phone backup, Tenerife
    PB = "Pictures/Phone backup"
    cam = []
    age = 0.8
    for _i in range(130):
        age = _clear(_morning(age + 1.4 + r.random() * 3.2, r))
        d = iso_of(age)
        e = Entry(f"{PB}/Camera/IMG_{d:%Y%m%d}_{hms()}.jpg", r.randint(1_600 * KB, 4_400 * KB), age)
        cam.append(e)
        a(e)
    for hh in ("091544", "142210"):
        a(Entry(f"{PB}/Camera/IMG_20261118_{hh}.jpg", r.randint(1_600 * KB, 4_400 * KB), "11-18"))
    age = 1.1
    for _i in range(22):
        age = _clear(_morning(age + 4.0 + r.random() * 9, r))
        d = iso_of(age)
        a(Entry(f"{PB}/Screenshots/Screenshot_{d:%Y%m%d}-{hms()}.png", r.randint(300 * KB, 1_500 * KB), age))
    age = 0.9
    for i in range(45):
        age = _clear(_morning(age + 2.0 + r.random() * 5, r))
        d = iso_of(age)
        a(Entry(f"{PB}/WhatsApp Images/IMG-{d:%Y%m%d}-WA{i:04d}.jpg", r.randint(70 * KB, 380 * KB), age))
    TF = "Pictures/Tenerife 2025"
    for i in range(24):
        a(Entry(f"{TF}/DSC_{4100 + i}.JPG", r.randint(4_000 * KB, 7_800 * KB), ago("2025-08-09") + i * 0.3))
    a(Entry(f"{TF}/Julie and Steve at Los Gigantes.jpg", 3_300 * KB, ago("2025-08-12"), dup="gigantes"))
    a(Entry("Pictures/Ryan graduation 2024/graduation with mum and dad.jpg", 4_100 * KB, ago("2024-07-18")))
    a(Entry("Pictures/Ryan graduation 2024/Ryan gown.jpg", 3_800 * KB, ago("2024-07-18")))
    a(Entry("Pictures/Garage open day 2026/new sign.jpg", 3_100 * KB, _clear(ago("2026-06-13"))))
    a(Entry("Pictures/Garage open day 2026/bay 2 with the ramp.jpg", 3_600 * KB, _clear(ago("2026-06-13"))))

    # ================================================================== Videos
    a(Entry("Videos/Ryan graduation 2024.mp4", 1_650 * MB, ago("2024-07-18")))
    a(Entry("Videos/Tenerife 2025 boat trip.mp4", 2_900 * MB, ago("2025-08-13")))
    a(Entry("Videos/garage open day 2026.mp4", 1_120 * MB, _clear(ago("2026-06-13"))))

    # ================================================================== Downloads
    dl = [
        ("AutelMaxiPC_Setup_v2.52.exe", 612 * MB, "2026-03-02", None),
        ("Delphi DS150E software 2021.10b.zip", 1_270 * MB, "2025-06-10", None),
        ("TeamViewer_Setup_x64.exe", 74 * MB, "2025-01-20", None),
        ("SteamSetup.exe", 2_300 * KB, "2019-06-02", None),
        ("zoom_x64_6.2.exe", 88 * MB, "2026-10-14", None),
        ("SageAccounts_v30_setup.exe", 540 * MB, "2026-04-20", None),
        ("LibreOffice_24.8.2_Win_x86-64.msi", 345 * MB, "2026-09-10", None),
        ("Euro Car Parts trade catalogue 2026 (1).pdf", 148 * MB, "2026-02-10", "ecp26"),
        ("Euro Car Parts trade catalogue 2026 (2).pdf", 148 * MB, "2026-03-24", "ecp26"),
        ("NGK spark plugs catalogue 2026.pdf", 27 * MB, "2026-04-20", "ngk26"),
        ("SK320_module_guide.pdf", 0, "2026-10-02", "sk320guide"),
        ("GDC annual retention fee 2026 receipt (1).pdf", 95 * KB, "2026-07-29", "gdc26"),
        ("lease_agreement_signed_DX71KFP.pdf", 2_900 * KB, "2024-08-29", "vanlease"),
        ("Haynes_Astra_J_manual.pdf.crdownload", 96 * MB, "2026-11-14", None),
        ("Untitled.txt", 0, "2026-08-20", None),
        ("phone backup 2023.zip", 4_800 * MB, "2023-09-17", None),
        ("HMRC VAT notice 700.pdf", 3_100 * KB, "2025-11-02", None),
        ("Brightsmile rota December.pdf", 140 * KB, "2026-11-13", None),
        ("tyre pressure chart.pdf", 850 * KB, "2026-01-29", None),
        ("OU assessment handbook.pdf", 2_200 * KB, "2026-10-07", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- ring Mrs Briggs about the Astra EGR valve\n- VAT return due 7 Feb\n"
            "- order brake discs for the Defender\n- send Priya the bank statements\n- van MOT due March\n",
        )
    )
    a(Entry("Desktop/Astra J EGR wiring.pdf", 1_840 * KB, _clear(ago("2026-11-14")), dup="egrwiring"))
    a(Entry("Desktop/Price list 2026 - Copy.xlsx", 51 * KB, _clear(ago("2025-12-29"))))
    a(Entry("Desktop/Los Gigantes.jpg", 3_300 * KB, ago("2025-08-20"), dup="gigantes"))

    # ================================================================== hidden / noise
    a(T(".bashrc", 900.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 900.3, 'if [ -n "$BASH_VERSION" ]; then . "$HOME/.bashrc"; fi\n'))
    a(T(".config/user-dirs.dirs", 900.3, 'XDG_DOWNLOAD_DIR="$HOME/Downloads"\n'))
    a(T(".config/libreoffice/registrymodifications.xcu", 40.3, "<oor:items></oor:items>\n"))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 90_000),
                1.5 + r.random() * 40,
            )
        )
    for _i in range(8):
        a(Entry(f".local/share/Steam/appcache/{r.getrandbits(32):08x}.bin", r.randint(1 * MB, 40 * MB), 2000.3))

    # the module guide downloaded from the OU site is the SK320 one, byte for byte
    src = next(e for e in E if e.path == f"{OU}/SK320 Infectious disease and public health/Module guide.pdf")
    E[E.index(src)] = Entry(src.path, src.size, src.age, dup="sk320guide")
    dl_guide = next(e for e in E if e.path == "Downloads/SK320_module_guide.pdf")
    E[E.index(dl_guide)] = Entry(dl_guide.path, src.size, dl_guide.age, dup="sk320guide")
    return _check_mechanic(_check(E))


def _check_mechanic(entries: list[Entry]) -> list[Entry]:
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

    # dates written in names agree with the files' ages
    for e in entries:
        if e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(?:IMG|IMG-|Screenshot)_?(\d{4})(\d{2})(\d{2})", e.name) or re.search(
            r"(\d{4})(\d{2})(\d{2})_(?:faultcodes|livedata)", e.name
        )
        m2 = re.search(r"(?:VT20|VT30|tutorial|receipt .*) (\d{4})-(\d{2})-(\d{2})", e.name)
        for mm in (m, m2):
            if mm:
                got = _dt.date(*map(int, mm.groups()[:3]))
                want = _dt.date(2026, 11, 18) if e.age == "11-18" else iso_of(e.age)
                assert got == want, (e.path, e.age)
    return entries


HOMES["mechanic"] = mechanic

if __name__ == "__main__":
    from homes import human

    es = mechanic()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
