"""Prizes (issue 13 part 4, docs/prizes.md): every expected answer below is worked out by
hand in the comments, from the event of :func:`event`.

The event: 8 players, 3 rounds, tie-break order BH (the plain sum of the opponents' scores:
no byes, so no rule set question).

    round 1: 1-5 1-0, 2-6 1-0, 3-7 1-0, 4-8 ½-½
    round 2: 1-3 ½-½, 2-4 1-0, 5-7 1-0, 6-8 ½-½
    round 3: 1-2 ½-½, 3-4 1-0, 5-6 1-0, 7-8 0-1

Points: 2 and 3 have 2.5; 1, 5 and 8 have 2; 4 and 6 have 0.5; 7 has 0.
BH: 2: 6 (0.5) + 4 (0.5) + 1 (2) = 3, above 3: 7 (0) + 1 (2) + 4 (0.5) = 2.5;
1: 5 (2) + 3 (2.5) + 2 (2.5) = 7, 5: 1 (2) + 7 (0) + 6 (0.5) = 2.5, 8: 4 (0.5) + 6 (0.5) +
7 (0) = 1; 4: 8 (2) + 2 (2.5) + 3 (2.5) = 7 above 6: 2 (2.5) + 8 (2) + 5 (2) = 6.5.
Standings: 2, 3 | 1, 5, 8 | 4, 6 | 7.

Ratings: 1 2100, 2 2050, 3 1750, 4 1900, 5 1650, 6 unrated, 7 1500, 8 1700 (under 1800:
3, 5, 8, 7 in standings order). Women: 5 and 6. Born: 8 2011-03-01, 7 in 2010 (year only).
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.errors import InputError
from core.formats.tournament_json import tournament_from_dict, tournament_to_dict
from core.i18n.text import render
from core.model import Player, PlayerId
from core.questions.prizes import PrizeResult, allocate, read_prize_list
from core.questions.prizes.eligibility import birth_of, eligible, sex_of
from core.questions.prizes.money import distribute, split
from core.render.prizes import prizes_to_json, render_prizes_text
from tests.conftest import REPO

PLAYERS: list[dict[str, Any]] = [
    {"id": 1, "name": "Ana", "rating": 2100, "federation": "CZE", "results": ["+W5", "=B3", "=W2"]},
    {"id": 2, "name": "Bo", "rating": 2050, "results": ["+B6", "+W4", "=B1"]},
    {"id": 3, "name": "Cy", "rating": 1750, "results": ["+W7", "=W1", "+B4"]},
    {"id": 4, "name": "Dan", "rating": 1900, "results": ["=B8", "-B2", "-W3"]},
    {"id": 5, "name": "Eva", "rating": 1650, "sex": "f", "results": ["-B1", "+W7", "+W6"]},
    {"id": 6, "name": "Fay", "sex": "f", "results": ["-W2", "=B8", "-B5"]},
    {"id": 7, "name": "Gus", "rating": 1500, "birth": "2010", "results": ["-B3", "-B5", "-W8"]},
    {
        "id": 8,
        "name": "Hal",
        "rating": 1700,
        "birth": "2011-03-01",
        "results": ["=W4", "=W6", "+B7"],
    },
]
OPEN = {
    "id": "open",
    "name": "Open",
    "places": [{"money": 300, "items": ["Trophy"]}, {"money": 200}, {"money": 100}],
}
U1800 = {
    "id": "u1800",
    "name": "Under 1800",
    "rating": {"max": 1799},
    "places": [{"money": 150}, {"money": 50}],
}


def event() -> Any:
    return tournament_from_dict(
        {"name": "Prize test", "start_date": "2026-01-10", "rounds": 3, "players": PLAYERS}
    )


def run(prizes: dict[str, Any]) -> PrizeResult:
    st = compute_standings(event(), order=["BH"])
    return allocate(st, read_prize_list(json.dumps({"currency": "£", **prizes})))


def got(res: PrizeResult) -> dict[int, tuple[int, tuple[str, ...]]]:
    """Each awarded player's money in pence and items."""
    return {int(p): (m, i) for p, m, i in res.totals()}


def texts(res: PrizeResult, lang: str = "en") -> list[str]:
    out = [render(m, lang) for g in res.groups for m in g.text]
    out += [render(m, lang) for g in res.groups for s in g.shares for m in s.notes]
    return out + [render(m, lang) for _, m in res.notes]


def test_the_event_ranks_as_worked_out() -> None:
    st = compute_standings(event(), order=["BH"])
    assert [int(r.player.id) for r in st.rows] == [2, 3, 1, 5, 8, 4, 6, 7]
    assert [st.row(PlayerId(p)).values["BH"] for p in (2, 3, 1, 5, 8)] == [
        3,
        Fraction(5, 2),
        7,
        Fraction(5, 2),
        1,
    ]


def test_shared_first_rating_band_and_a_player_eligible_for_two() -> None:
    # Bo and Cy share places 1-2 on 2.5: £300 + £200 pooled, £250 each; the trophy of
    # place 1 goes to Bo, above Cy on BH (3 against 2.5).
    # Cy (1750) could take Under 1800 place 1, £150, but keeps the higher: £250.
    # Ana is next (2 points, level with Eva and Hal): Open places 3-5 hold £100, a third
    # each at that moment. Eva and Hal are both under 1800: their share of Under 1800,
    # places 1-2 (£150 + £50, the two of them level on 2), is £100 each, more than £33.33:
    # both take it. So Ana holds place 3 alone: £100.
    res = run({"categories": [OPEN, U1800]})
    assert got(res) == {
        2: (25000, ("Trophy",)),
        3: (25000, ()),
        1: (10000, ()),
        5: (10000, ()),
        8: (10000, ()),
    }
    assert res.total == 80000
    said = texts(res)
    assert (
        "£500 for Open, places 1–2 pooled between Bo and Cy, level on 2.5 points: "
        "£250 each." in said
    )
    assert (
        "£200 for Under 1800, places 1–2 pooled between Eva and Hal, level on 2 "
        "points: £100 each." in said
    )
    assert "Open, place 3: £100 to Ana." in said
    assert (
        "Cy could also have had Under 1800, place 1 (£150) and keeps the higher prize "
        "(£250): one prize per player."
    ) in said
    assert (
        "Eva could also have had Open, place 4 (£33.33) and keeps the higher prize "
        "(£100): one prize per player."
    ) in said
    assert (
        "Trophy (Open, place 1) to Bo, by the tie-break order. Both have 2.5 points. Bo "
        "is above Cy on BH: 3 against 2.5."
    ) in said
    assert (
        "Under 1800: Cy won another prize and is passed over here (one prize per player)." in said
    )
    assert not res.unawarded and not res.warnings


def test_remainder_cents_go_by_the_tiebreak_order() -> None:
    # Open alone: Ana, Eva and Hal (2 points each, in that BH order) share places 3-5:
    # £100 = 10000 pence = 3 × 3333 + 1: Ana, first, gets the odd penny.
    res = run({"categories": [OPEN]})
    assert got(res) == {
        2: (25000, ("Trophy",)),
        3: (25000, ()),
        1: (3334, ()),
        5: (3333, ()),
        8: (3333, ()),
    }
    assert (
        "£100 for Open, places 3–5 pooled between Ana, Eva and Hal, level on 2 points: "
        "Ana £33.34, Eva £33.33, Hal £33.33; the £0.01 that does not divide equally goes "
        "to the first in the tie-break order, one unit each."
    ) in texts(res)
    assert split(10000, 3) == (3334, 3333, 3333)
    assert split(2, 3) == (1, 1, 0)


def test_hort_system_half_pooled_half_by_order() -> None:
    # Places 1-2 (Bo, Cy): half of £300 and of £200 pooled, £250, £125 each; the other
    # halves by BH order: Bo £150, Cy £100. Bo £275, Cy £225.
    # Places 3-5 (Ana, Eva, Hal): half of £100 pooled = 5000 pence = 1667 + 1667 + 1666;
    # the other half, £50, is place 3's: Ana. Ana £66.67, Eva £16.67, Hal £16.66.
    res = run({"shared": "hort", "categories": [OPEN]})
    assert got(res) == {
        2: (27500, ("Trophy",)),
        3: (22500, ()),
        1: (6667, ()),
        5: (1667, ()),
        8: (1666, ()),
    }
    assert res.total == 60000
    assert (
        "Hort system for Open, places 1–2 (Bo and Cy, level on 2.5 points): £250 of the "
        "£500 is pooled and split: Bo £125, Cy £125; the rest goes by the tie-break "
        "order: Bo £150, Cy £100; in all: Bo £275, Cy £225."
    ) in texts(res)
    # A third pooled instead of a half: 100 + 66.66 (rounded down to the penny) of places
    # 1-2 = 16666 pence, 8333 each; Bo keeps 20000, Cy 13334.
    res = run({"shared": "hort", "hort_pooled": "1/3", "categories": [OPEN]})
    assert got(res)[2] == (28333, ("Trophy",)) and got(res)[3] == (21667, ())


def test_no_pooling_money_by_the_tiebreak_order() -> None:
    res = run({"shared": "tiebreak", "categories": [OPEN]})
    assert got(res) == {2: (30000, ("Trophy",)), 3: (20000, ()), 1: (10000, ())}


def test_indivisible_trophy_one_prize_or_separate() -> None:
    # A junior trophy (born 2010 or later: Hal and Gus) worth no money. With one prize per
    # player Hal keeps his £100 of Under 1800, so the trophy goes to the next junior, Gus
    # (0 points). Marked "separate", it goes to the best junior, Hal, on top of his money.
    junior = {
        "id": "junior",
        "name": "Best junior",
        "born": {"from": 2010},
        "places": [{"items": ["Junior trophy"]}],
    }
    res = run({"categories": [OPEN, U1800, junior]})
    assert got(res)[7] == (0, ("Junior trophy",))
    assert got(res)[8] == (10000, ())
    res = run({"categories": [OPEN, U1800, {**junior, "separate": True}]})
    assert got(res)[8] == (10000, ("Junior trophy",))
    assert 7 not in got(res)


def test_equal_value_main_first_or_category_first() -> None:
    # Open pays £300 and £200; Under 1800 pays £250 for place 1. Cy's share of Open places
    # 1-2 is £250, the same as Under 1800 place 1.
    open2 = {**OPEN, "places": OPEN["places"][:2]}
    u = {**U1800, "places": [{"money": 250}]}
    # main-first: Cy stays in Open (£250); Under 1800 place 1 goes to Eva and Hal, level on
    # 2 points: £250 pooled, £125 each.
    res = run({"categories": [open2, u]})
    assert got(res) == {2: (25000, ("Trophy",)), 3: (25000, ()), 5: (12500, ()), 8: (12500, ())}
    assert any(
        "worth the same (£250): one prize per player, the main prize first" in t for t in texts(res)
    )
    # category-first: Cy takes Under 1800 (£250); Bo holds Open place 1 alone (£300), and
    # Open place 2 (£200) is shared by Ana, Eva and Hal (2 points): 6667, 6667, 6666.
    res = run({"equal_value": "category-first", "categories": [open2, u]})
    assert got(res) == {
        2: (30000, ("Trophy",)),
        3: (25000, ()),
        1: (6667, ()),
        5: (6667, ()),
        8: (6666, ()),
    }


def test_players_may_win_several() -> None:
    # Open as in the remainder test; Under 1800 on its own: Cy alone on 2.5 takes place 1
    # (£150), Eva and Hal share place 2 (£50): £25 each.
    res = run({"one_prize": False, "categories": [OPEN, U1800]})
    assert got(res) == {
        2: (25000, ("Trophy",)),
        3: (40000, ()),
        1: (3334, ()),
        5: (5833, ()),
        8: (5833, ()),
    }


def test_women_federation_unrated_and_players_categories() -> None:
    women = {"id": "w", "name": "Women", "sex": "f", "places": [{"money": 40}]}
    unrated = {"id": "u", "name": "Unrated", "unrated": True, "places": [{"money": 30}]}
    cze = {"id": "cze", "name": "Best Czech", "federation": "cze", "places": [{"money": 20}]}
    club = {"id": "club", "name": "Club", "players": [4, 6], "places": [{"money": 10}]}
    res = run({"categories": [women, unrated, cze, club]})
    # Eva (2 points) is the best woman; Fay, the only unrated player, then has only the
    # unrated prize; Ana is the only CZE player; of 4 and 6, Dan is above on BH.
    assert got(res) == {5: (4000, ()), 6: (3000, ()), 1: (2000, ()), 4: (1000, ())}
    # A rating band that admits unrated players: under 1600 are Gus (1500, 0 points) and,
    # with unrated players, Fay (0.5 points, above him).
    band = {"id": "b", "name": "Under 1600", "rating": {"max": 1599}, "places": [{"money": 5}]}
    assert got(run({"categories": [band]})) == {7: (500, ())}
    band["rating"] = {"max": 1599, "unrated": True}
    assert got(run({"categories": [band]})) == {6: (500, ())}


def test_age_on_a_date_and_the_birth_year_alone() -> None:
    t = event()
    hal, gus = t.player(8), t.player(7)
    from datetime import date

    cat = read_prize_list(
        json.dumps(
            {
                "categories": [
                    {"id": "u16", "age": {"max": 15, "on": "2026-01-01"}, "places": [{"money": 1}]}
                ]
            }
        )
    ).categories[0]
    # Hal, born 2011-03-01, is 14 on 2026-01-01; Gus, born in 2010, is 15 or 16: unknown.
    assert eligible(cat, hal, None) == (True, None)
    assert eligible(cat, gus, None) == (False, "birth-date")
    # Under 15 on 2024-12-31: Gus is 13 or 14 then, both fit; Hal (13) fits too.
    late = read_prize_list(
        json.dumps({"categories": [{"id": "u15", "age": {"max": 14}, "places": [{"money": 1}]}]})
    ).categories[0]
    assert eligible(late, gus, date(2024, 12, 31)) == (True, None)
    assert eligible(late, hal, date(2024, 12, 31)) == (True, None)
    res = run(
        {
            "categories": [
                {
                    "id": "u16",
                    "name": "Under 16",
                    "age": {"max": 15, "on": "2026-01-01"},
                    "places": [{"money": 10}],
                }
            ]
        }
    )
    assert got(res) == {8: (1000, ())}
    assert [(w.code, w.players) for w in res.warnings] == [
        ("prize-attribute-missing", (2, 3, 1, 5, 4, 6)),
        ("prize-attribute-missing", (7,)),
    ]
    assert render(res.warnings[1].message) == (
        "Under 16: 1 player has no full birth date (the year alone does not decide the age) "
        "in the file and cannot be checked: Gus."
    )
    assert render(res.warnings[0].message).startswith(
        "Under 16: 6 players have no birth date or year in the file and cannot be checked: "
        "Bo, Cy, Ana, Eva, Dan and Fay."
    )


def test_trf_birth_and_sex_are_read_from_the_trf_fields() -> None:
    p = Player(PlayerId(1), "X", (), extra=(("x-trf-sex", "w"), ("x-trf-birth", "2011/03/01")))
    assert sex_of(p) == "f"
    assert birth_of(p) == (2011, __import__("datetime").date(2011, 3, 1))
    assert birth_of(Player(PlayerId(1), "X", (), extra=(("x-trf-birth", "2011/00/00"),))) == (
        2011,
        None,
    )
    assert birth_of(Player(PlayerId(1), "X", ())) is None


def test_tournament_json_keeps_birth_and_sex() -> None:
    t = event()
    assert (t.player(8).birth, t.player(5).sex) == ("2011-03-01", "f")
    again = tournament_from_dict(tournament_to_dict(t))
    assert again.player(8).birth == "2011-03-01" and again.player(7).birth == "2010"
    bad = [{**PLAYERS[0], "birth": "2011-13-01", "sex": "x"}, *PLAYERS[1:]]
    with pytest.raises(InputError) as err:
        tournament_from_dict({"rounds": 3, "players": bad})
    text = str(err.value)
    assert "player 1: birth must be a date like 2008-05-17" in text
    assert 'player 1: sex must be "m" or "f", found \'x\'' in text


def test_amounts_are_exact_decimals_never_floats() -> None:
    # 33.33 as a JSON number would be 3332.9999... pence as a float: read as a decimal.
    plist = read_prize_list(
        '{"categories": [{"id": "a", "places": [{"money": 33.33}, '
        '{"money": 7}, {"money": "0.10"}]}]}'
    )
    assert [p.money for p in plist.categories[0].places] == [3333, 700, 10]
    yen = read_prize_list(
        '{"decimals": 0, "categories": [{"id": "a", "places": [{"money": 1000}]}]}'
    )
    assert yen.categories[0].places[0].money == 1000
    d = distribute([100, 0, 0], Fraction(1, 2))
    assert (d.pooled, d.pool_shares, d.own, d.shares) == (
        50,
        (17, 17, 16),
        (50, 0, 0),
        (67, 17, 16),
    )


def test_a_bad_prize_file_names_every_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "shared": "half",
                "colour": 1,
                "categories": [
                    {
                        "id": "open",
                        "places": [{"money": "12.345"}, {"money": 20}, {"money": -1}, {}],
                    },
                    {"id": "open", "rating": {"min": 2000, "max": 1800}, "places": [{"money": 1}]},
                ],
            }
        ),
        encoding="utf-8",
    )
    event_file = tmp_path / "t.json"
    event_file.write_text(json.dumps({"rounds": 3, "players": PLAYERS}), encoding="utf-8")
    code = main(["prizes", str(event_file), "--prizes", str(bad)])
    err = capsys.readouterr().err
    assert code == 1
    lines = err.splitlines()
    assert f'tiebreak: {bad}: shared: found "half", expected one of: pool, hort, tiebreak' in lines
    assert any(
        line.startswith(f'tiebreak: {bad}: colour: unknown key "colour" (known: ') for line in lines
    )
    assert (
        f'tiebreak: {bad}: categories[0].places[0].money: "12.345" has more decimals '
        'than the list allows (2, set by "decimals")' in lines
    )
    assert (
        f"tiebreak: {bad}: categories[0].places[2].money: expected an amount such as "
        '150 or "33.50", found -1' in lines
    )
    assert f"tiebreak: {bad}: categories[0].places[3]: a place needs money or items" in lines
    assert (
        f"tiebreak: {bad}: categories[1].id: the id open is already used by another "
        "category" in lines
    )
    assert (
        f"tiebreak: {bad}: categories[1].rating: the lower bound 2000 is above the upper "
        "bound 1800" in lines
    )
    # Places listed best first; a prize list that does not fit the event.
    with pytest.raises(InputError) as exc:
        read_prize_list('{"categories": [{"id": "a", "places": [{"money": 1}, {"money": 2}]}]}')
    assert exc.value.problems[0].path == "categories[0].places[1].money"
    with pytest.raises(InputError) as exc:
        run({"categories": [{"id": "c", "players": [99], "places": [{"money": 1}]}]})
    assert str(exc.value) == "<prizes>: categories[0].players[0]: the tournament has no player 99"
    assert main(["prizes", str(event_file), "--prizes", str(tmp_path / "none.json")]) == 1
    assert (
        "none.json: cannot read the prize list: No such file or directory"
        in capsys.readouterr().err
    )
    not_json = tmp_path / "nj.json"
    not_json.write_text('{"categories": [\n  {"id": }', encoding="utf-8")
    assert main(["prizes", str(event_file), "--prizes", str(not_json)]) == 1
    assert f"{not_json}:2: not valid JSON" in capsys.readouterr().err


def test_json_output_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "prizes",
            str(REPO / "examples" / "club-swiss.json"),
            "--prizes",
            str(REPO / "examples" / "club-prizes.json"),
            "--format",
            "json",
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(data) == {
        "tournament",
        "rules",
        "order",
        "currency",
        "decimals",
        "settings",
        "categories",
        "players",
        "total",
        "warnings",
    }
    assert data["settings"] == {
        **data["settings"],
        "shared": "pool",
        "one_prize": True,
        "equal_value": "main-first",
        "hort_pooled": "1/2",
    }
    first = data["categories"][0]
    assert set(first) == {"id", "name", "groups", "unawarded", "notes"}
    group = first["groups"][0]
    assert set(group) == {"places", "points", "total", "pooled", "awards", "text"}
    assert group["places"] == [1, 2] and group["total"] == "500.00"
    assert [(a["id"], a["money"], a["items"]) for a in group["awards"]] == [
        (1, "250.00", ["Club trophy"]),
        (5, "250.00", []),
    ]
    assert set(group["awards"][0]) == {"id", "name", "rank", "place", "money", "items", "notes"}
    assert data["players"][0] == {
        "id": 1,
        "name": "Ana Novák",
        "rank": 1,
        "money": "250.00",
        "items": ["Club trophy"],
        "awards": [{"category": "open", "place": 1, "money": "250.00", "items": ["Club trophy"]}],
    }
    assert data["total"] == "720.00"


def test_another_language(capsys: pytest.CaptureFixture[str]) -> None:
    res = run({"currency": "Kč", "categories": [OPEN]})
    text = render_prizes_text(res, "cs")
    assert (
        "100 Kč za Open, 3.–5. místo se sčítá a dělí mezi Ana, Eva a Hal (shodně 2 "
        "body): Ana 33,34 Kč, Eva 33,33 Kč, Hal 33,33 Kč" in text
    )
    data = prizes_to_json(res, "it")
    assert data["players"][2]["money"] == "33.34"  # JSON amounts stay machine-readable
    assert "33,34 Kč" in " ".join(
        t for c in data["categories"] for g in c["groups"] for t in g["text"]
    )
    code = main(
        [
            "prizes",
            str(REPO / "examples" / "club-swiss.json"),
            "--prizes",
            str(REPO / "examples" / "club-prizes.json"),
            "--lang",
            "tr",
        ]
    )
    assert code == 0
    assert "Ödüller: Riverside Chess Club Autumn Swiss" in capsys.readouterr().out


def test_markdown_output(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "prizes",
            str(REPO / "examples" / "club-swiss.json"),
            "--prizes",
            str(REPO / "examples" / "club-prizes.json"),
            "--format",
            "markdown",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "| 1–2 | 1 | Ana Novák | 4 | £250 + Club trophy |" in out
    assert "| 2–3 | 10 | Jonas Berg | 2.5 | £20 |" in out


def test_an_unbroken_tie_is_never_silent() -> None:
    # Points only, no tie-break: Bo and Cy share rank 1, yet the trophy and the odd penny
    # need an order between them: a warning says they were taken by starting number.
    st = compute_standings(event(), order=[])
    res = allocate(
        st,
        read_prize_list(
            json.dumps(
                {
                    "categories": [
                        {
                            "id": "o",
                            "name": "Open",
                            "places": [{"money": "0.03", "items": ["Cup"]}, {"money": 0}],
                        }
                    ]
                }
            )
        ),
    )
    assert got(res) == {2: (2, ("Cup",)), 3: (1, ())}
    assert [w.code for w in res.warnings] == ["prize-needs-order"]
    assert render(res.warnings[0].message) == (
        "Bo and Cy share rank 1 after the whole tie-break order, yet Open, places 1–2 needs "
        "an order between them: they are taken by starting number here; decide as the "
        "regulations say (a play-off, lots)."
    )
