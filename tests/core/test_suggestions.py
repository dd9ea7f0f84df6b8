"""The autocomplete's suggestions (:class:`core.players.NameIndex`): the index answers what
the rule of :func:`core.players.suggest_players` says, checked against that rule written out
plainly here (every name folded and tested), on names made of the letters that matter:
accents, case, commas, spaces and digits."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from core.players import NameIndex, fold

LETTERS = "abAé Ňn,o1 0"


def plainly(typed: str, entries: list[tuple[int, str, int]], limit: int) -> list[int]:
    """The rule: name prefixes and the exact number first, word prefixes next, then any part
    of the name or of the number; each group by number, equal numbers in the given order."""
    fq = fold(typed)
    ranked = []
    for number, name, e in entries:
        n = fold(name)
        if not fq or n.startswith(fq) or str(number) == fq:
            ranked.append((0, number, e))
        elif any(w.startswith(fq) for w in n.split()):
            ranked.append((1, number, e))
        elif fq in n or fq in str(number):
            ranked.append((2, number, e))
    ranked.sort(key=lambda x: (x[0], x[1]))
    return [e for _, _, e in ranked[:limit]]


names = st.text(alphabet=LETTERS, max_size=8)
events = st.lists(st.tuples(st.integers(1, 120), names), max_size=40)


@given(events, st.lists(st.text(alphabet=LETTERS, max_size=3), max_size=6), st.integers(1, 25))
def test_the_index_suggests_what_the_rule_says(
    people: list[tuple[int, str]], typed: list[str], limit: int
) -> None:
    entries = [(number, name, i) for i, (number, name) in enumerate(people)]
    index = NameIndex(entries)
    for q in [*typed, "", "1", "a", "o1", ","]:
        assert index.suggest(q, limit) == plainly(q, entries, limit), q


def test_groups_come_in_order_and_the_limit_holds() -> None:
    entries = [
        (3, "Nováková, Jana", "jana"),
        (1, "Ondřej Jan", "ondrej"),
        (2, "Janek Vít", "janek"),
        (13, "Bohdan", "bohdan"),
        (4, "Marie Kojanová", "marie"),
    ]
    index = NameIndex(entries)
    # name prefix (2), word prefixes (1, 3), part of a name (4: "kojanova")
    assert index.suggest("JAN") == ["janek", "ondrej", "jana", "marie"]
    assert index.suggest("JAN", 2) == ["janek", "ondrej"]
    assert index.suggest("3") == ["jana", "bohdan"]  # the number itself first, then a part
    assert index.suggest("") == ["ondrej", "janek", "jana", "marie", "bohdan"]
    assert index.suggest("zz") == []
