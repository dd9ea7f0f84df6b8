### Čeština (cs): the lichess rule set's explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The rule set (rules.md 4.10)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_how_imported = výchozí pro turnaje převzaté z lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_tb_LPR = výkon podle lichess (LPR)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# same-as-english
lichess_cite_lichess = lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_cite_lichess-virtual = virtuální soupeř lichess (FIDE C.02)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit = { $outcome }, lichess počítá jako partii: { $game }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit_plain = lichess počítá váš výsledek v tomto kole, { $outcome }, jako partii proti nalosovanému soupeři s jeho konečným počtem bodů.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $before, $count (a number choosing the plural form), $draw, $loss, $outcome (an outcome
# such as win or forfeit win (another message)), $value (a tie-break value (a number)).
lichess_entry_virtual =
    { $count ->
        [one] { $outcome }: lichess počítá virtuálního soupeře, který začíná kolo s vaším počtem bodů { $before }, prohraje s vámi ({ $loss }) a remizuje { $count } zbývající kolo ({ $draw } × { $count }) = { $value }
        [few] { $outcome }: lichess počítá virtuálního soupeře, který začíná kolo s vaším počtem bodů { $before }, prohraje s vámi ({ $loss }) a remizuje { $count } zbývající kola ({ $draw } × { $count }) = { $value }
        [many] { $outcome }: lichess počítá virtuálního soupeře, který začíná kolo s vaším počtem bodů { $before }, prohraje s vámi ({ $loss }) a remizuje { $count } zbývajícího kola ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: lichess počítá virtuálního soupeře, který začíná kolo s vaším počtem bodů { $before }, prohraje s vámi ({ $loss }) a remizuje { $count } zbývajících kol ({ $draw } × { $count }) = { $value }
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $value (a
# tie-break value (a number)).
lichess_entry_virtual_plain = lichess počítá váš výsledek v tomto kole, { $outcome }, jako výhru nad pomyslným soupeřem, který měl před tímto kolem váš počet bodů ({ $before }) a v každém dalším kole remizoval: { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
lichess_entry_late = { $outcome } (lichess: pozdní přihlášení, { $points } za 1. kolo): podle lichess nic nepřidává

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $points (a number of points).
lichess_entry_late_plain = Přihlásili jste se až po začátku 1. kola: lichess vám za toto kolo dává { $points }, do pomocného hodnocení to ale nic nepřidává.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing = { $outcome }: bez soupeře, podle lichess nic nepřidává

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing_plain = Váš výsledek v tomto kole, { $outcome }, nic nepřidává do pomocného hodnocení lichess.

## LPR, lichess's performance

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_win = { $outcome }, soupeř { $opponent }: rating { $rating } + { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $value (a tie-break value (a number)).
lichess_lpr_draw = { $outcome }, soupeř { $opponent }: rating { $rating } + 0 = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_loss = { $outcome }, soupeř { $opponent }: rating { $rating } − { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_lpr_unpaired = { $outcome }: nejde o nalosovanou partii, nepočítá se

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
lichess_lpr_unrated = { $outcome }, soupeř { $opponent }: bez ratingu, nepočítá se

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_lpr_none = žádná nalosovaná partie: bez hodnoty (lichess takového hráče řadí podle jeho vlastního ratingu)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $count (a number choosing the plural form), $exact, $total, $value (a tie-break value
# (a number)).
lichess_lpr_summary = LPR = { $total } / { $count } = { $exact }, useknuto na { $value }

## What lichess shows, beside another rule set

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_shows = lichess ukazuje hráči { $player } { $code } { $value }: tady je ten výpočet.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_would-show = lichess by hráči { $player } ukázal { $code } { $value }: tady je ten výpočet.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $how, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-be =
    { $count ->
        [one] Podle { $rules } ({ $how }) by { $code } bylo { $value }, protože { $count } kolo se počítá jinak:
        [few] Podle { $rules } ({ $how }) by { $code } bylo { $value }, protože { $count } kola se počítají jinak:
        [many] Podle { $rules } ({ $how }) by { $code } bylo { $value }, protože { $count } kola se počítá jinak:
       *[other] Podle { $rules } ({ $how }) by { $code } bylo { $value }, protože { $count } kol se počítá jinak:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $how, $rules (a rule set's name
# such as fide-2026 (kept as it is)), $value (a tie-break value (a number)).
lichess_compare_same = Podle { $rules } ({ $how }) je { $code } také { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_instead =
    { $count ->
        [one] lichess ukazuje { $code } { $lichess } místo { $value } podle { $rules }, protože { $count } kolo se počítá jinak:
        [few] lichess ukazuje { $code } { $lichess } místo { $value } podle { $rules }, protože { $count } kola se počítají jinak:
        [many] lichess ukazuje { $code } { $lichess } místo { $value } podle { $rules }, protože { $count } kola se počítá jinak:
       *[other] lichess ukazuje { $code } { $lichess } místo { $value } podle { $rules }, protože { $count } kol se počítá jinak:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-instead =
    { $count ->
        [one] lichess by ukázal { $code } { $lichess } místo { $value } podle { $rules }, protože { $count } kolo se počítá jinak:
        [few] lichess by ukázal { $code } { $lichess } místo { $value } podle { $rules }, protože { $count } kola se počítají jinak:
        [many] lichess by ukázal { $code } { $lichess } místo { $value } podle { $rules }, protože { $count } kola se počítá jinak:
       *[other] lichess by ukázal { $code } { $lichess } místo { $value } podle { $rules }, protože { $count } kol se počítá jinak:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $lichess.
lichess_compare_instead-same = lichess dává stejné { $code }, { $lichess }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $lichess, $lichess_note, $other, $other_note, $round (a round number of the
# tournament), $rules (a rule set's name such as fide-2026 (kept as it is)).
lichess_compare_round = kolo { $round } ({ $kind }): lichess { $lichess } — { $lichess_note }; { $rules } { $other } — { $other_note }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $opponent (an opponent's name).
lichess_compare_against = { $kind }, soupeř { $opponent }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# $count (not shown) chooses the plural form.
# Variables: $rounds (round numbers), $value (a tie-break value (a number)).
lichess_compare_older =
    { $count ->
        [one] Tento turnaj začal dříve, než lichess začal za volný los počítat virtuálního soupeře (podzim 2023): pokud ho lichess od té doby nepřepočítal, ukazuje { $value }, bez volného losu v kole { $rounds }.
        [few] Tento turnaj začal dříve, než lichess začal za volný los počítat virtuálního soupeře (podzim 2023): pokud ho lichess od té doby nepřepočítal, ukazuje { $value }, bez volných losů v kolech { $rounds }.
        [many] Tento turnaj začal dříve, než lichess začal za volný los počítat virtuálního soupeře (podzim 2023): pokud ho lichess od té doby nepřepočítal, ukazuje { $value }, bez volných losů v kolech { $rounds }.
       *[other] Tento turnaj začal dříve, než lichess začal za volný los počítat virtuálního soupeře (podzim 2023): pokud ho lichess od té doby nepřepočítal, ukazuje { $value }, bez volných losů v kolech { $rounds }.
    }
