"""The messages of team standings in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teamstd.error.same-team": "name two different teams",
    "teamstd.error.team-ambiguous": "several teams match {query}: {candidates}",
    "teamstd.error.team-unknown": "no team matches {query}",
    "teamstd.slash": "{left}/{right}",
    "teamstd.why.de": "Both have {points}. {above} is above {below} by direct encounter ({code}): "
    "{detail}.",
    # a team's why names teams, not players (issue 33)
    "teamstd.why.value": "Both have {points}. {above} is above {below} on {code}: {value_above} "
    "against {value_below}.",
    "teamstd.why.value-level": "Both have {points} and level on {earlier}. {above} is above "
    "{below} on {code}: {value_above} against {value_below}.",
    "teamstd.why.lots": "Both have {points}. {above} is above {below} by drawing of lots (LOTS, "
    "seed {seed}): lot {value_above} against {value_below}.",
    "teamstd.why.lots-level": "Both have {points} and level on {earlier}. {above} is above {below} "
    "by drawing of lots (LOTS, seed {seed}): lot {value_above} against {value_below}.",
    "teamstd.why.manual": "Both have {points}. {above} is above {below} by the arbiter's decision "
    "(MANUAL): {value_above} against {value_below}, the lower first.",
    "teamstd.why.manual-level": "Both have {points} and level on {earlier}. {above} is above "
    "{below} by the arbiter's decision (MANUAL): {value_above} against {value_below}, the lower "
    "first.",
    "teamstd.column.team": "Team",
    "teamstd.rules": "Rules: {rules} ({how}); ranked by {primary}; order: {order}",
    "teamstd.rules-markdown": "Rules `{rules}`, ranked by {primary}, order {order}",
    "teamstd.score": "{count} {score}",
    "teamstd.mp-gp": "{mp} MP, {gp} GP",
    "teamstd.why.score": "{above} is above {below} on {score}: {high} against {low}.",
    "teamstd.step.score": "{score} in the matches between them: {steps}",
    "teamstd.de.step.level": "{members}: level, not separated",
    "teamstd.de.step.ordered": "{members}",
    "teamstd.de.step.none-placed": "{members}: nobody can be placed",
    "teamstd.de.step.placed": "{members}: placed {placed}",
    "teamstd.step.boards": "boards of the matches between them ({stage}): {above} first",
    "teamstd.step.boards-level": "boards of the matches between them ({stages}): level",
    "teamstd.entry.de.forfeit": "{outcome} against {opponent}: no board played, left out (6.1.1)",
    "teamstd.entry.de.forfeit.plain": (
        "A match in which no board was played over the board does not count."
    ),
    "teamstd.entry.de.counted": "{outcome} against {opponent}: {points} {score}, counted",
    "teamstd.entry.de.counted.plain": "Your match against {opponent} counts: {points} {score}.",
    "teamstd.entry.de.averaged": (
        "{outcome} against {opponent}: {points} {score}, one of {count} matches, "
        "counts {share} (6.1.2)"
    ),
    "teamstd.entry.de.averaged.plain": (
        "You met {opponent} {count} times; each match counts its share, {share} {score}."
    ),
    "teamstd.error.team-preset": "preset {preset} is for team events",
    "teamstd.error.individual-preset": (
        "preset {preset} is for individual events; team presets: fide-team-swiss, "
        "fide-team-round-robin, olympiad, fide-1998-team"
    ),
    "teamstd.error.individual-event": (
        "--primary, --match-points and --individual need a team event"
    ),
    "teamstd.error.match-points": (
        "--match-points {text}: expected W,D,L or W,D,L,PAB, "
        "numbers from 0 to 1000 with at most 3 decimals"
    ),
    "teamstd.error.primary": "--primary {text}: expected MP or GP",
    "teamstd.error.option": "--{option} is not available for team standings",
    "teamstd.help.primary": "team events: rank by match points (MP) or game points (GP)",
    "teamstd.help.match-points": (
        "team events: match points for a match won, drawn, lost and for a team PAB"
    ),
    "teamstd.help.individual": (
        "team events: the players' own standings (board points, individual order)"
    ),
    "teamstd.error.individual-options": (
        "--primary and --match-points set how teams are ranked; --individual ranks the "
        "players by their board points"
    ),
    # ties left: the primary score (MP or GP) named, not "points"
    "teamstd.why.shared": (
        "{above} and {below} are not separated by {score} or by {codes}: they share rank {rank}."
    ),
    "teamstd.why.shared-no-order": (
        "{above} and {below} are not separated by {score} or by any tie-break: they share "
        "rank {rank}."
    ),
    "teamstd.warning.unbroken-tie": (
        "{players} cannot be separated by {score} and {codes}: they share rank {rank}"
    ),
    "teamstd.warning.unbroken-tie-no-order": (
        "{players} cannot be separated by {score} and no tie-break: they share rank {rank}"
    ),
    # check on a team event in progress: no --live for team standings
    "teamstd.check.pending": {
        "one": (
            "{file}: round {round} in progress: {count} game pending of {games} (information,"
            " not an error); the standings count rounds 1 to {after}"
        ),
        "other": (
            "{file}: round {round} in progress: {count} games pending of {games} "
            "(information, not an error); the standings count rounds 1 to {after}"
        ),
    },
}
