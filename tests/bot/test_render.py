"""Rendering to Discord's limits: long text is split into embeds and messages, never cut."""

from __future__ import annotations

import io
from fractions import Fraction

import pytest

from bot import render
from core.errors import PlayerLookupError
from core.explain import Explanation, Item, fide
from core.formats.tournament_json import read_tournament_json
from core.i18n.message import msg
from core.model import PlayerId, RoundKind
from core.players import (
    AmbiguousNameError,
    Candidate,
    PlayerNotFoundError,
    find_player,
    fold,
    suggest_players,
)
from core.render.explanation import item_note
from tests.bot.botsample import many_players_text, tournament_text
from tests.servers.discord_server import message_problems


def _sample() -> object:
    return read_tournament_json(io.StringIO(tournament_text()), source="x")


def _all_text(messages: list[render.Message]) -> str:
    return "\n".join(e.description or "" for m in messages for e in m)


def _long_explanation(rounds: int, note_len: int) -> Explanation:
    # A long note: an opponent whose name is ``note_len`` characters long.
    items = tuple(
        Item(
            r,
            RoundKind.PLAYED,
            PlayerId(r + 1),
            f"Opponent {r}",
            Fraction(r, 2),
            Fraction(r, 2),
            r % 5 == 0,
            (
                msg(
                    "entry.game",
                    opponent=f"note {r} " + "x" * note_len,
                    raw=Fraction(r, 2),
                    count=Fraction(r, 2),
                ),
            ),
            fide("16.3"),
        )
        for r in range(1, rounds + 1)
    )
    return Explanation(
        PlayerId(1),
        "A Player",
        "BH-C1",
        "fide-2026",
        Fraction(99),
        items,
        msg("summary.sum", code="BH-C1", value=Fraction(99)),
    )


@pytest.mark.parametrize(("rounds", "note_len"), [(5, 10), (40, 200), (150, 900), (3, 9000)])
def test_explanations_fit_and_nothing_is_lost(rounds: int, note_len: int) -> None:
    expl = _long_explanation(rounds, note_len)
    messages = render.messages(
        "BH-C1 of A Player (1)", render.explanation_lines(expl), footer="footer"
    )
    for m in messages:
        payload = {"embeds": [e.to_dict() for e in m]}
        assert message_problems(payload) == {}, message_problems(payload)
    text = _all_text(messages)
    for item in expl.items:
        assert (
            item_note(item).replace("x" * 50, "") in text.replace("\n", " ").replace("x" * 50, "")
            or note_len > 4000
        )
    squashed = "".join(text.split())
    for line in render.explanation_lines(expl):
        assert "".join(line.split()) in squashed  # every character kept, in order
    assert len(messages) >= (1 if rounds * note_len < 5000 else 2)


def test_split_long_line_breaks_at_spaces_and_keeps_everything() -> None:
    line = " ".join(f"word{i}" for i in range(2000))
    pieces = render.split_long_line(line, 100)
    assert all(len(p) <= 100 for p in pieces)
    assert " ".join(pieces) == line


def test_long_titles_move_into_the_description() -> None:
    title = "T" * 300
    (msg,) = render.messages(title, ["body"])
    assert len(msg[0].title or "") == 256
    assert title in (msg[0].description or "")


def test_standings_pages_are_within_limits() -> None:
    from bot.service import Loaded
    from bot.store import LinkedTournament, SourceKind
    from core.engine.standings import compute_standings

    t = read_tournament_json(io.StringIO(many_players_text(60)), source="x")
    st = compute_standings(t)
    linked = LinkedTournament(
        1,
        "big-open",
        "Big Open",
        SourceKind.FILE,
        "big.json",
        None,
        None,
        None,
        None,
        1,
        "now",
        None,
    )
    loaded = Loaded(linked, t, st)
    pages = render.standings_pages(st)
    assert [len(p) for p in pages] == [20, 20, 20]
    seen = []
    for i in range(len(pages)):
        embed, shown, count = render.standings_embed(loaded, i)
        assert (shown, count) == (i, 3)
        assert message_problems({"embeds": [embed.to_dict()]}) == {}
        seen += [r.player.name for r in pages[i] if r.player.name in (embed.description or "")]
    assert seen == [r.player.name for r in st.rows]


def test_a_table_asked_from_many_threads_at_once_is_made_once() -> None:
    """The burst of new pages after an earlier round asks for one table from every thread
    of the pool at once: they wait for one making, and all get the same lines."""
    import threading
    import time

    from bot.render.page import Layout, TableCache

    made: list[tuple[object, str]] = []
    many = threading.Barrier(8)

    def make(st: object, lang: str) -> tuple[str, list[str]]:
        made.append((st, lang))
        time.sleep(0.05)  # long enough for the other threads to ask meanwhile
        return f"header {lang}", [f"line {i}" for i in range(45)]

    class Kept:  # the standings: any object a weak reference can name
        pass

    cache: TableCache[Kept] = TableCache(make)
    st = Kept()
    got: list[Layout] = []

    def ask() -> None:
        many.wait()
        got.append(cache.get(st, "cs"))

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert made == [(st, "cs")]
    assert len(got) == 8 and all(g is got[0] for g in got)
    assert got[0].bounds == [(0, 20), (20, 40), (40, 45)]
    cache.get(st, "en")
    assert made == [(st, "cs"), (st, "en")]


def test_fold_and_lookup() -> None:
    t = _sample()
    assert fold("José NÚÑEZ") == "jose nunez"
    assert find_player(t, "3").name == "José Núñez"  # type: ignore[attr-defined]
    assert find_player(t, "jose nunez").id == 3  # type: ignore[attr-defined]
    assert find_player(t, "OKAF").id == 6  # type: ignore[attr-defined]
    with pytest.raises(PlayerLookupError) as amb:
        find_player(t, "an")  # type: ignore[arg-type]
    assert amb.value.candidates == ["Ana Novak (1)", "Anabel Ortiz (4)"]
    with pytest.raises(PlayerNotFoundError) as nf:
        find_player(t, "Dora Okafur")  # type: ignore[arg-type]
    assert nf.value.suggestions == ["Dara Okafor (6)"]
    # word prefixes (Ortiz, Okafor) before other matches (Novak, Bo, José)
    assert [p.id for p in suggest_players(t, "o")] == [4, 6, 1, 2, 3]  # type: ignore[arg-type]


def test_error_lines() -> None:
    lines = render.error_lines(PlayerNotFoundError("Bo Lee", [Candidate(2, "Bo Li")]))
    assert lines == ["No player matches **Bo Lee**.", "Did you mean: Bo Li (2)?"]
    # a long name is shortened and escaped, its number kept whole (it is what to type)
    long = Candidate(123, "Maximiliana_" * 20)
    (amb,) = render.error_lines(AmbiguousNameError("max", [long, Candidate(7, "Max")]))
    assert "Maximiliana\\_" in amb and "… (123), Max (7)" in amb
    assert len(amb) < 300


def test_a_footer_too_long_for_a_footer_goes_into_the_text() -> None:
    messages = render.messages("t", ["x"], footer="f" * 3000)
    for m in messages:
        assert message_problems({"embeds": [e.to_dict() for e in m]}) == {}
    assert "f" * 3000 in _all_text(messages).replace("\n", "")
    (short,) = render.messages("t", ["x"], footer="rules fide-2026")
    assert short[-1].footer.text == "rules fide-2026"


def test_markup_doctests() -> None:
    import doctest

    from bot import markup

    assert doctest.testmod(markup).failed == 0


@pytest.mark.parametrize(
    "name",
    ["*" * 300, "a_b " * 100, "@everyone " * 40, "`" * 257, "Žofie\\*" * 60, "x" * 255 + "*"],
)
@pytest.mark.parametrize("limit", [1, 2, 50, 100, 256])
def test_escaped_names_are_cut_outside_an_escape(name: str, limit: int) -> None:
    import re

    from bot import markup

    short = markup.md_short(name, limit)
    assert len(short) <= limit
    body = short.removesuffix(markup.ELLIPSIS)
    assert (len(body) - len(body.rstrip("\\"))) % 2 == 0  # no escape cut in half
    shown = re.sub(r"\\([^0-9A-Za-z\s])", r"\1", body).replace("\u200b", "")
    assert name.startswith(shown)
    if len(markup.md(name)) <= limit:
        assert short == markup.md(name)


def test_long_escaped_lines_are_split_outside_an_escape() -> None:
    line = render.md("*" * 9001)
    pieces = render.split_long_line(line, 3999)
    assert "".join(pieces) == line
    assert all((len(p) - len(p.rstrip("\\"))) % 2 == 0 for p in pieces)
    for prefix in ("", "x"):
        title, spill = render.fit_title(prefix + render.md("_" * 300))
        head = title.removesuffix("…")
        assert len(title) <= 256 and (len(head) - len(head.rstrip("\\"))) % 2 == 0
        assert spill == prefix + render.md("_" * 300)


def test_an_unreadable_file_lists_twenty_problems_as_typed() -> None:
    from core.errors import InputError, Problem

    err = InputError([Problem("t.csv", f"bad cell `**{i}**`", line=i) for i in range(1, 51)])
    lines = render.error_lines(err)
    assert lines[0] == "The tournament could not be read (50 problems):"
    assert len(lines) == 1 + render.PROBLEMS_SHOWN + 1 and lines[-1] == "… and 30 more."
    assert lines[1] == "• `t.csv:1: bad cell ˋ**1**ˋ`"  # inside a code span, as typed
