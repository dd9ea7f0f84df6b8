"""The messages of whatif in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "whatif.title": "What if: {name} ({id}) on board {board} of round {round}",
    "whatif.games": {
        "one": "{count} game paired; players without a game: {absent}",
        "other": "{count} games paired; players without a game: {absent}",
    },
    "whatif.rules": "Rules {rules}; order {order}",
    "whatif.exact": {
        "one": "Exact: {count} combination of the other results, every one ranked",
        "other": "Exact: {count} combinations of the other results, every one ranked",
    },
    "whatif.bounded": {
        "one": "Bounded search: 3^{count} combination of the other results is too many to rank; "
        "bounds by points alone are proven, the rest are estimates from the scenarios found",
        "other": "Bounded search: 3^{count} combinations of the other results are too many "
        "to rank; "
        "bounds by points alone are proven, the rest are estimates from the scenarios found",
    },
    "whatif.result.win": "A win",
    "whatif.result.draw": "A draw",
    "whatif.result.loss": "A loss",
    "whatif.outlook": "{result} ({points}): {range}",
    "whatif.range": "rank {best} to {worst}",
    "whatif.range.one": "rank {rank}",
    "whatif.best": "best rank {rank} ({status}) {when}: {reason}",
    "whatif.worst": "worst rank {rank} ({status}) {when}: {reason}",
    "whatif.stopped": "Search stopped after {seconds} s: {proven} of the 6 ends of the ranges are "
    "proven (marked proven), the others are estimates from the scenarios found",
    "whatif.proven": "proven",
    "whatif.estimate.best": "estimate; by points alone no better than {bound}",
    "whatif.estimate.worst": "estimate; by points alone no worse than {bound}",
    "whatif.when": "only if {conditions} ({share})",
    "whatif.share": {
        "one": "in {count} of {of} combinations",
        "other": "in {count} of {of} combinations",
    },
    "whatif.example": "for instance if {conditions}",
    "whatif.any": "whatever the other results",
    "whatif.found": "in the scenario found",
    "whatif.condition": "board {board} ({white}–{black}) ends {results}",
    "whatif.by-points": "decided by points ({points})",
    "whatif.error.unknown": "pairings, board {board}: there is no player {id}",
    "whatif.error.twice": "pairings, board {board}: player {id} is paired twice",
    "whatif.error.self": "pairings, board {board}: player {id} is paired against themselves",
    "whatif.error.unpaired": "player {id} has no game in the pairings given",
    "whatif.error.no-pairings": "give the next round's pairings: --pairings 12-7,3-5 or "
    "--pairings-file PAIRS.csv",
    "whatif.error.both-pairings": "give the pairings once: --pairings or --pairings-file, not both",
    "whatif.error.pairing": "{where}: expected a pairing of white-black starting numbers such as "
    "12-7, found {text}",
    "whatif.where.option": "--pairings, pairing {index}",
    "whatif.where.file": "{path}, line {line}",
    "whatif.help.command": "where a player can finish after the next round, for a win, a draw or "
    "a loss",
    "whatif.help.player": "the player: starting number or name",
    "whatif.help.pairings": "the next round's pairings, white-black starting numbers, "
    "comma-separated (12-7,3-5); a player not listed has no game",
    "whatif.help.pairings-file": "the pairings in a file: one white,black (or white-black) pair "
    "of starting numbers a line",
    # --- whatif ---
    "whatif.help.round": "the round to ask about (default: the round in progress, its pending "
    "games the pairings, else the next one); an earlier round as it stood before it",
    "whatif.finished": {
        "one": "{count} game of round {round} is decided already and counts as recorded",
        "other": "{count} games of round {round} are decided already and count as recorded",
    },
    "whatif.error.nothing-pending": "no game is pending (no round in progress): give the "
    "pairings of round {next}",
    "whatif.error.no-round": "no game is pending (no round in progress); {how}",
    "whatif.error.in-progress": "round {round} is in progress: its pending games are the "
    "pairings; leave the pairings out",
    "whatif.error.beyond": "the event has {rounds} rounds, all played: pairings of round {round} "
    "are not part of it",
    "whatif.error.pairings-round": "the pairings given are those of round {next}, the next one, "
    "not of round {round}",
    "whatif.error.round": "there is no round {round} to ask about: the event has rounds 1 to "
    "{last}, and the next one with its pairings",
    "whatif.error.after-pending": "round {round} comes after round {pending}, which is still in "
    "progress",
    "whatif.error.no-game-outcome": (
        "{name} ({id}) has no game to decide in round {round} (recorded: {outcome})"
    ),
    "whatif.error.no-game": "{name} ({id}) has no game left to play in round {round}: the result "
    "is in already",
}
