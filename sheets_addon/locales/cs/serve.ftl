### Čeština (cs): the add-on's service (tiebreak-serve): its error replies.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# An error the add-on's service returns, shown in the add-on.
# Variables: $detail.
serve_bad-json = Požadavek není platný JSON: { $detail }.

# An error the add-on's service returns, shown in the add-on.
serve_too-deep = Požadavek je vnořený příliš hluboko, nelze jej přečíst.

# An error the add-on's service returns, shown in the add-on.
# Variables: $expected, $path (a file's path).
serve_bad-shape = Požadavek má chybný tvar v { $path }: očekáváno { $expected }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_unknown-field = Požadavek obsahuje pole, které tato služba nezná: { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_missing-field = V požadavku chybí pole { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
serve_too-large = Požadavek má { $size } MB, více než { $limit } MB, které tato služba přijímá (list s 10 000 řádky a 15 sloupci se vejde): zmenšete list, nebo požádejte správce služby o vyšší --max-body.

# An error the add-on's service returns, shown in the add-on.
serve_unsigned = Požadavek není podepsaný: vložte token této tabulky do Tiebreak ▸ Nastavení.

# An error the add-on's service returns, shown in the add-on.
serve_bad-signature = Podpis požadavku nesouhlasí: zkontrolujte token v Tiebreak ▸ Nastavení.

# An error the add-on's service returns, shown in the add-on.
# Variables: $skew, $window.
serve_stale = Čas požadavku se liší od hodin služby o { $skew } sekund (přijímá se nejvýše { $window }): zkuste to znovu; pokud se to opakuje, hodiny služby jdou špatně.

# An error the add-on's service returns, shown in the add-on.
serve_replayed = Tento požadavek už jednou přišel a znovu se neprovede.

# An error the add-on's service returns, shown in the add-on.
serve_unknown-token = Token v Tiebreak ▸ Nastavení tato služba nezná (odvolaný nebo překlepnutý): požádejte správce služby o nový.

# An error the add-on's service returns, shown in the add-on.
serve_wrong-sheet = Token v Tiebreak ▸ Nastavení patří jiné tabulce: požádejte o token této tabulky.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $seconds (a number of seconds).
serve_rate-limited = Příliš mnoho požadavků této tabulky za minutu (nejvýše { $limit }): zkuste to znovu za { $seconds } sekund.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_busy = Služba je vytížená: zkuste to znovu za { $seconds } sekund.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_timeout = Výpočet trval déle než { $seconds } sekund a byl vzdán: zkuste to znovu, nebo se obraťte na správce služby.

# An error the add-on's service returns, shown in the add-on.
serve_internal = Služba neočekávaně selhala; podrobnosti najde její správce v protokolu.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_not-found = Tato služba nemá { $path }.

# An error the add-on's service returns, shown in the add-on.
serve_same-entrant = Vyberte dva různé hráče.

# An error the add-on's service returns, shown in the add-on.
serve_expect_object = objekt

# An error the add-on's service returns, shown in the add-on.
serve_expect_array = seznam

# An error the add-on's service returns, shown in the add-on.
serve_expect_string = text

# An error the add-on's service returns, shown in the add-on.
serve_expect_integer = celé číslo

# An error the add-on's service returns, shown in the add-on.
serve_expect_number = číslo

# An error the add-on's service returns, shown in the add-on.
serve_expect_boolean = true nebo false

# An error the add-on's service returns, shown in the add-on.
# same-as-english
serve_expect_null = null

# An error the add-on's service returns, shown in the add-on.
# Variables: $left (the part before), $right (the part after).
serve_expect_or = { $left } nebo { $right }

# An error the add-on's service returns, shown in the add-on.
# Variables: $values.
serve_expect_one-of = jedna z hodnot { $values }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-length = délka nejméně { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-length = délka nejvýše { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_minimum = nejméně { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_maximum = nejvýše { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-items = počet položek nejméně { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-items = počet položek nejvýše { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-fields = počet polí nejvýše { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $name (a name (a player, team or tournament)).
serve_expect_schema = { $name }

## The command line's help (tiebreak-serve --help)

# The help of the command tiebreak-serve (tiebreak-serve --help): the word a usage error shows for the missing action of 'tiebreak-serve token' (new, list or revoke), as in 'the following arguments are required: action'.
serve_cli_metavar_action = akce

# The help of the command tiebreak-serve (tiebreak-serve --help): the command's description, above its options (the add-on is the Google Sheets add-on).
serve_cli_help_description = Služba HTTP za doplňkem tiebreak pro Google Sheets: spočítá pomocná hodnocení z buněk, které tabulka pošle, a odpoví buňkami k zápisu.

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
serve_cli_help_lang = jazyk této nápovědy a chyb použití: { $langs } (výchozí: $TIEBREAK_LANG, jinak en); odpovědi doplňku se řídí jazykem každého požadavku

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --host (a network address).
# Variables: $host (an address).
serve_cli_help_host = adresa, na které služba naslouchá (výchozí: { $host })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --port (a network port).
# Variables: $port (a number).
serve_cli_help_port = port, na kterém služba naslouchá (výchozí: { $port })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --workers (operating-system processes).
# Variables: $count (a number).
serve_cli_help_workers = počet procesů sdílejících port (výchozí: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --metrics-port (/metrics is an address path, PORT+n stays as it is).
serve_cli_help_metrics-port = zpřístupní /metrics každého procesu také na 127.0.0.1:PORT+n (proces n)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-body (MB: megabytes).
# Variables: $mb (a number of megabytes).
serve_cli_help_max-body = největší tělo požadavku v MB (výchozí: { $mb })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --timeout.
# Variables: $seconds (a number of seconds).
serve_cli_help_timeout = kolik sekund smí trvat jeden požadavek (výchozí: { $seconds })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-in-flight.
# Variables: $count (a number).
serve_cli_help_max-in-flight = počet požadavků vyřizovaných najednou v jednom procesu (výchozí: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --per-minute (a token of a spreadsheet).
# Variables: $count (a number).
serve_cli_help_per-minute = počet požadavků na jeden token za minutu (výchozí: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommands (token); without one, the service runs.
serve_cli_help_command = příkaz (bez něj se spustí služba); každý má vlastní --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommand token (the tokens that let a spreadsheet use the service).
serve_cli_help_token = vytvoří, vypíše nebo zneplatní tokeny tabulek

# The help of the command tiebreak-serve (tiebreak-serve --help): the actions of 'tiebreak-serve token': new, list, revoke.
serve_cli_help_action = co s tokeny udělat; každá akce má vlastní --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token new'.
serve_cli_help_new = vytvoří token pro jednu tabulku (vypíše se na posledním řádku)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --label of 'token new' ('token list' is a command, kept as it is).
serve_cli_help_label = poznámka pro token list (kdo, která akce)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token list' (a secret: the token's text itself).
serve_cli_help_list = vypíše tokeny (identifikátory a tabulky, nikdy tajné hodnoty)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token revoke'.
serve_cli_help_revoke = zneplatní token podle jeho identifikátoru

# The help of the command tiebreak-serve (tiebreak-serve --help): the argument of 'token revoke'.
serve_cli_help_id = identifikátor tokenu, jak ho ukazuje token list
