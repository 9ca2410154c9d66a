"""Where filescout keeps its state, and its settings.

Everything lives in one directory: ``--home`` if given, else ``$FILESCOUT_HOME``,
else ``~/.filescout``. It is created 0700. Settings are read from
``config.json`` there (all optional); environment variables override them.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from .errors import FilescoutError

ENV_HOME = "FILESCOUT_HOME"


def resolve_home(home: str | os.PathLike | None = None) -> Path:
    """The state directory, chosen by argument, then environment, then ``~/.filescout``."""
    if home is None:
        home = os.environ.get(ENV_HOME) or Path("~/.filescout")
    return Path(home).expanduser().absolute()


def ensure_home(home: Path) -> Path:
    """Create the state directory 0700 (and tighten it if it exists)."""
    try:
        home.mkdir(mode=0o700, parents=True, exist_ok=True)
        if home.stat().st_mode & 0o077:
            home.chmod(0o700)
    except OSError as exc:
        raise FilescoutError(f"I couldn't create filescout's folder at {home} ({exc.strerror})")
    return home


@dataclass
class Settings:
    """User settings from ``config.json`` and the environment."""

    roots: list[str] = field(default_factory=list)  # extra allowed roots
    exclude: list[str] = field(default_factory=list)  # glob patterns never indexed
    content: bool = True  # index document contents after the metadata pass
    llm_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    confirm_threshold: int = 20
    ocr: bool = True  # read scans and pictures of text with Tesseract, when it is installed
    ocr_langs: str = "eng"  # Tesseract languages, "eng+fra"
    embed_url: str | None = None  # an OpenAI-compatible /v1/embeddings server (default: llm_url) for search by meaning
    embed_model: str | None = None  # no model: no semantic search
    embed_api_key: str | None = None
    index_url: str | None = None  # a shared index on PostgreSQL (postgresql://…); None: this machine's SQLite index
    host_name: str | None = None  # this machine's name in a shared index (default: its host name)
    publish_every: float = 30.0  # `watch` with a shared index: seconds between publishes of this machine's part

    @classmethod
    def load(cls, home: Path) -> Settings:
        data: dict = {}
        path = home / "config.json"
        if path.exists():
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                raise FilescoutError(f"I couldn't read the settings file {path}: {exc}")
        known = {f for f in cls.__dataclass_fields__}
        s = cls(**{k: v for k, v in data.items() if k in known})
        env = os.environ
        s.llm_url = env.get("FILESCOUT_LLM_URL", s.llm_url)
        s.llm_model = env.get("FILESCOUT_LLM_MODEL", s.llm_model)
        s.llm_api_key = env.get("FILESCOUT_LLM_API_KEY", s.llm_api_key)
        s.embed_url = env.get("FILESCOUT_EMBED_URL", s.embed_url)
        s.embed_model = env.get("FILESCOUT_EMBED_MODEL", s.embed_model)
        s.embed_api_key = env.get("FILESCOUT_EMBED_API_KEY", s.embed_api_key)
        s.index_url = env.get("FILESCOUT_INDEX", s.index_url) or None
        s.host_name = env.get("FILESCOUT_HOST_NAME", s.host_name) or None
        try:
            s.publish_every = max(1.0, float(env.get("FILESCOUT_PUBLISH_EVERY", s.publish_every)))
        except ValueError:
            raise FilescoutError("FILESCOUT_PUBLISH_EVERY (or publish_every) is a number of seconds.")
        if s.index_url and not s.index_url.startswith(("postgresql://", "postgres://")):
            raise FilescoutError(
                f"The index address {s.index_url!r} is not one I can use: give a PostgreSQL URL "
                "(postgresql://user@server/database), or leave it out for this machine's own index."
            )
        if env.get("FILESCOUT_OCR"):
            s.ocr = env["FILESCOUT_OCR"].strip().lower() not in ("0", "no", "off", "false")
        s.ocr_langs = env.get("FILESCOUT_OCR_LANGS") or s.ocr_langs
        if env.get("FILESCOUT_NO_CONTENT"):
            s.content = False
        return s
