"""The messages of lichess in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the rule set (rules.md 4.10) -------------------------------------------------
    "lichess.how.imported": "the default for events imported from lichess",
    "lichess.tb.LPR": "lichess performance (LPR)",
    "lichess.cite.lichess": "lichess",
    "lichess.cite.lichess-virtual": "lichess virtual opponent (FIDE C.02)",
    "lichess.entry.forfeit": "{outcome}, counted by lichess as a game: {game}",
    "lichess.entry.forfeit.plain": "lichess counts your {outcome} as a game against the "
    "opponent you were paired with, at that opponent's final "
    "score.",
    "lichess.entry.virtual": {
        "one": "{outcome}: lichess counts a virtual opponent who starts the round with your "
        "score before it, {before}, loses to you ({loss}) and draws the {count} later "
        "round ({draw} × {count}) = {value}",
        "other": "{outcome}: lichess counts a virtual opponent who starts the round with your "
        "score before it, {before}, loses to you ({loss}) and draws the {count} "
        "later rounds ({draw} × {count}) = {value}",
    },
    "lichess.entry.virtual.plain": "lichess counts your {outcome} as a win against an "
    "imagined opponent who had your points before that round "
    "({before}) and drew every later round: {value}.",
    "lichess.entry.late": "{outcome} (lichess: joined late, {points} for round 1): adds "
    "nothing under lichess",
    "lichess.entry.late.plain": "You joined after round 1 had begun: lichess gives {points} "
    "for that round, but it adds nothing to the tie-break.",
    "lichess.entry.nothing": "{outcome}: no opponent, adds nothing under lichess",
    "lichess.entry.nothing.plain": "Your {outcome} adds nothing to lichess's tie-break.",
    # ---- LPR, lichess's performance -----------------------------------------------------
    "lichess.lpr.win": "{outcome} against {opponent}: rating {rating} + {step} = {value}",
    "lichess.lpr.draw": "{outcome} against {opponent}: rating {rating} + 0 = {value}",
    "lichess.lpr.loss": "{outcome} against {opponent}: rating {rating} − {step} = {value}",
    "lichess.lpr.unpaired": "{outcome}: not a pairing, left out",
    "lichess.lpr.unrated": "{outcome} against {opponent}: no rating, left out",
    "lichess.lpr.none": "no pairing: no value (lichess ranks such a player by the player's "
    "own rating)",
    "lichess.lpr.summary": "LPR = {total} / {count} = {exact}, truncated to {value}",
    # ---- what lichess shows, beside another rule set -----------------------------------
    "lichess.compare.shows": "lichess shows {code} {value} for {player}: here is that arithmetic.",
    "lichess.compare.would-show": "lichess would show {code} {value} for {player}: here is "
    "that arithmetic.",
    "lichess.compare.would-be": {
        "one": "Under {rules} ({how}) {code} would be {value}, because {count} round counts "
        "differently:",
        "other": "Under {rules} ({how}) {code} would be {value}, because {count} rounds count "
        "differently:",
    },
    "lichess.compare.same": "Under {rules} ({how}) {code} is also {value}.",
    "lichess.compare.instead": {
        "one": "lichess shows {code} {lichess} instead of {value} under {rules}, because "
        "{count} round counts differently:",
        "other": "lichess shows {code} {lichess} instead of {value} under {rules}, because "
        "{count} rounds count differently:",
    },
    "lichess.compare.would-instead": {
        "one": "lichess would show {code} {lichess} instead of {value} under {rules}, because "
        "{count} round counts differently:",
        "other": "lichess would show {code} {lichess} instead of {value} under {rules}, "
        "because {count} rounds count differently:",
    },
    "lichess.compare.instead-same": "lichess gives the same {code}, {lichess}.",
    "lichess.compare.round": "round {round} ({kind}): lichess {lichess} — {lichess_note}; "
    "{rules} {other} — {other_note}",
    "lichess.compare.against": "{kind} against {opponent}",
    "lichess.compare.older": {
        "one": "This event began before lichess counted a bye's virtual opponent (autumn "
        "2023): if lichess has not recomputed it since, it shows {value}, without the "
        "bye of round {rounds}.",
        "other": "This event began before lichess counted a bye's virtual opponent (autumn "
        "2023): if lichess has not recomputed it since, it shows {value}, without "
        "the byes of rounds {rounds}.",
    },
}
