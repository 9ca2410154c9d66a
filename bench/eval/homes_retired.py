"""A sixth generated home for the held-out set F (heldout_f.jsonl): a retired couple (Geoff and Maggie Ashworth).

Shape (no earlier home had it): Family History (a GEDCOM tree and its backups, a Family Tree Maker file, census
images by year and surname, birth/marriage/death certificates, parish register scans as big TIFFs, AncestryDNA raw
data and a matches CSV, research notes whose content can be searched, scanned wartime letters with typed
transcriptions, scanned old photographs, and the grandson's family website with .git/node_modules noise), Recipes
(typed recipes, scanned recipe cards, jam and marmalade), Caravan (service & habitation checks, insurance, manuals,
campsite bookings, trip photos, a towing checklist), Grandchildren (per child, photos, school drawings, a nativity
video), Allotment (plot plans, sowing calendar, photos of the crop), Money (pensions, annuity, bank statements, tax,
Premium Bonds), Health, Legal (wills, lasting powers of attorney, deeds, funeral plan), Choir (sheet music, rehearsal
recordings), Bridge Club, Travel (a Rhine cruise, Madeira, passport scans), Pictures (camera years, scanned slides),
Videos (cine film and VHS transfers, very big), Music (ripped CDs), Email backups (.pst/.mbox), Downloads (old Windows
installers, an unfinished download, copies of files kept elsewhere), Desktop clutter, hidden dotfiles, a Thunderbird
profile and caches. Accents, spaces, "&", apostrophes, brackets, "v2 FINAL" versions, "(1)" copies, upper-case
extensions, the same name in two folders, exact duplicates, empty files.

Dates in names match the files' ages as of 2026-11-23 (the day the set was written). Visible files avoid the ages
that sit on a date boundary of set F's questions (BAD_WINDOWS, checked by `_check_retired`).
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


# The date boundaries the questions of set F use (ages in days as of 2026-11-23); visible files keep clear of them.
BAD_WINDOWS = [
    (1.6, 2.4),  # last 2 days
    (2.6, 3.45),  # last 3 days
    (4.8, 7.7),  # Nov 17 (a named day) and last week / 7 days
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


FH = "Family History"
GC = "Grandchildren"


def retired() -> list[Entry]:
    r = random.Random(66)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Family History
    a(Entry(f"{FH}/Ashworth family tree.ged", 2_840 * KB, ago("2026-11-19")))
    a(Entry(f"{FH}/Tree backups/Ashworth family tree 2025-06-30.ged", 2_310 * KB, ago("2025-06-30")))
    a(Entry(f"{FH}/Tree backups/Ashworth family tree 2026-03-15.ged", 2_620 * KB, ago("2026-03-15")))
    a(Entry(f"{FH}/Tree backups/Ashworth family tree 2026-09-20.ged", 2_790 * KB, ago("2026-09-20")))
    a(Entry(f"{FH}/Family Tree Maker/Ashworth Family.ftm", 186 * MB, ago("2026-11-19")))
    a(Entry(f"{FH}/Family Tree Maker/Ashworth Family.ftm.bak", 181 * MB, ago("2026-11-12")))
    census = {
        "Ashworth": ("Bolton", [1841, 1851, 1861, 1871, 1881, 1891, 1901, 1911]),
        "Pilling": ("Darwen", [1851, 1861, 1871, 1881, 1891, 1901]),
        "O'Hara": ("Liverpool", [1861, 1871, 1881, 1891, 1901, 1911]),
        "Whittaker": ("Rochdale", [1871, 1881, 1891, 1901, 1911]),
    }
    for sur, (town, years) in census.items():
        for y in years:
            ext = "jpg" if y < 1901 else "tif"
            size = r.randint(900 * KB, 2_600 * KB) if ext == "jpg" else r.randint(18 * MB, 42 * MB)
            a(Entry(f"{FH}/Census/{y}/{y} census - {sur}, {town}.{ext}", size, _clear(200 + r.random() * 600)))
    certs = [
        ("Births", "Birth cert - Albert Ashworth 1893.pdf", "2024-02-11"),
        ("Births", "Birth cert - Edith Pilling 1897.pdf", "2024-02-11"),
        ("Births", "Birth cert - Herbert Ashworth 1920.pdf", "2024-05-06"),
        ("Births", "Birth cert - Geoffrey Ashworth 1951.pdf", "2023-08-19"),
        ("Births", "Birth cert - Margaret Whittaker 1953.pdf", "2023-08-19"),
        ("Births", "Birth cert - Patrick O'Hara 1862.pdf", "2025-04-03"),
        ("Births", "Birth cert - Bridget O'Hara 1866.pdf", "2025-04-03"),
        ("Marriages", "Marriage cert - Albert Ashworth & Edith Pilling 1916.pdf", "2024-02-14"),
        ("Marriages", "Marriage cert - Herbert Ashworth & Kathleen O'Hara 1946.pdf", "2024-06-21"),
        ("Marriages", "Marriage cert - Geoffrey & Margaret 1974.pdf", "2023-08-19"),
        ("Marriages", "Marriage cert - Patrick O'Hara & Mary Doyle 1885.pdf", "2025-05-10"),
        ("Deaths", "Death cert - Albert Ashworth 1917.pdf", "2024-02-19"),
        ("Deaths", "Death cert - Edith Ashworth 1968.pdf", "2024-03-02"),
        ("Deaths", "Death cert - Herbert Ashworth 1989.pdf", "2024-06-21"),
        ("Deaths", "Death cert - Kathleen Ashworth 2002.pdf", "2024-06-21"),
        ("Deaths", "Death cert - Dorothy Whittaker 2026.pdf", "2026-10-12"),
    ]
    for sub, n, d in certs:
        a(Entry(f"{FH}/Certificates/{sub}/{n}", r.randint(160 * KB, 720 * KB), ago(d)))
    parish = [
        "St Peter's Bolton - baptisms 1838-1852.tif",
        "St Peter's Bolton - baptisms 1853-1870.tif",
        "St Peter's Bolton - marriages 1880-1899.tif",
        "St Mary's Darwen - baptisms 1845-1860.tif",
        "St Anthony's Liverpool - RC baptisms 1860-1875.tif",
        "Holy Trinity Rochdale - burials 1900-1925.tif",
    ]
    for i, n in enumerate(parish):
        a(Entry(f"{FH}/Parish registers/{n}", r.randint(120 * MB, 310 * MB), _clear(300 + i * 41.3)))
    a(Entry(f"{FH}/DNA/AncestryDNA raw data - Margaret.zip", 6_870 * KB, ago("2025-02-26"), dup="dnazip"))
    a(Entry(f"{FH}/DNA/AncestryDNA_RawData_Margaret.txt", 17_400 * KB, ago("2025-02-26")))
    a(Entry(f"{FH}/DNA/AncestryDNA raw data - Geoff.zip", 6_910 * KB, ago("2025-04-08")))
    a(
        T(
            f"{FH}/DNA/DNA matches.csv",
            ago("2026-10-25"),
            "match,shared_cM,predicted,notes\nSiobhan Gallagher,212,2nd-3rd cousin,O'Hara line via County Mayo\n"
            "Peter Pilling,431,1st-2nd cousin,Darwen Pillings\nLinda Marsh (née Whittaker),96,3rd-4th cousin,"
            "Rochdale\nUnknown (mgr_4471),58,4th cousin,no tree\n",
        )
    )
    notes = {
        "Pilling line - brick wall.txt": (
            "2026-11-11",
            "Pilling brick wall: cannot find the baptism of John Pilling (born about 1821, Over Darwen). "
            "Try the Methodist registers at Blackburn archives. Peter Pilling (DNA match) may have a family bible.\n",
        ),
        "O'Hara family from County Mayo.md": (
            "2026-06-08",
            "# O'Hara family\n\nPatrick O'Hara left Castlebar, County Mayo, during the famine years and settled "
            "in Liverpool (Scotland Road). Siobhan Gallagher shares 212 cM: probably through Bridget.\n",
        ),
        "questions for Aunt Dot.txt": (
            "2025-09-14",
            "Ask Aunt Dot: where did Grandad Herbert serve in the war? Who was Uncle Jack's first wife? "
            "Is the christening gown still in the loft?\n",
        ),
        "Albert Ashworth - Lancashire Fusiliers.md": (
            "2026-04-29",
            "# Albert Ashworth (1893-1917)\n\nPrivate, 2nd/5th Lancashire Fusiliers, service number 241672. "
            "Killed at Passchendaele, October 1917. Named on the Tyne Cot memorial.\n",
        ),
        "research log 2026.txt": (
            "2026-11-15",
            "2026 research log\n- Jan: ordered Herbert's death certificate\n- Apr: Lancashire Fusiliers museum, Bury\n"
            "- Oct: Aunt Dot's funeral; found letters in her loft\n- Nov: scanning Bert and Edie's letters\n",
        ),
    }
    for n, (d, body) in notes.items():
        a(T(f"{FH}/Research notes/{n}", ago(d), body))
    # scanned letters: Bert (Herbert) to Kathleen during the war, and a few others
    letter_dates = [
        "1942-05-03",
        "1942-08-17",
        "1942-12-24",
        "1943-03-09",
        "1943-06-30",
        "1943-11-11",
        "1944-02-14",
        "1944-06-10",
        "1944-09-02",
        "1945-01-19",
        "1945-05-08",
        "1945-08-15",
    ]
    for i, d in enumerate(letter_dates):
        for p in (1, 2):
            a(
                Entry(
                    f"{FH}/Scanned letters/Bert to Kathleen {d} page {p}.tif",
                    r.randint(22 * MB, 36 * MB),
                    _clear(8.2 + i * 0.6 + p * 0.01),
                )
            )
    transcriptions = {
        "1942-12-24": "Dear Kath, Christmas in the desert. We had tinned pudding and a carol service by the lorries. "
        "Keep my letters safe. All my love, Bert.",
        "1944-06-10": "Dear Kath, I can't say where we are but you will have read the papers. "
        "The lads are in good spirits. Tell Mother I am well. Bert.",
        "1945-05-08": "Dear Kath, it's over! Church bells in every village. I'll be home by harvest, "
        "and then we shall be married at St Peter's. Your Bert.",
    }
    for d, body in transcriptions.items():
        a(T(f"{FH}/Scanned letters/Transcriptions/Bert to Kathleen {d}.txt", _clear(8.9 + len(body) % 3), body + "\n"))
    a(Entry(f"{FH}/Scanned letters/Telegram - War Office 1917.tif", 19_800 * KB, _clear(9.7)))
    old_photos = [
        "Albert in uniform 1916",
        "Albert & Edith wedding 1916",
        "Pilling family outside the mill 1905",
        "Herbert as a baby 1920",
        "Bert & Kath wedding 1946",
        "Bert & Kath at Blackpool 1950",
        "Geoff christening 1951",
        "Maggie's first communion 1960",
        "Whittaker family Christmas 1962",
        "Aunt Dot & Uncle Jack 1958",
        "St Peter's Sunday school trip 1932",
        "Ashworth Street, Bolton 1930s",
    ]
    for i, n in enumerate(old_photos):
        a(Entry(f"{FH}/Old photos/{n}.tif", r.randint(40 * MB, 95 * MB), _clear(130 + i * 13.3)))
        a(Entry(f"{FH}/Old photos/web/{n}.jpg", r.randint(300 * KB, 900 * KB), _clear(130.5 + i * 13.3)))
    a(Entry(f"{FH}/Ashworth family book - draft v7.docx", 5_640 * KB, ago("2026-11-07")))
    a(Entry(f"{FH}/Ashworth family book - draft v6.docx", 5_210 * KB, ago("2026-08-30")))
    a(Entry(f"{FH}/Ashworth family book - draft v2 FINAL.docx", 3_900 * KB, ago("2025-03-22")))
    # the grandson's website for the tree (a node project with its noise)
    ws = f"{FH}/ashworth-family-website"
    a(T(f"{ws}/package.json", ago("2026-07-19"), '{"name": "ashworth-family", "dependencies": {"eleventy": "^2"}}\n'))
    a(T(f"{ws}/index.html", ago("2026-07-19"), "<h1>The Ashworths of Bolton</h1>\n<p>Built by Tom for Grandad.</p>\n"))
    a(T(f"{ws}/README.md", ago("2026-07-19"), "# ashworth-family\n\nStatic site made from the GEDCOM. npm start\n"))
    a(T(f"{ws}/.git/HEAD", ago("2026-07-19"), "ref: refs/heads/main\n"))
    a(T(f"{ws}/.git/config", ago("2026-07-19"), "[core]\n\tbare = false\n"))
    for _i in range(16):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{ws}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), ago("2026-07-19") + r.random() * 40))
    for p in ("@11ty/eleventy", "liquidjs", "markdown-it", "chokidar", "debug"):
        for f in ("package.json", "README.md", "index.js", "LICENSE", "dist/index.js"):
            a(Entry(f"{ws}/node_modules/{p}/{f}", r.randint(300, 150_000), ago("2026-07-19")))

    # ================================================================== Recipes
    recipes = {
        "Mum's Lancashire hotpot.txt": "Lancashire hotpot: 8 lamb chops, 1 kg potatoes sliced thin, 2 onions, "
        "a lamb kidney if you can get it, stock. 2 hours at 160 C, lid off for the last 30 minutes.\n",
        "Eccles cakes.txt": "Eccles cakes: puff pastry, 200 g currants, 50 g butter, 75 g brown sugar, nutmeg. "
        "Three slits on top, 20 min at 220 C.\n",
        "Seville orange marmalade.txt": "Seville orange marmalade: 1 kg Seville oranges, 2 kg sugar, 1 lemon, "
        "2.5 litres water. Test for a set on a cold saucer.\n",
        "Damson jam.txt": "Damson jam: 1.5 kg damsons from the allotment, 1.5 kg sugar, 300 ml water. "
        "Skim the stones as they rise.\n",
        "Crème brûlée.txt": "Crème brûlée: 600 ml double cream, 1 vanilla pod, 6 egg yolks, 75 g caster sugar. "
        "Bake in a bain-marie at 150 C.\n",
        "Christmas cake (Delia).txt": "Delia's Christmas cake: 450 g currants, 175 g sultanas, 175 g raisins, "
        "brandy to soak overnight, feed with brandy every week until Christmas.\n",
        "Parkin.txt": "Parkin for Bonfire Night: 200 g oatmeal, 100 g flour, 200 g golden syrup, 50 g black treacle, "
        "ginger. Keep in a tin for a week before eating.\n",
        "Geoff's chilli.txt": "Geoff's chilli: 500 g beef mince, kidney beans, 2 tins tomatoes, cumin, "
        "a square of dark chocolate.\n",
        "Butter pie.txt": "Butter pie (Preston style): shortcrust, potatoes, onions, plenty of butter, white pepper.\n",
        "Victoria sponge.txt": "Victoria sponge: 4 eggs, 225 g butter, 225 g caster sugar, 225 g self-raising "
        "flour. Raspberry jam and buttercream.\n",
        "Bread and butter pudding.txt": "Bread and butter pudding: stale bread, butter, sultanas, 3 eggs, "
        "500 ml milk, nutmeg.\n",
        "Ruby's rocky road.txt": "Ruby's rocky road: 200 g chocolate, 100 g butter, 3 tbsp golden syrup, "
        "digestives, mini marshmallows.\n",
    }
    for i, (n, body) in enumerate(recipes.items()):
        a(T(f"Recipes/{n}", _clear(35.3 + i * 47.1), body))
    a(T("Recipes/Victoria sponge (copy).txt", _clear(400.2), recipes["Victoria sponge.txt"]))
    for i in range(18):
        a(Entry(f"Recipes/Recipe cards/recipe card {i + 1:02d}.jpg", r.randint(1_100 * KB, 2_900 * KB), _clear(620.4)))
    a(Entry("Recipes/WI cookbook 1978 - scanned.pdf", 48_300 * KB, ago("2025-01-26")))
    a(Entry("Recipes/Mary Berry - Christmas Collection.pdf", 12_700 * KB, ago("2024-12-06")))

    # ================================================================== Caravan (a Bailey Unicorn Cadiz)
    C = "Caravan"
    a(Entry(f"{C}/Service & MOT/Habitation check 2024 - Bolton Caravans.pdf", 410 * KB, ago("2024-03-19")))
    a(Entry(f"{C}/Service & MOT/Habitation check 2025 - Bolton Caravans.pdf", 436 * KB, ago("2025-03-25")))
    a(Entry(f"{C}/Service & MOT/Habitation check 2026 - Bolton Caravans.pdf", 452 * KB, ago("2026-03-24")))
    a(Entry(f"{C}/Service & MOT/Damp report 2026.pdf", 288 * KB, ago("2026-03-24")))
    a(Entry(f"{C}/Service & MOT/Car MOT certificate 2026 - Skoda Superb.pdf", 121 * KB, ago("2026-05-12")))
    a(Entry(f"{C}/Insurance/Caravan Guard policy 2025.pdf", 980 * KB, ago("2025-02-27")))
    a(Entry(f"{C}/Insurance/Caravan Guard policy 2026.pdf", 1_010 * KB, ago("2026-02-25")))
    a(Entry(f"{C}/Manuals/Bailey Unicorn Cadiz owner's handbook.pdf", 38_600 * KB, ago("2023-04-14")))
    a(Entry(f"{C}/Manuals/Truma Combi heater manual.pdf", 7_250 * KB, ago("2023-04-14")))
    a(Entry(f"{C}/Manuals/Powrtouch mover manual.pdf", 3_180 * KB, ago("2023-05-02")))
    a(Entry(f"{C}/Manuals/Thetford fridge manual.pdf", 2_470 * KB, ago("2023-05-02")))
    bookings = [
        ("Lakeside Park, Windermere", "2026-07-06", "2026-04-11"),
        ("Seaview Holiday Park, Whitby", "2026-09-14", "2026-06-03"),
        ("Ullswater Caravan Club site", "2025-08-18", "2025-05-20"),
        ("Ribble Valley Caravan Club site", "2026-11-27", "2026-11-10"),
        ("Castlerigg Hall, Keswick", "2025-06-02", "2025-03-01"),
        ("Camping Les Mouettes, Carnac", "2026-05-12", "2026-01-29"),
    ]
    for site, stay, booked in bookings:
        a(Entry(f"{C}/Bookings/Booking confirmation - {site} {stay}.pdf", r.randint(90 * KB, 240 * KB), ago(booked)))
    trips = {
        "2025-06 Keswick": ("2025-06-04", 14),
        "2025-08 Ullswater": ("2025-08-20", 18),
        "2026-05 Brittany": ("2026-05-14", 26),
        "2026-07 Windermere": ("2026-07-08", 16),
        "2026-09 Whitby": ("2026-09-16", 20),
    }
    pno = 1010  # the camera's counter runs on from trip to trip
    for trip, (d, n) in trips.items():
        for i in range(n):
            a(Entry(f"{C}/Trips/{trip}/P{pno:04d}.JPG", r.randint(3 * MB, 7 * MB), ago(d) - i * 0.05))
            pno += r.randint(1, 4)
    a(
        T(
            f"{C}/Checklist before towing.txt",
            ago("2026-05-16"),
            "Before towing: jockey wheel up and locked, breakaway cable on, hitch lock off, mirrors extended, "
            "road lights checked, gas off, fridge on 12V, roof vents shut, corner steadies up, tyre pressure 65 psi.\n",
        )
    )
    a(
        T(
            f"{C}/caravan running costs 2026.csv",
            ago("2026-11-15"),
            "date,item,amount_gbp\n2026-02-25,Caravan Guard insurance,412.80\n2026-03-24,habitation check,229.00\n"
            "2026-05-12,Carnac site fees,486.50\n2026-07-06,Windermere site fees,318.00\n2026-09-14,Whitby site fees,"
            "274.40\n2026-10-03,storage (6 months),390.00\n",
        )
    )
    a(Entry(f"{C}/Caravan storage agreement - Moorside Farm.pdf", 205 * KB, ago("2026-04-06")))

    # ================================================================== Grandchildren
    kids = {
        "Ruby": (60, 2.9),
        "Alfie & Isla": (70, 2.6),
        "Baby Zoë": (36, 3.7),
    }
    for kid, (n, step) in kids.items():
        age = 1.3
        for i in range(n):
            age = _clear(age + step * (0.6 + r.random() * 0.8))
            d = iso_of(age)
            name = f"IMG-{d.strftime('%Y%m%d')}-WA{i:04d}.jpg"
            a(Entry(f"{GC}/{kid}/{name}", r.randint(120 * KB, 650 * KB), age))
    a(Entry(f"{GC}/Ruby/Ruby's nativity 2025.mp4", 1_340 * MB, ago("2025-12-16")))
    a(Entry(f"{GC}/Ruby/Ruby school report Year 4.pdf", 610 * KB, ago("2026-07-17")))
    a(Entry(f"{GC}/Ruby/Ruby swimming certificate 25m.jpg", 940 * KB, ago("2026-10-09"), dup="swim"))
    a(Entry(f"{GC}/Alfie & Isla/Alfie drawing - dinosaur.jpg", 2_120 * KB, ago("2026-10-18")))
    a(Entry(f"{GC}/Alfie & Isla/Isla first day at nursery.mp4", 286 * MB, ago("2026-09-08")))
    a(Entry(f"{GC}/Alfie & Isla/Alfie's 6th birthday party.mp4", 742 * MB, ago("2026-06-27")))
    a(Entry(f"{GC}/Baby Zoë/Zoë - faire-part de naissance.pdf", 1_260 * KB, ago("2026-06-24")))
    a(Entry(f"{GC}/Baby Zoë/Zoë's christening - Église Saint-Sulpice.mp4", 1_120 * MB, ago("2026-10-04")))
    a(Entry(f"{GC}/birthdays and christmas presents list.xlsx", 36 * KB, ago("2026-11-14")))

    # ================================================================== Allotment
    A = "Allotment"
    a(Entry(f"{A}/Plot 14 plan 2026.xlsx", 44 * KB, ago("2026-02-08")))
    a(Entry(f"{A}/Plot 14 plan 2025.xlsx", 41 * KB, ago("2025-02-12")))
    a(Entry(f"{A}/Sowing calendar.xlsx", 52 * KB, ago("2026-01-18")))
    a(Entry(f"{A}/Moorside Allotment Society - rules.pdf", 330 * KB, ago("2024-04-10")))
    a(Entry(f"{A}/Allotment rent invoice 2026.pdf", 84 * KB, ago("2026-10-14")))
    a(
        T(
            f"{A}/Greenhouse tomato log 2026.txt",
            ago("2026-09-25"),
            "Tomatoes 2026: Gardener's Delight and Sungold in the greenhouse, Moneymaker outside. Blight on the "
            "outdoor ones in August. First ripe Sungold 4 July. Feed with comfrey every week.\n",
        )
    )
    a(
        T(
            f"{A}/Seed order 2027.txt",
            ago("2026-11-19"),
            "Seed order for 2027 (Kings Seeds): broad bean Aquadulce, parsnip Gladiator, leek Musselburgh, "
            "dwarf French bean, sweet pea Spencer mix.\n",
        )
    )
    crops = {
        "broad beans": "2026-06-12",
        "first potatoes": "2026-07-03",
        "sweet peas": "2026-07-18",
        "runner beans": "2026-08-09",
        "dahlias": "2026-08-20",
        "onions drying": "2026-09-05",
        "pumpkins": "2026-10-19",
    }
    for c, d in crops.items():
        for j in range(4):
            age = _clear(ago(d) - j * 0.4)
            a(Entry(f"{A}/Photos/{iso_of(age).isoformat()} {c} {j + 1}.jpg", r.randint(2 * MB, 5 * MB), age))

    # ================================================================== Money
    M = "Money"
    for i in range(22):  # joint account statements 2025-01 … 2026-10, issued on the 6th of the next month
        y, m = divmod(2025 * 12 + i, 12)
        ny, nm = divmod(y * 12 + m + 1, 12)
        a(
            Entry(
                f"{M}/Bank/Halifax joint account {y}-{m + 1:02d}.pdf",
                r.randint(95 * KB, 170 * KB),
                ago(f"{ny}-{nm + 1:02d}-06"),
            )
        )
    a(Entry(f"{M}/Pensions/Teachers' Pension annual statement 2026.pdf", 388 * KB, ago("2026-04-28")))
    a(Entry(f"{M}/Pensions/Teachers' Pension annual statement 2025.pdf", 372 * KB, ago("2025-04-24")))
    a(Entry(f"{M}/Pensions/State pension increase letter - Geoff 2026.pdf", 96 * KB, ago("2026-03-10")))
    a(Entry(f"{M}/Pensions/State pension increase letter - Maggie 2026.pdf", 97 * KB, ago("2026-03-11")))
    a(Entry(f"{M}/Pensions/Aviva annuity statement 2026.pdf", 214 * KB, ago("2026-06-22")))
    a(Entry(f"{M}/Pensions/BAE Systems pension P60 2025-26.pdf", 118 * KB, ago("2026-05-19")))
    a(Entry(f"{M}/Tax/Self Assessment 2024-25 - Geoff.pdf", 540 * KB, ago("2026-01-21")))
    a(Entry(f"{M}/Tax/Self Assessment 2023-24 - Geoff.pdf", 522 * KB, ago("2025-01-18")))
    a(Entry(f"{M}/Tax/Marriage allowance confirmation.pdf", 88 * KB, ago("2024-10-03")))
    a(Entry(f"{M}/Premium Bonds/Premium Bonds holdings 2026.pdf", 77 * KB, ago("2026-08-11")))
    a(Entry(f"{M}/Premium Bonds/prize letter 2026-08.pdf", 58 * KB, ago("2026-08-11")))
    a(Entry(f"{M}/Household budget 2026.xlsx", 63 * KB, ago("2026-11-15")))
    a(Entry(f"{M}/Council tax 2026-27.pdf", 124 * KB, ago("2026-03-16")))
    a(Entry(f"{M}/Utilities/British Gas annual statement 2026.pdf", 205 * KB, ago("2026-04-20")))
    a(Entry(f"{M}/Utilities/United Utilities water bill 2026-27.pdf", 131 * KB, ago("2026-03-30")))
    a(Entry(f"{M}/Utilities/Sky TV & broadband contract.pdf", 344 * KB, ago("2025-10-15")))

    # ================================================================== Health
    HL = "Health"
    health = [
        ("Geoff - cardiology clinic letter 2026-09-14.pdf", 188 * KB, "2026-09-14"),
        ("Geoff - echocardiogram results.pdf", 2_340 * KB, "2026-10-20"),
        ("Geoff - cataract surgery discharge.pdf", 410 * KB, "2025-11-06"),
        ("Maggie - hearing aid fitting.pdf", 156 * KB, "2026-04-16"),
        ("Maggie - physio exercises (knee).pdf", 1_880 * KB, "2026-06-30"),
        ("Maggie - bone density scan.pdf", 522 * KB, "2025-10-08"),
        ("Flu & Covid vaccinations 2026.pdf", 91 * KB, "2026-10-10"),
        ("repeat prescriptions.xlsx", 29 * KB, "2026-11-13"),
    ]
    for n, s, d in health:
        a(Entry(f"{HL}/{n}", s, ago(d)))
    a(
        T(
            f"{HL}/blood pressure log.csv",
            ago("2026-11-22"),
            "date,who,systolic,diastolic,pulse\n2026-11-14,Geoff,142,86,71\n2026-11-17,Geoff,138,84,69\n"
            "2026-11-22,Geoff,135,82,70\n2026-11-22,Maggie,124,78,66\n",
        )
    )

    # ================================================================== Legal
    LG = "Legal"
    a(Entry(f"{LG}/Wills/Will - Geoffrey Ashworth 2024.pdf", 1_430 * KB, ago("2024-09-26")))
    a(Entry(f"{LG}/Wills/Will - Margaret Ashworth 2024.pdf", 1_410 * KB, ago("2024-09-26")))
    a(Entry(f"{LG}/Wills/Letter of wishes - Maggie.docx", 26 * KB, ago("2025-11-30")))
    a(Entry(f"{LG}/LPA - health & welfare - Geoff.pdf", 2_050 * KB, ago("2024-11-14")))
    a(Entry(f"{LG}/LPA - property & financial affairs - Geoff.pdf", 2_110 * KB, ago("2024-11-14")))
    a(Entry(f"{LG}/LPA - health & welfare - Maggie.pdf", 2_060 * KB, ago("2024-11-14")))
    a(Entry(f"{LG}/Deeds - 12 Moorside Lane.pdf", 8_900 * KB, ago("2023-06-07")))
    a(Entry(f"{LG}/Golden Charter funeral plan.pdf", 760 * KB, ago("2025-07-01")))
    a(Entry(f"{LG}/Aunt Dot - probate/Grant of probate - Dorothy Whittaker.pdf", 640 * KB, ago("2026-11-04")))
    a(Entry(f"{LG}/Aunt Dot - probate/Eulogy for Aunt Dot - draft 3.docx", 31 * KB, ago("2026-10-15")))
    a(Entry(f"{LG}/Aunt Dot - probate/Eulogy for Aunt Dot FINAL.docx", 33 * KB, ago("2026-10-16")))
    a(Entry(f"{LG}/Aunt Dot - probate/house clearance quote.pdf", 212 * KB, ago("2026-10-28")))

    # ================================================================== Choir
    CH = "Choir"
    music = [
        "Handel - Messiah (alto).pdf",
        "Rutter - Gloria.pdf",
        "Fauré - Requiem.pdf",
        "Parry - I was glad.pdf",
        "Stanford - Magnificat in G.pdf",
        "Carols for Choirs 1.pdf",
        "Goodall - The Lord is my shepherd.pdf",
        "Mozart - Ave verum corpus.pdf",
    ]
    for i, n in enumerate(music):
        a(Entry(f"{CH}/Sheet music/{n}", r.randint(900 * KB, 9_800 * KB), _clear(60 + i * 39.7)))
    for d in ("2026-09-22", "2026-09-29", "2026-10-06", "2026-10-13", "2026-10-20", "2026-10-27", "2026-11-10"):
        a(Entry(f"{CH}/Rehearsals/Rehearsal {d}.m4a", r.randint(28 * MB, 64 * MB), ago(d)))
    a(Entry(f"{CH}/Choir rota autumn 2026.docx", 24 * KB, ago("2026-09-04")))
    a(Entry(f"{CH}/Christmas concert programme 2026.pdf", 1_150 * KB, ago("2026-11-19")))
    a(Entry(f"{CH}/St Peter's parish magazine - November 2026.pdf", 3_620 * KB, ago("2026-11-04")))

    # ================================================================== Bridge Club
    B = "Bridge Club"
    a(Entry(f"{B}/Fixtures 2026-27.xlsx", 33 * KB, ago("2026-08-29")))
    a(Entry(f"{B}/Acol bidding crib sheet.pdf", 240 * KB, ago("2024-01-30")))
    a(Entry(f"{B}/Bridge scores 2026.xlsx", 71 * KB, ago("2026-11-19")))
    a(
        T(
            f"{B}/partnership notes - Maggie & Jean.txt",
            ago("2026-10-21"),
            "Maggie & Jean: weak no trump (12-14), Stayman, transfers, Blackwood for slams, "
            "no Gerber. Lead fourth highest against no trumps.\n",
        )
    )

    # ================================================================== Travel
    TR = "Travel"
    for i in range(30):
        a(Entry(f"{TR}/Rhine cruise 2025/DSC_{5120 + i}.JPG", r.randint(4 * MB, 9 * MB), ago("2025-05-29") - i * 0.1))
    a(Entry(f"{TR}/Rhine cruise 2025/Riviera Travel e-tickets.pdf", 1_870 * KB, ago("2025-05-06")))
    a(Entry(f"{TR}/Rhine cruise 2025/Cruise itinerary - Amsterdam to Basel.pdf", 2_420 * KB, ago("2025-04-15")))
    for i in range(22):
        a(Entry(f"{TR}/Madeira 2024/DSC_{3301 + i}.JPG", r.randint(4 * MB, 9 * MB), ago("2024-03-12") - i * 0.2))
    a(Entry(f"{TR}/Passports/Passport - Geoff.pdf", 1_320 * KB, ago("2025-01-09")))
    a(Entry(f"{TR}/Passports/Passport - Maggie.pdf", 1_290 * KB, ago("2025-01-09")))
    a(Entry(f"{TR}/Travel insurance 2026 - Staysure.pdf", 860 * KB, ago("2026-04-03")))
    a(Entry(f"{TR}/Kraków & Wieliczka 2026 - ideas.docx", 48 * KB, ago("2026-11-08")))

    # ================================================================== Pictures
    P = "Pictures"
    for year, n, start in ((2024, 40, 700), (2025, 48, 335), (2026, 55, 8.4)):
        age = start
        for i in range(n):
            age = _clear(age + 4.6 + r.random() * 1.2)
            if year == 2026 and age >= 324.5:
                break
            a(Entry(f"{P}/{year}/DSC_{7000 + year % 10 * 500 + i}.JPG", r.randint(4 * MB, 10 * MB), age))
    for i in range(40):
        a(Entry(f"{P}/Slides scanned/Kodachrome box {i // 10 + 1} - slide {i % 10 + 1:02d}.tif", 58 * MB, 560.3))
    for d in ("2026-11-19", "2026-10-26", "2026-09-11", "2026-07-30", "2026-05-05", "2025-12-02"):
        hh = f"{r.randint(9, 20):02d}.{r.randint(0, 59):02d}.{r.randint(0, 59):02d}"
        a(Entry(f"{P}/iPad screenshots/Screenshot {d} at {hh}.png", r.randint(300 * KB, 2_200 * KB), ago(d)))
    a(Entry(f"{P}/iPad screenshots/Screenshot 2026-11-17 at 10.41.07.png", 886 * KB, "11-17"))

    # ================================================================== Videos
    V = "Videos"
    for i, yr in enumerate((1968, 1971, 1975, 1979)):
        a(Entry(f"{V}/Cine film transfers/Ashworth cine reel {i + 1} ({yr}).mp4", r.randint(700, 1_600) * MB, 610.3))
    a(Entry(f"{V}/VHS transfers/Our wedding 1974.avi", 4_380 * MB, 612.3))
    a(Entry(f"{V}/VHS transfers/Ruby's christening 2017.avi", 2_910 * MB, 612.6))
    a(Entry(f"{V}/VHS transfers/Silver wedding party 1999.avi", 3_640 * MB, 613.1))
    a(Entry(f"{V}/Ruby's nativity 2025.mp4", 1_340 * MB, ago("2025-12-17"), dup="nativity"))
    a(Entry(f"{V}/Rhine cruise 2025.mp4", 2_050 * MB, ago("2025-06-01")))

    # ================================================================== Music (ripped CDs)
    albums = {
        "Glenn Miller/The Essential Glenn Miller": [
            "In the Mood",
            "Moonlight Serenade",
            "Chattanooga Choo Choo",
            "Pennsylvania 6-5000",
            "String of Pearls",
            "Tuxedo Junction",
            "American Patrol",
            "Little Brown Jug",
        ],
        "Kathleen Ferrier/Blow the Wind Southerly": [
            "Blow the Wind Southerly",
            "The Keel Row",
            "Ma Bonny Lad",
            "Kitty My Love",
            "O Waly, Waly",
            "Ca' the Yowes",
        ],
        "The Beatles/Abbey Road": [
            "Come Together",
            "Something",
            "Maxwell's Silver Hammer",
            "Oh! Darling",
            "Octopus's Garden",
            "Here Comes the Sun",
            "Because",
            "The End",
        ],
        "King's College Choir/Carols from King's": [
            "Once in Royal David's City",
            "In the Bleak Midwinter",
            "O Come All Ye Faithful",
            "Hark the Herald Angels Sing",
            "Silent Night",
        ],
    }
    for album, tracks in albums.items():
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{album}/{i:02d} {t}.mp3", r.randint(4 * MB, 10 * MB), 1400.3 + r.random()))

    # ================================================================== Email backups
    a(Entry("Email backups/Outlook backup 2019.pst", 2_460 * MB, 2550.3))
    a(Entry("Email backups/BT Yahoo mail export 2021.mbox", 880 * MB, 1800.3))

    # ================================================================== Downloads
    dl = [
        ("FTM2019_Setup.exe", 412 * MB, "2023-04-02", None),
        ("SkypeSetup.exe", 72 * MB, "2024-05-14", None),
        ("HP_Smart_Scan_Setup.exe", 148 * MB, "2024-10-29", None),
        ("Epson_Scan_2_v6.7.exe", 61 * MB, "2025-09-20", None),
        ("ZoomInstaller.exe", 18 * MB, "2025-12-20", None),
        ("iTunes64Setup.exe", 201 * MB, "2023-11-25", None),
        ("Windows10Upgrade9252.exe", 3_300 * KB, "2023-02-06", None),
        ("VLC media player 3.0.21.exe", 42 * MB, "2025-07-09", None),
        ("AncestryDNA raw data - Margaret.zip", 6_870 * KB, "2025-02-26", "dnazip"),
        ("Booking confirmation - Ribble Valley Caravan Club site 2026-11-27.pdf", 0, "2026-11-10", "ribble"),
        ("Ruby's nativity 2025.mp4", 1_340 * MB, "2025-12-16", "nativity"),
        ("Caravan Club sites guide 2026.pdf", 28_400 * KB, "2026-02-19", None),
        ("Family Tree Maker 2024 update.exe.crdownload", 96 * MB, "2026-11-11", None),
        ("Church roof appeal letter.pdf", 320 * KB, "2026-11-12", None),
        ("Aunt Dot order of service.pdf", 1_440 * KB, "2026-10-16", None),
        ("Christmas card list 2025.xlsx", 19 * KB, "2025-11-28", None),
        ("GRO certificate order confirmation.pdf", 66 * KB, "2026-01-08", None),
        ("Untitled.pdf", 0, "2026-02-15", None),
    ]
    ribble = next(e for e in E if "Ribble Valley" in e.name)
    E[E.index(ribble)] = Entry(ribble.path, ribble.size, ribble.age, dup="ribble")
    nativity = next(e for e in E if e.path == f"{GC}/Ruby/Ruby's nativity 2025.mp4")
    E[E.index(nativity)] = Entry(nativity.path, nativity.size, nativity.age, dup="nativity")
    for n, s, d, dup in dl:
        if dup == "ribble":
            s = ribble.size
        a(Entry(f"Downloads/{n}", s, ago(d), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/To do.txt",
            0.2,
            "- ring Bolton Caravans about the awning rail\n- send Aunt Dot's thank-you cards\n"
            "- order Ruby's birthday present\n- book Geoff's eye test\n",
        )
    )
    a(Entry("Desktop/Christmas newsletter 2026.docx", 38 * KB, ago("2026-11-08")))
    a(Entry("Desktop/Christmas newsletter 2026 v2.docx", 41 * KB, ago("2026-11-12")))
    a(Entry("Desktop/Christmas newsletter 2026 v2 FINAL.docx", 43 * KB, ago("2026-11-19")))
    a(Entry("Desktop/Copy of Household budget 2026.xlsx", 61 * KB, ago("2026-09-27")))
    a(Entry("Desktop/Ruby certificate.jpg", 940 * KB, ago("2026-10-10"), dup="swim"))
    a(Entry("Desktop/scan0007.jpg", 3_420 * KB, ago("2026-11-15")))
    a(Entry("Desktop/scan0008.jpg", 3_510 * KB, ago("2026-11-15")))
    a(T("Desktop/shopping list.txt", 0.9, "milk\nbread\nbird seed\nbatteries for hearing aid (size 312)\n"))
    a(Entry("Desktop/New Text Document.txt", 0, 40.3))

    # ================================================================== hidden / noise
    a(T(".bashrc", 900, "export PATH=$HOME/bin:$PATH\n"))
    a(T(".config/gtk-3.0/bookmarks", 300, "file:///home/geoff/Family%20History Family History\n"))
    a(T(".thunderbird/profiles.ini", 800, "[Profile0]\nName=default\nPath=k3x9.default\n"))
    a(Entry(".thunderbird/k3x9.default/Mail/Local Folders/Inbox", 1_240 * MB, 0.3))
    a(Entry(".thunderbird/k3x9.default/Mail/Local Folders/Sent", 310 * MB, 0.3))
    a(Entry(".thunderbird/k3x9.default/global-messages-db.sqlite", 420 * MB, 0.3))
    for _i in range(30):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(15_000, 80_000), r.random() * 25))
    return _check_retired(_check(E))


def _check_retired(entries: list[Entry]) -> list[Entry]:
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


HOMES["retired"] = retired

if __name__ == "__main__":
    from homes import human

    es = retired()
    print(len(es), "files", human(sum(e.size for e in es)))
