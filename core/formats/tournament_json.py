"""Tournament JSON, ``tiebreak-tournament/1`` (formats.md section 2): read and write."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import date
from fractions import Fraction
from typing import IO, Any, TypeGuard

from core.bounded import MAX_INT_DIGITS, MAX_JSON_DEPTH, LongNumberError, bounded_int, too_deep_at
from core.errors import InputError, Place, Problem
from core.formats import arbiter_fields, game_scores, team_json
from core.formats.crosstable import TokenError, format_token, game_reader, read_token
from core.formats.notation import NOTATIONS, Notation, looks_uscf, parse_notation, parse_uscf
from core.formats.validate import check
from core.i18n.message import Msg, Num, fold, msg
from core.known_rounds import ReadPlayers
from core.limits import (
    MAX_PLAYER_ID,
    MAX_RATING,
    MAX_ROUNDS,
    scoring_problem,
    shown,
    text_problem,
)
from core.model import Player, RoundResult, Scoring, System, Tournament
from core.scores import json_number, parse_score

FORMAT = "tiebreak-tournament/1"
_TOP_KEYS = {
    "format",
    "name",
    "start_date",
    "rounds",
    "system",
    "scoring",
    "players",
    "notation",
    "rules",
    "order",
    *arbiter_fields.TOP_KEYS,
    *team_json.TOP_KEYS,
    *game_scores.TOP_KEYS,
}
_PLAYER_KEYS = {
    "id",
    "name",
    "rating",
    "results",
    "federation",
    "fide_id",
    "title",
    "withdrawn_after",
    "birth",
    "sex",
    "club",
    *arbiter_fields.PLAYER_KEYS,
    *game_scores.PLAYER_KEYS,
}
_PLAIN_KEYS = frozenset({"id", "name", "rating", "results"})
"""The keys of most players' objects: one test says that none of the others is there."""
_TEXT_FIELDS = ("federation", "fide_id", "title", "club")
"""A player's text fields besides the name, checked for control characters."""
_TEXT_KEYS = frozenset(_TEXT_FIELDS)
_BIRTH = r"\d{4}(-\d{2}-\d{2})?"  # compiled by re when a birth date is read


class _Lines:
    """Finds the line of a player's object in the JSON text, for error messages.

    The index is built on the first question, in one pass, so reading a valid file costs
    nothing here.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self._index: dict[int, int] | None = None

    def of_player(self, pid: object) -> int | None:
        if not isinstance(pid, int):
            return None
        if self._index is None:
            self._index = {}
            # Start at the players: a team event's "teams" before them have ids too.
            start = re.search(r'"players"\s*:\s*\[', self.text)
            pos = start.start() if start else 0
            line = self.text.count("\n", 0, pos) + 1
            for m in re.compile(_ID).finditer(self.text, pos):
                line += self.text.count("\n", pos, m.start())
                pos = m.start()
                self._index.setdefault(int(m.group(1)), line)
        return self._index.get(pid)


_ID = r'"id"\s*:\s*(\d+)'  # compiled by re for a problem's line


def _line_at(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def _depth_line(text: str) -> int:
    """Return the line where the nesting of ``text`` first goes past what we decode."""
    return too_deep_at(text) or 1


def _message_of(exc: ValueError) -> Msg:
    """Return the catalogue message a reader's ValueError carries (the US Chess notation's
    errors), else its English text as the parameter of ``input.json.token``."""
    found = exc.message if isinstance(exc, TokenError) else getattr(exc, "message", None)
    return found if isinstance(found, Msg) else msg("input.json.token", problem=str(exc))


def decode_json(text: str, *, source: str) -> Any:
    """Return the decoded JSON ``text``.

    :raises InputError: naming the line where the text stops being JSON, a number too long
        to read (with its key), or nesting deeper than Python decodes.
    """
    try:
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            raise
        except ValueError:
            # CPython refuses to read an integer of more than 4,300 digits; read again with
            # a hook that finds the number, so the problem names it and its key. (Reading
            # every integer through the hook would cost every run: benchmarks/README.md.)
            return json.loads(text, parse_int=bounded_int)
    except json.JSONDecodeError as exc:
        raise InputError(
            Problem(source, msg("input.json.invalid", detail=exc.msg), line=exc.lineno)
        ) from exc
    except LongNumberError as exc:
        pos = text.find(exc.digits)
        key = re.search(r'"((?:[^"\\]|\\.)*)"\s*:\s*$', text[max(0, pos - 200) : pos])
        digits, limit = Num(len(exc.digits), grouped=True), Num(MAX_INT_DIGITS, grouped=True)
        found = (
            msg("input.json.long-number", key=key.group(1), digits=digits, limit=limit)
            if key
            else msg("input.json.long-number-bare", digits=digits, limit=limit)
        )
        raise InputError(Problem(source, found, line=_line_at(text, pos))) from None
    except RecursionError:
        raise InputError(
            Problem(
                source, msg("input.json.too-deep", limit=MAX_JSON_DEPTH), line=_depth_line(text)
            )
        ) from None


def read_tournament_json(
    handle: IO[str], *, source: str = "<json>", notation: Notation | None = None
) -> Tournament:
    """Return the tournament in a ``tiebreak-tournament/1`` document.

    :raises InputError: listing every problem, each with its line and player/round.
    """
    text = handle.read()
    return tournament_from_dict(
        decode_json(text, source=source), source=source, text=text, notation=notation
    )


def tournament_from_dict(
    data: Any, *, source: str = "<json>", text: str = "", notation: Notation | None = None
) -> Tournament:
    """Return the tournament described by a decoded ``tiebreak-tournament/1`` object.

    The ``results`` tokens are formats.md section 1, or US Chess wallchart cells when the
    object has ``"notation": "uscf"`` or ``notation`` says so (it overrides the object's key;
    :mod:`core.formats.notation`).

    :raises InputError: listing every problem found.
    """
    _refuse_other_documents(data, source, text)
    problems: list[Problem] = []

    def top(message: Msg) -> None:
        problems.append(Problem(source, message, line=1 if text else None))

    name, start, system, uscf = _event_fields(data, top, notation)
    file_rules, file_order, settled = _rules_and_order(data)
    for problem in settled:
        top(problem)
    (teams, boards, team_scoring), bad_teams = team_json.read_team_fields(
        data, system, source=source, text=text
    )  # formats.md 6.1
    problems += bad_teams
    scoring = _scoring(data, top, problems)
    lots_seed, single_winner, bad_fields = arbiter_fields.read_event_fields(data)
    problems += [Problem(source, m, line=1 if text else None) for m in bad_fields]
    game_scoring, bad_scoring = game_scores.read_event_scoring(data)  # formats.md 7.1
    problems += [Problem(source, m, line=1 if text else None) for m in bad_scoring]
    raw_players = data.get("players")
    if not isinstance(raw_players, list) or not raw_players:
        top(msg("input.json.no-players"))
        raise InputError(problems)
    reader = _Players(raw_players, source, _Lines(text), problems, top, uscf)
    rounds = _rounds(data, raw_players, top)
    players = [p for i, rp in enumerate(raw_players) if (p := reader.player(i, rp)) is not None]
    if problems:
        raise InputError(problems)
    tournament = Tournament(
        name=name,
        rounds=rounds,
        players=tuple(players),
        system=system,
        scoring=scoring,
        start_date=start,
        extra=tuple((k, v) for k, v in data.items() if str(k).startswith("x-")),
        lots_seed=lots_seed,
        single_winner=single_winner,
        teams=teams,
        boards=boards,
        team_scoring=team_scoring,
        game_scoring=game_scoring,
        rules=file_rules,
        order=file_order,
    )
    return _checked(tournament, data, reader, text)


def _refuse_other_documents(data: Any, source: str, text: str) -> None:
    """Refuse what is not a JSON object, and another of our documents (a prize list, a
    player's card) given where a tournament belongs: say where it goes, not each key a
    tournament lacks."""
    if not isinstance(data, dict):
        raise InputError(Problem(source, msg("input.json.not-object")))
    fmt = data.get("format", FORMAT)
    prizes = isinstance(fmt, str) and fmt.startswith("tiebreak-prizes/")
    if prizes or ("card" in data and "players" not in data):
        use = "files.json.prizes" if prizes else "files.json.card"
        raise InputError(Problem(source, msg(use, file=source), line=1 if text else None))


def _event_fields(
    data: dict[str, Any], top: Callable[[Msg], None], notation: Notation | None
) -> tuple[str, date | None, System, bool]:
    """Return the event's name, start date and system, and whether its tokens are US Chess
    wallchart cells; every problem of the format and the top-level keys to ``top``."""
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        top(msg("input.json.format", found=repr(fmt), expected=repr(FORMAT)))
    for key in data:
        if key not in _TOP_KEYS and not str(key).startswith("x-"):
            top(msg("input.json.unknown-key", key=repr(key)))
    name = data.get("name", "")
    if not isinstance(name, str):
        top(msg("input.json.not-string", field="name", found=shown(name)))
        name = ""
    elif (bad := text_problem(name)) is not None:
        top(msg("input.json.bad-text", field="name", value=shown(name), problem=bad))
    start: date | None = None
    said_start = data.get("start_date")
    if said_start is not None and not isinstance(said_start, str):
        # str() would turn the number 20260905 into a date nobody wrote (formats.md 2).
        top(msg("input.json.not-string", field="start_date", found=shown(said_start)))
    elif said_start is not None:
        try:
            start = date.fromisoformat(said_start)
        except ValueError:
            top(msg("input.json.start-date", found=shown(said_start)))
    said = data.get("notation", "standard")
    file_notation = parse_notation(said) if isinstance(said, str) else None
    if file_notation is None:
        top(msg("input.json.notation", found=shown(said), expected=fold("input.or", NOTATIONS)))
    system = System.SWISS
    try:
        system = System(data.get("system", "swiss"))
    except ValueError:
        top(msg("input.json.system", found=repr(data.get("system"))))
    return name, start, system, (notation or file_notation) == "uscf"


def _scoring(data: dict[str, Any], top: Callable[[Msg], None], problems: list[Problem]) -> Scoring:
    """Return the event's scoring (formats.md 2: the default when the key is absent, or when
    a problem was found so far)."""
    if "scoring" not in data:
        return Scoring()
    sc = data["scoring"]
    if not isinstance(sc, dict):
        top(msg("input.json.scoring-object", example='{"win": 1, "draw": 0.5, "loss": 0}'))
        return Scoring()
    vals: dict[str, Fraction] = {}
    for key in sc:
        if key not in ("win", "draw", "loss", "pab"):
            top(msg("input.json.scoring-key", key=repr(key)))
            continue
        try:
            vals[key] = parse_score(sc[key])
        except ValueError:
            top(msg("input.json.scoring-number", key=str(key), found=shown(sc[key])))
            continue
        if (bad := scoring_problem(vals[key])) is not None:
            top(msg("input.json.scoring-range", key=str(key), problem=bad, found=shown(sc[key])))
    if problems:
        return Scoring()
    win = vals.get("win", Fraction(1))
    scoring = Scoring(
        win=win,
        draw=vals.get("draw", Fraction(1, 2)),
        loss=vals.get("loss", Fraction(0)),
        pab=vals.get("pab", win),
    )
    for unsound in scoring.problems():
        top(msg("input.json.scoring", problem=unsound))
    return scoring


def _rounds(data: dict[str, Any], raw_players: list[Any], top: Callable[[Msg], None]) -> int:
    """Return the number of rounds: ``rounds``, else the longest results list (a pass over
    the players only then)."""
    if "rounds" in data:
        rounds = data["rounds"]
    else:
        rounds = max(
            (
                len(p["results"])
                for p in raw_players
                if isinstance(p, dict) and isinstance(p.get("results"), list)
            ),
            default=0,
        )
    if _whole_in(rounds, 0, MAX_ROUNDS):
        return rounds
    if "rounds" in data:
        top(msg("input.json.rounds", limit=MAX_ROUNDS, found=shown(rounds)))
    else:
        top(msg("input.json.too-many-rounds", rounds=rounds, limit=MAX_ROUNDS))
    return 0


class _Players:
    """Reads the players' objects one by one, every problem with the player's line, and
    learns on the way what the check need not search every round for: whether a player has
    a ``scores`` list, and whether every token went through the memo (then a pending game,
    ``?W12``, would be a memo key holding ``?``)."""

    def __init__(
        self,
        raw_players: list[Any],
        source: str,
        lines: _Lines,
        problems: list[Problem],
        top: Callable[[Msg], None],
        uscf: bool,
    ) -> None:
        self.source, self.lines, self.problems, self.top = source, lines, problems, top
        self.uscf = uscf
        self.seen: set[int] = set()
        # The tokens of this file, each parsed once (a big event repeats its tokens). The
        # memo is this read's own: kept past it, it would hold its keys while the standings
        # are computed.
        self.tokens: dict[str, RoundResult] = {}
        self.cached = self.tokens.get
        ids = (rp.get("id") for rp in raw_players if isinstance(rp, dict))
        self.parse_new = game_reader(ids, self.tokens)
        self.scored = False
        self.memoised = not uscf
        self.pid: Any = None

    def at(self, message: Msg, rnd: int | None = None) -> None:
        """Note a problem of the player being read (``pid``) and of round ``rnd``."""
        pid = self.pid
        line = self.lines.of_player(pid)
        self.problems.append(Problem(self.source, message, line=line, place=Place(pid, None, rnd)))

    def player(self, index: int, rp: Any) -> Player | None:
        """Return the player of object ``rp`` (the ``index``-th, from 0), or None after
        noting why it is not one. The fields nobody gave are skipped by one set test each
        (keys, the text fields, the optional fields)."""
        if not isinstance(rp, dict):
            self.top(msg("input.json.player-not-object", index=index))
            return None
        pid = self.pid = rp.get("id")
        # An int as the decoder makes it is tested in line, anything else by _whole_in.
        if not (
            (type(pid) is int and 1 <= pid <= MAX_PLAYER_ID) or _whole_in(pid, 1, MAX_PLAYER_ID)
        ):
            limit = Num(MAX_PLAYER_ID, grouped=True)
            self.top(msg("input.json.bad-id", index=index, limit=limit, found=shown(pid)))
            return None
        if pid in self.seen:
            self.at(msg("input.json.duplicate-id"))
            return None
        self.seen.add(pid)
        at = self.at
        plain = _PLAIN_KEYS.issuperset(rp)
        extra = () if plain or _PLAYER_KEYS.issuperset(rp) else self._extra(rp)
        pname = rp["name"] if "name" in rp else f"Player {pid}"
        if not isinstance(pname, str):
            at(msg("input.json.not-string", field="name", found=shown(pname)))
            pname = f"Player {pid}"
        elif (bad := text_problem(pname)) is not None:
            at(msg("input.json.bad-text", field="name", value=shown(pname), problem=bad))
        texts = not plain and not _TEXT_KEYS.isdisjoint(rp)
        for key in _TEXT_FIELDS if texts else ():
            value = rp.get(key)
            if isinstance(value, str) and (bad := text_problem(value)) is not None:
                at(msg("input.json.bad-text", field=key, value=shown(value), problem=bad))
        rating = rp.get("rating")
        if rating is not None and not (
            (type(rating) is int and 0 <= rating <= MAX_RATING) or _whole_in(rating, 0, MAX_RATING)
        ):
            at(msg("input.json.rating", limit=MAX_RATING, found=shown(rating)))
            rating = None
        results = self._results(rp)
        if not plain and "scores" in rp:
            self.scored = True
            written = rp.get("results")
            if len(results) == (len(written) if isinstance(written, list) else 0):
                results, bad_scores = game_scores.read_player_scores(rp, results)
                for rnd, problem in bad_scores:
                    at(problem, rnd)
        withdrawn, manual, birth, sex = (None, None, None, None) if plain else self._optional(rp)
        federation = fide_id = title = club = None
        if texts:
            federation, fide_id = _opt_str(rp.get("federation")), _opt_str(rp.get("fide_id"))
            title, club = _opt_str(rp.get("title")), _opt_str(rp.get("club"))
        # Every field in order, made by _make from one tuple, not by the named tuple's own
        # __new__ (keywords, defaults): a big event makes ten thousand.
        return Player._make(
            (
                pid,
                _copied(pname),
                tuple(results),
                rating,
                federation,
                fide_id,
                title,
                withdrawn,
                extra,
                birth,
                sex,
                manual,
                club,
            )
        )

    def _extra(self, rp: dict[str, Any]) -> tuple[tuple[str, object], ...]:
        """Return the player's ``x-`` keys with their values, noting every unknown key."""
        extra = []
        for key in rp:
            if key not in _PLAYER_KEYS:
                if str(key).startswith("x-"):
                    extra.append((key, rp[key]))
                else:
                    self.at(msg("input.json.unknown-key", key=repr(key)))
        return tuple(extra)

    def _results(self, rp: dict[str, Any]) -> list[RoundResult]:
        """Return the player's rounds, noting each bad token with its round."""
        raw_results = rp.get("results", [])
        if not isinstance(raw_results, list):
            self.at(msg("input.json.results-list"))
            return []
        uscf = self.uscf
        # The common case in one pass: every token a string in the notation, most of them
        # parsed before (a big event repeats its tokens). Anything else goes to the loop
        # below, which names the round of each bad token.
        try:
            if uscf:
                return [parse_uscf(tok) for tok in raw_results]
            cached, parse_new = self.cached, self.parse_new
            return [cached(tok) or parse_new(tok) for tok in raw_results]
        except (TypeError, ValueError, AttributeError):
            self.memoised = False
        results: list[RoundResult] = []
        for r, tok in enumerate(raw_results, start=1):
            if tok is None:
                tok = ""
            if not isinstance(tok, str):
                self.at(msg("input.json.not-token", found=repr(tok)), r)
                continue
            try:
                results.append(parse_uscf(tok) if uscf else read_token(tok))
            except ValueError as exc:
                why = _message_of(exc)
                hint = uscf or not looks_uscf(tok)
                self.at(why if hint else msg("input.json.uscf-hint", problem=why), r)
        return results

    def _optional(
        self, rp: dict[str, Any]
    ) -> tuple[int | None, Fraction | None, str | None, str | None]:
        """Return the player's optional fields: withdrawn after round, the arbiter's
        manual value, birth and sex, noting each bad one."""
        at = self.at
        withdrawn = rp.get("withdrawn_after")
        if withdrawn is not None and not _whole_in(withdrawn, 0, MAX_ROUNDS):
            at(msg("input.json.withdrawn", found=shown(withdrawn)))
            withdrawn = None
        manual, bad_manual = (
            arbiter_fields.read_manual(rp) if "manual_tiebreak" in rp else (None, None)
        )
        if bad_manual is not None:
            pid = self.pid
            line = self.lines.of_player(pid)
            self.problems.append(Problem(self.source, bad_manual, line=line, place=Place(pid)))
        birth, sex = rp.get("birth"), rp.get("sex")
        if birth is not None and not (
            isinstance(birth, str) and re.fullmatch(_BIRTH, birth) and _valid_birth(birth)
        ):
            at(msg("input.json.birth", found=repr(birth)))
            birth = None
        if sex is not None and sex not in ("m", "f"):
            at(msg("input.json.sex", found=repr(sex)))
            sex = None
        return withdrawn, manual, birth, sex


def _checked(
    tournament: Tournament, data: dict[str, Any], reader: _Players, text: str
) -> Tournament:
    """Return ``tournament`` after the one consistency check (:func:`core.formats.validate.check`),
    its players carrying what the reader learned of their rounds."""
    system = tournament.system
    raw = data["teams"] if system.is_team and isinstance(data.get("teams"), list) else []
    team_lines = team_json.team_lines(text, raw)
    lines, source = reader.lines, reader.source

    def locate(place: Place) -> Problem:
        if place.player is not None:
            return Problem(source, "", line=lines.of_player(place.player), place=place)
        return Problem(source, "", line=team_lines.get(place.team), place=place)

    # A pending game is read only from a token whose sign is "?" (formats.md 1).
    pending = None if not reader.memoised or "?" in "".join(reader.tokens) else False
    scored = reader.scored
    checked = check(tournament, locate, pending=pending, scored=None if scored else False)
    known = ReadPlayers(checked.players, pending=pending is not False, scored=scored)
    return checked._replace(players=known)


def _valid_birth(text: str) -> bool:
    try:
        return len(text) == 4 or bool(date.fromisoformat(text))
    except ValueError:
        return False


def _whole_in(value: object, low: int, high: int) -> TypeGuard[int]:
    """Return whether ``value`` is an int (not a bool) from ``low`` to ``high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _opt_str(value: object) -> str | None:
    return None if value is None else _copied(str(value))


def _copied(text: str) -> str:
    """Return a new string equal to ``text``: the text a player keeps is copied out of the
    decoded document. Kept as decoded, each name would hold on to the block of memory it
    shares with the document's result tokens (strings of the same size), and those blocks
    could not be reused once the document is freed (some 7 MB of a big event's peak
    memory)."""
    return text[:1] + text[1:]


def tournament_to_dict(t: Tournament) -> dict[str, Any]:
    """Return ``t`` as a ``tiebreak-tournament/1`` object (the inverse of reading)."""
    out: dict[str, Any] = {"format": FORMAT, "name": t.name}
    if t.start_date is not None:
        out["start_date"] = t.start_date.isoformat()
    if t.rules is not None:
        out["rules"] = t.rules
    if t.order is not None:
        out["order"] = list(t.order)
    out["rounds"] = t.rounds
    out["system"] = t.system.value
    if not t.scoring.is_default:
        s = t.scoring
        out["scoring"] = {
            "win": json_number(s.win),
            "draw": json_number(s.draw),
            "loss": json_number(s.loss),
            "pab": json_number(s.pab),
        }
    players = []
    for p in t.players:
        d: dict[str, Any] = {"id": p.id, "name": p.name}
        if p.rating is not None:
            d["rating"] = p.rating
        for key in ("federation", "fide_id", "title", "club", "withdrawn_after", "birth", "sex"):
            if getattr(p, key) is not None:
                d[key] = getattr(p, key)
        arbiter_fields.write_player_fields(p, d)
        d["results"] = [format_token(r) for r in p.results]
        game_scores.write_player_scores(p, d)
        d.update(dict(p.extra))
        players.append(d)
    arbiter_fields.write_event_fields(t, out)
    team_json.write_team_fields(t, out)
    game_scores.write_event_scoring(t, out)
    out["players"] = players
    out.update(dict(t.extra))
    return out


def write_tournament_json(t: Tournament, handle: IO[str]) -> None:
    """Write ``t`` as ``tiebreak-tournament/1`` JSON, one player (and team) per line."""
    d = tournament_to_dict(t)
    players = d.pop("players")
    teams = d.pop("teams", None)
    head = json.dumps(d, ensure_ascii=False, indent=2)[:-2]
    if teams is not None:  # formats.md 6.1, one team a line
        head += (
            ',\n  "teams": [\n'
            + ",\n".join(f"    {json.dumps(x, ensure_ascii=False)}" for x in teams)
            + "\n  ]"
        )
    handle.write(head + ',\n  "players": [\n')
    handle.write(",\n".join("    " + json.dumps(p, ensure_ascii=False) for p in players))
    handle.write("\n  ]\n}\n")


def _rules_and_order(data: dict[str, Any]) -> tuple[str | None, tuple[str, ...] | None, list[Msg]]:
    """Return the event's own ``rules`` (a rule set's name) and ``order`` (a list of codes),
    checked as a grid's settings block is (formats.md 2), and a problem for each bad one."""
    rules = data.get("rules")
    order = data.get("order")
    if rules is None and order is None:
        # Most events name neither: the settings checks, and the dataclasses they load
        # (some 40 M instructions, benchmarks/README.md), stay out of their standings.
        return None, None, []
    from core.formats.grid_settings import order_codes, rule_set_problem

    problems: list[Msg] = []
    if rules is not None and (bad := rule_set_problem(rules)) is not None:
        problems.append(bad)
        rules = None
    codes = None
    if order is not None:
        if not isinstance(order, list) or not all(isinstance(c, str) for c in order):
            problems.append(msg("input.json.order", found=shown(order)))
        else:
            codes, bad_codes = order_codes(order)
            problems += bad_codes
    return rules, codes, problems
