"""Merchants out of statement descriptions, and a small offline merchant -> category table.

A card statement writes one shop many ways: ``POS 4821 STARBUCKS #1123 SEATTLE WA``, ``CARD PURCHASE 03/14
STARBUCKS 1123 SEATTLE``, ``Starbucks Store 1123``. :func:`merchant_key` folds them to one key ("STARBUCKS"):
it drops payment-channel words (POS, CARD PURCHASE, VISA DEBIT, CONTACTLESS…), dates, card numbers, store and
reference numbers, phone numbers, web suffixes, a trailing city and state or country, and case. Known brands
(``AMZN MKTP`` -> Amazon) are named by an alias table; :func:`category` puts a merchant in groceries, dining,
transport, subscriptions, utilities, shopping, … or "other". Everything here is offline and deterministic.
"""

from __future__ import annotations

import re
import unicodedata

# payment-channel words a bank puts before (or after) the merchant's name
_CHANNEL = re.compile(
    r"\b(?:(?:recurring |debit |credit |visa |mastercard |mc |card |pos |online )*(?:card )?purchase(?: with pin)?|"
    r"pos(?: purchase| debit| transaction)?|point of sale|card payment|card transaction|debit card|credit card|"
    r"visa debit|visa|mastercard|maestro|contactless|chip and pin|apple ?pay|google ?pay|paypal \*|pp\*|sq \*|sq\*|"
    r"tst\*|sp \*|sp\*|direct debit|dd|standing order|so|bill payment|recurring(?: payment)?|ach(?: debit| credit)?|"
    r"checkcard|check card|debit|purchase|payment to|paid to|lastschrift|kartenzahlung|ec-karte|cb|carte|"
    r"prlv sepa|sepa)\b",
    re.I,
)
_DATE = re.compile(
    r"\b(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.\-]\d{1,2}(?:[/.\-]\d{2,4})?|\d{1,2} ?(?:jan|feb|mar|apr|may|jun|jul|aug|"
    r"sep|sept|oct|nov|dec)[a-z]*\.?(?: ?\d{2,4})?)\b",
    re.I,
)
_CARD = re.compile(
    r"(?:\b(?:card|crd|acct)\s*(?:no\.?|#)?\s*)?(?:[x*]{2,}[\s-]?)+\d{2,4}\b|\bcard\s*#?\s*\d{4}\b", re.I
)
_PHONE = re.compile(r"\+?\d[\d ().\-]{7,}\d")
_WEB = re.compile(r"\.(?:com|co\.uk|net|org|io|de|fr|ca)\b(?:/\S*)?|\bwww\.", re.I)
_REF = re.compile(r"[*#]\s*\S*|\b(?:ref|reference|id|txn|trx|auth|no)\b[.:#]?\s*\S*\d\S*", re.I)
_DIGITISH = re.compile(r"^(?=\S*\d)[\w\-/.:]+$")  # a token holding a digit: a store, terminal or reference number
_STATES = set(
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK "
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC US USA GB UK DE FR IE NL ES IT CH AT BE".split()
)
# common statement cities: dropped from the end of a description (with or without a state after them)
_CITIES = set(
    "seattle portland austin dallas houston chicago boston denver phoenix atlanta miami orlando tampa nyc brooklyn "
    "new york los angeles san francisco san diego san jose oakland sacramento las vegas philadelphia pittsburgh "
    "baltimore washington detroit minneapolis st louis kansas city nashville charlotte raleigh columbus cleveland "
    "cincinnati indianapolis milwaukee salt lake city london manchester birmingham leeds glasgow edinburgh bristol "
    "liverpool cardiff belfast dublin cork berlin munich muenchen munchen hamburg frankfurt koeln koln cologne "
    "stuttgart paris lyon marseille toulouse nice amsterdam rotterdam brussels zurich geneva vienna wien madrid "
    "barcelona rome milan toronto vancouver montreal sydney melbourne sunnyvale cupertino mountain view "
    "los gatos palo alto redmond bellevue cambridge oxford".split(" ")
)
_MULTI_CITIES = {c for c in (
    "new york", "los angeles", "san francisco", "san diego", "san jose", "las vegas", "st louis", "kansas city",
    "salt lake city", "mountain view", "los gatos", "palo alto",
)}  # fmt: skip

# brand aliases: a key that starts with (or is) the left side is the brand on the right
ALIASES: dict[str, str] = {
    "AMZN": "AMAZON",
    "AMZN MKTP": "AMAZON",
    "AMAZON MKTPLACE": "AMAZON",
    "AMAZON MARKETPLACE": "AMAZON",
    "AMAZON COM": "AMAZON",
    "AMAZON PRIME": "AMAZON PRIME",
    "PRIME VIDEO": "AMAZON PRIME",
    "AMZN PRIME": "AMAZON PRIME",
    "NETFLIX": "NETFLIX",
    "SPOTIFY": "SPOTIFY",
    "APPLE COM BILL": "APPLE",
    "APPLE COM": "APPLE",
    "ITUNES": "APPLE",
    "GOOGLE STORAGE": "GOOGLE ONE",
    "GOOGLE ONE": "GOOGLE ONE",
    "DISNEY PLUS": "DISNEY+",
    "DISNEYPLUS": "DISNEY+",
    "UBER EATS": "UBER EATS",
    "UBER TRIP": "UBER",
    "UBER": "UBER",
    "LYFT": "LYFT",
    "WHOLEFDS": "WHOLE FOODS",
    "WHOLE FOODS": "WHOLE FOODS",
    "WM SUPERCENTER": "WALMART",
    "WAL-MART": "WALMART",
    "WALMART": "WALMART",
    "TRADER JOE S": "TRADER JOE'S",
    "TRADER JOES": "TRADER JOE'S",
    "MCDONALD S": "MCDONALD'S",
    "MCDONALDS": "MCDONALD'S",
    "STARBUCKS": "STARBUCKS",
    "SBUX": "STARBUCKS",
}

# merchant words -> category; the first rule whose word starts a word of the key wins
CATEGORY_WORDS: list[tuple[str, tuple[str, ...]]] = [
    ("subscriptions", ("NETFLIX", "SPOTIFY", "HULU", "DISNEY+", "DISNEY", "HBO", "MAX.COM", "AMAZON PRIME",
                       "APPLE", "GOOGLE ONE", "YOUTUBE", "AUDIBLE", "DROPBOX", "ICLOUD", "ADOBE", "MICROSOFT",
                       "PATREON", "NYTIMES", "NEW YORK TIMES", "SUBSCRIPTION", "MEMBERSHIP", "GYM", "PLANET FITNESS",
                       "PELOTON", "CHATGPT", "OPENAI", "PARAMOUNT", "CRUNCHYROLL", "DUOLINGO")),
    ("groceries", ("WHOLE FOODS", "TRADER JOE'S", "SAFEWAY", "KROGER", "ALDI", "LIDL", "TESCO", "SAINSBURY",
                   "ASDA", "WAITROSE", "MORRISONS", "REWE", "EDEKA", "CARREFOUR", "PUBLIX", "WEGMANS", "COSTCO",
                   "GROCERY", "GROCERIES", "SUPERMARKET", "MARKET", "FOODS", "HEB", "SPROUTS", "CO-OP", "MONOPRIX")),
    ("dining", ("STARBUCKS", "MCDONALD'S", "CHIPOTLE", "SUBWAY", "DOMINO", "PIZZ", "BURGER", "CAFE", "COFFEE",
                "RESTAURANT", "BISTRO", "GRILL", "DINER", "BAKERY", "BAR", "PUB", "TACO", "SUSHI", "KITCHEN",
                "UBER EATS", "COSTA", "DOORDASH", "GRUBHUB", "DELIVEROO", "JUST EAT", "DUNKIN", "PRET", "NANDO",
                "PANERA", "WENDY", "KFC", "EATERY", "NOODLE", "THAI", "BRASSERIE")),
    ("transport", ("UBER", "LYFT", "SHELL", "CHEVRON", "EXXON", "MOBIL", "BP", "TEXACO", "ARCO", "FUEL", "GAS STATION",
                   "PETROL", "PARKING", "TRANSIT", "METRO", "MTA", "TFL", "RAIL", "TRAIN", "AMTRAK", "BUS", "TAXI",
                   "TOLL", "DB BAHN", "SNCF", "CLIPPER", "ORCA", "TRAINLINE", "NATIONAL RAIL")),
    ("travel", ("AIRLINES", "AIRWAYS", "AIR", "DELTA", "UNITED", "RYANAIR", "EASYJET", "LUFTHANSA", "HOTEL", "MARRIOTT",
                "HILTON", "AIRBNB", "BOOKING", "EXPEDIA", "HERTZ", "AVIS")),
    ("utilities", ("ELECTRIC", "ENERGY", "POWER", "WATER", "GAS CO", "UTILITY", "UTILITIES", "COMCAST", "XFINITY",
                   "VERIZON", "AT&T", "T-MOBILE", "VODAFONE", "SPECTRUM", "INTERNET", "BROADBAND", "TELECOM",
                   "MOBILE", "PG&E", "CON ED", "EDISON", "BRITISH GAS", "OCTOPUS", "STADTWERKE")),
    ("housing", ("RENT", "MORTGAGE", "PROPERTY", "APARTMENTS", "LANDLORD", "HOA")),
    ("health", ("PHARMACY", "CVS", "WALGREENS", "BOOTS", "DENTAL", "DENTIST", "CLINIC", "HOSPITAL", "DOCTOR",
                "MEDICAL", "APOTHEKE", "OPTICIAN")),
    ("entertainment", ("CINEMA", "AMC", "THEATRE", "THEATER", "STEAM", "PLAYSTATION", "XBOX", "NINTENDO",
                       "TICKETMASTER", "EVENTBRITE", "MUSEUM", "CONCERT", "BOWLING")),
    ("shopping", ("AMAZON", "WALMART", "TARGET", "IKEA", "BEST BUY", "EBAY", "ETSY", "H&M", "ZARA", "UNIQLO", "NIKE",
                  "ADIDAS", "HOME DEPOT", "LOWE", "MACY", "NORDSTROM", "PRIMARK", "ARGOS", "JOHN LEWIS", "STORE",
                  "SHOP", "OUTLET", "MALL", "BOOKS", "HARDWARE", "CURRYS", "PC WORLD", "MEDIAMARKT",
                  "B&Q", "WATERSTONES", "DECATHLON", "APPLE STORE")),
    ("insurance", ("INSURANCE", "GEICO", "ALLSTATE", "PROGRESSIVE", "AVIVA", "ALLIANZ", "VERSICHERUNG")),
    ("fees", ("FEE", "INTEREST CHARGE", "INTEREST", "OVERDRAFT", "LATE CHARGE", "ANNUAL FEE", "FOREIGN TRANSACTION")),
    ("income", ("SALARY", "PAYROLL", "DIRECT DEP", "DIRECT DEPOSIT", "GEHALT", "WAGES", "REFUND", "INTEREST PAID",
                "DIVIDEND", "CASHBACK", "CASH BACK")),
    ("transfers", ("PAYMENT THANK YOU", "PAYMENT RECEIVED", "AUTOPAY", "AUTOMATIC PAYMENT", "TRANSFER", "XFER",
                   "ZELLE", "VENMO", "ATM", "CASH WITHDRAWAL", "WITHDRAWAL", "UEBERWEISUNG", "VIREMENT")),
]  # fmt: skip
CATEGORIES = (*(c for c, _ in CATEGORY_WORDS), "other")


def _strip_city(words: list[str]) -> list[str]:
    """Drop a trailing state/country code and a trailing known city (never the whole name)."""
    if len(words) > 1 and words[-1] in _STATES:
        words = words[:-1]
    for n in (3, 2, 1):
        if len(words) > n and " ".join(words[-n:]).lower() in (_MULTI_CITIES if n > 1 else _CITIES):
            return words[:-n]
    return words


def merchant_key(description: str | None) -> str:
    """The merchant a statement line names, folded: upper case, no channel words, dates, card, store, phone or
    reference numbers, web suffix, trailing city or state. '' when nothing is left."""
    text = " ".join(str(description or "").split())
    if not text:
        return ""
    text = _CARD.sub(" ", text)
    text = _DATE.sub(" ", text)
    text = _PHONE.sub(" ", text)
    text = _WEB.sub(" ", text)
    text = _REF.sub(" ", text)
    text = _CHANNEL.sub(" ", text)
    text = re.sub(r"^\s*(?:refund|return|reversal|credit|gutschrift|remboursement)\b[\s:\-]*", " ", text, flags=re.I)
    text = re.sub(r"[^\w&'+\- ]+", " ", text.upper())
    text = re.sub(r"(?<!\w)[\-']+|[\-']+(?!\w)", " ", text)
    words = [w for w in text.split() if not _DIGITISH.match(w)]
    words = _strip_city(words)
    while len(words) > 1 and words[-1] in ("INC", "LLC", "LTD", "GMBH", "CO", "CORP", "STORE", "STORES", "SA", "PLC"):
        words = words[:-1]
    key = " ".join(words)
    for n in range(len(words), 0, -1):  # the longest alias the key starts with
        head = " ".join(words[:n])
        if head in ALIASES:
            return ALIASES[head]
    return key


def display_name(key: str) -> str:
    """'WHOLE FOODS' -> 'Whole Foods'; short all-letter acronyms stay upper case."""
    out = []
    for w in key.split():
        if len(w) <= 2 or (len(w) <= 4 and not re.search(r"[AEIOUY]", w)) or "&" in w:
            out.append(w)  # CVS, BP, TFL, UK, B&Q: an acronym
        else:
            out.append(w[:1] + w[1:].lower())
    return " ".join(out)


def category(key: str) -> str:
    """The category of a merchant key, from the offline table; 'other' when no rule names it."""
    padded = f" {_fold(key)} "
    for whole in (True, False):  # whole words first: WATERSTONES is a shop before it starts with WATER
        for cat, words in CATEGORY_WORDS:
            for w in words:
                if (f" {w} " in padded) if whole else _word_start(padded, w):
                    return cat
    return "other"


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def _word_start(padded: str, word: str) -> bool:
    """``word`` begins a word of the key ('PIZZA' in 'JOES PIZZERIA' does not count; 'RESTAURANT' in
    'RESTAURANTS' does)."""
    start = 0
    while (i := padded.find(" " + word, start)) >= 0:
        if len(word) >= 5 or padded[i + 1 + len(word)] == " ":
            return True
        start = i + 1
    return False
