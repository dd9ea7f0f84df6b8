"""Column headers of organisers' grids, in the languages our users write.

A header cell is normalised with :func:`normalize` (Unicode NFKD, accents and case removed,
punctuation turned into spaces) and looked up in :data:`WORDS`. Round columns of a crosstable
("R1", "Rd 1", "Round 1", "1", "Kolo 1", "1. Runde", "Кръг 1", ...) are recognised by
:func:`round_column`.

Languages covered: English, Czech, Slovak, Bulgarian, Romanian, Turkish, Italian, German,
Spanish, French (and a few Polish, Serbian/Croatian and Russian words that come for free).
"""

from __future__ import annotations

import enum
import re
import unicodedata


class Role(enum.Enum):
    """What a recognised column holds."""

    NUMBER = "number"  # starting number (the player id)
    RANK = "rank"  # final place
    NAME = "name"
    RATING = "rating"
    FEDERATION = "federation"
    TITLE = "title"
    FIDE_ID = "fide_id"
    CLUB = "club"
    BIRTH = "birth"  # birth date or year (category prizes: juniors, seniors)
    SEX = "sex"  # category prizes: women
    POINTS = "points"
    ROUND = "round"  # pairings list: which round a row belongs to
    BOARD = "board"
    WHITE = "white"
    BLACK = "black"
    RESULT = "result"
    MANUAL = "manual"  # the arbiter's decision (manual_tiebreak)
    WITHDRAWN = "withdrawn"  # the round after which the player withdrew
    # A team event's board games and Teams list (formats.md 6, core.formats.grid_boards)
    MATCH = "match"  # which match of the round a board game belongs to
    TEAM = "team"  # the team of a member, in a Teams list
    HOME = "home"  # the home team's player of a board (colour not recorded)
    AWAY = "away"  # the away team's player of a board
    # Game scores of a pairings list (formats.md 7.2, core.formats.grid_scores)
    WHITE_SCORE = "white_score"  # the game score of the White (in Scrabble: starting) player
    BLACK_SCORE = "black_score"
    GAME_SCORE = "score"  # both in one cell, ``412:380``, White's first


_TRANSLATE = str.maketrans({"ı": "i", "ł": "l", "ø": "o", "đ": "d", "æ": "ae", "œ": "oe"})
_PUNCT = re.compile(r"[\s.:;,()\[\]{}'\"`´°_\-/\\|*]+")


def normalize(text: str) -> str:
    """Return ``text`` without accents, case or punctuation, single-spaced.

    >>> normalize("  Č. ")
    'c'
    >>> normalize("Jméno hráče")
    'jmeno hrace'
    >>> normalize("№")
    'no'
    """
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    folded = stripped.casefold().translate(_TRANSLATE)
    return _PUNCT.sub(" ", folded).strip()


_RAW_WORDS: dict[Role, tuple[str, ...]] = {
    Role.NUMBER: (
        "no",
        "nr",
        "n",
        "#",
        "num",
        "number",
        "start no",
        "start nr",
        "start number",
        "starting number",
        "sno",
        "snr",
        "s no",
        "s nr",
        "st no",
        "id",
        "pairing no",
        "seed",
        "pairing number",
        # Czech / Slovak
        "c",
        "cislo",
        "st c",
        "stc",
        "startovni cislo",
        "vych c",
        "poc c",
        # German
        "startnr",
        "startnummer",
        "snr",
        "tln nr",
        # Spanish / Italian / French / Romanian
        "numero",
        "num",
        "n inicial",
        "numero inicial",
        "no inicial",
        "nº",
        "numar",
        "numar start",
        "nr start",
        "nr crt",
        "numero di partenza",
        "n partenza",
        "numero de depart",
        "no depart",
        "dossard",
        # Turkish
        "bsno",
        "bs no",
        "bas no",
        "baslangic no",
        "baslangic sira no",
        "sira no",
        # Bulgarian
        "номер",
        "ст no",
        "стартов номер",
        "no по ред",
    ),
    Role.RANK: (
        "rank",
        "rk",
        "rnk",
        "pl",
        "place",
        "pos",
        "position",
        "final rank",
        "poradi",
        "misto",
        "por",
        "platz",
        "rang",
        "rg",
        "pos final",
        "puesto",
        "clas",
        "clasif",
        "clasificacion",
        "posto",
        "classifica",
        "class",
        "classement",
        "loc",
        "locul",
        "clasament",
        "sira",
        "derece",
        "място",
        "класиране",
    ),
    Role.NAME: (
        "name",
        "names",
        "player",
        "players",
        "player name",
        "full name",
        "participant",
        "jmeno",
        "hrac",
        "jmeno hrace",
        "prijmeni a jmeno",
        "jmeno a prijmeni",
        "meno",
        "spieler",
        "teilnehmer",
        "spielername",
        "nombre",
        "jugador",
        "jugadores",
        "apellidos y nombre",
        "apellidos nombre",
        "nom",
        "joueur",
        "joueurs",
        "nom prenom",
        "nom et prenom",
        "nume",
        "jucator",
        "jucatori",
        "nume prenume",
        "nume si prenume",
        "sportiv",
        "isim",
        "ad",
        "ad soyad",
        "adi soyadi",
        "oyuncu",
        "sporcu",
        "nome",
        "giocatore",
        "giocatori",
        "cognome nome",
        "cognome e nome",
        "име",
        "играч",
        "състезател",
        "име и фамилия",
        "участник",
        "имя",
        "igrac",
        "imie",
        "zawodnik",
    ),
    Role.RATING: (
        "rating",
        "rtg",
        "elo",
        "rat",
        "ratg",
        "fide rating",
        "elo fide",
        "fide elo",
        "rtg fide",
        "fide rtg",
        "irtg",
        "rtg int",
        "elo int",
        "int rtg",
        "fide",
        "рейтинг",
        "ело",
        "elo rating",
    ),
    Role.FEDERATION: (
        "fed",
        "federation",
        "country",
        "nation",
        "federace",
        "stat",
        "zeme",
        "land",
        "verband",
        "pais",
        "federacion",
        "federazione",
        "paese",
        "federatie",
        "tara",
        "federasyon",
        "ulke",
        "федерация",
        "държава",
        "страна",
        "pays",
        "federacao",
    ),
    Role.TITLE: (
        "title",
        "tit",
        "titel",
        "titul",
        "titulo",
        "titre",
        "titolo",
        "titlu",
        "unvan",
        "титла",
        "звание",
    ),
    Role.FIDE_ID: (
        "fide id",
        "fideid",
        "id fide",
        "fide no",
        "fide nr",
        "fide number",
        "fide kod",
        "fide code",
        "fide kimlik",
        "fide id no",
    ),
    Role.CLUB: (
        "club",
        "club city",
        "club/city",
        "city",
        "klub",
        "oddil",
        "oddil klub",
        "tj",
        "клуб",
        "clubul",
        "kulup",
        "circolo",
        "societa",
        "verein",
        "equipo club",
    ),
    Role.BIRTH: (
        "born",
        "birth",
        "birthday",
        "birth date",
        "birthdate",
        "date of birth",
        "dob",
        "yob",
        "year of birth",
        "birth year",
        "b day",
        "narozen",
        "nar",
        "datum narozeni",
        "rok narozeni",
        "rocnik",
        "роден",
        "родена",
        "рождена дата",
        "дата на раждане",
        "година на раждане",
        "г р",
        "nascut",
        "data nasterii",
        "anul nasterii",
        "dogum",
        "dogum tarihi",
        "dogum yili",
        "d tarihi",
        "nato",
        "nata",
        "nascita",
        "data di nascita",
        "anno di nascita",
        "geb",
        "geboren",
        "geburtsdatum",
        "geburtsjahr",
        "jahrgang",
        "nacimiento",
        "fecha de nacimiento",
        "ano de nacimiento",
        "ne le",
        "date de naissance",
        "annee de naissance",
        "naissance",
    ),
    Role.SEX: (
        "sex",
        "gender",
        "m f",
        "m/f",
        "pohlavi",
        "пол",
        "sexul",
        "gen",
        "cinsiyet",
        "sesso",
        "geschlecht",
        "sexo",
        "sexe",
    ),
    Role.POINTS: (
        "pts",
        "points",
        "point",
        "pt",
        "score",
        "total",
        "sum",
        "pkt",
        "body",
        "bodu",
        "b celkem",
        "punkte",
        "pkte",
        "punkt",
        "puntos",
        "ptos",
        "pun",
        "puntaje",
        "puan",
        "punti",
        "pti",
        "punteggio",
        "puncte",
        "pct",
        "punctaj",
        "точки",
        "тч",
        "т",
    ),
    Role.ROUND: (
        "round",
        "rd",
        "rnd",
        "r",
        "kolo",
        "runde",
        "rde",
        "ronda",
        "tur",
        "turno",
        "ronde",
        "tour",
        "рунд",
        "кръг",
        "runda",
        "тур",
        "kolejka",
    ),
    Role.BOARD: (
        "board",
        "bd",
        "bo",
        "brd",
        "table",
        "tbl",
        "sachovnice",
        "sach",
        "stul",
        "brett",
        "tablero",
        "mesa",
        "echiquier",
        "ech",
        "tabla",
        "masa",
        "scacchiera",
        "sc",
        "tavolo",
        "tav",
        "дъска",
        "маса",
        "masa no",
    ),
    Role.WHITE: (
        "white",
        "w",
        "white player",
        "bily",
        "bili",
        "weiss",
        "blancas",
        "blanco",
        "blancs",
        "blanc",
        "alb",
        "albe",
        "albul",
        "beyaz",
        "bianco",
        "bianchi",
        "бели",
        "белите",
        "бял",
    ),
    Role.BLACK: (
        "black",
        "b",
        "black player",
        "cerny",
        "cerni",
        "schwarz",
        "negras",
        "negro",
        "noirs",
        "noir",
        "negru",
        "negre",
        "siyah",
        "nero",
        "neri",
        "черни",
        "черните",
        "черен",
    ),
    Role.RESULT: (
        "result",
        "results",
        "res",
        "vysledek",
        "ergebnis",
        "erg",
        "resultado",
        "resultat",
        "rezultat",
        "sonuc",
        "risultato",
        "ris",
        "резултат",
    ),
    Role.MANUAL: (
        "manual",
        "manual tiebreak",
        "manual tie break",
        "arbiter",
        "arbiter decision",
        "rozhodnuti rozhodciho",
        "rozhodci",
        "решение на съдията",
        "decizia arbitrului",
        "hakem karari",
        "decisione arbitrale",
        "decisione dell arbitro",
    ),
    Role.WITHDRAWN: (
        "withdrawn",
        "withdrew",
        "withdrew after",
        "withdrew after round",
        "withdrawn after",
        "withdrawn after round",
        "wd",
        "odstoupil",
        "odstoupeni",
        "odstoupil po kole",
        "оттеглил се",
        "оттегляне",
        "retras",
        "retragere",
        "ayrildi",
        "ritirato",
        "ritiro",
    ),
    Role.MATCH: (
        "match",
        "match no",
        "match nr",
        "zapas",
        "utkani",
        "c zapasu",
        "мач",
        "среща",
        "meci",
        "meciul",
        "nr meci",
        "mac",
        "mac no",
        "karsilasma",
        "incontro",
        "n incontro",
        "begegnung",
        "mannschaftskampf",
        "encuentro",
        "rencontre",
    ),
    Role.TEAM: (
        "team",
        "team name",
        "teams",
        "druzstvo",
        "tym",
        "отбор",
        "echipa",
        "takim",
        "takim adi",
        "squadra",
        "mannschaft",
        "equipo",
        "equipe",
    ),
    Role.HOME: (
        "home",
        "home player",
        "home team",
        "domaci",
        "домакин",
        "домакини",
        "gazda",
        "gazde",
        "ev sahibi",
        "casa",
        "heim",
        "heimmannschaft",
        "local",
        "domicile",
    ),
    Role.AWAY: (
        "away",
        "away player",
        "away team",
        "guest",
        "guests",
        "hoste",
        "гост",
        "гости",
        "oaspeti",
        "deplasman",
        "misafir",
        "ospiti",
        "trasferta",
        "gast",
        "gastmannschaft",
        "visitante",
        "exterieur",
    ),
    # Game scores (glossary.md 6: score, skóre, точки в партията, punctaj, puan, punteggio)
    # beside the side words of WHITE and BLACK. A bare "Score" (en, ro, tr, it) is also a
    # points column: a pairings list reads it as GAME_SCORE (grid_scores.GAME_SCORE_WORDS).
    Role.WHITE_SCORE: (
        "white score",
        "score white",
        "white s score",
        "skore bileho",
        "skore bily",
        "bily skore",
        "точки на белите",
        "точки бели",
        "бели точки",
        "punctaj alb",
        "punctaj albe",
        "punctajul albului",
        "beyaz puan",
        "beyaz puani",
        "beyazin puani",
        "punteggio bianco",
        "punteggio del bianco",
        "punteggio bianchi",
    ),
    Role.BLACK_SCORE: (
        "black score",
        "score black",
        "black s score",
        "skore cerneho",
        "skore cerny",
        "cerny skore",
        "точки на черните",
        "точки черни",
        "черни точки",
        "punctaj negru",
        "punctaj negre",
        "punctajul negrului",
        "siyah puan",
        "siyah puani",
        "siyahin puani",
        "punteggio nero",
        "punteggio del nero",
        "punteggio neri",
    ),
    Role.GAME_SCORE: (
        "game score",
        "game scores",
        "scores",
        "skore",
        "skore partie",
        "точки в партията",
        "punctaj partida",
        "punctajul partidei",
        "oyun puani",
        "mac puani",
        "punteggio partita",
        "punteggi",
    ),
}

WORDS: dict[str, Role] = {}
"""Normalised header word -> role."""
for _role, _words in _RAW_WORDS.items():
    for _word in _words:
        WORDS.setdefault(normalize(_word), _role)

# The words of a round column, and Portuguese "rodada", which only ever prefixes a number.
ROUND_PREFIXES: tuple[str, ...] = tuple(normalize(w) for w in (*_RAW_WORDS[Role.ROUND], "rodada"))

_ROUND_COLUMN = re.compile(
    r"^(?:(?P<pre>[^\W\d_]+)\s?(?P<n1>[0-9]{1,3})|(?P<n2>[0-9]{1,3})(?:\s(?P<post>[^\W\d_]+))?)$"
)


def role_of(header: str) -> Role | None:
    """Return the role of a header cell, or None when the word is not known.

    >>> role_of("Punkte")
    <Role.POINTS: 'points'>
    >>> role_of("Č.")
    <Role.NUMBER: 'number'>
    """
    return WORDS.get(normalize(header))


def round_column(header: str) -> tuple[int, bool] | None:
    """Return ``(round number, bare)`` when ``header`` names a crosstable round column.

    ``bare`` is true for a header that is only a number ("1", "1."), which a round-robin
    table also uses for opponent columns.

    >>> round_column("Rd. 3")
    (3, False)
    >>> round_column("3. Kolo")
    (3, False)
    >>> round_column("Кръг 2")
    (2, False)
    >>> round_column("4")
    (4, True)
    >>> round_column("Name") is None
    True
    """
    found = _round_label(header)
    if found is None or found[0] < 1 or _negative_label(header):
        return None
    return found


def round_below_one(header: str) -> bool:
    """Return whether ``header`` is a round label with a number below 1 (``R0``, ``Round 0``,
    ``0``, ``-1``), which no event has.

    >>> round_below_one("Round 0"), round_below_one("-1"), round_below_one("R1")
    (True, True, False)
    >>> round_below_one("Round -2"), round_below_one("Round-2"), round_below_one("Smith -2")
    (True, False, False)
    """
    found = _round_label(header)
    return (found is not None and found[0] < 1) or _negative_label(header)


_MINUS = re.compile(r"(?:^|(?<=\s))[-−–]\s?(?=[0-9])")


def _negative_label(header: str) -> bool:
    """Whether ``header`` is a round label with a minus before its number (``-1``,
    ``Round -2``, ``-1. Runde``; ``Round-2`` is round 2, its hyphen a separator)."""
    text = header.strip()
    m = _MINUS.search(text)
    return m is not None and _round_label(text[: m.start()] + text[m.end() :]) is not None


def _round_label(header: str) -> tuple[int, bool] | None:
    m = _ROUND_COLUMN.match(normalize(header))
    if not m:
        return None
    if m.group("pre") is not None:
        if m.group("pre") not in ROUND_PREFIXES:
            return None
        number = int(m.group("n1"))
        bare = False
    else:
        post = m.group("post")
        if post is not None and post not in ROUND_PREFIXES:
            return None
        number = int(m.group("n2"))
        bare = post is None
    return number, bare


def describe(role: Role) -> str:
    """Return a few header words for ``role``, for error messages."""
    examples = {
        Role.NUMBER: "No., Nr., Č., №, SNo",
        Role.RANK: "Rk., Pl., Pořadí, Platz",
        Role.NAME: "Name, Jméno, Nombre, Nom, Nume, İsim, Nome, Име",
        Role.RATING: "Rating, Rtg, Elo",
        Role.FEDERATION: "Fed, Federation",
        Role.TITLE: "Title",
        Role.FIDE_ID: "FIDE ID",
        Role.CLUB: "Club, Klub, Oddíl, Клуб, Kulüp, Circolo",
        Role.BIRTH: "Born, Birth, YOB, Date of birth, Narozen, Роден, Născut, Doğum tarihi, "
        "Data di nascita",
        Role.SEX: "Sex, Gender, Pohlaví, Пол, Cinsiyet, Sesso",
        Role.POINTS: "Pts, Points, Body, Punkte, Puntos, Puan, Punti, Puncte, Точки",
        Role.ROUND: "Round, Rd, Kolo, Runde, Ronda, Tur, Turno, Ronde, Рунд, Кръг, Runda",
        Role.BOARD: "Board, Bd, Brett, Tablero",
        Role.WHITE: "White, Bílý, Weiß, Blancas, Blancs, Alb, Beyaz, Bianco, Бели",
        Role.BLACK: "Black, Černý, Schwarz, Negras, Noirs, Negru, Siyah, Nero, Черни",
        Role.RESULT: "Result, Výsledek, Ergebnis, Resultado, Résultat, Rezultat, Sonuç, "
        "Risultato, Резултат",
        Role.MANUAL: "Manual, Manual tie-break, Rozhodnutí rozhodčího",
        Role.WITHDRAWN: "Withdrew after round, Withdrawn, Odstoupil",
        Role.MATCH: "Match, Zápas, Мач, Meci, Maç, Incontro",
        Role.TEAM: "Team, Družstvo, Отбор, Echipa, Takım, Squadra",
        Role.HOME: "Home, Domácí, Домакин, Gazde, Ev sahibi, Casa",
        Role.AWAY: "Away, Hosté, Гост, Oaspeți, Deplasman, Ospiti",
        Role.WHITE_SCORE: "White score, Skóre bílého, Точки на белите, Punctaj alb, "
        "Beyaz puan, Punteggio bianco",
        Role.BLACK_SCORE: "Black score, Skóre černého, Точки на черните, Punctaj negru, "
        "Siyah puan, Punteggio nero",
        Role.GAME_SCORE: "Score, Skóre, Точки в партията, Punctaj, Puan, Punteggio",
    }
    return examples[role]
