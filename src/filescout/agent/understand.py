"""Offline understanding: what a question means in terms of this index, and the tool call that answers it.

The slot parser (slots.py) finds the filters; grounding (grounding.py) explains every other word by the index:
a folder, a file, a name many files share, a search term, or a word that names nothing. The intent
(intents.py) and the routes (routes.py) turn that into one registry tool call. Whatever the rules don't cover
is matched against the registry's keywords and examples, so a new tool's examples teach the router without
editing it. What can't be answered honestly is declined with a plain reason, never guessed.
"""

from __future__ import annotations

import os
import re
from datetime import datetime

from ..index.categories import resolve_type
from .dates import years_as_dates
from .declines import _cannot, _negated
from .folder_counts import folder_count, year_folder
from .grounding import GENERIC, ground, named_in_place
from .intents import Understanding, classify
from .lookup import _stemmed, named_here
from .mentions import _is_tidy, _mentioned, _wants_space, asked_inside, said_about
from .named_files import (
    _name_words,
    _named_file,
    _names_with,
    _place_is_a_name,
    _read_file,
    _terms_as_names,
    _type_word_a_name,
    _words_of,
    called_name,
    heads_plural,
    intent_words,
    kind_folder_file,
    misspelt_place,
    names_not_place,
    names_owner,
    typed_name_not_folder,
)
from .names import as_phrase, phrase_name
from .not_here import _not_indexed, machines_of
from .patterns import names_holding
from .place_words import (
    _describes,
    _folder_selection,
    _said_by_place,
    _said_folder,
    _subfolder_named,
    _type_as_folder,
    _type_names_child,
    _type_names_place,
    _type_with_words_as_folder,
    _which_of_a_name,
)
from .places import (
    MADE_RE,
    ext_named_folder,
    filler_named_folders,
    folders_are_in,
    known_exts,
    made_place,
    phrase_folder,
    resolve_file,
    resolve_place,
    same_places,
    subfolder_said,
    type_then_word_folder,
)
from .routes import _fallback, _hidden_place, _keep_filters, _route
from .said_place import said_place as resolve_said_place
from .slots import parse
from .typed_paths import _longer_destination, _spaced_paths
from .unnamed import _depicted, _named_elsewhere, _unknown_head, _unknown_kind
from .vocabulary import respell, spoken_digits, the_question


def understand(ctx, question: str, *, scope: str | None = None, now: datetime | None = None) -> Understanding:
    from .grounding import one_question

    with one_question():  # (each name and folder is looked up once for the question)
        return _understand(ctx, question, scope, now)


def _understand(ctx, question: str, scope: str | None, now: datetime | None) -> Understanding:
    # the steps in order (declines, places, grounding, named files, name words, routes): kept in one function so
    # the order they take precedence in is read in one place

    machines_of(ctx)  # a shared index's machines' names are words to understand ("on nas"); a local one has none
    keep = named_here(ctx)
    asked, question = question, the_question(respell(spoken_digits(question), keep))
    slots, rest = parse(question, now, known_exts(ctx.conn), keep)
    intent = classify(question, slots, rest)
    named_so = names_holding(ctx, question, slots, rest, intent)
    if named_so is not None:  # "which mp3s have (1) in the name": the names holding those letters
        return named_so
    if intent != "action" and slots.destination and not slots.place:
        slots.place, slots.destination = slots.destination, None  # "what did I add to the Allotment folder"
    u = Understanding(question=question, intent=intent, slots=slots, rest=rest)
    if said_about(ctx, u, asked):  # "what does Patel job notes.txt say about the filter": its lines that do
        return u
    refusal = _cannot(question, intent) or _negated(rest, slots) or _not_indexed(ctx, question, intent)
    if refusal:  # (_not_indexed: "my Dropbox", "the shop's external hard drive (E:)": nothing indexed is there)
        u.note = refusal
        return u
    if slots.place and re.search(r"\b(?:and|or|plus)\s+(?:anywhere|everywhere|elsewhere)\b", question, re.I):
        slots.place = None  # "in the product photos folder and anywhere else on the laptop": everywhere
    kinds = folders_are_in(ctx, slots.folder) if slots.folder and not slots.place else None
    if kinds:  # "the client folders": the folders in Clients (no folder is named "client")
        slots.place, slots.folder = kinds, None
    if _spaced_paths(ctx, asked, u):  # (as typed: respelling may have changed a folder word, "Fils" -> "files")
        return u  # ("to Nowak Cycles/Accounts/VAT returns": no such folder)
    _longer_destination(ctx, asked, u)
    place = resolve_said_place(ctx, u, question)  # "in Spring 2026 Lectures", "the Harbour Road flat folder", "musc"
    if u.note:
        return u
    if place and slots.type_word and slots.place and _type_names_place(question, slots, place):
        slots.type = slots.type_word = None  # "the oldest file in Email backups": the folder's name, not a type
    phrased = phrase_folder(ctx, question) if not place and u.intent != "action" else None  # (never a target)
    if phrased:  # "show notes", "the open day": a folder whose name has a word read as a command or a filler
        place, said_words = phrased[0], {w.lower() for w in phrased[1]}
        slots.terms = [t for t in slots.terms if t.lower() not in said_words]
    phrase = phrase_name(ctx, question) if not place and not slots.filename and u.intent != "action" else None
    if phrase:  # "the edited by desk versions": a name with a word read as a filler, looked for whole
        slots.terms = phrase + [t for t in slots.terms if t.lower() not in phrase]
    named_by_type = None  # "whatsapp videos": one folder, named by the type word and the words before it
    if not place and slots.type_word:
        place = type_then_word_folder(ctx, slots, question) or _type_as_folder(ctx, u, question)
        if not place:
            place = named_by_type = _type_with_words_as_folder(ctx, u, question)
    downloads = re.search(r"\bdownload(?:ed|s)?\b", question, re.I) and slots.type != "partial download"
    by_verb = None
    if not place and not slots.folder and not slots.filename:  # "the exported videos": YouTube/Exports (an action too)
        place, slots.folder = made_place(ctx, question)
        if u.intent == "action" and not (place or slots.folder) and MADE_RE.search(question):
            u.note = "I can't tell which files you made that way from the others, so I didn't plan anything. "
            u.note += "Say the folder they are in, or name them."
            return u
    if not place and downloads and u.intent != "action":
        place = by_verb = resolve_place(ctx, "Downloads")  # "what did I download", "PDFs I downloaded": Downloads
    if _wants_space(asked, slots):  # "help me free up space", "my PC is getting slow…": the clean-up report
        u.tool, u.intent, u.place = "cleanup_suggestions", "list", place or scope
        u.arguments = {"path": place or scope} if place or scope else {}
        return u
    searched = _mentioned(ctx, u, question, rest, place or scope)  # "the note with the office address"
    if searched is not None:
        return searched
    if not slots.type:
        ext_named_folder(ctx, slots, question)  # "the gcode": the type, not the one folder named so
    called = called_name(ctx, question) if not slots.filename else None
    if called:  # "my piece called Cricieth in the war years": the file so named
        slots.filename, slots.filename_context, slots.terms = called, None, []
    if _type_word_a_name(ctx, slots, place, u.intent):  # "the blender download": the file so named (no .blend)
        slots.terms, slots.type, slots.type_word = [*slots.terms, slots.type_word], None, None
    _name_words(ctx, slots, place)
    explained = intent_words(question)
    words = [t for t in slots.terms if t.lower() not in ("file", "files") and t.lower() not in explained]
    slots.terms = [t for t in slots.terms if t.lower() not in explained]
    exts = resolve_type(slots.type) if slots.type else None
    before = list(slots.terms)
    if place and u.intent != "action" and _place_is_a_name(ctx, slots, place, words, exts, question):
        place, words = None, list(slots.terms)  # "the invoices issued to the Guardian"
    said_place = place
    g = ground(ctx.conn, words, exts=exts, slips=u.intent != "action") if words and u.intent != "compare" else None
    generic = place and g is not None and {w.lower() for w in words} <= GENERIC and not g.place
    if generic and not [f for f in g.files if f.path.startswith(place.rstrip("/") + "/")]:
        slots.terms, words, g = [t for t in slots.terms if t not in words], [], None  # "my postcard scans": Postcards
    g = names_not_place(ctx, g, words, slots.terms[len(before) :], exts)  # (and not that folder again)
    g = named_in_place(ctx.conn, g, words, place, exts)  # "licences for the Valley RFC documentary"
    if g is not None and years_as_dates(slots, g):  # "2025 invoices" with nothing named 2025: from 2025
        words = [w for w in words if w in slots.terms]
        g = ground(ctx.conn, words, exts=exts, slips=u.intent != "action") if words else None
    typo = misspelt_place(ctx, g, place) if u.intent != "action" and not slots.filename else None
    if typo:  # "any invoces from the last 2 weeks": the Invoices folder, misspelt by a letter (the answer says it)
        place, words = typo[0], [w for w in words if w != typo[1]]
        slots.terms = [t for t in slots.terms if t != typo[1]]
        g = ground(ctx.conn, words, exts=exts, slips=u.intent != "action") if words else None
    if g is not None and g.unknown and slots.type_word and " " not in slots.type_word and _names_with(ctx, g, slots):
        # "Kodachrome slides" -> "Kodachrome box 1 - slide 07.tif": the type word is the names' word here
        named = ground(ctx.conn, [*words, slots.type_word], exts=None)
        if not named.unknown and named.files:
            g, slots.type, slots.type_word = named, None, None
            slots.terms = [*slots.terms, *_words_of(named, "file"), *_words_of(named, "name")]
            slots.terms = list(dict.fromkeys(slots.terms))
    if g is not None:
        slots.terms = [g.respelled.get(t, t) for t in slots.terms]  # ("agreemnt": the name's "agreement")
        if g.place and place and not g.place.startswith(place.rstrip("/") + "/"):
            # "the stems in Night Drive": Night Drive's Stems folder, not another one of the name
            name = os.path.basename(g.place.rstrip("/"))
            mine = [p for p in same_places(ctx, name, g.place) if p.startswith(place.rstrip("/") + "/")]
            if len(mine) == 1:
                g.place = mine[0]
                for item in g.items:
                    if item.kind == "place":
                        item.value = mine[0]
        if g.place and place and slots.place and _describes(question, slots.place, _words_of(g, "place"), g, place):
            # "photos from the Madeira trip": "trip" says what Madeira is, not another folder (Caravan/Trips)
            for item in g.items:
                if item.kind == "place":
                    item.kind, item.value = "filler", None
            slots.terms = [t for t in slots.terms if t not in _words_of(g, "filler")]
            g.place = None
        if not place and kind_folder_file(ctx, g):  # "the EP42 export": EP42's file in Exports
            slots.terms = [t for t in slots.terms if t not in _words_of(g, "place")]
        if not place and typed_name_not_folder(ctx, g, slots) and u.intent == "list":
            u.intent = "search"  # "SH 022 mp3": the mp3 so named, not the SH 022 project (it has none)
        u.grounding = g.to_dict()
        if g.place and place and place == by_verb and not (g.unknown and g.files):
            place = said_place = None  # "podcasts I downloaded this month": the Podcasts folder, not Downloads
        inner = g.place and place and g.place.startswith(place.rstrip("/") + "/")
        # ("photos from Dylan's birthday": the folder "Dylan 15th birthday" names whose, not Dylan's own folder)
        inner = inner or (g.place and place and said_place and names_owner(place, g.place))
        if g.place and (not place or inner) and u.intent != "action" and (u.intent != "search" or not g.files):
            # "show me the wallpapers", "school papers from last month", "chapters of my thesis": that folder
            place = g.place
            slots.terms = [t for t in slots.terms if t not in _words_of(g, "place")]
            placed = next((i.words for i in g.items if i.kind == "place"), None)
            if slots.type_word and placed and _type_names_place(question, slots, place, placed):
                slots.type = slots.type_word = None  # "my training logs": Training logs, not its .log files
            if u.intent == "search":
                u.intent = "list"
                slots.terms = []
        elif g.place and not place and u.intent == "action" and _said_folder(ctx, g, question):
            place, slots.terms = g.place, []  # "move the 2024-25 tax folder to Archive": that folder
        elif g.place and not place and u.intent == "action" and _folder_selection(ctx, g, slots):
            # "move the Madeira photos to Pictures/2024": the photos in the one folder those words name
            place = g.place
            slots.terms = [t for t in slots.terms if t not in _words_of(g, "place")]
        elif g.place and not place and u.intent == "search" and g.files and not g.unknown:
            # "the lease for Flat B": the files so named in that folder
            place = g.place
            slots.terms = [t for t in slots.terms if t not in _words_of(g, "place")]
        outer = g.place and place and (place + "/").startswith(g.place.rstrip("/") + "/")
        if outer and not g.unknown and not g.files:
            # "what has Leo done in his school folder": Leo names the folder that holds Leo/School
            slots.terms = [t for t in slots.terms if t not in _words_of(g, "place")]
            if u.intent == "search" and not slots.terms:
                u.intent = "list"
        slots.terms = [t for t in slots.terms if t not in _words_of(g, "filler")]
        if u.intent == "search" and g.files:
            named = _words_of(g, "file") | _words_of(g, "name")  # (in the order said, "final final" twice)
            kept = [t for t in slots.terms if t in named]
            slots.terms = kept + sorted(named - set(kept)) or slots.terms
        if (
            u.intent == "search"
            and place
            and slots.type
            and g.unknown
            and not (g.files or g.place)
            and set(slots.terms) <= set(g.unknown)
        ):
            u.intent, slots.terms = "list", []  # "find the pictures from our Banff trip": that folder's (said so)
        u.unused = g.unknown
    within_said = said_place and place and place.startswith(said_place.rstrip("/") + "/")
    if place and place != scope and not within_said and place != named_by_type:
        # (a folder inside the one the user named is that one)
        place = _which_of_a_name(ctx, u, place)
        if u.note:
            return u
    sub = subfolder_said(ctx, place, question, u.unused) if place and u.unused else None
    if sub:  # "the full size exports": Exports/Full size ("size" was read as a size question)
        place, u.unused = sub[0], [w for w in u.unused if w not in sub[1]]
        slots.terms = [t for t in slots.terms if t not in sub[1]]
    if place and re.search(r"\bhistory\b", question, re.I) and "history" not in place.lower():
        sub = _subfolder_named(ctx, place, "history")  # "lucas history homework": Homework/History
        if sub is None and _subfolder_named(ctx, place, "history", several=True):
            slots.folder = "history"  # "leos history stuff": every History folder of Leo's (Year 9, Year 10)
        place = sub or place
    if place and place != scope and slots.terms and g is not None:
        _said_by_place(ctx, u, g, place)  # "the Tender folder for J2412": J2412 is where that Tender folder is
    if slots.type_word and (place or slots.folder):
        place = _type_names_child(ctx, u, place) or place  # "the revit backups": Revit/Backup, not .bak files
    place = place or scope
    u.place = place
    if u.intent == "count" and folder_count(ctx, u, question, place):
        return u  # "how many jobs did i do in 2025": the folders in Jobs/2025, one a job
    yearly = year_folder(ctx.conn, place, slots) if u.intent == "count" and place != scope else None
    if yearly:  # "how many invoices were issued in 2024": Invoices/2024
        place = u.place = yearly
        slots.modified_after = slots.modified_before = slots.date_label = None
    depicted = _depicted(ctx, question, g, slots) if u.intent != "action" else None
    if depicted:
        u.note = depicted
        return u
    inside = asked_inside(question, g, slots) if g is not None and g.unknown and u.intent != "action" else None
    if inside:  # "which recipes use scotch bonnet", "which job had the bats": what the files there say
        if place and _stemmed(os.path.basename(place.rstrip("/"))) != _stemmed(inside[1]):
            place = scope  # "which garden has…": each job is a garden, not the one folder with Garden in its name
        u.tool, u.intent, u.unused = "find_files", "search", []
        u.arguments = {"query": inside[0], **slots.filters(), "search_type": "content"} | (
            {"path": place} if place else {}
        )
        return u
    qualifier = _unknown_kind(question, g, slots, ctx.conn) if g is not None and u.intent != "action" else None
    if qualifier:  # "luca's tiktok videos", "the hendricks job": not all of them under a narrower name
        word, head = qualifier
        listed = f"all the {head}" if head == slots.type_word else "everything"
        u.note = (
            f"Nothing indexed is named {word!r}, so I can't tell your {word} {head} from the others and I didn't "
            f"guess. I can list {listed}"
            + (f" in {os.path.basename(place.rstrip('/'))}" if place else "")
            + " instead."
        )
        return u
    unexplained = g is not None and g.unknown and not (g.place or g.files or place or slots.filename)
    if unexplained and u.intent in ("count", "list", "metadata", "factual"):
        said = " ".join(g.unknown)
        what = f"I can list your {slots.type_word}, but not by {said!r}. " if slots.type_word else ""
        u.note = (
            f"Nothing indexed is named {said!r}, and it isn't a file type I know, so I didn't guess. {what}"
            "Try a folder name, a type (pdfs, photos) or 'find <words>'."
        )
        return u
    missing = _named_elsewhere(ctx, g, place) if u.intent != "action" else None
    if g is not None and u.intent in ("list", "search"):  # ("the wedding invitations": none in Hartley Wedding)
        missing = missing or _unknown_head(question, g, slots, ctx.conn)
    if missing:  # "okafor seating chart" with none in the Okafor folder: not the others' seating charts
        u.note = missing
        return u
    headed = g is not None and _terms_as_names(ctx, u, g, place, exts)  # "the lesson plans": lessons, listed
    if _read_file(ctx, u, g):
        return u
    if _named_file(ctx, u, g, place):
        return u
    asked_for = False  # a search for names said in the plural ("my thesis drafts"): those files, listed
    plural = (
        g is not None
        and (
            heads_plural(g, every=u.intent not in ("metadata", "count"))  # ("how big are the planting plans")
            or any(w.lower() in GENERIC and w.lower().endswith("s") for w in words[-1:])  # "hydro bills"
            or any(i.kind == "filler" and i.words.lower() in GENERIC and i.words.endswith("s") for i in g.items)
            or headed
        )
    )
    if (
        g is not None
        and g.files
        and (
            (g.place and u.intent in ("count", "list", "metadata"))
            or u.intent == "count"
            or (
                u.intent in ("list", "metadata", "search")
                # ("the most recent governors pack": the newest of them; not "the biggest of the main folders")
                and (
                    plural
                    or (slots.order and not re.search(r"\b(?:folders?|directories)\b", question, re.I))
                    or (slots.type and not g.unknown and u.intent != "search")  # "pics of the breakfast room"
                )
                and (headed or not g.unknown)
                and not slots.filename
            )
        )
    ):  # ("list my datasheets": the files named so)
        if u.intent == "search":
            u.intent, asked_for = "list", True
        # "how many tests are in the webshop": the files in that folder whose names say so
        named = " ".join(dict.fromkeys(w for i in g.items if i.kind in ("file", "name") for w in i.words.split()))
        if named:
            g.name = named
    if g is not None and g.name and u.intent in ("count", "metadata", "list"):
        # "how many screenshots": files whose names say so, not every PNG
        slots.terms = [t for t in slots.terms if t not in _words_of(g, "name") | _words_of(g, "file")]
        u.lead = f"Files named like {g.name!r}"
        _route(ctx, u, place)
        if u.tool in ("count_files", "list_files"):
            u.arguments["name"] = as_phrase(g.name, phrase)
        elif u.tool in ("disk_usage", "folder_stats", "browse_directory", None):
            listing = u.tool is None and (
                asked_for or re.search(r"\b(?:where|find|list|show|locate)\b", question, re.I)
            )
            u.tool = "list_files" if listing else "count_files"  # "where are my datasheets": each one, where
            u.arguments = {**slots.filters(), "name": as_phrase(g.name, phrase), **({"path": place} if place else {})}
            if listing:
                u.arguments |= {"sort_by": "date", "limit": 50}
        for item in u.grounding.get("words", []):  # a name filter: no one file stands for it (the dates may
            if item.get("as") in ("file", "name"):  # leave that one out)
                item.pop("value", None)
        _hidden_place(ctx, u)
        return u
    if u.intent == "action" and g is not None and g.place and not place and _is_tidy(question):
        place = g.place  # "clean up my projects"
    if u.intent != "action":
        slots.folder = slots.folder or filler_named_folders(ctx, slots, question, place)  # "before pics": Before
    _route(ctx, u, place)
    _keep_filters(u, place)
    if u.tool == "find_files" and slots.filename and os.path.splitext(slots.filename)[1] and not slots.terms:
        u.arguments.setdefault("search_type", "name")  # "where is Passport - Maggie.pdf": the file so named
    if u.tool == "find_files" and g is not None and g.files and not g.unknown and "search_type" not in u.arguments:
        u.arguments["search_type"] = (
            "name"  # the words name these files: other files that merely contain them are noise
        )
    if u.tool == "find_files" and u.arguments.get("search_type") == "name":
        u.arguments.setdefault("limit", 50)  # "the Starling statements": all 22 of them, not the first 20
    if u.tool is None and not u.note and u.intent != "action":
        _fallback(u)
    _hidden_place(ctx, u)
    return u


__all__ = ["resolve_file", "resolve_place", "understand"]
