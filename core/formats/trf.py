"""FIDE Tournament Report File, TRF-16 (FIDE Handbook C.04 Annex 2): read and write.

Columns of a player record (``001``), 1-based as in the specification: start number 5-8,
sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56, FIDE id 58-68, birth date
70-79, points 81-84, rank 86-89, then one 10-column block per round from column 92: opponent
92-95 (``0000`` or blanks: none), scheduled colour 97 (``w``/``b``/``-``), result 99.

How the cells become :class:`~core.model.Outcome` values (an arbiter's reading):

=================================  ===================================================
cell                               outcome
=================================  ===================================================
``  12 w 1`` / ``0`` / ``=``        a played game (colour ``-`` or blank: colour unknown)
``  12 w W`` / ``D`` / ``L``        a game that lasted less than one move: counted as
                                   played for the score and the tie-breaks; FIDE does not
                                   rate it, which is kept in ``x-trf-unrated``
``  12 w +`` / ``  12 b -``         forfeit win / forfeit loss (both ``-``: double
                                   forfeit); the scheduled colour is kept in
                                   ``x-trf-forfeit-colors``
``0000 - U``                       pairing-allocated bye (PAB)
``0000 - +``                       PAB written the pre-2016 way (FIDE's own example file
                                   pairs it with a ``spielfrei`` pseudo-player)
``0000 - F`` / ``H`` / ``Z``       full-point / half-point / zero-point bye
``0000 - -``, blanks               not paired: absent, late entry, after withdrawal
=================================  ===================================================

Which columns are rounds: the counted rounds are the columns up to the last *finished*
round, one that has a game or forfeit with a result (or a PAB) and no game still in
progress. Columns after it hold what a pairing program writes ahead of time: byes already
requested for the next round (the Gros file), lichess's "will not be paired" marker
(``0000 -``), or a lichess round whose games are still running (opponent with result
``Z``). They do not count; their text is kept verbatim in the player's ``x-trf-pending`` so
that writing the event again reproduces them. A round in which nobody played and nobody
got a PAB therefore cannot be stored in TRF (:func:`trf_limitations` says so).

Points: the points column must equal the sum of the counted rounds under the event's
scoring, or that sum plus the points of the pending columns (the Gros file scores a
half-point bye already granted for round 5, lichess scores the finished games of a
running round). Anything else is a :class:`~core.errors.Problem` naming the line.
Scoring is 1-½-0 with a PAB worth a win unless bbpPairings' ``BBW``/``BBD``/``BBL``/``BBU``
records say otherwise (``BBU`` defaults to the win value, as in tournament JSON).

lichess exports: the player's username starts in column 16 and the rank is blank; ``H`` is
lichess's "late" outcome (missed round 1, worth ½, a half-point bye), ``U`` its 1-point
bye, ``-`` without opponent an absence; all read by the table above.

Pseudo-players: a record named like a bye (``spielfrei``, ``bye``, ``freilos``, ...) with
no opponent in any round, no opponent naming it and no points is not a player; its line is
kept in the tournament's ``x-trf-pseudo-players`` and written back unchanged.

Header records: ``012`` is the name, ``042`` the start date (``2005/07/28``, ``28. 07.
2005``, ``24/09/2010`` day first, ``May 10, 2020`` and ISO are understood), ``092`` sets
round-robin when it says so, ``XXR`` the number of rounds (else the number of round columns
in the file). Every other record is kept verbatim in ``x-trf-<code>`` (several lines joined
with newlines) and written back, so that ``read_trf(write_trf(t)) == t``.

Team records: a file with ``013`` lines is a team event (formats.md 6.2); they are read and
written by :mod:`core.formats.trf_teams`, which also says how a team event's cells differ.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from fractions import Fraction
from typing import IO

from core.errors import InputError, Place, Problem
from core.formats import trf_teams
from core.formats.validate import event_problems
from core.i18n.message import Arg, Msg, Num, msg
from core.limits import MAX_RATING, MAX_ROUNDS, scoring_problem, shown, text_problem
from core.model import (
    Color,
    Outcome,
    Player,
    PlayerId,
    RoundResult,
    Scoring,
    System,
    Tournament,
    points_of,
)
from core.scores import format_score, parse_score

__all__ = ["looks_like_trf", "read_trf", "trf_blockers", "trf_limitations", "write_trf"]

_FIRST_ROUND = 91  # 0-based index of column 92
_BLOCK = 10
_NAME_WIDTH = 33

_TITLES = {
    "g": "GM",
    "m": "IM",
    "f": "FM",
    "c": "CM",
    "wg": "WGM",
    "wm": "WIM",
    "wf": "WFM",
    "wc": "WCM",
}
_TITLE_CODES = {v: k for k, v in _TITLES.items()}
_PSEUDO_NAMES = {
    "spielfrei",
    "freilos",
    "frei",
    "bye",
    "free",
    "exempt",
    "libre",
    "descanso",
    "pab",
    "bye player",
}
_ROUND_ROBIN = re.compile(r"round.?robin|rundenturnier|berger|all.?play.?all", re.I)
_CANONICAL_092 = {
    System.SWISS: "Individual: Swiss-System",
    System.ROUND_ROBIN: "Individual: Round-Robin",
    System.TEAM_SWISS: "Team: Swiss-System",
    System.TEAM_ROUND_ROBIN: "Team: Round-Robin",
}
_SCORING_CODES = ("BBW", "BBD", "BBL", "BBU")
_RECORD = re.compile(r"^([0-9A-Za-z]{3})(?: |$)")

_GAME_RESULTS = {
    "1": Outcome.WIN,
    "0": Outcome.LOSS,
    "=": Outcome.DRAW,
    "W": Outcome.WIN,
    "D": Outcome.DRAW,
    "L": Outcome.LOSS,
    "+": Outcome.FORFEIT_WIN,
    "-": Outcome.FORFEIT_LOSS,
}
_BYE_RESULTS = {
    "U": Outcome.PAB,
    "+": Outcome.PAB,
    "F": Outcome.FULL_BYE,
    "H": Outcome.HALF_BYE,
    "Z": Outcome.ZERO_BYE,
    "-": Outcome.ABSENT,
    " ": Outcome.ABSENT,
}
_BYE_CODES = {Outcome.PAB: "U", Outcome.FULL_BYE: "F", Outcome.HALF_BYE: "H", Outcome.ZERO_BYE: "Z"}


def looks_like_trf(text: str) -> bool:
    """Return whether ``text`` looks like a TRF file: its first record has a 3-character
    code (``012``, ``001``, ``XXR``, ...) and some line is a player record ``001``."""
    lines = [ln for ln in text.lstrip("\ufeff").splitlines() if ln.strip()]
    if not lines or not _RECORD.match(lines[0]):
        return False
    return any(re.match(r"^001 [ \d]{3}\d", ln) for ln in lines)


@dataclass(slots=True)
class _Cell:
    opponent: int
    color: str
    result: str
    raw: str

    @property
    def completes(self) -> bool:
        """A game or forfeit with a result, or a PAB: the round was paired."""
        if self.opponent:
            return self.result in _GAME_RESULTS
        return self.result in ("U", "+")

    @property
    def ongoing(self) -> bool:
        return bool(self.opponent) and self.result in ("Z", " ")


@dataclass(slots=True)
class _Row:
    line_no: int
    line: str
    pid: int
    name: str
    sex: str
    title: str | None
    rating: int | None
    federation: str | None
    fide_id: str | None
    birth: str
    points: Fraction | None
    points_text: str
    rank: int | None
    cells: list[_Cell] = field(default_factory=list)


def _digits(text: str) -> bool:
    """Return whether ``text`` is ASCII digits only (``str.isdigit`` also takes ``²``)."""
    return text.isascii() and text.isdigit()


def _field(line: str, start: int, end: int) -> str:
    """Return columns ``start``-``end`` (1-based, inclusive) of ``line``, stripped."""
    return line[start - 1 : end].strip()


def _parse_date(text: str) -> date | None:
    text = text.strip()
    if not text:
        return None
    m = re.fullmatch(r"(\d{4})\s*[/.\-]\s*(\d{1,2})\s*[/.\-]\s*(\d{1,2})", text)
    if m:
        y, mo, d = (int(g) for g in m.groups())
    else:
        m = re.fullmatch(r"(\d{1,2})\s*[/.\-]\s*(\d{1,2})\s*[/.\-]\s*(\d{4})", text)
        if m:
            d, mo, y = (int(g) for g in m.groups())
        else:
            for fmt in ("%b %d, %Y", "%B %d, %Y", "%d %b %Y", "%d %B %Y"):
                try:
                    return datetime.strptime(text, fmt).date()
                except ValueError:
                    continue
            return None
    try:
        return date(y, mo, d)
    except ValueError:
        return None


def _format_date(d: date) -> str:
    return f"{d.year:04d}/{d.month:02d}/{d.day:02d}"


def _format_points(value: Fraction) -> str:
    if (value * 10).denominator == 1:
        return format_score(value, places=1)
    return format_score(value)


def _points_text(value: Fraction) -> str | None:
    """Return the points for columns 81-84 (``12.5``; ``120`` when ``120.0`` is too wide),
    or None when they do not fit."""
    for text in (_format_points(value), format_score(value)):
        if len(text) <= 4:
            return text
    return None


def read_trf(handle: IO[str], *, source: str) -> Tournament:
    """Return the tournament in a TRF-16 file (the module docstring says how cells read).

    :raises InputError: listing every problem, each with the line number of the record and
        the player and round (``player 5, round 3``).
    """
    text = handle.read().lstrip("\ufeff")
    problems: list[Problem] = []
    header: dict[str, list[str]] = {}
    order: list[str] = []
    rows: list[_Row] = []
    team_lines: list[tuple[int, str]] = []  # formats.md 6.2
    for line_no, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.rstrip("\r\n")
        if not line.strip():
            continue
        m = _RECORD.match(line)
        if not m:
            problems.append(
                Problem(source, msg("input.trf.not-record", found=repr(line[:20])), line=line_no)
            )
            continue
        code = m.group(1).upper()
        if code == "001":
            row = _parse_player(line, line_no, source, problems)
            if row is not None:
                rows.append(row)
            continue
        if code == trf_teams.RECORD:
            team_lines.append((line_no, line))
            continue
        if code not in header:
            header[code] = []
            order.append(code)
        header[code].append(line[4:].rstrip())
    if not rows and not problems:
        problems.append(Problem(source, msg("input.trf.no-players")))
    seen: dict[int, int] = {}
    for row in rows:
        if row.pid in seen:
            problems.append(
                Problem(
                    source,
                    msg("input.trf.duplicate-start", id=row.pid, line=seen[row.pid]),
                    line=row.line_no,
                    place=Place(player=row.pid),
                )
            )
        else:
            seen[row.pid] = row.line_no
    teams: list[tuple[int, str, tuple[PlayerId, ...]]] = []
    for line_no, line in team_lines:
        found = trf_teams.read_team_line(line, line_no, source, problems)
        if found is not None:
            teams.append((line_no, *found))
    if problems:
        raise InputError(problems)
    return _build(header, order, rows, source, (teams, [ln for _, ln in team_lines]))


def _parse_player(line: str, line_no: int, source: str, problems: list[Problem]) -> _Row | None:
    def bad(message: Msg, place: Place | None = None) -> None:
        problems.append(Problem(source, message, line=line_no, place=place))

    def bad_player(message: Msg) -> None:
        bad(message, Place(player=pid))

    def bad_round(message: Msg, rnd: int) -> None:
        bad(message, Place(player=pid, round=rnd))

    padded = line.ljust(_FIRST_ROUND)
    start = _field(padded, 5, 8)
    if not _digits(start) or int(start) <= 0:
        bad(msg("input.trf.start-number", found=repr(start)))
        return None
    pid = int(start)
    name = _field(padded, 15, 47)
    if (bad_name := text_problem(name)) is not None:
        bad_player(msg("input.trf.name", name=shown(name), problem=bad_name))
    rating: int | None = None
    rating_text = _field(padded, 49, 52)
    if rating_text:
        if _digits(rating_text) and int(rating_text) <= MAX_RATING:
            rating = int(rating_text) or None
        elif _digits(rating_text):  # the JSON it converts to holds no more (formats.md 2)
            bad_player(msg("input.trf.rating-limit", limit=MAX_RATING, found=rating_text))
        else:
            bad_player(msg("input.trf.rating", found=repr(rating_text)))
    fide = _field(padded, 58, 68)
    if fide and not _digits(fide):
        bad_player(msg("input.trf.fide-id", found=repr(fide)))
    points_text = _field(padded, 81, 84)
    points: Fraction | None = None
    if points_text:
        try:
            points = parse_score(points_text)
        except ValueError:
            bad_player(msg("input.trf.points-column", found=repr(points_text)))
    rank_text = _field(padded, 86, 89)
    rank: int | None = None
    if rank_text:
        if _digits(rank_text):
            rank = int(rank_text)
        else:
            bad_player(msg("input.trf.rank", found=repr(rank_text)))
    if padded[89:_FIRST_ROUND].strip():
        bad_player(msg("input.trf.blank", found=repr(padded[89:_FIRST_ROUND])))
    title_code = _field(padded, 11, 13)
    federation = _field(padded, 54, 56)
    for columns, what, value in (
        ("11-13", "title", title_code),
        ("54-56", "federation", federation),
    ):
        # The same text checks as a name's: a control character here would be refused by
        # the JSON this file converts to.
        if (bad_text := text_problem(value)) is not None:
            found = shown(value)
            bad_player(
                msg("input.trf.text", columns=columns, field=what, value=found, problem=bad_text)
            )
    row = _Row(
        line_no=line_no,
        line=line.rstrip(),
        pid=pid,
        name=name,
        sex=_field(padded, 10, 10),
        title=_TITLES.get(title_code.lower(), title_code) if title_code else None,
        rating=rating,
        federation=federation or None,
        fide_id=fide if fide and _digits(fide) and int(fide) else None,
        birth=_field(padded, 70, 79),
        points=points,
        points_text=points_text,
        rank=rank,
    )
    row.cells.extend(_cells(line, bad_round))
    return row


def _cells(line: str, bad_round: Callable[[Msg, int], None]) -> list[_Cell]:
    """Return the round blocks of a player line (columns 92 on, 10 each), noting each
    malformed block with its round."""
    cells: list[_Cell] = []
    rest = line[_FIRST_ROUND:]
    for i in range(0, len(rest.rstrip()), _BLOCK):
        rnd = i // _BLOCK + 1
        block = rest[i : i + _BLOCK].ljust(_BLOCK)
        cols = msg("input.columns", first=_FIRST_ROUND + i + 1, last=_FIRST_ROUND + i + 8)
        opp_text, color, result = block[0:4], block[5].lower(), block[7].upper()
        if block[4] != " " or block[6] != " " or block[8:].strip():
            bad_round(msg("input.trf.round-block", columns=cols, found=repr(block.rstrip())), rnd)
        elif opp_text.strip() and not _digits(opp_text.strip()):
            bad_round(msg("input.trf.opponent", columns=cols, found=repr(opp_text.strip())), rnd)
        elif color not in "wb- ":
            bad_round(msg("input.trf.colour", columns=cols, found=repr(color)), rnd)
        elif result not in "10=+-WDLHFUZ ":
            bad_round(msg("input.trf.result", columns=cols, found=repr(result)), rnd)
        else:
            opponent = int(opp_text) if opp_text.strip() else 0
            cells.append(_Cell(opponent, color, result, block.rstrip()))
    return cells


def _is_pseudo(row: _Row, referenced: set[int]) -> bool:
    return (
        row.name.strip().lower() in _PSEUDO_NAMES
        and row.pid not in referenced
        and not row.rating
        and not row.fide_id
        and not row.points
        and all(c.opponent == 0 and c.result in (" ", "-", "Z") for c in row.cells)
    )


_TeamLines = tuple[list[tuple[int, str, tuple[PlayerId, ...]]], list[str]]


def _build(
    header: dict[str, list[str]],
    order: list[str],
    rows: list[_Row],
    source: str,
    team_lines: _TeamLines = ([], []),
) -> Tournament:
    problems: list[Problem] = []
    is_team = bool(team_lines[1])

    def top(code: str, message: Msg) -> None:
        problems.append(Problem(source, msg("input.trf.record", code=code, problem=message)))

    referenced = {c.opponent for r in rows for c in r.cells if c.opponent}
    pseudo = [r for r in rows if _is_pseudo(r, referenced)]
    rows = [r for r in rows if r not in pseudo]
    name = header.get("012", [""])[0].strip()
    if (bad_name := text_problem(name)) is not None:  # the rule of player names
        top("012", msg("input.trf.name", name=shown(name), problem=bad_name))
    start_date = _parse_date(header["042"][0]) if "042" in header else None
    system = _system(header, is_team)
    width = max((len(r.cells) for r in rows), default=0)
    rounds = _rounds(header, width, top)
    scoring, scoring_values = _scoring(header, top)
    k = _counted_rounds(rows, width)
    derived = {
        "012": None,
        "042": _format_date(start_date) if start_date else None,
        "062": str(len(rows)),
        "092": _CANONICAL_092[_team_system(system) if is_team else system],
        "XXR": str(rounds),
    }
    extra = _header_extra(header, order, derived, scoring_values)
    if pseudo:
        extra.append(("x-trf-pseudo-players", "\n".join(r.line for r in pseudo)))
    players = [_player(row, k, is_team, scoring, problems, source) for row in rows]
    disagreeing = sum(
        1 for p in problems if isinstance(p.message, Msg) and p.message.key == "input.trf.points"
    )
    if disagreeing > len(rows) // 2 and not scoring_values:
        problems.append(
            Problem(source, msg("input.trf.points-scoring", count=disagreeing, total=len(rows)))
        )
    tournament = Tournament(
        name=name,
        rounds=rounds,
        players=tuple(players),
        system=system,
        scoring=scoring,
        start_date=start_date,
        extra=tuple(extra),
    )
    lines = {r.pid: r.line_no for r in rows}

    if is_team:
        tournament = trf_teams.with_teams(tournament, *team_lines)
    team_at = [n for n, _, _ in team_lines[0]]

    def locate(place: Place) -> Problem:
        if place.player is not None:
            return Problem(source, "", line=lines.get(place.player), place=place)
        return Problem(source, "", line=trf_teams.team_line_no(team_at, place.team), place=place)

    problems = event_problems(tournament, locate) + problems
    if problems:
        raise InputError(sorted(problems, key=lambda p: p.line or 0))
    return tournament


_Top = Callable[[str, Msg], None]
"""Notes a problem of a header record (its code)."""


def _system(header: dict[str, list[str]], is_team: bool) -> System:
    """Return the system record 092 names (a team event's is made a team system later)."""
    if is_team:
        rr = "092" in header and trf_teams.is_round_robin(header["092"][0])
        return System.ROUND_ROBIN if rr else System.SWISS
    if "092" in header and _ROUND_ROBIN.search(header["092"][0]):
        return System.ROUND_ROBIN
    return System.SWISS


def _rounds(header: dict[str, list[str]], width: int, top: _Top) -> int:
    """Return the rounds: XXR when given, else the widest player line's."""
    rounds = width
    if width > MAX_ROUNDS:  # the bound of every reader (a JSON of these rounds is refused)
        top("001", msg("input.trf.xxr", limit=MAX_ROUNDS, found=width))
        rounds = 0
    if "XXR" in header:
        xxr = header["XXR"][0].strip()
        if _digits(xxr) and len(xxr) <= 3 and int(xxr) <= MAX_ROUNDS:
            rounds = int(xxr)
        else:
            top("XXR", msg("input.trf.xxr", limit=MAX_ROUNDS, found=shown(xxr)))
    return rounds


def _scoring(header: dict[str, list[str]], top: _Top) -> tuple[Scoring, dict[str, Fraction]]:
    """Return the scoring of records BBW, BBD, BBL and BBU, and the values given."""
    scoring_values: dict[str, Fraction] = {}
    for code in _SCORING_CODES:
        if code in header:
            text = header[code][0].strip()
            try:
                value = parse_score(text)
            except ValueError:
                top(code, msg("input.trf.score-format", found=shown(text)))
                continue
            if (bad := scoring_problem(value)) is not None:
                top(code, msg("input.found", problem=bad, found=shown(text)))
                continue
            scoring_values[code] = value
    win = scoring_values.get("BBW", Fraction(1))
    scoring = Scoring(
        win=win,
        draw=scoring_values.get("BBD", Fraction(1, 2)),
        loss=scoring_values.get("BBL", Fraction(0)),
        pab=scoring_values.get("BBU", win),
    )
    for unsound in scoring.problems():
        top(
            next(iter(c for c in _SCORING_CODES if c in header), "BBW"),
            msg("input.trf.scoring", problem=unsound),
        )
        scoring = Scoring()
    return scoring, scoring_values


def _counted_rounds(rows: list[_Row], width: int) -> int:
    """Return how many columns are counted rounds (module docstring): up to the last one
    with a completed cell and none in progress."""
    k = 0
    for i in range(width):
        column = [r.cells[i] for r in rows if i < len(r.cells)]
        if any(c.completes for c in column) and not any(c.ongoing for c in column):
            k = i + 1
    return k


def _header_extra(
    header: dict[str, list[str]],
    order: list[str],
    derived: dict[str, str | None],
    scoring_values: dict[str, Fraction],
) -> list[tuple[str, object]]:
    """Return the header records kept as they were (``x-trf-<code>``): those the tournament
    does not hold, or holds otherwise than the file wrote them."""
    extra: list[tuple[str, object]] = []
    for code in sorted(order, key=_record_sort_key):
        if code in _SCORING_CODES and code in scoring_values:
            continue
        values = header[code]
        if code in derived and len(values) == 1 and values[0].strip() == derived[code]:
            continue
        if code in ("012", "XXR") and len(values) == 1:
            continue
        extra.append((f"x-trf-{code}", "\n".join(values)))
    return extra


def _player(
    row: _Row, k: int, is_team: bool, scoring: Scoring, problems: list[Problem], source: str
) -> Player:
    """Return the player of line ``row`` with its first ``k`` rounds, noting its problems
    (and points that neither the counted rounds nor the rounds in progress add up to)."""
    before = len(problems)
    results, unrated, forfeit_colors, absent = _results(row, k, is_team, problems, source)
    pending = row.line[_FIRST_ROUND + _BLOCK * k :].rstrip()
    pextra: list[tuple[str, object]] = []
    if row.sex:
        pextra.append(("x-trf-sex", row.sex))
    if row.birth:
        pextra.append(("x-trf-birth", row.birth))
    if row.rank is not None:
        pextra.append(("x-trf-rank", row.rank))
    if unrated:
        pextra.append(("x-trf-unrated", " ".join(unrated)))
    if forfeit_colors:
        pextra.append(("x-trf-forfeit-colors", " ".join(forfeit_colors)))
    if absent:
        pextra.append((trf_teams.ABSENT_KEY, " ".join(absent)))
    if pending:
        pextra.append(("x-trf-pending", pending))
    player = Player(
        id=PlayerId(row.pid),
        name=row.name,
        results=tuple(results),
        rating=row.rating,
        federation=row.federation,
        fide_id=row.fide_id,
        title=row.title,
        extra=tuple(pextra),
    )
    if row.points is not None and len(problems) == before:
        counted = points_of(player, scoring)
        ahead = sum((_pending_points(c, scoring) for c in row.cells[k:]), Fraction(0))
        if row.points not in (counted, counted + ahead):
            found = msg("input.trf.points", found=row.points_text, counted=_points_arg(counted))
            problems.append(Problem(source, found, line=row.line_no, place=Place(player=row.pid)))
    return player


def _results(
    row: _Row, k: int, is_team: bool, problems: list[Problem], source: str
) -> tuple[list[RoundResult], list[str], list[str], list[str]]:
    """Return the first ``k`` rounds of ``row`` (a missing one absent), with the rounds of
    unrated games, the forfeits' colours and a team member's absences as written."""
    results: list[RoundResult] = []
    unrated: list[str] = []
    forfeit_colors: list[str] = []
    absent: list[str] = []

    def bad(message: Msg, rnd: int) -> None:
        where = Place(player=row.pid, round=rnd)
        problems.append(Problem(source, message, line=row.line_no, place=where))
        results.append(RoundResult(Outcome.ABSENT))

    for i, cell in enumerate(row.cells[:k]):
        rnd = i + 1
        if is_team and not cell.opponent and cell.result in "Z-+":
            # formats.md 6.2: Z and "-" sit a member out; "+" is a forfeit without an
            # opponent, which a team event does not accept (rules.md 12.37)
            if cell.result == "+":
                where = Place(player=row.pid, round=rnd)
                found = msg("input.team.trf.forfeit-no-opponent")
                problems.append(Problem(source, found, line=row.line_no, place=where))
            absent.append(f"{rnd}{cell.result}")
            results.append(RoundResult(Outcome.ABSENT))
        elif cell.opponent and cell.result not in _GAME_RESULTS:
            opponent = cell.opponent
            result = repr(cell.result)
            bad(
                msg("input.trf.no-result", opponent=opponent)
                if cell.ongoing
                else msg("input.trf.bye-with-opponent", result=result, opponent=opponent),
                rnd,
            )
        elif cell.opponent:
            outcome = _GAME_RESULTS[cell.result]
            color = {"w": Color.WHITE, "b": Color.BLACK}.get(cell.color)
            if outcome.is_forfeit:
                if color is not None:
                    forfeit_colors.append(f"{rnd}{cell.color}")
                color = None
            if cell.result in "WDL":
                unrated.append(str(rnd))
            results.append(RoundResult(outcome, PlayerId(cell.opponent), color))
        elif cell.result not in _BYE_RESULTS:
            bad(msg("input.trf.needs-opponent", result=repr(cell.result)), rnd)
        else:
            results.append(RoundResult(_BYE_RESULTS[cell.result]))
    while len(results) < k:
        results.append(RoundResult(Outcome.ABSENT))
    return results, unrated, forfeit_colors, absent


def _team_system(system: System) -> System:
    return System.TEAM_ROUND_ROBIN if system is System.ROUND_ROBIN else System.TEAM_SWISS


def _points_arg(value: Fraction) -> Arg:
    """Return points as :func:`_format_points` writes them (``1.5``, ``2.0``, ``1.25``), in
    the reader's language."""
    return Num(value, places=1) if (value * 10).denominator == 1 else value


def _pending_points(cell: _Cell, scoring: Scoring) -> Fraction:
    if cell.opponent:
        outcome = _GAME_RESULTS.get(cell.result)
        return scoring.points(outcome) if outcome else Fraction(0)
    return scoring.points(_BYE_RESULTS.get(cell.result, Outcome.ABSENT))


def _record_sort_key(code: str) -> tuple[int, str]:
    """Header records first (``??2``), then program records (``XX?``, ``BB?``), then the rest
    (written after the players, e.g. ``XXA`` accelerations and ``013`` teams)."""
    if code.isdigit() and code.endswith("2"):
        return (0, code)
    if code[:2] in ("XX", "BB") and code != "XXA":
        return (1, code)
    return (2, code)


_MAX_TRF_ID = 9999


def trf_blockers(t: Tournament) -> list[Problem]:
    """Return what keeps ``t`` out of TRF-16 altogether (a file :func:`read_trf` could not
    read back): start numbers over four digits, a pending game (a round in progress:
    TRF-16 has no code for it). ``source`` is ``"TRF"``."""
    pending = t.pending_round
    if pending is not None:
        games = t.games_of_round(pending)[1]
        return [
            Problem(
                "TRF",
                msg("input.trf.pending", round=pending, count=len(games)),
                place=Place(player=a),
            )
            for a, _ in games[:1]
        ]
    if len(t.players) > _MAX_TRF_ID:
        return [
            Problem(
                "TRF",
                msg(
                    "input.trf.too-many-players",
                    players=Num(len(t.players), grouped=True),
                    limit=Num(_MAX_TRF_ID, grouped=True),
                ),
            )
        ]
    return [
        Problem(
            "TRF",
            msg("input.trf.start-too-large", id=p.id, limit=Num(_MAX_TRF_ID, grouped=True)),
            place=Place(player=p.id),
        )
        for p in t.players
        if not 1 <= p.id <= _MAX_TRF_ID
    ]


def trf_limitations(t: Tournament) -> list[Problem]:
    """Return what TRF-16 cannot hold of ``t`` (empty: :func:`write_trf` is lossless).

    Each problem names the player (``place``) or the record concerned; ``source`` is
    ``"TRF"``.
    """
    out: list[Problem] = []

    def lim(message: Msg, player: int | None = None) -> None:
        where = None if player is None else Place(player=player)
        out.append(Problem("TRF", message, place=where))

    if "\n" in t.name:
        lim(msg("input.trf.limit.name-break"))
    if t.system.is_team:
        out += trf_teams.team_limitations(t)
    s = t.scoring
    for what, value in (("win", s.win), ("draw", s.draw), ("loss", s.loss), ("pab", s.pab)):
        if not s.is_default and (value * 10).denominator != 1:
            lim(msg("input.trf.limit.scoring", what=what, value=str(value)))
    for key, _ in t.extra:
        if not key.startswith("x-trf-"):
            lim(msg("input.trf.limit.field", key=repr(key)))
    if t.lots_seed is not None:  # the arbiter's drawing of lots
        out.append(Problem("TRF", msg("arbiter.trf.lots-seed", seed=t.lots_seed)))
    if t.single_winner:
        out.append(Problem("TRF", msg("arbiter.trf.single-winner")))
    for r in range(1, t.rounds_played + 1):
        paired = any(
            p.results[r - 1].outcome.has_opponent or p.results[r - 1].outcome is Outcome.PAB
            for p in t.players
            if len(p.results) >= r
        )
        if not paired:
            lim(msg("input.trf.limit.round", round=r))
    for p in t.players:
        if len(p.name) > _NAME_WIDTH or "\n" in p.name or p.name != p.name.strip():
            lim(msg("input.trf.limit.name", name=repr(p.name), width=_NAME_WIDTH), p.id)
        if p.rating is not None and not 1 <= p.rating <= 9999:
            lim(msg("input.trf.limit.rating", rating=p.rating), p.id)
        if p.federation is not None and (
            len(p.federation) > 3
            or not p.federation.strip()
            or p.federation != p.federation.strip()
        ):
            lim(msg("input.trf.limit.federation", federation=repr(p.federation)), p.id)
        if p.fide_id is not None and (
            len(p.fide_id) > 11 or not p.fide_id.isdigit() or not int(p.fide_id)
        ):
            lim(msg("input.trf.limit.fide-id", id=repr(p.fide_id)), p.id)
        if p.title is not None and _title_code(p.title) is None:
            lim(msg("input.trf.limit.title", title=repr(p.title)), p.id)
        if p.withdrawn_after is not None:
            lim(msg("input.trf.limit.withdrawn", round=p.withdrawn_after), p.id)
        if p.manual_tiebreak is not None:
            out.append(
                Problem(
                    "TRF",
                    msg("arbiter.trf.manual", value=p.manual_tiebreak),
                    place=Place(player=p.id),
                )
            )
        if _points_text(points_of(p, t.scoring)) is None:
            lim(msg("input.trf.limit.points"), p.id)
        for key, _ in p.extra:
            if not key.startswith("x-trf-"):
                lim(msg("input.trf.limit.player-field", key=repr(key)), p.id)
    return out


def _title_code(title: str) -> str | None:
    code = _TITLE_CODES.get(title.upper())
    if code is not None:
        return code
    if title.lower() in _TITLES or len(title) > 3 or not title.strip():
        # a raw code that would read back as the long form, or too wide
        return None
    return title


def write_trf(
    t: Tournament,
    handle: IO[str],
    *,
    strict: bool = True,
    ranks: Mapping[PlayerId, int] | None = None,
) -> None:
    """Write ``t`` as a TRF-16 file that :func:`read_trf` reads back as an equal tournament.

    :param strict: when true (the default), refuse what TRF-16 cannot hold rather than
        drop it; when false, write what fits (names cut to 33 characters, no withdrawal
        marks, ...). :func:`trf_limitations` lists the losses beforehand.
    :param ranks: each player's rank for columns 86-89 (the standings' rank: FIDE's TRF-16
        has the rank there), where the file read gave none.
    :raises InputError: listing what keeps ``t`` out of TRF-16 (:func:`trf_blockers`), and
        (strict) everything else TRF-16 cannot hold.
    """
    blockers = trf_blockers(t)
    if blockers:
        raise InputError(blockers)
    if strict:
        limits = trf_limitations(t)
        if limits:
            raise InputError(limits)
    extra = {k: v for k, v in t.extra if k.startswith("x-trf-")}
    records: dict[str, str] = {}
    for key, value in extra.items():
        code = key[len("x-trf-") :]
        if len(code) == 3:
            records[code] = str(value)
    if "012" not in records or "\n" in records["012"]:
        records["012"] = t.name.replace("\n", " ")
    if t.start_date is not None:
        raw = records.get("042")
        if raw is None or "\n" in raw or _parse_date(raw) != t.start_date:
            records["042"] = _format_date(t.start_date)
    records.setdefault("062", str(len(t.players)))
    records.setdefault("092", _CANONICAL_092[t.system])
    records.setdefault("XXR", str(t.rounds))
    if not t.scoring.is_default:
        s = t.scoring
        for code, value in (("BBW", s.win), ("BBD", s.draw), ("BBL", s.loss), ("BBU", s.pab)):
            records[code] = format_score(value, places=1).rjust(4)
    codes = sorted(records, key=_record_sort_key)
    out: list[str] = []

    def emit(code: str) -> None:
        for value in records[code].split("\n"):
            out.append(f"{code} {value}".rstrip())

    for code in codes:
        if _record_sort_key(code)[0] < 2:
            emit(code)
    k = t.rounds_played
    for p in t.players:
        out.append(_player_line(p, t, k, None if ranks is None else ranks.get(p.id)))
    if "x-trf-pseudo-players" in extra:
        out.extend(str(extra["x-trf-pseudo-players"]).split("\n"))
    for code in codes:
        if _record_sort_key(code)[0] == 2:
            emit(code)
    if t.system.is_team:
        out.extend(trf_teams.write_team_lines(t))
    handle.write("\n".join(out) + "\n")


def _put(buf: list[str], start: int, text: str, *, right: bool = False, width: int = 0) -> None:
    """Write ``text`` into ``buf`` at 1-based column ``start`` (right-aligned in ``width``)."""
    if right:
        text = text.rjust(width)
    for i, ch in enumerate(text):
        pos = start - 1 + i
        while len(buf) <= pos:
            buf.append(" ")
        buf[pos] = ch


def _player_line(p: Player, t: Tournament, k: int, rank: int | None = None) -> str:
    extra = dict(p.extra)
    buf: list[str] = []
    _put(buf, 1, "001")
    _put(buf, 5, str(p.id), right=True, width=4)
    _put(buf, 10, str(extra.get("x-trf-sex", ""))[:1])
    if p.title is not None:
        _put(buf, 11, (_title_code(p.title) or p.title)[:3], right=True, width=3)
    _put(buf, 15, p.name.replace("\n", " ")[:_NAME_WIDTH])
    if p.rating is not None:
        _put(buf, 49, str(p.rating)[-4:], right=True, width=4)
    if p.federation is not None:
        _put(buf, 54, p.federation[:3])
    if p.fide_id is not None:
        _put(buf, 58, p.fide_id[-11:], right=True, width=11)
    _put(buf, 70, str(extra.get("x-trf-birth", ""))[:10])
    points = _points_text(points_of(p, t.scoring))
    _put(buf, 81, (points or _format_points(points_of(p, t.scoring)))[:4], right=True, width=4)
    if "x-trf-rank" in extra:
        _put(buf, 86, str(extra["x-trf-rank"])[:4], right=True, width=4)
    elif rank is not None:
        _put(buf, 86, str(rank)[:4], right=True, width=4)
    unrated = set(str(extra.get("x-trf-unrated", "")).split())
    forfeit_colors = {c[:-1]: c[-1] for c in str(extra.get("x-trf-forfeit-colors", "")).split()}
    absent = {c[:-1]: c[-1] for c in str(extra.get(trf_teams.ABSENT_KEY, "")).split()}
    for rnd, res in enumerate(p.results, start=1):
        text = _cell_text(res, rnd, unrated, forfeit_colors)
        if res.outcome is Outcome.ABSENT and str(rnd) in absent:
            text = f"0000 - {absent[str(rnd)]}"  # a team member sat out this way (6.2)
        _put(buf, _FIRST_ROUND + 1 + _BLOCK * (rnd - 1), text)
    line = "".join(buf)
    pending = extra.get("x-trf-pending")
    if pending:
        line = line.ljust(_FIRST_ROUND + _BLOCK * k) + str(pending)
    return line.rstrip()


def _cell_text(
    res: RoundResult, rnd: int, unrated: set[str], forfeit_colors: dict[str, str]
) -> str:
    o = res.outcome
    if o is Outcome.ABSENT:
        return "        "
    if o in _BYE_CODES:
        return f"0000 - {_BYE_CODES[o]}"
    opp = f"{res.opponent:>4}"
    if o.is_forfeit:
        color = forfeit_colors.get(str(rnd), "-")
        return f"{opp} {color} {'+' if o is Outcome.FORFEIT_WIN else '-'}"
    color = res.color.value if res.color is not None else "-"
    if str(rnd) in unrated:
        letter = {Outcome.WIN: "W", Outcome.DRAW: "D", Outcome.LOSS: "L"}[o]
    else:
        letter = {Outcome.WIN: "1", Outcome.DRAW: "=", Outcome.LOSS: "0"}[o]
    return f"{opp} {color} {letter}"
