"""The phases of one ``tiebreak report``, one after the other, for callgrind's dumps.

Run by ``benchmarks/count_report_phases.sh`` (benchmarks/README.md): each phase ends with a
call of ``math.factorial``, which callgrind is told to dump before
(``--dump-before=math_factorial``), so each dump holds one phase's instructions.

    python benchmarks/report_phases.py EVENT.json ORDER RULES PLAYERS

Phases, in order: starting Python and importing what ``standings`` imports; importing the
page's own modules (Jinja2 and MarkupSafe with them); reading the event; ranking it
(``compute_standings``); the explanations of every tie-break of the order for the players
whose cards the page holds (what ``explain`` prints, kept by the standings); the view model
(:func:`core.report.view.build_page`: the cards, the ranks after each round, the ties
explained, the crosstable, the pairings, the charts); the HTML
(:func:`core.report.page.render_page`); writing it to a file. ``build_report`` does the
same in this order, the explanations asked for as the cards are built.
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
from math import factorial as end_of_phase


def main() -> None:
    """Run the phases (the argument ``1`` of each marker call is ignored)."""
    gc.disable()  # as the command does (core/cli)
    event, order, rules, players = sys.argv[1:5]
    from core.engine.standings import compute_standings
    from core.formats.load import load_path

    end_of_phase(1)
    from core.report.page import render_page
    from core.report.view import build_page, selected

    end_of_phase(1)
    t = load_path(event)
    end_of_phase(1)
    st = compute_standings(t, rules=rules, order=order)
    end_of_phase(1)
    chosen = selected(st, players if players in ("all", "tied") else players.split(","))
    for r in st.rows:
        if r.id in chosen:
            for code in st.order:
                st.explain(r.id, code)
    end_of_phase(1)
    page = build_page(st, t, "en", chosen if players not in ("all", "tied") else players)
    end_of_phase(1)
    html = render_page(page)
    end_of_phase(1)
    with tempfile.TemporaryFile("w", encoding="utf-8") as f:
        f.write(html)
    end_of_phase(1)
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
