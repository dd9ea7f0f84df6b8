"""Which cells are ours: the owner mark on our headers and the check codes of what we wrote.

- **Check codes: what we wrote, remembered in the header.** Being in one of our columns does
  not make a cell ours: the organiser may have typed a number over a rank. So the last line of
  each header note records what the sync wrote below it, as
  ``tiebreak-sheets check: 1@3:Ab3x 2@4:Qz9+ …`` — one entry per non-empty value cell: the
  player's starting number, ``@``, the sheet row, ``:``, and :func:`check_code` of the value (a
  24-bit BLAKE2b digest of the value as the sheet returns it, four base64 characters). A cell
  is ours when its code matches the entry of the player now on its row (rows move with their
  player when the organiser sorts the sheet or inserts a row) or the entry recorded for its
  row (players renumbered, a player's data cleared). At about 15 characters a player per
  column, a header note stays under 50,000 characters (Google's limit for a cell's content;
  none is documented for notes) up to some 3,000 players; past a limit Google would refuse
  the one batch, and nothing would be written. The header note is ours (its mark says so)
  and is rewritten in the same request as the values, so the codes always describe the cells
  as they are after the sync; with unchanged results the note is unchanged too and nothing is
  sent.
- **Safety.** A cell may be changed only when it is empty, or when it is in one of our columns
  and holds exactly what we wrote there: our header, or a value whose check code matches an
  entry for its player or its row — never a formula, never a value without such an entry (a
  total typed below our rows, a cell above our header), never a note in a column
  where we write no notes (``Rank``, ``Pts``, ``No``, ``Name``, ``Note``). An owned cell the
  organiser emptied may be rewritten: nothing is lost. Any other cell in the way stops the plan with
  :class:`~sheets_addon.errors.SheetConflictError` naming every such cell, before anything is
  sent. A header written before check codes existed (no check line) falls back to the old
  rule — a number, or text in the ``Name`` column, counts as ours — once; the next write adds
  the codes. Our columns that are no longer needed (a code dropped from the order, a player
  row gone) are cleared, never deleted.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from core.engine.standings import Standings, score_msg
from core.i18n.message import Arg, Msg, msg
from core.i18n.text import DEFAULT_LANG, render
from core.tiebreaks.registry import Scope, describe
from sheets_addon.cells import CellKind, SheetCell, cell_at
from sheets_addon.columns import OWNER_MARK, is_owned_header, owned_columns
from sheets_addon.encoding import Number

TEXT_LABELS = frozenset({"Name", "Note", "Team"})
UNANNOTATED = frozenset({"Rank", "Pts", "No", "Name", "Note", "Team", "MP", "GP"})
"""Labels of the columns whose value cells get no note from us."""
CHECK_MARK = "tiebreak-sheets check:"
"""Start of the last line of a header note: the check codes of the values written below."""
_CHECK_LINE = re.compile(r"^" + re.escape(CHECK_MARK) + r"((?: [0-9]+@[0-9]+:[A-Za-z0-9+/]{4})*)$")


def check_code(value: Number | str) -> str:
    """Return the check code of a value cell: four base64 characters of a BLAKE2b digest of
    the value as the sheet reads it back (a number as a float, a text as typed)."""
    payload = f"s{value}" if isinstance(value, str) else f"n{float(value)!r}"
    digest = hashlib.blake2b(payload.encode(), digest_size=3).digest()
    return base64.b64encode(digest).decode("ascii")


def _code_of(cell: SheetCell) -> str | None:
    if cell.kind is CellKind.NUMBER and cell.number is not None:
        return check_code(cell.number)
    if cell.kind is CellKind.TEXT:
        return check_code(cell.text)
    return None


@dataclass(frozen=True, slots=True)
class Entry:
    """One value cell we wrote: whose it is, where (0-based row) and its check code."""

    player: int
    row: int
    code: str


@dataclass(frozen=True, slots=True)
class Checks:
    """The check codes of one of our columns, as recorded in its header note."""

    entries: tuple[Entry, ...]

    def line(self) -> str:
        """The note line recording the codes (see the module docstring)."""
        parts = "".join(f" {e.player}@{e.row + 1}:{e.code}" for e in self.entries)
        return CHECK_MARK + parts

    def matches(self, code: str, *, player: int | None, row: int) -> bool:
        """True when ``code`` is what we wrote for ``player`` or at ``row``."""
        return any(
            e.code == code and (e.row == row or (player is not None and e.player == player))
            for e in self.entries
        )


def read_checks(note: str | None) -> Checks | None:
    """Return the check codes in a header note (``None`` when it has no check line)."""
    if not note:
        return None
    m = _CHECK_LINE.match(note.rsplit("\n", 1)[-1])
    if m is None:
        return None
    entries = []
    for part in m.group(1).split():
        who, code = part.split(":")
        player, row = who.split("@")
        entries.append(Entry(int(player), int(row) - 1, code))
    return Checks(tuple(entries))


@dataclass(frozen=True, slots=True)
class OwnedColumn:
    """One of our columns: its header row, its label and the check codes in its note."""

    header_row: int
    label: str
    checks: Checks | None


def owned_with_checks(cells: Sequence[Sequence[SheetCell]]) -> dict[int, OwnedColumn]:
    """Return our columns of a tab with the check codes recorded in their headers."""
    return {
        col: OwnedColumn(row, label, read_checks(cell_at(cells, row, col).note))
        for col, (row, label) in owned_columns(cells).items()
    }


def is_ours(
    cell: SheetCell,
    row: int,
    col: int,
    owned: Mapping[int, OwnedColumn],
    players: Mapping[int, int],
) -> bool:
    """True when ``cell`` (at ``row``, ``col``) may be rewritten: see the module docstring
    (``players``: row -> starting number of the player the sync writes on that row)."""
    if col not in owned or cell.kind is CellKind.FORMULA:
        return False
    column = owned[col]
    if row == column.header_row:
        return is_owned_header(cell)
    if cell.note is not None and column.label in UNANNOTATED:
        return False  # we never annotate these cells: the note is the organiser's
    if cell.kind is CellKind.EMPTY:
        return True  # emptied (or never filled): nothing is lost by writing it
    if column.checks is None:  # a header written before check codes existed
        return cell.kind is (CellKind.TEXT if column.label in TEXT_LABELS else CellKind.NUMBER)
    code = _code_of(cell)
    return code is not None and column.checks.matches(code, player=players.get(row), row=row)


_WHAT = {
    Scope.PLAYERS: {
        "Rank": "sheets.note.rank",
        "Pts": "sheets.note.pts",
        "No": "sheets.note.no",
        "Name": "sheets.note.name",
        "Note": "sheets.note.note",
    },
    Scope.TEAMS: {
        "Rank": "sheets.team.note.rank",
        "No": "sheets.team.note.no",
        "Team": "sheets.team.note.team",
        "MP": "sheets.team.note.mp",
        "GP": "sheets.team.note.gp",
    },
}
"""The words of each of our columns that is not a tie-break, by the kind of entrant (a team
event's say which score ranks the teams and what a match is worth)."""


def header_note(
    label: str, st: Standings, checks: Checks | None = None, lang: str = DEFAULT_LANG
) -> str:
    """The note marking one of our header cells, in ``lang`` (it starts with ``OWNER_MARK``
    in every language), ending with the check codes of the values written below it when
    ``checks`` is given. While a round is in progress the note says which games the values
    count, and that they are provisional when they are (:meth:`core.engine.progress.Progress.note`;
    a team event's as a player event's: with ``live`` its finished matches count, a match
    with a board pending counts for neither team, tests/sheets_addon/test_teams.py).
    A tie-break is named with its code beside the name, unless the
    name already carries it (the glossary's unsure terms: ``Počet výher černými (BWG)``)."""
    key = _WHAT[st.scope].get(label)
    if key is not None:
        what = render(msg(key, **_scoring(st)), lang)
    else:
        name = render(code_name(label, st), lang)
        if re.search(r"(?<![\w-])" + re.escape(label) + r"(?![\w-])", name):
            what = render(msg("sheets.note.tiebreak-named", name=name), lang)
        else:
            what = render(msg("sheets.note.tiebreak", name=name, code=label), lang)
    text = render(msg("sheets.note.header", mark=OWNER_MARK, what=what, rules=st.rules), lang)
    if st.progress is not None:  # a round in progress: which games count (provisional ones?)
        text += "\n\n" + render(st.progress.note(), lang)
    if checks is not None:
        text += "\n\n" + checks.line()
    return text


def _scoring(st: Standings) -> dict[str, Arg]:
    """What a team event's notes say of its scores: the primary score, a match's points."""
    scoring, primary = st.team_scoring, st.primary
    if scoring is None or primary is None:  # stays: players' notes take no arguments
        return {}
    return {
        "score": score_msg(primary),
        "win": scoring.win,
        "draw": scoring.draw,
        "loss": scoring.loss,
    }


def code_name(label: str, st: Standings) -> Msg:
    """The name of the tie-break ``label`` in a header note: a player's code as the catalogue
    names it (``tb.*``, :func:`core.tiebreaks.registry.describe`). A team code keeps the
    sheet's own longer words (``sheets.team.tb.*``: "Buchholz of the opponent teams"), which
    say what a team's value sums; ``MPVGP`` names the one score it is in this event."""
    spec = st.spec(label)
    if st.scope is Scope.PLAYERS:  # stays: the sheet's team codes have longer words
        return describe(spec)
    if label == "MPVGP":  # on the primary score, the note names the other one
        return msg(f"sheets.team.note.{spec.team_score.other.value.lower()}", **_scoring(st))
    base = re.sub(r"[:\-].*", "", label)  # SB:MP is named as SB's extended form
    return msg(f"sheets.team.tb.{(spec.base if base == 'SB' else base).lower()}")
