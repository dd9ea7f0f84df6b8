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
    "scrabble.why.term-one": "{text} The term that separates them: {term}, "
    "{quantity_above} against {quantity_below}.",
    "scrabble.whatif.no-score": "Spread needs a score to say: the results of round {round} asked "
    "about have no game score, so the ranks below count {codes} over the rounds before it only; "
    "the lines under each result say by how much it must be won or lost",
    "scrabble.whatif.head": "By how much, on {code}, against the players who can end on the "
    "same points:",
    "scrabble.whatif.head-level": "By how much, on {code}, against the players who can end on "
    "the same points and level on {codes}:",
    "scrabble.whatif.nobody": "nobody else can end on {name}'s points: the margin changes no rank",
    "scrabble.whatif.win-from": "a win by {margin} or more puts {name} above {rival} (spread "
    "{mine} against {theirs}){level}",
    "scrabble.whatif.win-any": "any win puts {name} above {rival} (spread {mine} against "
    "{theirs}){level}",
    "scrabble.whatif.win-none": "no win puts {name} above {rival} (spread {mine} against "
    "{theirs}){level}",
    "scrabble.whatif.loss-upto": "a loss by {margin} or less keeps {name} above {rival} (spread "
    "{mine} against {theirs}){level}",
    "scrabble.whatif.loss-any": "even a loss by any margin keeps {name} above {rival} (spread "
    "{mine} against {theirs}){level}",
    "scrabble.whatif.loss-none": "no loss keeps {name} above {rival} (spread {mine} against "
    "{theirs}){level}",
    "scrabble.whatif.draw-above": "a draw keeps {name} above {rival} on spread ({mine} against "
    "{theirs}){level}",
    "scrabble.whatif.draw-below": "after a draw {rival} stays above {name} on spread ({theirs} "
    "against {mine}){level}",
    "scrabble.whatif.draw-level": "after a draw {name} and {rival} are level on spread ({mine}): "
    "{after} decides",
    "scrabble.whatif.level": "; by exactly {level} they are level on spread and {after} decides",
    "scrabble.whatif.level-cap": "; by {level} or more (the spread cap) they are level on spread "
    "and {after} decides",
    "scrabble.whatif.nothing-after": "no further criterion",
    "scrabble.whatif.relative.win": "{rival} ends on the same points by winning on board {board}: "
    "{name} is above when {name}'s difference in the round minus {rival}'s is {margin} or more "
    "(spread {mine} against {theirs})",
    "scrabble.whatif.relative.loss": "{rival} ends on the same points by losing on board {board}: "
    "{name} is above when {name}'s difference in the round minus {rival}'s is {margin} or more "
    "(spread {mine} against {theirs})",
    "scrabble.whatif.more": "and {count} more on the same points, farther apart on spread",
    "scrabble.whatif.cap": "capped at {cap}",
    "scrabble.whatif.no-cap": "uncapped",
    "scrabble.whatif.mean": "M (the mean game total, this round's games included)",
    "scrabble.whatif.depends.score": "{code} decides on {name}'s own score in round {round}, not "
    "on the margin: every point {name} scores adds 1, a win or a loss alike",
    "scrabble.whatif.depends.turcas": "{code} depends on {name}'s own score and the margin: round "
    "{round} adds {b} × own score + {c} × difference ({cap}) + {d} × (+1 going second, −1 going "
    "first), and the Buchholz term {a} / {k} × BH moves with every result of the round",
    "scrabble.whatif.depends.brightwell": "{code} depends on {name}'s own score, not the margin: "
    "round {round} adds 1 × own score, and the Buchholz term {a} / {k} × BH moves with every "
    "result of the round",
    # the published page (tiebreak report)
    "scrabble.report.game-score": "Game score",
    "scrabble.report.unplayed": "a PAB or full-point bye adds the event's bye score (0:0 unless "
    "set), a forfeit its forfeit score (the loser's side mirrored; nothing unless set), other "
    "rounds nothing; TurČAS's and Brightwell's Buchholz term counts them as the rule set does.",
    "scrabble.report.about.SPREAD": "Spread: the sum of every round's own score minus the "
    "opponent's, each round capped at the spread cap when the event sets one.",
    "scrabble.report.about.SCORE": "Total score: the sum of the player's own game scores, never "
    "capped.",
    "scrabble.report.about.TURCAS": "TurČAS, the ČAS criterion: A / k × Buchholz + B × total "
    "score + C × spread + D × (games second − games first); each card gives the coefficients.",
    "scrabble.report.about.BRIGHTWELL": "Brightwell criterion: total score + K / k × Buchholz "
    "(the formula inferred); each card gives K.",
    "scrabble.report.crosstable-key": "412:380 after a cell: the game score, the row's "
    "player's own first.",
    "scrabble.error.no-modifier": "{code}: {base} takes no modifier (such as -C1 or -M1); write "
    "{base}",
    "scrabble.error.no-coefficients": "{code}: {base} takes no coefficients; write {base}",
    "scrabble.error.coefficients": "{code}: {base} takes its coefficients {names} (or none, "
    "the defaults), as in {example}; found {found}",
    "scrabble.error.coefficient-text": "{code}: the coefficients of {base} are decimal numbers "
    "with . as the decimal point, separated by commas, as in {example}",
}
