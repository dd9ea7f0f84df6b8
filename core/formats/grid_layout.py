"""Grid layout: what :func:`core.formats.grid.read_grid` returns, header rows (which column
holds what), and the player rows shared by crosstables and pairings lists' player lists."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from core.errors import InputError, Problem
from core.formats.crosstable import format_token
from core.formats.grid_cells import MAX_PLAYER_NUMBER, Grid, a1, whole
from core.formats.headers import Role, normalize, role_of, round_column
from core.formats.player_columns import parse_birth, parse_sex
from core.i18n.message import Msg, fold, msg
from core.limits import shown, text_problem
from core.model import Outcome, Player, PlayerId, RoundResult, Scoring, Tournament, points_of
from core.scores import parse_score

__all__ = [
    "GridReading",
    "Header",
    "PlayerRow",
    "ReadingKind",
    "describe_header",
    "dup_role_problems",
    "ignored_columns",
    "notation_cell",
    "points_problem",
    "read_player_row",
    "scan_header",
    "section_round",
    "title_above",
    "unlabeled_number_column",
    "with_arbiter_columns",
]


class ReadingKind(enum.Enum):
    """What a grid holds (:mod:`core.formats.grid`): a crosstable (a row per player, a
    column per round) or a pairings list (a row per game); a header row may also head the
    list of players that goes with a pairings list (never the kind of a whole reading)."""

    CROSSTABLE = "crosstable"
    PAIRINGS = "pairings"
    PLAYER_LIST = "players"


@dataclass(frozen=True)
class GridReading:
    """What :func:`read_grid` found in a grid.

    - ``tournament``: the validated event.
    - ``kind``: :attr:`ReadingKind.CROSSTABLE` or :attr:`ReadingKind.PAIRINGS`.
    - ``header_row``: 0-based index of the header row of the crosstable or pairings list.
    - ``player_rows``: player id -> 0-based row of that player. Crosstable: the row in
      ``cells``. Pairings list: the row in the player list (in ``players`` when that was
      given, else in ``cells``); empty when there is no player list.
    - ``last_column``: 0-based index of the last column of ``cells`` holding anything
      (the organiser's data ends there); -1 for an empty grid.
    - ``columns``: recognised column role -> 0-based column index. Crosstable roles:
      ``number``, ``rank``, ``name``, ``rating``, ``federation``, ``title``, ``fide_id``,
      ``points`` and ``round:1``, ``round:2``… Pairings roles: ``round``, ``board``,
      ``white``, ``black``, ``result``, ``white_number``, ``black_number``, the game-score
      columns ``white_score``, ``black_score`` or ``score`` (formats.md 7.2), and the player
      list's as ``players:name``, ``players:number``… Columns with other headers (the
      organiser's notes, tie-break columns written earlier) are not listed but count for
      ``last_column``.

    A connector that writes results beside a crosstable can address player ``pid``'s row as
    ``a1(reading.player_rows[pid], reading.last_column + 1)``.
    """

    tournament: Tournament
    kind: ReadingKind
    header_row: int
    player_rows: dict[PlayerId, int]
    last_column: int
    columns: dict[str, int] = field(default_factory=dict)
    ignored: tuple[Problem, ...] = ()
    """One note per header cell of the table (and of its player list) that names no column
    tiebreak reads (``Raitng``, ``TB1``, ``Notes``): ``check`` says they were ignored."""


# ----------------------------------------------------------------------------------------
# Header rows


@dataclass
class Header:
    row: int
    roles: dict[Role, list[int]]
    rounds: dict[int, list[int]]
    bare: bool
    unknown: list[int] = field(default_factory=list)
    """The columns whose header cell names nothing tiebreak reads."""

    @property
    def kinds(self) -> list[ReadingKind]:
        out = []
        sides = (Role.WHITE in self.roles and Role.BLACK in self.roles) or (
            Role.HOME in self.roles and Role.AWAY in self.roles  # board games, formats.md 6
        )
        if sides and Role.RESULT in self.roles:
            out.append(ReadingKind.PAIRINGS)
        if Role.NAME in self.roles and self.rounds:
            out.append(ReadingKind.CROSSTABLE)
        if not out and Role.NAME in self.roles:
            out.append(ReadingKind.PLAYER_LIST)
        return out

    def col(self, role: Role) -> int | None:
        cols = self.roles.get(role)
        return cols[0] if cols else None


def scan_header(grid: Grid, row: int) -> Header | None:
    roles: dict[Role, list[int]] = {}
    rounds: dict[int, list[int]] = {}
    bare = False
    unknown: list[int] = []
    for col in grid.filled(row):
        text = grid.get(row, col)
        rc = round_column(text)
        role = role_of(text)
        if rc is not None and role is None:
            rounds.setdefault(rc[0], []).append(col)
            bare = bare or rc[1]
        elif role is not None:
            roles.setdefault(role, []).append(col)
        else:
            unknown.append(col)
    header = Header(row, roles, rounds, bare, unknown)
    if not header.kinds:
        return None
    if ReadingKind.CROSSTABLE in header.kinds and bare and Role.NAME not in roles:
        return None
    return header


def ignored_columns(grid: Grid, *headers: Header | None) -> tuple[Problem, ...]:
    """Return a note for each column of ``headers`` that names nothing tiebreak reads."""
    return tuple(
        grid.problem(h.row, c, msg("files.grid.ignored", header=repr(grid.get(h.row, c))))
        for h in headers
        if h is not None
        for c in h.unknown
    )


def describe_header(grid: Grid, h: Header) -> Msg:
    """Return the header row ``h`` for a message: its number and first eight words."""
    cols = sorted(
        {c for cs in h.roles.values() for c in cs} | {c for cs in h.rounds.values() for c in cs}
    )
    words = tuple(grid.get(h.row, c) for c in cols[:8])
    return msg(
        "grid.header-row-more" if len(cols) > 8 else "grid.header-row", row=h.row + 1, words=words
    )


def section_round(grid: Grid, row: int) -> int | None:
    """Return the round of a row holding only "Round 3" (or "3. Kolo"...), else None."""
    filled = grid.filled(row)
    if len(filled) != 1:
        return None
    rc = round_column(grid.get(row, filled[0]))
    return rc[0] if rc is not None and not rc[1] else None


_NOTATION_KEYS = {"notation", "notace", "notacion", "notazione", "notatie", "notasyon"}


def notation_cell(grid: Grid, row: int) -> tuple[str, int] | None:
    """Return ``(value, column)`` when ``row`` says which notation the cells use: a row
    ``Notation | uscf`` (two cells) or ``Notation: uscf`` (one), else None."""
    filled = grid.filled(row)
    if not filled or len(filled) > 2:
        return None
    key, _, rest = grid.get(row, filled[0]).partition(":")
    if normalize(key) not in _NOTATION_KEYS:
        return None
    if rest.strip() and len(filled) == 1:
        return rest.strip(), filled[0]
    if not rest.strip() and len(filled) == 2:
        return grid.get(row, filled[1]), filled[1]
    return None


def title_above(grid: Grid, header_row: int) -> str:
    """Return the event's name in a title row above the header, else ``""``: its line
    breaks and tabs read as spaces, and any other control character refused as in a
    player's name (a JSON or TRF file of the event must hold it).

    :raises InputError: for a title with a control character.
    """
    for r in range(header_row):
        filled = grid.filled(r)
        if filled and notation_cell(grid, r) is None:
            if len(filled) > 1 or section_round(grid, r) is not None:
                return ""
            title = " ".join(grid.get(r, filled[0]).split())
            if (bad := text_problem(title)) is not None:
                raise InputError(
                    grid.problem(r, filled[0], msg("grid.name-bad", name=shown(title), why=bad))
                )
            return title
    return ""


def dup_role_problems(grid: Grid, h: Header, roles: Sequence[Role]) -> list[Problem]:
    problems = []
    for role in roles:
        cols = h.roles.get(role, [])
        if len(cols) > 1:
            cells = fold(
                "grid.join-and",
                [
                    msg("grid.column-at", cell=a1(h.row, c), text=repr(grid.get(h.row, c)))
                    for c in cols
                ],
            )
            problems.append(
                grid.problem(h.row, cols[1], msg("grid.column-twice", role=role.value, cells=cells))
            )
    return problems


@dataclass
class PlayerRow:
    row: int
    number: int | None
    rank: int | None
    name: str
    rating: int | None
    federation: str | None
    title: str | None
    fide_id: str | None
    points: str
    club: str | None = None
    birth: str | None = None
    sex: str | None = None

    def player(self, pid: int, results: tuple[RoundResult, ...]) -> Player:
        """Return the player of this row as starting number ``pid`` with ``results``: the
        organiser's own columns (rating, federation, club, …) carried over."""
        return Player(
            id=PlayerId(pid),
            name=self.name,
            results=results,
            rating=self.rating,
            federation=self.federation,
            title=self.title,
            fide_id=self.fide_id,
            club=self.club,
            birth=self.birth,
            sex=self.sex,
        )


def _parse_rating(grid: Grid, row: int, col: int | None, problems: list[Problem]) -> int | None:
    text = grid.get(row, col)
    if col is None or text in ("", "-", "–", "—"):
        return None
    value = whole(text)
    if value is None or value > 4000:
        problems.append(grid.problem(row, col, msg("grid.rating-expected", found=repr(text))))
        return None
    return value or None  # 0 is how exports write "unrated"


def read_player_row(
    grid: Grid, h: Header, row: int, number_col: int | None, problems: list[Problem]
) -> PlayerRow:
    def opt(role: Role) -> str | None:
        col = h.col(role)
        text = grid.get(row, col) or None
        if col is not None and text is not None and (bad := text_problem(text)) is not None:
            # the rule of the same field in a JSON file
            found = msg("input.json.bad-text", field=role.value, value=shown(text), problem=bad)
            problems.append(grid.problem(row, col, found))
        return text

    number = None
    if number_col is not None:
        text = grid.get(row, number_col)
        number = whole(text)
        if number is None or not 1 <= number <= MAX_PLAYER_NUMBER:
            problems.append(
                grid.problem(row, number_col, msg("grid.number-expected", found=repr(text)))
            )
            number = None
    rank = None
    if h.col(Role.RANK) is not None:
        rank = whole(grid.get(row, h.col(Role.RANK)))
        if rank is not None and not 1 <= rank <= MAX_PLAYER_NUMBER:
            rank = None
    name_col = h.col(Role.NAME)
    name = " ".join(grid.get(row, name_col).split())  # a line break in a cell is a space
    if not name and name_col is not None:
        problems.append(grid.problem(row, name_col, msg("grid.name-empty")))
    elif name_col is not None and (bad := text_problem(name)) is not None:
        problems.append(
            grid.problem(row, name_col, msg("grid.name-bad", name=shown(name), why=bad))
        )
    return PlayerRow(
        row=row,
        number=number,
        rank=rank,
        name=name,
        rating=_parse_rating(grid, row, h.col(Role.RATING), problems),
        federation=opt(Role.FEDERATION),
        title=opt(Role.TITLE),
        fide_id=opt(Role.FIDE_ID),
        points=grid.get(row, h.col(Role.POINTS)),
        club=opt(Role.CLUB),
        birth=parse_birth(grid, row, h.col(Role.BIRTH), problems),
        sex=parse_sex(grid, row, h.col(Role.SEX), problems),
    )


def unlabeled_number_column(grid: Grid, h: Header, rows: Sequence[int]) -> int | None:
    """Return an unlabeled column left of the names holding only start numbers."""
    name_col = h.col(Role.NAME)
    if name_col is None:
        return None
    for col in range(name_col):
        if grid.get(h.row, col):
            continue
        values = [grid.get(r, col) for r in rows]
        if values and all(whole(v) is not None for v in values):
            return col
    return None


def points_problem(
    grid: Grid,
    row: int,
    col: int,
    text: str,
    player: Player,
    scoring: Scoring,
    typed: Sequence[str] | None = None,
) -> Problem | None:
    """Return the problem of a points cell that is no number or not the sum of the games,
    which it names as the organiser typed them (``typed``: a crosstable row's round cells,
    ``1b-``, not ``-F1``), else as tokens (formats.md 1)."""
    try:
        written = parse_score(text)
    except ValueError:
        return grid.problem(row, col, msg("grid.points-expected", found=repr(text)))
    total = points_of(player, scoring)
    if written != total:
        if typed is not None:
            tokens = " ".join(cell or "–" for cell in typed)
        else:
            tokens = " ".join(format_token(r) for r in player.results)
        return grid.problem(
            row, col, msg("grid.points-disagree", found=repr(text), tokens=tokens, total=total)
        )
    return None


# ----------------------------------------------------------------------------------------
# The arbiter's columns (docs/arbiter.md): ``Manual`` and ``Withdrew after round``


def with_arbiter_columns(reading: GridReading, players: Grid | None) -> GridReading:
    """Return ``reading`` with each player's ``manual_tiebreak`` (a ``Manual`` column: any
    number, ``1``, ``1,5``, ``1/2``; lower ranks first) and ``withdrawn_after`` (a
    ``Withdrew after round`` column: a round number) read from the player rows of
    ``players`` (the crosstable itself, or a pairings list's player list); empty cells say
    nothing.

    :raises InputError: for a cell that is not a number, a round the event does not have, or
        a game recorded after the withdrawal, each with its cell.
    """
    prefix = "" if reading.kind is ReadingKind.CROSSTABLE else "players:"
    manual_col = reading.columns.get(prefix + Role.MANUAL.value)
    wd_col = reading.columns.get(prefix + Role.WITHDRAWN.value)
    if players is None or (manual_col is None and wd_col is None):
        return reading
    t = reading.tournament
    problems: list[Problem] = []
    out: list[Player] = []
    for p in t.players:
        row = reading.player_rows.get(p.id)
        if row is None:
            out.append(p)
            continue
        changes: dict[str, object] = {}
        text = players.get(row, manual_col)
        if manual_col is not None and text:
            try:
                changes["manual_tiebreak"] = parse_score(text)
            except ValueError:
                problems.append(
                    players.problem(row, manual_col, msg("arbiter.error.manual", found=repr(text)))
                )
        text = players.get(row, wd_col)
        if wd_col is not None and text:
            after = whole(text)
            if after is None or after > t.rounds:
                problems.append(
                    players.problem(row, wd_col, msg("input.json.withdrawn", found=repr(text)))
                )
            else:
                changes["withdrawn_after"] = after
                for r, res in enumerate(p.results, start=1):
                    if r > after and res.outcome is not Outcome.ABSENT:
                        problems.append(
                            players.problem(
                                row,
                                wd_col,
                                msg(
                                    "grid.after-withdrawal",
                                    after=after,
                                    token=repr(
                                        players.get(row, reading.columns.get(f"round:{r}"))
                                        or format_token(res)
                                        if prefix == ""
                                        else format_token(res)
                                    ),
                                    round=r,
                                ),
                            )
                        )
        out.append(p._replace(**changes) if changes else p)  # type: ignore[arg-type]
    if problems:
        raise InputError(problems)
    return replace(reading, tournament=t._replace(players=tuple(out)))
