"""Real-data acceptance: published Vega tie-breaks of 64 club tournaments (issue 3, item 1).

Reads ``../shared/data/vega_hobsonsbay_64_tournaments_normalized.json`` at test time (never
copied), turns every page into a :class:`core.model.Tournament` (``tests/core/vega.py``
documents each mapping decision), validates it with core.formats.validate, and compares every
published BH, BH-C1 and SB with ours.

Which rule set a page follows is NOT found by trying both: it is the README's own cross-check
table (``../shared/data/README.md``, "All 64 tournaments", columns R-A and R-B), transcribed in
``README_TABLE`` below. The README's words: "35 tournaments reproduce 100% under R-A only, 11
under R-B only, 1 under both (no unplayed rounds), 17 under neither". R-A is FIDE C.07
2023/2024 (our ``fide-2024``), R-B the pre-2023 virtual opponent (our ``fide-2009``).
BH and BH-C1 must match exactly; SB within 0.05 because Vega prints it rounded.

Sections: acceptance of the R-A and R-B pages (with a one-line summary each); the README's
n/m counts reproduced page by page; the 17 "neither" pages with the setting that reproduces
each and the exact cells that stay unexplained; the ranking order of every page.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import pytest

from core.engine.standings import compute_standings, tiebreak_values
from core.errors import InputError
from core.model import Outcome, PlayerId, points_of
from tests.core.vega import NUMERIC, VegaEvent, events, load_raw, raw_event, to_event, tolerance

# (folder under www/, R-A "n/m", R-B "n/m") exactly as printed in the README's table.
README_TABLE: tuple[tuple[str, str, str], ...] = (
    ("www2024HBCCHobsonsBayReserveChampionship", "69/69", "20/69"),
    ("www2024HBCCPresidentCupJuniorsBlitz2024", "90/90", "90/90"),
    ("www2025BestintheWest", "106/106", "59/106"),
    ("www2025HBCCHonourableBobJuniors", "135/135", "82/135"),
    ("www2025HobsonsBayAprilBlitz", "132/132", "52/132"),
    ("www2025HobsonsBayAprilRapid", "147/147", "85/147"),
    ("www2025HobsonsBayCup", "96/96", "9/96"),
    ("www2025HobsonsBayCupJuniors", "123/123", "32/123"),
    ("www2025HobsonsBayFebruaryBlitz", "159/159", "93/159"),
    ("www2025HobsonsBayHonourableBob", "13/62", "62/62"),
    ("www2025HobsonsBayJulyRapid", "117/117", "83/117"),
    ("www2025HobsonsBayJuniorsRapidChampionship", "249/249", "138/249"),
    ("www2025HobsonsBayKoshnitskyCup", "105/105", "14/105"),
    ("www2025HobsonsBayKoshnitskyCupJuniors", "3/135", "2/135"),
    ("www2025HobsonsBayPurdyCup", "99/99", "29/99"),
    ("www2025HobsonsBayPurdyCupJuniors", "142/147", "31/147"),
    ("www2025HobsonsBayReservesChampionship", "72/75", "3/75"),
    ("www2025HobsonsBayReservesChampionshipJuniors", "108/117", "22/117"),
    ("www2025HobsonsBaySeptemberBlitz", "80/80", "43/80"),
    ("www2025HobsonsBaySeptemberRapid", "165/165", "118/165"),
    ("www2025HobsonsBayWesternJuniors", "72/72", "20/72"),
    ("www2025HobsonsBayWesternMini&RookiesJuniors", "57/57", "29/57"),
    ("www2025HobsonsBayWesternMiniAndRookiesJuniors", "57/57", "55/57"),
    ("www2025HobsonsBayWesternSwiss", "48/48", "7/48"),
    ("www2025WesternJuniorRapidChampionship", "234/234", "126/234"),
    ("www2025WesternJuniors", "72/72", "66/72"),
    ("www2026HBCCRookies&JuniorsCup", "206/210", "37/210"),
    ("www2026HobsonsBayJuniorsRapidChampionship", "304/306", "174/306"),
    ("www2026HonourableBob", "72/72", "27/72"),
    ("www2026HonourableBobRookiesandJuniors", "244/246", "111/246"),
    ("www2026KoshnitskyCupOpen", "5/31", "6/31"),
    ("www2026KoshnitskyCupRookiesandJuniors", "178/204", "91/204"),
    ("www2026PurdyCupOpen", "70/70", "38/70"),
    ("www2026PurdyCupRookiesandJuniors", "241/243", "71/243"),
    ("www2026WesternJuniorsRapid", "261/267", "202/267"),
    ("www2026WesternSwissOpen", "0/0", "0/0"),
    ("wwwBestintheWest2024", "87/87", "54/87"),
    ("wwwBlitz12024", "13/44", "44/44"),
    ("wwwBlitz12026", "78/84", "8/84"),
    ("wwwBlitz22024", "46/46", "4/46"),
    ("wwwBobGrievesJuniorBlitzCup2024Reserve", "2/48", "48/48"),
    ("wwwC.J.SPurdyCupJuniors2024", "17/87", "87/87"),
    ("wwwHobsons Bay Chess Club", "69/71", "71/71"),
    ("wwwHobsonsBayCup2024", "69/86", "17/86"),
    ("wwwHobsonsBayCupJuniors2024", "75/75", "8/75"),
    ("wwwHobsonsBayCupOpen", "52/70", "10/70"),
    ("wwwHonourable Bob Juniors 2024", "35/76", "76/76"),
    ("wwwHonourableBob2024", "24/100", "100/100"),
    ("wwwHonourableBobJuniors2024", "47/114", "114/114"),
    ("wwwKoshnitskyCup2024", "82/82", "13/82"),
    ("wwwKoshnitskyCupJuniors2024", "84/84", "12/84"),
    ("wwwPeterCaissarMemorialBlitzJuniors2024", "51/51", "2/51"),
    ("wwwPurdyCup2024", "81/86", "18/86"),
    ("wwwRapid12024", "5/28", "28/28"),
    ("wwwRapid12026", "89/90", "61/90"),
    ("wwwRapid22024", "38/38", "11/38"),
    ("wwwReserveschampionship2024", "76/76", "2/76"),
    ("wwwWesternAutumnJuniorChampionship2024", "150/150", "103/150"),
    ("wwwWesternJuniors", "72/72", "66/72"),
    ("wwwWesternMastersJuniors2024", "51/51", "14/51"),
    ("wwwWesternMinorJuniors2024", "39/39", "6/39"),
    ("wwwWesternSwiss2024", "46/46", "10/46"),
    ("wwwWesternWinterJuniorChampionship2024", "88/159", "159/159"),
    ("wwwjunior chess championship", "2/52", "52/52"),
)

README_COUNTS = {"R-A only": 35, "R-B only": 11, "both": 1, "neither": 17}
"""The README's summary sentence for the JSON file."""

RULES = {"R-A": "fide-2024", "R-B": "fide-2009"}


def _full(cell: str) -> bool:
    n, m = cell.split("/")
    return n == m and int(m) > 0


def membership() -> dict[str, str]:
    """Return folder -> "R-A only" / "R-B only" / "both" / "neither" from the README table."""
    out = {}
    for folder, ra, rb in README_TABLE:
        a, b = _full(ra), _full(rb)
        out[folder] = "both" if a and b else "R-A only" if a else "R-B only" if b else "neither"
    return out


def reproduced(rule_set: str) -> list[str]:
    """Return the folders the README marks as 100% reproduced under ``rule_set`` (R-A/R-B)."""
    m = membership()
    return [f for f, _, _ in README_TABLE if m[f] in (f"{rule_set} only", "both")]


Cell = tuple[int, str, Fraction, Fraction | None]
"""(starting number, code, published, ours)."""


def compare(event: VegaEvent, rules: str, after_round: int | None = None) -> tuple[int, list[Cell]]:
    """Return how many published values were compared and the cells that differ."""
    compared = 0
    wrong: list[Cell] = []
    for code in event.columns:
        if code not in NUMERIC:
            continue
        ours = tiebreak_values(event.tournament, code, rules=rules, after_round=after_round)
        for pid in sorted(event.published):
            pub = event.published[pid].get(code)
            if pub is None:
                continue
            compared += 1
            mine = ours[pid]
            if mine is None or abs(mine - pub) > tolerance(code):
                wrong.append((pid, code, pub, mine))
    return compared, wrong


def _show(event: VegaEvent, wrong: list[Cell]) -> str:
    return "; ".join(
        f"{event.names[PlayerId(pid)]} (#{pid}) {code}: published {pub}, ours {mine}"
        for pid, code, pub, mine in wrong
    )


@pytest.mark.needs_shared
def test_readme_table_is_the_data_file() -> None:
    folders = sorted(f for f, _, _ in README_TABLE)
    assert folders == sorted(events()), "README table and JSON name different pages"
    assert len(load_raw()) == 64


def test_membership_matches_the_readme_summary() -> None:
    counts = {k: 0 for k in README_COUNTS}
    for kind in membership().values():
        counts[kind] += 1
    assert counts == README_COUNTS


@pytest.mark.needs_shared
@pytest.mark.parametrize("folder", sorted(f for f, _, _ in README_TABLE))
def test_page_converts_validates_and_scores(folder: str) -> None:
    # events() runs core.formats.validate.check on every page; here the points must match too.
    event = events()[folder]
    t = event.tournament
    assert len(t.players) == len(event.points)
    for p in t.players:
        assert points_of(p, t.scoring) == event.points[p.id], f"{folder}: {p.name}"


@pytest.mark.needs_shared
@pytest.mark.parametrize("folder", reproduced("R-A"))
def test_r_a_pages_reproduce_under_fide_2024(folder: str) -> None:
    event = events()[folder]
    compared, wrong = compare(event, "fide-2024")
    assert compared > 0
    assert not wrong, f"{folder} fide-2024: {len(wrong)} of {compared} differ: " + _show(
        event, wrong
    )


@pytest.mark.needs_shared
@pytest.mark.parametrize("folder", reproduced("R-B"))
def test_r_b_pages_reproduce_under_fide_2009(folder: str) -> None:
    event = events()[folder]
    compared, wrong = compare(event, "fide-2009")
    assert compared > 0
    assert not wrong, f"{folder} fide-2009: {len(wrong)} of {compared} differ: " + _show(
        event, wrong
    )


@pytest.mark.needs_shared
@pytest.mark.parametrize(("label", "rules"), [("R-A", "fide-2024"), ("R-B", "fide-2009")])
def test_summary(label: str, rules: str) -> None:
    folders = reproduced(label)
    total = same = 0
    for folder in folders:
        compared, wrong = compare(events()[folder], rules)
        total += compared
        same += compared - len(wrong)
    line = (
        f"real data ({label}, {rules}, {len(folders)} Vega events): {same} of {total} "
        "published values reproduced"
    )
    print(line)
    assert same == total and total > 0, line


# ---------------------------------------------------------------------------------------------
# The 17 pages the README marks as reproduced by neither R-A nor R-B ("investigate").
#
# For each, the setting that reproduces the page (found by comparing fide-2024, fide-2026,
# fide-2009, uscf, cas, naive, played-only, PAB vs FULL_BYE and standings after earlier
# rounds), and the cells that stay unexplained under it, listed exactly as
# (starting number, code, published, ours). Four findings:
#
# * F26: Vega's 2026 setting = our fide-2026 (C.07 caps 16.4.1/16.4.2), 2026 pages and
#   wwwHobsonsBayCupOpen.
# * AFTER: the page's last round column is empty for every player (round not yet paired);
#   Vega's tie-breaks are the standings after the previous round.
# * TRAIL: pages where an opponent's absence or requested bye is followed only by a forfeit
#   loss. rules.md 3.1 (and our engine, and the README's R-A script) puts such an absence in
#   category .5 (every later round is a VUR) and counts it as 1/2 for the opponents; Vega does
#   not (it counts the recorded 0). That reading is a real variant, supported as the rule
#   set fide-2024+forfeit-ends-withdrawal ("only requested byes and absences may follow"):
#   all five pages reproduce 100% with it; the cells it changes are listed per page.
# * PABSB: 2026 "Rookies and Juniors" pages: a 1-point bye adds own score to BH (as in 16.4)
#   but nothing to SB: the rule set fide-2024+pab-no-sb (checked below by arithmetic too:
#   under plain fide-2024, published SB = our SB - own score x the number of 1-point byes).
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Setting:
    """How one investigated page was reproduced, and what stays unexplained."""

    rules: str
    finding: str
    after_round: int | None = None
    unexplained: tuple[tuple[int, str, str, str], ...] = ()
    # Cells that differ under the plain edition and that the variant in ``rules`` explains
    # (so the variant is needed, and it is all the variant changes).
    variant_explains: tuple[tuple[int, str, str, str], ...] = ()


INVESTIGATED: dict[str, Setting] = {
    "wwwHobsonsBayCupOpen": Setting("fide-2026", "F26"),
    "www2026KoshnitskyCupRookiesandJuniors": Setting("fide-2026", "F26"),
    "www2026WesternJuniorsRapid": Setting("fide-2026", "F26"),
    "wwwBlitz12026": Setting("fide-2026", "F26"),
    "wwwRapid12026": Setting("fide-2026", "F26"),
    # Round 9, 33 v 93 is a played 0-0 (both lost over the board). Our model has no such
    # pair; the adapter records it as a double forfeit, which makes 33's own round a VUR.
    # See test_zero_zero_game_needs_two_losses for what Vega did.
    "www2026HobsonsBayJuniorsRapidChampionship": Setting(
        "fide-2026",
        "F26",
        unexplained=(
            (33, "BH", "43", "85/2"),
            (33, "BH-C1", "40", "39"),
        ),
    ),
    "www2025HobsonsBayKoshnitskyCupJuniors": Setting("fide-2024", "AFTER", after_round=6),
    "www2026KoshnitskyCupOpen": Setting("fide-2026", "AFTER F26", after_round=3),
    "www2026HBCCRookies&JuniorsCup": Setting("fide-2024+pab-no-sb", "PABSB"),
    "www2026HonourableBobRookiesandJuniors": Setting("fide-2024+pab-no-sb", "PABSB"),
    "www2026PurdyCupRookiesandJuniors": Setting("fide-2024+pab-no-sb", "PABSB"),
    "www2025HobsonsBayPurdyCupJuniors": Setting(
        "fide-2024+forfeit-ends-withdrawal",
        "TRAIL",
        variant_explains=(
            (11, "BH", "29/2", "15"),
            (24, "BH", "25/2", "13"),
            (24, "BH-C1", "19/2", "10"),
            (11, "SB", "11/2", "6"),
            (24, "SB", "9/2", "5"),
        ),
    ),
    "www2025HobsonsBayReservesChampionship": Setting(
        "fide-2024+forfeit-ends-withdrawal",
        "TRAIL",
        variant_explains=(
            (2, "BH", "29", "59/2"),
            (2, "BH-C1", "53/2", "27"),
            (2, "SB", "84/5", "69/4"),
        ),
    ),
    "www2025HobsonsBayReservesChampionshipJuniors": Setting(
        "fide-2024+forfeit-ends-withdrawal",
        "TRAIL",
        variant_explains=(
            (6, "BH", "29", "59/2"),
            (11, "BH", "25", "51/2"),
            (22, "BH", "17", "35/2"),
            (24, "BH", "39/2", "20"),
            (6, "BH-C1", "24", "49/2"),
            (22, "BH-C1", "16", "33/2"),
            (24, "BH-C1", "35/2", "18"),
            (6, "SB", "19", "39/2"),
            (11, "SB", "12", "25/2"),
        ),
    ),
    "wwwHobsonsBayCup2024": Setting(
        "fide-2024+forfeit-ends-withdrawal",
        "TRAIL",
        variant_explains=(
            (5, "BH", "30", "61/2"),
            (7, "BH", "24", "49/2"),
            (9, "BH", "45/2", "47/2"),
            (16, "BH", "19", "39/2"),
            (18, "BH", "51/2", "26"),
            (19, "BH", "27", "55/2"),
            (21, "BH", "21", "43/2"),
            (36, "BH", "26", "53/2"),
            (38, "BH", "25", "51/2"),
            (41, "BH", "21/2", "11"),
            (7, "BH-C1", "22", "45/2"),
            (9, "BH-C1", "19", "20"),
            (16, "BH-C1", "18", "37/2"),
            (18, "BH-C1", "21", "43/2"),
            (21, "BH-C1", "19", "39/2"),
            (38, "BH-C1", "22", "45/2"),
            (41, "BH-C1", "19/2", "10"),
        ),
    ),
    "wwwPurdyCup2024": Setting(
        "fide-2024+forfeit-ends-withdrawal",
        "TRAIL",
        variant_explains=(
            (11, "BH", "29/2", "15"),
            (40, "BH", "7", "15/2"),
            (41, "BH", "23/2", "12"),
            (40, "BH-C1", "6", "13/2"),
            (41, "BH-C1", "17/2", "9"),
        ),
    ),
    # Publishes only DE, printed as tie groups: no numeric value to compare.
    "www2026WesternSwissOpen": Setting("fide-2024", "DE only"),
}


def _pab_sb_explained(event: VegaEvent, cell: Cell) -> bool:
    """Whether a differing SB cell is "a 1-point bye adds nothing to SB"."""
    pid, code, pub, mine = cell
    if code != "SB" or mine is None:
        return False
    p = event.tournament.player(pid)
    byes = sum(1 for r in p.results if r.outcome is Outcome.PAB)
    own = points_of(p, event.tournament.scoring)
    return byes > 0 and abs(mine - own * byes - pub) <= tolerance(code)


def investigate(folder: str) -> tuple[int, list[Cell]]:
    """Return the values compared and the cells unexplained under the page's setting."""
    s = INVESTIGATED[folder]
    event = events()[folder]
    return compare(event, s.rules, s.after_round)


def test_investigated_pages_are_the_readme_neither_pages() -> None:
    m = membership()
    assert sorted(INVESTIGATED) == sorted(f for f, kind in m.items() if kind == "neither")


@pytest.mark.needs_shared
@pytest.mark.parametrize("folder", sorted(INVESTIGATED))
def test_investigated_page(folder: str) -> None:
    s = INVESTIGATED[folder]
    event = events()[folder]
    compared, wrong = investigate(folder)
    found = {(pid, code, str(pub), str(mine)) for pid, code, pub, mine in wrong}
    expected = set(s.unexplained)
    assert found == expected, (
        f"{folder} under {s.rules} (after round {s.after_round}): unexplained cells changed; "
        f"now {len(wrong)} of {compared}: " + _show(event, wrong)
    )
    if s.finding != "DE only":
        assert compared > 0


@pytest.mark.needs_shared
def test_pab_sb_pages_need_the_variant() -> None:
    # Under plain fide-2024 exactly the SB cells of players with a 1-point bye differ, each by
    # own score × the number of such byes: what the pab-no-sb variant leaves out.
    for folder, s in INVESTIGATED.items():
        if s.finding != "PABSB":
            continue
        event = events()[folder]
        _, wrong = compare(event, s.rules.split("+")[0], s.after_round)
        assert wrong, folder
        assert all(_pab_sb_explained(event, c) for c in wrong), _show(event, wrong)


@pytest.mark.needs_shared
@pytest.mark.parametrize("folder", sorted(f for f, s in INVESTIGATED.items() if s.variant_explains))
def test_variant_explains_exactly_the_listed_cells(folder: str) -> None:
    # Under the plain edition exactly the listed cells differ; the variant reproduces them.
    s = INVESTIGATED[folder]
    event = events()[folder]
    _, wrong = compare(event, s.rules.split("+")[0], s.after_round)
    found = {(pid, code, str(pub), str(mine)) for pid, code, pub, mine in wrong}
    assert found == set(s.variant_explains), _show(event, wrong)


@pytest.mark.needs_shared
def test_last_round_empty_on_after_round_pages() -> None:
    for folder, s in INVESTIGATED.items():
        if s.after_round is None:
            continue
        t = events()[folder].tournament
        assert s.after_round == t.rounds_played - 1
        assert all(p.results[-1].outcome is Outcome.ABSENT for p in t.players), folder


@pytest.mark.needs_shared
def test_zero_zero_game_needs_two_losses() -> None:
    folder = "www2026HobsonsBayJuniorsRapidChampionship"
    raw = raw_event(folder)
    # Two LOSSes against each other are refused by core.formats.validate (a loss mirrors a win) ...
    with pytest.raises(InputError) as err:
        to_event(raw, zero_zero="loss-loss")
    assert any(p.place is not None and p.place.round == 9 for p in err.value.problems)
    # ... yet that is what Vega computed: with them the page is reproduced in full.
    event = to_event(raw, zero_zero="loss-loss", validate=False)
    compared, wrong = compare(event, "fide-2026")
    assert compared == 306 and not wrong, _show(event, wrong)
    assert len(INVESTIGATED[folder].unexplained) == 2


@pytest.mark.needs_shared
def test_investigation_summary() -> None:
    total = unexplained = 0
    for folder in INVESTIGATED:
        compared, wrong = investigate(folder)
        total += compared
        unexplained += len(wrong)
    line = (
        f"real data (investigated, {len(INVESTIGATED)} Vega events, settings per page): "
        f"{total - unexplained} of {total} published values reproduced, {unexplained} "
        "listed as unexplained"
    )
    print(line)
    expected = sum(len(s.unexplained) for s in INVESTIGATED.values())
    assert unexplained == expected, line


# ---------------------------------------------------------------------------------------------
# Ranking: compute_standings with the page's tie-break columns as the order must not reverse
# any pair the page ranks strictly (players the page separates only by something it does not
# print, e.g. rating, may share a rank with us).
# ---------------------------------------------------------------------------------------------


def setting_for(folder: str) -> tuple[str, int | None]:
    """Return the rule set and counted rounds a page was reproduced with."""
    kind = membership()[folder]
    if kind == "neither":
        s = INVESTIGATED[folder]
        return s.rules, s.after_round
    return ("fide-2009" if kind == "R-B only" else "fide-2024"), None


@pytest.mark.needs_shared
@pytest.mark.parametrize("folder", sorted(f for f, _, _ in README_TABLE))
def test_ranking_order_agrees_with_the_page(folder: str) -> None:
    event = events()[folder]
    rules, after = setting_for(folder)
    st = compute_standings(
        event.tournament, rules=rules, order=list(event.columns), after_round=after
    )
    ours = {row.player.id: row.rank for row in st.rows}
    page = {PlayerId(p["sno"]): int(p["rank"]) for p in raw_event(folder)["players"]}
    assert sorted(page.values()) == list(range(1, len(page) + 1))
    reversed_pairs = [(a, b) for a in page for b in page if page[a] < page[b] and ours[a] > ours[b]]
    # A pair may only be reversed through a player whose printed value we do not reproduce
    # (INVESTIGATED lists those cells).
    odd = (
        {pid for pid, _, _, _ in INVESTIGATED[folder].unexplained}
        if (folder in INVESTIGATED)
        else set()
    )
    unexplained = [(a, b) for a, b in reversed_pairs if a not in odd and b not in odd]
    assert not unexplained, f"{folder}: page ranks these pairs the other way: {unexplained}"


@pytest.mark.needs_shared
def test_full_point_bye_mapping_does_not_move_fide_values() -> None:
    # vega.py maps every 1-point bye to PAB; a requested full-point bye would do as well for
    # the FIDE rule sets (both non-VURs with the dummy / virtual opponent), so the choice
    # cannot decide a comparison above. wwwHobsonsBayCup2024 has three 1-point byes in round
    # 1, so at least two of them cannot be pairing-allocated.
    changed = []
    pages = 0
    for raw in load_raw():
        folder = raw["source"]["path"].split("/")[1]
        as_pab = events()[folder]
        as_full = to_event(raw, full_point_bye=Outcome.FULL_BYE)
        if not any(
            r.outcome is Outcome.FULL_BYE for p in as_full.tournament.players for r in p.results
        ):
            continue
        pages += 1
        for rules in ("fide-2024", "fide-2026", "fide-2009"):
            for code in ("BH", "BH-C1", "SB"):
                a = tiebreak_values(as_pab.tournament, code, rules=rules)
                b = tiebreak_values(as_full.tournament, code, rules=rules)
                if a != b:
                    changed.append((folder, rules, code))
    assert pages >= 50, pages
    assert not changed


ZERO_ZERO_PAGE = "www2026HobsonsBayJuniorsRapidChampionship"


@pytest.mark.needs_shared
@pytest.mark.parametrize(("folder", "ra", "rb"), README_TABLE)
def test_readme_cross_check_counts(folder: str, ra: str, rb: str) -> None:
    # Our fide-2024 and fide-2009 give the README's R-A and R-B "n/m" on every page, partial
    # ones included. The README's script took the 0-0 game as played (two losses), so that
    # page is built that way here (unvalidated; see test_zero_zero_game_needs_two_losses).
    event = events()[folder]
    if folder == ZERO_ZERO_PAGE:
        event = to_event(raw_event(folder), zero_zero="loss-loss", validate=False)
    got = []
    for rules in ("fide-2024", "fide-2009"):
        compared, wrong = compare(event, rules)
        got.append(f"{compared - len(wrong)}/{compared}")
    assert tuple(got) == (ra, rb), f"{folder}: README R-A {ra}, R-B {rb}; ours {got}"
