"""The bot's messages in Czech (čeština): formal "vy", terms of glossary.md (pořadí, kolo,
pomocné hodnocení, soupeř, kontumace), decimal comma; the core's Czech words kept."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "bot.cmd.option.encoding": "Kódování souboru, pokud nejde o UTF-8: cp1250, iso-8859-2, "
    "cp1251, cp1252, cp1254…",
    # ---- shared -------------------------------------------------------------------------
    "bot.continued": "{title} (pokračování)",
    "bot.kind.file": "soubor",
    "bot.kind.lichess": "lichess",
    "bot.kind.sheet": "Google tabulka",
    "bot.button.previous": "◀ Předchozí",
    "bot.button.next": "Další ▶",
    # ---- /standings ---------------------------------------------------------------------
    "bot.standings.column.rank": "#",
    "bot.standings.column.no": "Č.",
    "bot.standings.column.name": "Jméno",
    "bot.standings.column.pts": "Body",
    "bot.standings.title": "{name}: pořadí po {round}. kole",
    "bot.standings.rules": "Pravidla `{rules}` · pomocná hodnocení {order}",
    "bot.standings.warnings": "⚠️ Varování: {count}, viz `/rules`",
    "bot.standings.footer": {
        "one": "Strana {page}/{pages} · {count} hráč · turnaj `{slug}`",
        "few": "Strana {page}/{pages} · {count} hráči · turnaj `{slug}`",
        "many": "Strana {page}/{pages} · {count} hráče · turnaj `{slug}`",
        "other": "Strana {page}/{pages} · {count} hráčů · turnaj `{slug}`",
    },
    "bot.standings.moved-title": "Pořadí",
    "bot.standings.moved": {
        "one": "Pořadí se změnilo: má nyní {count} stranu a toto je poslední.",
        "few": "Pořadí se změnilo: má nyní {count} strany a toto je poslední.",
        "many": "Pořadí se změnilo: má nyní {count} strany a toto je poslední.",
        "other": "Pořadí se změnilo: má nyní {count} stran a toto je poslední.",
    },
    # ---- /buchholz, /tiebreak, /why -----------------------------------------------------
    "bot.explain.round": "**{round}. kolo**",
    "bot.explain.versus": "proti {name} ({id})",
    "bot.explain.head": "**{code} = {value}** podle pravidel `{rules}`",
    "bot.explain.title": "{code} – {player} ({id})",
    "bot.explain.footer": "{tournament} · po {round}. kole",
    "bot.entrant.line": "**{name}** ({id}): {rank}. místo, {score}",
    "bot.why.place-title": "Proč je {name} na {rank}. místě",
    "bot.why.title": "Proč je {above} výše než {below}",
    # ---- /player ------------------------------------------------------------------------
    "bot.player.head": {
        "one": "Místo **{rank}** z {players} · **{count}** bod po {round}. kole",
        "few": "Místo **{rank}** z {players} · **{count}** body po {round}. kole",
        "many": "Místo **{rank}** z {players} · **{count}** bodu po {round}. kole",
        "other": "Místo **{rank}** z {players} · **{count}** bodů po {round}. kole",
    },
    "bot.player.rating": "rating {rating}",
    "bot.player.unrated": "bez ratingu",
    "bot.player.white": "(bílými)",
    "bot.player.black": "(černými)",
    "bot.player.won": "výhra",
    "bot.player.drew": "remíza",
    "bot.player.lost": "prohra",
    "bot.player.won-forfeit": "kontumační výhra",
    "bot.player.lost-forfeit": "kontumační prohra (forfeit-loss)",
    "bot.player.game": "**{round}. kolo** {result} proti {opponent}{colour} · {score}",
    "bot.player.unpaired": "**{round}. kolo** {result} · {score}",
    "bot.player.tiebreaks": "**Pomocná hodnocení** (`/tiebreak` ukáže výpočet):",
    "bot.player.footer": "{tournament} · pravidla {rules}",
    # ---- /rules, /tournament settings ---------------------------------------------------
    "bot.rules.title": "Pravidla turnaje {name}",
    "bot.rules.rule-set": "Sada pravidel: `{rules}`",
    "bot.rules.rule-set-default": "Sada pravidel: `{rules}` (výchozí)",
    "bot.rules.order": "Pořadí pomocných hodnocení: {order}",
    "bot.rules.order-default": "Pořadí pomocných hodnocení: {order} (výchozí)",
    "bot.rules.source": "Zdroj: {source} ({kind})",
    "bot.rules.rounds": "Započítaná kola: {counted} z {rounds}",
    "bot.rules.warnings": "**Varování**",
    "bot.rules.no-warnings": "Žádná varování.",
    # ---- organisers ---------------------------------------------------------------------
    "bot.summary.title-linked": "Turnaj propojen",
    "bot.summary.title": "Turnaj",
    "bot.summary.linked": "Turnaj **{name}** je propojen jako `{slug}` (aktivní turnaj).",
    "bot.summary.using": "Nyní se používá **{name}** jako `{slug}` (aktivní turnaj).",
    "bot.summary.synced": "Turnaj **{name}** (`{slug}`, aktivní turnaj) byl znovu načten.",
    "bot.summary.counts": {
        "one": "{count} hráč, kola {counted}/{rounds}; pravidla `{rules}`, pomocná hodnocení "
        "{order}.",
        "few": "{count} hráči, kola {counted}/{rounds}; pravidla `{rules}`, pomocná hodnocení "
        "{order}.",
        "many": "{count} hráče, kola {counted}/{rounds}; pravidla `{rules}`, pomocná "
        "hodnocení {order}.",
        "other": "{count} hráčů, kola {counted}/{rounds}; pravidla `{rules}`, pomocná "
        "hodnocení {order}.",
    },
    "bot.summary.source": "Zdroj: {source} ({kind}).",
    "bot.summary.warnings": "⚠️ Varování: {count}, viz `/rules`.",
    "bot.summary.sheet": "Tabulka: {note}",
    "bot.list.title": "Propojené turnaje",
    "bot.list.line": "{mark} `{slug}`: {name} ({kind}: {source}; pravidla {rules}, pořadí "
    "{order}; načteno {read})",
    "bot.choice.default": "výchozí (default)",
    "bot.list.default": "výchozí",
    "bot.list.none": "Zatím žádný: použijte `/tournament link`.",
    "bot.unlink.title": "Propojení zrušeno",
    "bot.unlink.done": "Propojení turnaje `{slug}` ({name}) bylo zrušeno. {after}",
    "bot.unlink.active": "Aktivní turnaj je nyní `{slug}`.",
    "bot.unlink.none": "Nyní není propojen žádný turnaj.",
    "bot.role.title": "Role pořadatelů",
    "bot.role.set": "Členové s rolí {role} nyní mohou používat příkazy pořadatelů.",
    "bot.role.cleared": "Příkazy pořadatelů nyní mohou používat jen členové s oprávněním "
    "Spravovat server.",
    # ---- errors -------------------------------------------------------------------------
    "bot.error.title": "To se nepovedlo",
    "bot.error.no-player": "Žádný hráč neodpovídá **{query}**.",
    "bot.error.did-you-mean": "Mysleli jste: {players}?",
    "bot.error.ambiguous": "**{query}** odpovídá více hráčům: {players}. Vyberte jednoho ze "
    "seznamu, nebo napište větší část jména.",
    "bot.error.unreadable": {
        "one": "Turnaj nelze načíst ({count} problém):",
        "few": "Turnaj nelze načíst ({count} problémy):",
        "many": "Turnaj nelze načíst ({count} problému):",
        "other": "Turnaj nelze načíst ({count} problémů):",
    },
    "bot.error.more": "… a další: {count}.",
    "bot.error.cooldown-title": "Zpomalte",
    "bot.error.cooldown": "Příkaz je dočasně omezen. Zkuste to znovu za {seconds} s.",
    "bot.error.stale-command": "Tento příkaz se změnil od chvíle, kdy vám ho Discord zobrazil. "
    "Zkuste to znovu za minutu, nebo Discord znovu načtěte "
    "(Ctrl+R).",
    "bot.error.stale-button": "Toto tlačítko je zastaralé: spusťte znovu `/standings`.",
    "bot.error.dm": "Tento příkaz funguje na serveru, ne v soukromých zprávách.",
    "bot.error.unexpected-title": "Něco se pokazilo",
    "bot.error.unexpected": "Bot narazil na neočekávaný problém; byl zaznamenán.",
    "bot.error.kept": "Ponecháno pořadí `{slug}` tak, jak bylo načteno {when}; zdroj nyní "
    "odpovídá:",
    "bot.live.kept-title": "Ponecháno poslední dobré načtení",
    "bot.live.kept": "Ponecháno pořadí tak, jak bylo načteno {when}; zdroj nyní odpovídá: {reason}",
    "bot.error.store-down": "Databáze bota neodpovídá; zkuste to znovu za minutu.",
    "bot.error.store-failed": "Databáze bota selhala; podrobnosti má provozovatel bota. Zkuste "
    "to znovu za minutu.",
    "bot.error.work-limit-title": "Zastaveno",
    "bot.error.work-limit": "Zastaveno po {seconds} s: tato odpověď trvá déle, než bot dává "
    "jedné otázce, aby dál odpovídal všem ostatním. Zeptejte se na menší část (hráče, dřívější "
    "kolo) nebo použijte příkazový řádek (`tiebreak`).",
    "bot.error.busy": "Bot ještě pracuje na posledních otázkách tohoto serveru; zkuste to "
    "znovu za chvíli.",
    "bot.error.no-tournament": "Na tomto serveru zatím není propojen žádný turnaj. Pořadatel "
    "ho může propojit příkazem `/tournament link` (URL Google "
    "tabulky, URL švýcarského turnaje na lichess nebo přiložený "
    "soubor TRF/JSON/CSV).",
    "bot.error.unknown-tournament": "Žádný propojený turnaj se nejmenuje „{key}“. Propojené "
    "zde: {known}.",
    "bot.error.none-linked": "žádný",
    "bot.error.not-organiser": "Toto mohou jen pořadatelé: je potřeba oprávnění Spravovat server.",
    "bot.error.not-organiser-role": "Toto mohou jen pořadatelé: je potřeba oprávnění Spravovat "
    "server nebo role {role}.",
    "bot.error.same-player": "Vyberte dva různé hráče: obě možnosti označují {name} ({id}).",
    "bot.error.one-source": "Zadejte právě jeden zdroj: `url` (Google tabulka nebo švýcarský "
    "turnaj na lichess), nebo `file` (přiložený soubor TRF, JSON nebo "
    "CSV).",
    "bot.error.source": "Nelze načíst {source}: {reason}",
    "bot.source.too-large": "soubor je příliš velký",
    "bot.source.larger-than": "soubor je větší než {mb} MB",
    "bot.source.bad-url": "očekává se URL Google tabulky (https://docs.google.com/spreadsheets/"
    "d/...) nebo URL švýcarského turnaje na lichess "
    "(https://lichess.org/swiss/<8 znaků>), případně místo toho "
    "přiložte soubor TRF, JSON nebo CSV",
    "bot.source.binary": "nejde o soubor tournament JSON, TRF ani CSV (je binární)",
    "bot.source.no-lichess": "import z lichess není nainstalován (pip install 'tiebreak[lichess]')",
    "bot.source.lichess-down": "lichess neodpověděl ({error})",
    "bot.source.the-sheet": "Google tabulku",
    "bot.source.no-sheets": "konektor pro Google tabulky není nainstalován (pip install "
    "'tiebreak[sheets]')",
    "bot.source.no-credentials": "bot nemá použitelné přihlašovací údaje Google: ten, kdo bota "
    "provozuje, nastaví GOOGLE_APPLICATION_CREDENTIALS na soubor "
    "s klíčem servisního účtu a tabulku s tímto účtem nasdílí "
    "({error})",
    # ---- command descriptions (Discord: at most 100 characters) -------------------------
    "bot.cmd.standings": "Zobrazí pořadí: body a sloupce pomocných hodnocení v platném pořadí.",
    "bot.cmd.player": "Zobrazí kartu hráče (kolo, barva, soupeř, výsledek) a jeho pomocná "
    "hodnocení.",
    "bot.cmd.rules": "Zobrazí sadu pravidel, pořadí pomocných hodnocení a varování výpočtu.",
    "bot.cmd.buchholz": "Zobrazí Buchholz hráče po kolech: započtené skóre každého soupeře a proč.",
    "bot.cmd.tiebreak": "Zobrazí, jak bylo spočteno libovolné pomocné hodnocení hráče, "
    "položku po položce.",
    "bot.cmd.why": "Zobrazí, které kritérium umístilo jednoho hráče výše než druhého, pro oba.",
    "bot.cmd.tournament": "Propojení turnajů s tímto serverem a volba pravidel (pořadatelé).",
    "bot.cmd.tournament.link": "Propojí turnaj (tabulka, švýcarský turnaj na lichess nebo "
    "soubor); stane se aktivním.",
    "bot.cmd.tournament.use": "Nastaví jiný propojený turnaj jako aktivní.",
    "bot.cmd.tournament.list": "Vypíše turnaje propojené na tomto serveru.",
    "bot.cmd.tournament.unlink": "Zruší propojení turnaje (jeho zdroj zůstane beze změny).",
    "bot.cmd.tournament.settings": "Nastaví sadu pravidel a pořadí pomocných hodnocení (bez "
    "zadání je zobrazí).",
    "bot.cmd.tournament.organiser-role": "Zvolí roli, jejíž členové mohou propojovat a "
    "nastavovat turnaje.",
    "bot.cmd.sync": "Znovu načte zdroj turnaje (a zapíše sloupce pomocných hodnocení zpět do "
    "tabulky).",
    "bot.cmd.option.page": "Strana tabulky (20 hráčů na stranu)",
    "bot.cmd.option.tournament": "Jiný propojený turnaj než aktivní",
    "bot.cmd.option.after-round": "Pořadí, jak vypadalo po tomto kole",
    "bot.cmd.option.player": "Jméno nebo startovní číslo",
    "bot.cmd.option.variant": "Základní, Cut-1, Cut-2, Median-1 nebo Median-2 (výchozí: základní)",
    "bot.cmd.option.code": "Kód pomocného hodnocení, např. SB, PS, ARO, BH-C1, DE",
    "bot.cmd.option.player-a": "Jeden hráč",
    "bot.cmd.option.player-b": "Druhý hráč (bez něj: proč je první tam, kde je?)",
    "bot.cmd.option.url": "URL Google tabulky nebo švýcarského turnaje na lichess",
    "bot.cmd.option.file": "Nebo přiložte soubor TRF, tournament JSON, CSV nebo Excel (.xlsx)",
    "bot.cmd.option.use": "Propojený turnaj, který se má stát aktivním",
    "bot.cmd.option.unlink": "Propojený turnaj, jehož propojení se zruší",
    "bot.cmd.option.rules": "Sada pravidel pro neodehraná kola (výchozí: FIDE podle data)",
    "bot.cmd.option.order": "Kódy pomocných hodnocení oddělené čárkami, nebo 'default'",
    "bot.cmd.option.role": "Členové s touto rolí mohou používat příkazy pořadatelů (prázdné = "
    "zrušit)",
    "bot.cmd.tournament.addon-token": "Vytvoří token pro menu Tiebreak v propojené tabulce Google "
    "(uvidíte ho jen vy).",
    "bot.addon-token.title": "Token pro menu Tiebreak",
    "bot.addon-token.made": "Nový token služby Tiebreak pro tabulku Google turnaje **{name}** "
    "(`{slug}`), platný jen pro tuto tabulku (`{sheet}`). Zobrazí se jednou a jen vám:",
    "bot.addon-token.paste": "V tabulce otevřete **Tiebreak > Nastavení**, vložte ho jako token "
    "této tabulky spolu s adresou služby a uložte.",
    "bot.addon-token.revoke": "Správce služby ho může vypsat a zrušit: `tiebreak-serve token "
    "list`, `tiebreak-serve token revoke {id}`.",
    "bot.error.addon-token-not-sheet": "`{slug}` není tabulka Google: menu Tiebreak je v tabulce "
    "Google. Propojte ji příkazem `/tournament link url:`.",
    "bot.error.addon-token-no-store": "Tento bot zatím nevytváří tokeny pro menu Tiebreak: "
    "správce bota nastaví `TIEBREAK_SERVE_DATABASE_URL` na úložiště tokenů služby "
    "`tiebreak-serve` (její `DATABASE_URL`, nebo `sqlite:///` a cestu k jejímu souboru "
    "`TIEBREAK_SERVE_DB`) a bota restartuje (docs/addon-setup.md).",
    "bot.error.addon-token-store": "Úložiště tokenů služby Tiebreak teď nelze použít; žádný token "
    "nevznikl. Správce bota najde důvod v jeho logu.",
    # ---- /prizes, /tournament prizes ----------------------------------------------------
    "bot.prizes.share": "**{places}** · {name} ({id}), {points}: **{prize}**",
    "bot.prizes.unawarded": "**{place}** · {text}",
    "bot.prizes.total-line": "{name} ({id}): **{prize}**",
    "bot.prizes.footer": "{tournament} · po {round}. kole · cenový fond {source} · turnaj {slug}",
    "bot.prizes.set-title": "Cenový fond nastaven",
    "bot.prizes.set": "Cenový fond {source} je nastaven pro **{name}** (`{slug}`).",
    "bot.prizes.set-counts": {
        "one": "{count} kategorie; podle současného pořadí se vyplatí {money}.",
        "few": "{count} kategorie; podle současného pořadí se vyplatí {money}.",
        "many": "{count} kategorie; podle současného pořadí se vyplatí {money}.",
        "other": "{count} kategorií; podle současného pořadí se vyplatí {money}.",
    },
    "bot.prizes.set-warnings": "⚠️ Varování: {count}, viz `/prizes`.",
    "bot.prizes.set-see": "Kdokoli teď příkazem `/prizes` uvidí, kdo co dostane, s vysvětlením "
    "každé ceny.",
    "bot.prizes.cleared-title": "Cenový fond odstraněn",
    "bot.prizes.cleared": "**{name}** (`{slug}`) teď nemá cenový fond.",
    "bot.error.prizes-file": "Přiložte cenový fond jako `file`, nebo ho odstraňte volbou "
    "`clear: True`, ne obojí.",
    "bot.error.no-prizes": "`{slug}` zatím nemá cenový fond. Pořadatel ho nastaví příkazem "
    "`/tournament prizes` (soubor JSON tiebreak-prizes/1, viz "
    "docs/prizes.md).",
    "bot.error.prizes-unreadable": {
        "one": "Cenový fond nelze použít ({count} problém):",
        "few": "Cenový fond nelze použít ({count} problémy):",
        "many": "Cenový fond nelze použít ({count} problému):",
        "other": "Cenový fond nelze použít ({count} problémů):",
    },
    "bot.cmd.prizes": "Ukáže, kdo dostane jakou cenu, s vysvětlením každé (dělená místa, "
    "kategorie).",
    "bot.cmd.tournament.prizes": "Nastaví cenový fond turnaje; kdokoli pak příkazem /prizes "
    "uvidí, kdo co dostane.",
    "bot.cmd.option.prizes-clear": "Místo toho odstranit cenový fond turnaje",
    "bot.cmd.option.prizes-file": "Cenový fond: soubor JSON tiebreak-prizes/1",
    # ---- /compare (bot helper botcompare) -----------------------------------------
    "bot.compare.column": "**{letter}** {column}",
    "bot.compare.column.in-force": "**{letter}** {column} (tohoto turnaje)",
    "bot.compare.by-rules": "Sady pravidel: {columns} · pomocná hodnocení {order}",
    "bot.compare.by-orders": "Pořadí pomocných hodnocení podle {rules}: {columns}",
    "bot.compare.legend": "`{mark}` mění místo (proč: níže) · `=` dělené místo · nahoře stupně "
    "vítězů a shody na bodech",
    "bot.compare.move": "**{name}** ({id}), místa {ranks}: {cause}",
    "bot.compare.warning": "⚠️ {columns} `{code}`: {text}",
    "bot.compare.more-warnings": "…a další varování: {count}",
    "bot.compare.footer": "Hráči: {count} · turnaj {slug}",
    "bot.error.compare-both": "Porovnejte několik sad pravidel při jednom pořadí pomocných "
    "hodnocení, nebo několik pořadí při jedné sadě pravidel: s "
    "`orders` uveďte v `rules` nejvýš jednu sadu pravidel.",
    "bot.error.compare-too-many": "Příliš mnoho na zobrazení vedle sebe ({count}): uveďte nejvýš "
    "{max} sad pravidel nebo pořadí.",
    "bot.cmd.compare": "Ukáže, kdo změní místo podle jiných pravidel nebo pořadí pomocných "
    "hodnocení, a proč.",
    "bot.cmd.option.compare-rules": "Sady pravidel oddělené čárkami (výchozí: tato proti "
    "ostatním edicím FIDE a US Chess)",
    "bot.cmd.option.compare-orders": "Pořadí pomocných hodnocení oddělená ';' (jedno pořadí: "
    "proti pořadí turnaje)",
    "bot.compare.more-moves": "…a další hráči, kteří mění místo: {count}. Jejich místa jsou v "
    "tabulce; `/why` vysvětlí pořadí libovolných dvou hráčů, "
    "`/compare` se dvěma sadami pravidel nebo pořadími dá kratší "
    "zdůvodnění.",
    "bot.compare.in-file": "Celá tabulka a všechna zdůvodnění: přiložený soubor `{file}`.",
    "bot.compare.warnings-in-file": "⚠️ Varování: {count}, vypsaná v souboru.",
    # ---- end of /compare -------------------------------------------------------------
}


# ---- the arbiter's leftovers: withdrawn players in /standings ----------------
MESSAGES.update(
    {
        "bot.standings.withdrawn-mark": "odst. {round}",
        "bot.standings.withdrawn-legend": "odst. N: odstoupení z turnaje po N. kole",
    }
)

# --- whatif --- (/whatif, bot/cogs/whatif.py)
MESSAGES.update(
    {
        "bot.cmd.whatif": "Ukáže, kde může hráč po tomto kole skončit při výhře, remíze nebo "
        "prohře.",
        "bot.cmd.option.whatif-pairings": "Los příštího kola, když žádná partie není nedohraná: "
        "bílý-černý, oddělené čárkou (12-7,3-5)",
        "bot.error.whatif-nothing-pending": "V tomto turnaji není žádná nedohraná partie, takže "
        "žádné kolo neprobíhá. Zadejte los kola {next} v `pairings` (startovní čísla bílý-černý, "
        "např. `12-7,3-5`), nebo po nalosování kola ve zdroji použijte `/sync`.",
        "bot.whatif.where": "volba pairings, dvojice {index}",
        "bot.whatif.footer": "Kolo {round} · turnaj {slug}",
    }
)


# --- live --- /tournament live, the write-back setting ---------------------
MESSAGES.update(
    {
        "bot.live.title-provisional": "{name}: prozatímní pořadí, probíhá {round}. kolo",
        "bot.live.following": "Živě: tato zpráva sleduje výsledky",
        "bot.live.round-complete": "{round}. kolo dohráno",
        "bot.live.more": "Všechny řádky a pomocná hodnocení: `/standings tournament:{slug}`",
        "bot.live.started-title": "Živé pořadí",
        "bot.live.started": "Pořadí turnaje **{name}** je živě v {channel}: jedna zpráva se "
        "upravuje, jak přicházejí výsledky, a každé dohrané kolo dostane krátkou novou zprávu.",
        "bot.live.follows-source": "Zdroj se znovu načítá každých {seconds} s.",
        "bot.live.follows-file": "Soubor se znovu nenačítá: připojte ho znovu (nebo `/sync`) a "
        "zpráva se aktualizuje.",
        "bot.live.write-back-on": "Zápis zpět: zapnuto (během živého sledování se zpět do tabulky "
        "zapisují i sloupce pomocných hodnocení)",
        "bot.live.write-back-off": "Zápis zpět: vypnuto (`/tournament settings write_back:on` "
        "zapisuje zpět do živě sledované tabulky)",
        "bot.live.stopped-title": "Živé pořadí zastaveno",
        "bot.live.stopped": "**{name}** už není živě v {channel}; poslední zpráva zůstává, jak "
        "byla.",
        "bot.live.need-channel": "Uveďte kanál pro pořadí (`channel:`), nebo ho zastavte pomocí "
        "`off:True`, ne obojí.",
        "bot.live.not-live": "Turnaj `{slug}` na tomto serveru není živě: spusťte ho pomocí "
        "`/tournament live channel:`.",
        "bot.live.cannot-post": "Do {channel} nemohu psát: dejte mi tam oprávnění Zobrazit kanál, "
        "Odesílat zprávy a Vkládat odkazy.",
        "bot.cmd.tournament.live": "Zveřejní pořadí v kanálu a průběžně tu zprávu aktualizuje "
        "podle výsledků.",
        "bot.cmd.option.live-channel": "Kanál, ve kterém se bude pořadí průběžně aktualizovat",
        "bot.cmd.option.live-off": "Místo toho zastaví živé pořadí",
        "bot.cmd.option.write-back": "Během živého sledování zapisuje sloupce pomocných hodnocení "
        "zpět do tabulky",
        "bot.cmd.choice.on": "zapnuto",
        "bot.cmd.choice.off": "vypnuto",
    }
)


# --- teams ---
MESSAGES.update(
    {
        "bot.team.cmd.team": "Družstvo soutěže družstev: název nebo číslo",
        "bot.team.cmd.team-a": "Jedno družstvo (soutěže družstev)",
        "bot.team.cmd.team-b": "Druhé družstvo (soutěže družstev)",
        "bot.team.error.player-command": (
            "**{name}** je soutěž družstev: její pořadí řadí družstva a hráči v ní nemají vlastní "
            "pomocná hodnocení. Ptejte se na družstva: `/standings`, `/tiebreak team:… code:…`, "
            "`/why team_a:… team_b:…`."
        ),
        "bot.team.error.not-team-event": (
            "**{name}** není soutěž družstev: zadejte hráče (`player`, `player_a`, `player_b`), "
            "ne družstva."
        ),
        "bot.team.error.no-team": "Žádné družstvo neodpovídá **{query}**.",
        "bot.team.error.no-team-close": (
            "Žádné družstvo neodpovídá **{query}**. Mysleli jste: {teams}?"
        ),
        "bot.team.error.ambiguous": (
            "**{query}** odpovídá více družstvům: {teams}. Napište větší část názvu nebo číslo "
            "družstva."
        ),
        "bot.team.error.player-or-team": (
            "Zadejte hráče (`player`), nebo družstvo (`team`): jedno z toho."
        ),
        "bot.team.error.two-teams": "Zadejte dvě družstva (`team_a` a `team_b`) a žádné hráče.",
        "bot.team.error.same-team": (
            "Obě volby jmenují **{name}** ({id}): vyberte dvě různá družstva."
        ),
        "bot.team.order-none": "žádná",
        "bot.team.standings.rules": (
            "Pravidla `{rules}` · řazeno podle {score} · pomocná hodnocení {order}"
        ),
        "bot.team.standings.footer": "Strana {page}/{pages} · družstev: {count} · turnaj `{slug}`",
        "bot.team.compare.footer": "Družstva: {count} · turnaj {slug}",
        "bot.team.rules.score": "Řazeno podle {score}, pak podle pomocných hodnocení",
        "bot.team.summary.counts": (
            "Soutěž družstev: družstev {count}, šachovnic {boards}, {counted} z {rounds} kol; "
            "pravidla `{rules}`, řazeno podle {score}, pomocná hodnocení {order}."
        ),
    }
)

# ---- /publish: the standings page as a file ------------------------------
MESSAGES.update(
    {
        "bot.cmd.publish": (
            "Přiloží stránku s pořadím, která se sama vysvětluje (jeden soubor HTML)."
        ),
        "bot.cmd.option.publish-language": "Jazyk stránky: jazyk serveru (výchozí) nebo váš",
        "bot.cmd.option.every-round": "Při živém pořadí stránku zveřejní i po dohrání každého kola",
        "bot.cmd.choice.server-language": "jazyk serveru",
        "bot.cmd.choice.my-language": "můj jazyk",
        "bot.publish.mb": "{size} MB",
        "bot.publish.kb": "{size} kB",
        "bot.publish.title": "{name}: stránka s pořadím",
        "bot.publish.round-title": "{name}: stránka s pořadím po {round}. kole",
        "bot.publish.whole": (
            "Celá stránka ({size}): pořadí, vysvětlená pomocná hodnocení, křížová tabulka, los, "
            "grafy a karty všech hráčů. Otevřete ji v prohlížeči nebo ji vytiskněte."
        ),
        "bot.publish.over": (
            "Celá stránka ({size}) přesahuje limit tohoto serveru pro soubor, {limit}."
        ),
        "bot.publish.tied": (
            "Přiložena: stránka jen s kartami hráčů, kteří dělí místo (pomocná hodnocení je "
            "nerozhodla) ({part})."
        ),
        "bot.publish.top": "Přiložena: stránka jen s kartami prvních {count} v pořadí ({part}).",
        "bot.publish.at-least": "nejméně {size}",
        "bot.publish.about": "asi {size}",
        "bot.publish.no-cards": "Přiložena: stránka bez karet hráčů ({part}).",
        "bot.publish.too-slow": (
            "Vytvoření stránky trvalo déle, než bot dovolí jedné úloze ({seconds} s): nic není "
            "přiloženo."
        ),
        "bot.publish.none": (
            "Celá stránka ({size}) přesahuje limit tohoto serveru pro soubor, {limit}, a stránka "
            "bez karet hráčů také: nic není přiloženo."
        ),
        "bot.publish.command": "Celou stránku vytvoří: `{command}`",
        "bot.publish.rounds-on": (
            "Stránka bude zveřejněna také v {channel} po dohrání každého kola."
        ),
        "bot.publish.rounds-off": "Stránka už nebude zveřejňována po dohrání kola.",
        "bot.publish.needs-live": (
            "Živé pořadí turnaje `{slug}` je vypnuté: nejprve ho spusťte příkazem `/tournament "
            "live`, pak může stránka následovat každé kolo."
        ),
    }
)
