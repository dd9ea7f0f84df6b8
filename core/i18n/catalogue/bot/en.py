"""The bot's messages in English, the reference (keys ``bot.*``).

Templates are Discord Markdown: names and other outside text arrive already escaped. The
``bot.cmd.*`` entries are the command, option and choice descriptions exactly as the code
writes them (docstrings, ``describe``): the translator finds them by their English text.
"""

from typing import Any

MESSAGES: dict[str, Any] = {
    "bot.cmd.option.encoding": "The file's encoding if it is not UTF-8: cp1250, iso-8859-2, "
    "cp1251, cp1252, cp1254…",
    # ---- shared -------------------------------------------------------------------------
    "bot.continued": "{title} (continued)",
    "bot.kind.file": "file",
    "bot.kind.lichess": "lichess",
    "bot.kind.sheet": "sheet",
    "bot.button.previous": "◀ Previous",
    "bot.button.next": "Next ▶",
    # ---- /standings ---------------------------------------------------------------------
    "bot.standings.column.rank": "#",
    "bot.standings.column.no": "No",
    "bot.standings.column.name": "Name",
    "bot.standings.column.pts": "Pts",
    "bot.standings.title": "{name}: standings after round {round}",
    "bot.standings.rules": "Rules `{rules}` · order {order}",
    "bot.standings.warnings": "⚠️ {count} warning(s): see `/rules`",
    "bot.standings.footer": "Page {page}/{pages} · {count} players · tournament `{slug}`",
    "bot.standings.moved-title": "Standings",
    "bot.standings.moved": {
        "one": "The standings have changed: they have {count} page now, and this is the last.",
        "other": "The standings have changed: they have {count} pages now, and this is the last.",
    },
    # ---- /buchholz, /tiebreak, /why -----------------------------------------------------
    "bot.explain.round": "**R{round}**",
    "bot.explain.versus": "vs {name} ({id})",
    "bot.explain.head": "**{code} = {value}** under `{rules}`",
    "bot.explain.title": "{code} of {player} ({id})",
    "bot.explain.footer": "{tournament} · after round {round}",
    "bot.entrant.line": "**{name}** ({id}): rank {rank}, {score}",
    "bot.why.place-title": "Why {name} is ranked {rank}",
    "bot.why.title": "Why {above} is above {below}",
    # ---- /player ------------------------------------------------------------------------
    "bot.player.head": "Rank **{rank}** of {players} · **{count}** points after round {round}",
    "bot.player.rating": "rating {rating}",
    "bot.player.unrated": "unrated",
    "bot.player.white": "(White)",
    "bot.player.black": "(Black)",
    "bot.player.won": "won",
    "bot.player.drew": "drew",
    "bot.player.lost": "lost",
    "bot.player.won-forfeit": "won by forfeit",
    "bot.player.lost-forfeit": "lost by forfeit",
    "bot.player.game": "**R{round}** {result} vs {opponent}{colour} · {score}",
    "bot.player.unpaired": "**R{round}** {result} · {score}",
    "bot.player.tiebreaks": "**Tie-breaks** (`/tiebreak` shows the arithmetic):",
    "bot.player.footer": "{tournament} · rules {rules}",
    # ---- /rules, /tournament settings ---------------------------------------------------
    "bot.rules.title": "Rules for {name}",
    "bot.rules.rule-set": "Rule set: `{rules}`",
    "bot.rules.rule-set-default": "Rule set: `{rules}` (default)",
    "bot.rules.order": "Order: {order}",
    "bot.rules.order-default": "Order: {order} (default)",
    "bot.rules.source": "Source: {source} ({kind})",
    "bot.rules.rounds": "Counted rounds: {counted} of {rounds}",
    "bot.rules.warnings": "**Warnings**",
    "bot.rules.no-warnings": "No warnings.",
    # ---- organisers ---------------------------------------------------------------------
    "bot.summary.title-linked": "Tournament linked",
    "bot.summary.title": "Tournament",
    "bot.summary.linked": "Linked **{name}** as `{slug}` (the active tournament).",
    "bot.summary.using": "Now using **{name}** as `{slug}` (the active tournament).",
    "bot.summary.synced": "Synced **{name}** as `{slug}` (the active tournament).",
    "bot.summary.counts": "{count} players, {counted} of {rounds} rounds; rules `{rules}`, "
    "order {order}.",
    "bot.summary.source": "Source: {source} ({kind}).",
    "bot.summary.warnings": "⚠️ {count} warning(s): see `/rules`.",
    "bot.summary.sheet": "Sheet: {note}",
    "bot.list.title": "Linked tournaments",
    "bot.list.line": "{mark} `{slug}`: {name} ({kind}: {source}; rules {rules}, order {order}; "
    "read {read})",
    "bot.choice.default": "default",
    "bot.list.default": "default",
    "bot.list.none": "None yet: use `/tournament link`.",
    "bot.unlink.title": "Tournament unlinked",
    "bot.unlink.done": "Unlinked `{slug}` ({name}). {after}",
    "bot.unlink.active": "The active tournament is now `{slug}`.",
    "bot.unlink.none": "None is linked now.",
    "bot.role.title": "Organiser role",
    "bot.role.set": "Members with {role} can now run organiser commands.",
    "bot.role.cleared": "Only members with Manage Server can run organiser commands now.",
    # ---- errors -------------------------------------------------------------------------
    "bot.error.title": "That did not work",
    "bot.error.no-player": "No player matches **{query}**.",
    "bot.error.did-you-mean": "Did you mean: {players}?",
    "bot.error.ambiguous": "**{query}** matches several players: {players}. Pick one from the "
    "list or type more of the name.",
    "bot.error.unreadable": {
        "one": "The tournament could not be read ({count} problem):",
        "other": "The tournament could not be read ({count} problems):",
    },
    "bot.error.more": "… and {count} more.",
    "bot.error.cooldown-title": "Slow down",
    "bot.error.cooldown": "You are on cooldown. Try again in {seconds}s",
    "bot.error.stale-command": "This command has changed since Discord showed it to you. Try "
    "again in a minute, or reload Discord (Ctrl+R).",
    "bot.error.stale-button": "This button is out of date: run `/standings` again.",
    "bot.error.dm": "This command works in a server, not in direct messages.",
    "bot.error.unexpected-title": "Something went wrong",
    "bot.error.unexpected": "The bot hit an unexpected problem; it has been logged.",
    "bot.error.kept": "Kept the standings of `{slug}` as read {when}; the source now answers:",
    "bot.live.kept-title": "Kept the last good read",
    "bot.live.kept": "Kept the standings as read {when}; the source now answers: {reason}",
    "bot.error.store-down": "The bot's database is not answering; try again in a minute.",
    "bot.error.store-failed": "The bot's database failed; the bot's operator has the details. "
    "Try again in a minute.",
    "bot.error.work-limit-title": "Stopped",
    "bot.error.work-limit": "Stopped after {seconds} s: this answer takes longer than the bot "
    "gives one question, so that it keeps answering everyone else. Ask about a smaller part (a "
    "player, an earlier round) or use the command line (`tiebreak`).",
    "bot.error.busy": "The bot is still working on this server's last questions; try again in "
    "a moment.",
    "bot.error.no-tournament": "No tournament is linked on this server yet. An organiser can "
    "link one with `/tournament link` (a Google Sheet URL, a "
    "lichess Swiss URL or an attached TRF/JSON/CSV file).",
    "bot.error.unknown-tournament": "No linked tournament is called '{key}'. Linked here: {known}.",
    "bot.error.none-linked": "none",
    "bot.error.not-organiser": "Only organisers can do this: it needs the Manage Server "
    "permission.",
    "bot.error.not-organiser-role": "Only organisers can do this: it needs the Manage Server "
    "permission or the {role} role.",
    "bot.error.same-player": "Pick two different players: both options name {name} ({id}).",
    "bot.error.one-source": "Give exactly one source: `url` (Google Sheet or lichess Swiss) or "
    "`file` (an attached TRF, JSON or CSV file).",
    "bot.error.source": "Could not read {source}: {reason}",
    "bot.source.too-large": "the file is too large",
    "bot.source.larger-than": "the file is larger than {mb} MB",
    "bot.source.bad-url": "expected a Google Sheet URL (https://docs.google.com/spreadsheets/"
    "d/...) or a lichess Swiss URL (https://lichess.org/swiss/<8 "
    "characters>), or attach a TRF, JSON or CSV file instead",
    "bot.source.binary": "not a tournament JSON, TRF or CSV file (it is binary)",
    "bot.source.no-lichess": "lichess import is not installed (pip install 'tiebreak[lichess]')",
    "bot.source.lichess-down": "lichess did not answer ({error})",
    "bot.source.the-sheet": "the Google Sheet",
    "bot.source.no-sheets": "the Google Sheets connector is not installed (pip install "
    "'tiebreak[sheets]')",
    "bot.source.no-credentials": "the bot has no usable Google credentials: whoever runs the "
    "bot sets GOOGLE_APPLICATION_CREDENTIALS to a service-account "
    "key file, and the sheet is shared with that account "
    "({error})",
    # ---- command descriptions (Discord: at most 100 characters) -------------------------
    "bot.cmd.standings": "Show the standings: points and the tie-break columns of the order in "
    "force.",
    "bot.cmd.player": "Show a player's score card (round, colour, opponent, result) and "
    "tie-break values.",
    "bot.cmd.rules": "Show the rule set, the tie-break order and the warnings the engine raised.",
    "bot.cmd.buchholz": "Show a player's Buchholz round by round: each opponent's score as "
    "counted, and why.",
    "bot.cmd.tiebreak": "Show how any tie-break value of a player was computed, item by item.",
    "bot.cmd.why": "Show which criterion put one player above the other, with both sides.",
    "bot.cmd.tournament": "Link tournaments to this server and choose the rules (organisers).",
    "bot.cmd.tournament.link": "Link a tournament (sheet, lichess Swiss or file); it becomes "
    "the active one.",
    "bot.cmd.tournament.use": "Make another linked tournament the active one.",
    "bot.cmd.tournament.list": "List the tournaments linked on this server.",
    "bot.cmd.tournament.unlink": "Forget a linked tournament (its source is not touched).",
    "bot.cmd.tournament.settings": "Set the rule set and the tie-break order (shows them when "
    "given nothing).",
    "bot.cmd.tournament.organiser-role": "Choose the role whose members may link and "
    "configure tournaments.",
    "bot.cmd.sync": "Read the tournament's source again (and write a sheet's tie-break columns "
    "back).",
    "bot.cmd.option.page": "Page of the table (20 players a page)",
    "bot.cmd.option.tournament": "A linked tournament other than the active one",
    "bot.cmd.option.after-round": "The standings as they stood after this round",
    "bot.cmd.option.player": "Name or starting number",
    "bot.cmd.option.variant": "Plain, Cut-1, Cut-2, Median-1 or Median-2 (default: plain)",
    "bot.cmd.option.code": "Tie-break code such as SB, PS, ARO, BH-C1, DE",
    "bot.cmd.option.player-a": "One player",
    "bot.cmd.option.player-b": "The other player (leave out: why is the first one where it is?)",
    "bot.cmd.option.url": "A Google Sheet URL or a lichess Swiss URL",
    "bot.cmd.option.file": "Or attach a TRF, tournament JSON, CSV or Excel (.xlsx) file",
    "bot.cmd.option.use": "The linked tournament to make active",
    "bot.cmd.option.unlink": "The linked tournament to forget",
    "bot.cmd.option.rules": "Rule set for unplayed rounds (default: FIDE by date)",
    "bot.cmd.option.order": "Tie-break codes separated by commas, or 'default'",
    "bot.cmd.option.role": "Members with this role may run organiser commands (leave empty to "
    "clear)",
    "bot.cmd.tournament.addon-token": "Make a token for the Tiebreak menu in the linked Google "
    "Sheet (shown to you only).",
    "bot.addon-token.title": "Token for the Tiebreak menu",
    "bot.addon-token.made": "A new token of the Tiebreak service for the Google Sheet of "
    "**{name}** (`{slug}`), good for that spreadsheet only (`{sheet}`). It is shown once, to you "
    "only:",
    "bot.addon-token.paste": "In the sheet, open **Tiebreak > Settings**, paste it as this "
    "sheet's token with the service's address, and save.",
    "bot.addon-token.revoke": "Whoever runs the service can list and revoke it: `tiebreak-serve "
    "token list`, `tiebreak-serve token revoke {id}`.",
    "bot.error.addon-token-not-sheet": "`{slug}` is not a Google Sheet: the Tiebreak menu lives "
    "in a Google Sheet. Link one with `/tournament link url:`.",
    "bot.error.addon-token-no-store": "This bot makes no tokens for the Tiebreak menu yet: "
    "whoever runs the bot sets `TIEBREAK_SERVE_DATABASE_URL` to the token store of "
    "`tiebreak-serve` (its `DATABASE_URL`, or `sqlite:///` and the path of its "
    "`TIEBREAK_SERVE_DB` file) and restarts the bot (docs/addon-setup.md).",
    "bot.error.addon-token-store": "The token store of the Tiebreak service cannot be used just "
    "now; no token was made. Whoever runs the bot finds the reason in its log.",
    # ---- /prizes, /tournament prizes ----------------------------------------------------
    "bot.prizes.share": "**{places}** · {name} ({id}), {points}: **{prize}**",
    "bot.prizes.unawarded": "**{place}** · {text}",
    "bot.prizes.total-line": "{name} ({id}): **{prize}**",
    "bot.prizes.footer": "{tournament} · after round {round} · prize list {source} · "
    "tournament {slug}",
    "bot.prizes.set-title": "Prize list set",
    "bot.prizes.set": "Prize list {source} set for **{name}** (`{slug}`).",
    "bot.prizes.set-counts": {
        "one": "{count} category; on the current standings {money} is given out.",
        "other": "{count} categories; on the current standings {money} is given out.",
    },
    "bot.prizes.set-warnings": {
        "one": "⚠️ {count} warning: see `/prizes`.",
        "other": "⚠️ {count} warnings: see `/prizes`.",
    },
    "bot.prizes.set-see": "Anyone can now see who gets what, every award explained, with "
    "`/prizes`.",
    "bot.prizes.cleared-title": "Prize list removed",
    "bot.prizes.cleared": "**{name}** (`{slug}`) has no prize list now.",
    "bot.error.prizes-file": "Attach the prize list as `file`, or give `clear: True` to remove "
    "it (one of the two).",
    "bot.error.no-prizes": "`{slug}` has no prize list yet. An organiser sets one with "
    "`/tournament prizes` (a tiebreak-prizes/1 JSON file, see "
    "docs/prizes.md).",
    "bot.error.prizes-unreadable": {
        "one": "The prize list could not be used ({count} problem):",
        "other": "The prize list could not be used ({count} problems):",
    },
    "bot.cmd.prizes": "Show who gets which prize, every award explained (shared places, "
    "categories).",
    "bot.cmd.tournament.prizes": "Set the tournament's prize list; anyone can then see who gets "
    "what with /prizes.",
    "bot.cmd.option.prizes-clear": "Remove the tournament's prize list instead",
    "bot.cmd.option.prizes-file": "The prize list: a tiebreak-prizes/1 JSON file",
    # ---- /compare (bot helper botcompare) -----------------------------------------
    "bot.compare.column": "**{letter}** {column}",
    "bot.compare.column.in-force": "**{letter}** {column} (this tournament's)",
    "bot.compare.by-rules": "Rule sets: {columns} · order {order}",
    "bot.compare.by-orders": "Orders under {rules}: {columns}",
    "bot.compare.legend": "`{mark}` rank changes (why: below) · `=` shared rank · podium and "
    "ties first",
    "bot.compare.move": "**{name}** ({id}), ranks {ranks}: {cause}",
    "bot.compare.warning": "⚠️ {columns} `{code}`: {text}",
    "bot.compare.more-warnings": {
        "one": "…and {count} more warning",
        "other": "…and {count} more warnings",
    },
    "bot.compare.footer": "Players: {count} · tournament {slug}",
    "bot.error.compare-both": "Compare several rule sets under one order, or several orders "
    "under one rule set: with `orders`, name at most one rule set in "
    "`rules`.",
    "bot.error.compare-too-many": "Too many to show side by side ({count}): name at most {max} "
    "rule sets or orders.",
    "bot.cmd.compare": "Show who changes place under other rule sets or tie-break orders, and why.",
    "bot.cmd.option.compare-rules": "Rule sets, comma-separated (default: this one against the "
    "other FIDE editions and US Chess)",
    "bot.cmd.option.compare-orders": "Tie-break orders separated by ';' (one order: against the "
    "tournament's)",
    "bot.compare.more-moves": {
        "one": "…and {count} more player moves: the table has the ranks; `/why` explains any two "
        "players, `/compare` with two rule sets or orders gives shorter causes.",
        "other": "…and {count} more players move: the table has the ranks; `/why` explains any "
        "two players, `/compare` with two rule sets or orders gives shorter causes.",
    },
    "bot.compare.in-file": "The whole table and every cause: the attached file `{file}`.",
    "bot.compare.warnings-in-file": "⚠️ Warnings: {count}, listed in the file.",
    # ---- end of /compare -------------------------------------------------------------
}


# ---- the arbiter's leftovers: withdrawn players in /standings ----------------
MESSAGES.update(
    {
        "bot.standings.withdrawn-mark": "wd {round}",
        "bot.standings.withdrawn-legend": "wd N: withdrew after round N",
    }
)

# --- whatif --- (/whatif, bot/cogs/whatif.py)
MESSAGES.update(
    {
        "bot.cmd.whatif": "Show where a player can finish after this round, for a win, a draw or "
        "a loss.",
        "bot.cmd.option.whatif-pairings": "Next round's pairings if no game is pending: "
        "white-black numbers, comma-separated (12-7,3-5)",
        "bot.error.whatif-nothing-pending": "No game of this tournament is pending, so no round "
        "is in progress to ask about. Give round {next}'s pairings in `pairings` (white-black "
        "starting numbers, such as `12-7,3-5`), or `/sync` once the round is paired in the "
        "source.",
        "bot.whatif.where": "the pairings option, pairing {index}",
        "bot.whatif.footer": "Round {round} · tournament {slug}",
    }
)


# --- live --- /tournament live, the write-back setting ---------------------
MESSAGES.update(
    {
        "bot.live.title-provisional": "{name}: provisional standings, round {round} in progress",
        "bot.live.following": "Live: this message follows the results",
        "bot.live.round-complete": "Round {round} complete",
        "bot.live.more": "Every row and tie-break: `/standings tournament:{slug}`",
        "bot.live.started-title": "Live standings",
        "bot.live.started": "The standings of **{name}** are live in {channel}: that one message "
        "is edited as results come in, and each completed round gets a short new message.",
        "bot.live.follows-source": "The source is read again every {seconds} s.",
        "bot.live.follows-file": "A file is not read again: link it again (or `/sync`) and the "
        "message follows.",
        "bot.live.write-back-on": "Write-back: on (while live, the sheet's tie-break columns are "
        "synced back too)",
        "bot.live.write-back-off": "Write-back: off (`/tournament settings write_back:on` syncs a "
        "live sheet back)",
        "bot.live.stopped-title": "Live standings stopped",
        "bot.live.stopped": "**{name}** is no longer live in {channel}; the last message stays as "
        "it was.",
        "bot.live.need-channel": "Name the channel to keep the standings in (`channel:`), or stop "
        "them with `off:True`, not both.",
        "bot.live.not-live": "Tournament `{slug}` is not live on this server: start it with "
        "`/tournament live channel:`.",
        "bot.live.cannot-post": "I cannot post in {channel}: give me View Channel, Send Messages "
        "and Embed Links there.",
        "bot.cmd.tournament.live": "Post the standings in a channel and keep that message current "
        "as results come in.",
        "bot.cmd.option.live-channel": "The channel to keep the standings current in",
        "bot.cmd.option.live-off": "Stop the live standings instead",
        "bot.cmd.option.write-back": "While live, also sync a sheet's tie-break columns back",
        "bot.cmd.choice.on": "on",
        "bot.cmd.choice.off": "off",
    }
)


# --- teams ---
MESSAGES.update(
    {
        "bot.team.cmd.team": "A team of a team event: name or number",
        "bot.team.cmd.team-a": "One team (team events)",
        "bot.team.cmd.team-b": "The other team (team events)",
        "bot.team.error.player-command": (
            "**{name}** is a team event: its standings rank teams, and players have no tie-breaks "
            "of their own in it. Ask about teams: `/standings`, `/tiebreak team:… code:…`, `/why "
            "team_a:… team_b:…`."
        ),
        "bot.team.error.not-team-event": (
            "**{name}** is not a team event: name players (`player`, `player_a`, `player_b`), not "
            "teams."
        ),
        "bot.team.error.no-team": "No team matches **{query}**.",
        "bot.team.error.no-team-close": "No team matches **{query}**. Did you mean: {teams}?",
        "bot.team.error.ambiguous": (
            "**{query}** matches several teams: {teams}. Type more of the name, or the team's "
            "number."
        ),
        "bot.team.error.player-or-team": (
            "Name a player (`player`) or a team (`team`): one of the two."
        ),
        "bot.team.error.two-teams": "Name two teams (`team_a` and `team_b`), and no players.",
        "bot.team.error.same-team": (
            "Both options name **{name}** ({id}): choose two different teams."
        ),
        "bot.team.order-none": "none",
        "bot.team.standings.rules": "Rules `{rules}` · ranked by {score} · order {order}",
        "bot.team.standings.footer": "Page {page}/{pages} · teams: {count} · tournament `{slug}`",
        "bot.team.compare.footer": "Teams: {count} · tournament {slug}",
        "bot.team.rules.score": "Ranked by {score}, then by the order",
        "bot.team.summary.counts": (
            "Team event: teams {count}, boards {boards}, {counted} of {rounds} rounds; rules "
            "`{rules}`, ranked by {score}, order {order}."
        ),
    }
)

# ---- /publish: the standings page as a file ------------------------------
MESSAGES.update(
    {
        "bot.cmd.publish": (
            "Attach the standings page that explains itself (one HTML file) of the tournament."
        ),
        "bot.cmd.option.publish-language": "The page's language: the server's (default) or yours",
        "bot.cmd.option.every-round": (
            "While the live standings are on, also post the page when a round completes"
        ),
        "bot.cmd.choice.server-language": "the server's language",
        "bot.cmd.choice.my-language": "my language",
        "bot.publish.mb": "{size} MB",
        "bot.publish.kb": "{size} kB",
        "bot.publish.title": "{name}: the standings page",
        "bot.publish.round-title": "{name}: the standings page after round {round}",
        "bot.publish.whole": (
            "The whole page ({size}): the standings, the tie-breaks explained, the crosstable, "
            "the pairings, the charts and every player's card. Open it in a browser, or print it."
        ),
        "bot.publish.over": (
            "The whole page ({size}) is over this server's limit of {limit} for a file."
        ),
        "bot.publish.tied": (
            "Attached: the page with the cards of the players sharing a place (the tie-breaks "
            "left them level) only ({part})."
        ),
        "bot.publish.top": (
            "Attached: the page with the cards of the first {count} of the standings only ({part})."
        ),
        "bot.publish.at-least": "at least {size}",
        "bot.publish.about": "about {size}",
        "bot.publish.no-cards": "Attached: the page without the players' cards ({part}).",
        "bot.publish.too-slow": (
            "Building the page took longer than the bot allows one job ({seconds} s): nothing is "
            "attached."
        ),
        "bot.publish.none": (
            "The whole page ({size}) is over this server's limit of {limit} for a file, and so is "
            "the page without the players' cards: nothing is attached."
        ),
        "bot.publish.command": "To build the whole page: `{command}`",
        "bot.publish.rounds-on": (
            "The page will also be posted in {channel} each time a round completes."
        ),
        "bot.publish.rounds-off": "The page will no longer be posted when a round completes.",
        "bot.publish.needs-live": (
            "The live standings of `{slug}` are off: start them with `/tournament live` first, "
            "then the page can follow each round."
        ),
    }
)
