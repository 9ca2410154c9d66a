"""What filescout declines, plainly, instead of answering another question (issue 11, class 5): things it
doesn't do (translate, email, edit…), what a document means or a value in it ("what's my GPA"), song lengths,
machine state, another language, Windows paths, cloud folders and folders that aren't indexed, selections with
exceptions."""

from __future__ import annotations

import re

# things a file agent on this machine doesn't do: said plainly instead of answering another question
CANNOT_RE = re.compile(
    r"^\s*(?:(?:please|pls|hey|ok|so|now|and|can you|could you|would you|will you|i want (?:you )?to|"
    r"i'd like (?:you )?to|i need (?:you )?to|help me|go ahead and|just|quickly)[\s,]+)*"
    r"(?P<v>translate|transcribe|subtitle|email|e-mail|mail it|text it|print|upload|share|sync|post|tweet|fax|"
    r"convert|encrypt|decrypt|compress|unzip|extract|edit|proofread|sign|fill (?:in|out)|install|uninstall|"
    r"defragment|defrag|format|partition|back ?up to (?:the )?cloud)\b",
    re.I,
)
SEMANTIC_RE = re.compile(
    r"\bslide \d+ of\b|\bon slide \d+\b|\bwhat (?:grade|mark|score|result|rating)s?\b|\bwhich (?:grade|mark|score)\b|"
    r"\b(?:ram|cpu|memory usage|processor|processes|battery|wi-?fi|internet|network speed|temperature|"
    r"running programs?|uptime|password for)\b|\bwhat does (?:page|p\.?)\s*\d+\b|\bpage \d+ of\b|\bline \d+ of\b|"
    r"\bwhat does .+ say about\b|"
    r"\bwhat (?:does|did|do) .{2,60}? (?:want|ask|need|require|expect) (?:from|of) (?:me|us)\b|"
    r"\bwhat do (?:i|we) (?:have|need) to (?:send|do|bring|pay)\b|"
    r"\bwhat (?:is|was) the (?:total(?!\s+(?:size|space|storage|disk|number of (?:files|folders)|file count|count)\b)|"
    r"amount|balance|due date|deadline)\b|\bwho (?:sent|wrote|signed)\b|"
    # a value inside a document or the world, not a file: "how much did the DampFix quote come to", "what was my
    # average heart rate on saturday's run", "when does Marek's lease end", "the weather for my long run"
    r"\bhow much (?:did|does|do|will|would) .{2,60}? (?:come to|cost|charge|owe|pay)\b|"
    r"\bhow much (?:money|profit|income) (?:did|does|do|will|would|have|has)\b|"
    r"\bhow much (?:did|do|does|will|would|have|had|should) (?:i|we|you|they|he|she) (?:make|earn|owe|pay|spend|charge|"
    r"get paid|bill|invoice)\b|\b(?:what|which) colou?rs?\b|"
    r"\bhow much (?:[\w-]+\s+){1,3}(?:do|does|did|will|would|should) (?:i|we|you|they|he|she) (?:owe|pay|earn|make|"
    r"spend|charge|get back)\b|"
    r"\bwhat did .{2,40}? (?:quote|charge|bill|invoice)\b|"
    r"\bwhat (?:is|was|were|'s) (?:my|the|our) (?:average|avg|mean|fastest|best|slowest|resting|max|maximum) "
    r"(?!file|size|folder)\w+|\b(?:heart ?rate|pace|cadence|calories|vo2 ?max)\b.*\?|"
    r"\bwhen (?:does|did|will|do) .{2,60}? (?:end|expire|run out|renew|begin|finish)\b|"
    # a part of a document by its place in it ("the second page of the will", "the third paragraph"), what is
    # inside it counted ("how many lines are in the note"), or a judgement of what it says ("getting better?")
    r"\b(?:first|second|third|fourth|fifth|sixth|last|final|next|\d+(?:st|nd|rd|th))\s+"
    r"(?:page|paragraph|line|sentence|chapter|section|verse|entry|row|column)\b|"
    r"\bhow many (?:lines|words|characters|paragraphs|sentences|rows|entries|chapters)\b|"
    # a quantity no file tells: time worked, distances, an audience ("how many hours did i work in october")
    r"\bhow many (?:hours|minutes|miles|kilometres|kilometers|km|calories|steps|views|likes|followers|"
    r"subscribers)\b|"
    r"\b(?:getting|got|gotten) (?:better|worse)\b|\b(?:improving|worsening)\b|"
    r"\b(?:cheapest|most expensive|priciest|cheaper|pricier)\b|"
    r"\bwhat (?:key|tempo|bpm|time signature)\b|\bwhich key\b|"
    r"\bpays? (?:the )?(?:best|most|highest|least|lowest|worst)\b|\b(?:best|highest|lowest|worst) (?:rate|pay)\b|"
    # a page by its number ("on page 12", "p. 4"); whether a document says that something is so
    r"\b(?:on|at|from) (?:page|p\.?|pg\.?)\s*\d+\b|\b(?:does|do|did) .{2,60}? say (?:that|the|it|if|whether)\b|"
    # what someone wrote or said ("what did the Patels say in their last email"), who is in a photo
    r"\bwhat (?:did|do|does) .{2,40}? (?:say|write|ask|want)\s+(?:in|on)\s+(?:their|his|her|the|my|our|that|an?)?\s*"
    r"(?:last |latest |recent |first )?(?:emails?|e-mails?|messages?|texts?|calls?|voicemails?|dms?|chats?)\b|"
    r"\bwho(?:'s| is| are)\s+in\b|\bwhat iso\b|\b(?:aperture|f-stop|shutter speed|focal length|exposure time)\b|"
    # a state of a piece of work only its content tells ("is the Patel film colour graded?")
    r"^\s*(?:is|are|was|were|has|have)\s+(?:the|my|our|this|that)\b.{2,60}?\b(?:graded|edited|finished|done|"
    r"approved|signed|paid|delivered|ready|complete|completed|correct|accurate|up to date)\s*\??\s*$",
    re.I,
)
# the time of an event ("what time is my flight", "when is my dentist appointment"), not a file's date
EVENT_RE = re.compile(
    r"\bwhat time (?:is|was|does|do|did|are)\b|\bwhen(?:'s| is| are) (?:my|our) (?!.*\b(?:file|folder|photo|"
    r"changed|modified|edited|updated|saved|created|made|taken|downloaded|from|dated|scanned)s?\b)",
    re.I,
)
# a judgement ("is the design any good?") or the future ("will the committee approve it?", "what will my time be")
JUDGE_RE = re.compile(
    r"\bany good\b|\bgood enough\b|\bworth (?:it|keeping)\b|\blegally\b|\b(?:is|are) (?:it|this|that|they) legal\b|"
    r"^\s*(?:will|would|is it going to) (?!you\b)(?!.*\bfit\b)(?:the|my|it|they|he|she|we|i|this|that|[A-Z]\w*)\b|"
    r"\bwhat will (?!you\b)\w+(?: \w+){0,3} be\b|\bgoing to (?:win|pass|approve|succeed|fail|get)\b|"
    # "which paper has the best method for click detection": a judgement of what the files say
    r"\b(?:which|what)\b[^?]{0,40}\b(?:has|have|had|is|are|gives?|uses?)\s+the\s+(?:best|worst|better|nicest|strongest|"
    r"weakest|most (?:useful|interesting|important|accurate|reliable|convincing))\s+(?!man\b|men\b)\w+"
)
# "which of the sample libraries did i actually pay for": a purchase, not a file's property
PAID_RE = re.compile(
    r"\b(?:did|have|do)\s+(?:i|we)\s+(?:actually\s+|ever\s+|really\s+)?(?:pay|paid|buy|bought|purchase|purchased)"
    r"(?:\s+for)?\b(?!.*\b(?:receipts?|invoices?)\b)",
    re.I,
)
# "which customers still owe me money", "which job made the most money": accounts, not files
OWED_RE = re.compile(
    r"\b(?:owes?|owed|owing)\s+(?:me|us)\b|\bstill\s+owes?\b|\b(?:hasn't|haven't|has not|have not|not yet)\s+paid\b|"
    r"\b(?:made|earned|brought in)\s+(?:me\s+|us\s+)?(?:the\s+)?(?:most|more|least)\s+(?:money|profit|cash)\b|"
    r"\bmost\s+profitable\b",
    re.I,
)
# "is the patel boiler still under warranty": a fact about the world, not a file's
WARRANTY_RE = re.compile(
    r"\b(?:still\s+)?(?:under|in|out of)\s+(?:warranty|guarantee)\b|\bwarranty\s+(?:expired?|run out|valid)\b", re.I
)
# asking to see a secret: never shown, whatever the file ("show me my ssh private key")
SECRET_ASK_RE = re.compile(
    r"\b(?:show|open|read|display|print|cat|give|tell|paste|copy|send|what(?:'s| is) in)\b.{0,30}"
    r"\b(?:private keys?|ssh keys?|secret keys?|passwords?|credentials|api keys?|access tokens?|recovery codes?|"
    r"seed phrases?)\b|"
    r"\b(?:what(?:'s| is)|whats|show|list|read|open)\b.{0,12}(?:~/)?\.(?:ssh|gnupg|aws|password-store)\b",
    re.I,
)
# who did something to a file, or what was opened, read, sent or deleted: not in any index of files
HISTORY_RE = re.compile(
    r"\bwho(?:'s| has| had)?\s+(?:last\s+)?(?:edited|changed|modified|created|made|opened|deleted|removed|moved|"
    r"shared|uploaded|sent|wrote|saved|touched|worked on|been (?:editing|changing|opening))\b|"
    r"\b(?:what|which)\b.{0,40}?\b(?:did|have|had)\s+(?:i|we|you)\s+(?:accidentally\s+|just\s+)?"
    r"(?:delete|deleted|remove|removed|lose|lost|open|opened|view|viewed|look at|looked at|watch|watched|"
    r"listen to|listened to|read|print|printed|send|sent|email|emailed|share|shared)\b|"
    r"\b(?:opened|viewed|accessed|watched|played|read)\s+(?:the\s+)?(?:most|least)\b|"
    r"\b(?:files?|things?|stuff|what|ones?|everything)\s+(?:that\s+)?(?:i|we)\s+(?:accidentally\s+|just\s+)?"
    r"(?:deleted|removed|lost|trashed|opened|printed|sent|shared|emailed)\b|\bdid (?:i|we) lose\b|"
    r"\bmost\s+(?:often\s+)?(?:opened|viewed|accessed|watched|played)\b|\bmost\s+used\s+(?:files?|folders?|apps?)\b|"
    r"\b(?:open|use|access)\s+(?:the\s+)?most(?:\s+(?:often|frequently))?\s*[?.!]*\s*$",
    re.I,
)
WORLD_RE = re.compile(
    r"\bwhat(?:'s| is| will)? the (?:weather|forecast)\b|\bweather (?:forecast|going to|be like|tomorrow|today)\b|"
    r"\bwill it (?:rain|snow)\b",
    re.I,
)
FOLDER_SAID_RE = re.compile(r"\b(?:folder|directory|dir|drive|account|cloud)\b", re.I)
# questions in another language: said plainly rather than half-understood
FOREIGN = set(
    "qué que cuánto cuanto cuántos dónde donde está mis mi los las del carpeta archivos ocupa où combien mes "
    "dossier fichiers est wie viel wo ist meine mein ordner dateien der die das und quanto dove sono miei "
    "de je ai les des du une dans pour avec j'ai tengo tiene cuántas cuantas ich habe wieviele quanti quante "
    "ho fotos".split()
)
# "what's my GPA", "what is the wifi password": a fact, not a file
VALUE_RE = re.compile(
    r"^\s*what(?:'s|s| is| was| are| were)?\s+(?:my|the|our)\s+(?P<what>[\w \-]{2,40}?)\s*\??\s*$", re.I
)
DURATION_RE = re.compile(
    r"\b(?:longest|shortest|duration|how long is|length of|minutes long|bitrate|in minutes|in seconds)\b", re.I
)
MEDIA_RE = re.compile(
    r"\b(?:songs?|tracks?|videos?|movies?|films?|audio|podcasts?|episodes?|clips?|mix(?:es)?|masters?|bounces?|"
    r"recordings?|in minutes|in seconds)\b",
    re.I,
)
EXCEPT_RE = re.compile(r"\b(?:except|but not|other than|excluding|apart from|besides|outside (?:of )?)\b", re.I)


def _cannot(question: str, intent: str) -> str | None:
    """Questions it must not half-answer: another language, things it can't do, what a document means."""
    words = re.findall(r"[^\W\d_]+", question.lower())
    if "¿" in question or (words and sum(w in FOREIGN for w in words) >= max(2, len(words) // 3)):
        return (
            "I only understand questions in English for now, so I didn't guess. Try e.g. 'how big is my Music folder?'."
        )
    if intent == "action" and re.search(r"(?:^|[\s/])\.\.(?:[/\s]|$)", question):
        return (
            "I don't follow '..' in a path for a move or a delete, so I didn't plan anything. Say the folder by its "
            "path from your home, e.g. 'Documents/Archive'."
        )
    m = CANNOT_RE.search(question)
    if m:
        return (
            f"I can't {m.group('v').lower()} files: I work on this machine's index, offline. I can find, measure, "
            "read, move, copy, rename and trash them."
        )
    if WORLD_RE.search(question) and intent != "action":
        return (
            "I can't tell you that: I only know the files on this machine, offline (their names, sizes, dates and "
            "text). Ask me about your files instead, e.g. 'my running files from this week'."
        )
    if HISTORY_RE.search(question):  # (an action too: "delete the files I opened yesterday" is not a date)
        return (
            "I can't tell who changed a file, or which files were opened, sent or deleted: the index keeps each "
            "file's name, size and dates, not a history of what was done with it. I can show the most recently "
            "changed files (e.g. 'files changed last week'); 'filescout history' lists what filescout itself "
            "moved or trashed, and 'undo' puts back what it last did."
        )
    if SECRET_ASK_RE.search(question):
        return (
            "I won't show private keys, passwords or other secrets, and I never open such files (~/.ssh and "
            "~/.gnupg are not even read). I can find other files for you, e.g. 'find config files in Code'."
        )
    if PAID_RE.search(question) and intent != "action":
        return (
            "I can't tell what was paid for or where something came from: the index has each file's name, size and "
            "dates, not its purchase. I can find receipts or invoices that mention it, e.g. 'find receipt'."
        )
    if OWED_RE.search(question) and intent != "action":
        return (
            "I can't tell who owes what or what earned the most: I know your files (their names, sizes, dates and "
            "text), not your accounts. I can find the invoices or statements, e.g. 'invoices from this year'."
        )
    if WARRANTY_RE.search(question) and intent != "action":
        return (
            "I can't tell whether something is still under warranty: I know your files, not what they certify. I "
            "can find the documents about it, e.g. 'files that mention warranty'."
        )
    if JUDGE_RE.search(question) and intent != "action":
        from .vocabulary import STOPWORDS

        about = [w for w in re.findall(r"[\w'-]+", question.lower()) if w not in STOPWORDS and len(w) > 2][-2:]
        return (
            "I can't judge or predict that: I only know your files (their names, sizes, dates and text), offline. "
            f"I can find the documents about it, e.g. 'files that mention {' '.join(about) or 'the application'}'."
        )
    event = EVENT_RE.search(question)
    if event and intent != "action":
        what = re.findall(r"[^\W\d_]+", question[event.end() :])
        return (
            "I can't tell you when something happens: I know your files (their names, sizes, dates and text), not "
            f"your calendar. I can find the documents about it, e.g. 'find {what[-1] if what else 'ticket'}'."
        )
    if SEMANTIC_RE.search(question) and intent != "action":
        return (
            "I can't answer what a document says about something offline without a language model. I can find the "
            "document, show its text (e.g. 'read <file> pages 7'), or search for a word in it."
        )
    if re.search(r"(?<![\w])[a-z]:\\", question, re.I):
        return "That's a Windows path; I only know the folders indexed on this machine, so I can't answer that."
    if DURATION_RE.search(question) and MEDIA_RE.search(question):
        return (
            "I don't know how long songs or videos play: the index has their sizes, dates and names, not their "
            "durations. I can list them by size or date."
        )
    value = VALUE_RE.match(question)
    if value and not re.search(
        r"\b(?:file|files|folder|folders|biggest|largest|smallest|newest|oldest|latest|"
        r"recent|space|size|disk|storage|pdf|photo|document)s?\b",
        question,
        re.I,
    ):
        what = value.group("what").strip()
        return (
            f"I can't tell you your {what}: I know files, not what they mean. I can find the files that mention it "
            f"(try 'find {what}' or 'files that mention {what}')."
        )
    if EXCEPT_RE.search(question):
        return (
            "I can't leave part of a selection out yet, so I didn't guess. Ask for the files you want directly "
            "(a folder, a type, a size or a date), or name them."
        )
    return None


def _unknown_place(ctx, question: str, word: str) -> str | None:
    """A folder the user named that isn't indexed, or a path outside the roots: said plainly."""
    roots = ctx.roots()
    shown_roots = ", ".join(roots[:3]) + ("…" if len(roots) > 3 else "")
    if word.startswith(("/", "~")):
        return (
            f"{word} is outside the folders I index ({shown_roots or 'none yet'}), so I can't answer about it. "
            "Add it with 'filescout scan <folder>' if you want it indexed."
        )
    after = question[question.lower().find(word.lower()) + len(word) :]
    said_folder = bool(FOLDER_SAID_RE.match(after.strip())) or (word[:1].isupper() and not _is_name_like(ctx, word))
    if said_folder:
        return (
            f"I don't see a folder called {word!r} in the index (indexed: {shown_roots or 'nothing yet'}). "
            "If it's elsewhere, scan it first with 'filescout scan <folder>'."
        )
    return None


def _is_name_like(ctx, word: str) -> bool:
    """A capitalised word that is part of some file name ("from Ahmed" -> Invoice_Ahmed_….pdf)."""
    from .grounding import files_named

    return bool(files_named(ctx.conn, [word], limit=1))


def _negated(rest: str, slots) -> str | None:
    """A "not" no slot understood ("files that aren't pdfs", "zips not from 2024", "not big"): the filters would
    pick the very files the user left out, so say so instead of answering (or planning) the opposite. Not a
    question's "haven't I got…", nor "haven't touched in a year" (the dates took it: older than)."""
    for m in re.finditer(r"\bnot(?:\s+been)?(?:\s(?P<w>\w+)|\s*$|\s{2,})", rest):
        w = m.group("w") or ""  # (nothing: what followed was a filter the slots took, "not pdfs", "not from 2024")
        stale_said = (slots.date_label or "").startswith(("not touched", "older", "untouched"))
        if not w and (slots.modified_before and not slots.modified_after) and stale_said:
            continue  # (the dates took "haven't touched in a year"; "not before this year" is a negation)
        if w in ("i", "there", "it", "we", "you", "that", "this", "sure", "counting", "including", "yet", "know"):
            continue
        if w in ("found", "seen", "located", "managed", "finished", "heard", "spotted"):
            continue  # "I still haven't found the teaser": about the asker, not the files
        stale = w in ("touched", "opened", "used", "changed", "modified", "edited", "accessed", "looked", "updated")
        if stale and (slots.modified_before and not slots.modified_after):
            continue
        if stale and re.match(r"\s+(?:it|them|that|this|those)\b", rest[m.end() :]):
            continue  # "…since april? pretty sure i haven't touched it": an aside about the asker
        still = r"\b(?:is it|are they|do i still have|have i still got|still (?:on|here|there))\b"
        if stale and re.search(still, rest):
            continue  # "i haven't looked at the chainsaw manual in ages, is it still on here": the asker's aside
        if re.search(r"\b(?:why|whether or|or)\s+$", rest[: m.start()]):
            continue
        return (
            "I can't leave files out by what they are not yet, so I didn't guess (the filters would pick the very "
            "files you meant to leave out). Ask for the ones you want directly (a folder, a type, a size or a "
            "date), or name them."
        )
    return None
