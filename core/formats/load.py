"""Open a tournament file of any supported format: the one place that picks the reader."""

from __future__ import annotations

import io
import os
import sys
import unicodedata

from core.errors import InputError, Problem
from core.formats.notation import Notation
from core.formats.text_decoding import check_encoding, decode, decode_bytes, read_bytes
from core.formats.tournament_json import decode_json, tournament_from_dict
from core.i18n.message import Msg, msg
from core.model import Tournament

STDIN = "-"  # the file name that means standard input
STDIN_SOURCE = "<stdin>"  # how problems in standard input name their source


def read_data(path: str | os.PathLike[str]) -> bytes:
    """Return the bytes of ``path`` (at most 20 MB); ``-`` reads standard input.

    :raises InputError: when the file cannot be read or is too large.
    """
    try:
        if os.fspath(path) == STDIN:
            if sys.stdin is None:  # started with standard input closed (<&-)
                raise InputError(Problem(STDIN_SOURCE, msg("input.load.no-stdin")))
            return read_bytes(sys.stdin.buffer, source=STDIN_SOURCE)
        with open(path, "rb") as fh:
            return read_bytes(fh, source=str(path))
    except OSError as exc:
        raise InputError(
            Problem(str(path), msg("input.load.unreadable", reason=str(exc.strerror)))
        ) from exc


def read_text(path: str | os.PathLike[str], *, encoding: str | None = None) -> str:
    """Return the text of ``path``, read and decoded by :mod:`core.formats.text_decoding`
    (at most 20 MB; UTF-8, UTF-16 with a BOM, or the legacy code page of our languages whose
    words it reads as; ``encoding`` when the organiser names it); ``-`` reads standard
    input.

    :raises InputError: when the file cannot be read, is too large or its encoding unknown.
    """
    source = STDIN_SOURCE if os.fspath(path) == STDIN else str(path)
    return decode_bytes(read_data(path), source=source, encoding=encoding)


def load_text(
    text: str,
    *,
    source: str,
    notation: Notation | None = None,
    notes: list[Problem] | None = None,
) -> Tournament:
    """Return the tournament in ``text``, sniffing tournament JSON, TRF-16 or a CSV grid.

    ``notation`` (``standard`` or ``uscf``, :mod:`core.formats.notation`) overrides what the
    file says about its crosstable cells; TRF has its own. ``notes`` receives what was read
    past without being an error: the columns of a grid that name nothing tiebreak reads.

    :raises InputError: listing every problem, with lines or cells.
    """
    # names stored decomposed (NFD, as some macOS exports write them) are composed: the same
    # name, and one character a letter in a table
    text = unicodedata.normalize("NFC", text)
    stripped = text.lstrip()
    if stripped.startswith("{"):
        return tournament_from_dict(
            decode_json(text, source=source), source=source, text=text, notation=notation
        )
    # The TRF and CSV readers are imported only when a file needs them.
    from core.formats.trf import looks_like_trf, read_trf

    if looks_like_trf(text):
        return read_trf(io.StringIO(text), source=source)
    if source.lower().endswith((".csv", ".tsv", ".txt")) or "," in text or ";" in text:
        from core.formats.csv_layouts import read_csv

        reading = read_csv(io.StringIO(text), source=source, notation=notation)
        if notes is not None:
            notes.extend(reading.ignored)
        return _named(reading.tournament, source)
    raise InputError(Problem(source, msg("input.load.unknown-format")))


def _named(t: Tournament, source: str) -> Tournament:
    """A sheet without a title row: the file name is the best name there is (standard
    input has none: the output says "Tournament")."""
    if t.name or source == STDIN_SOURCE:
        return t
    stem = os.path.splitext(os.path.basename(source))[0]
    return t._replace(name=stem)


def load_data(
    data: bytes,
    *,
    source: str,
    notation: Notation | None = None,
    encoding: str | None = None,
    sheet: str | None = None,
    notes: list[Problem] | None = None,
    read_as: list[Msg] | None = None,
) -> Tournament:
    """Return the tournament in the bytes of a file: an Excel workbook's sheet ``sheet``
    (:mod:`core.formats.xlsx`; default: the first), else text decoded as
    :func:`read_text` decodes it and read by :func:`load_text`. ``read_as`` receives what
    was read: the encoding of a text file and how it was known, or that it is a workbook.

    :raises InputError: listing every problem, with lines or cells.
    """
    if encoding is not None:  # a wrong name is refused whether or not the file is text
        check_encoding(encoding, source=source)
    # the magic numbers of core.formats.xlsx.is_workbook: zipfile and ElementTree are
    # imported only for a workbook
    if data.startswith((b"PK\x03\x04", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")):
        from core.formats.grid import has_player_list, needs_player_list, read_grid
        from core.formats.xlsx import explain_shown, other_sheets, read_xlsx

        book = read_xlsx(data, source=source, sheet=sheet)
        if read_as is not None:
            read_as.append(msg("input.decode.read-workbook"))
        players = None
        if needs_player_list(book.rows):  # the player list on a tab of its own
            listed = other_sheets(data, source=source, but=book.name)
            players = next((o for o in listed if has_player_list(o.rows)), None)
        try:
            reading = read_grid(
                book.rows,
                source=source,
                notation=notation,
                sheet=book.name,
                players=None if players is None else players.rows,
                players_source=source,
                players_sheet=None if players is None else players.name,
            )
        except InputError as err:  # a cell Excel turned into a date or a time says so
            raise explain_shown(err, [book] if players is None else [book, players]) from None
        if notes is not None:
            notes.extend(reading.ignored)
        return _named(reading.tournament, source)
    if sheet is not None:
        raise InputError(Problem(source, msg("files.xlsx.sheet-of-text", sheet=repr(sheet))))
    decoded = decode(data, source=source, encoding=encoding)
    if read_as is not None:
        read_as.append(decoded.description())
    return load_text(decoded.text, source=source, notation=notation, notes=notes)


def load_path(
    path: str | os.PathLike[str],
    *,
    notation: Notation | None = None,
    encoding: str | None = None,
    notes: list[Problem] | None = None,
    read_as: list[Msg] | None = None,
) -> Tournament:
    """Return the tournament stored in the file ``path`` (``-``: standard input, the format
    recognised from its content; ``event.xlsx#Sheet name``: that sheet of a workbook;
    ``notation`` and ``notes`` as in :func:`load_text`, ``encoding`` as in
    :func:`read_text`, ``read_as`` as in :func:`load_data`).

    :raises InputError: when it cannot be read or has problems.
    """
    name = os.fspath(path)
    sheet = None
    if name != STDIN and not os.path.exists(name):
        from core.formats.xlsx import split_sheet

        name, sheet = split_sheet(name)
    source = STDIN_SOURCE if name == STDIN else name
    return load_data(
        read_data(name),
        source=source,
        notation=notation,
        encoding=encoding,
        sheet=sheet,
        notes=notes,
        read_as=read_as,
    )
