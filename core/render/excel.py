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

__all__ = ["excel_csv", "uses_decimal_comma"]

_DECIMAL = re.compile(r"^-?[0-9]+\.[0-9]+$")


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
