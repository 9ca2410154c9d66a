"""Talking to a local OpenAI-compatible server (a model's chat endpoint, an embeddings endpoint): one JSON POST.

Every failure becomes the caller's exception class with a plain sentence that names the server. Imports nothing of
filescout, so the agent (chat) and the content index (embeddings) share it without an upward import.
"""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request


def post_json(
    endpoint: str, body: dict, *, url: str, name: str, api_key: str | None, timeout: float, error: type[Exception]
) -> dict:
    """POST ``body`` as JSON to ``endpoint`` and return the JSON answer; ``name`` is what the server is called
    in messages ("model server"), ``url`` where it is."""
    req = urllib.request.Request(
        endpoint, data=json.dumps(body).encode(), method="POST", headers={"Content-Type": "application/json"}
    )
    if api_key:
        req.add_header("Authorization", f"Bearer {api_key}")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return json.loads(resp.read().decode("utf-8", "replace"))
    except urllib.error.HTTPError as exc:
        raise error(f"The {name} at {url} answered with an error ({exc.code})")
    except TimeoutError:
        raise error(f"The {name} at {url} didn't answer within {timeout:g} s")
    except (urllib.error.URLError, ConnectionError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        if isinstance(reason, TimeoutError | socket.timeout):
            raise error(f"The {name} at {url} didn't answer within {timeout:g} s")
        raise error(f"I couldn't reach the {name} at {url} ({reason})")
    except ValueError:
        raise error(f"The {name} at {url} sent something that isn't JSON")
