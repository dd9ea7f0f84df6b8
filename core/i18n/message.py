"""A message is data: a catalogue key and its named parameters, never a sentence.

Rule sets, tie-breaks, standings and readers return :class:`Msg` values; the renderers of
:mod:`core.render` turn them into text in the reader's language (design.md).
"""

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple, Union


class Num(NamedTuple):
    """A number shown with ``places`` fixed decimals (AOB: 2), or a whole number with its
    thousands grouped as the language writes them (``grouped``: ``7,950``, Czech ``7 950``);
    plain Fractions are shown as their shortest exact decimal."""

    value: Fraction | int
    places: int | None = None
    grouped: bool = False


if TYPE_CHECKING:
    Arg = Union[str, int, Fraction, Num, "Msg", tuple["Arg", ...], None]  # noqa: UP007
else:  # at run time the alias only annotates: its forward references would make typing
    # compile each (ForwardRef, docs/architecture.md)
    Arg = object
"""A parameter: text taken as it is (a name, a code), a number, a nested message, or a list
of them (rendered with the language's list separator). None renders as the dash ``–``."""


class Msg(NamedTuple):
    """A catalogue key with its named parameters.

    A named tuple rather than a frozen dataclass: every command creates a few and imports the
    class, and a dataclass costs more to define at start-up (benchmarks/README.md).
    """

    key: str
    args: tuple[tuple[str, Arg], ...] = ()

    def arg(self, name: str) -> Arg:
        """Return the parameter ``name`` (None when absent)."""
        for k, v in self.args:
            if k == name:
                return v
        return None

    def params(self) -> dict[str, Arg]:
        """Return the parameters as a dict."""
        return dict(self.args)


def msg(key: str, /, **args: Arg) -> Msg:
    """Return the message ``key`` with the parameters ``args``."""
    return Msg(key, tuple(args.items()))


def fold(key: str, items: Sequence[Arg]) -> Arg:
    """Return ``items`` folded left into ``key`` messages with ``left`` and ``right``
    (``summary.plus`` gives ``a + b + c``, ``join.semicolon`` gives ``a; b; c``); the one
    item itself when there is one, None when there is none."""
    if not items:
        return None
    left = items[0]
    for item in items[1:]:
        left = Msg(key, (("left", left), ("right", item)))
    return left
