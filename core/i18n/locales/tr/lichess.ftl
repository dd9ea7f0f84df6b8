### Türkçe (tr): the lichess rule set's explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The rule set (rules.md 4.10)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_how_imported = lichess'ten alınan turnuvalar için varsayılan

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_tb_LPR = lichess performansı (LPR)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# same-as-english
lichess_cite_lichess = lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_cite_lichess-virtual = lichess sanal rakip (virtual opponent, FIDE C.02)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit = { $outcome }, lichess oyun olarak sayar: { $game }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit_plain = lichess bu turdaki { $outcome } sonucunuzu, eşlendiğiniz rakibe karşı, o rakibin son puanıyla oynanmış bir oyun olarak sayar.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $before, $count (a number choosing the plural form), $draw, $loss, $outcome (an outcome
# such as win or forfeit win (another message)), $value (a tie-break value (a number)).
lichess_entry_virtual =
    { $count ->
        [one] { $outcome }: lichess, tura sizin puanınızla ({ $before }) başlayan, size kaybeden ({ $loss }) ve sonraki { $count } turu berabere bitiren bir sanal rakip (virtual opponent) sayar ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: lichess, tura sizin puanınızla ({ $before }) başlayan, size kaybeden ({ $loss }) ve sonraki { $count } turu berabere bitiren bir sanal rakip (virtual opponent) sayar ({ $draw } × { $count }) = { $value }
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $value (a
# tie-break value (a number)).
lichess_entry_virtual_plain = lichess bu turdaki { $outcome } sonucunuzu, bu turdan önce sizin puanınıza ({ $before }) sahip olan ve sonraki her turu berabere bitiren hayali bir rakibe karşı galibiyet olarak sayar: { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
lichess_entry_late = { $outcome } (lichess: geç katılım, 1. tur için { $points }): lichess'e göre hiçbir şey eklemez

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $points (a number of points).
lichess_entry_late_plain = 1. tur başladıktan sonra katıldınız: lichess bu tur için size { $points } verir, ancak bu, eşitlik bozma ölçütüne hiçbir şey eklemez.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing = { $outcome }: rakip yok, lichess'e göre hiçbir şey eklemez

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing_plain = Bu turdaki { $outcome } sonucunuz, lichess'in eşitlik bozma ölçütüne hiçbir şey eklemez.

## LPR, lichess's performance

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_win = { $outcome }, rakip { $opponent }: rating { $rating } + { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $value (a tie-break value (a number)).
lichess_lpr_draw = { $outcome }, rakip { $opponent }: rating { $rating } + 0 = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_loss = { $outcome }, rakip { $opponent }: rating { $rating } − { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_lpr_unpaired = { $outcome }: eşlendirme değil, atlandı

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
lichess_lpr_unrated = { $outcome }, rakip { $opponent }: rating yok, atlandı

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_lpr_none = eşlendirme yok: değer yok (lichess böyle bir oyuncuyu kendi ratingine göre sıralar)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $count (a number choosing the plural form), $exact, $total, $value (a tie-break value
# (a number)).
lichess_lpr_summary = LPR = { $total } / { $count } = { $exact }, tam kısmı alınınca { $value }

## What lichess shows, beside another rule set

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_shows = lichess, { $player } için { $code } { $value } gösteriyor: işte bu hesap.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_would-show = lichess, { $player } için { $code } { $value } gösterirdi: işte bu hesap.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $how, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-be =
    { $count ->
        [one] { $rules } kurallarına göre ({ $how }) { $code } { $value } olurdu, çünkü { $count } tur farklı sayılıyor:
       *[other] { $rules } kurallarına göre ({ $how }) { $code } { $value } olurdu, çünkü { $count } tur farklı sayılıyor:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $how, $rules (a rule set's name
# such as fide-2026 (kept as it is)), $value (a tie-break value (a number)).
lichess_compare_same = { $rules } kurallarına göre ({ $how }) { $code } yine { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_instead =
    { $count ->
        [one] lichess, { $rules } kurallarına göre olan { $value } yerine { $code } { $lichess } gösteriyor, çünkü { $count } tur farklı sayılıyor:
       *[other] lichess, { $rules } kurallarına göre olan { $value } yerine { $code } { $lichess } gösteriyor, çünkü { $count } tur farklı sayılıyor:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-instead =
    { $count ->
        [one] lichess, { $rules } kurallarına göre olan { $value } yerine { $code } { $lichess } gösterirdi, çünkü { $count } tur farklı sayılıyor:
       *[other] lichess, { $rules } kurallarına göre olan { $value } yerine { $code } { $lichess } gösterirdi, çünkü { $count } tur farklı sayılıyor:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $lichess.
lichess_compare_instead-same = lichess aynı { $code } değerini veriyor: { $lichess }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $lichess, $lichess_note, $other, $other_note, $round (a round number of the
# tournament), $rules (a rule set's name such as fide-2026 (kept as it is)).
lichess_compare_round = { $round }. tur ({ $kind }): lichess { $lichess } — { $lichess_note }; { $rules } { $other } — { $other_note }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $opponent (an opponent's name).
lichess_compare_against = { $kind }, rakip { $opponent }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# $count (not shown) chooses the plural form.
# Variables: $rounds (round numbers), $value (a tie-break value (a number)).
lichess_compare_older =
    { $count ->
        [one] Bu turnuva, lichess bay için sanal rakip saymaya başlamadan önce (2023 sonbaharı) başladı: lichess o zamandan beri yeniden hesaplamadıysa, { $rounds }. turdaki bay olmadan { $value } gösterir.
       *[other] Bu turnuva, lichess bay için sanal rakip saymaya başlamadan önce (2023 sonbaharı) başladı: lichess o zamandan beri yeniden hesaplamadıysa, { $rounds }. turlardaki baylar olmadan { $value } gösterir.
    }
