"""``python -m sheets_addon`` runs ``tiebreak-sheets``."""

from sheets_addon.cli import main

raise SystemExit(main())
