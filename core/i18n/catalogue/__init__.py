"""The message catalogue as it was: Python dicts, no longer read (issue 34). The catalogue is
the Fluent files of ``core/i18n/locales``, ``bot/locales`` and ``sheets_addon/locales``
(docs/translating.md); these modules are the conversion's source until they are deleted."""
