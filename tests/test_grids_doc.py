"""docs/grids.md tells the truth: every cell of its tables means what the table says, every
grid on the page is read, and all of them, in six languages and two layouts, are the same
event with the same standings."""

from __future__ import annotations

import re

import pytest

from core.engine.standings import compute_standings
from core.formats.crosstable import read_token
from core.formats.grid_cells import parse_cell, parse_result
from core.formats.load import load_text
from core.model import Outcome
from tests.conftest import REPO

DOC = (REPO / "docs" / "grids.md").read_text(encoding="utf-8")
GRIDS = re.findall(r"```csv\n(.*?)```", DOC, re.S)


def section(title: str) -> str:
    return DOC.split(title)[1].split("\n## ")[0].split("\n### ")[0]


def table_rows(text: str) -> list[list[str]]:
    rows = [line for line in text.splitlines() if line.startswith("| `")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows]


def ticked(cell: str) -> str:
    found = re.match(r"`([^`]+)`", cell)
    assert found is not None, cell
    return found.group(1)


def test_every_round_cell_is_the_token_the_table_says() -> None:
    rows = table_rows(section("### What a round cell may hold"))
    assert len(rows) >= 20
    for typed, token, _meaning in rows:
        assert parse_cell(ticked(typed)) == read_token(ticked(token)), typed
    assert {ticked(r[0]) for r in rows} >= {"6w1", "4b½", "10b-", "7w+", "5w", "BYE", "H"}


MEANINGS = {
    "White won by forfeit": (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS),
    "Black won by forfeit": (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN),
    "White won": (Outcome.WIN, Outcome.LOSS),
    "Black won": (Outcome.LOSS, Outcome.WIN),
    "a draw": (Outcome.DRAW, Outcome.DRAW),
    "neither player came": (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS),
    "a double forfeit": (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS),
}


def meaning(text: str) -> tuple[Outcome, Outcome]:
    return next(v for k, v in MEANINGS.items() if text.startswith(k))


def test_every_result_cell_means_what_the_table_says() -> None:
    rows = table_rows(section("### What a result cell may hold"))
    assert len(rows) >= 12
    for typed, said in rows:
        expected = meaning(said)
        assert parse_result(ticked(typed)) == expected, typed
        # The other spellings the row names ("also ...") mean the same.
        for also in re.findall(r"`([^`]+)`", said.split("also", 1)[1] if "also" in said else ""):
            assert parse_result(also) == expected, also


def standings_of(text: str, n: int) -> list[tuple[int, object, tuple[object, ...]]]:
    t = load_text(text, source=f"grids.md grid {n}.csv")
    st = compute_standings(t, live=True)
    return [(row.player.id, row.points, tuple(row.values.values())) for row in st.rows]


def test_every_grid_is_read_and_all_are_the_same_event() -> None:
    assert len(GRIDS) == 12  # section 1, section 2, five crosstables, five pairings lists
    first = standings_of(GRIDS[0], 0)
    assert [(pid, str(points)) for pid, points, _ in first] == [
        (3, "2"),
        (1, "3/2"),
        (2, "3/2"),
        (4, "1/2"),
    ]
    for n, grid in enumerate(GRIDS[1:], 1):
        assert standings_of(grid, n) == first, f"grid {n}"


@pytest.mark.parametrize("n", range(12))
def test_round_three_is_in_progress_in_every_grid(n: int) -> None:
    t = load_text(GRIDS[n], source=f"grid {n}.csv")
    progress = compute_standings(t).progress
    assert progress is not None  # the complete rounds only: 1 and 2
    assert (progress.after_round, progress.round, len(progress.pending)) == (2, 3, 1)
