"""The messages of game scores in en (glossary.md section 6: score, spread, total score,
first / second)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # tie-break names (rules.md 13.7)
    "scrabble.tb.SPREAD": "Spread",
    "scrabble.tb.SCORE": "Total score",
    "scrabble.tb.TURCAS": "TurČAS",
    "scrabble.tb.BRIGHTWELL": "Brightwell criterion",
    # citations (rules.md 13.10: the item's rule)
    "scrabble.cite.game-score": "game score",
    "scrabble.cite.bye-score": "bye_score",
    "scrabble.cite.forfeit-score": "forfeit_score",
    "scrabble.cite.spread-cap": "spread_cap",
    "scrabble.cite.turcas": "ČAS TurČAS",
    "scrabble.cite.brightwell": "Brightwell (inferred)",
    # explanation items (rules.md 13.10)
    "scrabble.item.game": "game {score}, difference {diff}",
    "scrabble.item.bye": "bye_score {score}, difference {diff}",
    "scrabble.item.forfeit": "forfeit_score {score} ({kind}), difference {diff}",
    "scrabble.item.game.own": "game {score}, own score {own}",
    "scrabble.item.bye.own": "bye_score {score}, own score {own}",
    "scrabble.item.forfeit.own": "forfeit_score {score}, own score {own}",
    "scrabble.item.capped": "capped at {capped} (spread_cap {cap})",
    "scrabble.item.capped.plain": "The spread cap limits what one game counts.",
    "scrabble.item.nothing": "{kind}: adds nothing",
    "scrabble.item.nothing.plain": "This round adds nothing to the game-score sums.",
    "scrabble.item.started": "went first",
    "scrabble.item.second": "went second",
    # summaries
    "scrabble.summary.spread": "spread {spread} (the differences counted); scores "
    "{score}:{against}",
    "scrabble.summary.score": "total score {score} (conceded {against})",
    "scrabble.summary.no-scores": "the event has no game scores: no value",
    "scrabble.summary.turcas": "TURCAS = {a} / {k} × {bh} + {b} × {score} + {c} × {spread} "
    "+ {d} × {zac} = {t1} {t2} {t3} {t4} = {value} ({sources})",
    "scrabble.summary.brightwell": "BRIGHTWELL = {score} + {a} / {k} × {bh} = {t1} {t2} = "
    "{value} ({sources})",
    "scrabble.paren": "(−{x})",
    "scrabble.plus": "+ {x}",
    "scrabble.minus": "− {x}",
    "scrabble.origin.mean": "the mean game total of {games} games ({total} / {games} = {mean})",
    "scrabble.sources.turcas-bare": "A: mean game total; B, D: defaults, ČAS values unknown; "
    "C: ČAS 2002",
    "scrabble.sources.turcas-given": "coefficients as written in the code; the ČAS values of "
    "B and D are not known",
    "scrabble.sources.brightwell-bare": "K: mean game total; Brightwell's formula inferred",
    "scrabble.sources.brightwell-given": "K as written in the code; Brightwell's formula inferred",
    "scrabble.term.BH": "Buchholz",
    "scrabble.term.SCORE": "total score (AbsSkore)",
    "scrabble.term.SPREAD": "spread (RelSkore)",
    "scrabble.term.ZAC": "games second minus games first (Zacinani)",
    "scrabble.coefficients": "coefficients {coefficients}, k = {k}",
    "scrabble.coefficient": "{name} = {value}",
    "scrabble.coefficient-from": "{name} = {value}, {origin}",
    "scrabble.term": "{term}: {quantity} × {factor} = {value}",
    # warning (rules.md 13.9)
    "scrabble.warning.game-scores-missing": "the event has no game scores in the rounds "
    "counted: {codes} left out of the order",
    # input errors (rules.md 13.9, formats.md 7.1)
    "scrabble.input.score-malformed": "malformed game score {found}: expected own:opponent, "
    "two whole numbers such as 412:380",
    "scrabble.input.score-not-game": "game score {score} on {token}, which is not a game over "
    "the board: byes and forfeits take bye_score / forfeit_score, so leave it empty",
    "scrabble.input.score-missing": "the game {token} has no game score while other games "
    "have one: every game over the board needs its score",
    "scrabble.input.result-vs-score": "the result {token} disagrees with the game score "
    "{score}: a win needs the higher score, a draw equal scores, a loss the lower (a game "
    "decided otherwise is entered as a forfeit)",
    "scrabble.input.sides-disagree": "the game score {score} does not mirror {other}, "
    "recorded for {place} ({at})",
    "scrabble.input.sides-disagree-no-cell": "the game score {score} does not mirror {other}, "
    "recorded for {place}",
    "scrabble.input.scores-list": "scores must be a list as long as results ({results} "
    "entries), found {found}",
    "scrabble.input.event-score": "{field} must be own:opponent, two whole numbers such as "
    "50:0, found {found}",
    "scrabble.input.spread-cap": "spread_cap must be a positive whole number, found {found}",
    "scrabble.input.turcas-colour": "{code} with D ≠ 0 needs who started every game, and this "
    "game has no colour (the player who started is White)",
    # command line (formats.md 7.5)
    "scrabble.cli.spread-cap": "--spread-cap takes a positive whole number or none, found {found}",
    "scrabble.cli.game-score": "{option} takes OWN:OPP, two whole numbers such as 50:0, found "
    "{found}",
    "scrabble.help.spread-cap": "cap every round's own − opponent difference in SPREAD at N "
    "(none: no cap); overrides the event's spread_cap",
    "scrabble.help.bye-score": "own:opponent score credited for every PAB and full-point bye "
    "(default 0:0); overrides the event's bye_score",
    "scrabble.help.forfeit-score": "own:opponent score of a forfeit win (the loser gets it "
    "mirrored); overrides the event's forfeit_score",
    "scrabble.why.term": "{text} The term that separates them: {term}, {quantity_above} against "
    "{quantity_below} ({value_above} against {value_below}).",
    "scrabble.whatif.no-score": "Spread needs a score to say: the results of round {round} asked "
    "about have no game score, so {codes} count the rounds before it only, whatever the margin of "
    "a win",
}
