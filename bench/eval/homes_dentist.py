"""A generated home for the held-out set AG (heldout_ag.jsonl): the Brennans' family computer. Dr Leila Brennan, a
dentist who owns a small two-surgery practice (Brennan Dental); her husband Owen, a secondary-school maths teacher and
Head of Year 10; their twins Maya and Rory (17, Year 13).

Shape: Practice/ (Staff rotas, one spreadsheet a month "Rota January 2026.xlsx"; CQC/ the inspection folder with
Policies/ and Audits/; Leaflets/ patient-facing PDFs with Word drafts; Equipment/<machine>/ service records, one folder
per machine; Invoices/<YYYY-MM>/ supplier invoices by month; X-ray exports/ as .dcm/.png named by date and patient
number; CPD/ logs and certificates; Payroll/ monthly summaries as .xlsx and P60s; Staff/ contracts and DBS checks;
Meetings/ notes whose text can be searched); School/ (Owen's: Lesson plans/<Year N>/<topic>/, Mocks/<sitting>/ papers
and mark schemes, Classes/ one spreadsheet per class, Head of Year 10/ with incident reports, Admin/); Maya/ (school
projects: a Geography NEA and an EPQ, Driving theory/ revision); Rory/ (Clips/Minecraft and Clips/Fortnite as
ShadowPlay .mp4 named by date, Band/ rehearsal recordings of "Static Bloom", a Computer Science NEA with .git, .venv and
__pycache__ noise, history coursework); Household/ (Mortgage, Insurance, Cars/<car>/ with MOT certificates named the
same for both cars, Holidays/<trip>/ with the bookings and Photos/, Council tax); Pictures (phone photos
IMG_YYYYMMDD_HHMMSS.jpg, Android screenshots), Videos, Documents; Downloads (installers, zips, an unfinished download,
an empty file, supplier invoices downloaded twice: exact copies of files in Practice/Invoices, some with " (1)");
Desktop clutter; hidden dotfiles, .ssh keys, .cache and a .minecraft folder.

Dates written in names (X-rays, invoices, service reports, photos, clips, rehearsals, meetings) match the files' ages as
of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid the ages that sit on a date boundary of
set AG's questions (BAD_WINDOWS, checked by `_check_dentist`); the files dated Nov 19 are month-day anchors ("11-19").
Random times of day keep clear of midnight, so that summer time (in any time zone) never moves a file to another
day than the one its name says.
"""

from __future__ import annotations

import datetime as _dt
import math
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

TODAY = _dt.date(2026, 11, 24)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    """The calendar day of a file `age` days old, as of noon on TODAY (the clock of a pinned run)."""
    return TODAY + _dt.timedelta(days=math.floor(0.5 - age))


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set AG's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [3, 7, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-03-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(3.4, 7.8)]  # Nov 19 (a named day, only its anchors) and the past week


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def _tz_safe(age: float) -> float:
    """Keep a random age's time of day away from midnight (noon minus 12 hours), so that a summer-time hour in
    either direction does not move the file to another calendar day than the one its name says."""
    frac = age - math.floor(age)
    return math.floor(age) + 0.4 if 0.42 <= frac <= 0.58 else age


def day_ok(iso: str) -> str:
    """`iso` itself if a file dated that day keeps clear of the boundaries, else the nearest earlier such day in the
    same month (for names that carry the date)."""
    d = _dt.date.fromisoformat(iso)
    for back in range(0, 28):
        x = d - _dt.timedelta(days=back)
        if x.month != d.month:
            break
        if not _bad(ago(x.isoformat())):
            return x.isoformat()
    for fwd in range(1, 28):
        x = d + _dt.timedelta(days=fwd)
        if x.month != d.month or x >= TODAY:
            break
        if not _bad(ago(x.isoformat())):
            return x.isoformat()
    raise AssertionError(iso)


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


MONTH_NAMES = [
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

P = "Practice"
SC = "School"
HH = "Household"

MACHINES = {
    # folder: service dates (oldest first)
    "Autoclave - Melag Vacuklav 31B": ["2024-11-20", "2025-05-21", "2025-11-18", "2026-05-20", "2026-11-09"],
    "Compressor - Cattani 2-cylinder": ["2025-03-12", "2026-03-11"],
    "X-ray unit - Planmeca ProX": ["2025-02-18", "2026-02-17"],
    "OPG - Carestream CS 8100": ["2025-06-10", "2026-06-09"],
    "Dental chair - Surgery 1": ["2025-04-15", "2025-10-14", "2026-04-14", "2026-10-13"],
    "Dental chair - Surgery 2": ["2025-04-15", "2025-10-14", "2026-04-14", "2026-10-13"],
    "Washer disinfector - Miele PG 8581": ["2025-07-08", "2026-01-13", "2026-07-07"],
    "Suction unit - Durr VS 300": ["2025-09-16", "2026-09-15"],
}

SUPPLIERS = ["Henry Schein", "Dental Sky", "Kent Express", "DD Group"]

STAFF = [
    "Aisha Khan",
    "Beata Nowak",
    "Chloe Price",
    "Gemma Lloyd",
    "Janet Morris",
    "Priya Shah",
    "Tom Fielding",
]

# Owen's lesson plans: year group -> topic -> lessons
LESSONS = {
    "Year 7": {
        "Place value": ["ordering decimals", "rounding", "standard form intro"],
        "Fractions": ["equivalent fractions", "adding fractions", "multiplying fractions", "fractions of amounts"],
        "Angles": ["angles on a line", "angles in triangles", "parallel lines"],
    },
    "Year 9": {
        "Pythagoras": ["finding the hypotenuse", "finding a shorter side", "problems in context"],
        "Simultaneous equations": ["elimination", "substitution", "word problems"],
        "Probability": ["sample spaces", "tree diagrams", "Venn diagrams"],
    },
    "Year 10": {
        "Quadratics": [
            "expanding double brackets",
            "factorising quadratics",
            "completing the square",
            "the quadratic formula",
            "solving by graphs",
        ],
        "Trigonometry": ["SOHCAHTOA", "finding angles", "exact values"],
        "Vectors": ["column vectors", "vector proof"],
        "Circle theorems": ["angles at the centre", "cyclic quadrilaterals", "tangents"],
    },
    "Year 12": {
        "Binomial expansion": ["Pascal's triangle", "the binomial theorem"],
        "Differentiation": ["from first principles", "tangents and normals", "stationary points"],
    },
}

CLASSES = ["7C", "9B", "10X1", "10X3", "11X1", "12A", "13A"]


def dentist() -> list[Entry]:
    r = random.Random(2611)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Practice: staff rotas (one a month)
    for y, m in _months("2025-12", 13):  # December 2025 ... December 2026
        if (y, m) == (2026, 12):
            age = ago("2026-11-16")  # next month's rota, drafted ahead
        elif (y, m) == (2025, 12):
            age = ago("2025-12-08")
        else:
            age = ago(day_ok(f"{y}-{m:02d}-08"))  # swaps edited during the month itself
        a(Entry(f"{P}/Staff rotas/Rota {MONTH_NAMES[m - 1]} {y}.xlsx", r.randint(28 * KB, 46 * KB), age))
    a(Entry(f"{P}/Staff rotas/Holiday requests 2026.xlsx", 24 * KB, ago("2026-11-12")))
    a(Entry(f"{P}/Staff rotas/Bank holiday cover 2026.docx", 31 * KB, ago("2026-04-22")))

    # ================================================================== Practice: CQC inspection folder
    CQ = f"{P}/CQC"
    for n, s, d in [
        ("CQC registration certificate.pdf", 420 * KB, "2019-06-03"),
        ("CQC inspection report 2023.pdf", 1_850 * KB, "2023-05-16"),
        ("Statement of purpose 2026.docx", 64 * KB, "2026-02-11"),
        ("Legionella risk assessment 2026.pdf", 2_300 * KB, "2026-04-28"),
        ("Fire risk assessment 2026.pdf", 1_600 * KB, "2026-06-23"),
        ("Mock inspection checklist.xlsx", 88 * KB, "2026-11-16"),
        ("Evidence folder index.docx", 41 * KB, "2026-11-10"),
        ("IPC annual statement 2026.docx", 52 * KB, "2026-03-24"),
    ]:
        a(Entry(f"{CQ}/{n}", s, _clear(ago(d))))
    a(
        T(
            f"{CQ}/mock inspection notes.txt",
            ago("2026-11-11"),
            "Mock CQC inspection with Janet, 11 Nov.\nSafe: sharps bins in Surgery 2 not dated; fix before the visit.\n"
            "Effective: CPD records complete except Tom's radiography hours.\nWell-led: update the statement of "
            "purpose with the new opening hours.\nThe autoclave daily test strips must be filed every week.\n",
        )
    )
    for n in (
        "Infection control policy v5",
        "Safeguarding policy v4",
        "Whistleblowing policy",
        "Complaints policy",
        "Data protection (GDPR) policy",
        "Consent policy",
        "Medical emergencies policy",
        "Radiation protection policy",
        "Sharps injury policy",
        "Equality and diversity policy",
        "Recruitment policy",
        "Waste management policy",
    ):
        a(Entry(f"{CQ}/Policies/{n}.docx", r.randint(30 * KB, 95 * KB), _clear(130.3 + r.random() * 400)))
    for n, d in [
        ("Infection control audit 2026 Q1.pdf", "2026-04-07"),
        ("Infection control audit 2026 Q2.pdf", "2026-07-14"),
        ("Infection control audit 2026 Q3.pdf", "2026-10-20"),
        ("Radiography audit 2026.xlsx", "2026-06-30"),
        ("Record keeping audit 2026.xlsx", "2026-09-22"),
        ("Hand hygiene audit October 2026.pdf", "2026-10-27"),
    ]:
        a(Entry(f"{CQ}/Audits/{n}", r.randint(90 * KB, 900 * KB), _clear(ago(d))))

    # ================================================================== Practice: patient leaflets
    LF = f"{P}/Leaflets"
    leaflets = [
        ("Tooth whitening - what to expect.pdf", "2025-04-09"),
        ("Invisalign patient guide.pdf", "2025-09-30"),
        ("Aftercare - tooth extraction.pdf", "2024-10-15"),
        ("Aftercare - root canal treatment.pdf", "2024-10-15"),
        ("Children's teeth - a guide for parents.pdf", "2025-02-26"),
        ("Gum disease and your health.pdf", "2025-06-17"),
        ("Dental implants - your questions answered.pdf", "2026-05-12"),
        ("Price list 2025.pdf", "2025-03-31"),
        ("Price list 2026.pdf", "2026-03-30"),
        ("NHS charges 2026-27.pdf", "2026-04-02"),
        ("Welcome to Brennan Dental.pdf", "2026-08-25"),
    ]
    for n, d in leaflets:
        a(Entry(f"{LF}/{n}", r.randint(400 * KB, 3_900 * KB), _clear(ago(d))))
    for n, d in [
        ("Price list 2026 - draft.docx", "2026-03-19"),
        ("Welcome leaflet - draft v2.docx", "2026-08-18"),
        ("Dental implants leaflet - draft.docx", "2026-05-05"),
    ]:
        a(Entry(f"{LF}/drafts/{n}", r.randint(40 * KB, 180 * KB), _clear(ago(d))))

    # ================================================================== Practice: equipment service records by machine
    EQ = f"{P}/Equipment"
    for machine, dates in MACHINES.items():
        for d in dates:
            d = day_ok(d)
            a(Entry(f"{EQ}/{machine}/Service report {d}.pdf", r.randint(150 * KB, 700 * KB), ago(d)))
    a(Entry(f"{EQ}/Autoclave - Melag Vacuklav 31B/Pressure vessel inspection 2026.pdf", 380 * KB, ago("2026-05-20")))
    a(Entry(f"{EQ}/Autoclave - Melag Vacuklav 31B/Validation log 2026.xlsx", 140 * KB, ago("2026-11-13")))
    a(Entry(f"{EQ}/Autoclave - Melag Vacuklav 31B/Melag user manual.pdf", 8_200 * KB, ago("2019-05-28")))
    a(Entry(f"{EQ}/Compressor - Cattani 2-cylinder/Pressure vessel inspection 2026.pdf", 360 * KB, ago("2026-03-11")))
    a(Entry(f"{EQ}/X-ray unit - Planmeca ProX/Critical examination report.pdf", 940 * KB, ago("2019-07-02")))
    a(Entry(f"{EQ}/X-ray unit - Planmeca ProX/RPA annual QA 2026.pdf", 610 * KB, ago("2026-02-17")))
    a(Entry(f"{EQ}/OPG - Carestream CS 8100/RPA annual QA 2026.pdf", 650 * KB, ago("2026-06-09")))
    a(Entry(f"{EQ}/Washer disinfector - Miele PG 8581/Validation report 2026.pdf", 520 * KB, ago("2026-07-07")))
    a(Entry(f"{EQ}/Equipment register.xlsx", 56 * KB, ago("2026-10-13")))

    # ================================================================== Practice: supplier invoices by month
    INV = f"{P}/Invoices"
    inv_no = {"Henry Schein": 58100, "Dental Sky": 770900, "Kent Express": 448700, "DD Group": 90100}
    for y, m in _months("2025-11", 13):  # 2025-11 ... 2026-11
        folder = f"{INV}/{y}-{m:02d}"
        last_day = 20 if (y, m) == (2026, 11) else 27
        for sup in SUPPLIERS:
            k = {"Henry Schein": r.choice([1, 2, 2, 3]), "Dental Sky": r.choice([0, 1, 1, 2])}.get(
                sup, r.choice([0, 1])
            )
            for _j in range(k):
                d = day_ok(f"{y}-{m:02d}-{r.randint(3, last_day):02d}")
                inv_no[sup] += r.randint(40, 400)
                n = {
                    "Henry Schein": f"Henry Schein INV-{inv_no[sup]:07d}.pdf",
                    "Dental Sky": f"Dental Sky invoice {inv_no[sup]}.pdf",
                    "Kent Express": f"Kent Express SI-{inv_no[sup]}.pdf",
                    "DD Group": f"DD Group invoice {inv_no[sup]}.pdf",
                }[sup]
                a(Entry(f"{folder}/{n}", r.randint(60 * KB, 240 * KB), ago(d)))
        if (y, m) != (2026, 11):
            d = day_ok(f"{y}-{m:02d}-28")
            a(Entry(f"{folder}/Smile Dental Lab statement {y}-{m:02d}.pdf", r.randint(90 * KB, 300 * KB), ago(d)))
        d = day_ok(f"{y}-{m:02d}-15")
        a(Entry(f"{folder}/Initial Medical waste collection {y}-{m:02d}.pdf", r.randint(70 * KB, 130 * KB), ago(d)))

    # ================================================================== Practice: X-ray exports named by date
    XR = f"{P}/X-ray exports"
    views = [("bitewing L", 1), ("bitewing R", 1), ("periapical UL6", 1), ("periapical LR7", 1), ("OPG", 2)]
    xdays = []
    age = 2.3
    while age < 420:
        xdays.append(_clear(_tz_safe(age)))
        age = xdays[-1] + 4.0 + r.random() * 14
    for i, age in enumerate(xdays):
        d = iso_of(age)
        pt = f"P{10400 + r.randint(0, 1500)}"
        view, kind = views[i % len(views)]
        stem = f"{d.isoformat()} {pt} {view}"
        size = r.randint(9 * MB, 22 * MB) if kind == 2 else r.randint(900 * KB, 3_200 * KB)
        fmt = r.random()
        if fmt < 0.4 or kind == 2:
            a(Entry(f"{XR}/{stem}.dcm", size, age))
        if fmt >= 0.4 and fmt < 0.75:
            a(Entry(f"{XR}/{stem}.png", r.randint(250 * KB, 1_400 * KB), age))
        if fmt >= 0.75:
            a(Entry(f"{XR}/{stem}.dcm", size, age))
            a(Entry(f"{XR}/{stem}.png", r.randint(250 * KB, 1_400 * KB), age))
    for n, s in [
        ("2026-11-19 P11873 bitewing L.dcm", 2_400 * KB),
        ("2026-11-19 P11873 bitewing R.dcm", 2_350 * KB),
        ("2026-11-19 P11873 bitewing L.png", 830 * KB),
    ]:
        a(Entry(f"{XR}/{n}", s, "11-19"))

    # ================================================================== Practice: CPD
    CP = f"{P}/CPD"
    for y, d in (("2024", "2024-12-18"), ("2025", "2025-12-17"), ("2026", "2026-11-13")):
        a(Entry(f"{CP}/CPD log {y}.xlsx", r.randint(30 * KB, 60 * KB), ago(d)))
    for n, d in [
        ("Medical emergencies and CPR 2025.pdf", "2025-02-04"),
        ("Medical emergencies and CPR 2026.pdf", "2026-02-03"),
        ("Radiography and radiation protection 2025.pdf", "2025-05-08"),
        ("Disinfection and decontamination 2026.pdf", "2026-06-02"),
        ("Safeguarding children and adults level 2 2025.pdf", "2025-09-24"),
        ("Oral cancer early detection 2026.pdf", "2026-09-29"),
        ("Legal and ethical issues 2024.pdf", "2024-11-06"),
        ("Complaints handling 2026.pdf", "2026-10-06"),
        ("BDA Dentistry Show 2026 attendance.pdf", "2026-05-16"),
    ]:
        a(Entry(f"{CP}/Certificates/{n}", r.randint(120 * KB, 520 * KB), _clear(ago(d))))
    a(Entry(f"{CP}/GDC annual renewal receipt 2026.pdf", 95 * KB, ago("2026-10-29")))
    a(Entry(f"{CP}/Personal development plan 2026.docx", 48 * KB, ago("2026-01-20")))

    # ================================================================== Practice: payroll and staff
    PY = f"{P}/Payroll"
    for y, m in _months("2025-04", 19):  # 2025-04 ... 2026-10, run on the 25th
        d = day_ok(f"{y}-{m:02d}-25")
        a(Entry(f"{PY}/Payroll summary {y}-{m:02d}.xlsx", r.randint(38 * KB, 64 * KB), ago(d)))
    for s in STAFF:
        a(Entry(f"{PY}/P60s 2025-26/P60 2025-26 - {s}.pdf", r.randint(70 * KB, 90 * KB), ago("2026-05-15")))
    a(Entry(f"{PY}/Pension auto-enrolment - NEST.pdf", 310 * KB, ago("2025-06-12")))
    ST = f"{P}/Staff"
    for i, s in enumerate(STAFF):
        a(Entry(f"{ST}/Contracts/Contract - {s}.pdf", r.randint(180 * KB, 420 * KB), _clear(400.3 + i * 97.1)))
        a(Entry(f"{ST}/DBS checks/DBS - {s}.pdf", r.randint(250 * KB, 480 * KB), _clear(380.3 + i * 89.7)))
    a(Entry(f"{ST}/Staff handbook 2026.docx", 230 * KB, ago("2026-01-14")))
    a(Entry(f"{ST}/Hep B immunity records.xlsx", 36 * KB, ago("2026-09-08")))

    # ================================================================== Practice: meetings (searchable text)
    MT = f"{P}/Meetings"
    meetings = [
        ("2026-07-07", "Summer closure 3-7 August. New hygienist days from September: Priya on Thursdays.\n"),
        ("2026-09-08", "Autumn: flu jabs for staff on 24 September. Dental Sky prices up 4 per cent.\n"),
        ("2026-10-13", "CQC visit expected before Christmas. Janet to chase the Legionella water temperature log.\n"),
        ("2026-11-09", "Mock inspection on 11 Nov. Beata to redo the sharps bin labels. Christmas party at Luca's.\n"),
    ]
    for d, text in meetings:
        a(T(f"{MT}/Practice meeting {d}.md", ago(d), f"# Practice meeting {d}\n\n{text}"))
    a(
        T(
            f"{MT}/Staff huddle 2026-11-19.md",
            "11-19",
            "# Huddle 19 Nov\n\nSurgery 2 suction unit is noisy again: call Durr engineer. Gemma off Friday.\n",
        )
    )

    # ================================================================== Owen: school
    LP = f"{SC}/Lesson plans"
    base = 800.3
    for yg, topics in LESSONS.items():
        for ti, (topic, lessons) in enumerate(topics.items()):
            t_age = _clear(base - ti * 47.3 - r.random() * 20)
            if yg == "Year 10" and topic == "Quadratics":
                t_age = ago("2026-10-05")
            for li, lesson in enumerate(lessons):
                a(
                    Entry(
                        f"{LP}/{yg}/{topic}/L{li + 1} {lesson}.docx",
                        r.randint(28 * KB, 120 * KB),
                        _clear(t_age - li * 2.1),
                    )
                )
            a(Entry(f"{LP}/{yg}/{topic}/{topic} slides.pptx", r.randint(2 * MB, 19 * MB), _clear(t_age + 1.1)))
            a(Entry(f"{LP}/{yg}/{topic}/{topic} worksheet.pdf", r.randint(150 * KB, 1_300 * KB), _clear(t_age + 0.6)))
        base -= 150.0
    QD = f"{LP}/Year 10/Quadratics"
    a(Entry(f"{QD}/Quadratics end of unit test.pdf", 620 * KB, ago("2026-11-06")))
    a(Entry(f"{QD}/Quadratics end of unit test - mark scheme.pdf", 480 * KB, ago("2026-11-06")))
    MK = f"{SC}/Mocks"
    mocks = [
        (
            "Year 13 mocks January 2026",
            "2026-01-07",
            ["Pure paper 1", "Pure paper 2", "Statistics and mechanics paper"],
            "Year 13 mock results January 2026.xlsx",
            "2026-01-30",
        ),
        (
            "Year 11 mocks March 2026",
            "2026-02-24",
            ["Paper 1 non-calculator", "Paper 2 calculator", "Paper 3 calculator"],
            "Year 11 mock results March 2026.xlsx",
            "2026-03-20",
        ),
        (
            "Year 11 mocks November 2026",
            "2026-10-21",
            ["Paper 1 non-calculator", "Paper 2 calculator", "Paper 3 calculator"],
            "Year 11 mock results November 2026.xlsx",
            "2026-11-22",
        ),
    ]
    for folder, d, papers, results, rd in mocks:
        for p in papers:
            a(Entry(f"{MK}/{folder}/{p}.pdf", r.randint(500 * KB, 2_600 * KB), _clear(ago(d))))
            a(Entry(f"{MK}/{folder}/{p} mark scheme.pdf", r.randint(300 * KB, 1_400 * KB), _clear(ago(d))))
        a(Entry(f"{MK}/{folder}/{results}", r.randint(40 * KB, 110 * KB), _clear(ago(rd))))
    a(Entry(f"{MK}/Year 11 mocks November 2026/Grade boundaries November 2026.pdf", 150 * KB, ago("2026-11-23")))
    for c in CLASSES:
        a(Entry(f"{SC}/Classes/{c} maths.xlsx", r.randint(35 * KB, 150 * KB), _clear(0.9 + r.random() * 40)))
    HY = f"{SC}/Head of Year 10"
    for n, d in [
        ("Behaviour log 2026-27.xlsx", "2026-11-23"),
        ("Attendance concerns November 2026.xlsx", "2026-11-13"),
        ("Tutor team meeting 2026-10-13.docx", "2026-10-13"),
        ("Letter to parents - mobile phones.docx", "2026-09-10"),
        ("Year 10 assembly rota.docx", "2026-09-04"),
        ("Rewards trip - Thorpe Park consent tracker.xlsx", "2026-10-23"),
        ("Parents evening schedule Year 10.pdf", "2026-11-04"),
    ]:
        a(Entry(f"{HY}/{n}", r.randint(30 * KB, 260 * KB), _clear(ago(d))))
    for d in ("2026-09-24", "2026-10-06", "2026-10-15", "2026-11-05"):
        a(Entry(f"{HY}/Incident reports/Incident {d}.docx", r.randint(25 * KB, 60 * KB), ago(d)))
    a(Entry(f"{HY}/Incident reports/Incident 2026-11-19.docx", 44 * KB, "11-19"))
    for n, d, s in [
        ("Timetable 2026-27.pdf", "2026-08-27", 210 * KB),
        ("Performance management 2026.docx", "2026-10-08", 57 * KB),
        ("Fairfield Academy staff handbook 2026.pdf", "2026-08-26", 2_900 * KB),
    ]:
        a(Entry(f"{SC}/Admin/{n}", s, _clear(ago(d))))

    # ================================================================== Maya
    MG = "Maya/School/Geography NEA - coastal erosion at Walton"
    for n, d, s in [
        ("NEA draft v1.docx", "2026-06-18", 1_200 * KB),
        ("NEA draft v2.docx", "2026-09-15", 2_100 * KB),
        ("NEA draft v3.docx", "2026-11-15", 2_600 * KB),
        ("beach profile data.xlsx", "2026-07-02", 95 * KB),
        ("questionnaire results.xlsx", "2026-07-03", 61 * KB),
    ]:
        a(Entry(f"{MG}/{n}", s, _clear(ago(d))))
    for j in range(14):
        age = ago("2026-06-30") - 0.1 - j * 0.01
        d = iso_of(age)
        nm = f"IMG_{d:%Y%m%d}_{r.randint(9, 15):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"
        a(Entry(f"{MG}/field photos/{nm}", r.randint(2 * MB, 4_800 * KB), age))
    ME = "Maya/School/EPQ - microplastics in the River Lea"
    for n, d, s in [
        ("EPQ draft.docx", "2026-11-08", 1_400 * KB),
        ("EPQ presentation.pptx", "2026-11-17", 24 * MB),
        ("production log.docx", "2026-11-12", 88 * KB),
        ("sources.xlsx", "2026-10-04", 33 * KB),
    ]:
        a(Entry(f"{ME}/{n}", s, _clear(ago(d))))
    for n, d in [
        ("Biology - enzymes revision.pdf", "2026-03-04"),
        ("Biology - genetics notes.docx", "2026-10-29"),
        ("UCAS personal statement v4.docx", "2026-10-09"),
    ]:
        a(Entry(f"Maya/School/{n}", r.randint(60 * KB, 900 * KB), _clear(ago(d))))
    DT = "Maya/Driving theory"
    for n, d, s in [
        ("Highway Code notes.docx", "2026-09-20", 140 * KB),
        ("road signs flashcards.pdf", "2026-09-27", 3_100 * KB),
        ("mock theory test scores.xlsx", "2026-11-22", 22 * KB),
        ("Theory test booking confirmation.pdf", "2026-10-30", 110 * KB),
        ("stopping distances cheat sheet.png", "2026-10-17", 640 * KB),
    ]:
        a(Entry(f"{DT}/{n}", s, _clear(ago(d)), dup="theorybooking" if n.startswith("Theory") else None))
    for i in range(1, 7):
        a(
            Entry(
                f"{DT}/Hazard perception/hazard perception practice {i:02d}.mp4",
                r.randint(18 * MB, 45 * MB),
                _clear(ago("2026-10-10") - i * 3.2),
            )
        )

    # ================================================================== Rory
    CL = "Rory/Clips"
    for game, n, start in (("Minecraft", 12, 9.3), ("Fortnite", 21, 1.6)):
        age = start
        for _i in range(n):
            age = _clear(_tz_safe(age))
            d = iso_of(age)
            hh = r.randint(16, 22)
            nm = f"{game} {d:%Y.%m.%d} - {hh:02d}.{r.randint(10, 59)}.{r.randint(10, 59)}.{r.randint(1, 9):02d}.DVR.mp4"
            a(Entry(f"{CL}/{game}/{nm}", r.randint(90 * MB, 1_400 * MB), age))
            age += (11.0 if game == "Minecraft" else 6.0) + r.random() * 12
    a(Entry(f"{CL}/best of 2026 montage.mp4", 2_350 * MB, ago("2026-10-24")))
    BD = "Rory/Band"
    reh = [
        "2026-06-27",
        "2026-07-18",
        "2026-08-22",
        "2026-09-12",
        "2026-10-10",
        "2026-10-24",
        "2026-11-07",
        "2026-11-14",
    ]
    for d in reh:
        a(Entry(f"{BD}/Rehearsals/Static Bloom rehearsal {d}.mp3", r.randint(40 * MB, 95 * MB), ago(d)))
    a(Entry(f"{BD}/Rehearsals/Static Bloom rehearsal 2026-10-24.wav", 710 * MB, ago("2026-10-24")))
    a(Entry(f"{BD}/Rehearsals/Static Bloom rehearsal 2026-11-14.wav", 655 * MB, ago("2026-11-14")))
    a(Entry(f"{BD}/Static Bloom logo.png", 1_900 * KB, ago("2026-05-12")))
    a(Entry(f"{BD}/Lyrics/Paper Planets.docx", 21 * KB, ago("2026-08-09")))
    a(Entry(f"{BD}/Lyrics/Neon Tide.docx", 19 * KB, ago("2026-09-27")))
    a(Entry(f"{BD}/Lyrics/Glasshouse.docx", 23 * KB, ago("2026-10-30")))
    a(
        T(
            f"{BD}/setlist battle of the bands.txt",
            ago("2026-11-15"),
            "Static Bloom - Battle of the Bands, The Forum, 5 Dec\n1. Neon Tide\n2. Glasshouse\n3. Paper Planets\n"
            "4. Mr Brightside (cover)\n",
        )
    )
    a(Entry(f"{BD}/Battle of the Bands entry form.pdf", 180 * KB, ago("2026-10-16")))
    NEA = "Rory/School/CS NEA - revision quiz app"
    a(
        T(
            f"{NEA}/README.md",
            ago("2026-11-16"),
            "# Revision quiz app\n\nA Flask app that quizzes you on A-level topics.\n",
        )
    )
    for n, s in (("app.py", 14 * KB), ("models.py", 9 * KB), ("quiz.py", 11 * KB), ("requirements.txt", 120)):
        a(Entry(f"{NEA}/{n}", s, _clear(ago("2026-11-16") + r.random() * 10)))
    a(Entry(f"{NEA}/NEA write-up draft.docx", 1_700 * KB, ago("2026-11-11")))
    a(T(f"{NEA}/.git/HEAD", ago("2026-11-16"), "ref: refs/heads/main\n"))
    for _i in range(16):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{NEA}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), ago("2026-11-16") + r.random() * 60))
    for n in ("app", "models", "quiz"):
        a(Entry(f"{NEA}/__pycache__/{n}.cpython-312.pyc", r.randint(3 * KB, 14 * KB), ago("2026-11-16")))
    for i in range(12):
        a(Entry(f"{NEA}/.venv/lib/python3.12/site-packages/pkg{i:02d}/__init__.py", r.randint(500, 90_000), 70.3))
    for n, d in [
        ("History coursework - Cold War.docx", "2026-10-22"),
        ("Physics - required practicals.pdf", "2026-09-17"),
        ("UCAS personal statement draft.docx", "2026-10-12"),
    ]:
        a(Entry(f"Rory/School/{n}", r.randint(60 * KB, 1_100 * KB), _clear(ago(d))))

    # ================================================================== Household
    MO = f"{HH}/Mortgage"
    for n, d, s in [
        ("Halifax mortgage offer 2021.pdf", "2021-08-12", 1_300 * KB),
        ("Halifax annual statement 2025.pdf", "2025-02-10", 190 * KB),
        ("Halifax annual statement 2026.pdf", "2026-02-09", 195 * KB),
        ("Product transfer offer 2026.pdf", "2026-10-26", 420 * KB),
        ("Remortgage comparison.xlsx", "2026-10-19", 29 * KB),
    ]:
        a(Entry(f"{MO}/{n}", s, _clear(ago(d))))
    IN = f"{HH}/Insurance"
    for n, d, s in [
        ("Home insurance - Direct Line 2025-26.pdf", "2025-07-14", 870 * KB),
        ("Home insurance - Direct Line 2026-27.pdf", "2026-07-13", 905 * KB),
        ("Car insurance - Volvo XC60 - Admiral 2026.pdf", "2026-03-23", 640 * KB),
        ("Car insurance - Fiat 500 - Admiral 2026.pdf", "2026-09-08", 610 * KB),
        ("Travel insurance - annual multi-trip 2026.pdf", "2026-01-26", 730 * KB),
        ("Life insurance - Legal and General.pdf", "2022-05-04", 1_100 * KB),
    ]:
        a(Entry(f"{IN}/{n}", s, _clear(ago(d))))
    CR = f"{HH}/Cars"
    for car, mots, extra in [
        ("Volvo XC60", ["2024-09-17", "2025-09-16", "2026-09-15"], ["V5C logbook.pdf", "Service history.pdf"]),
        ("Fiat 500", ["2025-05-06", "2026-05-05"], ["V5C logbook.pdf"]),
    ]:
        for d in mots:
            d = day_ok(d)
            a(Entry(f"{CR}/{car}/MOT certificate {d[:4]}.pdf", r.randint(90 * KB, 160 * KB), ago(d)))
        for n in extra:
            a(Entry(f"{CR}/{car}/{n}", r.randint(200 * KB, 900 * KB), _clear(600.3 + r.random() * 300)))
    HO = f"{HH}/Holidays"
    trips = [
        ("2025-08 Croatia - Split", "2025-03-02", "2025-08-03", 7, 38),
        ("2026-02 half term - Center Parcs", "2025-11-06", "2026-02-16", 4, 16),
        ("2026-04 Easter - Lake District", "2026-01-12", "2026-04-06", 5, 22),
        ("2026-08 Portugal - Algarve", "2026-02-05", "2026-08-08", 8, 41),
        ("2026-12 Christmas - Vienna", "2026-09-02", None, 0, 0),
    ]
    for folder, booked, start, days, n_photos in trips:
        base_ = f"{HO}/{folder}"
        place = folder.split(" - ")[-1]
        a(Entry(f"{base_}/Booking confirmation - {place}.pdf", r.randint(120 * KB, 400 * KB), _clear(ago(booked))))
        if start:
            for j in range(n_photos):
                dd = _dt.date.fromisoformat(start) + _dt.timedelta(days=j * days // n_photos)
                age = ago(dd.isoformat()) - 0.2 - (j % 5) * 0.05
                d = iso_of(age)
                nm = f"IMG_{d:%Y%m%d}_{r.randint(9, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"
                a(Entry(f"{base_}/Photos/{nm}", r.randint(1_900 * KB, 5_200 * KB), age))
    a(Entry(f"{HO}/2025-08 Croatia - Split/Jet2 boarding passes.pdf", 240 * KB, ago("2025-08-01")))
    a(Entry(f"{HO}/2026-08 Portugal - Algarve/Villa Sol - house rules.pdf", 150 * KB, ago("2026-07-20")))
    a(Entry(f"{HO}/2026-08 Portugal - Algarve/Ryanair boarding passes.pdf", 260 * KB, ago("2026-08-06")))
    a(Entry(f"{HO}/2026-12 Christmas - Vienna/Eurostar and OBB train tickets.pdf", 310 * KB, ago("2026-10-28")))
    a(Entry(f"{HO}/2026-12 Christmas - Vienna/Vienna Christmas markets itinerary.docx", 35 * KB, ago("2026-11-16")))
    a(Entry(f"{HH}/Council tax 2026-27.pdf", 130 * KB, ago("2026-03-13")))
    a(Entry(f"{HH}/TV licence 2026.pdf", 90 * KB, ago("2026-06-16")))

    # ================================================================== Pictures, Videos, Documents
    age = 2.4
    for _i in range(70):
        age = _clear(_tz_safe(age + 3.0 + r.random() * 4))
        d = iso_of(age)
        nm = f"IMG_{d:%Y%m%d}_{r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"
        a(Entry(f"Pictures/Phone/{nm}", r.randint(1_700 * KB, 5_400 * KB), age))
    for i in range(14):
        age = _clear(_tz_safe(1.7 + i * 19.3 + r.random()))
        d = iso_of(age)
        nm = f"Screenshot_{d:%Y%m%d}-{r.randint(7, 22):02d}{r.randint(10, 59)}{r.randint(10, 59)}.png"
        a(Entry(f"Pictures/Screenshots/{nm}", r.randint(120 * KB, 1_300 * KB), age))
    a(Entry("Pictures/Screenshots/Screenshot_20261119-124410.png", 540 * KB, "11-19"))
    for n, d, s in [
        ("Maya and Rory 16th birthday.mp4", "2025-04-12", 1_640 * MB),
        ("School nativity 2015.mp4", "2015-12-16", 880 * MB),
        ("Static Bloom at the Forum summer gig.mp4", "2026-07-25", 2_900 * MB),
    ]:
        a(Entry(f"Videos/{n}", s, _clear(ago(d))))
    for n, d, s in [
        ("Birth certificates - Maya and Rory.pdf", "2012-03-08", 1_400 * KB),
        ("Passports - family scan.pdf", "2023-07-19", 3_800 * KB),
        ("Wills - Leila and Owen.pdf", "2020-10-01", 960 * KB),
    ]:
        a(Entry(f"Documents/{n}", s, ago(d)))

    # ================================================================== Downloads
    dl = [
        ("Zoom_6.3.0_x64.exe", 94 * MB, "2025-10-03", None),
        ("Teams_windows_x64.msi", 131 * MB, "2026-01-08", None),
        ("MinecraftInstaller.msi", 3_200 * KB, "2024-12-27", None),
        ("EpicInstaller-15.17.1.msi", 178 * MB, "2025-07-30", None),
        ("GeoGebra-Windows-Installer-6-0-870.exe", 162 * MB, "2026-09-06", None),
        ("ChromeSetup.exe", 1_400 * KB, "2025-02-14", None),
        ("Audacity-3.7.0-64bit.exe", 38 * MB, "2026-06-20", None),
        ("Dentally Print Agent Setup.exe", 72 * MB, "2026-03-10", None),
        ("Year 11 mock papers - Edexcel.zip", 46 * MB, "2026-10-12", None),
        ("x-rays for referral P11204.zip", 38 * MB, "2026-08-27", None),
        ("Croatia photos from Jet2.zip", 640 * MB, "2025-08-20", None),
        ("fortnite montage render.mp4.crdownload", 820 * MB, "2026-10-24", None),
        ("Untitled.txt", 0, "2026-07-27", None),
        ("NHS dental contract reform - consultation.pdf", 2_600 * KB, "2026-09-29", None),
        ("Highway Code 2026.pdf", 11_400 * KB, "2026-09-19", None),
        ("Theory test booking confirmation.pdf", 110 * KB, "2026-10-30", "theorybooking"),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, _clear(ago(d)), dup=dup))
    # supplier invoices downloaded twice: exact copies of files in Practice/Invoices
    copies = [
        ("2026-10", "Henry Schein", ""),
        ("2026-10", "Dental Sky", " (1)"),
        ("2026-09", "Henry Schein", " (1)"),
        ("2026-11", "Kent Express", ""),
    ]
    for month, sup, suffix in copies:
        src = next((e for e in E if e.path.startswith(f"{INV}/{month}/{sup}")), None)
        if src is None:
            src = next(e for e in E if e.path.startswith(f"{INV}/") and sup in e.name)
        key = "inv:" + src.name
        E[E.index(src)] = Entry(src.path, src.size, src.age, dup=key)
        stem, _dot, ext_ = src.name.rpartition(".")
        a(Entry(f"Downloads/{stem}{suffix}.{ext_}", src.size, _clear(src.age - 0.02), dup=key))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- chase Durr about the Surgery 2 suction\n- sign off December rota\n- book the Volvo in for a service\n"
            "- Owen: Year 11 mock results to SLT by Friday\n- Maya theory test 3 Dec\n",
        )
    )
    a(Entry("Desktop/CQC - things to fix before the visit.docx", 38 * KB, ago("2026-11-12")))
    a(Entry("Desktop/scan0042.pdf", 1_300 * KB, ago("2026-10-20")))
    a(Entry("Desktop/new rota draft.xlsx", 33 * KB, ago("2026-11-16")))
    a(Entry("Desktop/Screenshot_20261109-081544.png", 410 * KB, ago("2026-11-09")))

    # ================================================================== hidden / noise
    a(T(".bashrc", 500.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".config/gtk-3.0/bookmarks", 300.3, "file:///home/leila/Practice Practice\n"))
    a(
        T(
            ".ssh/id_ed25519",
            700.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/id_ed25519.pub", 700.3, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK owen@family-pc\n"))
    for _i in range(25):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(15_000, 90_000), r.random() * 30))
    for i in range(6):
        a(Entry(f".minecraft/saves/Castle world/region/r.{i}.0.mca", r.randint(2 * MB, 9 * MB), 9.3 + i))
    a(T(".minecraft/options.txt", 9.3, "fov:0.0\nrenderDistance:12\n"))
    a(T("Practice/.DS_Store", 60.3, "Bud1\n"))
    return _check_dentist(_check(E))


def _check_dentist(entries: list[Entry]) -> list[Entry]:
    bad = [
        (e.path, e.age)
        for e in entries
        if not isinstance(e.age, str) and not e.hidden_or_noise and e.age > 0.5 and _bad(e.age)
    ]
    assert not bad, bad
    for e in entries:
        assert isinstance(e.age, str) or e.age >= 0, e.path
        if e.dup:
            assert len({x.size for x in entries if x.dup == e.dup}) == 1, e.path
            assert sum(x.dup == e.dup for x in entries) >= 2, e.path
    # dates written in names agree with the files' ages
    import re

    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(?:IMG_|Screenshot_)(\d{4})(\d{2})(\d{2})", e.name) or re.search(
            r"(\d{4})[.-](\d{2})[.-](\d{2})", e.name
        )
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), (e.path, e.age)
    return entries


HOMES["dentist"] = dentist

if __name__ == "__main__":
    from homes import human

    es = dentist()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
