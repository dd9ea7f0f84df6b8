"""The messages of team events in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "not a team event: team-swiss or team-round-robin with teams and boards is needed"
    ),
    "teams.error.member": (
        "team {team}: player {player} is in another team too, or is not a player of the event"
    ),
    "teams.error.lineup": "team {team} lines up {found} players, expected {boards} or none",
    "teams.error.board-kind": (
        "team {team} has a board that is not a game or a forfeit ({outcome}); a "
        "team's PAB must be on every board"
    ),
    "teams.error.opponent": "team {team} meets player {opponent}, who is not in another team",
    "teams.error.board": (
        "board {board} of team {team} meets player {opponent}, who is not board "
        "{board} of the one opposing team"
    ),
    "teams.error.mirror": (
        "the result does not match the result of player {opponent} in that round"
    ),
    "teams.kind.played": "played match",
    "teams.kind.forfeit-win": "match won by forfeit",
    "teams.kind.forfeit-loss": "match lost by forfeit",
    "teams.kind.pab": "team pairing-allocated bye",
    "teams.kind.absent": "team not paired",
    # ---- the names of the team codes (rules.md 9.5) --------------------------------------
    "teams.tb.MPVGP": "Secondary score",
    "teams.tb.EMMSB": "Extended Sonneborn-Berger (MP × MP)",
    "teams.tb.EMGSB": "Extended Sonneborn-Berger (MP × GP)",
    "teams.tb.EGMSB": "Extended Sonneborn-Berger (GP × MP)",
    "teams.tb.EGGSB": "Extended Sonneborn-Berger (GP × GP)",
    "teams.tb.SSSC": "Secondary score with scaled Buchholz",
    "teams.tb.BC": "Board count",
    "teams.tb.TBR": "Top board result",
    "teams.tb.BBE": "Bottom-board elimination",
    "teams.tb.EDE": "Extended direct encounter",
    "teams.tb.EDET": "Extended direct encounter, then top board result",
    "teams.tb.EDEB": "Extended direct encounter, then bottom-board elimination",
    "teams.tb.EDEBT": "Extended direct encounter, board count, then top board result",
    "teams.tb.EDEBB": "Extended direct encounter, board count, then bottom-board elimination",
    "teams.tb.on.mp": "{name} (match points)",
    "teams.tb.on.gp": "{name} (game points)",
    "teams.tb.factor": "{name} (factor {factor})",
    "teams.score.mp": "MP",
    "teams.score.gp": "GP",
    "teams.entry.match": "{opponent}: {raw} {score}, counts {count}",
    "teams.entry.match-adjusted": {
        "one": (
            "{opponent} scored {raw} {score}, counts {seen}: round {rounds} counts "
            "as a drawn match (16.3.2)"
        ),
        "other": (
            "{opponent} scored {raw} {score}, counts {seen}: rounds {rounds} count "
            "as drawn matches (16.3.2)"
        ),
    },
    "teams.entry.own": "{outcome}: own {own} {score}",
    "teams.entry.own-against": "{outcome} against {opponent}: own {own} {score}",
    "teams.entry.cap-opponent": (
        "{outcome} against {opponent}: own {own} {score}, capped at the opponent's {value} (16.4.1)"
    ),
    "teams.entry.cap-rounds": (
        "{outcome}: own {own} {score}, capped at {draw} × {rounds} = {value} (16.4.2)"
    ),
    "teams.entry.rr-forfeit": (
        "{outcome} against {opponent} (round robin): the opponent's {value} {score}"
    ),
    "teams.entry.rr-free": "free round of the round robin: adds nothing",
    "teams.mod.fore-assumed": "last-round match taken as a drawn match (8.3)",
    "teams.mod.esb-factor": "× own {factor} {score} = {amount}",
    "teams.entry.aob": "{opponent}: {code} {value}",
    "teams.summary.no-match": "no played match: no value",
    "teams.summary.sssc": (
        "{code} = {secondary} {score} + {bh} {buchholz} / {factor} = {exact}, "
        "rounded half up to {value}"
    ),
    "teams.entry.points": "{outcome}: {points} {score}",
    "teams.entry.running": "after round {round}: {running} {score}",
    "teams.entry.win": "{outcome}: {points} {score}, a match won",
    "teams.entry.no-win": "{outcome}: {points} {score}, not a win",
    "teams.entry.board-count": "board {board}: {points} {score} × {board} = {amount}",
    "teams.entry.board": "board {board}: {points} {score}",
    "teams.entry.boards-down-to": "boards 1 to {last}: {points} {score}",
    "teams.summary.lower-first": "{code} = {value} (lower is better)",
    "teams.summary.board-key": (
        "{code} = {key}: compared number by number, the first difference decides"
    ),
    # the no-tie line, the FB and VUR notes, and the plain sentences of team items
    "teams.ties.none": "No two teams finished on the same {score}: no tie-break was needed.",
    "teams.mod.fore-moved": "last-round match of {opponent} taken as a drawn match (8.3)",
    "teams.mod.fore-moved.plain": (
        "For this tie-break the last-round match of {opponent} counts as a drawn match, so "
        "its score changes."
    ),
    "teams.mod.fore-assumed.plain": (
        "For this tie-break your team's last-round match counts as a drawn match."
    ),
    "teams.mod.cut.vur": "cut first: voluntarily unplayed round (16.5)",
    "teams.mod.cut.vur.plain": (
        "It is left out first, because your team did not play that match (an absence or a "
        "match lost by forfeit)."
    ),
    "teams.entry.match.plain": "{opponent} scored {raw} {score}.",
    "teams.entry.match-adjusted.plain": (
        "{opponent} scored {raw} {score} but counts as {seen}: a round it missed, after which"
        " it played no more matches, counts as a drawn match."
    ),
    "teams.entry.own.plain": (
        "This round ({outcome}) counts as a match against a team with your own score, {own} "
        "{score}."
    ),
    "teams.entry.own-against.plain": (
        "This round ({outcome} against {opponent}) counts as a match against a team with your"
        " own score, {own} {score}."
    ),
    "teams.entry.cap-opponent.plain": (
        "This round ({outcome} against {opponent}) counts as a match against a team with your"
        " own score, {own} {score}, but no more than {opponent}'s score, {value} {score}."
    ),
    "teams.entry.cap-rounds.plain": (
        "This round ({outcome}) counts as a match against a team with your own score, {own} "
        "{score}, but no more than a drawn match in every round: "
        "{draw} × {rounds} = {value} {score}."
    ),
    "teams.entry.rr-forfeit.plain": (
        "In a round robin this round ({outcome}) still counts as a match against {opponent}."
    ),
    "teams.summary.de.not-reached": (
        "{code} not applied: no other team was still level with this one when the order reached it"
    ),
    "teams.entry.points-against": "{outcome} against {opponent}: {points} {score}",
    "teams.entry.win-against": "{outcome} against {opponent}: {points} {score}, a match won",
    "teams.entry.no-win-against": "{outcome} against {opponent}: {points} {score}, not a win",
}
