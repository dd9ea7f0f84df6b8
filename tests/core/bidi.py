"""Whether a name's bidirectional controls end with the name (UAX #9): the check the tests
of issue 29 apply to every surface that writes a name (page, terminal, bot, sheet notes).

A right-to-left override (U+202E) in a name reverses what follows it on its line, the start
number written after the name included (``(10)`` read as ``(01)``), until an isolate that
holds it ends (U+2069) or the paragraph does. :func:`leaks` finds, for each place a name is
written in a text, whether something the name opened is still open when the text goes on
after it: only the isolates and pops written right around the name count as its own.
"""

from __future__ import annotations

_EMBEDDINGS = frozenset("\u202a\u202b\u202d\u202e")  # LRE, RLE, LRO, RLO
_ISOLATES = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI
PDF, PDI = "\u202c", "\u2069"

HOSTILE = (
    "Ana \u202eNovák",  # an override left open
    "\u202bBo\u202a Lee",  # embeddings left open
    "A\u2069\u202eB",  # a pop first: it would close the isolate around the name
    "\u2067Ra\u2066m",  # isolates left open
    "ناصر \u202eعلي",  # right-to-left letters and an override
)
"""Names that leave something open, each a different way."""


def _close(stack: list[str], ch: str) -> None:
    if ch in _EMBEDDINGS:
        stack.append("E")
    elif ch in _ISOLATES:
        stack.append("I")
    elif ch == PDF:
        if stack and stack[-1] == "E":
            stack.pop()
    elif ch == PDI and "I" in stack:
        while stack.pop() != "I":
            pass


def leaks(text: str, name: str, *, html: bool = False) -> list[str]:
    """Return the places in ``text`` where ``name`` is written and leaves an embedding,
    override or isolate open while the line goes on (each as the text around it): after the
    name and the pops written right after it, what is open must be what was open before it
    (or less); in ``html``, an end tag of ``bdi`` also closes what the name left open."""
    found = []
    start = 0
    while (i := text.find(name, start)) >= 0:
        start = i + len(name)
        stack: list[str] = []
        for ch in text[text.rfind("\n", 0, i) + 1 : i]:  # the line (paragraph) so far
            _close(stack, ch)
        before = list(stack)
        for ch in text[i:start]:
            _close(stack, ch)
        k = start
        while k < len(text) and text[k] in (PDI, PDF) and stack != before[: len(stack)]:
            _close(stack, text[k])
            k += 1
        rest = text[k:]
        if stack == before[: len(stack)] or not rest or rest[0] == "\n":
            continue
        if html and rest.startswith("</bdi>"):
            continue
        found.append(text[max(0, i - 20) : k + 20])
    return found


def written_leaks(text: str, *, html: bool = False) -> list[str]:
    """:func:`leaks` of every name of :data:`HOSTILE` in ``text``."""
    return [place for name in HOSTILE for place in leaks(text, name, html=html)]
