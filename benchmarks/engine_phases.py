"""The phases of one standings computation, one after the other, for callgrind's dumps.

Run by ``benchmarks/count_engine_phases.sh`` (benchmarks/README.md): each phase ends with a
call of ``math.factorial``, which callgrind is told to dump before
(``--dump-before=math_factorial``), so each dump holds one phase's instructions.

    python benchmarks/engine_phases.py EVENT.json ORDER

Phases, in order: starting Python and importing; reading the event; ``compute_standings``
whole; then on a fresh engine of the same event: the context (points, games over the board,
the rounds without one), the rule set's view (adjusted scores and what each round adds),
and each code of the order's values.
"""

from __future__ import annotations

import gc
import os
import sys
from math import factorial as end_of_phase


def main() -> None:
    """Run the phases (the argument ``1`` of each marker call is ignored)."""
    gc.disable()  # as the command does (core/cli)
    event, order = sys.argv[1], sys.argv[2]
    from core.engine.standings import compute_standings
    from core.formats.load import load_path
    from core.rules import resolve_rule_set
    from core.tiebreaks.engine import Engine

    end_of_phase(1)
    t = load_path(event)
    end_of_phase(1)
    compute_standings(t, order=order)
    end_of_phase(1)
    rules, _ = resolve_rule_set("fide", t.start_date)
    eng = Engine(t, rules, build=False)
    end_of_phase(1)
    eng.view = rules.build(eng.ctx)
    end_of_phase(1)
    for code in order.split(","):
        eng.values(code)
        end_of_phase(1)
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
