"""``tiebreak check``: read a file and say what was read (the event, its encoding, the
rounds in progress, the game scores, near-twins, the columns read past), or every problem."""

from __future__ import annotations

import argparse

from core.cli.commands import _emit, _load, _source, _t
from core.errors import Problem
from core.formats.load import load_path
from core.formats.validate import check_summary
from core.i18n.message import Msg, msg
from core.model import Tournament
from core.sources.refs import looks_like_lichess

__all__ = ["cmd_check"]


def cmd_check(args: argparse.Namespace) -> None:
    from core.engine.progress import progress_of
    from core.formats.game_score_report import check_lines

    notes: list[Problem] = []
    read_as: list[Msg] = []
    if looks_like_lichess(args.file):
        t = _load(args.file, args.notation, args.encoding)
        read_as.append(msg("input.decode.read-utf-8"))  # lichess's API answers in UTF-8 JSON
    else:
        t = load_path(
            args.file,
            notation=args.notation,
            encoding=args.encoding,
            notes=notes,
            read_as=read_as,
        )
    progress = progress_of(t, live=False)
    if progress is not None:  # pending games are information, not errors
        _emit(
            _t(
                msg(
                    "cli.check.pending",
                    file=_source(args.file),
                    round=progress.round,
                    count=len(progress.pending),
                    games=progress.games,
                    after=progress.after_round,
                )
                if progress.after_round
                else msg(  # round 1 in progress: not "rounds 1 to 0"
                    "cli.check.pending-first",
                    file=_source(args.file),
                    round=progress.round,
                    count=len(progress.pending),
                    games=progress.games,
                ),
                args,
            )
        )
    _emit(_t(check_summary(t, _source(args.file)), args))
    _note_read_as(read_as, args)
    _note_near_twins(t, args)
    for line in check_lines(t):  # how many games have a game score (formats.md 7.2)
        _emit(_t(line, args))
    _note_ignored(notes, args)


def _note_near_twins(t: Tournament, args: argparse.Namespace) -> None:
    """Warn of names that differ only by accents, case or spacing (the standings warn too):
    one player entered twice would pass ``check`` without a word."""
    from core.engine.standings import near_twin_warnings

    for w in near_twin_warnings(t):
        line = f"{_t(msg('cli.warning'), args)} [{w.code.value}] {_t(w.message, args)}"
        _emit(f"{_source(args.file)}: {line}")


def _note_read_as(read_as: list[Msg], args: argparse.Namespace) -> None:
    """Say which encoding the file was read in (and how it was known): a legacy code page
    guessed, or named, is the organiser's to confirm."""
    for what in read_as:
        _emit(_t(msg("input.decode.read-line", file=_source(args.file), what=what), args))


def _note_ignored(notes: list[Problem], args: argparse.Namespace) -> None:
    """Say which columns of the organiser's grid were read past: a misspelt ``Raitng``
    would otherwise pass without a word."""
    for note in notes:
        _emit(note.text(args.lang))
