"""A generated home for the held-out set R (heldout_r.jsonl): a family of three on one machine. Dr Adaeze
Okonkwo-Bell, a university historian of colonial Nigeria writing a book on the market women of Ọnịcha; her partner
Martin Bell, head teacher of Hollybrook Primary School; their daughter Tomi (16), who takes photographs, dances and is
revising for her GCSEs.

Shape: Research/Archive trips (one folder per trip, named by archive and date, "National Archives Kew - 2026-03",
"Archives nationales d'outre-mer Aix - 2025-10"; in each a scans/ folder of huge TIFFs or phone JPEGs in a folder per
box, named by box and folio "box14_f012.tif", some .TIF/.JPG, plus trip notes), Research/Transcriptions (.txt whose
text can be searched, some .docx), Research/Oral histories (.wav/.mp3 interviews), Research/Digital microfilm (big
PDFs), Research/Articles (~55 PDFs named "Author Year - Title", some French with accents), Research/Zotero export,
Zotero/ (the Zotero data folder: zotero.sqlite and storage/KEY/ PDFs, most of them copies of ones in Articles); Book/
(Manuscript with chapters in versions "ch3 draft 4", "ch3 - comments from editor" (also for ch4), an empty ch8, the
full MS; Proposal, contract, Figures as big TIFFs, Image permissions, old drafts); Teaching/ (HIST2041 lectures
.pptx, reading lists, Marking by year; HIST3112 seminars; a guest lecture; old modules from 2023); Grants/ (three
grants, each with a budget.xlsx); Conferences/; Expenses/ (receipts and expense claims per trip, French names with
accents, a hotel "folio"). Martin: Hollybrook Primary/ (Policies pdf/docx with "&", Governors by academic year and
term with FGB minutes, packs and head teacher's reports, SLT minutes, Staffing rotas and timetables .xlsx,
Inspection (SEF, SDP, IDSR, deep dives), Newsletters by month, Safeguarding training certificates, school event
photos DSC_*.JPG). Tomi: Tomi/Photography (shoots by date with Canon RAW IMG_NNNN.CR3 and edits/ *_edit.jpg, a
portfolio of copies of edits), Tomi/Dance (very big .mov), Tomi/GCSE revision (by subject; a Computer Science project
with .git and __pycache__), Tomi/Music (mp3, one "(1)" copy). Shared: Documents/Household, Pictures (phone photos
PXL_YYYYMMDD_*, a birthday, screenshots "Screenshot from YYYY-MM-DD ..."), Videos (a copy of a dance video), Downloads
(installers .deb/.AppImage/.exe/.tar.*, zips, "(1)" copies, a half-finished .part download, an empty file),
Desktop clutter; hidden dotfiles, a LibreOffice lock file, caches, browser and darktable databases.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written), give or take the
days `_clear` moves a file off a date boundary. Visible files avoid the ages that sit on a date boundary of set R's
questions (BAD_WINDOWS, checked by `_check_historian`); the files dated Nov 19 are month-day anchors ("11-19").
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


# Date boundaries of set R's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
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


def d(iso: str) -> float:
    """The age of a file dated `iso`, moved off any date boundary."""
    return _clear(ago(iso))


AT = "Research/Archive trips"
KEW26 = f"{AT}/National Archives Kew - 2026-03"
KEW25 = f"{AT}/National Archives Kew - 2025-07"
ANOM = f"{AT}/Archives nationales d'outre-mer Aix - 2025-10"
ENUGU = f"{AT}/National Archives of Nigeria Enugu - 2024-08"
SOAS = f"{AT}/SOAS CMS papers - 2026-09"
TR = "Research/Transcriptions"
ART = "Research/Articles"
MSS = "Book/Manuscript"
H2041 = "Teaching/HIST2041 Colonialism and Resistance in West Africa"
HP = "Hollybrook Primary"
PH = "Tomi/Photography"

ARTICLES = [
    # (author, year, title, date added)
    (
        "Van Allen",
        1972,
        "Sitting on a Man. Colonialism and the Lost Political Institutions of Igbo Women",
        "2023-10-02",
    ),
    (
        "Van Allen",
        1976,
        "Aba Riots or Igbo Women's War. Ideology, Stratification and the Invisibility of Women",
        "2023-10-02",
    ),
    ("Ifeka-Moller", 1975, "Female Militancy and Colonial Revolt. The Women's War of 1929", "2023-10-05"),
    ("Mba", 1982, "Nigerian Women Mobilized", "2023-11-14"),
    ("Amadiume", 1987, "Male Daughters, Female Husbands", "2023-11-20"),
    ("Achebe", 2005, "Farmers, Traders, Warriors, and Kings", "2024-02-08"),
    ("Achebe", 2011, "The Female King of Colonial Nigeria", "2024-02-08"),
    (
        "Matera, Bastian and Kent",
        2012,
        "The Women's War of 1929. Gender and Violence in Colonial Nigeria",
        "2024-03-12",
    ),
    (
        "Bastian",
        2001,
        "Vultures of the Marketplace. Southeastern Nigerian Women and Discourses of the Ogu Umunwaanyi",
        "2024-03-12",
    ),
    ("Bastian", 2002, "Dancing Women and Colonial Men. The Nwaobiala of 1925", "2024-03-14"),
    ("Okonjo", 1976, "The Dual-Sex Political System in Operation", "2024-04-22"),
    ("Chuku", 2005, "Igbo Women and Economic Transformation in Southeastern Nigeria", "2024-05-07"),
    ("Chuku", 2009, "Igbo Women and Political Participation in Nigeria, 1800s-2005", "2024-05-07"),
    ("Korieh", 2010, "The Land Has Changed. History, Society and Gender in Colonial Eastern Nigeria", "2024-06-03"),
    ("Korieh", 2001, "The Invisible Farmer. Women, Gender, and Colonial Agricultural Policy", "2024-06-03"),
    ("Falola", 2009, "Colonialism and Violence in Nigeria", "2024-07-11"),
    ("Afigbo", 1972, "The Warrant Chiefs. Indirect Rule in Southeastern Nigeria", "2024-07-11"),
    ("Ekechi", 1995, "Gender and Economic Power. The Case of Igbo Market Women", "2024-09-16"),
    ("Denzer", 1994, "Yoruba Women. A Historiographical Study", "2024-09-16"),
    ("Mann", 1985, "Marrying Well. Marriage, Status and Social Change among the Educated Elite", "2024-10-28"),
    (
        "Coquery-Vidrovitch",
        1994,
        "Les Africaines. Histoire des femmes d'Afrique noire du XIXe au XXe siècle",
        "2024-11-19",
    ),
    ("Barthélémy", 2010, "Africaines et diplômées à l'époque coloniale", "2024-11-19"),
    ("Rodet", 2009, "Les migrantes ignorées du Haut-Sénégal", "2025-02-17"),
    ("Cooper", 1996, "Decolonization and African Society", "2025-02-17"),
    ("Mamdani", 1996, "Citizen and Subject", "2025-03-04"),
    ("Berry", 1993, "No Condition Is Permanent", "2025-03-04"),
    ("Guyer", 1995, "Money Matters. Instability, Values and Social Payments", "2025-04-15"),
    ("Lindsay", 2003, "Working with Gender. Wage Labor and Social Change in Southwestern Nigeria", "2025-04-15"),
    ("Byfield", 2002, "The Bluest Hands. A Social and Economic History of Women Dyers in Abeokuta", "2025-05-20"),
    ("Byfield", 2003, "Taxation, Women, and the Colonial State. Egba Women's Tax Revolt", "2025-05-20"),
    ("Johnson-Odim and Mba", 1997, "For Women and the Nation. Funmilayo Ransome-Kuti of Nigeria", "2025-06-10"),
    ("Isichei", 1976, "A History of the Igbo People", "2025-06-10"),
    ("Onwuejeogwu", 1981, "An Igbo Civilization. Nri Kingdom and Hegemony", "2025-08-12"),
    ("Ohadike", 1994, "Anioma. A Social History of the Western Igbo People", "2025-08-12"),
    ("Harneit-Sievers", 2006, "Constructions of Belonging. Igbo Communities and the Nigerian State", "2025-09-23"),
    ("Hunt", 1999, "A Colonial Lexicon of Birth Ritual, Medicalization, and Mobility in the Congo", "2025-09-23"),
    ("Stoler", 2009, "Along the Archival Grain", "2025-10-27"),
    ("Burton", 2005, "Archive Stories. Facts, Fictions, and the Writing of History", "2025-10-27"),
    ("Trouillot", 1995, "Silencing the Past. Power and the Production of History", "2025-12-01"),
    ("Hamilton et al", 2002, "Refiguring the Archive", "2025-12-01"),
    ("Barber", 2006, "Africa's Hidden Histories. Everyday Literacy and Making the Self", "2026-01-26"),
    ("Newell", 2013, "The Power to Name. A History of Anonymity in Colonial West Africa", "2026-01-26"),
    ("Zachernuk", 2000, "Colonial Subjects. An African Intelligentsia and Atlantic Ideas", "2026-02-11"),
    ("Falola and Heaton", 2008, "A History of Nigeria", "2026-02-11"),
    ("Ukeje", 2004, "From Aba to Ugborodo. Gender Identity and Alternative Discourse of Social Protest", "2026-03-06"),
    ("Nwando Achebe", 2020, "Female Monarchs and Merchant Queens in Africa", "2026-03-06"),
    ("Ekpo", 1995, "Traditional Markets and Women in Ọnịcha", "2026-03-24"),
    ("Goebel", 2021, "Les commerçantes du Dahomey et la frontière nigériane", "2026-05-18"),
    ("Dépelteau", 2019, "Marchés, monnaies et femmes à Porto-Novo, 1890-1960", "2026-05-18"),
    ("Ogbomo", 1997, "When Men and Women Mattered", "2026-07-02"),
    ("Mbah", 2019, "Emergent Masculinities. Gendered Power and Social Change in the Biafran Atlantic", "2026-07-02"),
    ("Ray", 2015, "Crossing the Color Line. Race, Sex, and the Contested Politics of Colonialism", "2026-08-18"),
    ("Ubah", 1980, "The Omu Institution in Ọnịcha", "2026-10-07"),
    ("Oriji", 2000, "Igbo Women from 1929-1960", "2026-10-07"),
    ("Nwabara", 1977, "Iboland. A Century of Contact with Britain", "2026-11-02"),
]


def _article_name(author: str, year: int, title: str) -> str:
    short = title.split(". ")[0]
    return f"{author} {year} - {short}.pdf"


def _zotero_name(author: str, year: int, title: str) -> str:
    return f"{author} - {year} - {title}.pdf"


MUSIC = {
    "Burna Boy": ["Last Last", "Ye", "City Boys", "Higher"],
    "Tems": ["Free Mind", "Me & U", "Love Me JeJe", "Crazy Tings"],
    "Ayra Starr": ["Rush", "Commas", "Sability"],
    "Rema": ["Calm Down", "Charm", "Ozeba"],
    "Olivia Rodrigo": ["vampire", "drivers license", "good 4 u", "bad idea right"],
    "Central Cee": ["Doja", "Sprinter", "Band4Band"],
    "PinkPantheress": ["Boy's a liar Pt. 2", "Mosquito", "Illegal"],
    "Asake": ["Lonely At The Top", "Joha", "Amapiano"],
    "Tyla": ["Water", "Truth or Dare"],
    "SZA": ["Snooze", "Kill Bill", "Saturn"],
    "RAYE": ["Escapism", "Oscar Winning Tears"],
    "Wizkid": ["Essence", "Bad To Me"],
}

# shoot folder -> (date of the shoot, first Canon file number, RAW count, edited numbers offsets, edit size range)
SHOOTS = {
    "2026-06-14 dance showcase backstage": ("2026-06-14", 3801, 22, [0, 3, 5, 8, 11, 14, 17, 20], (3, 7)),
    "2026-08-22 Leeds carnival": ("2026-08-22", 4101, 35, [1, 4, 6, 9, 13, 17, 21, 25, 29, 33], (10, 16)),
    "2026-10-18 autumn portraits Roundhay": ("2026-10-18", 4501, 24, [0, 2, 5, 7, 10, 15, 19, 23], (4, 8)),
    "2026-11-15 golden hour Kirkstall Abbey": ("2026-11-15", 4601, 18, [1, 4, 8, 12, 16], (4, 9)),
}


def historian() -> list[Entry]:
    r = random.Random(1818)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Archive trips: scans by box and folio
    for i in range(64):
        day = "2026-03-10" if i < 32 else "2026-03-11"
        a(Entry(f"{KEW26}/scans/box 14 (CO 583-176)/box14_f{i + 1:03d}.tif", r.randint(58 * MB, 118 * MB), d(day)))
    for i in range(40):
        a(
            Entry(
                f"{KEW26}/scans/box 15 (CO 583-177)/box15_f{i + 1:03d}.jpg", r.randint(2 * MB, 5 * MB), d("2026-03-12")
            )
        )
    a(
        T(
            f"{KEW26}/trip notes Kew March 2026.txt",
            d("2026-03-13"),
            "Kew, 9-13 March 2026. Reader's ticket renewed.\nOrdered CO 583/176 (box 14) and CO 583/177 (box 15).\n"
            "Box 14: the 1938 petition of the Onitsha market women and the Resident's reply, all photographed in "
            "TIFF.\nBox 15: Secretariat minutes on market tolls, phone photos only (ran out of time).\n",
        )
    )
    a(Entry(f"{KEW26}/document order list.xlsx", 31 * KB, d("2026-03-04")))
    for i in range(30):
        a(
            Entry(
                f"{KEW25}/scans/box 9 (CO 583-164)/box9_f{i + 1:03d}.TIF", r.randint(65 * MB, 105 * MB), d("2025-07-15")
            )
        )
    a(
        T(
            f"{KEW25}/trip notes Kew July 2025.txt",
            d("2025-07-18"),
            "Kew, 14-18 July 2025.\nCO 583/164 (box 9): Aba Commission of Inquiry, notes of evidence, 1930.\n"
            "Photographed ff. 1-30 as TIFF. The rest of the box is duplicates of the printed report.\n",
        )
    )
    for i in range(45):
        day = ("2025-10-06", "2025-10-07", "2025-10-08")[i // 15]
        a(
            Entry(
                f"{ANOM}/scans/carton 2258 (1AFFPOL)/ANOM_1AFFPOL_2258_f{i + 1:03d}.JPG",
                r.randint(3 * MB, 6_500 * KB),
                d(day),
            )
        )
    a(
        T(
            f"{ANOM}/notes de dépouillement ANOM.txt",
            d("2025-10-09"),
            "ANOM, Aix-en-Provence, 6-9 octobre 2025.\nCarton 1AFFPOL 2258 : rapports politiques du Dahomey, "
            "1935-1939.\nÀ voir : la frontière avec le Nigeria, les commerçantes de Porto-Novo, la contrebande.\n",
        )
    )
    a(Entry(f"{ANOM}/inventaire 1AFFPOL.pdf", 4_100 * KB, d("2025-09-25")))
    for i in range(50):
        day = ("2024-08-19", "2024-08-20")[i // 25]
        a(Entry(f"{ENUGU}/scans/ONPROF 1-14-29/ONPROF_1-14-29_p{i + 1:03d}.jpg", r.randint(1_500 * KB, 4 * MB), d(day)))
    for i in range(24):
        a(
            Entry(
                f"{ENUGU}/scans/Ọnịcha Division intelligence report 1933/Onitsha_IR_1933_p{i + 1:03d}.jpg",
                r.randint(1_500 * KB, 4 * MB),
                d("2024-08-22"),
            )
        )
    a(Entry(f"{ENUGU}/Enugu trip notes.docx", 46 * KB, d("2024-08-30")))
    a(Entry(f"{ENUGU}/permit letter NAE.pdf", 310 * KB, d("2024-07-29")))
    for i in range(20):
        a(Entry(f"{SOAS}/scans/box 2 (CMS G3 A3)/box2_f{i + 1:03d}.tif", r.randint(80 * MB, 125 * MB), d("2026-09-15")))
    a(
        T(
            f"{SOAS}/SOAS trip notes.txt",
            d("2026-09-16"),
            "SOAS Special Collections, 14-16 September 2026.\nCMS G3/A3 box 2: letters from the Onitsha mission, "
            "1931-1937.\nPermission to photograph granted for box 2 only.\n",
        )
    )
    a(Entry(f"{SOAS}/CMS permission to photograph.pdf", 180 * KB, d("2026-08-28")))

    # ================================================================== Transcriptions (searchable text) and others
    transcriptions = [
        (
            "box 14 f001-f009 - petition of Ọnịcha market women 1938.txt",
            "2026-03-27",
            "Transcription: TNA CO 583/176, box 14, ff. 1-9.\nPetition of the women traders of Onitsha market to the "
            "Resident, Onitsha Province, dated 14 March 1938.\nThe petitioners protest the new water rate levied on "
            "market stalls and the conduct of the Sanitary Inspector.\nSigned for the women by the Omu of Onitsha and "
            "forty-two traders (marks).\n",
        ),
        (
            "box 14 f010-f021 - Resident's reply.txt",
            "2026-04-14",
            "Transcription: TNA CO 583/176, box 14, ff. 10-21.\nReply of the Resident, Onitsha Province, to the "
            "petition of the market women, April 1938.\nThe Resident declines to suspend the water rate but agrees to "
            "meet the Omu in council.\nMarginal note in red ink: 'Secretary, Southern Provinces, for information.'\n",
        ),
        (
            "box 9 f003-f011 - Aba Commission evidence.txt",
            "2025-08-05",
            "Transcription: TNA CO 583/164, box 9, ff. 3-11.\nAba Commission of Inquiry, 1930. Notes of Evidence.\n"
            "Evidence of Nwanyeruwa of Oloko: the census of women and the quarrel with Mark Emeruwa, 24 November "
            "1929.\nWitnesses describe the women 'sitting on' the Warrant Chief.\n",
        ),
        (
            "ANOM carton 2258 - rapport sur les marchés de Porto-Novo.txt",
            "2025-11-03",
            "Transcription : ANOM 1AFFPOL 2258, ff. 12-19.\nRapport du commandant de cercle sur les marchés de "
            "Porto-Novo, 1937.\nLes commerçantes yoruba passent la frontière du Nigeria pour échapper à l'impôt de "
            "capitation.\nContrebande de tissus et de sel ; les prix de l'huile baissent.\n",
        ),
        (
            "ONPROF 1-14-29 - market tolls 1929.txt",
            "2024-09-24",
            "Transcription: National Archives Enugu, ONPROF 1/14/29.\nMarket tolls at Onitsha, 1929-1931. Complaints "
            "of the women traders about the toll collectors.\nPalm oil prices fell from 24 pounds to 12 pounds a ton; "
            "the women refused to pay the tolls.\n",
        ),
        (
            "CMS box 2 - letters from the Onitsha mission.txt",
            "2026-10-13",
            "Transcription: SOAS, CMS G3/A3, box 2.\nLetters from the Onitsha mission, 1931-1937. The Archdeacon's "
            "report on the girls' school and the Women's Guild.\nThe Omu forbids the market women to attend church on "
            "market days.\n",
        ),
        (
            "transcription conventions.txt",
            "2024-06-20",
            "[illegible] = a word I cannot read\n[?] = uncertain reading\nff. = folios; r/v = recto/verso\n"
            "Spelling as in the original: 'Onitsha' as written, 'Ọnịcha' in my own text.\n",
        ),
    ]
    for n, day, text in transcriptions:
        a(T(f"{TR}/{n}", d(day), text))
    a(Entry(f"{TR}/box 15 f001-f040 transcription.docx", 182 * KB, d("2026-05-12")))
    a(Entry(f"{TR}/Ọnịcha intelligence report 1933 transcription.docx", 236 * KB, d("2024-10-15")))
    OH = "Research/Oral histories"
    a(Entry(f"{OH}/interview - Mrs Comfort Nwosu, Ọnịcha 2024-08-14.wav", 1_180 * MB, d("2024-08-14")))
    a(Entry(f"{OH}/interview - Chief (Mrs) Ezeobi, Ọnịcha 2024-08-16.wav", 1_320 * MB, d("2024-08-16")))
    a(Entry(f"{OH}/interview - Mama Nkechi Okeke, Enugu 2024-08-21.wav", 870 * MB, d("2024-08-21")))
    a(Entry(f"{OH}/interview - Mr Obi Eze (market union), Enugu 2024-08-23.mp3", 92 * MB, d("2024-08-23")))
    a(Entry(f"{OH}/consent forms (scanned).pdf", 2_600 * KB, d("2024-08-28")))
    a(Entry(f"{OH}/interview summaries.docx", 88 * KB, d("2024-11-11")))
    a(Entry("Research/Digital microfilm/CO_583_175.pdf", 620 * MB, d("2026-02-18"), dup="mf175"))
    a(Entry("Research/Digital microfilm/CO_583_178.pdf", 540 * MB, d("2026-02-19")))
    a(
        T(
            "Research/research log.md",
            d("2026-11-11"),
            "# Research log\n\n- 2026-03-09 Kew: ordered CO 583/176 and CO 583/177.\n"
            "- 2026-09-15 SOAS: CMS G3/A3 box 2, permission to photograph.\n"
            "- 2026-11-11 Ask Maria (CUP) about the image budget.\n"
            "The Omu chapter needs the Kew petition as a figure.\n",
        )
    )

    # ================================================================== Articles and the Zotero library
    zkeys = set()
    for i, (au, yr, title, added) in enumerate(ARTICLES):
        size = r.randint(800 * KB, 12 * MB) if "." in title or yr < 1990 else r.randint(4 * MB, 38 * MB)
        in_zotero = i % 2 == 0 and i < 50
        a(Entry(f"{ART}/{_article_name(au, yr, title)}", size, d(added), dup=f"art{i}" if in_zotero else None))
        if in_zotero:
            key = "".join(r.choice("ABCDEFGHIJKLMNPQRSTUVWXYZ23456789") for _ in range(8))
            assert key not in zkeys
            zkeys.add(key)
            a(Entry(f"Zotero/storage/{key}/{_zotero_name(au, yr, title)}", size, d(added) + 0.01, dup=f"art{i}"))
            if i % 6 == 0:
                a(T(f"Zotero/storage/{key}/.zotero-ft-cache", d(added), f"{title}\n"))
    a(Entry("Zotero/zotero.sqlite", 96 * MB, 0.4))
    a(Entry("Zotero/zotero.sqlite.bak", 94 * MB, 2.9))
    a(Entry("Research/Zotero export/My Library.rdf", 12_400 * KB, d("2026-10-30")))
    a(Entry("Research/Zotero export/Market Women book.bib", 930 * KB, d("2026-10-30")))

    # ================================================================== Book
    for n, day in [
        ("ch1 Introduction draft 2.docx", "2025-12-10"),
        ("ch1 Introduction draft 3.docx", "2026-10-14"),
        ("ch2 Ọnịcha before 1914 draft 2.docx", "2026-07-08"),
        ("ch3 draft 1.docx", "2025-09-30"),
        ("ch3 draft 2.docx", "2026-02-16"),
        ("ch3 draft 3.docx", "2026-06-03"),
        ("ch3 draft 4.docx", "2026-11-12"),
        ("ch3 - comments from editor.docx", "2026-10-20"),
        ("ch4 The Women's War draft 3.docx", "2026-09-10"),
        ("ch4 - comments from editor.docx", "2026-09-24"),
        ("ch5 Tax & the market draft 1.docx", "2026-10-05"),
    ]:
        a(Entry(f"{MSS}/{n}", r.randint(180 * KB, 420 * KB), d(day), dup="ch3d4" if n == "ch3 draft 4.docx" else None))
    a(
        T(
            f"{MSS}/ch6 notes - the 1940s.txt",
            d("2026-08-11"),
            "ch6: the 1940s. Wartime price controls, the Onitsha market fire of 1945? (check), "
            "the women's cooperative movement, NCNC women's wing.\n",
        )
    )
    a(
        T(
            f"{MSS}/ch7 outline.md",
            d("2026-05-20"),
            "# ch7 outline\n\n1. Independence and the new market\n2. The Omu after 1960\n3. Memory of 1929\n",
        )
    )
    a(Entry(f"{MSS}/ch8 conclusion.docx", 0, d("2026-01-12")))
    a(Entry(f"{MSS}/.~lock.ch3 draft 4.docx#", 96, 0.1))
    a(Entry("Book/Market Women MS - full draft June 2026.docx", 4_200 * KB, d("2026-06-22")))
    a(Entry("Book/Proposal/Book proposal - Cambridge UP.docx", 74 * KB, d("2024-10-02")))
    a(Entry("Book/Proposal/readers' reports on proposal.pdf", 390 * KB, d("2025-01-28")))
    a(Entry("Book/contract - Cambridge UP signed.pdf", 1_250 * KB, d("2025-03-18")))
    a(Entry("Book/Figures/fig 3.1 map of Onitsha Province 1938.tif", 142 * MB, d("2026-06-01")))
    a(Entry("Book/Figures/fig 3.2 petition of the market women.tif", 96 * MB, d("2026-06-02")))
    a(Entry("Book/Figures/fig 4.1 Aba 1929 photograph.jpg", 7_800 * KB, d("2026-09-08")))
    a(Entry("Book/Figures/fig 5.1 market stalls Ọnịcha 1950s.jpg", 6_200 * KB, d("2026-10-06")))
    a(Entry("Book/Image permissions/permission request - TNA CO 1069.docx", 38 * KB, d("2026-07-01")))
    a(Entry("Book/Image permissions/permission granted - TNA.pdf", 420 * KB, d("2026-08-14")))
    a(Entry("Book/old drafts/ch3 draft 0 (2024).docx", 160 * KB, d("2024-06-12")))
    a(Entry("Book/old drafts/Introduction first attempt 2024.docx", 120 * KB, d("2024-03-02")))
    a(Entry("Book/index terms.xlsx", 64 * KB, d("2026-11-02")))

    # ================================================================== Teaching
    lectures = [
        ("Introduction - empire and resistance", "2026-09-28"),
        ("The slave trade and its abolition", "2026-10-05"),
        ("The Scramble for West Africa", "2026-10-12"),
        ("Indirect rule and the warrant chiefs", "2026-10-19"),
        ("The Women's War of 1929", "2026-10-26"),
        ("Markets, money and colonial taxation", "2026-11-02"),
        ("Missions, schools and religion", "2026-11-09"),
        ("Nationalism and the road to independence", "2026-11-16"),
        ("Decolonisation in francophone Africa", "2026-11-23"),
    ]
    for i, (topic, day) in enumerate(lectures):
        a(Entry(f"{H2041}/Lectures/HIST2041 L{i + 1:02d} - {topic}.pptx", r.randint(9 * MB, 34 * MB), d(day)))
    a(Entry(f"{H2041}/HIST2041 reading list 2026-27.docx", 96 * KB, d("2026-09-18"), dup="rl2041"))
    a(Entry(f"{H2041}/HIST2041 reading list 2025-26.docx", 91 * KB, d("2025-09-19")))
    a(Entry(f"{H2041}/HIST2041 module handbook 2026-27.pdf", 1_400 * KB, d("2026-09-21")))
    for i in range(22):
        a(
            Entry(
                f"{H2041}/Marking/2026-27 formative/HIST2041 formative essay {2390011 + i * 7}.docx",
                r.randint(28 * KB, 90 * KB),
                ago("2026-11-12") + r.random() * 0.6,
            )
        )
    a(Entry(f"{H2041}/Marking/2026-27 formative/HIST2041 formative marks 2026-27.xlsx", 42 * KB, 1.3))
    for i in range(25):
        a(
            Entry(
                f"{H2041}/Marking/2025-26 summative/HIST2041 essay {2290104 + i * 11}.docx",
                r.randint(30 * KB, 110 * KB),
                d("2026-01-14") + r.random() * 0.6,
            )
        )
    a(Entry(f"{H2041}/Marking/2025-26 summative/HIST2041 marks 2025-26.xlsx", 51 * KB, d("2026-02-06")))
    a(Entry(f"{H2041}/Marking/2025-26 summative/moderation sample 2025-26.zip", 3_900 * KB, d("2026-02-10")))
    H3112 = "Teaching/HIST3112 Gender and Empire"
    seminars = [
        "Gender and the colonial archive",
        "Missionary wives and mission girls",
        "Marriage, law and custom",
        "Market women and the colonial state",
        "Sex, race and empire",
        "Women's protest - Aba, Abeokuta, Anlu",
        "Motherhood and the welfare state",
        "Nationalist women",
    ]
    for i, s in enumerate(seminars):
        day = (_dt.date(2026, 1, 19) + _dt.timedelta(days=7 * i)).isoformat()
        a(Entry(f"{H3112}/Seminars/HIST3112 seminar {i + 1:02d} - {s}.pptx", r.randint(4 * MB, 16 * MB), d(day)))
    a(Entry(f"{H3112}/HIST3112 reading list 2025-26.docx", 84 * KB, d("2026-01-08")))
    a(Entry(f"{H3112}/HIST3112 seminar groups.xlsx", 18 * KB, d("2026-01-15")))
    a(Entry(f"{H3112}/HIST3112 dissertation topics.docx", 36 * KB, d("2026-04-20")))
    a(
        Entry(
            "Teaching/HIST1005 Making the Modern World/HIST1005 guest lecture - the Scramble for Africa.pptx",
            22 * MB,
            d("2025-11-05"),
        )
    )
    a(Entry("Teaching/Personal tutoring/tutee meetings 2026-27.docx", 33 * KB, d("2026-10-15")))
    old = "Teaching/Old modules/HIST2020 Africa since 1800 (2023-24)"
    for i, t in enumerate(
        ["Africa in 1800", "Jihad and state", "Legitimate commerce", "Conquest", "Colonial economies"]
    ):
        day = (_dt.date(2023, 10, 2) + _dt.timedelta(days=7 * i)).isoformat()
        a(Entry(f"{old}/HIST2020 lecture {i + 1} - {t}.pptx", r.randint(6 * MB, 20 * MB), d(day)))
    a(Entry(f"{old}/HIST2020 reading list 2023-24.docx", 70 * KB, d("2023-09-20")))

    # ================================================================== Grants
    for n, s, day in [
        ("Leverhulme Fellowship 2026/Leverhulme case for support v1.docx", 64 * KB, "2026-04-20"),
        ("Leverhulme Fellowship 2026/Leverhulme case for support v2 FINAL.docx", 71 * KB, "2026-05-06"),
        ("Leverhulme Fellowship 2026/budget.xlsx", 28 * KB, "2026-05-05"),
        ("Leverhulme Fellowship 2026/letter from Head of School.pdf", 260 * KB, "2026-05-04"),
        ("Leverhulme Fellowship 2026/Leverhulme submission confirmation.pdf", 90 * KB, "2026-05-07"),
        ("Leverhulme Fellowship 2026/Leverhulme outcome - shortlisted.pdf", 110 * KB, "2026-10-28"),
        ("British Academy Small Grant 2024/BA SRG application.pdf", 520 * KB, "2023-11-15"),
        ("British Academy Small Grant 2024/budget.xlsx", 24 * KB, "2023-11-14"),
        ("British Academy Small Grant 2024/BA award letter.pdf", 160 * KB, "2024-03-20"),
        ("British Academy Small Grant 2024/BA end of award report.docx", 58 * KB, "2025-11-30"),
        ("AHRC network bid 2025 (unsuccessful)/AHRC application.pdf", 610 * KB, "2025-03-12"),
        ("AHRC network bid 2025 (unsuccessful)/budget.xlsx", 33 * KB, "2025-03-11"),
        ("AHRC network bid 2025 (unsuccessful)/AHRC panel feedback.pdf", 140 * KB, "2025-07-30"),
    ]:
        a(Entry(f"Grants/{n}", s, d(day)))

    # ================================================================== Conferences
    for n, s, day in [
        ("ASAUK 2026 Cardiff/ASAUK 2026 paper - water rates and market women.docx", 120 * KB, "2026-08-27"),
        ("ASAUK 2026 Cardiff/ASAUK 2026 slides.pptx", 38 * MB, "2026-09-08"),
        ("ASAUK 2026 Cardiff/ASAUK 2026 programme.pdf", 4 * MB, "2026-08-20"),
        ("ASA 2025 San Francisco/ASA 2025 paper - remembering the Women's War.docx", 110 * KB, "2025-11-10"),
        ("ASA 2025 San Francisco/ASA 2025 slides.pptx", 52 * MB, "2025-11-12"),
        ("ASA 2025 San Francisco/ASA 2025 badge.pdf", 80 * KB, "2025-11-13"),
        ("ECAS 2025 Lisbon/ECAS 2025 abstract.docx", 21 * KB, "2025-01-20"),
        ("ECAS 2025 Lisbon/ECAS 2025 paper - cross-border traders.docx", 98 * KB, "2025-06-20"),
        ("ECAS 2025 Lisbon/ECAS 2025 slides.pptx", 29 * MB, "2025-06-24"),
    ]:
        a(Entry(f"Conferences/{n}", s, d(day)))
    a(Entry("Conferences/IHR seminar November 2026/IHR seminar slides - the Kew petitions.pptx", 44 * MB, "11-19"))
    a(Entry("Conferences/IHR seminar November 2026/IHR seminar paper.docx", 102 * KB, "11-19"))

    # ================================================================== Expenses
    for n, s, day in [
        ("2024-08 Enugu/Air Peace e-ticket.pdf", 180 * KB, "2024-07-20"),
        ("2024-08 Enugu/receipts Enugu (scanned).pdf", 3_100 * KB, "2024-08-28"),
        ("2024-08 Enugu/expense claim - Enugu August 2024.xlsx", 36 * KB, "2024-09-04"),
        ("2025-10 Aix-en-Provence/Eurostar e-ticket.pdf", 150 * KB, "2025-09-28"),
        ("2025-10 Aix-en-Provence/billet SNCF Marseille-Aix.pdf", 130 * KB, "2025-09-29"),
        ("2025-10 Aix-en-Provence/facture Hôtel Cézanne.pdf", 210 * KB, "2025-10-10"),
        ("2025-10 Aix-en-Provence/reçu photocopies ANOM.jpg", 1_400 * KB, "2025-10-08"),
        ("2025-10 Aix-en-Provence/expense claim - Aix October 2025.xlsx", 34 * KB, "2025-10-20"),
        ("2025-11 ASA San Francisco/flight booking BA285.pdf", 240 * KB, "2025-09-02"),
        ("2025-11 ASA San Francisco/hotel folio Hilton SF.pdf", 170 * KB, "2025-11-16"),
        ("2025-11 ASA San Francisco/ASA registration receipt.pdf", 95 * KB, "2025-08-14"),
        ("2025-11 ASA San Francisco/expense claim - ASA San Francisco 2025.xlsx", 38 * KB, "2025-12-02"),
        ("2026-03 Kew/LNER tickets Leeds-London.pdf", 160 * KB, "2026-02-25"),
        ("2026-03 Kew/Premier Inn Kew invoice.pdf", 140 * KB, "2026-03-13"),
        ("2026-03 Kew/receipt - Kew café 10 March.JPG", 2_300 * KB, "2026-03-10"),
        ("2026-03 Kew/receipt - TNA copying.jpg", 1_900 * KB, "2026-03-11"),
        ("2026-03 Kew/expense claim - Kew March 2026.xlsx", 35 * KB, "2026-03-20"),
        ("2026-09 SOAS/LNER e-ticket SOAS.pdf", 150 * KB, "2026-09-10"),
        ("2026-09 SOAS/receipt - SOAS café.jpg", 1_700 * KB, "2026-09-16"),
        ("2026-09 SOAS/expense claim - SOAS September 2026.xlsx", 33 * KB, "2026-09-25"),
    ]:
        a(Entry(f"Expenses/{n}", s, d(day)))

    # ================================================================== Martin: Hollybrook Primary
    policies = [
        ("Safeguarding and Child Protection Policy 2026-27.pdf", "2026-09-04"),
        ("Behaviour Policy 2026.docx", "2026-07-14"),
        ("Attendance Policy 2026.docx", "2026-11-09"),
        ("Attendance Policy 2025.docx", "2025-09-03"),
        ("Anti-bullying Policy.pdf", "2025-03-20"),
        ("SEND Policy 2026.pdf", "2026-02-10"),
        ("Online Safety Policy.docx", "2025-06-05"),
        ("Complaints Procedure.pdf", "2024-09-12"),
        ("Charging & Remissions Policy.pdf", "2023-11-08"),
        ("Relationships & Health Education Policy.docx", "2025-09-22"),
        ("Whistleblowing Policy.pdf", "2024-11-06"),
        ("Accessibility Plan 2025-28.pdf", "2025-04-02"),
        ("Health & Safety Policy.docx", "2026-03-17"),
        ("Staff Code of Conduct 2026.pdf", "2026-09-07"),
        ("Early Years Policy.docx", "2025-10-21"),
        ("Equality Objectives 2024-28.pdf", "2024-05-15"),
    ]
    for n, day in policies:
        s = r.randint(180 * KB, 1_400 * KB) if n.endswith(".pdf") else r.randint(40 * KB, 160 * KB)
        a(Entry(f"{HP}/Policies/{n}", s, d(day)))
    GOV = f"{HP}/Governors"
    terms = [
        ("2023-24", "Autumn", "2023", "2023-10-10"),
        ("2023-24", "Spring", "2024", "2024-02-06"),
        ("2023-24", "Summer", "2024", "2024-06-18"),
        ("2024-25", "Autumn", "2024", "2024-10-15"),
        ("2024-25", "Spring", "2025", "2025-02-04"),
        ("2024-25", "Summer", "2025", "2025-06-17"),
        ("2025-26", "Autumn", "2025", "2025-10-14"),
        ("2025-26", "Spring", "2026", "2026-02-03"),
        ("2025-26", "Summer", "2026", "2026-06-16"),
    ]
    for ay, term, yr, meeting in terms:
        m = _dt.date.fromisoformat(meeting)
        folder = f"{GOV}/{ay} {term}"
        a(Entry(f"{folder}/Governors pack {term} {yr}.pdf", r.randint(3 * MB, 12 * MB), d(str(m - _dt.timedelta(7)))))
        a(
            Entry(
                f"{folder}/HT report to governors {term} {yr}.docx",
                r.randint(90 * KB, 240 * KB),
                d(str(m - _dt.timedelta(9))),
            )
        )
        a(Entry(f"{folder}/FGB minutes {meeting}.pdf", r.randint(150 * KB, 400 * KB), d(str(m + _dt.timedelta(5)))))
    a(Entry(f"{GOV}/2026-27 Autumn/Governors pack Autumn 2026.pdf", 9_600 * KB, 1.25))
    a(Entry(f"{GOV}/2026-27 Autumn/HT report to governors Autumn 2026.docx", 212 * KB, 0.8))
    a(Entry(f"{GOV}/2026-27 Autumn/FGB agenda 2026-11-26.docx", 41 * KB, d("2026-11-21")))
    a(Entry(f"{GOV}/2026-27 Autumn/Resources committee minutes 2026-10-06.pdf", 230 * KB, d("2026-10-09")))
    a(
        Entry(
            f"{GOV}/2026-27 Autumn/Curriculum and Standards committee minutes 2026-10-20.pdf", 260 * KB, d("2026-10-23")
        )
    )
    a(Entry(f"{GOV}/Governor contacts 2026-27.xlsx", 22 * KB, d("2026-09-09")))
    SLT = f"{HP}/SLT"
    for meeting in ("2026-05-12", "2026-06-09", "2026-07-07"):
        m = _dt.date.fromisoformat(meeting)
        a(Entry(f"{SLT}/2025-26/SLT minutes {meeting}.docx", r.randint(30 * KB, 70 * KB), d(str(m + _dt.timedelta(1)))))
    for meeting in ("09-08", "09-15", "09-22", "09-29", "10-06", "10-13", "10-20", "11-03", "11-10"):
        m = _dt.date.fromisoformat(f"2026-{meeting}")
        a(Entry(f"{SLT}/SLT minutes 2026-{meeting}.docx", r.randint(30 * KB, 70 * KB), d(str(m + _dt.timedelta(1)))))
    a(
        T(
            f"{SLT}/SLT actions log.txt",
            d("2026-11-11"),
            "SLT actions, autumn 2026\n- Boiler in the KS1 block: chase the council again.\n"
            "- Book the Year 6 residential at Robinwood for June.\n- Mrs Adeyemi (parent): meeting about attendance.\n"
            "- Reading deep dive: book looks in Year 3.\n",
        )
    )
    ST = f"{HP}/Staffing"
    for n, s, day in [
        ("Staff rota Autumn 2025.xlsx", 46 * KB, "2025-09-01"),
        ("Staff rota Spring 2026.xlsx", 47 * KB, "2026-01-05"),
        ("Staff rota Summer 2026.xlsx", 47 * KB, "2026-04-13"),
        ("Staff rota Autumn 2026.xlsx", 49 * KB, "2026-09-02"),
        ("Lunchtime duty rota 2026-27.xlsx", 21 * KB, "2026-09-04"),
        ("Cover rota November 2026.xlsx", 18 * KB, "2026-11-09"),
        ("Whole school timetable 2024-25.xlsx", 88 * KB, "2024-09-02"),
        ("Whole school timetable 2025-26.xlsx", 91 * KB, "2025-09-02"),
        ("Whole school timetable 2026-27.xlsx", 94 * KB, "2026-09-03"),
        ("Class timetables 2026-27.xlsx", 160 * KB, "2026-09-03"),
        ("PPA cover timetable 2026-27.xlsx", 27 * KB, "2026-09-07"),
        ("Staffing structure 2026-27.pdf", 340 * KB, "2026-07-20"),
    ]:
        a(Entry(f"{ST}/{n}", s, d(day)))
    INS = f"{HP}/Inspection"
    for n, s, day in [
        ("SEF 2026-27 draft 3.docx", 310 * KB, "2026-11-13"),
        ("SEF 2025-26.docx", 290 * KB, "2025-10-30"),
        ("School Development Plan (SDP) 2026-27.docx", 240 * KB, "2026-09-16"),
        ("School Development Plan (SDP) 2025-26.docx", 225 * KB, "2025-09-17"),
        ("Ofsted inspection report 2022.pdf", 610 * KB, "2022-06-28"),
        ("Inspection data summary report (IDSR) 2026.pdf", 2_900 * KB, "2026-10-22"),
        ("Pupil premium strategy 2026-27.pdf", 480 * KB, "2026-10-30"),
        ("PE and sport premium report 2025-26.pdf", 350 * KB, "2026-07-20"),
        ("Deep dives/Deep dive - Reading.docx", 62 * KB, "2026-09-25"),
        ("Deep dives/Deep dive - Maths.docx", 58 * KB, "2026-09-26"),
        ("Deep dives/Deep dive - History.docx", 55 * KB, "2026-10-09"),
        ("Ofsted ready checklist.xlsx", 36 * KB, "2026-10-12"),
    ]:
        a(Entry(f"{INS}/{n}", s, d(day)))
    a(
        T(
            f"{INS}/Ofsted call script.txt",
            d("2026-09-30"),
            "When the call comes: take the lead inspector's name, agree the timetable for the two days, "
            "email the SEF, the SDP and the single central record, tell the chair of governors.\n",
        )
    )
    NL = f"{HP}/Newsletters"
    for y, m in [(2025, 9), (2025, 10), (2025, 11), (2025, 12), *[(2026, k) for k in (1, 2, 3, 4, 5, 6, 7, 9, 10, 11)]]:
        month = _dt.date(y, m, 1).strftime("%B")
        day = f"{y}-{m:02d}-13" if (y, m) == (2026, 11) else f"{y}-{m:02d}-16"
        dup = "newsnov" if (y, m) == (2026, 11) else None
        a(Entry(f"{NL}/Newsletter {month} {y}.pdf", r.randint(900 * KB, 3_400 * KB), d(day), dup=dup))
    a(Entry(f"{NL}/Newsletter December 2026 draft.docx", 1_100 * KB, 0.3))
    SG = f"{HP}/Safeguarding"
    for n, day in [
        ("DSL refresher training certificate 2026.pdf", "2026-09-24"),
        ("Level 3 safeguarding certificate 2024.pdf", "2024-09-18"),
        ("Prevent duty training certificate 2025.pdf", "2025-01-15"),
        ("Safer recruitment certificate 2023.pdf", "2023-06-20"),
        ("KCSIE 2026 read and signed.pdf", "2026-09-03"),
        ("Paediatric first aid certificate 2025.pdf", "2025-05-09"),
    ]:
        a(Entry(f"{SG}/Training certificates/{n}", r.randint(120 * KB, 600 * KB), d(day)))
    a(Entry(f"{SG}/Single central record 2026-27.xlsx", 74 * KB, d("2026-10-08")))
    a(Entry(f"{SG}/DSL log template.docx", 29 * KB, d("2025-09-05")))
    for i in range(14):
        a(Entry(f"{HP}/Photos/Sports day 2026/DSC_{412 + i:04d}.JPG", r.randint(6 * MB, 9 * MB), d("2026-07-10")))
    for i in range(8):
        a(Entry(f"{HP}/Photos/Harvest festival 2026/DSC_{801 + i:04d}.JPG", r.randint(6 * MB, 9 * MB), d("2026-10-09")))
    a(T(f"{HP}/.DS_Store", 300.3, "Bud1\n"))

    # ================================================================== Tomi: photography
    pf = 0
    for shoot, (day, first, n_raw, edited, (lo, hi)) in SHOOTS.items():
        shot = d(day)
        for k in range(n_raw):
            a(Entry(f"{PH}/{shoot}/IMG_{first + k}.CR3", r.randint(24 * MB, 33 * MB), shot))
        for j, k in enumerate(edited):
            s = r.randint(lo * MB, hi * MB)
            age = _clear(shot - 1.0 - j * 0.05)
            dup = None
            if j in (0, 2) and pf < 6:  # the first and third edit of each shoot (six in all) are in the portfolio
                pf += 1
                dup = f"pf{pf}"
                a(Entry(f"{PH}/portfolio/portfolio {pf:02d}.jpg", s, _clear(ago("2026-11-15") - 0.8), dup=dup))
            a(Entry(f"{PH}/{shoot}/edits/IMG_{first + k}_edit.jpg", s, age, dup=dup))
    for n in ("Tomi film look.xmp", "Tomi warm portraits.xmp", "Tomi mono.xmp"):
        a(Entry(f"{PH}/presets/{n}", r.randint(8 * KB, 20 * KB), d("2026-07-25")))

    # ================================================================== Tomi: dance
    DN = "Tomi/Dance"
    for n, s, day, dup in [
        ("showcase 2026 full.mov", 4_800 * MB, "2026-06-14", "showcase26"),
        ("showcase 2026 solo only.mov", 1_200 * MB, "2026-06-14", None),
        ("showcase 2025 full.mov", 4_100 * MB, "2025-06-15", None),
        ("competition Blackpool 2026-04.mov", 3_600 * MB, "2026-04-18", None),
        ("solo rehearsal 2026-11-12.mov", 1_900 * MB, "2026-11-12", None),
        ("choreo practice 2026-10-03.mov", 850 * MB, "2026-10-03", None),
        ("choreo practice 2026-09-19.mov", 920 * MB, "2026-09-19", None),
        ("contemporary class 2025-11-08.mov", 1_400 * MB, "2025-11-08", None),
    ]:
        a(Entry(f"{DN}/{n}", s, d(day), dup=dup))
    a(
        T(
            f"{DN}/choreo notes.txt",
            d("2026-10-03"),
            "solo for the winter showcase: 8 counts floor work, then the turn sequence, end on the lift.\n"
            "music: Tems - Free Mind (cut at 2:40)\n",
        )
    )

    # ================================================================== Tomi: GCSE revision
    GC = "Tomi/GCSE revision"
    for n, s, day in [
        ("Biology/cell biology notes.docx", 64 * KB, "2026-02-09"),
        ("Biology/infection and response notes.docx", 58 * KB, "2026-03-16"),
        ("Biology/bioenergetics flashcards.pdf", 1_200 * KB, "2026-10-21"),
        ("Biology/required practicals.pdf", 2_400 * KB, "2025-11-20"),
        ("Chemistry/atomic structure notes.docx", 51 * KB, "2025-10-12"),
        ("Chemistry/bonding mind map.jpg", 3_100 * KB, "2026-01-22"),
        ("Chemistry/chem paper 1 2023.pdf", 1_900 * KB, "2026-10-27"),
        ("Chemistry/chem paper 1 2023 mark scheme.pdf", 900 * KB, "2026-10-27"),
        ("History/Weimar and Nazi Germany revision.docx", 77 * KB, "2026-10-10"),
        ("History/Elizabethan England timeline.pdf", 1_300 * KB, "2026-05-04"),
        ("History/Health and the people notes.docx", 69 * KB, "2026-11-08"),
        ("English Lit/An Inspector Calls themes.docx", 44 * KB, "2026-09-14"),
        ("English Lit/Power and conflict poems.pdf", 2_100 * KB, "2025-12-03"),
        ("English Lit/A Christmas Carol essay.docx", 39 * KB, "2026-01-28"),
        ("Maths/maths paper 1 2023.pdf", 1_700 * KB, "2026-11-02"),
        ("Maths/maths paper 2 2023.pdf", 1_800 * KB, "2026-11-03"),
        ("Maths/formula sheet.pdf", 300 * KB, "2025-09-15"),
        ("Maths/vectors practice.pdf", 800 * KB, "2026-06-08"),
        ("French/Les loisirs – vocabulaire.docx", 35 * KB, "2026-03-02"),
        ("French/French speaking prep - ma région.docx", 31 * KB, "2026-10-19"),
        ("revision timetable.xlsx", 26 * KB, "2026-11-23"),
    ]:
        a(Entry(f"{GC}/{n}", s, d(day)))
    a(T(f"{GC}/History/history essay plan - Weimar.txt", "11-19", "Q: how far was hyperinflation the main reason...\n"))
    a(
        T(
            f"{GC}/English Lit/Macbeth quotes.txt",
            d("2026-10-25"),
            "'Fair is foul, and foul is fair' - the witches\n"
            "'Look like th'innocent flower, / But be the serpent under't' - Lady Macbeth\n"
            "'Out, damned spot!' - Lady Macbeth\n",
        )
    )
    a(
        T(
            f"{GC}/French/vocab - la famille et les relations.txt",
            d("2026-01-11"),
            "le beau-père = stepfather\nla demi-sœur = half-sister\ns'entendre avec = to get on with\n"
            "se disputer = to argue\nélevé(e) = brought up\n",
        )
    )
    NEA = f"{GC}/Computer Science/nea-project"
    a(T(f"{NEA}/main.py", d("2026-10-29"), "from quiz import run\n\nif __name__ == '__main__':\n    run()\n"))
    a(Entry(f"{NEA}/quiz.py", 6_400, d("2026-10-29")))
    a(T(f"{NEA}/questions.json", d("2026-10-29"), '[{"q": "What is 0b1010 in denary?", "a": "10"}]\n'))
    a(T(f"{NEA}/README.md", d("2026-09-20"), "# NEA quiz\n\nA revision quiz for GCSE Computer Science.\n"))
    a(Entry(f"{NEA}/__pycache__/quiz.cpython-312.pyc", 5_100, 26.3))
    a(T(f"{NEA}/.git/HEAD", 26.3, "ref: refs/heads/main\n"))
    a(T(f"{NEA}/.git/config", 60.3, "[core]\n\trepositoryformatversion = 0\n"))
    for _i in range(10):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{NEA}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 9_000), 26.3 + r.random() * 30))

    # ================================================================== Tomi: music
    for artist, songs in MUSIC.items():
        for song in songs:
            dup = "freemind" if song == "Free Mind" else None
            a(
                Entry(
                    f"Tomi/Music/{artist} - {song}.mp3",
                    r.randint(5 * MB, 11 * MB),
                    _clear(40 + r.random() * 600),
                    dup=dup,
                )
            )
    fm = next(e for e in E if e.path == "Tomi/Music/Tems - Free Mind.mp3")
    a(Entry("Tomi/Music/Tems - Free Mind (1).mp3", fm.size, d("2026-10-02"), dup="freemind"))

    # ================================================================== Household, Pictures, Videos
    for n, s, day in [
        ("Home insurance renewal 2026.pdf", 820 * KB, "2026-08-30"),
        ("Council tax bill 2026-27.pdf", 240 * KB, "2026-03-18"),
        ("Mortgage statement 2026.pdf", 180 * KB, "2026-01-15"),
        ("Tomi passport application.pdf", 1_100 * KB, "2026-05-22"),
        ("Car MOT certificate 2026.pdf", 260 * KB, "2026-04-14"),
        ("TV licence 2026.pdf", 90 * KB, "2026-02-02"),
        ("Energy bills 2026.xlsx", 25 * KB, "2026-11-02"),
    ]:
        a(Entry(f"Documents/Household/{n}", s, d(day)))
    a(Entry("Documents/Adaeze CV 2026.docx", 72 * KB, d("2026-09-30")))
    a(Entry("Documents/Martin CV.docx", 48 * KB, d("2024-01-20")))
    age = 1.25
    for _i in range(40):
        age = _clear(age + 2.0 + r.random() * 8.0)
        day = iso_of(age)
        hms = f"{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}{r.randint(0, 999):03d}"
        a(Entry(f"Pictures/Phone/PXL_{day:%Y%m%d}_{hms}.jpg", r.randint(1_800 * KB, 5 * MB), age))
    bday = d("2026-08-09")
    for _i in range(12):
        hms = f"{r.randint(14, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}{r.randint(0, 999):03d}"
        a(
            Entry(
                f"Pictures/Family/Tomi 16th birthday/PXL_{iso_of(bday):%Y%m%d}_{hms}.jpg",
                r.randint(2 * MB, 5 * MB),
                bday,
            )
        )
    for i in range(12):
        age = _clear(9.3 + i * 23.1)
        day = iso_of(age)
        a(
            Entry(
                f"Pictures/Screenshots/Screenshot from {day.isoformat()} {r.randint(8, 22):02d}-{r.randint(10, 59)}-"
                f"{r.randint(10, 59)}.png",
                r.randint(120 * KB, 1_600 * KB),
                age,
            )
        )
    a(Entry("Videos/Tomi showcase 2026.mov", 4_800 * MB, d("2026-06-20"), dup="showcase26"))
    a(Entry("Videos/Our wedding 2008.mp4", 3_900 * MB, d("2019-05-02")))
    a(Entry("Videos/Tomi first dance recital 2016.mp4", 1_100 * MB, d("2016-07-10")))
    a(Entry("Videos/Christmas 2025 family.mp4", 700 * MB, d("2025-12-27")))

    # ================================================================== Downloads
    for n, s, day, dup in [
        ("Zotero-7.0.11_linux-x86_64.tar.bz2", 118 * MB, "2026-01-20", None),
        ("darktable-4.8.1-x86_64.AppImage", 152 * MB, "2026-07-02", None),
        ("DaVinci_Resolve_19.1_Linux.zip", 3_100 * MB, "2026-09-20", None),
        ("zoom_amd64.deb", 190 * MB, "2025-02-12", None),
        ("Teams_windows_x64.exe", 135 * MB, "2026-01-07", None),
        ("LibreOffice_24.8.3_Linux_x86-64_deb.tar.gz", 230 * MB, "2025-03-05", None),
        ("Audacity-3.7.0-x86_64.AppImage", 62 * MB, "2024-08-25", None),
        ("Kew_digital_microfilm_CO_583_175.pdf", 620 * MB, "2026-02-18", "mf175"),
        ("Kew_digital_microfilm_CO_583_180.pdf.part", 410 * MB, "2026-11-09", None),
        ("ch3 draft 4 (1).docx", 0, "2026-11-13", "ch3d4"),
        ("Newsletter November 2026 (1).pdf", 0, "2026-11-14", "newsnov"),
        ("HIST2041 reading list 2026-27 (1).docx", 96 * KB, "2026-09-25", "rl2041"),
        ("Y6_residential_photos.zip", 840 * MB, "2026-06-30", None),
        ("HIST2041_formative_submissions.zip", 38 * MB, "2026-11-13", None),
        ("Ofsted_school_inspection_handbook_2025.pdf", 3_100 * KB, "2025-09-10", None),
        ("KCSIE_2026.pdf", 2_200 * KB, "2026-09-02", None),
        ("boarding pass SFO.pdf", 110 * KB, "2025-11-12", None),
        ("GCSE_chemistry_specimen_paper_1.pdf", 1_400 * KB, "2026-10-10", None),
        ("CUP author guidelines.pdf", 900 * KB, "2024-11-20", None),
        ("invoice - indexer quote.pdf", 120 * KB, "2026-10-28", None),
        ("Ọnịcha Development Union newsletter.pdf", 800 * KB, "2026-07-15", None),
        ("Untitled document.docx", 0, "2026-05-11", None),
    ]:
        if dup and s == 0:  # a copy: the size of the file it copies
            s = next(e.size for e in E if e.dup == dup)
        a(Entry(f"Downloads/{n}", s, d(day), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- send ch3 draft 4 to Maria at CUP\n- governors pack for the FGB on the 26th\n"
            "- Tomi: mock exam timetable\n- claim the SOAS expenses!!\n",
        )
    )
    a(Entry("Desktop/Kew box 14 folio list.xlsx", 29 * KB, d("2026-03-14")))
    a(Entry("Desktop/Screenshot from 2026-11-23 09-41-07.png", 930 * KB, 1.25))
    a(Entry("Desktop/New Document.txt", 0, d("2026-10-21")))
    a(Entry("Desktop/IHR seminar handout.pdf", 350 * KB, "11-19"))
    a(Entry("Desktop/Tomi mock exam timetable.pdf", 210 * KB, d("2026-11-11")))
    a(Entry("Pictures/Phone/PXL_20261123_081512044.jpg", 3_300 * KB, 1.15))

    # ================================================================== hidden / noise
    a(T(".bashrc", 700.3, "export PATH=$HOME/.local/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 900.3, 'if [ -n "$BASH_VERSION" ]; then . "$HOME/.bashrc"; fi\n'))
    a(T(".config/libreoffice/4/user/registrymodifications.xcu", 3.3, "<oor:items></oor:items>\n"))
    a(T(".config/darktable/darktablerc", 9.3, "plugins/darkroom/workflow=scene-referred\n"))
    a(Entry(".local/share/darktable/library.db", 48 * MB, 8.3))
    a(Entry(".mozilla/firefox/x1y2z3.default-release/places.sqlite", 22 * MB, 0.2))
    for _i in range(40):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(20 * KB, 90 * KB), r.random() * 40))
    for _i in range(20):
        a(
            Entry(
                f".cache/mozilla/firefox/x1y2z3.default-release/cache2/entries/{r.getrandbits(80):020X}",
                r.randint(2 * KB, 900 * KB),
                r.random() * 10,
            )
        )
    return _check_historian(_check(E))


def _check_historian(entries: list[Entry]) -> list[Entry]:
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
        m = re.search(r"(?:PXL_|Screenshot from )(\d{4})-?(\d{2})-?(\d{2})", e.name)
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["historian"] = historian

if __name__ == "__main__":
    from homes import human

    es = historian()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
