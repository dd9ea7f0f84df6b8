"""Shared test fixtures: where the shared spec and data live (beside the clone)."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
VECTORS = SHARED / "spec" / "vectors"
DATA = SHARED / "data"
