"""An uploaded grid's ``Tiebreak settings`` block counts in the bot too (issue 29): its rule
set, order and start date, kept through the stored snapshot; a wrong value is refused with
its cell."""

from __future__ import annotations

import pytest

from bot.service import TournamentService
from bot.store import Store
from core.errors import InputError

G = 7
GRID = "No.,Name,Rtg,R1,R2\n1,Ana,1850,+W2,=B3\n2,Bo,1800,-B1,\n3,Cy,1700,,=W1\n\n"


def test_an_uploaded_grid_s_block_sets_rules_order_and_date(store: Store) -> None:
    block = 'Tiebreak settings\nRules,fide\nStart date,2025-01-10\nOrder,"SB, BH"\n'
    svc = TournamentService(store)
    svc.link_upload(G, "club.csv", (GRID + block).encode())
    st = svc.load(G).standings
    assert (st.rules, st.order) == ("fide-2024", ("SB", "BH"))
    again = TournamentService(Store(store.db.url)).load(G).standings  # from the snapshot
    assert (again.rules, again.order) == ("fide-2024", ("SB", "BH"))
    svc.set_settings(G, None, rules="uscf", order="BH")  # the server's settings win
    assert (svc.load(G).standings.rules, svc.load(G).standings.order) == ("uscf", ("BH",))


def test_an_uploaded_grid_s_wrong_rules_are_refused_with_the_cell(store: Store) -> None:
    svc = TournamentService(store)
    with pytest.raises(InputError) as info:
        svc.link_upload(G, "club.csv", (GRID + "Tiebreak settings\nRules,fide-1999\n").encode())
    assert "club.csv: B7: rule set 'fide-1999'" in str(info.value)
