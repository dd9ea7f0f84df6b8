"""A hostile stand-in for lichess on 127.0.0.1 (free port): it answers every request in one
chosen bad way, to check that the importer's bounds hold (core/sources/lichess.py).

Each behaviour is a function of the connection and the requested path, written on raw
sockets (a well-behaved HTTP server library would not misbehave on demand):

* :func:`huge_body`: a 200 whose body (declared or not) goes on for ``size`` bytes;
* :func:`gzip_bomb`: ``Content-Encoding: gzip`` inflating to ``size`` bytes of spaces,
  compressed as it is sent (a few MB on the wire for a gigabyte inflated);
* :func:`trickle`: the headers, then one byte of the body a ``pause``;
* :func:`silent`: accepts the connection and never answers;
* :func:`redirect_loop`: a 302 to the same path, for ever;
* :func:`json_body`: a 200 with the given JSON text for the description, and a valid TRF
  export for the rest (for the header checks).

Every connection runs in a daemon thread and stops when the client goes away or the server
is closed; nothing here sends anything beyond the loopback address.
"""

from __future__ import annotations

import socket
import threading
import zlib
from collections.abc import Callable
from types import TracebackType

Behaviour = Callable[[socket.socket, str, threading.Event], None]


class HostileServer:
    """Run with ``with HostileServer(behaviour) as server:``; ``server.base_url``."""

    def __init__(self, behaviour: Behaviour) -> None:
        self.behaviour = behaviour
        self.requests: list[str] = []
        self._stop = threading.Event()
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind(("127.0.0.1", 0))
        self._sock.listen(16)
        self._sock.settimeout(0.05)
        self._thread = threading.Thread(target=self._serve, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._sock.getsockname()[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> HostileServer:
        self._thread.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        self._sock.close()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._handle, args=(conn,), daemon=True).start()

    def _handle(self, conn: socket.socket) -> None:
        with conn:
            conn.settimeout(5)
            try:
                head = b""
                while b"\r\n\r\n" not in head and len(head) < 65536:
                    piece = conn.recv(4096)
                    if not piece:
                        return
                    head += piece
                path = head.split(b" ", 2)[1].decode("latin-1")
                self.requests.append(path)
                self.behaviour(conn, path, self._stop)
            except OSError:
                return  # the client gave up: what these behaviours are for


def _head(conn: socket.socket, status: str, *headers: str) -> None:
    lines = [f"HTTP/1.1 {status}", *headers, "Connection: close", "", ""]
    conn.sendall("\r\n".join(lines).encode("latin-1"))


def huge_body(size: int, *, declared: bool = True) -> Behaviour:
    def behave(conn: socket.socket, path: str, stop: threading.Event) -> None:
        length = [f"Content-Length: {size}"] if declared else []
        _head(conn, "200 OK", "Content-Type: application/json", *length)
        block = b" " * 65536
        sent = 0
        while sent < size and not stop.is_set():
            conn.sendall(block)
            sent += len(block)

    return behave


def gzip_bomb(size: int) -> Behaviour:
    def behave(conn: socket.socket, path: str, stop: threading.Event) -> None:
        _head(conn, "200 OK", "Content-Type: application/json", "Content-Encoding: gzip")
        z = zlib.compressobj(9, zlib.DEFLATED, 31)
        block = b" " * (1 << 20)
        for _ in range(size >> 20):
            if stop.is_set():
                return
            out = z.compress(block)
            if out:
                conn.sendall(out)
        conn.sendall(z.flush())

    return behave


def trickle(pause: float) -> Behaviour:
    def behave(conn: socket.socket, path: str, stop: threading.Event) -> None:
        _head(conn, "200 OK", "Content-Type: application/json", "Content-Length: 100000")
        while not stop.wait(pause):
            conn.sendall(b" ")

    return behave


def silent(conn: socket.socket, path: str, stop: threading.Event) -> None:
    stop.wait(60)


def redirect_loop(conn: socket.socket, path: str, stop: threading.Event) -> None:
    _head(conn, "302 Found", f"Location: {path}", "Content-Length: 0")


def json_body(text: str, trf: str) -> Behaviour:
    def behave(conn: socket.socket, path: str, stop: threading.Event) -> None:
        body = (trf if path.endswith(".trf") else text).encode("utf-8")
        _head(conn, "200 OK", "Content-Type: application/json", f"Content-Length: {len(body)}")
        conn.sendall(body)

    return behave
