"""The service: standings cached by revision (a call-count test), settings checked first."""

from __future__ import annotations

import pytest

from bot.errors import NoTournamentError
from bot.service import TournamentService
from bot.store import Store
from core.errors import UnknownRuleSetError, UnknownTiebreakError
from tests.bot.botsample import tournament_text

G = 7


def test_standings_are_computed_once_per_revision(store: Store) -> None:
    svc = TournamentService(store)
    with pytest.raises(NoTournamentError):
        svc.load(G)
    svc.link_upload(G, "club.json", tournament_text().encode())
    assert svc.computed == 1
    first = svc.load(G)
    assert svc.load(G) is first and svc.computed == 1
    svc.set_settings(G, None, rules="uscf", order="MM,SOLKOFF")
    assert svc.computed == 2
    st = svc.load(G).standings
    assert (st.rules, st.order) == ("uscf", ("MM", "SOLKOFF"))
    other = TournamentService(Store(store.db.url))  # another shard changes the order
    other.set_settings(G, None, rules=None, order="SB")
    assert svc.load(G).standings.order == ("SB",)
    assert svc.computed == 3


def test_bad_settings_are_refused_before_storing(store: Store) -> None:
    svc = TournamentService(store)
    svc.link_upload(G, "club.json", tournament_text().encode())
    with pytest.raises(UnknownTiebreakError):
        svc.set_settings(G, None, rules=None, order="BH,NOPE")
    with pytest.raises(UnknownRuleSetError):
        svc.set_settings(G, None, rules="fifa", order=None)
    linked = store.active(G)
    assert linked is not None and (linked.rules, linked.order) == (None, None)


def test_codes_are_normalised(store: Store) -> None:
    svc = TournamentService(store)
    svc.link_upload(G, "club.json", tournament_text().encode())
    loaded = svc.set_settings(G, None, rules=None, order="bh/c1, median ,sb")
    assert loaded.linked.order == ("BH-C1", "BH-M1", "SB")
