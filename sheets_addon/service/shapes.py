"""Checking a request body against the schemas of ``openapi.json`` (the one description of
the contract, served as it is): JSON types, required and unknown fields, enums, lengths and
bounds. It implements the keywords the document uses and no others; a keyword it does not
know is an error at import, not a silently accepted request.

The walk follows the schema, not the data, so its depth is the schema's: data nested deeper
than the schema allows stops at the first value of the wrong type.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from core.i18n.message import Msg, msg
from sheets_addon.service.problems import ServiceRefusal, joined

KNOWN = frozenset(
    {
        "type",
        "properties",
        "additionalProperties",
        "required",
        "enum",
        "minLength",
        "maxLength",
        "minimum",
        "maximum",
        "minItems",
        "maxItems",
        "maxProperties",
        "items",
        "$ref",
        "oneOf",
        "description",
    }
)


def _either(options: list[Msg]) -> Msg:
    """``a or b or c`` in the reader's language."""
    out = options[0]
    for option in options[1:]:
        out = msg("serve.expect.or", left=out, right=option)
    return out


def _kind(name: str) -> Msg:
    return msg(f"serve.expect.{name}")


@cache
def openapi_text() -> str:
    """The OpenAPI document as kept in the repository (and served)."""
    return resources.files("sheets_addon.service").joinpath("openapi.json").read_text("utf-8")


@cache
def openapi() -> dict[str, Any]:
    """The OpenAPI document, decoded."""
    doc: dict[str, Any] = json.loads(openapi_text())
    for node in doc["components"]["schemas"].values():
        _check_keywords(node)
    return doc


def _check_keywords(node: Any) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties":
                for sub in value.values():
                    _check_keywords(sub)
                continue
            if key not in KNOWN:
                raise RuntimeError(f"openapi.json uses {key!r}, which shapes.py does not check")
            _check_keywords(value)
    elif isinstance(node, list):
        for item in node:
            _check_keywords(item)


def schema(name: str) -> dict[str, Any]:
    """The component schema ``name``."""
    found: dict[str, Any] = openapi()["components"]["schemas"][name]
    return found


def validate(value: Any, name: str, lang: str) -> None:
    """Check ``value`` against the component schema ``name``.

    :raises ServiceRefusal: ``bad-request``, naming the first wrong place and what was
        expected there, in ``lang``.
    """
    _walk(value, schema(name), [], lang)


def _is_type(value: Any, kind: str) -> bool:
    if kind == "object":
        return isinstance(value, dict)
    if kind == "array":
        return isinstance(value, list)
    if kind == "string":
        return isinstance(value, str)
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == "boolean":
        return isinstance(value, bool)
    return value is None


def _bad(path: list[str | int], expected: Msg, lang: str) -> ServiceRefusal:
    return ServiceRefusal(
        "bad-request",
        msg("serve.bad-shape", path=joined(path), expected=expected),
        lang=lang,
        extra={"path": joined(path)},
    )


def _walk(value: Any, node: Mapping[str, Any], path: list[str | int], lang: str) -> None:
    if "$ref" in node:
        node = schema(str(node["$ref"]).rsplit("/", 1)[1])
    if "oneOf" in node:
        for option in node["oneOf"]:
            try:
                _walk(value, option, path, lang)
            except ServiceRefusal:
                continue
            return
        raise _bad(path, _either([_describe(o) for o in node["oneOf"]]), lang)
    kinds = node.get("type")
    if kinds is not None:
        options = kinds if isinstance(kinds, list) else [kinds]
        if not any(_is_type(value, k) for k in options):
            raise _bad(path, _either([_kind(k) for k in options]), lang)
    if "enum" in node and value not in node["enum"]:
        values = ", ".join(json.dumps(v) for v in node["enum"])
        raise _bad(path, msg("serve.expect.one-of", values=values), lang)
    if isinstance(value, str):
        if len(value) < node.get("minLength", 0):
            raise _bad(path, msg("serve.expect.min-length", n=str(node["minLength"])), lang)
        if "maxLength" in node and len(value) > node["maxLength"]:
            raise _bad(path, msg("serve.expect.max-length", n=str(node["maxLength"])), lang)
    elif isinstance(value, int | float) and not isinstance(value, bool):
        if "minimum" in node and value < node["minimum"]:
            raise _bad(path, msg("serve.expect.minimum", n=str(node["minimum"])), lang)
        if "maximum" in node and value > node["maximum"]:
            raise _bad(path, msg("serve.expect.maximum", n=str(node["maximum"])), lang)
    elif isinstance(value, list):
        if len(value) < node.get("minItems", 0):
            raise _bad(path, msg("serve.expect.min-items", n=str(node["minItems"])), lang)
        if "maxItems" in node and len(value) > node["maxItems"]:
            raise _bad(path, msg("serve.expect.max-items", n=str(node["maxItems"])), lang)
        items = node.get("items")
        if items is not None:
            for i, item in enumerate(value):
                path.append(i)
                _walk(item, items, path, lang)
                path.pop()
    elif isinstance(value, dict):
        _object(value, node, path, lang)


def _object(
    value: dict[str, Any], node: Mapping[str, Any], path: list[str | int], lang: str
) -> None:
    props: Mapping[str, Any] = node.get("properties", {})
    for name in node.get("required", ()):
        if name not in value:
            raise ServiceRefusal(
                "bad-request",
                msg("serve.missing-field", path=joined([*path, name])),
                lang=lang,
                extra={"path": joined([*path, name])},
            )
    if "maxProperties" in node and len(value) > node["maxProperties"]:
        raise _bad(path, msg("serve.expect.max-fields", n=str(node["maxProperties"])), lang)
    for key, item in value.items():
        sub = props.get(key)
        if sub is None:
            if node.get("additionalProperties", True) is False:
                where = joined([*path, key])
                raise ServiceRefusal(
                    "bad-request",
                    msg("serve.unknown-field", path=where),
                    lang=lang,
                    extra={"path": where},
                )
            continue
        path.append(key)
        _walk(item, sub, path, lang)
        path.pop()


def _describe(node: Mapping[str, Any]) -> Msg:
    if "$ref" in node:
        return msg("serve.expect.schema", name=str(node["$ref"]).rsplit("/", 1)[1])
    kind = node.get("type")
    return _kind(kind if isinstance(kind, str) else "object")
