"""``tiebreak-bot`` start-up, run as a process: ``--help`` without a token, and every reason
it cannot start as one line on standard error, exit code 1, no traceback, no password.

Discord is the local stand-in (tests/servers/discord_server.py), reached through
``DISCORD_API_BASE`` / ``DISCORD_GATEWAY_URL``; "unreachable" is a port nobody listens on.
"""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.hidden_imports import REPO, console_script, run, without_modules
from tests.servers.discord_server import DiscordStandIn

BOT = console_script("tiebreak-bot", "bot")


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def bot_env(tmp_path: Path, **settings: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DISCORD_", "TIEBREAK_", "DATABASE_URL"))
    }
    env.update(PYTHONPATH=str(REPO), TIEBREAK_BOT_DB=str(tmp_path / "bot.sqlite3"))
    env.update(settings)
    return env


def one_line(stderr: str) -> str:
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("tiebreak-bot: ")
    return lines[0].removeprefix("tiebreak-bot: ")


async def run_bot(env: dict[str, str], cwd: Path, timeout: float = 60) -> tuple[int, str]:
    """Run the bot while this event loop serves the stand-in; return (exit code, stderr)."""
    proc = await asyncio.create_subprocess_exec(
        *BOT, env=env, cwd=cwd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    _, err = await asyncio.wait_for(proc.communicate(), timeout)
    assert proc.returncode is not None
    return proc.returncode, err.decode()


@pytest_asyncio.fixture
async def stand_in() -> AsyncIterator[DiscordStandIn]:
    server = DiscordStandIn()
    await server.start()
    yield server
    await server.stop()


def test_help_needs_no_token(tmp_path: Path) -> None:
    done = run([*BOT, "--help"], bot_env(tmp_path), tmp_path)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("usage: tiebreak-bot")
    for setting in ("DISCORD_TOKEN", "DATABASE_URL", "TIEBREAK_SHARDS", "TIEBREAK_SHARD_COUNT"):
        assert setting in done.stdout
    assert not (tmp_path / "bot.sqlite3").exists()


def test_unknown_argument_is_a_usage_error(tmp_path: Path) -> None:
    done = run([*BOT, "--token", "x"], bot_env(tmp_path, DISCORD_TOKEN="x"), tmp_path)
    assert done.returncode == 2 and "unrecognized arguments: --token" in done.stderr


@pytest.mark.asyncio
async def test_a_bad_token_is_one_line(stand_in: DiscordStandIn, tmp_path: Path) -> None:
    secret = "not-the-token-0123456789"
    env = bot_env(
        tmp_path,
        DISCORD_TOKEN=secret,
        DISCORD_API_BASE=stand_in.api_base,
        DISCORD_GATEWAY_URL=stand_in.gateway_url,
    )
    code, err = await run_bot(env, tmp_path)
    assert code == 1
    assert one_line(err) == (
        "Discord refused the token in DISCORD_TOKEN: copy it again "
        "from the developer portal (Bot, Reset Token)"
    )
    assert secret not in err


@pytest.mark.asyncio
async def test_the_right_token_starts_the_bot_and_its_log(
    stand_in: DiscordStandIn, tmp_path: Path
) -> None:
    # The log held back during start-up is written once Discord accepted the token.
    env = bot_env(
        tmp_path,
        DISCORD_TOKEN=stand_in.token,
        DISCORD_API_BASE=stand_in.api_base,
        DISCORD_GATEWAY_URL=stand_in.gateway_url,
    )
    proc = await asyncio.create_subprocess_exec(
        *BOT, env=env, cwd=tmp_path, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    try:
        await stand_in.wait_connected(1, timeout=30)
        assert proc.stderr is not None
        seen = ""
        while "connected to Gateway" not in seen:
            seen += (await asyncio.wait_for(proc.stderr.readline(), 30)).decode()
    finally:
        proc.terminate()
        await proc.wait()
    assert "logging in using static token" in seen and "synced" in seen


def test_discord_unreachable_is_one_line(tmp_path: Path) -> None:
    api = f"http://127.0.0.1:{closed_port()}/api/v10"
    done = run(BOT, bot_env(tmp_path, DISCORD_TOKEN="x" * 70, DISCORD_API_BASE=api), tmp_path)
    assert done.returncode == 1
    line = one_line(done.stderr)
    assert line.startswith(f"cannot reach Discord at {api}: Cannot connect to host"), line


def test_postgresql_unreachable_at_start_is_one_line_without_the_password(tmp_path: Path) -> None:
    port = closed_port()
    url = f"postgresql://organiser:secret@127.0.0.1:{port}/tiebreak"
    done = run(BOT, bot_env(tmp_path, DISCORD_TOKEN="x" * 70, DATABASE_URL=url), tmp_path)
    assert done.returncode == 1
    line = one_line(done.stderr)
    assert line.startswith(
        "cannot open the database: could not connect to PostgreSQL at "
        f"postgresql://organiser:***@127.0.0.1:{port}/tiebreak: connection failed:"
    ), line
    assert "secret" not in done.stderr + done.stdout


@pytest.mark.parametrize(
    "url", ["mysql://u:secret@h/db", "u:secret@h/db", "mysql://u:secret@[bad/db"]
)
def test_a_wrong_database_url_scheme_never_shows_the_password(tmp_path: Path, url: str) -> None:
    done = run(BOT, bot_env(tmp_path, DISCORD_TOKEN="x" * 70, DATABASE_URL=url), tmp_path)
    assert done.returncode == 1
    line = one_line(done.stderr)
    assert line.startswith(
        "DATABASE_URL must start with postgresql://, postgres:// or sqlite:///, not "
    ), line
    assert "secret" not in done.stderr + done.stdout


def test_a_missing_token_is_one_line(tmp_path: Path) -> None:
    done = run(BOT, bot_env(tmp_path), tmp_path)
    assert done.returncode == 1
    assert one_line(done.stderr).startswith("DISCORD_TOKEN is not set")


@pytest.mark.parametrize("hidden", ["discord", "aiohttp"])
def test_without_the_bot_extra_one_line_names_the_install(tmp_path: Path, hidden: str) -> None:
    env = without_modules(tmp_path, [hidden])
    env.update(
        {k: v for k, v in bot_env(tmp_path, DISCORD_TOKEN="x" * 70).items() if k != "PYTHONPATH"}
    )
    done = run(BOT, env, tmp_path)
    assert done.returncode == 1
    assert one_line(done.stderr) == (
        f"the bot's libraries are not installed (no module named {hidden!r}): run "
        "pip install '.[bot]' in the tiebreak folder"
    )


def test_without_psycopg_a_postgresql_url_names_the_install(tmp_path: Path) -> None:
    env = without_modules(tmp_path, ["psycopg"])
    env.update(
        {
            k: v
            for k, v in bot_env(
                tmp_path, DISCORD_TOKEN="x" * 70, DATABASE_URL="postgresql://u:secret@h/db"
            ).items()
            if k != "PYTHONPATH"
        }
    )
    done = run(BOT, env, tmp_path)
    assert done.returncode == 1
    assert "no module named 'psycopg'" in one_line(done.stderr)
    assert "secret" not in done.stderr


def test_help_works_without_the_bot_extra(tmp_path: Path) -> None:
    env = without_modules(tmp_path, ["discord", "aiohttp", "psycopg"])
    done = run([*BOT, "--help"], env, tmp_path)
    assert done.returncode == 0 and "DISCORD_TOKEN" in done.stdout


@pytest.mark.parametrize(
    "url", ["postgresql://u:secret@[::1/db", "postgresql://u:secret@127.0.0.1:notaport/db"]
)
def test_a_malformed_postgresql_url_never_shows_the_password(tmp_path: Path, url: str) -> None:
    done = run(BOT, bot_env(tmp_path, DISCORD_TOKEN="x" * 70, DATABASE_URL=url), tmp_path)
    assert done.returncode == 1
    assert one_line(done.stderr).startswith(
        "cannot open the database: could not connect to PostgreSQL at postgresql://u:***@"
    )
    assert "secret" not in done.stderr + done.stdout
