"""The page's anchors: where a tie-break's legend entry is, so that every column head and
every card links to it."""

from __future__ import annotations

import re


def legend_anchor(code: str) -> str:
    """Return the legend's anchor of tie-break ``code`` (``tb-BH-C1``, ``tb-BH-MP-C1``)."""
    return "tb-" + re.sub(r"[^A-Za-z0-9]+", "-", code)
