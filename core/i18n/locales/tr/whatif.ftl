### Türkçe (tr): tiebreak whatif: what a player needs in the rounds left.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
whatif_title = Ya olursa: { $name } ({ $id }), { $round }. tur, { $board }. masa

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $absent, $count (a number choosing the plural form).
whatif_games =
    { $count ->
        [one] { $count } eşlendirilmiş oyun; oyunu olmayan oyuncular: { $absent }
       *[other] { $count } eşlendirilmiş oyun; oyunu olmayan oyuncular: { $absent }
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
whatif_rules = Kurallar { $rules }; eşitlik bozma sırası { $order }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_exact =
    { $count ->
        [one] Kesin: diğer sonuçların { $count } kombinasyonu, her biri sıralandı
       *[other] Kesin: diğer sonuçların { $count } kombinasyonu, her biri sıralandı
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_bounded =
    { $count ->
        [one] Sınırlı arama: diğer sonuçların 3^{ $count } kombinasyonu sıralamak için çok fazla; yalnızca puana göre sınırlar kanıtlanmıştır, diğerleri bulunan senaryolardan tahmindir
       *[other] Sınırlı arama: diğer sonuçların 3^{ $count } kombinasyonu sıralamak için çok fazla; yalnızca puana göre sınırlar kanıtlanmıştır, diğerleri bulunan senaryolardan tahmindir
    }

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_win = Galibiyet

# A drawn game (neither side won), at the start of a sentence.
whatif_result_draw = Beraberlik

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_loss = Yenilgi

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points), $range, $result.
# same-as-english
whatif_outlook = { $result } ({ $points }): { $range }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $best, $worst.
whatif_range = sıra { $best } ile { $worst } arası

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings).
whatif_range_one = sıra { $rank }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_best = en iyi sıra { $rank } ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_worst = en kötü sıra { $rank } ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $proven, $seconds (a number of seconds).
whatif_stopped = Arama { $seconds } sn sonra durdu: aralıkların 6 ucundan { $proven } tanesi kanıtlandı (kanıtlandı diye işaretli), diğerleri bulunan senaryolardan tahmindir

# tiebreak whatif: what a player needs in the rounds left.
whatif_proven = kanıtlandı

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_best = tahmin; yalnızca puana göre { $bound } sıradan iyi olamaz

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_worst = tahmin; yalnızca puana göre { $bound } sıradan kötü olamaz

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions, $share.
whatif_when = yalnızca { $conditions } ise ({ $share })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $of.
whatif_share =
    { $count ->
        [one] { $of } kombinasyonun { $count } tanesinde
       *[other] { $of } kombinasyonun { $count } tanesinde
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions.
whatif_example = örneğin { $conditions } ise

# tiebreak whatif: what a player needs in the rounds left.
whatif_any = diğer sonuçlar ne olursa olsun

# tiebreak whatif: what a player needs in the rounds left.
whatif_found = bulunan senaryoda

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $black, $board (a board number of a team match), $results, $white.
whatif_condition = { $board }. masa ({ $white }–{ $black }) { $results } biterse

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points).
whatif_by-points = puan belirler ({ $points })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_unknown = eşlendirme, { $board }. masa: { $id } numaralı oyuncu yok

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_twice = eşlendirme, { $board }. masa: { $id } numaralı oyuncu iki kez eşlendirilmiş

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_self = eşlendirme, { $board }. masa: { $id } numaralı oyuncu kendisiyle eşlendirilmiş

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id.
whatif_error_unpaired = { $id } numaralı oyuncunun verilen eşlendirmede oyunu yok

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_no-pairings = Lütfen sonraki turun eşlendirmesini verin: --pairings 12-7,3-5 veya --pairings-file PAIRS.csv

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_both-pairings = Lütfen eşlendirmeyi bir kez verin: --pairings veya --pairings-file, ikisini birden değil

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $text, $where.
whatif_error_pairing = { $where }: 12-7 gibi beyaz-siyah başlangıç numarası çifti bekleniyordu, bulunan: { $text }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $index.
whatif_where_option = --pairings, { $index }. çift

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $line (a line number), $path (a file's path).
whatif_where_file = { $path }, { $line }. satır

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_command = bir oyuncunun sonraki turdan sonra galibiyet, beraberlik veya yenilgiyle nerede bitirebileceği

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_player = oyuncu: başlangıç numarası veya adı

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings = sonraki turun eşlendirmesi, virgülle ayrılmış beyaz-siyah başlangıç numaraları (12-7,3-5); listede olmayan oyuncunun oyunu yoktur

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings-file = dosyada eşlendirme: her satırda bir beyaz,siyah (veya beyaz-siyah) başlangıç numarası çifti

## Whatif

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_round = sorulan tur (varsayılan: süren tur, sonucu beklenen oyunları eşlendirme olarak; yoksa sonraki tur); daha önceki bir tur, o turdan önceki haliyle

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
whatif_finished =
    { $count ->
        [one] { $round }. turun { $count } oyunu zaten sonuçlandı ve kaydedildiği gibi sayılır
       *[other] { $round }. turun { $count } oyunu zaten sonuçlandı ve kaydedildiği gibi sayılır
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next.
whatif_error_nothing-pending = sonucu beklenen oyun yok (süren tur yok): { $next }. turun eşlendirmesini verin

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $how.
whatif_error_no-round = sonucu beklenen oyun yok (süren tur yok); { $how }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament).
whatif_error_in-progress = { $round }. tur sürüyor: eşlendirme, sonucu beklenen oyunlarıdır; eşlendirme vermeyin

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament), $rounds (round numbers).
whatif_error_beyond = turnuvanın { $rounds } turu var ve hepsi oynandı: { $round }. turun eşlendirmesi turnuvaya ait değil

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next, $round (a round number of the tournament).
whatif_error_pairings-round = verilen eşlendirme { $round }. turun değil, sonraki tur olan { $next }. turundur

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $last, $round (a round number of the tournament).
whatif_error_round = { $round }. tur sorulamaz: turnuvada 1. ile { $last }. arası turlar ve eşlendirmesi verilen sonraki tur var

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $pending, $round (a round number of the tournament).
whatif_error_after-pending = { $round }. tur, hâlâ süren { $pending }. turdan sonra gelir

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $outcome (an outcome such as win or
# forfeit win (another message)), $round (a round number of the tournament).
whatif_error_no-game-outcome = { $name } ({ $id }) için { $round }. turda belirlenecek oyun yok (kayıtlı: { $outcome })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
whatif_error_no-game = { $name } ({ $id }) için { $round }. turda oynanacak oyun kalmadı: sonuç zaten kayıtlı

# tiebreak whatif on a team event: the head line naming the team and its match (of several
# boards) in the round asked about.
# Variables: $id, $name (the team), $round (a round number).
whatif_team-title = Ya olursa: { $name } ({ $id }), { $round }. turdaki maçı

# tiebreak whatif on a team event: how many boards of the round are still being played.
# Variables: $absent (players without a game), $count (boards pending), $round (a round number).
whatif_team-games = { $round }. turda hâlâ bitmemiş masalar: { $count }; oyunu olmayan oyuncular: { $absent }

# tiebreak whatif on a team event: every result of the pending boards (the team's own among
# them) was ranked.
# Variables: $count (the number of combinations).
whatif_team-exact = Kesin: bitmemiş sonuçların her kombinasyonu sıralandı ({ $count })

# tiebreak whatif on a team event: the pending boards have too many results to rank them all;
# a team's rank has no bound by match points alone (game points decide too).
# Variables: $count (the exponent: boards pending).
whatif_team-bounded = Sınırlı arama: bitmemiş sonuçların kombinasyonları hepsini sıralamak için çok fazla (3^{ $count }); sıralar bulunan senaryolardan tahmindir

# tiebreak whatif: an end of a range found by a stopped search, with no bound by points
# alone (a team's match).
whatif_estimate = tahmin
