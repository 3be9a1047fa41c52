"""A TCP hop that a test cuts and restores: PostgreSQL (or anything) out of reach for a while.

    hop = TcpProxy(("127.0.0.1", 5432))   # listens on 127.0.0.1:hop.port
    hop.cut()                             # new connections refused, open ones reset
    hop.restore()                         # listening again on the same port
    hop.close()
"""
from __future__ import annotations

import selectors
import socket
import struct
import threading

from tests.service_fixtures import free_port

__all__ = ["TcpProxy"]


class TcpProxy:
    """127.0.0.1:``port`` forwarded to ``target``. ``cut()``: nothing listens (connections are
    refused) and every open connection is reset, as when the database host drops off the network
    or restarts; ``restore()`` listens again. One thread, a selector over every socket."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target, self.port = target, free_port()
        self._sel = selectors.DefaultSelector()
        self._listener: socket.socket | None = None
        self._peers: dict[socket.socket, socket.socket] = {}
        self._commands: list[tuple[str, threading.Event]] = []
        self._lock = threading.Lock()
        self._stop = False
        self._listen()
        self._thread = threading.Thread(target=self._run, name="tcp-proxy", daemon=True)
        self._thread.start()

    def _listen(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(128)
        listener.setblocking(False)
        self._sel.register(listener, selectors.EVENT_READ, None)
        self._listener = listener

    def _do(self, command: str) -> None:
        done = threading.Event()
        with self._lock:
            self._commands.append((command, done))
        assert done.wait(10), f"the proxy did not {command}"

    def cut(self) -> None:
        self._do("cut")

    def restore(self) -> None:
        self._do("restore")

    def close(self) -> None:
        self._do("cut")
        self._stop = True
        self._thread.join(5)

    def _drop(self, sock: socket.socket, *, reset: bool) -> None:
        for s in (sock, self._peers.pop(sock, None)):
            if s is None:
                continue
            self._peers.pop(s, None)
            try:
                self._sel.unregister(s)
            except (KeyError, ValueError):
                pass
            if reset:  # RST, not FIN: the other side learns at once that the connection is gone
                s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            s.close()

    def _run(self) -> None:
        while not self._stop:
            with self._lock:
                commands, self._commands = self._commands, []
            for command, done in commands:
                if command == "cut":
                    if self._listener is not None:
                        self._sel.unregister(self._listener)
                        self._listener.close()
                        self._listener = None
                    for sock in list(self._peers):
                        if sock in self._peers:
                            self._drop(sock, reset=True)
                elif self._listener is None:
                    self._listen()
                done.set()
            for key, _ in self._sel.select(0.05):
                sock = key.fileobj
                if key.data is None:  # the listener
                    try:
                        client, _ = sock.accept()  # type: ignore[union-attr]
                        upstream = socket.create_connection(self.target, timeout=5)
                    except OSError:
                        continue
                    for s in (client, upstream):
                        s.setblocking(True)
                    self._peers[client], self._peers[upstream] = upstream, client
                    self._sel.register(client, selectors.EVENT_READ, "pipe")
                    self._sel.register(upstream, selectors.EVENT_READ, "pipe")
                    continue
                if sock not in self._peers:
                    continue
                try:
                    data = sock.recv(65536)  # type: ignore[union-attr]
                    if data:
                        self._peers[sock].sendall(data)  # type: ignore[index]
                        continue
                except OSError:
                    pass
                self._drop(sock, reset=False)  # type: ignore[arg-type]
