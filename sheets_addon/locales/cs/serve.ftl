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
