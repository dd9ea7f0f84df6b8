"""A :class:`~sheets_addon.api_types.Gateway` fed by a request: the spreadsheet the add-on
posted stands for Google's answers, and the one batch the sync sends is kept instead of
sent. ``tiebreak-serve`` runs :func:`sheets_addon.sync.sync_sheet` on it, so the plan it
answers with comes from the planner of ``tiebreak-sheets sync``, not from a second one.

Nothing changes between the reads the sync makes (the request is one moment of the sheet),
so its check read and the cells after its write are the cells posted; the check that the
organiser did not type meanwhile happens in the script, under the document lock, against
the ``expect`` of the answer (:func:`sheets_addon.service.answers.update_answer`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from sheets_addon.api_types import JSON, Grid
from sheets_addon.gateway import grids


class RequestGateway:
    """Answers the sync's reads from a posted ``Spreadsheet`` and records its batch."""

    def __init__(self, spreadsheet: Mapping[str, JSON]) -> None:
        self.spreadsheet = spreadsheet
        self.grids = grids(spreadsheet)
        self.batches: list[list[JSON]] = []

    def read_spreadsheet(self, key: str) -> tuple[JSON, dict[str, Grid]]:
        """The posted spreadsheet and its tabs' grids."""
        return self.spreadsheet, self.grids

    def read_cells(
        self, key: str, titles: Iterable[str], *, entered_only: bool = False
    ) -> dict[str, Grid]:
        """The posted grids of ``titles`` (the sheet as posted: nothing moved since)."""
        return {t: self.grids.get(t, []) for t in titles}

    def batch_update(
        self, key: str, requests_: Sequence[Mapping[str, JSON]], *, show_tab: str | None = None
    ) -> JSON:
        """Keep the batch (the script applies it) and answer as Google would, with the
        organiser's cells of ``show_tab`` as posted."""
        self.batches.append([dict(r) for r in requests_])
        answer: dict[str, JSON] = {"replies": [{} for _ in requests_]}
        if show_tab is not None:
            answer["cells"] = self.grids.get(show_tab, [])
        return answer
