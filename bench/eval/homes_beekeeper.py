"""A generated home for the held-out set AD (heldout_ad.jsonl): a semi-retired couple in a Pennine village,
Margaret ("Maggie") and Geoffrey Hargreaves.

Shape: Bees/ (hers): hive inspection logs as csv, one per apiary and season (Inspections/Orchard apiary, Church Lane
apiary, Home apiary; their text can be searched: queen cells, supers, brood, chalkbrood, Apiguard), treatment records
(the newest dated Nov 19), a queen register, photos of the hives by apiary and inspection date
(Hive photos/<apiary>/<date>/IMG_YYYYMMDD_HHMMSS.jpg), Honey/ (label designs as .pdf/.png, price lists for two
years, a wholesale list, extraction logs, jar stock), Markets/ (stall booking confirmations named by market day,
takings, insurance, the food hygiene certificate, a stall checklist), Etsy/ (monthly order exports
EtsySoldOrdersYYYY-MM.csv with real rows, listing photos), Newsletter/ (the beekeeping association's monthly
newsletter she edits, as .docx and .pdf for 2025 and 2026, the November 2026 issue still a draft with no pdf;
contributions from members; the mailing list). Family History/ (his): one folder per surname (Hargreaves,
Pennington, Ashworth, Whittaker, O'Donnell, Brierley) with Census/ (scans as .jpg, the 1911 and 1921 returns as
.pdf, the Irish ones as .jpg), Certificates/, Letters/ (transcriptions as .docx beside the scans), wills, service
records and old photographs; the GEDCOM file and two dated GEDCOM backups, a research log, a DNA folder, his list for
the archives. Village Hall/ (he is its treasurer): committee minutes by meeting date (second Tuesday; two AGMs),
accounts spreadsheets by financial year, the examiner's reports, monthly bank statements, Gift Aid, hire bookings
(spreadsheets, booking forms per hirer, invoices issued, a key holders list), insurance, the annual return.
Wedding - Claire & James/ (their daughter's wedding, June 2027, planned this year: guest list, budget, venue
contract and deposit, seating plan, invitations, supplier quotes, dress fitting photos, menu tasting notes).
Music/ (old CDs ripped to mp3 in 2011, Artist/Album/NN Title.mp3; "So Far Away" is a track on two albums; two
playlists), Pictures/ (Whitby in April 2026 with one large panorama, the ruby wedding in August 2025,
screenshots), Videos/ (a 2019 graduation, the ruby wedding speeches, a swarm video also copied into Bees/),
Documents/ (household papers),
Downloads/ (installers .exe/.msi, an unfinished .crdownload, zips, duplicate scans scan0001/scan0002 and a "(1)"
copy of the 1911 census, copies of the venue contract, the October newsletter pdf and an Etsy export, one empty file,
a few unique documents), Desktop/ (her to-do list, a scan that duplicates an Irish census image), hidden dotfiles, a
LibreOffice lock file, .cache thumbnails and a Gramps database under .local.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written) where the name is a
file's own date (photos, screenshots); minutes are named by the meeting and typed up a few days later, stall
bookings and booking forms by the day booked. Visible files avoid the ages that sit on a date boundary of set AD's
questions (BAD_WINDOWS, checked by `_check_beekeeper`); the files dated Nov 19 are month-day anchors ("11-19").
Hidden files are kept small, so that "all our files" is the same size to within 0.5% with or without them.
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


# Date boundaries of set AD's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [3, 7, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-06-01",
    "2026-05-01",
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


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


MONTHS = [
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

B = "Bees"
INS = "Bees/Inspections"
HP = "Bees/Hive photos"
FH = "Family History"
VH = "Village Hall"
WD = "Wedding - Claire & James"

APIARIES = {
    # apiary: (hive names, {year: inspection dates}, {year: photo dates})
    "Orchard apiary": (
        ["Bramble", "Clover", "Damson", "Quince"],
        {
            2024: ["2024-04-20", "2024-05-11", "2024-06-08", "2024-07-06", "2024-08-10", "2024-09-14"],
            2025: ["2025-04-22", "2025-05-13", "2025-06-17", "2025-07-15", "2025-08-19", "2025-09-20"],
            2026: [
                "2026-04-18",
                "2026-05-09",
                "2026-05-16",
                "2026-06-13",
                "2026-07-11",
                "2026-08-08",
                "2026-09-05",
                "2026-10-03",
            ],
        },
        {
            2025: ["2025-04-22", "2025-05-13", "2025-06-17", "2025-07-15", "2025-08-19"],
            2026: ["2026-04-18", "2026-05-09", "2026-05-16", "2026-06-13", "2026-07-11", "2026-08-08", "2026-09-05"],
        },
    ),
    "Church Lane apiary": (
        ["Heather", "Foxglove", "Rowan"],
        {
            2024: ["2024-04-27", "2024-05-25", "2024-06-22", "2024-07-27", "2024-09-07"],
            2025: ["2025-04-26", "2025-05-24", "2025-06-21", "2025-07-26", "2025-09-13"],
            2026: ["2026-04-25", "2026-05-12", "2026-06-20", "2026-07-18", "2026-08-15", "2026-09-12", "2026-09-26"],
        },
        {
            2025: ["2025-04-26", "2025-05-24", "2025-06-21", "2025-07-26"],
            2026: ["2026-04-25", "2026-05-12", "2026-06-20", "2026-07-18", "2026-08-15", "2026-09-12"],
        },
    ),
    "Home apiary": (
        ["Honeysuckle", "Lavender"],
        {
            2025: ["2025-06-07", "2025-07-20", "2025-08-30"],
            2026: ["2026-04-11", "2026-05-03", "2026-06-27", "2026-08-22", "2026-10-10"],
        },
        {
            2025: ["2025-06-07", "2025-07-20"],
            2026: ["2026-04-11", "2026-05-03", "2026-06-27", "2026-08-22", "2026-10-10"],
        },
    ),
}

# notes written in particular inspections: (apiary, date, hive) -> note; everything else comes from ROUTINE
SPECIAL_NOTES = {
    ("Orchard apiary", "2026-05-16", "Bramble"): "queen cells on frame 6 - did an artificial swarm",
    ("Orchard apiary", "2026-08-08", "Bramble"): "supers off; Apiguard tray 1 on",
    ("Orchard apiary", "2026-08-08", "Clover"): "Apiguard tray 1 on",
    ("Orchard apiary", "2025-06-17", "Quince"): "chalkbrood on two frames - requeen?",
    ("Church Lane apiary", "2025-05-24", "Heather"): "three sealed queen cells - split made",
    ("Church Lane apiary", "2026-06-20", "Rowan"): "chalkbrood, mummies on landing board",
    ("Church Lane apiary", "2026-08-15", "Heather"): "Apiguard tray 1 on; mouse guard ready",
    ("Home apiary", "2026-05-03", "Lavender"): "drone laying queen? spotty brood",
}
ROUTINE = [
    "calm; queen seen; eggs and young larvae",
    "good laying pattern, 7 frames of brood",
    "added a super",
    "second super on",
    "stores low - fed 1:1 syrup",
    "bit tetchy today",
    "eggs seen, queen not seen",
    "removed a full super for extraction",
    "drone comb removed",
    "hefted - heavy, good stores",
]

ALBUMS = {
    "Simon & Garfunkel/Bridge Over Troubled Water": [
        "Bridge Over Troubled Water",
        "El Condor Pasa (If I Could)",
        "Cecilia",
        "Keep the Customer Satisfied",
        "So Long, Frank Lloyd Wright",
        "The Boxer",
        "Baby Driver",
        "The Only Living Boy in New York",
        "Why Don't You Write Me",
        "Bye Bye Love",
        "Song for the Asking",
    ],
    "Dire Straits/Brothers in Arms": [
        "So Far Away",
        "Money for Nothing",
        "Walk of Life",
        "Your Latest Trick",
        "Why Worry",
        "Ride Across the River",
        "The Man's Too Strong",
        "One World",
        "Brothers in Arms",
    ],
    "Kate Bush/Hounds of Love": [
        "Running Up That Hill",
        "Hounds of Love",
        "The Big Sky",
        "Mother Stands for Comfort",
        "Cloudbusting",
        "And Dream of Sheep",
        "Under Ice",
        "Waking the Witch",
        "Watching You Without Me",
        "Jig of Life",
        "Hello Earth",
        "The Morning Fog",
    ],
    "ABBA/Arrival": [
        "When I Kissed the Teacher",
        "Dancing Queen",
        "My Love, My Life",
        "Dum Dum Diddle",
        "Knowing Me, Knowing You",
        "Money, Money, Money",
        "That's Me",
        "Why Did It Have to Be Me",
        "Tiger",
        "Arrival",
    ],
    "The Beatles/Abbey Road": [
        "Come Together",
        "Something",
        "Maxwell's Silver Hammer",
        "Oh! Darling",
        "Octopus's Garden",
        "I Want You (She's So Heavy)",
        "Here Comes the Sun",
        "Because",
        "You Never Give Me Your Money",
        "Sun King",
        "Mean Mr Mustard",
        "Polythene Pam",
        "She Came in Through the Bathroom Window",
        "Golden Slumbers",
        "Carry That Weight",
        "The End",
        "Her Majesty",
    ],
    "Carole King/Tapestry": [
        "I Feel the Earth Move",
        "So Far Away",
        "It's Too Late",
        "Home Again",
        "Beautiful",
        "Way Over Yonder",
        "You've Got a Friend",
        "Where You Lead",
        "Will You Love Me Tomorrow",
        "Smackwater Jack",
        "Tapestry",
        "(You Make Me Feel Like) A Natural Woman",
    ],
    "Elgar/Enigma Variations": [
        "Theme - Andante",
        "Variation 1 - CAE",
        "Variation 2 - HDSP",
        "Variation 3 - RBT",
        "Variation 4 - WMB",
        "Variation 5 - RPA",
        "Variation 6 - Ysobel",
        "Variation 7 - Troyte",
        "Variation 8 - WN",
        "Variation 9 - Nimrod",
        "Variation 10 - Dorabella",
        "Variation 11 - GRS",
        "Variation 12 - BGN",
        "Variation 13 - Romanza",
        "Variation 14 - EDU Finale",
    ],
}

# surname -> (census: [(year, place, ext)], certificates, letters, other)
FAMILIES = {
    "Hargreaves": (
        [
            (1841, "Heptonstall", "jpg"),
            (1851, "Heptonstall", "jpg"),
            (1861, "Todmorden", "jpg"),
            (1871, "Todmorden", "jpg"),
            (1881, "Todmorden", "jpg"),
            (1891, "Todmorden", "jpg"),
            (1901, "Todmorden", "jpg"),
            (1911, "Todmorden", "pdf"),
            (1921, "Hebden Bridge", "pdf"),
        ],
        [
            "Birth - Albert Hargreaves 1879.pdf",
            "Marriage - Albert Hargreaves & Edith Pennington 1903.pdf",
            "Death - Albert Hargreaves 1941.pdf",
            "Birth - Walter Hargreaves 1905.pdf",
            "Marriage - Walter Hargreaves & Annie Brierley 1929.pdf",
            "Death - Edith Hargreaves 1958.pdf",
            "Baptism - James Hargreaves 1838.jpg",
        ],
        [
            "Albert to Edith from France 1916 - transcription.docx",
            "Albert to Edith from France 1916 - scan p1.jpg",
            "Albert to Edith from France 1916 - scan p2.jpg",
            "Albert to Edith, Christmas 1917 - transcription.docx",
            "Albert to Edith, Christmas 1917 - scan.jpg",
        ],
        [
            "Military/Albert Hargreaves - WW1 service record.pdf",
            "Military/Albert Hargreaves - medal index card.jpg",
            "Photos/Albert and Edith wedding 1903.jpg",
            "Photos/Hargreaves family outside the mill c1910.jpg",
            "Photos/Walter Hargreaves in Home Guard uniform.jpg",
        ],
    ),
    "Pennington": (
        [
            (1851, "Bolton", "jpg"),
            (1861, "Bolton", "jpg"),
            (1871, "Bolton", "jpg"),
            (1881, "Bolton", "jpg"),
            (1891, "Bolton", "jpg"),
            (1901, "Bolton", "jpg"),
            (1911, "Bolton", "pdf"),
        ],
        [
            "Birth - Edith Pennington 1881.pdf",
            "Marriage - John Pennington & Mary Ashworth 1875.pdf",
            "Death - John Pennington 1920.pdf",
            "Death - Mary Pennington 1932.pdf",
        ],
        [
            "Mary Pennington to Edith 1915 - transcription.docx",
            "Mary Pennington to Edith 1915 - scan.jpg",
        ],
        [
            "Wills/Will of John Pennington 1920.pdf",
            "Photos/Pennington shop, Deansgate Bolton c1900.jpg",
        ],
    ),
    "Ashworth": (
        [
            (1841, "Rochdale", "jpg"),
            (1851, "Rochdale", "jpg"),
            (1861, "Rochdale", "jpg"),
            (1871, "Rochdale", "jpg"),
            (1881, "Rochdale", "jpg"),
        ],
        [
            "Birth - Mary Ashworth 1853.pdf",
            "Baptism - Thomas Ashworth 1822.jpg",
            "Death - Thomas Ashworth 1868.pdf",
        ],
        [],
        ["Wills/Will of Thomas Ashworth 1868.pdf"],
    ),
    "Whittaker": (
        [
            (1881, "Burnley", "jpg"),
            (1891, "Burnley", "jpg"),
            (1901, "Burnley", "jpg"),
            (1911, "Burnley", "pdf"),
            (1921, "Burnley", "pdf"),
        ],
        [
            "Birth - Harold Whittaker 1898.pdf",
            "Marriage - Harold Whittaker & Ada Brierley 1922.pdf",
            "Death - Harold Whittaker 1971.pdf",
        ],
        [],
        ["Photos/Harold Whittaker at Burnley FC 1920.jpg"],
    ),
    "O'Donnell": (
        [
            (1901, "Ballina", "jpg"),
            (1911, "Ballina", "jpg"),
        ],
        [
            "Baptism - Bridget O'Donnell 1889.jpg",
            "Marriage - Patrick Brierley & Bridget O'Donnell 1914.pdf",
        ],
        [
            "Bridget O'Donnell to her brother Michael 1913 - transcription.docx",
            "Bridget O'Donnell to her brother Michael 1913 - scan.jpg",
        ],
        ["Emigration/Passenger list - Dublin to Liverpool 1912.pdf"],
    ),
    "Brierley": (
        [
            (1891, "Halifax", "jpg"),
            (1901, "Halifax", "jpg"),
            (1911, "Halifax", "pdf"),
        ],
        [
            "Birth - Annie Brierley 1907.pdf",
            "Birth - Ada Brierley 1900.pdf",
            "Death - Patrick Brierley 1949.pdf",
        ],
        [],
        ["Photos/Brierley sisters, Halifax c1915.jpg"],
    ),
}


def census_name(year: int, surname: str, place: str, ext: str) -> str:
    irish = " (Ireland)" if surname == "O'Donnell" else ""
    return f"{year} census{irish} - {surname} household, {place}.{ext}"


def inspection_csv(apiary: str, year: int, rng: random.Random) -> str:
    hives, dates, _photos = APIARIES[apiary]
    lines = ["date,hive,queen_seen,eggs,brood_frames,supers,temper,notes"]
    for d in dates[year]:
        for h in hives:
            note = SPECIAL_NOTES.get((apiary, d, h)) or rng.choice(ROUTINE)
            lines.append(
                f"{d},{h},{rng.choice(['yes', 'no'])},{rng.choice(['yes', 'yes', 'no'])},"
                f"{rng.randint(3, 9)},{rng.randint(0, 3)},{rng.choice(['calm', 'calm', 'lively', 'tetchy'])},"
                f'"{note}"'
            )
    return "\n".join(lines) + "\n"


def etsy_csv(y: int, m: int, rng: random.Random) -> str:
    items = [
        ("Wildflower honey 454g", 8.50),
        ("Heather honey 227g", 7.00),
        ("Soft set honey 340g", 7.50),
        ("Beeswax candle (pillar)", 9.00),
        ("Cut comb honey", 11.00),
        ("Honey gift box (3 jars)", 21.00),
    ]
    towns = ["Leeds", "York", "Manchester", "London", "Bristol", "Edinburgh", "Harrogate", "Norwich", "Cardiff"]
    lines = ["Sale Date,Order ID,Buyer,Item Name,Quantity,Order Value,Ship City"]
    for i in range(rng.randint(4, 14)):
        item, price = rng.choice(items)
        qty = rng.choice([1, 1, 1, 2, 3])
        day = rng.randint(1, 28)
        lines.append(
            f"{y}-{m:02d}-{day:02d},{3100000000 + y * 100 + m * 17 + i},buyer{rng.randint(100, 999)},"
            f"{item},{qty},{qty * price:.2f},{rng.choice(towns)}"
        )
    return "\n".join(lines) + "\n"


def beekeeper() -> list[Entry]:
    r = random.Random(2026_1124)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Bees: inspections
    for apiary, (_hives, dates, _photos) in APIARIES.items():
        short = apiary.replace(" apiary", "")
        for year in sorted(dates):
            last = dates[year][-1]
            a(
                T(
                    f"{INS}/{apiary}/{short} inspections {year}.csv",
                    _clear(ago(last)),
                    inspection_csv(apiary, year, r),
                )
            )
    a(Entry(f"{INS}/inspection sheet template.docx", 24 * KB, ago("2024-03-30")))
    a(
        T(
            f"{B}/Treatment records 2026.csv",
            "11-19",
            "date,apiary,hive,treatment,dose,notes\n"
            "2026-08-08,Orchard,Bramble,Apiguard,tray 1,\n2026-08-08,Orchard,Clover,Apiguard,tray 1,\n"
            "2026-08-15,Church Lane,Heather,Apiguard,tray 1,\n2026-08-22,Orchard,Bramble,Apiguard,tray 2,\n"
            "2026-11-19,Orchard,all,oxalic acid trickle,5 ml per seam,broodless\n"
            "2026-11-19,Church Lane,all,oxalic acid trickle,5 ml per seam,one colony still had a patch of brood\n",
        )
    )
    a(
        T(
            f"{B}/Treatment records 2025.csv",
            ago("2025-12-13"),
            "date,apiary,hive,treatment,dose,notes\n2025-08-30,Orchard,all,Apivar,2 strips,\n"
            "2025-12-13,all,all,oxalic acid trickle,5 ml per seam,\n",
        )
    )
    a(Entry(f"{B}/Queen register.xlsx", 36 * KB, _clear(ago("2026-10-03"))))
    a(Entry(f"{B}/Swarm collection log.docx", 41 * KB, ago("2026-07-02")))

    # hive photos by apiary and date
    for apiary, (_hives, _dates, photos) in APIARIES.items():
        for year in sorted(photos):
            for d in photos[year]:
                base = ago(d)
                assert not _bad(base), d
                for i in range(r.randint(3, 7)):
                    hms = f"{r.randint(10, 15):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
                    name = f"IMG_{d.replace('-', '')}_{hms}.jpg"
                    a(Entry(f"{HP}/{apiary}/{d}/{name}", r.randint(2_100 * KB, 4_900 * KB), base - 0.01 * i))

    # ================================================================== Bees: honey
    HN = f"{B}/Honey"
    for n, s, d in [
        ("Wildflower honey 454g label.pdf", 380 * KB, "2026-06-24"),
        ("Wildflower honey 227g label.pdf", 360 * KB, "2026-06-24"),
        ("Heather honey 227g label.pdf", 410 * KB, "2026-08-29"),
        ("Soft set honey 340g label.pdf", 350 * KB, "2026-09-19"),
        ("Cut comb honey label.pdf", 300 * KB, "2025-07-30"),
        ("Wildflower honey 454g label.png", 1_900 * KB, "2026-06-24"),
        ("Heather honey 227g label.png", 2_100 * KB, "2026-08-29"),
        ("Gift box label.png", 1_400 * KB, "2025-11-08"),
    ]:
        a(Entry(f"{HN}/Labels/{n}", s, _clear(ago(d))))
    a(Entry(f"{HN}/price list 2025.docx", 27 * KB, ago("2025-03-29")))
    a(Entry(f"{HN}/price list 2026.docx", 29 * KB, _clear(ago("2026-03-28"))))
    a(Entry(f"{HN}/price list 2026.pdf", 96 * KB, _clear(ago("2026-03-28"))))
    a(Entry(f"{HN}/wholesale prices - Kettlewick Farm Shop.docx", 22 * KB, _clear(ago("2026-09-16"))))
    a(Entry(f"{HN}/extraction log 2025.xlsx", 31 * KB, ago("2025-09-27")))
    a(Entry(f"{HN}/extraction log 2026.xlsx", 34 * KB, _clear(ago("2026-09-24"))))
    a(Entry(f"{HN}/jar stock.xlsx", 18 * KB, _clear(ago("2026-11-11"))))
    a(Entry(f"{HN}/honey show entry form 2026.pdf", 210 * KB, _clear(ago("2026-08-27"))))

    # ================================================================== Bees: markets
    MK = f"{B}/Markets"
    bookings = [
        ("Kettlewick farmers market", "2026-04-04", "2026-03-12"),
        ("Kettlewick farmers market", "2026-05-02", "2026-04-09"),
        ("Kettlewick farmers market", "2026-06-06", "2026-05-14"),
        ("Kettlewick farmers market", "2026-07-04", "2026-06-10"),
        ("Kettlewick farmers market", "2026-08-01", "2026-07-09"),
        ("Kettlewick farmers market", "2026-09-05", "2026-08-13"),
        ("Kettlewick farmers market", "2026-10-03", "2026-09-10"),
        ("Kettlewick farmers market", "2026-11-07", "2026-10-15"),
        ("Kettlewick farmers market", "2026-12-05", "2026-11-12"),
        ("Hebden Bridge handmade market", "2026-07-26", "2026-06-30"),
        ("Hebden Bridge handmade market", "2026-09-27", "2026-08-26"),
        ("Skipton Christmas fair", "2026-12-12", "2026-10-21"),
        ("Kettlewick farmers market", "2025-10-04", "2025-09-11"),
        ("Kettlewick farmers market", "2025-12-06", "2025-11-06"),
    ]
    for market, day, made in bookings:
        a(
            Entry(
                f"{MK}/Stall bookings/{market} - stall booking {day}.pdf",
                r.randint(90 * KB, 160 * KB),
                _clear(ago(made)),
            )
        )
    a(Entry(f"{MK}/market takings 2025.xlsx", 26 * KB, ago("2025-12-08")))
    a(Entry(f"{MK}/market takings 2026.xlsx", 29 * KB, _clear(ago("2026-11-09"))))
    a(Entry(f"{MK}/public liability insurance 2026-27.pdf", 520 * KB, _clear(ago("2026-03-20"))))
    a(Entry(f"{MK}/food hygiene certificate level 2.pdf", 240 * KB, ago("2024-02-15")))
    a(
        T(
            f"{MK}/stall checklist.txt",
            _clear(ago("2026-05-01") + 1),
            "Market stall checklist\n- gazebo and the four leg weights\n- trestle table, green cloth\n"
            "- float: 50 pounds in coins\n- card reader (charged!)\n- wildflower 454g x 40, heather 227g x 20, "
            "soft set x 12\n- price board and tasting sticks\n- observation hive if dry\n",
        )
    )

    # ================================================================== Bees: Etsy
    ET = f"{B}/Etsy"
    etsy_oct = None
    for y, m in _months("2026-01", 10):
        ny, nm = divmod(y * 12 + m, 12)
        made = _dt.date(ny, nm + 1, 4).isoformat()
        text = etsy_csv(y, m, r)
        if (y, m) == (2026, 10):
            etsy_oct = text
        a(T(f"{ET}/Orders/EtsySoldOrders{y}-{m:02d}.csv", _clear(ago(made)), text))
    a(T(f"{ET}/Orders/EtsySoldOrders2025.csv", ago("2026-01-06"), etsy_csv(2025, 12, r)))
    for n in (
        "wildflower jar on the windowsill.jpg",
        "heather honey with heather sprig.jpg",
        "gift box flat lay.jpg",
        "beeswax candles.jpg",
        "cut comb close up.jpg",
    ):
        a(Entry(f"{ET}/Listing photos/{n}", r.randint(1_500 * KB, 3_900 * KB), _clear(ago("2026-02-21") + r.random())))
    a(
        T(
            f"{ET}/shop announcement.txt",
            _clear(ago("2026-10-24")),
            "Hargreaves Hive Honey - raw honey from three small apiaries in the Pennines.\n"
            "Christmas gift boxes are back! Last UK posting date for Christmas: 18 December.\n",
        )
    )

    # ================================================================== Bees: the association newsletter she edits
    NL = f"{B}/Newsletter"
    for y, m in _months("2025-01", 22):
        month = MONTHS[m - 1]
        made = ago(f"{y}-{m:02d}-03")
        made = _clear(made)
        a(Entry(f"{NL}/{y}/Newsletter {month} {y}.docx", r.randint(900 * KB, 3_800 * KB), made + 0.05))
        a(
            Entry(
                f"{NL}/{y}/Newsletter {month} {y}.pdf",
                r.randint(1_200 * KB, 4_600 * KB),
                made,
                dup="nl-oct26" if (y, m) == (2026, 10) else None,
            )
        )
    a(Entry(f"{NL}/2026/Newsletter November 2026.docx", 2_700 * KB, 1.4))
    for n, s, d in [
        ("Derek Holt - swarm season tips.docx", 35 * KB, "2026-04-20"),
        ("Sue Bell - Asian hornet update.docx", 28 * KB, "2026-11-10"),
        ("apiary meeting at Church Lane.jpg", 3_400 * KB, "2026-07-18"),
        ("winter feeding fondant - Pat Greenwood.docx", 19 * KB, "2026-10-18"),
    ]:
        a(Entry(f"{NL}/Contributions/{n}", s, _clear(ago(d))))
    a(Entry(f"{NL}/mailing list.xlsx", 21 * KB, _clear(ago("2026-10-29"))))
    a(Entry(f"{NL}/newsletter template.docx", 160 * KB, ago("2024-12-28")))

    # ================================================================== Family History
    for surname, (census, certs, letters, other) in FAMILIES.items():
        for year, place, ext_ in census:
            s = r.randint(1_200 * KB, 3_400 * KB) if ext_ == "jpg" else r.randint(700 * KB, 2_200 * KB)
            dup = None
            if (surname, year) == ("Hargreaves", 1911):
                dup = "census1911h"
            if (surname, year) == ("O'Donnell", 1901):
                dup = "odonnell1901"
            a(
                Entry(
                    f"{FH}/{surname}/Census/{census_name(year, surname, place, ext_)}",
                    s if dup is None else {"census1911h": 1_640 * KB, "odonnell1901": 2_870 * KB}[dup],
                    _clear(40.3 + r.random() * 800),
                    dup=dup,
                )
            )
        for n in certs:
            dup = {
                "Birth - Albert Hargreaves 1879.pdf": "birth-albert",
                "Marriage - Albert Hargreaves & Edith Pennington 1903.pdf": "marr-albert",
            }.get(n)
            s = {"birth-albert": 610 * KB, "marr-albert": 655 * KB}.get(dup or "", r.randint(300 * KB, 900 * KB))
            a(Entry(f"{FH}/{surname}/Certificates/{n}", s, _clear(30.3 + r.random() * 700), dup=dup))
        for n in letters:
            s = r.randint(20 * KB, 45 * KB) if n.endswith(".docx") else r.randint(1_500 * KB, 3_000 * KB)
            a(Entry(f"{FH}/{surname}/Letters/{n}", s, _clear(20.3 + r.random() * 500)))
        for n in other:
            s = r.randint(400 * KB, 3_500 * KB)
            if n.endswith("WW1 service record.pdf"):
                s = 9_800 * KB  # 38 pages scanned at the archives: the largest file of the family history
            a(Entry(f"{FH}/{surname}/{n}", s, _clear(60.3 + r.random() * 600)))
    a(Entry(f"{FH}/Hargreaves family tree.ged", 1_380 * KB, 1.3))
    a(Entry(f"{FH}/GEDCOM backups/Hargreaves family tree 2025-12-28.ged", 1_290 * KB, ago("2025-12-28")))
    a(Entry(f"{FH}/GEDCOM backups/Hargreaves family tree 2026-06-30.ged", 1_340 * KB, ago("2026-06-30")))
    a(Entry(f"{FH}/Research log.xlsx", 88 * KB, 2.2))
    a(Entry(f"{FH}/Sources and citations.docx", 64 * KB, _clear(ago("2026-09-22"))))
    a(
        T(
            f"{FH}/to do at the archives.txt",
            _clear(ago("2026-11-03")),
            "West Yorkshire Archive Service (Calderdale): Heptonstall parish registers 1780-1812, "
            "look for the baptism of John Hargreaves.\nLancashire Archives, Preston: probate of John Pennington, "
            "1920.\nOrder the 1921 census page for the Brierley household (Halifax).\n"
            "Ask the Todmorden library about the mill wage books.\n",
        )
    )
    a(Entry(f"{FH}/DNA/AncestryDNA matches.xlsx", 140 * KB, _clear(ago("2026-07-21"))))
    a(Entry(f"{FH}/DNA/ethnicity estimate.png", 690 * KB, ago("2025-03-02")))

    # ================================================================== Village Hall (treasurer)
    meetings = {
        2025: ["01-14", "02-11", "03-11", "04-08", "05-13", "06-10", "07-08", "09-09", "10-14", "11-11", "12-09"],
        2026: ["01-13", "02-10", "03-10", "04-14", "05-12", "06-09", "07-14", "09-08", "10-13", "11-10"],
    }
    for y, days in meetings.items():
        for md in days:
            d = f"{y}-{md}"
            typed = _clear(ago(d) - 3)
            a(Entry(f"{VH}/Minutes/{y}/Committee minutes {d}.docx", r.randint(30 * KB, 70 * KB), typed))
    a(Entry(f"{VH}/Minutes/2025/AGM minutes 2025-05-13.docx", 58 * KB, ago("2025-05-20")))
    a(Entry(f"{VH}/Minutes/2026/AGM minutes 2026-05-12.docx", 61 * KB, _clear(ago("2026-05-19"))))
    a(Entry(f"{VH}/Minutes/2026/Treasurer's report to the AGM 2026.docx", 44 * KB, _clear(ago("2026-05-08"))))
    AC = f"{VH}/Accounts"
    a(Entry(f"{AC}/Hall accounts 2024-25.xlsx", 112 * KB, ago("2025-05-02")))
    a(Entry(f"{AC}/Hall accounts 2025-26.xlsx", 126 * KB, _clear(ago("2026-04-28"))))
    a(Entry(f"{AC}/Hall accounts 2026-27.xlsx", 98 * KB, 2.1))
    a(Entry(f"{AC}/Independent examiner's report 2024-25.pdf", 330 * KB, ago("2025-06-18")))
    a(Entry(f"{AC}/Independent examiner's report 2025-26.pdf", 345 * KB, _clear(ago("2026-06-16"))))
    a(Entry(f"{AC}/Gift Aid claim 2025-26.pdf", 150 * KB, _clear(ago("2026-04-22"))))
    a(Entry(f"{AC}/Budget 2027-28 draft.xlsx", 41 * KB, _clear(ago("2026-11-15"))))
    a(Entry(f"{AC}/Petty cash book.xlsx", 23 * KB, _clear(ago("2026-10-30"))))
    for y, m in _months("2026-01", 10):
        ny, nm = divmod(y * 12 + m, 12)
        a(
            Entry(
                f"{AC}/Bank statements/Bank statement {y}-{m:02d}.pdf",
                r.randint(110 * KB, 190 * KB),
                _clear(ago(_dt.date(ny, nm + 1, 6).isoformat())),
            )
        )
    HB = f"{VH}/Hire bookings"
    a(Entry(f"{HB}/Hire bookings 2025.xlsx", 47 * KB, ago("2025-12-19")))
    a(Entry(f"{HB}/Hire bookings 2026.xlsx", 52 * KB, _clear(ago("2026-11-16"))))
    a(Entry(f"{HB}/Hire charges 2026.pdf", 120 * KB, ago("2025-12-15")))
    a(Entry(f"{HB}/Hire agreement template.docx", 36 * KB, ago("2025-02-17")))
    for n, d in [
        ("Booking form - Pilates (Tuesdays).pdf", "2026-01-08"),
        ("Booking form - Kettlewick Brownies.pdf", "2025-09-02"),
        ("Booking form - Parish council.pdf", "2026-02-03"),
        ("Booking form - Jenkins wedding reception 2026-07-25.pdf", "2026-03-04"),
        ("Booking form - Lisa Smith 40th party 2026-09-19.pdf", "2026-07-30"),
        ("Booking form - Christmas craft fair 2026-11-28.pdf", "2026-10-08"),
        ("Booking form - Claire & James ceilidh 2027-06-06.pdf", "2026-10-27"),
    ]:
        a(Entry(f"{HB}/Booking forms/{n}", r.randint(180 * KB, 420 * KB), _clear(ago(d))))
    for i, (who, d) in enumerate(
        [
            ("Pilates", "2026-07-03"),
            ("Kettlewick Brownies", "2026-07-03"),
            ("Jenkins", "2026-07-28"),
            ("Lisa Smith", "2026-09-22"),
            ("Pilates", "2026-10-02"),
            ("Kettlewick Brownies", "2026-10-02"),
        ]
    ):
        a(
            Entry(
                f"{HB}/Invoices issued/Invoice 2026-{31 + i:03d} - {who}.pdf",
                r.randint(60 * KB, 90 * KB),
                _clear(ago(d)),
            )
        )
    a(
        T(
            f"{HB}/key holders.txt",
            _clear(ago("2026-09-14")),
            "Hall key holders\nGeoffrey Hargreaves (treasurer) - 2 keys\nJanet Moss (bookings secretary)\n"
            "Pilates - Karen Lee, collects Tuesdays\nBrownies - Brown Owl (Helen Firth)\n",
        )
    )
    a(Entry(f"{VH}/Hall insurance schedule 2026-27.pdf", 610 * KB, _clear(ago("2026-04-01") + 3)))
    a(Entry(f"{VH}/Charity Commission annual return 2025-26.pdf", 230 * KB, _clear(ago("2026-10-20"))))
    a(Entry(f"{VH}/Fire risk assessment 2026.pdf", 880 * KB, _clear(ago("2026-02-24"))))

    # ================================================================== the wedding (planned this year)
    for n, s, d in [
        ("Guest list.xlsx", 46 * KB, 12.3),
        ("Wedding budget.xlsx", 38 * KB, 9.3),
        ("Calder Barn venue contract.pdf", 1_240 * KB, ago("2026-02-14")),
        ("Calder Barn deposit receipt.pdf", 130 * KB, ago("2026-02-20")),
        ("Seating plan draft.xlsx", 29 * KB, 16.3),
        ("Order of service draft.docx", 33 * KB, _clear(ago("2026-10-25"))),
        ("Wedding timeline.docx", 27 * KB, _clear(ago("2026-08-30"))),
        ("Hen do ideas.docx", 19 * KB, ago("2026-04-07")),
        ("Invitations/Save the date.png", 2_600 * KB, ago("2026-03-08")),
        ("Invitations/Save the date.pdf", 1_100 * KB, ago("2026-03-08")),
        ("Invitations/Invitation proof v1.pdf", 2_900 * KB, ago("2026-09-10")),
        ("Invitations/Invitation proof v2.pdf", 3_020 * KB, _clear(ago("2026-10-02"))),
        ("Suppliers/Florist quote - Petals & Stems.pdf", 310 * KB, ago("2026-04-16")),
        ("Suppliers/Photographer quote - Amy Lawson Photography.pdf", 2_200 * KB, ago("2026-03-19")),
        ("Suppliers/Caterer quote - Dales Kitchen.pdf", 420 * KB, ago("2026-05-06")),
        ("Suppliers/Cake quote - The Cake Loft.pdf", 260 * KB, _clear(ago("2026-06-25"))),
        ("Suppliers/Ceilidh band quote - The Reel Thing.pdf", 180 * KB, _clear(ago("2026-07-07"))),
        ("Suppliers/Wedding cars quote.pdf", 150 * KB, _clear(ago("2026-09-15"))),
    ]:
        a(Entry(f"{WD}/{n}", s, d, dup="venue" if n == "Calder Barn venue contract.pdf" else None))
    for d, n in (("2026-09-26", 5), ("2026-11-07", 4)):
        for i in range(n):
            hms = f"{r.randint(11, 16):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
            a(
                Entry(
                    f"{WD}/Dress fittings/IMG_{d.replace('-', '')}_{hms}.jpg",
                    r.randint(2_400 * KB, 4_200 * KB),
                    _clear(ago(d)) - 0.02 * i,
                )
            )
    a(
        T(
            f"{WD}/Menu tasting notes.txt",
            _clear(ago("2026-08-16")),
            "Tasting at Dales Kitchen, 15 August\nStarters: beetroot and goat's cheese tart / ham hock terrine\n"
            "Mains: lamb rump (Claire's favourite) / wild mushroom risotto\n"
            "Pudding: sticky toffee pudding - everyone agreed\nCanapes: 3 per guest. Evening: pork pies and cheese.\n",
        )
    )
    a(
        T(
            f"{WD}/Gift list.txt",
            _clear(ago("2026-10-11")),
            "John Lewis gift list number 1234567\nHoneymoon fund link on the website\n",
        )
    )

    # ================================================================== Music: CDs ripped in 2011
    for album, tracks in ALBUMS.items():
        ripped = ago("2011-02-12") + r.random() * 40
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{album}/{i:02d} {t}.mp3", r.randint(4_200 * KB, 11_500 * KB), ripped))
    a(
        T(
            "Music/Playlists/Sunday morning.m3u",
            ago("2013-05-05"),
            "#EXTM3U\nSimon & Garfunkel/Bridge Over Troubled Water/06 The Boxer.mp3\n"
            "Carole King/Tapestry/07 You've Got a Friend.mp3\nThe Beatles/Abbey Road/07 Here Comes the Sun.mp3\n",
        )
    )
    a(
        T(
            "Music/Playlists/Honey extraction day.m3u",
            ago("2019-08-17"),
            "#EXTM3U\nABBA/Arrival/02 Dancing Queen.mp3\nKate Bush/Hounds of Love/01 Running Up That Hill.mp3\n",
        )
    )

    # ================================================================== Pictures, Videos
    for i in range(18):
        d = ["2026-04-13", "2026-04-14", "2026-04-15"][i % 3]
        hms = f"{r.randint(9, 18):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(
            Entry(
                f"Pictures/Whitby April 2026/IMG_{d.replace('-', '')}_{hms}.jpg",
                r.randint(2_000 * KB, 5_000 * KB),
                ago(d) - 0.01 * i,
            )
        )
    a(Entry("Pictures/Whitby April 2026/PANO_20260414_160212.jpg", 14_200 * KB, ago("2026-04-14") - 0.3))
    for i in range(14):
        hms = f"{r.randint(13, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(
            Entry(
                f"Pictures/Ruby wedding August 2025/IMG_20250823_{hms}.jpg",
                r.randint(2_200 * KB, 5_200 * KB),
                ago("2025-08-23") - 0.01 * i,
            )
        )
    for d, hm in (("2026-02-09", "10.14.22"), ("2026-06-29", "19.02.51"), ("2026-10-21", "08.40.03")):
        a(Entry(f"Pictures/Screenshots/Screenshot {d} at {hm}.png", r.randint(300 * KB, 900 * KB), _clear(ago(d))))
    a(Entry("Videos/Claire graduation 2019.mp4", 1_940 * MB, ago("2019-07-18")))
    a(Entry("Videos/Ruby wedding speeches.mp4", 1_120 * MB, ago("2025-08-24")))
    a(Entry("Videos/swarm in the plum tree June 2025.mp4", 620 * MB, ago("2025-06-14"), dup="swarmvid"))
    a(Entry(f"{B}/swarm in the plum tree June 2025.mp4", 620 * MB, ago("2025-06-15"), dup="swarmvid"))
    a(Entry("Videos/Whitby harbour.mp4", 240 * MB, ago("2026-04-14")))

    # ================================================================== Documents
    for n, s, d in [
        ("Pensions/Geoffrey - pension statement 2026.pdf", 410 * KB, "2026-04-24"),
        ("Pensions/Margaret - state pension letter 2026.pdf", 180 * KB, "2026-03-18"),
        ("House/home insurance 2026-27.pdf", 740 * KB, "2026-07-23"),
        ("House/council tax 2026-27.pdf", 160 * KB, "2026-03-13"),
        ("Car/MOT certificate 2026.pdf", 120 * KB, "2026-06-18"),
        ("Car/car insurance renewal 2026.pdf", 390 * KB, "2026-10-16"),
        ("Health/flu jab letter 2026.pdf", 90 * KB, "2026-09-29"),
        ("Tax/Self assessment 2025-26 - Margaret (honey sales).pdf", 460 * KB, "2026-10-28"),
        ("Wills/mirror wills Geoffrey and Margaret 2022.pdf", 1_900 * KB, "2022-09-14"),
        ("Christmas card list.xlsx", 24 * KB, "2025-12-02"),
    ]:
        a(Entry(f"Documents/{n}", s, _clear(ago(d))))

    # ================================================================== Downloads
    dl = [
        ("GIMP-2.10.38-setup.exe", 318 * MB, "2025-03-18", None),
        ("LibreOffice_24.8.2_Win_x86-64.msi", 345 * MB, "2024-10-29", None),
        ("Gramps-AIO64-5.2.3-1.exe", 121 * MB, "2026-07-14", None),
        ("Gramps-AIO64-5.2.4-1.exe.crdownload", 48 * MB, "2026-11-13", None),
        ("Audacity-3.6.4-64bit.exe", 41 * MB, "2025-09-08", None),
        ("ZoomInstallerFull.exe", 89 * MB, "2024-03-12", None),
        ("HP_Smart_Setup.exe", 13 * MB, "2023-11-30", None),
        ("Thunderbird Setup 128.3.1.exe", 61 * MB, "2026-08-20", None),
        ("scan0001.pdf", 610 * KB, "2025-10-07", "birth-albert"),
        ("scan0002.pdf", 655 * KB, "2025-10-07", "marr-albert"),
        ("scan0003.pdf", 590 * KB, "2026-11-17", None),
        ("1911 census - Hargreaves household, Todmorden (1).pdf", 1_640 * KB, "2026-02-11", "census1911h"),
        ("Calder Barn venue contract.pdf", 1_240 * KB, "2026-02-13", "venue"),
        ("newsletter photos from Derek.zip", 86 * MB, "2026-09-28", None),
        ("ancestry tree export 2024.zip", 12 * MB, "2024-06-02", None),
        ("AncestryDNA raw data.zip", 21 * MB, "2025-02-10", None),
        ("BBKA hive record card.pdf", 310 * KB, "2024-04-02", None),
        ("hall hire agreement signed - Jenkins.pdf", 470 * KB, "2026-03-09", None),
        ("honey label template.docx", 52 * KB, "2025-06-21", None),
        ("Untitled.txt", 0, "2026-01-19", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, _clear(ago(d)), dup=dup))
    a(Entry("Downloads/Newsletter October 2026.pdf", 0, 0))  # placeholder, replaced below with the dup
    assert etsy_oct is not None
    a(T("Downloads/EtsySoldOrders2026-10.csv", _clear(ago("2026-11-04") + 0.1), etsy_oct))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.3,
            "- finish the November newsletter (Sue's Asian hornet piece, Pat's fondant article)\n"
            "- order 200 more 454g jars\n- Skipton Christmas fair: bring the gift boxes\n"
            "- ring Derek about the Church Lane hive\n- Geoff: hall accounts to the examiner\n",
        )
    )
    a(Entry("Desktop/scan0007.jpg", 2_870 * KB, _clear(ago("2026-06-03")), dup="odonnell1901"))
    a(Entry("Desktop/Sue's hornet photo.jpg", 1_800 * KB, _clear(ago("2026-11-11") + 0.3)))

    # ================================================================== hidden / noise (kept small)
    a(T(".bashrc", 900.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 900.3, "# ~/.profile\n[ -d $HOME/bin ] && PATH=$HOME/bin:$PATH\n"))
    a(T(".config/libreoffice/4/user/registrymodifications.xcu", 2.3, "<oor:items></oor:items>\n"))
    a(T(f"{B}/.~lock.Queen register.xlsx#", 0.9, ",Margaret,kettlewick,24.11.2026 09:12,file:///home/maggie\n"))
    for _i in range(40):
        a(
            Entry(
                f".cache/thumbnails/normal/{r.getrandbits(64):016x}.png",
                r.randint(8 * KB, 40 * KB),
                1.5 + r.random() * 60,
            )
        )
    a(Entry(".local/share/gramps/grampsdb/5f3a1c/sqlite.db", 3_100 * KB, 1.3))
    a(Entry(".mozilla/firefox/k3v9.default-release/places.sqlite", 5_200 * KB, 0.2))

    # the Downloads copy of the October newsletter is the same file as the one in Newsletter/2026
    src = next(e for e in E if e.path == f"{NL}/2026/Newsletter October 2026.pdf")
    ph = next(e for e in E if e.path == "Downloads/Newsletter October 2026.pdf")
    E[E.index(ph)] = Entry(ph.path, src.size, _clear(src.age - 2.0), dup="nl-oct26")
    return _check_beekeeper(_check(E))


def _check_beekeeper(entries: list[Entry]) -> list[Entry]:
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

    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.search(r"(?:IMG_|Screenshot )(\d{4})-?(\d{2})-?(\d{2})", e.name)
        if m and not e.path.startswith("Downloads/"):
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    # only one empty file: empty files are copies of each other
    assert sum(e.size == 0 for e in entries) == 1
    return entries


HOMES["beekeeper"] = beekeeper

if __name__ == "__main__":
    from homes import human

    es = beekeeper()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
