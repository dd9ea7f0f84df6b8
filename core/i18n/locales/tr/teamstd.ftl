### Türkçe (tr): team standings and their checks.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team standings (match points, game points) and their checks.
teamstd_error_same-team = iki farklı takım belirtin

# Team standings (match points, game points) and their checks.
# Variables: $candidates, $query.
teamstd_error_team-ambiguous = { $query } ile birden çok takım eşleşiyor: { $candidates }

# Team standings (match points, game points) and their checks.
# Variables: $query.
teamstd_error_team-unknown = { $query } ile eşleşen takım yok

# Team standings (match points, game points) and their checks.
# Variables: $left (the part before), $right (the part after).
# same-as-english
teamstd_slash = { $left }/{ $right }

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points).
teamstd_why_de = İki takımın da { $points } var. { $above }, aralarındaki maça göre ({ $code }) { $below } takımının üstünde: { $detail }.

# Team standings (match points, game points) and their checks.
# a team's why names teams, not players (issue 33)
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
teamstd_why_value = İkisi de { $points } aldı. { $above }, { $code } ölçütünde { $value_above } ile { $below } takımının ({ $value_below }) üstünde.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
teamstd_why_value-level = İkisi de { $points } aldı; { $earlier } değerleri de eşit. { $above }, { $code } ölçütünde { $value_above } ile { $below } takımının ({ $value_below }) üstünde.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
teamstd_why_lots = İkisi de { $points } aldı. { $above }, kura çekimiyle (LOTS, seed { $seed }) { $value_above } numarayla { $below } takımının ({ $value_below }) üstünde.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
teamstd_why_lots-level = İkisi de { $points } aldı; { $earlier } değerleri de eşit. { $above }, kura çekimiyle (LOTS, seed { $seed }) { $value_above } numarayla { $below } takımının ({ $value_below }) üstünde.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
teamstd_why_manual = İkisi de { $points } aldı. { $above }, hakem kararıyla (MANUAL) { $value_above } ile { $below } takımının ({ $value_below }) üstünde; küçük olan daha iyi.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
teamstd_why_manual-level = İkisi de { $points } aldı; { $earlier } değerleri de eşit. { $above }, hakem kararıyla (MANUAL) { $value_above } ile { $below } takımının ({ $value_below }) üstünde; küçük olan daha iyi.

# Team standings (match points, game points) and their checks.
teamstd_column_team = Takım

# Team standings (match points, game points) and their checks.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule
# set's name such as fide-2026 (kept as it is)).
teamstd_rules = Kurallar: { $rules } ({ $how }); sıralama ölçütü { $primary }; eşitlik bozma sırası: { $order }

# Team standings (match points, game points) and their checks.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule set's
# name such as fide-2026 (kept as it is)).
teamstd_rules-markdown = Kurallar `{ $rules }`, sıralama ölçütü { $primary }, sıra { $order }

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $score (a score (points)).
# same-as-english
teamstd_score = { $count } { $score }

# Team standings (match points, game points) and their checks.
# Variables: $gp, $mp.
# same-as-english
teamstd_mp-gp = { $mp } MP, { $gp } GP

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $high, $low, $score (a score (points)).
teamstd_why_score = { $above }, { $score } bakımından { $below } takımının üstünde: { $high } karşı { $low }.

# Team standings (match points, game points) and their checks.
# Variables: $score (a score (points)), $steps.
teamstd_step_score = aralarındaki maçlarda { $score }: { $steps }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_level = { $members }: eşit, ayrılamadı

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
# same-as-english
teamstd_de_step_ordered = { $members }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_none-placed = { $members }: kimse yerleştirilemiyor

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group), $placed.
teamstd_de_step_placed = { $members }: yerleştirilen: { $placed }

# Team standings (match points, game points) and their checks.
# Variables: $above, $stage.
teamstd_step_boards = aralarındaki maçların masaları ({ $stage }): { $above } önde

# Team standings (match points, game points) and their checks.
# Variables: $stages.
teamstd_step_boards-level = aralarındaki maçların masaları ({ $stages }): eşit

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teamstd_entry_de_forfeit = { $opponent } karşısında { $outcome }: hiçbir masada oynanmadı, sayılmaz (6.1.1)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
teamstd_entry_de_forfeit_plain = Hiçbir masada oynanmayan bir maç sayılmaz.

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teamstd_entry_de_counted = { $opponent } karşısında { $outcome }: { $points } { $score }, sayılır

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $points (a number of points), $score (a score
# (points)).
teamstd_entry_de_counted_plain = { $opponent } ile maçınız sayılır: { $points } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points), $score (a
# score (points)), $share.
teamstd_entry_de_averaged = { $opponent } karşısında { $outcome }: { $points } { $score }, { $count } maçtan biri, { $share } sayılır (6.1.2)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $score (a
# score (points)), $share.
teamstd_entry_de_averaged_plain = { $opponent } ile { $count } kez karşılaştınız; her maç payı kadar sayılır, { $share } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_team-preset = { $preset } ön ayarı takım turnuvaları içindir

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_individual-preset = { $preset } ön ayarı bireysel turnuvalar içindir; takım ön ayarları: fide-team-swiss, fide-team-round-robin, olympiad, fide-1998-team

# Team standings (match points, game points) and their checks.
teamstd_error_individual-event = --primary, --match-points ve --individual bir takım turnuvası gerektirir

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_match-points = --match-points { $text }: G,B,M veya G,B,M,PAB beklenir, en çok 3 ondalık basamaklı 0 ile 1000 arası sayılar

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_primary = --primary { $text }: MP veya GP beklenir

# Team standings (match points, game points) and their checks.
# Variables: $option.
teamstd_error_option = --{ $option } takım sıralamasında kullanılamaz

# Team standings (match points, game points) and their checks.
teamstd_help_primary = takım turnuvaları: maç puanına (MP) veya oyun puanına (GP) göre sırala

# Team standings (match points, game points) and their checks.
teamstd_help_match-points = takım turnuvaları: kazanılan, berabere biten, kaybedilen maç ve takım bay'ı için maç puanı

# Team standings (match points, game points) and their checks.
teamstd_help_individual = takım turnuvaları: oyuncuların kendi sıralaması (oyun puanları, bireysel sıra)

# Team standings (match points, game points) and their checks.
teamstd_error_individual-options = --primary ve --match-points takımların sıralamasını belirler; --individual oyuncuları masalarda aldıkları puanlara göre sıralar

# Team standings (match points, game points) and their checks.
# ties left: the primary score (MP or GP) named, not "points"
# Variables: $above, $below, $codes, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared = { $above } ile { $below } { $score } ile ya da { $codes } ile ayrılamıyor: { $rank }. sırayı paylaşıyorlar.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared-no-order = { $above } ile { $below } { $score } ile ya da herhangi bir eşitlik bozma ölçütüyle ayrılamıyor: { $rank }. sırayı paylaşıyorlar.

# Team standings (match points, game points) and their checks.
# Variables: $codes, $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie = { $players } { $score } ile ve { $codes } ile ayrılamıyor: { $rank }. sırayı paylaşıyorlar

# Team standings (match points, game points) and their checks.
# Variables: $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie-no-order = { $players } { $score } ile ayrılamıyor ve eşitlik bozma ölçütü yok: { $rank }. sırayı paylaşıyorlar

# Team standings (match points, game points) and their checks.
# check on a team event in progress: no --live for team standings
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
teamstd_check_pending =
    { $count ->
        [one] { $file }: { $round }. tur sürüyor: { $games } oyundan { $count } tanesinin sonucu bekleniyor (bilgi, hata değil); puan durumu 1. ile { $after }. turları sayar
       *[other] { $file }: { $round }. tur sürüyor: { $games } oyundan { $count } tanesinin sonucu bekleniyor (bilgi, hata değil); puan durumu 1. ile { $after }. turları sayar
    }
