"""A generated home for the held-out set AA (heldout_aa.jsonl): the Hegartys, in the spare room of a semi in Cork.

Siobhán Hegarty runs "Wild Iris Flowers", a wedding and event florist, from home: Wild Iris Flowers/ holds quotes
(by wedding date and couple), invoices by year (INV-YYYY-NNN, deposit and balance for each wedding, corporate and
sympathy orders), supplier price lists from the wholesalers (weekly Holex lists, monthly Van Vliet sheets, a sundries
catalogue) and the suppliers' own invoices, Weddings/<year>/<date couple>/ with a moodboard.jpg, a flower recipe.xlsx
and her phone photos of the day in every one (the same names in each wedding), Events/ (a jazz-weekend hotel, a
wreath workshop, Valentine's and Mother's Day orders), a VAT folder (VAT3 returns every two months, ROS receipts,
workings), Accounts/ (bank statements by month, sales and expenses ledgers: her sister Orla does the books), Instagram
reels exported as .mp4, a price guide per year, terms, a booking form and the logo. Her husband Ciarán teaches PE
(Teaching/: lesson plans by year group and unit, fitness testing, sports day, the basketball fixtures) and races
with a club (Cycling/: Garmin .fit rides named by date and time, .gpx routes, training logs, FTP tests, a segments
sheet, bike receipts, club kit, race photos from Sportograf). Their daughter Saoirse (9) has School projects and
Minecraft screenshots (named like Minecraft names them, 2026-11-02_18.44.12.png). Also a Phone backup (camera
photos IMG_YYYYMMDD_HHMMSS.jpg, a few videos, WhatsApp images and voice notes, phone screenshots), Music (three
albums, Saoirse's songs, podcasts), Videos, Documents (house, car, health, passports, electricity bills), Downloads
(installers, zips, an unfinished download, an empty file, "(1)" copies and exact copies of files elsewhere), Desktop
clutter, hidden dotfiles, .cache and Minecraft's own .minecraft folder.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set AA's questions (BAD_WINDOWS, checked by `_check_florist`); the files
dated Nov 19 are month-day anchors ("11-19"), and nothing else visible is dated between Nov 16 and Nov 21.
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
    """The date of a file this many days old (the clock is at noon): ages in (n - 0.5, n + 0.5] fall on day n."""
    return TODAY - _dt.timedelta(days=round(age))


def _days_to(iso: str) -> float:
    """Age of midnight at the start of that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.5


# Date boundaries of set AA's questions (ages in days as of 2026-11-24, noon); visible files keep clear of them.
ROLLING = [7, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-07-01",
    "2026-06-01",
    "2026-04-01",
    "2026-03-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(2.6, 8.7)]  # Nov 19 (a named day: only its anchors) and the edges of "last week", either reading


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


BIZ = "Wild Iris Flowers"
WED = f"{BIZ}/Weddings"

# (wedding date, couple); the 2027 ones are booked (a quote and a deposit) but not yet held
WEDDINGS = [
    ("2025-04-26", "Niamh & Cathal"),
    ("2025-05-17", "Róisín & Tadhg"),
    ("2025-06-07", "Emma & Conor"),
    ("2025-06-28", "Aoife & Seán"),
    ("2025-07-19", "Ciara & Mark"),
    ("2025-08-09", "Laura & Dónal"),
    ("2025-08-30", "Sinéad & Kevin"),
    ("2025-09-20", "Megan & Liam"),
    ("2025-10-11", "Clodagh & Eoin"),
    ("2026-03-14", "Gráinne & Fiachra"),
    ("2026-04-18", "Sarah & James"),
    ("2026-05-02", "Aisling & Darragh"),
    ("2026-05-16", "Orlaith & Rory"),
    ("2026-06-13", "Chloe & Ronan"),
    ("2026-06-27", "Katie & Pádraig"),
    ("2026-07-11", "Eimear & Colm"),
    ("2026-07-25", "Hannah & Shane"),
    ("2026-08-15", "Rachel & Niall"),
    ("2026-08-29", "Deirdre & Brian"),
    ("2026-09-12", "Ailbhe & Oisín"),
    ("2026-09-26", "Lisa & Michael"),
    ("2026-10-17", "Jennifer & David"),
    ("2026-11-07", "Maeve & Cian"),
]
BOOKED_2027 = [
    ("2027-04-10", "Amy & Dylan"),
    ("2027-05-15", "Caoimhe & Jack"),
    ("2027-06-19", "Rebecca & Tom"),
    ("2027-08-21", "Nicole & Stephen"),
]
LOST_QUOTES = [("2026-09-05", "Hazel & Gavin"), ("2027-07-03", "Zoe & Adam")]  # quoted, never booked

# other jobs invoiced: (date of the job, what the invoice is called)
JOBS = [
    ("2025-02-14", "Valentine's orders"),
    ("2025-03-30", "Mother's Day orders"),
    ("2025-11-28", "Crawford Art Gallery Christmas launch"),
    ("2025-12-12", "Cork Chamber Christmas lunch"),
    ("2026-02-14", "Valentine's orders"),
    ("2026-03-15", "Mother's Day orders"),
    ("2026-05-08", "O'Sullivan funeral"),
    ("2026-09-18", "Doyle funeral"),
    ("2026-10-23", "River Lee Hotel Jazz Festival"),
    ("2026-11-13", "Kinsale Yacht Club dinner"),
]


def _wedding_dir(d: str, couple: str) -> str:
    return f"{WED}/{d[:4]}/{d} {couple}"


def florist() -> list[Entry]:
    r = random.Random(2611)
    E: list[Entry] = []
    a = E.append

    def img(age: float, prefix: str = "IMG", sep: str = "_", ext: str = "jpg") -> str:
        d = iso_of(age)
        return f"{prefix}{sep}{d:%Y%m%d}{sep}{r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.{ext}"

    # ================================================================== the business: weddings
    for d, couple in WEDDINGS:
        base = _wedding_dir(d, couple)
        day = ago(d)
        a(Entry(f"{base}/moodboard.jpg", r.randint(2 * MB, 6 * MB), _clear(day + 60 + r.randint(0, 40) + 0.1)))
        a(Entry(f"{base}/flower recipe.xlsx", r.randint(18 * KB, 60 * KB), _clear(day + 10 + r.randint(0, 6))))
        n_photos = r.randint(9, 18)
        seen = set()
        for _i in range(n_photos):
            age = day - r.random() * 0.6
            name = img(age)
            while name in seen:
                name = img(age)
            seen.add(name)
            a(Entry(f"{base}/{name}", r.randint(2_200 * KB, 5_400 * KB), age))
    # extras in some weddings
    a(
        Entry(
            f"{_wedding_dir('2026-06-13', 'Chloe & Ronan')}/Pinterest board Chloe.pdf",
            8_400 * KB,
            _clear(ago("2026-02-20")),
        )
    )
    a(Entry(f"{_wedding_dir('2026-09-12', 'Ailbhe & Oisín')}/church layout.pdf", 640 * KB, _clear(ago("2026-08-21"))))
    a(Entry(f"{_wedding_dir('2026-11-07', 'Maeve & Cian')}/photographer preview.zip", 1_240 * MB, ago("2026-11-12")))
    a(Entry(f"{_wedding_dir('2025-08-30', 'Sinéad & Kevin')}/thank you card.jpg", 1_900 * KB, ago("2025-09-15")))
    a(
        T(
            f"{_wedding_dir('2026-10-17', 'Jennifer & David')}/notes from consultation.txt",
            _clear(ago("2026-05-06")),
            "Jennifer & David, Castlemartyr Resort, 17 October.\nColours: burnt orange, dusky pink, ivory.\n"
            "Bridal bouquet: garden roses, dahlias, amaranthus. 6 bridesmaids. Arch at the ceremony.\n"
            "Budget about 3,500 EUR. Allergic to lilies!\n",
        )
    )
    for d, couple in BOOKED_2027:
        base = _wedding_dir(d, couple)
        a(Entry(f"{base}/moodboard.jpg", r.randint(2 * MB, 6 * MB), _clear(r.uniform(12, 80))))

    # ================================================================== quotes
    QU = f"{BIZ}/Quotes"
    quote_age = {}
    for d, couple in WEDDINGS + BOOKED_2027 + LOST_QUOTES:
        wd = _dt.date.fromisoformat(d)
        sent = wd - _dt.timedelta(days=r.randint(200, 300))
        if sent > TODAY - _dt.timedelta(days=40):  # next year's weddings were quoted this year
            sent = TODAY - _dt.timedelta(days=r.randint(40, 150))
        age = _clear(ago(sent.isoformat()))
        quote_age[couple] = age
        a(Entry(f"{QU}/{iso_of(age).year}/Quote {d} {couple}.pdf", r.randint(150 * KB, 420 * KB), age))
    a(Entry(f"{QU}/Quote template 2026.docx", 96 * KB, ago("2025-12-16")))
    a(Entry(f"{QU}/Quote template 2027.docx", 98 * KB, _clear(ago("2026-10-28"))))

    # ================================================================== invoices (hers)
    # a deposit when a wedding is booked, the balance two weeks before it
    INV = f"{BIZ}/Invoices"
    issued = []  # (age, what)
    for d, couple in WEDDINGS + BOOKED_2027:
        q_age = quote_age[couple]
        issued.append((_clear(max(q_age - r.randint(8, 30), 11.3)), f"{couple} deposit"))
        day = ago(d)
        if day > 14:
            issued.append((_clear(day + 14 + 0.2), f"{couple} balance"))
    for d, what in JOBS:
        issued.append((_clear(ago(d) - 2.0), what))
    issued.sort(key=lambda x: -x[0])
    seq: dict[int, int] = {}
    for age, what in issued:
        y = iso_of(age).year
        seq[y] = seq.get(y, 0) + 1
        name = f"INV-{y}-{seq[y]:03d} {what}.pdf"
        a(Entry(f"{INV}/{y}/{name}", r.randint(60 * KB, 140 * KB), age))
    a(Entry(f"{INV}/invoice template.docx", 71 * KB, ago("2024-12-03")))

    # ================================================================== suppliers: price lists and their invoices
    SP = f"{BIZ}/Suppliers"
    for wk in range(38, 48):
        # Holex lists arrive on the Monday of ISO week `wk`
        monday = _dt.date.fromisocalendar(2026, wk, 1)
        age = _clear(ago(monday.isoformat()))
        a(Entry(f"{SP}/Price lists/Holex weekly price list wk{wk} 2026.pdf", r.randint(900 * KB, 1_600 * KB), age))
    for y, m, mon in ((2026, 8, "August"), (2026, 9, "September"), (2026, 10, "October"), (2026, 11, "November")):
        a(
            Entry(
                f"{SP}/Price lists/Van Vliet Ireland price list {mon} {y}.xlsx",
                r.randint(140 * KB, 260 * KB),
                _clear(ago(f"{y}-{m:02d}-02")),
            )
        )
    a(Entry(f"{SP}/Price lists/Munster Sundries catalogue 2026.pdf", 14_800 * KB, ago("2026-01-19")))
    a(Entry(f"{SP}/Price lists/Lismore Foliage autumn prices 2026.pdf", 420 * KB, _clear(ago("2026-09-07"))))
    a(Entry(f"{SP}/Price lists/Dutch Flower Connection dried flowers 2026.pdf", 3_100 * KB, ago("2026-02-09")))
    a(Entry(f"{SP}/Price lists/old/Holex price list Christmas 2025.pdf", 1_700 * KB, ago("2025-11-10")))
    a(Entry(f"{SP}/Price lists/old/Van Vliet Ireland price list December 2025.xlsx", 210 * KB, ago("2025-12-01")))
    sup_inv = [
        ("Holex invoice 4471290.pdf", "2026-06-09"),
        ("Holex invoice 4480112.pdf", "2026-07-07"),
        ("Holex invoice 4490876.pdf", "2026-08-11"),
        ("Holex invoice 4502231.pdf", "2026-09-08"),
        ("Holex invoice 4513954.pdf", "2026-10-13"),
        ("Holex invoice 4524410.pdf", "2026-11-10"),
        ("Van Vliet invoice VV-88231.pdf", "2026-07-21"),
        ("Van Vliet invoice VV-89410.pdf", "2026-09-22"),
        ("Van Vliet invoice VV-90377.pdf", "2026-10-20"),
        ("Munster Sundries invoice 2026-0412.pdf", "2026-04-14"),
        ("Munster Sundries invoice 2026-0988.pdf", "2026-09-29"),
    ]
    for n, d in sup_inv:
        a(Entry(f"{SP}/Supplier invoices/{n}", r.randint(70 * KB, 180 * KB), _clear(ago(d))))
    a(
        T(
            f"{SP}/wholesaler contacts.txt",
            _clear(ago("2026-02-03")),
            "Holex: order by Sunday 6pm for Tuesday delivery. Rep: Joost, +31 6 1234 5678.\n"
            "Van Vliet Ireland (Dublin): Mary in sales, 01 555 0142. Van on Thursdays to Cork.\n"
            "Munster Sundries: oasis, ribbon, wire, buckets. Ask for Declan.\n",
        )
    )

    # ================================================================== events (not weddings)
    EV = f"{BIZ}/Events"
    a(Entry(f"{EV}/2026-10-23 River Lee Hotel Jazz Festival/lobby design.pdf", 2_300 * KB, _clear(ago("2026-10-02"))))
    a(Entry(f"{EV}/2026-10-23 River Lee Hotel Jazz Festival/order.xlsx", 44 * KB, _clear(ago("2026-10-19"))))
    for i in range(6):
        age = ago("2026-10-23") - 0.1 - i * 0.03
        a(Entry(f"{EV}/2026-10-23 River Lee Hotel Jazz Festival/{img(age)}", r.randint(2_400 * KB, 5 * MB), age))
    a(Entry(f"{EV}/2026-12-05 Christmas wreath workshop/poster.png", 1_800 * KB, _clear(ago("2026-11-02"))))
    a(Entry(f"{EV}/2026-12-05 Christmas wreath workshop/bookings.xlsx", 28 * KB, 1.3))
    a(
        T(
            f"{EV}/2026-12-05 Christmas wreath workshop/shopping list.txt",
            "11-19",
            "Wreath workshop, 5 Dec, 12 people.\n12 copper wreath rings (30 cm), moss, Nordmann fir, eucalyptus,\n"
            "dried oranges, cinnamon sticks, velvet ribbon (burgundy), mince pies, mulled wine.\n",
        )
    )
    a(Entry(f"{EV}/2026-11-13 Kinsale Yacht Club dinner/table centres.jpg", 3_300 * KB, ago("2026-11-13")))
    a(Entry(f"{EV}/Valentine's 2026/orders.xlsx", 52 * KB, ago("2026-02-13")))
    a(Entry(f"{EV}/Mother's Day 2026/orders.xlsx", 47 * KB, ago("2026-03-14")))
    a(Entry(f"{EV}/Valentine's 2025/orders.xlsx", 49 * KB, ago("2025-02-13")))

    # ================================================================== VAT
    VAT = f"{BIZ}/VAT"
    periods = ["Jan-Feb", "Mar-Apr", "May-Jun", "Jul-Aug", "Sep-Oct", "Nov-Dec"]
    for y in (2025, 2026):
        for i, p in enumerate(periods):
            filed = _dt.date(y, 2 * i + 3, 18) if i < 5 else _dt.date(y + 1, 1, 18)
            if filed >= TODAY:
                continue
            age = _clear(ago(filed.isoformat()))
            a(Entry(f"{VAT}/{y}/VAT3 {p} {y}.pdf", r.randint(90 * KB, 160 * KB), age))
            a(Entry(f"{VAT}/{y}/ROS receipt VAT3 {p} {y}.pdf", r.randint(40 * KB, 70 * KB), _clear(age - 0.05)))
    a(Entry(f"{VAT}/2025/RTD 2025 annual return.pdf", 180 * KB, _clear(ago("2026-01-22"))))
    a(Entry(f"{VAT}/VAT workings 2025.xlsx", 212 * KB, ago("2026-01-16")))
    a(Entry(f"{VAT}/VAT workings 2026.xlsx", 236 * KB, _clear(ago("2026-11-12"))))
    a(Entry(f"{VAT}/VAT registration cert.pdf", 310 * KB, ago("2023-02-08")))

    # ================================================================== accounts (Orla does the books)
    AC = f"{BIZ}/Accounts"
    for i in range(24):
        y, m = divmod(2026 * 12 + 10 - 1 - i, 12)
        m += 1
        ny, nm = divmod(y * 12 + m, 12)
        age = _clear(ago(f"{ny}-{nm + 1:02d}-03"))
        a(Entry(f"{AC}/Bank statements/AIB business statement {y}-{m:02d}.pdf", r.randint(80 * KB, 200 * KB), age))
    a(Entry(f"{AC}/Sales ledger 2025.xlsx", 188 * KB, ago("2026-01-29")))
    a(Entry(f"{AC}/Sales ledger 2026.xlsx", 241 * KB, 1.2))
    a(Entry(f"{AC}/Expenses 2025.xlsx", 152 * KB, ago("2026-01-29")))
    a(Entry(f"{AC}/Expenses 2026.xlsx", 176 * KB, _clear(ago("2026-11-11"))))
    a(Entry(f"{AC}/Year end 2025/Form 11 2025.pdf", 620 * KB, ago("2026-10-29")))
    a(Entry(f"{AC}/Year end 2025/profit and loss 2025.pdf", 140 * KB, _clear(ago("2026-10-26"))))
    a(Entry(f"{AC}/Year end 2025/accountant letter.pdf", 95 * KB, _clear(ago("2026-10-26"))))
    a(Entry(f"{AC}/Year end 2024/Form 11 2024.pdf", 590 * KB, ago("2025-10-29")))
    a(Entry(f"{AC}/Year end 2024/profit and loss 2024.pdf", 131 * KB, ago("2025-10-20")))
    a(Entry(f"{AC}/van insurance 2026.pdf", 410 * KB, ago("2026-02-24")))
    a(Entry(f"{AC}/mileage log 2026.xlsx", 39 * KB, _clear(1.1)))

    # ================================================================== Instagram reels
    IG = f"{BIZ}/Instagram"
    reels = [
        ("reel - peony bridal bouquet.mp4", 62 * MB, "2026-05-04"),
        ("reel - church pew ends.mp4", 48 * MB, "2026-05-25"),
        ("reel - flower crown tutorial.mp4", 117 * MB, "2026-06-15"),
        ("reel - Holex delivery unboxing.mp4", 38 * MB, "2026-06-23"),
        ("reel - buttonholes in 60 seconds.mp4", 29 * MB, "2026-07-13"),
        ("reel - meadow arch Hannah and Shane.mp4", 96 * MB, "2026-07-27"),
        ("reel - dahlia season.mp4", 54 * MB, "2026-08-17"),
        ("reel - autumn bridal bouquet.mp4", 71 * MB, "2026-10-19"),
        ("reel - jazz festival lobby.mp4", 83 * MB, "2026-10-25"),
        ("reel - Maeve and Cian winter wedding.mp4", 109 * MB, "2026-11-09"),
        ("reel - dried flower wreath.mp4", 41 * MB, "2025-11-30"),
        ("reel - Valentine's rush.mp4", 35 * MB, "2026-02-15"),
    ]
    for n, s, d in reels:
        a(Entry(f"{IG}/Reels/{n}", s, _clear(ago(d)), dup="reelautumn" if "autumn bridal" in n else None))
    a(
        T(
            f"{IG}/caption ideas.txt",
            _clear(ago("2026-10-27")),
            "Autumn bouquet: 'Burnt orange season is here' #corkweddings #weddingflowers #wildirisflowers\n"
            "Wreath workshop: 'Make your own wreath, 5 December, mulled wine included'\n",
        )
    )
    a(Entry(f"{IG}/profile picture.jpg", 900 * KB, ago("2025-03-11")))

    # ================================================================== price guides, terms, branding
    a(Entry(f"{BIZ}/Wedding price guide 2026.pdf", 4_600 * KB, ago("2025-10-06"), dup="pg26"))
    a(Entry(f"{BIZ}/Wedding price guide 2027.pdf", 5_200 * KB, _clear(ago("2026-10-08")), dup="pg27"))
    a(Entry(f"{BIZ}/Terms and conditions.docx", 58 * KB, ago("2026-01-12")))
    a(Entry(f"{BIZ}/Wedding booking form.docx", 41 * KB, ago("2026-01-12")))
    a(Entry(f"{BIZ}/Enquiries 2026.xlsx", 88 * KB, 0.4))
    a(Entry(f"{BIZ}/Logo/wild iris logo.png", 640 * KB, ago("2023-01-20")))
    a(Entry(f"{BIZ}/Logo/wild iris logo.svg", 38 * KB, ago("2023-01-20")))
    a(Entry(f"{BIZ}/Logo/business cards.pdf", 2_200 * KB, ago("2023-02-02")))

    # ================================================================== Ciarán: teaching (PE)
    TE = "Teaching"
    units = {
        "1st Year": ["Athletics", "Gymnastics", "Basketball", "Orienteering", "Gaelic football"],
        "2nd Year": ["Athletics", "Dance", "Volleyball", "Health-related fitness"],
        "Transition Year": ["Rock climbing", "Kayaking", "Fitness leadership"],
        "LCPE": ["Physical activity and health", "Learning and improving skill", "Ethics and fair play"],
    }
    for gi, (group, us) in enumerate(units.items()):
        for ui, u in enumerate(us):
            for wk in (1, 2, 3):
                start = "2026-09-01" if gi in (0, 3) else "2025-09-01"  # this term's groups, last year's
                age = _clear(ago(start) - 2 - ui * 14 - wk * 4 - gi * 0.3)
                a(Entry(f"{TE}/Lesson plans/{group}/{u} - week {wk}.docx", r.randint(30 * KB, 120 * KB), age))
    a(Entry(f"{TE}/Fitness testing 2026-27.xlsx", 64 * KB, _clear(ago("2026-10-06"))))
    a(Entry(f"{TE}/Fitness testing 2025-26.xlsx", 61 * KB, ago("2025-10-07")))
    a(Entry(f"{TE}/Sports day 2026/sports day events and times.xlsx", 35 * KB, ago("2026-05-08")))
    a(Entry(f"{TE}/Sports day 2026/sports day results.xlsx", 42 * KB, ago("2026-05-14")))
    a(Entry(f"{TE}/Basketball/U16 fixtures 2026-27.xlsx", 22 * KB, _clear(ago("2026-09-14"))))
    a(Entry(f"{TE}/Basketball/team sheet U16 v Christians.docx", 19 * KB, _clear(ago("2026-11-10"))))
    a(Entry(f"{TE}/Gougane Barra trip risk assessment.docx", 78 * KB, _clear(ago("2026-09-24"))))
    a(Entry(f"{TE}/Teaching Council registration 2026.pdf", 160 * KB, ago("2026-02-02")))

    # ================================================================== Ciarán: cycling
    CY = "Cycling"
    age = 1.1
    rides = 0
    while age < 700:
        dur = r.choice([1.0, 1.5, 2.5, 3.5, 4.5])
        if not _bad(age):
            d = iso_of(age)
            hh = r.choice([7, 8, 9, 18])
            name = f"{d:%Y-%m-%d}-{hh:02d}-{r.randint(0, 59):02d}-{r.randint(0, 59):02d}.fit"
            a(Entry(f"{CY}/Rides/{d.year}/{name}", int(dur * r.randint(180 * KB, 260 * KB)), age))
            rides += 1
        age += r.choice([2.0, 3.0, 3.0, 4.0, 5.0, 7.0])
    routes = [
        ("Healy Pass loop.gpx", 420 * KB, "2025-07-04"),
        ("Ring of Kerry 170k.gpx", 980 * KB, "2025-06-30"),
        ("Sunday club spin - Kinsale.gpx", 210 * KB, "2026-02-08"),
        ("Sunday club spin - Crosshaven.gpx", 190 * KB, "2026-03-22"),
        ("Gougane Barra and the Pass of Keimaneigh.gpx", 540 * KB, "2026-05-09"),
        ("Ras Mumhan 2026 stage 2.gpx", 330 * KB, "2026-04-02"),
        ("Ras Mumhan 2026 stage 3.gpx", 360 * KB, "2026-04-02"),
        ("Vee Gap - Lismore.gpx", 470 * KB, "2026-08-20"),
        ("Mizen Head 200k audax.gpx", 1_100 * KB, "2026-09-16"),
        ("Tour de Munster 2026 day 1.gpx", 610 * KB, "2026-08-04"),
    ]
    for n, s, d in routes:
        a(Entry(f"{CY}/Routes/{n}", s, _clear(ago(d))))
    a(Entry(f"{CY}/Training log 2025.xlsx", 310 * KB, ago("2025-12-19")))
    a(Entry(f"{CY}/Training log 2026.xlsx", 344 * KB, 0.3))
    a(Entry(f"{CY}/FTP tests.xlsx", 27 * KB, _clear(ago("2026-10-11"))))
    a(Entry(f"{CY}/Strava segments - PBs.xlsx", 33 * KB, _clear(ago("2026-09-27"))))
    a(
        T(
            f"{CY}/bike fit notes.txt",
            _clear(ago("2026-03-05")),
            "Bike fit at Rothar Cycles, 5 March.\nSaddle up 6 mm, back 4 mm. Stem flipped to -6 degrees, 100 mm.\n"
            "Cleats: move left cleat 2 mm inboard. Knee pain should settle.\n",
        )
    )
    receipts = [
        ("Canyon Endurace CF 7 order confirmation.pdf", 240 * KB, "2025-03-18"),
        ("Garmin Edge 840 receipt.pdf", 120 * KB, "2025-05-06"),
        ("Wahoo Kickr Core receipt.pdf", 130 * KB, "2025-10-21"),
        ("Continental GP5000 tyres receipt.pdf", 90 * KB, "2026-04-14"),
        ("Shimano 105 chain and cassette receipt.pdf", 85 * KB, "2026-06-16"),
        ("Rothar Cycles service Oct 2026.pdf", 110 * KB, "2026-10-14"),
        ("Castelli rain jacket receipt.pdf", 95 * KB, "2026-10-28"),
        ("Lee Valley Wheelers membership 2026.pdf", 70 * KB, "2026-01-08"),
    ]
    for n, s, d in receipts:
        a(Entry(f"{CY}/Bike receipts/{n}", s, _clear(ago(d))))
    a(Entry(f"{CY}/Kit/club kit order form 2026.xlsx", 46 * KB, ago("2026-02-18")))
    a(Entry(f"{CY}/Kit/kit sizing chart.pdf", 380 * KB, ago("2026-02-18")))
    races = [
        ("Ras Mumhan 2026", "2026-04-05", 14),
        ("Cork Grand Prix 2025", "2025-08-17", 8),
        ("Ring of Kerry 2025", "2025-07-05", 9),
    ]
    for folder, d, n in races:
        day = ago(d)
        for _i in range(n):
            nm = f"sportograf-{r.randint(100_000_000, 499_999_999)}.jpg"
            a(Entry(f"{CY}/Race photos/{folder}/{nm}", r.randint(1_200 * KB, 4_800 * KB), _clear(day - 0.2)))
    a(
        Entry(
            f"{CY}/Race photos/Ras Mumhan 2026/sportograf-412233871.jpg",
            3_871_000,
            _clear(ago("2026-04-05") - 0.2),
            dup="sg",
        )
    )

    # ================================================================== Saoirse
    SA = "Saoirse"
    proj = [
        ("Volcanoes project.pptx", 14 * MB, "2026-10-21", "volc"),
        ("My hamster Biscuit.docx", 2_300 * KB, "2026-02-25", None),
        ("Vikings in Cork.pptx", 19 * MB, "2026-03-25", None),
        ("Solar system.pptx", 11 * MB, "2025-11-19", None),
        ("Rainforest animals.docx", 1_800 * KB, "2025-05-13", None),
        ("Science fair - which paper towel is best.pptx", 8_700 * KB, "2026-05-14", None),
        ("Seachtain na Gaeilge poster.jpg", 3_400 * KB, "2026-03-10", None),
        ("Book report - Matilda.docx", 640 * KB, "2026-10-13", None),
    ]
    for n, s, d, dup in proj:
        a(Entry(f"{SA}/School projects/{n}", s, _clear(ago(d)), dup=dup))
    age = 1.2
    for _i in range(44):
        if not _bad(age):
            d = iso_of(age)
            nm = f"{d:%Y-%m-%d}_{r.randint(15, 20):02d}.{r.randint(10, 59):02d}.{r.randint(10, 59):02d}.png"
            a(Entry(f"{SA}/Minecraft screenshots/{nm}", r.randint(700 * KB, 2_600 * KB), age))
        age = age + r.choice([1.0, 2.0, 3.0, 5.0, 9.0])
    a(Entry(f"{SA}/Minecraft screenshots/2026-11-19_17.02.44.png", 1_540 * KB, "11-19"))
    for i, n in enumerate(("unicorn.jpg", "our house.jpg", "Granny's dog Bruno.jpg", "mermaid.jpg", "horse.jpg")):
        a(Entry(f"{SA}/Drawings/{n}", r.randint(900 * KB, 2_900 * KB), _clear(40.3 + i * 61.1)))

    # ================================================================== phone backup
    PB = "Phone backup"
    age = 0.6
    for _i in range(190):
        age = _clear(age + 0.8 + r.random() * 3.1)
        a(Entry(f"{PB}/DCIM/Camera/{img(age)}", r.randint(1_400 * KB, 4_900 * KB), age))
    for i in range(9):
        age2 = _clear(11.3 + i * 41.7)
        a(Entry(f"{PB}/DCIM/Camera/{img(age2, 'VID', ext='mp4')}", r.randint(40 * MB, 480 * MB), age2))
    age = 0.8
    for i in range(55):
        age = _clear(age + 2.0 + r.random() * 5)
        d = iso_of(age)
        a(Entry(f"{PB}/WhatsApp/Media/WhatsApp Images/IMG-{d:%Y%m%d}-WA{i:04d}.jpg", r.randint(60 * KB, 350 * KB), age))
    for i in range(12):
        age = _clear(1.9 + i * 13.3)
        d = iso_of(age)
        a(
            Entry(
                f"{PB}/WhatsApp/Media/WhatsApp Voice Notes/PTT-{d:%Y%m%d}-WA{i:04d}.opus",
                r.randint(10 * KB, 500 * KB),
                age,
            )
        )
    for i in range(16):
        age = _clear(2.1 + i * 19.7)
        d = iso_of(age)
        nm = f"Screenshot_{d:%Y%m%d}-{r.randint(8, 22):02d}{r.randint(10, 59)}{r.randint(10, 59)}.png"
        a(Entry(f"{PB}/Screenshots/{nm}", r.randint(200 * KB, 1_200 * KB), age))

    # ================================================================== Music
    albums = {
        "Hozier/Unreal Unearth": [
            "De Selby (Part 1)",
            "De Selby (Part 2)",
            "First Time",
            "Francesca",
            "I, Carrion (Icarian)",
            "Eat Your Young",
            "Damage Gets Done",
            "Who We Are",
            "Son of Nyx",
            "All Things End",
            "To Someone from a Warm Climate",
            "Butchered Tongue",
            "Anything But",
            "Abstract (Psychopomp)",
            "Unknown - Nth",
            "First Light",
        ],
        "Fontaines D.C./Romance": [
            "Romance",
            "Starburster",
            "Here's the Thing",
            "Desire",
            "In the Modern World",
            "Bug",
            "Motorcycle Boy",
            "Sundowner",
            "Horseness Is the Whatness",
            "Death Kink",
            "Favourite",
        ],
        "The Cranberries/No Need to Argue": [
            "Ode to My Family",
            "I Can't Be with You",
            "Twenty One",
            "Zombie",
            "Empty",
            "Everything I Said",
            "The Icicle Melts",
            "Disappointment",
            "Ridiculous Thoughts",
            "Dreaming My Dreams",
            "Yeat's Grave",
            "Daffodil Lament",
            "No Need to Argue",
        ],
    }
    for album, tracks in albums.items():
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{album}/{i:02d} {t}.mp3", r.randint(4 * MB, 12 * MB), 800.4 + r.random() * 200))
    for t in ("Shake It Off", "Let It Go", "How Far I'll Go", "Happy", "Can't Stop the Feeling", "Dance Monkey"):
        a(Entry(f"Music/Saoirse's songs/{t}.mp3", r.randint(3 * MB, 8 * MB), _clear(200.3 + r.random() * 300)))
    for i, ep in enumerate(("Tour de France recap", "Irish Nationals", "The off-season", "Worlds in Zurich")):
        a(Entry(f"Music/Podcasts/The Cycling Podcast/{ep}.mp3", r.randint(40 * MB, 90 * MB), _clear(12.3 + i * 37.0)))

    # ================================================================== Videos
    a(Entry("Videos/Saoirse communion May 2024.mp4", 2_900 * MB, ago("2024-05-18")))
    a(Entry("Videos/Ring of Kerry 2025 GoPro.MP4", 6_400 * MB, ago("2025-07-06")))
    a(Entry("Videos/Christmas 2025 at Nana's.mp4", 1_150 * MB, ago("2025-12-26")))
    a(Entry("Videos/Wild Iris promo 2026 final.mp4", 780 * MB, ago("2026-03-06")))

    # ================================================================== Documents (the household)
    DO = "Documents"
    for n, s, d in [
        ("House/home insurance renewal 2026.pdf", 680 * KB, "2026-02-11"),
        ("House/mortgage statement 2025.pdf", 240 * KB, "2026-01-20"),
        ("House/boiler service 2026.pdf", 120 * KB, _dt.date(2026, 10, 9).isoformat()),
        ("House/house deeds scan.pdf", 9_400 * KB, "2019-06-14"),
        ("Car/NCT certificate 2026.pdf", 190 * KB, "2026-04-22"),
        ("Car/motor tax disc 2026.pdf", 80 * KB, "2026-05-29"),
        ("Car/car insurance 2026.pdf", 520 * KB, "2026-08-12"),
        ("Health/Saoirse vaccination card.pdf", 330 * KB, "2024-03-12"),
        ("Health/VHI renewal 2026.pdf", 450 * KB, "2026-06-20"),
        ("Passports/Saoirse passport application 2026.pdf", 1_100 * KB, "2026-03-17"),
        ("Passports/passport photos Saoirse.jpg", 2_400 * KB, "2026-03-16"),
        ("Siobhan CV 2019.docx", 48 * KB, "2019-02-11"),
        ("Ciaran CV 2024.docx", 52 * KB, "2024-06-03"),
    ]:
        a(Entry(f"{DO}/{n}", s, _clear(ago(d))))
    for i in range(12):
        y, m = divmod(2026 * 12 + 10 - 1 - i * 2, 12)
        a(
            Entry(
                f"{DO}/Electric Ireland bills/Electric Ireland bill {y}-{m + 1:02d}.pdf",
                r.randint(100 * KB, 180 * KB),
                _clear(ago(f"{y}-{m + 1:02d}-12")),
            )
        )

    # ================================================================== Downloads
    dl = [
        ("MinecraftInstaller.exe", 1_900 * KB, "2025-12-25", "mcinst"),
        ("MinecraftInstaller (1).exe", 1_900 * KB, "2026-07-02", "mcinst"),
        ("GarminExpressInstaller.exe", 48 * MB, "2025-05-06", None),
        ("ZwiftSetup.exe", 205 * MB, "2025-10-22", None),
        ("CanvaSetup.exe", 188 * MB, "2026-01-14", None),
        ("Teams_windows_x64.exe", 142 * MB, "2026-09-09", None),
        ("ZoomInstaller.exe", 86 * MB, "2026-03-04", None),
        ("LibreOffice_25.2.3_Win_x86-64.msi", 355 * MB, "2026-05-19", None),
        ("DaVinci_Resolve_19.1_Windows.zip", 3_100 * MB, "2026-06-05", None),
        ("Wedding price guide 2026 (1).pdf", 4_600 * KB, "2025-10-07", "pg26"),
        ("Wedding price guide 2027.pdf", 5_200 * KB, "2026-10-09", "pg27"),
        ("Holex weekly price list wk47 2026.pdf", 0, "", None),  # filled below: the same as the one filed
        ("sportograf-412233871.jpg", 3_871_000, "2026-04-07", "sg"),
        ("Volcanoes project (1).pptx", 14 * MB, "2026-10-22", "volc"),
        ("reel - autumn bridal bouquet.mp4", 71 * MB, "2026-10-19", "reelautumn"),
        ("Maeve & Cian - photographer preview.zip", 1_240 * MB, "2026-11-12", "maeve"),
        ("Revenue - VAT3 guide.pdf", 1_300 * KB, "2025-03-12", None),
        ("junior cycle PE specification.pdf", 2_800 * KB, "2025-08-26", None),
        ("Strava_export_2025.zip", 640 * MB, "2026-01-03", None),
        ("school newsletter November.pdf", 900 * KB, "2026-11-13", None),
        ("Scoil Mhuire booklist 2026.pdf", 300 * KB, "2026-08-14", None),
        ("Untitled.txt", 0, "2026-06-09", None),
        ("CanvaSetup.exe.crdownload", 61 * MB, "2026-01-14", None),
        ("florist-business-plan-template.docx", 120 * KB, "2023-01-09", None),
        ("sympathy card messages.pdf", 210 * KB, "2026-05-07", None),
    ]
    for n, s, d, dup in dl:
        if s == 0 and n.startswith("Holex"):
            src = next(e for e in E if e.path == f"{SP}/Price lists/{n}")
            E[E.index(src)] = Entry(src.path, src.size, src.age, dup="holex47")
            a(Entry(f"Downloads/{n}", src.size, _clear(src.age + 0.02), dup="holex47"))
            continue
        a(Entry(f"Downloads/{n}", s, _clear(ago(d)), dup=dup))
    # the wedding's photographer preview is the same zip
    pv = next(e for e in E if e.path.endswith("Maeve & Cian/photographer preview.zip"))
    E[E.index(pv)] = Entry(pv.path, pv.size, pv.age, dup="maeve")

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- ring Holex re: short on ranunculus\n- send Orla the Sept-Oct VAT figures\n"
            "- Saoirse's costume for the school play\n- book the van NCT\n- wreath workshop: buy moss\n",
        )
    )
    a(Entry("Desktop/Screenshot from 2026-11-22 21-14-05.png", 780 * KB, 1.62))
    a(Entry("Desktop/wedding season 2027 plan.docx", 64 * KB, _clear(ago("2026-11-10"))))
    a(Entry("Desktop/Copy of Wedding price guide 2027.pdf", 5_200 * KB, _clear(ago("2026-10-10")), dup="pg27"))
    a(Entry("Desktop/Untitled document.docx", 0, _clear(ago("2026-09-03"))))
    a(Entry("Desktop/Ciaran - race entry confirmation.pdf", 150 * KB, _clear(ago("2026-11-02"))))

    # ================================================================== hidden / noise
    a(T(".bashrc", 900.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".config/gtk-3.0/bookmarks", 400.3, "file:///home/siobhan/Wild%20Iris%20Flowers Wild Iris Flowers\n"))
    a(T(".config/libreoffice/registrymodifications.xcu", 30.3, "<oor:items></oor:items>\n"))
    for i in range(6):
        a(Entry(f".minecraft/saves/Saoirse's world/region/r.{i}.0.mca", r.randint(2 * MB, 9 * MB), 1.2 + i * 0.01))
    a(T(".minecraft/options.txt", 1.2, "version:3955\nfov:0.0\nrenderDistance:12\n"))
    a(Entry(".minecraft/logs/latest.log", 210 * KB, 1.2))
    for _i in range(25):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(15_000, 80_000), r.random() * 30))
    a(T(f"{BIZ}/.DS_Store", 60.3, "Bud1\n"))
    # sizes said in set AA's questions ("over 1 MB") read the same in decimal and binary units: nothing in between
    E[:] = [Entry(e.path, _clear_size(e.size), e.age, e.text, e.dup) if e.text is None and not e.dup else e for e in E]
    return _check_florist(_check(E))


SIZE_MARKS = [100 * KB, 120 * KB, 1 * MB, 2 * MB, 5 * MB, 10 * MB, 100 * MB]


def _clear_size(size: int) -> int:
    for m in SIZE_MARKS:
        if m <= size <= m * 1.06:
            return int(m * 1.06) + size % 1000
    return size


def _check_florist(entries: list[Entry]) -> list[Entry]:
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
        m = re.search(r"(?:IMG|VID|PTT|Screenshot)[_-](\d{4})(\d{2})(\d{2})", e.name) or re.match(
            r"(\d{4})-(\d{2})-(\d{2})[_-]", e.name
        )
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), (e.path, e.age)
    return entries


HOMES["florist"] = florist

if __name__ == "__main__":
    from homes import human

    es = florist()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
