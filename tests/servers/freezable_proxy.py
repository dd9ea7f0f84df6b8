"""A TCP proxy on 127.0.0.1 that can freeze: a stand-in for a database server stopped with
SIGSTOP, without stopping the PostgreSQL server that others share.

While :meth:`FreezableProxy.freeze` is in force, connections stay open and new ones are
accepted (the kernel of a stopped server still completes the handshake and acknowledges
bytes), but no byte goes through in either direction: a client waits as it would on a
frozen server. :meth:`thaw` lets the bytes through again.
"""

from __future__ import annotations

import socket
import threading
from types import TracebackType


class FreezableProxy:
    """Run with ``with FreezableProxy(host, port) as proxy:``; connect to ``proxy.port``."""

    def __init__(self, host: str, port: int) -> None:
        self.upstream = (host, port)
        self._open = threading.Event()
        self._open.set()
        self._stop = threading.Event()
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind(("127.0.0.1", 0))
        self._sock.listen(64)
        self._sock.settimeout(0.05)
        self._conns: list[socket.socket] = []
        self._thread = threading.Thread(target=self._serve, daemon=True)

    @property
    def port(self) -> int:
        return int(self._sock.getsockname()[1])

    def freeze(self) -> None:
        self._open.clear()

    def thaw(self) -> None:
        self._open.set()

    def __enter__(self) -> FreezableProxy:
        self._thread.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._stop.set()
        self._open.set()
        self._thread.join(timeout=5)
        for conn in self._conns:
            try:
                conn.close()
            except OSError:
                pass
        self._sock.close()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                client, _ = self._sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._start, args=(client,), daemon=True).start()

    def _start(self, client: socket.socket) -> None:
        self._conns.append(client)
        self._wait_open()  # a frozen server answers no new connection either
        if self._stop.is_set():
            return
        try:
            upstream = socket.create_connection(self.upstream, timeout=5)
        except OSError:
            client.close()
            return
        upstream.settimeout(None)
        self._conns.append(upstream)
        for a, b in ((client, upstream), (upstream, client)):
            threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _wait_open(self) -> None:
        while not self._stop.is_set() and not self._open.wait(0.05):
            pass

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while not self._stop.is_set():
                data = src.recv(65536)
                if not data:
                    break
                self._wait_open()  # frozen: the bytes are held, not passed on
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
