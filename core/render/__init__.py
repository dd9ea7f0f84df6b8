"""Renderers: standings, explanations, ``why`` and problems as text, Markdown, CSV and JSON,
in the reader's language (design.md ``render/``). Nothing here computes a number.

:mod:`core.render.standings` renders standings, :mod:`core.render.explanation` explanations;
each is imported on its own, so a command loads only what it prints.
"""
