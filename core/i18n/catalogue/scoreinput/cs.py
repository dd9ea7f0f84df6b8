"""The messages of scoreinput in cs: game scores in organisers' grids (formats.md 7.2,
docs/grids.md), what ``check`` says about them and what TRF cannot keep (rules.md 13.13)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scoreinput.column-twice": "druhý sloupec skóre {text} (první je {first}): ponechte jeden",
    "scoreinput.both-ways": "sloupec Skóre ({single}) i sloupec skóre bílého nebo černého "
    "({pair}, {text}): zapište skóre jen jedním způsobem, buď dva sloupce Skóre bílého a "
    "Skóre černého, nebo jeden sloupec Skóre 412:380, nikdy obojí",
    "scoreinput.side-column-missing.black": "vedle {text} ({cell}) chybí sloupec Skóre "
    "černého: zapište oba sloupce Skóre bílého a Skóre černého, nebo jeden sloupec Skóre "
    "412:380",
    "scoreinput.side-column-missing.white": "vedle {text} ({cell}) chybí sloupec Skóre "
    "bílého: zapište oba sloupce Skóre bílého a Skóre černého, nebo jeden sloupec Skóre "
    "412:380",
    "scoreinput.pair-expected": "očekává se skóre partie, např. 412:380 (nejdřív hráče ve "
    "sloupci bílého, celá čísla); nalezeno {found}",
    "scoreinput.pair-time": "očekává se skóre partie, např. 412:380; nalezeno {found}, "
    "což vypadá jako čas: tabulka přečetla 412:380 jako hodiny a minuty. Nastavte sloupci "
    "formát prostého textu a skóre zapište znovu, nebo použijte dva sloupce Skóre bílého a "
    "Skóre černého",
    "scoreinput.points-expected": "očekává se skóre hráče v partii, celé číslo, např. 412 "
    "nebo -5; nalezeno {found}",
    "scoreinput.one-side": "druhé skóre této partie je {found} ({cell}): zapište skóre "
    "obou hráčů, nebo žádné",
    "scoreinput.on-forfeit": "kontumovaná partie ({result} v {cell}) nemá skóre, ale je tu "
    "zapsáno {score}: nechte buňky skóre prázdné (platí skóre turnaje za kontumaci)",
    "scoreinput.disagrees": "výsledek {result} neodpovídá skóre {score} ({cells}): vyhrává "
    "vyšší skóre, stejné skóre je remíza; opravte jedno z nich, nebo nechte výsledek prázdný",
    "scoreinput.on-bye": "volný los nemá skóre, ale je tu zapsáno {found}: nechte buňky "
    "skóre prázdné (platí skóre turnaje za volný los)",
    "scoreinput.missing": "partie kola {round} nemá skóre ({cells} jsou prázdné), ale "
    "partie turnaje skóre mají (první v {first}): skóre potřebuje každá sehraná partie",
    "scoreinput.cell-missing": "{found} nemá skóre, ale partie turnaje skóre mají (první v "
    "{first}): zapište tuto partii kola {round} jako 2w1 412:380 (nejdřív vlastní skóre)",
    "scoreinput.cell-on-unplayed": "{found} není sehraná partie ({outcome}), a nemá tedy "
    "skóre: skóre vynechte (platí skóre turnaje za volný los nebo kontumaci)",
    "scoreinput.cell-disagrees": "{found}: výsledek kola {round} neodpovídá jeho skóre "
    "(nejdřív vlastní skóre: výhra potřebuje vyšší skóre, remíza stejné)",
    "scoreinput.cell-mirror": "partie kola {round} má na obou řádcích různé skóre: zde "
    "{found}, v {there} {there_text}; tam se očekává {expected} (nejdřív vlastní skóre "
    "soupeře)",
    "scoreinput.check.scores": {
        "one": "skóre partií: skóre má {scored} z {count} sehrané partie",
        "few": "skóre partií: skóre má {scored} z {count} sehraných partií",
        "many": "skóre partií: skóre má {scored} z {count} sehrané partie",
        "other": "skóre partií: skóre má {scored} z {count} sehraných partií",
    },
    "scoreinput.check.game": "{name} (kolo {round})",
    "scoreinput.check.missing": {
        "one": "{count} sehraná partie nemá skóre: {games}",
        "few": "{count} sehrané partie nemají skóre: {games}",
        "many": "{count} sehrané partie nemá skóre: {games}",
        "other": "{count} sehraných partií nemá skóre: {games}",
    },
    "scoreinput.check.missing-more": {
        "one": "{count} sehraná partie nemá skóre: {games} a dalších {more}",
        "few": "{count} sehrané partie nemají skóre: {games} a dalších {more}",
        "many": "{count} sehrané partie nemá skóre: {games} a dalších {more}",
        "other": "{count} sehraných partií nemá skóre: {games} a dalších {more}",
    },
    "scoreinput.trf-dropped": {
        "one": "TRF-16 nemá pole pro skóre partií: skóre {count} partie nebylo uloženo "
        "(convert --to json je zachová)",
        "few": "TRF-16 nemá pole pro skóre partií: skóre {count} partií nebylo uloženo "
        "(convert --to json je zachová)",
        "many": "TRF-16 nemá pole pro skóre partií: skóre {count} partie nebylo uloženo "
        "(convert --to json je zachová)",
        "other": "TRF-16 nemá pole pro skóre partií: skóre {count} partií nebylo uloženo "
        "(convert --to json je zachová)",
    },
}
