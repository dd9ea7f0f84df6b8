"""Tie-break codes of both scopes (formats.md 4, 6.3): parsing, aliases, and what each code is.

One registry for players and teams: a :class:`Family` belongs to a :class:`Scope`, and
:data:`FAMILIES` is keyed by scope and base code (the individual ``DE`` and the team ``DE``
are two families). ``parse_code("BH/C1")`` and ``parse_code("bh-c1")`` both give the spec of
Buchholz Cut-1; ``parse_code("bh:gp/c1", Scope.TEAMS)`` the team Buchholz on game points
(``BASE[:MP|:GP][-MODIFIER]``, rules.md 9.5). The command line, the bot's autocomplete and
the sheet headers all read :data:`FAMILIES` through :func:`known_codes`.
"""

import enum
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from core.errors import UnknownTiebreakError
from core.i18n.message import Msg, msg
from core.model import Primary


class Scope(enum.Enum):
    """Who a tie-break ranks: an individual event's players or a team event's teams (rules.md 9)."""

    PLAYERS = "players"
    TEAMS = "teams"

    @property
    def entrant(self) -> str:
        """The key naming one entrant in JSON output (``player``; ``team``, formats.md 6.5)."""
        return "team" if self is Scope.TEAMS else "player"


class Family(NamedTuple):
    """A tie-break family: its base code, article and allowed modifiers. Its full name is the
    catalogue's ``tb.<base>`` (or :attr:`label`), in every language.

    The engines key their tables by it: no two families of :data:`FAMILIES` share a base
    code and scope, so comparing by value tells them apart as identity did.
    """

    base: str
    article: str
    modifiers: str = ""  # "C", "M", "L" (KS limit), "K" (SSSC factor); "" for none
    group: bool = False  # works on the group still tied (DE, RANKRES, EDE)
    lower_first: bool = False  # TPN, BC: lower is better
    rating: bool = False  # needs ratings (art. 10)
    colours: bool = False  # needs colours
    buchholz: bool = False  # forbidden in round robins by C.07 2026 art. 8
    opponents: bool = False  # not a Buchholz but sums what opponents count for (rules.md 4)
    places: int | None = None  # fixed decimals for display (AOB, SSSC)
    module: str = ""  # the module computing it (imported on first use)
    label: str = ""  # the catalogue key of its name when not ``tb.<base>`` (another area)
    scope: Scope = Scope.PLAYERS
    most: int = 9  # the largest n of a Cut-n or Median-n
    scored: bool = False  # a team code taking ``:MP`` or ``:GP``
    scores: bool = False  # needs game scores (rules.md 13.9)
    weights: int = 0  # the coefficients it takes in brackets, TURCAS(A,B,C,D) (13.7)


_GS, _TCM = "core.tiebreaks.game_scores", "core.tiebreaks.turcas"
_SB, _TF = "core.tiebreaks.sonneborn_berger", "core.teams.families"
_TC, _BW = "scrabble.tb.TURCAS", "scrabble.tb.BRIGHTWELL"


FAMILIES: dict[tuple[Scope, str], Family] = {
    (f.scope, f.base): f
    for f in [
        Family("BH", "FIDE C.07 8.1", "CM", buchholz=True, module="core.tiebreaks.buchholz"),
        Family("FB", "FIDE C.07 8.3", "CM", buchholz=True, module="core.tiebreaks.buchholz"),
        Family(
            "AOB",
            "FIDE C.07 8.2",
            buchholz=True,
            places=2,
            module="core.tiebreaks.opposition",
        ),
        Family("SB", "FIDE C.07 9.1", "CM", opponents=True, module=_SB),
        Family("KS", "FIDE C.07 9.2", "L", opponents=True, module="core.tiebreaks.own_record"),
        Family("PS", "FIDE C.07 7.5", "C", most=1, module="core.tiebreaks.own_record"),
        Family("DE", "FIDE C.07 6", group=True, module="core.tiebreaks.direct_encounter"),
        Family("WIN", "FIDE C.07 7.1", module="core.tiebreaks.own_record"),
        Family("WON", "FIDE C.07 7.2", module="core.tiebreaks.own_record"),
        Family("BPG", "FIDE C.07 7.3", colours=True, module="core.tiebreaks.own_record"),
        Family("BWG", "FIDE C.07 7.4", colours=True, module="core.tiebreaks.own_record"),
        Family("REP", "FIDE C.07 7.6", module="core.tiebreaks.own_record"),
        Family("STD", "FIDE C.07 7.7", module="core.tiebreaks.own_record"),
        Family("TPN", "FIDE C.07 7.8", lower_first=True, module="core.tiebreaks.own_record"),
        Family(
            "ARO",
            "FIDE C.07 10.1",
            "C",
            rating=True,
            most=1,
            module="core.tiebreaks.rating",
        ),
        Family("TPR", "FIDE C.07 10.2", rating=True, module="core.tiebreaks.rating"),
        Family("PTP", "FIDE C.07 10.3", rating=True, module="core.tiebreaks.rating"),
        Family("APRO", "FIDE C.07 10.4", rating=True, module="core.tiebreaks.rating"),
        Family("APPO", "FIDE C.07 10.5", rating=True, module="core.tiebreaks.rating"),
        Family("RTNG", "FIDE C.07 10.6", rating=True, module="core.tiebreaks.rating"),
        Family("MM", "US Chess 34E1", buchholz=True, module="core.tiebreaks.uscf"),
        Family("SOLKOFF", "US Chess 34E2", "CM", buchholz=True, module="core.tiebreaks.buchholz"),
        Family("CUM", "US Chess 34E3", module="core.tiebreaks.own_record"),
        Family("COO", "US Chess 34E4", opponents=True, module="core.tiebreaks.opposition"),
        Family("KASHDAN", "US Chess 34E7", module="core.tiebreaks.own_record"),
        Family("SBH", "sum of Buchholz", buchholz=True, module="core.tiebreaks.opposition"),
        Family(
            "RBH",
            "Buchholz's original",
            "CM",
            buchholz=True,
            module="core.tiebreaks.buchholz",
        ),
        Family(
            "RANKRES",
            "Italian criterion 5",
            group=True,
            module="core.tiebreaks.rankres",
        ),
        Family("LPR", "lichess", module="core.tiebreaks.lichess", label="lichess.tb.LPR"),
        # the arbiter's last criteria (core.tiebreaks.arbiter, docs/arbiter.md)
        Family("MANUAL", "arbiter's decision", lower_first=True, module="core.tiebreaks.arbiter"),
        Family("LOTS", "drawing of lots", lower_first=True, module="core.tiebreaks.arbiter"),
        # game scores (rules.md 13.7): Scrabble's spread and the ČAS criteria
        Family("SPREAD", "rules.md 13.4", scores=True, module=_GS, label="scrabble.tb.SPREAD"),
        Family("SCORE", "rules.md 13.4", scores=True, module=_GS, label="scrabble.tb.SCORE"),
        Family("TURCAS", "rules.md 13.5", places=3, scores=True, weights=4, module=_TCM, label=_TC),
        Family(
            "BRIGHTWELL", "rules.md 13.6", places=3, scores=True, weights=1, module=_TCM, label=_BW
        ),
        # team events (rules.md 9.5, formats.md 6.3): BASE[:MP|:GP][-MODIFIER]
        Family(
            "BH",
            "FIDE C.07 8.1",
            "CM",
            buchholz=True,
            most=2,
            scored=True,
            scope=Scope.TEAMS,
            module="core.tiebreaks.buchholz",
        ),
        Family(
            "FB",
            "FIDE C.07 8.3",
            "CM",
            buchholz=True,
            most=2,
            scored=True,
            scope=Scope.TEAMS,
            module="core.tiebreaks.buchholz",
        ),
        Family(
            "AOB",
            "FIDE C.07 8.2",
            buchholz=True,
            places=2,
            scored=True,
            scope=Scope.TEAMS,
            module="core.tiebreaks.opposition",
        ),
        Family(
            "SSSC", "FIDE C.07 13.4", "K", places=2, opponents=True, scope=Scope.TEAMS, module=_TF
        ),
        *(
            Family(
                base,
                "FIDE C.07 13.2",
                "C",
                most=2,
                opponents=True,
                scope=Scope.TEAMS,
                module=_TF,
            )
            for base in ("EMMSB", "EMGSB", "EGMSB", "EGGSB")
        ),
        Family("MPVGP", "FIDE C.07 13.1", scope=Scope.TEAMS, module=_TF),
        Family(
            "PS",
            "FIDE C.07 7.5",
            "C",
            most=1,
            scored=True,
            scope=Scope.TEAMS,
            module="core.tiebreaks.own_record",
        ),
        Family("WIN", "FIDE C.07 7.1", scored=True, scope=Scope.TEAMS, module=_TF),
        Family("BC", "FIDE C.07 12.1", lower_first=True, scope=Scope.TEAMS, module=_TF),
        Family("TBR", "FIDE C.07 12.2", scope=Scope.TEAMS, module=_TF),
        Family("BBE", "FIDE C.07 12.3", scope=Scope.TEAMS, module=_TF),
        Family("DE", "FIDE C.07 6", group=True, scope=Scope.TEAMS, module="core.teams.ede"),
        Family("EDE", "FIDE C.07 13.3.1", group=True, scope=Scope.TEAMS, module="core.teams.ede"),
        *(
            Family(base, "FIDE C.07 13.3.2", group=True, scope=Scope.TEAMS, module="core.teams.ede")
            for base in ("EDET", "EDEB", "EDEBT", "EDEBB")
        ),
    ]
}

ALIASES = {
    "MEDIAN": "BH-M1",
    "HARKNESS": "BH-M1",
    "GE": "REP",
    "BUCHHOLZ": "BH",
    "BUCHHOLZ CUT 1": "BH-C1",
    "BUCHHOLZ CUT 2": "BH-C2",
    "MEDIAN BUCHHOLZ": "BH-M1",
    "MEDIAN BUCHHOLZ 2": "BH-M2",
    "SONNEBORN-BERGER": "SB",
    "SONNEBORN BERGER": "SB",
    "PROGRESSIVE": "PS",
    "CUMULATIVE": "PS",
    "DIRECT ENCOUNTER": "DE",
    "KOYA": "KS",
    "FORE BUCHHOLZ": "FB",
    "MODIFIED MEDIAN": "MM",
    "KOLTY": "KASHDAN",
}


class TiebreakSpec(NamedTuple):
    """A parsed tie-break code of either scope: family plus modifiers (C.07 14).

    A team code also names the score it works on (``score``: ``BH:GP``, or the event's primary
    score for a plain ``BH``, whose :attr:`code` keeps the spelling without it) and SSSC's
    ``-K<n>`` factor (``factor``).
    """

    code: str
    family: Family
    low: int = 0  # values removed from the bottom (Cut-n, Median-n)
    high: int = 0  # values removed from the top (Median-n)
    limit: int = 0  # KS threshold shift in draw steps (14.5)
    score: Primary | None = None  # the score a team code works on (rules.md 9.5)
    factor: int | None = None  # SSSC's -K<n> (13.4)
    coefficients: tuple[Fraction, ...] = ()  # TURCAS(A,B,C,D), BRIGHTWELL(K); () for bare

    @property
    def base(self) -> str:
        """The family code, e.g. ``BH`` for ``BH-C1``; ``EMMSB`` for the team ``SB:MP``."""
        return self.family.base

    @property
    def scope(self) -> Scope:
        """Players or teams."""
        return self.family.scope

    @property
    def group(self) -> bool:
        """Whether the code orders a tied group (:mod:`core.tiebreaks.group`)."""
        return self.family.group

    @property
    def lower_first(self) -> bool:
        """Whether a lower value ranks higher (TPN, BC)."""
        return self.family.lower_first

    @property
    def team_score(self) -> Primary:
        """The score a team code works on (rules.md 9.5).

        :raises ValueError: for an individual code, which works on points.
        """
        if self.score is None:
            raise ValueError(f"{self.code} is an individual code")
        return self.score

    @property
    def places(self) -> int | None:
        """The fixed decimals of a rounded value (AOB, SSSC), else ``None``."""
        return self.family.places


_CODE = re.compile(r"^([A-Z]+)(?:[-/]([CM])(\d)|[-/]L([+-]\d+))?$")


def parse_code(
    text: str, scope: Scope = Scope.PLAYERS, primary: Primary = Primary.MP
) -> TiebreakSpec:
    """Return the spec of tie-break code ``text`` in ``scope``: ``BH-C1``, ``bh/c1``,
    ``Median``, ...; for teams ``BH:GP-C1``, ``sssc/k3``, a code without ``:MP``/``:GP``
    working on ``primary`` (rules.md 9.5).

    :raises UnknownTiebreakError: listing the known codes of ``scope``.
    """
    if scope is Scope.TEAMS:
        return _parse_team_code(text, primary)
    if "(" in text or ")" in text:
        return _parse_weighted(text)
    raw = " ".join(text.strip().upper().split())
    raw = ALIASES.get(raw, raw)
    compact = raw.replace(" ", "")
    m = _CODE.match(compact)
    fam = FAMILIES.get((Scope.PLAYERS, m.group(1))) if m else None
    if m is None or fam is None:
        raise UnknownTiebreakError(text, known_codes())
    base, kind, n, limit = m.groups()
    if (kind or limit) and fam.scores:  # rules.md 13.4: no modifiers
        from core.tiebreaks.coefficients import misspelt  # a game-score code's only

        raise UnknownTiebreakError(text, known_codes(), misspelt(text, fam.base, -1))
    if kind:
        count = int(n)
        if kind not in fam.modifiers or count == 0 or count > fam.most:
            raise UnknownTiebreakError(text, known_codes())
        code = f"{base}-{kind}{count}"
        if kind == "C":
            return TiebreakSpec(code, fam, low=count)
        return TiebreakSpec(code, fam, low=count, high=count)
    if limit:
        if "L" not in fam.modifiers:
            raise UnknownTiebreakError(text, known_codes())
        shift = int(limit)
        return TiebreakSpec(f"{base}-L{shift:+d}", fam, limit=shift)
    return TiebreakSpec(base, fam)


def _parse_weighted(text: str) -> TiebreakSpec:
    """A code with coefficients, ``TURCAS(583.2,1,2.881,0)``, spelt canonically (rules.md 13.7)."""
    head = "".join(text.split()).upper().split("(", 1)[0]
    fam = FAMILIES.get((Scope.PLAYERS, head))
    if fam is None or not fam.scores:
        raise UnknownTiebreakError(text, known_codes())
    from core.tiebreaks.coefficients import canonical, misspelt, read_call  # TURCAS(…) only

    found = read_call(text)  # None: TURCAS(1,x,2,3), not decimal numbers
    if found is None or len(found[1]) != fam.weights:
        n = None if found is None else len(found[1])
        raise UnknownTiebreakError(text, known_codes(), misspelt(text, fam.base, fam.weights, n))
    return TiebreakSpec(canonical(*found), fam, coefficients=found[1])


TEAM_CODES = [
    "MPVGP",
    "BH:MP",
    "BH:GP",
    "FB:MP",
    "FB:GP",
    "AOB:MP",
    "AOB:GP",
    "EMMSB",
    "EMGSB",
    "EGMSB",
    "EGGSB",
    "SB:MP",
    "SB:GP",
    "PS:MP",
    "PS:GP",
    "WIN:MP",
    "SSSC",
    "BC",
    "TBR",
    "BBE",
    "DE",
    "EDE",
    "EDET",
    "EDEB",
    "EDEBT",
    "EDEBB",
]
"""Every team code without its modifiers (formats.md 6.3), for error messages."""
_TEAM_CODE = r"([A-Z]+)(?::(MP|GP))?(?:-([A-Z0-9]+))?"
"""A team code (compiled on first use, in re's cache: an individual event never needs it)."""


def _parse_team_code(text: str, primary: Primary) -> TiebreakSpec:
    """The team half of :func:`parse_code` (rules.md 9.5, formats.md 6.3)."""
    m = re.fullmatch(_TEAM_CODE, text.strip().upper().replace("/", "-"))
    if m is None:
        raise UnknownTiebreakError(text, TEAM_CODES)
    base, named, mod = m.group(1), m.group(2), m.group(3)
    score = Primary(named) if named else primary
    # SB:MP and SB:GP (9.1) are the extended SB on the same score twice (13.2).
    fam = FAMILIES.get((Scope.TEAMS, base))
    if base == "SB":
        fam = FAMILIES[Scope.TEAMS, "EMMSB" if score is Primary.MP else "EGGSB"]
    if (
        fam is None
        or (named and not (fam.scored or base == "SB"))
        or (fam.group and (named or mod))
    ):
        raise UnknownTiebreakError(text, TEAM_CODES)
    if fam.group:
        return TiebreakSpec(base, fam, score=primary)
    if base == "WIN":
        # WIN counts matches won: it exists on match points only (9.5).
        if named == "GP":
            raise UnknownTiebreakError(text, TEAM_CODES)
        score = Primary.MP
    code = base + (f":{named}" if named else "") + (f"-{mod}" if mod else "")
    low = high = 0
    factor: int | None = None
    if mod:
        k = re.fullmatch(r"K([1-9][0-9]*)", mod)
        cut = re.fullmatch(r"([CM])([0-9])", mod)
        if "K" in fam.modifiers and k:
            factor = int(k.group(1))
        elif cut and cut.group(1) in fam.modifiers and 1 <= int(cut.group(2)) <= fam.most:
            n = int(cut.group(2))
            low, high = (n, 0) if cut.group(1) == "C" else (n, n)
        else:
            raise UnknownTiebreakError(text, TEAM_CODES)
    return TiebreakSpec(code, fam, low, high, score=score, factor=factor)


def split_order(order: str | Sequence[str]) -> list[str]:
    """Return the codes of an order as written: ``"BH-C1, BH; SB"`` (commas or semicolons,
    spaces allowed; not a comma inside brackets, ``TURCAS(583.2,1,2.881,0)``) or a list of
    codes, empty items left out. :func:`parse_code` checks each.
    The command line, the sheet's settings block and the bot all read an order through it.

    >>> split_order("BH-C1, BH;SB,")
    ['BH-C1', 'BH', 'SB']
    """
    parts = [order] if isinstance(order, str) else list(order)
    # a comma inside brackets separates coefficients, not codes (rules.md 13.7)
    return [c.strip() for p in parts for c in re.split(r"[,;](?![^()]*\))", p) if c.strip()]


def known_codes(scope: Scope = Scope.PLAYERS) -> list[str]:
    """Return the codes offered to users in ``scope`` (registry order, modifiers spelled out
    for players; the team codes of formats.md 6.3)."""
    if scope is Scope.TEAMS:
        return list(TEAM_CODES)
    out: list[str] = []
    for (sc, _), fam in FAMILIES.items():
        if sc is not Scope.PLAYERS:
            continue
        out.append(fam.base)
        if "C" in fam.modifiers:
            out += [f"{fam.base}-C{n}" for n in range(1, min(fam.most, 2) + 1)]
        if "M" in fam.modifiers:
            out += [f"{fam.base}-M1", f"{fam.base}-M2"]
    return out


def describe(spec: TiebreakSpec) -> Msg:
    """Return the full name of a code as a message, e.g. ``Buchholz Cut-1``: the family's
    name is ``tb.<base>`` in each language (glossary.md section 1)."""
    name = msg(spec.family.label or f"tb.{spec.family.base}")
    if spec.high:
        return msg("tb.median", name=name, count=spec.high)
    if spec.low:
        return msg("tb.cut", name=name, count=spec.low)
    if spec.limit:
        return msg("tb.limit", name=name, limit=f"{spec.limit:+d}")
    return name
