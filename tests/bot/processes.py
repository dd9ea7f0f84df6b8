"""Bot processes for the tests that need real ones (``python -m bot``): several processes on
one PostgreSQL, ``kill -9``, SIGTERM, ``/healthz`` and ``/metrics`` on their own ports.

Each process talks to the Discord stand-in served by the test's event loop, so everything
here is asynchronous (the loop must keep serving while a process starts or stops).
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import time
from pathlib import Path

import aiohttp

from tests.bot.conftest import ROOT
from tests.servers.discord_server import DiscordStandIn


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def bot_environment(server: DiscordStandIn, database_url: str, **settings: str) -> dict[str, str]:
    """The environment of a bot process against the stand-in (no other TIEBREAK_ setting)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DISCORD_", "TIEBREAK_", "DATABASE_URL"))
    }
    env.update(
        PYTHONPATH=str(ROOT),
        DISCORD_TOKEN=server.token,
        DISCORD_API_BASE=server.api_base,
        DISCORD_GATEWAY_URL=server.gateway_url,
        DATABASE_URL=database_url,
        TIEBREAK_IDENTIFY_INTERVAL="0",
        TIEBREAK_METRICS_HOST="127.0.0.1",
    )
    env.update(settings)
    return env


class BotProcess:
    """``python -m bot`` with its own metrics port; its standard error goes to a file."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.port = free_port()
        self.env = dict(env, TIEBREAK_METRICS_PORT=str(self.port))
        self.log = log
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self) -> BotProcess:
        with open(self.log, "ab") as err:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", env=self.env, stdout=err, stderr=err, cwd=ROOT
            )
        return self

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def get(self, path: str) -> tuple[int, str]:
        """Return the status and body of ``path`` (0 when nothing listens yet)."""
        try:
            async with (
                aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as s,
                s.get(self.url + path) as r,
            ):
                return r.status, await r.text()
        except (aiohttp.ClientError, TimeoutError):
            return 0, ""

    async def wait_health(self, status: int, timeout: float = 60.0) -> str:
        """Wait until ``/healthz`` answers ``status``; return its body."""
        deadline = time.monotonic() + timeout
        last = (0, "")
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.returncode is not None:
                raise AssertionError(f"the bot ended ({self.proc.returncode}): {self.tail()}")
            last = await self.get("/healthz")
            if last[0] == status:
                return last[1]
            await asyncio.sleep(0.1)
        raise AssertionError(f"/healthz never answered {status}: {last}; {self.tail()}")

    def tail(self) -> str:
        try:
            return self.log.read_text(errors="replace")[-3000:]
        except OSError:
            return ""

    async def terminate(self, timeout: float = 20.0) -> int:
        """Send SIGTERM; return the exit code."""
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
        return await asyncio.wait_for(self.proc.wait(), timeout)

    async def kill(self) -> None:
        """``kill -9``."""
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.kill()
        await self.proc.wait()

    async def stop(self) -> None:
        """End it however it is (for the tests' clean-up)."""
        if self.proc is not None and self.proc.returncode is None:
            try:
                await self.terminate(15)
            except TimeoutError:
                await self.kill()
