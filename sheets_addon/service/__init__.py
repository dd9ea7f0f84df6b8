"""``tiebreak-serve``: the HTTP service behind the Google Sheets add-on.

The add-on's Apps Script reads the organiser's tab and posts its cells here; the service runs
the same reader, engine and planner as ``tiebreak-sheets sync`` behind a gateway fed by the
request (:mod:`sheets_addon.service.request_gateway`) and answers with the cell changes for
the script to apply. Nothing of a sheet is kept between requests but its token
(:mod:`sheets_addon.service.tokens`). The contract is ``openapi.json`` beside this file.
"""
