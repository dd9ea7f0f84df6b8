"""Every reader applies the same checks: a file ``check`` accepts converts (``convert --to
json`` / ``--to trf``) to a file ``check`` accepts. Hostile text (control characters, a tab,
bidirectional overrides, long numbers, many round columns) is put into valid TRF and JSON
files of random events; whatever a reader accepts must survive its own conversion."""

from __future__ import annotations

import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import InputError
from core.formats.load import load_text
from core.formats.tournament_json import write_tournament_json
from core.formats.trf import write_trf
from core.model import Tournament
from tests.conftest import REPO
from tests.core.random_events import random_tournament
from tests.core.random_team_events import random_team_tournament

GRIDS = [REPO / "examples" / n for n in ("club-crosstable.csv", "club-pairings.csv")]

ROUND_TRIP = settings(max_examples=250, deadline=None, suppress_health_check=list(HealthCheck))

HOSTILE = st.text(
    alphabet=st.sampled_from(
        [
            *("\t", "\x1b", "\x07", "\r", "\x00", "\x7f", "\x85", "\u202e", "\u200b", "\u2066"),
            *"0123456789 .-+=abcXYZ/½é",
        ]
    ),
    min_size=1,
    max_size=12,
)


def _written(t: Tournament, fmt: str) -> str | None:
    buf = io.StringIO()
    try:
        if fmt == "json":
            write_tournament_json(t, buf)
        else:
            write_trf(t, buf, strict=False)
    except InputError:
        return None  # TRF-16 cannot hold this event at all: convert refuses it, cleanly
    return buf.getvalue()


def _event(seed: int, team: bool) -> Tournament:
    if team:
        return random_team_tournament(seed, 6, 2, 3)
    return random_tournament(seed, 6, 3)


def _mutated(text: str, line_at: int, column: int, insert: str, overwrite: bool) -> str:
    lines = text.split("\n")
    i = line_at % len(lines)
    line = lines[i]
    at = min(column, len(line))
    lines[i] = line[:at] + insert + line[at + (len(insert) if overwrite else 0) :]
    return "\n".join(lines)


def _converts(text: str, source: str) -> None:
    """If a reader accepts ``text``, its JSON and TRF conversions are accepted too."""
    try:
        accepted = load_text(text, source=source)
    except InputError:
        return  # refused: nothing to convert
    for out in ("json", "trf"):
        converted = _written(accepted, out)
        if converted is None:
            continue
        try:
            load_text(converted, source=f"converted.{out}")
        except InputError as exc:
            raise AssertionError(
                f"{source} was accepted, its conversion to {out} is refused: {exc}"
            ) from None


@ROUND_TRIP
@given(
    st.sampled_from(GRIDS),
    st.integers(0, 10_000),
    st.integers(0, 200),
    HOSTILE,
    st.booleans(),
)
def test_a_grid_check_accepts_converts_to_a_file_check_accepts(
    grid: object, line_at: int, column: int, insert: str, overwrite: bool
) -> None:
    assert hasattr(grid, "read_text") and hasattr(grid, "name")
    text = grid.read_text(encoding="utf-8")
    _converts(_mutated(text, line_at, column, insert, overwrite), grid.name)


@ROUND_TRIP
@given(
    st.integers(0, 500),
    st.booleans(),
    st.sampled_from(["json", "trf"]),
    st.integers(0, 10_000),
    st.integers(0, 200),
    HOSTILE,
    st.booleans(),
)
def test_a_file_check_accepts_converts_to_a_file_check_accepts(
    seed: int, team: bool, fmt: str, line_at: int, column: int, insert: str, overwrite: bool
) -> None:
    text = _written(_event(seed, team), fmt)
    assert text is not None
    _converts(_mutated(text, line_at, column, insert, overwrite), f"hostile.{fmt}")


def test_a_trf_rating_or_text_the_json_would_refuse_is_refused_in_the_trf() -> None:
    """Found by the round trip above: a TRF rating of 4065 and a control character in the
    federation or title columns were read, and the JSON they converted to was refused."""
    text = _written(_event(0, False), "trf")
    assert text is not None
    for column, insert in ((46, "004"), (53, "\x1b"), (10, "\x7f")):
        hostile = _mutated(text, 5, column, insert, True)
        try:
            load_text(hostile, source="hostile.trf")
        except InputError as exc:
            assert "hostile.trf" in str(exc) and "player 1" in str(exc)
        else:
            raise AssertionError(f"accepted {hostile.splitlines()[5]!r}")
