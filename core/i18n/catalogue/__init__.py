"""The message catalogue: one module per language, each a dict ``MESSAGES`` from key to a
template (or to templates by CLDR plural category). English is the reference; every key
has all six languages and the same placeholders in each (tests/core/test_catalogue.py)."""
