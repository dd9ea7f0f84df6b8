### Română (ro): the add-on's service (tiebreak-serve): its error replies.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# An error the add-on's service returns, shown in the add-on.
# Variables: $detail.
serve_bad-json = Cererea nu este JSON valid: { $detail }.

# An error the add-on's service returns, shown in the add-on.
serve_too-deep = Cererea este imbricată prea adânc pentru a fi citită.

# An error the add-on's service returns, shown in the add-on.
# Variables: $expected, $path (a file's path).
serve_bad-shape = Cererea are o formă greșită la { $path }: se aștepta { $expected }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_unknown-field = Cererea are un câmp pe care acest serviciu nu îl cunoaște: { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_missing-field = Cererii îi lipsește câmpul { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
serve_too-large = Cererea are { $size } MB, mai mult decât cei { $limit } MB acceptați de acest serviciu (o foaie de 10.000 de rânduri și 15 coloane încape): micșorați foaia sau cereți celui care administrează serviciul să mărească --max-body.

# An error the add-on's service returns, shown in the add-on.
serve_unsigned = Cererea nu este semnată: lipiți tokenul acestui document în Tiebreak ▸ Setări.

# An error the add-on's service returns, shown in the add-on.
serve_bad-signature = Semnătura cererii nu se potrivește: verificați tokenul din Tiebreak ▸ Setări.

# An error the add-on's service returns, shown in the add-on.
# Variables: $skew, $window.
serve_stale = Ora cererii diferă cu { $skew } secunde de ceasul serviciului (se acceptă cel mult { $window }): încercați din nou; dacă se repetă, ceasul serviciului este greșit.

# An error the add-on's service returns, shown in the add-on.
serve_replayed = Această cerere a mai fost primită o dată și nu se execută din nou.

# An error the add-on's service returns, shown in the add-on.
serve_unknown-token = Tokenul din Tiebreak ▸ Setări nu este cunoscut de acest serviciu (revocat sau greșit): cereți unul nou celui care administrează serviciul.

# An error the add-on's service returns, shown in the add-on.
serve_wrong-sheet = Tokenul din Tiebreak ▸ Setări aparține altui document: cereți tokenul acestui document.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $seconds (a number of seconds).
serve_rate-limited = Prea multe cereri pentru acest document într-un minut (cel mult { $limit }): încercați din nou peste { $seconds } secunde.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_busy = Serviciul este ocupat: încercați din nou peste { $seconds } secunde.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_timeout = Calculul a durat mai mult de { $seconds } secunde și a fost abandonat: încercați din nou sau adresați-vă celui care administrează serviciul.

# An error the add-on's service returns, shown in the add-on.
serve_internal = Serviciul a eșuat neașteptat; cel care îl administrează găsește detaliile în jurnal.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_not-found = Acest serviciu nu are { $path }.

# An error the add-on's service returns, shown in the add-on.
serve_same-entrant = Alegeți doi jucători diferiți.

# An error the add-on's service returns, shown in the add-on.
serve_expect_object = un obiect

# An error the add-on's service returns, shown in the add-on.
serve_expect_array = o listă

# An error the add-on's service returns, shown in the add-on.
serve_expect_string = un text

# An error the add-on's service returns, shown in the add-on.
serve_expect_integer = un număr întreg

# An error the add-on's service returns, shown in the add-on.
serve_expect_number = un număr

# An error the add-on's service returns, shown in the add-on.
serve_expect_boolean = true sau false

# An error the add-on's service returns, shown in the add-on.
# same-as-english
serve_expect_null = null

# An error the add-on's service returns, shown in the add-on.
# Variables: $left (the part before), $right (the part after).
serve_expect_or = { $left } sau { $right }

# An error the add-on's service returns, shown in the add-on.
# Variables: $values.
serve_expect_one-of = una dintre valorile { $values }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-length = o lungime de cel puțin { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-length = o lungime de cel mult { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_minimum = cel puțin { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_maximum = cel mult { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-items = cel puțin { $n } elemente

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-items = cel mult { $n } elemente

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-fields = cel mult { $n } câmpuri

# An error the add-on's service returns, shown in the add-on.
# Variables: $name (a name (a player, team or tournament)).
serve_expect_schema = un { $name }
