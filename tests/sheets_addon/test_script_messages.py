"""The script's words (``sheets_addon/apps_script/Messages.js``) are the catalogue's today."""

from __future__ import annotations

from core.i18n.text import LANGS, catalogue
from sheets_addon.script_messages import MESSAGES_JS, messages_js, script_messages


def test_messages_js_is_generated_from_the_catalogue_of_today() -> None:
    assert MESSAGES_JS.read_text(encoding="utf-8") == messages_js(), (
        "sheets_addon/apps_script/Messages.js is out of date: run "
        "python -m sheets_addon.script_messages"
    )


def test_every_language_has_every_addon_word() -> None:
    words = script_messages()
    assert set(words) == set(LANGS)
    for lang in LANGS:
        assert words[lang] == catalogue(lang, "addon")
        assert set(words[lang]) == set(words["en"])
