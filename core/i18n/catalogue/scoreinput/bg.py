"""The messages of scoreinput in bg: game scores in organisers' grids (formats.md 7.2,
docs/grids.md), what ``check`` says about them and what TRF cannot keep (rules.md 13.13)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scoreinput.column-twice": "втора колона с точки в партията {text} (първата е "
    "{first}): оставете една",
    "scoreinput.both-ways": "колона Точки в партията ({single}) и колона с точките на "
    "белите или черните ({pair}, {text}): запишете точките по един начин — или двете "
    "колони Точки на белите и Точки на черните, или една колона 412:380, никога и двете",
    "scoreinput.side-column-missing.black": "до {text} ({cell}) няма колона Точки на "
    "черните: запишете и двете колони, или една колона Точки в партията 412:380",
    "scoreinput.side-column-missing.white": "до {text} ({cell}) няма колона Точки на "
    "белите: запишете и двете колони, или една колона Точки в партията 412:380",
    "scoreinput.pair-expected": "очакват се точки в партията, напр. 412:380 (първо на "
    "играча с белите, цели числа); намерено {found}",
    "scoreinput.points-expected": "очакват се точките на играч в партията, цяло число, "
    "напр. 412 или -5; намерено {found}",
    "scoreinput.one-side": "другите точки на тази партия са {found} ({cell}): запишете "
    "точките и на двамата играчи, или на никого",
    "scoreinput.on-forfeit": "партия, спечелена по подразбиране ({result} в {cell}), няма "
    "точки, но тук е записано {score}: оставете клетките празни (важат точките на турнира "
    "за служебен резултат)",
    "scoreinput.disagrees": "резултатът {result} не отговаря на точките {score} ({cells}): "
    "печели повече точки, равни точки са реми; поправете едното или оставете резултата празен",
    "scoreinput.on-bye": "почивката няма точки в партията, но тук е записано {found}: "
    "оставете клетките празни (важат точките на турнира за почивка)",
    "scoreinput.missing": "партията от кръг {round} няма точки ({cells} са празни), но "
    "партиите на турнира имат точки (първата в {first}): всяка изиграна партия трябва да има",
    "scoreinput.cell-missing": "{found} няма точки в партията, но партиите на турнира имат "
    "(първата в {first}): запишете тази партия от кръг {round} като 2w1 412:380 (първо "
    "собствените точки)",
    "scoreinput.cell-on-unplayed": "{found} не е изиграна партия ({outcome}) и няма точки: "
    "премахнете ги (важат точките на турнира за почивка или служебен резултат)",
    "scoreinput.cell-disagrees": "{found}: резултатът от кръг {round} не отговаря на "
    "точките (първо собствените: победата изисква повече точки, ремито — равни)",
    "scoreinput.cell-mirror": "партията от кръг {round} има различни точки на двата реда: "
    "тук {found}, в {there} {there_text}; там се очаква {expected} (първо точките на "
    "противника)",
    "scoreinput.check.scores": {
        "one": "точки в партиите: {scored} от {count} изиграна партия има точки",
        "other": "точки в партиите: {scored} от {count} изиграни партии имат точки",
    },
    "scoreinput.check.game": "{name} (кръг {round})",
    "scoreinput.check.missing": {
        "one": "{count} изиграна партия няма точки: {games}",
        "other": "{count} изиграни партии нямат точки: {games}",
    },
    "scoreinput.check.missing-more": {
        "one": "{count} изиграна партия няма точки: {games} и още {more}",
        "other": "{count} изиграни партии нямат точки: {games} и още {more}",
    },
    "scoreinput.trf-dropped": {
        "one": "TRF-16 няма поле за точки в партията: точките на {count} партия не са "
        "запазени (convert --to json ги запазва)",
        "other": "TRF-16 няма поле за точки в партията: точките на {count} партии не са "
        "запазени (convert --to json ги запазва)",
    },
}
