"""Debian's headless Chromium driven through its DevTools protocol (issue 33), with the
websocket client of aiohttp (already installed for discord.py): open a page at a given
window width, then measure it with a JavaScript expression run in the page.

The page itself needs no script; the measurement is ours. Chromium runs with the flags of
:mod:`tests.core.browser` (a new empty profile, no background connections).
"""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import tempfile
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp

from tests.core.browser import FLAGS, require_tools

_LISTENING = re.compile(rb"DevTools listening on (ws://\S+)")


class Tab:
    """One page of the browser: DevTools commands over the page's session."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, session: str) -> None:
        self.ws = ws
        self.session = session
        self._id = 100

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        """Send one command and return its result (events before it are dropped)."""
        self._id += 1
        ident = self._id
        await self.ws.send_json(
            {"id": ident, "method": method, "params": params, "sessionId": self.session}
        )
        while True:
            data = await self.ws.receive_json(timeout=120)
            if data.get("id") == ident:
                if "error" in data:
                    raise AssertionError(f"{method}: {data['error']}")
                return dict(data.get("result", {}))

    async def open(self, page: Path, width: int, height: int = 900) -> None:
        """Show ``page`` in a window ``width`` CSS pixels wide (a phone: 390) and wait until
        it has loaded."""
        await self.send(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=width < 600,
        )
        await self.send("Page.enable")
        await self.send("Page.navigate", url=page.resolve().as_uri())
        for _ in range(600):
            state = await self.evaluate("document.readyState")
            if state == "complete":
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"{page} did not load")

    async def evaluate(self, expression: str) -> Any:
        """Return the JSON value of ``expression`` evaluated in the page."""
        got = await self.send(
            "Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True
        )
        if "exceptionDetails" in got:
            raise AssertionError(json.dumps(got["exceptionDetails"])[:2000])
        return got["result"].get("value")

    async def screenshot(self, out: Path, full: bool = False) -> Path:
        """Write a PNG of the window (the whole page with ``full``)."""
        params: dict[str, Any] = {"format": "png"}
        if full:
            params["captureBeyondViewport"] = True
        got = await self.send("Page.captureScreenshot", **params)
        import base64

        out.write_bytes(base64.b64decode(got["data"]))
        return out


@asynccontextmanager
async def browser() -> AsyncIterator[Tab]:
    """Start headless Chromium with a DevTools port and yield one tab."""
    command = require_tools()
    with tempfile.TemporaryDirectory(prefix="tiebreak-devtools-") as profile:
        proc = subprocess.Popen(
            [
                command,
                *FLAGS,
                f"--user-data-dir={profile}",
                "--remote-debugging-port=0",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            url = await asyncio.to_thread(_address, proc)
            async with aiohttp.ClientSession() as http, http.ws_connect(url, max_msg_size=0) as ws:
                await ws.send_json(
                    {"id": 1, "method": "Target.createTarget", "params": {"url": "about:blank"}}
                )
                target = await _reply(ws, 1)
                await ws.send_json(
                    {
                        "id": 2,
                        "method": "Target.attachToTarget",
                        "params": {"targetId": target["targetId"], "flatten": True},
                    }
                )
                attached = await _reply(ws, 2)
                yield Tab(ws, attached["sessionId"])
        finally:
            proc.kill()
            proc.wait(timeout=30)


def _address(proc: subprocess.Popen[bytes]) -> str:
    """The browser's DevTools address, from the line Chromium writes on standard error."""
    assert proc.stderr is not None
    seen = b""
    for line in proc.stderr:
        seen += line
        m = _LISTENING.search(line)
        if m:
            # what Chromium writes later is read and dropped: a full pipe would stop it
            threading.Thread(target=proc.stderr.read, daemon=True).start()
            return m.group(1).decode()
    raise AssertionError(f"chromium gave no DevTools address: {seen[-2000:]!r}")


async def _reply(ws: aiohttp.ClientWebSocketResponse, ident: int) -> dict[str, Any]:
    while True:
        data = await ws.receive_json(timeout=120)
        if data.get("id") == ident:
            return dict(data.get("result", {}))
