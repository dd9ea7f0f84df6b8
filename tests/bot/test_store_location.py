"""Where the bot keeps its store when nothing names one: the user's data folder (XDG Base
Directory: ``$XDG_DATA_HOME/tiebreak/``, else ``~/.local/share/tiebreak/``), said in
``--help``, never a file left in whatever folder ``tiebreak-bot`` was started from."""

from __future__ import annotations

from pathlib import Path

from bot.settings import Settings, default_sqlite_path
from tests.bot.test_startup import BOT, bot_env, closed_port, one_line
from tests.hidden_imports import run


def test_the_default_store_is_in_the_data_folder() -> None:
    env = {"DISCORD_TOKEN": "x", "HOME": "/home/ana", "XDG_DATA_HOME": "/srv/data"}
    assert Settings.from_env(env).sqlite_path == "/srv/data/tiebreak/tiebreak-bot.sqlite3"
    assert Settings.from_env(env).database == "sqlite:////srv/data/tiebreak/tiebreak-bot.sqlite3"
    del env["XDG_DATA_HOME"]
    home = "/home/ana/.local/share/tiebreak/tiebreak-bot.sqlite3"
    assert Settings.from_env(env).sqlite_path == home
    # The specification: a relative XDG_DATA_HOME is invalid and ignored.
    assert Settings.from_env({**env, "XDG_DATA_HOME": "data"}).sqlite_path == home
    assert default_sqlite_path({**env, "XDG_DATA_HOME": " "}) == Path(home)


def test_a_named_store_wins() -> None:
    env = {"DISCORD_TOKEN": "x", "XDG_DATA_HOME": "/srv/data", "TIEBREAK_BOT_DB": "club.db"}
    assert Settings.from_env(env).sqlite_path == "club.db"
    url = "postgresql://bot@db/tiebreak"
    assert Settings.from_env({**env, "DATABASE_URL": url}).database == url


def start_env(tmp_path: Path, **settings: str) -> dict[str, str]:
    env = bot_env(tmp_path)
    for name in ("TIEBREAK_BOT_DB", "XDG_DATA_HOME"):
        env.pop(name, None)
    env["HOME"] = str(tmp_path / "home")
    env.update(settings)
    return env


def test_help_names_the_store(tmp_path: Path) -> None:
    data = tmp_path / "data"
    done = run([*BOT, "--help"], start_env(tmp_path, XDG_DATA_HOME=str(data)), tmp_path)
    assert done.returncode == 0
    assert "$XDG_DATA_HOME/tiebreak/tiebreak-bot.sqlite3" in done.stdout
    assert "~/.local/share/tiebreak/tiebreak-bot.sqlite3" in done.stdout
    assert f"here:\n{' ' * 25}{data / 'tiebreak' / 'tiebreak-bot.sqlite3'})" in done.stdout
    assert not data.exists()  # --help creates nothing


def test_a_failed_start_leaves_nothing_in_the_current_folder(tmp_path: Path) -> None:
    here = tmp_path / "club"
    here.mkdir()
    api = f"http://127.0.0.1:{closed_port()}/api/v10"
    env = start_env(tmp_path, DISCORD_TOKEN="x" * 70, DISCORD_API_BASE=api)
    done = run(BOT, env, here)
    assert done.returncode == 1
    assert one_line(done.stderr).startswith(f"cannot reach Discord at {api}")
    assert list(here.iterdir()) == []
    # No XDG_DATA_HOME: the store was opened (before Discord was asked) under ~/.local/share.
    store = tmp_path / "home" / ".local" / "share" / "tiebreak" / "tiebreak-bot.sqlite3"
    assert store.is_file()


def test_a_data_folder_that_cannot_be_made_is_one_line(tmp_path: Path) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    env = start_env(tmp_path, DISCORD_TOKEN="x" * 70, XDG_DATA_HOME=str(blocked))
    done = run(BOT, env, tmp_path)
    assert done.returncode == 1
    line = one_line(done.stderr)
    assert line.startswith(f"cannot create the folder {blocked / 'tiebreak'} for the bot's store")
    assert line.endswith("(TIEBREAK_BOT_DB names another file)")
