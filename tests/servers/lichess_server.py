"""A tiny local stand-in for lichess's Swiss endpoints, for tests (127.0.0.1, free port).

It serves what the tests put in it, in lichess's formats:

* ``GET /api/swiss/{id}``: the tournament's JSON description (``application/json``);
* ``GET /swiss/{id}.trf``: the TRF export (``text/plain``);
* anything unknown: 404 with lichess's ``{"error": "Not found"}``.

A tournament can be made silent (``silence``): its requests are held, never answered, until
the server stops. Failures can be queued (``fail_next``): an HTTP status with optional headers, or
``DROP`` to close the connection without answering. Every request is recorded in
``requests`` (paths, in order) and ``max_in_flight`` tells whether the client ever had two
requests open at once.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

DROP = 0
"""A queued failure with this status closes the connection without an answer."""


@dataclass
class Failure:
    status: int
    headers: dict[str, str] = field(default_factory=dict)
    path_prefix: str = ""


class LichessServer:
    """Run with ``with LichessServer() as server:``; ``server.base_url`` is its address."""

    def __init__(self) -> None:
        self.headers: dict[str, dict[str, Any]] = {}
        self.trf: dict[str, str] = {}
        self.failures: deque[Failure] = deque()
        self.requests: list[str] = []
        self.accept: list[str] = []
        self.max_in_flight = 0
        self._in_flight = 0
        self._lock = threading.Lock()
        self.silent: set[str] = set()
        self._stopping = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.02,), daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def add_swiss(self, ident: str, header: dict[str, Any], trf: str) -> None:
        """Serve a tournament: its JSON description and its TRF export."""
        self.headers[ident] = header
        self.trf[ident] = trf

    def silence(self, ident: str) -> None:
        """Never answer the requests of tournament ``ident`` (held until the server stops)."""
        self.silent.add(ident)

    def fail_next(
        self,
        status: int,
        times: int = 1,
        *,
        headers: dict[str, str] | None = None,
        path_prefix: str = "",
    ) -> None:
        """Answer the next ``times`` requests (whose path starts with ``path_prefix``)
        with ``status`` (or drop the connection for :data:`DROP`)."""
        for _ in range(times):
            self.failures.append(Failure(status, dict(headers or {}), path_prefix))

    def __enter__(self) -> LichessServer:
        self._thread.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._stopping.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def _take_failure(self, path: str) -> Failure | None:
        with self._lock:
            for failure in self.failures:
                if path.startswith(failure.path_prefix):
                    self.failures.remove(failure)
                    return failure
        return None

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                return

            def do_GET(self) -> None:
                with owner._lock:
                    owner.requests.append(self.path)
                    owner.accept.append(self.headers.get("Accept", ""))
                    owner._in_flight += 1
                    owner.max_in_flight = max(owner.max_in_flight, owner._in_flight)
                try:
                    self._answer()
                finally:
                    with owner._lock:
                        owner._in_flight -= 1

            def _answer(self) -> None:
                path = self.path.split("?", 1)[0]
                if any(f"/{ident}" in path for ident in owner.silent):
                    owner._stopping.wait()
                    self.close_connection = True
                    return
                failure = owner._take_failure(path)
                if failure is not None:
                    if failure.status == DROP:
                        self.close_connection = True  # closed with no answer at all
                        return
                    body = json.dumps({"error": f"HTTP {failure.status}"}).encode()
                    self._send(failure.status, "application/json", body, failure.headers)
                    return
                if path.startswith("/api/swiss/"):
                    ident = path[len("/api/swiss/") :]
                    if ident in owner.headers:
                        body = json.dumps(owner.headers[ident]).encode()
                        self._send(200, "application/json", body)
                        return
                elif path.startswith("/swiss/") and path.endswith(".trf"):
                    ident = path[len("/swiss/") : -len(".trf")]
                    if ident in owner.trf:
                        self._send(
                            200, "text/plain; charset=utf-8", owner.trf[ident].encode("utf-8")
                        )
                        return
                self._send(404, "application/json", b'{"error":"Not found"}')

            def _send(
                self, status: int, ctype: str, body: bytes, headers: dict[str, str] | None = None
            ) -> None:
                self.send_response(status)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(body)))
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(body)

        return Handler
