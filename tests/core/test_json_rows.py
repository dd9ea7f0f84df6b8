"""The rows of ``standings --format json`` as the command writes them (each row's text made
by one format, core/render/standings.py ``_row_texts``) are the text ``json.dumps(...,
ensure_ascii=False, indent=2)`` gives for the rows as dicts (formats.md 5)."""

from __future__ import annotations

import io
import json

import pytest

from core.engine.standings import compute_standings
from core.model import Tournament
from core.render.json_text import Encoded, print_json
from core.render.standings import standings_to_json
from tests.core.random_events import random_tournament

_NAMES = ['Ana "Anka" Nováková', "Back\\slash", "Ümit Çelik", "Иван Петров", "</script>", ""]


def _named(t: Tournament) -> Tournament:
    """The same event with names JSON must escape or keep as they are."""
    players = tuple(
        p._replace(name=_NAMES[i % len(_NAMES)] + str(p.id)) for i, p in enumerate(t.players)
    )
    return t._replace(players=players)


@pytest.mark.parametrize(
    ("seed", "rules", "order", "after"),
    [
        (1, "fide-2026", "BH-C1,BH,SB,PS,AOB", None),
        (2, "fide-2009", "BH-C1,BH,SB,DE,WIN,PS,AOB,ARO,TPR", None),
        (3, "uscf", "MM,SOLKOFF,CUM,KASHDAN", 4),
        (4, "cas", None, None),
        (5, "fide-2024", "DE,BH-M1", 1),
        (6, "naive", "", None),
    ],
)
def test_rows_as_made_are_the_text_of_the_rows(
    seed: int, rules: str, order: str | None, after: int | None
) -> None:
    t = _named(random_tournament(seed, 41, 7, unrated=seed % 2 == 0))
    st = compute_standings(t, rules=rules, order=order, after_round=after, unrated_rating=1000)
    made = standings_to_json(st, rows_as_made=True)
    assert isinstance(made["standings"], Encoded)
    written = io.StringIO()
    print_json(made, written)
    expected = json.dumps(standings_to_json(st), ensure_ascii=False, indent=2) + "\n"
    assert written.getvalue() == expected


def test_an_empty_list_of_texts_is_an_empty_list() -> None:
    written = io.StringIO()
    print_json({"standings": Encoded(iter([])), "n": 1}, written)
    assert written.getvalue() == json.dumps({"standings": [], "n": 1}, indent=2) + "\n"
