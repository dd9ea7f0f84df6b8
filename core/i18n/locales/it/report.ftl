### Italiano (it): the published standings page (tiebreak report, HTML).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The published standings page (HTML).
report_help_command = la pagina della classifica che si spiega da sé, in un solo file HTML

# The published standings page (HTML).
report_help_players = di chi la pagina contiene le schede: all (predefinito), tied (chi è a pari punti con un vicino: le parità spiegate), none (solo la classifica) o numeri di partenza come 3,7,12

# The published standings page (HTML).
report_help_site = la pagina come un piccolo sito in DIR: un indice, il tabellone, gli abbinamenti e i grafici e una pagina per giocatore

# The published standings page (HTML).
report_error_site-and-output = --site scrive una cartella di pagine: ometti -o

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_site = impossibile scrivere il sito in { $path }: { $reason }

# The published standings page (HTML).
report_error_needs-jinja2 = la pagina richiede Jinja2: pip install 'tiebreak[report]'

# The published standings page (HTML).
# Variables: $given.
report_error_players = --players accetta all, tied, none o numeri di partenza come 3,7,12, non { $given }

# The published standings page (HTML).
# Variables: $numbers.
report_error_unknown-players = --players: nessun partecipante ha il numero { $numbers }

# The published standings page (HTML).
# Variables: $size (a size (a number)).
report_note_large = nota: la pagina è di { $size } MB; --players none o --players N,M,... la rimpiccioliscono

# The published standings page (HTML).
# Variables: $folder, $path (a file's path).
report_error_no-folder = impossibile scrivere { $path }: la cartella { $folder } non esiste

# The published standings page (HTML).
# Variables: $example, $path (a file's path).
report_error_is-folder = impossibile scrivere { $path }: è una cartella; indicare un nome di file, per esempio { $example }

# The published standings page (HTML).
# Variables: $path (a file's path), $size (a size (a number)).
report_error_disk-full = impossibile scrivere { $path }: il disco è pieno (la pagina è di { $size } MB)

# The published standings page (HTML).
# Variables: $path (a file's path).
report_error_no-permission = impossibile scrivere { $path }: manca il permesso di scrivere lì

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_write = impossibile scrivere { $path }: { $reason }

# The published standings page (HTML).
# Variables: $cards, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large = la pagina sarebbe di circa { $size } MB ({ $players } partecipanti, { $rounds } turni, { $cards } schede), più dei { $limit } MB che una pagina può avere; --players none o --players N,M,... le danno meno schede

# The published standings page (HTML).
# Variables: $chars, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large-bare = la pagina sarebbe di circa { $size } MB anche senza schede ({ $players } partecipanti, { $rounds } turni, nomi di { $chars } caratteri in media), più dei { $limit } MB che una pagina può avere

# The published standings page (HTML).
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
report_rules = { $rules } ({ $how })

# The published standings page (HTML).
# Variables: $how, $primary, $rules (a rule set's name such as fide-2026 (kept as it is)).
report_rules-team = { $rules } ({ $how }); squadre classificate per { $primary }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds = Dopo il turno { $round } di { $rounds }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds-before = Prima del turno { $round } di { $rounds }

# The published standings page (HTML).
# Variables: $after, $round (a round number of the tournament), $rounds (round numbers).
report_rounds-live = Dopo il turno { $after } di { $rounds }, con le partite concluse del turno { $round }: provvisoria

# The published standings page (HTML).
# Variables: $version.
report_generator = Creato da tiebreak { $version }

# A "round" of the tournament, not rounding a number.
# Variables: $round (a round number of the tournament).
report_round = Turno { $round }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament).
report_round-pending = Turno { $round } (in corso)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form), $first, $last, $score (a score (points)),
# $shown.
report_group = { $score }: posti { $first }–{ $last } ({ $shown } di { $count } mostrati)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_chart_top = Posto dopo ogni turno: posti 1–{ $count }

# The white pieces (the player who moves first), not the colour in general.
report_white = Bianco

# The black pieces (the player who moves second), not the colour in general.
report_black = Nero

# One letter for White (the player had the white pieces).
report_colour_w = b

# One letter for Black (the player had the black pieces).
report_colour_b = n

## The legend: one sentence per tie-break (either scope)

# What a tie-break means, explained on the published page.
report_about_BH = La somma dei punti degli avversari.

# What a tie-break means, explained on the published page.
report_about_FB = Il Buchholz con ogni partita dell'ultimo turno contata come patta.

# What a tie-break means, explained on the published page.
report_about_AOB = La media dei Buchholz degli avversari.

# What a tie-break means, explained on the published page.
report_about_SB = I punti degli avversari: per intero per ogni vittoria, a metà per ogni patta.

# What a tie-break means, explained on the published page.
report_about_KS = I punti ottenuti contro gli avversari che hanno chiuso con almeno metà dei punti possibili.

# What a tie-break means, explained on the published page.
report_about_PS = La somma dei punteggi progressivi dopo ogni turno.

# What a tie-break means, explained on the published page.
report_about_DE = I risultati delle partite tra chi è ancora a pari punti.

# What a tie-break means, explained on the published page.
report_about_WIN = Il numero di turni vinti, vittorie a forfait e bye da un punto compresi.

# What a tie-break means, explained on the published page.
report_about_WON = Il numero di partite vinte sulla scacchiera.

# What a tie-break means, explained on the published page.
report_about_BPG = Il numero di partite giocate con il Nero.

# What a tie-break means, explained on the published page.
report_about_BWG = Il numero di partite vinte con il Nero.

# What a tie-break means, explained on the published page.
report_about_REP = Il numero di turni che il giocatore ha scelto di giocare.

# What a tie-break means, explained on the published page.
report_about_STD = Il punteggio contato 1 per la vittoria, ½ per la patta e 0 per la sconfitta, qualunque cosa assegni il torneo.

# What a tie-break means, explained on the published page.
report_about_TPN = Il numero di partenza: il più basso viene prima.

# What a tie-break means, explained on the published page.
report_about_ARO = La media Elo degli avversari.

# What a tie-break means, explained on the published page.
report_about_TPR = La performance rating del torneo.

# What a tie-break means, explained on the published page.
report_about_PTP = Il rating più basso con cui il punteggio sarebbe quello atteso.

# What a tie-break means, explained on the published page.
report_about_APRO = La media delle performance rating degli avversari.

# What a tie-break means, explained on the published page.
report_about_APPO = La media delle performance perfette degli avversari.

# What a tie-break means, explained on the published page.
report_about_RTNG = Il proprio rating.

# What a tie-break means, explained on the published page.
report_about_MM = Il Buchholz senza il punteggio più alto e più basso degli avversari; con un punteggio positivo si toglie solo il più basso, con uno negativo solo il più alto.

# What a tie-break means, explained on the published page.
report_about_SOLKOFF = La somma dei punti degli avversari, come la conta US Chess.

# What a tie-break means, explained on the published page.
report_about_CUM = La somma dei punteggi progressivi dopo ogni turno, come la conta US Chess.

# What a tie-break means, explained on the published page.
report_about_COO = La somma dei punteggi progressivi degli avversari.

# What a tie-break means, explained on the published page.
report_about_KASHDAN = 4 per la vittoria, 2 per la patta, 1 per la sconfitta e 0 per un turno non giocato.

# What a tie-break means, explained on the published page.
report_about_SBH = La somma dei Buchholz degli avversari.

# What a tie-break means, explained on the published page.
report_about_RBH = Il proprio punteggio per il Buchholz (il metodo originale di Buchholz).

# What a tie-break means, explained on the published page.
report_about_RANKRES = I risultati contro gli altri ancora a pari punti, presi nell'ordine della loro classifica.

# What a tie-break means, explained on the published page.
report_about_MANUAL = La decisione dell'arbitro, come registrata.

# What a tie-break means, explained on the published page.
report_about_LOTS = Un sorteggio, con il seme registrato.

# What a tie-break means, explained on the published page.
report_about_MPVGP = Il punteggio secondario: i punti partita quando le squadre sono classificate per punti squadra, e viceversa.

# What a tie-break means, explained on the published page.
report_about_EMMSB = Sonneborn-Berger esteso: il punteggio di ogni squadra avversaria per il proprio punteggio in quell'incontro.

# What a tie-break means, explained on the published page.
report_about_EMGSB = Sonneborn-Berger esteso: il punteggio di ogni squadra avversaria per il proprio punteggio in quell'incontro.

# What a tie-break means, explained on the published page.
report_about_EGMSB = Sonneborn-Berger esteso: il punteggio di ogni squadra avversaria per il proprio punteggio in quell'incontro.

# What a tie-break means, explained on the published page.
report_about_EGGSB = Sonneborn-Berger esteso: il punteggio di ogni squadra avversaria per il proprio punteggio in quell'incontro.

# What a tie-break means, explained on the published page.
report_about_SSSC = Il punteggio secondario più il Buchholz sul punteggio principale diviso per un fattore.

# What a tie-break means, explained on the published page.
report_about_BC = La somma sulle scacchiere del numero di scacchiera per i punti partita ottenuti lì: il più basso viene prima.

# What a tie-break means, explained on the published page.
report_about_TBR = I punti partita in prima scacchiera, poi in seconda e così via.

# What a tie-break means, explained on the published page.
report_about_BBE = I punti partita senza l'ultima scacchiera, poi senza le ultime due e così via.

# What a tie-break means, explained on the published page.
report_about_EDE = Lo scontro diretto sul punteggio principale, poi su quello secondario, tra le squadre ancora a pari punti.

# What a tie-break means, explained on the published page.
report_about_EDET = Lo scontro diretto esteso, poi, per due squadre ancora a pari punti, le scacchiere dei loro incontri.

# What a tie-break means, explained on the published page.
report_about_EDEB = Lo scontro diretto esteso, poi, per due squadre ancora a pari punti, le scacchiere dei loro incontri.

# What a tie-break means, explained on the published page.
report_about_EDEBT = Lo scontro diretto esteso, poi, per due squadre ancora a pari punti, le scacchiere dei loro incontri.

# What a tie-break means, explained on the published page.
report_about_EDEBB = Lo scontro diretto esteso, poi, per due squadre ancora a pari punti, le scacchiere dei loro incontri.

# What a tie-break means, explained on the published page.
report_about_LPR = La performance rating di lichess su tutti gli abbinamenti.

## The legend: what a modifier of the code removes or changes (C.07 14)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut =
    { $count ->
        [one] Cut { $count }: il più basso dei valori sommati è scartato.
        [many] Cut { $count }: i { $count } più bassi dei valori sommati sono scartati.
       *[other] Cut { $count }: i { $count } più bassi dei valori sommati sono scartati.
    }

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut-average = Cut { $count }: l'avversario con l'Elo più basso è escluso dalla media.

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_median =
    { $count ->
        [one] Mediano { $count }: il più alto e il più basso dei valori sommati sono scartati.
        [many] Mediano { $count }: i { $count } più alti e i { $count } più bassi dei valori sommati sono scartati.
       *[other] Mediano { $count }: i { $count } più alti e i { $count } più bassi dei valori sommati sono scartati.
    }

# The published standings page (HTML).
# Variables: $limit (a limit (a number)).
report_modifier_limit = Limite { $limit }: la soglia è spostata di { $limit } passi pari ai punti di una patta.

# The published standings page (HTML).
# Variables: $factor.
report_modifier_factor = K{ $factor }: il Buchholz è diviso per { $factor } invece che per il fattore dato dalla dimensione del torneo.

# The published standings page (HTML).
report_modifier_on_mp = Calcolato sui punti squadra.

# The published standings page (HTML).
report_modifier_on_gp = Calcolato sui punti partita.

# A label on the published standings page.
report_label_no-ties-chosen = Nessuno dei presenti in questa pagina è a pari punti con un vicino.

# A label on the published standings page.
report_label_chart-key = Le linee, numerate alla loro estremità destra

# A label on the published standings page.
report_label_index = Classifica e spiegazioni

# A label on the published standings page.
report_label_card-of = Scheda

## The legend: how unplayed rounds count under each rule set (rules.md 4)

# The published standings page (HTML).
report_unplayed_fide-2026 = un proprio turno non giocato conta come una partita contro un avversario fittizio con il proprio punteggio, limitato ai punti dell'avversario previsto o alla patta in ogni turno; gli avversari contano come patta un bye da mezzo punto finale, un'assenza o i turni dopo un ritiro; i tagli tolgono prima i turni non giocati per scelta.

# The published standings page (HTML).
report_unplayed_fide-2024 = un proprio turno non giocato conta come una partita contro un avversario fittizio con il proprio punteggio; gli avversari contano come patta un bye da mezzo punto finale, un'assenza o i turni dopo un ritiro; i tagli tolgono prima i turni non giocati per scelta.

# The published standings page (HTML).
report_unplayed_fide-2009 = un proprio turno non giocato conta come una partita contro un avversario virtuale che lo inizia con il proprio punteggio, ottiene il risultato opposto e patta ogni turno successivo; gli avversari contano ogni turno non giocato come patta.

# The published standings page (HTML).
report_unplayed_uscf = un proprio turno non giocato aggiunge 0; gli avversari contano ogni turno non giocato come patta.

# The published standings page (HTML).
report_unplayed_cas = un turno senza un vero avversario aggiunge metà dei punti possibili; gli avversari contano quel turno come patta.

# The published standings page (HTML).
report_unplayed_naive = un turno senza avversario non aggiunge nulla; un forfait conta i punti registrati dell'avversario previsto.

# The published standings page (HTML).
report_unplayed_played-only = contano solo le partite giocate sulla scacchiera.

# The published standings page (HTML).
report_unplayed_lichess = come li conta lichess: un bye contro un avversario virtuale, un forfait contro l'avversario previsto.

# The published standings page (HTML).
report_unplayed_own = i punti che il turno ha dato, come registrati: il regolamento non li cambia.

# The published standings page (HTML).
report_unplayed_group = contano solo le partite tra chi è ancora a pari punti.

# A label on the published standings page.
report_label_standings = Classifica

# A label on the published standings page.
report_label_legend = Spareggi spiegati

# A label on the published standings page.
report_label_ties = Parità spiegate

# A label on the published standings page.
report_label_no-ties = Nessuna coppia di vicini è a pari punti.

# A label on the published standings page.
report_label_crosstable = Tabellone

# A label on the published standings page.
report_label_crosstable-key = 12b1: contro il partecipante al posto 12 di questa tabella, con il Bianco, vinta (½ patta, 0 persa); + e − vittoria o sconfitta a forfait; –1, –½, –0 un turno senza avversario e i punti che ha dato.

# A label on the published standings page.
report_label_team-crosstable-key = 3: 2½: contro la squadra al posto 3 di questa tabella, con 2½ punti partita; –2 un turno senza avversario e i suoi punti partita.

# A label on the published standings page.
report_label_pairings = Abbinamenti e risultati

# A label on the published standings page.
report_label_charts = Grafici

# A label on the published standings page.
report_label_cards = Schede dei giocatori

# A label on the published standings page.
report_label_team-cards = Schede delle squadre

# A label on the published standings page.
report_label_contents = Indice

# A label on the published standings page.
report_label_rank = Posto

# A column header: the starting number (pairing number), not the word no.
report_label_no = N.

# A column header: the player's chess title (GM, IM, FM), not the title of a page.
report_label_title = Titolo

# A label on the published standings page.
report_label_name = Nome

# A label on the published standings page.
report_label_team = Squadra

# A label on the published standings page.
report_label_rating = Elo

# A label on the published standings page.
report_label_federation = Federazione

# A label on the published standings page.
report_label_club = Circolo

# A label on the published standings page.
report_label_note = Nota

# A column header: the "round" of the tournament.
report_label_round = Turno

# A column header: the board number of a team match (a chessboard), not a committee.
report_label_board = Scacchiera

# A column header: the player with the white pieces.
report_label_white = Bianco

# A column header: the player with the black pieces.
report_label_black = Nero

# A label on the published standings page.
report_label_home = Squadra

# A label on the published standings page.
report_label_away = Avversaria

# A label on the published standings page.
report_label_result = Risultato

# A label on the published standings page.
report_label_opponent = Avversario

# A label on the published standings page.
report_label_colour = Colore

# A column header: the player's running score after each round.
report_label_running = Punti

# A label on the published standings page.
report_label_rank-after = Posto dopo il turno

# A column header: what the round was for the player (a game, a bye) - "Round" in English.
report_label_kind = Turno

# A column header: what an opponent or round contributes before the rule counts it.
report_label_raw = Contributo

# A label on the published standings page.
report_label_value = Contato

# Said of a value dropped by a modifier such as Cut-1.
report_label_cut = tagliato

# A label on the published standings page.
report_label_detail = Dettaglio

# A label on the published standings page.
report_label_rule = Regola

# A label on the published standings page.
report_label_warnings = Avvertenze

# A label on the published standings page.
report_label_rules = Regolamento

# A label on the published standings page.
report_label_order = Ordine degli spareggi

# A label on the published standings page.
report_label_unplayed = Turni non giocati

# A label on the published standings page.
report_label_article = Articolo

# A label on the published standings page.
report_label_as-table = Gli stessi numeri in tabella

# A label on the published standings page.
report_label_bars-key = Un segmento per turno, largo quanto aggiunge; tratteggiato: tagliato; solo contorno: un turno non giocato (avversario fittizio o virtuale).

# A label on the published standings page.
report_label_ranks-key = I posti dopo i turni precedenti sono condivisi da chi ha lo stesso punteggio; dopo l'ultimo turno, il posto in classifica.

# A label on the published standings page.
report_label_to-standings = Torna alla classifica
