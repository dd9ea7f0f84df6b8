"""CSV for Excel: what a double click on a ``.csv`` opens as columns where the decimal
separator is a comma (Czech, Bulgarian, Romanian, Turkish, Italian): ``;`` between cells,
decimal commas, and a UTF-8 byte-order mark, without which Excel reads UTF-8 as the
Windows code page of the machine (``Novák`` becomes ``NovĂˇk``).

The default CSV stays one for programs (a dot, commas, no mark, whatever the language);
``standings --format csv`` writes this one with ``--excel`` or in a decimal-comma language.
"""

from __future__ import annotations

import csv
import io
import re
from fractions import Fraction

from core.i18n.text import number

__all__ = ["excel_csv", "inert", "uses_decimal_comma"]

_DECIMAL = re.compile(r"^-?[0-9]+\.[0-9]+$")
_NUMBER = re.compile(r"[+-]?[0-9]+(?:[.,][0-9]+)?")
_FORMULA_START = frozenset("=+-@\t\r\n")
"""What makes Excel, LibreOffice and Google Sheets read a typed cell as a formula (OWASP,
"CSV injection"): ``=HYPERLINK(...)`` runs on opening; ``+``, ``-`` and ``@`` start one
too, and a tab or a line break before one hides it."""


def inert(text: str) -> str:
    """Return a text cell of a spreadsheet output as text a spreadsheet does not run: with
    an apostrophe before it when it would start a formula, as the sheet writer's text cells
    (``stringValue``) are never formulas; a number (``-1.5``) stays a number.

    >>> inert("=HYPERLINK(\"http://x\")"), inert("-1.5"), inert("Ana")
    ('\'=HYPERLINK("http://x")', '-1.5', 'Ana')
    """
    if not text or text[0] not in _FORMULA_START or _NUMBER.fullmatch(text):
        return text
    return "'" + text


def uses_decimal_comma(lang: str) -> bool:
    """Whether ``lang`` writes ``1,5`` for one and a half.

    >>> uses_decimal_comma("cs"), uses_decimal_comma("en")
    (True, False)
    """
    return "," in number(Fraction(3, 2), lang)


def excel_csv(text: str) -> str:
    """Return the machine CSV ``text`` as Excel reads it where decimals take a comma:
    ``;`` separators, ``1,5`` for ``1.5`` (only in cells that are a decimal number), a BOM.

    >>> excel_csv("rank,name,points\\n1,\\"Novák, Ana\\",1.5\\n")
    '\\ufeffrank;name;points\\n1;Novák, Ana;1,5\\n'
    """
    out = io.StringIO()
    out.write("\ufeff")
    w = csv.writer(out, delimiter=";", lineterminator="\n")
    for row in csv.reader(io.StringIO(text, newline="")):
        w.writerow([c.replace(".", ",") if _DECIMAL.match(c) else c for c in row])
    return out.getvalue()
