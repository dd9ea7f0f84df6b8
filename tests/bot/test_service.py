"""The service: standings cached by revision (a call-count test), settings checked first,
answers kept per loaded tournament."""

from __future__ import annotations

from typing import Any

import pytest

from bot import sources
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


def test_cached_is_a_store_read_and_none_until_computed(store: Store) -> None:
    svc = TournamentService(store)
    with pytest.raises(NoTournamentError):
        svc.cached(G)
    svc.link_upload(G, "club.json", tournament_text().encode())
    loaded = svc.cached(G)
    assert loaded is svc.load(G)  # the link computed it
    assert svc.cached(G, after_round=9) is loaded  # at or beyond the rounds played: the same
    assert svc.cached(G, after_round=2) is None  # not computed yet
    two = svc.load(G, after_round=2)
    assert svc.cached(G, after_round=2) is two and svc.computed == 2
    other = TournamentService(Store(store.db.url))  # another shard changes the order
    other.set_settings(G, None, rules=None, order="SB")
    assert svc.cached(G) is None and svc.computed == 2  # stale: nothing computed by asking
    checked, found = svc.try_cached(G)
    assert checked == (store.dialect == "sqlite") and found is None


def test_answers_are_kept_per_loaded_tournament(store: Store) -> None:
    svc = TournamentService(store)
    svc.link_upload(G, "club.json", tournament_text().encode())
    built: list[str] = []

    def build(loaded: Any) -> str:
        built.append(loaded.tournament.name)
        return f"{loaded.standings.order}"

    first = svc.load(G)
    assert svc.answered(first, ("rules", "en")) is None
    answer = svc.answer(first, ("rules", "en"), build)
    assert svc.answer(first, ("rules", "en"), build) is answer and len(built) == 1
    assert svc.answered(first, ("rules", "en")) == (answer,)
    svc.answer(first, ("rules", "cs"), build)  # another key: built again
    assert len(built) == 2
    svc.set_settings(G, None, rules=None, order="SB")  # a new revision: a new tournament
    again = svc.load(G)
    assert svc.answered(again, ("rules", "en")) is None
    assert svc.answer(again, ("rules", "en"), build) == "('SB',)" and len(built) == 3

    def fails(loaded: Any) -> str:
        built.append("failed")
        raise NoTournamentError()

    for _ in range(2):  # an error is raised each time, never kept
        with pytest.raises(NoTournamentError):
            svc.answer(again, ("player", "nobody", "en"), fails)
    assert built.count("failed") == 2


def test_answers_do_not_keep_replaced_tournaments_alive(store: Store) -> None:
    """The answers are bounded in count, but each holds its loaded tournament (megabytes for
    a big event): once a new revision replaces one in the standings cache, its answers go
    with it, so memory stays bounded by the cache's size, not the answers' count."""
    import gc
    import weakref

    svc = TournamentService(store)
    svc.link_upload(G, "club.json", tournament_text().encode())
    gone: list[weakref.ref[Any]] = []
    for n in range(4):
        loaded = svc.load(G)
        svc.answer(loaded, ("rules", "en"), lambda x: "kept")
        gone.append(weakref.ref(loaded))
        del loaded
        svc.set_settings(G, None, rules=None, order="SB" if n % 2 else "BH")
    svc.load(G)  # the new revision replaces the last one
    gc.collect()
    assert [r() is None for r in gone] == [True] * 4
    kept = svc.load(G)
    assert svc.answer(kept, ("rules", "en"), lambda x: "new") == "new"
    assert svc.answered(kept, ("rules", "en")) == ("new",)


def test_an_upload_is_read_in_the_encoding_the_organiser_names(store: Store) -> None:
    from core.errors import InputError

    data = "Round,White,Black,Result\n1,Şahin,Bo,1-0\n".encode("cp1254")
    svc = TournamentService(store)
    with pytest.raises(InputError) as info:  # Turkish or Romanian: the bytes cannot say
        svc.link_upload(G, "club.csv", data)
    assert "Windows-1254 (reads 'Şahin')" in str(info.value)
    loaded = svc.link_upload(G, "club.csv", data, "cp1254")
    assert [p.name for p in loaded.tournament.players] == ["Şahin", "Bo"]


def test_an_upload_of_decomposed_names_is_composed(store: Store) -> None:
    import unicodedata

    text = unicodedata.normalize("NFD", "Round,White,Black,Result\n1,Šťastný,Bo,1-0\n")
    loaded = TournamentService(store).link_upload(G, "club.csv", text.encode())
    assert loaded.tournament.players[0].name == unicodedata.normalize("NFC", "Šťastný")


def test_an_excel_upload_is_read_and_read_again(store: Store) -> None:
    from tests.core.workbooks import workbook

    rows = [["No.", "Name", "Rtg", "R1"], [1, "Ana", 1850, "+W2"], [2, "Bo", 1720, "-B1"]]
    svc = TournamentService(store)
    loaded = svc.link_upload(G, "club.xlsx", workbook({"Crosstable": rows}))
    assert [(p.name, p.rating) for p in loaded.tournament.players] == [
        ("Ana", 1850),
        ("Bo", 1720),
    ]
    linked = store.tournaments(G)[0]
    again = sources.read_again(linked.kind, linked.source, linked.content)
    assert again.players == loaded.tournament.players


def test_a_player_lookup_is_kept_per_loaded_tournament_and_a_miss_never(store: Store) -> None:
    from core.players import PlayerNotFoundError

    svc = TournamentService(store)
    svc.link_upload(G, "club.json", tournament_text().encode())
    first = svc.load(G)
    ana = first.player("ana novak")
    assert first.player("ana novak") is ana and first.found == {"ana novak": ana}
    for _ in range(2):  # unknown each time, and not kept
        with pytest.raises(PlayerNotFoundError):
            first.player("zzyzx")
    assert list(first.found) == ["ana novak"]
    renamed = tournament_text().replace("Ana Novak", "Ana Nováková")
    svc.link_upload(G, "club.json", renamed.encode())  # a new snapshot: a new tournament
    again = svc.load(G)
    assert again is not first and again.found == {}
    assert again.player("1").name == "Ana Nováková"


def test_a_burst_after_a_change_builds_the_standings_once(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time
    from concurrent.futures import ThreadPoolExecutor

    import bot.service

    build = bot.service.build_loaded

    def slow(*args: Any, **kwargs: Any) -> Any:  # a big event: the others ask meanwhile
        time.sleep(0.2)
        return build(*args, **kwargs)

    monkeypatch.setattr(bot.service, "build_loaded", slow)
    svc = TournamentService(store)
    svc.link_upload(G, "club.json", tournament_text().encode())
    store.set_settings(G, svc.load(G).linked.slug, rules="uscf", order=None)  # a new revision
    before = svc.computed
    with ThreadPoolExecutor(8) as pool:  # the bot's threads, each asked at once
        found = list(pool.map(lambda _: svc.load(G), range(8)))
        after = list(pool.map(lambda _: svc.load(G, after_round=2), range(8)))
    assert svc.computed == before + 2  # the current standings once, after round 2 once
    assert all(x is found[0] for x in found) and found[0].standings.rules == "uscf"
    assert all(x is after[0] for x in after) and after[0].standings.rounds_counted == 2
    assert after[0].tournament is found[0].tournament  # read once, for both


def test_standings_pages_are_built_ahead_in_the_servers_languages_only(store: Store) -> None:
    from bot.cogs.standings import pages_ahead
    from tests.bot.botsample import many_players_text

    svc = TournamentService(store)
    svc.on_load.append(pages_ahead)
    svc.read_in(G, "cs")
    svc.link_upload(G, "big.json", many_players_text().encode())
    first = svc.load(G)
    page = svc.answered(first, ("standings", 1, "cs"))
    assert page is not None and page[0][1] == 1 and "Strana 2/3" in str(page[0][0].to_dict())
    assert svc.answered(first, ("standings", 0, "en")) is None  # nobody reads English here
    svc.set_settings(G, None, rules=None, order="SB,BH")  # a new revision: built again
    again = svc.load(G)
    kept = svc.answered(again, ("standings", 1, "cs"))
    assert kept is not None and kept[0][3] is again
    assert "SB" in str(kept[0][0].to_dict()) and kept[0][0].to_dict() != page[0][0].to_dict()
