"""The messages of the published standings page in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "report.help.command": "the standings page that explains itself, as one HTML file",
    "report.help.players": "whose cards the page holds: all (default), tied (those level on "
    "the score with a neighbour: the ties explained), none (the standings alone) or starting "
    "numbers such as 3,7,12",
    "report.help.site": "the page as a small site in DIR: an index, the crosstable, pairings and "
    "charts, and a page per player",
    "report.error.site-and-output": "--site writes a folder of pages: leave out -o",
    "report.error.site": "cannot write the site into {path}: {reason}",
    "report.error.needs-jinja2": "the page needs Jinja2: pip install 'tiebreak[report]'",
    "report.error.players": "--players takes all, tied, none or starting numbers such as 3,7,12, "
    "not {given}",
    "report.error.unknown-players": "--players: no entrant has the number {numbers}",
    "report.note.large": "note: the page is {size} MB; "
    "--players none or --players N,M,... makes it smaller",
    "report.error.no-folder": "cannot write {path}: the folder {folder} does not exist",
    "report.error.is-folder": "cannot write {path}: it is a folder; give a file name, such as "
    "{example}",
    "report.error.disk-full": "cannot write {path}: the disk is full (the page is {size} MB)",
    "report.error.no-permission": "cannot write {path}: no permission to write there",
    "report.error.write": "cannot write {path}: {reason}",
    "report.error.too-large": "the page would be about {size} MB ({players} entrants, {rounds} "
    "rounds, {cards} cards), more than the {limit} MB a page may be; --players none or --players "
    "N,M,... gives it fewer cards",
    "report.error.too-large-bare": "the page would be about {size} MB even without cards "
    "({players} entrants, {rounds} rounds, names of {chars} characters on average), more than the "
    "{limit} MB a page may be",
    "report.rules": "{rules} ({how})",
    "report.rules-team": "{rules} ({how}); teams ranked by {primary}",
    "report.rounds": "After round {round} of {rounds}",
    "report.rounds-before": "Before round {round} of {rounds}",
    "report.rounds-live": "After round {after} of {rounds}, with the finished games of round "
    "{round}: provisional",
    "report.generator": "Made by tiebreak {version}",
    "report.round": "Round {round}",
    "report.round-pending": "Round {round} (in progress)",
    "report.group": "{score}: ranks {first}–{last} ({shown} of {count} shown)",
    "report.chart.top": "Rank after each round: places 1–{count}",
    "report.white": "White",
    "report.black": "Black",
    "report.colour.w": "w",
    "report.colour.b": "b",
    # ---- the legend: one sentence per tie-break (either scope) --------------------------
    "report.about.BH": "The sum of the opponents' scores.",
    "report.about.FB": "Buchholz with every game of the last round counted as a draw.",
    "report.about.AOB": "The average of the opponents' Buchholz.",
    "report.about.SB": "The opponents' scores, in full for each win and half for each draw.",
    "report.about.KS": "The points scored against the opponents who finished with at least "
    "half the possible points.",
    "report.about.PS": "The sum of the running scores after each round.",
    "report.about.DE": "The results of the games between those still level.",
    "report.about.WIN": "The number of rounds won, forfeit wins and byes worth a win included.",
    "report.about.WON": "The number of games won over the board.",
    "report.about.BPG": "The number of games played with Black.",
    "report.about.BWG": "The number of games won with Black.",
    "report.about.REP": "The number of rounds played by choice.",
    "report.about.STD": "The score counted 1 for a win, ½ for a draw and 0 for a loss, "
    "whatever the event awards.",
    "report.about.TPN": "The starting number: the lower comes first.",
    "report.about.ARO": "The average rating of the opponents.",
    "report.about.TPR": "The performance rating of the event.",
    "report.about.PTP": "The lowest rating at which the score would be the expected one.",
    "report.about.APRO": "The average of the opponents' performance ratings.",
    "report.about.APPO": "The average of the opponents' perfect performances.",
    "report.about.RTNG": "The own rating.",
    "report.about.MM": "Buchholz without the highest and the lowest opponent's score; with a "
    "plus score only the lowest, with a minus score only the highest is left out.",
    "report.about.SOLKOFF": "The sum of the opponents' scores, as US Chess counts them.",
    "report.about.CUM": "The sum of the running scores after each round, as US Chess counts them.",
    "report.about.COO": "The sum of the opponents' cumulative scores.",
    "report.about.KASHDAN": "4 for a win, 2 for a draw, 1 for a loss and 0 for an unplayed round.",
    "report.about.SBH": "The sum of the opponents' Buchholz.",
    "report.about.RBH": "The own score times the Buchholz (Buchholz's original way).",
    "report.about.RANKRES": "The results against the others still level, taken in their "
    "order of ranking.",
    "report.about.MANUAL": "The arbiter's decision, as recorded.",
    "report.about.LOTS": "A drawing of lots, its seed recorded.",
    "report.about.MPVGP": "The secondary score: game points when teams are ranked by "
    "match points, match points when by game points.",
    "report.about.EMMSB": "Extended Sonneborn-Berger: each opponent team's score times "
    "the own score in that match.",
    "report.about.EMGSB": "Extended Sonneborn-Berger: each opponent team's score times "
    "the own score in that match.",
    "report.about.EGMSB": "Extended Sonneborn-Berger: each opponent team's score times "
    "the own score in that match.",
    "report.about.EGGSB": "Extended Sonneborn-Berger: each opponent team's score times "
    "the own score in that match.",
    "report.about.SSSC": "The secondary score plus the Buchholz on the primary score "
    "divided by a factor.",
    "report.about.BC": "The sum over the boards of the board number times the game "
    "points there: the lower comes first.",
    "report.about.TBR": "The game points on board 1, then on board 2, and so on.",
    "report.about.BBE": "The game points without the bottom board, then without the two "
    "bottom boards, and so on.",
    "report.about.EDE": "Direct encounter on the primary score, then on the secondary "
    "score, between the teams still level.",
    "report.about.EDET": "Extended direct encounter, then, for two teams still level, "
    "the boards of their matches.",
    "report.about.EDEB": "Extended direct encounter, then, for two teams still level, "
    "the boards of their matches.",
    "report.about.EDEBT": "Extended direct encounter, then, for two teams still level, "
    "the boards of their matches.",
    "report.about.EDEBB": "Extended direct encounter, then, for two teams still level, "
    "the boards of their matches.",
    "report.about.LPR": "lichess's performance rating over every pairing.",
    # ---- the legend: what a modifier of the code removes or changes (C.07 14) ----------
    "report.modifier.cut": {
        "one": "Cut-{count}: the lowest of the values it adds up is left out.",
        "other": "Cut-{count}: the {count} lowest of the values it adds up are left out.",
    },
    "report.modifier.cut-average": "Cut-{count}: the lowest-rated opponent is left out of "
    "the average.",
    "report.modifier.median": {
        "one": "Median-{count}: the highest and the lowest of the values it adds up are left out.",
        "other": "Median-{count}: the {count} highest and the {count} lowest of the values it "
        "adds up are left out.",
    },
    "report.modifier.limit": "Limit {limit}: the threshold is moved by {limit} steps of a "
    "draw's points.",
    "report.modifier.factor": "K{factor}: the Buchholz is divided by {factor} instead of the "
    "factor the event's size gives.",
    "report.modifier.on.mp": "Counted on match points.",
    "report.modifier.on.gp": "Counted on game points.",
    "report.label.no-ties-chosen": "No entrant shown on this page is level on the score with "
    "a neighbour.",
    "report.label.chart-key": "Lines, numbered at their right end",
    "report.label.index": "Standings and explanations",
    "report.label.card-of": "Card",
    # ---- the legend: how unplayed rounds count under each rule set (rules.md 4) --------
    "report.unplayed.fide-2026": "an own unplayed round counts as a game against a dummy "
    "opponent with the own score, capped at the scheduled opponent's score or at a draw in "
    "every round; opponents count a late half-point bye, an absence or the rounds after a "
    "withdrawal as a draw; cuts remove the voluntarily unplayed rounds first.",
    "report.unplayed.fide-2024": "an own unplayed round counts as a game against a dummy "
    "opponent with the own score; opponents count a late half-point bye, an absence or the "
    "rounds after a withdrawal as a draw; cuts remove the voluntarily unplayed rounds first.",
    "report.unplayed.fide-2009": "an own unplayed round counts as a game against a virtual "
    "opponent who starts it with the own score, takes the reverse result and draws every "
    "later round; opponents count every unplayed round as a draw.",
    "report.unplayed.uscf": "an own unplayed round adds 0; opponents count every unplayed "
    "round as a draw.",
    "report.unplayed.cas": "a round without a real opponent adds half the most a player can "
    "score; opponents count such a round as a draw.",
    "report.unplayed.naive": "a round without an opponent adds nothing; a forfeit counts "
    "the scheduled opponent's recorded score.",
    "report.unplayed.played-only": "only games played over the board count.",
    "report.unplayed.lichess": "as lichess counts them: a bye against a virtual opponent, a "
    "forfeit against the scheduled opponent.",
    "report.unplayed.own": "the points the round gave, as recorded: the rule set does "
    "not change them.",
    "report.unplayed.group": "only the games between those still level count.",
    "report.label.standings": "Standings",
    "report.label.legend": "Tie-breaks explained",
    "report.label.ties": "Ties explained",
    "report.label.no-ties": "No two neighbours are level on the score.",
    "report.label.crosstable": "Crosstable",
    "report.label.crosstable-key": "12w1: against the entrant ranked 12 in this table, with "
    "White, won (½ drawn, 0 lost); + and − a forfeit won or lost; –1, –½, –0 a round "
    "without an opponent and the points it gave.",
    "report.label.team-crosstable-key": "3: 2½: against the team ranked 3 in this table, "
    "with 2½ game points; –2 a round without an opponent and its game points.",
    "report.label.pairings": "Pairings and results",
    "report.label.charts": "Charts",
    "report.label.cards": "Player cards",
    "report.label.team-cards": "Team cards",
    "report.label.contents": "Contents",
    "report.label.rank": "Rank",
    "report.label.no": "No.",
    "report.label.title": "Title",
    "report.label.name": "Name",
    "report.label.team": "Team",
    "report.label.rating": "Rating",
    "report.label.federation": "Federation",
    "report.label.club": "Club",
    "report.label.note": "Note",
    "report.label.round": "Round",
    "report.label.board": "Board",
    "report.label.white": "White",
    "report.label.black": "Black",
    "report.label.home": "Team",
    "report.label.away": "Opponent",
    "report.label.result": "Result",
    "report.label.opponent": "Opponent",
    "report.label.colour": "Colour",
    "report.label.running": "Score",
    "report.label.rank-after": "Rank after the round",
    "report.label.kind": "Round",
    "report.label.raw": "Contribution",
    "report.label.value": "Counted",
    "report.label.cut": "cut",
    "report.label.detail": "Detail",
    "report.label.rule": "Rule",
    "report.label.warnings": "Warnings",
    "report.label.rules": "Rule set",
    "report.label.order": "Tie-break order",
    "report.label.unplayed": "Unplayed rounds",
    "report.label.article": "Article",
    "report.label.as-table": "The same numbers as a table",
    "report.label.bars-key": "One segment per round, as wide as what it adds; hatched: cut; "
    "outlined: an unplayed round (a virtual opponent).",
    "report.label.ranks-key": "Ranks after earlier rounds are shared by everyone on the same "
    "score; after the last round, the standings' rank.",
    "report.label.to-standings": "Back to the standings",
}
