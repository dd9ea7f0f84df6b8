"""Tie-break codes (formats.md 4): parsing, aliases, and what each code is.

``parse_code("BH/C1")`` and ``parse_code("bh-c1")`` both give the spec of Buchholz Cut-1.
The command line, the bot's autocomplete and the sheet headers all read :data:`CATALOGUE`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from core.errors import UnknownTiebreakError
from core.i18n.message import Msg, msg


@dataclass(frozen=True, slots=True)
class Family:
    """A tie-break family: its base code, article and allowed modifiers. Its full name is the
    catalogue's ``tb.<base>`` (or :attr:`label`), in every language."""

    base: str
    article: str
    modifiers: str = ""  # "C", "M", "L" (KS limit); "" for none
    group: bool = False  # works on the group still tied (DE, RANKRES)
    lower_first: bool = False  # TPN: lower is better
    rating: bool = False  # needs ratings (art. 10)
    colours: bool = False  # needs colours
    rounds: bool = False  # needs the round of every game (its order: PS, CUM, FB's last)
    buchholz: bool = False  # forbidden in round robins by C.07 2026 art. 8
    places: int | None = None  # fixed decimals for display (AOB)
    module: str = ""  # the core.tiebreaks module computing it (imported on first use)
    label: str = ""  # the catalogue key of its name when not ``tb.<base>`` (another area)


FAMILIES: dict[str, Family] = {
    f.base: f
    for f in [
        Family("BH", "FIDE C.07 8.1", "CM", buchholz=True, module="buchholz"),
        Family("FB", "FIDE C.07 8.3", "CM", buchholz=True, rounds=True, module="buchholz"),
        Family(
            "AOB",
            "FIDE C.07 8.2",
            buchholz=True,
            places=2,
            module="opposition",
        ),
        Family("SB", "FIDE C.07 9.1", "CM", module="sonneborn_berger"),
        Family("KS", "FIDE C.07 9.2", "L", module="own_record"),
        Family("PS", "FIDE C.07 7.5", "C", rounds=True, module="own_record"),
        Family("DE", "FIDE C.07 6", group=True, module="direct_encounter"),
        Family("WIN", "FIDE C.07 7.1", module="own_record"),
        Family("WON", "FIDE C.07 7.2", module="own_record"),
        Family(
            "BPG",
            "FIDE C.07 7.3",
            colours=True,
            module="own_record",
        ),
        Family(
            "BWG",
            "FIDE C.07 7.4",
            colours=True,
            module="own_record",
        ),
        Family("REP", "FIDE C.07 7.6", module="own_record"),
        Family("STD", "FIDE C.07 7.7", module="own_record"),
        Family(
            "TPN",
            "FIDE C.07 7.8",
            lower_first=True,
            module="own_record",
        ),
        Family(
            "ARO",
            "FIDE C.07 10.1",
            "C",
            rating=True,
            module="rating",
        ),
        Family("TPR", "FIDE C.07 10.2", rating=True, module="rating"),
        Family("PTP", "FIDE C.07 10.3", rating=True, module="rating"),
        Family(
            "APRO",
            "FIDE C.07 10.4",
            rating=True,
            module="rating",
        ),
        Family(
            "APPO",
            "FIDE C.07 10.5",
            rating=True,
            module="rating",
        ),
        Family("RTNG", "FIDE C.07 10.6", rating=True, module="rating"),
        Family("MM", "US Chess 34E1", buchholz=True, module="uscf"),
        Family("SOLKOFF", "US Chess 34E2", "CM", buchholz=True, module="buchholz"),
        Family("CUM", "US Chess 34E3", rounds=True, module="own_record"),
        Family("COO", "US Chess 34E4", rounds=True, module="opposition"),
        Family("KASHDAN", "US Chess 34E7", module="own_record"),
        Family(
            "SBH",
            "sum of Buchholz",
            buchholz=True,
            module="opposition",
        ),
        Family(
            "RBH",
            "Buchholz's original",
            "CM",
            buchholz=True,
            module="buchholz",
        ),
        Family(
            "RANKRES",
            "Italian criterion 5",
            group=True,
            module="rankres",
        ),
        Family("LPR", "lichess", module="lichess", label="lichess.tb.LPR"),
        # the arbiter's last criteria (core.tiebreaks.arbiter, docs/arbiter.md)
        Family(
            "MANUAL",
            "arbiter's decision",
            lower_first=True,
            module="arbiter",
        ),
        Family("LOTS", "drawing of lots", lower_first=True, module="arbiter"),
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


@dataclass(frozen=True, slots=True)
class TiebreakSpec:
    """A parsed tie-break code: family plus modifiers (C.07 14)."""

    code: str
    family: Family
    low: int = 0  # values removed from the bottom (Cut-n, Median-n)
    high: int = 0  # values removed from the top (Median-n)
    limit: int = 0  # KS threshold shift in draw steps (14.5)

    @property
    def base(self) -> str:
        """The family code, e.g. ``BH`` for ``BH-C1``."""
        return self.family.base

    @property
    def group(self) -> bool:
        """Whether the code orders a tied group (:mod:`core.tiebreaks.group`)."""
        return self.family.group

    @property
    def lower_first(self) -> bool:
        """Whether a lower value ranks higher (TPN)."""
        return self.family.lower_first


_CODE = re.compile(r"^([A-Z]+)(?:[-/]([CM])(\d)|[-/]L([+-]\d+))?$")


def parse_code(text: str) -> TiebreakSpec:
    """Return the spec of tie-break code ``text`` (``BH-C1``, ``bh/c1``, ``Median``, ...).

    :raises UnknownTiebreakError: listing the known codes.
    """
    raw = " ".join(text.strip().upper().split())
    raw = ALIASES.get(raw, raw)
    compact = raw.replace(" ", "")
    m = _CODE.match(compact)
    if not m or m.group(1) not in FAMILIES:
        raise UnknownTiebreakError(text, known_codes())
    base, kind, n, limit = m.groups()
    fam = FAMILIES[base]
    if kind:
        count = int(n)
        if (
            kind not in fam.modifiers
            or count == 0
            or (base in ("PS", "ARO") and (kind == "M" or count != 1))
        ):
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


def split_order(order: str | Sequence[str]) -> list[str]:
    """Return the codes of an order as written: ``"BH-C1, BH; SB"`` (commas or semicolons,
    spaces allowed) or a list of codes, empty items left out. :func:`parse_code` checks each.
    The command line, the sheet's settings block and the bot all read an order through it.

    >>> split_order("BH-C1, BH;SB,")
    ['BH-C1', 'BH', 'SB']
    """
    parts = [order] if isinstance(order, str) else list(order)
    return [c.strip() for p in parts for c in re.split(r"[,;]", p) if c.strip()]


def known_codes() -> list[str]:
    """Return the codes offered to users (registry order, modifiers spelled out)."""
    out: list[str] = []
    for fam in FAMILIES.values():
        out.append(fam.base)
        if "C" in fam.modifiers:
            out.append(f"{fam.base}-C1")
            if fam.base not in ("PS", "ARO"):
                out.append(f"{fam.base}-C2")
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
