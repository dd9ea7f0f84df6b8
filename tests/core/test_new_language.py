"""A seventh language from files alone (issue 34): a folder of Fluent files named by
``TIEBREAK_LOCALES_DIR`` is a language of the command line and of the published page, its
numbers written as its ``locale.ftl`` says, with no line of Python changed. The language is
made up (``qaa``: every English message reversed, tests/reversed_locale.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.reversed_locale import LANG, write_reversed

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "club-swiss.json"


@pytest.fixture(scope="module")
def locales(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("locales")
    write_reversed(folder)
    return folder


def tiebreak(
    locales: Path, *args: str, lang_env: str | None = None
) -> subprocess.CompletedProcess[str]:
    # The files read are kept in the test's own cache, not the user's.
    cache = str(locales.parent / "cache")
    env = {**os.environ, "TIEBREAK_LOCALES_DIR": str(locales), "TIEBREAK_CACHE_DIR": cache}
    env.pop("TIEBREAK_LANG", None)
    if lang_env is not None:
        env["TIEBREAK_LANG"] = lang_env
    return subprocess.run(
        [sys.executable, "-m", "core.cli", *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
        env=env,
    )


def test_the_command_line_speaks_the_new_language(locales: Path) -> None:
    english = tiebreak(locales, "standings", str(EXAMPLE))
    proc = tiebreak(locales, "standings", str(EXAMPLE), "--lang", LANG)
    assert english.returncode == proc.returncode == 0, proc.stderr
    title = english.stdout.splitlines()[0]
    name = "Riverside Chess Club Autumn Swiss"
    assert title == f"{name}: standings after round 5 of 5"
    # The title reversed around its placeholders: the name itself is not a message.
    assert proc.stdout.splitlines()[0] == f"5 fo 5 dnuor retfa sgnidnats :{name}"
    # The decimal separator of its locale.ftl: 13·5, not 13.5.
    assert "13·5" in proc.stdout and "13.5" not in proc.stdout
    assert "13.5" in english.stdout


def test_the_environment_chooses_it_too(locales: Path) -> None:
    proc = tiebreak(locales, "why", str(EXAMPLE), "1", "2", lang_env=LANG)
    assert proc.returncode == 0, proc.stderr
    assert "stniop no" in proc.stdout  # "on points" reversed
    assert "on points" not in proc.stdout


def test_without_the_folder_it_is_no_language(locales: Path) -> None:
    env = {
        k: v for k, v in os.environ.items() if k not in ("TIEBREAK_LOCALES_DIR", "TIEBREAK_LANG")
    }
    proc = subprocess.run(
        [sys.executable, "-m", "core.cli", "standings", str(EXAMPLE), "--lang", LANG],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
        env=env,
    )
    assert proc.returncode == 2 and LANG in proc.stderr


def test_the_published_page_speaks_it(locales: Path, tmp_path: Path) -> None:
    pytest.importorskip("jinja2")
    page = tmp_path / "page.html"
    proc = tiebreak(locales, "report", str(EXAMPLE), "-o", str(page), "--lang", LANG)
    assert proc.returncode == 0, proc.stderr
    html = page.read_text(encoding="utf-8")
    assert f'<html lang="{LANG}">' in html
    assert "dnuor retfa sgnidnats" in html and "standings after round" not in html


def test_its_help_and_argparse_words_too(locales: Path) -> None:
    proc = tiebreak(locales, "--lang", LANG, "--help")
    assert proc.returncode == 0, proc.stderr
    first = proc.stdout.splitlines()[0]
    # argparse's "usage:" through the catalogue, reversed; the language among the choices.
    assert first.startswith(":egasu tiebreak") and f",{LANG}}}" in first
    wrong = tiebreak(locales, "standings", "--lang", LANG)  # the file is missing
    assert wrong.returncode == 2 and wrong.stderr.startswith(":egasu tiebreak standings")
