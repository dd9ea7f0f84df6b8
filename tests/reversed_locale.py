"""A made-up seventh language written from files alone: every message its English text
reversed, placeholders kept (``Round {round}: `` is `` :{round} dnuoR``).

The language is ``qaa``, a code ISO 639 keeps for local use. :func:`write_reversed` writes its
Fluent files into a folder the way a translator would (``<folder>/qaa/<area>.ftl`` and
``locale.ftl``), from the English files of the three packages; ``TIEBREAK_LOCALES_DIR`` set to
that folder makes the product see it, with no line of Python changed.
"""

from __future__ import annotations

import string
from pathlib import Path

from core.i18n.fluent import identifier_of, parse

ROOT = Path(__file__).resolve().parents[1]
LANG = "qaa"
FOLDERS = (
    ROOT / "core" / "i18n" / "locales",
    ROOT / "bot" / "locales",
    ROOT / "sheets_addon" / "locales",
)


def reverse(template: str) -> str:
    """``template`` (a ``str.format`` template) reversed, its placeholders kept whole."""
    tokens: list[str] = []
    for literal, field, _, _ in string.Formatter().parse(template):
        tokens += [{"{": "{{", "}": "}}"}.get(ch, ch) for ch in literal]
        if field is not None:
            tokens.append("{" + field + "}")
    return "".join(reversed(tokens))


def fluent(template: str) -> str:
    """A template written as Fluent text: ``{name}`` as ``{ $name }``, a brace and a space at
    either end as string literals, a new line as ``{ "\\n" }``."""
    out: list[str] = []
    for literal, field, _, _ in string.Formatter().parse(template):
        for ch in literal:
            out.append({"{": '{ "{" }', "}": '{ "}" }', "\n": '{ "\\u000A" }'}.get(ch, ch))
        if field is not None:
            out.append("{ $" + field + " }")
    text = "".join(out) or '{ "" }'
    if text.startswith(" "):
        text = '{ " " }' + text[1:]
    if text.endswith(" "):
        text = text[:-1] + '{ " " }'
    return text


def write_reversed(folder: Path) -> Path:
    """Write the ``qaa`` language into ``folder``; return its own folder."""
    home = folder / LANG
    home.mkdir(parents=True, exist_ok=True)
    (home / "locale.ftl").write_text(
        "-language-name = ffats ruo\n"
        "-decimal-separator = ·\n"
        '-group-separator = { "\\u2009" }\n'
        "-plural-rules = en\n",
        encoding="utf-8",
    )
    for root in FOLDERS:
        for path in sorted((root / "en").glob("*.ftl")):
            if path.name == "locale.ftl":
                continue
            res = parse(path.read_text(encoding="utf-8"), str(path))
            lines = [f"### {path.name} reversed"]
            for key, entry in res.messages.items():
                ident = identifier_of(key)
                if isinstance(entry, dict):
                    lines.append(f"{ident} =")
                    lines.append("    { $count ->")
                    for cat, form in entry.items():
                        star = "*" if cat == "other" else " "
                        lines.append(f"       {star}[{cat}] {fluent(reverse(form))}")
                    lines.append("    }")
                else:
                    lines.append(f"{ident} = {fluent(reverse(entry))}")
            (home / path.name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return home
