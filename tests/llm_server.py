"""A small OpenAI-compatible server on 127.0.0.1 that replays scripted replies (the only stand-in allowed)."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class ScriptedLLM:
    """Each reply is a message dict, or {"__status__": 500}, or {"__sleep__": seconds, ...message}.

    ``embed``: a function text -> vector; then POST .../embeddings answers like /v1/embeddings with it (or with
    the status in ``embed_status`` when that is set)."""

    def __init__(self, replies: list[dict], embed=None) -> None:
        self.replies = list(replies)
        self.embed = embed
        self.embed_status: int | None = None
        self.requests: list[dict] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a) -> None:  # quiet
                pass

            def do_POST(self) -> None:
                n = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(n) or b"{}")
                outer.requests.append({"path": self.path, "body": body})
                if self.path.rstrip("/").endswith("/embeddings") and outer.embed is not None:
                    return self._embeddings(body)
                reply = outer.replies.pop(0) if outer.replies else {"content": ""}
                if "__sleep__" in reply:
                    time.sleep(reply["__sleep__"])
                    reply = {k: v for k, v in reply.items() if k != "__sleep__"}
                if "__status__" in reply:
                    self.send_response(reply["__status__"])
                    self.end_headers()
                    self.wfile.write(b'{"error": "scripted failure"}')
                    return
                data = json.dumps(
                    {
                        "id": "x",
                        "object": "chat.completion",
                        "model": body.get("model"),
                        "choices": [{"index": 0, "message": {"role": "assistant", **reply}, "finish_reason": "stop"}],
                    }
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _embeddings(self, body: dict) -> None:
                if outer.embed_status:
                    self.send_response(outer.embed_status)
                    self.end_headers()
                    return
                texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
                items = [{"object": "embedding", "index": i, "embedding": outer.embed(t)} for i, t in enumerate(texts)]
                data = json.dumps({"object": "list", "data": items, "model": body.get("model")}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        class Server(ThreadingHTTPServer):
            def handle_error(self, request, client_address) -> None:  # a client that gave up (timeout test)
                pass

        self.server = Server(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> ScriptedLLM:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()

    def messages(self, i: int) -> list[dict]:
        return self.requests[i]["body"]["messages"]
