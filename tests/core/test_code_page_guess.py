"""The legacy code-page guess never puts a wrong letter into a name without a word.

Names of many languages, alone and mixed, are encoded in every code page that holds them;
what :func:`decode_bytes` gives back without ``--encoding`` is the names as they were, or a
refusal that names the readings and the ``--encoding`` that picks the right one (issue 29).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import InputError
from core.formats.text_decoding import decode, decode_bytes

NAMES: dict[str, tuple[str, ...]] = {
    "cs": (
        "Jiří Šťastný",
        "Petr Dvořák",
        "Eva Černá",
        "Tomáš Ďurovič",
        "Hana Pokorná",
        "Jan Růžička",
        "Věra Kubíčková",
        "Zdeněk Mrázek",
        "Ondřej Šimůnek",
        "Řehoř Novotný",
        "Kateřina Bělohlávková",
        "Lucie Ťoupalová",
        "Žofie Nováková",
    ),
    "sk": (
        "Ján Ďurica",
        "Ľubomír Kováč",
        "Štefan Vŕba",
        "Mária Hlaváčová",
        "Peter Ďurovič",
        "Ľudmila Šťastná",
        "Jozef Mäsiar",
        "Zuzana Ďuríková",
        "Tomáš Čierny",
        "Miroslav Žiak",
        "Ôsmy Kĺč",
    ),
    "pl": (
        "Łukasz Węgrzyn",
        "Małgorzata Dąbrowska",
        "Paweł Wójcik",
        "Zofia Kamińska",
        "Jędrzej Śliwa",
        "Agnieszka Zielińska",
        "Michał Kołodziej",
        "Bartłomiej Żak",
        "Ewa Woźniak",
        "Stanisław Jabłoński",
        "Wojciech Król",
        "Grzegorz Brzęczyszczykiewicz",
    ),
    "hu": (
        "Szűcs Gábor",
        "Kovács László",
        "Szőke Győző",
        "Tóth Erzsébet",
        "Horváth Ödön",
        "Nagy Zoltán",
        "Molnár Péter",
        "Takács Ágnes",
        "Fekete Ildikó",
        "Kőrösi Ferenc",
        "Bíró Lőrinc",
        "Papp Tünde",
        "Németh Írisz",
        "Űrös Zsófia",
        "Kőváry Béla",
    ),
    "hr": (
        "Đuro Kovačević",
        "Ivan Horvat",
        "Marija Babić",
        "Tomislav Jurić",
        "Ante Šarić",
        "Željko Petrović",
        "Ana Knežević",
        "Hrvoje Čačić",
        "Dražen Ćosić",
    ),
    "sl": (
        "Janez Novak",
        "Marko Kovačič",
        "Špela Horvat",
        "Luka Zupančič",
        "Žiga Potočnik",
        "Urška Kos",
        "Nejc Golob",
    ),
    "da": (
        "Søren Bøgh",
        "Mads Kjær",
        "Anne Sørensen",
        "Bjørn Åberg",
        "Kirsten Mølgaard",
        "Jens Højgaard",
        "Ove Kjærgård",
        "Birthe Møller",
        "Peter Ravn",
        "Ærø Østergaard",
    ),
    "de": (
        "Jürgen Müller",
        "Uwe Schröder",
        "Günther Groß",
        "Käthe Weiß",
        "Jörg Bäcker",
        "Sabine Köhler",
        "Björn Jäger",
        "Ulrike Strauß",
        "Hans Schmidt",
        "Özlem Ünal",
    ),
    "fr": (
        "Hélène Dupré",
        "François Lefèvre",
        "Benoît Mézières",
        "Anaïs Noël",
        "Jérôme Bêche",
        "Ève Laurençon",
        "Gaëlle Lemaître",
        "Chloé Dubœuf",
        "Loïc Guérin",
        "Noémie Brûlé",
        "Céline Ça",
    ),
    "es": (
        "José Núñez",
        "María Peña",
        "Íñigo Muñoz",
        "Begoña Ibáñez",
        "Ramón Güell",
        "Lucía Gómez",
        "Andrés Fernández",
        "Nuria Castaño",
        "Jesús Ortúzar",
    ),
    "it": (
        "Niccolò Città",
        "Giosuè Carducci",
        "Luca Rossi",
        "Marco Pirrò",
        "Sara Cantù",
        "Nicolò Nardò",
        "Ilaria Forlì",
        "Anna Garibaldi",
    ),
    "ro": (
        "Ştefan Mureşan",
        "Ion Ţurcanu",
        "Andrei Mihăilă",
        "Ioana Bălan",
        "Răzvan Ţîrlea",
        "Cătălin Dumitrescu",
        "Bogdan Stănescu",
        "Andreea Pîrvu",
        "Gheorghe Sârbu",
    ),
    "tr": (
        "Şahin Yılmaz",
        "Ayşe Kılıç",
        "İsmail Doğan",
        "Mehmet Öztürk",
        "Çağla Şimşek",
        "Gökhan Özdemir",
        "Yağmur Aydın",
        "Ümit Çelik",
        "Ilgaz Arslan",
        "Oğuz Kaya",
    ),
    "bg": (
        "Иван Петров",
        "Георги Иванов",
        "Мария Димитрова",
        "Веселин Топалов",
        "Йордан Христов",
        "Цветан Цанков",
        "Живко Шопов",
        "Юлия Янева",
        "Ъгъл Щерев",
    ),
    "pt": (
        "João Gonçalves",
        "Luís Camões",
        "Inês Guimarães",
        "Conceição Antunes",
        "António Simões",
    ),
    "nl": ("Anna Vermeulen", "Ruud van Bijnen", "Noël Daniëls", "Chloë Ruïne", "Joël Reëel"),
    "sv": ("Åsa Öberg", "Björn Ångström", "Märta Sjöström", "Göran Lindén"),
    "ru": ("Пётр Иванов", "Юрий Смирнов", "Эдуард Лыков", "Ирина Шевченко"),
    "en": ("John Smith", "Mary O'Neil", "Peter Brown-Jones"),
}
"""Names of the languages whose clubs export in legacy code pages: our six (en, cs, bg, ro,
tr, it) and Polish, Hungarian, Slovak, Croatian, Slovenian, Danish, German, French, Spanish,
Portuguese, Dutch, Swedish and Russian."""

CODE_PAGES = (
    "cp1250",
    "iso8859-2",
    "cp1252",
    "cp1251",
    "cp1254",
    "latin-1",
    "iso8859-9",
)
"""The code pages the guess weighs, and the ISO ones whose letters two of them hold at the
same bytes (ISO-8859-1 in Windows-1252, ISO-8859-9 in Windows-1254). ISO-8859-15 and the DOS
code pages are not guessed (docs/formats.md): their files need ``--encoding``."""


def _holding(text: str) -> list[str]:
    out = []
    for name in CODE_PAGES:
        try:
            text.encode(name)
        except UnicodeEncodeError:
            continue
        out.append(name)
    return out


def _check(text: str, code_page: str) -> None:
    data = text.encode(code_page)
    try:
        read = decode_bytes(data, source="f.csv")
    except InputError as exc:
        message = str(exc)
        # the refusal names the reading that is right and how to pick it: one of the code
        # pages that read these bytes as they were written
        right = [
            n
            for n in ("cp1250", "iso8859-2", "cp1252", "cp1251", "cp1254")
            if _reads(data, n, text)
        ]
        assert "--encoding" in message, message
        if "more than one encoding" in message:
            assert any(f"--encoding {n} " in message for n in right), (message, right)
        return
    assert read == text, (code_page, text, read)


def _reads(data: bytes, code_page: str, text: str) -> bool:
    try:
        return data.decode(code_page) == text
    except UnicodeDecodeError:
        return False


LANGUAGES = sorted(NAMES)


@st.composite
def files(draw: st.DrawFn) -> str:
    """Return a file's text: a header and names of one language, or of two mixed."""
    langs = draw(st.lists(st.sampled_from(LANGUAGES), min_size=1, max_size=2, unique=True))
    pool = [n for lang in langs for n in NAMES[lang]]
    names = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=8))
    rows = [f"{i},{n},1850" for i, n in enumerate(names, 1)]
    return "\n".join(["No.,Name,Rtg", *rows]) + "\n"


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(files(), st.data())
def test_the_guess_never_gives_a_different_name_without_a_word(
    text: str, data: st.DataObject
) -> None:
    holding = _holding(text)
    if not holding:
        return
    _check(text, data.draw(st.sampled_from(holding)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_name_alone_in_every_code_page_holding_it(lang: str) -> None:
    for name in NAMES[lang]:
        for code_page in _holding(name):
            _check(f"No.,Name\n1,{name}\n", code_page)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "nl"])
def test_a_club_s_list_in_its_code_page_is_read(lang: str) -> None:
    # a whole list of one language's names holds a word no other code page reads as a
    # name: the guess reads it (French alone is read as Windows-1252 only with a letter no
    # Central European page makes a letter of, as it is here); Dutch ë is the same byte in
    # Windows-1250 and ï reads ď there ("Ruďne"), so a Dutch list needs another clue
    text = "No.,Name\n" + "".join(f"{i},{n}\n" for i, n in enumerate(NAMES[lang], 1))
    for code_page in ("cp1250", "cp1252", "cp1251", "cp1254"):
        if code_page in _holding(text):
            assert decode_bytes(text.encode(code_page), source="f") == text, code_page


@pytest.mark.parametrize(
    ("names", "code_page"),
    [
        (("Anna D’Angelo", "Luca Dell’Orto", "Nicolò Città"), "cp1252"),
        (("Seán O’Brien", "Jürgen Müller"), "cp1252"),
        (("Jana Nováková", "Luca D’Alessandro"), "cp1250"),
    ],
)
def test_a_typographic_apostrophe_between_letters_is_read(
    names: tuple[str, ...], code_page: str
) -> None:
    # Excel's autocorrect writes ’ for ': the same byte in every Windows code page, so it
    # was taken for a symbol inside a word and every reading refused as no words
    text = "No.,Name\n" + "".join(f"{i},{n}\n" for i, n in enumerate(names, 1))
    assert decode_bytes(text.encode(code_page), source="f") == text


@pytest.mark.parametrize("name", ["Ďurica", "Ďurovič", "Ďuríková"])
def test_surnames_starting_with_d_caron_are_read(name: str) -> None:
    # Windows-1252 reads "Ïurica", which no language starts a word with
    text = f"No.,Name\n1,Ján {name}\n"
    decoded = decode(text.encode("cp1250"), source="f")
    assert decoded.text == text
    assert decoded.encodings == ("cp1250", "iso8859-2")


@pytest.mark.parametrize(
    ("name", "code_page", "other"),
    [
        ("Jan Węgrzyn", "cp1250", "Jan Wêgrzyn"),
        ("Søren Bøgh", "cp1252", "Sřren Břgh"),
        ("Szűcs Gábor", "iso8859-2", "Szûcs Gábor"),
    ],
)
def test_two_plausible_readings_are_refused_naming_the_name_and_the_options(
    name: str, code_page: str, other: str
) -> None:
    data = f"No.,Name\n1,{name}\n".encode(code_page)
    with pytest.raises(InputError) as info:
        decode_bytes(data, source="f.csv")
    message = str(info.value)
    assert f"(reads '{name}')" in message
    assert f"'{other}'" in message, message
    assert message.startswith("f.csv:2: not UTF-8 (byte 0x")
    assert "--encoding cp1250 reads it as Windows-1250" in message
    assert "--encoding cp1252 reads it as Windows-1252" in message


@pytest.mark.parametrize(
    ("mark", "first"),
    # the mark's last digit holds the first two bits of the character after it
    [("+/v8", "J"), ("+/v9", "\u4e00"), ("+/v+", "\uac00"), ("+/v/", "\uff21")],
)
def test_a_utf7_byte_order_mark_is_read_as_utf7(mark: str, first: str) -> None:
    text = f"{first}No.,Name\n1,Jiří Kováč\n2,Ďurica Ţurcanu\n"
    data = ("\ufeff" + text).encode("utf-7")
    assert data.startswith(mark.encode())
    decoded = decode(data, source="f")
    assert decoded.text == text
    assert decoded.encodings == ("utf-7",)


def test_a_utf7_mark_before_what_is_no_utf7_is_refused() -> None:
    with pytest.raises(InputError) as info:
        decode_bytes(b"+/v9Kov+AOEBWQ-\n", source="f.csv")
    assert str(info.value).startswith("f.csv: starts like UTF-7 text but is not valid UTF-7")
    assert "Kov+AOEBWQ" not in str(info.value)


@pytest.mark.parametrize("encoding", ["rot13", "base64", "hex", "undefined", "zlib_codec"])
def test_a_codec_that_is_no_text_encoding_is_refused_by_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, encoding: str
) -> None:
    from core.cli import main

    path = tmp_path / "p.csv"
    path.write_bytes(b"Round,White,Black,Result\n1,Ana,Bo,1-0\n")
    book = tmp_path / "b.xlsx"
    book.write_bytes(b"PK\x03\x04 not read: the encoding is refused first")
    for file in (path, book):
        code = main(["check", str(file), "--encoding", encoding])
        err = capsys.readouterr().err
        assert code == 1
        assert err == (
            f"tiebreak: {file}: {encoding} is not a text encoding (it turns bytes into bytes or "
            "text into text): name a character set such as cp1250, cp1251, cp1252, cp1254, "
            "iso8859-2\n"
        )


def test_every_codec_named_reads_or_refuses_any_bytes() -> None:
    # punycode raises a UnicodeError without a byte; idna and punycode are for domain names
    import encodings.aliases
    import random

    names = {*encodings.aliases.aliases.values(), "rot13", "undefined", "idna", "punycode"}
    rng = random.Random(29)
    samples = [bytes(rng.randrange(256) for _ in range(40)) for _ in range(8)]
    for name in sorted(names):
        for data in [*samples, b"", b"Round,White\n1,A\n", b"\xff\xfe", b"+/v8-"]:
            try:
                decode_bytes(data, source="f", encoding=name)
            except InputError as exc:
                assert str(exc).startswith("f"), str(exc)
