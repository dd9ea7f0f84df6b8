"""The words and numbers of the cards' items in the reader's language, for
:mod:`core.report.cards` and :mod:`core.report.writers` alike."""

from __future__ import annotations

from fractions import Fraction

from core.display import isolate, labelled
from core.explain import Cites, Item
from core.i18n.message import Msg, msg
from core.i18n.text import number, render
from core.model import RoundKind
from core.render.explanation import item_note, render_cites
from core.report.number import Number
from core.scores import machine_value


class CardText:
    """The words and numbers of the cards' items in the reader's language, each distinct one
    written once (a field's cards repeat a few hundred values and notes 55,000 times)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._numbers: dict[tuple[int, int] | None, Number] = {}
        self._notes: dict[tuple[Msg, ...], str] = {}
        self._cites: dict[Cites, str] = {}
        self._kinds: dict[RoundKind, str] = {}

    def number(self, v: Fraction | None) -> Number:
        """``v`` as shown and as data (keyed by its two integers, which hash faster than
        the Fraction does)."""
        key = None if v is None else (v.numerator, v.denominator)
        found = self._numbers.get(key)
        if found is None:
            found = self._numbers[key] = Number(number(v, self.lang), machine_value(v))
        return found

    def detail(self, i: Item) -> str:
        """The arbiter's detail of item ``i``, rendered once per distinct set of notes (a
        bye's or a forfeit's words repeat across a field's cards; messages are hashable)."""
        found = self._notes.get(i.notes)
        if found is None:
            found = self._notes[i.notes] = item_note(i, self.lang)
        return found

    def note(self, i: Item) -> str:
        """The detail of item ``i`` with its rule (``full-point bye: … (FIDE C.07 16.4)``)."""
        rule = self.rule(i)
        note = self.detail(i)
        return f"{note} ({rule})" if rule else note

    def rule(self, i: Item) -> str:
        """The rule item ``i`` follows (``FIDE C.07 16.4``), empty for none."""
        found = self._cites.get(i.cites)
        if found is None:
            found = self._cites[i.cites] = render_cites(i.cites, self.lang)
        return found

    def what(self, i: Item) -> str:
        """What an item listed on its own was: the kind of round and the opponent."""
        what = ""
        kind = i.kind
        if kind is not None:
            what = self._kinds.get(kind, "")
            if not what:
                what = self._kinds[kind] = render(msg(f"kind.{kind.value}"), self.lang)
        if i.opponent is not None:
            name = i.opponent_name or ""
            what = f"{what}: {labelled(name, i.opponent)}" if what else isolate(name)
        return what
