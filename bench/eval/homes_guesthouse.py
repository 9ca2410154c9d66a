"""A generated home for the held-out set W (heldout_w.jsonl): a small bed & breakfast on the Llŷn coast, run by Gwen
and Rhys Pritchard-Maddox, with Gwen's father Alun Maddox (79, a retired police sergeant) living with them. One
shared family computer, one home folder.

Shape: B&B/ (Gwen: Bookings/Booking.com and Bookings/Airbnb exports as .csv by month, direct bookings, guest invoices
numbered "BB-2026-0311" with older ones zipped, the guest book scanned as PDFs, Reviews/TripAdvisor screenshots,
Breakfast menus by season as .docx and .pdf, cleaning and laundry rotas as .xlsx by month, Certificates (fire safety,
food hygiene, gas, electrical), "Insurance & Licence", Accounts and Accounts/VAT by quarter, Website photos: big JPEGs
named by room, "Room 3 - Sea View 2.jpg", a few .JPG); Boat/ (Rhys, a part-time boat skipper: trip logs as .md notes
named by date and place, RYA and MCA certificates, maintenance invoices, Manuals (engine and electronics PDFs), the
boat's papers); Videos/Drone (huge DJI_*.MP4 raw clips and .mov/.MOV edits); Podcast/ (Rhys's podcast about local
walks: episodes as .mp3 named "Ep 12 - …", raw .wav recordings, show notes .md, an Audacity project, cover art);
Alun/ (a local-history blog: Drafts .docx/.md and Published .md posts; Postcards: scanned old postcards as TIFF named
by place and year, "Harbour 1962.tif"; Food bank rotas; police pension papers; Audiobooks .m4b; a family tree .ged);
Documents (household: council tax, car, passports), Pictures (phone photos IMG_YYYYMMDD_HHMMSS.jpg, screenshots, Siân's
wedding DSC_*.JPG), Videos, Music, Downloads (installers .deb/.run/.AppImage/.exe, an .iso, zips, an unfinished .part
download, "(1)" copies and exact duplicates of files elsewhere, an empty file), Desktop clutter, a small website
project with .git and node_modules, hidden dotfiles and caches. Welsh names and accents (Llŷn, Porthdinllaen,
Cricieth, Siân, Tŷ Coch, Seren y Môr), spaces, "&", apostrophes, brackets, upper-case extensions, empty files.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set W's questions (BAD_WINDOWS, checked by `_check_guesthouse`); the files
dated Nov 19 are month-day anchors ("11-19"), and no other visible file is between 1.5 and 7.8 days old.
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


# Date boundaries of set W's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 31, 91, 92, 182, 365, 730]  # 31, 92: "a month", "3 months" by the calendar
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
BAD_WINDOWS += [(1.5, 7.8)]  # 2 days, 3 days, Nov 19 (a named day: only its anchors) and the week


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


def _next_month(y: int, m: int) -> tuple[int, int]:
    yy, mm = divmod(y * 12 + m, 12)
    return yy, mm + 1


BB = "B&B"
BK = "B&B/Bookings"
INV = "B&B/Invoices"
WP = "B&B/Website photos"
BT = "Boat"
POD = "Podcast"
AL = "Alun"
DR = "Videos/Drone"

ROOMS = ["Room 1 - Garden View", "Room 2 - Harbour View", "Room 3 - Sea View", "Room 4 - The Loft",
         "Room 5 - Family Suite"]  # fmt: skip

EPISODES = [
    ("2026-03-06", "Porthdinllaen and the lifeboat station"),
    ("2026-03-20", "Nefyn to Morfa Nefyn along the beach"),
    ("2026-04-10", "Yr Eifl and Tre'r Ceiri hillfort"),
    ("2026-04-24", "Nant Gwrtheyrn, the lost village"),
    ("2026-05-08", "Aberdaron and Porth Meudwy"),
    ("2026-05-15", "Porth Oer, the whistling sands"),
    ("2026-06-12", "Abersoch to Llanbedrog headland"),
    ("2026-06-26", "Pwllheli harbour walk"),
    ("2026-07-17", "Mynydd Mawr and Braich y Pwll"),
    ("2026-08-14", "Porth Iago and Porth Colmon"),
    ("2026-09-11", "Ynys Enlli from the mainland"),
    ("2026-10-16", "Cricieth Castle loop"),
    ("2026-11-12", "Clynnog Fawr and the pilgrims' path"),
]

TRIPS = [  # Rhys's 2026 season: date, trip
    ("2026-04-18", "Porthdinllaen seals"),
    ("2026-05-02", "Porthdinllaen seals"),
    ("2026-05-09", "Nefyn bay mackerel fishing"),
    ("2026-05-16", "Bardsey Island crossing"),
    ("2026-06-01", "Yr Eifl cliffs and Nant Gwrtheyrn"),
    ("2026-06-06", "Porthdinllaen seals"),
    ("2026-06-13", "Bardsey Island crossing"),
    ("2026-06-20", "Nefyn bay mackerel fishing"),
    ("2026-06-27", "Dolphin watch - Cardigan Bay"),
    ("2026-07-04", "Porthdinllaen seals"),
    ("2026-07-11", "Bardsey Island crossing"),
    ("2026-07-18", "Yr Eifl cliffs and Nant Gwrtheyrn"),
    ("2026-07-25", "Dolphin watch - Cardigan Bay"),
    ("2026-08-08", "Bardsey Island crossing"),
    ("2026-08-15", "Nefyn bay mackerel fishing"),
    ("2026-08-22", "Porthdinllaen seals"),
    ("2026-08-29", "Dolphin watch - Cardigan Bay"),
    ("2026-09-05", "Bardsey Island crossing"),
    ("2026-09-19", "Porthdinllaen seals"),
    ("2026-09-26", "Nefyn bay mackerel fishing"),
    ("2026-10-10", "Bardsey Island crossing"),
    ("2026-10-22", "Porthdinllaen seals"),
]

POSTCARDS = [  # place and year, size in MB, scanned on
    ("Harbour 1962", 96, "2026-02-11"),
    ("Harbour 1975", 88, "2026-02-11"),
    ("Porthdinllaen 1958", 104, "2026-02-14"),
    ("Nefyn beach 1931", 71, "2026-02-14"),
    ("Morfa Nefyn 1965", 92, "2026-03-03"),
    ("Cricieth Castle 1910", 66, "2026-03-03"),
    ("Pwllheli station 1948", 83, "2026-05-19"),
    ("Lifeboat launch 1953", 112, "2026-05-19"),
    ("Aberdaron church 1920", 58, "2026-09-16"),
    ("Bardsey lighthouse 1939", 77, "2026-09-16"),
    ("Tŷ Coch inn 1947", 95, "2026-10-20"),
]


def guesthouse() -> list[Entry]:
    r = random.Random(2611)
    E: list[Entry] = []
    a = E.append

    # ================================================================== B&B: bookings
    for y, m in _months("2025-11", 12):  # exports of 2025-11 … 2026-10, made early the next month
        ny, nm = _next_month(y, m)
        summer = m in (6, 7, 8, 9)
        s_bk = r.randint(110 * KB, 190 * KB) if summer else r.randint(35 * KB, 90 * KB)
        s_ab = r.randint(60 * KB, 120 * KB) if summer else r.randint(20 * KB, 55 * KB)
        a(Entry(f"{BK}/Booking.com/Booking.com export {y}-{m:02d}.csv", s_bk, _clear(ago(f"{ny}-{nm:02d}-04"))))
        a(Entry(f"{BK}/Airbnb/airbnb_reservations_{y}-{m:02d}.csv", s_ab, _clear(ago(f"{ny}-{nm:02d}-05") - 0.1)))
    a(Entry(f"{BK}/Direct bookings 2026.xlsx", 84 * KB, _clear(ago("2026-11-23"))))
    a(Entry(f"{BK}/Direct bookings 2025.xlsx", 71 * KB, ago("2025-12-30")))
    a(Entry(f"{BK}/Availability 2027.xlsx", 36 * KB, _clear(ago("2026-11-09"))))
    a(
        T(
            f"{BK}/Booking.com commission notes.txt",
            _clear(ago("2026-08-12")),
            "Booking.com commission is 15% per stay, invoiced monthly. Airbnb host fee 3%.\n"
            "Direct bookings save the commission: offer returning guests 10% off.\n",
        )
    )

    # ================================================================== B&B: invoices
    ages = []
    for i in range(102):  # BB-2026-0241 … BB-2026-0342, mid-June to yesterday
        ages.append(_clear(ago("2026-06-13") - i * 1.61))
    for n, age in zip(range(241, 343), sorted(ages, reverse=True), strict=True):
        dup = "inv0311" if n == 311 else None
        a(Entry(f"{INV}/2026/BB-2026-{n:04d}.pdf", 48 * KB if dup else r.randint(38 * KB, 72 * KB), age, dup=dup))
    a(Entry(f"{INV}/Invoices 2025.zip", 9_800 * KB, ago("2026-01-06")))
    a(Entry(f"{INV}/Invoices Jan-May 2026.zip", 6_100 * KB, _clear(ago("2026-06-12"))))
    a(Entry(f"{INV}/invoice template.docx", 42 * KB, ago("2025-04-14")))

    # ================================================================== B&B: guest book, reviews
    a(Entry(f"{BB}/Guest book/Guest book 2025 (scanned).pdf", 46 * MB, ago("2026-01-08")))
    a(Entry(f"{BB}/Guest book/Guest book 2026 Jan-Jun (scanned).pdf", 31 * MB, _clear(ago("2026-07-02"))))
    a(Entry(f"{BB}/Guest book/Guest book 2026 Jul-Oct (scanned).pdf", 38 * MB, _clear(ago("2026-11-02"))))
    ta = ["2026-04-14", "2026-05-03", "2026-05-13", "2026-06-16", "2026-07-06", "2026-07-21", "2026-08-05",
          "2026-08-18", "2026-08-30", "2026-09-13", "2026-10-04", "2026-10-21", "2026-11-11"]  # fmt: skip
    for d in ta:
        a(Entry(f"{BB}/Reviews/TripAdvisor/TripAdvisor review {d}.png", r.randint(220 * KB, 900 * KB), _clear(ago(d))))
    a(Entry(f"{BB}/Reviews/TripAdvisor/TripAdvisor review 2026-11-19.png", 610 * KB, "11-19"))
    a(Entry(f"{BB}/Reviews/Travellers Choice 2026 certificate.pdf", 1_300 * KB, ago("2026-06-09")))
    a(Entry(f"{BB}/Reviews/reply to review - Room 4 noise complaint.docx", 22 * KB, _clear(ago("2026-08-19"))))
    a(Entry(f"{BB}/Reviews/Booking.com review score October.png", 340 * KB, _clear(ago("2026-10-31"))))

    # ================================================================== B&B: breakfast menus
    menus = [
        ("Winter 2025", "2025-11-12"),
        ("Spring 2026", "2026-03-12"),
        ("Summer 2026", "2026-05-18"),
        ("Autumn 2026", "2026-09-22"),
    ]
    for season, d in menus:
        a(Entry(f"{BB}/Breakfast menus/Breakfast menu - {season}.docx", r.randint(40 * KB, 90 * KB), ago(d)))
        a(Entry(f"{BB}/Breakfast menus/Breakfast menu - {season}.pdf", r.randint(300 * KB, 700 * KB), ago(d) - 0.05))
    a(Entry(f"{BB}/Breakfast menus/Christmas breakfast menu 2026 draft.docx", 38 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{BB}/Breakfast menus/Allergen chart.xlsx", 29 * KB, _clear(ago("2026-09-23"))))
    a(
        T(
            f"{BB}/Breakfast menus/suppliers.txt",
            ago("2026-05-14"),
            "Eggs: Fferm Penrhyn, Boduan. Bara brith and bread: Becws Nefyn. Laverbread: Selwyn's.\n"
            "Sausages and bacon: Cigydd Pwllheli. Halen Môn sea salt. Oat milk from the cash and carry.\n",
        )
    )

    # ================================================================== B&B: rotas
    for y, m in _months("2026-06", 6):
        made = _dt.date(y, m, 1) - _dt.timedelta(days=4)
        age = _clear(ago(made.isoformat()))
        a(Entry(f"{BB}/Rotas/Cleaning rota {y}-{m:02d}.xlsx", r.randint(18 * KB, 30 * KB), age))
        a(Entry(f"{BB}/Rotas/Laundry rota {y}-{m:02d}.xlsx", r.randint(14 * KB, 24 * KB), age - 0.02))
    a(
        T(
            f"{BB}/Rotas/Changeover checklist.txt",
            ago("2026-03-30"),
            "Strip beds, towels to the laundry bags. Hoover under the beds. Restock tea tray: Welsh brew, "
            "bara brith, biscuits. Check the shower drain in Room 4. Fresh flowers in Room 3 - Sea View.\n",
        )
    )

    # ================================================================== B&B: certificates, insurance, licence
    certs = [
        ("Fire safety certificate 2025.pdf", "2025-10-14", 410 * KB),
        ("Fire safety certificate 2026.pdf", "2026-10-13", 420 * KB),
        ("Fire risk assessment 2026.docx", "2026-02-24", 96 * KB),
        ("Food hygiene certificate - Gwen Level 2.pdf", "2025-03-18", 260 * KB),
        ("Food hygiene rating 5 - Cyngor Gwynedd.pdf", "2025-07-09", 330 * KB),
        ("Gas safety certificate CP12 2026.pdf", "2026-05-12", 180 * KB),
        ("Electrical installation condition report EICR.pdf", "2024-06-20", 1_900 * KB),
        ("PAT testing 2026.pdf", "2026-05-12", 150 * KB),
    ]
    for n, d, s in certs:
        a(Entry(f"{BB}/Certificates/{n}", s, _clear(ago(d))))
    ins = [
        ("Hiscox B&B insurance 2025-26.pdf", "2025-06-02", 880 * KB, None),
        ("Hiscox B&B insurance 2026-27.pdf", "2026-06-02", 905 * KB, "hiscox"),
        ("Premises licence - Cyngor Gwynedd.pdf", "2023-04-17", 540 * KB, None),
        ("Visit Wales 4 star grading 2026.pdf", "2026-04-28", 700 * KB, None),
        ("Public liability certificate 2026.pdf", "2026-06-02", 120 * KB, None),
    ]
    for n, d, s, dup in ins:
        a(Entry(f"{BB}/Insurance & Licence/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== B&B: accounts and VAT
    acc = [
        ("Accounts 2024-25.xlsx", "2025-05-16", 310 * KB),
        ("Accounts 2025-26.xlsx", "2026-05-11", 342 * KB),
        ("Accounts 2026-27.xlsx", "2026-11-16", 188 * KB),
        ("Hughes & Co - year end letter 2026.pdf", "2026-06-30", 140 * KB),
        ("Expenses and receipts 2026.xlsx", "2026-11-15", 97 * KB),
    ]
    for n, d, s in acc:
        a(Entry(f"{BB}/Accounts/{n}", s, _clear(ago(d))))
    vat = [("2025 Q3", "2025-10-28"), ("2025 Q4", "2026-01-27"), ("2026 Q1", "2026-04-27"), ("2026 Q2", "2026-07-28"),
           ("2026 Q3", "2026-10-27")]  # fmt: skip
    for qtr, d in vat:
        a(Entry(f"{BB}/Accounts/VAT/VAT return {qtr}.pdf", r.randint(90 * KB, 160 * KB), _clear(ago(d))))
    a(Entry(f"{BB}/Accounts/VAT/VAT 2026 Q3 workings.xlsx", 66 * KB, _clear(ago("2026-10-26"))))

    # ================================================================== B&B: website photos (big JPEGs by room)
    for k, room in enumerate(ROOMS):
        for j, suffix in enumerate(["", " 2", " 3"]):
            age = ago("2026-03-21") + k * 0.02 + j * 0.003
            s = 12_480 * KB if (k, j) == (2, 0) else r.randint(8 * MB, 16 * MB)
            a(Entry(f"{WP}/{room}{suffix}.jpg", s, age, dup="room3" if (k, j) == (2, 0) else None))
        a(Entry(f"{WP}/{room} ensuite.JPG", r.randint(7 * MB, 13 * MB), ago("2026-03-21") + k * 0.02 + 0.01))
    for n in ("Breakfast room.jpg", "Garden and terrace.jpg", "Front of house.jpg", "View to Porthdinllaen.jpg"):
        a(Entry(f"{WP}/{n}", r.randint(9 * MB, 17 * MB), ago("2026-03-22")))
    a(Entry(f"{BB}/Logo - Bryn Awel B&B.png", 210 * KB, ago("2024-02-20")))
    a(T(f"{WP}/.DS_Store", ago("2026-03-22"), "Bud1\n"))

    # ================================================================== Boat (Rhys)
    for d, trip in TRIPS:
        pax = r.randint(4, 12)
        wind = r.choice(["SW 3", "W 4", "NW 2-3", "S 3", "calm", "SW 4-5"])
        extra = {
            "Porthdinllaen seals": "Seals hauled out on the rocks below the lifeboat station.",
            "Nefyn bay mackerel fishing": "Good shoal off the point, kids caught plenty.",
            "Bardsey Island crossing": "Landed at the Cafn, sound was lumpy on the way back.",
            "Yr Eifl cliffs and Nant Gwrtheyrn": "Choughs on the cliffs, quarry jetty visible.",
            "Dolphin watch - Cardigan Bay": "Pod of bottlenose dolphins off Llanbedrog.",
        }[trip]
        a(
            T(
                f"{BT}/Trip logs/2026/{d} {trip}.md",
                _clear(ago(d) - 0.2),
                f"# {d} {trip}\n\nPassengers: {pax}. Wind {wind}. {extra}\nBoat: Seren y Môr. Skipper: Rhys.\n",
            )
        )
    a(Entry(f"{BT}/Trip logs/Trip log 2025.xlsx", 58 * KB, ago("2025-10-30")))
    a(Entry(f"{BT}/Trip logs/Trip log 2026.xlsx", 64 * KB, _clear(ago("2026-10-22"))))
    bcerts = [
        ("RYA Day Skipper certificate.pdf", "2019-05-14"),
        ("RYA Yachtmaster Coastal certificate.pdf", "2022-09-30"),
        ("RYA SRC VHF radio licence.pdf", "2018-03-22"),
        ("RYA Powerboat Level 2.pdf", "2017-07-11"),
        ("First aid at sea certificate 2025.pdf", "2025-02-26"),
        ("MCA Boatmaster licence Tier 2.pdf", "2023-04-05"),
        ("ENG1 medical certificate 2026.pdf", "2026-02-17"),
    ]
    for n, d in bcerts:
        a(Entry(f"{BT}/Certificates/{n}", r.randint(180 * KB, 900 * KB), ago(d)))
    maint = [
        ("Pwllheli Marine - engine service 2025-03.pdf", "2025-03-19"),
        ("Pwllheli Marine - engine service 2026-03.pdf", "2026-03-24"),
        ("Abersoch Boatyard - lift out and antifoul 2026.pdf", "2026-04-08"),
        ("Force 4 Chandlery receipt - flares.pdf", "2026-04-15"),
        ("impeller and anodes receipt.pdf", "2026-07-29"),
        ("Nefyn mooring invoice 2026.pdf", "2026-03-02"),
    ]
    for n, d in maint:
        a(Entry(f"{BT}/Maintenance/{n}", r.randint(70 * KB, 300 * KB), _clear(ago(d))))
    a(Entry(f"{BT}/Maintenance/Boat maintenance log.xlsx", 41 * KB, _clear(ago("2026-10-29"))))
    a(Entry(f"{BT}/Manuals/Yamaha F115 engine manual.pdf", 18_600 * KB, ago("2021-04-02"), dup="yamaha"))
    a(Entry(f"{BT}/Manuals/Honda BF2.3 outboard owner's manual.pdf", 6_200 * KB, ago("2022-06-18")))
    a(Entry(f"{BT}/Manuals/Garmin echoMAP UHD2 chartplotter manual.pdf", 12_100 * KB, ago("2023-03-09")))
    a(Entry(f"{BT}/Manuals/Icom IC-M330 VHF radio manual.PDF", 3_900 * KB, ago("2021-05-20")))
    a(Entry(f"{BT}/Seren y Môr - Part 1 registration.pdf", 640 * KB, ago("2021-03-15")))
    a(Entry(f"{BT}/Navigators & General boat insurance 2026.pdf", 1_100 * KB, ago("2026-03-27")))
    a(Entry(f"{BT}/Passenger safety briefing.docx", 36 * KB, ago("2025-04-09")))
    a(Entry(f"{BT}/Trip prices 2026.docx", 24 * KB, ago("2026-02-20")))
    a(Entry(f"{BT}/tide tables 2026 - Pwllheli.pdf", 2_300 * KB, ago("2025-12-12")))

    # ================================================================== Drone footage (huge)
    drone = ["2026-04-22", "2026-04-22", "2026-05-17", "2026-06-03", "2026-06-03", "2026-07-09", "2026-07-30",
             "2026-08-26", "2026-09-08", "2026-10-18", "2026-10-18", "2026-11-08"]  # fmt: skip
    for i, d in enumerate(drone):
        a(Entry(f"{DR}/DJI_{201 + i:04d}.MP4", r.randint(1_400 * MB, 3_900 * MB), _clear(ago(d) - i * 0.01)))
    a(Entry(f"{DR}/Edits/Porthdinllaen from above.mp4", 2_870 * MB, ago("2026-05-20")))
    a(Entry(f"{DR}/Edits/Llŷn coast 4K edit v1.mov", 6_400 * MB, _clear(ago("2026-08-20"))))
    a(Entry(f"{DR}/Edits/Llŷn coast 4K edit v2.mov", 6_950 * MB, _clear(ago("2026-09-02"))))
    a(Entry(f"{DR}/Edits/Bardsey sunset.MOV", 4_120 * MB, _clear(ago("2026-10-21"))))
    a(Entry("Videos/Siân's wedding - first dance.mp4", 1_650 * MB, ago("2025-07-13")))
    a(Entry("Videos/Christmas Day 2025.mp4", 940 * MB, ago("2025-12-26")))
    a(Entry("Videos/dolphins off Llanbedrog.mp4", 310 * MB, _clear(ago("2026-07-25"))))

    # ================================================================== Podcast (Rhys)
    for i, (d, title) in enumerate(EPISODES, 1):
        a(Entry(f"{POD}/Episodes/Ep {i:02d} - {title}.mp3", r.randint(38 * MB, 74 * MB), _clear(ago(d))))
        a(
            T(
                f"{POD}/Show notes/Ep {i:02d} show notes.md",
                _clear(ago(d) + 0.1),
                f"# Ep {i}: {title}\n\nDistance, parking and a café stop. Thanks to listeners for the walk ideas.\n",
            )
        )
    a(Entry(f"{POD}/Raw audio/Ep 12 raw.wav", 812 * MB, _clear(ago("2026-10-12"))))
    a(Entry(f"{POD}/Raw audio/Ep 13 raw.wav", 745 * MB, _clear(ago("2026-11-08"))))
    a(Entry(f"{POD}/Raw audio/Ep 14 raw - Cricieth to Black Rock Sands.wav", 903 * MB, "11-19"))
    a(T(f"{POD}/Show notes/Ep 14 show notes.md", "11-19", "# Ep 14: Cricieth to Black Rock Sands\n\nDraft.\n"))
    a(Entry(f"{POD}/Audacity/Ep 14.aup3", 1_240 * MB, 0.9))
    a(Entry(f"{POD}/cover art 3000px.png", 4_800 * KB, ago("2026-02-26")))
    a(Entry(f"{POD}/intro jingle.wav", 21 * MB, ago("2026-02-25")))
    a(
        T(
            f"{POD}/episode ideas.txt",
            _clear(ago("2026-11-10")),
            "Ep 15: Nefyn headland and the Tŷ Coch walk at low tide.\nEp 16: Llanystumdwy and Lloyd George.\n"
            "Ask Dad (Alun) to come on and talk about the old harbour.\n",
        )
    )

    # ================================================================== Alun
    drafts = [
        ("The lifeboat at Porthdinllaen.docx", "2026-10-08", 48 * KB),
        ("Nefyn herring fishery.docx", "2026-09-27", 61 * KB),
        ("Cricieth in the war years.docx", "2026-11-14", 55 * KB),
        ("Policing the Llŷn in the 1970s.docx", "2026-08-25", 73 * KB),
        ("Untitled draft.docx", "2026-10-22", 0),
    ]
    for n, d, s in drafts:
        a(Entry(f"{AL}/Blog/Drafts/{n}", s, _clear(ago(d))))
    a(
        T(
            f"{AL}/Blog/Drafts/Tŷ Coch inn history.md",
            "11-19",
            "# The Tŷ Coch inn\n\nBuilt in 1823 for the shipbuilders of Porthdinllaen. My father drank there "
            "after the war. Postcard of 1947 in the folder.\n",
        )
    )
    published = [
        ("2026-02-19", "The old quarry at Nant Gwrtheyrn"),
        ("2026-03-26", "Nefyn in old postcards"),
        ("2026-05-07", "The railway that never reached Porthdinllaen"),
        ("2026-06-18", "Bardsey lighthouse keepers"),
        ("2026-08-06", "Summer visitors in 1962"),
        ("2026-10-01", "Shipbuilding at Porthdinllaen"),
    ]
    for d, title in published:
        age = _clear(ago(d))
        a(
            T(
                f"{AL}/Blog/Published/{iso_of(age):%Y-%m-%d} {title}.md",
                age,
                f"# {title}\n\nBy Alun Maddox. Memories and old photographs of the Llŷn.\n",
            )
        )
    for n, s, d in POSTCARDS:
        ext = "TIF" if n.startswith("Aberdaron") else "tif"
        a(Entry(f"{AL}/Postcards/{n}.{ext}", s * MB, _clear(ago(d)), dup="harbour62" if n == "Harbour 1962" else None))
    a(Entry(f"{AL}/Food bank/Food bank rota Sep 2026.docx", 27 * KB, ago("2026-08-27")))
    a(Entry(f"{AL}/Food bank/Food bank rota Oct 2026.docx", 28 * KB, ago("2026-09-28")))
    a(Entry(f"{AL}/Food bank/Food bank rota Nov 2026.docx", 27 * KB, ago("2026-10-28")))
    a(Entry(f"{AL}/Food bank/Food bank rota Dec 2026.docx", 29 * KB, "11-19"))
    a(Entry(f"{AL}/Food bank/DBS certificate - Alun Maddox.pdf", 390 * KB, ago("2025-01-22")))
    a(
        T(
            f"{AL}/Food bank/Nefyn food bank contacts.txt",
            ago("2026-04-20"),
            "Co-ordinator: Siân Williams, 07700 900721. Collections at Capel Seion on Thursdays.\n",
        )
    )
    pens = [
        ("North Wales Police pension - award letter 2007.pdf", "2019-08-12", 310 * KB),
        ("Police pension annual statement 2025.pdf", "2025-04-23", 190 * KB),
        ("Police pension annual statement 2026.pdf", "2026-04-22", 195 * KB),
        ("State pension increase letter 2026.pdf", "2026-03-16", 160 * KB),
        ("P60 pension 2025-26.pdf", "2026-05-06", 88 * KB),
    ]
    for n, d, s in pens:
        a(Entry(f"{AL}/Pension/{n}", s, _clear(ago(d))))
    books = [
        ("Under Milk Wood - Dylan Thomas.m4b", 142 * MB),
        ("How Green Was My Valley - Part 1.m4b", 265 * MB),
        ("How Green Was My Valley - Part 2.m4b", 248 * MB),
        ("The Hound of the Baskervilles.m4b", 188 * MB),
        ("Wolf Hall - Part 1.m4b", 402 * MB),
        ("Wolf Hall - Part 2.m4b", 391 * MB),
        ("Sherlock Holmes stories read by Stephen Fry.m4b", 1_480 * MB),
    ]
    for i, (n, s) in enumerate(books):
        a(Entry(f"{AL}/Audiobooks/{n}", s, ago("2024-12-20") - i * 40.1))
    a(Entry(f"{AL}/Family tree/Maddox family tree.ged", 1_240 * KB, _clear(ago("2026-11-01")), dup="ged"))
    a(Entry(f"{AL}/Family tree/Maddox family tree chart.pdf", 3_100 * KB, _clear(ago("2026-09-30"))))
    a(Entry(f"{AL}/Family tree/Owen Maddox - 1911 census.pdf", 820 * KB, ago("2025-11-11")))
    a(Entry(f"{AL}/letter to the Cambrian News.docx", 31 * KB, ago("2026-01-15")))

    # ================================================================== Documents (household)
    docs = [
        ("Council tax 2026-27 - Cyngor Gwynedd.pdf", "2026-03-10", 180 * KB),
        ("Car/Volvo V70 MOT 2026.pdf", "2026-06-23", 210 * KB),
        ("Car/Admiral car insurance 2026.pdf", "2026-02-13", 560 * KB),
        ("Passports/Passport - Gwen.pdf", "2024-05-08", 1_200 * KB),
        ("Passports/Passport - Rhys.pdf", "2024-05-08", 1_150 * KB),
        ("Passports/Passport - Alun.pdf", "2023-09-19", 1_180 * KB),
        ("Mortgage - Principality annual statement 2026.pdf", "2026-01-21", 240 * KB),
        ("Wedding anniversary - Portmeirion booking.pdf", "2026-08-13", 150 * KB),
    ]
    for n, d, s in docs:
        a(Entry(f"Documents/{n}", s, _clear(ago(d))))

    # ================================================================== Pictures
    age = 9.1
    for _i in range(84):
        age = _clear(int(age + 3.1 + r.random() * 3.4) + 0.3)
        d = iso_of(age)
        a(
            Entry(
                f"Pictures/Phone/IMG_{d:%Y%m%d}_{r.randint(8, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg",
                r.randint(2 * MB, 5_500 * KB),
                age,
            )
        )
    age = 0.6
    for _i in range(15):
        age = _clear(int(age + 9.3 + r.random() * 9) + 0.4)
        d = iso_of(age)
        n = f"Screenshot_{d:%Y%m%d}-{r.randint(7, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.png"
        a(Entry(f"Pictures/Screenshots/{n}", r.randint(120 * KB, 1_300 * KB), age))
    a(Entry("Pictures/Screenshots/Screenshot_20261119-081544.png", 690 * KB, "11-19"))
    for i in range(26):
        a(Entry(f"Pictures/Siân's wedding 2025/DSC_{3302 + i}.JPG", r.randint(7 * MB, 14 * MB), ago("2025-07-12")))

    # ================================================================== Music
    albums = {
        "Catatonia/International Velvet": ["Mulder and Scully", "Road Rage", "Game On", "I Am the Mob",
                                           "International Velvet", "Strange Glue"],
        "Super Furry Animals/Rings Around the World": ["Alternate Route to Vulcan Street", "Sidewalk Serfer Girl",
                                                       "Receptacle for the Respectable", "Juxtapozed with U"],
        "Gwenno/Le Kov": ["Tir Ha Mor", "Den Heb Taves", "Eus Keus?", "Hi a Skoellyas Liv a Dhagrow"],
    }  # fmt: skip
    for album, tracks in albums.items():
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{album}/{i:02d} {t}.mp3", r.randint(5 * MB, 11 * MB), 1500.3 + r.random()))

    # ================================================================== Downloads
    dl = [
        ("google-chrome-stable_current_amd64.deb", 112 * MB, "2025-03-10", None),
        ("zoom_amd64.deb", 188 * MB, "2026-01-14", None),
        ("DaVinci_Resolve_19.1_Linux.run", 3_150 * MB, "2026-02-02", None),
        ("DaVinci_Resolve_20.0_Linux.zip.part", 1_270 * MB, "2026-11-12", None),
        ("audacity-linux-3.6.4-x64.AppImage", 76 * MB, "2025-09-30", None),
        ("GarminExpressInstaller.exe", 41 * MB, "2025-06-02", None),
        ("ubuntu-24.04.1-desktop-amd64.iso", 6_100 * MB, "2024-09-03", None),
        ("website photos from Elin.zip", 820 * MB, "2026-03-23", None),
        ("Booking.com export 2026-10 (1).csv", 0, "2026-11-04", "bk2610"),
        ("BB-2026-0311 (1).pdf", 48 * KB, "2026-10-13", "inv0311"),
        ("Yamaha F115 engine manual (1).pdf", 18_600 * KB, "2025-04-16", "yamaha"),
        ("Room 3 - Sea View (1).jpg", 12_480 * KB, "2026-03-23", "room3"),
        ("HX-policy-schedule-2026.pdf", 905 * KB, "2026-06-02", "hiscox"),
        ("Ancestry export - Maddox.ged", 1_240 * KB, "2026-11-01", "ged"),
        ("invoice.pdf", 66 * KB, "2026-09-15", None),
        ("invoice (1).pdf", 71 * KB, "2026-10-19", None),
        ("Untitled.txt", 0, "2026-08-03", None),
        ("RYA Yachtmaster syllabus.pdf", 1_400 * KB, "2025-11-06", None),
        ("food_bank_poster_A4.pdf", 2_200 * KB, "2026-09-29", None),
        ("tide-times-nefyn-nov-2026.pdf", 160 * KB, "2026-10-30", None),
        ("Gwynedd tourism levy consultation.pdf", 3_700 * KB, "2026-08-10", None),
        ("Rhys CV 2024.docx", 44 * KB, "2024-02-27", None),
    ]
    bk = next(e for e in E if e.path.endswith("Booking.com export 2026-10.csv"))
    E[E.index(bk)] = Entry(bk.path, bk.size, bk.age, dup="bk2610")
    inv = next(e for e in E if e.path.endswith("BB-2026-0311.pdf"))
    for n, s, d, dup in dl:
        age = _clear(ago(d))
        if dup == "bk2610":  # downloaded a few hours before it was filed
            s, age = bk.size, bk.age + 0.22
        if dup == "inv0311":  # a guest's copy, saved the day after
            age = inv.age - 1.0
        a(Entry(f"Downloads/{n}", s, age, dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- Gwen: chase Booking.com about the October commission\n- order laverbread for the Christmas menu\n"
            "- Rhys: book the boat lift-out at Abersoch\n- Dad: hearing aid appointment Thursday\n"
            "- renew the fire safety certificate before October\n",
        )
    )
    a(Entry("Desktop/Harbour 1962.tif", 96 * MB, _clear(ago("2026-02-12")), dup="harbour62"))
    a(Entry("Desktop/Christmas bookings 2026.xlsx", 33 * KB, _clear(ago("2026-11-15") - 0.3)))
    a(Entry("Desktop/scan0007.pdf", 1_350 * KB, _clear(ago("2026-10-20"))))
    a(Entry("Desktop/scan0008.pdf", 1_410 * KB, _clear(ago("2026-10-20"))))
    a(Entry("Desktop/New Document.docx", 0, _clear(ago("2026-09-09"))))
    a(Entry("Desktop/Ep 14 running order.txt", 1_100, 1.1))

    # ============================================================ the website (Rhys's static site), with its noise
    ws = "Projects/brynawel-website"
    for n, txt in [
        ("package.json", '{"name": "brynawel-website", "dependencies": {"eleventy": "^3"}}\n'),
        (
            "index.html",
            "<h1>Bryn Awel B&amp;B, Morfa Nefyn</h1>\n<p>Five rooms, sea views, full Welsh breakfast.</p>\n",
        ),
        ("rooms.html", "<h2>Room 3 - Sea View</h2>\n<p>Our most popular room.</p>\n"),
        ("README.md", "# brynawel-website\n\nnpx @11ty/eleventy --serve\n"),
    ]:
        a(T(f"{ws}/{n}", ago("2026-04-06"), txt))
    a(T(f"{ws}/.git/HEAD", ago("2026-04-06"), "ref: refs/heads/main\n"))
    a(T(f"{ws}/.git/config", ago("2026-04-06"), "[core]\n\tbare = false\n"))
    for _i in range(16):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{ws}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), ago("2026-04-06") + r.random() * 30))
    for p in ("@11ty/eleventy", "liquidjs", "markdown-it", "chokidar", "nunjucks"):
        for f in ("package.json", "README.md", "index.js", "LICENSE"):
            a(Entry(f"{ws}/node_modules/{p}/{f}", r.randint(300, 180_000), ago("2026-04-06")))

    # ================================================================== hidden / noise
    a(T(".bashrc", 800.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 800.3, 'if [ -n "$BASH_VERSION" ]; then . "$HOME/.bashrc"; fi\n'))
    a(T(".config/gtk-3.0/bookmarks", 300.3, "file:///home/gwen/B%26B B&B\nfile:///home/gwen/Podcast Podcast\n"))
    a(T(".config/audacity/audacity.cfg", 20.3, "[AudioIO]\nRecordingDevice=Zoom H5\n"))
    a(T(".local/share/recently-used.xbel", 0.4, '<?xml version="1.0"?>\n<xbel version="1.0"></xbel>\n'))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 90_000),
                1.2 + r.random() * 40,
            )
        )
    for _i in range(8):
        a(Entry(f".cache/mozilla/firefox/cache2/entries/{r.getrandbits(80):020X}", r.randint(5_000, 2_000_000), 2.3))
    return _check_guesthouse(_check(E))


def _check_guesthouse(entries: list[Entry]) -> list[Entry]:
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
        m = re.search(r"(?:IMG_|Screenshot_)(\d{4})(\d{2})(\d{2})", e.name)
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
        m = re.match(r"(\d{4})-(\d{2})-(\d{2}) ", e.name) or re.search(r"review (\d{4})-(\d{2})-(\d{2})", e.name)
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["guesthouse"] = guesthouse

if __name__ == "__main__":
    from homes import human

    es = guesthouse()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
