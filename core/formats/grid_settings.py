"""The ``Tiebreak settings`` block of an organiser's grid (the sheet template's; docs/grids.md).

**The block.** A cell reading ``Tiebreak settings`` starts a block of ``key | value`` rows below
it (the keys in its column, the values to their right), ending at the first empty key:

- ``Rules | fide-2026`` (any rule set ``--rules`` takes: ``fide`` is the FIDE edition in
  force on the start date, rules.md 2.2);
- ``Order | BH-C1, BH, SB`` (or one code per cell to the right);
- ``Start date | 2025-09-13`` (also ``13.9.2025``, or ``13/09/2025`` when only one reading of
  the day and the month is a date): the event's start, which picks the FIDE edition of
  ``fide``;
- ``Language | cs`` (a code, a locale such as ``cs_CZ``, or the language's name: ``Čeština``,
  ``Italiano``) and ``Target | columns`` or ``standings-tab``, for the Google Sheets
  connector;
- ``Lots seed | 4711`` and ``Single winner | yes``: the arbiter's last word (docs/arbiter.md).

Keys, and the yes/no words, may be written in any of the six languages (``Pravidla``,
``Datum zahájení``, ``Jediný vítěz | ano``). Every value is checked where the block is read,
each wrong one named by its cell (``Rules | fide-1999``); the command line, the bot's uploads,
workbooks and the Sheets connector all read the block here. Command-line options override
it (``--rules``, ``--order``, ``--lots``, ``--single-winner``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from core.errors import InputError, Problem, UnknownRuleSetError, UnknownTiebreakError
from core.formats.grid_cells import Grid, whole
from core.formats.headers import normalize
from core.i18n.message import Msg, msg
from core.i18n.text import language_of, languages
from core.limits import shown
from core.model import MAX_SEED

__all__ = [
    "SETTINGS_TITLE",
    "TARGETS",
    "GridSettings",
    "find_settings",
    "parse_language",
    "parse_settings_date",
    "settings_key",
]

SETTINGS_TITLE = "tiebreak settings"
TARGETS = ("columns", "standings-tab")
"""Where the Google Sheets connector writes (its ``Target``)."""


@dataclass(frozen=True)
class GridSettings:
    """What a ``Tiebreak settings`` block says, with the cells it occupies (0-based row and
    column) and the A1 cells of its values (for the connector's messages)."""

    rules: str | None = None
    order: tuple[str, ...] | None = None
    target: str | None = None
    rules_cell: str | None = None
    order_cell: str | None = None
    cells: frozenset[tuple[int, int]] = frozenset()
    language: str | None = None
    """The catalogue language named by the ``Language`` key (``cs``)."""
    lots_seed: int | None = None
    """The seed of the drawing of lots (``Lots seed``), for ``LOTS``."""
    single_winner: bool | None = None
    """Whether the regulations require a single winner (``Single winner``); None: unsaid."""
    lots_cell: str | None = None
    """The A1 cell of the ``Lots seed`` value."""
    start_date: date | None = None
    """The event's start (``Start date``): the FIDE edition ``fide`` means (rules.md 2.2)."""


_KEYS = {
    "rules": "rules",
    "rule set": "rules",
    "ruleset": "rules",
    "rule": "rules",
    "pravidla": "rules",
    "правила": "rules",
    "reguli": "rules",
    "kurallar": "rules",
    "regole": "rules",
    "order": "order",
    "tiebreaks": "order",
    "tie breaks": "order",
    "tiebreak order": "order",
    "poradi": "order",
    "ред": "order",
    "ordine": "order",
    "ordinea": "order",
    "sira": "order",
    "target": "target",
    "write to": "target",
    "language": "language",
    "lang": "language",
    "jazyk": "language",
    "език": "language",
    "limba": "language",
    "dil": "language",
    "lingua": "language",
    "start date": "start_date",
    "start": "start_date",
    "date": "start_date",
    "datum zahajeni": "start_date",
    "zacatek": "start_date",
    "datum": "start_date",
    "начална дата": "start_date",
    "начало": "start_date",
    "дата": "start_date",
    "data de inceput": "start_date",
    "data inceperii": "start_date",
    "inceput": "start_date",
    "baslangic tarihi": "start_date",
    "baslangic": "start_date",
    "tarih": "start_date",
    "data di inizio": "start_date",
    "data inizio": "start_date",
    "inizio": "start_date",
    "data": "start_date",
    # the arbiter's last word, keys in the six languages
    "lots seed": "lots_seed",
    "lots": "lots_seed",
    "seed": "lots_seed",
    "seed losovani": "lots_seed",
    "losovani": "lots_seed",
    "seed за жребий": "lots_seed",
    "жребий": "lots_seed",
    "seed tragere la sorti": "lots_seed",
    "tragere la sorti": "lots_seed",
    "kura seed": "lots_seed",
    "kura": "lots_seed",
    "seed sorteggio": "lots_seed",
    "sorteggio": "lots_seed",
    "single winner": "single_winner",
    "jediny vitez": "single_winner",
    "един победител": "single_winner",
    "un singur castigator": "single_winner",
    "tek kazanan": "single_winner",
    "vincitore unico": "single_winner",
}

_YES_NO = {
    **dict.fromkeys(("yes", "y", "true", "1", "ano", "да", "da", "evet", "si"), True),
    **dict.fromkeys(("no", "n", "false", "0", "ne", "не", "nu", "hayir"), False),
}
"""The yes/no words of the six languages (normalised) for ``Single winner``."""

_LANGUAGE_NAMES = {
    "english": "en",
    "anglictina": "en",
    "czech": "cs",
    "cestina": "cs",
    "cesky": "cs",
    "bulgarian": "bg",
    "български": "bg",
    "български език": "bg",
    "romanian": "ro",
    "romana": "ro",
    "limba romana": "ro",
    "turkish": "tr",
    "turkce": "tr",
    "italian": "it",
    "italiano": "it",
}
"""Language names an organiser may type in the settings block instead of the code."""


def settings_key(text: str) -> str | None:
    """Return the key a block's key cell names (``rules``, ``order``, ``language``,
    ``start_date``, ``target``, ``lots_seed``, ``single_winner``) in any of the six
    languages (``Pořadí`` is ``order``), or None when it names none."""
    return _KEYS.get(normalize(text))


def parse_language(text: str) -> str | None:
    """Return the catalogue language of ``text`` as typed in a grid (``cs``, ``cs_CZ``,
    ``Čeština``, ``Italian``), or None when it names none of the six."""
    found = language_of(text.strip())
    if found is not None:
        return found
    return _LANGUAGE_NAMES.get(normalize(text))


_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")
_DOTTED = re.compile(r"(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})")
_SLASHED = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{4})")


def parse_settings_date(text: str) -> date | None:
    """Return the date ``text`` writes: ``2025-09-13``, ``13.9.2025`` (day first, as the
    languages with dots write it), or ``13/09/2025`` / ``09/13/2025`` when only one of the
    two readings is a date or both are the same day; else None (``03/04/2025``: which?)."""
    text = text.strip()
    m = _ISO.fullmatch(text)
    if m:
        return _date(int(m[1]), int(m[2]), int(m[3]))
    m = _DOTTED.fullmatch(text)
    if m:
        return _date(int(m[3]), int(m[2]), int(m[1]))
    m = _SLASHED.fullmatch(text)
    if m:
        readings = {
            d
            for d in (
                _date(int(m[3]), int(m[2]), int(m[1])),
                _date(int(m[3]), int(m[1]), int(m[2])),
            )
            if d is not None
        }
        return readings.pop() if len(readings) == 1 else None
    return None


def _date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def find_settings(
    rows: Sequence[Sequence[str]],
    *,
    source: str,
    sheet: str | None = None,
    is_text: Callable[[int, int], bool] | None = None,
) -> GridSettings:
    """Return the ``Tiebreak settings`` block of a grid (empty settings when there is none),
    every value checked (the module docstring). ``is_text`` says whether a cell is typed
    text (a spreadsheet's formula showing the title starts no block); ``sheet`` names a
    workbook's sheet in the cells of problems.

    :raises InputError: for an unknown key, a key given twice, a rule set, tie-break code,
        date, target, language, seed or yes/no that is not one, or two blocks, each with its
        cell.
    """
    # most grids have no block: a look at each cell's text, not the Grid's normal form of it
    if not any("ettings" in _row_text(row) for row in rows):
        return GridSettings()
    grid = Grid(rows, source, sheet=sheet)
    start = _block_start(grid, is_text)
    if start is None:
        return GridSettings()
    return _Block(grid, *start).settings()


def _block_start(grid: Grid, is_text: Callable[[int, int], bool] | None) -> tuple[int, int] | None:
    """Return the title cell of the grid's one settings block, None when there is none.

    :raises InputError: for a second block, at its title.
    """
    starts = [
        (r, c)
        for r in range(len(grid))
        for c in grid.filled(r)
        if normalize(grid.get(r, c)) == SETTINGS_TITLE and (is_text is None or is_text(r, c))
    ]
    if len(starts) > 1:
        r, c = starts[1]
        raise InputError(
            grid.problem(r, c, msg("grid.settings.second-block", cell=grid.address(*starts[0])))
        )
    return starts[0] if starts else None


class _Block:
    """A settings block as typed under its title at ``(r0, c0)``: each key's value cells
    (up to the first empty one) and row, the cells it takes, and its problems so far."""

    def __init__(self, grid: Grid, r0: int, c0: int) -> None:
        self.grid, self.c0 = grid, c0
        self.used: set[tuple[int, int]] = {(r0, c0)}
        self.problems: list[Problem] = []
        self.values: dict[str, tuple[list[str], int]] = {}
        r = r0 + 1
        while grid.get(r, c0):
            self.used.add((r, c0))
            parts: list[str] = []
            c = c0 + 1
            while grid.get(r, c):  # the value cells: up to the first empty one
                parts.append(grid.get(r, c))
                self.used.add((r, c))
                c += 1
            typed = repr(grid.get(r, c0))
            key = _KEYS.get(normalize(grid.get(r, c0)))
            if key is None:
                self.problems.append(
                    grid.problem(r, c0, msg("grid.settings.unknown-key", key=typed))
                )
            elif key in self.values:
                self.problems.append(grid.problem(r, c0, msg("grid.settings.twice", key=typed)))
            else:
                self.values[key] = (parts, r)
            r += 1

    def cell(self, key: str) -> str:
        """The address of ``key``'s first value cell."""
        return self.grid.address(self.values[key][1], self.c0 + 1)

    def cell_of(self, key: str) -> str | None:
        """The address of ``key``'s first value cell, None when the block has no ``key``."""
        return self.cell(key) if key in self.values else None

    def first(self, key: str) -> str:
        """``key``'s first value ("" when it has none)."""
        parts = self.values[key][0]
        return parts[0] if parts else ""

    def bad(self, key: str, message: Msg) -> None:
        """Note a problem at ``key``'s value."""
        self.problems.append(Problem(self.grid.source, message, cell=self.cell(key)))

    def settings(self) -> GridSettings:
        """The block's settings, every value checked.

        :raises InputError: with every problem of the block.
        """
        values, first, bad, source = self.values, self.first, self.bad, self.grid.source
        start_date = rules = target = language = lots_seed = single_winner = None
        order = None
        if "start_date" in values:
            start_date = parse_settings_date(first("start_date"))
            if start_date is None:
                bad("start_date", msg("grid.settings.date", value=repr(first("start_date"))))
        if "rules" in values and first("rules"):  # an empty value is unsaid, as an empty Order
            rules = first("rules")
            _check_rules(rules, self.cell("rules"), source, self.problems)
        if "order" in values:
            order = _checked_order(values["order"][0], self.cell("order"), source, self.problems)
        if "target" in values:
            wanted = normalize(first("target")).replace(" ", "-")
            if wanted in TARGETS:
                target = wanted
            else:
                bad("target", msg("grid.settings.target", value=repr(first("target"))))
        if "language" in values:
            language = parse_language(first("language"))
            if language is None:
                bad(
                    "language",
                    msg("grid.settings.language", value=repr(first("language")), langs=languages()),
                )
        if "lots_seed" in values:
            lots_seed = self._lots_seed()
        if "single_winner" in values:
            single_winner = _YES_NO.get(normalize(first("single_winner")))
            if single_winner is None:
                bad(
                    "single_winner",
                    msg("grid.settings.single-winner", value=repr(first("single_winner"))),
                )
        if self.problems:
            raise InputError(self.problems)
        return GridSettings(
            rules=rules,
            order=order,
            target=target,
            rules_cell=self.cell_of("rules"),
            order_cell=self.cell_of("order"),
            cells=frozenset(self.used),
            language=language,
            lots_seed=lots_seed,
            single_winner=single_winner,
            lots_cell=self.cell_of("lots_seed"),
            start_date=start_date,
        )

    def _lots_seed(self) -> int | None:
        """The seed of the drawing of lots, None (and a problem) when it is no whole number
        up to ``MAX_SEED``."""
        seed = whole(self.first("lots_seed"))
        if seed is None or seed > MAX_SEED:
            self.bad(
                "lots_seed",
                msg("grid.settings.lots-seed", value=repr(self.first("lots_seed")), most=MAX_SEED),
            )
            return None
        return seed


def _row_text(row: Sequence[object]) -> str:
    """Return a row's cells as one lower-case text (cells that are no text as they print)."""
    try:
        return "\x00".join(row).lower()  # type: ignore[arg-type]
    except TypeError:  # a workbook's number or None
        return "\x00".join(map(str, row)).lower()


def rule_set_problem(name: object) -> Msg | None:
    """Return why ``name`` is no rule set (``fide-1999``), None for a name ``--rules`` takes:
    the one check of an event's own ``Rules`` (a grid's block, a JSON file's ``rules``)."""
    from core.rules import RULE_SET_NAMES, resolve_rule_set

    if isinstance(name, str):
        try:
            resolve_rule_set(name, None)
            return None
        except UnknownRuleSetError:
            pass
    return msg("grid.settings.rules", value=shown(name), names=tuple(RULE_SET_NAMES))


def order_codes(codes: Iterable[str]) -> tuple[tuple[str, ...] | None, list[Msg]]:
    """Return the canonical codes of an event's own ``Order`` (None for none) and why each
    unknown one is refused: the one check of a grid's block and a JSON file's ``order``."""
    from core.tiebreaks.registry import Scope, parse_code

    checked: list[str] = []
    problems: list[Msg] = []
    for code in codes:
        try:
            checked.append(parse_code(code).code)
        except UnknownTiebreakError as exc:
            try:  # a team event's code (rules.md 9.5): the standings check it on the event
                checked.append(parse_code(code, Scope.TEAMS).code)
            except UnknownTiebreakError:
                problems.append(exc.message or msg("input.json.order", found=shown(code)))
    return (tuple(checked) if checked else None), problems


def _check_rules(name: str, cell: str, source: str, problems: list[Problem]) -> None:
    """Add a problem at ``cell`` when ``name`` is no rule set (``fide-1999``)."""
    problem = rule_set_problem(name)
    if problem is not None:
        problems.append(Problem(source, problem, cell=cell))


def _checked_order(
    parts: list[str], cell: str, source: str, problems: list[Problem]
) -> tuple[str, ...] | None:
    """Return the codes of an ``Order`` value, a problem at ``cell`` for each unknown one."""
    from core.tiebreaks.registry import split_order

    codes, bad = order_codes(split_order(parts))
    problems += [Problem(source, m, cell=cell) for m in bad]
    return codes
