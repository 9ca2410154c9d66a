"""A generated home for the held-out set S (heldout_S.jsonl): Tomasz Nowak, who runs a bicycle repair shop (Nowak
Cycles) and sells parts online, his partner Priya Raman, a community pharmacist, and their son Kiran (12).

Shape: Nowak Cycles/ (workshop job cards by year, named "2026-10-14 - Henderson - service.pdf"; supplier invoices
by supplier (Madison, Shimano, ZyroFisher) with invoice numbers and a credit note; the online shop: Shopify order
and returns exports as .csv by month, packing slips as PDFs named by order number, a payouts sheet; product photos
for listings by product (big .JPG with the RAW .RAF beside them from a Fujifilm mirrorless, some .HEIC from the
phone); Accounts (VAT returns by quarter "VAT Q3 2026.pdf" with workings, business bank statements by month, the
accountant's letters with "&"); Van (insurance, MOT, service); Lease (the shop lease, a rent review); Staff (rota by
month, contracts, holiday requests); a price list, a stock take, the logo); YouTube/ (raw footage .MOV by episode,
Premiere projects .prproj with auto-saves, exports .mp4, thumbnails .png, music .wav, video ideas, a sponsorship
agreement); Priya/ (CPD record and certificates, one .PDF, reflective accounts, locum shift spreadsheets and locum
invoices, GPhC revalidation by year, pharmacy SOPs as .docx/.pdf, a research poster with abstract and data);
Recipes/Tamil and Recipes/Polish (text recipes with accents: "żurek.txt", "gołąbki.txt"); Kiran/ (Scratch projects
.sb3, homework by school year, Minecraft worlds with region files and empty session.lock files, Minecraft
screenshots named by date, a "bike jumps" folder of GoPro clips); Pictures/ (trips to "Poland 2025 - Kraków &
Wrocław", "Łódź - Babcia's 80th", "Thiruvananthapuram - Onam 2026"); Documents/ (household papers); Downloads
(installers, "(1)" copies and exact duplicates of files elsewhere, an unfinished download, an empty file); Desktop
clutter; hidden dotfiles, .minecraft, .cache and .DS_Store files.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day set S was written). Visible files avoid
the ages that sit on a date boundary of set S's questions (BAD_WINDOWS, checked by `_check_cycleshop`); the files
dated Nov 19 are month-day anchors ("11-19").
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


# Date boundaries of set S's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-07-01",
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


def _day(iso: str) -> tuple[str, float]:
    """A date moved earlier (whole days) until it is clear of the boundaries: (its ISO date, its age)."""
    age = _clear(ago(iso))
    return iso_of(age).isoformat(), age


NC = "Nowak Cycles"
JC = f"{NC}/Job cards"
SI = f"{NC}/Supplier invoices"
OS = f"{NC}/Online shop"
PP = f"{NC}/Product photos"
AC = f"{NC}/Accounts"
YT = "YouTube"

CUSTOMERS = [
    "Henderson",
    "O'Connor",
    "Patel",
    "Kowalczyk",
    "Smith",
    "Wiśniewski",
    "MacLeod",
    "Evans",
    "Hughes",
    "Okafor",
    "Nguyen",
    "Fischer",
    "Murphy",
    "Dąbrowska",
    "Clarke",
    "Ahmed",
    "Reid",
    "Walsh",
    "Bennett",
    "Fraser",
    "Lewandowski",
    "Price",
    "Taylor",
    "Sharma",
]
JOBS = [
    "service",
    "service",
    "service",
    "puncture",
    "puncture",
    "wheel build",
    "BB replacement",
    "brake bleed",
    "gear tune",
    "full overhaul",
    "e-bike diagnostic",
    "headset",
    "chain & cassette",
]

EPISODES = [
    ("EP36", "Tubeless setup for beginners", "2026-03-18"),
    ("EP37", "Chain wear - when to replace", "2026-04-15"),
    ("EP38", "Building a wheel from scratch", "2026-05-20"),
    ("EP39", "Indexing rear gears", "2026-06-17"),
    ("EP40", "Fixing a creaking bottom bracket", "2026-07-15"),
    ("EP41", "Bleeding Shimano hydraulic brakes", "2026-08-19"),
    ("EP42", "Brompton full service", "2026-09-16"),
    ("EP43", "Setting up an e-bike for winter", "2026-10-21"),
    ("EP44", "Headset bearings replacement", None),  # in progress: footage and a project, no export yet
]


def cycleshop() -> list[Entry]:
    r = random.Random(1911)
    E: list[Entry] = []
    a = E.append

    # ================================================================== job cards
    # 2026: a job every few days up to Nov 17, two on Nov 19 (anchors) and a few since; 2025: a full year
    special = {
        "2026-10-14": ("Henderson", "service"),
        "2026-03-10": ("Henderson", "puncture"),
        "2025-06-10": ("Henderson", "wheel build"),
        "2026-10-08": ("Patel", "BB replacement"),
        "2026-10-20": ("Fraser", "BB replacement"),
        "2026-09-22": ("Smith", "BB replacement"),
        "2026-11-12": ("O'Connor", "full overhaul"),
        "2026-11-23": ("Bennett", "gear tune"),
        "2026-11-16": ("Dąbrowska", "wheel build"),
    }
    seen_days = set()
    for s_iso, (cust, job) in special.items():
        day, age = _day(s_iso)
        assert day == s_iso, s_iso
        seen_days.add(day)
        a(Entry(f"{JC}/{day[:4]}/{day} - {cust} - {job}.pdf", r.randint(90 * KB, 260 * KB), age))
    a(Entry(f"{JC}/2026/2026-11-19 - Kowalczyk - wheel build.pdf", 188 * KB, "11-19"))
    a(Entry(f"{JC}/2026/2026-11-19 - Evans - puncture.pdf", 121 * KB, "11-19"))
    seen_days.add("2026-11-19")
    for first, last in (("2025-01-08", "2025-12-20"), ("2026-01-05", "2026-11-10")):
        d = _dt.date.fromisoformat(first)
        while d <= _dt.date.fromisoformat(last):
            cust, job = r.choice(CUSTOMERS), r.choice(JOBS)
            if cust == "Henderson":  # Henderson's cards are the three above
                cust = "Hughes"
            day, age = _day(d.isoformat())
            near = any(abs((_dt.date.fromisoformat(day) - _dt.date.fromisoformat(x)).days) < 2 for x in seen_days)
            if not near:
                seen_days.add(day)
                a(Entry(f"{JC}/{day[:4]}/{day} - {cust} - {job}.pdf", r.randint(90 * KB, 260 * KB), age))
            d += _dt.timedelta(days=r.choice([3, 4, 5, 6]))
    a(Entry(f"{JC}/job card template.docx", 34 * KB, ago("2024-02-12")))

    # ================================================================== supplier invoices
    def invoices(folder: str, fmt: str, start: int, dates: list[str]) -> None:
        for i, dd in enumerate(dates):
            _, age = _day(dd)
            a(
                Entry(
                    f"{SI}/{folder}/{fmt.format(n=start + i * 37 + r.randint(0, 30))}",
                    r.randint(70 * KB, 240 * KB),
                    age,
                )
            )

    madison = ["2025-02-11", "2025-04-08", "2025-06-17", "2025-09-09", "2025-11-18", "2026-01-20",
               "2026-02-24", "2026-03-31", "2026-05-12", "2026-06-23", "2026-08-04", "2026-09-15", "2026-10-13",
               "2026-11-10"]  # fmt: skip
    invoices("Madison", "Madison invoice {n}.pdf", 4_417_100, madison)
    shimano = ["2025-03-04", "2025-07-15", "2025-10-21", "2026-01-13", "2026-03-17", "2026-05-26", "2026-07-21",
               "2026-09-08", "2026-10-27"]  # fmt: skip
    invoices("Shimano", "Shimano invoice 90{n}.pdf", 51_200, shimano)
    zyro = ["2025-05-20", "2025-08-26", "2026-02-10", "2026-04-21", "2026-06-09", "2026-08-25", "2026-10-06",
            "2026-11-03"]  # fmt: skip
    invoices("ZyroFisher", "ZyroFisher invoice ZF{n}.pdf", 118_400, zyro)
    a(Entry(f"{SI}/Madison/Madison credit note CN-20931.pdf", 64 * KB, _clear(ago("2026-10-16"))))
    a(
        T(
            f"{SI}/supplier contacts.txt",
            _clear(ago("2026-02-02")),
            "Madison: rep is Gareth, orders before 3pm next day. Account NOW221.\n"
            "Shimano UK (via Madison for small parts). Warranty claims: warranty@shimano-uk.example\n"
            "ZyroFisher: rep Dawn, account 55-NOWAK. Free delivery over 250 GBP.\n",
        )
    )

    # ================================================================== online shop
    for y, m in [(2025, mm) for mm in range(6, 13)] + [(2026, mm) for mm in range(1, 11)]:
        ny, nm = (y + 1, 1) if m == 12 else (y, m + 1)
        day, age = _day(f"{ny}-{nm:02d}-02")
        a(Entry(f"{OS}/Shopify exports/orders_export_{y}-{m:02d}.csv", r.randint(40 * KB, 260 * KB), age))
        if y == 2026:
            a(Entry(f"{OS}/Returns/returns_export_{y}-{m:02d}.csv", r.randint(3 * KB, 18 * KB), age + 0.01))
    age = 1.1
    for i in range(48):
        age = _clear(age + 1.1 + r.random() * 1.3)
        a(Entry(f"{OS}/Packing slips/packing slip #{1305 - i}.pdf", r.randint(40 * KB, 70 * KB), age))
    a(Entry(f"{OS}/Shopify payouts 2026.xlsx", 52 * KB, _clear(ago("2026-11-09"))))
    a(Entry(f"{OS}/shipping labels - Royal Mail Click & Drop.pdf", 380 * KB, _clear(ago("2026-11-13"))))

    # ================================================================== product photos
    fuji = 4100
    products = [
        ("Brompton M6L 2019 (used)", 12, "raw", "2026-10-18"),
        ("Shimano 105 R7100 groupset", 8, "raw", "2026-09-05"),
        ("Hope Pro 5 hubs", 6, "raw", "2026-06-02"),
        ("Kona Rove 2024", 10, "raw", "2026-04-25"),
        ("Brooks B17 saddle", 5, "heic", "2026-11-11"),
        ("Continental GP5000 tyres", 4, "heic", "2026-08-12"),
    ]
    iphone = 7300
    for prod, n, kind, dd in products:
        _, age0 = _day(dd)
        for j in range(n):
            age = age0 - j * 0.002
            if kind == "raw":
                a(Entry(f"{PP}/{prod}/DSCF{fuji}.JPG", r.randint(9 * MB, 16 * MB), age))
                a(Entry(f"{PP}/{prod}/DSCF{fuji}.RAF", r.randint(45 * MB, 55 * MB), age))
                fuji += 1
            else:
                a(Entry(f"{PP}/{prod}/IMG_{iphone}.HEIC", r.randint(2 * MB, 4 * MB), age))
                iphone += 1
    a(Entry(f"{PP}/watermark.png", 48 * KB, ago("2025-03-03")))

    # ================================================================== accounts
    vat = [
        ("Q1 2025", "2025-05-07"),
        ("Q2 2025", "2025-08-06"),
        ("Q3 2025", "2025-11-05"),
        ("Q4 2025", "2026-02-04"),
        ("Q1 2026", "2026-05-06"),
        ("Q2 2026", "2026-08-05"),
        ("Q3 2026", "2026-11-03"),
    ]
    for qtr, dd in vat:
        _, age = _day(dd)
        a(
            Entry(
                f"{AC}/VAT/VAT {qtr}.pdf", r.randint(120 * KB, 260 * KB), age, dup="vatq3" if qtr == "Q3 2026" else None
            )
        )
        a(Entry(f"{AC}/VAT/VAT workings {qtr}.xlsx", r.randint(30 * KB, 90 * KB), _clear(age + 1.0)))
    for y, m in [(2025, mm) for mm in range(1, 13)] + [(2026, mm) for mm in range(1, 11)]:
        ny, nm = (y + 1, 1) if m == 12 else (y, m + 1)
        _, age = _day(f"{ny}-{nm:02d}-03")
        a(Entry(f"{AC}/Bank statements/Starling business statement {y}-{m:02d}.pdf", r.randint(90 * KB, 180 * KB), age))
    a(Entry(f"{AC}/Annual accounts 2025 - Nowak Cycles Ltd.pdf", 1_400 * KB, _clear(ago("2026-03-27"))))
    a(Entry(f"{AC}/Fenwick & Co - engagement letter.pdf", 210 * KB, ago("2024-04-16")))
    a(Entry(f"{AC}/Fenwick & Co - year end checklist 2026.docx", 38 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{AC}/Corporation tax return 2025.pdf", 520 * KB, _clear(ago("2026-06-24"))))

    # ================================================================== van, lease, staff, misc
    VN = f"{NC}/Van"
    for n, s, dd in [
        ("Van insurance 2025-26 - Direct Line.pdf", 690 * KB, "2025-09-12"),
        ("Van insurance 2026-27 - Direct Line.pdf", 720 * KB, "2026-09-11"),
        ("MOT certificate 2025 - Transit Custom.pdf", 150 * KB, "2025-07-23"),
        ("MOT certificate 2026 - Transit Custom.pdf", 156 * KB, "2026-07-22"),
        ("Transit service invoice 2026.pdf", 240 * KB, "2026-06-16"),
        ("V5C logbook - Transit Custom.pdf", 310 * KB, "2023-10-20"),
    ]:
        a(Entry(f"{VN}/{n}", s, _day(dd)[1]))
    LS = f"{NC}/Lease"
    a(Entry(f"{LS}/Shop lease - 14 Mill Lane.pdf", 3_800 * KB, ago("2022-03-25")))
    a(Entry(f"{LS}/rent review letter 2026.pdf", 180 * KB, _clear(ago("2026-09-29"))))
    a(Entry(f"{LS}/landlord emails.docx", 46 * KB, _clear(ago("2026-10-12"))))
    ST = f"{NC}/Staff"
    for y, m in [(2026, mm) for mm in range(5, 13)]:
        _, age = _day(f"{y}-{m - 1:02d}-26" if m < 12 else "2026-11-16")  # December's was made early
        a(Entry(f"{ST}/Rota/staff rota {y}-{m:02d}.xlsx", r.randint(18 * KB, 30 * KB), age))
    a(Entry(f"{ST}/Contract - Jakub Zieliński.docx", 52 * KB, ago("2025-03-14")))
    a(Entry(f"{ST}/Contract - Ellie Shaw (Saturdays).docx", 48 * KB, _clear(ago("2026-04-09"))))
    a(Entry(f"{ST}/holiday requests 2026.xlsx", 21 * KB, _clear(ago("2026-11-02") - 1)))
    a(Entry(f"{NC}/Price list 2026.xlsx", 88 * KB, _clear(ago("2026-10-30"))))
    a(Entry(f"{NC}/Stock take 2026-10.xlsx", 240 * KB, _clear(ago("2026-10-31") + 1)))
    a(Entry(f"{NC}/Logo/nowak cycles logo.ai", 2_400 * KB, ago("2022-02-18")))
    a(Entry(f"{NC}/Logo/nowak cycles logo.png", 310 * KB, ago("2022-02-18")))
    a(Entry(f"{NC}/Logo/nowak cycles logo.svg", 28 * KB, ago("2022-02-18")))
    a(T(f"{NC}/.DS_Store", 40.3, "Bud1\n"))

    # ================================================================== YouTube
    for ep, title, dd in EPISODES:
        if dd is None:
            shoot = 9.3
            edited = 0.4
        else:
            shoot = _clear(ago(dd) + 9)
            edited = _clear(ago(dd))
        for j in range(r.randint(3, 6)):
            a(
                Entry(
                    f"{YT}/Raw footage/{ep} {title}/DSCF{5000 + r.randint(0, 3999)}.MOV",
                    r.randint(1_500, 6_200) * MB,
                    shoot - j * 0.01,
                )
            )
        a(Entry(f"{YT}/Projects/{ep} {title}.prproj", r.randint(8, 60) * MB, edited))
        if dd is not None:
            a(Entry(f"{YT}/Exports/{ep} - {title}.mp4", r.randint(1_200, 3_500) * MB, edited - 0.05))
            a(Entry(f"{YT}/Thumbnails/{ep} thumbnail.png", r.randint(1_100, 3_200) * KB, edited + 0.5))
    a(Entry(f"{YT}/Thumbnails/EP44 thumbnail.png", 2_240 * KB, 1.2, dup="ep44thumb"))
    for k in range(3):
        a(
            Entry(
                f"{YT}/Projects/Adobe Premiere Pro Auto-Save/EP44 Headset bearings replacement-{k + 1}.prproj",
                r.randint(8, 20) * MB,
                0.45 + k * 0.01,
            )
        )
    for n in ("Lo-fi workshop 01.wav", "Lo-fi workshop 02.wav", "upbeat intro.wav", "outro sting.wav"):
        a(Entry(f"{YT}/Music/{n}", r.randint(30, 80) * MB, ago("2025-11-12")))
    a(
        T(
            f"{YT}/video ideas.txt",
            _clear(12.4),
            "Video ideas\n- derailleur hanger alignment (cheap tool vs Park DAG-3)\n- winter commuter build\n"
            "- Brompton rear wheel removal without tears\n- customer Q&A: tubeless sealant\n",
        )
    )
    a(Entry(f"{YT}/Muc-Off sponsorship agreement.pdf", 420 * KB, _clear(ago("2026-06-30"))))
    a(Entry(f"{YT}/channel banner.psd", 84 * MB, ago("2025-11-02")))

    # ================================================================== Priya
    PR = "Priya"
    a(Entry(f"{PR}/CPD/CPD record 2026.docx", 96 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{PR}/CPD/CPD record 2025.docx", 88 * KB, ago("2025-12-15")))
    certs = [
        ("CPPE - Vaccination training certificate.pdf", "2026-09-10"),
        ("CPPE - Safeguarding level 2 2026.pdf", "2026-02-19"),
        ("CPPE - Consultation skills.pdf", "2025-10-08"),
        ("NHS Pharmacy First training.pdf", "2025-11-26"),
        ("Anaphylaxis & BLS 2026.pdf", "2026-09-10"),
        ("Anaphylaxis & BLS 2025.pdf", "2025-09-16"),
        ("CPPE - Sepsis.PDF", "2026-04-28"),
        ("CPPE - Contraception.pdf", "2025-03-12"),
    ]
    for n, dd in certs:
        a(
            Entry(
                f"{PR}/CPD/Certificates/{n}",
                r.randint(120 * KB, 460 * KB),
                _day(dd)[1],
                dup="vaccert" if n.startswith("CPPE - Vaccination") else None,
            )
        )
    for n, dd in [
        ("reflective account - Pharmacy First UTI.docx", "2026-03-05"),
        ("reflective account - near miss review.docx", "2026-06-11"),
        ("reflective account - flu clinic.docx", "2026-10-22"),
    ]:
        a(Entry(f"{PR}/CPD/Reflective accounts/{n}", r.randint(30 * KB, 60 * KB), _day(dd)[1]))
    LC = f"{PR}/Locum"
    a(Entry(f"{LC}/locum shifts 2025.xlsx", 44 * KB, ago("2025-12-30")))
    a(Entry(f"{LC}/locum shifts 2026.xlsx", 51 * KB, 1.3))
    for m in range(1, 11):
        _, age = _day(f"2026-{m + 1:02d}-04")
        a(Entry(f"{LC}/Invoices/locum invoice 2026-{m:02d}.pdf", r.randint(60 * KB, 90 * KB), age))
    a(
        T(
            f"{LC}/locum notes 19 Nov.txt",
            "11-19",
            "Locum at Rowlands, Wrocław Road branch, 19 Nov. Fridge temperature log missing for 17 and 18 Nov.\n"
            "RP notice not displayed on arrival. Told the manager, Sandeep.\n",
        )
    )
    GP = f"{PR}/GPhC"
    a(Entry(f"{GP}/GPhC registration certificate.pdf", 260 * KB, ago("2018-08-01")))
    for y, dd in (("2025", "2025-06-20"), ("2026", "2026-06-19")):
        _, age = _day(dd)
        a(Entry(f"{GP}/Revalidation {y}/reval {y} - CPD entries.docx", r.randint(40 * KB, 80 * KB), age + 3))
        a(Entry(f"{GP}/Revalidation {y}/reval {y} - peer discussion.docx", r.randint(25 * KB, 45 * KB), age + 2))
        a(Entry(f"{GP}/Revalidation {y}/reval {y} - reflective account.docx", r.randint(25 * KB, 45 * KB), age + 1))
        a(Entry(f"{GP}/Revalidation {y}/GPhC revalidation confirmation {y}.pdf", r.randint(90 * KB, 140 * KB), age))
    SP = f"{PR}/SOPs"
    sops = [
        ("SOP 01 Dispensing process.docx", "2026-01-14"),
        ("SOP 02 Controlled drugs.docx", "2026-02-11"),
        ("SOP 03 Responsible pharmacist.pdf", "2025-09-23"),
        ("SOP 04 Near misses & dispensing errors.docx", "2026-06-10"),
        ("SOP 05 Pharmacy First consultations.docx", "2026-10-15"),
        ("SOP 06 Emergency supply.pdf", "2025-09-23"),
        ("SOP 07 Cold chain & fridge temperatures.docx", "2026-11-12"),
    ]
    for n, dd in sops:
        a(
            Entry(
                f"{SP}/{n}", r.randint(45 * KB, 380 * KB), _day(dd)[1], dup="sop02" if n.startswith("SOP 02") else None
            )
        )
    a(Entry(f"{SP}/SOP review log.xlsx", 19 * KB, _clear(ago("2026-11-12") - 0.1)))
    PS = f"{PR}/Poster"
    a(Entry(f"{PS}/antimicrobial stewardship poster v2.pptx", 24 * MB, _day("2026-08-27")[1]))
    a(Entry(f"{PS}/antimicrobial stewardship poster v3 FINAL.pptx", 26 * MB, _day("2026-09-14")[1]))
    a(Entry(f"{PS}/antimicrobial stewardship poster v3 FINAL.pdf", 6_800 * KB, _day("2026-09-14")[1] - 0.1))
    a(Entry(f"{PS}/abstract - RPS conference 2026.docx", 29 * KB, _day("2026-06-03")[1]))
    a(Entry(f"{PS}/audit data - antibiotic scripts.xlsx", 410 * KB, _day("2026-07-28")[1]))

    # ================================================================== recipes
    RT = "Recipes/Tamil"
    a(
        T(
            f"{RT}/sambar.txt",
            _clear(ago("2025-02-16")),
            "Sambar (Amma's)\n1 cup toor dal, tamarind the size of a lime, 2 tbsp sambar powder, drumsticks, "
            "shallots, tomato.\nTemper: mustard seeds, curry leaves, asafoetida.\n",
        )
    )
    a(
        T(
            f"{RT}/rasam.txt",
            _clear(ago("2025-02-16") + 1),
            "Rasam\nTamarind water, 2 tomatoes, rasam powder, garlic, pepper, cumin, coriander leaves.\n",
        )
    )
    a(
        T(
            f"{RT}/coconut chutney.txt",
            _clear(ago("2025-08-03")),
            "Coconut chutney\n1 cup fresh coconut, 2 green chillies, roasted chana dal, salt. Temper with mustard "
            "seeds and curry leaves.\n",
        )
    )
    a(
        T(
            f"{RT}/Paati's payasam (Thiruvananthapuram).txt",
            _clear(ago("2026-09-02")),
            "Paal payasam from Paati in Thiruvananthapuram, Onam 2026.\nRice, full-fat milk, sugar, cardamom, "
            "cashews and raisins fried in ghee.\n",
        )
    )
    a(Entry(f"{RT}/chettinad chicken.docx", 31 * KB, _clear(ago("2024-12-08"))))
    RP = "Recipes/Polish"
    a(
        T(
            f"{RP}/pierogi ruskie.txt",
            _clear(ago("2024-12-20")),
            "Pierogi ruskie (Babcia's)\nDough: 500 g flour, 250 ml warm water, 1 egg.\nFilling: potatoes, twaróg, "
            "fried onion, pepper.\n",
        )
    )
    a(
        T(
            f"{RP}/żurek.txt",
            _clear(ago("2025-04-18")),
            "Żurek\nSour rye starter (zakwas), white sausage (biała kiełbasa), marjoram, garlic, boiled eggs.\n",
        )
    )
    a(
        T(
            f"{RP}/gołąbki.txt",
            _clear(ago("2025-10-26")),
            "Gołąbki\nCabbage leaves rolled around minced pork and rice, baked in tomato sauce.\n",
        )
    )
    a(Entry(f"{RP}/bigos babci.docx", 27 * KB, ago("2023-12-10")))
    a(
        T(
            f"{RP}/sernik krakowski.txt",
            _clear(ago("2026-04-05")),
            "Sernik krakowski (Kraków cheesecake)\n1 kg twaróg, 5 eggs, 200 g sugar, raisins, lattice on top.\n",
        )
    )

    # ================================================================== Kiran
    KR = "Kiran"
    for n, dd in [
        ("platformer v3.sb3", "2026-11-15"),
        ("bike game.sb3", "2026-10-25"),
        ("maze.sb3", "2026-02-07"),
        ("pong.sb3", "2025-11-09"),
        ("space shooter.sb3", "2026-06-20"),
        ("Tudors quiz.sb3", "2026-01-29"),
    ]:
        a(Entry(f"{KR}/Scratch/{n}", r.randint(200 * KB, 4 * MB), _day(dd)[1]))
    a(Entry(f"{KR}/Scratch/platformer v2.sb3", 2_300 * KB, _day("2026-10-04")[1]))
    a(T(f"{KR}/Scratch/.DS_Store", 30.3, "Bud1\n"))
    HW = f"{KR}/Homework"
    for n, dd in [
        ("Year 7/history - Tudors essay.docx", "2026-01-28"),
        ("Year 7/science - forces worksheet.pdf", "2026-03-03"),
        ("Year 7/geography - volcano project.pptx", "2026-05-14"),
        ("Year 7/English - poem analysis.docx", "2026-06-24"),
        ("Year 7/maths - fractions.pdf", "2025-10-15"),
        ("Year 8/maths homework 2026-11-06.pdf", "2026-11-06"),
        ("Year 8/science - cells diagram.docx", "2026-10-07"),
        ("Year 8/history - Industrial Revolution.docx", "2026-11-13"),
        ("Year 8/French - ma famille.docx", "2026-09-24"),
        ("Year 8/computing - Scratch game plan.docx", "2026-10-22"),
        ("Year 8/English - book review.docx", "2026-11-16"),
    ]:
        size_ = r.randint(3 * MB, 12 * MB) if n.endswith("pptx") else r.randint(25 * KB, 400 * KB)
        a(Entry(f"{HW}/{n}", size_, _day(dd)[1]))
    MC = f"{KR}/Minecraft"
    worlds = [
        ("survival with dad", 24, 0.9),
        ("creative build", 12, 40.4),
        ("skyblock", 3, 200.4),
        ("redstone lab", 6, 11.3),
    ]
    for w, nreg, last in worlds:
        last = _clear(last)
        a(Entry(f"{MC}/Worlds/{w}/level.dat", r.randint(2 * KB, 6 * KB), last))
        a(Entry(f"{MC}/Worlds/{w}/session.lock", 0, last))
        a(Entry(f"{MC}/Worlds/{w}/icon.png", r.randint(8 * KB, 20 * KB), last))
        for k in range(nreg):
            x, z = divmod(k, 4)
            a(Entry(f"{MC}/Worlds/{w}/region/r.{x - 2}.{z - 2}.mca", r.randint(1 * MB, 9 * MB), _clear(last + k * 0.7)))
    age = 0.8
    for _i in range(26):
        age = _clear(age + 2.0 + r.random() * 6)
        dd = iso_of(age)
        hms = f"{r.randint(15, 21):02d}.{r.randint(10, 59)}.{r.randint(10, 59)}"
        a(
            Entry(
                f"{MC}/Screenshots/{dd.isoformat()}_{hms}.png",
                r.randint(1_200 * KB, 3_800 * KB),
                age,
            )
        )
    a(Entry(f"{MC}/Screenshots/2026-11-19_19.42.10.png", 2_650 * KB, "11-19"))
    BJ = f"{KR}/bike jumps"
    for n, s, dd in [
        ("GX010231.MP4", 3_900 * MB, "2026-07-26"),
        ("GX010232.MP4", 2_100 * MB, "2026-07-26"),
        ("GX010240.MP4", 4_300 * MB, "2026-08-30"),
        ("big jump slowmo.mov", 860 * MB, "2026-08-30"),
        ("bike jumps edit.mp4", 640 * MB, "2026-09-06"),
    ]:
        a(Entry(f"{BJ}/{n}", s, _day(dd)[1], dup="jumpsedit" if n == "bike jumps edit.mp4" else None))

    # ================================================================== Pictures
    n0 = 2100
    for folder, dd, n, hi in [
        ("Poland 2025 - Kraków & Wrocław", "2025-08-14", 40, 0.0),
        ("Łódź - Babcia's 80th", "2026-05-16", 25, 0.0),
        ("Thiruvananthapuram - Onam 2026", "2026-09-04", 35, 0.3),
    ]:
        _, age0 = _day(dd)
        for j in range(n):
            ext_ = "JPG" if r.random() < hi else "HEIC"
            a(Entry(f"Pictures/{folder}/IMG_{n0}.{ext_}", r.randint(1_800 * KB, 4_200 * KB), age0 - j * 0.01))
            n0 += 1
    a(Entry("Pictures/Kiran school photo 2026.jpg", 2_300 * KB, _day("2026-10-02")[1]))
    a(Entry("Pictures/shop opening day 2022.jpg", 5_100 * KB, ago("2022-04-02")))

    # ================================================================== Documents (household)
    DC = "Documents"
    for n, s, dd in [
        ("Home insurance 2026 - Aviva.pdf", 640 * KB, "2026-05-12"),
        ("Council tax 2026-27.pdf", 122 * KB, "2026-03-10"),
        ("Mortgage annual statement 2026.pdf", 195 * KB, "2026-02-06"),
        ("Kiran passport scan.pdf", 1_100 * KB, "2024-07-19"),
        ("Kiran school report summer 2026.pdf", 880 * KB, "2026-07-17"),
        ("Tomasz passport scan.pdf", 1_050 * KB, "2023-03-02"),
        ("Priya passport scan.pdf", 1_070 * KB, "2023-03-02"),
        ("Car insurance - Priya's Yaris 2026.pdf", 560 * KB, "2026-04-14"),
    ]:
        a(Entry(f"{DC}/{n}", s, _day(dd)[1]))

    # ================================================================== Downloads
    vq3 = next(e for e in E if e.path == f"{AC}/VAT/VAT Q3 2026.pdf")
    mad = next(
        e for e in E if e.path.startswith(f"{SI}/Madison/") and iso_of(e.age).isoformat() == _day("2026-11-10")[0]
    )
    sop = next(e for e in E if e.path == f"{SP}/SOP 02 Controlled drugs.docx")
    vac = next(e for e in E if e.path == f"{PR}/CPD/Certificates/CPPE - Vaccination training certificate.pdf")
    E[E.index(mad)] = mad = Entry(mad.path, mad.size, mad.age, dup="mad1110")
    dl = [
        ("DaVinci_Resolve_19.1_Windows.zip", 3_100 * MB, "2026-02-03", None),
        ("Premiere_Pro_Set-Up.exe", 4_800 * KB, "2025-11-20", None),
        ("MinecraftInstaller.msi", 9_400 * KB, "2025-12-27", None),
        ("Scratch Desktop Setup 3.29.1.exe", 98 * MB, "2025-10-11", None),
        ("X RAW STUDIO Setup.exe", 410 * MB, "2026-04-23", None),
        ("HandBrake-1.8.2-x86_64-Win_GUI.exe", 27 * MB, "2026-03-05", None),
        ("zoom_x64.exe", 86 * MB, "2025-06-18", None),
        ("Shopify product CSV template.csv", 4 * KB, "2026-04-20", None),
        ("VAT Q3 2026 (1).pdf", vq3.size, "2026-11-04", "vatq3"),
        (mad.name, mad.size, "2026-11-10", "mad1110"),
        ("SOP 02 Controlled drugs (1).docx", sop.size, "2026-02-12", "sop02"),
        ("CPPE - Vaccination training certificate (1).pdf", vac.size, "2026-09-10", "vaccert"),
        ("EP44 raw from Jakub.zip.crdownload", 1_700 * MB, "2026-11-16", None),
        ("GPhC standards for pharmacy professionals.pdf", 1_300 * KB, "2025-06-09", None),
        ("Madison B2B price file 2026.xlsx", 6_200 * KB, "2026-01-22", None),
        ("minecraft texture pack - Faithful 32x.zip", 48 * MB, "2026-06-28", None),
        ("Untitled.txt", 0, "2026-07-29", None),
        ("receipt - Park Tool order.pdf", 96 * KB, "2026-10-09", None),
    ]
    for n, s, dd, dup in dl:
        a(Entry(f"Downloads/{n}", s, _day(dd)[1], dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- ring Henderson, wheel ready\n- Shimano warranty claim for the Patel BB\n- VAT Q3 paid? check Starling\n"
            "- order 10x GP5000 28mm from Madison\n- Kiran parents evening Thursday\n",
        )
    )
    a(Entry("Desktop/EP44 thumbnail.png", 2_240 * KB, 1.2, dup="ep44thumb"))
    a(Entry("Desktop/bike jumps edit.mp4", 640 * MB, _day("2026-09-07")[1], dup="jumpsedit"))
    a(Entry("Desktop/Henderson quote.docx", 22 * KB, _clear(12.3)))
    a(Entry("Desktop/rota draft December.xlsx", 17 * KB, _clear(9.2)))
    a(Entry("Desktop/New Text Document.txt", 0, _clear(44.3)))

    # ================================================================== hidden / noise
    a(T(".bashrc", 600.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".gitconfig", 500.3, "[user]\n\tname = Tomasz Nowak\n"))
    a(T(".config/obs-studio/global.ini", 120.3, "[General]\nLastVersion=503316480\n"))
    a(T(".minecraft/launcher_profiles.json", 11.3, '{"profiles": {"default": {"name": "Kiran"}}}\n'))
    for _i in range(20):
        a(
            Entry(
                f".minecraft/assets/objects/{r.getrandbits(8):02x}/{r.getrandbits(160):040x}",
                r.randint(2 * KB, 400 * KB),
                200.3,
            )
        )
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 80_000),
                1.5 + r.random() * 25,
            )
        )
    for _i in range(6):
        a(
            Entry(
                f".cache/Adobe/Premiere Pro/Media Cache Files/{r.getrandbits(64):016x}.cfa",
                r.randint(20, 200) * MB,
                1.5,
            )
        )
    return _check_cycleshop(_check(E))


def _check_cycleshop(entries: list[Entry]) -> list[Entry]:
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
        if isinstance(e.age, str) or e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.match(r"(\d{4}-\d{2}-\d{2})[ _]", e.name)
        if m:
            assert _dt.date.fromisoformat(m.group(1)) == iso_of(e.age), e.path
    return entries


HOMES["cycleshop"] = cycleshop

if __name__ == "__main__":
    from homes import human

    es = cycleshop()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
