"""The tournament JSON reader builds each Player by position (core/formats/tournament_json.py):
every field of a player's object lands in its own field of :class:`core.model.Player`."""

from __future__ import annotations

from fractions import Fraction

from core.formats.tournament_json import tournament_from_dict
from core.model import Color, Outcome, Player, PlayerId, RoundResult


def test_every_field_of_a_player_lands_in_its_field() -> None:
    doc = {
        "format": "tiebreak-tournament/1",
        "rounds": 1,
        "players": [
            {
                "id": 1,
                "name": "Ana",
                "rating": 2100,
                "federation": "CZE",
                "fide_id": "123",
                "title": "WGM",
                "club": "Brno",
                "withdrawn_after": 1,
                "birth": "2001-02-03",
                "sex": "f",
                "manual_tiebreak": 2,
                "x-note": "kept",
                "results": ["+W2"],
            },
            {"id": 2, "name": "Bea", "results": ["-B1"]},
        ],
    }
    ana, bea = tournament_from_dict(doc).players
    assert ana == Player(
        id=PlayerId(1),
        name="Ana",
        results=(RoundResult(Outcome.WIN, PlayerId(2), Color.WHITE),),
        rating=2100,
        federation="CZE",
        fide_id="123",
        title="WGM",
        withdrawn_after=1,
        extra=(("x-note", "kept"),),
        birth="2001-02-03",
        sex="f",
        manual_tiebreak=Fraction(2),
        club="Brno",
    )
    assert len(ana) == len(Player._fields)
    assert bea == Player(
        id=PlayerId(2), name="Bea", results=(RoundResult(Outcome.LOSS, PlayerId(1), Color.BLACK),)
    )
