"""English messages: the reference every other language translates."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- words used inside other messages ------------------------------------------------
    "points": {"one": "{count} point", "other": "{count} points"},
    "join.semicolon": "{left}; {right}",
    "outcome.win": "win",
    "outcome.draw": "draw",
    "outcome.loss": "loss",
    "outcome.forfeit-win": "forfeit win",
    "outcome.forfeit-loss": "forfeit loss",
    "outcome.pab": "pairing-allocated bye",
    "outcome.full-bye": "full-point bye",
    "outcome.half-bye": "half-point bye",
    "outcome.zero-bye": "zero-point bye",
    "outcome.absent": "absence",
    "kind.played": "played",
    "kind.forfeit-win": "forfeit win",
    "kind.forfeit-loss": "forfeit loss",
    "kind.pab": "pairing-allocated bye",
    "kind.full-bye": "full-point bye",
    "kind.half-bye": "half-point bye",
    "kind.zero-bye": "zero-point bye",
    "kind.absent": "not paired",
    # ---- tie-break names (glossary.md 1) -------------------------------------------------
    "tb.BH": "Buchholz",
    "tb.FB": "Fore Buchholz",
    "tb.AOB": "Average of opponents' Buchholz",
    "tb.SB": "Sonneborn-Berger",
    "tb.KS": "Koya system",
    "tb.PS": "Progressive scores (cumulative)",
    "tb.DE": "Direct encounter",
    "tb.WIN": "Number of wins",
    "tb.WON": "Number of games won over the board",
    "tb.BPG": "Number of games played with Black",
    "tb.BWG": "Number of games won with Black",
    "tb.REP": "Rounds one elected to play",
    "tb.STD": "Standard points",
    "tb.TPN": "Tournament pairing number",
    "tb.ARO": "Average rating of opponents",
    "tb.TPR": "Tournament performance rating",
    "tb.PTP": "Perfect tournament performance",
    "tb.APRO": "Average performance rating of opponents",
    "tb.APPO": "Average perfect performance of opponents",
    "tb.RTNG": "Rating",
    "tb.MM": "Modified median",
    "tb.SOLKOFF": "Solkoff",
    "tb.CUM": "Cumulative (US Chess)",
    "tb.COO": "Cumulative of opposition",
    "tb.KASHDAN": "Kashdan",
    "tb.SBH": "Sum of opponents' Buchholz",
    "tb.RBH": "Points times Buchholz",
    "tb.RANKRES": "Results against opponents in ranking order",
    "tb.named": "{name} ({code})",
    "tb.cut": "{name} Cut-{count}",
    "tb.median": "{name} Median-{count}",
    "tb.limit": "{name} (limit {limit})",
    # ---- citations that are names rather than article numbers ---------------------------
    "cite.fide": "FIDE C.07 {articles}",
    "cite.us-chess": "US Chess {articles}",
    "cite.cas": "ČAS rule {articles}",
    "cite.italian": "Italian criterion {articles}",
    "cite.fide-2009": "FIDE 2009 virtual opponent",
    "cite.pab-no-sb": "variant pab-no-sb",
    "cite.sum-of-buchholz": "sum of Buchholz",
    "cite.naive": "naive (Buchholz 97)",
    "cite.played-only": "played-only",
    # ---- how the rule set was chosen ----------------------------------------------------
    "rules.how.by-date": "chosen by the start date {date}",
    "rules.how.no-date": "no start date, so the current edition",
    "rules.how.given": "given explicitly",
    "rules.how.preset": "chosen by the preset {preset}",
    # ---- explanation items: the arbiter's detail, then the plain sentence ----------------
    "entry.game": {"one": "{opponent}: {raw} point", "other": "{opponent}: {raw} points"},
    "entry.game.plain": {
        "one": "{opponent} scored {raw} point.",
        "other": "{opponent} scored {raw} points.",
    },
    "entry.game-adjusted": {
        "one": "{opponent} scored {raw}, counts {seen} (round {rounds} counted differently, {why})",
        "other": "{opponent} scored {raw}, counts {seen} (rounds {rounds} counted differently, "
        "{why})",
    },
    "entry.game-adjusted.plain": {
        "one": "{opponent} scored {raw} but counts as {seen}: round {rounds} of {opponent} was "
        "not played and counts differently.",
        "other": "{opponent} scored {raw} but counts as {seen}: rounds {rounds} of {opponent} "
        "were not played and count differently.",
    },
    "why.fide-16.3.2": "16.3.2",
    "why.unplayed-draws": "unplayed rounds count as draws",
    "why.uscf-34e": "unplayed rounds count ½, 34E",
    "why.cas-unpaired": "unpaired rounds count ½",
    "entry.rr-forfeit": "{outcome} in a round robin counts as a game against {opponent}: "
    "{value} (15.2)",
    "entry.rr-forfeit.plain": "In a round robin your {outcome} still counts as a game against "
    "{opponent}.",
    "entry.rr-free": "free round of the round robin: adds nothing (15.2)",
    "entry.rr-free.plain": "The round in which the round robin had no opponent for you adds "
    "nothing.",
    "entry.rr-free-noarticle": "free round of the round robin: adds nothing",
    "entry.rr-free-noarticle.plain": "The round in which the round robin had no opponent for "
    "you adds nothing.",
    "entry.dummy": "{outcome}: dummy opponent with your own score {own} (16.4)",
    "entry.dummy.plain": "Your {outcome} counts as a game against an opponent with your own "
    "score, {own}.",
    "entry.dummy-against": "{outcome} against {opponent}: dummy opponent with your own score "
    "{own} (16.4)",
    "entry.dummy-against.plain": "Your {outcome} against {opponent} counts as a game against "
    "an opponent with your own score, {own}.",
    "entry.dummy-cap-opponent": "{outcome} against {opponent}: dummy opponent with your own "
    "score {own}, capped at {opponent}'s adjusted score {value} "
    "(16.4.1)",
    "entry.dummy-cap-opponent.plain": "Your {outcome} against {opponent} counts as a game "
    "against an opponent with your own score, {own}, but "
    "no more than {opponent}'s score, {value}.",
    "entry.dummy-cap-rounds": "{outcome}: {rules} counts a dummy opponent with your own score "
    "{own}, capped at {draw} × {rounds} rounds = {value} (16.4.2)",
    "entry.dummy-cap-rounds.plain": "Your {outcome} counts as a game against an opponent with "
    "your own score, {own}, but no more than a draw in every "
    "round: {draw} × {rounds} = {value}.",
    "entry.virtual": {
        "one": "{outcome}: virtual opponent starts with your score before the round {before}, "
        "takes the reverse result {reverse} and draws the {count} later round "
        "({draw} × {count}) = {value}",
        "other": "{outcome}: virtual opponent starts with your score before the round "
        "{before}, takes the reverse result {reverse} and draws the {count} later "
        "rounds ({draw} × {count}) = {value}",
    },
    "entry.virtual.plain": "Your {outcome} counts as a game against an imagined opponent: "
    "your score before that round ({before}), plus the result opposite "
    "to yours ({reverse}), plus a draw in each later round: {value}.",
    "entry.uscf-own-zero": "{outcome}: your own unplayed round counts 0 under US Chess 34E",
    "entry.uscf-own-zero.plain": "Your own {outcome} adds nothing under the US Chess rules.",
    "entry.cas-forfeit-paired": "{outcome}, still paired: {game}",
    "entry.cas-forfeit-paired.plain": "Your {outcome} still counts as a game against the "
    "opponent you were paired with.",
    "entry.cas-unpaired": "{outcome}: not paired against a real opponent, counts {draw} × "
    "{rounds} rounds = {value}",
    "entry.cas-unpaired.plain": "A round without a real opponent counts as an opponent who "
    "drew every round: {value}.",
    "entry.recorded.naive": {
        "one": "{opponent}: {value} point as recorded",
        "other": "{opponent}: {value} points as recorded",
    },
    "entry.recorded.naive.plain": "{opponent} scored {value}, counted as recorded.",
    "entry.recorded.played-only": {
        "one": "{opponent}: {value} point",
        "other": "{opponent}: {value} points",
    },
    "entry.recorded.played-only.plain": "{opponent} scored {value}.",
    "entry.forfeit-as-game": "{outcome} counted as a game: {game}",
    "entry.forfeit-as-game.plain": "Your {outcome} is counted as if the game had been played.",
    "entry.nothing.naive": "{outcome}: adds nothing under Buchholz 97",
    "entry.nothing.naive.plain": "Your {outcome} adds nothing.",
    "entry.nothing.played-only": "{outcome}: not a game over the board, adds nothing",
    "entry.nothing.played-only.plain": "Your {outcome} was not played over the board, so it "
    "adds nothing.",
    "mod.sb-factor": "× {factor} for your result = {amount}",
    "mod.sb-factor.plain": "For Sonneborn-Berger it is multiplied by your result in that "
    "round ({factor}): {amount}.",
    "mod.cut.low": "cut: lowest value",
    "mod.cut.low.plain": "It is the lowest value, so it is left out.",
    "mod.cut.lowest-opponent": "cut: lowest-scoring opponent (14.1.1)",
    "mod.cut.lowest-opponent.plain": "It is the opponent with the lowest score, so it is left out.",
    "mod.cut.vur": "cut first: voluntarily unplayed round (16.5)",
    "mod.cut.vur.plain": "It is left out first, because it is a round you did not play (a "
    "bye you asked for, an absence or a forfeit loss).",
    "mod.cut.high": "cut: highest value (median)",
    "mod.cut.high.plain": "It is the highest value, so it is left out.",
    "mod.cut.first-round": "cut: first round",
    "mod.cut.first-round.plain": "The first round is left out.",
    "mod.cut.lowest-rating": "cut: lowest rating",
    "mod.cut.lowest-rating.plain": "It is the lowest rating, so it is left out.",
    "mod.fore-assumed": "final round assumed drawn (8.3)",
    "mod.fore-assumed.plain": "For this tie-break the last round counts as a draw.",
    "entry.count.yes": "{outcome}: counts",
    "entry.count.yes.plain": "Your {outcome} counts.",
    "entry.count.no": "{outcome}: does not count",
    "entry.count.no.plain": "Your {outcome} does not count.",
    "entry.running": "{outcome}: running score {running}",
    "entry.running.plain": "After this round your score was {running}.",
    "entry.running-unearned": "{outcome}: running score {running}, less {win} for a point not "
    "won at the board",
    "entry.running-unearned.plain": "After this round your score was {running}; the point "
    "you did not win at the board is not counted here.",
    "entry.std.double-forfeit": "{outcome}: double forfeit",
    "entry.std.double-forfeit.plain": "Neither player came to this game: it counts nothing.",
    "entry.std.versus": "{outcome}: {mine} v {theirs}",
    "entry.std.versus.plain": "You scored {mine} in this round, your opponent {theirs}.",
    "entry.std.versus-draw": "{outcome}: {mine} against a draw",
    "entry.std.versus-draw.plain": "You scored {mine} in this round, compared with a draw.",
    "entry.kashdan": "{outcome}: {points}",
    "entry.kashdan.plain": "Your {outcome} gives {points}.",
    "entry.koya.counts": "{opponent} scored {raw}, threshold {threshold}: counts",
    "entry.koya.counts.plain": "{opponent} scored {raw}, at least half the maximum "
    "({threshold}), so your result against them counts.",
    "entry.koya.below": "{opponent} scored {raw}, threshold {threshold}: below the threshold",
    "entry.koya.below.plain": "{opponent} scored {raw}, less than {threshold}, so your result "
    "against them does not count.",
    "entry.not-otb-skipped": "{outcome}: not a game over the board, skipped",
    "entry.not-otb-skipped.plain": "Your {outcome} was not played over the board, so it is "
    "left out.",
    "entry.opponent-value": "{opponent}'s {code} is {value} (see their own {code})",
    "entry.opponent-value.plain": "{opponent}'s {code} is {value}.",
    "entry.opponent-rating-value": "{opponent}'s {code} is {value}",
    "entry.opponent-rating-value.plain": "{opponent}'s {code} is {value}.",
    "entry.rated": "{opponent} rated {rating}",
    "entry.rated.plain": "{opponent}'s rating is {rating}.",
    "entry.unrated": "{opponent} is unrated: left out (give a substitute rating, "
    "--unrated-rating N, to count the game)",
    "entry.unrated.plain": "{opponent} has no rating, so this game is left out.",
    "entry.de.forfeit": "{outcome} against {opponent}: forfeit, left out (6.1.1)",
    "entry.de.forfeit.plain": "A game that was not played over the board does not count "
    "between the players on equal points.",
    "entry.de.counted": "{outcome} against {opponent}: counted",
    "entry.de.counted.plain": "Your result against {opponent} counts.",
    "entry.de.averaged": "{outcome} against {opponent}: one of {count} games between you, "
    "averaged: {points} / {count}",
    "entry.de.averaged.plain": "You played {opponent} {count} times; each game counts as its "
    "share of the average.",
    "entry.rankres": "{outcome} against {opponent}, ranked {rank} by points",
    "entry.rankres.plain": "Your {outcome} against {opponent}, who is ranked {rank} on points.",
    # ---- summaries ----------------------------------------------------------------------
    "summary.sum": "{code} = {value}",
    "summary.minus": "{left} − {amount} (round {round}, {outcome}, {why})",
    "summary.equals": "{left} = {value}",
    "summary.removed.vur": "removed first under 16.5",
    "summary.removed.high": "highest, removed",
    "summary.removed.low": "lowest, removed",
    "summary.removed.lowest-opponent": "lowest-scoring opponent, removed",
    "summary.rbh": "{code} = points {points} × Buchholz {buchholz} = {value}",
    "summary.mm.even": "even score ({points} of {rounds}): {rest}",
    "summary.mm.plus": "plus score ({points} of {rounds}): {rest}",
    "summary.mm.minus": "minus score ({points} of {rounds}): {rest}",
    "summary.count.WIN": {
        "one": "{code} = {count} round won",
        "other": "{code} = {count} rounds won",
    },
    "summary.count.WON": {
        "one": "{code} = {count} game won",
        "other": "{code} = {count} games won",
    },
    "summary.count.BPG": {
        "one": "{code} = {count} game with Black",
        "other": "{code} = {count} games with Black",
    },
    "summary.count.BWG": {
        "one": "{code} = {count} win with Black",
        "other": "{code} = {count} wins with Black",
    },
    "summary.count.REP": {
        "one": "{code} = {count} round elected to play",
        "other": "{code} = {count} rounds elected to play",
    },
    "summary.terms": "{code} = {terms} = {value}",
    "summary.plus": "{left} + {right}",
    "summary.value": "{code} = {value}",
    "summary.tpn": "starting number {id} (lower is better)",
    "summary.no-otb": "no game over the board: no value",
    "summary.average": "{code} = {total} / {count} = {exact}, rounded half up to {value}",
    "summary.too-few-for-cut": "too few games over the board for a cut: no value",
    "summary.tpr": "TPR = average rating {mean} + dp({p}) {dp} = {exact}, rounded half up to "
    "{value}",
    "summary.ptp.no-points": "no points: lowest opponent rating {lowest} − 800",
    "summary.ptp.search": "lowest R whose expected score against {count} opponents reaches "
    "{target}",
    "summary.ptp": "PTP = {value}: {how}",
    "summary.rounded": "{code} = {exact}, rounded half up to {value}",
    "summary.rating": "rating {rating}",
    "summary.unrated": "unrated",
    "summary.rankres": "non-zero results, best-ranked opponent first",
    "summary.de.group": "group {names}: {steps}",
    "summary.de.never-tied": "never tied with anyone: DE not applied",
    "summary.de.earlier": "level on points with others, but an earlier tie-break of the order had "
    "already separated them: DE not applied",
    "de.member": "{name} {score}",
    "de.member-max": "{name} {score} (max {maximum})",
    "de.step.level": "6.2: {members}: level, not separated",
    "de.step.ordered": "6.2: {members}",
    "de.step.none-placed": "6.3: {members}: nobody can be placed",
    "de.step.placed": "6.3: {members}: placed {placed}",
    # ---- warnings (rules.md 8.3) --------------------------------------------------------
    "warning.buchholz-in-round-robin": "{codes} in a round robin: computed anyway, but FIDE "
    "C.07 (2026) art. 8 says Buchholz tie-breaks must not "
    "be used in round robins",
    "warning.rating-tiebreak-dropped": "{codes} removed from the order: unrated players "
    "{players} (C.07 art. 10; give a substitute rating, "
    "--unrated-rating N, to keep them)",
    "warning.colours-missing": "{codes} removed from the order: games without a colour",
    "warning.unbroken-tie": "{players} cannot be separated by points and {codes}: they share "
    "rank {rank}",
    "warning.unbroken-tie-no-order": "{players} cannot be separated by points and no "
    "tie-break: they share rank {rank}",
    # ---- why (rules.md 8.2) -------------------------------------------------------------
    "why.place.head": "{name} is ranked {rank} of {count}, with {points}.",
    "why.place.head-shared": "{name} shares ranks {rank}–{last} of {count}, with {points}.",
    "why.place.above": "{other} (rank {rank}) also has {points} and is above on {code} by {diff}: "
    "{value_other} against {value_own}.",
    "why.place.below": "{other} (rank {rank}) also has {points}; {name} is above on {code} by "
    "{diff}: {value_own} against {value_other}.",
    "why.points": "{above} is above {below} on points: {high} against {low}.",
    "why.de": "Both have {points}. {above} is above {below} by direct encounter ({code}): "
    "{above} {value_above}, {below} {value_below}; {detail}.",
    "why.rankres": "Both have {points} and are level on every earlier tie-break. {above} is "
    "above {below} by results against opponents in ranking order (RANKRES): "
    "{decider}.",
    "why.value": "Both have {points}. {above} is above {below} on {code}: {value_above} "
    "against {value_below}.",
    "why.value-level": "Both have {points} and level on {earlier}. {above} is above {below} "
    "on {code}: {value_above} against {value_below}.",
    "why.shared": "{above} and {below} are not separated by points or by {codes}: they share "
    "rank {rank}.",
    "why.shared-no-order": "{above} and {below} are not separated by points or by any "
    "tie-break: they share rank {rank}.",
    "why.rankres.shorter": "at result {index} {below} has no more non-zero results",
    "why.rankres.rank": "at result {index} {above}'s came against an opponent ranked "
    "{rank_above}, {below}'s against one ranked {rank_below}",
    "why.rankres.win": "at result {index}, against opponents of equal rank, a win beats a draw",
    "why.rankres.equal": "the lists are equal",
    # ---- explanation layout -------------------------------------------------------------
    "explain.head": "{code} of {player} ({id}) under {rules}: {value}",
    "explain.head-markdown": "**{code}** of **{player}** ({id}) under `{rules}`: **{value}**",
    "explain.round": "Round {round}: ",
    "explain.adds-nothing": "adds nothing",
    "explain.cut": "cut",
    "explain.yes": "yes",
    "explain.column.round": "round",
    "explain.column.kind": "kind",
    "explain.column.opponent": "opponent",
    "explain.column.raw": "raw",
    "explain.column.value": "value",
    "explain.column.cut": "cut",
    "explain.column.note": "note",
    "explain.column.rule": "rule",
    # ---- standings layout ---------------------------------------------------------------
    "standings.title-before": "{name}: standings before round {round} of {rounds}",
    "standings.title": "{name}: standings after round {round} of {rounds}",
    "standings.title-live": "{name}: provisional standings during round {round} of {rounds}",
    "standings.tournament": "Tournament",
    "standings.standings": "Standings",
    "standings.rules": "Rules: {rules} ({how}); order: {order}",
    "standings.rules-markdown": "Rules `{rules}`, order {order}",
    "standings.points-only": "points only",
    "standings.warnings": "Warnings:",
    "standings.column.rk": "Rk",
    "standings.column.rank": "Rank",
    "standings.column.no": "No",
    "standings.column.name": "Name",
    "standings.column.pts": "Pts",
}

MESSAGES.update(
    {
        # ---- the command line ---------------------------------------------------------------
        "cli.error.encoding": (
            "the output's encoding {encoding} cannot write {char}; set "
            "PYTHONIOENCODING=utf-8 (or pick another --lang)"
        ),
        "cli.ties.why": "Why {above} is above {below}:",
        "cli.ties.pair": "{above} and {below}:",
        "cli.ties.none": "No two players finished on equal points: no tie-break was needed.",
        "cli.ties.title": "Explanations",
        "cli.explain.player": "{player} ({id}): {points}, rank {rank}; rules {rules} ({how})",
        "cli.explain.player-shared": "{player} ({id}): {points}, rank {rank} (shared); rules "
        "{rules} ({how})",
        "cli.warning": "warning:",
        "cli.check.ok": {
            "one": "{file}: ok — {count} player, {played} of {rounds} rounds, every game recorded "
            "the same way on both sides",
            "other": "{file}: ok — {count} players, {played} of {rounds} rounds, every game "
            "recorded the same way on both sides",
        },
        "cli.calc.head": "Card under {rules}: counts {score} for your opponents",
        "cli.calc.items": "Buchholz, round by round:",
        "cli.error.empty-order": "the order is empty: name a tie-break with --tiebreak",
        "cli.error.same-player": "name two different players",
        "cli.error.live-after-round": (
            "--live and --after-round exclude each other: "
            "--after-round K counts rounds 1 to K only, --live the round in progress too"
        ),
        "cli.help.description": "Tie-breaks for Swiss-system and round-robin chess tournaments, "
        "with the arithmetic shown.",
        "cli.help.version": "print the version and exit",
        "cli.help.notation": "how crosstable cells are written: standard (+W9, =B9, BYE) or uscf "
        "(US Chess wallchart: W5, D2, L4, X8, F8, B, H, U); default: what the "
        "file says, else standard",
        "cli.help.lang": "language of the output: {langs} (default: $TIEBREAK_LANG, else en)",
        "cli.help.rules": "rule set for unplayed rounds: {names}",
        "cli.help.order": "tie-break order, e.g. BH-C1,BH,SB",
        "cli.help.preset": "named order and rule set: {names}",
        "cli.help.after-round": "standings after round K (only the first K rounds count)",
        "cli.help.unrated-rating": "rating used for unrated players by rating tie-breaks (C.07 10)",
        "cli.help.standings": "ranked table with the tie-break columns",
        "cli.help.file": "tournament JSON, TRF-16 or CSV (or lichess:ID)",
        "cli.help.explain-ties": "after the table, explain every tie between neighbours",
        "cli.help.explain": "one player's tie-break values, round by round",
        "cli.help.player": "starting number or name",
        "cli.help.short": "a player's tie-breaks in one paragraph, and why the player is "
        "where it is",
        "cli.help.tiebreak": "one code (default: every code of the order; with --format json, "
        "the first)",
        "cli.help.why": "which criterion put one player above another",
        "cli.help.check": "validate a file: every problem with its line or cell",
        "cli.help.convert": "write the tournament as tournament JSON or TRF-16",
        "cli.help.output": "file to write (default: standard output)",
        "cli.help.calc": "one player's card, as in a scorecard vector",
    }
)

MESSAGES.update(
    {
        # ---- errors -------------------------------------------------------------------------
        "error.line": "line {line}",
        "error.cell.player": "player {id}",
        "error.cell.player-round": "player {id}, round {round}",
        "error.more-problems": {
            "one": "… and {more} more problem",
            "other": "… and {more} more problems",
        },
        "error.unknown-tiebreak": "unknown tie-break {code}; known codes: {known}",
        "error.unknown-rule-set": "unknown rule set {name}; known: {known}",
        "error.unknown-preset": "unknown preset {name}; known: {known}",
        "error.player-ambiguous": "{query} matches several players: {candidates}",
        "error.player-unknown": "no player matches {query}",
    }
)
MESSAGES.update(
    {
        "error.after-round": "after round {round}: the results hold rounds 1 to {last}",
        "cli.error.needs-httpx": "reading lichess needs httpx: pip install 'tiebreak[lichess]'",
    }
)


# ---- the arbiter's leftovers: LOTS, MANUAL, single winner, withdrawn marks
# (core/engine/arbiter.py, core/tiebreaks/arbiter.py, docs/arbiter.md) -----------------------------
MESSAGES.update(
    {
        "arbiter.trf.manual": "TRF has no field for the arbiter's manual_tiebreak {value}",
        "arbiter.trf.lots-seed": "TRF has no record for the seed {seed} of the drawing of lots",
        "arbiter.trf.single-winner": "TRF has no record for the rule of a single winner "
        "(single_winner)",
        "tb.MANUAL": "The arbiter's decision",
        "tb.LOTS": "Drawing of lots",
        "arbiter.order.lots": "{code} (lots, seed {seed})",
        "arbiter.order.manual": "{code} (the arbiter's decision)",
        "arbiter.lots.summary": "drawn by lots with seed {seed}: {draw}, lot {lot} of {count} (the "
        "lower lot ranks first)",
        "arbiter.lots.no-seed": "no seed of a drawing of lots is recorded: no value",
        "arbiter.manual.summary": "the arbiter's decision: {value} (the lower value ranks first)",
        "arbiter.manual.none": "no decision of the arbiter for this player: ranks after every "
        "player "
        "with one",
        "arbiter.manual.none-short": "none",
        "arbiter.error.seed": "the seed of a drawing of lots must be a whole number from 0 to "
        "{most}, "
        "found {seed}",
        "arbiter.error.lots-needs-seed": "LOTS needs the seed of the drawing of lots: give --lots "
        'SEED, or "lots_seed" in the tournament file',
        "arbiter.error.manual": "manual_tiebreak must be a number (the lower ranks first), found "
        "{found}",
        "arbiter.error.lots-seed": "lots_seed must be a whole number from 0 to {most}, found "
        "{found}",
        "arbiter.error.single-winner": "single_winner must be true or false, found {found}",
        "warning.single-winner-tie": "The regulations require a single winner, but {players} share "
        "1st place after every criterion of the order: add a last "
        "criterion the arbiter decides: LOTS, a drawing of lots with a "
        'recorded seed (--lots SEED, or "lots_seed" in the tournament '
        'file), or MANUAL (a "manual_tiebreak" for each of them)',
        "warning.single-winner-level": "The regulations require a single winner, but {players} "
        "still "
        "share 1st place after {codes}: give each of them a different "
        '"manual_tiebreak", or add LOTS with a seed (--lots SEED)',
        "why.lots": "Both have {points}. {above} is above {below} by drawing of lots (LOTS, seed "
        "{seed}): lot {value_above} against {value_below}.",
        "why.lots-level": "Both have {points} and level on {earlier}. {above} is above {below} by "
        "drawing of lots (LOTS, seed {seed}): lot {value_above} against "
        "{value_below}.",
        "why.manual": "Both have {points}. {above} is above {below} by the arbiter's decision "
        "(MANUAL): {value_above} against {value_below}, the lower first.",
        "why.manual-level": "Both have {points} and level on {earlier}. {above} is above "
        "{below} by "
        "the arbiter's decision (MANUAL): {value_above} against {value_below}, "
        "the lower first.",
        "standings.withdrawn": "withdrew after round {round}",
        "standings.withdrawn-before": "withdrew before round 1",
        "standings.column.note": "Note",
        "cli.help.lots": "break the last ties by drawing lots with this seed (a whole number; the "
        "tie-break LOTS, added at the end of the order)",
        "cli.help.single-winner": "the regulations require a single winner: warn, and exit with "
        "status 1, when the final standings leave 1st place shared",
    }
)


# ---- rounds in progress: pending games, provisional standings (core/engine/progress.py) -----
MESSAGES.update(
    {
        "outcome.pending": "result pending",
        "progress.first": (
            "round {round} in progress, no round complete yet (games finished: {finished}"
            " of {count})"
        ),
        "progress.first-live": (
            "PROVISIONAL: the finished games of round {round}, the first (games finished:"
            " {finished} of {count}; a pending game counts nothing yet)"
        ),
        "cli.check.pending-first": (
            "{file}: round {round} in progress: games pending: {count} of {games} "
            "(information, not an error); no round is complete yet, standings --live "
            "counts the finished games"
        ),
        "progress.after": {
            "one": "after round {after}; round {round} in progress: {finished} of "
            "{count} game finished",
            "other": "after round {after}; round {round} in progress: {finished} of "
            "{count} games finished",
        },
        "progress.live": {
            "one": "PROVISIONAL: after round {after} and the finished games of round "
            "{round} ({finished} of {count} game finished; a pending game "
            "counts nothing yet)",
            "other": "PROVISIONAL: after round {after} and the finished games of round "
            "{round} ({finished} of {count} games finished; a pending game "
            "counts nothing yet)",
        },
        "error.after-round-in-progress": "after round {round}: round {current} is in progress; the "
        "last complete round is {last}",
        "cli.check.pending": {
            "one": "{file}: round {round} in progress: {count} game pending of "
            "{games} (information, not an error); the standings count "
            "rounds 1 to {after}, standings --live adds the finished games",
            "other": "{file}: round {round} in progress: {count} games pending of "
            "{games} (information, not an error); the standings count "
            "rounds 1 to {after}, standings --live adds the finished "
            "games",
        },
        "cli.help.live": "provisional standings: add the finished games of the round in progress "
        "(pending games count nothing)",
    }
)


# ---- the command line's edges: argparse's own words, help for every option, the usage
# line's placeholders (core/cli/argparse_words.py, core/cli/parser.py) ---------------------
MESSAGES.update(
    {
        "cli.argparse.usage": "usage:",
        "cli.argparse.positionals": "positional arguments",
        "cli.argparse.options": "options",
        "cli.argparse.help": "show this help message and exit",
        "cli.argparse.argument": "argument {argument}: {message}",
        "cli.argparse.required": "the following arguments are required: {names}",
        "cli.argparse.unrecognized": "unrecognized arguments: {names}",
        "cli.argparse.invalid-choice": "invalid choice: {value} (choose from {choices})",
        "cli.argparse.invalid-value": "invalid {type} value: {value}",
        "cli.argparse.invalid-int": "invalid value {value}: expected a whole number",
        "cli.argparse.expected-one": "expected one argument",
        "cli.argparse.expected-at-most-one": "expected at most one argument",
        "cli.argparse.expected-at-least-one": "expected at least one argument",
        "cli.argparse.ambiguous": "ambiguous option: {option} could match {matches}",
        "cli.argparse.ignored-explicit": "ignored explicit argument {names}",
        "cli.argparse.not-allowed": "not allowed with argument {names}",
        "cli.argparse.one-of-required": "one of the arguments {names} is required",
        "cli.help.command": "the command; each has its own --help",
        "cli.help.format": "output format (default: text)",
        "cli.help.to": "the format to write: tournament JSON or TRF-16",
        "cli.help.card": "one player's card (JSON, formats.md section 3)",
        "cli.help.player-a": "the player above, or the one asking: starting number or name",
        "cli.help.player-b": "the player below (left out: against the players just above and "
        "below)",
        "cli.metavar.command": "command",
        "cli.metavar.file": "file",
        "cli.metavar.player": "player",
        "cli.metavar.player-a": "player_a",
        "cli.metavar.player-b": "player_b",
        "cli.metavar.card": "card",
        "cli.metavar.rules": "RULES",
        "cli.metavar.order": "ORDER",
        "cli.metavar.preset": "PRESET",
        "cli.metavar.tiebreak": "TIEBREAK",
        "cli.metavar.output": "OUTPUT",
        "cli.metavar.encoding": "NAME",
        "cli.metavar.dir": "DIR",
        "cli.metavar.own-opp": "OWN:OPP",
        "cli.metavar.pairs": "PAIRS",
        "cli.metavar.prizes": "PRIZES",
        "standings.csv.rank": "rank",
        "standings.csv.shared": "shared",
        "standings.csv.id": "id",
        "standings.csv.name": "name",
        "standings.csv.points": "points",
        "standings.csv.withdrawn-after": "withdrawn_after",
        "standings.csv.provisional": "provisional",
        "standings.csv.yes": "yes",
    }
)
