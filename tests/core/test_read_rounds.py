"""What the tournament JSON reader learns about the rounds it builds (no pending round, no
game score: core.known_rounds.ReadPlayers) holds for its own players only: a tournament with
other players searches its rounds; the facts survive pickling (the bot's worker processes)."""

from __future__ import annotations

from core.formats.tournament_json import tournament_from_dict
from core.model import Outcome, RoundResult


def _doc(first: list[str], second: list[str], **more: list[str]) -> dict[str, object]:
    ana: dict[str, object] = {"id": 1, "name": "Ana", "results": first}
    bea: dict[str, object] = {"id": 2, "name": "Bea", "results": second}
    if more:
        ana["scores"], bea["scores"] = more["ana"], more["bea"]
    return {"format": "tiebreak-tournament/1", "rounds": 2, "players": [ana, bea]}


def test_a_finished_event_read_has_no_pending_round_until_its_players_change() -> None:
    t = tournament_from_dict(_doc(["+W2", "-B2"], ["-B1", "+W1"]))
    assert t.pending_round is None and not t.has_game_scores()
    paired = tuple(
        p._replace(results=(p.results[0], RoundResult(Outcome.PENDING, q.id)))
        for p, q in zip(t.players, reversed(t.players), strict=True)
    )
    changed = t._replace(players=paired)
    assert changed.pending_round == 2
    assert changed.after_round(1).pending_round is None


def test_an_event_read_with_a_pending_round_or_scores_says_so() -> None:
    assert tournament_from_dict(_doc(["+W2", "?B2"], ["-B1", "?W1"])).pending_round == 2
    doc = _doc(
        ["+W2", "-B2"], ["-B1", "+W1"], ana=["400:350", "300:420"], bea=["350:400", "420:300"]
    )
    assert tournament_from_dict(doc).has_game_scores()


def test_what_the_reader_learned_is_pickled_with_the_players() -> None:
    import pickle

    from core.known_rounds import ReadPlayers, read_rounds

    t = tournament_from_dict(_doc(["+W2", "-B2"], ["-B1", "+W1"]))
    assert type(t.players) is ReadPlayers and read_rounds(t.players) == (False, False)
    again = pickle.loads(pickle.dumps(t))
    assert again == t and read_rounds(again.players) == (False, False)
    assert read_rounds(tuple(t.players)) is None
