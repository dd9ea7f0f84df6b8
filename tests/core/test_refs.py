"""References (core.sources.refs) and orders (registry.split_order): read once in core, used by the
command line, the lichess importer, the sheet connector and the bot."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

import core.sources.refs
import core.tiebreaks.registry
from core.sources.refs import (
    google_sheet_ref,
    is_google_sheet_url,
    lichess_swiss_id,
    looks_like_lichess,
)
from core.tiebreaks.registry import split_order

ROOT = Path(__file__).resolve().parents[2]
KEY = "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"


@pytest.mark.parametrize(
    ("ref", "want"),
    [
        ("lichess:j8rtJ5GL", "j8rtJ5GL"),
        (" https://lichess.org/swiss/j8rtJ5GL ", "j8rtJ5GL"),
        ("https://www.lichess.org/swiss/j8rtJ5GL.trf", "j8rtJ5GL"),
        ("lichess.org/swiss/j8rtJ5GL/", "j8rtJ5GL"),
        ("lichess:short", None),
        ("https://lichess.org/tournament/j8rtJ5GL", None),
        ("https://evil.org/swiss/j8rtJ5GL", None),
    ],
)
def test_lichess_references(ref: str, want: str | None) -> None:
    assert lichess_swiss_id(ref) == want


def test_a_lichess_compatible_server_is_named_by_its_host() -> None:
    assert (
        lichess_swiss_id("http://127.0.0.1:8080/swiss/j8rtJ5GL", hosts=["127.0.0.1:8080"])
        == "j8rtJ5GL"
    )
    assert looks_like_lichess("http://127.0.0.1:8080/swiss/j8rtJ5GL")
    assert not looks_like_lichess("results/swiss.json")


def test_sheet_references() -> None:
    url = f"https://docs.google.com/spreadsheets/d/{KEY}/edit?usp=sharing#gid=7"
    assert google_sheet_ref(url) == (KEY, 7)
    assert google_sheet_ref(KEY) == (KEY, None)
    assert google_sheet_ref("not a sheet") is None
    assert is_google_sheet_url(url) and not is_google_sheet_url(KEY)
    assert not is_google_sheet_url(f"https://example.org/spreadsheets/d/{KEY}")


def test_orders_are_split_one_way() -> None:
    assert split_order("BH-C1, BH;SB,,") == ["BH-C1", "BH", "SB"]
    assert split_order(["BH-C1;BH", " SB "]) == ["BH-C1", "BH", "SB"]
    assert split_order("") == []


def test_doctests() -> None:
    for module in (core.sources.refs, core.tiebreaks.registry):
        assert doctest.testmod(module).failed == 0


def test_references_and_orders_are_read_only_in_core() -> None:
    # The patterns of a lichess Swiss URL, a sheet URL and an order split live in core.sources.refs
    # and the registry; nothing else carries its own copy.
    patterns = [r"lichess\\\.org/swiss", r"/spreadsheets/d/\(", r"order[\w.]*\.split\("]
    found = []
    for folder in ("core", "bot", "sheets_addon"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.name == "refs.py" or "catalogue" in path.parts:
                continue
            text = path.read_text(encoding="utf-8")
            found += [f"{path.relative_to(ROOT)}: {p}" for p in patterns if re.search(p, text)]
    assert found == []
